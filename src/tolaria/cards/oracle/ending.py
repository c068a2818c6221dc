"""Ending the turn in Oracle text (CR 721.1; the rules are `tolaria.rules.ending`):
"End the turn." (Time Stop, Sundial of the Infinite, Ultima)."""

from __future__ import annotations

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.data.ir import Effect, effect
from tolaria.data.vocabulary import END_TURN

C_END_TURN = construct("effect.end_turn", "End the turn. (CR 721.1)")


def end_the_turn(p: Parser) -> list[Effect]:
    """"End the turn": the whole process of CR 721.1, as it resolves."""
    p.expect("end", "the", "turn")
    p.mark(C_END_TURN)
    return [effect(END_TURN)]
