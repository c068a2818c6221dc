"""The environment benchmark behind `tolaria bench --env aec|gym`.

`env_run` steps an environment of `tolaria.env` for a while and reports steps per second
with the observation encoded at every step; each step's option is drawn at random among
those the action mask allows (and, for "gym", the opponent is the random agent). The
decks' cards are compiled before the clock starts (a warm run), and CPU time is reported
beside wall time (the steadier figure on a busy machine), as in `tolaria.bench`.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np

from tolaria import Game
from tolaria.bench import MATCHUPS
from tolaria.env import GymEnv, MagicEnv, aec_env

ENVS = ("aec", "gym")


@dataclass(frozen=True, slots=True)
class EnvBenchResult:
    """What `env_run` measured; `to_json` gives the `tolaria bench --env --json` object.
    `decisions_per_s` counts every action the game took (the opponent's and the ones the
    environment took alone, `skip_forced`), `steps_per_s` the environment's steps."""

    env: str
    matchup: str
    episodes: int
    steps: int
    steps_per_s: float
    decisions_per_s: float
    text: bool
    cpu_steps_per_s: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    def __str__(self) -> str:
        text = " and the text view" if self.text else ""
        episodes = f"{self.episodes} episode" + ("s" if self.episodes != 1 else "")
        return (f"{self.env} environment, {self.matchup}: {episodes}, "
                f"{self.steps} steps, {self.steps_per_s:.0f} steps/s with observation "
                f"encoding{text} ({self.decisions_per_s:.0f} game decisions/s); CPU time: "
                f"{self.cpu_steps_per_s:.0f} steps/s")


def env_run(env: str = "aec", matchup: str = "green-red", seconds: float = 10.0,
            seed: int = 0, text: bool = False, episodes: int | None = None
            ) -> EnvBenchResult:
    """Step environment `env` ("aec" or "gym") with random allowed options for `seconds`
    (or `episodes` whole episodes, whichever ends first; at least one); time it."""
    if env not in ENVS:
        raise ValueError(f"unknown environment {env!r} (choose from {', '.join(ENVS)})")
    if matchup not in MATCHUPS:
        raise ValueError(f"unknown matchup {matchup!r} (choose from {', '.join(MATCHUPS)})")
    decks = MATCHUPS[matchup]
    Game.new(list(decks), seed=seed)                 # compile the decks' cards: a warm run
    rng = np.random.default_rng(seed)
    made: MagicEnv | GymEnv = aec_env(decks=decks, seed=seed, text=text) if env == "aec" \
        else GymEnv(opponent="random", decks=decks, seed=seed, text=text)
    played = steps = decisions = 0
    start, cpu_start = time.perf_counter(), time.process_time()
    while (episodes is None or played < episodes) and (
            not played or time.perf_counter() - start < seconds):
        steps += _aec_episode(made, rng) if isinstance(made, MagicEnv) \
            else _gym_episode(made, rng)
        assert made.game is not None
        decisions += made.game.state.actions_taken
        played += 1
    elapsed = max(time.perf_counter() - start, 1e-9)
    cpu = max(time.process_time() - cpu_start, 1e-9)
    return EnvBenchResult(env=env, matchup=matchup, episodes=played, steps=steps,
                          steps_per_s=round(steps / elapsed, 1),
                          decisions_per_s=round(decisions / elapsed, 1), text=text,
                          cpu_steps_per_s=round(steps / cpu, 1))


def _allowed(mask: np.ndarray, rng: np.random.Generator) -> int:
    """An option the mask allows, drawn uniformly."""
    allowed = mask.nonzero()[0]
    return int(allowed[int(rng.random() * len(allowed))])


def _aec_episode(env: MagicEnv, rng: np.random.Generator) -> int:
    """One episode of the PettingZoo environment; its steps."""
    env.reset()
    steps = 0
    for _agent in env.agent_iter():
        observation, _, terminated, truncated, _ = env.last()
        env.step(None if terminated or truncated else _allowed(observation["action_mask"], rng))
        steps += 1
    return steps


def _gym_episode(env: GymEnv, rng: np.random.Generator) -> int:
    """One episode of the Gymnasium environment; its steps."""
    observation, _ = env.reset()
    steps = 0
    done = False
    while not done:
        observation, _, terminated, truncated, _ = env.step(
            _allowed(observation["action_mask"], rng))
        steps += 1
        done = terminated or truncated
    return steps
