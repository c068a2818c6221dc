"""Meld (CR 701.37, 712.4): the ability on one card of a meld pair that exiles it and its
counterpart and melds them. "if you both own and control this creature and a creature named
Midnight Scavengers" is the condition (`pair_condition`, read by `conditions`), and
"exile them, then meld them into Chittering Host" the instruction (`exile_and_meld`, read
by `instructions`). Both names are checked against the card data: the named card is the
other card of this card's meld pair and the back face is theirs (CR 712.5). The rules are
`tolaria.rules.faces.meld`.
"""

from __future__ import annotations

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import self_ref
from tolaria.data.ir import Condition, Effect, condition, effect

C = {name: construct(name, text) for name, text in (
    ("condition.meld_pair", "you both own and control <this> and a <creature/land/artifact> "
                            "named <the other card of its meld pair> (CR 712.4a)"),
    ("effect.meld", "exile them, then meld them into <the meld pair's back face>: both cards "
                    "enter as one melded permanent, back faces up (CR 701.37a, 712.4a)"),
)}
_TYPES = {"creature": "Creature", "land": "Land", "artifact": "Artifact"}


def pair_condition(p: Parser) -> Condition:
    """"you both own and control this creature and a creature named Midnight Scavengers"."""
    p.expect("you", "both", "own", "and", "control")
    if not self_ref(p):
        p.fail()
    p.expect("and")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    card_type = _TYPES.get(p.next().key or "")
    p.expect("named")
    name = _partner_name(p)
    if card_type is None or name is None:
        p.fail()
    p.scope.melding = (name, card_type)
    p.mark(C["condition.meld_pair"])
    return condition("meld_pair", name=name, card_type=card_type)


def _partner_name(p: Parser) -> str | None:
    """The longest name from here that is a meld card's front face sharing its back face
    with this card (CR 712.5)."""
    from tolaria.cards.database import CardDatabase
    database = CardDatabase.bundled()
    own = database.resolve(p.card.name) or ""
    back = own.partition(" // ")[2]
    for end in range(min(p.n, p.i + 8), p.i, -1):
        name = p.text_from(p.i, end)
        if back and name != p.card.name and database.resolve(name) == f"{name} // {back}":
            p.i = end
            return name
    return None


def exile_and_meld(p: Parser) -> list[Effect]:
    """"exile them, then meld them into Chittering Host" after the pair condition."""
    if p.scope.melding is None:
        p.fail()
    p.expect("exile", "them", ",", "then", "meld", "them", "into")
    start = p.i
    while p.i < p.n and p.peek() != ".":
        p.i += 1
    back = p.text_from(start)
    from tolaria.cards.database import CardDatabase
    if CardDatabase.bundled().resolve(p.card.name) != f"{p.card.name} // {back}":
        p.fail()
    name, card_type = p.scope.melding
    p.mark(C["effect.meld"])
    return [effect("meld", partner=name, card_type=card_type, into=back)]
