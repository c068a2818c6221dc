"""Bolster (CR 701.33).

To bolster N is to choose a creature with the least toughness among creatures you control
and put N +1/+1 counters on it (the keyword action's reminder text; the subrules of 701.33
are missing from the rules file the project reads). The Oracle compiler reads "Bolster 2."
as the effect step "bolster" (amount); the step is here. Toughness is compared as the
step resolves; a tie is the controller's "choose" decision.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events
from tolaria.rules.effects import amount, handler
from tolaria.rules.layers import characteristics, current_name

RULE = "701.33"


def least_toughness(state: GameState, player: int) -> list[int]:
    """The creatures `player` controls with the least toughness among them."""
    found: dict[int, int] = {}
    for oid in state.battlefield:
        chars = characteristics(state, state.objects[oid])
        if chars.controller == player and chars.is_creature:
            found[oid] = chars.toughness or 0
    least = min(found.values(), default=None)
    return [oid for oid, toughness in found.items() if toughness == least]


@handler("bolster")
def _bolster(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    player = item.controller
    if answer is None:
        candidates = least_toughness(state, player)
        if not candidates:
            return None                            # no creature: nothing happens
        if len(candidates) > 1:
            return Decision("choose", player, options=tuple(candidates),
                            prompt=f"choose a creature with the least toughness (CR {RULE})")
        chosen = candidates[0]
    else:
        chosen = answer[0]
    creature = state.objects[chosen]
    n = amount(item, eff.get("amount"), state)
    state.say(f"{state.players[player].name} bolsters {n} on {current_name(state, creature)}", RULE)
    events.put_counters(state, creature, "+1/+1", n)
    return None
