"""Riders: instructions that depend on a condition or on an earlier instruction.

"[Then] if <condition>, <instructions>.", "<instruction> if <condition>.", "If
<condition>, instead <instructions>." / "If <condition>, <instruction> instead." /
"<instruction> instead if <condition>." (CR 608.2c, 614.15; on a spell's later line it
replaces the earlier line's instruction, the condition checked once), "<instruction>
unless you <action> / <player> pays {M} [for each ...] / pays {E}{E} / pays N life /
<condition>." (CR 118.12), "[you may] <action>. If you do, ..." and "... When you do,
..." (CR 603.12, 608.2d), "you may pay {M}. When you do, ..." after a trigger, "If that
spell is countered this way, exile it instead ..." (CR 701.5a).

Actions and phrases read here for them: "pay N life" (CR 119.4), "discard a <kind> card",
"discards N cards at random" (CR 701.8b), "tap N untapped <permanents> you control",
"choose target <description>" (and "the chosen creature"), "any number of / up to two
target players each <verb>", "attach this Equipment to it" (the trigger's creature).
The conditions are `conditions.condition_phrase`'s; the effect ops are
`tolaria.rules.effects.conditional`'s, `paying`'s and `discards`'. `instructions.sentence` tries
these readers.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.cards.oracle import added_phases
from tolaria.cards.oracle.conditions import (
    adjective_only,
    condition_before_comma,
    condition_phrase,
)
from tolaria.cards.oracle.parser import NoParse, Parser, construct
from tolaria.cards.oracle.phrases import (
    COLOR_WORDS,
    description,
    number,
    or_more_less,
    permanent_description,
    self_ref,
    status_in,
)
from tolaria.data.ir import Condition, ObjectFilter, TargetSpec, condition
from tolaria.data.vocabulary import ATTACKED_OR_BLOCKED, GIFT_PROMISED, OF_OWNER, PLAYER_UNTAPS

# -- "If you do" / "When you do" (CR 608.2c, 603.12) ---------------------------------------------

C_IF_YOU_DO = construct("condition.if_you_do", "<action>. If you do, <instructions>: only if "
                        "the action (draw, discard, sacrifice, exile a card, remove "
                        "counters) was done "
                        "(CR 608.2c)")
C_WHEN_YOU_DO = construct("condition.when_you_do", "<action>. When you do, <instructions>: "
                          "a reflexive triggered ability with its own targets (CR 603.12)")


def _doable(action: Any, optional: bool = False) -> bool:
    """The actions whose "if you do" the engine can tell (tolaria.rules.effects.conditional).
    Several cards or permanents only when the action is optional: done only with all of
    them (a required one would be done as far as possible, CR 609.3)."""
    op = action.op
    if op == "either":                          # "sacrifice an artifact or discard a card"
        return all(_doable(o, optional) for o in action.get("options"))
    if op in ("discard", "discard_random") and type(action.get("amount")) is int:
        return action.get("who") == "you" and (optional or action.get("amount") == 1)
    if op == "tap":                         # this permanent or a target one (CR 701.26a)
        return action.get("target") == "self" or type(action.get("target")) is int
    if op == "discard_hand":                # "you may discard your hand": even an empty one
        return optional and action.get("who") == "you" and not action.get("remember")
    if op == "draw" and optional and type(action.get("amount")) is int:
        return action.get("who") == "you"   # "you may draw two cards": done if any is drawn
    if op in ("draw", "mill"):               # (CR 121.2, 121.3)
        return action.get("who") == "you" and action.get("amount") == 1
    if op == "sacrifice":
        return action.get("target", "self") == "self"
    if op == "sacrifice_choice":                # "sacrifice two lands": only with two
        return action.get("who") == "you" and (optional or action.get("count", 1) == 1)
    if op == "create_tokens":                   # "Create a token. When you do, ..." (603.12)
        return action.get("who", "you") == "you"
    if op == "bounce_choice":
        return True
    if op == "counters_chosen":                 # "blight 1": on one you choose
        return True
    if op == "exiled_to_graveyard":             # all N or none
        return optional or action.get("count") == 1
    if op == "pay_energy":                      # "you may pay an amount of {E}" (107.14)
        return optional
    if op == "discard_kind":
        return True
    if op == "self_from_graveyard":         # "exile this card from your graveyard" (400.7)
        return action.get("to") == "exile"
    if op == "tap_choice":
        return optional or action.get("count") == 1
    if op in ("pay_life", "own_card", "dead_card"):       # the dead card: exiled from where
        return op == "pay_life" or action.get("to") == "exile"       # it went (CR 400.7)
    if op == "exile":                       # this permanent, or a target permanent
        return action.get("target") == "self" or type(action.get("target")) is int
    if op == "hand_to_library":             # "put a card from your hand on the bottom ..."
        return action.get("amount") == 1
    if op == "create_tokens":               # "create a Food token. When you do, ..."
        return action.get("who", "you") == "you"
    if op == "put_counters":                # on this permanent or a target one
        return type(action.get("amount")) is int and (
            action.get("target") == "self" or type(action.get("target")) is int)
    if op == "remove_counters":             # all N of one kind, from this permanent or a
        if type(action.get("amount")) is not int or not action.get("kind"):   # target one
            return False                                                       # (CR 122.1)
        return action.get("target") == "self" or type(action.get("target")) is int and (
            optional or action.get("amount") == 1)
    if op == "remove_a_counter":            # one of any kind: this, a target permanent or
        return action.get("filter") is not None or action.get("target") == "self" or \
            type(action.get("target")) is int                        # one you choose
    if op == "graveyard_exile":             # "exile a creature card from your graveyard"
        return optional or action.get("count", 1) == 1
    if op in _CHOSEN_TO_TARGET or op in _CONTINUOUS and all(    # "you may gain control
            (part.layer, part.op) == ("2", "control") for part in action.get("parts")):
        return optional and type(action.get("target")) is int      # of target ..." (118.12)
    if op == "itself_to":                   # the card's own "you may exile it" from the
        return action.get("to") == "exile"  # graveyard it was put into (CR 603.6a)
    return op == "exile_card" and isinstance(action.get("target"), int)


# Actions on a target that the ability's own "you may" (CR 603.5) makes optional: "If you
# do" is whether its controller chose to, whatever happened (CR 118.12), so it's done once
# the target is legal as it resolves (`tolaria.rules.effects.conditional.can_do`).
_CHOSEN_TO_TARGET = frozenset({"damage", "destroy"})
_CONTINUOUS = frozenset({"continuous", "continuous_while"})


C_IF_YOU_CHOSE = construct("condition.if_you_chose", "you may <deal damage to / destroy / gain "
                           "control of a target>. If you do, ...: in a triggered ability "
                           "whose own \"you may\" it is, done once chosen with the target "
                           "legal (CR 603.5, 118.12)")
C_IF_COLOR = construct("condition.if_its_color", "<instruction> if it's <colour>: about a "
                       "target spell or permanent, as the instruction would happen (CR "
                       "608.2c, 105.2)")
C_IF = construct("condition.if_rider", "[Then] if <condition>, <instructions>.: they happen "
                 "only if the condition is true as they would (CR 608.2c)")


def if_sentence(p: Parser, before: list[Any]) -> list[Any]:
    """"If you do, ..." / "When you do, ..." / "[Then] if <condition>, <instructions>."."""
    from tolaria.data.ir import effect
    if p.at("if", "you", "do") or p.at("when", "you", "do"):
        return if_you_do(p, before)
    if p.at("if", "you", "don't", ","):
        return _if_you_dont(p, before)
    if p.at("if", "that", "spell", "is", "countered", "this", "way", ","):
        return _countered_instead(p, before)
    kicked = p.attempt(_kicked_suffix_instead, before)
    if kicked is not None:
        return kicked
    then_word = p.accept("then")
    p.expect("if")
    named_self = _names_self(p)
    cond = p.choice(added_phases.phase_is, _kicked_instead, _gift_instead, _it_is, _it_was, _sacrificed_number,
                    lambda q: _sacrificed_was(q, before),
                    lambda q: _that_creature_was(q, before), _nth_resolution,
                    activated_times,
                    lambda q: _you_controlled_it(q, before),
                    lambda q: _that_land_was(q, before),
                    lambda q: _that_permanent_was(q, before),
                    _exiled, _moved_this_way, _that_graveyard,
                    _target_player_hand,
                    _its_number,
                    _mana_value_compared,
                    lambda q: condition_before_comma(q, False), condition_phrase,
                    lambda q: condition_phrase(q, it_self=q.scope.it == "self"))
    p.expect(",")
    instead = not then_word and p.accept("instead")
    trailing = not instead and not then_word and _ends_instead(p)
    n_targets, start = len(p.scope.targets), p.i
    it_is_self = _names_this_spell(p, cond) or named_self and cond.op in (
        "source_counters", "source", "source_type")   # "if this creature is a Spirit, it"
    if it_is_self:
        p.scope.it = "self"              # "If ... was spent to cast this spell, it deals ...",
                                         # "if this enchantment has ... on it, transform it"
    dealt = p.attempt(_deals_amount_instead, before) if trailing else None
    then = p.attempt(_may_then) if dealt is None and not instead and not trailing else None
    if then is None and cond.op == "kicked" and p.peek() in ("they", "those"):
        then = _about_group(p, before, trailing)      # "those creatures get +2/+1 instead"
    elif then is None and p.peek() in ("they", "those"):
        then = p.attempt(_about_group, before, trailing)    # (or "they": players)
    if then is None and dealt is None and cond.op == "source_counters" and cond.get(
            "at_least") and cond.get("kind"):
        p.scope.counters_named = cond.get("kind")       # "remove those counters" (122.1)
        try:
            then = _clauses(p, trailing)
        finally:
            p.scope.counters_named = ""
    if then is None:
        then = dealt if dealt is not None else _clauses(p, trailing)
    if len(p.scope.targets) != n_targets and not (
            (instead or trailing) and _kicked_other_targets(p, cond, before, n_targets)):
        p.fail()              # a target chosen only if ...: not read (CR 601.2c)
    if p.scope.it == "self" and not it_is_self and dealt is None \
            and _refers(p.keys[start:p.i]) and not _about_source(cond, before) \
            and not _also_source(p.keys[start:p.i], before):
        p.fail()              # "that land" may be what an earlier instruction found: not read
    p.mark(C_IF)
    if instead or trailing:
        old = earlier(p, before)
        return replaced(before, _instead(p, old, cond, then), old,
                        len(old) if _pairwise(old, then) else 1)
    if len(then) > 1:                     # "sacrifice it and you gain 4 life": the
        cond = once(cond, str(len(before)))    # condition is checked once (CR 608.2c)
    return before + [effect("if", condition=cond, effect=e) for e in then]


C_KICKED_OTHER_TARGET = construct("condition.kicked_other_target", "<instruction with a "
                                  "target>. If this spell was kicked, instead <instruction "
                                  "with another target>.: the first target is chosen only "
                                  "without the kicker, the other only with it (CR 601.2b-c, "
                                  "702.33d)")


def _kicked_other_targets(p: Parser, cond: Condition, before: list[Any], first: int) -> bool:
    """"Destroy target creature or planeswalker with mana value 2 or less. If this spell was
    kicked, instead destroy target creature or planeswalker." (Bloodchief's Thirst): the
    spell's one instruction, about all the targets before `first`, is replaced; those are
    asked for only without the kicker, the new ones only with it."""
    if cond.op != "kicked" and cond != GIFT_PROMISED or p.scope.kind != "spell" or \
            p.card.kickers or first == 0 and cond.op == "kicked":
        return False                          # (or "If the gift was promised", 702.174a)
    old = earlier(p, before)
    if len(old) != 1 or any(s.kicked_only or s.unkicked_only for s in p.scope.targets):
        return False
    used = {v for v in (old[0].get("target"), *(old[0].get("targets") or ()))
            if type(v) is int}
    if used != set(range(first)):
        return False
    p.scope.targets[:] = [replace(s, unkicked_only=True) if i < first else
                          replace(s, kicked_only=True) for i, s in enumerate(p.scope.targets)]
    p.mark(C_KICKED_OTHER_TARGET)
    return True


def _about_group(p: Parser, before: list[Any], trailing: bool) -> list[Any]:
    """"If this spell was kicked, those creatures get +2/+1 until end of turn instead.":
    the group the instruction before acted on (`instructions.those_group`, CR 608.2c)."""
    from tolaria.cards.oracle import instructions
    group = earlier(p, before)                # on a spell's later line: the earlier lines'
    them = p.scope.them
    if not before and group and them is None:
        p.scope.them = group[-1].get("filter")     # (Fateful hour — ... those creatures)
    if not group or not instructions.same_group(p, group):
        p.scope.them = them
        p.fail()
    p.scope.those = instructions.plain_group(p, group)
    p.mark(instructions.C_THOSE)
    try:
        return _clauses(p, trailing)
    finally:
        p.scope.those = None


C_IF_MAY = construct("condition.if_may", "[Then] if <condition>, you may <one action>.: "
                     "only if it holds, its controller chooses whether to do it as it resolves "
                     "(CR 608.2c-d)")


def _may_then(p: Parser) -> list[Any]:
    """"..., you may transform Search for Azcanta.": the one action, asked first."""
    from tolaria.data.ir import effect
    p.expect("you", "may")
    then = _clauses(p)
    if len(then) != 1 or not (_doable(then[0], True) or then[0].op == "transform"):
        p.fail()
    p.mark(C_IF_MAY)
    return [effect("did", effect=then[0], may=True)]


C_OTHERWISE = construct("condition.otherwise", "If <condition>, <instructions>. Otherwise, "
                        "<instructions>.: one or the other, the condition checked once "
                        "(CR 608.2c)")


def otherwise_sentence(p: Parser, before: list[Any]) -> list[Any]:
    """"Otherwise, <instructions>." after "If <condition>, <instructions>.": the condition
    is checked once, so what the first instructions do can't make the others happen too
    (it is night: it becomes day; otherwise it becomes night)."""
    from tolaria.data.ir import effect
    p.expect("otherwise", ",")
    if not before or before[-1].op != "if":
        p.fail()
    cond = before[-1].get("condition")
    first = len(before)
    while first > 0 and before[first - 1].op == "if" and \
            before[first - 1].get("condition") == cond:
        first -= 1
    if cond.op == "once":
        p.fail()                                    # "... instead": which one is meant?
    n_targets = len(p.scope.targets)
    moved = {e.get("effect").get("target") for e in before[first:]}
    if p.scope.it is None and len(moved) == 1 and type(next(iter(moved))) is int:
        p.scope.it = moved.pop()     # the card the other branch would have moved (400.7)
    then = _clauses(p)
    if len(p.scope.targets) != n_targets:
        p.fail()                     # a target chosen only otherwise: not read (CR 601.2c)
    p.mark(C_OTHERWISE)
    checked = once(cond)
    return before[:first] + [effect("if", condition=checked, effect=e.get("effect"))
                             for e in before[first:]] + [
        effect("if", condition=condition("not", part=checked), effect=e) for e in then]


def _deals_amount_instead(p: Parser, before: list[Any]) -> list[Any]:
    """"<it / this spell / this creature> deals 4 damage instead." after "If <condition>,":
    the earlier damage instruction with the new amount, to the same recipient (CR 614.15).
    "It" can only be what dealt that damage: the source (`effects._damage`)."""
    from tolaria.data.ir import effect
    old = earlier(p, before)[-1:]
    if len(old) != 1 or old[0].op != "damage" or not (
            type(old[0].get("amount")) is int or old[0].get("amount") == "X"):
        p.fail()
    if not p.accept("it") and not self_ref(p):
        p.fail()
    p.expect("deals")
    if old[0].get("amount") == "X":
        p.expect("twice", "x")                    # "it deals twice X damage" (CR 107.3)
        n: Any = ("times", 2, "X")
    else:
        n = number(p)
    p.expect("damage")
    if p.accept("to", "that"):                    # "to that creature": its one target
        if p.next().key not in ("creature", "permanent") or not isinstance(
                p.scope.it, int) or old[0].get("target") != p.scope.it:
            p.fail()
    p.expect("instead", ".")
    return [effect("damage", **{**dict(old[0].params), "amount": n})]


def _names_this_spell(p: Parser, cond: Condition) -> bool:
    """A spell's line whose condition is about the mana spent to cast this spell, or "this
    spell was kicked / bargained", with no "it" before: its "it" is the spell, the
    sentence's one antecedent (Slaying Fire, Canopy Surge; CR 702.33d, 702.166b)."""
    return p.scope.kind == "spell" and p.scope.it is None and (
        cond.op == "spent" and cond.get("whose") == "self" or cond.op == "kicked"
        or cond.op == "cast_for" and cond.get("cost") == "bargain")


def _names_self(p: Parser) -> bool:
    """Does the condition ahead begin by naming the source itself ("this enchantment has
    three or more invitation counters on it")? Then its "it" is the source."""
    at = p.i
    try:
        return self_ref(p)
    finally:
        p.i = at


def _about_source(cond: Any, before: list[Any]) -> bool:
    """"Remove an ice counter from this creature. Then if it has no ice counters on it,
    transform it.": the condition and every earlier instruction are about the source, so
    "it" can only be the source."""
    return cond.op in ("source_counters", "source") and bool(before) and all(
        e.get("target") == "self" for e in before)


def _also_source(keys: list[str], before: list[Any]) -> bool:
    """"This creature gets +2/+1 until end of turn. If you control three or more artifacts,
    it also gains first strike until end of turn.": every earlier instruction is about the
    source and "it also" names the one they acted on, the source (CR 608.2c)."""
    return keys[:2] == ["it", "also"] and "it" not in keys[2:] and "that" not in keys and \
        "its" not in keys and bool(before) and all(e.get("target") == "self" for e in before)


def _refers(keys: list[str]) -> bool:
    """Do these words say "it", "its" or "that" about an object? ("it becomes night" is
    about the game, CR 728.1.)"""
    return any(k in ("it", "its", "that") and keys[j + 1:j + 3] not in (
        ["becomes", "day"], ["becomes", "night"]) for j, k in enumerate(keys))


def _kicked_suffix_instead(p: Parser, before: list[Any]) -> list[Any]:
    """"Counter target spell if its mana value is 2 or less. If this spell was kicked,
    counter that spell if its mana value is 4 or less instead.": the same instruction with
    the other condition when kicked (CR 702.33d, 614.15)."""
    from tolaria.cards.oracle.instructions import clause
    from tolaria.data.ir import effect
    if p.scope.kind != "spell" or not before or before[-1].op != "if":
        p.fail()
    p.expect("if")
    if not self_ref(p):
        p.fail()
    p.expect("was", "kicked", ",")
    n_targets = len(p.scope.targets)
    p.sentence = p.i
    if p.accept("counter", "that", "spell") and isinstance(p.scope.it, int):
        main = [effect("counter", target=p.scope.it)]          # the spell targeted before
    else:
        main = clause(p)
    p.expect("if")
    cond = p.choice(_it_is, _its_number)
    p.expect("instead", ".")
    if len(main) != 1 or len(p.scope.targets) != n_targets or main[0] != before[-1].get(
            "effect"):
        p.fail()
    p.mark(C_INSTEAD)
    kicked = condition("kicked")
    return before[:-1] + [effect("if", condition=condition("not", part=kicked),
                                 effect=before[-1]),
                          effect("if", condition=kicked, effect=effect(
                              "if", condition=cond, effect=main[0]))]


def _ends_instead(p: Parser) -> bool:
    """Does this sentence end "... instead."?"""
    end = p.keys.index(".", p.i) if "." in p.keys[p.i:] else -1
    return end > 0 and p.keys[end - 1] == "instead"


def _instead(p: Parser, before: list[Any], cond: Condition, then: list[Any]) -> list[Any]:
    """"<instruction>. If <condition>, instead <instructions>." (CR 614.15): the earlier
    instruction (one only: which ones "instead" replaces must be clear) or the new ones."""
    from tolaria.data.ir import effect
    if _pairwise(before, then):              # "deals 3 damage to that player and 3 damage
        p.mark(C_INSTEAD)                    # to that creature instead": each in turn
        cond = once(cond)
        return [effect("if", condition=condition("not", part=cond), effect=e) for e in before
                ] + [effect("if", condition=cond, effect=e) for e in then]
    if len(before) != 1 and not (before and len(then) == 1 and then[0].op == before[-1].op
                                 and _same_target(before[-1], then[0])):
        p.fail()           # (several: only the last, when the new one is the same kind)
    p.mark(C_INSTEAD)
    cond = once(cond)
    return before[:-1] + [effect("if", condition=condition("not", part=cond),
                                 effect=before[-1])] + [
        effect("if", condition=cond, effect=e) for e in then]


def _same_target(old: Any, new: Any) -> bool:
    """Targets of both, if both have one: the same (which of several instructions "instead"
    replaces must be clear)."""
    a, b = old.get("target"), new.get("target")
    return not (type(a) is int and type(b) is int and a != b)


def _pairwise(before: list[Any], then: list[Any]) -> bool:
    """Does each new instruction replace the earlier one at its place: as many, of the same
    kind, about the same targets ("1 damage to target player and 1 damage to target
    creature. ... 3 damage to that player and 3 damage to that creature instead")?"""
    return len(before) == len(then) > 1 and all(
        old.op == new.op and old.get("target") == new.get("target")
        and type(old.get("target")) is int for old, new in zip(before, then, strict=True))


def once(cond: Condition, salt: str = "") -> Condition:
    """The condition of "<A>. If <condition>, <B> instead.", checked once as A would
    happen (CR 614.15): A mustn't make B happen too (`effects.conditional`); also that of
    "If <condition>, <A> and <B>.": checked once, before A (CR 608.2c). `salt` tells apart
    two such sentences with the same condition."""
    from hashlib import sha1
    return condition("once", part=cond, key=sha1((repr(cond) + salt).encode()).hexdigest()[:12])


def _kicked_instead(p: Parser) -> Condition:
    """"this spell was kicked" before ", instead" (CR 702.33d; the other "if kicked"
    sentences are `instructions._if_kicked`'s)."""
    if p.scope.kind != "spell" or not self_ref(p):
        p.fail()
    p.expect("was", "kicked")
    if not p.at(",", "instead") and not _ends_instead(p):
        p.fail()
    return condition("kicked")


def _gift_instead(p: Parser) -> Condition:
    """"the gift was promised" before ", instead" (CR 702.174a; its other sentences are
    `keywords.gift_promised`'s and `instructions._if_kicked`'s)."""
    if p.scope.kind != "spell" or not p.card.gift:
        p.fail()
    p.expect("the", "gift", "was", "promised")
    if not p.at(",", "instead") and not _ends_instead(p):
        p.fail()
    from tolaria.cards.oracle.keywords import C_GIFT_PROMISED
    p.mark(C_GIFT_PROMISED)
    return GIFT_PROMISED


def _its_number(p: Parser) -> Condition:
    """"its power is 4 or greater", "its power is 2", "its toughness is 2 or less", "it has
    mana value 2 or less" (its: a target permanent, as the instruction would happen); "its
    mana value is 2 or less" also of a target spell (CR 202.3)."""
    was = False
    if p.accept("its", "mana", "value", "is") or p.accept("it", "has", "mana", "value"):
        ref = _target_it(p, spells=p.keys[p.i - 1] == "is")
        what = "mana_value"                           # (CR 202.3)
    elif p.accept("its", "mana", "value", "was") or any(p.accept(
            "that", noun, "'s", "mana", "value", "was") for noun in ("permanent", "creature")):
        ref, what, was = _target_it(p), "mana_value", True    # as it last existed (608.2h)
    else:
        ref = _target_it(p)
        p.expect("its")
        what = p.next().key
        if what not in ("power", "toughness"):
            p.fail()
        p.expect("is")
    n = number(p)
    op = or_more_less(p) or ("==" if p.at(".") or p.at(",") else None)  # "if its power
    if op is None:                                                # is 2" (Savage Swipe)
        p.fail()
    p.mark(C_IF)
    return condition("it_was_there" if was else "it_is", ref=ref,
                     filter=ObjectFilter(compare=((what, op, n),)))


def _target_it(p: Parser, spells: bool = False) -> int:
    """The target permanent (with `spells`: or spell) "it" names now."""
    ref = p.scope.it
    if not isinstance(ref, int):
        p.fail()
    spec = p.scope.targets[ref]
    if spec.objects is None or spec.players is not None or (
            spec.objects.spell and not spells) or spec.objects.zone:
        p.fail()
    return ref


def _it_is(p: Parser) -> Condition:
    """"it's a Spider", "it's an artifact creature": what a target permanent is as the
    instruction would happen (CR 608.2c, 608.2h)."""
    if p.at("it", "'s") and p.peek(2) in COLOR_WORDS and p.peek(3) == ".":
        ref = p.scope.it if p.scope.it in ("equipped", "enchanted") else _target_it(
            p, spells=True)                       # "Counter target spell if it's blue."
        p.i += 3
        p.mark(C_IF_COLOR)
        return condition("it_is", ref=ref, filter=ObjectFilter(
            colors=frozenset({COLOR_WORDS[p.keys[p.i - 1]]})))
    ref = _target_it(p)
    if p.accept("that", "creature"):               # the target creature (CR 608.2c)
        if "Creature" not in (p.scope.targets[ref].objects.types or ()):
            p.fail()
        p.mark(C_IF_THAT_CREATURE)
        if not p.at("has"):
            p.expect("is")
    elif p.at("that", "permanent", "is") and p.scope.targets[ref].objects.spell is False:
        p.i += 3                                   # the target permanent (CR 608.2c)
        p.mark(C_IF_THAT_PERMANENT)
    elif p.at("it", "has"):
        p.i += 1
    else:
        p.expect("it", "'s")
    if p.scope.targets[ref].objects.spell is False and p.accept("has"):
        return _it_has(p, ref)
    adjective = adjective_only(p)                     # "black or red", "legendary"
    if adjective is not None:
        if not p.at(","):
            p.fail()
        p.mark(C_IF_ADJECTIVE)
        return condition("it_is", ref=ref, filter=adjective)
    status = {"tapped": ObjectFilter(tapped=True), "untapped": ObjectFilter(tapped=False),
              "attacking": ObjectFilter(combat="attacking"),
              "blocking": ObjectFilter(combat="blocking")}.get(p.peek() or "")
    if status is not None:                            # "if it's tapped" (CR 110.5, 506.4)
        p.i += 1
        p.mark(C_IF)
        return condition("it_is", ref=ref, filter=status)
    if p.at("not"):
        return _it_is_not(p, ref)
    if p.accept("an", "enchanted", "creature", "or"):
        return _enchanted_or(p, ref)
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = permanent_description(p)
    if plural or flt.controller is not None or flt.other or flt.combat or flt.token is not None:
        p.fail()
    p.mark(C_IF)
    return condition("it_is", ref=ref, filter=flt)


C_IF_THAT_PERMANENT = construct("condition.if_that_permanent_is", "If that permanent is "
                                 "<colours / a description>, ...: about the target permanent, "
                                 "as the instruction would happen (CR 608.2c, 608.2h)")
C_IF_THAT_CREATURE = construct("condition.if_that_creature_is", "If that creature is <a "
                                "description / a status / colours>, ...: about the target "
                                "creature, as the instruction would happen (CR 608.2c, "
                                "608.2h)")
C_IF_ADJECTIVE = construct("condition.if_it_is_adjective", "If it's / that creature is "
                           "<colour> [or <colour>] / legendary, ...: about the target "
                           "permanent, as the instruction would happen (CR 608.2c, 105.2, "
                           "205.4d)")


C_IF_HAS = construct("condition.if_it_has", "If it / that creature has <keyword> / a [<kind>] "
                     "counter on it, ...: about the target permanent, as the instruction would "
                     "happen (CR 608.2c, 702.1, 122.1)")


def _it_has(p: Parser, ref: int) -> Condition:
    """After "it / that creature has": "infect", "flying" (CR 702.1) or "a +1/+1 counter on
    it", "a counter on it" (CR 122.1)."""
    from tolaria.cards.oracle.instructions import keyword_name
    if p.accept("a") or p.accept("an"):
        kind = "any"
        tok = p.token()
        if tok is not None and (tok.kind == "pt" or tok.kind == "word" and tok.key != "counter"):
            kind = p.next().key
        p.expect("counter", "on", "it")
        flt = ObjectFilter(counter=kind)
    else:
        flt = ObjectFilter(keywords=keyword_name(p))
    if not p.at(","):
        p.fail()
    p.mark(C_IF_HAS)
    return condition("it_is", ref=ref, filter=flt)


C_IF_ENCHANTED = construct("condition.if_enchanted_or", "If it's an enchanted creature or "
                           "<description>, ...: the target has an Aura attached or is such a "
                           "permanent, as the instruction would happen (CR 303.4, 608.2c)")


def _enchanted_or(p: Parser, ref: Any) -> Condition:
    """"If it's an enchanted creature or enchantment creature" (Karametra's Blessing), after
    "an enchanted creature or"."""
    if not (p.accept("a") or p.accept("an")) and p.peek() not in ("enchantment", "artifact"):
        p.fail()
    flt, plural = permanent_description(p)
    if plural or flt.controller is not None or flt.other or flt.combat or flt.token is not None:
        p.fail()
    p.mark(C_IF_ENCHANTED)
    return condition("it_enchanted", ref=ref, also=flt)


C_IF_NOT = construct("condition.if_its_not", "If it's not a <card type>, ...: about a target "
                     "permanent as the instruction would happen (CR 608.2c, 205.2a)")


def _it_is_not(p: Parser, ref: Any) -> Condition:
    """"If it's not a creature, it becomes a 0/0 Robot artifact creature." (Tezzeret, Cruel
    Captain's emblem): the target lacks that card type."""
    p.expect("not")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = permanent_description(p)
    if plural or flt != ObjectFilter(types=flt.types) or len(flt.types) != 1:
        p.fail()
    p.mark(C_IF_NOT)
    return condition("it_is", ref=ref, filter=ObjectFilter(not_types=flt.types))


C_COMPARED = construct("condition.mana_value_compared", "If that card's mana value is less "
                       "than or equal to <quantity>, ... / <instruction> target <object> if "
                       "its mana value / power / toughness is less than or equal to <quantity>.: "
                       "the target's mana value, power or toughness and the quantity, as the instruction "
                       "would happen (CR 202.3, 208.1, 608.2h)")


def _mana_value_compared(p: Parser) -> Condition:
    """"that card's mana value is less than or equal to the number of experience counters
    you have" (Meren of Clan Nel Toth): a target card's mana value against a quantity."""
    from tolaria.cards.oracle.phrases import quantity
    ref = p.scope.it
    if not isinstance(ref, int) or not (p.accept("that", "card", "'s") or p.accept("its")):
        p.fail()
    what = next((w for w in ("power", "toughness") if p.accept(w)), "mana_value")
    if what == "mana_value":
        p.expect("mana", "value")
    p.expect("is")
    if p.accept("less", "than", "or", "equal", "to"):
        op = "<="
    elif p.accept("greater", "than", "or", "equal", "to"):
        op = ">="
    else:
        p.fail()
    q = quantity(p)
    p.mark(C_COMPARED)
    return condition("compared", left=(what, ref), compare=op, right=q)


C_SACRIFICED_NUMBER = construct("condition.sacrificed_number", "If the sacrificed creature's "
                                "power/toughness/mana value was N or greater/less, ...: as it "
                                "last existed, paying the cost (CR 118.8, 608.2h)")


def _sacrificed_number(p: Parser) -> Condition:
    """"If the sacrificed creature's toughness was 4 or greater" (Witch's Oven): the creature
    sacrificed to pay the ability's cost, as it last existed (CR 118.8, 608.2h)."""
    p.expect("the", "sacrificed", "creature", "'s")
    what = "mana_value" if p.accept("mana", "value") else p.next().key
    if what not in ("power", "toughness", "mana_value"):
        p.fail()
    p.expect("was")
    n = number(p)
    op = or_more_less(p)
    if op is None:
        p.fail()
    p.mark(C_SACRIFICED_NUMBER)
    return condition("compared", left=(what, "sacrificed"), compare=op, right=n)


C_SACRIFICED_WAS = construct("condition.sacrificed_was", "If the sacrificed creature / "
                             "permanent / artifact was a <description> / legendary, ...: what "
                             "paid the sacrifice cost, as it last existed (CR 118.8, 608.2h)")
_SACRIFICED_NOUNS = ("creature", "permanent", "artifact")


def _sacrificed_was(p: Parser, before: list[Any]) -> Condition:
    """"If the sacrificed creature was a Human" (Falkenrath Aristocrat), "If the sacrificed
    permanent was an artifact" (Foundry Helix): the permanent sacrificed to pay the cost of
    this ability or spell (none sacrificed by an instruction)."""
    if any("sacrifice" in e.op for e in before) or p.scope.kind not in ("activated", "spell"):
        p.fail()
    if p.scope.kind == "activated" and "sacrifice" not in p.line.lower().split(":")[0]:
        p.fail()                                        # the cost is on the same line
    p.expect("the", "sacrificed")
    if p.next().key not in _SACRIFICED_NOUNS:
        p.fail()
    p.expect("was")
    if p.accept("legendary"):
        flt = ObjectFilter(supertypes=frozenset({"Legendary"}))
    else:
        if not (p.accept("a") or p.accept("an")):
            p.fail()
        flt, plural = permanent_description(p)
        if plural or flt.controller is not None or flt.other or status_in(flt):
            p.fail()
    p.mark(C_SACRIFICED_WAS)
    return condition("it_was_there", ref="sacrificed", filter=flt)


C_THAT_CREATURE_WAS = construct("condition.that_creature_was", "If that creature was a "
                                "<description>, ...: the creature whose dying triggered the "
                                "ability (CR 603.10a), or the target creature an instruction "
                                "destroyed, as it last existed (CR 608.2h)")


def _that_creature_was(p: Parser, before: list[Any]) -> Condition:
    """"Whenever another creature you control dies, ... If that creature was an Elemental"
    (Overgrowth Elemental); "Destroy target creature. If that creature was a Human"
    (Death's Caress)."""
    if p.scope.kind == "triggered" and p.scope.event_gone and p.scope.it in (None, "self"):
        ref: Any = "event"
    elif before and before[-1].op == "destroy" and isinstance(p.scope.it, int) and \
            before[-1].get("target") == p.scope.it:
        ref = p.scope.it
    else:
        p.fail()
    p.expect("that", "creature", "was")
    colors = _was_colors(p) if ref != "event" else None
    if colors is not None:
        return colors
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = permanent_description(p)
    if plural or flt.controller is not None or flt.other or status_in(flt):
        p.fail()
    p.mark(C_THAT_CREATURE_WAS)
    return condition("it_was_there", ref=ref, filter=flt)


C_THAT_PERMANENT_WAS = construct("condition.that_permanent_was", "Destroy target <permanent>. "
                                 "If that permanent was <colours> / a <description>, ...: "
                                 "the destroyed permanent as it last existed (CR 608.2h)")


def _that_permanent_was(p: Parser, before: list[Any]) -> Condition:
    """"Destroy target artifact or enchantment. If that permanent was blue or black, draw a
    card." (Filigree Fracture), "... If that permanent was a Nissa planeswalker, ..." (Nissa's
    Defeat): the target destroyed, as it last existed on the battlefield (CR 608.2h)."""
    ref = p.scope.it
    if not before or before[-1].op != "destroy" or not isinstance(ref, int) or \
            before[-1].get("target") != ref:
        p.fail()
    p.expect("that", "permanent", "was")
    colors = _was_colors(p)
    if colors is not None:
        p.mark(C_THAT_PERMANENT_WAS)
        return colors
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = permanent_description(p)
    if plural or flt.controller is not None or flt.other or status_in(flt) or not p.at(","):
        p.fail()
    p.mark(C_THAT_PERMANENT_WAS)
    return condition("it_was_there", ref=ref, filter=flt)


def _was_colors(p: Parser) -> Condition | None:
    """"blue or black" after "Destroy target creature. If that creature was": its colours as
    it last existed on the battlefield (CR 608.2h, 105.2)."""
    flt = p.attempt(adjective_only)
    if flt is None or not flt.colors or flt != ObjectFilter(colors=flt.colors) \
            or not p.at(","):
        return None
    p.mark(C_THAT_CREATURE_WAS)
    return condition("it_was_there", ref=p.scope.it, filter=flt)


C_YOU_CONTROLLED = construct("condition.you_controlled_it", "<return / destroy / exile target "
                             "permanent>. If you controlled that <permanent>, ...: its "
                             "controller as it last existed on the battlefield (CR 608.2h)")


def _you_controlled_it(p: Parser, before: list[Any]) -> Condition:
    """"Return target nonland permanent to its owner's hand. If you controlled that
    permanent, draw a card." (Geistwave), "Destroy target artifact. If you controlled that
    artifact, ..." (Gleeful Demolition)."""
    ref = p.scope.it
    if not before or before[-1].op not in ("bounce", "destroy", "exile") or \
            not isinstance(ref, int) or before[-1].get("target") != ref:
        p.fail()
    spec = p.scope.targets[ref]
    if spec.objects is None or spec.players is not None or spec.objects.zone or \
            spec.objects.spell:
        p.fail()
    p.expect("you", "controlled", "that")
    noun = p.next().key
    types = {"permanent": frozenset(), "creature": frozenset({"Creature"}),
             "artifact": frozenset({"Artifact"}), "enchantment": frozenset({"Enchantment"}),
             "land": frozenset({"Land"})}.get(noun)
    if types is None or types and spec.objects.types != types:
        p.fail()
    p.mark(C_YOU_CONTROLLED)
    return condition("it_was_there", ref=ref, filter=ObjectFilter(controller="you"))


C_THAT_LAND_WAS = construct("condition.that_land_was", "Destroy target land. If that land was "
                            "nonbasic / legendary / a snow land, ...: the destroyed land as it "
                            "last existed on the battlefield (CR 608.2h)")
_LAND_WAS = {"nonbasic": ObjectFilter(not_supertypes=frozenset({"Basic"})),
             "legendary": ObjectFilter(supertypes=frozenset({"Legendary"}))}


def _that_land_was(p: Parser, before: list[Any]) -> Condition:
    """"Destroy target land. If that land was nonbasic, Molten Rain deals 2 damage to the
    land's controller." (Molten Rain); "If that land was a snow land" (Icequake)."""
    ref = p.scope.it
    if not before or before[-1].op != "destroy" or not isinstance(ref, int) or \
            before[-1].get("target") != ref:
        p.fail()
    spec = p.scope.targets[ref]
    if spec.objects is None or spec.players is not None or \
            spec.objects.types != frozenset({"Land"}):
        p.fail()
    p.expect("that", "land", "was")
    flt = _LAND_WAS.get(p.peek() or "")
    if flt is not None:
        p.next()
    else:
        p.expect("a", "snow", "land")
        flt = ObjectFilter(supertypes=frozenset({"Snow"}))
    if not p.at(","):
        p.fail()
    p.mark(C_THAT_LAND_WAS)
    return condition("it_was_there", ref=ref, filter=flt)


C_NTH_RESOLUTION = construct("condition.nth_resolution", "[If] this is the first / second / "
                             "third / fourth [or <ordinal>] time this ability has resolved this "
                             "turn: "
                             "counted for this object's ability this turn (CR 608.2c, 400.7)")
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4}


def _nth_resolution(p: Parser) -> Condition:
    """"If this is the second time this ability has resolved this turn" (Elrond, Rumor
    Gatherer): of a triggered or activated ability."""
    if p.scope.kind not in ("triggered", "activated"):
        p.fail()
    p.expect("this", "is", "the")
    times = [_ORDINALS.get(p.next().key)]
    if p.accept("or"):                                     # "the first or second time"
        times.append(_ORDINALS.get(p.next().key))
    if None in times:
        p.fail()
    p.expect("time", "this", "ability", "has", "resolved", "this", "turn")
    p.mark(C_NTH_RESOLUTION)
    return condition("nth_resolution", n=tuple(times))


C_ACTIVATED_TIMES = construct("condition.activated_times", "[If] this ability has been "
                              "activated N or more times this turn: its activations counted "
                              "for this object this turn, this one included (CR 602.2, "
                              "400.7)")


def activated_times(p: Parser) -> Condition:
    """"If this ability has been activated four or more times this turn" (Dragon Whelp): of
    an activated ability that isn't a mana ability; the ability's activations are then
    recorded (`ActivatedAbility.counted`)."""
    if p.scope.kind != "activated":
        p.fail()
    p.expect("this", "ability", "has", "been", "activated")
    n = number(p)
    p.expect("or", "more", "times", "this", "turn")
    if type(n) is not int or n < 1:
        p.fail()
    p.mark(C_ACTIVATED_TIMES)
    return condition("activated_times", at_least=n)


C_IT_FOUGHT = construct("condition.it_attacked_or_blocked", "<instruction on target "
                        "creature> if it attacked or blocked this turn: the turn's record "
                        "(CR 508.1, 509.1, 608.2c)")


def _it_fought(p: Parser) -> Condition:
    """"exile target creature if it attacked or blocked this turn" (Vizier of Deferment)."""
    ref = _target_it(p)
    p.expect("it", "attacked", "or", "blocked", "this", "turn")
    p.mark(C_IT_FOUGHT)
    return condition("it_is", ref=ref, filter=ObjectFilter(this_turn=ATTACKED_OR_BLOCKED))


C_IT_WAS = construct("condition.it_was_card", "If it was a <card description>, ...: the "
                     "target card from a graveyard an earlier instruction moved, as it last "
                     "existed there (CR 608.2h, 400.7)")


def _it_was(p: Parser) -> Condition:
    """"it was a creature card" after "Exile target card from a graveyard.": the target
    card's characteristics as it last existed in the graveyard (CR 608.2h)."""
    if p.scope.it not in (None, "self", 0) or len(p.scope.targets) != 1:
        p.fail()      # "it": the one target, a card in a graveyard ("was a ... card")
    ref, spec = 0, p.scope.targets[0]
    if spec.objects is None or spec.players is not None or spec.objects.zone != "graveyard":
        p.fail()
    p.expect("it", "was")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = description(p, cards=True)
    if plural or flt.controller is not None or flt.other or status_in(flt) or flt.spell:
        p.fail()
    p.mark(C_IT_WAS)
    return condition("it_was", ref=ref, filter=flt)


C_MOVED = construct("condition.card_moved_this_way", "If a / at least one <card> is / was "
                    "discarded / milled this way, ...: after \"discard N cards\" / \"mill N "
                    "cards\", one of the cards it moved is such a card (CR 608.2c, 701.8a, "
                    "701.13b)")


def _moved_this_way(p: Parser) -> Condition:
    """"a land card is discarded this way" (Lord Windgrace), "at least one Zombie card is
    milled this way" (Liliana, Untouched by Death): one or more of the cards that discard
    or mill moved is such a card."""
    from tolaria.data.vocabulary import DISCARDED_COUNT, MILLED_COUNT
    if not (p.scope.discarded or p.scope.milled):
        p.fail()
    if not p.accept("at", "least", "one"):
        p.expect(p.peek() if p.peek() in ("a", "an") else "a")
    flt, plural = description(p, cards=True)
    if plural or flt.controller is not None or flt.other or flt.spell or status_in(flt):
        p.fail()
    if not (p.accept("is") or p.accept("was")):
        p.fail()
    p.expect("milled" if p.scope.milled else "discarded", "this", "way")
    p.mark(C_MOVED)
    what = MILLED_COUNT if p.scope.milled else DISCARDED_COUNT
    return condition("compared", left=(what, None if flt == ObjectFilter() else flt),
                     compare=">=", right=1)


C_EXILED = construct("condition.card_exiled_this_way", "If a / at least one <card> was "
                     "exiled this way, ...: after an instruction exiling target cards from "
                     "graveyards, one of those it put into exile is such a card (CR 608.2c)")


C_THAT_GRAVEYARD = construct("condition.that_graveyard", "<instruction on target card from "
                             "a graveyard>. If no cards are in that graveyard, ...: the "
                             "target card's owner's graveyard, counted as the instruction "
                             "would happen (CR 404.1, 608.2c)")


def _that_graveyard(p: Parser) -> Condition:
    """"no cards are in that graveyard" after "Exile target card from an opponent's
    graveyard." (Nezumi Graverobber): the graveyard that card was in, its owner's."""
    p.expect("no", "cards", "are", "in", "that", "graveyard")
    refs = [i for i, spec in enumerate(p.scope.targets) if spec.players is None
            and spec.objects is not None and spec.objects.zone == "graveyard"]
    if len(refs) != 1:
        p.fail()
    p.mark(C_THAT_GRAVEYARD)
    return condition("compared", left=(OF_OWNER, refs[0], ("cards", "graveyard", "you", None)),
                     compare="<=", right=0)


C_TARGET_PLAYER_HAND = construct("condition.target_player_hand", "<instruction on target "
                                 "player>. Then if that player has no cards in hand, ...: "
                                 "their hand as the instruction would happen (CR 608.2c)")


def _target_player_hand(p: Parser) -> Condition:
    """"that player has no cards in hand" after "Target opponent discards a card." (Nezumi
    Shortfang): the one target player's hand."""
    players = [i for i, spec in enumerate(p.scope.targets) if spec.players is not None
               and spec.objects is None]
    if len(players) != 1 or p.scope.event_subject == "player":
        p.fail()
    p.expect("that", "player", "has", "no", "cards", "in", "hand")
    p.mark(C_TARGET_PLAYER_HAND)
    return condition("compared", left=("of_player", players[0], ("hand", "you")),
                     compare="<=", right=0)


def _exiled(p: Parser) -> Condition:
    """"a creature card was exiled this way" / "at least one creature card was exiled this
    way" after "exile up to one target card from a graveyard" (Graveyard Trespasser): one
    or more of the cards it exiled is such a card."""
    from tolaria.cards.oracle.quantities import exiled_cards
    if not p.scope.exiled:
        p.fail()
    if not p.accept("at", "least", "one"):
        p.expect(p.peek() if p.peek() in ("a", "an") else "a")
    flt, plural = description(p, cards=True)
    if plural:
        p.fail()
    if not p.accept("is"):                          # "If a creature card is exiled this way"
        p.expect("was")
    p.expect("exiled", "this", "way")
    p.mark(C_EXILED)
    return condition("compared", left=exiled_cards(p, flt), compare=">=", right=1)



def if_you_do(p: Parser, before: list[Any], optional: bool = False) -> list[Any]:
    """"<action>. If you do, <instructions>." and "<action>. When you do, <instructions>.":
    the action wrapped in a "did" step, the instructions in "if_you_do" steps."""
    from tolaria.cards.oracle.parser import Scope
    from tolaria.data.ir import TriggeredAbility, effect
    if len(before) == 1 and p.scope.kind == "triggered" and p.keys[
            p.sentence - 3:p.sentence] == [",", "you", "may"]:
        optional = True                  # the ability's own "you may <action>" (CR 603.5)
    if not before or not (_doable(before[-1], optional) or _draws_then(p, before[-1])
                          or _draws_then_chooses(p, before[-1], optional)) or \
            p.scope.kind not in (
            "triggered", "activated", "spell"):
        p.fail()
    start = p.i
    if p.accept("when", "you", "do", ","):
        outer = p.scope                  # its event is the first ability's (CR 603.12)
        p.scope = Scope("triggered", it=outer.it if outer.it in ("self", "event") else None,
                        event=outer.event, event_subject=outer.event_subject,
                        self_gone=outer.self_gone)
        cond = None
        try:
            if p.accept("if"):                       # its own intervening "if" (CR 603.4)
                cond = condition_phrase(p)
                p.expect(",")
            effects = _clauses(p)
            targets = tuple(p.scope.targets)
        finally:
            p.scope = outer
        if any(_names_sacrificed(e) for e in effects):
            p.fail()              # the reflexive ability paid nothing: not read (CR 603.12)
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
    if before[-1].op in _CHOSEN_TO_TARGET | _CONTINUOUS:
        p.mark(C_IF_YOU_CHOSE)
    return before[:-1] + [effect("did", effect=before[-1])] + [
        effect("if_you_do", effect=e) for e in then]


def _names_sacrificed(value: Any) -> bool:
    """Does this effect (or a value in it) count "the sacrificed creature"? That is what
    paid the resolving object's own cost or sacrifice (`effects.referenced`)."""
    from tolaria.data.ir import Effect
    if isinstance(value, Effect):
        return any(_names_sacrificed(v) for _, v in value.params)
    if isinstance(value, tuple):
        return "sacrificed" in value or any(_names_sacrificed(v) for v in value)
    return False


def _draws_then_chooses(p: Parser, action: Any, optional: bool) -> bool:
    """"You may draw two additional cards. If you do, choose two cards in your hand drawn
    this turn. ..." (Sylvan Library): done if it drew (CR 121.2, 121.3)."""
    return optional and p.at("if", "you", "do", ",", "choose") and p.peek(10) == "drawn" and \
        action.op == "draw" and \
        action.get("who") == "you" and type(action.get("amount")) is int


def _draws_then(p: Parser, action: Any) -> bool:
    """"Draw four cards. When you do, ...": the reflexive ability triggers when you draw
    (CR 603.12), not if your library has no card to draw (CR 121.3)."""
    return p.at("when", "you", "do") and action.op == "draw" and action.get(
        "who") == "you" and type(action.get("amount")) is int


C_WHEN_DISCARDED = construct("condition.when_discarded_this_way", "<instruction>, then you may "
                             "discard a card. When you discard a <card> this way, "
                             "<instructions about that card>: a reflexive triggered ability "
                             "about the card discarded, if it is such a card (CR 603.12, "
                             "608.2d)")
_MAY_DISCARD_WHEN = [",", "then", "you", "may", "discard", "a", "card", ".", "when", "you",
                     "discard"]


_DISCARD_WHEN = [",", "then", "discard", "a", "card", ".", "when", "you", "discard"]


def may_discard_ahead(p: Parser) -> bool:
    """Does this sentence end ", then [you may] discard a card." before "When you discard a
    <card> this way, ..."?"""
    end = p.keys.index(".", p.i) if "." in p.keys[p.i:] else p.n
    return p.keys[end - 7:end + 4] == _MAY_DISCARD_WHEN or \
        p.keys[end - 5:end + 4] == _DISCARD_WHEN


def may_discard_when(p: Parser, before: list[Any]) -> list[Any]:
    """"Draw a card, then you may discard a card. When you discard a nonland card this way,
    <source> deals damage equal to that card's mana value to target creature or
    planeswalker." (Narset of the Ancient Way): the discard remembers the card
    (`effects.remember_discarded`); the reflexive ability triggers only if that card is
    such a card, and "that card" in it is the card discarded."""
    from tolaria.cards.oracle.instructions import clause
    from tolaria.cards.oracle.parser import Scope
    from tolaria.data.ir import TriggeredAbility, effect
    from tolaria.data.vocabulary import DISCARDED_COUNT, DISCARDED_EVENT
    if p.scope.kind not in ("triggered", "activated", "spell"):
        p.fail()
    p.sentence = p.i
    first = clause(p)
    optional = p.at(*_MAY_DISCARD_WHEN)
    p.expect(*(_MAY_DISCARD_WHEN if optional else _DISCARD_WHEN))
    start = p.i - 3
    p.expect(p.peek() if p.peek() in ("a", "an") else "a")
    flt, plural = description(p, cards=True)
    if plural or flt.controller is not None or flt.other or flt.spell or status_in(flt):
        p.fail()
    p.expect("this", "way", ",")
    outer = p.scope
    p.scope = Scope("triggered", event=DISCARDED_EVENT, event_subject="object")
    try:
        effects = _clauses(p)
        targets = tuple(p.scope.targets)
    finally:
        p.scope = outer
    reflexive = effect("reflexive", about=DISCARDED_EVENT, ability=TriggeredAbility(
        event="reflexive", effects=tuple(effects), targets=targets, text=p.text_from(start)))
    discard = effect("discard", amount=1, who="you", remember=True)
    is_one = condition("compared", left=(DISCARDED_COUNT, None if flt == ObjectFilter()
                                         else flt), compare=">=", right=1)
    p.mark(C_WHEN_DISCARDED if optional else C_WHEN_DISCARDED_MUST)
    return before + first + [effect("did", effect=discard, may=True) if optional else discard,
                             effect("if", condition=is_one, effect=reflexive)]


C_WHEN_DISCARDED_MUST = construct("condition.when_discarded_must", "<instruction>, then "
                                  "discard a card. When you discard a <card> this way, "
                                  "<instructions about that card>: a reflexive triggered "
                                  "ability about the card discarded, if one was and it is "
                                  "such a card (CR 603.12, 701.8a, 608.2d)")


C_WHEN_PAID = construct("condition.when_paid", "<trigger>, you may pay {M}. When you do, "
                        "<instructions>: a reflexive triggered ability, with its own targets, "
                        "after the optional cost is paid (CR 603.5, 603.12)")


def when_paid(p: Parser) -> list[Any]:
    """The rest of a triggered ability after "you may pay {M}.": "If you do, ..." (its own
    effects), or "When you do, ..." (the rest of the line: a reflexive ability, CR 603.12)."""
    from tolaria.cards.oracle.instructions import effect_sentences
    from tolaria.data.ir import TriggeredAbility, effect
    if not p.at("when", "you", "do", ","):
        return effect_sentences(p)
    start = p.i
    p.i += 4
    outer = p.scope
    if outer.targets or outer.x_cost:
        p.fail()                          # (the X paid isn't the reflexive ability's)
    p.scope = replace(outer, targets=[], them=None, entering_x=False)    # not its X
    cond = None
    try:
        if p.accept("if"):                           # its own intervening "if" (CR 603.4)
            cond = condition_phrase(p)
            p.expect(",")
        effects = effect_sentences(p)
        targets = tuple(p.scope.targets)
    finally:
        p.scope = outer
    ability = TriggeredAbility(event="reflexive", effects=tuple(effects), targets=targets,
                               text=p.text_from(start), condition=cond)
    p.mark(C_WHEN_PAID)
    then = effect("reflexive", ability=ability)
    return [effect("if", condition=cond, effect=then) if cond is not None else then]


C_ANY_TIMES = construct("condition.pay_any_times", "<trigger>, you may pay {M} any number of "
                        "times. When you pay this cost one or more times, <instructions about "
                        "that many>: a reflexive ability, the times paid (CR 603.12, 608.2h)")


def pay_any_times(p: Parser) -> list[Any]:
    """"you may pay {1}{W} any number of times. When you pay this cost one or more times,
    put that many valor counters on this creature." (Intrepid Adversary): the controller
    chooses how many times to pay as it resolves; paid at least once, the rest of the line
    is a reflexive triggered ability with its own targets, "that many" the times paid."""
    from tolaria.cards.oracle.instructions import effect_sentences
    from tolaria.data.ir import TriggeredAbility, effect
    p.expect("you", "may", "pay")
    symbols = ""
    while p.token() is not None and p.token().kind == "sym" and p.peek() not in (
            "{X}", "{T}", "{Q}", "{E}"):
        symbols += p.next().key
    if not symbols or p.scope.kind != "triggered" or p.scope.targets or p.scope.x_cost:
        p.fail()
    p.expect("any", "number", "of", "times", ".")
    start = p.i
    p.expect("when", "you", "pay", "this", "cost", "one", "or", "more", "times", ",")
    outer = p.scope
    p.scope = replace(outer, targets=[], them=None, times_paid=True)
    try:
        effects = effect_sentences(p)
        targets = tuple(p.scope.targets)
    finally:
        p.scope = outer
    ability = TriggeredAbility(event="reflexive", effects=tuple(effects), targets=targets,
                               text=p.text_from(start))
    p.mark(C_ANY_TIMES)
    return [effect("pay_any_times", mana=symbols, ability=ability)]


C_PAY_LIFE = construct("effect.pay_life", "[you may] pay N life [. If you do, ...] / <instruction> "
                       "unless <player> pays N life: only from a life total at least N; "
                       "paying is losing it (CR 119.4, 118.12)")


def pay_life(p: Parser) -> list[Any]:
    """"pay 2 life" (an instruction to the spell's or ability's controller)."""
    from tolaria.data.ir import effect
    if p.scope.kind not in ("triggered", "activated", "spell"):
        p.fail()
    p.expect("pay")
    n = number(p)
    if type(n) is not int:
        p.fail()
    p.expect("life")
    p.mark(C_PAY_LIFE)
    return [effect("pay_life", amount=n)]


C_CHOOSE_TARGET = construct("target.choose", "Choose target <description>. <instructions about "
                            "it>: a sentence that only announces the target (CR 115.1, "
                            "601.2c); \"it\" / \"that creature\" is the target after it")


def choose_target(p: Parser) -> list[Any]:
    """"choose target creature [you control]" / "choose up to one target creature": the
    target only; "it" then names it."""
    from tolaria.cards.oracle import phrases
    if p.scope.kind not in ("triggered", "activated", "spell"):
        p.fail()
    from tolaria.cards.oracle.targeting import counted_lead, size
    p.expect("choose")
    if not (p.at("target") or p.at("another", "target") or counted_lead(p)):
        p.fail()
    first = len(p.scope.targets)
    index = phrases.target(p)
    if index != first or p.scope.targets[index].same_phrase:
        p.fail()
    p.scope.it = index if size(p, index) == 1 else None     # several: "those creatures"
    if p.scope.it is not None and p.at("and", "target"):
        return _choose_pair(p, index)
    if p.scope.it is not None:                              # "the chosen creature"
        p.scope.choices = p.scope.choices + (f"target {index}",)
    else:                                                   # "the chosen cards"
        p.scope.choices = p.scope.choices + (f"targets {index} {size(p, index)}",)
    p.mark(C_CHOOSE_TARGET)
    return []


C_ANOTHER_OF_KIND = construct("counters.another_of_chosen_kind", "choose a counter on target "
                              "permanent. Put an additional counter of that kind on that "
                              "permanent.: its controller chooses a kind of counter the "
                              "permanent has as it resolves (CR 122.1, 608.2d)")


C_ANOTHER_OF_KIND_PLAYER = construct("counters.another_of_chosen_kind_player", "Choose a "
                                     "counter on target permanent or player. Give that "
                                     "permanent or player another counter of that kind.: a "
                                     "player's poison, energy or experience counters too "
                                     "(CR 122.1, 115.1, 608.2d)")


def another_of_chosen_kind(p: Parser) -> list[Any]:
    """Ichormoon Gauntlet: "choose a counter on target permanent. Put an additional counter
    of that kind on that permanent." (`ANOTHER_OF_CHOSEN_KIND`)."""
    from tolaria.cards.oracle import phrases
    from tolaria.data.ir import effect
    from tolaria.data.vocabulary import ANOTHER_OF_CHOSEN_KIND
    if p.scope.kind not in ("triggered", "activated", "spell"):
        p.fail()
    p.expect("choose", "a", "counter", "on")
    if p.accept("target", "permanent", "or", "player", ".", "give", "that", "permanent", "or",
                "player", "another", "counter", "of", "that", "kind"):
        index = p.add_target(TargetSpec(players="any", objects=ObjectFilter(),
                                        text="target permanent or player"))
        p.mark(C_ANOTHER_OF_KIND_PLAYER)           # Animation Module (CR 122.1, 115.1)
        return [effect(ANOTHER_OF_CHOSEN_KIND, target=index)]
    first = len(p.scope.targets)
    index = phrases.target(p)
    spec = p.scope.targets[index]
    if index != first or spec.objects != ObjectFilter() \
            or spec.players or spec.optional or spec.same_phrase:
        p.fail()
    p.expect(".", "put", "an", "additional", "counter", "of", "that", "kind", "on", "that",
             "permanent")                         # (the last period is the caller's)
    p.mark(C_ANOTHER_OF_KIND)
    return [effect(ANOTHER_OF_CHOSEN_KIND, target=index)]


C_CHOOSE_PAIR = construct("target.choose_pair", "Choose target creature you control and "
                          "target creature you don't control. ... the [chosen] creature you "
                          "control ... Then those / the chosen creatures fight each other. "
                          "(CR 115.1, 601.2c, 701.14a)")


def _choose_pair(p: Parser, first: int) -> list[Any]:
    """"Choose target creature you control and target creature you don't control." (Tail
    Swipe): two targets; "the [chosen] creature you control" is the first (`pair_member`),
    "those creatures" both (`fight_each_other`)."""
    from tolaria.cards.oracle import phrases
    from tolaria.cards.oracle.targeting import size
    mine = p.scope.targets[first].objects
    if mine is None or mine.controller != "you" or mine.types != frozenset({"Creature"}):
        p.fail()
    p.expect("and")
    second = phrases.target(p)
    theirs = p.scope.targets[second].objects
    if second != first + 1 or size(p, second) != 1 or theirs is None or \
            theirs.controller != "not you" or theirs.types != frozenset({"Creature"}):
        p.fail()
    p.scope.it = None
    p.scope.choices = p.scope.choices + (f"pair {first} {second}",)
    p.mark(C_CHOOSE_PAIR)
    return []


def pair(p: Parser) -> tuple[int, int] | None:
    """The two targets "Choose target creature you control and target creature you don't
    control." announced, if it was read."""
    for choice in p.scope.choices:
        if choice.startswith("pair "):
            first, second = choice.split()[1:]
            return int(first), int(second)
    return None


def pair_member(p: Parser) -> int | None:
    """"the [chosen] creature you control" after the pair: the first target; consumed."""
    found = pair(p)
    if found is None:
        return None
    start = p.i
    p.accept("the")
    p.accept("chosen")
    if p.accept("creature", "you", "control"):
        p.mark(C_CHOOSE_PAIR)
        return found[0]
    p.i = start
    return None


def fight_each_other(p: Parser) -> list[Any]:
    """"[Then] those creatures / the chosen creatures fight each other." (CR 701.14a)."""
    from tolaria.data.ir import effect
    found = pair(p)
    if found is None:
        p.fail()
    p.accept("then")
    if not (p.accept("those", "creatures") or p.accept("the", "chosen", "creatures")):
        p.fail()
    p.expect("fight", "each", "other", ".")
    p.mark(C_CHOOSE_PAIR)
    return [effect("fight", one=found[0], other=found[1])]


C_AT_RANDOM = construct("effect.discard_random", "<player> discards N cards at random / "
                        "discard a card at random / return a <card> at random from your "
                        "graveyard: the game picks them (CR 701.8b)")


def at_random(p: Parser, found: list[Any]) -> list[Any]:
    """A discard instruction just read, and "at random" after it, if there."""
    from tolaria.data.ir import effect
    if not p.at("at", "random"):
        return found
    if len(found) != 1 or found[0].op != "discard":
        p.fail()
    p.i += 2
    p.mark(C_AT_RANDOM)
    return [effect("discard_random", **dict(found[0].params))]


C_DISCARD_KIND = construct("effect.discard_kind", "discard a <kind> card (\"a creature card\", "
                           "\"a nonland card\"): one of that kind from the hand, if there is "
                           "one (CR 701.8a)")


def discard_kind(p: Parser) -> list[Any]:
    """"discard a creature card" (the player's choice among those cards)."""
    from tolaria.cards.oracle.phrases import description
    from tolaria.data.ir import effect
    if p.scope.kind not in ("triggered", "activated", "spell"):
        p.fail()
    p.expect("discard")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = description(p, cards=True)
    if plural or flt == ObjectFilter() or flt.zone or flt.controller is not None:
        p.fail()
    p.mark(C_DISCARD_KIND)
    return [effect("discard_kind", filter=flt)]


C_TAP_CHOICE = construct("effect.tap_choice", "tap N [other] untapped <permanents> you control "
                         "(chosen, not targeted) [. If you do, ...]: only with N of them "
                         "(CR 701.21a)")


def tap_choice(p: Parser) -> list[Any]:
    """"tap two untapped creatures you control", "tap another untapped Citizen you
    control": the controller picks them as it resolves."""
    from tolaria.cards.oracle.phrases import NUMBER_WORDS
    from tolaria.data.ir import effect
    if p.scope.kind not in ("triggered", "activated", "spell"):
        p.fail()
    p.expect("tap")
    other = p.accept("another")
    n = 1 if other or p.accept("a") or p.accept("an") else NUMBER_WORDS.get(p.next().key, 0)
    other = other or p.accept("other")
    if not n or not p.at("untapped"):
        p.fail()
    flt, plural = permanent_description(p)
    if plural != (n > 1) or flt.controller != "you" or flt.tapped is not False or flt.combat \
            or flt.this_turn or flt.counter:
        p.fail()
    if other:
        if p.scope.kind == "spell":
            p.fail()
        flt = replace(flt, other=True)
    p.mark(C_TAP_CHOICE)
    return [effect("tap_choice", filter=flt, count=n)]


C_PLAYER_TAPS = construct("effect.player_taps", "that player taps an untapped <permanent> "
                          "they control [for each <thing>]: that player chooses them as it "
                          "resolves (CR 701.21a, 608.2d)")


def player_taps(p: Parser, who: Any) -> list[Any]:
    """"that player taps an untapped artifact, creature, or land they control for each fade
    counter on this artifact" (Tangle Wire): the player the trigger is about chooses."""
    from tolaria.cards.oracle.quantities import for_each
    from tolaria.data.ir import effect
    if p.peek() not in ("a", "an") or p.peek(1) != "untapped":
        p.fail()
    flt = _one_they_control(p, who, tapped=False)
    count: Any = for_each(p) if p.at("for", "each") else 1
    p.mark(C_PLAYER_TAPS)
    return [effect("tap_choice", filter=flt, count=count, who=who)]


C_PLAYER_UNTAPS = construct("effect.player_untaps", "that player untaps a <permanent> they "
                            "control: that player chooses it as it resolves (CR 701.21b, "
                            "608.2d)")


def player_untaps(p: Parser, who: Any) -> list[Any]:
    """"At the beginning of each player's upkeep, that player untaps a land they control."
    (Hokori, Dust Drinker): the player the trigger is about chooses one."""
    from tolaria.data.ir import effect
    flt = _one_they_control(p, who, tapped=None)
    p.mark(C_PLAYER_UNTAPS)
    return [effect(PLAYER_UNTAPS, filter=flt, who=who)]


def _one_they_control(p: Parser, who: Any, tapped: bool | None) -> Any:
    """After "that player taps / untaps": "a[n] <permanent> they control", one permanent of
    the trigger's player (`tapped` the status the description must say), as a filter of
    theirs ("you" being the player who chooses)."""
    if who != "event" or p.scope.kind != "triggered":
        p.fail()
    if not (p.accept("an") or p.accept("a")):
        p.fail()
    flt, plural = _they_control(p)
    if plural or flt.controller is not None or flt.tapped is not tapped or flt.combat or \
            flt.this_turn or flt.counter or flt.other:
        p.fail()
    return replace(flt, controller="you")


C_PLAYERS_EACH = construct("target.players_each", "any number of / up to two / two target "
                           "players [opponents] each <verb>: each of them does it (CR 115.1, "
                           "608.2c)")


def players_each(p: Parser) -> list[Any]:
    """"Any number of target players each mill two cards", "Up to two target players each
    draw a card": the instruction for each target player (`targeting.spread`)."""
    from tolaria.cards.oracle import targeting
    if p.scope.kind not in ("triggered", "activated", "spell") or not targeting.counted_lead(p):
        p.fail()
    first = len(p.scope.targets)
    index = targeting.counted_target(p)
    spec = p.scope.targets[index]
    if index != first or spec.players is None or spec.objects is not None:
        p.fail()
    p.expect("each")
    out = _each_does(p, index)[1]
    p.mark(C_PLAYERS_EACH)
    return out


def _each_does(p: Parser, index: int) -> tuple[list[Any], list[Any]]:
    """"... each draw a card [and lose 1 life]": the instructions read as "you draw", and
    the same done by the target player `index`."""
    from tolaria.cards.oracle.instructions import _PLAYER_VERBS, _player_verb
    from tolaria.data.ir import Effect
    found = _player_verb(p, "you")                # read as "you draw" ...
    while p.at("and") and p.peek(1) in _PLAYER_VERBS:
        p.i += 1
        found += _player_verb(p, "you")
    if any(eff.get("who") != "you" for eff in found):
        p.fail()
    return found, [Effect(eff.op, tuple((k, index if k == "who" else v) for k, v in eff.params))
                   for eff in found]              # ... done by that player


def _each_creates(p: Parser, index: Any) -> tuple[list[Any], list[Any]]:
    """"... each create a tapped Powerstone token": the tokens you create, then the same
    created by the player `index` under their control (CR 111.2); "it" is neither."""
    from tolaria.cards.oracle.tokens import player_creates
    start = p.i
    yours = player_creates(p, "you")
    end = p.i
    p.i = start
    token = p.tokens[start]
    p.keys[start], p.tokens[start] = "creates", token._replace(key="creates")
    try:
        theirs = player_creates(p, index)
    finally:
        p.keys[start], p.tokens[start] = "create", token
    if p.i != end or any(e.op != "create_tokens" for e in yours + theirs):
        p.fail()
    p.scope.it = None
    return yours, theirs


C_YOU_AND_EACH = construct("target.you_and_player_each", "You and target opponent/player / "
                           "that player / defending player each <verb>: you do it, then that "
                           "player (CR 115.1, 506.2, 603.2, 608.2c)")


def you_and_player_each(p: Parser) -> list[Any]:
    """"You and target opponent each draw a card" (Loran of the Third Path): the
    instruction for you, then for the target player."""
    from tolaria.cards.oracle.phrases import player_ref
    p.expect("you", "and")
    named = p.at("that", "player") or p.at("defending", "player")  # the trigger's (603.2,
    if not p.at("target") and not named:                           # 506.2)
        p.fail()
    index = player_ref(p)
    if named and index not in ("event", "defending") or not named and (
            not isinstance(index, int) or p.scope.targets[index].objects is not None):
        p.fail()
    p.expect("each")
    yours, theirs = _each_creates(p, index) if p.at("create") else _each_does(p, index)
    if named and not p.at("."):
        p.fail()                          # "..., then discard a card": both do it too
    p.mark(C_YOU_AND_EACH)
    return yours + theirs


C_ATTACH_EVENT = construct("effect.attach_to_event", "[you may] attach this Equipment / Aura "
                           "to it / that creature: the creature the trigger is about, if it "
                           "can be (CR 701.3a-b, 603.2)")


def attach_to_event(p: Parser) -> list[Any]:
    """"Whenever a Wizard creature enters, you may attach this Equipment to it."."""
    from tolaria.data.ir import effect
    p.expect("attach")
    if not self_ref(p) or p.scope.kind != "triggered" or p.scope.it != "event":
        p.fail()
    p.expect("to")
    if not (p.accept("it") or p.accept("that", "creature")):
        p.fail()
    p.mark(C_ATTACH_EVENT)
    return [effect("attach", what="self", target="event")]


def two_colors(symbol: str) -> bool:
    """A hybrid symbol of two colours, "{W/B}" (CR 107.4e): paid with either."""
    parts = symbol[1:-1].split("/")
    return len(parts) == 2 and all(part in ("W", "U", "B", "R", "G") for part in parts)


C_MAY_IF_YOU_DO = construct("condition.may_if_you_do", "[Then] you may <action>. If you do / "
                            "When you do / If you don't, <instructions>: the controller "
                            "chooses as it resolves whether to do the action (CR 608.2d, "
                            "603.12)")


C_MAY = construct("condition.may", "[Then] you may <one instruction>. (nothing after it "
                  "depending on it): its controller chooses as it resolves whether to do it; "
                  "its targets were chosen as it was put on the stack either way (CR 608.2d, "
                  "601.2c)")


C_MAY_EITHER = construct("condition.may_either", "You may <action> or <action>. If you do, "
                         "...: the controller chooses whether, then which one that can be "
                         "done (CR 608.2d, 608.2c)")


_EITHER_VERBS = frozenset({"discard", "sacrifice", "exile", "pay", "return", "tap"})


def _or_verb(p: Parser) -> int | None:
    """Where ", or <verb>" / "or <verb>" splits this sentence's two actions, if it does."""
    end = p.keys.index(".", p.i) if "." in p.keys[p.i:] else p.n
    found = [k for k in range(p.i + 1, end - 1)
             if p.keys[k] == "or" and p.keys[k + 1] in _EITHER_VERBS]
    return found[0] if len(found) == 1 and p.keys[p.i] in _EITHER_VERBS else None


def may_either_ahead(p: Parser) -> bool:
    """Does "you may <action> or <action>." start here (the controller chooses whether, then
    which, as it resolves: `may_sentence`, not the triggered ability's own "you may")?"""
    if not p.at("you", "may"):
        return False
    p.i += 2
    try:
        return _or_verb(p) is not None
    finally:
        p.i -= 2


def _either_action(p: Parser, split: int) -> list[Any]:
    """"<action> or <action>": the first read up to the "or" alone, then the second; one
    instruction each (CR 608.2d)."""
    from tolaria.cards.oracle.instructions import clause
    from tolaria.data.ir import effect
    start, end = p.i, p.n
    p.n = split
    try:
        first = clause(p)
        done = p.i == split
    finally:
        p.n = end
    if not done or len(first) != 1:
        p.fail()
    labels = [p.text_from(start)]
    p.expect("or")
    start = p.i
    second = clause(p)
    if len(second) != 1:
        p.fail()
    labels.append(p.text_from(start))
    p.mark(C_MAY_EITHER)
    return [effect("either", options=(first[0], second[0]), doable=True, labels=tuple(labels))]


def either_of(p: Parser, *texts: str) -> Any:
    """A keyword action's two actions, read from its reminder words `texts` in this
    ability's kind of scope, "it" still what it was (forage's "exile three cards from
    your graveyard" or "sacrifice a Food"): one "either" instruction, its controller's
    choice of one that can be done (CR 608.2d)."""
    from tolaria.cards.oracle.instructions import clause
    from tolaria.cards.oracle.lexer import tokenize
    from tolaria.cards.oracle.parser import Scope
    from tolaria.data.ir import effect
    options = []
    for text in texts:
        sub = Parser(tokenize(text), p.card, Scope(p.scope.kind, it=p.scope.it), text)
        try:
            found = clause(sub)
            sub.end()
        except NoParse:
            p.fail()
        if len(found) != 1 or sub.scope.targets:
            p.fail()
        options.append(found[0])
        p.used.extend(sub.used)
    p.mark(C_MAY_EITHER)
    return effect("either", options=tuple(options), doable=True, labels=texts)


def may_sentence(p: Parser, before: list[Any]) -> list[Any]:
    """"You may discard a card. If you do, draw two cards." in a spell or an ability's
    later sentence: a "did" step that asks first (`tolaria.rules.effects.conditional`)."""
    from tolaria.cards.oracle.instructions import clause
    from tolaria.data.ir import effect
    if p.scope.kind not in ("triggered", "activated", "spell"):
        p.fail()
    p.accept("then")
    p.expect("you", "may")
    p.sentence = p.i
    n_targets = len(p.scope.targets)
    split = _or_verb(p)
    if split is not None:                       # "sacrifice an artifact or discard a card"
        action = _either_action(p, split)
    else:
        action = clause(p)
    p.expect(".")
    if len(action) != 1 or len(p.scope.targets) != n_targets or not _doable(action[0], True):
        p.fail()
    if not (p.at("if", "you", "do", ",") or p.at("when", "you", "do", ",")):
        p.fail()
    found = if_you_do(p, before + action, optional=True)
    did = found[len(before)]
    p.mark(C_MAY_IF_YOU_DO)
    return found[:len(before)] + [effect("did", effect=did.get("effect"), may=True)] + found[
        len(before) + 1:]


def may_alone(p: Parser, before: list[Any]) -> list[Any]:
    """"You may put two +1/+1 counters on a creature you control." in a spell or an
    ability, with no "if you do" after it: one instruction in a "may" step
    (`tolaria.rules.effects.conditional`)."""
    from tolaria.cards.oracle.instructions import clause
    from tolaria.data.ir import effect
    if p.scope.kind not in ("triggered", "activated", "spell"):
        p.fail()
    p.accept("then")
    p.expect("you", "may")
    p.sentence = start = p.i
    action = clause(p)
    label = p.text_from(start)
    p.expect(".")
    if len(action) != 1 or p.at("if") or p.at("when") or p.at("otherwise"):
        p.fail()                                # a later sentence may depend on it
    p.mark(C_MAY)
    return before + [effect("may", effect=action[0], label=label)]


C_REPEAT = construct("condition.repeat_process", "<one instruction>. You may repeat this "
                     "process any number of times.: after each time, its controller chooses "
                     "whether to do it again (CR 608.2c-d)")


def repeat_sentence(p: Parser, before: list[Any]) -> list[Any]:
    """"You may repeat this process any number of times." after a spell's one instruction
    (Ad Nauseam): the instruction again, as often as its controller chooses
    (`tolaria.rules.effects.conditional`)."""
    from tolaria.data.ir import effect
    if p.scope.kind != "spell" or len(before) != 1:
        p.fail()
    p.expect("you", "may", "repeat", "this", "process", "any", "number", "of", "times", ".")
    p.mark(C_REPEAT)
    return [effect("repeat_process", effect=before[0])]


C_REPEAT_SHARED = construct("condition.repeat_while_shared_color", "<player> mills two cards. "
                            "If two cards that share a color were milled this way, repeat this "
                            "process.: the mill again while the two it milled share a color "
                            "(CR 701.13b, 105.2, 608.2c)")


def repeat_while_shared_color(p: Parser, before: list[Any]) -> list[Any]:
    """Grindstone: "If two cards that share a color were milled this way, repeat this
    process." after its one instruction, a mill of two cards."""
    from tolaria.cards.oracle.quantities import remembering
    from tolaria.data.ir import effect
    from tolaria.data.vocabulary import REPEAT_WHILE_SHARED_COLOR
    if len(before) != 1 or before[0].op != "mill" or before[0].get("amount") != 2:
        p.fail()
    p.expect("if", "two", "cards", "that", "share", "a", "color", "were", "milled", "this",
             "way", ",", "repeat", "this", "process", ".")
    p.mark(C_REPEAT_SHARED)
    return [effect(REPEAT_WHILE_SHARED_COLOR, effect=remembering(before[0]))]


C_REPEAT_MILLED = construct("condition.repeat_while_milled", "<instructions>, then mill a "
                            "card. If a <card> was milled this way, <instruction> and repeat "
                            "this process.: the instruction and all of them again while the "
                            "card milled is such a card, as it is now (CR 701.13b, 608.2c)")


def repeat_while_milled(p: Parser, before: list[Any]) -> list[Any]:
    """Grist, the Hunger Tide: "If an Insect card was milled this way, put a loyalty
    counter on Grist and repeat this process." after "Create a 1/1 ... token, then mill a
    card." (the whole ability so far is the process)."""
    from tolaria.cards.oracle.instructions import effect_sentences
    from tolaria.cards.oracle.quantities import remembering
    from tolaria.data.ir import effect
    from tolaria.data.vocabulary import REPEAT_WHILE_MILLED
    last = before[-1] if before else None
    if last is None or last.op != "mill" or last.get("who") != "you" or \
            last.get("amount") != 1 or p.scope.targets:
        p.fail()
    p.expect("if")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = description(p, cards=True)
    if plural or flt.spell or status_in(flt) or flt.controller is not None or flt.zone:
        p.fail()
    p.expect("was", "milled", "this", "way", ",")
    keys = p.keys
    at = next((k for k in range(p.i, p.n - 4) if keys[k:k + 5] == [
        "and", "repeat", "this", "process", "."]), None)
    if at is None or at + 5 != p.n:
        p.fail()
    body = Parser(p.tokens[p.i:at] + p.tokens[-1:], p.card, p.scope, p.line)
    then = effect_sentences(body)
    p.used += body.used
    if p.scope.targets or not then:
        p.fail()
    p.i = p.n
    p.mark(C_REPEAT_MILLED)
    return [effect(REPEAT_WHILE_MILLED, effects=(*before[:-1], remembering(last)),
                   filter=flt, then=tuple(then))]


C_REPEAT_FOR = construct("condition.repeat_for", "<target player> sacrifices a <type> ... . "
                         "Then repeat this process for a <type> and a <type>.: the same "
                         "instructions again for each type, in order (CR 608.2c)")


def repeat_for(p: Parser, before: list[Any]) -> list[Any]:
    """"Then repeat this process for an enchantment and a planeswalker." after a spell's
    "Target opponent sacrifices a creature of their choice. If they can't, ..." (Invoke
    Despair): its instructions again for each card type named, one after the other."""
    from tolaria.data.ir import ObjectFilter
    first = before[0] if before else None
    if p.scope.kind != "spell" or first is None or first.op != "sacrifice_choice" or \
            any(e.op == "sacrifice_choice" for e in before[1:]):
        p.fail()
    flt = first.get("filter")
    if flt is None or flt != ObjectFilter(types=flt.types) or len(flt.types) != 1:
        p.fail()                        # the process is about one card type: say which
    p.expect("then", "repeat", "this", "process", "for")
    kinds = []
    while True:
        p.expect(p.peek() if p.peek() in ("a", "an") else "a")
        more, plural = permanent_description(p)
        if plural or more != ObjectFilter(types=more.types) or len(more.types) != 1:
            p.fail()
        kinds.append(more)
        if p.accept("."):
            break
        if not (p.accept(",", "and") or p.accept("and") or p.accept(",")):
            p.fail()
    p.mark(C_REPEAT_FOR)
    again = []
    for kind in kinds:
        again.append(replace(first, params=tuple((k, kind if k == "filter" else v)
                                                 for k, v in first.params)))
        again += before[1:]
    return before + again


C_ANY_MAY = construct("condition.any_player_may", "any opponent / any player may sacrifice "
                      "<permanents> [of their choice] / discard N cards / pay {M} / exile N "
                      "cards from their graveyard. If a "
                      "player does, <instructions>: asked in APNAP order until one does "
                      "(CR 101.4, 608.2d)")


def any_may_sentence(p: Parser, before: list[Any]) -> list[Any]:
    """"Any opponent may sacrifice a creature of their choice. If a player does, tap this
    creature ..." (Desecration Demon): the first player, in APNAP order, who chooses to
    do it does it (`tolaria.rules.effects.conditional`)."""
    from tolaria.cards.oracle.instructions import _sacrifice_choice, _unless_mana
    from tolaria.data.ir import effect
    from tolaria.data.vocabulary import ANY_OPPONENT, ANY_PLAYER, DOER
    if p.scope.kind not in ("triggered", "activated", "spell"):
        p.fail()
    p.expect("any")
    who = ANY_OPPONENT if p.accept("opponent") else ANY_PLAYER
    if who == ANY_PLAYER:
        p.expect("player")
    p.expect("may")
    if p.accept("sacrifice"):
        action = _sacrifice_choice(p, DOER)[0]
    elif p.accept("discard"):
        n = number(p)
        p.expect("cards" if n != 1 else "card")
        action = effect("discard", who=DOER, amount=n)
    elif p.accept("pay") and p.token() is not None and p.token().kind == "sym":
        action = effect("pay_mana", who=DOER, mana=_unless_mana(p))
    elif p.accept("exile"):                       # "a card / three cards from their graveyard"
        n = number(p)
        p.expect("cards" if n != 1 else "card", "from", "their", "graveyard")
        action = effect("graveyard_exile", who=DOER, what="card", count=n)
    elif p.scope.kind == "triggered" and p.accept("have", "it", "deal"):
        action = _have_it_deal(p)                 # Vexing Devil (CR 120.3, 608.2d)
    elif p.scope.kind == "spell" and who == ANY_PLAYER and p.accept("have"):
        return before + _have_this_spell_deal(p)  # Browbeat
    else:
        p.fail()
    p.expect(".", "if", "a", "player", "does", ",")
    n_targets = len(p.scope.targets)
    then = _clauses(p)
    if len(p.scope.targets) != n_targets:
        p.fail()                  # a target chosen only if a player does: not read (601.2c)
    p.mark(C_ANY_MAY)
    return before + [effect("did", effect=action, may=True, who=who)] + [
        effect("if_you_do", effect=e) for e in then]


C_NO_ONE_DOES = construct("condition.any_player_may_take_damage", "Any player may have "
                          "<this spell> deal N damage to them. If no one does, "
                          "<instructions>: each player in APNAP order may choose to be "
                          "dealt the damage by the spell; the instructions only if none "
                          "does (CR 101.4, 120.3, 608.2d)")


def _have_this_spell_deal(p: Parser) -> list[Any]:
    """"Any player may have Browbeat deal 5 damage to them. If no one does, target player
    draws three cards.": its targets are chosen as it is cast (CR 601.2c); once a player
    chooses the damage, the rest doesn't happen, even if the damage is prevented."""
    from tolaria.cards.oracle.phrases import self_ref
    from tolaria.data.ir import effect
    from tolaria.data.vocabulary import ANY_PLAYER, DOER
    if not self_ref(p):
        p.fail()
    p.expect("deal")
    n = number(p)
    p.expect("damage", "to", "them", ".", "if", "no", "one", "does", ",")
    then = _clauses(p)
    p.mark(C_NO_ONE_DOES)
    action = effect("damage_players", amount=n, who=DOER)
    return [effect("did", effect=action, may=True, who=ANY_PLAYER)] + [
        effect("if_you_dont", effect=e) for e in then]


def _have_it_deal(p: Parser) -> Any:
    """"... have it deal 4 damage to them": the source of the ability deals that damage to
    the player who chose to (CR 120.3, 608.2d)."""
    from tolaria.data.ir import effect
    from tolaria.data.vocabulary import DOER
    n = number(p)
    p.expect("damage", "to", "them")
    p.mark(C_ANY_MAY_DAMAGE)
    return effect("damage_players", amount=n, who=DOER)


C_ANY_MAY_DAMAGE = construct("condition.any_opponent_may_take_damage", "<trigger>, any "
                             "opponent may have it deal N damage to them. If a player does, "
                             "<instructions>: the first opponent in APNAP order who chooses "
                             "to is dealt the damage by the source (CR 120.3, 101.4, 608.2d)")


C_DEFENDING_MAY = construct("effect.defending_player_may", "defending player / its controller "
                            "(of the creature that dealt the damage) / that creature's "
                            "controller (of the one that died) may <draw a card / ...>.: "
                            "that player chooses as it resolves whether to do it (CR 608.2d, "
                            "506.2, 603.2)")


C_TARGET_MAY = construct("condition.target_opponent_may", "Target opponent may draw a card.: "
                         "that player chooses as it resolves (CR 608.2d, 115.1)")


def defending_player_may(p: Parser, before: list[Any]) -> list[Any]:
    """"Whenever this creature attacks, defending player may draw a card." (Harbor
    Guardian): the choice is that player's (CR 608.2d), nothing depends on it."""
    from tolaria.cards.oracle.instructions import _player_verb
    from tolaria.cards.oracle.phrases import player_ref
    from tolaria.data.ir import effect
    who = player_ref(p)
    if isinstance(who, int):              # "Target opponent may draw a card." (Phelddagrif)
        spec = p.scope.targets[who]
        if spec.objects is not None or spec.players != "opponent":
            p.fail()
        p.mark(C_TARGET_MAY)
    elif who not in ("defending", ("controller", "event_source")) and not (
            who == ("controller", "event") and p.scope.event_gone):
        p.fail()                          # "that creature's controller": the dead one's
    p.expect("may")
    action = _player_verb(p, who, one=False)          # "may draw": the verb's base form
    if len(action) != 1 or action[0].op not in ("draw", "discard", "mill") or not p.at("."):
        p.fail()
    p.accept(".")
    if not p.done:
        p.fail()                          # "If that player does, ...": not read here
    p.mark(C_DEFENDING_MAY)
    return before + [effect("did", effect=action[0], may=True, who=who)]


C_MAY_PAY_IF_NOT = construct("condition.event_player_may_pay", "<trigger on a player's "
                             "event>, that player may pay {M}. If the player doesn't / If they "
                             "don't, <instruction>: <instruction> unless that player pays {M} "
                             "(CR 118.12a, 603.2)")


def event_player_may_pay(p: Parser, before: list[Any]) -> list[Any]:
    """"Whenever an opponent draws a card, that player may pay {2}. If the player doesn't,
    you create a Treasure token." (Smothering Tithe): read as "... unless that player pays
    {2}" (CR 118.12a); the player is the one the trigger's event is about (CR 603.2)."""
    from tolaria.cards.oracle.instructions import _unless_mana
    from tolaria.data.ir import effect
    scope = p.scope
    if before or scope.kind != "triggered" or scope.event_subject != "player" or \
            scope.them is not None or scope.targets:
        p.fail()
    p.expect("that", "player", "may", "pay")
    mana = _unless_mana(p)
    p.expect(".", "if")
    if not (p.accept("the", "player", "doesn't", ",") or p.accept("they", "don't", ",")):
        p.fail()
    then = _clauses(p)
    if len(then) != 1 or scope.targets:
        p.fail()
    p.mark(C_MAY_PAY_IF_NOT)
    return [effect("unless_pays", payer="event", mana=mana, effect=then[0])]


def _if_you_dont(p: Parser, before: list[Any]) -> list[Any]:
    """"You may <action>. [If you do, ...] If you don't, <instructions>.": they happen only
    if the action wasn't done, declined or impossible (CR 608.2c). After the triggered
    ability's own "you may <action>", that choice moves into the instruction
    (`may_inside`: the ability then always resolves)."""
    from tolaria.data.ir import effect
    dids = [i for i, e in enumerate(before) if e.op == "did"]
    if not dids and len(before) == 1 and p.scope.kind == "triggered" and p.keys[
            p.sentence - 3:p.sentence] == [",", "you", "may"] and _doable(before[0], True):
        before, dids = [effect("did", effect=before[0], may=True)], [0]
    chooses = bool(before) and before[-1].op == "exile_until_cast" and before[-1].get("top")
    if not chooses and (len(dids) != 1 or not before[dids[0]].get("may")) or any(
            e.op == "if_you_dont" for e in before):
        p.fail()                  # (a cast offered as it resolves tells whether it was)
    p.expect("if", "you", "don't", ",")
    n_targets = len(p.scope.targets)
    then = _clauses(p)
    if len(p.scope.targets) != n_targets:
        p.fail()                  # a target chosen only if you don't: not read (601.2c)
    p.mark(C_MAY_IF_YOU_DO)
    return before + [effect("if_you_dont", effect=e) for e in then]


def _clauses(p: Parser, instead: bool = False) -> list[Any]:
    """Clauses up to the end of the sentence (as `instructions.sentence` reads them), and
    with `instead` a last "instead" (CR 614.15)."""
    from tolaria.cards.oracle import quantities
    from tolaria.cards.oracle.instructions import clause
    p.sentence = p.i
    effects = quantities.scaled_clause(p, clause(p))
    while not p.accept(".") and not (instead and p.accept("instead", ".")) and not (
            not instead and quantities.where_x(p, effects, 0)):
        if p.accept(",", "then") or p.accept("then") or p.accept("and") or p.accept(","):
            effects += quantities.scaled_clause(p, clause(p))
        else:
            p.fail()
    return effects


# -- "If that spell is countered this way, exile it instead ..." (CR 614.15, 701.5a) -----------

C_COUNTERED_INSTEAD = construct("condition.countered_instead", "Counter target spell [unless "
                                "its controller pays {M}]. If that spell is countered this way, "
                                "exile it / put it on top / the bottom / your choice of the top "
                                "or bottom of its owner's library / into its owner's hand "
                                "instead (CR 614.15)")


def _countered_instead(p: Parser, before: list[Any]) -> list[Any]:
    """Where the countered spell goes instead of its owner's graveyard."""
    from tolaria.data.ir import effect
    if not before or before[-1].op not in ("counter", "counter_unless"):
        p.fail()
    p.expect("if", "that", "spell", "is", "countered", "this", "way", ",")
    if p.accept("exile", "it", "instead", "of", "putting", "it", "into", "its", "owner", "'s",
                "graveyard", "."):
        to = "exile"
    elif p.accept("put", "it", "on", "the", "bottom", "of", "its", "owner", "'s", "library",
                  "instead", "of", "into", "that", "player", "'s", "graveyard", "."):
        to = "library_bottom"
    elif p.accept("put", "that", "card", "on", "your", "choice", "of", "the", "top", "or",
                  "bottom", "of", "its", "owner", "'s", "library", "instead", "of", "into",
                  "that", "player", "'s", "graveyard", "."):
        to = "library_top_or_bottom"
    elif p.accept("put", "it", "on", "top", "of", "its", "owner", "'s", "library", "instead",
                  "of", "into", "that", "player", "'s", "graveyard", "."):
        to = "library"
    elif p.accept("put", "it", "into", "its", "owner", "'s", "hand", "instead", "of", "into",
                  "that", "player", "'s", "graveyard", "."):
        to = "hand"
    else:
        p.fail()
    p.mark(C_COUNTERED_INSTEAD)
    if before[-1].op == "counter_unless":           # "... unless its controller pays {X}."
        return before[:-1] + [effect("counter_unless", target=before[-1].get("target"),
                                     mana=before[-1].get("mana"), to=to)]
    return before[:-1] + [effect("counter_to", target=before[-1].get("target"), to=to)]


# -- "<instruction> unless you <action / condition>" (CR 118.12, 608.2c) -----------------------

C_UNLESS = construct("condition.unless", "<instruction> unless you discard a card / sacrifice "
                     "a <description> (its controller chooses, CR 118.12) / unless "
                     "<condition> (CR 608.2c)")


C_INSTEAD = construct("condition.instead", "If <condition>, instead <instructions>. / <this> "
                      "deals N damage instead if <condition>.: a spell's own replacement "
                      "of its earlier instruction (CR 614.15)")


INSTEAD_OF_LAST = "instead_of_last"


def earlier(p: Parser, before: list[Any]) -> list[Any]:
    """What "... instead" may replace: the sentence's earlier instructions, or on a
    spell's later line ("Morbid — ... instead if ...") the earlier lines' (`replaced`)."""
    return before or list(p.scope.earlier) if p.scope.kind == "spell" else before


def replaced(before: list[Any], found: list[Any], old: list[Any], count: int = 1
             ) -> list[Any]:
    """`found` (the instructions with the replaced one) as this sentence's result: for an
    earlier line's instruction (the last `count` of them), marked so the compiler puts them
    in its place."""
    from tolaria.data.ir import effect
    if before:
        return found
    more = {"count": count} if count != 1 else {}
    return [effect(INSTEAD_OF_LAST, effects=tuple(found[len(old) - count:]), **more)]


def _deals_instead(p: Parser, before: list[Any]) -> list[Any]:
    """"Brimstone Volley deals 5 damage instead if a creature died this turn." after "...
    deals 3 damage to any target.": the amount, chosen as it resolves (CR 614.15)."""
    from tolaria.data.ir import effect
    given, before = before, earlier(p, before)[-1:]
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
    cond = once(cond)
    return replaced(given, [effect("if", condition=condition("not", part=cond), effect=old),
                            effect("if", condition=cond, effect=new)], before)


def unless_sentence(p: Parser, before: list[Any]) -> list[Any]:
    """"Sacrifice this creature unless you discard a card." / "Then discard a card unless
    you attacked this turn.": one clause, then "unless"."""
    from tolaria.cards.oracle.instructions import clause
    from tolaria.data.ir import effect
    if "unless" not in p.keys[p.i:]:
        return p.choice(lambda q: _deals_instead(q, before), lambda q: _suffix_if(q, before),
                        lambda q: _suffix_instead(q, before))
    p.accept("then")
    p.sentence = p.i
    main = clause(p)
    n_targets = len(p.scope.targets)            # none in the "unless" part (CR 601.2c)
    p.expect("unless")
    if len(main) == 1 and main[0].get("who") in ("opponents", "each") and p.at("they", "pay"):
        return before + _each_unless_pays(p, main[0], n_targets)       # CR 118.12, 101.4
    payer = p.attempt(_unless_payer, main)
    if payer == "you" and p.at("{E}"):                   # energy (CR 107.14, 118.12)
        n = 0
        while p.accept("{E}"):
            n += 1
        p.expect(".")
        if len(main) != 1 or len(p.scope.targets) != n_targets:
            p.fail()
        p.mark(C_UNLESS_PAYS)
        return before + [effect("unless_energy", amount=n, effect=main[0])]
    if payer is not None and p.peek(1) == "life":          # "unless you pay 2 life"
        n = number(p)
        p.expect("life", ".")
        if len(main) != 1 or len(p.scope.targets) != n_targets or type(n) is not int:
            p.fail()
        p.mark(C_PAY_LIFE)
        return before + [effect("unless_life", payer=payer, amount=n, effect=main[0])]
    if payer is not None:
        from tolaria.cards.oracle.instructions import _unless_mana
        if p.at("{X}", ",", "where", "x", "is"):        # "{X}, where X is <quantity>"
            from tolaria.cards.oracle.phrases import quantity
            p.i += 5
            mana, per = "{1}", quantity(p)
            p.mark(C_UNLESS_PER)
        else:
            mana = _unless_mana(p)
            per = _per(p, mana)
        p.expect(".")
        if len(main) != 1 or len(p.scope.targets) != n_targets:
            p.fail()
        p.mark(C_UNLESS_PAYS)
        inner = main[0]
        if not before and p.scope.kind == "triggered" and p.keys[
                p.sentence - 3:p.sentence] == [",", "you", "may"] and payer != "you":
            inner = effect("did", effect=inner, may=True)   # they choose first, then you
            if not _doable(main[0]):                         # (`may_inside`)
                p.fail()
        return before + [effect("unless_pays", payer=payer, mana=mana, effect=inner,
                                **({"per": per} if per is not None else {}))]
    they = p.attempt(_unless_they_sacrifice, main, n_targets)
    if they is not None:
        return before + [effect("unless_do", action=they[1], effect=main[0], doer=they[0])]
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


C_UNLESS_PER = construct("condition.unless_pays_per", "<instruction> unless <player> pays {1} "
                         "[plus an additional {1}] for each <thing> / pays {X}, where X is "
                         "<quantity>: that much generic mana, counted as it resolves (CR "
                         "118.12, 608.2h)")


def _per(p: Parser, mana: str) -> Any:
    """"{1} for each card in your graveyard": the count the generic mana is multiplied by
    (None if the cost doesn't go on so)."""
    from tolaria.cards.oracle.quantities import for_each
    more = p.accept("plus", "an", "additional")          # "{2} plus an additional {2} for
    if more and _unless_mana_again(p) != mana:           # each ...": {2} times 1 + N
        p.fail()
    if not p.at("for", "each"):
        if more:
            p.fail()
        return None
    if mana.count("{") != 1 or not (mana[1:-1].isdigit() or mana[1:-1] in "WUBRGC"):
        p.fail()
    found = for_each(p)
    p.mark(C_UNLESS_PER)
    return ("plus", 1, found) if more else found


def _unless_mana_again(p: Parser) -> str:
    from tolaria.cards.oracle.instructions import _unless_mana
    return _unless_mana(p)


def per_unless(p: Parser) -> bool:
    """Is "unless ... pays {N} for each ..." ahead (in this sentence)? The readers of
    "counter target spell unless its controller pays {3}" leave it to `unless_sentence`."""
    end = p.keys.index(".", p.i) if "." in p.keys[p.i:] else len(p.keys)
    words = p.keys[p.i:end]
    return "unless" in words and any(words[k:k + 2] == ["for", "each"] or words[
        k:k + 5] == ["{X}", ",", "where", "x", "is"] for k in range(words.index("unless"),
                                                                  len(words)))


def may_inside(effects: list[Any]) -> bool:
    """Is the triggered ability's "you may" inside its "unless <player> pays" ("you may draw
    a card unless that player pays {1}": that player chooses first, CR 118.12)? Then the
    ability itself isn't optional (`abilities.triggered_line`)."""
    if effects and effects[0].op == "did" and effects[0].get("may") and any(
            e.op == "if_you_dont" for e in effects):
        return True                  # "you may <action>. If you don't, ..." (`_if_you_dont`)
    return len(effects) == 1 and effects[0].op == "unless_pays" and effects[0].get(
        "effect").op == "did" and bool(effects[0].get("effect").get("may"))


def _suffix_instead(p: Parser, before: list[Any]) -> list[Any]:
    """"You gain 10 life instead if you control a creature with power 5 or greater." after
    "You gain 5 life.": the earlier instruction or this one (CR 614.15)."""
    from tolaria.cards.oracle.instructions import clause
    from tolaria.data.ir import effect
    old = earlier(p, before)
    if not old:
        p.fail()
    p.sentence = p.i
    n_targets = len(p.scope.targets)
    main = clause(p)
    if len(main) == 1 and p.accept("if"):   # "Destroy that creature if it has mana value 4
        inner = p.choice(_it_is, _its_number)  # or less instead if ..." (Fatal Push)
        main = [effect("if", condition=inner, effect=main[0])]
    p.expect("instead", "if")
    cond = p.choice(_it_is, _its_number, condition_phrase)
    p.expect(".")
    if len(main) != 1 or len(p.scope.targets) != n_targets:
        p.fail()
    return replaced(before, _instead(p, old, cond, main), old)


def _suffix_if(p: Parser, before: list[Any]) -> list[Any]:
    """"Draw a card if you have no cards in hand.", "put two +1/+1 counters on it if you
    gained life this turn": one instruction, only if the condition is true (CR 608.2c)."""
    from tolaria.cards.oracle.instructions import clause
    from tolaria.data.ir import effect
    if before and p.at("then") and p.peek(1) != ",":
        p.i += 1                                  # "Then draw a card if ...": in order
    p.sentence = p.i
    main = clause(p)
    n_targets = len(p.scope.targets)
    p.expect("if")
    cond = p.choice(_it_is, _it_fought, _its_number, _mana_value_compared, _nth_resolution,
                    condition_phrase)
    p.expect(".")
    if len(main) != 1 or len(p.scope.targets) != n_targets:
        p.fail()
    if main[0].op == "delayed" and cond.op == "it_is":
        p.fail()              # "sacrifice it at the next end step if it ...": checked when?
    p.mark(C_IF)
    return before + [effect("if", condition=cond, effect=main[0])]


C_EACH_UNLESS_PAYS = construct("condition.each_unless_pays", "each opponent / each player "
                               "sacrifices a <permanent> of their choice unless they pay {M}: "
                               "in turn order each chooses whether to pay; the others "
                               "sacrifice (CR 118.12, 101.4)")


def _each_unless_pays(p: Parser, main: Any, n_targets: int) -> list[Any]:
    """"... each opponent sacrifices a permanent of their choice unless they pay {3}."
    (Rishadan Brigand): the instruction for the players who don't pay."""
    from tolaria.cards.oracle.instructions import _unless_mana
    from tolaria.data.ir import Effect, effect
    from tolaria.data.vocabulary import DIDNT_PAY
    p.expect("they", "pay")
    mana = _unless_mana(p)
    p.expect(".")
    if main.op != "sacrifice_choice" or len(p.scope.targets) != n_targets or "{X}" in mana:
        p.fail()
    p.mark(C_EACH_UNLESS_PAYS)
    inner = Effect(main.op, tuple((k, DIDNT_PAY if k == "who" else v) for k, v in main.params))
    return [effect("each_unless_pays", who=main.get("who"), mana=mana, effect=inner)]


C_UNLESS_PAYS = construct("condition.unless_pays", "<instruction> unless you pay / its "
                          "controller pays / that player pays {M} / unless you pay {E}{E}: the "
                          "player chooses as it resolves (CR 118.12, 107.14)")


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
    if p.scope.kind == "triggered" and p.scope.event == "cast" and p.scope.event_subject in (
            "", "object") and main and main[0].get("who") == "you" and not any(
            t.players for t in p.scope.targets) and p.accept("that", "player", "pays"):
        return ("controller", "event")       # the caster (`eventrefs.event_player`)
    if not (p.accept("they", "pay") or p.accept("that", "player", "pays")):
        p.fail()
    who = main[0].get("who") if len(main) == 1 else None
    if not (isinstance(who, int) or who == "event" or (
            isinstance(who, tuple) and who[0] == "controller")):
        p.fail()                     # "each opponent ... unless they pay": one at a time
    return who


C_UNLESS_THEY = construct("condition.unless_they_sacrifice", "<instruction about a player> "
                          "unless they / that player sacrifice(s) a <permanent> [of their "
                          "choice]: that player chooses as it resolves (CR 118.12, 701.17a)")


def _unless_they_sacrifice(p: Parser, main: list[Any], n_targets: int) -> tuple[Any, Any]:
    """"Mogis deals 2 damage to that player unless they sacrifice a creature of their
    choice.": the player the instruction is about may sacrifice instead."""
    from tolaria.cards.oracle.instructions import _sacrifice_choice
    if len(main) != 1:
        p.fail()
    ref = main[0].get("who", main[0].get("target"))
    if isinstance(ref, int):
        spec = p.scope.targets[ref]
        if spec.players is None or spec.objects is not None:
            p.fail()
    elif ref != "event" or p.scope.event_subject != "player":
        p.fail()
    if not (p.accept("they", "sacrifice") or p.accept("that", "player", "sacrifices")):
        p.fail()
    found = _sacrifice_choice(p, ref)
    p.expect(".")
    if len(found) != 1 or found[0].get("count") != 1 or found[0].get("also") or found[0].get(
            "greatest") or found[0].get("filter").other or len(p.scope.targets) != n_targets:
        p.fail()
    p.mark(C_UNLESS_THEY)
    return ref, found[0]


C_UNLESS_TAP = construct("condition.unless_you_tap", "<instruction> unless you tap an untapped "
                        "<creature> you control / remove N <kind> counters from it: you "
                        "choose as it resolves, if you can (CR 118.12, 701.21a, 122.1)")


def _unless_action(p: Parser) -> Any:
    """"you discard a card", "you sacrifice a land / another creature", "you tap an
    untapped creature you control"."""
    from tolaria.cards.oracle.instructions import clause
    if p.at("you", "return") or p.at("you", "discard") or p.at("you", "tap") or p.at(
            "you", "remove"):
        p.i += 1                        # "you return a land you control ...", "you discard"
    elif not p.at("you", "sacrifice"):
        p.fail()
    found = clause(p)
    if len(found) != 1 or not _doable(found[0], True) or found[0].op not in (
            "discard", "discard_random", "discard_kind", "sacrifice_choice", "bounce_choice",
            "tap_choice", "remove_counters", "remove_a_counter"):
        p.fail()
    if found[0].op in ("tap_choice", "remove_counters"):
        p.mark(C_UNLESS_TAP)
    return found[0]


C_PAY_TO_UNTAP = construct("effect.pay_to_untap", "that player may choose any number of tapped "
                           "<creatures> they control and pay {M} for each creature chosen this "
                           "way. If the player does, untap those creatures.: the player the "
                           "trigger is about chooses them as it resolves, only as many as they "
                           "can pay for, pays, then untaps them (CR 608.2d, 118.3, 701.21b)")


def pay_to_untap(p: Parser, before: list[Any]) -> list[Any]:
    """"At the beginning of each player's upkeep, that player may choose any number of
    tapped creatures without flying they control and pay {2} for each creature chosen this
    way. If the player does, untap those creatures." (Mudslide)."""
    from tolaria.cards.oracle.instructions import _unless_mana
    from tolaria.data.ir import effect
    scope = p.scope
    if before or scope.kind != "triggered" or scope.event_subject != "player" or scope.targets:
        p.fail()
    p.expect("that", "player", "may", "choose", "any", "number", "of")
    flt, plural = _they_control(p)
    if not plural or flt.types != frozenset({"Creature"}) or flt.tapped is not True or \
            flt.controller is not None or flt.combat or flt.this_turn or flt.other:
        p.fail()
    p.expect("and", "pay")
    mana = _unless_mana(p)
    p.expect("for", "each", "creature", "chosen", "this", "way", ".", "if", "the", "player",
             "does", ",", "untap", "those", "creatures", ".")
    p.mark(C_PAY_TO_UNTAP)
    return [effect("pay_to_untap", who="event", filter=replace(flt, tapped=None,
                                                               controller="you"), mana=mana)]


def _they_control(p: Parser) -> tuple[Any, bool]:
    """"<permanents> they control": the description before "they control"."""
    from tolaria.cards.oracle.phrases import description_before
    return description_before(p, "they", "control")


C_EACH_MAY = construct("condition.each_player_may", "Each player may discard their hand and "
                       "draw N cards / shuffle their hand and graveyard into their library[, "
                       "then each player who does draws N cards]: each chooses in APNAP "
                       "order, then those who chose to do it at once (CR 101.4, 608.2d)")
C_EACH_WHO_DOES = construct("condition.each_player_who_does", "Each player who does draws N "
                            "cards. (after \"Each player may ...\"): the players who chose "
                            "to (CR 608.2c)")
_EACH_MAY_OPS = frozenset({"discard_hand", "draw", "shuffle_hand_graveyard"})


def each_player_may(p: Parser, before: list[Any]) -> list[Any]:
    """"Each player may discard their hand and draw seven cards." (Raphael's Technique),
    "Each player may shuffle their hand and graveyard into their library, then each player
    who does draws seven cards." (Turtles in Time): the choices first, in APNAP order
    (CR 101.4), then the instructions for those who chose to (`CHOSE_TO`)."""
    from tolaria.cards.oracle.instructions import _player_verb
    from tolaria.data.ir import Effect, effect
    from tolaria.data.vocabulary import CHOSE_TO
    p.expect("each", "player", "may")
    start = p.i
    acts = _player_verb(p, "each", one=False)
    while p.accept("and"):
        acts += _player_verb(p, "each", one=False)
    label = " ".join(p.keys[start:p.i])
    then = []
    if p.accept(",", "then", "each", "player", "who", "does"):
        then = _player_verb(p, CHOSE_TO, one=True)
        p.mark(C_EACH_WHO_DOES)
    p.expect(".")
    if any(e.op not in _EACH_MAY_OPS or e.get("who") != "each" for e in acts) \
            or any(e.op != "draw" or e.get("who") != CHOSE_TO for e in then):
        p.fail()
    p.mark(C_EACH_MAY)
    return before + [effect("each_may", who="each", label=label)] + [
        Effect(e.op, tuple((k, CHOSE_TO if k == "who" else v) for k, v in e.params))
        for e in acts] + then


def each_player_who_does(p: Parser, before: list[Any]) -> list[Any]:
    """"Each player who does draws seven cards." after "Each player may ..." (Step Between
    Worlds): the players who chose to (`CHOSE_TO`, CR 608.2c)."""
    from tolaria.cards.oracle.instructions import _player_verb
    from tolaria.data.vocabulary import CHOSE_TO
    if not any(e.op == "each_may" for e in before):
        p.fail()
    p.expect("each", "player", "who", "does")
    then = _player_verb(p, CHOSE_TO, one=True)
    p.expect(".")
    if any(e.op != "draw" for e in then):
        p.fail()
    p.mark(C_EACH_WHO_DOES)
    return before + then


C_EACH_WHO_CONTROLS = construct("condition.each_player_who_controls", "Each player who "
                                "controls a <permanent> draws a card: the players controlling "
                                "one as it happens, in turn order (CR 608.2h, 101.4)")


def each_player_who_controls(p: Parser, before: list[Any]) -> list[Any]:
    """"Each player who controls a multicolored creature draws a card." (Depopulate),
    "... a creature with power 4 or greater ..." (Shatter the Sky)."""
    from tolaria.cards.oracle.instructions import _player_verb
    from tolaria.data.vocabulary import CONTROLLING
    p.expect("each", "player", "who", "controls")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = permanent_description(p)
    if plural or flt.controller is not None or flt.other or status_in(flt) or flt.spell:
        p.fail()
    who = (CONTROLLING, flt)
    acts = _player_verb(p, who, one=True)
    p.expect(".")
    if len(acts) != 1 or acts[0].op != "draw":
        p.fail()
    p.mark(C_EACH_WHO_CONTROLS)
    return before + acts
