"""Planeswalker lines played, issue 17 (fourth list): casting cards as a loyalty ability
resolves, tokens that gain a keyword for good, and more (CR 606, 608.2g, 601.2)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import (
    _on_top,
    activate,
    cast,
    choose,
    hand,
    life,
    plays,
    resolve,
    to_step,
)
from test_oracle_play_planeswalkers import _walker

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.keywords.graveyard_cast import turn_permission
from tolaria.rules.layers import characteristics
from tolaria.rules.zones import create_object


def _in_grave(game, name: str, player: int = 0) -> int:
    return create_object(game.state, card_def(name), player, "graveyard").id


def _casts(game, oid: int) -> list[Action]:
    return [a for a in game.legal_actions() if a.kind == "cast" and a.object == oid]


def _tapped(game, name: str) -> int:
    return sum(game.state.objects[i].tapped for i in ids(game, name))


@plays("Chandra, Acolyte of Flame", "tokens.they")
def test_611_2a_chandra_elementals_gain_haste_for_as_long_as_they_stay():
    """"[0]: Create two 1/1 red Elemental creature tokens. They gain haste.": with no
    duration, haste lasts past the turn while each stays (CR 611.2a); both are sacrificed at
    the next end step (CR 603.7c)."""
    game, chandra = _walker([], [], "Chandra, Acolyte of Flame", 4)
    activate(game, chandra, index=1)
    resolve(game)
    tokens = ids(game, "Elemental")
    assert len(tokens) == 2
    assert all("haste" in characteristics(game.state, game.state.objects[t]).keywords
               for t in tokens)


@plays("Chandra, Acolyte of Flame", "graveyard.cast_now")
def test_608_2g_chandra_casts_a_sorcery_from_the_graveyard_paying_its_cost_then_exiles_it():
    """"[−2]: You may cast target instant or sorcery card with mana value 3 or less from your
    graveyard. If that spell would be put into your graveyard, exile it instead.": cast as
    the ability resolves, ignoring a sorcery's timing (CR 608.2g), paying its mana cost
    (CR 601.2f); it is then exiled (CR 614.1a)."""
    game, chandra = _walker(["Mountain"], [], "Chandra, Acolyte of Flame", 4)
    shock = _in_grave(game, "Shock")
    activate(game, chandra, shock, index=2)
    assert game.state.stack                    # a sorcery-speed ability; Bob may respond
    resolve(game)
    assert game.decision.kind == "cast" and game.decision.subject == shock
    game.act(next(a for a in _casts(game, shock) if a.targets == (("player", 1),)))
    resolve(game)
    assert life(game, 1) == 18 and _tapped(game, "Mountain") == 1
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == ["Shock"]


@plays("Chandra, Acolyte of Flame", "graveyard.cast_now")
def test_601_2f_chandra_cast_now_needs_its_mana_cost_paid():
    """Without mana for its cost the card can't be cast, not even for free: nothing is
    asked, and the card stays in the graveyard (CR 601.2f-h)."""
    game, chandra = _walker([], [], "Chandra, Acolyte of Flame", 4)
    shock = _in_grave(game, "Shock")
    activate(game, chandra, shock, index=2)
    resolve(game)
    assert game.decision.kind == "priority" and not game.state.stack
    assert game.state.objects[shock].zone == "graveyard" and life(game, 1) == 20


@plays("Chandra, Torch of Defiance", "library.exile_top_cast", "condition.may_if_you_do")
def test_608_2g_chandra_torch_casts_the_exiled_card_now_paying_its_cost():
    """"[+1]: Exile the top card of your library. You may cast that card. If you don't,
    Chandra deals 2 damage to each opponent.": Alice casts the exiled Shock now, paying
    {R} (CR 608.2g, 601.2f), so Chandra deals no damage."""
    game, chandra = _walker(["Mountain"], [], "Chandra, Torch of Defiance", 4)
    (shock,) = _on_top(game, 0, "Shock")
    activate(game, chandra, index=0)
    resolve(game)
    assert game.decision.kind == "cast"
    new = game.decision.subject
    assert game.state.objects[new].zone == "exile" and new != shock      # CR 400.7
    game.act(next(a for a in _casts(game, new) if a.targets == (("player", 1),)))
    resolve(game)
    assert life(game, 1) == 18 and _tapped(game, "Mountain") == 1


@plays("Chandra, Torch of Defiance", "library.exile_top_cast", "condition.may_if_you_do")
def test_608_2c_chandra_torch_deals_2_damage_if_the_card_is_not_cast():
    """Declining to cast it, Alice has Chandra deal 2 damage to Bob; the card stays in
    exile (CR 608.2c, 406.3)."""
    game, chandra = _walker(["Mountain"], [], "Chandra, Torch of Defiance", 4)
    _on_top(game, 0, "Shock")
    activate(game, chandra, index=0)
    resolve(game)
    choose(game, "no")
    resolve(game)
    assert life(game, 1) == 18 and _tapped(game, "Mountain") == 0
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == ["Shock"]


@plays("Chandra, Torch of Defiance", "library.exile_top_cast")
def test_305_9_chandra_torch_exiling_a_land_deals_2_damage():
    """A land can't be cast (CR 305.9): nothing is asked, Chandra deals 2 damage to Bob and
    the land stays exiled."""
    game, chandra = _walker(["Mountain"], [], "Chandra, Torch of Defiance", 4)
    _on_top(game, 0, "Forest")
    activate(game, chandra, index=0)
    resolve(game)
    assert life(game, 1) == 18 and not ids(game, "Forest")
    assert game.state.objects[game.state.players[0].exile[0]].name == "Forest"


@plays("Chandra, Flame's Catalyst", "graveyard.cast_now")
def test_608_2g_flames_catalyst_targets_only_a_red_card():
    """"[−2]: You may cast target red instant or sorcery card from your graveyard.": a blue
    card can't be targeted (CR 115.1); the red one is cast paying {R} (CR 601.2f)."""
    game, chandra = _walker(["Mountain"], [], "Chandra, Flame's Catalyst", 5)
    opt, shock = _in_grave(game, "Opt"), _in_grave(game, "Shock")
    targets = {a.targets for a in game.legal_actions()
               if a.kind == "activate" and a.object == chandra and a.ability == 1}
    assert ((("object", shock),)) in targets and ((("object", opt),)) not in targets
    activate(game, chandra, shock, index=1)
    resolve(game)
    game.act(next(a for a in _casts(game, shock) if a.targets == (("player", 1),)))
    resolve(game)
    assert life(game, 1) == 18 and game.state.objects[opt].zone == "graveyard"


@plays("Chandra, Flame's Catalyst", "graveyard.hand_free_this_turn")
def test_118_9_flames_catalyst_spells_from_the_hand_are_free_until_end_of_turn():
    """"[−8]: Discard your hand, then draw seven cards. Until end of turn, you may cast
    spells from your hand without paying their mana costs.": with no land, Alice casts a
    drawn Hill Giant for free (CR 118.9, 611.2a); the next turn, it costs its mana again."""
    game, chandra = _walker([], [], "Chandra, Flame's Catalyst", 9, hands=(["Shock"], []))
    _on_top(game, 0, *["Hill Giant"] * 8)
    activate(game, chandra, index=2)
    resolve(game)
    state = game.state
    assert [state.objects[i].name for i in state.players[0].graveyard] == ["Shock"]
    giants = [i for i in state.players[0].hand if state.objects[i].name == "Hill Giant"]
    assert len(giants) == 7
    free = _casts(game, giants[0])
    assert free and all(a.costs == ("without paying its mana cost",) for a in free)
    game.act(free[0])
    resolve(game)
    assert len(ids(game, "Hill Giant")) == 1
    to_step(game, "upkeep")
    assert not _casts(game, giants[1])


@plays("Liliana, Untouched by Death", "condition.card_moved_this_way")
def test_608_2c_liliana_a_zombie_milled_this_way_drains_two():
    """"[+1]: Mill three cards. If at least one Zombie card is milled this way, each
    opponent loses 2 life and you gain 2 life." (CR 701.13b, 608.2c)."""
    game, liliana = _walker([], [], "Liliana, Untouched by Death", 4)
    _on_top(game, 0, "Forest", "Diregraf Ghoul", "Grizzly Bears", "Shock")
    activate(game, liliana, index=0)
    resolve(game)
    assert life(game, 1) == 18 and life(game, 0) == 22
    assert game.state.objects[game.state.players[0].library[-1]].name == "Forest"


@plays("Liliana, Untouched by Death", "condition.card_moved_this_way")
def test_608_2c_liliana_no_zombie_milled_nothing_happens():
    """No Zombie among the milled cards (the Zombie below them stays): no life changes."""
    game, liliana = _walker([], [], "Liliana, Untouched by Death", 4)
    _on_top(game, 0, "Diregraf Ghoul", "Forest", "Grizzly Bears", "Shock")
    activate(game, liliana, index=0)
    resolve(game)
    assert life(game, 1) == 20 and life(game, 0) == 20


@plays("Liliana, Untouched by Death", "graveyard.cast_kind_this_turn")
def test_601_2a_liliana_zombie_spells_from_the_graveyard_this_turn():
    """"[−3]: You may cast Zombie spells from your graveyard this turn.": the Zombie card is
    cast for its mana cost (CR 601.2a, 611.2a); not the Bears, and no land is played from
    there; the permission ends with the turn."""
    game, liliana = _walker(["Swamp", "Swamp"], [], "Liliana, Untouched by Death", 4)
    ghoul, bears = _in_grave(game, "Diregraf Ghoul"), _in_grave(game, "Grizzly Bears")
    swamp = _in_grave(game, "Swamp")
    assert not _casts(game, ghoul)
    activate(game, liliana, index=2)
    resolve(game)
    assert _casts(game, ghoul) and not _casts(game, bears)
    assert not [a for a in game.legal_actions() if a.kind == "play" and a.object == swamp]
    game.act(_casts(game, ghoul)[0])
    resolve(game)
    assert ids(game, "Diregraf Ghoul") and _tapped(game, "Swamp") == 1
    to_step(game, "upkeep")
    assert not turn_permission(game.state, 0)                   # CR 514.2


@plays("Lord Windgrace", "condition.card_moved_this_way", "effect.draw_one_more")
def test_608_2c_lord_windgrace_discarding_a_land_draws_an_additional_card():
    """"[+2]: Discard a card, then draw a card. If a land card is discarded this way, draw
    an additional card." (CR 701.8a, 608.2c, 121.1)."""
    game, windgrace = _walker([], [], "Lord Windgrace", 5, hands=(["Forest"], []))
    _on_top(game, 0, "Shock", "Opt", "Island")
    activate(game, windgrace, index=0)
    resolve(game)
    assert sorted(hand(game)) == ["Island", "Opt"]


@plays("Lord Windgrace", "condition.card_moved_this_way")
def test_608_2c_lord_windgrace_discarding_a_spell_draws_one():
    """A nonland card discarded: only the one draw."""
    game, windgrace = _walker([], [], "Lord Windgrace", 5, hands=(["Shock"], []))
    _on_top(game, 0, "Opt", "Island")
    activate(game, windgrace, index=0)
    resolve(game)
    assert hand(game) == ["Island"]


@plays("Jace, the Perfected Mind", "keyword.compleated")
def test_702_150a_compleated_life_paid_for_the_phyrexian_symbol_two_fewer_loyalty():
    """Compleated: with only three Islands, {U/P} of {2}{U}{U/P} is paid with 2 life (CR
    107.4f), and Jace enters with 5 - 2 = 3 loyalty counters (CR 702.150a, 306.5b)."""
    game = board(["Island"] * 3, [], hands=(["Jace, the Perfected Mind"], []))
    cast(game, "Jace, the Perfected Mind")
    resolve(game)
    jace = ids(game, "Jace, the Perfected Mind")[0]
    assert life(game, 0) == 18
    assert game.state.objects[jace].counters["loyalty"] == 3


@plays("Jace, the Perfected Mind", "keyword.compleated")
def test_702_150a_compleated_paid_with_mana_full_loyalty():
    """Paid all with mana: the printed 5 loyalty (CR 306.5b)."""
    game = board(["Island"] * 4, [], hands=(["Jace, the Perfected Mind"], []))
    cast(game, "Jace, the Perfected Mind")
    resolve(game)
    jace = ids(game, "Jace, the Perfected Mind")[0]
    assert life(game, 0) == 20 and game.state.objects[jace].counters["loyalty"] == 5


@plays("Jace, the Perfected Mind", "condition.graveyard")
def test_608_2c_jace_draws_three_if_a_graveyard_has_twenty_cards():
    """"[−2]: Target player mills three cards. Then if a graveyard has twenty or more cards
    in it, you draw three cards. Otherwise, you draw a card.": Bob's graveyard reaches 20
    (CR 404.1, 608.2c)."""
    game, jace = _walker([], [], "Jace, the Perfected Mind", 5)
    for _ in range(17):
        _in_grave(game, "Grizzly Bears", 1)
    activate(game, jace, ("player", 1), index=1)
    resolve(game)
    assert len(game.state.players[1].graveyard) == 20 and len(hand(game)) == 3


@plays("Jace, the Perfected Mind", "condition.graveyard")
def test_608_2c_jace_otherwise_draws_one():
    """With 19 cards in Bob's graveyard after the mill, Alice draws one."""
    game, jace = _walker([], [], "Jace, the Perfected Mind", 5)
    for _ in range(16):
        _in_grave(game, "Grizzly Bears", 1)
    activate(game, jace, ("player", 1), index=1)
    resolve(game)
    assert len(hand(game)) == 1


@plays("Jace, the Perfected Mind", "phrase.times_x")
def test_107_3_jace_mills_three_times_x():
    """"[−X]: Target player mills three times X cards.": X = 2 mills six (CR 107.3, 606.4)."""
    game, jace = _walker([], [], "Jace, the Perfected Mind", 5)
    game.act(Action("activate", 0, jace, ability=2, targets=(("player", 1),), x=2))
    resolve(game)
    assert len(game.state.players[1].graveyard) == 6
    assert game.state.objects[jace].counters["loyalty"] == 3


@plays("Davriel, Rogue Shadowmage", "condition.hand", "phrase.they_event_player")
def test_603_4_davriel_deals_2_to_an_opponent_with_one_or_fewer_cards_in_hand():
    """"At the beginning of each opponent's upkeep, if that player has one or fewer cards
    in hand, Davriel deals 2 damage to them." (CR 603.4): Bob, with one card, is dealt 2."""
    game, _ = _walker([], [], "Davriel, Rogue Shadowmage", 3, hands=([], ["Shock"]))
    to_step(game, "upkeep")
    resolve(game)
    assert game.state.active == 1 and life(game, 1) == 18


@plays("Davriel, Rogue Shadowmage", "condition.hand")
def test_603_4_davriel_no_damage_with_two_cards_in_hand():
    """With two cards in Bob's hand, the ability doesn't trigger (CR 603.4)."""
    game, _ = _walker([], [], "Davriel, Rogue Shadowmage", 3, hands=([], ["Shock", "Opt"]))
    to_step(game, "upkeep")
    resolve(game)
    assert game.state.active == 1 and life(game, 1) == 20


@plays("Angrath, the Flame-Chained", "delayed.sacrifice_target")
def test_608_2c_angrath_sacrifices_the_stolen_creature_with_mana_value_3_or_less():
    """"[−3]: Gain control of target creature until end of turn. Untap it. It gains haste
    until end of turn. Sacrifice it at the beginning of the next end step if it has mana
    value 3 or less.": the Bears (2) are sacrificed at the end step (CR 603.7c, 608.2c)."""
    game, angrath = _walker([], ["Grizzly Bears"], "Angrath, the Flame-Chained", 4)
    bears = ids(game, "Grizzly Bears")[0]
    activate(game, angrath, bears, index=1)
    resolve(game)
    to_step(game, "end")
    resolve(game)
    assert not ids(game, "Grizzly Bears")
    assert [game.state.objects[i].name for i in game.state.players[1].graveyard] == \
        ["Grizzly Bears"]


@plays("Angrath, the Flame-Chained", "delayed.sacrifice_target")
def test_608_2c_angrath_keeps_a_stolen_creature_with_mana_value_4_until_it_returns():
    """The Hill Giant (4) isn't sacrificed; control returns to Bob as the turn ends (CR
    514.2)."""
    game, angrath = _walker([], ["Hill Giant"], "Angrath, the Flame-Chained", 4)
    giant = ids(game, "Hill Giant")[0]
    activate(game, angrath, giant, index=1)
    resolve(game)
    to_step(game, "end")
    resolve(game)
    assert ids(game, "Hill Giant")
    to_step(game, "upkeep")
    from tolaria.rules.layers import controller
    assert controller(game.state, game.state.objects[giant]) == 1


@plays("Ugin, Eye of the Storms", "library.search_exile", "library.cast_found_free")
def test_118_9_ugin_exiles_colorless_cards_found_and_casts_them_free_this_turn():
    """"[−11]: Search your library for any number of colorless nonland cards, exile them,
    then shuffle. Until end of turn, you may cast those cards without paying their mana
    costs.": the Wurmcoil Engine found is cast with no mana (CR 701.19a, 601.3, 118.9); the
    Wastes (a land) and the green Bears can't be found."""
    game, ugin = _walker([], [], "Ugin, Eye of the Storms", 12)
    engine, bears, wastes = _on_top(game, 0, "Wurmcoil Engine", "Grizzly Bears", "Wastes")
    activate(game, ugin, index=2)
    resolve(game)
    assert game.decision.kind == "choose"
    assert engine in game.decision.options
    assert bears not in game.decision.options and wastes not in game.decision.options
    choose(game, engine)
    state = game.state
    exiled = state.players[0].exile
    assert [state.objects[i].name for i in exiled] == ["Wurmcoil Engine"]
    casts = _casts(game, exiled[0])
    assert casts and all(a.costs == ("without paying its mana cost",) for a in casts)
    game.act(casts[0])
    resolve(game)
    assert ids(game, "Wurmcoil Engine")


@plays("Ugin, Eye of the Storms", "phrase.one_or_more_colors")
def test_105_2c_ugin_exiles_only_a_permanent_that_is_one_or_more_colors():
    """"When you cast this spell, exile up to one target permanent that's one or more
    colors.": the green Bears may be chosen, the colorless Ornithopter can't (CR 105.2c)."""
    game = board(["Wastes"] * 7, ["Grizzly Bears", "Ornithopter"],
                 hands=(["Ugin, Eye of the Storms"], []))
    bears, thopter = ids(game, "Grizzly Bears")[0], ids(game, "Ornithopter")[0]
    cast(game, "Ugin, Eye of the Storms")
    assert game.decision.kind == "targets"
    chosen = {t for a in game.legal_actions() for t in a.targets}
    assert ("object", bears) in chosen and ("object", thopter) not in chosen
    game.act(next(a for a in game.legal_actions() if a.targets == (("object", bears),)))
    resolve(game)
    assert not ids(game, "Grizzly Bears") and ids(game, "Ornithopter")


@plays("Quest for the Nihil Stone", "condition.hand")
def test_603_4_quest_for_the_nihil_stone_both_parts_of_its_if():
    """"At the beginning of each opponent's upkeep, if that player has no cards in hand and
    this enchantment has two or more quest counters on it, you may have that player lose 5
    life.": both parts hold for Bob's empty hand and two counters (CR 603.4)."""
    game = board(["Quest for the Nihil Stone"], [])
    quest = ids(game, "Quest for the Nihil Stone")[0]
    game.state.objects[quest].counters["quest"] = 2
    game.state.changed()
    to_step(game, "upkeep")
    assert len(game.state.stack) == 1
    resolve(game)
    choose(game, "yes")                          # "you may" (CR 603.5)
    assert game.state.active == 1 and life(game, 1) == 15


@plays("Quest for the Nihil Stone", "condition.hand")
def test_603_4_quest_for_the_nihil_stone_not_with_a_card_in_hand():
    """Bob has a card in hand: it doesn't trigger (CR 603.4)."""
    game = board(["Quest for the Nihil Stone"], [], hands=([], ["Shock"]))
    quest = ids(game, "Quest for the Nihil Stone")[0]
    game.state.objects[quest].counters["quest"] = 2
    game.state.changed()
    to_step(game, "upkeep")
    assert game.decision.kind == "priority" and not game.state.stack
    assert game.state.active == 1 and life(game, 1) == 20


@plays("Nissa, Ascended Animist", "quantity.self_loyalty")
def test_306_5b_nissa_horror_token_as_big_as_her_loyalty():
    """"[+1]: Create an X/X green Phyrexian Horror creature token, where X is Nissa's
    loyalty.": counted as it resolves, after the +1 was paid (CR 606.4, 608.2h): 8/8; it
    doesn't grow with her later loyalty."""
    game, nissa = _walker([], [], "Nissa, Ascended Animist", 7)
    activate(game, nissa, index=0)
    resolve(game)
    horror = ids(game, "Phyrexian Horror")[0]
    c = characteristics(game.state, game.state.objects[horror])
    assert (c.power, c.toughness) == (8, 8)
    game.state.objects[nissa].counters["loyalty"] = 3
    game.state.changed()
    c = characteristics(game.state, game.state.objects[horror])
    assert (c.power, c.toughness) == (8, 8)


@plays("Nissa, Ascended Animist", "quantity.group_pump")
def test_608_2h_nissa_creatures_get_a_bonus_per_forest_and_trample():
    """"[−7]: Until end of turn, creatures you control get +1/+1 for each Forest you
    control and gain trample.": two Forests, Bears 4/4 with trample (CR 608.2h, 611.2c)."""
    game, nissa = _walker(["Forest", "Forest", "Grizzly Bears"], [],
                          "Nissa, Ascended Animist", 8)
    activate(game, nissa, index=2)
    resolve(game)
    bears = ids(game, "Grizzly Bears")[0]
    c = characteristics(game.state, game.state.objects[bears])
    assert (c.power, c.toughness) == (4, 4) and "trample" in c.keywords


@plays("Chandra, Heart of Fire", "library.impulse")
def test_601_3_chandra_heart_of_fire_may_play_the_cards_exiled_this_way():
    """"[+1]: Discard your hand, then exile the top three cards of your library. Until end
    of turn, you may play cards exiled this way." (CR 601.3, 305.1): the exiled land may be
    played, the Shock cast."""
    game, chandra = _walker(["Mountain"], [], "Chandra, Heart of Fire", 5,
                            hands=(["Opt"], []))
    forest, shock, bears = _on_top(game, 0, "Forest", "Shock", "Grizzly Bears")
    activate(game, chandra, index=0)
    resolve(game)
    state = game.state
    assert hand(game) == [] and [state.objects[i].name for i in state.players[0].graveyard] \
        == ["Opt"]
    exiled = {state.objects[i].name: i for i in state.players[0].exile}
    assert set(exiled) == {"Forest", "Shock", "Grizzly Bears"}
    assert [a for a in game.legal_actions() if a.kind == "play" and a.object ==
            exiled["Forest"]]
    assert _casts(game, exiled["Shock"])


@plays("Chandra, Heart of Fire", "library.search_graveyard_and_library",
       "library.search_exile", "library.cast_found_free")
def test_701_19a_chandra_heart_of_fire_finds_red_spells_in_graveyard_and_library():
    """"[−9]: Search your graveyard and library for any number of red instant and/or
    sorcery cards, exile them, then shuffle. You may cast them this turn. Add six {R}.": the
    Shock in the graveyard and the Lightning Bolt in the library are found and exiled (CR
    701.19a); the blue Opt isn't red; Alice casts the Shock with the {R} added (CR 601.3)."""
    game, chandra = _walker([], [], "Chandra, Heart of Fire", 9)
    shock = _in_grave(game, "Shock")
    opt = _in_grave(game, "Opt")
    (bolt,) = _on_top(game, 0, "Lightning Bolt")
    activate(game, chandra, index=2)
    resolve(game)
    assert game.decision.kind == "choose"
    assert shock in game.decision.options and bolt in game.decision.options
    assert opt not in game.decision.options
    choose(game, shock)
    choose(game, bolt)
    state = game.state
    exiled = {state.objects[i].name: i for i in state.players[0].exile}
    assert set(exiled) == {"Shock", "Lightning Bolt"}
    assert state.objects[opt].zone == "graveyard"
    game.act(next(a for a in _casts(game, exiled["Shock"]) if a.targets == (("player", 1),)))
    resolve(game)
    assert life(game, 1) == 18


@plays("Liliana of the Dark Realms", "effect.pump_either")
def test_608_2d_liliana_of_the_dark_realms_chooses_plus_or_minus_as_it_resolves():
    """"[−3]: Target creature gets +X/+X or -X/-X until end of turn, where X is the number
    of Swamps you control.": two Swamps; Alice chooses -X/-X as it resolves (CR 608.2d),
    the Hill Giant is 1/1."""
    game, liliana = _walker(["Swamp", "Swamp"], ["Hill Giant"],
                            "Liliana of the Dark Realms", 5)
    giant = ids(game, "Hill Giant")[0]
    activate(game, liliana, giant, index=1)
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.options == ("+X/+X", "-X/-X")
    choose(game, "-X/-X")
    c = characteristics(game.state, game.state.objects[giant])
    assert (c.power, c.toughness) == (1, 1)


@plays("Liliana of the Dark Realms", "effect.pump_either")
def test_608_2d_liliana_of_the_dark_realms_plus_x():
    """Choosing +X/+X: the Bears are 4/4 until end of turn (CR 611.2a)."""
    game, liliana = _walker(["Swamp", "Swamp", "Grizzly Bears"], [],
                            "Liliana of the Dark Realms", 5)
    bears = ids(game, "Grizzly Bears")[0]
    activate(game, liliana, bears, index=1)
    resolve(game)
    choose(game, "+X/+X")
    c = characteristics(game.state, game.state.objects[bears])
    assert (c.power, c.toughness) == (4, 4)


@plays("Chandra, Spark Hunter", "condition.may_either")
def test_608_2d_spark_hunter_sacrifices_an_artifact_or_discards_then_draws():
    """"[+2]: You may sacrifice an artifact or discard a card. If you do, draw a card.":
    Alice says yes, chooses to sacrifice her Ornithopter, and draws (CR 608.2c-d)."""
    game, chandra = _walker(["Ornithopter"], [], "Chandra, Spark Hunter", 4,
                            hands=(["Shock"], []))
    _on_top(game, 0, "Opt")
    activate(game, chandra, index=0)
    resolve(game)
    choose(game, "yes")
    assert game.decision.options == ("sacrifice an artifact", "discard a card")
    choose(game, "sacrifice an artifact")
    resolve(game)
    assert not ids(game, "Ornithopter") and sorted(hand(game)) == ["Opt", "Shock"]


@plays("Chandra, Spark Hunter", "condition.may_either")
def test_608_2d_spark_hunter_without_an_artifact_only_the_discard():
    """No artifact: only the discard can be done; Alice discards the Shock and draws."""
    game, chandra = _walker([], [], "Chandra, Spark Hunter", 4, hands=(["Shock"], []))
    _on_top(game, 0, "Opt")
    activate(game, chandra, index=0)
    resolve(game)
    choose(game, "yes")                    # the one choice left is made for her
    assert game.decision.kind == "priority" and hand(game) == ["Opt"]
    assert [game.state.objects[i].name for i in game.state.players[0].graveyard] == ["Shock"]


@plays("Chandra, Spark Hunter", "condition.may_either")
def test_608_2c_spark_hunter_neither_possible_no_draw():
    """No artifact and no card in hand: neither can be done, so no card is drawn (CR
    608.2c)."""
    game, chandra = _walker([], [], "Chandra, Spark Hunter", 4)
    _on_top(game, 0, "Opt")
    activate(game, chandra, index=0)
    resolve(game)
    assert hand(game) == [] and game.decision.kind == "priority"


@plays("Chandra, Dressed to Kill", "library.impulse_color")
def test_608_2c_dressed_to_kill_a_red_card_exiled_may_be_cast_this_turn():
    """"[+1]: Exile the top card of your library. If it's red, you may cast it this turn.":
    the Shock may be cast later this turn, paying its cost (CR 601.3, 608.2c)."""
    game, chandra = _walker(["Mountain"], [], "Chandra, Dressed to Kill", 3)
    _on_top(game, 0, "Shock")
    activate(game, chandra, index=1)
    resolve(game)
    shock = game.state.players[0].exile[0]
    game.act(next(a for a in _casts(game, shock) if a.targets == (("player", 1),)))
    resolve(game)
    assert life(game, 1) == 18 and _tapped(game, "Mountain") == 1


@plays("Chandra, Dressed to Kill", "library.impulse_color")
def test_608_2c_dressed_to_kill_a_blue_card_exiled_may_not():
    """A blue card exiled: no permission (CR 608.2c)."""
    game, chandra = _walker(["Island"], [], "Chandra, Dressed to Kill", 3)
    _on_top(game, 0, "Opt")
    activate(game, chandra, index=1)
    resolve(game)
    assert not _casts(game, game.state.players[0].exile[0])


@plays("Chandra, Dressed to Kill", "library.impulse_color")
def test_601_3_dressed_to_kill_only_red_spells_from_among_the_five():
    """"[−7]: Exile the top five cards of your library. You may cast red spells from among
    them this turn.": the Shock and the Lightning Bolt may be cast; not the Opt, the
    colorless Ornithopter (free to cast, but not red), nor the Mountain (CR 305.9)."""
    game, chandra = _walker(["Mountain", "Mountain"], [], "Chandra, Dressed to Kill", 7)
    _on_top(game, 0, "Ornithopter", "Mountain", "Opt", "Lightning Bolt", "Shock")
    activate(game, chandra, index=2)
    resolve(game)
    state = game.state
    exiled = {state.objects[i].name: i for i in state.players[0].exile}
    assert set(exiled) == {"Ornithopter", "Mountain", "Opt", "Lightning Bolt", "Shock"}
    assert _casts(game, exiled["Shock"]) and _casts(game, exiled["Lightning Bolt"])
    assert not _casts(game, exiled["Opt"]) and not _casts(game, exiled["Ornithopter"])
    assert not [a for a in game.legal_actions() if a.object == exiled["Mountain"]]


def _trigger_at(game, target) -> None:
    """Choose this target for the trigger going on the stack, if asked (CR 603.3d)."""
    if game.decision.kind == "targets":
        game.act(next(a for a in game.legal_actions() if a.targets == (target,)))


@plays("Chandra, Fire Artisan", "trigger.loyalty_removed", "library.impulse")
def test_603_2_fire_artisan_paying_minus_7_deals_7():
    """"Whenever one or more loyalty counters are removed from Chandra, she deals that much
    damage to target opponent or planeswalker.": paying [−7] removes seven (CR 606.4), so
    Bob is dealt 7; the seven cards exiled may be played this turn (CR 601.3)."""
    game, chandra = _walker([], [], "Chandra, Fire Artisan", 9)
    _on_top(game, 0, *["Shock"] * 7)
    activate(game, chandra, index=1)
    _trigger_at(game, ("player", 1))
    resolve(game)
    _trigger_at(game, ("player", 1))
    resolve(game)
    state = game.state
    assert life(game, 1) == 13 and state.objects[chandra].counters["loyalty"] == 2
    assert len(state.players[0].exile) == 7


@plays("Chandra, Fire Artisan", "trigger.loyalty_removed")
def test_120_3c_fire_artisan_damage_to_her_removes_counters_and_triggers():
    """Bob's Shock to Chandra removes two loyalty counters (CR 120.3c): she deals 2 to Bob."""
    game, chandra = _walker([], ["Mountain"], "Chandra, Fire Artisan", 4,
                            hands=([], ["Shock"]))
    game.act(Action("pass", 0))
    shock = game.state.players[1].hand[0]
    game.act(Action("cast", 1, shock, targets=(("object", chandra),), mode=0))
    resolve(game)
    _trigger_at(game, ("player", 1))
    resolve(game)
    assert game.state.objects[chandra].counters["loyalty"] == 2 and life(game, 1) == 18


@plays("Chandra, Fire Artisan", "trigger.loyalty_removed")
def test_603_2_fire_artisan_plus_one_removes_nothing():
    """[+1] puts a counter on her: nothing is removed, nothing triggers."""
    game, chandra = _walker([], [], "Chandra, Fire Artisan", 4)
    activate(game, chandra, index=0)
    resolve(game)
    assert life(game, 1) == 20 and not game.state.stack


@plays("Nissa, Worldwaker", "animation.found_lands_become")
def test_611_2a_nissa_worldwaker_the_lands_found_become_4_4_elementals_for_good():
    """"[−7]: Search your library for any number of basic land cards, put them onto the
    battlefield, then shuffle. Those lands become 4/4 Elemental creatures with trample.
    They're still lands.": the two Forests found are 4/4 trampling Elemental lands, still
    after the turn (CR 611.2a, 205.1b); the Forest already there isn't affected."""
    game, nissa = _walker(["Forest"], [], "Nissa, Worldwaker", 8)
    old = ids(game, "Forest")[0]
    found = _on_top(game, 0, "Forest", "Forest")
    activate(game, nissa, index=2)
    resolve(game)
    for oid in found:
        choose(game, oid)
    while game.decision.kind == "choose":
        choose(game, "nothing")
    new = [i for i in ids(game, "Forest") if i != old]
    assert len(new) == 2
    to_step(game, "upkeep")
    for oid in new:
        c = characteristics(game.state, game.state.objects[oid])
        assert {"Creature", "Land"} <= c.types and "Elemental" in c.subtypes
        assert (c.power, c.toughness) == (4, 4) and "trample" in c.keywords
    assert "Creature" not in characteristics(game.state, game.state.objects[old]).types


@plays("Chandra, Legacy of Fire", "library.remove_then_impulse")
def test_608_2d_legacy_of_fire_removes_counters_then_exiles_that_many():
    """"[0]: Remove a loyalty counter from each of any number of permanents you control.
    Exile that many cards from the top of your library. You may play them this turn.":
    Alice chooses Chandra and her Jace (CR 608.2d); two are removed, two cards exiled, both
    playable (CR 608.2c, 601.3)."""
    game, chandra = _walker(["Mountain"], [], "Chandra, Legacy of Fire", 4)
    jace = create_object(game.state, card_def("Jace Beleren"), 0, "battlefield")
    jace.counters["loyalty"] = 3
    game.state.changed()
    _on_top(game, 0, "Forest", "Shock", "Opt")
    activate(game, chandra, index=1)
    resolve(game)
    assert set(game.decision.options) == {chandra, jace.id, "done"}
    choose(game, jace.id)
    choose(game, chandra)
    state = game.state
    assert state.objects[chandra].counters["loyalty"] == 3
    assert state.objects[jace.id].counters["loyalty"] == 2
    exiled = {state.objects[i].name: i for i in state.players[0].exile}
    assert set(exiled) == {"Opt", "Shock"}
    assert _casts(game, exiled["Shock"])


@plays("Chandra, Legacy of Fire", "library.remove_then_impulse")
def test_608_2c_legacy_of_fire_none_chosen_exiles_nothing():
    """Choosing none: nothing is removed and no card is exiled (CR 608.2c)."""
    game, chandra = _walker([], [], "Chandra, Legacy of Fire", 4)
    activate(game, chandra, index=1)
    resolve(game)
    choose(game, "done")
    assert game.state.objects[chandra].counters["loyalty"] == 4
    assert not game.state.players[0].exile


@plays("Teferi, Temporal Pilgrim", "library.they_shuffle_theirs")
def test_701_20a_teferi_pilgrim_opponent_shuffles_their_nonland_permanents_away():
    """"[−12]: Target opponent chooses a permanent they control and returns it to its
    owner's hand. Then they shuffle each nonland permanent they control into its owner's
    library.": Bob returns the Bears; the Hill Giant goes into his library, shuffled (CR
    701.20a); his Forest stays."""
    game, teferi = _walker([], ["Grizzly Bears", "Hill Giant", "Forest"],
                           "Teferi, Temporal Pilgrim", 12)
    bears = ids(game, "Grizzly Bears")[0]
    before = len(game.state.players[1].library)
    activate(game, teferi, ("player", 1), index=2)
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 1
    choose(game, bears)
    state = game.state
    assert hand(game, 1) == ["Grizzly Bears"]
    assert not ids(game, "Hill Giant") and ids(game, "Forest")
    assert len(state.players[1].library) == before + 1
    assert "Hill Giant" in [state.objects[i].name for i in state.players[1].library]


@plays("Ajani Goldmane // Ajani Goldmane", "tokens.it_has_cda")
def test_604_3_ajani_avatar_token_is_as_big_as_your_life_total():
    """"[−6]: Create a white Avatar creature token. It has "This token's power and toughness
    are each equal to your life total."": a characteristic-defining ability (CR 604.3), so
    it follows Alice's life (CR 613.4a)."""
    game, ajani = _walker([], [], "Ajani Goldmane // Ajani Goldmane", 7)
    activate(game, ajani, index=2)
    resolve(game)
    avatar = ids(game, "Avatar")[0]
    c = characteristics(game.state, game.state.objects[avatar])
    assert (c.power, c.toughness) == (20, 20) and c.colors == frozenset("W")
    game.state.players[0].life = 13
    game.state.changed()
    c = characteristics(game.state, game.state.objects[avatar])
    assert (c.power, c.toughness) == (13, 13)


@plays("Vraska the Unseen", "trigger.damage_to_self", "delayed.until_whenever")
def test_510_2_vraska_destroys_a_creature_that_deals_combat_damage_to_her():
    """"[+1]: Until your next turn, whenever a creature deals combat damage to Vraska,
    destroy that creature.": Bob's Bears attack her and deal 2 (CR 510.2); the delayed
    ability destroys them (CR 603.7b)."""
    game, vraska = _walker([], ["Grizzly Bears"], "Vraska the Unseen", 5)
    bears = ids(game, "Grizzly Bears")[0]
    game.state.objects[bears].since = 0
    activate(game, vraska, index=0)
    resolve(game)
    to_step(game, "upkeep")
    assert game.state.active == 1
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player) if game.decision.kind == "priority"
                 else game.legal_actions()[0])
    game.act(Action("attack", 1, choice=((bears, ("object", vraska)),)))
    while ids(game, "Grizzly Bears") and game.state.step != "end":
        d = game.decision
        if d.kind == "blockers":
            game.act(Action("block", d.player, choice=()))
        elif d.kind == "priority":
            game.act(Action("pass", d.player))
        else:
            game.act(game.legal_actions()[0])
    assert not ids(game, "Grizzly Bears")
    assert game.state.objects[vraska].counters["loyalty"] == 4


@plays("Vraska the Unseen", "trigger.damage_to_self")
def test_603_7b_vraska_not_after_her_controllers_next_turn_begins():
    """The delayed ability lasts until Alice's next turn (CR 603.7b, 611.2a): then it is
    gone."""
    game, vraska = _walker([], [], "Vraska the Unseen", 5)
    activate(game, vraska, index=0)
    resolve(game)
    assert game.state.delayed
    to_step(game, "upkeep")
    assert game.state.active == 1 and game.state.delayed
    to_step(game, "draw")
    to_step(game, "upkeep")
    assert game.state.active == 0 and not game.state.delayed


@plays("Chandra, Pyromaster", "library.copy_exiled_cast")
def test_707_12_pyromaster_copies_an_exiled_sorcery_three_times_and_casts_them():
    """"[−7]: Exile the top ten cards of your library. Choose an instant or sorcery card
    exiled this way and copy it three times. You may cast the copies without paying their
    mana costs.": the Lightning Bolt is chosen over the Opt (CR 608.2d); its three copies
    are cast for free, each at Bob (CR 707.12, 118.9); the card itself stays in exile."""
    game, chandra = _walker([], [], "Chandra, Pyromaster", 8)
    _on_top(game, 0, *["Forest"] * 8, "Opt", "Lightning Bolt")
    activate(game, chandra, index=2)
    resolve(game)
    state = game.state
    bolt = next(i for i in state.players[0].exile if state.objects[i].name == "Lightning Bolt")
    assert game.decision.kind == "choose" and bolt in game.decision.options
    choose(game, bolt)
    for _ in range(3):
        assert game.decision.kind == "cast"
        copy = game.decision.subject
        assert state.objects[copy].is_copy
        game.act(next(a for a in _casts(game, copy) if a.targets == (("player", 1),)))
    resolve(game)
    assert life(game, 1) == 11
    assert state.objects[bolt].zone == "exile" and len(state.players[0].exile) == 10


@plays("Chandra, Pyromaster", "library.copy_exiled_cast")
def test_707_12_pyromaster_a_copy_not_cast_ceases_to_exist():
    """Declining every copy: nothing is cast; the copies cease to exist (CR 704.5e)."""
    game, chandra = _walker([], [], "Chandra, Pyromaster", 8)
    _on_top(game, 0, *["Forest"] * 9, "Lightning Bolt")
    activate(game, chandra, index=2)
    resolve(game)
    for _ in range(3):
        choose(game, "no")
    resolve(game)
    state = game.state
    assert life(game, 1) == 20 and len(state.players[0].exile) == 10
    assert not any(state.objects[i].is_copy for i in state.players[0].exile)


@plays("Dihada, Binder of Wills", "library.reveal_any_number",
       "quantity.put_into_graveyard_this_way")
def test_608_2c_dihada_legendary_cards_to_hand_treasure_for_each_one_buried():
    """"[−3]: Reveal the top four cards of your library. Put any number of legendary cards
    from among them into your hand and the rest into your graveyard. Create a Treasure
    token for each card put into your graveyard this way.": Alice takes Isamaru; the other
    three go to her graveyard, three Treasures (CR 701.16a, 608.2c)."""
    game, dihada = _walker([], [], "Dihada, Binder of Wills", 5)
    isamaru = _on_top(game, 0, "Forest", "Shock", "Opt", "Isamaru, Hound of Konda")[3]
    activate(game, dihada, index=1)
    resolve(game)
    assert game.decision.kind == "choose" and set(game.decision.options) == {
        isamaru, "nothing"}
    choose(game, isamaru)
    assert hand(game) == ["Isamaru, Hound of Konda"]
    assert len(game.state.players[0].graveyard) == 3 and len(ids(game, "Treasure")) == 3


@plays("Dihada, Binder of Wills", "quantity.put_into_graveyard_this_way")
def test_614_1a_dihada_no_treasure_for_cards_exiled_instead():
    """Under Rest in Peace the rest are exiled instead (CR 614.1a): none was put into the
    graveyard this way, so no Treasure (CR 608.2c)."""
    game, dihada = _walker(["Rest in Peace"], [], "Dihada, Binder of Wills", 5)
    _on_top(game, 0, "Forest", "Shock", "Opt", "Isamaru, Hound of Konda")
    activate(game, dihada, index=1)
    resolve(game)
    choose(game, "nothing")
    assert not game.state.players[0].graveyard and not ids(game, "Treasure")


@plays("Dihada, Binder of Wills", "effect.those_group")
def test_611_2c_dihada_gains_control_of_all_nonland_permanents_and_they_gain_haste():
    """"[−11]: Gain control of all nonland permanents until end of turn. Untap them. They
    gain haste until end of turn.": Bob's Bears are Alice's, untapped, with haste (CR
    611.2c); his Forest isn't."""
    game, dihada = _walker([], ["Grizzly Bears", "Forest"], "Dihada, Binder of Wills", 11)
    bears, forest = ids(game, "Grizzly Bears")[0], ids(game, "Forest")[0]
    game.state.objects[bears].tapped = True
    game.state.changed()
    activate(game, dihada, index=2)
    resolve(game)
    state = game.state
    c = characteristics(state, state.objects[bears])
    assert c.controller == 0 and "haste" in c.keywords and not state.objects[bears].tapped
    assert characteristics(state, state.objects[forest]).controller == 1


@plays("Vraska, Betrayal's Sting", "animation.becomes_artifact_losing_all")
def test_205_1a_vraska_turns_a_creature_into_a_treasure_for_good():
    """"[−2]: Target creature becomes a Treasure artifact with "{T}, Sacrifice this
    artifact: Add one mana of any color" and loses all other card types and abilities.": the
    Serra Angel is a Treasure artifact, no creature, no flying, with the mana ability, still
    after the turn (CR 205.1a, 613.1d, 613.1f, 611.2a)."""
    game, vraska = _walker([], ["Serra Angel"], "Vraska, Betrayal's Sting", 6)
    angel = ids(game, "Serra Angel")[0]
    activate(game, vraska, angel, index=1)
    resolve(game)
    to_step(game, "upkeep")
    c = characteristics(game.state, game.state.objects[angel])
    assert c.types == frozenset({"Artifact"}) and set(c.subtypes) == {"Treasure"}
    assert "flying" not in c.keywords and len(c.activated) == 1
    assert c.activated[0].is_mana_ability and c.colors == frozenset("W")


@plays("Vraska, Betrayal's Sting", "effect.poison_difference")
def test_122_1f_vraska_brings_a_player_to_nine_poison_counters():
    """"[−9]: If target player has fewer than nine poison counters, they get a number of
    poison counters equal to the difference.": Bob with 2 gets 7 (CR 122.1f, 608.2h)."""
    game, vraska = _walker([], [], "Vraska, Betrayal's Sting", 9)
    game.state.players[1].poison = 2
    activate(game, vraska, ("player", 1), index=2)
    resolve(game)
    assert game.state.players[1].poison == 9


@plays("Kaya, Geist Hunter", "replacement.tokens_double_this_turn")
def test_614_1a_kaya_geist_hunter_doubles_tokens_this_turn():
    """"[−2]: Until end of turn, if one or more tokens would be created under your control,
    twice that many of those tokens are created instead.": Raise the Alarm makes four
    Soldiers (CR 614.1a, 611.2a)."""
    game, kaya = _walker(["Plains", "Plains"], [], "Kaya, Geist Hunter", 3,
                         hands=(["Raise the Alarm"], []))
    activate(game, kaya, index=1)
    resolve(game)
    cast(game, "Raise the Alarm")
    resolve(game)
    assert len(ids(game, "Soldier")) == 4


@plays("Kaya, Geist Hunter", "effect.exile_all_graveyards_then")
def test_608_2c_kaya_geist_hunter_a_spirit_for_each_card_exiled():
    """"[−6]: Exile all cards from all graveyards, then create a 1/1 white Spirit creature
    token with flying for each card exiled this way.": five cards, five Spirits (CR 608.2c)."""
    game, kaya = _walker([], [], "Kaya, Geist Hunter", 7)
    for name in ("Shock", "Opt"):
        _in_grave(game, name)
    for name in ("Forest", "Grizzly Bears", "Hill Giant"):
        _in_grave(game, name, 1)
    activate(game, kaya, index=2)
    resolve(game)
    state = game.state
    assert not state.players[0].graveyard and not state.players[1].graveyard
    assert len(ids(game, "Spirit")) == 5


@plays("Ashiok, Nightmare Weaver", "library.exiled_with_to_battlefield")
def test_607_2a_ashiok_puts_a_creature_exiled_with_it_onto_the_battlefield():
    """"[+2]: Exile the top three cards of target opponent's library." then "[−X]: Put a
    creature card with mana value X exiled with Ashiok onto the battlefield under your
    control. That creature is a Nightmare in addition to its other types.": X = 2 finds
    Bob's Bears, not his Hill Giant (CR 607.2a, 107.3); Alice controls a Bear Nightmare."""
    game, ashiok = _walker([], [], "Ashiok, Nightmare Weaver", 3)
    _on_top(game, 1, "Hill Giant", "Grizzly Bears", "Shock")
    activate(game, ashiok, ("player", 1), index=0)
    resolve(game)
    assert len(game.state.players[1].exile) == 3
    to_step(game, "upkeep")
    to_step(game, "draw")
    to_step(game, "upkeep")
    to_step(game, "precombat main")
    assert game.state.active == 0
    game.act(Action("activate", 0, ashiok, ability=1, x=2))
    resolve(game)
    bears = ids(game, "Grizzly Bears")
    assert bears and not ids(game, "Hill Giant")
    c = characteristics(game.state, game.state.objects[bears[0]])
    assert c.controller == 0 and {"Bear", "Nightmare"} <= set(c.subtypes)


@plays("Ashiok, Nightmare Weaver", "library.exile_hands_graveyards")
def test_406_2_ashiok_exiles_opponents_hands_and_graveyards():
    """"[−10]: Exile all cards from all opponents' hands and graveyards.": Bob's, not
    Alice's (CR 406.2)."""
    game, ashiok = _walker([], [], "Ashiok, Nightmare Weaver", 11,
                           hands=(["Opt"], ["Shock", "Forest"]))
    _in_grave(game, "Hill Giant", 1)
    _in_grave(game, "Grizzly Bears", 0)
    activate(game, ashiok, index=2)
    resolve(game)
    state = game.state
    assert not state.players[1].hand and not state.players[1].graveyard
    assert len(state.players[1].exile) == 3
    assert hand(game) == ["Opt"] and len(state.players[0].graveyard) == 1
