"""Flanking (CR 702.25).

"Flanking" means "Whenever this creature becomes blocked by a creature without flanking,
the blocking creature gets -1/-1 until end of turn" (CR 702.25a). It triggers once for
each such blocker, and each instance separately (CR 702.25b; the engine keeps keywords as
a set, so a creature has at most one instance). `on_blocks` is called by
`tolaria.rules.combat.declare_blockers` as blockers are declared (CR 509.3d); the effect step
"flanking" is here.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, TriggeredAbility, effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState, PendingTrigger
from tolaria.rules.effects import handler, run, target_object
from tolaria.rules.layers import characteristics, current_name

ABILITY = TriggeredAbility(
    event="flanking", effects=(effect("flanking"),),
    text="Flanking (whenever this creature becomes blocked by a creature without flanking, "
         "the blocking creature gets -1/-1 until end of turn)")


def on_blocks(state: GameState, blocks: tuple[tuple[int, int], ...]) -> None:
    """Each attacker with flanking triggers for each blocker without it (CR 702.25a)."""
    for blocker_id, attacker_id in blocks:
        attacker = state.objects[attacker_id]
        chars = characteristics(state, attacker)
        if "flanking" not in chars.keywords or "flanking" in characteristics(
                state, state.objects[blocker_id]).keywords:
            continue
        state.pending.append(PendingTrigger(
            controller=chars.controller, source_id=attacker_id,
            source_name=current_name(state, attacker),
            ability=ABILITY, data=(("object", blocker_id),), card=attacker.card))


@handler("flanking")
def _flanking(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """The blocking creature gets -1/-1 until end of turn, if it is still there (CR 400.7)."""
    blocker = target_object(state, item, "event")
    if blocker is None or blocker.zone != "battlefield":
        return None
    return run(state, item, effect("pump", power=-1, toughness=-1, target="event"), None)
