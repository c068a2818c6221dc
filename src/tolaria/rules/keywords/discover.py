"""Discover (CR 701.55).

"Discover N" exiles cards from the top of its player's library until a nonland card with
mana value N or less; they may cast it without paying its mana cost (CR 608.2g) or put it
into their hand; the other exiled cards go on the bottom in a random order (CR 701.55a).
It shares cascade's steps (`cascade.exile_until`, `cascade.to_bottom`). The card found and
the cards exiled are kept on the resolving object (`GameObject.chosen`) for the "cast"
decision and its answer; `offered` is the permission `tolaria.rules.costs` reads.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import zones
from tolaria.rules.costs import FREE
from tolaria.rules.effects import handler
from tolaria.rules.keywords.cascade import exile_until, to_bottom
from tolaria.rules.layers import current_name

RULE = "701.55a"
FOUND = "discovered card"         # `GameObject.chosen` keys of the resolving object
EXILED = "exiled by discover"


def offered(state: GameState, obj: GameObject) -> bool:
    """Is `obj` the card a resolving discover lets its player cast now (CR 701.55a)?"""
    if obj.zone != "exile" or not state.frames:
        return False
    item = state.objects.get(state.frames[-1].obj_id)
    return item is not None and dict(item.chosen).get(FOUND) == str(obj.id)


@handler("discover")
def _discover(state: GameState, item: GameObject, eff: Effect, answer: Any
              ) -> Decision | None:
    """Exile until a hit, cast it free or put it into the hand, the rest to the bottom at
    random (CR 701.55a)."""
    player = item.controller
    kept = dict(item.chosen)
    if answer is None:
        exiled, hit = exile_until(state, player, eff.get("amount"), "discover", RULE)
        item.chosen = tuple(kv for kv in item.chosen if kv[0] not in (FOUND, EXILED)) + (
            (EXILED, ",".join(map(str, exiled))),)
        if hit is not None:
            item.chosen += ((FOUND, str(hit)),)
            name = current_name(state, state.objects[hit])
            return Decision("cast", player, options=(FREE,), subject=hit,
                            prompt=f"cast {name} without paying its mana cost, or choose no "
                                   f"to put it into your hand (CR {RULE})")
    elif FOUND in kept:
        card = state.objects[int(kept[FOUND])]
        if answer[0] != "cast" and card.zone == "exile":
            zones.move(state, card, "hand")
            state.say(f"{state.players[player].name} puts {card.name} into their hand", RULE)
    exiled = tuple(int(o) for o in dict(item.chosen).get(EXILED, "").split(",") if o)
    item.chosen = tuple(kv for kv in item.chosen if kv[0] not in (FOUND, EXILED))
    to_bottom(state, player, exiled, RULE)
    return None
