"""The Oracle card database: card records, name lookup and simple search.

The bundled database (``tolaria/cards/data/cards.json.gz``, built by
``scripts/build_cards.py``) is read on first use, never at import time.  Its
layout is one JSON array per line, so loading only splits the lines and reads
each card's name; a card's full record is decoded when it is first asked for.

Which database the engine uses (`CardDatabase.bundled()`): the user's own, imported
from an MTGJSON AtomicCards file by ``tolaria cards import`` (`user_database_path()`),
when there is one; else the one shipped with tolaria. ``TOLARIA_CARDS=bundled`` forces
the shipped one (the test suite sets it, so results don't depend on the machine).
"""

from __future__ import annotations

import difflib
import gzip
import json
import os
import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, fields
from functools import cache
from importlib import resources
from typing import Any

__all__ = ["LEGALITY_CODES", "LEGALITY_FORMATS", "CardData", "CardDatabase", "UnknownCard", "card_data", "database_in_use",
           "fold_name", "user_database_path"]

FORMAT_NAME = "tolaria-cards"
FORMAT_VERSION = 1
_BUNDLED_RESOURCE = ("data", "cards.json.gz")
USER_DATABASE = "cards.json.gz"
# The formats whose legalities the database keeps (CR 100.6; `tolaria.decks` checks them).
# A record holds them as one letter a format, in this order (the file's header says the
# order): "l" legal, "b" banned, "r" restricted, "-" not legal ("llllll-").
LEGALITY_FORMATS = ("standard", "pioneer", "modern", "legacy", "vintage", "pauper", "commander")
LEGALITY_CODES = {"l": "legal", "b": "banned", "r": "restricted", "-": "not legal"}
FORCE_BUNDLED = "TOLARIA_CARDS"          # set to "bundled" to ignore the user's database


@dataclass(frozen=True, slots=True)
class CardData:
    """One card's Oracle characteristics, as printed (strings kept verbatim)."""

    name: str
    mana_cost: str | None  # "{2}{W}", or None for no mana cost (lands)
    type_line: str
    card_types: tuple[str, ...]  # ("Artifact", "Creature")
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    power: str | None  # "2", "*", "1+*"
    toughness: str | None
    loyalty: str | None
    text: str  # Oracle text, lines joined by "\n"
    layout: str
    color_identity: tuple[str, ...]
    keywords: tuple[str, ...]
    face: str | None = None  # "back" for a transform back face
    front: str | None = None  # a back face's front face name
    back: str | None = None  # a transform front face's back face name
    color_indicator: tuple[str, ...] = ()  # CR 204: ("G",) for Dryad Arbor
    defense: str | None = None  # a battle's printed defense (CR 310.4)
    # (("modern", "legal"), ("vintage", "restricted"), ...) of `LEGALITY_FORMATS`, the formats
    # it isn't legal in left out; None when the data has none (spoiler-time cards)
    legalities: tuple[tuple[str, str], ...] | None = None
    first_printing: str | None = None  # the set code of its first printing ("LEA")
    source: str | None = None  # which card data the record came from (`CardDatabase.sources`)
    faces: tuple[CardData, ...] = ()  # every face of a split, adventure, MDFC or flip card

    @property
    def is_back_face(self) -> bool:
        """True for the back face of a transforming card, and for a meld pair's combined
        back face, a record of its own named without " // " (CR 712.4b)."""
        return self.face == "back" or (self.layout == "meld" and " // " not in self.name)

    def legality(self, format_: str) -> str | None:
        """"legal", "banned", "restricted" or "not legal" in a format; None when the data
        has no legalities for this card."""
        if self.legalities is None:
            return None
        return dict(self.legalities).get(format_, "not legal")


_FIELD_NAMES: tuple[str, ...] = tuple(f.name for f in fields(CardData))
_DEFAULTS: dict[str, str] = {"type_line": "", "text": "", "layout": "normal"}
_TUPLE_FIELDS = frozenset({"card_types", "subtypes", "supertypes", "color_identity", "keywords",
                           "color_indicator"})


class UnknownCard(KeyError):
    """No card has the requested name; ``suggestions`` holds close names."""

    def __init__(self, name: str, suggestions: Iterable[str] = ()) -> None:
        self.name = name
        self.suggestions: tuple[str, ...] = tuple(suggestions)
        super().__init__(name)

    def __str__(self) -> str:
        message = f"unknown card {self.name!r}"
        if self.suggestions:
            message += f" (did you mean: {', '.join(self.suggestions)}?)"
        return message


_FOLD_TABLE = str.maketrans(
    {
        "\u2019": "'",  # right single quotation mark
        "\u2018": "'",  # left single quotation mark
        "\u02bc": "'",  # modifier letter apostrophe
        "`": "'",
        "\u00b4": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u2013": "-",
        "\u2014": "-",
        "\ua789": ":",  # modifier letter colon
        "\u00c6": "AE",
        "\u00e6": "ae",
        "\u00d8": "O",
        "\u00f8": "o",
    }
)
_SLASHES = re.compile(r"\s*/+\s*")
_SPACES = re.compile(r"\s+")


def fold_name(name: str) -> str:
    """Return a loose lookup key: no case, accents, curly quotes or odd spacing.

    ``"Lim-Dûl’s Vault"`` and ``"lim-dul's vault"`` fold alike, and so do
    ``"Fire/Ice"`` and ``"Fire // Ice"``.
    """
    text = name.translate(_FOLD_TABLE)
    if not text.isascii():
        decomposed = unicodedata.normalize("NFKD", text)
        text = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    if "/" in text:
        text = _SLASHES.sub(" // ", text)
    return _SPACES.sub(" ", text).strip().casefold()


def _record_from_values(values: dict[str, Any],
                        formats: tuple[str, ...] = LEGALITY_FORMATS) -> CardData:
    """Build a CardData from decoded JSON values (lists become tuples; `legalities` a
    string of `LEGALITY_CODES` letters, one for each of `formats`; `faces` a list of face
    objects, each with the card's layout)."""
    for key in _FIELD_NAMES:
        if key in _TUPLE_FIELDS:
            values[key] = tuple(values.get(key) or ())
        elif values.get(key) is None:
            values[key] = _DEFAULTS.get(key)
    if values["legalities"] is not None:
        values["legalities"] = tuple(
            (f, LEGALITY_CODES[code]) for f, code in zip(formats, values["legalities"],
                                                         strict=True) if code != "-")
    if values["faces"]:
        values["faces"] = tuple(
            _record_from_values({**face, "layout": values["layout"], "faces": None,
                                 "source": values["source"]})
            for face in values["faces"])
    else:
        values["faces"] = ()
    return CardData(**values)


class CardDatabase:
    """An immutable collection of cards, looked up by (loosely matched) name."""

    def __init__(self, records: Iterable[CardData]) -> None:
        self._cards: dict[str, CardData] = {}
        for record in records:
            if record.name in self._cards:
                raise ValueError(f"duplicate card name: {record.name!r}")
            self._cards[record.name] = record
        self._names: list[str] = list(self._cards)
        self._raw: dict[str, str] = {}
        self._fields: tuple[str, ...] = _FIELD_NAMES
        self._keys: dict[str, str] | None = None
        self._folded_names: list[str] | None = None
        self.sources: dict[str, str] = {}      # a record's `source` -> what that data is
        self._formats: tuple[str, ...] = LEGALITY_FORMATS     # the order of `legalities`

    # ----------------------------------------------------------------- loading

    @classmethod
    def bundled(cls) -> CardDatabase:
        """The card database in use (loaded once, then cached): the user's imported
        database if there is one, else the one shipped with tolaria (module docstring)."""
        return _bundled_database()

    @classmethod
    def shipped(cls) -> CardDatabase:
        """The card database shipped with tolaria, whatever the user imported."""
        return _shipped_database()

    @classmethod
    def from_file(cls, path: str | os.PathLike[str]) -> CardDatabase:
        """Load a database file in the bundled format (gzipped or plain JSON)."""
        with open(path, "rb") as handle:
            return cls.from_bytes(handle.read(), source=os.fspath(path))

    @classmethod
    def from_bytes(cls, data: bytes, source: str = "<bytes>") -> CardDatabase:
        """Load a database from the bytes of a file in the bundled format."""
        if data[:2] == b"\x1f\x8b":
            data = gzip.decompress(data)
        text = data.decode("utf-8")
        database = cls(())
        if not database._load_lines(text, source):
            database._load_document(text, source)
        return database

    def _load_lines(self, text: str, source: str) -> bool:
        """Fast path: index the one-card-per-line layout without decoding cards.

        Returns False (leaving the database empty) when the text is laid out
        differently, so the caller can fall back to a full JSON parse.
        """
        lines = text.split("\n")
        head = lines[0]
        if len(lines) < 3 or not head.endswith('"cards":[') or lines[-2:] != ["]}", ""]:
            return False
        header = _check_header(json.loads(head + "]}"), source)
        if header["fields"][0] != "name":
            return False
        decoder = json.JSONDecoder()
        body = [line[:-1] if line.endswith(",") else line for line in lines[1:-2]]
        names = [decoder.raw_decode(line, 1)[0] for line in body]
        raw = dict(zip(names, body, strict=True))
        if len(raw) != len(names):
            raise ValueError(f"{source}: duplicate card names")
        self._fields = tuple(header["fields"])
        self.sources = dict(header.get("sources") or {})
        self._formats = tuple(header.get("legality_formats") or LEGALITY_FORMATS)
        self._raw = raw
        self._names = names
        return True

    def _load_document(self, text: str, source: str) -> None:
        """Slow path: decode the whole JSON document at once."""
        document = json.loads(text)
        header = _check_header(document, source)
        names = tuple(header["fields"])
        self.sources = dict(header.get("sources") or {})
        self._formats = tuple(header.get("legality_formats") or LEGALITY_FORMATS)
        for row in document["cards"]:
            record = _record_from_values(dict(zip(names, row, strict=False)),
                                         self._formats)
            if record.name in self._cards:
                raise ValueError(f"{source}: duplicate card name {record.name!r}")
            self._cards[record.name] = record
        self._names = list(self._cards)

    # ----------------------------------------------------------------- lookup

    def _record(self, name: str) -> CardData:
        """The record for an exact canonical name (decoding it if needed)."""
        record = self._cards.get(name)
        if record is None:
            row = json.loads(self._raw[name])
            record = _record_from_values(dict(zip(self._fields, row, strict=False)),
                                         self._formats)
            self._cards[name] = record
        return record

    def _key_index(self) -> dict[str, str]:
        """Folded name -> canonical name; built on the first inexact lookup.

        Real card names win over aliases; a multi-face card ``"A // B"`` is also
        reachable as ``"A"`` (as deck lists write transforming cards).
        """
        if self._keys is None:
            keys: dict[str, str] = {}
            for name in self._names:
                keys.setdefault(fold_name(name), name)
            for name in self._names:
                if " // " in name:
                    keys.setdefault(fold_name(name.split(" // ", 1)[0]), name)
            self._keys = keys
        return self._keys

    def resolve(self, name: str) -> str | None:
        """The canonical name for ``name``, or None when no card matches."""
        if name in self._cards or name in self._raw:
            return name
        return self._key_index().get(fold_name(name))

    def get(self, name: str) -> CardData:
        """Look a card up by exact, case-insensitive or accent-free name.

        Raises UnknownCard (a KeyError) with up to three suggestions.
        """
        canonical = self.resolve(name)
        if canonical is None:
            raise UnknownCard(name, self.suggest(name))
        return self._record(canonical)

    def suggest(self, name: str, limit: int = 3) -> list[str]:
        """Up to ``limit`` card names close to ``name`` (best first)."""
        keys = self._key_index()
        if self._folded_names is None:
            self._folded_names = list(keys)
        matches = difflib.get_close_matches(fold_name(name), self._folded_names, n=limit * 2)
        suggestions: list[str] = []
        for match in matches:
            if keys[match] not in suggestions:
                suggestions.append(keys[match])
        return suggestions[:limit]

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.resolve(name) is not None

    def __len__(self) -> int:
        return len(self._names)

    def __iter__(self) -> Iterator[CardData]:
        return (self._record(name) for name in self._names)

    def names(self) -> list[str]:
        """All canonical card names, in database order."""
        return list(self._names)

    # ----------------------------------------------------------------- search

    def search(
        self,
        text: str | None = None,
        type_: str | None = None,
        name: str | None = None,
        limit: int | None = None,
    ) -> list[CardData]:
        """Cards whose Oracle text, type line and name contain the given
        substrings (case-insensitive; omitted filters match everything)."""
        wanted_text = text.casefold() if text else None
        wanted_type = type_.casefold() if type_ else None
        wanted_name = fold_name(name) if name else None
        found: list[CardData] = []
        for card in self:
            if limit is not None and len(found) >= limit:
                break
            if wanted_name and wanted_name not in fold_name(card.name):
                continue
            if wanted_type and wanted_type not in card.type_line.casefold():
                continue
            if wanted_text and wanted_text not in card.text.casefold():
                continue
            found.append(card)
        return found


def _check_header(document: Any, source: str) -> dict[str, Any]:
    """Validate a database document's header; return it."""
    if not isinstance(document, dict) or document.get("format") != FORMAT_NAME:
        raise ValueError(f"{source}: not a tolaria card database")
    if document.get("version") != FORMAT_VERSION:
        raise ValueError(f"{source}: unsupported card database version {document.get('version')!r}")
    unknown = set(document.get("fields", ())) - set(_FIELD_NAMES)
    if "name" not in document.get("fields", ()) or unknown:
        raise ValueError(f"{source}: bad field list {document.get('fields')!r}")
    return document


def user_data_dir() -> str:
    """Where tolaria keeps the user's files: ``$TOLARIA_HOME``, else
    ``$XDG_DATA_HOME/tolaria``, else ``~/.local/share/tolaria``."""
    home = os.environ.get("TOLARIA_HOME")
    if home:
        return home
    data = os.environ.get("XDG_DATA_HOME") or os.path.join(
        os.path.expanduser("~"), ".local", "share")
    return os.path.join(data, "tolaria")


def user_database_path() -> str:
    """The path of the user's card database (it may not exist)."""
    return os.path.join(user_data_dir(), USER_DATABASE)


def database_in_use() -> str | None:
    """The path of the user's database if the engine uses it, else None (the shipped one)."""
    if os.environ.get(FORCE_BUNDLED, "").strip().lower() == "bundled":
        return None
    path = user_database_path()
    return path if os.path.isfile(path) else None


@cache
def _bundled_database() -> CardDatabase:
    """Load the database in use (once per process)."""
    path = database_in_use()
    if path is None:
        return _shipped_database()
    try:
        return CardDatabase.from_file(path)
    except (OSError, ValueError) as problem:
        raise ValueError(f"can't read your card database {path} ({problem}): import it "
                         f"again, delete it, or set {FORCE_BUNDLED}=bundled") from None


@cache
def _shipped_database() -> CardDatabase:
    """Load the packaged database (once per process)."""
    resource = resources.files(__package__ or "tolaria.cards")
    for part in _BUNDLED_RESOURCE:
        resource = resource.joinpath(part)
    return CardDatabase.from_bytes(resource.read_bytes(), source="tolaria:cards.json.gz")


def card_data(name: str) -> CardData:
    """Shortcut for ``CardDatabase.bundled().get(name)``."""
    return CardDatabase.bundled().get(name)
