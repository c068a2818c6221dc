"""Equip (CR 702.6): "Equip [cost]" means "[Cost]: Attach this permanent to target
creature you control. Activate only as a sorcery."

The registry reads an "Equip {N}" line of Oracle text into this activated
ability; its effect is the "attach" step of `tolaria.rules.effects` (CR 701.3).
"""

from __future__ import annotations

import re

from tolaria.data.ir import ActivatedAbility, Cost, ObjectFilter, TargetSpec, effect
from tolaria.data.mana import parse_cost

# CR 702.6a; "Equip [quality] creature" (CR 702.6c) and non-mana costs aren't read yet.
EQUIP_LINE = re.compile(r"^Equip ((?:\{[0-9WUBRGCSX/]+\})+)$")

# CR 301.5c: an Equipment can't equip itself ("other").
TARGET = TargetSpec(objects=ObjectFilter(types=frozenset({"Creature"}), controller="you",
                                         other=True), text="target creature you control")


def equip_ability(cost: str) -> ActivatedAbility:
    """The activated ability "Equip [cost]" (CR 702.6a)."""
    return ActivatedAbility(cost=Cost(mana=parse_cost(cost)), targets=(TARGET,),
                            effects=(effect("attach", what="self", target=0),),
                            sorcery_speed=True, text=f"Equip {cost}")


def equip_line(line: str) -> ActivatedAbility | None:
    """An "Equip {1}" line of Oracle text as its ability, or None."""
    found = EQUIP_LINE.match(line)
    return equip_ability(found.group(1)) if found else None
