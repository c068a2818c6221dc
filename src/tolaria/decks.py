"""Deck lists: parsing, validation against the card database, and built-in decks.

Three formats are recognised automatically:

* plain text: ``4 Lightning Bolt`` or ``4x Lightning Bolt`` lines, ``//`` and
  ``#`` comments, blank lines ignored, a ``Sideboard`` section (or ``SB:``
  line prefix);
* MTG Arena exports: ``Deck``/``Commander``/``Companion``/``Sideboard``
  headers, ``4 Lightning Bolt (M10) 146`` lines (set code and collector
  number dropped); without a ``Sideboard`` header a blank line after the main
  deck starts the sideboard;
* MTGO ``.dek`` XML: ``<Cards Quantity="4" Sideboard="false" Name="..."/>``.

Card names are checked and canonicalised through a CardDatabase. `check_deck` checks a
deck against a format's rules (`FORMATS`; CR 100.2a, 100.4a, the card data's legalities).
"""

from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from tolaria.cards.database import CardDatabase, UnknownCard
from tolaria.cards.oracle.keywords import named_partner

__all__ = ["BUILTIN_DECKS", "COMMANDER_DECKS", "FORMATS", "Deck", "DeckCheck", "DeckError",
           "DeckProblem", "FormatRules", "builtin_deck_text", "check_commander", "check_deck",
           "load_deck", "parse_deck", "partners", "size_warnings"]

BUILTIN_DECKS: tuple[str, ...] = ("green", "red", "wu", "br")
# Built-in Commander decks (CR 903.5), in `deckfiles/commander/`: `tolaria play --format
# commander` plays them by default.
COMMANDER_DECKS: tuple[str, ...] = ("krenko-goblins", "ezuri-elves", "adeline-humans",
                                    "talrand-spells")
COMMANDER_DECK_SIZE = 100                 # CR 903.5a

MAIN = "main"
SIDEBOARD = "sideboard"
COMMANDER = "commander"                   # the deck's commander(s) (CR 903.3, 702.124)
COMPANION = "companion"                   # its companion, kept in the sideboard (702.139a)

_LINE = re.compile(r"^(?P<count>[+-]?\d+)[xX]?\s+(?P<name>\S.*?)\s*$")
_SET_SUFFIX = re.compile(r"\s+\([A-Za-z0-9]{2,8}\)(?:\s+[^\s()]+)?(?:\s+\*[A-Za-z]+\*)*$")
_ARENA_SUFFIX = re.compile(r"\s\([A-Z0-9]{2,8}\)\s+[^\s()]+$")
_NAME_COMMENT = re.compile(r"^(?://|#)\s*name\s*:\s*(?P<name>.+?)\s*$", re.IGNORECASE)
_SB_PREFIX = re.compile(r"^SB:\s*", re.IGNORECASE)

# Section headers (compared case-insensitively, trailing ":" optional).
_HEADERS: dict[str, str] = {
    "deck": "deck",
    "main": "deck",
    "maindeck": "deck",
    "main deck": "deck",
    "mainboard": "deck",
    "commander": "commander",
    "companion": "companion",
    "sideboard": "sideboard",
    "side board": "sideboard",
    "about": "about",
}
_ARENA_HEADERS = frozenset({"deck", "commander", "companion", "about"})
_SECTION_ZONE = {"deck": MAIN, "commander": COMMANDER, "companion": COMPANION,
                 "sideboard": SIDEBOARD}


class DeckError(ValueError):
    """A deck list could not be read; the message names the source and line(s).

    ``problems`` holds ``(line number or None, description)`` pairs.
    """

    def __init__(self, source: str, problems: list[tuple[int | None, str]]) -> None:
        self.source = source
        self.problems = sorted(problems, key=lambda p: p[0] or 0)
        super().__init__(self._render())

    def _render(self) -> str:
        if len(self.problems) == 1:
            line, text = self.problems[0]
            where = "" if line is None else f", line {line}"
            return f"{self.source}{where}: {text}"
        lines = [f"{self.source}: {len(self.problems)} problems:"]
        lines += [f"  {_label(line)}: {text}" for line, text in self.problems]
        return "\n".join(lines)

    @classmethod
    def single(cls, source: str, message: str, line: int | None = None) -> DeckError:
        """A DeckError with one problem."""
        return cls(source, [(line, message)])


def _label(line: int | None) -> str:
    return "deck" if line is None else f"line {line}"


@dataclass(slots=True)
class Deck:
    """A deck list: (count, canonical card name) pairs in file order; `commander` is the
    deck's `Commander` section (CR 903.3), `main` the rest of the deck."""

    name: str
    main: list[tuple[int, str]] = field(default_factory=list)
    sideboard: list[tuple[int, str]] = field(default_factory=list)
    commander: list[tuple[int, str]] = field(default_factory=list)
    companion: list[tuple[int, str]] = field(default_factory=list)   # also in `sideboard`

    def cards(self) -> list[str]:
        """The whole deck, one name per card, in file order: its commanders, then the
        main deck."""
        return _expand(self.commander) + _expand(self.main)

    def commanders(self) -> list[str]:
        """The deck's commanders (CR 903.3): its `Commander` section; in an MTGO .dek file,
        which has none, the one or two cards of the sideboard of a 100-card deck."""
        if self.commander:
            return _expand(self.commander)
        side = _expand(self.sideboard)
        if 1 <= len(side) <= 2 and len(side) + len(_expand(self.main)) == COMMANDER_DECK_SIZE:
            return side
        return []

    def library_cards(self) -> list[str]:
        """The cards that become the library in a Commander game: the deck without its
        commanders (CR 903.6)."""
        cards = self.cards()
        for name in self.commanders():
            if name in cards:
                cards.remove(name)
        return cards

    def sideboard_cards(self) -> list[str]:
        """The sideboard, one name per card, in file order."""
        return _expand(self.sideboard)

    def to_text(self) -> str:
        """The deck in plain-text format (parse_deck reads it back unchanged)."""
        lines = [f"// Name: {self.name}"]
        if self.commander:
            lines += ["Commander"] + [f"{count} {name}" for count, name in self.commander]
            lines += ["", "Deck"]
        lines += [f"{count} {name}" for count, name in self.main]
        if self.sideboard:
            lines += ["", "Sideboard"]
            lines += [f"{count} {name}" for count, name in self.sideboard]
        return "\n".join(lines) + "\n"


def _expand(entries: list[tuple[int, str]]) -> list[str]:
    return [name for count, name in entries for _ in range(count)]


@dataclass(slots=True)
class _Entry:
    """One card line before its name is checked."""

    line: int
    count: int
    name: str
    zone: str


@dataclass(slots=True)
class _Parsed:
    """What a format parser found: entries, problems and maybe a deck name."""

    entries: list[_Entry] = field(default_factory=list)
    problems: list[tuple[int | None, str]] = field(default_factory=list)
    name: str | None = None


# --------------------------------------------------------------------- text


def _header(line: str) -> str | None:
    """The section a header line opens, or None if it is not a header."""
    return _HEADERS.get(line.rstrip(":").strip().casefold())


def _is_arena(lines: list[str]) -> bool:
    """Whether the text looks like an MTG Arena export."""
    for line in lines:
        stripped = line.strip()
        if _header(stripped) in _ARENA_HEADERS or _ARENA_SUFFIX.search(stripped):
            return True
    return False


def _card_line(text: str, number: int, zone: str, parsed: _Parsed) -> None:
    """Parse ``4 Name`` into an entry, or record what is wrong with it."""
    match = _LINE.match(text)
    if match is None:
        parsed.problems.append((number, f"expected '<count> <card name>', got {text!r}"))
        return
    count = int(match["count"])
    if count <= 0:
        parsed.problems.append((number, f"count must be a positive integer, got {count}"))
        return
    parsed.entries.append(_Entry(number, count, match["name"], zone))


def _parse_text(text: str) -> _Parsed:
    """Parse plain-text and Arena deck lists."""
    lines = text.splitlines()
    arena = _is_arena(lines)
    explicit_sideboard = any(
        _header(line.strip()) == "sideboard" or _SB_PREFIX.match(line.strip()) for line in lines
    )
    parsed = _Parsed()
    section, deck_seen = "deck", False
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line:
            if arena and not explicit_sideboard and section == "deck" and deck_seen:
                section = "sideboard"
            continue
        if line.startswith(("//", "#")):
            named = _NAME_COMMENT.match(line)
            parsed.name = named["name"] if named else parsed.name
            continue
        header = _header(line)
        if header is not None:
            section = header
            continue
        if section == "about":
            if line.casefold().startswith("name "):
                parsed.name = line[5:].strip()
            continue
        if _SB_PREFIX.match(line):
            _card_line(_SB_PREFIX.sub("", line), number, SIDEBOARD, parsed)
            continue
        deck_seen = deck_seen or section == "deck"
        _card_line(line, number, _SECTION_ZONE[section], parsed)
    return parsed


# ---------------------------------------------------------------------- XML


def _parse_dek(text: str) -> _Parsed:
    """Parse an MTGO ``.dek`` XML file, tracking line numbers as it goes."""
    parsed = _Parsed()
    parser = ET.XMLPullParser(events=("start",))
    root_seen = False
    lines = text.splitlines(keepends=True)
    number = 0
    try:
        for number, line in enumerate(lines, start=1):
            parser.feed(line)
            for _event, element in parser.read_events():
                if not root_seen:
                    root_seen = True
                    if element.tag != "Deck":
                        parsed.problems.append((number, f"expected <Deck>, got <{element.tag}>"))
                        return parsed
                elif element.tag == "Cards":
                    _dek_card(element, number, parsed)
        parser.close()
    except ET.ParseError as error:
        line = error.position[0] if error.position else number
        parsed.problems.append((line, f"malformed XML: {error}"))
    return parsed


def _dek_card(element: ET.Element, number: int, parsed: _Parsed) -> None:
    """Read one ``<Cards>`` element."""
    name = (element.get("Name") or "").strip()
    quantity = (element.get("Quantity") or "").strip()
    side = (element.get("Sideboard") or "false").strip().casefold()
    if not name:
        parsed.problems.append((number, "<Cards> element has no Name"))
        return
    if side not in ("true", "false"):
        parsed.problems.append((number, f"Sideboard must be true or false, got {side!r}"))
        return
    if not re.fullmatch(r"[+-]?\d+", quantity) or int(quantity) <= 0:
        parsed.problems.append((number, f"Quantity must be a positive integer, got {quantity!r}"))
        return
    zone = SIDEBOARD if side == "true" else MAIN
    parsed.entries.append(_Entry(number, int(quantity), name, zone))


# ------------------------------------------------------------- validation


def _canonical(name: str, database: CardDatabase) -> str:
    """The canonical name, trying the name as written and without a set code.

    Raises UnknownCard for the set-code-free form.
    """
    found = database.resolve(name)
    if found is not None:
        return found
    bare = _SET_SUFFIX.sub("", name)
    found = database.resolve(bare)
    if found is None:
        raise UnknownCard(bare, database.suggest(bare))
    return found


def _build(parsed: _Parsed, name: str, database: CardDatabase, source: str) -> Deck:
    """Canonicalise names, merge repeated cards and check the deck is not empty."""
    problems = list(parsed.problems)
    deck = Deck(parsed.name or name)
    positions: dict[tuple[str, str], int] = {}
    for entry in parsed.entries:
        try:
            card = _canonical(entry.name, database)
        except UnknownCard as unknown:
            problems.append((entry.line, str(unknown)))
            continue
        if entry.zone == COMPANION:               # outside the game: the sideboard (702.139a)
            deck.companion.append((entry.count, card))
        zone = {MAIN: deck.main, COMMANDER: deck.commander}.get(entry.zone, deck.sideboard)
        key = (entry.zone, card)
        if key in positions:
            count, _ = zone[positions[key]]
            zone[positions[key]] = (count + entry.count, card)
        else:
            positions[key] = len(zone)
            zone.append((entry.count, card))
    if not problems and not deck.main and not deck.commander:
        problems.append((None, "the deck has no main-deck cards"))
    if problems:
        raise DeckError(source, problems)
    return deck


def _default_name(source: str) -> str:
    """A deck name derived from its source (file stem), or "deck"."""
    if source.startswith("<"):
        return "deck"
    return Path(source).stem or "deck"


def parse_deck(text: str, source: str = "<deck>", database: CardDatabase | None = None) -> Deck:
    """Parse a deck list in any supported format; raise DeckError on problems.

    Every unknown card name is reported in one DeckError, with line numbers
    and suggestions.
    """
    database = database or CardDatabase.bundled()
    if text.lstrip("\ufeff \t\r\n").startswith("<"):
        parsed = _parse_dek(text)
    else:
        parsed = _parse_text(text)
    return _build(parsed, _default_name(source), database, source)


def _read_text(path: Path) -> str:
    """Read a deck file as UTF-8 (with or without BOM)."""
    try:
        return path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as error:
        raise DeckError.single(str(path), f"not UTF-8 text ({error.reason})") from error
    except OSError as error:
        raise DeckError.single(str(path), f"cannot read file: {error.strerror}") from error


def builtin_deck_text(name: str) -> str:
    """The text of a built-in deck ("green", "red", "wu", "br", or a Commander deck of
    `COMMANDER_DECKS`)."""
    if name not in BUILTIN_DECKS + COMMANDER_DECKS:
        raise DeckError.single(name, f"no built-in deck named {name!r}")
    resource = resources.files(__package__ or "tolaria").joinpath("deckfiles")
    if name in COMMANDER_DECKS:
        resource = resource.joinpath("commander")
    return resource.joinpath(f"{name}.txt").read_text(encoding="utf-8")


def load_deck(
    path_or_builtin: str | os.PathLike[str], database: CardDatabase | None = None
) -> Deck:
    """Load a deck file, or a built-in deck by name ("green", "red", "wu", "br")."""
    path = Path(path_or_builtin)
    if path.is_file():
        return parse_deck(_read_text(path), str(path), database)
    name = os.fspath(path_or_builtin)
    if name in BUILTIN_DECKS + COMMANDER_DECKS:
        return parse_deck(builtin_deck_text(name), f"{name}.txt", database)
    builtins = ", ".join(BUILTIN_DECKS + COMMANDER_DECKS)
    message = f"no such deck file or built-in deck (built-in decks: {builtins})"
    raise DeckError.single(name, message)


# ------------------------------------------------------------- deck checking
#
# A format's deck rules (CR 100.2a, 100.4a; the formats' banned and restricted lists come
# from the card data's legalities). `FORMATS` maps a format's name to its `FormatRules`;
# `check_deck` runs the generic checks, then the format's own (`FormatRules.checks`), so
# a format with rules of its own (Commander's singleton, colour identity and commander,
# CR 903) adds them there.

BASIC = "Basic"
ANY_NUMBER = re.compile(r"A deck can have any number of cards named ")
UP_TO = re.compile(r"A deck can have up to (\w+) cards named ")
_WORD_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10}
SMALL_DECK = 40            # without a format, a smaller deck gets a warning (CR 100.2a)


@dataclass(frozen=True, slots=True)
class DeckProblem:
    """One thing wrong with a deck for a format: `kind` is "size", "copies", "banned",
    "restricted", "not legal", "sideboard" (or a format's own kind); `card` the card's
    name when it is about one card."""

    kind: str
    message: str
    card: str | None = None


@dataclass(slots=True)
class DeckCheck:
    """What `check_deck` found: `problems` make the deck illegal in the format;
    `warnings` don't (a card whose legality the data doesn't know)."""

    deck: Deck
    format: str | None
    problems: list[DeckProblem] = field(default_factory=list)
    warnings: list[DeckProblem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def report(self) -> str:
        """The problems and warnings, one a line."""
        name, size = self.deck.name, len(self.deck.cards())
        if self.problems:
            head = f"{name}: {len(self.problems)} problem(s) for {self.format}"
        elif self.format:
            head = f"{name}: legal for {self.format} ({size} cards)"
        else:
            head = f"{name}: {size} cards (no format given)"
        lines = [head]
        lines += [f"  - {p.message}" for p in self.problems]
        lines += [f"  warning: {w.message}" for w in self.warnings]
        return "\n".join(lines)


@dataclass(frozen=True, slots=True)
class FormatRules:
    """A format's deck rules: the main deck's least and greatest size, the most copies of
    a card that isn't a basic land (None: no limit here), the sideboard's greatest size,
    the legality column of the card data it reads (its name by default), and checks of
    its own: functions `(deck, rules, database, result)` that add to `result`."""

    name: str
    min_main: int
    max_main: int | None = None
    max_copies: int | None = 4
    max_sideboard: int | None = 15
    legality: str = ""
    checks: tuple[Any, ...] = ()

    @property
    def column(self) -> str:
        return self.legality or self.name


def _constructed(name: str) -> FormatRules:
    return FormatRules(name, min_main=60)                              # CR 100.2a, 100.4a


FORMATS: dict[str, FormatRules] = {
    **{name: _constructed(name) for name in
       ("standard", "pioneer", "modern", "legacy", "vintage", "pauper")},
    # CR 903.5a-d: exactly 100 cards with the commander(s), singleton, colour identity and
    # the commander itself: Commander's own check (`check_commander`).
    "commander": FormatRules("commander", min_main=0, max_main=None, max_copies=None,
                             max_sideboard=None, checks=(lambda deck, rules, database, result:
                                                         _commander_check(deck, database, result),)),
}


def check_deck(deck: Deck, format_: str, database: CardDatabase | None = None) -> DeckCheck:
    """Every problem `deck` has in `format_` (a key of `FORMATS`): its size, copies of a
    card, banned, restricted and not-legal cards, its sideboard's size."""
    if format_ not in FORMATS:
        raise ValueError(f"unknown format {format_!r} (formats: {', '.join(FORMATS)})")
    rules = FORMATS[format_]
    database = database or CardDatabase.bundled()
    result = DeckCheck(deck, format_)
    _check_size(deck, rules, result)
    _check_cards(deck, rules, database, result)
    for check in rules.checks:
        check(deck, rules, database, result)
    return result


def size_warnings(deck: Deck) -> DeckCheck:
    """A deck checked without a format: a warning if it has fewer than 40 cards."""
    result = DeckCheck(deck, None)
    size = len(deck.cards())
    if size < SMALL_DECK:
        result.warnings.append(DeckProblem(
            "size", f"the deck has {size} cards: a constructed deck has at least 60, a "
                    f"limited deck at least {SMALL_DECK} (CR 100.2a-b)"))
    return result


def _check_size(deck: Deck, rules: FormatRules, result: DeckCheck) -> None:
    size, side = len(deck.cards()), len(deck.sideboard_cards())
    if size < rules.min_main or (rules.max_main is not None and size > rules.max_main):
        wanted = (f"exactly {rules.min_main}" if rules.max_main == rules.min_main
                  else f"at least {rules.min_main}")
        result.problems.append(DeckProblem(
            "size", f"the main deck has {size} cards; {rules.name} needs {wanted} "
                    f"(CR {'903.5a' if rules.max_main else '100.2a'})"))
    if rules.max_sideboard is not None and side > rules.max_sideboard:
        result.problems.append(DeckProblem(
            "sideboard", f"the sideboard has {side} cards; at most {rules.max_sideboard} "
                         "(CR 100.4a)"))


def _check_cards(deck: Deck, rules: FormatRules, database: CardDatabase,
                 result: DeckCheck) -> None:
    counts: dict[str, int] = {}
    for count, name in deck.commander + deck.main + deck.sideboard:   # CR 100.4a, 903.3
        counts[name] = counts.get(name, 0) + count
    for name, count in counts.items():
        data = database.get(name)
        status = data.legality(rules.column)
        if status is None:
            result.warnings.append(DeckProblem(
                "unknown", f"{name}: the card data has no legalities for it (spoiler-time "
                           "data); not checked", name))
        elif status in ("banned", "not legal"):
            result.problems.append(DeckProblem(
                status, f"{name} is {status} in {rules.name}", name))
        elif status == "restricted" and count > 1:
            result.problems.append(DeckProblem(
                "restricted", f"{count} {name}: restricted in {rules.name}, at most 1", name))
        limit = _copy_limit(data, rules)
        if limit is not None and count > limit:
            result.problems.append(DeckProblem(
                "copies", f"{count} {name}: at most {limit} copies of a card other than a "
                          "basic land (CR 100.2a)", name))


def _copy_limit(data: Any, rules: FormatRules) -> int | None:
    """How many copies of this card a deck may hold (CR 100.2a); None: any number."""
    if rules.max_copies is None or BASIC in data.supertypes:
        return None
    if ANY_NUMBER.search(data.text):
        return None
    found = UP_TO.search(data.text)
    if found:
        return _WORD_NUMBERS.get(found.group(1).lower(), rules.max_copies)
    return rules.max_copies


_CAN_BE_COMMANDER = re.compile(r"can be your commander", re.IGNORECASE)
_PARTNER_WITH = re.compile(r"^Partner with ([^(\n]+?)\s*(?:\(|$)", re.MULTILINE)
_SINGLETON = FormatRules("singleton", min_main=0, max_copies=1)     # CR 903.5b


def _commander_check(deck: Deck, database: CardDatabase, result: DeckCheck) -> None:
    """`FormatRules.checks` of Commander: `check_commander`'s problems."""
    result.problems += [DeckProblem("commander", problem)
                        for problem in check_commander(deck, database)]


def check_commander(deck: Deck, database: CardDatabase) -> list[str]:
    """CR 903.3, 903.5, 702.124: a Commander deck's commanders, size, singleton rule and
    colour identity."""
    from tolaria.cards.identity import color_identity, identity_text, land_type_colors
    commanders = deck.commanders()
    problems = _commander_problems(commanders, database)
    size = len(deck.cards()) if deck.commander else len(deck.cards()) + len(commanders)
    if size != COMMANDER_DECK_SIZE:
        problems.append(f"the deck has {size} cards with its commander{'s' * (len(commanders) > 1)}; "
                        f"a Commander deck has exactly {COMMANDER_DECK_SIZE} (CR 903.5a)")
    problems += _singleton_problems(deck, database)
    identity = frozenset().union(*(color_identity(c) for c in commanders)) \
        if commanders else frozenset("WUBRG")                     # CR 702.124c: both
    for name in dict.fromkeys(deck.library_cards()):
        outside = color_identity(name) - identity
        if outside:
            problems.append(f"{name}: its color identity ({identity_text(color_identity(name))})"
                            f" isn't within the commander's ({identity_text(identity)}) "
                            "(CR 903.5c)")
        elif land_type_colors(name) - identity:
            problems.append(f"{name}: it could produce {identity_text(land_type_colors(name))} "
                            f"mana, outside the commander's color identity (CR 903.5d)")
    return problems


def _commander_problems(commanders: list[str], database: CardDatabase) -> list[str]:
    """CR 903.3, 903.3a: each commander is a legendary creature (or says it can be a
    commander); CR 702.124: two commanders need matching partner abilities."""
    if not commanders:
        return ["the deck names no commander: a 'Commander' section (CR 903.3)"]
    if len(commanders) > 2:
        return [f"{len(commanders)} commanders: at most two, with partner abilities "
                "(CR 702.124g)"]
    problems = []
    for name in commanders:
        card = database.get(name)
        if not (("Legendary" in card.supertypes and "Creature" in card.card_types)
                or _CAN_BE_COMMANDER.search(card.text)):
            problems.append(f"{name} can't be a commander: it isn't a legendary creature "
                            "(CR 903.3)")
    if len(commanders) == 2 and not problems and not partners(
            database.get(commanders[0]), database.get(commanders[1])):
        problems.append(f"{commanders[0]} and {commanders[1]} don't share a partner ability: "
                        "only partners can be two commanders (CR 702.124a, 702.124f)")
    return problems


def partners(a: Any, b: Any) -> bool:
    """CR 702.124: may these two cards be a deck's two commanders? Both with partner
    (702.124h), "partner with" each other (702.124j), both friends forever (702.124i),
    choose a Background and a Background (702.124k)."""
    def lines(card: Any) -> set[str]:
        return {line.strip().lower() for line in re.sub(r"\([^)]*\)", "", card.text).split("\n")}
    la, lb = lines(a), lines(b)
    if "partner" in la and "partner" in lb:
        return True
    named_a, named_b = _PARTNER_WITH.findall(a.text), _PARTNER_WITH.findall(b.text)
    if b.name in named_a and a.name in named_b:
        return True
    if any("friends forever" in line for line in la) and \
            any("friends forever" in line for line in lb):
        return True
    if {n for line in la if (n := named_partner(line))} & \
            {n for line in lb if (n := named_partner(line))}:
        return True                       # "Partner—Survivors" on both (CR 702.124a, f)
    for x, lx, y in ((a, la, b), (b, lb, a)):
        if "choose a background" in lx and "Background" in y.subtypes and \
                "Legendary" in y.supertypes and "Creature" in x.card_types:
            return True
    return False


def _singleton_problems(deck: Deck, database: CardDatabase) -> list[str]:
    """CR 903.5b: other than basic lands, one card of each name (or as many as a card
    allows: "A deck can have any number of cards named ...")."""
    counts: dict[str, int] = {}
    for name in deck.cards():
        counts[name] = counts.get(name, 0) + 1
    problems = []
    for name, count in counts.items():
        limit = _copy_limit(database.get(name), _SINGLETON)
        if limit is None or count <= limit:
            continue
        problems.append(f"{count} cards named {name}: a Commander deck has one of each card "
                        "but basic lands (CR 903.5b)")
    return problems
