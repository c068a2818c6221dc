"""Follow-up sentences played: "<action>. If you do, ..." / "When you do, ..." after actions
the engine can tell were done (CR 608.2c, 603.12), and the instructions those sentences
carry.
"""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose,
    choose_targets,
    grave,
    hand,
    in_hand,
    life,
    move_on,
    names,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _counters(game, oid: int) -> dict:
    return game.state.objects[oid].counters


# -- "remove a counter from it. If you do / When you do, ..." (CR 122.1, 608.2c, 603.12) -------

@plays("Noosegraf Mob", "condition.if_you_do", "effect.remove_counters")
def test_608_2c_noosegraf_mob_removes_a_counter_then_creates_a_zombie():
    game = board(["Swamp"] * 6 + ["Mountain"], [], hands=(["Noosegraf Mob", "Shock"], []))
    cast(game, "Noosegraf Mob")
    resolve(game)
    mob = obj(game, "Noosegraf Mob")
    assert _counters(game, mob) == {"+1/+1": 5}
    cast(game, "Shock", BOB)
    resolve(game)
    assert _counters(game, mob) == {"+1/+1": 4}
    assert names(game).count("Zombie") == 1
    assert life(game, 1) == 18


@plays("Exemplar of Strength", "condition.if_you_do", "effect.remove_counters")
def test_608_2c_exemplar_gains_life_only_if_a_counter_was_removed():
    game = board(["Exemplar of Strength"], [], step="declare attackers")
    ex = obj(game, "Exemplar of Strength")
    game.state.objects[ex].counters = {"-1/-1": 1}
    game.act("attack with Exemplar of Strength")
    resolve(game)
    assert life(game, 0) == 21 and not _counters(game, ex).get("-1/-1")
    game = board(["Exemplar of Strength"], [], step="declare attackers")
    game.act("attack with Exemplar of Strength")
    resolve(game)
    assert life(game, 0) == 20                     # no counter to remove: not done


@plays("Nazar, the Velvet Fang", "condition.if_you_do", "effect.remove_counters")
def test_608_2d_nazar_may_remove_three_counters_only_with_three():
    game = board(["Nazar, the Velvet Fang"], [], step="declare attackers")
    nazar = obj(game, "Nazar, the Velvet Fang")
    game.state.objects[nazar].counters = {"feeding": 3}
    game.act("attack with Nazar, the Velvet Fang")
    resolve(game)
    choose(game, "yes")
    resolve(game)
    assert len(hand(game)) == 3 and life(game, 0) == 17
    assert not _counters(game, nazar).get("feeding")
    game = board(["Nazar, the Velvet Fang"], [], step="declare attackers")
    nazar = obj(game, "Nazar, the Velvet Fang")
    game.state.objects[nazar].counters = {"feeding": 2}
    game.act("attack with Nazar, the Velvet Fang")
    resolve(game)
    if game.decision.kind == "yes_no":
        choose(game, "yes")
    resolve(game)
    assert hand(game) == [] and life(game, 0) == 20          # two can't be three (CR 122.1)
    assert _counters(game, nazar) == {"feeding": 2}


@plays("Woeleecher", "condition.if_you_do", "effect.remove_counters")
def test_608_2c_woeleecher_removes_a_counter_from_its_target():
    game = board(["Woeleecher", "Plains", "Grizzly Bears"], [])
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].counters = {"-1/-1": 1}
    activate(game, obj(game, "Woeleecher"), bears)
    resolve(game)
    assert life(game, 0) == 22 and not _counters(game, bears).get("-1/-1")


@plays("Forgehammer Centurion", "condition.when_you_do", "effect.remove_counters")
def test_603_12_forgehammer_removes_two_oil_counters_when_you_do_cant_block():
    game = board(["Forgehammer Centurion"], ["Grizzly Bears"], step="declare attackers")
    fc = obj(game, "Forgehammer Centurion")
    game.state.objects[fc].counters = {"oil": 2}
    game.act("attack with Forgehammer Centurion")
    resolve(game)
    choose(game, "yes")
    assert not _counters(game, fc).get("oil")
    bears = obj(game, "Grizzly Bears")
    choose_targets(game, bears)
    resolve(game)
    assert "cant_block" in chars(game, bears).restrictions
    game = board(["Forgehammer Centurion"], ["Grizzly Bears"], step="declare attackers")
    fc = obj(game, "Forgehammer Centurion")
    game.state.objects[fc].counters = {"oil": 1}
    game.act("attack with Forgehammer Centurion")
    resolve(game)
    choose(game, "yes")
    resolve(game)
    assert not game.state.stack and _counters(game, fc) == {"oil": 1}     # it didn't
    assert "cant_block" not in chars(game, obj(game, "Grizzly Bears")).restrictions


# -- "Whenever you cast an instant or sorcery spell, ... copy that spell." (CR 707.10) ---------

def _new_targets(game, *targets) -> None:
    """Answer the copy's "new targets" question with these targets (CR 707.10c)."""
    assert game.decision.kind == "new_targets"
    game.act(next(a for a in game.legal_actions() if a.targets == targets))


@plays("Mirari", "copy.cast_spell", "trigger.may_pay")
def test_707_10c_mirari_pays_three_to_copy_the_spell_with_new_targets():
    game = board(["Mirari", "Mountain"] + ["Island"] * 3, ["Grizzly Bears"],
                 hands=(["Shock"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Shock", BOB)
    resolve(game)
    choose(game, "yes")                                         # pay {3}
    _new_targets(game, ("object", bears))
    resolve(game)
    assert life(game, 1) == 18 and "Grizzly Bears" in grave(game, 1)
    assert len(game.state.stack) == 0


@plays("Mirari", "copy.cast_spell", "trigger.may_pay")
def test_603_5_mirari_declined_no_copy():
    game = board(["Mirari", "Mountain"] + ["Island"] * 3, [], hands=(["Shock"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    choose(game, "no")
    resolve(game)
    assert life(game, 1) == 18


@plays("Mica, Reader of Ruins", "copy.cast_spell", "condition.if_you_do")
def test_707_10_mica_sacrifices_an_artifact_to_copy():
    game = board(["Mica, Reader of Ruins", "Mountain", "Ornithopter"], [],
                 hands=(["Shock"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    choose(game, "yes")
    if game.decision.kind != "new_targets":
        move_on(game)                                  # the only artifact: Ornithopter
    _new_targets(game, BOB)
    resolve(game)
    assert life(game, 1) == 16 and "Ornithopter" in grave(game)
    game = board(["Mica, Reader of Ruins", "Mountain"], [], hands=(["Shock"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    if game.decision.kind == "yes_no":
        choose(game, "yes")                            # no artifact: nothing to copy
    resolve(game)
    assert life(game, 1) == 18


@plays("Double Vision", "copy.cast_spell")
def test_707_10_double_vision_copies_only_the_first_each_turn():
    game = board(["Double Vision"] + ["Mountain"] * 2, [], hands=(["Shock", "Shock"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    if game.decision.kind == "new_targets":
        _new_targets(game, BOB)
    resolve(game)
    assert life(game, 1) == 16
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 14 and not game.state.stack


# -- "If that creature is <...>, ..." about the target creature (CR 608.2c, 608.2h) ------------

@plays("Holy Justiciar", "condition.if_that_creature_is", "condition.if_rider")
def test_608_2c_holy_justiciar_exiles_the_tapped_creature_if_it_is_a_zombie():
    game = board(["Holy Justiciar"] + ["Plains"] * 3, ["Walking Corpse", "Grizzly Bears"])
    corpse, bears = obj(game, "Walking Corpse"), obj(game, "Grizzly Bears")
    activate(game, obj(game, "Holy Justiciar"), corpse)
    resolve(game)
    assert "Walking Corpse" not in names(game)
    assert game.state.objects[game.state.players[1].exile[-1]].name == "Walking Corpse"
    game = board(["Holy Justiciar"] + ["Plains"] * 3, ["Grizzly Bears"])
    bears = obj(game, "Grizzly Bears")
    activate(game, obj(game, "Holy Justiciar"), bears)
    resolve(game)
    assert game.state.objects[bears].tapped and "Grizzly Bears" in names(game)


@plays("Lightning Dart", "condition.if_that_creature_is", "condition.if_it_is_adjective",
       "condition.instead")
def test_614_15_lightning_dart_deals_four_instead_to_a_white_or_blue_creature():
    game = board(["Mountain"] * 2, ["Serra Angel"], hands=(["Lightning Dart"], []))
    angel = obj(game, "Serra Angel")
    cast(game, "Lightning Dart", angel)
    resolve(game)
    assert "Serra Angel" in grave(game, 1)                         # 4 damage to a 4/4
    game = board(["Mountain"] * 2, ["Hill Giant"], hands=(["Lightning Dart"], []))
    giant = obj(game, "Hill Giant")
    cast(game, "Lightning Dart", giant)
    resolve(game)
    assert game.state.objects[giant].damage == 1


@plays("Starfall", "condition.if_that_creature_is")
def test_608_2h_starfall_checks_the_damaged_creature_before_it_dies():
    game = board(["Mountain"] * 5, ["Nyxborn Rollicker"], hands=(["Starfall"], []))
    cast(game, "Starfall", obj(game, "Nyxborn Rollicker"))
    resolve(game)
    assert "Nyxborn Rollicker" in grave(game, 1) and life(game, 1) == 17
    game = board(["Mountain"] * 5, ["Grizzly Bears"], hands=(["Starfall"], []))
    cast(game, "Starfall", obj(game, "Grizzly Bears"))
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1) and life(game, 1) == 20


# -- "Return ... to the battlefield. If it's a <kind>, <instruction about it>." (CR 400.7j) ----

@plays("Defy Death", "delayed.if_moved_is", "delayed.moved")
def test_400_7j_defy_death_puts_counters_on_the_returned_angel_only():
    game = board(["Plains"] * 5, [], hands=(["Defy Death"], []))
    angel = create_object(game.state, card_def("Serra Angel"), 0, "graveyard").id
    cast(game, "Defy Death", angel)
    resolve(game)
    assert _counters(game, obj(game, "Serra Angel")) == {"+1/+1": 2}
    game = board(["Plains"] * 5, [], hands=(["Defy Death"], []))
    bears = create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard").id
    cast(game, "Defy Death", bears)
    resolve(game)
    assert not _counters(game, obj(game, "Grizzly Bears"))


@plays("Blessing of Belzenlok", "condition.if_it_is_adjective")
def test_205_4d_blessing_of_belzenlok_lifelink_only_for_a_legendary_target():
    game = board(["Swamp"], ["Isamaru, Hound of Konda"], hands=(["Blessing of Belzenlok"], []))
    hound = obj(game, "Isamaru, Hound of Konda")
    cast(game, "Blessing of Belzenlok", hound)
    resolve(game)
    assert "lifelink" in chars(game, hound).keywords and chars(game, hound).power == 4
    game = board(["Swamp"], ["Grizzly Bears"], hands=(["Blessing of Belzenlok"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Blessing of Belzenlok", bears)
    resolve(game)
    assert "lifelink" not in chars(game, bears).keywords and chars(game, bears).power == 4


def _to_your_upkeep_trigger(game) -> None:
    """Pass to Alice's next upkeep, until her upkeep trigger is on the stack."""
    to_step(game, "upkeep")
    move_on(game)
    for _ in range(60):
        if game.state.active == 0 and game.state.stack:
            return
        move_on(game)
    raise AssertionError("no upkeep trigger")


@plays("Magmasaur", "effect.remove_counters")
def test_608_2h_magmasaur_not_removing_a_counter_sacrifices_it_and_deals_its_counters():
    game = board(["Mountain"] * 5 + ["Grizzly Bears", "Serra Angel"], ["Hill Giant"],
                 hands=(["Magmasaur"], []))
    cast(game, "Magmasaur")
    resolve(game)
    game.state.objects[obj(game, "Magmasaur")].counters = {"+1/+1": 3}
    _to_your_upkeep_trigger(game)
    resolve(game)
    choose(game, "no")
    resolve(game)
    assert "Magmasaur" not in names(game) and "Grizzly Bears" not in names(game)
    assert "Serra Angel" in names(game) and "Hill Giant" not in names(game)
    assert life(game, 0) == 17 and life(game, 1) == 17        # as it last existed (608.2h)
    game = board(["Mountain"] * 5, [], hands=(["Magmasaur"], []))
    cast(game, "Magmasaur")
    resolve(game)
    _to_your_upkeep_trigger(game)
    resolve(game)
    choose(game, "yes")
    resolve(game)
    assert _counters(game, obj(game, "Magmasaur")) == {"+1/+1": 4}


# -- "Activate only once." (CR 602.5b) --------------------------------------------------------

@plays("First Little Pig", "ability.only_once")
def test_602_5b_first_little_pig_activates_only_once():
    game = board(["First Little Pig"] + ["Forest"] * 4, ["Ornithopter", "Darksteel Relic"])
    pig = obj(game, "First Little Pig")
    activate(game, pig, obj(game, "Ornithopter"))
    resolve(game)
    assert "Ornithopter" not in names(game)
    with pytest.raises(IllegalAction):
        activate(game, pig, obj(game, "Darksteel Relic"))
    to_step(game, "upkeep")                                        # not even a later turn
    to_step(game, "precombat main")
    to_step(game, "upkeep")
    to_step(game, "precombat main")
    assert game.state.active == 0
    with pytest.raises(IllegalAction):
        activate(game, pig, obj(game, "Darksteel Relic"))


@plays("Gathering Place", "ability.only_if", "ability.mana")
def test_602_5b_gathering_place_colored_mana_if_it_entered_this_turn_or_a_basic_land():
    game = board(["Gathering Place"], [], hands=(["Gathering Place"], []))
    old = obj(game, "Gathering Place")
    with pytest.raises(IllegalAction):
        activate(game, old, index=1, choice=(0,))
    game.act(Action("play", 0, in_hand(game, "Gathering Place")))
    new = obj(game, "Gathering Place", 1)
    activate(game, new, index=1, choice=(0,))                     # it entered this turn
    assert game.state.players[0].pool.count("G") == 1
    game = board(["Gathering Place", "Plains"], [])
    activate(game, obj(game, "Gathering Place"), index=1, choice=(1,))   # a basic land
    assert game.state.players[0].pool.count("W") == 1


# -- "Activate only if this creature ..." (CR 602.5b) -----------------------------------------

@plays("Bloodshot Trainee", "ability.only_if", "condition.source_power")
def test_602_5b_bloodshot_trainee_needs_power_four():
    game = board(["Bloodshot Trainee"], ["Hill Giant"])
    trainee, giant = obj(game, "Bloodshot Trainee"), obj(game, "Hill Giant")
    with pytest.raises(IllegalAction):                            # a 2/3
        activate(game, trainee, giant)
    game.state.objects[trainee].counters = {"+1/+1": 2}
    game.state.changed()
    activate(game, trainee, giant)
    resolve(game)
    assert "Hill Giant" in grave(game, 1)


@plays("Cinder Crawler", "ability.only_if", "condition.source")
def test_509_1h_cinder_crawler_pumps_only_while_blocked():
    game = board(["Cinder Crawler", "Mountain", "Mountain"], ["Grizzly Bears"],
                 step="declare attackers")
    crawler, bears = obj(game, "Cinder Crawler"), obj(game, "Grizzly Bears")
    game.act("attack with Cinder Crawler")
    with pytest.raises(IllegalAction):                            # attacking, not blocked
        activate(game, crawler)
    while game.decision.kind != "blockers":
        move_on(game)
    game.act(Action("block", 1, choice=((bears, crawler),)))
    while game.decision.player != 0 or game.decision.kind != "priority":
        move_on(game)
    activate(game, crawler)
    resolve(game)
    assert chars(game, crawler).power == 2


@plays("Desert", "ability.only_during_steps")
def test_511_desert_pings_an_attacking_creature_during_the_end_of_combat_step():
    game = board(["Desert", "Grizzly Bears"], [], step="declare attackers")
    desert, bears = obj(game, "Desert"), obj(game, "Grizzly Bears")
    game.act("attack with Grizzly Bears")
    with pytest.raises(IllegalAction):                          # the declare attackers step
        activate(game, desert, bears, index=1)
    for _ in range(20):
        if game.state.step == "end of combat" and game.decision.kind == "priority":
            break
        move_on(game)
    activate(game, desert, bears, index=1)                      # still attacking (CR 511.3)
    resolve(game)
    assert game.state.objects[bears].damage == 1


@plays("Lavinia, Foil to Conspiracy", "ability.only_during_steps", "ability.mana")
def test_602_5b_lavinia_adds_mana_only_during_an_opponents_turn():
    game = board(["Lavinia, Foil to Conspiracy"], [])
    lavinia = obj(game, "Lavinia, Foil to Conspiracy")
    with pytest.raises(IllegalAction):
        activate(game, lavinia)
    to_step(game, "upkeep")                                         # Bob's turn
    assert game.state.active == 1
    while game.decision.player != 0:
        move_on(game)
    activate(game, lavinia)
    assert game.state.players[0].pool.count("C") == 2


@plays("Dwarven Armory", "ability.only_during_steps")
def test_602_5b_dwarven_armory_only_during_any_upkeep():
    game = board(["Dwarven Armory", "Mountain", "Mountain", "Mountain", "Grizzly Bears"], [])
    armory, bears = obj(game, "Dwarven Armory"), obj(game, "Grizzly Bears")
    with pytest.raises(IllegalAction):
        activate(game, armory, bears, costs=(obj(game, "Mountain"),))
    to_step(game, "upkeep")                                         # Bob's upkeep: any
    while game.decision.player != 0:
        move_on(game)
    activate(game, armory, bears, costs=(obj(game, "Mountain", 2),))
    resolve(game)
    assert chars(game, bears).power == 4


# -- "you may discard your hand. If you do, ..." (CR 701.8a, 608.2c) ---------------------------

@plays("Narset, Jeskai Waymaster", "condition.if_you_do")
def test_701_8a_narset_discards_the_hand_then_draws_per_spell_cast():
    game = board(["Narset, Jeskai Waymaster", "Mountain"], [],
                 hands=(["Shock", "Grizzly Bears", "Hill Giant"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    to_step(game, "end")
    resolve(game)
    choose(game, "yes")
    resolve(game)
    assert hand(game) == ["Wastes"]                              # one spell cast this turn
    assert {"Grizzly Bears", "Hill Giant"} <= set(grave(game))


@plays("Narset, Jeskai Waymaster", "condition.if_you_do")
def test_701_8a_narset_may_discard_an_empty_hand():
    game = board(["Narset, Jeskai Waymaster", "Mountain"], [], hands=(["Shock"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    to_step(game, "end")
    resolve(game)
    choose(game, "yes")                                            # a hand of no cards
    resolve(game)
    assert hand(game) == ["Wastes"]


# -- "Tap <this / target permanent>. If you do, ..." (CR 701.26a, 608.2c) ---------------------

@plays("Energy Tap", "condition.if_you_do")
def test_701_26a_energy_tap_adds_mana_only_if_it_tapped_the_creature():
    game = board(["Island", "Hill Giant"], [], hands=(["Energy Tap"], []))
    giant = obj(game, "Hill Giant")
    cast(game, "Energy Tap", giant)
    resolve(game)
    assert game.state.objects[giant].tapped
    assert game.state.players[0].pool.count("C") == 4
    game = board(["Island", "Island", "Hill Giant"], [], hands=(["Energy Tap", "Twiddle"], []))
    giant = obj(game, "Hill Giant")
    cast(game, "Energy Tap", giant)
    cast(game, "Twiddle", giant)                      # tapped first: it can't be tapped again
    resolve(game)
    choose(game, "tap")
    resolve(game)
    assert grave(game) == ["Twiddle", "Energy Tap"] and game.state.objects[giant].tapped
    assert game.state.players[0].pool.count("C") == 0


@plays("Spirit Flare", "condition.if_you_do")
def test_608_2c_spirit_flare_taps_then_its_creature_deals_damage():
    game = board(["Plains"] * 4 + ["Hill Giant", "Craw Wurm"], ["Grizzly Bears"],
                 hands=(["Spirit Flare"], []), step="declare attackers")
    giant, wurm, bears = obj(game, "Hill Giant"), obj(game, "Craw Wurm"), \
        obj(game, "Grizzly Bears")
    game.act("attack with Hill Giant")
    while game.decision.kind != "blockers":
        move_on(game)
    game.act(Action("block", 1, choice=((bears, giant),)))
    while game.decision.player != 0 or game.decision.kind != "priority":
        move_on(game)
    cast(game, "Spirit Flare", wurm, bears)
    resolve(game)
    assert game.state.objects[wurm].tapped and "Grizzly Bears" in grave(game, 1)


# -- "Search your library for up to X <cards>, where X is <quantity>, put them ..." ----------

@plays("Boundless Realms", "library.search_up_to_x", "library.search")
def test_701_19b_boundless_realms_finds_up_to_one_land_per_land_you_control():
    game = board(["Forest"] * 7, [], hands=(["Boundless Realms"], []))
    cast(game, "Boundless Realms")
    resolve(game)
    picks = 0
    while game.decision.kind == "choose":
        choose(game, next(o for o in game.decision.options if o != "nothing"))
        picks += 1
    resolve(game)
    assert picks == 7                                     # X counted as it resolves: 7
    wastes = [i for i in game.state.battlefield if game.state.objects[i].name == "Wastes"]
    assert len(wastes) == 7 and all(game.state.objects[i].tapped for i in wastes)
    assert len(game.state.players[0].library) == 3


# -- "you may draw two cards. If you do, ..." (CR 121.2, 608.2c) -------------------------------

@plays("Fetid Gargantua", "condition.if_you_do")
def test_121_2_fetid_gargantua_draws_two_then_loses_two_life():
    game = board(["Fetid Gargantua"] + ["Swamp"] * 3, [])
    activate(game, obj(game, "Fetid Gargantua"))                      # adapt 2
    resolve(game)
    choose(game, "yes")
    resolve(game)
    assert len(hand(game)) == 2 and life(game, 0) == 18
    game = board(["Fetid Gargantua"] + ["Swamp"] * 3, [])
    activate(game, obj(game, "Fetid Gargantua"))
    resolve(game)
    choose(game, "no")
    resolve(game)
    assert hand(game) == [] and life(game, 0) == 20


# -- "If you do, ..., where X is that creature's power" after a sacrifice (CR 608.2h) ---------

@plays("Disciple of Freyalise // Garden of Freyalise", "condition.if_you_do",
       "quantity.where_x")
def test_608_2h_disciple_of_freyalise_counts_the_sacrificed_creatures_power():
    game = board(["Forest"] * 6 + ["Hill Giant"], [],
                 hands=(["Disciple of Freyalise // Garden of Freyalise"], []))
    cast(game, "Disciple of Freyalise")
    resolve(game)
    choose(game, "yes")
    while game.decision.kind == "choose":
        choose(game, obj(game, "Hill Giant"))
    resolve(game)
    assert "Hill Giant" in grave(game)
    assert life(game, 0) == 23 and len(hand(game)) == 3


@plays("Feed the Pack", "condition.if_you_do")
def test_608_2h_feed_the_pack_counts_the_sacrificed_creatures_toughness():
    game = board(["Feed the Pack", "Hill Giant"], [], step="end")
    resolve(game)
    choose(game, "yes")
    while game.decision.kind == "choose":
        choose(game, obj(game, "Hill Giant"))
    resolve(game)
    assert "Hill Giant" in grave(game) and names(game).count("Wolf") == 3


@plays("Rampant Rejuvenator", "library.search_up_to_x")
def test_608_2h_rampant_rejuvenator_counts_its_last_known_power():
    game = board(["Forest"] * 4 + ["Mountain"], [], hands=(["Rampant Rejuvenator", "Shock"], []))
    cast(game, "Rampant Rejuvenator")
    resolve(game)
    cast(game, "Shock", obj(game, "Rampant Rejuvenator"))
    resolve(game)
    picks = 0
    while game.decision.kind == "choose":
        choose(game, next(o for o in game.decision.options if o != "nothing"))
        picks += 1
    resolve(game)
    assert picks == 2 and names(game).count("Wastes") == 2           # it died a 2/2


# -- "If that creature has <keyword> / a counter on it, ..." (CR 608.2c, 702.1, 122.1) --------

@plays("Bring Low", "condition.if_it_has", "condition.if_that_creature_is",
       "condition.instead")
def test_614_15_bring_low_deals_five_to_a_creature_with_a_counter():
    game = board(["Mountain"] * 4, ["Serra Angel"], hands=(["Bring Low"], []))
    angel = obj(game, "Serra Angel")
    game.state.objects[angel].counters = {"+1/+1": 1}
    game.state.changed()
    cast(game, "Bring Low", angel)
    resolve(game)
    assert "Serra Angel" in grave(game, 1)                          # 5 damage to a 5/5
    game = board(["Mountain"] * 4, ["Serra Angel"], hands=(["Bring Low"], []))
    angel = obj(game, "Serra Angel")
    cast(game, "Bring Low", angel)
    resolve(game)
    assert game.state.objects[angel].damage == 3


@plays("Burn the Impure", "condition.if_it_has", "condition.if_that_creature_is")
def test_702_90_burn_the_impure_hits_the_controller_of_an_infect_creature():
    game = board(["Mountain"] * 2, ["Glistener Elf"], hands=(["Burn the Impure"], []))
    cast(game, "Burn the Impure", obj(game, "Glistener Elf"))
    resolve(game)
    assert life(game, 1) == 17
    game = board(["Mountain"] * 2, ["Hill Giant"], hands=(["Burn the Impure"], []))
    cast(game, "Burn the Impure", obj(game, "Hill Giant"))
    resolve(game)
    assert life(game, 1) == 20


@plays("Fixer, Techno Terror", "ability.only_if")
def test_602_5b_fixer_draws_only_after_an_artifact_entered_under_your_control():
    game = board(["Fixer, Techno Terror"], [], hands=(["Ornithopter"], []))
    fixer = obj(game, "Fixer, Techno Terror")
    with pytest.raises(IllegalAction):
        activate(game, fixer)
    cast(game, "Ornithopter")
    resolve(game)
    activate(game, fixer)
    resolve(game)
    assert len(hand(game)) == 1 and life(game, 0) == 18


@plays("Aziza, Mage Tower Captain", "copy.cast_spell", "condition.if_you_do")
def test_707_10_aziza_taps_three_creatures_to_copy_the_spell():
    game = board(["Aziza, Mage Tower Captain", "Mountain", "Grizzly Bears", "Hill Giant",
                  "Savannah Lions"], [], hands=(["Shock"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    choose(game, "yes")
    while game.decision.kind == "choose":
        move_on(game)                                         # the three creatures to tap
    _new_targets(game, BOB)
    resolve(game)
    assert life(game, 1) == 16
    assert sum(game.state.objects[i].tapped for i in game.state.battlefield) >= 4
