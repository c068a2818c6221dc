"""The Gymnasium environment: one seat learns, fixed opponents play the other seats.

`GymEnv` is registered as "tolaria/Magic-v0" (`gymnasium.make("tolaria/Magic-v0")` after
`import tolaria.env`). A step takes one option for the learning seat, then lets the
opponents answer every decision of theirs until the learning seat decides again or the
game ends. The observation, the action space, the rewards and the seeds are those of
`tolaria.env` (its docstring).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from tolaria import Game
from tolaria.agents import Agent, make_agent
from tolaria.env.episode import Episode, Settings, option_number, seeds

OpponentSpec = str | Agent | Callable[[int], Agent]


class GymEnv(gymnasium.Env):
    """Magic against fixed opponents, one seat's decisions at a time.

    `opponent`: "random" or "heuristic" (a new agent per episode, seeded from the
    environment's seed), a function from a seed to an agent (called per episode and
    opponent seat), or an agent (anything with `choose(game)`, kept across episodes).
    `seat`: the learning seat (0 has the first deck of `decks`; who plays first is chosen
    in the game, CR 103.1), or None for a seat drawn at each reset. The other arguments
    are those of `tolaria.env.aec_env`.
    """

    metadata = {"render_modes": ["ansi", "human"], "render_fps": 1}

    def __init__(self, opponent: OpponentSpec = "random", decks: Any = ("green", "red"),
                 seed: int | None = None, rules: str = "modern", players: int = 2,
                 seat: int | None = 0, render_mode: str | None = None,
                 illegal_reward: float = 0.0, **settings: Any) -> None:
        super().__init__()
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ValueError(f"render_mode: one of {self.metadata['render_modes']} or None, "
                             f"not {render_mode!r}")
        self.settings = Settings(decks=(decks,) if isinstance(decks, str) else tuple(decks),
                                 players=players, rules=rules, **settings)
        if seat is not None and (type(seat) is not int or not 0 <= seat < players):
            raise ValueError(f"seat: a seat from 0 to {players - 1}, or None, not {seat!r}")
        self._opponent = _opponent_factory(opponent)
        self._fixed_seat = seat
        self.seat = seat if seat is not None else 0
        self.render_mode = render_mode
        self.illegal_reward = float(illegal_reward)
        self.observation_space = self.settings.observation_space()
        self.action_space = spaces.Discrete(self.settings.max_actions)
        self._episode = Episode(self.settings)
        self._opponents: dict[int, Agent] = {}
        self._potential = 0.0
        self._first_seed = seed
        self.game_seed: int | None = None

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        """A new game; `seed` reseeds the environment (the same seed, the same game
        against the same opponents' choices); `options={"game": game}` plays on from a copy
        of `game` instead."""
        if seed is None and self._first_seed is not None:
            seed, self._first_seed = self._first_seed, None
        super().reset(seed=seed)
        rng = self.np_random
        self.game_seed = seeds(rng)
        if self._fixed_seat is None:
            self.seat = int(rng.integers(self.settings.players))
        self._opponents = {s: self._opponent(seeds(rng)) for s in range(self.settings.players)
                           if s != self.seat}
        self._episode.start(self.game_seed, (options or {}).get("game"))
        self._play_opponents()
        self._potential = self._phi()
        return self._observe(), self._info(illegal=False)

    def step(self, action: Any) -> tuple[dict[str, np.ndarray], float, bool, bool,
                                         dict[str, Any]]:
        """Take option `action` for the learning seat, then the opponents' decisions. An
        index the action mask doesn't allow changes nothing: reward `illegal_reward` and
        `info["illegal_action"]`."""
        episode = self._episode
        if episode.game is None:
            raise RuntimeError("call reset() first: no game has been started")
        if episode.game.over or episode.lost(self.seat):
            raise RuntimeError("the episode is over: call reset()")
        legal = episode.step(self.seat, option_number(action))
        reward = 0.0
        if legal:
            self._play_opponents()
            now = self._phi()
            reward += self.settings.shaping * (now - self._potential)
            self._potential = now
        else:
            reward += self.illegal_reward
        terminated = episode.game.over or episode.lost(self.seat)
        if terminated:
            reward += episode.result(self.seat)
        truncated = not terminated and episode.steps >= self.settings.max_steps
        return self._observe(), float(reward), terminated, truncated, self._info(not legal)

    def action_masks(self) -> np.ndarray:
        """The action mask (as sb3-contrib's MaskablePPO asks for it)."""
        return self._episode.mask(self.seat).astype(bool)

    def render(self) -> str | None:
        """The text view of the learning seat (`ansi`: returned; `human`: printed)."""
        return self._episode.render(self.seat, self.render_mode)

    def close(self) -> None:
        """Nothing to release."""

    @property
    def game(self) -> Game | None:
        """The `Game` being played (for looking at it)."""
        return self._episode.game

    # -- inside ----------------------------------------------------------------------------------
    def _play_opponents(self) -> None:
        """The opponents answer until the learning seat has a choice or the game ends."""
        episode = self._episode
        game = episode.game
        assert game is not None
        while True:
            episode.skip_forced((self.seat,))
            seat = episode.decider
            if seat is None or seat == self.seat or episode.lost(self.seat):
                return
            episode.act(self._opponents[seat].choose(game))

    def _phi(self) -> float:
        if not self.settings.shaping or self._episode.lost(self.seat):
            return 0.0
        return self._episode.potential(self.seat)

    def _observe(self) -> dict[str, np.ndarray]:
        return self._episode.observe(self.seat)

    def _info(self, illegal: bool) -> dict[str, Any]:
        info: dict[str, Any] = {"game_seed": self.game_seed, "seat": self.seat}
        if illegal:
            info["illegal_action"] = True
        if self.settings.text:
            info["text"] = self._episode.text(self.seat)
        return info


def _opponent_factory(spec: OpponentSpec) -> Callable[[int], Agent]:
    if isinstance(spec, str):
        make_agent(spec)                                    # unknown names fail here
        return lambda seed: make_agent(spec, seed)
    if hasattr(spec, "choose"):
        return lambda seed: spec                            # type: ignore[return-value]
    if callable(spec):
        return spec
    raise TypeError(f"opponent: 'random', 'heuristic', an agent or a function from a seed "
                    f"to an agent, not {spec!r}")
