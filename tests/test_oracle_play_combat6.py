"""Combat text compiled from Oracle text and played: blocking despite shadow (CR 702.28b),
landwalk that stops no block (CR 702.14c), "can't be blocked by creatures with
horsemanship" (CR 702.31b, 509.1b)."""

from __future__ import annotations

import pytest
from boards import add_mana, board, ids
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose_targets,
    grave,
    in_hand,
    life,
    obj,
    plays,
    resolve,
    to_step,
)
from test_oracle_play_combat4 import attack as attack4
from test_oracle_play_combat4 import block, enchant, equip
from test_oracle_play_keywords import attack, can_block

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules import combat
from tolaria.rules.zones import create_object

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


# -- "... to the battlefield tapped and attacking" (CR 508.4) -----------------------------

def _in_graveyard(game, name: str, owner: int = 0) -> int:
    found = create_object(game.state, card_def(name), owner, "graveyard")
    game.state.changed()
    return found.id


def _pay_yes(game) -> None:
    """Pass until the "you may pay" question; answer yes, then resolve."""
    while game.decision.kind != "yes_no":
        game.act(Action("pass", game.decision.player))
    game.act(Action("choose", 0, choice=("yes",)))
    resolve(game)


def _attacking(game, name: str) -> list:
    return [game.state.objects[i].attacking for i in game.state.battlefield
            if game.state.objects[i].name == name]


@plays("Yore-Tiller Nephilim", "library.return_attacking")
def test_508_4_yore_tiller_returns_a_creature_tapped_and_attacking():
    game = board(["Yore-Tiller Nephilim"], [], step="declare attackers")
    card = _in_graveyard(game, "Hill Giant")
    attack4(game, obj(game, "Yore-Tiller Nephilim"))
    if game.decision.kind == "targets":                  # the only one: chosen for her
        choose_targets(game, card)
    resolve(game)
    giant = obj(game, "Hill Giant")
    assert game.state.objects[giant].tapped and _attacking(game, "Hill Giant") == [BOB]
    to_step(game, "postcombat main")
    assert life(game, 1) == 20 - 2 - 3


@plays("Yore-Tiller Nephilim", "library.return_attacking")
def test_508_4_a_creature_put_onto_the_battlefield_attacking_never_attacked():
    """The returned Nephilim was never declared as an attacker: its own "whenever this
    creature attacks" doesn't trigger (CR 508.4)."""
    game = board(["Yore-Tiller Nephilim"], [], step="declare attackers")
    card = _in_graveyard(game, "Yore-Tiller Nephilim")
    _in_graveyard(game, "Hill Giant")
    attack4(game, obj(game, "Yore-Tiller Nephilim"))
    if game.decision.kind == "targets":                  # the only one: chosen for her
        choose_targets(game, card)
    resolve(game)
    assert not game.state.stack and _attacking(game, "Yore-Tiller Nephilim") == [BOB, BOB]
    assert "Hill Giant" in grave(game, 0)


@plays("Alesha, Who Smiles at Death", "library.return_attacking")
def test_508_4_alesha_paid_returns_a_small_creature_attacking():
    game = board(["Alesha, Who Smiles at Death"], [], step="declare attackers")
    card = _in_graveyard(game, "Savannah Lions")
    add_mana(game, "{W}{B}")
    attack4(game, obj(game, "Alesha, Who Smiles at Death"))
    while game.decision.kind not in ("yes_no", "targets"):
        game.act(Action("pass", game.decision.player))
    if game.decision.kind == "yes_no":
        game.act(Action("choose", 0, choice=("yes",)))
    if game.decision.kind == "targets":
        choose_targets(game, card)
    resolve(game)
    assert _attacking(game, "Savannah Lions") == [BOB]


@plays("Warcry Phoenix", "library.return_attacking")
def test_508_4_warcry_phoenix_returns_from_the_graveyard_attacking():
    game = board(["Grizzly Bears", "Grizzly Bears", "Grizzly Bears"], [],
                 step="declare attackers")
    _in_graveyard(game, "Warcry Phoenix")
    add_mana(game, "{2}{R}")
    attack4(game, *ids(game, "Grizzly Bears"))
    _pay_yes(game)
    phoenix = obj(game, "Warcry Phoenix")
    assert game.state.objects[phoenix].tapped and _attacking(game, "Warcry Phoenix") == [BOB]
    to_step(game, "postcombat main")
    assert life(game, 1) == 20 - 6 - 2


@plays("Warcry Phoenix", "library.return_attacking")
def test_508_3d_warcry_phoenix_needs_three_attackers():
    game = board(["Grizzly Bears", "Grizzly Bears"], [], step="declare attackers")
    _in_graveyard(game, "Warcry Phoenix")
    add_mana(game, "{2}{R}")
    attack4(game, *ids(game, "Grizzly Bears"))
    assert not game.state.stack and "Warcry Phoenix" in grave(game, 0)


@plays("Phoenix Chick", "library.return_attacking")
def test_122_6_phoenix_chick_returns_attacking_with_a_counter():
    game = board(["Grizzly Bears", "Grizzly Bears", "Grizzly Bears"], [],
                 step="declare attackers")
    _in_graveyard(game, "Phoenix Chick")
    add_mana(game, "{R}{R}")
    attack4(game, *ids(game, "Grizzly Bears"))
    _pay_yes(game)
    chick = obj(game, "Phoenix Chick")
    assert game.state.objects[chick].counters.get("+1/+1") == 1
    assert _attacking(game, "Phoenix Chick") == [BOB]
    to_step(game, "postcombat main")
    assert life(game, 1) == 20 - 6 - 2


def _on_top(game, name: str, owner: int = 0) -> int:
    found = create_object(game.state, card_def(name), owner, "library")    # the top card
    game.state.changed()
    return found.id


@plays("Winota, Joiner of Forces", "library.among_attacking", "delayed.moved")
def test_508_4_winota_puts_a_human_onto_the_battlefield_attacking_and_indestructible():
    game = board(["Winota, Joiner of Forces", "Grizzly Bears"], [], step="declare attackers")
    vanguard = _on_top(game, "Elite Vanguard")
    attack4(game, obj(game, "Grizzly Bears"))
    while game.decision.kind != "choose":
        game.act(Action("pass", game.decision.player))
    assert vanguard in game.decision.options and "nothing" in game.decision.options
    game.act(Action("choose", 0, choice=(vanguard,)))
    resolve(game)
    new = obj(game, "Elite Vanguard")
    assert game.state.objects[new].tapped and _attacking(game, "Elite Vanguard") == [BOB]
    assert "indestructible" in chars(game, new).keywords                 # CR 400.7j
    assert len(game.state.players[0].library) == 10                      # 5 to the bottom
    to_step(game, "postcombat main")
    assert life(game, 1) == 20 - 2 - 2


@plays("Winota, Joiner of Forces", "library.among_attacking")
def test_508_4_winota_does_not_trigger_for_a_human_attacker():
    game = board(["Winota, Joiner of Forces", "Elite Vanguard"], [], step="declare attackers")
    _on_top(game, "Elite Vanguard")
    attack4(game, obj(game, "Elite Vanguard"))
    assert not game.state.stack


@plays("Jet, Rebel Leader", "library.among_attacking")
def test_508_4_jet_puts_a_small_creature_onto_the_battlefield_attacking():
    game = board(["Jet, Rebel Leader"], [], step="declare attackers")
    _on_top(game, "Hill Giant")                          # mana value 4: not this one
    lions = _on_top(game, "Savannah Lions")
    attack4(game, obj(game, "Jet, Rebel Leader"))
    while game.decision.kind != "choose":
        game.act(Action("pass", game.decision.player))
    assert "Hill Giant" not in [game.state.objects[o].name for o in game.decision.options
                                if isinstance(o, int)]
    game.act(Action("choose", 0, choice=(lions,)))
    resolve(game)
    assert _attacking(game, "Savannah Lions") == [BOB]
    to_step(game, "postcombat main")
    assert life(game, 1) == 20 - 3 - 2


# -- "When this creature blocks a creature, destroy both creatures." (CR 509.5b) ----------

@plays("Alaborn Zealot", "effect.destroy_both", "trigger.blocks_creature")
def test_509_5b_alaborn_zealot_destroys_itself_and_the_creature_it_blocks():
    game = board(["Hill Giant", "Grizzly Bears"], ["Alaborn Zealot"], step="declare attackers")
    giant, zealot = obj(game, "Hill Giant"), obj(game, "Alaborn Zealot")
    attack4(game, giant, obj(game, "Grizzly Bears"))
    block(game, (zealot, giant))
    resolve(game)
    assert "Hill Giant" in grave(game, 0) and "Alaborn Zealot" in grave(game, 1)
    assert "Grizzly Bears" not in grave(game, 0)             # not the one it blocks


@plays("Loyal Sentry", "effect.destroy_both", "trigger.blocks_creature")
def test_701_7a_loyal_sentry_destroys_that_creature_and_itself():
    game = board(["Hill Giant"], ["Loyal Sentry"], step="declare attackers")
    giant, sentry = obj(game, "Hill Giant"), obj(game, "Loyal Sentry")
    attack4(game, giant)
    block(game, (sentry, giant))
    resolve(game)
    assert "Hill Giant" in grave(game, 0) and "Loyal Sentry" in grave(game, 1)


@plays("Dead-Iron Sledge", "effect.destroy_both", "trigger.blocks_creature")
def test_509_5d_dead_iron_sledge_destroys_the_equipped_creature_and_its_blocker():
    game = board(["Dead-Iron Sledge", "Grizzly Bears"], ["Hill Giant"],
                 step="declare attackers")
    equip(game, "Dead-Iron Sledge", "Grizzly Bears")
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    attack4(game, bears)
    block(game, (giant, bears))
    resolve(game)
    assert "Grizzly Bears" in grave(game, 0) and "Hill Giant" in grave(game, 1)
    assert "Dead-Iron Sledge" in [game.state.objects[i].name for i in game.state.battlefield]


# -- "Whenever <this / enchanted creature> attacks, if its power is N or greater" (603.4) --

@plays("Angelic Sell-Sword", "condition.source_power")
def test_603_4_angelic_sell_sword_draws_only_with_power_6_or_greater():
    for counters, drawn in ((0, 0), (2, 1)):
        game = board(["Angelic Sell-Sword"], [], step="declare attackers")
        sword = obj(game, "Angelic Sell-Sword")
        if counters:
            game.state.objects[sword].counters["+1/+1"] = counters
            game.state.changed()
        before = len(game.state.players[0].hand)
        attack4(game, sword)
        resolve(game)
        assert len(game.state.players[0].hand) == before + drawn


@plays("Writ of Passage", "condition.source_power")
def test_603_4_writ_of_passage_only_a_small_enchanted_creature_is_unblockable():
    for attacker, blockable in (("Grizzly Bears", False), ("Hill Giant", True)):
        game = board([attacker], ["Wall of Stone"], step="declare attackers")
        creature = obj(game, attacker)
        enchant(game, "Writ of Passage", creature)
        attack4(game, creature)
        resolve(game)
        assert (combat.can_block(game.state, game.state.objects[obj(game, "Wall of Stone")],
                                 game.state.objects[creature]) is None) == blockable


# -- "<target unblocked attacking creature> becomes blocked" (CR 509.1h) ------------------

def _bob_after_blocks(game, *pairs) -> None:
    """Bob declares `pairs` as blockers, then has priority in the declare blockers step."""
    while not (game.state.step == "declare blockers" and game.decision.kind == "priority"
               and game.decision.player == 1):
        if game.decision.kind == "blockers":          # none can block: no declaration
            game.act(Action("block", 1, choice=tuple(pairs)))
        else:
            game.act(Action("pass", game.decision.player))


@plays("Curtain of Light", "effect.become_blocked", "phrase.unblocked_attacking")
def test_509_1h_curtain_of_light_blocks_an_unblockable_attacker():
    game = board(["Phantom Warrior"], [], step="declare attackers",
                 hands=([], ["Curtain of Light"]))
    warrior = obj(game, "Phantom Warrior")                   # "can't be blocked"
    attack4(game, warrior)
    _bob_after_blocks(game)
    add_mana(game, "{1}{W}", player=1)
    hand = len(game.state.players[1].hand)
    cast(game, "Curtain of Light", warrior, player=1)
    resolve(game)
    assert game.state.objects[warrior].blocked
    assert len(game.state.players[1].hand) == hand - 1 + 1               # it draws
    to_step(game, "postcombat main")
    assert life(game, 1) == 20                       # blocked by nothing: no damage (510.1c)


def test_509_1h_an_attacker_is_not_unblocked_before_blockers_are_declared():
    from tolaria.data.ir import ObjectFilter
    from tolaria.data.vocabulary import UNBLOCKED_ATTACKING
    from tolaria.rules.layers import matches
    unblocked = ObjectFilter(types=frozenset({"Creature"}), combat=UNBLOCKED_ATTACKING)
    game = board(["Grizzly Bears", "Savannah Lions"], ["Hill Giant"],
                 step="declare attackers")
    bears, lions = obj(game, "Grizzly Bears"), obj(game, "Savannah Lions")
    attack4(game, bears, lions)
    assert not matches(game.state, unblocked, game.state.objects[bears], 0)
    _bob_after_blocks(game, (obj(game, "Hill Giant"), lions))
    assert matches(game.state, unblocked, game.state.objects[bears], 0)
    assert not matches(game.state, unblocked, game.state.objects[lions], 0)


@plays("Fog Patch", "effect.become_blocked")
def test_702_19e_fog_patch_a_blocked_trampler_deals_its_damage_to_the_player():
    game = board(["Craw Wurm", "Colossal Dreadmaw"], [], step="declare attackers",
                 hands=([], ["Fog Patch"]))
    wurm, dreadmaw = obj(game, "Craw Wurm"), obj(game, "Colossal Dreadmaw")
    attack4(game, wurm, dreadmaw)
    _bob_after_blocks(game)
    add_mana(game, "{1}{G}", player=1)
    cast(game, "Fog Patch", player=1)
    resolve(game)
    assert game.state.objects[wurm].blocked and game.state.objects[dreadmaw].blocked
    to_step(game, "postcombat main")
    assert life(game, 1) == 20 - 6                               # the Dreadmaw's trample


@plays("Fog Patch", "effect.become_blocked")
def test_509_3c_becoming_blocked_by_an_effect_triggers_afflict():
    game = board(["Khenra Eternal"], [], step="declare attackers", hands=([], ["Fog Patch"]))
    attack4(game, obj(game, "Khenra Eternal"))
    _bob_after_blocks(game)
    add_mana(game, "{1}{G}", player=1)
    cast(game, "Fog Patch", player=1)
    resolve(game)
    resolve(game)
    to_step(game, "postcombat main")
    assert life(game, 1) == 19                                   # afflict 1, no damage


@plays("Trap Runner", "effect.become_blocked", "ability.only_during_steps")
def test_602_5b_trap_runner_only_after_blockers_are_declared():
    game = board(["Hill Giant"], ["Trap Runner"], step="declare attackers")
    giant, runner = obj(game, "Hill Giant"), obj(game, "Trap Runner")
    attack4(game, giant)
    while not (game.decision.kind == "priority" and game.decision.player == 1):
        game.act(Action("pass", game.decision.player))
    assert game.state.step == "declare attackers"
    assert not game.is_legal(Action("activate", 1, runner, ability=0,
                                    targets=(("object", giant),)))
    _bob_after_blocks(game)
    activate(game, runner, giant, player=1)
    resolve(game)
    assert game.state.objects[giant].blocked
    to_step(game, "postcombat main")
    assert life(game, 1) == 20


# -- "If three or more creatures are attacking, you may pay {U} rather than ..." (118.9) ----

def _bob_priority_in_attack(game, *attackers: int) -> None:
    attack4(game, *attackers)
    while not (game.decision.kind == "priority" and game.decision.player == 1):
        game.act(Action("pass", game.decision.player))


@plays("Lethargy Trap", "condition.creatures_attacking", "spell.alternative_if")
def test_118_9_lethargy_trap_costs_u_with_three_attackers():
    game = board(["Grizzly Bears"] * 2, ["Island"], step="declare attackers",
                 hands=([], ["Lethargy Trap"]))
    _bob_priority_in_attack(game, *ids(game, "Grizzly Bears"))
    with pytest.raises(IllegalAction):                  # two attackers: no alternative
        cast(game, "Lethargy Trap", player=1, costs=("alternative cost",))
    game = board(["Grizzly Bears"] * 3, ["Island"], step="declare attackers",
                 hands=([], ["Lethargy Trap"]))
    _bob_priority_in_attack(game, *ids(game, "Grizzly Bears"))
    cast(game, "Lethargy Trap", player=1, costs=("alternative cost",))
    resolve(game)
    to_step(game, "postcombat main")
    assert life(game, 1) == 20                                  # each 2/2 got -3/-0


@plays("Pitfall Trap", "condition.creatures_attacking", "spell.alternative_if")
def test_118_9_pitfall_trap_only_with_exactly_one_attacker():
    game = board(["Grizzly Bears", "Savannah Lions"], ["Plains"], step="declare attackers",
                 hands=([], ["Pitfall Trap"]))
    bears = obj(game, "Grizzly Bears")
    _bob_priority_in_attack(game, bears, obj(game, "Savannah Lions"))
    with pytest.raises(IllegalAction):
        cast(game, "Pitfall Trap", bears, player=1, costs=("alternative cost",))
    game = board(["Grizzly Bears"], ["Plains"], step="declare attackers",
                 hands=([], ["Pitfall Trap"]))
    bears = obj(game, "Grizzly Bears")
    _bob_priority_in_attack(game, bears)
    cast(game, "Pitfall Trap", bears, player=1, costs=("alternative cost",))
    resolve(game)
    assert "Grizzly Bears" in grave(game, 0)


@plays("Nemesis Trap", "condition.creatures_attacking", "spell.alternative_if")
def test_118_9_nemesis_trap_needs_a_white_attacker():
    game = board(["Grizzly Bears"], ["Swamp", "Swamp"], step="declare attackers",
                 hands=([], ["Nemesis Trap"]))
    bears = obj(game, "Grizzly Bears")
    _bob_priority_in_attack(game, bears)
    with pytest.raises(IllegalAction):
        cast(game, "Nemesis Trap", bears, player=1, costs=("alternative cost",))
    game = board(["Savannah Lions"], ["Swamp", "Swamp"], step="declare attackers",
                 hands=([], ["Nemesis Trap"]))
    lions = obj(game, "Savannah Lions")
    _bob_priority_in_attack(game, lions)
    cast(game, "Nemesis Trap", lions, player=1, costs=("alternative cost",))
    resolve(game)
    assert "Savannah Lions" in [game.state.objects[i].name for i in game.state.players[0].exile]


# -- "<target creature> blocks <it / target creature> this turn if able" (CR 509.1c) -----

def _must_block(game, blocker: int, attacker: int, other: int | None = None) -> None:
    """At Bob's declaration: no blocks or another block breaks the requirement; the block
    of `attacker` by `blocker` is legal (CR 509.1c)."""
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    assert not game.is_legal(Action("block", 1, choice=()))
    if other is not None:
        assert not game.is_legal(Action("block", 1, choice=((blocker, other),)))
    assert game.is_legal(Action("block", 1, choice=((blocker, attacker),)))


@plays("Hunt Down", "effect.blocks_object")
def test_509_1c_hunt_down_one_target_blocks_the_other():
    game = board(["Forest", "Grizzly Bears", "Hill Giant"], ["Wall of Stone"],
                 hands=(["Hunt Down"], []))
    wall, bears, giant = obj(game, "Wall of Stone"), obj(game, "Grizzly Bears"), \
        obj(game, "Hill Giant")
    cast(game, "Hunt Down", wall, bears)
    resolve(game)
    to_step(game, "beginning of combat")
    attack4(game, bears, giant)
    _must_block(game, wall, bears, giant)


@plays("Giant Ambush Beetle", "effect.blocks_object", "effect.have_do")
def test_509_1c_giant_ambush_beetle_makes_its_target_block_it():
    game = board(["Swamp"] * 4 + ["Mountain"], ["Wall of Stone"],
                 hands=(["Giant Ambush Beetle"], []))
    wall = obj(game, "Wall of Stone")
    cast(game, "Giant Ambush Beetle")
    while game.decision.kind != "targets":
        game.act(Action("pass", game.decision.player))
    choose_targets(game, wall)
    _pay_yes(game)                                   # "you may have" (CR 603.5)
    to_step(game, "beginning of combat")
    attack4(game, obj(game, "Giant Ambush Beetle"))
    _must_block(game, wall, obj(game, "Giant Ambush Beetle"))


@plays("Grappling Hook", "effect.blocks_object", "effect.have_do")
def test_509_1c_grappling_hook_the_target_blocks_the_equipped_attacker():
    game = board(["Grappling Hook", "Grizzly Bears", "Hill Giant"], ["Wall of Stone"],
                 step="declare attackers")
    equip(game, "Grappling Hook", "Grizzly Bears")
    wall, bears, giant = obj(game, "Wall of Stone"), obj(game, "Grizzly Bears"), \
        obj(game, "Hill Giant")
    attack4(game, bears, giant)
    while game.decision.kind != "targets":
        game.act(Action("pass", game.decision.player))
    choose_targets(game, wall)
    _pay_yes(game)                                   # "you may have" (CR 603.5)
    _must_block(game, wall, bears, giant)


@plays("Turntimber Basilisk", "effect.block_source_this_turn", "effect.have_do")
def test_509_1c_turntimber_basilisk_landfall_makes_a_creature_block_it():
    game = board(["Turntimber Basilisk"], ["Wall of Stone"], hands=(["Forest"], []))
    wall = obj(game, "Wall of Stone")
    game.act(Action("play", 0, in_hand(game, "Forest")))
    while game.decision.kind != "targets":
        game.act(Action("pass", game.decision.player))
    choose_targets(game, wall)
    _pay_yes(game)
    to_step(game, "beginning of combat")
    basilisk = obj(game, "Turntimber Basilisk")
    attack4(game, basilisk)
    _must_block(game, wall, basilisk)


# -- "target blocked creature", "each blocking creature and each blocked creature" (509.1h) --

@plays("Smite", "phrase.blocked_creature")
def test_509_1h_smite_only_a_blocked_creature():
    game = board(["Hill Giant", "Grizzly Bears"], ["Wall of Stone", "Plains"],
                 step="declare attackers", hands=([], ["Smite"]))
    giant, bears, wall = obj(game, "Hill Giant"), obj(game, "Grizzly Bears"), \
        obj(game, "Wall of Stone")
    attack4(game, giant, bears)
    _bob_after_blocks(game, (wall, giant))
    with pytest.raises(IllegalAction):
        cast(game, "Smite", bears, player=1)                    # unblocked
    cast(game, "Smite", giant, player=1)
    resolve(game)
    assert "Hill Giant" in grave(game, 0)


@plays("Warpath", "phrase.blocked_creature")
def test_509_1h_warpath_hits_the_blockers_and_the_blocked_not_the_unblocked():
    game = board(["Hill Giant", "Grizzly Bears"], ["Savannah Lions", "Mountain", "Mountain",
                                                   "Mountain", "Mountain"],
                 step="declare attackers", hands=([], ["Warpath"]))
    giant, bears, lions = obj(game, "Hill Giant"), obj(game, "Grizzly Bears"), \
        obj(game, "Savannah Lions")
    attack4(game, giant, bears)
    _bob_after_blocks(game, (lions, giant))
    cast(game, "Warpath", player=1)
    resolve(game)
    assert "Hill Giant" in grave(game, 0) and "Savannah Lions" in grave(game, 1)
    assert "Grizzly Bears" not in grave(game, 0)


# -- "Creatures [with power 2 or less] can't attack you." (CR 508.1c) ---------------------

def _at_attackers(game) -> None:
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))


@plays("Reverence", "static.cant_attack_you_player")
def test_508_1c_reverence_creatures_with_power_2_or_less_cant_attack_you():
    game = board(["Grizzly Bears", "Hill Giant"], ["Reverence"], step="declare attackers")
    _at_attackers(game)
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    assert not game.is_legal(Action("attack", 0, choice=((bears, BOB),)))
    assert game.is_legal(Action("attack", 0, choice=((giant, BOB),)))


@plays("Blazing Archon", "static.cant_attack_you_player")
def test_508_1c_blazing_archon_its_controllers_planeswalkers_may_be_attacked():
    game = board(["Grizzly Bears"], ["Blazing Archon", "Jace Beleren"],
                 step="declare attackers")
    jace = obj(game, "Jace Beleren")
    game.state.objects[jace].counters["loyalty"] = 3
    game.state.changed()
    _at_attackers(game)
    bears = obj(game, "Grizzly Bears")
    assert not game.is_legal(Action("attack", 0, choice=((bears, BOB),)))
    assert game.is_legal(Action("attack", 0, choice=((bears, ("object", jace)),)))


@plays("Silumgar Assassin", "static.group_restriction")
def test_509_1b_silumgar_assassin_not_blocked_by_greater_power():
    game = board(["Silumgar Assassin"], ["Hill Giant", "Savannah Lions"],
                 step="declare attackers")
    assassin = obj(game, "Silumgar Assassin")
    attack(game, assassin)
    assert not can_block(game, obj(game, "Hill Giant"), assassin)       # power 3 > 2
    assert can_block(game, obj(game, "Savannah Lions"), assassin)
