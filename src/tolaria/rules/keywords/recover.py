"""Recover (CR 702.59).

"Recover [cost]" means "When a creature is put into your graveyard from the battlefield, you
may pay [cost]. If you do, return this card from your graveyard to your hand. Otherwise,
exile this card" (CR 702.59a): a triggered ability that works only from the graveyard
(`TriggeredAbility.zone`, watched by `tolaria.rules.triggers`). The compiler
(`tolaria.cards.oracle.keyword_lines`) makes it (mana costs only); the effect step "recover"
is here: its controller says yes or no when they can pay, and the card must still be the
same object in the graveyard (CR 400.7).
"""

from __future__ import annotations

from typing import Any

from tolaria.rules.effects import handler

NAME = "recover"
RULE = "702.59a"


@handler(NAME)
def _recover(state: Any, item: Any, eff: Any, answer: Any) -> Any:
    from tolaria.data.actions import Decision
    from tolaria.data.mana import parse_cost
    from tolaria.rules import events, priority
    card = state.objects.get(item.source_id) if item.source_id is not None else None
    if card is None or card.zone != "graveyard":
        return None                                     # it left the graveyard (CR 400.7)
    cost = parse_cost(eff.get("mana"))
    payment = priority.plan_payment(state, item.controller, cost, 0)
    if answer is None and payment is not None:
        return Decision("yes_no", item.controller, options=("yes", "no"), subject=item.id,
                        prompt=f"{card.name}: pay {cost} to return it to your hand, or it is "
                               f"exiled (CR {RULE})")
    who = state.players[item.controller].name
    if answer is not None and answer[0] == "yes" and payment is not None:
        priority.pay(state, item.controller, payment)
        made = events.happen_for(state, events.ZoneChange(
            card.id, "hand", text=f"{who} pays {cost}: {card.name} returns to their hand",
            rules=(RULE,)))
        return made if isinstance(made, Decision) else None
    made = events.happen_for(state, events.ZoneChange(
        card.id, "exile", text=f"{card.name} is exiled (recover)", rules=(RULE,)))
    return made if isinstance(made, Decision) else None
