"""Instructions about several targets at once (CR 120.2, 601.2d, 608.2h).

"deals 1 damage to each of up to two targets" and "deals 3 damage divided as you
choose among one, two, or three targets" are one damage event each, dealt
simultaneously; a division (of damage or counters) was announced as the spell was
cast or the ability put on the stack (CR 601.2d) and is in its `chosen` record.
"Destroy two target creatures", "exile up to two target cards from a single graveyard",
"return ... to the battlefield": one zone change for all of them, so each sees the
others leave or enter (CR 603.6a, 603.10a). A target that became illegal is left alone
(CR 608.2b).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events, zones
from tolaria.rules.effects import (
    amount,
    destroy_at_once,
    handler,
    players_of,
    record_exiled_with,
    remember_exiled,
    remember_exiled_permanents,
    remember_returned,
    source_of,
    target_object,
    target_ref,
)
from tolaria.rules.targets import DIVIDED


@handler("damage_targets")
def _damage_targets(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """The same damage to each chosen, still legal target of the phrase."""
    n = amount(item, eff.get("amount"), state)
    refs = [target_ref(item, i) for i in eff.get("targets")]
    source = source_of(state, item)
    return events.happen(state, *(events.Damage(source.id, ref, n) for ref in refs
                                  if ref is not None))


@handler("damage_divided")
def _damage_divided(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """Each target is dealt the part of the damage announced for it (CR 601.2d)."""
    record = dict(item.chosen).get(DIVIDED)
    if not record:
        return None
    parts = [int(n) for n in record.split(",")]
    source = source_of(state, item)
    damage = []
    for i in eff.get("targets"):
        ref = target_ref(item, i)
        if ref is not None and i < len(parts) and parts[i] > 0:
            damage.append(events.Damage(source.id, ref, parts[i]))
    return events.happen(state, *damage)


@handler("damage_evenly")
def _damage_evenly(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"X damage divided evenly, rounded down, among any number of targets": each still
    legal target is dealt X divided by the number chosen, rounded down (CR 608.2b)."""
    from tolaria.rules.resolve import CHOSEN_TARGETS
    refs = [target_ref(item, i) for i in eff.get("targets")]
    chosen = dict(item.chosen).get(CHOSEN_TARGETS, sum(r is not None for r in refs))
    if not chosen:
        return None
    share = amount(item, eff.get("amount"), state) // chosen
    source = source_of(state, item)
    return events.happen(state, *(events.Damage(source.id, ref, share) for ref in refs
                                  if ref is not None and share > 0))


@handler("counters_divided")
def _counters_divided(state: GameState, item: GameObject, eff: Effect, answer: Any
                      ) -> Decision | None:
    """"Distribute three +1/+1 counters among one, two, or three target creatures": each
    target gets the number announced for it (CR 601.2d, 122.6), all at once."""
    record = dict(item.chosen).get(DIVIDED)
    if not record:
        return None
    parts = [int(n) for n in record.split(",")]
    placed = []
    for i in eff.get("targets"):
        victim = target_object(state, item, i)
        if victim is not None and victim.zone == "battlefield" and i < len(parts) \
                and parts[i] > 0:
            placed.append(events.Counters(victim.id, eff.get("kind"), parts[i]))
    return events.happen(state, *placed)


# -- the same zone change to several targets at once (CR 608.2h, 603.10a) -------------------

def _targets_in(state: GameState, item: GameObject, eff: Effect, zone: str) -> list[GameObject]:
    """The chosen, still legal targets that are in `zone` (each once)."""
    found = []
    for i in eff.get("targets"):
        obj = target_object(state, item, i)
        if obj is not None and obj.zone == zone and obj not in found:
            found.append(obj)
    return found


@handler("destroy_targets")
def _destroy_targets(state: GameState, item: GameObject, eff: Effect, answer: Any
                     ) -> Decision | None:
    """"Destroy up to two target creatures": all of them at once (CR 701.7, 608.2h)."""
    victims = _targets_in(state, item, eff, "battlefield")
    return destroy_at_once(state, victims, not eff.get("no_regenerate", False),
                           item if eff.get("remember") else None)


@handler("exile_targets")
def _exile_targets(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"Exile up to two target creatures", "any number of target spells" (`zone`: the
    stack; they leave it uncountered, CR 701.5a): at once (CR 406.2); "exiled with" (CR
    607.2a)."""
    victims = [v for v in _targets_in(state, item, eff, eff.get("zone", "battlefield"))
               if not v.is_ability]
    found = events.happen_for(state, *(events.leaving(v, "exile", f"{v.name} is exiled",
                                                      "406.2") for v in victims))
    if isinstance(found, Decision):
        return found
    if eff.get("remember"):                             # "... exiled this way" (608.2c)
        remember_exiled_permanents(item, victims, found)
    for new in found:
        if item.source_id is not None and new is not None and new.zone == "exile":
            state.exiled_with.append((item.source_id, new.id))
            state.changed()
    return None


@handler("bounce_targets")
def _bounce_targets(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """"Return up to two target creatures to their owners' hands" (or cards from a
    graveyard to their owner's hand): at once (CR 400.3); with `remember`, the cards
    "returned to your hand this way" are kept (CR 608.2c)."""
    victims = _targets_in(state, item, eff, eff.get("zone", "battlefield"))
    moves = [events.leaving(v, "hand", f"{v.name} returns to its owner's hand", "400.3")
             for v in victims]
    if not eff.get("remember"):
        return events.happen(state, *moves)
    found = events.happen_for(state, *moves)          # "returned to your hand this way"
    if isinstance(found, Decision):
        return found
    remember_returned(item, found)                    # (CR 608.2c)
    return None


@handler("exile_cards")
def _exile_cards(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """"Exile up to three target cards from a single graveyard": at once (CR 406.2); with
    `remember`, the cards "exiled this way" are kept (CR 608.2c)."""
    cards = _targets_in(state, item, eff, "graveyard")
    found = events.happen_for(state, *(events.ZoneChange(c.id, "exile", text=f"{c.name} is "
                                                         "exiled", rules=("406.2",))
                                       for c in cards))
    if isinstance(found, Decision):
        return found
    record_exiled_with(state, item, found)                   # CR 607.2a
    if eff.get("remember"):
        remember_exiled(item, found)
    return None


@handler("shuffle_cards_in")
def _shuffle_cards_in(state: GameState, item: GameObject, eff: Effect, answer: Any
                      ) -> Decision | None:
    """"Target player shuffles up to four target cards from their graveyard into their
    library": the cards still legal move at once, then that library is shuffled, even with
    none moved (CR 701.20a, 701.20c); a player no longer a legal target does nothing
    (CR 608.2b)."""
    players = players_of(state, item, eff.get("who"))
    if not players:
        return None
    cards = _targets_in(state, item, eff, "graveyard")
    found = events.happen_for(state, *(events.ZoneChange(c.id, "library", text=f"{c.name} is "
                                                         "shuffled into its owner's library",
                                                         rules=("401.4", "701.20a"))
                                       for c in cards))
    if isinstance(found, Decision):
        return found
    zones.shuffle(state, players[0])
    return None


@handler("cards_to_battlefield")
def _cards_to_battlefield(state: GameState, item: GameObject, eff: Effect, answer: Any
                          ) -> Decision | None:
    """"Return up to two target creature cards from your graveyard to the battlefield": they
    enter at once (CR 603.6a: each sees the others enter), under the control of the player
    it instructs (CR 110.2a)."""
    from dataclasses import replace as with_
    batch = []
    for card in _targets_in(state, item, eff, "graveyard"):
        event = events.entering(card, item.controller)
        batch.append(with_(event, tapped=True) if eff.get("tapped") else event)
    return events.happen(state, *batch)
