"""Blocking requirements (CR 509.1c): "blocks each combat if able", "must be blocked if
able", "All creatures able to block this creature do so." and their "this turn" effects;
the restriction "<object> can't block this creature this turn" (CR 509.1b).

They become the requirement and restriction strings of `tolaria.rules.blocking`.
"""

from __future__ import annotations

from typing import Any

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import attached_ref, object_ref, self_ref
from tolaria.data.ir import Effect, ObjectFilter, StaticAbility, effect
from tolaria.data.qualities import land_quality
from tolaria.data.vocabulary import (
    LANDWALK_BLOCKABLE,
    LURE,
    LURE_BY,
    MUST_BE_BLOCKED,
    MUST_BLOCK,
    granted,
)

C_MUST_BLOCK = construct("static.must_block", "<creature / group> blocks each combat if "
                         "able / attacks or blocks each combat if able (CR 508.1d, 509.1c)")
C_MUST_BE_BLOCKED = construct("static.must_be_blocked", "<creature> must be blocked if able "
                              "(CR 509.1c)")
C_LURE = construct("static.lure", "All creatures able to block <this / enchanted / equipped "
                   "creature> do so. (CR 509.1c)")
C_THIS_TURN = construct("effect.block_this_turn", "<object> blocks this turn if able / must "
                        "be blocked this turn if able (CR 509.1c, 611.2a)")
C_SOURCE = construct("effect.block_source_this_turn", "<object> blocks this creature this "
                     "turn if able (CR 509.1c, 611.2a)")
C_CANT_BLOCK_SOURCE = construct("effect.cant_block_source", "<object / group> can't block "
                                "this creature this turn (CR 509.1b, 611.2a, 611.2c)")
C_LURE_TURN = construct("effect.lure_this_turn", "All creatures able to block <object> this "
                        "turn do so. (CR 509.1c, 611.2a)")


def requirement(p: Parser) -> frozenset[str]:
    """"blocks each combat if able." / "attacks or blocks each combat if able." / "must be
    blocked if able.": the requirement of a static ability, with the final period."""
    if p.accept("must", "be", "blocked", "if", "able", "."):
        p.mark(C_MUST_BE_BLOCKED)
        return frozenset({MUST_BE_BLOCKED})
    found = frozenset({MUST_BLOCK})
    if p.accept("attacks", "or") or p.accept("attack", "or"):
        found |= {"must_attack"}                           # CR 508.1d, in its own combats
    if not (p.accept("blocks") or p.accept("block")):
        p.fail()
    p.expect("each", "combat", "if", "able", ".")
    p.mark(C_MUST_BLOCK)
    return found


def lure_static(p: Parser) -> StaticAbility:
    """"All creatures able to block this creature / enchanted creature do so.\""""
    if not p.at("all", "creatures", "able"):
        return _lure_by(p)
    p.expect("all", "creatures", "able", "to", "block")
    affects = "self" if self_ref(p) else attached_ref(p)
    p.expect("do", "so", ".")
    p.mark(C_LURE)
    return StaticAbility(kind="restrict", affects=affects, restrictions=frozenset({LURE}))


C_LURE_BY = construct("static.lure_by", "All <creatures: Walls / with flying> able to block "
                      "this creature do so.: each creature of that description able to "
                      "block it blocks it (CR 509.1c)")


def _lure_by(p: Parser) -> StaticAbility:
    """"All Walls able to block this creature do so." (Marble Priest), "All creatures with
    flying able to block this creature do so." (Talruum Piper)."""
    from tolaria.cards.oracle.phrases import permanent_description
    from tolaria.cards.oracle.restrictions import blocker_test
    p.expect("all")
    flt, plural = permanent_description(p)
    if not plural:
        p.fail()
    test = blocker_test(p, flt)
    p.expect("able", "to", "block")
    if not self_ref(p):
        p.fail()
    p.expect("do", "so", ".")
    p.mark(C_LURE_BY)
    return StaticAbility(kind="restrict", affects="self",
                         restrictions=frozenset({f"{LURE_BY}{test}"}))


def blocks_this_turn(p: Parser, subject: Any) -> list[Effect]:
    """"<object> blocks [this creature] this turn if able" / "must be blocked this turn if
    able": the requirement, granted until end of turn."""
    start = p.i
    if p.accept("blocks") and self_ref(p):
        p.expect("this", "turn", "if", "able")
        p.mark(C_SOURCE)
        return [effect("must_block_source", target=subject, until="end of turn")]
    p.i = start
    if p.at("blocks", "it") and p.scope.event == "attacks" and p.scope.event_subject == "self":
        return _blocks_attacker(p, subject)
    if p.at("blocks", "it") or p.at("blocks", "target"):
        found = p.attempt(_blocks_object, subject)
        if found is not None:
            return found
    return [effect("continuous", parts=this_turn(p), target=subject, until="end of turn")]


C_BLOCKS_OBJECT = construct("effect.blocks_object", "[you may have] <object> block(s) <it: this "
                            "creature / the equipped attacking creature> / <target creature> "
                            "this turn if able: the requirement names that creature as it "
                            "resolves (CR 509.1c, 611.2a)")
_ATTACHED_SUBJECTS = {"equipped": "event", "enchanted": "event"}


def _blocks_object(p: Parser, subject: Any) -> list[Effect]:
    """"When this creature enters, you may have target creature block it this turn if able."
    (Giant Ambush Beetle: "it" this creature), "Whenever equipped creature attacks, you may
    have target creature block it ..." (Grappling Hook: the attacking creature), "Target
    creature blocks target creature this turn if able." (Hunt Down)."""
    p.expect("blocks")
    if p.accept("it"):
        if p.scope.kind != "triggered":
            p.fail()
        if p.scope.event_subject == "self":
            attacker: Any = "self"
        elif p.scope.event == "attacks" and p.keys[0] == "whenever" and \
                p.keys[1] in _ATTACHED_SUBJECTS:
            attacker = _ATTACHED_SUBJECTS[p.keys[1]]
        else:
            p.fail()
    else:
        attacker = object_ref(p)
        if not isinstance(attacker, int) or attacker == subject:
            p.fail()                                 # a second target (CR 115.1)
    p.expect("this", "turn", "if", "able")
    p.mark(C_BLOCKS_OBJECT)
    return [effect("must_block_source", target=subject, attacker=attacker,
                   until="end of turn")]


C_BLOCKS_ATTACKER = construct("effect.blocks_attacker", "Whenever this creature attacks, "
                              "<object> blocks it this combat / this turn if able: the "
                              "requirement names this creature, until end of combat / turn "
                              "(CR 509.1c, 611.2a)")


def _blocks_attacker(p: Parser, subject: Any) -> list[Effect]:
    """"Whenever this creature attacks, target creature defending player controls blocks
    it this combat if able." (Avalanche Tusker): "it" is the attacking source, as provoke's
    requirement without the untap (CR 509.1c, 702.39a)."""
    p.expect("blocks", "it", "this")
    until = "end of combat" if p.accept("combat") else "end of turn"
    if until == "end of turn":
        p.expect("turn")
    p.expect("if", "able")
    p.mark(C_BLOCKS_ATTACKER)
    return [effect("must_block_source", target=subject, until=until)]


def this_turn(p: Parser) -> tuple[Any, ...]:
    """"blocks this turn if able" / "must be blocked this turn if able": the requirement,
    granted until end of turn (each combat of the turn, CR 509.1c)."""
    if p.accept("must", "be", "blocked"):
        found = MUST_BE_BLOCKED
    else:
        if not (p.accept("blocks") or p.accept("block")):
            p.fail()
        found = MUST_BLOCK
    p.expect("this", "turn", "if", "able")
    p.mark(C_THIS_TURN)
    return granted(found)


def lure_this_turn(p: Parser) -> list[Effect]:
    """"All creatures able to block target creature this turn do so.\""""
    p.expect("all", "creatures", "able", "to", "block")
    subject = object_ref(p)
    p.expect("this", "turn", "do", "so")
    p.mark(C_LURE_TURN)
    return [effect("continuous", parts=granted(LURE), target=subject, until="end of turn")]


def cant_block_source(p: Parser, subject: Any) -> list[Effect]:
    """"Target creature can't block this creature this turn": the restriction names the
    source as the ability resolves, until end of turn (CR 509.1b, 611.2a). "Creatures
    without defender can't block this creature this turn": `subject` an ObjectFilter, the
    creatures matching it as it resolves (CR 611.2c)."""
    if p.scope.kind == "spell":
        p.fail()
    p.expect("can't", "block")
    if not self_ref(p):
        p.fail()
    p.expect("this", "turn")
    p.mark(C_CANT_BLOCK_SOURCE)
    if isinstance(subject, ObjectFilter):
        return [effect("cant_block_source", filter=subject, until="end of turn")]
    return [effect("cant_block_source", target=subject, until="end of turn")]


C_REMOVE_FROM_COMBAT = construct("effect.remove_from_combat", "remove <this creature / it / "
                                 "target creature> from combat: it stops being an attacking "
                                 "or blocking creature (CR 506.4)")


def remove_from_combat(p: Parser) -> list[Effect]:
    """"you may untap it and remove it from combat" (Gustcloak Runner, CR 506.4)."""
    p.expect("remove")
    ref = object_ref(p)
    if not isinstance(ref, (str, int)):
        p.fail()
    p.expect("from", "combat")
    p.mark(C_REMOVE_FROM_COMBAT)
    return [effect("remove_from_combat", target=ref)]


C_LANDWALK_BLOCKABLE = construct("static.landwalk_blockable", "Creatures with <land>walk can be "
                                 "blocked as though they didn't have <land>walk.: that "
                                 "landwalk stops no creature blocking (CR 702.14c, 101.2)")


def landwalk_blockable(p: Parser) -> StaticAbility:
    """"Creatures with islandwalk can be blocked as though they didn't have islandwalk."
    (Undertow): any creature's, while this is on the battlefield (CR 702.14c, 101.2)."""
    p.expect("creatures", "with")
    keyword = p.peek() or ""
    if not keyword.endswith("walk") or land_quality(keyword) is None:
        p.fail()
    p.i += 1
    p.expect("can", "be", "blocked", "as", "though", "they", "didn't", "have", keyword, ".")
    p.mark(C_LANDWALK_BLOCKABLE)
    return StaticAbility(kind=LANDWALK_BLOCKABLE, affects="all", keyword=keyword)


C_BECOME_BLOCKED = construct("effect.become_blocked", "<target unblocked attacking creature> "
                             "becomes blocked / Attacking creatures become blocked.: blocked "
                             "though no creature blocks it, its band with it; \"becomes "
                             "blocked\" triggers (CR 509.1h, 509.3c, 702.22j)")


def become_blocked(p: Parser, subject: Any) -> list[Effect]:
    """"Target unblocked attacking creature becomes blocked." (Curtain of Light), "Attacking
    creatures become blocked." (Fog Patch): `subject` a target or a group (an ObjectFilter,
    the attacking creatures as it resolves, CR 611.2c)."""
    group = isinstance(subject, ObjectFilter)
    if group and subject.combat not in ("attacking", "unblocked attacking"):
        p.fail()
    p.expect("become" if group else "becomes", "blocked")
    if not p.at("."):
        p.fail()
    p.mark(C_BECOME_BLOCKED)
    if group:
        return [effect("become_blocked", filter=subject)]
    return [effect("become_blocked", target=subject)]
