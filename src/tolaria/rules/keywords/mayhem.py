"""Mayhem, newer than the rules file, played from its reminder text (README, "Mechanics newer
than the rules file"): "Mayhem [cost] (You may cast this card from your graveyard for
[cost] if you discarded it this turn. Timing rules still apply.)"

`tolaria.cards.oracle.keyword_lines` reads the alternative cost (named "mayhem", CR 118.9).
A card with mayhem discarded (CR 701.8a) is marked in the graveyard with the turn
(`discarded`, called by `tolaria.rules.events`); a new object it becomes elsewhere isn't
(CR 400.7). `castable` tells `tolaria.rules.costs` and `tolaria.rules.priority` when its
owner may cast it from there, for that cost only, with its normal timing (CR 601.2,
601.3).
"""

from __future__ import annotations

from tolaria.data.objects import GameObject
from tolaria.data.state import GameState

NAME = "mayhem"
DISCARDED_TURN = "discarded on turn"


def has_mayhem(obj: GameObject) -> bool:
    """Does the card have a mayhem cost?"""
    card = obj.card
    return any(a.name == NAME for a in card.spell.alternative_costs) if card.spell is not None \
        else any(a.kind == NAME for a in card.static)


def discarded(state: GameState, card: GameObject) -> None:
    """A card with mayhem was discarded into its owner's graveyard: remember the turn."""
    if card.zone == "graveyard" and has_mayhem(card):
        card.chosen += ((DISCARDED_TURN, str(state.turn)),)
        state.changed()


def castable(state: GameState, player: int, obj: GameObject) -> bool:
    """May `player` cast this card from their graveyard for its mayhem cost now: they
    discarded it this turn?"""
    return obj.zone == "graveyard" and obj.owner == player and bool(obj.chosen) and \
        dict(obj.chosen).get(DISCARDED_TURN) == str(state.turn)
