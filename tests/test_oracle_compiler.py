"""The Oracle compiler's reading: lexer, gaps (the sentence it can't read), refusals
that keep it from guessing, hand-written exceptions, and the registry's use of it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tolaria.cards.database import CardData, card_data
from tolaria.cards.definitions import EXCEPTIONS
from tolaria.cards.dsl import DEFINITIONS
from tolaria.cards.oracle import compile_card
from tolaria.cards.oracle.compiler import compile_text
from tolaria.cards.oracle.lexer import strip_reminder, tokenize
from tolaria.cards.registry import UnsupportedCard, card_def, is_supported, unsupported


def card(text: str, types: tuple[str, ...] = ("Creature",), name: str = "Test Card",
         subtypes: tuple[str, ...] = ("Bear",), cost: str | None = "{1}{G}",
         layout: str = "normal") -> CardData:
    power = "2" if "Creature" in types else None
    return CardData(name=name, mana_cost=cost, type_line="", card_types=types,
                    subtypes=subtypes, supertypes=(), power=power, toughness=power,
                    loyalty=None, text=text, layout=layout, color_identity=(), keywords=())


# -- the lexer ---------------------------------------------------------------------------------

def test_lexer_reads_names_symbols_and_changes():
    tokens = tokenize("Thalia deals 2 damage; {1}{W}, {T}: +1/+1 and [−2]",
                      ("Thalia, Guardian of Thraben", "Thalia"))
    keys = [t.key for t in tokens]
    assert keys[:5] == ["SELF", "deals", "2", "damage", ";"]
    assert "{1}" in keys and "{T}" in keys and "+1/+1" in keys and "-2" in keys


def test_lexer_keeps_positions_of_the_printed_line():
    line = "When Grizzly Bears enters, draw a card."
    tokens = tokenize(line, ("Grizzly Bears",))
    assert [line[t.pos:t.pos + len(t.text)] for t in tokens] == [t.text for t in tokens]


def test_207_2_reminder_text_is_removed():
    assert strip_reminder("Flying (This creature can't be blocked.)") == "Flying"


# -- gaps: the sentence that can't be read ------------------------------------------------------

_PACT_GAP = ("You may put that card into your hand unless it has the same name as another card "
             "exiled this way.")


def test_a_gap_names_the_sentence_and_the_card_is_refused():
    compiled = compile_card(card_data("Tainted Pact"))
    assert compiled.card is None and not compiled.exception
    assert compiled.gaps == [_PACT_GAP]


def test_a_gap_in_the_second_sentence_of_a_line():
    compiled = compile_text(card("When this creature enters, draw a card. Scry 2 at random."))
    assert compiled.gaps == ["Scry 2 at random."]


def test_registry_refuses_a_card_with_gaps():
    with pytest.raises(UnsupportedCard) as refused:
        card_def("Tainted Pact")
    assert refused.value.gaps == [_PACT_GAP]
    assert not is_supported("Tainted Pact") and is_supported("Lightning Bolt")
    assert unsupported(["Lightning Bolt", "Tainted Pact"]) == {
        "Tainted Pact": [_PACT_GAP]}


def test_unimplemented_keywords_are_gaps():
    assert compile_text(card("Living metal")).gaps == ["Living metal"]
    assert compile_text(card("Assist")).gaps == ["Assist"]


def test_other_layouts_and_non_siege_battles_are_gaps():
    """A Siege compiles (CR 310.11); another battle type's protector isn't in the CR."""
    assert compile_text(card("Flying", layout="transform")).gaps == [
        "layout transform: its faces aren't in the card data"]
    assert compile_text(card("Flying", layout="prepare")).gaps == ["layout prepare"]
    assert compile_text(card("", types=("Battle",), subtypes=("Siege",))).gaps == []
    assert compile_text(card("", types=("Battle",), subtypes=("Control", "Point"))).gaps == [
        "battle type Control Point: the Comprehensive Rules say who protects only a Siege"]


def test_characteristic_defining_power_needs_its_ability():
    data = card("Flying")
    data = CardData(**{**{f: getattr(data, f) for f in data.__dataclass_fields__},
                       "power": "*"})
    assert compile_text(data).gaps == ["power *"]


# -- refusals that keep the compiler from guessing ------------------------------------------------

@pytest.mark.parametrize("text", [
    "When this creature enters, destroy target creature or artifact with flying.",  # which?
    "This creature must be blocked by exactly one creature if able.",   # (CR 509.1c)
    "Whenever a tapped creature you control dies, draw a card.",     # a status in a trigger
    "{T}: Add {R}. Activate only as an instant.",   # the planner would use it while paying
    "{X}, {T}: Add {G}.",
    "When this creature leaves the battlefield, exile it.",   # "it": wherever it went
    "Each player discards a card.",         # one player at a time only
    "This creature gets +1/+1 as long as you control a creature with power 4 or greater.",
    "This creature has flying as long as you control a creature with flying.",   # layer 6
    "Choose one or both —",
])
def test_constructs_not_read_exactly_are_gaps(text):
    assert compile_text(card(text)).gaps


def test_107_3_x_is_read_where_a_cost_announces_it():
    """An activated ability's {X} is announced as it is activated (CR 107.3, 602.2b), so its
    "-X/-X" is that number; a spell's X with no {X} in its cost means nothing (a gap)."""
    ability = compile_text(card("{X}, {T}: Target creature gets -X/-X until end of turn.",
                                cost="{B}"))
    assert not ability.gaps
    pump = ability.card.activated[0].effects[0]
    assert pump.get("power") == pump.get("toughness") == ("times", -1, "X")
    blaze = card("This spell deals X damage to any target.", types=("Sorcery",), subtypes=(),
                 cost="{1}{R}")
    assert compile_text(blaze).gaps                # no {X} in its cost: X means nothing


def test_card_name_and_short_name_are_self_references():
    thalia = compile_card(card_data("Aragorn, the Uniter")).card
    assert thalia is not None and len(thalia.triggered) == 4
    named = compile_text(card("When Test Card enters, draw a card.")).card
    assert named.triggered[0].event == "enters" and named.triggered[0].filter is None


# -- hand-written exceptions ------------------------------------------------------------------

def test_every_hand_written_card_of_the_compiler_modules_is_an_exception_with_a_reason():
    for name in EXCEPTIONS:
        assert name in DEFINITIONS and EXCEPTIONS[name]


def test_118_9_omniscience_is_compiled_not_hand_written():
    """"You may cast spells from your hand without paying their mana costs." is read
    (`static.free_cast`); the hand-written definition is gone."""
    compiled = compile_card(card_data("Omniscience"))
    assert compiled.ok and not compiled.exception and "Omniscience" not in DEFINITIONS
    assert [a.kind for a in compiled.card.static] == ["free_cast"]


def test_204_a_colour_indicator_gives_the_card_its_colour():
    compiled = compile_card(card_data("Dryad Arbor"))        # compiled, no longer hand-written
    assert compiled.ok and not compiled.exception and compiled.card.colors == frozenset("G")
    indicated = replace(card("Flying", cost=None), color_indicator=("U",))   # a back face's
    assert compile_text(indicated).card.colors == frozenset("U")
    assert card_data("Insectile Aberration").color_indicator == ("U",)


def test_the_foundation_cards_are_compiled_not_hand_written():
    for name in ("Lightning Bolt", "Pacifism", "Jace Beleren", "Humility", "Clone",
                 "Furnace of Rath", "Emperor Crocodile", "Thalia, Guardian of Thraben"):
        compiled = compile_card(card_data(name))
        assert compiled.ok and not compiled.exception, name


def test_every_card_of_the_bundled_database_compiles_or_reports_gaps():
    """A sample across the whole database (every 25th card): compiling never raises, and a
    card is either compiled or names at least one gap."""
    from tolaria.cards.database import CardDatabase
    database = CardDatabase.bundled()
    for name in database.names()[::25]:
        compiled = compile_card(database.get(name))
        assert (compiled.card is not None) != bool(compiled.gaps), name


def test_205_3m_plural_subtype_words_read_the_same_in_every_run():
    """"Elves" is the plural of the Elf type whatever the hash seed (set order must not
    decide how a card compiles)."""
    from tolaria.cards.oracle.phrases import SUBTYPE_WORDS
    assert SUBTYPE_WORDS["elves"] == "Elf"
    assert SUBTYPE_WORDS["elf"] == "Elf"


# -- ability words, flavor words and keyword labels (CR 207.2c-d) ------------------------------

def test_207_2d_a_flavor_word_has_no_rules_meaning():
    plain = compile_text(card("When this creature enters, it deals 4 damage to each opponent."))
    flavored = compile_text(card("Fire Breath — When this creature enters, it deals 4 damage "
                                 "to each opponent."))
    assert flavored.ok
    [read], [expected] = flavored.card.triggered, plain.card.triggered
    assert (read.event, read.effects) == (expected.event, expected.effects)


def test_702_142a_boast_label_is_a_keyword_not_an_ability_word():
    # Boast's rules (attacked this turn, once each turn) are only in its reminder text.
    # They are read into the ability (tests/test_oracle_play_keywords2.py plays it).
    boast = compile_text(card("Boast — {1}{W}: Untap this creature. (Activate only if this "
                              "creature attacked this turn and only once each turn.)"))
    [ability] = boast.card.activated
    assert ability.once_each_turn and ability.condition.op == "source_attacked"
    [exhaust] = compile_text(card("Exhaust — {2}: Draw a card.")).card.activated
    assert exhaust.once_ever and not exhaust.once_each_turn        # "only once" (its reminder)
    [power_up] = compile_text(card("Power-up — {2}: Draw a card.")).card.activated
    assert power_up.once_ever             # played from its reminder text (test_..._mechanics4)
