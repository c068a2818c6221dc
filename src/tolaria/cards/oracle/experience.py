"""Experience counters, a kind of counter a player gets (CR 122.1): "you get an experience
counter" and what counts them, "the number of experience counters you have" / "for each
experience counter you have". Called by `instructions` ("you get") and
`quantities.countable`; played by `tolaria.rules.effects.player_state` and
`tolaria.rules.quantities` (the count, `ZONE_COUNTS` "experience")."""

from __future__ import annotations

from typing import Any

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.data.ir import Effect, effect

C = {name: construct(name, text) for name, text in (
    ("experience.get", "you get an experience counter: a counter on the player (CR 122.1)"),
    ("experience.count", "the number of experience counters you have / for each experience "
                         "counter you have (CR 122.1)"),
)}


def get(p: Parser) -> list[Effect]:
    """After "you get": "an experience counter"."""
    p.expect("an", "experience", "counter")
    p.mark(C["experience.get"])
    return [effect("get_experience", amount=1)]


def count(p: Parser, plural: bool) -> tuple[Any, ...]:
    """"experience counters you have" (after "the number of") / "experience counter you
    have" (after "for each")."""
    p.expect("experience", "counters" if plural else "counter", "you", "have")
    p.mark(C["experience.count"])
    return ("experience",)
