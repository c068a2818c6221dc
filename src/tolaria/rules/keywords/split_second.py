"""Split second (CR 702.61).

"As long as this spell is on the stack, players can't cast other spells or activate
abilities that aren't mana abilities" (CR 702.61a). Players may still play special
actions (turning a face-down creature face up, suspending) and triggered abilities still
trigger and resolve (CR 702.61b). `why_not` is checked by `tolaria.rules.priority` before it
lists or allows a cast or a non-mana activation.
"""

from __future__ import annotations

from tolaria.data.state import GameState
from tolaria.rules.layers import characteristics, current_name

KEYWORD = "split second"


def why_not(state: GameState) -> str | None:
    """Why nothing may be cast or activated now, or None (CR 702.61a)."""
    for oid in state.stack:
        item = state.objects[oid]
        if not item.is_ability and KEYWORD in characteristics(state, item).keywords:
            return f"{current_name(state, item)} has split second (CR 702.61a)"
    return None
