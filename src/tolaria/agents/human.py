"""A person at the terminal: what happened, what changed, the actions; reads an answer.

Priority is passed for the person the way Arena and MTGO do (`tolaria.autopass`): they
are asked at their stops (by default their main phases, the declare blockers step of a
combat they're in, and the end step of the other player's turn) and when a spell or
ability of another player can be answered; everything else is passed without asking.
Before each question the agent prints the events since the last one (the log without
its rule numbers), then the parts of the board that changed (`tolaria.terminal`), then
the numbered actions: a modal spell with its modes' text, mana abilities kept out of the
list (spells pay by themselves; `mana` lists them).

An answer is an action's number (Enter passes priority), several numbers for attackers
and blockers ("2 3": a declaration made of those parts, CR 508.1, 509.1), the action in
text notation (docs/scenarios.md, "The notation"), or a command (`help` lists them:
the board, a card's text, graveyards, exile, the log, stops, "pass until ...", saving).
A bad answer is explained (the reason of `IllegalAction`) and asked again; end of input
or `quit` concedes (CR 104.3a). On a terminal, lines can be edited and earlier ones
recalled with the arrow keys (readline), and Tab completes actions and commands.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from tolaria import Action, Decision, IllegalAction, Seat
from tolaria.autopass import FULL_CONTROL, Stops, Until, auto_pass, is_mana_ability, until
from tolaria.game import Game
from tolaria.seat import table_of
from tolaria.terminal import (
    COMPLETING,
    BoardPrinter,
    Line,
    Screen,
    board_lines,
    board_text,
    card_lines,
    decision_line,
    event_lines,
    header,
    log_lines,
    read_line,
    shared_ids,
)
from tolaria.view import STEPS

QUIT_WORDS = frozenset({"quit", "exit", "q"})
LOG_SHOWN = 20                     # `log` without a number
# Short names for steps in `stop` (CR 500.1 names work too).
STEP_WORDS = {"main1": "precombat main", "main 1": "precombat main", "main": "precombat main",
              "main2": "postcombat main", "main 2": "postcombat main",
              "attackers": "declare attackers",
              "blockers": "declare blockers", "damage": "combat damage",
              "end step": "end", "end of turn": "end"}
WHOSE_WORDS = {"my": ("mine",), "mine": ("mine",), "their": ("theirs",),
               "theirs": ("theirs",), "combat": ("combat",), "both": ("mine", "theirs")}
HELP = """\
Answer with a number (several for attackers or blockers: "2 3"), the action typed out
("cast Lightning Bolt targeting Bob"), or Enter to pass. Commands:
  board                 the whole board          show NAME   a card's text (or NAME#id)
  graveyard [PLAYER]    cards in graveyards      exile [PLAYER]  cards in exile
  log [N]               the last N log lines, with their rules
  mana                  the mana abilities you can activate (spells pay by themselves)
  end                   pass until end of turn   wait        pass until something happens
  stops                 where you are asked      stop [my|their|combat|both] STEP, unstop ...
  stops all|default     asked at every priority, or at the usual stops
  save FILE             save the game (`tolaria replay FILE` steps through it)
  quit                  concede"""


class HumanAgent:
    """Asks with `read` (default: `input`) and tells with `write` (default: standard output,
    in colour on a terminal); `stops` say where to be asked (default `Stops()`)."""

    __slots__ = ("_game", "_read", "logged", "printer", "screen", "standing", "stops", "turn")

    def __init__(self, read: Callable[[str], str] | None = None,
                 write: Callable[[str], None] | None = None, stops: Stops | None = None,
                 color: bool | None = None) -> None:
        self._read = read
        self.screen = Screen(write, color)
        self.stops = stops if stops is not None else Stops()
        self.standing: Until | None = None          # "pass until ..." asked for
        self.printer = BoardPrinter()
        self.logged = 0                             # log entries already shown
        self.turn: int | None = None                # the turn of the last event shown
        self._game: object = None                   # the game being played (its root state)

    def read(self, prompt: str) -> str:
        if self._read is not None:
            return self._read(prompt)
        return read_line(prompt)   # `input`, looked up at each call (patched stdin works)

    def write(self, text: str | Line) -> None:
        self.screen.show([text])

    # -- deciding -----------------------------------------------------------------------
    def choose(self, seat: Seat | Game) -> Action:
        """Ask the person for an answer to their seat's decision. The terminal shows them
        only their seat's view and the game's log (`table_of`); given a Game: the seat of
        the player deciding now."""
        game = table_of(seat)
        decision = game.decision
        if decision is None:
            raise ValueError("there is no decision to answer")
        me = game.decider                  # this seat; it may decide for a player it controls
        if game.root is not self._game:              # a new game (a match's next one)
            self._start(game)
        passing = auto_pass(game, me, self.stops, self.standing)
        if self.standing is not None and not self.standing.holds(game):
            self.standing = None
        if passing is not None:
            return passing
        if decision.kind != "priority" and self.standing is not None \
                and self.standing.what == "something happens":
            self.standing = None                  # something happened: a decision
        listing = Listing(game, me)
        self.catch_up(game, listing.view)
        self.screen.show(listing.lines())
        COMPLETING[:] = listing.texts + COMPLETIONS          # what Tab completes
        while True:
            try:
                line = self.read(f"{game.state.players[decision.player].name}> ").strip()
            except EOFError:
                return Action("concede", me)          # only for themselves (CR 720.6)
            answer = self._answer(game, decision, listing, line)
            if answer is not None:
                return answer

    def _start(self, game: Game) -> None:
        self._game = game.root
        self.standing = None
        self.printer = BoardPrinter()
        self.logged = 0
        self.turn = None

    def catch_up(self, game: Game, view: dict[str, Any] | None = None) -> None:
        """Print the events since the last look and the parts of the board that changed
        (for the seat that decides, or seat 0 once the game is over)."""
        if view is None:
            seat = game.decider if game.decision is not None else 0
            view = game.view(seat)
        lines, self.turn = event_lines(game.log[self.logged:], self.turn)
        self.logged = len(game.log)
        self.screen.show(lines + self.printer.changes(view))

    def _answer(self, game: Game, decision: Decision, listing: Listing,
                line: str) -> Action | None:
        """The action `line` takes, or None after a command or a refusal (ask again)."""
        me = game.decider                  # this seat (CR 720.5)
        low = " ".join(line.lower().split())
        if not low:                  # Enter: pass priority, or declare no attackers/blockers
            if listing.default is None:
                self.write([("  choose a number or type the action (Enter passes only when "
                             "you have priority)", "error")])
            return listing.default
        if low in QUIT_WORDS:
            return Action("concede", me)              # only for themselves (CR 720.6)
        word = low.partition(" ")[0]
        whole = low in COMMANDS
        if whole or word in COMMANDS:
            method, *argument = COMMANDS[low if whole else word]
            rest = "" if whole else line.strip()[len(word):].strip()
            try:
                return getattr(self, method)(game, listing, rest, *argument)
            except ValueError as problem:
                self.write([(f"  {problem}", "error")])
                return None
        try:
            action = listing.understand(game, decision, line)
        except (IllegalAction, LookupError, ValueError) as problem:
            self.write([(f"  {_reason(problem)}", "error")])
            return None
        if action.kind == "concede":
            return Action("concede", me)              # only for themselves (CR 720.6)
        problem_text = game.why_illegal(action)
        if problem_text is None:
            return action
        self.write([(f"  {problem_text}", "error")])
        return None

    # -- commands: each returns an action to take, or None to ask again -------------------
    def _help(self, game: Game, listing: Listing, rest: str) -> None:
        self.screen.show(HELP.splitlines())

    def _board(self, game: Game, listing: Listing, rest: str) -> None:
        self.screen.show(board_lines(listing.view))
        self.screen.show(listing.lines())

    def _show(self, game: Game, listing: Listing, rest: str) -> None:
        if not rest:
            raise ValueError("show what? `show Grizzly Bears`, `show Grizzly Bears#12`")
        self.screen.show(card_lines(game, listing.view, rest))

    def _zone(self, game: Game, listing: Listing, rest: str, zone: str) -> None:
        players = [p for p in listing.view["players"]
                   if not rest or p["name"].casefold() == rest.casefold()]
        if not players:
            raise ValueError(f"no player named {rest!r}")
        for p in players:
            cards = [c["name"] for c in p.get(zone, [])]
            where = "graveyard (top last)" if zone == "graveyard" else zone
            self.write([(f"{p['name']}'s {where}: ", "title"),
                        (", ".join(cards) if cards else "empty", "")])

    def _log(self, game: Game, listing: Listing, rest: str) -> None:
        if rest and not rest.isdigit():
            raise ValueError("log N: the last N lines of the log")
        n = int(rest) if rest else LOG_SHOWN
        self.screen.show(log_lines(game.log[-n:] if n else []))

    def _mana(self, game: Game, listing: Listing, rest: str) -> None:
        if not listing.mana:
            self.write("  no mana abilities to activate now")
        for number, text in listing.mana:
            self.write([(f"  {number:>3}. ", "number"), (text, "")])

    def _stops(self, game: Game, listing: Listing, rest: str) -> None:
        if rest in ("all", "full control"):
            self.stops = FULL_CONTROL
        elif rest in ("default", "defaults"):
            self.stops = Stops()
        elif rest == "none":
            self.stops = Stops(frozenset(), frozenset(), frozenset())
        elif rest:
            raise ValueError("stops, stops all, stops default or stops none")
        self.write([("Stops (where you're asked when the stack is empty):", "title")])
        self.screen.show(f"  {line}" for line in self.stops.describe().splitlines())

    def _stop(self, game: Game, listing: Listing, rest: str, on: bool) -> None:
        words = rest.lower().split()
        whose = WHOSE_WORDS.get(words[0], ()) if words else ()
        step = " ".join(words[1:] if whose else words)
        step = STEP_WORDS.get(step, step)
        if step not in STEPS:
            raise ValueError(f"stop [my|their|combat|both] STEP; the steps: {', '.join(STEPS)}")
        for kind in whose or ("mine", "theirs"):
            self.stops = self.stops.changed(step, kind, on)
        self._stops(game, listing, "")

    def _until(self, game: Game, listing: Listing, rest: str, what: str) -> Action:
        if listing.passing is None:
            raise ValueError("you can pass only when you have priority")
        self.standing = until(game, what)                        # type: ignore[arg-type]
        return listing.passing

    def _save(self, game: Game, listing: Listing, rest: str) -> None:
        if not rest:
            raise ValueError("save FILE: where to write the game")
        try:
            Path(rest).expanduser().write_text(game.to_json())
        except OSError as problem:
            raise ValueError(f"can't save: {problem}") from None
        self.write(f"  saved to {rest} (`tolaria replay {rest}` steps through it)")


def _reason(problem: Exception) -> str:
    reason = getattr(problem, "reason", None)
    return reason if isinstance(reason, str) else str(problem)


# The commands, by their first word or the whole line: the method and its arguments.
COMMANDS: dict[str, tuple[Any, ...]] = {
    "help": ("_help",), "?": ("_help",), "board": ("_board",), "b": ("_board",),
    "show": ("_show",), "graveyard": ("_zone", "graveyard"), "gy": ("_zone", "graveyard"),
    "exile": ("_zone", "exile"), "log": ("_log",), "mana": ("_mana",),
    "stops": ("_stops",), "stop": ("_stop", True), "unstop": ("_stop", False),
    "end": ("_until", "end of turn"), "pass until end of turn": ("_until", "end of turn"),
    "wait": ("_until", "something happens"),
    "pass until something happens": ("_until", "something happens"),
    "save": ("_save",),
}
COMPLETIONS = sorted(k for k in COMMANDS if len(k) > 2) + ["quit"]


class Listing:
    """The actions offered at one decision, numbered: the others first in the engine's
    order (a modal spell with its modes' text), then the mana abilities (listed by `mana`
    only); objects that share a name are written `Name#id`, as on the board."""

    __slots__ = ("decision", "default", "mana", "numbered", "passing", "shown", "texts",
                 "view")

    def __init__(self, game: Game, seat: int) -> None:
        self.decision = game.decision
        self.view = game.view(seat)
        legal = game.legal_actions()
        mana = [a for a in legal if is_mana_ability(game, a)]
        others = [a for a in legal if a not in mana] if mana else legal
        self.numbered = others + mana
        exact = shared_ids(self.view)
        self.texts = [game.notation(a, exact) for a in self.numbered]
        self.shown = [text + "".join(f" — {mode}" for mode in game.mode_texts(action))
                      for text, action in zip(self.texts, others, strict=False)]
        self.mana = list(enumerate(self.texts, 1))[len(others):]
        self.passing = legal[0] if legal and legal[0].kind == "pass" else None
        nothing = bool(legal) and self.decision is not None and self.decision.combinable \
            and not legal[0].choice                   # "attack with nothing" (CR 508.8)
        self.default = self.passing or (legal[0] if nothing else None)   # what Enter does

    def lines(self) -> list[Line]:
        """The header, who decides what, the numbered actions and a hint."""
        out: list[Line] = [header(self.view), decision_line(self.view)]
        for number, text in enumerate(self.shown, 1):
            out.append([(f"  {number:>3}. ", "number"), (text, "")])
        if self.mana:
            first, last = self.mana[0][0], self.mana[-1][0]
            span = f"{first}" if first == last else f"{first}-{last}"
            out.append([(f"  ({span}: mana abilities, `mana` lists them; spells pay by "
                         "themselves)", "hint")])
        hint = "a number or the action"
        if self.passing is not None:
            hint = "Enter passes, " + hint + ", `end` passes until end of turn"
        if self.decision is not None and self.decision.combinable:
            hint = "numbers of the parts to combine (\"2 3\"), one number, or the action" + (
                f"; Enter: {self.texts[0]}" if self.default is not None else "")
        out.append([(f"  ({hint}; `help` for more)", "hint")])
        return out

    def understand(self, game: Game, decision: Decision, line: str) -> Action:
        """The action a line of numbers or notation means (IllegalAction if none)."""
        words = line.replace(",", " ").split()
        if not all(w.isdigit() for w in words):
            return game.parse(line, decision.player)
        numbers = [int(w) for w in words]
        for n in numbers:
            if not 1 <= n <= len(self.numbered):
                raise IllegalAction(f"there is no action {n}: choose 1 to {len(self.numbered)}")
        if len(numbers) == 1:
            return self.numbered[numbers[0] - 1]
        if not decision.combinable:
            raise IllegalAction("choose one action (several only for attackers or blockers)")
        parts = tuple(pair for n in numbers for pair in self.numbered[n - 1].choice)
        return Action(self.numbered[0].kind, decision.player, choice=parts)


__all__ = ["COMMANDS", "HumanAgent", "Listing", "board_text"]
