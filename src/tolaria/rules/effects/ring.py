"""The effect step "ring_tempts": the Ring tempts you (CR 701.52; `tolaria.rules.ring`)."""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import triggers
from tolaria.rules.effects import handler
from tolaria.rules.layers import characteristics
from tolaria.rules.ring import EMBLEM, RULE


@handler("ring_tempts")
def _ring_tempts(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """The emblem first (CR 701.52c), then a creature you control as your Ring-bearer,
    the same one again if you like (CR 701.52a); it tempts you even with no creature to
    choose (CR 701.52d), then "whenever the Ring tempts you" triggers."""
    player = item.controller
    mine = tuple(oid for oid in state.battlefield
                 if (chars := characteristics(state, state.objects[oid])).is_creature
                 and chars.controller == player)
    if answer is None and len(mine) > 1:
        return Decision("choose", player, options=mine,
                        prompt=f"{item.name}: the Ring tempts you; choose your Ring-bearer "
                               "(CR 701.52a)")
    chosen = answer[0] if answer else (mine[0] if mine else None)
    you = state.players[player]
    if not you.ring_tempted:
        state.say(f"{you.name} gets the emblem {EMBLEM}", RULE)
    you.ring_tempted += 1
    if chosen is not None:
        you.ring_bearer = chosen
        state.say(f"the Ring tempts {you.name} (time {you.ring_tempted}): "
                  f"{state.objects[chosen].name} is their Ring-bearer", "701.52a")
    else:
        state.say(f"the Ring tempts {you.name} (time {you.ring_tempted}); they control "
                  "no creature", "701.52d")
    state.changed()
    if chosen is not None:
        triggers.on_player_action(state, "ring_bearer_chosen", player)    # CR 701.52a
    triggers.on_player_action(state, "ring_tempts", player)               # CR 701.52d
    return None
