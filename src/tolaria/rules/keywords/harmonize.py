"""Harmonize, newer than the rules file, played from its reminder text (README, "Mechanics
newer than the rules file"): "Harmonize [cost] (You may cast this card from your graveyard
for its harmonize cost. You may tap a creature you control to reduce that cost by {X}, where
X is its power. Then exile this spell.)"

An alternative cost (CR 118.9) usable only from a graveyard, like flashback's (CR 702.34a):
the spell is exiled instead of going anywhere else as it leaves the stack
(`GameObject.exile_on_leave`). The compiler writes the cost with one "tap an untapped
creature you control" part (`Cost.tap_untapped`), which is optional: `paid` is the cost
once the caster chose whether to tap one, without that part if not, else less {X} of
generic mana for the creature's power as the total cost is determined (CR 601.2f, 118.7a);
tapping it is paid with the rest of the cost (CR 601.2h).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

NAME = "harmonize"
RULE = "608.2n"          # exiled rather than put into its owner's graveyard


def untapped(cost: Any) -> Any:
    """The cost with no creature tapped."""
    return replace(cost, tap_untapped=())


def paid(state: Any, cost: Any, chosen: tuple[int, ...]) -> Any:
    """The total cost for the creature chosen to tap (the last id chosen for the cost's
    tap part), or with none tapped when the ids leave none for it."""
    if len(chosen) < cost.chosen_count:
        return untapped(cost)
    from tolaria.rules.costs import group
    from tolaria.rules.layers import characteristics
    tapped = group("tap", cost, chosen)
    power = characteristics(state, state.objects[tapped[0]]).power \
        if tapped and tapped[0] in state.objects else 0
    return replace(cost, mana=cost.mana.reduced(power)) if power and power > 0 else cost


def most_reduced(state: Any, player: int, cost: Any) -> Any:
    """The cost with the largest reduction an untapped creature the player controls gives:
    whether harmonize could be paid at all."""
    from tolaria.rules.layers import characteristics, controller
    powers = [characteristics(state, state.objects[i]).power or 0
              for i in state.battlefield if controller(state, state.objects[i]) == player
              and not state.objects[i].tapped
              and characteristics(state, state.objects[i]).is_creature]
    best = max(powers, default=0)
    base = untapped(cost)
    return replace(base, mana=base.mana.reduced(best)) if best > 0 else base


def has_harmonize(card: Any) -> bool:
    """Does the card have a harmonize cost (so it may be cast from a graveyard)?"""
    return card.spell is not None and any(a.name == NAME for a in card.spell.alternative_costs)
