"""Soulbond and paired creatures (CR 702.95).

"Soulbond" is two triggered abilities (CR 702.95a), read by `tolaria.cards.oracle.keyword_triggers`:
when this creature enters, you may pair it with another unpaired creature you control;
whenever another creature enters under your control, you may pair it with this one. Both
have an intervening "if": you control both and both are unpaired (checked as they trigger
and as they resolve, CR 603.4), and nothing is paired if either is no longer a creature
on the battlefield under that player's control (CR 702.95c).

A pairing is held by both creatures: `GameObject.paired` is (the partner's id, the player
who paired them). A creature can be paired with only one other (CR 702.95d). It ends when
either creature changes controller, stops being a creature or leaves the battlefield
(CR 702.95e): `unpair` looks as state-based actions are checked (`tolaria.rules.sba`), and
`partner` and `pair_in_layers` check the same things at once, so nothing treats a broken
pair as paired in between. A new object is never paired (CR 400.7).

"As long as this creature is paired with another creature, each of those creatures
gets +2/+2" is a static ability affecting "paired": the source and its partner
(`tolaria.rules.layers`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules.effects import handler, target_object
from tolaria.rules.layers import characteristics, current_name

RULE = "702.95a"


def _pairable(state: GameState, obj: GameObject | None, player: int) -> bool:
    """A creature on the battlefield under `player`'s control (CR 702.95c, 702.95e)."""
    if obj is None or obj.zone != "battlefield":
        return False
    chars = characteristics(state, obj)
    return chars.is_creature and chars.controller == player


def partner(state: GameState, obj: GameObject) -> GameObject | None:
    """The creature `obj` is paired with (CR 702.95b), or None if it is unpaired."""
    if obj.paired is None:
        return None
    other = state.objects.get(obj.paired[0])
    player = obj.paired[1]
    if other is None or other.paired != (obj.id, player) or not _pairable(state, obj, player) \
            or not _pairable(state, other, player):
        return None
    return other


def unpaired(state: GameState, obj: GameObject) -> bool:
    return partner(state, obj) is None


def holds(state: GameState, source: GameObject, data: tuple[Any, ...], player: int) -> bool:
    """The intervening "if" of either soulbond trigger (CR 702.95a, 603.4): this creature
    and the one that entered (or, for its own trigger, some other creature) are both
    unpaired creatures `player` controls."""
    if not _pairable(state, source, player) or not unpaired(state, source):
        return False
    entering = _entering(state, data)
    if entering is not None and entering.id != source.id:
        return _pairable(state, entering, player) and unpaired(state, entering)
    return bool(_candidates(state, source, player))


def _entering(state: GameState, data: tuple[Any, ...]) -> GameObject | None:
    ref = data[0] if data and isinstance(data[0], tuple) else None
    return state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else None


def _candidates(state: GameState, source: GameObject, player: int) -> tuple[int, ...]:
    """Other unpaired creatures `player` controls (CR 702.95a)."""
    return tuple(oid for oid in state.battlefield if oid != source.id
                 and _pairable(state, state.objects[oid], player)
                 and unpaired(state, state.objects[oid]))


def pair(state: GameState, a: GameObject, b: GameObject, player: int) -> None:
    """CR 702.95b: `a` and `b` become paired."""
    a.paired, b.paired = (b.id, player), (a.id, player)
    state.changed()
    state.say(f"{a.name} is paired with {b.name}", "702.95b")


@handler("soulbond")
def _soulbond(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Pair this creature with the creature that entered ("event") or with another unpaired
    creature its controller chooses ("choose"); CR 702.95c: nothing if either can't be."""
    me, player = target_object(state, item, "self"), item.controller
    if me is None or not _pairable(state, me, player) or not unpaired(state, me):
        return None
    if eff.get("pair") == "event":
        other = target_object(state, item, "event")
    elif answer is None:
        options = _candidates(state, me, player)
        if not options:
            return None
        return Decision("choose", player, options=options,
                        prompt=f"{item.source_name}: choose a creature to pair it with "
                               f"(CR {RULE})")
    else:
        other = state.objects.get(answer[0])
    if other is None or other.id == me.id or not _pairable(state, other, player) \
            or not unpaired(state, other):
        return None
    pair(state, me, other, player)
    return None


def unpair(state: GameState) -> None:
    """CR 702.95e: paired creatures whose pairing has ended become unpaired."""
    objects = state.objects
    for oid in state.battlefield:
        obj = objects[oid]
        if obj.paired is not None and partner(state, obj) is None:
            other = objects.get(obj.paired[0])
            said = f"{current_name(state, obj)} becomes unpaired"
            if other is not None and other.paired is not None and other.paired[0] == oid:
                other.paired = None
                said = (f"{current_name(state, obj)} and {current_name(state, other)} become "
                        "unpaired")
            obj.paired = None
            state.changed()
            state.say(said, "702.95e")


def pair_in_layers(objects: Mapping[int, GameObject], work: Mapping[int, Any],
                   source_id: int) -> set[int]:
    """The creatures a "paired" static ability of `source_id` affects: it and its partner,
    judged with the characteristics being computed (controller, types: CR 702.95e,
    611.3a), or none while it is unpaired."""
    source = objects[source_id]
    if source.paired is None:
        return set()
    other_id, player = source.paired
    other, mine, theirs = objects.get(other_id), work.get(source_id), work.get(other_id)
    if other is None or other.paired != (source_id, player) or mine is None or theirs is None:
        return set()
    for w in (mine, theirs):
        if w.zone != "battlefield" or w.controller != player or "Creature" not in w.types:
            return set()
    return {source_id, other_id}
