"""The Two-Headed Giant variant (CR 810) and the shared team turns option (CR 805): two teams
of two, a shared life total of 30, shared poison counters, team turns, team combat, teams
winning and losing together."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from test_multiplayer import pass_until

from tolaria import Action, Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.data.state import GameState
from tolaria.rules import events
from tolaria.rules import multiplayer as mp
from tolaria.rules.zones import create_object

NAMES = ("Alice", "Bob", "Carol", "Dave")


def giant(permanents: Sequence[Sequence[str]] = ((), (), (), ()),
          hands: Sequence[Sequence[str]] = ((), (), (), ()), *, step: str = "precombat main",
          active: int = 0) -> Game:
    """Alice and Bob against Carol and Dave, at `step` of the team of `active`'s turn 3."""
    opts = mp.make_options(4, "two-headed-giant", starting_player=0, skip_mulligans=True)
    state = GameState(list(NAMES), 1, opts)
    for owner in range(4):
        for name in permanents[owner]:
            create_object(state, card_def(name), owner, "battlefield").since = owner
        for name in hands[owner]:
            create_object(state, card_def(name), owner, "hand")
        for _ in range(10):
            create_object(state, card_def("Wastes"), owner, "library")
        state.players[owner].kept = True
        state.players[owner].life = mp.GIANT_LIFE
    state.turn, state.active, state.step, state.stage = 3, active, step, "begin"
    state.priority = active
    game = Game(state)
    game._advance()
    return game


def lives(game: Game) -> list[int]:
    return [p.life for p in game.state.players]


def test_810_1_two_teams_of_two_seated_together() -> None:
    game = Game.new(["green", "red", "wu", "br"], seed=1, variant="two-headed-giant")
    assert game.state.options.teams == ((0, 1), (2, 3))                   # CR 810.3
    assert game.state.opponents(0) == [2, 3]                              # CR 102.3
    with pytest.raises(ValueError, match="810.1"):
        Game.new(["green", "red", "wu"], variant="two-headed-giant")


def test_810_4_each_team_starts_at_30_shared_life() -> None:
    game = Game.new(["green", "red", "wu", "br"], seed=1, variant="two-headed-giant")
    assert lives(game) == [30, 30, 30, 30]                                 # CR 103.4a


def test_810_9_damage_and_life_loss_to_a_player_change_the_team_total() -> None:
    game = giant([["Grizzly Bears"], [], [], []])
    bears = game.state.battlefield[0]
    events.deal_damage(game.state, game.state.objects[bears], ("player", 2), 3)
    assert lives(game) == [30, 30, 27, 27]
    events.lose_life(game.state, 3, 2)
    assert lives(game) == [30, 30, 25, 25]
    events.gain_life(game.state, 1, 4)
    assert lives(game) == [34, 34, 25, 25]


def test_810_8c_a_team_at_0_life_loses_together() -> None:
    game = giant([["Mountain"], [], [], []], [["Lightning Bolt"], [], [], []])
    for p in (2, 3):
        game.state.players[p].life = 3
    game.act("cast Lightning Bolt targeting Dave")
    pass_until(game, lambda g: g.over)
    assert game.state.players[2].lost and game.state.players[3].lost        # CR 810.8a
    assert [p.won for p in game.state.players] == [True, True, False, False]
    assert any("810.8a" in e.rules for e in game.log)


def test_810_10_poison_counters_are_shared_and_fifteen_lose() -> None:
    game = giant()
    state = game.state
    state.players[2].poison = 14
    events.shared(state, 2)
    state.changed()
    game.act("pass")
    assert not state.players[2].lost and state.players[3].poison == 14     # CR 810.10
    state.players[3].poison = 15
    events.shared(state, 3)
    state.changed()
    game.act("pass")
    assert state.players[2].lost and state.players[3].lost                  # CR 810.8d
    assert game.over and game.winner in ("Alice", "Bob")


def test_810_8b_a_player_who_concedes_takes_the_team_out() -> None:
    game = Game.new(["green", "red", "wu", "br"], seed=2, variant="two-headed-giant")
    game.act(Action("concede", 3))
    assert game.state.players[2].lost and game.state.players[3].lost
    assert game.over


def test_810_6_the_starting_team_skips_its_first_draw_and_805_4b_both_draw_later() -> None:
    game = Game.new(["green", "red", "wu", "br"], seed=4, variant="two-headed-giant",
                    starting_player=0, skip_mulligans=True)
    pass_until(game, lambda g: g.state.turn == 1 and g.state.step == "precombat main")
    assert [len(p.hand) for p in game.state.players] == [7, 7, 7, 7]
    assert any("810.6" in e.rules for e in game.log)
    pass_until(game, lambda g: g.state.turn == 2 and g.state.step == "precombat main")
    assert game.state.active == 2                                         # CR 805.4
    assert [len(p.hand) for p in game.state.players] == [7, 7, 8, 8]


def test_805_4c_each_player_of_the_active_team_plays_a_land() -> None:
    game = giant(hands=[["Forest"], ["Mountain"], ["Plains"], []])
    game.act("play Forest")
    pass_until(game, lambda g: g.decision.player == 1)                     # CR 805.5
    game.act("play Mountain")
    names = [game.state.objects[i].name for i in game.state.battlefield]
    assert names == ["Forest", "Mountain"]
    game.act("pass")                                 # Bob passes: the next team's priority
    assert game.decision.player == 2
    with pytest.raises(IllegalAction, match="305.3"):
        game.act("play Plains")


def test_805_10b_the_active_team_attacks_with_both_players_creatures() -> None:
    game = giant([["Grizzly Bears"], ["Hill Giant"], [], []], step="beginning of combat")
    pass_until(game, lambda g: g.decision.kind == "attackers")
    assert game.decision.player == 0                               # the primary (CR 805.2)
    game.act("attack with Grizzly Bears -> Carol, Hill Giant -> Dave")
    pass_until(game, lambda g: g.state.step == "postcombat main")
    assert lives(game) == [30, 30, 25, 25]                                  # 2 + 3


def test_805_10d_a_defending_player_blocks_a_creature_attacking_the_teammate() -> None:
    game = giant([["Hill Giant"], [], [], ["Wall of Wood"]], step="beginning of combat")
    pass_until(game, lambda g: g.decision.kind == "attackers")
    game.act("attack with Hill Giant -> Carol")
    pass_until(game, lambda g: g.decision.kind == "blockers")
    assert game.decision.player == 2                     # the defending team's primary
    game.act("block Hill Giant with Wall of Wood")
    pass_until(game, lambda g: g.state.step == "postcombat main")
    assert lives(game) == [30, 30, 30, 30]


@pytest.mark.parametrize("seed", [0, 1])
def test_810_two_headed_giant_games_play_to_their_end(seed: int) -> None:
    from tolaria.agents import HeuristicAgent, RandomAgent, play_out
    game = Game.new(["green", "red", "wu", "br"], seed=seed, variant="two-headed-giant")
    agents = [HeuristicAgent() if seed == 0 else RandomAgent(seed * 4 + i) for i in range(4)]
    play_out(game, agents)
    assert game.over
    state = game.state
    won = [p.index for p in state.players if p.won]
    assert won in ([0, 1], [2, 3], [])                                       # CR 810.8a
    assert all(state.players[p].lost for p in range(4) if p not in won)
    assert state.players[0].life == state.players[1].life                    # CR 810.4
    data = game.to_json()
    assert Game.from_json(data).to_json() == data


def test_810_5_teammates_see_each_others_hands_but_not_the_opponents() -> None:
    game = giant(hands=[["Forest"], ["Mountain"], ["Plains"], ["Island"]])
    view = game.view(0)
    assert [c["name"] for c in view["players"][1]["hand"]] == ["Mountain"]
    assert "hand" not in view["players"][2] and "hand" not in view["players"][3]


def test_810_random_two_headed_giant_game_keeps_the_engines_promises() -> None:
    """Random agents, the fuzz checks every 25 decisions: attackers only the active team's
    (CR 805.10a), teammates' hands the only hidden cards a seat sees (810.5), a team
    winning together (810.8a), saves and copies."""
    from tolaria import fuzz
    game = fuzz.play(fuzz.Setup(2, ("green", "red", "wu", "br"), "modern",
                                "two-headed-giant"), check_every=50)
    assert game.over and sorted(p.index for p in game.state.players if p.won) in (
        [0, 1], [2, 3])


def test_805_4d_a_teammates_your_upkeep_ability_triggers_in_the_team_turn() -> None:
    game = giant([[], ["Phyrexian Arena"], ["Phyrexian Arena"], []], step="upkeep")
    hands = [len(p.hand) for p in game.state.players]
    pass_until(game, lambda g: g.state.step == "draw")
    # the draw step's draws (CR 805.4b), and Bob's Arena; Carol's waits for her turn
    assert [len(p.hand) for p in game.state.players] == [hands[0] + 1, hands[1] + 2, hands[2],
                                                          hands[3]]
    assert lives(game) == [29, 29, 30, 30]                   # Bob's loss is the team's


def test_805_10b_the_team_attack_is_one_declaration_legal_as_a_whole() -> None:
    """The attacking team's one declaration, made by its primary player, covers both
    players' creatures and must obey the requirements of each (CR 805.10b, 508.1d): Bob's
    Bears, goaded by Carol (CR 701.38b), must attack, and attack Dave."""
    from tolaria.rules.keywords import goad
    game = giant([["Hill Giant"], ["Grizzly Bears"], [], []], step="beginning of combat")
    bears = next(i for i in game.state.battlefield if game.state.objects[i].name
                 == "Grizzly Bears")
    goad.goad(game.state, game.state.objects[bears], 2)
    pass_until(game, lambda g: g.decision.kind == "attackers")
    assert game.decision.player == 0                                # not Bob (CR 805.2)
    with pytest.raises(IllegalAction):
        game.act(Action("attack", 1, choice=((bears, ("player", 3)),)))
    with pytest.raises(IllegalAction, match="508.1d"):
        game.act("attack with Hill Giant -> Carol")                # leaves Bob's Bears out
    with pytest.raises(IllegalAction, match="701.38b"):
        game.act("attack with Hill Giant -> Carol, Grizzly Bears -> Carol")
    game.act("attack with Hill Giant -> Carol, Grizzly Bears -> Dave")
    assert game.state.objects[bears].attacking == ("player", 3)


def test_805_10d_the_defending_team_blocks_in_one_declaration_of_its_primary() -> None:
    """Carol, the defending team's primary player, declares both defenders' blockers at
    once; Dave doesn't declare apart (CR 805.10d)."""
    game = giant([["Hill Giant", "Grizzly Bears"], [], ["Wall of Wood"], ["Wall of Wood"]],
                 step="beginning of combat")
    pass_until(game, lambda g: g.decision.kind == "attackers")
    game.act("attack with Hill Giant -> Carol, Grizzly Bears -> Dave")
    pass_until(game, lambda g: g.decision.kind == "blockers")
    assert game.decision.player == 2
    walls = [i for i in game.state.battlefield if game.state.objects[i].name == "Wall of Wood"]
    giant_id, bears = (next(i for i in game.state.battlefield
                            if game.state.objects[i].name == n)
                       for n in ("Hill Giant", "Grizzly Bears"))
    with pytest.raises(IllegalAction):
        game.act(Action("block", 3, choice=((walls[1], bears),)))
    game.act(Action("block", 2, choice=((walls[0], bears), (walls[1], giant_id))))
    assert game.decision.kind != "blockers"                            # one declaration
    pass_until(game, lambda g: g.state.step == "postcombat main")
    assert lives(game) == [30, 30, 30, 30]
