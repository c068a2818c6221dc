"""Agents decide from their seat (CR 400.2): the seat, determinization, the search agent,
the heuristic's fixed misplays, and tournaments (`tolaria simulate`)."""

from __future__ import annotations

import io
import itertools
import json
import os
import random
import signal
import subprocess
import sys
from collections import Counter
from dataclasses import asdict
from pathlib import Path

import pytest
from boards import board, ids

import tolaria
from tolaria import Action, Game, HiddenObject
from tolaria.agents import HeuristicAgent, MCTSAgent, RandomAgent, mcts, play_out
from tolaria.agents.mcts import candidates, creature_worth, evaluate, hand_belief, life_worth
from tolaria.cli import main
from tolaria.simulate import ProgressBar, Tournament, run, wilson

MATCHUPS = [("green", "red"), ("wu", "br")]


# -- helpers ----------------------------------------------------------------------------

def scramble(game: Game, viewer: int, rng: random.Random) -> Game:
    """A copy in which every card `viewer` can't see is elsewhere: each other player's
    hand cards swapped with cards of their library, every library in a new order. What
    `viewer` may see is unchanged (CR 400.2)."""
    copy = game.copy()
    state = copy.state
    looked = {oid for oid, who in state.looked if who == viewer}
    for p in state.players:
        if p.index != viewer:
            for position, oid in enumerate(p.hand):
                if oid in looked or not p.library:
                    continue
                j = rng.randrange(len(p.library))
                other = p.library[j]
                if other in looked:
                    continue
                p.hand[position], p.library[j] = other, oid
                state.objects[other].zone, state.objects[oid].zone = "hand", "library"
        rng.shuffle(p.library)
    state.changed()
    return copy


def names(game: Game, ids_: list[int]) -> list[str]:
    return [game.state.objects[i].card.name for i in ids_]


def midgame(decks: tuple[str, str], seed: int, decisions: int) -> Game:
    """A game after `decisions` decisions of two heuristic agents."""
    game = Game.new(list(decks), seed=seed)
    agents = [HeuristicAgent(), HeuristicAgent()]
    for _ in range(decisions):
        game.act(agents[game.decision.player].choose(game.seat()))
    return game


def positions(decks: tuple[str, str], seed: int, every: int) -> list[Game]:
    """Copies of a heuristic game every `every` decisions."""
    game = Game.new(list(decks), seed=seed)
    agents = [HeuristicAgent(), HeuristicAgent()]
    found, taken = [], 0
    while not game.over:
        if taken % every == 0:
            found.append(game.copy())
        game.act(agents[game.decision.player].choose(game.seat()))
        taken += 1
    return found


# -- the information-set test ----------------------------------------------------------------

@pytest.mark.parametrize("decks", MATCHUPS)
def test_400_2_agents_choose_the_same_whatever_the_hidden_cards(decks) -> None:
    """Swapping the opponent's hand cards with cards of their library and reordering the
    libraries changes nothing the deciding seat sees, so no agent's choice changes."""
    rng = random.Random(5)
    changed_hands = 0
    for game in positions(decks, seed=3, every=9):
        me = game.decision.player
        other = scramble(game, me, rng)
        them = 1 - me
        changed_hands += names(game, game.state.players[them].hand) != \
            names(other, other.state.players[them].hand)
        for make in (lambda: RandomAgent(11), HeuristicAgent):
            assert make().choose(game.seat()) == make().choose(other.seat())
    assert changed_hands >= 5


@pytest.mark.parametrize("decks", MATCHUPS)
def test_400_2_the_search_agent_chooses_the_same_whatever_the_hidden_cards(decks) -> None:
    rng = random.Random(8)
    searched = 0
    for game in positions(decks, seed=4, every=3):
        seat = game.seat()
        if len(candidates(seat, HeuristicAgent().choose(seat))) < 2:
            continue
        other = scramble(game, seat.player, rng)
        mine = MCTSAgent(simulations=4, seed=2)
        theirs = MCTSAgent(simulations=4, seed=2)
        assert mine.choose(seat) == theirs.choose(other.seat())
        assert mine.stats.searched == 1
        searched += 1
        if searched == 3:
            break
    assert searched == 3


# -- the seat ---------------------------------------------------------------------------------

def test_400_2_a_seat_refuses_what_its_player_cant_see() -> None:
    game = midgame(("green", "red"), seed=2, decisions=20)
    alice, bob = game.seat(0), game.seat(1)
    state = game.state
    hers, his = state.players[0].hand[0], state.players[1].hand[0]
    assert alice.object(hers).id == hers                       # her own hand (CR 402.3)
    for hidden in (his, state.players[0].library[-1], state.players[1].library[0]):
        with pytest.raises(HiddenObject):
            alice.object(hidden)
        with pytest.raises(HiddenObject):
            alice.characteristics(hidden)
    with pytest.raises(HiddenObject):
        bob.object(hers)
    assert [p.hand_count for p in alice.players] == [len(p.hand) for p in state.players]
    assert not hasattr(alice.players[1], "hand")


def test_401_2_a_card_looked_at_is_seen_by_that_seat_only() -> None:
    game = midgame(("green", "red"), seed=2, decisions=20)
    top = game.state.players[1].library[-1]
    game.state.looked.append((top, 0))
    assert game.seat(0).object(top).id == top
    with pytest.raises(HiddenObject):
        game.seat(1).object(top)


def test_117_a_seat_answers_only_its_own_decisions() -> None:
    game = Game.new(["green", "red"], seed=1, starting_player=0)
    waiting = game.seat(1 - game.decision.player)
    assert waiting.decision is None and waiting.legal_actions() == []
    assert "no decision" in waiting.why_illegal(Action("keep", waiting.player))
    deciding = game.seat()
    assert deciding.legal_actions() == game.legal_actions()


def test_708_5_a_seat_sees_another_players_face_down_permanent_as_a_2_2() -> None:
    game = board(["Forest"], ["Shivan Dragon"])
    dragon = ids(game, "Shivan Dragon")[0]
    game.state.objects[dragon].face_down = True
    game.state.changed()
    seen = game.seat(0).object(dragon)
    assert seen.card.name == "" and seen.name == "face-down creature"
    assert (game.seat(0).characteristics(seen).power, seen.card.power) == (2, 2)
    assert game.seat(1).object(dragon).card.name == "Shivan Dragon"      # CR 708.6
    assert game.state.objects[dragon].card.name == "Shivan Dragon"       # unchanged


# -- determinization --------------------------------------------------------------------------

def _hidden(game: Game, owner: int, viewer: int) -> Counter:
    p = game.state.players[owner]
    zones = p.library if owner == viewer else p.hand + p.library
    return Counter(names(game, zones))


@pytest.mark.parametrize("decks", MATCHUPS)
def test_400_2_determinize_keeps_what_the_seat_sees_and_deals_the_rest_again(decks) -> None:
    game = midgame(decks, seed=6, decisions=60)
    before = game.to_json()
    viewer = game.decision.player
    dealt = []
    for seed in range(6):
        world = game.determinize(viewer, random.Random(seed))
        assert world.view(viewer)["players"] == game.view(viewer)["players"]
        for owner in (0, 1):
            assert _hidden(world, owner, viewer) == _hidden(game, owner, viewer)
        them = world.state.players[1 - viewer]
        dealt.append(tuple(names(world, them.hand)))
        assert world.legal_actions() == game.legal_actions()
    assert game.to_json() == before                          # the game itself is unchanged
    assert len(set(dealt)) > 1                               # the hidden cards really move


def test_400_2_determinize_depends_only_on_what_the_seat_sees() -> None:
    game = midgame(("wu", "br"), seed=7, decisions=50)
    viewer = game.decision.player
    other = scramble(game, viewer, random.Random(1))
    a = game.determinize(viewer, random.Random(9))
    b = other.determinize(viewer, random.Random(9))
    for p, q in zip(a.state.players, b.state.players, strict=True):
        assert names(a, p.hand) == names(b, q.hand)
        assert names(a, p.library) == names(b, q.library)
    assert a.state.rng.random() == b.state.rng.random()     # reseeded from the same rng


def test_401_2_determinize_leaves_cards_the_seat_has_looked_at() -> None:
    game = midgame(("green", "red"), seed=2, decisions=30)
    bob = game.state.players[1]
    known = bob.hand[0]
    game.state.looked.append((known, 0))
    name = game.state.objects[known].card.name
    for seed in range(5):
        world = game.determinize(0, random.Random(seed))
        assert world.state.objects[known].card.name == name


# -- the search agent ---------------------------------------------------------------------

def test_the_search_agent_plays_legal_moves_and_repeats_itself_for_a_seed() -> None:
    logs = []
    for _ in range(2):
        game = Game.new(["green", "red"], seed=12, starting_player=0)
        search = MCTSAgent(simulations=3, seed=4, rollout_turns=2)
        play_out(game, [search, HeuristicAgent()])    # an illegal choice raises IllegalAction
        assert game.over and search.stats.searched > 0
        assert search.stats.simulations >= 2 * search.stats.searched    # a round at least
        logs.append([str(e) for e in game.log])
    assert logs[0] == logs[1]


def _after_a_main_phase_pass(decks: tuple[str, str], seed: int, turn: int) -> Game:
    """A heuristic game at the first point from `turn` on where seat 0 has priority with an
    empty stack in seat 1's main phase: seat 1 has just passed there."""
    game = Game.new(list(decks), seed=seed, starting_player=0)
    agents = [HeuristicAgent(), HeuristicAgent()]
    while not game.over:
        seat = game.seat()
        if seat.turn >= turn and seat.player == 0 and seat.active == 1 and not seat.stack() \
                and seat.step in ("precombat main", "postcombat main"):
            return game
        game.act(agents[seat.player].choose(seat))
    raise AssertionError("the game ended first")


@pytest.mark.parametrize("decks", MATCHUPS)
def test_117_3d_a_main_phase_pass_says_which_cards_the_hand_cant_hold(decks) -> None:
    """The heuristic plays a land whenever it may (CR 305.2) and casts every creature spell
    it can pay for (CR 601.2g-h), so once it passes with an empty stack in its main phase
    (CR 117.3d: only then does the other player get priority there), its hand holds none
    of the creatures its untapped mana could pay for. The belief uses only what the seat
    sees, is right about the real hand, and determinizations deal by it."""
    checked = 0
    for seed, turn in itertools.product(range(4), (4, 8)):
        game = _after_a_main_phase_pass(decks, seed, turn)
        seat = game.seat()
        belief = hand_belief(seat, 1)
        assert belief == hand_belief(scramble(game, 0, random.Random(seed)).seat(), 1)
        real = names(game, game.state.players[1].hand)
        assert not set(real) & belief.excluded
        for card in seat.unseen_cards(1):
            if "Creature" in card.types and card.mana_cost.mana_value == 0:
                assert card.name in belief.excluded            # Ornithopter: always castable
        if not belief.excluded:
            continue
        checked += 1
        unseen = [c.name for c in seat.unseen_cards(1)]
        allowed = sum(name not in belief.excluded for name in unseen)
        for k in range(10):
            world = seat.determinize(random.Random(k), {1: belief.excluded})
            hand = names(world, world.state.players[1].hand)
            assert len(hand) == len(real)
            assert sum(name in belief.excluded for name in hand) == \
                max(0, len(hand) - allowed)
            assert Counter(hand + names(world, world.state.players[1].library)) == \
                Counter(unseen)                                 # the same cards, dealt again
    assert checked >= 2


def test_the_search_agent_keeps_a_belief_until_the_hand_grows() -> None:
    """A belief says nothing of a card drawn after it: once the hand has more cards than
    when it was formed, it is dropped."""
    game = _after_a_main_phase_pass(("red", "green"), seed=1, turn=4)
    agent, heuristic = MCTSAgent(simulations=2, seed=1), HeuristicAgent()
    game.act(agent.choose(game.seat()))
    count = agent.beliefs[1].hand_count
    kept = 0
    while True:
        seat = game.seat()
        if seat.player == 0:
            grown = seat.players[1].hand_count > count
            observing = seat.active == 1 and not seat.stack() and seat.step.endswith("main")
            action = agent.choose(seat)
            if grown and not observing:
                assert 1 not in agent.beliefs
                break
            if not grown and 1 in agent.beliefs:
                kept += 1
        else:
            action = heuristic.choose(seat)
        game.act(action)
    assert kept >= 1


class _TickingClock:
    """A processor clock that moves on `tick` seconds each time it is read: the search's
    time budget tested without depending on how fast or busy the machine is."""

    def __init__(self, tick: float) -> None:
        self.now, self.tick = 0.0, tick

    def process_time(self) -> float:
        self.now += self.tick
        return self.now

    @staticmethod
    def perf_counter() -> float:
        return 0.0


def test_the_search_agent_has_a_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """The time budget is a hard stop: a search reads the clock before each simulation
    and every few roll-out actions, and a round the clock overtakes is cut off and left
    out, so a decision ends within its seconds plus the few readings after the deadline
    (a ticking clock here, so the bound doesn't depend on the machine)."""
    with pytest.raises(ValueError, match="budget"):
        MCTSAgent(simulations=None, seconds=None)
    with pytest.raises(ValueError, match="simulations"):
        MCTSAgent(simulations=0)
    game = midgame(("green", "red"), seed=4, decisions=3)
    clock = _TickingClock(0.002)
    monkeypatch.setattr(mcts, "time", clock)
    timed = MCTSAgent(simulations=None, seconds=0.25, seed=1)
    while timed.stats.searched < 3 and not game.over:
        game.act(timed.choose(game.seat()) if game.decision.player == 0
                 else HeuristicAgent().choose(game.seat()))
    assert timed.stats.simulations >= 2 * timed.stats.searched     # whole rounds, 2 actions
    assert timed.stats.longest_cpu_seconds <= 0.25 + 3 * clock.tick   # cut off in a round


def test_a_search_cut_off_before_its_first_round_ends_plays_the_heuristics_choice() -> None:
    game = midgame(("green", "red"), seed=4, decisions=3)
    hurried = MCTSAgent(simulations=None, seconds=1e-6, seed=1)
    while hurried.stats.searched == 0 and not game.over:
        seat = game.seat()
        action = hurried.choose(seat) if seat.player == 0 else HeuristicAgent().choose(seat)
        if seat.player == 0:
            assert action == HeuristicAgent().choose(seat)
        game.act(action)
    assert hurried.stats.searched == 1 and hurried.stats.simulations == 0


def test_the_search_agent_finds_a_lethal_attack_the_heuristic_misses() -> None:
    """Bob (3 life) has one untapped blocker and a tapped Shivan Dragon that kills Alice (5
    life) next turn. The heuristic keeps the Elves home (the Bears would eat them) and
    loses; with all three attacking, whatever Bob blocks, 3 damage gets through."""
    game = board(["Grizzly Bears", "Grizzly Bears", "Llanowar Elves"],
                 ["Grizzly Bears", "Shivan Dragon"], step="declare attackers")
    game.state.objects[ids(game, "Shivan Dragon")[0]].tapped = True
    game.state.players[0].life, game.state.players[1].life = 5, 3
    game.state.changed()
    lost = game.copy()
    assert len(HeuristicAgent().choose(lost.seat()).choice) == 2
    play_out(lost, [HeuristicAgent(), HeuristicAgent()])
    assert lost.winner == "Bob"
    action = MCTSAgent(simulations=16, seed=1).choose(game.seat())
    assert len(action.choice) == 3
    game.act(action)
    play_out(game, [HeuristicAgent(), HeuristicAgent()])
    assert game.winner == "Alice"


def test_201_2_the_search_compares_one_of_each_pair_of_equal_choices() -> None:
    """Shock at one of Bob's two untapped Grizzly Bears or at the other does the same
    thing (CR 201.2: the same name; the Bears' characteristics and status are the same),
    so the search spends its budget on one of them: the candidates are the heuristic's
    choice, passing and Shock at each distinct target (a Bears, Bob, Alice, an Elves);
    and an attack with one of Alice's twin Elves is compared once."""
    game = board(["Mountain", "Mountain", "Llanowar Elves", "Llanowar Elves"],
                 ["Grizzly Bears", "Grizzly Bears"], hands=(["Shock"], []))
    seat = game.seat()
    assert len([a for a in seat.legal_actions() if a.kind == "cast"]) == 6
    shocks = [a for a in candidates(seat, HeuristicAgent().choose(seat)) if a.kind == "cast"]
    named = sorted(seat.object(t[1]).card.name if t[0] == "object" else str(t[1])
                   for a in shocks for t in a.targets)
    assert named == ["0", "1", "Grizzly Bears", "Llanowar Elves"]
    game.act(Action("pass", 0))
    while game.decision.kind != "attackers":
        game.act(game.legal_actions()[0])
    seat = game.seat()
    attacks = [len(a.choice) for a in candidates(seat, HeuristicAgent().choose(seat))]
    assert sorted(attacks) == [0, 1, 2]


def test_104_3b_a_search_stops_once_the_heuristics_choice_is_decided() -> None:
    """Alice's Bears attack Bob (2 life) for the game (CR 104.3b, 704.5a); held back, Bob's
    Shivan Dragon flies over them and kills Alice (1 life). After the two rounds the other
    candidate scores 1 below, so the search stops there, well inside its 64 simulations."""
    game = board(["Grizzly Bears"], ["Shivan Dragon"], step="declare attackers")
    game.state.objects[ids(game, "Shivan Dragon")[0]].tapped = True
    game.state.players[0].life, game.state.players[1].life = 1, 2
    game.state.changed()
    agent = MCTSAgent(simulations=64, seed=1)
    action = agent.choose(game.seat())
    assert action == HeuristicAgent().choose(game.seat()) and len(action.choice) == 1
    assert agent.stats.searched == 1
    assert agent.stats.simulations == mcts.PRUNE_AFTER * 2      # two candidates, two rounds


def _scored(alice: int, bob: int) -> float:
    """`evaluate` for Alice on an empty board, the players at these life totals."""
    game = board(["Forest"], ["Forest"], step="precombat main")
    game.state.players[0].life, game.state.players[1].life = alice, bob
    game.state.changed()
    return evaluate(game.seat(0))


def test_704_5a_the_search_counts_the_last_points_of_life_dearest() -> None:
    """The same lead in life is worse near 0 life (CR 704.5a: a player at 0 loses): 4
    against 14 scores below 14 against 24, and 3 life lost costs more at 4 than at 17."""
    assert _scored(4, 14) < _scored(14, 24) < 0.5
    assert _scored(20, 20) == pytest.approx(0.5)
    assert _scored(17, 20) - _scored(14, 20) < _scored(7, 20) - _scored(4, 20)
    worths = [life_worth(life) for life in range(-5, 31)]
    assert all(a < b for a, b in itertools.pairwise(worths))   # more life is always better
    assert life_worth(10) == 10 and life_worth(20) - life_worth(19) == 1


def test_508_1c_509_1b_the_search_values_no_creature_that_cant_attack_or_block() -> None:
    """A creature under Pacifism (it can't attack or block, CR 508.1c, 509.1b) adds nothing
    to its controller's position: Alice casting Pacifism on Bob's Grizzly Bears scores as
    Bob having no creature, so casting it gains her a 2/2's worth less a card. A flier
    (CR 702.9b: only fliers and reach block it) is worth more than a ground creature of
    its size."""
    game = board(["Plains"] * 2, ["Grizzly Bears"], hands=(["Pacifism"], []),
                 step="precombat main")
    bears = ids(game, "Grizzly Bears")[0]
    before = evaluate(game.seat(0))
    pacifism = next(i for i in game.state.players[0].hand
                    if game.state.objects[i].name == "Pacifism")
    game.act(Action("cast", 0, pacifism, targets=(("object", bears),)))
    while game.state.stack:
        game.act(Action("pass", game.decision.player))
    seat = game.seat(0)
    assert {"cant_attack", "cant_block"} <= seat.characteristics(bears).restrictions
    assert creature_worth(seat.characteristics(bears)) == 0
    empty = board(["Plains"] * 2, [], step="precombat main")
    assert evaluate(seat) == pytest.approx(evaluate(empty.seat(0)))
    assert evaluate(seat) > before
    fliers = board(["Air Elemental", "Trained Armodon"], [], step="precombat main")
    elemental, armodon = (fliers.seat(0).characteristics(ids(fliers, name)[0])
                          for name in ("Air Elemental", "Trained Armodon"))
    assert creature_worth(elemental) > 4 + 4 > creature_worth(armodon) == 3 + 3


# -- the heuristic's misplays ---------------------------------------------------------------

def _to_priority_in(game: Game, step: str) -> None:
    for _ in range(40):
        d = game.decision
        if game.state.step == step and d.kind == "priority" and d.player == 0:
            return
        game.act(game.legal_actions()[0] if d.kind == "priority"
                 else Action("block", d.player, choice=()))
    raise AssertionError(f"never reached {step}")


def _bears_attacking(bob_life: int) -> Game:
    game = board(["Grizzly Bears", "Forest"], [], hands=(["Giant Growth"], []),
                 step="declare attackers")
    game.state.players[1].life = bob_life
    game.act(Action("attack", 0, choice=((ids(game, "Grizzly Bears")[0], ("player", 1)),)))
    return game


def test_510_2_the_heuristic_pumps_for_lethal_before_combat_damage() -> None:
    game = _bears_attacking(bob_life=5)
    _to_priority_in(game, "declare blockers")
    action = HeuristicAgent().choose(game.seat())
    assert game.notation(action) == "cast Giant Growth targeting Grizzly Bears"


def test_510_2_the_heuristic_never_pumps_after_combat_damage() -> None:
    """After combat damage (Bob at 4 of 6 life), Giant Growth would change nothing."""
    game = _bears_attacking(bob_life=6)
    _to_priority_in(game, "combat damage")
    assert game.state.players[1].life == 4
    assert HeuristicAgent().choose(game.seat()).kind == "pass"


def test_608_2b_the_heuristic_aims_no_second_burn_spell_at_a_creature_the_first_kills() -> None:
    game = board(["Mountain", "Mountain"], ["Grizzly Bears"],
                 hands=(["Lightning Bolt", "Lightning Bolt"], []))
    bears = ids(game, "Grizzly Bears")[0]
    first = HeuristicAgent().choose(game.seat())
    assert game.notation(first) == "cast Lightning Bolt targeting Grizzly Bears"
    game.act(first)
    second = HeuristicAgent().choose(game.seat())              # Bolt on the stack (CR 117.3c)
    assert ("object", bears) not in second.targets


def test_508_1_the_heuristic_attacks_with_no_0_power_creature() -> None:
    game = board(["Ornithopter", "Grizzly Bears"], [], step="declare attackers")
    action = HeuristicAgent().choose(game.seat())
    attackers = {game.state.objects[c].name for c, _ in action.choice}
    assert attackers == {"Grizzly Bears"}


def _ritual_choice(hand: list[str], bobs: list[str]) -> str:
    game = board(["Swamp"], bobs, hands=(hand, []), step="precombat main")
    return game.notation(HeuristicAgent().choose(game.seat()))


def test_500_4_the_heuristic_casts_a_ritual_only_for_a_spell_it_then_casts() -> None:
    """Mana left unspent empties as the step ends (CR 500.4): Dark Ritual ({B}: add {B}{B}{B},
    CR 106.1) is cast only when its mana casts a spell the heuristic wants and couldn't
    cast before: Scathe Zombies ({2}{B}), not Terror with no creature to aim at (CR 115.1,
    601.2c) nor Hill Giant ({3}{R}: the ritual makes no red, CR 601.2h)."""
    assert _ritual_choice(["Dark Ritual", "Scathe Zombies"], []) == "cast Dark Ritual"
    assert _ritual_choice(["Dark Ritual", "Terror"], []) == "pass"
    assert _ritual_choice(["Dark Ritual", "Hill Giant"], []) == "pass"
    assert _ritual_choice(["Dark Ritual", "Dark Ritual", "Hill Giant"], []) == "pass"
    assert _ritual_choice(["Dark Ritual", "Terror"], ["Grizzly Bears"]) == "cast Dark Ritual"


# -- tournaments ----------------------------------------------------------------------------

def _outcomes(result) -> list[tuple]:
    return [(g.index, g.seats, g.decks, g.winner, g.turns, g.decisions) for g in result.games]


def test_simulate_plays_each_pairing_both_ways() -> None:
    t = Tournament(("mcts", "heuristic"), ("green", "red"), games=4)
    specs = [t.game(i) for i in range(4)]
    placed = {(s.seats[seat], s.decks[seat], seat) for s in specs for seat in (0, 1)}
    assert {(kind, deck, seat) for kind in t.entrants for deck in t.decks
            for seat in (0, 1)} == placed
    assert len({s.seed for s in specs}) == 4


def test_simulate_gives_the_same_results_whatever_the_workers() -> None:
    t = Tournament(("heuristic", "random"), ("wu", "br"), games=6, seed=3)
    here, there = run(t, workers=1), run(t, workers=2)
    assert _outcomes(here) == _outcomes(there)
    assert here.summary()["entrants"] == there.summary()["entrants"]


def test_simulate_summary_adds_up() -> None:
    result = run(Tournament(("heuristic", "random"), ("green", "red"), games=8, seed=1))
    s = result.summary()
    a, b = s["entrants"]
    assert a["games"] == b["games"] == 8
    assert a["wins"] == b["losses"] and a["draws"] == b["draws"]
    assert sum(r["games"] for r in a["per_deck"].values()) == 8
    assert sum(r["wins"] for r in a["per_seat"].values()) == a["wins"]
    low, high = a["win_rate_95"]
    assert low <= a["win_rate"] <= high


def test_wilson_interval() -> None:
    low, high = wilson(5, 10)
    assert (round(low, 4), round(high, 4)) == (0.2366, 0.7634)
    assert wilson(0, 10)[0] == 0.0 and round(wilson(0, 10)[1], 4) == 0.2775
    assert wilson(130, 200)[0] > 0.58


def test_simulate_command_prints_a_table_and_writes_json(tmp_path, capsys) -> None:
    out = tmp_path / "result.json"
    assert main(["simulate", "--agent", "mcts", "--agent", "heuristic", "--games", "2",
                 "--simulations", "2", "--workers", "1", "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "win rate" in printed and "95% interval" in printed and "searched" in printed
    data = json.loads(out.read_text())
    assert data["games"] == 2 and len(data["results"]) == 2
    mcts = data["entrants"][0]
    assert mcts["agent"] == "mcts" and mcts["search"]["searched"] > 0
    assert set(mcts["per_seat"]) == {"first", "second"}


def test_simulate_command_refuses_bad_input(capsys) -> None:
    assert main(["simulate", "--agent", "heuristic", "--games", "2"]) == 2
    assert main(["simulate", "--deck", "nonsense-deck", "--games", "2"]) == 2
    assert "error" in capsys.readouterr().err


def test_simulate_progress_bar() -> None:
    stream = io.StringIO()
    bar = ProgressBar(stream, width=10)
    bar(5, 10)
    bar(10, 10)
    text = stream.getvalue()
    assert "[#####.....] 5/10 games" in text and text.endswith("\n")


RAY_LIMIT = 240             # seconds: a Ray instance that can't start fails, never hangs


@pytest.mark.slow                                   # about 15 s: Ray starts and stops
def test_simulate_on_a_local_ray_instance(tmp_path) -> None:
    """`tolaria simulate --ray local` gives the same results as here. Ray comes with the
    `test` extra, so this runs in CI: without Ray it fails, it isn't skipped. The tournament
    runs in a child process (its own session) with a time limit, so a Ray that can't start
    fails the test instead of holding up the suite, and its processes are ended with it."""
    out = tmp_path / "ray.json"
    args = ["simulate", "--agent", "heuristic", "--agent", "random", "--deck", "green",
            "--deck", "red", "--games", "4", "--seed", "2", "--workers", "2"]
    src = str(Path(tolaria.__file__).resolve().parents[1])
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [src, *filter(None, [os.environ.get("PYTHONPATH")])])}
    env.pop("RAY_ADDRESS", None)                   # a new instance, not one already running
    env["RAY_USAGE_STATS_ENABLED"] = "0"           # nothing sent out from the suite
    child = subprocess.Popen([sys.executable, "-m", "tolaria.cli", *args, "--ray", "local",
                              "--json", str(out)], env=env, cwd=tmp_path, text=True,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             start_new_session=True)
    try:
        stdout, stderr = child.communicate(timeout=RAY_LIMIT)
    except subprocess.TimeoutExpired:
        os.killpg(child.pid, signal.SIGKILL)
        child.communicate()
        pytest.fail(f"tolaria simulate --ray local took more than {RAY_LIMIT} s")
    assert child.returncode == 0, stderr[-3000:]
    assert "(ray)" in stdout
    on_ray = json.loads(out.read_text())
    assert on_ray["where"] == "ray" and on_ray["workers"] == 2
    here = run(Tournament(("heuristic", "random"), ("green", "red"), games=4, seed=2))
    assert on_ray["results"] == json.loads(json.dumps([asdict(g) for g in here.games]))


# -- tolaria bench: scaling and search -------------------------------------------------------

def test_bench_scaling_times_one_tournament_on_1_and_2_workers(capsys) -> None:
    assert main(["bench", "--scaling", "--games", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["same_results"] is True
    assert [r["where"] for r in out["runs"]] == ["1 worker", "2 workers"]
    assert out["runs"][0]["speedup"] == 1.0 and out["runs"][1]["games_per_s"] > 0


def test_bench_search_reports_win_rate_and_time_per_decision(capsys) -> None:
    assert main(["bench", "--search", "--games", "2", "--simulations", "2", "--workers", "1"]) \
        == 0
    printed = capsys.readouterr().out
    assert "win rate" in printed and "ms a searched decision" in printed
    assert "simulations/s" in printed


def test_make_agent_knows_the_search_agent() -> None:
    from tolaria.agents import make_agent
    agent = make_agent("mcts", seed=3)
    assert isinstance(agent, MCTSAgent) and agent.simulations == 48
    with pytest.raises(ValueError, match="mcts"):
        make_agent("alphazero")


def test_701_17a_the_heuristic_plays_no_land_that_would_sacrifice_itself() -> None:
    """Lotus Field sacrifices two lands as it enters: with one other land it would take
    itself and that one, so the heuristic plays its Forest instead; with two others it
    plays Lotus Field."""
    game = board(["Forest"], [], hands=(["Lotus Field", "Forest"], []))
    assert game.notation(HeuristicAgent().choose(game.seat())) == "play Forest"
    game = board(["Forest", "Forest"], [], hands=(["Lotus Field"], []))
    assert game.notation(HeuristicAgent().choose(game.seat())) == "play Lotus Field"
    game = board([], [], hands=(["Lotus Field"], []))
    assert HeuristicAgent().choose(game.seat()).kind == "pass"
