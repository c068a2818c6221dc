"""The planeswalker Commander precon's cards played, issue 17: The Chain Veil, Deepglow
Skate, Jace, Architect of Thought, Tamiyo, Field Researcher, Ugin, the Spirit Dragon
(CR 606, 701.9e, 700.3)."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import (
    ALICE,
    _on_top,
    activate,
    cast,
    chars,
    choose,
    choose_targets,
    grave,
    hand,
    life,
    move_on,
    plays,
    resolve,
    to_step,
)
from test_oracle_play_planeswalkers import _walker

from tolaria import Action, IllegalAction
from tolaria.cards.oracle.targeting import ANY_NUMBER
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _put(game, name: str, owner: int = 0, zone: str = "battlefield"):
    new = create_object(game.state, card_def(name), owner, zone)
    new.since = None
    game.state.changed()
    return new


@plays("Deepglow Skate", "effect.double_counters", "target.any_number", "target.spread")
def test_701_9e_deepglow_skate_doubles_each_kind_of_counter_on_each_target():
    """"When this creature enters, double the number of each kind of counter on any number
    of target permanents.": the walker's loyalty and the creature's +1/+1 and charge
    counters each double (CR 701.9e); the untargeted creature keeps its counter."""
    game, jace = _walker(["Island"] * 5, [], "Jace Beleren", 3,
                         hands=(["Deepglow Skate"], []))
    bear = _put(game, "Grizzly Bears")
    bear.counters.update({"+1/+1": 2, "charge": 1})
    giant = _put(game, "Hill Giant", owner=1)
    giant.counters["+1/+1"] = 1
    cast(game, "Deepglow Skate")
    resolve(game)
    choose_targets(game, jace, bear.id, *[None] * (ANY_NUMBER - 2))
    resolve(game)
    assert game.state.objects[jace].counters["loyalty"] == 6
    assert bear.counters == {"+1/+1": 4, "charge": 2}
    assert giant.counters == {"+1/+1": 1}


def _named(game, options, name: str) -> int:
    return next(o for o in options if o != "nothing" and game.state.objects[o].name == name)


@plays("Ugin, the Spirit Dragon", "ability.loyalty_x", "library.all_leave",
       "phrase.one_or_more_colors")
def test_107_3_ugin_exiles_each_colored_permanent_with_mana_value_x_or_less():
    """"[−X]: Exile each permanent with mana value X or less that's one or more colors.":
    with X = 3, the Bears and Bob's Elves go; the Angel and the Dragon (mana value 5, 6)
    stay; the colorless Ornithopter and lands stay (CR 105.2c), as does Ugin (CR 107.3,
    406.2)."""
    game, ugin = _walker(["Grizzly Bears", "Ornithopter", "Forest", "Serra Angel"],
                         ["Llanowar Elves", "Shivan Dragon"], "Ugin, the Spirit Dragon", 7)
    game.act(Action("activate", 0, ugin, ability=1, x=3))
    assert game.state.objects[ugin].counters["loyalty"] == 4
    resolve(game)
    assert not ids(game, "Grizzly Bears") and not ids(game, "Llanowar Elves")
    assert ids(game, "Ornithopter") and ids(game, "Forest") and ids(game, "Serra Angel")
    assert ids(game, "Shivan Dragon") and ugin in game.state.battlefield
    assert sorted(game.state.objects[i].name for i in game.state.players[1].exile) == [
        "Llanowar Elves"]


@plays("Ugin, the Spirit Dragon", "library.from_hand_any")
def test_110_2_ugin_gains_7_draws_7_then_puts_up_to_seven_permanent_cards_onto_the_battlefield():
    """"[−10]: You gain 7 life, draw seven cards, then put up to seven permanent cards from
    your hand onto the battlefield.": the choice is from the hand after the draw; only
    permanent cards are offered (not Shock); they enter at once, not played (CR 110.2,
    305.4)."""
    game, ugin = _walker([], [], "Ugin, the Spirit Dragon", 10,
                         hands=(["Grizzly Bears", "Shock", "Forest"], []))
    game.act(Action("activate", 0, ugin, ability=2))
    resolve(game)
    state = game.state
    assert life(game, 0) == 27 and len(state.players[0].hand) == 10
    names = {state.objects[o].name for o in game.decision.options if o != "nothing"}
    assert names == {"Grizzly Bears", "Forest", "Wastes"}
    assert "Shock" not in names
    choose(game, _named(game, game.decision.options, "Grizzly Bears"))
    choose(game, _named(game, game.decision.options, "Forest"))
    choose(game, "nothing")
    resolve(game)
    assert ids(game, "Grizzly Bears") and ids(game, "Forest")
    assert "Shock" in hand(game) and state.players[0].lands_played == 0
    assert ugin not in state.battlefield                       # 0 loyalty (CR 704.5i)


@plays("Ugin, the Spirit Dragon", "library.from_hand_any")
def test_110_2_up_to_seven_stops_at_seven():
    """"up to seven": after the seventh card, nothing more is asked (CR 110.2)."""
    game, ugin = _walker([], [], "Ugin, the Spirit Dragon", 11)
    game.act(Action("activate", 0, ugin, ability=2))
    resolve(game)
    for _ in range(7):
        assert game.decision.kind == "choose"
        choose(game, next(o for o in game.decision.options if o != "nothing"))
    resolve(game)
    assert len(ids(game, "Wastes")) == 7 and len(game.state.players[0].hand) == 0


# -- piles (CR 700.3) ------------------------------------------------------------------------


@plays("Fact or Fiction", "effect.reveal_piles")
def test_700_3_fact_or_fiction_bob_separates_alice_takes_a_pile():
    """"Reveal the top five cards of your library. An opponent separates those cards into
    two piles. Put one pile into your hand and the other into your graveyard.": Bob makes
    the piles (the cards stay in the library meanwhile, CR 700.3c), Alice picks the one for
    her hand; the other goes to her graveyard (CR 700.3, 701.16a)."""
    game = board(["Island"] * 4, [], hands=(["Fact or Fiction"], []))
    shock, opt, bears, giant, angel = _on_top(game, 0, "Shock", "Opt", "Grizzly Bears",
                                              "Hill Giant", "Serra Angel")
    cast(game, "Fact or Fiction")
    resolve(game)
    state = game.state
    assert game.decision.kind == "choose" and game.decision.player == 1
    assert set(game.decision.options) == {shock, opt, bears, giant, angel, "done"}
    choose(game, angel)
    assert angel in state.players[0].library             # still there (CR 700.3c)
    choose(game, "done")
    assert game.decision.player == 0 and set(game.decision.options) == {
        "first pile", "second pile"}
    choose(game, "second pile")
    resolve(game)
    assert sorted(hand(game)) == ["Grizzly Bears", "Hill Giant", "Opt", "Shock"]
    assert sorted(grave(game)) == ["Fact or Fiction", "Serra Angel"]


@plays("Steam Augury", "effect.reveal_piles")
def test_700_3d_steam_augury_alice_separates_bob_chooses_an_empty_pile_may_be_chosen():
    """"Reveal the top five cards of your library and separate them into two piles. An
    opponent chooses one of those piles. Put that pile into your hand and the other into
    your graveyard.": Alice puts all five into one pile, the other is empty (CR 700.3d);
    Bob chooses the empty one for her hand."""
    game = board(["Island", "Island", "Mountain", "Mountain"], [],
                 hands=(["Steam Augury"], []))
    cards = _on_top(game, 0, "Shock", "Opt", "Grizzly Bears", "Hill Giant", "Serra Angel")
    cast(game, "Steam Augury")
    resolve(game)
    assert game.decision.player == 0
    for card in cards:
        choose(game, card)
    assert game.decision.player == 1
    choose(game, "second pile")
    resolve(game)
    assert hand(game) == []
    assert len(grave(game)) == 6


@plays("Jace, Architect of Thought", "effect.reveal_piles")
def test_401_4_jace_architect_the_other_pile_goes_to_the_bottom_in_any_order():
    """"[−2]: Reveal the top three cards of your library. An opponent separates those cards
    into two piles. Put one pile into your hand and the other on the bottom of your library
    in any order.": Bob separates, Alice takes a pile and orders the other on the bottom of
    her library (CR 700.3, 401.4)."""
    game, jace = _walker([], [], "Jace, Architect of Thought", 4)
    shock, opt, bears = _on_top(game, 0, "Shock", "Opt", "Grizzly Bears")
    activate(game, jace, index=1)
    resolve(game)
    assert game.decision.player == 1
    choose(game, bears)
    choose(game, "done")
    choose(game, "first pile")                          # Shock and Opt go to the bottom
    assert game.decision.player == 0 and set(game.decision.options) == {shock, opt}
    choose(game, opt)                                   # Opt the very bottom
    resolve(game)
    library = game.state.players[0].library
    assert hand(game) == ["Grizzly Bears"] and library[:2] == [opt, shock]
    assert game.state.objects[jace].counters["loyalty"] == 2


@plays("Jace, Architect of Thought", "library.search_each_library_cast")
def test_608_2g_jace_architect_searches_each_library_exiles_and_casts_them_free():
    """"[−8]: For each player, search that player's library for a nonland card and exile
    it, then that player shuffles. You may cast those cards without paying their mana
    costs.": Alice searches her library, then Bob's (lands aren't offered), both cards are
    exiled and both libraries shuffled (CR 701.19a, 701.20a); she casts Bob's Lightning
    Bolt free as the ability resolves (CR 608.2g, 118.9) and declines her Divination."""
    game, jace = _walker([], [], "Jace, Architect of Thought", 8)
    (divination,) = _on_top(game, 0, "Divination")
    (bolt,) = _on_top(game, 1, "Lightning Bolt")
    activate(game, jace, index=2)
    resolve(game)
    state = game.state
    d = game.decision
    assert d.player == 0 and set(d.options) == {divination, "nothing"}      # her library
    choose(game, divination)
    d = game.decision
    assert d.player == 0 and set(d.options) == {bolt, "nothing"}            # Bob's library
    choose(game, bolt)
    assert {state.objects[o].name for o in state.players[0].exile} == {"Divination"}
    assert {state.objects[o].name for o in state.players[1].exile} == {"Lightning Bolt"}
    d = game.decision
    assert d.kind == "choose" and d.player == 0 and "nothing" in d.options
    bolt_now = next(o for o in d.options if o != "nothing"
                    and state.objects[o].name == "Lightning Bolt")
    choose(game, bolt_now)
    assert game.decision.kind == "cast"
    game.act(next(a for a in game.legal_actions() if a.kind == "cast"
                  and a.targets == (("player", 1),)))
    d = game.decision                                   # the last one: offered directly
    assert d.kind == "cast" and state.objects[d.subject].name == "Divination"
    game.act(Action("choose", 0, choice=("no",)))
    resolve(game)
    assert life(game, 1) == 17
    assert {state.objects[o].name for o in state.players[0].exile} == {"Divination"}
    assert jace not in state.battlefield                     # 0 loyalty (CR 704.5i)


# -- Tamiyo, Field Researcher ------------------------------------------------------------------


def _attack(game, player: int, *attackers: int) -> None:
    """On to `player`'s declare attackers decision, attack the other player with
    `attackers`, and on to the end of combat."""
    for _ in range(80):
        d = game.decision
        if d.kind == "attackers" and d.player == player:
            break
        move_on(game)
    game.act(Action("attack", player, choice=tuple((a, ("player", 1 - player))
                                                   for a in attackers)))
    to_step(game, "end of combat")


@plays("Tamiyo, Field Researcher", "delayed.until_whenever_those", "target.up_to",
       "target.choose")
def test_603_7c_tamiyo_draws_whenever_either_chosen_creature_deals_combat_damage():
    """"[+1]: Choose up to two target creatures. Until your next turn, whenever either of
    those creatures deals combat damage, you draw a card.": Alice's Bears and Bob's Giant
    are chosen; her Elves aren't. The Bears and the Elves attack: one card. On Bob's turn
    his Giant attacks her: she draws again (the trigger is hers, CR 603.7d). On her next
    turn it has ended (CR 611.2b): her Bears attack, nothing more."""
    game, tamiyo = _walker(["Grizzly Bears", "Llanowar Elves"], ["Hill Giant"],
                           "Tamiyo, Field Researcher", 4)
    bears, elves, giant = ids(game, "Grizzly Bears")[0], ids(game, "Llanowar Elves")[0], \
        ids(game, "Hill Giant")[0]
    hand_size = lambda: len(game.state.players[0].hand)           # noqa: E731
    activate(game, tamiyo, bears, giant, index=0)
    resolve(game)
    before = hand_size()
    _attack(game, 0, bears, elves)
    assert life(game, 1) == 17 and hand_size() == before + 1
    _attack(game, 1, giant)
    assert life(game, 0) == 17 and hand_size() == before + 2
    to_step(game, "precombat main")                              # Alice's turn: she draws
    assert game.state.active == 0 and hand_size() == before + 3
    _attack(game, 0, bears)
    assert life(game, 1) == 15 and hand_size() == before + 3


@plays("Tamiyo, Field Researcher", "effect.emblem", "static.free_cast")
def test_118_9_tamiyo_emblem_casts_spells_from_hand_free_for_alice_only():
    """"[−7]: Draw three cards. You get an emblem with "You may cast spells from your hand
    without paying their mana costs."": Alice casts Craw Wurm with no mana (an alternative
    cost, CR 118.9; from the command zone, CR 114.4); Bob's spells still cost mana."""
    game, tamiyo = _walker([], [], "Tamiyo, Field Researcher", 7,
                           hands=(["Craw Wurm"], ["Giant Growth"]))
    game.act(Action("activate", 0, tamiyo, ability=2))
    resolve(game)
    state = game.state
    assert len(state.command) == 1 and len(state.players[0].hand) == 4
    game.act("cast Craw Wurm without paying its mana cost")
    resolve(game)
    assert ids(game, "Craw Wurm")
    game.act(Action("pass", 0))                        # Bob gets priority: no free spell
    with pytest.raises(IllegalAction):
        game.act("cast Giant Growth without paying its mana cost targeting Craw Wurm")


# -- The Chain Veil (CR 606.3) -----------------------------------------------------------------


@plays("The Chain Veil", "condition.this_turn")
def test_603_4_chain_veil_loses_2_life_unless_a_loyalty_ability_was_activated():
    """"At the beginning of your end step, if you didn't activate a loyalty ability of a
    planeswalker this turn, you lose 2 life.": on a turn without one, Alice loses 2 (CR
    603.4); on her next turn she activates Jace's, and loses nothing."""
    game, jace = _walker(["The Chain Veil"], [], "Jace Beleren", 3)
    to_step(game, "end")
    resolve(game)
    assert life(game, 0) == 18
    to_step(game, "upkeep")                                   # Bob's turn
    to_step(game, "end")                                      # his end step: not hers
    resolve(game)
    assert life(game, 0) == 18
    to_step(game, "precombat main")
    assert game.state.active == 0
    activate(game, jace, index=0)
    resolve(game)
    to_step(game, "end")
    resolve(game)
    assert life(game, 0) == 18


@plays("The Chain Veil", "effect.loyalty_again")
def test_606_3_chain_veil_lets_each_planeswalker_activate_one_more_loyalty_ability():
    """"{4}, {T}: For each planeswalker you control, you may activate one of its loyalty
    abilities once this turn as though none of its loyalty abilities have been activated
    this turn.": Jace's +2 twice, the second after the Veil resolves; a third time is
    refused (CR 606.3). Chandra, put onto the battlefield after it resolved, gets one
    activation only."""
    game, jace = _walker(["The Chain Veil"] + ["Island"] * 4, [], "Jace Beleren", 3)
    veil = ids(game, "The Chain Veil")[0]
    activate(game, jace, index=0)
    resolve(game)
    with pytest.raises(IllegalAction):
        activate(game, jace, index=0)
    activate(game, veil, index=0)
    resolve(game)
    late = _put(game, "Ajani Goldmane")
    late.counters["loyalty"] = 4
    activate(game, jace, index=0)                            # once more (CR 606.3)
    resolve(game)
    assert game.state.objects[jace].counters["loyalty"] == 7
    with pytest.raises(IllegalAction):
        activate(game, jace, index=0)
    activate(game, late.id, index=0)
    resolve(game)
    with pytest.raises(IllegalAction):
        activate(game, late.id, index=0)


@plays("The Chain Veil", "effect.loyalty_again")
def test_606_3_chain_veil_first_lets_a_planeswalker_activate_twice():
    """The Veil's ability resolving before any loyalty ability this turn: Jace may still
    activate two of them, and no more (CR 606.3)."""
    game, jace = _walker(["The Chain Veil"] + ["Island"] * 4, [], "Jace Beleren", 3)
    activate(game, ids(game, "The Chain Veil")[0], index=0)
    resolve(game)
    activate(game, jace, index=0)
    resolve(game)
    activate(game, jace, index=0)
    resolve(game)
    assert game.state.objects[jace].counters["loyalty"] == 7
    with pytest.raises(IllegalAction):
        activate(game, jace, index=0)


@plays("Gaze of Granite", "effect.destroy_all")
def test_107_3_gaze_of_granite_destroys_each_nonland_permanent_with_mana_value_x_or_less():
    """"Destroy each nonland permanent with mana value X or less.": with X = 2, the Bears
    and the Elves go, the Giant (4) and the lands stay (CR 107.3, 608.2h)."""
    game = board(["Forest", "Swamp", "Swamp", "Forest", "Forest", "Grizzly Bears"],
                 ["Llanowar Elves", "Hill Giant"], hands=(["Gaze of Granite"], []))
    cast(game, "Gaze of Granite", x=2)
    resolve(game)
    assert not ids(game, "Grizzly Bears") and not ids(game, "Llanowar Elves")
    assert ids(game, "Hill Giant") and len(ids(game, "Forest")) == 3


@plays("Jace, Architect of Thought", "delayed.until_whenever")
def test_611_2b_jace_architect_attackers_get_minus_1_until_his_next_turn():
    """"[+1]: Until your next turn, whenever a creature an opponent controls attacks, it
    gets -1/-0 until end of turn.": Bob's Giant attacks Alice for 2, not 3 (CR 603.7b);
    on Alice's next turn the trigger is gone (CR 611.2b)."""
    game, jace = _walker([], ["Hill Giant"], "Jace, Architect of Thought", 4)
    giant = ids(game, "Hill Giant")[0]
    activate(game, jace, index=0)
    resolve(game)
    _attack(game, 1, giant)
    assert life(game, 0) == 18
    to_step(game, "precombat main")
    assert game.state.active == 0 and game.state.delayed == []


# -- a few more sentence shapes ------------------------------------------------------------------


@plays("Visions of Beyond", "condition.graveyard")
def test_404_visions_of_beyond_draws_three_if_any_graveyard_has_twenty_cards():
    """"Draw a card. If a graveyard has twenty or more cards in it, draw three cards
    instead.": Bob's graveyard of twenty counts (any player's, CR 404); with nineteen,
    Alice draws one."""
    for in_grave, drawn in ((20, 3), (19, 1)):
        game = board(["Island"], [], hands=(["Visions of Beyond"], []))
        for _ in range(in_grave):
            _put(game, "Wastes", owner=1, zone="graveyard")
        cast(game, "Visions of Beyond")
        resolve(game)
        assert len(game.state.players[0].hand) == drawn


@plays("Debt to the Deathless", "phrase.times_x")
def test_107_3_debt_to_the_deathless_each_opponent_loses_two_times_x():
    """"Each opponent loses two times X life. You gain life equal to the life lost this
    way.": X = 3, Bob loses 6, Alice gains 6 (CR 107.3)."""
    game = board(["Plains", "Plains", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"], [],
                 hands=(["Debt to the Deathless"], []))
    cast(game, "Debt to the Deathless", x=3)
    resolve(game)
    assert life(game, 1) == 14 and life(game, 0) == 26


@plays("Liliana of the Dark Realms", "effect.pump_either", "quantity.where_x")
def test_608_2d_liliana_dark_realms_gives_plus_x_or_minus_x_her_choice():
    """"[−3]: Target creature gets +X/+X or -X/-X until end of turn, where X is the number
    of Swamps you control.": Alice chooses -X/-X as it resolves (CR 608.2d); with three
    Swamps Bob's Giant becomes 0/0 and dies (CR 704.5f); her own Bears could get +3/+3."""
    game, liliana = _walker(["Swamp"] * 3, ["Hill Giant"], "Liliana of the Dark Realms", 5)
    giant = ids(game, "Hill Giant")[0]
    activate(game, liliana, giant, index=1)
    resolve(game)
    d = game.decision
    assert d.kind == "choose" and d.player == 0 and d.options == ("+X/+X", "-X/-X")
    choose(game, "-X/-X")
    resolve(game)
    assert not ids(game, "Hill Giant")


@plays("Brightling", "effect.pump_either")
def test_613_4c_brightling_gets_plus_1_minus_1_or_minus_1_plus_1():
    """"{1}: This creature gets +1/-1 or -1/+1 until end of turn.": its controller picks
    -1/+1 as it resolves (CR 608.2d, 613.4c)."""
    game = board(["Brightling", "Plains"], [])
    brightling = ids(game, "Brightling")[0]
    activate(game, brightling, index=3)
    resolve(game)
    choose(game, "-1/+1")
    resolve(game)
    c = chars(game, brightling)
    assert (c.power, c.toughness) == (2, 4)


@plays("Vraska the Unseen", "trigger.damage_to_self", "delayed.until_whenever")
def test_603_2_vraska_the_unseen_destroys_each_creature_that_deals_her_combat_damage():
    """"[+1]: Until your next turn, whenever a creature deals combat damage to Vraska,
    destroy that creature.": Bob's Giant and Bears attack Vraska; each one dealing her
    combat damage is destroyed (CR 510.2, 603.2); the Elves attacking Alice are not."""
    game, vraska = _walker([], ["Hill Giant", "Grizzly Bears", "Llanowar Elves"],
                           "Vraska the Unseen", 5)
    giant, bears, elves = (ids(game, n)[0] for n in ("Hill Giant", "Grizzly Bears",
                                                      "Llanowar Elves"))
    activate(game, vraska, index=0)
    resolve(game)
    assert game.state.objects[vraska].counters["loyalty"] == 6
    for _ in range(80):
        d = game.decision
        if d.kind == "attackers" and d.player == 1:
            break
        game.act(Action("pass", d.player) if d.kind == "priority" else
                 game.legal_actions()[0])
    game.act(Action("attack", 1, choice=((giant, ("object", vraska)),
                                         (bears, ("object", vraska)), (elves, ALICE))))
    to_step(game, "end of combat")
    resolve(game)
    assert not ids(game, "Hill Giant") and not ids(game, "Grizzly Bears")
    assert ids(game, "Llanowar Elves") and life(game, 0) == 19
    assert game.state.objects[vraska].counters["loyalty"] == 1


@plays("Angrath, the Flame-Chained", "delayed.sacrifice_target", "effect.control")
def test_608_2c_angrath_sacrifices_the_stolen_creature_only_if_mana_value_3_or_less():
    """"[−3]: Gain control of target creature until end of turn. Untap it. It gains haste
    until end of turn. Sacrifice it at the beginning of the next end step if it has mana
    value 3 or less.": Bob's Bears (2) are sacrificed at Alice's end step; his Giant (4)
    isn't, and goes back to him (CR 603.7c, 608.2c, 613.1b)."""
    for name, kept in (("Grizzly Bears", False), ("Hill Giant", True)):
        game, angrath = _walker([], [name], "Angrath, the Flame-Chained", 4)
        stolen = ids(game, name)[0]
        activate(game, angrath, stolen, index=1)
        resolve(game)
        assert chars(game, stolen).controller == 0
        to_step(game, "end")
        resolve(game)
        assert bool(ids(game, name)) == kept
        if kept:
            to_step(game, "upkeep")
            assert chars(game, stolen).controller == 1


@plays("Davriel, Rogue Shadowmage", "condition.hand", "phrase.they_event_player")
def test_603_4_davriel_deals_2_to_an_opponent_with_one_or_fewer_cards_in_hand():
    """"At the beginning of each opponent's upkeep, if that player has one or fewer cards in
    hand, Davriel deals 2 damage to them.": with two cards in hand at his upkeep Bob takes
    nothing; with one he takes 2 (an intervening "if", CR 603.4)."""
    for cards, loss in ((["Shock", "Opt"], 0), (["Shock"], 2)):
        game, _ = _walker([], [], "Davriel, Rogue Shadowmage", 3, hands=([], cards))
        to_step(game, "draw")                          # Bob's upkeep has passed
        assert game.state.active == 1 and life(game, 1) == 20 - loss


@plays("Lord Windgrace", "condition.card_moved_this_way", "effect.draw_one_more")
def test_608_2c_lord_windgrace_draws_one_more_if_a_land_card_is_discarded():
    """"[+2]: Discard a card, then draw a card. If a land card is discarded this way, draw
    an additional card.": discarding a Forest, Alice draws two; discarding Shock, one
    (CR 608.2c, 701.8a)."""
    for card, drawn in (("Forest", 2), ("Shock", 1)):
        game, windgrace = _walker([], [], "Lord Windgrace", 5, hands=([card, "Opt"], []))
        activate(game, windgrace, index=0)
        resolve(game)
        d = game.decision
        assert d.kind == "discard"
        game.act(Action("choose", 0, choice=(next(
            o for o in d.options if game.state.objects[o].name == card),)))
        resolve(game)
        assert len(game.state.players[0].hand) == 1 + drawn


@plays("Quest for the Nihil Stone", "condition.hand")
def test_603_4_quest_for_the_nihil_stone_reads_that_players_hand_not_yours():
    """"At the beginning of each opponent's upkeep, if that player has no cards in hand and
    this enchantment has two or more quest counters on it, you may have that player lose 5
    life.": Bob's empty hand counts, not Alice's full one (CR 603.4)."""
    game = board([], [], hands=(["Shock", "Opt"], []))
    quest = _put(game, "Quest for the Nihil Stone")
    quest.counters["quest"] = 2
    for _ in range(40):
        d = game.decision
        if d.kind == "yes_no" or game.state.active == 1 and game.state.step == "draw":
            break
        game.act(Action("pass", d.player) if d.kind == "priority" else
                 game.legal_actions()[0])
    assert game.decision.kind == "yes_no" and game.decision.player == 0
    game.act(Action("choose", 0, choice=("yes",)))
    resolve(game)
    assert life(game, 1) == 15


@plays("Pest Infestation", "phrase.times_x")
def test_107_3_pest_infestation_creates_twice_x_pests():
    """"Destroy up to X target artifacts and/or enchantments. Create twice X 1/1 ... Pest
    creature tokens": X = 2, one artifact destroyed, four Pests (CR 107.3)."""
    game = board(["Forest"] * 5, ["Ornithopter"], hands=(["Pest Infestation"], []))
    cast(game, "Pest Infestation", ids(game, "Ornithopter")[0], *(None,) * 29, x=2)
    resolve(game)
    assert ids(game, "Ornithopter") == []
    assert len(ids(game, "Pest")) == 4
    assert all(game.state.objects[i].controller == 0 for i in ids(game, "Pest"))
