"""What a mana ability adds when it resolves (CR 605, 106.12).

- A mana ability may replace its own mana when conditions hold: "{T}: Add {C}. If you
  control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead." (a
  self-replacement effect, CR 614.15; `ActivatedAbility.mana_instead`).
- Triggered mana abilities (CR 605.1b): "Whenever a player taps a land for mana, that
  player adds one mana of any type that land produced" (Mana Flare) triggers on a land
  being tapped for mana (CR 106.12a) and resolves at once, right after the mana ability,
  without the stack (CR 605.4a). So its mana is part of what tapping the land adds, and
  the payment planner (`tolaria.data.mana`) counts it: each mana ability offers one option per
  way the triggered abilities' "any type that land produced" can be chosen. The same
  event triggers abilities that use the stack ("Whenever a player taps a land for mana,
  this enchantment deals 1 damage to that player", `TAPS_FOR_MANA`).
- Replacement effects modify what a permanent tapped for mana produces (CR 106.12b):
  "it produces {B} instead", "twice as much", "Plains produce {R}" (`MANA_REPLACE`
  statics); with several, every order its controller could choose is an option.
- How much and which: "for each ...", "equal to this creature's power" (counted as it is
  activated), "any type that a land you control could produce" (CR 106.7), "one mana of
  each color among permanents you control".
- Counters removed for mana, X chosen as the cost is paid (CR 107.3, 601.2f): "{T},
  Remove any number of storage counters from this land: Add {B} for each storage counter
  removed this way", "{1}, Remove X storage counters from this land: Add X mana in any
  combination of {W} and/or {U}". X is part of the action (`Action.x`); `with_counters_x`
  is the ability as activated with it.
- Restricted mana (CR 106.6): the mana of an ability with `mana_only` keeps its
  restriction in the pool; `spending` says what a payment may spend. Mana from a
  Treasure is tagged the same way, so a spell remembers it (`tolaria.rules.mana_spent`).

`options(state, obj, ability)` lists what activating the ability adds now, each option a
string of mana types; `add` activates one of them and logs the triggered part.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import combinations_with_replacement, permutations, product
from typing import Any

from tolaria.data.ir import ActivatedAbility, ManaRestriction, ObjectFilter, TriggeredAbility
from tolaria.data.mana import COLORS
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import (
    ANY_COLOR_AMONG,
    CHOSEN_COLOR,
    DEVOTION_TO_CHOSEN_COLOR,
    EXILED_CARD_COLORS,
    SACRIFICED_AMOUNTS,
    YOUR_NEXT_UNTAP,
)
from tolaria.rules import events
from tolaria.rules.layers import characteristics, chars_match, controller, current_name

TAPPED_FOR_MANA = "tapped_for_mana"          # the trigger event (CR 106.12a)
TAPS_FOR_MANA = "taps_for_mana"              # the same event, for abilities using the stack
MANA_REPLACE = "mana_replace"                # a static replacing the mana produced (106.12b)
# Mana from a Treasure: spent like any mana, remembered as it is spent (CR 601.2h).
TREASURE_MANA = ManaRestriction(spells=ObjectFilter(), abilities=ObjectFilter(), other=True,
                                source="Treasure")


def own_options(state: GameState, obj: GameObject, ability: ActivatedAbility,
                seen: frozenset[int] = frozenset()) -> tuple[str, ...]:
    """The ability's own mana, after its "... instead" if the conditions hold (CR 614.15)."""
    if ability.mana_could is not None:              # "... that a land you control could
        return could_produce(state, obj, ability, seen)                 # produce" (106.7)
    instead = ability.mana_instead
    if instead is not None:
        from tolaria.rules.triggers import holds
        conditions, mana = instead
        who = controller(state, obj)
        if all(holds(state, cond, obj, who) for cond in conditions):
            return mana
    if ability.mana_per in SACRIFICED_AMOUNTS:      # known once its cost is paid: one
        return ability.mana or ()                   # option (`with_sacrificed`)
    if ability.mana_per is not None:                # "Add {G} for each creature you control"
        n = _count(state, obj, ability.mana_per)
        if ability.mana_combination:                # "X mana in any combination of
            return tuple("".join(more) for more in combinations_with_replacement(   # colors"
                "".join(ability.mana or ()), n)) if n > 0 else ()           # (CR 106.1a)
        return tuple(mana * n for mana in ability.mana or ()) if n > 0 else ()
    return ability.mana or ()


def with_counters_x(ability: ActivatedAbility, x: int) -> ActivatedAbility:
    """The ability whose cost removes X (or any number of) counters, as activated with X
    chosen (CR 107.3, 601.2f, 605.3a): that many counters in its cost; a mana ability's
    options the mana it adds whatever X is plus X mana of its types, each combination one
    option (CR 106.1a)."""
    cost = ability.cost
    removed = ((cost.remove_counters_x, x),) if x > 0 else ()
    paid = replace(cost, remove_counters_x="", remove_counters=cost.remove_counters + removed)
    if not ability.is_mana_ability:           # its effects' X is the X announced (602.2b)
        if paid.mana.x_count:                 # "{X}, Remove X <kind> counters": one X
            paid = replace(paid, mana=paid.mana.with_x(x))
        return replace(ability, cost=paid)
    base = ability.mana[0] if ability.mana else ""
    if ability.mana_x_one:                    # "X mana of any one color" (CR 106.1a)
        return replace(ability, mana_x="", mana_x_one=False, cost=paid, mana=tuple(
            dict.fromkeys(base + c * x for c in ability.mana_x)))
    return replace(ability, mana_x="", mana=tuple(
        base + "".join(more) for more in combinations_with_replacement(ability.mana_x, x)),
        cost=paid)


def with_sacrificed(state: GameState, ability: ActivatedAbility,
                    sacrificed: list[GameObject]) -> ActivatedAbility:
    """"Sacrifice an artifact: Add an amount of {B} equal to the sacrificed artifact's mana
    value", its cost chosen: the ability adding that much, read from the permanent as it
    is sacrificed (CR 605.3a, 608.2h); no more than the ability itself if it isn't."""
    if ability.mana_per not in SACRIFICED_AMOUNTS:
        return ability
    what = ability.mana_per[0]
    n = max(0, getattr(characteristics(state, sacrificed[0]), what) or 0) if sacrificed else 0
    return replace(ability, mana_per=None, mana=tuple(m * n for m in ability.mana or ()))


def could_produce(state: GameState, obj: GameObject, ability: ActivatedAbility,
                  seen: frozenset[int] = frozenset()) -> tuple[str, ...]:
    """CR 106.7: the types (or colours) of mana the permanents the ability looks at could
    produce: what their mana abilities would add if they resolved now, costs ignored. A
    permanent already being looked at adds nothing more (two Reflecting Pools alone could
    produce nothing)."""
    kind, flt = ability.mana_could
    who = controller(state, obj)
    if kind == "commander identity":                # "your commander's color identity"
        from tolaria.rules.commander import identity
        colors = identity(state, who)               # none without a commander (CR 903.4f)
        return tuple(c for c in COLORS if c in colors)
    if kind == EXILED_CARD_COLORS:                  # the linked exiled card (CR 607.2a)
        linked = [state.objects[c] for s, c in state.exiled_with
                  if s == obj.id and c in state.objects and state.objects[c].zone == "exile"]
        exiled = set().union(*(characteristics(state, c).colors for c in linked))
        return tuple(c for c in COLORS if c in exiled)
    if kind == DEVOTION_TO_CHOSEN_COLOR:
        # "Choose a color. Add ... equal to your devotion to that color.": each colour
        from tolaria.rules.quantities import evaluate
        counts = {c: evaluate(state, who, obj, ("devotion", frozenset(c))) for c in COLORS}
        return tuple(c * n for c, n in counts.items() if n > 0)        # CR 700.5, 605.3a
    if kind in ("each color", ANY_COLOR_AMONG):     # "[for each / any] color among ..."
        colors: set[str] = set()
        for oid in state.battlefield:
            chars = characteristics(state, state.objects[oid])
            if chars_match(chars, flt, who, state.options.teams):
                colors |= chars.colors
        if kind == ANY_COLOR_AMONG:                 # one of them (CR 105.2)
            return tuple(c for c in COLORS if c in colors)
        found_colors = "".join(c for c in COLORS if c in colors)
        return (found_colors,) if found_colors else ()
    seen = seen | {obj.id}
    found: set[str] = set()
    for oid in state.battlefield:
        other = state.objects[oid]
        if oid in seen or not chars_match(characteristics(state, other), flt, who, state.options.teams):
            continue
        for each in characteristics(state, other).activated:
            if each.mana_x:                     # costs ignored: one counter removed
                each = with_counters_x(each, 1)
            if each.mana is not None:           # replacement effects included (CR 106.7)
                made = _replaced(state, other, each, own_options(state, other, each, seen))
                found |= set("".join(mana for _, mana in made))
    if kind == "color":
        found.discard("C")
    return tuple(t for t in "WUBRGC" if t in found)


def _count(state: GameState, obj: GameObject, q: Any) -> int:
    """How many, as the mana ability is activated: "this creature's power" is read now
    (CR 605.3a, 208.1); the rest as `tolaria.rules.quantities` counts it for this source."""
    if q[0] in ("times", "plus"):
        inner = _count(state, obj, q[2])
        return q[1] * inner if q[0] == "times" else q[1] + inner
    if q[0] in ("power", "toughness") and q[1] == "self":
        return max(0, getattr(characteristics(state, obj), q[0]) or 0)
    from tolaria.rules.quantities import evaluate
    return evaluate(state, controller(state, obj), obj, q)


def tap_triggers(state: GameState, obj: GameObject, ability: ActivatedAbility,
                 event: str = TAPPED_FOR_MANA) -> list[tuple[GameObject, TriggeredAbility]]:
    """The triggered mana abilities tapping `obj` for mana with `ability` triggers (with
    `event` TAPS_FOR_MANA: the other abilities it triggers, which use the stack)."""
    if not ability.cost.tap:
        return []                                   # not "tapped for mana" (CR 106.12)
    from tolaria.rules.triggers import _watchers
    watchers = _watchers(state, event)
    if not watchers:
        return []
    chars = characteristics(state, obj)
    tapper = controller(state, obj)
    found = []
    for source, schars in watchers:
        for trig in schars.triggered:
            if trig.event != event:
                continue
            if trig.whose == "you" and tapper != schars.controller:
                continue
            if trig.whose == "opponent" and tapper == schars.controller:
                continue
            if trig.about == "attached" and source.attached_to != obj.id:
                continue                            # "Whenever enchanted land is tapped"
            if trig.about == "self" and source.id != obj.id:
                continue                            # "Whenever you tap this land"
            if trig.condition is not None and not _holds(state, trig, source, schars):
                continue                            # "while you're the monarch"
            if trig.filter is None or chars_match(chars, trig.filter, schars.controller, state.options.teams):
                found.append((source, trig))
    return found


def _extras(mana: str, trig: TriggeredAbility) -> tuple[str, ...]:
    """The ways one triggered mana ability adds mana when the land adds `mana`."""
    eff = trig.effects[0] if trig.effects else None
    if eff is not None and eff.op == "add_mana":         # "adds an additional {G}"
        if eff.get("mana") == CHOSEN_COLOR:              # no colour chosen: no mana
            return ("",)                                 # (`rules.choices.bound`, 607.2)
        return (eff.get("mana"),)
    if eff is not None and eff.op == "add_mana_any":     # "... one mana of any color"
        return tuple(COLORS)
    if eff is not None and eff.op == "add_mana_choice":  # "two mana in any combination"
        return eff.get("options")
    return tuple(sorted(set(mana))) or ("",)             # "any type that land produced":
    # none when it produced no mana (a storage land tapped with X = 0, CR 106.7, 107.3)


def _combos(state: GameState, obj: GameObject, ability: ActivatedAbility
            ) -> list[tuple[int, str, tuple[str, ...]]]:
    """Each way the ability adds mana: (the index of its own option, the mana that option
    produces after replacement effects, what each triggered mana ability adds), the same
    mana counted once."""
    produced = _replaced(state, obj, ability, own_options(state, obj, ability))
    triggered = tap_triggers(state, obj, ability) if ability.cost.tap else []
    if not triggered:
        return [(k, mana, ()) for k, mana in produced]
    found: dict[tuple[str, str], tuple[int, str, tuple[str, ...]]] = {}
    for k, mana in produced:
        for parts in product(*(_extras(mana, trig) for _, trig in triggered)):
            found.setdefault((mana, "".join(sorted("".join(parts)))), (k, mana, parts))
    return list(found.values())


def _replaced(state: GameState, obj: GameObject, ability: ActivatedAbility,
              own: tuple[str, ...]) -> list[tuple[int, str]]:
    """(option index, mana produced) after the replacement effects that modify the mana a
    permanent tapped for mana produces (CR 106.12b); with several, its controller chooses
    the order they apply in (CR 616.1), so every order's result is a way."""
    base = list(enumerate(own))
    if not ability.cost.tap or not own:
        return base
    replacing = _mana_replacements(state)
    if not replacing:
        return base
    chars = characteristics(state, obj)
    effects = [a for src, a in replacing if chars_match(chars, a.filter, controller(state, src), state.options.teams)]
    if not effects:
        return base
    found: dict[tuple[int, str], None] = {}
    for order in permutations(effects):
        ways = base
        for effect in order:
            ways = [(k, new) for k, mana in ways for new in _replace(effect.per, mana, chars)]
        found.update(dict.fromkeys(ways))
    return list(found)


def _mana_replacements(state: GameState) -> list[tuple[GameObject, Any]]:
    """The static abilities replacing the mana permanents produce: read from the board's
    static abilities alone, so kept with its characteristics (`GameState.board_cache`)."""
    found = state.board_cache.get("mana replacements")
    if found is None:
        from tolaria.rules.layers import static_abilities
        found = state.board_cache["mana replacements"] = [
            (src, a) for src, a in static_abilities(state) if a.kind == MANA_REPLACE]
    return found


def _replace(how: tuple[Any, ...], mana: str, chars: Any) -> list[str]:
    """The mana one replacement effect makes of `mana` (see `mana_rules.mana_replacement`)."""
    kind = how[0]
    if kind == "times":                        # "twice as much of that mana"
        return ["".join(c * how[1] for c in mana)]
    if kind == "exact":                        # "{B} instead of any other type and amount"
        return [how[1]]
    if kind == "type":                         # "colorless mana instead of any other type"
        return [how[1] * len(mana)]
    if kind == "choice":                       # "mana of a color of your choice"
        return [c * len(mana) for c in COLORS]
    types = [mana_type for land, mana_type in how[1] if land in chars.subtypes]
    return [t * len(mana) for t in dict.fromkeys(types)] or [mana]   # "Plains produce {R}"


def _holds(state: GameState, trig: TriggeredAbility, source: GameObject, schars: Any
           ) -> bool:
    from tolaria.rules.triggers import holds
    return holds(state, trig.condition, source, schars.controller)


def options(state: GameState, obj: GameObject, ability: ActivatedAbility) -> tuple[str, ...]:
    """Every way the mana ability can add mana now, triggered mana abilities included."""
    if not ability.cost.tap:
        return own_options(state, obj, ability)
    if not _mana_replacements(state) and not tap_triggers(state, obj, ability):
        if ability.mana_could is None and ability.mana_instead is None and \
                ability.mana_per is None:
            return _fixed_options(ability)           # the ability's own mana (the usual case)
        return tuple(dict.fromkeys(own_options(state, obj, ability)))
    return tuple(dict.fromkeys(m + "".join(parts) for _, m, parts in _combos(state, obj,
                                                                              ability)))


_FIXED: dict[int, tuple[ActivatedAbility, tuple[str, ...]]] = {}


def _fixed_options(ability: ActivatedAbility) -> tuple[str, ...]:
    """The distinct options of an ability that adds the same mana whatever the state
    ("{T}: Add {R} or {G}"), memoized by the ability: mana sources are listed at every
    decision."""
    hit = _FIXED.get(id(ability))
    if hit is not None and hit[0] is ability:
        return hit[1]
    if len(_FIXED) > 4096:
        _FIXED.clear()
    found = tuple(dict.fromkeys(ability.mana or ()))
    _FIXED[id(ability)] = (ability, found)
    return found


def add(state: GameState, player: int, obj: GameObject, ability: ActivatedAbility,
        index: int) -> str:
    """The mana ability resolves with option `index`: its mana goes into the pool (CR 106.4),
    then its triggered mana abilities' (CR 605.4a). Returns the mana added."""
    mana = options(state, obj, ability)[index]
    k, own, parts = next((k, m, ps) for k, m, ps in _combos(state, obj, ability)
                         if m + "".join(ps) == mana)
    triggered = tap_triggers(state, obj, ability) if parts else []
    # Mana from a snow source is snow mana (CR 107.4h). The payment planner counts all of
    # an activation's mana as its source's (`ManaSource.snow`), the triggered part too.
    snow = "Snow" in characteristics(state, obj).supertypes
    only = ability.mana_only
    if only is None and "Treasure" in characteristics(state, obj).subtypes:
        only = TREASURE_MANA              # "if mana from a Treasure was spent to cast it"
    if only is not None and only.rider_trigger is not None:
        from dataclasses import replace
        only = replace(only, source_id=obj.id)   # "When you spend this mana to cast ..."
    events.add_mana(state, player, own, snow, only)                     # CR 106.6
    for (source, _), extra in zip(triggered, parts, strict=True):
        if not extra:
            continue                      # "any type that land produced": it made none
        events.add_mana(state, player, extra, snow)
        state.say(f"{current_name(state, source)}: {state.players[player].name} adds "
                  + "".join(f"{{{c}}}" for c in extra) + " as "
                  f"{current_name(state, obj)} is tapped for mana", "605.1b", "605.4a", "106.12a")
    if ability.cost.tap:                  # "Whenever a player taps a land for mana, this
        from tolaria.rules.triggers import _queue  # enchantment deals 1 damage to that player."
        for source, trig in tap_triggers(state, obj, ability, TAPS_FOR_MANA):
            _queue(state, source, controller(state, source), trig,        # CR 106.12a,
                   (("player", player), ("object", obj.id)))               # 603.2
    if ability.pain and ability.mana_per is None and ability.mana_could is None and \
            ability.mana_instead is None:     # "This land deals 1 damage to you." (605.3a)
        pain = ability.pain[k] if k < len(ability.pain) else 0
        if pain:
            events.deal_damage(state, obj, ("player", player), pain)
    if ability.stays_tapped and ability.mana_per is None and ability.mana_could is None \
            and ability.mana_instead is None and k < len(ability.stays_tapped) and \
            ability.stays_tapped[k]:      # "This land doesn't untap during your next untap"
        stays_tapped(state, player, obj)
    if ability.mana_draws:                # "Add one mana of any color. Draw a card." (605.3a)
        events.draw(state, player, ability.mana_draws)
    if ability.mana_counter and obj.zone == "battlefield":   # "Put a depletion counter on
        events.put_counters(state, obj, ability.mana_counter, 1)  # this land." (605.3a, 122.6)
    if ability.mana_sacrifice_without and obj.zone == "battlefield" and not obj.counters.get(
            ability.mana_sacrifice_without):     # "If there are no mining counters on this
        events.sacrifice(state, obj)              # land, sacrifice it." (CR 605.3b, 701.17a)
    life = ability.mana_life[k] if k < len(ability.mana_life) and ability.mana_per is None \
        and ability.mana_could is None and ability.mana_instead is None else ()
    if life:                              # "Each opponent gains 1 life." (CR 605.3a, 119.3)
        who, n = life
        for gainer in (state.opponents(player) if who == "opponents" else (player,)):
            events.gain_life(state, gainer, n, "119.3")
    return mana


def stays_tapped(state: GameState, player: int, obj: GameObject) -> None:
    """It doesn't untap during its controller's next untap step (CR 502.3, 611.2a)."""
    from tolaria.data.ir import StaticAbility, layer_effect
    from tolaria.data.state import ContinuousEffect
    restrict = StaticAbility(kind="restrict", affects="self",
                             restrictions=frozenset({"doesnt_untap"}))
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, obj), affected=(obj.id,),
        parts=(layer_effect("6", "add_abilities", abilities=(restrict,)),),
        until=YOUR_NEXT_UNTAP, source_id=obj.id, controller=player))
    state.say(f"{current_name(state, obj)} doesn't untap during {state.players[player].name}'s "
              "next untap "
              "step", "502.3", "611.2a")
    state.changed()


def _other(only: ManaRestriction) -> bool:
    return only.other


def spending(state: GameState, player: int, purpose: tuple[str, int] | None
             ) -> Callable[[ManaRestriction], bool] | None:
    """What restricted mana a payment may spend (CR 106.6): `purpose` is ("spell", id) for
    the total cost of casting that card, ("ability", id) for an activated ability of that
    source; None (any other cost) spends only mana that isn't restricted, kept mana too."""
    if purpose is None:
        return _other                        # any other cost: mana only kept may pay it
    kind, oid = purpose
    obj = state.objects.get(oid)
    if obj is None:
        return None
    chars = characteristics(state, obj)

    def allows(only: ManaRestriction) -> bool:
        flt = only.spells if kind == "spell" else only.abilities
        if only.zone and (kind != "spell" or obj.zone.removeprefix("gone:") != only.zone
                          or obj.owner != player):
            return False                     # "a spell from your graveyard"
        return flt is not None and chars_match(chars, flt, player, state.options.teams)
    return allows
