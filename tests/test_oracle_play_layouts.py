"""The constructs of card layouts with several faces, played (tests/test_oracle_play.py
says how `plays` is read): prototype (CR 718) and transform (CR 701.28a). The layouts'
rules are tested in tests/test_layouts.py."""

from __future__ import annotations

from boards import board
from test_oracle_play import plays

from tolaria.rules.layers import characteristics


@plays("Blitz Automaton", "card.prototype")
def test_718_3b_a_prototyped_spell_has_the_prototype_cost_power_toughness_and_colour():
    game = board(["Mountain"] * 3, hands=(["Blitz Automaton"], []))
    game.act("cast Blitz Automaton for prototype")
    game.act("pass")
    game.act("pass")
    (automaton,) = [o for o in game.state.objects.values()
                    if o.zone == "battlefield" and o.name == "Blitz Automaton"]
    chars = characteristics(game.state, automaton)
    assert (chars.power, chars.toughness, chars.colors) == (3, 2, {"R"})


@plays("Thraben Gargoyle", "effect.transform")
def test_701_28a_transform_this_creature_turns_it_over():
    game = board(["Thraben Gargoyle"] + ["Plains"] * 6)
    game.act("activate Thraben Gargoyle")
    game.act("pass")
    game.act("pass")
    assert [game.state.objects[i].name for i in game.state.battlefield][0] == \
        "Stonewing Antagonizer"


@plays("Jushi Apprentice", "effect.flip")
def test_710_2_a_flip_card_flips_once_and_keeps_its_colour_and_mana_cost():
    game = board(["Jushi Apprentice", "Island", "Island", "Island"],
                 hands=(["Island"] * 8, []))
    game.act("activate Jushi Apprentice")
    game.act("pass")
    game.act("pass")
    (jushi,) = [o for o in game.state.objects.values()
                if o.zone == "battlefield" and o.card.face_of]
    assert jushi.name == "Tomoya the Revealer"                       # CR 710.2
    chars = characteristics(game.state, jushi)
    assert chars.colors == {"U"} and jushi.card.mana_value == 2      # CR 710.1c
    assert any(e.text == "Jushi Apprentice flips: it is Tomoya the Revealer" for e in game.log)
