"""Dash and blitz (CR 702.109, 702.152).

"Dash [cost]" means "You may cast this spell by paying [cost] rather than paying its mana
cost" and "If this spell's dash cost was paid, return the permanent this spell becomes to
its owner's hand at the beginning of the next end step" and "As long as this permanent's
dash cost was paid, it has haste" (CR 702.109a).

`tolaria.cards.oracle.keyword_triggers` reads the alternative cost (named "dash"); the spell
remembers it (`GameObject.cast_for`, kept as it becomes a permanent), and `entered`,
called by `tolaria.rules.events` as the permanent enters, gives it haste for as long as it is
that object and creates the delayed "return it" ability (CR 603.7).

"Blitz [cost]" is the same kind of alternative cost: "If this spell's blitz cost was paid,
sacrifice the permanent this spell becomes at the beginning of the next end step" and "As
long as this permanent's blitz cost was paid, it has haste and 'When this permanent is put
into a graveyard from the battlefield, draw a card'" (CR 702.152a).
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

NAME = "dash"
RULE = "702.109a"
BLITZ = "blitz"
SACRIFICE_AT_END = TriggeredAbility(
    event="step", step="end", whose="each", effects=(effect("sacrifice", target="self"),),
    text="Blitz: sacrifice it at the beginning of the next end step")
DRAW_WHEN_DIES = TriggeredAbility(
    event="dies", effects=(effect("draw", amount=1, who="you"),),
    text="When this permanent is put into a graveyard from the battlefield, draw a card.")
RETURN_AT_END = TriggeredAbility(
    event="step", step="end", whose="each", effects=(effect("dash_return"),),
    text="Dash: return it to its owner's hand at the beginning of the next end step")


def entered(state: GameState, permanent: GameObject) -> None:
    """Its dash cost was paid: haste, and the delayed return (CR 702.109a); its blitz cost:
    haste, the draw when it dies, and the delayed sacrifice (CR 702.152a)."""
    blitz = BLITZ in permanent.cast_for.split("+")
    parts = (layer_effect("6", "add_abilities", keywords=frozenset({"haste"}),
                          abilities=(DRAW_WHEN_DIES,)),) if blitz else (
        layer_effect("6", "add_keywords", keywords=frozenset({"haste"})),)
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, permanent),
        affected=(permanent.id,),
        parts=parts, until="permanent", source_id=permanent.id,
        controller=permanent.controller))
    state.delayed.append(DelayedTrigger(ability=SACRIFICE_AT_END if blitz else RETURN_AT_END,
                                        controller=permanent.controller,
                                        source_id=permanent.id,
                                        source_name=current_name(state, permanent),
                                        card=permanent.card))


@handler("dash_return")
def _return(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Return the permanent to its owner's hand, if it is still that object (CR 400.7)."""
    obj = state.objects.get(item.source_id) if item.source_id is not None else None
    if obj is None or obj.zone != "battlefield":
        return None
    return events.happen(state, events.leaving(
        obj, "hand", f"{current_name(state, obj)} returns to its owner's hand (dash)", RULE))
