"""Copy effects from a resolving spell or ability: "<permanent> becomes a copy of target
<permanent> [until end of turn][, except …]" (CR 707.2, 613.2a). The copiable values are
the target's as it resolves (CR 707.2, 707.3), with the exceptions (CR 707.9b). And the
chain spells' copy of themselves, controlled by another player (CR 707.10, 707.10c)."""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, layer_effect
from tolaria.data.objects import GameObject
from tolaria.data.state import ContinuousEffect, GameState
from tolaria.rules.effects import handler, target_object
from tolaria.rules.layers import current_name


@handler("become_copy")
def _become_copy(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    from tolaria.rules.resolve import copiable_values, with_exceptions
    victim = target_object(state, item, eff.get("target"))
    model = target_object(state, item, eff.get("copy"))
    if victim is None or model is None or victim.zone != "battlefield" \
            or model.zone != "battlefield":
        return None                          # an illegal target: nothing to copy (CR 608.2b)
    exceptions = tuple(("abilities", (item.ability,)) if kind == "this_ability" else (kind, value)
                       for kind, value in eff.get("exceptions", ()))    # CR 707.9a
    card = with_exceptions(copiable_values(state, model), exceptions)
    until = eff.get("until", "permanent")
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, item), affected=(victim.id,),
        parts=(layer_effect("1a", "copy", card=card),), until=until,
        source_id=item.source_id, controller=item.controller))
    state.say(f"{current_name(state, victim)} becomes a copy of {current_name(state, model)} "
              f"({until})", "707.2", "613.2a")
    state.changed()
    return None


@handler("copy_this_spell")
def _copy_this_spell(state: GameState, item: GameObject, eff: Effect, answer: Any
                     ) -> Decision | None:
    """"... they may copy this spell and may choose a new target for that copy" (the chain
    spells): the player `who` names chooses (CR 608.2d) and controls the copy of the
    resolving spell (CR 707.10, 707.10c)."""
    from tolaria.rules.effects import copy_spell, players_of
    players = players_of(state, item, eff.get("who"))
    if len(players) != 1 or item.zone != "stack" or item.is_ability:
        return None
    if answer is None:
        return Decision("yes_no", players[0], options=("yes", "no"), subject=item.id,
                        prompt=f"{current_name(state, item)}: copy it? (CR 707.10)")
    if answer[0] != "yes":
        return None
    return copy_spell(state, item, players[0], bool(eff.get("new_targets")), answer[1:] or None)


@handler("copy_ability")
def _copy_ability(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """"Copy target activated or triggered ability you control. You may choose new targets
    for the copy." (CR 707.10): the copy has the ability's text, source, choices (modes,
    targets, X, what paid its costs, CR 707.10) and is controlled by this ability's
    controller; its targets may be changed (CR 707.10c)."""
    from tolaria.rules import zones
    from tolaria.rules.effects import target_options
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "stack" or not victim.is_ability:
        return None
    player = item.controller
    if answer is None and eff.get("new_targets"):
        options = target_options(state, victim, player)
        if len(options) > 1:
            return Decision("new_targets", player, options=options, subject=victim.id,
                            prompt=f"targets for the copy of {current_name(state, victim)}'s "
                                   "ability (CR 707.10c)")
    chosen = answer[0] if answer else victim.targets
    copy = zones.create_object(state, victim.card, player, "stack")
    copy.controller, copy.is_copy = player, True
    copy.ability, copy.source_id, copy.source_name = (victim.ability, victim.source_id,
                                                      victim.source_name)
    copy.mode, copy.x, copy.targets = victim.mode, victim.x, tuple(chosen)
    copy.trigger_data, copy.paid, copy.chosen = victim.trigger_data, victim.paid, victim.chosen
    copy.kicked = victim.kicked
    state.say(f"{state.players[player].name} puts a copy of {victim.source_name}'s ability on "
              "the stack", "707.10")
    state.changed()
    return None
