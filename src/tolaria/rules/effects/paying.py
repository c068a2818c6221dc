"""Instructions that work like costs: paying life ("you may pay 2 life. If you do, ...",
CR 119.4), energy ("<instruction> unless you pay {E}{E}", CR 107.14, 118.12) and tapping
untapped permanents you choose ("you may tap two untapped creatures you control", 701.21a)
and energy as it resolves ("then you may pay any amount of {E}", CR 107.14: the amount paid
is kept in the resolving object's `chosen` as `ENERGY_PAID`).

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
from tolaria.data.vocabulary import ENERGY_PAID, MANA_PAID, PLAYER_UNTAPS, TIMES_PAID
from tolaria.rules import events
from tolaria.rules.effects import amount, handler
from tolaria.rules.layers import current_name


def can_pay_life(state: GameState, item: GameObject, eff: Effect) -> bool:
    """CR 119.4: life can be paid only from a life total at least that large."""
    n = amount(item, eff.get("amount"), state)
    from tolaria.rules.effects.replacements import payable_life
    return n <= 0 or payable_life(state, item.controller) >= n                # CR 119.8


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


@handler("pay_energy_any")
def _pay_energy_any(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """"then you may pay any amount of {E}": the controller chooses how many of their energy
    counters to pay, none to all (CR 107.14); the resolving object keeps the amount
    (`ENERGY_PAID`) for "that much" and "for each {E} paid this way" after it."""
    player = state.players[item.controller]
    if answer is None and player.energy:
        return Decision("choose", item.controller, subject=item.id,
                        options=tuple(energy_option(n) for n in range(player.energy + 1)),
                        prompt=f"{current_name(state, item)}: pay how much energy? (CR 107.14)")
    n = _energy_chosen(answer[0]) if answer else 0
    n = min(n, player.energy)
    _pay_energy(state, item, n)
    return None


def energy_option(n: int) -> str:
    """The answer naming an amount of energy: "2 energy"."""
    return f"{n} energy"


def _energy_chosen(option: Any) -> int:
    words = str(option).split()
    return int(words[0]) if words and words[0].isdigit() else 0


def _pay_energy(state: GameState, item: GameObject, n: int) -> None:
    """Remove `n` of the controller's energy counters and keep the amount (CR 107.14)."""
    player = state.players[item.controller]
    if n:
        player.energy -= n
        state.changed()
        state.say(f"{player.name} pays {'{E}' * n}", "107.14")
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != ENERGY_PAID) + ((ENERGY_PAID, n),)


def can_pay_energy(state: GameState, item: GameObject, eff: Effect) -> bool:
    """CR 107.14: an amount of energy can be paid only by a player with that much."""
    return state.players[item.controller].energy >= amount(item, eff.get("amount"), state)


@handler("pay_energy")
def _pay_energy_amount(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"pay an amount of {E} equal to <quantity>", after "you may" (`conditional` "did"):
    all of it, when the player has that much (CR 107.14, 118.3)."""
    if can_pay_energy(state, item, eff):
        _pay_energy(state, item, amount(item, eff.get("amount"), state))


def tappable(state: GameState, item: GameObject, eff: Effect, player: int | None = None
             ) -> tuple[int, ...]:
    """The untapped permanents the controller (or `player`) controls that "tap N untapped
    ..." may tap."""
    from tolaria.rules.effects import source_of
    from tolaria.rules.layers import controller, matches
    source = source_of(state, item)
    who = item.controller if player is None else player
    return tuple(oid for oid in state.battlefield
                 if controller(state, state.objects[oid]) == who
                 and matches(state, eff.get("filter"), state.objects[oid], who, source))


@handler("tap_choice")
def _tap_choice(state: GameState, item: GameObject, eff: Effect, answer: Any
                ) -> Decision | None:
    """Tap N of them, chosen one by one as it resolves (as many as there are); "that player
    taps ... they control for each ...": that player chooses, N counted now (CR 608.2h)."""
    from tolaria.rules.effects import amount, players_of
    who = players_of(state, item, eff.get("who")) if eff.get("who") is not None else \
        [item.controller]
    if not who:
        return None
    found, n = tappable(state, item, eff, who[0]), amount(item, eff.get("count", 1), state)
    picked = [oid for oid in (answer or ()) if oid in found]
    left = [oid for oid in found if oid not in picked]
    if len(picked) < n and len(left) > n - len(picked):
        return Decision("choose", who[0], options=tuple(left),
                        prompt=f"{current_name(state, item)}: choose a permanent to tap (CR "
                               "701.21a)")
    for oid in picked + left[:n - len(picked)]:
        victim = state.objects[oid]
        events.tap(state, victim)
        state.say(f"{current_name(state, victim)} becomes tapped", "701.21a")
    return None


@handler(PLAYER_UNTAPS)
def _untap_choice(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """"that player untaps a land they control": that player chooses one of theirs as it
    resolves, tapped or not (CR 701.21b, 608.2d)."""
    from tolaria.rules.effects import players_of, source_of
    from tolaria.rules.layers import controller, matches
    who = players_of(state, item, eff.get("who"))
    if len(who) != 1:
        return None
    source = source_of(state, item)
    found = [oid for oid in state.battlefield
             if controller(state, state.objects[oid]) == who[0]
             and matches(state, eff.get("filter"), state.objects[oid], who[0], source)]
    picked = [oid for oid in (answer or ()) if oid in found]
    if not picked and len(found) > 1:
        return Decision("choose", who[0], options=tuple(found),
                        prompt=f"{current_name(state, item)}: choose a permanent to untap "
                               "(CR 701.21b)")
    for oid in (picked or found)[:1]:
        victim = state.objects[oid]
        if victim.tapped:
            events.untap(state, victim)
        if not victim.tapped:
            state.say(f"{current_name(state, victim)} becomes untapped", "701.21b")
    return None


@handler("unless_life")
def _unless_life(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """"<instruction> unless <player> pays N life" (CR 118.12): that player chooses, if
    their life total allows it (CR 119.4); paying is losing that life."""
    from tolaria.rules.effects import players_of, run
    payers, n = players_of(state, item, eff.get("payer")), eff.get("amount")
    from tolaria.rules.effects.replacements import payable_life
    if len(payers) != 1 or payable_life(state, payers[0]) < n:                # CR 119.8
        return run(state, item, eff.get("effect"), answer)
    payer = payers[0]
    if answer is None:
        return Decision("yes_no", payer, options=("yes", "no"), subject=item.id,
                        prompt=f"{current_name(state, item)}: pay {n} life? (CR 118.12)")
    if answer[0] == "yes":
        state.say(f"{state.players[payer].name} pays {n} life", "119.4", "118.12")
        return events.happen(state, events.LifeLoss(payer, n))
    return run(state, item, eff.get("effect"), answer[1:] or None)


def mana_payment(state: GameState, player: int, eff: Effect) -> Any:
    """How `player` would pay the mana of a "pay_mana" step, or None if they can't."""
    from tolaria.data.mana import parse_cost
    from tolaria.rules import priority
    return priority.plan_payment(state, player, parse_cost(eff.get("mana")), 0)


@handler("pay_mana")
def _pay_mana(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"That player ... may pay {R}{R}": the player pays the mana as the spell resolves,
    activating mana abilities as they do (CR 608.2g, 118.3); the "did" step asked first."""
    from tolaria.rules import priority
    from tolaria.rules.effects import players_of
    payers = players_of(state, item, eff.get("who", "you"))
    payment = mana_payment(state, payers[0], eff) if len(payers) == 1 else None
    if payment is None:
        return None
    priority.pay(state, payers[0], payment)
    state.say(f"{state.players[payers[0]].name} pays {eff.get('mana')}", "118.3")
    return None


# -- "Pay any amount of mana." (CR 107.1c) -----------------------------------------------------

@handler("pay_mana_any")
def _pay_mana_any(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """"Pay any amount of mana.": the controller chooses an amount, from none to as much
    as they can pay (CR 107.1c, 118.3), and pays it, any mana paying (its abilities
    activated as they pay, CR 608.2g); the resolving object keeps it (`MANA_PAID`) for
    "that many" after it."""
    from tolaria.rules import priority
    who = item.controller
    most = 0
    while priority.plan_payment(state, who, _times_cost("{1}", most + 1), 0) is not None:
        most += 1
    if answer is None and most:
        return Decision("choose", who, subject=item.id,
                        options=tuple(mana_option(n) for n in range(most + 1)),
                        prompt=f"{current_name(state, item)}: pay how much mana? (CR 107.1c)")
    n = min(_times_chosen(answer[0]) if answer else 0, most)
    payment = priority.plan_payment(state, who, _times_cost("{1}", n), 0) if n else None
    if payment is not None:
        priority.pay(state, who, payment)
        state.say(f"{state.players[who].name} pays {n} mana", "107.1c", "118.3")
    else:
        n = 0
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != MANA_PAID) + ((MANA_PAID, n),)
    return None


@handler("pay_mana_any_each")
def _pay_mana_any_each(state: GameState, item: GameObject, eff: Effect, answer: Any
                       ) -> Decision | None:
    """"Starting with you, each player may pay any amount of mana." (join forces): in turn
    order from the controller each chooses an amount, none to as much as they can pay (CR
    107.1c, 118.3); then each pays it, in that order; the resolving object keeps the total
    (`MANA_PAID`)."""
    from tolaria.rules import priority
    order = state.apnap()
    you = item.controller
    players = [p for p in order[order.index(you):] + order[:order.index(you)]
               if p in state.living()]
    replies = list(answer or ())
    chosen: list[int] = []
    for who in players:
        most = 0
        while priority.plan_payment(state, who, _times_cost("{1}", most + 1), 0) is not None:
            most += 1
        if not most:
            chosen.append(0)
            continue
        if not replies:
            return Decision("choose", who, subject=item.id,
                            options=tuple(mana_option(n) for n in range(most + 1)),
                            prompt=f"{current_name(state, item)}: pay how much mana? (CR "
                                   "107.1c)")
        chosen.append(min(_times_chosen(replies.pop(0)), most))
    total = 0
    for who, n in zip(players, chosen, strict=True):
        payment = priority.plan_payment(state, who, _times_cost("{1}", n), 0) if n else None
        if payment is None:
            continue
        priority.pay(state, who, payment)
        total += n
        state.say(f"{state.players[who].name} pays {n} mana", "107.1c", "118.3")
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != MANA_PAID) + ((MANA_PAID, total),)
    return None


def mana_option(n: int) -> str:
    """The answer naming an amount of mana: "3 mana"."""
    return f"{n} mana"


# -- "you may pay {1}{W} any number of times" (CR 603.12) -------------------------------------

_MOST_TIMES = 20                      # a bound on the choice; the mana runs out long before


def _times_cost(mana: str, n: int) -> Any:
    from tolaria.data.mana import parse_cost
    return parse_cost(mana * n)


@handler("pay_any_times")
def _pay_any_times(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"you may pay {1}{W} any number of times. When you pay this cost one or more times,
    ...": the controller chooses how many times, from none to as many as they can pay
    (CR 118.3), pays that much mana (CR 608.2g), and if they paid at least once the
    reflexive ability triggers (CR 603.12) with the times paid as its "that many"."""
    from tolaria.data.state import PendingTrigger
    from tolaria.rules import priority
    from tolaria.rules.triggers import creator
    who = item.controller
    most = 0
    while most < _MOST_TIMES and priority.plan_payment(
            state, who, _times_cost(eff.get("mana"), most + 1), 0) is not None:
        most += 1
    if answer is None and most:
        return Decision("choose", who, subject=item.id,
                        options=tuple(times_option(n) for n in range(most + 1)),
                        prompt=f"{current_name(state, item)}: pay {eff.get('mana')} how many "
                               "times? (CR 603.12)")
    n = min(_times_chosen(answer[0]) if answer else 0, most)
    if not n:
        return None
    payment = priority.plan_payment(state, who, _times_cost(eff.get("mana"), n), 0)
    if payment is None:
        return None
    priority.pay(state, who, payment)
    state.say(f"{state.players[who].name} pays {eff.get('mana')} {n} time"
              f"{'s' if n != 1 else ''}", "118.3")
    ability = eff.get("ability")
    source_id, source_name = creator(state, item)
    state.pending.append(PendingTrigger(controller=who, source_id=source_id,
                                        source_name=source_name, ability=ability,
                                        data=item.trigger_data + ((TIMES_PAID, n),),
                                        card=item.card))
    state.say(f"{source_name}'s reflexive triggered ability triggers: {ability.text}", "603.12")
    return None


def times_option(n: int) -> str:
    """The answer naming how many times a cost is paid: "2 times"."""
    return f"{n} times"


def _times_chosen(option: Any) -> int:
    words = str(option).split()
    return int(words[0]) if words and words[0].isdigit() else 0


def times_paid(item: GameObject) -> int:
    """The times paid, in a reflexive ability's trigger data (`TIMES_PAID`)."""
    return next((d[1] for d in item.trigger_data if isinstance(d, tuple) and len(d) == 2
                 and d[0] == TIMES_PAID), 0)


@handler("pay_to_untap")
def _pay_to_untap(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """"that player may choose any number of tapped <creatures> they control and pay {2} for
    each creature chosen this way. If the player does, untap those creatures.": the player
    chooses them one at a time, then "done", only while they could pay for one more
    (CR 608.2d, 118.3); they pay for all of them at once, then untap them (CR 701.21b)."""
    from tolaria.rules import priority
    from tolaria.rules.effects import players_of, source_of
    from tolaria.rules.layers import controller, matches
    who = players_of(state, item, eff.get("who"))
    if len(who) != 1:
        return None
    player, mana, source = who[0], eff.get("mana"), source_of(state, item)
    found = [oid for oid in state.battlefield if state.objects[oid].tapped
             and controller(state, state.objects[oid]) == player
             and matches(state, eff.get("filter"), state.objects[oid], player, source)]
    picked: list[int] = []
    for reply in answer or ():
        if reply == "done":
            break
        if reply in found and reply not in picked:
            picked.append(reply)
    else:
        left = tuple(oid for oid in found if oid not in picked)
        if left and priority.plan_payment(state, player, _times_cost(mana, len(picked) + 1),
                                          0) is not None:
            return Decision("choose", player, options=left + ("done",), subject=item.id,
                            prompt=f"{current_name(state, item)}: choose a tapped creature to "
                                   f"pay {mana} for and untap, or done (CR 608.2d)")
    if not picked:
        return None
    payment = priority.plan_payment(state, player, _times_cost(mana, len(picked)), 0)
    if payment is None:
        return None
    priority.pay(state, player, payment)
    state.say(f"{state.players[player].name} pays {mana * len(picked)}", "118.3")
    for oid in picked:
        victim = state.objects[oid]
        if victim.zone == "battlefield" and victim.tapped:
            events.untap(state, victim)
            state.say(f"{current_name(state, victim)} becomes untapped", "701.21b")
    return None
