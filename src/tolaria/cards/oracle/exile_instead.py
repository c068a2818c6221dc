"""Replacement instructions: "If that creature would die this turn, exile it instead."
(CR 614.1a, 700.4). The effect op is `tolaria.rules.effects.exile_instead`'s."""

from __future__ import annotations

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import IT_NOUNS
from tolaria.data.ir import Effect, effect

C_EXILE_INSTEAD = construct("effect.exile_if_dies", "If that creature would die this turn, "
                            "exile it instead. (CR 614.1a, 700.4)")


def exile_if_dies(p: Parser) -> list[Effect]:
    """The clause (its period is the sentence's)."""
    p.expect("if", "that")
    if p.peek() not in IT_NOUNS:
        p.fail()
    p.i += 1
    p.accept("or", "planeswalker")                # "that creature or planeswalker"
    ref = p.scope.it
    if ref is None or ref == "self" or (isinstance(ref, int) and (
            p.scope.targets[ref].objects is None or p.scope.targets[ref].players is not None)):
        p.fail()                          # only a target permanent the sentence before named
    p.expect("would", "die", "this", "turn", ",", "exile", "it", "instead")
    p.mark(C_EXILE_INSTEAD)
    return [effect("exile_if_dies", target=ref)]
