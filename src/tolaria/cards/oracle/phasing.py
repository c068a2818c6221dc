"""Phasing (CR 702.26): "<permanent> phases out." and "Each <permanent> ... phases out." /
"All <permanents> ... phase out."; the keyword "Phasing" itself is a plain keyword
(`tolaria.cards.registry.KEYWORDS`, construct in `keywords.CONSTRUCTS`).

Played by `tolaria.rules.keywords.phasing`. Called by `instructions._object_clause` and
`instructions._group_clause`.
"""

from __future__ import annotations

from typing import Any

from tolaria.cards.oracle import targeting
from tolaria.cards.oracle.parser import Parser, construct
from tolaria.data.ir import Effect, ObjectFilter, effect
from tolaria.data.vocabulary import PHASE_OUT

C_PHASE_OUT = construct("effect.phase_out", "<permanent> phases out / <N target permanents> "
                        "phase out: treated as though it doesn't exist until it phases in "
                        "during its controller's next untap step (CR 702.26b, 502.1)")
C_PHASE_OUT_ALL = construct("effect.phase_out_all", "each <permanent> phases out / all "
                            "<permanents> phase out: those matching as it resolves "
                            "(CR 702.26b, 608.2h)")


def phases_out(p: Parser, subject: Any) -> list[Effect]:
    """"<permanent> phases out" after its subject: one permanent (a target, this one)."""
    if subject == "self" and p.scope.kind == "spell":
        p.fail()                          # a spell isn't a permanent
    if not isinstance(subject, int) and subject not in ("self", "event"):
        p.fail()                          # ("event": the permanent a trigger is about)
    if isinstance(subject, int):
        flt = p.scope.targets[subject].objects
        if flt is None or flt.spell or flt.zone or p.scope.targets[subject].players:
            p.fail()                      # only a permanent phases (CR 702.26a)
    several = targeting.size(p, subject) > 1       # "any number of target creatures"
    p.expect("phase" if several else "phases", "out")
    if p.at("until"):
        return _until_leaves(p, subject)
    p.mark(C_PHASE_OUT)
    return [effect(PHASE_OUT, target=subject)]


C_UNTIL_LEAVES = construct("effect.phase_out_until_leaves", "<target permanent> phases out "
                           "until <this permanent> leaves the battlefield [. Tap that creature "
                           "as it phases in this way.]: it phases in only then [tapped] (CR "
                           "610.4, 610.4a)")


def _until_leaves(p: Parser, subject: Any) -> list[Effect]:
    """"target creature phases out until this enchantment leaves the battlefield"."""
    from tolaria.cards.oracle.phrases import self_ref
    p.expect("until")
    if p.scope.kind != "triggered" or not isinstance(subject, int) or not self_ref(p):
        p.fail()
    p.expect("leaves", "the", "battlefield")
    tapped = p.accept(".", "tap", "that", "creature", "as", "it", "phases", "in", "this",
                      "way")                                       # Oubliette
    p.mark(C_UNTIL_LEAVES)
    return [effect(PHASE_OUT, target=subject, until_leaves=True, tapped=tapped)]


def group_phases_out(p: Parser, flt: ObjectFilter, one: bool) -> list[Effect]:
    """"each creature target opponent controls phases out" / "all creatures phase out"."""
    if flt.spell or flt.zone:
        p.fail()
    p.expect("phases" if one else "phase", "out")
    p.mark(C_PHASE_OUT_ALL)
    return [effect(PHASE_OUT, filter=flt)]


C_CANT_PHASE_IN = construct("effect.cant_phase_in", "<permanents> phase(s) out. Until the end "
                            "of your next turn, they/it can't phase in: their controller's "
                            "untap steps before then don't phase them in (CR 702.26a, "
                            "611.2a)")


def cant_phase_in(p: Parser, before: list[Effect]) -> list[Effect]:
    """"Until the end of your next turn, they can't phase in." after "... phase(s) out"."""
    last = before[-1] if before else None
    inner = last.get("effect") if last is not None and last.op == "for_player" else last
    if inner is None or inner.op != PHASE_OUT:
        p.fail()                          # ("for_player": "each creature target opponent
    p.expect("until", "the", "end", "of", "your", "next", "turn", ",",    # controls")
             "they" if inner.get("filter") is not None else "it", "can't", "phase", "in", ".")
    p.mark(C_CANT_PHASE_IN)
    held = Effect(PHASE_OUT, inner.params + (("held", True),))
    if last is not inner:
        held = Effect(last.op, tuple((k, held if k == "effect" else v) for k, v in last.params))
    return before[:-1] + [held]
