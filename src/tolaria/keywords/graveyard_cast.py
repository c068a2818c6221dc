"""Retrace and jump-start (CR 702.81, 702.133): casting a card from its owner's graveyard
by discarding a card as well as paying its other costs.

- "Retrace" means "You may cast this card from your graveyard by discarding a land card in
  addition to paying its other costs" (CR 702.81a);
- "Jump-start" means "You may cast this card from your graveyard if the resulting spell is
  an instant or sorcery spell by discarding a card in addition to paying its other costs.
  Then, if this card was cast this way, exile it instead of putting it anywhere else any
  time it would leave the stack" (CR 702.133a).

`tolaria.keywords.triggered` reads them into static abilities of those kinds; the usual
timing applies (CR 601.3). `tolaria.priority` offers the cast from the graveyard for the
card's mana cost (or another alternative cost it may use there) and `tolaria.costs` adds
the discard (`extra_cost`); a jump-started spell is exiled as it leaves the stack
(`GameObject.exile_on_leave`, as flashback's).
"""

from __future__ import annotations

from tolaria.cards.ir import CardDef, Cost, ObjectFilter

RETRACE, JUMP_START = "retrace", "jump-start"
JUMP_START_RULE = "702.133a"
_EXTRA = {RETRACE: Cost(discard=1, discard_filter=ObjectFilter(types=frozenset({"Land"}))),
          JUMP_START: Cost(discard=1)}


def kind(card: CardDef) -> str | None:
    """"retrace" or "jump-start" if the card has it, else None."""
    if not card.static:
        return None
    return next((a.kind for a in card.static if a.kind in _EXTRA), None)


def extra_cost(card: CardDef) -> Cost | None:
    """The discard added to the cost of casting it from the graveyard."""
    found = kind(card)
    return _EXTRA[found] if found is not None else None
