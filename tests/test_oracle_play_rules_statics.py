"""Static abilities that break a rule of the game, played: "You don't lose the game for
having 0 or less life." (CR 704.5a, 101.1), damage dealt as though its source had infect
(CR 702.90b)."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import chars, move_on, plays, resolve

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.keywords.hand_size import maximum
from tolaria.rules.layers import controller
from tolaria.rules.zones import create_object


@plays("Phyrexian Unlife", "static.no_loss_for_zero_life", "static.damage_as_infect")
def test_704_5a_101_1_phyrexian_unlife_keeps_its_controller_in_the_game_at_zero_life():
    game = board(["Mountain", "Mountain"], ["Phyrexian Unlife"],
                 hands=(["Lightning Bolt", "Lightning Bolt"], []))
    bob = game.state.players[1]
    bob.life = 3
    game.act("cast Lightning Bolt targeting Bob")
    resolve(game)
    assert bob.life == 0 and not bob.lost and not game.over   # no 704.5a for Bob
    assert bob.poison == 0          # life above 0 when dealt: plain damage (CR 120.3a)
    game.act("cast Lightning Bolt targeting Bob")
    resolve(game)
    assert bob.life == 0 and bob.poison == 3                 # as though infect (702.90b)
    assert not game.over


@plays("Phyrexian Unlife", "static.no_loss_for_zero_life")
def test_704_5c_phyrexian_unlife_doesnt_stop_losing_to_ten_poison_counters():
    game = board(["Mountain"], ["Phyrexian Unlife"], hands=(["Lightning Bolt"], []))
    bob = game.state.players[1]
    bob.life, bob.poison = -2, 7
    game.act("cast Lightning Bolt targeting Bob")
    resolve(game)
    assert bob.poison == 10 and bob.lost and game.winner == "Alice"
    assert any("704.5c" in e.rules for e in game.log)


@plays("Phyrexian Unlife", "static.no_loss_for_zero_life")
def test_704_5a_phyrexian_unlife_leaving_makes_its_controller_lose_at_zero_life():
    game = board([], ["Phyrexian Unlife"], hands=(["Disenchant"], []))
    game.state.players[1].life = 0
    game.state.players[0].pool.add_text("{1}{W}")
    game.act("cast Disenchant targeting Phyrexian Unlife")
    resolve(game)
    assert game.over and game.winner == "Alice"


@plays("Abyssal Persecutor", "static.cant_win")
def test_104_3b_101_2_abyssal_persecutor_its_controllers_opponents_cant_lose():
    game = board(["Mountain", "Abyssal Persecutor"], [], hands=(["Lightning Bolt"], []))
    bob = game.state.players[1]
    bob.life = 2
    game.act("cast Lightning Bolt targeting Bob")
    resolve(game)
    assert bob.life == -1 and not bob.lost and not game.over       # no 704.5a for Bob


@plays("Abyssal Persecutor", "static.cant_win")
def test_104_2b_101_2_abyssal_persecutors_controller_cant_win_by_an_effect():
    game = board(["Island", "Island", "Abyssal Persecutor"], [],
                 hands=(["Thassa's Oracle"], []))
    game.state.players[0].library.clear()
    game.act("cast Thassa's Oracle")
    resolve(game)                                        # the creature, then its trigger
    resolve(game)
    assert not game.over and game.winner is None         # 2 >= 0 cards, but she can't win
    assert any("can't win the game" in e.text for e in game.log)


@plays("Abyssal Persecutor", "static.cant_win")
def test_104_2a_abyssal_persecutors_controller_wins_when_the_opponent_concedes():
    game = board(["Abyssal Persecutor"], [])
    game.act(Action("concede", 1))                 # the last player left wins (CR 104.2a)
    assert game.over and game.winner == "Alice"


def _to_end_of_turn(game, player: int) -> None:
    """Play on until `player`'s cleanup step is over (any discard answered)."""
    while not (game.state.active != player and game.state.step == "upkeep"):
        move_on(game)


@plays("Folio of Fancies", "static.no_maximum_hand_size_all")
def test_402_2_514_1_folio_of_fancies_players_have_no_maximum_hand_size():
    game = board(["Folio of Fancies"], [], hands=(["Island"] * 9, ["Forest"] * 9))
    assert (maximum(game.state, 0), maximum(game.state, 1)) == (None, None)
    _to_end_of_turn(game, 0)
    assert len(game.state.players[0].hand) == 9             # no discard in cleanup (514.1)
    _to_end_of_turn(game, 1)
    assert len(game.state.players[1].hand) == 10            # Bob drew one, kept them all


def _graveyard(game, player: int, *names: str) -> None:
    for name in names:
        create_object(game.state, card_def(name), player, "graveyard")
    game.state.changed()


@plays("Praetor's Counsel", "effect.no_maximum_hand_size")
def test_402_2_611_2a_praetors_counsel_no_maximum_hand_size_for_the_rest_of_the_game():
    game = board(["Forest"] * 8, [], hands=(["Praetor's Counsel"] + ["Island"] * 7, []))
    _graveyard(game, 0, "Lightning Bolt", "Hill Giant")
    game.act("cast Praetor's Counsel")
    resolve(game)
    hand = sorted(game.state.objects[i].name for i in game.state.players[0].hand)
    assert hand == ["Hill Giant", "Island", "Island", "Island", "Island", "Island", "Island",
                    "Island", "Lightning Bolt"]              # every card of the graveyard
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == [
        "Praetor's Counsel"]
    assert maximum(game.state, 0) is None and maximum(game.state, 1) == 7
    for _ in range(3):                                      # it outlasts turns (CR 611.2a)
        _to_end_of_turn(game, 0)
        _to_end_of_turn(game, 1)
    assert maximum(game.state, 0) is None
    assert len(game.state.players[0].hand) >= 9             # no discard in cleanup (514.1)


@plays("Enter the Infinite", "effect.no_maximum_hand_size")
def test_611_2b_enter_the_infinite_no_maximum_hand_size_until_your_next_turn():
    game = board(["Island"] * 12, [], hands=(["Enter the Infinite"], []))
    game.state.players[0].library.clear()
    for name in ["Forest"] * 10:
        create_object(game.state, card_def(name), 0, "library")
    game.act("cast Enter the Infinite")
    resolve(game)
    if game.decision.kind != "priority":
        move_on(game)                                       # the card put back on top
    assert maximum(game.state, 0) is None
    _to_end_of_turn(game, 0)
    assert len(game.state.players[0].hand) == 9             # no discard in this cleanup
    _to_end_of_turn(game, 1)
    assert maximum(game.state, 0) == 7                      # her next turn began (611.2b)


def _until(game, player: int, step: str) -> None:
    """Play on (passing, attacking with nothing) until `player`'s `step` of a later turn."""
    turn = game.state.turn
    while not (game.state.turn > turn and game.state.active == player
               and game.state.step == step):
        move_on(game)


@plays("Land Cap", "ability.mana_counter", "condition.dont_untap_if")
def test_502_3_122_6_land_cap_depletion_counter_keeps_it_tapped_one_untap_step():
    game = board(["Land Cap"], [])
    cap = game.state.objects[ids(game, "Land Cap")[0]]
    game.act("activate Land Cap for {U}")
    assert str(game.state.players[0].pool) == "{U}" and cap.counters == {"depletion": 1}
    _until(game, 0, "upkeep")
    assert cap.tapped                              # a depletion counter: no untap (502.3)
    while cap.counters.get("depletion"):           # "remove a depletion counter" (upkeep)
        move_on(game)
    _until(game, 0, "upkeep")
    assert not cap.tapped                          # none left: it untapped


@plays("Land Cap", "ability.mana_counter")
def test_605_3a_land_cap_paying_a_spell_puts_its_counter_on_it():
    game = board(["Land Cap"], [], hands=(["Opt"], []))
    game.act("cast Opt")
    cap = game.state.objects[ids(game, "Land Cap")[0]]
    assert cap.tapped and cap.counters == {"depletion": 1}


@plays("Walking Dream", "condition.dont_untap_if")
def test_502_3_walking_dream_untaps_only_while_no_opponent_controls_two_creatures():
    game = board(["Walking Dream"], ["Grizzly Bears"])
    dream = game.state.objects[ids(game, "Walking Dream")[0]]
    dream.tapped = True
    game.state.changed()
    _until(game, 0, "upkeep")
    assert not dream.tapped                        # Bob controls one creature
    dream.tapped = True
    create_object(game.state, card_def("Grizzly Bears"), 1, "battlefield")
    game.state.changed()
    _until(game, 0, "upkeep")
    assert dream.tapped                            # two: it doesn't untap (CR 502.3)


@plays("Confiscate", "static.control")
def test_613_1b_confiscate_takes_control_of_a_land_until_it_leaves():
    game = board([], ["Forest"], hands=(["Confiscate", "Disenchant"], []))
    game.state.players[0].pool.add_text("{4}{U}{U}")
    game.act("cast Confiscate targeting Forest")
    resolve(game)
    forest = game.state.objects[ids(game, "Forest")[0]]
    assert controller(game.state, forest) == 0                  # layer 2 (CR 613.1b)
    game.act("activate Forest for {G}")                         # Alice taps it for mana
    assert str(game.state.players[0].pool) == "{G}"
    game.state.players[0].pool.add_text("{W}")
    game.act("cast Disenchant targeting Confiscate")
    resolve(game)
    assert controller(game.state, forest) == 1                  # the effect ended (611.3)


@plays("Steal Artifact", "static.control")
def test_613_1b_steal_artifact_takes_control_of_enchanted_artifact():
    game = board([], ["Sol Ring"], hands=(["Steal Artifact"], []))
    game.state.players[0].pool.add_text("{2}{U}{U}")
    game.act("cast Steal Artifact targeting Sol Ring")
    resolve(game)
    assert controller(game.state, game.state.objects[ids(game, "Sol Ring")[0]]) == 0


@plays("Field of Dreams", "static.top_of_libraries_revealed")
def test_401_5_field_of_dreams_reveals_every_players_top_card_to_every_seat():
    game = board([], ["Field of Dreams"])
    tops = [create_object(game.state, card_def(name), owner, "library")
            for owner, name in ((0, "Dark Ritual"), (1, "Giant Growth"))]
    game.state.changed()
    for seat in (0, 1):
        view = game.view(seat)["players"]
        assert view[0]["library_top"]["name"] == "Dark Ritual"
        assert view[1]["library_top"]["name"] == "Giant Growth"
        assert all(game.seat(seat).sees(top) for top in tops)
    under = game.state.objects[game.state.players[0].library[-2]]
    assert not game.seat(1).sees(under)                       # only the top card (401.5)


def _taps_for(game, land: int, color: str) -> int:
    """The number (from 1) of the land's mana ability that adds one mana of `color`."""
    return 1 + [a.mana for a in chars(game, land).activated].index((color,))


@plays("Prismatic Omen", "static.type_change")
def test_305_7_305_6_prismatic_omen_lands_are_every_basic_land_type_and_tap_for_any():
    game = board(["Prismatic Omen", "Forest", "Steam Vents"], ["Forest"])
    vents = game.state.objects[ids(game, "Steam Vents")[0]]
    assert chars(game, vents.id).subtypes >= {"Plains", "Island", "Swamp", "Mountain",
                                               "Forest"}           # added (layer 4)
    bobs = [i for i in ids(game, "Forest") if game.state.objects[i].controller == 1][0]
    assert chars(game, bobs).subtypes == {"Forest"}                 # only Alice's lands
    forest = [i for i in ids(game, "Forest") if i != bobs][0]
    game.act(f"activate Forest:{_taps_for(game, forest, 'B')} for {{B}}")   # CR 305.6
    assert str(game.state.players[0].pool) == "{B}"


@plays("Nylea's Presence", "static.type_change")
def test_305_7_nyleas_presence_enchanted_land_is_every_basic_land_type():
    game = board(["Mountain"], [], hands=(["Nylea's Presence"], []))
    game.state.players[0].pool.add_text("{1}{G}")
    game.act("cast Nylea's Presence targeting Mountain")
    resolve(game)
    mountain = ids(game, "Mountain")[0]
    game.act(f"activate Mountain:{_taps_for(game, mountain, 'U')} for {{U}}")   # 305.6
    assert str(game.state.players[0].pool) == "{U}"


@plays("Transguild Courier", "static.all_colors")
def test_604_3_transguild_courier_is_all_colors_in_every_zone():
    game = board(["Transguild Courier"], [], hands=(["Transguild Courier"], []))
    on_board, in_hand = ids(game, "Transguild Courier")[0], game.state.players[0].hand[0]
    for oid in (on_board, in_hand):                         # a CDA works everywhere (604.3)
        assert chars(game, oid).colors == frozenset("WUBRG")


@plays("Transguild Courier", "static.all_colors")
def test_105_2_transguild_courier_is_black_so_doom_blade_cant_target_it():
    game = board(["Grizzly Bears"], ["Transguild Courier"], hands=(["Doom Blade"], []))
    game.state.players[0].pool.add_text("{1}{B}")
    with pytest.raises(IllegalAction):                      # "target nonblack creature"
        game.act("cast Doom Blade targeting Transguild Courier")
    game.act("cast Doom Blade targeting Grizzly Bears")


@plays("Cloudsteel Kirin", "static.rules")
def test_104_3b_cloudsteel_kirin_the_equipped_creatures_controller_cant_lose():
    game = board(["Cloudsteel Kirin", "Grizzly Bears", "Mountain"], [],
                 hands=(["Lightning Bolt"], []))
    game.state.players[0].pool.add_text("{5}")
    game.act("activate Cloudsteel Kirin:1 targeting Grizzly Bears")     # reconfigure
    resolve(game)
    alice = game.state.players[0]
    alice.life = 2
    game.act("cast Lightning Bolt targeting Alice")
    resolve(game)
    assert alice.life == -1 and not alice.lost and not game.over        # granted (613.1f)


@plays("Glittering Stockpile", "ability.mana_counter")
def test_605_3a_glittering_stockpile_counts_the_stash_counters_its_mana_ability_put():
    game = board(["Glittering Stockpile"], [])
    pile = game.state.objects[ids(game, "Glittering Stockpile")[0]]
    game.act("activate Glittering Stockpile:1 for {R}")
    assert pile.counters == {"stash": 1}
    _until(game, 0, "precombat main")
    game.act("activate Glittering Stockpile:1 for {R}")
    assert pile.counters == {"stash": 2}
    _until(game, 0, "precombat main")
    game.act("activate Glittering Stockpile:2 for {G}{G}")
    assert str(game.state.players[0].pool) == "{G}{G}" and not ids(game, "Glittering Stockpile")


@plays("Lantern of Insight", "static.top_of_libraries_revealed", "library.shuffle")
def test_701_20a_lantern_of_insight_reveals_tops_and_makes_target_player_shuffle():
    game = board(["Lantern of Insight"], [])
    for name in ("Forest", "Island", "Swamp", "Mountain", "Plains", "Dark Ritual"):
        create_object(game.state, card_def(name), 1, "library")
    game.state.changed()
    assert game.view(0)["players"][1]["library_top"]["name"] == "Dark Ritual"
    before = list(game.state.players[1].library)
    game.act("activate Lantern of Insight targeting Bob")
    resolve(game)
    assert sorted(game.state.players[1].library) == sorted(before)
    assert any("shuffle" in e.text for e in game.log[-3:])
    assert not ids(game, "Lantern of Insight")                  # sacrificed as a cost
