"""Exalted (CR 702.83).

"Exalted" means "Whenever a creature you control attacks alone, that creature gets
+1/+1 until end of turn." (CR 702.83a). A creature attacks alone if it's the only
creature declared as an attacker (CR 506.5); `tolaria.rules.combat` reports that event
("attacks_alone") to `tolaria.rules.triggers`. Each instance triggers separately (CR 702.83b):
every permanent with exalted has its own triggered ability.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.ir import Effect, layer_effect
from tolaria.data.objects import GameObject
from tolaria.data.state import ContinuousEffect, GameState
from tolaria.rules.effects import handler
from tolaria.rules.layers import current_name


@handler("exalted")
def _exalted(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """That creature (the one the trigger is about) gets +1/+1 until end of turn."""
    ref = item.trigger_data[0] if item.trigger_data else None
    attacker = state.objects.get(ref[1]) if ref is not None else None
    if attacker is None or attacker.zone != "battlefield":
        return                                               # it left: a new object (400.7)
    state.effects.append(ContinuousEffect(                    # CR 611.2c, 613.4c
        timestamp=state.timestamp(), source_name=item.source_name, affected=(attacker.id,),
        parts=(layer_effect("7c", "add_pt", power=1, toughness=1),),
        source_id=item.source_id, controller=item.controller))
    state.changed()
    state.say(f"{current_name(state, attacker)} gets +1/+1 until end of turn "
              "(exalted)", "702.83a", "611.2")
