"""Cleave (CR 702.148).

"Cleave [cost]" means "You may cast this spell by paying [cost] rather than paying its mana
cost" and "If this spell's cleave cost was paid, change its text by removing all text found
within square brackets in the spell's rules text" (CR 702.148a). `read` makes the
alternative cost named "cleave" (and a static ability of that kind marking the card). The
Oracle compiler reads the text with the brackets' words (`uncleaved`) and checks the text
without them compiles too (`cleaved_text`); `cleaved` is the spell cast for its cleave
cost (`tolaria.rules.keywords.cast_forms`), compiled from that text.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from tolaria.data.ir import CardDef

NAME = "cleave"
BRACKETS = re.compile(r"\s*\[[^\]]*\]")




def is_cleave_line(line: str) -> bool:
    return line.lower().startswith("cleave ")


def uncleaved(line: str) -> str:
    """The text as printed, brackets dropped (their words kept)."""
    return line.replace("[", "").replace("]", "")


def cleaved_text(text: str) -> str:
    """The rules text with everything in square brackets removed, and no cleave line."""
    lines = [BRACKETS.sub("", line) for line in text.split("\n")
             if not is_cleave_line(line)]
    return "\n".join(re.sub(r"\s+([.,])", r"\1", line) for line in lines)


def cleaved(card: CardDef) -> CardDef:
    """The spell as its cleave cost changes it (CR 702.148a)."""
    from tolaria.cards.database import card_data
    from tolaria.cards.oracle.compiler import compile_text
    data = card_data(card.name)
    compiled = compile_text(replace(data, text=cleaved_text(data.text)))
    assert compiled.card is not None, compiled.gaps
    return replace(card, spell=replace(compiled.card.spell,
                                       alternative_costs=card.spell.alternative_costs))


def text_ok(data: Any) -> bool:
    """Does the text without the bracketed words compile? (else the card is a gap)"""
    from tolaria.cards.oracle.compiler import compile_text
    return compile_text(replace(data, text=cleaved_text(data.text))).ok
