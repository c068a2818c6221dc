"""Prowl (CR 702.76).

"Prowl [cost]" is an alternative cost usable only if a player was dealt combat damage this
turn by a source that, as it dealt that damage, was under the caster's control and had any
of the spell's creature types (CR 702.76a). `tolaria.rules.events` records each combat
damage to a player with its source's controller and creature types then
(`COMBAT_DAMAGE_BY`); `tolaria.rules.costs.CONDITIONAL` asks `can_prowl`. The cost paid is
remembered (`GameObject.cast_for`) for "if its prowl cost was paid".
"""

from __future__ import annotations

from typing import Any

NAME = "prowl"
# A "this turn" fact: (COMBAT_DAMAGE_BY, the source's controller, its creature types as it
# dealt combat damage to a player, sorted) (CR 702.76a, 510.2).
COMBAT_DAMAGE_BY = "combat_damage_by"


def creature_types(chars: Any) -> frozenset[str]:
    """An object's creature types (a changeling has them all in layer 4, CR 702.73a,
    205.3m)."""
    from tolaria.rules.choices import CREATURE_TYPES
    return frozenset(chars.subtypes) & CREATURE_TYPES


def can_prowl(state: Any, player: int, obj: Any) -> bool:
    """CR 702.76a: did a source `player` controlled, with any of the spell's creature
    types, deal combat damage to a player this turn?"""
    from tolaria.rules.layers import characteristics
    mine = creature_types(characteristics(state, obj))
    return any(f[0] == COMBAT_DAMAGE_BY and f[1] == player and not mine.isdisjoint(f[2])
               for f in state.this_turn)
