"""Day and night in Oracle text (CR 728; the rules are `tolaria.rules.day_night`).

"It becomes night." (an instruction), "If it's neither day nor night, it becomes day as
this creature enters." (a static ability that works as it enters, CR 614.12) and
"Whenever day becomes night or night becomes day" (a trigger event, CR 728.1a). The
conditions "it's day / night / neither day nor night" are read with the other
conditions (`tolaria.rules.conditions`); the keywords daybound and nightbound with the
other keywords.
"""

from __future__ import annotations

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import self_ref
from tolaria.data.ir import Effect, StaticAbility, effect

C = {name: construct(name, text) for name, text in (
    ("day_night.becomes", "It becomes day. / It becomes night. (CR 728.1)"),
    ("day_night.as_enters", "If it's neither day nor night, it becomes day as this "
                            "enters (CR 728.1, 614.12)"),
    ("day_night.trigger", "Whenever day becomes night or night becomes day (CR 728.1a)"),
)}


def becomes(p: Parser) -> list[Effect]:
    """"It becomes day." / "It becomes night." (CR 728.1)."""
    p.expect("it", "becomes")
    if not (p.at("day") or p.at("night")):
        p.fail()
    which = p.next().key
    p.mark(C["day_night.becomes"])
    return [effect("day_night", which=which)]


def as_enters(p: Parser) -> StaticAbility:
    """"If it's neither day nor night, it becomes day as this creature enters.": done as
    the permanent enters (CR 614.12), before its enters abilities trigger."""
    p.expect("if", "it", "'s", "neither", "day", "nor", "night", ",", "it", "becomes",
             "day", "as")
    if not self_ref(p):
        p.fail()
    p.expect("enters", ".")
    p.mark(C["day_night.as_enters"])
    return StaticAbility(kind="day_as_enters")


def trigger_event(p: Parser) -> list[dict[str, str]]:
    """"day becomes night or night becomes day" (CR 728.1a: a change, not the first)."""
    p.expect("day", "becomes", "night", "or", "night", "becomes", "day")
    p.mark(C["day_night.trigger"])
    return [{"event": "day_night"}]
