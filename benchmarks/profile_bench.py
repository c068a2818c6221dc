"""Profile the benchmark with cProfile and print the top functions by own time.

    python benchmarks/profile_bench.py --matchup wu-br --games 50 --top 25
"""

from __future__ import annotations

import argparse
import cProfile
import pstats

from tolaria.bench import MATCHUPS, run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matchup", default="green-red", choices=tuple(MATCHUPS))
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--sort", default="tottime", help="a pstats sort key (tottime, cumtime)")
    args = parser.parse_args()
    profiler = cProfile.Profile()
    profiler.enable()
    result = run(args.matchup, games=args.games)
    profiler.disable()
    print(result, "(slowed down by the profiler)")
    pstats.Stats(profiler).sort_stats(args.sort).print_stats(args.top)


if __name__ == "__main__":
    main()
