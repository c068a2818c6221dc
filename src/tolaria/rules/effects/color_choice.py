"""Effects with "the color of your choice" (CR 105.1, 105.3): "gains protection from the
color of your choice until end of turn" (CR 702.16) and "becomes the color of your choice
[until end of turn]" (CR 613.1e). The colour is chosen as the effect happens (CR 608.2d),
by the controller of the spell or ability.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, layer_effect
from tolaria.data.objects import GameObject
from tolaria.data.state import ContinuousEffect, GameState
from tolaria.rules.effects import handler, target_object
from tolaria.rules.layers import current_name

COLORS = ("white", "blue", "black", "red", "green")
_LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@handler("color_choice")
def _color_choice(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    victim = target_object(state, item, eff.get("target"))
    if victim is None:
        return None
    if eff.get("what") == "colors":
        return _colors_choice(state, item, eff, victim, answer)
    if answer is None:
        chooser = item.controller
        if eff.get("chooser") == "controller":            # "of its controller's choice"
            from tolaria.rules.layers import characteristics
            chooser = characteristics(state, victim).controller
        return Decision("choose", chooser, options=COLORS,
                        prompt=f"{current_name(state, item)}: choose a color (CR 105.1)")
    color = answer[0]
    if eff.get("what") == "protection":
        part = layer_effect("6", "add_keywords", keywords=frozenset({f"protection from {color}"}))
        text, rule = f"gains protection from {color}", "702.16"
    else:
        part = layer_effect("5", "set_colors", colors=frozenset({_LETTER[color]}))
        text, rule = f"becomes {color}", "613.1e"
    until = eff.get("until", "end of turn")
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, item), affected=(victim.id,),
        parts=(part,), until=until, source_id=item.source_id, controller=item.controller))
    state.say(f"{current_name(state, victim)} {text} ({until})", rule, "608.2d")
    state.changed()
    return None


def _colors_choice(state: GameState, item: GameObject, eff: Effect, victim: GameObject,
                   answer: Any) -> Decision | None:
    """"becomes the color or colors of your choice": one or more colors, chosen one at a
    time, then "done" (CR 105.1, 608.2d); the object is exactly those colors (613.1e)."""
    picked = [c for c in (answer or ()) if c in COLORS]
    left = tuple(c for c in COLORS if c not in picked)
    if not picked or left and "done" not in (answer or ()):
        return Decision("choose", item.controller, options=left + (("done",) if picked else ()),
                        prompt=f"{current_name(state, item)}: choose a color, or done "
                               "(CR 105.1)")
    until = eff.get("until", "end of turn")
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, item), affected=(victim.id,),
        parts=(layer_effect("5", "set_colors", colors=frozenset(_LETTER[c] for c in picked)),),
        until=until, source_id=item.source_id, controller=item.controller))
    state.say(f"{current_name(state, victim)} becomes {' and '.join(picked)} ({until})",
              "613.1e", "608.2d")
    state.changed()
    return None
