"""Saving and loading a whole game as plain JSON (docs/design.md "Decisions": save/load).

`state_to_json` captures every attribute of a `GameState` (the random
generator, resolution frames and the pending decision included) so that
`state_from_json` gives back the same game at the same point: the same
legal actions, and the same future for the same actions. Only the
characteristics cache is left out; it is rebuilt on demand.

Cards are saved by name and rebuilt from the card registry; tokens, which
have no card (CR 111.4), by their printed characteristics; abilities on the
stack by their index on their card. An attribute this module doesn't know
is refused, never silently dropped.
"""

from __future__ import annotations

import random
from dataclasses import fields
from typing import Any

from tolaria.data.actions import Decision, decision_from_json, decision_to_json
from tolaria.data.ir import CardDef, token_def
from tolaria.data.mana import ManaCost, ManaPool, parse_cost
from tolaria.data.objects import GameObject
from tolaria.data.state import (
    ContinuousEffect,
    DelayedTrigger,
    ExileShield,
    GameState,
    LogEntry,
    Options,
    PendingTrigger,
    Player,
    PreventionShield,
    RegenerationShield,
    ReplacementProgress,
    ResolveFrame,
)

FORMAT = 2


def _ir_classes() -> dict[str, type]:
    from tolaria.data import ir
    from tolaria.rules.layers import Characteristics
    classes: list[type] = [Characteristics, ContinuousEffect, PreventionShield, PendingTrigger,
                           ResolveFrame, DelayedTrigger]
    classes += [v for v in vars(ir).values()
                if isinstance(v, type) and hasattr(v, "__dataclass_fields__") and v is not CardDef]
    from tolaria.data.state import RedirectShield, TurnReplacement
    from tolaria.rules.replacement import EVENT_CLASSES
    classes += [RegenerationShield, ExileShield, RedirectShield, TurnReplacement,
                ReplacementProgress, Decision, *EVENT_CLASSES]
    return {c.__name__: c for c in classes}


_DATACLASSES: dict[str, type] = {}


class SerializeError(ValueError):
    """A state holds something this module can't save exactly (a new attribute, a stray card)."""


# -- values of type Any (trigger data, frame answers, dataclass fields) ---------------------
# Tuples are the engine's default container, so they become bare JSON lists; every
# other container is tagged so that it comes back as the same type.

def _enc(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, str, float)):
        return value
    if isinstance(value, tuple):
        return [_enc(v) for v in value]
    if isinstance(value, CardDef):
        return _card_to_json(value)
    if isinstance(value, ManaCost):
        return {"$cost": str(value)}
    if type(value).__name__ in _DATACLASSES:
        return {"$dc": type(value).__name__,
                "f": {f.name: _enc(getattr(value, f.name)) for f in fields(value)}}
    if isinstance(value, list):
        return {"$list": [_enc(v) for v in value]}
    if isinstance(value, frozenset):
        return {"$frozenset": sorted((_enc(v) for v in value), key=repr)}
    if isinstance(value, dict):
        return {"$dict": [[_enc(k), _enc(v)] for k, v in value.items()]}
    raise SerializeError(f"can't save a value of type {type(value).__name__}: {value!r}")


def _dec(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_dec(v) for v in value)
    if isinstance(value, dict):
        if "$list" in value:
            return [_dec(v) for v in value["$list"]]
        if "$frozenset" in value:
            return frozenset(_dec(v) for v in value["$frozenset"])
        if "$dict" in value:
            return {_dec(k): _dec(v) for k, v in value["$dict"]}
        if "$dc" in value:
            cls = _DATACLASSES[value["$dc"]]
            return cls(**{k: _dec(v) for k, v in value["f"].items()})
        if "$cost" in value:
            return parse_cost(value["$cost"])
        if "$card" in value or "$token" in value or "$carddef" in value:
            return _card_from_json(value)
        raise SerializeError(f"unknown tagged value {value!r}")
    return value


def _dataclass_to_json(obj: Any) -> dict[str, Any]:
    return {f.name: _enc(getattr(obj, f.name)) for f in fields(obj)}


def _record_to_json(record: Any, cls: type) -> dict[str, Any]:
    if type(record) is not cls:
        raise SerializeError(f"expected a {cls.__name__}, found {record!r}")
    return _dataclass_to_json(record)


def _dataclass_from_json(cls: type, data: dict[str, Any]) -> Any:
    return cls(**{key: _dec(value) for key, value in data.items()})


# -- players ------------------------------------------------------------------------

_PLAYER_SCALARS = ("index", "name", "life", "poison", "lands_played", "lost", "won",
                   "drew_from_empty", "mulligans", "kept", "max_hand_size", "left_turn",
                   "energy", "blessed", "ring_tempted", "ring_bearer")
# Scalars newer than some saved games, and their values before they existed.
_PLAYER_DEFAULTS = {"energy": 0, "blessed": False, "ring_tempted": 0, "ring_bearer": None}
_PLAYER_ZONES = ("library", "hand", "graveyard", "exile")
_PLAYER_KNOWN = frozenset(_PLAYER_SCALARS + _PLAYER_ZONES + ("pool",))


def _player_to_json(p: Player) -> dict[str, Any]:
    out: dict[str, Any] = {slot: getattr(p, slot) for slot in _PLAYER_SCALARS}
    for zone in _PLAYER_ZONES:
        out[zone] = list(getattr(p, zone))
    out["pool"] = p.pool.to_json(_enc)                # restrictions: IR records
    return out


def _player_from_json(data: dict[str, Any]) -> Player:
    p = object.__new__(Player)
    for slot in _PLAYER_SCALARS:
        setattr(p, slot, data.get(slot, _PLAYER_DEFAULTS[slot]) if slot in _PLAYER_DEFAULTS
                else data[slot])
    for zone in _PLAYER_ZONES:
        setattr(p, zone, list(data[zone]))
    p.pool = ManaPool.from_json(data["pool"], _dec)
    return p


# -- objects ------------------------------------------------------------------------
# Slots equal to a fresh object's value are left out: most objects are cards in
# a library, and a compact save is faster to write and to read.

_OBJECT_REQUIRED = ("id", "card_uid", "owner", "zone")
_OBJECT_PLAIN = ("timestamp", "tapped", "since", "damage", "deathtouched", "is_copy", "face_down",
                 "kicked", "exile_on_leave", "upkeep_controller",
                 "cast_for", "successor",
                 "attached_to", "attached_player", "x", "mode", "source_id", "source_name",
                 "blocked")
_OBJECT_TUPLES = ("targets", "trigger_data", "attacking", "blocking", "paid", "activations",
                  "chosen", "counter_times", "paired")
_OBJECT_KNOWN = frozenset(_OBJECT_REQUIRED + _OBJECT_PLAIN + _OBJECT_TUPLES
                          + ("card", "controller", "counters", "ability", "last_known"))
_FRESH: dict[str, Any] = {}


def _fresh_defaults() -> dict[str, Any]:
    if not _FRESH:
        blank = GameObject(0, None, 0, "library", 0)  # type: ignore[arg-type]
        _FRESH.update({s: getattr(blank, s) for s in _OBJECT_PLAIN + _OBJECT_TUPLES})
    return _FRESH


def _card_to_json(card: CardDef | None) -> Any:
    """A registry card by name, a token by its printed values, anything else in full."""
    if card is None:
        return None
    if card.token and token_def(card.token_spec()) == card:     # a token with no abilities
        return {"$token": card.token_spec()}
    if card.token:                                   # a token with abilities: not in the registry
        return {"$carddef": {f.name: _enc(getattr(card, f.name)) for f in fields(card)}}
    from tolaria.cards.registry import UnsupportedCard, card_def
    try:
        if card_def(card.name) == card:
            return {"$card": card.name}
    except (KeyError, UnsupportedCard):
        pass
    return {"$carddef": {f.name: _enc(getattr(card, f.name)) for f in fields(card)}}


def _card_from_json(data: Any) -> CardDef | None:
    if data is None:
        return None
    if "$token" in data:
        return token_def(data["$token"])
    if "$carddef" in data:
        return CardDef(**{k: _dec(v) for k, v in data["$carddef"].items()})
    from tolaria.cards.registry import card_def
    return card_def(data["$card"])


def _object_to_json(obj: GameObject) -> dict[str, Any]:
    out: dict[str, Any] = {slot: getattr(obj, slot) for slot in _OBJECT_REQUIRED}
    out["card"] = _card_to_json(obj.card)
    defaults = _fresh_defaults()
    for slot in _OBJECT_PLAIN:
        value = getattr(obj, slot)
        if value != defaults[slot] or type(value) is not type(defaults[slot]):
            out[slot] = value
    if obj.controller != obj.owner:
        out["controller"] = obj.controller
    for slot in _OBJECT_TUPLES:
        value = getattr(obj, slot)
        if value != defaults[slot]:
            out[slot] = _enc(value)
    if obj.counters:
        out["counters"] = dict(obj.counters)
    if obj.ability is not None:
        out["ability"] = _enc(obj.ability)
    if obj.last_known is not None:
        out["last_known"] = _enc(obj.last_known)
    return out


def _object_from_json(data: dict[str, Any]) -> GameObject:
    obj = GameObject(data["id"], _card_from_json(data["card"]), data["owner"], data["zone"],
                     data["card_uid"])
    for slot in _OBJECT_PLAIN:
        if slot in data:
            setattr(obj, slot, data[slot])
    if isinstance(obj.mode, list):                  # several modes (CR 700.2)
        obj.mode = tuple(obj.mode)
    for slot in _OBJECT_TUPLES:
        if slot in data:
            setattr(obj, slot, _dec(data[slot]))
    if "counters" in data:
        obj.counters = dict(data["counters"])
    if "controller" in data:
        obj.controller = data["controller"]
    if "ability" in data:
        obj.ability = _dec(data["ability"])
    if "last_known" in data:
        obj.last_known = _dec(data["last_known"])
    return obj


# -- the game state -------------------------------------------------------------------

_SCALARS = ("seed", "turn", "active", "step", "stage", "priority", "passes", "next_id",
            "next_uid", "clock", "first_strike_step", "combat_step", "cleanup_again",
            "cleanup_discarded", "triggers_ordered", "over", "winner", "actions_taken",
            "version", "sba_checked", "step_triggers_due", "monarch")
# Lists whose items are plain values, tuples of them, or records `_enc` knows.
_LISTS = ("battlefield", "stack", "combat_damage_dealers", "blockers_declared", "ordered",
          "removed_attacked",         # attacked permanents removed from combat (CR 506.4)
          "mulligan_round", "bottoms", "stray_tokens", "departed", "looked", "simultaneous", "opening",
          "shields", "replacing",     # shields and replacing hold records of several classes
          "ante", "transfers",        # the ante zone and its ownership changes (CR 407)
          "exiled_until",             # exiled until a source leaves (CR 610.3)
          "returning",                # Auras coming back, their hosts to choose (303.4g)
          "extra_turns", "skip_turns",  # extra and skipped turns (CR 500.7, 614.10)
          "may_play",                 # permissions to play exiled cards (CR 601.3)
          "exiled_with",              # cards exiled by a permanent's ability (CR 607.2a)
          "this_turn")                # what happened this turn (tolaria.rules.conditions)
_RECORDS: dict[str, type] = {"effects": ContinuousEffect,
                             "pending": PendingTrigger, "frames": ResolveFrame,
                             "delayed": DelayedTrigger}
_SPECIAL = ("players", "objects", "options", "rng", "decision", "damage_order", "assigned",
            "log", "aliases", "cache", "subgame")
_KNOWN = frozenset(_SCALARS + _LISTS + tuple(_RECORDS) + _SPECIAL)


def state_to_json(state: GameState) -> dict[str, Any]:
    """The whole state as plain JSON (dicts, lists, strings, numbers, booleans, null)."""
    if not _DATACLASSES:
        _DATACLASSES.update(_ir_classes())
    unknown = sorted(set(vars(state)) - _KNOWN)
    if unknown:
        raise SerializeError(f"GameState attribute(s) {', '.join(unknown)} unknown to "
                             "tolaria.serialize: teach it to save them")
    _check_slots(Player, _PLAYER_KNOWN)
    _check_slots(GameObject, _OBJECT_KNOWN)
    out: dict[str, Any] = {"format": FORMAT}
    attrs = vars(state)
    for name in _SCALARS:
        if name in attrs:
            value = attrs[name]
            if not (value is None or isinstance(value, (bool, int, str))):
                raise SerializeError(f"GameState.{name} = {value!r} isn't a plain value")
            out[name] = value
    for name in _LISTS:
        if name in attrs:
            out[name] = [_enc(v) for v in attrs[name]]
    for name, cls in _RECORDS.items():
        out[name] = [_record_to_json(r, cls) for r in getattr(state, name)]
    out["players"] = [_player_to_json(p) for p in state.players]
    out["objects"] = [_object_to_json(o) for o in state.objects.values()]
    out["options"] = _dataclass_to_json(state.options)
    version, internal, gauss = state.rng.getstate()
    out["rng"] = [version, list(internal), gauss]
    out["decision"] = decision_to_json(state.decision) if state.decision else None
    out["damage_order"] = {str(k): list(v) for k, v in state.damage_order.items()}
    out["assigned"] = {str(k): _enc(v) for k, v in state.assigned.items()}
    out["log"] = [[e.turn, e.step, e.text, list(e.rules)] for e in state.log]
    if hasattr(state, "aliases"):
        out["aliases"] = dict(state.aliases)
    sub = getattr(state, "subgame", None)                     # a subgame in progress (CR 726)
    out["subgame"] = state_to_json(sub) if sub is not None else None
    return out


def _check_slots(cls: type, known: frozenset[str]) -> None:
    unknown = sorted(set(cls.__slots__) - known)
    if unknown:
        raise SerializeError(f"{cls.__name__} slot(s) {', '.join(unknown)} unknown to "
                             "tolaria.serialize: teach it to save them")


def state_from_json(data: dict[str, Any]) -> GameState:
    """Rebuild the GameState saved by `state_to_json` (its cache starts empty)."""
    if not _DATACLASSES:
        _DATACLASSES.update(_ir_classes())
    if data.get("format") != FORMAT:
        raise SerializeError(f"unsupported save format {data.get('format')!r} "
                             f"(this version reads format {FORMAT})")
    state = object.__new__(GameState)
    for name in _SCALARS:
        if name in data:
            setattr(state, name, data[name])
    for name in _LISTS:
        if name in data:
            setattr(state, name, [_dec(v) for v in data[name]])
    for name, cls in _RECORDS.items():
        setattr(state, name, [_dataclass_from_json(cls, r) for r in data[name]])
    state.players = [_player_from_json(p) for p in data["players"]]
    state.objects = {}
    for entry in data["objects"]:
        obj = _object_from_json(entry)
        state.objects[obj.id] = obj
    state.options = _dataclass_from_json(Options, data["options"])
    version, internal, gauss = data["rng"]
    state.rng = random.Random()
    state.rng.setstate((version, tuple(internal), gauss))
    state.decision = decision_from_json(data["decision"]) if data["decision"] else None
    state.damage_order = {int(k): tuple(v) for k, v in data["damage_order"].items()}
    state.assigned = {int(k): _dec(v) for k, v in data["assigned"].items()}
    state.log = [LogEntry(turn, step, text, tuple(rules)) for turn, step, text, rules
                 in data["log"]]
    if "aliases" in data:
        state.aliases = dict(data["aliases"])
    for name in ("ante", "transfers", "this_turn"):          # saves made before them
        if name not in data:
            setattr(state, name, [])
    state.subgame = state_from_json(data["subgame"]) if data.get("subgame") else None
    state.cache = {}
    return state
