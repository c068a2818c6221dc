"""Multikicker (CR 702.33c).

"Multikicker [cost]" means "You may pay an additional [cost] any number of times as you
cast this spell" (CR 702.33c); a spell is kicked once for each payment, and "for each time
it was kicked" counts them (CR 702.33d). The cost is announced once per payment (`cast
NAME for multikicker for multikicker`, `tolaria.rules.costs.REPEATABLE`); the spell and the
permanent it becomes remember them (`GameObject.cast_for`), read by the quantity
"times_kicked" (`tolaria.rules.quantities`).
"""

from __future__ import annotations

from typing import Any

NAME = "multikicker"


def times_kicked(obj: Any) -> int:
    """How many times it was kicked (CR 702.33d): its multikicker cost paid, or each of its
    two kicker costs ("kicker {1}{b}", CR 702.33b) paid."""
    if obj is None or not obj.cast_for:
        return 0
    paid = obj.cast_for.split("+")
    return paid.count(NAME) + sum(1 for n in paid if n.startswith("kicker "))
