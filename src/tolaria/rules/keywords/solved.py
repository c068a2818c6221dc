"""Case cards (CR 719): the designation solved.

Solved is a designation, held in `GameObject.chosen` as (SOLVED, ""): once a permanent
becomes solved it stays solved until it leaves the battlefield (a new object, CR 400.7),
and it is no part of the copiable values (CR 719.3b, 707.2). The effect step SOLVE is a
"To solve" trigger's "it becomes solved" (CR 719.3); the condition SOLVED
(`tolaria.rules.conditions`) makes "Solved — [ability]" work (CR 719.3c, 702.169b-d).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.vocabulary import SOLVE, SOLVED
from tolaria.rules.effects import handler
from tolaria.rules.layers import current_name

DESIGNATION = (SOLVED, "")


def is_solved(obj: Any) -> bool:
    """Is this permanent solved (CR 719.3b)?"""
    return obj.zone == "battlefield" and DESIGNATION in obj.chosen


@handler(SOLVE)
def _solve(state: Any, item: Any, eff: Any, answer: Any) -> None:
    """The Case becomes solved, if it is still on the battlefield (CR 719.3, 719.3b)."""
    case = state.objects.get(item.source_id) if item.source_id is not None else None
    if case is None or case.zone != "battlefield" or DESIGNATION in case.chosen:
        return None
    case.chosen += (DESIGNATION,)
    state.changed()
    state.say(f"{current_name(state, case)} becomes solved", "719.3", "719.3b")
    return None
