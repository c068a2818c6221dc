"""Dungeons (CR 309), venture into the dungeon (CR 701.46) and the initiative (CR 723).

The dungeons are data in `tolaria.cards.dungeons`: Undercity, the one the initiative
ventures into (CR 723.2), and Lost Mine of Phandelver, Dungeon of the Mad Mage and Tomb of
Annihilation, the ones "venture into the dungeon" chooses from (CR 701.46a); each room's
effect is compiled by the Oracle compiler and run through the engine's effect steps. "you
take the initiative" is read only while every room of Undercity can be done, "venture into
the dungeon" only while every room of the other three can (`dungeons.gaps`).

State: `GameState.initiative` is the player who has the initiative (CR 723.1, None before
any player took it); `Player.room` is the room their venture marker is on, which names its
dungeon (None: no dungeon of theirs in the command zone, CR 309.2), `Player.dungeons` how
many dungeons they completed and `Player.completed` which (CR 309.7).

- venturing (`venture`, the effect step "venture"): with no dungeon in the command zone the
  player puts one there, marker on the topmost room: Undercity when venturing into
  Undercity (CR 701.46d), else the one of the other three they choose (CR 309.2a, 309.4a,
  701.46a); otherwise they move to a room an arrow points to, choosing when two do (CR
  309.5a, 701.46b), or on the bottommost room complete the dungeon and start again (CR
  701.46c, 309.5b, 309.7). Moving into a room triggers its room ability, controlled by the
  dungeon's owner (CR 309.4c).
- the state-based action (`check`, CR 309.6, 704.5t): a marker on the bottommost room whose
  room ability has left the stack completes the dungeon.
- the initiative's three inherent triggers, with no source (CR 723.2): the upkeep venture
  (`upkeep`), combat damage to the player with it (`damaged`) and the venture on taking it
  (`take`); taking it moves the designation (CR 723.3, 723.5); the player with it leaving
  the game passes it on (`left`, CR 723.4).
"""

from __future__ import annotations

from typing import Any

from tolaria.cards.dungeons import CARDS, NAME, ROOMS, VENTURE, dungeon_of, room_ability, topmost
from tolaria.data.actions import Decision
from tolaria.data.ir import CardDef, Effect, TriggeredAbility, effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState, PendingTrigger
from tolaria.rules import restrictions
from tolaria.rules.conditions import record
from tolaria.rules.effects import handler, players_of
from tolaria.rules.layers import characteristics

INITIATIVE = CardDef(name="The Initiative", mana_cost=None, types=frozenset())
NO_SOURCE = -1                 # the initiative's abilities have no source (CR 723.2)


# -- venturing (CR 701.46, 309.5) ----------------------------------------------------------------

def _enter_room(state: GameState, player: int, room: str) -> None:
    """The player's venture marker moves into `room`: its room ability triggers (309.4c)."""
    name = dungeon_of(room)
    state.players[player].room = room
    state.say(f"{state.players[player].name} moves their venture marker into {room} "
              f"({name})", "309.4c")
    state.pending.append(PendingTrigger(
        controller=player, source_id=NO_SOURCE, source_name=name, ability=room_ability(room),
        card=CARDS[name]))
    state.changed()


def _complete(state: GameState, player: int) -> None:
    """The player removes their dungeon from the game and completes it (CR 309.7)."""
    p = state.players[player]
    name = dungeon_of(p.room or "")
    p.room = None
    p.dungeons += 1
    if name not in p.completed:
        p.completed += (name,)
    state.say(f"{p.name} completes {name}", "309.7")
    state.changed()
    from tolaria.rules import triggers
    triggers.on_player_action(state, "complete_dungeon", player)       # CR 309.7, 603.2


def _which(player: int, rule: str) -> Decision:
    """The choice of a dungeon to venture into (CR 309.2a, 701.46a, 701.46c)."""
    return Decision("choose", player, options=VENTURE,
                    prompt=f"choose the dungeon to venture into (CR {rule})")


def _bring(state: GameState, player: int, undercity: bool, answer: Any, rule: str
           ) -> Decision | None:
    """The player chooses a dungeon from outside the game, puts it into the command zone
    and their marker on its topmost room (CR 309.2a, 309.4a): Undercity when venturing into
    Undercity (CR 701.46d), else one of the others (CR 701.46a; Undercity can't be entered
    this way)."""
    p = state.players[player]
    if not undercity and (answer is None or answer[0] not in VENTURE):
        return _which(player, rule)
    name = NAME if undercity else answer[0]
    state.say(f"{p.name} puts {name} into the command zone", "309.2a", rule)
    _enter_room(state, player, topmost(name))                      # CR 309.4a
    return None


def venture(state: GameState, player: int, answer: Any, undercity: bool = True
            ) -> Decision | None:
    """`player` ventures into Undercity (CR 701.46d) or, `undercity` False, into the dungeon
    (CR 701.46); a Decision when they choose a dungeon or two arrows point away from their
    room and `answer` hasn't chosen."""
    p = state.players[player]
    if answer is None and (why := restrictions.venture_limited(state, player)) is not None:
        state.say(why, "101.2")
        return None
    if answer is None:
        record(state, "ventured", player)           # "more than once each turn" (701.46)
    if p.room is None:                                              # CR 309.2a, 701.46a
        return _bring(state, player, undercity, answer, "701.46d" if undercity else "701.46a")
    after = ROOMS[p.room][1]
    if not after:                                   # the bottommost room (CR 701.46c, 309.5b)
        if not undercity and (answer is None or answer[0] not in VENTURE):
            return _which(player, "701.46c")
        _complete(state, player)
        return _bring(state, player, undercity, answer, "701.46c")
    if len(after) == 1:
        _enter_room(state, player, after[0])
        return None
    if answer is None or answer[0] not in after:                   # CR 701.46b
        return Decision("choose", player, options=after,
                        prompt=f"{dungeon_of(p.room)}: choose the room to venture into "
                               "(CR 701.46b)")
    _enter_room(state, player, answer[0])
    return None


@handler("venture")
def _venture(state: GameState, item: GameObject, eff: Effect, answer: Any
             ) -> Decision | None:
    """"[Player] venture(s) into Undercity" (CR 701.46d) or, `dungeon` set, "venture into
    the dungeon" (CR 701.46): one player at a time."""
    who = players_of(state, item, eff.get("who", "you"))
    return venture(state, who[0], answer, not eff.get("dungeon")) if who else None


def _room_pending(state: GameState, player: int) -> bool:
    """Has a room ability of `player`'s dungeon triggered and not yet left the stack?"""
    name = dungeon_of(state.players[player].room or "")
    return any(t.card is CARDS[name] and t.controller == player for t in state.pending) or any(
        (o := state.objects.get(oid)) is not None and o.source_name == name
        and o.controller == player and o.source_id == NO_SOURCE for oid in state.stack)


def check(state: GameState) -> bool:
    """CR 309.6 (a state-based action): a venture marker on the bottommost room of a dungeon
    whose room ability has left the stack: its owner removes it from the game."""
    done = False
    for p in state.players:
        if p.room is not None and not ROOMS[p.room][1] and not p.lost \
                and not _room_pending(state, p.index):
            _complete(state, p.index)
            done = True
    return done


# -- the initiative (CR 723) ----------------------------------------------------------------------

def _trigger(state: GameState, controller: int, eff: Effect, text: str,
             data: tuple[Any, ...] = ()) -> None:
    """One of the initiative's inherent triggered abilities triggers (CR 723.2)."""
    state.pending.append(PendingTrigger(
        controller=controller, source_id=NO_SOURCE, source_name="the initiative",
        ability=TriggeredAbility(event="initiative", effects=(eff,), text=text), data=data,
        card=INITIATIVE))
    state.say(f"the initiative's ability triggers: {text}", "723.2")
    state.changed()


def take(state: GameState, player: int) -> None:
    """`player` takes the initiative: the one who had it ceases to (CR 723.3; taking it again
    makes no second one, CR 723.5); "Whenever a player takes the initiative, that player
    ventures into Undercity" triggers (CR 723.2)."""
    state.initiative = player
    state.say(f"{state.players[player].name} takes the initiative", "723.3")
    _trigger(state, player, effect("venture", who="you"),
             "Whenever a player takes the initiative, that player ventures into Undercity.")


def upkeep(state: GameState, active: int) -> None:
    """"At the beginning of the upkeep of the player who has the initiative, that player
    ventures into Undercity" (CR 723.2)."""
    if state.initiative == active and not state.players[active].lost:
        _trigger(state, active, effect("venture", who="you"),
                 "At the beginning of the upkeep of the player who has the initiative, that "
                 "player ventures into Undercity.")


def damaged(state: GameState, source: GameObject) -> None:
    """"Whenever one or more creatures a player controls deal combat damage to the player
    who has the initiative, the controller of those creatures takes the initiative" (CR
    723.2): one trigger for each player whose creatures dealt it in one combat damage step."""
    if not characteristics(state, source).is_creature:
        return
    dealer = characteristics(state, source).controller
    for t in state.pending:
        if t.card is INITIATIVE and t.ability.effects[0].op == "initiative_steal" \
                and t.data == (("player", dealer),):
            return                                          # "one or more creatures"
    _trigger(state, state.initiative, effect("initiative_steal"),
             "Whenever one or more creatures a player controls deal combat damage to the "
             "player who has the initiative, the controller of those creatures takes the "
             "initiative.", (("player", dealer),))


def left(state: GameState, player: int) -> None:
    """CR 723.4: the player with the initiative left the game; the active player takes it,
    or the next player in turn order if the active player is the one leaving."""
    heir = state.active if state.active != player else state.next_player(player)
    if heir == player or state.players[heir].lost:
        state.initiative = None
        return
    take(state, heir)


@handler("take_initiative")
def _take_initiative(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"You take the initiative" (CR 723.1, 723.3)."""
    for who in players_of(state, item, eff.get("who", "you")):
        take(state, who)


@handler("initiative_steal")
def _initiative_steal(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """The controller of the creatures that dealt the combat damage takes the initiative."""
    data = item.trigger_data
    if data:
        take(state, data[0][1])
