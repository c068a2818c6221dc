"""A search agent: information-set Monte Carlo search with determinization.

At a decision with a real choice, `MCTSAgent` searches over the information set of its
seat: the games it can't tell from the real one. Each round of simulations:

1. *determinizes*: `Seat.determinize` deals the cards the seat can't see again from what
   it knows (each owner's deck list minus what the seat has seen, CR 400.2), a copy of
   the game with its random generator reseeded;
2. *simulates* each candidate action still in the running on its own `copy()` of that
   world: the action, then both seats played by `HeuristicAgent` (the roll-out policy)
   for `rollout_turns` turns or to the end of the game;
3. *scores* the position for the searching seat (`evaluate`: the result if the game is
   over, else its lead in life, creatures and cards, the last points of life counting
   for more, `life_worth`, a creature for its power and toughness, its power for more
   with evasion, and not for what it can't do, `creature_worth`) and adds it to the
   action's node.

Every action is simulated on the same determinizations, so two actions are compared on
the same hidden cards and the same draws, not on the luck of the deal. After two rounds
actions scoring 0.15 below the best are dropped, so the rest of the budget goes to the
contenders; when only the heuristic's choice is left, the search ends there. The chosen action is the heuristic's own choice unless another's mean score
is higher by more than `margin`. This is the tree of single-observer ISMCTS (Cowling,
Powley and Whitehouse 2012) cut to its root: with tens of simulations a decision, nodes
below it would each get one or two, so later decisions, the opponent's included, are the
roll-out policy's.

Search lives on `copy()` (through `determinize`) and `legal_actions()`; only decisions
where the candidates differ are searched (`candidates`): priority where the seat could
cast or activate something at a moment that matters, and the declarations of attackers
and blockers. The rest is the heuristic's. The budget is `simulations` per decision,
`seconds` per decision, or both (whichever ends first). Every action is compared on whole
rounds only: a round foreseen to go over the time is not started, and a round the clock
overtakes is cut off and left out, so a decision, the heuristic's choice included, goes
over `seconds` by no more than a few roll-out actions (with no round done, the
heuristic's choice is played). The
time is the processor time of the searching process (`time.process_time`): on an idle
core the wall clock's, and on a shared machine other work doesn't cut the search short.
A budget in simulations alone makes the agent deterministic for its seed.
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from dataclasses import dataclass

from tolaria import Action, Characteristics, Game, Seat
from tolaria.agents.heuristic import HeuristicAgent, action_score
from tolaria.seat import as_seat

MAX_CANDIDATES = 6          # actions searched at one decision, the heuristic's first
MAIN_PHASES = frozenset({"precombat main", "postcombat main"})
WINDOW_STEPS = frozenset({"precombat main", "postcombat main", "declare attackers",
                          "declare blockers", "end"})
LIFE, BOARD, CARDS = 1.0, 1.0, 1.5      # what a position is worth: see `evaluate`
EVASION = {"flying": 0.5, "menace": 0.3, "trample": 0.2, "lifelink": 0.3,
           "double strike": 0.8, "first strike": 0.3, "deathtouch": 0.5}
DANGER = 10                 # below this life total each point of life is worth more
SCALE = 10.0                # a lead worth SCALE points scores about 0.73
MARGIN = 0.03               # how much better than the heuristic's choice another must score
PRUNE_AFTER, PRUNE = 2, 0.15    # after 2 rounds, drop actions scoring 0.15 below the best
SAFETY = 0.03               # a time budget's share kept for choosing once a round is cut off
CLOCK_EVERY = 4             # roll-out actions between looks at the clock


@dataclass(slots=True)
class Node:
    """An action at the root: its statistics from the searching seat's side."""

    visits: int = 0
    total: float = 0.0                  # the sum of the searching seat's scores

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass(slots=True)
class SearchStats:
    """What the agent's searches cost: for `tolaria simulate` and `tolaria bench`."""

    decisions: int = 0                  # decisions answered
    searched: int = 0                   # decisions searched (a real choice)
    simulations: int = 0
    seconds: float = 0.0                # time spent searching (wall clock)
    cpu_seconds: float = 0.0            # processor time spent searching (this process)
    longest_cpu_seconds: float = 0.0    # the processor time of the longest search


class MCTSAgent:
    """Information-set Monte Carlo search over determinized copies, heuristic roll-outs."""

    __slots__ = ("simulations", "seconds", "rollout_turns", "margin", "infer_hands", "rng",
                 "policy", "stats", "beliefs")

    def __init__(self, simulations: int | None = 48, seconds: float | None = None,
                 seed: int = 0, rollout_turns: int = 3, margin: float = MARGIN,
                 infer_hands: bool = True) -> None:
        if simulations is None and seconds is None:
            raise ValueError("MCTSAgent needs a budget: simulations, seconds or both")
        if simulations is not None and simulations < 1:
            raise ValueError(f"simulations must be at least 1, not {simulations}")
        if seconds is not None and seconds <= 0:
            raise ValueError(f"seconds must be more than 0, not {seconds}")
        self.simulations = simulations
        self.seconds = seconds
        self.rollout_turns = rollout_turns
        self.margin = margin
        self.infer_hands = infer_hands
        self.rng = random.Random(seed)
        self.policy = HeuristicAgent()
        self.stats = SearchStats()
        self.beliefs: dict[int, HandBelief] = {}

    def choose(self, seat: Seat | Game) -> Action:
        """The action the search rates best for the seat's decision (a Game: the deciding
        seat's)."""
        start, cpu = time.perf_counter(), time.process_time()
        seat = as_seat(seat)
        self.stats.decisions += 1
        if self.infer_hands:
            self._observe(seat)
        default = self.policy.choose(seat)
        options = candidates(seat, default)
        if len(options) == 1:
            return default
        deadline = None if self.seconds is None else cpu + self.seconds * (1 - SAFETY)
        nodes = [Node() for _ in options]
        alive = list(range(len(options)))
        done = rounds = 0
        while done == 0 or not self._spent(done, len(alive), cpu):
            scores = self._round(seat, options, alive, deadline)
            if scores is None:                  # out of time inside the round: it doesn't count
                break
            for index, score in zip(alive, scores, strict=True):
                nodes[index].visits += 1
                nodes[index].total += score
            done += len(alive)
            rounds += 1
            if rounds >= PRUNE_AFTER:                       # the budget to the contenders
                best = max(nodes[i].mean for i in alive)
                alive = [i for i in alive if i == 0 or nodes[i].mean >= best - PRUNE]
                if len(alive) == 1:         # the heuristic's choice leads by PRUNE: decided
                    break
        self.stats.searched += 1
        self.stats.simulations += done
        self.stats.seconds += time.perf_counter() - start
        spent = time.process_time() - cpu
        self.stats.cpu_seconds += spent
        self.stats.longest_cpu_seconds = max(self.stats.longest_cpu_seconds, spent)
        best = 0                          # the heuristic's, unless another is clearly better
        for index, node in enumerate(nodes):
            if node.mean > nodes[best].mean + self.margin:
                best = index
        return options[best]

    def _round(self, seat: Seat, options: list[Action], alive: list[int],
               deadline: float | None) -> list[float] | None:
        """One determinization of the information set, each action in `alive` simulated on
        its own copy of it; the scores, or None if the processor time passed `deadline`."""
        excludes = {p: b.excluded for p, b in self.beliefs.items()} if self.beliefs else None
        world = seat.determinize(self.rng, excludes)
        scores = []
        for n, index in enumerate(alive):
            if deadline is not None and time.process_time() > deadline:
                return None
            sim = world if n == len(alive) - 1 else world.copy()
            sim.act(options[index])
            score = self._rollout(sim, seat.player, deadline)
            if score is None:
                return None
            scores.append(score)
        return scores

    def _observe(self, seat: Seat) -> None:
        """Update what the seat believes of other players' hands (`HandBelief`): a belief
        holds until its player's hand grows (a card drawn that it says nothing of)."""
        for player, belief in list(self.beliefs.items()):
            if seat.players[player].hand_count > belief.hand_count:
                del self.beliefs[player]
        active = seat.active
        if active != seat.player and seat.step in MAIN_PHASES and not seat.stack() \
                and seat.decision is not None and seat.decision.kind == "priority":
            self.beliefs[active] = hand_belief(seat, active)

    def _spent(self, done: int, more: int, cpu: float) -> bool:
        """Would another round of `more` simulations, after `done`, go over the budget? The
        time a round takes is foreseen from the simulations done so far."""
        if self.simulations is not None and done + more > self.simulations:
            return True
        if self.seconds is None:
            return False
        spent = time.process_time() - cpu
        return spent + spent / done * more > self.seconds

    def _rollout(self, world: Game, me: int, deadline: float | None = None) -> float | None:
        """Both seats played by the heuristic for `rollout_turns` turns or to the end;
        the position scored for `me` (None: the processor time passed `deadline`)."""
        policies = [HeuristicAgent() for _ in world.state.players]
        until = world.state.turn + self.rollout_turns
        steps = 0
        while not world.over and world.state.turn <= until:
            seat = world.seat()
            world.act(policies[seat.player].choose(seat))
            steps += 1
            if deadline is not None and steps % CLOCK_EVERY == 0 \
                    and time.process_time() > deadline:
                return None
        return evaluate(world.seat(me))


# -- what a pass says -------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class HandBelief:
    """What a player's pass in their own main phase says of their hand: cards it doesn't
    hold (`excluded`, by name), while it holds no more than `hand_count` cards."""

    hand_count: int
    excluded: frozenset[str]


def hand_belief(seat: Seat, player: int) -> HandBelief:
    """What `player`'s pass with an empty stack in their own main phase says of their hand,
    taking them to play as `HeuristicAgent` does, which plays a land whenever it may and
    casts every creature spell it can: no land card if they have played no land this turn
    (CR 305.2), and no creature card whose mana cost their untapped mana sources and mana
    pool could pay (CR 601.2g-h; the seat sees both, CR 400.2)."""
    no_land = seat.players[player].lands_played == 0
    excluded = set()
    for card in {c.name: c for c in seat.unseen_cards(player)}.values():
        if no_land and "Land" in card.types:
            excluded.add(card.name)
        elif "Creature" in card.types and card.mana_cost is not None \
                and seat.could_pay(card.mana_cost, player):
            excluded.add(card.name)
    return HandBelief(seat.players[player].hand_count, frozenset(excluded))


# -- what is searched -------------------------------------------------------------------

def candidates(seat: Seat, default: Action) -> list[Action]:
    """The actions worth comparing at the seat's decision, `default` (the heuristic's
    choice) first; one action when there is no real choice."""
    decision = seat.decision
    if decision is None:
        return [default]
    if decision.kind == "priority":
        return _priority_options(seat, default)
    if decision.kind == "attackers":
        return _declarations(seat, default, _attack_variants(seat, default))
    if decision.kind == "blockers":
        return _declarations(seat, default, _block_variants(seat, default))
    return [default]


def _priority_options(seat: Seat, default: Action) -> list[Action]:
    """Pass, and the spells and abilities (not mana abilities, CR 605) the seat could use,
    at the moments worth it: the seat's main phases, combat, the end step, or a response
    to something on the stack. A land play is always the heuristic's."""
    if default.kind == "play":
        return [default]
    legal = seat.legal_actions()
    uses = [a for a in legal if a.kind in ("cast", "activate") and not _mana_ability(seat, a)]
    if not uses or (default.kind == "pass" and seat.step not in WINDOW_STEPS
                    and not seat.stack()):
        return [default]
    scored = sorted(((action_score(seat, a), i) for i, a in enumerate(uses)),
                    key=lambda s: (s[0] is not None, s[0] or 0.0, -s[1]), reverse=True)
    ranked = [default, legal[0]] + [uses[i] for _, i in scored]
    return _unique(seat, ranked)[:MAX_CANDIDATES]


def _mana_ability(seat: Seat, action: Action) -> bool:
    if action.kind != "activate" or action.object is None:
        return False
    abilities = seat.characteristics(action.object).activated
    index = action.ability or 0
    return index < len(abilities) and abilities[index].is_mana_ability


def _attack_variants(seat: Seat, default: Action) -> list[tuple]:
    """Declarations near the heuristic's: no attack, every creature at a player, and the
    heuristic's with one creature more or less (CR 508.1)."""
    legal = seat.legal_actions()
    target: dict[int, tuple] = {}
    for part in legal[1:]:
        creature, what = part.choice[0]
        if creature not in target or what[0] == "player" and target[creature][0] != "player":
            target[creature] = what
    chosen = dict(default.choice)
    variants = [(), tuple(target.items())]
    for creature, what in target.items():
        if creature in chosen:
            variants.append(tuple((c, w) for c, w in chosen.items() if c != creature))
        else:
            variants.append(tuple(chosen.items()) + ((creature, what),))
    return variants


def _block_variants(seat: Seat, default: Action) -> list[tuple]:
    """No blocks, and the heuristic's blocks with one block fewer or one more (CR 509.1)."""
    legal = seat.legal_actions()
    chosen = list(default.choice)
    used = {blocker for blocker, _ in chosen}
    variants: list[tuple] = [()]
    variants += [tuple(b for b in chosen if b != block) for block in chosen]
    variants += [tuple(chosen) + (part.choice[0],) for part in legal[1:]
                 if part.choice[0][0] not in used]
    return variants


def _declarations(seat: Seat, default: Action, variants: list[tuple]) -> list[Action]:
    """`default` and the legal declarations among `variants`, each once."""
    out, seen = [default], {_signature(seat, default)}
    for choice in variants:
        if len(out) >= MAX_CANDIDATES:
            break
        action = Action(default.kind, default.player, choice=choice)
        key = _signature(seat, action)
        if key in seen:
            continue
        seen.add(key)
        if seat.is_legal(action):
            out.append(action)
    return out


def _unique(seat: Seat, actions: list[Action]) -> list[Action]:
    """`actions` with each one kept once among those that do the same (`_signature`)."""
    seen: set[tuple] = set()
    out = []
    for action in actions:
        key = _signature(seat, action)
        if key not in seen:
            seen.add(key)
            out.append(action)
    return out


def _signature(seat: Seat, action: Action) -> tuple:
    """What an action does, with each object named by what it is rather than by its id:
    casting one Healing Salve or the other from a hand, or attacking with one untapped
    Ornithopter or its twin, play the same game (CR 201.2: the same name; the same
    characteristics and status on the battlefield), so simulating both would spend the
    budget twice on one choice."""
    if action.kind in ("attack", "block"):
        parts = Counter((_object_key(seat, part[0]), _ref_key(seat, part[1]))
                        for part in action.choice)
        return action.kind, frozenset(parts.items())
    return (action.kind, _object_key(seat, action.object), action.ability,
            tuple(_ref_key(seat, t) for t in action.targets), action.x, action.mode,
            action.choice, action.costs, action.payment)


def _ref_key(seat: Seat, ref: object) -> object:
    if isinstance(ref, tuple) and len(ref) == 2 and ref[0] == "object":
        return "object", _object_key(seat, ref[1])
    if isinstance(ref, int):
        return _object_key(seat, ref)
    return ref


def _object_key(seat: Seat, oid: int | None) -> object:
    if oid is None:
        return None
    obj = seat.object(oid)
    if obj.zone != "battlefield":
        return obj.zone, obj.card.name, obj.controller
    chars = seat.characteristics(obj)
    return (oid,) if chars.is_creature is False and obj.attached_to is not None else (
        obj.zone, chars.name, obj.controller, obj.tapped, obj.since, obj.damage,
        tuple(sorted(obj.counters.items())), chars.power, chars.toughness,
        tuple(sorted(chars.keywords)), tuple(sorted(chars.restrictions)),
        obj.attached_to, obj.attacking, obj.blocking)


# -- scoring a position -----------------------------------------------------------------

def evaluate(seat: Seat) -> float:
    """How good the position is for `seat`, from 0 (lost) to 1 (won): at the end of the
    game its result (CR 104), else a logistic of its lead in life, in the power and
    toughness of its creatures and in cards in hand over its strongest opponent. Life
    counts for more as it runs out (`life_worth`)."""
    if seat.over:
        winner = seat.winner
        return 0.5 if winner is None else float(winner == seat.player)
    worth = {p.index: life_worth(p.life) + CARDS * p.hand_count
             for p in seat.players if not p.lost}
    for obj in seat.permanents():
        chars = seat.characteristics(obj)
        if chars.is_creature and chars.controller in worth:
            worth[chars.controller] += BOARD * creature_worth(chars)
    mine = worth.pop(seat.player, 0.0)
    lead = mine - max(worth.values(), default=0.0)
    return 1.0 / (1.0 + math.exp(-lead / SCALE))


def creature_worth(chars: Characteristics) -> float:
    """What a creature is worth to `evaluate`: its power and toughness, its power counting
    for more with evasion or a combat keyword (`EVASION`: it gets through or wins fights,
    CR 702.2, 702.4, 702.7, 702.9, 702.15, 702.19, 702.111), and nothing for a half it
    can't use: power when it can't attack, toughness when it can't block (CR 508.1c,
    509.1b: a creature under Pacifism is worth nothing)."""
    power = max(0, chars.power or 0)
    toughness = max(0, chars.toughness or 0)
    restrictions = chars.restrictions
    if "cant_attack" in restrictions:
        return 0.0 if "cant_block" in restrictions else float(toughness)
    if "cant_block" in restrictions:
        toughness = 0
    bonus = sum(EVASION.get(k, 0.0) for k in chars.keywords)
    return power * (1.0 + bonus) + toughness


def life_worth(life: int) -> float:
    """What a life total is worth to `evaluate`: a point a point down to `DANGER`, more
    below it (a player at 0 or less life loses, CR 104.3b, 704.5a; so the last points of
    life are the dearest): at 10 life 10, at 5 2.5, at 1 -7.1, at 0 -10."""
    short = max(0, DANGER - life)
    return LIFE * life - short * short / DANGER
