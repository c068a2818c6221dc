"""Tests for deck list parsing and the built-in decks."""

from __future__ import annotations

from pathlib import Path

import pytest

from tolaria.cards import CardDatabase
from tolaria.decks import BUILTIN_DECKS, Deck, DeckError, load_deck, parse_deck

ARENA = """\
Deck
4 Lightning Bolt (M10) 146
2 Fire // Ice (MH2) 290
3 Delver of Secrets (ISD) 51
1 Jace, the Mind Sculptor (A25) 62
20 Mountain (M21) 274

Sideboard
2 Duress (M19) 94
"""

ARENA_IMPLICIT_SIDEBOARD = """\
4 Lightning Bolt (M10) 146
20 Mountain (M21) 274

2 Duress (M19) 94
1 Smash to Smithereens (ORI) 163
"""

DEK = """\
<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <NetDeckID>0</NetDeckID>
  <PreconstructedDeckID>0</PreconstructedDeckID>
  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt" />
  <Cards CatID="2" Quantity="20" Sideboard="false" Name="Mountain" />
  <Cards CatID="3" Quantity="2" Sideboard="true" Name="Fire/Ice" />
  <Cards CatID="4" Quantity="2" Sideboard="false" Name="Lightning Bolt" />
</Deck>
"""


@pytest.mark.parametrize("name", BUILTIN_DECKS)
def test_builtin_decks_have_sixty_cards(name: str) -> None:
    deck = load_deck(name)
    assert deck.name == name
    assert len(deck.cards()) == 60
    assert deck.sideboard == []


def test_builtin_names() -> None:
    assert BUILTIN_DECKS == ("green", "red", "wu", "br")


def test_plain_text_with_comments_and_sideboard() -> None:
    text = """\
// Burn
# another comment
4 Lightning Bolt
4x shock

20 Mountain
Sideboard:
2 Duress
SB: 1 Smash to Smithereens
"""
    deck = parse_deck(text, "burn.txt")
    assert deck.name == "burn"
    assert deck.main == [(4, "Lightning Bolt"), (4, "Shock"), (20, "Mountain")]
    assert deck.sideboard == [(2, "Duress"), (1, "Smash to Smithereens")]
    assert deck.cards()[:5] == ["Lightning Bolt"] * 4 + ["Shock"]
    assert deck.sideboard_cards() == ["Duress", "Duress", "Smash to Smithereens"]


def test_plain_text_blank_lines_do_not_start_sideboard() -> None:
    deck = parse_deck("4 Lightning Bolt\n\n20 Mountain\n")
    assert deck.main == [(4, "Lightning Bolt"), (20, "Mountain")]
    assert deck.sideboard == []


def test_sb_prefix_only() -> None:
    deck = parse_deck("4 Lightning Bolt\nSB: 2 Duress\n20 Mountain\n")
    assert deck.main == [(4, "Lightning Bolt"), (20, "Mountain")]
    assert deck.sideboard == [(2, "Duress")]


def test_repeated_cards_are_merged_in_first_position() -> None:
    deck = parse_deck("2 Lightning Bolt\n20 Mountain\n2 lightning bolt\n")
    assert deck.main == [(4, "Lightning Bolt"), (20, "Mountain")]


def test_accents_and_apostrophes_are_canonicalised() -> None:
    deck = parse_deck("4 Lim-Dul’s Vault\n4 Juzam Djinn\n")
    assert deck.main == [(4, "Lim-Dûl's Vault"), (4, "Juzám Djinn")]


def test_arena_export() -> None:
    deck = parse_deck(ARENA)
    assert deck.main == [
        (4, "Lightning Bolt"),
        (2, "Fire // Ice"),
        (3, "Delver of Secrets // Insectile Aberration"),
        (1, "Jace, the Mind Sculptor"),
        (20, "Mountain"),
    ]
    assert deck.sideboard == [(2, "Duress")]


def test_arena_blank_line_starts_sideboard() -> None:
    deck = parse_deck(ARENA_IMPLICIT_SIDEBOARD)
    assert deck.main == [(4, "Lightning Bolt"), (20, "Mountain")]
    assert deck.sideboard == [(2, "Duress"), (1, "Smash to Smithereens")]


def test_arena_commander_companion_and_about() -> None:
    text = """\
About
Name Mono Red

Commander
1 Krenko, Mob Boss (M13) 139

Companion
1 Lurrus of the Dream-Den (IKO) 226

Deck
59 Mountain (M21) 274
"""
    deck = parse_deck(text)
    assert deck.name == "Mono Red"
    assert deck.commander == [(1, "Krenko, Mob Boss")]              # CR 903.3
    assert deck.main == [(59, "Mountain")]
    assert deck.cards() == ["Krenko, Mob Boss"] + ["Mountain"] * 59
    assert deck.sideboard == [(1, "Lurrus of the Dream-Den")]


def test_name_with_parentheses_is_not_a_set_code() -> None:
    deck = parse_deck("1 Imaginary Friends (Plane)\n4 Lightning Bolt (M10) 146\n")
    assert deck.main == [(1, "Imaginary Friends (Plane)"), (4, "Lightning Bolt")]


def test_mtgo_dek() -> None:
    deck = parse_deck(DEK, "burn.dek")
    assert deck.name == "burn"
    assert deck.main == [(6, "Lightning Bolt"), (20, "Mountain")]
    assert deck.sideboard == [(2, "Fire // Ice")]


def test_to_text_round_trips() -> None:
    for deck in (parse_deck(ARENA, "arena.txt"), parse_deck(DEK, "x.dek"), load_deck("wu")):
        again = parse_deck(deck.to_text())
        assert again == deck


def test_load_deck_from_file(tmp_path: Path) -> None:
    path = tmp_path / "mine.dek"
    path.write_text(DEK, encoding="utf-8")
    deck = load_deck(path)
    assert deck.name == "mine"
    assert len(deck.cards()) == 26
    text_path = tmp_path / "bom.txt"
    text_path.write_bytes("\ufeff4 Lightning Bolt\n".encode())
    assert load_deck(str(text_path)).main == [(4, "Lightning Bolt")]


def test_load_deck_missing() -> None:
    with pytest.raises(DeckError, match="no-such-deck.*built-in decks: green, red, wu, br"):
        load_deck("no-such-deck")


def test_unknown_cards_reported_together() -> None:
    text = "4 Lightning Blot\n20 Mountain\n4 Serra Angle (M10) 1\n"
    with pytest.raises(DeckError) as info:
        parse_deck(text, "bad.txt")
    error = info.value
    message = str(error)
    assert message.startswith("bad.txt: 2 problems:")
    assert "line 1: unknown card 'Lightning Blot' (did you mean: Lightning Bolt" in message
    assert "line 3: unknown card 'Serra Angle' (did you mean: Serra Angel" in message
    assert [line for line, _ in error.problems] == [1, 3]
    assert isinstance(error, ValueError)


@pytest.mark.parametrize(
    ("text", "line", "fragment"),
    [
        ("4 Lightning Bolt\n0 Mountain\n", 2, "count must be a positive integer, got 0"),
        ("4 Lightning Bolt\n\n-3 Mountain\n", 3, "count must be a positive integer, got -3"),
        ("Lightning Bolt\n", 1, "expected '<count> <card name>'"),
        ("4 Lightning Bolt\nfour Shock\n", 2, "expected '<count> <card name>'"),
    ],
)
def test_malformed_lines_name_the_line(text: str, line: int, fragment: str) -> None:
    with pytest.raises(DeckError) as info:
        parse_deck(text, "deck.txt")
    assert str(info.value).startswith(f"deck.txt, line {line}: ")
    assert fragment in str(info.value)


def test_empty_main_deck_is_an_error() -> None:
    with pytest.raises(DeckError, match="empty.txt: the deck has no main-deck cards"):
        parse_deck("// nothing here\n", "empty.txt")
    with pytest.raises(DeckError, match="no main-deck cards"):
        parse_deck("Sideboard\n2 Duress\n", "side.txt")


def test_malformed_xml_names_the_line() -> None:
    text = '<?xml version="1.0"?>\n<Deck>\n  <Cards Quantity="4" Name="Shock">\n</Deck>\n'
    with pytest.raises(DeckError, match=r"^bad\.dek, line 4: malformed XML"):
        parse_deck(text, "bad.dek")


def test_dek_bad_attributes() -> None:
    text = (
        "<Deck>\n"
        '<Cards Quantity="x" Sideboard="false" Name="Shock" />\n'
        '<Cards Quantity="4" Sideboard="maybe" Name="Shock" />\n'
        '<Cards Quantity="4" Sideboard="false" Name="Shcok" />\n'
        "</Deck>\n"
    )
    with pytest.raises(DeckError) as info:
        parse_deck(text, "bad.dek")
    assert [line for line, _ in info.value.problems] == [2, 3, 4]
    assert "Quantity must be a positive integer" in str(info.value)
    assert "did you mean: Shock" in str(info.value)


def test_dek_wrong_root() -> None:
    with pytest.raises(DeckError, match="expected <Deck>"):
        parse_deck("<Cards />", "x.dek")


def test_custom_database() -> None:
    bundled = CardDatabase.bundled()
    small = CardDatabase([bundled.get("Shock"), bundled.get("Mountain")])
    deck = parse_deck("4 Shock\n20 Mountain\n", database=small)
    assert isinstance(deck, Deck)
    with pytest.raises(DeckError, match="unknown card 'Lightning Bolt'"):
        parse_deck("4 Lightning Bolt\n", database=small)
