"""Landwalk (CR 702.14): "[type]walk" in every form the rules allow.

CR 702.14a-c: the word before "walk" names a land type ("islandwalk", "desertwalk"),
or the card type land with supertypes, card types or their negations ("nonbasic
landwalk", "legendary landwalk", "artifact landwalk", "snow landwalk"), or a
supertype with a land type ("snow swampwalk"). A creature with landwalk can't be
blocked as long as the defending player controls a land with that quality.

`read` recognises a landwalk keyword as written; `quality` says what land it looks
for; `land_has` tests one land's characteristics. This module imports no engine code.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

SUPERTYPES = frozenset({"Basic", "Legendary", "Snow", "World"})
CARD_TYPES = frozenset({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker",
                        "Battle"})
# CR 205.3i: the land types.
LAND_TYPES = {t.lower(): t for t in ("Plains", "Island", "Swamp", "Mountain", "Forest", "Desert",
                                     "Gate", "Lair", "Locus", "Cave", "Sphere", "Urza's", "Mine",
                                     "Power-Plant", "Tower", "Town")}
_WORD = re.compile(r"^[a-z][a-z'-]*$")


@dataclass(frozen=True, slots=True)
class LandQuality:
    """The land a landwalk keyword looks for (CR 702.14c)."""

    subtype: str | None = None               # "Swamp" for swampwalk
    with_: frozenset[str] = frozenset()      # supertypes and card types it must have
    without: frozenset[str] = frozenset()    # "nonbasic": ones it must not have


@lru_cache(maxsize=256)
def quality(keyword: str) -> LandQuality | None:
    """What land "snow swampwalk", "nonbasic landwalk"... look for; None if not landwalk."""
    if not keyword.endswith("walk"):
        return None
    words = keyword[:-4].split()
    if not words or not all(_WORD.match(w) for w in words):
        return None
    *qualifiers, last = words
    if last != "land" and last not in LAND_TYPES:
        return None
    subtype = None if last == "land" else LAND_TYPES[last]
    with_: set[str] = set()
    without: set[str] = set()
    for word in qualifiers:
        negated = word.startswith("non")
        name = (word[3:] if negated else word).capitalize()
        if name not in SUPERTYPES | CARD_TYPES:
            return None
        (without if negated else with_).add(name)
    if subtype is None and not qualifiers:
        with_.add("Land")                    # "landwalk" alone: any land
    return LandQuality(subtype, frozenset(with_), frozenset(without))


def read(word: str) -> frozenset[str] | None:
    """A landwalk keyword of a keyword line, lower case, or None (CR 702.14a)."""
    word = word.strip().lower()
    return frozenset({word}) if quality(word) is not None else None


def land_has(found: LandQuality, chars: Any) -> bool:
    """Does a land with these characteristics have the quality? (CR 702.14c)"""
    if not chars.is_land:
        return False
    if found.subtype is not None and found.subtype not in chars.subtypes:
        return False
    have = chars.supertypes | chars.types
    return found.with_ <= have and not found.without & have
