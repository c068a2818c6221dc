"""Exert (CR 701.39): "You may exert this creature as it attacks. When you do, ...".

Exerting is an optional cost to attack, chosen as attackers are declared (CR 508.1g):
after the declaration the active player is asked, creature by creature (in the order of
their ids), whether to exert each attacking creature that has the option. An exerted
creature doesn't untap during its controller's next untap step (CR 701.39a; exerting it
twice still ends at that one step, 701.39b). Exerting triggers the creature's own "When
you do" ability (event "exert", CR 603.12) and every "Whenever you exert a creature"
(event "exert" with a filter); those go on the stack with the attack triggers the next
time a player would receive priority (CR 508.1m, 603.3).

Card data: a TriggeredAbility with event "exert_option" (the bare option) or with event
"exert" and no filter (the option and its "when you do" ability).
"""

from __future__ import annotations

from tolaria.data.actions import Decision
from tolaria.data.ir import StaticAbility, layer_effect
from tolaria.data.state import ContinuousEffect, GameState
from tolaria.data.vocabulary import EXERTED, NEXT_UNTAP
from tolaria.rules.conditions import record
from tolaria.rules.layers import characteristics, current_name
from tolaria.rules.layers import controller as controller_of

STAGE = "exert"


def may_exert(state: GameState, oid: int) -> bool:
    """Does this permanent have "You may exert this creature as it attacks"? With "If this
    creature hasn't been exerted this turn" (`count` 1), only until it is (CR 701.39a)."""
    return any((a.event == "exert_option" or (a.event == "exert" and a.filter is None))
               and not (a.count and (EXERTED, oid) in state.this_turn)
               for a in characteristics(state, state.objects[oid]).triggered)


def offer(state: GameState, player: int, after: int = -1) -> None:
    """Ask about the next attacking creature (id above `after`) that may be exerted
    (CR 508.1g); with none left, the declaration is over."""
    for oid in sorted(state.battlefield):
        obj = state.objects[oid]
        if oid > after and obj.attacking is not None and controller_of(state, obj) == player \
                and may_exert(state, oid):
            state.stage = STAGE
            state.decision = Decision("exert", player, options=("yes", "no"), subject=oid,
                                      prompt=f"exert {current_name(state, obj)} as it attacks? (CR "
                                             "701.39a)")
            return
    state.stage = "priority"


def answer(state: GameState, player: int, oid: int, choice: str) -> None:
    """The active player's answer for creature `oid`; then the next one."""
    if choice == "yes":
        exert(state, player, oid)
    offer(state, player, oid)


def exert(state: GameState, player: int, oid: int) -> None:
    """CR 701.39a: it doesn't untap during its controller's next untap step; "when you do"
    and "whenever you exert a creature" trigger (CR 603.2, 603.12)."""
    from tolaria.rules import triggers
    obj = state.objects[oid]
    restrict = StaticAbility(kind="restrict", affects="self",
                             restrictions=frozenset({"doesnt_untap"}))
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, obj), affected=(oid,),
        parts=(layer_effect("6", "add_abilities", abilities=(restrict,)),),
        until=NEXT_UNTAP, source_id=oid, controller=player))
    record(state, EXERTED, oid)                                       # "this turn"
    state.changed()
    state.say(f"{state.players[player].name} exerts {current_name(state, obj)}", "701.39a")
    triggers.on_exert(state, obj)
