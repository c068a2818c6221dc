"""Combat triggers compiled from Oracle text and played: "Whenever this creature becomes
blocked by a creature, it deals N damage to that creature" ("it" is this creature, "that
creature" the blocker; CR 509.5d, 603.2)."""

from __future__ import annotations

from boards import board, to_blockers
from test_oracle_play import grave, life, obj, plays, resolve
from test_oracle_play_combat_triggers import damage, declare_blocks, gone, on_battlefield

# -- "it deals N damage to that creature" (CR 509.5d, 603.2) -----------------------------


@plays("Acolyte of the Inferno", "trigger.blocks_creature", "trigger.pair_it_deals",
       "effect.damage_event_object")
def test_509_5d_it_deals_damage_to_each_creature_blocking_it():
    game = board(["Acolyte of the Inferno"], ["Grizzly Bears", "Hill Giant"],
                 step="declare attackers")
    acolyte, bears, giant = obj(game, "Acolyte of the Inferno"), obj(game, "Grizzly Bears"), \
        obj(game, "Hill Giant")
    to_blockers(game, acolyte)
    declare_blocks(game, (bears, acolyte), (giant, acolyte))
    assert len(game.state.stack) == 2                   # once per blocking creature
    resolve(game)
    assert gone(game, bears) and grave(game, 1) == ["Grizzly Bears"]     # 2 to the 2/2
    assert damage(game, giant) == 2                                      # 2 to the 3/3
    assert on_battlefield(game, acolyte) and damage(game, acolyte) == 0  # not to itself
    assert life(game, 1) == 20


@plays("Acolyte of the Inferno", "trigger.blocks_creature", "trigger.pair_it_deals")
def test_509_5b_blocking_triggers_nothing():
    game = board(["Grizzly Bears"], ["Acolyte of the Inferno"], step="declare attackers")
    bears, acolyte = obj(game, "Grizzly Bears"), obj(game, "Acolyte of the Inferno")
    to_blockers(game, bears)
    declare_blocks(game, (acolyte, bears))
    assert not game.state.stack                         # it blocked; it wasn't blocked
    assert damage(game, bears) == 0
