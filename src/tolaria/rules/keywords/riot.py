"""Riot and devour (CR 702.136, 702.82): choices made as a permanent enters.

"Riot" means "You may have this permanent enter with an additional +1/+1 counter on it. If
you don't, it gains haste" (CR 702.136a). `tolaria.cards.oracle.keyword_triggers` reads it into an
entering replacement effect of op "riot"; `tolaria.rules.replacement` asks the choice as it
enters (CR 614.1c) and, for haste, notes it on the entering permanent (`chosen`), and
`entered`, called by `tolaria.rules.events`, gives that permanent haste for as long as it is
that object.

"Devour N" means "As this object enters, you may sacrifice any number of creatures. This
permanent enters with N +1/+1 counters on it for each creature sacrificed this way" (CR
702.82a): `tolaria.rules.replacement` asks which creatures and adds the counters; `devoured`
sacrifices them as it enters.
"""

from __future__ import annotations

from tolaria.data.ir import layer_effect
from tolaria.data.objects import GameObject
from tolaria.data.state import ContinuousEffect, GameState
from tolaria.rules.layers import current_name

HASTE = ("riot", "haste")


def entered(state: GameState, permanent: GameObject) -> None:
    """It chose haste as it entered (CR 702.136a)."""
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, permanent),
        affected=(permanent.id,),
        parts=(layer_effect("6", "add_keywords", keywords=frozenset({"haste"})),),
        until="permanent", source_id=permanent.id, controller=permanent.controller))
    state.say(f"{current_name(state, permanent)} gains haste (riot)", "702.136a")


def devoured(state: GameState, permanent: GameObject) -> None:
    """The creatures chosen as it entered are sacrificed (CR 702.82a, 701.17a)."""
    from tolaria.rules import events
    for key, value in permanent.chosen:
        if key != "devour":
            continue
        for oid in map(int, value.split(",")):
            victim = state.objects.get(oid)
            if victim is not None and victim.zone == "battlefield":
                events.sacrifice(state, victim)


def devoured_count(permanent: GameObject | None) -> int:
    """How many creatures it devoured: those sacrificed for its devour ability as it
    entered (CR 702.82b)."""
    if permanent is None:
        return 0
    return sum(len(value.split(",")) for key, value in permanent.chosen if key == "devour")
