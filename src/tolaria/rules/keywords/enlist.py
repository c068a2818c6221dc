"""Enlist (CR 702.154).

"Enlist" means "As this creature attacks, you may tap up to one untapped creature you
control that you didn't choose to attack with and that either has haste or has been under
your control continuously since this turn began. When you do, this creature gets +X/+0
until end of turn, where X is the tapped creature's power." (CR 702.154a).

The static ability is an optional cost to attack (CR 702.154b, 508.1g): once attackers are
declared, the active player is asked, for each instance of enlist on each attacking creature
(in the order of their ids), which creature to tap, or none ("enlist" decision, `subject`
the attacker, `count` the instance). Each instance's "when you do" ability is linked to it
alone (CR 702.154d, 607.2h) and triggers with the tapped creature as its event object; X is
that creature's power as the ability resolves, or as it last existed on the battlefield
(CR 608.2h). Then exert is asked (`tolaria.rules.exert`).

Card data: one TriggeredAbility with event "enlist" and effect "enlist" per instance
(`tolaria.cards.oracle.keyword_lines`). Callers: `tolaria.rules.decisions` (after the
declaration of attackers) and the effect step below.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import TriggeredAbility, effect
from tolaria.data.state import GameState
from tolaria.rules import events, exert
from tolaria.rules.effects import HANDLERS, handler, target_object
from tolaria.rules.layers import characteristics, current_name, is_sick
from tolaria.rules.layers import controller as controller_of

NAME = "enlist"


def instances(state: GameState, oid: int) -> list[TriggeredAbility]:
    """The creature's enlist abilities, one per instance (CR 702.154d)."""
    return [a for a in characteristics(state, state.objects[oid]).triggered if a.event == NAME]


def candidates(state: GameState, player: int) -> list[int]:
    """The creatures `player` may tap to enlist: untapped, theirs, not attacking, with haste
    or controlled continuously since the turn began (CR 702.154a, 302.6); never the
    enlisting creature itself, which is attacking (CR 702.154c)."""
    out = []
    for oid in sorted(state.battlefield):
        obj = state.objects[oid]
        if obj.tapped or obj.attacking is not None or controller_of(state, obj) != player:
            continue
        chars = characteristics(state, obj)
        if chars.is_creature and ("haste" in chars.keywords or not is_sick(state, obj)):
            out.append(oid)
    return out


def offer(state: GameState, player: int, after: tuple[int, int] = (-1, -1)) -> None:
    """Ask about the next instance of enlist (attacker id, instance) after `after`
    (CR 508.1g); with none left (or no creature to tap), exert is asked."""
    tappable = candidates(state, player)
    for oid in sorted(state.battlefield):
        obj = state.objects[oid]
        if oid < after[0] or obj.attacking is None or controller_of(state, obj) != player:
            continue
        for index, _ in enumerate(instances(state, oid)):
            if (oid, index) <= after or not tappable:
                continue
            state.stage = NAME
            state.decision = Decision(
                NAME, player, count=index, options=tuple(tappable), subject=oid,
                prompt=f"tap a creature for {current_name(state, obj)}'s enlist, or choose "
                       "nothing (CR 702.154a)")
            return
    exert.offer(state, player)


def answer(state: GameState, player: int, oid: int, index: int, tapped: int | None) -> None:
    """The active player's answer for instance `index` of creature `oid`'s enlist: the
    creature tapped (the cost paid, CR 702.154c), or None; then the next instance."""
    if tapped is not None:
        enlist(state, player, oid, index, tapped)
    offer(state, player, (oid, index))


def enlist(state: GameState, player: int, oid: int, index: int, tapped: int) -> None:
    """Tap the creature; that instance's "when you do" ability triggers (CR 702.154a,
    702.154d, 603.12)."""
    from tolaria.rules import triggers
    creature, other = state.objects[oid], state.objects[tapped]
    events.tap(state, other)
    state.say(f"{current_name(state, creature)} enlists {current_name(state, other)}",
              "702.154a", "702.154c")
    triggers.on_enlist(state, creature, instances(state, oid)[index], other)


@handler(NAME)
def _enlist(state: GameState, item: Any, eff: Any, answer: Any) -> Any:
    """+X/+0 until end of turn, X the enlisted creature's power, last known if it has left
    the battlefield (CR 702.154a, 608.2h); a negative power gives +0 (CR 107.1b)."""
    enlisted = target_object(state, item, "event")
    if enlisted is None:
        return None
    power = max(0, characteristics(state, enlisted).power or 0)
    return HANDLERS["pump"](state, item, effect("pump", target="self", power=power,
                                                toughness=0), answer)
