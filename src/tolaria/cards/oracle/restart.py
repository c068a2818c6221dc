"""Restarting the game in Oracle text (CR 724; the rules are `tolaria.rules.restart`).

Karn Liberated: "Restart the game, leaving in exile all non-Aura permanent cards exiled
with Karn. Then put those cards onto the battlefield under your control." The first
sentence is the restart, with the cards it exempts (CR 724.5); the second is the rest of
the ability, done just before the new game's first untap step (CR 724.4).
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import description, self_ref
from tolaria.data.ir import Effect, effect

RESTART_GAME = "restart_game"           # the effect step (`tolaria.rules.restart`)

C_RESTART = construct("effect.restart_game", "Restart the game[, leaving in exile all <cards> "
                      "exiled with this]. [Then put those cards onto the battlefield under "
                      "your control.] (CR 724.1, 724.4, 724.5)")


def restart_game(p: Parser) -> list[Effect]:
    """"Restart the game", and the cards exiled with this left in exile (CR 724.5)."""
    p.expect("restart", "the", "game")
    if not p.accept(",", "leaving", "in", "exile", "all"):
        p.mark(C_RESTART)
        return [effect(RESTART_GAME)]
    flt, plural = description(p, cards=True)
    if not plural or flt.zone:
        p.fail()
    p.expect("exiled", "with")
    if not self_ref(p):
        p.fail()
    p.mark(C_RESTART)
    return [effect(RESTART_GAME, keep=flt)]


def then_put(p: Parser, before: list[Effect]) -> list[Effect]:
    """"Then put those cards onto the battlefield under your control.": the exempted cards,
    once the new game has begun (CR 724.4)."""
    last = before[-1] if before else None
    if last is None or last.op != RESTART_GAME or last.get("keep") is None:
        p.fail()
    p.expect("then", "put", "those", "cards", "onto", "the", "battlefield", "under", "your",
             "control", ".")
    return before[:-1] + [replace(last, params=last.params + (("then", "battlefield"),))]
