"""Keywords that grow their creature with +1/+1 counters: evolve, dethrone, renown, training,
increment.

- "Evolve" means "Whenever a creature you control enters, if that creature's power is
  greater than this creature's power and/or that creature's toughness is greater than
  this creature's toughness, put a +1/+1 counter on this creature" (CR 702.100a); it is
  checked as it triggers and again as it resolves, with the entering creature's last
  known values if it has left (CR 702.100c);
- "Dethrone" means "Whenever this creature attacks the player with the most life or tied
  for most life, put a +1/+1 counter on it" (CR 702.105a): a trigger condition, not
  checked again as it resolves;
- "Renown N" means "When this creature deals combat damage to a player, if it isn't
  renowned, put N +1/+1 counters on it and it becomes renowned" (CR 702.112a); renowned
  is a designation it keeps while it stays on the battlefield (CR 702.112b), held in
  `GameObject.chosen`.

- "Training" means "Whenever this creature attacks with another creature with greater
  power, put a +1/+1 counter on this creature" (CR 702.149a): a trigger condition.
- "Increment" means "Whenever you cast a spell, if the amount of mana you spent is greater
  than this creature's power or toughness, put a +1/+1 counter on this creature" (its
  reminder text; an intervening "if", CR 603.4, with the mana spent, CR 601.2h).

`tolaria.cards.oracle.keyword_triggers` reads them; `holds` decides their conditions (called by
`tolaria.rules.triggers.holds` with the event's data); the effect steps "renown" and
"evolve" are here (they fire "becomes renowned" and "evolves", CR 702.112a, 702.100b).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Condition, Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events
from tolaria.rules.effects import handler, target_object
from tolaria.rules.layers import characteristics, current_name

RENOWNED = ("renowned", "")


def holds(state: GameState, cond: Condition, source: GameObject, data: tuple[Any, ...]) -> bool:
    """The conditions "evolve", "dethrone" and "not_renowned"."""
    if cond.op == "not_renowned":
        return RENOWNED not in source.chosen
    if cond.op == "dethrone":
        return _attacks_most_life(state, source)
    if cond.op == "training":
        return _attacks_with_greater_power(state, source)
    if cond.op == "increment":
        return _spent_more(state, source, data)
    ref = data[0] if data and isinstance(data[0], tuple) else None
    entering = state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else None
    if entering is None:
        return False
    new, mine = characteristics(state, entering), characteristics(state, source)
    return (new.power or 0) > (mine.power or 0) or (new.toughness or 0) > (mine.toughness or 0)


def _spent_more(state: GameState, creature: GameObject, data: tuple[Any, ...]) -> bool:
    """Increment: was more mana spent to cast the spell (CR 601.2h) than this creature's
    power or than its toughness? Checked as it triggers and as it resolves (CR 603.4)."""
    from tolaria.rules import mana_spent
    spell = mana_spent.event_spell(state, data)
    n = mana_spent.amount(mana_spent.spent(spell), "")
    mine = characteristics(state, creature)
    return n > (mine.power or 0) or n > (mine.toughness or 0)


def _attacks_with_greater_power(state: GameState, attacker: GameObject) -> bool:
    """Does another creature with greater power attack with it? (CR 702.149a)"""
    if attacker.attacking is None:
        return False
    mine = characteristics(state, attacker)
    return any(other.attacking is not None and oid != attacker.id
               and characteristics(state, other).controller == mine.controller
               and (characteristics(state, other).power or 0) > (mine.power or 0)
               for oid in state.battlefield for other in (state.objects[oid],))


def _attacks_most_life(state: GameState, attacker: GameObject) -> bool:
    """Does it attack a player with the most life or tied for it? (CR 702.105a)"""
    if attacker.attacking is None or attacker.attacking[0] != "player":
        return False
    most = max(p.life for p in state.players if not p.lost)
    return state.players[attacker.attacking[1]].life == most


@handler("renown")
def _renown(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """N +1/+1 counters, and it becomes renowned (CR 702.112a)."""
    creature = target_object(state, item, "self")
    if creature is None:
        return None
    if RENOWNED not in creature.chosen:
        creature.chosen += (RENOWNED,)
        state.say(f"{current_name(state, creature)} becomes renowned", "702.112a")
        from tolaria.rules import triggers
        triggers.on_renowned(state, creature)                     # CR 702.112a, 603.2
    return events.happen(state, events.Counters(creature.id, "+1/+1", eff.get("amount")))


@handler("evolve")
def _evolve(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """A +1/+1 counter on this creature (CR 702.100a); it evolves if one or more are put on
    it this way (CR 702.100b)."""
    creature = target_object(state, item, "self")
    if creature is None or creature.zone != "battlefield":
        return None
    before = creature.counters.get("+1/+1", 0)
    decision = events.happen(state, events.Counters(creature.id, "+1/+1", 1))
    if decision is None and creature.zone == "battlefield" and \
            creature.counters.get("+1/+1", 0) > before:
        from tolaria.rules import triggers
        triggers.on_evolved(state, creature)
    return decision
