"""Tribute (CR 702.104).

"Tribute N" means "As this creature enters, choose an opponent. That player may put an
additional N +1/+1 counters on it as it enters" (CR 702.104a); abilities saying "if tribute
wasn't paid" look at whether they did (CR 702.104b). It is an "enters" replacement of kind
"tribute" (`tolaria.rules.replacement` asks: its controller chooses the opponent when there are
several, that opponent says yes or no); a paid tribute is remembered on the permanent
(`GameObject.chosen` ("tribute", "paid")), which the condition "tribute_unpaid" reads
(`tolaria.rules.conditions`).
"""

from __future__ import annotations

import re

from tolaria.data.ir import ReplacementSpec, StaticAbility
from tolaria.rules.keywords.lines import KeywordParts

NAME = "tribute"
PAID = ("tribute", "paid")
LINE = re.compile(r"^tribute ([1-9]\d*)$")


def read(low: str, text: str) -> KeywordParts | None:
    found = LINE.match(low)
    if found is None:
        return None
    n = int(found.group(1))
    return KeywordParts(frozenset({f"{NAME} {n}"}), static=(StaticAbility(
        kind="replacement", affects="self", text=text,
        replacement=ReplacementSpec("enter", NAME, amount=n, counter="+1/+1")),))
