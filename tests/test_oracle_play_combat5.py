"""Death triggers about combat compiled from Oracle text and played: "whenever a creature
dealt damage by this creature / equipped creature this turn dies" with the dying creature's
card ("return that card", "exile that card") and its last known toughness (CR 301.5, 400.7,
603.10a, 700.4)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import (
    cast,
    choose,
    grave,
    life,
    obj,
    plays,
    resolve,
    to_step,
)
from test_oracle_play_combat4 import attack, block, equip, to_damage

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
