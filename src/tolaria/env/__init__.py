"""Reinforcement-learning environments: PettingZoo (every seat) and Gymnasium (one seat).

    >>> from tolaria.env import aec_env
    >>> env = aec_env(decks=("green", "red"), seed=1)
    >>> env.reset()
    >>> observation, reward, terminated, truncated, info = env.last()
    >>> sorted(observation), observation["action_mask"].shape
    (['action_mask', 'observation'], (64,))
    >>> env.step(int(observation["action_mask"].argmax()))     # the first option offered

- `aec_env(decks, seed, rules, players, ...)` is a PettingZoo AEC environment
  (`tolaria.env.multi.MagicEnv`): agents "player_0", "player_1"..., the agent to act is
  the seat whose decision the game waits on.
- `GymEnv(opponent, ...)`, registered as "tolaria/Magic-v0" (`gymnasium.make(
  "tolaria/Magic-v0", opponent="heuristic")` once `tolaria.env` is imported), is a
  Gymnasium environment (`tolaria.env.single`): one seat against fixed opponents.

**Observations** are a seat's view only (`Game.view`, CR 400.2): a dict with
"observation", a flat `float32` vector (the tables of `tolaria.env.encoding`: global
features, players, a padded table of objects with a card id for embeddings, the stack,
and the options of the pending decision; `Layout.split` gives the tables back), and
"action_mask", 1 for each option the seat has now. With `text=True` the info dict also
holds "text", the view as text (the board and the numbered options).

**Actions** are `Discrete(max_actions)`: the number of an option of the current step
(`tolaria.env.choices`): a legal action, or one step of a declaration of attackers or
blockers (a part at a time, then "done"), or of an answer made of several elements
(orders, damage assignment, discards: an element at a time), or "more" when a decision
has more than `max_actions` options (pages of `max_actions - 1`). An option the mask
doesn't allow changes nothing: the same seat acts again, with `info["illegal_action"]`
and the reward `illegal_reward` (0 by default). With `skip_forced` (the default) a step
with one option is taken by the environment, so an agent only acts when it has a choice.

**Rewards**: +1 for a win, -1 for a loss, 0 for a draw, when the game ends for the seat;
`shaping` > 0 adds a potential-based term (`tolaria.env.rewards`).

**Seeds**: `reset(seed=s)` gives the same game every time (the deck shuffles, the
random choices of the engine and of seeded opponents); `reset()` after it goes on with
the environment's random generator; the `seed` argument is the first reset's seed. The
game's own seed is `env.game_seed` (`Game.new(decks, seed=env.game_seed)` replays it).

Episodes end with the game, or are truncated after `max_steps` steps. The other
arguments: `rules` (the ruleset), `players` (decks are taken in turn if fewer),
`max_actions` (64), `max_objects` (128 rows), `max_stack` (16 rows), `game_options`
(more arguments of `Game.new`, such as `skip_mulligans=True`), `render_mode` ("ansi"
or "human").
"""

from __future__ import annotations

from typing import Any

import gymnasium

from tolaria.env.choices import Choices, Option
from tolaria.env.encoding import Encoder, Layout, card_id, vocabulary_size
from tolaria.env.episode import Episode, Settings
from tolaria.env.multi import MagicEnv
from tolaria.env.rewards import board_potential
from tolaria.env.single import GymEnv

ENV_ID = "tolaria/Magic-v0"


def aec_env(decks: Any = ("green", "red"), seed: int | None = None, rules: str = "modern",
            players: int = 2, render_mode: str | None = None, illegal_reward: float = 0.0,
            **settings: Any) -> MagicEnv:
    """A PettingZoo AEC environment of Magic: one agent per seat (`tolaria.env`)."""
    decks = (decks,) if isinstance(decks, str) else tuple(decks)
    return MagicEnv(Settings(decks=decks, players=players, rules=rules, **settings), seed=seed,
                    render_mode=render_mode, illegal_reward=illegal_reward)


if ENV_ID not in gymnasium.registry:
    gymnasium.register(id=ENV_ID, entry_point="tolaria.env.single:GymEnv")

__all__ = ["ENV_ID", "Choices", "Encoder", "Episode", "GymEnv", "Layout", "MagicEnv", "Option",
           "Settings", "aec_env", "board_potential", "card_id", "vocabulary_size"]
