"""Combat text compiled from Oracle text and played: blocking despite shadow (CR 702.28b),
landwalk that stops no block (CR 702.14c), "can't be blocked by creatures with
horsemanship" (CR 702.31b, 509.1b)."""

from __future__ import annotations

from boards import board
from test_oracle_play import chars, choose_targets, grave, obj, plays, resolve, to_step
from test_oracle_play_combat4 import attack as attack4
from test_oracle_play_combat4 import enchant
from test_oracle_play_keywords import attack, can_block

from tolaria import Action
from tolaria.rules import combat

# -- "can block creatures with shadow as though ..." (CR 702.28b) -------------------------

@plays("Aetherflame Wall", "static.blocks_shadow")
@plays("Heartwood Dryad", "static.blocks_shadow")
def test_702_28b_blocking_creatures_with_shadow_as_though_they_had_none():
    game = board(["Dauthi Slayer"], ["Aetherflame Wall", "Heartwood Dryad", "Hill Giant"],
                 step="declare attackers")
    slayer = obj(game, "Dauthi Slayer")
    attack(game, slayer)
    assert can_block(game, obj(game, "Aetherflame Wall"), slayer)
    assert can_block(game, obj(game, "Heartwood Dryad"), slayer)
    assert not can_block(game, obj(game, "Hill Giant"), slayer)      # no permission


@plays("Wall of Diffusion", "static.blocks_shadow")
@plays("Heartwood Dryad", "static.blocks_shadow")
def test_702_28b_as_though_it_had_shadow_still_blocks_creatures_without_shadow():
    game = board(["Grizzly Bears"], ["Wall of Diffusion", "Heartwood Dryad"],
                 step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    attack(game, bears)
    assert can_block(game, obj(game, "Wall of Diffusion"), bears)
    assert can_block(game, obj(game, "Heartwood Dryad"), bears)


@plays("Aether Web", "static.blocks_shadow")
def test_702_28b_aether_web_lets_the_enchanted_creature_block_shadow():
    game = board(["Dauthi Slayer"], ["Grizzly Bears", "Hill Giant"], step="declare attackers")
    enchant(game, "Aether Web", obj(game, "Grizzly Bears"), owner=1)
    slayer = obj(game, "Dauthi Slayer")
    attack(game, slayer)
    assert can_block(game, obj(game, "Grizzly Bears"), slayer)
    assert not can_block(game, obj(game, "Hill Giant"), slayer)


# -- "Creatures with <land>walk can be blocked as though ..." (CR 702.14c) ----------------

@plays("Undertow", "static.landwalk_blockable")
def test_702_14c_undertow_lets_islandwalkers_be_blocked():
    game = board(["Segovian Leviathan", "Undertow"], ["Island", "Grizzly Bears"],
                 step="declare attackers")
    leviathan = obj(game, "Segovian Leviathan")
    attack(game, leviathan)
    assert can_block(game, obj(game, "Grizzly Bears"), leviathan)


@plays("Undertow", "static.landwalk_blockable")
def test_702_14c_undertow_leaves_other_landwalk_alone():
    game = board(["Bog Wraith", "Segovian Leviathan"], ["Island", "Swamp", "Grizzly Bears",
                                                       "Undertow"],
                 step="declare attackers")
    wraith, leviathan = obj(game, "Bog Wraith"), obj(game, "Segovian Leviathan")
    attack(game, wraith, leviathan)
    assert not can_block(game, obj(game, "Grizzly Bears"), wraith)      # swampwalk still
    assert can_block(game, obj(game, "Grizzly Bears"), leviathan)


@plays("Quagmire", "static.landwalk_blockable")
def test_702_14c_swampwalk_without_quagmire_stops_the_block():
    game = board(["Bog Wraith", "Savannah Lions"], ["Swamp", "Grizzly Bears"],
                 step="declare attackers")
    wraith = obj(game, "Bog Wraith")
    attack(game, wraith, obj(game, "Savannah Lions"))          # something to block
    assert not can_block(game, obj(game, "Grizzly Bears"), wraith)
    game = board(["Bog Wraith", "Quagmire"], ["Swamp", "Grizzly Bears"],
                 step="declare attackers")
    wraith = obj(game, "Bog Wraith")
    attack(game, wraith)
    assert can_block(game, obj(game, "Grizzly Bears"), wraith)


# -- "can't be blocked by creatures with horsemanship" (CR 702.31b, 509.1b) ---------------

@plays("Taoist Mystic", "static.cant_be_blocked_by")
@plays("Zuo Ci, the Mocking Sage", "static.cant_be_blocked_by")
def test_509_1b_not_blocked_by_creatures_with_horsemanship():
    game = board(["Taoist Mystic", "Zuo Ci, the Mocking Sage"], ["Shu Cavalry",
                                                                "Grizzly Bears"],
                 step="declare attackers")
    mystic, zuo = obj(game, "Taoist Mystic"), obj(game, "Zuo Ci, the Mocking Sage")
    attack(game, mystic, zuo)
    for attacker in (mystic, zuo):
        assert not can_block(game, obj(game, "Shu Cavalry"), attacker)
        assert can_block(game, obj(game, "Grizzly Bears"), attacker)


# -- "Whenever this creature attacks, <target> blocks it this combat if able" (509.1c) ----

def _to_blockers(game) -> None:
    """Resolve the attack triggers, then pass on to Bob's declaration of blockers."""
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))


@plays("Avalanche Tusker", "effect.blocks_attacker")
def test_509_1c_avalanche_tusker_makes_its_target_block_it():
    game = board(["Avalanche Tusker"], ["Grizzly Bears", "Hill Giant"],
                 step="declare attackers")
    tusker, bears = obj(game, "Avalanche Tusker"), obj(game, "Grizzly Bears")
    attack4(game, tusker)
    choose_targets(game, bears)
    resolve(game)
    _to_blockers(game)
    assert not game.is_legal(Action("block", 1, choice=()))              # CR 509.1c
    assert not game.is_legal(Action("block", 1, choice=((obj(game, "Hill Giant"), tusker),)))
    assert game.is_legal(Action("block", 1, choice=((bears, tusker),)))
    game.act(Action("block", 1, choice=((bears, tusker),)))
    to_step(game, "postcombat main")
    assert "Grizzly Bears" in grave(game, 1)


@plays("Impetuous Devils", "effect.blocks_attacker")
def test_509_1c_impetuous_devils_requirement_lasts_this_combat_only():
    game = board(["Impetuous Devils"], ["Wall of Stone"], step="declare attackers")
    devils, wall = obj(game, "Impetuous Devils"), obj(game, "Wall of Stone")
    attack4(game, devils)
    choose_targets(game, wall)
    resolve(game)
    _to_blockers(game)
    assert not game.is_legal(Action("block", 1, choice=()))
    game.act(Action("block", 1, choice=((wall, devils),)))
    to_step(game, "postcombat main")                                     # CR 511.3
    assert not any(r.startswith("must_block") for r in chars(game, wall).restrictions)


# -- "Whenever this creature attacks alone, it can't be blocked this combat" (CR 506.5) ---

@plays("Ma Chao, Western Warrior", "effect.unblockable_this_combat")
@plays("Yuan Shao's Infantry", "effect.unblockable_this_combat")
def test_509_1b_attacking_alone_it_cant_be_blocked_this_combat():
    for name in ("Ma Chao, Western Warrior", "Yuan Shao's Infantry"):
        game = board([name], ["Shu Cavalry"], step="declare attackers")
        attacker, cavalry = obj(game, name), obj(game, "Shu Cavalry")
        attack4(game, attacker)
        resolve(game)
        assert "509.1b" in (combat.can_block(game.state, game.state.objects[cavalry],
                                             game.state.objects[attacker]) or "")
        to_step(game, "postcombat main")                                 # CR 511.3
        assert "cant_be_blocked" not in chars(game, attacker).restrictions


@plays("Ma Chao, Western Warrior", "effect.unblockable_this_combat")
def test_506_5_ma_chao_attacking_with_another_creature_can_be_blocked():
    game = board(["Ma Chao, Western Warrior", "Grizzly Bears"], ["Shu Cavalry"],
                 step="declare attackers")
    ma_chao = obj(game, "Ma Chao, Western Warrior")
    attack4(game, ma_chao, obj(game, "Grizzly Bears"))
    resolve(game)
    assert combat.can_block(game.state, game.state.objects[obj(game, "Shu Cavalry")],
                            game.state.objects[ma_chao]) is None
