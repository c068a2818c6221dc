"""The maximum hand size (CR 402.2, 514.1) and effects that change it.

Each player's is normally seven (`Player.max_hand_size`); a static ability of
kind "no_max_hand_size" (Spellbook: "You have no maximum hand size.") removes
it for its controller while the permanent is on the battlefield, one of kind
"set_max_hand_size" sets it ("The chosen player's maximum hand size is four.") and
one of kind "change_max_hand_size" raises or lowers it ("Your maximum hand size is
reduced by two."), for the players it names. They apply in the timestamp order of
their permanents (as continuous effects do, CR 613.7a); a maximum is never below 0 and
no maximum stays none when changed. "You have no maximum hand size for the rest of the
game." (Praetor's Counsel) is a resolved effect's `PLAYER_RULES` part naming its player
(`rules.effects.player_state`), in the same timestamp order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tolaria.data.vocabulary import (
    CHANGE_MAXIMUM_HAND_SIZE,
    NO_MAXIMUM_HAND_SIZE,
    PLAYER_RULES,
    SET_MAXIMUM_HAND_SIZE,
)

if TYPE_CHECKING:
    from tolaria.data.state import GameState


_KINDS = frozenset({NO_MAXIMUM_HAND_SIZE, SET_MAXIMUM_HAND_SIZE, CHANGE_MAXIMUM_HAND_SIZE})


def maximum(state: GameState, player: int) -> int | None:
    """`player`'s maximum hand size now, or None if they have none (CR 402.2)."""
    from tolaria.rules.layers import controller, static_abilities
    found = [(source.timestamp, i, ability.kind, ability.amount)
             for i, (source, ability) in enumerate(static_abilities(state))
             if ability.kind in _KINDS and _names(state, ability.affects,
                                                  controller(state, source), player)]
    found += [(e.timestamp, -1, part.op, 0) for e in state.effects for part in e.parts
              if part.layer == PLAYER_RULES and part.op in _KINDS
              and part.get("player") == player]     # from resolved effects (CR 613.11)
    size: int | None = state.players[player].max_hand_size
    for _, _, kind, amount in sorted(found):
        if kind == NO_MAXIMUM_HAND_SIZE:
            size = None
        elif kind == SET_MAXIMUM_HAND_SIZE:
            size = max(0, amount)
        elif size is not None:
            size = max(0, size + amount)
    return size


def _names(state: GameState, affects: Any, owner: int, player: int) -> bool:
    """Is `player` one of those the ability of `owner` names ("you", "opponents", "all",
    the chosen player: ("chosen", index), CR 607.2d)?"""
    from tolaria.rules.multiplayer import is_opponent
    if type(affects) is tuple:
        return type(affects[1]) is int and affects[1] == player
    if affects == "all":                                 # "Players have no maximum ..."
        return True
    if affects == "opponents":
        return is_opponent(state, owner, player)
    return player == owner
