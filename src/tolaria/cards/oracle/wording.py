"""Older Oracle wording read as today's.

The card data holds each card's Oracle text as of its source's date (2022 for some
sets, 2026 for most; a face of a multi-face card keeps its source's wording). Oracle
updates since then reworded cards without changing what they do; the grammar reads
today's wording, and each line is brought to it here before it is read:

- "enters the battlefield" became "enters", and "another creature enters the
  battlefield under your control" "another creature you control enters" (the
  Foundations update of 2024; "entered the battlefield under your control this turn"
  and "can't enter the battlefield" kept their words): "Skyclave Basilica enters the
  battlefield tapped." is "... enters tapped." (CR 603.6a, 614.1c);
- "seven or more cards are in your graveyard" became "there are seven or more cards in
  your graveyard" (threshold, CR 207.2c);
- the card's own name where a card in a hidden zone or a spell is meant became "this
  card" or "this spell": "Discard Ghost-Lit Raider:", "When you cycle Complicate",
  "If Leyline of the Meek is in your opening hand", "You may cast Soar as though it had
  flash" (CR 201.5); its name elsewhere reads as "this creature" does (the lexer's
  SELF token);
- "the highest mana value" became "the greatest mana value", and "puts it on the top or
  bottom of their library" "puts it on their choice of the top or bottom ..." (CR 401.4);
- "Totem armor" became "Umbra armor" (CR 702.89), "Ward — Pay 2 life" "Ward—Pay 2
  life" (CR 702.21a).
"""

from __future__ import annotations

import re
from functools import lru_cache

_UNDER_YOUR_CONTROL = re.compile(
    r"\b(another|one or more|a|an) ([^,.]*?) (enters?) the battlefield under your control\b")
_UNDER_OPPONENTS = re.compile(
    r"\b(another|one or more|a|an) ([^,.]*?) (enters?) the battlefield under an opponent's "
    r"control\b")
_REWORDED: tuple[tuple[re.Pattern[str], str], ...] = (
    (_UNDER_YOUR_CONTROL, r"\1 \2 you control \3"),
    (_UNDER_OPPONENTS, r"\1 \2 an opponent controls \3"),
    (re.compile(r"\benters the battlefield\b"), "enters"),
    (re.compile(r"\benter the battlefield as a copy\b"), "enter as a copy"),
    (re.compile(r"\b(it|that) entered the battlefield this turn\b"), r"\1 entered this turn"),
)
_OTHER_WORDS = (("highest mana value", "greatest mana value"),
                ("puts it on the top or bottom of their library",
                 "puts it on their choice of the top or bottom of their library"))
_THRESHOLD = re.compile(r"\b(\w+) or more cards are in your graveyard\b")
_KEYWORDS = ((re.compile(r"^Totem armor\b"), "Umbra armor"),
             (re.compile(r"^Ward — "), "Ward—"))
# The card's name where today's wording says "this card" or "this spell" ({name}: it).
_SELF_CARD = (r"\bDiscard {name}:", "Discard this card:"), \
    (r"\bcycle {name}\b", "cycle this card"), \
    (r"\b[Pp]ut {name} from your graveyard\b", "Put this card from your graveyard"), \
    (r"\b[Ii]f {name} is in your (opening hand|graveyard)\b", r"If this card is in your \1"), \
    (r"\bcast {name} as though\b", "cast this spell as though"), \
    (r"\b({name}) entered the battlefield this turn\b", r"\1 entered this turn")
# Text each pattern above needs verbatim: the patterns are compiled for a card only when
# its line has one (compiling them for every card was a tenth of compiling the database).
_SELF_ANCHORS = ("Discard {name}:", "cycle {name}", "ut {name} from your graveyard",
                 "f {name} is in your ", "cast {name} as though",
                 "{name} entered the battlefield this turn")


def current_wording(line: str, names: tuple[str, ...] = ()) -> str:
    """The line in today's Oracle wording (module docstring); unchanged if it is.
    `names` are the card's own names (`compiler.card_names`)."""
    if "the battlefield" in line:
        for pattern, replacement in _REWORDED:
            line = pattern.sub(replacement, line)
    for old, new in _OTHER_WORDS:
        if old in line:
            line = line.replace(old, new)
    if "or more cards are in your graveyard" in line:
        line = _THRESHOLD.sub(r"there are \1 or more cards in your graveyard", line)
    if line.startswith(("Totem", "Ward — ")):
        for pattern, replacement in _KEYWORDS:
            line = pattern.sub(replacement, line)
    for name in names:
        if name in line and any(anchor.format(name=name) in line for anchor in _SELF_ANCHORS):
            for pattern, replacement in _self_patterns(name):
                line = pattern.sub(replacement, line)
    return line


@lru_cache(maxsize=4096)
def _self_patterns(name: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    quoted = re.escape(name)
    return tuple((re.compile(p.format(name=quoted)), r) for p, r in _SELF_CARD)
