"""Characteristics computed from printed values and continuous effects (CR 611-613).

Nothing on a permanent stores its current power, types or abilities. The
characteristics of every permanent are computed together (`world`): start
from the printed card (CR 613.1), then apply continuous effects layer by
layer (1a copy, 1b face-down, 2 control, 3 text, 4 type, 5 colour,
6 abilities, 7a-7d power/toughness). Within a layer, characteristic-defining
abilities go first (CR 613.3), then timestamp order (CR 613.7), except that
an effect that depends on another waits for it (CR 613.8). Dependency is
found by trying: B is applied to a scratch copy and the engine looks at
whether A still exists or affects other objects. An effect from a static
ability that has begun to apply keeps applying to the same objects in later
layers, even if its ability is gone (CR 613.6). The result is cached in
`GameState.board_cache` until the next change that can alter it: a world that reads
nothing off the board (no condition, no count, no filter on tapped permanents) survives
tapping, mana, steps and draws (`GameState.changed_off_board`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from tolaria.data.ir import (
    ITS_POWER,
    LAYERS,
    TARGETS_A_PLAYER,
    TARGETS_SELF,
    TARGETS_YOU,
    ActivatedAbility,
    CardDef,
    Cost,
    LayerEffect,
    ObjectFilter,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
    effect,
    layer_effect,
)
from tolaria.data.mana import BASIC_LAND_MANA
from tolaria.data.objects import GameObject, Ref
from tolaria.data.state import GameState
from tolaria.data.vocabulary import (
    ATTACK_REQUIREMENT,
    ATTACKING_YOU,
    BLOCKED_BY_SOURCE,
    BLOCKERS_DECLARED,
    BLOCKING_SOURCE,
    CANT_ATTACK_YOU,
    CANT_ATTACK_YOU_PLAYER,
    CANT_BLOCK_YOURS,
    DEALT_TO_PLAYER,
    DEALT_YOU,
    ENCODED,
    EVERY_OBJECT,
    GOADED,
    GRAVEYARD_PLAY,
    HAND_FREE_CAST,
    NOT_YOURS,
    OPPONENTS_OF,
    SELF_OFF_BATTLEFIELD,
    SOURCE_COMBAT,
    SPELLS_UNCOUNTERABLE,
    SUSPECTED,
    UNBLOCKED_ATTACKING,
    YOUR_TEAM,
)
from tolaria.rules import multiplayer
from tolaria.rules.choices import card_for

BASIC_LAND_TYPES = frozenset(BASIC_LAND_MANA)
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@dataclass(frozen=True, slots=True)
class Characteristics:
    """An object's current characteristics (CR 109.3) plus its rules restrictions."""

    name: str
    types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    colors: frozenset[str]
    power: int | None
    toughness: int | None
    keywords: frozenset[str]
    activated: tuple[ActivatedAbility, ...]
    restrictions: frozenset[str]        # "cant_attack", "cant_block" (CR 508.1c, 509.1b)
    controller: int
    triggered: tuple[TriggeredAbility, ...] = ()
    static: tuple[StaticAbility, ...] = ()
    mana_value: int = 0
    spell: SpellAbility | None = None      # an instant's or sorcery's effect (CR 113.3a)
    mana_cost: str = ""                    # its mana cost's symbols; "" for none (202.1b)

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def total_power_toughness(self) -> int | None:
        """"total power and toughness" (a filter's, Cut Down): the sum (CR 208.1)."""
        return total_power_toughness(self)

    @property
    def is_land(self) -> bool:
        return "Land" in self.types

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords


def mana_cost_text(card: CardDef) -> str:
    """A card's mana cost as its symbols ("{1}{W}"); "" if it has none (CR 202.1b)."""
    cost = card.mana_cost
    return "".join(symbol.text for symbol in cost.symbols) if cost is not None else ""


@lru_cache(maxsize=256)
def intrinsic_mana_abilities(subtypes: tuple[str, ...]) -> tuple[ActivatedAbility, ...]:
    """CR 305.6: "{T}: Add [mana]" for each basic land type."""
    return tuple(
        ActivatedAbility(cost=Cost(tap=True), mana=(BASIC_LAND_MANA[t],),
                         text=f"{{T}}: Add {{{BASIC_LAND_MANA[t]}}}.")
        for t in sorted(subtypes) if t in BASIC_LAND_MANA
    )


class _Working:
    """Mutable characteristics of one permanent while the layers are applied."""

    __slots__ = ("id", "name", "types", "subtypes", "supertypes", "colors", "power",
                 "toughness", "keywords", "activated", "triggered", "static", "controller",
                 "mana_value", "restrictions", "tapped", "spell", "zone", "mana_cost")

    @classmethod
    def printed(cls, obj: GameObject) -> _Working:
        w = cls()
        w.id = obj.id
        w.controller = obj.controller
        w.tapped = obj.tapped
        w.zone = obj.zone
        w.restrictions = set()
        w.set_copiable(card_for(obj))           # its abilities read its choices (CR 607.2)
        return w

    def set_copiable(self, card: CardDef) -> None:
        """The copiable values of a card (CR 707.2)."""
        self.name = card.name
        self.types = set(card.types)
        self.subtypes = set(card.subtypes)
        self.supertypes = set(card.supertypes)
        self.colors = set(card.colors)
        self.power, self.toughness = card.power, card.toughness
        self.keywords = set(card.keywords)
        self.activated = list(card.activated)
        self.triggered = list(card.triggered)
        self.static = list(card.static)
        self.spell = card.spell
        self.mana_value = card.mana_value
        self.mana_cost = mana_cost_text(card)

    @property
    def total_power_toughness(self) -> int | None:
        return total_power_toughness(self)

    def clone(self) -> _Working:
        w = _Working()
        for slot in _Working.__slots__:
            value = getattr(self, slot)
            setattr(w, slot, value.copy() if isinstance(value, (set, list)) else value)
        return w

    def lose_all_abilities(self) -> None:
        self.keywords.clear()
        self.activated.clear()
        self.triggered.clear()
        self.static.clear()

    def freeze(self) -> Characteristics:
        return Characteristics(
            name=self.name, types=frozenset(self.types), subtypes=frozenset(self.subtypes),
            supertypes=frozenset(self.supertypes), colors=frozenset(self.colors),
            power=self.power, toughness=self.toughness, keywords=frozenset(self.keywords),
            activated=tuple(self.activated), restrictions=frozenset(self.restrictions),
            controller=self.controller, triggered=tuple(self.triggered),
            static=tuple(self.static), mana_value=self.mana_value, spell=self.spell,
            mana_cost=self.mana_cost)


@dataclass(slots=True)
class _Instance:
    """One continuous effect while the layers are applied."""

    key: tuple[Any, ...]
    timestamp: int
    parts: tuple[LayerEffect, ...]
    affected: frozenset[int] | None          # locked set (CR 611.2c, 613.6); None: not yet
    source_id: int | None = None
    ability: StaticAbility | None = None     # for effects of static abilities
    cda: bool = False

    def parts_in(self, layer: str) -> list[LayerEffect]:
        return [p for p in self.parts if p.layer == layer]


# -- the public queries ------------------------------------------------------------------

def characteristics(state: GameState, obj: GameObject) -> Characteristics:
    cached = state.board_cache.get(obj.id)
    if cached is not None:
        return cached
    if obj.zone == "battlefield" or (obj.zone == "stack" and not obj.is_ability):
        world(state)
        cached = state.board_cache.get(obj.id)
        if cached is not None:
            return cached
    if obj.last_known is not None:
        return obj.last_known                                # CR 608.2h
    elsewhere = _elsewhere(state)
    if elsewhere is None:                    # asked while the world is built: not kept
        return _printed(obj)
    chars = _printed(obj, elsewhere, state)
    state.board_cache[obj.id] = chars
    return chars


def _elsewhere(state: GameState) -> tuple[_Instance, ...] | None:
    """The effects of static abilities on cards outside the battlefield and the stack
    (`EVERY_OBJECT`, CR 611.3a), in timestamp order; None while the world is built."""
    cache = state.board_cache
    if "world" not in cache:
        if cache.get("building"):
            return None
        world(state)
    return cache.get("elsewhere", ())


def ref_name(state: GameState, ref: Ref) -> str:
    """A target's name: a player's, or the object's `current_name`."""
    if ref[0] == "player":
        return state.players[ref[1]].name if ref[1] < state.n_players else "no such player"
    obj = state.objects.get(ref[1])
    return current_name(state, obj) if obj else "no such object"


def current_name(state: GameState, obj: GameObject) -> str:
    """The object's name now, as everyone sees it: the log, refusals, the notation and the
    board all call an object this.

    A permanent's or spell's name is a characteristic: its copiable values give it (a Clone
    copying Hill Giant is named Hill Giant, CR 707.2, 613.2a), as does last known
    information for one that left (CR 608.2h). A face-down object has none, so it is called
    "face-down creature" or "face-down spell" (CR 708.2; its controller may look at it,
    CR 708.5: `tolaria.view.visible_name`). An ability on the stack is called by its
    source's name as it was when the ability was activated or triggered (CR 113.7a).
    Elsewhere an object's name is its card's."""
    if obj.face_down:
        return obj.name
    if obj.ability is not None:
        return obj.source_name or obj.name
    if obj.last_known is not None:
        return obj.last_known.name or obj.name
    if obj.zone in ("battlefield", "stack") and (obj.id in state.board_cache or _copying(state)):
        return characteristics(state, obj).name or obj.name
    return obj.name                   # no copy effect: the card's name (a hot path: the log)


def _copying(state: GameState) -> bool:
    """Is any copy effect in the game (CR 707.2, 613.2a)? Only a copy effect changes a
    name, so without one no characteristics need computing to name an object."""
    found = state.board_cache.get("copying")
    if found is None:
        found = state.board_cache["copying"] = any(
            part.op == "copy" for effect in state.effects for part in effect.parts)
    return found


def controller(state: GameState, obj: GameObject) -> int:
    """Who controls it now, after control-changing effects (CR 108.4, 613.1b)."""
    if obj.zone == "battlefield":
        return characteristics(state, obj).controller
    return obj.controller


def is_sick(state: GameState, obj: GameObject) -> bool:
    """CR 302.6: not continuously controlled by its controller since their turn began."""
    return obj.since != controller(state, obj)


def off_board_change(state: GameState) -> None:
    """The state changed off the board: a permanent tapped or untapped, mana added or
    spent, a step begun, a card moved among library, hand and graveyard. If the world
    reads none of these (no condition, no count, no filter on tapped permanents: the
    world is built now to know, as it would be for the next question anyway), its
    characteristics stay (`GameState.changed_off_board`); else everything is recomputed."""
    world(state)
    if state.board_cache["volatile"]:
        state.changed()
    else:
        state.changed_off_board()


# Where static abilities work: on the battlefield (CR 604.2), and an emblem's in the command
# zone (CR 114.4).
_STATIC_ZONES = ("battlefield", "command")


def world(state: GameState) -> None:
    """Compute and cache the characteristics of every permanent at once."""
    cache = state.board_cache
    if "world" in cache:
        return
    cache["building"] = True
    try:
        _build_world(state)
    finally:
        cache.pop("building", None)


def _build_world(state: GameState) -> None:
    emblems = state.emblems() if state.command else ()
    if not state.effects and not emblems and not _printed_continuous(state) and not any(
            p.ring_bearer is not None for p in state.players):        # (CR 701.52c)
        _simple_world(state)
        if multiplayer.deploys(state):
            _add_deploy_abilities(state)
        return
    work = {oid: _Working.printed(state.objects[oid]) for oid in state.battlefield}
    for oid in state.stack:                 # spells too: text changes, copies (CR 612, 707)
        if not state.objects[oid].is_ability:
            work[oid] = _Working.printed(state.objects[oid])
    for oid in emblems:                     # their abilities work there (CR 114.4)
        work[oid] = _Working.printed(state.objects[oid])
    _apply_layers(state, work)
    statics: list[tuple[GameObject, StaticAbility]] = []
    for oid, w in work.items():
        if w.zone not in _STATIC_ZONES:
            continue                        # CR 604.2: static abilities work on the battlefield
        for ability in w.static:
            if ability.kind == "restrict" and (ability.condition is None or _condition(
                    state, work, oid, ability)):
                for target in _affected(state, work, oid, ability):
                    work[target].restrictions |= _restrictions(ability, w.controller)
            statics.append((state.objects[oid], ability))
    cache = state.board_cache
    for oid, w in work.items():
        cache[oid] = w.freeze()
    cache["statics"] = statics
    cache["elsewhere"] = _elsewhere_instances(state, work, statics)
    cache["world"] = True
    cache["volatile"] = True        # effects may read anything: conditions, counts, status
    if multiplayer.deploys(state):
        _add_deploy_abilities(state)


def _add_deploy_abilities(state: GameState) -> None:
    """CR 804.2, 809.3b: in an Emperor game each creature has the deploy ability."""
    cache = state.board_cache
    for oid in state.battlefield:
        chars = cache.get(oid)
        if chars is not None and chars.is_creature:
            cache[oid] = multiplayer.add_deploy(chars)


def _printed_continuous(state: GameState) -> bool:
    """Does any permanent print a continuous-effect static ability? (else no layer applies)"""
    objects = state.objects
    for oid in state.battlefield:
        if objects[oid].face_down or objects[oid].counter_times:        # CR 122.1b
            return True
        if objects[oid].chosen and (SUSPECTED, "") in objects[oid].chosen:  # CR 701.58c
            return True
        for ability in objects[oid].card.static:
            if ability.kind == "continuous" or ability.condition is not None or (
                    ability.filter is not None and (ability.filter.compare and (
                        counts_bound(ability.filter) or _own_stats(ability.filter))
                        or ability.filter.modified)):     # (modified: CR 700.9)
                return True                        # (a count, or power after counters and
    return False                                   # effects: the world reads the state)


def _own_stats(flt: ObjectFilter) -> bool:
    """Does the description compare each object's own toughness with its power (after
    counters and effects, CR 613.4)?"""
    return any(n == ITS_POWER for _, _, n in flt.compare)


def _condition(state: GameState, work: dict[int, _Working], oid: int,
               ability: StaticAbility) -> bool:
    """CR 611.3a: is a conditional static ability's condition true, judged with the
    characteristics being computed (never the world being built)?"""
    from tolaria.rules.conditions import holds
    return holds(state, ability.condition, state.objects[oid], work[oid].controller,
                 lambda i: work[i])


def total_power_toughness(chars: Characteristics | _Working) -> int | None:
    """Power plus toughness (CR 208.1); None for an object without them."""
    if chars.power is None or chars.toughness is None:
        return None
    return chars.power + chars.toughness


def card_characteristics(card: CardDef, controller: int) -> Characteristics:
    """A card's own characteristics, with no effect applied: a card in a hand as it
    would be cast (CR 601.2a, 109.3)."""
    if any(a.affects == SELF_OFF_BATTLEFIELD for a in card.static):
        return _off_battlefield_template(card, controller)               # (CR 611.3a)
    return _template(card, controller)


@lru_cache(maxsize=4096)
def _template(card: CardDef, controller: int) -> Characteristics:
    w = _Working()
    w.id, w.controller, w.restrictions, w.tapped, w.zone = 0, controller, set(), False, ""
    w.set_copiable(card)
    _add_intrinsic_abilities(w)
    return w.freeze()


@lru_cache(maxsize=256)
def _off_battlefield_template(card: CardDef, controller: int) -> Characteristics:
    """A card's own characteristics off the battlefield, with its `SELF_OFF_BATTLEFIELD`
    abilities applied (CR 611.3a): a card in a hand as it would be cast."""
    w = _Working()
    w.id, w.controller, w.restrictions, w.tapped, w.zone = 0, controller, set(), False, ""
    w.set_copiable(card)
    own = _off_battlefield(w)
    for layer in LAYERS:
        for inst in own:
            for part in inst.parts_in(layer):
                _apply(None, {}, w, part, inst)
    _add_intrinsic_abilities(w)
    return w.freeze()


def _simple_world(state: GameState) -> None:
    """No continuous effects at all: printed values, counters and restrictions only. Such
    a world reads off the board only through a restriction's filter on tapped permanents,
    combat or counters (`volatile`)."""
    cache = state.board_cache
    volatile = False
    statics: list[tuple[GameObject, StaticAbility]] = []
    restricted: dict[int, set[str]] = {}
    objects = state.objects
    for oid in state.battlefield:
        obj = objects[oid]
        if not obj.card.static:
            continue
        for ability in card_for(obj).static:                            # (CR 607.2)
            statics.append((obj, ability))
            if ability.kind == "restrict":
                flt = ability.filter
                volatile = volatile or flt is not None and (
                    flt.tapped is not None or _status_tested(flt))
                for target in _simple_affected(state, obj, ability):
                    restricted.setdefault(target, set()).update(
                        _restrictions(ability, obj.controller))
    for oid in state.battlefield:
        obj = objects[oid]
        card = obj.card
        chars = _template(card_for(obj) if card.static else card, obj.controller)
        counters = obj.counters
        if (counters and chars.power is not None) or oid in restricted:
            power, toughness = counter_pt(counters)
            chars = replace(chars, restrictions=frozenset(restricted.get(oid, ())),
                            power=None if chars.power is None else chars.power + power,
                            toughness=None if chars.toughness is None
                            else chars.toughness + toughness)
        cache[oid] = chars
    cache["statics"] = statics
    cache["world"] = True
    cache["volatile"] = volatile


def _simple_affected(state: GameState, source: GameObject, ability: StaticAbility) -> list[int]:
    if ability.affects == "self":
        return [source.id]
    if ability.affects in ("enchanted", "equipped"):
        host = state.objects.get(source.attached_to) if source.attached_to else None
        return [host.id] if host is not None and (ability.filter is None or chars_match(
            _template(host.card, host.controller), ability.filter, source.controller,
            state.options.teams)) else []
    out = []
    limited = state.options.limited_range
    for oid in state.battlefield:
        obj = state.objects[oid]
        if ability.affects == "yours" and obj.controller != source.controller:
            continue
        if ability.affects == "enchanted_player" and obj.controller != source.attached_player:
            continue                                  # CR 303.4b
        if limited and not multiplayer.in_range(state, source.controller, obj.controller):
            continue                                  # CR 801.10: out of its range
        flt = ability.filter
        if flt is None or (not (flt.other and oid == source.id) and chars_match(
                _template(obj.card, obj.controller), flt, source.controller,
                state.options.teams) and (
                flt.tapped is None or obj.tapped == flt.tapped) and (
                not _status_tested(flt) or _status_match(flt, obj, source))):
            out.append(oid)
    return out


def _restrictions(ability: StaticAbility, controller: int) -> frozenset[str]:
    """A "restrict" ability's restrictions; "is goaded" names its source's controller, the
    player who goaded the creature (CR 701.38b), and so do "can't attack you" (508.1c) and
    "... your opponents control" (`OPPONENTS_OF`, CR 115.1)."""
    named = ability.restrictions & _NAMING_CONTROLLER
    whose = {text for text in ability.restrictions if text.endswith(OPPONENTS_OF)}
    if not named and not whose:
        return ability.restrictions
    return ability.restrictions - named - whose | {f"{text}:{controller}" for text in named} \
        | {f"{text}{controller}" for text in whose}


_NAMING_CONTROLLER = frozenset({GOADED, CANT_ATTACK_YOU, CANT_ATTACK_YOU_PLAYER, CANT_BLOCK_YOURS})


def static_abilities(state: GameState) -> list[tuple[GameObject, StaticAbility]]:
    """Static abilities permanents have now, after the layers (CR 604.2)."""
    world(state)
    return state.board_cache["statics"]


def statics_by_kind(state: GameState) -> dict[str, list[tuple[GameObject, StaticAbility]]]:
    """`static_abilities` by kind, in the same order: built once with the board's
    characteristics (`GameState.board_cache`), so asking for a kind no permanent has is a
    look-up, not a scan of every static ability (CR 604.2)."""
    index = state.board_cache.get("statics by kind")
    if index is None:
        index = {}
        for pair in static_abilities(state):
            index.setdefault(pair[1].kind, []).append(pair)
        state.board_cache["statics by kind"] = index
    return index


def _printed(obj: GameObject, elsewhere: tuple[_Instance, ...] = (),
             state: GameState | None = None) -> Characteristics:
    """A card's characteristics off the battlefield and the stack, with the effects that
    reach it there (`_elsewhere`), layer by layer in timestamp order (CR 613.1, 613.7)."""
    w = _Working.printed(obj)
    if obj.face_down:
        _face_down(None, {}, w, face_down_part(obj), None)             # CR 708.2, 708.4
    own = _off_battlefield(w) if w.static and not obj.face_down else ()
    for layer in LAYERS if elsewhere or own else ():
        for inst in (*own, *elsewhere):
            for part in inst.parts_in(layer):
                _apply(state, {}, w, part, inst)
    _add_intrinsic_abilities(w)
    return w.freeze()


def _off_battlefield(w: _Working) -> tuple[_Instance, ...]:
    """Its own abilities that work only off the battlefield (`SELF_OFF_BATTLEFIELD`, CR
    611.3a): applied first, as the effects that reach every card depend on them (613.8a)."""
    return tuple(_Instance(("static", w.id, a), 0, a.parts, None, w.id, a)
                 for a in w.static if a.affects == SELF_OFF_BATTLEFIELD)


def _elsewhere_instances(state: GameState, work: dict[int, _Working],
                         statics: list[tuple[GameObject, StaticAbility]]
                         ) -> tuple[_Instance, ...]:
    """The static abilities that affect every card in every zone (`EVERY_OBJECT`: Painter's
    Servant, CR 611.3a), those of permanents as the layers left them, in timestamp order
    (CR 613.7)."""
    found = [_Instance(("static", obj.id, ability), _static_timestamp(state, obj.id),
                       ability.parts, None, obj.id, ability)
             for obj, ability in statics if ability.affects == EVERY_OBJECT
             and ability.kind == "continuous" and (ability.condition is None or _condition(
                 state, work, obj.id, ability))]
    return tuple(sorted(found, key=lambda inst: inst.timestamp))


# -- the layers (CR 613) ----------------------------------------------------------------

def _apply_layers(state: GameState, work: dict[int, _Working]) -> None:
    resolved = [
        _Instance(("effect", i), e.timestamp, e.parts,
                  frozenset(a for a in e.affected if a in work), e.source_id)
        for i, e in enumerate(state.effects) if lasting(state, e)
    ]
    started: dict[tuple[Any, ...], _Instance] = {}
    for layer in LAYERS:
        if layer == "1b":
            for oid, w in work.items():
                if state.objects[oid].face_down:
                    _face_down(state, work, w, face_down_part(state.objects[oid]),
                               None)                                    # CR 708.2, 613.2b
        candidates = [inst for inst in resolved if inst.parts_in(layer)]
        candidates += _static_instances(state, work, layer, started)
        if layer == "6":
            candidates += _keyword_counters(state, work)
        if layer == "7c":
            _apply_counters(state, work)
        if candidates:
            _apply_layer(state, work, layer, candidates, started)
        if layer == "6":
            _apply_granted_grants(state, work, started, candidates)
            _cant_have(state, work, candidates)
        if layer == "4":
            for w in work.values():
                _add_intrinsic_abilities(w)
            if any(p.ring_bearer is not None for p in state.players):
                from tolaria.rules.ring import legendary
                legendary(state, work)                    # the Ring's (CR 701.52c)


def lasting(state: GameState, effect: Any) -> bool:
    """CR 611.2a-b: is a "for as long as" duration still running?"""
    if effect.until == ENCODED:                  # the cipher card stays exiled (702.99c)
        card = state.objects.get(effect.source_id)
        return card is not None and card.zone == "exile"
    if effect.until not in ("source on battlefield", "source controlled", "source tapped",
                            "source controlled tapped"):
        return True             # (a change of control or untapping ends them for good:
    source = state.objects.get(effect.source_id)            # effects.durations)
    return source is not None and source.zone == "battlefield" and (
        not effect.until.endswith("tapped") or source.tapped)


def _static_instances(state: GameState, work: dict[int, _Working], layer: str,
                      started: dict[tuple[Any, ...], _Instance]) -> list[_Instance]:
    """Effects of static abilities with a part in `layer`: present ones and started ones."""
    found: dict[tuple[Any, ...], _Instance] = {}
    for oid, w in work.items():
        for ability in w.static:
            if ability.kind != "continuous" or not any(p.layer == layer for p in ability.parts):
                continue
            if ability.affects == SELF_OFF_BATTLEFIELD:
                if w.zone == "battlefield":
                    continue                 # CR 611.3a: only while it isn't there
            elif w.zone not in _STATIC_ZONES and not ability.cda:
                continue                     # CR 604.2; CDAs work everywhere (CR 604.3)
            key = ("static", oid, ability)
            if ability.condition is not None and key not in started and not _condition(
                    state, work, oid, ability):
                continue                     # CR 611.3a: applies only while it holds
            found[key] = started.get(key) or _Instance(
                key, _static_timestamp(state, oid), ability.parts, None, oid, ability,
                ability.cda)
    for key, inst in started.items():                         # CR 613.6
        if key not in found and inst.parts_in(layer):
            found[key] = inst
    return list(found.values())


def _cant_have(state: GameState, work: dict[int, _Working], done: list[_Instance]) -> None:
    """"... lose flying and can't have or gain flying" (CR 101.2): once every effect of
    layer 6 is applied, whatever its timestamp, the objects it affects lose the keywords
    again."""
    for inst in done:
        for part in inst.parts:
            if part.op == "remove_keywords" and part.get("cant_have") and inst.affected:
                for oid in inst.affected:
                    if oid in work:
                        _remove_keywords(state, work, work[oid], part, inst)


def _apply_granted_grants(state: GameState, work: dict[int, _Working],
                          started: dict[tuple[Any, ...], _Instance],
                          done: list[_Instance]) -> None:
    """Static abilities that an effect of layer 6 granted and that themselves add abilities
    (Old-Growth Troll's Aura: "Enchanted Forest has "{T}: Add {G}{G}""): each depends on
    the effect granting it, so applies after it, in this layer too (CR 613.8a-b)."""
    if not any(isinstance(a, StaticAbility) and any(q.layer == "6" for q in a.parts)
               for inst in done for part in inst.parts_in("6") if part.op == "add_abilities"
               for a in part.get("abilities", ())):
        return                                      # (no such grant: nothing to look for)
    seen = {inst.key for inst in done}
    for _ in range(len(work) + 1):                  # each round needs a newer grant
        new = [inst for inst in _static_instances(state, work, "6", started)
               if inst.key not in seen]
        if not new:
            return
        seen |= {inst.key for inst in new}
        _apply_layer(state, work, "6", new, started)


def _static_timestamp(state: GameState, oid: int) -> int:
    return state.objects[oid].timestamp                       # CR 613.7a


def _apply_layer(state: GameState, work: dict[int, _Working], layer: str,
                 candidates: list[_Instance], started: dict[tuple[Any, ...], _Instance]) -> None:
    remaining = sorted(candidates, key=lambda i: (not i.cda, i.timestamp))
    while remaining:
        chosen = remaining[0] if len(remaining) == 1 else _next_by_dependency(
            state, work, layer, remaining)
        remaining.remove(chosen)
        if chosen.affected is None:
            chosen.affected = frozenset(_affected(state, work, chosen.source_id, chosen.ability))
            started[chosen.key] = chosen
        for part in chosen.parts_in(layer):
            for oid in chosen.affected:
                if oid in work:
                    _apply(state, work, work[oid], part, chosen)
        # CR 613.8c: effects whose ability is gone (and hadn't started) no longer exist.
        remaining = [i for i in remaining if _exists(work, i)]


def _exists(work: dict[int, _Working], inst: _Instance) -> bool:
    if inst.ability is None or inst.affected is not None:
        return True
    source = work.get(inst.source_id)
    return source is not None and inst.ability in source.static


def _next_by_dependency(state: GameState, work: dict[int, _Working], layer: str,
                        remaining: list[_Instance]) -> _Instance:
    """CR 613.8b: the first effect, in order, that depends on no other remaining one."""
    for inst in remaining:
        if inst.ability is None or inst.affected is not None:
            return inst                          # locked in: it depends on nothing (613.6)
        if not any(b is not inst and b.cda == inst.cda and _depends(state, work, layer, inst, b)
                   for b in remaining):
            return inst
    return remaining[0]                          # a dependency loop: timestamp order


def _depends(state: GameState, work: dict[int, _Working], layer: str, a: _Instance,
             b: _Instance) -> bool:
    """CR 613.8a: would applying `b` change whether `a` exists or what it applies to?"""
    if a.ability is None or a.affected is not None:
        return False                    # locked in (CR 611.2c, 613.6): nothing can change it
    before = _signature(state, work, a)
    trial = {oid: w.clone() for oid, w in work.items()}
    affected = b.affected if b.affected is not None else frozenset(
        _affected(state, trial, b.source_id, b.ability))
    for part in b.parts_in(layer):
        for oid in affected:
            if oid in trial:
                _apply(state, trial, trial[oid], part, b)
    return _signature(state, trial, a) != before


def _signature(state: GameState, work: dict[int, _Working], inst: _Instance) -> tuple[Any, ...]:
    if not _exists(work, inst):
        return (False,)
    affected = inst.affected if inst.affected is not None else frozenset(
        _affected(state, work, inst.source_id, inst.ability))
    return (True, affected)


def _affected(state: GameState, work: dict[int, _Working], source_id: int | None,
              ability: StaticAbility | None) -> set[int]:
    """The permanents a static ability applies to right now (CR 611.3a)."""
    if ability is None or source_id is None:
        return set()
    source = state.objects[source_id]
    how = ability.affects
    if how == "self" or how == SELF_OFF_BATTLEFIELD:
        return {source_id}
    if how in ("enchanted", "equipped"):            # ("as long as it's white", 611.3a)
        host = source.attached_to
        return {host} if host in work and (ability.filter is None or _working_matches(
            work[host], ability.filter, source.controller, source_id,
            state.options.teams)) else set()
    if how == "paired":                               # CR 702.95b: it and its partner
        from tolaria.rules.keywords.soulbond import pair_in_layers
        return pair_in_layers(state.objects, work, source_id)
    if how == EVERY_OBJECT:                           # permanents and spells (CR 611.3a)
        return {oid for oid, w in work.items() if w.zone in ("battlefield", "stack")}
    controller = work[source_id].controller if source_id in work else source.controller
    limited = state.options.limited_range
    flt = _chosen_filter(ability.filter, source)
    if flt is None and ability.filter is not None:
        return set()
    if flt is not None and flt.compare and counts_bound(flt):
        flt = _bounds_counted(state, work, controller, source_id, flt)
    # Whose permanents: "you control" (its controller's), "enchanted player controls"
    # (the player the Aura is attached to, CR 303.4b), or anyone's (-1).
    whose = controller if how == "yours" else source.attached_player \
        if how == "enchanted_player" else -1
    if whose is None:
        return set()
    out = set()
    hosts = _hosts(state, work, flt.attached) if flt is not None and flt.attached else None
    if flt is not None and flt.modified:
        hosts = _modified_in_layers(state, work)
    for oid, w in work.items():
        if w.zone != "battlefield" or (whose >= 0 and w.controller != whose):
            continue
        if hosts is not None and oid not in hosts:
            continue
        if flt is not None and (flt.commander or flt.owned) and not _commander_owned(
                state, flt, state.objects[oid], controller):
            continue
        if limited and not multiplayer.in_range(state, controller, w.controller):
            continue                                  # CR 801.10: out of its range
        if _working_matches(w, flt, controller, source_id, state.options.teams) and (
                not _status_tested(flt) or _status_match(flt, state.objects[oid], source)):
            out.add(oid)
    return out


def _commander_owned(state: GameState, flt: ObjectFilter, obj: GameObject,
                     controller: int) -> bool:
    """"Commander creatures you own": a commander (CR 903.3) its owner is the static
    ability's controller, whoever controls it (CR 108.3)."""
    return (not flt.commander or obj.card_uid in state.commanders) and (
        not flt.owned or obj.owner == controller)


def _hosts(state: GameState, work: dict[int, _Working], kinds: frozenset[str]) -> set[int]:
    """The permanents an Aura ("enchanted", CR 303.4) or an Equipment ("equipped", CR
    301.5) of these subtypes is attached to, with the subtypes being computed."""
    out = set()
    for oid, w in work.items():
        host = state.objects[oid].attached_to
        if host is not None and w.zone == "battlefield" and kinds & w.subtypes:
            out.add(host)
    return out


def _modified_in_layers(state: GameState, work: dict[int, _Working]) -> set[int]:
    """CR 700.9: the permanents with a counter on them, equipped, or enchanted by an Aura
    their controller controls, with subtypes and controllers being computed."""
    out = {oid for oid in work if any(n > 0 for n in state.objects[oid].counters.values())}
    for oid, w in work.items():
        host = state.objects[oid].attached_to
        if host is None or host not in work or w.zone != "battlefield":
            continue
        if "Equipment" in w.subtypes or (
                "Aura" in w.subtypes and w.controller == work[host].controller):
            out.add(host)
    return out


def counts_bound(flt: ObjectFilter) -> bool:
    """Does the description compare with a counted quantity ("with power greater than the
    number of cards in your hand")?"""
    return any(type(n) is tuple for _, _, n in flt.compare)


def _bounds_counted(state: GameState, work: dict[int, _Working], controller: int,
                   source_id: int, flt: ObjectFilter) -> ObjectFilter:
    """The description with its counted bounds counted now, as the layers are applied
    (CR 611.3a)."""
    from tolaria.rules.quantities import evaluate_in_layers
    return replace(flt, more=None, compare=tuple(
        (w, o, evaluate_in_layers(state, work, controller, source_id, n)
         if type(n) is tuple else n) for w, o, n in flt.compare))


def _chosen_filter(flt: ObjectFilter | None, source: GameObject) -> ObjectFilter | None:
    """"of the chosen type": the creature type chosen as the source entered (CR 607.2);
    with none chosen, nothing matches."""
    if flt is None or not flt.chosen_type:
        return flt
    chosen = dict(source.chosen).get("creature type")
    if chosen is None:
        return None
    return replace(flt, subtypes=frozenset({chosen}), chosen_type=False)


def _status_tested(flt: ObjectFilter) -> bool:
    """Does a static ability's filter test attacking/blocking, token or counters? (checked
    continuously, CR 611.3a)"""
    return bool(flt.counter or flt.combat) or flt.token is not None


def _working_matches(w: _Working, flt: ObjectFilter | None, viewer: int, source_id: int,
                     teams: tuple[tuple[int, ...], ...]) -> bool:
    if flt is None:
        return True
    if flt.other and w.id == source_id:
        return False
    if flt.any_of and w.id == source_id and any(f.other for f in flt.any_of):   # CR 109.5
        kinds = tuple(f for f in flt.any_of if not f.other)  # "Skeletons ... and other Zombies"
        if not kinds:
            return False
        flt = replace(flt, any_of=kinds, more=None)
    if flt.tapped is not None and w.tapped != flt.tapped:
        return False
    return chars_match(w, flt, viewer, teams)


def _keyword_counters(state: GameState, work: dict[int, _Working]) -> list[_Instance]:
    """CR 122.1b, 613.1f: each keyword counter grants its keyword in layer 6, in timestamp
    order with the other effects there (its timestamp: CR 613.7c)."""
    out = []
    for oid in work:
        obj = state.objects[oid]
        for kind, stamp in obj.counter_times:
            if obj.counters.get(kind):
                out.append(_Instance(("counter", oid, kind), stamp, (layer_effect(
                    "6", "add_keywords", keywords=(kind,)),), frozenset((oid,))))
        if obj.chosen and (SUSPECTED, "") in obj.chosen:
            out.append(_suspected(obj))
    return out


_CANT_BLOCK = StaticAbility(kind="restrict", affects="self", text="This creature can't block.",
                            restrictions=frozenset({"cant_block"}))
_SUSPECTED_PARTS = (layer_effect("6", "add_keywords", keywords=("menace",)),
                    layer_effect("6", "add_abilities", abilities=(_CANT_BLOCK,)))


def _suspected(obj: GameObject) -> _Instance:
    """CR 701.58c: a suspected permanent has menace and "This creature can't block", from
    the time it became suspected (`tolaria.rules.keywords.suspect`)."""
    stamp = dict(obj.chosen).get("suspected at")
    return _Instance(("suspected", obj.id), obj.timestamp if stamp is None else int(stamp),
                     _SUSPECTED_PARTS, frozenset((obj.id,)))


def _apply_counters(state: GameState, work: dict[int, _Working]) -> None:
    """CR 613.4c: +1/+1, -1/-1 and other +X/+Y counters modify power and toughness in
    layer 7c."""
    for oid, w in work.items():
        counters = state.objects[oid].counters
        if counters and w.power is not None:
            power, toughness = counter_pt(counters)
            w.power += power
            w.toughness += toughness


def counter_pt(counters: dict[str, int]) -> tuple[int, int]:
    """What the power/toughness counters add (CR 122.1a: "+1/+0", "-0/-1"...)."""
    power = toughness = 0
    for kind, n in counters.items():
        change = _pt_kind(kind)
        if change is not None:
            power += change[0] * n
            toughness += change[1] * n
    return power, toughness


@lru_cache(maxsize=256)
def _pt_kind(kind: str) -> tuple[int, int] | None:
    """(power, toughness) one counter of this kind adds, or None for other kinds."""
    parts = kind.split("/")
    if len(parts) != 2 or not all(p[:1] in "+-" and p[1:].isdigit() for p in parts):
        return None
    return int(parts[0]), int(parts[1])


def _add_intrinsic_abilities(w: _Working) -> None:
    """CR 305.6: a land with a basic land type has that type's mana ability."""
    if "Land" in w.types and w.subtypes & BASIC_LAND_TYPES:
        missing = [a for a in intrinsic_mana_abilities(tuple(sorted(w.subtypes)))
                   if a not in w.activated]
        w.activated[:0] = missing


def _apply(state: GameState, work: dict[int, _Working], w: _Working, part: LayerEffect,
           inst: _Instance) -> None:
    APPLY[part.op](state, work, w, part, inst)


def _copy(state, work, w, part, inst) -> None:                  # CR 707.2, 613.2a
    obj, card = state.objects.get(w.id), part.get("card")
    w.set_copiable(card_for(obj, card) if obj is not None else card)  # its choices (607.2)
    if card.front_mana_value is not None:
        w.mana_value = 0              # a copy of a back face or melded permanent (202.3b-c)


def _face_down(state, work, w, part, inst) -> None:             # CR 708.2
    w.name, w.types, w.subtypes, w.supertypes = "", {"Creature"}, set(), set()
    w.colors, w.power, w.toughness, w.mana_value = set(), 2, 2, 0
    w.mana_cost = ""                                      # no mana cost (CR 708.2a)
    w.lose_all_abilities()
    w.triggered.extend(part.get("abilities", ()))        # disguise's ward {2} (CR 702.168a)


def _control(state, work, w, part, inst) -> None:               # CR 613.1b
    who = part.get("controller")
    if who == "source":
        source = inst.source_id
        who = work[source].controller if source in work else state.objects[source].controller
    w.controller = who


def _text(state, work, w, part, inst) -> None:                  # CR 612
    old, new = part.get("old"), part.get("new")
    if w.spell is not None:
        w.spell = _replace_in(w.spell, old, new)
    w.subtypes = {new if t == old else t for t in w.subtypes}
    w.keywords = {_replace_words(k, old, new) for k in w.keywords}
    w.static = [_replace_in(a, old, new) for a in w.static]
    w.activated = [_replace_in(a, old, new) for a in w.activated]
    w.triggered = [_replace_in(a, old, new) for a in w.triggered]


def _add_types(state, work, w, part, inst) -> None:             # CR 205.1b
    w.types |= set(part.get("types", ()))


def _remove_types(state, work, w, part, inst) -> None:          # CR 205.1b, 613.1d
    """"<this> isn't a creature": it loses those card types."""
    w.types -= set(part.get("types", ()))


def _add_subtypes(state, work, w, part, inst) -> None:
    w.subtypes |= set(part.get("subtypes", ()))


def _add_supertypes(state, work, w, part, inst) -> None:        # CR 613.1d, 205.4
    """"becomes a legendary ... creature": setting card types leaves supertypes alone
    (CR 205.1a), so a named supertype is added."""
    w.supertypes |= set(part.get("supertypes", ()))


def _set_types(state, work, w, part, inst) -> None:             # CR 205.1a
    """"becomes a [creature types] creature": new card types replace the old ones, and
    subtypes go with the types they belong to; named creature types replace old ones."""
    named = set(part.get("subtypes", ()))
    w.types = set(part.get("types"))
    if named or w.types & {"Creature", "Kindred"}:
        w.subtypes = named or {t for t in w.subtypes if t not in NON_CREATURE_SUBTYPES}
    else:             # "It's an enchantment.": only the subtypes of the types it has now
        w.subtypes = {t for t in w.subtypes if _SUBTYPE_TYPES.get(t, "Creature") in w.types}


def _set_creature_subtypes(state, work, w, part, inst) -> None:  # CR 205.1b
    w.subtypes = {t for t in w.subtypes if t in NON_CREATURE_SUBTYPES}
    w.subtypes |= set(part.get("subtypes", ()))


def _set_land_subtypes(state, work, w, part, inst) -> None:     # CR 305.7
    if "Land" not in w.types:
        return
    w.subtypes = {t for t in w.subtypes if t not in LAND_SUBTYPES} | set(part.get("subtypes"))
    w.lose_all_abilities()        # its rules-text abilities; granted ones come in layer 6


def _set_colors(state, work, w, part, inst) -> None:             # CR 613.1e
    w.colors = set(part.get("colors"))


def _add_colors(state, work, w, part, inst) -> None:
    w.colors |= set(part.get("colors"))


def _add_keywords(state, work, w, part, inst) -> None:           # CR 613.1f
    w.keywords |= set(part.get("keywords"))


def _add_abilities(state, work, w, part, inst) -> None:
    w.keywords |= set(part.get("keywords", ()))          # "has flying and "{T}: ...""
    for ability in part.get("abilities"):
        if isinstance(ability, ActivatedAbility):
            w.activated.append(ability)
        elif isinstance(ability, TriggeredAbility):
            w.triggered.append(ability)
        else:
            w.static.append(ability)


def _add_library_top_abilities(state, work, w, part, inst) -> None:
    """"has all activated abilities of that card": of the top card of its controller's
    library (CR 401.5, 613.1f); its condition said the card is there and matches. Those
    that work on the battlefield: the others couldn't be activated there (CR 113.6)."""
    library = state.players[w.controller].library
    if library:
        w.activated.extend(a for a in state.objects[library[-1]].card.activated
                           if a.zone == "battlefield")


def _remove_all_abilities(state, work, w, part, inst) -> None:
    w.lose_all_abilities()


def _rules_only(state, work, w, part, inst) -> None:     # changes no characteristics (611.2c)
    return None


def _remove_keywords(state, work, w, part, inst) -> None:        # CR 613.1f: "loses flying"
    lost = part.get("keywords")
    w.keywords -= set(lost)
    if "hexproof" in lost:              # CR 702.11e: and every "hexproof from [quality]"
        w.keywords -= {k for k in w.keywords if k.startswith("hexproof from ")}


def _set_pt_count(state, work, w, part, inst) -> None:           # CR 604.3, 613.4a
    if part.get("count") == "hand":
        n = len(state.players[w.controller].hand)
    elif part.get("count") == "life":                  # "equal to your life total"
        n = state.players[w.controller].life
    else:
        flt = part.get("filter")
        n = sum(1 for other in work.values() if other.zone == "battlefield"
                and other.controller == w.controller
                and chars_match(other, flt, w.controller, state.options.teams))
    w.power = w.toughness = n


def exiled_creature_card(state: GameState, source_id: int,
                         work: dict[int, _Working] | None = None) -> _Working | None:
    """The last creature card exiled with `source_id` and still in exile (CR 607.2a, 400.7),
    with its characteristic-defining abilities applied there (CR 604.3), reading the
    permanents being computed (`work`); None if none."""
    for linked, oid in reversed(state.exiled_with):
        card = state.objects.get(oid) if linked == source_id else None
        if card is None or card.zone != "exile":
            continue
        w = _Working.printed(card)
        for ability in w.static:
            if ability.cda:
                inst = _Instance(("cda", oid), 0, ability.parts, frozenset({oid}), oid,
                                 ability, True)
                for layer in LAYERS:
                    for part in inst.parts_in(layer):
                        _apply(state, work or {}, w, part, inst)
        if "Creature" in w.types:
            return w
    return None


def _exiled_creature_types(state, work, w, part, inst) -> None:  # CR 613.1d, 205.3m
    """"has the creature types of the last creature card exiled with it. It's still a
    Shapeshifter.": its creature types replaced by that card's, and the kept ones."""
    card = exiled_creature_card(state, inst.source_id, work)
    if card is not None:
        w.subtypes = {t for t in w.subtypes if t in NON_CREATURE_SUBTYPES} | {
            t for t in card.subtypes if t not in NON_CREATURE_SUBTYPES} | set(part.get("kept"))


def _exiled_creature_pt(state, work, w, part, inst) -> None:     # CR 613.4b
    card = exiled_creature_card(state, inst.source_id, work)
    if card is not None:
        w.power, w.toughness = card.power, card.toughness


def _set_pt(state, work, w, part, inst) -> None:                 # CR 613.4b
    w.power, w.toughness = part.get("power"), part.get("toughness")


def _set_power(state, work, w, part, inst) -> None:              # CR 613.4b
    w.power = part.get("power")                          # "has base power 3"


def _set_pt_to_mana_value(state, work, w, part, inst) -> None:
    w.power = w.toughness = w.mana_value


def _add_pt(state, work, w, part, inst) -> None:                 # CR 613.4c
    if w.power is not None:
        w.power += part.get("power", 0)
        w.toughness += part.get("toughness", 0)


def _counted(state, work, part, inst, key: str, w: _Working) -> Any:
    """A power/toughness number of a static ability, counted now (CR 611.3a); `w` is the
    permanent it affects ("for each of its colors")."""
    value = part.get(key)
    if not isinstance(value, tuple):
        return value
    from tolaria.rules.quantities import evaluate_in_layers
    source = work.get(inst.source_id)
    who = source.controller if source is not None else state.objects[inst.source_id].controller
    return evaluate_in_layers(state, work, who, inst.source_id, value, w)


def _set_pt_quantity(state, work, w, part, inst) -> None:        # CR 604.3, 613.4a
    power, toughness = (_counted(state, work, part, inst, k, w) for k in ("power", "toughness"))
    if power is not None:
        w.power = power
    if toughness is not None:
        w.toughness = toughness


def _add_pt_quantity(state, work, w, part, inst) -> None:        # CR 613.4c
    if w.power is not None:
        w.power += _counted(state, work, part, inst, "power", w)
        w.toughness += _counted(state, work, part, inst, "toughness", w)


def _switch_pt(state, work, w, part, inst) -> None:              # CR 613.4d
    if w.power is not None:
        w.power, w.toughness = w.toughness, w.power


FACE_DOWN = LayerEffect("1b", "face_down")
# CR 702.168a: a face-down spell or permanent its disguise ability made has ward {2}.
DISGUISED = layer_effect("1b", "face_down", abilities=(TriggeredAbility(
    event="becomes_target", whose="opponent", text="Ward {2}",
    effects=(effect("counter_unless", target="event", mana="{2}"),)),))


def face_down_part(obj: GameObject) -> LayerEffect:
    """The face-down characteristics the ability that turned it face down lists (CR 708.2)."""
    return DISGUISED if obj.face_down == "disguise" else FACE_DOWN

APPLY = {
    "copy": _copy, "face_down": _face_down, "control": _control, "text": _text,
    "add_types": _add_types, "add_subtypes": _add_subtypes, "set_types": _set_types,
    "add_supertypes": _add_supertypes,
    "remove_types": _remove_types,
    "set_creature_subtypes": _set_creature_subtypes, "set_land_subtypes": _set_land_subtypes,
    "set_colors": _set_colors, "add_colors": _add_colors, "add_keywords": _add_keywords,
    "add_abilities": _add_abilities, "remove_all_abilities": _remove_all_abilities,
    "add_library_top_abilities": _add_library_top_abilities,
    ATTACK_REQUIREMENT: _rules_only,
    GRAVEYARD_PLAY: _rules_only,
    HAND_FREE_CAST: _rules_only,
    SPELLS_UNCOUNTERABLE: _rules_only,
    "remove_keywords": _remove_keywords,
    "set_pt": _set_pt, "set_pt_count": _set_pt_count, "set_pt_to_mana_value": _set_pt_to_mana_value, "add_pt": _add_pt,
    "switch_pt": _switch_pt, "set_pt_quantity": _set_pt_quantity,
    "set_power": _set_power,
    "add_pt_quantity": _add_pt_quantity,
    "exiled_creature_types": _exiled_creature_types, "exiled_creature_pt": _exiled_creature_pt,
}

# CR 205.3: subtypes that aren't creature types, kept by "becomes a [creature type]".
LAND_SUBTYPES = frozenset({
    "Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Lair", "Locus",
    "Cave", "Sphere", "Urza's", "Mine", "Power-Plant", "Tower", "Town",
})
_ENCHANTMENT_SUBTYPES = frozenset({
    "Aura", "Saga", "Shrine", "Curse", "Cartouche", "Class", "Case", "Background", "Rune",
    "Role", "Room", "Shard"})
_ARTIFACT_SUBTYPES = frozenset({
    "Equipment", "Fortification", "Vehicle", "Food", "Treasure", "Clue", "Blood", "Gold",
    "Map", "Powerstone", "Incubator", "Junk"})
# The card type each non-creature subtype goes with (CR 205.3d), for "It's an enchantment."
# (CR 205.1a); a subtype not listed is a creature type.
_SUBTYPE_TYPES = {**{t: "Land" for t in LAND_SUBTYPES},
                  **{t: "Enchantment" for t in _ENCHANTMENT_SUBTYPES},
                  **{t: "Artifact" for t in _ARTIFACT_SUBTYPES}}
NON_CREATURE_SUBTYPES = LAND_SUBTYPES | frozenset({
    "Aura", "Equipment", "Fortification", "Vehicle", "Saga", "Shrine", "Curse", "Cartouche",
    "Class", "Case", "Background", "Rune", "Role", "Room", "Shard", "Food", "Treasure",
    "Clue", "Blood", "Gold", "Map", "Powerstone", "Incubator", "Junk", "Adventure",
    "Arcane", "Trap", "Lesson", "Omen",
})


# -- text changes (CR 612) ---------------------------------------------------------------

def _replace_words(value: Any, old: str, new: str) -> Any:
    """Replace a basic land type or colour word used as such (CR 612.2)."""
    if isinstance(value, str):
        if value == old:
            return new
        low_old, low_new = old.lower(), new.lower()
        if value == low_old:
            return low_new
        if value.endswith("walk") and value[:-4] == low_old:          # landwalk (CR 702.14)
            return low_new + "walk"
        if low_old in COLOR_WORDS and value.startswith("protection from "):
            words = value.split(" ")                                  # CR 702.16
            return " ".join(low_new if w == low_old else w for w in words)
        return value
    if isinstance(value, frozenset):
        return frozenset(_replace_words(v, old, new) for v in value)
    if isinstance(value, tuple):
        return tuple(_replace_words(v, old, new) for v in value)
    return _replace_in(value, old, new) if hasattr(value, "__dataclass_fields__") else value


def _replace_in(obj: Any, old: str, new: str) -> Any:
    from dataclasses import fields, replace
    changes = {}
    for f in fields(obj):
        if f.name == "text":
            continue
        value = getattr(obj, f.name)
        if f.name in ("colors", "not_colors") and old.lower() in COLOR_WORDS:
            # colour words stand as colour letters in the IR; mana symbols are not words
            a, b = COLOR_WORDS[old.lower()], COLOR_WORDS[new.lower()]
            changed = frozenset(b if c == a else c for c in value)
        else:
            changed = _replace_words(value, old, new)
        if changed != value:
            changes[f.name] = changed
    return replace(obj, **changes) if changes else obj


# -- matching objects against filters (targets, effects) -----------------------------------

def _status_match(flt: ObjectFilter, obj: GameObject, source: GameObject | None) -> bool:
    """A static ability's status test, "blocking or blocked by this creature" against its
    source (CR 506.4)."""
    if flt.combat in SOURCE_COMBAT:
        return source is not None and _combat_with(obj, source, flt.combat) and replace(
            flt, combat="").status_match(obj)
    return flt.status_match(obj)


def targets_one_of(state: GameState, kinds: tuple[Any, ...], spell: GameObject,
                    viewer: int, source: GameObject | None) -> bool:
    """Is one of the spell's targets (CR 115.1) of one of these kinds ("a spell that
    targets you or a permanent you control")?"""
    for ref in spell.targets:
        if ref is None:
            continue
        if ref[0] == "player":
            if TARGETS_A_PLAYER in kinds or TARGETS_YOU in kinds and ref[1] == viewer:
                return True
            continue
        target = state.objects.get(ref[1])
        if target is None or target.zone != "battlefield":
            continue
        if TARGETS_SELF in kinds and source is not None and target.id == source.id:
            return True
        if any(isinstance(k, ObjectFilter) and matches(state, k, target, viewer, source)
               for k in kinds):
            return True
    return False


def _combat_with(obj: GameObject, source: GameObject, relation: str) -> bool:
    """Is `obj` blocking the source, blocked by it, or either (CR 506.4, 509.1a)?"""
    blocking = source.id in obj.blocking
    if relation == BLOCKING_SOURCE:
        return blocking
    blocked = obj.id in source.blocking
    return blocked if relation == BLOCKED_BY_SOURCE else blocking or blocked


def _attached_to(state: GameState, obj: GameObject, host: ObjectFilter, viewer: int) -> bool:
    """"Aura attached to a creature": the permanent `obj` is attached to matches `host`
    (CR 303.4, 301.5)."""
    found = state.objects.get(obj.attached_to) if obj.attached_to is not None else None
    return found is not None and found.zone == "battlefield" and \
        matches(state, host, found, viewer)


def matches(state: GameState, flt: ObjectFilter | None, obj: GameObject, viewer: int,
            source: GameObject | None = None) -> bool:
    """Does `obj` match the filter, from the point of view of player `viewer`?"""
    if flt is None:
        return True
    if flt.other and source is not None and (obj.id == source.id or obj.id == source.successor):
        return False                      # nor the card it became (a dies trigger's, 400.7)
    if flt.any_of and source is not None and obj.id == source.id and any(
            f.other for f in flt.any_of):     # "creatures and/or other planeswalkers"
        flt = replace(flt, any_of=tuple(f for f in flt.any_of if not f.other), more=None)
    if flt.tapped is not None and obj.tapped != flt.tapped:         # a status (CR 110.5)
        return False
    if flt.any_of and any(f.tapped is not None for f in flt.any_of):   # "enchantment or
        kinds = tuple(f for f in flt.any_of if f.tapped in (None, obj.tapped))  # tapped
        if not kinds:                                                  # creature"
            return False
        flt = replace(flt, any_of=kinds, more=None)
    if flt.any_of and flt.spell and flt.permanent:     # "spell or creature": by its zone
        flt = replace(flt, more=None, any_of=tuple(          # (CR 115.1)
            f for f in flt.any_of if f.spell == (obj.zone == "stack")))
        if not flt.any_of:
            return False
    if flt.owned and obj.owner != viewer:                           # CR 108.3
        return False
    if flt.unowned and obj.owner == viewer:                         # CR 108.3
        return False
    if flt.commander and obj.card_uid not in state.commanders:      # CR 903.3
        return False
    if flt.targeting and not targets_one_of(state, flt.targeting, obj, viewer, source):
        return False
    if flt.modified and not is_modified(state, obj):                # CR 700.9
        return False
    if flt.attached_to is not None and not _attached_to(state, obj, flt.attached_to, viewer):
        return False
    if flt.combat in SOURCE_COMBAT:                      # "blocking it" (CR 506.4, 509.1a)
        if source is None or not _combat_with(obj, source, flt.combat):
            return False
        flt = replace(flt, combat="")
    if flt.combat == ATTACKING_YOU:                      # CR 506.2, 508.1b
        if obj.attacking != ("player", viewer):
            return False
        flt = replace(flt, combat="attacking")
    if (flt.combat or flt.token is not None or flt.counter or flt.single_target) and \
            not flt.status_match(obj):
        return False
    if flt.combat == UNBLOCKED_ATTACKING and state.step not in BLOCKERS_DECLARED:
        return False                      # neither blocked nor unblocked yet (CR 509.1h)
    if flt.this_turn and not turn_record_matches(state, flt, obj, viewer):
        return False
    if flt.or_token and obj.card.token:               # "..., or token" (CR 702.166a)
        flt = replace(flt, types=frozenset(), or_token=False)
    chars = characteristics(state, obj)
    if flt.compare and any(n == "source" for _, _, n in flt.compare):
        flt = _against_source(state, flt, source)     # "with lesser power" (mentor)
        if flt is None:
            return False
    return chars_match(chars, flt, viewer, state.options.teams)


def turn_record_matches(state: GameState, flt: ObjectFilter, obj: GameObject,
                        viewer: int) -> bool:
    """The filter's "this turn" status, from the turn's record: "that entered / attacked /
    was dealt damage / dealt damage [to you] this turn" (CR 400.7, 508.1, 120.3)."""
    if flt.this_turn == "entered":         # "that entered this turn": this object (CR 400.7)
        return any(f[0] == "entered" and f[3] == obj.id for f in state.this_turn)
    if flt.this_turn == DEALT_YOU:         # "that dealt damage to you this turn" (CR 120.3)
        return any(f[0] == DEALT_TO_PLAYER and f[1] == obj.id and f[2] == viewer
                   for f in state.this_turn)
    return any(f[0] == flt.this_turn and f[1] == obj.id for f in state.this_turn)


def is_modified(state: GameState, obj: GameObject) -> bool:
    """CR 700.9: a permanent with a counter on it, equipped, or enchanted by an Aura that
    its controller controls."""
    if any(n > 0 for n in obj.counters.values()):
        return True
    if obj.zone != "battlefield":
        return False
    mine = None
    for oid in state.battlefield:
        other = state.objects[oid]
        if other.attached_to != obj.id:
            continue
        subtypes = characteristics(state, other).subtypes
        if "Equipment" in subtypes:                                 # CR 301.5
            return True
        if "Aura" in subtypes:                                      # CR 303.4
            mine = controller(state, obj) if mine is None else mine
            if controller(state, other) == mine:
                return True
    return False


def _against_source(state: GameState, flt: ObjectFilter, source: GameObject | None
                    ) -> ObjectFilter | None:
    """The filter with ("power", "<", "source") read as "power less than the source's"
    (CR 702.134a: the source's last known power if it left, CR 608.2h); None if there is
    no source or it has no power."""
    power = characteristics(state, source).power if source is not None else None
    if power is None:
        return None
    return replace(flt, more=None, compare=tuple(
        (what, "<=", power - 1) if n == "source" else (what, op, n)
        for what, op, n in flt.compare))


def chars_match(chars: Characteristics | _Working, flt: ObjectFilter, viewer: int,
                teams: tuple[tuple[int, ...], ...] = ()) -> bool:
    """The filter's tests on characteristics (final ones, or ones being computed), from the
    point of view of player `viewer`; `teams` (the game's `options.teams`) tells teammates
    apart: a teammate is on "your team" (CR 102.4) and isn't an opponent (CR 102.3)."""
    types = chars.types
    if flt.types and not (types & flt.types):
        return False
    if flt.not_types and types & flt.not_types:
        return False
    if flt.not_colors and chars.colors & flt.not_colors:
        return False
    if flt.subtypes and not chars.subtypes & flt.subtypes:
        return False
    if flt.not_subtypes and chars.subtypes & flt.not_subtypes:
        return False
    if flt.not_supertypes and chars.supertypes & flt.not_supertypes:
        return False
    if flt.more and not flt.more_match(chars):       # colours, keywords, power... (compiler)
        return False
    who = flt.controller
    if who is None:
        return True
    if who == "you":
        return chars.controller == viewer
    if type(who) is int:                              # a player named as it resolved
        return chars.controller == who
    if type(who) is tuple:                            # ("player", ...) never named: none
        return False
    if who == YOUR_TEAM:                              # CR 102.4: you or a teammate
        return multiplayer.same_team(teams, viewer, chars.controller)
    if who == NOT_YOURS:                              # "you don't control": a teammate's too
        return chars.controller != viewer
    return not (who == "opponent" and multiplayer.same_team(teams, viewer, chars.controller))
