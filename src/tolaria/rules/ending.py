"""Ending the turn (CR 721.1): "End the turn." (Time Stop, Sundial of the Infinite).

The steps, in order, as the instruction resolves:

- triggered abilities waiting to be put on the stack cease to exist (CR 721.1a);
- every object on the stack is exiled, the resolving one too; an ability ceases to exist
  (CR 721.1b);
- state-based actions are checked, with no priority and no triggers put on the stack
  (CR 721.1c);
- the current step ends: creatures leave combat and the game goes straight to the
  cleanup step (CR 721.1d); the end step is skipped, so "at the beginning of the end step"
  doesn't trigger (721.1e); ended during a cleanup step, a new cleanup step begins;
- what triggered during the process goes on the stack in the cleanup step, where players
  then get priority and another cleanup step follows (CR 721.1f, 514.3a: `turn`).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import PHASE_OF, GameState
from tolaria.data.vocabulary import END_TURN
from tolaria.rules import combat, events, turn, zones
from tolaria.rules.effects import handler
from tolaria.rules.layers import current_name


@handler(END_TURN)
def _end_turn(state: GameState, item: GameObject, eff: Effect, answer: Any
              ) -> Decision | None:
    state.say(f"{current_name(state, item)} ends the turn", "721.1")
    state.pending.clear()                                             # CR 721.1a
    for oid in [o for o in state.stack if state.objects[o].is_ability]:
        zones.remove_from_game(state, state.objects[oid])             # CR 721.1b
    moved = events.happen(state, *(
        events.ZoneChange(oid, "exile", text=f"{current_name(state, state.objects[oid])} is "
                                             "exiled", rules=("721.1b",))
        for oid in list(state.stack))) if state.stack else None
    if moved is not None:
        return moved
    turn.sba_loop(state)                                              # CR 721.1c
    if PHASE_OF[state.step] == "combat":                              # CR 721.1d
        combat.end_combat(state)
        state.combat_step, state.first_strike_step = "none", False
    state.added_phases, state.resume_step = [], ""                     # CR 721.1d
    if state.step == "cleanup":
        state.cleanup_again = True                  # a new cleanup step begins (721.1d)
    else:
        state.step = "end"                          # skipped: it ends as it would begin
    state.stage = "end"
    return None
