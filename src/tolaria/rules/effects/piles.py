"""Piles (CR 700.3): "Separate all permanents target player controls into two piles. That
player sacrifices all permanents in the pile of their choice." (Liliana of the Veil).

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
from tolaria.rules.effects import handler, players_of
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
    first = []
    while replies and replies[0] != DONE and len(first) < len(theirs):
        first.append(replies.pop(0))
    if len(first) < len(theirs) and not replies:
        left = tuple(oid for oid in theirs if oid not in first)
        return Decision("choose", item.controller, options=left + (DONE,),
                        prompt=f"{current_name(state, item)}: put a permanent into the first "
                               "pile, or done: the rest are the second (CR 700.3)")
    if replies and replies[0] == DONE:
        replies.pop(0)
    second = [oid for oid in theirs if oid not in first]
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


def _names(state: GameState, pile: list[int]) -> str:
    return "(" + ", ".join(current_name(state, state.objects[o]) for o in pile) + ")" \
        if pile else "(empty)"
