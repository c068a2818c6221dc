"""Instructions that work like costs: paying life ("you may pay 2 life. If you do, ...",
CR 119.4), energy ("<instruction> unless you pay {E}{E}", CR 107.14, 118.12) and tapping
untapped permanents you choose ("you may tap two untapped creatures you control", 701.21a).

A player may pay an amount of life greater than 0 only if their life total is at least
that amount; paying it is losing that much life (so "whenever you lose life" sees it).
Whether it was paid is what the "did" step of `tolaria.rules.effects.conditional` records.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events
from tolaria.rules.effects import amount, handler
from tolaria.rules.layers import current_name


def can_pay_life(state: GameState, item: GameObject, eff: Effect) -> bool:
    """CR 119.4: life can be paid only from a life total at least that large."""
    n = amount(item, eff.get("amount"), state)
    return n <= 0 or state.players[item.controller].life >= n


@handler("pay_life")
def _pay_life(state: GameState, item: GameObject, eff: Effect, answer: Any
              ) -> Decision | None:
    """The controller pays the life if they can (CR 119.4): a loss of that much life."""
    n = amount(item, eff.get("amount"), state)
    if n <= 0 or not can_pay_life(state, item, eff):
        return None
    state.say(f"{state.players[item.controller].name} pays {n} life", "119.4")
    return events.happen(state, events.LifeLoss(item.controller, n))


@handler("unless_energy")
def _unless_energy(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"<instruction> unless you pay {E}{E}": with enough energy the controller chooses
    (CR 118.12); paying removes that many energy counters (CR 107.14)."""
    from tolaria.rules.effects import run
    n, player = eff.get("amount"), state.players[item.controller]
    if player.energy < n:
        return run(state, item, eff.get("effect"), answer)
    if answer is None:
        return Decision("yes_no", item.controller, options=("yes", "no"), subject=item.id,
                        prompt=f"{current_name(state, item)}: pay {'{E}' * n}? (CR 118.12)")
    if answer[0] == "yes":
        player.energy -= n
        state.changed()
        state.say(f"{player.name} pays {'{E}' * n}", "118.12", "107.14")
        return None
    return run(state, item, eff.get("effect"), answer[1:] or None)


def tappable(state: GameState, item: GameObject, eff: Effect) -> tuple[int, ...]:
    """The untapped permanents the controller controls that "tap N untapped ..." may tap."""
    from tolaria.rules.effects import source_of
    from tolaria.rules.layers import controller, matches
    source = source_of(state, item)
    return tuple(oid for oid in state.battlefield
                 if controller(state, state.objects[oid]) == item.controller
                 and matches(state, eff.get("filter"), state.objects[oid], item.controller,
                             source))


@handler("tap_choice")
def _tap_choice(state: GameState, item: GameObject, eff: Effect, answer: Any
                ) -> Decision | None:
    """Tap N of them, chosen one by one as it resolves (as many as there are)."""
    found, n = tappable(state, item, eff), eff.get("count", 1)
    picked = [oid for oid in (answer or ()) if oid in found]
    left = [oid for oid in found if oid not in picked]
    if len(picked) < n and len(left) > n - len(picked):
        return Decision("choose", item.controller, options=tuple(left),
                        prompt=f"{current_name(state, item)}: choose a permanent to tap (CR "
                               "701.21a)")
    for oid in picked + left[:n - len(picked)]:
        victim = state.objects[oid]
        events.tap(state, victim)
        state.say(f"{current_name(state, victim)} becomes tapped", "701.21a")
    return None


@handler("untap_up_to")
def _untap_up_to(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """"Untap up to two lands": the controller chooses up to N of the tapped permanents the
    filter describes, one at a time, then "done", as it resolves (CR 608.2d); they untap
    (CR 701.21a)."""
    from tolaria.rules.effects import source_of
    from tolaria.rules.layers import matches
    source, n = source_of(state, item), eff.get("count", 1)
    found = [oid for oid in state.battlefield if state.objects[oid].tapped and matches(
        state, eff.get("filter"), state.objects[oid], item.controller, source)]
    picked = []
    for reply in answer or ():
        if reply == "done":
            break
        if reply in found and reply not in picked:
            picked.append(reply)
    else:
        left = tuple(oid for oid in found if oid not in picked)
        if left and len(picked) < n:
            return Decision("choose", item.controller, options=left + ("done",),
                            prompt=f"{current_name(state, item)}: choose a permanent to untap "
                                   f"({len(picked)} of up to {n}), or done (CR 701.21a)")
    for oid in picked:
        victim = state.objects[oid]
        events.untap(state, victim)
        state.say(f"{current_name(state, victim)} becomes untapped", "701.21a")
    return None


@handler("unless_life")
def _unless_life(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """"<instruction> unless <player> pays N life" (CR 118.12): that player chooses, if
    their life total allows it (CR 119.4); paying is losing that life."""
    from tolaria.rules.effects import players_of, run
    payers, n = players_of(state, item, eff.get("payer")), eff.get("amount")
    if len(payers) != 1 or state.players[payers[0]].life < n:
        return run(state, item, eff.get("effect"), answer)
    payer = payers[0]
    if answer is None:
        return Decision("yes_no", payer, options=("yes", "no"), subject=item.id,
                        prompt=f"{current_name(state, item)}: pay {n} life? (CR 118.12)")
    if answer[0] == "yes":
        state.say(f"{state.players[payer].name} pays {n} life", "119.4", "118.12")
        return events.happen(state, events.LifeLoss(payer, n))
    return run(state, item, eff.get("effect"), answer[1:] or None)
