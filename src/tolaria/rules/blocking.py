"""Blocking requirements (CR 509.1c): "blocks each combat if able", "must be blocked if
able", "all creatures able to block it do so" and "blocks <that creature> if able"; and the
effect of the restriction "can't block <that creature> this turn" (CR 509.1b).

A requirement is a restriction string in `Characteristics.restrictions`, like the attack
requirement "must_attack" (CR 508.1d):

- MUST_BLOCK on a creature: it blocks if able (any attacking creature);
- MUST_BLOCK_PREFIX + attacker id on a creature: it blocks that attacking creature if able
  (provoke, CR 702.39a; "target creature blocks this creature this turn if able");
- MUST_BE_BLOCKED on an attacking creature: it's blocked if able (one blocker obeys it);
- LURE on an attacking creature: each creature able to block it blocks it, one
  requirement per creature the defending player controls.
- LURE_BY + a blocker test on an attacking creature: the same, for each creature passing
  the test ("All Walls able to block this creature do so.").

A declaration of blockers is legal only if no legal declaration (one that breaks no
restriction, CR 509.1b) obeys more requirements (CR 509.1c). The maximum is found by a
branch-and-bound search over the defending player's creatures, run only when some
requirement applies: without one every declaration obeys the maximum, zero.

Two instances of the same requirement on one creature count once (restrictions are a set).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import combinations

from tolaria.data.ir import Effect, effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import (
    ALONE_BLOCK,
    LURE,
    LURE_BY,
    MUST_BE_BLOCKED,
    MUST_BLOCK,
    blocker_filter,
    granted,
)
from tolaria.rules.effects import handler, run, target_object
from tolaria.rules.layers import Characteristics, characteristics, chars_match, current_name
from tolaria.rules.restrictions import block_capacity, cant_block_object

Block = tuple[int, int]           # (blocking creature, attacker it blocks)

MUST_BLOCK_PREFIX = "must_block:"
_ON_ATTACKER = frozenset({MUST_BE_BLOCKED, LURE})


def must_block(attacker_id: int) -> str:
    """The requirement "blocks this attacking creature if able" (CR 509.1c, 702.39a)."""
    return f"{MUST_BLOCK_PREFIX}{attacker_id}"


def _blocker_wants(restrictions: frozenset[str]) -> bool:
    return any(text == MUST_BLOCK or text.startswith(MUST_BLOCK_PREFIX)
               for text in restrictions)


@dataclass
class _Problem:
    """The requirements of one declaration of blockers, and what can block what."""
    options: dict[int, list[int]]                      # blocker -> attackers it may block
    capacity: dict[int, int]                           # blocker -> how many it may block
    pair: dict[Block, int] = field(default_factory=dict)       # "blocks A" requirements
    any_block: dict[int, int] = field(default_factory=dict)    # "blocks if able"
    blocked: dict[int, int] = field(default_factory=dict)      # "must be blocked"

    def score(self, choice: tuple[Block, ...]) -> int:
        """How many requirements `choice` obeys (CR 509.1c)."""
        total = sum(self.pair.get(part, 0) for part in choice)
        total += sum(self.any_block.get(b, 0) for b in {b for b, _ in choice})
        return total + sum(self.blocked.get(a, 0) for a in {a for _, a in choice})


def any_requirement(state: GameState, player: int) -> bool:
    """Does some blocking requirement apply to `player`'s declaration? The common case
    costs one look at each permanent's (cached) restrictions."""
    for oid in state.battlefield:
        obj = state.objects[oid]
        restrictions = characteristics(state, obj).restrictions
        if restrictions and ((obj.attacking and (restrictions & _ON_ATTACKER or
                                                 _lures_some(restrictions))) or
                             _blocker_wants(restrictions)):
            return True
    return False


def requirements(state: GameState, options: list[Block]) -> _Problem:
    """The blocking requirements on a declaration whose possible blocks are `options`."""
    problem = _Problem(options={}, capacity={})
    for b, a in options:
        problem.options.setdefault(b, []).append(a)
    for b in problem.options:
        chars = characteristics(state, state.objects[b])
        problem.capacity[b] = min(block_capacity(chars), len(problem.options[b]))
        if MUST_BLOCK in chars.restrictions:
            problem.any_block[b] = 1
        for a in problem.options[b]:
            wanted = must_block(a) in chars.restrictions
            lured = characteristics(state, state.objects[a]).restrictions
            lure = LURE in lured or _lures_it(state, lured, chars)
            if wanted + lure:
                problem.pair[(b, a)] = wanted + lure
    for a in {a for _, a in options}:
        if MUST_BE_BLOCKED in characteristics(state, state.objects[a]).restrictions:
            problem.blocked[a] = 1
    return problem


def _lures_some(restrictions: frozenset[str]) -> bool:
    return any(text.startswith(LURE_BY) for text in restrictions)


def _lures_it(state: GameState, lured: frozenset[str], blocker: Characteristics) -> bool:
    """"All Walls able to block this creature do so.": is `blocker` one (CR 509.1c)?"""
    return any(text.startswith(LURE_BY) and chars_match(
        blocker, blocker_filter(text[len(LURE_BY):]), blocker.controller,
        state.options.teams) for text in lured)


def why_fewer(state: GameState, choice: tuple[Block, ...], options: list[Block],
              legal: Callable[[tuple[Block, ...]], bool]) -> str | None:
    """Why `choice` (legal as to restrictions) obeys too few requirements (CR 509.1c), or
    None. `options` are the possible blocks; `legal` tells whether a declaration breaks no
    restriction (CR 509.1b)."""
    problem = requirements(state, options)
    obeyed = problem.score(choice)
    better = _search(state, problem, legal, obeyed)
    if better is None:
        return None
    names = "; ".join(f"{current_name(state, state.objects[b])} blocks "
                      f"{current_name(state, state.objects[a])}"
                      for b, a in better)
    return (f"this declaration obeys {obeyed} blocking requirement(s), but a legal one obeys "
            f"{problem.score(better)} ({names}) (CR 509.1c)")


def required_blocks(state: GameState, options: list[Block],
                    legal: Callable[[tuple[Block, ...]], bool]) -> tuple[Block, ...]:
    """A legal declaration obeying the most requirements (CR 509.1c), () if none obeys
    any."""
    return _search(state, requirements(state, options), legal, 0) or ()


def _search(state: GameState, problem: _Problem, legal: Callable[[tuple[Block, ...]], bool],
            beat: int) -> tuple[Block, ...] | None:
    """The legal declaration with the most requirements obeyed, if that is more than
    `beat`; None otherwise. Branch and bound over the creatures, those with requirements
    first; each creature's best share of requirements bounds what is left."""
    order = sorted(problem.options, key=lambda b: -_best_share(problem, b))
    choices = {b: _block_choices(state, problem, b) for b in order}
    rest = [0] * (len(order) + 1)
    for i in range(len(order) - 1, -1, -1):
        rest[i] = rest[i + 1] + _best_share(problem, order[i])
    must_total = sum(problem.blocked.values())
    found: list[tuple[Block, ...]] = []
    best = [beat]
    limits = {a: _max_blockers(state, a) for a in {a for b in order for a in problem.options[b]}}

    def walk(i: int, acc: tuple[Block, ...], count: dict[int, int]) -> None:
        score = problem.score(acc)
        if score + rest[i] + must_total - sum(problem.blocked.get(a, 0) for a in count) \
                <= best[0]:
            return                                     # can't beat the best so far
        if i == len(order):
            if legal(acc):
                best[0] = score
                found.append(acc)
            return
        for parts in choices[order[i]]:
            if any(count.get(a, 0) >= limits[a] for _, a in parts):
                continue                               # "by more than one" (CR 509.1b)
            for _, a in parts:
                count[a] = count.get(a, 0) + 1
            walk(i + 1, acc + parts, count)
            for _, a in parts:
                count[a] -= 1
                if not count[a]:
                    del count[a]

    walk(0, (), {})
    return found[-1] if found else None


def _best_share(problem: _Problem, b: int) -> int:
    """The most requirements creature `b` could obey alone: its "blocks if able" and its
    best "blocks A" requirements, as many as it can block."""
    pairs = sorted((problem.pair.get((b, a), 0) for a in problem.options[b]), reverse=True)
    return problem.any_block.get(b, 0) + sum(pairs[:problem.capacity[b]])


def _block_choices(state: GameState, problem: _Problem, b: int) -> list[tuple[Block, ...]]:
    """What creature `b` may do, best first: block some attackers (up to its capacity), or
    nothing. A creature without requirements is tried only on the attackers a block can
    change something for (requirements, menace, "except by N or more"), unless some
    creature can't block alone or must block: then anything it blocks may matter."""
    attackers = problem.options[b]
    if not problem.any_block.get(b) and not _alone_matters(state, problem):
        attackers = [a for a in attackers if a in problem.blocked or
                     (b, a) in problem.pair or _needs_many(state, a)]
    out = [tuple((b, a) for a in group)
           for n in range(min(problem.capacity[b], len(attackers)), 0, -1)
           for group in combinations(attackers, n)]
    out.sort(key=lambda parts: -problem.score(parts))
    wanted = _best_share(problem, b) > 0
    return out + [()] if wanted else [()] + out


def _alone_matters(state: GameState, problem: _Problem) -> bool:
    return any(ALONE_BLOCK in characteristics(state, state.objects[b]).restrictions
               for b in problem.options)


def _needs_many(state: GameState, attacker_id: int) -> bool:
    """Menace or "can't be blocked except by N or more" (CR 702.110b, 509.1b)."""
    chars = characteristics(state, state.objects[attacker_id])
    return "menace" in chars.keywords or any(
        text.startswith("min_blockers:") for text in chars.restrictions)


def _max_blockers(state: GameState, attacker_id: int) -> int:
    chars = characteristics(state, state.objects[attacker_id])
    return 1 if "max_blockers:1" in chars.restrictions else 1_000


@handler("cant_block_source")
def _cant_block_source(state: GameState, item: GameObject, eff: Effect,
                       answer: object) -> None:
    """"Target creature can't block this creature this turn" (CR 509.1b): the restriction
    names the source as it is now; a source that has left the battlefield is a new object
    the restriction doesn't name (CR 400.7). With a `filter`, the creatures matching it
    now (CR 611.2c)."""
    source = target_object(state, item, "self")
    if source is None:
        return None
    parts = granted(cant_block_object(source.id))
    if eff.get("filter") is not None:
        return run(state, item, effect("continuous_all", parts=parts, filter=eff.get("filter"),
                                       until=eff.get("until")), None)
    return run(state, item, effect("continuous", parts=parts, target=eff.get("target"),
                                   until=eff.get("until")), None)


@handler("must_block_source")
def _must_block_source(state: GameState, item: GameObject, eff: Effect,
                       answer: object) -> None:
    """"Target creature blocks this creature this turn if able" (provoke: "this combat",
    CR 702.39a): the requirement names the source as it is now; a source that has left
    the battlefield is a new object nothing can block (CR 400.7). With `attacker`, that
    creature instead: "block it" of a trigger's event, "blocks target creature"."""
    source = target_object(state, item, eff.get("attacker") or "self")
    if source is None:
        return None
    return run(state, item, effect("continuous", parts=granted(must_block(source.id)),
                                   target=eff.get("target"), until=eff.get("until")), None)
