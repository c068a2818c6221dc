"""Spree (CR 702.172) and modes with costs (CR 700.2h).

"Spree" means "Choose one or more modes. As an additional cost to cast this spell, pay the
costs associated with those modes" (CR 702.172a). Each mode's cost is printed after a plus
sign (`SpellAbility.mode_costs`); the modes are announced as any modal spell's (`cast NAME
modes 1,3`), so the costs follow from them with nothing more to announce, and
`tolaria.rules.costs.total_cost` adds them (CR 601.2f).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.ir import CardDef, Cost

NAME = "spree"
RULE = "702.172a"


def mode_cost(card: CardDef, mode: Any) -> Cost | None:
    """The costs of the chosen modes together (CR 700.2h); None without costed modes or
    before a mode is chosen."""
    spell = card.spell
    if spell is None or not spell.mode_costs or mode is None:
        return None
    chosen = (mode,) if isinstance(mode, int) else tuple(mode)
    total: Cost | None = None
    for index in chosen:
        cost = spell.mode_costs[index]
        total = cost if total is None else total.plus(cost)
    return total


def costed(card: CardDef) -> bool:
    """Whether the card's modes have costs of their own, so its total cost depends on the
    modes chosen (CR 700.2h)."""
    return card.spell is not None and bool(card.spell.mode_costs)
