"""Agents: players that answer the engine's decisions.

An agent is anything with `choose(seat) -> Action` (the `Agent` protocol): it decides
from its seat (`game.seat(player)`, a `tolaria.Seat`), what that player may see and ask,
never from the whole game state, so it can't see another player's hand or a library
(CR 400.2). `play_out` drives a game to its end with one agent per seat, handing each
agent its seat. The engine never calls an agent itself (docs/design.md "Decisions"): the
loop here does. The agents here also take a `Game` (they then decide for the seat of the
player deciding now).

    >>> from tolaria import Game
    >>> from tolaria.agents import HeuristicAgent, RandomAgent, play_out
    >>> game = Game.new(["green", "red"], seed=3)
    >>> taken = play_out(game, [HeuristicAgent(), RandomAgent(seed=3)])
    >>> game.over
    True

The agents themselves live in their own modules (`random_agent`, `heuristic`, `human`);
they import only `tolaria` (the public API), never this package, so importing them here
makes no cycle.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from tolaria import Action, Game, Seat
from tolaria.agents.heuristic import HeuristicAgent
from tolaria.agents.human import HumanAgent
from tolaria.agents.mcts import MCTSAgent
from tolaria.agents.random_agent import RandomAgent


class Agent(Protocol):
    """Something that picks an answer to the game's current decision."""

    def choose(self, seat: Seat) -> Action:
        """A legal answer to `seat.decision`, decided from what the seat may see."""
        ...


def play_out(game: Game, agents: Sequence[Agent], max_decisions: int = 100_000,
             after: Callable[[Game], None] | None = None) -> int:
    """Play `game` to the end, asking `agents[seat]` at each decision (handing it
    `game.seat(seat)`); return the decisions taken.

    `after` is called after each action (e.g. to print the new log lines).
    The cap: a game still going after `max_decisions` (100,000 by default; real games
    take a few hundred to a few thousand) raises RuntimeError, leaving the game where it
    stopped. Only agents that loop reach it, never the rules: the random agent leaves an
    ability alone after activating it `random_agent.REPEATS` times in one step.
    """
    taken = 0
    while not game.over:
        decision = game.decision
        if decision is None:
            raise RuntimeError("the game is not over but nobody has a decision")
        if taken >= max_decisions:
            raise RuntimeError(f"the game did not end within {max_decisions} decisions")
        player = game.decider                 # a controlled player's controller (CR 720.5)
        game.act(agents[player].choose(game.seat(player)))
        taken += 1
        if after is not None:
            after(game)
    return taken


def make_agent(kind: str, seed: int = 0) -> Agent:
    """An agent by name: "random", "heuristic", "mcts" (its default budget) or "human"."""
    if kind == "random":
        return RandomAgent(seed)
    if kind == "mcts":
        return MCTSAgent(seed=seed)
    if kind == "heuristic":
        return HeuristicAgent()
    if kind == "human":
        return HumanAgent()
    raise ValueError(f"unknown agent {kind!r} (random, heuristic, mcts or human)")


__all__ = ["Agent", "HeuristicAgent", "HumanAgent", "MCTSAgent", "RandomAgent", "make_agent",
           "play_out"]
