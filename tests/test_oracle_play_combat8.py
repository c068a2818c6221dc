"""Combat triggers compiled from Oracle text and played: "Whenever this creature becomes
blocked by a creature, it deals N damage to that creature" ("it" is this creature, "that
creature" the blocker; CR 509.5d, 603.2); "gets +N/+N until end of combat" (it ends as the
combat phase ends, CR 500.5, 511.3); "<this creature> deals N damage to that creature at end of
combat" (CR 603.7, 113.7a); "blocks / becomes blocked by a <creature type>" (Battering Ram,
Wooden Stake; CR 509.5b, 509.5d)."""

from __future__ import annotations

from boards import add_mana, board, to_blockers
from test_oracle_play import (
    Action,
    cast,
    chars,
    grave,
    hand,
    life,
    names,
    obj,
    plays,
    resolve,
    to_step,
)
from test_oracle_play_combat4 import equip
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


# -- "until end of combat" (CR 500.5, 511.3, 611.2a) -------------------------------------


@plays("Murk Dwellers", "effect.until_end_of_combat")
def test_511_3_gets_plus_two_until_end_of_combat_then_not_after_combat():
    game = board(["Murk Dwellers"], ["Grizzly Bears"], step="declare attackers")
    dwellers = obj(game, "Murk Dwellers")
    to_blockers(game, dwellers)
    declare_blocks(game)                                # unblocked: it triggers
    resolve(game)
    assert chars(game, dwellers).power == 4
    to_step(game, "end of combat")
    assert life(game, 1) == 16                          # 4 combat damage (CR 510.1)
    assert chars(game, dwellers).power == 4             # still combat (CR 500.5)
    to_step(game, "postcombat main")
    assert chars(game, dwellers).power == 2             # ended with combat (CR 511.3)


@plays("Murk Dwellers", "effect.until_end_of_combat")
def test_509_1h_blocked_it_gets_nothing():
    game = board(["Murk Dwellers"], ["Grizzly Bears"], step="declare attackers")
    dwellers, bears = obj(game, "Murk Dwellers"), obj(game, "Grizzly Bears")
    to_blockers(game, dwellers)
    declare_blocks(game, (bears, dwellers))
    assert not game.state.stack
    assert chars(game, dwellers).power == 2


@plays("Glyph of Destruction", "effect.until_end_of_combat")
def test_511_3_glyph_of_destruction_wall_deals_ten_then_is_destroyed_at_end_step():
    game = board(["Hill Giant"], ["Wall of Wood"], step="declare attackers",
                 hands=([], ["Glyph of Destruction"]))
    giant, wall = obj(game, "Hill Giant"), obj(game, "Wall of Wood")
    to_blockers(game, giant)
    declare_blocks(game, (wall, giant))
    game.act(Action("pass", 0))                         # Alice passes; Bob casts it
    add_mana(game, "{R}", player=1)
    cast(game, "Glyph of Destruction", wall, player=1)
    resolve(game)
    assert chars(game, wall).power == 10
    to_step(game, "end of combat")
    assert grave(game, 0) == ["Hill Giant"]             # 10 damage to the 3/3
    assert game.state.objects[wall].damage == 0         # its damage prevented (CR 615.1)
    to_step(game, "postcombat main")
    assert chars(game, wall).power == 0                 # ended with combat (CR 511.3)
    to_step(game, "end")
    resolve(game)
    assert "Wall of Wood" not in names(game)            # destroyed (CR 603.7)
    assert grave(game, 1) == ["Glyph of Destruction", "Wall of Wood"]


# -- "<this creature> deals N damage to that creature at end of combat" (CR 603.7, 511.2) ----


@plays("Sawtooth Ogre", "trigger.blocks_creature", "delayed.end_of_combat")
def test_603_7_damage_to_the_blocker_at_end_of_combat_even_after_the_ogre_died():
    game = board(["Sawtooth Ogre"], ["Craw Wurm"], step="declare attackers")
    ogre, wurm = obj(game, "Sawtooth Ogre"), obj(game, "Craw Wurm")
    to_blockers(game, ogre)
    declare_blocks(game, (wurm, ogre))
    resolve(game)                                       # the delayed trigger is created
    assert damage(game, wurm) == 0                      # nothing dealt yet (CR 603.7a)
    to_step(game, "combat damage")
    assert grave(game, 0) == ["Sawtooth Ogre"]          # 6 damage to the 3/3
    assert damage(game, wurm) == 3
    to_step(game, "end of combat")
    resolve(game)                                       # its source left (CR 113.7a)
    assert grave(game, 1) == ["Craw Wurm"]              # 3 + 1 damage to the 6/4


@plays("Sawtooth Ogre", "trigger.blocks_creature", "delayed.end_of_combat")
def test_113_7a_the_ogre_returned_to_hand_still_deals_the_damage():
    game = board(["Grizzly Bears"], ["Sawtooth Ogre"], step="declare attackers",
                 hands=(["Unsummon"], []))
    bears, ogre = obj(game, "Grizzly Bears"), obj(game, "Sawtooth Ogre")
    to_blockers(game, bears)
    declare_blocks(game, (ogre, bears))                 # it blocks: the same trigger
    resolve(game)
    add_mana(game, "{U}")
    cast(game, "Unsummon", ogre)
    resolve(game)
    assert hand(game, 1) == ["Sawtooth Ogre"]
    to_step(game, "end of combat")
    resolve(game)                                       # independent of its source
    assert on_battlefield(game, bears) and damage(game, bears) == 1
    assert life(game, 1) == 20                          # still blocked (CR 509.1h)


@plays("Sawtooth Ogre", "trigger.blocks_creature", "delayed.end_of_combat")
def test_400_7_a_new_object_is_not_that_creature():
    game = board(["Sawtooth Ogre"], ["Hill Giant"], step="declare attackers",
                 hands=([], ["Unsummon"]))
    ogre, giant = obj(game, "Sawtooth Ogre"), obj(game, "Hill Giant")
    to_blockers(game, ogre)
    declare_blocks(game, (giant, ogre))
    resolve(game)
    game.act(Action("pass", 0))
    add_mana(game, "{U}", player=1)
    cast(game, "Unsummon", giant, player=1)             # Bob saves his blocker
    resolve(game)
    assert "Hill Giant" in hand(game, 1)
    to_step(game, "end of combat")
    resolve(game)
    assert on_battlefield(game, ogre) and damage(game, ogre) == 0
    assert life(game, 1) == 20                          # blocked: no damage to Bob (509.1h)


# -- "blocked by a <creature type>, ... that <creature type>"; banding until end of combat --


@plays("Battering Ram", "trigger.pair_creature_type", "trigger.blocks_quality",
       "delayed.end_of_combat", "effect.until_end_of_combat")
def test_509_5d_battering_ram_destroys_the_wall_blocking_it_at_end_of_combat():
    game = board(["Battering Ram"], ["Wall of Wood"])
    ram, wall = obj(game, "Battering Ram"), obj(game, "Wall of Wood")
    to_step(game, "beginning of combat")
    resolve(game)
    assert "banding" in chars(game, ram).keywords       # until end of combat
    to_blockers(game, ram)
    declare_blocks(game, (wall, ram))
    resolve(game)
    assert on_battlefield(game, wall)                   # not yet (CR 603.7a)
    to_step(game, "end of combat")
    resolve(game)
    assert grave(game, 1) == ["Wall of Wood"]
    to_step(game, "postcombat main")
    assert "banding" not in chars(game, ram).keywords   # ended with combat (CR 511.3)


@plays("Battering Ram", "trigger.pair_creature_type", "trigger.blocks_quality")
def test_509_5d_a_creature_that_isnt_a_wall_triggers_nothing():
    game = board(["Battering Ram"], ["Grizzly Bears"], step="declare attackers")
    ram, bears = obj(game, "Battering Ram"), obj(game, "Grizzly Bears")
    to_blockers(game, ram)
    declare_blocks(game, (bears, ram))
    assert not game.state.stack                         # a Bear, not a Wall (CR 603.2)
    to_step(game, "end of combat")
    resolve(game)
    assert on_battlefield(game, bears)


@plays("Wooden Stake", "trigger.pair_creature_type", "trigger.blocks_quality")
def test_509_5d_wooden_stake_destroys_the_vampire_blocking_the_equipped_creature():
    game = board(["Grizzly Bears", "Wooden Stake"], ["Child of Night", "Savannah Lions"],
                 step="declare attackers")
    equip(game, "Wooden Stake", "Grizzly Bears")
    bears, child, lions = obj(game, "Grizzly Bears"), obj(game, "Child of Night"), \
        obj(game, "Savannah Lions")
    to_blockers(game, bears)
    declare_blocks(game, (child, bears), (lions, bears))
    assert len(game.state.stack) == 1                   # the Vampire only (CR 603.2)
    resolve(game)
    assert grave(game, 1) == ["Child of Night"]         # can't be regenerated (701.15c)
    assert on_battlefield(game, lions)


@plays("Wooden Stake", "trigger.pair_creature_type")
def test_509_5b_wooden_stake_the_equipped_creature_blocks_a_vampire():
    game = board(["Child of Night"], ["Grizzly Bears", "Wooden Stake"],
                 step="declare attackers")
    equip(game, "Wooden Stake", "Grizzly Bears")
    child, bears = obj(game, "Child of Night"), obj(game, "Grizzly Bears")
    to_blockers(game, child)
    declare_blocks(game, (bears, child))
    resolve(game)
    assert grave(game, 0) == ["Child of Night"]
