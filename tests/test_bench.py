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
