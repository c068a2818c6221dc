"""The environment benchmark (`tolaria bench --env`, `tolaria.env.bench`): what it counts
and the command line's answers."""

from __future__ import annotations

import json

import pytest

from tolaria.cli import main
from tolaria.env.bench import env_run


@pytest.mark.parametrize("env", ["aec", "gym"])
def test_env_bench_counts_the_steps_of_whole_episodes(env):
    result = env_run(env, "green-red", seconds=0.0, seed=2, episodes=1)
    data = result.to_json()
    assert data["env"] == env and data["episodes"] == 1
    assert data["steps"] > 10                   # a random game takes many decisions
    assert data["steps_per_s"] > 0 and data["cpu_steps_per_s"] > 0
    # the game takes at least as many decisions as the agent steps (forced ones alone)
    assert data["decisions_per_s"] >= data["steps_per_s"]
    assert "steps/s with observation encoding" in str(result) and "CPU time" in str(result)


def test_env_bench_with_the_same_seed_plays_the_same_episode():
    first = env_run("aec", seconds=0.0, seed=5, episodes=1)
    again = env_run("aec", seconds=0.0, seed=5, episodes=1)
    assert first.steps == again.steps


def test_env_bench_refuses_an_unknown_environment_or_matchup():
    with pytest.raises(ValueError, match="unknown environment 'parallel'"):
        env_run("parallel")
    with pytest.raises(ValueError, match="unknown matchup 'blue'"):
        env_run("aec", "blue")


def test_tolaria_bench_env_prints_one_json_object(capsys):
    assert main(["bench", "--env", "gym", "--games", "1", "--seconds", "0", "--json",
                 "--seed", "3"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["env"] == "gym" and data["episodes"] == 1 and data["steps"] > 0
    assert data["text"] is False


def test_tolaria_bench_env_text_makes_the_text_view(capsys):
    assert main(["bench", "--env", "aec", "--games", "1", "--seconds", "0", "--text"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("aec environment, green-red: 1 episode,")
    assert "and the text view" in out


def test_tolaria_bench_env_refuses_an_unknown_environment(capsys):
    with pytest.raises(SystemExit) as refused:
        main(["bench", "--env", "parallel"])
    assert refused.value.code == 2
    assert "invalid choice" in capsys.readouterr().err
