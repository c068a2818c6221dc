"""Persist and undying (CR 702.79, 702.93).

"Persist" means "When this permanent is put into a graveyard from the battlefield, if it
had no -1/-1 counters on it, return it to the battlefield under its owner's control with
a -1/-1 counter on it" (CR 702.79a); undying is the same with +1/+1 counters (CR 702.93a).
`tolaria.cards.oracle.keyword_triggers` reads both; the intervening "if" is the condition
"no_counters" of `tolaria.rules.triggers` (read from the permanent as it last existed,
CR 603.10a). The effect step "return_with_counter" is here: the ability finds the card
the permanent became in the graveyard (CR 400.7), unless it has left it since.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events, zones
from tolaria.rules.effects import handler


def card_it_became(state: GameState, old: GameObject, zone: str) -> GameObject | None:
    """The object `old` became as it moved to `zone`, if it is still there (CR 400.7):
    the next object of the same physical card."""
    later = [o for o in state.objects.values() if o.card_uid == old.card_uid and o.id > old.id
             and not o.is_ability]
    if not later:
        return None
    new = min(later, key=lambda o: o.id)
    return new if new.zone == zone else None


@handler("return_with_counter")
def _return(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Return the card to the battlefield with the counter (CR 702.79a, 702.93a, 122.6)."""
    old = state.objects.get(item.source_id) if item.source_id is not None else None
    card = card_it_became(state, old, "graveyard") if old is not None else None
    if card is None:
        return None
    cards = zones.found_card(state, card)          # merged: each (727.3c)
    state.say(f"{', '.join(c.name for c in cards)} return"
              f"{'s' if len(cards) == 1 else ''} to the battlefield with a "
              f"{eff.get('counter')} counter", eff.get("rule"))
    return events.happen(state, *(replace(events.entering(c, c.owner),
                                          counters=((eff.get("counter"), 1),)) for c in cards))
