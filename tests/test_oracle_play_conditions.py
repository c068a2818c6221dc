"""Conditions, played: "as long as" statics (CR 611.3a), "during your turn", and the
shared condition language in intervening "if"s (CR 603.4)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from boards import board, ids
from test_oracle_play import (
    ALICE,
    BOB,
    activate,
    cast,
    chars,
    choose,
    grave,
    in_hand,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules import zones
from tolaria.rules.zones import create_object


def _graveyard(game: Game, names: list[str], player: int = 0) -> None:
    for name in names:
        create_object(game.state, card_def(name), player, "graveyard")
    game.state.changed()


@plays("Wild Nacatl", "condition.static_suffix", "condition.control")
def test_611_3a_wild_nacatl_grows_while_you_control_the_land_types():
    game = board(["Wild Nacatl"], [], hands=(["Mountain"], []))
    cat = obj(game, "Wild Nacatl")
    assert chars(game, cat).power == 1
    game.act(Action("play", 0, in_hand(game, "Mountain")))
    assert (chars(game, cat).power, chars(game, cat).toughness) == (2, 2)
    game = board(["Wild Nacatl", "Mountain", "Plains"], ["Plains"])
    assert chars(game, obj(game, "Wild Nacatl")).power == 3
    again = Game.from_json(game.to_json())
    assert chars(again, obj(again, "Wild Nacatl")).power == 3


@plays("Mystic Zealot", "condition.static_prefix", "condition.graveyard")
def test_611_3a_threshold_mystic_zealot_with_seven_cards_in_graveyard():
    game = board(["Mystic Zealot"], [])
    zealot = obj(game, "Mystic Zealot")
    _graveyard(game, ["Wastes"] * 6)
    assert chars(game, zealot).power == 2 and "flying" not in chars(game, zealot).keywords
    _graveyard(game, ["Wastes"])
    assert chars(game, zealot).power == 3 and "flying" in chars(game, zealot).keywords
    _graveyard(game, ["Wastes"] * 7, player=1)         # only its controller's graveyard counts
    assert chars(game, obj(game, "Mystic Zealot")).toughness == 5


@plays("Cephalid Inkmage", "condition.static_suffix", "condition.graveyard")
def test_611_3a_threshold_restriction_cant_be_blocked():
    game = board(["Cephalid Inkmage"], [])
    inkmage = obj(game, "Cephalid Inkmage")
    assert "cant_be_blocked" not in chars(game, inkmage).restrictions
    _graveyard(game, ["Wastes"] * 7)
    assert "cant_be_blocked" in chars(game, inkmage).restrictions


@plays("Moldgraf Scavenger", "condition.static_suffix", "condition.graveyard")
def test_205_2a_delirium_counts_card_types_in_graveyard():
    game = board(["Moldgraf Scavenger"], [])
    scavenger = obj(game, "Moldgraf Scavenger")
    _graveyard(game, ["Grizzly Bears", "Forest", "Shock"])
    assert chars(game, scavenger).power == 0
    _graveyard(game, ["Divination"])                    # creature, land, instant, sorcery
    assert chars(game, scavenger).power == 3


@plays("Fresh-Faced Recruit", "condition.during_your_turn")
def test_611_3a_during_your_turn_first_strike():
    game = board(["Fresh-Faced Recruit"], [])
    recruit = obj(game, "Fresh-Faced Recruit")
    assert "first strike" in chars(game, recruit).keywords
    to_step(game, "upkeep")
    assert game.state.active == 1
    assert "first strike" not in chars(game, recruit).keywords


@plays("Kor Scythemaster", "condition.static_suffix", "condition.source")
def test_506_4_first_strike_as_long_as_it_is_attacking():
    game = board(["Kor Scythemaster"], [], step="declare attackers")
    kor = obj(game, "Kor Scythemaster")
    assert "first strike" not in chars(game, kor).keywords
    game.act(Action("attack", 0, choice=((kor, BOB),)))
    assert "first strike" in chars(game, kor).keywords


@plays("Auriok Glaivemaster", "condition.static_prefix", "condition.source")
def test_611_3a_as_long_as_this_creature_is_equipped_it_gets():
    game = board(["Auriok Glaivemaster", "Accorder's Shield"] + ["Plains"] * 3, [])
    glaive = obj(game, "Auriok Glaivemaster")
    assert chars(game, glaive).power == 1
    activate(game, obj(game, "Accorder's Shield"), glaive)
    resolve(game)
    assert chars(game, glaive).power == 2 and "first strike" in chars(game, glaive).keywords


@plays("Demon's Jester", "condition.static_suffix", "condition.hand")
def test_611_3a_hellbent_no_cards_in_hand():
    game = board(["Demon's Jester"], [])
    assert chars(game, obj(game, "Demon's Jester")).power == 4
    game = board(["Demon's Jester"], [], hands=(["Shock"], []))
    assert chars(game, obj(game, "Demon's Jester")).power == 2


@plays("Apostle of Invasion", "condition.static_prefix", "condition.opponent")
def test_122_1f_corrupted_opponent_with_three_poison_counters():
    game = board(["Apostle of Invasion"], [])
    apostle = obj(game, "Apostle of Invasion")
    game.state.players[1].poison = 2
    game.state.changed()
    assert "double strike" not in chars(game, apostle).keywords
    game.state.players[1].poison = 3
    game.state.changed()
    assert "double strike" in chars(game, apostle).keywords


@plays("Dwynen's Elite", "trigger.if", "condition.control")
def test_603_4_if_you_control_another_elf():
    game = board(["Forest"] * 2, [], hands=(["Dwynen's Elite"], []))
    game.act(Action("cast", 0, in_hand(game, "Dwynen's Elite"), mode=None))
    resolve(game)
    assert len([i for i in game.state.battlefield
                if game.state.objects[i].name == "Elf Warrior"]) == 0
    game = board(["Forest"] * 2 + ["Llanowar Elves"], [], hands=(["Dwynen's Elite"], []))
    game.act(Action("cast", 0, in_hand(game, "Dwynen's Elite"), mode=None))
    resolve(game)
    resolve(game)
    assert [game.state.objects[i].card.token for i in game.state.battlefield
            if game.state.objects[i].name == "Elf Warrior"] == [True]



def _tokens(game: Game, name: str) -> int:
    state = game.state
    return sum(1 for i in state.battlefield
               if state.objects[i].name == name and state.objects[i].card.token)


@plays("Mardu Hordechief", "trigger.if", "condition.this_turn")
def test_603_4_raid_if_you_attacked_this_turn():
    game = board(["Plains"] * 3, [], hands=(["Mardu Hordechief"], []))
    cast(game, "Mardu Hordechief")
    resolve(game)
    assert _tokens(game, "Warrior") == 0
    game = board(["Plains"] * 3 + ["Grizzly Bears"], [], hands=(["Mardu Hordechief"], []),
                 step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Grizzly Bears"), BOB),)))
    to_step(game, "postcombat main")
    cast(game, "Mardu Hordechief")
    resolve(game)
    resolve(game)
    assert _tokens(game, "Warrior") == 1
    to_step(game, "upkeep")                              # the next turn: no attack yet
    assert ("attacked", 0) not in game.state.this_turn


@plays("Bat Whisperer", "trigger.if", "condition.this_turn")
def test_119_3_if_an_opponent_lost_life_this_turn():
    game = board(["Swamp"] * 4 + ["Mountain"], [], hands=(["Bat Whisperer", "Shock"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    assert ("life", 1, -2) in game.state.this_turn
    again = Game.from_json(game.to_json())
    assert again.state.this_turn == game.state.this_turn
    cast(game, "Bat Whisperer")
    resolve(game)
    resolve(game)
    assert _tokens(game, "Bat") == 1


@plays("Deathreap Ritual", "trigger.if", "condition.this_turn", "trigger.may")
def test_700_4_morbid_if_a_creature_died_this_turn():
    game = board(["Deathreap Ritual", "Mountain"], ["Grizzly Bears"], hands=(["Shock"], []))
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    before = len(game.state.players[0].hand)
    to_step(game, "end")
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    assert len(game.state.players[0].hand) == before + 1


@plays("Eyekite", "condition.static_suffix", "condition.this_turn")
def test_611_3a_as_long_as_you_have_drawn_two_cards_this_turn():
    game = board(["Eyekite", "Island", "Island", "Island"], [], hands=(["Divination"], []))
    kite = obj(game, "Eyekite")
    assert chars(game, kite).power == 1
    cast(game, "Divination")
    resolve(game)
    assert chars(game, kite).power == 3
    to_step(game, "upkeep")                              # Bob's turn: a new turn
    assert chars(game, kite).power == 1


@plays("Keldon Raider", "condition.if_you_do", "trigger.may")
def test_608_2c_you_may_discard_a_card_if_you_do_draw():
    game = board(["Mountain"] * 4, [], hands=(["Keldon Raider", "Shock"], []))
    cast(game, "Keldon Raider")
    resolve(game)
    resolve(game)
    choose(game, "yes")
    assert [game.state.objects[i].name for i in game.state.players[0].hand] == ["Wastes"]
    assert "Shock" in [game.state.objects[i].name for i in game.state.players[0].graveyard]
    game = board(["Mountain"] * 4, [], hands=(["Keldon Raider"], []))
    cast(game, "Keldon Raider")
    resolve(game)
    resolve(game)
    choose(game, "yes")                                   # nothing to discard: no card drawn
    assert game.state.players[0].hand == []


@plays("Cavalier of Night", "condition.when_you_do", "trigger.may")
def test_603_12_when_you_do_sacrifice_then_destroy_target():
    game = board(["Swamp"] * 5 + ["Grizzly Bears"], ["Hill Giant"],
                 hands=(["Cavalier of Night"], []))
    cast(game, "Cavalier of Night")
    resolve(game)
    resolve(game)
    choose(game, "yes")
    assert "Grizzly Bears" in [game.state.objects[i].name
                               for i in game.state.players[0].graveyard]
    reflexive = game.state.objects[game.state.stack[-1]]       # its only legal target
    assert reflexive.targets == (("object", obj(game, "Hill Giant")),)
    resolve(game)
    assert "Hill Giant" in [game.state.objects[i].name for i in game.state.players[1].graveyard]
    game = board(["Swamp"] * 5, ["Hill Giant"], hands=(["Cavalier of Night"], []))
    cast(game, "Cavalier of Night")
    resolve(game)
    resolve(game)
    choose(game, "yes")                                   # no other creature to sacrifice
    resolve(game)
    assert obj(game, "Hill Giant") and not game.state.stack


@plays("Academy Drake", "condition.enters_if", "keyword.kicker")
def test_702_33d_if_this_creature_was_kicked_it_enters_with_counters():
    game = board(["Island"] * 7, [], hands=(["Academy Drake"], []))
    cast(game, "Academy Drake", costs=("kicker",))
    resolve(game)
    assert game.state.objects[obj(game, "Academy Drake")].counters == {"+1/+1": 2}
    game = board(["Island"] * 7, [], hands=(["Academy Drake"], []))
    cast(game, "Academy Drake")
    resolve(game)
    assert not game.state.objects[obj(game, "Academy Drake")].counters


@plays("Festerhide Boar", "condition.enters_if", "condition.this_turn")
def test_614_1c_morbid_enters_with_counters_if_a_creature_died_this_turn():
    game = board(["Forest"] * 4 + ["Mountain"], ["Grizzly Bears"],
                 hands=(["Festerhide Boar", "Shock"], []))
    cast(game, "Festerhide Boar")
    resolve(game)
    assert not game.state.objects[obj(game, "Festerhide Boar")].counters
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    game = board(["Forest"] * 4 + ["Mountain"], ["Grizzly Bears"],
                 hands=(["Festerhide Boar", "Shock"], []))
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    cast(game, "Festerhide Boar")
    resolve(game)
    assert game.state.objects[obj(game, "Festerhide Boar")].counters == {"+1/+1": 2}


@plays("Temporal Machinations", "condition.if_rider", "condition.control")
def test_608_2c_if_you_control_an_artifact_draw_a_card():
    game = board(["Island"] * 3, ["Grizzly Bears"], hands=(["Temporal Machinations"], []))
    cast(game, "Temporal Machinations", obj(game, "Grizzly Bears"))
    resolve(game)
    assert len(game.state.players[1].hand) == 1 and game.state.players[0].hand == []
    game = board(["Island"] * 3 + ["Accorder's Shield"], ["Grizzly Bears"],
                 hands=(["Temporal Machinations"], []))
    cast(game, "Temporal Machinations", obj(game, "Grizzly Bears"))
    resolve(game)
    assert len(game.state.players[0].hand) == 1


@plays("Dissipate", "condition.countered_instead")
def test_614_15_dissipate_exiles_the_countered_spell():
    game = board(["Forest"] * 2 + ["Island"] * 3, [], hands=(["Grizzly Bears", "Dissipate"], []))
    cast(game, "Grizzly Bears")
    bears = game.state.stack[-1]
    cast(game, "Dissipate", bears)
    resolve(game)
    exiled = [game.state.objects[i].name for i in game.state.players[0].exile]
    assert exiled == ["Grizzly Bears"]
    assert "Grizzly Bears" not in [game.state.objects[i].name
                                   for i in game.state.players[0].graveyard]


@plays("Memory Lapse", "condition.countered_instead")
def test_614_15_memory_lapse_puts_it_on_top_of_the_library():
    game = board(["Forest"] * 2 + ["Island"] * 2, [], hands=(["Grizzly Bears", "Memory Lapse"], []))
    cast(game, "Grizzly Bears")
    cast(game, "Memory Lapse", game.state.stack[-1])
    resolve(game)
    top = game.state.players[0].library[-1]
    assert game.state.objects[top].name == "Grizzly Bears" and not game.state.stack


@plays("Spur Grappler", "condition.static_suffix", "condition.control")
def test_110_5_as_long_as_you_control_no_untapped_lands():
    game = board(["Spur Grappler", "Mountain"], [], hands=(["Shock"], []))
    grappler = obj(game, "Spur Grappler")
    assert chars(game, grappler).power == 2
    cast(game, "Shock", BOB)                            # taps the Mountain
    assert chars(game, grappler).power == 4


@plays("Basking Capybara", "condition.static_suffix", "condition.graveyard", "line.ability_word")
def test_207_2c_descend_4_permanent_cards_in_graveyard():
    game = board(["Basking Capybara"], [])
    capybara = obj(game, "Basking Capybara")
    _graveyard(game, ["Forest", "Grizzly Bears", "Accorder's Shield", "Shock", "Divination"])
    assert chars(game, capybara).power == 1             # three permanent cards
    _graveyard(game, ["Glorious Anthem"])
    assert chars(game, capybara).power == 4


@plays("Patched Plaything", "condition.enters_if", "condition.cast_it")
def test_601_2_enters_with_counters_if_you_cast_it_from_your_hand():
    game = board(["Plains"] * 3, [], hands=(["Patched Plaything"], []))
    cast(game, "Patched Plaything")
    resolve(game)
    assert game.state.objects[obj(game, "Patched Plaything")].counters == {"-1/-1": 2}
    game = board(["Patched Plaything"], [])                 # not cast: no counters
    assert not game.state.objects[obj(game, "Patched Plaything")].counters


@plays("Wakening Sun's Avatar", "trigger.if", "condition.cast_it")
def test_603_4_if_you_cast_it_from_your_hand():
    game = board(["Plains"] * 8 + ["Grizzly Bears"], ["Hill Giant"],
                 hands=(["Wakening Sun's Avatar"], []))
    cast(game, "Wakening Sun's Avatar")
    resolve(game)
    resolve(game)
    assert not ids(game, "Grizzly Bears") and not ids(game, "Hill Giant")
    assert ids(game, "Wakening Sun's Avatar")
    again = Game.from_json(game.to_json())                 # the turn's record is saved
    assert again.state.this_turn == game.state.this_turn
    assert again.state.copy().this_turn == game.state.this_turn


@plays("Masticore", "condition.unless", "trigger.step")
def test_118_12_sacrifice_this_creature_unless_you_discard_a_card():
    game = board(["Masticore"], [], hands=(["Shock", "Divination"], []), step="untap")
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    assert game.decision.kind == "discard"
    game.act(Action("choose", 0, choice=(in_hand(game, "Shock"),)))
    assert ids(game, "Masticore") and "Shock" in grave(game)
    for step in ("draw", "upkeep", "draw", "upkeep"):   # Bob's turn, then Alice's upkeep
        to_step(game, step)
    assert game.state.active == 0
    resolve(game)
    choose(game, "no")
    assert not ids(game, "Masticore") and "Masticore" in grave(game)


@plays("Chart a Course", "condition.unless", "condition.this_turn")
def test_608_2c_then_discard_a_card_unless_you_attacked_this_turn():
    game = board(["Island"] * 2, [], hands=(["Chart a Course"], []))
    cast(game, "Chart a Course")
    resolve(game)
    assert len(game.state.players[0].hand) == 1           # drew two, discarded one
    game = board(["Island"] * 2 + ["Grizzly Bears"], [], hands=(["Chart a Course"], []),
                 step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Grizzly Bears"), BOB),)))
    to_step(game, "postcombat main")
    cast(game, "Chart a Course")
    resolve(game)
    assert len(game.state.players[0].hand) == 2


@plays("Topple the Statue", "condition.if_rider")
def test_608_2h_if_its_an_artifact_destroy_it():
    game = board(["Plains"] * 3, ["Accorder's Shield", "Grizzly Bears"],
                 hands=(["Topple the Statue"], []))
    cast(game, "Topple the Statue", obj(game, "Grizzly Bears"))
    resolve(game)
    assert game.state.objects[obj(game, "Grizzly Bears")].tapped
    game = board(["Plains"] * 3, ["Accorder's Shield"], hands=(["Topple the Statue"], []))
    cast(game, "Topple the Statue", obj(game, "Accorder's Shield"))
    resolve(game)
    assert "Accorder's Shield" in grave(game, 1)


@plays("Sharpened Pitchfork", "condition.static_prefix", "condition.source")
def test_301_5_as_long_as_equipped_creature_is_a_human():
    game = board(["Sharpened Pitchfork", "Lightwalker", "Grizzly Bears", "Plains"], [])
    fork, human, bears = (obj(game, n) for n in ("Sharpened Pitchfork", "Lightwalker",
                                                 "Grizzly Bears"))
    activate(game, fork, bears)
    resolve(game)
    assert chars(game, bears).power == 2 and "first strike" in chars(game, bears).keywords
    game = board(["Sharpened Pitchfork", "Lightwalker", "Plains"], [])
    fork, human = obj(game, "Sharpened Pitchfork"), obj(game, "Lightwalker")
    activate(game, fork, human)
    resolve(game)
    assert chars(game, human).power == 3


@plays("Lightwalker", "condition.static_suffix", "condition.source")
def test_122_1_flying_as_long_as_it_has_a_counter_on_it():
    game = board(["Lightwalker"], [])
    walker = obj(game, "Lightwalker")
    assert "flying" not in chars(game, walker).keywords
    game.state.objects[walker].counters["+1/+1"] = 1
    game.state.changed()
    assert "flying" in chars(game, walker).keywords


@plays("Feed the Cauldron", "condition.if_rider", "condition.during_your_turn")
def test_500_if_its_your_turn_create_a_food():
    game = board(["Swamp"] * 3, ["Grizzly Bears"], hands=(["Feed the Cauldron"], []))
    cast(game, "Feed the Cauldron", obj(game, "Grizzly Bears"))
    resolve(game)
    assert _tokens(game, "Food") == 1 and "Grizzly Bears" in grave(game, 1)


@plays("Grand Ball Guest", "condition.static_suffix", "condition.this_turn",
       "line.ability_word")
def test_611_3a_celebration_two_nonland_permanents_entered_this_turn():
    game = board(["Grand Ball Guest"] + ["Forest"] * 4, [],
                 hands=(["Grizzly Bears", "Llanowar Elves", "Forest"], []))
    guest = obj(game, "Grand Ball Guest")
    game.act(Action("play", 0, in_hand(game, "Forest")))          # a land doesn't count
    cast(game, "Grizzly Bears")
    resolve(game)
    assert chars(game, guest).power == 2
    cast(game, "Llanowar Elves")
    resolve(game)
    assert chars(game, guest).power == 3 and "trample" in chars(game, guest).keywords


@plays("Crew Captain", "condition.static_suffix", "condition.this_turn")
def test_400_7_indestructible_as_long_as_it_entered_this_turn():
    game = board(["Swamp", "Mountain", "Forest"], [], hands=(["Crew Captain"], []))
    cast(game, "Crew Captain")
    resolve(game)
    captain = obj(game, "Crew Captain")
    assert "indestructible" in chars(game, captain).keywords
    to_step(game, "upkeep")                                       # the next turn
    assert "indestructible" not in chars(game, captain).keywords


@plays("Dragon's Rage Channeler", "condition.static_prefix", "condition.graveyard",
       "static.restrict")
def test_508_1d_delirium_gets_has_flying_and_attacks_each_combat():
    game = board(["Dragon's Rage Channeler"], [])
    drc = obj(game, "Dragon's Rage Channeler")
    assert chars(game, drc).power == 1 and not chars(game, drc).restrictions
    _graveyard(game, ["Grizzly Bears", "Forest", "Shock", "Divination"])
    found = chars(game, drc)
    assert found.power == 3 and "flying" in found.keywords
    assert "must_attack" in found.restrictions


@plays("Abzan Kin-Guard", "condition.static_suffix", "condition.control")
def test_105_2_lifelink_as_long_as_you_control_a_white_or_black_permanent():
    game = board(["Abzan Kin-Guard", "Grizzly Bears"], ["Typhoid Rats"])
    guard = obj(game, "Abzan Kin-Guard")
    assert "lifelink" not in chars(game, guard).keywords        # green; Bob's rats aren't his
    game = board(["Abzan Kin-Guard", "Typhoid Rats"], [])
    assert "lifelink" in chars(game, obj(game, "Abzan Kin-Guard")).keywords


@plays("Druid of the Spade", "condition.static_prefix", "condition.control")
def test_111_1_as_long_as_you_control_a_token():
    game = board(["Druid of the Spade", "Grizzly Bears"], [])
    druid = obj(game, "Druid of the Spade")
    assert chars(game, druid).power == 2
    create_object(game.state, card_def("Grizzly Bears"), 0, "battlefield").card = replace(
        card_def("Grizzly Bears"), token=True)
    game.state.changed()
    assert chars(game, druid).power == 4 and "trample" in chars(game, druid).keywords


@plays("Linvala, the Preserver", "trigger.if", "condition.opponent")
def test_603_4_if_an_opponent_has_more_life_or_controls_more_creatures():
    game = board(["Plains"] * 6, ["Grizzly Bears", "Hill Giant"],
                 hands=(["Linvala, the Preserver"], []))
    game.state.players[1].life = 25
    cast(game, "Linvala, the Preserver")
    resolve(game)
    assert game.decision.kind == "order_triggers"          # both triggered (CR 603.3b)
    game.act(Action("order", 0, choice=(0, 1)))
    resolve(game)
    assert game.state.players[0].life == 25 and _tokens(game, "Angel") == 1
    game = board(["Plains"] * 6, [], hands=(["Linvala, the Preserver"], []))
    cast(game, "Linvala, the Preserver")
    resolve(game)
    assert not game.state.stack and game.state.players[0].life == 20


@plays("Okina Nightwatch", "condition.static_prefix", "condition.hand")
def test_611_3a_more_cards_in_hand_than_each_opponent():
    game = board(["Okina Nightwatch"], [], hands=(["Shock"], []))
    assert chars(game, obj(game, "Okina Nightwatch")).power == 7
    game = board(["Okina Nightwatch"], [], hands=(["Shock"], ["Shock"]))
    assert chars(game, obj(game, "Okina Nightwatch")).power == 4


@plays("Owlbear Shepherd", "trigger.if", "condition.control")
def test_603_4_creatures_you_control_have_total_power_8():
    game = board(["Owlbear Shepherd", "Hill Giant", "Hill Giant"], [], step="end")
    assert not game.state.stack                            # power 1 + 3 + 3 = 7
    game = board(["Owlbear Shepherd", "Hill Giant", "Hill Giant", "Grizzly Bears"], [],
                 step="end")
    resolve(game)
    assert len(game.state.players[0].hand) == 1


@plays("Jem Lightfoote, Sky Explorer", "trigger.if", "condition.this_turn")
def test_601_2_if_you_havent_cast_a_spell_from_your_hand_this_turn():
    game = board(["Jem Lightfoote, Sky Explorer"], [], step="end")
    resolve(game)
    assert len(game.state.players[0].hand) == 1
    game = board(["Jem Lightfoote, Sky Explorer", "Mountain"], [], hands=(["Shock"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    to_step(game, "end")
    assert not game.state.stack and game.state.players[0].hand == []


@plays("Rhystic Deluge", "condition.unless_pays")
def test_118_12_tap_target_creature_unless_its_controller_pays():
    for answer, tapped in (("yes", False), ("no", True)):
        game = board(["Rhystic Deluge", "Island"], ["Grizzly Bears", "Island"])
        bears = obj(game, "Grizzly Bears")
        activate(game, obj(game, "Rhystic Deluge"), bears)
        resolve(game)
        assert game.decision.kind == "yes_no" and game.decision.player == 1
        choose(game, answer)
        assert game.state.objects[bears].tapped is tapped
        assert game.state.objects[obj(game, "Island", 1)].tapped is not tapped


@plays("Flare of Faith", "condition.instead", "condition.if_rider")
def test_614_15_if_its_a_human_instead_it_gets_more():
    for creature, power, keyword in (("Grizzly Bears", 4, False), ("Lightwalker", 5, True)):
        game = board(["Plains", "Plains"], [creature], hands=(["Flare of Faith"], []))
        target = obj(game, creature)
        cast(game, "Flare of Faith", target)
        resolve(game)
        assert chars(game, target).power == power
        assert ("indestructible" in chars(game, target).keywords) is keyword


@plays("Chandra's Triumph", "condition.instead", "condition.control")
def test_614_15_deals_more_damage_instead_if():
    game = board(["Mountain", "Mountain"], ["Hill Giant"], hands=(["Chandra's Triumph"], []))
    giant = obj(game, "Hill Giant")
    cast(game, "Chandra's Triumph", giant)
    resolve(game)
    assert game.state.objects[giant].damage == 3


@plays("Throne Warden", "trigger.if", "condition.opponent")
def test_722_if_youre_the_monarch():
    game = board(["Throne Warden"], [], step="end")
    assert not game.state.stack
    game = board(["Throne Warden"], [], step="postcombat main")
    game.state.monarch = 0
    to_step(game, "end")
    resolve(game)
    assert game.state.objects[obj(game, "Throne Warden")].counters == {"+1/+1": 1}


@plays("Child of the Volcano", "trigger.if", "condition.this_turn")
def test_700_11_if_you_descended_this_turn():
    game = board(["Child of the Volcano", "Mountain"], [], hands=(["Shock"], []))
    child = obj(game, "Child of the Volcano")
    cast(game, "Shock", BOB)                              # an instant isn't a permanent card
    resolve(game)
    to_step(game, "end")
    assert not game.state.stack
    game = board(["Child of the Volcano", "Mountain", "Grizzly Bears"], [],
                 hands=(["Shock"], []))
    child = obj(game, "Child of the Volcano")
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    to_step(game, "end")
    resolve(game)
    assert game.state.objects[child].counters == {"+1/+1": 1}


@plays("Idle Thoughts", "condition.if_rider", "condition.hand")
def test_608_2c_draw_a_card_if_you_have_no_cards_in_hand():
    game = board(["Idle Thoughts", "Island", "Island", "Island", "Island"], [])
    thoughts = obj(game, "Idle Thoughts")
    activate(game, thoughts)
    resolve(game)
    assert len(game.state.players[0].hand) == 1
    activate(game, thoughts)
    resolve(game)
    assert len(game.state.players[0].hand) == 1           # a card in hand: nothing


@plays("Desperate Castaways", "condition.static_suffix", "condition.control")
def test_508_1c_cant_attack_unless_you_control_an_artifact():
    game = board(["Desperate Castaways"], [])
    assert "cant_attack" in chars(game, obj(game, "Desperate Castaways")).restrictions
    game = board(["Desperate Castaways", "Accorder's Shield"], [])
    assert "cant_attack" not in chars(game, obj(game, "Desperate Castaways")).restrictions


@plays("Heavy Mattock", "condition.static_prefix", "condition.source")
def test_613_4c_equipped_human_gets_an_additional_bonus():
    for creature, power in (("Grizzly Bears", 3), ("Lightwalker", 4)):
        game = board(["Heavy Mattock", creature, "Plains", "Plains"], [])
        target = obj(game, creature)
        activate(game, obj(game, "Heavy Mattock"), target)
        resolve(game)
        assert chars(game, target).power == power


@plays("Desert's Hold", "trigger.if", "condition.control", "condition.graveyard")
def test_603_4_if_you_control_a_desert_or_there_is_one_in_your_graveyard():
    for desert, gained in (False, 0), (True, 3):
        game = board(["Plains"] * 3, ["Grizzly Bears"], hands=(["Desert's Hold"], []))
        if desert:
            _graveyard(game, ["Abraded Bluffs"])               # a Desert card
        cast(game, "Desert's Hold", obj(game, "Grizzly Bears"))
        resolve(game)
        resolve(game)
        assert game.state.players[0].life == 20 + gained


@plays("Colossal Growth", "condition.instead", "condition.if_rider", "keyword.kicker")
def test_702_33d_if_this_spell_was_kicked_instead():
    for kicked, power, trample in ((False, 5, False), (True, 6, True)):
        game = board(["Forest", "Forest", "Mountain", "Grizzly Bears"], [],
                     hands=(["Colossal Growth"], []))
        bears = obj(game, "Grizzly Bears")
        cast(game, "Colossal Growth", bears, costs=("kicker",) if kicked else ())
        resolve(game)
        assert chars(game, bears).power == power
        assert ("trample" in chars(game, bears).keywords) is trample


@plays("Sigil of Myrkul", "condition.when_you_do", "condition.graveyard")
def test_603_12_when_you_do_with_its_own_intervening_if():
    for creatures, counters in ((3, {}), (4, {"+1/+1": 1})):
        game = board(["Sigil of Myrkul", "Grizzly Bears"], [], step="upkeep")
        _graveyard(game, ["Grizzly Bears"] * creatures)
        bears = obj(game, "Grizzly Bears")
        to_step(game, "beginning of combat")
        resolve(game)
        assert len(game.state.players[0].graveyard) == creatures + 1     # milled a Wastes
        resolve(game)
        assert game.state.objects[bears].counters == counters


@plays("Snowmelt Stag", "condition.during_your_turn")
def test_613_4b_during_your_turn_base_power_and_toughness():
    game = board(["Snowmelt Stag"], [])
    stag = obj(game, "Snowmelt Stag")
    assert (chars(game, stag).power, chars(game, stag).toughness) == (5, 2)
    to_step(game, "upkeep")
    assert (chars(game, stag).power, chars(game, stag).toughness) == (2, 5)


@plays("Champion's Helm", "condition.static_prefix", "condition.source")
def test_205_4_as_long_as_equipped_creature_is_legendary():
    for creature, hexproof in (("Grizzly Bears", False), ("Linvala, the Preserver", True)):
        game = board(["Champion's Helm", creature, "Plains"], [])
        target = obj(game, creature)
        activate(game, obj(game, "Champion's Helm"), target)
        resolve(game)
        assert ("hexproof" in chars(game, target).keywords) is hexproof


@plays("Rogue Elephant", "condition.unless", "trigger.enters")
def test_118_12_sacrifice_it_unless_you_sacrifice_a_forest():
    for answer in ("yes", "no"):
        game = board(["Forest"], [], hands=(["Rogue Elephant"], []))
        cast(game, "Rogue Elephant")
        resolve(game)
        resolve(game)
        choose(game, answer)
        if answer == "yes":
            assert ids(game, "Rogue Elephant") and not ids(game, "Forest")
        else:
            assert not ids(game, "Rogue Elephant") and ids(game, "Forest")


@plays("Excise", "condition.unless_pays")
def test_107_3_exile_target_attacking_creature_unless_its_controller_pays_x():
    for answer, exiled in (("yes", False), ("no", True)):
        game = board(["Plains"] * 4, ["Grizzly Bears", "Swamp", "Swamp"],
                     hands=(["Excise"], []))
        bears = obj(game, "Grizzly Bears")
        game.state.objects[bears].attacking = ALICE            # attacking Alice
        game.state.changed()
        cast(game, "Excise", bears, x=2)
        resolve(game)
        assert game.decision.kind == "yes_no" and game.decision.player == 1
        choose(game, answer)
        assert ("Grizzly Bears" in [game.state.objects[i].name
                                    for i in game.state.players[1].exile]) is exiled
        assert all(game.state.objects[i].tapped for i in ids(game, "Swamp")) is not exiled


@plays("Clash of Wills", "effect.counter_unless")
def test_118_12a_counter_unless_its_controller_pays_x():
    game = board(["Forest", "Forest", "Island", "Island", "Island"], [],
                 hands=(["Grizzly Bears", "Clash of Wills"], []))
    cast(game, "Grizzly Bears")
    cast(game, "Clash of Wills", game.state.stack[-1], x=2)    # X=2: Alice can't pay
    resolve(game)
    assert "Grizzly Bears" in [game.state.objects[i].name
                               for i in game.state.players[0].graveyard]
    game = board(["Forest", "Forest", "Island", "Island", "Island"], [],
                 hands=(["Grizzly Bears", "Clash of Wills"], []))
    cast(game, "Grizzly Bears")
    cast(game, "Clash of Wills", game.state.stack[-1], x=1)    # X=1: one Island left
    resolve(game)
    choose(game, "yes")
    resolve(game)
    assert ids(game, "Grizzly Bears")


@plays("Ogre Jailbreaker", "condition.static_suffix", "condition.control")
def test_702_3b_can_attack_despite_defender_as_long_as_you_control_a_gate():
    game = board(["Ogre Jailbreaker"], [], step="declare attackers")
    ogre = obj(game, "Ogre Jailbreaker")
    assert not any(a.kind == "attack" and a.choice for a in game.legal_actions())
    game = board(["Ogre Jailbreaker", "Azorius Guildgate"], [], step="declare attackers")
    ogre = obj(game, "Ogre Jailbreaker")
    game.act(Action("attack", 0, choice=((ogre, BOB),)))
    assert game.state.objects[ogre].attacking == BOB


@plays("Deathbringer Liege", "condition.if_rider", "trigger.cast")
def test_110_5_destroy_target_creature_if_its_tapped():
    for tapped in (False, True):
        game = board(["Deathbringer Liege", "Swamp"], ["Grizzly Bears"],
                     hands=(["Typhoid Rats"], []))
        bears = obj(game, "Grizzly Bears")
        game.state.objects[bears].tapped = tapped
        game.state.changed()
        cast(game, "Typhoid Rats")
        if game.decision.kind == "targets":
            game.act(Action("choose", 0, targets=(("object", bears),)))
        resolve(game)
        if game.decision.kind == "yes_no":
            choose(game, "yes")
        assert bool(ids(game, "Grizzly Bears")) is not tapped


@plays("Glint Hawk", "condition.unless", "trigger.enters")
def test_118_12_sacrifice_it_unless_you_return_an_artifact():
    game = board(["Plains", "Accorder's Shield"], [], hands=(["Glint Hawk"], []))
    cast(game, "Glint Hawk")
    resolve(game)
    resolve(game)
    choose(game, "yes")
    assert ids(game, "Glint Hawk") and "Accorder's Shield" in [
        game.state.objects[i].name for i in game.state.players[0].hand]
    game = board(["Plains"], [], hands=(["Glint Hawk"], []))
    cast(game, "Glint Hawk")
    resolve(game)
    resolve(game)                                        # no artifact: no choice to make
    assert not ids(game, "Glint Hawk") and "Glint Hawk" in grave(game)


@plays("Candlegrove Witch", "trigger.if", "condition.control", "line.ability_word")
def test_603_4_coven_three_creatures_with_different_powers():
    for others, flying in ((["Grizzly Bears", "Hill Giant"], False),        # powers 2, 3
                           (["Llanowar Elves", "Hill Giant"], True)):      # 2, 1, 3
        game = board(["Candlegrove Witch"] + others, [], step="precombat main")
        witch = obj(game, "Candlegrove Witch")
        to_step(game, "beginning of combat")
        resolve(game)
        assert ("flying" in chars(game, witch).keywords) is flying


@plays("Relic Retriever", "trigger.if", "condition.this_turn")
def test_603_4_if_a_card_left_your_graveyard_this_turn():
    game = board(["Relic Retriever", "Swamp", "Swamp"], [], step="end")
    assert not game.state.stack
    game = board(["Relic Retriever"], [], step="postcombat main")
    _graveyard(game, ["Grizzly Bears"])
    zones.move(game.state, game.state.objects[game.state.players[0].graveyard[0]], "exile")
    to_step(game, "end")
    resolve(game)
    assert _tokens(game, "Treasure") == 1


@plays("Fatal Push", "condition.if_rider", "condition.instead", "condition.this_turn")
def test_614_15_fatal_push_mana_value_two_or_four_with_revolt():
    for revolt in (False, True):
        game = board(["Swamp", "Island", "Grizzly Bears"], ["Hill Giant", "Grizzly Bears"],
                     hands=(["Fatal Push", "Unsummon"], []))
        if revolt:                      # a permanent left the battlefield under your control
            cast(game, "Unsummon", obj(game, "Grizzly Bears"))
            resolve(game)
            assert in_hand(game, "Grizzly Bears")
        cast(game, "Fatal Push", obj(game, "Hill Giant"))     # mana value 4 (CR 202.3)
        resolve(game)
        assert (grave(game, 1) == ["Hill Giant"]) == revolt
    game = board(["Swamp"], ["Grizzly Bears"], hands=(["Fatal Push"], []))
    cast(game, "Fatal Push", obj(game, "Grizzly Bears"))      # mana value 2: no revolt needed
    resolve(game)
    assert grave(game, 1) == ["Grizzly Bears"]


@plays("Temur Battle Rage", "condition.if_rider", "condition.control")
def test_608_2c_ferocious_that_creature_also_gains_trample():
    """Temur Battle Rage: double strike always; trample only if, as it resolves, its
    controller controls a creature with power 4 or greater (ferocious, CR 207.2c)."""
    game = board(["Mountain"] * 2 + ["Grizzly Bears"], [],
                 hands=(["Temur Battle Rage"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Temur Battle Rage", bears)
    resolve(game)
    assert "double strike" in chars(game, bears).keywords
    assert "trample" not in chars(game, bears).keywords
    game = board(["Mountain"] * 2 + ["Grizzly Bears", "Craw Wurm"], [],
                 hands=(["Temur Battle Rage"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Temur Battle Rage", bears)
    resolve(game)
    assert {"double strike", "trample"} <= chars(game, bears).keywords
    assert "trample" not in chars(game, obj(game, "Craw Wurm")).keywords


@plays("Etched Champion", "line.ability_word", "condition.static_suffix", "condition.control")
def test_702_16a_metalcraft_protection_from_each_color():
    """Etched Champion: with three artifacts it has protection from each of the five colors
    (CR 702.16a, 105.1), so a red spell can't target it; with two it has none."""
    game = board(["Mountain", "Etched Champion", "Ornithopter"], [], hands=(["Shock"], []))
    champion = obj(game, "Etched Champion")
    assert not any(k.startswith("protection") for k in chars(game, champion).keywords)
    cast(game, "Shock", champion)
    resolve(game)
    assert ids(game, "Etched Champion") == []
    game = board(["Mountain", "Etched Champion", "Ornithopter", "Memnite"], [],
                 hands=(["Shock"], []))
    champion = obj(game, "Etched Champion")
    assert {f"protection from {c}" for c in ("white", "blue", "black", "red", "green")} <= (
        chars(game, champion).keywords)
    with pytest.raises(IllegalAction):
        cast(game, "Shock", champion)


@plays("Runechanter's Pike", "static.attached", "quantity.where_x", "quantity.static_pump",
       "quantity.cards")
def test_611_3a_equipped_creature_has_first_strike_and_gets_x():
    """Runechanter's Pike: "has first strike and gets +X/+0", X the instant and sorcery
    cards in its controller's graveyard, counted continuously (CR 611.3a, 613.4c)."""
    game = board(["Runechanter's Pike", "Grizzly Bears", "Plains", "Plains"], [])
    for name in ("Shock", "Lightning Bolt", "Grizzly Bears"):
        create_object(game.state, card_def(name), 0, "graveyard")
    create_object(game.state, card_def("Shock"), 1, "graveyard")       # Bob's: not counted
    pike, bears = obj(game, "Runechanter's Pike"), obj(game, "Grizzly Bears")
    activate(game, pike, bears)
    resolve(game)
    assert "first strike" in chars(game, bears).keywords
    assert (chars(game, bears).power, chars(game, bears).toughness) == (4, 2)
    create_object(game.state, card_def("Ponder"), 0, "graveyard")
    assert chars(game, bears).power == 5


@plays("Quest for the Nihil Stone", "condition.hand")
def test_603_4_that_player_has_no_cards_reads_the_upkeep_players_hand_in_a_compound_if():
    """"At the beginning of each opponent's upkeep, if that player has no cards in hand and
    this enchantment has two or more quest counters on it, you may have that player lose 5
    life.": the hand is Bob's, not Alice's (CR 603.4): with an empty hand Bob loses 5;
    holding a card, nothing triggers though Alice's hand is empty."""
    for bob_hand, lost in (([], 5), (["Island"], 0)):
        game = board(["Quest for the Nihil Stone"], [], hands=([], bob_hand))
        quest = ids(game, "Quest for the Nihil Stone")[0]
        game.state.objects[quest].counters["quest"] = 2
        game.state.changed()
        to_step(game, "upkeep")
        assert game.state.turn == 4
        if game.decision.kind != "priority":
            choose(game, "yes")
        resolve(game)
        if game.decision.kind != "priority":
            choose(game, "yes")
        assert game.state.players[1].life == 20 - lost
