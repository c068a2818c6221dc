"""Epic (CR 702.50).

"Epic" means "For the rest of the game, you can't cast spells," and "At the beginning of
each of your upkeeps for the rest of the game, copy this spell except for its epic ability.
If the spell has any targets, you may choose new targets for the copy" (CR 702.50a). The
compiler puts the step "epic" after the spell's other instructions. As it runs, the
spell's controller gets an effect on players forbidding them every spell
(`restrictions.why_spell_forbidden`) and a delayed triggered ability that lasts the game
(`vocabulary.FOR_THE_GAME`, kept by `triggers`); its step "epic_copy" puts a copy of the
spell as it last existed on the stack, without epic (CR 707.10, 707.9b). Copies are put on
the stack, not cast, so the restriction doesn't stop them (CR 702.50b).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import CardDef, Effect, LayerEffect, TriggeredAbility, effect
from tolaria.data.objects import GameObject
from tolaria.data.state import ContinuousEffect, DelayedTrigger, GameState
from tolaria.data.vocabulary import FOR_THE_GAME, PLAYER_RULES, SPELLS_FORBIDDEN
from tolaria.rules.effects import handler
from tolaria.rules.keywords.storm import new_targets, put_copy
from tolaria.rules.layers import current_name

RULE = "702.50a"
NAME = "epic"
UPKEEP_COPY = TriggeredAbility(
    event="step", step="upkeep", whose="you", effects=(effect("epic_copy"),),
    text="Epic (at the beginning of each of your upkeeps, copy this spell except for its "
         "epic ability; you may choose new targets for the copy)")


@handler(NAME)
def _epic(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """The spell's controller can't cast spells for the rest of the game; the delayed
    triggered ability is created (CR 702.50a-b, 603.7)."""
    if item.is_ability:
        return None
    player, name = item.controller, current_name(state, item)
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=name, affected=(),
        parts=(LayerEffect(PLAYER_RULES, SPELLS_FORBIDDEN, (("player", player),)),),
        until="permanent", source_id=item.id, controller=player))
    state.delayed.append(DelayedTrigger(
        ability=UPKEEP_COPY, controller=player, source_id=item.id, source_name=name,
        card=item.card, until=FOR_THE_GAME))
    state.say(f"{state.players[player].name} can't cast spells for the rest of the game and "
              f"copies {name} at the beginning of each of their upkeeps", RULE)
    state.changed()
    return None


def without_epic(card: CardDef) -> CardDef:
    """The spell's copiable values except for its epic ability (CR 702.50a, 707.9b)."""
    spell = card.spell
    if spell is not None:
        spell = replace(spell, modes=tuple(
            replace(m, effects=tuple(e for e in m.effects if e.op != NAME))
            for m in spell.modes))
    return replace(card, keywords=card.keywords - {NAME}, spell=spell)


@handler("epic_copy")
def _epic_copy(state: GameState, item: GameObject, eff: Effect, answer: Any
               ) -> Decision | None:
    """A copy of the epic spell as it last existed, controlled by the ability's controller,
    who may choose new targets for it (CR 702.50a, 707.10c)."""
    spell = state.objects.get(item.source_id) if item.source_id is not None else None
    if spell is None:
        return None
    chosen = new_targets(state, spell, item.controller, list(answer or ()))
    if isinstance(chosen, Decision):
        return chosen
    put_copy(state, spell, item.controller, chosen, "epic", RULE, without_epic(spell.card))
    return None
