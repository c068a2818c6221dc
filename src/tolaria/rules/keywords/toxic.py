"""Toxic (CR 702.164).

"Toxic N" is a static ability: combat damage dealt to a player by a creature with toxic
also gives that player poison counters equal to the creature's total toxic value
(CR 702.164c), in addition to the damage's other results. Keywords are kept as names
("toxic 2", read by `tolaria.cards.oracle.keyword_triggers`); `tolaria.rules.events` calls `poison`.
"""

from __future__ import annotations

PREFIX = "toxic "


def total(keywords: frozenset[str]) -> int:
    """The total toxic value: the sum of N of its toxic abilities (CR 702.164b)."""
    return sum(int(k[len(PREFIX):]) for k in keywords if k.startswith(PREFIX))
