"""Suspend (CR 702.62).

"Suspend N—[cost]" is three abilities (CR 702.62a):

- in the hand, a special action (CR 116.2f): if its owner could begin to cast the card,
  they pay [cost] and exile it with N time counters on it, without using the stack. It is
  read as an `ActivatedAbility` with `zone="hand"` and `keyword="suspend"` (announced
  `activate X for suspend`); `tolaria.rules.priority` takes it as a special action and calls
  `exile` here instead of putting anything on the stack;
- in exile, "At the beginning of your upkeep, if this card is suspended, remove a time
  counter from it" (`upkeep`, called by `tolaria.rules.triggers.on_step`; the intervening "if"
  is checked again as it resolves, CR 603.4);
- in exile, "When the last time counter is removed from this card, if it's exiled, you may
  play it without paying its mana cost if able": as that trigger resolves its owner gets
  a "cast" decision (`permission` = casting it without paying its mana cost, CR 118.9,
  608.2g) or chooses no, and the card stays exiled.

A creature spell cast this way gains haste until its caster loses control of the permanent
it becomes (`offered` tells `tolaria.rules.priority` the spell is cast by the last ability, and
the permanent remembers it in `GameObject.cast_for`; `entered` gives the haste, with the
duration "source controlled" that `tolaria.rules.effects.durations` ends). Losing control of
the spell itself while it is on the stack isn't modelled.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import CardDef, Effect, TriggeredAbility, effect, layer_effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState, PendingTrigger
from tolaria.rules import events, zones
from tolaria.rules.costs import FREE
from tolaria.rules.effects import handler
from tolaria.rules.layers import current_name

NAME = "suspend"
RULE = "702.62a"
TICK = TriggeredAbility(
    event="suspend", effects=(effect("suspend_tick"),),
    text="At the beginning of your upkeep, if this card is suspended, remove a time counter "
         "from it.")
LAST = TriggeredAbility(
    event="suspend", effects=(effect("suspend_cast"),),
    text="When the last time counter is removed from this card, if it's exiled, you may "
         "play it without paying its mana cost if able.")


def has_suspend(card: CardDef) -> bool:
    return any(a.keyword == NAME for a in card.activated)


def is_suspended(obj: GameObject) -> bool:
    """CR 702.62b: in exile, with suspend and a time counter on it."""
    return obj.zone == "exile" and has_suspend(obj.card) and obj.counters.get("time", 0) > 0


# -- the special action (tolaria.rules.priority calls these) --------------------------------------

def cost_choices(state: GameState, player: int, card: GameObject) -> list[tuple[int, ...]]:
    """Suspending chooses nothing but the mana paid."""
    return [()]


def why_not(state: GameState, player: int, card: GameObject, chosen: tuple[int, ...]
            ) -> str | None:
    """CR 116.2f, 702.62c: only when its owner could begin to cast it."""
    from tolaria.rules.priority import _may_cast_now as may_cast_now
    if chosen:
        return "suspending a card chooses nothing but its cost (CR 702.62a)"
    if "Land" in card.card.types or not may_cast_now(state, player, card.card):
        return f"{card.name} could not be cast now, so it can't be suspended (CR 116.2f)"
    return None


def exile(state: GameState, player: int, card: GameObject, ability: Any) -> None:
    """The card goes to exile with N time counters on it (CR 702.62a)."""
    n = next(e.get("counters", 0) for e in ability.effects if e.op == NAME)
    new = zones.move(state, card, "exile")
    events.add_counters(state, new, "time", n)
    state.say(f"{state.players[player].name} suspends {card.name}: it is exiled with {n} "
              f"time counter{'s' if n != 1 else ''} (special action)", "116.2f", RULE)


def pay(state: GameState, player: int, card: GameObject, item: GameObject,
        chosen: tuple[int, ...]) -> None:
    raise ValueError("suspend is a special action: nothing goes on the stack (CR 116.2f)")


# -- the triggered abilities ------------------------------------------------------------------

def upkeep(state: GameState, active: int) -> None:
    """CR 702.62a: each suspended card of the active player triggers (CR 603.4: only if it
    is suspended)."""
    for oid in state.players[active].exile:
        card = state.objects[oid]
        if card.owner == active and is_suspended(card):
            state.pending.append(PendingTrigger(controller=active, source_id=card.id,
                                                source_name=card.name, ability=TICK,
                                                card=card.card))


@handler("suspend_tick")
def _tick(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Remove a time counter; removing the last one triggers the cast (CR 702.62a)."""
    card = state.objects.get(item.source_id) if item.source_id is not None else None
    if card is None or not is_suspended(card):
        return None                                                  # CR 603.4
    events.remove_counters(state, card, "time", 1)
    left = card.counters.get("time", 0)
    state.say(f"a time counter is removed from {card.name} ({left} left)", RULE)
    if left == 0:
        state.pending.append(PendingTrigger(controller=card.owner, source_id=card.id,
                                            source_name=card.name, ability=LAST,
                                            card=card.card))
    return None


@handler("suspend_cast")
def _cast(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Its owner may cast it without paying its mana cost; if not, it remains exiled."""
    card = state.objects.get(item.source_id) if item.source_id is not None else None
    if card is None or card.zone != "exile":
        return None                                     # it left exile: a new object (400.7)
    if answer is None:
        return Decision("cast", card.owner, options=(FREE,), subject=card.id,
                        prompt=f"cast {card.name} without paying its mana cost, or choose no "
                               "(CR 702.62a)")
    if answer[0] == "no":
        state.say(f"{card.name} remains exiled", RULE)
    return None


def offered(state: GameState, obj: GameObject) -> bool:
    """Is `obj` the card the resolving "last time counter" ability lets its owner cast?"""
    if obj.zone != "exile" or not state.frames:
        return False
    item = state.objects.get(state.frames[-1].obj_id)
    return item is not None and item.ability == LAST and item.source_id == obj.id


def entered(state: GameState, permanent: GameObject) -> None:
    """CR 702.62a: a creature spell cast with suspend gains haste until you lose control of
    the permanent it becomes."""
    from tolaria.data.state import ContinuousEffect
    from tolaria.rules.layers import characteristics
    if not characteristics(state, permanent).is_creature:
        return
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, permanent),
        affected=(permanent.id,),
        parts=(layer_effect("6", "add_keywords", keywords=frozenset({"haste"})),),
        until="source controlled", source_id=permanent.id, controller=permanent.controller))
    state.changed()
    state.say(f"{current_name(state, permanent)} has haste (suspend)", RULE)
