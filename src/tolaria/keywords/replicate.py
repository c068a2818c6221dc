"""Replicate (CR 702.56).

"Replicate [cost]" means "As an additional cost to cast this spell, you may pay [cost] any
number of times" and "When you cast this spell, if a replicate cost was paid for it, copy
it for each time its replicate cost was paid. If the spell has any targets, you may choose
new targets for any of the copies" (CR 702.56a). The cost is announced once per payment
(`cast NAME for replicate for replicate`, `tolaria.costs.REPEATABLE`); the spell remembers
them (`GameObject.cast_for`), and `tolaria.keywords.storm.on_cast` puts the trigger up,
one copy step each.
"""

from __future__ import annotations

import re

from tolaria.cards.ir import Cost, StaticAbility, TriggeredAbility, effect
from tolaria.keywords.lines import KeywordParts
from tolaria.mana import parse_cost

NAME = "replicate"
RULE = "702.56a"
LINE = re.compile(r"^replicate ((?:\{(?:[0-9]+|[wubrgc]|[wubrg]/[wubrgp])\})+)$")


def read(low: str, text: str) -> KeywordParts | None:
    found = LINE.match(low)
    if found is None:
        return None
    return KeywordParts(frozenset({NAME}), static=(StaticAbility(
        kind=NAME, cost=Cost(mana=parse_cost(found.group(1).upper())), text=text),))


def ability(copies: int) -> TriggeredAbility:
    """The cast trigger for `copies` payments."""
    return TriggeredAbility(
        event=NAME, effects=(effect("storm_copy"),) * copies,
        text=f"Replicate (copy this spell for each time its replicate cost was paid: "
             f"{copies})")
