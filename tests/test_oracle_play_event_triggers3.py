"""Event triggers, played (CR 603.2, 603.6, 603.10): cast triggers whose effect is about a
group ("creatures you control get +1/+1"), "one or more <creature type> you control deal
combat damage to a player", and the other families of `tolaria.cards.oracle.trigger_events`
read here.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from boards import board, declare_attackers, ids
from test_oracle_play import (
    BOB,
    cast,
    chars,
    grave,
    hand,
    in_hand,
    life,
    move_on,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.keywords import goad


def settle(game) -> None:
    """Resolve the stack, answering each other decision with its first legal answer."""
    while game.state.stack:
        d = game.decision
        game.act(Action("pass", d.player) if d.kind == "priority" else game.legal_actions()[0])


def settle_yes(game) -> None:
    """Resolve the stack, saying yes to each "you may"."""
    while game.state.stack:
        d = game.decision
        if d.kind == "priority":
            game.act(Action("pass", d.player))
        elif d.kind == "yes_no":
            game.act(Action("choose", d.player, choice=("yes",)))
        else:
            game.act(game.legal_actions()[0])


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
    declare_attackers(game, obj(game, "Ondu Cleric"), obj(game, "Makindi Patrol"),
           obj(game, "Grizzly Bears"))
    to_step(game, "combat damage")
    assert len(game.state.stack) == 1                  # once for both Allies
    resolve(game)
    assert len(hand(game)) == 1


@plays("Invasion Tactics", "trigger.batch")
def test_510_2_a_non_ally_dealing_combat_damage_does_not_trigger():
    game = board(["Invasion Tactics", "Grizzly Bears"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Grizzly Bears"))
    to_step(game, "combat damage")
    assert not game.state.stack and life(game, 1) == 18


@plays("Rooftop Bypass", "trigger.batch")
def test_510_2_one_or_more_nontoken_creatures_a_token_alone_does_not_trigger():
    goblin_token = replace(card_def("Raging Goblin"), token=True)
    game = board(["Rooftop Bypass", goblin_token], [], step="declare attackers")
    declare_attackers(game, obj(game, "Raging Goblin"))
    to_step(game, "combat damage")
    assert not game.state.stack
    game = board(["Rooftop Bypass", "Raging Goblin"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Raging Goblin"))
    to_step(game, "combat damage")
    resolve(game)
    assert "Assassin" in [game.state.objects[i].name for i in game.state.battlefield]


@plays("Alela, Cunning Conqueror", "trigger.batch")
def test_510_2_that_player_is_the_one_dealt_damage_goad_their_creature():
    game = board(["Alela, Cunning Conqueror", "Faerie Miscreant"], ["Savannah Lions"],
                 step="declare attackers")
    declare_attackers(game, obj(game, "Faerie Miscreant"))
    to_step(game, "combat damage")
    lions = obj(game, "Savannah Lions")
    assert game.state.objects[game.state.stack[-1]].targets == (("object", lions),)
    resolve(game)
    assert goad.goaders(game.state, game.state.objects[lions]) == [0]     # CR 701.38a


@plays("Haliya, Ascendant Cadet", "trigger.batch")
def test_510_2_one_or_more_creatures_with_counters_on_them_deal_combat_damage():
    game = board(["Haliya, Ascendant Cadet", "Grizzly Bears"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Grizzly Bears"))
    to_step(game, "combat damage")
    assert not game.state.stack                       # no +1/+1 counter on the Bears
    game = board(["Haliya, Ascendant Cadet", "Grizzly Bears"], [], step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].counters["+1/+1"] = 1
    game.state.changed()
    declare_attackers(game, bears)
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
        declare_attackers(game, bears)
    declare_attackers(game, obj(game, "Savannah Lions"))


# -- "When that creature dies this turn, ..." (CR 603.7b-c) ------------------------------

def battlefield_names(game) -> list[str]:
    return [game.state.objects[i].name for i in game.state.battlefield]


@plays("Make Your Mark", "delayed.dies_this_turn")
def test_603_7c_when_that_creature_dies_this_turn_creates_a_spirit():
    game = board(["Plains", "Mountain", "Grizzly Bears"], [],
                 hands=(["Make Your Mark", "Shock"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Make Your Mark", bears)
    resolve(game)
    assert chars(game, bears).power == 3
    assert "Spirit" not in battlefield_names(game)
    cast(game, "Shock", bears)
    resolve(game)
    assert "Grizzly Bears" not in battlefield_names(game)
    assert battlefield_names(game).count("Spirit") == 1


@plays("Make Your Mark", "delayed.dies_this_turn")
def test_603_7c_only_that_creature_dying_triggers_it():
    game = board(["Plains", "Mountain", "Grizzly Bears", "Savannah Lions"], [],
                 hands=(["Make Your Mark", "Shock"], []))
    cast(game, "Make Your Mark", obj(game, "Grizzly Bears"))
    resolve(game)
    cast(game, "Shock", obj(game, "Savannah Lions"))
    resolve(game)
    assert "Savannah Lions" not in battlefield_names(game)
    assert "Spirit" not in battlefield_names(game)


@plays("Make Your Mark", "delayed.dies_this_turn")
def test_603_7b_the_delayed_trigger_ends_with_the_turn():
    game = board(["Plains", "Grizzly Bears"], ["Mountain"],
                 hands=(["Make Your Mark"], ["Shock"]))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Make Your Mark", bears)
    resolve(game)
    for _ in range(40):                                # on to Bob's turn
        if game.state.active == 1 and game.state.step == "upkeep":
            break
        game.act(Action("pass", game.decision.player) if game.decision.kind == "priority"
                 else game.legal_actions()[0])
    assert not game.state.delayed
    cast(game, "Shock", bears, player=1)
    resolve(game)
    assert "Grizzly Bears" not in battlefield_names(game)
    assert "Spirit" not in battlefield_names(game)


@plays("Grim Javelineer", "delayed.dies_this_turn")
def test_603_7c_grim_javelineer_surveils_when_the_attacker_dies():
    game = board(["Grim Javelineer", "Grizzly Bears"], ["Hill Giant"],
                 step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    declare_attackers(game, bears)
    resolve(game)                                      # the only attacker is its target
    assert chars(game, bears).power == 3
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "blockers"
    game.act(Action("block", 1, choice=((obj(game, "Hill Giant"), bears),)))
    to_step(game, "combat damage")
    assert "Grizzly Bears" not in battlefield_names(game)
    assert len(game.state.stack) == 1                  # the delayed trigger: surveil 1
    resolve(game)
    assert game.decision.kind == "choose" and "701.25a" in game.decision.prompt
    top = game.decision.options[0]
    game.act(Action("choose", 0, choice=(top,)))
    assert sorted(grave(game)) == ["Grizzly Bears", "Wastes"]


@plays("Kelsien, the Plague", "delayed.dies_this_turn")
def test_603_7c_kelsien_gets_an_experience_counter_when_the_creature_dies():
    game = board(["Kelsien, the Plague"], ["Llanowar Elves", "Grizzly Bears"])
    kelsien = obj(game, "Kelsien, the Plague")
    game.act(Action("activate", 0, kelsien, ability=0,
                    targets=(("object", obj(game, "Grizzly Bears")),)))
    resolve(game)
    assert "Grizzly Bears" in battlefield_names(game)       # 1 damage: it lives
    assert chars(game, kelsien).power == 2
    game = board(["Kelsien, the Plague"], ["Llanowar Elves"])
    kelsien = obj(game, "Kelsien, the Plague")
    game.act(Action("activate", 0, kelsien, ability=0,
                    targets=(("object", obj(game, "Llanowar Elves")),)))
    resolve(game)
    assert "Llanowar Elves" not in battlefield_names(game)
    assert game.state.players[0].experience == 1
    assert chars(game, kelsien).power == 3


# -- "Whenever one or more tokens / other Elves you control enter" (CR 603.2c, 603.6a) ------

@plays("Marneus Calgar", "trigger.batch")
def test_603_2c_one_or_more_tokens_enter_at_once_draws_once():
    game = board(["Marneus Calgar", "Plains", "Plains"], [], hands=(["Raise the Alarm"], []))
    cast(game, "Raise the Alarm")
    resolve(game)
    assert battlefield_names(game).count("Soldier") == 2
    assert len(hand(game)) == 1                        # one event: one draw


@plays("Marneus Calgar", "trigger.batch")
def test_603_2c_a_nontoken_entering_does_not_trigger_it():
    game = board(["Marneus Calgar", "Forest"], [], hands=(["Llanowar Elves"], []))
    cast(game, "Llanowar Elves")
    resolve(game)
    assert not hand(game)


@plays("Elvish Warmaster", "trigger.batch", "trigger.once_each_turn")
def test_603_2c_other_elves_enter_once_each_turn():
    game = board(["Elvish Warmaster", "Forest", "Forest"], [],
                 hands=(["Llanowar Elves", "Fyndhorn Elves"], []))
    cast(game, "Llanowar Elves")
    resolve(game)
    assert battlefield_names(game).count("Elf Warrior") == 1
    cast(game, "Fyndhorn Elves")
    resolve(game)                                      # only once each turn
    assert battlefield_names(game).count("Elf Warrior") == 1


# -- "Whenever you discard one or more cards" (CR 701.8a, 603.2c) ---------------------------

def discard_by_name(game, name: str) -> None:
    d = game.decision
    chosen = next(o for o in d.options if isinstance(o, int)
                  and game.state.objects[o].name == name)
    game.act(Action("choose", d.player, choice=(chosen,)))


def discard_choice(game, count: int) -> None:
    """Answer the pending discard with the first `count` cards offered."""
    d = game.decision
    game.act(Action("choose", d.player, choice=tuple(d.options[:count])))


@plays("Marauding Mako", "trigger.discard_batch")
def test_603_2c_two_cards_discarded_at_once_trigger_once_that_many_counters():
    game = board(["Marauding Mako", "Mountain"], [],
                 hands=(["Faithless Looting", "Shock", "Shock", "Street Wraith"], []))
    mako = obj(game, "Marauding Mako")
    cast(game, "Faithless Looting")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    discard_choice(game, 2)
    assert len(game.state.stack) == 1                  # one event, one trigger
    resolve(game)
    assert game.state.objects[mako].counters == {"+1/+1": 2}
    game.act(Action("activate", 0, in_hand(game, "Street Wraith"), ability=0))
    assert len(game.state.stack) == 2                  # a new event: cycling's discard
    resolve(game)
    assert game.state.objects[mako].counters == {"+1/+1": 3}


@plays("Cryptcaller Chariot", "trigger.discard_batch")
def test_701_8a_that_many_tapped_zombies():
    game = board(["Cryptcaller Chariot", "Mountain"], [],
                 hands=(["Faithless Looting", "Shock", "Shock"], []))
    cast(game, "Faithless Looting")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    discard_choice(game, 2)
    resolve(game)
    zombies = [i for i in game.state.battlefield if game.state.objects[i].name == "Zombie"]
    assert len(zombies) == 2 and all(game.state.objects[i].tapped for i in zombies)


@plays("Urza, Powerstone Prodigy", "trigger.discard_batch")
def test_701_8a_only_artifact_cards_discarded_count():
    game = board(["Urza, Powerstone Prodigy", "Island"], [], hands=(["Shock"], []))
    game.act(Action("activate", 0, obj(game, "Urza, Powerstone Prodigy"), ability=0))
    resolve(game)
    discard_by_name(game, "Shock")
    assert not game.state.stack                       # not an artifact card
    game = board(["Urza, Powerstone Prodigy", "Island"], [], hands=(["Ornithopter"], []))
    game.act(Action("activate", 0, obj(game, "Urza, Powerstone Prodigy"), ability=0))
    resolve(game)
    discard_by_name(game, "Ornithopter")
    assert len(game.state.stack) == 1
    resolve(game)
    assert "Powerstone" in battlefield_names(game)


# -- "Whenever a source you control deals [noncombat] damage to an opponent" (CR 120.2) -----

@plays("Niv-Mizzet, Visionary", "trigger.source_damage")
def test_120_2_a_spell_you_control_deals_noncombat_damage_draw_that_many():
    game = board(["Niv-Mizzet, Visionary", "Mountain"], [], hands=(["Shock"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 18
    assert len(hand(game)) == 2                        # that many: 2


@plays("Chandra's Pyreling", "trigger.source_damage")
def test_120_2_combat_damage_is_not_noncombat_damage():
    game = board(["Chandra's Pyreling", "Grizzly Bears"], [], step="declare attackers")
    pyreling = obj(game, "Chandra's Pyreling")
    declare_attackers(game, obj(game, "Grizzly Bears"))
    to_step(game, "combat damage")
    assert life(game, 1) == 18 and not game.state.stack
    assert chars(game, pyreling).power == 1


@plays("Chandra's Pyreling", "trigger.source_damage")
def test_120_2_a_source_you_control_damages_an_opponent_not_you():
    game = board(["Chandra's Pyreling", "Mountain", "Mountain"], [],
                 hands=(["Shock", "Shock"], []))
    pyreling = obj(game, "Chandra's Pyreling")
    cast(game, "Shock", ("player", 0))
    resolve(game)
    assert chars(game, pyreling).power == 1            # you aren't an opponent
    cast(game, "Shock", BOB)
    resolve(game)
    assert chars(game, pyreling).power == 2
    assert "double strike" in chars(game, pyreling).keywords


@plays("Satyr Firedancer", "trigger.source_damage")
def test_120_2_an_instant_you_control_damages_an_opponent_that_much_to_their_creature():
    game = board(["Satyr Firedancer", "Mountain"], ["Hill Giant"], hands=(["Shock"], []))
    giant = obj(game, "Hill Giant")
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 18
    assert game.state.objects[giant].damage == 2


# -- the dying creature's controller, power and toughness as it last existed (CR 603.10a) ---

@plays("Massacre Wurm", "phrase.event_object_controller")
def test_603_10a_that_player_is_the_controller_of_the_creature_that_died():
    game = board(["Swamp"] * 6, ["Grizzly Bears", "Savannah Lions", "Hill Giant"],
                 hands=(["Massacre Wurm"], []))
    cast(game, "Massacre Wurm")
    settle(game)
    assert battlefield_names(game).count("Hill Giant") == 1      # a 3/3 survives -2/-2
    assert life(game, 1) == 16 and life(game, 0) == 20            # two died: 2 life each


@plays("Gimli, Counter of Kills", "phrase.dead_creature_controller")
def test_603_10a_that_creatures_controller_is_dealt_damage():
    game = board(["Gimli, Counter of Kills", "Mountain", "Grizzly Bears"], ["Savannah Lions"],
                 hands=(["Shock", "Shock"], []))
    cast(game, "Shock", obj(game, "Savannah Lions"))
    resolve(game)
    assert life(game, 1) == 19 and life(game, 0) == 20
    game.state.players[0].pool.add_text("{R}")
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)                                     # Alice's creature: no trigger
    assert life(game, 1) == 19 and life(game, 0) == 20


@plays("Suture Priest", "phrase.event_object_controller")
def test_603_6a_that_player_controls_the_creature_that_entered():
    game = board([], ["Suture Priest"], hands=(["Llanowar Elves"], []))
    game.state.players[0].pool.add_text("{G}")
    cast(game, "Llanowar Elves")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                       # the Elves enter: Bob's trigger
    settle_yes(game)
    assert life(game, 0) == 19 and life(game, 1) == 20


@plays("Fate Foretold", "phrase.dead_creature_controller")
def test_603_10a_enchanted_creatures_controller_draws():
    game = board(["Island", "Island"], ["Grizzly Bears"], hands=(["Fate Foretold", "Shock"],
                                                               []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Fate Foretold", bears)
    resolve(game)
    assert len(hand(game)) == 2                        # Shock and the card drawn
    game.state.players[0].pool.add_text("{R}")
    cast(game, "Shock", bears)
    resolve(game)
    assert len(hand(game, 1)) == 1 and len(hand(game)) == 1    # Bob, its controller, draws
    assert "Fate Foretold" in grave(game)


@plays("Death Watch", "phrase.dead_creature_controller")
def test_603_10a_death_watch_uses_the_power_and_toughness_it_last_had():
    game = board(["Swamp"], ["Hill Giant"], hands=(["Death Watch", "Giant Growth", "Shock"],
                                                   []))
    giant = obj(game, "Hill Giant")
    cast(game, "Death Watch", giant)
    resolve(game)
    game.state.players[0].pool.add_text("{G}")
    cast(game, "Giant Growth", giant)
    resolve(game)                                     # a 6/6 until end of turn
    game.state.objects[giant].damage = 5
    game.state.players[0].pool.add_text("{R}")
    cast(game, "Shock", giant)
    resolve(game)
    assert life(game, 1) == 14 and life(game, 0) == 26     # 6 power, 6 toughness


# -- "if it had a +1/+1 counter on it": counters as it last existed (CR 603.4, 603.10a) ------

def kill(game, oid: int) -> None:
    """Alice shocks `oid` twice over: enough for a 2/3 or a 3/1."""
    game.state.players[0].pool.add_text("{R}{R}")
    game.state.objects[oid].damage = 2
    game.act(Action("cast", 0, in_hand(game, "Shock"), targets=(("object", oid),)))
    resolve(game)


@plays("Promising Duskmage", "condition.had_counters")
def test_603_10a_dies_with_a_counter_draws_a_card():
    game = board(["Promising Duskmage"], [], hands=(["Shock"], []))
    mage = obj(game, "Promising Duskmage")
    game.state.objects[mage].counters["+1/+1"] = 1
    game.state.changed()
    game.state.objects[mage].damage = 3
    game.state.players[0].pool.add_text("{R}")
    cast(game, "Shock", mage)
    resolve(game)
    assert "Promising Duskmage" in grave(game)
    assert len(hand(game)) == 1


@plays("Promising Duskmage", "condition.had_counters")
def test_603_4_dies_without_a_counter_does_not_trigger():
    game = board(["Promising Duskmage"], [], hands=(["Shock"], []))
    kill(game, obj(game, "Promising Duskmage"))
    assert "Promising Duskmage" in grave(game)
    assert not hand(game) and not game.state.stack


@plays("Deadly Grub", "condition.had_counters")
def test_603_10a_no_time_counters_left_makes_the_insect():
    game = board(["Deadly Grub"], [], hands=(["Shock"], []))
    grub = obj(game, "Deadly Grub")
    game.state.objects[grub].counters["time"] = 2
    kill(game, grub)
    assert "Insect" not in battlefield_names(game)        # it had time counters
    game = board(["Deadly Grub"], [], hands=(["Shock"], []))
    kill(game, obj(game, "Deadly Grub"))
    assert "Insect" in battlefield_names(game)


@plays("Grakmaw, Skyclave Ravager", "condition.had_counters")
def test_603_10a_another_creature_that_had_a_counter_dies():
    game = board(["Grizzly Bears", "Savannah Lions"], [],
                 hands=(["Grakmaw, Skyclave Ravager", "Shock", "Shock"], []))
    game.state.players[0].pool.add_text("{1}{B}{G}")
    cast(game, "Grakmaw, Skyclave Ravager")
    resolve(game)
    grakmaw = obj(game, "Grakmaw, Skyclave Ravager")
    before = game.state.objects[grakmaw].counters["+1/+1"]
    assert before == 3
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].counters["+1/+1"] = 1
    game.state.changed()
    kill(game, bears)
    assert game.state.objects[grakmaw].counters["+1/+1"] == before + 1
    kill(game, obj(game, "Savannah Lions"))             # no counter on it
    assert game.state.objects[grakmaw].counters["+1/+1"] == before + 1


@plays("Nikara, Lair Scavenger", "condition.had_counters")
def test_603_10a_leaves_the_battlefield_with_counters_on_it():
    game = board(["Nikara, Lair Scavenger", "Grizzly Bears", "Island"], [],
                 hands=(["Unsummon"], []))
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].counters["+1/+1"] = 1
    game.state.changed()
    cast(game, "Unsummon", bears)
    resolve(game)
    assert sorted(hand(game)) == ["Grizzly Bears", "Wastes"] and life(game, 0) == 19


# -- "Whenever you cast a kicked spell" (CR 702.33d, 601.2i) ---------------------------------

@plays("Lullmage's Familiar", "trigger.cast_kicked")
def test_702_33d_a_kicked_spell_triggers_an_unkicked_one_does_not():
    game = board(["Lullmage's Familiar", "Mountain"], [],
                 hands=(["Burst Lightning", "Burst Lightning"], []))
    cast(game, "Burst Lightning", BOB)
    assert len(game.state.stack) == 1                  # not kicked
    resolve(game)
    game.state.players[0].pool.add_text("{4}{R}")
    cast(game, "Burst Lightning", BOB, costs=("kicker",))
    assert len(game.state.stack) == 2
    resolve(game)
    assert life(game, 0) == 22 and life(game, 1) == 14


@plays("Bloodstone Goblin", "condition.event_spell_kicked")
def test_603_4_if_that_spell_was_kicked():
    game = board(["Bloodstone Goblin", "Mountain"], [], hands=(["Burst Lightning"] * 2, []))
    goblin = obj(game, "Bloodstone Goblin")
    cast(game, "Burst Lightning", BOB)
    assert len(game.state.stack) == 1
    resolve(game)
    game.state.players[0].pool.add_text("{4}{R}")
    cast(game, "Burst Lightning", BOB, costs=("kicker",))
    resolve(game)
    assert chars(game, goblin).power == 3 and "menace" in chars(game, goblin).keywords


@plays("Contaminant Grafter", "trigger.batch")
def test_510_2_one_or_more_players_once_for_the_damage_step():
    game = board(["Contaminant Grafter", "Grizzly Bears"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Contaminant Grafter"), obj(game, "Grizzly Bears"))
    to_step(game, "combat damage")
    assert len(game.state.stack) == 1                  # one trigger for both creatures
    assert game.state.players[1].poison == 1           # toxic 1
    settle(game)
    assert game.state.players[1].poison == 2           # proliferated


# -- "... casts a spell during your turn" (CR 601.2i, 500) ----------------------------------

@plays("Witchstalker", "trigger.cast_during")
def test_601_2i_an_opponent_casts_a_blue_spell_during_your_turn():
    game = board(["Witchstalker"], ["Island", "Island"], hands=([], ["Opt", "Opt"]))
    stalker = obj(game, "Witchstalker")
    game.act(Action("pass", 0))                        # Bob gets priority on Alice's turn
    cast(game, "Opt", player=1)
    assert len(game.state.stack) == 2
    settle(game)
    assert game.state.objects[stalker].counters == {"+1/+1": 1}
    for _ in range(60):                                # on to Bob's own turn
        if game.state.active == 1 and game.state.step == "precombat main" and \
                game.decision.kind == "priority" and game.decision.player == 1:
            break
        move_on(game)
    cast(game, "Opt", player=1)
    assert len(game.state.stack) == 1                  # not during Alice's turn


@plays("Firespitter Whelp", "trigger.cast_either")
def test_601_2i_a_noncreature_or_dragon_spell():
    game = board(["Firespitter Whelp"], [],
                 hands=(["Shock", "Grizzly Bears", "Furnace Whelp"], []))
    game.state.players[0].pool.add_text("{R}")
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 17                          # the Shock, and 1 from the trigger
    game.state.players[0].pool.add_text("{1}{G}")
    cast(game, "Grizzly Bears")
    assert len(game.state.stack) == 1                  # a non-Dragon creature spell
    resolve(game)
    game.state.players[0].pool.add_text("{2}{R}{R}")
    cast(game, "Furnace Whelp")
    assert len(game.state.stack) == 2                  # a Dragon creature spell
    resolve(game)
    assert life(game, 1) == 16


# -- "dies during combat / during your turn" (CR 603.2, 506.1, 500) -------------------------

@plays("Mongrel Pack", "trigger.dies_during")
def test_506_1_dies_during_combat_makes_four_dogs_not_otherwise():
    game = board(["Mongrel Pack"], ["Hill Giant"], step="declare attackers")
    declare_attackers(game, obj(game, "Mongrel Pack"))
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    game.act(Action("block", 1, choice=((obj(game, "Hill Giant"), obj(game, "Mongrel Pack")),)))
    to_step(game, "combat damage")
    resolve(game)
    assert battlefield_names(game).count("Dog") == 4
    game = board(["Mongrel Pack", "Mountain"], [], hands=(["Shock", "Shock"], []))
    pack = obj(game, "Mongrel Pack")
    game.state.objects[pack].damage = 3
    cast(game, "Shock", pack)
    resolve(game)
    assert "Mongrel Pack" in grave(game) and "Dog" not in battlefield_names(game)


@plays("Vogar, Necropolis Tyrant", "trigger.dies_during")
def test_500_another_creature_dies_during_your_turn():
    game = board(["Vogar, Necropolis Tyrant", "Mountain", "Grizzly Bears"],
                 ["Savannah Lions", "Mountain"], hands=(["Shock"], ["Shock"]))
    vogar = obj(game, "Vogar, Necropolis Tyrant")
    cast(game, "Shock", obj(game, "Savannah Lions"))
    resolve(game)
    assert game.state.objects[vogar].counters == {"+1/+1": 1}
    for _ in range(60):                                # on to Bob's turn
        if game.state.active == 1 and game.state.step == "precombat main" and \
                game.decision.kind == "priority" and game.decision.player == 1:
            break
        move_on(game)
    cast(game, "Shock", obj(game, "Grizzly Bears"), player=1)
    resolve(game)
    assert "Grizzly Bears" in grave(game)
    assert game.state.objects[vogar].counters == {"+1/+1": 1}     # not during Alice's turn


# -- "Whenever one or more Merfolk you control attack a player" (CR 508.1, 506.2) -----------

@plays("Attuma, Atlantean Warlord", "trigger.some_attack")
def test_506_2_merfolk_attacking_a_player_not_a_planeswalker():
    game = board(["Attuma, Atlantean Warlord", "Merfolk of the Pearl Trident"],
                 ["Jace Beleren"], step="declare attackers")
    jace = obj(game, "Jace Beleren")
    game.state.objects[jace].counters["loyalty"] = 3
    merfolk = obj(game, "Merfolk of the Pearl Trident")
    game.act(Action("attack", 0, choice=((merfolk, ("object", jace)),)))
    assert not game.state.stack                       # it attacks a planeswalker
    game = board(["Attuma, Atlantean Warlord", "Merfolk of the Pearl Trident"], [],
                 step="declare attackers")
    declare_attackers(game, obj(game, "Merfolk of the Pearl Trident"))
    assert len(game.state.stack) == 1
    resolve(game)
    assert len(hand(game)) == 1


@plays("Forth Eorlingas!", "trigger.batch", "delayed.until_whenever")
def test_510_2_forth_eorlingas_this_turn_one_or_more_players_you_become_the_monarch():
    game = board([], [], hands=(["Forth Eorlingas!"], []))
    game.state.players[0].pool.add_text("{2}{R}{W}")
    cast(game, "Forth Eorlingas!", x=2)
    resolve(game)
    knights = ids(game, "Human Knight")
    assert len(knights) == 2
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    declare_attackers(game, *knights)
    to_step(game, "combat damage")
    assert len(game.state.stack) == 1                  # once for both Knights
    resolve(game)
    assert game.state.monarch == 0 and life(game, 1) == 16
