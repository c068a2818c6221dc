"""Effects on players: discarding a hand, exchanging life totals, poison counters, losing
the game (CR 701.8, 701.10, 122.1f, 104.3e)."""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events, sba
from tolaria.rules.effects import handler, players_of, target_ref
from tolaria.rules.layers import current_name


def _players(state: GameState, item: GameObject, who: Any) -> list[int]:
    """`players_of`, plus "opponents": each opponent of the controller (CR 102.2)."""
    if who == "opponents":
        return state.opponents(item.controller)
    return players_of(state, item, who)


@handler("discard_hand")
def _discard_hand(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """"Discard your hand": every card in it, at once (CR 701.8a)."""
    batch = [events.discarded(state, state.objects[oid])
             for player in _players(state, item, eff.get("who", "you"))
             for oid in state.players[player].hand]
    return events.happen(state, *batch)


DISCARDED_THIS_WAY = "discarded this way"   # `GameObject.chosen` key: how many (608.2c)


@handler("discard_up_to")
def _discard_up_to(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"Discard up to two cards" / "any number of cards": the controller chooses them one at
    a time, then "done" (CR 608.2d); with `all`, the whole hand. They are discarded at once
    (CR 701.8a) and their number kept for "then draw that many cards" (`draw_discarded`)."""
    most = eff.get("most")
    hand = state.players[item.controller].hand
    picked = list(hand) if eff.get("all") else [oid for oid in (answer or ()) if oid in hand]
    left = [oid for oid in hand if oid not in picked]
    if (most is None or len(picked) < most) and left and "done" not in (answer or ()):
        return Decision("choose", item.controller, options=tuple(left) + ("done",),
                        prompt=f"{current_name(state, item)}: choose a card to discard, or "
                               "done (CR 701.8a)")
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != DISCARDED_THIS_WAY) + (
        (DISCARDED_THIS_WAY, len(picked)),)
    return events.happen(state, *(events.discarded(state, state.objects[oid])
                                  for oid in picked))


@handler("draw_discarded")
def _draw_discarded(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """"..., then draw that many cards [plus one]": as many as were discarded this way."""
    n = int(dict(item.chosen).get(DISCARDED_THIS_WAY, 0)) + int(eff.get("plus", 0))
    if n <= 0:
        return None
    return events.draw_steps(state, item, [(item.controller, n)])


@handler("exchange_life")
def _exchange_life(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"Exchange life totals with target opponent" (Mirror Universe, CR 701.10c): each player
    gains or loses the life needed to reach the other's previous total, as events that
    replacement effects may modify and triggered abilities see."""
    ref = target_ref(item, eff.get("target", 0))
    if ref is None or ref[0] != "player":
        return None
    you, them = item.controller, ref[1]
    mine, theirs = state.players[you].life, state.players[them].life
    batch = []
    for player, old, new in ((you, mine, theirs), (them, theirs, mine)):
        if new > old:
            batch.append(events.LifeGain(player, new - old, ("701.10c",)))
        elif new < old:
            batch.append(events.LifeLoss(player, old - new, ("701.10c",)))
    if answer is None and not state.replacing:
        state.say(f"{state.players[you].name} and {state.players[them].name} exchange life "
                  f"totals ({mine} and {theirs})", "701.10c")
    return events.happen(state, *batch)


@handler("poison")
def _poison(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"[Player] gets N poison counters" (CR 122.1f; ten or more loses the game, CR 104.3d)."""
    n = int(eff.get("amount", 1))
    for player in _players(state, item, eff.get("who", "opponents")):
        p = state.players[player]
        p.poison += n
        events.shared(state, player)                                          # CR 810.10
        state.say(f"{p.name} gets {n} poison counter{'s' if n != 1 else ''} ({p.poison} in "
                  "all)", "122.1f")
    state.changed()


@handler("lose_game")
def _lose_game(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Target player loses the game" (CR 104.3e); "can't lose the game" stops it (CR 614.17)."""
    for player in _players(state, item, eff.get("who", 0)):
        name = state.players[player].name
        if state.players[player].lost:
            continue
        if sba.cant_lose(state, player):
            state.say(f"{name} can't lose the game", "104.3e", "614.17")
            continue
        sba.lose(state, player, f"{item.source_name or item.name} says so", "104.3e")
