"""Agents (random, heuristic, human) and the `tolaria` command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tolaria import cli
from tolaria.agents import play_out
from tolaria.agents.heuristic import Fighter, HeuristicAgent, fight
from tolaria.agents.human import HumanAgent
from tolaria.agents.random_agent import RandomAgent
from tolaria.bench import run as run_bench
from tolaria.cards.registry import card_def
from tolaria.data.actions import Action
from tolaria.data.state import GameState, Options
from tolaria.game import Game
from tolaria.rules.zones import create_object

MATCHUPS = [("green", "red"), ("wu", "br")]


def _finished(game: Game) -> None:
    assert game.over
    assert game.decision is None
    living = [p for p in game.state.players if not p.lost]
    if game.winner is None:                 # a draw: nobody is left standing (CR 104.4a)
        assert not living
    else:
        assert [p.name for p in living] == [game.winner]


# -- agents ---------------------------------------------------------------------------------

@pytest.mark.parametrize("decks", MATCHUPS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_agents_finish_games(decks: tuple[str, str], seed: int) -> None:
    game = Game.new(list(decks), seed=seed)
    taken = play_out(game, [RandomAgent(seed), RandomAgent(seed + 100)])
    _finished(game)
    assert taken > 10


@pytest.mark.parametrize("decks", MATCHUPS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_heuristic_agents_finish_games(decks: tuple[str, str], seed: int) -> None:
    game = Game.new(list(decks), seed=seed)
    play_out(game, [HeuristicAgent(), HeuristicAgent()])
    _finished(game)
    assert any("casts" in entry.text for entry in game.log)


@pytest.mark.parametrize("decks", MATCHUPS)
def test_heuristic_beats_random(decks: tuple[str, str]) -> None:
    wins = 0
    for seed in range(4):
        game = Game.new(list(decks), seed=seed)
        play_out(game, [HeuristicAgent(), RandomAgent(seed)])
        wins += game.winner == "Alice"
    assert wins >= 3


def test_random_agent_is_deterministic_from_its_seed() -> None:
    logs = []
    for _ in range(2):
        game = Game.new(["green", "red"], seed=5)
        play_out(game, [RandomAgent(9), RandomAgent(10)])
        logs.append([str(e) for e in game.log])
    assert logs[0] == logs[1]


def test_random_agent_combines_attackers_one_part_per_creature() -> None:
    game = Game.new(["green", "red"], seed=4)
    agents = [RandomAgent(1), RandomAgent(2)]
    declared = []
    while not game.over and len(declared) < 5:
        decision = game.decision
        action = agents[decision.player].choose(game)
        if decision.combinable and action.choice:
            creatures = [pair[0] for pair in action.choice]
            assert len(creatures) == len(set(creatures))
            assert game.is_legal(action)
            declared.append(action)
        game.act(action)
    assert declared


def test_heuristic_never_activates_mana_abilities() -> None:
    for seed in range(3):
        game = Game.new(["green", "red"], seed=seed)
        play_out(game, [HeuristicAgent(), HeuristicAgent()])
        assert not any(" taps " in e.text and " for {" in e.text for e in game.log)


def position(alice: list[str], bob: list[str], life: int = 20) -> Game:
    """Alice's turn 3, beginning of combat, these creatures in play (none summoning sick)."""
    state = GameState(["Alice", "Bob"], 1, Options(starting_player=0, skip_mulligans=True))
    for owner, names in enumerate((alice, bob)):
        for name in names:
            create_object(state, card_def(name), owner, "battlefield").since = owner
        for _ in range(10):
            create_object(state, card_def("Wastes"), owner, "library")
        state.players[owner].kept = True
    state.players[1].life = life
    state.turn, state.active, state.step, state.stage = 3, 0, "declare attackers", "begin"
    game = Game(state)
    game._advance()
    return game


def _names(game: Game, choice: tuple) -> set[str]:
    return {game.state.objects[pair[0]].name for pair in choice}


def test_508_1_heuristic_attacks_only_where_no_blocker_eats_it() -> None:
    game = position(["Grizzly Bears", "Hill Giant"], ["Gray Ogre"])
    action = HeuristicAgent().choose(game)
    assert action.kind == "attack"
    # Bears and Gray Ogre (2/2) would trade; Hill Giant survives a block.
    assert _names(game, action.choice) == {"Grizzly Bears", "Hill Giant"}
    game = position(["Grizzly Bears"], ["Craw Wurm"])
    assert HeuristicAgent().choose(game).choice == ()


def test_509_1_heuristic_chump_blocks_a_lethal_attack() -> None:
    game = position(["Craw Wurm"], ["Llanowar Elves"], life=6)
    wurm = game.state.battlefield[0]
    game.act(Action("attack", 0, choice=((wurm, ("player", 1)),)))
    while game.decision.kind == "priority":
        game.act("pass")
    action = HeuristicAgent().choose(game)
    assert action.kind == "block" and _names(game, action.choice) == {"Llanowar Elves"}


def test_509_1_heuristic_blocks_to_kill_and_survive_but_not_to_die_for_nothing() -> None:
    game = position(["Grizzly Bears", "Hill Giant"], ["Hill Giant", "Llanowar Elves"])
    bears, giant, blocker, elves = game.state.battlefield
    game.act(Action("attack", 0, choice=((bears, ("player", 1)), (giant, ("player", 1)))))
    while game.decision.kind == "priority":
        game.act("pass")
    action = HeuristicAgent().choose(game)
    # Bob's Giant eats the Bears rather than trade with the Giant; the Elves stay home.
    assert action.choice == ((blocker, bears),)


def test_510_fight_first_strike_kills_before_damage_back() -> None:
    striker = Fighter(power=2, left=2, first=True, regular=False, deathtouch=False)
    bear = Fighter(power=2, left=2, first=False, regular=True, deathtouch=False)
    assert fight(striker, bear) == (False, True)
    assert fight(bear, bear) == (True, True)


# -- the command line -----------------------------------------------------------------------

def test_play_prints_a_log_and_a_result(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["play", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "== Turn 1 ==" in out
    assert "[CR 305.1" in out                     # a land was played, with its rule
    assert "wins on turn" in out or "draw" in out


def test_play_with_random_agents_and_built_in_decks(capsys: pytest.CaptureFixture[str]) -> None:
    code = cli.main(["play", "--seed", "2", "--agent", "random", "--deck", "wu", "--deck", "br"])
    assert code == 0
    out = capsys.readouterr().out
    assert "(wu, random) vs" in out and "(br, random)" in out


def test_bench_json_has_the_keys(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["bench", "--games", "3", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"matchup", "games", "games_per_s", "decisions_per_s",
                         "turns_per_game", "copy_ms_median", "cpu_games_per_s",
                         "cpu_decisions_per_s"}
    assert data["matchup"] == "green-red" and data["games"] == 3
    assert data["games_per_s"] > 0 and data["turns_per_game"] > 1


def test_bench_stops_starting_games_after_the_time_limit() -> None:
    result = run_bench("wu-br", games=1000, seconds=0.0, seed=3)
    assert result.games == 1
    assert result.decisions_per_s > 0


def test_unsupported_card_in_deck_file_exits_2(tmp_path, capsys) -> None:
    deck = tmp_path / "orbs.txt"
    deck.write_text("4 Chaos Orb\n56 Island\n")           # a card the rules can't play
    assert cli.main(["play", "--deck", str(deck), "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert "Chaos Orb" in err
    assert "Traceback" not in err


def test_unknown_card_in_deck_file_exits_2(tmp_path, capsys) -> None:
    deck = tmp_path / "typo.txt"
    deck.write_text("4 Lightnin Bolt\n56 Mountain\n")
    assert cli.main(["play", "--deck", str(deck)]) == 2
    assert "Lightnin Bolt" in capsys.readouterr().err


def test_scenario_command_runs_files(capsys: pytest.CaptureFixture[str]) -> None:
    scenarios = Path(__file__).parent / "scenarios"
    path = next(iter(sorted(scenarios.glob("cr305_2b*.yaml"))))
    assert cli.main(["scenario", str(path)]) == 0
    assert capsys.readouterr().out.startswith("PASS")


def test_cards_show(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["cards", "show", "lightning", "bolt"]) == 0
    out = capsys.readouterr().out
    assert "Lightning Bolt" in out and "Supported: yes" in out
    assert cli.main(["cards", "show", "Chaos Orb"]) == 0
    assert "Supported: no" in capsys.readouterr().out
    assert cli.main(["cards", "show", "Lightnin Blot"]) == 2
    assert "did you mean" in capsys.readouterr().err


# -- the human agent ------------------------------------------------------------------------

def _scripted(lines: list[str]):
    replies = iter(lines)

    def read(prompt: str) -> str:
        try:
            return next(replies)
        except StopIteration:
            raise EOFError from None
    return read


def test_human_answers_a_bad_line_with_the_reason_then_takes_a_number(monkeypatch, capsys):
    game = Game.new(["green", "red"], seed=1, starting_player=0)
    assert game.decision.kind == "mulligan"
    monkeypatch.setattr("builtins.input", _scripted(["play Forest", "42", "1"]))
    action = HumanAgent().choose(game)
    out = capsys.readouterr().out
    assert "there is no action 42" in out
    assert "Alice" in out and "hand:" in out          # the board was shown
    assert action == game.legal_actions()[0]
    game.act(action)


def test_human_refused_action_gets_the_rule_and_eof_concedes(monkeypatch, capsys):
    game = Game.new(["green", "red"], seed=1, starting_player=0, skip_mulligans=True)
    while game.state.step != "precombat main":
        game.act("pass")
    land = next(i for i in game.state.players[0].hand
                if "Land" in game.state.objects[i].card.types)
    game.act(Action("play", 0, land))
    name = game.state.objects[next(i for i in game.state.players[0].hand
                                   if "Land" in game.state.objects[i].card.types)].name
    monkeypatch.setattr("builtins.input", _scripted([f"play {name}"]))
    action = HumanAgent().choose(game)
    assert "305.2" in capsys.readouterr().out        # one land a turn
    assert action == Action("concede", 0)
    game.act(action)
    assert game.over and game.winner == "Bob"


# -- Ctrl-C ---------------------------------------------------------------------------------

def _interrupted(args) -> int:
    raise KeyboardInterrupt


@pytest.mark.parametrize("argv, runner", [
    (["play", "--seed", "1"], "_play"),
    (["play", "--match"], "_play"),
    (["scenario", "x.yaml"], "_scenario"),
    (["cards", "show", "Lightning Bolt"], "_cards_show"),
    (["cards", "search", "bolt"], "_cards_search"),
    (["cards", "coverage"], "_cards_coverage"),
    (["cards", "import", "AtomicCards.json"], "_cards_import"),
    (["bench", "--games", "1"], "_bench"),
])
def test_ctrl_c_ends_any_command_with_a_message_and_status_130(
        argv: list[str], runner: str, monkeypatch, capsys) -> None:
    monkeypatch.setattr(cli, runner, _interrupted)
    assert cli.main(argv) == 130
    captured = capsys.readouterr()
    assert captured.err.strip() == "tolaria: interrupted"
    assert "Traceback" not in captured.out + captured.err


def test_ctrl_c_while_a_human_is_asked_ends_the_game_quietly(monkeypatch, capsys) -> None:
    def ctrl_c(prompt: str) -> str:
        raise KeyboardInterrupt
    monkeypatch.setattr("builtins.input", ctrl_c)
    assert cli.main(["play", "--seed", "1", "--agent", "human", "--agent", "random"]) == 130
    assert capsys.readouterr().err.endswith("tolaria: interrupted\n")
