"""Flashback (CR 702.34).

"Flashback [cost]" means "You may cast this card from your graveyard if the resulting
spell is an instant or sorcery spell by paying [cost] rather than paying its mana cost"
and "If the flashback cost was paid, exile this card instead of putting it anywhere else
any time it would leave the stack" (CR 702.34a).

`tolaria.keywords.lines` reads it into an alternative cost named "flashback" (CR 118.9);
`tolaria.priority` offers it only for the card in its owner's graveyard (and never in
the hand), with the spell's usual timing (CR 702.34a, 601.2b), announced as
`cast X for flashback`. The spell it becomes is marked (`GameObject.exile_on_leave`);
`tolaria.replacement` exiles it instead of moving it anywhere else.
"""

from __future__ import annotations

from tolaria.cards.ir import CardDef

NAME = "flashback"
RULE = "702.34a"


def has_flashback(card: CardDef) -> bool:
    spell = card.spell
    return spell is not None and any(a.name == NAME for a in spell.alternative_costs)
