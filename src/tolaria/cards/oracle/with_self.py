""""Return this creature and another target creature to their owners' hands." (Coastal
Wizard), "Exile Mangara and target permanent.": the source and the target leave the
battlefield at once, one event for both (CR 400.3, 406.2, 608.2h, 603.10a).
"""

from __future__ import annotations

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.data.ir import Effect, effect

C_WITH_SELF = construct("effect.self_and_target_leave", "Return <this> and [another] target "
                        "<permanent> to their owners' hands / Exile <this> and target "
                        "<permanent>: both at once, one event (CR 400.3, 406.2, 603.10a)")
LEAVE_WITH_SELF = "leave_with_self"


def self_and_target(p: Parser) -> list[Effect]:
    """The instruction (the last period is the caller's)."""
    from tolaria.cards.oracle.phrases import self_ref, target
    if p.scope.kind != "activated":
        p.fail()
    to = "hand" if p.accept("return") else "exile" if p.accept("exile") else ""
    if not to or not self_ref(p):
        p.fail()
    p.expect("and")
    if p.peek() not in ("target", "another"):
        p.fail()
    index = target(p)
    spec = p.scope.targets[index]
    if spec.players is not None or spec.objects is None or spec.objects.zone or \
            spec.objects.spell or spec.optional:
        p.fail()
    if to == "hand" and not (p.accept("to", "their", "owners", "'s", "hands") or p.accept(
            "to", "their", "owner", "'s", "hand")):
        p.fail()
    if not p.at("."):
        p.fail()
    p.scope.it = None                    # both moved: new objects (CR 400.7)
    p.mark(C_WITH_SELF)
    return [effect(LEAVE_WITH_SELF, target=index, to=to)]
