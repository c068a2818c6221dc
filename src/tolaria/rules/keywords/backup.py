"""Backup (CR 702.165).

"Backup N" means "When this creature enters, put N +1/+1 counters on target creature. If
that's another creature, it also gains the non-backup abilities of this creature printed
below this one until end of turn" (CR 702.165a). The Oracle compiler reads the trigger
and the abilities printed below it (`tolaria.cards.oracle.keywords.grant_following`):
they are fixed as the card is read, which is what CR 702.165c-d ask (only printed
abilities; not changed by losing abilities later). The effect step "backup" is here.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import ContinuousEffect, GameState
from tolaria.rules import events
from tolaria.rules.effects import amount, handler, target_object
from tolaria.rules.layers import current_name


@handler("backup")
def _backup(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    creature = target_object(state, item, eff.get("target"))
    if creature is None or creature.zone != "battlefield":
        return None
    events.put_counters(state, creature, "+1/+1", amount(item, eff.get("amount"), state))
    if creature.id == item.source_id or creature.zone != "battlefield":
        return None                                      # "if that's another creature"
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, item), affected=(creature.id,),
        parts=eff.get("parts"), until="end of turn", source_id=item.source_id,
        controller=item.controller))
    state.changed()
    state.say(f"{current_name(state, creature)} gains {current_name(state, item)}'s abilities "
              "until end of turn", "702.165a")
    return None
