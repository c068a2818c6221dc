"""Locks, played: a name chosen as a permanent enters and what it forbids (CR 201.3,
601.3, 602.5), spells that can't be cast (CR 101.2)."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import (
    ALICE,
    BOB,
    activate,
    cast,
    choose,
    grave,
    hand,
    in_hand,
    life,
    names,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game, IllegalAction
from tolaria.rules.layers import characteristics


def _casts(game, name, player):
    oid = in_hand(game, name, player)
    return any(a.kind == "cast" and a.object == oid for a in game.legal_actions())


def _activates(game, oid):
    return any(a.kind == "activate" and a.object == oid for a in game.legal_actions())


@plays("Phyrexian Revoker", "choice.as_enters_color", "static.named_sources_cant_activate")
def test_602_5_phyrexian_revoker_stops_the_named_permanents_abilities_mana_ones_too():
    game = board(["Island", "Island", "Prodigal Sorcerer", "Llanowar Elves"], [],
                 hands=(["Phyrexian Revoker"], []))
    cast(game, "Phyrexian Revoker")
    resolve(game)
    assert game.decision.kind == "replacement"
    assert "Llanowar Elves" in game.decision.options
    assert "Forest" not in game.decision.options                     # nonland (CR 201.3)
    choose(game, "Llanowar Elves")
    assert _activates(game, obj(game, "Prodigal Sorcerer"))
    assert not _activates(game, obj(game, "Llanowar Elves"))         # CR 605.1a: mana too
    with pytest.raises(IllegalAction, match="can't be activated"):
        activate(game, obj(game, "Llanowar Elves"))


@plays("Pithing Needle", "choice.as_enters_color", "static.named_sources_cant_activate")
def test_602_5_pithing_needle_spares_mana_abilities_and_reaches_the_hand():
    game = board(["Island", "Island"], ["Llanowar Elves", "Prodigal Sorcerer", "Island", "Island"],
                 hands=(["Pithing Needle", "Pithing Needle"], ["Miscalculation"]))
    cast(game, "Pithing Needle")
    resolve(game)
    choose(game, "Miscalculation")                  # cycling {2}, from the hand (CR 702.29a)
    cast(game, "Pithing Needle")
    resolve(game)
    choose(game, "Llanowar Elves")
    game.act(Action("pass", 0))
    assert game.decision.player == 1
    assert _activates(game, obj(game, "Llanowar Elves"))             # a mana ability
    assert _activates(game, obj(game, "Prodigal Sorcerer"))          # not named
    assert not _activates(game, in_hand(game, "Miscalculation", 1))
    with pytest.raises(IllegalAction, match="can't be activated"):
        game.act(Action("activate", 1, in_hand(game, "Miscalculation", 1), ability=0))


@plays("Meddling Mage", "choice.as_enters_color", "static.cant_cast")
def test_601_3_meddling_mage_no_player_may_cast_the_named_spell():
    game = board(["Plains", "Island", "Mountain"], ["Mountain", "Mountain"],
                 hands=(["Meddling Mage", "Lightning Bolt"], ["Lightning Bolt", "Shock"]))
    cast(game, "Meddling Mage")
    resolve(game)
    assert "Mountain" not in game.decision.options
    choose(game, "Lightning Bolt")
    assert not _casts(game, "Lightning Bolt", 0)                       # its controller too
    game.act(Action("pass", 0))
    assert not _casts(game, "Lightning Bolt", 1)
    with pytest.raises(IllegalAction, match="can't be cast"):
        cast(game, "Lightning Bolt", ALICE, player=1)
    cast(game, "Shock", ALICE, player=1)
    resolve(game)
    assert life(game, 0) == 18


@plays("Dragonlord Dromoka", "static.cant_cast")
def test_101_2_dromoka_opponents_cant_cast_spells_during_your_turn_only():
    game = board(["Dragonlord Dromoka", "Mountain"], ["Mountain"],
                 hands=(["Lightning Bolt"], ["Lightning Bolt"]))
    assert _casts(game, "Lightning Bolt", 0)                       # "your opponents" only
    game.act(Action("pass", 0))
    assert game.decision.player == 1 and not _casts(game, "Lightning Bolt", 1)
    game.state.turn, game.state.active = 4, 1                      # Bob's turn (CR 611.3a)
    game.state.changed()
    assert _casts(game, "Lightning Bolt", 1)


@plays("Aether Storm", "static.cant_cast")
def test_101_2_aether_storm_creature_spells_cant_be_cast():
    game = board(["Aether Storm", "Forest", "Mountain"], [],
                 hands=(["Llanowar Elves", "Lightning Bolt"], []))
    assert not _casts(game, "Llanowar Elves", 0) and _casts(game, "Lightning Bolt", 0)
    activate(game, obj(game, "Aether Storm"))                       # pay 4 life: destroy it
    resolve(game)
    assert life(game, 0) == 16 and _casts(game, "Llanowar Elves", 0)


# -- "As this land enters, choose a creature type" (CR 305.1, 614.12) ------------------------

@plays("Cavern of Souls", "static.choose_type", "choice.chosen_filter", "mana.spend_only")
def test_614_12_cavern_of_souls_chosen_as_played_its_mana_makes_the_spell_uncounterable():
    game = board(["Island", "Island"], ["Island", "Island"],
                 hands=(["Cavern of Souls", "Elite Vanguard", "Grizzly Bears"], ["Counterspell"]))
    game.act(Action("play", 0, in_hand(game, "Cavern of Souls")))
    assert game.decision.kind == "replacement" and "Human" in game.decision.options
    choose(game, "Human")
    cavern = obj(game, "Cavern of Souls")
    assert game.state.objects[cavern].chosen == (("creature type", "Human"),)
    assert not _casts(game, "Grizzly Bears", 0)      # a Bear: the coloured mana can't pay {G}
    cast(game, "Elite Vanguard")                     # {W}: only the Cavern makes white
    assert game.state.objects[cavern].tapped
    game.act(Action("pass", 0))
    vanguard = game.state.stack[-1]
    cast(game, "Counterspell", vanguard, player=1)   # a legal target, but (CR 101.2)
    resolve(game)                                    # it can't be countered
    assert "Elite Vanguard" in names(game)


@plays("Unclaimed Territory", "static.choose_type", "choice.chosen_filter", "mana.spend_only")
def test_106_6_unclaimed_territory_mana_only_for_creatures_of_the_chosen_type():
    game = board([], [], hands=(["Unclaimed Territory", "Elite Vanguard", "Savannah Lions"], []))
    game.act(Action("play", 0, in_hand(game, "Unclaimed Territory")))
    choose(game, "Cat")
    assert _casts(game, "Savannah Lions", 0) and not _casts(game, "Elite Vanguard", 0)


@plays("Shimmerdrift Vale", "choice.as_enters_color", "choice.chosen_mana")
def test_305_1_shimmerdrift_vale_played_asks_its_color_as_it_enters():
    game = board([], [], hands=(["Shimmerdrift Vale", "Savannah Lions"], []))
    game.act(Action("play", 0, in_hand(game, "Shimmerdrift Vale")))
    choose(game, "white")
    vale = game.state.objects[obj(game, "Shimmerdrift Vale")]
    assert vale.tapped and vale.chosen == (("color", "white"),)
    vale.tapped = False
    game.state.changed()
    assert _casts(game, "Savannah Lions", 0)


# -- Aether Vial: a count made as the ability resolves (CR 608.2h) -----------------------------

@plays("Aether Vial", "library.from_hand", "target.counted_bound")
def test_608_2h_aether_vial_puts_a_creature_with_mana_value_equal_to_its_charge_counters():
    game = board(["Aether Vial"], [], hands=(["Grizzly Bears", "Llanowar Elves"], []))
    vial = obj(game, "Aether Vial")
    game.state.objects[vial].counters["charge"] = 2
    game.state.changed()
    activate(game, vial)
    resolve(game)
    bears = in_hand(game, "Grizzly Bears", 0)
    assert game.decision.kind == "choose" and bears in game.decision.options
    assert in_hand(game, "Llanowar Elves", 0) not in game.decision.options      # MV 1
    choose(game, bears)
    assert "Grizzly Bears" in names(game) and "Llanowar Elves" in hand(game)
    assert not game.state.stack                       # not cast: no spell (CR 305.4)


# -- Reflector Mage: a name forbidden until your next turn (CR 101.2, 611.2b) ------------------

@plays("Reflector Mage", "effect.cant_cast_same_name")
def test_611_2b_reflector_mage_owner_cant_cast_the_same_name_until_your_next_turn():
    game = board(["Plains", "Island", "Island"], ["Grizzly Bears", "Forest", "Forest"],
                 hands=(["Reflector Mage"], ["Grizzly Bears"]))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Reflector Mage")
    resolve(game)                                   # the enters trigger targets the Bears
    if game.decision.kind == "targets":
        game.act(Action("choose", 0, targets=(("object", bears),)))
    resolve(game)
    assert hand(game, 1) == ["Grizzly Bears", "Grizzly Bears"]
    restored = Game.from_json(game.to_json())       # the effect is saved with the game
    assert restored.state.effects == game.state.effects
    to_step(game, "upkeep")                         # Bob's turn
    to_step(game, "precombat main")
    assert game.state.active == 1
    assert not any(a.kind == "cast" for a in game.legal_actions())
    with pytest.raises(IllegalAction, match="can't be cast"):
        cast(game, "Grizzly Bears", player=1)
    to_step(game, "upkeep")                         # Alice's next turn: it has ended
    assert game.state.active == 0 and not game.state.effects


# -- "Exile that card until this creature leaves the battlefield" (CR 610.3) -------------------

@plays("Kitesail Freebooter", "library.reveal_hand", "library.exile_until")
def test_610_3_kitesail_freebooter_exiles_a_card_from_hand_until_it_leaves():
    game = board(["Swamp", "Swamp", "Mountain"], [],
                 hands=(["Kitesail Freebooter", "Shock"],
                        ["Lightning Bolt", "Grizzly Bears", "Forest"]))
    cast(game, "Kitesail Freebooter")
    resolve(game)
    if game.decision.kind == "targets":
        game.act(Action("choose", 0, targets=(BOB,)))
    resolve(game)                                     # only a noncreature, nonland card
    assert hand(game, 1) == ["Grizzly Bears", "Forest"]
    assert game.state.exiled_until
    cast(game, "Shock", obj(game, "Kitesail Freebooter"))
    resolve(game)
    assert sorted(hand(game, 1)) == ["Forest", "Grizzly Bears", "Lightning Bolt"]
    assert not game.state.exiled_until


@plays("Brain Maggot", "library.reveal_hand", "library.exile_until")
def test_610_3b_brain_maggot_gone_before_its_trigger_resolves_exiles_nothing():
    game = board(["Swamp", "Swamp", "Mountain"], [],
                 hands=(["Brain Maggot", "Shock"], ["Lightning Bolt"]))
    cast(game, "Brain Maggot")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                       # the creature spell resolves
    if game.decision.kind == "targets":
        game.act(Action("choose", 0, targets=(BOB,)))
    assert game.state.stack                           # the enters trigger waits
    cast(game, "Shock", obj(game, "Brain Maggot"))
    resolve(game)
    assert hand(game, 1) == ["Lightning Bolt"] and not game.state.exiled_until


# -- an intervening "if" about the permanent: "it" is that permanent (CR 603.4) --------------

@plays("Mana Vault", "trigger.if", "trigger.step")
def test_603_4_mana_vault_deals_damage_at_your_draw_step_only_if_tapped():
    game = board(["Mana Vault"], [], step="upkeep")
    vault = game.state.objects[obj(game, "Mana Vault")]
    vault.tapped = True
    game.state.changed()
    to_step(game, "precombat main")
    assert life(game, 0) == 19 and vault.tapped           # it doesn't untap (CR 502.3)
    vault.tapped = False
    game.state.changed()
    to_step(game, "upkeep")
    to_step(game, "precombat main")                        # Bob's turn: not his draw step
    to_step(game, "upkeep")
    to_step(game, "precombat main")                        # Alice's: untapped, no damage
    assert life(game, 0) == 19


# -- Chalice of the Void: a cast trigger that counters the spell (CR 603.2, 701.5a) ----------

@plays("Chalice of the Void", "trigger.cast", "effect.counter_cast", "target.counted_bound")
def test_701_5a_chalice_of_the_void_counters_spells_with_mana_value_equal_to_its_counters():
    game = board(["Mountain"] * 4, ["Chalice of the Void"],
                 hands=(["Lightning Bolt", "Shock", "Searing Spear"], []))
    chalice = game.state.objects[obj(game, "Chalice of the Void")]
    chalice.counters["charge"] = 1
    game.state.changed()
    cast(game, "Lightning Bolt", BOB)              # mana value 1: its trigger counters it
    resolve(game)
    assert life(game, 1) == 20 and "Lightning Bolt" in grave(game, 0)
    chalice.counters["charge"] = 2                 # counted as the spell is cast (603.2)
    game.state.changed()
    cast(game, "Searing Spear", BOB)               # mana value 2
    resolve(game)
    assert life(game, 1) == 20
    chalice.counters["charge"] = 0
    game.state.changed()
    cast(game, "Shock", BOB)                       # no counter for mana value 1 now
    resolve(game)
    assert life(game, 1) == 18


@plays("Vexing Bauble", "trigger.cast", "effect.counter_cast")
def test_603_4_vexing_bauble_counters_a_spell_cast_without_mana():
    game = board(["Mountain"], ["Vexing Bauble"], hands=(["Ornithopter", "Shock"], []))
    cast(game, "Ornithopter")                      # {0}: no mana spent (CR 601.2h)
    resolve(game)
    assert "Ornithopter" in grave(game, 0)
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 18


# -- cumulative upkeep paid in life (CR 702.24a, 119.4) ----------------------------------------

@plays("Glacial Chasm", "keyword.cumulative_upkeep")
def test_702_24a_glacial_chasm_pays_two_life_per_age_counter_or_is_sacrificed():
    game = board(["Glacial Chasm"], [], step="upkeep")
    chasm = obj(game, "Glacial Chasm")
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    assert life(game, 0) == 18 and game.state.objects[chasm].counters["age"] == 1
    game.state.players[0].life = 3                 # two counters next: 4 life, not payable
    for step in ("draw", "upkeep", "draw", "upkeep"):        # Bob's turn, then Alice's
        to_step(game, step)
    assert game.state.active == 0
    resolve(game)
    assert life(game, 0) == 3 and "Glacial Chasm" in grave(game, 0)


# -- a mana ability that also gives life (CR 605.3a) ------------------------------------------

@plays("Grove of the Burnwillows", "ability.mana_life", "card.mana_options")
def test_605_3a_grove_of_the_burnwillows_coloured_mana_gives_each_opponent_life():
    game = board(["Grove of the Burnwillows", "Grove of the Burnwillows"], [])
    first, second = obj(game, "Grove of the Burnwillows"), obj(game, "Grove of the Burnwillows", 1)
    activate(game, first, choice=(0,))                 # {C}: no life
    assert life(game, 1) == 20
    activate(game, second, choice=(1,))                # {R}
    assert life(game, 1) == 21 and life(game, 0) == 20
    assert game.state.players[0].pool.total() == 2


@plays("Pristine Talisman", "ability.mana_life")
def test_605_3a_pristine_talisman_adds_mana_and_you_gain_life():
    game = board(["Pristine Talisman"], [])
    activate(game, obj(game, "Pristine Talisman"))
    assert life(game, 0) == 21 and game.state.players[0].pool.total() == 1


# -- a state trigger about its own counters (CR 603.8) -----------------------------------------

@plays("Dark Depths", "trigger.state")
def test_603_8_dark_depths_with_no_ice_counters_becomes_marit_lage():
    game = board(["Dark Depths", "Swamp", "Swamp", "Swamp"], [])
    depths = obj(game, "Dark Depths")
    game.state.objects[depths].counters["ice"] = 1
    game.state.changed()
    activate(game, depths)                            # {3}: remove the last ice counter
    resolve(game)
    assert "Dark Depths" in grave(game, 0)
    lage = game.state.objects[obj(game, "Marit Lage")]
    chars = characteristics(game.state, lage)
    assert (chars.power, chars.toughness) == (20, 20) and "Legendary" in chars.supertypes
    assert {"flying", "indestructible"} <= chars.keywords


# -- "that player taps ... for each fade counter" (CR 701.21a, 608.2h) -------------------------

@plays("Tangle Wire", "effect.player_taps", "keyword.fading")
def test_701_21a_tangle_wire_that_player_taps_one_permanent_per_fade_counter():
    game = board(["Tangle Wire"], ["Forest", "Forest", "Grizzly Bears"], step="end")
    wire = game.state.objects[obj(game, "Tangle Wire")]
    wire.counters["fade"] = 2
    game.state.changed()
    to_step(game, "upkeep")                            # Bob's upkeep: his to tap
    assert game.state.active == 1
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 1
    bears = obj(game, "Grizzly Bears")
    choose(game, bears)
    choose(game, obj(game, "Forest"))
    tapped = [game.state.objects[i].name for i in game.state.battlefield
              if game.state.objects[i].tapped]
    assert sorted(tapped) == ["Forest", "Grizzly Bears"] and wire.counters["fade"] == 2


# -- Trinisphere: the least a spell costs, after every other change (CR 601.2f) ----------------

@plays("Trinisphere", "static.cost_floor", "condition.static_prefix")
def test_601_2f_trinisphere_spells_cost_at_least_three_while_it_is_untapped():
    game = board(["Trinisphere", "Mountain", "Mountain", "Mountain"], [],
                 hands=(["Lightning Bolt", "Blaze", "Shock"], []))
    mountains = ids(game, "Mountain")
    cast(game, "Blaze", BOB, x=1)                    # {1}{R} is two mana: it costs three
    assert all(game.state.objects[i].tapped for i in mountains)
    resolve(game)
    assert life(game, 1) == 19
    for i in mountains[:2]:
        game.state.objects[i].tapped = False
    game.state.changed()
    assert not _casts(game, "Lightning Bolt", 0)     # two lands: {R} now costs {2}{R}
    game.state.objects[obj(game, "Trinisphere")].tapped = True
    game.state.changed()                             # tapped: no effect (CR 611.3a)
    cast(game, "Lightning Bolt", BOB)
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 14


# -- Manabond: all the land cards from a hand, then the hand discarded (CR 701.16a, 701.8a) -----

@plays("Manabond", "library.all_from_hand", "trigger.may")
def test_701_8a_manabond_puts_all_lands_from_hand_then_discards_the_rest():
    game = board(["Manabond"], [], hands=(["Forest", "Island", "Grizzly Bears"], []),
                 step="end")
    resolve(game)
    assert game.decision.kind == "yes_no"                    # "you may" (CR 603.5)
    choose(game, "yes")
    resolve(game)
    assert sorted(n for n in names(game) if n != "Manabond") == ["Forest", "Island"]
    assert hand(game) == [] and grave(game) == ["Grizzly Bears"]
    assert game.state.players[0].lands_played == 0           # not played (CR 305.4)


@plays("Manabond", "library.all_from_hand", "trigger.may")
def test_603_5_manabond_declined_keeps_the_hand():
    game = board(["Manabond"], [], hands=(["Forest", "Grizzly Bears"], []), step="end")
    resolve(game)
    choose(game, "no")
    resolve(game)
    assert sorted(hand(game)) == ["Forest", "Grizzly Bears"] and grave(game) == []


# -- Mox Diamond: its entering replaced by a discard, or by the graveyard (CR 614.1a) ----------

@plays("Mox Diamond", "static.discard_instead")
def test_614_1a_mox_diamond_enters_only_if_a_land_card_is_discarded():
    game = board([], [], hands=(["Mox Diamond", "Mox Diamond", "Forest", "Grizzly Bears"],
                                []))
    cast(game, "Mox Diamond")
    resolve(game)
    assert game.decision.kind == "replacement"
    assert game.decision.options == (in_hand(game, "Forest"), "no")    # a land card only
    choose(game, in_hand(game, "Forest"))
    assert names(game) == ["Mox Diamond"] and grave(game) == ["Forest"]
    cast(game, "Mox Diamond")                       # no land card left: no question
    resolve(game)
    assert names(game) == ["Mox Diamond"] and sorted(grave(game)) == ["Forest", "Mox Diamond"]
    assert hand(game) == ["Grizzly Bears"]
