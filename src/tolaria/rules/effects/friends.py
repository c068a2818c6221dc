"""Friend or foe: "For each player, choose friend or foe." (the Battlebond sorceries). As
the spell resolves its controller chooses, for each player in turn order starting with
themself, friend or foe (CR 608.2d, 101.4); the spell remembers the two groups
(`GameObject.chosen` under FRIENDS and FOES), which "each friend" and "each foe" name
(`tolaria.rules.effects.players_of`).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import FOES, FRIEND_OR_FOE, FRIENDS
from tolaria.rules import multiplayer
from tolaria.rules.effects import handler
from tolaria.rules.layers import current_name

_CHOICES = ("friend", "foe")


@handler(FRIEND_OR_FOE)
def _friend_or_foe(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """One answer for each player, in turn order from the controller (CR 101.4)."""
    players = multiplayer.players_in_range(state, item.controller, state.apnap())
    picked = list(answer or ())
    if len(picked) < len(players):
        who = state.players[players[len(picked)]].name
        return Decision("choose", item.controller, options=_CHOICES,
                        prompt=f"{current_name(state, item)}: is {who} a friend or a foe? "
                               "(CR 608.2d)")
    friends = tuple(p for p, c in zip(players, picked, strict=True) if c == "friend")
    foes = tuple(p for p, c in zip(players, picked, strict=True) if c == "foe")
    item.chosen += ((FRIENDS, friends), (FOES, foes))
    for group, word in ((friends, "friends"), (foes, "foes")):
        names = ", ".join(state.players[p].name for p in group) or "no one"
        state.say(f"{current_name(state, item)}: {word}: {names}", "608.2d")
    return None


def chosen(state: GameState, item: GameObject, group: str) -> list[int]:
    """The players chosen friends (or foes) still in the game, in turn order (CR 101.4)."""
    found = dict(item.chosen).get(group, ())
    return [p for p in multiplayer.players_in_range(state, item.controller, state.apnap())
            if p in found]
