"""The Ring tempts you (CR 701.52).

Each time the Ring tempts a player, they get the emblem The Ring if they have none
(CR 701.52c), then choose a creature they control as their Ring-bearer (CR 701.52a); it
tempts them even if they control no creature (CR 701.52d). The player keeps the count
(`Player.ring_tempted`) and the Ring-bearer's id (`Player.ring_bearer`); the effect step
"ring_tempts" is `_ring_tempts` here.

The emblem's abilities, by how many times the Ring has tempted its owner (CR 701.52c):
- always: the Ring-bearer is legendary and can't be blocked by creatures with greater
  power (`legendary`, applied in layer 4 with the type-changing effects, CR 613.1d; the
  restriction `BEARER`, read by `tolaria.rules.restrictions`);
- two or more: "Whenever your Ring-bearer attacks, draw a card, then discard a card.";
- three or more: "Whenever your Ring-bearer becomes blocked by a creature, that creature's
  controller sacrifices it at end of combat.";
- four or more: "Whenever your Ring-bearer deals combat damage to a player, each opponent
  loses 3 life.".
The triggered ones are the emblem's, controlled by its owner (`fire`, called by
`tolaria.rules.triggers` for events about a Ring-bearer).

A creature stops being the Ring-bearer when another becomes it or another player gains
control of it (CR 701.52a): `lose_control` ends the designation when the state-based
actions are checked, the first moment the engine observes the new controller.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, TriggeredAbility, effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import triggers
from tolaria.rules.effects import handler
from tolaria.rules.layers import characteristics, current_name

EMBLEM = "The Ring"
RULE = "701.52c"
BEARER = "ring_bearer"        # the restriction: not blocked by creatures with greater power

_SACRIFICE_IT = TriggeredAbility(
    event="step", step="end of combat", whose="each",
    effects=(effect("sacrifice", target="event"),),
    text="that creature's controller sacrifices it at end of combat")
# (the number of temptations it needs, its triggered ability) (CR 701.52c)
ABILITIES = (
    (2, TriggeredAbility(event="attacks", effects=(
        effect("draw", amount=1, who="you"), effect("discard", amount=1, who="you")),
        text="Whenever your Ring-bearer attacks, draw a card, then discard a card.")),
    (3, TriggeredAbility(event="blocked_by_creature", effects=(
        effect("delayed", ability=_SACRIFICE_IT),),
        text="Whenever your Ring-bearer becomes blocked by a creature, that creature's "
             "controller sacrifices it at end of combat.")),
    (4, TriggeredAbility(event="combat_damage_player", effects=(
        effect("lose_life", amount=3, who="opponents"),),
        text="Whenever your Ring-bearer deals combat damage to a player, each opponent "
             "loses 3 life.")),
)


def bearing(state: Any) -> bool:
    """Does any player have a Ring-bearer designated?"""
    return any(p.ring_bearer is not None for p in state.players)


def bearer(state: Any, player: int) -> Any:
    """The player's Ring-bearer: the designated permanent, on the battlefield under their
    control (CR 701.52e), or None."""
    from tolaria.rules.layers import controller
    oid = state.players[player].ring_bearer
    obj = state.objects.get(oid) if oid is not None else None
    if obj is None or obj.zone != "battlefield" or controller(state, obj) != player:
        return None
    return obj


def legendary(state: Any, work: dict[int, Any]) -> None:
    """Layer 4: each Ring-bearer is legendary, and can't be blocked by creatures with
    greater power (CR 701.52c), judged with the controller layer 2 gave it."""
    for p in state.players:
        w = work.get(p.ring_bearer) if p.ring_bearer is not None else None
        if w is not None and w.zone == "battlefield" and w.controller == p.index:
            w.supertypes.add("Legendary")
            w.restrictions.add(BEARER)


def why_cant_block(blocker: Any, attacker: Any) -> str | None:
    """The Ring's restriction (CR 701.52c, 509.1b), with the two creatures'
    characteristics."""
    if blocker.power is not None and attacker.power is not None and \
            blocker.power > attacker.power:
        return (f"{attacker.name} is a Ring-bearer: creatures with greater power can't "
                f"block it (CR {RULE}, 509.1b)")
    return None


def fire(state: Any, event: str, subject: Any, data: tuple[Any, ...]) -> None:
    """The emblem's triggered abilities for `event` about `subject`, if it is its owner's
    Ring-bearer and the Ring has tempted them enough times (CR 701.52c, 603.2)."""
    from tolaria.data.state import PendingTrigger
    for p in state.players:
        if p.ring_bearer != subject.id or p.lost or bearer(state, p.index) is None:
            continue
        for times, ability in ABILITIES:
            if ability.event == event and p.ring_tempted >= times:
                state.pending.append(PendingTrigger(
                    controller=p.index, source_id=subject.id, source_name=EMBLEM,
                    ability=ability, data=data))


def lose_control(state: Any) -> None:
    """CR 701.52a: a Ring-bearer another player gained control of stops being one (for
    good), as does one that left the battlefield (a new object, CR 400.7)."""
    for p in state.players:
        if p.ring_bearer is not None and bearer(state, p.index) is None:
            p.ring_bearer = None


@handler("ring_tempts")
def _ring_tempts(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """The emblem first (CR 701.52c), then a creature you control as your Ring-bearer,
    the same one again if you like (CR 701.52a); it tempts you even with no creature to
    choose (CR 701.52d), then "whenever the Ring tempts you" triggers."""
    player = item.controller
    mine = tuple(oid for oid in state.battlefield
                 if (chars := characteristics(state, state.objects[oid])).is_creature
                 and chars.controller == player)
    if answer is None and len(mine) > 1:
        return Decision("choose", player, options=mine,
                        prompt=f"{current_name(state, item)}: the Ring tempts you; choose your "
                               "Ring-bearer "
                               "(CR 701.52a)")
    chosen = answer[0] if answer else (mine[0] if mine else None)
    you = state.players[player]
    if not you.ring_tempted:
        state.say(f"{you.name} gets the emblem {EMBLEM}", RULE)
    you.ring_tempted += 1
    if chosen is not None:
        you.ring_bearer = chosen
        state.say(f"the Ring tempts {you.name} (time {you.ring_tempted}): "
                  f"{current_name(state, state.objects[chosen])} is their Ring-bearer", "701.52a")
    else:
        state.say(f"the Ring tempts {you.name} (time {you.ring_tempted}); they control "
                  "no creature", "701.52d")
    state.changed()
    if chosen is not None:
        triggers.on_player_action(state, "ring_bearer_chosen", player)    # CR 701.52a
    triggers.on_player_action(state, "ring_tempts", player)               # CR 701.52d
    return None
