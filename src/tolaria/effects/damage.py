"""Damage to a group at once: "deals N damage to each creature and each player" (CR 120.3).

All of it is one event batch, dealt simultaneously (CR 120.2, 608.2h: the group is
determined once, as the effect happens).
"""

from __future__ import annotations

from typing import Any

from tolaria import events
from tolaria.actions import Decision
from tolaria.cards.ir import Effect
from tolaria.effects import amount, handler, source_of
from tolaria.layers import matches
from tolaria.objects import GameObject, Ref
from tolaria.state import GameState


@handler("damage_each")
def _damage_each(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """Pestilence: "deals 1 damage to each creature and each player". `filter` says which
    permanents, `players` whether each player is dealt damage too."""
    flt, also = eff.get("filter"), eff.get("also")     # "... and each planeswalker"
    source = source_of(state, item)                    # "each other creature" (CR 109.5)
    refs: list[Ref] = [("object", oid) for oid in state.battlefield
                       if any(f is not None and matches(state, f, state.objects[oid],
                                                        item.controller, source)
                              for f in (flt, also))]
    if eff.get("players", False):
        refs += [("player", p) for p in state.apnap()]
    n = amount(item, eff.get("amount"), state)
    source = source_of(state, item)
    return events.happen(state, *(events.Damage(source.id, ref, n) for ref in refs))
