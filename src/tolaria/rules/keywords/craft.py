"""Craft (CR 702.167).

"Craft with [materials] [cost]" is an activated ability: its cost (`Cost.craft`, paid by
`tolaria.rules.costs`) exiles this permanent and the materials, from among other
permanents its controller controls and/or cards in their graveyard (CR 702.167a-b); its
effect step "craft" returns the card exiled to the battlefield transformed under its
owner's control (CR 712.14a, via `library.entering_transformed`).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events
from tolaria.rules.effects import handler
from tolaria.rules.effects.library import entering_transformed


@handler("craft")
def _craft(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Return the card the cost exiled (a new object, CR 400.7) transformed; a card that
    left exile meanwhile isn't returned (CR 702.167a)."""
    source = state.objects.get(item.source_id) if item.source_id is not None else None
    card = state.objects.get(source.successor) if source is not None and \
        source.successor is not None else None
    if card is None or card.zone != "exile":
        return None
    event = entering_transformed(state, card, card.owner, list(answer or ()))
    if event is None or isinstance(event, Decision):
        return event
    return events.happen(state, event)
