"""Rolling dice (CR 706), as the Oracle compiler reads it (tolaria.cards.oracle.dice).

- "roll_die": the controller rolls one N-sided die; the result, from the game's seeded
  random generator, is logged for every player and kept with the resolving object for
  "the result" (`DIE_RESULT`, CR 706.2, 706.4); "Whenever you roll a 6" triggers
  (`DIE_ROLLED`, for each die: no modifier is played, so the result is the natural
  result) and "Whenever you roll one or more dice" triggers (`DICE_ROLLED`, CR 603.2);
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
from tolaria.data.vocabulary import DIE_RESULT
from tolaria.rules import triggers
from tolaria.rules.effects import amount, handler, run


def die_result(item: GameObject) -> int | None:
    """The result of the die the resolving object rolled, if it rolled one."""
    found = dict(item.chosen).get(DIE_RESULT)
    return None if found is None else int(found)


@handler("roll_die")
def _roll_die(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """CR 706.1a: N equally likely results from 1 to N; the result is the natural result
    plus the modifier the instruction adds, if any (CR 706.2)."""
    sides = int(eff.get("sides"))
    natural = state.rng.randint(1, sides)
    said = f"{state.players[item.controller].name} rolls a d{sides}: {natural}"
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
