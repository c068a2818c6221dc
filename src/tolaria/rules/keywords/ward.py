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
from tolaria.rules.effects import handler, run, target_object
from tolaria.rules.effects.replacements import payable_life
from tolaria.rules.layers import current_name


@handler("counter_unless_paid")
def _counter_unless_paid(state: GameState, item: GameObject, eff: Effect, answer: Any
                         ) -> Decision | None:
    """Counter the spell or ability unless its controller pays the life or discards; `of`:
    which one ("event": what targeted the ward permanent; EVENT_SPELL: the spell whose
    targeting triggered "counter that spell unless ...", Reality Smasher)."""
    which = eff.get("of", "event")
    victim = target_object(state, item, which)
    if victim is None or victim.zone != "stack":
        return None
    payer = victim.controller
    life, discard = eff.get("life", 0), eff.get("discard", 0)
    hand = state.players[payer].hand
    able = payable_life(state, payer) >= life if life else len(hand) >= discard
    what = f"pay {life} life" if life else "discard a card"
    if answer is None and able:
        return Decision("yes_no", payer, options=("yes", "no"), subject=victim.id,
                        prompt=f"{what} or {current_name(state, victim)} is countered (CR 702.21a)")
    if answer is not None and answer[0] == "yes" and able:
        if life:
            events.lose_life(state, payer, life, "119.4", "702.21a")
            state.say(f"{state.players[payer].name} pays {life} life: "
                      f"{current_name(state, victim)} isn't "
                      "countered", "702.21a")
            return None
        if len(answer) < 2:
            return Decision("discard", payer, count=1, options=tuple(hand),
                            prompt="discard a card for ward (CR 702.21a)")
        return events.happen(state, events.discarded(state, state.objects[answer[1]], cost=True))
    return run(state, item, effect("counter", target=which), None)


# -- "Ward {2}" inside a keyword list ("Flying, ward {2}") ------------------------------------
