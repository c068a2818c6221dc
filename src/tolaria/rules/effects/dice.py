"""Rolling dice (CR 706), as the Oracle compiler reads it (tolaria.cards.oracle.dice).

- "roll_die": the controller rolls one N-sided die, or one more for each "instead roll
  that many dice plus one and ignore the lowest roll" of theirs (`EXTRA_DIE`, the lowest
  ones never happened, CR 706.6); the natural result comes from the game's seeded random
  generator, the modifier (`add`) is counted then (CR 706.2). The result is logged for
  every player and kept with the resolving object for "the result" (`DIE_RESULT`, CR
  706.4); "Whenever you roll a 6" triggers (`DIE_ROLLED`, for each die kept, with its
  result and natural result) and "Whenever you roll one or more dice" triggers
  (`DICE_ROLLED`, once, with the results) follow (CR 603.2);
- "if_die_result": an instruction done only if the result is in a range: a results-table
  row's (CR 706.3a), one after "If the result is 3 or less," (CR 706.4), or, with
  `event`, after "If any of those results was 10 or higher," in a "Whenever you roll one
  or more dice" trigger (the results its event carries).
"""
from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import DIE_RESULT, EXTRA_DIE
from tolaria.rules import triggers
from tolaria.rules.effects import amount, handler, run
from tolaria.rules.layers import controller, static_abilities


def die_result(item: GameObject) -> int | None:
    """The result of the die the resolving object rolled, if it rolled one."""
    found = dict(item.chosen).get(DIE_RESULT)
    return None if found is None else int(found)


@handler("roll_die")
def _roll_die(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """CR 706.1a: N equally likely results from 1 to N; the result is the natural result
    plus the modifier the instruction adds, if any (CR 706.2)."""
    sides = int(eff.get("sides"))
    extra = _extra_dice(state, item.controller)
    rolls = [state.rng.randint(1, sides) for _ in range(1 + extra)]
    natural = max(rolls)             # the lowest `extra` rolls are ignored (CR 706.6)
    who = state.players[item.controller].name
    if extra:
        state.say(f"{who} rolls {1 + extra} d{sides} instead of one: "
                  f"{', '.join(map(str, rolls))}; the lowest {extra} ignored", "614.1a",
                  "706.6")
    said = f"{who} rolls a d{sides}: {natural}"
    result = natural
    if eff.get("add") is not None:                 # "and add <quantity>" (CR 706.2)
        bonus = amount(item, eff.get("add"), state)
        result += bonus
        said += f" + {bonus} = {result}"
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != DIE_RESULT) + (
        (DIE_RESULT, str(result)),)
    state.say(said, "706.2")
    state.changed()
    triggers.on_die_rolled(state, item.controller, result, natural)    # CR 603.2
    triggers.on_dice_rolled(state, item.controller, (result,))


def _extra_dice(state: GameState, player: int) -> int:
    """How many "roll that many dice plus one and ignore the lowest roll" replacements
    apply to the player's roll: each adds a die (CR 614.1a, 706.6)."""
    return sum(1 for src, a in static_abilities(state)
               if a.kind == EXTRA_DIE and controller(state, src) == player)


@handler("if_die_result")
def _if_die_result(state: GameState, item: GameObject, eff: Effect,
                   answer: Any) -> Decision | None:
    """A results-table row (CR 706.3a): its instruction, if the result is in its range."""
    result = die_result(item)
    if eff.get("event"):                           # "if any of those results was ..."
        data = item.trigger_data
        results = data[1] if len(data) > 1 and isinstance(data[1], tuple) else ()
    else:
        results = () if result is None else (result,)
    if not any(_within(r, eff) for r in results):
        return None
    return run(state, item, eff.get("effect"), answer)


def _within(result: int, eff: Effect) -> bool:
    high = eff.get("high")                         # None: "15+" after a modifier
    return result >= eff.get("low") and (high is None or result <= high)
