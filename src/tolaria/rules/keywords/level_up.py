"""Level up (CR 702.87).

"Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate only as a
sorcery" (CR 702.87a). The level symbols of a leveler card are read by
`tolaria.cards.oracle.levels` (CR 711).
"""

from __future__ import annotations

from tolaria.data.ir import ActivatedAbility, Cost, effect
from tolaria.rules.keywords.lines import KeywordParts, keyword_cost

NAME = "level up"


def read(low: str, text: str) -> KeywordParts | None:
    found = keyword_cost(NAME, low)
    if found is None:
        return None
    ability = ActivatedAbility(
        cost=Cost(mana=found), sorcery_speed=True, text=text,
        effects=(effect("put_counters", target="self", kind="level", amount=1),))
    return KeywordParts(frozenset({NAME}), activated=(ability,))
