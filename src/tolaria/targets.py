"""Targets (CR 115): what a "target ..." phrase may choose, and checking it again on resolution.

`source` is the spell (cast from the hand or on the stack) or the source of the
ability: its characteristics decide protection (CR 702.16b) and "hexproof
from" (CR 702.11d); the controller choosing decides hexproof (CR 702.11b).
"""

from __future__ import annotations

from functools import lru_cache

from tolaria import multiplayer
from tolaria.cards.ir import TargetSpec
from tolaria.keywords import hexproof, protection
from tolaria.layers import characteristics, matches
from tolaria.objects import GameObject, Ref
from tolaria.state import GameState


def candidates(state: GameState, spec: TargetSpec, controller: int,
               source: GameObject | None) -> list[Ref]:
    """Every legal choice for one target phrase, players first, then objects (CR 115.1)."""
    found: list[Ref] = []
    if spec.players is not None:
        for p in state.players:
            if not p.lost and _player_ok(state, spec, p.index, controller):
                found.append(("player", p.index))
    flt = spec.objects
    if flt is not None:
        pool = state.stack if flt.spell else state.battlefield
        if flt.spell and flt.permanent:
            pool = state.battlefield + state.stack
        if flt.zone == "graveyard":                                    # "target card from a
            pool = [o for p in state.apnap() for o in state.players[p].graveyard]  # graveyard"
        for oid in pool:
            obj = state.objects[oid]
            if is_legal_object(state, spec, obj, controller, source):
                found.append(("object", oid))
    return found


def _player_ok(state: GameState, spec: TargetSpec, player: int, controller: int) -> bool:
    if state.options.limited_range and not multiplayer.in_range(state, controller, player):
        return False                                                  # CR 801.4
    if spec.players == "opponent":
        return multiplayer.is_opponent(state, controller, player)      # CR 102.3
    if spec.players == "you":
        return player == controller
    if spec.players == "teammate":                                    # CR 102.3, 804.2
        return player != controller and not multiplayer.is_opponent(state, controller, player)
    return True


def is_legal_object(state: GameState, spec: TargetSpec, obj: GameObject, controller: int,
                    source: GameObject | None) -> bool:
    flt = spec.objects
    if flt is None:
        return False
    if flt.zone:                            # a card in a graveyard: "your" is its owner's
        return obj.zone == flt.zone and matches(state, flt, obj, controller, source)
    if flt.spell and not (flt.permanent and obj.zone == "battlefield"):
        # CR 115.5: a spell or ability can't target itself; CR 112.1: only spells.
        if obj.zone != "stack" or obj.is_ability or (source is not None and obj.id == source.id):
            return False
        if state.options.limited_range and not multiplayer.object_in_range(
                state, controller, obj):
            return False                                              # CR 801.4
        return matches(state, flt, obj, controller, source)
    if obj.zone != "battlefield":
        return False
    if state.options.limited_range and not multiplayer.object_in_range(state, controller, obj):
        return False                                                  # CR 801.4
    return matches(state, flt, obj, controller, source) and may_target(
        state, obj, controller, source)


def may_target(state: GameState, obj: GameObject, controller: int,
               source: GameObject | None) -> bool:
    """Shroud, hexproof and protection (CR 702.18a, 702.11b, 702.16b) of a permanent."""
    chars = characteristics(state, obj)
    if not chars.keywords or not _guarded(chars.keywords):
        return True
    source_chars = characteristics(state, source) if source is not None else None
    return hexproof.can_target(chars, controller, source_chars) and protection.can_target(
        chars, source_chars)


def is_legal(state: GameState, spec: TargetSpec, ref: Ref, controller: int,
             source: GameObject | None) -> bool:
    kind, ident = ref
    if kind == "player":
        if spec.players is None or ident >= state.n_players or state.players[ident].lost:
            return False
        return _player_ok(state, spec, ident, controller)
    obj = state.objects.get(ident)
    return obj is not None and is_legal_object(state, spec, obj, controller, source)


def distinct_ok(specs: tuple[TargetSpec, ...], chosen: tuple[Ref | None, ...]) -> bool:
    """"Another target ...": a `distinct` target isn't one chosen for an earlier target of
    the same spell or ability (CR 115.3 otherwise allows the same one for each "target")."""
    for i, spec in enumerate(specs):
        if spec.distinct and i < len(chosen) and chosen[i] is not None \
                and chosen[i] in chosen[:i]:
            return False
    return True


@lru_cache(maxsize=1024)
def _guarded(keywords: frozenset[str]) -> bool:
    """Does any of these keywords restrict targeting? (cached: keyword sets repeat)"""
    return any(k in ("shroud", "hexproof") or k.startswith(("protection from ", "hexproof from "))
               for k in keywords)
