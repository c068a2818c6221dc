"""Planeswalkers that are creatures while a condition holds, played (CR 205.1b, 306.4,
611.3a, 615.1)."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import activate, cast, chars, choose, life, plays, resolve, to_step
from test_oracle_play_planeswalkers import _walker
from test_oracle_play_planeswalkers3 import _attack_with

from tolaria import IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


@plays("Gideon Blackblade", "animation.is_creature", "condition.during_your_turn",
       "static.prevent")
def test_611_3a_gideon_blackblade_is_a_creature_and_damage_to_him_is_prevented_your_turn():
    """"During your turn, Gideon Blackblade is a 4/4 Human Soldier creature with
    indestructible that's still a planeswalker." and "Prevent all damage that would be dealt
    to Gideon Blackblade during your turn.": on Alice's turn he is a 4/4 creature and a
    planeswalker (CR 205.1b, 306.4) that attacks, and a Bolt at him is prevented (CR 615.1);
    on Bob's turn both conditions are false (CR 611.3a): he's no creature, and Bob's Bolt
    removes three loyalty counters (CR 120.3c)."""
    game, gideon = _walker([], ["Mountain"], "Gideon Blackblade", 4,
                           hands=(["Lightning Bolt"], ["Lightning Bolt"]))
    state = game.state
    mountain = create_object(state, card_def("Mountain"), 0, "battlefield")
    state.changed()
    now = chars(game, gideon)
    assert now.types >= {"Creature", "Planeswalker"} and (now.power, now.toughness) == (4, 4)
    assert {"Human", "Soldier", "Gideon"} <= now.subtypes and "indestructible" in now.keywords
    cast(game, "Lightning Bolt", gideon)
    resolve(game)
    assert state.objects[gideon].counters["loyalty"] == 4 and mountain.tapped
    _attack_with(game, gideon)
    to_step(game, "combat damage")
    resolve(game)
    assert life(game, 1) == 16
    to_step(game, "upkeep")                                          # Bob's turn
    assert state.active == 1
    later = chars(game, gideon)
    assert "Creature" not in later.types and later.power is None
    assert "Human" not in later.subtypes and "indestructible" not in later.keywords
    cast(game, "Lightning Bolt", gideon, player=1)
    resolve(game)
    assert state.objects[gideon].counters["loyalty"] == 1


@plays("Crackling Doom", "effect.sacrifice_greatest_power", "effect.damage_each")
def test_701_17a_each_opponent_sacrifices_a_creature_with_the_greatest_power_tie_chosen():
    """"Each opponent sacrifices a creature with the greatest power among creatures that
    player controls.": only Bob's 3-power creatures may be chosen; he picks one of the tied
    Hill Giants (CR 701.17a) and keeps the Grizzly Bears and the other Giant."""
    game = board(["Mountain", "Plains", "Swamp"], ["Grizzly Bears", "Hill Giant", "Hill Giant"],
                 hands=(["Crackling Doom"], []))
    cast(game, "Crackling Doom")
    resolve(game)
    giants = ids(game, "Hill Giant")
    assert game.decision.player == 1 and set(game.decision.options) == set(giants)
    choose(game, giants[1])
    resolve(game)
    assert life(game, 1) == 18 and ids(game, "Hill Giant") == giants[:1]
    assert ids(game, "Grizzly Bears")


@plays("Kaito, Bane of Nightmares", "animation.is_creature", "condition.during_your_turn",
       "quantity.opponents_lost_life", "effect.surveil")
def test_205_1a_kaito_is_a_creature_not_a_planeswalker_during_your_turn_with_loyalty():
    """"During your turn, as long as Kaito has one or more loyalty counters on him, he's a
    3/4 Ninja creature and has hexproof.": the effect sets his card type and subtype, so on
    Alice's turn he's a legendary 3/4 Ninja creature and no planeswalker (CR 205.1a, 611.3a);
    his loyalty abilities still work (CR 606.3): "[0]: Surveil 2. Then draw a card for each
    opponent who lost life this turn." draws one after Bob lost life. On Bob's turn he's a
    planeswalker again."""
    game, kaito = _walker(["Mountain"], [], "Kaito, Bane of Nightmares", 4,
                          hands=(["Lightning Bolt"], []))
    state = game.state
    now = chars(game, kaito)
    assert now.types == {"Creature"} and now.subtypes == {"Ninja"}
    assert (now.power, now.toughness) == (3, 4) and "hexproof" in now.keywords
    assert "Legendary" in now.supertypes
    cast(game, "Lightning Bolt", ("player", 1))
    resolve(game)
    hand_before = len(state.players[0].hand)
    activate(game, kaito, index=2)
    resolve(game)
    for card in [o for o in game.decision.options if o != "done"]:
        choose(game, card)                          # both into the graveyard (CR 701.25a)
    resolve(game)
    assert len(state.players[0].graveyard) == 3         # the Bolt and the two surveilled
    assert len(state.players[0].hand) == hand_before + 1
    assert state.objects[kaito].counters["loyalty"] == 4
    to_step(game, "upkeep")                                          # Bob's turn
    later = chars(game, kaito)
    assert later.types == {"Planeswalker"} and "Kaito" in later.subtypes
    assert later.power is None and "hexproof" not in later.keywords


@plays("Kaito, Bane of Nightmares", "quantity.opponents_lost_life")
def test_119_3_kaito_draws_nothing_when_no_opponent_lost_life_this_turn():
    """No opponent lost life this turn (CR 119.3): "draw a card for each opponent who lost
    life this turn" draws none."""
    game, kaito = _walker([], [], "Kaito, Bane of Nightmares", 4)
    activate(game, kaito, index=2)
    resolve(game)
    for card in [o for o in game.decision.options if o != "done"]:
        choose(game, card)
    resolve(game)
    state = game.state
    assert len(state.players[0].graveyard) == 2 and not state.players[0].hand


@plays("Cloud, Planet's Champion", "condition.during_your_turn", "condition.source")
def test_611_3a_cloud_has_double_strike_during_your_turn_only_while_equipped():
    """"During your turn, as long as Cloud is equipped, it has double strike and
    indestructible.": both conditions must hold (CR 611.3a): unequipped, or on Bob's turn,
    it has neither keyword."""
    game = board(["Cloud, Planet's Champion", "Bonesplitter"], [])
    state = game.state
    cloud = ids(game, "Cloud, Planet's Champion")[0]
    assert not {"double strike", "indestructible"} & chars(game, cloud).keywords
    state.objects[ids(game, "Bonesplitter")[0]].attached_to = cloud
    state.changed()
    assert {"double strike", "indestructible"} <= chars(game, cloud).keywords
    to_step(game, "upkeep")                                          # Bob's turn
    assert state.active == 1
    assert not {"double strike", "indestructible"} & chars(game, cloud).keywords


@plays("Teysa, Opulent Oligarch", "quantity.opponents_lost_life")
def test_119_3_teysa_investigates_once_for_the_opponent_who_lost_life():
    """"At the beginning of your end step, investigate for each opponent who lost life this
    turn.": Bob lost life, so one Clue (CR 119.3, 701.16a)."""
    game = board(["Teysa, Opulent Oligarch", "Mountain"], [], hands=(["Lightning Bolt"], []))
    cast(game, "Lightning Bolt", ("player", 1))
    resolve(game)
    to_step(game, "end")
    resolve(game)
    assert len(ids(game, "Clue")) == 1


@plays("Grand Master of Flowers", "effect.cant_until_next_turn", "phrase.filter",
       "animation.is_creature", "condition.source")
def test_611_2b_grand_master_restriction_until_your_next_turn_and_7_loyalty_creature():
    """"[+1]: Target creature without first strike, double strike, or vigilance can't attack
    or block until your next turn.": a creature with vigilance can't be targeted; Bob's
    Bears can't attack on his turn, and can again once Alice's next turn begins (CR 611.2a-b).
    "As long as Grand Master of Flowers has seven or more loyalty counters on him, he's a
    7/7 Dragon God creature with flying and indestructible.": the effect sets his card type,
    so he isn't a planeswalker then (CR 205.1a, 611.3a)."""
    game, master = _walker([], ["Grizzly Bears", "Serra Angel"], "Grand Master of Flowers", 6)
    state = game.state
    assert chars(game, master).types == {"Planeswalker"}
    bears, angel = ids(game, "Grizzly Bears")[0], ids(game, "Serra Angel")[0]
    with pytest.raises(IllegalAction):
        activate(game, master, angel)                                  # vigilance
    activate(game, master, bears)
    resolve(game)
    now = chars(game, master)
    assert state.objects[master].counters["loyalty"] == 7
    assert now.types == {"Creature"} and now.subtypes == {"Dragon", "God"}
    assert (now.power, now.toughness) == (7, 7) and {"flying", "indestructible"} <= now.keywords
    assert "Legendary" in now.supertypes and master in state.battlefield
    to_step(game, "upkeep")                                          # Bob's turn
    assert {"cant_attack", "cant_block"} <= chars(game, bears).restrictions
    to_step(game, "draw")
    to_step(game, "upkeep")                                          # Alice's next turn
    assert state.active == 0 and not chars(game, bears).restrictions


@plays("Sidar Kondo of Jamuraa", "phrase.filter")
def test_509_1b_sidar_kondo_creatures_without_flying_or_reach_cant_block_small_ones():
    """"Creatures your opponents control without flying or reach can't block creatures with
    power 2 or less.": "without flying or reach" is a creature with neither (CR 509.1b);
    Bob's Giant Spider (reach) may still block them."""
    game = board(["Sidar Kondo of Jamuraa"], ["Grizzly Bears", "Giant Spider"])
    bears, spider = ids(game, "Grizzly Bears")[0], ids(game, "Giant Spider")[0]
    assert "cant_block:power<=2" in chars(game, bears).restrictions
    assert "cant_block:power<=2" not in chars(game, spider).restrictions


@plays("Nahiri, the Harbinger", "target.status_list", "delayed.return_to_your_hand")
def test_115_1_nahiri_targets_an_enchantment_or_a_tapped_artifact_or_creature():
    """"[−2]: Exile target enchantment, tapped artifact, or tapped creature.": an untapped
    creature or artifact isn't a legal target, a tapped creature is (CR 110.5, 115.1)."""
    game, nahiri = _walker([], ["Grizzly Bears", "Hill Giant", "Bonesplitter"],
                           "Nahiri, the Harbinger", 4)
    state = game.state
    giant = ids(game, "Hill Giant")[0]
    state.objects[giant].tapped = True
    state.changed()
    for illegal in (ids(game, "Grizzly Bears")[0], ids(game, "Bonesplitter")[0]):
        with pytest.raises(IllegalAction):
            activate(game, nahiri, illegal, index=1)
    activate(game, nahiri, giant, index=1)
    resolve(game)
    assert not ids(game, "Hill Giant")
    assert [state.objects[o].name for o in state.players[1].exile] == ["Hill Giant"]


@plays("Nahiri, the Harbinger", "delayed.return_to_your_hand")
def test_603_7c_nahiri_returns_the_card_she_found_to_your_hand_at_the_next_end_step():
    """"[−8]: Search your library for an artifact or creature card, put it onto the
    battlefield, then shuffle. It gains haste. Return it to your hand at the beginning of
    the next end step.": Alice owns the card she found, so it goes back to her hand at the
    end step (CR 108.3, 603.7c)."""
    game, nahiri = _walker([], [], "Nahiri, the Harbinger", 8)
    state = game.state
    create_object(state, card_def("Hill Giant"), 0, "library")
    state.changed()
    activate(game, nahiri, index=2)
    resolve(game)
    giant = next(o for o in game.decision.options if isinstance(o, int)
                 and state.objects[o].name == "Hill Giant")
    choose(game, giant)
    resolve(game)
    found = ids(game, "Hill Giant")
    assert len(found) == 1 and "haste" in chars(game, found[0]).keywords
    to_step(game, "end")
    resolve(game)
    assert not ids(game, "Hill Giant")
    assert [state.objects[o].name for o in state.players[0].hand] == ["Hill Giant"]


@plays("Nahiri, the Harbinger", "target.status_list")
def test_115_1_nahiri_exiles_an_untapped_enchantment():
    """An enchantment needs no status: an untapped one is a legal target (CR 115.1)."""
    game, nahiri = _walker([], ["Glorious Anthem"], "Nahiri, the Harbinger", 4)
    activate(game, nahiri, ids(game, "Glorious Anthem")[0], index=1)
    resolve(game)
    assert [game.state.objects[o].name for o in game.state.players[1].exile] == [
        "Glorious Anthem"]


@plays("Radiant Strike", "target.status_list")
def test_115_1_radiant_strike_artifact_any_status_creature_only_tapped():
    """"Destroy target artifact or tapped creature.": an untapped creature isn't a legal
    target; an untapped artifact is (CR 110.5, 115.1)."""
    game = board(["Plains"] * 4, ["Grizzly Bears", "Bonesplitter"],
                 hands=(["Radiant Strike"], []))
    with pytest.raises(IllegalAction):
        cast(game, "Radiant Strike", ids(game, "Grizzly Bears")[0])
    cast(game, "Radiant Strike", ids(game, "Bonesplitter")[0])
    resolve(game)
    assert not ids(game, "Bonesplitter") and ids(game, "Grizzly Bears") and life(game, 0) == 23
