"""The reinforcement-learning environments (`tolaria.env`): the PettingZoo and Gymnasium
checkers, seeds, action masks, observations made of what the seat may see (CR 400.2),
declarations built part by part (CR 508.1, 509.1) and answers element by element."""

from __future__ import annotations

import typing
import warnings

import gymnasium
import numpy as np
import pytest
from boards import board, ids
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

from tolaria import Action, Game, catalog
from tolaria.agents import RandomAgent
from tolaria.data.actions import DecisionKind
from tolaria.data.state import STEPS
from tolaria.env import ENV_ID, GymEnv, aec_env, card_id, vocabulary_size
from tolaria.env.encoding import (
    ACTION,
    DECISION_KINDS,
    OBJECT,
    Encoder,
    Layout,
)
from tolaria.env.encoding import STEPS as ENV_STEPS
from tolaria.env.episode import Episode, Settings

A = {name: i for i, name in enumerate(ACTION)}
OBJ = {name: i for i, name in enumerate(OBJECT)}


def random_option(observation: dict[str, np.ndarray], rng: np.random.Generator) -> int:
    return int(rng.choice(np.flatnonzero(observation["action_mask"])))


def play_aec(env, seed: int, limit: int = 100_000) -> list[tuple]:
    """Play one episode with random options; the (agent, observation, reward) seen."""
    rng = np.random.default_rng(seed)
    env.reset(seed=seed)
    seen = []
    for agent in env.agent_iter(limit):
        observation, reward, terminated, truncated, _ = env.last()
        seen.append((agent, observation, reward))
        env.step(None if terminated or truncated else random_option(observation, rng))
    return seen


def episode_at(game: Game, max_actions: int = 64) -> Episode:
    """An episode playing on a copy of `game`."""
    episode = Episode(Settings(players=len(game.state.players), max_actions=max_actions))
    episode.start(0, game)
    return episode


def tables(episode: Episode, seat: int) -> dict[str, np.ndarray]:
    return episode.encoder.layout.split(episode.observe(seat)["observation"])


# -- the checkers ---------------------------------------------------------------------------

def test_pettingzoo_api_test_passes():
    api_test(aec_env(seed=1), num_cycles=1000)


def test_pettingzoo_api_test_passes_with_three_players_who_leave_the_game():
    """CR 800.4a: a player who loses leaves; their agent is done while the others play."""
    api_test(aec_env(decks=("green", "red", "wu"), players=3, seed=2), num_cycles=1500)


def test_gymnasium_check_env_passes_without_warnings():
    env = gymnasium.make(ENV_ID, render_mode="ansi")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(env.unwrapped)
    assert [str(w.message) for w in caught] == []


def test_gymnasium_make_passes_arguments():
    env = gymnasium.make(ENV_ID, opponent="heuristic", decks=("wu", "br"), max_actions=32)
    observation, info = env.reset(seed=3)
    assert observation["action_mask"].shape == (32,)
    assert isinstance(env.unwrapped, GymEnv) and info["seat"] == 0


# -- seeds ------------------------------------------------------------------------------------

def _same(a: list[tuple], b: list[tuple]) -> bool:
    return len(a) == len(b) and all(
        x[0] == y[0] and x[2] == y[2] and np.array_equal(x[1]["observation"], y[1]["observation"])
        and np.array_equal(x[1]["action_mask"], y[1]["action_mask"]) for x, y in zip(a, b, strict=True))


def test_the_same_seed_plays_the_same_episode():
    first = play_aec(aec_env(seed=5), seed=11)
    again = play_aec(aec_env(seed=6), seed=11)
    other = play_aec(aec_env(seed=5), seed=12)
    assert _same(first, again)
    assert not _same(first, other)


def test_gym_seed_reproduces_the_episode_and_the_opponents_choices():
    def run(seed: int) -> list[float]:
        env = GymEnv(opponent="random", seed=seed)
        rng = np.random.default_rng(0)
        observation, info = env.reset()
        trace = [float(observation["observation"].sum())]
        done = False
        while not done:
            observation, reward, terminated, truncated, info = env.step(
                random_option(observation, rng))
            trace.append(float(observation["observation"].sum()) + reward)
            done = terminated or truncated
        return trace

    assert run(8) == run(8)
    assert run(8) != run(9)


def test_game_seed_replays_the_game():
    env = aec_env(seed=4)
    env.reset()
    game = Game.new(["green", "red"], seed=env.game_seed)
    assert game.to_json() == env.game.to_json()


# -- a whole episode ---------------------------------------------------------------------------

def test_a_random_episode_runs_to_the_end_with_plus_and_minus_one():
    env = aec_env(seed=3)
    seen = play_aec(env, seed=3)
    assert env.game.over and not env.agents
    finals = {agent: reward for agent, _, reward in seen if reward}
    winner = env.game.winner
    assert winner is not None                       # random green-red games end in a win
    index = env.game.player_index(winner)
    assert finals == {f"player_{index}": 1.0, f"player_{1 - index}": -1.0}


def test_800_4a_a_player_who_loses_is_done_while_the_others_play():
    env = aec_env(decks=("green", "red", "wu"), players=3, seed=2)
    env.reset(seed=2)
    rng = np.random.default_rng(2)
    results: dict[str, tuple[float, bool]] = {}
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        if terminated:
            results[agent] = (reward, env.game.over)
        env.step(None if terminated or truncated else random_option(observation, rng))
    assert sorted(r for r, _ in results.values()) == [-1.0, -1.0, 1.0]
    assert any(not over for _, over in results.values())     # one left before the end
    winner = env.game.player_index(env.game.winner)
    assert results[f"player_{winner}"] == (1.0, True)


def test_gym_episode_ends_with_the_result_of_the_learning_seat():
    env = GymEnv(opponent="heuristic", seed=1, seat=1)
    rng = np.random.default_rng(1)
    observation, _ = env.reset()
    total, done = 0.0, False
    while not done:
        observation, reward, terminated, truncated, _ = env.step(random_option(observation, rng))
        total += reward
        done = terminated or truncated
    assert terminated and env.game.over
    assert total == (1.0 if env.game.winner == "Bob" else -1.0)
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)


def test_shaped_rewards_add_up_to_the_result_minus_the_first_potential():
    """Potential-based shaping telescopes: the return is the result minus
    shaping * phi(start) (tolaria.env.rewards)."""
    env = aec_env(seed=2, shaping=0.5)
    env.reset(seed=2)
    start = {agent: env._potentials[agent] for agent in env.agents}
    returns = dict.fromkeys(env.agents, 0.0)
    rng = np.random.default_rng(2)
    shaped = False
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        returns[agent] += reward
        shaped = shaped or (reward not in (0.0, 1.0, -1.0))
        env.step(None if terminated or truncated else random_option(observation, rng))
    winner = env.game.player_index(env.game.winner)
    for agent, total in returns.items():
        result = 1.0 if agent == f"player_{winner}" else -1.0
        assert total == pytest.approx(result - 0.5 * start[agent])
    assert shaped


def test_truncated_after_max_steps():
    env = aec_env(seed=1, max_steps=30)
    seen = play_aec(env, seed=1)
    assert not env.game.over and len(seen) == 30 + 2
    assert not env.agents


# -- actions and masks --------------------------------------------------------------------------

def test_the_mask_offers_each_legal_action_once_and_each_is_taken():
    """Outside declarations and sequences, option i is legal action i (the view's
    decision["actions"][i]), and the mask has one 1 per legal action."""
    env = aec_env(seed=7, skip_forced=False)
    env.reset(seed=7)
    rng = np.random.default_rng(7)
    checked = 0
    for _agent in env.agent_iter(3000):
        observation, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        game = env.game
        legal = game.legal_actions()
        mask = observation["action_mask"]
        if not game.decision.combinable and game.decision.kind not in (
                "order_blockers", "order_triggers", "assign_damage", "bottom", "discard",
                "reveal") and len(legal) <= 64:
            assert mask.sum() == len(legal) and mask[:len(legal)].all()
            actions = env._episode.encoder.layout.split(observation["observation"])["actions"]
            for i, action in enumerate(legal):
                assert actions[i, A[f"kind:{action.kind}"]] == 1.0
            taken = game.state.actions_taken
            env.step(random_option(observation, rng))
            assert env.game.state.actions_taken == taken + 1       # one action, taken
            checked += 1
        else:
            env.step(random_option(observation, rng))
    assert checked > 200


def test_an_option_the_mask_forbids_changes_nothing():
    env = aec_env(seed=1)
    env.reset(seed=1)
    agent = env.agent_selection
    observation, *_ = env.last()
    forbidden = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    before = env.game.to_json()
    env.step(forbidden)
    assert env.game.to_json() == before and env.agent_selection == agent
    assert env.infos[agent] == {"illegal_action": True}
    with pytest.raises(TypeError, match="number of an option"):
        env.step("keep")


def test_508_1_attackers_are_declared_one_part_at_a_time():
    game = board(["Grizzly Bears", "Hill Giant"], [], step="declare attackers")
    bears, giant = ids(game, "Grizzly Bears")[0], ids(game, "Hill Giant")[0]
    episode = episode_at(game)
    options = episode.options(0)
    assert [o.kind for o in options] == ["done", "part", "part"]
    rows = tables(episode, 0)
    bears_row = 1 + [o["id"] for o in episode.view(0)["players"][0]["battlefield"]].index(bears)
    part = next(i for i, o in enumerate(options)
                if rows["actions"][i, A["ref0:object"]] == bears_row)
    assert episode.step(0, part)
    assert [o.kind for o in episode.options(0)] == ["done", "part"]     # one attack each
    assert tables(episode, 0)["objects"][bears_row - 1, OBJ["chosen"]] == 1
    assert episode.step(0, 0)                                           # done
    assert episode.game.state.objects[bears].attacking == ("player", 1)
    assert episode.game.state.objects[giant].attacking is None


def test_702_110b_an_illegal_block_declares_the_requirements_instead():
    """A lone blocker on a menace attacker isn't a legal declaration (CR 702.110b): "done"
    declares the blocks the requirements ask for (none) instead."""
    game = board(["Boggart Brute"], ["Grizzly Bears", "Wall of Wood"], step="declare attackers")
    brute = ids(game, "Boggart Brute")[0]
    bears = ids(game, "Grizzly Bears")[0]
    game.act(Action("attack", 0, choice=((brute, ("player", 1)),)))
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    episode = episode_at(game)
    assert episode.game.decision.kind == "blockers"
    bears_part = next(i for i, o in enumerate(episode.options(1))
                      if o.kind == "part"
                      and episode.game.legal_actions()[o.index].choice[0][0] == bears)
    episode.step(1, bears_part)
    assert [o.kind for o in episode.options(1)] == ["done", "part"]
    assert not episode.game.is_legal(Action("block", 1, choice=((bears, brute),)))
    episode.step(1, 0)                                                  # done
    state = episode.game.state
    assert episode.game.decision.kind == "priority" and state.step == "declare blockers"
    assert not any(state.objects[i].blocking for i in state.battlefield)


def test_702_110b_two_blockers_on_menace_are_built_part_by_part():
    game = board(["Boggart Brute"], ["Grizzly Bears", "Wall of Wood"], step="declare attackers")
    brute = ids(game, "Boggart Brute")[0]
    game.act(Action("attack", 0, choice=((brute, ("player", 1)),)))
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    episode = episode_at(game)
    episode.step(1, 1)
    assert [o.kind for o in episode.options(1)] == ["done", "part"]   # the other blocker
    episode.step(1, 1)                              # nothing left to add: declared at once
    assert episode.game.decision.kind != "blockers"
    blockers = [i for i in episode.game.state.battlefield
                if episode.game.state.objects[i].blocking]
    assert len(blockers) == 2


def test_701_8_discarding_two_cards_is_chosen_one_card_at_a_time():
    game = board(["Swamp", "Swamp", "Swamp"], [],
                 hands=(["Mind Rot"], ["Grizzly Bears", "Forest", "Shock", "Giant Growth"]))
    game.act("cast Mind Rot targeting Bob")
    game.act("pass")
    game.act("pass")
    episode = episode_at(game)
    assert episode.game.decision.kind == "discard"
    first = episode.options(1)
    assert [o.kind for o in first] == ["element"] * 3      # the last card can't come first
    episode.step(1, 0)
    second = episode.options(1)
    assert [o.kind for o in second] == ["element"] * 3
    hand_before = set(episode.game.state.players[1].hand)
    episode.step(1, 2)
    gone = hand_before - set(episode.game.state.players[1].hand)
    assert len(gone) == 2 and episode.game.decision.kind != "discard"


def test_509_2_damage_assignment_order_is_chosen_one_blocker_at_a_time():
    game = board(["Craw Wurm"], ["Grizzly Bears", "Wall of Wood"], step="declare attackers")
    wurm = ids(game, "Craw Wurm")[0]
    bears, wall = ids(game, "Grizzly Bears")[0], ids(game, "Wall of Wood")[0]
    game.act(Action("attack", 0, choice=((wurm, ("player", 1)),)))
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    game.act(Action("block", 1, choice=((bears, wurm), (wall, wurm))))
    episode = episode_at(game)
    assert episode.game.decision.kind == "order_blockers"
    options = episode.options(0)
    assert [o.kind for o in options] == ["element", "element"]
    wall_first = next(i for i, o in enumerate(options)
                      if episode.game.legal_actions()[o.index].choice[0] == wall)
    episode.step(0, wall_first)
    assert [o.kind for o in episode.options(0)] == ["element"]       # Bears is left
    episode.skip_forced([0])
    assert episode.game.decision.kind != "order_blockers"
    assert episode.game.state.damage_order[wurm] == (wall, bears)


def test_more_pages_reach_every_option():
    game = board(["Mountain"], ["Grizzly Bears", "Hill Giant", "Wall of Wood"],
                 hands=(["Shock"], []))
    episode = episode_at(game, max_actions=3)
    legal = episode.game.legal_actions()
    assert len(legal) > 3
    reached = set()
    for _ in range(len(legal)):
        options = episode.options(0)
        assert len(options) <= 3 and options[-1].kind == "more"
        reached |= {o.index for o in options[:-1]}
        episode.step(0, len(options) - 1)
    assert reached == set(range(len(legal)))
    assert episode.view(0)["decision"]["kind"] == "priority"       # paging acts on nothing


# -- what the seat sees (CR 400.2) ----------------------------------------------------------------

def test_400_2_the_opponents_hand_is_not_in_the_observation():
    one = board(["Forest"], ["Mountain"], hands=(["Grizzly Bears"], ["Shock", "Hill Giant"]))
    two = board(["Forest"], ["Mountain"], hands=(["Grizzly Bears"], ["Giant Growth", "Island"]))
    a, b = episode_at(one), episode_at(two)
    assert np.array_equal(a.observe(0)["observation"], b.observe(0)["observation"])
    assert not np.array_equal(a.observe(1)["observation"], b.observe(1)["observation"])


def test_400_2_swapping_hidden_cards_mid_game_leaves_the_observation_alone():
    """In random games, the opponent's hand and both libraries exchanged for other cards
    (same sizes, same ids) give the seat the same observation."""
    for seed in range(3):
        game = Game.new(["green", "red"], seed=seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 1)]
        for _ in range(150 + 40 * seed):
            if game.over:
                break
            game.act(agents[game.decision.player].choose(game))
        seat = game.decision.player
        other = 1 - seat
        swapped = game.copy()
        state = swapped.state
        hidden = state.players[other].hand + state.players[other].library
        names = [state.objects[i].card for i in hidden]
        for oid, card in zip(hidden, names[::-1] if len(set(n.name for n in names)) > 1
                             else names, strict=True):
            state.objects[oid].card = card
        state.changed()
        assert [state.objects[i].name for i in state.players[other].hand] != \
            [game.state.objects[i].name for i in game.state.players[other].hand]
        assert np.array_equal(episode_at(game).observe(seat)["observation"],
                              episode_at(swapped).observe(seat)["observation"])


def test_400_2_legal_actions_as_data_name_no_hidden_card():
    game = Game.new(["green", "red"], seed=2)
    agent = RandomAgent(2)
    from tolaria import fuzz
    while not game.over:
        fuzz.views(game)
        view = game.view(game.decision.player, legal_actions=False, log=False)
        actions = view["decision"]["actions"]
        assert len(actions) == len(game.legal_actions())
        assert [a["kind"] for a in actions] == [a.kind for a in game.legal_actions()]
        assert "legal_actions" not in view["decision"] and view["log"] == []
        game.act(agent.choose(game))


def test_the_text_view_shows_the_board_and_numbered_options():
    env = aec_env(seed=1, text=True, render_mode="ansi")
    env.reset(seed=1)
    text = env.infos[env.agent_selection]["text"]
    assert text == env.render()
    assert "20 life" in text and "  0. " in text and "  1. " in text


# -- the encoding ---------------------------------------------------------------------------------

def test_the_encoding_lists_every_step_and_decision_kind():
    assert ENV_STEPS == STEPS
    assert set(DECISION_KINDS) == set(typing.get_args(DecisionKind))


def test_card_ids_follow_the_catalogs_sorted_names():
    names = sorted(catalog.database().names())
    assert card_id("Lightning Bolt") == names.index("Lightning Bolt") + 2
    assert card_id("face-down card") == 1
    token = card_id("Goblin Soldier Token Made Up")
    assert len(names) + 2 <= token < vocabulary_size()
    assert token == card_id("Goblin Soldier Token Made Up")


def test_the_object_table_reads_the_board():
    game = board(["Grizzly Bears"], ["Hill Giant"], hands=(["Shock"], []))
    episode = episode_at(game)
    objects = tables(episode, 0)["objects"]
    bears, giant, shock = objects[0], objects[1], objects[2]
    assert bears[OBJ["card"]] == card_id("Grizzly Bears") and bears[OBJ["owner"]] == 0
    assert (bears[OBJ["power"]], bears[OBJ["toughness"]]) == (2, 2)
    assert giant[OBJ["controller"]] == 1 and giant[OBJ["zone:battlefield"]] == 1
    assert shock[OBJ["zone:hand"]] == 1 and shock[OBJ["type:Instant"]] == 1
    assert shock[OBJ["mana_value"]] == 1
    assert not objects[3].any()                     # padding
    assert Layout(2, 128, 16, 64).size == episode.observe(0)["observation"].size


def test_kept_permanent_rows_encode_as_a_fresh_encoder_does():
    """The encoder keeps each unchanged permanent's row between observations: through a
    whole random episode (tapping, damage, counters, attacks, seats changing) every
    observation equals the one an encoder with nothing kept makes of the same view."""
    env = aec_env(seed=4)
    rng = np.random.default_rng(4)
    env.reset(seed=4)
    episode = env._episode
    compared = 0
    for agent in env.agent_iter(3000):
        observation, _, terminated, truncated, _ = env.last()
        seat = int(agent.rsplit("_", 1)[1])
        if not (terminated or truncated):
            choices = episode.choices[seat]
            fresh = Encoder(episode.settings.layout).encode(
                episode.view(seat), episode.options(seat), choices.page, choices.pages,
                choices.chosen)
            assert np.array_equal(observation["observation"], fresh)
            compared += 1
        env.step(None if terminated or truncated else random_option(observation, rng))
    assert compared > 100


def test_a_tapped_permanent_changes_its_kept_row():
    game = board(["Grizzly Bears", "Forest"], [])
    episode = episode_at(game)
    before = tables(episode, 0)["objects"][1].copy()
    forest = ids(game, "Forest")[0]
    tap = next(a for a in episode.game.legal_actions()
               if a.kind == "activate" and a.object == forest)
    episode.act(tap)
    after = tables(episode, 0)["objects"]
    assert before[OBJ["tapped"]] == 0 and after[1][OBJ["tapped"]] == 1
    assert after[1][OBJ["card"]] == card_id("Forest")
