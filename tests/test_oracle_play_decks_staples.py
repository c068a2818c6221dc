"""Cards of published decks (benchmarks/decks), played: comparisons with an opponent
(CR 608.2c), "that spell's controller" after a counter (CR 608.2h), and the other
constructs these decks needed."""

from __future__ import annotations

from boards import board
from test_oracle_play import cast, life, names, plays, resolve


@plays("Timely Reinforcements", "condition.opponent", "condition.if_rider")
def test_608_2c_timely_reinforcements_compares_with_an_opponent():
    game = board(["Plains"] * 3, ["Grizzly Bears"], hands=(["Timely Reinforcements"], []))
    game.state.players[0].life = 10
    cast(game, "Timely Reinforcements")
    resolve(game)
    assert life(game, 0) == 16 and names(game).count("Soldier") == 3
    game = board(["Plains"] * 3 + ["Grizzly Bears"], ["Grizzly Bears"],
                 hands=(["Timely Reinforcements"], []))
    game.state.players[1].life = 10
    cast(game, "Timely Reinforcements")
    resolve(game)
    assert life(game, 0) == 20 and names(game).count("Soldier") == 0
