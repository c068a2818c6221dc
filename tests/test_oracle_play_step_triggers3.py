"""Step triggers ("At the beginning of ...", CR 503, 507, 513, 603.2b) with an intervening
"if" (CR 603.4): the condition is checked as the step begins and again as the ability
resolves. Each test plays real cards compiled from their Oracle text."""

from __future__ import annotations

import pytest
from boards import board
from test_commander import table
from test_oracle_play import (
    ALICE,
    BOB,
    cast,
    choose,
    grave,
    hand,
    life,
    names,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import IllegalAction


def _bolt(game, target, player: int = 0) -> None:
    cast(game, "Lightning Bolt", target, player=player)
    resolve(game)


# -- "if a creature died under your / an opponent's control this turn" (CR 700.4) -------------

@plays("Denethor, Ruling Steward", "condition.died_under_control", "trigger.step")
def test_603_4_denethor_counts_only_creatures_that_died_under_your_control():
    game = board(["Denethor, Ruling Steward", "Mountain", "Mountain"], ["Grizzly Bears"],
                 hands=(["Lightning Bolt", "Lightning Bolt"], []))
    _bolt(game, obj(game, "Grizzly Bears"))                     # Bob's creature died
    to_step(game, "end")
    assert not game.state.stack                                 # no trigger (CR 603.4)
    assert "Human Soldier" not in " ".join(names(game))


@plays("Denethor, Ruling Steward", "condition.died_under_control")
def test_700_4_denethor_makes_a_soldier_after_your_creature_died():
    game = board(["Denethor, Ruling Steward", "Grizzly Bears", "Mountain"], [],
                 hands=(["Lightning Bolt"], []))
    _bolt(game, obj(game, "Grizzly Bears"))
    to_step(game, "end")
    resolve(game)
    assert names(game).count("Human Soldier") == 1


@plays("Essenceknit Scholar", "condition.died_under_control")
def test_700_4_essenceknit_scholar_draws_after_your_creature_died():
    game = board(["Essenceknit Scholar", "Grizzly Bears", "Mountain"], ["Grizzly Bears"],
                 hands=(["Lightning Bolt"], []))
    _bolt(game, obj(game, "Grizzly Bears"))                     # Alice's Bears
    before = len(hand(game))
    to_step(game, "end")
    resolve(game)
    assert len(hand(game)) == before + 1


@plays("Sidequest: Hunt the Mark // Yiazmat, Ultimate Mark", "condition.died_under_control")
def test_603_10a_sidequest_counts_a_creature_that_died_under_an_opponents_control():
    game = board(["Sidequest: Hunt the Mark", "Grizzly Bears", "Mountain", "Mountain"],
                 ["Grizzly Bears"], hands=(["Lightning Bolt", "Lightning Bolt"], []))
    _bolt(game, obj(game, "Grizzly Bears"))                     # Alice's own: not counted
    to_step(game, "end")
    assert not game.state.stack
    game = board(["Sidequest: Hunt the Mark", "Mountain"], ["Grizzly Bears"],
                 hands=(["Lightning Bolt"], []))
    _bolt(game, obj(game, "Grizzly Bears"))                     # Bob's
    to_step(game, "end")
    resolve(game)
    assert names(game).count("Treasure") == 1


# -- "if you control your commander" (lieutenant, CR 903.3) -----------------------------------

@plays("Loyal Drake", "condition.control_your_commander")
def test_903_3_lieutenant_needs_your_own_commander_on_the_battlefield():
    from test_commander import on_battlefield
    game = table(["Krenko, Mob Boss", "Talrand, Sky Summoner"], [["Loyal Drake"], []])
    before = len(hand(game))
    to_step(game, "beginning of combat")
    assert not game.state.stack                       # Krenko is in the command zone
    game = table(["Krenko, Mob Boss", "Talrand, Sky Summoner"], [["Loyal Drake"], []])
    talrand = on_battlefield(game, 1)
    talrand.controller = 0                            # Alice controls Bob's commander
    game.state.changed()
    to_step(game, "beginning of combat")
    assert not game.state.stack                       # a commander, but not hers
    game = table(["Krenko, Mob Boss", "Talrand, Sky Summoner"], [["Loyal Drake"], []])
    on_battlefield(game, 0)
    before = len(hand(game))
    to_step(game, "beginning of combat")
    resolve(game)
    assert len(hand(game)) == before + 1


# -- "if you have the initiative" (CR 723.1) --------------------------------------------------

@plays("Feywild Caretaker", "condition.initiative")
def test_723_1_feywild_caretaker_makes_a_faerie_dragon_only_with_the_initiative():
    game = board(["Feywild Caretaker"], [])
    game.state.initiative = 1                          # Bob has it
    to_step(game, "end")
    assert not game.state.stack
    game = board(["Feywild Caretaker"], [])
    game.state.initiative = 0
    to_step(game, "end")
    resolve(game)
    assert names(game).count("Faerie Dragon") == 1


# -- "if no creatures are on the battlefield", "if there are N or more ..." --------------------

@plays("Pyrohemia", "condition.on_battlefield_count")
def test_603_4_pyrohemia_is_sacrificed_when_no_creatures_are_on_the_battlefield():
    game = board(["Pyrohemia"], ["Grizzly Bears"])
    to_step(game, "end")
    assert not game.state.stack                        # Bob's Bears count too
    game = board(["Pyrohemia"], [])
    to_step(game, "end")
    resolve(game)
    assert "Pyrohemia" in grave(game)


@plays("Planar Collapse", "condition.on_battlefield_count")
def test_603_4_planar_collapse_needs_four_creatures_on_the_battlefield():
    game = board(["Planar Collapse", "Grizzly Bears"], ["Grizzly Bears", "Grizzly Bears"],
                 step="end")
    to_step(game, "upkeep")                            # Bob's upkeep: not hers
    to_step(game, "end")
    to_step(game, "upkeep")
    assert game.state.active == 0 and not game.state.stack       # three creatures
    game = board(["Planar Collapse", "Grizzly Bears", "Grizzly Bears"],
                 ["Grizzly Bears", "Grizzly Bears"], step="end")
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "upkeep")
    resolve(game)
    assert game.state.active == 0
    assert names(game) == [] and "Planar Collapse" in grave(game)


@plays("Sarcomancy", "condition.on_battlefield_count")
def test_603_4_sarcomancy_deals_damage_when_no_zombie_is_on_the_battlefield():
    game = board(["Sarcomancy"], ["Gravecrawler"], step="end")   # Bob's Zombie counts
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "upkeep")
    assert game.state.active == 0 and not game.state.stack
    game = board(["Sarcomancy"], ["Grizzly Bears"], step="end")
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "upkeep")
    resolve(game)
    assert life(game, 0) == 19


# -- "if you / that player didn't cast a [creature] spell this turn" (CR 601.2i) --------------

@plays("Nightpack Ambusher", "condition.didnt_cast")
def test_603_4_nightpack_ambusher_makes_a_wolf_when_you_cast_no_spell():
    game = board(["Nightpack Ambusher", "Mountain"], ["Grizzly Bears"],
                 hands=(["Lightning Bolt"], []))
    _bolt(game, BOB)
    to_step(game, "end")
    assert not game.state.stack
    game = board(["Nightpack Ambusher"], [])
    to_step(game, "end")
    resolve(game)
    assert names(game).count("Wolf") == 1


@plays("Impatience", "condition.didnt_cast")
def test_603_2_impatience_reads_the_player_whose_end_step_it_is():
    game = board(["Impatience", "Mountain"], [], hands=(["Lightning Bolt"], []))
    _bolt(game, BOB)                                   # Alice cast a spell: Bob at 17
    to_step(game, "end")
    assert not game.state.stack
    to_step(game, "upkeep")
    to_step(game, "end")
    assert game.state.active == 1
    resolve(game)
    assert life(game, 1) == 15 and life(game, 0) == 20


@plays("Predatory Advantage", "condition.didnt_cast")
def test_603_4_predatory_advantage_counts_only_creature_spells():
    game = board(["Predatory Advantage"], ["Mountain", "Forest", "Forest"],
                 hands=([], ["Lightning Bolt", "Grizzly Bears"]), step="end")
    to_step(game, "upkeep")
    to_step(game, "precombat main")
    assert game.state.active == 1
    _bolt(game, ALICE, player=1)                       # a noncreature spell
    to_step(game, "end")
    resolve(game)
    assert names(game).count("Lizard") == 1
    to_step(game, "upkeep")                            # Alice's turn
    to_step(game, "end")
    to_step(game, "upkeep")
    to_step(game, "precombat main")
    assert game.state.active == 1
    cast(game, "Grizzly Bears", player=1)
    resolve(game)
    to_step(game, "end")
    assert not game.state.stack                        # Bob cast a creature spell
    assert names(game).count("Lizard") == 1


# -- what happened this turn (CR 603.4): deaths, attacks, life lost, permanents left -----------

@plays("Titan Hunter", "condition.this_turn_facts")
def test_700_4_titan_hunter_deals_4_to_that_player_if_no_creature_died():
    game = board(["Titan Hunter", "Mountain"], ["Grizzly Bears"], hands=(["Lightning Bolt"], []))
    _bolt(game, obj(game, "Grizzly Bears"))                   # a creature died this turn
    to_step(game, "end")
    assert not game.state.stack
    to_step(game, "upkeep")                                   # Bob's turn: none died
    to_step(game, "end")
    assert game.state.active == 1
    resolve(game)
    assert life(game, 1) == 16 and life(game, 0) == 20


@plays("Charging Cinderhorn", "condition.this_turn_facts")
def test_508_1_charging_cinderhorn_when_no_creatures_attacked():
    game = board(["Charging Cinderhorn"], [])
    to_step(game, "end")                                      # Alice attacked with nothing
    resolve(game)
    assert life(game, 0) == 19
    assert game.state.objects[obj(game, "Charging Cinderhorn")].counters["fury"] == 1
    game = board(["Charging Cinderhorn"], [], step="declare attackers")
    game.act("attack with Charging Cinderhorn")
    to_step(game, "end")
    assert not game.state.stack and life(game, 1) == 16


@plays("Luminarch Ascension", "condition.this_turn_facts")
def test_119_3_luminarch_ascension_only_if_you_didnt_lose_life():
    game = board(["Luminarch Ascension"], ["Grizzly Bears"], step="end")
    to_step(game, "upkeep")
    to_step(game, "end")                                      # Bob's end step
    assert game.state.active == 1
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    assert game.state.objects[obj(game, "Luminarch Ascension")].counters["quest"] == 1
    game = board(["Luminarch Ascension"], ["Mountain"], hands=([], ["Lightning Bolt"]),
                 step="end")
    to_step(game, "upkeep")
    to_step(game, "precombat main")
    _bolt(game, ALICE, player=1)                              # damage is life lost (120.3a)
    to_step(game, "end")
    assert game.state.active == 1 and not game.state.stack


@plays("Knight of the Ebon Legion", "condition.this_turn_facts")
def test_119_3_knight_of_the_ebon_legion_counts_one_players_total_loss():
    game = board(["Knight of the Ebon Legion", "Mountain", "Mountain"], [],
                 hands=(["Lightning Bolt", "Shock"], []))
    _bolt(game, BOB)                                          # 3, then 2: 5 in all
    to_step(game, "end")
    assert not game.state.stack
    game = board(["Knight of the Ebon Legion", "Mountain", "Mountain"], [],
                 hands=(["Lightning Bolt", "Lightning Bolt"], []))
    _bolt(game, BOB)
    _bolt(game, ALICE)                                        # 3 each: neither lost 4
    to_step(game, "end")
    assert not game.state.stack
    game = board(["Knight of the Ebon Legion", "Mountain", "Mountain"], [],
                 hands=(["Lightning Bolt", "Lightning Bolt"], []))
    _bolt(game, BOB)
    _bolt(game, BOB)
    to_step(game, "end")
    resolve(game)
    assert game.state.objects[obj(game, "Knight of the Ebon Legion")].counters["+1/+1"] == 1


@plays("Lunar Convocation", "condition.this_turn_facts")
def test_119_3_lunar_convocation_needs_both_gained_and_lost_life():
    game = board(["Lunar Convocation", "Mountain", "Plains"], [],
                 hands=(["Lightning Bolt", "Healing Salve"], []))
    _bolt(game, ALICE)
    to_step(game, "end")
    assert not game.state.stack                               # lost, but gained none
    game = board(["Lunar Convocation", "Mountain", "Plains"], [],
                 hands=(["Lightning Bolt", "Healing Salve"], []))
    _bolt(game, ALICE)
    cast(game, "Healing Salve", ALICE, mode=0)
    resolve(game)
    to_step(game, "end")
    resolve(game)
    assert names(game).count("Bat") == 1


@plays("Vrock", "condition.this_turn_facts")
def test_603_10a_vrock_a_permanent_you_controlled_left_the_battlefield():
    game = board(["Vrock", "Mountain"], ["Grizzly Bears"], hands=(["Lightning Bolt"], []))
    _bolt(game, obj(game, "Grizzly Bears"))                   # Bob's left, not Alice's
    to_step(game, "end")
    assert not game.state.stack
    game = board(["Vrock", "Grizzly Bears", "Mountain"], [], hands=(["Lightning Bolt"], []))
    _bolt(game, obj(game, "Grizzly Bears"))
    to_step(game, "end")
    resolve(game)
    assert life(game, 1) == 17


# -- counts of permanents, the monarch, the graveyard ----------------------------------------

@plays("Demonic Rising", "condition.exactly")
def test_603_4_demonic_rising_with_exactly_one_creature():
    game = board(["Demonic Rising", "Grizzly Bears", "Grizzly Bears"], [])
    to_step(game, "end")
    assert not game.state.stack
    game = board(["Demonic Rising", "Grizzly Bears"], [])
    to_step(game, "end")
    resolve(game)
    assert names(game).count("Demon") == 1


@plays("Kezzerdrix", "condition.opponents_control_no")
def test_603_4_kezzerdrix_hurts_you_when_your_opponents_control_no_creatures():
    game = board(["Kezzerdrix"], ["Grizzly Bears"], step="end")
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "upkeep")
    assert game.state.active == 0 and not game.state.stack
    game = board(["Kezzerdrix"], [], step="end")
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "upkeep")
    resolve(game)
    assert life(game, 0) == 16


@plays("Queen Marchesa", "condition.opponent_monarch")
def test_722_queen_marchesa_makes_an_assassin_while_an_opponent_is_the_monarch():
    game = board(["Queen Marchesa"], [], step="end")
    game.state.monarch = 0                                    # Alice is the monarch
    to_step(game, "upkeep")
    to_step(game, "end")
    game.state.monarch = 0
    to_step(game, "upkeep")
    assert game.state.active == 0 and not game.state.stack
    game = board(["Queen Marchesa"], [], step="end")
    game.state.monarch = 1
    to_step(game, "upkeep")
    game.state.monarch = 1
    to_step(game, "end")
    game.state.monarch = 1
    to_step(game, "upkeep")
    assert game.state.active == 0
    resolve(game)
    assert names(game).count("Assassin") == 1


@plays("Shadowborn Demon", "condition.fewer_than")
def test_603_4_shadowborn_demon_with_fewer_than_six_creature_cards_in_your_graveyard():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Shadowborn Demon", "Grizzly Bears"], [], step="end")
    for _ in range(6):
        create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard")
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "upkeep")
    assert game.state.active == 0 and not game.state.stack
    game = board(["Shadowborn Demon", "Grizzly Bears"], [], step="end")
    for _ in range(5):
        create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard")
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "upkeep")
    resolve(game)
    if game.decision.kind != "priority":
        choose(game, obj(game, "Grizzly Bears"))
    assert "Grizzly Bears" not in names(game)


# -- "that player": the player whose step it is (CR 603.2, 603.4) ---------------------------

@plays("Razor Pendulum", "condition.that_player")
def test_603_4_razor_pendulum_reads_that_players_life():
    game = board(["Razor Pendulum"], [])
    game.state.players[0].life = 5
    game.state.players[1].life = 5
    game.state.changed()
    to_step(game, "end")
    resolve(game)
    assert life(game, 0) == 3 and life(game, 1) == 5          # Alice's end step only
    game = board(["Razor Pendulum"], [])
    game.state.players[1].life = 5
    game.state.changed()
    to_step(game, "end")
    assert not game.state.stack                               # Alice has 20


@plays("Spiritual Sanctuary", "condition.that_player")
def test_603_4_spiritual_sanctuary_reads_what_that_player_controls():
    game = board(["Spiritual Sanctuary"], ["Plains"], step="end")
    to_step(game, "upkeep")                                   # Bob's upkeep, his Plains
    assert game.state.active == 1
    resolve(game)
    assert life(game, 1) == 21 and life(game, 0) == 20
    to_step(game, "end")
    to_step(game, "upkeep")                                   # Alice controls no Plains
    assert game.state.active == 0 and not game.state.stack


# -- this creature's own turn record (CR 400.7, 508.1, 120.3) ---------------------------------

@plays("Air Nomad Student", "condition.source_this_turn")
def test_508_1_air_nomad_student_grows_only_if_it_didnt_attack():
    game = board(["Air Nomad Student"], [], step="declare attackers")
    game.act("attack with Air Nomad Student")
    to_step(game, "end")
    assert not game.state.stack
    game = board(["Air Nomad Student"], [])
    to_step(game, "end")
    resolve(game)
    assert game.state.objects[obj(game, "Air Nomad Student")].counters["+1/+1"] == 1


@plays("Wall of Resistance", "condition.source_this_turn")
def test_120_3_wall_of_resistance_grows_after_it_was_dealt_damage():
    game = board(["Wall of Resistance", "Mountain"], [], hands=(["Shock"], []))
    cast(game, "Shock", obj(game, "Wall of Resistance"))
    resolve(game)
    to_step(game, "end")
    resolve(game)
    wall = obj(game, "Wall of Resistance")
    assert game.state.objects[wall].counters["+0/+1"] == 1
    to_step(game, "upkeep")
    to_step(game, "end")                                      # Bob's end step: not damaged
    assert game.state.active == 1 and not game.state.stack


# -- "draw cards equal to the difference" (CR 608.2h) ----------------------------------------

@plays("Damia, Sage of Stone", "trigger.draw_difference")
def test_608_2h_damia_draws_up_to_seven_counted_as_it_resolves():
    game = board(["Damia, Sage of Stone"], [], hands=(["Grizzly Bears"] * 3, []), step="end")
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "upkeep")
    assert game.state.active == 0
    resolve(game)
    assert len(hand(game)) == 7
    game = board(["Damia, Sage of Stone"], [], hands=(["Grizzly Bears"] * 7, []), step="end")
    to_step(game, "upkeep")
    to_step(game, "end")
    while game.decision.kind != "priority" or game.state.step != "upkeep":
        if game.decision.kind == "priority":
            game.act("pass")
        else:
            game.act(game.legal_actions()[0])
    assert game.state.active == 0 and not game.state.stack and len(hand(game)) == 7


# -- the same conditions in static abilities ----------------------------------------------

@plays("Tyrant's Familiar", "condition.control_your_commander")
def test_903_3_lieutenant_static_applies_while_you_control_your_commander():
    from test_commander import on_battlefield
    from test_oracle_play import chars
    game = table(["Krenko, Mob Boss", "Talrand, Sky Summoner"], [["Tyrant's Familiar"], []])
    familiar = obj(game, "Tyrant's Familiar")
    assert chars(game, familiar).power == 5
    on_battlefield(game, 0)
    assert chars(game, familiar).power == 7


@plays("Harbor Serpent", "condition.on_battlefield_count")
def test_508_1c_harbor_serpent_counts_every_players_islands():
    game = board(["Harbor Serpent", "Island", "Island", "Island"], ["Island", "Island"],
                 step="declare attackers")
    game.act("attack with Harbor Serpent")
    to_step(game, "end")
    assert life(game, 1) == 15
    game = board(["Harbor Serpent", "Island", "Island", "Island"], ["Island"],
                 step="declare attackers")
    with pytest.raises(IllegalAction):                        # four Islands (CR 508.1c)
        game.act("attack with Harbor Serpent")


@plays("Lightning Reaver", "trigger.step_self_it")
def test_603_2b_lightning_reaver_it_is_the_creature_the_sentence_names():
    game = board(["Lightning Reaver"], [])
    game.state.objects[obj(game, "Lightning Reaver")].counters["charge"] = 3
    game.state.changed()
    to_step(game, "end")
    resolve(game)
    assert life(game, 1) == 17 and life(game, 0) == 20


@plays("Gau, Feral Youth", "trigger.step_self_it")
def test_603_2b_gau_deals_damage_equal_to_its_power():
    game = board(["Gau, Feral Youth"], [])
    game.state.objects[obj(game, "Gau, Feral Youth")].counters["+1/+1"] = 2
    game.state.changed()
    to_step(game, "end")
    assert not game.state.stack                    # no card left her graveyard
    game = board(["Gau, Feral Youth", "Swamp", "Swamp"], [],
                 hands=(["Raise Dead"], []))
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    bears = create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard")
    cast(game, "Raise Dead", bears.id)
    resolve(game)
    to_step(game, "end")
    resolve(game)
    assert life(game, 1) == 18


# -- "the upkeep of enchanted enchantment's controller" (CR 603.2b, 303.4) --------------------

@plays("Feedback", "trigger.more_steps")
def test_603_2b_feedback_hits_the_enchanted_enchantments_controller_in_their_upkeep():
    from test_oracle_play_triggers import aura
    game = board([], ["Glorious Anthem"], step="end")
    aura(game, "Feedback", obj(game, "Glorious Anthem"))
    to_step(game, "upkeep")
    assert game.state.active == 1
    resolve(game)
    assert life(game, 1) == 19 and life(game, 0) == 20
    to_step(game, "end")
    to_step(game, "upkeep")                                   # Alice's: no trigger
    assert game.state.active == 0 and not game.state.stack


@plays("Power Taint", "trigger.more_steps")
def test_603_2b_power_taint_that_player_loses_2_unless_they_pay():
    from test_oracle_play_triggers import aura
    game = board([], ["Glorious Anthem"], step="end")
    aura(game, "Power Taint", obj(game, "Glorious Anthem"))
    to_step(game, "upkeep")
    assert game.state.active == 1
    resolve(game)
    while game.decision.kind != "priority":                   # Bob has no mana to pay
        game.act(game.legal_actions()[0])
    assert life(game, 1) == 18


# -- "that player adds {G}{G}" (CR 106.3, 500.4) -------------------------------------------

@plays("Eladamri's Vineyard", "effect.that_player_adds")
def test_106_3_eladamris_vineyard_gives_the_active_player_mana_in_their_first_main():
    game = board(["Eladamri's Vineyard"], [], step="end")
    to_step(game, "draw")
    to_step(game, "precombat main")
    assert game.state.active == 1 and game.state.stack
    resolve(game)
    assert str(game.state.players[1].pool) == "{G}{G}"
    assert game.state.players[0].pool.total() == 0
    to_step(game, "beginning of combat")
    assert game.state.players[1].pool.total() == 0            # emptied (CR 500.4)


# -- "sacrifice a creature other than this creature. If you can't, ..." (CR 701.17a, 609.3) ---

@plays("Demonic Taskmaster", "effect.sacrifice_other_than_self")
def test_701_17a_demonic_taskmaster_sacrifices_another_creature_never_itself():
    game = board(["Demonic Taskmaster"], [], step="end")
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "upkeep")
    assert game.state.active == 0
    resolve(game)
    assert "Demonic Taskmaster" in names(game)              # nothing else to sacrifice
    game = board(["Demonic Taskmaster", "Grizzly Bears"], [], step="end")
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "upkeep")
    resolve(game)
    assert names(game) == ["Demonic Taskmaster"] and "Grizzly Bears" in grave(game)


@plays("Lord of the Pit", "effect.sacrifice_other_than_self", "mass.if_they_cant")
def test_609_3_lord_of_the_pit_deals_7_to_you_if_you_cant_sacrifice():
    game = board(["Lord of the Pit"], [], step="end")
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "upkeep")
    assert game.state.active == 0
    resolve(game)
    assert life(game, 0) == 13 and "Lord of the Pit" in names(game)
    game = board(["Lord of the Pit", "Grizzly Bears"], [], step="end")
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "upkeep")
    resolve(game)
    assert life(game, 0) == 20 and "Grizzly Bears" in grave(game)


# -- "put a +1/+1 counter on equipped creature if it's white" (CR 608.2c, 301.5) -------------

@plays("Ring of Thune", "condition.if_its_color")
def test_608_2c_ring_of_thune_counts_only_on_a_white_equipped_creature():
    from test_oracle_play_triggers import attach
    game = board(["Ring of Thune", "Savannah Lions", "Grizzly Bears"], [], step="end")
    ring, lions = obj(game, "Ring of Thune"), obj(game, "Savannah Lions")
    attach(game, ring, lions)
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "upkeep")
    assert game.state.active == 0
    resolve(game)
    assert game.state.objects[lions].counters["+1/+1"] == 1
    game = board(["Ring of Thune", "Grizzly Bears"], [], step="end")
    bears = obj(game, "Grizzly Bears")
    attach(game, obj(game, "Ring of Thune"), bears)
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "upkeep")
    resolve(game)
    assert not game.state.objects[bears].counters.get("+1/+1")


@plays("Eldrazi Monument", "mass.if_they_cant")
def test_609_3_eldrazi_monument_is_sacrificed_if_you_cant_sacrifice_a_creature():
    game = board(["Eldrazi Monument", "Grizzly Bears"], [], step="end")
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "upkeep")
    assert game.state.active == 0
    resolve(game)
    assert names(game) == ["Eldrazi Monument"]               # the Bears were sacrificed
    to_step(game, "end")
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "upkeep")
    resolve(game)
    assert "Eldrazi Monument" in grave(game)


# -- "<instruction> unless you tap an untapped <permanent> you control" (CR 118.12) ----------

@plays("Koskun Falls", "condition.unless_you_tap")
def test_118_12_koskun_falls_stays_if_you_tap_an_untapped_creature():
    game = board(["Koskun Falls", "Grizzly Bears"], [], step="end")
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "upkeep")
    assert game.state.active == 0
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    assert "Koskun Falls" in names(game)
    assert game.state.objects[obj(game, "Grizzly Bears")].tapped
    game = board(["Koskun Falls"], [], step="end")               # no creature to tap
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "upkeep")
    resolve(game)
    assert "Koskun Falls" in grave(game)


@plays("Command Bridge", "condition.unless_you_tap")
def test_118_12_command_bridge_is_sacrificed_unless_you_tap_a_permanent():
    game = board(["Mountain"], [], hands=(["Command Bridge"], []))
    game.act("play Command Bridge")
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "no")
    assert "Command Bridge" in grave(game) and not game.state.objects[
        obj(game, "Mountain")].tapped


# -- "each opponent loses life equal to the life they lost this turn" (CR 119.3) -------------

@plays("Wound Reflection", "quantity.life_they_lost")
def test_119_3_wound_reflection_doubles_each_opponents_loss_this_turn():
    game = board(["Wound Reflection", "Mountain", "Mountain"], [],
                 hands=(["Lightning Bolt", "Lightning Bolt"], []))
    _bolt(game, BOB)
    _bolt(game, ALICE)                                        # Alice's own loss: not hers
    to_step(game, "end")
    resolve(game)
    assert life(game, 1) == 14 and life(game, 0) == 17


# -- more counts: your hand, your library, your graveyard, your permanents -------------------

def _resolve_until_over(game) -> None:
    """Pass until the stack is empty or the game is over (CR 104.2b)."""
    while game.decision is not None and game.state.stack:
        game.act("pass")


def _next_upkeep(game) -> None:
    """From Alice's turn to the beginning of her next upkeep."""
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "upkeep")
    assert game.state.active == 0


@plays("Imaginary Pet", "condition.hand_library")
def test_402_imaginary_pet_returns_to_hand_while_you_have_a_card_in_hand():
    game = board(["Imaginary Pet"], [], hands=(["Grizzly Bears"], []), step="end")
    _next_upkeep(game)
    resolve(game)
    assert "Imaginary Pet" in hand(game)
    game = board(["Imaginary Pet"], [], library=1, step="end")
    _next_upkeep(game)                                # no card: she draws only after upkeep
    assert not game.state.stack


@plays("Battle of Wits", "condition.hand_library")
def test_104_2b_battle_of_wits_wins_with_200_cards_in_your_library():
    game = board(["Battle of Wits"], [], library=199, step="end")
    _next_upkeep(game)
    assert not game.state.stack
    game = board(["Battle of Wits"], [], library=201, step="end")
    _next_upkeep(game)
    _resolve_until_over(game)
    assert game.state.players[1].lost and not game.state.players[0].lost


@plays("Mortal Combat", "condition.graveyard")
def test_104_2b_mortal_combat_counts_creature_cards_in_your_graveyard():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Mortal Combat"], [], step="end")
    for _ in range(20):
        create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard")
    _next_upkeep(game)
    _resolve_until_over(game)
    assert game.state.players[1].lost
    game = board(["Mortal Combat"], [], step="end")
    for name in ["Grizzly Bears"] * 19 + ["Mountain"]:
        create_object(game.state, card_def(name), 0, "graveyard")
    _next_upkeep(game)
    assert not game.state.stack


@plays("Palani's Hatcher", "condition.control")
def test_603_4_palanis_hatcher_with_one_or_more_eggs():
    game = board(["Palani's Hatcher"], [])
    to_step(game, "beginning of combat")
    assert not game.state.stack                       # no Egg
    game = board(["Mountain"] + ["Forest"] * 4, [], hands=(["Palani's Hatcher"], []))
    cast(game, "Palani's Hatcher")
    resolve(game)
    resolve(game)                                     # two Dinosaur Eggs
    assert names(game).count("Dinosaur Egg") == 2
    to_step(game, "beginning of combat")
    resolve(game)
    if game.decision.kind == "choose":
        choose(game, game.decision.options[0])
    assert names(game).count("Dinosaur Egg") == 1 and names(game).count("Dinosaur") == 1


@plays("Sarevok, Deathbringer", "condition.this_turn_facts")
def test_603_4_sarevok_when_no_permanents_left_the_battlefield():
    game = board(["Sarevok, Deathbringer"], [])
    to_step(game, "end")
    resolve(game)
    assert life(game, 0) == 20 - game.state.objects[obj(game, "Sarevok, Deathbringer")
                                                    ].card.power
    game = board(["Sarevok, Deathbringer", "Mountain"], ["Grizzly Bears"],
                 hands=(["Lightning Bolt"], []))
    _bolt(game, obj(game, "Grizzly Bears"))
    to_step(game, "end")
    assert not game.state.stack


@plays("Spirit Mirror", "condition.on_battlefield_count")
def test_111_1_spirit_mirror_makes_a_reflection_only_while_there_is_no_reflection_token():
    game = board(["Spirit Mirror"], [], step="end")
    _next_upkeep(game)
    resolve(game)
    assert names(game).count("Reflection") == 1
    to_step(game, "end")
    _next_upkeep(game)
    assert not game.state.stack                          # her token is on the battlefield


# -- removing a counter from it as the thing you may / must do (CR 122.1, 118.12, 608.2c) ----

def _with_counters(game, name: str, kind: str, n: int) -> int:
    """A permanent put onto the battlefield with `n` counters (a test position)."""
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    made = create_object(game.state, card_def(name), 0, "battlefield")
    made.since = 0
    made.counters[kind] = n
    game.state.changed()
    return made.id


@plays("Junk Golem", "condition.unless_you_tap")
def test_118_12_junk_golem_stays_unless_you_dont_remove_a_counter():
    game = board([], [], step="end")
    golem = _with_counters(game, "Junk Golem", "+1/+1", 2)
    _next_upkeep(game)
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    assert game.state.objects[golem].counters["+1/+1"] == 1 and "Junk Golem" in names(game)
    to_step(game, "end")
    _next_upkeep(game)
    resolve(game)
    choose(game, "no")
    assert "Junk Golem" in grave(game)


@plays("Magmasaur", "effect.sacrifice")
def test_608_2h_magmasaur_deals_damage_equal_to_its_last_counters_if_you_dont_remove_one():
    game = board([], ["Grizzly Bears"], step="end")
    _with_counters(game, "Magmasaur", "+1/+1", 5)
    _next_upkeep(game)
    resolve(game)
    choose(game, "no")
    resolve(game)
    assert "Magmasaur" in grave(game) and "Grizzly Bears" in grave(game, 1)
    assert life(game, 0) == 15 and life(game, 1) == 15        # its counters as it last was


@plays("Dawn of a New Age", "effect.draw")
def test_608_2c_dawn_of_a_new_age_draws_only_if_a_hope_counter_was_removed():
    game = board([], [])
    _with_counters(game, "Dawn of a New Age", "hope", 1)
    before = len(hand(game))
    to_step(game, "end")
    resolve(game)
    assert len(hand(game)) == before + 1
    assert "Dawn of a New Age" in grave(game) and life(game, 0) == 24


# -- "that player sacrifices that creature" (CR 701.17a, 603.2b) ----------------------------

@plays("Lingering Death", "effect.that_player_sacrifices_enchanted", "trigger.more_steps")
def test_701_17a_lingering_death_enchanted_creatures_controller_sacrifices_it():
    from test_oracle_play_triggers import aura
    game = board([], ["Grizzly Bears"])
    aura(game, "Lingering Death", obj(game, "Grizzly Bears"))
    to_step(game, "end")
    assert not game.state.stack                               # Alice's end step
    to_step(game, "upkeep")
    to_step(game, "end")
    assert game.state.active == 1
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1)


@plays("Slow Motion", "effect.that_player_sacrifices_enchanted", "condition.unless_pays")
def test_118_12_slow_motion_that_player_sacrifices_it_unless_they_pay():
    from test_oracle_play_triggers import aura
    game = board([], ["Grizzly Bears"], step="end")
    aura(game, "Slow Motion", obj(game, "Grizzly Bears"))
    to_step(game, "upkeep")
    assert game.state.active == 1
    resolve(game)
    while game.decision.kind != "priority":                   # Bob can't pay {2}
        game.act(game.legal_actions()[0])
    assert "Grizzly Bears" in grave(game, 1) and "Slow Motion" in hand(game)


@plays("Rekindled Flame", "condition.opponent_hand")
def test_113_6k_rekindled_flame_returns_from_the_graveyard_if_an_opponent_has_no_hand():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board([], [], hands=([], ["Grizzly Bears"]), step="end")
    create_object(game.state, card_def("Rekindled Flame"), 0, "graveyard")
    _next_upkeep(game)
    assert not game.state.stack                             # Bob has a card
    from tolaria.rules import zones
    game = board([], [], step="end")
    create_object(game.state, card_def("Rekindled Flame"), 0, "graveyard")
    to_step(game, "upkeep")
    to_step(game, "end")                                     # Bob's end step
    for card in list(game.state.players[1].hand):           # Bob empties his hand
        zones.move(game.state, game.state.objects[card], "graveyard")
    game.state.changed()
    to_step(game, "upkeep")
    assert game.state.active == 0 and not game.state.players[1].hand
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    assert "Rekindled Flame" in hand(game)


@plays("Jadar, Ghoulcaller of Nephalia", "condition.control")
def test_702_147a_jadar_makes_a_decayed_zombie_only_without_one():
    game = board(["Jadar, Ghoulcaller of Nephalia"], [])
    to_step(game, "end")
    resolve(game)
    assert names(game).count("Zombie") == 1
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "upkeep")
    to_step(game, "end")                                     # Alice's next end step
    assert game.state.active == 0 and not game.state.stack   # her decayed Zombie


@plays("Mercadian Atlas", "condition.this_turn_facts")
def test_305_2a_mercadian_atlas_draws_if_you_didnt_play_a_land():
    game = board(["Mercadian Atlas"], [], hands=(["Forest"], []))
    game.act("play Forest")
    to_step(game, "end")
    assert not game.state.stack
    game = board(["Mercadian Atlas"], [], hands=(["Forest"], []))
    before = len(hand(game))
    to_step(game, "end")
    resolve(game)
    choose(game, "yes")
    assert len(hand(game)) == before + 1


@plays("Well of Ideas", "trigger.more_steps")
def test_603_2b_well_of_ideas_in_each_other_players_draw_step():
    game = board(["Well of Ideas"], [], step="end")
    bob = len(hand(game, 1))
    to_step(game, "draw")
    assert game.state.active == 1
    resolve(game)
    assert len(hand(game, 1)) == bob + 2                     # his draw and one more
    alice = len(hand(game))
    to_step(game, "end")
    to_step(game, "draw")
    assert game.state.active == 0
    resolve(game)
    assert len(hand(game)) == alice + 3                      # hers and two more


@plays("Guul Draz Specter", "condition.opponent_hand")
def test_611_3a_guul_draz_specter_is_bigger_while_an_opponent_has_no_cards_in_hand():
    from test_oracle_play import chars
    game = board(["Guul Draz Specter"], [], hands=([], ["Grizzly Bears"]))
    specter = obj(game, "Guul Draz Specter")
    assert chars(game, specter).power == 2
    game = board(["Guul Draz Specter"], [])
    assert chars(game, obj(game, "Guul Draz Specter")).power == 5


@plays("Ivory Tower", "quantity.minus")
def test_107_1b_ivory_tower_gains_cards_in_hand_minus_4_never_less_than_0():
    game = board(["Ivory Tower"], [], hands=(["Grizzly Bears"] * 6, []), step="end")
    _next_upkeep(game)
    resolve(game)
    assert life(game, 0) == 22
    game = board(["Ivory Tower"], [], hands=(["Grizzly Bears"] * 2, []), step="end")
    _next_upkeep(game)
    resolve(game)
    assert life(game, 0) == 20                                # 2 - 4: 0 (CR 107.1b)


@plays("Sanguine Indulgence", "condition.this_turn")
def test_601_2f_sanguine_indulgence_costs_3_less_after_you_gained_3_life():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Plains", "Swamp"], [], hands=(["Healing Salve", "Sanguine Indulgence"], []))
    bears = [create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard").id
             for _ in range(2)]
    game.state.changed()
    cast(game, "Healing Salve", ALICE, mode=0)
    resolve(game)
    assert life(game, 0) == 23
    cast(game, "Sanguine Indulgence", *bears)                # {B} with the Swamp
    resolve(game)
    assert hand(game).count("Grizzly Bears") == 2
