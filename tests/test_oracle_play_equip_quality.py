"""Equip abilities with a quality (CR 702.6c): "Equip legendary creature {3}" (Blackblade
Reforged), "Equip Knight {1}" (Steelclaw Lance)."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import activate, obj, plays, resolve

from tolaria import IllegalAction


def _attached(game, equipment: int) -> int | None:
    return game.state.objects[equipment].attached_to


@plays("Blackblade Reforged", "keyword.equip", "keyword.equip_quality")
def test_702_6c_equip_legendary_creature_targets_only_a_legendary_creature() -> None:
    game = board(["Blackblade Reforged", "Isamaru, Hound of Konda", "Grizzly Bears"]
                 + ["Mountain"] * 10, [])
    blade, isamaru = obj(game, "Blackblade Reforged"), obj(game, "Isamaru, Hound of Konda")
    bears = obj(game, "Grizzly Bears")
    with pytest.raises(IllegalAction):
        activate(game, blade, bears, index=0)                    # not legendary
    activate(game, blade, isamaru, index=0)                      # {3}
    resolve(game)
    assert _attached(game, blade) == isamaru
    activate(game, blade, bears, index=1)                        # "Equip {7}": any creature
    resolve(game)                                                # (CR 702.6d)
    assert _attached(game, blade) == bears


@plays("Steelclaw Lance", "keyword.equip", "keyword.equip_quality")
def test_702_6c_equip_knight_targets_only_a_knight_you_control() -> None:
    game = board(["Steelclaw Lance", "Grizzly Bears", "Mountain"], ["Youthful Knight"])
    lance = obj(game, "Steelclaw Lance")
    with pytest.raises(IllegalAction):
        activate(game, lance, obj(game, "Grizzly Bears"), index=0)
    with pytest.raises(IllegalAction):                           # not one you control
        activate(game, lance, obj(game, "Youthful Knight"), index=0)
    game = board(["Steelclaw Lance", "Youthful Knight", "Mountain"], [])
    lance, knight = obj(game, "Steelclaw Lance"), obj(game, "Youthful Knight")
    activate(game, lance, knight, index=0)
    resolve(game)
    assert _attached(game, lance) == knight
