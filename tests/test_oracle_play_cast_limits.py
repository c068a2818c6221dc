"""Statics that limit how many spells a player casts each turn (CR 101.2): Rule of Law,
Deafening Silence, Moderation."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import BOB, cast, hand, plays, resolve, to_step

from tolaria import Action, IllegalAction


def _castable(game, player: int = 0) -> set[str]:
    return {game.state.objects[a.object].name for a in game.legal_actions()
            if a.kind == "cast" and a.player == player}


@plays("Rule of Law", "static.cast_limit")
def test_101_2_rule_of_law_one_spell_each_turn_for_each_player():
    """Alice casts one Shock; her second isn't offered and is refused, naming CR 101.2.
    Bob may still cast one spell in her turn (his own count), not two; next turn Alice
    may cast again."""
    game = board(["Rule of Law"] + ["Mountain"] * 4, ["Mountain"] * 4,
                 hands=(["Shock", "Shock"], ["Shock", "Shock"]))
    cast(game, "Shock", BOB)
    assert "Shock" not in _castable(game)
    second = next(i for i in game.state.players[0].hand)
    with pytest.raises(IllegalAction, match=r"101\.2"):
        game.act(Action("cast", 0, second, targets=(BOB,), mode=0))
    game.act(Action("pass", 0))                           # Bob gets priority: he responds
    assert "Shock" in _castable(game, 1)
    cast(game, "Shock", ("player", 0), player=1)
    game.act(Action("pass", 1))
    game.act(Action("pass", 0))                           # Bob's Shock resolves
    assert game.decision.player == 0
    game.act(Action("pass", 0))
    assert "Shock" not in _castable(game, 1)              # his one spell this turn
    resolve(game)
    assert game.state.players[1].life == 18 and game.state.players[0].life == 18
    to_step(game, "upkeep")                               # Bob's turn: a new count
    to_step(game, "precombat main")
    assert game.state.active == 1 and "Shock" in _castable(game, 1)


@plays("Deafening Silence", "static.cast_limit")
def test_101_2_deafening_silence_counts_noncreature_spells_only():
    """A creature spell neither counts nor is limited; after one noncreature spell no other
    noncreature spell may be cast that turn."""
    game = board(["Deafening Silence"] + ["Mountain"] * 2 + ["Forest"] * 4, [],
                 hands=(["Grizzly Bears", "Shock", "Shock", "Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    resolve(game)
    assert "Shock" in _castable(game)
    cast(game, "Shock", BOB)
    resolve(game)
    assert _castable(game) == {"Grizzly Bears"}
    assert hand(game).count("Shock") == 1


@plays("Moderation", "static.cast_limit")
def test_101_2_moderation_limits_its_controller_only():
    """"You can't cast more than one spell each turn": Alice, not Bob."""
    game = board(["Moderation"] + ["Mountain"] * 4, ["Mountain"] * 4,
                 hands=(["Shock", "Shock"], ["Shock", "Shock"]))
    cast(game, "Shock", BOB)
    assert "Shock" not in _castable(game)
    game.act(Action("pass", 0))
    cast(game, "Shock", ("player", 0), player=1)
    game.act(Action("pass", 1))
    game.act(Action("pass", 0))
    game.act(Action("pass", 0))
    assert "Shock" in _castable(game, 1)                 # Bob isn't limited


# -- "<Permanents> your opponents control enter tapped." (CR 614.1c, 614.12) ---------------

def _tapped(game, name: str) -> list[bool]:
    return [game.state.objects[i].tapped for i in game.state.battlefield
            if game.state.objects[i].name == name]


@plays("Authority of the Consuls", "static.opponents_enter_tapped")
def test_614_1c_authority_of_the_consuls_opponents_creatures_enter_tapped():
    """Bob's Grizzly Bears and his Raise the Alarm tokens enter tapped; Alice's own
    creature doesn't."""
    game = board(["Authority of the Consuls", "Forest", "Forest"],
                 ["Forest", "Forest", "Plains", "Plains"],
                 hands=(["Grizzly Bears"], ["Grizzly Bears", "Raise the Alarm"]))
    cast(game, "Grizzly Bears")
    resolve(game)
    assert _tapped(game, "Grizzly Bears") == [False]
    game.act(Action("pass", 0))                       # to combat: Bob may cast an instant
    while game.decision.player != 1:
        game.act(Action("pass", game.decision.player))
    cast(game, "Raise the Alarm", player=1)
    resolve(game)
    assert _tapped(game, "Soldier") == [True, True]
    to_step(game, "upkeep")
    to_step(game, "precombat main")                   # Bob's turn: his untap step untapped
    assert game.state.active == 1 and _tapped(game, "Soldier") == [False, False]
    cast(game, "Grizzly Bears", player=1)
    resolve(game)
    assert sorted(_tapped(game, "Grizzly Bears")) == [False, True]


@plays("Thalia, Heretic Cathar", "static.opponents_enter_tapped")
def test_614_1c_thalia_heretic_cathar_creatures_and_nonbasic_lands():
    """Under Thalia, Bob's nonbasic land and creature enter tapped, his basic land doesn't
    (CR 205.4a: "nonbasic" belongs to the lands only)."""
    game = board(["Thalia, Heretic Cathar"], ["Forest", "Forest"],
                 hands=((), ["Ancient Tomb", "Forest", "Grizzly Bears"]))
    to_step(game, "upkeep")
    to_step(game, "precombat main")
    assert game.state.active == 1
    game.act(Action("play", 1, next(i for i in game.state.players[1].hand
                                    if game.state.objects[i].name == "Ancient Tomb")))
    assert _tapped(game, "Ancient Tomb") == [True]
    game.state.this_turn.append(("extra_land", 1))     # a second land drop (Explore)
    game.state.changed()
    game.act(Action("play", 1, next(i for i in game.state.players[1].hand
                                    if game.state.objects[i].name == "Forest")))
    assert _tapped(game, "Forest") == [False, False, False]
    cast(game, "Grizzly Bears", player=1)
    resolve(game)
    assert _tapped(game, "Grizzly Bears") == [True]


@plays("Blind Obedience", "static.opponents_enter_tapped")
def test_614_1c_blind_obedience_artifacts_and_creatures():
    """"Artifacts and creatures": Bob's Ornithopter (an artifact creature) and his Mind
    Stone enter tapped; his land doesn't."""
    game = board(["Blind Obedience"], ["Island", "Island"],
                 hands=((), ["Ornithopter", "Mind Stone", "Island"]))
    to_step(game, "upkeep")
    to_step(game, "precombat main")
    cast(game, "Ornithopter", player=1)
    resolve(game)
    cast(game, "Mind Stone", player=1)
    resolve(game)
    game.act(Action("play", 1, next(i for i in game.state.players[1].hand
                                    if game.state.objects[i].name == "Island")))
    assert _tapped(game, "Ornithopter") == [True] and _tapped(game, "Mind Stone") == [True]
    assert _tapped(game, "Island").count(True) == 2          # the two that paid, not the new
