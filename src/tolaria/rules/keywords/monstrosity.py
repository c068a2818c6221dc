"""Monstrosity and adapt (CR 701.31, 701.43): keyword actions that grow a permanent once.

- "Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1 counters on it and
  it becomes monstrous" (CR 701.31a). Monstrous is a designation it keeps while it stays
  on the battlefield (CR 701.31b), held in `GameObject.chosen`; "When this creature
  becomes monstrous" triggers as it does (CR 701.31c, event "becomes_monstrous"), and "as
  long as this creature is monstrous" reads the designation (`tolaria.rules.conditions`). An X
  in it is the X of the ability's cost (CR 701.31d).
- "Adapt N" means "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on
  it" (CR 701.43a).

The Oracle compiler reads both as instructions of an ability of the permanent
(`tolaria.cards.oracle.keywords`); the effect steps "monstrosity" and "adapt" are here.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events, triggers
from tolaria.rules.effects import amount, handler, target_object
from tolaria.rules.layers import current_name

MONSTROUS = ("monstrous", "")


@handler("monstrosity")
def _monstrosity(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """CR 701.31a: nothing happens to a permanent that is already monstrous, or that left
    the battlefield (a new object, CR 400.7). `answer` is set when a replacement choice
    about the counters was made: the action goes on."""
    permanent = target_object(state, item, "self")
    if permanent is None or permanent.zone != "battlefield":
        return None
    if answer is None:
        if MONSTROUS in permanent.chosen:
            return None
        permanent.chosen += (MONSTROUS,)
        state.changed()
        state.say(f"{current_name(state, permanent)} becomes monstrous", "701.31a")
    decision = events.happen(state, events.Counters(permanent.id, "+1/+1",
                                                    amount(item, eff.get("amount"), state)))
    if decision is None:
        triggers.on_monstrous(state, permanent)                           # CR 701.31c
    return decision


@handler("adapt")
def _adapt(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """CR 701.43a: only a permanent with no +1/+1 counters gets them."""
    permanent = target_object(state, item, "self")
    if permanent is None or permanent.zone != "battlefield" or (
            answer is None and permanent.counters.get("+1/+1", 0) > 0):
        return None
    return events.happen(state, events.Counters(permanent.id, "+1/+1",
                                                amount(item, eff.get("amount"), state)))
