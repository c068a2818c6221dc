"""Play tests of the constructs the third batch of published decks (benchmarks/decks/) needed:
Burning Inquiry (Mardu Pyromancer), ..."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import cast, obj, plays, resolve, to_step

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.costs import FREE
from tolaria.rules.effects.library import turn_ends
from tolaria.rules.layers import characteristics
from tolaria.rules.mana_abilities import options
from tolaria.rules.zones import create_object

BOB = ("player", 1)


def _hand(game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].hand]


def _grave(game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].graveyard]


@plays("Burning Inquiry", "effect.discard_random", "effect.draw", "effect.same_subject")
def test_701_8b_each_player_draws_three_then_discards_three_at_random():
    game = board(["Mountain"], [], hands=(["Burning Inquiry", "Shock"], ["Ornithopter"]))
    cast(game, "Burning Inquiry")
    resolve(game)                                # no choice is asked: the game picks
    assert game.decision.kind == "priority"
    assert len(_hand(game, 0)) == 1 and len(_hand(game, 1)) == 1     # 1 + 3 - 3 each
    assert _grave(game, 0).count("Burning Inquiry") == 1 and len(_grave(game, 0)) == 4
    assert len(_grave(game, 1)) == 3


def _graveyard(game, player: int, names: list[str]) -> None:
    for name in names:
        create_object(game.state, card_def(name), player, "graveyard")


@plays("Ghastly Demise", "condition.mana_value_compared", "condition.if_rider")
def test_608_2h_ghastly_demise_destroys_if_toughness_at_most_your_graveyard():
    game = board(["Swamp"], ["Hill Giant"], hands=(["Ghastly Demise"], []))
    _graveyard(game, 0, ["Shock", "Shock", "Shock"])
    cast(game, "Ghastly Demise", obj(game, "Hill Giant"))       # toughness 3 <= 3 cards
    resolve(game)
    assert not ids(game, "Hill Giant")


def test_608_2h_ghastly_demise_spares_a_creature_tougher_than_your_graveyard():
    game = board(["Swamp"], ["Hill Giant"], hands=(["Ghastly Demise"], []))
    _graveyard(game, 0, ["Shock", "Shock"])
    _graveyard(game, 1, ["Shock", "Shock"])                      # not yours: not counted
    cast(game, "Ghastly Demise", obj(game, "Hill Giant"))       # on the stack as it resolves
    resolve(game)
    assert ids(game, "Hill Giant")


@plays("Mind's Desire", "library.impulse", "library.impulse_free", "keyword.storm")
def test_118_9_minds_desire_storm_exiles_cards_played_only_without_paying():
    game = board(["Island"] * 7, [], hands=(["Ornithopter", "Mind's Desire"], []), library=0)
    _library(game, 0, ["Shock", "Shock", "Island"])
    cast(game, "Ornithopter")
    resolve(game)
    cast(game, "Mind's Desire")                  # storm: one copy (CR 702.40a)
    while game.state.stack:
        resolve(game)
    exiled = list(game.state.players[0].exile)
    assert len(exiled) == 2
    shock = next((o for o in exiled if game.state.objects[o].name == "Shock"), None)
    assert shock is not None
    with pytest.raises(IllegalAction):           # not by paying it (CR 118.9)
        game.act(Action("cast", 0, shock, targets=(BOB,)))
    game.act(Action("cast", 0, shock, targets=(BOB,), costs=(FREE,)))
    resolve(game)
    assert game.state.players[1].life == 18


def test_118_9_minds_desire_permission_ends_with_the_turn():
    game = board(["Island"] * 6, [], hands=(["Mind's Desire"], []), library=0)
    _library(game, 0, ["Shock", "Shock"])
    cast(game, "Mind's Desire")
    resolve(game)
    shock = game.state.players[0].exile[0]
    turn_ends(game.state)                         # "until end of turn" (CR 514.2)
    with pytest.raises(IllegalAction):
        game.act(Action("cast", 0, shock, targets=(BOB,), costs=(FREE,)))


def _library(game, player: int, names: list[str]) -> None:
    for name in names:
        create_object(game.state, card_def(name), player, "library")


def _mana_of(game, oid: int) -> tuple[str, ...]:
    land = game.state.objects[oid]
    return options(game.state, land, characteristics(game.state, land).activated[0])


@plays("High Tide", "delayed.until_whenever", "delayed.until_mana_trigger",
       "mana.tapped_for_mana")
def test_605_4a_high_tide_each_island_tapped_this_turn_adds_an_additional_blue():
    game = board(["Island"] * 4 + ["Forest"], ["Island"],
                 hands=(["High Tide", "Mahamoti Djinn"], []))
    bobs = obj(game, "Island", 4)
    assert _mana_of(game, bobs) == ("U",)
    cast(game, "High Tide")
    resolve(game)
    assert _mana_of(game, bobs) == ("UU",)          # a player: any player (CR 605.1b)
    assert _mana_of(game, obj(game, "Forest")) == ("G",)
    cast(game, "Mahamoti Djinn")                    # {4}{U}{U} from three Islands
    assert "Mahamoti Djinn" in [game.state.objects[i].name for i in game.state.stack]
    assert not game.state.objects[obj(game, "Forest")].tapped


def test_603_7b_high_tide_ends_with_the_turn():
    game = board(["Island"] * 2, [], hands=(["High Tide"], []))
    cast(game, "High Tide")
    resolve(game)
    island = obj(game, "Island", 1)
    assert _mana_of(game, island) == ("UU",)
    to_step(game, "upkeep")                         # Bob's turn: it ended (CR 514.2)
    assert game.state.turn == 4 and _mana_of(game, island) == ("U",)


def _castable(game, name: str) -> bool:
    from test_oracle_play import in_hand
    oid = in_hand(game, name)
    return any(a.kind == "cast" and a.object == oid for a in game.legal_actions())


@plays("Gaddock Teeg", "phrase.with_x_in_cost", "static.cant_cast")
def test_107_3_gaddock_teeg_noncreature_spells_with_x_in_their_cost_cant_be_cast():
    game = board(["Gaddock Teeg"] + ["Mountain"] * 5, [],
                 hands=(["Blaze", "Lightning Bolt", "Endless One", "Fireball"], []))
    assert not _castable(game, "Blaze") and not _castable(game, "Fireball")
    assert _castable(game, "Lightning Bolt")            # no {X}, mana value 1
    assert _castable(game, "Endless One")               # a creature spell with {X}
    without = board(["Mountain"] * 5, [], hands=(["Blaze"], []))
    assert _castable(without, "Blaze")


@plays("Figure of Destiny", "animation.self_becomes_type", "condition.source_is_creature_type",
       "condition.if_rider")
def test_611_2a_figure_of_destiny_grows_step_by_step_for_good():
    from test_oracle_play import activate, chars
    game = board(["Figure of Destiny"] + ["Mountain"] * 17, [])
    figure = obj(game, "Figure of Destiny")

    def level(index: int) -> None:
        activate(game, figure, index=index)
        resolve(game)
    level(2)                                     # not a Warrior: nothing (CR 608.2c)
    assert (chars(game, figure).power, chars(game, figure).toughness) == (1, 1)
    level(0)
    assert (chars(game, figure).power, chars(game, figure).toughness) == (2, 2)
    assert set(chars(game, figure).subtypes) == {"Kithkin", "Spirit"}
    level(1)
    level(2)
    seen = chars(game, figure)
    assert (seen.power, seen.toughness) == (8, 8)
    assert {"flying", "first strike"} <= seen.keywords
    assert set(seen.subtypes) == {"Kithkin", "Spirit", "Warrior", "Avatar"}
    level(0)                                     # the latest wins; its keywords stay (613.7)
    seen = chars(game, figure)
    assert (seen.power, seen.toughness) == (2, 2) and "flying" in seen.keywords
    to_step(game, "upkeep")                      # no duration: it lasts (CR 611.2a)
    assert chars(game, figure).power == 2


def _reshaper_dies(top: str):
    game = board(["Matter Reshaper", "Mountain"], [], hands=(["Lightning Bolt"], []), library=0)
    _library(game, 0, ["Island", top])
    cast(game, "Lightning Bolt", obj(game, "Matter Reshaper"))
    resolve(game)                                  # it dies; its trigger goes on the stack
    resolve(game)
    return game


@plays("Matter Reshaper", "library.top_card_may_if", "trigger.dies")
def test_608_2d_matter_reshaper_puts_a_small_permanent_onto_the_battlefield():
    from test_oracle_play import choose
    game = _reshaper_dies("Grizzly Bears")
    assert game.decision.kind == "choose"
    choose(game, "yes")
    assert ids(game, "Grizzly Bears")


def test_608_2c_matter_reshaper_otherwise_into_your_hand():
    from test_oracle_play import choose
    game = _reshaper_dies("Hill Giant")            # mana value 4: into your hand
    assert "Hill Giant" in _hand(game)
    game = _reshaper_dies("Lightning Bolt")        # not a permanent card
    assert "Lightning Bolt" in _hand(game)
    game = _reshaper_dies("Grizzly Bears")         # one you choose not to put: hand too
    choose(game, "no")
    assert "Grizzly Bears" in _hand(game) and not ids(game, "Grizzly Bears")


def _bolt_smasher(answer: str):
    from test_oracle_play import choose, in_hand
    game = board(["Reality Smasher"], ["Mountain"], hands=([], ["Lightning Bolt", "Forest"]))
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", obj(game, "Reality Smasher"), player=1)
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    choose(game, answer)
    if game.decision.kind == "discard":             # the one card: no choice to make
        game.act(Action("choose", 1, choice=(in_hand(game, "Forest", 1),)))
    if game.state.stack:
        resolve(game)
    return game


@plays("Reality Smasher", "trigger.targeted", "effect.counter_targeting_unless_discard")
def test_702_21a_reality_smasher_counters_the_spell_unless_a_card_is_discarded():
    game = _bolt_smasher("no")
    assert game.state.objects[obj(game, "Reality Smasher")].damage == 0    # countered
    assert "Forest" in _hand(game, 1)
    game = _bolt_smasher("yes")
    assert game.state.objects[obj(game, "Reality Smasher")].damage == 3
    assert "Forest" in _grave(game, 1)


def test_603_2_reality_smasher_ignores_an_ability_that_targets_it():
    from test_oracle_play import activate
    game = board(["Reality Smasher"], ["Prodigal Pyromancer"], hands=([], ["Forest"]))
    game.act(Action("pass", 0))
    activate(game, obj(game, "Prodigal Pyromancer"), obj(game, "Reality Smasher"), player=1)
    resolve(game)
    assert game.state.objects[obj(game, "Reality Smasher")].damage == 1


@plays("All Is Dust", "effect.sacrifice_all_each")
def test_701_17a_all_is_dust_each_player_sacrifices_every_colored_permanent():
    game = board(["Wastes"] * 7 + ["Grizzly Bears", "Ornithopter", "Glorious Anthem"],
                 ["Hill Giant", "Memnite", "Island"],
                 hands=(["All Is Dust"], []))
    cast(game, "All Is Dust")
    resolve(game)
    for gone in ("Grizzly Bears", "Glorious Anthem", "Hill Giant"):
        assert not ids(game, gone), gone
    for kept in ("Ornithopter", "Memnite", "Island"):            # colorless (CR 105.2c)
        assert ids(game, kept), kept
    assert "Grizzly Bears" in _grave(game, 0) and "Hill Giant" in _grave(game, 1)


@plays("Warping Wail", "phrase.power_or_toughness")
def test_208_1_warping_wail_exiles_a_creature_with_power_or_toughness_one_or_less():
    game = board(["Wastes"] * 2, ["Hill Giant", "Wall of Stone"], hands=(["Warping Wail"], []))
    with pytest.raises(IllegalAction):              # 3/3: neither is 1 or less
        cast(game, "Warping Wail", obj(game, "Hill Giant"))
    cast(game, "Warping Wail", obj(game, "Wall of Stone"))     # 0/8: its power is
    resolve(game)
    assert not ids(game, "Wall of Stone") and ids(game, "Hill Giant")
    assert [game.state.objects[i].name for i in game.state.players[1].exile] == ["Wall of Stone"]


@plays("Eldrazi Displacer", "library.flicker_tapped")
def test_400_7_eldrazi_displacer_blinks_a_creature_back_tapped_under_its_owner():
    from test_oracle_play import activate
    game = board(["Eldrazi Displacer"] + ["Wastes"] * 3, ["Hill Giant"])
    displacer, giant = obj(game, "Eldrazi Displacer"), obj(game, "Hill Giant")
    with pytest.raises(IllegalAction):               # "another" (CR 109.5)
        activate(game, displacer, displacer)
    activate(game, displacer, giant)
    resolve(game)
    back = ids(game, "Hill Giant")
    assert back and back[0] != giant                 # a new object (CR 400.7)
    returned = game.state.objects[back[0]]
    assert returned.tapped and returned.controller == 1


@plays("Eldrazi Mimic", "animation.change_base_to_event")
def test_608_2h_eldrazi_mimic_copies_the_entering_creatures_power_and_toughness():
    from test_oracle_play import chars, choose
    game = board(["Eldrazi Mimic", "Wastes", "Wastes", "Wastes", "Forest"], [],
                 hands=(["Matter Reshaper", "Grizzly Bears", "Giant Growth"], []))
    mimic = obj(game, "Eldrazi Mimic")
    cast(game, "Matter Reshaper")
    resolve(game)                                    # Reshaper enters: the trigger
    if game.decision.kind == "priority":
        resolve(game)
    choose(game, "yes")
    assert (chars(game, mimic).power, chars(game, mimic).toughness) == (3, 2)
    cast(game, "Giant Growth", obj(game, "Matter Reshaper"))
    resolve(game)                                    # read once, as it resolved
    assert (chars(game, mimic).power, chars(game, mimic).toughness) == (3, 2)
    to_step(game, "upkeep")                          # until end of turn
    assert (chars(game, mimic).power, chars(game, mimic).toughness) == (2, 1)


def _blessed(game, name: str):
    from test_oracle_play import chars
    cast(game, "Karametra's Blessing", obj(game, name))
    resolve(game)
    return chars(game, obj(game, name))


@plays("Karametra's Blessing", "condition.if_enchanted_or", "condition.if_rider")
def test_303_4_karametras_blessing_protects_only_an_enchanted_or_enchantment_creature():
    game = board(["Plains", "Grizzly Bears"], [], hands=(["Karametra's Blessing"], []))
    seen = _blessed(game, "Grizzly Bears")
    assert seen.power == 4 and "hexproof" not in seen.keywords
    game = board(["Plains", "Nyxborn Brute"], [], hands=(["Karametra's Blessing"], []))
    seen = _blessed(game, "Nyxborn Brute")               # an enchantment creature
    assert {"hexproof", "indestructible"} <= seen.keywords
    game = board(["Plains", "Plains", "Grizzly Bears"], [],
                 hands=(["Karametra's Blessing", "Ethereal Armor"], []))
    cast(game, "Ethereal Armor", obj(game, "Grizzly Bears"))
    resolve(game)
    seen = _blessed(game, "Grizzly Bears")               # an enchanted creature
    assert seen.power == 5 and {"hexproof", "indestructible"} <= seen.keywords


@plays("Animation Module", "counters.another_of_chosen_kind_player")
def test_122_1_animation_module_gives_a_permanent_or_player_another_counter():
    from test_oracle_play import activate, choose
    game = board(["Animation Module"] + ["Wastes"] * 3, ["Grizzly Bears"])
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].counters["+1/+1"] = 1
    activate(game, obj(game, "Animation Module"), bears)
    resolve(game)
    if game.decision.kind == "choose":
        choose(game, "+1/+1")
    assert game.state.objects[bears].counters["+1/+1"] == 2
    game = board(["Animation Module"] + ["Wastes"] * 3, [])
    game.state.players[1].poison = 2
    activate(game, obj(game, "Animation Module"), BOB)
    resolve(game)
    assert game.state.players[1].poison == 3


def test_609_3_animation_module_a_player_without_counters_gets_none():
    from test_oracle_play import activate
    game = board(["Animation Module"] + ["Wastes"] * 3, [])
    activate(game, obj(game, "Animation Module"), BOB)
    resolve(game)
    player = game.state.players[1]
    assert (player.poison, player.energy, player.experience) == (0, 0, 0)


@plays("Shape Stealer", "animation.change_base_to_event")
def test_608_2h_shape_stealer_blocking_takes_the_attackers_power_and_toughness():
    from test_oracle_play import chars
    game = board(["Hill Giant"], ["Shape Stealer"], step="declare attackers")
    giant, stealer = obj(game, "Hill Giant"), obj(game, "Shape Stealer")
    game.act(Action("attack", 0, choice=((giant, BOB),)))
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=((stealer, giant),)))
    while game.state.stack:
        resolve(game)
    assert (chars(game, stealer).power, chars(game, stealer).toughness) == (3, 3)


@plays("Arnyn, Deathbloom Botanist", "phrase.power_or_toughness")
def test_208_1_arnyn_triggers_for_a_creature_with_power_or_toughness_one_or_less():
    game = board(["Arnyn, Deathbloom Botanist", "Mountain", "Mountain", "Ornithopter",
                  "Hill Giant"], [], hands=(["Lightning Bolt", "Lightning Bolt"], []))
    cast(game, "Lightning Bolt", obj(game, "Hill Giant"))      # 3/3: no trigger
    resolve(game)
    assert not game.state.stack and game.state.players[1].life == 20
    cast(game, "Lightning Bolt", obj(game, "Ornithopter"))     # 0/2: its power is 0
    resolve(game)
    while game.state.stack:
        resolve(game)
    assert game.state.players[1].life == 18 and game.state.players[0].life == 22
