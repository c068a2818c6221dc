"""The table in a terminal: one seat's board, the events since the last look, what changed.

Everything here is drawn from `Game.view(seat)` (what that seat may see, CR 400.2) and
the public log, never from hidden information. Lines are lists of (text, style)
segments: on a terminal they are printed in colour with rich (when it is installed and
NO_COLOR isn't set); anywhere else (a pipe, a file, a test) as plain text.

Objects that share a name on the battlefield or the stack are written `Name#id` on the
board, in the stack, in the events' targets and in the actions offered (`Game.notation`
with `exact`), so the same object is called the same way everywhere (docs/scenarios.md,
"Names"). Identical untapped or tapped lands are grouped: `Forest ×3 (#12 #14 #20)`.

Used by the human agent (`tolaria.agents.human`) and `tolaria replay` (`tolaria.cli`).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from tolaria.game import Game, LogEntry

Segment = tuple[str, str]                  # (text, style name; "" is plain)
Line = list[Segment]
Sections = dict[str, list[Line]]

# Style names -> rich styles. Nothing else knows rich's style language.
STYLES = {
    "title": "bold", "me": "bold green", "them": "bold red", "life": "bold",
    "tapped": "dim", "sick": "italic", "attack": "bold red", "block": "bold cyan",
    "damage": "red", "stack": "yellow", "number": "cyan", "hint": "dim", "error": "red",
    "event": "", "turn": "bold magenta", "mode": "italic", "card": "bold",
}


# -- writing: colour on a terminal, plain text elsewhere -------------------------------------

class Screen:
    """Where lines go: `write` (plain text) if given; else standard output, in colour when it
    is a terminal (`color` None: decide so; True/False: force)."""

    __slots__ = ("_console", "_write")

    def __init__(self, write: Callable[[str], None] | None = None,
                 color: bool | None = None) -> None:
        self._write = write if write is not None else print
        self._console = None
        if write is None and (color if color is not None else _colour_terminal()):
            self._console = _rich_console()

    @property
    def colour(self) -> bool:
        return self._console is not None

    def show(self, lines: Iterable[Line | str]) -> None:
        for line in lines:
            segments = [(line, "")] if isinstance(line, str) else line
            if self._console is None:
                self._write("".join(text for text, _ in segments))
                continue
            from rich.text import Text
            text = Text()
            for part, style in segments:
                text.append(part, STYLES.get(style, ""))
            self._console.print(text)


def _colour_terminal() -> bool:
    """Standard output is a terminal that takes colours (https://no-color.org)."""
    return (sys.stdout.isatty() and "NO_COLOR" not in os.environ
            and os.environ.get("TERM") != "dumb")


def _rich_console() -> Any:
    try:
        from rich.console import Console
    except ImportError:                        # rich not installed: plain text
        return None
    return Console(highlight=False, soft_wrap=True, emoji=False, markup=False,
                   force_terminal=True)


# -- reading: line editing and completion on a terminal ------------------------------------

COMPLETING: list[str] = []          # what Tab completes now (the actions and commands offered)
_EDITING: list[bool] = []           # readline set up


def read_line(prompt: str) -> str:
    """`input(prompt)`; on a terminal with GNU readline, lines can be edited, the arrow
    keys recall earlier ones and Tab completes from `COMPLETING`."""
    if not _EDITING and sys.stdin.isatty():
        _EDITING.append(True)
        _readline()
    return input(prompt)


def _readline() -> None:
    try:
        import readline
    except ImportError:                          # no readline (Windows): plain input
        return

    def complete(text: str, state: int) -> str | None:
        typed = readline.get_line_buffer().lower()
        matches = [c for c in COMPLETING if c.lower().startswith(typed)]
        return matches[state] if state < len(matches) else None

    readline.set_completer_delims("")
    readline.set_completer(complete)
    readline.parse_and_bind("tab: complete")


def plain(line: Line | str) -> str:
    return line if isinstance(line, str) else "".join(text for text, _ in line)


# -- names ------------------------------------------------------------------------------------

def shared_ids(view: dict[str, Any]) -> frozenset[int]:
    """Ids of the objects on the battlefield or the stack whose name another one there has:
    those are written `Name#id` (the notation's way to tell them apart)."""
    items = [c for p in view.get("players", []) for c in p.get("battlefield", [])]
    items += list(view.get("stack") or [])
    count: dict[str, int] = {}
    for item in items:
        key = str(item.get("name", "")).casefold()
        count[key] = count.get(key, 0) + 1
    return frozenset(item["id"] for item in items
                     if count[str(item.get("name", "")).casefold()] > 1)


def label(item: dict[str, Any], shared: frozenset[int], key: str = "id") -> str:
    """An object's name, `Name#id` when it shares its name (a ref's id is under "object")."""
    name = str(item.get("name", "?"))
    oid = item.get(key)
    return f"{name}#{oid}" if oid in shared else name


def ref_label(ref: dict[str, Any] | None, shared: frozenset[int]) -> str:
    """A target or what a creature attacks: a player by name, an object by `label`."""
    if not ref:
        return "no target"
    return str(ref.get("name", "?")) if "player" in ref else label(ref, shared, "object")


# -- the board ----------------------------------------------------------------------------------

def header(view: dict[str, Any]) -> Line:
    """"Turn 5 · Bob's turn · declare blockers", or who won."""
    names = _names(view)
    if view.get("over"):
        winner = view.get("winner")
        return [(f"Game over: {names.get(winner, '?')} won" if winner is not None
                 else "Game over: a draw", "title")]
    active = view.get("active")
    return [(f"Turn {view.get('turn')}", "turn"), (" · ", ""),
            (f"{names.get(active, '?')}'s turn", _whose(view, active)), (" · ", ""),
            (f"{view.get('step')}", "title")]


def decision_line(view: dict[str, Any]) -> Line:
    """Who must decide what: "Alice: priority" (empty once the game is over)."""
    decision = view.get("decision")
    if not decision:
        return []
    seat = decision.get("player")
    return [(_names(view).get(seat, "?"), _whose(view, seat)),
            (f": {decision.get('prompt') or decision.get('kind')}", "")]


def board_sections(view: dict[str, Any]) -> Sections:
    """The board in sections (each player, opponents first, then the stack), each a list
    of lines; a section is printed again only when one of its lines changed."""
    shared = shared_ids(view)
    names = _names(view)
    viewer = view.get("viewer")
    players = view.get("players", [])
    ordered = [p for p in players if p.get("index") != viewer] + \
        [p for p in players if p.get("index") == viewer]
    sections: Sections = {}
    ids = {c["id"]: c for p in players for c in p.get("battlefield", [])}
    for p in ordered:
        sections[f"player {p.get('index')}"] = _player_lines(view, p, shared, ids)
    stack = view.get("stack") or []
    if stack:
        sections["stack"] = [[("stack", "stack"), (" (top first):", "")]] + [
            [("  ", "")] + _stack_line(item, names, shared) for item in reversed(stack)]
    else:
        sections["stack"] = [[("stack: empty", "hint")]]
    return sections


def board_lines(view: dict[str, Any]) -> list[Line]:
    """The whole board: the header, then every section."""
    return [header(view)] + [line for lines in board_sections(view).values() for line in lines]


def board_text(view: dict[str, Any]) -> str:
    """The whole board as plain text."""
    return "\n".join(plain(line) for line in board_lines(view))


def _names(view: dict[str, Any]) -> dict[Any, str]:
    return {p.get("index"): str(p.get("name", "?")) for p in view.get("players", [])}


def _whose(view: dict[str, Any], seat: Any) -> str:
    return "me" if seat == view.get("viewer") else "them"


def _player_lines(view: dict[str, Any], p: dict[str, Any], shared: frozenset[int],
                  ids: dict[int, dict[str, Any]]) -> list[Line]:
    facts: Line = [(str(p.get("name")), _whose(view, p.get("index")))]
    if p.get("lost"):
        facts.append((" (has lost)", "error"))
    facts += [(": ", ""), (f"{p.get('life')} life", "life")]
    if p.get("poison"):
        facts.append((f" · {p['poison']} poison", "damage"))
    facts.append((f" · hand {p.get('hand_count', 0)} · library {p.get('library_count', 0)}"
                  f" · graveyard {len(p.get('graveyard', []))}", ""))
    if p.get("exile"):
        facts.append((f" · exile {len(p['exile'])}", ""))
    if p.get("mana_pool"):
        facts.append((f" · mana pool {p['mana_pool']}", "card"))
    lines = [facts]
    command = [c for c in view.get("command", ()) if c.get("owner") == p.get("index")]
    if command:                                      # a Commander game (CR 408, 903.8)
        lines.append([("  command zone: ", "hint"), (", ".join(
            c["name"] + (f" (tax {{{c['tax']}}})" if c.get("tax") else "")
            for c in command), "card")])
    if p.get("commander_damage"):                    # CR 903.10a
        lines.append([("  commander damage: ", "hint"), (", ".join(
            f"{d['commander']} {d['damage']}" for d in p["commander_damage"]), "damage")])
    if "hand" in p:
        lines.append([("  hand: ", "hint"), (", ".join(c["name"] for c in p["hand"]) or "-", "")])
    elif p.get("hand_known"):
        lines.append([("  known in hand: ", "hint"),
                      (", ".join(c["name"] for c in p["hand_known"]), "")])
    permanents = p.get("battlefield", [])
    hosts = {c.get("attached_to") for c in ids.values()}
    lands = [c for c in permanents if _groupable(c, hosts)]
    if lands:
        lines.append([("  lands: ", "hint")] + _land_groups(lands, shared))
    for c in permanents:
        if not _groupable(c, hosts):
            lines.append([("  ", "")] + permanent_line(c, shared, ids, view))
    if not permanents:
        lines.append([("  no permanents", "hint")])
    return lines


def _groupable(c: dict[str, Any], hosts: set[Any]) -> bool:
    """A land with nothing about it but whether it's tapped: shown in a group."""
    return ("Land" in c.get("types", ()) and "Creature" not in c.get("types", ())
            and not c.get("counters") and not c.get("damage") and not c.get("face_down")
            and c.get("attached_to") is None and c["id"] not in hosts
            and not c.get("designations"))


def _land_groups(lands: Sequence[dict[str, Any]], shared: frozenset[int]) -> Line:
    """"Forest ×3 (#12 #14 #20), Forest#22 (tapped), Mountain"."""
    groups: dict[tuple[str, bool], list[dict[str, Any]]] = {}
    for c in lands:
        groups.setdefault((str(c.get("name")), bool(c.get("tapped"))), []).append(c)
    out: Line = []
    for (name, tapped), members in groups.items():
        if out:
            out.append((", ", ""))
        text = label(members[0], shared) if len(members) == 1 else \
            f"{name} ×{len(members)} (" + " ".join(f"#{c['id']}" for c in members) + ")"
        out.append((text + (" (tapped)" if tapped else ""), "tapped" if tapped else ""))
    return out


def permanent_line(c: dict[str, Any], shared: frozenset[int], ids: dict[int, dict[str, Any]],
                   view: dict[str, Any]) -> Line:
    """"Grizzly Bears 2/2 · tapped · 1 damage · attacking Bob" and the like."""
    line: Line = [(label(c, shared), "card")]
    types = c.get("types", ())
    if c.get("power") is not None and "Creature" in types:
        line.append((f" {c['power']}/{c['toughness']}", ""))
    notes: Line = []
    if c.get("tapped"):
        notes.append(("tapped", "tapped"))
    if c.get("sick") and "Creature" in types and "haste" not in c.get("keywords", ()):
        notes.append(("summoning sick", "sick"))                     # CR 302.6, 702.10c
    if c.get("damage"):
        notes.append((f"{c['damage']} damage", "damage"))
    for kind, n in (c.get("counters") or {}).items():
        notes.append((f"{n} {kind} counter{'s' if n != 1 else ''}", ""))
    for mark in c.get("designations", ()):                # CR 701.31b, 702.112b, 719.3b
        notes.append((mark, ""))
    if c.get("merged"):                                              # CR 727.2
        notes.append(("merged: " + " over ".join(c["merged"]), ""))
    if c.get("protector"):                                           # CR 310.8
        notes.append((f"protected by {ref_label(c['protector'], shared)}", ""))
    if c.get("chosen_player"):                                       # CR 607.2d
        notes.append((f"chose {ref_label(c['chosen_player'], shared)}", ""))
    if c.get("attacking"):
        notes.append((f"attacking {ref_label(c['attacking'], shared)}", "attack"))
    if c.get("blocking"):
        blocked = [label(ids[i], shared) if i in ids else f"#{i}" for i in c["blocking"]]
        notes.append((f"blocking {', '.join(blocked)}", "block"))
    host = c.get("attached_to")
    if host is not None:
        notes.append((f"attached to {label(ids[host], shared) if host in ids else f'#{host}'}",
                      ""))
    elif c.get("attached_player") is not None:
        notes.append((f"attached to {_names(view).get(c['attached_player'], '?')}", ""))
    if c.get("token"):
        notes.append(("token", "hint"))
    keywords = [k for k in c.get("keywords", ()) if isinstance(k, str)]
    if keywords and "Creature" in types:
        notes.append((", ".join(keywords), "hint"))
    for note in notes:
        line += [(" · ", "hint"), note]
    return line


def _stack_line(item: dict[str, Any], names: dict[Any, str], shared: frozenset[int]) -> Line:
    line: Line = [(label(item, shared), "stack"),
                  (f" ({names.get(item.get('controller'), '?')})", "")]
    if item.get("is_ability") and item.get("text"):
        line.append((f" ability: {item['text']}", "mode"))
    for text in item.get("modes") or ():
        line.append((f" — {text}", "mode"))
    if item.get("x"):                         # (a spell without X in its cost has X=0)
        line.append((f" X={item['x']}", ""))
    targets = [ref_label(t, shared) for t in item.get("targets") or []]
    if targets:
        line.append((" targeting " + ", ".join(targets), ""))
    return line


class BoardPrinter:
    """What changed on the board since the last time it was printed: the sections with a
    line changed (the first time, all of them)."""

    __slots__ = ("last",)

    def __init__(self) -> None:
        self.last: Sections = {}

    def changes(self, view: dict[str, Any]) -> list[Line]:
        sections = board_sections(view)
        out = [line for key, lines in sections.items()
               for line in lines if self._changed(key, lines)]
        self.last = {key: [list(line) for line in lines] for key, lines in sections.items()}
        return out

    def _changed(self, key: str, lines: list[Line]) -> bool:
        return self.last.get(key) != lines

    def forget(self) -> None:
        self.last = {}


# -- the events: the log since the last look ---------------------------------------------------

def event_lines(entries: Sequence[LogEntry], turn: int | None) -> tuple[list[Line], int | None]:
    """The log entries as lines, without their rule citations (`log` shows them), a blank
    line before a new turn's; returns the lines and the last turn shown."""
    lines: list[Line] = []
    for entry in entries:
        if entry.turn != turn and entry.turn:
            if lines or turn is not None:
                lines.append([])
            turn = entry.turn
        lines.append([("  ", ""), (entry.text, "turn" if entry.text.startswith(
            f"turn {entry.turn}:") else "event")])
    return lines, turn


def log_lines(entries: Sequence[LogEntry]) -> list[Line]:
    """Log entries with their rules: "turn 3, upkeep: Alice untaps [CR 502.3]"."""
    return [[(f"turn {e.turn}, {e.step}: " if e.turn else "", "hint"), (e.text, ""),
             (f" [CR {', '.join(e.rules)}]" if e.rules else "", "hint")] for e in entries]


# -- reading a card -------------------------------------------------------------------------

def visible_cards(view: dict[str, Any]) -> list[tuple[str, dict[str, Any], str]]:
    """Every card this seat may see, as (where, item, label): permanents, the stack, its
    hand and the known cards of other hands, graveyards and exile (CR 400.2)."""
    shared = shared_ids(view)
    out = []
    for p in view.get("players", []):
        who = p.get("name")
        for where in ("battlefield", "hand", "hand_known", "graveyard", "exile"):
            for item in p.get(where, []):
                place = f"{who}'s {where.replace('_known', '')}"
                out.append((place, item, label(item, shared)))
    for item in view.get("stack") or []:
        out.append(("the stack", item, label(item, shared)))
    return out


def find_card(view: dict[str, Any], text: str) -> tuple[str, dict[str, Any]] | None:
    """The visible card named `text` ("Grizzly Bears", "Grizzly Bears#12", "#12")."""
    wanted = text.strip().casefold()
    cards = visible_cards(view)
    for pick in (lambda lab, item: lab.casefold() == wanted,
                 lambda lab, item: f"#{item.get('id')}" == wanted,
                 lambda lab, item: str(item.get("name", "")).casefold() == wanted,
                 lambda lab, item: f"{item.get('name', '')}#{item.get('id')}".casefold()
                 == wanted):
        for where, item, lab in cards:
            if pick(lab, item):
                return where, item
    return None


def card_lines(game: Game, view: dict[str, Any], text: str) -> list[Line]:
    """`show NAME`: a visible card's Oracle text and, on the battlefield, its state now."""
    from tolaria import catalog

    found = find_card(view, text)
    if found is None:
        return [[(f"no card named {text!r} that you can see", "error")]]
    where, item = found
    name = str(item.get("name"))
    data = None
    if not item.get("token"):
        try:
            data = catalog.database().get(name)
        except LookupError:
            data = None                               # a face-down card, say
    shared = shared_ids(view)
    lines: list[Line] = [[(label(item, shared), "card"), (f"  ({where})", "hint")]]
    if data is not None and data.name.casefold() == name.casefold():
        lines[0].insert(1, (f"  {data.mana_cost}" if data.mana_cost else "", ""))
        lines.append([(data.type_line, "")])
        lines += [[(f"  {row}", "")] for row in (data.text or "").splitlines()]
        if data.power is not None:
            lines.append([(f"  {data.power}/{data.toughness} as printed", "hint")])
        if data.loyalty is not None:
            lines.append([(f"  loyalty {data.loyalty}", "hint")])
        if data.defense is not None:
            lines.append([(f"  defense {data.defense}", "hint")])               # CR 310.4
    elif item.get("types"):
        lines.append([(" ".join(item["types"]), "")])
    if "types" in item:                                   # on the battlefield: as it is now
        ids = {c["id"]: c for p in view.get("players", []) for c in p.get("battlefield", [])}
        lines.append([("  now: ", "hint")] + permanent_line(item, shared, ids, view))
    return lines




# -- replays -------------------------------------------------------------------------------------

REPLAY_HELP = """\
  Enter          on to the next action that isn't a pass   n   the next action, one
  b              back one action          N (a number)   go to step N
  turn           on to the next turn
  first, last    the start, the end       board      the whole board
  show NAME      a card's text            log [N]    the log up to here, with its rules
  q              leave the replay"""


class Replay:
    """A saved game stepped through: step 0 is its start, step n the game after the n-th
    action of its history (`Game.start`, `Game.history`), seen from one seat."""

    __slots__ = ("actions", "positions", "printer", "seat", "step")

    def __init__(self, game: Game, seat: int) -> None:
        self.actions = game.history
        self.positions = [game.start()]          # filled in as the replay moves on
        self.seat = seat
        self.step = 0
        self.printer = BoardPrinter()

    @property
    def last(self) -> int:
        return len(self.actions)

    def game(self, step: int) -> Game:
        """The game after `step` actions (each position is played once, then kept)."""
        while len(self.positions) <= step:
            done = len(self.positions)
            following = self.positions[-1].copy()
            following.act(self.actions[done - 1])
            self.positions.append(following)
        return self.positions[step]

    def go(self, step: int) -> list[Line]:
        """Move to `step`: what the action did, and the board (only what changed when moving
        on by one action, the whole of it otherwise)."""
        step = max(0, min(step, self.last))
        before = self.step
        if step <= before:
            self.printer.forget()
        self.step = step
        game = self.game(step)
        lines: list[Line] = [self.title()]
        if step > before:                    # what happened on the way
            lines += event_lines(game.log[len(self.game(before).log):], None)[0]
        view = game.view(self.seat)
        lines += [header(view)] + self.printer.changes(view)
        return lines + [decision_line(view)] if view.get("decision") else lines

    def title(self) -> Line:
        if self.step == 0:
            return [(f"Step 0 of {self.last}: the start of the game", "title")]
        previous = self.game(self.step - 1)
        action = self.actions[self.step - 1]
        name = previous.state.players[action.player].name
        return [(f"Step {self.step} of {self.last}: ", "title"),
                (f"{name}: {previous.notation(action)}", "card")]

    def next_action(self) -> int:
        """The step after the next action that isn't a pass (the last step if none)."""
        step = self.step + 1
        while step < self.last and self.actions[step - 1].kind == "pass":
            step += 1
        return step

    def next_turn(self) -> int:
        """The first step of the next turn (the last step if there is none)."""
        turn = self.game(self.step).state.turn
        step = self.step
        while step < self.last and self.game(step).state.turn == turn:
            step += 1
        return step


def replay(game: Game, seat: int, read: Callable[[str], str], screen: Screen) -> None:
    """Step through `game`'s history from its start, reading commands with `read`, until
    `q` or the end of input."""
    viewer = Replay(game, seat)
    COMPLETING[:] = ["back", "board", "first", "last", "log", "next", "quit", "show ", "turn"]
    screen.show(viewer.go(0))
    while True:
        try:
            typed = " ".join(read("replay> ").split())
        except EOFError:
            return
        line = typed.lower()
        word, _, rest = typed.partition(" ")
        word = word.lower()
        moves = {"": viewer.next_action, "n": lambda: viewer.step + 1,
                 "next": lambda: viewer.step + 1, "b": lambda: viewer.step - 1,
                 "back": lambda: viewer.step - 1, "first": lambda: 0,
                 "last": lambda: viewer.last, "turn": viewer.next_turn}
        if line in ("q", "quit", "exit"):
            return
        if line in moves or line.isdigit():
            if line in ("", "n", "next", "turn") and viewer.step == viewer.last:
                screen.show([[("  the end of the game's history (b: back, q: leave)", "hint")]])
                continue
            screen.show(viewer.go(int(line) if line.isdigit() else moves[line]()))
        elif line == "board":
            screen.show(board_lines(viewer.game(viewer.step).view(seat)))
        elif word == "show" and rest:
            here = viewer.game(viewer.step)
            screen.show(card_lines(here, here.view(seat), rest))
        elif word == "log":
            n = int(rest) if rest.isdigit() else 20
            screen.show(log_lines(viewer.game(viewer.step).log[-n:] if n else []))
        else:
            screen.show(REPLAY_HELP.splitlines())


__all__ = ["COMPLETING", "BoardPrinter", "Line", "Replay", "STYLES", "Screen", "board_lines",
           "board_sections", "board_text", "card_lines", "decision_line", "event_lines",
           "find_card", "header", "label", "log_lines", "permanent_line", "plain", "read_line",
           "ref_label", "replay", "shared_ids", "visible_cards"]
