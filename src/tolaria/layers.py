"""Characteristics computed from printed values and continuous effects (CR 611-613).

Nothing on a permanent stores its current power, types or abilities: every
query goes through `characteristics()`, which starts from the printed card
(CR 613.1) and applies continuous effects in layer order, then caches the
result in `GameState.cache` until the next change (`GameState.changed`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tolaria.cards.ir import ActivatedAbility, CardDef, Cost, ObjectFilter, StaticAbility
from tolaria.objects import GameObject
from tolaria.state import GameState

# CR 305.6: basic land types and the mana their intrinsic ability adds.
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


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

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def is_land(self) -> bool:
        return "Land" in self.types

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords


@lru_cache(maxsize=256)
def intrinsic_mana_abilities(subtypes: tuple[str, ...]) -> tuple[ActivatedAbility, ...]:
    """CR 305.6: "{T}: Add [mana]" for each basic land type."""
    return tuple(
        ActivatedAbility(cost=Cost(tap=True), mana=(BASIC_LAND_MANA[t],),
                         text=f"{{T}}: Add {{{BASIC_LAND_MANA[t]}}}.")
        for t in subtypes if t in BASIC_LAND_MANA
    )


@lru_cache(maxsize=4096)
def printed_activated(card: CardDef) -> tuple[ActivatedAbility, ...]:
    if "Land" in card.types:
        return intrinsic_mana_abilities(card.subtypes) + card.activated
    return card.activated


def characteristics(state: GameState, obj: GameObject) -> Characteristics:
    cached = state.cache.get(obj.id)
    if cached is not None:
        return cached
    chars = _compute(state, obj)
    state.cache[obj.id] = chars
    return chars


def _compute(state: GameState, obj: GameObject) -> Characteristics:
    card = obj.card
    power, toughness = card.power, card.toughness
    keywords = card.keywords
    restrictions: set[str] = set()
    if obj.zone == "battlefield":
        for source, ability in static_abilities(state):
            if not affects(state, source, ability, obj):
                continue
            if ability.kind == "restrict":
                restrictions |= ability.restrictions
            elif ability.kind == "pump" and power is not None:            # CR 613.4c
                power += ability.power
                toughness += ability.toughness
        for eff in state.effects:
            if obj.id not in eff.affected:
                continue
            if eff.layer == "6":                                          # CR 613.1f
                keywords = keywords | eff.keywords
            elif eff.layer == "7c" and power is not None:                 # CR 613.4c
                power += eff.power
                toughness += eff.toughness
        if obj.counters and power is not None:                            # CR 613.4c
            delta = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)
            power += delta
            toughness += delta
    return Characteristics(
        name=card.name, types=card.types, subtypes=frozenset(card.subtypes),
        supertypes=card.supertypes, colors=card.colors, power=power, toughness=toughness,
        keywords=keywords, activated=printed_activated(card),
        restrictions=frozenset(restrictions), controller=obj.controller,
    )


def static_abilities(state: GameState) -> list[tuple[GameObject, StaticAbility]]:
    """Static abilities of permanents on the battlefield (CR 604.2), cached per change."""
    found = state.cache.get("statics")
    if found is None:
        found = []
        for oid in state.battlefield:
            source = state.objects[oid]
            for ability in source.card.static:
                found.append((source, ability))
        state.cache["statics"] = found
    return found


def affects(state: GameState, source: GameObject, ability: StaticAbility, obj: GameObject) -> bool:
    if ability.affects == "self":
        return obj is source
    if ability.affects in ("enchanted", "equipped"):
        return source.attached_to == obj.id
    if ability.affects == "yours":
        return obj.controller == source.controller and matches(
            state, ability.filter, obj, source.controller, source)
    return False


def matches(state: GameState, flt: ObjectFilter | None, obj: GameObject, viewer: int,
            source: GameObject | None = None) -> bool:
    """Does `obj` match the filter, from the point of view of player `viewer`?"""
    if flt is None:
        return True
    if flt.other and source is not None and obj.id == source.id:
        return False
    chars = characteristics(state, obj) if obj.zone == "battlefield" else None
    types = chars.types if chars else obj.card.types
    if flt.types and not (types & flt.types):
        return False
    if flt.not_types and types & flt.not_types:
        return False
    colors = chars.colors if chars else obj.card.colors
    if flt.not_colors and colors & flt.not_colors:
        return False
    if flt.subtypes:
        subtypes = chars.subtypes if chars else frozenset(obj.card.subtypes)
        if not subtypes & flt.subtypes:
            return False
    if flt.controller == "you" and obj.controller != viewer:
        return False
    return not (flt.controller == "opponent" and obj.controller == viewer)
