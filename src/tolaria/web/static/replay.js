// Tolaria's replay page: a game stepped through from its start, as one seat saw it.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const gameId = location.pathname.split("/").pop();
  const token = decodeURIComponent(location.hash.slice(1));
  let current = null;

  async function go(step) {
    const reply = await fetch(`/api/games/${encodeURIComponent(gameId)}/replay?step=${step}`, { headers: { "X-Tolaria-Token": token } });
    const answer = await reply.json();
    if (!reply.ok) { $("note").textContent = answer.error; $("note").className = "note bad"; return; }
    current = answer;
    Board.learn(answer.cards);
    const view = answer.view;
    $("title").textContent = Board.title(view);
    $("step-title").textContent = answer.title;
    Board.phaseBar($("phases"), view, answer.steps, null);
    Board.draw($("board"), view, $("face"));
    Board.stack($("stack"), view, $("face"));
    Board.logInto($("log"), answer.log, true);
    $("slider").max = String(answer.last);
    $("slider").value = String(answer.step);
    document.body.dataset.step = String(answer.step);
  }

  const at = () => (current ? current.step : 0);
  $("first").onclick = () => go(0);
  $("back").onclick = () => go(Math.max(0, at() - 1));
  $("next").onclick = () => go(at() + 1);
  $("next-action").onclick = () => go(current ? current.next_action : 1);
  $("next-turn").onclick = () => go(current ? current.next_turn : 1);
  $("last").onclick = () => go(current ? current.last : 0);
  $("slider").oninput = () => go(Number($("slider").value));
  document.addEventListener("keydown", (event) => {
    const keys = { ArrowLeft: "back", ArrowRight: "next", Enter: "next-action", Home: "first", End: "last" };
    if (keys[event.key] && event.target.tagName !== "INPUT") { event.preventDefault(); $(keys[event.key]).click(); }
  });
  go(0);
})();
