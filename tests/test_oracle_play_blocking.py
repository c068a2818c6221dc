"""Blocking requirements compiled from Oracle text and played: "All creatures able to block
this creature do so.", "must be blocked if able", "blocks each combat if able" and their
"this turn" effects; a declaration obeys as many as it can without breaking a restriction
(CR 509.1b-c)."""

from __future__ import annotations

import pytest
from boards import board, ids, to_blockers
from test_oracle_play import BOB, Action, activate, cast, chars, obj, plays, resolve

from tolaria import Game, IllegalAction
from tolaria.agents.heuristic import HeuristicAgent
from tolaria.agents.random_agent import RandomAgent
from tolaria.rules.combat import required_blocks


def block(*pairs: tuple[int, int]) -> Action:
    return Action("block", 1, choice=tuple(pairs))


def refused(game: Game, action: Action) -> str:
    """The reason `action` is illegal; the game is left exactly as it was (CR 509.1)."""
    before = game.to_json()
    with pytest.raises(IllegalAction) as caught:
        game.act(action)
    assert game.to_json() == before
    return caught.value.reason


@plays("Breaker of Armies", "static.lure")
def test_509_1c_all_creatures_able_to_block_it_do_so():
    game = board(["Breaker of Armies"], ["Grizzly Bears", "Hill Giant", "Savannah Lions"],
                 step="declare attackers")
    breaker, bears, giant = obj(game, "Breaker of Armies"), obj(game, "Grizzly Bears"), \
        obj(game, "Hill Giant")
    game.state.objects[obj(game, "Savannah Lions")].tapped = True   # can't block: not required
    to_blockers(game, breaker)
    assert "509.1c" in refused(game, block())
    assert "509.1c" in refused(game, block((bears, breaker)))        # the Giant left out
    game.act(block((bears, breaker), (giant, breaker)))
    assert game.state.objects[bears].blocking == (breaker,)
    assert game.state.objects[giant].blocking == (breaker,)


@plays("Lure", "static.lure")
def test_509_1c_lure_on_a_flyer_requires_only_creatures_able_to_block_it():
    game = board(["Wind Drake", "Forest", "Forest", "Forest"], ["Grizzly Bears", "Giant Spider"],
                 hands=(["Lure"], []))
    drake, bears, spider = obj(game, "Wind Drake"), obj(game, "Grizzly Bears"), \
        obj(game, "Giant Spider")
    cast(game, "Lure", drake)
    resolve(game)
    to_blockers(game, drake)
    assert "509.1c" in refused(game, block())
    assert "702.9b" in refused(game, block((bears, drake)))         # flying: the Bears can't
    game.act(block((spider, drake)))                                 # the Bears aren't required
    assert game.state.objects[drake].blocked


@plays("Breaker of Armies", "static.lure")
def test_509_1c_two_requirements_that_cant_both_be_obeyed():
    game = board(["Breaker of Armies", "Breaker of Armies"], ["Grizzly Bears"],
                 step="declare attackers")
    first, second = ids(game, "Breaker of Armies")
    bears = obj(game, "Grizzly Bears")
    to_blockers(game, first, second)
    assert "509.1c" in refused(game, block())
    assert game.is_legal(block((bears, first)))           # one of two: the most it can obey
    game.act(block((bears, second)))
    assert game.state.objects[bears].blocking == (second,)


@plays("Lure", "static.lure")
def test_509_1c_lure_on_a_creature_with_menace_and_one_possible_blocker():
    game = board(["Boggart Brute", "Forest", "Forest", "Forest"], ["Grizzly Bears"],
                 hands=(["Lure"], []))
    brute = obj(game, "Boggart Brute")
    cast(game, "Lure", brute)
    resolve(game)
    to_blockers(game, brute)
    assert "702.110b" in refused(game, block((obj(game, "Grizzly Bears"), brute)))
    game.act(block())             # blocking alone breaks menace: nothing is the most obeyed


@plays("Canopy Stalker", "static.must_be_blocked")
def test_509_1c_must_be_blocked_is_obeyed_by_one_blocker():
    game = board(["Canopy Stalker", "Grizzly Bears"], ["Hill Giant", "Savannah Lions"],
                 step="declare attackers")
    stalker, bears = obj(game, "Canopy Stalker"), obj(game, "Grizzly Bears")
    giant, lions = obj(game, "Hill Giant"), obj(game, "Savannah Lions")
    to_blockers(game, stalker, bears)
    assert "509.1c" in refused(game, block())
    assert "509.1c" in refused(game, block((giant, bears)))
    assert game.is_legal(block((lions, stalker), (giant, stalker)))
    game.act(block((lions, stalker), (giant, bears)))      # one blocker is enough
    assert game.state.objects[stalker].blocked and game.state.objects[bears].blocked


@plays("Razorgrass Screen", "static.must_block")
def test_509_1c_blocks_each_combat_if_able():
    game = board(["Grizzly Bears", "Hill Giant"], ["Razorgrass Screen", "Savannah Lions"],
                 step="declare attackers")
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    screen, lions = obj(game, "Razorgrass Screen"), obj(game, "Savannah Lions")
    to_blockers(game, bears, giant)
    assert "509.1c" in refused(game, block())
    assert "509.1c" in refused(game, block((lions, bears)))
    assert game.is_legal(block((screen, giant)))          # any attacker will do
    game.act(block((screen, bears), (lions, giant)))
    assert game.state.objects[screen].blocking == (bears,)


@plays("Iron Golem", "static.must_block")
def test_508_1d_509_1c_attacks_or_blocks_each_combat_if_able():
    game = board(["Iron Golem"], ["Grizzly Bears"], step="declare attackers")
    assert not game.is_legal(Action("attack", 0, choice=()))          # CR 508.1d
    game = board(["Grizzly Bears"], ["Iron Golem"], step="declare attackers")
    bears, golem = obj(game, "Grizzly Bears"), obj(game, "Iron Golem")
    to_blockers(game, bears)
    assert "509.1c" in refused(game, block())
    game.act(block((golem, bears)))


@plays("Grand Melee", "static.must_block")
def test_509_1c_all_creatures_block_each_combat_if_able():
    game = board(["Grizzly Bears", "Grand Melee"], ["Savannah Lions", "Hill Giant"],
                 step="declare attackers")
    bears, lions, giant = obj(game, "Grizzly Bears"), obj(game, "Savannah Lions"), \
        obj(game, "Hill Giant")
    to_blockers(game, bears)
    assert "509.1c" in refused(game, block((lions, bears)))
    game.act(block((lions, bears), (giant, bears)))


@plays("Courtly Provocateur", "effect.block_this_turn")
def test_509_1c_target_creature_blocks_this_turn_if_able():
    game = board(["Courtly Provocateur", "Grizzly Bears"], ["Hill Giant", "Savannah Lions"])
    provocateur, bears = obj(game, "Courtly Provocateur"), obj(game, "Grizzly Bears")
    giant, lions = obj(game, "Hill Giant"), obj(game, "Savannah Lions")
    activate(game, provocateur, giant, index=1)
    resolve(game)
    assert "must_block" in chars(game, giant).restrictions
    to_blockers(game, bears)
    assert "509.1c" in refused(game, block())
    assert "509.1c" in refused(game, block((lions, bears)))       # the Giant is required
    game.act(block((giant, bears)))


@plays("Irresistible Prey", "effect.block_this_turn")
def test_509_1c_target_creature_must_be_blocked_this_turn():
    game = board(["Grizzly Bears", "Savannah Lions", "Forest"], ["Hill Giant"],
                 hands=(["Irresistible Prey"], []))
    bears, lions, giant = obj(game, "Grizzly Bears"), obj(game, "Savannah Lions"), \
        obj(game, "Hill Giant")
    cast(game, "Irresistible Prey", lions)
    resolve(game)
    to_blockers(game, bears, lions)
    assert "509.1c" in refused(game, block((giant, bears)))
    game.act(block((giant, lions)))


@plays("Compelled Duel", "effect.block_this_turn")
def test_509_1c_gets_plus_three_and_must_be_blocked_this_turn():
    game = board(["Grizzly Bears", "Forest", "Forest"], ["Savannah Lions"],
                 hands=(["Compelled Duel"], []))
    bears, lions = obj(game, "Grizzly Bears"), obj(game, "Savannah Lions")
    cast(game, "Compelled Duel", bears)
    resolve(game)
    assert chars(game, bears).power == 5
    to_blockers(game, bears)
    assert "509.1c" in refused(game, block())
    game.act(block((lions, bears)))


@plays("Alluring Scent", "effect.lure_this_turn")
def test_509_1c_all_creatures_able_to_block_target_creature_this_turn():
    game = board(["Grizzly Bears", "Savannah Lions", "Forest", "Forest", "Forest"],
                 ["Hill Giant", "Giant Spider"], hands=(["Alluring Scent"], []))
    bears, lions = obj(game, "Grizzly Bears"), obj(game, "Savannah Lions")
    giant, spider = obj(game, "Hill Giant"), obj(game, "Giant Spider")
    cast(game, "Alluring Scent", lions)
    resolve(game)
    to_blockers(game, bears, lions)
    assert "509.1c" in refused(game, block((giant, lions), (spider, bears)))
    game.act(block((giant, lions), (spider, lions)))


def test_509_1c_agents_fall_back_to_the_most_requirements_obeyed():
    game = board(["Breaker of Armies", "Grizzly Bears"], ["Hill Giant", "Savannah Lions"],
                 step="declare attackers")
    breaker, bears = obj(game, "Breaker of Armies"), obj(game, "Grizzly Bears")
    to_blockers(game, breaker, bears)
    required = required_blocks(game.state, 1)
    assert sorted(required) == sorted((b, breaker) for b in (obj(game, "Hill Giant"),
                                                              obj(game, "Savannah Lions")))
    for seed in range(5):
        assert game.is_legal(RandomAgent(seed).choose(game))
    assert game.is_legal(HeuristicAgent().choose(game))
    game = board(["Grizzly Bears"], ["Hill Giant"], step="declare attackers")
    to_blockers(game, obj(game, "Grizzly Bears"))
    assert required_blocks(game.state, 1) == () and game.is_legal(block())


@plays("Rampant Elephant", "effect.block_source_this_turn")
def test_509_1c_target_creature_blocks_this_creature_this_turn():
    game = board(["Rampant Elephant", "Grizzly Bears", "Forest"], ["Hill Giant"],
                 step="declare attackers")
    elephant, bears, giant = obj(game, "Rampant Elephant"), obj(game, "Grizzly Bears"), \
        obj(game, "Hill Giant")
    game.act(Action("attack", 0, choice=((elephant, BOB), (bears, BOB))))
    activate(game, elephant, giant)
    resolve(game)
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    assert "509.1c" in refused(game, block())
    assert "509.1c" in refused(game, block((giant, bears)))       # it must block the Elephant
    game.act(block((giant, elephant)))


@plays("Brontotherium", "keyword.provoke")
def test_702_39a_provoke_untaps_the_target_and_it_blocks_this_combat():
    game = board(["Brontotherium", "Grizzly Bears"], ["Colossal Dreadmaw", "Savannah Lions"],
                 step="declare attackers")
    bronto, bears = obj(game, "Brontotherium"), obj(game, "Grizzly Bears")
    dreadmaw, lions = obj(game, "Colossal Dreadmaw"), obj(game, "Savannah Lions")
    game.state.objects[dreadmaw].tapped = True
    game.act(Action("attack", 0, choice=((bronto, BOB), (bears, BOB))))
    while game.decision.kind != "blockers":
        if game.decision.kind == "targets":
            game.act(Action("choose", 0, targets=(("object", dreadmaw),)))
        elif game.decision.kind == "yes_no":
            game.act(Action("choose", 0, choice=("yes",)))
        else:
            game.act(Action("pass", game.decision.player))
    assert not game.state.objects[dreadmaw].tapped                      # untapped by provoke
    assert "509.1c" in refused(game, block((dreadmaw, bears)))
    assert game.is_legal(block((lions, bears), (dreadmaw, bronto)))
    game.act(block((dreadmaw, bronto)))
    while game.state.step != "postcombat main":
        game.act(game.legal_actions()[0])                  # damage assignment, passes
    assert not any(r.startswith("must_block") for r in chars(game, dreadmaw).restrictions)
