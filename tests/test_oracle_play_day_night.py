"""Day and night (CR 728) with daybound and nightbound (CR 702.145), played with the
werewolves of Innistrad: Midnight Hunt (`tolaria.rules.day_night`)."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import activate, cast, chars, names, obj, plays, resolve, to_step

from tolaria import Game
from tolaria.rules import faces
from tolaria.scenario import ScenarioError, build_game, load_scenario


def _log(game: Game) -> str:
    return "\n".join(str(line) for line in game.state.log)


@plays("Bird Admirer", "keyword.daybound", "keyword.nightbound")
def test_702_145d_a_daybound_permanent_makes_it_day():
    game = board()
    assert game.state.day_night is None                             # CR 728.1: neither
    game = board(["Bird Admirer"])
    assert game.state.day_night == "day"
    assert "Bird Admirer" in names(game)                             # front face up by day


def test_728_2c_without_day_or_night_the_untap_step_changes_nothing():
    game = board(["Grizzly Bears"])
    to_step(game, "upkeep")                                          # Bob's turn
    assert game.state.day_night is None and game.state.active == 1


@plays("Child of the Pack", "keyword.daybound", "keyword.nightbound")
def test_728_2a_702_145c_day_becomes_night_after_a_turn_without_spells_and_it_transforms():
    game = board(["Child of the Pack"])
    child = obj(game, "Child of the Pack")
    to_step(game, "upkeep")                      # Alice cast nothing in turn 3: Bob's turn 4
    state = game.state
    assert state.day_night == "night"
    assert state.objects[child].name == "Savage Packmate"            # the same object (712.18)
    log = _log(game)
    assert "728.2a" in log and "702.145c" in log


def test_728_2b_702_145f_night_becomes_day_after_two_spells_in_a_turn():
    game = board(["Child of the Pack"], ["Island"], hands=([], ["Ornithopter", "Ornithopter"]))
    child = obj(game, "Child of the Pack")
    to_step(game, "upkeep")
    to_step(game, "precombat main")                                  # Bob's turn 4: night
    assert game.state.day_night == "night" and game.state.active == 1
    cast(game, "Ornithopter", player=1)
    resolve(game)
    cast(game, "Ornithopter", player=1)
    resolve(game)
    to_step(game, "upkeep")                                          # Alice's turn 5
    state = game.state
    assert state.active == 0 and state.day_night == "day"
    assert state.objects[child].name == "Child of the Pack"
    assert "728.2b" in _log(game) and "702.145f" in _log(game)


def test_728_2b_one_spell_keeps_it_night():
    game = board(["Child of the Pack"], [], hands=([], ["Ornithopter"]))
    to_step(game, "upkeep")
    to_step(game, "precombat main")
    cast(game, "Ornithopter", player=1)
    resolve(game)
    to_step(game, "upkeep")
    assert game.state.active == 0 and game.state.day_night == "night"


def test_702_145b_a_daybound_card_enters_transformed_at_night():
    game = board(["Forest", "Forest", "Forest"], hands=(["Bird Admirer"], []))
    game.state.day_night = "night"
    cast(game, "Bird Admirer")
    resolve(game)
    assert "Wing Shredder" in names(game) and "Bird Admirer" not in names(game)
    assert "702.145b" in _log(game)


def test_702_145b_702_145e_a_daybound_permanent_transforms_only_by_day_and_night():
    game = board(["Bird Admirer"])
    state = game.state
    admirer = state.objects[obj(game, "Bird Admirer")]
    assert not faces.transform(state, admirer)                       # an effect: nothing happens
    assert admirer.name == "Bird Admirer"


def test_702_145g_a_nightbound_permanent_alone_makes_it_night():
    game = board(["Bird Admirer"])
    state = game.state
    admirer = state.objects[obj(game, "Bird Admirer")]
    state.day_night = None
    admirer.card = admirer.card.faces[0]                             # Wing Shredder, back face up
    state.changed()
    to_step(game, "beginning of combat")                             # a player gets priority
    assert state.day_night == "night" and admirer.name == "Wing Shredder"


def test_728_day_and_night_survive_a_save_and_show_in_the_view():
    game = board(["Bird Admirer"])
    again = Game.from_json(game.to_json())
    assert again.state.day_night == "day"
    assert game.view(0)["day_night"] == "day"


# -- day and night in Oracle text ---------------------------------------------------------

@plays("Firmament Sage", "day_night.as_enters", "day_night.trigger")
def test_728_1_firmament_sage_makes_it_day_and_draws_when_day_becomes_night():
    game = board(["Island", "Island", "Island", "Island"], hands=(["Firmament Sage"], []))
    cast(game, "Firmament Sage")
    resolve(game)
    state = game.state
    assert state.day_night == "day" and "614.12" in _log(game)
    before = len(state.players[0].hand)
    to_step(game, "upkeep")                   # Bob's turn 4: Alice cast a spell: still day
    assert state.day_night == "day" and state.active == 1
    to_step(game, "draw")                     # (Bob skips no draw: his upkeep passes)
    to_step(game, "upkeep")                   # Alice's turn 5: Bob cast nothing: night
    resolve(game)
    assert state.active == 0 and state.day_night == "night"
    assert len(state.players[0].hand) == before + 1                 # the trigger drew


def test_728_1a_the_first_day_is_not_day_becoming_night():
    game = board(["Island", "Island", "Island", "Island"], hands=(["Firmament Sage"], []))
    before = len(game.state.players[0].hand)
    cast(game, "Firmament Sage")
    resolve(game)
    assert not game.state.stack and len(game.state.players[0].hand) == before - 1


@plays("Moonrager's Slash", "condition.day_night")
def test_728_1_moonragers_slash_costs_two_less_at_night():
    game = board(["Mountain"], ["Grizzly Bears"], hands=(["Moonrager's Slash"], []))
    bears = obj(game, "Grizzly Bears")
    assert not [a for a in game.legal_actions() if a.kind == "cast"]    # {2}{R}: one land
    game.state.day_night = "night"
    game.state.changed()
    cast(game, "Moonrager's Slash", bears)
    resolve(game)
    assert bears not in game.state.battlefield


@plays("Olivia's Midnight Ambush", "condition.day_night")
def test_728_1_olivias_midnight_ambush_gives_minus_13_only_at_night():
    game = board(["Swamp", "Swamp"], ["Colossal Dreadmaw"], hands=(["Olivia's Midnight Ambush"], []))
    dreadmaw = obj(game, "Colossal Dreadmaw")
    game.state.day_night = "day"
    cast(game, "Olivia's Midnight Ambush", dreadmaw)
    resolve(game)
    assert chars(game, dreadmaw).power == 4                          # 6/6 gets -2/-2 by day
    game = board(["Swamp", "Swamp"], ["Colossal Dreadmaw"], hands=(["Olivia's Midnight Ambush"], []))
    dreadmaw = obj(game, "Colossal Dreadmaw")
    game.state.day_night = "night"
    cast(game, "Olivia's Midnight Ambush", dreadmaw)
    resolve(game)
    assert dreadmaw not in game.state.battlefield                   # -13/-13, not -15/-15


@plays("The Celestus", "day_night.becomes", "condition.otherwise", "day_night.as_enters",
       "day_night.trigger")
def test_608_2c_the_celestus_turns_night_into_day_and_day_into_night():
    game = board(["The Celestus", "Plains", "Plains", "Plains"])
    state = game.state
    celestus = obj(game, "The Celestus")
    state.day_night = "night"
    life = state.players[0].life
    activate(game, celestus, index=1)
    resolve(game)                           # night becomes day (checked once: not back again)
    assert state.day_night == "day"
    while game.decision.kind != "priority" or state.stack:          # its trigger: gain 1,
        if game.decision.kind == "priority":                        # may draw: no
            resolve(game)
        else:
            game.act([a for a in game.legal_actions() if a.choice != ("yes",)][0])
    assert state.players[0].life == life + 1


@plays("Sphinx Sovereign", "condition.otherwise")
def test_608_2c_sphinx_sovereign_gains_life_if_untapped_otherwise_drains():
    game = board(["Sphinx Sovereign"])
    sphinx = obj(game, "Sphinx Sovereign")
    game.state.objects[sphinx].tapped = True
    to_step(game, "end")
    resolve(game)
    assert game.state.players[0].life == 20 and game.state.players[1].life == 17


def test_728_1_a_scenario_sets_and_checks_day_and_night_and_names_a_bad_value():
    sc = load_scenario("name: night\nday_night: night\nplayers: {Alice: {}, Bob: {}}\n"
                       "expect: {day_night: night}\n")
    assert build_game(sc).state.day_night == "night"
    with pytest.raises(ScenarioError, match="unknown day_night 'dusk'"):
        load_scenario("name: x\nday_night: dusk\nplayers: {Alice: {}, Bob: {}}\n")


# -- the werewolves of Innistrad: "no spells were cast last turn" -------------------------

@plays("Gatstaf Shepherd // Gatstaf Howler", "condition.last_turn")
def test_603_4_werewolf_transforms_after_a_turn_without_spells_and_back_after_two():
    game = board(["Gatstaf Shepherd"], ["Island"], hands=([], ["Ornithopter", "Ornithopter"]))
    wolf = obj(game, "Gatstaf Shepherd")
    state = game.state
    to_step(game, "upkeep")                            # Bob's turn 4: no spells in turn 3
    resolve(game)
    assert state.objects[wolf].name == "Gatstaf Howler" and state.last_turn_casts == [0, 0]
    to_step(game, "precombat main")
    cast(game, "Ornithopter", player=1)
    resolve(game)
    cast(game, "Ornithopter", player=1)
    resolve(game)
    to_step(game, "upkeep")                            # Alice's turn 5: Bob cast two
    resolve(game)
    assert state.last_turn_casts == [0, 2] and state.objects[wolf].name == "Gatstaf Shepherd"


def test_603_4_one_spell_last_turn_keeps_the_werewolf_as_it_is():
    game = board(["Gatstaf Shepherd"], hands=(["Ornithopter"], []))
    cast(game, "Ornithopter")
    resolve(game)
    to_step(game, "upkeep")
    resolve(game)
    assert game.state.objects[obj(game, "Gatstaf Shepherd")].name == "Gatstaf Shepherd"


def test_701_28f_a_werewolf_transformed_in_response_isnt_transformed_back():
    game = board(["Gatstaf Shepherd"])
    wolf = obj(game, "Gatstaf Shepherd")
    state = game.state
    to_step(game, "upkeep")                            # Bob's turn: its trigger is waiting
    assert state.stack and state.objects[state.stack[-1]].source_id == wolf
    faces.transform(state, state.objects[wolf])        # something transforms it in response
    assert state.objects[wolf].name == "Gatstaf Howler"
    resolve(game)
    assert state.objects[wolf].name == "Gatstaf Howler"             # not back (CR 701.28f)
    assert "701.28f" in _log(game)


def test_701_28f_untouched_the_werewolf_transforms_as_its_trigger_resolves():
    game = board(["Gatstaf Shepherd"])
    to_step(game, "upkeep")
    resolve(game)
    assert game.state.objects[obj(game, "Gatstaf Howler")].name == "Gatstaf Howler"
