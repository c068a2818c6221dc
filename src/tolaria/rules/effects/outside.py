"""Cards from outside the game (CR 400.11): the wishes ("You may reveal a sorcery card you
own from outside the game and put it into your hand", Burning Wish).

The cards a player owns outside the game are their sideboard (CR 400.11a), kept in
`GameState.sideboards` as (owner, card name) and seen by their owner alone. As the wish
resolves its controller chooses one of theirs that fits the description, by name, or
"nothing" (the instruction says "may"); the card is revealed (or not, as the text says)
and put into their hand, a new object that stays in the game (CR 400.11b). Compiled by
`tolaria.cards.oracle.outside`."""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import LEARNED, LESSON, RUMMAGE
from tolaria.rules import events, zones
from tolaria.rules.effects import handler
from tolaria.rules.layers import card_characteristics, chars_match, current_name

NOTHING = "nothing"


def outside_cards(state: GameState, player: int, flt: Any) -> tuple[str, ...]:
    """The names of the cards `player` owns outside the game that fit `flt` (their
    printed characteristics, CR 400.11a: a card outside the game has no others), once
    each, in sideboard order."""
    from tolaria.cards.registry import card_def
    names = dict.fromkeys(name for who, name in state.sideboards if who == player)
    return tuple(name for name in names if flt is None or chars_match(
        card_characteristics(card_def(name), player), flt, player, state.options.teams))


def exiled_cards(state: GameState, player: int, flt: Any) -> tuple[int, ...]:
    """The face-up cards `player` owns in exile that fit `flt` (CR 406.3)."""
    from tolaria.rules.layers import matches
    return tuple(oid for oid in state.players[player].exile
                 if not state.objects[oid].face_down and state.objects[oid].owner == player
                 and matches(state, flt, state.objects[oid], player))


@handler("wish")
def _wish(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """CR 400.11b: the chosen card of the player's sideboard comes into their hand."""
    from tolaria.cards.registry import card_def
    player = item.controller
    found = outside_cards(state, player, eff.get("filter"))
    exiled = exiled_cards(state, player, eff.get("filter")) if eff.get("exile") else ()
    if not found and not exiled:
        return None                                  # nothing fits: nothing happens (101.3)
    if answer is None:
        return Decision("choose", player, options=found + exiled + (NOTHING,),
                        prompt=f"{current_name(state, item)}: choose a card you own from "
                               "outside the game" + (" or in exile" if exiled else "")
                               + " to put into your hand, or nothing (CR 400.11)")
    name = answer[0] if answer else NOTHING
    if type(name) is int and name in exiled:         # a face-up card in exile (CR 406.3)
        card = state.objects[name]
        return events.happen(state, events.ZoneChange(
            card.id, "hand", text=f"{state.players[player].name} puts {card.name} from exile "
                                  "into their hand", rules=("406.3",)))
    if name == NOTHING or (player, name) not in state.sideboards:
        return None
    state.sideboards.remove((player, name))
    zones.create_object(state, card_def(name), player, "hand")
    who = state.players[player].name
    if eff.get("reveal"):                             # CR 701.16a: everyone sees it
        state.say(f"{who} reveals {name} from outside the game and puts it into their hand",
                  "400.11b", "701.16a")
    else:
        state.say(f"{who} puts a card from outside the game into their hand", "400.11b")
    state.changed()
    return None


@handler("learn")
def _learn(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """CR 701.45: its controller chooses a Lesson card they own from outside the game (then
    which one, revealed: `wish`), or to discard a card and draw a card (the steps after this
    one, under LEARNED), or neither. A way that can't be done isn't offered."""
    player = item.controller
    if answer is None:
        ways = ((LESSON,) if outside_cards(state, player, eff.get("lesson").get("filter"))
                else ()) + ((RUMMAGE,) if state.players[player].hand else ())
        if not ways:
            return None
        return Decision("choose", player, options=ways + (NOTHING,),
                        prompt=f"{current_name(state, item)}: learn (CR 701.45): choose "
                               f"{', '.join(ways)} or nothing")
    way = answer[0] if answer else NOTHING
    if len(answer) == 1:
        item.chosen = tuple(kv for kv in item.chosen if kv[0] != LEARNED) + ((LEARNED, way),)
        state.say(f"{state.players[player].name} learns: {way}", "701.45")
    if way == LESSON:
        return _wish(state, item, eff.get("lesson"), tuple(answer[1:]) or None)
    return None
