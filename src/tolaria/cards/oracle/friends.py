"""Friend or foe: "For each player, choose friend or foe. Each friend <instruction>. Each
foe <instruction>." (the Battlebond sorceries). The spell's controller chooses, for each
player, as it resolves (CR 608.2d); "each friend" and "each foe" then name the players so
chosen (`phrases.player_ref`), who act in turn order (CR 101.4).
"""

from __future__ import annotations

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.data.ir import Effect, effect
from tolaria.data.vocabulary import FRIEND_OR_FOE

C_FRIEND_OR_FOE = construct("effect.friend_or_foe", "For each player, choose friend or foe. "
                            "Each friend <instruction>. Each foe <instruction>.: chosen for "
                            "each player as the spell resolves; each friend, then each foe, "
                            "in turn order (CR 608.2d, 101.4)")


def friend_or_foe(p: Parser, before: list[Effect]) -> list[Effect]:
    """"For each player, choose friend or foe." as a spell's first sentence."""
    if p.scope.kind != "spell" or before:
        p.fail()
    p.expect("for", "each", "player", ",", "choose", "friend", "or", "foe", ".")
    p.scope.friends = True
    p.mark(C_FRIEND_OR_FOE)
    return [effect(FRIEND_OR_FOE)]
