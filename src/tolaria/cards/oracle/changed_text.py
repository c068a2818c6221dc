"""Costs that change a spell's text, read from the changed text: cleave (CR 702.148a:
the words in square brackets removed), overload (CR 702.96a: each word "target" made
"each") and splice (CR 702.47a-c: another card's rules text added).

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
from tolaria.data.ir import Effect, Mode, SpellAbility

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


# -- splice (CR 702.47) --------------------------------------------------------------------

def is_splice_line(line: str) -> bool:
    return line.lower().startswith("splice onto ")


_SPLICED: dict[tuple[int, str], tuple[Mode, Mode | None]] = {}


def spliced_mode(mode: Mode, name: str) -> Mode | None:
    """`mode` with the instructions of the card named `name` after its own (CR 702.47b),
    read in one scope after the mode's targets, so the added targets are numbered after
    them (CR 702.47d); "this spell" and the card's name in the added text are the spell
    (CR 702.47c). None if the text doesn't read so."""
    key = (id(mode), name)
    hit = _SPLICED.get(key)
    if hit is not None and hit[0] is mode:
        return hit[1]
    made = _read_after(mode, name)
    if len(_SPLICED) > 4096:
        _SPLICED.clear()
    _SPLICED[key] = (mode, made)
    return made


def _read_after(mode: Mode, name: str) -> Mode | None:
    from tolaria.cards.oracle import instructions
    from tolaria.cards.oracle.compiler import card_names
    from tolaria.cards.oracle.lexer import strip_reminder, tokenize
    from tolaria.cards.oracle.parser import Card, NoParse, Parser, Scope
    from tolaria.cards.oracle.wording import current_wording
    data = card_data(name)
    names = card_names(data.name)
    card = Card(name=data.name, types=frozenset(data.card_types),
                subtypes=frozenset(data.subtypes))
    scope = Scope("spell", targets=list(mode.targets))
    effects: list[Any] = []
    texts = [mode.text] if mode.text else []
    for raw in (data.text or "").split("\n"):
        line = current_wording(strip_reminder(raw), names)
        if not line or is_splice_line(line):
            continue
        scope.it = scope.them = None              # "it" never reaches into the main text
        try:
            effects += instructions.effect_sentences(
                Parser(tokenize(line, names), card, scope, line))
        except NoParse:
            return None
        texts.append(line)
    return Mode(tuple(scope.targets), mode.effects + tuple(effects), " ".join(texts))


def splice_reads(name: str) -> bool:
    """Does the card's text read the same added after another spell's targets, its own
    targets numbered after them (else the card is a gap)? Checked against the text read
    alone, its target numbers moved by one."""
    alone = _read_after(Mode((), ()), name)
    if alone is None or not alone.effects:
        return False
    from tolaria.data.ir import TargetSpec
    first = TargetSpec(players="any")
    after = _read_after(Mode((first,), ()), name)
    return after is not None and after.targets == (first, *alone.targets) and \
        after.effects == tuple(_moved(e, 1) for e in alone.effects)


# Parameters that hold a target number ("target": 0, "who": 0 for "target player mills").
# Moving a number that isn't one makes the comparison fail: the card stays a gap.
_TARGET_KEYS = ("target", "who")


def _moved(value: Any, by: int) -> Any:
    """An instruction with each target number moved by `by`."""
    if isinstance(value, Effect):
        return Effect(value.op, tuple(
            (k, v + by if k in _TARGET_KEYS and type(v) is int else _moved(v, by))
            for k, v in value.params))
    if isinstance(value, tuple):
        return tuple(_moved(v, by) for v in value)
    return value


def _compile(data: Any, text: str) -> Any:
    from tolaria.cards.oracle.compiler import compile_text  # (it reads this module)
    return compile_text(replace(data, text=text))
