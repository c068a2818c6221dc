"""Effects on each member of a group, played: the set is locked in as the effect happens
(CR 608.2h, 611.2c); "other" leaves the source out (CR 109.5)."""

from __future__ import annotations

from boards import board
from test_oracle_play import activate, cast, choose, grave, hand, life, names, obj, plays, resolve

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


@plays("Thalia's Lieutenant", "effect.counters_each")
def test_109_5_thalias_lieutenant_counters_on_each_other_human_you_control():
    game = board(["Plains"] * 2 + ["Elite Vanguard", "Grizzly Bears"], ["Elite Vanguard"],
                 hands=(["Thalia's Lieutenant"], []))
    cast(game, "Thalia's Lieutenant")
    resolve(game)                                 # the creature spell
    resolve(game)                                 # its enters trigger
    state = game.state
    assert state.objects[obj(game, "Elite Vanguard")].counters.get("+1/+1") == 1
    assert not state.objects[obj(game, "Elite Vanguard", 1)].counters        # Bob's
    assert not state.objects[obj(game, "Grizzly Bears")].counters            # not a Human
    assert not state.objects[obj(game, "Thalia's Lieutenant")].counters      # "other"


@plays("Storm's Wrath", "effect.damage_each", "mass.damage_also")
def test_120_3c_storms_wrath_damages_each_creature_and_each_planeswalker():
    game = board(["Mountain"] * 4 + ["Hill Giant"], ["Grizzly Bears"],
                 hands=(["Storm's Wrath"], []))
    jace = _walker(game, 5)
    cast(game, "Storm's Wrath")
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1) and "Hill Giant" in grave(game, 0)
    assert game.state.objects[jace].counters.get("loyalty") == 1     # CR 120.3c
    assert life(game, 1) == 20                      # not the players


@plays("Magmaquake", "effect.damage_each", "mass.damage_also")
def test_120_3_magmaquake_spares_creatures_with_flying():
    game = board(["Mountain"] * 4, ["Serra Angel", "Grizzly Bears"],
                 hands=(["Magmaquake"], []))
    jace = _walker(game, 3)
    game.act(Action("cast", 0, in_hand_id(game, "Magmaquake"), x=2))
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1) and "Serra Angel" in names(game)
    assert game.state.objects[obj(game, "Serra Angel")].damage == 0
    assert game.state.objects[jace].counters.get("loyalty") == 1


@plays("Devastation", "effect.destroy_all", "mass.joined_types")
def test_701_7_devastation_destroys_all_creatures_and_lands_only():
    game = board(["Mountain"] * 7 + ["Hill Giant", "Sol Ring"], ["Forest", "Grizzly Bears"],
                 hands=(["Devastation"], []))
    cast(game, "Devastation")
    resolve(game)
    assert sorted(names(game)) == ["Sol Ring"]     # an artifact is neither


def _walker(game, loyalty: int) -> int:
    """Bob's Jace Beleren with `loyalty` loyalty counters."""
    jace = create_object(game.state, card_def("Jace Beleren"), 1, "battlefield")
    jace.counters["loyalty"] = loyalty
    game.state.changed()
    return jace.id


def in_hand_id(game, name: str) -> int:
    return next(i for i in game.state.players[0].hand if game.state.objects[i].name == name)



@plays("Wheel of Fortune", "mass.discard_hand", "effect.same_subject")
def test_701_8a_wheel_of_fortune_each_player_discards_their_hand_then_draws_seven():
    game = board(["Mountain"] * 3, [], hands=(["Wheel of Fortune", "Shock", "Shock"],
                                              ["Grizzly Bears"]))
    cast(game, "Wheel of Fortune")
    resolve(game)
    assert sorted(grave(game, 0)) == ["Shock", "Shock", "Wheel of Fortune"]
    assert grave(game, 1) == ["Grizzly Bears"]
    assert len(hand(game, 0)) == 7 and len(hand(game, 1)) == 7


@plays("Windfall", "mass.discard_hand", "mass.discard_hands_draw_most")
def test_608_2c_windfall_each_player_draws_the_most_cards_a_player_discarded():
    for bob_hand, drawn in ((["Shock"] * 4, 4), (["Shock"], 2), ([], 2)):
        game = board(["Island"] * 3, [], hands=(["Windfall", "Shock", "Grizzly Bears"],
                                                bob_hand))
        cast(game, "Windfall")
        resolve(game)
        assert sorted(grave(game, 0)) == ["Grizzly Bears", "Shock", "Windfall"]
        assert grave(game, 1) == bob_hand
        assert len(hand(game, 0)) == drawn and len(hand(game, 1)) == drawn
    game = board(["Island"] * 3, [], hands=(["Windfall"], []))
    cast(game, "Windfall")
    resolve(game)
    assert hand(game, 0) == [] and hand(game, 1) == []          # none discarded: none drawn


@plays("One with Nothing", "mass.discard_hand")
def test_701_8a_one_with_nothing_discards_your_whole_hand():
    game = board(["Swamp"], [], hands=(["One with Nothing", "Shock", "Plains"], ["Shock"]))
    cast(game, "One with Nothing")
    resolve(game)
    assert hand(game, 0) == [] and hand(game, 1) == ["Shock"]
    assert sorted(grave(game, 0)) == ["One with Nothing", "Plains", "Shock"]


@plays("Myojin of Cleansing Fire", "effect.destroy_all", "mass.all_other")
def test_109_5_myojin_destroys_all_other_creatures_not_itself():
    game = board(["Myojin of Cleansing Fire", "Grizzly Bears"], ["Hill Giant", "Sol Ring"])
    myojin = obj(game, "Myojin of Cleansing Fire")
    game.state.objects[myojin].counters["divinity"] = 1
    game.state.changed()
    activate(game, myojin)
    resolve(game)
    assert sorted(names(game)) == ["Myojin of Cleansing Fire", "Sol Ring"]
    assert grave(game, 0) == ["Grizzly Bears"] and grave(game, 1) == ["Hill Giant"]


@plays("Splatter Technique", "effect.damage_each", "mass.damage_also")
def test_120_3_splatter_technique_each_creature_and_planeswalker():
    game = board(["Mountain"] * 2 + ["Island"] * 3 + ["Serra Angel"], ["Hill Giant"],
                 hands=(["Splatter Technique"], []))
    jace = _walker(game, 6)
    game.act(Action("cast", 0, in_hand_id(game, "Splatter Technique"), mode=1))
    resolve(game)
    assert "Serra Angel" in grave(game, 0) and "Hill Giant" in grave(game, 1)
    assert game.state.objects[jace].counters.get("loyalty") == 2


@plays("Purify", "effect.destroy_all", "mass.joined_types")
def test_701_7_purify_destroys_all_artifacts_and_enchantments():
    game = board(["Plains"] * 5 + ["Sol Ring", "Grizzly Bears"], ["Pacifism"],
                 hands=(["Purify"], []))
    cast(game, "Purify")
    resolve(game)
    assert "Sol Ring" in grave(game, 0) and grave(game, 1) == ["Pacifism"]
    assert "Grizzly Bears" in names(game)


@plays("Lore Broker", "effect.same_subject", "effect.discard_each")
def test_608_2c_lore_broker_each_player_draws_then_each_discards():
    game = board(["Lore Broker"], [], hands=(["Shock"], ["Grizzly Bears"]))
    activate(game, obj(game, "Lore Broker"))
    resolve(game)
    assert game.decision.kind == "discard" and game.decision.player == 0   # drew first
    choose(game, in_hand_id(game, "Shock"))
    assert game.decision.kind == "discard" and game.decision.player == 1   # APNAP
    bears = next(i for i in game.state.players[1].hand
                 if game.state.objects[i].name == "Grizzly Bears")
    choose(game, bears)
    assert hand(game, 0) == ["Wastes"] and hand(game, 1) == ["Wastes"]
    assert grave(game, 0) == ["Shock"] and grave(game, 1) == ["Grizzly Bears"]
