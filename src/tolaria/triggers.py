"""Triggered abilities (CR 603).

Events call the `on_*` functions, which record `PendingTrigger`s for the
abilities objects have at that moment (after the layers, so an object that
lost its abilities doesn't trigger). The next time a player would receive
priority, `tolaria.turn` puts them on the stack (CR 603.3).

- Which permanents could trigger on an event is found once per state change
  (`_watchers`, cached in `state.cache`): an event nobody watches costs one
  pass over the printed abilities of the battlefield.
- Leaves-the-battlefield abilities look back in time (CR 603.10a): the object
  that left triggers with its last known abilities, and permanents that left
  in the same event (`state.simultaneous`) see each other leave, as permanents
  entering together see each other enter (CR 603.6a).
- An intervening "if" (CR 603.4) is checked as the event happens (here) and
  again on resolution (`condition_holds`, called by `tolaria.resolve`).
- State triggers (CR 603.8) are checked before each priority (`check_state`)
  and don't trigger again while the ability is waiting or on the stack.
- Delayed triggered abilities (CR 603.7) are data in `state.delayed`; each
  triggers once and is gone. Reflexive ones (CR 603.12) trigger as created.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria import multiplayer
from tolaria.cards.ir import Condition, Effect, ObjectFilter, TriggeredAbility, effect
from tolaria.layers import Characteristics, characteristics, chars_match
from tolaria.objects import GameObject, Ref
from tolaria.state import DelayedTrigger, GameState, PendingTrigger

# CR 702.108a: the keyword prowess is this triggered ability (one per instance; the
# engine keeps keywords as a set, so several instances count as one, unlike CR 702.108b).
PROWESS = TriggeredAbility(
    event="cast", effects=(effect("pump", power=1, toughness=1, target="self"),),
    filter=ObjectFilter(not_types=frozenset({"Creature"})), whose="you",
    text="Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 "
         "until end of turn.)")

# Layer operations that can give a permanent a triggered ability it doesn't print.
_GRANTING = frozenset({"copy", "add_abilities", "add_keywords"})


def ability_of(state: GameState, trig: PendingTrigger) -> TriggeredAbility:
    """The ability a pending trigger will put on the stack."""
    return trig.ability


# -- who is watching ------------------------------------------------------------------

def triggered_abilities(chars: Characteristics) -> tuple[TriggeredAbility, ...]:
    """An object's triggered abilities, keyword ones (prowess) included."""
    if "prowess" in chars.keywords:
        return chars.triggered + (PROWESS,)
    return chars.triggered


def _grants(parts: Any) -> bool:
    return any(part.op in _GRANTING for part in parts)


Watchers = dict[str, list[tuple[GameObject, Characteristics]]]


def _watchers(state: GameState, event: str) -> list[tuple[GameObject, Characteristics]]:
    """Permanents with a triggered ability for `event`, with their characteristics."""
    table = state.cache.get("watchers")
    if table is None:
        table = state.cache["watchers"] = _watch_table(state)
    return table.get(event, [])


def _watch_table(state: GameState) -> Watchers:
    """Who watches which event, found once per state change.

    Without effects that grant abilities, only permanents printing a triggered
    ability (or prowess) can have one, and their characteristics say which.
    """
    objects = state.objects
    every = any(_grants(eff.parts) for eff in state.effects)
    candidates = []
    for oid in state.battlefield:
        obj = objects[oid]
        card = obj.card
        if card.triggered or "prowess" in card.keywords:
            candidates.append(obj)
        if card.static and not every:
            every = any(_grants(ability.parts) for ability in card.static)
    if every:                                     # anything may have gained an ability
        candidates = [objects[oid] for oid in state.battlefield]
    table: Watchers = {}
    for obj in candidates:
        chars = characteristics(state, obj)
        for event in {a.event for a in triggered_abilities(chars)}:
            table.setdefault(event, []).append((obj, chars))
    return table


# -- recording triggers ---------------------------------------------------------------

def _about(state: GameState, ability: TriggeredAbility, source: GameObject, controller: int,
           subject: GameObject) -> bool:
    """Is the event's object one this ability is about ("this creature", "a creature you control")?"""
    flt = ability.filter
    if flt is None:
        return subject.id == source.id
    if flt.other and subject.id == source.id:
        return False
    return chars_match(characteristics(state, subject), flt, controller)


def _whose(whose: str, controller: int, player: int) -> bool:
    if whose == "each":
        return True
    if whose == "opponent":
        return player != controller
    return player == controller


def _queue(state: GameState, source: GameObject, controller: int, ability: TriggeredAbility,
           data: tuple[Any, ...]) -> None:
    """The ability triggers (CR 603.2), unless its intervening "if" is false (CR 603.4)."""
    cond = ability.condition
    if cond is not None and ability.event != "state" and not holds(state, cond, source,
                                                                    controller):
        return
    if state.players[controller].lost:
        return                                                        # CR 800.4d
    if state.options.limited_range and not multiplayer.event_in_range(state, controller, data):
        return                                                        # CR 801.7
    state.pending.append(PendingTrigger(controller=controller, source_id=source.id,
                                        source_name=source.name, ability=ability, data=data))


def _fire(state: GameState, event: str, subject: GameObject, data: tuple[Any, ...]) -> None:
    """Every permanent's `event` abilities that are about `subject` trigger."""
    for obj, chars in _watchers(state, event):
        for ability in triggered_abilities(chars):
            if ability.event == event and _about(state, ability, obj, chars.controller, subject):
                _queue(state, obj, chars.controller, ability, data)


def new_event(state: GameState) -> None:
    """A new event begins: what entered or left before no longer did so simultaneously."""
    if state.simultaneous:
        state.simultaneous = []


# -- the events -----------------------------------------------------------------------

def on_enter(state: GameState, obj: GameObject) -> None:
    """CR 603.6a: every permanent, newcomers included, checks the permanent that entered."""
    data = (("object", obj.id),)
    _fire(state, "enters", obj, data)
    earlier = [i for kind, i in state.simultaneous if kind == "enters" and i != obj.id]
    if earlier:                                    # it sees those that entered with it
        chars = characteristics(state, obj)
        for ability in triggered_abilities(chars):
            if ability.event != "enters" or ability.filter is None:
                continue
            for other_id in earlier:
                other = state.objects[other_id]
                if other.zone == "battlefield" and _about(state, ability, obj, chars.controller,
                                                          other):
                    _queue(state, obj, chars.controller, ability, (("object", other_id),))
    state.simultaneous.append(("enters", obj.id))


def on_leave(state: GameState, old: GameObject, to_zone: str) -> None:
    """A permanent left the battlefield; it "dies" if a creature went to a graveyard (CR 700.4).

    Leaves-the-battlefield abilities look back in time (CR 603.10a): `old` triggers
    with its last known abilities, and so do permanents that left in the same event.
    """
    chars = characteristics(state, old)                      # last known information
    kinds = ("leaves", "dies") if to_zone == "graveyard" and chars.is_creature else ("leaves",)
    data = (("object", old.id), to_zone)
    for ability in triggered_abilities(chars):
        if ability.event in kinds and _about(state, ability, old, chars.controller, old):
            _queue(state, old, chars.controller, ability, data)
    for kind in kinds:
        _fire(state, kind, old, data)
    for kind, other_id in state.simultaneous:
        if kind != "leaves":
            continue
        other = state.objects.get(other_id)
        if other is None:
            continue
        ochars = characteristics(state, other)
        for ability in triggered_abilities(ochars):
            if ability.event in kinds and ability.filter is not None and _about(
                    state, ability, other, ochars.controller, old):
                _queue(state, other, ochars.controller, ability, data)
    state.simultaneous.append(("leaves", old.id))


def on_dies(state: GameState, old: GameObject) -> None:
    """A creature was put into a graveyard from the battlefield (CR 700.4)."""
    on_leave(state, old, "graveyard")


def on_step(state: GameState, step: str) -> None:
    """CR 603.2b: "at the beginning of" abilities trigger when their step begins."""
    active = state.active
    data = (("player", active),)
    for obj, chars in _watchers(state, "step"):
        for ability in chars.triggered:
            if ability.event == "step" and ability.step == step and _whose(
                    ability.whose, chars.controller, active):
                _queue(state, obj, chars.controller, ability, data)
    if step == "upkeep":                                    # "your upkeep" (CR 503.1a)
        for obj, chars in _watchers(state, "upkeep"):
            if chars.controller == active:
                for ability in chars.triggered:
                    if ability.event == "upkeep":
                        _queue(state, obj, chars.controller, ability, data)
        from tolaria.keywords import suspend
        suspend.upkeep(state, active)                               # CR 702.62a
    if state.delayed:
        _delayed_step(state, step)


def on_lore(state: GameState, saga: GameObject, before: int, after: int) -> None:
    """Lore counters were put on a Saga: each chapter ability whose number the count went
    from below to at least triggers (CR 714.2b)."""
    chars = characteristics(state, saga)
    for ability in chars.triggered:
        if ability.event == "chapter" and before < ability.chapter <= after:
            _queue(state, saga, chars.controller, ability, (("object", saga.id),))


def final_chapter(chars: Characteristics) -> int:
    """CR 714.2d: the greatest number among a Saga's chapter abilities (0 if none)."""
    return max((a.chapter for a in chars.triggered if a.event == "chapter"), default=0)


def on_attack(state: GameState, attacker: GameObject) -> None:
    """"Whenever this creature attacks" (CR 508.3a)."""
    _fire(state, "attacks", attacker, (("object", attacker.id),))


def on_attacks_alone(state: GameState, attacker: GameObject) -> None:
    """"Whenever a creature you control attacks alone" (exalted, CR 702.83a, 506.5)."""
    _fire(state, "attacks_alone", attacker, (("object", attacker.id),))


def on_blocks(state: GameState, blocks: tuple[tuple[int, int], ...]) -> None:
    """CR 509.3c-d: "blocks" and "becomes blocked" trigger once per creature per combat."""
    for blocker_id in dict.fromkeys(b for b, _ in blocks):
        _fire(state, "blocks", state.objects[blocker_id], (("object", blocker_id),))
    for attacker_id in dict.fromkeys(a for _, a in blocks):
        _fire(state, "becomes_blocked", state.objects[attacker_id], (("object", attacker_id),))


def on_cast(state: GameState, spell: GameObject) -> None:
    """CR 601.2i: "whenever [a player] casts a [kind of] spell" triggers once it is cast."""
    watchers = _watchers(state, "cast")
    if not watchers:
        return
    spell_chars = characteristics(state, spell)
    caster = spell.controller
    for obj, chars in watchers:
        for ability in triggered_abilities(chars):
            if ability.event == "cast" and _whose(ability.whose, chars.controller, caster) and (
                    ability.filter is None
                    or chars_match(spell_chars, ability.filter, chars.controller)):
                _queue(state, obj, chars.controller, ability, (("object", spell.id),))


def on_targeted(state: GameState, item: GameObject) -> None:
    """"Whenever this permanent becomes the target of a spell or ability [an opponent
    controls]" (CR 702.21a): once the spell is cast, the ability activated or put on the
    stack with its targets (CR 601.2c, 602.2b, 603.3d). The event is about the spell or
    ability (its `trigger_data`), which ward counters."""
    watchers = _watchers(state, "becomes_target")
    if not watchers or not item.targets:
        return
    chosen = {ref[1] for ref in item.targets if ref and ref[0] == "object"}
    for obj, chars in watchers:
        if obj.id not in chosen:
            continue
        for ability in triggered_abilities(chars):
            if ability.event == "becomes_target" and _whose(ability.whose, chars.controller,
                                                            item.controller):
                _queue(state, obj, chars.controller, ability, (("object", item.id),))


def on_damage(state: GameState, source: GameObject, target: Ref, amount: int,
              combat: bool) -> None:
    """"Whenever this creature deals combat damage to a player" (CR 510.2, 603.2), and
    "whenever this creature deals damage" (event "deals_damage": damage it deals to several
    recipients at once is one event, so it triggers once for the total, CR 603.2c)."""
    if combat and amount > 0 and target[0] == "player":
        _fire(state, "combat_damage_player", source, (target, amount))
    if amount > 0 and _watchers(state, "deals_damage"):
        _dealt_damage(state, source, target, amount)


def _dealt_damage(state: GameState, source: GameObject, target: Ref, amount: int) -> None:
    if ("dealt", source.id) in state.simultaneous:
        for i, trig in enumerate(state.pending):
            if trig.source_id == source.id and trig.ability.event == "deals_damage":
                state.pending[i] = replace(trig, data=(trig.data[0], trig.data[1] + amount))
        return
    _fire(state, "deals_damage", source, (target, amount))
    state.simultaneous.append(("dealt", source.id))


def check_state(state: GameState) -> None:
    """CR 603.8: a state trigger triggers when its state is true, once until it has left the stack."""
    for obj, chars in _watchers(state, "state"):
        for ability in chars.triggered:
            if ability.event == "state" and not _waiting(state, obj, ability) and holds(
                    state, ability.condition, obj, chars.controller):
                _queue(state, obj, chars.controller, ability, ())


def _waiting(state: GameState, source: GameObject, ability: TriggeredAbility) -> bool:
    for trig in state.pending:
        if trig.source_id == source.id and trig.ability == ability:
            return True
    for oid in state.stack:
        item = state.objects[oid]
        if item.source_id == source.id and item.ability == ability:
            return True
    return False


# -- conditions (CR 603.4, 603.8) -----------------------------------------------------

def holds(state: GameState, cond: Condition | None, source: GameObject, controller: int) -> bool:
    """Is the condition true now, for an ability of `source` controlled by `controller`?"""
    if cond is None:
        return True
    op = cond.op
    if op == "untapped":
        return source.zone == "battlefield" and not source.tapped
    if op == "count":
        flt = cond.get("filter")
        n = 0
        for oid in state.battlefield:
            if flt.other and oid == source.id:
                continue
            if chars_match(characteristics(state, state.objects[oid]), flt, controller):
                n += 1
        return _between(n, cond)
    if op == "life":
        return _between(state.players[controller].life, cond)
    if op == "kicked":
        return source.kicked             # "if it was kicked" (CR 702.33d, 400.7d)
    raise ValueError(f"unknown condition {op!r}")


def _between(n: int, cond: Condition) -> bool:
    low, high = cond.get("at_least"), cond.get("at_most")
    return (low is None or n >= low) and (high is None or n <= high)


def condition_holds(state: GameState, item: GameObject) -> bool:
    """CR 603.4: a resolving triggered ability checks its intervening "if" again."""
    ability = item.ability
    if not isinstance(ability, TriggeredAbility) or ability.condition is None \
            or ability.event == "state":
        return True
    source = state.objects.get(item.source_id) if item.source_id is not None else None
    return holds(state, ability.condition, source if source is not None else item,
                 item.controller)


def is_optional(item: GameObject) -> bool:
    """CR 603.5: "you may" is chosen as the ability resolves."""
    ability = item.ability
    return isinstance(ability, TriggeredAbility) and ability.optional


# -- delayed and reflexive triggered abilities (CR 603.7, 603.12) -----------------------

def _creator(state: GameState, item: GameObject) -> tuple[int, str]:
    """CR 603.7d-e: the source is the spell, or the source of the ability that created it."""
    if item.is_ability and item.source_id is not None:
        return item.source_id, item.source_name or item.name
    return item.id, item.name


def create_delayed(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """Effect "delayed": create the delayed triggered ability `eff.ability` (CR 603.7a)."""
    ability = eff.get("ability")
    source_id, source_name = _creator(state, item)
    state.delayed.append(DelayedTrigger(ability=ability, controller=item.controller,
                                        source_id=source_id, source_name=source_name,
                                        card=item.card))
    state.say(f"{source_name} creates a delayed triggered ability: {ability.text}", "603.7")


def create_reflexive(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """Effect "reflexive": "when you do, ..." triggers as soon as it is created (CR 603.12)."""
    ability = eff.get("ability")
    source_id, source_name = _creator(state, item)
    state.pending.append(PendingTrigger(controller=item.controller, source_id=source_id,
                                        source_name=source_name, ability=ability,
                                        card=item.card))
    state.say(f"{source_name}'s reflexive triggered ability triggers: {ability.text}", "603.12")


def _delayed_step(state: GameState, step: str) -> None:
    """Delayed abilities waiting for this step trigger once, then cease (CR 603.7b)."""
    kept = []
    for delayed in state.delayed:
        ability = delayed.ability
        if ability.event == "step" and ability.step == step and _whose(
                ability.whose, delayed.controller, state.active):
            state.pending.append(PendingTrigger(
                controller=delayed.controller, source_id=delayed.source_id,
                source_name=delayed.source_name, ability=ability, card=delayed.card))
        else:
            kept.append(delayed)
    state.delayed = kept
