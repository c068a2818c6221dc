"""The Tron deck's engines, played: Oblivion Stone's fate counters (CR 122.1)."""

from __future__ import annotations

from boards import add_mana, board
from test_oracle_play import activate, grave, names, obj, plays, resolve


@plays("Oblivion Stone", "target.with_counter", "effect.remove_counters", "effect.destroy_all")
def test_122_1_oblivion_stone_spares_permanents_with_a_fate_counter():
    game = board(["Oblivion Stone", "Grizzly Bears", "Hill Giant", "Forest"],
                 ["Serra Angel", "Sol Ring"])
    stone, bears = obj(game, "Oblivion Stone"), obj(game, "Grizzly Bears")
    add_mana(game, "{4}")
    activate(game, stone, bears, index=0)
    resolve(game)
    assert game.state.objects[bears].counters.get("fate") == 1
    game.state.objects[stone].tapped = False        # as if untapped: a second activation
    add_mana(game, "{5}")
    activate(game, stone, index=1)
    resolve(game)
    assert sorted(names(game)) == ["Forest", "Grizzly Bears"]   # lands and fated survive
    assert "Oblivion Stone" in grave(game, 0) and "Serra Angel" in grave(game, 1)
    assert not game.state.objects[bears].counters.get("fate")    # then all removed
