"""A person at the terminal: shows the board, lists the legal actions, reads an answer.

The answer is an action's number (an empty line passes priority), several numbers for attackers and blockers
("2 3": a declaration made of those parts, CR 508.1, 509.1), or the action in
text notation (docs/scenarios.md, "The notation"). A bad answer is explained (the
reason of `IllegalAction`) and asked again; end of input or `quit` concedes
(CR 104.3a).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tolaria import Action, Decision, Game, IllegalAction, Seat
from tolaria.seat import as_seat

QUIT_WORDS = frozenset({"quit", "exit", "q"})
HELP_WORDS = frozenset({"?", "help", "board"})


class HumanAgent:
    """Asks with `read` (default: `input`) and tells with `write` (default: `print`)."""

    __slots__ = ("_read", "write")

    def __init__(self, read: Callable[[str], str] | None = None,
                 write: Callable[[str], None] = print) -> None:
        self._read = read
        self.write = write

    def read(self, prompt: str) -> str:
        # `input` is looked up at each call, so a patched or redirected stdin works.
        return self._read(prompt) if self._read is not None else input(prompt)

    def choose(self, seat: Seat | Game) -> Action:
        """Ask for an answer to the seat's decision (given a Game: the deciding seat's)."""
        seat = as_seat(seat)
        decision = seat.decision
        if decision is None:
            raise ValueError("there is no decision to answer")
        me = decision.player
        legal = seat.legal_actions()
        self._show(seat, decision, legal)
        while True:
            try:
                line = self.read(f"{seat.name}> ").strip()
            except EOFError:
                return Action("concede", me)
            if not line:
                if legal[0].kind == "pass":           # Enter passes priority
                    return legal[0]
                continue
            if line.lower() in QUIT_WORDS:
                return Action("concede", me)
            if line.lower() in HELP_WORDS:
                self._show(seat, decision, legal)
                continue
            try:
                action = self._understand(seat, decision, legal, line)
            except (IllegalAction, LookupError, ValueError) as problem:
                self.write(f"  {_reason(problem)}")
                continue
            problem_text = None if action.kind == "concede" else seat.why_illegal(action)
            if problem_text is None:
                return action
            self.write(f"  {problem_text}")

    # -- reading an answer --------------------------------------------------------------
    def _understand(self, seat: Seat, decision: Decision, legal: list[Action],
                    line: str) -> Action:
        words = line.replace(",", " ").split()
        if all(w.isdigit() for w in words):
            numbers = [int(w) for w in words]
            for n in numbers:
                if not 1 <= n <= len(legal):
                    raise IllegalAction(f"there is no action {n}: choose 1 to {len(legal)}")
            if len(numbers) == 1:
                return legal[numbers[0] - 1]
            if not decision.combinable:
                raise IllegalAction("choose one action (several only for attackers or blockers)")
            parts = tuple(pair for n in numbers for pair in legal[n - 1].choice)
            return Action(legal[0].kind, decision.player, choice=parts)
        return seat.parse(line)

    # -- showing the game ---------------------------------------------------------------
    def _show(self, seat: Seat, decision: Decision, legal: list[Action]) -> None:
        self.write(board_text(seat.view()))
        self.write(f"{seat.name}, {decision.prompt or decision.kind}:")
        for number, action in enumerate(legal, 1):
            self.write(f"  {number:>3}. {seat.notation(action)}")
        hint = "a number, or type the action" + (
            "; Enter passes" if legal[0].kind == "pass" else "")
        if decision.combinable:
            hint = "numbers of the parts to combine (\"2 3\"), one number, or type the action"
        self.write(f"  ({hint}; '?' shows the board again, 'quit' concedes)")


def _reason(problem: Exception) -> str:
    reason = getattr(problem, "reason", None)
    return reason if isinstance(reason, str) else str(problem)


def board_text(view: dict[str, Any]) -> str:
    """The board from one seat's `Game.view`: opponents first, then the viewer."""
    players = view.get("players", [])
    viewer = view.get("viewer")
    names = {p.get("index"): p.get("name", "?") for p in players}
    lines = [f"Turn {view.get('turn')}, {names.get(view.get('active'), '?')}'s turn: "
             f"{view.get('step')} (priority: {names.get(view.get('priority'), '?')})"]
    ordered = [p for p in players if p.get("index") != viewer] + \
        [p for p in players if p.get("index") == viewer]
    shared = _shared_names(view)
    for p in ordered:
        lines.extend(_player_lines(p, shared))
    stack = view.get("stack") or []
    if stack:
        lines.append("  stack (top first): " + "; ".join(
            _stack_text(item, names, shared) for item in reversed(stack)))
    return "\n".join(lines)


def _shared_names(view: dict[str, Any]) -> set[str]:
    """Names (lower case) more than one permanent or spell on the board has: those are shown
    as `Name#id`, the notation's way to tell them apart (docs/scenarios.md, "Names")."""
    seen: set[str] = set()
    shared: set[str] = set()
    items = [c for p in view.get("players", []) for c in p.get("battlefield", [])]
    for item in items + list(view.get("stack") or []):
        low = str(item.get("name", "")).casefold()
        (shared if low in seen else seen).add(low)
    return shared


def _named(item: dict[str, Any], shared: set[str], key: str = "id") -> str:
    """An object's name, with `#id` where another on the board has the same name."""
    name = str(item.get("name", "?"))
    return f"{name}#{item[key]}" if name.casefold() in shared and key in item else name


def _player_lines(p: dict[str, Any], shared: set[str]) -> list[str]:
    facts = [f"{p.get('life')} life"]
    if p.get("poison"):
        facts.append(f"{p['poison']} poison")
    facts.append(f"hand {p.get('hand_count', 0)}")
    facts.append(f"library {p.get('library_count', 0)}")
    facts.append(f"graveyard {len(p.get('graveyard', []))}")
    pool = p.get("mana_pool")
    if pool and pool not in ("{}", "", "empty"):
        facts.append(f"mana pool {pool}")
    lines = [f"{p.get('name')}{' (lost)' if p.get('lost') else ''}: " + ", ".join(facts)]
    if "hand" in p:
        lines.append("    hand: " + (", ".join(c["name"] for c in p["hand"]) or "-"))
    lines.append("    battlefield: " + (", ".join(
        _permanent_text(c, shared) for c in p.get("battlefield", [])) or "-"))
    return lines


def _permanent_text(c: dict[str, Any], shared: set[str]) -> str:
    text = _named(c, shared)
    if c.get("power") is not None and "Creature" in c.get("types", ()):
        text += f" {c['power']}/{c['toughness']}"
    notes = [k for k in ("tapped", "sick") if c.get(k)]
    if c.get("damage"):
        notes.append(f"{c['damage']} damage")
    notes += [f"{n} {k}" for k, n in (c.get("counters") or {}).items()]
    if c.get("attacking"):
        notes.append(f"attacking {_named(c['attacking'], shared, 'object')}")
    if c.get("blocking"):
        notes.append("blocking")
    return f"{text} ({', '.join(notes)})" if notes else text


def _stack_text(item: dict[str, Any], names: dict[Any, str], shared: set[str]) -> str:
    text = f"{_named(item, shared)} ({names.get(item.get('controller'), '?')})"
    if item.get("is_ability") and item.get("text"):
        text += f" ability \"{item['text']}\""
    targets = [_named(t, shared, "object") for t in item.get("targets") or [] if t]
    if targets:
        text += " targeting " + ", ".join(targets)
    return text
