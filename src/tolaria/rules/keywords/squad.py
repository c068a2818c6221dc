"""Squad (CR 702.157).

"Squad [cost]" means "As an additional cost to cast this spell, you may pay [cost] any
number of times" and "When this creature enters, if its squad cost was paid, create a token
that's a copy of it for each time its squad cost was paid" (CR 702.157a). The cost is
announced once for each payment (`cast NAME for squad for squad`; `tolaria.rules.costs.repeats`
counts them); the permanent remembers them (`GameObject.cast_for`, one "squad" each), and
the effect step "squad" here makes the copies (as it last existed if it has left,
CR 608.2h).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.rules.effects import handler

NAME = "squad"
RULE = "702.157a"


@handler(NAME)
def _squad(state: Any, item: Any, eff: Any, answer: Any) -> Any:
    """A token copy of the permanent for each squad payment (CR 702.157a, 707.2)."""
    from tolaria.rules import events
    from tolaria.rules.resolve import copiable_values
    permanent = state.objects.get(item.source_id) if item.source_id is not None else None
    if permanent is None:
        return None
    times = permanent.cast_for.split("+").count(NAME)
    token = replace(copiable_values(state, permanent), token=True)
    return events.happen(state, events.Tokens(token, item.controller, times))
