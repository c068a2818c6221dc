"""Ward with a cost other than mana (CR 702.21a): "Ward—Pay 2 life", "Ward—Discard a card".

"Ward—[cost]" means "Whenever this permanent becomes the target of a spell or ability an
opponent controls, counter that spell or ability unless that player pays [cost]" (CR
702.21a). The mana form is read by `tolaria.cards.oracle.abilities`; these two are read by
`tolaria.cards.oracle.keywords`, and the effect step "counter_unless_paid" is here. "Ward
{2}" as one keyword of a list ("Flying, ward {2}") is read by
`tolaria.cards.oracle.keyword_lines`. A player can pay life only if their life total is at
least that much (CR 119.4), and can discard only a card in their hand.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events
from tolaria.rules.effects import amount, handler, run, target_object
from tolaria.rules.effects.replacements import payable_life
from tolaria.rules.layers import current_name


@handler("counter_unless_paid")
def _counter_unless_paid(state: GameState, item: GameObject, eff: Effect, answer: Any
                         ) -> Decision | None:
    """Counter the spell or ability unless its controller pays the cost: life, a discard, a
    sacrifice, mana and life; `of`: which one ("event": what targeted the ward permanent;
    EVENT_SPELL: the spell whose targeting triggered "counter that spell unless ...",
    Reality Smasher). A cost is paid only if every part of it can be (CR 118.3)."""
    which = eff.get("of", "event")
    victim = target_object(state, item, which)
    if victim is None or victim.zone != "stack":
        return None
    payer = victim.controller
    life, discard = eff.get("life", 0), eff.get("discard", 0)
    if isinstance(life, tuple):         # "equal to this creature's power" (CR 608.2h)
        life = max(0, amount(item, life, state))
    hand = state.players[payer].hand
    sacrificeable = _sacrificeable(state, payer, eff.get("sacrifice"))
    payment = _mana_payment(state, payer, eff.get("mana"))
    able = (payable_life(state, payer) >= life if life else True) and (
        len(hand) >= discard) and (sacrificeable or eff.get("sacrifice") is None) and (
        payment is not None)
    what = " and ".join(part for part in (
        eff.get("mana") or "", f"pay {life} life" if eff.get("life") is not None else "",
        "discard a card" if discard else "", "sacrifice a permanent" if eff.get("sacrifice")
        else "") if part)
    if answer is None and able:
        return Decision("yes_no", payer, options=("yes", "no"), subject=victim.id,
                        prompt=f"{what} or {current_name(state, victim)} is countered (CR 702.21a)")
    if answer is not None and answer[0] == "yes" and able:
        if discard and eff.get("random"):                    # the game picks (701.8b)
            chosen = state.objects[state.rng.sample(list(hand), 1)[0]]
            return events.happen(state, events.discarded(state, chosen, cost=True))
        if discard or sacrificeable:
            if len(answer) < 2:
                return Decision("discard" if discard else "choose", payer, count=1,
                                options=tuple(hand) if discard else sacrificeable,
                                prompt=f"{'discard a card' if discard else 'sacrifice'} for "
                                       "ward (CR 702.21a)")
            chosen = state.objects[answer[1]]
            return events.happen(state, events.discarded(state, chosen, cost=True) if discard
                                 else events.leaving(chosen, "graveyard", f"{current_name(state, chosen)} "
                                                     "is sacrificed", "701.17a"))
        if payment is not None and eff.get("mana"):
            from tolaria.rules import priority
            priority.pay(state, payer, payment)
        if life:
            events.lose_life(state, payer, life, "119.4", "702.21a")
        state.say(f"{state.players[payer].name} pays {what}: {current_name(state, victim)} "
                  "isn't countered", "702.21a")
        return None
    return run(state, item, effect("counter", target=which), None)


def _sacrificeable(state: GameState, player: int, flt: Any) -> tuple[int, ...]:
    """The permanents `player` controls that "Ward—Sacrifice a <permanent>" lets them
    sacrifice (CR 701.17a: only their own)."""
    from tolaria.rules.layers import controller, matches
    if flt is None:
        return ()
    return tuple(o for o in state.battlefield if controller(state, state.objects[o]) == player
                 and matches(state, flt, state.objects[o], player))


def _mana_payment(state: GameState, player: int, mana: str | None) -> Any:
    """How `player` can pay the ward's mana part, or None if they can't; a cost without
    mana is always payable here (CR 118.3)."""
    from tolaria.data.mana import parse_cost
    from tolaria.rules import priority
    if not mana:
        return ()
    return priority.plan_payment(state, player, parse_cost(mana), 0)


# -- "Ward {2}" inside a keyword list ("Flying, ward {2}") ------------------------------------
