"""Targets an opponent chooses (CR 601.2c, 602.2b, 801.5a): "any target of an opponent's
choice" (`TargetSpec.chooser`, Cuombajj Witches).

The ability is activated with its controller's targets and the opponent's left unchosen
(`choices`, for `tolaria.rules.priority`); it can be activated only if that target has a
legal choice (CR 601.2c). `ask` then asks, before anyone gets priority and before the
"becomes the target" triggers of its targets (CR 702.21a): its controller which opponent
chooses, with more than one (as for a mode, CR 700.2e), then that opponent, among the
targets legal for the ability and within both players' ranges of influence (CR 801.5a).
The compiler keeps such a target only in an ability costing {T} alone, so nothing paid
after the targets are chosen (CR 601.2g-h) could change them. The answers are "targets"
decisions about the ability on the stack (`is_pending`, `legal`, `apply`).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Action, Decision
from tolaria.data.ir import TargetSpec
from tolaria.data.objects import GameObject, Ref
from tolaria.data.state import GameState
from tolaria.rules import multiplayer, targets, triggers
from tolaria.rules.layers import ref_name


def later(specs: tuple[TargetSpec, ...]) -> bool:
    """Does an opponent choose one of these targets?"""
    return any(s.chooser for s in specs)


def choices(state: GameState, specs: tuple[TargetSpec, ...], controller: int,
            source: GameObject | None) -> list[tuple[Ref | None, ...]]:
    """The controller's choices of targets (CR 601.2c), each opponent's target left None;
    none if an opponent's target has no legal choice."""
    theirs = [i for i, s in enumerate(specs) if s.chooser]
    if any(not targets.candidates(state, specs[i], controller, source) for i in theirs):
        return []
    own = tuple(s for s in specs if not s.chooser)
    out = []
    for chosen in targets.choices(state, own, controller, source) if own else [()]:
        rest = iter(chosen)
        out.append(tuple(None if s.chooser else next(rest) for s in specs))
    return out


def why_not(specs: tuple[TargetSpec, ...], chosen: tuple[Any, ...]) -> str | None:
    """Why the activating player's targets leave the wrong ones unchosen, or None."""
    for spec, ref in zip(specs, chosen, strict=False):
        if spec.chooser and ref is not None:
            return f"an opponent chooses {spec.text} (CR 601.2c)"
    return None


def _unchosen(item: GameObject) -> int | None:
    ability = item.ability
    if ability is None or not item.is_ability:
        return None
    return next((i for i, s in enumerate(ability.targets)
                 if s.chooser and i < len(item.targets) and item.targets[i] is None), None)


def ask(state: GameState, item: GameObject) -> bool:
    """Ask for the next target of the ability just activated that an opponent chooses;
    False if there is none left to choose."""
    if _unchosen(item) is None:
        return False
    others = [p for p in state.opponents(item.controller)                # CR 801.5a
              if multiplayer.why_out_of_range(state, item.controller, ("player", p)) is None]
    if len(others) == 1:
        _ask_opponent(state, item, others[0])
        return True
    state.decision = Decision(
        "targets", item.controller, options=tuple((("player", p),) for p in others),
        subject=item.id, prompt=f"choose the opponent who chooses a target for "
                                f"{item.source_name}'s ability (CR 700.2e, 801.5a)")
    return True


def _ask_opponent(state: GameState, item: GameObject, player: int) -> None:
    index = _unchosen(item)
    spec = item.ability.targets[index]
    source = state.objects.get(item.source_id)
    options = tuple((ref,) for ref in targets.candidates(state, spec, item.controller, source)
                    if multiplayer.why_out_of_range(state, player, ref) is None)  # 801.5a
    state.decision = Decision("targets", player, options=options, subject=item.id,
                              prompt=f"choose {spec.text} for {item.source_name}'s "
                                     "ability (CR 601.2c)")


def is_pending(state: GameState, d: Decision) -> bool:
    """Is this "targets" decision about a target an opponent chooses?"""
    item = state.objects.get(d.subject) if d.subject is not None else None
    return item is not None and item.zone == "stack" and _unchosen(item) is not None


def legal(state: GameState, d: Decision) -> list[Action]:
    return [Action("choose", d.player, targets=option) for option in d.options]


def apply(state: GameState, d: Decision, action: Action) -> None:
    """The opponent who chooses (asked of the controller), or the target chosen."""
    item = state.objects[d.subject]
    ref = action.targets[0]
    if d.player == item.controller:
        state.say(f"{state.players[d.player].name} chooses {state.players[ref[1]].name} "
                  f"to choose a target for {item.source_name}'s ability", "801.5a")
        _ask_opponent(state, item, ref[1])
        return
    index = _unchosen(item)
    item.targets = item.targets[:index] + (ref,) + item.targets[index + 1:]
    state.say(f"{state.players[d.player].name} chooses {ref_name(state, ref)} as "
              f"{item.ability.targets[index].text} of {item.source_name}'s ability", "601.2c")
    if not ask(state, item):
        triggers.on_targeted(state, item)                                 # CR 702.21a
