"""Triggered abilities (CR 603).

Events call the `on_*` functions, which record `PendingTrigger`s for the
abilities the objects have at that moment (after the layers, so an object
that lost its abilities doesn't trigger). Leaves-the-battlefield abilities
look back at the object as it last existed (CR 603.10a). The next time a
player would receive priority, `tolaria.turn` puts them on the stack.
"""

from __future__ import annotations

from tolaria.layers import characteristics
from tolaria.objects import GameObject
from tolaria.state import GameState, PendingTrigger


def _queue(state: GameState, source: GameObject, event: str, data: tuple = ()) -> None:
    chars = characteristics(state, source)
    for ability in chars.triggered:
        if ability.event == event:
            state.pending.append(PendingTrigger(
                controller=chars.controller, source_id=source.id, source_name=source.name,
                ability=ability, data=data))


def on_enter(state: GameState, obj: GameObject) -> None:
    """CR 603.6a: "When this enters" looks at the permanent after the event."""
    _queue(state, obj, "enters")


def on_dies(state: GameState, old: GameObject) -> None:
    """CR 603.10a: leaves-the-battlefield abilities look back in time at `old`."""
    _queue(state, old, "dies")


def on_step(state: GameState, step: str) -> None:
    """"At the beginning of your upkeep" (CR 503.1a)."""
    if step != "upkeep":
        return
    for oid in state.battlefield:
        obj = state.objects[oid]
        if characteristics(state, obj).controller == state.active:
            _queue(state, obj, "upkeep")


def on_attack(state: GameState, attacker: GameObject) -> None:
    """"Whenever this creature attacks" (CR 508.3a)."""
    _queue(state, attacker, "attacks")
