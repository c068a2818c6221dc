"""Umbra armor (CR 702.89).

"Umbra armor" means "If enchanted permanent would be destroyed, instead remove all damage
marked on it and destroy this Aura" (CR 702.89a). The compiler names the keyword (an
Aura's); `candidates` gives `tolaria.rules.replacement` the effect of each Aura with umbra
armor attached to a permanent about to be destroyed (the permanent's controller chooses
among several, CR 616.1); the replaced event is `UmbraArmor` (`tolaria.rules.replacement`),
performed by `tolaria.rules.events`.
"""

from __future__ import annotations

from typing import Any

NAME = "umbra armor"
RULE = "702.89a"


def candidates(state: Any, obj: Any) -> list[tuple[int, str]]:
    """(Aura id, its name) for each Aura with umbra armor enchanting `obj` now."""
    from tolaria.rules.layers import characteristics
    found = []
    for oid in state.battlefield:
        aura = state.objects[oid]
        if aura.attached_to == obj.id and NAME in characteristics(state, aura).keywords:
            found.append((oid, aura.name))
    return found
