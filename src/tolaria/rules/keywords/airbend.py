"""Airbend, a keyword action newer than the rules file, played from its reminder text
(README, "Mechanics newer than the rules file"): "Airbend target nonland permanent. (Exile
it. While it's exiled, its owner may cast it for {2} rather than its mana cost.)"

`tolaria.cards.oracle.keywords` reads "airbend <target>" as the exile of that target; the
effect step "airbend" here exiles the permanent (CR 406.2) and gives the card's owner a
may-play permission of kind `AIRBENT` (CR 601.3) while it stays exiled (a token ceases to
exist, CR 111.7). `tolaria.rules.costs` offers the alternative cost {2} (CR 118.9) to cast
it from there, and `tolaria.rules.priority` only that cost, with its normal timing.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import AlternativeCost, Cost, Effect
from tolaria.data.mana import parse_cost
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import AIRBENT
from tolaria.rules import events
from tolaria.rules.effects import handler, target_object
from tolaria.rules.layers import current_name

NAME = "airbend"
COST = AlternativeCost(Cost(mana=parse_cost("{2}")), NAME, "airbend: {2} rather than its mana cost")


def airbent(state: GameState, player: int, card: GameObject) -> bool:
    """May `player` cast this exiled card for {2}: its owner, while it stays exiled?"""
    return card.zone == "exile" and any(
        cid == card.id and who == player and until == AIRBENT
        for cid, who, until, _ in state.may_play)


@handler("airbend")
def _airbend(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Exile the target permanent (CR 406.2); its owner may cast the card for {2} while it
    stays exiled (CR 601.3, 118.9)."""
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "battlefield":
        return None
    found = events.happen_for(state, events.leaving(
        victim, "exile", f"{current_name(state, victim)} is exiled (airbend)", "406.2"))
    if isinstance(found, Decision):
        return found
    card = found[0] if found else None
    if card is not None and card.zone == "exile" and not card.is_token:
        state.may_play.append((card.id, card.owner, AIRBENT, state.turn))
        state.say(f"{state.players[card.owner].name} may cast {card.name} for {{2}} while it "
                  "remains exiled", "601.3")
        state.changed()
    return None
