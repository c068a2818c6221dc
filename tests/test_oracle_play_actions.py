"""Play tests of keyword actions and cost rules read by the Oracle compiler: bolster (CR
701.33), strive (CR 601.2f), a spell exiling itself with time counters (CR 608.2n)."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import cast, chars, choose, obj, plays, resolve, to_step

from tolaria import IllegalAction
from tolaria.rules.keywords import suspend


@plays("Cached Defenses", "keyword.bolster")
def test_701_33_bolster_puts_counters_on_the_creature_with_least_toughness():
    game = board(["Forest"] * 3 + ["Hill Giant", "Grizzly Bears"], ["Llanowar Elves"],
                 hands=(["Cached Defenses"], []))
    cast(game, "Cached Defenses")
    resolve(game)
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    assert game.state.objects[bears].counters == {"+1/+1": 3}
    assert game.state.objects[giant].counters == {}
    assert game.state.objects[obj(game, "Llanowar Elves")].counters == {}   # not Alice's


def test_701_33_a_tie_for_least_toughness_is_the_controllers_choice():
    game = board(["Forest"] * 3 + ["Grizzly Bears", "Grizzly Bears"], [],
                 hands=(["Cached Defenses"], []))
    cast(game, "Cached Defenses")
    resolve(game)
    assert game.decision.kind == "choose"
    second = ids(game, "Grizzly Bears")[1]
    assert set(game.decision.options) == set(ids(game, "Grizzly Bears"))
    choose(game, second)
    assert [game.state.objects[i].counters for i in ids(game, "Grizzly Bears")] == [
        {}, {"+1/+1": 3}]


def test_701_33_bolster_with_no_creature_does_nothing():
    game = board(["Forest"] * 3, [], hands=(["Cached Defenses"], []))
    cast(game, "Cached Defenses")
    resolve(game)
    assert not game.state.stack and game.decision.kind == "priority"
    assert "Cached Defenses" in [game.state.objects[i].name
                                 for i in game.state.players[0].graveyard]


@plays("Abzan Skycaptain", "keyword.bolster")
def test_701_33_a_dies_trigger_bolsters_among_the_creatures_left():
    game = board(["Mountain", "Abzan Skycaptain", "Hill Giant"], [], hands=(["Shock"], []))
    skycaptain = obj(game, "Abzan Skycaptain")
    cast(game, "Shock", skycaptain)
    resolve(game)
    assert game.state.objects[obj(game, "Hill Giant")].counters == {"+1/+1": 2}
    assert not ids(game, "Abzan Skycaptain")


@plays("Blinding Flare", "spell.per_target_cost")
def test_601_2f_strive_costs_more_for_each_target_beyond_the_first():
    game = board(["Mountain", "Mountain"], ["Grizzly Bears", "Hill Giant", "Llanowar Elves"],
                 hands=(["Blinding Flare"], []))
    bears, giant, elves = (obj(game, n) for n in ("Grizzly Bears", "Hill Giant",
                                                  "Llanowar Elves"))
    flare = next(i for i in game.state.players[0].hand)
    sizes = {sum(1 for t in a.targets if t is not None) for a in game.legal_actions()
             if a.kind == "cast" and a.object == flare}
    assert sizes == {0, 1, 2}                      # three targets would cost {R}{R}{R}
    before = game.state.version
    with pytest.raises(IllegalAction):
        cast(game, "Blinding Flare", bears, giant, elves, *([None] * 27))
    assert game.state.version == before
    cast(game, "Blinding Flare", bears, giant, *([None] * 28))
    assert all(game.state.objects[i].tapped for i in ids(game, "Mountain"))
    resolve(game)
    assert "cant_block" in chars(game, bears).restrictions
    assert "cant_block" in chars(game, giant).restrictions
    assert "cant_block" not in chars(game, elves).restrictions


@plays("Arc Blade", "effect.exile_self_counters")
def test_608_2n_a_spell_exiling_itself_with_time_counters_is_suspended():
    game = board(["Mountain"] * 5, [], hands=(["Arc Blade"], []))
    cast(game, "Arc Blade", ("player", 1))
    resolve(game)
    assert game.state.players[1].life == 18
    blade = next(game.state.objects[i] for i in game.state.players[0].exile)
    assert blade.name == "Arc Blade" and blade.counters == {"time": 3}
    assert not game.state.players[0].graveyard                 # not put there (CR 608.2n)
    assert suspend.is_suspended(blade)                          # CR 702.62b
    to_step(game, "upkeep")                                     # Bob's turn: no tick
    to_step(game, "draw")
    to_step(game, "upkeep")                                     # Alice's upkeep
    resolve(game)
    assert blade.counters == {"time": 2}


@plays("Electrickery", "effect.damage")
def test_702_96a_overload_changes_target_to_each():
    game = board(["Mountain"] * 2 + ["Raging Goblin"], ["Llanowar Elves", "Grizzly Bears"],
                 hands=(["Electrickery"], []))
    electrickery = game.state.players[0].hand[0]
    overloaded = [a for a in game.legal_actions()
                  if a.kind == "cast" and a.object == electrickery and "overload" in a.costs]
    assert overloaded and all(a.targets == () for a in overloaded)     # CR 702.96b
    game.act(overloaded[0])
    resolve(game)
    assert not ids(game, "Llanowar Elves")                  # 1 damage to each of Bob's
    assert game.state.objects[obj(game, "Grizzly Bears")].damage == 1
    assert game.state.objects[obj(game, "Raging Goblin")].damage == 0   # Alice's: spared


def test_702_96a_without_its_overload_cost_the_spell_targets():
    game = board(["Mountain"], ["Llanowar Elves", "Grizzly Bears"], hands=(["Electrickery"], []))
    elves = obj(game, "Llanowar Elves")
    cast(game, "Electrickery", elves)
    resolve(game)
    assert not ids(game, "Llanowar Elves")
    assert game.state.objects[obj(game, "Grizzly Bears")].damage == 0


def _overloaded(game, name: str):
    card = next(i for i in game.state.players[0].hand if game.state.objects[i].name == name)
    return next(a for a in game.legal_actions()
                if a.kind == "cast" and a.object == card and "overload" in a.costs)


@plays("Cyclonic Rift", "library.all_leave")
def test_702_96a_overloaded_cyclonic_rift_returns_each_nonland_permanent_you_dont_control():
    game = board(["Island"] * 7 + ["Grizzly Bears"], ["Hill Giant", "Forest", "Llanowar Elves"],
                 hands=(["Cyclonic Rift"], []))
    game.act(_overloaded(game, "Cyclonic Rift"))
    resolve(game)
    assert sorted(game.state.objects[i].name for i in game.state.players[1].hand) == [
        "Hill Giant", "Llanowar Elves"]
    assert ids(game, "Forest") and ids(game, "Grizzly Bears")   # a land; Alice's own


@plays("Stirring Address", "effect.group_pump")
def test_702_96a_overloaded_pump_reads_each_creature_you_control_gets():
    game = board(["Plains"] * 6 + ["Grizzly Bears", "Hill Giant"], ["Llanowar Elves"],
                 hands=(["Stirring Address"], []))
    game.act(_overloaded(game, "Stirring Address"))
    resolve(game)
    assert chars(game, obj(game, "Grizzly Bears")).power == 4
    assert chars(game, obj(game, "Hill Giant")).toughness == 5
    assert chars(game, obj(game, "Llanowar Elves")).power == 1


@plays("Vandalblast", "effect.destroy_all")
def test_702_96a_overloaded_destroy_reads_destroy_each():
    game = board(["Mountain"] * 5 + ["Ornithopter"], ["Ornithopter", "Ornithopter"],
                 hands=(["Vandalblast"], []))
    game.act(_overloaded(game, "Vandalblast"))
    resolve(game)
    owners = [game.state.objects[i].owner for i in ids(game, "Ornithopter")]
    assert owners == [0]
