"""Instructions with "of your choice": "<object> gains protection from the color of your
choice until end of turn" (CR 702.16), "<object> becomes the color of your choice [until
end of turn]" (CR 613.1e; the effect op is `tolaria.rules.effects.color_choice`'s), "<object>
becomes the creature type / basic land type of your choice [in addition to its other
types] [until end of turn]" (CR 205.1b, 305.7), and, after "Choose a creature type.",
"<object> becomes that type [until end of turn]".

A type "of your choice" is chosen as the instruction happens (CR 608.2d): the instruction
is the choice (`choose_value`, `tolaria.rules.effects.choices`) and then the change, bound to
the choice (`tolaria.rules.choices`)."""

from __future__ import annotations

from typing import Any

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import duration
from tolaria.data.ir import Effect, effect, layer_effect
from tolaria.data.vocabulary import COLORS, PLACEHOLDERS

C_PROTECTION = construct("effect.protection_choice", "<object> gains protection from the "
                         "color of your choice until end of turn (CR 702.16, 608.2d)")
C_BECOMES = construct("effect.color_choice", "<object> becomes the color of your choice "
                      "[until end of turn] (CR 105.1, 613.1e)")
C_BECOMES_COLORS = construct("effect.colors_choice", "<object> becomes the color or colors "
                             "of your choice [until end of turn]: one or more colors, chosen "
                             "one at a time (CR 105.1, 613.1e, 608.2d)")
C_PROTECTION_THEIRS = construct("effect.protection_choice_theirs", "<object> gains "
                                "protection from the color of its controller's choice until "
                                "end of turn: that player chooses as it resolves (CR 702.16, "
                                "608.2d)")
C_TYPE = construct("effect.type_choice", "<object> becomes the creature type / basic land "
                   "type of your choice [in addition to its other types] [until end of "
                   "turn]; becomes that type (CR 205.1b, 305.7, 608.2d)")


def at_choice(p: Parser) -> bool:
    """Is a "... of your choice" / "becomes that type" verb phrase next?"""
    return p.at("gains", "protection", "from", "the", "color") or (p.at(
        "gains", "protection", "from") and p.at(p.peek(), p.peek(1), p.peek(2), p.peek(3),
                                                 "or", "from", "the", "color")) or p.at(
        "becomes", "the", "color") or (
        p.at("becomes", "the", "creature", "type") or p.at("becomes", "the", "basic")
        or p.at("becomes", "that", "type") or p.at("becomes", "the", "chosen", "type"))


def color_choice(p: Parser, subject: Any) -> list[Effect]:
    """The verb phrase after its subject."""
    if isinstance(subject, int):
        spec = p.scope.targets[subject]
        flt = spec.objects
        if flt is None or (flt.spell and (flt.permanent or not flt.types or not flt.types <= {
                "Instant", "Sorcery"})):
            p.fail()            # a permanent spell's colour would follow it (CR 400.7a)
    if p.at("becomes") and not p.at("becomes", "the", "color"):
        return _type_choice(p, subject)
    if p.at("gains", "protection", "from") and p.peek(3) != "the":
        return _protection_or_color(p, subject)
    if p.accept("gains", "protection", "from", "the", "color", "of", "your", "choice"):
        if duration(p) != "end of turn":
            p.fail()
        p.mark(C_PROTECTION)
        return [effect("color_choice", target=subject, what="protection", until="end of turn")]
    if p.accept("gains", "protection", "from", "the", "color", "of", "its", "controller",
                "'s", "choice"):
        if duration(p) != "end of turn":
            p.fail()
        p.mark(C_PROTECTION_THEIRS)                       # CR 702.16, 608.2d
        return [effect("color_choice", target=subject, what="protection", until="end of turn",
                       chooser="controller")]
    p.expect("becomes", "the", "color")
    what = "colors" if p.accept("or", "colors") else "color"   # one or more (CR 105.1)
    p.expect("of", "your", "choice")
    until = _until(p)
    if until not in ("end of turn", "permanent"):
        p.fail()
    p.mark(C_BECOMES if what == "color" else C_BECOMES_COLORS)
    return [effect("color_choice", target=subject, what=what, until=until)]


def _type_choice(p: Parser, subject: Any) -> list[Effect]:
    """"becomes the creature type of your choice", "becomes the basic land type of your
    choice", "becomes that type" (after "Choose a creature type.")."""
    if not (p.accept("becomes") or p.accept("become")):
        p.fail()
    before: list[Effect] = []
    if p.accept("that", "type") or p.accept("the", "chosen", "type"):
        kinds = [k for k in ("creature type", "basic land type") if k in p.scope.choices]
        if len(kinds) != 1:
            p.fail()
        what = kinds[0]
    else:
        p.expect("the")
        what = "basic land type" if p.accept("basic", "land", "type") else ""
        if not what:
            p.expect("creature", "type")
            what = "creature type"
        p.expect("of", "your", "choice")
        if what in p.scope.choices or what in p.card.choices:
            p.fail()                    # which choice "the chosen ..." means would be open
        before = [effect("choose_value", what=what)]
    also = p.accept("in", "addition", "to", "its", "other", "types")
    until = _until(p)
    if until not in ("end of turn", "permanent"):
        p.fail()
    placeholder = frozenset({PLACEHOLDERS[what]})
    if also:
        part = layer_effect("4", "add_subtypes", subtypes=placeholder)
    elif what == "creature type":
        part = layer_effect("4", "set_creature_subtypes", subtypes=placeholder)   # 205.1b
    else:
        part = layer_effect("4", "set_land_subtypes", subtypes=placeholder)       # 305.7
    p.mark(C_TYPE)
    return before + [effect("continuous", parts=(part,), target=subject, until=until)]


def _until(p: Parser) -> str:
    """"until end of turn" after the verb phrase or said first ("Until end of turn, ...",
    CR 611.2a); else the effect lasts indefinitely."""
    from tolaria.cards.oracle.quantities import prefixed_until
    return duration(p) or prefixed_until(p) or "permanent"


def _protection_or_color(p: Parser, subject: Any) -> list[Effect]:
    """"gains protection from artifacts or from the color of your choice until end of
    turn" (CR 702.16): one of those, chosen as it resolves (CR 608.2d)."""
    from tolaria.cards.oracle.keyword_lines import quality_keywords
    p.expect("gains", "protection", "from")
    other = f"protection from {p.next().key}"
    if quality_keywords(other) is None:
        p.fail()
    p.expect("or", "from", "the", "color", "of", "your", "choice")
    if duration(p) != "end of turn" or "keyword" in p.scope.choices:
        p.fail()
    p.mark(C_PROTECTION)
    options = (other,) + tuple(f"protection from {c}" for c in COLORS)
    keywords = frozenset({PLACEHOLDERS["keyword"]})
    return [effect("choose_value", what="keyword", options=options),
            effect("continuous", parts=(layer_effect("6", "add_keywords", keywords=keywords),),
                   target=subject, until="end of turn")]


def group_becomes(p: Parser) -> list[Effect]:
    """"Each creature [you control] becomes that type until end of turn." (after "Choose a
    creature type."), "All creatures become the creature type of your choice until end of
    turn." (CR 205.1b; the group is fixed as it happens, CR 611.2c)."""
    from tolaria.cards.oracle.phrases import permanent_description, status_in
    each = p.accept("each")
    if not each:
        p.accept("all")
    flt, plural = permanent_description(p)
    if plural == each or status_in(flt) or flt.chosen or flt.types not in (
            frozenset({"Creature"}), frozenset({"Land"})):
        p.fail()
    if not p.at("becomes" if each else "become"):
        p.fail()
    *before, change = _type_choice(p, None)
    parts, until = change.get("parts"), change.get("until")
    lands = parts[0].op == "set_land_subtypes" or "basic land type" in p.scope.choices
    if until != "end of turn" or lands != (flt.types == frozenset({"Land"})):
        p.fail()
    return before + [effect("continuous_all", parts=parts, filter=flt, until=until)]
