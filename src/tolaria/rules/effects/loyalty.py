"""Loyalty abilities activated this turn (CR 606.3): the record `priority` keeps of them, and
The Chain Veil's "For each planeswalker you control, you may activate one of its loyalty
abilities once this turn as though none of its loyalty abilities have been activated this
turn." (handler "loyalty_again"), and Oath of Teferi's "twice each turn rather than only
once" (`LOYALTY_TWICE`).

A permanent's first loyalty activation of the turn is `GameObject.trigger_data`
("loyalty", turn); each further one allowed is a `GRANTED` entry of its `activations`, each
one used an `USED` entry. A planeswalker that leaves and returns is a new object with none
(CR 400.7). Whoever activates a loyalty ability of a planeswalker leaves the fact
`LOYALTY_ACTIVATED` in the turn's record (`rules.conditions`).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import LOYALTY_ACTIVATED, LOYALTY_TWICE
from tolaria.rules.conditions import record
from tolaria.rules.effects import handler, source_of
from tolaria.rules.layers import characteristics, controller, current_name, matches

GRANTED, USED = "loyalty again", "loyalty again used"


def why_not(state: GameState, obj: GameObject) -> str | None:
    """Why none of `obj`'s loyalty abilities may be activated now: one already was this turn,
    and no further one is allowed (CR 606.3)."""
    if obj.trigger_data != ("loyalty", state.turn):
        return None
    if _count(state, obj, GRANTED) + _per_turn(state, obj) > _count(state, obj, USED) + 1:
        return None
    return (f"a loyalty ability of {current_name(state, obj)} was already activated this "
            "turn (CR 606.3)")


def _per_turn(state: GameState, obj: GameObject) -> int:
    """CR 606.3: one loyalty activation a turn; two under a static ability of kind
    LOYALTY_TWICE of its controller's (Oath of Teferi), however many there are."""
    from tolaria.rules.restrictions import statics_of
    player = controller(state, obj)
    for source, ability in statics_of(state, LOYALTY_TWICE):
        if ability.affects == "yours" and controller(state, source) == player and matches(
                state, ability.filter, obj, player, source):
            return 2
    return 1


def activated(state: GameState, obj: GameObject, player: int) -> None:
    """`player` activated a loyalty ability of `obj` (CR 606.3)."""
    if obj.trigger_data == ("loyalty", state.turn):
        _note(state, obj, USED)                    # the further one allowed (The Chain Veil)
    obj.trigger_data = ("loyalty", state.turn)
    if "Planeswalker" in characteristics(state, obj).types:
        record(state, LOYALTY_ACTIVATED, player)


def _count(state: GameState, obj: GameObject, kind: str) -> int:
    return sum(1 for turn, what in obj.activations if turn == state.turn and what == kind)


def _note(state: GameState, obj: GameObject, kind: str) -> None:
    obj.activations = tuple(a for a in obj.activations
                            if a[0] == state.turn or a[0] < 0) + ((state.turn, kind),)


@handler("loyalty_again")
def _loyalty_again(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """Each planeswalker its controller controls as it resolves may have one more loyalty
    ability activated this turn, at the usual time (CR 606.3); one that enters later
    doesn't."""
    source = source_of(state, item)
    for oid in state.battlefield:
        obj = state.objects[oid]
        if matches(state, eff.get("filter"), obj, item.controller, source):
            _note(state, obj, GRANTED)
            state.say(f"{current_name(state, obj)} may have one more loyalty ability "
                      "activated this turn", "606.3")
    state.changed()
