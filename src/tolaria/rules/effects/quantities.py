"""Effects whose numbers are counted as they resolve (CR 608.2h).

- "pump_count": <object> gets +N/+N for each ... / +X/+X, where X is ... until end of
  turn [and gains keywords]: the numbers are counted once, as the effect begins, and
  don't change afterwards (CR 608.2h, 611.2c);
- "pump_all_count": the same for a group; the group is the permanents that match as it
  resolves (CR 611.2c);
- "double_pt": double a creature's power [and toughness]: +X/+0 where X is its power as
  it resolves, negative included (CR 701.9b-c, 613.4c);
- "add_mana_count": a spell's "Add {R} for each ...";
- "fix_x": X of ", where X is ..." counted once for the instructions using it;
- "per_player": an instruction about players (lose / gain life, draw, mill, damage) where
  each counts their own ("for each Swamp they control").
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, layer_effect
from tolaria.data.objects import GameObject
from tolaria.data.state import ContinuousEffect, GameState
from tolaria.data.vocabulary import THEIR_DISCARDED
from tolaria.rules import events
from tolaria.rules.effects import (
    DISCARDED_THIS_WAY,
    HANDLERS,
    amount,
    handler,
    players_of,
    remembered,
    source_of,
    target_object,
    target_ref,
)
from tolaria.rules.layers import current_name
from tolaria.rules.quantities import evaluate


@handler("pump_count")
def _pump_count(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "battlefield":
        return
    power = amount(item, eff.get("power"), state)
    toughness = amount(item, eff.get("toughness"), state)
    parts = [layer_effect("7c", "add_pt", power=power, toughness=toughness)]
    if eff.get("keywords"):
        parts.insert(0, layer_effect("6", "add_keywords", keywords=eff.get("keywords")))
    state.effects.append(ContinuousEffect(                       # CR 611.2c, 613.4c
        timestamp=state.timestamp(), source_name=current_name(state, item), affected=(victim.id,),
        parts=tuple(parts), source_id=item.source_id, controller=item.controller))
    state.say(f"{current_name(state, victim)} gets {power:+d}/{toughness:+d} until end of "
              "turn", "608.2h",
              "613.4c")
    state.changed()


@handler("double_pt")
def _double_pt(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """CR 701.9b-c: +X/+0 (+0/+X) where X is its power (toughness) now; a negative value
    doubled gets that much less (-X). Counted once, as it resolves (CR 608.2h)."""
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "battlefield":
        return
    _doubled(state, item, eff, victim)


@handler("double_pt_all")
def _double_pt_all(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Double the power and toughness of each creature you control until end of turn":
    each of those creatures now, by its own values (CR 701.9b-c, 611.2c)."""
    from tolaria.rules.layers import matches
    source = source_of(state, item)
    for oid in [o for o in state.battlefield
                if matches(state, eff.get("filter"), state.objects[o], item.controller, source)]:
        _doubled(state, item, eff, state.objects[oid])


def _doubled(state: GameState, item: GameObject, eff: Effect, victim: GameObject) -> None:
    """+X/+0 (+0/+X) until end of turn, X the creature's power (toughness) now."""
    from tolaria.rules.layers import characteristics
    chars = characteristics(state, victim)
    power = (chars.power or 0) if eff.get("power") else 0
    toughness = (chars.toughness or 0) if eff.get("toughness") else 0
    state.effects.append(ContinuousEffect(                       # CR 611.2c, 613.4c
        timestamp=state.timestamp(), source_name=current_name(state, item), affected=(victim.id,),
        parts=(layer_effect("7c", "add_pt", power=power, toughness=toughness),),
        source_id=item.source_id, controller=item.controller))
    state.say(f"{current_name(state, victim)} gets {power:+d}/{toughness:+d} until end of "
              "turn", "701.9b", "613.4c")
    state.changed()


@handler("pump_all_count")
def _pump_all_count(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    power = amount(item, eff.get("power"), state)
    toughness = amount(item, eff.get("toughness"), state)
    parts = [layer_effect("7c", "add_pt", power=power, toughness=toughness)]
    if eff.get("keywords"):
        parts.insert(0, layer_effect("6", "add_keywords", keywords=eff.get("keywords")))
    group = Effect("continuous_all", (("filter", eff.get("filter")), ("parts", tuple(parts)),
                                      ("until", "end of turn")))
    HANDLERS["continuous_all"](state, item, group, answer)         # CR 611.2c


@handler("per_player")
def _per_player(state: GameState, item: GameObject, eff: Effect, answer: Any
                ) -> Decision | None:
    """An instruction about players where each counts their own ("Each player loses 1 life
    for each Swamp they control"): the amounts are counted first, then it happens to all
    of them at once (life, damage) or in turn order (draws, CR 101.4)."""
    inner: Effect = eff.get("effect")
    if inner.op == "damage":
        ref = target_ref(item, inner.get("target"))
        players = [ref[1]] if ref is not None and ref[0] == "player" else []
    else:
        players = players_of(state, item, inner.get("who"))
    n = {p: _theirs(state, item, inner.get("amount"), p) for p in players}
    if inner.op in ("draw", "mill"):
        if inner.op == "draw":                  # each may wait for a choice (dredge)
            return events.draw_steps(state, item, [(p, n[p]) for p in players])
        counts = events.mill_counts(state, item, n)                          # CR 614.1a
        if isinstance(counts, Decision):
            return counts
        decision = events.happen(state, *(e for p in players
                                          for e in events.milled(state, p, counts[p])))
        if decision is None:
            events.milling_done(item)
        return decision
    if inner.op == "lose_life":
        return events.happen(state, *(events.LifeLoss(p, n[p]) for p in players))
    if inner.op == "gain_life":
        return events.happen(state, *(events.LifeGain(p, n[p]) for p in players))
    source = source_of(state, item)                          # damage (CR 120.3)
    return events.happen(state, *(events.Damage(source.id, ("player", p), n[p])
                                  for p in players))


def _theirs(state: GameState, item: GameObject, value: Any, player: int) -> int:
    """`value` with what "they control" counted from `player`'s point of view."""
    if isinstance(value, tuple) and value[0] == "theirs":
        return evaluate(state, player, source_of(state, item), value[1])
    if isinstance(value, tuple) and value[0] == THEIR_DISCARDED:     # CR 608.2c, 400.3
        return sum(state.objects[oid].owner == player
                   for oid in remembered(state, item, DISCARDED_THIS_WAY))
    if isinstance(value, tuple) and value[0] == "times":
        return value[1] * _theirs(state, item, value[2], player)
    if isinstance(value, tuple) and value[0] == "plus":
        return value[1] + _theirs(state, item, value[2], player)
    if isinstance(value, tuple) and value[0] == "minus":           # CR 107.1b
        return max(0, _theirs(state, item, value[1], player)
                   - _theirs(state, item, value[2], player))
    return amount(item, value, state)


@handler("fix_x")
def _fix_x(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """", where X is ...": X counted once, as the first instruction using it is carried out,
    for all of them (CR 107.3, 608.2h); they read it as the ability's X."""
    item.x = amount(item, eff.get("amount"), state)


@handler("add_mana_count")
def _add_mana_count(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """A spell's "Add {R} for each creature you control." (CR 106.3): counted as it
    resolves."""
    mana = eff.get("mana") * amount(item, eff.get("amount"), state)
    events.add_mana(state, item.controller, mana, only=eff.get("only"))     # CR 106.6
    state.say(f"{state.players[item.controller].name} adds {mana or 'no mana'}", "106.3")
