"""Play tests of keyword actions read by the Oracle compiler: bolster (CR 701.33)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import cast, choose, obj, plays, resolve


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
