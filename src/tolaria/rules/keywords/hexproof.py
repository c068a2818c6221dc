"""Hexproof (CR 702.11) and shroud (CR 702.18): who may target a permanent.

"Hexproof from [quality]" (CR 702.11d) uses the qualities of protection.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tolaria.data.qualities import HEXPROOF_FROM
from tolaria.rules.keywords.protection import qualities

if TYPE_CHECKING:
    from tolaria.rules.layers import Characteristics


def can_target(target: Characteristics, chooser: int, source: Characteristics | None,
               despite: bool = False) -> bool:
    """May a spell or ability controlled by `chooser` (from `source`) target this permanent?
    `despite`: as though it didn't have hexproof nor "hexproof from" (CR 702.11e)."""
    keywords = target.keywords
    if not keywords:
        return True
    if "shroud" in keywords:                                        # CR 702.18a
        return False
    if chooser == target.controller or despite:
        return True
    if "hexproof" in keywords:                                      # CR 702.11b
        return False
    if source is not None:                                          # CR 702.11d
        return not any(q.of(source) for q in qualities(keywords, HEXPROOF_FROM))
    return True
