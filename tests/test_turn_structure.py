"""Starting the game, turn structure and priority (CR 103, 117, 500-514)."""

from __future__ import annotations

import pytest

from tolaria import Action, Game, IllegalAction

FORESTS = ["Forest"] * 20 + ["Grizzly Bears"] * 20
MOUNTAINS = ["Mountain"] * 20 + ["Lightning Bolt"] * 20


def new_game(seed: int = 1, **kw) -> Game:
    return Game.new([FORESTS, MOUNTAINS], seed=seed, **kw)


def pass_until(game: Game, step: str, turn: int | None = None) -> None:
    """Everyone passes (attacking and blocking with nothing) until `step` of `turn`."""
    for _ in range(500):
        s = game.state
        if s.step == step and (turn is None or s.turn == turn) and \
                game.decision.kind == "priority" and not s.stack:
            return
        d = game.decision
        if d.kind == "priority":
            game.act(Action("pass", d.player))
        elif d.combinable:
            game.act(game.legal_actions()[0])
        else:
            game.act(game.legal_actions()[0])
    raise AssertionError(f"never reached {step}")


def test_103_1_starting_player_chooses_play_or_draw():
    game = new_game()
    d = game.decision
    assert d.kind == "play_first"
    game.act(Action("choose", d.player, choice=("draw",)))
    assert game.state.active == 1 - d.player


def test_103_5_each_player_draws_seven_and_declares_in_turn_order():
    game = new_game(starting_player=1)
    assert [len(p.hand) for p in game.state.players] == [7, 7]
    assert game.decision.kind == "mulligan" and game.decision.player == 1
    game.act(Action("keep", 1))
    assert game.decision.kind == "mulligan" and game.decision.player == 0


def test_103_5_london_mulligan_draws_seven_then_bottoms_one():
    game = new_game(starting_player=0)
    game.act(Action("mulligan", 0))
    game.act(Action("keep", 1))          # Bob declares before anyone shuffles
    d = game.decision
    assert d.kind == "bottom" and d.player == 0 and d.count == 1
    assert len(game.state.players[0].hand) == 7
    bottom = d.options[0]
    game.act(Action("choose", 0, choice=(bottom,)))
    alice = game.state.players[0]
    assert len(alice.hand) == 6 and len(alice.library) == 34
    assert game.state.objects[alice.library[0]].card_uid == game.state.objects[bottom].card_uid
    assert game.decision.kind == "mulligan" and game.decision.player == 0


def test_103_8a_starting_player_skips_first_draw():
    game = new_game(starting_player=0, skip_mulligans=True)
    pass_until(game, "precombat main", turn=1)
    assert len(game.state.players[0].hand) == 7
    pass_until(game, "precombat main", turn=2)
    assert len(game.state.players[1].hand) == 8


def test_117_3a_active_player_gets_priority_first_and_passes_move_on():
    game = new_game(starting_player=0, skip_mulligans=True)
    pass_until(game, "precombat main", turn=1)
    assert game.decision.player == 0
    game.act(Action("pass", 0))
    assert game.decision.player == 1 and game.state.step == "precombat main"
    game.act(Action("pass", 1))
    assert game.state.step == "beginning of combat"      # CR 117.4: all passed, step ends


def test_500_4_mana_empties_when_a_step_ends():
    game = new_game(starting_player=0, skip_mulligans=True)
    pass_until(game, "precombat main", turn=1)
    forest = next(a for a in game.legal_actions() if a.kind == "play")
    game.act(forest)
    tap = next(a for a in game.legal_actions() if a.kind == "activate")
    game.act(tap)
    assert str(game.state.players[0].pool) == "{G}"
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.state.players[0].pool.is_empty()


def test_514_1_cleanup_discards_to_seven():
    game = new_game(starting_player=1, skip_mulligans=True)
    pass_until(game, "precombat main", turn=2)       # Alice (not starting) has drawn: 8 cards
    assert len(game.state.players[0].hand) == 8
    pass_until(game, "upkeep", turn=3)
    alice = game.state.players[0]
    assert len(alice.hand) == 7 and len(alice.graveyard) == 1


def test_104_3a_concede_ends_two_player_game():
    game = new_game(skip_mulligans=True, starting_player=0)
    game.act(Action("concede", 1))
    assert game.over and game.winner == "Alice"
    with pytest.raises(IllegalAction):
        game.act(Action("pass", 0))


def test_illegal_action_leaves_state_unchanged():
    game = new_game(starting_player=0, skip_mulligans=True)
    pass_until(game, "precombat main", turn=1)
    before = game.state.version, len(game.state.log)
    with pytest.raises(IllegalAction) as err:
        game.act(Action("pass", 1))
    assert "Alice" in str(err.value)
    assert (game.state.version, len(game.state.log)) == before
