"""Unearth (CR 702.84).

"Unearth [cost]" means "[Cost]: Return this card from your graveyard to the battlefield.
It gains haste. Exile it at the beginning of the next end step. If it would leave the
battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery."
(CR 702.84a).

`tolaria.cards.oracle.keyword_lines` reads it into an activated ability with `zone="graveyard"`
(announced `activate X for unearth`); `tolaria.rules.priority` activates it from its owner's
graveyard. Its effect ("unearth", here) returns the card, gives the permanent haste
(a layer 6 effect that lasts as long as it is that object), creates the delayed
"exile it at the beginning of the next end step" (CR 603.7) and marks it
(`GameObject.exile_on_leave`) for the replacement effect (`tolaria.rules.replacement`).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, TriggeredAbility, effect, layer_effect
from tolaria.data.objects import GameObject
from tolaria.data.state import ContinuousEffect, DelayedTrigger, GameState
from tolaria.rules import events
from tolaria.rules.effects import handler
from tolaria.rules.layers import current_name

NAME = "unearth"
RULE = "702.84a"
EXILE_AT_END = TriggeredAbility(
    event="step", step="end", whose="each", effects=(effect("unearth_exile"),),
    text="Unearth: exile it at the beginning of the next end step")


@handler("unearth")
def _unearth(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Return the card from the graveyard; it gains haste; the delayed exile (CR 702.84a)."""
    card = state.objects.get(item.source_id) if item.source_id is not None else None
    if card is None or card.zone != "graveyard":
        return None                               # it left the graveyard: a new object (400.7)
    new = events.put_onto_battlefield(state, card, controller=item.controller)
    if new.zone != "battlefield":
        return None
    new.exile_on_leave = RULE
    state.say(f"{current_name(state, new)} returns to the battlefield (unearth)", RULE)
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, item), affected=(new.id,),
        parts=(layer_effect("6", "add_keywords", keywords=frozenset({"haste"})),),
        until="permanent", source_id=new.id, controller=item.controller))
    state.delayed.append(DelayedTrigger(ability=EXILE_AT_END, controller=item.controller,
                                        source_id=new.id, source_name=current_name(state, new),
                                        card=new.card))
    state.changed()
    return None


@handler("unearth_exile")
def _exile(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Exile the unearthed permanent, if it is still that object (CR 702.84a, 400.7)."""
    obj = state.objects.get(item.source_id) if item.source_id is not None else None
    if obj is None or obj.zone != "battlefield":
        return None
    return events.happen(state, events.leaving(obj, "exile", f"{current_name(state, obj)} is "
                                                             "exiled (unearth)",
                                               RULE))
