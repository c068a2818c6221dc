"""The cards a mill instruction moved (CR 701.13): "Mill three cards. You may put a land card
from among them into your hand." / "... from among the milled cards ..." / "... from among
the cards milled this way ..." / "[You may] put a land card milled this way into your hand."

The mill before the sentence remembers the cards it put into its player's graveyard as it
resolves (`tolaria.rules.effects.remember_milled`); a card a replacement effect sent
elsewhere wasn't milled (CR 701.13b). Called by `instructions.sentence`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import description, status_in
from tolaria.data.ir import Effect, effect

C_FROM_AMONG_MILLED = construct(
    "library.from_among_milled", "Mill N cards. [You may] put a <card> from among them / the "
    "milled cards / the cards milled this way / those cards into your hand; put a <card> "
    "milled this way into your hand: one of the cards that mill put into the graveyard "
    "(CR 701.13a-b, 608.2c)")
C_MILLED_IF_YOU_DONT = construct(
    "library.from_among_milled_if_you_dont", "Mill N cards. You may put a <card> from among "
    "them into your hand. If you don't, <instructions>: they happen if no card was put there, "
    "declined or with none of that kind milled (CR 701.13b, 608.2c)")

C_MILLED_TO_BATTLEFIELD = construct(
    "library.from_among_milled_to_battlefield", "Mill N cards. You may put a <card> from "
    "among them onto the battlefield: one of the cards milled, under your control (CR "
    "701.13b, 110.2a, 608.2d)")
C_MILLED_IF_YOU_DID = construct(
    "library.from_among_milled_if_you_do", "... If you do, mill N cards. You may put a <card> "
    "from among them ...: only after that mill (CR 608.2c, 701.13b)")

# The words naming the milled cards after "from among"
_MILLED = (("them",), ("the", "milled", "cards"), ("the", "cards", "milled", "this", "way"),
           ("those", "cards"))


def _the_mill(before: list[Effect]) -> Effect | None:
    """The mill of yours just before ("If you do, mill three cards.": the one inside)."""
    last = before[-1] if before else None
    if last is not None and last.op == "if_you_do":
        last = last.get("effect")
    return last if last is not None and last.op == "mill" and last.get("who") == "you" \
        else None


def after_mill(p: Parser, before: list[Effect]) -> bool:
    """Does this sentence, right after "mill N cards" (yours), put one of them somewhere?"""
    return _the_mill(before) is not None and (p.at("you", "may", "put") or p.at("put"))


def about_milled(p: Parser, before: list[Effect]) -> bool:
    """Does this sentence, right after "mill N cards" (yours), speak of the cards "milled
    this way" (CR 608.2c)?"""
    last = before[-1] if before else None
    if last is None or last.op != "mill" or last.get("who") != "you" or p.scope.milled:
        return False
    from tolaria.cards.oracle.quantities import sentence_says
    return sentence_says(p, "milled", "this", "way")


def milled_sentence(p: Parser, before: list[Effect],
                    sentence: Callable[[Parser, list[Effect]], list[Effect]]) -> list[Effect]:
    """The sentence with "<cards> milled this way": the mill before it remembers the cards
    it put into the graveyard as it resolves (`effects.remember_milled`)."""
    from tolaria.cards.oracle.quantities import about_this_way
    from tolaria.data.vocabulary import MILLED_COUNT
    return about_this_way(p, before, "milled", MILLED_COUNT, sentence)


def from_among_milled(p: Parser, before: list[Effect]) -> list[Effect]:
    """"[You may] put a <card> from among them into your hand." (see the module)."""
    may = p.accept("you", "may")
    p.expect("put")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = description(p, cards=True)
    if plural or flt.spell or status_in(flt) or flt.controller is not None or flt.other \
            or flt.zone:
        p.fail()
    if p.accept("from", "among"):
        if not any(p.accept(*words) for words in _MILLED):
            p.fail()
    else:
        p.expect("milled", "this", "way")
    extra = {}
    if may and p.accept("onto", "the", "battlefield", "."):
        extra = {"to": "battlefield"}                 # under your control (CR 110.2a)
        p.mark(C_MILLED_TO_BATTLEFIELD)
    else:
        p.expect("into", "your", "hand", ".")
    p.mark(C_FROM_AMONG_MILLED)
    mill = _the_mill(before)
    remembering = replace(mill, params=mill.params + (("remember", True),))
    if before[-1].op == "if_you_do":                  # "If you do, mill three cards."
        if p.at("if", "you", "don't"):
            p.fail()
        p.mark(C_MILLED_IF_YOU_DID)
        return before[:-1] + [effect("if_you_do", effect=remembering), effect(
            "if_you_do", effect=effect("milled_to_hand", filter=flt, may=may, **extra))]
    if may and p.at("if", "you", "don't", ","):       # did it? (CR 608.2c)
        p.mark(C_MILLED_IF_YOU_DONT)
        return before[:-1] + [remembering, effect("did", effect=effect(
            "milled_to_hand", filter=flt, may=False, **extra), may=True)]
    return before[:-1] + [remembering, effect("milled_to_hand", filter=flt, may=may,
                                              **extra)]
