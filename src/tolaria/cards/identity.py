"""Colour identity (CR 903.4): the colours of the mana symbols in a card's mana cost and
rules text, and the colours its colour indicator or characteristic-defining abilities give
it. Reminder text doesn't count (CR 903.4c). Hybrid symbols count both colours and
Phyrexian ones their colour (CR 107.4e-f).

The shipped database keeps one face of a multi-face card, so the back face's symbols
(CR 903.4d) are counted only where the data has them. Used by the Commander rules
(`tolaria.rules.commander`: "your commander's color identity") and by deck checking
(`tolaria.decks.check_commander`).
"""

from __future__ import annotations

import re
from functools import lru_cache

COLORS = "WUBRG"                                 # in WUBRG order (CR 105.1)
_SYMBOL = re.compile(r"\{([^}]*)\}")
_REMINDER = re.compile(r"\([^)]*\)")
_ALL_COLORS = re.compile(r"\bis all colors\b", re.IGNORECASE)


def symbol_colors(text: str) -> frozenset[str]:
    """The colours of the mana symbols in `text`, reminder text left out (CR 903.4c):
    {W}, {W/U}, {G/P}, {2/B} and the like; {C}, {X}, {T} and {S} have none."""
    found: set[str] = set()
    for symbol in _SYMBOL.findall(_REMINDER.sub("", text)):
        found.update(c for c in symbol.upper().split("/") if c in COLORS)
        found.update(c for c in symbol.upper() if c in COLORS and len(symbol) == 2
                     and symbol.upper().startswith("H"))                  # {HW}: half a {W}
    return frozenset(found)


@lru_cache(maxsize=4096)
def color_identity(name: str) -> frozenset[str]:
    """CR 903.4: the colours of every mana symbol in the card's mana cost and rules text
    (its back face's too, CR 903.4d), and the colours its colour indicator or a
    characteristic-defining ability gives it where the engine can play the card. Raises
    UnknownCard for a name that isn't in the card database."""
    from tolaria.cards.database import CardDatabase
    from tolaria.cards.registry import UnsupportedCard, card_def
    database = CardDatabase.bundled()
    data = database.get(name)
    faces = [data] + ([database.get(data.back)] if data.back else [])
    found: set[str] = set()
    for face in faces:
        found |= symbol_colors((face.mana_cost or "") + " " + face.text)
        if _ALL_COLORS.search(_REMINDER.sub("", face.text)):
            found |= set(COLORS)                             # "is all colors" (CR 604.3)
    try:
        found |= card_def(data.name).colors                  # colour indicator, CDA (204, 604.3)
    except UnsupportedCard:
        pass
    return frozenset(found)


BASIC_LAND_COLORS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R",
                     "Forest": "G"}                          # CR 305.6


def land_type_colors(name: str) -> frozenset[str]:
    """CR 903.5d, 305.6: the colours of mana a card's basic land types let it produce."""
    from tolaria.cards.database import CardDatabase
    data = CardDatabase.bundled().get(name)
    return frozenset(BASIC_LAND_COLORS[t] for t in data.subtypes if t in BASIC_LAND_COLORS)


def identity_text(colors: frozenset[str]) -> str:
    """"{W}{U}" in WUBRG order, or "colorless"."""
    return "".join(f"{{{c}}}" for c in COLORS if c in colors) or "colorless"
