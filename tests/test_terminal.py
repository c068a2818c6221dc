"""Playing by hand in the terminal: passing priority like Arena and MTGO (`tolaria.autopass`),
the board a person sees (`tolaria.terminal`), the human agent driven by scripted input as a
person would type, `tolaria play --save` and `tolaria replay`."""

from __future__ import annotations

import json

import pytest

from tolaria import Action, Game, cli
from tolaria.agents import HeuristicAgent, HumanAgent, play_out
from tolaria.autopass import FULL_CONTROL, Stops, Until, auto_pass, in_combat, until
from tolaria.scenario import build_game, load_scenario, run_scenario
from tolaria.terminal import BoardPrinter, Screen, board_text, plain, shared_ids


def position(text: str) -> Game:
    return build_game(load_scenario(text))


def played(text: str) -> Game:
    result = run_scenario(load_scenario(text))
    assert result.passed, result.failures
    assert result.game is not None
    return result.game


def scripted(lines: list[str], prompts: list[str] | None = None):
    """A `read` that answers with `lines`, then ends the input (EOF)."""
    replies = iter(lines)

    def read(prompt: str) -> str:
        if prompts is not None:
            prompts.append(prompt)
        try:
            return next(replies)
        except StopIteration:
            raise EOFError from None
    return read


def person(lines: list[str], stops: Stops | None = None) -> tuple[HumanAgent, list[str]]:
    """A human agent reading `lines`; what it prints is collected in the returned list."""
    out: list[str] = []
    return HumanAgent(read=scripted(lines), write=out.append, stops=stops), out


def pass_until(game: Game, seat: int, step: str) -> None:
    while not (game.state.step == step and game.decision.player == seat):
        game.act("pass")


# -- tolaria.autopass: where a person is asked --------------------------------------------------

def main_phase_game() -> Game:
    """Alice's turn 1 upkeep, no mulligans."""
    return Game.new(["green", "red"], seed=1, starting_player=0, skip_mulligans=True)


def test_117_3a_priority_passed_at_steps_without_a_stop_asked_at_main_phases():
    game = main_phase_game()
    assert game.state.step == "upkeep"
    assert auto_pass(game, 0) == Action("pass", 0)               # no stop in her upkeep
    pass_until(game, 0, "precombat main")
    assert auto_pass(game, 0) is None                           # a stop: she is asked
    assert auto_pass(game, 0, Stops(mine=frozenset())) == Action("pass", 0)


def test_117_3a_stop_asks_even_with_nothing_but_pass_and_mana_abilities():
    game = main_phase_game()
    pass_until(game, 0, "precombat main")
    game.act("play Forest")
    assert {a.kind for a in game.legal_actions()} <= {"pass", "activate"}
    assert auto_pass(game, 0) is None                          # her main phase: a stop
    game.act("pass")
    pass_until(game, 1, "end")                                 # Bob's end step: his turn's
    assert auto_pass(game, 1) is None                           # a stop for him (theirs)...
    assert auto_pass(game, 1, Stops(theirs=frozenset())) == Action("pass", 1)


def test_only_priority_decisions_of_the_seat_are_ever_passed():
    game = Game.new(["green", "red"], seed=1, starting_player=0)
    assert game.decision.kind == "mulligan"
    assert auto_pass(game, 0, Stops(*(frozenset(),) * 3)) is None
    assert auto_pass(game, 1) is None                            # not Bob's decision


BOLT_AT_BEARS = """
turn: 3
active: Bob
players:
  Alice:
    hand: [Giant Growth]
    battlefield: [Forest, Grizzly Bears]
  Bob:
    hand: [Lightning Bolt]
    battlefield: [Mountain]
actions:
  - "Bob: cast Lightning Bolt targeting Grizzly Bears"
"""


def test_117_3c_asked_to_respond_to_an_opponent_s_spell_when_something_can_be_done():
    game = played(BOLT_AT_BEARS)
    game.act("pass")                                   # Bob passes: Alice may respond
    assert game.decision.player == 0 and game.state.stack
    assert auto_pass(game, 0) is None                  # Giant Growth can answer the Bolt
    game.act("cast Giant Growth targeting Grizzly Bears")
    assert auto_pass(game, 0) == Action("pass", 0)     # her own spell on top: let it resolve


def test_117_3c_an_opponent_s_spell_that_cannot_be_answered_is_passed():
    game = played(BOLT_AT_BEARS.replace("hand: [Giant Growth]", "hand: [Craw Wurm]"))
    game.act("pass")
    assert game.decision.player == 0 and game.state.stack
    assert auto_pass(game, 0) == Action("pass", 0)


ATTACKED = """
turn: 3
active: Bob
step: declare attackers
players:
  Alice:
    battlefield: [Forest, Grizzly Bears]
  Bob:
    battlefield: [Hill Giant, Mountain]
actions:
  - "Bob: attack with Hill Giant"
"""


def test_509_combat_stop_when_attacked_and_not_otherwise():
    game = played(ATTACKED)
    assert in_combat(game, 0) and in_combat(game, 1)
    game.act("pass")
    game.act("pass")                                   # on to declare blockers
    game.act("block with nothing")
    assert game.state.step == "declare blockers"
    pass_until(game, 0, "declare blockers")
    assert auto_pass(game, 0) is None                  # a combat Alice is in
    assert auto_pass(game, 0, Stops(combat=frozenset())) == Action("pass", 0)
    quiet = played(ATTACKED.replace("  - \"Bob: attack with Hill Giant\"\n",
                                    "  - \"Bob: attack with nothing\"\n"))
    assert not in_combat(quiet, 0)


def test_pass_until_end_of_turn_passes_stops_and_ends_with_the_turn():
    game = main_phase_game()
    pass_until(game, 0, "precombat main")
    standing = until(game, "end of turn")
    assert standing == Until("end of turn", 1, ())
    assert auto_pass(game, 0, standing=standing) == Action("pass", 0)
    while game.state.turn == 1:
        game.act("pass" if game.decision.kind == "priority" else game.legal_actions()[0])
    assert not standing.holds(game)
    pass_until(game, 0, "end")
    assert auto_pass(game, 0, standing=standing) is None        # its end step: a stop again


def test_pass_until_something_happens_ends_when_an_object_is_put_on_the_stack():
    game = played(BOLT_AT_BEARS.replace("  - \"Bob: cast Lightning Bolt targeting Grizzly "
                                        "Bears\"\n", ""))
    pass_until(game, 0, "precombat main")
    standing = until(game, "something happens")
    assert auto_pass(game, 0, FULL_CONTROL, standing) == Action("pass", 0)
    game.act("pass")
    game.act("cast Lightning Bolt targeting Grizzly Bears")
    game.act("pass")
    assert not standing.holds(game)
    assert auto_pass(game, 0, Stops(*(frozenset(),) * 3), standing) is None   # it happened


def test_stops_name_real_steps():
    with pytest.raises(ValueError, match="no step 'lunch'"):
        Stops(mine=frozenset({"lunch"}))
    with pytest.raises(ValueError, match="no step 'lunch'"):
        Stops().changed("lunch", "mine", True)
    stops = Stops().changed("upkeep", "theirs", True).changed("end", "theirs", False)
    assert stops.theirs == frozenset({"upkeep"})
    assert "their turns: upkeep" in stops.describe()


# -- the board: what a player sees ----------------------------------------------------------------

PACIFIED = """
turn: 3
players:
  Alice:
    hand: [Healing Salve]
    battlefield:
      - Plains
      - Plains
      - {card: Pacifism, attached_to: bears}
      - Raging Goblin
  Bob:
    battlefield:
      - Raging Goblin
      - {card: Grizzly Bears, alias: bears, damage: 1, counters: {"+1/+1": 2}}
    graveyard: [Lightning Bolt, Shock]
    exile: [Hill Giant]
"""


def pacified() -> Game:
    return position(PACIFIED)


def test_303_4_the_board_says_what_an_aura_is_attached_to_and_each_permanent_s_state():
    game = pacified()
    board = board_text(game.view(0))
    bears = next(i for i in game.state.battlefield
                 if game.state.objects[i].name == "Grizzly Bears")
    assert "Pacifism · attached to Grizzly Bears" in board
    assert "Grizzly Bears 4/4 · 1 damage · 2 +1/+1 counters" in board
    assert "Bob: 20 life · hand 0 · library" in board and "graveyard 2 · exile 1" in board
    goblins = [i for i in game.state.battlefield
               if game.state.objects[i].name == "Raging Goblin"]
    for goblin in goblins:                                   # the same name: told apart
        assert f"Raging Goblin#{goblin} 1/1" in board
    assert "lands: Plains ×2" in board
    assert bears not in shared_ids(game.view(0))


def test_707_2_identical_permanents_are_named_alike_on_the_board_and_in_the_actions():
    game = position(PACIFIED.replace("hand: [Healing Salve]", "hand: [Lightning Bolt]")
                    .replace("- Plains\n      - Plains", "- Mountain"))
    agent, out = person(["show Raging Goblin", "gy Bob", "exile", "1"])
    agent.choose(game)
    text = "\n".join(out)
    goblins = [i for i in game.state.battlefield
               if game.state.objects[i].name == "Raging Goblin"]
    for goblin in goblins:
        assert f"Raging Goblin#{goblin} 1/1" in text                      # on the board
        assert f"cast Lightning Bolt targeting Raging Goblin#{goblin}" in text   # an action
    assert f"Raging Goblin#{goblins[0]}  {{R}}  (Alice's battlefield)" in text   # `show`
    assert "Haste" in text and "1/1 as printed" in text
    assert "Bob's graveyard (top last): Lightning Bolt, Shock" in text   # `gy Bob`
    assert "Bob's exile: Hill Giant" in text and "Alice's exile: empty" in text


def test_700_2_a_modal_spell_is_listed_with_its_modes_text_and_shown_so_on_the_stack():
    game = position(PACIFIED)
    agent, out = person(["cast Healing Salve mode 1 targeting Alice"])
    action = agent.choose(game)
    listed = "\n".join(out)
    assert "cast Healing Salve mode 1 targeting Alice — Target player gains 3 life." in listed
    assert any("mode 2" in line and "Prevent the next 3 damage" in line for line in out)
    game.act(action)
    assert game.mode_texts(action) == ("Target player gains 3 life.",)
    stack = board_text(game.view(1))
    assert "Healing Salve (Alice) — Target player gains 3 life. targeting Alice" in stack


def test_603_3c_a_modal_trigger_s_modes_are_listed_with_their_text():
    game = position("""
turn: 3
players:
  Alice:
    hand: [Inquisitor Exarch]
    battlefield: [Plains, Plains]
  Bob: {}
""")
    game.act("cast Inquisitor Exarch")
    while game.decision.kind == "priority":
        game.act("pass")
    assert game.decision.kind == "mode"
    agent, out = person(["2"])
    assert agent.choose(game) == game.parse("choose 2")
    listed = "\n".join(out)
    assert "choose 1 — You gain 2 life." in listed
    assert "choose 2 — Target opponent loses 2 life." in listed


def test_only_what_changed_is_printed_between_decisions():
    game = main_phase_game()
    pass_until(game, 0, "precombat main")
    agent, out = person(["play Forest", ""])
    game.act(agent.choose(game))
    first = list(out)
    assert any(line.startswith("Bob: 20 life") for line in first)          # the whole board
    out.clear()
    agent.choose(game)
    assert "  Alice plays Forest" in out                                 # the event
    assert any(line.startswith("Alice: 20 life · hand 6") for line in out)   # her section
    assert not any(line.startswith("Bob:") for line in out)             # Bob's: unchanged
    assert not any(line.startswith("stack") for line in out)


def test_the_board_is_plain_text_off_a_terminal_and_coloured_on_one(capsys):
    game = main_phase_game()
    pass_until(game, 0, "precombat main")
    HumanAgent(read=scripted(["1"])).choose(game)
    plain_out = capsys.readouterr().out
    assert "\x1b" not in plain_out and "Alice: priority" in plain_out
    Screen(color=True).show(BoardPrinter().changes(game.view(0)))
    coloured = capsys.readouterr().out
    assert "\x1b[" in coloured and "20 life" in coloured


# -- the human agent, driven as a person would ----------------------------------------------

def test_a_whole_game_by_hand_takes_far_fewer_prompts_than_decisions():
    """Always Enter (pass, or the first action): the person is asked at their stops and
    when attacked; every other decision of theirs is passed for them."""
    game = Game.new(["green", "red"], seed=1)
    prompts: list[str] = []
    decisions = 0

    class Counting(HumanAgent):
        __slots__ = ()

        def choose(self, game: Game) -> Action:
            nonlocal decisions
            decisions += 1
            return super().choose(game)

    human = Counting(read=scripted(["1"] * 400, prompts), write=lambda s: None)
    play_out(game, [human, HeuristicAgent()])
    assert game.over and len(game.history) > 100
    assert 10 < len(prompts) < decisions / 3


def test_508_8_enter_declares_no_attackers_and_numbers_combine_attackers():
    game = played(ATTACKED.replace("active: Bob", "active: Alice").replace(
        "  - \"Bob: attack with Hill Giant\"\n", ""))
    assert game.decision.kind == "attackers"
    agent, out = person(["2"])
    action = agent.choose(game)
    assert action.kind == "attack" and len(action.choice) == 1
    assert any("numbers of the parts to combine" in line and "Enter: attack with nothing"
               in line for line in out)
    agent, out = person([""])
    assert agent.choose(game) == Action("attack", 0, choice=())


def test_enter_where_there_is_nothing_to_pass_asks_again_saying_why():
    game = Game.new(["green", "red"], seed=1, starting_player=0)
    agent, out = person(["", "keep"])
    assert agent.choose(game) == Action("keep", 0)
    assert any("Enter passes only when you have priority" in line for line in out)


def test_commands_log_mana_stops_end_wait_board_help_and_bad_ones():
    game = main_phase_game()
    pass_until(game, 0, "precombat main")
    game.act("play Forest")
    agent, out = person(["log 2", "mana", "stop their upkeep", "unstop my postcombat main",
                         "stop lunch", "stops", "board", "help", "show Shivan Dragon",
                         "log x", "end"])
    action = agent.choose(game)
    text = "\n".join(out)
    assert "Alice plays Forest [CR 305.1" in text                       # `log 2`
    assert "activate Forest" in text                                      # `mana`
    assert "their turns: upkeep, end" in text                            # `stop ...`
    assert "your turn: precombat main\n" in text + "\n"                  # `unstop ...`
    assert "the steps: untap, upkeep" in text                            # a bad step
    assert "Bob: 20 life" in text                                        # `board`
    assert "pass until end of turn" in text                              # `help`
    assert "no card named 'Shivan Dragon' that you can see" in text     # hidden or absent
    assert "log N" in text
    assert action == Action("pass", 0) and agent.standing is not None   # `end`
    assert agent.stops.theirs == frozenset({"upkeep", "end"})
    agent._read = scripted([])               # asked again, it would concede (end of input)
    game.act(action)
    while game.state.turn == 1:
        if game.decision.player == 0:
            assert agent.choose(game) == Action("pass", 0)      # the rest of the turn
        game.act("pass" if game.decision.kind == "priority" else game.legal_actions()[0])
    assert agent.standing is not None and not agent.standing.holds(game)
    waiting, _ = person(["wait"], agent.stops)
    pass_until(game, 0, "upkeep")                       # Bob's upkeep: her new stop
    assert waiting.choose(game) == Action("pass", 0)
    assert waiting.standing == Until("something happens", 2, ())


def test_save_then_replay_steps_forward_and_back(tmp_path, monkeypatch, capsys):
    save = tmp_path / "game.json"
    monkeypatch.setattr("builtins.input", scripted(["1"] * 400))
    assert cli.main(["play", "--agent", "human", "--agent", "heuristic", "--seed", "2",
                     "--save", str(save)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and f"Saved to {save}" in out
    game = Game.from_json(save.read_text())
    assert game.over and game.history
    monkeypatch.setattr("builtins.input", scripted(["", "", "b", "n", "10", "turn", "board",
                                                    "show Mountain", "log 2", "?", "last",
                                                    "", "first", "q"]))
    assert cli.main(["replay", str(save), "--as", "Bob"]) == 0
    out = capsys.readouterr().out
    assert "Seen by Bob" in out
    assert "Step 0 of" in out and "Step 1 of" in out and "Step 10 of" in out
    assert f"Step {len(game.history)} of {len(game.history)}" in out
    assert "the end of the game's history" in out
    assert "  b              back one action" in out
    assert "\x1b" not in out


def test_replay_refuses_a_missing_file_an_unknown_player_and_a_save_without_a_start(
        tmp_path, capsys):
    assert cli.main(["replay", str(tmp_path / "nothing.json")]) == 2
    assert "can't read" in capsys.readouterr().err
    game = Game.new(["green", "red"], seed=1)
    save = tmp_path / "g.json"
    save.write_text(game.to_json())
    assert cli.main(["replay", str(save), "--as", "Carol"]) == 2
    assert "no player named 'Carol'" in capsys.readouterr().err
    data = json.loads(game.to_json())
    data["decks"] = None
    save.write_text(json.dumps(data))
    assert cli.main(["replay", str(save)]) == 2
    assert "no recorded start" in capsys.readouterr().err


def test_plain_renders_segments():
    assert plain([("a", "me"), ("b", "")]) == "ab" and plain("c") == "c"


def test_719_3b_the_board_shows_a_solved_case():
    game = position("""
name: a solved Case
rules_tested: ["719.3b"]
players:
  Alice:
    battlefield:
      - {card: Case of the Crimson Pulse, designations: [solved]}
      - Case of the Trampled Garden
  Bob: {}
""")
    board = board_text(game.view(1))
    assert "Case of the Crimson Pulse · solved" in board      # public (CR 719.3b)
    assert "Case of the Trampled Garden · solved" not in board
