"""Dredge (CR 702.52).

"Dredge N" is a static ability that works only while the card is in a graveyard: "As long
as you have at least N cards in your library, if you would draw a card, you may instead
mill N cards and return this card from your graveyard to your hand" (CR 702.52a); with
fewer than N cards in the library it can't be used at all (CR 702.52b).

The keyword is read into a static ability of kind "dredge" (`amount`: N). It is a
replacement effect of a card in its owner's graveyard (CR 614.1a): `candidates` offers one
for each such card to `tolaria.rules.replacement` when its owner would draw; the player orders
it among the other effects (CR 616.1) and, being optional ("you may"), is asked whether to
apply it (`tolaria.rules.replacement`). Applied, the draw becomes a `Dredge` event: the mill,
then the card returns to its owner's hand (`perform`). Every draw can be replaced this way,
so draws wait for the answer: `tolaria.rules.events.draw_steps` keeps count of the draws of an
instruction already made.
"""

from __future__ import annotations

from tolaria.data.ir import CardDef
from tolaria.data.state import GameState

NAME = "dredge"
RULE = "702.52a"


def amount(card: CardDef) -> int:
    """N of the card's dredge, or 0 if it has none (its printed ability: it works in a
    graveyard, where no effect changes it, CR 702.52a)."""
    if not card.static:
        return 0
    return next((a.amount for a in card.static if a.kind == NAME), 0)


def candidates(state: GameState, player: int) -> list[tuple[int, int]]:
    """(card id, N) for each dredge card in `player`'s graveyard they can use for a draw
    now: at least N cards in their library (CR 702.52b)."""
    p = state.players[player]
    found = []
    for oid in p.graveyard:
        n = amount(state.objects[oid].card)
        if n and len(p.library) >= n:
            found.append((oid, n))
    return found


def perform(state: GameState, player: int, card_id: int, n: int) -> None:
    """Mill N cards, then return the card from the graveyard to its owner's hand (CR
    702.52a); the draw it replaced doesn't happen."""
    from tolaria.rules import events
    p = state.players[player]
    events.mill(state, player, n)
    card = state.objects[card_id]
    if card.zone == "graveyard":
        events.return_to_hand(state, card, f"{p.name} returns {card.name} from their "
                              "graveyard to their hand", RULE)
