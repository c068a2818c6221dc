"""The 2024 Standard domain deck's cards, played: lands that choose a colour as they enter
(CR 614.12, 607.2, 106.1)."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import cast, choose, in_hand, obj, plays

from tolaria import Action
from tolaria.data.actions import IllegalAction
from tolaria.rules.layers import characteristics
from tolaria.rules.mana_abilities import own_options


def _chars(game, name, n=0):
    return characteristics(game.state, game.state.objects[obj(game, name, n)])


def _play(game, name, player=0):
    game.act(Action("play", player, in_hand(game, name, player)))


@plays("Thriving Heath", "choice.as_enters_color", "choice.chosen_mana",
       "static.enters_tapped")
def test_614_12_105_1_thriving_land_chooses_a_color_other_than_its_own():
    game = board([], [], hands=(["Thriving Heath", "Opt"], []))
    _play(game, "Thriving Heath")
    d = game.decision
    assert d.kind == "replacement" and "white" not in d.options
    assert set(d.options) == {"blue", "black", "red", "green"}
    choose(game, "blue")
    heath = game.state.objects[obj(game, "Thriving Heath")]
    assert heath.tapped and dict(heath.chosen)["color"] == "blue"
    assert _chars(game, "Thriving Heath").activated[0].mana == ("W", "U")
    heath.tapped = False
    cast(game, "Opt")                                  # {U}: the chosen colour pays it
    assert heath.tapped and game.state.stack


@plays("Plaza of Heroes", "mana.any_color_among")
def test_105_2_plaza_of_heroes_adds_a_color_among_legendary_permanents():
    game = board(["Plaza of Heroes", "Isamaru, Hound of Konda"], [],
                 hands=(["Savannah Lions"], []))
    state = game.state
    plaza = state.objects[obj(game, "Plaza of Heroes")]
    assert own_options(state, plaza, _chars(game, "Plaza of Heroes").activated[2]) == ("W",)
    cast(game, "Savannah Lions")                  # {W}, not legendary: the third ability
    assert plaza.tapped and state.objects[state.stack[-1]].name == "Savannah Lions"
    alone = board(["Plaza of Heroes", "Savannah Lions"], [])      # no legendary permanent
    plaza = alone.state.objects[obj(alone, "Plaza of Heroes")]
    assert own_options(alone.state, plaza, _chars(alone, "Plaza of Heroes").activated[2]) == ()


@plays("Sunken Citadel", "choice.as_enters_color", "choice.chosen_mana", "mana.spend_only")
def test_106_1_607_2_sunken_citadel_adds_two_mana_of_the_color_chosen_as_it_entered():
    game = board([], [], hands=(["Sunken Citadel", "Grizzly Bears"], []))
    _play(game, "Sunken Citadel")
    assert set(game.decision.options) == {"white", "blue", "black", "red", "green"}
    choose(game, "green")
    citadel = game.state.objects[obj(game, "Sunken Citadel")]
    assert citadel.tapped                                     # it enters tapped
    assert [a.mana for a in _chars(game, "Sunken Citadel").activated] == [("G",), ("GG",)]
    citadel.tapped = False
    game.act(Action("activate", 0, citadel.id, ability=1))
    assert str(game.state.players[0].pool) == "{G}{G}"
    with pytest.raises(IllegalAction):                # only for abilities of land sources
        cast(game, "Grizzly Bears")
