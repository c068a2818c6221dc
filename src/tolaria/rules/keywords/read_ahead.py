"""Read ahead (CR 702.155, 714.3a).

As a Saga with read ahead enters, its controller chooses a number from one to its final
chapter number, and it enters with that many lore counters (CR 702.155b, 714.3a): the
choice is a replacement `tolaria.rules.replacement` asks (`chapters`). The turn it
entered, a chapter ability triggers only if the Saga has exactly that chapter's number of
lore counters (CR 702.155a): `tolaria.rules.triggers.on_lore` asks `can_trigger`.
"""

from __future__ import annotations

from typing import Any

NAME = "read ahead"
RULE = "702.155b"


def chapters(card: Any) -> tuple[int, ...]:
    """CR 702.155b: the numbers its controller may choose, one to its final chapter."""
    final = max((a.chapter for a in card.triggered if a.event == "chapter"), default=1)
    return tuple(range(1, final + 1))


def can_trigger(state: Any, saga: Any, keywords: frozenset[str], chapter: int, lore: int,
                entering: bool) -> bool:
    """CR 702.155a: may this chapter ability trigger with `lore` counters on the Saga?"""
    if NAME not in keywords or lore == chapter:
        return True
    return not (entering or any(f[0] == "entered" and f[3] == saga.id
                                for f in state.this_turn))
