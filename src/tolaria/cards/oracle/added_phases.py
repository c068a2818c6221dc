"""Phases added to a turn (CR 500.8): "After this phase, there is an additional combat
phase.", "After this main phase, there is an additional combat phase followed by an
additional main phase.", "After this main phase, there are two additional combat phases.",
"[If it's your main phase,] there is an additional combat phase after this phase [followed
by an additional main phase]"; and the conditions "it's your main phase", "it's your combat
phase", "it's the first combat phase of the turn".

"<creatures> that attacked this turn": the turn's record of attackers declared.

Played by `tolaria.rules.effects.library` (the effect) and `tolaria.rules.turn` (the
phases); the condition by `tolaria.rules.conditions`. Called by `instructions._IMPERATIVES`
("after", "there"), `instructions._tap`, `riders.if_sentence` and `abilities._condition`.
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.data.ir import Condition, Effect, ObjectFilter, condition, effect
from tolaria.data.vocabulary import ADDITIONAL_PHASES, ATTACKED_WITH, PHASE_IS

C_ADDED = construct("turn.additional_phases", "after this [main] phase, there is an additional "
                    "combat phase [followed by an additional main phase] / there are two "
                    "additional combat phases; there is an additional combat phase after this "
                    "phase [followed by ...]: added directly after the current phase, the most "
                    "recently added first; an added main phase is a postcombat main phase "
                    "(CR 500.8, 505.1a)")
C_ATTACKED = construct("filter.attacked_this_turn", "untap all <creatures> that attacked this "
                       "turn: those declared as attackers this turn, in any combat phase "
                       "(CR 508.1, 500.8)")
C_PHASE_IS = construct("condition.phase_is", "if it's your main phase / your combat phase / "
                       "the first combat phase of the turn / of your turn (CR 500.1, 505.1, "
                       "506.1)")


def after_this_phase(p: Parser) -> list[Effect]:
    """"after this [main] phase, there is an additional combat phase [followed by ...]"."""
    p.expect("after", "this")
    main = p.accept("main")
    p.expect("phase", ",")
    if p.accept("there", "are", "two", "additional", "combat", "phases"):
        phases: tuple[str, ...] = ("combat", "combat")
    else:
        p.expect("there", "is", "an", "additional", "combat", "phase")
        phases = _then_main(p)
    p.mark(C_ADDED)
    return [effect(ADDITIONAL_PHASES, phases=phases, main=main)]


def there_is(p: Parser) -> list[Effect]:
    """"there is / there's an additional combat phase after this phase[,] [followed by an
    additional main phase]"."""
    if not p.accept("there", "'s"):
        p.expect("there", "is")
    p.expect("an", "additional", "combat", "phase", "after", "this", "phase")
    if p.at(",", "followed"):
        p.i += 1
    p.mark(C_ADDED)
    return [effect(ADDITIONAL_PHASES, phases=_then_main(p), main=False)]


def _then_main(p: Parser) -> tuple[str, ...]:
    """The combat phase, and the main phase "followed by" names after it (CR 505.1a)."""
    if p.accept("followed", "by", "an", "additional", "main", "phase"):
        return ("combat", "postcombat main")
    return ("combat",)


def phase_is(p: Parser) -> Condition:
    """"it's your main phase", "it's your combat phase", "it's the first combat phase of the
    turn / of your turn"."""
    p.expect("it", "'s")
    if p.accept("the", "first", "combat", "phase", "of"):
        mine = p.accept("your")
        if not mine:
            p.expect("the")
        p.expect("turn")
        found = condition(PHASE_IS, phase="combat", first=True, **({"whose": "you"} if mine
                                                                   else {}))
    else:
        p.expect("your")
        phase = p.next().key
        if phase not in ("main", "combat"):
            p.fail()
        p.expect("phase")
        found = condition(PHASE_IS, phase=phase, whose="you")
    p.mark(C_PHASE_IS)
    return found


def attacked_this_turn(p: Parser, flt: ObjectFilter) -> ObjectFilter:
    """"<creatures> that attacked this turn": declared as attackers in a combat of this turn
    (CR 508.1); one put onto the battlefield attacking never attacked (CR 508.4)."""
    if flt.this_turn or not p.accept("that", "attacked", "this", "turn"):
        return flt
    p.mark(C_ATTACKED)
    return replace(flt, this_turn=ATTACKED_WITH)
