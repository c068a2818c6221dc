"""Costs paid as an ability resolves: cumulative upkeep (CR 702.24), "sacrifice this
unless you pay" (CR 118.12), and energy counters a player gets (CR 107.14, 122.1)."""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events
from tolaria.rules.effects import amount, handler, target_object
from tolaria.rules.layers import current_name


@handler("cumulative_upkeep")
def _cumulative_upkeep(state: GameState, item: GameObject, eff: Effect, answer: Any
                       ) -> Decision | None:
    """"then you may pay {M} for each age counter on it. If you don't, sacrifice it."
    (CR 702.24a): the age counters are counted as it resolves; the player may pay only if
    the whole cost can be paid (CR 118.3)."""
    permanent = target_object(state, item, "self")
    if permanent is None:
        return None
    age = permanent.counters.get("age", 0)
    if eff.get("action") is not None:
        return _do_or_sacrifice(state, item, permanent, _times(eff.get("action"), age), answer)
    if eff.get("life") is not None:
        return _pay_life_or_sacrifice(state, item, permanent, eff.get("life") * age, answer)
    return _pay_or_sacrifice(state, item, permanent, eff.get("mana") * age, answer, "702.24a")


def _times(action: Effect, age: int) -> Effect:
    """The action of one age counter done `age` times: N counters, N sacrificed, N
    discarded (CR 702.24a)."""
    key = "count" if action.op == "sacrifice_choice" else "amount"
    return Effect(action.op, tuple((k, age if k == key else v) for k, v in action.params))


def _do_or_sacrifice(state: GameState, item: GameObject, permanent: GameObject,
                     action: Effect, answer: Any) -> Decision | None:
    """"Cumulative upkeep—Sacrifice a land.": the whole action for every age counter, only
    if all of it can be done (CR 702.24a, 118.3); else the permanent is sacrificed."""
    from tolaria.rules.effects import run
    from tolaria.rules.effects.conditional import can_do
    n = action.get("count" if action.op == "sacrifice_choice" else "amount")
    able = n == 0 or action.op == "put_counters" or can_do(state, item, action)
    if answer is None and able:
        return Decision("yes_no", item.controller, options=("yes", "no"), subject=item.id,
                        prompt=f"{current_name(state, permanent)}: pay its cumulative upkeep "
                               "or sacrifice it (CR 702.24a)")
    if answer is not None and answer[0] == "yes" and able:
        return run(state, item, action, answer[1:] or None) if n else None
    events.sacrifice(state, permanent)
    return None


def _pay_life_or_sacrifice(state: GameState, item: GameObject, permanent: GameObject,
                           life: int, answer: Any) -> Decision | None:
    """"Cumulative upkeep—Pay 2 life.": N life for each age counter, payable only with at
    least that much life (CR 119.4, 702.24a); else it is sacrificed."""
    from tolaria.rules.effects.replacements import payable_life
    player = state.players[item.controller]
    payable = life == 0 or payable_life(state, item.controller) >= life      # CR 119.8
    if answer is None and payable:
        return Decision("yes_no", item.controller, options=("yes", "no"), subject=item.id,
                        prompt=f"{current_name(state, permanent)}: pay {life} life or "
                               "sacrifice it (CR 702.24a)")
    if answer is not None and answer[0] == "yes" and payable:
        events.lose_life(state, item.controller, life, "119.4")
        state.say(f"{player.name} pays {life} life to keep {current_name(state, permanent)}",
                  "702.24a", "119.4")
        return None
    events.sacrifice(state, permanent)
    return None


@handler("sacrifice_unless")
def _sacrifice_unless(state: GameState, item: GameObject, eff: Effect, answer: Any
                      ) -> Decision | None:
    """"Sacrifice this creature unless you pay {1}{U}" (CR 118.12): pay it as it resolves
    or sacrifice the permanent."""
    permanent = target_object(state, item, "self")
    if permanent is None:
        return None
    return _pay_or_sacrifice(state, item, permanent, eff.get("mana"), answer, "118.12")


def _pay_or_sacrifice(state: GameState, item: GameObject, permanent: GameObject, mana: str,
                      answer: Any, rule: str) -> Decision | None:
    """The controller pays `mana` if they choose to and can (CR 118.3), else sacrifices."""
    from tolaria.data.mana import parse_cost
    from tolaria.rules import priority
    cost = parse_cost(mana)
    payment = priority.plan_payment(state, item.controller, cost, 0)
    if answer is None and payment is not None:
        return Decision("yes_no", item.controller, options=("yes", "no"), subject=item.id,
                        prompt=f"{current_name(state, permanent)}: pay {cost or '{0}'} or "
                               "sacrifice it "
                               f"(CR {rule})")
    if answer is not None and answer[0] == "yes" and payment is not None:
        priority.pay(state, item.controller, payment)
        state.say(f"{state.players[item.controller].name} pays {cost or '{0}'} to keep "
                  f"{current_name(state, permanent)}", rule)
        return None
    events.sacrifice(state, permanent)
    return None


@handler("get_energy")
def _get_energy(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"You get {E}{E}": energy counters on the player (CR 107.14, 122.1)."""
    n = amount(item, eff.get("amount"), state)
    player = state.players[item.controller]
    if events.give_counters(state, player.index, "energy", n):
        state.say(f"{player.name} gets {n} energy ({player.energy} in all)", "107.14")
