"""Disturb (CR 702.146).

"Disturb [cost]" on the front face of a transforming double-faced card means "You may cast
this card transformed from your graveyard by paying [cost] rather than its mana cost"
(CR 702.146a). Cast transformed, the card goes on the stack with its back face up
(CR 712.11a) and, as the spell resolves, enters the battlefield that way (702.146b): its
mana value is still its front face's (CR 712.8e).

`tolaria.cards.oracle.keyword_lines` reads the keyword into a static ability of kind
`NAME` with the cost. `tolaria.rules.priority` lists the cast with the back face up (the
action's `face` 1, evaluated with that face up, CR 712.11c, as a modal double-faced
card's face is) and the alternative cost `NAME` alone (`alternative_cost`), written
`cast Dennick, Pious Apparition for disturb`; `faces.moved_card` keeps the back face up
from the graveyard to the stack and from the stack to the battlefield.
"""

from __future__ import annotations

from tolaria.data.ir import AlternativeCost, CardDef
from tolaria.data.objects import GameObject

NAME = "disturb"
RULE = "702.146a"


def disturb_ability(card: CardDef) -> object | None:
    """The front face's disturb ability, or None."""
    if not card.static or not card.transforms or not card.faces:
        return None
    return next((a for a in card.static if a.kind == NAME and a.cost is not None), None)


def castable_face(obj: GameObject, face: int) -> bool:
    """May this card be cast with face `face` up from its graveyard by disturb? Only its
    back face (the first of `faces`), only from a graveyard (CR 702.146a)."""
    return face == 1 and obj.zone == "graveyard" and disturb_ability(obj.card) is not None


def alternative_cost(obj: GameObject) -> AlternativeCost | None:
    """The disturb cost of a card turned back face up in its graveyard to be cast (its
    front face's ability, CR 702.146a), or None."""
    card = obj.card
    if obj.zone != "graveyard" or not card.face_of:
        return None
    from tolaria.cards.registry import card_def
    ability = disturb_ability(card_def(card.face_of))
    if ability is None:
        return None
    return AlternativeCost(ability.cost, NAME, ability.text)
