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
