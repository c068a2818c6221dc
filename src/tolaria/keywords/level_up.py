"""Level up (CR 702.87).

"Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate only as a
sorcery" (CR 702.87a). The level symbols of a leveler card are read by
`tolaria.cards.oracle.levels` (CR 711).
"""

from __future__ import annotations

import re

from tolaria.cards.ir import ActivatedAbility, Cost, effect
from tolaria.keywords.lines import KeywordParts
from tolaria.mana import parse_cost

NAME = "level up"
LINE = re.compile(r"^level up ((?:\{(?:[0-9]+|[wubrgc]|[wubrg]/[wubrgp])\})+)$")


def read(low: str, text: str) -> KeywordParts | None:
    found = LINE.match(low)
    if found is None:
        return None
    ability = ActivatedAbility(
        cost=Cost(mana=parse_cost(found.group(1).upper())), sorcery_speed=True, text=text,
        effects=(effect("put_counters", target="self", kind="level", amount=1),))
    return KeywordParts(frozenset({NAME}), activated=(ability,))
