"""Every way to lose the game the seeds list (CR 104.3a-e), and what "at the same time"
means (CR 104.3f, 104.4a)."""

from __future__ import annotations

import pytest
from boards import board

from tolaria import Action, IllegalAction

DOOR_MANA = "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}"


def resolve(game) -> None:
    """Both players pass: the top of the stack resolves."""
    game.act(Action("pass", game.decision.player))
    game.act(Action("pass", game.decision.player))


def test_104_3a_a_player_may_concede_at_any_time():
    game = board(["Mountain"], hands=(["Lightning Bolt"], []))
    game.act("cast Lightning Bolt targeting Bob")            # Alice has priority, not Bob
    game.act(Action("concede", 1))
    assert game.over and game.winner == "Alice"
    assert game.state.players[1].lost and game.state.stack   # immediately: nothing resolved
    with pytest.raises(IllegalAction):
        game.act(Action("concede", 1))


def test_104_3b_zero_life_loses_the_next_time_a_player_would_get_priority():
    game = board(["Mountain"], hands=(["Lightning Bolt"], []))
    game.state.players[1].life = 3
    game.act("cast Lightning Bolt targeting Bob")
    game.act("pass")
    assert not game.over                                       # the Bolt hasn't resolved yet
    game.act("pass")
    assert game.state.players[1].life == 0 and game.over and game.winner == "Alice"
    assert any("704.5a" in e.rules for e in game.log)


def test_104_3c_drawing_more_cards_than_the_library_has():
    game = board(["Island", "Island", "Island"], hands=(["Divination"], []), library=1)
    game.act("cast Divination")
    resolve(game)
    p = game.state.players[0]
    assert len(p.hand) == 1 and p.library == []               # drew the one card left
    assert game.over and game.winner == "Bob"
    assert any("704.5b" in e.rules for e in game.log)


def test_104_3d_ten_poison_counters_lose():
    game = board(["Island", "Island", "Island", "Island"],
                 hands=(["Prologue to Phyresis", "Prologue to Phyresis"], []))
    game.state.players[1].poison = 8
    game.act("cast Prologue to Phyresis")
    resolve(game)
    assert game.state.players[1].poison == 9 and not game.over
    game.act("cast Prologue to Phyresis")
    resolve(game)
    assert game.state.players[1].poison == 10 and game.winner == "Alice"
    assert any("704.5c" in e.rules for e in game.log)


def test_104_3e_an_effect_may_say_a_player_loses():
    game = board(["Door to Nothingness"])
    game.state.players[0].pool.add_text(DOOR_MANA)
    game.act("activate Door to Nothingness targeting Bob")
    assert game.state.players[0].graveyard                    # sacrificed as a cost
    resolve(game)
    assert game.over and game.winner == "Alice"
    assert game.state.players[1].life == 20
    assert any("104.3e" in e.rules for e in game.log)


def test_104_3e_cant_lose_stops_an_effect_that_says_so():
    game = board(["Door to Nothingness"], ["Platinum Angel"])
    game.state.players[0].pool.add_text(DOOR_MANA)
    game.act("activate Door to Nothingness targeting Bob")
    resolve(game)
    assert not game.over and not game.state.players[1].lost


def test_104_4a_104_3f_everyone_losing_at_once_is_a_draw_nobody_wins():
    game = board(["Pestilence", "Swamp"])
    for p in game.state.players:
        p.life = 1
    game.act("activate Pestilence")
    resolve(game)
    assert game.over and game.winner is None                  # no "last player standing"
    assert all(p.lost and not p.won for p in game.state.players)
