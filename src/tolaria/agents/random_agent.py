"""The uniform-random agent: a baseline, a fuzzer and the benchmark's player.

Every decision is answered uniformly among `game.legal_actions()`, mulligans
included. For attackers and blockers (CR 508.1, 509.1), where the legal
actions are the parts of a declaration, it picks a random subset of the parts
with at most one part per attacking (or blocking) creature and declares them
together. Its choices depend only on its seed and the game.
"""

from __future__ import annotations

import random

from tolaria import Action, Game

RETRIES = 3


class RandomAgent:
    """Chooses uniformly at random; deterministic from `seed`."""

    __slots__ = ("rng",)

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        legal = game.legal_actions()
        decision = game.decision
        if decision is not None and decision.combinable and len(legal) > 1:
            return self._combination(game, legal)
        return legal[self.rng.randrange(len(legal))]

    def _combination(self, game: Game, legal: list[Action]) -> Action:
        """A random declaration built from the parts; "nothing" if none is legal.

        legal[0] is "nothing"; the others carry one (creature, what) pair each.
        Requirements such as menace (CR 702.110b) can make a random subset
        illegal, so it retries a few times before declaring nothing.
        """
        nothing, parts = legal[0], legal[1:]
        rng = self.rng
        for _ in range(RETRIES):
            order = parts[:]
            rng.shuffle(order)
            used: set[int] = set()
            chosen = []
            for part in order:
                pair = part.choice[0]
                if pair[0] in used or rng.random() < 0.5:
                    continue
                used.add(pair[0])
                chosen.append(pair)
            if not chosen:
                return _required(game, nothing)
            action = Action(nothing.kind, nothing.player, choice=tuple(chosen))
            if game.is_legal(action):
                return action
        return _required(game, nothing)


def _required(game: Game, nothing: Action) -> Action:
    """Declaring nothing, or just the creatures that must attack (CR 508.1d) or the
    blocks that obey the most requirements (CR 509.1c)."""
    if nothing.kind == "block":
        return Action("block", nothing.player, choice=game.required_blocks(nothing.player))
    if nothing.kind != "attack":
        return nothing
    return Action("attack", nothing.player,
                  choice=game.with_attack_requirements(nothing.player))
