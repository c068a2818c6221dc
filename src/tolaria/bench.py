"""The benchmark behind `tolaria bench`: random-vs-random games on built-in decks.

Every decision is answered uniformly among the legal actions, mulligans
included (`RandomAgent`). The decks' cards are compiled before the clock starts
(a warm run). Every `COPY_EVERY` decisions the game is copied once and the copy
is timed; that time is left out of the game rates, so games/s and decisions/s
measure playing alone. CPU time is reported beside wall time: on a busy machine
it is the steadier figure.

`fingerprint` plays a fixed set of games and hashes every action taken: the same
engine plays the same games, so a speed-up that changes it changed behaviour.

`scaling` times one tournament (`tolaria.simulate`) on 1, 2... local worker processes
(or a local Ray instance) and checks that the results are the same; `search` plays the
search agent against the heuristic agent and reports its win rate and its time per
decision.
"""

from __future__ import annotations

import hashlib
import statistics
import time
from dataclasses import asdict, dataclass
from typing import Any

from tolaria.agents.random_agent import RandomAgent
from tolaria.game import Game
from tolaria.simulate import Tournament
from tolaria.simulate import run as run_tournament

MATCHUPS: dict[str, tuple[str, str]] = {"green-red": ("green", "red"), "wu-br": ("wu", "br")}
COPY_EVERY = 50
MAX_DECISIONS = 100_000     # a game that runs longer than this is a bug, not a benchmark


@dataclass(frozen=True, slots=True)
class BenchResult:
    """What `run` measured; `to_json` gives the `tolaria bench --json` object."""

    matchup: str
    games: int
    games_per_s: float
    decisions_per_s: float
    turns_per_game: float
    copy_ms_median: float
    cpu_games_per_s: float = 0.0
    cpu_decisions_per_s: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    def __str__(self) -> str:
        return (f"{self.matchup}: {self.games} games, {self.games_per_s:.2f} games/s, "
                f"{self.decisions_per_s:.0f} decisions/s, {self.turns_per_game:.1f} turns/game, "
                f"copy() {self.copy_ms_median:.3f} ms (median); CPU time: "
                f"{self.cpu_games_per_s:.2f} games/s, {self.cpu_decisions_per_s:.0f} decisions/s")


def run(matchup: str = "green-red", games: int = 100, seconds: float | None = None,
        seed: int = 0) -> BenchResult:
    """Play up to `games` random games (no new game after `seconds`); time them."""
    decks = _decks(matchup)
    Game.new(decks, seed=seed)                 # compile the decks' cards: a warm run
    played = decisions = turns = 0
    copy_times: list[float] = []
    copy_total = copy_cpu = 0.0
    start, cpu_start = time.perf_counter(), time.process_time()
    for index in range(games):
        if seconds is not None and played and time.perf_counter() - start >= seconds:
            break
        game, agents = _game(decks, seed, index)
        taken = 0
        while not game.over:
            if taken >= MAX_DECISIONS:
                raise RuntimeError(f"game {index} did not end in {MAX_DECISIONS} decisions")
            game.act(agents[game.decider].choose(game.seat()))
            taken += 1
            if taken % COPY_EVERY == 0:
                before, cpu_before = time.perf_counter(), time.process_time()
                game.copy()
                spent = time.perf_counter() - before
                copy_times.append(spent)
                copy_total += spent
                copy_cpu += time.process_time() - cpu_before
        played += 1
        decisions += taken
        turns += game.state.turn
    elapsed = max(time.perf_counter() - start - copy_total, 1e-9)
    cpu = max(time.process_time() - cpu_start - copy_cpu, 1e-9)
    return BenchResult(
        matchup=matchup,
        games=played,
        games_per_s=round(played / elapsed, 3),
        decisions_per_s=round(decisions / elapsed, 1),
        turns_per_game=round(turns / played, 2) if played else 0.0,
        copy_ms_median=round(1000 * statistics.median(copy_times), 4) if copy_times else 0.0,
        cpu_games_per_s=round(played / cpu, 3),
        cpu_decisions_per_s=round(decisions / cpu, 1),
    )


def scaling(matchup: str = "green-red", games: int = 40, seed: int = 0,
            workers: tuple[int, ...] = (1, 2), ray: bool = False,
            agents: tuple[str, str] = ("heuristic", "heuristic")) -> dict[str, Any]:
    """The same tournament on each number of local worker processes in `workers` (and on a
    local Ray instance with the most of them, with `ray`): games/s, the speed-up over the
    first, and whether every run gave the same results."""
    if matchup not in MATCHUPS:
        raise ValueError(f"unknown matchup {matchup!r} (choose from {', '.join(MATCHUPS)})")
    tournament = Tournament(agents, MATCHUPS[matchup], games=games, seed=seed)
    runs = [(f"{n} worker{'s' if n > 1 else ''}", run_tournament(tournament, workers=n))
            for n in workers]
    if ray:
        runs.append((f"Ray, {max(workers)} CPUs",
                     run_tournament(tournament, workers=max(workers), ray="local")))
    base = runs[0][1].summary()["games_per_s"]
    outcomes = {tuple((g.winner, g.turns, g.decisions) for g in r.games) for _, r in runs}
    return {"matchup": matchup, "games": games, "agents": list(agents),
            "same_results": len(outcomes) == 1,
            "runs": [{"where": where, "seconds": r.summary()["seconds"],
                      "games_per_s": r.summary()["games_per_s"],
                      "speedup": round(r.summary()["games_per_s"] / base, 2) if base else 0.0}
                     for where, r in runs]}


def search(matchup: str = "green-red", games: int = 20, seed: int = 0, simulations: int = 48,
           seconds: float | None = None, workers: int | None = None) -> dict[str, Any]:
    """The search agent against the heuristic agent on `matchup`, each on each deck in each
    seat: its win rate with the 95% interval, and its time and simulations per decision."""
    if matchup not in MATCHUPS:
        raise ValueError(f"unknown matchup {matchup!r} (choose from {', '.join(MATCHUPS)})")
    tournament = Tournament(("mcts", "heuristic"), MATCHUPS[matchup], games=games, seed=seed,
                            simulations=simulations, seconds=seconds)
    result = run_tournament(tournament, workers=workers)
    summary = result.summary()
    mcts = summary["entrants"][0]
    effort = mcts["search"]
    decisions = effort["decisions"]
    return {"matchup": matchup, "games": games, "simulations": simulations,
            "seconds_budget": seconds, "win_rate": mcts["win_rate"],
            "win_rate_95": mcts["win_rate_95"], "wins": mcts["wins"],
            "losses": mcts["losses"], "draws": mcts["draws"],
            "decisions": decisions, "searched": effort["searched"],
            "ms_per_searched_decision": effort["ms_per_searched_decision"],
            "cpu_ms_per_searched_decision": effort["cpu_ms_per_searched_decision"],
            "ms_per_decision": round(1000 * effort["seconds"] / decisions, 2)
            if decisions else 0.0,
            "simulations_per_s": round(effort["simulations"] / effort["seconds"], 1)
            if effort["seconds"] else 0.0,
            "seconds": summary["seconds"]}


def fingerprint(games: int = 25, seed: int = 0) -> str:
    """A hash of every action of `games` random games on each matchup: it changes exactly
    when the engine plays differently (`tests/test_bench.py` keeps it)."""
    digest = hashlib.sha256()
    for matchup in MATCHUPS:
        decks = _decks(matchup)
        for index in range(games):
            game, agents = _game(decks, seed, index)
            while not game.over:
                action = agents[game.decider].choose(game.seat())
                digest.update(repr(action).encode())
                game.act(action)
            digest.update(f"{matchup} {index}: turn {game.state.turn}, {game.winner}".encode())
    return digest.hexdigest()[:16]


def _decks(matchup: str) -> list[str]:
    if matchup not in MATCHUPS:
        raise ValueError(f"unknown matchup {matchup!r} (choose from {', '.join(MATCHUPS)})")
    return list(MATCHUPS[matchup])


def _game(decks: list[str], seed: int, index: int) -> tuple[Game, tuple[RandomAgent, RandomAgent]]:
    game_seed = seed * 1_000_003 + index
    return (Game.new(decks, seed=game_seed),
            (RandomAgent(2 * game_seed), RandomAgent(2 * game_seed + 1)))
