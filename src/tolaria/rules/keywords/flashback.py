"""Flashback (CR 702.34).

"Flashback [cost]" means "You may cast this card from your graveyard if the resulting
spell is an instant or sorcery spell by paying [cost] rather than paying its mana cost"
and "If the flashback cost was paid, exile this card instead of putting it anywhere else
any time it would leave the stack" (CR 702.34a).

`tolaria.cards.oracle.keyword_lines` reads it into an alternative cost named "flashback" (CR 118.9);
`tolaria.rules.priority` offers it only for the card in its owner's graveyard (and never in
the hand), with the spell's usual timing (CR 702.34a, 601.2b), announced as
`cast X for flashback`. The spell it becomes is marked (`GameObject.exile_on_leave`);
`tolaria.rules.replacement` exiles it instead of moving it anywhere else.

An effect may give a card in a graveyard flashback whose cost is its mana cost ("target
instant or sorcery card in your graveyard gains flashback until end of turn", or a static
ability: "Each instant and sorcery card in your graveyard has flashback."): `granted`,
`castable` and `granted_cost`.
"""

from __future__ import annotations

from tolaria.data.ir import AlternativeCost, CardDef, Cost
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState

NAME = "flashback"
RULE = "702.34a"


def has_flashback(card: CardDef) -> bool:
    spell = card.spell
    return spell is not None and any(a.name == NAME for a in spell.alternative_costs)


# -- flashback an effect gives (Snapcaster Mage, Past in Flames, Lier) -----------------------

GRANTED = "flashback"            # `GameObject.chosen` key: the turn it has flashback until
GRANT_KIND = "grant_flashback"   # a static ability: "Each instant and sorcery card in your
#                                  graveyard has flashback."


def grant_until_end_of_turn(state: GameState, card: GameObject) -> None:
    """The card in a graveyard gains flashback until end of turn (CR 611.2c, 514.2); the
    new object it would become elsewhere doesn't keep it (CR 400.7)."""
    card.chosen = tuple(kv for kv in card.chosen if kv[0] != GRANTED) + (
        (GRANTED, str(state.turn)),)
    state.changed()


def granted(state: GameState, obj: GameObject) -> bool:
    """Does this card in its owner's graveyard have flashback from an effect now? Its
    flashback cost is then its mana cost."""
    if obj.zone != "graveyard" or obj.card.spell is None or obj.card.mana_cost is None:
        return False
    if (GRANTED, str(state.turn)) in obj.chosen and state.step != "cleanup":
        return True
    from tolaria.rules.keywords.graveyard_cast import permission_statics
    statics = permission_statics(state)
    if not statics:
        return False
    from tolaria.rules.layers import controller, matches
    from tolaria.rules.triggers import holds
    return any(a.kind == GRANT_KIND and controller(state, src) == obj.owner
               and matches(state, a.filter, obj, obj.owner)
               and (a.condition is None or holds(state, a.condition, src, obj.owner))
               for src, a in statics)


def castable(state: GameState, obj: GameObject) -> bool:
    """Its own flashback or one an effect gives it (CR 702.34a)."""
    return has_flashback(obj.card) or granted(state, obj)


def granted_cost(card: CardDef) -> AlternativeCost:
    """"The flashback cost is equal to its mana cost" (CR 702.34a, 118.9)."""
    return AlternativeCost(Cost(mana=card.mana_cost), NAME, "flashback (its mana cost)")
