"""Property tests: random games played to the end, invariants checked after every action.

DESIGN "Testing": every card in exactly one zone, no negative counts, copies
independent, save/load identity, determinism. Seeded loops (not hypothesis
shrinking: a failing seed is reported as is and replays exactly).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from boards import seeds

from tolaria import Action, Game, IllegalAction
from tolaria.agents.random_agent import RandomAgent
from tolaria.data.state import GameState
from tolaria.rules.layers import characteristics

DECKS = Path(__file__).parent / "decks"
# The benchmark decks, and two decks of the effects-engine cards (layers, copies,
# replacement, costs, keywords, triggers).
MATCHUPS = (("green", "red"), ("wu", "br"),
            (str(DECKS / "effects_wug.txt"), str(DECKS / "effects_br.txt")),
            (str(DECKS / "seedmisc_wbu.txt"), str(DECKS / "seedmisc_rg.txt")),
            (str(DECKS / "seeds_rg.txt"), str(DECKS / "seeds_wub.txt")))
SEEDS = seeds(16, quick=2)
MAX_DECISIONS = 20_000          # random games end by decking long before this (CR 704.5b)
CHECK_EVERY = 25                # copies, saves and illegal actions every N decisions
CONTINUATION = 20
PLAYER_ZONES = ("library", "hand", "graveyard", "exile")


def zone_invariants(state: GameState, cards: set[int]) -> None:
    """Every card is in exactly one zone, and every object's zone matches its list (CR 400.1)."""
    where: Counter[int] = Counter()
    listed: set[int] = set()

    def visit(ids: list[int], zone: str, owner: int | None) -> None:
        for oid in ids:
            obj = state.objects[oid]
            assert obj.zone == zone, f"{obj!r} listed in {zone}"
            assert owner is None or obj.owner == owner, f"{obj!r} in another player's {zone}"
            assert oid not in listed, f"{obj!r} listed twice"
            listed.add(oid)
            if not obj.is_token and not obj.is_ability and not obj.is_copy:  # CR 707.10
                where[obj.card_uid] += 1

    for p in state.players:
        for zone in PLAYER_ZONES:
            visit(p.zone(zone), zone, p.index)
    visit(state.battlefield, "battlefield", None)
    visit(state.stack, "stack", None)
    assert set(where) == cards and set(where.values()) == {1}, (
        f"cards missing {cards - set(where)}, duplicated "
        f"{[u for u, n in where.items() if n > 1]}")
    for oid, obj in state.objects.items():
        if obj.zone in ("library", "hand", "graveyard", "exile", "battlefield", "stack"):
            assert oid in listed, f"{obj!r} is in no zone list"
        if obj.is_ability:
            assert obj.zone in ("stack", "none") or obj.zone.startswith("gone:")


# Decisions the engine asks once removal from combat (CR 506.4) has been applied: before
# priority and as the combat steps' turn-based actions begin.
COMBAT_SETTLED = frozenset({"priority", "blockers", "order_blockers", "assign_damage"})


def combat_invariants(state: GameState) -> None:
    """CR 506.4, 506.2, 509.1a: only creatures are in combat; attacking ones are the active
    player's, blocking ones a defending player's."""
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.attacking is None and not obj.blocking:
            continue
        chars = characteristics(state, obj)
        assert chars.is_creature, f"{obj!r} isn't a creature but is in combat"
        if obj.attacking is not None:
            assert chars.controller == state.active, f"{obj!r} attacks for its new controller"
        if obj.blocking:
            assert chars.controller != state.active, f"{obj!r} blocks for the attacker"


def count_invariants(game: Game) -> None:
    """No negative counts; a player at 0 life has lost by the time anyone gets priority."""
    state = game.state
    for p in state.players:
        assert p.lands_played >= 0 and p.poison >= 0 and p.mulligans >= 0
        assert all(state.players[p.index].pool.count(t) >= 0 for t in "WUBRGC")
        if game.decision is not None and game.decision.kind == "priority":
            # CR 704.5a-c: SBA are checked before a player receives priority (CR 117.5).
            assert not (p.life <= 0 or p.poison >= 10 or p.drew_from_empty) or p.lost, \
                f"{p.name} at {p.life} life hasn't lost"
    for oid in state.battlefield:
        obj = state.objects[oid]
        assert obj.damage >= 0, f"{obj!r} has {obj.damage} damage"
        assert all(n >= 0 for n in obj.counters.values()), f"{obj!r} {obj.counters}"
    if game.decision is not None and game.decision.kind in COMBAT_SETTLED:
        combat_invariants(state)
    assert (game.decision is None) == game.over
    if state.winner is not None:                    # CR 104.2a: the last player left wins
        assert all(p.lost != (p.index == state.winner) for p in state.players)


def copies_are_independent(game: Game, seed: int, record: list[Action]) -> None:
    """A copy plays on without touching the original; the same actions give the same game."""
    before = game.to_json()
    copy = game.copy()
    agent = RandomAgent(seed)
    actions = []
    for _ in range(CONTINUATION):
        if copy.over:
            break
        action = agent.choose(copy)
        copy.act(action)
        actions.append(action)
    assert game.to_json() == before, "acting on a copy changed the original"
    after_copy = copy.to_json()
    for action in actions:
        game.act(action)
        record.append(action)
    assert copy.to_json() == after_copy, "acting on the original changed the copy"
    assert game.log == copy.log and after_copy == game.to_json()


def save_load_identity(game: Game) -> None:
    data = game.to_json()
    loaded = Game.from_json(data)
    assert loaded.to_json() == data
    assert loaded.legal_actions() == game.legal_actions()


def illegal_action_changes_nothing(game: Game) -> None:
    """DESIGN: an illegal action raises IllegalAction and leaves the state exactly as it was."""
    d = game.decision
    if d is None:
        return
    before = game.to_json()
    for action in (Action("pass", 1 - d.player), Action("play", d.player, object=10**6),
                   Action("attack", d.player, choice=((10**6, ("player", 1 - d.player)),))):
        with pytest.raises(IllegalAction):
            game.act(action)
        assert game.to_json() == before


def play_checked(decks: tuple[str, str], seed: int) -> tuple[Game, list[Action]]:
    game = Game.new(list(decks), seed=seed)
    cards = {o.card_uid for o in game.state.objects.values()}
    agent = RandomAgent(seed)
    record: list[Action] = []
    while not game.over:
        assert len(record) < MAX_DECISIONS, f"{decks} seed {seed} did not end"
        zone_invariants(game.state, cards)
        count_invariants(game)
        if len(record) % CHECK_EVERY == CHECK_EVERY - 1:
            save_load_identity(game)
            illegal_action_changes_nothing(game)
            copies_are_independent(game, seed * 1000 + len(record), record)
            continue
        action = agent.choose(game)
        game.act(action)
        record.append(action)
    zone_invariants(game.state, cards)
    count_invariants(game)
    return game, record


@pytest.mark.parametrize("decks", MATCHUPS, ids=["green-red", "wu-br", "effects", "seedmisc",
                                                  "seed-keywords"])
@pytest.mark.parametrize("seed", SEEDS)
def test_random_games_keep_invariants_and_end(decks, seed):
    game, record = play_checked(decks, seed)
    assert game.over
    assert game.winner in (None, *(p.name for p in game.state.players))
    # Determinism: the same seed and the same actions give the same game.
    again = Game.new(list(decks), seed=seed)
    for action in record:
        again.act(action)
    assert again.log == game.log
    assert again.to_json() == game.to_json()


def test_copy_mid_game_is_a_separate_game():
    game = Game.new(["green", "red"], seed=42)
    agent = RandomAgent(42)
    for _ in range(200):
        game.act(agent.choose(game))
    copy = game.copy()
    state, other = game.state, copy.state
    assert state.objects is not other.objects and state.players[0].hand is not \
        other.players[0].hand
    assert all(state.objects[i] is not other.objects[i] for i in state.objects)
    before = game.to_json()
    copy.act(Action("concede", copy.decision.player))
    assert copy.over and not game.over
    assert game.to_json() == before
