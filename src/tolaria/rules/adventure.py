"""Adventurer cards (CR 715): an Adventure is a face of the card (`CardDef.faces`, subtype
Adventure) cast as modal double-faced cards' faces are (`tolaria.rules.faces`: the
player chooses as they cast it, 715.3, and only the Adventure is evaluated, 715.3a-b).

Resolving, an Adventure spell is exiled instead of put into its owner's graveyard, and
its controller may cast the card from exile for as long as it remains exiled (715.3d):
as the creature, its front face, never as an Adventure again (the permission casts the
card as it is in exile, with its normal characteristics, 715.4). Countered, it goes to
the graveyard as any spell does.
"""

from __future__ import annotations

from tolaria.data.actions import Decision
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import WHILE_EXILED
from tolaria.rules import events
from tolaria.rules.layers import current_name

ADVENTURE = "Adventure"
EXILED = WHILE_EXILED                      # a permission that lasts while the card is exiled


def cast_as_adventure(item: GameObject) -> bool:
    """Is this spell an adventurer card cast as its Adventure (CR 715.3b)?"""
    return bool(item.card.face_of) and ADVENTURE in item.card.subtypes and not item.is_copy


def exile(state: GameState, item: GameObject) -> Decision | None:
    """CR 715.3d: the resolved Adventure is exiled, and its controller may cast it."""
    who = item.controller
    name = current_name(state, item)
    made = events.happen_for(state, events.ZoneChange(
        item.id, "exile", text=f"{name} resolves and is exiled on an adventure",
        rules=("715.3d",)))
    if isinstance(made, Decision):
        return made
    for card in made:
        if card is not None and card.zone == "exile":
            state.may_play.append((card.id, who, EXILED, state.turn))
            state.say(f"{state.players[who].name} may cast {current_name(state, card)} from "
                      "exile while it remains exiled", "715.3d")
    state.changed()
    return None
