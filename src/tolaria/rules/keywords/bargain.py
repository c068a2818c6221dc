"""Bargain (CR 702.166).

"Bargain" means "As an additional cost to cast this spell, you may sacrifice an artifact,
enchantment, or token" (CR 702.166a): an optional additional cost like buyback
(`tolaria.rules.costs.OPTIONAL_EXTRAS`), announced `cast NAME for bargain sacrificing OBJECT`.
A spell whose bargain cost was announced is "bargained" (CR 702.166b); the spell, and the
permanent it becomes, remember it (`GameObject.cast_for`), read by the condition
`BARGAINED` ("if this spell was bargained", "if it was bargained").
"""

from __future__ import annotations

from tolaria.data.ir import Condition, Cost, ObjectFilter, StaticAbility
from tolaria.rules.keywords.lines import KeywordParts

NAME = "bargain"
RULE = "702.166a"
# "an artifact, enchantment, or token" (CR 702.166a)
SACRIFICED = ObjectFilter(types=frozenset({"Artifact", "Enchantment"}), or_token=True)
BARGAINED = Condition("cast_for", (("cost", NAME),))                    # CR 702.166b


def read(low: str, text: str) -> KeywordParts | None:
    if low != NAME:
        return None
    return KeywordParts(frozenset({NAME}), static=(StaticAbility(
        kind=NAME, cost=Cost(sacrifice=(SACRIFICED,)), text=text),))
