"""Replacement and prevention effects (CR 614-616).

Events consult this module before they happen. So far: prevention shields,
"prevent the next N damage that would be dealt to ..." (CR 615.7), which are
used up as they prevent damage.
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.objects import GameObject, Ref
from tolaria.state import GameState


def prevent_damage(state: GameState, source: GameObject, target: Ref, amount: int) -> int:
    """Apply prevention shields on `target` to `amount` damage; return what is left (CR 615.7)."""
    if not state.shields or amount <= 0:
        return amount
    kept = []
    for shield in state.shields:
        if shield.target == target and amount > 0:
            prevented = min(amount, shield.amount)
            amount -= prevented
            state.say(f"{shield.source_name} prevents {prevented} damage from {source.name}",
                      "615.7")
            if shield.amount > prevented:
                kept.append(replace(shield, amount=shield.amount - prevented))
            continue
        kept.append(shield)
    state.shields = kept
    return amount
