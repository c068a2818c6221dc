"""Landwalk (CR 702.14): "[type]walk" in every form the rules allow.

CR 702.14a-c: the word before "walk" names a land type ("islandwalk", "desertwalk"),
or the card type land with supertypes, card types or their negations ("nonbasic
landwalk", "legendary landwalk", "artifact landwalk", "snow landwalk"), or a
supertype with a land type ("snow swampwalk"). A creature with landwalk can't be
blocked as long as the defending player controls a land with that quality.

`tolaria.data.qualities.land_quality` says what land a keyword looks for; `land_has`
tests one land's characteristics; `tolaria.rules.combat` asks both as blockers are declared.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.qualities import LandQuality


def land_has(found: LandQuality, chars: Any) -> bool:
    """Does a land with these characteristics have the quality? (CR 702.14c)"""
    if not chars.is_land:
        return False
    if found.subtype is not None and found.subtype not in chars.subtypes:
        return False
    have = chars.supertypes | chars.types
    return found.with_ <= have and not found.without & have
