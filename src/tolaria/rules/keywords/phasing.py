"""Phasing (CR 702.26) and the untap step's phasing event (CR 502.1).

A phased-out permanent is treated as though it doesn't exist (CR 702.26b): it leaves
`state.battlefield` (the list every rule enumerates) and its `zone` reads `PHASED_OUT`,
so no rule that looks for a permanent finds it, while the object itself, its id, counters,
damage and attachments stay as they are (CR 702.26d: no zone change, no new object, no
zone-change trigger). `state.phased_out` remembers, for each, the player it phased out
under (who phases it in, CR 702.26a), the permanent it phased out with if it phased
out indirectly (CR 702.26g), else 0, and what keeps it from phasing in: (), or
(`NEXT_TURN`, player, turn): "can't phase in until the end of <player>'s next turn" after
`turn`, or (`UNTIL_LEAVES`, source, tapped): "phases out until <source> leaves the
battlefield", phasing in only then (CR 610.4a), tapped if it says so.

Called by the effect step "phase_out" (here), by the untap step (`tolaria.rules.turn`,
CR 502.1) and by a player leaving the game (`tolaria.rules.multiplayer`, CR 702.26k).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import PHASE_OUT, PHASED_OUT, PHASING
from tolaria.rules.effects import handler, source_of, target_object
from tolaria.rules.layers import characteristics, controller, current_name, matches

# Durations that track their source: they end when it phases out (CR 702.26f, 611.2b).
_TRACKING = frozenset({"source on battlefield", "source controlled", "source tapped",
                       "source controlled tapped"})
_MARK = ("phased",)               # the untap step's phasing has happened this turn
NEXT_TURN, UNTIL_LEAVES = "next turn", "until leaves"     # what holds it phased out


def phase_out(state: GameState, permanents: Iterable[GameObject],
              hold: tuple[object, ...] = ()) -> None:
    """CR 702.26b, 702.26g-h: each phases out directly, and what is attached to it
    indirectly with it (only indirectly, if both); `hold`: what keeps them phased out
    (see the module docstring)."""
    direct = [o for o in permanents if o.zone == "battlefield"]
    hosts = {o.id: 0 for o in direct}
    queue = list(direct)
    while queue:
        host = queue.pop()
        for oid in state.battlefield:
            other = state.objects[oid]
            if other.attached_to == host.id and hosts.get(oid, 0) == 0 and oid != host.id:
                hosts[oid] = host.id                          # CR 702.26g-h
                queue.append(other)
    if not hosts:
        return
    from tolaria.rules.events import remove_from_combat
    from tolaria.rules.triggers import on_phasing
    for oid in hosts:
        on_phasing(state, state.objects[oid], "phases_out")          # CR 603.10b
    for oid, host in hosts.items():
        obj = state.objects[oid]
        if obj.attacking is not None or obj.blocking:
            remove_from_combat(state, obj)                    # CR 702.26b, 506.4
        state.phased_out.append((oid, controller(state, obj), host, hold if not host else ()))
    for oid in hosts:
        state.objects[oid].zone = PHASED_OUT
    state.battlefield = [oid for oid in state.battlefield if oid not in hosts]
    _end_tracking(state, set(hosts))
    names = [current_name(state, state.objects[oid]) for oid in hosts]
    state.say(f"{', '.join(names)} phase{'s' if len(names) == 1 else ''} out", "702.26b")
    state.changed()


def _end_tracking(state: GameState, gone: set[int]) -> None:
    """CR 702.26f: a "for as long as" duration that tracks a phased-out permanent ends."""
    kept = [e for e in state.effects if not (e.until in _TRACKING and e.source_id in gone)]
    if len(kept) != len(state.effects):
        state.effects = kept


def phase_in(state: GameState, oids: list[int]) -> None:
    """CR 702.26c: each phases in, with what phased out indirectly with it (702.26g); an
    Aura or Equipment that phased out directly phases in unattached if what it was
    attached to is gone (CR 702.26i, state-based actions then apply)."""
    back = set(oids)
    queue = list(oids)
    while queue:
        host = queue.pop()
        for oid, _, via, _ in state.phased_out:
            if via == host and oid not in back:
                back.add(oid)
                queue.append(oid)
    state.phased_out = [entry for entry in state.phased_out if entry[0] not in back]
    for oid in back:
        state.objects[oid].zone = "battlefield"
    for oid in oids:
        obj = state.objects[oid]
        host = state.objects.get(obj.attached_to) if obj.attached_to is not None else None
        if host is not None and host.zone != "battlefield":
            obj.attached_to = None                            # CR 702.26i
        if obj.attached_player is not None and state.players[obj.attached_player].lost:
            obj.attached_player = None
    for oid in sorted(back, key=lambda i: state.objects[i].timestamp):
        _insert(state, oid)
    names = [current_name(state, state.objects[oid]) for oid in back]
    state.say(f"{', '.join(names)} phase{'s' if len(names) == 1 else ''} in", "702.26c")
    state.changed()
    from tolaria.rules.triggers import on_phasing
    for oid in back:
        on_phasing(state, state.objects[oid], "phases_in")


def _insert(state: GameState, oid: int) -> None:
    """Back into `state.battlefield` where its timestamp puts it (the list's order)."""
    stamp = state.objects[oid].timestamp
    where = next((k for k, other in enumerate(state.battlefield)
                  if state.objects[other].timestamp > stamp), len(state.battlefield))
    state.battlefield.insert(where, oid)


def untap_step(state: GameState, actives: list[int]) -> None:
    """CR 502.1, 702.26a: at once, the active player's permanents with phasing phase out and
    what phased out under their control phases in (once, though the step may begin again
    after a question, `turn._untap_step`)."""
    if _MARK in state.this_turn:
        return
    leaving = [state.objects[oid] for oid in state.battlefield
               if controller(state, state.objects[oid]) in actives
               and PHASING in characteristics(state, state.objects[oid]).keywords]
    coming = [oid for oid, player, via, hold in state.phased_out
              if player in actives and via == 0 and not hold]
    if not leaving and not coming:
        return
    state.this_turn.append(_MARK)
    phase_out(state, leaving)
    if coming:
        phase_in(state, coming)


def owner_left(state: GameState, player: int) -> None:
    """CR 702.26k: phased-out permanents owned by a player who leaves the game leave it too
    (no zone-change trigger)."""
    gone = {oid for oid, _, _, _ in state.phased_out if state.objects[oid].owner == player}
    if not gone:
        return
    state.phased_out = [entry for entry in state.phased_out if entry[0] not in gone]
    for oid in gone:
        state.objects[oid].zone = "none"
        state.departed.append(oid)
    state.changed()


def turn_ends(state: GameState, actives: list[int]) -> None:
    """"Until the end of your next turn, they can't phase in": that turn is ending."""
    def ends(hold: tuple[object, ...]) -> bool:
        return bool(hold) and hold[0] == NEXT_TURN and hold[1] in actives and \
            state.turn > hold[2]                                      # type: ignore[operator]
    if any(ends(hold) for _, _, _, hold in state.phased_out):
        state.phased_out = [(oid, player, via, () if ends(hold) else hold)
                            for oid, player, via, hold in state.phased_out]
        state.changed()


def source_left(state: GameState, source: GameObject) -> None:
    """"... phases out until <source> leaves the battlefield": it has left, so they phase
    in (CR 610.3, 610.4a)."""
    back = [(oid, hold[2]) for oid, _, via, hold in state.phased_out
            if via == 0 and hold[:2] == (UNTIL_LEAVES, source.id)]
    if not back:
        return
    phase_in(state, [oid for oid, _ in back])
    for oid, tapped in back:
        if tapped:                        # "Tap that creature as it phases in this way."
            state.objects[oid].tapped = True
    state.changed()


@handler(PHASE_OUT)
def _phase_out(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"<permanent> phases out" (`target`) / "each <permanent> ... phases out" (`filter`,
    the permanents matching as it resolves, CR 608.2h): CR 702.26b; `held`: "Until the
    end of your next turn, they can't phase in"."""
    flt = eff.get("filter")
    hold: tuple[object, ...] = (NEXT_TURN, item.controller, state.turn) if eff.get(
        "held") else ()
    if eff.get("until_leaves"):
        source = state.objects.get(item.source_id) if item.source_id is not None else None
        if source is None or source.zone != "battlefield":
            return                        # it has left already: nothing phases (610.4, 610.3b)
        hold = (UNTIL_LEAVES, source.id, bool(eff.get("tapped")))
    if flt is None:
        one = target_object(state, item, eff.get("target"))
        phase_out(state, [one] if one is not None else [], hold)
        return
    source = source_of(state, item)
    phase_out(state, [state.objects[oid] for oid in state.battlefield
                      if matches(state, flt, state.objects[oid], item.controller, source)],
              hold)
