"""Echo (CR 702.30).

"Echo [cost]" means "At the beginning of your upkeep, if this permanent came under your
control since the beginning of your last upkeep, sacrifice it unless you pay [cost]"
(CR 702.30a). `tolaria.cards.oracle.keyword_triggers` reads it into a triggered ability of event
"echo" whose effect is "sacrifice_unless" (`tolaria.rules.effects.upkeep_costs`); `upkeep`,
called by `tolaria.rules.triggers.on_step`, decides whether it triggers.

Whether a permanent came under a player's control since their last upkeep is kept on
the object (`GameObject.upkeep_controller`): a new object has none (CR 400.7); at the
beginning of each upkeep the active player becomes it for each permanent they control;
and at each upkeep and each cleanup step (before "until end of turn" control effects
end, CR 514.2) a permanent someone else now controls loses it. A change of control that
begins and ends between two of those moments goes unseen.
"""

from __future__ import annotations

from tolaria.data.state import GameState, PendingTrigger
from tolaria.rules.layers import characteristics, current_name


def observe(state: GameState) -> None:
    """A permanent controlled by someone other than its recorded player has changed hands
    since: it no longer counts as continuously controlled (CR 702.30a)."""
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.upkeep_controller is not None and \
                characteristics(state, obj).controller != obj.upkeep_controller:
            obj.upkeep_controller = None


def upkeep(state: GameState, active: int) -> None:
    """At the beginning of `active`'s upkeep: each echo ability of a permanent that came
    under their control since their last upkeep triggers (CR 702.30a, 603.2b); then they
    have controlled all their permanents since this upkeep began."""
    observe(state)
    for oid in state.battlefield:
        obj = state.objects[oid]
        chars = characteristics(state, obj)
        if chars.controller != active:
            continue
        if obj.upkeep_controller != active:
            for ability in chars.triggered:
                if ability.event == "echo":
                    state.pending.append(PendingTrigger(
                        controller=active, source_id=oid, source_name=current_name(state, obj),
                        ability=ability, data=(("player", active),), card=obj.card))
        obj.upkeep_controller = active
