"""Durations bound to the source: "for as long as you control this creature", "for as long
as this creature remains on the battlefield", "... remains tapped" (CR 611.2b).

The effect lasts while its source is still the same object on the battlefield (CR 400.7)
and, for "you control", still controlled by the effect's controller, for "remains tapped",
still tapped. If the duration has already ended when the effect would begin, the effect
does nothing (CR 611.2b): the effect op "continuous_while" checks that as it resolves
(`tolaria.rules.effects.durations`). Only the source's own name or "this <permanent>" is read:
"it" or another object would need that object tracked, so stays a gap.

Also here: "until your next turn" on an object, "<player> gains control of <object>"
(CR 613.1b), and "You may choose not to untap this artifact during your untap step."
(CR 502.3), the static ability the "remains tapped" cards go with.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import self_ref
from tolaria.data.ir import Effect

C_WHILE = construct("duration.source_bound", "<continuous effect> for as long as you control "
                    "<this> [and <this> remains tapped] / for as long as <this> remains on "
                    "the battlefield / remains tapped: it ends when the source leaves, "
                    "changes control or untaps; it never starts if that happened first "
                    "(CR 611.2b)")

# The `until` values of these durations (tolaria.rules.layers.lasting, effects.durations).
SOURCE_BOUND = ("source on battlefield", "source controlled", "source tapped",
                "source controlled tapped")


def long_as(p: Parser) -> str | None:
    """"for as long as you control <this>" or "... <this> remains on the battlefield": the
    duration, or None (nothing consumed)."""
    if not p.at("for", "as", "long", "as") or p.scope.kind == "spell":
        return None
    return p.attempt(_long_as)


def _long_as(p: Parser) -> str:
    p.expect("for", "as", "long", "as")
    if p.accept("you", "control"):
        if not self_ref(p):
            p.fail()
        found = "source controlled"
        if p.accept("and"):               # "... and this artifact remains tapped"
            if not self_ref(p):
                p.fail()
            p.expect("remains", "tapped")
            found = "source controlled tapped"
    else:
        if not self_ref(p):
            p.fail()
        if p.accept("remains", "tapped"):
            found = "source tapped"
        else:
            p.expect("remains", "on", "the", "battlefield")
            found = "source on battlefield"
    p.mark(C_WHILE)
    return found


def bound(effects: list[Effect]) -> list[Effect]:
    """Continuous effects with a source-bound duration check it as they begin."""
    return [replace(e, op="continuous_while") if e.op == "continuous"
            and e.get("until") in SOURCE_BOUND else e for e in effects]


def no_untap_while(p: Parser, subject: object) -> list[Effect]:
    """"<object> doesn't untap during its controller's untap step for as long as <this
    source-bound duration>" (CR 502.3, 611.2b)."""
    from tolaria.data.ir import StaticAbility, effect, layer_effect
    p.expect("doesn't", "untap", "during", "its", "controller", "'s", "untap", "step")
    until = long_as(p)
    if until is None:
        p.fail()
    restrict = StaticAbility(kind="restrict", affects="self",
                             restrictions=frozenset({"doesnt_untap"}))
    return bound([effect("continuous", target=subject, until=until, parts=(
        layer_effect("6", "add_abilities", abilities=(restrict,)),))])


C_NEXT_TURN = construct("duration.your_next_turn", "<object> gets +N/+N / gains <keywords> "
                        "until your next turn: it ends as your next turn begins (CR 611.2a, "
                        "500.1)")


def next_turn(p: Parser, effects: list[Effect]) -> list[Effect]:
    """An effect lasting "until your next turn" (the clause is read)."""
    if p.scope.it == "created" or any(e.get("target") == "created" for e in effects):
        p.fail()
    p.mark(C_NEXT_TURN)
    return effects


def gains_quoted_while(p: Parser, subject: object) -> list[Effect]:
    """"gains "<ability>" for as long as you control <this>" (CR 113.1, 611.2b)."""
    from tolaria.cards.oracle.granted import quoted_grant
    from tolaria.data.ir import effect
    p.expect("gains")
    if not p.at('"'):
        p.fail()
    part = quoted_grant(p)
    until = long_as(p)
    if until is None:
        p.fail()
    return bound([effect("continuous", parts=(part,), target=subject, until=until)])


_CANT = {("attack", "or", "block"): frozenset({"cant_attack", "cant_block"}),
         ("attack",): frozenset({"cant_attack"}), ("block",): frozenset({"cant_block"})}


def cant_while(p: Parser, subject: object) -> list[Effect]:
    """"can't attack or block for as long as you control <this>" (CR 508.1c, 509.1b,
    611.2b)."""
    from tolaria.data.ir import StaticAbility, effect, layer_effect
    p.expect("can't")
    found = next((r for words, r in _CANT.items() if p.accept(*words)), None)
    until = long_as(p) if found is not None else None
    if until is None:
        p.fail()
    restrict = StaticAbility(kind="restrict", affects="self", restrictions=found)
    return bound([effect("continuous", target=subject, until=until, parts=(
        layer_effect("6", "add_abilities", abilities=(restrict,)),))])


C_GIVES = construct("duration.player_gains_control", "<player> gains control of <object> "
                    "[until end of turn / for as long as ...]: target player/opponent, that "
                    "player, its controller (CR 613.1b, 611.2)")


def gives_control(p: Parser, who: object) -> list[Effect]:
    """"Target opponent gains control of this creature." (after "<player> gains")."""
    from tolaria.cards.oracle.phrases import duration, object_ref
    from tolaria.data.ir import effect
    if who == "each" and p.at("control", "of", "all"):
        return _owners_gain_control(p)
    if who == "event" and (p.scope.event_subject != "player" or "clash" in p.keys[:p.i]):
        p.fail()        # "that player" names no player of the event (or the clash's opponent)
    p.expect("control", "of")
    ref = object_ref(p)
    until = duration(p) or long_as(p) or "permanent"
    if until == "your next turn":
        p.fail()
    p.mark(C_GIVES)
    return [effect("give_control", who=who, target=ref, until=until)]


C_OWNERS = construct("duration.owners_gain_control", "each player gains control of all "
                     "<permanents> they own: indefinitely, those that match as it resolves "
                     "(CR 611.2c, 613.1b)")


def _owners_gain_control(p: Parser) -> list[Effect]:
    """"each player gains control of all creatures / nontoken permanents they own"."""
    from tolaria.cards.oracle.phrases import permanent_description, status_in
    from tolaria.data.ir import effect
    from tolaria.data.vocabulary import OWNERS_GAIN_CONTROL
    p.expect("control", "of", "all")
    flt, plural = permanent_description(p)
    if not plural or flt.controller is not None or flt.other or (
            status_in(flt) and flt.token is None):
        p.fail()
    p.expect("they", "own")
    p.mark(C_OWNERS)
    return [effect(OWNERS_GAIN_CONTROL, filter=flt)]


def an_opponent_gains(p: Parser) -> list[Effect]:
    """"An opponent gains control of this creature.": an opponent of the controller's
    choice as it resolves (CR 613.1b; the only one in a two-player game)."""
    p.expect("an", "opponent", "gains")
    return gives_control(p, "an opponent")


C_MAY_NOT_UNTAP = construct("duration.may_not_untap", "You may choose not to untap <this> "
                            "during your untap step. (CR 502.3)")


def may_not_untap(p: Parser) -> Any:
    """The static ability: its controller is asked during their untap step."""
    from tolaria.data.ir import StaticAbility
    from tolaria.data.vocabulary import MAY_NOT_UNTAP
    p.expect("you", "may", "choose", "not", "to", "untap")
    if not self_ref(p):
        p.fail()
    p.expect("during", "your", "untap", "step", ".")
    p.mark(C_MAY_NOT_UNTAP)
    return StaticAbility(kind=MAY_NOT_UNTAP)


def has_while(p: Parser, subject: object) -> list[Effect]:
    """"[gets +2/+2 and] has trample for as long as this creature remains tapped" (CR
    611.2b, 613.1f, 613.4c)."""
    from tolaria.cards.oracle.instructions import gets_and_gains
    from tolaria.data.ir import effect
    parts = gets_and_gains(p, "has")
    until = long_as(p)
    if until is None:
        p.fail()
    return bound([effect("continuous", parts=tuple(parts), target=subject, until=until)])


C_FLASH_UNTIL = construct("duration.flash_until", "Until your next turn / Until end of turn, "
                          "you may cast <spells> as though they had flash.: a rule for the "
                          "player, from a resolved ability, not the permanent's (CR 609.4, "
                          "611.2a)")


def flash_until(p: Parser) -> list[Effect]:
    """"Until your next turn, you may cast sorcery spells as though they had flash."
    (Teferi, Time Raveler): it lasts after the planeswalker leaves (CR 611.2a)."""
    from tolaria.cards.oracle.abilities import _spells
    from tolaria.data.ir import effect
    if p.accept("until", "your", "next", "turn", ","):
        until = "your next turn"
    else:
        p.expect("until", "end", "of", "turn", ",")
        until = "end of turn"
    p.expect("you", "may", "cast")
    flt = _spells(p)
    if flt is not None and (flt.chosen or flt.other or flt.name):
        p.fail()
    p.expect("as", "though", "they", "had", "flash")
    if not p.at("."):
        p.fail()
    p.mark(C_FLASH_UNTIL)
    return [effect("flash_until", filter=flt, until=until)]


C_FLASH_THIS_TURN = construct("duration.flash_this_turn", "You may cast <spells> this turn as "
                              "though they had flash.: a rule for the player until the turn "
                              "ends, from a resolved ability (CR 609.4, 611.2a, 514.2)")


def flash_this_turn(p: Parser) -> list[Effect]:
    """"You may cast spells this turn as though they had flash." (Alchemist's Refuge), "You
    may cast creature spells this turn as though they had flash." (Winding Canyons)."""
    from tolaria.cards.oracle.abilities import _spells
    from tolaria.data.ir import effect
    p.expect("you", "may", "cast")
    flt = _spells(p)
    if flt is not None and (flt.chosen or flt.other or flt.name):
        p.fail()
    p.expect("this", "turn", "as", "though", "they", "had", "flash")
    if not p.at("."):
        p.fail()
    p.mark(C_FLASH_THIS_TURN)
    return [effect("flash_until", filter=flt, until="end of turn")]
