"""Saddle (CR 702.171).

"Saddle N" means "Tap any number of other untapped creatures you control with total power N
or greater: This permanent becomes saddled until end of turn. Activate only as a sorcery"
(CR 702.171a). The creatures are chosen with the cost, as for crew (`Cost.crew`). Saddled
is a designation (CR 702.171b), held in `GameObject.chosen` with the turn it was saddled;
a permanent that leaves the battlefield is a new object and isn't saddled (CR 400.7). The
condition "saddled" (`tolaria.rules.conditions`) reads it: "attacks while saddled", "as long as
it's saddled".
"""

from __future__ import annotations

from typing import Any

from tolaria.rules.effects import handler
from tolaria.rules.layers import current_name

NAME = "saddle"
KEY = "saddled"


def is_saddled(state: Any, obj: Any) -> bool:
    """Saddled this turn, until end of turn (CR 702.171b)."""
    return bool(obj.chosen) and (KEY, str(state.turn)) in obj.chosen


@handler(NAME)
def _saddle(state: Any, item: Any, eff: Any, answer: Any) -> Any:
    permanent = state.objects.get(item.source_id) if item.source_id is not None else None
    if permanent is None or permanent.zone != "battlefield" or is_saddled(state, permanent):
        return None
    permanent.chosen += ((KEY, str(state.turn)),)
    state.changed()
    state.say(f"{current_name(state, permanent)} becomes saddled until end of turn", "702.171a")
    return None
