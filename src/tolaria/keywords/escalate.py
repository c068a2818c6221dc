"""Escalate (CR 702.120).

"Escalate [cost]" means "For each mode you choose beyond the first as you cast this spell,
you pay an additional [cost]" (CR 702.120a). The cost is announced once per extra mode
(`cast NAME for escalate`, `tolaria.costs.REPEATABLE`); `why_not` tells `tolaria.priority`
that the payments match the modes chosen.
"""

from __future__ import annotations

import re
from typing import Any

from tolaria.cards.ir import CardDef, Cost, StaticAbility
from tolaria.keywords.lines import KeywordParts
from tolaria.mana import parse_cost

NAME = "escalate"
RULE = "702.120a"
LINE = re.compile(r"^escalate ((?:\{(?:[0-9]+|[wubrgc]|[wubrg]/[wubrgp])\})+)$")


def read(low: str, text: str) -> KeywordParts | None:
    found = LINE.match(low)
    if found is None:
        return None
    return KeywordParts(frozenset({NAME}), static=(StaticAbility(
        kind=NAME, cost=Cost(mana=parse_cost(found.group(1).upper())), text=text),))


def why_not(card: CardDef, mode: Any, times: int) -> str | None:
    """One payment for each mode beyond the first, no more, no fewer."""
    if not card.static or not any(a.kind == NAME for a in card.static):
        return None
    modes = len(mode) if isinstance(mode, (tuple, list)) else 1
    if times != modes - 1:
        return (f"{card.name}: pay its escalate cost once for each mode beyond the first "
                f"(CR {RULE})")
    return None
