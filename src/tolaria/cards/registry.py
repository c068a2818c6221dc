"""From a card name to a playable `CardDef`: printed data plus behaviour.

A card is supported when every line of its Oracle text is read: by the Oracle
compiler (`tolaria.cards.oracle`), or, for the few cards with a hand-written
definition (`tolaria.cards.definitions`), by the keyword readers here plus the
definition. Anything else is a gap, and the card is refused, never approximated.
`card_def` compiles lazily, one card at a time, and caches the result.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache

from tolaria.cards import definitions  # noqa: F401  (registers the DSL definitions)
from tolaria.cards.database import CardData, CardDatabase
from tolaria.cards.dsl import DEFINITIONS
from tolaria.cards.oracle import keyword_lines
from tolaria.cards.oracle.keyword_lines import equip_line, landwalk, quality_keywords
from tolaria.data.ir import ActivatedAbility, CardDef, Cost, printed_number
from tolaria.data.mana import parse_cost
from tolaria.data.qualities import HEXPROOF_FROM

# Keyword abilities the engine implements (CR 702), by their lower-case names.
KEYWORDS = frozenset({
    "flying", "reach", "first strike", "double strike", "trample", "deathtouch",
    "lifelink", "vigilance", "haste", "defender", "menace",
    "plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk",   # CR 702.14
    "hexproof", "shroud", "indestructible", "flash",          # CR 702.11, 702.18, 702.12, 702.8
    "prowess",                                                # CR 702.108 (tolaria.rules.triggers)
    "infect",                                                 # CR 702.90 (tolaria.rules.events)
    "wither",                                                 # CR 702.80 (tolaria.rules.events)
    "fear", "intimidate", "shadow", "horsemanship", "skulk",  # tolaria.rules.keywords.evasion
    "flanking",                                               # CR 702.25 (keywords.flanking)
    "split second",                                           # CR 702.61 (tolaria.rules.priority)
    "daybound", "nightbound",                                 # CR 702.145 (rules.day_night)
    "aftermath",                                              # CR 702.127 (rules.priority)
    "fuse",                                                   # CR 702.102 (oracle.compiler)
    "phasing",                                                # CR 702.26 (keywords.phasing)
    "banding",                                                # CR 702.22 (keywords.banding)
})
# Keyword lines other rules account for: "Enchant creature" is the Aura's enchant restriction.
ENCHANT_LINE = re.compile(r"^enchant (creature)$")
# "{T}: Add {G}.", "{T}: Add {C}{C}.", "{T}: Add {W} or {U}." (CR 605.1a)
MANA_LINE = re.compile(r"^\{T\}: Add ((?:\{[WUBRGC]\})+(?: or (?:\{[WUBRGC]\})+)*)\.$")
_REMINDER = re.compile(r"\s*\([^)]*\)")


class UnsupportedCard(ValueError):
    """A card whose rules text the engine can't play exactly; `gaps` are the unread lines."""

    def __init__(self, name: str, gaps: list[str]) -> None:
        self.name = name
        self.gaps = gaps
        super().__init__(f"{name} is not supported: can't read " + "; ".join(
            repr(g) for g in gaps))


# Oracle separates the keywords of a line with commas, or with semicolons after a keyword
# with a parameter ("Double strike; bushido 2").
_KEYWORD_SEPARATOR = re.compile(r"[,;]")


def keyword_words(line: str) -> list[str]:
    """The keywords of a keyword line as written, one each."""
    return _KEYWORD_SEPARATOR.split(line)


def keyword_line(line: str) -> frozenset[str] | None:
    """The keywords of a line such as "Flying, vigilance", or None if it isn't one.

    Keywords with a parameter: "protection from black and from red" (CR 702.16),
    "hexproof from white" (CR 702.11d), landwalk of every kind (CR 702.14), and those
    with a cost or a number, "Swampcycling {2}", "Modular 1" (`tolaria.cards.oracle.keyword_lines`).
    """
    whole = quality_keywords(line.strip().lower(), HEXPROOF_FROM)
    if whole is not None:                 # "Hexproof from artifacts, creatures, and ..."
        return whole
    found: set[str] = set()
    for word in (w.strip().lower() for w in keyword_words(line)):
        if word in KEYWORDS:
            found.add(word)
            continue
        named = (quality_keywords(word) or quality_keywords(word, HEXPROOF_FROM)
                 or landwalk(word))
        if named is None:
            parts = keyword_lines.read(word)
            if parts is None:
                return None
            named = parts.keywords
        found |= named
    return frozenset(found) if found else None


def mana_line(line: str) -> ActivatedAbility | None:
    """A "{T}: Add ..." mana ability line (CR 605.1a), or None."""
    found = MANA_LINE.match(line)
    if found is None:
        return None
    options = tuple(o.replace("{", "").replace("}", "") for o in found.group(1).split(" or "))
    return ActivatedAbility(cost=Cost(tap=True), mana=options, text=line)


def read_text(data: CardData, defined: bool
              ) -> tuple[frozenset[str], list[ActivatedAbility], list[str]]:
    """Keywords, mana and equip abilities (CR 702.6) in the Oracle text, and the lines
    nothing reads."""
    keywords: set[str] = set()
    mana: list[ActivatedAbility] = []
    gaps: list[str] = []
    for raw in data.text.split("\n") if data.text else ():
        line = _REMINDER.sub("", raw).strip()
        if not line:
            continue                                  # reminder text only (CR 207.2)
        found = keyword_line(line)
        ability = (mana_line(line) or equip_line(line)) if found is None else None
        if found is not None:
            keywords |= found
        elif ability is not None:
            mana.append(ability)
        elif ENCHANT_LINE.match(line.lower()) and defined:
            continue
        elif not defined:
            gaps.append(raw)
    return frozenset(keywords), mana, gaps


def keyword_abilities(text: str) -> keyword_lines.KeywordParts:
    """The abilities of the keywords written with a cost or a number (CR 702)."""
    found = []
    for raw in text.split("\n") if text else ():
        line = _REMINDER.sub("", raw).strip()
        if line and keyword_line(line) is not None:
            found += [p for p in map(keyword_lines.read, line.split(",")) if p is not None]
    return keyword_lines.merge(found)


def _int_or_none(value: str | None, name: str, what: str, cda: bool = False) -> int | None:
    try:
        return printed_number(value, cda)
    except ValueError:
        raise UnsupportedCard(name, [f"{what} {value} (characteristic-defining)"]) from None


def build(data: CardData) -> CardDef:
    """Build the CardDef of a database record, or raise UnsupportedCard.

    Cards are compiled from their Oracle text (`tolaria.cards.oracle`); the few with a
    hand-written definition are built by `build_defined`.
    """
    from tolaria.cards.oracle import compile_card
    compiled = compile_card(data)
    if compiled.card is None:
        raise UnsupportedCard(data.name, compiled.gaps)
    return compiled.card


def build_defined(data: CardData) -> CardDef:
    """Build a card with a hand-written definition (DSL), or raise UnsupportedCard."""
    parts = DEFINITIONS.get(data.name, {})
    keywords, mana, gaps = read_text(data, bool(parts))
    if gaps:
        raise UnsupportedCard(data.name, gaps)
    if data.layout not in ("normal",):
        raise UnsupportedCard(data.name, [f"layout {data.layout}"])
    cost = parse_cost(data.mana_cost) if data.mana_cost else None
    cda = any(getattr(a, "cda", False) for a in parts.get("static", ()))
    colors = frozenset(parts["colors"]) if "colors" in parts else (
        cost.colors if cost else frozenset())                       # CR 202.2
    extra = keyword_abilities(data.text)
    spell = parts.get("spell")
    if extra.alternatives:                        # madness: a way to cast the spell (CR 118.9)
        if spell is None:
            raise UnsupportedCard(data.name, ["an alternative cost on a permanent card"])
        spell = replace(spell, alternative_costs=spell.alternative_costs + extra.alternatives)
    return CardDef(
        name=data.name, mana_cost=cost, types=frozenset(data.card_types),
        subtypes=tuple(data.subtypes), supertypes=frozenset(data.supertypes), colors=colors,
        power=_int_or_none(data.power, data.name, "power", cda),
        toughness=_int_or_none(data.toughness, data.name, "toughness", cda),
        loyalty=_int_or_none(data.loyalty, data.name, "loyalty"),
        keywords=keywords | frozenset(parts.get("keywords", ())),
        spell=spell, activated=tuple(mana) + tuple(parts.get("activated", ())) + extra.activated,
        triggered=tuple(parts.get("triggered", ())) + extra.triggered,
        static=tuple(parts.get("static", ())) + extra.static,
        enchant=parts.get("enchant"), enters_as_copy=parts.get("enters_as_copy"),
        text=data.text,
    )


@cache
def card_def(name: str) -> CardDef:
    """The playable definition of a card (raises UnknownCard or UnsupportedCard)."""
    return build(CardDatabase.bundled().get(name))


def melded_from(name: str) -> tuple[CardDef, CardDef] | None:
    """The two meld cards whose combined back face is named `name` (CR 712.5), each
    playable, or None."""
    from tolaria.cards.oracle.compiler import meld_pair
    database = CardDatabase.bundled()
    canonical = database.resolve(name)
    if canonical is None or not database.get(canonical).is_back_face:
        return None
    pair = meld_pair(canonical)
    if len(pair) != 2 or not all(is_supported(front) for front in pair):
        return None
    first, second = (card_def(front) for front in pair)
    return first, second


def is_supported(name: str) -> bool:
    try:
        card_def(name)
    except UnsupportedCard:
        return False
    return True


def unsupported(names: list[str]) -> dict[str, list[str]]:
    """The cards among `names` the engine can't play, each with its unread lines."""
    out: dict[str, list[str]] = {}
    for name in dict.fromkeys(names):
        try:
            card_def(name)
        except UnsupportedCard as exc:
            out[exc.name] = exc.gaps
    return out
