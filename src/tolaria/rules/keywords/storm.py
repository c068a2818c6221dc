"""Storm, gravestorm and casualty (CR 702.40, 702.69, 702.153).

"Storm" means "When you cast this spell, copy it for each other spell that was cast
before it this turn. If the spell has any targets, you may choose new targets for any of
the copies" (CR 702.40a). `on_cast`, called by `tolaria.rules.triggers.on_cast` once the spell
is cast, counts the spells cast before it this turn (`GameState.this_turn`, recorded as
each is cast) and puts the trigger among the pending ones with one "storm_copy" step per
copy; gravestorm counts the permanents put into a graveyard from the battlefield this turn
instead (the turn's "to_graveyard" facts, CR 702.69a). The copies are of the spell as it
last existed on the stack, so they are made even if it has been countered (CR 707.10,
608.2h); a copy isn't cast, so it doesn't trigger.

"Casualty N" means "As you cast this spell, you may sacrifice a creature with power N or
greater. When you do, copy this spell. You may choose new targets for the copy" (CR
702.153a): the sacrifice is an optional additional cost (`tolaria.rules.costs`, announced "for
casualty"), and the copy is made by the same step. So are replicate's copies, one for each time its cost was
paid (CR 702.56a, `tolaria.rules.keywords.replicate`), and conspire's (CR 702.78a: tapping two
untapped creatures that share a color with it, an optional additional cost).
"""

from __future__ import annotations

from itertools import product
from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import CardDef, Effect, TriggeredAbility, effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState, PendingTrigger
from tolaria.data.vocabulary import COPY_FOR_EACH, GIFT_RECIPIENT
from tolaria.rules import zones
from tolaria.rules.effects import handler
from tolaria.rules.layers import characteristics, current_name

RULE = "702.40a"
NAME = "storm"


CASUALTY = TriggeredAbility(
    event="casualty", effects=(effect("storm_copy"),),
    text="Casualty (when you sacrifice the creature, copy this spell; you may choose new "
         "targets for the copy)")


CONSPIRE = TriggeredAbility(
    event="conspire", effects=(effect("storm_copy"),),
    text="Conspire (when you cast this spell, if its conspire cost was paid, copy it; you may "
         "choose new targets for the copy)")


def ability(copies: int) -> TriggeredAbility:
    """The storm trigger for `copies` copies."""
    return TriggeredAbility(
        event="storm", effects=(effect("storm_copy"),) * copies,
        text=f"Storm (copy this spell for each other spell cast before it this turn: "
             f"{copies})")


def gravestorm(copies: int) -> TriggeredAbility:
    """The gravestorm trigger for `copies` copies (CR 702.69a)."""
    return TriggeredAbility(
        event="gravestorm", effects=(effect("storm_copy"),) * copies,
        text=f"Gravestorm (copy this spell for each permanent put into a graveyard from the "
             f"battlefield this turn: {copies})")


def _has_storm(state: GameState, spell: GameObject, chars: Any) -> bool:
    """Does an ability its caster controls ("Instant and sorcery spells you cast have
    storm.") give the spell storm?"""
    from tolaria.data.vocabulary import SPELLS_HAVE
    from tolaria.rules.layers import chars_match, controller
    from tolaria.rules.restrictions import statics_of
    return any(a.keyword == NAME and controller(state, src) == spell.controller and
               chars_match(chars, a.filter, spell.controller)
               for src, a in statics_of(state, SPELLS_HAVE))


def on_cast(state: GameState, spell: GameObject) -> None:
    """The spell was cast: its storm triggers (CR 702.40a, 601.2i); its casualty cost was
    paid: "when you do, copy this spell" (CR 702.153a)."""
    times = spell.cast_for.split("+").count("replicate") if spell.cast_for else 0
    if times:                                                             # CR 702.56a
        from tolaria.rules.keywords import replicate
        state.pending.append(PendingTrigger(
            controller=spell.controller, source_id=spell.id, source_name=current_name(state, spell),
            ability=replicate.ability(times), data=(("object", spell.id),), card=spell.card))
    for kind, trigger in (("casualty", CASUALTY), ("conspire", CONSPIRE)):
        if spell.paid and (kind, None) in spell.paid:
            state.pending.append(PendingTrigger(
                controller=spell.controller, source_id=spell.id,
                source_name=current_name(state, spell),
                ability=trigger, data=(("object", spell.id),), card=spell.card))
    chars = characteristics(state, spell)
    if "gravestorm" in chars.keywords:                                    # CR 702.69a
        died = sum(1 for fact in state.this_turn if fact[0] == "to_graveyard")
        state.pending.append(PendingTrigger(
            controller=spell.controller, source_id=spell.id,
            source_name=current_name(state, spell), ability=gravestorm(died),
            data=(("object", spell.id),), card=spell.card))
    if "storm" not in chars.keywords and not _has_storm(state, spell, chars):
        return
    before = sum(1 for fact in state.this_turn if fact[0] == "cast") - 1
    state.pending.append(PendingTrigger(
        controller=spell.controller, source_id=spell.id, source_name=current_name(state, spell),
        ability=ability(max(0, before)), data=(("object", spell.id),), card=spell.card))


@handler("storm_copy")
def _copy(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """One copy of the spell, on the stack, controlled by the storm ability's controller;
    its controller may choose new targets for it (CR 702.40a, 707.10c)."""
    spell = state.objects.get(item.source_id) if item.source_id is not None else None
    if spell is None:
        return None
    replies = list(answer or ())
    chosen = new_targets(state, spell, item.controller, replies)
    if isinstance(chosen, Decision):
        return chosen
    put_copy(state, spell, item.controller, chosen, "storm", RULE)
    return None


@handler(COPY_FOR_EACH)
def _copy_for_each(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"When you cast this spell, copy it for each time you've cast your commander from
    the command zone this game" (Echo Storm): the number counted as it resolves (CR
    608.2h); with `new_targets`, each copy's targets are asked first (CR 707.10c)."""
    from tolaria.rules.effects import amount
    spell = state.objects.get(item.source_id) if item.source_id is not None else None
    if spell is None:
        return None
    replies = list(answer or ())
    chosen = []
    for _ in range(max(0, amount(item, eff.get("count"), state))):
        found = new_targets(state, spell, item.controller, replies) \
            if eff.get("new_targets") else spell.targets
        if isinstance(found, Decision):
            return found
        chosen.append(found)
    for targets in chosen:
        put_copy(state, spell, item.controller, targets, current_name(state, item), "707.10")
    return None


def new_targets(state: GameState, spell: GameObject, player: int, replies: list[Any]
                ) -> tuple[Any, ...] | Decision:
    """The targets `player` chooses for a copy of `spell` (CR 707.10c): the next of
    `replies` (taken from it), or the Decision to ask; the same ones if there is no other
    choice."""
    from tolaria.rules import resolve, targets
    specs = resolve.target_specs(state, spell)
    if not specs:
        return spell.targets
    lists = [[old] + [r for r in targets.candidates(state, spec, player, spell) if r != old]
             for spec, old in zip(specs, spell.targets, strict=False)]
    options = tuple(product(*lists))
    if len(options) <= 1:
        return spell.targets
    if not replies:
        return Decision("new_targets", player, options=options, subject=spell.id,
                        prompt=f"targets for the copy of {current_name(state, spell)} (CR "
                               "707.10c)")
    return tuple(replies.pop(0))


def put_copy(state: GameState, spell: GameObject, player: int, chosen: tuple[Any, ...],
             why: str, rule: str, card: CardDef | None = None) -> None:
    """Put a copy of `spell` controlled by `player` with targets `chosen` on the stack (CR
    707.10); it isn't cast. `card`: its copiable values with an exception (CR 707.9b)."""
    copy = zones.create_object(state, card or spell.card, player, "stack")
    copy.controller, copy.is_copy = player, True
    copy.mode, copy.x, copy.targets, copy.kicked = spell.mode, spell.x, tuple(chosen), \
        spell.kicked
    copy.cast_for = spell.cast_for                   # bargained, ... (CR 707.10, 702.166b)
    copy.chosen = tuple(kv for kv in spell.chosen if kv[0] == GIFT_RECIPIENT)   # (702.174a)
    state.say(f"{state.players[player].name} puts a copy of {current_name(state, spell)} "
              f"on the stack ({why})", rule, "707.10")
    state.changed()
    from tolaria.rules import triggers
    triggers.on_copy(state, copy)                          # "whenever you copy a spell"
