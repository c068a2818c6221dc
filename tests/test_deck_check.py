"""Deck checking for a format (CR 100.2a, 100.4a, 903.5a; banned, restricted and
not-legal cards from the card data's legalities): `tolaria.decks.check_deck`,
`tolaria deck check` and `tolaria play --format`."""

from __future__ import annotations

import pytest

from tolaria import cli
from tolaria.decks import (
    FORMATS,
    DeckCheck,
    DeckProblem,
    FormatRules,
    check_deck,
    parse_deck,
    size_warnings,
)


def deck(text: str):
    return parse_deck(text, "test.txt")


def kinds(checked: DeckCheck) -> list[tuple[str, str | None]]:
    return [(p.kind, p.card) for p in checked.problems]


def test_100_2a_a_legal_modern_deck():
    checked = check_deck(deck("4 Lightning Bolt\n56 Mountain"), "modern")
    assert checked.ok and not checked.warnings
    assert checked.report() == "test: legal for modern (60 cards)"


def test_100_2a_at_least_sixty_cards_and_four_copies():
    checked = check_deck(deck("5 Lightning Bolt\n50 Mountain"), "modern")
    assert kinds(checked) == [("size", None), ("copies", "Lightning Bolt")]
    assert checked.problems[0].message == ("the main deck has 55 cards; modern needs at least "
                                           "60 (CR 100.2a)")


def test_100_2a_basic_lands_and_cards_that_allow_more_copies():
    many = "20 Relentless Rats\n7 Seven Dwarves\n33 Snow-Covered Mountain"
    assert check_deck(deck(many), "modern").ok
    assert kinds(check_deck(deck(many.replace("7 Seven", "8 Seven")), "modern")) == [
        ("copies", "Seven Dwarves")]


def test_100_4a_sideboard_size_and_copies_counted_with_the_main_deck():
    text = "3 Lightning Bolt\n57 Mountain\nSideboard\n2 Lightning Bolt\n4 Shock\n10 Mountain"
    assert kinds(check_deck(deck(text), "modern")) == [
        ("sideboard", None), ("copies", "Lightning Bolt")]


def test_100_6_banned_restricted_and_not_legal_cards():
    assert kinds(check_deck(deck("1 Birthing Pod\n59 Forest"), "modern")) == [
        ("banned", "Birthing Pod")]
    vintage = check_deck(deck("2 Ancestral Recall\n1 Black Lotus\n57 Island"), "vintage")
    assert kinds(vintage) == [("restricted", "Ancestral Recall")]
    assert kinds(check_deck(deck("1 Black Lotus\n59 Island"), "legacy")) == [
        ("banned", "Black Lotus")]
    assert kinds(check_deck(deck("4 Hymn to Tourach\n56 Swamp"), "pauper")) == [
        ("banned", "Hymn to Tourach")]
    assert kinds(check_deck(deck("4 Lightning Bolt\n56 Mountain"), "standard")) == [
        ("not legal", "Lightning Bolt")]


def test_a_card_without_legalities_is_a_warning_not_a_problem():
    checked = check_deck(deck("4 17-Year Cicadas\n56 Forest"), "vintage")
    assert checked.ok and [w.card for w in checked.warnings] == ["17-Year Cicadas"]


def test_903_5a_a_commander_deck_has_exactly_100_cards():
    small = check_deck(deck("Commander\n1 Talrand, Sky Summoner\nDeck\n1 Sol Ring\n97 Island"),
                       "commander")
    assert kinds(small) == [("commander", None)] and "exactly 100" in small.problems[0].message
    assert check_deck(deck("Commander\n1 Talrand, Sky Summoner\nDeck\n1 Sol Ring\n98 Island"),
                      "commander").ok


def test_formats_take_checks_of_their_own():
    def no_islands(d, rules, database, result):
        if any(name == "Island" for _, name in d.main):
            result.problems.append(DeckProblem("islands", "no Islands", "Island"))
    FORMATS["test"] = FormatRules("test", min_main=1, legality="vintage", checks=(no_islands,))
    try:
        assert kinds(check_deck(deck("1 Island"), "test")) == [("islands", "Island")]
    finally:
        del FORMATS["test"]
    with pytest.raises(ValueError, match="unknown format 'chess'"):
        check_deck(deck("1 Island"), "chess")


def test_without_a_format_a_deck_under_40_cards_is_warned_about():
    small = size_warnings(deck("20 Forest"))
    assert small.ok and small.warnings[0].message.startswith("the deck has 20 cards")
    assert not size_warnings(deck("40 Forest")).warnings


# -- the command line ---------------------------------------------------------------------------

def test_deck_check_command(tmp_path, capsys):
    path = tmp_path / "burn.txt"
    path.write_text("5 Lightning Bolt\n1 Birthing Pod\n50 Mountain\n")
    assert cli.main(["deck", "check", str(path), "--format", "modern"]) == 1
    out = capsys.readouterr().out
    assert out.startswith("burn: 3 problem(s) for modern\n")
    assert "  - 5 Lightning Bolt: at most 4 copies" in out and "Birthing Pod is banned" in out
    path.write_text("4 Lightning Bolt\n56 Mountain\n")
    assert cli.main(["deck", "check", str(path), "--format", "modern"]) == 0
    assert capsys.readouterr().out == "burn: legal for modern (60 cards)\n"


def test_play_with_a_format_checks_the_decks_first(tmp_path, capsys):
    assert cli.main(["play", "--format", "modern", "--seed", "1"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "Elvish Archers is not legal in modern" in captured.err
    small = tmp_path / "small.txt"
    small.write_text("20 Forest\n")
    assert cli.main(["play", "--deck", str(small), "--deck", str(small), "--seed", "1"]) == 0
    captured = capsys.readouterr()
    assert captured.err.startswith("tolaria: warning: small: 20 cards (no format given)\n"
                                   "  warning: the deck has 20 cards")
