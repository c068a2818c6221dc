"""Rolling dice (CR 706): "Roll a d20." / "Roll a six-sided die." (CR 706.1a), "Roll a d20
and add <quantity>." (a modifier, CR 706.2), the results table printed below such an
instruction (CR 706.3), and what later text says of the result (CR 706.4): "the result",
"If the result is 3 or less, ..." / "If you roll a 6, ..." / "On a 5 or higher, ...",
"When you do, ..." (a reflexive ability, CR 603.12). Triggers: "Whenever you roll one or
more dice" (once per instruction; "If any of those results was ...") and "Whenever you
roll a die / a 6 / a 4 or higher / a natural 20" (once per die, CR 603.2).

A results table's rows are lines of their own ("1—9 | Draw two cards."); the compiler
(`compile_text`) reads them with the line of the roll, as one ability (CR 706.3b), and
`instructions.sentence` hands them to `results_table` after the roll.
"""
from __future__ import annotations

import re

from tolaria.cards.oracle.parser import Parser, Scope, construct
from tolaria.cards.oracle.phrases import NUMBER_WORDS, number, quantity
from tolaria.data.ir import Effect, StaticAbility, TriggeredAbility, condition, effect
from tolaria.data.vocabulary import DICE_ROLLED, DIE_RESULT, DIE_ROLLED, EXTRA_DIE

C_ROLL = construct("dice.roll", "Roll a dN. / Roll an N-sided die.: one die with N equally "
                                "likely results from 1 to N, the result logged for all "
                                "(CR 706.1a, 706.2)")
C_TABLE = construct("dice.results_table", "Roll a d20. followed by results-table lines "
                                          "\"1—9 | <instructions>\", \"20 | ...\": the "
                                          "instructions of the row the result is in "
                                          "(CR 706.3a-b)")
C_MODIFIER = construct("dice.modifier", "Roll a d20 and add <quantity>.: the result is the "
                                        "natural result plus that quantity, counted as the "
                                        "die is rolled; a results table's last row \"15+\" "
                                        "has no upper end (CR 706.2, 706.3a)")
C_THOSE_TOKENS = construct("dice.those_tokens", "a results-table row \"Create two of those "
                                               "tokens.\": the token an earlier row creates "
                                               "(CR 706.3a, 111.1)")
C_RESULT = construct("dice.the_result", "Roll a six-sided die. ... equal to the result / "
                                        "where X is the result: the number that die rolled "
                                        "(CR 706.2, 706.4, 608.2h)")

ROLL_DIE = "roll_die"
IF_RESULT = "if_die_result"
# a line with a die roll, and a results-table row ("1—9 | ...", "20 | ...", "9 or less | ...")
ROLL_LINE = re.compile(r"\broll an? (?:d\d+|[a-z]+-sided die)(?: and add [^.]+)?\.",
                       re.IGNORECASE)
ROW = re.compile(r"^\d+(?:[—\-–]\d+|\+| or less)? \| ")


def table_row(line: str, rolled: str) -> bool:
    """Is `line` a results-table row of the die roll in `rolled` (CR 706.3b)?"""
    return ROW.match(line) is not None and ROLL_LINE.search(rolled) is not None


def roll(p: Parser) -> list[Effect]:
    """"roll a d20" / "roll a six-sided die" (CR 706.1a), "roll a d20 and add <quantity>"
    (a modifier, CR 706.2): the last period is the caller's."""
    p.expect("roll", "a")
    sides = _sides(p)
    add = None
    if p.accept("and", "add"):
        add = quantity(p)          # counted as the die is rolled (CR 706.2, 608.2h)
        p.mark(C_MODIFIER)
    if not p.at("."):
        p.fail()                   # "twice", "for each ...", "and subtract": not read
    p.mark(C_ROLL)
    return [effect(ROLL_DIE, sides=sides, add=add)] if add is not None else \
        [effect(ROLL_DIE, sides=sides)]


def _sides(p: Parser) -> int:
    """"d20" (two tokens) or "six-sided die"."""
    token = p.token(1)
    if p.accept("d") and token is not None and token.kind == "num":
        return int(p.next().key)
    word = p.peek() or ""
    if word.endswith("-sided") and word[:-6] in NUMBER_WORDS and p.peek(1) == "die":
        p.i += 2
        return NUMBER_WORDS[word[:-6]]
    p.fail()


def row_ahead(p: Parser) -> bool:
    """Does a results-table row start here ("1 — 9 |", "20 |", "15 + |")?"""
    token = p.token()
    return token is not None and token.kind == "num" and "|" in p.keys[p.i + 1:p.i + 5]


def results_table(p: Parser, before: list[Effect]) -> list[Effect]:
    """The rows after "Roll a dN.": each row's instructions happen only if the result is in
    its range (CR 706.3a). The rows must cover every result from 1 to N, once each; a
    target in a row is not read (targets are chosen before the roll, CR 601.2c)."""
    from tolaria.cards.oracle.instructions import sentence
    # with a modifier added, the last row ("15+") has no upper end
    top = None if before[-1].get("add") is not None else before[-1].get("sides")
    it, them, targets = p.scope.it, p.scope.them, len(p.scope.targets)
    out, covered = list(before), 0
    while row_ahead(p):
        if covered is None:
            p.fail()                             # a row after an open-ended one
        low, high = _bounds(p, top)
        if low != covered + 1:
            p.fail()
        p.scope.it, p.scope.them = it, them      # a row reads nothing another row did
        row = _more_of_those(p, [e.get("effect") for e in out[len(before):]])
        while not p.done and not row_ahead(p):
            row = sentence(p, row)
        if not row or len(p.scope.targets) != targets:
            p.fail()
        out += [effect(IF_RESULT, low=low, high=high, effect=e) for e in row]
        covered = high
    if covered != top or not p.done:
        p.fail()
    p.mark(C_TABLE)
    return out


def _more_of_those(p: Parser, earlier: list[Effect]) -> list[Effect]:
    """"Create two of those tokens." (Swarming Goblins): the token an earlier row
    describes, this many of it; [] if the row doesn't start so."""
    if not p.at("create") or p.peek(2) != "of" or p.keys[p.i + 3:p.i + 6] != [
            "those", "tokens", "."]:
        return []
    made = {tuple(kv for kv in e.params if kv[0] != "count") for e in earlier
            if e.op == "create_tokens"}
    if len(made) != 1 or any(e.op == "copy_tokens" for e in earlier):
        p.fail()                                  # no one token those words describe
    p.i += 1
    n = number(p)
    p.i += 4
    p.mark(C_THOSE_TOKENS)
    return [effect("create_tokens", count=n, **dict(made.pop()))]


def _bounds(p: Parser, top: int | None) -> tuple[int, int | None]:
    """A row's results: "1—9", "20", "20+" (up to `top`, the most the roll can give, None
    if unbounded), "9 or less" (from 1)."""
    low = int(p.next().key)
    if p.accept("—") or p.accept("-"):
        token = p.next()
        if token.kind != "num":
            p.fail()
        low, high = low, int(token.key)
    elif p.accept("+"):
        high = top
    elif p.accept("or", "less"):
        low, high = 1, low
    else:
        high = low
    p.expect("|")
    if low < 1 or high is not None and (high < low or top is not None and high > top):
        p.fail()
    return low, high


def the_result(p: Parser) -> tuple[str] | None:
    """"the result", after the one die roll of this ability (CR 706.4); None otherwise."""
    if not p.at("the", "result") or p.scope.kind == "static":
        return None
    rolls = [j for j in range(p.i) if p.keys[j:j + 2] == ["roll", "a"] and j + 2 < p.n
             and (p.keys[j + 2] == "d" or p.keys[j + 2].endswith("-sided"))]
    if not rolls and p.scope.event == DIE_ROLLED:
        p.i += 2                          # the result of the die the trigger is about
        p.mark(C_RESULT)
        return ("event_amount", None)
    if len(rolls) != 1:
        return None
    p.i += 2
    p.mark(C_RESULT)
    return (DIE_RESULT,)


C_IF_RESULT = construct("dice.if_result", "Roll a six-sided die. If the result is N or less / "
                                          "If you roll a N [or higher] / On a N or M, "
                                          "<instructions>. [Otherwise, <instructions>.]: "
                                          "done only for those results; \"that much\" is the "
                                          "result (CR 706.4, 608.2c)")


C_ANY_RESULT = construct("dice.if_any_result", "Whenever you roll one or more dice, ... If "
                                              "any of those results was N or higher, "
                                              "<instructions>.: done only if one of the "
                                              "dice rolled had such a result (CR 706.2, "
                                              "603.2)")


def if_any_result(p: Parser, before: list[Effect]) -> list[Effect]:
    """"If any of those results was 10 or higher, draw a card." in a "Whenever you roll one
    or more dice" trigger (Farideh, Devil's Chosen)."""
    if p.scope.event != DICE_ROLLED:
        p.fail()
    p.expect("if", "any", "of", "those", "results", "was")
    token = p.next()
    if token.kind != "num" or not p.accept("or", "higher"):
        p.fail()
    p.expect(",")
    found = [effect(IF_RESULT, low=int(token.key), high=None, event=True, effect=e)
             for e in _about_result(p, rolled=False)]
    p.mark(C_ANY_RESULT)
    return list(before) + found


def if_result_ahead(p: Parser, before: list[Effect]) -> bool:
    """Does a sentence about the result of the roll just made start here?"""
    rolls = [e for e in before if e.op != IF_RESULT]
    return bool(rolls) and rolls[-1].op == ROLL_DIE and rolls[-1].get("add") is None and (
        p.at("if", "the", "result", "is") or p.at("if", "you", "roll") or p.at("on", "a"))


def if_result(p: Parser, before: list[Effect]) -> list[Effect]:
    """"If the result is 3 or less, ...", "If you roll a 6, ...", "On a 5 or higher, ...",
    and an "Otherwise, ..." after it: instructions done only for those results (CR 706.4).
    A target there is not read (it would be chosen before the roll, CR 601.2c)."""
    sides = [e for e in before if e.op != IF_RESULT][-1].get("sides")
    if p.accept("if", "the", "result", "is") or p.accept("if", "you", "roll", "a"):
        low, high = _condition(p, sides)
    else:
        p.expect("on", "a")
        low, high = _condition(p, sides)
    out = list(before) + [effect(IF_RESULT, low=low, high=high, effect=e)
                          for e in _about_result(p)]
    if p.accept("otherwise", ","):
        if low == 1 and high < sides:
            low, high = high + 1, sides
        elif high == sides and low > 1:
            low, high = 1, low - 1
        else:
            p.fail()
        out += [effect(IF_RESULT, low=low, high=high, effect=e) for e in _about_result(p)]
    p.mark(C_IF_RESULT)
    return out


def _condition(p: Parser, sides: int) -> tuple[int, int]:
    """"3 or less", "5 or higher", "3 or 4", "6", then the comma."""
    token = p.next()
    if token.kind != "num":
        p.fail()
    low = high = int(token.key)
    if p.accept("or", "less") or p.accept("or", "lower"):
        low = 1
    elif p.accept("or", "higher") or p.accept("or", "greater") or p.accept("or", "more"):
        high = sides
    elif p.at("or") and p.peek(1) == str(low + 1):
        p.i += 2
        high = low + 1
    p.expect(",")
    if not 1 <= low <= high <= sides:
        p.fail()
    return low, high


def _about_result(p: Parser, rolled: bool = True) -> list[Effect]:
    """Clauses to the end of the sentence (its period read), "that much" the result. "It"
    there is read only as this object: after "deals 1 damage to target player or
    planeswalker. Roll a six-sided die. On a 5 or higher, untap it." (Lobe Lobber) it is
    the creature, not the target."""
    from tolaria.cards.oracle.instructions import clause
    targets, it = len(p.scope.targets), p.scope.it
    p.scope.rolled, p.scope.it = rolled, "self" if it == "self" else None
    try:
        p.sentence = p.i
        effects = clause(p)
        while not p.accept("."):
            if p.accept(",", "then") or p.accept("then") or p.accept("and") or \
                    p.accept(","):
                effects += clause(p)
            else:
                p.fail()
    finally:
        p.scope.rolled = False
        p.scope.it = "self" if p.scope.it == "self" else it
    if len(p.scope.targets) != targets:
        p.fail()
    return effects


C_ROLLED_RESULT = construct("trigger.die_rolled", "Whenever you roll a die / a N / a N or "
                                                  "higher [on a die] / a natural 20: once for "
                                                  "each die with such a result; \"that many\", "
                                                  "\"the result\" are its result (CR 706.2, "
                                                  "603.2)")


def die_event(p: Parser) -> list[dict]:
    """"you roll a die", "you roll a 1", "you roll a 4 or higher on a die", "you roll a
    natural 20" (after "Whenever"), to the comma; an intervening "if" after it isn't read
    (the result is the event's condition)."""
    p.expect("you", "roll", "a")
    ev: dict = {"event": DIE_ROLLED, "whose": "you"}
    if not p.accept("die"):
        natural = p.accept("natural")
        token = p.next()
        if token.kind != "num":
            p.fail()
        low = high = int(token.key)
        if p.accept("or", "higher") or p.accept("or", "greater"):
            high = None
        elif p.accept("or", "less") or p.accept("or", "lower"):
            low = 1
        elif p.at("or") and p.peek(1) == str(low + 1):
            p.i += 2
            high = low + 1
        p.accept("on", "a", "die")
        bounds = {"at_least": low} if high is None else {"at_least": low, "at_most": high}
        ev["condition"] = condition(DIE_RESULT, natural=natural, on_trigger=True,
                                    **bounds)        # the event's, not an "if" (CR 603.4)
    if not p.at(",") or p.peek(1) == "if":
        p.fail()
    p.scope.it, p.scope.event_subject, p.scope.event = None, "", DIE_ROLLED
    p.mark(C_ROLLED_RESULT)
    return [ev]


C_WHEN_ROLLED = construct("dice.when_you_do", "Roll a d20. When you do, <instruction>[, where "
                                              "X is the result].: a reflexive triggered "
                                              "ability with its own targets, \"the result\" "
                                              "the roll's (CR 603.12, 706.4)")


def when_you_do(p: Parser, before: list[Effect]) -> list[Effect]:
    """"roll a d20. When you do, put X +1/+1 counters on each of up to two target
    creatures, where X is the result." (Ancient Bronze Dragon): the roll always happens, so
    the reflexive ability always triggers (CR 603.12); its sentence is its own."""
    from tolaria.cards.oracle.instructions import sentence
    if not before or before[-1].op != ROLL_DIE or p.scope.kind not in (
            "triggered", "activated", "spell"):
        p.fail()
    start = p.i
    p.expect("when", "you", "do", ",")
    outer = p.scope                  # its event is the first ability's (CR 603.12)
    p.scope = Scope("triggered", it=outer.it if outer.it in ("self", "event") else None,
                    event=outer.event, event_subject=outer.event_subject,
                    self_gone=outer.self_gone)
    try:
        effects = sentence(p, [])
        targets = tuple(p.scope.targets)
    finally:
        p.scope = outer
    if not p.done:
        p.fail()                     # a later sentence: the first ability's, or this one's?
    p.mark(C_WHEN_ROLLED)
    return list(before) + [effect("reflexive", about=DIE_RESULT, ability=TriggeredAbility(
        event="reflexive", effects=tuple(effects), targets=targets,
        text=p.text_from(start)))]


C_EXTRA_DIE = construct("dice.extra_die", "If you would roll one or more dice, instead roll "
                                          "that many dice plus one and ignore the lowest "
                                          "roll.: a replacement; the ignored roll never "
                                          "happened (CR 614.1a, 706.6)")


def extra_die(p: Parser) -> StaticAbility:
    """Pixie Guide's, Barbarian Class's replacement of its controller's rolls."""
    p.expect("if", "you", "would", "roll", "one", "or", "more", "dice", ",", "instead",
             "roll", "that", "many", "dice", "plus", "one", "and", "ignore", "the",
             "lowest", "roll", ".")
    p.mark(C_EXTRA_DIE)
    return StaticAbility(kind=EXTRA_DIE, affects="you")
