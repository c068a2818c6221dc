"""Extort and ingest (CR 702.101, 702.115): triggered abilities about players.

- "Extort" means "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent
  loses 1 life and you gain life equal to the total life lost this way" (CR 702.101a);
- "Ingest" means "Whenever this creature deals combat damage to a player, that player
  exiles the top card of their library" (CR 702.115a).

`tolaria.cards.oracle.keyword_triggers` reads them; the effect steps "extort" and "ingest" are here.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events
from tolaria.rules.effects import handler, players_of


@handler("extort")
def _extort(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Each opponent loses 1 life; you gain the total they lost (CR 702.101a, 119.3)."""
    opponents = players_of(state, item, "opponents")
    before = sum(state.players[p].life for p in opponents)
    decision = events.happen(state, *(events.LifeLoss(p, 1, ("702.101a",)) for p in opponents))
    if decision is not None:
        return decision
    lost = before - sum(state.players[p].life for p in opponents)
    if lost > 0:
        events.gain_life(state, item.controller, lost, "702.101a")
    return None


@handler("ingest")
def _ingest(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """That player exiles the top card of their library (CR 702.115a)."""
    for p in players_of(state, item, "event"):
        library = state.players[p].library
        if library:
            card = state.objects[library[-1]]
            return events.happen(state, events.ZoneChange(
                card.id, "exile", text=f"{state.players[p].name} exiles {card.name} (ingest)",
                rules=("702.115a",)))
    return None
