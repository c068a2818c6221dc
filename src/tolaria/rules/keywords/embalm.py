"""Embalm, eternalize and offspring (CR 702.128, 702.129, 702.175): token copies with
exceptions.

"Embalm [cost]" means "[Cost], Exile this card from your graveyard: Create a token that's
a copy of this card, except it's white, it has no mana cost, and it's a Zombie in addition
to its other types. Activate only as a sorcery" (CR 702.128a). "Eternalize [cost]" is the
same, except the token is black and 4/4 (CR 702.129a). The exceptions are part of the
token's copiable values (CR 707.9b).

"Offspring [cost]" means "You may pay an additional [cost] as you cast this spell" and
"When this permanent enters, if its offspring cost was paid, create a token that's a copy
of it, except it's 1/1" (CR 702.175a); the cost is paid like buyback (`tolaria.rules.costs`),
and the permanent remembers it (`GameObject.cast_for`).

`tolaria.cards.oracle.keyword_triggers` reads them (embalm and eternalize into activated abilities
that work from the graveyard); the effect steps "embalm" and "offspring" are here. The
card is copied as it last existed in the graveyard, the permanent as it last existed on
the battlefield if it has left (CR 608.2h).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events
from tolaria.rules.effects import handler


@handler("embalm")
def _embalm(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """The token copy, with the keyword's exceptions (CR 702.128a, 702.129a)."""
    card_obj = state.objects.get(item.source_id) if item.source_id is not None else None
    if card_obj is None:
        return None
    card = card_obj.card
    subtypes = card.subtypes if "Zombie" in card.subtypes else card.subtypes + ("Zombie",)
    token = replace(card, token=True, mana_cost=None, subtypes=subtypes,
                    colors=frozenset({eff.get("color")}))
    if eff.get("pt") is not None:
        token = replace(token, power=eff.get("pt"), toughness=eff.get("pt"))
    return events.happen(state, events.Tokens(token, item.controller, 1))


@handler("offspring")
def _offspring(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """A 1/1 token copy of the permanent (CR 702.175a, 707.9b)."""
    from tolaria.rules.resolve import copiable_values
    permanent = state.objects.get(item.source_id) if item.source_id is not None else None
    if permanent is None:
        return None
    token = replace(copiable_values(state, permanent), token=True, power=1, toughness=1)
    return events.happen(state, events.Tokens(token, item.controller, 1))
