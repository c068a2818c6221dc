// Tolaria's web table: one seat's page. The seat's token is the part of the link after "#"
// (never sent to the server in a URL, so it stays out of its logs); every message carries it.
// The server decides everything: this page shows the seat's view and sends what is clicked.
"use strict";

(() => {
  const { el, symbols } = Board;
  const gameId = location.pathname.split("/").pop();
  const token = decodeURIComponent(location.hash.slice(1));
  const $ = (id) => document.getElementById(id);
  let state = null;          // the last state message
  let socket = null;
  let picking = null;        // {candidates: [action numbers], chosen: [refs]} while choosing targets
  let parts = [];            // the parts of a declaration of attackers or blockers chosen so far
  let partFirst = null;      // the first object clicked of a part that needs two clicks
  let retry = 500;

  function send(message) {
    if (!socket || socket.readyState !== WebSocket.OPEN) { note("not connected: reconnecting…"); return; }
    socket.send(JSON.stringify({ ...message, token }));
  }

  function act(number) { clearPicking(); send({ type: "act", action: number, version: state.version }); }

  function note(text, bad) {
    const n = $("note");
    n.textContent = text || "";
    n.className = bad ? "note bad" : "note";
  }

  function connect() {
    if (!token) { note("This link has no seat token (the part after #): ask for your seat link.", true); return; }
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}/ws/${encodeURIComponent(gameId)}`);
    socket.onopen = () => { retry = 500; note(""); send({ type: "hello" }); };
    socket.onmessage = (event) => receive(JSON.parse(event.data));
    socket.onclose = () => {
      note("connection lost: reconnecting…", true);
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 8000);
    };
  }

  function receive(message) {
    if (message.type === "error") { note(message.error, true); clearPicking(); return; }
    if (message.type !== "state") return;
    if (!state || message.version !== state.version) { parts = []; partFirst = null; clearPicking(); }
    state = message;
    Board.learn(message.cards);
    Board.logInto($("log"), message.log, message.log_from === 0);
    render();
  }

  // -- drawing -----------------------------------------------------------------------------
  function render() {
    const view = state.view;
    document.title = `Tolaria · ${view.players[state.seat].name}`;
    $("title").textContent = Board.title(view);
    Board.phaseBar($("phases"), view, state.steps, state.stops);
    Board.draw($("board"), view, $("face"));
    Board.stack($("stack"), view, $("face"));
    renderDecision();
    renderStops();
    markClickable();
    document.body.dataset.version = String(state.version);
    document.body.dataset.deciding = state.actions.length ? "yes" : "no";
    document.body.dataset.over = view.over ? "yes" : "no";
  }

  function renderDecision() {
    const view = state.view, box = $("actions");
    box.replaceChildren();
    const d = view.decision;
    const players = view.players;
    if (view.over) {
      box.append(el("div", "prompt", Board.title(view)));
      const replay = el("a", "button", "Replay this game");
      replay.href = `/replay/${encodeURIComponent(gameId)}#${encodeURIComponent(token)}`;
      box.append(replay);
      return;
    }
    if (!state.actions.length) {
      box.append(el("div", "prompt muted", d ? `Waiting for ${players[d.player].name}` + (d.prompt ? `: ${d.prompt}` : "") : "Waiting…"));
      if (state.until) box.append(el("div", "muted", `passing until ${state.until}`));
      return;
    }
    box.append(el("div", "prompt", d.prompt || (d.kind === "priority" ? "You have priority" : d.kind)));
    if (state.combinable) return renderParts(box);
    if (picking) {
      box.append(el("div", "muted", "Click a highlighted object or player, or choose below."));
    }
    const shown = picking ? picking.candidates : state.actions.map((_, i) => i);
    const mana = [];
    for (const i of shown) {
      const a = state.actions[i];
      if (a.mana) { mana.push(i); continue; }
      box.append(actionButton(i));
    }
    if (picking) {
      const cancel = el("button", "secondary", "Cancel");
      cancel.onclick = () => { clearPicking(); render(); };
      box.append(cancel);
    }
    if (d.kind === "priority" && !picking) {
      const until = el("div", "until");
      for (const [what, label] of [["end of turn", "Pass until end of turn"], ["something happens", "Pass until something happens"]]) {
        const b = el("button", "secondary", label);
        b.dataset.until = what;
        b.onclick = () => send({ type: "pass_until", until: what });
        until.append(b);
      }
      box.append(until);
    }
    if (mana.length) {
      const more = el("details", "mana-abilities");
      more.append(el("summary", null, `mana abilities (${mana.length}; spells pay by themselves)`));
      for (const i of mana) more.append(actionButton(i));
      box.append(more);
    }
  }

  function actionButton(i) {
    const a = state.actions[i];
    const b = el("button", a.kind === "pass" ? "action pass" : "action");
    b.append(symbols(a.text));
    for (const m of a.modes || []) b.append(el("div", "mode", m));
    b.dataset.action = String(i);
    b.dataset.text = a.text;
    b.onclick = () => act(i);
    return b;
  }

  // Attackers and blockers: the parts are toggled (click the creature, or its button), then declared.
  function renderParts(box) {
    box.append(el("div", "muted", "Click creatures (or the buttons) to choose, then declare."));
    state.actions.forEach((a, i) => {
      if (!a.parts) return;
      const b = el("button", parts.includes(i) ? "action part chosen" : "action part");
      b.append(symbols(a.text));
      b.dataset.action = String(i);
      b.dataset.text = a.text;
      b.onclick = () => { togglePart(i); };
      box.append(b);
    });
    const declare = el("button", "declare", parts.length ? `Declare (${parts.length})` : state.actions.find((a) => !a.parts)?.text || "Declare");
    declare.id = "declare";
    declare.onclick = () => {
      if (parts.length) send({ type: "act", parts: [...parts], version: state.version });
      else {
        const none = state.actions.findIndex((a) => !a.parts);
        if (none >= 0) act(none);
      }
    };
    box.append(declare);
  }

  function togglePart(i) {
    const a = state.actions[i];
    const attacker = a.parts[0][0];
    parts = parts.includes(i) ? parts.filter((p) => p !== i)
      : [...parts.filter((p) => state.actions[p].parts[0][0] !== attacker || state.view.decision.kind !== "attackers"), i];
    partFirst = null;
    render();
  }

  function renderStops() {
    const box = $("stops");
    box.replaceChildren();
    const table = el("table");
    const head = el("tr");
    head.append(el("th", null, "step"), el("th", null, "my turn"), el("th", null, "their turn"), el("th", null, "my combat"));
    table.append(head);
    for (const step of state.steps) {
      if (step === "untap" || step === "cleanup") continue;
      const row = el("tr");
      row.append(el("td", null, step));
      for (const whose of ["mine", "theirs", "combat"]) {
        const cell = el("td");
        const box_ = el("input");
        box_.type = "checkbox";
        box_.checked = state.stops[whose].includes(step);
        box_.onchange = () => {
          const stops = { ...state.stops, [whose]: box_.checked ? [...state.stops[whose], step] : state.stops[whose].filter((s) => s !== step) };
          send({ type: "stops", stops });
        };
        cell.append(box_);
        row.append(cell);
      }
      table.append(row);
    }
    box.append(table);
  }

  // -- clicking objects ------------------------------------------------------------------------
  function refsOf(a) {
    return { source: a.source, targets: a.targets || [], picks: a.picks || [] };
  }

  // What a click on `ref` may do now: the numbers of the actions it can lead to.
  function candidatesFor(ref) {
    if (!state || !state.actions.length) return [];
    if (picking) {
      const k = picking.chosen.length;
      return picking.candidates.filter((i) => (state.actions[i].targets || [])[k] === ref);
    }
    const out = [];
    state.actions.forEach((a, i) => {
      const r = refsOf(a);
      if (r.source === ref || (r.picks.length === 1 && r.picks[0] === ref) ||
          (!r.source && r.targets.length && r.targets[0] === ref)) out.push(i);
    });
    return out;
  }

  function clickPart(ref) {
    const kind = state.view.decision.kind;
    const mine = state.actions.map((a, i) => [a, i]).filter(([a]) => a.parts && a.parts.length === 1);
    if (partFirst === null) {
      const starting = mine.filter(([a]) => a.parts[0][0] === ref);
      if (!starting.length) return false;
      const chosen = starting.find(([, i]) => parts.includes(i));
      if (chosen) { togglePart(chosen[1]); return true; }
      if (starting.length === 1 || kind === "attackers") { togglePart(starting[0][1]); return true; }
      partFirst = ref;                             // a blocker: now click what it blocks
      note("now click the attacker it blocks");
      markClickable();
      return true;
    }
    const found = mine.find(([a]) => a.parts[0][0] === partFirst && a.parts[0][1] === ref);
    partFirst = null;
    note("");
    if (found) togglePart(found[1]); else markClickable();
    return true;
  }

  function click(ref) {
    if (!state || !state.actions.length) return;
    if (state.combinable) { clickPart(ref); return; }
    const found = candidatesFor(ref);
    if (!found.length) return;
    if (picking) {
      picking.chosen.push(ref);
      picking.candidates = found;
    } else {
      picking = { candidates: found, chosen: [] };
      if (!state.actions[found[0]].source) {           // a target without a source: chosen
        picking.chosen.push(ref);
      }
    }
    const left = picking.candidates;
    const k = picking.chosen.length;
    const more = left.filter((i) => (state.actions[i].targets || []).length > k);
    if (left.length === 1 && !more.length) { act(left[0]); return; }
    if (!more.length) { render(); return; }          // several answers: choose among the buttons
    renderDecision();
    markClickable();
  }

  function clearPicking() { picking = null; }

  // Highlight what a click can do something with now.
  function markClickable() {
    for (const node of document.querySelectorAll("[data-ref]")) {
      node.classList.remove("clickable", "chosen-part", "picking");
    }
    if (!state || !state.actions.length) return;
    const refs = new Set();
    if (state.combinable) {
      for (const a of state.actions) {
        if (!a.parts) continue;
        if (partFirst === null) refs.add(a.parts[0][0]);
        else if (a.parts[0][0] === partFirst) refs.add(a.parts[0][1]);
      }
      for (const i of parts) for (const ref of state.actions[i].parts[0]) mark(ref, "chosen-part");
    } else if (picking) {
      const k = picking.chosen.length;
      for (const i of picking.candidates) { const t = (state.actions[i].targets || [])[k]; if (t) refs.add(t); }
      const src = state.actions[picking.candidates[0]].source;
      if (src) mark(src, "picking");
    } else {
      for (const a of state.actions) {
        const r = refsOf(a);
        if (r.source) refs.add(r.source);
        if (r.picks.length === 1) refs.add(r.picks[0]);
        if (!r.source && r.targets.length) refs.add(r.targets[0]);
      }
    }
    for (const ref of refs) mark(ref, "clickable");
    if (partFirst) mark(partFirst, "picking");
  }

  function mark(ref, cls) {
    for (const node of document.querySelectorAll(`[data-ref="${CSS.escape(ref)}"]`)) node.classList.add(cls);
  }

  document.addEventListener("click", (event) => {
    const node = event.target.closest("[data-ref]");
    if (node && !event.target.closest("summary")) click(node.dataset.ref);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && (picking || partFirst)) { clearPicking(); partFirst = null; render(); }
    const typing = ["INPUT", "TEXTAREA", "SELECT", "BUTTON", "SUMMARY"].includes(event.target.tagName);
    if (event.key === " " && !typing && !picking) {          // the space bar passes, as on Arena
      const pass = document.querySelector("button.action.pass");
      if (pass) { event.preventDefault(); pass.click(); }
    }
  });
  $("concede").onclick = () => { if (confirm("Concede this game?")) send({ type: "concede" }); };
  connect();
})();
