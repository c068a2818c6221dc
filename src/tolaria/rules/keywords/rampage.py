"""Rampage (CR 702.23).

"Rampage N" means "Whenever this creature becomes blocked, it gets +N/+N until end of turn
for each creature blocking it beyond the first" (CR 702.23a); `tolaria.cards.oracle.keyword_triggers`
reads it. The bonus is counted once, as the ability resolves (CR 702.23b).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules.effects import handler, run, target_object
from tolaria.rules.layers import current_name


def blockers_of(state: GameState, attacker: GameObject) -> int:
    """How many creatures block `attacker` now (CR 509.1)."""
    return sum(1 for oid in state.battlefield if attacker.id in state.objects[oid].blocking)


@handler("rampage")
def _rampage(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """+N/+N for each blocker beyond the first, counted now (CR 702.23a-b)."""
    attacker = target_object(state, item, "self")
    if attacker is None:
        return None
    beyond = blockers_of(state, attacker) - 1
    if beyond <= 0:
        state.say(f"{current_name(state, attacker)} is blocked by no more than one "
                  "creature", "702.23b")
        return None
    n = eff.get("amount") * beyond
    return run(state, item, effect("pump", power=n, toughness=n, target="self"), None)
