"""Coverage: how many of a database's playable cards compile without gaps.

What counts (`is_playable`): cards of the game's own layouts. Left out, and said so
in the report: non-game layouts and card types (planes and phenomena, schemes,
vanguards, conspiracies, Theros hero cards, sticker sheets, tokens and art cards,
Unstable's host/augment cards), un-cards that can be told apart by their printed
characteristics (mana symbols such as {HW} or {∞}, ticket counters {TK}, joke card
types), and the back faces of transforming cards (counted with their front face).
Un-cards that look like ordinary cards can't be told apart (the data has no set
information) and are counted.

Groupings: by card type, by colour identity and by mana value (the data carries no
set information, so these stand in for set-style groupings), and the most common
unread sentence patterns (numbers, mana symbols and the card's name normalised),
which say what to teach the compiler next.
"""

from __future__ import annotations

import json
import re
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from tolaria.cards.database import CardData, CardDatabase
from tolaria.cards.oracle.compiler import compile_card

# CR 108.3 game cards: the layouts a deck can hold.
PLAYABLE_LAYOUTS = frozenset({
    "normal", "split", "flip", "transform", "modal_dfc", "meld", "leveler", "class",
    "case", "saga", "adventure", "mutate", "prototype", "battle", "aftermath", "prepare",
    "reversible_card",
})
EXCLUDED_LAYOUTS = frozenset({"planar", "scheme", "vanguard", "token", "double_faced_token",
                              "emblem", "art_series", "augment", "host", "sticker"})
EXCLUDED_TYPES = frozenset({"Plane", "Phenomenon", "Scheme", "Vanguard", "Conspiracy", "Hero",
                            "Stickers", "Dungeon", "Emblem"})
GAME_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred",
                        "Land", "Planeswalker", "Sorcery", "Tribal"})
_UN_SYMBOL = re.compile(r"\{(?:H[WUBRG]|∞|½|TK|\d{3,})\}")
# The order a card's type line is grouped by (its first type in this order).
TYPE_ORDER = ("Creature", "Planeswalker", "Battle", "Land", "Instant", "Sorcery", "Artifact",
              "Enchantment")


def is_playable(data: CardData) -> bool:
    """Is this a card of the game itself (see the module docstring)?"""
    if data.layout in EXCLUDED_LAYOUTS or data.layout not in PLAYABLE_LAYOUTS:
        return False
    if data.is_back_face or set(data.card_types) & EXCLUDED_TYPES:
        return False
    if not data.card_types or not set(data.card_types) <= GAME_TYPES:
        return False                                   # joke types ("Eaturecray")
    return not (_UN_SYMBOL.search(data.mana_cost or "") or _UN_SYMBOL.search(data.text))


def card_type(data: CardData) -> str:
    return next((t for t in TYPE_ORDER if t in data.card_types), "Other")


def color_group(data: CardData) -> str:
    identity = data.color_identity
    if not identity:
        return "colorless"
    if len(identity) > 1:
        return "multicolor"
    return {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}[identity[0]]


def mana_value_group(data: CardData) -> str:
    if not data.mana_cost:
        return "no mana cost"
    from tolaria.data.mana import parse_cost
    try:
        value = parse_cost(data.mana_cost).mana_value
    except ValueError:
        return "other"
    return f"mana value {value}" if value < 6 else "mana value 6+"


_NAME_WORDS = re.compile(r"\b[Tt]his (creature|artifact|enchantment|land|permanent|planeswalker|"
                         r"Aura|Equipment|Vehicle|spell|card|token|Saga|battle)\b")


def pattern(sentence: str, name: str) -> str:
    """A gap sentence with the card's name, numbers and mana symbols normalised."""
    text = sentence
    if name:
        text = text.replace(name, "CARDNAME")
        if ", " in name:
            text = text.replace(name.split(", ")[0], "CARDNAME")
    text = _NAME_WORDS.sub("CARDNAME", text)
    text = re.sub(r"(\{[^}]+\})+", "{M}", text)
    text = re.sub(r"[+-]?\b\d+/[+-]?\d+\b", "P/T", text)
    text = re.sub(r"\b\d+\b", "N", text)
    text = re.sub(r"\b(one|two|three|four|five|six|seven|X)\b", "N", text)
    return text


@dataclass(slots=True)
class Tally:
    total: int = 0
    compiled: int = 0

    def add(self, ok: bool) -> None:
        self.total += 1
        self.compiled += ok

    @property
    def percent(self) -> float:
        return 100.0 * self.compiled / self.total if self.total else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"total": self.total, "compiled": self.compiled,
                "percent": round(self.percent, 1)}


@dataclass(slots=True)
class CoverageReport:
    """Counts of playable cards and of those that compile without gaps."""

    total: int = 0
    compiled: int = 0
    exceptions: int = 0
    excluded: int = 0
    seconds: float = 0.0
    by_type: dict[str, Tally] = field(default_factory=dict)
    by_color: dict[str, Tally] = field(default_factory=dict)
    by_mana_value: dict[str, Tally] = field(default_factory=dict)
    gap_patterns: Counter = field(default_factory=Counter)
    gap_examples: dict[str, str] = field(default_factory=dict)

    @property
    def percent(self) -> float:
        return 100.0 * self.compiled / self.total if self.total else 0.0

    def top_gaps(self, n: int = 30) -> list[tuple[str, int]]:
        return self.gap_patterns.most_common(n)

    def to_json(self) -> dict[str, Any]:
        return {
            "playable": self.total, "compiled": self.compiled,
            "percent": round(self.percent, 1), "exceptions": self.exceptions,
            "excluded": self.excluded, "seconds": round(self.seconds, 2),
            "excluded_rule": EXCLUDED_RULE,
            "by_type": {k: v.to_json() for k, v in self.by_type.items()},
            "by_color": {k: v.to_json() for k, v in self.by_color.items()},
            "by_mana_value": {k: v.to_json() for k, v in self.by_mana_value.items()},
            "top_gaps": [{"pattern": p, "cards": n, "example": self.gap_examples[p]}
                         for p, n in self.top_gaps()],
        }

    def to_text(self, top: int = 30) -> str:
        out = [f"{self.compiled} of {self.total} playable cards compile without gaps "
               f"({self.percent:.1f}%); {self.exceptions} use a hand-written definition; "
               f"compiled in {self.seconds:.1f} s.",
               f"Not counted: {self.excluded} entries ({EXCLUDED_RULE}).", ""]
        for title, table in (("By card type", self.by_type), ("By colour", self.by_color),
                             ("By mana value", self.by_mana_value)):
            out.append(f"{title}:")
            for key, tally in sorted(table.items(), key=lambda kv: -kv[1].total):
                out.append(f"  {key:<16} {tally.compiled:>6} / {tally.total:<6} "
                           f"{tally.percent:5.1f}%")
            out.append("")
        out.append("Most common unread sentences (cards):")
        for text, n in self.top_gaps(top):
            out.append(f"  {n:>5}  {text}")
        return "\n".join(out)


EXCLUDED_RULE = ("planar, scheme, vanguard, conspiracy, hero, sticker, token and art-card "
                 "entries, Unstable host/augment cards, un-cards with joke types or symbols, "
                 "and transform back faces")


def coverage(database: CardDatabase | None = None) -> CoverageReport:
    """Compile every playable card of `database` and count (see the module docstring)."""
    database = database if database is not None else CardDatabase.bundled()
    report = CoverageReport()
    start = time.perf_counter()
    for data in database:
        if not is_playable(data):
            report.excluded += 1
            continue
        compiled = compile_card(data)
        ok = compiled.ok
        report.total += 1
        report.compiled += ok
        report.exceptions += compiled.exception and ok
        for table, key in ((report.by_type, card_type(data)),
                           (report.by_color, color_group(data)),
                           (report.by_mana_value, mana_value_group(data))):
            table.setdefault(key, Tally()).add(ok)
        for gap in dict.fromkeys(compiled.gaps):
            key = pattern(gap, data.name)
            report.gap_patterns[key] += 1
            report.gap_examples.setdefault(key, f"{data.name}: {gap}")
    report.seconds = time.perf_counter() - start
    return report


def main() -> None:                                   # pragma: no cover - a manual tool
    """`python -m tolaria.cards.oracle.report [--json]`: the bundled database's coverage."""
    import sys
    report = coverage()
    print(json.dumps(report.to_json(), indent=1) if "--json" in sys.argv else report.to_text())


if __name__ == "__main__":                            # pragma: no cover
    main()
