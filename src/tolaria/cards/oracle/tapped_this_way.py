""""Tap any number of untapped creatures you control. You gain 4 life for each creature
tapped this way." (Harmony of Nature): the permanents are chosen as it resolves, one at a
time (not targets, CR 608.2d), tapped, and counted for the next instruction, whose number
is scaled by that count (CR 608.2c, 701.21a).
"""

from __future__ import annotations

from tolaria.cards.oracle import phrases
from tolaria.cards.oracle.parser import Parser, construct
from tolaria.data.ir import Effect, ObjectFilter, effect
from tolaria.data.vocabulary import TAPPED_COUNT

C_TAP_ANY_NUMBER = construct("effect.tap_any_number", "[you may] tap any number of untapped "
                             "<permanents> you control. <instruction> for each <permanent> "
                             "tapped this way.: chosen as it resolves, then counted (CR "
                             "608.2c, 608.2d, 701.21a)")


def tap_any_number(p: Parser) -> list[Effect]:
    """"Tap any number of untapped Humans you control. Draw a card for each Human tapped
    this way." / "... This creature gets +1/+1 until end of turn for each creature tapped
    this way." (Siege Striker)."""
    from tolaria.cards.oracle import instructions
    from tolaria.cards.oracle.quantities import SCALABLE, scaled
    p.expect("tap", "any", "number", "of", "untapped")
    flt, plural = phrases.permanent_description(p)
    if not plural or flt.controller != "you" or flt.spell or flt.zone or flt.other or \
            phrases.status_in(flt):
        p.fail()
    p.expect(".")
    end = next((k for k in range(p.i, p.n - 2) if p.keys[k:k + 2] == ["for", "each"]), None)
    if end is None:
        p.fail()
    stop, p.n = p.n, end
    try:
        effects = instructions.clause(p)
    finally:
        p.n = stop
    p.expect("for", "each")
    counted, one = phrases.permanent_description(p)
    if one or counted != ObjectFilter(types=flt.types, subtypes=flt.subtypes):
        p.fail()
    p.expect("tapped", "this", "way")
    if not p.at("."):
        p.fail()
    per = (TAPPED_COUNT,)
    found = [effect("tap_chosen", filter=flt)]
    for eff in effects:
        if eff.op == "pump" and set(dict(eff.params)) == {"power", "toughness", "target"}:
            found.append(effect("pump_count", power=scaled(eff.get("power"), per),
                                toughness=scaled(eff.get("toughness"), per),
                                keywords=frozenset(), target=eff.get("target")))
            continue
        key = SCALABLE.get(eff.op)
        n = eff.get(key) if key else None
        if not isinstance(n, int) or isinstance(n, bool):
            p.fail()
        found.append(Effect(eff.op, tuple((k, scaled(n, per) if k == key else v)
                                          for k, v in eff.params)))
    p.mark(C_TAP_ANY_NUMBER)
    return found
