"""Melee (CR 702.121).

"Melee" means "Whenever this creature attacks, it gets +1/+1 until end of turn for each
opponent you attacked with a creature this combat" (CR 702.121a); each instance triggers (CR
702.121b). The opponents are counted as it resolves: those one or more of your attacking
creatures are attacking (a planeswalker or battle isn't its controller, CR 506.2). The
compiler (`tolaria.cards.oracle.keyword_lines`) makes the trigger; the effect step "melee"
is here.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.ir import effect
from tolaria.rules.effects import HANDLERS, handler

NAME = "melee"


@handler(NAME)
def _melee(state: Any, item: Any, eff: Any, answer: Any) -> Any:
    from tolaria.rules.layers import controller
    you = item.controller
    attacked = {obj.attacking[1] for oid in state.battlefield
                for obj in (state.objects[oid],)
                if obj.attacking is not None and obj.attacking[0] == "player"
                and controller(state, obj) == you and obj.attacking[1] != you}
    if not attacked:
        return None
    n = len(attacked)
    return HANDLERS["pump"](state, item, effect("pump", target="self", power=n, toughness=n),
                            answer)
