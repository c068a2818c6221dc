"""Mana added by a resolving spell or ability (CR 106.3): "Add one mana of any color.",
"Add {R} or {G}.", "Add two mana of any one color." The mana is chosen as the effect
happens (CR 608.2d), by the controller, and goes into their mana pool (CR 106.4), with
its restriction if the text says "Spend this mana only ..." (CR 106.6)."""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events
from tolaria.rules.effects import handler
from tolaria.rules.layers import current_name


@handler("add_mana_choice")
def _add_mana_choice(state: GameState, item: GameObject, eff: Effect, answer: Any
                     ) -> Decision | None:
    options: tuple[str, ...] = eff.get("options")
    if answer is None and len(options) > 1:
        return Decision("choose", item.controller, options=options,
                        prompt=f"{current_name(state, item)}: choose the mana to add (CR 106.3)")
    mana = answer[0] if answer is not None else options[0]
    events.add_mana(state, item.controller, mana, only=eff.get("only"))
    state.say(f"{state.players[item.controller].name} adds "
              + "".join(f"{{{c}}}" for c in mana), "106.3", "106.4")
    return None
