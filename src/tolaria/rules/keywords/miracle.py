"""Miracle (CR 702.94).

"Miracle [cost]" means "You may reveal this card from your hand as you draw it if it's the
first card you've drawn this turn. When you reveal this card this way, you may cast it by
paying [cost] rather than its mana cost" (CR 702.94a). The compiler
(`tolaria.cards.oracle.keyword_lines`) makes the alternative cost named "miracle" (a
permanent card's is a static ability of that kind); it can be paid only as the trigger
resolves (`tolaria.rules.priority.NEEDS_PERMISSION`, CR 608.2g). `drawn`, called by
`tolaria.rules.events` as a card is drawn, puts the trigger up when it is its owner's first
draw of the turn: the card is revealed (CR 702.94b) and, as the trigger resolves, its owner
casts it for its miracle cost or chooses no (a "cast" decision). The engine always reveals
such a card; revealing is the player's only reason to have the trigger.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.ir import TriggeredAbility, effect
from tolaria.rules.effects import handler

NAME = "miracle"
RULE = "702.94a"
TRIGGER = TriggeredAbility(
    event=NAME, effects=(effect(NAME),),
    text="Miracle (when you reveal this card as you draw it, you may cast it by paying its "
         "miracle cost rather than its mana cost)")


def drawn(state: Any, card: Any) -> None:
    """A card was drawn: if it has miracle and is its owner's first draw this turn, it is
    revealed and its trigger waits to be put on the stack (CR 702.94a, 603.2)."""
    from tolaria.data.state import PendingTrigger
    if NAME not in card.card.keywords or card.zone != "hand":
        return
    if sum(1 for f in state.this_turn if f[0] == "drew" and f[1] == card.owner) != 1:
        return
    state.say(f"{state.players[card.owner].name} reveals {card.name} (miracle)", RULE,
              "702.94b")
    state.pending.append(PendingTrigger(controller=card.owner, source_id=card.id,
                                        source_name=card.name, ability=TRIGGER, card=card.card))


@handler(NAME)
def _miracle(state: Any, item: Any, eff: Any, answer: Any) -> Any:
    """Its owner may cast it for its miracle cost, if it is still in their hand."""
    from tolaria.data.actions import Decision
    card = state.objects.get(item.source_id) if item.source_id is not None else None
    if card is None or card.zone != "hand":
        return None                                     # it left the hand: a new object
    if answer is None:
        return Decision("cast", card.owner, options=(NAME,), subject=card.id,
                        prompt=f"cast {card.name} for its miracle cost, or choose no "
                               f"(CR {RULE})")
    return None
