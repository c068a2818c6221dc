"""Riders: instructions that depend on a condition or on an earlier instruction.

"[Then] if <condition>, <instructions>.", "<instruction> if <condition>.", "If
<condition>, instead <instructions>." (CR 608.2c, 614.15), "<instruction> unless you
<action> / <player> pays {M} / <condition>." (CR 118.12), "<action>. If you do, ..." and
"<action>. When you do, ..." (CR 603.12), "If that spell is countered this way, exile it
instead ..." (CR 701.5a). The conditions are `conditions.condition_phrase`'s; the effect
ops are `tolaria.effects.conditional`'s. `instructions.sentence` tries these readers.
"""

from __future__ import annotations

from typing import Any

from tolaria.cards.ir import Condition, ObjectFilter, condition
from tolaria.cards.oracle.conditions import condition_before_comma, condition_phrase
from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import number, permanent_description, self_ref

# -- "If you do" / "When you do" (CR 608.2c, 603.12) ---------------------------------------------

C_IF_YOU_DO = construct("condition.if_you_do", "<action>. If you do, <instructions>: only if "
                        "the action (draw, discard, sacrifice, exile a card) was done "
                        "(CR 608.2c)")
C_WHEN_YOU_DO = construct("condition.when_you_do", "<action>. When you do, <instructions>: "
                          "a reflexive triggered ability with its own targets (CR 603.12)")


def _doable(action: Any) -> bool:
    """The actions whose "if you do" the engine can tell (tolaria.effects.conditional)."""
    op = action.op
    if op in ("draw", "discard", "mill"):
        return action.get("who") == "you" and action.get("amount") == 1
    if op == "sacrifice":
        return action.get("target", "self") == "self"
    if op == "sacrifice_choice":
        return action.get("who") == "you" and action.get("count", 1) == 1
    if op == "bounce_choice":
        return True
    return op == "exile_card" and isinstance(action.get("target"), int)


C_IF = construct("condition.if_rider", "[Then] if <condition>, <instructions>.: they happen "
                 "only if the condition is true as they would (CR 608.2c)")


def if_sentence(p: Parser, before: list[Any]) -> list[Any]:
    """"If you do, ..." / "When you do, ..." / "[Then] if <condition>, <instructions>."."""
    from tolaria.cards.ir import effect
    if p.at("if", "you", "do") or p.at("when", "you", "do"):
        return if_you_do(p, before)
    if p.at("if", "that", "spell", "is", "countered", "this", "way", ","):
        return _countered_instead(p, before)
    then_word = p.accept("then")
    p.expect("if")
    cond = p.choice(_kicked_instead, _it_is, _its_number, lambda q: condition_before_comma(q, False),
                    condition_phrase)
    p.expect(",")
    instead = not then_word and p.accept("instead")
    n_targets, start = len(p.scope.targets), p.i
    then = _clauses(p)
    if len(p.scope.targets) != n_targets:
        p.fail()              # a target chosen only if ...: not read (CR 601.2c)
    if p.scope.it == "self" and any(k in ("it", "its", "that") for k in p.keys[start:p.i]):
        p.fail()              # "that land" may be what an earlier instruction found: not read
    p.mark(C_IF)
    if instead:
        return _instead(p, before, cond, then)
    return before + [effect("if", condition=cond, effect=e) for e in then]


def _instead(p: Parser, before: list[Any], cond: Condition, then: list[Any]) -> list[Any]:
    """"<instruction>. If <condition>, instead <instructions>." (CR 614.15): the earlier
    instruction (one only: which ones "instead" replaces must be clear) or the new ones."""
    from tolaria.cards.ir import effect
    if len(before) != 1:
        p.fail()
    p.mark(C_INSTEAD)
    return [effect("if", condition=condition("not", part=cond), effect=before[0])] + [
        effect("if", condition=cond, effect=e) for e in then]


def _kicked_instead(p: Parser) -> Condition:
    """"this spell was kicked" before ", instead" (CR 702.33d; the other "if kicked"
    sentences are `instructions._if_kicked`'s)."""
    if p.scope.kind != "spell" or not self_ref(p):
        p.fail()
    p.expect("was", "kicked")
    if not p.at(",", "instead"):
        p.fail()
    return condition("kicked")


def _its_number(p: Parser) -> Condition:
    """"its power is 4 or greater", "its toughness is 2 or less" (its: a target
    permanent, as the instruction would happen)."""
    ref = _target_it(p)
    p.expect("its")
    what = p.next().key
    if what not in ("power", "toughness"):
        p.fail()
    p.expect("is")
    n = number(p)
    if p.accept("or", "greater"):
        op = ">="
    elif p.accept("or", "less"):
        op = "<="
    else:
        p.fail()
    p.mark(C_IF)
    return condition("it_is", ref=ref, filter=ObjectFilter(compare=((what, op, n),)))


def _target_it(p: Parser) -> int:
    """The target permanent "it" names now."""
    ref = p.scope.it
    if not isinstance(ref, int):
        p.fail()
    spec = p.scope.targets[ref]
    if spec.objects is None or spec.players is not None or spec.objects.spell \
            or spec.objects.zone:
        p.fail()
    return ref


def _it_is(p: Parser) -> Condition:
    """"it's a Spider", "it's an artifact creature": what a target permanent is as the
    instruction would happen (CR 608.2c, 608.2h)."""
    ref = _target_it(p)
    p.expect("it", "'s")
    status = {"tapped": ObjectFilter(tapped=True), "untapped": ObjectFilter(tapped=False),
              "attacking": ObjectFilter(combat="attacking"),
              "blocking": ObjectFilter(combat="blocking")}.get(p.peek() or "")
    if status is not None:                            # "if it's tapped" (CR 110.5, 506.4)
        p.i += 1
        p.mark(C_IF)
        return condition("it_is", ref=ref, filter=status)
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = permanent_description(p)
    if plural or flt.controller is not None or flt.other or flt.combat or flt.token is not None:
        p.fail()
    p.mark(C_IF)
    return condition("it_is", ref=ref, filter=flt)


def if_you_do(p: Parser, before: list[Any]) -> list[Any]:
    """"<action>. If you do, <instructions>." and "<action>. When you do, <instructions>.":
    the action wrapped in a "did" step, the instructions in "if_you_do" steps."""
    from tolaria.cards.ir import TriggeredAbility, effect
    from tolaria.cards.oracle.parser import Scope
    if not before or not _doable(before[-1]) or p.scope.kind not in ("triggered", "activated",
                                                                       "spell"):
        p.fail()
    start = p.i
    if p.accept("when", "you", "do", ","):
        outer = p.scope
        p.scope = Scope("triggered", it="self" if outer.it == "self" else None)
        cond = None
        try:
            if p.accept("if"):                       # its own intervening "if" (CR 603.4)
                cond = condition_phrase(p)
                p.expect(",")
            effects = _clauses(p)
            targets = tuple(p.scope.targets)
        finally:
            p.scope = outer
        text = p.text_from(start)
        then = [effect("reflexive", ability=TriggeredAbility(
            event="reflexive", effects=tuple(effects), targets=targets, text=text,
            condition=cond))]
        if cond is not None:                         # checked as it would trigger, too
            then = [effect("if", condition=cond, effect=then[0])]
        p.mark(C_WHEN_YOU_DO)
    else:
        p.expect("if", "you", "do", ",")
        then = _clauses(p)
        p.mark(C_IF_YOU_DO)
    return before[:-1] + [effect("did", effect=before[-1])] + [
        effect("if_you_do", effect=e) for e in then]


def _clauses(p: Parser) -> list[Any]:
    """Clauses up to the end of the sentence (as `instructions.sentence` reads them)."""
    from tolaria.cards.oracle.instructions import clause
    p.sentence = p.i
    effects = clause(p)
    while not p.accept("."):
        if p.accept(",", "then") or p.accept("then") or p.accept("and") or p.accept(","):
            effects += clause(p)
        else:
            p.fail()
    return effects


# -- "If that spell is countered this way, exile it instead ..." (CR 614.15, 701.5a) -----------

C_COUNTERED_INSTEAD = construct("condition.countered_instead", "Counter target spell. If that "
                                "spell is countered this way, exile it / put it on top of its "
                                "owner's library / into its owner's hand instead (CR 614.15)")


def _countered_instead(p: Parser, before: list[Any]) -> list[Any]:
    """Where the countered spell goes instead of its owner's graveyard."""
    from tolaria.cards.ir import effect
    if not before or before[-1].op != "counter":
        p.fail()
    p.expect("if", "that", "spell", "is", "countered", "this", "way", ",")
    if p.accept("exile", "it", "instead", "of", "putting", "it", "into", "its", "owner", "'s",
                "graveyard", "."):
        to = "exile"
    elif p.accept("put", "it", "on", "top", "of", "its", "owner", "'s", "library", "instead",
                  "of", "into", "that", "player", "'s", "graveyard", "."):
        to = "library"
    elif p.accept("put", "it", "into", "its", "owner", "'s", "hand", "instead", "of", "into",
                  "that", "player", "'s", "graveyard", "."):
        to = "hand"
    else:
        p.fail()
    p.mark(C_COUNTERED_INSTEAD)
    return before[:-1] + [effect("counter_to", target=before[-1].get("target"), to=to)]


# -- "<instruction> unless you <action / condition>" (CR 118.12, 608.2c) -----------------------

C_UNLESS = construct("condition.unless", "<instruction> unless you discard a card / sacrifice "
                     "a <description> (its controller chooses, CR 118.12) / unless "
                     "<condition> (CR 608.2c)")


C_INSTEAD = construct("condition.instead", "If <condition>, instead <instructions>. / <this> "
                      "deals N damage instead if <condition>.: a spell's own replacement "
                      "of its earlier instruction (CR 614.15)")


def _deals_instead(p: Parser, before: list[Any]) -> list[Any]:
    """"Brimstone Volley deals 5 damage instead if a creature died this turn." after "...
    deals 3 damage to any target.": the amount, chosen as it resolves (CR 614.15)."""
    from tolaria.cards.ir import effect
    if len(before) != 1 or before[0].op != "damage" or not isinstance(
            before[0].get("amount"), int) or before[0].get("instead"):
        p.fail()
    if not self_ref(p):
        p.fail()
    p.expect("deals")
    n = number(p)
    p.expect("damage", "instead", "if")
    cond = condition_phrase(p)
    p.expect(".")
    old = before[0]
    new = effect(old.op, **{**dict(old.params), "amount": n})
    p.mark(C_INSTEAD)
    return [effect("if", condition=condition("not", part=cond), effect=old),
            effect("if", condition=cond, effect=new)]


def unless_sentence(p: Parser, before: list[Any]) -> list[Any]:
    """"Sacrifice this creature unless you discard a card." / "Then discard a card unless
    you attacked this turn.": one clause, then "unless"."""
    from tolaria.cards.ir import effect
    from tolaria.cards.oracle.instructions import clause
    if "unless" not in p.keys[p.i:]:
        return p.choice(lambda q: _deals_instead(q, before), lambda q: _suffix_if(q, before))
    p.accept("then")
    p.sentence = p.i
    main = clause(p)
    n_targets = len(p.scope.targets)            # none in the "unless" part (CR 601.2c)
    p.expect("unless")
    payer = p.attempt(_unless_payer, main)
    if payer is not None:
        from tolaria.cards.oracle.instructions import _unless_mana
        mana = _unless_mana(p)
        p.expect(".")
        if len(main) != 1 or len(p.scope.targets) != n_targets:
            p.fail()
        p.mark(C_UNLESS_PAYS)
        return before + [effect("unless_pays", payer=payer, mana=mana, effect=main[0])]
    action = p.attempt(_unless_action)
    if action is not None:
        p.expect(".")
        if len(main) != 1 or len(p.scope.targets) != n_targets:
            p.fail()
        p.mark(C_UNLESS)
        return before + [effect("unless_do", action=action, effect=main[0])]
    cond = condition_phrase(p)
    p.expect(".")
    p.mark(C_UNLESS)
    return before + [effect("if", condition=condition("not", part=cond), effect=e)
                     for e in main]


def _suffix_if(p: Parser, before: list[Any]) -> list[Any]:
    """"Draw a card if you have no cards in hand.", "put two +1/+1 counters on it if you
    gained life this turn": one instruction, only if the condition is true (CR 608.2c)."""
    from tolaria.cards.ir import effect
    from tolaria.cards.oracle.instructions import clause
    p.sentence = p.i
    main = clause(p)
    n_targets = len(p.scope.targets)
    p.expect("if")
    cond = p.choice(_it_is, _its_number, condition_phrase)
    p.expect(".")
    if len(main) != 1 or len(p.scope.targets) != n_targets:
        p.fail()
    p.mark(C_IF)
    return before + [effect("if", condition=cond, effect=main[0])]


C_UNLESS_PAYS = construct("condition.unless_pays", "<instruction> unless you pay / its "
                          "controller pays / that player pays {M}: the player chooses as it "
                          "resolves (CR 118.12)")


def _unless_payer(p: Parser, main: list[Any]) -> Any:
    """Who may pay: "you pay", "its controller pays" (it: the object just named), "they
    pay" / "that player pays" (the one player the instruction is about)."""
    if p.accept("you", "pay"):
        return "you"
    if p.accept("its", "controller", "pays"):
        ref = p.scope.it
        if not (isinstance(ref, int) or ref in ("self", "event")):
            p.fail()
        return ("controller", ref)
    if not (p.accept("they", "pay") or p.accept("that", "player", "pays")):
        p.fail()
    who = main[0].get("who") if len(main) == 1 else None
    if not (isinstance(who, int) or who == "event" or (
            isinstance(who, tuple) and who[0] == "controller")):
        p.fail()                     # "each opponent ... unless they pay": one at a time
    return who


def _unless_action(p: Parser) -> Any:
    """"you discard a card", "you sacrifice a land / another creature"."""
    from tolaria.cards.oracle.instructions import clause
    if p.at("you", "return"):
        p.i += 1                                      # "you return a land you control ..."
    elif not p.at("you", "discard") and not p.at("you", "sacrifice"):
        p.fail()
    found = clause(p)
    if len(found) != 1 or not _doable(found[0]) or found[0].op not in (
            "discard", "sacrifice_choice", "bounce_choice"):
        p.fail()
    return found[0]
