"""Play tests: activated abilities whose creature gets or gains something and deals damage
to its controller (CR 611.2a, 120.3); looking at the top card of one's own library
(CR 401.2); "Discard any number of cards." and the cards discarded this way (CR 701.8a,
608.2c)."""

from __future__ import annotations

from boards import add_mana, board, ids
from test_oracle_play import (
    activate,
    cast,
    chars,
    choose,
    grave,
    hand,
    life,
    names,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game


@plays("Firedrinker Satyr", "effect.modified_and_deals")
def test_120_3_firedrinker_satyr_gets_plus_one_and_deals_one_damage_to_you():
    """CR 611.2a, 120.3: "{1}{R}: This creature gets +1/+0 until end of turn and deals 1
    damage to you." Alice's Satyr becomes 3/1 and she loses 1 life; the Satyr is the
    source, not the one dealt damage, so its own trigger doesn't fire."""
    game = board(["Firedrinker Satyr"])
    satyr = ids(game, "Firedrinker Satyr")[0]
    add_mana(game, "{1}{R}")
    activate(game, satyr)
    resolve(game)
    assert chars(game, satyr).power == 3 and life(game, 0) == 19
    assert not game.state.stack and life(game, 1) == 20


@plays("Electric Eel", "effect.modified_and_deals")
def test_611_2a_electric_eel_pumped_twice_until_end_of_turn():
    """CR 611.2a, 514.2: "{R}{R}: This creature gets +2/+0 until end of turn and deals 1
    damage to you." Activated twice: 5/1 and Alice at 18; at cleanup it is 1/1 again."""
    game = board(["Electric Eel"])
    eel = ids(game, "Electric Eel")[0]
    for _ in range(2):
        add_mana(game, "{R}{R}")
        activate(game, eel)
        resolve(game)
    assert chars(game, eel).power == 5 and life(game, 0) == 18
    to_step(game, "upkeep")                              # Bob's turn: the effects ended
    assert game.state.active == 1 and chars(game, eel).power == 1


@plays("Wormwood Dryad", "effect.modified_and_deals")
def test_702_14c_wormwood_dryad_gains_forestwalk_and_deals_damage_to_you():
    """CR 702.14c, 120.3: "{G}: This creature gains forestwalk until end of turn and deals
    1 damage to you." Bob controls a Forest: the Dryad attacks and his Grizzly Bears can't
    block it; Alice paid 1 life for it, and Bob takes 3."""
    game = board(["Wormwood Dryad"], ["Forest", "Grizzly Bears"], step="beginning of combat")
    dryad = ids(game, "Wormwood Dryad")[0]
    add_mana(game, "{G}")
    activate(game, dryad)
    resolve(game)
    assert "forestwalk" in chars(game, dryad).keywords and life(game, 0) == 19
    assert "swampwalk" not in chars(game, dryad).keywords
    game.act("pass")
    game.act("pass")
    game.act("attack with Wormwood Dryad")
    game.act("pass")
    game.act("pass")
    assert game.state.step == "declare blockers" and game.decision.kind == "priority"
    assert not game.state.objects[ids(game, "Grizzly Bears")[0]].blocking   # none was able
    to_step(game, "end")
    assert life(game, 1) == 17


@plays("Brutal Deceiver", "library.look_own_top")
def test_401_2_brutal_deceiver_lets_its_controller_look_at_her_top_card():
    """CR 401.2: "{1}: Look at the top card of your library." Only Alice sees it; it stays
    on top and no card moves."""
    game = board(["Brutal Deceiver"])
    deceiver = ids(game, "Brutal Deceiver")[0]
    top = game.state.players[0].library[-1]
    size = len(game.state.players[0].library)
    add_mana(game, "{1}")
    activate(game, deceiver)
    resolve(game)
    assert (top, 0) in game.state.looked and (top, 1) not in game.state.looked
    assert game.state.players[0].library[-1] == top
    assert len(game.state.players[0].library) == size


def _discard_named(game: Game, *names_: str) -> None:
    """Answer "discard any number of cards": these cards of Alice's hand, then done."""
    state = game.state
    for name in names_:
        choose(game, next(o for o in state.players[0].hand if state.objects[o].name == name))
    choose(game, "done")


@plays("Sacred Rites", "effect.discard_any_number", "quantity.discarded_this_way")
def test_608_2c_sacred_rites_counts_the_cards_discarded_as_it_resolves():
    """CR 701.8a, 608.2c-d: "Discard any number of cards. Creatures you control get +0/+1
    until end of turn for each card discarded this way." Alice discards two of her three
    cards: her Grizzly Bears is 2/4 and the third card stays in her hand."""
    game = board(["Plains", "Grizzly Bears"], [],
                 hands=(["Sacred Rites", "Forest", "Island", "Shock"], []))
    bears = ids(game, "Grizzly Bears")[0]
    cast(game, "Sacred Rites")
    resolve(game)
    _discard_named(game, "Forest", "Island")
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (2, 4)
    assert hand(game) == ["Shock"] and {"Forest", "Island"} <= set(grave(game))


@plays("Sacred Rites", "effect.discard_any_number", "quantity.discarded_this_way")
def test_701_8a_sacred_rites_discarding_none_gives_nothing():
    """CR 608.2d: Alice may choose no card at all; then nothing gets +0/+1."""
    game = board(["Plains", "Grizzly Bears"], [], hands=(["Sacred Rites", "Forest"], []))
    bears = ids(game, "Grizzly Bears")[0]
    cast(game, "Sacred Rites")
    resolve(game)
    _discard_named(game)
    resolve(game)
    assert chars(game, bears).toughness == 2 and hand(game) == ["Forest"]


@plays("Rites of Refusal", "effect.discard_any_number", "quantity.discarded_this_way")
def test_118_12a_rites_of_refusal_asks_three_for_each_card_discarded():
    """CR 118.12a, 608.2c: "Discard any number of cards. Counter target spell unless its
    controller pays {3} for each card discarded this way." Bob discards two cards: Alice
    must pay {6} for her Grizzly Bears; with five lands left she can't, and it is
    countered."""
    game = board(["Forest"] * 7, ["Island", "Island"],
                 hands=(["Grizzly Bears"], ["Rites of Refusal", "Forest", "Swamp", "Shock"]))
    cast(game, "Grizzly Bears")
    bears = game.state.stack[-1]
    game.act(Action("pass", 0))
    cast(game, "Rites of Refusal", bears, player=1)
    resolve(game)
    state = game.state
    for name in ("Forest", "Swamp"):
        choose(game, next(o for o in state.players[1].hand if state.objects[o].name == name))
    choose(game, "done")
    resolve(game)
    assert "Grizzly Bears" in grave(game) and "Grizzly Bears" not in names(game)
    assert hand(game, 1) == ["Shock"]


@plays("Rites of Refusal", "effect.discard_any_number", "quantity.discarded_this_way")
def test_608_2c_rites_of_refusal_one_card_discarded_costs_three():
    """CR 118.12a: Bob discards one card; Alice pays {3} and her Grizzly Bears resolves."""
    game = board(["Forest"] * 5, ["Island", "Island"],
                 hands=(["Grizzly Bears"], ["Rites of Refusal", "Forest", "Shock"]))
    cast(game, "Grizzly Bears")
    bears = game.state.stack[-1]
    game.act(Action("pass", 0))
    cast(game, "Rites of Refusal", bears, player=1)
    resolve(game)
    state = game.state
    choose(game, next(o for o in state.players[1].hand if state.objects[o].name == "Forest"))
    choose(game, "done")
    assert game.decision.kind == "yes_no" and game.decision.player == 0
    choose(game, "yes")
    resolve(game)
    assert "Grizzly Bears" in names(game)


def _source_choice(game: Game) -> tuple[int, ...]:
    """The sources offered by "a ... source of your choice" (CR 609.7a)."""
    assert game.decision.kind == "choose" and game.decision.player == 0
    return game.decision.options


@plays("Circle of Protection: Artifacts", "effect.prevent_from_typed_source")
def test_615_8_circle_of_protection_artifacts_prevents_the_chosen_artifacts_damage():
    """CR 615.8, 609.7a: "{2}: The next time an artifact source of your choice would deal
    damage to you this turn, prevent that damage." Bob's Rod of Ruin aims at Alice; she
    answers and may choose only an artifact (his Rod or Ornithopter, not his Grizzly Bears):
    she takes nothing."""
    game = board(["Circle of Protection: Artifacts", "Plains", "Plains"],
                 ["Rod of Ruin", "Ornithopter", "Grizzly Bears", "Island", "Island", "Island"])
    rod, bears = ids(game, "Rod of Ruin")[0], ids(game, "Grizzly Bears")[0]
    game.act(Action("pass", 0))
    activate(game, rod, ("player", 0), player=1)
    game.act(Action("pass", 1))                         # Bob keeps priority (117.3c)
    activate(game, ids(game, "Circle of Protection: Artifacts")[0])
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    options = _source_choice(game)
    assert set(options) == {rod, ids(game, "Ornithopter")[0]} and bears not in options
    choose(game, rod)
    resolve(game)
    assert life(game, 0) == 20 and not game.state.stack


@plays("Rune of Protection: Lands", "effect.prevent_from_typed_source")
def test_609_7a_rune_of_protection_lands_prevents_a_lands_damage():
    """CR 615.8, 609.7a: "{W}: The next time a land source of your choice would deal damage
    to you this turn, prevent that damage." Bob's Shivan Gorge deals 1 damage to each
    opponent; Alice chooses it and loses no life."""
    game = board(["Rune of Protection: Lands", "Plains"],
                 ["Shivan Gorge", "Mountain", "Mountain", "Mountain"])
    gorge = ids(game, "Shivan Gorge")[0]
    game.act(Action("pass", 0))
    activate(game, gorge, index=1, player=1)
    game.act(Action("pass", 1))                         # Bob keeps priority (117.3c)
    activate(game, ids(game, "Rune of Protection: Lands")[0])
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert gorge in _source_choice(game)
    choose(game, gorge)
    resolve(game)
    assert life(game, 0) == 20


@plays("Rune of Protection: Artifacts", "effect.prevent_from_typed_source")
def test_609_7a_rune_of_protection_artifacts_has_no_land_to_choose():
    """CR 609.7a: with no artifact source anywhere, Alice has nothing to choose; Bob's
    Shivan Gorge then deals its damage."""
    game = board(["Rune of Protection: Artifacts", "Plains"],
                 ["Shivan Gorge", "Mountain", "Mountain", "Mountain"])
    gorge = ids(game, "Shivan Gorge")[0]
    game.act(Action("pass", 0))
    activate(game, gorge, index=1, player=1)
    game.act(Action("pass", 1))                         # Bob keeps priority (117.3c)
    activate(game, ids(game, "Rune of Protection: Artifacts")[0])
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "priority"
    resolve(game)
    assert life(game, 0) == 19


def _exiled(game: Game, player: int) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].exile]


@plays("Doomfall", "effect.player_exiles_own_permanent")
def test_406_2_doomfall_target_opponent_exiles_a_creature_of_their_choice():
    """CR 608.2d, 406.2: "Target opponent exiles a creature they control." Bob chooses
    which of his creatures: his Hill Giant goes to exile (not his graveyard: it isn't
    sacrificed), his Grizzly Bears stays."""
    game = board(["Swamp"] * 3, ["Grizzly Bears", "Hill Giant"], hands=(["Doomfall"], []))
    cast(game, "Doomfall", ("player", 1), mode=0)
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 1
    choose(game, ids(game, "Hill Giant")[0])
    resolve(game)
    assert _exiled(game, 1) == ["Hill Giant"] and "Grizzly Bears" in names(game)
    assert grave(game, 1) == []


@plays("Early Winter", "effect.player_exiles_own_permanent")
def test_608_2d_early_winter_exiles_the_only_enchantment_bob_controls():
    """CR 608.2d: "Target opponent exiles an enchantment they control." Bob's one
    enchantment is exiled; his creature isn't an enchantment and stays; Alice's own
    enchantment is not his."""
    game = board(["Swamp"] * 5 + ["Circle of Protection: Artifacts"],
                 ["Grizzly Bears", "Circle of Protection: Red"], hands=(["Early Winter"], []))
    cast(game, "Early Winter", ("player", 1), mode=1)
    resolve(game)
    assert _exiled(game, 1) == ["Circle of Protection: Red"]
    assert {"Grizzly Bears", "Circle of Protection: Artifacts"} <= set(names(game))


@plays("Penregon Strongbull", "effect.modified_and_deals")
def test_120_3_penregon_strongbull_deals_damage_to_each_opponent():
    """CR 611.2a, 120.3: "{1}, Sacrifice an artifact: This creature gets +1/+1 until end of
    turn and deals 1 damage to each opponent." The Ornithopter is sacrificed; the Strongbull
    is 3/4 and Bob is at 19, Alice still at 20."""
    game = board(["Penregon Strongbull", "Ornithopter", "Plains"])
    bull = ids(game, "Penregon Strongbull")[0]
    activate(game, bull, costs=(ids(game, "Ornithopter")[0],))
    resolve(game)
    assert (chars(game, bull).power, chars(game, bull).toughness) == (3, 4)
    assert life(game, 1) == 19 and life(game, 0) == 20 and "Ornithopter" in grave(game)


@plays("Vessel of Malignity", "graveyard.player_exiles_cards_from_hand")
def test_406_2_vessel_of_malignity_bob_exiles_two_cards_of_his_choice():
    """CR 406.2, 608.2d: "{1}{B}, Sacrifice this enchantment: Target opponent exiles two
    cards from their hand." Bob chooses two of his three cards; the third stays."""
    game = board(["Vessel of Malignity", "Swamp", "Swamp"], [],
                 hands=([], ["Shock", "Forest", "Hill Giant"]))
    activate(game, ids(game, "Vessel of Malignity")[0], ("player", 1))
    resolve(game)
    state = game.state
    for name in ("Shock", "Hill Giant"):
        assert game.decision.kind == "choose" and game.decision.player == 1
        choose(game, next(o for o in state.players[1].hand if state.objects[o].name == name))
    resolve(game)
    assert sorted(_exiled(game, 1)) == ["Hill Giant", "Shock"] and hand(game, 1) == ["Forest"]
    assert "Vessel of Malignity" in grave(game)


@plays("Aim for the Head", "graveyard.player_exiles_cards_from_hand")
def test_608_2d_aim_for_the_head_with_one_card_left_exiles_that_one():
    """CR 608.2d, 609.3: Bob has a single card in hand: it is exiled, with nothing to
    choose."""
    game = board(["Swamp"] * 3, [], hands=(["Aim for the Head"], ["Shock"]))
    cast(game, "Aim for the Head", ("player", 1), mode=1)
    resolve(game)
    assert _exiled(game, 1) == ["Shock"] and hand(game, 1) == []


@plays("Mind Swords", "graveyard.player_exiles_cards_from_hand")
def test_101_4_mind_swords_each_player_chooses_two_cards_in_apnap_order():
    """CR 101.4, 406.2: "Each player exiles two cards from their hand." Alice chooses first
    (two of her three), then Bob (his only two go, no choice); all are exiled together."""
    game = board(["Swamp", "Swamp"], [], hands=(["Mind Swords", "Shock", "Forest", "Island"],
                                                 ["Hill Giant", "Mountain"]))
    cast(game, "Mind Swords")
    resolve(game)
    state = game.state
    for name in ("Shock", "Island"):
        assert game.decision.kind == "choose" and game.decision.player == 0
        choose(game, next(o for o in state.players[0].hand if state.objects[o].name == name))
    resolve(game)
    assert sorted(_exiled(game, 0)) == ["Island", "Shock"] and hand(game) == ["Forest"]
    assert sorted(_exiled(game, 1)) == ["Hill Giant", "Mountain"] and hand(game, 1) == []
