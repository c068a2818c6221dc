"""Disguise (CR 702.168).

"Disguise [cost]" means "You may cast this card as a 2/2 face-down creature with ward {2},
no name, no subtypes, and no mana cost by paying {3} rather than paying its mana cost"
(CR 702.168a); any time its controller has priority they may turn it face up by paying
its disguise cost, a special action (CR 702.168d). It is morph with ward {2} while face
down: `tolaria.keywords.morph` casts it face down (announced `cast NAME for disguise`) and
turns it face up; the spell and the permanent remember that disguise turned them face down
(`GameObject.face_down == "disguise"`), and layer 1b gives them ward {2} (`tolaria.layers`,
CR 708.2). This module only reads the keyword, so the card registry can import it.
"""

from __future__ import annotations

import re

from tolaria.cards.ir import Cost, StaticAbility
from tolaria.keywords.lines import KeywordParts
from tolaria.mana import parse_cost

NAME = "disguise"
LINE = re.compile(r"^disguise ((?:\{(?:[0-9]+|[wubrgc]|[wubrg]/[wubrgp])\})+)$")


def read(low: str, text: str) -> KeywordParts | None:
    """"Disguise {2}{W}": a static ability of kind "disguise" holding the cost that turns it
    face up (CR 702.168a, 702.168d), or None for another keyword."""
    found = LINE.match(low)
    if found is None:
        return None
    return KeywordParts(frozenset({NAME}), static=(StaticAbility(
        kind=NAME, cost=Cost(mana=parse_cost(found.group(1).upper())), text=text),))
