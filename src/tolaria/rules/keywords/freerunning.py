"""Freerunning, newer than the rules file, played from its reminder text (README, "Mechanics
newer than the rules file"): "Freerunning [cost] (You may cast this spell for its freerunning
cost if you dealt combat damage to a player this turn with an Assassin or commander.)"

An alternative cost (CR 118.9) like prowl's (CR 702.76a), whose record it shares:
`tolaria.rules.events` notes each combat damage to a player with its source's controller and
creature types as it dealt it (`prowl.COMBAT_DAMAGE_BY`), and with its controller when the
source was a commander (`COMMANDER_COMBAT_DAMAGE`, CR 903.3); `tolaria.rules.costs.CONDITIONAL`
asks `can_freerun`. The cost paid is remembered (`GameObject.cast_for`) for "if this spell's
freerunning cost was paid".
"""

from __future__ import annotations

from typing import Any

from tolaria.rules.keywords.prowl import COMBAT_DAMAGE_BY

NAME = "freerunning"
ASSASSIN = "Assassin"
# A "this turn" fact: (COMMANDER_COMBAT_DAMAGE, the commander's controller as it dealt
# combat damage to a player) (CR 903.3, 510.2).
COMMANDER_COMBAT_DAMAGE = "commander_combat_damage"


def can_freerun(state: Any, player: int, obj: Any) -> bool:
    """Did `player` deal combat damage to a player this turn with an Assassin or a
    commander they controlled as it dealt that damage?"""
    return any(f[0] == COMBAT_DAMAGE_BY and f[1] == player and ASSASSIN in f[2]
               or f[0] == COMMANDER_COMBAT_DAMAGE and f[1] == player
               for f in state.this_turn)
