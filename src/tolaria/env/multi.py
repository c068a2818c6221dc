"""The PettingZoo AEC environment: every seat is an agent ("player_0", "player_1", ...).

Agents act one at a time, as the game asks them (CR 117: priority; and every other
decision): `agent_selection` is the seat whose decision is pending. The observation,
the action space, the rewards and the seeds are those of `tolaria.env` (its docstring).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv

from tolaria.env.episode import Episode, Settings, option_number, seeds


class MagicEnv(AECEnv):
    """Magic for PettingZoo's AEC API; build it with `tolaria.env.aec_env`."""

    metadata = {"name": "tolaria_magic_v0", "render_modes": ["ansi", "human"],
                "render_fps": 1, "is_parallelizable": False}

    def __init__(self, settings: Settings, seed: int | None = None,
                 render_mode: str | None = None, illegal_reward: float = 0.0) -> None:
        super().__init__()
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ValueError(f"render_mode: one of {self.metadata['render_modes']} or None, "
                             f"not {render_mode!r}")
        self.settings = settings
        self.render_mode = render_mode
        self.illegal_reward = float(illegal_reward)
        self.possible_agents = [f"player_{i}" for i in range(settings.players)]
        self._observation_space = settings.observation_space()
        self._action_space = spaces.Discrete(settings.max_actions)
        self._episode = Episode(settings)
        self._np_random, _ = seeding.np_random(seed)
        self._observed: dict[str, tuple[int, dict[str, np.ndarray]]] = {}
        self._potentials: dict[str, float] = {}

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._action_space

    # -- episodes --------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game; `seed` reseeds the environment (the same seed, the same game);
        `options={"game": game}` plays on from a copy of `game` instead."""
        if seed is not None:
            self._np_random, _ = seeding.np_random(seed)
        game_seed = seeds(self._np_random)
        self._episode.start(game_seed, (options or {}).get("game"))
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.game_seed = game_seed
        self._skip_agent_selection = None
        self._episode.skip_forced(range(self.settings.players))
        self._select()
        self._potentials = {a: self._potential(a) for a in self.agents}
        self._end_if_over()
        self._describe()

    def step(self, action: Any) -> None:
        """Take option `action` (an index of the action space) for `agent_selection`. An
        index the action mask doesn't allow changes nothing: the same agent acts again,
        with `infos[agent]["illegal_action"]` set and `illegal_reward`."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        for info in self.infos.values():
            info.clear()
        episode = self._episode
        if not episode.step(_seat(agent), option_number(action)):
            self.rewards[agent] = self.illegal_reward
            self.infos[agent]["illegal_action"] = True
        else:
            episode.skip_forced(range(self.settings.players))
            self._select()
            self._shape()
            self._end_if_over()
        self._accumulate_rewards()
        self._deads_step_first()
        self._describe()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """The agent's encoded view and action mask (a fresh copy at each call)."""
        seen = self._observed.get(agent)
        version = self._episode.version
        if seen is None or seen[0] != version:
            seen = (version, self._episode.observe(_seat(agent)))
            self._observed[agent] = seen
        return {key: array.copy() for key, array in seen[1].items()}

    def render(self) -> str | None:
        """The text view of `agent_selection` (`ansi`: returned; `human`: printed)."""
        return self._episode.render(_seat(self.agent_selection), self.render_mode)

    def close(self) -> None:
        """Nothing to release."""

    @property
    def game(self) -> Any:
        """The `Game` being played (for looking at it; acting on it directly would go
        around the environment)."""
        return self._episode.game

    # -- inside --------------------------------------------------------------------------------
    def _select(self) -> None:
        seat = self._episode.decider
        if seat is not None:
            self.agent_selection = self.possible_agents[seat]
        elif not hasattr(self, "agent_selection") or self.agent_selection not in self.agents:
            self.agent_selection = self.agents[0]

    def _potential(self, agent: str) -> float:
        if not self.settings.shaping:
            return 0.0
        return self._episode.potential(_seat(agent))

    def _shape(self) -> None:
        if not self.settings.shaping:
            return
        for agent in self.agents:
            if self.terminations[agent] or self.truncations[agent]:
                continue
            now = 0.0 if self._episode.lost(_seat(agent)) else self._potential(agent)
            self.rewards[agent] += self.settings.shaping * (now - self._potentials[agent])
            self._potentials[agent] = now

    def _end_if_over(self) -> None:
        """Terminate the agents whose game is over; truncate all at `max_steps`."""
        episode = self._episode
        over = episode.game is not None and episode.game.over
        for agent in self.agents:
            if self.terminations[agent]:
                continue
            seat = _seat(agent)
            if over or episode.lost(seat):
                self.terminations[agent] = True
                self.rewards[agent] += episode.result(seat)
        if not over and episode.steps >= self.settings.max_steps:
            for agent in self.agents:
                self.truncations[agent] = not self.terminations[agent]

    def _describe(self) -> None:
        if self.settings.text and self.agent_selection in self.infos:
            self.infos[self.agent_selection]["text"] = \
                self._episode.text(_seat(self.agent_selection))


def _seat(agent: str) -> int:
    return int(agent.rsplit("_", 1)[1])
