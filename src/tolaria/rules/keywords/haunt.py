"""Haunt (CR 702.55).

"Haunt" on a permanent means "When this permanent is put into a graveyard from the
battlefield, exile it haunting target creature"; on an instant or sorcery, "When this spell
is put into a graveyard during its resolution, exile it haunting target creature"
(CR 702.55a). `tolaria.cards.oracle.keywords` reads it; the spell's trigger event
`vocabulary.HAUNT_RESOLVED` is fired by `tolaria.rules.resolve` (`triggers.on_haunt_resolved`).

The effect step "haunt" exiles the card the source is now (CR 400.7) and notes, in the
exiled card's `chosen` (`vocabulary.HAUNTING`), the object its ability targeted: the
creature it haunts (CR 702.55b). That card's "When the creature it haunts dies" abilities
work in exile (CR 702.55c; `TriggeredAbility.about` `vocabulary.HAUNTED`, read by
`tolaria.rules.triggers`).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import HAUNTING
from tolaria.rules import events
from tolaria.rules.effects import handler, target_object
from tolaria.rules.keywords.persist import card_it_became
from tolaria.rules.layers import current_name

RULE = "702.55a"


def _haunting_card(state: GameState, item: GameObject) -> GameObject | None:
    """The card the haunt ability's source is now in its owner's graveyard: the spell's
    card itself, or the card the permanent became as it died (CR 400.7)."""
    source = state.objects.get(item.source_id) if item.source_id is not None else None
    if source is None:
        return None
    if source.zone == "graveyard":
        return source
    return card_it_became(state, source, "graveyard")


@handler("haunt")
def _haunt(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Exile the card haunting the target creature (CR 702.55a-b); a card that has left the
    graveyard is a new object the ability can't find (CR 400.7)."""
    card = _haunting_card(state, item)
    host = target_object(state, item, 0)
    if card is None or host is None or host.zone != "battlefield":
        return None
    made = events.happen_for(state, events.ZoneChange(
        card.id, "exile", text=f"{card.name} is exiled haunting {current_name(state, host)}",
        rules=(RULE,)))
    if isinstance(made, Decision):
        return made
    exiled = made[0] if made else None
    if exiled is not None and exiled.zone == "exile":
        exiled.chosen = tuple(kv for kv in exiled.chosen if kv[0] != HAUNTING) + (
            (HAUNTING, str(host.id)),)                                      # CR 702.55b
        state.changed()
    return None
