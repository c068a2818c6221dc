"""`tolaria cards show | search | coverage` (issue item 4), the readable form of compiled
abilities, the verified-cards scan, and decks naming unsupported cards (item 6)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tolaria import cli
from tolaria.cards import database
from tolaria.cards.database import CardDatabase
from tolaria.cards.describe import describe
from tolaria.cards.oracle import compile_card, is_playable
from tolaria.cards.registry import card_def
from tolaria.cards.verified import default_tests_dir, python_test_cards, verified_cards
from tolaria.data.ir import ObjectFilter

TESTS = Path(__file__).parent


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = cli.main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


# -- show -------------------------------------------------------------------------------

def test_show_a_supported_card_with_its_compiled_abilities(capsys):
    status, out, _ = run(capsys, "cards", "show", "lightning", "bolt")
    assert status == 0
    assert out.startswith("Lightning Bolt  {R}\nInstant\n")
    assert "Supported: yes (compiled from its Oracle text)" in out
    assert "[1] any target" in out and "damage(amount=3, target=[1])" in out
    assert "Checked by: scenarios/" in out


def test_709_712_show_prints_every_face_legalities_and_source(capsys):
    status, out, _ = run(capsys, "cards", "show", "Fire", "//", "Ice")
    assert status == 0
    assert out.startswith("Fire // Ice (split, 2 faces)\n  Fire  {1}{R}\n  Instant\n")
    assert "  Ice  {1}{U}\n  Instant\n  Tap target permanent.\n  Draw a card.\n" in out
    assert "Legal in: modern, legacy, vintage, pauper, commander\n" in out
    assert "Data: atomic-2026-07 (APC)" in out
    _, out, _ = run(capsys, "cards", "show", "Delver of Secrets")      # CR 712: both faces
    assert "  Insectile Aberration\n  Creature — Human Insect  (colour indicator: U)\n" in out
    assert out.startswith("Delver of Secrets // Insectile Aberration (transform, 2 faces)\n")
    assert out.count("Insectile Aberration\n") == 1                # each face once
    _, out, _ = run(capsys, "cards", "show", "Ancestral Recall")
    assert "Legal in: legacy (banned), vintage (restricted), commander (banned)" in out


def test_show_an_unsupported_card_lists_each_gap(capsys):
    status, out, _ = run(capsys, "cards", "show", "Chaos Orb")
    assert status == 0
    assert "Supported: no; the engine can't read:\n  - {1}, {T}: If this artifact is on " \
           "the battlefield, flip it onto the battlefield from a height of at least one " \
           "foot." in out
    assert "Abilities as the engine plays them" not in out


def test_show_a_non_game_card_says_it_isnt_counted(capsys):
    status, out, _ = run(capsys, "cards", "show", "Academy at Tolaria West")
    assert status == 0
    assert "Not a card of the game itself (layout planar)" in out and "Supported: no" in out


def test_show_an_unknown_card_is_bad_input(capsys):
    status, out, err = run(capsys, "cards", "show", "Lightnin Blot")
    assert (status, out) == (2, "")
    assert err == ("tolaria: error: unknown card 'Lightnin Blot' (did you mean: "
                   "Lightning Bolt, Lightning Blow, Lightning Blast?)\n")


# -- search -----------------------------------------------------------------------------

def test_search_by_type_mana_value_colour_and_support(capsys):
    status, out, _ = run(capsys, "cards", "search", "--type", "goblin", "--mv", "1",
                         "--color", "r", "--supported", "--limit", "0")
    assert status == 0
    lines = out.splitlines()
    assert lines[-1].endswith("supported cards found.")
    found = lines[:-1]
    assert len(found) == int(lines[-1].split()[0]) >= 5
    for line in found:
        card = CardDatabase.bundled().get(line.split("  ")[0])
        assert "Goblin" in card.subtypes and "R" in card.mana_cost
        assert compile_card(card).ok and "[unsupported]" not in line


def test_search_by_name_and_text_marks_unsupported_cards(capsys):
    status, out, _ = run(capsys, "cards", "search", "bolt", "--text", "damage", "--mv", "2-")
    assert status == 0
    assert "Lightning Bolt  {R}  Instant\n" in out
    assert "Firebolt  {R}  Sorcery\n" in out                       # flashback
    assert "Twin Bolt  {1}{R}  Instant\n" in out                     # divided damage
    assert "Tax Bolt  {R}  Instant  [unsupported]\n" in out
    assert all(len(line.split("  ")) >= 2 for line in out.splitlines()[:-1])


def test_search_colourless_and_limits(capsys):
    status, out, _ = run(capsys, "cards", "search", "--color", "C", "--type", "artifact creature",
                         "--limit", "3")
    assert status == 0
    lines = out.splitlines()
    assert len(lines) == 4 and "showing the first 3 (--limit)" in lines[-1]
    for line in lines[:3]:
        cost = CardDatabase.bundled().get(line.split("  ")[0]).mana_cost or ""
        assert not any(c in cost for c in "WUBRG")


def test_search_finding_nothing(capsys):
    assert run(capsys, "cards", "search", "--name", "zzqx")[1] == "No cards found.\n"


@pytest.mark.parametrize("argv", [["--mv", "three"], ["--color", "X"], ["--color", "WC"],
                                  ["--limit", "-1"]])
def test_search_bad_filters_exit_2(capsys, argv):
    with pytest.raises(SystemExit) as stop:
        cli.main(["cards", "search", *argv])
    assert stop.value.code == 2
    assert "error: argument" in capsys.readouterr().err


# -- coverage -----------------------------------------------------------------------------

SMALL = {"data": {
    "Zap": [{"name": "Zap", "type": "Instant", "types": ["Instant"], "layout": "normal",
             "manaCost": "{R}", "text": "Zap deals 3 damage to any target.",
             "colorIdentity": ["R"]}],
    "Orb": [{"name": "Orb", "type": "Artifact", "types": ["Artifact"], "layout": "normal",
             "manaCost": "{2}", "colorIdentity": [],
             "text": "{1}, {T}: Flip Orb onto the battlefield from a height of one foot."}],
    "Some Plane": [{"name": "Some Plane", "type": "Plane — Somewhere", "types": ["Plane"],
                    "layout": "planar", "text": "Whenever chaos ensues, draw a card."}],
}}


@pytest.fixture
def small_database(tmp_path, monkeypatch):
    """The engine uses an imported three-card database for the test."""
    monkeypatch.setenv("TOLARIA_HOME", str(tmp_path))
    monkeypatch.delenv("TOLARIA_CARDS", raising=False)
    source = tmp_path / "AtomicCards.json"
    source.write_text(json.dumps(SMALL), encoding="utf-8")
    database._bundled_database.cache_clear()
    assert cli.main(["cards", "import", str(source)]) == 0
    yield tmp_path / "cards.json.gz"
    monkeypatch.setenv("TOLARIA_CARDS", "bundled")
    database._bundled_database.cache_clear()


def test_coverage_counts_playable_cards_and_says_what_it_leaves_out(small_database, capsys):
    capsys.readouterr()
    status, out, _ = run(capsys, "cards", "coverage", "--tests", str(TESTS))
    assert status == 0
    assert f"Database: your card database {small_database} (3 entries)." in out
    assert "1 of 2 playable cards compile without gaps (50.0%)" in out
    assert "Not counted: 1 entries (planar, scheme, vanguard" in out
    assert "Most common unread sentences (cards):\n      1  {M}, {M}: Flip CARDNAME onto " in out
    assert "Verified: " in out


def test_coverage_json(small_database, capsys):
    capsys.readouterr()
    status, out, _ = run(capsys, "cards", "coverage", "--json", "--tests", str(TESTS))
    report = json.loads(out)
    assert status == 0
    assert (report["playable"], report["compiled"], report["excluded"]) == (2, 1, 1)
    assert report["by_type"]["Instant"] == {"total": 1, "compiled": 1, "percent": 100.0}
    assert report["top_gaps"][0]["example"].startswith("Orb: {1}, {T}: Flip Orb")
    assert report["verified"] == {"cards": 0, "compiled": 0}   # no tested card is in it


def test_coverage_with_a_missing_tests_directory_is_bad_input(small_database, capsys):
    capsys.readouterr()
    status, _, err = run(capsys, "cards", "coverage", "--tests", "/no/such/dir")
    assert status == 2 and "no such tests directory" in err


# -- decks (item 6) -------------------------------------------------------------------------

def test_play_names_the_unsupported_cards_of_a_deck(tmp_path, capsys):
    deck = tmp_path / "deck.txt"
    deck.write_text("20 Forest\n4 Chaos Orb\n4 Grizzly Bears\n", encoding="utf-8")
    status, out, err = run(capsys, "play", "--deck", str(deck), "--seed", "1")
    assert (status, out) == (2, "")
    assert "can't be played by the engine yet" in err
    assert "Chaos Orb: {1}, {T}: If this artifact" in err and "Grizzly" not in err


# -- describe -------------------------------------------------------------------------------

def test_describe_reads_each_kind_of_ability():
    assert describe(card_def("Llanowar Elves")) == ["mana ability (CR 605.1a): {T}: add {G}"]
    assert describe(card_def("Grizzly Bears")) == ["no abilities (vanilla)"]
    anthem = describe(card_def("Glorious Anthem"))
    assert anthem == ["static ability (CR 604): continuous, affects your creature",
                      "    layer 7c: add_pt(power=1, toughness=1)"]
    serpent = "\n".join(describe(card_def("Tolarian Serpent")))
    assert "at the beginning of your upkeep" in serpent and "mill(amount=7" in serpent
    charm = "\n".join(describe(card_def("Boros Charm")))
    assert "mode 1 (Boros Charm deals 4 damage" in charm and "mode 3" in charm


def test_500_1_describe_names_steps_and_phases_as_the_rules_do():
    """CR 500.1, 505.1: "end step", "main phase" (either one, for Mana Drain's delayed
    mana), not a bare step name."""
    assert "at the beginning of each player's end step:" in "\n".join(
        describe(card_def("Ball Lightning")))
    assert "at the beginning of your main phase:" in "\n".join(
        describe(card_def("Mana Drain")))


def test_filter_describe_names_what_qualifies():
    flt = ObjectFilter(types=frozenset({"Creature"}), not_colors=frozenset("B"),
                       controller="opponent", tapped=False, other=True)
    assert flt.describe() == "another untapped nonblack creature an opponent controls"


def test_describe_shows_what_the_engine_plays_beyond_the_effects():
    """Issue 17 item 4: kicker costs, conditions on mana abilities, ward's "an opponent
    controls", "equipped creature" as a trigger's subject, OR in colour filters."""
    kicker = describe(card_def("Goblin Bushwhacker"))
    assert "kicker: {R} (CR 702.33a)" in kicker
    verge = describe(card_def("Blazemire Verge"))
    assert verge[1].startswith("mana ability (CR 605.1a): {T}: add {R} [only if count(")
    ward = "\n".join(describe(card_def("Armored Armadillo")))
    assert "becomes the target of a spell or ability an opponent controls" in ward
    armor = "\n".join(describe(card_def("Argentum Armor")))
    assert "whenever the permanent it is attached to attacks" in armor
    assert "target green or white creature" in describe(card_def("Deathmark"))[1]
    bushwhacker = "\n".join(describe(card_def("Young Pyromancer")))
    assert "whenever you cast an instant or sorcery spell" in bushwhacker


def test_filter_describe_colours_kinds_and_abilities_with_or():
    assert ObjectFilter(colors=frozenset("WG"), types=frozenset({"Creature"})).describe() \
        == "green or white creature"
    vehicle = ObjectFilter(subtypes=frozenset({"Vehicle"}))
    assert ObjectFilter(any_of=(ObjectFilter(types=frozenset({"Creature"})), vehicle)
                        ).describe() == "creature or Vehicle"
    assert ObjectFilter(abilities=frozenset({"activated", "triggered"})).describe() \
        == "activated ability or triggered ability"


def test_the_unread_sentence_is_the_one_really_unread():
    """Altar of the Lost: the first sentence of its mana line is read; the second isn't
    (Cavern of Souls was the example until its restriction was built)."""
    gaps = compile_card(database.card_data("Altar of the Lost")).gaps
    assert gaps == ["Spend this mana only to cast spells with flashback from a graveyard."]


def test_describe_handles_any_compiled_card():
    cards = CardDatabase.bundled()
    names = random.Random(3).sample(cards.names(), 400)
    described = 0
    for name in names:
        data = cards.get(name)
        compiled = compile_card(data)
        if is_playable(data) and compiled.ok:
            lines = describe(compiled.card)
            assert lines and all(isinstance(line, str) and line for line in lines)
            described += 1
    assert described >= 40


# -- verified cards ---------------------------------------------------------------------------

def test_verified_cards_come_from_scenarios_and_python_tests():
    found = verified_cards(TESTS)
    assert default_tests_dir() == TESTS.resolve()
    assert "scenarios/cr302_6_threaten_haste.yaml" in found.sources["Threaten"]
    assert "Craw Wurm" in found                                  # an object of the set-up
    assert any(s.endswith(".py") for s in found.sources["Lightning Bolt"])
    assert len(found) >= 150


def test_every_verified_card_compiles_without_gaps():
    cards = CardDatabase.bundled()
    broken = [n for n in verified_cards(TESTS).names() if not compile_card(cards.get(n)).ok]
    assert broken == []


def test_python_tests_count_only_cards_put_into_games(tmp_path):
    source = tmp_path / "test_x.py"
    source.write_text(
        'game = board(["Mountain"], [], hands=(["Shock"], ()))\n'
        'create_object(state, card_def("Hill Giant"), 0, "battlefield")\n'
        'card_def("Chaos Orb")\n'                        # looked up, not played
        'game = Game.new([["Forest"] * 20, ["Island"] * 20])\n'
        'Game.new(["green", "red"])\n', encoding="utf-8")
    assert sorted(python_test_cards(source)) == [
        "Forest", "Hill Giant", "Island", "Mountain", "Shock"]


def test_python_tests_count_cards_named_by_a_module_constant(tmp_path):
    source = tmp_path / "test_y.py"
    source.write_text(
        '_HUATLI = "Huatli, Warrior Poet"\n'
        '_UNUSED = "Chaos Orb"\n'                         # a constant no game is given
        '@plays(_HUATLI, "ability.loyalty_x")\n'
        'def test_z():\n'
        '    pass\n', encoding="utf-8")
    assert sorted(python_test_cards(source)) == ["Huatli, Warrior Poet", "ability.loyalty_x"]
