"""Parley (an ability word, CR 207.2c): "Each player reveals the top card of their library.
For each nonland card revealed this way, <instruction>." The reveal remembers the cards,
and the instruction is done that many times over (its number scaled, as "for each" is).
"""

from __future__ import annotations

from tolaria.cards.oracle import phrases
from tolaria.cards.oracle.parser import Parser, construct
from tolaria.data.ir import Effect, ObjectFilter, effect
from tolaria.data.vocabulary import REVEALED_COUNT

C_PARLEY = construct("effect.parley", "Each player reveals the top card of their library. For "
                     "each <card> revealed this way, <instruction>: the instruction's number "
                     "that many times over (CR 701.16a, 608.2c)")


def each_reveals_top(p: Parser) -> list[Effect]:
    """"Each player reveals the top card of their library. For each nonland card revealed
    this way, you create a tapped Treasure token." (Cutthroat Negotiator)."""
    from tolaria.cards.oracle import instructions
    from tolaria.cards.oracle.quantities import SCALABLE, scaled
    p.expect("each", "player", "reveals", "the", "top", "card", "of", "their", "library", ".",
             "for", "each")
    flt, plural = phrases.description(p, cards=True)
    if plural or flt.controller is not None or flt.other or flt.spell or \
            phrases.status_in(flt):
        p.fail()
    p.expect("revealed", "this", "way", ",")
    per = (REVEALED_COUNT, None if flt == ObjectFilter() else flt)
    effects = instructions.clause(p)
    while p.accept("and"):
        effects += instructions.clause(p)
    found = [effect("reveal_each_top")]
    for eff in effects:
        key = SCALABLE.get(eff.op)
        n = eff.get(key) if key else None
        if not isinstance(n, int) or isinstance(n, bool):
            p.fail()
        found.append(Effect(eff.op, tuple((k, scaled(n, per) if k == key else v)
                                          for k, v in eff.params)))
    if not p.at("."):
        p.fail()
    p.mark(C_PARLEY)
    return found
