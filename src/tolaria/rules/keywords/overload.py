"""Overload (CR 702.96).

"Overload [cost]" means "You may choose to pay [cost] rather than pay this spell's mana
cost" and "If you chose to pay this spell's overload cost, change its text by replacing all
instances of the word 'target' with the word 'each'" (CR 702.96a); the overloaded spell has
no targets (702.96b). `read` makes the alternative cost named "overload" (and a static
ability of that kind marking the card). The Oracle compiler checks the changed text
compiles too (`changed_text_compiled`, else the card is a gap); `overloaded` is the spell cast for its
overload cost (`tolaria.rules.keywords.cast_forms`), compiled from that text.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from tolaria.data.ir import CardDef

NAME = "overload"
RULE = "702.96a"
_TARGET = re.compile(r"\b([Tt])arget\b")




def overloaded_text(text: str) -> str:
    """The rules text with each word "target" made "each" (CR 702.96a, 612), without the
    overload line itself."""
    lines = [line for line in text.split("\n") if not line.lower().startswith(NAME + " ")]
    return "\n".join(_TARGET.sub(lambda m: "Each" if m.group(1) == "T" else "each", line)
                     for line in lines)


def _compiled(card_name: str) -> Any:
    from tolaria.cards.database import card_data
    from tolaria.cards.oracle.compiler import compile_text
    data = card_data(card_name)
    return compile_text(replace(data, text=overloaded_text(data.text)))


def overloaded(card: CardDef) -> CardDef:
    """The spell as its overload cost changes it (CR 702.96a-b)."""
    compiled = _compiled(card.name)
    assert compiled.card is not None and compiled.card.spell is not None, compiled.gaps
    return replace(card, spell=replace(compiled.card.spell,
                                       alternative_costs=card.spell.alternative_costs))


def changed_text_compiled(data: Any) -> Any:
    """The changed text compiled, if it compiles into a spell with no targets; else None
    (the card is then a gap)."""
    from tolaria.cards.oracle.compiler import compile_text
    compiled = compile_text(replace(data, text=overloaded_text(data.text)))
    spell = compiled.card.spell if compiled.ok else None
    if spell is None or any(mode.targets for mode in spell.modes):
        return None
    return compiled
