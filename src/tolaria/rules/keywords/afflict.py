"""Afflict, annihilator and graft (CR 702.130, 702.86, 702.58): combat and creature triggers.

"Afflict N" means "Whenever this creature becomes blocked, defending player loses N life"
(CR 702.130a); "Annihilator N" means "Whenever this creature attacks, defending player
sacrifices N permanents" (CR 702.86a); "Graft N" means "This permanent enters with N
+1/+1 counters on it" and "Whenever another creature enters, if this permanent has a +1/+1
counter on it, you may move a +1/+1 counter from this permanent onto that creature"
(CR 702.58a). `tolaria.cards.oracle.keyword_triggers` reads them; the
effect steps "afflict", "annihilator" and "graft" are here. The defending player is the
player the creature attacks, or the controller of the planeswalker it attacks (CR 506.2).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events
from tolaria.rules.effects import handler, source_of
from tolaria.rules.layers import current_name


def defending_player(state: GameState, attacker: GameObject) -> int | None:
    """The player `attacker` attacks (CR 506.2); once it has left combat, in a two-player
    game the attacking player's opponent is still the defending player (CR 506.2)."""
    if attacker.attacking is not None:
        from tolaria.rules.combat import attacked_player
        return attacked_player(state, attacker.attacking)
    if state.n_players == 2:
        return 1 - state.active
    return None


@handler("afflict")
def _afflict(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Defending player loses N life (CR 702.130a, 119.3)."""
    player = defending_player(state, source_of(state, item))
    if player is None:
        return None
    return events.happen(state, events.LifeLoss(player, eff.get("amount"), ("702.130a",)))


@handler("annihilator")
def _annihilator(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """"Whenever this creature attacks, defending player sacrifices N permanents" (CR
    702.86a): the player chooses them, then sacrifices them at once (CR 701.17a)."""
    from tolaria.rules.layers import controller
    player = defending_player(state, source_of(state, item))
    if player is None:
        return None
    own = [oid for oid in state.battlefield if controller(state, state.objects[oid]) == player]
    need = min(eff.get("amount"), len(own))
    picked = list(answer or ())
    if len(picked) < need and len(own) > need:
        options = tuple(o for o in own if o not in picked)
        return Decision("choose", player, options=options,
                        prompt=f"{current_name(state, item)}: choose a permanent to sacrifice (CR "
                               "702.86a)")
    for oid in picked if len(own) > need else own:
        if state.objects[oid].zone == "battlefield":
            events.sacrifice(state, state.objects[oid])
    return None


@handler("graft")
def _graft(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Move a +1/+1 counter from this permanent onto the creature that entered (CR 702.58a,
    122.5): nothing moves if either has left or this has none."""
    from tolaria.rules.effects import target_object
    source, onto = target_object(state, item, "self"), target_object(state, item, "event")
    if source is None or onto is None or onto.zone != "battlefield" or \
            not source.counters.get("+1/+1"):
        return None
    decision = events.happen(state, events.Counters(onto.id, "+1/+1", 1))
    if decision is not None:
        return decision
    events.remove_counters(state, source, "+1/+1", 1)
    state.say(f"{current_name(state, source)} moves a +1/+1 counter onto "
              f"{current_name(state, onto)} (graft)", "702.58a")
    return None
