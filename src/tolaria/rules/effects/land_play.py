"""Rules a resolving spell changes for the turn: "You may play an additional land this
turn." (CR 305.2): a fact of the turn (`state.this_turn`) that
`tolaria.rules.priority.lands_allowed` counts."""

from __future__ import annotations

from typing import Any

from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules.effects import handler


@handler("extra_land_this_turn")
def _extra_land(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    state.this_turn.append(("extra_land", item.controller))
    state.say(f"{state.players[item.controller].name} may play an additional land this turn",
              "305.2")
    state.changed()
