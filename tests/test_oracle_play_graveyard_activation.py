"""An ability activated only while its card is in the graveyard, played (CR 602.2, 113.6k)."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import activate, chars, choose, obj, plays, resolve

from tolaria import IllegalAction
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
