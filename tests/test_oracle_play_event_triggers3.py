"""Event triggers, played (CR 603.2, 603.6, 603.10): cast triggers whose effect is about a
group ("creatures you control get +1/+1"), "one or more <creature type> you control deal
combat damage to a player", and the other families of `tolaria.cards.oracle.trigger_events`
read here.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from boards import board
from test_oracle_play import (
    BOB,
    cast,
    chars,
    hand,
    life,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.keywords import goad


def attack(game, *attackers: int) -> None:
    game.act(Action("attack", 0, choice=tuple((a, BOB) for a in attackers)))


def settle(game) -> None:
    """Resolve the stack, answering each other decision with its first legal answer."""
    while game.state.stack:
        d = game.decision
        game.act(Action("pass", d.player) if d.kind == "priority" else game.legal_actions()[0])


# -- "Whenever you cast a noncreature spell, creatures you control ..." (CR 601.2i) ---------

@plays("Soulblade Djinn", "trigger.cast")
def test_601_2i_cast_trigger_pumps_creatures_you_control():
    game = board(["Soulblade Djinn", "Grizzly Bears", "Mountain"], ["Savannah Lions"],
                 hands=(["Shock"], []))
    bears, lions = obj(game, "Grizzly Bears"), obj(game, "Savannah Lions")
    cast(game, "Shock", BOB)
    assert len(game.state.stack) == 2                  # the trigger above the Shock
    resolve(game)
    assert chars(game, bears).power == 3 and chars(game, bears).toughness == 3
    assert chars(game, lions).power == 2                  # not Bob's creature
    assert life(game, 1) == 18


@plays("Soulblade Djinn", "trigger.cast")
def test_601_2i_creature_spell_is_not_a_noncreature_spell():
    game = board(["Soulblade Djinn", "Forest", "Forest"], [], hands=(["Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    assert len(game.state.stack) == 1                  # no trigger
    resolve(game)
    assert chars(game, obj(game, "Soulblade Djinn")).power == 4


@plays("Jeskai Ascendancy", "trigger.cast")
def test_601_2i_jeskai_ascendancy_pumps_and_untaps_your_creatures():
    game = board(["Jeskai Ascendancy", "Grizzly Bears", "Mountain"], [],
                 hands=(["Shock"], []))
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].tapped = True
    cast(game, "Shock", BOB)
    settle(game)
    assert not game.state.objects[bears].tapped
    assert chars(game, bears).power == 3


# -- "one or more <creatures> you control deal combat damage to a player" (CR 510.2) -------

@plays("Invasion Tactics", "trigger.batch")
def test_510_2_one_or_more_allies_deal_combat_damage_draws_once():
    game = board(["Invasion Tactics", "Ondu Cleric", "Makindi Patrol", "Grizzly Bears"], [],
                 step="declare attackers")
    attack(game, obj(game, "Ondu Cleric"), obj(game, "Makindi Patrol"),
           obj(game, "Grizzly Bears"))
    to_step(game, "combat damage")
    assert len(game.state.stack) == 1                  # once for both Allies
    resolve(game)
    assert len(hand(game)) == 1


@plays("Invasion Tactics", "trigger.batch")
def test_510_2_a_non_ally_dealing_combat_damage_does_not_trigger():
    game = board(["Invasion Tactics", "Grizzly Bears"], [], step="declare attackers")
    attack(game, obj(game, "Grizzly Bears"))
    to_step(game, "combat damage")
    assert not game.state.stack and life(game, 1) == 18


@plays("Rooftop Bypass", "trigger.batch")
def test_510_2_one_or_more_nontoken_creatures_a_token_alone_does_not_trigger():
    goblin_token = replace(card_def("Raging Goblin"), token=True)
    game = board(["Rooftop Bypass", goblin_token], [], step="declare attackers")
    attack(game, obj(game, "Raging Goblin"))
    to_step(game, "combat damage")
    assert not game.state.stack
    game = board(["Rooftop Bypass", "Raging Goblin"], [], step="declare attackers")
    attack(game, obj(game, "Raging Goblin"))
    to_step(game, "combat damage")
    resolve(game)
    assert "Assassin" in [game.state.objects[i].name for i in game.state.battlefield]


@plays("Alela, Cunning Conqueror", "trigger.batch")
def test_510_2_that_player_is_the_one_dealt_damage_goad_their_creature():
    game = board(["Alela, Cunning Conqueror", "Faerie Miscreant"], ["Savannah Lions"],
                 step="declare attackers")
    attack(game, obj(game, "Faerie Miscreant"))
    to_step(game, "combat damage")
    lions = obj(game, "Savannah Lions")
    assert game.state.objects[game.state.stack[-1]].targets == (("object", lions),)
    resolve(game)
    assert goad.goaders(game.state, game.state.objects[lions]) == [0]     # CR 701.38a


@plays("Haliya, Ascendant Cadet", "trigger.batch")
def test_510_2_one_or_more_creatures_with_counters_on_them_deal_combat_damage():
    game = board(["Haliya, Ascendant Cadet", "Grizzly Bears"], [], step="declare attackers")
    attack(game, obj(game, "Grizzly Bears"))
    to_step(game, "combat damage")
    assert not game.state.stack                       # no +1/+1 counter on the Bears
    game = board(["Haliya, Ascendant Cadet", "Grizzly Bears"], [], step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].counters["+1/+1"] = 1
    game.state.changed()
    attack(game, bears)
    to_step(game, "combat damage")
    resolve(game)
    assert len(hand(game)) == 1 and life(game, 1) == 17


@plays("Gwafa Hazid, Profiteer")
def test_122_1_creatures_with_bribery_counters_on_them_cant_attack():
    game = board(["Gwafa Hazid, Profiteer", "Grizzly Bears", "Savannah Lions"], [],
                 step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].counters["bribery"] = 1
    game.state.changed()
    assert game.decision.kind == "attackers"
    with pytest.raises(IllegalAction):
        attack(game, bears)
    attack(game, obj(game, "Savannah Lions"))
