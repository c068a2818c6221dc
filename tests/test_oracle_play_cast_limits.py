"""Statics that limit how many spells a player casts each turn (CR 101.2): Rule of Law,
Deafening Silence, Moderation."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import BOB, cast, hand, plays, resolve, to_step

from tolaria import Action, IllegalAction


def _castable(game, player: int = 0) -> set[str]:
    return {game.state.objects[a.object].name for a in game.legal_actions()
            if a.kind == "cast" and a.player == player}


@plays("Rule of Law", "static.cast_limit")
def test_101_2_rule_of_law_one_spell_each_turn_for_each_player():
    """Alice casts one Shock; her second isn't offered and is refused, naming CR 101.2.
    Bob may still cast one spell in her turn (his own count), not two; next turn Alice
    may cast again."""
    game = board(["Rule of Law"] + ["Mountain"] * 4, ["Mountain"] * 4,
                 hands=(["Shock", "Shock"], ["Shock", "Shock"]))
    cast(game, "Shock", BOB)
    assert "Shock" not in _castable(game)
    second = next(i for i in game.state.players[0].hand)
    with pytest.raises(IllegalAction, match=r"101\.2"):
        game.act(Action("cast", 0, second, targets=(BOB,), mode=0))
    game.act(Action("pass", 0))                           # Bob gets priority: he responds
    assert "Shock" in _castable(game, 1)
    cast(game, "Shock", ("player", 0), player=1)
    game.act(Action("pass", 1))
    game.act(Action("pass", 0))                           # Bob's Shock resolves
    assert game.decision.player == 0
    game.act(Action("pass", 0))
    assert "Shock" not in _castable(game, 1)              # his one spell this turn
    resolve(game)
    assert game.state.players[1].life == 18 and game.state.players[0].life == 18
    to_step(game, "upkeep")                               # Bob's turn: a new count
    to_step(game, "precombat main")
    assert game.state.active == 1 and "Shock" in _castable(game, 1)


@plays("Deafening Silence", "static.cast_limit")
def test_101_2_deafening_silence_counts_noncreature_spells_only():
    """A creature spell neither counts nor is limited; after one noncreature spell no other
    noncreature spell may be cast that turn."""
    game = board(["Deafening Silence"] + ["Mountain"] * 2 + ["Forest"] * 4, [],
                 hands=(["Grizzly Bears", "Shock", "Shock", "Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    resolve(game)
    assert "Shock" in _castable(game)
    cast(game, "Shock", BOB)
    resolve(game)
    assert _castable(game) == {"Grizzly Bears"}
    assert hand(game).count("Shock") == 1


@plays("Moderation", "static.cast_limit")
def test_101_2_moderation_limits_its_controller_only():
    """"You can't cast more than one spell each turn": Alice, not Bob."""
    game = board(["Moderation"] + ["Mountain"] * 4, ["Mountain"] * 4,
                 hands=(["Shock", "Shock"], ["Shock", "Shock"]))
    cast(game, "Shock", BOB)
    assert "Shock" not in _castable(game)
    game.act(Action("pass", 0))
    cast(game, "Shock", ("player", 0), player=1)
    game.act(Action("pass", 1))
    game.act(Action("pass", 0))
    game.act(Action("pass", 0))
    assert "Shock" in _castable(game, 1)                 # Bob isn't limited
