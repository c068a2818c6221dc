"""Exert (CR 701.39): "You may exert this creature as it attacks. When you do, ..." and
"Whenever you exert a creature, ...".

The option is a TriggeredAbility with event "exert_option" (the bare sentence) or, with a
"When you do" ability, event "exert" about the creature itself (CR 603.12); "Whenever you
exert a creature" is event "exert" with a filter (a creature you control). The engine
asks as attackers are declared (`tolaria.rules.exert`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.cards.oracle.parser import Parser, Scope, construct
from tolaria.cards.oracle.phrases import self_ref
from tolaria.data.ir import ObjectFilter, TriggeredAbility

C_EXERT = construct("keyword.exert", "You may exert this creature as it attacks. [When you do, "
                    "<instructions>.]: chosen as attackers are declared; it doesn't untap "
                    "during its controller's next untap step (CR 701.39a, 508.1g, 603.12)")
C_WHENEVER_EXERT = construct("trigger.exert", "Whenever you exert a creature, <instructions>. "
                             "(CR 701.39, 603.2)")


C_EXERT_ONCE = construct("keyword.exert_once", "If this creature hasn't been exerted this turn, "
                         "you may exert it as it attacks.: the option only while it hasn't "
                         "been exerted this turn, in any combat phase (CR 701.39a, 500.8)")


def exert_line(p: Parser) -> Any:
    """One of the two lines (a triggered ability either way)."""
    from tolaria.cards.oracle.abilities import Line
    if p.accept("whenever", "you", "exert", "a", "creature", ","):
        flt = ObjectFilter(types=frozenset({"Creature"}), controller="you")
        ability = _effects(p, Scope("triggered", it="event", event="exert",
                                    event_subject="object"))
        p.mark(C_WHENEVER_EXERT)
        return Line("triggered", replace(ability, filter=flt))
    once = p.accept("if", "this", "creature", "hasn't", "been", "exerted", "this", "turn", ",")
    p.expect("you", "may", "exert")
    if not (once and p.accept("it") or self_ref(p)):
        p.fail()
    if not (p.accept("as", "it", "attacks", ".") or p.accept("as", "he", "attacks", ".")
            or p.accept("as", "she", "attacks", ".")):
        p.fail()
    p.mark(C_EXERT)
    if once:
        p.mark(C_EXERT_ONCE)
    if p.done:
        return Line("triggered", TriggeredAbility(event="exert_option", effects=(), text=p.line,
                                                  count=int(once)))
    p.expect("when", "you", "do", ",")
    found = _effects(p, Scope("triggered", it="self", event_subject="self"))
    return Line("triggered", replace(found, count=int(once)))


def _effects(p: Parser, scope: Scope) -> TriggeredAbility:
    """The rest of the line: the ability's instructions, read in its own scope."""
    from tolaria.cards.oracle.instructions import effect_sentences
    outer, p.scope = p.scope, scope
    try:
        effects = effect_sentences(p)
        targets = tuple(p.scope.targets)
    finally:
        p.scope = outer
    return TriggeredAbility(event="exert", effects=tuple(effects), targets=targets,
                            text=p.line)
