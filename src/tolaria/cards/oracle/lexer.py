"""The lexer: one line of Oracle text as a list of tokens.

Reminder text (CR 207.2) is removed before lexing; the card's own name, and the
short name Oracle uses for legendary cards ("Thalia" for "Thalia, Guardian of
Thraben"), become one SELF token (CR 201.5). Each token has a `key`, what the
parser compares: lower-case words, "{T}"-style symbols, punctuation, digits,
"+1/+1"-style power/toughness changes, "[+2]"-style loyalty costs, "'s".
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from tolaria.cards.oracle.vocabulary import PLANESWALKER_TYPES

SELF = "SELF"
POSSESSIVE = "'s"

_TOKEN = re.compile(r"""
    (?P<loyalty>\[[+\-]?(?:\d+|X)\])
  | (?P<sym>\{[^{}]+\})
  | (?P<pt>[+\-]?(?:\d+|X|\*)/[+\-]?(?:\d+|X|\*)(?![\w/]))
  | (?P<num>\d+(?![\w/]))
  | (?P<word>[A-Za-z][A-Za-z\-]*(?:'t)?)
  | (?P<poss>'s\b|(?<=s)'(?!\w))
  | (?P<punct>[,.:;—•"()/+\-'])
  | (?P<space>\s+)
  | (?P<other>.)
""", re.VERBOSE)
_REMINDER = re.compile(r"\s*\([^()]*\)")
_FOLD = str.maketrans({"\u2212": "-", "\u2019": "'", "\u2018": "'", "\u201c": '"',
                       "\u201d": '"', "\u2013": "-"})


class Token(NamedTuple):
    """One token: `kind` (word, num, sym, pt, loyalty, punct, poss, self, other), `key`
    (what grammar rules compare) and `text` (as printed). A named tuple: lexing makes
    millions of them for the whole database."""

    kind: str
    key: str
    text: str
    pos: int = 0          # where it starts in the line


def strip_reminder(line: str) -> str:
    """The line without reminder text (CR 207.2)."""
    return _REMINDER.sub("", line).strip()


def short_name(name: str) -> str | None:
    """The short name Oracle text uses for a legendary card: "Thalia" (CR 201.5)."""
    if ", " in name:
        return name.split(", ", 1)[0]
    return None


def tokenize(line: str, names: tuple[str, ...] = ()) -> list[Token]:
    """The tokens of one line (reminder text already removed); `names` become SELF.

    Typographic minus signs, quotes and dashes are read as their ASCII forms (one
    character for one, so positions stay those of `line`).
    """
    line = line.translate(_FOLD)
    tokens: list[Token] = []
    start = 0
    pairs: list[int] = []
    for at, length in _name_spans(line, names):
        tokens += _lex(line, start, at)
        tokens.append(Token("self", SELF, line[at:at + length], at))
        if _pair_name(line[at:at + length]):
            pairs.append(len(tokens))
        start = at + length
    tokens += _lex(line, start, len(line))
    for after in pairs:
        _singular_verbs(tokens, after)
    return tokens


# The verbs a pair's name takes in the plural ("Whenever Falcon and Redwing deal combat
# damage", "Whenever Aang and Katara enter or attack"): read as after any other name.
_PLURAL_VERBS = {"attack": "attacks", "block": "blocks", "deal": "deals", "enter": "enters",
                 "become": "becomes"}


def _pair_name(name: str) -> bool:
    """A name of two characters, "X and Y" / "X & Y", grammatically plural (CR 201.5)."""
    return " and " in name or " & " in name


def _singular_verbs(tokens: list[Token], at: int) -> None:
    """The plural verb right after a pair's name (and its "or <verb>") read as the
    singular one the grammar knows: "enter or attack" is "enters or attacks"."""
    while at < len(tokens) and tokens[at].key in _PLURAL_VERBS:
        tok = tokens[at]
        tokens[at] = Token(tok.kind, _PLURAL_VERBS[tok.key], tok.text, tok.pos)
        if at + 2 < len(tokens) and tokens[at + 1].key == "or":
            at += 2
        else:
            return


def _name_spans(line: str, names: tuple[str, ...]) -> list[tuple[int, int]]:
    """Where the card's names stand as whole words in `line` (longest name first)."""
    spans: list[tuple[int, int]] = []
    taken: set[int] = set()
    for name in sorted({n.translate(_FOLD) for n in names if n}, key=len, reverse=True):
        at = line.find(name)
        while at >= 0:
            end = at + len(name)
            before = line[at - 1] if at else " "
            after = line[end] if end < len(line) else " "
            if not (before.isalnum() or before in "'_-") and not (      # "non-Spirit"
                    after.isalnum() or after == "_") and at not in taken and \
                    not _own_type(line, at, end, name):
                spans.append((at, len(name)))
                taken.update(range(at, end))
            at = line.find(name, end)
    return sorted(spans)


def _own_type(line: str, at: int, end: int, name: str) -> bool:
    """"put a loyalty counter on each Garruk you control" (Garruk, Cursed Huntsman): the
    planeswalker type the card is called by names that type there, not the card (CR
    205.3j, 201.5)."""
    return name in PLANESWALKER_TYPES and line[:at].endswith("each ") and \
        line[end:].startswith(" you control")


def _lex(line: str, start: int, end: int) -> list[Token]:
    if start >= end:
        return []
    if start == 0 and end == len(line):
        return list(_lex_cached(line))
    return [Token(t.kind, t.key, t.text, t.pos + start) for t in _lex_cached(line[start:end])]


@lru_cache(maxsize=16384)
def _lex_cached(text: str) -> tuple[Token, ...]:
    out = []
    for found in _TOKEN.finditer(text):
        kind = found.lastgroup
        value = found.group(0)
        pos = found.start()
        if kind == "space":
            continue
        if kind == "word":
            out.append(Token("word", value.lower(), value, pos))
        elif kind == "sym":
            out.append(Token("sym", value.upper(), value, pos))
        elif kind == "loyalty":
            out.append(Token("loyalty", value[1:-1], value, pos))
        elif kind == "poss":
            out.append(Token("poss", POSSESSIVE, value, pos))
        else:
            out.append(Token(kind or "other", value, value, pos))
    return tuple(out)
