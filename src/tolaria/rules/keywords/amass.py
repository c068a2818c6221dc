"""Amass (CR 701.44).

To amass [subtype] N means "If you don't control an Army creature, create a 0/0 black
[subtype] Army creature token. Choose an Army creature you control. Put N +1/+1 counters
on that creature. If it isn't a [subtype], it becomes a [subtype] in addition to its
other types" (CR 701.44a). The Oracle compiler reads "Amass Orcs 2." as the effect step
"amass" (subtype, amount) (`tolaria.cards.oracle.keywords`); the step is here. Choosing
among several Armies is a "choose" decision; the new subtype is a layer-4 effect that
lasts as long as the permanent (CR 611.2a, 613.1d).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import CardDef, Effect, layer_effect
from tolaria.data.objects import GameObject
from tolaria.data.state import ContinuousEffect, GameState
from tolaria.rules import events
from tolaria.rules.effects import amount, handler
from tolaria.rules.layers import characteristics, current_name

RULE = "701.44a"


def army_token(subtype: str) -> CardDef:
    """A 0/0 black [subtype] Army creature token (CR 701.44a, 111.4)."""
    return CardDef(name=f"{subtype} Army", mana_cost=None, types=frozenset({"Creature"}),
                   subtypes=(subtype, "Army"), colors=frozenset({"B"}), power=0, toughness=0,
                   token=True)


def _armies(state: GameState, player: int) -> list[int]:
    found = []
    for oid in state.battlefield:
        chars = characteristics(state, state.objects[oid])
        if chars.controller == player and chars.is_creature and "Army" in chars.subtypes:
            found.append(oid)
    return found


@handler("amass")
def _amass(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    player, subtype = item.controller, eff.get("subtype")
    if answer is None:
        armies = _armies(state, player)
        if not armies:
            events.create_token(state, army_token(subtype), player)
            armies = _armies(state, player)
        if len(armies) > 1:
            return Decision("choose", player, options=tuple(armies),
                            prompt=f"choose an Army creature you control (CR {RULE})")
        if not armies:
            return None                        # the token didn't enter (CR 701.44b)
        chosen = armies[0]
    else:
        chosen = answer[0]
    army = state.objects[chosen]
    events.put_counters(state, army, "+1/+1", amount(item, eff.get("amount"), state))
    if army.zone == "battlefield" and subtype not in characteristics(state, army).subtypes:
        state.effects.append(ContinuousEffect(
            timestamp=state.timestamp(), source_name=current_name(state, item), affected=(army.id,),
            parts=(layer_effect("4", "add_subtypes", subtypes=(subtype,)),),
            until="permanent", source_id=item.source_id, controller=player))
        state.changed()
    state.say(f"{state.players[player].name} amasses {subtype}s with {army.name}", RULE)
    return None
