"""Ninjutsu (CR 702.49).

"Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an unblocked
attacking creature you control to its owner's hand: Put this card onto the battlefield
from your hand tapped and attacking." (CR 702.49a). `tolaria.cards.oracle.keyword_lines` reads it
into an `ActivatedAbility` with `zone="hand"`; `tolaria.rules.priority` activates it and
calls `pay` here for the keyword's part of the cost. The creature returned is a cost
choice (`Action.costs`), written `returning NAME` in the notation.

A creature is unblocked once blockers have been declared and none block it (CR
509.1h), so the ability can be activated only from the declare blockers step until
combat ends (CR 702.49c). The ninja enters unblocked, attacking what the returned
creature attacked (CR 702.49c), without having been declared as an attacker (CR 508.4).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events
from tolaria.rules.effects import handler
from tolaria.rules.layers import characteristics, controller

# CR 509.1h: steps in which attacking creatures are blocked or unblocked.
NAME = "ninjutsu"
AFTER_BLOCKS = ("declare blockers", "combat damage", "end of combat")


def unblocked_attackers(state: GameState, player: int) -> list[int]:
    """Unblocked attacking creatures `player` controls (CR 509.1h)."""
    if state.step not in AFTER_BLOCKS:
        return []
    return [oid for oid in state.battlefield
            if (obj := state.objects[oid]).attacking is not None and not obj.blocked
            and controller(state, obj) == player]


# -- the keyword's part of the cost (priority.py calls these) --------------------------------

def cost_choices(state: GameState, player: int, card: GameObject) -> list[tuple[int, ...]]:
    """One choice per unblocked attacker to return (CR 702.49a)."""
    return [(oid,) for oid in unblocked_attackers(state, player)]


def why_not(state: GameState, player: int, card: GameObject, chosen: tuple[int, ...]
            ) -> str | None:
    attackers = unblocked_attackers(state, player)
    if not attackers:
        return "ninjutsu needs an unblocked attacking creature you control (CR 702.49c, 509.1h)"
    if len(chosen) != 1 or chosen[0] not in attackers:
        return "say which unblocked attacking creature you return: 'returning NAME' (CR 702.49a)"
    return None


def pay(state: GameState, player: int, card: GameObject, item: GameObject,
        chosen: tuple[int, ...]) -> None:
    """Reveal the card and return the attacker (CR 702.49a-b); remember what it attacked."""
    returned = state.objects[chosen[0]]
    item.trigger_data = (returned.attacking,)                         # CR 702.49c
    item.paid = (("return", characteristics(state, returned)),)
    state.say(f"{state.players[player].name} reveals {card.name}", "702.49b", "701.16a")
    events.leave_battlefield(state, returned, "hand", "returns to its owner's hand", "702.49a")


# -- resolving ------------------------------------------------------------------------------

@handler("ninjutsu")
def _ninjutsu(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Put the card onto the battlefield from the hand, tapped and attacking (CR 702.49a)."""
    card = state.objects.get(item.source_id) if item.source_id is not None else None
    if card is None or card.zone != "hand":
        state.say(f"{item.source_name} is no longer in the hand: ninjutsu does nothing",
                  "702.49a", "400.7")
        return None
    made = events.happen_for(state, replace(events.entering(card, item.controller), tapped=True))
    if isinstance(made, Decision):
        return made
    ninja = made[0]
    if ninja is None or ninja.zone != "battlefield":
        return None
    defender = item.trigger_data[0] if item.trigger_data else None
    if defender is not None:
        ninja.attacking, ninja.blocked = defender, False              # CR 702.49c, 508.4
        state.changed()
        state.say(f"{ninja.name} enters the battlefield tapped and attacking "
                  f"{events.name_of(state, defender)}, unblocked", "702.49c", "508.4")
    return None
