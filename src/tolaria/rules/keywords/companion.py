"""Companion (CR 702.139): a card revealed from outside the game before it begins, whose
condition the starting deck fulfills (CR 103.2b), put into its owner's hand for {3} once
during the game, a special action (CR 116.2g, 702.139a).

`Game.new` reveals each deck's companion (its `Companion` section) with `why_not_revealed`;
the revealed cards stay outside the game, in `state.companions` as (player, card name),
until the special action `companion NAME` puts one into its owner's hand (`actions`,
`why_not`, `take`, called by `tolaria.rules.priority`).
"""

from __future__ import annotations

from collections.abc import Sequence

from tolaria.data.actions import Action
from tolaria.data.ir import CardDef
from tolaria.data.mana import parse_cost
from tolaria.data.state import GameState
from tolaria.data.vocabulary import COMPANION

COST = "{3}"                        # CR 702.139a
RULES = ("702.139a", "116.2g")


def ability(card: CardDef) -> object | None:
    """The card's companion ability (its condition), or None."""
    return next((a for a in card.static if a.kind == COMPANION), None)


def why_not_revealed(card: CardDef, deck: Sequence[CardDef]) -> str | None:
    """CR 103.2b, 702.139a-b: why `card` can't be revealed as the companion of this
    starting deck (in a Commander game, the commanders included); None if it can."""
    found = ability(card)
    if found is None:
        return f"{card.name} has no companion ability (CR 702.139a)"
    condition, n = next(iter(found.restrictions)), found.amount
    lands = [c for c in deck if "Land" in c.types]
    others = [c for c in deck if "Land" not in c.types]
    fails = {
        "different_names": len({c.name for c in others}) != len(others),
        "mana_value_at_least": any(c.mana_value < n for c in others),
        "permanent_mana_value_at_most": any(c.mana_value > n for c in deck
                                            if c.is_permanent_card and c not in lands),
        "even": any(c.mana_value % 2 for c in deck),
        "odd": any(c.mana_value % 2 == 0 for c in others),
    }[condition]
    return (f"{card.name} can't be this deck's companion: the starting deck doesn't "
            f"fulfill its condition ({found.text[len('Companion — '):]}) (CR 702.139a)"
            if fails else None)


def actions(state: GameState, player: int) -> list[Action]:
    """The special action for each of the player's companions still outside the game."""
    return [Action("companion", player, choice=(name,)) for who, name in state.companions
            if who == player and why_not(state, player, name) is None]


def why_not(state: GameState, player: int, name: str) -> str | None:
    """CR 702.139a: the player's revealed companion, in a main phase of their turn with an
    empty stack while they have priority, {3} they can pay."""
    from tolaria.rules.priority import plan_payment, sorcery_timing
    if (player, name) not in state.companions:
        return f"{name} isn't {state.players[player].name}'s companion outside the game " \
               "(CR 702.139a)"
    if not sorcery_timing(state, player):
        return "a companion is put into the hand only in your main phase with an empty " \
               "stack (CR 702.139a)"
    if plan_payment(state, player, parse_cost(COST), 0) is None:
        return f"{state.players[player].name} can't pay {COST} (CR 702.139a)"
    return None


def take(state: GameState, action: Action) -> None:
    """Pay {3} and put the companion into its owner's hand (CR 702.139a, 116.2g); it stays
    in the game from then on (CR 702.139c)."""
    from tolaria.cards.registry import card_def
    from tolaria.rules import zones
    from tolaria.rules.priority import pay, plan_payment
    player, name = action.player, action.choice[0]
    payment = plan_payment(state, player, parse_cost(COST), 0)
    if payment is not None:
        pay(state, player, payment)
    state.companions.remove((player, name))
    zones.create_object(state, card_def(name), player, "hand")
    state.say(f"{state.players[player].name} pays {COST} and puts their companion {name} "
              "into their hand", *RULES)
    state.changed()
