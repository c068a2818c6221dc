"""A tournament of `tolaria simulate`, played game by game with each result appended to a
JSON-lines file as it finishes, so that a run cut short still counts; run again, it skips
the games the file holds. `--summary` prints the table of the games the file holds.

    python benchmarks/search_run.py runs/wu-br.jsonl --deck wu --deck br --games 100 \
        --seed 7 --simulations 32 --seconds 1
    python benchmarks/search_run.py runs/wu-br.jsonl --deck wu --deck br --summary
"""

from __future__ import annotations

import argparse
import json
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict
from pathlib import Path

from tolaria.simulate import GameResult, Tournament, TournamentResult, play_game


def _held(path: Path) -> list[GameResult]:
    if not path.exists():
        return []
    results = []
    for line in path.read_text().splitlines():
        if line.strip():
            row = json.loads(line)
            results.append(GameResult(**{k: tuple(v) if isinstance(v, list) else v
                                         for k, v in row.items()}))
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path)
    parser.add_argument("--agent", action="append", default=None)
    parser.add_argument("--deck", action="append", default=None)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--simulations", type=int, default=48)
    parser.add_argument("--seconds", type=float, default=None)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--summary", action="store_true")
    args = parser.parse_args()
    entrants = tuple(args.agent or ("mcts", "heuristic"))
    decks = tuple(args.deck or ("green", "red"))
    tournament = Tournament(entrants, decks, args.games, args.seed,  # type: ignore[arg-type]
                            args.simulations, args.seconds)
    held = _held(args.file)
    if not args.summary:
        done = {r.index for r in held}
        specs = [tournament.game(i) for i in range(args.games) if i not in done]
        with ProcessPoolExecutor(max_workers=args.workers) as pool, \
                args.file.open("a") as out:
            for future in as_completed([pool.submit(play_game, s) for s in specs]):
                result = future.result()
                out.write(json.dumps(asdict(result)) + "\n")
                out.flush()
                held.append(result)
    held.sort(key=lambda r: r.index)
    print(TournamentResult(tournament, held, 0.0, args.workers, "processes").table())


if __name__ == "__main__":
    main()
