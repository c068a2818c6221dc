"""Costs, activation rules and mana riders compiled from Oracle text, played (CR 118,
602.2, 602.5, 614.1c)."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import (
    BOB,
    activate,
    cast,
    in_hand,
    life,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _in_graveyard(game, name: str, player: int = 0) -> int:
    return create_object(game.state, card_def(name), player, "graveyard").id


def _tokens(game, name: str) -> int:
    return len(ids(game, name))


# -- Exile this card from your graveyard (CR 602.2) ------------------------------------------

@plays("Dauntless Cathar", "cost.exile_self", "ability.sorcery_speed")
def test_602_2_ability_works_only_from_the_graveyard_and_exiles_the_card():
    game = board(["Plains"] * 2, [], hands=(["Dauntless Cathar"], []))
    # In the hand, the ability doesn't work (CR 113.6k: it functions only in the graveyard).
    with pytest.raises(IllegalAction):
        activate(game, in_hand(game, "Dauntless Cathar"))
    card = _in_graveyard(game, "Dauntless Cathar")
    action = Action("activate", 0, card, ability=0)
    assert game.parse(game.notation(action)) == action      # the notation names it
    game.act(action)
    state = game.state
    assert not state.players[0].graveyard
    assert [state.objects[i].name for i in state.players[0].exile] == ["Dauntless Cathar"]
    resolve(game)
    assert _tokens(game, "Spirit") == 1


@plays("Dauntless Cathar", "cost.exile_self")
def test_602_5d_graveyard_ability_only_as_a_sorcery():
    game = board(["Plains"] * 2, [], step="upkeep")
    card = _in_graveyard(game, "Dauntless Cathar")
    with pytest.raises(IllegalAction):
        activate(game, card)
    assert _tokens(game, "Spirit") == 0


@plays("Heron-Blessed Geist", "cost.exile_self", "ability.only_if")
def test_602_5b_activate_only_if_you_control_an_enchantment():
    game = board(["Plains"] * 4, [])
    card = _in_graveyard(game, "Heron-Blessed Geist")
    with pytest.raises(IllegalAction):
        activate(game, card)                     # no enchantment: the condition fails
    game = board(["Plains"] * 4 + ["Glorious Anthem"], [])
    card = _in_graveyard(game, "Heron-Blessed Geist")
    activate(game, card)
    resolve(game)
    assert _tokens(game, "Spirit") == 2


# -- Activate only during your turn (CR 602.5b) ------------------------------------------------

@plays("Apprentice Sorcerer", "ability.your_turn")
def test_602_5b_before_attackers_are_declared_on_your_turn_only():
    game = board(["Apprentice Sorcerer"], [])
    sorcerer = ids(game, "Apprentice Sorcerer")[0]
    activate(game, sorcerer, BOB)                # main phase 1 of Alice's turn: fine
    resolve(game)
    assert life(game, 1) == 19
    game = board(["Apprentice Sorcerer"], [], step="beginning of combat")
    sorcerer = ids(game, "Apprentice Sorcerer")[0]
    to_step(game, "postcombat main")             # attackers were declared: too late
    with pytest.raises(IllegalAction):
        activate(game, sorcerer, BOB)
    to_step(game, "upkeep")                      # Bob's turn: not Alice's
    assert game.state.active == 1
    game.act(Action("pass", 1))
    assert game.state.priority == 0
    with pytest.raises(IllegalAction):
        activate(game, sorcerer, BOB)


# -- Tap an untapped creature you control (CR 118.3, 302.6) -----------------------------------

@plays("Earthcraft", "cost.tap_untapped")
def test_302_6_tapping_a_summoning_sick_creature_pays_the_cost():
    game = board(["Earthcraft", "Forest"], [], hands=(["Grizzly Bears"], []))
    forest = ids(game, "Forest")[0]
    game.state.objects[forest].tapped = True
    bears = create_object(game.state, card_def("Grizzly Bears"), 0, "battlefield")
    bears.since = None                           # it came under Alice's control this turn
    earthcraft = ids(game, "Earthcraft")[0]
    with pytest.raises(IllegalAction):
        activate(game, earthcraft, forest)      # the cost's creature must be chosen
    action = Action("activate", 0, earthcraft, ability=0, targets=(("object", forest),),
                    costs=(bears.id,))
    assert game.parse(game.notation(action)) == action
    game.act(action)
    assert bears.tapped
    resolve(game)
    assert not game.state.objects[forest].tapped
    with pytest.raises(IllegalAction):          # no untapped creature is left
        activate(game, earthcraft, forest, costs=(bears.id,))


@plays("Mothdust Changeling", "cost.tap_untapped")
def test_118_3_the_source_itself_may_pay_tap_an_untapped_creature():
    game = board(["Mothdust Changeling"], [])
    changeling = ids(game, "Mothdust Changeling")[0]
    activate(game, changeling, costs=(changeling,))
    resolve(game)
    state = game.state
    from tolaria.rules.layers import characteristics
    assert state.objects[changeling].tapped
    assert "flying" in characteristics(state, state.objects[changeling]).keywords


# -- This land enters tapped unless ... (CR 614.1c) --------------------------------------------

@plays("Drowned Catacomb", "static.enters_tapped_unless")
def test_614_1c_check_land_enters_untapped_with_an_island():
    game = board(["Island"], [], hands=(["Drowned Catacomb"], []))
    game.act(Action("play", 0, in_hand(game, "Drowned Catacomb")))
    assert not game.state.objects[ids(game, "Drowned Catacomb")[0]].tapped
    game = board(["Mountain"], [], hands=(["Drowned Catacomb"], []))
    game.act(Action("play", 0, in_hand(game, "Drowned Catacomb")))
    assert game.state.objects[ids(game, "Drowned Catacomb")[0]].tapped


@plays("Deserted Beach", "static.enters_tapped_unless")
def test_614_1c_slow_land_counts_other_lands():
    game = board(["Plains"], [], hands=(["Deserted Beach"], []))
    game.act(Action("play", 0, in_hand(game, "Deserted Beach")))
    assert game.state.objects[ids(game, "Deserted Beach")[0]].tapped
    game = board(["Plains", "Island"], [], hands=(["Deserted Beach"], []))
    game.act(Action("play", 0, in_hand(game, "Deserted Beach")))
    assert not game.state.objects[ids(game, "Deserted Beach")[0]].tapped


# -- This spell costs {N} less to cast; affinity (CR 601.2f, 702.41a) --------------------------

def _castable(game, name: str) -> bool:
    oid = in_hand(game, name)
    return any(a.kind == "cast" and a.object == oid for a in game.legal_actions())


@plays("Tolarian Terror", "spell.self_cost_change")
def test_601_2f_costs_one_less_for_each_instant_and_sorcery_card_in_your_graveyard():
    game = board(["Island"] * 5, [], hands=(["Tolarian Terror"], []))
    assert not _castable(game, "Tolarian Terror")          # {6}{U} with five lands
    for name in ("Opt", "Divination"):
        _in_graveyard(game, name)
    assert _castable(game, "Tolarian Terror")              # {4}{U}
    game.act(Action("cast", 0, in_hand(game, "Tolarian Terror")))
    resolve(game)
    assert ids(game, "Tolarian Terror")
    assert all(game.state.objects[i].tapped for i in ids(game, "Island"))


@plays("Pearl of Wisdom", "spell.self_cost_change")
def test_601_2f_costs_one_less_if_you_control_an_otter():
    game = board(["Island"] * 2, [], hands=(["Pearl of Wisdom"], []))
    assert not _castable(game, "Pearl of Wisdom")
    game = board(["Island"] * 2 + ["Stormcatch Mentor"], [], hands=(["Pearl of Wisdom"], []))
    assert _castable(game, "Pearl of Wisdom")


@plays("Frogmite", "keyword.affinity")
def test_702_41a_affinity_for_artifacts():
    game = board(["Ornithopter"] * 3, [], hands=(["Frogmite"], []))
    assert not _castable(game, "Frogmite")                 # {4} minus 3, no mana
    game = board(["Ornithopter"] * 4, [], hands=(["Frogmite"], []))
    game.act(Action("cast", 0, in_hand(game, "Frogmite")))
    resolve(game)
    assert ids(game, "Frogmite")


# -- Any player may activate this ability (CR 602.2) ------------------------------------------

@plays("Quicksilver Wall", "ability.any_player")
def test_602_2_an_opponent_activates_any_player_may_activate():
    game = board(["Quicksilver Wall"], ["Island"] * 4)
    wall = ids(game, "Quicksilver Wall")[0]
    game.act(Action("pass", 0))
    assert game.state.priority == 1
    action = Action("activate", 1, wall, ability=0)
    assert game.parse(game.notation(action)) == action
    game.act(action)                                        # Bob pays {4}
    assert all(game.state.objects[i].tapped for i in ids(game, "Island"))
    resolve(game)
    assert in_hand(game, "Quicksilver Wall", 0)             # to its owner's hand


# -- Add two mana in any combination of colors (CR 106.1a) ------------------------------------

@plays("Terrarion", "ability.mana_combination")
def test_106_1a_two_mana_in_any_combination_of_colors():
    game = board(["Terrarion", "Mountain", "Mountain"], [])
    terrarion = ids(game, "Terrarion")[0]
    options = game.state.objects[terrarion].card.activated[0].mana
    assert len(options) == 15 and "UG" in options
    activate(game, terrarion, choice=(options.index("UG"),))
    pool = game.state.players[0].pool
    assert pool.count("U") == 1 and pool.count("G") == 1 and pool.total() == 2
    assert not ids(game, "Terrarion")                       # sacrificed as the cost


# -- Exile this artifact; cards as costs (CR 118.3, 406.2, 701.8c) ----------------------------

@plays("Brittle Effigy", "cost.exile_permanent")
def test_406_2_exiling_the_artifact_itself_pays_the_cost():
    game = board(["Brittle Effigy"] + ["Plains"] * 4, ["Grizzly Bears"])
    effigy, bears = ids(game, "Brittle Effigy")[0], ids(game, "Grizzly Bears")[0]
    activate(game, effigy, bears)
    state = game.state
    assert not ids(game, "Brittle Effigy")
    assert [state.objects[i].name for i in state.players[0].exile] == ["Brittle Effigy"]
    resolve(game)
    assert [state.objects[i].name for i in state.players[1].exile] == ["Grizzly Bears"]


@plays("Survival of the Fittest", "cost.cards")
def test_118_3_discard_a_creature_card_refuses_other_cards():
    game = board(["Survival of the Fittest", "Forest"], [],
                 hands=(["Mountain", "Grizzly Bears"], []))
    survival = ids(game, "Survival of the Fittest")[0]
    with pytest.raises(IllegalAction):
        activate(game, survival, costs=(in_hand(game, "Mountain"),))
    activate(game, survival, costs=(in_hand(game, "Grizzly Bears"),))
    state = game.state
    assert [state.objects[i].name for i in state.players[0].graveyard] == ["Grizzly Bears"]


@plays("Hell-Bent Raider", "cost.cards")
def test_701_8c_discard_a_card_at_random_needs_no_choice():
    game = board(["Hell-Bent Raider"], [], hands=([], []))
    raider = ids(game, "Hell-Bent Raider")[0]
    with pytest.raises(IllegalAction):
        activate(game, raider)                              # no card to discard
    game = board(["Hell-Bent Raider"], [], hands=(["Shock"], []))
    raider = ids(game, "Hell-Bent Raider")[0]
    activate(game, raider)
    assert not game.state.players[0].hand
    resolve(game)
    from tolaria.rules.layers import characteristics
    assert "protection from white" in characteristics(
        game.state, game.state.objects[raider]).keywords


@plays("Stitched Drake", "spell.permanent_additional_cost", "cost.cards")
def test_118_8_creature_spell_exiles_a_creature_card_from_the_graveyard():
    game = board(["Island"] * 3, [], hands=(["Stitched Drake"], []))
    assert not _castable(game, "Stitched Drake")            # nothing to exile
    land = _in_graveyard(game, "Forest")
    assert not _castable(game, "Stitched Drake")            # not a creature card
    bears = _in_graveyard(game, "Grizzly Bears")
    with pytest.raises(IllegalAction):
        game.act(Action("cast", 0, in_hand(game, "Stitched Drake"), costs=(land,)))
    game.act(Action("cast", 0, in_hand(game, "Stitched Drake"), costs=(bears,)))
    resolve(game)
    state = game.state
    assert ids(game, "Stitched Drake")
    assert [state.objects[i].name for i in state.players[0].exile] == ["Grizzly Bears"]


@plays("Lesser Masticore", "spell.permanent_additional_cost", "cost.discard")
def test_601_2f_artifact_creature_spell_with_a_discard_cost():
    game = board(["Island"] * 2, [], hands=(["Lesser Masticore", "Shock"], []))
    game.act(Action("cast", 0, in_hand(game, "Lesser Masticore"),
                    costs=(in_hand(game, "Shock"),)))
    resolve(game)
    assert ids(game, "Lesser Masticore")
    assert [game.state.objects[i].name for i in game.state.players[0].graveyard] == ["Shock"]


# -- Discard this card: abilities that work from the hand (CR 113.6k, 602.2) ------------------

@plays("Ghost-Lit Raider", "cost.discard_self")
def test_113_6k_discard_this_card_ability_works_from_the_hand():
    game = board(["Mountain"] * 4, ["Hill Giant"], hands=(["Ghost-Lit Raider"], []))
    giant = ids(game, "Hill Giant")[0]
    raider = in_hand(game, "Ghost-Lit Raider")
    ability = next(i for i, a in enumerate(game.state.objects[raider].card.activated)
                   if a.zone == "hand")
    action = Action("activate", 0, raider, ability=ability, targets=(("object", giant),))
    assert game.parse(game.notation(action)) == action      # the notation names it
    game.act(action)
    state = game.state
    assert [state.objects[i].name for i in state.players[0].graveyard] == ["Ghost-Lit Raider"]
    resolve(game)
    assert "Hill Giant" in [state.objects[i].name for i in state.players[1].graveyard]


@plays("Ghost-Lit Redeemer", "cost.discard_self")
def test_602_2_discard_this_card_ability_not_from_the_battlefield():
    game = board(["Ghost-Lit Redeemer", "Plains", "Plains"], [])
    redeemer = ids(game, "Ghost-Lit Redeemer")[0]
    ability = next(i for i, a in enumerate(game.state.objects[redeemer].card.activated)
                   if a.zone == "hand")
    with pytest.raises(IllegalAction):
        activate(game, redeemer, index=ability)
    assert life(game, 0) == 20


# -- Cast this spell only ... (CR 601.3) -------------------------------------------------------

@plays("Eightfold Maze", "spell.cast_only")
def test_601_3_cast_only_in_the_declare_attackers_step_if_attacked():
    game = board(["Grizzly Bears"], ["Plains"] * 3, hands=([], ["Eightfold Maze"]),
                 step="beginning of combat")
    bears = ids(game, "Grizzly Bears")[0]
    game.act(Action("pass", 0))
    with pytest.raises(IllegalAction):                      # not the declare attackers step
        cast(game, "Eightfold Maze", bears, player=1)
    game.act(Action("pass", 1))
    assert game.decision.kind == "attackers"
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    game.act(Action("pass", 0))
    assert game.state.step == "declare attackers" and game.state.priority == 1
    cast(game, "Eightfold Maze", bears, player=1)
    resolve(game)
    assert not ids(game, "Grizzly Bears")


@plays("Blizzard", "spell.cast_only")
def test_601_3_cast_only_if_you_control_a_snow_land():
    game = board(["Forest"] * 2, [], hands=(["Blizzard"], []))
    assert not _castable(game, "Blizzard")
    game = board(["Snow-Covered Forest"] * 2, [], hands=(["Blizzard"], []))
    assert _castable(game, "Blizzard")


# -- {X} in an activation cost (CR 107.3, 602.2b) ----------------------------------------------

@plays("Cinder Elemental", "cost.x")
def test_107_3_x_in_an_activation_cost_is_chosen_and_paid():
    game = board(["Cinder Elemental"] + ["Mountain"] * 4, [])
    elemental = ids(game, "Cinder Elemental")[0]
    xs = sorted(a.x for a in game.legal_actions()
                if a.kind == "activate" and a.object == elemental and a.targets == (BOB,))
    assert xs == [0, 1, 2, 3]                               # {X}{R} with four Mountains
    action = Action("activate", 0, elemental, ability=0, targets=(BOB,), x=3)
    assert game.parse(game.notation(action)) == action
    with pytest.raises(IllegalAction):
        game.act(Action("activate", 0, elemental, ability=0, targets=(BOB,), x=4))
    game.act(action)
    resolve(game)
    assert life(game, 1) == 17


@plays("Jeskai Devotee", "ability.once_each_turn")
def test_602_5b_mana_ability_only_once_each_turn():
    game = board(["Jeskai Devotee", "Mountain", "Mountain"], [])
    devotee = ids(game, "Jeskai Devotee")[0]
    activate(game, devotee, choice=(0,))                    # {1}: add {U}
    assert game.state.players[0].pool.count("U") == 1
    with pytest.raises(IllegalAction):
        activate(game, devotee, choice=(2,))


# -- Return a land you control / this enchantment to its owner's hand (CR 118.3) --------------

@plays("Quirion Ranger", "cost.return", "ability.once_each_turn")
def test_118_3_returning_a_forest_pays_the_cost():
    game = board(["Quirion Ranger", "Forest", "Grizzly Bears"], [])
    ranger, forest = ids(game, "Quirion Ranger")[0], ids(game, "Forest")[0]
    bears = ids(game, "Grizzly Bears")[0]
    game.state.objects[bears].tapped = True
    action = Action("activate", 0, ranger, ability=0, targets=(("object", bears),),
                    costs=(forest,))
    assert game.parse(game.notation(action)) == action
    game.act(action)
    assert in_hand(game, "Forest") and not ids(game, "Forest")
    resolve(game)
    assert not game.state.objects[bears].tapped


@plays("Molting Skin", "cost.return")
def test_118_3_returning_this_enchantment_pays_the_cost():
    game = board(["Molting Skin", "Grizzly Bears"], [])
    skin, bears = ids(game, "Molting Skin")[0], ids(game, "Grizzly Bears")[0]
    activate(game, skin, bears)
    assert in_hand(game, "Molting Skin") and not ids(game, "Molting Skin")
    resolve(game)
    assert game.state.shields                               # a regeneration shield


# -- Improvise (CR 702.126a) -------------------------------------------------------------------

@plays("Sweatworks Brawler", "keyword.improvise")
def test_702_126a_improvise_taps_artifacts_for_generic_mana():
    game = board(["Mountain"] + ["Ornithopter"] * 2, [], hands=(["Sweatworks Brawler"], []))
    assert not _castable(game, "Sweatworks Brawler")        # {3}{R}: one short
    game = board(["Mountain"] + ["Ornithopter"] * 3, [], hands=(["Sweatworks Brawler"], []))
    game.act(Action("cast", 0, in_hand(game, "Sweatworks Brawler")))
    assert all(game.state.objects[i].tapped for i in ids(game, "Ornithopter"))
    resolve(game)
    assert ids(game, "Sweatworks Brawler")


# -- Alternative costs: conditional, on permanents, "pay {M} and ..." (CR 118.9) ---------------

@plays("Snuff Out", "spell.alternative_if", "spell.alternative_cost")
def test_118_9_alternative_cost_only_if_you_control_a_swamp():
    game = board(["Island"], ["Grizzly Bears"], hands=(["Snuff Out"], []))
    bears = ids(game, "Grizzly Bears")[0]
    with pytest.raises(IllegalAction):
        cast(game, "Snuff Out", bears, costs=("alternative cost",))
    game = board(["Swamp"], ["Grizzly Bears"], hands=(["Snuff Out"], []))
    bears = ids(game, "Grizzly Bears")[0]
    cast(game, "Snuff Out", bears, costs=("alternative cost",))
    assert life(game, 0) == 16
    resolve(game)
    assert not ids(game, "Grizzly Bears")


@plays("Land Grant", "spell.alternative_if", "spell.alternative_cost", "cost.reveal_hand",
       "condition.hand", "library.search")
def test_118_9_land_grant_reveals_a_hand_without_land_cards_rather_than_pay():
    game = board([], [], hands=(["Land Grant", "Forest"], []))
    with pytest.raises(IllegalAction):                 # a land card in hand: no alternative
        cast(game, "Land Grant", costs=("alternative cost",))
    game = board([], [], hands=(["Land Grant", "Shock"], []))
    forest = create_object(game.state, card_def("Forest"), 0, "library").id
    cast(game, "Land Grant", costs=("alternative cost",))   # no mana: the hand revealed
    assert any("reveals their hand: Shock" in e.text for e in game.state.log)
    resolve(game)
    assert game.decision.kind == "choose" and forest in game.decision.options
    game.act(Action("choose", 0, choice=(forest,)))
    hand = [game.state.objects[i].name for i in game.state.players[0].hand]
    assert sorted(hand) == ["Forest", "Shock"]                # a new object (CR 400.7)
    assert any("reveal" in e.text and "Forest" in e.text for e in game.state.log)


@plays("Bringer of the Red Dawn", "spell.permanent_alternative_cost", "cost.pay_mana")
def test_118_9_creature_cast_for_its_alternative_cost():
    lands = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
    game = board(lands, [], hands=(["Bringer of the Red Dawn"], []))
    game.act(Action("cast", 0, in_hand(game, "Bringer of the Red Dawn"),
                    costs=("alternative cost",)))
    resolve(game)
    assert ids(game, "Bringer of the Red Dawn")


@plays("Stalwart Valkyrie", "spell.permanent_alternative_cost", "cost.pay_mana", "cost.cards")
def test_118_9_pay_mana_and_exile_a_creature_card_rather_than_the_mana_cost():
    game = board(["Plains"] * 2, [], hands=(["Stalwart Valkyrie"], []))
    bears = _in_graveyard(game, "Grizzly Bears")
    game.act(Action("cast", 0, in_hand(game, "Stalwart Valkyrie"),
                    costs=("alternative cost", bears)))
    resolve(game)
    assert ids(game, "Stalwart Valkyrie")
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == ["Grizzly Bears"]


@plays("Force of Will", "cost.cards", "cost.life", "spell.alternative_cost")
def test_118_9_pay_life_and_exile_a_blue_card_from_your_hand():
    game = board(["Mountain"], [], hands=(["Shock"], ["Force of Will", "Opt", "Shock"]))
    cast(game, "Shock", BOB)
    game.act(Action("pass", 0))
    shock = game.state.stack[-1]
    force, red = in_hand(game, "Force of Will", 1), in_hand(game, "Shock", 1)
    with pytest.raises(IllegalAction):                      # not a blue card
        game.act(Action("cast", 1, force, targets=(("object", shock),), mode=0,
                        costs=("alternative cost", red)))
    action = Action("cast", 1, force, targets=(("object", shock),), mode=0,
                    costs=("alternative cost", in_hand(game, "Opt", 1)))
    assert game.parse(game.notation(action)) == action
    game.act(action)
    assert life(game, 1) == 19
    assert [game.state.objects[i].name for i in game.state.players[1].exile] == ["Opt"]
    resolve(game)
    assert life(game, 1) == 19                              # Shock was countered


@plays("Daze", "cost.return", "spell.alternative_cost")
def test_118_9_return_an_island_rather_than_pay_the_mana_cost():
    game = board(["Mountain"], ["Island"], hands=(["Shock"], ["Daze"]))
    cast(game, "Shock", BOB)
    game.act(Action("pass", 0))
    island = ids(game, "Island")[0]
    action = Action("cast", 1, in_hand(game, "Daze", 1), targets=(("object",
                    game.state.stack[-1]),), mode=0, costs=("alternative cost", island))
    assert game.parse(game.notation(action)) == action
    game.act(action)
    assert in_hand(game, "Island", 1) and not ids(game, "Island")


@plays("Orim's Cure", "cost.tap_untapped", "spell.alternative_if")
def test_118_9_tap_an_untapped_creature_if_you_control_a_plains():
    game = board(["Grizzly Bears", "Island"], [], hands=(["Orim's Cure"], []))
    bears = ids(game, "Grizzly Bears")[0]
    with pytest.raises(IllegalAction):                      # no Plains
        cast(game, "Orim's Cure", bears, costs=("alternative cost", bears))
    game = board(["Grizzly Bears", "Plains"], [], hands=(["Orim's Cure"], []))
    bears = ids(game, "Grizzly Bears")[0]
    action = Action("cast", 0, in_hand(game, "Orim's Cure"), targets=(("object", bears),),
                    mode=0, costs=("alternative cost", bears))
    assert game.parse(game.notation(action)) == action
    game.act(action)
    assert game.state.objects[bears].tapped
    assert not game.state.objects[ids(game, "Plains")[0]].tapped


@plays("Knight of the Last Breath", "cost.sacrifice")
def test_701_17a_sacrifice_another_nontoken_creature():
    game = board(["Knight of the Last Breath", "Grizzly Bears"] + ["Plains"] * 6, [])
    knight, bears = ids(game, "Knight of the Last Breath")[0], ids(game, "Grizzly Bears")[0]
    with pytest.raises(IllegalAction):                      # not another creature
        activate(game, knight, costs=(knight,))
    activate(game, knight, costs=(bears,))
    resolve(game)
    spirit = ids(game, "Spirit")[0]
    with pytest.raises(IllegalAction):                      # a token
        activate(game, knight, costs=(spirit,))
    assert not ids(game, "Grizzly Bears")


@plays("Luminous Rebuke", "spell.self_cost_targets", "spell.self_cost_change")
def test_601_2f_costs_three_less_if_it_targets_a_tapped_creature():
    game = board(["Plains"] * 2, ["Grizzly Bears", "Hill Giant"],
                 hands=(["Luminous Rebuke"], []))
    bears, giant = ids(game, "Grizzly Bears")[0], ids(game, "Hill Giant")[0]
    game.state.objects[giant].tapped = True
    rebuke = in_hand(game, "Luminous Rebuke")
    casts = {a.targets for a in game.legal_actions() if a.kind == "cast" and a.object == rebuke}
    assert casts == {(("object", giant),)}                  # {1}{W} only for the tapped one
    with pytest.raises(IllegalAction):
        cast(game, "Luminous Rebuke", bears)
    cast(game, "Luminous Rebuke", giant)
    resolve(game)
    assert not ids(game, "Hill Giant") and ids(game, "Grizzly Bears")


# -- This ability costs {1} less to activate (CR 601.2f, 602.2b) ------------------------------

@plays("Jodah's Codex", "ability.cost_change")
def test_602_2b_ability_costs_one_less_for_each_basic_land_type():
    game = board(["Jodah's Codex", "Plains", "Plains", "Plains"], [])
    codex = ids(game, "Jodah's Codex")[0]
    with pytest.raises(IllegalAction):                      # {5} minus 1 with three lands
        activate(game, codex)
    game = board(["Jodah's Codex", "Plains", "Island", "Swamp"], [])
    codex = ids(game, "Jodah's Codex")[0]
    activate(game, codex)                                   # {5} minus 3: {2}, and {T}
    assert sum(game.state.objects[i].tapped for i in game.state.battlefield) == 3
    resolve(game)
    assert len(game.state.players[0].hand) == 1


# -- This land deals 1 damage to you (CR 605.3a, 120.3) ----------------------------------------

@plays("Adarkar Wastes", "ability.mana_pain")
def test_605_3a_painland_deals_damage_only_for_colored_mana():
    game = board(["Adarkar Wastes", "Adarkar Wastes"], [])
    first, second = ids(game, "Adarkar Wastes")
    options = game.state.objects[first].card.activated[0].mana
    activate(game, first, choice=(options.index("C"),))
    assert life(game, 0) == 20 and game.state.players[0].pool.count("C") == 1
    activate(game, second, choice=(options.index("U"),))
    assert life(game, 0) == 19 and game.state.players[0].pool.count("U") == 1


@plays("Talisman of Progress", "ability.mana_pain")
def test_605_3a_paying_with_a_talisman_for_colored_mana_hurts():
    game = board(["Talisman of Progress"], [], hands=(["Opt"], []))
    cast(game, "Opt")                                       # {U}: the Talisman's blue
    assert life(game, 0) == 19


@plays("Tainted Field", "ability.only_if", "ability.mana")
def test_602_5b_mana_ability_only_if_you_control_a_swamp():
    game = board(["Tainted Field"], [], hands=(["Healing Salve"], []))
    field = ids(game, "Tainted Field")[0]
    assert not _castable(game, "Healing Salve")             # {W}: only {C} without a Swamp
    with pytest.raises(IllegalAction):
        activate(game, field, index=1, choice=(0,))
    activate(game, field, index=0)
    assert game.state.players[0].pool.count("C") == 1
    game = board(["Tainted Field", "Swamp"], [], hands=(["Healing Salve"], []))
    assert _castable(game, "Healing Salve")


# -- Delve (CR 702.66a) ------------------------------------------------------------------------

@plays("Treasure Cruise", "keyword.delve")
def test_702_66a_delve_exiles_graveyard_cards_for_generic_mana():
    game = board(["Island"] * 2, [], hands=(["Treasure Cruise"], []))
    for _ in range(5):
        _in_graveyard(game, "Forest")
    assert not _castable(game, "Treasure Cruise")           # {7}{U}: 2 lands + 5 cards
    _in_graveyard(game, "Grizzly Bears")
    game.act(Action("cast", 0, in_hand(game, "Treasure Cruise")))
    assert len(game.state.players[0].exile) == 6 and not game.state.players[0].graveyard
    resolve(game)
    assert len(game.state.players[0].hand) == 3


@plays("Murktide Regent", "quantity.delved", "keyword.delve")
def test_702_66a_murktide_counts_the_instants_and_sorceries_exiled_to_cast_it():
    game = board(["Island"] * 2, [], hands=(["Murktide Regent"], []))
    for name in ("Lightning Bolt", "Opt", "Ponder", "Forest", "Grizzly Bears"):
        _in_graveyard(game, name)
    game.act(Action("cast", 0, in_hand(game, "Murktide Regent")))
    assert len(game.state.players[0].exile) == 5
    resolve(game)
    regent = game.state.objects[ids(game, "Murktide Regent")[0]]
    assert regent.counters.get("+1/+1") == 3                 # two instants and a sorcery


@plays("Springleaf Drum", "cost.tap_untapped", "ability.mana")
def test_605_3a_mana_ability_with_a_tap_an_untapped_creature_cost():
    game = board(["Springleaf Drum"], [])
    bears = create_object(game.state, card_def("Grizzly Bears"), 0, "battlefield")
    bears.since = None                                      # summoning sick: still fine
    drum = ids(game, "Springleaf Drum")[0]
    options = game.state.objects[drum].card.activated[0].mana
    action = Action("activate", 0, drum, ability=0, choice=(options.index("G"),),
                    costs=(bears.id,))
    assert action in game.legal_actions()
    game.act(action)
    assert bears.tapped and game.state.objects[drum].tapped
    assert game.state.players[0].pool.count("G") == 1


@plays("Devoted Druid", "cost.put_counters_mill")
def test_122_1_putting_a_counter_on_it_as_a_cost():
    game = board(["Devoted Druid"], [])
    druid = ids(game, "Devoted Druid")[0]
    activate(game, druid, index=0)                          # {T}: Add {G}
    assert game.state.objects[druid].tapped
    activate(game, druid, index=1)                          # -1/-1 counter: untap it
    assert game.state.objects[druid].counters.get("-1/-1") == 1
    resolve(game)
    assert not game.state.objects[druid].tapped


@plays("Deranged Assistant", "cost.put_counters_mill", "ability.mana")
def test_701_13_mill_a_card_as_a_mana_ability_cost():
    game = board(["Deranged Assistant"], [], library=3)
    assistant = ids(game, "Deranged Assistant")[0]
    activate(game, assistant)
    state = game.state
    assert len(state.players[0].library) == 2 and len(state.players[0].graveyard) == 1
    assert state.players[0].pool.count("C") == 1


# -- Forecast (CR 702.57) ------------------------------------------------------------------------

@plays("Steeling Stance", "ability.forecast")
def test_702_57b_forecast_only_in_your_upkeep_once_each_turn():
    game = board(["Plains", "Plains", "Grizzly Bears"], [], hands=(["Steeling Stance"], []))
    stance = in_hand(game, "Steeling Stance")
    bears = ids(game, "Grizzly Bears")[0]
    ability = next(i for i, a in enumerate(game.state.objects[stance].card.activated)
                   if a.zone == "hand")
    with pytest.raises(IllegalAction):                      # the main phase: not upkeep
        activate(game, stance, bears, index=ability)
    game = board(["Plains", "Plains", "Grizzly Bears"], [], hands=(["Steeling Stance"], []),
                 step="upkeep")
    stance = in_hand(game, "Steeling Stance")
    bears = ids(game, "Grizzly Bears")[0]
    activate(game, stance, bears, index=ability)
    assert in_hand(game, "Steeling Stance") == stance       # revealed, still in the hand
    resolve(game)
    from tolaria.rules.layers import characteristics
    assert characteristics(game.state, game.state.objects[bears]).power == 3
    with pytest.raises(IllegalAction):                      # once each turn
        activate(game, stance, bears, index=ability)


@plays("Cinder Marsh", "ability.mana_stays_tapped")
def test_502_3_tapped_for_colored_mana_it_stays_tapped_next_untap_step():
    game = board(["Cinder Marsh", "Cinder Marsh"], [])
    first, second = ids(game, "Cinder Marsh")
    options = game.state.objects[first].card.activated[0].mana
    activate(game, first, choice=(options.index("B"),))
    activate(game, second, choice=(options.index("C"),))
    to_step(game, "upkeep")                                 # Bob's turn
    to_step(game, "draw")
    to_step(game, "upkeep")                                 # Alice's next turn
    assert game.state.active == 0
    assert game.state.objects[first].tapped and not game.state.objects[second].tapped


@plays("Pit Imp", "ability.times_each_turn")
def test_602_5b_activate_no_more_than_twice_each_turn():
    game = board(["Pit Imp"] + ["Swamp"] * 3, [])
    imp = ids(game, "Pit Imp")[0]
    activate(game, imp)
    activate(game, imp)
    with pytest.raises(IllegalAction):
        activate(game, imp)
    resolve(game)
    from tolaria.rules.layers import characteristics
    assert characteristics(game.state, game.state.objects[imp]).power == 2


@plays("Hardened Tactician", "cost.token_energy")
def test_111_1_sacrifice_a_token_refuses_a_card():
    from dataclasses import replace
    game = board(["Hardened Tactician", "Grizzly Bears", "Plains"], [])
    token = create_object(game.state, replace(card_def("Grizzly Bears"), token=True), 0,
                          "battlefield")
    tactician, bears = ids(game, "Hardened Tactician")[0], ids(game, "Grizzly Bears")[0]
    with pytest.raises(IllegalAction):
        activate(game, tactician, costs=(bears,))
    activate(game, tactician, costs=(token.id,))
    resolve(game)
    assert len(game.state.players[0].hand) == 1 and bears in game.state.battlefield


@plays("Architect of the Untamed", "cost.token_energy")
def test_107_14_pay_eight_energy():
    game = board(["Architect of the Untamed"], [])
    architect = ids(game, "Architect of the Untamed")[0]
    game.state.players[0].energy = 7
    with pytest.raises(IllegalAction):
        activate(game, architect, index=0)
    game.state.players[0].energy = 8
    activate(game, architect, index=0)
    assert game.state.players[0].energy == 0
    resolve(game)
    assert ids(game, "Beast")


@plays("Ior Ruin Expedition", "cost.remove_counters", "cost.sacrifice_self")
def test_118_3_remove_quest_counters_and_sacrifice_it():
    game = board(["Ior Ruin Expedition"], [])
    expedition = ids(game, "Ior Ruin Expedition")[0]
    game.state.objects[expedition].counters["quest"] = 2
    with pytest.raises(IllegalAction):
        activate(game, expedition)
    game.state.objects[expedition].counters["quest"] = 3
    activate(game, expedition)
    assert not ids(game, "Ior Ruin Expedition")
    resolve(game)
    assert len(game.state.players[0].hand) == 2


@plays("Spike Rogue", "cost.counter_on")
def test_122_1_remove_a_counter_from_a_creature_you_control():
    game = board(["Grizzly Bears", "Hill Giant", "Plains", "Plains"], [])
    spike = create_object(game.state, card_def("Spike Rogue"), 0, "battlefield")
    spike.counters["+1/+1"] = 2                             # as it entered
    rogue, bears = spike.id, ids(game, "Grizzly Bears")[0]
    giant = ids(game, "Hill Giant")[0]
    game.state.objects[bears].counters["+1/+1"] = 1
    with pytest.raises(IllegalAction):                      # no +1/+1 counter on the Giant
        activate(game, rogue, index=1, costs=(giant,))
    action = Action("activate", 0, rogue, ability=1, costs=(bears,))
    assert game.parse(game.notation(action)) == action
    game.act(action)
    assert not game.state.objects[bears].counters.get("+1/+1")
    resolve(game)
    assert game.state.objects[rogue].counters.get("+1/+1") == 3


@plays("Steward of Solidarity", "cost.exert")
def test_701_39a_exerted_creature_does_not_untap_next_untap_step():
    game = board(["Steward of Solidarity", "Grizzly Bears"], [])
    steward, bears = ids(game, "Steward of Solidarity")[0], ids(game, "Grizzly Bears")[0]
    activate(game, steward)
    resolve(game)
    assert ids(game, "Warrior")
    game.state.objects[bears].tapped = True
    to_step(game, "upkeep")                                 # Bob's turn
    to_step(game, "draw")
    to_step(game, "upkeep")                                 # Alice's next turn
    assert game.state.active == 0
    assert game.state.objects[steward].tapped and not game.state.objects[bears].tapped


@plays("Lion's Eye Diamond", "ability.as_instant", "cost.token_energy", "ability.mana")
def test_701_8a_discard_your_hand_as_a_mana_ability_cost():
    game = board(["Lion's Eye Diamond"], [], hands=(["Opt", "Shock"], []))
    diamond = ids(game, "Lion's Eye Diamond")[0]
    options = game.state.objects[diamond].card.activated[0].mana
    activate(game, diamond, choice=(options.index("RRR"),))
    state = game.state
    assert not state.players[0].hand and len(state.players[0].graveyard) == 3
    assert state.players[0].pool.count("R") == 3


@plays("Arashi, the Sky Asunder", "cost.discard_self", "cost.x")
def test_107_3_channel_with_x_from_the_hand():
    game = board(["Forest"] * 4, ["Wind Drake", "Grizzly Bears"],
                 hands=(["Arashi, the Sky Asunder"], []))
    arashi = in_hand(game, "Arashi, the Sky Asunder")
    ability = next(i for i, a in enumerate(game.state.objects[arashi].card.activated)
                   if a.zone == "hand")
    xs = sorted(a.x for a in game.legal_actions()
                if a.kind == "activate" and a.object == arashi)
    assert xs == [0, 1, 2]                                  # {X}{G}{G} with four Forests
    action = Action("activate", 0, arashi, ability=ability, x=2)
    assert game.parse(game.notation(action)) == action
    game.act(action)
    resolve(game)
    assert not ids(game, "Wind Drake") and ids(game, "Grizzly Bears")


@plays("Lightning Axe", "spell.additional_or", "cost.pay_mana", "spell.additional_cost")
def test_601_2b_discard_a_card_or_pay_five_more():
    game = board(["Mountain"], ["Hill Giant"], hands=(["Lightning Axe", "Opt"], []))
    giant = ids(game, "Hill Giant")[0]
    with pytest.raises(IllegalAction):                      # {5}{R}: one Mountain
        cast(game, "Lightning Axe", giant, costs=("other additional cost",))
    cast(game, "Lightning Axe", giant, costs=(in_hand(game, "Opt"),))
    resolve(game)
    assert not ids(game, "Hill Giant") and not game.state.players[0].hand
    game = board(["Mountain"] * 6, ["Hill Giant"], hands=(["Lightning Axe"], []))
    giant = ids(game, "Hill Giant")[0]
    action = Action("cast", 0, in_hand(game, "Lightning Axe"), targets=(("object", giant),),
                    mode=0, costs=("other additional cost",))
    assert action in game.legal_actions()
    assert game.parse(game.notation(action)) == action
    game.act(action)
    resolve(game)
    assert not ids(game, "Hill Giant")
    assert all(game.state.objects[i].tapped for i in ids(game, "Mountain"))


# -- cost changes by whose turn it is and by colour (CR 601.2f) ------------------------------

def _castable_by(game, name: str, player: int) -> bool:
    oid = next(i for i in game.state.players[player].hand
               if game.state.objects[i].name == name)
    assert game.decision.player == player
    return any(a.kind == "cast" and a.object == oid for a in game.legal_actions())


@plays("Defense Grid", "static.cost_change_off_turn")
def test_601_2f_defense_grid_taxes_each_spell_except_on_its_controllers_turn():
    game = board(["Defense Grid", "Mountain"], ["Mountain"] * 3,
                 hands=(["Lightning Bolt"], ["Lightning Bolt"]))
    assert _castable_by(game, "Lightning Bolt", 0)             # Alice's turn: {R}
    game.act(Action("pass", 0))
    assert game.decision.player == 1
    assert not _castable_by(game, "Lightning Bolt", 1)         # Bob's Bolt: {3}{R} (3 lands)
    game = board(["Defense Grid", "Mountain"], ["Mountain"] * 4,
                 hands=(["Lightning Bolt"], ["Lightning Bolt"]))
    game.act(Action("pass", 0))
    assert _castable_by(game, "Lightning Bolt", 1)             # four lands pay {3}{R}
    game.act("cast Lightning Bolt targeting Alice")
    assert all(game.state.objects[i].tapped for i in game.state.battlefield
               if game.state.objects[i].name == "Mountain" and game.state.objects[i].owner == 1)


@plays("Sunscape Familiar", "static.cost_change", "spells.color_pair")
def test_601_2f_green_spells_and_blue_spells_cost_one_less():
    game = board(["Sunscape Familiar", "Forest", "Island"], [],
                 hands=(["Grizzly Bears", "Wind Drake", "Gray Ogre"], []))
    casts = {game.state.objects[a.object].name for a in game.legal_actions() if a.kind == "cast"}
    assert casts == {"Grizzly Bears", "Wind Drake"}    # {G} and {1}{U}; Gray Ogre {2}{R}: no
    game.act("cast Grizzly Bears")
    assert [game.state.objects[i].tapped for i in ids(game, "Island")] == [False]   # {G} only
    game = board(["Sunscape Familiar", "Island", "Mountain", "Mountain"], [],
                 hands=(["Gray Ogre", "Wind Drake"], []))
    assert _castable_by(game, "Wind Drake", 0)
    game.act("cast Wind Drake")                               # {1}{U}: a Mountain left
    resolve(game)
    assert not _castable_by(game, "Gray Ogre", 0)             # red: still {2}{R}


@plays("Geistlight Snare", "spell.self_cost_change")
def test_601_2f_geistlight_snare_costs_one_less_for_each_condition():
    def snare(permanents: list[str]) -> bool:
        game = board(permanents + ["Mountain"], [],
                     hands=(["Lightning Bolt", "Geistlight Snare"], []))
        game.act("cast Lightning Bolt targeting Bob")            # a spell to aim at
        return _castable_by(game, "Geistlight Snare", 0)
    assert not snare(["Island"])                                # {2}{U}
    assert not snare(["Island", "Spectral Sailor"])             # {1}{U}: a Spirit
    assert snare(["Island", "Island", "Spectral Sailor"])
    assert snare(["Island", "Spectral Sailor", "Glorious Anthem"])   # {U}: and an enchantment
    assert not snare(["Island", "Glorious Anthem"])             # {1}{U}
