"""Run `tolaria.bench` on every matchup and print a Markdown table (README "Performance").

    python benchmarks/matchups.py --games 200
"""

from __future__ import annotations

import argparse

from tolaria.bench import MATCHUPS, run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print("| matchup | games | games/s | decisions/s | turns/game | copy() median |")
    print("|---|---:|---:|---:|---:|---:|")
    for matchup in MATCHUPS:
        r = run(matchup, games=args.games, seed=args.seed)
        print(f"| {r.matchup} | {r.games} | {r.games_per_s:.1f} | {r.decisions_per_s:,.0f} "
              f"| {r.turns_per_game:.1f} | {r.copy_ms_median:.2f} ms |")


if __name__ == "__main__":
    main()
