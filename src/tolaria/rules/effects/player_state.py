"""Effects on players: discarding a hand, exchanging life totals, poison and experience
counters, losing the game (CR 701.8, 701.10, 122.1, 122.1f, 104.3e)."""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import (
    CANT_ACTIVATE_NONMANA,
    CANT_CAST,
    CANT_PLAY_LANDS,
    NO_MAXIMUM_HAND_SIZE,
)
from tolaria.rules import events, replacement, sba
from tolaria.rules.effects import discard_batch, handler, players_of, target_ref
from tolaria.rules.layers import current_name


def _players(state: GameState, item: GameObject, who: Any) -> list[int]:
    """`players_of`, plus "opponents": each opponent of the controller (CR 102.2)."""
    if who == "opponents":
        return state.opponents(item.controller)
    return players_of(state, item, who)


@handler("discard_hand")
def _discard_hand(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """"Discard your hand": every card in it, at once (CR 701.8a); with `remember`, the
    cards it moved are kept for "discarded this way" (CR 608.2c)."""
    batch = [events.discarded(state, state.objects[oid])
             for player in _players(state, item, eff.get("who", "you"))
             for oid in state.players[player].hand]
    return discard_batch(state, item, batch, bool(eff.get("remember")))


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
    return discard_batch(state, item, [events.discarded(state, state.objects[oid])
                                       for oid in picked], bool(eff.get("remember")))


@handler("draw_up_to")
def _draw_up_to(state: GameState, item: GameObject, eff: Effect, answer: Any
                ) -> Decision | None:
    """"<player> may draw up to two cards": that player chooses how many, none to all, as
    it resolves (CR 608.2d), then draws them (CR 121.2)."""
    players = _players(state, item, eff.get("who"))
    if len(players) != 1:
        return None
    most = int(eff.get("most"))
    if answer is None:
        return Decision("choose", players[0], subject=item.id,
                        options=tuple(cards_option(n) for n in range(most + 1)),
                        prompt=f"{current_name(state, item)}: draw how many cards? (CR 608.2d)")
    words = str(answer[0]).split()
    n = min(int(words[0]) if words and words[0].isdigit() else 0, most)
    if n <= 0:
        return None
    return events.draw_steps(state, item, [(players[0], n)])


def cards_option(n: int) -> str:
    """The answer naming a number of cards: "2 cards"."""
    return f"{n} card" if n == 1 else f"{n} cards"


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
    if _exchange_blocked(state, ((you, theirs - mine), (them, mine - theirs))):
        state.say("The life totals can't be exchanged", "119.7", "119.8", "701.10c")
        return None
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


def _exchange_blocked(state: GameState, changes: tuple) -> bool:
    """A player who can't gain (CR 119.7) or can't lose life (CR 119.8) can't make an
    exchange raising or lowering their life total: the exchange won't happen."""
    from tolaria.rules.effects.replacements import cant_gain_life, cant_lose_life
    return any(d > 0 and cant_gain_life(state, p) or d < 0 and cant_lose_life(state, p)
               for p, d in changes)


@handler("get_experience")
def _get_experience(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"You get an experience counter" (CR 122.1): a counter on the player."""
    player = state.players[item.controller]
    if events.give_counters(state, player.index, "experience", eff.get("amount", 1)):
        state.say(f"{player.name} gets an experience counter ({player.experience} in all)",
                  "122.1")


@handler("poison")
def _poison(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"[Player] gets N poison counters" (CR 122.1f; ten or more loses the game, CR 104.3d);
    with `up_to`: "If target player has fewer than nine poison counters, they get a number
    of poison counters equal to the difference" (counted as it resolves, CR 608.2h)."""
    for player in _players(state, item, eff.get("who", "opponents")):
        p = state.players[player]
        n = max(0, eff.get("up_to") - p.poison) if eff.get("up_to") else \
            int(eff.get("amount", 1))
        if not events.give_counters(state, player, "poison", n):
            continue
        state.say(f"{p.name} gets {n} poison counter{'s' if n != 1 else ''} ({p.poison} in "
                  "all)", "122.1f")
    state.changed()


@handler("lose_game")
def _lose_game(state: GameState, item: GameObject, eff: Effect, answer: Any
               ) -> Decision | None:
    """"Target player loses the game" (CR 104.3e); "can't lose the game" stops it (CR 614.17);
    "If you would lose the game, instead ..." replaces it (CR 614.1a)."""
    why = f"{item.source_name or item.name} says so"
    losing = []
    for player in _players(state, item, eff.get("who", 0)):
        if state.players[player].lost:
            continue
        if sba.cant_lose(state, player):
            state.say(f"{state.players[player].name} can't lose the game", "104.3e", "614.17")
            continue
        losing.append(player)
    if losing and replacement.statics_replace(state, "lose_game"):
        return events.happen(state, *(replacement.Loss(p, why, ("104.3e",)) for p in losing))
    for player in losing:
        sba.lose(state, player, why, "104.3e")
    return None


@handler("win_game")
def _win_game(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"You win the game" (CR 104.2b); an opponent's "your opponents can't win the game"
    stops it (CR 101.2, `sba.win`)."""
    sba.win(state, item.controller, f"{item.source_name or item.name} says so", "104.2b")


@handler("flash_until")
def _flash_until(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Until your next turn, you may cast sorcery spells as though they had flash.": a
    rule for the ability's controller (`flash.as_though_flash` reads it) lasting until
    then, whatever happens to its source (CR 609.4, 611.2a)."""
    from tolaria.data.ir import LayerEffect
    from tolaria.data.state import ContinuousEffect
    from tolaria.data.vocabulary import AS_THOUGH_FLASH, PLAYER_RULES
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, item), affected=(),
        parts=(LayerEffect(PLAYER_RULES, AS_THOUGH_FLASH, (
            ("filter", eff.get("filter")), ("player", item.controller))),),
        until=eff.get("until"), source_id=item.source_id, controller=item.controller))
    state.changed()


# The fact of this turn: a player can't lose the game, and their opponents can't win it
# (Angel's Grace, CR 104.3b, 101.2; `tolaria.rules.sba.cant_lose`).
CANT_LOSE_THIS_TURN = "cant_lose_this_turn"


@handler("cant_lose_this_turn")
def _cant_lose_this_turn(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"You can't lose the game this turn and your opponents can't win the game this turn."
    (Angel's Grace): a fact of the turn that `sba.cant_lose` reads until it ends (CR
    104.3b, 514.2)."""
    state.this_turn.append((CANT_LOSE_THIS_TURN, item.controller))
    state.say(f"{state.players[item.controller].name} can't lose the game this turn", "104.3b")
    state.changed()


@handler("player_protection")
def _player_protection(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"You gain protection from everything until your next turn.": a rule for the
    controller lasting until then, whatever happens to its source (CR 702.16b-e, 611.2a)."""
    from tolaria.data.ir import LayerEffect
    from tolaria.data.state import ContinuousEffect
    from tolaria.data.vocabulary import PLAYER_PROTECTION, PLAYER_RULES
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, item), affected=(),
        parts=(LayerEffect(PLAYER_RULES, PLAYER_PROTECTION, (("player", item.controller),)),),
        until=eff.get("until"), source_id=item.source_id, controller=item.controller))
    state.say(f"{state.players[item.controller].name} gains protection from everything until "
              "their next turn", "702.16b")
    state.changed()


@handler("player_hexproof")
def _player_hexproof(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"You gain hexproof / shroud until end of turn / until your next turn": a rule for
    the player lasting until then, whatever happens to its source; their opponents' spells
    and abilities (any, with shroud) can't target them (CR 702.11c, 702.18c, 611.2a)."""
    from tolaria.data.ir import LayerEffect
    from tolaria.data.state import ContinuousEffect
    from tolaria.data.vocabulary import PLAYER_HEXPROOF, PLAYER_RULES, PLAYER_SHROUD
    shroud = bool(eff.get("shroud"))
    for who in players_of(state, item, eff.get("who", "you")):
        state.effects.append(ContinuousEffect(
            timestamp=state.timestamp(), source_name=current_name(state, item), affected=(),
            parts=(LayerEffect(PLAYER_RULES, PLAYER_SHROUD if shroud else PLAYER_HEXPROOF,
                               (("player", who),)),),
            until=eff.get("until"), source_id=item.source_id, controller=item.controller))
        state.say(f"{state.players[who].name} gains {'shroud' if shroud else 'hexproof'} until "
                  f"{'end of turn' if eff.get('until') == 'end of turn' else 'their next turn'}",
                  "702.18c" if shroud else "702.11c")
    state.changed()


@handler(NO_MAXIMUM_HAND_SIZE)
def _no_maximum_hand_size(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"You have no maximum hand size for the rest of the game / until your next turn.": a
    rule for the controller, whatever happens to its source (CR 402.2, 613.11, 611.2a-b),
    read by `tolaria.rules.keywords.hand_size.maximum` in timestamp order."""
    from tolaria.data.ir import LayerEffect
    from tolaria.data.state import ContinuousEffect
    from tolaria.data.vocabulary import PLAYER_RULES
    until = eff.get("until")
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, item), affected=(),
        parts=(LayerEffect(PLAYER_RULES, NO_MAXIMUM_HAND_SIZE, (("player", item.controller),)),),
        until=until, source_id=item.source_id, controller=item.controller))
    state.say(f"{state.players[item.controller].name} has no maximum hand size "
              f"{'for the rest of the game' if until == 'permanent' else 'until their next turn'}",
              "402.2", "611.2a")
    state.changed()


@handler("cant_cast_this_turn")
def _cant_cast_this_turn(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"<players> can't cast [<kind of>] spells this turn [, and can't activate abilities
    that aren't mana abilities]": a "this turn" fact for each player, read by
    `tolaria.rules.restrictions.why_player_cant_cast` until the cleanup step (CR 101.2, 514.2)."""
    flt = eff.get("filter")
    for player in _players(state, item, eff.get("who")):
        state.this_turn.append((CANT_CAST, player, flt))
        kind = "spells" if flt is None else "those spells"
        state.say(f"{state.players[player].name} can't cast {kind} this turn", "101.2")
        if eff.get("nonmana"):
            state.this_turn.append((CANT_ACTIVATE_NONMANA, player))
            state.say(f"{state.players[player].name} can't activate abilities that aren't "
                      "mana abilities this turn", "101.2", "605.1a")
    state.changed()


@handler("cant_play_lands_this_turn")
def _cant_play_lands_this_turn(state: GameState, item: GameObject, eff: Effect, answer: Any
                               ) -> None:
    """"<players> can't play lands this turn": a "this turn" fact for each player, read by
    `tolaria.rules.priority.why_cant_play_land` until the cleanup step (CR 101.2, 514.2)."""
    for player in _players(state, item, eff.get("who")):
        state.this_turn.append((CANT_PLAY_LANDS, player))
        state.say(f"{state.players[player].name} can't play lands this turn", "101.2")
    state.changed()


@handler("lose_life_unless")
def _lose_life_unless(state: GameState, item: GameObject, eff: Effect, answer: Any
                      ) -> Decision | None:
    """"Each opponent loses 3 life unless that player sacrifices a nonland permanent of their
    choice or discards a card.": in APNAP order each player chooses to sacrifice such a
    permanent, discard a card, or neither (only what they can do, CR 118.12a, 101.4) and
    which; then all of it happens at once (CR 608.2e)."""
    from tolaria.rules.layers import controller, matches
    replies = list(answer or ())
    batch: list[Any] = []
    for player in players_of(state, item, eff.get("who")):
        flt = eff.get("sacrifice")
        mine = tuple(o for o in state.battlefield
                     if controller(state, state.objects[o]) == player
                     and matches(state, flt, state.objects[o], player)) if flt else ()
        hand = tuple(state.players[player].hand) if eff.get("discard") else ()
        ways = (("sacrifice",) if mine else ()) + (("discard",) if hand else ())
        n = eff.get("amount")
        if not replies:
            return Decision("choose", player, options=ways + (f"lose {n} life",),
                            prompt=f"{current_name(state, item)}: lose {n} life unless you pay")
        way = replies.pop(0)
        if way not in ways:
            batch.append(events.LifeLoss(player, n))
            continue
        options = mine if way == "sacrifice" else hand
        if not replies:
            return Decision("choose", player, options=options,
                            prompt=f"{current_name(state, item)}: choose what to {way}")
        chosen = state.objects[replies.pop(0)]
        batch.append(events.leaving(chosen, "graveyard", f"{current_name(state, chosen)} is "
                                    "sacrificed", "701.17a") if way == "sacrifice"
                     else events.discarded(state, chosen, cost=True))
    return events.happen(state, *batch)
