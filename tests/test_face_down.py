"""Face-down permanents (CR 708) in the layer system (CR 613.2b)."""

from __future__ import annotations

import json

from boards import board

from tolaria import Game
from tolaria.rules.layers import characteristics


def face_down(game: Game, name: str) -> int:
    oid = next(i for i in game.state.battlefield if game.state.objects[i].name == name)
    game.state.objects[oid].face_down = True
    game.state.changed()
    return oid


def test_708_2a_face_down_is_a_nameless_colorless_2_2_with_no_abilities():
    game = board(["Shivan Dragon"], [])
    oid = face_down(game, "Shivan Dragon")
    chars = characteristics(game.state, game.state.objects[oid])
    assert (chars.name, chars.power, chars.toughness) == ("", 2, 2)
    assert chars.types == {"Creature"} and not chars.subtypes and not chars.colors
    assert not chars.keywords and not chars.activated


def test_613_2b_face_down_then_later_layers_apply():
    game = board(["Craw Wurm", "Glorious Anthem"], [])
    oid = face_down(game, "Craw Wurm")
    assert characteristics(game.state, game.state.objects[oid]).power == 3   # 2/2 +1/+1
    game = board(["Craw Wurm", "Humility"], [])
    oid = face_down(game, "Craw Wurm")
    assert characteristics(game.state, game.state.objects[oid]).toughness == 1


def test_708_5_only_its_controller_sees_what_it_is():
    game = board(["Shivan Dragon"], [])
    face_down(game, "Shivan Dragon")
    assert "Shivan Dragon" in json.dumps(game.view(0)["players"][0]["battlefield"])
    theirs = json.dumps(game.view(1)["players"][0]["battlefield"])
    assert "Shivan Dragon" not in theirs and "face-down creature" in theirs
