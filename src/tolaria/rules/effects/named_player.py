"""Groups of permanents a target player controls: "creatures target player controls get
-2/-2 until end of turn", "tap all lands target player controls" (CR 115.1, 608.2c).

The compiler marks the group's controller ("player", <target index>) and wraps the
instruction in "for_player"; as it resolves, the marker becomes the chosen player (an
absolute player index, which `layers.chars_match` compares). A target that became illegal
names nobody, so the instruction does nothing (CR 608.2b).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, ObjectFilter
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules.effects import handler, players_of, run


def named(value: Any, marker: tuple[str, Any], player: int) -> Any:
    """`value` with every filter controlled by `marker` controlled by `player` instead."""
    if isinstance(value, ObjectFilter):
        found = replace(value, controller=player) if value.controller == marker else value
        if found.any_of:
            found = replace(found, any_of=tuple(named(f, marker, player) for f in found.any_of))
        return found
    if isinstance(value, Effect):
        return Effect(value.op, tuple((k, named(v, marker, player)) for k, v in value.params))
    if isinstance(value, tuple):
        return tuple(named(v, marker, player) for v in value)
    return value


@handler("for_player")
def _for_player(state: GameState, item: GameObject, eff: Effect, answer: Any
                ) -> Decision | None:
    """The instruction about the group the chosen player controls."""
    who = eff.get("who")
    players = players_of(state, item, who)
    if len(players) != 1:
        return None                                # an illegal target (CR 608.2b)
    return run(state, item, named(eff.get("effect"), ("player", who), players[0]), answer)
