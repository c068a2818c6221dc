"""The mana spent to cast a spell (CR 601.2h, 106.6).

As a spell's total cost is paid, the spell remembers which mana paid it: the record
("spent", units) in its `chosen`, one letter per unit of mana of its type (W, U, B, R,
G, C), lower-case for snow mana (CR 107.4h). Creatures tapped for convoke and artifacts
tapped for improvise pay "rather than pay that mana", and cards exiled for delve the same
way: that isn't mana spent (CR 702.51a, 702.126a, 702.66a). A copy of a spell wasn't cast,
so no mana was spent to cast it (CR 707.10). A permanent reads the spell it was (CR 400.7,
on the turn it resolved).

Read by conditions ("if {U} was spent to cast this spell", "if at least three white mana
was spent to cast it", "if mana from a Treasure was spent to cast it") and quantities
("the number of colors of mana spent to cast this spell" (converge), "the amount of mana
spent to cast that spell", "the amount of {S} spent to cast this spell").

A condition is ("spent", mana, whose, at_least/at_most): `mana` is a mana type, "" for
any mana, "S" for snow mana, "colored" for coloured mana, "same" (the most of one
colour), "colors" (the number of colours) or "Treasure" (mana from a Treasure); `whose`
is "self" (this spell, or the spell this permanent was) or "event" (the spell a cast
trigger is about). A quantity is ("spent", mana, whose) with the same words.

Mana spent on a spell may also give it something (CR 106.6): "it gains haste"
(`entering`), "that spell can't be countered" (`uncounterable`), "that creature enters
with an additional +1/+1 counter" (read by `tolaria.rules.replacement`). A spell's "Spend only
black mana on X." is `x_colors`.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from tolaria.data.ir import Condition
from tolaria.data.mana import COLORS, Payment
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import X_MANA
from tolaria.rules.layers import current_name

SPENT = "spent"
SPENT_TREASURE = "spent from a Treasure"
RIDER = "mana rider"                  # what mana spent on the spell gave it (CR 106.6)
TREASURE = "Treasure"


def units_spent(payment: Payment, convoked: list[str]) -> str:
    """The units of `payment` that are mana spent, without the `convoked` ones (types of
    mana put in the pool only to be spent by tapping for convoke, improvise or delve)."""
    rest = Counter(convoked)
    out = []
    for mana_type, snow in payment.spend:
        if not snow and rest[mana_type] > 0:
            rest[mana_type] -= 1
            continue
        out.append(mana_type.lower() if snow else mana_type)
    return "".join(sorted(out))


def record(spell: GameObject, units: str, tagged: list[Any] = (),
           state: GameState | None = None) -> None:
    """CR 601.2h: the spell remembers the mana spent to cast it, how many of those units
    came from a Treasure (`tagged`: the restrictions of the restricted units spent, Treasure
    mana among them; see `mana_abilities.TREASURE_MANA`), and what mana spent on it gives
    it ("If that mana is spent on a creature spell, it gains haste", CR 106.6)."""
    treasure = sum(1 for only in tagged if getattr(only, "source", "") == TREASURE)
    riders = tuple((RIDER, only.rider) for only in tagged    # one for each mana (106.6a)
                   if only.rider and state is not None and _rider_applies(state, only, spell))
    if state is not None and any(only.rider_trigger for only in tagged):
        spent_triggers(state, spell, tagged)
    spell.chosen = tuple(kv for kv in spell.chosen if kv[0] not in (SPENT, SPENT_TREASURE)) \
        + ((SPENT, units),) + (((SPENT_TREASURE, str(treasure)),) if treasure else ()) \
        + riders


def spent_triggers(state: GameState, spell: GameObject, tagged: list[Any]) -> None:
    """"When you spend this mana to cast a Dragon creature spell, scry 2.": each mana spent
    on a matching spell triggers its ability once (CR 603.7a, 106.6a)."""
    from tolaria.rules.triggers import _queue
    for only in tagged:
        trig = only.rider_trigger
        source = state.objects.get(only.source_id) if only.source_id is not None else None
        if trig is not None and source is not None and _rider_applies(state, only, spell):
            _queue(state, source, spell.controller, trig, (("object", spell.id),))


def _rider_applies(state: GameState, only: Any, spell: GameObject) -> bool:
    from tolaria.rules.layers import characteristics, chars_match
    if only.rider_kin and not _shares_commander_type(state, spell):
        return False
    return only.rider_spells is None or chars_match(characteristics(state, spell),
                                                    only.rider_spells, spell.controller,
                                                    state.options.teams)


def _shares_commander_type(state: GameState, spell: GameObject) -> bool:
    """The spell has a creature type one of its caster's commanders has (CR 903.3,
    205.3m); with no commander, none."""
    from tolaria.rules.choices import CREATURE_TYPES
    from tolaria.rules.commander import commanders_of
    from tolaria.rules.layers import characteristics
    kinds = set(characteristics(state, spell).subtypes) & CREATURE_TYPES
    return any(kinds & set(characteristics(state, c).subtypes)
               for c in commanders_of(state, spell.controller))


def uncounterable(spell: GameObject) -> bool:
    """Mana spent on it said "that spell can't be countered" (CR 101.2)."""
    return (RIDER, "uncounterable") in spell.chosen


def entering(state: GameState, spell: GameObject, permanent: GameObject) -> None:
    """The spell resolved into `permanent` (CR 400.7): mana spent on it said "it gains
    haste [until end of turn]" (CR 106.6, 611.2). ("enters with an additional +1/+1
    counter": `tolaria.rules.replacement`, as it enters.)"""
    for key, rider in dict.fromkeys(spell.chosen):
        if key != RIDER or not rider.startswith("haste"):
            continue
        from tolaria.data.ir import layer_effect
        from tolaria.data.state import ContinuousEffect
        state.effects.append(ContinuousEffect(
            timestamp=state.timestamp(), source_name=current_name(state, spell),
            affected=(permanent.id,),
            parts=(layer_effect("6", "add_keywords", keywords=frozenset({"haste"})),),
            until="end of turn" if rider.endswith("end of turn") else "permanent",
            controller=spell.controller))


def spell_of(state: GameState, obj: GameObject | None) -> GameObject | None:
    """The spell `obj` is, or the spell the permanent `obj` was (CR 400.7)."""
    if obj is None:
        return None
    if obj.zone in ("stack", "gone:stack"):
        return obj
    if obj.zone not in ("battlefield", "gone:battlefield"):
        return None                                 # a card elsewhere: a new object
    from tolaria.rules.conditions import _spell_of
    spell = state.objects.get(_spell_of(state, obj))
    return spell if spell is not None and spell.zone in ("stack", "gone:stack") else None


def spent(spell: GameObject | None, mana: str = "") -> str:
    """The units of mana spent to cast `spell` ("" if none, or not a cast spell); for
    `mana` "Treasure", one "T" for each unit that came from a Treasure."""
    if spell is None:
        return ""
    if mana == TREASURE:
        return "T" * int(next((v for k, v in spell.chosen if k == SPENT_TREASURE), "0"))
    return next((v for k, v in spell.chosen if k == SPENT), "")


def amount(units: str, mana: str) -> int:
    """How much of the mana described by `mana` the units hold (see the module doc)."""
    if mana in ("", TREASURE):
        return len(units)
    if mana == "colors":
        return len({u.upper() for u in units} & set(COLORS))
    if mana == "same":                          # "three mana of the same color"
        return max((sum(1 for u in units if u.upper() == c) for c in COLORS), default=0)
    if mana == "colored":
        return sum(1 for u in units if u.upper() in COLORS)
    if mana == "S":
        return sum(1 for u in units if u.islower())
    return sum(1 for u in units if u.upper() == mana)


def _between(n: int, cond: Condition) -> bool:
    low, high = cond.get("at_least"), cond.get("at_most")
    return (low is None or n >= low) and (high is None or n <= high)


def holds(state: GameState, cond: Condition, source: GameObject | None,
          event: GameObject | None = None) -> bool:
    """Is the "... was spent to cast ..." condition true? `source`: the spell or permanent
    whose ability asks; `event`: the spell its cast trigger is about."""
    spell = event if cond.get("whose") == "event" else spell_of(state, source)
    return _between(amount(spent(spell, cond.get("mana")), cond.get("mana")), cond)


def quantity(state: GameState, value: tuple[Any, ...], source: GameObject | None,
             event: GameObject | None = None) -> int:
    """("spent", mana, whose): how much of that mana was spent to cast the spell."""
    spell = event if value[2] == "event" else spell_of(state, source)
    return amount(spent(spell, value[1]), value[1])


def delved(state: GameState, flt: Any, source: GameObject | None, controller: int) -> int:
    """("delved", filter): the cards matching `filter` exiled for delve as the spell this
    permanent was was cast (CR 702.66a, 400.7); their characteristics as they were exiled."""
    from tolaria.rules.layers import chars_match
    spell = spell_of(state, source)
    if spell is None:
        return 0
    return sum(1 for kind, chars in spell.paid
               if kind == "delve" and (flt is None or chars_match(chars, flt, controller)))


def about_event(cond: Any) -> bool:
    """Does a part of this condition read the spell a cast trigger is about?"""
    if not isinstance(cond, Condition):
        return False
    if cond.op == "spent":
        return cond.get("whose") == "event"
    parts = cond.get("parts") or (cond.get("part"),)
    return isinstance(parts, tuple) and any(about_event(part) for part in parts)


def event_spell(state: GameState, data: tuple[Any, ...]) -> GameObject | None:
    """The spell a cast trigger's event was about (its first datum, CR 603.2)."""
    ref = data[0] if data and isinstance(data[0], tuple) else None
    return state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else None


def x_colors(card: Any) -> str:
    """A spell's "Spend only black mana on X." (a static ability of kind X_MANA whose
    filter names the colours): the colours that may pay its {X}; "" if any may."""
    for ability in card.static:
        if ability.kind == X_MANA and ability.filter is not None:
            return "".join(c for c in COLORS if c in ability.filter.colors)
    return ""
