"""Delayed triggered abilities about the token an effect just created (CR 603.7).

"Create a 4/4 ... token. Exile it at the beginning of the next end step.": the delayed
trigger is created as the spell or ability resolves and refers to that token (CR 603.7a,
603.7c). Each token made (more than one if a replacement effect multiplied them, CR 614.1)
gets its own delayed trigger naming it as its event's object; a token that left the
battlefield is gone for good (CR 111.7), so the trigger then does nothing.
"""

from __future__ import annotations

from typing import Any

from tolaria import events
from tolaria.actions import Decision
from tolaria.cards.ir import Effect, TriggeredAbility, effect
from tolaria.effects import HANDLERS, handler, target_object
from tolaria.layers import controller
from tolaria.objects import GameObject
from tolaria.state import DelayedTrigger, GameState


@handler("token_delayed")
def _token_delayed(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """Create the tokens (`create`), then one delayed trigger per token made (CR 603.7a)."""
    first = state.next_id
    decision = HANDLERS["create_tokens"](state, item, eff.get("create"), answer)
    if decision is not None:
        return decision                           # a replacement choice comes first
    ability = TriggeredAbility(event="step", step="end", whose="each", text=eff.get("text"),
                               effects=(effect(eff.get("then"), target="event"),))
    source_id, source_name = (item.source_id, item.source_name or item.name) \
        if item.is_ability and item.source_id is not None else (item.id, item.name)
    for oid in range(first, state.next_id):
        token = state.objects.get(oid)
        if token is not None and token.zone == "battlefield" and token.is_token:
            state.delayed.append(DelayedTrigger(
                ability=ability, controller=item.controller, source_id=source_id,
                source_name=source_name, card=item.card, data=(("object", oid),)))
            state.say(f"{source_name} creates a delayed triggered ability: {ability.text}",
                      "603.7")
    return None


@handler("sacrifice_yours")
def _sacrifice_yours(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Sacrifice it": only a permanent its controller controls (CR 701.17a), and only the
    same object (CR 400.7)."""
    victim = target_object(state, item, eff.get("target"))
    if victim is not None and victim.zone == "battlefield" \
            and controller(state, victim) == item.controller:
        events.sacrifice(state, victim)
