"""Ending the turn (CR 721.1): Time Stop, Sundial of the Infinite, Ultima, Glorious End,
Day's Undoing."""

from __future__ import annotations

from boards import board
from test_oracle_play import ALICE, BOB, activate, cast, grave, life, move_on, obj, plays

from tolaria import Action


def _pass(game, player: int) -> None:
    game.act(Action("pass", player))


@plays("Time Stop", "effect.end_turn")
def test_721_1b_time_stop_exiles_the_stack_and_the_turn_goes_to_cleanup() -> None:
    """Alice's Shock is on the stack; Bob's Time Stop exiles it and itself, her end step
    is skipped (no Breeding Pit token, CR 721.1e), and Bob's turn begins."""
    game = board(["Mountain", "Breeding Pit"], ["Island"] * 6,
                 hands=(["Shock"], ["Time Stop"]))
    cast(game, "Shock", BOB)
    _pass(game, 0)
    cast(game, "Time Stop", player=1)
    _pass(game, 1)
    _pass(game, 0)                                                # Time Stop resolves
    state = game.state
    exiled = {state.objects[i].name for p in state.players for i in p.exile}
    assert exiled == {"Shock", "Time Stop"} and not state.stack    # CR 721.1b
    assert life(game, 1) == 20
    assert state.active == 1 and state.step in ("upkeep", "draw")    # CR 721.1d
    assert "Thrull" not in {state.objects[i].name for i in state.battlefield}


@plays("Time Stop", "effect.end_turn")
def test_721_1d_ending_the_turn_in_combat_removes_creatures_from_combat() -> None:
    game = board(["Grizzly Bears"], ["Island"] * 6, hands=((), ["Time Stop"]),
                 step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    _pass(game, 0)
    cast(game, "Time Stop", player=1)
    _pass(game, 1)
    _pass(game, 0)
    assert game.state.objects[bears].attacking is None
    assert life(game, 1) == 20 and game.state.active == 1


@plays("Sundial of the Infinite", "effect.end_turn")
def test_721_1_sundial_ends_its_controllers_turn_discarding_to_hand_size() -> None:
    """The cleanup step's discard still happens (CR 514.1): nine cards, two discarded."""
    game = board(["Sundial of the Infinite", "Mountain"], [],
                 hands=(["Shock"] * 9, []))
    activate(game, obj(game, "Sundial of the Infinite"))
    _pass(game, 0)
    _pass(game, 1)
    assert grave(game).count("Shock") == 2 and len(game.state.players[0].hand) == 7
    assert game.state.active == 1


@plays("Ultima", "effect.end_turn")
def test_721_1a_triggers_waiting_for_the_stack_cease_to_exist() -> None:
    """Ultima destroys Doomed Traveler, then ends the turn: its dies trigger, not yet put
    on the stack, ceases to exist (CR 721.1a): no Spirit."""
    game = board(["Plains"] * 5, ["Doomed Traveler"], hands=(["Ultima"], []))
    cast(game, "Ultima")
    _pass(game, 0)
    _pass(game, 1)
    state = game.state
    assert grave(game, 1) == ["Doomed Traveler"]
    assert not any(state.objects[i].name == "Spirit" for i in state.battlefield)
    assert state.active == 1


@plays("Glorious End", "effect.end_turn")
def test_721_1e_glorious_end_loses_at_the_next_end_step_not_this_one() -> None:
    game = board(["Mountain"] * 3, [], hands=(["Glorious End"], []))
    cast(game, "Glorious End")
    _pass(game, 0)
    _pass(game, 1)
    assert game.state.active == 1 and not game.state.players[ALICE[1]].lost
    for _ in range(200):                            # Bob's turn, then Alice's end step
        if game.state.over:
            break
        move_on(game)
    assert game.state.players[ALICE[1]].lost and game.state.turn == 5


@plays("Day's Undoing", "effect.end_turn")
def test_721_1_days_undoing_ends_the_turn_only_in_its_controllers_turn() -> None:
    game = board(["Island"] * 3, [], hands=(["Day's Undoing"], []))
    cast(game, "Day's Undoing")
    _pass(game, 0)
    _pass(game, 1)
    assert game.state.active == 1
