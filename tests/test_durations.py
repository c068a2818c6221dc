"""Durations of continuous effects from resolved spells and abilities (CR 611.2)."""

from __future__ import annotations

from boards import board, ids

from tolaria import Action, Game
from tolaria.data.ir import layer_effect
from tolaria.data.state import ContinuousEffect
from tolaria.rules.layers import characteristics


def setup() -> tuple[Game, int, int]:
    game = board(["Grizzly Bears", "Hill Giant"], [])
    return game, ids(game, "Grizzly Bears")[0], ids(game, "Hill Giant")[0]


def pump(game: Game, target: int, until: str, source: int | None = None) -> None:
    game.state.effects.append(ContinuousEffect(
        timestamp=game.state.timestamp(), source_name="test", affected=(target,),
        parts=(layer_effect("7c", "add_pt", power=2, toughness=2),), until=until,
        source_id=source, controller=0))
    game.state.changed()


def power(game: Game, oid: int) -> int:
    return characteristics(game.state, game.state.objects[oid]).power


def pass_turn(game: Game) -> None:
    start = game.state.turn
    while game.state.turn == start or game.state.step != "precombat main":
        d = game.decision
        game.act(Action("pass", d.player) if d.kind == "priority" else game.legal_actions()[0])


def test_611_2a_until_your_next_turn_lasts_through_the_opponents_turn():
    game, bears, _ = setup()
    pump(game, bears, "your next turn")
    pass_turn(game)                                   # Bob's turn 4
    assert game.state.active == 1 and power(game, bears) == 4
    pass_turn(game)                                   # Alice's turn 5 began: it ended
    assert game.state.active == 0 and power(game, bears) == 2


def test_611_2a_until_end_of_turn_ends_in_cleanup():
    game, bears, _ = setup()
    pump(game, bears, "end of turn")
    assert power(game, bears) == 4
    pass_turn(game)
    assert power(game, bears) == 2


def test_611_2b_for_as_long_as_ends_when_the_source_leaves():
    game, bears, giant = setup()
    pump(game, bears, "source on battlefield", source=giant)
    assert power(game, bears) == 4
    from tolaria.rules import events
    events.destroy(game.state, game.state.objects[giant])
    assert power(game, bears) == 2
