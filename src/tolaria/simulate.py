"""Tournaments between two agents: `tolaria simulate`.

Two entrants (an agent kind each: random, heuristic, mcts) and two decks. Every pairing is
played both ways: game `i` is pairing `i % 4`, (A on the first deck, first) against (B on
the second deck), then with the seats swapped, then with the decks swapped, both seats:

    >>> from tolaria.simulate import Tournament, run
    >>> result = run(Tournament(("heuristic", "random"), ("green", "red"), games=4, seed=1))
    >>> [(g.seats, g.decks) for g in result.games][:2]
    [(('heuristic', 'random'), ('green', 'red')), (('random', 'heuristic'), ('red', 'green'))]
    >>> result.summary()["entrants"][0]["games"]
    4

Each game's seeds come from the tournament's seed and the game's index alone, and results
are kept in game order, so the same seeds give the same results whatever runs the games:
this process (`workers=1`), local processes (`workers=N`, all cores by default) or a Ray
cluster (`ray="auto"`, an address, or "local" for a Ray instance started here; Ray is an
optional extra: `pip install 'tolaria[ray]'`). With a time budget for the search agent
(`seconds`) its choices depend on the machine's speed, so only a budget in simulations
keeps that promise.
"""

from __future__ import annotations

import math
import os
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from typing import Any, TextIO

from tolaria.agents import Agent, MCTSAgent, make_agent, play_out
from tolaria.game import Game

KINDS = ("random", "heuristic", "mcts")
PAIRINGS = 4                 # A first, A second; then the decks swapped
Z95 = 1.959963984540054      # the normal quantile for a 95% interval


@dataclass(frozen=True, slots=True)
class Tournament:
    """What to play: entrants (agent kinds), decks, how many games, the seed, the budget of
    the search agent (`simulations` and/or `seconds` per decision)."""

    entrants: tuple[str, str]
    decks: tuple[str, str]
    games: int = 100
    seed: int = 0
    simulations: int | None = 48
    seconds: float | None = None

    def __post_init__(self) -> None:
        if len(self.entrants) != 2 or len(self.decks) != 2:
            raise ValueError("a tournament has two entrants and two decks")
        for kind in self.entrants:
            if kind not in KINDS:
                raise ValueError(f"unknown agent {kind!r} (choose from {', '.join(KINDS)})")
        if self.games < 1:
            raise ValueError(f"games must be at least 1, not {self.games}")

    def game(self, index: int) -> GameSpec:
        """Game `index`: its pairing, seats and seeds (from the tournament seed and `index`)."""
        pairing = index % PAIRINGS
        a, b = self.entrants
        x, y = self.decks if pairing < 2 else self.decks[::-1]
        seats, decks, entrant = ((a, b), (x, y), (0, 1)) if pairing % 2 == 0 else \
            ((b, a), (y, x), (1, 0))
        return GameSpec(index, self.seed * 1_000_003 + index, seats, decks, entrant,
                        self.simulations, self.seconds)


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game of a tournament: the agent and deck of each seat (seat 0 plays first),
    which entrant sits where, and the seed."""

    index: int
    seed: int
    seats: tuple[str, str]
    decks: tuple[str, str]
    entrant: tuple[int, int]            # the entrant (0: A, 1: B) in each seat
    simulations: int | None = None
    seconds: float | None = None


@dataclass(frozen=True, slots=True)
class GameResult:
    """How one game went: the winning seat (None: a draw), turns, decisions, and for each
    seat the search agent's effort (decisions searched, simulations, seconds)."""

    index: int
    seats: tuple[str, str]
    decks: tuple[str, str]
    entrant: tuple[int, int]
    winner: int | None
    turns: int
    decisions: int
    searched: tuple[int, int] = (0, 0)
    simulations: tuple[int, int] = (0, 0)
    search_seconds: tuple[float, float] = (0.0, 0.0)
    search_cpu_seconds: tuple[float, float] = (0.0, 0.0)
    search_cpu_longest: tuple[float, float] = (0.0, 0.0)
    agent_decisions: tuple[int, int] = (0, 0)


def play_game(spec: GameSpec) -> GameResult:
    """Play one game of a tournament to its end."""
    game = Game.new(list(spec.decks), seed=spec.seed, starting_player=0)
    agents = [_agent(kind, 2 * spec.seed + seat, spec) for seat, kind in enumerate(spec.seats)]
    decisions = play_out(game, agents)
    stats = [getattr(agent, "stats", None) for agent in agents]
    winner = game.root.winner
    return GameResult(
        spec.index, spec.seats, spec.decks, spec.entrant, winner, game.root.turn, decisions,
        searched=_pair(s.searched if s else 0 for s in stats),
        simulations=_pair(s.simulations if s else 0 for s in stats),
        search_seconds=_pair(round(s.seconds, 4) if s else 0.0 for s in stats),
        search_cpu_seconds=_pair(round(s.cpu_seconds, 4) if s else 0.0 for s in stats),
        search_cpu_longest=_pair(round(s.longest_cpu_seconds, 4) if s else 0.0
                                 for s in stats),
        agent_decisions=_pair(s.decisions if s else 0 for s in stats))


def _pair(values: Iterable[Any]) -> tuple[Any, Any]:
    a, b = values
    return a, b


def _agent(kind: str, seed: int, spec: GameSpec) -> Agent:
    if kind == "mcts":
        return MCTSAgent(simulations=spec.simulations, seconds=spec.seconds, seed=seed)
    return make_agent(kind, seed)


def play_games(specs: Sequence[GameSpec]) -> list[GameResult]:
    """A batch of games, in one worker (a process or a Ray task)."""
    return [play_game(spec) for spec in specs]


# -- running a tournament -----------------------------------------------------------------

Progress = Callable[[int, int], None]


def run(tournament: Tournament, workers: int | None = 1, ray: str | None = None,
        progress: Progress | None = None) -> TournamentResult:
    """Play the tournament: here (`workers=1`), on `workers` local processes (None: one
    per core), or on a Ray cluster at address `ray` ("local": start one here). `progress`
    is called with (games done, games) as batches finish."""
    specs = [tournament.game(i) for i in range(tournament.games)]
    start = time.perf_counter()
    if ray is not None:
        results, used = _run_ray(specs, ray, workers, progress)
    else:
        used = workers or os.cpu_count() or 1
        results = _run_local(specs, used, progress)
    results.sort(key=lambda r: r.index)
    return TournamentResult(tournament, results, time.perf_counter() - start, used,
                            "ray" if ray is not None else "processes" if used > 1 else "here")


def _batches(specs: list[GameSpec], workers: int) -> list[list[GameSpec]]:
    """Small batches, several per worker, so that the last ones finish together."""
    size = max(1, min(16, len(specs) // (4 * workers)))
    return [specs[i:i + size] for i in range(0, len(specs), size)]


def _run_local(specs: list[GameSpec], workers: int, progress: Progress | None
               ) -> list[GameResult]:
    total = len(specs)
    if workers <= 1:
        results = []
        for spec in specs:
            results.append(play_game(spec))
            if progress:
                progress(len(results), total)
        return results
    results = []
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(play_games, batch) for batch in _batches(specs, workers)]
        for future in as_completed(futures):
            results.extend(future.result())
            if progress:
                progress(len(results), total)
    return results


def _run_ray(specs: list[GameSpec], address: str, workers: int | None,
             progress: Progress | None) -> tuple[list[GameResult], int]:
    """The batches as Ray tasks. On a cluster, the driver's tolaria package is shipped to
    the workers (`runtime_env` py_modules), so its nodes need Ray and PyYAML only; a local
    instance's workers import the tolaria this process runs."""
    try:
        import ray
    except ImportError:
        raise RuntimeError("--ray needs Ray: pip install 'tolaria[ray]'") from None
    started = not ray.is_initialized()
    if started:
        ray.init(**_ray_options(address, workers))
    try:
        cpus = int(ray.cluster_resources().get("CPU", 1))
        remote = ray.remote(play_games)
        pending = [remote.remote(batch) for batch in _batches(specs, cpus)]
        results: list[GameResult] = []
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for batch in ray.get(done):
                results.extend(batch)
            if progress:
                progress(len(results), len(specs))
        return results, cpus
    finally:
        if started:
            ray.shutdown()


def _ray_options(address: str, workers: int | None) -> dict[str, Any]:
    """ray.init's arguments: a local instance with `workers` CPUs (its workers inherit this
    process's environment, so they import the same tolaria and card database), or a
    cluster's address, with this tolaria package and card database setting shipped."""
    options: dict[str, Any] = {"log_to_driver": False, "include_dashboard": False}
    if address == "local":      # a new instance, never one found running (`ray start`)
        return {**options, "address": "local", "num_cpus": workers or os.cpu_count() or 1}
    import tolaria
    env: dict[str, Any] = {"py_modules": [os.path.dirname(tolaria.__file__)]}
    if "TOLARIA_CARDS" in os.environ:
        env["env_vars"] = {"TOLARIA_CARDS": os.environ["TOLARIA_CARDS"]}
    return {**options, "address": address, "runtime_env": env}


# -- results --------------------------------------------------------------------------------

def wilson(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a win rate of `wins` in `games` (95% by default)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(slots=True)
class Record:
    """Wins, losses and draws of an entrant in some games, and their turns."""

    wins: int = 0
    losses: int = 0
    draws: int = 0
    turns: int = 0

    @property
    def games(self) -> int:
        return self.wins + self.losses + self.draws

    def add(self, result: int | None, turns: int) -> None:
        """`result`: 1 won, 0 lost, None a draw (CR 104.4a)."""
        if result is None:
            self.draws += 1
        elif result:
            self.wins += 1
        else:
            self.losses += 1
        self.turns += turns

    def to_json(self) -> dict[str, Any]:
        games = self.games
        low, high = wilson(self.wins, games)
        return {"games": games, "wins": self.wins, "losses": self.losses, "draws": self.draws,
                "win_rate": round(self.wins / games, 4) if games else 0.0,
                "win_rate_95": [round(low, 4), round(high, 4)],
                "average_turns": round(self.turns / games, 2) if games else 0.0}


@dataclass(slots=True)
class TournamentResult:
    """The games of a tournament, in order, and how long they took."""

    tournament: Tournament
    games: list[GameResult]
    seconds: float
    workers: int
    where: str
    _summary: dict[str, Any] | None = field(default=None, repr=False)

    def summary(self) -> dict[str, Any]:
        """Each entrant's record overall, per deck and per seat (first, second), with 95%
        intervals; average turns; the search agent's effort per decision."""
        if self._summary is None:
            self._summary = self._summarize()
        return self._summary

    def _summarize(self) -> dict[str, Any]:
        t = self.tournament
        records = [{"all": Record(), "deck": {d: Record() for d in dict.fromkeys(t.decks)},
                    "seat": {"first": Record(), "second": Record()}} for _ in range(2)]
        # decisions, searched, simulations, seconds, processor seconds, the longest search
        effort = [[0, 0, 0, 0.0, 0.0, 0.0] for _ in range(2)]
        for g in self.games:
            for seat in (0, 1):
                who = g.entrant[seat]
                outcome = None if g.winner is None else int(g.winner == seat)
                rec = records[who]
                for r in (rec["all"], rec["deck"][g.decks[seat]],
                          rec["seat"]["first" if seat == 0 else "second"]):
                    r.add(outcome, g.turns)
                e = effort[who]
                e[0] += g.agent_decisions[seat]
                e[1] += g.searched[seat]
                e[2] += g.simulations[seat]
                e[3] += g.search_seconds[seat]
                e[4] += g.search_cpu_seconds[seat]
                e[5] = max(e[5], g.search_cpu_longest[seat])
        entrants = []
        for who, kind in enumerate(t.entrants):
            rec = records[who]
            out = {"entrant": "AB"[who], "agent": kind, **rec["all"].to_json(),
                   "per_deck": {d: r.to_json() for d, r in rec["deck"].items()},
                   "per_seat": {s: r.to_json() for s, r in rec["seat"].items()}}
            decisions, searched, sims, seconds, cpu, longest = effort[who]
            if kind == "mcts":
                per = 1000 / searched if searched else 0.0
                out["search"] = {
                    "decisions": decisions, "searched": searched, "simulations": sims,
                    "seconds": round(seconds, 3), "cpu_seconds": round(cpu, 3),
                    "ms_per_searched_decision": round(per * seconds, 2),
                    "cpu_ms_per_searched_decision": round(per * cpu, 2),
                    "cpu_ms_longest_decision": round(1000 * longest, 1),
                    "simulations_per_searched_decision": round(sims / searched, 1)
                    if searched else 0.0}
            entrants.append(out)
        games = len(self.games)
        return {"tournament": asdict(t), "games": games, "seconds": round(self.seconds, 2),
                "games_per_s": round(games / self.seconds, 3) if self.seconds else 0.0,
                "workers": self.workers, "where": self.where,
                "average_turns": round(sum(g.turns for g in self.games) / games, 2),
                "entrants": entrants}

    def to_json(self) -> dict[str, Any]:
        """The summary and every game's result."""
        return {**self.summary(), "results": [asdict(g) for g in self.games]}

    def table(self) -> str:
        """The summary as a text table."""
        s = self.summary()
        t = self.tournament
        lines = [f"{s['games']} games, {' vs '.join(t.entrants)} on {' and '.join(t.decks)} "
                 f"(seed {t.seed}): {s['seconds']:.1f} s on {s['workers']} worker"
                 f"{'s' if s['workers'] != 1 else ''} ({s['where']}), "
                 f"{s['average_turns']:.1f} turns a game",
                 "",
                 f"{'entrant':<22} {'games':>5} {'won':>5} {'lost':>5} {'drawn':>5} "
                 f"{'win rate':>8}  {'95% interval':<15} {'turns':>5}"]
        for e in s["entrants"]:
            name = f"{e['entrant']}: {e['agent']}"
            lines.append(_row(name, e))
            for deck, r in e["per_deck"].items():
                lines.append(_row(f"  on {deck}", r))
            for seat, r in e["per_seat"].items():
                lines.append(_row(f"  {seat}", r))
        for e in s["entrants"]:
            if "search" in e:
                x = e["search"]
                lines.append("")
                lines.append(f"{e['entrant']}: {e['agent']} searched {x['searched']} of its "
                             f"{x['decisions']} decisions: {x['ms_per_searched_decision']:.0f} "
                             f"ms ({x['cpu_ms_per_searched_decision']:.0f} ms of processor "
                             f"time, {x['cpu_ms_longest_decision']:.0f} ms at most) and "
                             f"{x['simulations_per_searched_decision']:.0f} simulations a "
                             "searched decision")
        return "\n".join(lines)


def _row(name: str, r: dict[str, Any]) -> str:
    low, high = r["win_rate_95"]
    return (f"{name:<22} {r['games']:>5} {r['wins']:>5} {r['losses']:>5} {r['draws']:>5} "
            f"{100 * r['win_rate']:>7.1f}%  {100 * low:5.1f}-{100 * high:5.1f}%    "
            f"{r['average_turns']:>5.1f}")


class ProgressBar:
    """A one-line progress bar on a terminal (`stream`, standard error by default)."""

    __slots__ = ("stream", "start", "width")

    def __init__(self, stream: TextIO | None = None, width: int = 30) -> None:
        self.stream = stream or sys.stderr
        self.start = time.perf_counter()
        self.width = width

    def __call__(self, done: int, total: int) -> None:
        filled = self.width * done // total
        elapsed = time.perf_counter() - self.start
        left = elapsed / done * (total - done) if done else 0.0
        self.stream.write(f"\r[{'#' * filled}{'.' * (self.width - filled)}] {done}/{total} "
                          f"games, {elapsed:.0f} s, about {left:.0f} s left ")
        if done == total:
            self.stream.write("\n")
        self.stream.flush()
