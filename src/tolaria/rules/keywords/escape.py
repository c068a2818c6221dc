"""Escape (CR 702.138).

"Escape [cost]" means "You may cast this card from your graveyard by paying [cost] rather
than paying its mana cost" (CR 702.138a). The grammar (`tolaria.cards.oracle.keywords`)
reads "Escape—{2}{R}{R}, Exile three other cards from your graveyard." into an
alternative cost named "escape" (CR 118.9): on an instant or sorcery's spell ability, on a
permanent card as a static ability of that kind (`tolaria.rules.costs.PERMANENT_ALTERNATIVES`).
`tolaria.rules.priority` offers it only for the card in its owner's graveyard, with the spell's
usual timing, announced `cast X for escape` with the cards exiled; the card itself is on
the stack as the cost is paid (CR 601.2a, 601.2h), so it never pays for itself ("other").

Unlike flashback, escape doesn't exile the spell as it leaves the stack: an escaped
instant or sorcery goes to the graveyard and may escape again.

The spell remembers the cost it was cast for (`GameObject.cast_for`), kept by the
permanent it becomes: that permanent "escaped" (CR 702.138b, the condition
`tolaria.data.vocabulary.ESCAPED`), which "[This permanent] escapes with N +1/+1 counters
on it" reads (a replacement effect the compiler makes, CR 702.138c).

A permanent may give cards in its controller's graveyard escape ("Each nonland card in your
graveyard has escape. The escape cost is equal to the card's mana cost plus exile three
other cards from your graveyard.", Underworld Breach): `granted`, `castable`, `granted_cost`.
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.data.ir import AlternativeCost, CardDef, StaticAbility
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import ESCAPE

NAME = ESCAPE
RULE = "702.138a"


def has_escape(card: CardDef) -> bool:
    """Does the card have escape (its own; no effect grants it)?"""
    spell = card.spell
    if spell is not None:
        return any(a.name == NAME for a in spell.alternative_costs)
    return any(a.kind == NAME for a in card.static)


# -- escape a permanent gives (Underworld Breach) --------------------------------------------

GRANT_KIND = "grant_escape"     # a static ability: "Each nonland card in your graveyard has
#                                 escape. The escape cost is equal to the card's mana cost plus
#                                 exile three other cards from your graveyard." (`cost`: the
#                                 exile)


def granted(state: GameState, obj: GameObject) -> StaticAbility | None:
    """The static ability giving this card in its owner's graveyard escape now, if any: one
    its owner controls whose filter it matches (CR 702.138a, 611.3a)."""
    if obj.zone != "graveyard" or obj.card.mana_cost is None or "Land" in obj.card.types:
        return None
    from tolaria.rules.keywords.graveyard_cast import permission_statics
    statics = permission_statics(state)
    if not statics:
        return None
    from tolaria.rules.layers import controller, matches
    return next((a for src, a in statics if a.kind == GRANT_KIND
                 and controller(state, src) == obj.owner
                 and matches(state, a.filter, obj, obj.owner)), None)


def castable(state: GameState, obj: GameObject) -> bool:
    """Its own escape or one a permanent gives it (CR 702.138a)."""
    return has_escape(obj.card) or granted(state, obj) is not None


def granted_cost(state: GameState, obj: GameObject) -> AlternativeCost | None:
    """"The escape cost is equal to the card's mana cost plus exile three other cards from
    your graveyard" (CR 702.138a, 118.9): the card's mana cost and the ability's exile."""
    if has_escape(obj.card):
        return None
    ability = granted(state, obj)
    if ability is None or ability.cost is None:
        return None
    return AlternativeCost(replace(ability.cost, mana=obj.card.mana_cost), NAME,
                           "escape (its mana cost plus the exile)")
