"""Multiplayer games (CR 800-809): free-for-all games of three or more players, players
leaving the game, limited range of influence, attack options, and the Emperor variant.

Scenario files tests/scenarios/cr80*_*.yaml check the same rules as written positions.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

import pytest
from boards import seeds

from tolaria import Action, Game, IllegalAction, fuzz
from tolaria.agents.random_agent import RandomAgent
from tolaria.cards.registry import card_def
from tolaria.data.state import GameState
from tolaria.notation import NotationError
from tolaria.rules import multiplayer as mp
from tolaria.rules.zones import create_object
from tolaria.scenario import ScenarioError, load_scenario

DECKS = Path(__file__).parent / "decks"
NAMES = ("Alice", "Bob", "Carol", "Dave", "Eve", "Frank")
ZONES = ("library", "hand", "graveyard", "exile")


def table(permanents: Sequence[Sequence[str]], hands: Sequence[Sequence[str]] = (), *,
          options: dict | None = None, step: str = "precombat main", turn: int = 3,
          active: int = 0, library: int = 10) -> Game:
    """A game of len(permanents) players at the beginning of `step` of `active`'s turn."""
    n = len(permanents)
    opts = mp.make_options(n, **(options or {}), starting_player=0, skip_mulligans=True)
    state = GameState(list(NAMES[:n]), 1, opts)
    for owner in range(n):
        for name in permanents[owner]:
            obj = create_object(state, card_def(name), owner, "battlefield")
            obj.since = owner
            if obj.card.loyalty is not None:
                obj.counters["loyalty"] = obj.card.loyalty                  # CR 306.5b
        for name in hands[owner] if owner < len(hands) else ():
            create_object(state, card_def(name), owner, "hand")
        for _ in range(library):
            create_object(state, card_def("Wastes"), owner, "library")
        state.players[owner].kept = True
    state.turn, state.active, state.step, state.stage = turn, active, step, "begin"
    state.priority = active
    game = Game(state)
    game._advance()
    return game


def named(game: Game, name: str, owner: int | None = None) -> int:
    return next(i for i in game.state.battlefield if game.state.objects[i].name == name
                and (owner is None or game.state.objects[i].owner == owner))


def do(game: Game, player: str, text: str) -> None:
    """`player` takes the action written in notation."""
    game.act(game.parse(text, player))


def pass_until(game: Game, test, limit: int = 500) -> None:
    for _ in range(limit):
        if test(game):
            return
        d = game.decision
        kind = {"priority": "pass", "attackers": "attack", "blockers": "block"}[d.kind]
        game.act(Action(kind, d.player))
    raise AssertionError("never reached")


# -- random games to the end -----------------------------------------------------------------

def play_out(game: Game, seed: int, limit: int = 40_000) -> None:
    state = game.state
    owned = fuzz.owned_cards(game)
    agents = [RandomAgent(seed * 10 + i) for i in range(state.n_players)]
    for k in range(limit):
        if game.over:
            break
        d = game.decision
        assert not state.players[d.player].lost or d.kind != "priority", \
            "a player who left the game received priority (CR 800.4a)"
        game.act(agents[d.player].choose(game))
        if k % 97 == 0:
            fuzz.zones(game, owned)
            data = game.to_json()
            assert Game.from_json(data).to_json() == data
    assert game.over, "the game didn't end"
    fuzz.zones(game, owned)


def one_winner_or_draw(state: GameState) -> None:
    """CR 104.2a: the last player in the game wins; CR 104.4a: or nobody does."""
    standing = [p for p in state.players if not p.lost]
    if state.winner is None:
        assert not standing and not any(p.won for p in state.players)
    else:
        assert [p.index for p in standing] == [state.winner]
        assert [p.index for p in state.players if p.won] == [state.winner]


@pytest.mark.parametrize("seed", seeds(4))
def test_800_1_three_player_free_for_all_played_to_the_end(seed: int) -> None:
    game = Game.new(["green", "red", "wu"], seed=seed)
    play_out(game, seed)
    one_winner_or_draw(game.state)


@pytest.mark.parametrize("seed", seeds(3))
def test_800_1_four_player_free_for_all_played_to_the_end(seed: int) -> None:
    game = Game.new(["green", "red", "wu", "br"], seed=seed, attack=("multiple", "left",
                                                                    "right")[seed])
    play_out(game, seed)
    one_winner_or_draw(game.state)


def test_801_four_players_with_range_of_influence_played_to_the_end() -> None:
    game = Game.new(["green", "red", "wu", "br"], seed=5, range_of_influence=1)
    play_out(game, 5)
    one_winner_or_draw(game.state)


@pytest.mark.slow
def test_809_5_emperor_game_played_to_the_end_a_team_wins() -> None:
    game = Game.new(["green", "red", "wu", "br", "green", "red"], seed=0, variant="emperor")
    play_out(game, 0)
    state = game.state
    winners = [p.index for p in state.players if p.won]
    assert winners in ([0, 1, 2], [3, 4, 5])                        # CR 104.2c
    assert state.winner == winners[1]                               # the emperor (CR 809.5a)
    assert all(state.players[p].lost for p in range(6) if p not in winners)


# (players, range of influence) of each seed's game
LEAVING_GAMES = ((3, None), (4, None), (5, 2), (3, 1), (4, None), (3, None), (4, 1), (3, 2))


def _concede_now(game: Game, rng: random.Random) -> int | None:
    """Who concedes at this decision, if anyone: rarely at any time; often in the middle of
    a resolution (as a choice is made or a cost paid), the player deciding or the one whose
    spell or ability is resolving."""
    state = game.state
    if state.frames and rng.random() < 0.3:
        resolving = state.objects[state.frames[-1].obj_id].controller
        return rng.choice([game.decision.player, resolving])
    return rng.choice(state.living()) if rng.random() < 0.001 else None


@pytest.mark.parametrize("seed", seeds(len(LEAVING_GAMES), quick=2))
def test_800_4_players_concede_at_random_moments(seed: int) -> None:
    """Anyone may concede at any time (CR 104.3a), in the middle of a resolution too, and
    pacts make their controllers lose as their own triggers resolve (CR 104.3e): at whatever
    point a player leaves, the game goes on without them (CR 800.4a) and never asks a player
    who left, every card stays in exactly one zone, and the game ends."""
    n, reach = LEAVING_GAMES[seed]
    decks = [str(DECKS / "pacts_rw.txt"), str(DECKS / "pacts_ub.txt"),
             str(DECKS / "effects_wug.txt"), str(DECKS / "effects_br.txt"), "green"][:n]
    game = Game.new(decks, seed=seed, range_of_influence=reach)
    owned = fuzz.owned_cards(game)
    rng = random.Random(seed)
    agents = [RandomAgent(seed * 10 + i) for i in range(n)]
    for k in range(40_000):
        if game.over:
            break
        if game.state is game.root and k % 50 == 0:          # a subgame holds the libraries
            fuzz.zones(game, owned)
        quitter = _concede_now(game, rng)
        if quitter is not None:
            game.act(Action("concede", quitter))
            continue
        d = game.decision
        assert not game.state.players[d.player].lost, f"{d} asks a player who left"
        game.act(agents[d.player].choose(game))
    assert game.over
    fuzz.zones(game, owned)
    one_winner_or_draw(game.state)


def test_800_4a_a_pacts_controller_loses_as_its_trigger_resolves_and_the_game_goes_on():
    game = table([["Mountain"], ["Grizzly Bears"], ["Grizzly Bears"]],
                 [["Pact of the Titan"], [], []])
    do(game, "Alice", "cast Pact of the Titan")
    pass_until(game, lambda g: not g.state.stack)
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "upkeep"
               and g.state.stack, limit=2_000)
    pass_until(game, lambda g: not g.state.stack)           # Alice can't pay {4}{R}
    state = game.state
    assert state.players[0].lost and not game.over
    assert not state.frames and game.decision.player != 0
    assert any("104.3e" in e.rules for e in game.log)
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "draw")   # plays on


def test_800_4a_conceding_as_your_pact_asks_you_to_pay():
    game = table([["Mountain"] * 5, ["Grizzly Bears"], ["Grizzly Bears"]],
                 [["Pact of the Titan"], [], []])
    do(game, "Alice", "cast Pact of the Titan")
    pass_until(game, lambda g: not g.state.stack)
    pass_until(game, lambda g: g.decision.kind == "yes_no", limit=2_000)   # pay {4}{R}?
    assert game.decision.player == 0 and game.state.frames
    game.act(Action("concede", 0))
    state = game.state
    assert state.players[0].lost and not game.over and not state.frames
    assert game.decision.kind == "priority" and game.decision.player == 1


# -- leaving the game (CR 800.4) ---------------------------------------------------------------

def test_800_4a_object_controlled_but_not_owned_is_exiled() -> None:
    game = table([["Mountain"], [], []])
    state = game.state
    # A creature of Bob's that entered under Alice's control (no control-changing effect).
    giant = create_object(state, card_def("Hill Giant"), 1, "battlefield")
    giant.controller = giant.since = 0
    state.changed()
    do(game, "Alice", "concede")
    assert [state.objects[i].name for i in state.players[1].exile] == ["Hill Giant"]
    assert not state.battlefield[1:] and state.players[0].lost
    assert not game.over and game.decision.player == 1              # priority passes on


def test_800_4a_spells_and_abilities_of_the_leaver_leave_the_stack() -> None:
    game = table([["Mountain", "Prodigal Pyromancer"], [], []], [["Lightning Bolt"]])
    do(game, "Alice", "cast Lightning Bolt targeting Carol")
    do(game, "Alice", "activate Prodigal Pyromancer targeting Bob")
    assert len(game.state.stack) == 2
    do(game, "Alice", "concede")
    assert game.state.stack == []                                   # CR 800.4a
    pass_until(game, lambda g: g.state.step == "beginning of combat")
    assert [p.life for p in game.state.players[1:]] == [20, 20]


def test_800_4a_priority_passes_when_its_holder_concedes() -> None:
    game = table([["Mountain"], [], []], [["Lightning Bolt"]])
    do(game, "Alice", "cast Lightning Bolt targeting Carol")
    do(game, "Alice", "pass")
    assert game.decision.player == 1
    game.act(Action("concede", 1))
    assert game.decision.kind == "priority" and game.decision.player == 2
    do(game, "Carol", "pass")                    # all players still in the game passed
    assert game.state.players[2].life == 17


def test_800_4j_active_player_leaves_turn_goes_on_then_next_player() -> None:
    game = table([["Grizzly Bears"], [], []], turn=3)
    do(game, "Alice", "concede")
    assert (game.state.turn, game.state.step) == (3, "precombat main")
    assert game.decision.player == 1                                # CR 800.4j
    pass_until(game, lambda g: g.state.turn == 4)
    assert game.state.active == 1                                   # CR 800.4k
    pass_until(game, lambda g: g.state.turn == 6)
    assert game.state.active == 1                                   # Bob, Carol, Bob...


def test_800_4d_leaver_triggered_abilities_are_not_put_on_the_stack() -> None:
    game = table([["Soul Warden", "Soul's Attendant"], ["Forest", "Forest"], []],
                 [[], ["Grizzly Bears"]], active=1)
    do(game, "Bob", "cast Grizzly Bears")
    pass_until(game, lambda g: g.decision.kind == "order_triggers")
    assert game.decision.player == 0 and len(game.state.pending) == 2
    game.act(Action("concede", 0))
    assert game.state.pending == [] and game.state.stack == []      # CR 800.4d
    assert game.decision.kind == "priority" and game.decision.player == 1


def test_104_4a_everyone_left_losing_at_once_is_a_draw() -> None:
    game = table([[], [], []])
    do(game, "Alice", "concede")
    state = game.state
    state.players[1].life = state.players[2].life = 0
    state.changed()
    game.act(Action("pass", 1))
    assert game.over and game.winner is None
    assert all(p.lost for p in state.players)


# -- limited range of influence (CR 801) --------------------------------------------------------

def test_801_2c_range_fixed_as_each_turn_begins() -> None:
    game = table([[], [], [], []], options={"range_of_influence": 1})
    state = game.state
    assert [mp.in_range(state, 0, p) for p in range(4)] == [True, True, False, True]
    game.act(Action("concede", 1))
    assert not mp.in_range(state, 0, 2)           # Bob's seat still counts this turn
    pass_until(game, lambda g: g.state.turn == 4)
    assert mp.in_range(state, 0, 2) and mp.in_range(state, 2, 0)


def test_801_10_each_player_draws_only_within_range() -> None:
    game = table([["Jace Beleren"], [], [], [], []], options={"range_of_influence": 1})
    state = game.state
    before = [len(p.hand) for p in state.players]
    do(game, "Alice", "activate Jace Beleren:1")
    pass_until(game, lambda g: not g.state.stack)
    drew = [len(p.hand) - n for p, n in zip(state.players, before, strict=True)]
    assert drew == [1, 1, 0, 0, 1]                # Alice, Bob, Eve: seats 0, 1 and 4


def test_801_10_wrath_of_god_destroys_only_creatures_within_range() -> None:
    lands = ["Plains"] * 4
    game = table([lands, ["Grizzly Bears"], ["Grizzly Bears"], ["Grizzly Bears"]],
                 [["Wrath of God"]], options={"range_of_influence": 1})
    do(game, "Alice", "cast Wrath of God")
    pass_until(game, lambda g: not g.state.stack)
    alive = [game.state.objects[i].owner for i in game.state.battlefield
             if game.state.objects[i].name == "Grizzly Bears"]
    assert alive == [2]                                             # Carol's, out of range


def test_801_7_trigger_event_outside_range_doesnt_trigger() -> None:
    game = table([["Soul Warden"], [], [], []], options={"range_of_influence": 1})
    state = game.state
    from tolaria.rules import events
    for owner in (1, 2):
        bears = create_object(state, card_def("Grizzly Bears"), owner, "hand")
        events.put_onto_battlefield(state, bears, controller=owner)
    assert [t.data for t in state.pending] == [(("object", state.battlefield[1]),)]


def test_801_3_attack_options_limited_to_range() -> None:
    game = table([["Grizzly Bears"], [], [], [], []], step="declare attackers",
                 options={"range_of_influence": 1})
    defenders = {ref for _, ref in mp_attacks(game)}
    assert defenders == {("player", 1), ("player", 4)}


def mp_attacks(game: Game) -> list:
    from tolaria.rules import combat
    return combat.attack_options(game.state, game.decision.player)


# -- attack options (CR 802, 803) ----------------------------------------------------------------

def test_802_2_every_opponent_is_a_defending_player() -> None:
    game = table([["Grizzly Bears"], [], [], []], step="declare attackers")
    assert {ref for _, ref in mp_attacks(game)} == {("player", p) for p in (1, 2, 3)}


def test_803_1a_attack_left_skips_a_player_who_left() -> None:
    game = table([["Grizzly Bears"], [], []], step="declare attackers", options={"attack": "left"})
    assert {ref for _, ref in mp_attacks(game)} == {("player", 1)}
    game.act(Action("concede", 1))                 # Carol is now seated to Alice's left
    assert {ref for _, ref in mp_attacks(game)} == {("player", 2)}


def test_803_1b_attack_right() -> None:
    game = table([["Grizzly Bears"], [], [], []], step="declare attackers",
                 options={"attack": "right"})
    assert {ref for _, ref in mp_attacks(game)} == {("player", 3)}
    with pytest.raises(IllegalAction, match="803.1"):
        do(game, "Alice", "attack with Grizzly Bears -> Bob")


def test_802_notation_with_three_players() -> None:
    game = table([["Grizzly Bears"], [], []], step="declare attackers")
    action = game.parse("attack with Grizzly Bears -> Carol")
    assert game.notation(action) == "attack with Grizzly Bears -> Carol"
    with pytest.raises(NotationError, match="say what"):
        game.parse("attack with Grizzly Bears")   # two opponents: say which
    left = table([["Grizzly Bears"], [], []], step="declare attackers", options={"attack": "left"})
    action = left.parse("attack with Grizzly Bears")
    assert action.choice[0][1] == ("player", 1) and left.notation(action) == \
        "attack with Grizzly Bears"


# -- the Emperor variant (CR 809) -------------------------------------------------------------

def test_809_1_emperor_needs_teams_of_three() -> None:
    for n in (3, 4, 5, 7):
        with pytest.raises(ValueError, match="809.1"):
            mp.make_options(n, "emperor")
    with pytest.raises(ValueError, match="809.3a"):
        mp.make_options(6, "emperor", range_of_influence=3)
    with pytest.raises(ValueError, match="unknown"):
        mp.make_options(3, "grand melee")


@pytest.mark.parametrize("seed", range(4))
def test_809_4_an_emperor_goes_first(seed: int) -> None:
    game = Game.new([["Forest"] * 20] * 6, seed=seed, variant="emperor")
    assert game.state.active in (1, 4)
    assert game.decision.kind == "mulligan"                         # no play/draw choice


def test_809_2_teams_ranges_and_opponents() -> None:
    game = table([[]] * 6, options={"variant": "emperor"})
    state = game.state
    assert state.options.teams == ((0, 1, 2), (3, 4, 5))
    assert mp.emperors(state) == [1, 4]
    assert state.opponents(0) == [3, 4, 5] and mp.teammates(state, 1) == [0, 2]
    assert [mp.range_of(state, p) for p in range(6)] == [1, 2, 1, 1, 2, 1]   # CR 809.3a
    assert [p for p in range(6) if mp.in_range(state, 1, p)] == [0, 1, 2, 3, 5]
    assert mp.attackable_players(state, 1) == []                    # flanked by generals
    assert mp.attackable_players(state, 0) == [5] and mp.attackable_players(state, 2) == [3]


def test_809_3b_deploy_creatures_to_a_teammate() -> None:
    game = table([[], [], ["Grizzly Bears"], [], [], []], options={"variant": "emperor"},
                 active=2)
    bears = named(game, "Grizzly Bears")
    with pytest.raises(IllegalAction):
        do(game, "Carol", "activate Grizzly Bears targeting Dave")   # not a teammate
    do(game, "Carol", "activate Grizzly Bears targeting Bob")
    pass_until(game, lambda g: not g.state.stack)
    from tolaria.rules.layers import controller
    assert controller(game.state, game.state.objects[bears]) == 1   # CR 804.2


def test_809_5b_a_general_losing_doesnt_end_the_team() -> None:
    game = table([[]] * 6, options={"variant": "emperor"})
    do(game, "Alice", "concede")
    assert not game.over and game.decision.player == 1
    game.act(Action("concede", 4))                  # the other emperor
    assert game.over and game.winner == "Bob"
    assert [p.won for p in game.state.players] == [True, True, True, False, False, False]
    assert mp.winners(game.state) == ["Alice", "Bob", "Carol"]     # CR 104.2c


# -- mulligans, saving, scenarios -------------------------------------------------------------

def _hand_after_mulligans(n_players: int, times: int) -> int:
    """Alice's hand after `times` mulligans (the others keep); one card a mulligan goes
    to the bottom, chosen by the engine since all the cards are the same."""
    game = Game.new([["Forest"] * 30] * n_players, seed=2, starting_player=0)
    for i in range(times):
        game.act(Action("mulligan", 0))
        for _ in range(n_players - 1 if i == 0 else 0):
            game.act(Action("keep", game.decision.player))
    assert game.decision.kind == "mulligan" and game.decision.player == 0
    return len(game.state.players[0].hand)


def test_103_5c_first_mulligan_in_multiplayer_is_free() -> None:
    assert _hand_after_mulligans(3, 1) == 7          # CR 103.5c, 800.6
    assert _hand_after_mulligans(3, 2) == 6
    assert _hand_after_mulligans(4, 3) == 5
    assert _hand_after_mulligans(2, 1) == 6          # two players: not a multiplayer game


def test_800_options_and_departures_round_trip_through_json() -> None:
    game = Game.new([["Forest"] * 20] * 6, seed=1, variant="emperor", skip_mulligans=True)
    game.act(Action("concede", 0))
    data = game.to_json()
    loaded = Game.from_json(data)
    assert loaded.state.options == game.state.options
    assert loaded.state.options.teams == ((0, 1, 2), (3, 4, 5))
    assert loaded.state.players[0].left_turn == game.state.players[0].left_turn == 1
    assert loaded.to_json() == data and loaded.legal_actions() == game.legal_actions()


def test_scenario_options_are_checked() -> None:
    text = "players: {A: {}, B: {}, C: {}, D: {}}\noptions: {variant: emperor}\n"
    with pytest.raises(ScenarioError, match="809.1"):
        load_scenario(text)
    with pytest.raises(ScenarioError, match="unknown key"):
        load_scenario("players: {A: {}, B: {}, C: {}}\noptions: {range: 1}\n")
    sc = load_scenario("players: {A: {}, B: {}, C: {}}\noptions: {attack: Left}\n")
    assert sc.options == {"attack": "left"}


def test_807_2_grand_melee_defaults_range_one_and_attack_left():
    from tolaria import Game
    game = Game.new(["green", "red", "wu", "br"], seed=3, variant="grand-melee",
                    starting_player=0, skip_mulligans=True)
    opts = game.state.options
    assert (opts.range_of_influence, opts.attack) == (1, "left")
    assert sorted(p.name for p in game.state.players) == ["Alice", "Bob", "Carol", "Dave"]


def test_807_4_grand_melee_with_two_turn_markers_is_refused():
    import pytest

    from tolaria import Game
    with pytest.raises(ValueError, match="807.4"):
        Game.new(["green", "red"] * 4, seed=1, variant="grand-melee")
