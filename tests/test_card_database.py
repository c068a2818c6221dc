"""Tests for the bundled card database and name lookup."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from tolaria.cards import CardData, CardDatabase, UnknownCard, card_data
from tolaria.cards.database import fold_name

SMALL = [
    CardData(
        name="Lightning Bolt",
        mana_cost="{R}",
        type_line="Instant",
        card_types=("Instant",),
        subtypes=(),
        supertypes=(),
        power=None,
        toughness=None,
        loyalty=None,
        text="Lightning Bolt deals 3 damage to any target.",
        layout="normal",
        color_identity=("R",),
        keywords=(),
    ),
    CardData(
        name="Lim-Dûl's Vault",
        mana_cost="{U}{B}",
        type_line="Instant",
        card_types=("Instant",),
        subtypes=(),
        supertypes=(),
        power=None,
        toughness=None,
        loyalty=None,
        text="Look at the top five cards of your library.",
        layout="normal",
        color_identity=("B", "U"),
        keywords=(),
    ),
]


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return CardDatabase.bundled()


def test_bundled_is_cached_and_complete(db: CardDatabase) -> None:
    assert CardDatabase.bundled() is db
    assert len(db) == 35033
    names = db.names()
    assert names == sorted(names)
    assert sum(1 for _ in db) == len(db)


def test_first_lookup_decodes_only_the_card_asked_for() -> None:
    """The shipped file is indexed by name without decoding its cards, so a lookup is
    quick (about 0.1 s from the file: README "Figures"; measured, not asserted here)."""
    fresh = CardDatabase.from_file(bundled_path())
    assert not fresh._cards and len(fresh._raw) > 30_000
    fresh.get("Lightning Bolt")
    assert list(fresh._cards) == ["Lightning Bolt"]


def test_lightning_bolt_fields() -> None:
    bolt = card_data("Lightning Bolt")
    assert bolt.mana_cost == "{R}"
    assert bolt.type_line == "Instant"
    assert bolt.card_types == ("Instant",)
    assert bolt.color_identity == ("R",)
    assert bolt.text == "Lightning Bolt deals 3 damage to any target."
    assert bolt.power is None and bolt.loyalty is None


def test_creature_and_star_power_strings() -> None:
    goyf = card_data("Tarmogoyf")
    assert (goyf.power, goyf.toughness) == ("*", "1+*")
    assert goyf.subtypes == ("Lhurgoyf",)
    angel = card_data("Serra Angel")
    assert angel.keywords == ("Flying", "Vigilance")
    assert (angel.power, angel.toughness) == ("4", "4")


def test_land_has_no_mana_cost_and_supertypes() -> None:
    forest = card_data("Forest")
    assert forest.mana_cost is None
    assert forest.supertypes == ("Basic",)
    assert forest.subtypes == ("Forest",)


def test_planeswalker_loyalty() -> None:
    jace = card_data("Jace Beleren")
    assert jace.loyalty == "3"
    assert "Planeswalker" in jace.card_types


def test_multiline_text() -> None:
    assert "\n" in card_data("Serra Angel").text


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("lightning bolt", "Lightning Bolt"),
        ("LIGHTNING BOLT", "Lightning Bolt"),
        ("  Lightning   Bolt ", "Lightning Bolt"),
        ("Lim-Dul's Vault", "Lim-Dûl's Vault"),
        ("lim-dûl’s vault", "Lim-Dûl's Vault"),
        ("Juzam Djinn", "Juzám Djinn"),
        ("Aether Vial", "Aether Vial"),
        ("Fire/Ice", "Fire // Ice"),
        ("fire // ice", "Fire // Ice"),
    ],
)
def test_loose_lookup(db: CardDatabase, query: str, expected: str) -> None:
    assert db.get(query).name == expected
    assert query in db


def test_transform_faces(db: CardDatabase) -> None:
    front = db.get("Delver of Secrets")
    assert front.name == "Delver of Secrets // Insectile Aberration"
    assert front.back == "Insectile Aberration"
    assert front.layout == "transform"
    back = db.get("Insectile Aberration")
    assert back.is_back_face
    assert back.face == "back"
    assert back.front == "Delver of Secrets"
    assert db.get(back.front) == front
    assert back.mana_cost is None


def test_real_name_beats_front_face_alias(db: CardDatabase) -> None:
    assert db.get("Bind").name == "Bind"


def test_unknown_card_suggests(db: CardDatabase) -> None:
    with pytest.raises(UnknownCard) as info:
        db.get("Lightning Blot")
    error = info.value
    assert isinstance(error, KeyError)
    assert error.name == "Lightning Blot"
    assert error.suggestions[0] == "Lightning Bolt"
    assert 1 <= len(error.suggestions) <= 3
    assert str(error).startswith("unknown card 'Lightning Blot' (did you mean: Lightning Bolt")
    assert str(error).endswith("?)")


def test_unknown_card_without_suggestions(db: CardDatabase) -> None:
    with pytest.raises(UnknownCard) as info:
        db.get("Qqqqzzzz Xxxxwwww")
    assert str(info.value) == "unknown card 'Qqqqzzzz Xxxxwwww'"
    assert "Qqqqzzzz Xxxxwwww" not in db


def test_contains_rejects_non_strings(db: CardDatabase) -> None:
    assert 42 not in db
    assert "Forest" in db


def test_search(db: CardDatabase) -> None:
    found = db.search(text="deals 3 damage to any target", type_="instant")
    names = {card.name for card in found}
    assert "Lightning Bolt" in names
    assert all("Instant" in card.type_line for card in found)
    assert [c.name for c in db.search(name="serra angel")] == ["Serra Angel", "Serra Angel Avatar"]
    assert len(db.search(type_="creature", limit=5)) == 5


def test_in_memory_database() -> None:
    small = CardDatabase(SMALL)
    assert len(small) == 2
    assert small.get("lim-dul's vault").name == "Lim-Dûl's Vault"
    assert [c.name for c in small] == ["Lightning Bolt", "Lim-Dûl's Vault"]
    with pytest.raises(UnknownCard) as info:
        small.get("Lightning Blt")
    assert info.value.suggestions == ("Lightning Bolt",)
    with pytest.raises(ValueError):
        CardDatabase([SMALL[0], SMALL[0]])


def test_from_file_accepts_pretty_json(tmp_path: Path) -> None:
    fields = ["name", "mana_cost", "type_line", "card_types", "text", "layout"]
    document = {
        "format": "tolaria-cards",
        "version": 1,
        "fields": fields,
        "cards": [["Shock", "{R}", "Instant", ["Instant"], "Shock deals 2 damage.", "normal"]],
    }
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(document, indent=2), encoding="utf-8")
    loaded = CardDatabase.from_file(path)
    shock = loaded.get("shock")
    assert shock.card_types == ("Instant",)
    assert shock.subtypes == () and shock.keywords == ()


def test_from_file_rejects_other_json(tmp_path: Path) -> None:
    path = tmp_path / "bad.json.gz"
    path.write_bytes(gzip.compress(b'{"hello": 1}'))
    with pytest.raises(ValueError, match="not a tolaria card database"):
        CardDatabase.from_file(path)


def test_bundled_file_is_small_and_deterministic() -> None:
    data = bundled_path().read_bytes()
    assert len(data) <= 2_500_000
    assert data[4:8] == b"\x00\x00\x00\x00"  # gzip mtime = 0


def test_fold_name() -> None:
    assert fold_name("Lim-Dûl’s  Vault") == "lim-dul's vault"
    assert fold_name("Æther Vial") == "aether vial"
    assert fold_name("Fire/Ice") == fold_name("Fire // Ice")


def bundled_path() -> Path:
    import tolaria.cards

    return Path(tolaria.cards.__file__).parent / "data" / "cards.json.gz"
