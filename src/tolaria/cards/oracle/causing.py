"""Having an object or player do something: "you may have target creature get -1/-1 until
end of turn", "you may have this creature deal 1 damage to target player", "you may have
target opponent discard a card" (CR 603.5, 608.2).

In an optional triggered ability ("you may" is the trigger's, CR 603.5), "have <subject>
<verb> ..." is the instruction "<subject> <verb>s ...": the same sentence with the
subject doing it, read by the ordinary clause readers (`instructions`). A plural subject
keeps its verb ("have target creatures get ..."); a singular one takes the verb's
third-person form, which is tried only where the plain form isn't read.
"""

from __future__ import annotations

from typing import Any

from tolaria.cards.oracle.parser import Parser, construct

C_HAVE = construct("effect.have_do", "you may have <object / player> <verb> ...: that "
                   "instruction with that subject, in an optional trigger (CR 603.5, 608.2)")

_THIRD_PERSON = {
    "get": "gets", "gain": "gains", "deal": "deals", "lose": "loses", "draw": "draws",
    "discard": "discards", "mill": "mills", "fight": "fights", "connive": "connives",
    "explore": "explores", "sacrifice": "sacrifices", "become": "becomes",
    "create": "creates", "put": "puts", "return": "returns", "exile": "exiles",
    "search": "searches", "shuffle": "shuffles", "reveal": "reveals", "scry": "scries",
    "surveil": "surveils", "look": "looks",
    "block": "blocks",
}


def have_do(p: Parser) -> list[Any]:
    """"have <subject> <verb> ..." after the trigger's "you may" (see the docstring)."""
    from tolaria.cards.oracle.instructions import clause
    if p.scope.kind != "triggered" or p.keys[p.i - 2:p.i] != ["you", "may"]:
        p.fail()
    p.expect("have")
    if p.at("this") and p.peek(2) in ("become", "enter"):
        p.fail()                                  # "have this creature become a copy" (copies)
    plain = p.attempt(_whole, clause)
    if plain is not None:
        p.mark(C_HAVE)
        return plain
    verb = next((j for j in range(p.i + 1, p.n) if p.keys[j] in _THIRD_PERSON
                 or p.keys[j] in (".", ",")), None)
    if verb is None or p.keys[verb] not in _THIRD_PERSON:
        p.fail()
    base, token = p.keys[verb], p.tokens[verb]
    p.keys[verb] = _THIRD_PERSON[base]
    p.tokens[verb] = token._replace(key=_THIRD_PERSON[base])
    try:
        found = _whole(p, clause)
    finally:
        p.keys[verb], p.tokens[verb] = base, token
    p.mark(C_HAVE)
    return found


def _whole(p: Parser, clause: Any) -> list[Any]:
    """The clause, which must end the sentence: after "have <subject> <verb> ...", a
    further "and / then <verb>" could be the subject's or yours (a gap, never a guess)."""
    from tolaria.cards.oracle.quantities import scaled_clause
    found = scaled_clause(p, clause(p))   # "... to target creature equal to <quantity>"
    if not (p.at(".") or p.at(",", "where")):
        p.fail()
    return found
