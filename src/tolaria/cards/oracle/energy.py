"""Energy paid as an instruction resolves (CR 107.14, 122.1): the grammar.

- "You get {E}{E}{E}, then you may pay any amount of {E}." (Harnessed Lightning, Galvanic
  Discharge): the controller chooses how much of their energy to pay; after it, "that much"
  and "for each {E} paid this way" are that amount (`Scope.energy_paid`);
- "You get {E}{E}{E}{E}, then you may pay an amount of {E} equal to <quantity>. If you do,
  <instructions>." (Confiscation Coup): all of it or none (CR 118.3).

Called by `instructions.sentence` (the sentence), `phrases.amount` ("that much") and
`quantities.countable` ("{E} paid this way"); played by `tolaria.rules.effects.paying`.
"""

from __future__ import annotations

from typing import Any

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.data.ir import Effect, effect
from tolaria.data.vocabulary import ENERGY_PAID

C = {name: construct(name, text) for name, text in (
    ("energy.pay_any", "You get {E}{E}{E}, then you may pay any amount of {E}. <source> deals "
                       "that much damage / ... for each {E} paid this way: the energy paid "
                       "(CR 107.14, 122.1)"),
    ("energy.pay_equal", "You get {E}{E}{E}{E}, then you may pay an amount of {E} equal to "
                         "<quantity>. If you do, <instructions> (CR 107.14, 118.3)"),
)}


def pay_sentence(p: Parser, before: list[Effect]) -> list[Effect]:
    """"You get {E}..{E}, then you may pay any amount of {E} / an amount of {E} equal to
    <quantity>. [If you do, <instructions>.]" (CR 107.14)."""
    from tolaria.cards.oracle import phrases, riders
    got = [_get(p)]
    p.expect(",", "then")
    p.expect("you", "may", "pay")
    if p.accept("any", "amount", "of", "{E}", "."):
        p.scope.energy_paid = True
        p.mark(C["energy.pay_any"])
        return before + got + [effect("pay_energy_any")]
    p.expect("an", "amount", "of", "{E}", "equal", "to")
    q = phrases.quantity(p)
    p.expect(".")
    if not p.at("if", "you", "do", ","):
        p.fail()
    found = riders.if_you_do(p, before + got + [effect("pay_energy", amount=q)],
                             optional=True)
    did = len(before) + len(got)             # "you may": asked as it resolves (CR 608.2d)
    p.mark(C["energy.pay_equal"])
    return found[:did] + [effect("did", effect=found[did].get("effect"), may=True)] + found[
        did + 1:]


C_PAY_OR_ELSE = construct("energy.pay_if_you_cant", "Pay {E}{E}. If you can't, <instructions>."
                          ": paid whenever its controller has that much, the instructions "
                          "only when they don't (CR 107.14, 608.2c)")


def pay_or_else(p: Parser, before: list[Effect]) -> list[Effect]:
    """"When this creature enters, pay {E}{E}. If you can't, return this creature to its
    owner's hand and you get {E}." (Greenbelt Rampager): not optional (CR 107.14)."""
    from tolaria.cards.oracle.riders import _clauses
    if p.scope.kind != "triggered":
        p.fail()
    p.expect("pay")
    n = 0
    while p.accept("{E}"):
        n += 1
    p.expect(".", "if", "you", "can't", ",")
    n_targets = len(p.scope.targets)
    then = _clauses(p)
    if len(p.scope.targets) != n_targets:
        p.fail()                          # a target chosen only if you can't (CR 601.2c)
    p.mark(C_PAY_OR_ELSE)
    return before + [effect("did", effect=effect("pay_energy", amount=n))] + [
        effect("if_you_dont", effect=e) for e in then]


def _get(p: Parser) -> Effect:
    """"you get {E}{E}{E}" (CR 107.14)."""
    p.expect("you", "get")
    n = 0
    while p.accept("{E}"):
        n += 1
    if not n:
        p.fail()
    return effect("get_energy", amount=n)


def paid(p: Parser) -> Any:
    """"that much" (an amount) after "pay any amount of {E}": the energy paid, else None."""
    if p.scope.energy_paid and p.at("that", "much"):
        p.i += 2
        p.mark(C["energy.pay_any"])
        return (ENERGY_PAID,)
    return None


def paid_count(p: Parser) -> tuple[Any, ...]:
    """"{E} paid this way" counted by "for each" (after "pay any amount of {E}")."""
    if not p.scope.energy_paid:
        p.fail()
    p.expect("{E}", "paid", "this", "way")
    p.mark(C["energy.pay_any"])
    return (ENERGY_PAID,)
