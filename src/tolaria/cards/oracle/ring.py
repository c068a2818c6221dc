"""The Ring tempts you (CR 701.52): the instruction and the trigger event
(`tolaria.rules.ring`)."""

from __future__ import annotations

from typing import Any

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.data.ir import Condition, Effect, condition, effect

C_TEMPTS = construct("effect.ring_tempts", "the Ring tempts you: the emblem The Ring, then "
                                           "choose a creature you control as your "
                                           "Ring-bearer (CR 701.52a-d)")
C_TRIGGER = construct("trigger.ring_tempts", "Whenever the Ring tempts you (CR 701.52d)")
C_CHOOSE = construct("trigger.ring_bearer_chosen", "Whenever you choose a creature as your "
                                                  "Ring-bearer (CR 701.52a)")
C_CONTROL = construct("condition.ring_bearer", "you [don't] control a Ring-bearer "
                                               "(CR 701.52e)")
_CHOOSE = ("you", "choose", "a", "creature", "as", "your", "ring-bearer")


def tempts(p: Parser) -> list[Effect]:
    """"The Ring tempts you." (CR 701.52a)."""
    p.expect("the", "ring", "tempts", "you")
    p.mark(C_TEMPTS)
    return [effect("ring_tempts")]


def tempts_event(p: Parser) -> list[dict[str, Any]]:
    """"Whenever the Ring tempts you" (CR 701.52d) / "Whenever you choose a creature as your
    Ring-bearer" (CR 701.52a, not when you control none): events of the player."""
    if p.accept(*_CHOOSE):
        p.mark(C_CHOOSE)
        event = "ring_bearer_chosen"
    else:
        p.expect("the", "ring", "tempts", "you")
        p.mark(C_TRIGGER)
        event = "ring_tempts"
    p.scope.it, p.scope.event_subject = None, ""
    return [{"event": event, "whose": "you"}]


def bearer_condition(p: Parser) -> Condition:
    """"you control a Ring-bearer" / "you don't control a Ring-bearer" (CR 701.52e)."""
    p.expect("you")
    negated = p.accept("don't")
    p.expect("control", "a", "ring-bearer")
    p.mark(C_CONTROL)
    found = condition("ring_bearer")
    return condition("not", part=found) if negated else found
