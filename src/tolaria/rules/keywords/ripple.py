"""Ripple (CR 702.60).

"Ripple N" means "When you cast this spell, you may reveal the top N cards of your
library, or, if there are fewer than N cards in your library, you may reveal all the cards
in your library. If you reveal cards from your library this way, you may cast any of those
cards with the same name as this spell without paying their mana costs, then put all
revealed cards not cast this way on the bottom of your library in any order." (CR 702.60a);
each instance triggers separately (CR 702.60b).

The compiler makes the "When you cast this spell" trigger (event "cast_self") with the
step "ripple" here. The revealed cards are kept on the resolving ability
(`trigger_data`); each card with the spell's name is offered with a "cast" decision, from
the library (`offered`, read by `tolaria.rules.costs.alternative_costs` and
`tolaria.rules.priority`, CR 608.2g); the rest go to the bottom in the order its
controller chooses (`library.bottom_order`, CR 401.4).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules.costs import FREE
from tolaria.rules.effects import handler
from tolaria.rules.layers import current_name

NAME = "ripple"
RULE = "702.60a"


def offered(state: GameState, obj: GameObject) -> bool:
    """Is `obj` the library card a resolving ripple ability offers to cast now?"""
    if obj.zone != "library" or not state.frames:
        return False
    item = state.objects.get(state.frames[-1].obj_id)
    return item is not None and item.ability is not None and any(
        e.op == NAME for e in item.ability.effects) and len(item.trigger_data) == 3 \
        and item.trigger_data[2] == obj.id


@handler(NAME)
def _ripple(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """CR 702.60a: reveal or not; offer each revealed card with the spell's name; the rest
    to the bottom in the order chosen."""
    player = item.controller
    library = state.players[player].library
    replies = list(answer or ())
    if not replies:
        if not library:
            return None
        return Decision("yes_no", player, options=("yes", "no"), subject=item.id,
                        prompt=f"{current_name(state, item)}: reveal the top "
                               f"{eff.get('amount')} cards of your library? (CR {RULE})")
    if replies.pop(0) != "yes":
        return None
    if len(item.trigger_data) < 2:
        _reveal(state, item, eff.get("amount"))
    revealed, name = item.trigger_data[1], item.source_name
    same = [o for o in revealed if state.objects[o].name == name]
    for index, oid in enumerate(same):          # each answered in turn, "cast" or "no"
        if index < len(replies):
            continue
        item.trigger_data = item.trigger_data[:2] + (oid,)
        return Decision("cast", player, options=(FREE,), subject=oid,
                        prompt=f"cast {current_name(state, state.objects[oid])} without "
                               f"paying its mana cost, or choose no (CR {RULE})")
    del replies[:len(same)]
    return _to_bottom(state, item, replies)


def _reveal(state: GameState, item: GameObject, n: int) -> None:
    """Reveal the top N cards (all, with fewer than N), kept on the ability."""
    library = state.players[item.controller].library
    revealed = tuple(reversed(library[-n:]))
    item.trigger_data = (item.trigger_data[0] if item.trigger_data else None, revealed)
    state.say(f"{state.players[item.controller].name} reveals "
              f"{', '.join(state.objects[o].name for o in revealed)} ({NAME})", RULE)


def _to_bottom(state: GameState, item: GameObject, replies: list[Any]) -> Decision | None:
    """The revealed cards not cast, on the bottom in any order (CR 702.60a, 401.4)."""
    from tolaria.rules.effects.library import bottom_order
    player = state.players[item.controller]
    rest = [o for o in item.trigger_data[1] if state.objects[o].zone == "library"]
    bottom = bottom_order(state, item, rest, "any order", replies)
    if isinstance(bottom, Decision):
        return bottom
    if bottom:
        player.library[:] = bottom + [o for o in player.library if o not in bottom]
        state.say(f"{player.name} puts {len(bottom)} card{'s' if len(bottom) != 1 else ''} "
                  "on the bottom of their library", RULE, "401.4")
        state.changed()
    return None
