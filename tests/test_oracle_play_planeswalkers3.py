"""Planeswalker lines played, session 6 (issue 17 item 3): loyalty abilities whose
sentences blocked planeswalkers in the deck corpus and the database (CR 606, 306)."""

from __future__ import annotations

import pytest
from boards import add_mana, board, ids
from test_oracle_play import (
    ALICE,
    BOB,
    activate,
    cast,
    choose,
    choose_targets,
    life,
    plays,
    resolve,
    to_step,
)
from test_oracle_play_planeswalkers import _walker
from test_oracle_play_planeswalkers2 import _bob_walker

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.layers import characteristics, controller
from tolaria.rules.zones import create_object


def _names(game, player: int) -> list[str]:
    state = game.state
    return [state.objects[i].name for i in state.battlefield
            if state.objects[i].controller == player]


@plays("Sorin, Lord of Innistrad", "phrase.other_last_noun", "graveyard.destroyed_this_way")
def test_608_2c_sorin_destroys_then_returns_each_card_put_into_a_graveyard_this_way():
    """"[−6]: Destroy up to three target creatures and/or other planeswalkers. Return each
    card put into a graveyard this way to the battlefield under your control.": Bob's
    creature and planeswalker die and return under Alice's control as new objects (CR
    400.7); Sorin can't target itself ("other", CR 115.1)."""
    game, sorin = _walker([], ["Grizzly Bears"], "Sorin, Lord of Innistrad", 7)
    jace = _bob_walker(game, "Jace Beleren", 2)
    bears = ids(game, "Grizzly Bears")[0]
    with pytest.raises(IllegalAction):
        activate(game, sorin, bears, sorin, None, index=2)
    activate(game, sorin, bears, jace, None, index=2)
    resolve(game)
    assert sorted(_names(game, 0)) == ["Grizzly Bears", "Jace Beleren",
                                       "Sorin, Lord of Innistrad"]
    assert _names(game, 1) == []
    state = game.state
    new_jace = ids(game, "Jace Beleren")[0]
    assert new_jace != jace and state.objects[new_jace].counters["loyalty"] == 3   # CR 306.5b
    assert not state.players[1].graveyard


@plays("Vraska, Golgari Queen", "effect.emblem", "effect.lose_game")
def test_104_3e_vraska_emblem_combat_damage_to_a_player_loses_the_game():
    """"[−9]: You get an emblem with "Whenever a creature you control deals combat damage
    to a player, that player loses the game."": the emblem's ability works from the
    command zone (CR 114.4), and Bob loses the game (CR 104.3e)."""
    game, vraska = _walker(["Grizzly Bears"], [], "Vraska, Golgari Queen", 9)
    activate(game, vraska, index=2)
    resolve(game)
    state = game.state
    assert len(state.command) == 1 and vraska not in state.battlefield     # CR 704.5i
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act("attack with Grizzly Bears")
    to_step(game, "combat damage")
    resolve(game)
    assert state.players[1].lost and not state.players[0].lost


@plays("Ajani Steadfast", "effect.emblem", "static.damage_mod")
def test_615_1_ajani_emblem_prevents_all_but_1_damage_to_you_and_your_planeswalkers():
    """"[−7]: You get an emblem with "If a source would deal damage to you or a planeswalker
    you control, prevent all but 1 of that damage."": a prevention effect working from the
    command zone (CR 114.4, 615.1); Bob's planeswalker isn't protected."""
    game, ajani = _walker(["Mountain"] * 3, [], "Ajani Steadfast", 7,
                          hands=(["Lightning Bolt"] * 3, []))
    gideon = create_object(game.state, card_def("Gideon Jura"), 0, "battlefield")
    gideon.counters["loyalty"] = 6
    jace = _bob_walker(game, "Jace Beleren", 4)
    activate(game, ajani, index=2)
    resolve(game)
    for target in (ALICE, gideon.id, jace):
        cast(game, "Lightning Bolt", target)
        resolve(game)
    state = game.state
    assert life(game, 0) == 19 and gideon.counters["loyalty"] == 5
    assert state.objects[jace].counters["loyalty"] == 1


@plays("Serra the Benevolent", "effect.emblem", "static.life_floor", "condition.control")
def test_615_1_serra_emblem_keeps_you_at_1_life_while_you_control_a_creature():
    """"[−6]: You get an emblem with "If you control a creature, damage that would reduce
    your life total to less than 1 reduces it to 1 instead."": from the command zone (CR
    114.4); once Alice controls no creature, the same damage makes her lose (CR 704.5a)."""
    game, serra = _walker(["Mountain"] * 3, [], "Serra the Benevolent", 6,
                          hands=(["Lightning Bolt"] * 3, []))
    state = game.state
    state.players[0].life = 3
    activate(game, serra, index=2)
    resolve(game)
    assert serra not in state.battlefield and len(state.command) == 1
    bears = create_object(state, card_def("Grizzly Bears"), 0, "battlefield")
    state.changed()
    cast(game, "Lightning Bolt", ALICE)
    resolve(game)
    assert life(game, 0) == 1 and not state.players[0].lost
    cast(game, "Lightning Bolt", bears.id)
    resolve(game)
    cast(game, "Lightning Bolt", ALICE)
    resolve(game)
    assert state.players[0].lost


def _attack_with(game, *attackers: int, player: int = 0) -> None:
    """Pass priority until `player` declares attackers, then attack the other player."""
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    defender = ("player", 1 - player)
    game.act(Action("attack", player, choice=tuple((a, defender) for a in attackers)))


@plays("Dovin, Grand Arbiter", "delayed.until_whenever")
def test_603_7b_dovin_until_end_of_turn_trigger_each_time_then_ends():
    """"[+1]: Until end of turn, whenever a creature you control deals combat damage to a
    player, put a loyalty counter on Dovin.": a delayed trigger with a stated duration
    triggers for each creature (CR 603.7b) and ends in the cleanup step (CR 514.2)."""
    game, dovin = _walker(["Grizzly Bears", "Hill Giant"], [], "Dovin, Grand Arbiter", 3)
    activate(game, dovin, index=0)
    resolve(game)
    state = game.state
    assert state.objects[dovin].counters["loyalty"] == 4
    _attack_with(game, *ids(game, "Grizzly Bears"), *ids(game, "Hill Giant"))
    to_step(game, "combat damage")
    resolve(game)
    assert state.objects[dovin].counters["loyalty"] == 6 and life(game, 1) == 15
    to_step(game, "upkeep")                                          # Bob's turn
    assert not state.delayed


@plays("Don't Move", "delayed.until_whenever", "effect.destroy_all")
def test_611_2a_dont_move_until_your_next_turn_destroys_each_creature_that_becomes_tapped():
    """"Destroy all tapped creatures. Until your next turn, whenever a creature becomes
    tapped, destroy it.": Bob's attacker is destroyed as it taps to attack on his turn;
    the ability ends as Alice's next turn begins (CR 611.2a, 603.7b)."""
    game = board(["Plains"] * 5, ["Grizzly Bears"], hands=(["Don't Move"], []))
    cast(game, "Don't Move")
    resolve(game)
    state = game.state
    assert len(state.delayed) == 1
    to_step(game, "upkeep")                                          # Bob's turn
    _attack_with(game, *ids(game, "Grizzly Bears"), player=1)
    resolve(game)
    assert not ids(game, "Grizzly Bears") and life(game, 0) == 20
    to_step(game, "upkeep")                                          # Alice's next turn
    assert state.active == 0 and not state.delayed


@plays("Basri, Devoted Paladin", "delayed.until_whenever")
def test_603_7b_basri_whenever_a_creature_attacks_this_turn_counter_on_each():
    """"[−1]: Whenever a creature attacks this turn, put a +1/+1 counter on it.": a delayed
    trigger lasting the turn (CR 603.7b) triggers for each attacking creature."""
    game, basri = _walker(["Grizzly Bears", "Hill Giant"], [], "Basri, Devoted Paladin", 4)
    activate(game, basri, index=1)
    resolve(game)
    bears, giant = ids(game, "Grizzly Bears")[0], ids(game, "Hill Giant")[0]
    _attack_with(game, bears, giant)
    resolve(game)
    state = game.state
    assert state.objects[bears].counters["+1/+1"] == 1
    assert state.objects[giant].counters["+1/+1"] == 1


@plays("Doublecast", "delayed.next_cast_copy")
def test_603_7b_when_you_next_cast_an_instant_copy_that_spell_only_once():
    """"When you next cast an instant or sorcery spell this turn, copy that spell. You may
    choose new targets for the copy.": the first Lightning Bolt is copied (CR 707.10,
    707.10c), the second isn't: the delayed trigger triggers once (CR 603.7b)."""
    game = board(["Mountain"] * 4, [], hands=(["Doublecast", "Lightning Bolt",
                                               "Lightning Bolt"], []))
    cast(game, "Doublecast")
    resolve(game)
    cast(game, "Lightning Bolt", BOB)
    while game.state.stack and game.decision.kind != "new_targets":
        game.act(Action("pass", game.decision.player))
    assert game.decision.kind == "new_targets" and (BOB,) in game.decision.options
    game.act(next(a for a in game.legal_actions() if a.targets == (BOB,)))      # 707.10c
    resolve(game)
    assert life(game, 1) == 14 and not game.state.delayed
    cast(game, "Lightning Bolt", BOB)
    resolve(game)
    assert life(game, 1) == 11


@plays("Ulamog, the Ceaseless Hunger", "library.exile_top")
def test_406_2_ulamog_attacks_defending_player_exiles_the_top_twenty_cards():
    """"Whenever Ulamog attacks, defending player exiles the top twenty cards of their
    library.": all at once, face up (CR 406.2, 506.2)."""
    game = board(["Ulamog, the Ceaseless Hunger"], [], library=25)
    _attack_with(game, *ids(game, "Ulamog, the Ceaseless Hunger"))
    resolve(game)
    state = game.state
    assert len(state.players[1].library) == 5 and len(state.players[0].library) == 25
    assert len(state.players[1].exile) == 20 and not state.players[0].exile


@plays("Thought Harvester", "library.exile_top")
def test_406_2_target_opponent_exiles_the_top_card_of_their_library():
    """"Whenever you cast a colorless spell, target opponent exiles the top card of their
    library." (CR 406.2); a coloured spell doesn't trigger it."""
    game = board(["Thought Harvester", "Mountain", "Mountain"], [],
                 hands=(["Ornithopter", "Lightning Bolt"], []))
    top = game.state.players[1].library[-1]
    cast(game, "Ornithopter")
    if game.decision.kind == "targets":
        game.act(next(a for a in game.legal_actions() if a.targets == (BOB,)))
    resolve(game)
    assert len(game.state.players[1].library) == 9
    assert [game.state.objects[o].card_uid for o in game.state.players[1].exile] == [
        game.state.objects[top].card_uid]
    cast(game, "Lightning Bolt", BOB)
    resolve(game)
    assert len(game.state.players[1].library) == 9


@plays("Contagion Engine", "library.proliferate", "library.proliferate_twice")
def test_701_27a_contagion_engine_proliferates_twice_each_time_with_new_choices():
    """"{4}, {T}: Proliferate twice.": two proliferations, each chosen anew (CR 701.27a):
    Alice's walker gets two loyalty counters, Bob only one poison counter."""
    game, jace = _walker(["Contagion Engine"] + ["Wastes"] * 4, [], "Jace Beleren", 3)
    game.state.players[1].poison = 2
    engine = ids(game, "Contagion Engine")[0]
    activate(game, engine)
    resolve(game)
    choose(game, ("object", jace))
    choose(game, ("player", 1))                 # nothing else to choose: the first is done
    assert ("player", 1) in game.decision.options                  # the second proliferate
    choose(game, ("object", jace))
    choose(game, "done")
    assert game.state.objects[jace].counters["loyalty"] == 5
    assert game.state.players[1].poison == 3


@plays("Oath of Gideon", "static.enters_with_additional")
def test_614_1c_oath_of_gideon_each_planeswalker_enters_with_an_additional_loyalty():
    """"Each planeswalker you control enters with an additional loyalty counter on it.":
    Alice's Jace Beleren enters with 3 + 1 (CR 614.1c, 306.5b)."""
    game = board(["Oath of Gideon"] + ["Island"] * 5, [],
                 hands=(["Jace Beleren"], []))
    cast(game, "Jace Beleren")
    resolve(game)
    jace = ids(game, "Jace Beleren")[0]
    assert game.state.objects[jace].counters["loyalty"] == 4


@plays("Rowan, Fearless Sparkmage", "effect.control_all", "effect.tap_all", "effect.those_group")
def test_608_2c_rowan_gains_control_of_all_creatures_untaps_them_and_they_gain_haste():
    """"[−9]: Gain control of all creatures until end of turn. Untap them. They gain haste
    until end of turn.": "them" and "they" are the creatures she took (CR 608.2c); Bob's
    tapped Bears attack him this turn (CR 613.1b, 302.6) and go back at end of turn."""
    game, rowan = _walker([], ["Grizzly Bears"], "Rowan, Fearless Sparkmage", 9)
    state = game.state
    bears = ids(game, "Grizzly Bears")[0]
    state.objects[bears].tapped = True
    state.objects[bears].since = None
    state.changed()
    activate(game, rowan, index=2)
    resolve(game)
    assert controller(state, state.objects[bears]) == 0 and not state.objects[bears].tapped
    assert "haste" in characteristics(state, state.objects[bears]).keywords
    _attack_with(game, bears)
    to_step(game, "end")
    assert life(game, 1) == 18
    to_step(game, "upkeep")                                          # Bob's turn
    assert controller(state, state.objects[bears]) == 1


@plays("Into the Night", "mass.discard_then_draw")
def test_701_8a_discard_any_number_then_draw_that_many_plus_one():
    """"Discard any number of cards, then draw that many cards plus one.": the cards are
    chosen as it resolves (CR 608.2d), discarded at once (CR 701.8a), then 2 + 1 drawn."""
    game = board(["Mountain"] * 4, [], hands=(["Into the Night", "Grizzly Bears",
                                               "Hill Giant", "Shock"], []))
    cast(game, "Into the Night")
    resolve(game)
    state = game.state
    hand = {state.objects[o].name: o for o in state.players[0].hand}
    choose(game, hand["Grizzly Bears"])
    choose(game, hand["Hill Giant"])
    choose(game, "done")
    names = sorted(state.objects[o].name for o in state.players[0].hand)
    assert names == ["Shock", "Wastes", "Wastes", "Wastes"]
    assert {"Grizzly Bears", "Hill Giant"} <= {state.objects[o].name
                                               for o in state.players[0].graveyard}


@plays("Chandra, Flamecaller", "mass.discard_then_draw")
def test_701_8a_chandra_discards_her_whole_hand_then_draws_that_many_plus_one():
    """"[0]: Discard all the cards in your hand, then draw that many cards plus one.": the
    whole hand at once, no choice (CR 701.8a), then 2 + 1 cards."""
    game, chandra = _walker([], [], "Chandra, Flamecaller", 4,
                            hands=(["Grizzly Bears", "Hill Giant"], []))
    activate(game, chandra, index=1)
    resolve(game)
    state = game.state
    assert sorted(state.objects[o].name for o in state.players[0].hand) == ["Wastes"] * 3
    assert len(state.players[0].graveyard) == 2


@plays("Dovin, Architect of Law", "library.skip_untap", "effect.tap_all")
def test_614_10_dovin_taps_all_and_that_player_skips_their_next_untap_step():
    """"[−9]: Tap all permanents target opponent controls. That player skips their next
    untap step.": Bob's permanents stay tapped through his next turn (CR 614.10, 502.3)
    and untap in the one after."""
    game, dovin = _walker([], ["Grizzly Bears", "Mountain"], "Dovin, Architect of Law", 9)
    activate(game, dovin, BOB, index=2)
    resolve(game)
    state = game.state
    bobs = [o for o in state.battlefield if state.objects[o].controller == 1]
    assert len(bobs) == 2 and all(state.objects[o].tapped for o in bobs)
    to_step(game, "upkeep")                                          # Bob's turn
    assert state.active == 1 and all(state.objects[o].tapped for o in bobs)
    for _ in range(2):                                         # Alice's, then Bob's turn
        to_step(game, "end")
        to_step(game, "upkeep")
    assert state.active == 1 and not any(state.objects[o].tapped for o in bobs)


@plays("Daretti, Scrap Savant", "effect.emblem", "library.dead_card", "effect.delayed")
def test_110_2a_daretti_emblem_returns_an_artifact_at_the_next_end_step_under_your_control():
    """"[−10]: You get an emblem with "Whenever an artifact is put into your graveyard from
    the battlefield, return that card to the battlefield at the beginning of the next end
    step."": the emblem's trigger works from the command zone (CR 114.4); the card returns
    under the control of the player told to return it (CR 110.2a), a new object (400.7)."""
    game, daretti = _walker(["Ornithopter"], [], "Daretti, Scrap Savant", 10,
                            hands=(["Shatter"], []))
    activate(game, daretti, index=2)
    resolve(game)
    state = game.state
    assert len(state.command) == 1
    thopter = ids(game, "Ornithopter")[0]
    add_mana(game, "{1}{R}")
    cast(game, "Shatter", thopter)
    resolve(game)
    assert "Ornithopter" in [state.objects[i].name for i in state.players[0].graveyard]
    assert not ids(game, "Ornithopter")
    to_step(game, "end")
    resolve(game)
    back = ids(game, "Ornithopter")
    assert len(back) == 1 and back[0] != thopter and controller(state, state.objects[back[0]]) == 0


@plays("Davriel, Rogue Shadowmage", "condition.hand", "phrase.they_event_player",
       "effect.damage_each")
def test_603_4_davriel_damages_an_opponent_with_one_or_fewer_cards_at_their_upkeep():
    """"At the beginning of each opponent's upkeep, if that player has one or fewer cards in
    hand, Davriel deals 2 damage to them.": the intervening "if" reads that player's hand
    (CR 603.4): Bob with one card is dealt 2 damage; with two cards, nothing triggers."""
    for hand, dealt in ((["Island"], 2), (["Island", "Island"], 0)):
        game, _ = _walker([], [], "Davriel, Rogue Shadowmage", 3, hands=([], hand))
        to_step(game, "upkeep")
        assert game.state.turn == 4
        resolve(game)
        assert life(game, 1) == 20 - dealt and life(game, 0) == 20


@plays("Lord Windgrace", "condition.card_moved_this_way", "effect.draw_one_more")
def test_608_2c_windgrace_draws_an_additional_card_if_a_land_card_is_discarded_this_way():
    """"[+2]: Discard a card, then draw a card. If a land card is discarded this way, draw
    an additional card.": the discarded card is looked at after the discard (CR 608.2c):
    a Forest gives two cards, a Grizzly Bears one."""
    for discarded, drawn in (("Forest", 2), ("Grizzly Bears", 1)):
        game, windgrace = _walker([], [], "Lord Windgrace", 5, hands=([discarded], []))
        state = game.state
        library = len(state.players[0].library)
        activate(game, windgrace, index=0)
        resolve(game)
        while game.decision.kind != "priority":
            game.act(game.legal_actions()[0])
            resolve(game)
        assert [state.objects[i].name for i in state.players[0].graveyard] == [discarded]
        assert library - len(state.players[0].library) == drawn


@plays("Ob Nixilis of the Black Oath", "effect.emblem", "effect.emblem_activated")
def test_114_4_ob_nixilis_emblem_is_activated_from_the_command_zone():
    """"[−8]: You get an emblem with "{1}{B}, Sacrifice a creature: You gain X life and draw
    X cards, where X is the sacrificed creature's power."": its owner activates it in the
    command zone (CR 114.4, 602.2); sacrificing a Hill Giant gains 3 life and draws 3."""
    game, ob = _walker(["Hill Giant"], [], "Ob Nixilis of the Black Oath", 8)
    activate(game, ob, index=2)
    resolve(game)
    state = game.state
    emblem = state.command[0]
    giant = ids(game, "Hill Giant")[0]
    add_mana(game, "{1}{B}")
    options = [a for a in game.legal_actions() if a.kind == "activate" and a.object == emblem]
    assert options and all(a.player == 0 for a in options)
    library = len(state.players[0].library)
    game.act(options[0])
    resolve(game)
    assert giant not in state.battlefield and life(game, 0) == 23
    assert library - len(state.players[0].library) == 3


@plays("Tamiyo, the Moon Sage", "effect.emblem", "graveyard.card_put_there_to_hand")
def test_603_2_tamiyo_emblem_returns_a_card_put_into_your_graveyard_to_your_hand():
    """"[−8]: You get an emblem with "You have no maximum hand size" and "Whenever a card is
    put into your graveyard from anywhere, you may return it to your hand."": the Shock
    Alice casts goes to her graveyard and she returns it (CR 114.4, 603.2, 608.2n)."""
    game, tamiyo = _walker(["Mountain"], [], "Tamiyo, the Moon Sage", 8,
                           hands=(["Shock"], []))
    activate(game, tamiyo, index=2)
    resolve(game)
    add_mana(game, "{R}")
    cast(game, "Shock", BOB)
    resolve(game)
    assert game.decision.kind != "priority" and game.decision.player == 0
    choose(game, "yes")
    resolve(game)
    state = game.state
    assert [state.objects[i].name for i in state.players[0].hand] == ["Shock"]
    assert life(game, 1) == 18


@plays("Tyvar Kell", "effect.emblem", "effect.cast_spell_gains")
def test_400_7a_tyvar_emblem_haste_on_the_elf_spell_follows_its_permanent():
    """"[−6]: You get an emblem with "Whenever you cast an Elf spell, it gains haste until
    end of turn and you draw two cards."": the haste given to the Elf spell applies to the
    permanent it becomes (CR 400.7a) until end of turn; Alice draws two (CR 114.4)."""
    game, tyvar = _walker(["Forest"], [], "Tyvar Kell", 6, hands=(["Llanowar Elves"], []))
    activate(game, tyvar, index=2)
    resolve(game)
    state = game.state
    library = len(state.players[0].library)
    add_mana(game, "{G}")
    cast(game, "Llanowar Elves")
    resolve(game)
    elves = ids(game, "Llanowar Elves")[0]
    assert "haste" in characteristics(state, state.objects[elves]).keywords
    assert library - len(state.players[0].library) == 2
    to_step(game, "upkeep")
    assert "haste" not in characteristics(state, state.objects[elves]).keywords


@plays("Angrath, the Flame-Chained", "delayed.sacrifice_target", "delayed.sacrifice_target")
def test_608_2c_angrath_sacrifices_the_stolen_creature_only_if_its_mana_value_is_3_or_less():
    """"[−3]: Gain control of target creature until end of turn. Untap it. It gains haste
    until end of turn. Sacrifice it at the beginning of the next end step if it has mana
    value 3 or less.": the Bears (mana value 2) are sacrificed at the end step; the Hill
    Giant (4) is not, and goes back to Bob as the turn ends (CR 603.7c, 608.2c, 514.2)."""
    for stolen, kept in (("Grizzly Bears", False), ("Hill Giant", True)):
        game, angrath = _walker([], [stolen], "Angrath, the Flame-Chained", 3)
        victim = ids(game, stolen)[0]
        activate(game, angrath, victim, index=1)
        resolve(game)
        assert controller(game.state, game.state.objects[victim]) == 0
        to_step(game, "end")
        resolve(game)
        assert (victim in game.state.battlefield) == kept
        assert (stolen in [game.state.objects[i].name
                           for i in game.state.players[1].graveyard]) != kept
        if kept:
            to_step(game, "upkeep")
            assert controller(game.state, game.state.objects[victim]) == 1


@plays("Dack Fayden", "effect.emblem", "trigger.cast_targeting", "effect.control_targeted")
def test_613_1b_dack_emblem_gains_control_of_the_permanents_a_spell_targets():
    """"[−6]: You get an emblem with "Whenever you cast a spell that targets one or more
    permanents, gain control of those permanents."": Alice's Shock at Bob's Hill Giant
    gives her the Giant, for good (CR 603.2, 613.1b); it resolves after, dealing 2."""
    game, dack = _walker(["Mountain"], ["Hill Giant"], "Dack Fayden", 6,
                         hands=(["Shock"], []))
    activate(game, dack, index=2)
    resolve(game)
    giant = ids(game, "Hill Giant")[0]
    add_mana(game, "{R}")
    cast(game, "Shock", giant)
    resolve(game)
    state = game.state
    assert controller(state, state.objects[giant]) == 0 and state.objects[giant].damage == 2
    to_step(game, "upkeep")
    assert state.turn == 4 and controller(state, state.objects[giant]) == 0


@plays("Vraska the Unseen", "trigger.damage_to_self")
def test_603_7b_vraska_destroys_each_creature_that_deals_her_combat_damage():
    """"[+1]: Until your next turn, whenever a creature deals combat damage to Vraska,
    destroy that creature.": Bob's Bears attacking Vraska deal her 2 and are destroyed
    (CR 510.2, 603.2, 603.7b); the ability lasts until Alice's next turn (611.2a)."""
    game, vraska = _walker([], ["Grizzly Bears", "Hill Giant"], "Vraska the Unseen", 5)
    activate(game, vraska, index=0)
    resolve(game)
    state = game.state
    bears = ids(game, "Grizzly Bears")[0]
    _to_step_of(game, 4, "declare attackers")
    game.act(Action("attack", 1, choice=((bears, ("object", vraska)),)))
    to_step(game, "postcombat main")
    assert bears not in state.battlefield and state.objects[vraska].counters["loyalty"] == 4
    assert "Grizzly Bears" in [state.objects[i].name for i in state.players[1].graveyard]
    giant = ids(game, "Hill Giant")[0]
    _to_step_of(game, 6, "declare attackers")
    game.act(Action("attack", 1, choice=((giant, ("object", vraska)),)))
    to_step(game, "postcombat main")
    assert giant in state.battlefield and state.objects[vraska].counters["loyalty"] == 1


def _to_step_of(game, turn: int, step: str) -> None:
    """Pass until the attackers decision (or `step`) of turn `turn`."""
    for _ in range(200):
        d = game.decision
        if game.state.turn == turn and (d.kind == "attackers" or game.state.step == step):
            return
        if d.kind == "attackers":
            game.act(Action("attack", d.player, choice=()))
        elif d.kind == "priority":
            game.act(Action("pass", d.player))
        else:
            game.act(game.legal_actions()[0])
    raise AssertionError("never reached")


@plays("Liliana of the Dark Realms", "effect.pump_either", "quantity.where_x")
def test_608_2d_liliana_chooses_minus_x_as_the_ability_resolves():
    """"[−3]: Target creature gets +X/+X or -X/-X until end of turn, where X is the number
    of Swamps you control.": Alice chooses as it resolves (CR 608.2d); with two Swamps,
    -2/-2 kills Bob's Bears (CR 704.5f)."""
    game, liliana = _walker(["Swamp", "Swamp"], ["Grizzly Bears"],
                            "Liliana of the Dark Realms", 3)
    bears = ids(game, "Grizzly Bears")[0]
    activate(game, liliana, bears, index=1)
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.options == ("+X/+X", "-X/-X")
    choose(game, "-X/-X")
    resolve(game)
    assert bears not in game.state.battlefield


@plays("Brightling", "effect.pump_either")
def test_608_2d_brightling_gets_plus_one_minus_one_or_the_reverse():
    """"{1}: This creature gets +1/-1 or -1/+1 until end of turn.": each activation, its
    controller chooses which (CR 608.2d)."""
    game = board(["Brightling"], [])
    brightling = ids(game, "Brightling")[0]
    for name, pt in (("+1/-1", (4, 2)), ("-1/+1", (3, 3))):
        add_mana(game, "{1}")
        index = next(k for k, a in enumerate(card_def("Brightling").activated)
                     if "or" in a.text)
        activate(game, brightling, index=index)
        resolve(game)
        choose(game, name)
        resolve(game)
        chars = characteristics(game.state, game.state.objects[brightling])
        assert (chars.power, chars.toughness) == pt


@plays("Ajani Goldmane // Ajani Goldmane", "tokens.it_has_cda")
def test_604_3_ajani_avatar_token_power_and_toughness_equal_your_life_total():
    """"[−6]: Create a white Avatar creature token. It has "This token's power and toughness
    are each equal to your life total."": a characteristic-defining ability (CR 604.3,
    111.4): 20/20 at 20 life, 17/17 after Alice loses 3."""
    game, ajani = _walker([], [], "Ajani Goldmane // Ajani Goldmane", 6)
    activate(game, ajani, index=2)
    resolve(game)
    avatar = ids(game, "Avatar")[0]
    state = game.state
    assert characteristics(state, state.objects[avatar]).power == 20
    state.players[0].life = 17
    state.changed()
    chars = characteristics(state, state.objects[avatar])
    assert (chars.power, chars.toughness) == (17, 17)


@plays("Chandra, Spark Hunter", "condition.may_either")
def test_608_2d_chandra_spark_hunter_sacrifices_an_artifact_or_discards_then_draws():
    """"[+2]: You may sacrifice an artifact or discard a card. If you do, draw a card.":
    Alice chooses which as it resolves (CR 608.2d): sacrificing the Ornithopter, she draws
    one (CR 608.2c); declining, she draws none."""
    for take, drawn in (("yes", 1), ("no", 0)):
        game, chandra = _walker(["Ornithopter"], [], "Chandra, Spark Hunter", 3,
                                hands=(["Island"], []))
        state = game.state
        library = len(state.players[0].library)
        activate(game, chandra, index=0)
        resolve(game)
        choose(game, take)
        if take == "yes":
            assert set(game.decision.options) == {"sacrifice an artifact", "discard a card"}
            choose(game, "sacrifice an artifact")
            while game.decision.kind != "priority":
                game.act(game.legal_actions()[0])
            resolve(game)
        assert (not ids(game, "Ornithopter")) == (take == "yes")
        assert library - len(state.players[0].library) == drawn
        assert len(state.players[0].hand) == 1 + drawn


def _on_top(game, *names: str) -> list[int]:
    """Put cards named `names` on top of Alice's library, the last one on top."""
    return [create_object(game.state, card_def(name), 0, "library").id for name in names]


@plays("Karn, Living Legacy", "effect.pay_any_mana", "effect.look_from_top")
def test_107_1c_karn_pays_any_amount_of_mana_then_looks_at_that_many():
    """"[−1]: Pay any amount of mana. Look at that many cards from the top of your library,
    then put one of those cards into your hand and the rest on the bottom of your library
    in a random order.": Alice may choose none up to all the mana she can pay (CR 107.1c,
    118.3), her lands tapped to pay it as it resolves (CR 608.2g); she pays 2, looks at the
    top two cards, takes one, and the other goes to the bottom (CR 401.4)."""
    game, karn = _walker(["Mountain"] * 3, [], "Karn, Living Legacy", 4)
    third, second, top = _on_top(game, "Giant Growth", "Shock", "Lightning Bolt")
    activate(game, karn, index=1)
    resolve(game)
    assert game.decision.kind == "choose"
    assert game.decision.options == ("0 mana", "1 mana", "2 mana", "3 mana")
    choose(game, "2 mana")
    state = game.state
    assert sum(state.objects[i].tapped for i in ids(game, "Mountain")) == 2
    assert set(game.decision.options) == {top, second}          # the top two cards only
    choose(game, second)
    resolve(game)
    library = state.players[0].library
    assert [state.objects[i].name for i in state.players[0].hand] == ["Shock"]
    assert library[-1] == third and library[0] == top              # top went to the bottom
    assert state.objects[karn].counters["loyalty"] == 3


@plays("Karn, Living Legacy", "effect.pay_any_mana", "effect.look_from_top")
def test_107_1c_karn_paying_no_mana_looks_at_no_cards():
    """Choosing zero (CR 107.1c): nothing is paid, no card is looked at or taken."""
    game, karn = _walker(["Mountain"], [], "Karn, Living Legacy", 4)
    top = _on_top(game, "Lightning Bolt")[0]
    activate(game, karn, index=1)
    resolve(game)
    choose(game, "0 mana")
    resolve(game)
    state = game.state
    assert not state.players[0].hand and state.players[0].library[-1] == top
    assert not state.objects[ids(game, "Mountain")[0]].tapped


@plays("The Royal Scions", "condition.when_you_do")
def test_603_12_royal_scions_draw_four_then_damage_equal_to_hand_size():
    """"[−8]: Draw four cards. When you do, The Royal Scions deals damage to any target
    equal to the number of cards in your hand.": the reflexive ability triggers after the
    draws, its target chosen as it is put on the stack (CR 603.12, 603.3d); the Scions are
    already gone with no loyalty (CR 704.5i) and the damage counts Alice's hand as it
    resolves, with the four cards drawn (CR 608.2h)."""
    game, scions = _walker([], [], "The Royal Scions", 8, hands=(["Lightning Bolt"], []))
    activate(game, scions, index=2)
    resolve(game)
    state = game.state
    assert len(state.players[0].hand) == 5 and scions not in state.battlefield
    choose_targets(game, BOB)
    resolve(game)
    assert life(game, 1) == 15


def _narset_discards(card: str) -> tuple:
    """Narset's −2 with `card` in Alice's hand, Bob's Jace Beleren at 5 loyalty: Alice
    draws (a Wastes), says yes, and discards `card`."""
    game, narset = _walker([], [], "Narset of the Ancient Way", 4, hands=([card], []))
    jace = _bob_walker(game, "Jace Beleren", 5)
    discarded = game.state.players[0].hand[0]
    activate(game, narset, index=1)
    resolve(game)
    assert len(game.state.players[0].hand) == 2                     # drew first
    choose(game, "yes")
    choose(game, discarded)
    return game, jace


@plays("Narset of the Ancient Way", "condition.when_discarded_this_way")
def test_603_12_narset_discarded_nonland_card_deals_its_mana_value():
    """"[−2]: Draw a card, then you may discard a card. When you discard a nonland card
    this way, Narset deals damage equal to that card's mana value to target creature or
    planeswalker.": the reflexive ability triggers for the discarded Hill Giant, its
    target chosen then (CR 603.12, 603.3d), and deals 4 (its mana value, CR 202.3)."""
    game, jace = _narset_discards("Hill Giant")
    assert "Hill Giant" in [game.state.objects[i].name for i in game.state.players[0].graveyard]
    choose_targets(game, jace)
    resolve(game)
    assert game.state.objects[jace].counters["loyalty"] == 1


@plays("Narset of the Ancient Way", "condition.when_discarded_this_way")
def test_603_12_narset_discarding_a_land_or_nothing_triggers_nothing():
    """A land card discarded, or no discard at all (CR 608.2d): no reflexive ability."""
    game, jace = _narset_discards("Mountain")
    assert not game.state.stack and not game.state.pending
    assert game.state.objects[jace].counters["loyalty"] == 5
    game, narset = _walker([], [], "Narset of the Ancient Way", 4, hands=(["Hill Giant"], []))
    activate(game, narset, index=1)
    resolve(game)
    choose(game, "no")
    assert len(game.state.players[0].hand) == 2 and not game.state.stack


@plays("Saheeli, Sublime Artificer", "copy.becomes_copy", "copy.except_types")
def test_707_2_saheeli_artifact_becomes_a_copy_of_another_target_until_end_of_turn():
    """"[−2]: Target artifact you control becomes a copy of another target artifact or
    creature you control until end of turn, except it's an artifact in addition to its
    other types.": "another" is other than the first target (CR 115.3), Saheeli being
    neither; Sol Ring becomes an artifact Grizzly Bears (CR 707.2, 707.9b) until the
    cleanup step ends the effect (CR 514.2)."""
    game, saheeli = _walker(["Sol Ring", "Grizzly Bears"], [], "Saheeli, Sublime Artificer", 5)
    ring, bears = ids(game, "Sol Ring")[0], ids(game, "Grizzly Bears")[0]
    with pytest.raises(IllegalAction):
        activate(game, saheeli, ring, ring, index=0)
    activate(game, saheeli, ring, bears, index=0)
    resolve(game)
    state = game.state
    chars = characteristics(state, state.objects[ring])
    assert chars.name == "Grizzly Bears" and chars.types >= {"Artifact", "Creature"}
    assert (chars.power, chars.toughness) == (2, 2)
    to_step(game, "upkeep")
    chars = characteristics(state, state.objects[ring])
    assert chars.name == "Sol Ring" and "Creature" not in chars.types


@plays("Daretti, Ingenious Iconoclast", "target.card_or_permanent", "tokens.copies")
def test_115_1_daretti_copies_an_artifact_card_in_a_graveyard_or_an_artifact():
    """"[−6]: Choose target artifact card in a graveyard or artifact on the battlefield.
    Create three tokens that are copies of it.": one target, either a card in a graveyard
    or a permanent (CR 115.1), never a creature card or a nonartifact permanent; the
    tokens copy its copiable values (CR 707.2, 111.10)."""
    for where in ("graveyard", "battlefield"):
        game, daretti = _walker([], ["Grizzly Bears"] + (
            ["Ornithopter"] if where == "battlefield" else []),
            "Daretti, Ingenious Iconoclast", 6)
        state = game.state
        bears_card = create_object(state, card_def("Grizzly Bears"), 1, "graveyard").id
        ring = create_object(state, card_def("Sol Ring"), 1, "graveyard").id
        for wrong in (bears_card, ids(game, "Grizzly Bears")[0]):
            with pytest.raises(IllegalAction):
                activate(game, daretti, wrong, index=2)
        model = ring if where == "graveyard" else ids(game, "Ornithopter")[0]
        name = state.objects[model].name
        activate(game, daretti, model, index=2)
        resolve(game)
        tokens = [i for i in state.battlefield if state.objects[i].card.token]
        assert len(tokens) == 3 and all(
            state.objects[i].name == name and state.objects[i].controller == 0 for i in tokens)
        assert ring in state.players[1].graveyard


@plays("Basri Ket", "trigger.some_attack", "quantity.attackers")
def test_508_1_basri_ket_soldiers_for_each_nontoken_attacker():
    """"[−2]: Whenever one or more nontoken creatures attack this turn, create that many
    1/1 white Soldier creature tokens that are tapped and attacking.": a delayed ability
    for this turn (CR 603.7b); it counts the two nontoken attackers, not the token (CR
    508.1, 111.1), and the Soldiers enter attacking (CR 508.4), dealing combat damage."""
    from dataclasses import replace as changed
    game, basri = _walker(["Grizzly Bears"] * 2, [], "Basri Ket", 3)
    token = create_object(game.state, changed(card_def("Grizzly Bears"), token=True), 0,
                          "battlefield")
    token.since = 0
    activate(game, basri, index=1)
    resolve(game)
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    attackers = ids(game, "Grizzly Bears")
    assert len(attackers) == 3
    game.act(Action("attack", 0, choice=tuple((a, BOB) for a in attackers)))
    resolve(game)
    state = game.state
    soldiers = ids(game, "Soldier")
    assert len(soldiers) == 2 and all(
        state.objects[s].tapped and state.objects[s].attacking for s in soldiers)
    to_step(game, "combat damage")
    resolve(game)
    assert life(game, 1) == 20 - 3 * 2 - 2
