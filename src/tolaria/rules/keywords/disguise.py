"""Disguise (CR 702.168).

"Disguise [cost]" means "You may cast this card as a 2/2 face-down creature with ward {2},
no name, no subtypes, and no mana cost by paying {3} rather than paying its mana cost"
(CR 702.168a); any time its controller has priority they may turn it face up by paying
its disguise cost, a special action (CR 702.168d). It is morph with ward {2} while face
down: `tolaria.rules.keywords.morph` casts it face down (announced `cast NAME for disguise`) and
turns it face up; the spell and the permanent remember that disguise turned them face down
(`GameObject.face_down == "disguise"`), and layer 1b gives them ward {2} (`tolaria.rules.layers`,
CR 708.2). This module only reads the keyword, so the card registry can import it.
"""

from __future__ import annotations

NAME = "disguise"


