"""Triggered abilities (CR 603).

Events call the `on_*` functions, which record `PendingTrigger`s. The next
time a player would receive priority, `put_on_stack` puts them on the stack
in APNAP order (CR 603.3b), each controller ordering their own and choosing
targets (CR 603.3d); a trigger with no legal targets is removed.
"""

from __future__ import annotations

from tolaria.cards.ir import TriggeredAbility
from tolaria.objects import GameObject
from tolaria.state import GameState, PendingTrigger


def _queue(state: GameState, source: GameObject, event: str, data: tuple = ()) -> None:
    for index, ability in enumerate(source.card.triggered):
        if ability.event == event:
            state.pending.append(PendingTrigger(
                controller=source.controller, source_id=source.id, source_name=source.name,
                key=("triggered", index), card_name=source.card.name, data=data))


def on_enter(state: GameState, obj: GameObject) -> None:
    """CR 603.6a: "When this enters" looks at the permanent after the event."""
    if obj.card.triggered:
        _queue(state, obj, "enters")


def on_dies(state: GameState, old: GameObject) -> None:
    """CR 603.10a: leaves-the-battlefield abilities look back in time at `old`."""
    if old.card.triggered:
        _queue(state, old, "dies")


def on_step(state: GameState, step: str) -> None:
    """"At the beginning of your upkeep" (CR 503.1a)."""
    if step != "upkeep":
        return
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.controller == state.active and obj.card.triggered:
            _queue(state, obj, "upkeep")


def on_attack(state: GameState, attacker: GameObject) -> None:
    """"Whenever this creature attacks" (CR 508.3a)."""
    if attacker.card.triggered:
        _queue(state, attacker, "attacks")


def ability_of(state: GameState, trigger: PendingTrigger) -> TriggeredAbility:
    source = state.objects.get(trigger.source_id)
    card = source.card if source is not None else None
    if card is None or card.name != trigger.card_name:
        from tolaria.cards.registry import card_def
        card = card_def(trigger.card_name)
    return card.triggered[trigger.key[1]]
