"""Piles (CR 700.3) in Oracle text: "Separate all permanents target player controls into
two piles. That player sacrifices all permanents in the pile of their choice." (Liliana of
the Veil). The ability's controller separates them; the target player chooses a pile
(`tolaria.rules.effects.piles`)."""

from __future__ import annotations

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.data.ir import Effect, effect

C_PILES = construct("effect.piles_sacrifice", "Separate all permanents target player controls "
                    "into two piles. That player sacrifices all permanents in the pile of "
                    "their choice. (CR 700.3, 701.17a)")


def separate(p: Parser) -> list[Effect]:
    """The two sentences, read together; the last period is the caller's."""
    from tolaria.cards.oracle.library import player_target
    p.expect("separate", "all", "permanents")
    who = player_target(p)
    p.expect("controls", "into", "two", "piles", ".", "that", "player", "sacrifices", "all",
             "permanents", "in", "the", "pile", "of", "their", "choice")
    p.mark(C_PILES)
    return [effect("piles_sacrifice", who=who)]


C_REVEAL_PILES = construct("effect.reveal_piles", "Reveal the top N cards of your library. An "
                           "opponent separates those cards into two piles. Put one pile into "
                           "your hand and the other into your graveyard / on the bottom of "
                           "your library in any order. / Reveal the top N cards of your "
                           "library and separate them into two piles. An opponent chooses one "
                           "of those piles. Put that pile into your hand and the other into "
                           "your graveyard. (CR 700.3, 701.16a, 401.4)")


def reveal_piles(p: Parser) -> list[Effect]:
    """The three sentences of Fact or Fiction / Steam Augury, read together; the last
    period is the caller's. `separator`: who makes the piles; the other player picks the
    pile for the hand."""
    from tolaria.cards.oracle.phrases import number
    p.expect("reveal", "the", "top")
    n = number(p)
    if n < 2:
        p.fail()
    p.expect("cards", "of", "your", "library")
    if p.accept(".", "an", "opponent", "separates", "those", "cards", "into", "two", "piles",
                ".", "put", "one", "pile"):
        separator = "opponent"
    else:
        p.expect("and", "separate", "them", "into", "two", "piles", ".", "an", "opponent",
                 "chooses", "one", "of", "those", "piles", ".", "put", "that", "pile")
        separator = "you"
    p.expect("into", "your", "hand", "and", "the", "other")
    if p.accept("into", "your", "graveyard"):
        rest = "graveyard"
    else:
        p.expect("on", "the", "bottom", "of", "your", "library", "in", "any", "order")
        rest = "any order"
    p.scope.it = None
    p.mark(C_REVEAL_PILES)
    return [effect("reveal_piles", amount=n, separator=separator, rest=rest)]
