"""Piles (CR 700.3): "Separate all permanents target player controls into two piles. That
player sacrifices all permanents in the pile of their choice." (Liliana of the Veil), and
"Reveal the top five cards of your library. An opponent separates those cards into two
piles. Put one pile into your hand and the other into your graveyard." (Fact or Fiction;
`reveal_piles`).

As it resolves, the ability's controller puts permanents into the first pile one at a
time, then "done" (the rest make the second pile; either may be empty, 700.3d, and the
permanents stay on the battlefield, 700.3c); the target player then chooses a pile, and
sacrifices all of its permanents at once (CR 701.17a)."""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events
from tolaria.rules.effects import amount, handler, players_of
from tolaria.rules.effects.library import bottom_order
from tolaria.rules.effects.oracle import put_looked_cards
from tolaria.rules.layers import controller, current_name

DONE, FIRST, SECOND = "done", "first pile", "second pile"


@handler("piles_sacrifice")
def _piles_sacrifice(state: GameState, item: GameObject, eff: Effect, answer: Any
                     ) -> Decision | None:
    found = players_of(state, item, eff.get("who"))
    if not found:
        return None
    player = found[0]
    theirs = [oid for oid in state.battlefield
              if controller(state, state.objects[oid]) == player]
    if not theirs:
        return None                                  # two empty piles: nothing to sacrifice
    replies = list(answer or ())
    piles = _separate(state, item, item.controller, theirs, replies, "a permanent")
    if isinstance(piles, Decision):
        return piles
    first, second = piles
    if not replies:
        return Decision("choose", player, options=(FIRST, SECOND),
                        prompt=f"{current_name(state, item)}: choose the pile whose "
                               f"permanents you sacrifice: first {_names(state, first)}, "
                               f"second {_names(state, second)} (CR 700.3)")
    pile = first if replies[0] == FIRST else second
    state.say(f"{state.players[player].name} chooses the {replies[0]}", "700.3")
    victims = [state.objects[oid] for oid in pile if state.objects[oid].zone == "battlefield"]
    return events.happen(state, *(events.leaving(v, "graveyard", f"{current_name(state, v)} "
                                                 "is sacrificed", "701.17a") for v in victims))


def _separate(state: GameState, item: GameObject, separator: int, objects: list[int],
              replies: list[Any], noun: str) -> Decision | tuple[list[int], list[int]]:
    """The two piles: the separator's replies put objects into the first one at a time
    until "done" (the rest are the second, either may be empty, CR 700.3d), or the decision
    for the next one. The replies read are taken off `replies`."""
    first: list[int] = []
    while replies and replies[0] != DONE and len(first) < len(objects):
        first.append(replies.pop(0))
    if len(first) < len(objects) and not replies:
        left = tuple(o for o in objects if o not in first)
        return Decision("choose", separator, options=left + (DONE,),
                        prompt=f"{current_name(state, item)}: put {noun} into the first "
                               "pile, or done: the rest are the second (CR 700.3)")
    if replies and replies[0] == DONE:
        replies.pop(0)
    return first, [o for o in objects if o not in first]


def _names(state: GameState, pile: list[int]) -> str:
    return "(" + ", ".join(current_name(state, state.objects[o]) for o in pile) + ")" \
        if pile else "(empty)"


@handler("reveal_piles")
def _reveal_piles(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """The top N cards are revealed (CR 701.16a) and stay in the library while they are
    separated (CR 700.3c): with several opponents the controller says which one takes part
    (as for clash, CR 701.23a); the `separator` ("opponent" or "you") makes the first pile
    one card at a time, then "done" (either pile may be empty, CR 700.3d); the other player
    chooses the pile for the hand. The other pile goes to the graveyard, or to the bottom
    of the library in the order the controller chooses (CR 401.4)."""
    me = item.controller
    player = state.players[me]
    n = amount(item, eff.get("amount"), state)
    revealed = list(reversed(player.library[-n:])) if n > 0 else []
    opponents = players_of(state, item, "opponents")
    if not revealed or not opponents:
        return None
    if answer is None:
        names = ", ".join(state.objects[o].name for o in revealed)
        state.say(f"{player.name} reveals {names}", "701.16a")
    replies = list(answer or ())
    if len(opponents) > 1 and not replies:
        return Decision("choose", me, options=tuple(("player", p) for p in opponents),
                        prompt=f"{current_name(state, item)}: choose the opponent who takes "
                               "part in separating the piles")
    them = replies.pop(0)[1] if len(opponents) > 1 else opponents[0]
    separator, chooser = (them, me) if eff.get("separator") == "opponent" else (me, them)
    piles = _separate(state, item, separator, revealed, replies, "a card")
    if isinstance(piles, Decision):
        return piles
    first, second = piles
    if not replies:
        return Decision("choose", chooser, options=(FIRST, SECOND),
                        prompt=f"{current_name(state, item)}: choose the pile "
                               f"{player.name} puts into their hand: first "
                               f"{_names(state, first)}, second {_names(state, second)} "
                               "(CR 700.3)")
    pile, rest = (first, second) if replies[0] == FIRST else (second, first)
    state.say(f"{state.players[chooser].name} chooses the {replies.pop(0)}", "700.3")
    bottom = bottom_order(state, item, rest, eff.get("rest"), replies)
    if isinstance(bottom, Decision):
        return bottom
    moves = [events.ZoneChange(o, "hand", rules=("700.3",),
                               text=f"{player.name} puts {state.objects[o].name} into their "
                                    "hand") for o in pile]
    return put_looked_cards(state, player, moves, rest, bottom, eff)
