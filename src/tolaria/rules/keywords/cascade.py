"""Cascade (CR 702.85).

"Cascade" means "When you cast this spell, exile cards from the top of your library until
you exile a nonland card whose mana value is less than this spell's mana value. You may
cast that card without paying its mana cost if the resulting spell's mana value is less
than this spell's mana value. Then put all cards exiled this way that weren't cast on the
bottom of your library in a random order" (CR 702.85a). Each instance triggers separately
(CR 702.85c).

`on_cast`, called by `tolaria.rules.triggers.on_cast`, puts the trigger among the pending ones.
Its effect step "cascade" exiles the cards and offers the cast with a "cast" decision (the
permission `tolaria.rules.costs.alternative_costs` reads with `offered`, CR 608.2g); the exiled
cards are kept on the resolving ability (`trigger_data`) until they go to the bottom.
The spell's mana value is read as it last existed if it has left the stack (CR 608.2h).
Cards of other layouts (split, adventure) aren't compiled, so a card's mana value is the
resulting spell's.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, TriggeredAbility, effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState, PendingTrigger
from tolaria.rules import zones
from tolaria.rules.costs import FREE
from tolaria.rules.effects import handler
from tolaria.rules.layers import characteristics, current_name

RULE = "702.85a"
ABILITY = TriggeredAbility(
    event="cascade", effects=(effect("cascade"),),
    text="Cascade (exile cards from the top of your library until you exile a nonland card "
         "that costs less; you may cast it without paying its mana cost; put the exiled "
         "cards on the bottom in a random order)")


def on_cast(state: GameState, spell: GameObject) -> None:
    """The spell was cast: its cascade triggers, once for each instance (CR 702.85a,
    702.85c, 601.2i)."""
    times = int("cascade" in characteristics(state, spell).keywords) + _given(state, spell)
    for _ in range(times):
        state.pending.append(PendingTrigger(
            controller=spell.controller, source_id=spell.id, source_name=current_name(state, spell),
            ability=ABILITY, data=(("object", spell.id),), card=spell.card))


def _given(state: GameState, spell: GameObject) -> int:
    """The instances abilities its caster controls give it ("Spells you cast with mana value
    6 or greater have cascade.", "Commander spells you cast have cascade."): one each."""
    from tolaria.data.vocabulary import CAST_FROM_HAND_ONLY, NTH_SPELL, SPELLS_HAVE
    from tolaria.rules.layers import controller
    from tolaria.rules.restrictions import statics_of
    from tolaria.rules.triggers import cast_from
    return sum(1 for src, a in statics_of(state, SPELLS_HAVE)
               if a.keyword == "cascade" and controller(state, src) == spell.controller
               and _matches(state, a.filter, spell) and (
                   CAST_FROM_HAND_ONLY not in a.restrictions
                   or cast_from(state, spell) == "hand") and (      # CR 601.2a
                   a.condition is None or a.condition.op != NTH_SPELL or _nth(
                       state, a, spell) == a.condition.get("n")))


def _nth(state: GameState, ability: Any, spell: GameObject) -> int:
    """Which of its caster's spells of the ability's kinds this turn the spell is; with
    "from exile", of those cast from exile, 0 if it wasn't (CR 601.2a)."""
    from tolaria.data.vocabulary import CAST_FROM_EXILE
    from tolaria.rules.triggers import cast_from, nth
    if CAST_FROM_EXILE not in ability.restrictions:
        return nth(state, "cast", spell.controller, ability.filter)
    if cast_from(state, spell) != "exile":
        return 0
    moved = {f[2]: f[3] for f in state.this_turn if f[0] == "moved"}
    return sum(1 for f in state.this_turn if f[0] == "cast" and f[1] == spell.controller
               and moved.get(f[3]) == "exile" and (
                   ability.filter is None or not ability.filter.types
                   or set(f[2]) & ability.filter.types))


def offered(state: GameState, obj: GameObject) -> bool:
    """Is `obj` the card a resolving cascade ability lets its controller cast now?"""
    if obj.zone != "exile" or not state.frames:
        return False
    item = state.objects.get(state.frames[-1].obj_id)
    return item is not None and item.ability == ABILITY and len(item.trigger_data) == 3 \
        and item.trigger_data[2] == obj.id


@handler("cascade")
def _cascade(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Exile until a hit, offer it, then the rest to the bottom at random (CR 702.85a)."""
    player = item.controller
    if answer is None:
        spell = state.objects.get(item.source_id) if item.source_id is not None else None
        limit = _mana_value(state, spell) if spell is not None else 0
        exiled, hit = exile_until(state, player, limit - 1, "cascade", RULE)
        item.trigger_data = (item.trigger_data[0] if item.trigger_data else None,
                             tuple(exiled), hit)
        if hit is not None:
            return Decision("cast", player, options=(FREE,), subject=hit,
                            prompt=f"cast {current_name(state, state.objects[hit])} without paying "
                                   "its mana "
                                   f"cost, or choose no (CR {RULE})")
    to_bottom(state, player, item.trigger_data[1] if len(item.trigger_data) == 3 else (), RULE)
    return None


def exile_until(state: GameState, player: int, most: int, why: str, rule: str
                ) -> tuple[list[int], int | None]:
    """Exile the top card until a nonland card with mana value `most` or less (cascade's
    "less than", CR 702.85a; discover's "N or less", CR 701.55a)."""
    library = state.players[player].library
    exiled: list[int] = []
    while library:
        card = zones.move(state, state.objects[library[-1]], "exile")
        exiled.append(card.id)
        state.say(f"{state.players[player].name} exiles {card.name} ({why})", rule)
        chars = characteristics(state, card)
        if "Land" not in chars.types and chars.mana_value <= most:
            return exiled, card.id
    return exiled, None


def to_bottom(state: GameState, player: int, exiled: tuple[int, ...], rule: str) -> None:
    """The exiled cards still in exile, on the bottom in a random order (CR 702.85a,
    701.55a)."""
    rest = [oid for oid in exiled if state.objects[oid].zone == "exile"]
    state.rng.shuffle(rest)
    for oid in rest:
        zones.move(state, state.objects[oid], "library", top=False)
    if rest:
        state.say(f"{state.players[player].name} puts {len(rest)} card"
                  f"{'s' if len(rest) != 1 else ''} on the bottom of their library in a random "
                  "order", rule)
    state.changed()


_COMPARE = {">=": int.__ge__, "<=": int.__le__, "==": int.__eq__}


def _matches(state: GameState, flt: Any, spell: GameObject) -> bool:
    """Is the spell one the filter describes, its mana value counting its X (CR 202.3e)?"""
    from dataclasses import replace

    from tolaria.rules.layers import matches
    from tolaria.rules.quantities import mana_value_with_x
    if flt is None or not any(what == "mana_value" for what, _, _ in flt.compare):
        return matches(state, flt, spell, spell.controller)
    value = mana_value_with_x(spell)
    rest = replace(flt, compare=tuple(c for c in flt.compare if c[0] != "mana_value"),
                   more=None)
    return matches(state, rest, spell, spell.controller) and all(
        _COMPARE[op](value, n) for what, op, n in flt.compare if what == "mana_value")


def _mana_value(state: GameState, spell: GameObject) -> int:
    """The spell's mana value, its X counted (CR 202.3e), as it last existed on the stack
    if it has left (CR 608.2h)."""
    value = characteristics(state, spell).mana_value
    cost = spell.card.mana_cost
    if spell.x and cost is not None and spell.zone in ("stack", "gone:stack"):
        value += spell.x * cost.x_count
    return value
