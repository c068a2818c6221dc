"""Planeswalker lines played, issue 17 (third list): loyalty abilities and emblems whose
sentences kept planeswalkers from compiling (CR 606, 306, 114)."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import (
    _on_top,
    activate,
    cast,
    chars,
    choose,
    choose_targets,
    hand,
    in_hand,
    life,
    plays,
    resolve,
    to_step,
)
from test_oracle_play_planeswalkers import _walker
from test_oracle_play_planeswalkers2 import _bob_walker

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.combat import why_cant_attack
from tolaria.rules.layers import controller
from tolaria.rules.zones import create_object


def _names(game, zone: list[int]) -> list[str]:
    return sorted(game.state.objects[i].name for i in zone)


@plays("Nissa, Nature's Artisan", "library.rest_to_hand", "library.reveal_top")
def test_701_16a_nissa_puts_the_lands_onto_the_battlefield_and_the_rest_into_your_hand():
    """"[−4]: Reveal the top two cards of your library. Put all land cards from among them
    onto the battlefield and the rest into your hand.": the Forest enters, the Bolt goes to
    Alice's hand; the card below them stays (CR 701.16a, 608.2c)."""
    game, nissa = _walker([], [], "Nissa, Nature's Artisan", 5)
    _on_top(game, 0, "Mountain", "Forest", "Lightning Bolt")   # the Mountain third
    state = game.state
    library = state.players[0].library
    activate(game, nissa, index=1)
    resolve(game)
    assert hand(game) == ["Lightning Bolt"]
    assert ids(game, "Forest") and not ids(game, "Mountain")
    assert state.objects[library[-1]].name == "Mountain"
    assert state.objects[nissa].counters["loyalty"] == 1


@plays("Nissa, Nature's Artisan", "library.rest_to_hand")
def test_701_16a_nissa_with_two_lands_puts_both_onto_the_battlefield():
    """Both revealed cards are lands: both enter, nothing goes to the hand (CR 701.16a)."""
    game, nissa = _walker([], [], "Nissa, Nature's Artisan", 5)
    _on_top(game, 0, "Forest", "Mountain")
    activate(game, nissa, index=1)
    resolve(game)
    assert hand(game) == [] and ids(game, "Forest") and ids(game, "Mountain")


@plays("Chandra, the Firebrand", "target.up_to", "effect.damage")
def test_115_1_chandra_deals_6_damage_to_each_of_up_to_six_targets():
    """"[−6]: Chandra deals 6 damage to each of up to six targets.": Alice chooses Bob,
    his planeswalker and two creatures, leaving the other targets unchosen (CR 115.1,
    601.2c); each is dealt 6 (CR 120.3)."""
    game, chandra = _walker([], ["Grizzly Bears", "Hill Giant", "Serra Angel"],
                            "Chandra, the Firebrand", 6)
    jace = _bob_walker(game, "Jace Beleren", 7)
    bears, giant = ids(game, "Grizzly Bears")[0], ids(game, "Hill Giant")[0]
    activate(game, chandra, ("player", 1), jace, bears, giant, None, None, index=2)
    resolve(game)
    state = game.state
    assert life(game, 1) == 14
    assert state.objects[jace].counters["loyalty"] == 1
    assert not ids(game, "Grizzly Bears") and not ids(game, "Hill Giant")
    assert ids(game, "Serra Angel") and life(game, 0) == 20


@plays("Sarkhan, the Dragonspeaker", "animation.legendary", "animation.becomes")
def test_613_1d_sarkhan_becomes_a_legendary_4_4_dragon_that_isnt_a_planeswalker():
    """"[+1]: Until end of turn, Sarkhan becomes a legendary 4/4 red Dragon creature with
    flying, indestructible, and haste.": the new card type replaces planeswalker (CR
    205.1a), so he has no loyalty abilities to lose him; he stays legendary (CR 205.4,
    613.1d) and is back to a planeswalker at the cleanup step (CR 514.2)."""
    game, sarkhan = _walker([], [], "Sarkhan, the Dragonspeaker", 4)
    activate(game, sarkhan, index=0)
    resolve(game)
    c = chars(game, sarkhan)
    assert c.types == frozenset({"Creature"}) and c.subtypes == frozenset({"Dragon"})
    assert c.supertypes == frozenset({"Legendary"}) and c.colors == frozenset({"R"})
    assert (c.power, c.toughness) == (4, 4)
    assert {"flying", "indestructible", "haste"} <= set(c.keywords)
    game.state.objects[sarkhan].counters["loyalty"] = 0       # not a planeswalker: CR 704.5i
    game.state.changed()                                       # doesn't apply
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert sarkhan in game.state.battlefield


@plays("Sarkhan, the Dragonspeaker", "effect.emblem", "effect.draw_additional")
def test_504_1_sarkhan_emblem_draws_two_more_in_the_draw_step_and_discards_at_end():
    """"[−6]: You get an emblem with "At the beginning of your draw step, draw two
    additional cards" and "At the beginning of your end step, discard your hand."": in
    Alice's next draw step she draws 1 + 2 (CR 504.1, 114.4); at her end step her hand is
    discarded (CR 701.8a)."""
    game, sarkhan = _walker([], [], "Sarkhan, the Dragonspeaker", 6)
    activate(game, sarkhan, index=2)
    resolve(game)
    state = game.state
    assert len(state.command) == 1
    while not (state.active == 0 and state.step == "draw" and not state.stack
               and game.decision.kind == "priority" and state.turn > 3
               and len(state.players[0].hand) > 0):
        game.act(Action("pass", game.decision.player))
    assert len(state.players[0].hand) == 3
    while state.step != "end" or not state.stack:
        game.act(Action("pass", game.decision.player))
    resolve(game)
    assert state.players[0].hand == [] and len(state.players[0].graveyard) >= 3


@plays("Gideon, Champion of Justice", "animation.pt_equal_to", "animation.and_gains")
def test_608_2h_gideon_becomes_a_creature_as_big_as_his_loyalty_counted_once():
    """"[0]: Until end of turn, Gideon becomes a Human Soldier creature with power and
    toughness each equal to the number of loyalty counters on him and gains indestructible.
    He's still a planeswalker. Prevent all damage that would be dealt to him this turn.":
    with 5 loyalty he is a 5/5 indestructible planeswalker creature (CR 205.1b); the number
    is counted once as the ability resolves (CR 608.2h), so a later counter doesn't change
    it; damage to him is prevented (CR 615.1)."""
    game, gideon = _walker(["Mountain"], [], "Gideon, Champion of Justice", 5,
                           hands=(["Lightning Bolt"], []))
    activate(game, gideon, index=1)
    resolve(game)
    c = chars(game, gideon)
    assert c.types == frozenset({"Creature", "Planeswalker"})
    assert {"Human", "Soldier", "Gideon"} <= set(c.subtypes)
    assert (c.power, c.toughness) == (5, 5) and "indestructible" in c.keywords
    state = game.state
    state.objects[gideon].counters["loyalty"] = 7
    state.changed()
    assert chars(game, gideon).power == 5
    cast(game, "Lightning Bolt", gideon)
    resolve(game)
    assert state.objects[gideon].counters["loyalty"] == 7 and gideon in state.battlefield


@plays("Domri, Anarch of Bolas", "effect.uncounterable_this_turn")
def test_101_2_domri_creature_spells_you_cast_this_turn_cant_be_countered():
    """"[+1]: Add {R} or {G}. Creature spells you cast this turn can't be countered.":
    Bob's Counterspell does nothing to Alice's creature spell ("can't" wins, CR 101.2),
    but still counters her Lightning Bolt (not a creature spell)."""
    game, domri = _walker(["Forest", "Mountain"], ["Island"] * 4, "Domri, Anarch of Bolas", 3,
                          hands=(["Grizzly Bears", "Lightning Bolt"],
                                 ["Counterspell", "Counterspell"]))
    activate(game, domri, index=0)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    if game.decision.kind == "choose":
        choose(game, "G")
    state = game.state
    assert not state.stack
    cast(game, "Grizzly Bears")
    game.act(Action("pass", 0))
    bears = state.stack[-1]
    cast(game, "Counterspell", bears, player=1)
    resolve(game)
    assert ids(game, "Grizzly Bears")
    assert "Counterspell" in _names(game, state.players[1].graveyard)
    cast(game, "Lightning Bolt", ("player", 1))
    game.act(Action("pass", 0))
    bolt = state.stack[-1]
    cast(game, "Counterspell", bolt, player=1)
    resolve(game)
    assert life(game, 1) == 20 and "Lightning Bolt" in _names(game, state.players[0].graveyard)


@plays("Archangel Elspeth", "animation.becomes_other", "animation.and_gains")
def test_611_2a_archangel_elspeth_makes_an_angel_with_flying_for_good():
    """"[−2]: Put two +1/+1 counters on target creature. It becomes an Angel in addition to
    its other types and gains flying.": no duration is stated, so the effect lasts for the
    rest of the game (CR 611.2a), past the cleanup step (CR 514.2)."""
    game, elspeth = _walker(["Grizzly Bears"], [], "Archangel Elspeth", 4)
    bears = ids(game, "Grizzly Bears")[0]
    activate(game, elspeth, bears, index=1)
    resolve(game)
    to_step(game, "upkeep")                                    # Bob's turn
    assert game.state.turn == 4
    c = chars(game, bears)
    assert (c.power, c.toughness) == (4, 4) and "flying" in c.keywords
    assert c.subtypes == frozenset({"Bear", "Angel"})


@plays("Archangel Elspeth", "library.graveyard_all")
def test_400_7_archangel_elspeth_returns_nonland_permanent_cards_with_mana_value_3_or_less():
    """"[−6]: Return all nonland permanent cards with mana value 3 or less from your
    graveyard to the battlefield.": Grizzly Bears (2) and Sol Ring (1) return; Hill Giant
    (4), a Forest (a land) and Lightning Bolt (not a permanent card, CR 110.4b) stay."""
    game, elspeth = _walker([], [], "Archangel Elspeth", 6)
    state = game.state
    for name in ("Grizzly Bears", "Sol Ring", "Hill Giant", "Forest", "Lightning Bolt"):
        create_object(state, card_def(name), 0, "graveyard")
    state.changed()
    activate(game, elspeth, index=2)
    resolve(game)
    assert ids(game, "Grizzly Bears") and ids(game, "Sol Ring")
    assert _names(game, state.players[0].graveyard) == [
        "Archangel Elspeth", "Forest", "Hill Giant", "Lightning Bolt"]


@plays("Sorin the Mirthless", "library.look_top_to_hand")
def test_608_2d_sorin_may_take_the_top_card_and_lose_life_equal_to_its_mana_value():
    """"[+1]: Look at the top card of your library. You may reveal that card and put it into
    your hand. If you do, you lose life equal to its mana value.": Alice looks (CR 401.4),
    takes Hill Giant and loses 4 (CR 202.3); declining, the card stays on top and she loses
    nothing (CR 608.2d)."""
    game, sorin = _walker([], [], "Sorin the Mirthless", 4)
    _on_top(game, 0, "Hill Giant")
    activate(game, sorin, index=0)
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    assert hand(game) == ["Hill Giant"] and life(game, 0) == 16


@plays("Sorin the Mirthless", "library.look_top_to_hand")
def test_608_2d_sorin_declined_leaves_the_card_on_top():
    game, sorin = _walker([], [], "Sorin the Mirthless", 4)
    giant = _on_top(game, 0, "Hill Giant")[0]
    activate(game, sorin, index=0)
    resolve(game)
    choose(game, "no")
    state = game.state
    assert state.players[0].library[-1] == giant and life(game, 0) == 20 and hand(game) == []
    assert (giant, 0) in state.looked and not state.stack


@plays("Jace, Unraveler of Secrets", "effect.emblem", "effect.counter_cast", "trigger.nth")
def test_114_4_jace_emblem_counters_each_opponents_first_spell_each_turn():
    """"[−8]: You get an emblem with "Whenever an opponent casts their first spell each
    turn, counter that spell."": from the command zone (CR 114.4) Bob's first spell this
    turn is countered (CR 701.5a); his second one resolves."""
    game, jace = _walker([], ["Mountain", "Mountain"], "Jace, Unraveler of Secrets", 8,
                         hands=([], ["Lightning Bolt", "Lightning Bolt"]))
    activate(game, jace, index=2)
    resolve(game)
    state = game.state
    assert len(state.command) == 1
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", ("player", 0), player=1)
    resolve(game)
    assert life(game, 0) == 20
    assert _names(game, state.players[1].graveyard) == ["Lightning Bolt"]
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", ("player", 0), player=1)
    resolve(game)
    assert life(game, 0) == 17


@plays("Veiled Sentry", "animation.pt_equal_to")
def test_608_2h_veiled_sentry_becomes_as_big_as_the_spells_mana_value():
    """"When an opponent casts a spell, if this permanent is an enchantment, it becomes an
    Illusion creature with power and toughness each equal to that spell's mana value.":
    Bob's Hill Giant (mana value 4) makes it a 4/4 Illusion creature that is no longer an
    enchantment (CR 205.1a); the number is fixed as the trigger resolves (CR 608.2h)."""
    game = board(["Veiled Sentry"], ["Mountain"] * 4, hands=([], ["Hill Giant"]))
    sentry = ids(game, "Veiled Sentry")[0]
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                                # to Alice's combat
    to_step(game, "upkeep")                                    # Bob's turn
    to_step(game, "precombat main")
    cast(game, "Hill Giant", player=1)
    resolve(game)
    c = chars(game, sentry)
    assert c.types == frozenset({"Creature"}) and c.subtypes == frozenset({"Illusion"})
    assert (c.power, c.toughness) == (4, 4)
    assert ids(game, "Hill Giant")


@plays("Luxior, Ignited", "quantity.any_counters")
def test_122_1_luxior_equipped_creature_gets_plus_1_for_each_counter_on_luxior():
    """"Equipped creature gets +1/+1 for each counter on Luxior, Ignited." and "[+1]: Attach
    this Equipment to up to one target creature you control.": after the +1 Luxior has 4
    loyalty counters and the Bears are 6/6; a counter of another kind counts too (CR
    122.1), and the count follows the counters (CR 611.3a)."""
    game, luxior = _walker(["Grizzly Bears"], [], "Luxior, Ignited", 3)
    bears = ids(game, "Grizzly Bears")[0]
    activate(game, luxior, bears, index=0)
    resolve(game)
    state = game.state
    assert state.objects[luxior].attached_to == bears
    assert (chars(game, bears).power, chars(game, bears).toughness) == (6, 6)
    state.objects[luxior].counters["oil"] = 2
    state.changed()
    assert chars(game, bears).power == 8


@plays("Liliana, Waker of the Dead", "mass.opponents_who_cant", "mass.each_who_cant")
def test_609_3_liliana_each_opponent_who_cant_discard_loses_3_life():
    """"[+1]: Each player discards a card. Each opponent who can't loses 3 life.": Bob,
    with no card in hand, can't and loses 3 (CR 609.3); Alice, with none either, is no
    opponent and loses nothing."""
    game, liliana = _walker([], [], "Liliana, Waker of the Dead", 4)
    activate(game, liliana, index=0)
    resolve(game)
    assert life(game, 1) == 17 and life(game, 0) == 20


@plays("Liliana, Waker of the Dead", "mass.opponents_who_cant")
def test_609_3_liliana_an_opponent_who_discards_loses_nothing():
    game, liliana = _walker([], [], "Liliana, Waker of the Dead", 4,
                            hands=(["Grizzly Bears"], ["Hill Giant"]))
    activate(game, liliana, index=0)
    resolve(game)
    state = game.state
    assert life(game, 1) == 20 and not state.players[1].hand and not state.players[0].hand
    assert "Hill Giant" in _names(game, state.players[1].graveyard)


@plays("Kiora, Master of the Depths", "library.one_of_each", "library.reveal_top")
def test_608_2d_kiora_takes_a_creature_card_and_a_land_card_the_rest_to_the_graveyard():
    """"[−2]: Reveal the top four cards of your library. You may put a creature card and/or
    a land card from among them into your hand. Put the rest into your graveyard.": once
    Alice takes Grizzly Bears, Hill Giant (a second creature card) is no longer offered;
    she takes the Forest, and the rest go to her graveyard (CR 701.16a)."""
    game, kiora = _walker([], [], "Kiora, Master of the Depths", 4)
    bolt, giant, forest, bears = _on_top(game, 0, "Lightning Bolt", "Hill Giant", "Forest",
                                         "Grizzly Bears")
    activate(game, kiora, index=1)
    resolve(game)
    assert set(game.decision.options) == {bolt, giant, forest, bears} - {bolt} | {"nothing"}
    choose(game, bears)
    assert set(game.decision.options) == {forest, "done"}
    choose(game, forest)
    state = game.state
    assert sorted(hand(game)) == ["Forest", "Grizzly Bears"]
    assert _names(game, state.players[0].graveyard) == ["Hill Giant", "Lightning Bolt"]


@plays("Kiora, Master of the Depths", "library.one_of_each")
def test_608_2d_kiora_a_land_creature_counts_as_either_kind():
    """Dryad Arbor is a creature card and a land card: taken first, it leaves room for one
    more card of either kind; with Grizzly Bears as the creature, it is the land."""
    game, kiora = _walker([], [], "Kiora, Master of the Depths", 4)
    mountain, bears, arbor, giant = _on_top(game, 0, "Mountain", "Grizzly Bears",
                                            "Dryad Arbor", "Hill Giant")
    activate(game, kiora, index=1)
    resolve(game)
    choose(game, arbor)
    assert set(game.decision.options) == {mountain, bears, giant, "done"}
    choose(game, bears)
    assert sorted(hand(game)) == ["Dryad Arbor", "Grizzly Bears"]
    assert _names(game, game.state.players[0].graveyard) == ["Hill Giant", "Mountain"]


@plays("Oko, Thief of Crowns", "animation.loses_all_and_becomes")
def test_613_1d_oko_turns_an_artifact_into_a_3_3_green_elk_with_no_abilities_for_good():
    """"[+1]: Target artifact or creature loses all abilities and becomes a green Elk
    creature with base power and toughness 3/3.": Bob's Serra Angel is a green 3/3 Elk
    without flying (CR 613.1d-f, 613.4b), and stays one on later turns (no duration, CR
    611.2a); Sol Ring stops being an artifact (CR 205.1a)."""
    game, oko = _walker([], ["Serra Angel"], "Oko, Thief of Crowns", 4)
    angel = ids(game, "Serra Angel")[0]
    activate(game, oko, angel, index=1)
    resolve(game)
    to_step(game, "upkeep")
    c = chars(game, angel)
    assert c.types == frozenset({"Creature"}) and c.subtypes == frozenset({"Elk"})
    assert c.colors == frozenset({"G"}) and (c.power, c.toughness) == (3, 3)
    assert "flying" not in c.keywords and not c.activated
    game2, oko2 = _walker([], ["Sol Ring"], "Oko, Thief of Crowns", 4)
    ring = ids(game2, "Sol Ring")[0]
    activate(game2, oko2, ring, index=1)
    resolve(game2)
    c = chars(game2, ring)
    assert c.types == frozenset({"Creature"}) and not c.activated and c.power == 3


@plays("Oko, Thief of Crowns", "effect.exchange_control")
def test_701_10b_oko_exchanges_control_of_a_food_and_a_small_creature():
    """"[−5]: Exchange control of target artifact or creature you control and target
    creature an opponent controls with power 3 or less.": Alice gets Bob's Grizzly Bears,
    Bob gets Alice's Sol Ring, for good (CR 701.10b, 613.1b); Bob's Serra Angel (power 4)
    isn't a legal target (CR 115.1)."""
    game, oko = _walker(["Sol Ring"], ["Grizzly Bears", "Serra Angel"],
                        "Oko, Thief of Crowns", 6)
    ring, bears = ids(game, "Sol Ring")[0], ids(game, "Grizzly Bears")[0]
    angel = ids(game, "Serra Angel")[0]
    with pytest.raises(IllegalAction):
        activate(game, oko, ring, angel, index=2)
    activate(game, oko, ring, bears, index=2)
    resolve(game)
    state = game.state
    assert controller(state, state.objects[bears]) == 0
    assert controller(state, state.objects[ring]) == 1
    to_step(game, "upkeep")
    assert controller(state, state.objects[bears]) == 0


@plays("Switcheroo", "effect.exchange_control", "target.counted")
def test_701_10a_switcheroo_does_nothing_if_one_target_is_gone():
    """"Exchange control of two target creatures.": with both Bob's and Alice's creature
    there, they swap (CR 701.10b); with one of them gone before it resolves, no part of the
    exchange happens (CR 701.10a)."""
    game = board(["Island"] * 10 + ["Mountain", "Grizzly Bears"], ["Hill Giant"],
                 hands=(["Switcheroo", "Switcheroo", "Lightning Bolt"], []))
    bears, giant = ids(game, "Grizzly Bears")[0], ids(game, "Hill Giant")[0]
    state = game.state
    cast(game, "Switcheroo", bears, giant)
    resolve(game)
    assert controller(state, state.objects[bears]) == 1
    assert controller(state, state.objects[giant]) == 0
    cast(game, "Switcheroo", bears, giant)                 # back again, but the Bears die
    cast(game, "Lightning Bolt", bears)
    resolve(game)
    assert not ids(game, "Grizzly Bears")
    assert controller(state, state.objects[giant]) == 0


@plays("Switcheroo", "effect.exchange_control")
def test_701_10b_switcheroo_two_creatures_of_one_controller_stay():
    game = board(["Island"] * 5, ["Hill Giant", "Grizzly Bears"], hands=(["Switcheroo"], []))
    bears, giant = ids(game, "Grizzly Bears")[0], ids(game, "Hill Giant")[0]
    cast(game, "Switcheroo", bears, giant)
    resolve(game)
    state = game.state
    assert controller(state, state.objects[bears]) == 1
    assert controller(state, state.objects[giant]) == 1


@plays("Vraska, Scheming Gorgon", "granted.keywords_and_quoted")
def test_613_1f_vraska_creatures_gain_deathtouch_and_a_lose_the_game_trigger():
    """"[−10]: Until end of turn, creatures you control gain deathtouch and "Whenever this
    creature deals damage to an opponent, that player loses the game."": Alice's Bears
    have both (CR 613.1f), Bob's creature neither; the Bears' combat damage to Bob makes
    him lose (CR 104.3e)."""
    game, vraska = _walker(["Grizzly Bears"], ["Hill Giant"], "Vraska, Scheming Gorgon", 10)
    bears, giant = ids(game, "Grizzly Bears")[0], ids(game, "Hill Giant")[0]
    activate(game, vraska, index=2)
    resolve(game)
    assert "deathtouch" in chars(game, bears).keywords and chars(game, bears).triggered
    assert "deathtouch" not in chars(game, giant).keywords
    state = game.state
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((bears, ("player", 1)),)))
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=()))
    to_step(game, "combat damage")
    resolve(game)
    assert state.players[1].lost and not state.players[0].lost


@plays("Kinsbaile Borderguard", "quantity.any_counters")
def test_608_2h_kinsbaile_borderguard_counts_its_counters_as_it_last_existed():
    """"When this creature dies, create a 1/1 white Kithkin Soldier creature token for each
    counter on it.": a +1/+1 counter and a -1/-1 counter would annihilate (CR 704.5q), so
    it dies with two +1/+1 counters and a stun counter: three tokens, counted as it last
    existed on the battlefield (CR 608.2h, 122.1)."""
    game = board(["Kinsbaile Borderguard", "Mountain"], [], hands=(["Lightning Bolt"], []))
    guard = ids(game, "Kinsbaile Borderguard")[0]
    state = game.state
    state.objects[guard].counters.update({"+1/+1": 2, "stun": 1})
    state.changed()
    cast(game, "Lightning Bolt", guard)
    resolve(game)
    assert not ids(game, "Kinsbaile Borderguard")
    assert len(ids(game, "Kithkin Soldier")) == 3


@plays("Tezzeret, Cruel Captain", "effect.emblem", "condition.if_its_not")
def test_205_1b_tezzeret_emblem_makes_a_noncreature_artifact_a_robot_creature():
    """"[−7]: You get an emblem with "At the beginning of combat on your turn, put three
    +1/+1 counters on target artifact you control. If it's not a creature, it becomes a 0/0
    Robot artifact creature."": Sol Ring becomes a 3/3 Robot artifact creature for good
    (CR 205.1b, 611.2a); on an artifact creature the "if" is false, it just gets the
    counters (CR 608.2c)."""
    game, tezzeret = _walker(["Sol Ring", "Ornithopter"], [], "Tezzeret, Cruel Captain", 7)
    ring, thopter = ids(game, "Sol Ring")[0], ids(game, "Ornithopter")[0]
    activate(game, tezzeret, index=2)
    resolve(game)
    _to_targets(game)
    choose_targets(game, ring)
    resolve(game)
    c = chars(game, ring)
    assert c.types == frozenset({"Artifact", "Creature"}) and "Robot" in c.subtypes
    assert (c.power, c.toughness) == (3, 3)
    to_step(game, "upkeep")                                    # Bob's turn, then Alice's
    _to_targets(game)
    assert game.state.turn == 5
    choose_targets(game, thopter)
    resolve(game)
    c = chars(game, thopter)
    assert (c.power, c.toughness) == (3, 5) and "Robot" not in c.subtypes
    assert chars(game, ring).types == frozenset({"Artifact", "Creature"})


def _to_targets(game) -> None:
    """Pass priority until a triggered ability asks for its targets (CR 603.3d)."""
    for _ in range(40):
        if game.decision.kind == "targets":
            return
        game.act(Action("pass", game.decision.player))
    raise AssertionError("no targets asked")


@plays("Time Stretch", "library.extra_turns")
def test_500_7_time_stretch_the_target_player_takes_two_extra_turns():
    """"Target player takes two extra turns after this one.": Alice takes turns 4 and 5,
    then Bob takes turn 6 (CR 500.7)."""
    game = board(["Island"] * 10, [], hands=(["Time Stretch"], []))
    cast(game, "Time Stretch", ("player", 0))
    resolve(game)
    state = game.state
    for turn, active in ((4, 0), (5, 0), (6, 1)):
        to_step(game, "end")
        to_step(game, "upkeep")
        assert (state.turn, state.active) == (turn, active)


@plays("Curfew", "effect.player_returns")
def test_101_4_curfew_each_player_chooses_a_creature_they_control_to_return():
    """"Each player returns a creature they control to its owner's hand.": not a target
    (CR 115.1); Alice's only creature goes, Bob chooses which of his two (CR 101.4), and
    both return at once (CR 400.3)."""
    game = board(["Island", "Grizzly Bears"], ["Hill Giant", "Serra Angel"],
                 hands=(["Curfew"], []))
    giant = ids(game, "Hill Giant")[0]
    cast(game, "Curfew")
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 1
    choose(game, giant)
    state = game.state
    assert hand(game, 0) == ["Grizzly Bears"] and hand(game, 1) == ["Hill Giant"]
    assert ids(game, "Serra Angel") and not state.stack


@plays("Sunken Hope", "effect.player_returns")
def test_400_3_sunken_hope_that_player_returns_a_creature_they_control():
    """"At the beginning of each player's upkeep, that player returns a creature they
    control to its owner's hand.": on Bob's upkeep, Bob's creature, not Alice's."""
    game = board(["Sunken Hope", "Grizzly Bears"], ["Hill Giant"])
    to_step(game, "upkeep")                                    # Bob's turn
    resolve(game)
    assert hand(game, 1) == ["Hill Giant"] and ids(game, "Grizzly Bears")


@plays("Tyvar, Jubilant Brawler", "static.activate_as_though_haste")
def test_702_10c_tyvar_lets_summoning_sick_creatures_use_tap_abilities_but_not_attack():
    """"You may activate abilities of creatures you control as though those creatures had
    haste.": Alice's Llanowar Elves, just arrived, taps for {G} (CR 702.10c, 609.4) but
    still can't attack (CR 302.6: only the stated effect); Bob's just-arrived Elves can't
    tap."""
    game, tyvar = _walker([], [], "Tyvar, Jubilant Brawler", 3)
    state = game.state
    elves = create_object(state, card_def("Llanowar Elves"), 0, "battlefield")
    theirs = create_object(state, card_def("Llanowar Elves"), 1, "battlefield")
    state.changed()
    bears = create_object(state, card_def("Grizzly Bears"), 0, "battlefield")
    state.changed()
    assert "summoning sickness" in why_cant_attack(state, bears, 0)
    activate(game, elves.id)
    assert elves.tapped and state.players[0].pool.total() == 1
    game.act(Action("pass", 0))
    with pytest.raises(IllegalAction):
        activate(game, theirs.id, player=1)
    assert not theirs.tapped


@plays("Kasmina, Enigmatic Mentor", "static.target_tax")
def test_601_2f_kasmina_taxes_opponents_spells_that_target_her_controllers_creatures():
    """"Spells your opponents cast that target a creature or planeswalker you control cost
    {2} more to cast.": Alice's Lightning Bolt at Bob's Bears costs {2}{R} once the target
    is chosen (CR 601.2c, 601.2f), at Bob himself just {R}; Bob's own spells aren't taxed."""
    game = board(["Mountain"], ["Grizzly Bears", "Mountain"],
                 hands=(["Lightning Bolt", "Lightning Bolt"], ["Lightning Bolt"]))
    _bob_walker(game, "Kasmina, Enigmatic Mentor", 5)
    bears = ids(game, "Grizzly Bears")[0]
    with pytest.raises(IllegalAction):
        cast(game, "Lightning Bolt", bears)
    cast(game, "Lightning Bolt", ("player", 1))
    resolve(game)
    assert life(game, 1) == 17
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", bears, player=1)          # his own: no tax
    resolve(game)
    assert not ids(game, "Grizzly Bears")


@plays("Boreal Elemental", "static.target_tax")
def test_601_2f_boreal_elemental_a_spell_targeting_it_costs_2_more():
    """"Spells your opponents cast that target this creature cost {2} more to cast.": with
    three Mountains Alice can pay {2}{R} for Lightning Bolt at it; all three are tapped."""
    game = board(["Mountain"] * 3, ["Boreal Elemental"], hands=(["Lightning Bolt"], []))
    elemental = ids(game, "Boreal Elemental")[0]
    cast(game, "Lightning Bolt", elemental)
    state = game.state
    assert all(state.objects[i].tapped for i in ids(game, "Mountain"))
    resolve(game)
    assert state.objects[elemental].damage == 3


@plays("Blood Clock", "effect.player_returns")
def test_118_12_blood_clock_that_player_returns_a_permanent_unless_they_pay_2_life():
    """"At the beginning of each player's upkeep, that player returns a permanent they
    control to its owner's hand unless they pay 2 life.": Bob declines to pay and returns
    his only permanent (CR 118.12); then, on Alice's upkeep, she pays and keeps hers."""
    game = board(["Blood Clock"], ["Hill Giant"])
    state = game.state
    while game.decision.kind != "yes_no":
        game.act(Action("pass", game.decision.player))
    assert state.active == 1 and game.decision.player == 1
    choose(game, "no")
    resolve(game)
    assert hand(game, 1) == ["Hill Giant"] and life(game, 1) == 20
    while game.decision.kind != "yes_no":
        game.act(Action("pass", game.decision.player) if game.decision.kind == "priority"
                 else game.legal_actions()[0])
    assert state.active == 0 and game.decision.player == 0
    choose(game, "yes")
    resolve(game)
    assert ids(game, "Blood Clock") and life(game, 0) == 18


@plays("Garruk, Cursed Huntsman", "tokens.with_text", "effect.tokens")
def test_205_3j_garruk_wolves_dying_put_loyalty_on_each_garruk_you_control():
    """"[0]: Create two 2/2 black and green Wolf creature tokens with "When this token dies,
    put a loyalty counter on each Garruk you control."": "Garruk" there is the planeswalker
    type (CR 205.3j), so each Garruk planeswalker Alice controls gets one when a Wolf dies;
    Bob's Garruk doesn't."""
    game, garruk = _walker(["Mountain"], [], "Garruk, Cursed Huntsman", 5,
                           hands=(["Lightning Bolt"], []))
    theirs = _bob_walker(game, "Garruk Wildspeaker", 3)
    other = create_object(game.state, card_def("Garruk Wildspeaker"), 0, "battlefield")
    other.counters["loyalty"] = 3
    game.state.changed()
    activate(game, garruk, index=0)
    resolve(game)
    wolves = ids(game, "Wolf")
    assert len(wolves) == 2 and chars(game, wolves[0]).colors == frozenset({"B", "G"})
    cast(game, "Lightning Bolt", wolves[0])
    resolve(game)
    state = game.state
    assert len(ids(game, "Wolf")) == 1
    assert state.objects[garruk].counters["loyalty"] == 6
    assert other.counters["loyalty"] == 4 and state.objects[theirs].counters["loyalty"] == 3


def _to_draw_step(game, active: int) -> None:
    """Pass until `active`'s draw step, its trigger resolved, with priority."""
    for _ in range(80):
        state = game.state
        if state.step == "draw" and state.active == active and not state.stack and \
                game.decision.kind == "priority":
            return
        d = game.decision
        game.act(Action("pass", d.player) if d.kind == "priority" else game.legal_actions()[0])
    raise AssertionError("no draw step")


@plays("Howling Mine", "effect.draw_additional", "trigger.more_steps")
def test_504_1_howling_mine_each_player_draws_an_additional_card_if_untapped():
    """"At the beginning of each player's draw step, if this artifact is untapped, that
    player draws an additional card.": Bob draws 1 + 1 in his draw step (CR 504.1);
    once the Mine is tapped, the "if" is false and Alice draws only her one (CR 603.4)."""
    game = board(["Howling Mine"], [])
    state = game.state
    _to_draw_step(game, 1)
    assert len(state.players[1].hand) == 2 and not state.players[0].hand
    to_step(game, "upkeep")                                    # Alice's, after her untap
    assert state.active == 0
    state.objects[ids(game, "Howling Mine")[0]].tapped = True
    state.changed()
    _to_draw_step(game, 0)
    assert len(state.players[0].hand) == 1


@plays("Rites of Flourishing", "static.each_player_extra_land", "effect.draw_additional")
def test_305_2_rites_of_flourishing_each_player_may_play_two_lands():
    """"Each player may play an additional land on each of their turns.": Alice plays two
    lands but not a third (CR 305.2); Bob, who doesn't control the Rites, may too, after
    drawing an additional card in his draw step (CR 504.1)."""
    game = board(["Rites of Flourishing"], [], hands=(["Forest"] * 3, ["Mountain"] * 3))
    for _ in range(2):
        game.act(Action("play", 0, in_hand(game, "Forest")))
    with pytest.raises(IllegalAction):
        game.act(Action("play", 0, in_hand(game, "Forest")))
    to_step(game, "upkeep")                                    # Bob's turn
    to_step(game, "precombat main")
    assert game.state.active == 1 and len(game.state.players[1].hand) == 5   # 1 + 1 drawn
    for _ in range(2):
        game.act(Action("play", 1, in_hand(game, "Mountain", 1)))
    assert len(ids(game, "Mountain")) == 2
    with pytest.raises(IllegalAction):
        game.act(Action("play", 1, in_hand(game, "Mountain", 1)))
