"""Escalate (CR 702.120).

"Escalate [cost]" means "For each mode you choose beyond the first as you cast this spell,
you pay an additional [cost]" (CR 702.120a). The cost is announced once per extra mode
(`cast NAME for escalate`, `tolaria.rules.costs.REPEATABLE`); `why_not` tells `tolaria.rules.priority`
that the payments match the modes chosen.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.ir import CardDef

NAME = "escalate"
RULE = "702.120a"


def why_not(card: CardDef, mode: Any, times: int) -> str | None:
    """One payment for each mode beyond the first, no more, no fewer."""
    if not card.static or not any(a.kind == NAME for a in card.static):
        return None
    modes = len(mode) if isinstance(mode, (tuple, list)) else 1
    if times != modes - 1:
        return (f"{card.name}: pay its escalate cost once for each mode beyond the first "
                f"(CR {RULE})")
    return None
