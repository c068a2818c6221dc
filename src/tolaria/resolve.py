"""Resolving spells and abilities (CR 608).

Resolution is a `ResolveFrame` in the state: the next effect step to run.
An effect that needs a choice returns a Decision; the frame waits, the
answer is stored in it, and the same step runs again with the answer.
"""

from __future__ import annotations

from tolaria import effects, events, targets, zones
from tolaria.actions import Decision
from tolaria.cards.ir import CardDef, Effect, TargetSpec
from tolaria.objects import GameObject
from tolaria.state import GameState, ResolveFrame


def target_specs(item: GameObject) -> tuple[TargetSpec, ...]:
    """The target phrases of a spell (its chosen mode) or ability on the stack."""
    if item.ability is not None:
        return item.ability.targets
    spell = item.card.spell
    if spell is not None:
        return spell.modes[item.mode or 0].targets
    if item.card.enchant is not None:                           # Aura spells (CR 303.4a)
        return (TargetSpec(objects=item.card.enchant, text="enchant"),)
    return ()


def effect_steps(item: GameObject) -> tuple[Effect, ...]:
    if item.ability is not None:
        return item.ability.effects
    spell = item.card.spell
    return spell.modes[item.mode or 0].effects if spell is not None else ()


def begin(state: GameState) -> None:
    """The top object of the stack starts to resolve (CR 117.4, 608.1)."""
    state.frames.append(ResolveFrame(state.stack[-1]))


def run_frame(state: GameState) -> Decision | None:
    frame = state.frames[-1]
    item = state.objects[frame.obj_id]
    if frame.step == 0 and frame.answer is None and not _check_targets(state, item):
        state.frames.pop()
        return None
    steps = effect_steps(item)
    while frame.step < len(steps):
        decision = effects.run(state, item, steps[frame.step], frame.answer)
        if decision is not None:
            state.frames[-1] = frame
            return decision
        frame = frame.advanced()
        state.frames[-1] = frame
    copy_of = None
    if item.card.enters_as_copy is not None and not item.is_ability and item.zone == "stack":
        if frame.answer is None:
            return _copy_choice(state, item)
        copy_of = frame.answer[0] if frame.answer[0] != "nothing" else None
    state.frames.pop()
    _finish(state, item, copy_of)
    return None


def _copy_choice(state: GameState, item: GameObject) -> Decision:
    """CR 707.9, 614.1c: "you may have this enter as a copy of …", chosen as it enters."""
    from tolaria.layers import matches
    options = tuple(oid for oid in state.battlefield
                    if matches(state, item.card.enters_as_copy, state.objects[oid],
                               item.controller))
    return Decision("choose", item.controller, options=options + ("nothing",),
                    prompt=f"{item.name} may enter as a copy of a creature (CR 707.9)")


def answer(state: GameState, reply: tuple) -> None:
    """Store the reply to the decision the current effect step asked for.

    A step that asks several questions in turn sees all the replies so far, in order.
    """
    frame = state.frames[-1]
    so_far = frame.answer + reply if frame.answer is not None else reply
    state.frames[-1] = ResolveFrame(frame.obj_id, frame.step, so_far)


def _check_targets(state: GameState, item: GameObject) -> bool:
    """CR 608.2b: illegal targets are left alone; with none legal it doesn't resolve."""
    specs = target_specs(item)
    if not specs or not item.targets:
        return True
    source = effects.source_of(state, item)
    legal = []
    for spec, ref in zip(specs, item.targets, strict=False):
        ok = ref is not None and targets.is_legal(state, spec, ref, item.controller,
                                                  source if item.is_ability else item)
        legal.append(ref if ok else None)
    if any(r is not None for r in legal):
        item.targets = tuple(legal)
        return True
    if item.is_ability:
        zones.remove_from_game(state, item)
    else:
        zones.move(state, item, "graveyard")
    state.say(f"{item.name} doesn't resolve: all its targets are illegal", "608.2b")
    return False


def _finish(state: GameState, item: GameObject, copy_of: int | None = None) -> None:
    if item.zone != "stack":
        return                                                  # countered itself, moved...
    if item.is_ability:
        zones.remove_from_game(state, item)                     # CR 608.2n
        return
    if item.card.is_permanent_card:                             # CR 608.3
        attach = None
        if item.card.enchant is not None:
            attach = item.targets[0][1] if item.targets and item.targets[0] else None
            if attach is None:
                zones.move(state, item, "graveyard")            # CR 608.3b
                return
        copied = copiable_values(state, state.objects[copy_of]) if copy_of else None
        new = events.put_onto_battlefield(state, item, controller=item.controller,
                                          attach_to=attach, copy_of=copied)
        state.say(f"{new.name} resolves and enters the battlefield under "
                  f"{state.players[new.controller].name}'s control", "608.3")
        return
    state.say(f"{item.name} resolves", "608.2")
    zones.move(state, item, "graveyard")                        # CR 608.2n


def copiable_values(state: GameState, obj: GameObject) -> CardDef:
    """CR 707.2: the printed values as modified by other copy effects (the latest wins)."""
    card = obj.card
    for eff in state.effects:
        if obj.id in eff.affected:
            for part in eff.parts:
                if part.op == "copy":
                    card = part.get("card")
    return card
