"""Foretell (CR 702.143).

Any time a player has priority during their turn, they may pay {2} and exile a card with
foretell from their hand face down; later they may cast it, after the turn it was foretold
has ended, by paying its foretell cost rather than its mana cost (CR 702.143a). Exiling it
is a special action (CR 702.143b).

The compiler (`tolaria.cards.oracle.keyword_lines`) turns "Foretell {1}{U}" into an
`ActivatedAbility` with `zone="hand"` and `keyword="foretell"` costing {2} (announced
`activate X for foretell`: `tolaria.rules.priority` takes it as a special action and calls
`exile` here) and a static ability of kind "foretell" holding the foretell cost. The
foretold card remembers the turn (`chosen`); only its owner may look at it (`tolaria.view`).
`castable` tells `tolaria.rules.priority` and `tolaria.rules.costs` when the alternative
cost "foretell" may be paid; the card is cast with the usual timing of its type.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.ir import AlternativeCost, CardDef

NAME = "foretell"
RULE = "702.143a"
FORETOLD = "foretold"


def foretell_cost(card: CardDef) -> AlternativeCost | None:
    """The card's foretell cost as an alternative cost (CR 702.143a, 118.9)."""
    found = next((a for a in card.static if a.kind == NAME and a.cost is not None), None)
    return None if found is None else AlternativeCost(found.cost, NAME, found.text)


def foretold_turn(obj: Any) -> int | None:
    """The turn the card was foretold, if it is a foretold card in exile (CR 702.143c)."""
    if obj.zone != "exile" or not obj.chosen:
        return None
    return next((int(turn) for key, turn in obj.chosen if key == FORETOLD), None)


def castable(state: Any, player: int, obj: Any) -> bool:
    """May `player` cast this foretold card for its foretell cost now, timing aside? Only
    its owner, after the turn it was foretold has ended (CR 702.143a)."""
    turn = foretold_turn(obj)
    return (turn is not None and obj.owner == player and state.turn > turn
            and foretell_cost(obj.card) is not None)


# -- the special action (tolaria.rules.priority calls these) ----------------------------------------

def cost_choices(state: Any, player: int, card: Any) -> list[tuple[int, ...]]:
    """Foretelling chooses nothing but the mana paid."""
    return [()]


def why_not(state: Any, player: int, card: Any, chosen: tuple[int, ...]) -> str | None:
    """CR 702.143a: any time its owner has priority during their own turn."""
    if chosen:
        return "foretelling a card chooses nothing but its cost (CR 702.143a)"
    if player != state.active:
        return "a card can be foretold only during its owner's turn (CR 702.143a)"
    return None


def exile(state: Any, player: int, card: Any, ability: Any) -> None:
    """The card is exiled face down and becomes foretold (CR 702.143a); the log doesn't
    name it (only its owner may look at it)."""
    from tolaria.rules import zones
    new = zones.move(state, card, "exile")
    new.chosen += ((FORETOLD, str(state.turn)),)
    state.changed()
    state.say(f"{state.players[player].name} foretells a card (special action)", "116.2",
              RULE, "702.143b")


def pay(state: Any, player: int, card: Any, item: Any, chosen: tuple[int, ...]) -> None:
    raise ValueError("foretell is a special action: nothing goes on the stack (CR 702.143b)")
