"""Alternative costs that change what the spell is (CR 118.9): bestow makes it an Aura
(CR 702.103b), awaken gives it another ability (CR 702.113a), cleave removes the text in
square brackets (CR 702.148a), overload makes each "target" "each" (CR 702.96a) and so
leaves it no targets (CR 702.96b).

Cleave's and overload's changed texts are read by the compiler
(`tolaria.cards.oracle.changed_text`), which makes a card a gap unless they compile; the
spell cast for the cost is the one the changed text makes, with the card's alternative
costs (`cleaved`, `overloaded`).

`as_cast` is the card a spell cast for such a cost is, from the moment it is cast
(`tolaria.rules.priority` puts it on the stack object, and uses its targets to cast it, CR
702.103d); the permanent it becomes keeps it. `printed` is the card again, once the object
goes to another zone (`tolaria.rules.zones.move`, CR 400.7). Both cache what they made, so a
changed card is found back by identity.
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.cards.oracle import changed_text
from tolaria.data.ir import AlternativeCost, CardDef

FORMS = ("bestow", "awaken", "cleave", "overload")
_MADE: dict[tuple[int, str], CardDef] = {}         # (id(card), form) -> the card as cast
# id(card as cast) -> (the card as cast, the card): the first kept so that its id isn't
# taken by another card while the entry stands (splice's cards come and go)
_PRINTED: dict[int, tuple[CardDef, CardDef]] = {}


def as_cast(card: CardDef, option: AlternativeCost | None) -> CardDef:
    """The card a spell cast for the alternative cost `option` is."""
    if option is None or option.name not in FORMS:
        return card
    key = (id(card), option.name)
    made = _MADE.get(key)
    if made is None:
        from tolaria.rules.keywords import awaken, bestow
        made = {"bestow": bestow.bestowed, "awaken": awaken.awakened, "cleave": cleaved,
                "overload": overloaded}[option.name](card)
        _MADE[key] = made
        _PRINTED[id(made)] = (made, card)
    return made


def cleaved(card: CardDef) -> CardDef:
    """The spell as its cleave cost changes it (CR 702.148a)."""
    assert card.spell is not None
    return replace(card, spell=replace(changed_text.cleaved_spell(card.name),
                                       alternative_costs=card.spell.alternative_costs))


def overloaded(card: CardDef) -> CardDef:
    """The spell as its overload cost changes it (CR 702.96a-b)."""
    assert card.spell is not None
    return replace(card, spell=replace(changed_text.overloaded_spell(card.name),
                                       alternative_costs=card.spell.alternative_costs))


def remember_printed(made: CardDef, card: CardDef) -> None:
    """`made`, a card another text-changing effect made (splice, CR 702.47e), is `card`
    again once it leaves the stack."""
    _PRINTED[id(made)] = (made, card)


def printed(card: CardDef) -> CardDef:
    """The card itself, if `card` is one of these changed forms (else `card`)."""
    found = _PRINTED.get(id(card))
    if found is not None and found[0] is card:
        return found[1]
    if card.token or not card.static or not any(a.kind in FORMS for a in card.static):
        return card                              # (a token copy keeps what it copied)
    from tolaria.cards.registry import UnsupportedCard, card_def
    try:
        registered = card_def(card.name)                 # a saved game, reloaded
    except UnsupportedCard:
        return card
    return card if registered is card or registered == card else registered
