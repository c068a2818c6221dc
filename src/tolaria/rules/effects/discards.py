"""Discards the usual instruction doesn't cover (CR 701.8): "discards a card at random"
(CR 701.8b: the game picks, with its own random source `state.rng`, so a game replays the
same from its seed) and "discard a creature card" (a card of a kind, if there is one);
`random_card` also picks "a creature card at random from your graveyard".
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events
from tolaria.rules.effects import amount, handler, players_of
from tolaria.rules.layers import current_name


@handler("discard_random")
def _discard_random(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """"Discards a card at random" (CR 701.8b): the game picks, with its random source;
    "each player discards N cards at random": every one of them, at the same time."""
    chosen: list[int] = []
    for player in players_of(state, item, eff.get("who")):
        hand = list(state.players[player].hand)
        n = min(amount(item, eff.get("amount"), state), len(hand))
        if n > 0:
            chosen += state.rng.sample(hand, n)
    if not chosen:
        return None
    return events.happen(state, *(events.discarded(state, state.objects[oid])
                                  for oid in chosen))


def matching_cards(state: GameState, item: GameObject, eff: Effect) -> tuple[int, ...]:
    """The cards in the controller's hand that "discard a <kind> card" may discard."""
    from tolaria.rules.layers import matches
    return tuple(oid for oid in state.players[item.controller].hand
                 if matches(state, eff.get("filter"), state.objects[oid], item.controller))


@handler("discard_kind")
def _discard_kind(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """"Discard a creature card": the controller chooses one of that kind (CR 701.8a-b);
    with none, nothing happens."""
    found = matching_cards(state, item, eff)
    if not found:
        return None
    if answer is None and len(found) > 1:
        return Decision("choose", item.controller, options=found,
                        prompt=f"{current_name(state, item)}: choose a card to discard (CR 701.8a)")
    card = state.objects[answer[0] if answer else found[0]]
    return events.happen(state, events.discarded(state, card))


RANDOM_CARD = "random card"


def random_card(state: GameState, item: GameObject, eff: Effect) -> int | None:
    """"Return a <card> at random from your graveyard": one matching card, picked the first
    time the instruction runs and remembered by the resolving object (it may ask more)."""
    from tolaria.rules.layers import matches
    picked = dict(item.chosen).get(RANDOM_CARD)
    if picked is not None:
        return picked
    player = item.controller
    options = [oid for oid in state.players[player].graveyard
               if matches(state, eff.get("filter"), state.objects[oid], player)]
    if not options:
        return None
    picked = state.rng.choice(options)
    item.chosen = item.chosen + ((RANDOM_CARD, picked),)
    return picked
