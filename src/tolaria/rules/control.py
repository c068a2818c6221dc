"""Controlling another player (CR 720): Sorin Markov's "You control target player during
that player's next turn." and Emrakul, the Promised End's "you gain control of target
opponent during that player's next turn. After that turn, that player takes an extra
turn."

`GameState.player_control` holds (controlled player, controlling player, when):

- `NEXT`: waiting for the controlled player's next turn, the next one they actually take
  (CR 720.1, 720.1b: a skipped turn isn't taken); a newer one for the same player
  overwrites it (720.1a);
- `NOW`: this turn; it ends as the next turn begins (CR 720.1);
- `EXTRA_NEXT`, `EXTRA_NOW`: the extra turn the player takes after that turn (Emrakul, CR
  500.7), created as that turn ends, so it is the next turn taken.

Only control of the player changes: objects keep their controllers, and the controlled
player is still the active player (CR 720.3). Their decisions (a `Decision`'s `player`)
are made by the controlling player (`decider`, CR 720.5): the actions stay the
controlled player's, paid with that player's resources (720.5a), and the controller's
seat sees what the controlled player sees (720.4, `tolaria.view`). A player who controls
themselves decides as usual (720.9), and control ends if the controlling player leaves
the game (CR 800.4a). Conceding is never the controller's to do (CR 720.6): a concession
is always the conceding player's own action (`Game.act`).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules.effects import handler, players_of

NEXT, NOW = "next turn", "this turn"
EXTRA_NEXT, EXTRA_NOW = "extra turn after next turn", "extra turn after this turn"


def decider(state: GameState, player: int) -> int:
    """The player who makes `player`'s decisions now: whoever controls them this turn
    (CR 720.5), else `player`."""
    for controlled, controller, when in state.player_control:
        if when == NOW and controlled == player and not state.players[controller].lost:
            return controller
    return player


def controlled_by(state: GameState, player: int) -> tuple[int, ...]:
    """The other players `player` controls now (CR 720.1), whose view they share (720.4)."""
    return tuple(controlled for controlled, controller, when in state.player_control
                 if when == NOW and controller == player and controlled != player
                 and not state.players[player].lost)


@handler("control_player")
def _control_player(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """Sorin Markov's [−7], Emrakul's cast trigger: control of the player during their
    next turn (CR 720.1), the newest one for a player overwriting the older (720.1a)."""
    me = state.players[item.controller].name
    for who in players_of(state, item, eff.get("who")):
        entries = tuple(e for e in state.player_control if not (e[0] == who and e[2] == NEXT))
        entries += ((who, item.controller, NEXT),)
        if eff.get("extra_turn"):
            entries += ((who, item.controller, EXTRA_NEXT),)
        state.player_control = entries
        state.say(f"{me} will control {state.players[who].name} during their next turn", "720.1")
    state.changed()
    return None


def turn_ends(state: GameState, actives: list[int]) -> None:
    """As the next turn begins: control during the turn that ended stops (CR 720.1), and
    the extra turn due after it is created, the most recent, so taken next (CR 500.7)."""
    for controlled, _, when in state.player_control:
        if when == EXTRA_NOW and not state.players[controlled].lost:
            state.extra_turns.append(controlled)
            state.say(f"{state.players[controlled].name} will take an extra turn after this "
                      "one", "500.7")
    state.player_control = tuple(e for e in state.player_control
                                 if e[2] not in (NOW, EXTRA_NOW))


def turn_begins(state: GameState, actives: list[int]) -> None:
    """The turn a waiting control effect is for begins: it applies (CR 720.1)."""
    begun = {NEXT: NOW, EXTRA_NEXT: EXTRA_NOW}
    entries = tuple((controlled, controller, begun[when])
                    if controlled in actives and when in begun else (controlled, controller, when)
                    for controlled, controller, when in state.player_control)
    state.player_control = entries
    for controlled, controller, when in entries:
        if when == NOW:
            state.say(f"{state.players[controller].name} controls "
                      f"{state.players[controlled].name} during this turn", "720.1")
