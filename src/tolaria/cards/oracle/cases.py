"""Case cards (CR 719): "To solve — [condition]" and "Solved — [ability]".

"To solve — [condition]" is a triggered ability: "At the beginning of your end step, if
[condition] and this Case isn't solved, it becomes solved" (CR 719.3), read here with the
one condition language (`tolaria.cards.oracle.conditions`). "Solved — [ability]" is read
as any other ability line by the compiler; `levels.conditioned` then makes it work only
while the Case is solved (CR 719.3c, 702.169b-d): a static ability applies, a triggered
ability triggers and an activated ability can be activated only then. Solved is a
designation (CR 719.3b, `tolaria.rules.keywords.solved`).
"""

from __future__ import annotations

from tolaria.cards.oracle.conditions import condition_phrase
from tolaria.cards.oracle.lexer import tokenize
from tolaria.cards.oracle.parser import Card, NoParse, Parser, Scope, construct
from tolaria.data.ir import Condition, TriggeredAbility, condition, effect
from tolaria.data.vocabulary import SOLVE, SOLVED

C_TO_SOLVE = construct("case.to_solve", "To solve — <condition>: at the beginning of your end "
                                        "step, if <condition> and this Case isn't solved, it "
                                        "becomes solved (CR 719.3)")
C_SOLVED = construct("case.solved", "Solved — <ability>: a static ability that applies, a "
                                    "triggered ability that triggers, an activated ability "
                                    "that can be activated only while this Case is solved "
                                    "(CR 719.3b-c, 702.169)")
TO_SOLVE_LABEL = "To solve — "
SOLVED_LABEL = "Solved — "
WHILE_SOLVED: Condition = condition(SOLVED)


def to_solve(line: str, card: Card, names: tuple[str, ...]
             ) -> tuple[TriggeredAbility, list[str]] | None:
    """"To solve — You control seven or more lands." as its end step trigger (CR 719.3)
    and the constructs read, or None if the condition can't be read."""
    p = Parser(tokenize(line[len(TO_SOLVE_LABEL):], names), card, Scope("triggered"), line)
    try:
        found = condition_phrase(p)
        p.expect(".")
        p.end()
    except NoParse:
        return None
    unsolved = condition("not", part=WHILE_SOLVED)
    return TriggeredAbility(
        event="step", step="end", whose="you", effects=(effect(SOLVE),), text=line,
        condition=condition("all", parts=(found, unsolved))), [*p.used, C_TO_SOLVE]
