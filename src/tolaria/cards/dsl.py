"""The definition DSL: a card's behaviour in a few lines of Python.

Printed characteristics come from the card database; a definition adds only
what the rules text does, as IR (`tolaria.data.ir`)::

    define("Lightning Bolt", spell=spell(damage(3), targets=[ANY]))
    define("Llanowar Elves", activated=[mana("G")])

Keyword-only lines ("Flying", "First strike", "Trample (reminder)") need no
definition: `tolaria.cards.registry` reads them from the Oracle text.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from tolaria.data.ir import (
    ActivatedAbility,
    AlternativeCost,
    Condition,
    Cost,
    Effect,
    Mode,
    ObjectFilter,
    ReplacementSpec,
    SpellAbility,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    effect,
)
from tolaria.data.mana import parse_cost

DEFINITIONS: dict[str, dict[str, Any]] = {}

# Target phrases (CR 115). "Any target" is CR 115.4.
ANY = TargetSpec(players="any", objects=ObjectFilter(
    types=frozenset({"Creature", "Planeswalker", "Battle"})), text="any target")
CREATURE = TargetSpec(objects=ObjectFilter(types=frozenset({"Creature"})), text="target creature")
PLAYER = TargetSpec(players="any", text="target player")
SPELL = TargetSpec(objects=ObjectFilter(spell=True), text="target spell")
PLAYER_OR_PLANESWALKER = TargetSpec(
    players="any", objects=ObjectFilter(types=frozenset({"Planeswalker"})),
    text="target player or planeswalker")


def creature(*, not_colors: str = "", not_types: tuple[str, ...] = ()) -> TargetSpec:
    flt = ObjectFilter(types=frozenset({"Creature"}), not_colors=frozenset(not_colors),
                       not_types=frozenset(not_types))
    return TargetSpec(objects=flt, text=f"target {flt.describe()}")


def define(name: str, **parts: Any) -> None:
    """Register the behaviour of card `name` (keywords, spell, activated, triggered, static…)."""
    if name in DEFINITIONS:
        raise ValueError(f"card {name!r} is defined twice")
    DEFINITIONS[name] = parts


def spell(*effects: Effect, targets: list[TargetSpec] | tuple[TargetSpec, ...] = ()
          ) -> SpellAbility:
    return SpellAbility(modes=(Mode(tuple(targets), tuple(effects)),))


def modal(*modes: Mode) -> SpellAbility:
    """"Choose one —" (CR 700.2)."""
    return SpellAbility(modes=tuple(modes), modal=True)


def mode(*effects: Effect, targets: list[TargetSpec] | tuple[TargetSpec, ...] = (),
         text: str = "") -> Mode:
    return Mode(tuple(targets), tuple(effects), text)


def mana(*options: str) -> ActivatedAbility:
    """"{T}: Add {G}." (CR 605.1a); several options: "{T}: Add {W} or {U}."."""
    text = " or ".join("".join(f"{{{c}}}" for c in o) for o in options)
    return ActivatedAbility(cost=Cost(tap=True), mana=tuple(options), text=f"{{T}}: Add {text}.")


def activated(cost: str, *effects: Effect, targets: tuple[TargetSpec, ...] = (),
              sorcery: bool = False, text: str = "") -> ActivatedAbility:
    """"[Cost]: [Effect]"; cost text like "{R}", "{T}", "{1}, {T}", "+2" (loyalty)."""
    return ActivatedAbility(cost=parse_activation_cost(cost), targets=tuple(targets),
                            effects=tuple(effects), sorcery_speed=sorcery, text=text)


def loyalty(change: int, *effects: Effect, targets: tuple[TargetSpec, ...] = (),
            text: str = "") -> ActivatedAbility:
    """A loyalty ability (CR 606): sorcery speed, once per turn per planeswalker."""
    return ActivatedAbility(cost=Cost(loyalty=change), targets=tuple(targets),
                            effects=tuple(effects), sorcery_speed=True, text=text)


_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_CARD_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker", "battle")
_LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")
_COST_PART = re.compile(
    r"^(?:(?P<tap>\{T\})|(?P<untap>\{Q\})|(?P<self>sacrifice (?:this|~)\b.*)"
    r"|sacrifice (?P<sac_n>a|an|one|two|three|four|five|six|\d+|another) (?P<sac_what>[\w ]+?)"
    r"|discard (?P<dis_n>\w+) cards?|pay (?P<life>\d+) life"
    r"|exile (?P<ex_n>\w+) cards? from your graveyard"
    r"|remove (?P<rem_n>\w+) (?P<rem_kind>\S+) counters? from (?:this|~)\b.*)$", re.IGNORECASE)


def _count(word: str) -> int:
    word = word.lower()
    if word.isdigit():
        return int(word)
    if word not in _NUMBERS:
        raise ValueError(f"can't read the number {word!r} in a cost")
    return _NUMBERS[word]


def _sacrifice_filter(what: str, another: bool) -> ObjectFilter:
    """"creature", "Mountains", "artifact or creature", "permanent" (CR 701.17)."""
    types: set[str] = set()
    subtypes: set[str] = set()
    for word in what.split(" or "):
        word = word.strip().lower()
        singular = word[:-1] if word.endswith("s") and word[:-1] in _CARD_TYPES + _LAND_TYPES \
            else word
        if singular in _CARD_TYPES:
            types.add(singular.capitalize())
        elif singular in _LAND_TYPES:
            subtypes.add(singular.capitalize())
        elif singular not in ("permanent", "permanents"):
            raise ValueError(f"can't read what to sacrifice: {what!r}")
    return ObjectFilter(types=frozenset(types), subtypes=frozenset(subtypes), other=another)


def parse_activation_cost(text: str) -> Cost:
    """A cost as printed: "{1}, {T}", "{Q}", "Sacrifice this creature", "Sacrifice a creature",
    "Sacrifice two Mountains", "Discard a card", "Pay 2 life", "Exile a card from your
    graveyard", "Remove a +1/+1 counter from this creature" (CR 118, 602.1a)."""
    parts: dict[str, Any] = {}
    mana_parts = []
    sacrifice: list[ObjectFilter] = []
    counters: list[tuple[str, int]] = []
    for part in (p.strip() for p in text.split(",")):
        found = _COST_PART.match(part) if part else None
        if found is None:
            mana_parts.append(part)
        elif found["tap"]:
            parts["tap"] = True
        elif found["untap"]:
            parts["untap"] = True
        elif found["self"]:
            parts["sacrifice_self"] = True
        elif found["sac_n"]:
            another = found["sac_n"].lower() == "another"
            flt = _sacrifice_filter(found["sac_what"], another)
            sacrifice += [flt] * (1 if another else _count(found["sac_n"]))
        elif found["dis_n"]:
            parts["discard"] = parts.get("discard", 0) + _count(found["dis_n"])
        elif found["life"]:
            parts["life"] = parts.get("life", 0) + int(found["life"])
        elif found["ex_n"]:
            parts["exile_from_graveyard"] = _count(found["ex_n"])
        else:
            counters.append((found["rem_kind"], _count(found["rem_n"])))
    return Cost(mana=parse_cost("".join(mana_parts)), sacrifice=tuple(sacrifice),
                remove_counters=tuple(counters), **parts)


def alternative(cost: str, name: str = "alternative cost", text: str = "") -> AlternativeCost:
    """"You may [cost] rather than pay this spell's mana cost." (CR 118.9)."""
    return AlternativeCost(cost=parse_activation_cost(cost), name=name, text=text)


def with_costs(ability: SpellAbility, additional: str | None = None,
               alternatives: tuple[AlternativeCost, ...] = ()) -> SpellAbility:
    """A spell's additional cost (CR 118.8) and alternative costs (CR 118.9)."""
    extra = parse_activation_cost(additional) if additional else None
    return replace(ability, additional_cost=extra, alternative_costs=tuple(alternatives))


def triggered(event: str, *effects: Effect, targets: tuple[TargetSpec, ...] = (),
              optional: bool = False, text: str = "", filter: ObjectFilter | None = None,
              step: str = "", whose: str = "you", condition: Condition | None = None
              ) -> TriggeredAbility:
    """A triggered ability (CR 603); see `TriggeredAbility` for the events."""
    return TriggeredAbility(event=event, effects=tuple(effects), targets=tuple(targets),
                            optional=optional, text=text, filter=filter, step=step,
                            whose=whose, condition=condition)


def at_beginning(step: str, *effects: Effect, whose: str = "you", **parts: Any
                 ) -> TriggeredAbility:
    """"At the beginning of [your / each] [step], ..." (CR 603.2b)."""
    return triggered("step", *effects, step=step, whose=whose, **parts)


def delayed(ability: TriggeredAbility) -> Effect:
    """Create a delayed triggered ability, e.g. "at the beginning of the next end step" (CR 603.7)."""
    return effect("delayed", ability=ability)


def at_next(step: str, *effects: Effect, text: str = "") -> Effect:
    """"[Do this] at the beginning of the next [step]" (CR 603.7): triggers once."""
    return delayed(TriggeredAbility(event="step", effects=tuple(effects), step=step,
                                    whose="each", text=text))


def when_you_do(*effects: Effect, targets: tuple[TargetSpec, ...] = (), text: str = ""
                ) -> Effect:
    """"When you do, ...": a reflexive triggered ability (CR 603.12)."""
    return effect("reflexive", ability=TriggeredAbility(
        event="reflexive", effects=tuple(effects), targets=tuple(targets), text=text))


def static(kind: str, **params: Any) -> StaticAbility:
    return StaticAbility(kind=kind, **params)


# Effect steps (see tolaria.rules.effects for what each does). `target` is the index of
# the target phrase it refers to; "self" is the source; "you" its controller.

def damage(amount: Any, target: Any = 0, unpreventable: bool = False,
           instead: tuple[ReplacementSpec, ...] = ()) -> Effect:
    """Deal damage; `unpreventable`: "This damage can't be prevented" (CR 615.12);
    `instead`: the spell's own "... instead" (self-replacement effects, CR 614.15)."""
    extra: dict[str, Any] = {}
    if unpreventable:
        extra["unpreventable"] = True
    if instead:
        extra["instead"] = tuple(instead)
    return effect("damage", amount=amount, target=target, **extra)


def draw(amount: int, who: Any = "you") -> Effect:
    return effect("draw", amount=amount, who=who)


def destroy(target: Any = 0, no_regenerate: bool = False) -> Effect:
    return effect("destroy", target=target, no_regenerate=no_regenerate)


def pump(power: int, toughness: int, target: Any = 0) -> Effect:
    return effect("pump", power=power, toughness=toughness, target=target)


def bounce(target: Any = 0) -> Effect:
    return effect("bounce", target=target)


def counter(target: Any = 0) -> Effect:
    return effect("counter", target=target)


def add_mana(mana_text: str) -> Effect:
    return effect("add_mana", mana=mana_text)


def gain_life(amount: int, who: Any = 0) -> Effect:
    return effect("gain_life", amount=amount, who=who)


def prevent(amount: int, target: Any = 0) -> Effect:
    return effect("prevent", amount=amount, target=target)


def discard(amount: int, who: Any = 0) -> Effect:
    return effect("discard", amount=amount, who=who)


def mill(amount: int, who: Any = 0) -> Effect:
    return effect("mill", amount=amount, who=who)


def create_tokens(count: int, name: str, power: int, toughness: int, colors: str,
                  subtypes: tuple[str, ...], types: tuple[str, ...] = ("Creature",),
                  keywords: tuple[str, ...] = ()) -> Effect:
    spec = {"name": name, "types": sorted(types), "subtypes": list(subtypes),
            "colors": sorted(colors), "power": power, "toughness": toughness,
            "keywords": sorted(keywords)}
    return effect("create_tokens", count=count, spec=tuple(sorted(
        (k, tuple(v) if isinstance(v, list) else v) for k, v in spec.items())))


# Replacement and prevention effects (CR 614-616) and regeneration (CR 701.15).

def replacement(event: str, op: str, *, who: str = "any", amount: int = 0, counter: str = "",
                cards_only: bool = False, text: str = "") -> StaticAbility:
    """A static ability that replaces events (see `ReplacementSpec` for the words)."""
    return StaticAbility(kind="replacement", affects="all", text=text,
                         replacement=ReplacementSpec(event, op, who=who, amount=amount,
                                                     counter=counter, cards_only=cards_only))


def enters_tapped(text: str = "This permanent enters tapped.") -> StaticAbility:
    """CR 614.1c: "[This permanent] enters tapped."."""
    return StaticAbility(kind="replacement", affects="self", text=text,
                         replacement=ReplacementSpec("enter", "tapped"))


def enters_with_counters(counter: str, amount: int, text: str = "") -> StaticAbility:
    """CR 614.1c, 122.6: "[This permanent] enters with N [kind] counters on it."."""
    return StaticAbility(kind="replacement", affects="self", text=text,
                         replacement=ReplacementSpec("enter", "counters", amount=amount,
                                                     counter=counter))


def regenerate(target: Any = "self") -> Effect:
    """CR 701.15a: "Regenerate [permanent]" makes a regeneration shield."""
    return effect("regenerate", target=target)


def prevent_from_source(colors: str = "") -> Effect:
    """"The next time a [colour] source of your choice would deal damage to you this turn,
    prevent that damage." (CR 615.8, 609.7a)."""
    return effect("prevent_from_source", colors=colors)


def put_counters(kind: str, amount: Any, target: Any = "self") -> Effect:
    """Put counters on a permanent (CR 122.6)."""
    return effect("put_counters", kind=kind, amount=amount, target=target)


def sacrifice(target: Any = "self") -> Effect:
    return effect("sacrifice", target=target)
