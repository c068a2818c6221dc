"""Goad (CR 701.38), a keyword action.

"Goad target creature": until the next turn of the player who controlled the spell or
ability (the goading player), the creature is goaded (CR 701.38a). Goaded is a designation,
neither an ability nor a copiable value (CR 701.38b); it is kept in the permanent's
`chosen` as ("goaded", "<player>"), one entry per goading player (CR 701.38c), and goading
it again by the same player changes nothing (CR 701.38d). A static ability can goad too
("Enchanted creature gets +2/+2 and is goaded.", the Impetus Auras): the restriction
"goaded:<player>" in the creature's characteristics, the player being the source's
controller, for as long as the ability applies (`tolaria.rules.layers`).

A goaded creature attacks each combat if able, and attacks a player other than each player
who goaded it if able (CR 701.38b): combat requirements (CR 508.1d) that
`tolaria.rules.combat` checks through `must_attack` and `best_targets`. The designation ends
as the goading player's next turn begins (`expire`, called by the untap step, CR 502.1);
with shared team turns that is their team's next turn (CR 805.4a).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject, Ref
from tolaria.data.state import GameState
from tolaria.data.vocabulary import GOADED
from tolaria.rules.effects import handler, source_of, target_object
from tolaria.rules.layers import characteristics, current_name, matches

NAME = "goad"
RULE = "701.38"
_BY_STATIC = GOADED + ":"                     # "goaded:<player>" (a static ability's)


def goaders(state: GameState, obj: GameObject) -> list[int]:
    """The players who goaded the permanent (CR 701.38c): by an instruction, in the order
    they did, then by static abilities; each player once (CR 701.38d)."""
    found = [int(who) for what, who in obj.chosen if what == GOADED]
    for rule in characteristics(state, obj).restrictions:
        if rule.startswith(_BY_STATIC) and int(rule[len(_BY_STATIC):]) not in found:
            found.append(int(rule[len(_BY_STATIC):]))
    return found


def is_goaded(state: GameState, obj: GameObject) -> bool:
    return any(what == GOADED for what, _ in obj.chosen) or any(
        rule.startswith(_BY_STATIC) for rule in characteristics(state, obj).restrictions)


def goad(state: GameState, obj: GameObject, player: int) -> None:
    """`player` goads the creature `obj` (CR 701.38a); again by the same player: nothing
    (CR 701.38d)."""
    mark = (GOADED, str(player))
    if obj.zone != "battlefield" or not characteristics(state, obj).is_creature \
            or mark in obj.chosen:
        return
    obj.chosen += (mark,)
    state.say(f"{state.players[player].name} goads {current_name(state, obj)}", "701.38a")
    state.changed()


@handler(NAME)
def _goad(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Goad target creature" / "goad it": the controller of the spell or ability goads it."""
    creature = target_object(state, item, eff.get("target"))
    if creature is not None:
        goad(state, creature, item.controller)


@handler("goad_all")
def _goad_all(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Goad all creatures your opponents control" / "goad each creature you don't
    control": each creature of the group (CR 701.38a)."""
    flt, source = eff.get("filter"), source_of(state, item)
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if matches(state, flt, obj, item.controller, source):
            goad(state, obj, item.controller)


def expire(state: GameState, actives: Iterable[int]) -> None:
    """CR 701.38a: as a turn of the goading player begins, what they goaded stops being
    goaded by them."""
    ending = {str(p) for p in actives}
    for oid in state.battlefield:
        obj = state.objects[oid]
        if any(what == GOADED and who in ending for what, who in obj.chosen):
            obj.chosen = tuple(c for c in obj.chosen if not (c[0] == GOADED and c[1] in ending))
            state.changed()


def obeyed(goading: list[int], target: Ref, defender: int | None) -> int:
    """How many of the goad requirements "attacks a player other than P" attacking `target`
    obeys (CR 701.38b): a player who didn't goad it; a planeswalker or battle obeys none
    (`defender`: the player attacked, None unless `target` is a player)."""
    if target[0] != "player" or defender is None:
        return 0
    return sum(1 for g in goading if g != defender)


def best_targets(state: GameState, obj: GameObject, targets: list[Ref]) -> list[Ref]:
    """Of the players and planeswalkers `targets` the goaded creature may attack, those that
    obey the most of its requirements (CR 508.1d, 701.38b-c)."""
    if not targets:
        return []
    goading = goaders(state, obj)
    scores = [obeyed(goading, t, t[1] if t[0] == "player" else None) for t in targets]
    top = max(scores)
    return [t for t, s in zip(targets, scores, strict=True) if s == top]
