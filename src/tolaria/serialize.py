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

`save_text` gives the save as JSON text (what `Game.to_json` returns) and
`state_from_json` reads it back from that text or from the parsed dict. A save is
checked whole against the save format (`check_save`, a small hand-written schema)
before any of it is used: a missing or unknown field, a value of the wrong type, a
step, zone or decision kind the engine doesn't have, a player who isn't in the game,
an object id used twice or a zone list naming an object that isn't there raises
`SerializeError` naming the field (`players[1].hand[3]`), never a KeyError or a
TypeError later.
"""

from __future__ import annotations

import json
import random
from dataclasses import MISSING, fields
from functools import cache
from typing import Any, NoReturn, get_args

from tolaria.data.actions import (
    ACTION_KINDS,
    Action,
    Decision,
    DecisionKind,
    decision_from_json,
    decision_to_json,
)
from tolaria.data.ir import CardDef, token_def
from tolaria.data.mana import ManaCost, ManaPool, parse_cost
from tolaria.data.objects import ZONES, GameObject
from tolaria.data.rulesets import RULESETS
from tolaria.data.state import (
    STEPS,
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
from tolaria.data.vocabulary import PHASED_OUT
from tolaria.rules.turn import ADDED_PHASES, STAGES

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
        if "$card" in value or "$token" in value or "$carddef" in value or "$face" in value:
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
                   "energy", "blessed", "ring_tempted", "ring_bearer", "room", "dungeons",
                   "completed", "experience", "spells_cast")
# Scalars newer than some saved games, and their values before they existed.
_PLAYER_DEFAULTS = {"energy": 0, "blessed": False, "ring_tempted": 0, "ring_bearer": None,
                    "room": None, "dungeons": 0, "completed": (), "experience": 0,
                    "spells_cast": 0}
_PLAYER_ZONES = ("library", "hand", "graveyard", "exile")
_PLAYER_KNOWN = frozenset(_PLAYER_SCALARS + _PLAYER_ZONES + ("pool",))


def _player_to_json(p: Player) -> dict[str, Any]:
    out: dict[str, Any] = {slot: getattr(p, slot) for slot in _PLAYER_SCALARS}
    out["completed"] = list(p.completed)
    for zone in _PLAYER_ZONES:
        out[zone] = list(getattr(p, zone))
    out["pool"] = p.pool.to_json(_enc)                # restrictions: IR records
    return out


def _player_from_json(data: dict[str, Any]) -> Player:
    p = object.__new__(Player)
    for slot in _PLAYER_SCALARS:
        setattr(p, slot, data.get(slot, _PLAYER_DEFAULTS[slot]) if slot in _PLAYER_DEFAULTS
                else data[slot])
    p.completed = tuple(p.completed)                    # the dungeons' names (CR 309.7)
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
                 "attached_to", "attached_player", "protector", "x", "mode", "source_id", "source_name",
                 "blocked")
_OBJECT_TUPLES = ("targets", "trigger_data", "attacking", "blocking", "paid", "activations",
                  "chosen", "counter_times", "paired",
                  "merged")               # a merged permanent's components (CR 727.2)
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
    if card.face_of:                                 # a modal double-faced card's other face
        try:
            whole = card_def(card.face_of)
            if card in whole.faces:
                return {"$face": [card.face_of, whole.faces.index(card) + 1]}
        except (KeyError, UnsupportedCard):
            pass
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
    if "$face" in data:
        whole, face = data["$face"]
        return card_def(whole).faces[face - 1]
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
            "version", "sba_checked", "step_triggers_due", "monarch", "initiative",
            "day_night", "previous_turn_casts", "resume_step", "starting_player")
# Scalars newer than some saved games, and their values before they existed.
_SCALAR_DEFAULTS = {"initiative": None, "day_night": None, "previous_turn_casts": 0,
                    "resume_step": "", "starting_player": None}
# Lists whose items are plain values, tuples of them, or records `_enc` knows.
_LISTS = ("battlefield", "stack", "combat_damage_dealers", "blockers_declared", "ordered",
          "removed_attacked",         # attacked permanents removed from combat (CR 506.4)
          "bands",                    # the attacking bands (CR 702.22c)
          "phased_out",               # phased-out permanents (CR 702.26b)
          "mulligan_round", "bottoms", "stray_tokens", "departed", "looked", "simultaneous", "opening",
          "shields", "replacing",     # shields and replacing hold records of several classes
          "ante", "transfers",        # the ante zone and its ownership changes (CR 407)
          "command",                  # the command zone's emblems (CR 114)
          "exiled_until",             # exiled until a source leaves (CR 610.3)
          "returning",                # Auras coming back, their hosts to choose (303.4g)
          "extra_turns", "skip_turns",  # extra and skipped turns (CR 500.7, 614.10)
          "last_turn_casts",          # spells each player cast last turn ("last turn")
          "skip_combats",             # skipped combat phases (CR 614.10)
          "skip_untaps",              # skipped untap steps (CR 614.10)
          "skip_draws",               # skipped draw steps (CR 614.10)
          "added_phases",             # phases added to this turn (CR 500.8)
          "may_play",                 # permissions to play exiled cards (CR 601.3)
          "exiled_with",              # cards exiled by a permanent's ability (CR 607.2a)
          "new_objects",              # the cards a melded or merged permanent became
          #                             (712.21c, 727.3c)
          "this_turn",                # what happened this turn (tolaria.rules.conditions)
          "last_turn",                # what happened the turn before ("last turn")
          "command", "commanders", "commander_casts", "commander_damage",
          "commander_stays",          # the command zone and the commanders (CR 408, 903)
          "companions",               # companions outside the game (CR 702.139a)
          "sideboards",               # the cards owned outside the game (CR 400.11a)
          "restarting",               # what a restarted game's first turn puts in (724.4)
          "player_control")           # control of players (CR 720)
_RECORDS: dict[str, type] = {"effects": ContinuousEffect,
                             "pending": PendingTrigger, "frames": ResolveFrame,
                             "delayed": DelayedTrigger}
_SPECIAL = ("players", "objects", "options", "rng", "decision", "damage_order", "assigned",
            "log", "aliases", "cache", "board_cache", "subgame",
            "history", "decks")         # the actions taken and the decks given (Game.start)
_KNOWN = frozenset(_SCALARS + _LISTS + tuple(_RECORDS) + _SPECIAL)
_LIST_DEFAULTS = ("ante", "transfers", "this_turn", "command", "commanders",
                  "commander_casts", "commander_damage",
                  "commander_stays", "companions", "sideboards",
                  "last_turn_casts", "skip_combats",
                  "skip_untaps", "restarting", "added_phases",
                  "player_control", "phased_out", "new_objects",
                  "bands", "last_turn",
                  "skip_draws")   # lists older saves lack: empty then


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
    out["history"] = [action.to_json() for action in state.history]
    out["decks"] = [list(cards) for cards in state.decks] if state.decks is not None else None
    return out


def _check_slots(cls: type, known: frozenset[str]) -> None:
    unknown = sorted(set(cls.__slots__) - known)
    if unknown:
        raise SerializeError(f"{cls.__name__} slot(s) {', '.join(unknown)} unknown to "
                             "tolaria.serialize: teach it to save them")


def save_text(state: GameState) -> str:
    """The whole state as JSON text (compact; the same state always gives the same text)."""
    return json.dumps(state_to_json(state), separators=(",", ":"))


def state_from_json(data: str | bytes | dict[str, Any]) -> GameState:
    """Rebuild the GameState saved by `state_to_json` or `save_text` (its cache starts
    empty); the save is checked whole first (`check_save`)."""
    if isinstance(data, str | bytes | bytearray):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as exc:
            raise SerializeError(f"bad save: not JSON text ({exc}): was it cut short?") from None
    if isinstance(data, dict) and "melded_cards" in data:          # saves of its former name
        data = {("new_objects" if k == "melded_cards" else k): v for k, v in data.items()}
    check_save(data)
    return _state_from_checked(data)


def _state_from_checked(data: dict[str, Any]) -> GameState:
    """The GameState of a save that `check_save` accepted."""
    state = object.__new__(GameState)
    for name in _SCALARS:
        if name in data:
            setattr(state, name, data[name])
        elif name in _SCALAR_DEFAULTS:
            setattr(state, name, _SCALAR_DEFAULTS[name])
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
    for name in _LIST_DEFAULTS:                              # saves made before them
        if name not in data:
            setattr(state, name, [])
    state.subgame = _state_from_checked(data["subgame"]) if data.get("subgame") else None
    state.history = [Action.from_json(action) for action in data.get("history", ())]
    decks = data.get("decks")                    # saves made before they were kept: none
    state.decks = tuple(tuple(cards) for cards in decks) if decks is not None else None
    state.cache = {}
    state.board_cache = {}
    return state


# -- the save format, checked before any of it is used -----------------------------------------
# A small hand-written schema: every field of the save with its type and the values it may
# take, the players and objects that seats and ids must name, and the shape of the tagged
# values `_enc` writes. Checking is one walk over the save, cheap beside building the state.

_OBJECT_ZONES = frozenset(ZONES + ("none", PHASED_OUT)       # CR 400.1, 702.26b
                          + tuple(f"gone:{z}" for z in ZONES))
_DECISION_KINDS = frozenset(get_args(DecisionKind))
_TOKEN_SPEC = tuple(CardDef("", None, frozenset()).token_spec())        # CR 111.4
_DECISION_FIELDS = ("kind", "player", "count", "options", "subject", "prompt")
_SHARED_ZONES = ("battlefield", "stack", "ante", "command")
_TOP_OPTIONAL = _LIST_DEFAULTS + ("aliases", "subgame", "history", "decks") \
    + tuple(_SCALAR_DEFAULTS)
_TOP_REQUIRED = (("format",) + tuple(n for n in _SCALARS if n not in _SCALAR_DEFAULTS)
                 + tuple(n for n in _LISTS if n not in _LIST_DEFAULTS)
                 + tuple(_RECORDS) + tuple(n for n in _SPECIAL if n not in _TOP_OPTIONAL
                                           and n not in ("cache", "board_cache")))
_PLAYER_REQUIRED = tuple(n for n in _PLAYER_SCALARS if n not in _PLAYER_DEFAULTS) \
    + _PLAYER_ZONES + ("pool",)
_PLAYER_TYPES: dict[str, tuple[type | None, ...]] = {
    "name": (str,), "lost": (bool,), "won": (bool,), "drew_from_empty": (bool,),
    "kept": (bool,), "blessed": (bool,), "max_hand_size": (int,),
    "left_turn": (int, None), "ring_bearer": (int, None), "room": (str, None),
    "completed": (list,)}      # the others: whole numbers
_PLAYER_COUNTS = ("poison", "lands_played", "mulligans", "energy", "ring_tempted",
                  "max_hand_size", "dungeons", "experience", "spells_cast")                                             # >= 0
# Scalars of the state with a narrower type than "a plain value" (None, bool, int, text).
_SCALAR_TYPES: dict[str, tuple[type | None, ...]] = {
    "seed": (int, None), "turn": (int,), "passes": (int,), "next_id": (int,),
    "next_uid": (int,), "clock": (int,), "actions_taken": (int,), "version": (int,),
    "sba_checked": (int,), "triggers_ordered": (int, None), "stage": (str,),
    "combat_step": (str,), "first_strike_step": (bool,), "cleanup_again": (bool,),
    "cleanup_discarded": (bool,), "over": (bool,), "step_triggers_due": (bool,),
    "previous_turn_casts": (int,), "resume_step": (str,)}
_OBJECT_TYPES: dict[str, tuple[type | None, ...]] = {
    "timestamp": (int,), "tapped": (bool,), "since": (int, None), "damage": (int,),
    "deathtouched": (bool,), "is_copy": (bool,), "face_down": (bool, str),
    "kicked": (bool, int), "exile_on_leave": (str,), "upkeep_controller": (int, None),
    "cast_for": (str,), "successor": (int, None), "attached_to": (int, None),
    "attached_player": (int, None), "protector": (int, None), "x": (int, None), "mode": (int, list, None),
    "source_id": (int, None), "source_name": (str,), "blocked": (bool,)}
_OBJECT_FIELDS = _OBJECT_REQUIRED + ("card",)
_OBJECT_OPTIONAL = tuple(sorted(_OBJECT_KNOWN - set(_OBJECT_FIELDS)))
_OBJECT_ENCODED = frozenset(_OBJECT_TUPLES + ("ability", "last_known"))
_SCALAR_SEATS = {"active": False, "priority": False, "winner": True, "monarch": True,
                 "initiative": True, "starting_player": True}
_OPTION_TYPES: dict[str, tuple[type | None, ...]] = {
    "rules": (str,), "skip_mulligans": (bool,), "variant": (str,), "attack": (str,),
    "range_of_influence": (int, None), "teams": (list,), "ante": (bool,),
    "commanders": (list,), "companions": (list,), "sideboards": (list,)}
_ACTION_OPTIONAL = ("object", "ability", "x", "mode", "payment", "targets", "choice", "costs",
                    "face", "splice", "bands")
Where = tuple[Any, ...]


def check_save(data: Any) -> None:
    """Raise SerializeError naming the first field of `data` that isn't a valid save."""
    if not _DATACLASSES:
        _DATACLASSES.update(_ir_classes())
    _Schema().game(data, ())


def _where(path: Where) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "the save"


def _short(value: Any) -> str:
    """`value` as it reads in the save (JSON), cut to 60 characters."""
    try:
        text = json.dumps(value)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


# What each kind of value is in Python once read from JSON (exact types: a bool is no int).
_JSON_TYPES: dict[type | None, type] = {None: type(None), bool: bool, int: int, str: str,
                                        list: list, dict: dict}
_TYPE_NAMES = {None: "null", bool: "true or false", int: "a whole number", str: "text",
               list: "a list", dict: "an object"}
_ONLY_INTS = frozenset({int})


@cache
def _accepted(kinds: tuple[type | None, ...]) -> frozenset[type]:
    return frozenset(_JSON_TYPES[kind] for kind in kinds)


class _Schema:
    """One walk over a save; `n` is the number of players once they are read."""

    def __init__(self) -> None:
        self.n = 0
        self.cards: set[str] = set()               # card names found in the registry

    def fail(self, path: Where, problem: str) -> NoReturn:
        raise SerializeError(f"bad save: {_where(path)}: {problem}")

    def typed(self, value: Any, path: Where, *kinds: type | None) -> Any:
        """`value`, if it is of one of `kinds` (None: null)."""
        if type(value) not in _accepted(kinds):
            want = " or ".join(_TYPE_NAMES[k] for k in kinds)
            self.fail(path, f"expected {want}, found {_short(value)}")
        return value

    def count(self, value: Any, path: Where) -> int:
        if self.typed(value, path, int) < 0:
            self.fail(path, f"expected a number of at least 0, found {value}")
        return value

    def fields(self, value: Any, path: Where, required: tuple[str, ...],
               optional: tuple[str, ...] = ()) -> dict[str, Any]:
        """An object with all of `required`, maybe some of `optional`, and nothing else."""
        self.typed(value, path, dict)
        for key in required:
            if key not in value:
                self.fail(path + (key,), "missing")
        if len(value) > len(required):                 # more than the required fields
            for key in value:
                if key not in required and key not in optional:
                    self.fail(path + (key,), "unknown field")
        return value

    def seat(self, value: Any, path: Where, null: bool = False) -> None:
        if value is None and null:
            return
        if type(value) is not int or not 0 <= value < self.n:
            self.fail(path, f"no player {_short(value)}: the seats are 0 to {self.n - 1}")

    def ids(self, value: Any, path: Where) -> list[int]:
        """A list of whole numbers (object ids, seats)."""
        if type(value) is not list or not set(map(type, value)) <= _ONLY_INTS:
            for i, item in enumerate(self.typed(value, path, list)):
                self.typed(item, path + (i,), int)
        return value

    # -- the whole game ------------------------------------------------------------------------
    def game(self, data: Any, path: Where) -> None:
        self.typed(data, path, dict)
        if data.get("format") != FORMAT:               # named like any other bad field
            self.fail(path + ("format",), f"unsupported save format {data.get('format')!r} "
                                          f"(this version reads format {FORMAT})")
        self.fields(data, path, _TOP_REQUIRED, _TOP_OPTIONAL)
        self.players(data["players"], path + ("players",))
        self.options(data["options"], path + ("options",))
        for name in _SCALARS:
            if name not in data:
                continue                                    # one of _SCALAR_DEFAULTS
            value, where = data[name], path + (name,)
            if name in _SCALAR_SEATS:
                self.seat(value, where, null=_SCALAR_SEATS[name])
            else:
                self.typed(value, where, *_SCALAR_TYPES.get(name, (None, bool, int, str)))
        if self.typed(data["step"], path + ("step",), str) not in STEPS:
            self.fail(path + ("step",), f"{_short(data['step'])} isn't a step "
                      f"(steps: {', '.join(STEPS)})")                      # CR 500.1
        if data.get("resume_step", "") not in ("", *STEPS):                 # CR 500.8
            self.fail(path + ("resume_step",), f"{_short(data['resume_step'])} isn't a step "
                      "or empty")
        added = data.get("added_phases", [])
        if isinstance(added, list) and any(phase not in ADDED_PHASES for phase in added):
            self.fail(path + ("added_phases",), "an added phase is one of "
                      f"{', '.join(ADDED_PHASES)} (CR 500.8, 505.1a)")
        if data.get("day_night") not in (None, "day", "night"):             # CR 728.1
            self.fail(path + ("day_night",), f"{_short(data['day_night'])} isn't day, night "
                      "or null (neither)")
        if data["stage"] not in STAGES:
            self.fail(path + ("stage",), f"{_short(data['stage'])} isn't a stage of the "
                      f"engine (stages: {', '.join(STAGES)})")
        for name in ("turn", "next_id", "next_uid"):
            self.count(data[name], path + (name,))
        if data["decision"] is None and not data["over"]:
            self.fail(path + ("decision",), "null, but the game isn't over: the engine waits "
                      "on a decision until it ends")
        self.objects(data, path)
        self.decision(data["decision"], path + ("decision",))
        self.rng(data["rng"], path + ("rng",))
        self.log(data["log"], path + ("log",))
        for name in _LISTS + _LIST_DEFAULTS:
            if name in data and name not in _SHARED_ZONES:
                self.encoded(self.typed(data[name], path + (name,), list), path + (name,))
        for name, cls in _RECORDS.items():
            for i, record in enumerate(self.typed(data[name], path + (name,), list)):
                self.record(record, path + (name, i), cls)
        self.keyed(data["damage_order"], path + ("damage_order",), self.ids)
        self.keyed(data["assigned"], path + ("assigned",), self.encoded)
        if "aliases" in data:                            # scenario aliases (docs/scenarios.md)
            for alias, uid in self.typed(data["aliases"], path + ("aliases",), dict).items():
                self.typed(uid, path + ("aliases", alias), int)
        if data.get("subgame") is not None:                                   # CR 726
            _Schema().game(data["subgame"], path + ("subgame",))
        for i, action in enumerate(self.typed(data.get("history", []), path + ("history",),
                                              list)):
            self.action(action, path + ("history", i))
        if data.get("decks") is not None:
            self.decks(data["decks"], path + ("decks",))

    def players(self, value: Any, path: Where) -> None:
        names: set[str] = set()
        for i, player in enumerate(self.typed(value, path, list)):
            where = path + (i,)
            self.fields(player, where, _PLAYER_REQUIRED, tuple(_PLAYER_DEFAULTS))
            for name in _PLAYER_SCALARS:
                if name in player:
                    self.typed(player[name], where + (name,), *_PLAYER_TYPES.get(name, (int,)))
            for name in _PLAYER_COUNTS:
                if name in player:
                    self.count(player[name], where + (name,))
            for j, done in enumerate(player.get("completed", ())):
                self.typed(done, where + ("completed", j), str)
            if player["index"] != i:
                self.fail(where + ("index",), f"player {i} says it is player {player['index']}")
            if player["name"].casefold() in names or not player["name"].strip():
                self.fail(where + ("name",), f"{_short(player['name'])}: players need "
                          "different names, not empty")
            names.add(player["name"].casefold())
            for zone in _PLAYER_ZONES:
                self.ids(player[zone], where + (zone,))
            self.pool(player["pool"], where + ("pool",))
        self.n = len(value)
        if self.n < 2:
            self.fail(path, f"a game has at least two players (CR 100.1), found {self.n}")

    def pool(self, value: Any, path: Where) -> None:
        for i, unit in enumerate(self.typed(value, path, list)):
            where = path + (i,)
            if isinstance(unit, str):
                continue
            self.typed(unit, where, list)
            if len(unit) not in (2, 3):
                self.fail(where, f"a unit of mana is [type, snow] or [type, snow, restriction], "
                          f"found {_short(unit)}")
            self.typed(unit[0], where + (0,), str)
            self.typed(unit[1], where + (1,), bool)
            if len(unit) == 3:
                self.encoded(unit[2], where + (2,))
        try:
            ManaPool.from_json(value, _dec)
        except (ValueError, TypeError, KeyError) as exc:
            self.fail(path, f"not mana: {exc}")

    def options(self, value: Any, path: Where) -> None:
        names = tuple(f.name for f in fields(Options))
        self.fields(value, path, (), names)
        for name, item in value.items():
            if name in ("starting_player", "chooser"):
                self.seat(item, path + (name,), null=True)
            else:
                self.typed(item, path + (name,), *_OPTION_TYPES[name])
        if value.get("rules", "modern") not in RULESETS:
            self.fail(path + ("rules",), f"unknown rules {_short(value['rules'])} "
                      f"(known: {', '.join(RULESETS)})")
        for t, team in enumerate(value.get("teams", [])):
            for s, seat in enumerate(self.typed(team, path + ("teams", t), list)):
                self.seat(seat, path + ("teams", t, s))

    # -- objects and zones (CR 400) ------------------------------------------------------------
    def objects(self, data: dict[str, Any], path: Where) -> None:
        """Each object's fields; ids used once and below `next_id`; every zone list names
        objects that are in that zone, each in one list (CR 400.1)."""
        seen: dict[int, dict[str, Any]] = {}
        for i, obj in enumerate(self.typed(data["objects"], path + ("objects",), list)):
            where = path + ("objects", i)
            self.object(obj, where)
            if obj["id"] in seen:
                self.fail(where + ("id",), f"object id {obj['id']} is used twice")
            if obj["id"] >= data["next_id"]:
                self.fail(where + ("id",), f"object id {obj['id']} isn't below next_id "
                          f"{data['next_id']}")
            seen[obj["id"]] = obj
        listed: dict[int, Where] = {}
        lists = [((name,), None, name) for name in _SHARED_ZONES]
        lists += [(("players", p, zone), p, zone) for p in range(self.n) for zone in _PLAYER_ZONES]
        for key, owner, zone in lists:
            where = path + key
            value = data.get(key[0], []) if len(key) == 1 else data["players"][owner][zone]
            for j, oid in enumerate(self.ids(value, where)):
                obj = seen.get(oid)
                if obj is None:
                    self.fail(where + (j,), f"no object has the id {oid}")
                if oid in listed:
                    self.fail(where + (j,), f"object {oid} is also in {_where(listed[oid])}")
                if obj["zone"] != zone or owner is not None and obj["owner"] != owner:
                    self.fail(where + (j,), f"object {oid} is in zone {obj['zone']!r} of "
                              f"player {obj['owner']}")
                listed[oid] = where
        for oid, obj in seen.items():
            if obj["zone"] in ZONES and obj["zone"] != "command" and oid not in listed:
                self.fail(path + ("objects",), f"object {oid} is in zone {obj['zone']!r} but "
                          "in no zone's list")

    def object(self, obj: Any, path: Where) -> None:
        self.fields(obj, path, _OBJECT_FIELDS, _OBJECT_OPTIONAL)
        self.count(obj["id"], path + ("id",))
        self.count(obj["card_uid"], path + ("card_uid",))
        self.seat(obj["owner"], path + ("owner",))
        if "controller" in obj:
            self.seat(obj["controller"], path + ("controller",))
        if self.typed(obj["zone"], path + ("zone",), str) not in _OBJECT_ZONES:
            self.fail(path + ("zone",), f"{_short(obj['zone'])} isn't a zone (zones: "
                      f"{', '.join(ZONES)})")
        self.card(obj["card"], path + ("card",))
        for name, value in obj.items():                 # most objects have a few fields
            if name in _OBJECT_TYPES:
                if type(value) not in _accepted(_OBJECT_TYPES[name]):
                    self.typed(value, path + (name,), *_OBJECT_TYPES[name])
            elif name in _OBJECT_ENCODED:
                self.encoded(value, path + (name,))
            if name in self.OBJECT_SHAPES:
                self.OBJECT_SHAPES[name](self, value, path + (name,))
        if "mode" in obj:                               # an index or several (CR 700.2)
            modes = obj["mode"] if isinstance(obj["mode"], list) else [obj["mode"]]
            if not modes:
                self.fail(path + ("mode",), "several modes, but none chosen (CR 700.2)")
            for i, mode in enumerate(modes):
                if mode is not None:
                    self.count(mode, path + ("mode", i) if modes is obj["mode"] else
                               path + ("mode",))
        if "counters" in obj:
            for kind, n in self.typed(obj["counters"], path + ("counters",), dict).items():
                self.count(n, path + ("counters", kind))

    def ref(self, value: Any, path: Where, null: bool = True) -> None:
        """["player", seat] or ["object", id] (a target, what a creature attacks)."""
        if value is None and null:
            return
        if not (isinstance(value, list) and len(value) == 2 and value[0] in ("player", "object")
                and type(value[1]) is int):
            self.fail(path, f'expected ["player", seat] or ["object", id], found {_short(value)}')
        if value[0] == "player":
            self.seat(value[1], path + (1,))

    def pairs(self, value: Any, path: Where, first: type, second: type | None) -> None:
        """A list of [first, second] pairs (None: any value second)."""
        for i, pair in enumerate(self.typed(value, path, list)):
            if not (isinstance(pair, list) and len(pair) == 2):
                self.fail(path + (i,), f"expected a pair, found {_short(pair)}")
            self.typed(pair[0], path + (i, 0), first)
            if second is not None:
                self.typed(pair[1], path + (i, 1), second)

    # The shapes of an object's tuple fields (GameObject's comments say what each holds).
    OBJECT_SHAPES: dict[str, Any] = {
        "targets": lambda self, v, p: [self.ref(t, p + (i,))
                                       for i, t in enumerate(self.typed(v, p, list))],
        "attacking": lambda self, v, p: self.ref(v, p),                      # CR 506.4
        "blocking": lambda self, v, p: self.ids(v, p),
        "paired": lambda self, v, p: v is None or self.pairs([v], p, int, int),
        "chosen": lambda self, v, p: self.pairs(v, p, str, None),          # CR 607.2
        "counter_times": lambda self, v, p: self.pairs(v, p, str, int),    # CR 613.7c
        "activations": lambda self, v, p: self.pairs(v, p, int, str),      # CR 602.5b
        "paid": lambda self, v, p: self.pairs(v, p, str, None),            # CR 601.2h
    }

    def card(self, value: Any, path: Where) -> None:
        """A registry card by name, a token's printed values, or a whole CardDef."""
        name = value.get("$card") if type(value) is dict and len(value) == 1 else None
        if type(name) is str and name in self.cards:   # a card name already looked up
            return
        self.typed(value, path, dict)
        if len(value) != 1 or next(iter(value)) not in ("$card", "$token", "$carddef", "$face"):
            self.fail(path, f"a card is {{\"$card\": name}}, {{\"$token\": ...}}, "
                      f"{{\"$face\": [name, n]}} or {{\"$carddef\": ...}}, found "
                      f"{_short(value)}")
        if "$face" in value:                        # a modal double-faced card's face
            parts = self.typed(value["$face"], path + ("$face",), list)
            if len(parts) != 2:
                self.fail(path + ("$face",), f"expected [card name, face], found {_short(parts)}")
            self.card_name(parts[0], path + ("$face", 0))
            self.count(parts[1], path + ("$face", 1))
            return
        if "$carddef" in value:
            self.dataclass_fields(value["$carddef"], path + ("$carddef",), CardDef)
            return
        if "$token" in value:
            spec = self.fields(value["$token"], path + ("$token",), _TOKEN_SPEC)
            self.typed(spec["name"], path + ("$token", "name"), str)
            for key in ("types", "subtypes", "colors", "keywords"):
                for i, item in enumerate(self.typed(spec[key], path + ("$token", key), list)):
                    self.typed(item, path + ("$token", key, i), str)
            for key in ("power", "toughness"):
                self.typed(spec[key], path + ("$token", key), int, None)
            return
        self.card_name(value["$card"], path + ("$card",))

    def card_name(self, name: Any, path: Where) -> None:
        """The name of a card the registry plays."""
        if type(name) is str and name in self.cards:
            return
        from tolaria.cards.registry import UnsupportedCard, card_def
        try:
            card_def(self.typed(name, path, str))
        except (KeyError, UnsupportedCard) as exc:
            self.fail(path, str(exc).strip("'\""))
        self.cards.add(name)

    # -- the rest of the state -------------------------------------------------------------------
    def decision(self, value: Any, path: Where) -> None:
        if value is None:
            return
        self.fields(value, path, _DECISION_FIELDS)
        if self.typed(value["kind"], path + ("kind",), str) not in _DECISION_KINDS:
            self.fail(path + ("kind",), f"{_short(value['kind'])} isn't a kind of decision")
        self.seat(value["player"], path + ("player",))                      # CR 102.1
        self.count(value["count"], path + ("count",))
        self.typed(value["options"], path + ("options",), list)
        self.typed(value["subject"], path + ("subject",), int, None)
        self.typed(value["prompt"], path + ("prompt",), str)

    def action(self, value: Any, path: Where) -> None:
        """One action of the history, as `Action.to_json` writes it."""
        self.fields(value, path, ("kind", "player"), _ACTION_OPTIONAL)
        if self.typed(value["kind"], path + ("kind",), str) not in ACTION_KINDS:
            self.fail(path + ("kind",), f"{_short(value['kind'])} isn't a kind of action "
                      f"(kinds: {', '.join(sorted(ACTION_KINDS))})")
        self.seat(value["player"], path + ("player",))
        for name in ("object", "ability", "x", "face"):
            if name in value:
                self.count(value[name], path + (name,))
        if "mode" in value:                                  # one mode or several (CR 700.2)
            modes = value["mode"]
            if type(modes) is list:
                for i, mode in enumerate(modes):
                    self.count(mode, path + ("mode", i))
            else:
                self.count(modes, path + ("mode",))
        if "payment" in value:
            self.ids(value["payment"], path + ("payment",))
        if "splice" in value:                                  # CR 702.47a
            self.ids(value["splice"], path + ("splice",))
        for i, band in enumerate(self.typed(value.get("bands", []), path + ("bands",),
                                            list)):             # CR 702.22c
            self.ids(band, path + ("bands", i))
        for i, target in enumerate(self.typed(value.get("targets", []), path + ("targets",),
                                              list)):
            self.ref(target, path + ("targets", i))
        for i, part in enumerate(self.typed(value.get("choice", []), path + ("choice",), list)):
            self.choice(part, path + ("choice", i))
        for i, cost in enumerate(self.typed(value.get("costs", []), path + ("costs",), list)):
            self.typed(cost, path + ("costs", i), str, int)

    def choice(self, value: Any, path: Where) -> None:
        """A part of an action's choice: a number, a word, or a list of them (pairs)."""
        if type(value) is list:
            for i, item in enumerate(value):
                self.choice(item, path + (i,))
        else:
            self.typed(value, path, int, str, None)

    def decks(self, value: Any, path: Where) -> None:
        """The decks as `Game.new` was given them: one list of card names per player."""
        if len(self.typed(value, path, list)) != self.n:
            self.fail(path, f"expected one deck per player ({self.n}), found {len(value)}")
        for seat, cards in enumerate(value):
            for i, name in enumerate(self.typed(cards, path + (seat,), list)):
                self.card_name(name, path + (seat, i))

    def rng(self, value: Any, path: Where) -> None:
        self.typed(value, path, list)
        if len(value) != 3:
            self.fail(path, "expected [version, internal state, gauss]")
        try:
            random.Random().setstate((value[0], tuple(self.ids(value[1], path + (1,))),
                                      value[2]))
        except (TypeError, ValueError, OverflowError) as exc:
            self.fail(path, f"not a random generator's state: {exc}")

    def log(self, value: Any, path: Where) -> None:
        for i, entry in enumerate(self.typed(value, path, list)):
            if type(entry) is list and len(entry) == 4 and type(entry[0]) is int and \
                    type(entry[1]) is str and type(entry[2]) is str and \
                    type(entry[3]) is list and all(type(r) is str for r in entry[3]):
                continue                                # the usual entry, checked at once
            where = path + (i,)
            if not isinstance(entry, list) or len(entry) != 4:
                self.fail(where, f"a log entry is [turn, step, text, rules], found "
                          f"{_short(entry)}")
            self.typed(entry[0], where + (0,), int)
            self.typed(entry[1], where + (1,), str)
            self.typed(entry[2], where + (2,), str)
            for j, rule in enumerate(self.typed(entry[3], where + (3,), list)):
                self.typed(rule, where + (3, j), str)

    def keyed(self, value: Any, path: Where, check: Any) -> None:
        """An object keyed by object ids written as text ({"12": ...})."""
        for key, item in self.typed(value, path, dict).items():
            if not key.lstrip("-").isdigit():
                self.fail(path + (key,), "expected an object id as the key")
            check(item, path + (key,))

    def record(self, value: Any, path: Where, cls: type) -> None:
        self.dataclass_fields(value, path, cls)

    def dataclass_fields(self, value: Any, path: Where, cls: type) -> None:
        """The fields of a dataclass `cls`: those without a default are required."""
        known = fields(cls)
        required = tuple(f.name for f in known
                         if f.default is MISSING and f.default_factory is MISSING)
        self.fields(value, path, required, tuple(f.name for f in known))
        for name, item in value.items():
            self.encoded(item, path + (name,))

    def encoded(self, value: Any, path: Where) -> None:
        """A value as `_enc` writes it: plain, a list (a tuple), or one tagged object."""
        if value is None or isinstance(value, bool | int | str | float):
            return
        if isinstance(value, list):
            for i, item in enumerate(value):
                self.encoded(item, path + (i,))
            return
        self.typed(value, path, dict)
        tag = next(iter(value), None)
        if tag in ("$card", "$token", "$carddef", "$face"):     # a face: a modal or
            self.card(value, path)                              # transforming card's
        elif tag == "$dc":
            self.fields(value, path, ("$dc", "f"))
            cls = _DATACLASSES.get(value["$dc"]) if isinstance(value["$dc"], str) else None
            if cls is None:
                self.fail(path + ("$dc",), f"{_short(value['$dc'])} isn't a record the engine "
                          "saves")
            self.dataclass_fields(value["f"], path + ("f",), cls)
        elif tag == "$cost":
            self.fields(value, path, ("$cost",))
            try:
                parse_cost(self.typed(value["$cost"], path + ("$cost",), str))
            except (ValueError, KeyError) as exc:
                self.fail(path + ("$cost",), f"not a mana cost: {exc}")
        elif tag in ("$list", "$frozenset", "$dict"):
            self.fields(value, path, (tag,))
            for i, item in enumerate(self.typed(value[tag], path + (tag,), list)):
                if tag == "$dict" and not (isinstance(item, list) and len(item) == 2):
                    self.fail(path + (tag, i), f"expected [key, value], found {_short(item)}")
                self.encoded(item, path + (tag, i))
        else:
            self.fail(path, f"unknown tagged value {_short(value)}")
