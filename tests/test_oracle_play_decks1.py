"""Constructs that blocked Legacy, Vintage and Modern decks of the deck corpus
(benchmarks/decks/, issue 17), played: each test names the CR rules it checks."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import (
    activate,
    plays,
    resolve,
)

from tolaria import IllegalAction


@plays("Tectonic Edge", "ability.only_if", "condition.opponent_controls")
def test_602_5b_activate_only_if_an_opponent_controls_four_or_more_lands():
    """Tectonic Edge: one opponent's own lands are counted (CR 602.5b, 102.3)."""
    game = board(["Tectonic Edge", "Mountain"], ["Plains"] * 3 + ["Evolving Wilds"])
    edge, west = ids(game, "Tectonic Edge")[0], ids(game, "Evolving Wilds")[0]
    activate(game, edge, west, index=1)
    resolve(game)
    assert ids(game, "Evolving Wilds") == [] and ids(game, "Tectonic Edge") == []
    game = board(["Tectonic Edge", "Mountain"] + ["Forest"] * 4,
                 ["Plains"] * 2 + ["Evolving Wilds"])
    edge, west = ids(game, "Tectonic Edge")[0], ids(game, "Evolving Wilds")[0]
    with pytest.raises(IllegalAction):          # Bob has three lands; Alice's six don't count
        activate(game, edge, west, index=1)
    assert ids(game, "Evolving Wilds") == [west]
