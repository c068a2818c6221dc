"""A game's history and replays: `Game.history`, `Game.start`, `Game.replay`, the history in
saves (`Game.to_json`), and `tolaria replay SAVE`."""

from __future__ import annotations

import json

import pytest
from boards import board

from tolaria import Action, Game, IllegalAction
from tolaria.agents.random_agent import RandomAgent
from tolaria.serialize import SerializeError


def played(decks: list[str], seed: int, actions: int) -> tuple[Game, list[str]]:
    """A game after `actions` random actions, and its save after each action (the first:
    before any)."""
    game = Game.new(decks, seed=seed)
    agent = RandomAgent(seed)
    saves = [game.to_json()]
    while not game.over and len(saves) <= actions:
        game.act(agent.choose(game))
        saves.append(game.to_json())
    return game, saves


def test_history_is_every_action_taken_in_order():
    game = Game.new(["green", "red"], seed=3)
    agent = RandomAgent(3)
    taken = []
    for _ in range(40):
        action = agent.choose(game)
        game.act(action)
        taken.append(action)
    assert game.history == taken
    game.history.clear()                     # a copy: the game's own list is untouched
    assert len(game.history) == 40


def test_a_refused_action_is_not_in_the_history():
    game = Game.new(["green", "red"], seed=1, starting_player=0)
    with pytest.raises(IllegalAction):
        game.act("play Forest")                              # the mulligan decision first
    assert game.history == []
    game.act("keep")
    assert game.history == [Action("keep", 0)]


def test_104_3a_a_concession_is_in_the_history_and_replays():
    game = Game.new(["green", "red"], seed=2, starting_player=0)
    game.act("keep")
    game.act(Action("concede", 0))
    assert game.history[-1] == Action("concede", 0)
    assert game.replay().to_json() == game.to_json()
    assert game.replay().winner == "Bob"


@pytest.mark.parametrize("decks", [["green", "red"], ["wu", "br"]])
def test_replay_gives_the_same_game_at_each_point(decks):
    game, saves = played(decks, seed=5, actions=120)
    assert game.replay().to_json() == saves[-1]
    for upto in (0, 1, 17, 60, len(saves) - 1):
        assert game.replay(upto).to_json() == saves[upto]
    assert game.start().to_json() == saves[0]


def test_replay_of_a_finished_game_and_of_a_loaded_save():
    game, _ = played(["green", "red"], seed=7, actions=10_000)
    assert game.over
    loaded = Game.from_json(game.to_json())
    assert loaded.history == game.history
    assert loaded.replay().to_json() == game.to_json()
    assert loaded.replay().winner == game.winner


def test_replay_of_a_grand_melee_keeps_the_seats():
    game = Game.new(["green", "red", "wu", "br"], seed=4, variant="grand-melee")
    agent = RandomAgent(4)
    for _ in range(30):
        game.act(agent.choose(game))
    again = game.replay()
    assert [p.name for p in again.state.players] == [p.name for p in game.state.players]
    assert again.to_json() == game.to_json()


def test_a_copy_has_a_history_of_its_own():
    game, _ = played(["green", "red"], seed=1, actions=5)
    other = game.copy()
    other.act(other.legal_actions()[0])
    assert len(other.history) == len(game.history) + 1


def test_a_copy_has_a_random_generator_of_its_own_in_the_same_state():
    """A copy's generator (shuffles, coin flips: CR 701.20a, 705.1) starts where the
    original's is and draws without moving it: the copy's is made without seeding."""
    game, _ = played(["green", "red"], seed=1, actions=5)
    other = game.copy()
    assert other.state.rng is not game.state.rng
    assert other.state.rng.getstate() == game.state.rng.getstate()
    drawn = [other.state.rng.random() for _ in range(3)]
    assert other.state.rng.getstate() != game.state.rng.getstate()
    assert [game.state.rng.random() for _ in range(3)] == drawn


def test_replay_upto_out_of_range_is_refused():
    game, _ = played(["green", "red"], seed=1, actions=5)
    for upto in (-1, 6, "3", 2.0):
        with pytest.raises(ValueError, match="upto"):
            game.replay(upto)


def test_a_position_not_made_by_game_new_has_no_start():
    game = board(["Grizzly Bears"], [])
    with pytest.raises(ValueError, match="no recorded start"):
        game.start()


def test_a_save_without_history_or_decks_loads_without_a_start():
    game, _ = played(["green", "red"], seed=1, actions=5)
    data = json.loads(game.to_json())
    del data["history"], data["decks"]                 # a save made before they were kept
    loaded = Game.from_json(data)
    assert loaded.history == []
    with pytest.raises(ValueError, match="no recorded start"):
        loaded.start()


def _refused(data) -> str:
    with pytest.raises(SerializeError) as err:
        Game.from_json(data)
    return str(err.value)


def test_a_bad_history_or_deck_in_a_save_is_refused_by_name():
    game, _ = played(["green", "red"], seed=1, actions=5)
    data = json.loads(game.to_json())
    for edit, named in (
            (lambda d: d["history"][0].update(kind="dance"), "history[0].kind"),
            (lambda d: d["history"][1].update(player=7), "history[1].player"),
            (lambda d: d["history"][1].update(targets=[["planet", 1]]), "history[1].targets[0]"),
            (lambda d: d["history"][1].update(x=-2), "history[1].x"),
            (lambda d: d["history"][2].update(extra=1), "history[2].extra"),
            (lambda d: d.update(decks=[["Forest"]]), "decks"),
            (lambda d: d["decks"][1].__setitem__(3, "Grizly Bears"), "decks[1][3]")):
        edited = json.loads(json.dumps(data))
        edit(edited)
        assert _refused(edited).startswith(f"bad save: {named}: ")


def test_a_history_that_the_game_refuses_is_named_on_replay():
    game, _ = played(["green", "red"], seed=1, actions=8)
    data = json.loads(game.to_json())
    data["history"][3] = {"kind": "concede", "player": 0}
    data["history"][4] = {"kind": "play", "player": 1, "object": 10_000}
    loaded = Game.from_json(data)
    with pytest.raises(IllegalAction, match="action 5 of the history"):
        loaded.replay()
