"""What a mana ability adds when it resolves (CR 605, 106.12).

- A mana ability may replace its own mana when conditions hold: "{T}: Add {C}. If you
  control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead." (a
  self-replacement effect, CR 614.15; `ActivatedAbility.mana_instead`).
- Triggered mana abilities (CR 605.1b): "Whenever a player taps a land for mana, that
  player adds one mana of any type that land produced" (Mana Flare) triggers on a land
  being tapped for mana (CR 106.12a) and resolves at once, right after the mana ability,
  without the stack (CR 605.4a). So its mana is part of what tapping the land adds, and
  the payment planner (`tolaria.mana`) counts it: each mana ability offers one option per
  way the triggered abilities' "any type that land produced" can be chosen.

`options(state, obj, ability)` lists what activating the ability adds now, each option a
string of mana types; `add` activates one of them and logs the triggered part.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

from tolaria import events
from tolaria.cards.ir import ActivatedAbility, TriggeredAbility
from tolaria.layers import characteristics, chars_match, controller
from tolaria.objects import GameObject
from tolaria.state import GameState

TAPPED_FOR_MANA = "tapped_for_mana"          # the trigger event (CR 106.12a)


def own_options(state: GameState, obj: GameObject, ability: ActivatedAbility
                ) -> tuple[str, ...]:
    """The ability's own mana, after its "... instead" if the conditions hold (CR 614.15)."""
    instead = ability.mana_instead
    if instead is not None:
        from tolaria.triggers import holds
        conditions, mana = instead
        who = controller(state, obj)
        if all(holds(state, cond, obj, who) for cond in conditions):
            return mana
    if ability.mana_per is not None:                # "Add {G} for each creature you control"
        from tolaria.quantities import evaluate
        n = evaluate(state, controller(state, obj), obj, ability.mana_per)
        return tuple(mana * n for mana in ability.mana or ()) if n > 0 else ()
    return ability.mana or ()


def tap_triggers(state: GameState, obj: GameObject, ability: ActivatedAbility
                 ) -> list[tuple[GameObject, TriggeredAbility]]:
    """The triggered mana abilities tapping `obj` for mana with `ability` triggers."""
    if not ability.cost.tap:
        return []                                   # not "tapped for mana" (CR 106.12)
    from tolaria.triggers import _watchers
    watchers = _watchers(state, TAPPED_FOR_MANA)
    if not watchers:
        return []
    chars = characteristics(state, obj)
    tapper = controller(state, obj)
    found = []
    for source, schars in watchers:
        for trig in schars.triggered:
            if trig.event != TAPPED_FOR_MANA:
                continue
            if trig.whose == "you" and tapper != schars.controller:
                continue
            if trig.whose == "opponent" and tapper == schars.controller:
                continue
            if trig.filter is None or chars_match(chars, trig.filter, schars.controller):
                found.append((source, trig))
    return found


def options(state: GameState, obj: GameObject, ability: ActivatedAbility) -> tuple[str, ...]:
    """Every way the mana ability can add mana now, triggered mana abilities included."""
    own = own_options(state, obj, ability)
    extra = len(tap_triggers(state, obj, ability)) if ability.cost.tap else 0
    if not extra:
        return own
    out: list[str] = []
    for mana in own:
        for picks in combinations_with_replacement(sorted(set(mana)), extra):  # "any type"
            out.append(mana + "".join(picks))
    return tuple(dict.fromkeys(out))


def add(state: GameState, player: int, obj: GameObject, ability: ActivatedAbility,
        index: int) -> str:
    """The mana ability resolves with option `index`: its mana goes into the pool (CR 106.4),
    then its triggered mana abilities' (CR 605.4a). Returns the mana added."""
    mana = options(state, obj, ability)[index]
    triggered = tap_triggers(state, obj, ability)
    own = mana[:len(mana) - len(triggered)] if triggered else mana
    # Mana from a snow source is snow mana (CR 107.4h). The payment planner counts all of
    # an activation's mana as its source's (`ManaSource.snow`), the triggered part too.
    snow = "Snow" in characteristics(state, obj).supertypes
    events.add_mana(state, player, own, snow)
    for k, (source, _) in enumerate(triggered):
        extra = mana[len(own) + k]
        events.add_mana(state, player, extra, snow)
        state.say(f"{source.name}: {state.players[player].name} adds {{{extra}}} as "
                  f"{obj.name} is tapped for mana", "605.1b", "605.4a", "106.12a")
    if ability.pain:                      # "This land deals 1 damage to you." (CR 605.3a)
        chosen = own_options(state, obj, ability)
        pain = ability.pain[chosen.index(own)] if own in chosen else 0
        if pain:
            events.deal_damage(state, obj, ("player", player), pain)
    if ability.stays_tapped:              # "This land doesn't untap during your next untap"
        chosen = own_options(state, obj, ability)
        if own in chosen and ability.stays_tapped[chosen.index(own)]:
            stays_tapped(state, player, obj)
    return mana


def stays_tapped(state: GameState, player: int, obj: GameObject) -> None:
    """It doesn't untap during its controller's next untap step (CR 502.3, 611.2a)."""
    from tolaria.cards.ir import StaticAbility, layer_effect
    from tolaria.restrictions import YOUR_NEXT_UNTAP
    from tolaria.state import ContinuousEffect
    restrict = StaticAbility(kind="restrict", affects="self",
                             restrictions=frozenset({"doesnt_untap"}))
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=obj.name, affected=(obj.id,),
        parts=(layer_effect("6", "add_abilities", abilities=(restrict,)),),
        until=YOUR_NEXT_UNTAP, source_id=obj.id, controller=player))
    state.say(f"{obj.name} doesn't untap during {state.players[player].name}'s next untap "
              "step", "502.3", "611.2a")
    state.changed()
