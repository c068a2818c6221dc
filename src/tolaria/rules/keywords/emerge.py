"""Emerge (CR 702.119).

"Emerge [cost]" means "You may cast this spell by paying [cost] and sacrificing a creature
rather than paying its mana cost" and "If you chose to pay this spell's emerge cost, its
total cost is reduced by an amount of generic mana equal to the sacrificed creature's mana
value" (CR 702.119a). The compiler (`tolaria.cards.oracle.keyword_lines`) makes the
alternative cost named "emerge" (its cost includes the sacrifice; a permanent card's is a
static ability of that kind); `reduced` is the total cost once the creature to sacrifice is
chosen (`tolaria.rules.priority` uses it to list, check and pay the cast, CR 601.2f).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

NAME = "emerge"
RULE = "702.119a"


def reduced(state: Any, cost: Any, chosen: tuple[int, ...]) -> Any:
    """The total cost less the mana value of the creature chosen to sacrifice (generic mana
    only, CR 118.7a); the cost itself before one is chosen."""
    from tolaria.rules.layers import characteristics
    victim = next((state.objects[i] for i in chosen if i in state.objects
                   and state.objects[i].zone == "battlefield"), None)
    if victim is None:
        return cost
    value = characteristics(state, victim).mana_value or 0
    return replace(cost, mana=cost.mana.reduced(value)) if value else cost


def most_reduced(state: Any, player: int, cost: Any) -> Any:
    """The cost with the largest reduction any creature the player could sacrifice gives:
    whether emerge could be paid at all."""
    from tolaria.rules.layers import characteristics, controller
    values = [characteristics(state, state.objects[i]).mana_value or 0
              for i in state.battlefield if controller(state, state.objects[i]) == player
              and characteristics(state, state.objects[i]).is_creature]
    best = max(values, default=0)
    return replace(cost, mana=cost.mana.reduced(best)) if best else cost
