"""Alternative costs that change a spell's text, read from the changed text: cleave (CR
702.148a: the words in square brackets removed) and overload (CR 702.96a: each word
"target" made "each").

A card with cleave is read with the brackets' words kept (`uncleaved`), and is a gap
unless its text without them compiles too. A card with overload is a gap unless its
changed text compiles into a spell with no targets (CR 702.96b). `cleaved_spell` and
`overloaded_spell` are the spells those texts make, which the rules cast for the cost
(`tolaria.rules.keywords.cast_forms`).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from tolaria.cards.database import card_data
from tolaria.data.ir import SpellAbility

_BRACKETS = re.compile(r"\s*\[[^\]]*\]")
_TARGET = re.compile(r"\b([Tt])arget\b")


# -- cleave (CR 702.148) ------------------------------------------------------------------

def is_cleave_line(line: str) -> bool:
    return line.lower().startswith("cleave ")


def uncleaved(line: str) -> str:
    """The text as printed, brackets dropped (their words kept)."""
    return line.replace("[", "").replace("]", "")


def cleaved_text(text: str) -> str:
    """The rules text with everything in square brackets removed, and no cleave line."""
    lines = [_BRACKETS.sub("", line) for line in text.split("\n")
             if not is_cleave_line(line)]
    return "\n".join(re.sub(r"\s+([.,])", r"\1", line) for line in lines)


def cleaved_text_compiles(data: Any) -> bool:
    """Does the text without the bracketed words compile? (else the card is a gap)"""
    return _compile(data, cleaved_text(data.text)).ok


def cleaved_spell(name: str) -> SpellAbility:
    """The spell the card named `name` is with its cleave cost paid (CR 702.148a)."""
    data = card_data(name)
    compiled = _compile(data, cleaved_text(data.text))
    assert compiled.card is not None and compiled.card.spell is not None, compiled.gaps
    return compiled.card.spell


# -- overload (CR 702.96) ------------------------------------------------------------------

def overloaded_text(text: str) -> str:
    """The rules text with each word "target" made "each" (CR 702.96a, 612), without the
    overload line itself."""
    lines = [line for line in text.split("\n") if not line.lower().startswith("overload ")]
    return "\n".join(_TARGET.sub(lambda m: "Each" if m.group(1) == "T" else "each", line)
                     for line in lines)


def overloaded_text_compiled(data: Any) -> Any:
    """The changed text compiled, if it compiles into a spell with no targets; else None
    (the card is then a gap)."""
    compiled = _compile(data, overloaded_text(data.text))
    spell = compiled.card.spell if compiled.ok else None
    if spell is None or any(mode.targets for mode in spell.modes):
        return None
    return compiled


def overloaded_spell(name: str) -> SpellAbility:
    """The spell the card named `name` is with its overload cost paid (CR 702.96a-b)."""
    data = card_data(name)
    compiled = _compile(data, overloaded_text(data.text))
    assert compiled.card is not None and compiled.card.spell is not None, compiled.gaps
    return compiled.card.spell


def _compile(data: Any, text: str) -> Any:
    from tolaria.cards.oracle.compiler import compile_text  # (it reads this module)
    return compile_text(replace(data, text=text))
