"""Entwine (CR 702.42).

"Entwine [cost]" means "You may choose all modes of this spell instead of just the number
specified. If you do, you pay an additional [cost]" (CR 702.42a); the modes are then
followed in the order written (CR 702.42b). It is an optional additional cost of kind
"entwine" (`tolaria.rules.costs.OPTIONAL_EXTRAS`, announced `cast NAME for entwine`); the Oracle
compiler adds the all-modes choice to the spell (`SpellAbility.combined`), which
`tolaria.rules.priority` allows only with the cost paid (`why_not`).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.ir import CardDef

NAME = "entwine"
RULE = "702.42a"


def has_entwine(card: CardDef) -> bool:
    return bool(card.static) and any(a.kind == NAME for a in card.static)


def why_not(card: CardDef, mode: Any, paid: bool) -> str | None:
    """Every mode only with the entwine cost paid, and paid only for every mode."""
    if card.spell is None or not has_entwine(card):
        return None
    every = tuple(range(len(card.spell.modes)))
    chosen = tuple(mode) if isinstance(mode, (tuple, list)) else None
    if paid and chosen != every:
        return f"with its entwine cost paid, {card.name} has all its modes (CR {RULE})"
    if not paid and chosen == every:
        return f"{card.name} has all its modes only if its entwine cost is paid (CR {RULE})"
    return None
