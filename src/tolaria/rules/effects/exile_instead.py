"""Replacement effects a resolving spell or ability sets up on one permanent: "If that
creature would die this turn, exile it instead." (CR 614.1a, 700.4): an `ExileShield`
in `state.shields`, applied by `tolaria.rules.replacement` and gone at cleanup (CR 514.2)."""

from __future__ import annotations

from typing import Any

from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import ExileShield, GameState
from tolaria.rules.effects import handler, source_of, target_object
from tolaria.rules.layers import current_name


@handler("exile_if_dies")
def _exile_if_dies(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "battlefield":
        return                            # a new object if it left and came back (CR 400.7)
    source = source_of(state, item)
    state.shields.append(ExileShield(victim.id, current_name(state, item),
                                     sid=state.timestamp(), source_id=source.id,
                                     uid=source.card_uid))
    state.say(f"if {current_name(state, victim)} would die this turn, it is exiled "
              "instead", "614.1a")
    state.changed()
