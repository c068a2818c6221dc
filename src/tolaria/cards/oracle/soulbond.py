"""Paired creatures (CR 702.95b): "As long as this creature is paired with another creature,
each of those creatures gets +2/+2." / "... both creatures have flying."

A continuous effect of the source that affects "paired": the source and the creature it is
paired with, while they are paired (`tolaria.rules.keywords.soulbond`, `tolaria.rules.layers`). The
keyword itself is read with the other keyword triggers (`tolaria.cards.oracle.keyword_triggers`).
"""

from __future__ import annotations

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import self_ref
from tolaria.data.ir import StaticAbility

C_PAIRED = construct("static.soulbond_paired", "As long as this creature is paired with another "
                     "creature, each of those creatures gets +N/+N / has <keywords or a quoted "
                     "ability> / both creatures have <keywords> (CR 702.95b, 611.3a)")


def paired_static(p: Parser) -> StaticAbility:
    """The static ability that gives both paired creatures the same thing."""
    from tolaria.cards.oracle.abilities import _modification
    p.expect("as", "long", "as")
    if not self_ref(p):
        p.fail()
    p.expect("is", "paired", "with", "another", "creature", ",")
    if p.accept("each", "of", "those", "creatures"):
        plural = False
    elif p.accept("both", "creatures"):
        plural = True
    else:
        p.fail()
    parts = _modification(p, plural=plural)
    p.mark(C_PAIRED)
    return StaticAbility(kind="continuous", affects="paired", parts=parts)
