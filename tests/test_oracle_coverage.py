"""Coverage of a card database by the Oracle compiler (issue item 4): what counts as a
playable card, the counts by type and grouping, and the unread sentence patterns."""

from __future__ import annotations

import json

from tolaria.cards.database import CardData, CardDatabase
from tolaria.cards.oracle import PLAYABLE_LAYOUTS, coverage, is_playable
from tolaria.cards.oracle.report import pattern


def record(name: str, text: str, types=("Creature",), layout="normal", cost="{1}{R}",
           **extra) -> CardData:
    power = "1" if "Creature" in types else None
    values = dict(name=name, mana_cost=cost, type_line=" ".join(types), card_types=types,
                  subtypes=(), supertypes=(), power=power, toughness=power, loyalty=None,
                  text=text, layout=layout, color_identity=("R",), keywords=())
    values.update(extra)
    return CardData(**values)


DATABASE = CardDatabase([
    record("Plain Bear", ""),
    record("Flier", "Flying"),
    record("Pinger", "{T}: This creature deals 1 damage to any target."),
    record("Gambler", "Target player reveals a card at random from their hand.",
           types=("Sorcery",)),
    record("Roller", "Target player reveals a card at random from their hand.",
           types=("Instant",)),
    record("Some Plane", "Whenever you roll the planar die, draw a card.", types=("Plane",),
           layout="planar", cost=None),
    record("Back Face", "Flying", face="back", front="Front Face"),
    record("Silly", "", cost="{HW}"),
])


def test_is_playable_leaves_out_non_game_cards():
    playable = [c.name for c in DATABASE if is_playable(c)]
    assert playable == ["Plain Bear", "Flier", "Pinger", "Gambler", "Roller"]
    assert "normal" in PLAYABLE_LAYOUTS and "planar" not in PLAYABLE_LAYOUTS


def test_coverage_counts_compiled_cards_by_type_and_gap_pattern():
    report = coverage(DATABASE)
    assert (report.total, report.compiled, report.excluded) == (5, 3, 3)
    assert report.by_type["Creature"].compiled == 3
    assert report.by_type["Sorcery"].total == 1 and report.by_type["Sorcery"].compiled == 0
    assert report.top_gaps() == [("Target player reveals a card at random from their hand.", 2)]


def test_coverage_report_as_text_and_json():
    report = coverage(DATABASE)
    text = report.to_text()
    assert text.startswith("3 of 5 playable cards compile without gaps (60.0%)")
    assert "Target player reveals a card at random from their hand." in text
    data = json.loads(json.dumps(report.to_json()))
    assert data["playable"] == 5 and data["compiled"] == 3
    assert data["by_color"]["red"] == {"total": 5, "compiled": 3, "percent": 60.0}
    assert data["top_gaps"][0]["cards"] == 2 and "excluded_rule" in data


def test_gap_patterns_normalise_names_numbers_and_mana():
    assert pattern("Gambler deals 3 damage. {2}{R}: Draw two cards.", "Gambler") == \
        "CARDNAME deals N damage. {M}: Draw N cards."
    assert pattern("This creature gets +2/+2.", "") == "CARDNAME gets P/T."
