"""Escape (CR 702.138).

"Escape [cost]" means "You may cast this card from your graveyard by paying [cost] rather
than paying its mana cost" (CR 702.138a). The grammar (`tolaria.cards.oracle.keywords`)
reads "Escape—{2}{R}{R}, Exile three other cards from your graveyard." into an
alternative cost named "escape" (CR 118.9): on an instant or sorcery's spell ability, on a
permanent card as a static ability of that kind (`tolaria.rules.costs.PERMANENT_ALTERNATIVES`).
`tolaria.rules.priority` offers it only for the card in its owner's graveyard, with the spell's
usual timing, announced `cast X for escape` with the cards exiled; the card itself is on
the stack as the cost is paid (CR 601.2a, 601.2h), so it never pays for itself ("other").

Unlike flashback, escape doesn't exile the spell as it leaves the stack: an escaped
instant or sorcery goes to the graveyard and may escape again.

The spell remembers the cost it was cast for (`GameObject.cast_for`), kept by the
permanent it becomes: that permanent "escaped" (CR 702.138b, the condition
`tolaria.data.vocabulary.ESCAPED`), which "[This permanent] escapes with N +1/+1 counters
on it" reads (a replacement effect the compiler makes, CR 702.138c).
"""

from __future__ import annotations

from tolaria.data.ir import CardDef
from tolaria.data.vocabulary import ESCAPE

NAME = ESCAPE
RULE = "702.138a"


def has_escape(card: CardDef) -> bool:
    """Does the card have escape (its own; no effect grants it)?"""
    spell = card.spell
    if spell is not None:
        return any(a.name == NAME for a in spell.alternative_costs)
    return any(a.kind == NAME for a in card.static)
