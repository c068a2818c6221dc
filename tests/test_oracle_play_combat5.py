"""Death triggers about combat compiled from Oracle text and played: "whenever a creature
dealt damage by this creature / equipped creature this turn dies" with the dying creature's
card ("return that card", "exile that card") and its last known toughness (CR 301.5, 400.7,
603.10a, 700.4)."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import (
    BOB,
    cast,
    choose,
    choose_targets,
    grave,
    life,
    obj,
    plays,
    resolve,
    to_step,
)
from test_oracle_play_combat4 import attack, block, equip, to_damage

from tolaria import Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object

# -- "a creature dealt damage by this creature this turn dies" (CR 700.4, 603.10a) ----------

@plays("Soul Collector", "trigger.damaged_by", "library.dead_card")
def test_700_4_soul_collector_returns_the_card_it_killed_under_your_control():
    game = board(["Soul Collector", "Mountain"], ["Wind Drake", "Savannah Lions"],
                 step="declare attackers", hands=(["Shock"], []))
    collector = obj(game, "Soul Collector")
    attack(game, collector)
    block(game, (obj(game, "Wind Drake"), collector))
    to_damage(game)
    drake = ids(game, "Wind Drake")
    assert len(drake) == 1 and game.state.objects[drake[0]].controller == 0   # CR 400.7
    to_step(game, "postcombat main")
    cast(game, "Shock", obj(game, "Savannah Lions"))        # not dealt damage by it
    resolve(game)
    assert "Savannah Lions" in grave(game, 1) and not game.state.stack


@plays("Abattoir Ghoul", "trigger.damaged_by")
def test_603_10a_abattoir_ghoul_gains_the_dead_creatures_toughness():
    game = board(["Abattoir Ghoul"], ["Savannah Lions"], step="declare attackers")
    ghoul = obj(game, "Abattoir Ghoul")
    attack(game, ghoul)
    block(game, (obj(game, "Savannah Lions"), ghoul))
    to_damage(game)
    resolve(game)
    assert "Savannah Lions" in grave(game, 1)
    assert life(game, 0) == 21                              # its toughness 1, not power 2


# -- "dealt damage by equipped creature" (CR 301.5) -----------------------------------------

@plays("Unscythe, Killer of Kings", "trigger.damaged_by_equipped")
def test_301_5_unscythe_exiles_the_card_the_equipped_creature_killed():
    game = board(["Unscythe, Killer of Kings", "Grizzly Bears"], ["Hill Giant"],
                 step="declare attackers")
    equip(game, "Unscythe, Killer of Kings", "Grizzly Bears")
    bears = obj(game, "Grizzly Bears")
    attack(game, bears)
    block(game, (obj(game, "Hill Giant"), bears))
    to_damage(game)
    assert game.decision.kind == "yes_no"                 # "you may" (CR 603.5)
    choose(game, "yes")
    resolve(game)
    assert [o.name for o in game.state.objects.values() if o.zone == "exile"] == ["Hill Giant"]
    assert "Hill Giant" not in grave(game, 1)
    assert len(ids(game, "Zombie")) == 1


@plays("Unscythe, Killer of Kings", "trigger.damaged_by_equipped")
def test_301_5_unscythe_ignores_a_creature_its_holder_did_not_damage():
    game = board(["Unscythe, Killer of Kings", "Grizzly Bears", "Mountain"], ["Hill Giant"],
                 hands=(["Lightning Bolt"], []))
    equip(game, "Unscythe, Killer of Kings", "Grizzly Bears")
    cast(game, "Lightning Bolt", obj(game, "Hill Giant"))
    resolve(game)
    assert "Hill Giant" in grave(game, 1) and not game.state.stack
    assert not ids(game, "Zombie")


# -- "target card from that player's graveyard" (CR 603.2, 603.3d) ---------------------------

def _in_graveyard(game: Game, name: str, owner: int) -> int:
    """A card put into `owner`'s graveyard (a test position)."""
    found = create_object(game.state, card_def(name), owner, "graveyard")
    game.state.changed()
    return found.id


def _unblocked_hit(game: Game, attacker: str) -> None:
    """`attacker` attacks Bob, isn't blocked and deals its combat damage (CR 510.2)."""
    attack(game, obj(game, attacker))
    to_damage(game)


@plays("Zombie Cannibal", "target.that_players_graveyard")
def test_603_3d_zombie_cannibal_exiles_a_card_from_the_damaged_players_graveyard():
    game = board(["Zombie Cannibal"], [], step="declare attackers")
    mine = _in_graveyard(game, "Grizzly Bears", 0)
    theirs = _in_graveyard(game, "Hill Giant", 1)
    _in_graveyard(game, "Shock", 1)
    _unblocked_hit(game, "Zombie Cannibal")
    with pytest.raises(IllegalAction):
        choose_targets(game, mine)                       # not that player's graveyard
    choose_targets(game, theirs)
    resolve(game)
    assert game.decision.kind == "yes_no"                # "you may" (CR 603.5)
    choose(game, "yes")
    resolve(game)
    assert game.state.objects[theirs].zone != "graveyard" and grave(game, 1) == ["Shock"]
    assert grave(game, 0) == ["Grizzly Bears"]


@plays("Skullsnatcher", "target.that_players_graveyard")
def test_603_3d_skullsnatcher_exiles_up_to_two_cards_from_that_players_graveyard():
    game = board(["Skullsnatcher"], [], step="declare attackers")
    cards = [_in_graveyard(game, name, 1) for name in ("Hill Giant", "Shock", "Savannah Lions")]
    _unblocked_hit(game, "Skullsnatcher")
    choose_targets(game, cards[0], cards[1])
    resolve(game)
    assert grave(game, 1) == ["Savannah Lions"]


@plays("Ink-Eyes, Servant of Oni", "target.that_players_graveyard")
def test_603_3d_ink_eyes_puts_that_players_creature_card_onto_the_battlefield():
    game = board(["Ink-Eyes, Servant of Oni"], [], step="declare attackers")
    _in_graveyard(game, "Savannah Lions", 0)                # not that player's
    _in_graveyard(game, "Hill Giant", 1)
    _unblocked_hit(game, "Ink-Eyes, Servant of Oni")
    choose(game, "yes")                                   # its only legal target
    resolve(game)
    found = ids(game, "Hill Giant")
    assert len(found) == 1 and game.state.objects[found[0]].controller == 0
    assert life(game, 1) == 15


@plays("Fire Nation Salvagers", "target.that_players_graveyard")
def test_603_2c_fire_nation_salvagers_takes_a_creature_card_from_the_damaged_player():
    game = board(["Fire Nation Salvagers", "Grizzly Bears"], [], step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].counters = {"+1/+1": 1}
    game.state.changed()
    _in_graveyard(game, "Savannah Lions", 0)                # not that player's
    _in_graveyard(game, "Hill Giant", 1)
    attack(game, bears)
    to_damage(game)                                       # its only legal target
    resolve(game)
    assert grave(game, 0) == ["Savannah Lions"] and grave(game, 1) == []
    found = ids(game, "Hill Giant")
    assert len(found) == 1 and game.state.objects[found[0]].controller == 0


# -- "cast target <card> from that player's graveyard" (CR 108.3, 400.3, 608.2g) -------------

@plays("Wrexial, the Risen Deep", "graveyard.cast_theirs", "target.that_players_graveyard")
def test_608_2g_wrexial_casts_the_damaged_players_card_then_exiles_it():
    game = board(["Wrexial, the Risen Deep"], [], step="declare attackers")
    _in_graveyard(game, "Lightning Bolt", 0)                # not that player's
    shock = _in_graveyard(game, "Shock", 1)
    _unblocked_hit(game, "Wrexial, the Risen Deep")
    if game.decision.kind == "yes_no":                    # "you may" (CR 603.5)
        choose(game, "yes")
    resolve(game)
    assert game.decision.kind == "cast" and game.decision.subject == shock
    game.act(next(a for a in game.legal_actions() if a.kind == "cast" and a.targets
                  and a.targets[0] == BOB))
    resolve(game)
    assert life(game, 1) == 20 - 5 - 2
    assert grave(game, 1) == [] and grave(game, 0) == ["Lightning Bolt"]
    assert [o.owner for o in game.state.objects.values()
            if o.zone == "exile" and o.name == "Shock"] == [1]   # its owner's (CR 400.3)


@plays("Chancellor of the Spires", "graveyard.cast_theirs")
def test_608_2g_chancellor_casts_an_opponents_card_that_goes_back_to_its_owner():
    game = board(["Island"] * 7, [], hands=(["Chancellor of the Spires"], []))
    _in_graveyard(game, "Lightning Bolt", 0)                # not an opponent's
    shock = _in_graveyard(game, "Shock", 1)
    cast(game, "Chancellor of the Spires")
    resolve(game)
    if game.decision.kind == "yes_no":                    # "you may" (CR 603.5)
        choose(game, "yes")
    resolve(game)
    assert game.decision.kind == "cast" and game.decision.subject == shock
    game.act(next(a for a in game.legal_actions() if a.kind == "cast" and a.targets
                  and a.targets[0] == BOB))
    resolve(game)
    assert life(game, 1) == 18
    assert grave(game, 1) == ["Shock"] and grave(game, 0) == ["Lightning Bolt"]   # CR 400.3
