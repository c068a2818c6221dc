// Tolaria's lobby: start a game against an agent or another person, or replay a save.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const el = (tag, cls, text) => { const n = document.createElement(tag); if (cls) n.className = cls; if (text !== undefined) n.textContent = text; return n; };
  const note = (text) => { $("note").textContent = text || ""; $("note").className = text ? "note bad" : "note"; };
  const LABELS = { person: "another person (a seat link)", heuristic: "the heuristic agent", random: "the random agent" };

  function fill(select, values, labels, chosen) {
    for (const v of values) { const o = el("option", null, labels ? labels[v] || v : v); o.value = v; select.append(o); }
    if (chosen) select.value = chosen;
  }

  function linkRow(box, label, href) {
    const row = el("div", "link-row");
    const url = new URL(href, location.origin).href;
    const a = el("a", null, label);
    a.href = url;
    const shown = el("input", "link-text");
    shown.readOnly = true;
    shown.value = url;
    shown.onfocus = () => shown.select();
    row.append(a, shown);
    box.append(row);
  }

  async function start(event) {
    event.preventDefault();
    note("");
    const list = $("list0").value.trim();
    const body = {
      seats: ["person", $("seat1").value],
      decks: [list ? { list } : $("deck0").value, $("deck1").value],
      seed: $("seed").value === "" ? null : Number($("seed").value),
    };
    const reply = await fetch("/api/games", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const answer = await reply.json();
    if (!reply.ok) { note(answer.error); return; }
    const box = $("links");
    box.replaceChildren();
    const people = answer.seats.filter((s) => s.link);
    if (people.length === 1) { location.href = people[0].link; return; }
    box.append(el("p", null, "Each person opens their own seat link (keep it: it is the seat's key)."));
    for (const s of people) linkRow(box, `${s.name}'s seat`, s.link);
  }

  async function upload() {
    note("");
    const file = $("save-file").files[0];
    if (!file) return;
    const reply = await fetch("/api/replays", { method: "POST", body: await file.text() });
    const answer = await reply.json();
    if (!reply.ok) { note(answer.error); return; }
    const box = $("replay-links");
    box.replaceChildren();
    for (const s of answer.seats) linkRow(box, `as ${s.name} saw it`, s.link);
  }

  fetch("/api/options").then((r) => r.json()).then((options) => {
    fill($("deck0"), options.decks, null, options.decks[0]);
    fill($("deck1"), options.decks, null, options.decks[1]);
    fill($("seat1"), options.seats.filter((s) => s !== "person").concat(["person"]), LABELS, "heuristic");
  });
  $("new-game").addEventListener("submit", start);
  $("save-file").addEventListener("change", upload);
})();
