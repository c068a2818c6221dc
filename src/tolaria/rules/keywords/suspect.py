"""Suspect (CR 701.58): the designation suspected.

Suspected is a designation of a permanent (CR 701.58b), held in `GameObject.chosen` as
(SUSPECTED, ""), with ("suspected at", "<timestamp>") the time it became suspected. It stays
until the permanent leaves the battlefield (a new object, CR 400.7) or an effect ends it (CR
701.58a); it is no part of the copiable values (CR 701.58b). While it lasts the permanent has
menace and "This creature can't block" (CR 701.58c), granted in layer 6 at that timestamp
(`tolaria.rules.layers`). A suspected permanent can't become suspected again (CR 701.58d).
The effect step "suspect" is "suspect it" / "suspect target creature".
"""

from __future__ import annotations

from typing import Any

from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import SUSPECTED
from tolaria.rules.effects import handler, target_object
from tolaria.rules.layers import current_name

DESIGNATION = (SUSPECTED, "")
SINCE = "suspected at"


def is_suspected(obj: GameObject) -> bool:
    """Is this permanent suspected (CR 701.58b)?"""
    return obj.zone == "battlefield" and DESIGNATION in obj.chosen


def suspect(state: GameState, obj: GameObject) -> None:
    """The permanent becomes suspected (CR 701.58a); one already suspected stays as it is
    (CR 701.58d)."""
    if obj.zone != "battlefield" or DESIGNATION in obj.chosen:
        return
    obj.chosen += (DESIGNATION, (SINCE, str(state.timestamp())))
    state.changed()
    state.say(f"{current_name(state, obj)} becomes suspected", "701.58a")


@handler("suspect")
def _suspect(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Suspect it" / "suspect target creature" (CR 701.58a)."""
    creature = target_object(state, item, eff.get("target"))
    if creature is not None:
        suspect(state, creature)
