// Tolaria's web table: drawing a seat's view (shared by the table and the replay page).
// Everything shown comes from the server's message for this seat: its view, the log, the
// text of the cards it can see. Text is always put in with textContent, never as HTML.
"use strict";

const Board = (() => {
  const faces = {};                    // card name -> {cost, type, text, power, toughness, loyalty}
  const COLORS = { W: "w", U: "u", B: "b", R: "r", G: "g", C: "c" };
  const BASIC = { Plains: "w", Island: "u", Swamp: "b", Mountain: "r", Forest: "g" };

  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  // One mana symbol ("G", "2", "W/U", "T", "X") as a drawn circle.
  function symbol(sym) {
    const s = sym.toUpperCase();
    const node = el("span", "ms");
    if (s === "T") { node.classList.add("ms-tap"); node.textContent = "↷"; node.title = "tap"; return node; }
    if (s === "Q") { node.classList.add("ms-tap"); node.textContent = "↶"; node.title = "untap"; return node; }
    const parts = s.split("/");
    if (parts.length === 2 && COLORS[parts[0]] && COLORS[parts[1]]) {
      node.classList.add("ms-hybrid", `ms-${COLORS[parts[0]]}-${COLORS[parts[1]]}`);
      node.textContent = "";
      node.title = `{${s}}`;
      return node;
    }
    node.classList.add(COLORS[s] ? `ms-${COLORS[s]}` : "ms-generic");
    node.textContent = s.replace("/P", "ᵖ");
    node.title = `{${s}}`;
    return node;
  }

  // Text with {…} symbols drawn: returns a fragment.
  function symbols(text) {
    const frag = document.createDocumentFragment();
    const re = /\{([^}]+)\}/g;
    let last = 0, m;
    while ((m = re.exec(text || "")) !== null) {
      if (m.index > last) frag.append(text.slice(last, m.index));
      frag.append(symbol(m[1]));
      last = re.lastIndex;
    }
    if (last < (text || "").length) frag.append(text.slice(last));
    return frag;
  }

  function colorOf(name, types) {
    const face = faces[name];
    if (BASIC[name]) return BASIC[name];
    const letters = new Set(((face && face.cost) || "").match(/[WUBRG]/g) || []);
    if (letters.size > 1) return "m";
    if (letters.size === 1) return COLORS[[...letters][0]];
    if ((types || []).includes("Land") || (face && /Land/.test(face.type))) return "l";
    return "c";
  }

  function learn(cards) { Object.assign(faces, cards || {}); }

  // The card face shown on hover: name, cost, type line, text, power/toughness.
  function showFace(panel, name, extra) {
    panel.replaceChildren();
    const face = faces[name];
    const card = el("div", `face color-${colorOf(name)}`);
    const top = el("div", "face-top");
    top.append(el("span", "face-name", name));
    if (face && face.cost) { const c = el("span", "face-cost"); c.append(symbols(face.cost)); top.append(c); }
    card.append(top);
    if (face) {
      card.append(el("div", "face-type", face.type));
      if (face.text) {
        const body = el("div", "face-text");
        for (const para of face.text.split("\n")) { const p = el("p"); p.append(symbols(para)); body.append(p); }
        card.append(body);
      }
      if (face.power !== null && face.power !== undefined) card.append(el("div", "face-pt", `${face.power}/${face.toughness}`));
      else if (face.loyalty) card.append(el("div", "face-pt", face.loyalty));
    } else {
      card.append(el("div", "face-type", "(no printed text: a token or a face-down card)"));
    }
    if (extra) card.append(el("div", "face-extra", extra));
    panel.append(card);
  }

  function hoverable(node, name, panel, extra) {
    node.addEventListener("mouseenter", () => showFace(panel, name, extra));
  }

  // A card on the battlefield, in a hand, a graveyard, exile or on the stack.
  function tile(item, opts) {
    const node = el("div", `card color-${colorOf(item.name, item.types)}`);
    node.dataset.ref = `o:${item.id}`;
    node.dataset.name = item.name;
    const top = el("div", "card-top");
    top.append(el("span", "card-name", item.name));
    const face = faces[item.name];
    if (face && face.cost && !opts.noCost) { const c = el("span", "card-cost"); c.append(symbols(face.cost)); top.append(c); }
    node.append(top);
    if (opts.dup) node.append(el("div", "card-id", `#${item.id}`));
    if (face && !opts.noType) node.append(el("div", "card-type", face.type));
    const notes = [];
    if (item.tapped) { node.classList.add("tapped"); notes.push("tapped"); }
    if (item.sick && (item.types || []).includes("Creature")) notes.push("summoning sick");
    if (item.attacking) { node.classList.add("attacking"); notes.push(`attacking ${item.attacking.name}`); }
    if (item.blocking && item.blocking.length) { node.classList.add("blocking"); notes.push(`blocking ${item.blocking.map((i) => opts.names[i] || `#${i}`).join(", ")}`); }
    if (item.attached_to) notes.push(`on ${opts.names[item.attached_to] || "#" + item.attached_to}`);
    if (item.face_down) notes.push("face down");
    if (item.token) notes.push("token");
    for (const [k, v] of Object.entries(item.counters || {})) notes.push(`${v} ${k} counter${v === 1 ? "" : "s"}`);
    if (item.keywords && item.keywords.length) notes.push(item.keywords.join(", "));
    if (notes.length) node.append(el("div", "card-notes", notes.join(" · ")));
    if (item.power !== null && item.power !== undefined) {
      const pt = el("div", "card-pt", `${item.power}/${item.toughness}`);
      if (item.damage) { pt.textContent += ` (${item.damage} dmg)`; pt.classList.add("damaged"); }
      node.append(pt);
    }
    hoverable(node, item.name, opts.panel, notes.join(" · "));
    return node;
  }

  function names(view) {
    const out = {};
    for (const p of view.players) {
      for (const zone of ["battlefield", "hand", "hand_known", "graveyard", "exile"]) {
        for (const c of p[zone] || []) out[c.id] = c.name;
      }
    }
    for (const s of view.stack || []) out[s.id] = s.name;
    return out;
  }

  function duplicates(view) {
    const count = {};
    for (const p of view.players) for (const c of p.battlefield) count[c.name] = (count[c.name] || 0) + 1;
    return count;
  }

  function phaseBar(node, view, steps, stops) {
    node.replaceChildren();
    for (const step of steps) {
      const s = el("span", "step", step);
      if (step === view.step) s.classList.add("current");
      const mine = view.active === view.viewer ? stops && stops.mine : stops && stops.theirs;
      if (mine && mine.includes(step)) s.classList.add("stop");
      node.append(s);
    }
  }

  function plate(p, view, panel, cls) {
    const node = el("div", `plate ${cls}`);
    node.dataset.ref = `p:${p.index}`;
    node.dataset.hand = String(p.hand_count);
    node.dataset.life = String(p.life);
    if (view.active === p.index) node.classList.add("active");
    if (view.decision && view.decision.player === p.index) node.classList.add("deciding");
    const who = el("div", "plate-name", p.name + (p.lost ? " (lost)" : ""));
    const life = el("div", "life", p.life);
    life.title = "life";
    node.append(who, life);
    const facts = el("div", "plate-facts");
    const fact = (label, value) => { const f = el("span", "fact"); f.append(el("b", null, value), ` ${label}`); facts.append(f); };
    fact("library", p.library_count);
    fact("hand", p.hand_count);
    fact("graveyard", p.graveyard.length);
    fact("exile", p.exile.length);
    if (p.poison) fact("poison", p.poison);
    node.append(facts);
    const pool = el("div", "pool");
    pool.append(el("span", "pool-label", "mana pool "));
    if (p.mana_pool) pool.append(symbols(p.mana_pool)); else pool.append(el("span", "muted", "empty"));
    node.append(pool);
    for (const [zone, label] of [["graveyard", "graveyard"], ["exile", "exile"]]) {
      if (!p[zone].length) continue;
      const list = el("details", "zone-list");
      list.append(el("summary", null, `${label} (${p[zone].length})`));
      for (const c of p[zone]) {
        const row = el("div", "zone-card", c.name);
        row.dataset.ref = `o:${c.id}`;
        hoverable(row, c.name, panel);
        list.append(row);
      }
      node.append(list);
    }
    return node;
  }

  function side(p, view, panel, mine) {
    const opts = { panel, names: names(view) };
    const dup = duplicates(view);
    const area = el("section", `side ${mine ? "mine" : "theirs"}`);
    area.append(plate(p, view, panel, mine ? "me" : "them"));
    const field = el("div", "field");
    const lands = el("div", "row lands"), others = el("div", "row creatures");
    for (const c of p.battlefield) {
      const t = tile(c, { ...opts, dup: dup[c.name] > 1 });
      ((c.types || []).includes("Land") && !(c.types || []).includes("Creature") ? lands : others).append(t);
    }
    if (mine) field.append(others, lands); else field.append(lands, others);
    area.append(field);
    return area;
  }

  function hand(p, panel, view) {
    const row = el("div", "row hand");
    if (p.hand) {
      for (const c of p.hand) row.append(tile(c, { panel, names: names(view), noType: true }));
    } else {
      for (const c of p.hand_known || []) row.append(tile(c, { panel, names: names(view), noType: true }));
      for (let i = (p.hand_known || []).length; i < p.hand_count; i++) row.append(el("div", "card back", "Tolaria"));
    }
    return row;
  }

  function stack(node, view, panel) {
    node.replaceChildren(el("h3", null, "Stack"));
    if (!view.stack.length) { node.append(el("div", "muted", "empty")); return; }
    const who = Object.fromEntries(view.players.map((p) => [p.index, p.name]));
    for (const item of [...view.stack].reverse()) {
      const s = el("div", "stack-item");
      s.dataset.ref = `o:${item.id}`;
      s.append(el("div", "stack-name", `${item.name}${item.is_ability ? " (ability)" : ""}`));
      s.append(el("div", "muted", `${who[item.controller]}'s${item.x ? ` · X=${item.x}` : ""}`));
      if (item.text) { const t = el("div", "stack-text"); t.append(symbols(item.text)); s.append(t); }
      for (const m of item.modes || []) s.append(el("div", "stack-text", `• ${m}`));
      const targets = (item.targets || []).filter(Boolean).map((t) => t.name);
      if (targets.length) s.append(el("div", "stack-targets", `targeting ${targets.join(", ")}`));
      hoverable(s, item.name, panel, item.text);
      node.append(s);
    }
  }

  // The whole board for `view` into `root` (the seat's side at the bottom).
  function draw(root, view, panel) {
    const me = view.players[view.viewer] || view.players[0];
    const others = view.players.filter((p) => p !== me);
    root.replaceChildren();
    for (const p of others) {
      const h = hand(p, panel, view);
      h.classList.add("their-hand");
      root.append(h, side(p, view, panel, false));
    }
    root.append(side(me, view, panel, true));
    const h = hand(me, panel, view);
    h.classList.add("my-hand");
    root.append(h);
  }

  function logEntry(entry) {
    const row = el("div", "log-entry");
    row.append(el("span", "log-text", entry.text));
    for (const r of entry.rules || []) {
      const cite = el("span", "cite", `CR ${r}`);
      cite.title = `Comprehensive Rules ${r}`;
      row.append(cite);
    }
    return row;
  }

  function logInto(node, entries, reset) {
    if (reset) node.replaceChildren();
    let lastTurn = node.dataset.turn ? Number(node.dataset.turn) : null;
    if (reset) lastTurn = null;
    for (const e of entries) {
      if (e.turn !== lastTurn) { node.append(el("div", "log-turn", e.turn ? `Turn ${e.turn}` : "Before the game")); lastTurn = e.turn; }
      node.append(logEntry(e));
    }
    node.dataset.turn = lastTurn === null ? "" : String(lastTurn);
    node.scrollTop = node.scrollHeight;
  }

  function title(view) {
    const active = view.players[view.active];
    if (view.over) {
      const winner = view.winner === null || view.winner === undefined ? null : view.players[view.winner];
      return winner ? `Game over: ${winner.name} won` : "Game over: a draw";
    }
    return `Turn ${view.turn} · ${active ? active.name + "'s turn" : ""} · ${view.step}`;
  }

  return { el, symbols, learn, showFace, draw, stack, phaseBar, logInto, title, faces };
})();
