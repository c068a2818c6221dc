"""Provoke (CR 702.39).

"Provoke" means "Whenever this creature attacks, you may choose to have target creature
defending player controls block this creature this combat if able. If you do, untap that
creature" (CR 702.39a). The requirement names this creature as it is when the ability
resolves (effect step "must_block_source", `tolaria.rules.blocking`), for this combat only
(until "end of combat"). The engine keeps keywords as a set, so a creature has one
instance (CR 702.39b).
"""

from __future__ import annotations

NAME = "provoke"


