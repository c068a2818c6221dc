"""Resolving spells and abilities (CR 608)."""

from __future__ import annotations

from boards import board, ids

from tolaria import Action
from tolaria.rules import events


def test_608_2b_tapped_status_checked_again_on_resolution():
    game = board(["Royal Assassin"], ["Craw Wurm"])
    wurm = ids(game, "Craw Wurm")[0]
    events.tap(game.state, game.state.objects[wurm])
    assassin = ids(game, "Royal Assassin")[0]
    game.act(Action("activate", 0, assassin, ability=0, targets=(("object", wurm),)))
    events.untap(game.state, game.state.objects[wurm])     # it untaps in response
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert wurm in game.state.battlefield
    assert any("608.2b" in e.rules for e in game.log)
