"""Banding (CR 702.22), played: attacking bands (508.1e, 702.22c-d), a band blocked as a
whole (702.22h), and the banding player dividing combat damage (702.22j-k)."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import BOB, activate, cast, grave, life, obj, plays, resolve

from tolaria import Action, Game, IllegalAction
from tolaria.rules.layers import characteristics
from tolaria.serialize import save_text, state_from_json


def pass_until(game: Game, kind: str) -> None:
    """Both players pass until the game asks for `kind`."""
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    assert game.decision.kind == kind, game.decision


def chars_of(game: Game, oid: int):
    return characteristics(game.state, game.state.objects[oid])


@plays("Benalish Hero", "keyword.banding")
def test_702_22h_blocking_one_creature_of_a_band_blocks_the_whole_band():
    game = board(["Benalish Hero", "Grizzly Bears"], ["Hill Giant"], step="declare attackers")
    hero, bears = obj(game, "Benalish Hero"), obj(game, "Grizzly Bears")
    game.act("attack with Benalish Hero, Grizzly Bears; band Benalish Hero, Grizzly Bears")
    assert game.state.bands == [(hero, bears)]                          # CR 508.1e
    pass_until(game, "blockers")
    game.act("block Grizzly Bears with Hill Giant")
    giant = game.state.objects[obj(game, "Hill Giant")]
    assert giant.blocking == (bears, hero)                              # CR 702.22h
    assert game.state.objects[hero].blocked and game.state.objects[bears].blocked
    game.act("order Benalish Hero, Grizzly Bears")                      # CR 509.3
    pass_until(game, "assign_damage")
    # CR 702.22k: Alice, not Hill Giant's controller, divides its damage among her band
    assert game.decision.player == 0 and game.decision.subject == giant.id
    game.act("assign Benalish Hero 3")
    assert grave(game, 0) == ["Benalish Hero"] and grave(game, 1) == ["Hill Giant"]
    assert life(game, 1) == 20                              # blocked: none to Bob


@plays("Mesa Pegasus", "keyword.banding", "keyword.list")
def test_702_22h_a_flier_in_a_band_is_blocked_with_the_creature_a_nonflier_blocks():
    game = board(["Mesa Pegasus", "Grizzly Bears"], ["Wall of Wood"], step="declare attackers")
    pegasus, bears = obj(game, "Mesa Pegasus"), obj(game, "Grizzly Bears")
    game.act("attack with Mesa Pegasus, Grizzly Bears; band Mesa Pegasus, Grizzly Bears")
    pass_until(game, "blockers")
    with pytest.raises(IllegalAction, match="flying"):
        game.act("block Mesa Pegasus with Wall of Wood")                 # CR 702.9b
    game.act("block Grizzly Bears with Wall of Wood")
    assert game.state.objects[pegasus].blocked                           # CR 702.22h
    while game.state.step != "end of combat":
        game.act(game.legal_actions()[0])
    assert life(game, 1) == 20
    assert game.state.objects[pegasus].zone == "battlefield" and bears in game.state.battlefield


@plays("Kjeldoran Warrior", "keyword.banding")
def test_702_22j_the_defending_player_divides_damage_of_a_creature_their_band_blocks():
    game = board(["Hill Giant"], ["Kjeldoran Warrior", "Grizzly Bears"], step="declare attackers")
    game.act("attack with Hill Giant")
    pass_until(game, "blockers")
    game.act("block Hill Giant with Kjeldoran Warrior, Grizzly Bears")
    game.act("order Grizzly Bears, Kjeldoran Warrior")                   # CR 509.2
    pass_until(game, "assign_damage")
    assert game.decision.player == 1                                      # CR 702.22j
    assert "702.22j" in game.decision.prompt
    # all of it onto one creature, none on the first in the order: Bob's choice
    game.act("assign Kjeldoran Warrior 3")
    assert grave(game, 1) == ["Kjeldoran Warrior"]
    assert ids(game, "Grizzly Bears") and grave(game, 0) == ["Hill Giant"]


def test_702_22j_without_banding_the_attacker_s_controller_assigns_in_order():
    game = board(["Hill Giant"], ["Llanowar Elves", "Grizzly Bears"], step="declare attackers")
    game.act("attack with Hill Giant")
    pass_until(game, "blockers")
    game.act("block Hill Giant with Llanowar Elves, Grizzly Bears")
    game.act("order Grizzly Bears, Llanowar Elves")
    pass_until(game, "assign_damage")
    assert game.decision.player == 0                                      # CR 510.1c
    with pytest.raises(IllegalAction):
        game.act("assign Llanowar Elves 3")          # lethal to the first in order first


@plays("Kjeldoran Warrior", "keyword.banding")
def test_702_22c_a_band_has_creatures_with_banding_and_up_to_one_without():
    game = board(["Kjeldoran Warrior", "Benalish Hero", "Grizzly Bears", "Hill Giant"], [],
                 step="declare attackers")
    with pytest.raises(IllegalAction, match="702.22c"):
        game.act("attack with Kjeldoran Warrior, Grizzly Bears, Hill Giant; "
                 "band Kjeldoran Warrior, Grizzly Bears, Hill Giant")
    with pytest.raises(IllegalAction, match="702.22c"):
        game.act("attack with Grizzly Bears, Hill Giant; band Grizzly Bears, Hill Giant")
    with pytest.raises(IllegalAction, match="only attacking creatures"):
        game.act("attack with Kjeldoran Warrior; band Kjeldoran Warrior, Grizzly Bears")
    with pytest.raises(IllegalAction, match="in two bands"):
        game.act("attack with Kjeldoran Warrior, Benalish Hero, Grizzly Bears; "
                 "band Kjeldoran Warrior, Grizzly Bears; band Benalish Hero, Grizzly Bears")
    game.act("attack with Kjeldoran Warrior, Benalish Hero, Grizzly Bears, Hill Giant; "
             "band Kjeldoran Warrior, Grizzly Bears; band Benalish Hero, Hill Giant")
    assert len(game.state.bands) == 2


def test_702_22d_a_band_attacks_one_player_or_planeswalker():
    game = board(["Kjeldoran Warrior", "Grizzly Bears"], ["Jace Beleren"],
                 step="declare attackers")
    with pytest.raises(IllegalAction, match="702.22d"):
        game.act("attack with Kjeldoran Warrior -> Bob, Grizzly Bears -> Jace Beleren; "
                 "band Kjeldoran Warrior, Grizzly Bears")


@plays("Icatian Infantry", "ability.activated", "effect.grant")
def test_702_22f_a_creature_that_leaves_combat_leaves_its_band():
    game = board(["Icatian Infantry", "Grizzly Bears", "Hill Giant", "Plains"],
                 ["Craw Wurm", "Mountain"], hands=((), ["Shock"]), step="beginning of combat")
    infantry = obj(game, "Icatian Infantry")
    activate(game, infantry, index=1)                         # {1}: gains banding
    resolve(game)
    pass_until(game, "attackers")
    game.act("attack with Icatian Infantry, Grizzly Bears, Hill Giant; "
             "band Icatian Infantry, Grizzly Bears")
    bears = obj(game, "Grizzly Bears")
    game.act("pass")
    cast(game, "Shock", infantry, player=1)                  # the banding one leaves
    resolve(game)
    assert game.state.bands == [(infantry, bears)] and infantry not in game.state.battlefield
    pass_until(game, "blockers")
    game.act("block Grizzly Bears with Craw Wurm")
    assert not game.state.objects[obj(game, "Hill Giant")].blocked
    while game.state.step != "end of combat":
        game.act(Action("pass", game.decision.player))
    assert life(game, 1) == 17 and grave(game, 0) == ["Icatian Infantry", "Grizzly Bears"]


@plays("Benalish Hero", "keyword.banding")
def test_702_22_bands_are_saved_and_written_in_the_notation():
    game = board(["Benalish Hero", "Grizzly Bears", "Hill Giant"], [], step="declare attackers")
    action = game.parse("attack with Benalish Hero, Grizzly Bears, Hill Giant; "
                        "band Benalish Hero, Grizzly Bears")
    assert action.bands == ((obj(game, "Benalish Hero"), obj(game, "Grizzly Bears")),)
    text = game.notation(action)
    assert text == ("attack with Benalish Hero, Grizzly Bears, Hill Giant; "
                    "band Benalish Hero, Grizzly Bears")
    assert game.parse(text) == action
    assert Action.from_json(action.to_json()) == action
    game.act(action)
    again = state_from_json(save_text(game.state))
    assert again.bands == game.state.bands and again.history[-1].bands == action.bands
    assert BOB == ("player", 1)


@plays("Volunteer Reserves", "keyword.banding")
def test_702_22j_the_heuristic_agent_dividing_for_its_own_blockers_kills_the_fewest():
    from tolaria.agents.heuristic import HeuristicAgent
    game = board(["Hill Giant"], ["Volunteer Reserves", "Grizzly Bears"],
                 step="declare attackers")
    game.act("attack with Hill Giant")
    pass_until(game, "blockers")
    game.act("block Hill Giant with Volunteer Reserves, Grizzly Bears")
    game.act("order Grizzly Bears, Volunteer Reserves")
    pass_until(game, "assign_damage")
    action = HeuristicAgent().choose(game)
    assert action.player == 1
    game.act(action)
    assert grave(game, 1) == []                          # divided so that none die


# -- "bands with other" (CR 702.22c, 702.22j-k) ---------------------------------------------

@plays("Cathedral of Serra", "keyword.bands_with_other", "static.anthem")
def test_702_22c_bands_with_other_legendary_creatures_bands_any_legendary_creatures():
    game = board(["Cathedral of Serra", "Isamaru, Hound of Konda", "Zurgo Bellstriker",
                  "Grizzly Bears", "Hill Giant"], ["Craw Wurm"], step="declare attackers")
    isamaru, zurgo = obj(game, "Isamaru, Hound of Konda"), obj(game, "Zurgo Bellstriker")
    assert "bands with other legendary creatures" in chars_of(game, isamaru).keywords
    assert "bands with other legendary creatures" not in chars_of(game, zurgo).keywords
    with pytest.raises(IllegalAction, match="702.22c"):         # the Bears aren't legendary
        game.act("attack with Isamaru, Hound of Konda, Zurgo Bellstriker, Grizzly Bears; "
                 "band Isamaru, Hound of Konda, Zurgo Bellstriker, Grizzly Bears")
    with pytest.raises(IllegalAction, match="702.22c"):         # neither has banding
        game.act("attack with Isamaru, Hound of Konda, Grizzly Bears; "
                 "band Isamaru, Hound of Konda, Grizzly Bears")
    game.act("attack with Isamaru, Hound of Konda, Zurgo Bellstriker, Hill Giant; "
             "band Isamaru, Hound of Konda, Zurgo Bellstriker")
    assert game.state.bands == [(isamaru, zurgo)]
    pass_until(game, "blockers")
    game.act("block Zurgo Bellstriker with Craw Wurm")
    assert game.state.objects[isamaru].blocked                            # CR 702.22h
    game.act("order Isamaru, Hound of Konda, Zurgo Bellstriker")
    pass_until(game, "assign_damage")
    assert game.decision.player == 0                                       # CR 702.22k
    game.act("assign Zurgo Bellstriker 6")
    while game.state.step != "end of combat":
        game.act(Action("pass", game.decision.player))
    assert grave(game, 0) == ["Zurgo Bellstriker"] and ids(game, "Isamaru, Hound of Konda")
    assert life(game, 1) == 17


@plays("Seafarer's Quay", "keyword.bands_with_other", "static.anthem")
def test_702_22j_two_legendary_blockers_one_banding_with_other_divide_the_damage():
    game = board(["Craw Wurm"], ["Seafarer's Quay", "Isamaru, Hound of Konda",
                                 "Thalia, Guardian of Thraben"], step="declare attackers")
    game.act("attack with Craw Wurm")
    pass_until(game, "blockers")
    game.act("block Craw Wurm with Isamaru, Hound of Konda, Thalia, Guardian of Thraben")
    game.act("order Isamaru, Hound of Konda, Thalia, Guardian of Thraben")
    pass_until(game, "assign_damage")
    assert game.decision.player == 0              # neither is blue: no "bands with other"
    game = board(["Craw Wurm"], ["Cathedral of Serra", "Isamaru, Hound of Konda",
                                 "Grizzly Bears"], step="declare attackers")
    game.act("attack with Craw Wurm")
    pass_until(game, "blockers")
    game.act("block Craw Wurm with Isamaru, Hound of Konda, Grizzly Bears")
    game.act("order Isamaru, Hound of Konda, Grizzly Bears")
    pass_until(game, "assign_damage")
    assert game.decision.player == 0              # only one of them is legendary


@plays("Cathedral of Serra", "keyword.bands_with_other", "static.anthem")
def test_702_22j_the_defending_player_divides_when_two_legends_band_with_other():
    game = board(["Craw Wurm"], ["Cathedral of Serra", "Isamaru, Hound of Konda",
                                 "Thalia, Guardian of Thraben"], step="declare attackers")
    game.act("attack with Craw Wurm")
    pass_until(game, "blockers")
    game.act("block Craw Wurm with Isamaru, Hound of Konda, Thalia, Guardian of Thraben")
    game.act("order Isamaru, Hound of Konda, Thalia, Guardian of Thraben")
    pass_until(game, "assign_damage")
    assert game.decision.player == 1                                       # CR 702.22j
    game.act("assign Thalia, Guardian of Thraben 6")
    assert grave(game, 1) == ["Thalia, Guardian of Thraben"]
    assert ids(game, "Isamaru, Hound of Konda")


@plays("Master of the Hunt", "keyword.bands_with_other", "effect.token_abilities",
       "ability.activated")
def test_702_22j_wolves_of_the_hunt_band_with_other_wolves_of_the_hunt():
    game = board(["Craw Wurm"], ["Master of the Hunt"] + ["Forest"] * 8,
                 step="beginning of combat")
    master = obj(game, "Master of the Hunt")
    for _ in range(2):
        game.act("pass")                                   # Alice passes; Bob activates
        activate(game, master, player=1)
        resolve(game)
    wolves = ids(game, "Wolves of the Hunt")
    assert len(wolves) == 2
    assert "bands with other creatures named Wolves of the Hunt" in chars_of(
        game, wolves[0]).keywords
    pass_until(game, "attackers")
    game.act("attack with Craw Wurm")
    pass_until(game, "blockers")
    game.act(Action("block", 1, choice=((wolves[0], obj(game, "Craw Wurm")),
                                        (wolves[1], obj(game, "Craw Wurm")))))
    game.act(game.legal_actions()[0])                                      # CR 509.2
    pass_until(game, "assign_damage")
    assert game.decision.player == 1                                       # CR 702.22j
    game.act(Action("assign", 1, object=obj(game, "Craw Wurm"),
                    choice=((("object", wolves[0]), 6),)))
    assert ids(game, "Wolves of the Hunt") == [wolves[1]]


@plays("Formation", "spell.effects", "effect.grant")
def test_702_22c_a_creature_given_banding_bands_with_one_without():
    game = board(["Grizzly Bears", "Hill Giant", "Plains", "Plains"], ["Craw Wurm"],
                 hands=(["Formation"], ()), step="beginning of combat")
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    cast(game, "Formation", bears)
    resolve(game)
    pass_until(game, "attackers")
    game.act("attack with Grizzly Bears, Hill Giant; band Grizzly Bears, Hill Giant")
    pass_until(game, "blockers")
    game.act("block Hill Giant with Craw Wurm")
    assert game.state.objects[bears].blocked                              # CR 702.22h
    game.act("order Grizzly Bears, Hill Giant")
    pass_until(game, "assign_damage")
    assert game.decision.player == 0                                       # CR 702.22k
    game.act("assign Grizzly Bears 6")
    assert ids(game, "Hill Giant") == [giant] and "Grizzly Bears" in grave(game, 0)


@plays("Dire Wolves", "condition.static_suffix", "condition.control")
def test_702_22c_dire_wolves_has_banding_only_while_its_controller_has_a_plains():
    game = board(["Dire Wolves", "Grizzly Bears", "Hill Giant"], [], step="declare attackers")
    with pytest.raises(IllegalAction, match="702.22c"):
        game.act("attack with Dire Wolves, Grizzly Bears; band Dire Wolves, Grizzly Bears")
    game = board(["Dire Wolves", "Grizzly Bears", "Plains"], [], step="declare attackers")
    game.act("attack with Dire Wolves, Grizzly Bears; band Dire Wolves, Grizzly Bears")
    assert len(game.state.bands) == 1
