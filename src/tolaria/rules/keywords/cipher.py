"""Cipher (CR 702.99).

"Cipher" on an instant or sorcery means "If this spell is represented by a card, you may
exile this card encoded on a creature you control" and "For as long as this card is
encoded on that creature, that creature has 'Whenever this creature deals combat damage to
a player, you may copy the encoded card and you may cast the copy without paying its mana
cost'" (CR 702.99a).

As a cipher spell resolves, `tolaria.rules.resolve` calls `encode` last (the spell
ability comes after the spell's other instructions): its controller chooses a creature they
control, or no; the card is exiled and a continuous effect gives that creature the
triggered ability. The effect lasts while the card stays the same object in exile
(`vocabulary.ENCODED`, read by `layers.lasting`) and is locked to that creature, so it ends
when either leaves; a change of control doesn't end it (CR 702.99b-c). The trigger's step
"cipher_cast" creates a copy of the card in exile and offers to cast it (CR 707.12), the
permission `tolaria.rules.costs.alternative_costs` reads with `offered`; a copy not cast
ceases to exist (CR 704.5e, 707.10a).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, TriggeredAbility, effect, layer_effect
from tolaria.data.objects import GameObject
from tolaria.data.state import ContinuousEffect, GameState
from tolaria.data.vocabulary import ENCODED
from tolaria.rules import events, zones
from tolaria.rules.costs import FREE
from tolaria.rules.effects import handler
from tolaria.rules.layers import characteristics, controller, current_name

RULE = "702.99a"
NO = "no"
COPY = "cipher copy"              # `GameObject.chosen` key: the copy the trigger offers


def applies(state: GameState, item: GameObject) -> bool:
    """A resolving spell with cipher that is represented by a card (not a copy)."""
    return not item.is_copy and "cipher" in characteristics(state, item).keywords


def encode(state: GameState, item: GameObject, answer: Any) -> Decision | bool:
    """CR 702.99a: its controller may exile it encoded on a creature they control. True
    once it is exiled, False if it isn't (it goes on to its owner's graveyard), or the
    Decision asked first."""
    creatures = tuple(oid for oid in state.battlefield
                      if controller(state, state.objects[oid]) == item.controller
                      and "Creature" in characteristics(state, state.objects[oid]).types)
    if not creatures:
        return False
    if not answer:
        return Decision("choose", item.controller, options=creatures + (NO,),
                        prompt=f"{current_name(state, item)}: exile it encoded on a creature "
                               f"you control, or no (CR {RULE})")
    if answer[0] == NO or answer[0] not in creatures:
        return False
    host = state.objects[answer[0]]
    made = events.happen_for(state, events.ZoneChange(
        item.id, "exile", text=f"{current_name(state, item)} is exiled encoded on "
                               f"{current_name(state, host)}", rules=(RULE,)))
    if isinstance(made, Decision):
        return made
    card = made[0] if made else None
    if card is not None and card.zone == "exile":
        _grant(state, card, host, item.controller)
    return True


def _grant(state: GameState, card: GameObject, host: GameObject, player: int) -> None:
    """The creature has the cipher trigger for as long as the card is encoded on it
    (CR 702.99a-c, 613.1f)."""
    ability = TriggeredAbility(
        event="combat_damage_player", effects=(effect("cipher_cast", card=card.id),),
        text=f"Whenever this creature deals combat damage to a player, its controller may "
             f"cast a copy of the encoded card ({card.name}) without paying its mana cost")
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=card.name, affected=(host.id,),
        parts=(layer_effect("6", "add_abilities", abilities=(ability,)),), until=ENCODED,
        source_id=card.id, controller=player))
    state.changed()


def offered(state: GameState, obj: GameObject) -> bool:
    """Is `obj` the copy a resolving cipher trigger (or "copy_exiled_cast", Chandra,
    Pyromaster) lets its controller cast now (its `COPY`)?"""
    if obj.zone != "exile" or not obj.is_copy or not state.frames:
        return False
    item = state.objects.get(state.frames[-1].obj_id)
    return item is not None and dict(item.chosen).get(COPY) == str(obj.id)


@handler("cipher_cast")
def _cipher_cast(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """Copy the encoded card in exile and offer to cast the copy without paying its mana
    cost, ignoring timing (CR 707.12, 608.2g, 118.9). A card no longer in exile is a new
    object the ability can't find (CR 400.7)."""
    card = state.objects.get(eff.get("card"))
    if answer is not None or card is None or card.zone != "exile":
        return None
    return offer_copy(state, item, card, f"cast the copy of {card.name} without paying its "
                                         f"mana cost, or choose no (CR {RULE})")


def offer_copy(state: GameState, item: GameObject, card: GameObject, prompt: str) -> Decision:
    """Copy `card` in exile for the resolving `item`'s controller and offer to cast the copy
    without paying its mana cost (CR 707.12, 118.9); a copy not cast ceases to exist (CR
    704.5e, 707.10a). The copy is remembered under `COPY` for the cast that follows."""
    player = item.controller
    copy = zones.create_object(state, card.card, player, "exile")
    copy.is_copy = True
    state.stray_tokens.append(copy.id)             # if not cast (CR 704.5e, 707.10a)
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != COPY) + ((COPY, str(copy.id)),)
    state.say(f"{state.players[player].name} copies {card.name}", "707.12")
    return Decision("cast", player, options=(FREE,), subject=copy.id, prompt=prompt)
