"""Glossary entries of the seed documents that no other test shows on its own
(docs/seed-coverage.md lists every entry and the test that shows it)."""

from __future__ import annotations

from dataclasses import fields, replace

from boards import board, ids

from tolaria import Action, Game
from tolaria.cards.database import CardData
from tolaria.cards.dsl import CREATURE, creature
from tolaria.cards.registry import card_def
from tolaria.data.ir import ObjectFilter, TargetSpec
from tolaria.rules import events, targets
from tolaria.rules.layers import characteristics
from tolaria.rules.zones import create_object

NATURALIZE = TargetSpec(objects=ObjectFilter(types=frozenset({"Artifact", "Enchantment"})))


def resolve(game: Game) -> None:
    game.act(Action("pass", game.decision.player))
    game.act(Action("pass", game.decision.player))


def chars(game: Game, oid: int):
    return characteristics(game.state, game.state.objects[oid])


def test_301_1_an_artifact_is_cast_only_at_sorcery_speed():
    game = board(["Mountain"], hands=(["Sol Ring"], []), step="beginning of combat")
    assert not [a for a in game.legal_actions() if a.kind == "cast"]
    game = board(["Mountain"], hands=(["Sol Ring"], []))
    game.act("cast Sol Ring")
    assert game.state.stack                                   # a spell on the stack
    resolve(game)
    ring = ids(game, "Sol Ring")[0]
    assert game.state.objects[ring].controller == 0          # onto its controller's battlefield


def test_301_artifact_creature_follows_the_rules_for_both():
    game = board([], ["Platinum Angel"])
    angel = ("object", ids(game, "Platinum Angel")[0])
    assert chars(game, angel[1]).types == {"Artifact", "Creature"}
    for spec in (NATURALIZE, CREATURE, creature(not_colors="B")):
        assert angel in targets.candidates(game.state, spec, 0, None)


def test_205_3g_205_3i_subtypes_of_artifacts_artifact_creatures_and_lands():
    assert card_def("Bonesplitter").subtypes == ("Equipment",)          # an artifact type
    assert card_def("Platinum Angel").subtypes == ("Angel",)            # a creature type
    assert card_def("Urza's Mine").subtypes == ("Urza's", "Mine")       # land types
    assert card_def("Darksteel Citadel").subtypes == ()                 # none at all


def test_205_4d_legend_is_now_the_legendary_supertype():
    game = board(["Sol'kanar the Swamp King", "Sol'kanar the Swamp King"])
    sol = card_def("Sol'kanar the Swamp King")
    assert "Legendary" in sol.supertypes and "Legend" not in sol.subtypes
    assert game.decision.kind == "legend"                     # the legend rule (CR 704.5j)


def test_205_4b_a_type_change_keeps_the_legendary_supertype():
    game = board(["Island", "Island", "Isamaru, Hound of Konda"], hands=(["Turn to Frog"], []))
    dog = ids(game, "Isamaru, Hound of Konda")[0]
    game.act("cast Turn to Frog targeting Isamaru, Hound of Konda")
    resolve(game)
    now = chars(game, dog)
    assert now.subtypes == {"Frog"} and "Legendary" in now.supertypes


def test_119_life_has_no_upper_limit():
    game = board(["Plains"], hands=(["Healing Salve"], []))
    game.state.players[0].life = 5000
    game.act(game.parse("cast Healing Salve mode 1 targeting Alice"))
    resolve(game)
    assert game.state.players[0].life == 5003


def test_405_5_the_last_spell_cast_resolves_first():
    game = board(["Mountain", "Mountain"], hands=(["Lightning Bolt", "Shock"], []))
    game.act("cast Lightning Bolt targeting Bob")
    game.act("cast Shock targeting Bob")                      # priority stays with Alice
    resolve(game)
    assert game.state.players[1].life == 18                   # Shock first (LIFO)
    resolve(game)
    assert game.state.players[1].life == 15


def test_105_2_monocolored_multicolored_and_colorless():
    assert card_def("Ajani Goldmane").colors == {"W"}                    # monocolored
    assert card_def("Fate Transfer").colors == {"U", "B"}                # hybrid: both colours
    assert card_def("Sol Ring").colors == frozenset()                    # not monocolored
    golgari = replace(card_def("Grizzly Bears"), name="Golgari Bear", colors=frozenset("BG"))
    game = board()
    bear = create_object(game.state, golgari, 1, "battlefield")
    game.state.changed()
    legal = targets.candidates(game.state, creature(not_colors="B"), 0, None)
    assert ("object", bear.id) not in legal                   # black, so not "nonblack"


def test_305_4_putting_a_land_onto_the_battlefield_is_not_playing_it():
    game = board(hands=(["Forest", "Mountain"], []))
    forest = game.state.objects[game.state.players[0].hand[0]]
    events.put_onto_battlefield(game.state, forest)
    assert game.state.players[0].lands_played == 0
    game.act("play Mountain")
    assert game.state.players[0].lands_played == 1


def test_213_1_legal_text_has_no_effect_on_the_game():
    names = {f.name for f in fields(CardData)}
    assert not names & {"legal_text", "copyright", "artist", "rarity", "collector_number"}


def test_306_5b_a_planeswalker_enters_with_its_printed_loyalty():
    game = board(["Plains"] * 4, hands=(["Ajani Goldmane"], []))
    game.act("cast Ajani Goldmane")
    resolve(game)
    ajani = game.state.objects[ids(game, "Ajani Goldmane")[0]]
    assert ajani.counters == {"loyalty": 4}


def test_401_1_each_deck_becomes_its_player_s_library():
    game = Game.new([["Forest"] * 25, ["Island"] * 30], seed=2)
    assert [len(p.library) for p in game.state.players] == [25, 30]
    assert {game.state.objects[i].owner for i in game.state.players[1].library} == {1}


def test_118_9c_an_alternative_cost_doesnt_change_the_mana_cost():
    game = board(["Mountain", "Mountain"], hands=(["Fireblast"], []))
    game.act("cast Fireblast for alternative cost sacrificing Mountain, Mountain targeting Bob")
    spell = game.state.objects[game.state.stack[-1]]
    assert ids(game, "Mountain") == []                        # two Mountains sacrificed
    assert characteristics(game.state, spell).mana_value == 6   # still {4}{R}{R}


def test_305_1_playing_a_land_is_a_special_action_without_the_stack():
    game = board(hands=(["Mountain"], []))
    game.act("play Mountain")
    assert game.state.stack == [] and ids(game, "Mountain")
    assert game.decision.kind == "priority" and game.decision.player == 0   # CR 116.3


def test_800_4i_a_player_who_left_keeps_their_last_known_information():
    game = Game.new([["Swamp"] * 12] * 3, seed=1, starting_player=0, skip_mulligans=True)
    bob = game.state.players[1]
    bob.life, bob.poison = 13, 2
    game.act(Action("concede", 1))
    seen = game.view(0)["players"][1]
    assert (seen["lost"], seen["life"], seen["poison"]) == (True, 13, 2)
    assert not game.over
