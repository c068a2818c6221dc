"""Madness (CR 702.35).

"Madness [cost]" is two abilities (CR 702.35a): a static ability of the card in a hand,
"If a player would discard this card, that player discards it, but exiles it instead of
putting it into their graveyard" (a replacement effect: `applies`, `discard_into_exile`,
used by `tolaria.rules.replacement`), and a triggered ability, "When this card is exiled this
way, its owner may cast it by paying [cost] rather than paying its mana cost. If that
player doesn't, they put this card into their graveyard." (`exiled`, queued by
`tolaria.rules.events` when the discard has been replaced).

As the trigger resolves, its owner decides (a "cast" decision): cast the card from exile
for its madness cost (an alternative cost, CR 702.35b, 118.9), following CR 601.2a-i but
ignoring timing permissions and with no priority in between (CR 608.2g), or `choose no`.
`tolaria.rules.priority` lists and checks that cast (`permission="madness"`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import CardDef, Effect, TriggeredAbility, effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState, PendingTrigger
from tolaria.rules import events
from tolaria.rules.effects import handler
from tolaria.rules.layers import current_name

NAME = "madness"
RULE = "702.35a"
TRIGGER = TriggeredAbility(
    event="madness", effects=(effect("madness"),),
    text="Madness (when this card is exiled this way, its owner may cast it by paying its "
         "madness cost rather than its mana cost; if that player doesn't, they put it into "
         "their graveyard)")


def has_madness(card: CardDef) -> bool:
    """An instant's or sorcery's alternative cost, or a permanent card's static ability of
    kind "madness" (`tolaria.rules.costs.PERMANENT_ALTERNATIVES`)."""
    spell = card.spell
    if spell is None:
        return any(a.kind == NAME for a in card.static)
    return any(a.name == NAME for a in spell.alternative_costs)


# -- the replacement effect (tolaria.rules.replacement calls these) --------------------------------

def applies(state: GameState, event: Any) -> bool:
    """A card with madness in a hand would be discarded (CR 702.35a, 701.8a)."""
    obj = state.objects.get(event.obj)
    return (obj is not None and obj.zone == "hand" and event.to_zone == "graveyard"
            and "701.8a" in event.rules and has_madness(obj.card))


def discard_into_exile(state: GameState, event: Any) -> Any:
    """The discard, its card exiled instead of put into the graveyard (CR 702.35a)."""
    obj = state.objects[event.obj]
    return replace(event, to_zone="exile", rules=("701.8a", RULE),
                   text=f"{state.players[obj.owner].name} discards {current_name(state, obj)} into "
                        "exile "
                        "(madness)")


# -- the triggered ability ----------------------------------------------------------------------

def exiled(state: GameState, card: GameObject) -> None:
    """The card was exiled by its madness ability: the trigger (CR 702.35a, 603.2)."""
    state.pending.append(PendingTrigger(controller=card.owner, source_id=card.id,
                                        source_name=card.name, ability=TRIGGER, card=card.card))


@handler("madness")
def _madness(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Its owner may cast it for its madness cost; if not, it goes to the graveyard."""
    card = state.objects.get(item.source_id) if item.source_id is not None else None
    if card is None or card.zone != "exile":
        return None                                     # it left exile: a new object (400.7)
    owner = state.players[card.owner]
    if answer is None:
        return Decision("cast", card.owner, options=(NAME,), subject=card.id,
                        prompt=f"cast {card.name} for its madness cost, or choose no "
                               "(CR 702.35a)")
    if answer[0] == "no":
        made = events.happen_for(state, events.to_graveyard(
            state, card, f"{owner.name} doesn't cast {card.name}: it is put into their "
                         "graveyard", RULE))
        return made if isinstance(made, Decision) else None
    return None
