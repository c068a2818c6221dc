"""Effect steps for the seed-mechanics cards (tolaria.cards.definitions.seeds).

- "gain_damage_dealt": "you gain that much life", that much being the damage of the event
  that triggered the ability (Exalted Angel, CR 603.2, 608.2h);
- "pump_per_counter": "target creature gets +1/+1 until end of turn for each +1/+1
  counter on this creature" (Canopy Crawler), counted as it resolves (CR 608.2h);
- "damage_per_counter": "this creature deals damage equal to the number of +1/+1
  counters on it to any target" (Kilnmouth Dragon);
- "choose_color": "[it] becomes the color of your choice until end of turn" (Wild
  Mongrel; the colour is chosen as it resolves, CR 608.2d, layer 5, CR 613.1e);
- "look_at_hand": "look at target player's hand" (Gitaxian Probe): the cards are shown
  to the controller only; the public log says that they looked.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import COLOR_NAMES, Effect, layer_effect
from tolaria.data.objects import GameObject
from tolaria.data.state import ContinuousEffect, GameState
from tolaria.rules import events
from tolaria.rules.effects import handler, players_of, source_of, target_object, target_ref
from tolaria.rules.layers import current_name

COLORS = tuple(COLOR_NAMES.values())               # "white", "blue", ... (CR 105.1)
COUNTER = "+1/+1"


def _counters_on_source(state: GameState, item: GameObject) -> int:
    """+1/+1 counters on the ability's source, as it is or as it last existed (608.2h)."""
    source = source_of(state, item)
    return source.counters.get(COUNTER, 0) if source is not item else 0


@handler("gain_damage_dealt")
def _gain_damage_dealt(state: GameState, item: GameObject, eff: Effect, answer: Any
                       ) -> Decision | None:
    amount = item.trigger_data[1] if len(item.trigger_data) > 1 else 0
    return events.happen(state, events.LifeGain(item.controller, amount))


@handler("pump_per_counter")
def _pump_per_counter(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    victim = target_object(state, item, eff.get("target", 0))
    if victim is None or victim.zone != "battlefield":
        return
    n = _counters_on_source(state, item)
    state.effects.append(ContinuousEffect(                       # CR 611.2c, 613.4c
        timestamp=state.timestamp(), source_name=current_name(state, item), affected=(victim.id,),
        parts=(layer_effect("7c", "add_pt", power=n, toughness=n),),
        source_id=item.source_id, controller=item.controller))
    state.changed()
    state.say(f"{current_name(state, victim)} gets +{n}/+{n} until end of turn", "611.2", "613.4c")


@handler("damage_per_counter")
def _damage_per_counter(state: GameState, item: GameObject, eff: Effect, answer: Any
                        ) -> Decision | None:
    ref = target_ref(item, eff.get("target", 0))
    if ref is None:
        return None
    source = source_of(state, item)
    return events.happen(state, events.Damage(source.id, ref, _counters_on_source(state, item)))


@handler("choose_color")
def _choose_color(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    victim = target_object(state, item, eff.get("target", "self"))
    if victim is None or victim.zone != "battlefield":
        return None
    if answer is None:
        return Decision("choose", item.controller, options=COLORS, subject=victim.id,
                        prompt=f"the color {current_name(state, victim)} becomes (CR 608.2d)")
    letter = next(k for k, v in COLOR_NAMES.items() if v == answer[0])
    state.effects.append(ContinuousEffect(                       # CR 613.1e: layer 5
        timestamp=state.timestamp(), source_name=current_name(state, item), affected=(victim.id,),
        parts=(layer_effect("5", "set_colors", colors=frozenset({letter})),),
        source_id=item.source_id, controller=item.controller))
    state.changed()
    state.say(f"{current_name(state, victim)} becomes {answer[0]} until end of "
              "turn", "613.1e", "611.2")
    return None


@handler("look_at_hand")
def _look_at_hand(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    for player in players_of(state, item, eff.get("who", 0)):
        # CR 402.3: only the looking player learns the cards (tolaria.view shows them
        # to that seat while they stay the same objects, CR 400.7).
        state.looked.extend((oid, item.controller) for oid in state.players[player].hand)
        state.say(f"{state.players[item.controller].name} looks at "
                  f"{state.players[player].name}'s hand", "402.3")
        state.changed()
