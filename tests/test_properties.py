"""Property tests: random games played to the end, invariants checked after every action.

DESIGN "Testing": every card in exactly one zone, no negative counts, copies
independent, save/load identity, determinism. Seeded loops (not hypothesis
shrinking: a failing seed is reported as is and replays exactly).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from boards import seeds

from tolaria import Action, Game, IllegalAction, fuzz
from tolaria.agents.random_agent import RandomAgent

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


def zone_invariants(game: Game, owned: dict[int, set[int]]) -> None:
    """Every card in exactly one zone (CR 400.1): the fuzz harness's check."""
    fuzz.zones(game, owned)


def count_invariants(game: Game) -> None:
    """No negative counts; a player at 0 life has lost before anyone gets priority; only
    creatures of the right players are in combat (the fuzz harness's checks)."""
    fuzz.counts(game)
    fuzz.combat(game)


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
    cards = fuzz.owned_cards(game)
    agent = RandomAgent(seed)
    record: list[Action] = []
    while not game.over:
        assert len(record) < MAX_DECISIONS, f"{decks} seed {seed} did not end"
        zone_invariants(game, cards)
        count_invariants(game)
        if len(record) % CHECK_EVERY == CHECK_EVERY - 1:
            fuzz.characteristics(game)              # the kept characteristics aren't stale
            save_load_identity(game)
            illegal_action_changes_nothing(game)
            copies_are_independent(game, seed * 1000 + len(record), record)
            continue
        action = agent.choose(game)
        game.act(action)
        record.append(action)
    zone_invariants(game, cards)
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
