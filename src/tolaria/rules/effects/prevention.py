"""Prevention effects made by resolving spells and abilities (CR 615).

"Prevent all [combat] damage that would be dealt [to X / by X / to and dealt by X] this
turn" (Fog, Maze of Ith) and "Prevent the next N damage that would be dealt to you / to
this creature this turn", "[all damage / the next time] a source of your choice would
deal ...": each is a `PreventionShield` in `state.shields`, applied by
`tolaria.rules.replacement` to the damage events it matches (CR 615.1, 615.7-615.8) and removed
in the cleanup step (CR 514.2). "Damage can't be prevented this turn" is a marker among
them (CR 615.12).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, ObjectFilter
from tolaria.data.objects import GameObject, Ref
from tolaria.data.state import GameState, PreventionShield
from tolaria.rules import events
from tolaria.rules.effects import (
    amount,
    chosen_source,
    handler,
    source_of,
    spell_uid,
    target_object,
    target_ref,
)
from tolaria.rules.layers import current_name

_GONE = ("gone",)


def _ref(state: GameState, item: GameObject, which: Any) -> Any:
    """The player or permanent `which` names; None for "any"; _GONE if it is no longer
    there (an illegal target, CR 608.2b, or an object that left, CR 400.7)."""
    if which is None:
        return None
    if which == "you":
        return ("player", item.controller)
    if isinstance(which, int):
        ref = target_ref(item, which)
        if ref is None:
            return _GONE
        if ref[0] == "object":
            obj = target_object(state, item, which)
            return ("object", obj.id) if obj is not None else _GONE
        return ref
    obj = target_object(state, item, which)
    return ("object", obj.id) if obj is not None else _GONE


@handler("prevent_all_damage")
def _prevent_all(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Prevent all [combat] damage that would be dealt [to X] [by Y] this turn": one
    shield for each of "to" and "by" (CR 615.1)."""
    combat = bool(eff.get("combat"))
    source = source_of(state, item)
    made = []
    for to, by in _shields_wanted(eff):
        recipient = _ref(state, item, to)
        dealer = _ref(state, item, by)
        if recipient == _GONE or dealer == _GONE:
            continue
        if dealer is not None and dealer[0] != "object":
            continue
        made.append(PreventionShield(
            recipient, 0, current_name(state, item), sid=state.timestamp(), source_id=source.id,
            uid=source.card_uid, from_source=dealer[1] if dealer else None, every=True,
            combat_only=combat, to_players=bool(eff.get("to_players")),
            to_filter=eff.get("to_filter"), by_filter=eff.get("by_filter"),
            controller=item.controller, until=eff.get("until", "end of turn")))
        kind = "combat damage" if combat else "damage"
        where = f" to {events.name_of(state, recipient)}" if recipient else (
            " to players" if eff.get("to_players") else " to some permanents"
            if eff.get("to_filter") else "")
        by_whom = f" by {events.name_of(state, dealer)}" if dealer else (
            " by some sources" if eff.get("by_filter") else "")
        state.say(f"all {kind} that would be dealt{where}{by_whom} "
                  f"{'until their next turn' if eff.get('until') else 'this turn'} will be "
                  "prevented", "615.1")
    state.shields.extend(made)
    state.changed()


def _shields_wanted(eff: Effect) -> list[tuple[Any, Any]]:
    return [(eff.get("to"), eff.get("by"))]


@handler("prevent_next")
def _prevent_next(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Prevent the next N damage that would be dealt to you / to this creature this
    turn" (CR 615.7)."""
    source = source_of(state, item)
    if eff.get("by") == "self":                    # "dealt by this artifact" (CR 615.7)
        _prevent_next_by_self(state, item, eff, source)
        return
    ref: Ref | None = _ref(state, item, eff.get("to"))
    if ref is None or ref == _GONE:
        return
    n = amount(item, eff.get("amount"), state)
    combat = bool(eff.get("combat"))                               # CR 510.2
    state.shields.append(PreventionShield(ref, n, current_name(state, item), sid=state.timestamp(),
                                          source_id=source.id, uid=source.card_uid,
                                          combat_only=combat))
    state.say(f"the next {n} {'combat ' if combat else ''}damage to "
              f"{events.name_of(state, ref)} this turn will be prevented", "615.7")
    state.changed()


def _prevent_next_by_self(state: GameState, item: GameObject, eff: Effect,
                          source: GameObject) -> None:
    """"Prevent the next 1 damage that would be dealt by this artifact this turn": a
    shield on the damage its source deals, to anything (CR 615.7)."""
    if source.zone != "battlefield":
        return
    n = amount(item, eff.get("amount"), state)
    state.shields.append(PreventionShield(None, n, current_name(state, item),
                                          sid=state.timestamp(), source_id=source.id,
                                          uid=source.card_uid, from_source=source.id))
    state.say(f"the next {n} damage {current_name(state, source)} would deal this turn will "
              "be prevented", "615.7")
    state.changed()


@handler("no_prevention")
def _no_prevention(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Damage can't be prevented this turn." (CR 615.12): a marker among the shields,
    gone at the cleanup step with them (CR 514.2)."""
    source = source_of(state, item)
    state.shields.append(PreventionShield(None, 0, current_name(state, item), sid=state.timestamp(),
                                          source_id=source.id, uid=source.card_uid,
                                          stops_prevention=True))
    state.say("damage can't be prevented this turn", "615.12")
    state.changed()


@handler("prevent_all_from_source")
def _prevent_all_from_source(state: GameState, item: GameObject, eff: Effect, answer: Any
                             ) -> Decision | None:
    """"Prevent all damage a [red] source of your choice would deal [to you] this turn"
    (CR 615.1, 609.7a): the source is chosen as it resolves; its colour is checked again
    each time (CR 609.7b)."""
    colors = frozenset(eff.get("colors", ""))
    types = frozenset(eff.get("types", ()))            # "a creature of your choice"
    chosen = chosen_source(state, item, colors, answer, types)
    if not isinstance(chosen, GameObject):
        return chosen
    source = source_of(state, item)
    recipient = ("player", item.controller) if eff.get("to") == "you" else None
    state.shields.append(PreventionShield(
        recipient, 0, current_name(state, item), sid=state.timestamp(), source_id=source.id,
        uid=source.card_uid, from_source=chosen.id,
        from_uid=spell_uid(chosen), colors=colors, every=True,
        combat_only=bool(eff.get("combat")), controller=item.controller,
        by_filter=ObjectFilter(types=types) if types else None))    # rechecked (609.7b)
    state.say(f"all damage {chosen.name} would deal"
              f"{' to ' + state.players[item.controller].name if recipient else ''} this turn "
              "will be prevented", "615.1", "609.7a")
    state.changed()
    return None


@handler("prevent_next_from_source")
def _prevent_next_from_source(state: GameState, item: GameObject, eff: Effect, answer: Any
                              ) -> Decision | None:
    """"The next time a [red] source of your choice would deal damage [to X] this turn,
    prevent that damage" (CR 615.8, 609.7a): X a target, or anything."""
    recipient = _ref(state, item, eff.get("to"))
    if recipient == _GONE:
        return None
    colors = frozenset(eff.get("colors", ""))
    chosen = chosen_source(state, item, colors, answer)
    if not isinstance(chosen, GameObject):
        return chosen
    source = source_of(state, item)
    state.shields.append(PreventionShield(
        recipient, 0, current_name(state, item), sid=state.timestamp(), source_id=source.id,
        uid=source.card_uid, from_source=chosen.id,
        from_uid=spell_uid(chosen), colors=colors, next_instance=True,
        controller=item.controller))
    where = f" to {events.name_of(state, recipient)}" if recipient else ""
    state.say(f"the next time {chosen.name} would deal damage{where} this turn, that damage "
              "is prevented", "615.8", "609.7a")
    state.changed()
    return None


@handler("prevent_divided")
def _prevent_divided(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Prevent the next 4 damage that would be dealt this turn to any number of targets,
    divided as you choose": each still-legal target gets a shield for its part, announced
    as the spell was cast (CR 601.2d, 615.7)."""
    from tolaria.rules.targets import DIVIDED
    record = dict(item.chosen).get(DIVIDED)
    if not record:
        return
    parts = [int(n) for n in record.split(",")]
    source = source_of(state, item)
    for i in eff.get("targets"):
        ref = _ref(state, item, i)
        if ref is None or ref == _GONE or i >= len(parts) or parts[i] <= 0:
            continue
        state.shields.append(PreventionShield(ref, parts[i], current_name(state, item),
                                              sid=state.timestamp(), source_id=source.id,
                                              uid=source.card_uid))
        state.say(f"the next {parts[i]} damage to {events.name_of(state, ref)} this turn will "
                  "be prevented", "615.7", "601.2d")
    state.changed()


@handler("prevent_next_from_object")
def _prevent_next_from_object(state: GameState, item: GameObject, eff: Effect, answer: Any
                              ) -> None:
    """"The next time target creature / this creature would deal [combat] damage [to you]
    this turn, prevent that damage." (CR 615.8): a shield for that object's next damage."""
    dealer = _ref(state, item, eff.get("source"))
    recipient = _ref(state, item, eff.get("to"))
    if dealer is None or dealer == _GONE or dealer[0] != "object" or recipient == _GONE:
        return
    source = source_of(state, item)
    state.shields.append(PreventionShield(
        recipient, 0, current_name(state, item), sid=state.timestamp(), source_id=source.id,
        uid=source.card_uid, from_source=dealer[1], next_instance=True,
        combat_only=bool(eff.get("combat")), controller=item.controller))
    where = f" to {events.name_of(state, recipient)}" if recipient else ""
    state.say(f"the next time {events.name_of(state, dealer)} would deal damage{where} this "
              "turn, that damage is prevented", "615.8")
    state.changed()
