"""Delayed triggered abilities created by effects (CR 603.7), and the objects they follow.

"Create a 4/4 ... token. Exile it at the beginning of the next end step.": the delayed
trigger is created as the spell or ability resolves and refers to that token (CR 603.7a,
603.7c). Each token made (more than one if a replacement effect multiplied them, CR 614.1)
gets its own delayed trigger naming it as its event's object; a token that left the
battlefield is gone for good (CR 111.7), so the trigger then does nothing.

Also here: "tracked" (a card put onto the battlefield, remembered so the rest of the effect
finds the new object, CR 400.7j: the IR reference "moved"); "delayed_about" (a delayed
trigger bound to one object as it is created: a target or the moved object); "exile_return"
and "return_exiled_targets" (exile, then return the cards that made, now or at the next end
step, CR 610.3c); "bounce_there" (return to hand only the same object still on the
battlefield, CR 603.7c).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, TriggeredAbility, effect
from tolaria.data.objects import GameObject
from tolaria.data.state import DelayedTrigger, GameState
from tolaria.data.vocabulary import FLASH_SACRIFICE
from tolaria.rules import events, zones
from tolaria.rules.effects import HANDLERS, handler, players_of, target_object, target_ref
from tolaria.rules.effects.library import exiled_card, return_all, return_at_end_step
from tolaria.rules.layers import controller, current_name, matches


@handler("token_delayed")
def _token_delayed(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """Create the tokens (`create`), then one delayed trigger per token made (CR 603.7a)."""
    first = state.next_id
    decision = HANDLERS["create_tokens"](state, item, eff.get("create"), answer)
    if decision is not None:
        return decision                           # a replacement choice comes first
    ability = TriggeredAbility(event="step", step="end", whose="each", text=eff.get("text"),
                               effects=(effect(eff.get("then"), target="event"),))
    source_id, source_name = (item.source_id, item.source_name or item.name) \
        if item.is_ability and item.source_id is not None else (item.id,
                                                                 current_name(state, item))
    for oid in range(first, state.next_id):
        token = state.objects.get(oid)
        if token is not None and token.zone == "battlefield" and token.is_token:
            state.delayed.append(DelayedTrigger(
                ability=ability, controller=item.controller, source_id=source_id,
                source_name=source_name, card=item.card, data=(("object", oid),)))
            state.say(f"{source_name} creates a delayed triggered ability: {ability.text}",
                      "603.7")
    return None


@handler("sacrifice_yours")
def _sacrifice_yours(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Sacrifice it": only a permanent its controller controls (CR 701.17a), and only the
    same object (CR 400.7); "... if it has mana value 3 or less" (`only`): only if it does
    as the trigger resolves (CR 608.2c)."""
    victim = target_object(state, item, eff.get("target"))
    if victim is not None and victim.zone == "battlefield" \
            and controller(state, victim) == item.controller and (
                eff.get("only") is None or matches(state, eff.get("only"), victim,
                                                   item.controller)):
        events.sacrifice(state, victim)


# -- the object an effect moved, and delayed triggers bound to one object ------------------

MOVED = "moved"


@handler("tracked")
def _tracked(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Do `effect` (a card put onto the battlefield) and remember the new object, so the
    rest of the effect can find it (CR 400.7j): the IR reference "moved"."""
    first = state.next_id
    inner = eff.get("effect")
    found = HANDLERS[inner.op](state, item, inner, answer)
    if found is None:
        new = [oid for oid in range(first, state.next_id) if oid in state.objects
               and state.objects[oid].zone == "battlefield" and not state.objects[oid].is_token]
        item.chosen = tuple(kv for kv in item.chosen if kv[0] != MOVED) + (
            (MOVED, " ".join(map(str, new))),)
    return found


def moved_object(state: GameState, item: GameObject) -> GameObject | None:
    """The object the resolving spell or ability just put onto the battlefield, if it is
    still there (a new object once it leaves, CR 400.7); None after more than one."""
    ids = dict(item.chosen).get(MOVED, "").split()
    obj = state.objects.get(int(ids[0])) if len(ids) == 1 else None
    return obj if obj is not None and obj.zone == "battlefield" else None


@handler("delayed_about")
def _delayed_about(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """Create a delayed trigger about one object (a target, or what this effect moved):
    bound to it now (CR 603.7a, 603.7c). No such object on the battlefield: nothing to do."""
    about = eff.get("about")
    ref = target_ref(item, about)
    if ref is not None and ref[0] == "player":          # "target player draws ..."
        data: tuple[Any, ...] = (ref,)
        name = state.players[ref[1]].name
    elif isinstance(about, tuple) and about[0] == "controller":     # "its controller"
        found = players_of(state, item, about)                     # (CR 608.2h)
        if not found:
            return
        data, name = (("player", found[0]),), state.players[found[0]].name
    else:
        obj = target_object(state, item, about)
        if obj is None or obj.zone != "battlefield":
            return
        data, name = (("object", obj.id),), obj.name
    ability = eff.get("ability")
    source_id, source_name = (item.source_id, item.source_name or item.name) \
        if item.is_ability and item.source_id is not None else (item.id,
                                                                 current_name(state, item))
    state.delayed.append(DelayedTrigger(
        ability=ability, controller=item.controller, source_id=source_id,
        source_name=source_name, card=item.card, data=data))
    state.say(f"{source_name} creates a delayed triggered ability about {name}: "
              f"{ability.text}", "603.7")
    state.changed()


@handler("delayed_counted")
def _delayed_counted(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """A delayed trigger whose amount is a target's mana value / power: counted now, from
    the target as it last existed (CR 608.2h), which is what it would be later too; then
    created like any delayed trigger (CR 603.7a)."""
    from dataclasses import replace

    from tolaria.rules.effects import quantity
    from tolaria.rules.triggers import create_delayed
    ability = eff.get("ability")
    fixed = tuple(replace(e, params=tuple(
        (k, quantity(state, item, v) if k == "amount" and isinstance(v, tuple) else v)
        for k, v in e.params)) for e in ability.effects)
    return create_delayed(state, item, effect("delayed", ability=replace(
        ability, effects=fixed)), answer)


@handler("bounce_there")
def _bounce_there(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """"Return it to its owner's hand" in a delayed trigger: only the same object, still
    on the battlefield (CR 400.7, 603.7c)."""
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "battlefield":
        return None
    return HANDLERS["bounce"](state, item, eff, answer)


@handler("exile_return")
def _exile_return(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """Exile the permanent, then create a delayed trigger returning the card exiled (the
    new object this effect can find, CR 400.7j) at the beginning of the next end step."""
    card = exiled_card(state, item, eff, answer)
    if not isinstance(card, GameObject):
        return card
    yours = eff.get("yours", False)
    victim = target_object(state, item, eff.get("target"))
    cards = zones.found_card(state, card)                             # CR 712.21c, 727.3c
    merged = victim is not None and bool(victim.merged) and len(cards) > 1
    return_at_end_step(state, item, card, yours, effect(
        "return_exiled_all" if merged else "return_exiled_as", yours=yours,
        tapped=eff.get("tapped", False), counters=eff.get("counters", ())),
        data=tuple(("object", c.id) for c in (cards if merged else [card])))
    return None


@handler("return_exiled_as")
def _return_exiled_as(state: GameState, item: GameObject, eff: Effect, answer: Any
                      ) -> Decision | None:
    """The exiled card returns, tapped or with counters if said, if it is still that card
    in exile (CR 400.7, 603.7c); under its owner's control unless "your" (CR 610.3c)."""
    from dataclasses import replace

    from tolaria.rules.effects.library import entering
    card = target_object(state, item, "event")
    if card is None or card.zone != "exile":
        return None
    batch = []
    replies = list(answer or ())
    for each in zones.found_card(state, card):        # a melded one's both (712.21c)
        who = item.controller if eff.get("yours") else each.owner
        event = entering(state, each, who, bool(eff.get("tapped")), replies)
        if isinstance(event, Decision):
            return event                  # an Aura: what it enchants is chosen (CR 303.4g)
        if event is not None and eff.get("counters"):
            event = replace(event, counters=eff.get("counters"))
        if event is not None:
            batch.append(event)
    return events.happen(state, *batch)


@handler("return_exiled_targets")
def _return_exiled_targets(state: GameState, item: GameObject, eff: Effect, answer: Any
                           ) -> Decision | None:
    """"..., then return those cards to the battlefield": the cards the exile of these
    targets made (their successors, CR 400.7j), still in exile, return at once; "at the
    beginning of the next end step": a delayed trigger about them (CR 603.7a)."""
    cards = []
    for index in eff.get("targets"):
        old = state.objects.get(item.source_id) if index == "self" and item.source_id \
            else target_object(state, item, index)           # (the source, as it was)
        card = state.objects.get(old.successor) if old is not None and old.successor else None
        if card is not None and card.zone == "exile":
            cards += zones.found_card(state, card)         # CR 712.21c, 727.3c
    if not cards:
        return None
    if eff.get("later"):
        ability = TriggeredAbility(
            event="step", step="end", whose="each", text="Return "
            + ", ".join(c.name for c in cards) + " to the battlefield.", effects=(effect(
                "return_exiled_all", yours=eff.get("yours", False),
                tapped=eff.get("tapped", False), counters=eff.get("counters", ())),))
        source_id, source_name = (item.source_id, item.source_name or item.name) \
            if item.is_ability and item.source_id is not None else (item.id,
                                                                 current_name(state, item))
        state.delayed.append(DelayedTrigger(
            ability=ability, controller=item.controller, source_id=source_id,
            source_name=source_name, card=item.card,
            data=tuple(("object", c.id) for c in cards)))
        state.say(f"{source_name} creates a delayed triggered ability: {ability.text}", "603.7")
        state.changed()
        return None
    return return_all(state, item, eff, cards)


@handler("return_exiled_all")
def _return_exiled_all(state: GameState, item: GameObject, eff: Effect, answer: Any
                       ) -> Decision | None:
    """The delayed return of several exiled cards: those still in exile (CR 603.7c)."""
    cards = [state.objects[ref[1]] for ref in item.trigger_data
             if isinstance(ref, tuple) and ref[0] == "object" and ref[1] in state.objects
             and state.objects[ref[1]].zone == "exile"]
    return return_all(state, item, eff, cards) if cards else None


# -- "as though it had flash ... sacrifices it at the beginning of the next cleanup step" ---

def flash_cast(state: GameState, spell: GameObject, sorcery_time: bool) -> None:
    """The spell was cast: if at a time a sorcery couldn't have been (CR 307.1) by its own
    "as though it had flash" ability, that ability creates a delayed trigger (CR 603.7a):
    the controller of the permanent it becomes sacrifices it at the next cleanup step."""
    if sorcery_time or not any(a.kind == FLASH_SACRIFICE for a in spell.card.static):
        return
    ability = TriggeredAbility(
        event="step", step="cleanup", whose="each", effects=(effect("sacrifice_became"),),
        text=f"The controller of the permanent {current_name(state, spell)} became sacrifices it.")
    state.delayed.append(DelayedTrigger(ability=ability, controller=spell.controller,
                                        source_id=spell.id, source_name=current_name(state, spell),
                                        card=spell.card, data=(("object", spell.id),)))
    state.say(f"{current_name(state, spell)} creates a delayed triggered ability: "
              f"{ability.text}", "603.7a")


@handler("sacrifice_became")
def _sacrifice_became(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """The permanent the spell became (its successor, still on the battlefield), sacrificed
    by its controller (CR 701.17a); nothing if the spell never became one (CR 603.7c)."""
    spell = target_object(state, item, "event")
    new = state.objects.get(spell.successor) if spell is not None and spell.successor else None
    if new is not None and new.zone == "battlefield":
        events.sacrifice(state, new)


@handler("pay_or_lose")
def _pay_or_lose(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """A pact's "pay {2}{B}. If you don't, you lose the game.": its controller pays if they
    choose to and can (CR 118.3), else loses the game (CR 104.3e)."""
    from tolaria.data.mana import parse_cost
    from tolaria.rules import priority, sba
    who = item.controller
    cost = parse_cost(eff.get("mana"))
    payment = priority.plan_payment(state, who, cost, 0)
    if answer is None and payment is not None:
        return Decision("yes_no", who, options=("yes", "no"), subject=item.id,
                        prompt=f"{current_name(state, item)}: pay {cost} or lose the game (CR "
                               "104.3e)")
    if answer is not None and answer[0] == "yes" and payment is not None:
        priority.pay(state, who, payment)
        state.say(f"{state.players[who].name} pays {cost}", "104.3e")
        return None
    if not state.players[who].lost and not sba.cant_lose(state, who):
        sba.lose(state, who, f"{item.source_name or item.name}: didn't pay {cost}", "104.3e")
    return None
