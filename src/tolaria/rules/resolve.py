"""Resolving spells and abilities (CR 608).

Resolution is a `ResolveFrame` in the state: the next effect step to run.
An effect that needs a choice returns a Decision; the frame waits, the
answer is stored in it, and the same step runs again with the answer.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import (
    ActivatedAbility,
    CardDef,
    Effect,
    SpellAbility,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState, ResolveFrame
from tolaria.rules import adventure, effects, events, targets, triggers, zones
from tolaria.rules.effects import choices
from tolaria.rules.keywords import amplify, ascend, attach, bestow, cipher, gift, mutate, rebound
from tolaria.rules.layers import characteristics, current_name


def _spell_ability(state: GameState, item: GameObject) -> SpellAbility | None:
    """The spell's effect as it is now (a text change may have altered it, CR 612)."""
    return characteristics(state, item).spell


def target_specs(state: GameState, item: GameObject) -> tuple[TargetSpec, ...]:
    """The target phrases of a spell (its chosen mode) or ability on the stack."""
    if item.ability is not None:                        # a [−X] ability's X (CR 601.2b)
        return targets.with_x(item.ability.targets, item.x)
    spell = _spell_ability(state, item)
    if spell is not None:                               # its X, as announced (CR 601.2b)
        return targets.with_kicker(targets.with_x(spell.mode_for(item.mode).targets, item.x),
                                   item.kicked or gift.promised(item))   # 702.33d, 702.174a
    if mutate.is_mutating(item):
        return (mutate.TARGET,)                                     # CR 702.140a
    enchant = attach.enchant_target(item.card)                  # Aura spells (CR 303.4a)
    return (enchant,) if enchant is not None else ()


def effect_steps(state: GameState, item: GameObject) -> tuple[Effect, ...]:
    if item.ability is not None:
        return item.ability.effects
    spell = _spell_ability(state, item)
    return spell.mode_for(item.mode).effects if spell is not None else ()


def begin(state: GameState) -> None:
    """The top object of the stack starts to resolve (CR 117.4, 608.1)."""
    state.frames.append(ResolveFrame(state.stack[-1]))


def run_frame(state: GameState) -> Decision | None:
    frame = state.frames[-1]
    item = state.objects[frame.obj_id]
    if not frame.started:
        decision = _start(state, item, frame)
        if decision is not None or not resolving(state, item):
            return decision if resolving(state, item) else None
        frame = state.frames[-1]
    steps = effect_steps(state, item)
    while frame.step < len(steps):
        triggers.new_event(state)                      # each instruction is one event
        step = choices.bind(item, steps[frame.step]) if item.chosen else steps[frame.step]
        decision = effects.run(state, item, step, frame.answer)       # (bound: CR 608.2d)
        if not resolving(state, item) or state.over:
            return None                   # it left the game (CR 800.4a), or the game ended
        if decision is not None:
            state.frames[-1] = frame
            return decision
        frame = frame.advanced()
        state.frames[-1] = frame
    if not item.is_ability and item.zone == "stack" and mutate.is_mutating(item):
        if frame.answer is None:
            return mutate.over_or_under(state, item)                  # CR 702.140c
        mutate.merge(state, item, frame.answer[0] == mutate.OVER)
        state.frames.pop()
        return None
    copy_of = None
    if item.card.enters_as_copy is not None and not item.is_ability and item.zone == "stack":
        if frame.answer is None:
            return _copy_choice(state, item)
        copy_of = frame.answer[0] if frame.answer[0] != "nothing" else None
    counters: tuple[tuple[str, int], ...] = ()
    if item.card.is_permanent_card and not item.is_ability and item.zone == "stack":
        if frame.answer is None:                        # amplify: chosen before it enters
            decision = amplify.reveal_choice(state, item)          # (CR 614.12a, 702.38a)
            if decision is not None:
                return decision
        elif item.card.enters_as_copy is None:
            counters = amplify.counters(state, item, frame.answer)
    decision = _finish(state, item, copy_of, counters)
    if decision is not None:
        return decision           # a replacement choice as it moves (CR 616.1): ask, then redo
    if resolving(state, item):
        state.frames.pop()
    return None


def resolving(state: GameState, item: GameObject) -> bool:
    """Is `item` still the object resolving? Not once its controller has left the game in
    the middle of it (a pact's "you lose the game", a concession as they choose): their
    spells and abilities leave the game with them and the frame with those
    (`multiplayer.leave_game`, CR 800.4a), and the rest of the game goes on."""
    return bool(state.frames) and state.frames[-1].obj_id == item.id


def _start(state: GameState, item: GameObject, frame: ResolveFrame) -> Decision | None:
    """Checks before the first instruction: "if" (CR 603.4), targets (608.2b), "may" (603.5).

    Pops the frame if the object doesn't resolve; asks "yes or no" for an optional
    triggered ability (the answer comes back in `frame.answer`).
    """
    if not triggers.condition_holds(state, item):
        zones.remove_from_game(state, item)
        state.say(f"{item.source_name}'s ability does nothing: its condition is no longer true",
                  "603.4")
        state.frames.pop()
        return None
    bestow.resolving(state, item)                      # CR 702.103e: a creature spell instead
    mutate.resolving(state, item)                      # CR 702.140b: likewise
    ascend.resolving(state, item)                      # CR 702.131a
    if not _check_targets(state, item):
        state.frames.pop()
        return None
    if triggers.is_optional(item) and triggers.done_this_turn(state, item):
        zones.remove_from_game(state, item)                # "Do this only once each turn."
        state.say(f"{item.source_name}'s ability does nothing: it was done once this turn",
                  "603.5")
        state.frames.pop()
        return None
    if triggers.is_optional(item):
        payment = _optional_payment(state, item)
        if frame.answer is None and payment is not False:
            return Decision("yes_no", item.controller, options=("yes", "no"), subject=item.id,
                            prompt=f"{item.source_name}: {item.ability.text} (CR 603.5)")
        if payment is False or frame.answer[0] != "yes":
            zones.remove_from_game(state, item)
            why = "can't pay" if payment is False else "chooses not to"
            state.say(f"{state.players[item.controller].name} {why} "
                      f"({item.source_name}'s ability)", "603.5")
            state.frames.pop()
            return None
        if "{X}" in item.ability.optional_cost:         # CR 107.3: X chosen as it's paid
            if len(frame.answer) < 2:
                xs = tuple(str(x) for x in _x_values(state, item))  # words, not object ids
                return Decision("choose", item.controller, options=xs,
                                prompt=f"{item.source_name}: choose X (CR 107.3)")
            item.x = int(frame.answer[1])
            payment = _optional_payment(state, item)
        if payment == "energy":                              # CR 107.14: remove counters
            state.players[item.controller].energy -= item.ability.optional_cost.count("{E}")
        elif payment is not None:
            from tolaria.rules import priority
            priority.pay(state, item.controller, payment)     # CR 603.5: paid as it resolves
        if payment is not None:
            state.say(f"{state.players[item.controller].name} pays "
                      f"{item.ability.optional_cost}", "603.5", "118.1")
        triggers.record_done(state, item)
    state.frames[-1] = replace(frame, started=True, answer=None)
    return None


def _optional_payment(state: GameState, item: GameObject) -> object:
    """How to pay a triggered ability's "you may pay {M}" or "{E}{E}" (None: nothing to
    pay; False: it can't be paid, so the player can't choose to, CR 118.3; "energy")."""
    from tolaria.data.mana import parse_cost
    from tolaria.rules import priority
    mana = getattr(item.ability, "optional_cost", "")
    if not mana:
        return None
    if "{E}" in mana:
        enough = state.players[item.controller].energy >= mana.count("{E}")
        return "energy" if enough else False
    payment = priority.plan_payment(state, item.controller, parse_cost(mana), item.x or 0)
    return False if payment is None else payment


def _x_values(state: GameState, item: GameObject) -> tuple[int, ...]:
    """The values of X the controller can pay for "you may pay {X}" (at least 0)."""
    from tolaria.data.mana import parse_cost
    from tolaria.rules import priority
    cost, found = parse_cost(item.ability.optional_cost), [0]
    while len(found) < 30 and priority.plan_payment(state, item.controller, cost,
                                                     found[-1] + 1) is not None:
        found.append(found[-1] + 1)
    return tuple(found)


def _copy_choice(state: GameState, item: GameObject) -> Decision:
    """CR 707.9, 614.1c: "you may have this enter as a copy of …", chosen as it enters."""
    from tolaria.rules.layers import matches
    options = tuple(oid for oid in state.battlefield
                    if matches(state, item.card.enters_as_copy, state.objects[oid],
                               item.controller))
    return Decision("choose", item.controller, options=options + ("nothing",),
                    prompt=f"{current_name(state, item)} may enter as a copy of a creature (CR "
                           "707.9)")


def answer(state: GameState, reply: tuple) -> None:
    """Store the reply to the decision the current effect step asked for.

    A step that asks several questions in turn sees all the replies so far, in order.
    """
    frame = state.frames[-1]
    so_far = frame.answer + reply if frame.answer is not None else reply
    state.frames[-1] = replace(frame, answer=so_far)


# `chosen` key: the number of targets chosen as it was put on the stack, kept as illegal
# ones are dropped on resolution (CR 608.2b; "divided evenly", `effects.division`)
CHOSEN_TARGETS = "targets chosen"


def _check_targets(state: GameState, item: GameObject) -> bool:
    """CR 608.2b: illegal targets are left alone; with none legal it doesn't resolve."""
    specs = target_specs(state, item)
    if not specs or all(r is None for r in item.targets):
        return True                     # no targets chosen ("up to one", CR 601.2c)
    source = effects.source_of(state, item)
    legal = []
    for i, (spec, ref) in enumerate(zip(specs, item.targets, strict=False)):
        ok = ref is not None and targets.is_legal(state, spec, ref, item.controller,
                                                  source if item.is_ability else item)
        if ok and spec.controlled_by >= 0:              # still that player's (CR 115.1)
            ok = targets.controlled_by_ok(state, spec, i, item.targets)
        legal.append(ref if ok else None)
    if any(r is not None for r in legal):
        if CHOSEN_TARGETS not in dict(item.chosen):   # how many were chosen (Fireball)
            item.chosen += ((CHOSEN_TARGETS, sum(r is not None for r in item.targets)),)
        item.targets = tuple(legal)
        return True
    state.say(f"{current_name(state, item)} doesn't resolve: all its targets are illegal", "608.2b")
    if item.is_ability:
        zones.remove_from_game(state, item)
    else:
        events.put_into_graveyard(state, item, f"{current_name(state, item)} is put into its "
                                               "owner's graveyard",
                                  "608.2b")
    return False


def _finish(state: GameState, item: GameObject, copy_of: int | None = None,
            counters: tuple[tuple[str, int], ...] = ()) -> Decision | None:
    """CR 608.2n, 608.3: the resolved object leaves the stack, or a permanent spell enters.

    Moving it is a replaceable event; a choice it needs (CR 616.1) is returned, and this
    runs again, unchanged until then, once it is answered.
    """
    if item.zone != "stack":
        return None                                             # countered itself, moved...
    if item.is_ability:
        zones.remove_from_game(state, item)                     # CR 608.2n
        return None
    if item.card.is_permanent_card:                             # CR 608.3
        host = None
        if attach.enchant_target(item.card) is not None:
            host = item.targets[0] if item.targets else None
            if host is None:
                return events.happen(state, events.to_graveyard(
                    state, item, f"{current_name(state, item)} is put into its owner's "
                                 "graveyard", "608.3b"))
        copied = copiable_values(state, state.objects[copy_of]) if copy_of else None
        if copied is not None and item.card.copy_except:
            copied = with_exceptions(copied, item.card.copy_except)         # CR 707.9b
        entering = events.entering(                             # CR 303.4a-b, 608.3
            item, item.controller, host[1] if host and host[0] == "object" else None, copied,
            attach_player=host[1] if host and host[0] == "player" else None)
        if counters:                                            # amplify (CR 702.38a)
            entering = replace(entering, counters=entering.counters + counters)
        made = events.happen_for(state, entering)
        if isinstance(made, Decision):
            return made
        new = made[0]
        if new is not None:
            state.say(f"{current_name(state, item)} resolves and enters the battlefield under "
                      f"{state.players[new.controller].name}'s control", "608.3")
        return None
    if cipher.applies(state, item):                                       # CR 702.99a
        encoded = cipher.encode(state, item, state.frames[-1].answer if state.frames else None)
        if encoded is not False:
            return encoded if isinstance(encoded, Decision) else None
    if item.chosen and rebound.applies(item) or rebound.granted(state, item):  # CR 702.88a
        made = rebound.exile(state, item)
        return made if isinstance(made, Decision) else None
    if adventure.cast_as_adventure(item):                                 # CR 715.3d
        return adventure.exile(state, item)
    if any(kind == "buyback" for kind, _ in item.paid):                   # CR 702.27a
        made = events.happen_for(state, events.ZoneChange(
            item.id, "hand", text=f"{current_name(state, item)} resolves and returns to its "
                                  "owner's hand "
                                  "(buyback)", rules=("702.27a",)))
        return made if isinstance(made, Decision) else None
    made = events.happen_for(state, events.to_graveyard(                  # CR 608.2n
        state, item, f"{current_name(state, item)} resolves", "608.2", "608.2n"))
    if isinstance(made, Decision):
        return made
    if made and made[0] is not None and made[0].zone == "graveyard" \
            and "haunt" in item.card.keywords:
        triggers.on_haunt_resolved(state, made[0])                        # CR 702.55a
    return None


def with_exceptions(card: CardDef, exceptions: tuple[tuple[str, Any], ...]) -> CardDef:
    """CR 707.9a-b: a copy effect's exceptions modify the copied values and become part
    of the copy's copiable values ("except it has flying")."""
    for kind, value in exceptions:
        if kind == "keywords":
            card = replace(card, keywords=card.keywords | value)
        elif kind == "abilities":
            card = replace(
                card, triggered=card.triggered + tuple(
                    a for a in value if isinstance(a, TriggeredAbility)),
                activated=card.activated + tuple(
                    a for a in value if isinstance(a, ActivatedAbility)),
                static=card.static + tuple(a for a in value if isinstance(a, StaticAbility)))
        elif kind == "pt":
            card = replace(card, power=value[0], toughness=value[1])
        elif kind == "pt_color_types":          # "a 4/4 black Zombie" (CR 105.3, 205.1a)
            from tolaria.rules.choices import CREATURE_TYPES
            power, toughness, colors, creature_types = value
            card = replace(card, power=power, toughness=toughness, colors=colors,
                           subtypes=tuple(t for t in card.subtypes if t not in CREATURE_TYPES)
                           + creature_types)
        elif kind == "types":                                   # in addition (CR 205.1b)
            types, subtypes, supertypes = value
            card = replace(card, types=card.types | types, supertypes=card.supertypes
                           | supertypes, subtypes=card.subtypes + tuple(
                               t for t in subtypes if t not in card.subtypes))
    return card


def copiable_values(state: GameState, obj: GameObject) -> CardDef:
    """CR 707.2: the printed values as modified by other copy effects (the latest wins)."""
    card = obj.card
    for eff in state.effects:
        if obj.id in eff.affected:
            for part in eff.parts:
                if part.op == "copy":
                    card = part.get("card")
    return card
