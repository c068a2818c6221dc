"""The card data: the bundled database built from the AtomicCards data with the older
corpus as fallback (scripts/build_cards.py), each record's source, legalities, colour
indicators and faces; the compiler reading the older Oracle wording as today's."""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from tolaria.cards.database import CardData, CardDatabase, card_data
from tolaria.cards.describe import describe
from tolaria.cards.importer import convert
from tolaria.cards.oracle import compile_card
from tolaria.cards.oracle.compiler import compile_text
from tolaria.cards.oracle.wording import current_wording

ROOT = Path(__file__).resolve().parents[1]


def _build_script():
    spec = importlib.util.spec_from_file_location("build_cards", ROOT / "scripts" / "build_cards.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("build_cards", module)
    spec.loader.exec_module(module)
    return module


def card(text: str, name: str = "Test Card", types: tuple[str, ...] = ("Creature",),
         cost: str | None = "{1}{G}", subtypes: tuple[str, ...] = ()) -> CardData:
    power = "2" if "Creature" in types else None
    return CardData(name=name, mana_cost=cost, type_line="", card_types=types,
                    subtypes=subtypes, supertypes=(), power=power, toughness=power, loyalty=None,
                    text=text, layout="normal", color_identity=(), keywords=())


def same_abilities(older: str, newer: str, **kw) -> None:
    """Both wordings compile, to the same abilities."""
    before, after = compile_text(card(older, **kw)), compile_text(card(newer, **kw))
    assert before.ok, before.gaps
    assert after.ok, after.gaps
    assert describe(before.card) == describe(after.card)


# -- the bundled database's sources -------------------------------------------------------------

def test_records_say_which_data_they_came_from():
    shipped = CardDatabase.shipped()
    assert set(shipped.sources) == {"atomic-2026-07", "atomic-2026-07+oracle-text",
                                    "oracle-2026-07"}
    assert card_data("Lightning Bolt").source.startswith("atomic-2026-07")
    assert card_data("17-Year Cicadas").source == "oracle-2026-07"   # not in the atomic data
    assert {c.source for c in shipped.search(name="Lightning")} <= set(shipped.sources)


def test_100_6_legalities_from_the_data():
    bolt = card_data("Lightning Bolt")
    assert (bolt.legality("modern"), bolt.legality("standard")) == ("legal", "not legal")
    recall = card_data("Ancestral Recall")
    assert (recall.legality("vintage"), recall.legality("legacy")) == ("restricted", "banned")
    assert card_data("17-Year Cicadas").legality("vintage") is None        # no data: unknown


def test_204_colour_indicators_and_the_faces_of_a_card():
    assert card_data("Dryad Arbor").color_indicator == ("G",)
    fire_ice = card_data("Fire // Ice")
    assert [(f.name, f.mana_cost, f.card_types) for f in fire_ice.faces] == [
        ("Fire", "{1}{R}", ("Instant",)), ("Ice", "{1}{U}", ("Instant",))]
    giant = card_data("Bonecrusher Giant")                 # a deck list names the front face
    assert giant.name == "Bonecrusher Giant // Stomp" and giant.layout == "adventure"
    assert giant.faces[1].type_line == "Instant — Adventure"
    assert giant.faces[1].text.startswith("Damage can't be prevented this turn.")
    battle = card_data("Invasion of Zendikar // Awakened Skyclave")
    assert battle.defense == "3" and battle.card_types == ("Battle",)


def test_newer_oracle_wording_is_kept_where_the_atomic_data_is_older():
    # Elvish Archivist's 2022 text triggers every time; its errata makes it once a turn.
    assert "triggers only once each turn" in card_data("Elvish Archivist").text
    assert card_data("Elvish Archivist").source == "atomic-2026-07+oracle-text"


def test_halves_of_split_cards_are_not_cards():
    assert card_data("Push").name == "Push // Pull"      # MKM's spoiler "Push" is left out


# -- the build ------------------------------------------------------------------------------------

def test_build_merges_the_fallback_for_the_names_the_atomic_data_lacks():
    build = _build_script()
    atomic, _ = convert({
        "Zap": [{"name": "Zap", "type": "Instant", "types": ["Instant"], "layout": "normal",
                 "text": "Zap deals 3 damage to any target.", "legalities": {"modern": "Legal"}}],
        "Push": [{"name": "Push", "type": "Sorcery", "types": ["Sorcery"], "layout": "normal",
                  "text": "Destroy target tapped creature.", "legalities": {}}],
    }, code=build.ATOMIC)
    older = [{"name": "Zap", "text": "Zap deals 3 damage to any target. Scry 1.",
              "layout": "normal", "types": ["Instant"]},
             {"name": "Push // Pull", "text": "Destroy target tapped creature.",
              "layout": "split", "types": ["Sorcery"]},
             {"name": "Goblin Piker", "text": None, "layout": "normal", "types": ["Creature"]}]
    records = build.merge(atomic, older)
    names = [r[0] for r in records]
    assert names == ["Goblin Piker", "Push // Pull", "Zap"]
    cards = CardDatabase.from_bytes(build.encode(records, sources=build.SOURCES))
    zap = cards.get("Zap")
    assert zap.text.endswith("Scry 1.") and zap.source == build.ATOMIC_NEWER_TEXT
    assert zap.legality("modern") == "legal"
    piker = cards.get("Goblin Piker")
    assert piker.source == build.ORACLE and piker.text == "This creature can't block."


# -- the older wording ----------------------------------------------------------------------------

def test_614_1d_enters_the_battlefield_tapped_with_its_name_or_this_land():
    same_abilities("Skyclave Basilica enters the battlefield tapped.\n{T}: Add {W}.",
                   "This land enters tapped.\n{T}: Add {W}.", name="Skyclave Basilica",
                   types=("Land",), cost=None)


def test_603_6a_older_enters_the_battlefield_triggers():
    same_abilities("When Test Card enters the battlefield, draw a card.",
                   "When this creature enters, draw a card.")
    same_abilities("Whenever Test Card or another creature enters the battlefield under your "
                   "control, you gain 1 life.",
                   "Whenever this creature or another creature you control enters, you gain "
                   "1 life.")


def test_207_2c_older_threshold_wording():
    same_abilities("Test Card gets +2/+2 as long as seven or more cards are in your graveyard.",
                   "This creature gets +2/+2 as long as there are seven or more cards in your "
                   "graveyard.")


def test_201_5_its_own_name_where_today_says_this_card():
    same_abilities("{1}{G}, Discard Test Card: Draw a card.",
                   "{1}{G}, Discard this card: Draw a card.")


def test_702_89a_totem_armor_is_umbra_armor():
    same_abilities("Enchant creature\nTotem armor", "Enchant creature\nUmbra armor",
                   types=("Enchantment",), cost="{1}{W}", subtypes=("Aura",))


@pytest.mark.parametrize("kept", [
    "Creature cards in graveyards and libraries can't enter the battlefield.",
    "At the beginning of your end step, if a creature entered the battlefield under your "
    "control this turn, draw a card.",
    "Whenever this creature enters, draw a card.",
])
def test_wording_that_is_todays_is_left_alone(kept):
    assert current_wording(kept, ("Test Card",)) == kept


def test_a_card_compiles_from_either_source_of_its_wording():
    old = replace(card_data("Elvish Archivist"),
                  text="Whenever one or more artifacts enter the battlefield under your "
                       "control, put two +1/+1 counters on Elvish Archivist.")
    assert compile_card(old).ok
