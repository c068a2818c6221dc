"""Fuzz the engine: random games checked every few decisions (`tolaria.fuzz`).

    python benchmarks/fuzz.py --games 500                 # or --seconds 3600
    python benchmarks/fuzz.py --players 3 4 --rules classic-2008 --json out.json

Each broken promise is printed with what replays its game; the exit status is 1 if
anything broke.
"""

from __future__ import annotations

import argparse
import json
import sys

from tolaria import fuzz


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=None,
                        help="stop starting games after this long")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--rules", nargs="+", default=list(fuzz.RULESETS))
    parser.add_argument("--check-every", type=int, default=25)
    parser.add_argument("--json", metavar="FILE", help="write the report as JSON")
    args = parser.parse_args()

    def progress(report: fuzz.Report) -> None:
        if sys.stderr.isatty():
            print(f"\r{report}", end="", file=sys.stderr, flush=True)

    report = fuzz.run(args.games, args.seed, args.seconds, tuple(args.players),
                      tuple(args.rules), args.check_every, progress=progress)
    if sys.stderr.isatty():
        print(file=sys.stderr)
    print(report)
    for line in report.broken:
        print(f"  - {line}")
    if args.json:
        with open(args.json, "w") as out:
            json.dump(report.to_json(), out, indent=1)
    return 1 if report.broken else 0


if __name__ == "__main__":
    sys.exit(main())
