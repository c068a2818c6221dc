"""Card layouts with several faces (CR 709-716): modal double-faced cards (CR 712.3,
712.8, 712.11b-c, 712.12-14). Scenario files: tests/scenarios/cr712_*.yaml."""

from __future__ import annotations

import pytest
from boards import board

from tolaria import Game, IllegalAction
from tolaria.cards.database import card_data
from tolaria.cards.oracle import compile_card
from tolaria.cards.registry import card_def
from tolaria.rules import zones


def test_712_3_each_face_of_a_modal_double_faced_card_compiles_alone():
    card = card_def("Brightclimb Pathway // Grimclimb Pathway")
    assert card.name == "Brightclimb Pathway" and card.types == frozenset({"Land"})
    (back,) = card.faces
    assert (back.name, back.face_of) == ("Grimclimb Pathway",
                                          "Brightclimb Pathway // Grimclimb Pathway")
    assert back.activated[0].mana == ("B",)
    refused = compile_card(card_data("Sea Gate Restoration // Sea Gate, Reborn"))
    assert not refused.ok and refused.gaps == [     # a gap in any face is the card's
        "Draw cards equal to the number of cards in your hand plus one."]
    both = compile_card(card_data("Emeria's Call // Emeria, Shattered Skyclave"))
    assert both.ok                  # its back's "you may pay 3 life" reads (CR 614.12)


def test_712_12_either_land_face_is_played_and_named_by_the_notation():
    game = board(hands=(["Brightclimb Pathway"], []))
    texts = [game.notation(a) for a in game.legal_actions()]
    assert "play Brightclimb Pathway" in texts and "play Grimclimb Pathway" in texts
    action = game.parse("play Grimclimb Pathway", 0)
    assert action.face == 1 and game.notation(action) == "play Grimclimb Pathway"
    game.act(action)
    (land,) = game.state.battlefield
    assert game.state.objects[land].name == "Grimclimb Pathway"                 # 712.8f
    assert game.state.objects[land].card.activated[0].mana == ("B",)
    assert "Alice plays Grimclimb Pathway" in game.log[-1].text
    with pytest.raises(IllegalAction):
        game.act("play Brightclimb Pathway")                      # CR 305.2b: one land


def test_712_8a_712_14_a_face_that_leaves_the_battlefield_is_its_front_face_again():
    game = board(hands=(["Skyclave Cleric"], []))
    game.act("play Skyclave Basilica")
    (land,) = game.state.battlefield
    obj = game.state.objects[land]
    back = zones.move(game.state, obj, "hand")
    assert back.card.name == "Skyclave Cleric" and back.card.faces      # CR 712.8a
    again = zones.move(game.state, back, "battlefield")
    assert again.card.name == "Skyclave Cleric"                          # CR 712.14


def test_a_game_with_a_face_up_back_face_saves_and_reloads():
    game = board(hands=(["Skyclave Cleric"], []))
    game.act("play Skyclave Basilica")
    saved = game.to_json()
    assert '"$face"' in saved
    again = Game.from_json(saved)
    assert again.to_json() == saved
    (land,) = again.state.battlefield
    assert again.state.objects[land].name == "Skyclave Basilica"


# -- split cards (CR 709) ------------------------------------------------------------------------

def test_709_4_a_split_card_has_its_halves_characteristics_combined():
    card = card_def("Fire // Ice")
    assert (card.name, card.mana_value, card.colors, card.types) == (
        "Fire // Ice", 4, frozenset("RU"), frozenset({"Instant"}))
    assert [half.name for half in card.faces] == ["Fire", "Ice"] and card.spell is None


def test_709_a_room_compiles_with_each_door_a_face_of_its_own():
    compiled = compile_card(card_data("Bottomless Pool // Locker Room"))
    assert compiled.ok and "layout.room" in compiled.constructs
    pool, locker = compiled.card.faces                # tests/test_oracle_play_rooms.py
    assert (pool.name, pool.mana_value, locker.name, locker.mana_value) == (
        "Bottomless Pool", 1, "Locker Room", 5)
    assert pool.triggered and locker.triggered and not compiled.card.triggered


def test_709_3_only_a_half_is_cast_and_it_is_that_half_on_the_stack():
    game = board(["Island", "Island", "Mountain"], ["Grizzly Bears"],
                 hands=(["Fire // Ice"], []))
    texts = [game.notation(a) for a in game.legal_actions()]
    assert "cast Ice targeting Grizzly Bears" in texts
    assert any(t.startswith("cast Fire targeting") for t in texts)
    assert not any(t.startswith("cast Fire // Ice") for t in texts)
    assert game.parse("cast Ice targeting Grizzly Bears", 0).face == 2
    game.act("cast Ice targeting Grizzly Bears")
    spell = game.state.objects[game.state.stack[-1]]
    assert (spell.name, spell.card.mana_value) == ("Ice", 2)                # CR 709.3b


# -- adventurers (CR 715) ------------------------------------------------------------------------

def test_715_3d_an_adventure_is_exiled_and_the_creature_may_be_cast_while_it_stays_exiled():
    game = board(["Mountain", "Mountain", "Mountain"], ["Grizzly Bears"],
                 hands=(["Rimrock Knight"], []))
    game.act("cast Boulder Rush targeting Grizzly Bears")
    spell = game.state.objects[game.state.stack[-1]]
    assert (spell.name, spell.card.types) == ("Boulder Rush", frozenset({"Instant"}))
    game.act("pass")
    game.act("pass")
    (exiled,) = game.state.players[0].exile
    assert game.state.objects[exiled].name == "Rimrock Knight"                  # CR 715.4
    assert any("may cast Rimrock Knight from exile" in e.text for e in game.log)
    texts = [game.notation(a) for a in game.legal_actions()]
    assert "cast Rimrock Knight" in texts and not any("Boulder Rush" in t for t in texts)
    while game.state.turn < 5 or game.state.active != 0 or game.state.step != "precombat main":
        game.act("pass" if game.decision.kind == "priority" else game.legal_actions()[0])
    assert "cast Rimrock Knight" in [game.notation(a) for a in game.legal_actions()]


# -- prototype (CR 718) --------------------------------------------------------------------------

def test_718_4_a_prototyped_permanent_that_leaves_the_battlefield_has_its_normal_values():
    game = board(["Mountain"] * 3, hands=(["Blitz Automaton"], []))
    texts = [game.notation(a) for a in game.legal_actions()]
    assert "cast Blitz Automaton for prototype" in texts and "cast Blitz Automaton" not in texts
    game.act("cast Blitz Automaton for prototype")
    game.act("pass")
    game.act("pass")
    (automaton,) = [o for o in game.state.objects.values()
                    if o.zone == "battlefield" and o.name == "Blitz Automaton"]
    assert (automaton.card.power, automaton.card.mana_value) == (3, 3)        # CR 718.3b
    back = zones.move(game.state, automaton, "hand")
    assert (back.card.power, back.card.toughness, back.card.mana_value) == (6, 4, 7)  # 718.4


# -- transforming double-faced cards (CR 712.2, 701.28) -----------------------------------------

def test_701_28a_712_18_a_permanent_transforms_and_stays_the_same_object():
    game = board(["Thraben Gargoyle"] + ["Plains"] * 6)
    (gargoyle,) = [i for i in game.state.battlefield if game.state.objects[i].name ==
                   "Thraben Gargoyle"]
    game.state.objects[gargoyle].counters["+1/+1"] = 1
    game.act("activate Thraben Gargoyle")
    game.act("pass")
    game.act("pass")
    obj = game.state.objects[gargoyle]                                      # CR 712.18
    assert obj.zone == "battlefield" and obj.name == "Stonewing Antagonizer"
    assert obj.counters == {"+1/+1": 1}
    assert "Thraben Gargoyle transforms into Stonewing Antagonizer" in [e.text for e in game.log]
    assert obj.card.mana_value == 1                              # its front face's (712.8e)
    assert "flying" in obj.card.keywords                                  # CR 712.8e
    dead = zones.move(game.state, obj, "graveyard")
    assert dead.card.name == "Thraben Gargoyle"                              # CR 712.8a


def test_712_11_a_transforming_card_is_cast_with_its_front_face_up_only():
    game = board(["Plains"] * 2, hands=(["Thraben Gargoyle"], []))
    texts = [game.notation(a) for a in game.legal_actions()]
    assert "cast Thraben Gargoyle" in texts and not any("Stonewing" in t for t in texts)


def test_701_28c_a_permanent_that_isnt_a_transforming_card_doesnt_transform():
    from tolaria.rules import faces
    game = board(["Grizzly Bears"])
    (bears,) = game.state.battlefield
    assert not faces.transform(game.state, game.state.objects[bears])
    assert game.state.objects[bears].name == "Grizzly Bears"


# -- flip cards (CR 710) -------------------------------------------------------------------------

def test_710_4_flipping_is_one_way_and_a_flipped_card_that_leaves_forgets_it():
    from tolaria.rules import faces
    game = board(["Jushi Apprentice"], hands=(["Jushi Apprentice"], []))
    (jushi,) = game.state.battlefield
    obj = game.state.objects[jushi]
    assert faces.flip(game.state, obj) and obj.name == "Tomoya the Revealer"
    assert not faces.flip(game.state, obj) and obj.name == "Tomoya the Revealer"   # 710.4
    back = zones.move(game.state, obj, "hand")
    assert back.card.name == "Jushi Apprentice"                                     # 710.4
    texts = [game.notation(a) for a in game.legal_actions()]
    assert not any("Tomoya" in t for t in texts)            # never cast flipped (CR 710.2)
