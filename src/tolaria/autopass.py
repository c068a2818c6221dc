"""Passing priority for a person the way Arena and MTGO do: stops, "pass until ...".

The engine never answers a decision by itself (docs/design.md "Decisions"): every time
a player receives priority (CR 117.3), the game waits. A person doesn't want to be asked
dozens of times a turn, so an interface (the terminal's `HumanAgent`, a web table, an
agent) asks `auto_pass` whether to pass for its seat without asking:

- with an empty stack, the seat is asked only at its **stops**: steps of its own turn
  (`Stops.mine`), of another player's turn (`Stops.theirs`), and of a combat it is in,
  attacking or attacked (`Stops.combat`). The defaults: your main phases, the declare
  blockers step of a combat you're in, and the end step of another player's turn;
- with something on the stack, the seat is asked when the top object is another
  player's and it can do more than pass or activate mana abilities (respond, CR 117.3c,
  605.3a), or when there is a stop in this step; its own spells and abilities are passed
  on, to resolve;
- "pass until end of turn" and "pass until something happens" (`Until`) pass every
  priority until the turn ends, or until an object is put on the stack or the turn ends.

Decisions other than priority (attackers, blockers, targets...) are never answered here.

    >>> from tolaria import Game
    >>> game = Game.new(["green", "red"], seed=1, starting_player=0, skip_mulligans=True)
    >>> game.state.step, auto_pass(game, 0)          # Alice's upkeep: no stop, pass
    ('upkeep', Action(kind='pass', player=0, ...))
    >>> while game.state.step != "precombat main":
    ...     game.act("pass")
    >>> auto_pass(game, 0) is None                   # her main phase: a stop, ask her
    True
    >>> auto_pass(game, 0, Stops(mine=frozenset()))  # no stop there: pass
    Action(kind='pass', player=0, ...)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from tolaria import Action, Game
from tolaria.view import STEPS

MAIN_PHASES = frozenset({"precombat main", "postcombat main"})            # CR 505
# Steps in which no player receives priority (CR 502.4, 514.3): no stop there.
NO_PRIORITY = frozenset({"untap", "cleanup"})
Whose = Literal["mine", "theirs", "combat"]
WHOSE: tuple[Whose, ...] = ("mine", "theirs", "combat")


@dataclass(frozen=True)
class Stops:
    """Where a seat wants to be asked with an empty stack: steps of its own turn, of other
    players' turns, and of a combat it's in (it attacks, or it or its permanents are
    attacked, CR 506.2-506.3)."""

    mine: frozenset[str] = MAIN_PHASES
    theirs: frozenset[str] = frozenset({"end"})                              # CR 513
    combat: frozenset[str] = frozenset({"declare blockers"})                 # CR 509

    def __post_init__(self) -> None:
        for whose in WHOSE:
            unknown = sorted(getattr(self, whose) - frozenset(STEPS))
            if unknown:
                raise ValueError(f"{whose}: no step {', '.join(map(repr, unknown))} "
                                 f"(steps: {', '.join(STEPS)})")

    def changed(self, step: str, whose: Whose, on: bool) -> Stops:
        """These stops with a stop at `step` set (`on`) or taken away."""
        if whose not in WHOSE:
            raise ValueError(f"whose: one of {', '.join(WHOSE)}, not {whose!r}")
        if step not in STEPS:
            raise ValueError(f"no step {step!r} (steps: {', '.join(STEPS)})")
        steps = getattr(self, whose)
        return replace(self, **{whose: steps | {step} if on else steps - {step}})

    def at(self, game: Game, seat: int) -> bool:
        """Is there a stop for `seat` where `game` is now?"""
        state = game.state
        step = state.step
        if step in (self.mine if state.active == seat else self.theirs):
            return True
        return step in self.combat and in_combat(game, seat)

    def describe(self) -> str:
        """One line per kind of stop: "your turn: precombat main, postcombat main"."""
        labels = {"mine": "your turn", "theirs": "their turns", "combat": "combats you're in"}
        return "\n".join(
            f"{labels[whose]}: " + (", ".join(s for s in STEPS if s in getattr(self, whose))
                                    or "none") for whose in WHOSE)


FULL_CONTROL = Stops(*(frozenset(STEPS) - NO_PRIORITY,) * 3)   # asked at every priority


@dataclass(frozen=True)
class Until:
    """A standing "pass until ..." request made on `turn`: until the end of that turn, or
    until something happens (an object not in `stack` is put on the stack, or the turn
    ends)."""

    what: Literal["end of turn", "something happens"]
    turn: int
    stack: tuple[int, ...] = ()

    def holds(self, game: Game) -> bool:
        """Does the request still stand?"""
        state = game.state
        if state.turn != self.turn:
            return False
        return self.what == "end of turn" or set(state.stack) <= set(self.stack)


def until(game: Game, what: Literal["end of turn", "something happens"]) -> Until:
    """"Pass until end of turn" or "pass until something happens", asked now."""
    if what not in ("end of turn", "something happens"):
        raise ValueError(f"pass until 'end of turn' or 'something happens', not {what!r}")
    state = game.state
    return Until(what, state.turn, tuple(state.stack))


def auto_pass(game: Game, seat: int, stops: Stops = Stops(),
              standing: Until | None = None) -> Action | None:
    """The pass to take for `seat` now without asking it, or None: ask (a decision other
    than priority, someone else's decision, a stop, or something to respond to)."""
    d = game.decision
    if d is None or d.kind != "priority" or game.decider != seat:
        return None
    passing = Action("pass", d.player)          # a player `seat` controls: CR 720.5
    if standing is not None and standing.holds(game):
        return passing
    if standing is not None and standing.what == "something happens":
        return None                                       # it happened: ask
    stack = game.state.stack
    if not stack:
        return None if stops.at(game, seat) else passing
    if game.state.objects[stack[-1]].controller == seat:
        return passing                                    # its own spell or ability: resolve it
    if stops.at(game, seat) or can_act(game):
        return None
    return passing


def can_act(game: Game) -> bool:
    """Can the deciding player do more than pass and activate mana abilities (CR 605.3a)?"""
    return any(not (a.kind == "pass" or is_mana_ability(game, a)) for a in game.legal_actions())


def is_mana_ability(game: Game, action: Action) -> bool:
    """Does `action` activate a mana ability (CR 605.1a)?"""
    if action.kind != "activate" or action.object is None:
        return False
    abilities = game.characteristics(action.object).activated
    index = action.ability or 0
    return index < len(abilities) and abilities[index].is_mana_ability


def in_combat(game: Game, seat: int) -> bool:
    """Is `seat` in the combat going on: attacking, or attacked itself or through a
    planeswalker or battle it controls or protects (CR 506.2-506.3)?"""
    state = game.state
    if state.active == seat:
        return any(state.objects[i].attacking for i in state.battlefield)
    return any(game.defending_player(i) == seat for i in state.battlefield
               if state.objects[i].attacking)


__all__ = ["FULL_CONTROL", "MAIN_PHASES", "Stops", "Until", "auto_pass", "can_act",
           "in_combat", "is_mana_ability", "until"]
