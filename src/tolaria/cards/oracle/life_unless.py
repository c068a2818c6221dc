"""Losing life unless a player pays another cost (CR 118.12a): "Each opponent loses 3 life
unless that player sacrifices a nonland permanent of their choice or discards a card."

"[Do something] unless [a player does something else]" means "[That player] may [do
something else]. If they don't, [do something]." (CR 118.12a): as it resolves each of
the players, in APNAP order (CR 101.4), chooses one of the costs they can pay, or none;
then the sacrifices, discards and life losses happen at once (`rules.effects.player_state`).
Called by `instructions._life`.
"""

from __future__ import annotations

from typing import Any

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import permanent_description
from tolaria.data.ir import Effect, ObjectFilter, effect

C_LIFE_UNLESS = construct("effect.lose_life_unless", "<player(s)> lose(s) N life unless they / "
                          "that player sacrifice(s) a <permanent> [of their choice] [or "
                          "discard(s) a card] / discard(s) a card [or sacrifice(s) a "
                          "<permanent>]: each may pay one instead, in APNAP order (CR 118.12a, "
                          "101.4, 701.17a, 701.8a)")


def lose_life_unless(p: Parser, who: Any, n: Any) -> list[Effect]:
    """After "<player> loses N life": "unless they sacrifice ... or discard a card"."""
    if not isinstance(n, int):
        p.fail()
    p.expect("unless")
    if not (p.accept("that", "player") or p.accept("they")):
        p.fail()
    sacrifice = None
    discard = False
    while True:
        if p.accept("sacrifices") or p.accept("sacrifice"):
            if sacrifice is not None or not (p.accept("a") or p.accept("an")):
                p.fail()
            sacrifice = _permanent(p)
            p.accept("of", "their", "choice")
        elif p.accept("discards", "a", "card") or p.accept("discard", "a", "card"):
            if discard:
                p.fail()
            discard = True
        else:
            p.fail()
        if not p.accept("or"):
            break
    p.mark(C_LIFE_UNLESS)
    return [effect("lose_life_unless", who=who, amount=n, sacrifice=sacrifice,
                   discard=discard)]


def _permanent(p: Parser) -> ObjectFilter:
    """"a nonland permanent" / "a nontoken creature": what may be sacrificed; a description
    ends before "or discards" (the other cost)."""
    keys = p.keys
    end = next((k for k in range(p.i, p.n - 1) if keys[k] == "or" and keys[k + 1] in (
        "discards", "discard")), p.n)
    body = Parser(p.tokens[p.i:end], p.card, p.scope, p.line)
    flt, plural = permanent_description(body)
    if plural or flt.controller is not None or flt.other or flt.zone or flt.spell or \
            flt.tapped is not None or flt.combat or flt.this_turn or flt.counter:
        p.fail()
    p.used += body.used
    p.i += body.i
    return flt
