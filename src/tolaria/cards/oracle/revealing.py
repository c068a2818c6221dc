""""Reveal any number of green cards in your hand. Target creature gets +X/+X until end of
turn, where X is the number of cards revealed this way." (Ivy Seer, Scent of Ivy): the cards
are chosen from the hand as it resolves, one at a time (CR 608.2d), revealed and stay there
(CR 701.16a); the next sentence counts them (CR 608.2c).
"""

from __future__ import annotations

from typing import Any

from tolaria.cards.oracle import phrases
from tolaria.cards.oracle.parser import Parser, construct
from tolaria.data.ir import Effect, ObjectFilter, effect
from tolaria.data.vocabulary import REVEALED_COUNT

C_REVEAL_ANY_NUMBER = construct("effect.reveal_any_number", "Reveal any number of <cards> in "
                                "your hand. <instruction counting the cards revealed this "
                                "way>: chosen as it resolves, they stay in the hand (CR "
                                "608.2c, 608.2d, 701.16a)")
REVEAL_CHOSEN = "reveal_chosen"


def reveal_any_number(p: Parser) -> list[Effect]:
    """"Reveal any number of black cards in your hand" (the last period is the caller's)."""
    p.expect("reveal", "any", "number", "of")
    flt, plural = phrases.description(p, cards=True)
    if not plural or flt.controller is not None or flt.other or flt.spell or flt.zone or \
            phrases.status_in(flt):
        p.fail()
    if not (p.accept("in", "your", "hand") or p.accept("from", "your", "hand")):
        p.fail()
    if not p.at("."):
        p.fail()
    return [effect(REVEAL_CHOSEN, filter=None if flt == ObjectFilter() else flt)]


def after_reveal(p: Parser, before: list[Effect]) -> bool:
    """Whether this sentence, right after "Reveal any number of <cards> in your hand.",
    counts the cards "revealed this way" (CR 608.2c)."""
    from tolaria.cards.oracle.quantities import sentence_says
    return bool(before) and before[-1].op == REVEAL_CHOSEN and not p.scope.revealed and \
        sentence_says(p, "revealed", "this", "way")


def about_revealed(p: Parser, before: list[Effect], sentence: Any) -> list[Effect]:
    """The sentence counting the cards revealed: the reveal remembers them as it resolves."""
    from tolaria.cards.oracle.quantities import about_this_way
    found = about_this_way(p, before, "revealed", REVEALED_COUNT, sentence)
    p.mark(C_REVEAL_ANY_NUMBER)
    return found


def revealed_cards(p: Parser, flt: ObjectFilter) -> tuple[Any, ...]:
    """"<cards> revealed this way" (read while `Scope.revealed`): the cards the reveal
    before showed that match `flt` (CR 608.2c)."""
    if flt.controller is not None or flt.other or flt.spell or phrases.status_in(flt):
        p.fail()
    return (REVEALED_COUNT, None if flt == ObjectFilter() else flt)


C_HANDS_REVEALED = construct("static.hands_revealed", "Players / Your opponents play with their "
                             "hands revealed.: every player sees the cards in those hands "
                             "(CR 402.3, 701.14c, 701.16a)")


def hands_revealed(p: Parser) -> Any:
    """"Players play with their hands revealed." (Revelation), "Your opponents play with
    their hands revealed." (Telepathy)."""
    from tolaria.data.ir import StaticAbility
    from tolaria.data.vocabulary import HANDS_REVEALED
    affects = "opponents" if p.accept("your", "opponents") else "all"
    if affects == "all":
        p.expect("players")
    p.expect("play", "with", "their", "hands", "revealed", ".")
    p.mark(C_HANDS_REVEALED)
    return StaticAbility(kind=HANDS_REVEALED, affects=affects)
