"""The uniform-random agent: a baseline, a fuzzer and the benchmark's player.

Every decision is answered uniformly among the seat's legal actions, mulligans
included. For attackers and blockers (CR 508.1, 509.1), where the legal
actions are the parts of a declaration, it picks a random subset of the parts
with at most one part per attacking (or blocking) creature and declares them
together. Its choices depend only on its seed and what its seat sees (`Seat`).

It doesn't activate one ability without end: after `REPEATS` activations of the same
ability in one step it stops choosing that ability until the step ends, so two random
players can't keep a game going forever with a free ability ({0}: ..., or one that pays
for itself). Other loops are ended by `play_out`'s cap.
"""

from __future__ import annotations

import random
from collections import Counter

from tolaria import Action, Game, Seat
from tolaria.seat import as_seat

RETRIES = 3
REPEATS = 8             # activations of one ability in one step before it is left alone


class RandomAgent:
    """Chooses uniformly at random; deterministic from `seed`."""

    __slots__ = ("rng", "_step", "_activated")

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self._step: tuple[int, str] | None = None
        self._activated: Counter[tuple[int | None, int | None]] = Counter()

    def choose(self, seat: Seat | Game) -> Action:
        """A uniformly random legal answer to the seat's decision (a Game: the deciding seat's)."""
        seat = as_seat(seat)
        legal = seat.legal_actions()
        decision = seat.decision
        if decision is not None and decision.combinable and len(legal) > 1:
            return self._combination(seat, legal)
        if self._activated:
            legal = self._not_worn_out(seat, legal)
        action = legal[self.rng.randrange(len(legal))]
        if action.kind == "activate":
            self._count(seat, action)
        return action

    def _count(self, seat: Seat, action: Action) -> None:
        step = (seat.turn, seat.step)
        if step != self._step:
            self._step, self._activated = step, Counter()
        self._activated[action.object, action.ability] += 1

    def _not_worn_out(self, seat: Seat, legal: list[Action]) -> list[Action]:
        """The legal actions but the abilities activated REPEATS times this step."""
        if (seat.turn, seat.step) != self._step:
            self._activated.clear()
            return legal
        fresh = [a for a in legal if a.kind != "activate"
                 or self._activated[a.object, a.ability] < REPEATS]
        return fresh or legal

    def _combination(self, seat: Seat, legal: list[Action]) -> Action:
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
                return _required(seat, nothing)
            action = Action(nothing.kind, nothing.player, choice=tuple(chosen))
            if seat.is_legal(action):
                return action
        return _required(seat, nothing)


def _required(seat: Seat, nothing: Action) -> Action:
    """Declaring nothing, or just the creatures that must attack (CR 508.1d) or the
    blocks that obey the most requirements (CR 509.1c)."""
    if nothing.kind == "block":
        return Action("block", nothing.player, choice=seat.required_blocks())
    if nothing.kind != "attack":
        return nothing
    return Action("attack", nothing.player, choice=seat.with_attack_requirements())
