"""Build the packaged card database from the Oracle corpus.

Usage::

    python scripts/build_cards.py [SOURCE] [--output PATH]

SOURCE defaults to ``../shared/data/oracle-cards-2026-07.json.gz`` relative to
the repository root.  The output (``src/tolaria/cards/data/cards.json.gz``) is
a gzipped JSON object::

    {"format": "tolaria-cards", "version": 1, "fields": [...], "cards": [[...], ...]}

Each card is a list of values in ``fields`` order, with trailing ``null``
values dropped.  Cards are sorted by name and the gzip header carries
``mtime=0``, so the same input always yields byte-identical output.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SOURCE = REPO_ROOT / ".." / "shared" / "data" / "oracle-cards-2026-07.json.gz"
DEFAULT_OUTPUT = REPO_ROOT / "src" / "tolaria" / "cards" / "data" / "cards.json.gz"

FORMAT_NAME = "tolaria-cards"
FORMAT_VERSION = 1

# (output field, source key, is-a-list).  Order matters: it is the record layout.
FIELDS: tuple[tuple[str, str, bool], ...] = (
    ("name", "name", False),
    ("mana_cost", "manaCost", False),
    ("type_line", "type", False),
    ("card_types", "types", True),
    ("subtypes", "subtypes", True),
    ("supertypes", "supertypes", True),
    ("power", "power", False),
    ("toughness", "toughness", False),
    ("loyalty", "loyalty", False),
    ("text", "text", False),
    ("layout", "layout", False),
    ("color_identity", "colorIdentity", True),
    ("keywords", "keywords", True),
    ("face", "face", False),
    ("front", "front", False),
    ("back", "back", False),
)


# Oracle text missing from the source data, restored from the card's current Oracle
# wording. Each entry is a known hole in the source, not a rules change.
ERRATA_TEXT: dict[str, str] = {
    "Goblin Piker": "This creature can't block.",
}


def convert_card(card: dict[str, Any]) -> list[Any]:
    """Return one source card as a compact positional record."""
    record: list[Any] = []
    for _field, key, is_list in FIELDS:
        value = card.get(key)
        if key == "text" and not value and card.get("name") in ERRATA_TEXT:
            value = ERRATA_TEXT[card["name"]]
        if is_list:
            value = list(value or ())
        elif key == "text":
            value = value or ""
        elif value is not None:
            value = str(value)
        record.append(value)
    while record and record[-1] is None:
        record.pop()
    return record


def convert_cards(cards: Iterable[dict[str, Any]]) -> list[list[Any]]:
    """Convert and sort all cards; reject duplicate names."""
    records = sorted((convert_card(card) for card in cards), key=lambda r: r[0])
    for previous, current in zip(records, records[1:], strict=False):
        if previous[0] == current[0]:
            raise ValueError(f"duplicate card name in source: {current[0]!r}")
    return records


def encode(records: list[list[Any]]) -> bytes:
    """Serialise records to deterministic gzipped JSON."""
    header = {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "fields": [field for field, _key, _is_list in FIELDS],
    }
    head = json.dumps(header, separators=(",", ":"))[:-1]
    lines = [json.dumps(record, ensure_ascii=False, separators=(",", ":")) for record in records]
    text = head + ',"cards":[\n' + ",\n".join(lines) + "\n]}\n"
    return gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0)


def build(source: Path, output: Path) -> int:
    """Read ``source``, write ``output``; return the number of cards written."""
    with gzip.open(source, "rt", encoding="utf-8") as handle:
        cards = json.load(handle)
    records = convert_cards(cards)
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_bytes(encode(records))
    return len(records)


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", nargs="?", type=Path, default=DEFAULT_SOURCE)
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    args = parser.parse_args(argv)
    count = build(args.source, args.output)
    size = args.output.stat().st_size
    print(f"wrote {count} cards to {args.output} ({size / 1e6:.2f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
