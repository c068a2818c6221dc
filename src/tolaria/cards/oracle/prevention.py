"""Prevention instructions (CR 615): "Prevent all combat damage that would be dealt this
turn.", "Prevent all damage that would be dealt to target creature this turn.", "Prevent
all combat damage that would be dealt to and dealt by that creature this turn.",
"Prevent the next 1 damage that would be dealt to you this turn.", "The next time a black
or red source of your choice would deal damage this turn, prevent that damage.", "Damage
can't be prevented this turn."; and the static prevention abilities: "Prevent all combat
damage that would be dealt to and dealt by enchanted creature." (CR 615.1, 615.7-615.8,
615.12).

The effects are those of `tolaria.rules.effects.prevention`.
"""

from __future__ import annotations

from typing import Any

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import (
    COLOR_WORDS,
    amount,
    attached_ref,
    object_ref,
    permanent_description,
    self_ref,
)
from tolaria.data.ir import Effect, ObjectFilter, ReplacementSpec, StaticAbility, condition, effect

C_ALL = construct("effect.prevent_all", "prevent all [combat] damage that would be dealt "
                  "[to <object, you, players, creatures> / by <object, creatures> / to and "
                  "dealt by <object>] this turn; all damage <object> / a source of your "
                  "choice would deal [to you] this turn (CR 615.1, 609.7a)")
C_NEXT_TURN = construct("effect.prevent_until_next_turn", "Until your next turn, prevent all "
                        "damage that would be dealt to [and dealt by] <object>: the shields "
                        "last until its controller's next turn (CR 611.2a, 615.1)")
C_NEXT = construct("effect.prevent_next_self", "prevent the next N damage that would be "
                   "dealt to you / this creature this turn (CR 615.7)")


def prevent_clause(p: Parser) -> list[Effect]:
    """A prevention instruction this module reads (the clause, without its period)."""
    p.expect("prevent")
    if p.accept("the", "next"):
        return _next(p)
    p.expect("all")
    combat = p.accept("combat")
    p.expect("damage")
    if p.at("a", "source") or (p.at("a") and p.peek(1) in COLOR_WORDS and p.peek(2) == "source"):
        return _chosen_source(p, combat)
    if p.at("a", "creature", "of", "your", "choice", "would", "deal"):
        return _chosen_creature(p, combat)
    if p.at("that", "sources"):
        return _sources_would_deal(p, combat)
    if p.at("that") and p.peek(1) not in ("would", "sources"):
        return _group_would_deal(p, combat)
    if not p.at("that") and not p.at("target") and (
            grouped := p.attempt(_group_would_deal, combat, False)) is not None:
        return grouped                  # "all combat damage blue creatures ... would deal"
    several = p.attempt(_several) if not p.at("that") else None
    if several is not None:                       # "all damage one or two target
        p.expect("would", "deal", "this", "turn")           # creatures would deal this turn"
        p.mark(C_SEVERAL)
        return [effect("prevent_all_damage", combat=combat, by=m) for m in several]
    turn = 0                                   # "this turn" may stand before or after "to"
    base: dict[str, Any] = {"combat": combat}
    recipients: list[dict[str, Any]] = [{}]
    if not p.accept("that", "would", "be", "dealt"):
        base["by"] = _one(p)                      # "all damage target creature
        p.expect("would", "deal")                       # would deal this turn"
    else:
        turn += p.accept("this", "turn")
        if p.accept("to", "and", "dealt", "by"):
            ref = _one(p)
            recipients = [{"to": ref}, {"by": ref}]
        elif p.accept("to"):
            recipients = _recipients(p)
        turn += p.accept("this", "turn")
        if recipients == [{"to": "you"}] and turn == 1 and p.accept(
                "by", "a", "source", "of", "your", "choice"):
            p.mark(C_ALL)                      # "... to you this turn by a source of your
            return [effect("prevent_all_from_source", colors="", to="you",   # choice"
                           combat=combat)]
        if p.accept("by"):
            by = p.attempt(_one)
            base.update({"by": by} if by is not None else {"by_filter": _sources(p)})
    turn += p.accept("this", "turn")
    if turn == 0 and p.sentence + 5 <= p.i and p.keys[p.sentence:p.sentence + 5] == [
            "until", "your", "next", "turn", ","] and p.at("."):
        base["until"] = "your next turn"          # "Until your next turn, prevent ..."
        p.mark(C_NEXT_TURN)                       # (CR 611.2a)
    elif turn != 1:
        p.fail()
    if len(base) == 1 and recipients == [{}] and not combat:
        p.fail()                     # "prevent all damage ... this turn": not seen in print
    p.mark(C_ALL)
    return [effect("prevent_all_damage", **base, **one) for one in recipients]


def _one(p: Parser) -> Any:
    """One object: not a phrase of several targets ("up to two target creatures")."""
    from tolaria.cards.oracle.targeting import size
    ref = object_ref(p)
    if size(p, ref) != 1:
        p.fail()
    return ref


C_CHOSEN_COLOR_SOURCES = construct("effect.prevent_chosen_color_sources", "Prevent all damage "
                                   "that sources of the color of your choice would deal this "
                                   "turn / that would be dealt to <target> this turn by sources "
                                   "of the color of your choice: the color chosen as it "
                                   "resolves, each source's color checked as it would deal "
                                   "damage (CR 615.1, 608.2d, 105.2)")


def _sources_would_deal(p: Parser, combat: bool) -> list[Effect]:
    """"all damage that sources of the chosen color would deal this turn" (the color "of
    your choice", chosen first: `choices.type_of_your_choice`)."""
    p.expect("that")
    by = _chosen_color_sources(p)
    p.expect("would", "deal", "this", "turn")
    return [effect("prevent_all_damage", combat=combat, by_filter=by)]


def _chosen_color_sources(p: Parser) -> ObjectFilter:
    """"sources of the chosen color": any object of that color as it would deal damage."""
    from tolaria.cards.oracle.choices import chosen_postmodifier
    p.expect("sources")
    if chosen_postmodifier(p, {}) != "color":
        p.fail()
    p.mark(C_CHOSEN_COLOR_SOURCES)
    return ObjectFilter(chosen="color")


def _chosen_source(p: Parser, combat: bool) -> list[Effect]:
    """"all damage a [red] source of your choice would deal [to you] this turn"."""
    p.expect("a")
    colors = COLOR_WORDS[p.next().key] if p.peek() in COLOR_WORDS else ""
    p.expect("source", "of", "your", "choice", "would", "deal")
    to = "you" if p.accept("to", "you") else None
    p.expect("this", "turn")
    p.mark(C_ALL)
    return [effect("prevent_all_from_source", colors=colors, to=to, combat=combat)]


C_CHOSEN_CREATURE = construct("effect.prevent_all_chosen_creature", "Prevent all [combat] "
                              "damage a creature of your choice would deal this turn: a "
                              "creature chosen as it resolves, still a creature as it would "
                              "deal damage (CR 609.7a-b, 615.1)")


def _chosen_creature(p: Parser, combat: bool) -> list[Effect]:
    """"all combat damage a creature of your choice would deal this turn" (Ajani's Aid)."""
    p.expect("a", "creature", "of", "your", "choice", "would", "deal", "this", "turn")
    p.mark(C_CHOSEN_CREATURE)
    return [effect("prevent_all_from_source", colors="", to=None, combat=combat,
                   types=("Creature",))]


def _recipients(p: Parser) -> list[dict[str, Any]]:
    """"you", "players", "target creature", "creatures you control", "you and creatures
    you control": one entry per shield."""
    if p.accept("you"):
        if p.accept("and"):
            return [{"to": "you"}, {"to_filter": _group(p)}]
        return [{"to": "you"}]
    if p.accept("players"):
        return [{"to_players": True}]
    several = p.attempt(_several)
    if several is not None:                         # "up to two target creatures"
        p.mark(C_SEVERAL)
        return [{"to": m} for m in several]
    if p.at("target", "player"):                    # "target player [or planeswalker]"
        return [{"to": _player_target(p)}]
    ref = p.attempt(_one)
    if ref is not None:
        return [{"to": ref}]
    return [{"to_filter": _group(p)}]


def _player_target(p: Parser) -> int:
    """"target player", "target player or planeswalker": one target, a player's shield
    or a permanent's (CR 615.1, 115.1)."""
    from tolaria.cards.oracle.phrases import target
    from tolaria.cards.oracle.targeting import size
    ref = target(p)
    if p.scope.targets[ref].players is None or size(p, ref) != 1:
        p.fail()
    return ref


def _sources(p: Parser) -> ObjectFilter:
    """"creatures", "attacking creatures", "sources your opponents control"."""
    if p.accept("sources", "your", "opponents", "control") or p.accept(
            "sources", "you", "don't", "control"):
        return ObjectFilter(controller="opponent")
    if p.at("sources", "of"):
        return _chosen_color_sources(p)
    found = p.attempt(_quality_sources)
    return found if found is not None else _group(p)


C_SEVERAL = construct("effect.prevent_all_several", "Prevent all damage that would be dealt "
                      "this turn to up to two target creatures / all damage one or two target "
                      "creatures would deal this turn: a shield for each target (CR 615.1, "
                      "115.3)")


def _several(p: Parser) -> list[int]:
    """A phrase of several targets ("up to two target creatures", "one or two target
    creatures"): the index of each."""
    from tolaria.cards.oracle.targeting import size
    ref = object_ref(p)
    n = size(p, ref)
    if not isinstance(ref, int) or n < 2:
        p.fail()
    return list(range(ref, ref + n))


C_GROUP_DEALS = construct("effect.prevent_all_group_deals", "Prevent all damage that "
                          "creatures / black sources and red sources would deal [to players] "
                          "this turn: each source's qualities checked as it would deal "
                          "damage (CR 615.1, 609.7b)")


def _group_would_deal(p: Parser, combat: bool, that: bool = True) -> list[Effect]:
    """"all damage that creatures would deal to players this turn" (Chameleon Blur), "...
    that black sources and red sources would deal this turn" (Luminesce), "all combat
    damage blue creatures and black creatures would deal this turn" (Radiant Kavu)."""
    if that:
        p.expect("that")
    found = p.attempt(_quality_sources)
    by = found if found is not None else _group(p)
    if p.at("and") and found is None:                   # "blue creatures and black creatures"
        p.i += 1
        other = _group(p)
        if by.types != other.types or by.controller or other.controller:
            p.fail()
        by = ObjectFilter(any_of=(by, other))
    p.expect("would", "deal")
    players = p.accept("to", "players")
    p.expect("this", "turn")
    p.mark(C_GROUP_DEALS)
    return [effect("prevent_all_damage", combat=combat, by_filter=by,
                   **({"to_players": True} if players else {}))]


C_QUALITY_SOURCES = construct("phrase.quality_sources", "colorless sources / black sources "
                              "[and red sources] / non-Human sources: any object with those "
                              "qualities, spells included, as it would deal damage (CR 105.2, "
                              "105.2c, 609.7b)")


def _quality_sources(p: Parser) -> ObjectFilter:
    """"colorless sources", "black sources and red sources", "non-Human sources"."""
    from tolaria.cards.oracle.phrases import SUBTYPE_WORDS
    colors: set[str] = set()
    found: ObjectFilter | None = None
    while True:
        tok = p.token()
        key = tok.key if tok is not None else ""
        if key in COLOR_WORDS and found is None:
            colors.add(COLOR_WORDS[key])
        elif key == "colorless" and not colors and found is None:
            found = ObjectFilter(colorless=True)
        elif key.startswith("non-") and key[4:] in SUBTYPE_WORDS and tok.text[4:5].isupper() \
                and not colors and found is None:
            found = ObjectFilter(not_subtypes=frozenset({SUBTYPE_WORDS[key[4:]]}))
        else:
            p.fail()
        p.i += 1
        p.expect("sources")
        if found is not None or not p.at("and", p.peek(1)) or p.peek(1) not in COLOR_WORDS:
            break
        p.i += 1
    p.mark(C_QUALITY_SOURCES)
    return found if found is not None else ObjectFilter(colors=frozenset(colors))


def _group(p: Parser) -> ObjectFilter:
    """"creatures", "attacking creatures", "creatures you control": a plural description,
    whose statuses are checked as the damage would be dealt."""
    flt, plural = permanent_description(p)
    if not plural or flt.other or flt.this_turn:
        p.fail()
    return flt


def _next(p: Parser) -> list[Effect]:
    n = amount(p)
    divided = p.attempt(_divided, n) if p.at("damage", "that", "would", "be", "dealt",
                                             "this", "turn", "to") else None
    if divided is not None:
        return divided
    combat = p.accept("combat")
    p.expect("damage", "that", "would", "be", "dealt")
    early = p.accept("this", "turn")                  # "... dealt this turn to ..."
    by = None
    if p.accept("by"):
        if not self_ref(p):
            p.fail()
        by = "self"
        to: Any = None
    else:
        p.expect("to")
        if p.at("each"):
            return _next_each(p, n, combat, early)
        to = "you" if p.accept("you") else _one(p)
    if not early:
        p.expect("this", "turn")
    plain = not (combat or early or by) and not isinstance(n, tuple)   # X: the spell's
    if plain and to not in ("you", "self"):
        p.fail()                     # targets and "it": the older reader (effect.prevent)
    if to is not None and to not in ("you", "self", "enchanted", "equipped") and \
            not isinstance(to, int):
        p.fail()
    p.mark(C_NEXT if plain else C_NEXT_MORE)
    more = {"combat": True} if combat else {}
    return [effect("prevent_next", amount=n, to=to, **more, **({"by": by} if by else {}))]


C_NEXT_EACH = construct("effect.prevent_next_each", "Prevent the next N damage that would be "
                        "dealt to each <creature you control> [and each player] this turn: a "
                        "shield of N for each of them as it resolves (CR 615.7, 611.2c)")


def _next_each(p: Parser, n: Any, combat: bool, early: bool) -> list[Effect]:
    """"... to each creature you control this turn" (Samite Censer-Bearer), "... to each
    creature and each player this turn" (Kitsune Palliator)."""
    from tolaria.cards.oracle.phrases import description, status_in
    p.expect("each")
    flt, plural = description(p)
    if plural or status_in(flt) or flt.other or not flt.types or flt.spell:
        p.fail()
    players = p.accept("and", "each", "player")
    if not early:
        p.expect("this", "turn")
    p.mark(C_NEXT_EACH)
    more = {"combat": True} if combat else {}
    return [effect("prevent_next_each", amount=n, filter=flt, players=players, **more)]


C_NEXT_MORE = construct("effect.prevent_next_more", "prevent the next N / X [combat] damage "
                        "that would be dealt [this turn] to <target / enchanted creature / "
                        "you> / by this <permanent> this turn: a shield of N (CR 615.7, "
                        "615.1, 510.2)")


C_DIVIDED = construct("effect.prevent_divided", "prevent the next N damage that would be "
                      "dealt this turn to any number of targets, divided as you choose "
                      "(CR 615.7, 601.2d)")


def _divided(p: Parser, n: Any) -> list[Effect]:
    """"... the next 4 damage that would be dealt this turn to any number of targets,
    divided as you choose": announced as it's cast (CR 601.2d), a shield for each."""
    from tolaria.cards.oracle.targeting import _division_targets
    p.expect("damage", "that", "would", "be", "dealt", "this", "turn", "to")
    indices = _division_targets(p, n)
    p.expect(",", "divided", "as", "you", "choose")
    p.mark(C_DIVIDED)
    return [Effect("prevent_divided", (("amount", n), ("targets", indices)))]


C_STATIC = construct("static.prevent", "Prevent all [combat] damage that would be dealt to "
                     "[and dealt by] / by this creature / enchanted or equipped creature / to "
                     "you [during your turn]; If damage would be dealt to this creature, "
                     "prevent that damage (CR 615.1, 611.3a)")


def prevention_static(p: Parser) -> StaticAbility:
    """A static ability preventing damage dealt to and/or by one object (CR 615.1)."""
    if p.at("prevent", "all", "damage", "that") and p.peek(4) != "would":
        return _dealt_to(p)
    if p.accept("if", "damage", "would", "be", "dealt", "to"):
        affects = _static_object(p)
        p.expect(",", "prevent", "that", "damage", ".")
        if not p.done:
            p.fail()                  # "... Remove a +1/+1 counter": `replacements`
        spec = ReplacementSpec("prevent_damage", "to")
    else:
        during = p.accept("during", "your", "turn", ",")   # "During your turn, prevent ..."
        p.expect("prevent", "all")
        combat = p.accept("combat")
        p.expect("damage", "that", "would", "be", "dealt")
        if p.accept("to", "and", "dealt", "by"):
            op = "to_by"
        elif p.accept("to"):
            op = "to"
        else:
            p.expect("by")
            op = "by"
        affects = _static_object(p)
        if affects == "you" and op != "to":
            p.fail()
        sources = None
        if op == "to" and p.accept("by"):                 # "... by artifact creatures"
            sources = _static_sources(p)
        when = condition("your_turn") if p.accept("during", "your", "turn") else None
        if during:
            if when is not None:
                p.fail()
            when = condition("your_turn")                             # CR 611.3a
            p.mark(C_DURING_YOUR_TURN)
        p.expect(".")
        spec = ReplacementSpec("prevent_damage", op, combat=combat)
        p.mark(C_STATIC)
        return StaticAbility(kind="replacement", affects=affects, replacement=spec,
                             filter=sources, condition=when)
    p.mark(C_STATIC)
    return StaticAbility(kind="replacement", affects=affects, replacement=spec)


C_DURING_YOUR_TURN = construct("static.prevent_during_your_turn", "During your turn, prevent "
                               "all damage that would be dealt to you / <this>.: only while "
                               "it is its controller's turn (CR 615.1, 611.3a)")


C_DEALT_TO = construct("static.prevent_dealt_to", "Prevent all damage that this creature "
                      "would deal to <red / snow> creatures.: the recipient's qualities as "
                      "the damage would be dealt (CR 615.1)")


def _dealt_to(p: Parser) -> StaticAbility:
    """"Prevent all damage that this creature would deal to red creatures." (Indentured
    Oaf): damage by its source to a permanent matching the description."""
    from tolaria.cards.oracle.phrases import status_in
    p.expect("prevent", "all", "damage", "that")
    if not self_ref(p):
        p.fail()
    p.expect("would", "deal", "to")
    flt, plural = permanent_description(p)
    if not plural or flt.controller is not None or status_in(flt) or flt.other:
        p.fail()
    p.expect(".")
    p.mark(C_DEALT_TO)
    return StaticAbility(kind="replacement", affects="self", filter=flt,
                         replacement=ReplacementSpec("prevent_damage", "by"))


def _static_sources(p: Parser) -> ObjectFilter:
    """"creatures", "artifact creatures", "Deserts", "artifact sources": which sources'
    damage a static ability prevents (their statuses checked as it would be dealt)."""
    from tolaria.cards.oracle.phrases import TYPE_NOUNS
    key = p.peek()
    if key in TYPE_NOUNS and not key.endswith("s") and p.peek(1) == "sources":
        p.i += 2
        return ObjectFilter(types=frozenset({TYPE_NOUNS[key]}))
    return _group(p)


def _static_object(p: Parser) -> str:
    if self_ref(p):
        return "self"
    if p.accept("you"):
        if p.at("and") or p.peek() == "by":
            p.fail()
        return "you"
    return attached_ref(p)


C_NO_PREVENTION = construct("effect.no_prevention", "Damage can't be prevented this turn. "
                            "(CR 615.12)")


def no_prevention(p: Parser) -> list[Effect]:
    """"Damage can't be prevented this turn." (CR 615.12)"""
    p.expect("damage", "can't", "be", "prevented", "this", "turn")
    p.mark(C_NO_PREVENTION)
    return [effect("no_prevention")]


C_NEXT_TIME = construct("effect.prevent_next_time", "the next time a [colour or colour] "
                        "source of your choice would deal damage [to <target>] this turn, "
                        "prevent that damage (CR 615.8, 609.7a)")


C_NEXT_TIME_OBJECT = construct("effect.prevent_next_time_object", "The next time target "
                               "creature / this creature would deal [combat] damage [to you] "
                               "this turn, prevent that damage (CR 615.8)")


def next_time_from_object(p: Parser) -> list[Effect]:
    """"The next time target creature would deal damage this turn, prevent that damage.",
    "The next time this creature would deal damage to you this turn, ..." (CR 615.8)"""
    p.expect("the", "next", "time")
    source = _one(p)
    p.expect("would", "deal")
    combat = p.accept("combat")
    p.expect("damage")
    to = "you" if p.accept("to", "you") else None
    p.expect("this", "turn", ",", "prevent", "that", "damage")
    p.mark(C_NEXT_TIME_OBJECT)
    return [effect("prevent_next_from_object", source=source, to=to, combat=combat)]


def next_time_from_source(p: Parser) -> list[Effect]:
    """"The next time a black or red source of your choice would deal damage [to target
    creature / to any target] this turn, prevent that damage." ("to you" is read by
    `instructions`.)"""
    p.expect("the", "next", "time", "a")
    colors = ""
    while p.peek() in COLOR_WORDS:
        colors += COLOR_WORDS[p.next().key]
        if not p.accept("or"):
            break
    p.expect("source", "of", "your", "choice", "would", "deal", "damage")
    to: Any = None
    if p.accept("to"):
        if p.accept("you"):
            if len(colors) < 2:
                p.fail()                 # one colour or none: `instructions._next_time`
            to = "you"
        else:
            to = _one(p) if not p.at("any") else phrases_target(p)
    p.expect("this", "turn", ",", "prevent", "that", "damage")
    p.mark(C_NEXT_TIME)
    return [effect("prevent_next_from_source", colors=colors, to=to)]


def phrases_target(p: Parser) -> Any:
    """"any target" (CR 115.4)."""
    from tolaria.cards.oracle.phrases import target
    return target(p)
