"""Ascend and the city's blessing (CR 702.131).

Ascend on a permanent means "Any time you control ten or more permanents and you don't have
the city's blessing, you get the city's blessing for the rest of the game" (CR 702.131b);
on an instant or sorcery it is a spell ability with the same test, done as the spell
resolves (CR 702.131a: `resolving`, called by `tolaria.rules.resolve` before its instructions).
The blessing is a player designation (`Player.blessed`, CR 702.131c). A permanent's ascend
works "any time": `has_blessing` counts it as soon as the test holds, and `check`, called
with the state-based actions, records it for the rest of the game.
"""

from __future__ import annotations

from typing import Any

NAME = "ascend"
RULE = "702.131"


def _chars(state: Any, chars: Any) -> Any:
    if chars is not None:
        return chars
    from tolaria.rules.layers import characteristics
    return lambda oid: characteristics(state, state.objects[oid])


def _ten_or_more(state: Any, player: int, chars: Any = None) -> bool:
    chars = _chars(state, chars)
    return sum(1 for oid in state.battlefield if chars(oid).controller == player) >= 10


def _ascending(state: Any, player: int, chars: Any = None) -> bool:
    """Does a permanent with ascend this player controls give the blessing now? (`chars`:
    the characteristics the layers are computing, when asked from a condition.)"""
    chars = _chars(state, chars)
    return any(NAME in chars(oid).keywords and chars(oid).controller == player
               for oid in state.battlefield
               if NAME in state.objects[oid].card.keywords) and \
        _ten_or_more(state, player, chars)


def has_blessing(state: Any, player: int, chars: Any = None) -> bool:
    """Does the player have the city's blessing (CR 702.131c)?"""
    return state.players[player].blessed or _ascending(state, player, chars)


def _bless(state: Any, player: int, rule: str) -> None:
    state.players[player].blessed = True
    state.changed()
    state.say(f"{state.players[player].name} gets the city's blessing", rule, "702.131c")


def check(state: Any) -> None:
    """CR 702.131b: record the blessing a permanent's ascend gave (state-based actions)."""
    if len(state.battlefield) < 10 or not any(
            NAME in state.objects[oid].card.keywords for oid in state.battlefield):
        return
    for p in state.players:
        if not p.blessed and _ascending(state, p.index):
            _bless(state, p.index, "702.131b")


def resolving(state: Any, item: Any) -> None:
    """CR 702.131a: an instant or sorcery with ascend, as it resolves."""
    if item.is_ability or NAME not in item.card.keywords:
        return
    player = item.controller
    if not state.players[player].blessed and _ten_or_more(state, player):
        _bless(state, player, "702.131a")
