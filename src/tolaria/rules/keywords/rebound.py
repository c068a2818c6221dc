"""Rebound (CR 702.88).

"Rebound" means "If you cast this spell from your hand, exile it as it resolves. At the
beginning of your next upkeep, you may cast this card from exile without paying its mana
cost" (CR 702.88a).

`tolaria.rules.priority` notes a rebound spell cast from the hand (`chosen` holds ("cast from",
"hand")); as it resolves `tolaria.rules.resolve` calls `exile`, which exiles it and creates the
delayed upkeep ability (CR 603.7). Its effect step "rebound_cast" offers the cast with a
"cast" decision (the permission `tolaria.rules.costs.alternative_costs` reads with `offered`).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, TriggeredAbility, effect
from tolaria.data.objects import GameObject
from tolaria.data.state import DelayedTrigger, GameState
from tolaria.rules import events
from tolaria.rules.costs import FREE
from tolaria.rules.effects import handler
from tolaria.rules.layers import current_name

RULE = "702.88a"
FROM_HAND = ("cast from", "hand")
CAST_AT_UPKEEP = TriggeredAbility(
    event="step", step="upkeep", whose="you", effects=(effect("rebound_cast"),),
    text="Rebound: you may cast this card from exile without paying its mana cost")


GAINED = ("rebound", "gained")     # `chosen`: "it gains rebound" (Narset Transcendent)


def applies(item: GameObject) -> bool:
    """A resolving rebound spell that was cast from its owner's hand."""
    return FROM_HAND in item.chosen and ("rebound" in item.card.keywords or GAINED in
                                         item.chosen) and not item.is_copy


def granted(state: GameState, item: GameObject) -> bool:
    """A resolving spell an ability its controller controls gives rebound ("Instant and
    sorcery spells you control have rebound."), cast from its owner's hand this turn (a
    spell leaves the stack before its turn ends, CR 500.5)."""
    from tolaria.data.vocabulary import SPELLS_HAVE
    from tolaria.rules.layers import characteristics, chars_match, controller
    from tolaria.rules.restrictions import statics_of
    from tolaria.rules.triggers import cast_from
    given = [a for src, a in statics_of(state, SPELLS_HAVE)
             if a.keyword == "rebound" and controller(state, src) == item.controller]
    if not given or item.is_copy or item.is_ability or cast_from(state, item) != "hand":
        return False
    chars = characteristics(state, item)
    return any(chars_match(chars, a.filter, item.controller) for a in given)


@handler("gain_rebound")
def _gain(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"When you next cast an instant or sorcery spell from your hand this turn, it gains
    rebound.": the spell, still on the stack, has rebound as it resolves (CR 702.88a); it
    was cast from the hand (event "cast_from_hand")."""
    from tolaria.rules.effects import target_object
    spell = target_object(state, item, eff.get("target"))
    if spell is None or spell.zone != "stack" or spell.is_copy:
        return None
    spell.chosen += tuple(kv for kv in (FROM_HAND, GAINED) if kv not in spell.chosen)
    state.say(f"{current_name(state, spell)} gains rebound", RULE)
    return None


def exile(state: GameState, item: GameObject) -> Decision | list[Any]:
    """Exile it as it resolves; cast it at the next upkeep (CR 702.88a)."""
    made = events.happen_for(state, events.ZoneChange(
        item.id, "exile", text=f"{current_name(state, item)} resolves and is exiled "
                               "(rebound)", rules=(RULE,)))
    if isinstance(made, Decision):
        return made
    card = made[0] if made else None
    if card is not None and card.zone == "exile":
        state.delayed.append(DelayedTrigger(ability=CAST_AT_UPKEEP, controller=item.controller,
                                            source_id=card.id, source_name=card.name,
                                            card=card.card))
    return made


def offered(state: GameState, obj: GameObject) -> bool:
    """Is `obj` the card a resolving rebound ability lets its owner cast now?"""
    if obj.zone != "exile" or not state.frames:
        return False
    item = state.objects.get(state.frames[-1].obj_id)
    return item is not None and item.ability == CAST_AT_UPKEEP and item.source_id == obj.id


@handler("rebound_cast")
def _cast(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Its owner may cast it without paying its mana cost; if not, it stays exiled."""
    card = state.objects.get(item.source_id) if item.source_id is not None else None
    if card is None or card.zone != "exile":
        return None                                     # it left exile: a new object (400.7)
    if answer is None:
        return Decision("cast", card.owner, options=(FREE,), subject=card.id,
                        prompt=f"cast {card.name} without paying its mana cost, or choose no "
                               f"(CR {RULE})")
    if answer[0] == "no":
        state.say(f"{card.name} remains exiled", RULE)
    return None
