"""The benchmark (`tolaria bench`, `tolaria.bench`): its figures, and the fingerprint that
keeps a speed-up from changing what the engine does."""

from __future__ import annotations

from tolaria import bench

# The hash of 25 random games on each built-in matchup (`tolaria bench --fingerprint`).
# A change to the engine that plays any of them differently changes it: a speed-up must
# leave it alone; a rules fix that changes games updates it, saying so in its commit.
FINGERPRINT = "5fa28d77975fced9"


def test_the_same_seeds_play_the_same_games():
    assert bench.fingerprint() == FINGERPRINT


def test_bench_reports_wall_and_cpu_rates():
    result = bench.run("green-red", games=2, seed=3)
    data = result.to_json()
    assert data["games"] == 2 and data["turns_per_game"] > 0
    assert data["games_per_s"] > 0 and data["cpu_games_per_s"] > 0
    assert data["cpu_decisions_per_s"] > 0 and "CPU time" in str(result)


def test_508_1_declaring_attackers_is_linear_in_the_attackers(monkeypatch):
    """CR 508.1f taps each attacker as it is declared. Tapping and attacking change nothing
    a characteristic reads here, so the board's characteristics are built a bounded number
    of times however many creatures attack (the cost grows linearly, not quadratically)."""
    import sys
    from pathlib import Path

    from tolaria.rules import layers
    sys.path.insert(0, str(Path(__file__).parent.parent / "benchmarks"))
    import board_scaling

    builds = []
    real = layers._simple_world
    monkeypatch.setattr(layers, "_simple_world", lambda state: (builds.append(1),
                                                                  real(state)))
    counts = {}
    for size in (10, 80):
        game = board_scaling._to_attackers(board_scaling.build_game(
            board_scaling.load_scenario(board_scaling.scenario_text(size, 2))))
        assert builds                                   # the count sees the builds
        builds.clear()
        board_scaling._attack_all(game)
        attackers = [o for o in game.state.battlefield if game.state.objects[o].attacking]
        assert len(attackers) == size // 2 and all(
            game.state.objects[o].tapped for o in attackers)      # CR 508.1f
        counts[size] = len(builds)
    assert counts[80] <= counts[10] + 1, counts
