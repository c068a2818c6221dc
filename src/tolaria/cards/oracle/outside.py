"""Cards from outside the game (CR 400.11) in Oracle text: the wishes, "You may reveal a
sorcery card you own from outside the game and put it into your hand." (Burning Wish,
Cunning Wish, Granted, Living Wish...) and "You may put a card you own from outside the
game into your hand." (Death Wish), unrevealed. The cards a player owns outside the game
are their sideboard (CR 400.11a); the card brought in stays in the game (400.11b). Played by
`tolaria.rules.effects.outside`."""

from __future__ import annotations

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import description, status_in
from tolaria.data.ir import Effect, effect
from tolaria.data.vocabulary import LEARNED, RUMMAGE

C_WISH_OR_EXILE = construct("outside.wish_or_exile", "you may reveal a <card description> you "
                            "own from outside the game or choose a face-up <the same> card you "
                            "own in exile. Put that card into your hand: one of either, or "
                            "none (CR 400.11b, 406.3)")
C_WISH = construct("outside.wish", "you may reveal a <card description> you own from outside "
                                   "the game and put it into your hand / you may put a card "
                                   "you own from outside the game into your hand: one card of "
                                   "the player's sideboard, or none (CR 400.11a-b, 701.16a)")


def wish(p: Parser) -> list[Effect]:
    """"you may reveal a <cards> you own from outside the game and put it into your hand" or
    "you may put a <cards> you own from outside the game into your hand" (one clause; the
    period is the caller's). Only the optional forms: a card put in unrevealed with no
    choice would be named by the log of a forced choice."""
    p.expect("you", "may")
    reveal = p.accept("reveal")
    if not reveal:
        p.expect("put")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = description(p, cards=True)
    if plural or flt.spell or flt.controller is not None or flt.other or flt.zone or \
            status_in(flt):
        p.fail()                   # a card outside the game has no controller nor status
    p.expect("you", "own", "from", "outside", "the", "game")
    if reveal and p.at("or", "choose"):
        return _or_exiled(p, flt)
    if reveal:
        p.expect("and", "put", "it")
    p.expect("into", "your", "hand")
    p.mark(C_WISH)
    return [effect("wish", filter=flt, reveal=reveal)]


def _or_exiled(p: Parser, flt: object) -> list[Effect]:
    """"... or choose a face-up artifact card you own in exile. Put that card into your
    hand." (Karn, the Great Creator; Coax from the Blind Eternities): the same description
    (the last period is the caller's)."""
    p.expect("or", "choose", "a", "face-up")
    again, plural = description(p, cards=True)
    if plural or again != flt:
        p.fail()
    p.expect("you", "own", "in", "exile", ".", "put", "that", "card", "into", "your", "hand")
    p.mark(C_WISH_OR_EXILE)
    return [effect("wish", filter=flt, reveal=True, exile=True)]


C_LEARN = construct("outside.learn", "Learn.: its controller may reveal a Lesson card they own "
                                     "from outside the game and put it into their hand, or "
                                     "discard a card to draw a card, or neither (CR 701.45, "
                                     "400.11b, 701.8)")


def learn(p: Parser) -> list[Effect]:
    """"Learn." (CR 701.45): the choice, then the Lesson (a wish for a Lesson card, revealed)
    or the discard and the draw, each only on its way."""
    from tolaria.data.ir import ObjectFilter, condition
    p.expect("learn")
    p.mark(C_LEARN)
    rummaged = condition("chose", key=LEARNED, value=RUMMAGE)
    wish_lesson = effect("wish", filter=ObjectFilter(subtypes=frozenset({"Lesson"})),
                         reveal=True)
    return [effect("learn", lesson=wish_lesson),
            effect("if", condition=rummaged, effect=effect("discard", amount=1, who="you")),
            effect("if", condition=rummaged, effect=effect("draw", amount=1, who="you"))]
