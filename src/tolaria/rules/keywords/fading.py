"""Fading and vanishing (CR 702.32, 702.63): permanents that count down at each upkeep.

- "Fading N" means "This permanent enters with N fade counters on it" and "At the
  beginning of your upkeep, remove a fade counter from this permanent. If you can't,
  sacrifice the permanent" (CR 702.32a);
- "Vanishing N" means "This permanent enters with N time counters on it", "At the
  beginning of your upkeep, if this permanent has a time counter on it, remove a time
  counter from it" and "When the last time counter is removed from this permanent,
  sacrifice it" (CR 702.63a).

`tolaria.cards.oracle.keyword_triggers` reads them (the entering counters are a replacement effect,
CR 614.1c); the effect steps "fading" and "vanishing" are here.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, TriggeredAbility, effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState, PendingTrigger
from tolaria.rules import events
from tolaria.rules.effects import handler, target_object
from tolaria.rules.layers import current_name

LAST = TriggeredAbility(event="last_time_counter", effects=(effect("sacrifice", target="self"),),
                        text="Vanishing (when the last time counter is removed from this "
                             "permanent, sacrifice it)")


@handler("fading")
def _fading(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Remove a fade counter, or sacrifice it if none can be removed (CR 702.32a)."""
    permanent = target_object(state, item, "self")
    if permanent is None:
        return None
    if permanent.counters.get("fade"):
        events.remove_counters(state, permanent, "fade", 1)
        state.say(f"a fade counter is removed from {current_name(state, permanent)}", "702.32a")
        return None
    events.sacrifice(state, permanent)
    return None


@handler("vanishing")
def _vanishing(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Remove a time counter; removing the last one triggers the sacrifice (CR 702.63a)."""
    permanent = target_object(state, item, "self")
    if permanent is None or not permanent.counters.get("time"):
        return None
    events.remove_counters(state, permanent, "time", 1)
    state.say(f"a time counter is removed from {current_name(state, permanent)}", "702.63a")
    if not permanent.counters.get("time"):
        state.pending.append(PendingTrigger(
            controller=item.controller, source_id=permanent.id,
            source_name=current_name(state, permanent),
            ability=LAST, card=permanent.card))
    return None
