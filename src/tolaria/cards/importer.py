"""Import an MTGJSON AtomicCards file into the user's card database.

``tolaria cards import AtomicCards.json[.gz]`` reads MTGJSON's AtomicCards format
(``{"meta": {...}, "data": {name: [face, ...]}}``, one entry per Oracle card, a list
of faces each) and writes the user's database (`tolaria.cards.database.user_database_path`)
in the shipped database's format, so a newer download gives newer cards. The engine
then uses it instead of the shipped one (`CardDatabase.bundled`).

Faces are laid out as the shipped database lays them out: a card with several faces
("A // B") is one record with its front face's characteristics; a transforming card's
back face (CR 712) is also a record of its own, marked ``face: "back"``, and so is a
meld card's back face (CR 712.4), once. The multi-face cards but meld cards (split,
adventure, modal double-faced, flip, transforming) carry every face in ``faces``. Each record keeps its colour
indicator (CR 204), a battle's defense (CR 310.4), the legalities of the formats in
`tolaria.cards.database.LEGALITY_FORMATS` and its first printing.
"""

from __future__ import annotations

import gzip
import json
import os
import tempfile
import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tolaria.cards.database import (
    _FIELD_NAMES,
    FORMAT_NAME,
    FORMAT_VERSION,
    LEGALITY_CODES,
    LEGALITY_FORMATS,
    CardDatabase,
    user_database_path,
)

__all__ = ["AtomicCardsError", "Imported", "convert", "encode", "import_atomic_cards",
           "read_atomic_cards"]

# Record field -> AtomicCards face key (the same mapping scripts/build_cards.py uses).
FACE_KEYS: dict[str, str] = {
    "mana_cost": "manaCost", "type_line": "type", "card_types": "types",
    "subtypes": "subtypes", "supertypes": "supertypes", "power": "power",
    "toughness": "toughness", "loyalty": "loyalty", "text": "text", "layout": "layout",
    "color_identity": "colorIdentity", "keywords": "keywords",
    "color_indicator": "colorIndicator", "defense": "defense",
}
LIST_FIELDS = frozenset({"card_types", "subtypes", "supertypes", "color_identity", "keywords",
                         "color_indicator"})
# The fields a face keeps inside its card's ``faces`` (the rest are the card's).
FACE_FIELDS = ("mana_cost", "type_line", "card_types", "subtypes", "supertypes", "power",
               "toughness", "loyalty", "defense", "text", "color_indicator", "keywords")
SOURCE = "mtgjson"                      # the `source` of an imported record
_LEGALITY_LETTERS = {name: code for code, name in LEGALITY_CODES.items()}
REQUIRED = ("type", "layout")
BACK_FACE_LAYOUTS = frozenset({"transform"})          # CR 712: both faces are cards' faces
MELD = "meld"


class AtomicCardsError(ValueError):
    """The file isn't a readable MTGJSON AtomicCards file; the message says why."""


@dataclass(frozen=True, slots=True)
class Imported:
    """What an import wrote."""

    path: str
    cards: int
    skipped: int          # entries left out: a name already taken by another record
    version: str          # MTGJSON's meta: "5.3.0 of 2026-03-01"


def read_atomic_cards(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The decoded AtomicCards document (gzipped or plain JSON); AtomicCardsError if not."""
    where = os.fspath(path)
    try:
        raw = Path(where).read_bytes()
    except OSError as problem:
        raise AtomicCardsError(f"{where}: can't read the file ({problem.strerror})") from None
    try:
        if raw[:2] == b"\x1f\x8b":
            raw = gzip.decompress(raw)
        document = json.loads(raw.decode("utf-8"))
    except (OSError, EOFError, zlib.error) as problem:
        raise AtomicCardsError(f"{where}: not a readable gzip file ({problem})") from None
    except UnicodeDecodeError:
        raise AtomicCardsError(f"{where}: not UTF-8 text") from None
    except json.JSONDecodeError as problem:
        raise AtomicCardsError(f"{where}: not valid JSON (line {problem.lineno}, column "
                               f"{problem.colno}: {problem.msg})") from None
    if not isinstance(document, dict) or not isinstance(document.get("data"), dict):
        raise AtomicCardsError(f"{where}: not an MTGJSON AtomicCards file "
                               "(expected an object with a \"data\" object of cards)")
    return document


def convert(data: dict[str, Any], source: str = "AtomicCards", code: str = SOURCE
            ) -> tuple[list[list[Any]], int]:
    """AtomicCards' ``data`` to database records (lists in field order), sorted by name,
    and how many records were left out because their name was taken; each record's
    `source` is `code`."""
    records: dict[str, list[Any]] = {}
    skipped = 0
    for name, faces in data.items():
        for record in card_records(name, faces, source, code):
            if record[0] in records:
                skipped += 1
                continue
            records[record[0]] = record
    return [records[name] for name in sorted(records)], skipped


def card_records(name: str, faces: Any, source: str = "AtomicCards", code: str = SOURCE
                 ) -> list[list[Any]]:
    """The records of one AtomicCards entry: the card, and a back face of its own when it
    transforms (CR 712) or melds; the other multi-face cards list their faces."""
    faces = _checked_faces(name, faces, source)
    front = faces[0]
    card = _card_values(front, code)
    values = _face_values(front) | card
    layout = values["layout"]
    out = []
    back = faces[1] if len(faces) > 1 else None
    if back is not None and layout in BACK_FACE_LAYOUTS:
        front_name, back_name = _face_name(front, name), _face_name(back, name)
        values["back"] = back_name
        values["faces"] = [_face_entry(face, name) for face in faces[:2]]
        back_values = _face_values(back) | card
        back_values.update(face="back", front=front_name)
        out.append(_record(back_name, back_values))
    elif layout == MELD:
        for other in faces[1:]:
            other_name = _face_name(other, name)
            if other_name != _face_name(front, name):
                out.append(_record(other_name, _face_values(other) | card))
    elif back is not None:
        values["faces"] = [_face_entry(face, name) for face in faces]
    out.insert(0, _record(name, values))
    return out


def _card_values(front: dict[str, Any], code: str) -> dict[str, Any]:
    """What belongs to the whole card: legalities, first printing, the data's source."""
    found = front.get("legalities")
    legalities = None
    if isinstance(found, dict) and found:
        legalities = "".join(_LEGALITY_LETTERS.get(str(found.get(f, "")).lower(), "-")
                             for f in LEGALITY_FORMATS)
    printing = front.get("firstPrinting")
    return {"legalities": legalities, "source": code,
            "first_printing": printing if isinstance(printing, str) else None}


def _face_entry(face: dict[str, Any], name: str) -> dict[str, Any]:
    """One face of a multi-face card, its empty values left out."""
    values = _face_values(face)
    entry: dict[str, Any] = {"name": _face_name(face, name)}
    entry.update((k, values[k]) for k in FACE_FIELDS if values[k] not in (None, [], ""))
    if isinstance(face.get("side"), str):
        entry["face"] = face["side"]
    return entry


def _checked_faces(name: str, faces: Any, source: str) -> list[dict[str, Any]]:
    if not isinstance(faces, list) or not faces or not all(isinstance(f, dict) for f in faces):
        raise AtomicCardsError(f"{source}: card {name!r}: expected a list of faces")
    for face in faces:
        missing = [key for key in REQUIRED if not isinstance(face.get(key), str)]
        if missing:
            raise AtomicCardsError(f"{source}: card {name!r}: a face has no "
                                   f"{' or '.join(repr(k) for k in missing)}")
        for key in ("types", "subtypes", "supertypes", "colorIdentity", "keywords"):
            if not isinstance(face.get(key, []), list):
                raise AtomicCardsError(f"{source}: card {name!r}: {key!r} isn't a list")
    sides = [face.get("side") for face in faces]
    if all(isinstance(s, str) for s in sides):          # "a" is the front (MTGJSON)
        faces = [face for _side, face in sorted(zip(sides, faces, strict=True),
                                                 key=lambda pair: pair[0])]
    return faces


def _face_name(face: dict[str, Any], name: str) -> str:
    found = face.get("faceName")
    return found if isinstance(found, str) and found else name


def _face_values(face: dict[str, Any]) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for field, key in FACE_KEYS.items():
        value = face.get(key)
        if field in LIST_FIELDS:
            value = [str(v) for v in value or ()]
        elif field == "text":
            value = str(value or "")
        elif value is not None:
            value = str(value) or None             # back faces have manaCost ""
        values[field] = value
    return values


def _record(name: str, values: dict[str, Any]) -> list[Any]:
    values = dict(values, name=name)
    record = [values.get(field) for field in _FIELD_NAMES]
    while record and record[-1] is None:
        record.pop()
    return record


def encode(records: Iterable[list[Any]], note: str = "",
           sources: dict[str, str] | None = None, level: int = 6) -> bytes:
    """The records as a gzipped database file, one card a line (the layout
    `CardDatabase` indexes without decoding every card); `sources` says what each
    record's `source` code stands for."""
    header: dict[str, Any] = {"format": FORMAT_NAME, "version": FORMAT_VERSION,
                              "fields": list(_FIELD_NAMES),
                              "legality_formats": list(LEGALITY_FORMATS)}
    if note:
        header["source"] = note
    if sources:
        header["sources"] = sources
    head = json.dumps(header, separators=(",", ":"))[:-1]
    lines = [json.dumps(r, ensure_ascii=False, separators=(",", ":")) for r in records]
    text = head + ',"cards":[\n' + ",\n".join(lines) + "\n]}\n"
    return gzip.compress(text.encode("utf-8"), compresslevel=level, mtime=0)


def import_atomic_cards(source: str | os.PathLike[str],
                        output: str | os.PathLike[str] | None = None) -> Imported:
    """Convert `source` and write the database to `output` (default: the user's database).

    The file is written whole or not at all (a temporary file, then renamed).
    """
    where = os.fspath(source)
    document = read_atomic_cards(where)
    meta = document.get("meta") if isinstance(document.get("meta"), dict) else {}
    version = " of ".join(str(meta[k]) for k in ("version", "date") if meta.get(k))
    records, skipped = convert(document["data"], where)
    if not records:
        raise AtomicCardsError(f"{where}: the file has no cards")
    note = f"MTGJSON AtomicCards {version}".strip()
    data = encode(records, note, {SOURCE: f"{note} ({os.path.basename(where)})"})
    CardDatabase.from_bytes(data, source=where)              # it must load back
    target = os.fspath(output) if output is not None else user_database_path()
    _write(target, data)
    return Imported(target, len(records), skipped, version)


def _write(path: str, data: bytes) -> None:
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=".cards-", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.chmod(temporary, 0o644)                   # mkstemp makes it private
        os.replace(temporary, path)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise
