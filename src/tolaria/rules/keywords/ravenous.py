"""Ravenous (CR 702.156).

"Ravenous" means "This permanent enters with X +1/+1 counters on it" and "When this
permanent enters, if X is 5 or more, draw a card" (CR 702.156a), X being the X of the
spell it was (CR 107.3m). The counters are an "enters with" replacement reading that X
(`ReplacementSpec.x`); the trigger's intervening "if" is the condition "entered_x"
(`tolaria.rules.conditions`: the X of the spell the permanent entered from).
"""

from __future__ import annotations

from tolaria.data.ir import ReplacementSpec, StaticAbility, TriggeredAbility, condition, effect
from tolaria.rules.keywords.lines import KeywordParts

NAME = "ravenous"


def read(low: str, text: str) -> KeywordParts | None:
    if low != NAME:
        return None
    counters = StaticAbility(kind="replacement", affects="self", text=f"{text} (enters)",
                             replacement=ReplacementSpec("enter", "counters", x=True,
                                                         counter="+1/+1"))
    draw = TriggeredAbility(
        event="enters", condition=condition("entered_x", at_least=5),
        effects=(effect("draw", amount=1, who="you"),),
        text=f"{text} (when this permanent enters, if X is 5 or more, draw a card)")
    return KeywordParts(frozenset({NAME}), triggered=(draw,), static=(counters,))
