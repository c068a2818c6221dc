""""If this ability has been activated four or more times this turn, sacrifice this creature
at the beginning of the next end step." played (Dragon Whelp): the object's activations of
the ability this turn are counted as each resolves, the resolving one included (CR 602.2,
608.2c), and the fourth sets up a delayed sacrifice (CR 603.7a, 701.17a).
"""

from __future__ import annotations

from boards import add_mana, board
from test_oracle_play import activate, chars, grave, names, obj, plays, resolve, to_step


def _pump(game, times: int) -> None:
    whelp = obj(game, "Dragon Whelp")
    for _ in range(times):
        activate(game, whelp)
        resolve(game)


@plays("Dragon Whelp", "condition.activated_times")
def test_602_2_three_activations_keep_the_whelp():
    game = board(["Dragon Whelp"], [])
    add_mana(game, "{R}" * 3)
    _pump(game, 3)
    assert chars(game, obj(game, "Dragon Whelp")).power == 5
    to_step(game, "end")
    resolve(game)
    to_step(game, "upkeep")                                        # Bob's turn
    assert "Dragon Whelp" in names(game)


@plays("Dragon Whelp", "condition.activated_times")
def test_603_7a_the_fourth_activation_sacrifices_it_at_the_next_end_step():
    game = board(["Dragon Whelp"], [])
    add_mana(game, "{R}" * 5)
    _pump(game, 5)                            # the fourth and the fifth each set one up
    assert chars(game, obj(game, "Dragon Whelp")).power == 7
    assert "Dragon Whelp" in names(game)
    to_step(game, "end")
    resolve(game)
    assert "Dragon Whelp" not in names(game) and "Dragon Whelp" in grave(game)


@plays("Dragon Whelp", "condition.activated_times")
def test_602_2_activations_on_the_stack_count_before_they_resolve():
    game = board(["Dragon Whelp"], [])
    add_mana(game, "{R}" * 4)
    whelp = obj(game, "Dragon Whelp")
    for _ in range(4):
        activate(game, whelp)                 # all four held on the stack
    resolve(game)
    assert len(game.state.delayed) == 4      # each saw four activations as it resolved
    to_step(game, "end")
    resolve(game)
    assert "Dragon Whelp" in grave(game)
