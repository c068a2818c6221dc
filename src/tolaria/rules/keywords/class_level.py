"""Class levels (CR 716).

A Class's level is a designation (CR 716.2b), held in `GameObject.chosen` as ("class_level",
"N"); a permanent without one is level 1 (CR 716.2d). The effect step "class_level" (a level
bar's activated ability, CR 716.2) sets it and fires "When this Class becomes level N"
(`tolaria.rules.triggers.on_class_level`); the condition "class_level" (`tolaria.rules.conditions`)
reads it.
"""

from __future__ import annotations

from typing import Any

from tolaria.rules.effects import handler
from tolaria.rules.layers import current_name

KEY = "class_level"


def level(obj: Any) -> int:
    """Its level (CR 716.2b, 716.2d)."""
    return next((int(v) for k, v in obj.chosen if k == KEY), 1) if obj.chosen else 1


@handler(KEY)
def _gain_level(state: Any, item: Any, eff: Any, answer: Any) -> Any:
    """The Class's level becomes N (CR 716.2a); it must still be on the battlefield."""
    from tolaria.rules import triggers
    permanent = state.objects.get(item.source_id) if item.source_id is not None else None
    if permanent is None or permanent.zone != "battlefield":
        return None
    n = eff.get("level")
    permanent.chosen = tuple(c for c in permanent.chosen if c[0] != KEY) + ((KEY, str(n)),)
    state.changed()
    state.say(f"{current_name(state, permanent)} becomes level {n}", "716.2")
    triggers.on_class_level(state, permanent, n)
    return None
