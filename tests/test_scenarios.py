"""Every scenario file in tests/scenarios/ must pass (SCENARIOS.md).

Each file checks one rules outcome and names its CR rules in `name` and
`rules_tested`. Scenarios that fail because of a known engine or card-data
bug stay (the scenario is right) and are listed in KNOWN_ENGINE_BUGS, which
marks them strict xfail: remove the entry once the bug is fixed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tolaria.scenario import ScenarioError, load_scenario, main, run_scenario

SCENARIOS = Path(__file__).parent / "scenarios"

KNOWN_ENGINE_BUGS: dict[str, str] = {}


def _params() -> list:
    out = []
    for path in sorted(SCENARIOS.glob("*.yaml")):
        marks = []
        if path.name in KNOWN_ENGINE_BUGS:
            marks.append(pytest.mark.xfail(strict=True, reason=KNOWN_ENGINE_BUGS[path.name]))
        out.append(pytest.param(path, id=path.stem, marks=marks))
    return out


@pytest.mark.parametrize("path", _params())
def test_scenario(path: Path) -> None:
    result = run_scenario(load_scenario(path))
    assert result.passed, "\n".join([result.name, *result.failures])


def test_known_bug_entries_name_existing_files() -> None:
    for name in KNOWN_ENGINE_BUGS:
        assert (SCENARIOS / name).exists(), name


def test_every_scenario_names_its_rules() -> None:
    for path in SCENARIOS.glob("*.yaml"):
        sc = load_scenario(path)
        assert sc.rules_tested and "CR" in sc.name, path.name


# -- the runner itself ---------------------------------------------------------------------

GOOD = """\
name: "CR 305.2b: one land a turn"
turn: 3
players:
  Alice:
    hand: [Forest, Forest]
  Bob: {}
actions:
  - "Alice: play Forest"
  - "!Alice: play Forest"
expect:
  players:
    Alice:
      hand: [Forest]
      lands_played: 1
"""


def _invalid(text: str) -> str:
    with pytest.raises(ScenarioError) as err:
        load_scenario(text)
    return str(err.value)


def test_unknown_card_is_reported_with_its_line_and_suggestions() -> None:
    message = _invalid(GOOD.replace("hand: [Forest, Forest]", "hand: [Grizly Bears]"))
    assert "line 5" in message and "players.Alice.hand[0]" in message
    assert "Grizzly Bears" in message                     # the suggestion


def test_unknown_keys_are_reported_everywhere() -> None:
    assert "unknown key 'hands'" in _invalid(GOOD.replace("hand: [Forest, Forest]",
                                                          "hands: [Forest]"))
    assert "unknown key 'lifes'" in _invalid(GOOD.replace("lands_played: 1", "lifes: 1"))
    assert "line 2" in _invalid(GOOD.replace("turn: 3", "tunr: 3"))


def test_719_3b_designations_are_for_permanents_and_known_ones() -> None:
    solved = "hand: [{card: Forest, designations: [solved]}]"
    assert "applies to permanents only" in _invalid(GOOD.replace("hand: [Forest, Forest]",
                                                                 solved))
    bogus = "battlefield: [{card: Forest, designations: [sleepy]}]"
    assert "unknown designation 'sleepy'" in _invalid(GOOD.replace("hand: [Forest, Forest]",
                                                                   bogus))


def test_a_chosen_player_needs_a_card_that_chooses_one_and_a_player() -> None:
    for card, who in (("Grizzly Bears", "Bob"), ("Stuffy Doll", "Carol")):
        message = _invalid(GOOD.replace("  Bob: {}", "  Bob:\n    battlefield: [{card: "
                                        f"{card}, chosen_player: {who}}}]"))
        assert "chosen_player" in message and "CR 607.2d" in message


def test_bad_yaml_and_bad_lines_are_reported() -> None:
    assert "not valid YAML" in _invalid("players: [Alice\n")
    message = _invalid(GOOD.replace('"Alice: play Forest"', '"Carol: play Forest"'))
    assert "line 8" in message and "no player named 'Carol'" in message
    assert "unknown step" in _invalid(GOOD.replace("turn: 3", "turn: 3\nstep: main 1"))


def test_bad_action_text_fails_with_its_line() -> None:
    result = run_scenario(load_scenario(GOOD.replace('"Alice: play Forest"',
                                                     '"Alice: play Forrest"')))
    assert not result.passed
    assert "line 8" in result.failures[0] and "'Forrest'" in result.failures[0]


def test_failed_expectations_say_expected_and_found() -> None:
    result = run_scenario(load_scenario(GOOD.replace("lands_played: 1", "lands_played: 2")))
    assert result.failures == [
        "line 14 (expect.players.Alice.lands_played): expected 2, found 1"]


def test_a_refusal_that_was_legal_fails() -> None:
    text = GOOD.replace('  - "!Alice: play Forest"\n', "").replace(
        '"Alice: play Forest"', '"!Alice: play Forest"')
    result = run_scenario(load_scenario(text))
    assert "expected to be refused, but it was legal" in result.failures[0]


def test_an_action_by_the_wrong_player_fails() -> None:
    result = run_scenario(load_scenario(GOOD.replace('"!Alice: play Forest"',
                                                     '"!Bob: pass"')))
    assert "waiting for Alice" in result.failures[0]


def test_advance_stops_at_the_step_and_refuses_untap() -> None:
    text = GOOD + "  step: end\n  turn: 3\n"
    refused = '  - "!Alice: play Forest"\n'
    text = text.replace(refused, refused + "  - advance to end\n")
    assert run_scenario(load_scenario(text)).passed
    bad = GOOD.replace("actions:\n", "actions:\n  - advance to untap\n")
    assert "untap" in run_scenario(load_scenario(bad)).failures[0]


def test_main_prints_each_path_with_pass_or_fail_a_total_and_the_exit_code(
        tmp_path: Path, capsys) -> None:
    good = tmp_path / "good.yaml"
    good.write_text(GOOD)
    bad = tmp_path / "bad.yaml"
    bad.write_text(GOOD.replace("lands_played: 1", "lands_played: 2"))
    broken = tmp_path / "broken.yaml"
    broken.write_text("players: {Alice: {hand: [Nope Card]}, Bob: {}}\n")
    assert main([str(good)]) == 0
    assert capsys.readouterr().out == (f"PASS {good} (CR 305.2b: one land a turn)\n"
                                       "1 passed, 0 failed\n")
    assert main([str(good), str(bad), str(broken)]) == 1
    out = capsys.readouterr().out
    assert f"PASS {good} (CR 305.2b: one land a turn)\n" in out
    assert f"FAIL {bad} (CR 305.2b: one land a turn)\n  line 14" in out
    assert f"FAIL {broken}\n" in out and "Traceback" not in out
    assert out.endswith("\n1 passed, 2 failed\n")


def test_main_leaves_out_the_name_when_it_is_the_file_stem(tmp_path: Path, capsys) -> None:
    plain = tmp_path / "plain.yaml"
    plain.write_text(GOOD.replace('name: "CR 305.2b: one land a turn"\n', ""))
    assert main([str(tmp_path)]) == 0                    # a directory: its .yaml files
    assert capsys.readouterr().out == f"PASS {plain}\n1 passed, 0 failed\n"


def test_a_refused_action_is_reported_instead_of_the_expectations_after_it() -> None:
    text = GOOD.replace("hand: [Forest, Forest]", "hand: [Lightning Bolt]").replace(
        '  - "Alice: play Forest"\n  - "!Alice: play Forest"\n',
        '  - "Alice: cast Lightning Bolt targeting Bob"\n').replace(
        "      hand: [Forest]\n", "      hand: []\n")
    result = run_scenario(load_scenario(text))
    assert result.failures == [
        "line 8: 'Alice: cast Lightning Bolt targeting Bob': refused: "
        "Alice can't pay {R} (CR 601.2h)",
        "the expectations after it aren't checked"]


def test_a_failed_line_without_expectations_says_nothing_more() -> None:
    text = GOOD[:GOOD.index("expect:")].replace('"!Alice: play Forest"', '"Alice: play Forest"')
    result = run_scenario(load_scenario(text))
    assert len(result.failures) == 1 and "refused" in result.failures[0]
    assert "305.2b" in result.failures[0]


@pytest.mark.parametrize("card, kind", [("Lightning Bolt", "an instant"),
                                        ("Mind Rot", "a sorcery")])
def test_110_4_an_instant_or_sorcery_set_up_on_the_battlefield_is_an_error(
        card: str, kind: str) -> None:
    message = _invalid(GOOD.replace("Bob: {}", f"Bob:\n    battlefield: [{card}]"))
    assert f"line 7 (players.Bob.battlefield[0]): {card} is {kind} card, not a permanent" \
        in message
    message = _invalid(GOOD.replace("Bob: {}", f"Bob:\n    battlefield: [{{card: {card}}}]"))
    assert "players.Bob.battlefield[0].card" in message and card in message


def test_110_4_instants_and_sorceries_may_be_set_up_elsewhere() -> None:
    text = GOOD.replace("Bob: {}", "Bob:\n    graveyard: [Lightning Bolt]\n"
                                   "    exile: [Mind Rot]")
    assert run_scenario(load_scenario(text)).passed
