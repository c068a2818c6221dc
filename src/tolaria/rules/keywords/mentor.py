"""Mentor (CR 702.134).

"Mentor" means "Whenever this creature attacks, put a +1/+1 counter on target attacking
creature with lesser power" (CR 702.134a); each instance triggers (CR 702.134b). The
target's filter compares its power with the source's ("power", "<", "source"), which
`tolaria.rules.layers.matches` reads as targets are chosen and checked again as it resolves
(the source's last known power if it has left, CR 608.2h).
"""

from __future__ import annotations

from tolaria.data.ir import ObjectFilter, TargetSpec, TriggeredAbility, effect
from tolaria.rules.keywords.lines import KeywordParts

NAME = "mentor"
LESSER_POWER = ObjectFilter(types=frozenset({"Creature"}), combat="attacking",
                            compare=(("power", "<", "source"),))


def read(low: str, text: str) -> KeywordParts | None:
    """"Mentor": the attack trigger."""
    if low != NAME:
        return None
    ability = TriggeredAbility(
        event="attacks", text=f"{text} (whenever this creature attacks, put a +1/+1 counter "
                              "on target attacking creature with lesser power)",
        targets=(TargetSpec(objects=LESSER_POWER,
                            text="target attacking creature with lesser power"),),
        effects=(effect("put_counters", target=0, kind="+1/+1", amount=1),))
    return KeywordParts(frozenset({NAME}), triggered=(ability,))
