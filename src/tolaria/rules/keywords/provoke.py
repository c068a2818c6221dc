"""Provoke (CR 702.39).

"Provoke" means "Whenever this creature attacks, you may choose to have target creature
defending player controls block this creature this combat if able. If you do, untap that
creature" (CR 702.39a). The requirement names this creature as it is when the ability
resolves (effect step "must_block_source", `tolaria.rules.blocking`), for this combat only
(until "end of combat"). The engine keeps keywords as a set, so a creature has one
instance (CR 702.39b).
"""

from __future__ import annotations

from tolaria.data.ir import ObjectFilter, TargetSpec, TriggeredAbility, effect
from tolaria.rules.keywords.lines import KeywordParts

NAME = "provoke"
DEFENDERS_CREATURE = ObjectFilter(types=frozenset({"Creature"}), controller="defending player")


def read(low: str, text: str) -> KeywordParts | None:
    """"Provoke": the attack trigger."""
    if low != NAME:
        return None
    ability = TriggeredAbility(
        event="attacks", optional=True,
        text=f"{text} (whenever this creature attacks, you may have target creature "
             "defending player controls untap and block it if able)",
        targets=(TargetSpec(objects=DEFENDERS_CREATURE,
                            text="target creature defending player controls"),),
        effects=(effect("untap", target=0),
                 effect("must_block_source", target=0, until="end of combat")))
    return KeywordParts(frozenset({NAME}), triggered=(ability,))
