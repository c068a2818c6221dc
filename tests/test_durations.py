"""Durations of continuous effects from resolved spells and abilities (CR 611.2)."""

from __future__ import annotations

from tolaria import Action, Game
from tolaria.cards.ir import layer_effect
from tolaria.cards.registry import card_def
from tolaria.layers import characteristics
from tolaria.state import ContinuousEffect, GameState, Options
from tolaria.zones import create_object


def board() -> tuple[Game, int, int]:
    state = GameState(["Alice", "Bob"], 1, Options(starting_player=0, skip_mulligans=True))
    bears = create_object(state, card_def("Grizzly Bears"), 0, "battlefield")
    lord = create_object(state, card_def("Hill Giant"), 0, "battlefield")
    for owner in (0, 1):
        for _ in range(10):
            create_object(state, card_def("Wastes"), owner, "library")
        state.players[owner].kept = True
    state.turn, state.step, state.stage = 3, "precombat main", "begin"
    game = Game(state)
    game._advance()
    return game, bears.id, lord.id


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
    game, bears, _ = board()
    pump(game, bears, "your next turn")
    pass_turn(game)                                   # Bob's turn 4
    assert game.state.active == 1 and power(game, bears) == 4
    pass_turn(game)                                   # Alice's turn 5 began: it ended
    assert game.state.active == 0 and power(game, bears) == 2


def test_611_2a_until_end_of_turn_ends_in_cleanup():
    game, bears, _ = board()
    pump(game, bears, "end of turn")
    assert power(game, bears) == 4
    pass_turn(game)
    assert power(game, bears) == 2


def test_611_2b_for_as_long_as_ends_when_the_source_leaves():
    game, bears, giant = board()
    pump(game, bears, "source on battlefield", source=giant)
    assert power(game, bears) == 4
    from tolaria import events
    events.destroy(game.state, game.state.objects[giant])
    assert power(game, bears) == 2
