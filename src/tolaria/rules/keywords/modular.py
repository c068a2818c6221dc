"""Modular (CR 702.43).

"Modular N" means "This permanent enters with N +1/+1 counters on it" (a replacement
effect, CR 614.1c) and "When this permanent is put into a graveyard from the battlefield,
you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on this
permanent" (CR 702.43a). `tolaria.cards.oracle.keyword_lines` reads both as IR; the triggered
ability's effect step, "modular", is here. How many counters the permanent had is read
from it as it last existed on the battlefield (CR 608.2h, 603.10a). Each instance works
separately (CR 702.43b).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events
from tolaria.rules.effects import handler, target_object

COUNTER = "+1/+1"


def counters_it_had(state: GameState, item: GameObject) -> int:
    """The +1/+1 counters on the source as it last existed (CR 608.2h)."""
    source = state.objects.get(item.source_id) if item.source_id is not None else None
    return source.counters.get(COUNTER, 0) if source is not None else 0


@handler("modular")
def _modular(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Put a +1/+1 counter on the target for each the source had (CR 702.43a, 122.6)."""
    target = target_object(state, item, eff.get("target", 0))
    if target is None or target.zone != "battlefield":
        return None
    n = counters_it_had(state, item)
    if n <= 0:
        state.say(f"{item.source_name} had no +1/+1 counters to move", "702.43a")
        return None
    return events.happen(state, events.Counters(target.id, COUNTER, n))
