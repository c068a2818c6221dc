"""Instructions with "the color of your choice": "<object> gains protection from the color
of your choice until end of turn" (CR 702.16), "<object> becomes the color of your choice
[until end of turn]" (CR 613.1e). The effect op is `tolaria.effects.color_choice`'s."""

from __future__ import annotations

from typing import Any

from tolaria.cards.ir import Effect, effect
from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import duration

C_PROTECTION = construct("effect.protection_choice", "<object> gains protection from the "
                         "color of your choice until end of turn (CR 702.16, 608.2d)")
C_BECOMES = construct("effect.color_choice", "<object> becomes the color of your choice "
                      "[until end of turn] (CR 105.1, 613.1e)")


def color_choice(p: Parser, subject: Any) -> list[Effect]:
    """The verb phrase after its subject."""
    if isinstance(subject, int):
        spec = p.scope.targets[subject]
        if spec.objects is None or spec.objects.spell:
            p.fail()            # a spell's colour wouldn't follow it onto the battlefield
    if p.accept("gains", "protection", "from", "the", "color", "of", "your", "choice"):
        if duration(p) != "end of turn":
            p.fail()
        p.mark(C_PROTECTION)
        return [effect("color_choice", target=subject, what="protection", until="end of turn")]
    p.expect("becomes", "the", "color", "of", "your", "choice")
    until = duration(p) or "permanent"
    if until not in ("end of turn", "permanent"):
        p.fail()
    p.mark(C_BECOMES)
    return [effect("color_choice", target=subject, what="color", until=until)]
