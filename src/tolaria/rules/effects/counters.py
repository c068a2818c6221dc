"""Counter effects (CR 122): moving counters (CR 122.5) and counters on each of a group.

Putting counters is an event replacement effects can modify (CR 614.16), so it
goes through `events.happen`; a handler that must wait for a replacement choice
returns it and runs again unchanged with the answer.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, layer_effect
from tolaria.data.objects import GameObject
from tolaria.data.state import ContinuousEffect, GameState
from tolaria.data.vocabulary import ANOTHER_OF_CHOSEN_KIND
from tolaria.rules import events
from tolaria.rules.effects import (
    amount,
    handler,
    put_one_of_kinds,
    source_of,
    target_object,
    target_ref,
)
from tolaria.rules.layers import current_name, matches


@handler("move_counters")
def _move_counters(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"Move all counters from target creature onto another target creature" (Fate Transfer);
    with a `kind`, one counter of that kind ("Move a +1/+1 counter from this artifact onto
    target creature").

    CR 122.5: each counter is removed from the first object and put onto the second; if
    that can't be done (the same object, no counters, or either object no longer on the
    battlefield: an illegal target, CR 608.2b), no counter moves at all.
    """
    source = target_object(state, item, eff.get("source", 0))
    onto = target_object(state, item, eff.get("onto", 1))
    if source is None or onto is None or source.id == onto.id or not source.counters or \
            "battlefield" != source.zone or "battlefield" != onto.zone:
        state.say(f"{current_name(state, item)}: no counters move", "122.5")
        return None
    moving = sorted(source.counters.items())
    kind = eff.get("kind")
    if kind is not None:                 # "Move a +1/+1 counter from ... onto ..."
        from tolaria.rules.effects.replacements import can_have_counters
        if source.counters.get(kind, 0) < 1 or not can_have_counters(state, onto, kind):
            state.say(f"{current_name(state, item)}: no {kind} counter moves", "122.5")
            return None
        moving = [(kind, 1)]
    decision = events.happen(state, *(events.Counters(onto.id, kind, n) for kind, n in moving))
    if decision is not None:
        return decision                                # nothing has moved yet: ask, then redo
    for kind, n in moving:
        events.remove_counters(state, source, kind, n)
    state.say(f"{current_name(state, item)} moves the counters of {current_name(state, source)} "
              f"onto {current_name(state, onto)}: "
              + ", ".join(f"{n} {kind}" for kind, n in moving), "122.5")
    return None


@handler(ANOTHER_OF_CHOSEN_KIND)
def _another_of_chosen_kind(state: GameState, item: GameObject, eff: Effect, answer: Any
                            ) -> Decision | None:
    """"choose a counter on target permanent. Put an additional counter of that kind on that
    permanent." (Ichormoon Gauntlet): its controller chooses one of the kinds of counters the
    permanent has as it resolves (CR 608.2d); with none there is nothing to choose or put
    (CR 609.3). One counter of that kind is put on it (CR 122.1, 122.6). "target permanent
    or player" (Animation Module): a player gets another of a kind they have."""
    ref = target_ref(item, eff.get("target"))
    if ref is not None and ref[0] == "player":
        return _another_for_player(state, item, ref[1], answer)
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "battlefield":
        return None
    kinds = tuple(sorted(kind for kind, n in victim.counters.items() if n > 0))
    if not kinds:
        return None
    return put_one_of_kinds(state, item, victim, kinds, answer, "122.1")


def _another_for_player(state: GameState, item: GameObject, who: int, answer: Any
                        ) -> Decision | None:
    """One more of a kind of counter the player has, the kind chosen by the controller (CR
    122.1, 608.2d)."""
    player = state.players[who]
    kinds = tuple(kind for kind in events.PLAYER_COUNTERS if getattr(player, kind, 0) > 0)
    if not kinds:
        return None
    if answer is None and len(kinds) > 1:
        return Decision("choose", item.controller, options=kinds,
                        prompt=f"{current_name(state, item)}: the kind of counter to give "
                               f"{player.name} (CR 122.1)")
    kind = answer[0] if answer else kinds[0]
    if kind in kinds and events.give_counters(state, who, kind, 1):
        state.say(f"{player.name} gets a {kind} counter", "122.1")
    return None


@handler("remove_counter_each")
def _remove_counter_each(state: GameState, item: GameObject, eff: Effect, answer: Any
                         ) -> Decision | None:
    """"Remove a loyalty counter from each of any number of permanents you control." (Chandra,
    Legacy of Fire): its controller chooses them one at a time as it resolves, then "done"
    (CR 608.2d); one counter goes from each, at once; the number removed is kept for "that
    many" (CR 608.2c). Only a permanent with such a counter can lose one."""
    from tolaria.data.vocabulary import REMOVED_COUNT
    from tolaria.rules.layers import controller
    kind = eff.get("kind")
    chosen = [r for r in (answer or ()) if r != "done"]
    if not answer or answer[-1] != "done":
        options = tuple(oid for oid in state.battlefield if oid not in chosen
                        and controller(state, state.objects[oid]) == item.controller
                        and state.objects[oid].counters.get(kind))
        if options:
            return Decision("choose", item.controller, options=options + ("done",),
                            prompt=f"{current_name(state, item)}: choose a permanent to remove "
                                   f"a {kind} counter from, or done (CR 608.2d)")
    for oid in chosen:
        events.remove_counters(state, state.objects[oid], kind, 1)
        state.say(f"a {kind} counter is removed from {current_name(state, state.objects[oid])}",
                  "122.1")
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != REMOVED_COUNT) + (
        (REMOVED_COUNT, str(len(chosen))),)
    return None


@handler("counters_each")
def _counters_each(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"Put a +1/+1 counter on each creature you control. Those creatures gain vigilance until
    end of turn." (Ajani Goldmane): one event for all (CR 122.6); the keywords go to exactly
    the permanents that were chosen, a set locked in as the effect begins (CR 611.2c)."""
    flt = eff.get("filter")
    source = source_of(state, item)                   # "each other creature" (CR 109.5)
    chosen = [oid for oid in state.battlefield
              if matches(state, flt, state.objects[oid], item.controller, source)]
    kind = eff.get("kind", "+1/+1")
    n = amount(item, eff.get("amount", 1), state)      # "for each ...": as it resolves
    decision = events.happen(state, *(events.Counters(oid, kind, n) for oid in chosen))
    if decision is not None:
        return decision
    keywords = frozenset(eff.get("keywords", ()))
    if keywords and chosen:
        state.effects.append(ContinuousEffect(
            timestamp=state.timestamp(), source_name=current_name(state, item),
            affected=tuple(chosen),
            parts=(layer_effect("6", "add_keywords", keywords=keywords),),
            source_id=item.source_id, controller=item.controller))
        state.say(f"{len(chosen)} creature{'s' if len(chosen) != 1 else ''} gain "
                  + ", ".join(sorted(keywords)) + " until end of turn", "611.2c", "613.1f")
        state.changed()
    return None


@handler("spell_enters_with")
def _spell_enters_with(state: GameState, item: GameObject, eff: Effect, answer: Any
                       ) -> None:
    """"that creature enters with an additional +1/+1 counter on it": the creature spell
    the cast trigger is about, still on the stack, enters with them if it resolves (CR
    614.1c, 608.3); the number is counted now (CR 608.2h)."""
    from tolaria.rules.mana_spent import RIDER
    spell = target_object(state, item, eff.get("target"))
    if spell is None or spell.zone != "stack":
        return
    n = amount(item, eff.get("amount"), state)
    if n <= 0:
        return
    spell.chosen = spell.chosen + ((RIDER, "counter"),) * n
    state.say(f"{current_name(state, spell)} will enter with {n} additional +1/+1 "
              f"counter{'s' if n != 1 else ''}", "614.1c")
    state.changed()
