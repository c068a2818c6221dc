"""The maximum hand size (CR 402.2, 514.1) and effects that change it.

Each player's is normally seven (`Player.max_hand_size`); a static ability of
kind "no_max_hand_size" (Spellbook: "You have no maximum hand size.") removes
it for its controller while the permanent is on the battlefield.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tolaria.data.vocabulary import NO_MAXIMUM_HAND_SIZE

if TYPE_CHECKING:
    from tolaria.data.state import GameState


def maximum(state: GameState, player: int) -> int | None:
    """`player`'s maximum hand size now, or None if they have none (CR 402.2)."""
    from tolaria.rules.layers import controller, static_abilities
    for source, ability in static_abilities(state):
        if ability.kind == NO_MAXIMUM_HAND_SIZE and controller(state, source) == player:
            return None
    return state.players[player].max_hand_size
