"""Importing an MTGJSON AtomicCards file into the user's card database (issue item 5)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from tolaria import cli
from tolaria.cards import database
from tolaria.cards.database import CardDatabase, database_in_use, user_database_path
from tolaria.cards.importer import AtomicCardsError, convert, import_atomic_cards
from tolaria.cards.oracle import compile_card

SAMPLE = Path(__file__).resolve().parents[2] / "shared" / "data" / "atomic-cards-sample-85.json"
needs_sample = pytest.mark.skipif(not SAMPLE.is_file(), reason="the AtomicCards sample is absent")


def face(name: str, **fields) -> dict:
    values = {"name": name, "type": "Instant", "types": ["Instant"], "layout": "normal",
              "manaCost": "{R}", "text": f"{name} deals 3 damage to any target.",
              "colorIdentity": ["R"], "keywords": []}
    values.update(fields)
    return values


def write(path: Path, document) -> Path:
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


@pytest.fixture
def user_home(tmp_path, monkeypatch):
    """A user data directory of its own; the database in use is chosen afresh."""
    monkeypatch.setenv("TOLARIA_HOME", str(tmp_path / "home"))
    monkeypatch.delenv("TOLARIA_CARDS", raising=False)
    database._bundled_database.cache_clear()
    yield tmp_path / "home"
    monkeypatch.setenv("TOLARIA_CARDS", "bundled")
    database._bundled_database.cache_clear()


@needs_sample
def test_sample_converts_to_records_the_compiler_reads(tmp_path):
    done = import_atomic_cards(SAMPLE, tmp_path / "cards.json.gz")
    assert (done.cards, done.skipped, done.version) == (86, 0, "5.3.0 of 2026-03-01")
    cards = CardDatabase.from_file(done.path)
    assert len(cards) == 86                     # 85 cards and one transform back face
    bolt = cards.get("lightning bolt")
    assert (bolt.mana_cost, bolt.card_types, bolt.layout) == ("{R}", ("Instant",), "normal")
    assert compile_card(bolt).ok
    bears = cards.get("Grizzly Bears")
    assert (bears.power, bears.toughness, bears.subtypes, bears.text) == ("2", "2", ("Bear",), "")


@needs_sample
def test_faces_are_laid_out_as_in_the_shipped_database(tmp_path):
    cards = CardDatabase.from_file(import_atomic_cards(SAMPLE, tmp_path / "c.json.gz").path)
    shipped = CardDatabase.shipped()
    for name in ("Delver of Secrets", "Insectile Aberration", "Giant Killer"):
        mine, theirs = cards.get(name), shipped.get(name)
        assert (mine.name, mine.layout, mine.face, mine.front, mine.back) == \
            (theirs.name, theirs.layout, theirs.face, theirs.front, theirs.back)
    back = cards.get("Insectile Aberration")               # CR 712: a face of its own
    assert (back.mana_cost, back.power, back.face) == (None, "3", "back")
    killer = cards.get("Giant Killer")                     # the front face's characteristics
    assert killer.name == "Giant Killer // Chop Down" and killer.card_types == ("Creature",)


def test_gzipped_input_and_a_record_per_line_output(tmp_path):
    source = tmp_path / "AtomicCards.json.gz"
    source.write_bytes(gzip.compress(json.dumps(
        {"meta": {"version": "9.9"}, "data": {"Zap": [face("Zap")]}}).encode()))
    done = import_atomic_cards(source, tmp_path / "out.json.gz")
    text = gzip.decompress(Path(done.path).read_bytes()).decode()
    assert text.splitlines()[1].startswith('["Zap","{R}","Instant"')
    assert CardDatabase.from_file(done.path).get("Zap").text == "Zap deals 3 damage to any target."


def test_meld_back_face_is_a_card_once(tmp_path):
    back = face("Big One", faceName="Big One", side="b", layout="meld", manaCost="",
                type="Creature", types=["Creature"], power="9", toughness="9", text="")
    data = {f"{n} // Big One": [face(f"{n} // Big One", faceName=n, side="a", layout="meld"),
                                back] for n in ("Half A", "Half B")}
    records, skipped = convert(data)
    assert [r[0] for r in records] == ["Big One", "Half A // Big One", "Half B // Big One"]
    assert skipped == 1


@pytest.mark.parametrize(("content", "message"), [
    ("not json", "not valid JSON"),
    ('{"meta": {}}', "not an MTGJSON AtomicCards file"),
    ('{"data": []}', "not an MTGJSON AtomicCards file"),
    ('{"data": {"X": {"name": "X"}}}', "card 'X': expected a list of faces"),
    ('{"data": {"X": [{"name": "X", "layout": "normal"}]}}', "card 'X': a face has no 'type'"),
    ('{"data": {"X": [{"type": "Instant", "layout": "normal", "types": "Instant"}]}}',
     "'types' isn't a list"),
    ('{"data": {}}', "has no cards"),
])
def test_malformed_files_are_refused_with_a_reason(tmp_path, content, message):
    source = tmp_path / "bad.json"
    source.write_text(content, encoding="utf-8")
    output = tmp_path / "out.json.gz"
    with pytest.raises(AtomicCardsError, match=message):
        import_atomic_cards(source, output)
    assert not output.exists()                               # nothing half-written


def test_user_database_location_follows_the_environment(monkeypatch, tmp_path):
    monkeypatch.delenv("TOLARIA_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert user_database_path() == str(tmp_path / "xdg" / "tolaria" / "cards.json.gz")
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert user_database_path() == str(tmp_path / ".local" / "share" / "tolaria" /
                                       "cards.json.gz")
    monkeypatch.setenv("TOLARIA_HOME", str(tmp_path / "t"))
    assert user_database_path() == str(tmp_path / "t" / "cards.json.gz")


def test_imported_database_is_used_unless_the_bundled_one_is_forced(user_home, tmp_path,
                                                                    monkeypatch):
    assert database_in_use() is None                          # nothing imported yet
    source = write(tmp_path / "a.json", {"data": {"Zap": [face("Zap")]}})
    assert cli.main(["cards", "import", str(source)]) == 0
    assert database_in_use() == str(user_home / "cards.json.gz")
    assert CardDatabase.bundled().names() == ["Zap"]
    monkeypatch.setenv("TOLARIA_CARDS", "bundled")
    database._bundled_database.cache_clear()
    assert database_in_use() is None and len(CardDatabase.bundled()) > 30_000


def test_cli_import_reports_and_refuses_bad_files(user_home, tmp_path, capsys):
    source = write(tmp_path / "a.json", {"meta": {"version": "5.3.0", "date": "2026-03-01"},
                                         "data": {"Zap": [face("Zap")]}})
    assert cli.main(["cards", "import", str(source)]) == 0
    out = capsys.readouterr().out
    assert "Imported 1 cards (MTGJSON AtomicCards 5.3.0 of 2026-03-01)" in out
    assert str(user_home / "cards.json.gz") in out and "TOLARIA_CARDS=bundled" in out
    assert cli.main(["cards", "import", str(tmp_path / "missing.json")]) == 2
    assert "can't read the file" in capsys.readouterr().err
    bad = tmp_path / "bad.json.gz"
    bad.write_bytes(b"\x1f\x8b\x08broken")
    assert cli.main(["cards", "import", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tolaria: error:") and "gzip" in err and "Traceback" not in err


def test_unreadable_user_database_is_reported_not_a_traceback(user_home, capsys):
    user_home.mkdir(parents=True)
    (user_home / "cards.json.gz").write_text("broken")
    assert cli.main(["cards", "show", "Lightning Bolt"]) == 2
    err = capsys.readouterr().err
    assert "can't read your card database" in err and "TOLARIA_CARDS=bundled" in err


def test_100_6_an_import_keeps_legalities_colour_indicators_and_every_face(tmp_path):
    split = [face("Fire", side="a", manaCost="{1}{R}", layout="split",
                  legalities={"modern": "Legal", "vintage": "Restricted"}),
             face("Ice", side="b", manaCost="{1}{U}", layout="split", text="Draw a card.")]
    for part in split:
        part["name"] = "Fire // Ice"
    split[0]["faceName"], split[1]["faceName"] = "Fire", "Ice"
    arbor = face("Dryad Arbor", type="Land Creature — Forest Dryad", types=["Land", "Creature"],
                 manaCost=None, text="", colorIndicator=["G"], legalities={})
    source = write(tmp_path / "a.json", {"data": {"Fire // Ice": split, "Dryad Arbor": [arbor]}})
    cards = CardDatabase.from_file(import_atomic_cards(source, tmp_path / "c.json.gz").path)
    fire_ice = cards.get("Fire // Ice")
    assert [(f.name, f.mana_cost, f.face) for f in fire_ice.faces] == [
        ("Fire", "{1}{R}", "a"), ("Ice", "{1}{U}", "b")]
    assert fire_ice.legality("modern") == "legal" and fire_ice.legality("vintage") == \
        "restricted" and fire_ice.legality("standard") == "not legal"
    arbor = cards.get("Dryad Arbor")
    assert arbor.color_indicator == ("G",) and arbor.legalities is None     # none known
    assert fire_ice.source == arbor.source == "mtgjson" and "mtgjson" in cards.sources
