"""Keywords that act as their permanent enters (CR 702): fabricate and living weapon.

- "Fabricate N" means "When this permanent enters, you may put N +1/+1 counters on it. If
  you don't, create N 1/1 colorless Servo artifact creature tokens" (CR 702.123a). If it
  has left the battlefield, counters can't be put on it, so the Servos are created;
- "Living weapon" means "When this Equipment enters, create a 0/0 black Phyrexian Germ
  creature token, then attach this Equipment to it" (CR 702.92a); "For Mirrodin!" is the
  same with a 2/2 red Rebel creature token (CR 702.163a), and "Job select", newer than the
  rules file, with a 1/1 colorless Hero creature token (its reminder text).

`tolaria.cards.oracle.keyword_triggers` reads them into "enters" triggers; the effect steps
"fabricate" and "living_weapon" are here.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, token_def
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events
from tolaria.rules.effects import handler, target_object
from tolaria.rules.layers import current_name

SERVO = token_def({"name": "Servo", "types": ("Artifact", "Creature"), "subtypes": ("Servo",),
                   "colors": (), "power": 1, "toughness": 1, "keywords": ()})
GERM = token_def({"name": "Phyrexian Germ", "types": ("Creature",),
                  "subtypes": ("Phyrexian", "Germ"), "colors": ("B",), "power": 0,
                  "toughness": 0, "keywords": ()})
REBEL = token_def({"name": "Rebel", "types": ("Creature",), "subtypes": ("Rebel",),
                   "colors": ("R",), "power": 2, "toughness": 2, "keywords": ()})
HERO = token_def({"name": "Hero", "types": ("Creature",), "subtypes": ("Hero",),
                  "colors": (), "power": 1, "toughness": 1, "keywords": ()})
CHOICES = ("+1/+1 counters", "Servo tokens")


@handler("fabricate")
def _fabricate(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Counters on it, or Servos (CR 702.123a)."""
    n = eff.get("amount")
    permanent = target_object(state, item, "self")
    if answer is None and permanent is not None:
        return Decision("choose", item.controller, options=CHOICES, subject=item.id,
                        prompt=f"fabricate {n}: put {n} +1/+1 counters on "
                               f"{current_name(state, permanent)} "
                               f"or create {n} Servos (CR 702.123a)")
    if permanent is not None and answer is not None and answer[0] == CHOICES[0]:
        return events.happen(state, events.Counters(permanent.id, "+1/+1", n))
    return events.happen(state, events.Tokens(SERVO, item.controller, n))


@handler("living_weapon")
def _living_weapon(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """A 0/0 Germ, then this Equipment attached to it (CR 702.92a, 701.3)."""
    token = REBEL if eff.get("rebel") else HERO if eff.get("hero") else GERM   # (702.163a)
    made = events.happen_for(state, events.Tokens(token, item.controller, 1))
    if isinstance(made, Decision):
        return made
    equipment = target_object(state, item, "self")
    germ = made[0] if made else None
    if equipment is not None and germ is not None and germ.zone == "battlefield":
        from tolaria.rules.keywords import attach
        attach.attach(state, equipment, germ)
    return None
