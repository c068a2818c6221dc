"""Encore (CR 702.141).

"Encore [cost]" means "[Cost], Exile this card from your graveyard: For each opponent,
create a token that's a copy of this card that attacks that opponent this turn if able. The
tokens gain haste. Sacrifice them at the beginning of the next end step. Activate only as a
sorcery" (CR 702.141a). The compiler (`tolaria.cards.oracle.keyword_lines`) makes the
activated ability (it works from the graveyard); the effect step "encore" is here. Each
token gets, until end of turn, haste and the restriction "must_attack_player:P" (an attack
requirement, CR 508.1d), which `tolaria.rules.combat` checks through `required_attacks`; the
delayed sacrifice is a delayed triggered ability (CR 603.7).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.data.ir import (
    Effect,
    StaticAbility,
    TriggeredAbility,
    effect,
    layer_effect,
)
from tolaria.rules.effects import handler
from tolaria.rules.layers import current_name

NAME = "encore"
RULE = "702.141a"
MUST_ATTACK = "must_attack_player:"
SACRIFICE_AT_END = TriggeredAbility(
    event="step", step="end", whose="each", effects=(effect("sacrifice", target="self"),),
    text="Encore: sacrifice it at the beginning of the next end step")


def required_attacks(state: Any, player: int) -> list[tuple[int, tuple[str, int]]]:
    """(creature, the player it attacks this turn if able) for `player`'s creatures with an
    encore requirement (CR 508.1d)."""
    from tolaria.rules.layers import characteristics
    found = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.controller != player or not obj.card.token:
            continue
        for rule in characteristics(state, obj).restrictions:
            if rule.startswith(MUST_ATTACK):
                found.append((oid, ("player", int(rule[len(MUST_ATTACK):]))))
    return found


@handler(NAME)
def _encore(state: Any, item: Any, eff: Effect, answer: Any) -> Any:
    from tolaria.data.state import ContinuousEffect, DelayedTrigger
    from tolaria.rules import events
    card_obj = state.objects.get(item.source_id) if item.source_id is not None else None
    if card_obj is None:
        return None
    token = replace(card_obj.card, token=True)                       # CR 707.2, 111.4
    for opponent in state.opponents(item.controller):
        made = events.create_token(state, token, item.controller)
        if made is None:
            continue
        attack = StaticAbility(kind="restrict", text="attacks that opponent this turn if able",
                               restrictions=frozenset({f"{MUST_ATTACK}{opponent}"}))
        state.effects.append(ContinuousEffect(
            timestamp=state.timestamp(), source_name=current_name(state, made), affected=(made.id,),
            parts=(layer_effect("6", "add_abilities", keywords=frozenset({"haste"}),
                                abilities=(attack,)),),
            until="end of turn", source_id=made.id, controller=item.controller))
        state.delayed.append(DelayedTrigger(ability=SACRIFICE_AT_END,
                                            controller=item.controller, source_id=made.id,
                                            source_name=current_name(state, made), card=made.card))
        state.say(f"{current_name(state, made)} token attacks {state.players[opponent].name} this "
                  "turn if "
                  "able", RULE)
    state.changed()
    return None
