"""Abilities that work from the hand because their cost discards the card: "{1}{G},
Discard this card: ..." (channel, bloodrush and the like; CR 113.6k, 602.2).

Like cycling's (`tolaria.rules.keywords.cycling`), the ability has `zone="hand"`;
`tolaria.rules.priority` activates it from its owner's hand, pays its mana and calls `pay`
here for the rest of the cost: discarding the card itself (CR 701.8). Its cost has
nothing else, so no other object is chosen.
"""

from __future__ import annotations

from tolaria.data.ir import ActivatedAbility
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events
from tolaria.rules.layers import characteristics


def is_hand_ability(ability: ActivatedAbility) -> bool:
    """A "Discard this card: ..." or forecast "Reveal this card from your hand: ..." ability
    (not another keyword's)."""
    return (ability.cost.discard_self or ability.cost.reveal_self
            or ability.cost.exile_self == "hand") and not ability.keyword


def exile_for_mana(state: GameState, player: int, card: GameObject) -> None:
    """"Exile this card from your hand: Add {G}.": its cost paid, the card exiled from the
    hand (CR 118.3, 406.2); the mana ability then adds its mana at once (CR 605.3a)."""
    from tolaria.rules import zones
    zones.move(state, card, "exile")
    state.say(f"{state.players[player].name} exiles {card.name} from their hand", "406.2",
              "118.3")


def cost_choices(state: GameState, player: int, card: GameObject) -> list[tuple[int, ...]]:
    """Discarding this card chooses nothing else."""
    return [()]


def why_not(state: GameState, player: int, card: GameObject, chosen: tuple[int, ...]
            ) -> str | None:
    if chosen:
        return "the cost is discarding this card: nothing else is chosen (CR 602.2b)"
    return None


def pay(state: GameState, player: int, card: GameObject, item: GameObject,
        chosen: tuple[int, ...]) -> None:
    """Discard the card (CR 701.8a); "the discarded card" is remembered (CR 608.2h). A
    revealed card stays in the hand (CR 701.16a, 702.57a)."""
    if ability_reveals(item):
        state.say(f"{state.players[player].name} reveals {card.name}", "701.16a", "702.57a")
        return
    item.paid = (("discard", characteristics(state, card)),)
    events.discard(state, card)


def ability_reveals(item: GameObject) -> bool:
    ability = item.ability
    return ability is not None and ability.cost.reveal_self
