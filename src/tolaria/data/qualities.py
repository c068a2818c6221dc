"""The qualities keyword abilities name: "protection from black", "hexproof from
artifacts", "snow swampwalk" (CR 702.11d, 702.14c, 702.16a).

The IR keeps such a keyword as its lower-case words; this module says what the words
mean, for the compiler (which reads only keywords whose quality it knows) and for the
rules (`tolaria.rules.keywords.protection`, `hexproof`, `landwalk`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

PROTECTION_FROM = "protection from "
HEXPROOF_FROM = "hexproof from "
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
# CR 702.16a: "protection from creatures" and other card types (plural in the text).
TYPE_WORDS = {"artifacts": "Artifact", "creatures": "Creature", "enchantments": "Enchantment",
              "instants": "Instant", "sorceries": "Sorcery", "planeswalkers": "Planeswalker",
              "lands": "Land", "battles": "Battle"}


@dataclass(frozen=True, slots=True)
class Quality:
    """What a protection (or "hexproof from") ability names: kind "color", "type",
    "colored" (all colors), "multicolored", "monocolored", "colorless", "everything",
    "subtype" (a creature type, `value` its plural as written: "humans") or "player" (the
    objects a player controls: "protection from the chosen player", bound to "protection
    from player N", N the player's index, CR 702.16a, 607.2d)."""

    kind: str
    value: str = ""
    spells: bool = False          # "from spells that are ...": only a spell has it

    def of(self, chars: Any, spell: bool = False) -> bool:
        """Does an object with these characteristics (`spell`: a spell on the stack) have
        the quality? (CR 702.16a)"""
        if self.spells and not spell:
            return False
        kind = self.kind
        if kind == "color":
            return self.value in chars.colors
        if kind == "type":
            return self.value in chars.types
        if kind == "colored":
            return bool(chars.colors)
        if kind == "multicolored":
            return len(chars.colors) > 1
        if kind == "monocolored":
            return len(chars.colors) == 1
        if kind == "colorless":                  # no color at all (CR 105.2c)
            return not chars.colors
        if kind == "player":
            return chars.controller == int(self.value)
        if kind == "subtype":                                           # CR 702.16a, 205.3m
            return any(self.value in plural_forms(s) for s in chars.subtypes)
        return kind == "everything"


def quality(word: str) -> Quality | None:
    """The quality a word such as "black", "creatures", "everything" names, or None."""
    word = word.strip()
    if word in COLOR_WORDS:
        return Quality("color", COLOR_WORDS[word])
    if word in TYPE_WORDS:
        return Quality("type", TYPE_WORDS[word])
    if word == "all colors":
        return Quality("colored")
    if word in ("multicolored", "monocolored", "everything", "colorless"):
        return Quality(word)
    if word.startswith("player ") and word[7:].isdigit():          # CR 607.2d
        return Quality("player", word[7:])
    if word == "spells that are one or more colors":              # CR 702.16a, 105.2
        return Quality("colored", spells=True)
    if _WORD.match(word):          # "humans": a creature type, plural (the compiler checks it)
        return Quality("subtype", word)
    return None


@lru_cache(maxsize=512)
def plural_forms(subtype: str) -> frozenset[str]:
    """The lower-case plural spellings of a subtype, as a quality names it ("Human" ->
    "humans", "Elf" -> "elves", "Fox" -> "foxes")."""
    word = subtype.lower()
    forms = {word + "s"}
    if word.endswith(("s", "x", "ch", "sh")):
        forms.add(word + "es")
    if word.endswith("f"):
        forms.add(word[:-1] + "ves")
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        forms.add(word[:-1] + "ies")
    if word.endswith("o"):                  # "Hero" -> "heroes"
        forms.add(word + "es")
    if word in _IRREGULAR_PLURALS:          # "Ox" -> "oxen", "Mouse" -> "mice"
        forms.add(_IRREGULAR_PLURALS[word])
    return frozenset(forms)


_IRREGULAR_PLURALS = {"ox": "oxen", "mouse": "mice"}


# -- landwalk (CR 702.14) --------------------------------------------------------------------
# CR 702.14a-c: the word before "walk" names a land type ("islandwalk", "desertwalk"), or the
# card type land with supertypes, card types or their negations ("nonbasic landwalk",
# "legendary landwalk", "artifact landwalk", "snow landwalk"), or a supertype with a land
# type ("snow swampwalk").

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
def land_quality(keyword: str) -> LandQuality | None:
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
