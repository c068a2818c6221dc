"""Controlling another player in Oracle text (CR 720; the rules are
`tolaria.rules.control`).

"You control target player during that player's next turn." (Sorin Markov), "you gain
control of target opponent during that player's next turn." (Emrakul, the Promised End),
and Emrakul's following "After that turn, that player takes an extra turn." (CR 500.7).
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import player_ref
from tolaria.data.ir import Effect, effect

CONTROL_PLAYER = "control_player"       # the effect step (`tolaria.rules.control`)

C_CONTROL = construct("effect.control_player", "You control / you gain control of target "
                      "player / opponent during that player's next turn [. After that turn, "
                      "that player takes an extra turn.] (CR 720.1, 500.7)")


def control_player(p: Parser) -> list[Effect]:
    """"You control target player during that player's next turn" / "you gain control of
    target opponent during that player's next turn" (CR 720.1)."""
    p.expect("you")
    if not (p.accept("control") or p.accept("gain", "control", "of")):
        p.fail()
    if not p.at("target"):
        p.fail()
    who = player_ref(p)
    p.expect("during", "that", "player", "'s", "next", "turn")
    p.mark(C_CONTROL)
    return [effect(CONTROL_PLAYER, who=who)]


def extra_turn_after(p: Parser, before: list[Effect]) -> list[Effect]:
    """"After that turn, that player takes an extra turn.": the controlled player's extra
    turn, right after the turn they were controlled in (CR 500.7)."""
    last = before[-1] if before else None
    if last is None or last.op != CONTROL_PLAYER or last.get("extra_turn"):
        p.fail()
    p.expect("after", "that", "turn", ",", "that", "player", "takes", "an", "extra", "turn",
             ".")
    return before[:-1] + [replace(last, params=last.params + (("extra_turn", True),))]
