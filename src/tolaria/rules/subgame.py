"""Subgames (CR 726): Shahrazad's "Players play a Magic subgame, using their libraries as
their decks. Each player who doesn't win the subgame loses half their life, rounded up."

The subgame is a complete `GameState` kept inside the main game's state
(`state.subgame`), so copying and saving the main game captures both. The main
game is discontinued while it runs (CR 726.1a): the spell's resolution waits on a
"subgame" decision, and `tolaria.game.Game` hands every decision to the
innermost game being played (`current`; a subgame can have its own, CR 726.6).

- Starting (CR 726.2): each player's main-game library becomes their subgame
  library (the cards keep their `card_uid`), nothing else moves; a random player
  goes first, and the subgame starts like any game (shuffles, opening hands,
  mulligans, CR 103). Players who have left the main game aren't in it (CR 726.4).
- Nothing crosses between the games (CR 726.1b, 726.4b): the subgame has its own
  life totals, counters, effects and zones.
- Ending (CR 726.5): each player takes every card they own that is in the
  subgame, in any zone, into their main-game library and shuffles it; tokens and
  other objects cease to exist. Then the spell finishes resolving: here, the
  life loss of each player who didn't win (a draw: nobody won).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState, LogEntry, Options
from tolaria.data.vocabulary import PHASED_OUT
from tolaria.rules import events, resolve, zones
from tolaria.rules.effects import handler
from tolaria.rules.layers import current_name

# Zones a card can be in when the subgame ends, and phased-out permanents; everything else
# is not a card (CR 726.5).
CARD_ZONES = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "ante",
              PHASED_OUT)


def current(state: GameState) -> GameState:
    """The game being played: `state`, or the subgame it waits on, innermost first."""
    while state.subgame is not None and not state.subgame.over:
        state = state.subgame
    return state


def ended(state: GameState) -> bool:
    """Is `state` waiting on a subgame that has just ended?"""
    sub = state.subgame
    return sub is not None and sub.over and state.decision is not None \
        and state.decision.kind == "subgame"


def depth(state: GameState) -> int:
    """How many subgames deep the game being played is (0: none, CR 726.6)."""
    n = 0
    while state.subgame is not None and not state.subgame.over:
        state, n = state.subgame, n + 1
    return n


# -- starting (CR 726.2) -------------------------------------------------------------------

def start(state: GameState, item: GameObject) -> GameState:
    """Create the subgame: the libraries move into it; a random player goes first."""
    players = state.living()
    first = players[state.rng.randrange(len(players))]                 # CR 726.2
    options = Options(rules=state.options.rules, starting_player=first,
                      skip_mulligans=state.options.skip_mulligans, ante=state.options.ante)
    sub = GameState([p.name for p in state.players], state.rng.randrange(2 ** 32), options)
    sub.next_uid = state.next_uid          # the cards keep their uids; new tokens get fresh ones
    sub.aliases = dict(state.aliases)
    moved = 0
    for p in state.players:
        if p.lost:                                                    # CR 726.4
            sub.players[p.index].lost = sub.players[p.index].kept = True
            continue
        for oid in list(p.library):
            card = state.objects[oid]
            zones.create_object(sub, card.card, p.index, "library", uid=card.card_uid)
            zones.remove_from_game(state, card)
            moved += 1
    state.subgame = sub
    state.say(f"{current_name(state, item)}: the players begin a subgame with their libraries as "
              "their decks "
              f"({moved} cards); {state.players[first].name} goes first", "726.1a", "726.2")
    state.changed()
    return sub


# -- ending (CR 726.5) ---------------------------------------------------------------------

def resume(state: GameState) -> None:
    """The subgame is over: the main game stops waiting, its spell goes on resolving with the
    subgame's winner as the answer."""
    from tolaria.rules.ante import settle
    sub = state.subgame
    settle(sub)                                            # a subgame for ante (CR 407.2)
    state.decision = None
    resolve.answer(state, (sub.winner,))


def finish(state: GameState) -> int | None:
    """CR 726.5: the cards go back to their owners' main-game libraries, which are shuffled;
    the subgame and everything else in it cease to exist. Returns the subgame's winner."""
    sub = state.subgame
    if sub is None:
        return None
    for obj in sub.objects.values():
        if obj.zone in CARD_ZONES and not (obj.card.token or obj.is_ability or obj.is_copy):
            zones.create_object(state, obj.card, obj.owner, "library", uid=obj.card_uid)
    state.next_uid = max(state.next_uid, sub.next_uid)
    for p in state.players:
        state.rng.shuffle(p.library)
    state.log.extend(LogEntry(state.turn, state.step, f"subgame: {entry.text}", entry.rules)
                     for entry in sub.log)
    winner = sub.winner
    state.subgame = None
    who = state.players[winner].name if winner is not None else "nobody (a draw)"
    state.say(f"the subgame ends: {who} won it; the cards return to their owners' "
              "libraries", "726.5")
    state.changed()
    return winner


@handler("subgame")
def _subgame(state: GameState, item: GameObject, eff: Effect, answer: Any
             ) -> Decision | None:
    """Shahrazad. The first call starts the subgame and waits; the answer is its winner."""
    if answer is None:
        start(state, item)
        return Decision("subgame", item.controller,
                        prompt="a subgame is being played (CR 726.1a)")
    winner = answer[0]
    finish(state)
    losses = [events.LifeLoss(p, (state.players[p].life + 1) // 2, ("726.5",))
              for p in state.apnap() if p != winner and state.players[p].life > 0]
    return events.happen(state, *losses)
