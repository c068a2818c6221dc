"""Play tests of the constructs the third batch of published decks (benchmarks/decks/) needed:
Burning Inquiry (Mardu Pyromancer), ..."""

from __future__ import annotations

from boards import board
from test_oracle_play import cast, plays, resolve


def _hand(game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].hand]


def _grave(game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].graveyard]


@plays("Burning Inquiry", "effect.discard_random", "effect.draw", "effect.same_subject")
def test_701_8b_each_player_draws_three_then_discards_three_at_random():
    game = board(["Mountain"], [], hands=(["Burning Inquiry", "Shock"], ["Ornithopter"]))
    cast(game, "Burning Inquiry")
    resolve(game)                                # no choice is asked: the game picks
    assert game.decision.kind == "priority"
    assert len(_hand(game, 0)) == 1 and len(_hand(game, 1)) == 1     # 1 + 3 - 3 each
    assert _grave(game, 0).count("Burning Inquiry") == 1 and len(_grave(game, 0)) == 4
    assert len(_grave(game, 1)) == 3
