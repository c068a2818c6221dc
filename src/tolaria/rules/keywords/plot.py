"""Plot (CR 702.170).

"Plot [cost]" means "Any time you have priority during your main phase while the stack is
empty, you may exile this card from your hand and pay [cost]. It becomes a plotted card"
(CR 702.170a), a special action (CR 702.170b). Its owner may cast a plotted card from exile
without paying its mana cost during their main phase while the stack is empty, on any
turn after the turn it became plotted (CR 702.170d).

`tolaria.cards.oracle.keyword_triggers` reads it into an `ActivatedAbility` with `zone="hand"` and
`keyword="plot"` (announced `activate X for plot`); `tolaria.rules.priority` takes it as a
special action and calls `exile` here. The plotted card remembers the turn (`chosen`);
`castable` tells `tolaria.rules.priority` and `tolaria.rules.costs` when it may be cast (for the
alternative cost "without paying its mana cost", and for nothing else from exile).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import zones

NAME = "plot"
RULE = "702.170a"
PLOTTED = "plotted"


def plotted_turn(obj: GameObject) -> int | None:
    """The turn the card became plotted, if it is a plotted card in exile."""
    if obj.zone != "exile":
        return None
    return next((int(turn) for key, turn in obj.chosen if key == PLOTTED), None)


def castable(state: GameState, player: int, obj: GameObject) -> bool:
    """May `player` cast this plotted card now? (CR 702.170d)"""
    turn = plotted_turn(obj) if obj.chosen else None
    return (turn is not None and obj.owner == player and state.turn > turn
            and player == state.active and state.step in ("precombat main", "postcombat main")
            and not state.stack)


# -- the special action (tolaria.rules.priority calls these) ----------------------------------------

def cost_choices(state: GameState, player: int, card: GameObject) -> list[tuple[int, ...]]:
    """Plotting chooses nothing but the mana paid."""
    return [()]


def why_not(state: GameState, player: int, card: GameObject, chosen: tuple[int, ...]
            ) -> str | None:
    """CR 702.170a: during your main phase while the stack is empty."""
    if chosen:
        return "plotting a card chooses nothing but its cost (CR 702.170a)"
    if player != state.active or state.step not in ("precombat main", "postcombat main") \
            or state.stack:
        return "a card can be plotted only in your main phase with an empty stack (CR 702.170a)"
    return None


def exile(state: GameState, player: int, card: GameObject, ability: Any) -> None:
    """The card is exiled and becomes plotted (CR 702.170a)."""
    new = zones.move(state, card, "exile")
    new.chosen += ((PLOTTED, str(state.turn)),)
    state.changed()
    state.say(f"{state.players[player].name} plots {card.name} (special action)", "116.2",
              RULE)


def pay(state: GameState, player: int, card: GameObject, item: GameObject,
        chosen: tuple[int, ...]) -> None:
    raise ValueError("plot is a special action: nothing goes on the stack (CR 702.170b)")
