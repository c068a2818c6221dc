"""Goad (CR 701.38): the keyword action, its designation and its attack requirements
(CR 508.1d), in two-player and multiplayer games."""

from __future__ import annotations

import pytest
from boards import board
from test_multiplayer import named, table
from test_oracle_play import ALICE, cast, choose_targets, obj, plays, resolve, to_step

from tolaria import Action, Game, IllegalAction
from tolaria.rules.keywords import goad


def _until_attackers(game: Game, player: int) -> None:
    """Pass (declaring nothing for the others) until `player` is to declare attackers."""
    for _ in range(200):
        d = game.decision
        if d.kind == "attackers" and d.player == player:
            return
        kind = {"priority": "pass", "attackers": "attack", "blockers": "block"}[d.kind]
        game.act(Action(kind, d.player))
    raise AssertionError("never asked")


def _goaded_by(game: Game, oid: int) -> list[int]:
    return goad.goaders(game.state, game.state.objects[oid])


@plays("Taunting Kobold", "keyword.goad")
def test_701_38a_taunting_kobold_goads_a_creature_until_its_controllers_next_turn() -> None:
    game = board(["Taunting Kobold"], ["Grizzly Bears"], step="beginning of combat")
    bears = obj(game, "Grizzly Bears")
    _until_attackers(game, 0)
    game.act("attack with Taunting Kobold")
    if game.decision.kind == "targets":
        choose_targets(game, bears)
    resolve(game)
    assert _goaded_by(game, bears) == [0]                                  # CR 701.38a
    # Bob's turn: the goaded Bears attack if able (CR 701.38b, 508.1d)
    _until_attackers(game, 1)
    with pytest.raises(IllegalAction, match="508.1d"):
        game.act(Action("attack", 1, choice=()))
    game.act(Action("attack", 1, choice=((bears, ALICE),)))   # Alice: the only opponent
    assert game.state.objects[bears].attacking == ALICE
    assert _goaded_by(game, bears) == [0]
    # Alice's next turn: the designation ends as it begins (CR 701.38a)
    while game.state.active != 0:
        to_step(game, "end")
        to_step(game, "upkeep")
    assert _goaded_by(game, bears) == []


def test_701_38b_a_goaded_creature_attacks_a_player_other_than_the_goader() -> None:
    game = table([[], [], ["Grizzly Bears"]], step="beginning of combat", active=2)
    bears = named(game, "Grizzly Bears")
    goad.goad(game.state, game.state.objects[bears], 0)                   # Alice goads it
    _until_attackers(game, 2)
    with pytest.raises(IllegalAction, match="701.38b"):
        game.act(Action("attack", 2, choice=((bears, ("player", 0)),)))
    game.act(Action("attack", 2, choice=((bears, ("player", 1)),)))
    assert game.state.objects[bears].attacking == ("player", 1)


def test_701_38c_goaded_by_two_players_it_attacks_the_third() -> None:
    game = table([[], [], [], ["Grizzly Bears"]], step="beginning of combat", active=3)
    bears = named(game, "Grizzly Bears")
    goad.goad(game.state, game.state.objects[bears], 0)
    goad.goad(game.state, game.state.objects[bears], 1)
    _until_attackers(game, 3)
    for goader in (0, 1):                  # obeys one of the two "other than" requirements
        with pytest.raises(IllegalAction, match="701.38b"):
            game.act(Action("attack", 3, choice=((bears, ("player", goader)),)))
    game.act(Action("attack", 3, choice=((bears, ("player", 2)),)))     # obeys both
    assert game.state.objects[bears].attacking == ("player", 2)


def test_701_38c_goaded_by_every_opponent_it_may_attack_any_of_them() -> None:
    game = table([[], [], ["Grizzly Bears"]], step="beginning of combat", active=2)
    bears = named(game, "Grizzly Bears")
    goad.goad(game.state, game.state.objects[bears], 0)
    goad.goad(game.state, game.state.objects[bears], 1)
    _until_attackers(game, 2)
    game.act(Action("attack", 2, choice=((bears, ("player", 0)),)))      # one of two obeyed
    assert game.state.objects[bears].attacking == ("player", 0)


def test_701_38d_goading_it_again_adds_no_requirement() -> None:
    game = table([[], ["Grizzly Bears"]])
    bears = game.state.objects[named(game, "Grizzly Bears")]
    goad.goad(game.state, bears, 0)
    goad.goad(game.state, bears, 0)
    assert goad.goaders(game.state, bears) == [0]


def test_701_38b_the_agents_declaration_obeys_the_goad() -> None:
    """`Game.with_attack_requirements` (what agents use) adds the goaded creature and sends it at a
    player who didn't goad it (CR 508.1d)."""
    game = table([[], [], ["Grizzly Bears"]], step="beginning of combat", active=2)
    bears = named(game, "Grizzly Bears")
    goad.goad(game.state, game.state.objects[bears], 0)
    _until_attackers(game, 2)
    assert game.with_attack_requirements(2) == ((bears, ("player", 1)),)
    assert game.with_attack_requirements(2, ((bears, ("player", 0)),)) == ((bears, ("player", 1)),)


def test_701_38b_each_seat_sees_who_goaded_a_creature() -> None:
    game = table([[], ["Grizzly Bears"], []])
    bears = named(game, "Grizzly Bears")
    goad.goad(game.state, game.state.objects[bears], 0)
    for seat in range(3):
        mine = next(p for p in game.view(seat)["players"][1]["battlefield"] if p["id"] == bears)
        assert mine["goaded_by"] == [0]
    copy = Game.from_json(game.to_json())                           # and a save keeps it
    assert goad.goaders(copy.state, copy.state.objects[bears]) == [0]


@plays("Coercive Impetus", "keyword.goad", "static.attached_restricted")
def test_701_38b_an_aura_that_goads_for_as_long_as_it_is_attached() -> None:
    """"Enchanted creature gets +1/+1 and is goaded.": goaded by the Aura's controller, a
    static ability's designation (CR 701.38b, 611.3a): Carol's Bears attack, and not Alice."""
    game = table([["Swamp"] * 3, [], ["Grizzly Bears"]], [["Coercive Impetus"], [], []])
    bears = named(game, "Grizzly Bears")
    cast(game, "Coercive Impetus", bears)
    resolve(game)
    assert _goaded_by(game, bears) == [0]
    _until_attackers(game, 2)
    with pytest.raises(IllegalAction, match="508.1d"):
        game.act(Action("attack", 2, choice=()))
    with pytest.raises(IllegalAction, match="701.38b"):
        game.act(Action("attack", 2, choice=((bears, ALICE),)))
    game.act(Action("attack", 2, choice=((bears, ("player", 1)),)))
    impetus = named(game, "Coercive Impetus")
    from tolaria.rules import events
    events.leave_battlefield(game.state, game.state.objects[impetus], "graveyard",
                             "is put into its owner's graveyard", "701.8a")
    assert _goaded_by(game, bears) == []                  # no longer attached: no goad


@plays("Disrupt Decorum", "keyword.goad_all")
def test_701_38a_disrupt_decorum_goads_every_creature_you_dont_control() -> None:
    game = table([["Mountain"] * 4 + ["Hill Giant"], ["Grizzly Bears"], ["Wall of Wood"]],
                 [["Disrupt Decorum"], [], []])
    cast(game, "Disrupt Decorum")
    resolve(game)
    assert _goaded_by(game, named(game, "Grizzly Bears")) == [0]
    assert _goaded_by(game, named(game, "Wall of Wood")) == [0]     # (defender: can't attack)
    assert _goaded_by(game, named(game, "Hill Giant")) == []              # Alice's own
