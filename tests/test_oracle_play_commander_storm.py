"""The Commander storm spells (CR 707.10, 903.8): "When you cast this spell, copy it for
each time you've cast your commander from the command zone this game." (Empyrial Storm,
Echo Storm)."""

from __future__ import annotations

from test_commander import resolve_stack, table
from test_oracle_play import plays

from tolaria import Action


def _angels(game, player: int = 0) -> int:
    state = game.state
    return sum(1 for i in state.battlefield if state.objects[i].name == "Angel"
               and state.objects[i].controller == player)


@plays("Empyrial Storm", "copy.commander_storm")
def test_903_8_empyrial_storm_copies_once_for_each_cast_of_your_commander() -> None:
    """Alice cast Krenko from the command zone once; Bob's casts of his commander don't
    count: one copy, two Angels (CR 707.10, 903.8)."""
    game = table(["Krenko, Mob Boss", "Talrand, Sky Summoner"],
                 [["Mountain"] * 4 + ["Plains"] * 6, []], [["Empyrial Storm"], []])
    talrand = game.state.objects[game.state.command[1]]
    game.state.commander_casts += [talrand.card_uid] * 2
    game.act("cast Krenko, Mob Boss from command zone")
    resolve_stack(game)
    storm = next(i for i in game.state.players[0].hand)
    game.act(Action("cast", 0, storm, mode=0))
    resolve_stack(game)
    assert _angels(game) == 2


@plays("Empyrial Storm", "copy.commander_storm")
def test_608_2h_no_commander_cast_no_copy() -> None:
    game = table(["Krenko, Mob Boss", "Talrand, Sky Summoner"],
                 [["Plains"] * 6, []], [["Empyrial Storm"], []])
    storm = next(i for i in game.state.players[0].hand)
    game.act(Action("cast", 0, storm, mode=0))
    resolve_stack(game)
    assert _angels(game) == 1


@plays("Echo Storm", "copy.commander_storm")
def test_707_10c_echo_storm_copies_may_have_new_targets() -> None:
    game = table(["Krenko, Mob Boss", "Talrand, Sky Summoner"],
                 [["Mountain"] * 4 + ["Island"] * 5 + ["Sol Ring", "Ornithopter"], []],
                 [["Echo Storm"], []])
    game.act("cast Krenko, Mob Boss from command zone")
    resolve_stack(game)
    state = game.state
    ring = next(i for i in state.battlefield if state.objects[i].name == "Sol Ring")
    thopter = next(i for i in state.battlefield if state.objects[i].name == "Ornithopter")
    storm = next(i for i in state.players[0].hand)
    game.act(Action("cast", 0, storm, targets=(("object", ring),), mode=0))
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                                   # the trigger resolves
    assert game.decision.kind == "new_targets"
    game.act(Action("choose", 0, targets=(("object", thopter),)))
    resolve_stack(game)
    names = [state.objects[i].name for i in state.battlefield]
    assert names.count("Sol Ring") == 2 and names.count("Ornithopter") == 2
