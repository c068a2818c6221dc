"""Multiplayer rules (CR 800-809): free-for-all and Emperor games, players leaving the game,
limited range of influence, and who may attack whom.

The options live in `state.Options` (chosen in `Game.new`, or a scenario's `options:`):

- `variant`: "free-for-all" (CR 806; also what a two-player game is), "emperor" (CR 809),
  "grand-melee" (CR 807), "commander" (CR 903: a free-for-all game, CR 903.2, with the
  commander rules of `tolaria.rules.commander`) or "two-headed-giant" (CR 810: two teams of
  two seated together, seats 0-1 and 2-3, with shared team turns, CR 805);
- `range_of_influence`: None (unlimited) or a number of seats (CR 801); the Emperor
  variant always limits it, to 2 for emperors and 1 for generals (CR 809.3a);
- `attack`: "multiple" (CR 802, the default), "left" or "right" (CR 803); in the Emperor
  variant a player may attack only the opponents seated next to them (CR 809.3c);
- `teams`: the seats of each team (Emperor: three each, the emperor in the middle).

Seats are the order the players are given in; turn order goes to the left (CR 809.4,
808.4), so a player's left neighbour is the next player in turn order. Seats of players
who left the game are empty: the players on either side become neighbours. The players
within a range of influence are fixed as each turn begins (CR 801.2c), so a player who
left during this turn still holds their seat for counting distances until the next turn.

Leaving the game (CR 800.4a) is `leave_game`, called when a player loses in a game that
began with more than two players (CR 104.5); in a two-player game the game just ends.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import ActivatedAbility, Cost, Effect, TargetSpec, effect, layer_effect
from tolaria.data.objects import GameObject, Ref
from tolaria.data.state import ContinuousEffect, GameState, Options

VARIANTS = ("free-for-all", "emperor", "grand-melee", "commander", "two-headed-giant")
TWO_HEADED_GIANT = "two-headed-giant"
GIANT_LIFE = 30                            # CR 810.4, 103.4a: each team's shared life


def starting_life(state: GameState, player: int) -> int:
    """CR 103.4: a player's starting life total: 30 shared in Two-Headed Giant (103.4a,
    810.4), 40 in a Commander game (103.4c, 903.7), else 20."""
    from tolaria.rules.commander import STARTING_LIFE
    commanders = state.options.commanders
    if shared_turns(state):
        return GIANT_LIFE
    if state.options.variant == "commander" or (player < len(commanders) and
                                                commanders[player]):
        return STARTING_LIFE
    return 20
GIANT_POISON = 15                          # CR 810.8d
# CR 807.4a: one turn marker for each full four players. Several turn markers mean
# simultaneous turns with several stacks (CR 807.4-807.5), which the engine doesn't play.
GRAND_MELEE_PLAYERS = range(4, 8)
ATTACK_OPTIONS = ("multiple", "left", "right")
TEAM_SIZE = 3                              # CR 809.1: teams of three players
EMPEROR_RANGE, GENERAL_RANGE = 2, 1        # CR 809.3a
PLAYER_ZONES = ("library", "hand", "graveyard", "exile")

# CR 804.2: in the Emperor variant (CR 809.3b) each creature has this ability.
DEPLOY = ActivatedAbility(
    cost=Cost(tap=True), targets=(TargetSpec(players="teammate", text="target teammate"),),
    effects=(effect("deploy", target=0),), sorcery_speed=True,
    text="{T}: Target teammate gains control of this creature. Activate only as a sorcery.")


# -- the options ----------------------------------------------------------------------------

def make_options(n_players: int, variant: str = "free-for-all",
                 range_of_influence: int | None = None, attack: str = "multiple",
                 **base: Any) -> Options:
    """The Options of a game of `n_players`; ValueError for a combination the CR excludes."""
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r} (known: {', '.join(VARIANTS)})")
    if attack not in ATTACK_OPTIONS:
        raise ValueError(f"unknown attack option {attack!r} (known: {', '.join(ATTACK_OPTIONS)})")
    if range_of_influence is not None and (isinstance(range_of_influence, bool)
                                           or not isinstance(range_of_influence, int)
                                           or range_of_influence < 1):
        raise ValueError("a range of influence is a number of seats, at least 1 (CR 801.2a)")
    teams: tuple[tuple[int, ...], ...] = ()
    if variant == "emperor":
        if n_players < 2 * TEAM_SIZE or n_players % TEAM_SIZE:
            raise ValueError("the Emperor variant is played by two or more teams of three "
                             "players (CR 809.1)")
        if range_of_influence is not None or attack != "multiple":
            raise ValueError("the Emperor variant fixes the range of influence (CR 809.3a) and "
                             "who may be attacked (CR 809.3c)")
        teams = tuple(tuple(range(i, i + TEAM_SIZE)) for i in range(0, n_players, TEAM_SIZE))
    if variant == "grand-melee":
        if n_players not in GRAND_MELEE_PLAYERS:
            raise ValueError("Grand Melee is supported with 4 to 7 players, one turn marker "
                             "(CR 807.4a); more players need simultaneous turns with several "
                             "stacks (CR 807.4-807.5), which the engine doesn't play")
        if attack not in ("multiple", "left") or range_of_influence not in (None, 1):
            raise ValueError("Grand Melee uses a range of influence of 1 and the attack left "
                             "option (CR 807.2a-c)")
        range_of_influence, attack = 1, "left"                         # CR 807.2a-b
    if variant == TWO_HEADED_GIANT:
        if n_players != 4 or range_of_influence is not None or attack != "multiple":
            raise ValueError("Two-Headed Giant is played by two teams of two players (CR "
                             "810.1), without range of influence or attack options")
        teams = ((0, 1), (2, 3))                                       # CR 810.3
    if variant == "commander":
        seats = base.get("commanders", ())
        if len(seats) != n_players or not all(1 <= len(names) <= 2 for names in seats):
            raise ValueError("a Commander game needs one commander for each player, or two "
                             "with a partner ability (CR 903.3, 702.124a)")
    elif base.get("commanders"):
        raise ValueError("commanders are for the commander variant (CR 903.3)")
    return Options(variant=variant, range_of_influence=range_of_influence, attack=attack,
                   teams=teams, **base)


# -- teams (CR 102.3, 809.2) ----------------------------------------------------------------

def team_of(state: GameState, player: int) -> tuple[int, ...]:
    for team in state.options.teams:
        if player in team:
            return team
    return (player,)


def teammates(state: GameState, player: int) -> list[int]:
    """The other players of `player`'s team still in the game (CR 102.3)."""
    return [p for p in team_of(state, player) if p != player and not state.players[p].lost]


def emperor_of(state: GameState, player: int) -> int | None:
    """CR 809.2: the emperor sits in the middle of the team."""
    if state.options.variant != "emperor":
        return None
    team = team_of(state, player)
    return team[len(team) // 2]


def emperors(state: GameState) -> list[int]:
    return [team[len(team) // 2] for team in state.options.teams]


def is_opponent(state: GameState, player: int, other: int) -> bool:
    """CR 102.2-102.3: everyone else, but teammates, is an opponent."""
    return other != player and (not state.options.teams or other not in team_of(state, player))


def same_team(teams: tuple[tuple[int, ...], ...], player: int, other: int) -> bool:
    """Is `other` `player` or on `player`'s team (`teams`: the game's `options.teams`)?
    CR 102.4: without teams, "your team" is just you."""
    return other == player or any(player in team and other in team for team in teams)


# -- seats and range of influence (CR 801) --------------------------------------------------

def seated(state: GameState) -> list[int]:
    """The seats that count this turn, in turn order: the players in the game as the turn
    began (CR 801.2c)."""
    return [p.index for p in state.players if not p.lost or p.left_turn == state.turn]


def seat_distance(state: GameState, a: int, b: int) -> int | None:
    """Seats between two players, the shorter way round the table; None if one isn't seated."""
    seats = seated(state)
    if a not in seats or b not in seats:
        return None
    d = (seats.index(b) - seats.index(a)) % len(seats)
    return min(d, len(seats) - d)


def range_of(state: GameState, player: int) -> int | None:
    """A player's range of influence in seats (None: unlimited)."""
    if state.options.variant == "emperor":
        return EMPEROR_RANGE if emperor_of(state, player) == player else GENERAL_RANGE
    return state.options.range_of_influence


def in_range(state: GameState, player: int, other: int) -> bool:
    """CR 801.2, 801.2b: is `other` within `player`'s range of influence?"""
    if player == other or not state.options.limited_range:
        return True
    distance = seat_distance(state, player, other)
    reach = range_of(state, player)
    return distance is not None and (reach is None or distance <= reach)


def object_controller(state: GameState, obj: GameObject) -> int:
    """Whose an object counts as for range of influence (CR 801.2d): its controller, its
    last controller if it has left the battlefield, else its owner (CR 108.4a)."""
    from tolaria.rules.layers import controller
    if obj.zone == "battlefield":
        return controller(state, obj)
    if obj.zone == "gone:battlefield" and obj.last_known is not None:
        return obj.last_known.controller
    return obj.controller if obj.zone == "stack" else obj.owner


def object_in_range(state: GameState, player: int, obj: GameObject) -> bool:
    """CR 801.2d: objects controlled by players within range are within range."""
    if not state.options.limited_range:
        return True
    return in_range(state, player, object_controller(state, obj))


def ref_in_range(state: GameState, player: int, ref: Any) -> bool:
    """A ("player", i) or ("object", id) reference within `player`'s range (else True)."""
    if not isinstance(ref, tuple) or len(ref) != 2:
        return True
    kind, ident = ref
    if kind == "player":
        return in_range(state, player, ident)
    if kind == "object":
        obj = state.objects.get(ident)
        return obj is None or object_in_range(state, player, obj)
    return True


def players_in_range(state: GameState, player: int, players: Iterable[int]) -> list[int]:
    """CR 801.10: an effect of `player`'s affects only the players within their range."""
    if not state.options.limited_range:
        return list(players)
    return [p for p in players if in_range(state, player, p)]


def event_in_range(state: GameState, player: int, data: tuple[Any, ...]) -> bool:
    """CR 801.7: a trigger event happens entirely within `player`'s range of influence."""
    return all(ref_in_range(state, player, ref) for ref in data)


def why_out_of_range(state: GameState, player: int, ref: Any) -> str | None:
    """The reason `ref` is outside `player`'s range of influence, or None (CR 801.4)."""
    if not state.options.limited_range or ref_in_range(state, player, ref):
        return None
    from tolaria.rules.events import name_of
    return (f"{name_of(state, ref)} is outside {state.players[player].name}'s range of "
            "influence (CR 801.4)")


# -- attacking (CR 508.1b, 801.3, 802, 803, 809.3c) -----------------------------------------

def neighbour(state: GameState, player: int, side: str) -> int | None:
    """The player seated immediately to the left (next in turn order) or right, among the
    players still in the game; None if there is nobody else."""
    living = state.living()
    if player not in living or len(living) < 2:
        return None
    step = 1 if side == "left" else -1
    return living[(living.index(player) + step) % len(living)]


def attackable_players(state: GameState, player: int) -> list[int]:
    """The players `player` may attack (and whose planeswalkers they may attack)."""
    opts = state.options
    opponents = state.opponents(player)
    if opts.variant == "emperor":                                      # CR 809.3c
        sides = {neighbour(state, player, "left"), neighbour(state, player, "right")}
        opponents = [p for p in opponents if p in sides]
    elif opts.attack in ("left", "right"):                             # CR 803.1a-b
        nearest = neighbour(state, player, opts.attack)
        opponents = [nearest] if nearest in opponents else []
    if opts.limited_range:                                             # CR 801.3
        opponents = [p for p in opponents if in_range(state, player, p)]
    return opponents


def why_not_attackable(state: GameState, player: int, defender: int) -> str:
    """Why `player` may not attack `defender` (a player, or a planeswalker's controller)."""
    name = state.players[defender].name
    if state.players[defender].lost:
        return f"{name} has left the game (CR 800.4)"
    if not is_opponent(state, player, defender):
        return f"{name} isn't an opponent (CR 508.1b, 102.3)"
    if state.options.variant == "emperor" and defender not in (
            neighbour(state, player, "left"), neighbour(state, player, "right")):
        return f"{name} isn't seated next to the attacking player (CR 809.3c)"
    if not in_range(state, player, defender):
        return f"{name} is outside the attacker's range of influence (CR 801.3)"
    return f"only the opponent seated to the {state.options.attack} may be attacked (CR 803.1)"


# -- leaving the game (CR 800.4) ------------------------------------------------------------

def leave_game(state: GameState, player: int) -> None:
    """CR 800.4a: the player's objects leave the game, effects giving them control end, their
    abilities on the stack cease to exist, then what they still control is exiled."""
    from tolaria.rules import events, zones
    from tolaria.rules.layers import current_name
    p = state.players[player]
    p.left_turn = state.turn
    for oid in list(state.battlefield) + list(state.stack):
        obj = state.objects[oid]
        if obj.owner == player:
            _leave(state, obj)
    for zone in PLAYER_ZONES:
        for oid in list(p.zone(zone)):
            zones.remove_from_game(state, state.objects[oid])
    if state.phased_out:
        from tolaria.rules.keywords.phasing import owner_left
        owner_left(state, player)                    # CR 702.26k
    for oid in list(state.command):                  # their commanders (CR 800.4a, 408)
        if state.objects[oid].owner == player:
            zones.remove_from_game(state, state.objects[oid])
    kept = [e for e in state.effects if not _gives_control(e, player)]
    if len(kept) != len(state.effects):
        state.effects = kept
        state.say(f"the effects giving {p.name} control of objects end", "800.4a")
    state.changed()
    for oid in list(state.stack):
        obj = state.objects[oid]
        if obj.controller == player and (obj.is_ability or obj.is_copy):
            zones.remove_from_game(state, obj)
            state.say(f"{current_name(state, obj)} ceases to exist: its controller left the "
                      "game", "800.4a")
    for oid in list(state.battlefield) + list(state.stack):
        obj = state.objects[oid]
        if object_controller(state, obj) == player:
            events.perform(state, events.ZoneChange(
                oid, "exile", text=f"{current_name(state, obj)} is exiled: its controller left the "
                                   "game",
                rules=("800.4a",)))
    state.say(f"{p.name} leaves the game", "800.4a")
    if getattr(state, "monarch", None) == player:
        from tolaria.rules.effects.library import monarch_left
        monarch_left(state, player)                                         # CR 722.4
    if getattr(state, "initiative", None) == player:
        from tolaria.rules import dungeon
        dungeon.left(state, player)                                         # CR 723.4
    _forget_player(state, player)
    state.changed()


def _leave(state: GameState, obj: GameObject) -> None:
    """An object leaves the game with its owner (not to any zone, so nothing sees it die)."""
    from tolaria.rules import events, zones
    if obj.zone == "battlefield":
        from tolaria.rules.layers import characteristics
        obj.last_known = characteristics(state, obj)               # CR 800.4i, 608.2h
        events.remove_from_combat(state, obj)
    zones.remove_from_game(state, obj)


def _gives_control(eff: ContinuousEffect, player: int) -> bool:
    return any(part.op == "control" and part.get("controller") == player for part in eff.parts)


def _forget_player(state: GameState, player: int) -> None:
    """What the game was waiting for from the player who left (CR 800.4a, 800.4d, 800.4j)."""
    state.pending = [t for t in state.pending if t.controller != player]          # 800.4d
    state.delayed = [t for t in state.delayed if t.controller != player]
    live = [f for f in state.frames if f.obj_id in state.stack]
    if len(live) != len(state.frames):                 # a resolving object left the game
        state.frames = live
        if not live:
            state.priority, state.passes = state.active, 0            # CR 117.3b
    gone = [k for k in state.assigned if state.objects[k].zone != "battlefield"]
    for k in gone:                                    # creatures that left deal no damage
        del state.assigned[k]
    for name in ("bottoms", "opening"):
        setattr(state, name, [p for p in getattr(state, name) if p != player])
    state.mulligan_round = [(p, c) for p, c in state.mulligan_round if p != player]
    d = state.decision
    if d is not None and d.player == player:
        state.decision = None
        if state.stage in ("attackers", "untap_choice"):
            state.stage = "begin"              # redo the step's start: nobody to declare
        if state.replacing and state.replacing[-1].decision == d:
            state.replacing.clear()
    if state.priority == player:
        state.priority = state.next_player(player)                    # CR 800.4a


# -- shared team turns and the Two-Headed Giant variant (CR 805, 810) -----------------------

def shared_turns(state: GameState) -> bool:
    """CR 810.2: Two-Headed Giant games use the shared team turns option (CR 805)."""
    return state.options.variant == TWO_HEADED_GIANT


def is_active(state: GameState, player: int) -> bool:
    """Is `player` an active player: the active player, or with shared team turns a player of
    the active team (CR 805.4a)? `state.active` is the team's primary player (CR 805.2)."""
    return player == state.active or (state.options.variant == TWO_HEADED_GIANT
                                      and player in team_of(state, state.active))


def active_players(state: GameState) -> list[int]:
    """The active player, or the active team's players still in the game (CR 805.4a)."""
    if state.options.variant != TWO_HEADED_GIANT:
        return [state.active]
    return [p for p in team_of(state, state.active) if not state.players[p].lost]


def on_side_of(state: GameState, player: int, other: int) -> bool:
    """`other` is `player`, or with shared team turns `player`'s teammate: the players whose
    creatures one team declaration covers (CR 805.10b, 805.10d)."""
    return other == player or (state.options.variant == TWO_HEADED_GIANT
                               and other in team_of(state, player))


def primary(state: GameState, player: int) -> int:
    """CR 805.2: the primary player of `player`'s team (the first of its seats in the game),
    who makes the team's choices when it has to."""
    if state.options.variant != TWO_HEADED_GIANT:
        return player
    return next((p for p in team_of(state, player) if not state.players[p].lost), player)


def next_team(state: GameState) -> int:
    """CR 805.4: the primary player of the next team in turn order to take a turn."""
    teams = state.options.teams
    mine = next(i for i, team in enumerate(teams) if state.active in team)
    for k in range(1, len(teams) + 1):
        team = teams[(mine + k) % len(teams)]
        living = [p for p in team if not state.players[p].lost]
        if living:
            return living[0]
    return state.active


def other_team(state: GameState, player: int) -> int:
    """The primary player of the team that isn't `player`'s (a two-team game)."""
    return next(primary(state, p) for p in range(state.n_players)
                if p not in team_of(state, player))


def share_life(state: GameState, player: int) -> None:
    """CR 810.9, 810.10: life and poison counters are the team's: what happened to one
    player's is applied to the team's shared total (every member holds it)."""
    p = state.players[player]
    for mate in team_of(state, player):
        state.players[mate].life, state.players[mate].poison = p.life, p.poison


def poison_limit(state: GameState) -> int:
    """CR 704.5c, 810.8d: ten poison counters lose the game; fifteen for a Two-Headed Giant
    team."""
    return GIANT_POISON if state.options.variant == TWO_HEADED_GIANT else 10


# -- winning and losing as a team (CR 104.2c, 104.3g, 809.5) --------------------------------

def falls_with(state: GameState, player: int) -> list[int]:
    """CR 809.5b: when an emperor loses, the rest of the team loses too; CR 810.8a: in
    Two-Headed Giant a team wins and loses together."""
    if state.options.variant == TWO_HEADED_GIANT:
        return teammates(state, player)
    if emperor_of(state, player) != player:
        return []
    return teammates(state, player)


def team_game_over(state: GameState) -> None:
    """CR 104.2c, 104.4d: the last team with a player in the game wins; all players of the
    team win, even those who had left. `winner` names its emperor (CR 809.5a)."""
    standing = {team_of(state, p) for p in state.living()}
    if len(standing) > 1:
        return
    state.over = True
    if not standing:
        state.say("the game is a draw", "104.4d")
        return
    team = standing.pop()
    for p in team:
        state.players[p].won = True
    state.winner = emperor_of(state, team[0]) if state.options.variant == "emperor" else team[0]
    names = ", ".join(state.players[p].name for p in team)
    state.say(f"the team of {names} wins the game", "104.2c",
              "810.8a" if shared_turns(state) else "809.5a")


def winners(state: GameState) -> list[str]:
    """The names of every player who won (a whole team in a team game)."""
    return [p.name for p in state.players if p.won]


# -- the deploy creatures option (CR 804) ---------------------------------------------------

def deploys(state: GameState) -> bool:
    """CR 809.3b: Emperor games use the deploy creatures option."""
    return state.options.variant == "emperor"


def add_deploy(chars: Any) -> Any:
    """A creature's characteristics with the deploy ability added (CR 804.2)."""
    from dataclasses import replace
    if DEPLOY in chars.activated:
        return chars
    return replace(chars, activated=chars.activated + (DEPLOY,))


def deploy(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """CR 804.2: the target teammate gains control of the ability's source (CR 613.1b)."""
    from tolaria.rules.effects import target_ref
    from tolaria.rules.layers import current_name
    ref: Ref | None = target_ref(item, eff.get("target"))
    source = state.objects.get(item.source_id) if item.source_id is not None else None
    if ref is None or source is None or source.zone != "battlefield":
        return None
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, item), affected=(source.id,),
        parts=(layer_effect("2", "control", controller=ref[1]),), until="permanent",
        source_id=source.id, controller=item.controller))
    state.say(f"{state.players[ref[1]].name} gains control of "
              f"{current_name(state, source)}", "804.2")
    state.changed()
    return None
