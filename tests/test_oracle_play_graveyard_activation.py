"""An ability activated only while its card is in the graveyard (CR 602.2, 113.6k), and a
creature type chosen as an ability resolves (CR 608.2d, 508.1d), played."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import BOB, activate, chars, choose, obj, plays, resolve

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


@plays("Glory", "ability.only_in_graveyard", "choice.choose")
def test_113_6k_glory_is_activated_from_the_graveyard():
    game = board(["Plains", "Plains", "Plains", "Grizzly Bears"])
    glory = create_object(game.state, card_def("Glory"), 0, "graveyard").id
    activate(game, glory)
    resolve(game)
    choose(game, "red")
    bears = chars(game, obj(game, "Grizzly Bears"))
    assert "protection from red" in bears.keywords
    assert glory in game.state.players[0].graveyard                # it stays there


def test_602_2_glory_on_the_battlefield_cant_be_activated():
    game = board(["Plains", "Plains", "Plains", "Glory"])
    with pytest.raises(IllegalAction):
        activate(game, obj(game, "Glory"))


@plays("Walking Desecration", "choice.choose")
def test_508_1d_walking_desecration_makes_the_chosen_type_attack_this_turn():
    game = board(["Walking Desecration", "Swamp", "Grizzly Bears", "Hill Giant"],
                 step="beginning of combat")
    activate(game, obj(game, "Walking Desecration"))
    resolve(game)
    choose(game, "Bear")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "attackers"
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    with pytest.raises(IllegalAction, match="508.1d"):
        game.act(Action("attack", 0, choice=()))
    with pytest.raises(IllegalAction, match="508.1d"):
        game.act(Action("attack", 0, choice=((giant, BOB),)))
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    assert game.state.objects[bears].attacking == BOB
