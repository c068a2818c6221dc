"""Play tests for the copy-effect constructs (CR 707): "enter as a copy of …, except …"."""

from boards import board
from test_oracle_play import activate, cast, choose, obj, plays, resolve, to_step

from tolaria.data.actions import Action
from tolaria.game import Game
from tolaria.rules.layers import characteristics


def chars(game, oid):
    return characteristics(game.state, game.state.objects[oid])


@plays("Quicksilver Gargantuan", "copy.enters_as_copy_of", "copy.except_pt")
def test_707_9b_gargantuan_copies_except_its_7_7():
    game = board(["Island"] * 7, ["Serra Angel"], hands=(["Quicksilver Gargantuan"], []))
    cast(game, "Quicksilver Gargantuan")
    resolve(game)
    choose(game, obj(game, "Serra Angel"))
    copy = obj(game, "Quicksilver Gargantuan")
    seen = chars(game, copy)
    assert seen.name == "Serra Angel" and "flying" in seen.keywords
    assert (seen.power, seen.toughness) == (7, 7)


@plays("Phantasmal Image", "copy.enters_as_copy_of", "copy.except_types",
       "copy.except_abilities")
def test_707_9a_phantasmal_image_is_an_illusion_and_dies_when_targeted():
    game = board(["Island"] * 2, ["Serra Angel", "Mountain"],
                 hands=(["Phantasmal Image"], ["Shock"]))
    cast(game, "Phantasmal Image")
    resolve(game)
    choose(game, obj(game, "Serra Angel"))
    image = obj(game, "Phantasmal Image")
    seen = chars(game, image)
    assert seen.name == "Serra Angel" and {"Angel", "Illusion"} <= seen.subtypes
    again = Game.from_json(game.to_json())           # the exceptions survive a round trip
    assert {"Angel", "Illusion"} <= chars(again, image).subtypes
    game.act(Action("pass", 0))
    cast(game, "Shock", image, player=1)          # targeting it triggers the sacrifice
    resolve(game)
    assert game.state.objects[image].zone != "battlefield"


@plays("Malleable Impostor", "copy.enters_as_copy_of", "copy.except_keywords")
def test_707_9_impostor_copies_only_an_opponents_creature_and_gains_flying():
    game = board(["Island"] * 4 + ["Serra Angel"], ["Grizzly Bears"],
                 hands=(["Malleable Impostor"], []))
    cast(game, "Malleable Impostor")
    resolve(game)
    assert obj(game, "Serra Angel") not in game.decision.options     # "an opponent controls"
    choose(game, obj(game, "Grizzly Bears"))
    seen = chars(game, obj(game, "Malleable Impostor"))
    assert seen.name == "Grizzly Bears" and (seen.power, seen.toughness) == (2, 2)
    assert "flying" in seen.keywords and {"Faerie", "Shapeshifter", "Bear"} <= seen.subtypes


@plays("Copy Artifact", "copy.enters_as_copy_of", "copy.except_types")
def test_707_9b_copy_artifact_is_also_an_enchantment():
    game = board(["Island"] * 2, ["Ornithopter"], hands=(["Copy Artifact"], []))
    cast(game, "Copy Artifact")
    resolve(game)
    choose(game, obj(game, "Ornithopter"))
    seen = chars(game, obj(game, "Copy Artifact"))
    assert seen.name == "Ornithopter" and {"Artifact", "Creature", "Enchantment"} <= seen.types


@plays("Mirage Mirror", "copy.becomes_copy")
def test_707_2_mirage_mirror_becomes_a_copy_until_end_of_turn():
    game = board(["Mirage Mirror", "Island", "Island"], ["Serra Angel"])
    mirror, angel = obj(game, "Mirage Mirror"), obj(game, "Serra Angel")
    activate(game, mirror, angel)
    resolve(game)
    seen = chars(game, mirror)
    assert seen.name == "Serra Angel" and (seen.power, seen.toughness) == (4, 4)
    assert "Creature" in seen.types and "flying" in seen.keywords
    to_step(game, "upkeep")                              # the copy effect ends (CR 514.2)
    seen = chars(game, mirror)
    assert seen.name == "Mirage Mirror" and "Creature" not in seen.types


@plays("True Polymorph", "copy.becomes_copy")
def test_707_2_true_polymorph_copy_lasts_and_uses_values_as_it_resolves():
    game = board(["Island"] * 6 + ["Grizzly Bears"], ["Serra Angel"],
                 hands=(["True Polymorph"], []))
    bears, angel = obj(game, "Grizzly Bears"), obj(game, "Serra Angel")
    cast(game, "True Polymorph", bears, angel)
    resolve(game)
    to_step(game, "upkeep")                              # no duration: it lasts
    seen = chars(game, bears)
    assert seen.name == "Serra Angel" and "flying" in seen.keywords
    assert seen.controller == 0                          # copying doesn't change control


@plays("Thespian's Stage", "copy.becomes_copy", "copy.except_this_ability")
def test_707_9a_thespians_stage_keeps_its_copy_ability():
    game = board(["Thespian's Stage", "Island", "Island"], ["Forest"])
    stage, forest = obj(game, "Thespian's Stage"), obj(game, "Forest")
    activate(game, stage, forest, index=1)
    resolve(game)
    to_step(game, "upkeep")                              # no duration: it lasts
    seen = chars(game, stage)
    assert seen.name == "Forest" and "Forest" in seen.subtypes
    assert any("becomes a copy" in a.text for a in seen.activated)


@plays("Cryptoplasm", "copy.becomes_copy", "copy.except_this_ability")
def test_707_9a_cryptoplasm_may_become_a_copy_and_keeps_its_trigger():
    game = board(["Cryptoplasm"], ["Serra Angel"], step="upkeep")
    plasm = obj(game, "Cryptoplasm")
    resolve(game)
    assert game.decision.kind == "yes_no"                # "you may" (CR 603.5)
    choose(game, "yes")
    seen = chars(game, plasm)
    assert seen.name == "Serra Angel" and "flying" in seen.keywords
    assert any("become a copy" in t.text for t in seen.triggered)
