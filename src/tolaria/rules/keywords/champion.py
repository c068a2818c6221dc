"""Champion (CR 702.72).

"Champion an [object]" means "When this permanent enters, sacrifice it unless you exile
another [object] you control" and "When this permanent leaves the battlefield, return the
exiled card to the battlefield under its owner's control" (CR 702.72a). The Oracle compiler
reads both triggers (`tolaria.cards.oracle.keywords`); the effect steps are here. The
exiled card is linked to the champion (CR 607.2): the permanent remembers its id
(`GameObject.chosen` ("championed", id)), read as the second trigger resolves from the
permanent as it last existed. If the champion has already left when the first resolves,
a card exiled then stays exiled (its return already happened, CR 702.72a rulings).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events, zones
from tolaria.rules.effects import handler
from tolaria.rules.layers import characteristics, controller, current_name, matches

RULE = "702.72a"
LINK = "championed"
NO = "no"


@handler("champion")
def _champion(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Exile another matching permanent you control, or sacrifice this one."""
    me = state.objects.get(item.source_id) if item.source_id is not None else None
    who = item.controller
    if answer is None:
        options = tuple(oid for oid in state.battlefield if oid != item.source_id
                        and controller(state, state.objects[oid]) == who
                        and matches(state, eff.get("filter"), state.objects[oid], who))
        return Decision("choose", who, options=options + (NO,),
                        prompt=f"{item.source_name}: exile another {eff.get('what')} you "
                               f"control, or sacrifice it (CR {RULE})")
    if answer[0] == NO:
        if me is not None and me.zone == "battlefield":
            events.sacrifice(state, me)
        return None
    exiled = state.objects[answer[0]]
    last = characteristics(state, exiled)
    made = events.happen_for(state, events.ZoneChange(
        exiled.id, "exile", text=f"{current_name(state, exiled)} is exiled "
                                 "(champion)", rules=(RULE,)))
    if isinstance(made, Decision):
        return made
    new = made[0]
    if new is not None and me is not None:
        me.chosen += tuple((LINK, str(card.id)) for card in zones.found_card(state, new))
        state.changed()                                   # both of a melded one (712.21c)
        if new.zone == "exile":                       # championed with it (CR 702.72c)
            from tolaria.rules import triggers
            triggers.on_championed(state, me, new, last)
    return None


@handler("champion_return")
def _return(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """The card it exiled comes back under its owner's control, if still in exile."""
    me = state.objects.get(item.source_id) if item.source_id is not None else None
    if me is None:
        return None
    for key, value in me.chosen:
        card = state.objects.get(int(value)) if key == LINK else None
        if card is not None and card.zone == "exile":
            events.put_onto_battlefield(state, card, controller=card.owner)
            state.say(f"{card.name} returns to the battlefield (champion)", RULE)
    return None
