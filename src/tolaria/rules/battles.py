"""Battles (CR 310): protectors, the battles a player may attack, their state-based actions,
and the Siege's intrinsic "defeated" ability.

A battle enters with defense counters (CR 310.4b) and a protector its controller chooses
(310.8a, a Siege's from their opponents, 310.11a): both are entering replacements in
`tolaria.rules.replacement`; the permanent keeps its protector as `GameObject.protector`.
Damage to it removes defense counters (CR 120.3h, 310.6, `tolaria.rules.events`).
When a Siege's last defense counter is removed its intrinsic ability triggers (310.11b):
it is exiled, then its controller may cast it transformed without paying its mana cost
(a "cast" decision, as cascade offers one; the back face is up on the stack, 712.11a).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, TriggeredAbility, effect
from tolaria.data.objects import GameObject, Ref
from tolaria.data.state import GameState, PendingTrigger
from tolaria.rules import events
from tolaria.rules.costs import FREE
from tolaria.rules.effects import handler
from tolaria.rules.layers import Characteristics, characteristics, current_name

RULE = "310.11b"
DEFEATED = TriggeredAbility(
    event="defeated", effects=(effect("siege_defeated"),),
    text="When the last defense counter is removed from this permanent, exile it, then you "
         "may cast it transformed without paying its mana cost")


def protector(state: GameState, battle: GameObject) -> int:
    """The player defending it when it is attacked (CR 310.8d); its controller if it has
    no protector (until CR 704.5w gives it one)."""
    if battle.protector is not None:
        return battle.protector
    return characteristics(state, battle).controller


def attackable(state: GameState, player: int, defending: list[int]) -> list[Ref]:
    """CR 310.8b, 508.1b: the battles `player` may attack: those whose protector is one of
    the `defending` players; never one `player` protects (a Siege its controller may)."""
    out: list[Ref] = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.protector is not None and obj.protector != player \
                and obj.protector in defending and "Battle" in characteristics(state, obj).types:
            out.append(("object", oid))
    return out


def _candidates(state: GameState, chars: Characteristics) -> list[int]:
    """The players who may protect a Siege: its controller's opponents (CR 310.11a)."""
    return [p for p in state.opponents(chars.controller) if not state.players[p].lost]


def state_action(state: GameState, battle: GameObject, chars: Characteristics
                 ) -> tuple[str, str] | Decision | None | bool:
    """CR 704.5v-x for one battle: (why, rule) if it goes to its owner's graveyard, True if
    it was given a new protector, a Decision if its controller must choose one among
    several opponents, None if nothing applies."""
    if battle.counters.get("defense", 0) <= 0 and not _triggered_from(state, battle):
        return "has defense 0", "704.5v"
    who = battle.protector
    gone = who is None or state.players[who].lost
    attacked = any(state.objects[i].attacking == ("object", battle.id) for i in state.battlefield)
    rule = "704.5w" if gone and not attacked else "704.5x" if who == chars.controller \
        and "Siege" in chars.subtypes else None
    if rule is None:
        return None
    options = _candidates(state, chars)
    if not options:
        return "has no player who can protect it", rule
    if len(options) > 1:                                    # CR 310.10: its controller chooses
        return Decision("protector", chars.controller,
                        options=tuple(("player", p) for p in options), subject=battle.id,
                        prompt=f"choose an opponent to protect {current_name(state, battle)} "
                               f"(CR {rule}, 310.11a)")
    _protect(state, battle, options[0], rule)
    return True


def apply_protector_choice(state: GameState, decision: Decision, chosen: Ref) -> None:
    """The controller's answer to a `protector` decision (CR 704.5w-x, 310.10)."""
    battle = state.objects[decision.subject]
    who = battle.protector
    rule = "704.5w" if who is None or state.players[who].lost else "704.5x"
    _protect(state, battle, chosen[1], rule)


def _protect(state: GameState, battle: GameObject, player: int, rule: str) -> None:
    battle.protector = player
    state.changed()
    state.say(f"{state.players[player].name} becomes the protector of "
              f"{current_name(state, battle)}", rule, "310.10")


def _triggered_from(state: GameState, battle: GameObject) -> bool:
    """Is it the source of an ability that has triggered but not yet left the stack?"""
    return any(t.source_id == battle.id for t in state.pending) or any(
        state.objects[i].source_id == battle.id
        and isinstance(state.objects[i].ability, TriggeredAbility) for i in state.stack)


def on_defense_removed(state: GameState, battle: GameObject, before: int) -> None:
    """CR 310.11b: the last defense counter was removed from a Siege: its ability triggers."""
    if before <= 0 or battle.counters.get("defense", 0) or battle.zone != "battlefield":
        return
    chars = characteristics(state, battle)
    if "Siege" not in chars.subtypes:
        return
    state.pending.append(PendingTrigger(
        controller=chars.controller, source_id=battle.id,
        source_name=current_name(state, battle), ability=DEFEATED, card=battle.card))


def offered(state: GameState, obj: GameObject) -> bool:
    """Is `obj` the exiled Siege a resolving defeated ability lets its controller cast?"""
    if obj.zone != "exile" or not state.frames:
        return False
    item = state.objects.get(state.frames[-1].obj_id)
    return item is not None and item.ability == DEFEATED and item.trigger_data == (obj.id,)


@handler("siege_defeated")
def _defeated(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Exile it, then offer to cast it transformed for free (CR 310.11b, 712.11a); a card
    not cast stays exiled with its front face up (712.8a)."""
    if answer is None:
        siege = state.objects.get(item.source_id) if item.source_id is not None else None
        if siege is None or siege.zone != "battlefield":
            return None                                  # a new object (CR 400.7)
        card = events.leave_battlefield(state, siege, "exile", "is exiled (defeated)", RULE)
        if card.zone != "exile" or not card.card.transforms or not card.card.faces:
            return None
        item.trigger_data = (card.id,)
        card.card = card.card.faces[0]                   # cast transformed (CR 712.11a)
        state.changed()
        return Decision("cast", item.controller, options=(FREE,), subject=card.id,
                        prompt=f"cast {card.card.name} without paying its mana cost, or "
                               f"choose no (CR {RULE})")
    card = state.objects.get(item.trigger_data[0]) if item.trigger_data else None
    if card is not None and card.zone == "exile" and card.card.face_of:
        from tolaria.cards.registry import card_def
        card.card = card_def(card.card.face_of)          # not cast: its front face (712.8a)
        state.changed()
        state.say(f"{card.card.name} remains exiled", RULE)
    return None
