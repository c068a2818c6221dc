"""Replicate (CR 702.56).

"Replicate [cost]" means "As an additional cost to cast this spell, you may pay [cost] any
number of times" and "When you cast this spell, if a replicate cost was paid for it, copy
it for each time its replicate cost was paid. If the spell has any targets, you may choose
new targets for any of the copies" (CR 702.56a). The cost is announced once per payment
(`cast NAME for replicate for replicate`, `tolaria.rules.costs.REPEATABLE`); the spell remembers
them (`GameObject.cast_for`), and `tolaria.rules.keywords.storm.on_cast` puts the trigger up,
one copy step each.
"""

from __future__ import annotations

from tolaria.data.ir import TriggeredAbility, effect

NAME = "replicate"
RULE = "702.56a"


def ability(copies: int) -> TriggeredAbility:
    """The cast trigger for `copies` payments."""
    return TriggeredAbility(
        event=NAME, effects=(effect("storm_copy"),) * copies,
        text=f"Replicate (copy this spell for each time its replicate cost was paid: "
             f"{copies})")
