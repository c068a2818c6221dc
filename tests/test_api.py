"""The API as a programmer meets it: the README's examples and the modules' doctests run,
the agents import from `tolaria.agents`, and bad arguments and bad actions get clear
errors at the call, with the game exactly as it was."""

from __future__ import annotations

import ast
import doctest
import importlib
import re
from pathlib import Path

import pytest

from tolaria import Action, Game, IllegalAction
from tolaria.agents import RandomAgent

ROOT = Path(__file__).resolve().parents[1]
AGENTS = ROOT / "src" / "tolaria" / "agents"
DOCTEST_MODULES = ("tolaria.game", "tolaria.catalog", "tolaria.match", "tolaria.scenario",
                   "tolaria.agents", "tolaria.seat", "tolaria.simulate", "tolaria.autopass")


# -- the README and the docstrings run -------------------------------------------------------

def _readme_blocks() -> list[tuple[int, str]]:
    """Each ```python block of the README with the line it starts on."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return [(text.count("\n", 0, m.start(1)) + 1, m.group(1))
            for m in re.finditer(r"```python\n(.*?)```", text, re.S)]


def test_readme_python_blocks_are_doctests_that_pass() -> None:
    blocks = _readme_blocks()
    assert blocks
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    parser = doctest.DocTestParser()
    for line, block in blocks:
        assert block.lstrip().startswith(">>>"), f"README.md:{line}: not doctest-style"
        test = parser.get_doctest(block, {}, f"README.md:{line}", "README.md", line)
        runner.run(test)
    results = runner.summarize(verbose=False)
    assert results.attempted >= 20 and results.failed == 0, results


@pytest.mark.parametrize("name", DOCTEST_MODULES)
def test_module_docstring_examples_pass(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)                      # the examples name tests/scenarios/... files
    results = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert results.attempted > 0 and results.failed == 0, results


def test_the_agents_import_from_their_package() -> None:
    from tolaria.agents import HeuristicAgent, HumanAgent, play_out
    from tolaria.agents import RandomAgent as Random
    game = Game.new(["green", "red"], seed=2)
    play_out(game, [HeuristicAgent(), Random(2)])
    assert game.over and callable(HumanAgent().choose)


def test_agent_modules_never_import_their_package() -> None:
    """`tolaria.agents` imports its agent modules, so they import only `tolaria` (no
    cycle, whichever is imported first)."""
    for path in AGENTS.glob("*.py"):
        if path.name == "__init__.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                assert node.module != "tolaria.agents", path.name


# -- bad actions: IllegalAction, the game unchanged (CR 102.1, 104.3a) -------------------------

@pytest.fixture
def game() -> Game:
    return Game.new(["green", "red"], seed=1, starting_player=0)


def refused(game: Game, action: object) -> str:
    before = game.to_json()
    with pytest.raises(IllegalAction) as err:
        game.act(action)                         # type: ignore[arg-type]
    assert game.to_json() == before
    assert game.why_illegal(action) is not None  # type: ignore[arg-type]
    return err.value.reason


@pytest.mark.parametrize("action", [None, 3, 1.5, ("pass", 0), {"kind": "pass"}])
def test_act_refuses_what_is_not_an_action(game: Game, action: object) -> None:
    assert refused(game, action) == f"an action is an Action or its text notation, not {action!r}"


@pytest.mark.parametrize("player", [1.0, "0", "Alice", -1, 2, True, None])
@pytest.mark.parametrize("kind", ["keep", "pass", "concede"])
def test_102_1_act_refuses_a_player_who_is_not_a_seat_of_the_game(game: Game, kind: str,
                                                                   player: object) -> None:
    reason = refused(game, Action(kind, player))  # type: ignore[arg-type]
    assert reason == f"no player {player!r}: a player is a seat number (0 for Alice, 1 for Bob)"
    game.act(Action("keep", 0))                   # the game goes on as if nothing happened
    assert game.decision.player == 1


def test_104_3a_a_concession_by_a_seat_that_is_not_there_changes_nothing(game: Game) -> None:
    refused(game, Action("concede", -1))
    assert not game.over and not any(p.lost for p in game.state.players)
    game.act(Action("concede", 1))
    assert game.winner == "Alice"


@pytest.mark.parametrize("fields, reason", [
    ({"kind": None}, "an action's kind is text"),
    ({"object": "Forest"}, "an action's object is a whole number or None, not 'Forest'"),
    ({"ability": 1.0}, "an action's ability is a whole number or None"),
    ({"x": "3"}, "an action's x is a whole number or None"),
    ({"mode": "1"}, "an action's mode is a number, a tuple of numbers or None"),
    ({"targets": [("player", 1)]}, "an action's targets must be a tuple"),
    ({"targets": (("player", "Bob"),)}, "targets are ('player', seat) or ('object', id)"),
    ({"targets": ("Bob",)}, "targets are ('player', seat) or ('object', id)"),
    ({"choice": ["play"]}, "an action's choice must be a tuple"),
    ({"costs": "kicker"}, "an action's costs must be a tuple"),
    ({"payment": (1.5,)}, "an action's payment is a tuple of object ids or None"),
])
def test_action_fields_of_the_wrong_type_are_refused(game: Game, fields: dict,
                                                     reason: str) -> None:
    action = Action(**{"kind": "keep", "player": 0, **fields})
    assert refused(game, action).startswith(reason)


def test_act_after_the_game_is_over_says_who_won(game: Game) -> None:
    game.act(Action("concede", 0))
    for action in ("keep", Action("keep", 1), Action("concede", 1), Action("pass", 7), None):
        assert refused(game, action) == "the game is over: Bob won"


def test_104_4a_act_after_a_draw_says_so() -> None:
    game = Game.new([["Forest"], ["Forest"]], seed=1, starting_player=0, skip_mulligans=True)
    while not game.over:                          # both draw from an empty library
        game.act("pass")
    assert game.winner is None
    assert refused(game, "pass") == "the game is over: a draw"


def test_malformed_actions_never_change_a_random_game() -> None:
    """At decisions of every kind a random game meets, malformed actions are refused and
    the game is left as it was."""
    game = Game.new(["wu", "br"], seed=4)
    agent = RandomAgent(4)
    kinds = set()
    while not game.over:
        d = game.decision
        if d.kind not in kinds:
            kinds.add(d.kind)
            for bad in (Action("pass", float(d.player)), Action(d.kind, str(d.player)),
                        Action("concede", -1), Action("choose", d.player, choice=[0]),
                        Action("cast", d.player, object="x"), None):
                refused(game, bad)
        game.act(agent.choose(game))
    assert {"mulligan", "priority", "attackers"} <= kinds


# -- bad arguments to Game.new and the questions: TypeError / ValueError ------------------------

@pytest.mark.parametrize("kwargs, message", [
    ({"decks": "green"}, "decks: a list with one deck per player, such as ['green', 'red'], "
                         "not 'green'"),
    ({"decks": ["green", 7]}, "deck 1: a Deck, a deck's name or file, or a list of card "
                              "names, not 7"),
    ({"decks": [["Forest", None], ["Island"]]}, "deck 0: a card name is text, not None"),
    ({"seed": "7"}, "seed: a whole number or None, not '7'"),
    ({"seed": 7.0}, "seed: a whole number or None, not 7.0"),
    ({"starting_player": "Alice"}, "starting_player: a seat number or None, not 'Alice'"),
    ({"names": "AB"}, "names: a list with one name per player, not 'AB'"),
    ({"names": ["Alice", 2]}, "a player's name is text, not 2"),
])
def test_game_new_rejects_arguments_of_the_wrong_type(kwargs: dict, message: str) -> None:
    with pytest.raises(TypeError) as err:
        Game.new(**{"decks": ["green", "red"], **kwargs})
    assert str(err.value) == message


@pytest.mark.parametrize("kwargs, message", [
    ({"decks": ["green"]}, "a game needs at least two players (CR 100.1)"),
    ({"starting_player": 2}, "starting_player: no player 2: the seats are 0 to 1 (CR 103.1)"),
    ({"starting_player": -1}, "starting_player: no player -1"),
    ({"chooser": 5}, "chooser: no player 5"),
    ({"names": ["Alice", "alice"]}, "two players can't have the same name: Alice, alice"),
    ({"names": ["Alice", ""]}, "a player's name can't be empty: ''"),
    ({"names": ["Alice"]}, "give one name per deck (2 decks, 1 names)"),
])
def test_game_new_rejects_wrong_values(kwargs: dict, message: str) -> None:
    with pytest.raises(ValueError) as err:
        Game.new(**{"decks": ["green", "red"], **kwargs})
    assert str(err.value).startswith(message)


def test_game_new_seed_none_draws_a_seed_that_replays_the_game() -> None:
    game = Game.new(["green", "red"], seed=None)
    seed = game.state.seed
    assert type(seed) is int
    assert Game.new(["green", "red"], seed=seed).to_json() == game.to_json()


def test_questions_about_a_player_who_is_not_there_are_refused(game: Game) -> None:
    before = game.to_json()
    with pytest.raises(ValueError, match="no player 5: the seats are 0 to 1"):
        game.view(5)
    with pytest.raises(ValueError, match=r"no player named 'Carol' \(players: Alice, Bob\)"):
        game.view("Carol")
    with pytest.raises(TypeError, match="a player is a seat number or a name, not 1.0"):
        game.mana_sources(1.0)                   # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no player -1"):
        game.parse("keep", -1)
    assert game.view("bob")["players"][1]["name"] == "Bob"
    assert game.to_json() == before
