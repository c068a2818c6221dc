"""Warp, newer than the rules file, played from its reminder text (README, "Mechanics newer
than the rules file"): "Warp [cost] (You may cast this card from your hand for its warp
cost. Exile this creature at the beginning of the next end step, then you may cast it from
exile on a later turn.)"

`tolaria.cards.oracle.keyword_triggers` reads the alternative cost (named "warp", CR 118.9),
which `tolaria.rules.costs` offers only to cast the card from a hand. The
spell remembers it (`GameObject.cast_for`, kept as it becomes a permanent, CR 702.74a's
model); `entered`, called by `tolaria.rules.events` as the permanent enters, creates the
delayed trigger (CR 603.7). It exiles the permanent only if it is still that object
(CR 400.7, 603.7c), and its controller may then cast the card from exile on a later turn
while it stays exiled: a may-play permission of kind `WARPED` (CR 601.3,
`tolaria.rules.effects.library.may_play`), its normal timing and costs (CR 601.2).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, TriggeredAbility, effect
from tolaria.data.objects import GameObject
from tolaria.data.state import DelayedTrigger, GameState
from tolaria.data.vocabulary import WARPED
from tolaria.rules import events
from tolaria.rules.effects import handler
from tolaria.rules.layers import current_name

NAME = "warp"
EXILE_AT_END = TriggeredAbility(
    event="step", step="end", whose="each", effects=(effect("warp_exile"),),
    text="Warp: exile it at the beginning of the next end step, then you may cast it from "
         "exile on a later turn")


def entered(state: GameState, permanent: GameObject) -> None:
    """Its warp cost was paid: the delayed exile (CR 603.7a)."""
    state.delayed.append(DelayedTrigger(ability=EXILE_AT_END, controller=permanent.controller,
                                        source_id=permanent.id,
                                        source_name=current_name(state, permanent),
                                        card=permanent.card))


@handler("warp_exile")
def _exile(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Exile the permanent if it is still that object (CR 400.7, 603.7c); its controller may
    cast the card from exile on a later turn (CR 601.3)."""
    obj = state.objects.get(item.source_id) if item.source_id is not None else None
    if obj is None or obj.zone != "battlefield":
        return None
    found = events.happen_for(state, events.leaving(
        obj, "exile", f"{current_name(state, obj)} is exiled (warp)", "603.7"))
    if isinstance(found, Decision):
        return found
    card = found[0] if found else None
    if card is not None and card.zone == "exile":
        state.may_play.append((card.id, item.controller, WARPED, state.turn))
        state.changed()
    return None
