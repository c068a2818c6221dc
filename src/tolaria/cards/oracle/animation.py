"""Animation: "<object> becomes a 3/3 red Elemental creature with haste until end of turn.
It's still a land." (CR 205.1, 613.1d-f, 613.4b).

One effect, locked to its object (CR 611.2c), with a part in each layer it touches:
layer 4 the types, layer 5 the colours (only when some are named), layer 6 the abilities,
layer 7b the base power and toughness.

Types (CR 205.1a-b): "becomes a [creature types] creature" replaces the object's card
types, so a land that isn't "still a land" stops being one and loses its land types;
"that's still a land", "It's still a land." and "in addition to its other types" keep every
prior type and subtype; "[creature types] artifact creature" keeps the other card types
and subtypes but replaces its creature types.

Power and toughness: a literal N/N, "with base power and toughness N/N", "each equal to
its mana value", X/X in an ability with {X} in its cost (the X paid, locked in as it
resolves: op "continuous_x"), or "each equal to <quantity>" in a resolving ability (counted
as it resolves, the same op with the quantity as the part's "x", CR 608.2h). "a legendary
... creature" adds that supertype (CR 205.4); "... and gains <keywords>" is part of the same
effect. Without a number only a Vehicle is read: it has printed
values (CR 301.7b); another object would have none, so that stays a gap.

Also here: groups ("Vehicles you control become artifact creatures", "They're still
lands."), "you may have <this> become ...", "has base power and toughness N/N", "becomes
blue / a Forest / an artifact in addition to its other types / a blue Serpent with base
power and toughness 5/5", and the condition "if this permanent is an enchantment".
"""

from __future__ import annotations

from typing import Any

from tolaria.cards.oracle import phrases
from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.vocabulary import ARTIFACT_TYPES, CREATURE_TYPES, ENCHANTMENT_TYPES
from tolaria.data.ir import Effect, LayerEffect, ObjectFilter, StaticAbility, effect, layer_effect
from tolaria.data.mana import BASIC_LAND_MANA

C_BECOMES = construct("animation.becomes", "<object> becomes a [N/N] [colour] [creature types] "
                      "[artifact] creature [with <keywords>/\"<ability>\"/base power and "
                      "toughness N/N] [that's still a land / in addition to its other types] "
                      "[until end of turn]; \"Until end of turn, <object> becomes ...\"; "
                      "\"It's still a land.\" (CR 205.1a-b, 613.1d-f, 613.4b)")


def becomes(p: Parser, subject: Any) -> list[Effect]:
    """"becomes a 3/3 ... creature ..." after its subject (`subject` a target index,
    "self" or "it"); or "becomes blue", "becomes a Forest", "becomes an artifact in addition
    to its other types"."""
    from tolaria.cards.oracle import durations
    typed = p.attempt(_becomes_type, subject, None)
    if typed is not None:
        return [typed]
    if p.peek(1) in phrases.COLOR_WORDS or p.peek(1) == "colorless" or p.peek(2) in _LAND or (
            p.peek(2) == "artifact" and p.peek(3) == "in") or (
            p.peek(1) in ("a", "an") and p.peek(3) == "in" and p.peek(2) != "creature"):
        return [_becomes_other(p, subject)]
    found = _becomes(p, subject)
    until = phrases.duration(p) or durations.long_as(p) or "permanent"
    return durations.bound([_finish(p, subject, found, until)])     # CR 611.2b


C_LOSES_BECOMES = construct("animation.loses_all_and_becomes", "<object> loses all abilities "
                            "and becomes a <colour> <type> creature with base power and "
                            "toughness N/N: one effect, its abilities removed in layer 6 (CR "
                            "613.1d-f, 613.4b)")


C_BECOMES_ARTIFACT = construct("animation.becomes_artifact_losing_all", "<target> becomes a "
                               "<Subtype> artifact with \"<ability>\" and loses all other "
                               "card types and abilities: for good (CR 205.1a, 613.1d, 613.1f, "
                               "611.2a)")


def becomes_artifact_losing_all(p: Parser, subject: Any) -> list[Effect]:
    """"Target creature becomes a Treasure artifact with "{T}, Sacrifice this artifact: Add
    one mana of any color" and loses all other card types and abilities." (Vraska,
    Betrayal's Sting): its card types and subtypes replaced (its supertypes and colours
    stay), its abilities replaced by the quoted one; no duration: for good (CR 611.2a)."""
    from tolaria.cards.oracle import durations, granted
    if not isinstance(subject, int):
        p.fail()
    p.expect("becomes", "a")
    tok = p.next()
    subtype = phrases.SUBTYPE_WORDS.get(tok.key)
    if subtype is None or not tok.text[:1].isupper():
        p.fail()
    p.expect("artifact", "with")
    if not p.at('"'):
        p.fail()
    ability = granted.quoted_grant(p)
    p.expect("and", "loses", "all", "other", "card", "types", "and", "abilities")
    if phrases.duration(p) is not None:
        p.fail()
    p.mark(C_BECOMES_ARTIFACT)
    return durations.bound([effect("continuous", target=subject, until="permanent", parts=(
        layer_effect("4", "set_types", types=frozenset({"Artifact"}),
                     subtypes=frozenset({subtype})),
        layer_effect("6", "remove_all_abilities"), ability))])


def loses_all_and_becomes(p: Parser, subject: Any) -> list[Effect]:
    """"Target artifact or creature loses all abilities and becomes a green Elk creature
    with base power and toughness 3/3." (Oko, Thief of Crowns): no duration is said, so it
    lasts indefinitely (CR 611.2a)."""
    from tolaria.cards.oracle import durations
    p.expect("loses", "all", "abilities", "and")
    found = _becomes(p, subject)
    found["parts"] = (layer_effect("6", "remove_all_abilities"),) + found["parts"]
    until = phrases.duration(p) or "permanent"
    p.mark(C_LOSES_BECOMES)
    return durations.bound([_finish(p, subject, found, until)])


def until_becomes(p: Parser) -> list[Effect]:
    """"Until end of turn, <object or group> becomes/become a ... creature ..." (CR
    611.2a)."""
    from tolaria.cards.oracle.instructions import group
    p.expect("until")
    if p.accept("end", "of", "turn", ","):
        until = "end of turn"
    else:
        p.expect("your", "next", "turn", ",")
        until = "your next turn"
    subject = p.attempt(phrases.object_ref)
    if subject is None:
        flt = group(p)
        if p.at("have", "base") or p.at("has", "base"):
            return group_base(p, flt, until)
        return becomes_group(p, flt, until)
    if p.at("has", "base") or p.at("loses", "all", "abilities", "and", "has", "base"):
        return [_base(p, subject, until)]
    typed = p.attempt(_becomes_type, subject, until)
    if typed is not None:
        return [typed]
    return [_finish(p, subject, _becomes(p, subject), until)]


C_BASE = construct("animation.base_pt", "<object> [loses all abilities and] has base power "
                   "and toughness N/N [and gains <keywords>] until end of turn; \"Until end of "
                   "turn, <object> ... has base power and toughness N/N\" (CR 613.1f, 613.4b)")


C_BASE_POWER = construct("effect.base_power", "<creature> has base power N until end of turn: "
                         "its power alone set (layer 7b, CR 613.4b)")


def has_base(p: Parser, subject: Any) -> list[Effect]:
    """"has base power and toughness 5/5 until end of turn" after its subject."""
    return [_base(p, subject, None)]


def _base(p: Parser, subject: Any, until: str | None) -> Effect:
    """Layer 7b (and 6: "loses all abilities", "gains <keywords>"); the duration is said
    first (`until`) or after, and must be one."""
    from tolaria.cards.oracle.instructions import keyword_list
    if subject == "self" and p.scope.kind == "spell" or _may_be_spell(p, subject):
        p.fail()
    parts = []
    if p.accept("loses", "all", "abilities", "and"):
        parts.append(layer_effect("6", "remove_all_abilities"))
    p.expect("has", "base", "power")
    if p.accept("and", "toughness"):
        power, toughness = phrases.base_pt(p)
    else:                                    # "has base power 3" (CR 613.4b)
        tok = p.next()
        if tok.kind != "num" or parts:
            p.fail()
        power, toughness = int(tok.key), None
        p.mark(C_BASE_POWER)
    gains = None
    if until is None:
        until = phrases.duration(p)
    if p.accept("and", "gains"):
        gains = keyword_list(p)
        again = phrases.duration(p)           # "... until end of turn and gains flying until
        if until and again and again != until:  # end of turn" (Nightsky Mimic)
            p.fail()
        until = until or again
    if until != "end of turn":
        p.fail()
    if gains:
        parts.append(layer_effect("6", "add_keywords", keywords=gains))
    parts.append(layer_effect("7b", "set_pt", power=power, toughness=toughness)
                 if toughness is not None else layer_effect("7b", "set_power", power=power))
    p.mark(C_BASE)
    return effect("continuous", parts=tuple(parts), target=subject, until=until)


def becomes_group(p: Parser, flt: ObjectFilter, until: str | None = None) -> list[Effect]:
    """"Vehicles you control become artifact creatures until end of turn", "lands you
    control become 2/2 creatures that are still lands": the permanents matching as it
    resolves (CR 611.2c)."""
    found = _becomes(p, flt, plural=True)
    until = until or phrases.duration(p) or "permanent"
    if p.at(".", "they", "'", "re", "still", "lands", "."):
        p.i += 6                              # a sentence of its own (CR 205.1b)
        found["kept"] = True
    one = _finish(p, "group", found, until)
    return [effect("continuous_all", parts=one.get("parts"), filter=flt, until=until)]


C_FOUND_BECOME = construct("animation.found_lands_become", "Search your library for any "
                           "number of basic land cards, put them onto the battlefield, then "
                           "shuffle. Those lands become 4/4 Elemental creatures with trample. "
                           "They're still lands.: the lands put there this way, for good (CR "
                           "611.2a, 205.1b, 400.7)")


def found_lands_become(p: Parser, before: list[Effect]) -> list[Effect]:
    """"Those lands become 4/4 Elemental creatures with trample. They're still lands." after
    a search that put lands onto the battlefield (Nissa, Worldwaker): those permanents, as
    they are then (CR 611.2c), with no duration: for as long as each stays (CR 611.2a)."""
    from dataclasses import replace
    last = before[-1] if before else None
    flt = last.get("filter") if last is not None else None
    if last is None or last.op != "search_library" or last.get("to") != "battlefield" or \
            last.get("count") == 1 or flt is None or flt.types != frozenset({"Land"}):
        p.fail()
    p.expect("those", "lands")
    found = _becomes(p, "group", plural=True)
    if phrases.duration(p) is not None:
        p.fail()
    if p.at(".", "they", "'", "re", "still", "lands", "."):
        p.i += 6                              # a sentence of its own (CR 205.1b)
        found["kept"] = True
    one = _finish(p, "group", found, "permanent")
    p.expect(".")
    p.mark(C_FOUND_BECOME)
    return before[:-1] + [replace(last, params=last.params + (("remember", True),)),
                          effect("continuous_found", parts=one.get("parts"))]


def _finish(p: Parser, subject: Any, found: dict[str, Any], until: str) -> Effect:
    """The effect, its layer-4 parts chosen by what it keeps (CR 205.1a-b)."""
    kept = _still_a_land(p) or _still_a_planeswalker_sentence(p, subject)
    p.mark(C_BECOMES)
    parts = _type_parts(found, kept) + found["parts"]
    op = "continuous_x" if any(e.get("power") == "X" for e in parts) else "continuous"
    return effect(op, parts=parts, target=subject, until=until)


def _still_a_land(p: Parser) -> bool:
    """"It's still a land." after the sentence that animates it (CR 205.1b)."""
    if p.at(".", "it", "'s", "still", "a", "land", "."):
        p.i += 6                              # a sentence of its own (CR 205.1b)
        return True
    if p.keys[p.i - 2:p.i] == [".", '"'] and p.at("it", "'s", "still", "a", "land", "."):
        p.i += 5                              # after a quoted ability's period
        return True
    return False


def _type_parts(found: dict[str, Any], kept: bool) -> tuple[LayerEffect, ...]:
    """Layer 4 of an animation: every prior type and subtype kept ("that's still a land",
    "in addition to its other types"), or an artifact creature's creature types replaced,
    or the card types and subtypes replaced (CR 205.1a-b, 613.1d)."""
    types, subtypes = found["types"], found["subtypes"]
    if found["kept"] or kept:
        parts = [layer_effect("4", "add_types", types=types)]
        if subtypes:
            parts.append(layer_effect("4", "add_subtypes", subtypes=subtypes))
    elif "Artifact" in types:                 # "[creature types] artifact creature"
        parts = [layer_effect("4", "add_types", types=types)]
        if subtypes:
            parts.append(layer_effect("4", "set_creature_subtypes", subtypes=subtypes))
    else:
        parts = [layer_effect("4", "set_types", types=types, subtypes=subtypes)]
    return tuple(parts)


C_ATTACHED_IS = construct("animation.attached_is", "Enchanted land / artifact / permanent is a "
                          "[N/N] [colour] [creature types] creature [with <keywords> / base "
                          "power and toughness N/N] [that's still a land / in addition to its "
                          "other types]. [It's still a land.]: the Aura's static ability, its "
                          "parts in layers 4 to 7b (CR 205.1a-b, 303.4, 613.1d-f)")


def attached_is(p: Parser) -> StaticAbility:
    """"Enchanted land is a 2/2 blue Elemental creature with flying. It's still a land."
    (Wind Zendikon), "Enchanted artifact is a creature with base power and toughness 5/5 in
    addition to its other types." (Ensoul Artifact)."""
    from tolaria.cards.oracle.phrases import attached_ref
    lands = (p.card.enchanted,) if p.card.enchanted.title() in BASIC_LAND_MANA else ()
    if not any(p.at("enchanted", noun) for noun in ("land", "artifact", "permanent") + lands):
        p.fail()                                          # "enchanted Mountain" (CR 303.4a)
    affects = attached_ref(p)
    found = _becomes(p, affects, verb="is")
    kept = _still_a_land(p)
    p.expect(".")
    p.mark(C_ATTACHED_IS)
    return StaticAbility(kind="continuous", affects=affects,
                         parts=_type_parts(found, kept) + found["parts"])


def have_become(p: Parser) -> list[Effect]:
    """"you may have this artifact become a 3/3 ... creature ..." in an optional trigger
    (CR 603.5): the same as "this artifact becomes ..."."""
    from tolaria.cards.oracle import durations
    if p.scope.kind != "triggered" or p.keys[p.i - 2:p.i] != ["you", "may"]:
        p.fail()
    p.expect("have")
    subject = phrases.object_ref(p)
    if not (p.at("become", "a") or p.at("become", "an")):
        p.fail()
    found = _becomes(p, subject, verb="become")
    until = phrases.duration(p) or "permanent"
    return durations.bound([_finish(p, subject, found, until)])


def _becomes(p: Parser, subject: Any, plural: bool = False, verb: str = "",
             no_verb: bool = False) -> dict[str, Any]:
    """"becomes a ... creature [with ...] [that's still a land]" (or "become ... creatures
    ... that are still lands" after a group): its types, whether every prior type is kept
    (CR 205.1b), and its parts in layers 5 to 7b. `no_verb`: the words from "a" on."""
    if subject == "self" and p.scope.kind == "spell" or _may_be_spell(p, subject):
        p.fail()
    if not no_verb:
        p.expect(verb or ("become" if plural else "becomes"))
    if not plural and not (p.accept("a") or p.accept("an")):
        p.fail()
    supertypes = _legendary(p, plural)
    pt: Any = p.attempt(phrases.base_pt)
    if pt is None and p.at("X/X") and p.scope.x_cost and not plural:
        p.i += 1
        pt = ("X", "X")                           # the X paid, locked in as it resolves
    colors = color_words(p)
    subtypes = creature_types(p)
    artifact = p.accept("artifact")
    p.expect("creatures" if plural else "creature")
    abilities: list[LayerEffect] = []
    if p.accept("with"):
        if pt is None and (p.at("base", "power") or p.at("power", "and")):
            pt = _with_pt(p)
        elif p.accept("all", "creature", "types"):          # CR 205.3m, 702.73a
            subtypes = CREATURE_TYPES
        else:
            abilities.append(_abilities(p))
            if p.at("and", '"') and abilities[0].op == "add_keywords":
                p.i += 1                  # 'with menace and "Whenever ..."' (CR 613.1f)
                abilities.append(_abilities(p))
            if p.accept("and", "all", "creature", "types"):
                subtypes = CREATURE_TYPES
            elif pt is None and p.accept("and"):
                pt = _with_pt(p)
    if p.at("and", "gains") and not plural:
        abilities.append(_and_gains(p))
    added_colors = kept = False
    if p.accept("that", "are", "still", "lands") if plural else p.accept(
            "that", "'s", "still", "a", "land") or _still_a_planeswalker(p, subject):
        kept = True
    elif p.accept("in", "addition", "to", "their" if plural else "its", "other"):
        added_colors = p.accept("colors", "and")
        p.expect("types")
        kept = True
    if pt is None and not (artifact and _vehicle(p, subject)):
        p.fail()                                  # no printed power (CR 208.3): a gap
    parts: list[LayerEffect] = list(supertypes)
    if colors is not None:
        parts.append(layer_effect("5", "add_colors" if added_colors else "set_colors",
                                  colors=colors))
    parts += abilities
    if pt == "mana value":
        parts.append(layer_effect("7b", "set_pt_to_mana_value"))
    elif pt is not None:
        counted = {"x": pt[2]} if len(pt) > 2 else {}       # `_locked_pt`
        parts.append(layer_effect("7b", "set_pt", power=pt[0], toughness=pt[1], **counted))
    types = frozenset({"Creature", "Artifact"} if artifact else {"Creature"})
    return {"types": types, "subtypes": subtypes, "kept": kept, "parts": tuple(parts)}


C_LEGENDARY = construct("animation.legendary", "<object> becomes a legendary N/N ... creature: "
                        "the supertype is added in layer 4; its other supertypes stay (CR "
                        "205.1a, 205.4, 613.1d)")


def _legendary(p: Parser, plural: bool) -> tuple[LayerEffect, ...]:
    """"a legendary 4/4 red Dragon creature" (Sarkhan, the Dragonspeaker)."""
    if plural or not p.accept("legendary"):
        return ()
    p.mark(C_LEGENDARY)
    return (layer_effect("4", "add_supertypes", supertypes=frozenset({"Legendary"})),)


C_AND_GAINS = construct("animation.and_gains", "<object> becomes a ... creature ... and gains "
                       "<keywords>: one effect, its keywords in layer 6 (CR 613.1f); "
                       "\"He's still a planeswalker.\" (CR 205.1b)")


def _and_gains(p: Parser) -> LayerEffect:
    """"... and gains indestructible" after "becomes a ... creature [with ...]"."""
    from tolaria.cards.oracle.instructions import keyword_list
    p.expect("and", "gains")
    p.mark(C_AND_GAINS)
    return layer_effect("6", "add_keywords", keywords=keyword_list(p))


C_IS_CREATURE = construct("animation.is_creature", "[During your turn / As long as "
                          "<condition>,] <this planeswalker> is a N/N <creature types> creature "
                          "[with <keywords>] that's still a planeswalker / he's a N/N "
                          "<creature types> creature [and has <keywords>]: a static ability, "
                          "its types added (or set, CR 205.1a) in layer 4, keywords in 6, "
                          "power and toughness in 7b (CR 205.1b, 611.3a, 613.1d-f)")


def is_creature(p: Parser) -> tuple[LayerEffect, ...]:
    """"is a 4/4 Human Soldier creature with indestructible that's still a planeswalker."
    (Gideon Blackblade): every prior type kept (CR 205.1b); "he's a 3/4 Ninja creature and
    has hexproof." (Kaito, Bane of Nightmares): its card types and subtypes replaced, so
    it isn't a planeswalker then (CR 205.1a)."""
    found = _becomes(p, "self", verb="'s" if p.at("'s") else "is")
    if found["types"] != frozenset({"Creature"}):
        p.fail()
    has: tuple[LayerEffect, ...] = ()
    if not found["kept"] and p.accept("and", "has"):
        from tolaria.cards.oracle.instructions import keyword_list
        has = (layer_effect("6", "add_keywords", keywords=keyword_list(p)),)
    p.expect(".")
    p.mark(C_IS_CREATURE)
    return _type_parts(found, False) + found["parts"] + has


def _still_a_planeswalker_sentence(p: Parser, subject: Any) -> bool:
    """"He's still a planeswalker." after "<this planeswalker> becomes a ... creature ...":
    every prior type kept (CR 205.1b, 306.4)."""
    if subject != "self" or "Planeswalker" not in p.card.types or p.peek(1) not in (
            "he", "she", "it") or not p.at(".", p.peek(1), "'s", "still", "a", "planeswalker",
                                          "."):
        return False
    p.i += 6
    p.mark(C_AND_GAINS)
    return True


def _still_a_planeswalker(p: Parser, subject: Any) -> bool:
    """"that's still a planeswalker" after "<this planeswalker> becomes a ... creature":
    every prior type kept (CR 205.1b), so it is a creature and a planeswalker (CR 306.4)."""
    if subject != "self" or "Planeswalker" not in p.card.types:
        return False
    return p.accept("that", "'s", "still", "a", "planeswalker")


def _vehicle(p: Parser, subject: Any) -> bool:
    """Is the subject a Vehicle (this one, a target Vehicle, Vehicles)? It has printed power
    and toughness (CR 301.7b)."""
    if isinstance(subject, ObjectFilter):
        return subject.subtypes == frozenset({"Vehicle"})
    if subject == "self":
        return "Vehicle" in p.card.subtypes
    spec = p.scope.targets[subject].objects if isinstance(subject, int) else None
    return spec is not None and spec.subtypes == frozenset({"Vehicle"})


def color_words(p: Parser) -> frozenset[str] | None:
    """"red", "white and blue", "colorless" (CR 105.2): the colours it becomes."""
    if p.accept("colorless"):
        return frozenset()
    found: set[str] = set()
    while p.peek() in phrases.COLOR_WORDS:
        found.add(phrases.COLOR_WORDS[p.next().key])
        if not p.at_any(phrases.COLOR_WORDS) and not (
                p.at("and") and p.peek(1) in phrases.COLOR_WORDS):
            break
        p.accept("and")
    return frozenset(found) if found else None


def creature_types(p: Parser) -> frozenset[str]:
    """Capitalised creature types before "creature": "Elemental", "Insect Monk"."""
    found = []
    while p.token() is not None and p.peek() in phrases.SUBTYPE_WORDS \
            and p.token().text[:1].isupper() and p.peek() not in phrases.TYPE_NOUNS:
        found.append(phrases.SUBTYPE_WORDS[p.next().key])
    return frozenset(found)


def _with_pt(p: Parser) -> Any:
    """"base power and toughness 4/4" / "power and toughness each equal to its mana value"."""
    p.accept("base")
    p.expect("power", "and", "toughness")
    if p.accept("each", "equal", "to", "its", "mana", "value"):
        return "mana value"
    if p.at("each", "equal", "to"):
        return _locked_pt(p)
    return phrases.base_pt(p)


C_LOCKED_PT = construct("animation.pt_equal_to", "<object> becomes a ... creature with power "
                        "and toughness each equal to <quantity>: counted once, as the "
                        "ability resolves (CR 608.2h, 613.4b)")


def _locked_pt(p: Parser) -> tuple[Any, ...]:
    """"with power and toughness each equal to the number of loyalty counters on him"
    (Gideon, Champion of Justice): an X/X whose X is the quantity as it resolves."""
    if p.scope.kind not in ("activated", "triggered", "spell"):
        p.fail()                              # a static one would count continuously
    p.expect("each", "equal", "to")
    q = phrases.quantity(p)
    p.mark(C_LOCKED_PT)
    return ("X", "X", q)


def _abilities(p: Parser) -> LayerEffect:
    """"flying and haste" or '"<ability>"': the layer-6 part (CR 613.1f)."""
    from tolaria.cards.oracle import granted
    from tolaria.cards.oracle.instructions import keyword_list
    if p.at('"'):
        return granted.quoted_grant(p)
    found = p.attempt(granted.keywords_granted)         # "with ward {3}" (CR 702.21a)
    if found is not None:
        return found
    return layer_effect("6", "add_keywords", keywords=keyword_list(p))


C_IS_TYPE = construct("animation.is_type", "if this permanent is an enchantment / a creature "
                      "(an intervening \"if\" or condition about its current card types, "
                      "CR 205.2, 603.4)")
_TYPE_WORDS = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment",
               "land": "Land"}


def source_type(p: Parser, it_self: bool) -> Any:
    """"this permanent is an enchantment": a condition on the source's card types now."""
    from tolaria.data.ir import condition
    if phrases.self_ref(p):
        p.scope.it = "self"               # "if this permanent is ..., it becomes ..."
    elif not (it_self and p.accept("it")):
        p.fail()
    if not p.accept("'s"):
        p.expect("is")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    kind = _TYPE_WORDS.get(p.next().key)
    if kind is None:
        tok = p.tokens[p.i - 1]            # "if this creature is a Spirit" (CR 205.3m)
        subtype = phrases.SUBTYPE_WORDS.get(tok.key)
        if subtype not in CREATURE_TYPES or not tok.text[:1].isupper():
            p.fail()
        p.mark(C_IS_SUBTYPE)
        return condition("source_type", subtype=subtype)
    p.mark(C_IS_TYPE)
    return condition("source_type", type=kind)


C_IS_SUBTYPE = construct("condition.source_is_creature_type", "if this creature is a <creature "
                         "type>, ...: its creature types as the ability resolves (CR 205.3m, "
                         "608.2c)")


C_BECOMES_OTHER = construct("animation.becomes_other", "<object> becomes <colour>/colorless "
                            "[in addition to its other colors] / a <basic land type> / an "
                            "artifact in addition to its other types [until end of turn]; "
                            "<creature> becomes a [colour] <creature types> with base power "
                            "and toughness N/N [, loses all abilities,] [and gains "
                            "<keywords>] (CR 105.3, 305.7, 205.1, 613.1d-f, 613.4b)")
_LAND = {"plains": "Plains", "island": "Island", "swamp": "Swamp", "mountain": "Mountain",
         "forest": "Forest"}


def _becomes_other(p: Parser, subject: Any) -> Effect:
    """A colour, a basic land type (its land types and abilities replaced, CR 305.7), or
    the artifact type added."""
    if subject == "self" and p.scope.kind == "spell":
        p.fail()
    if not p.accept("becomes"):
        p.expect("become")            # several targets, each of them (`plural_becomes_color`)
    if _may_be_spell(p, subject) and not _spell_color(p):
        p.fail()                      # a spell's types: not read
    colors = color_words(p)
    if colors is not None:
        add = p.accept("in", "addition", "to", "its", "other", "colors")
        part = layer_effect("5", "add_colors" if add else "set_colors", colors=colors)
    elif p.accept("a") or p.accept("an"):
        if p.accept("artifact"):
            p.expect("in", "addition", "to", "its", "other", "types")
            part = layer_effect("4", "add_types", types=frozenset({"Artifact"}))
        elif p.peek() not in _LAND:               # "a Vampire in addition to its other types"
            subtypes = creature_types(p)
            p.expect("in", "addition", "to", "its", "other", "types")
            if not subtypes or not _is_creature(p, subject):
                p.fail()
            part = layer_effect("4", "add_subtypes", subtypes=subtypes)
        else:
            land = _LAND.get(p.next().key)
            if land is None or not _is_land(p, subject):
                p.fail()
            part = layer_effect("4", "set_land_subtypes", subtypes=frozenset({land}))
    else:
        p.fail()
    parts = (part, _and_gains(p)) if p.at("and", "gains") else (part,)
    until = phrases.duration(p) or "permanent"
    p.mark(C_BECOMES_OTHER)
    return effect("continuous", parts=parts, target=subject, until=until)


C_PLURAL_COLOR = construct("animation.targets_become_color", "one or more / any number of "
                           "target <permanents> become <colour> [until end of turn]: each of "
                           "them (CR 105.3, 613.1e, 115.1)")


def plural_becomes_color(p: Parser, subject: Any) -> list[Effect]:
    """"One or more target creatures become red until end of turn." (Dwarven Song): the
    colour of each of the targets (`targeting.spread` repeats it for each)."""
    from tolaria.cards.oracle import targeting
    if targeting.size(p, subject) < 2 or not (
            p.peek(1) in phrases.COLOR_WORDS or p.peek(1) == "colorless"):
        p.fail()
    found = _becomes_other(p, subject)
    if len(found.get("parts")) != 1:
        p.fail()
    p.mark(C_PLURAL_COLOR)
    return [found]


C_SPELL_COLOR = construct("animation.spell_or_permanent_color", "target spell or permanent "
                          "becomes <colour> / colorless: a spell's colour stays with the "
                          "permanent it becomes (CR 105.3, 400.7a, 613.1e)")


def _spell_color(p: Parser) -> bool:
    """"Target spell or permanent becomes red." (Chaoslace): only a colour, said alone."""
    if p.peek() not in phrases.COLOR_WORDS and p.peek() != "colorless" or p.peek(1) != ".":
        return False
    p.mark(C_SPELL_COLOR)
    return True


def _may_be_spell(p: Parser, subject: Any) -> bool:
    """Could the target be a spell ("target spell or permanent")?"""
    spec = p.scope.targets[subject] if isinstance(subject, int) else None
    return spec is not None and (spec.objects is None or bool(spec.objects.spell)
                                 or "spell" in spec.text)


def _is_creature(p: Parser, subject: Any) -> bool:
    """Is the subject surely a creature (creature types go with that type, CR 205.3d)?"""
    if subject == "self":
        return "Creature" in p.card.types
    spec = p.scope.targets[subject].objects if isinstance(subject, int) else None
    return spec is not None and spec.types == frozenset({"Creature"})


def _is_land(p: Parser, subject: Any) -> bool:
    """Is the subject surely a land ("target land", "target Forest", this land)?"""
    if subject == "self":
        return "Land" in p.card.types
    spec = p.scope.targets[subject].objects if isinstance(subject, int) else None
    return spec is not None and (spec.types == frozenset({"Land"}) or bool(
        spec.subtypes and spec.subtypes <= frozenset(_LAND.values())))


C_BECOMES_FOR_GOOD = construct("animation.self_becomes_type", "an activated ability's \"This "
                               "creature becomes a <creature types> with base power and "
                               "toughness N/N[, <keywords>]\" with no duration: for as long as "
                               "it stays on the battlefield; a later activation's values win "
                               "(CR 611.2a, 613.1d, 613.4b, 613.7)")


def _becomes_type(p: Parser, subject: Any, until: str | None) -> Effect:
    """"becomes a blue Serpent with base power and toughness 5/5[, loses all abilities,]
    [and gains flying]" about a creature: its creature types and colours replaced (CR
    205.1a, 105.3), its base power and toughness set (CR 613.4b)."""
    from tolaria.cards.oracle.instructions import keyword_list
    if not _is_creature(p, subject):
        p.fail()
    p.expect("becomes")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    colors = color_words(p)
    subtypes = creature_types(p)
    if not subtypes:
        p.fail()
    p.expect("with", "base", "power", "and", "toughness")
    power, toughness = phrases.base_pt(p)
    lose, keywords = False, frozenset()
    if p.accept(",", "loses", "all", "abilities"):
        lose = True
        if not p.accept(",", "and", "gains"):
            p.expect("and", "gains")
        keywords = keyword_list(p)
    elif p.accept("and", "gains") or p.accept(",") or p.accept("and"):
        keywords = keyword_list(p)                  # "gains flying" / "with ..., flying"
    until = until or phrases.duration(p)
    if until is None and subject == "self" and p.scope.kind == "activated":
        until = "permanent"               # no duration: for good (CR 611.2a, Figure of
        p.mark(C_BECOMES_FOR_GOOD)        # Destiny)
    elif until != "end of turn":
        p.fail()
    parts = [layer_effect("4", "set_creature_subtypes", subtypes=subtypes)]
    if colors is not None:
        parts.append(layer_effect("5", "set_colors", colors=colors))
    if lose:
        parts.append(layer_effect("6", "remove_all_abilities"))
    if keywords:
        parts.append(layer_effect("6", "add_keywords", keywords=keywords))
    parts.append(layer_effect("7b", "set_pt", power=power, toughness=toughness))
    p.mark(C_BECOMES_OTHER)
    return effect("continuous", parts=tuple(parts), target=subject, until=until)


def group_base(p: Parser, flt: ObjectFilter, until: str | None = None) -> list[Effect]:
    """"Creatures you control have base power and toughness 4/4 [and gain <keywords>]
    until end of turn": the permanents matching as it resolves (CR 611.2c, 613.4b)."""
    from tolaria.cards.oracle.instructions import keyword_list
    if not p.accept("have", "base", "power", "and", "toughness"):
        p.expect("has", "base", "power", "and", "toughness")
    power, toughness = phrases.base_pt(p)
    keywords = frozenset()
    if p.accept("and", "gain") or p.accept("and", "gains"):
        keywords = keyword_list(p)
    until = until or phrases.duration(p)
    if until != "end of turn":
        p.fail()
    parts = ((layer_effect("6", "add_keywords", keywords=keywords),) if keywords else ()) + (
        layer_effect("7b", "set_pt", power=power, toughness=toughness),)
    p.mark(C_BASE)
    return [effect("continuous_all", parts=parts, filter=flt, until=until)]


C_ALL_CREATURE_TYPES = construct("animation.all_creature_types", "<creature> gains all creature "
                                 "types [until end of turn]: every creature type added in "
                                 "layer 4; with no duration, for the rest of the game (CR "
                                 "205.3m, 613.1d, 611.2a)")


def gains_all_creature_types(p: Parser, subject: Any) -> list[Effect]:
    """"Up to one target creature gains all creature types." (Oko, Lorwyn Liege)."""
    if not _is_creature(p, subject):
        p.fail()
    p.expect("gains", "all", "creature", "types")
    until = phrases.duration(p) or "permanent"
    p.mark(C_ALL_CREATURE_TYPES)
    return [effect("continuous", parts=(layer_effect("4", "add_subtypes",
                                                     subtypes=CREATURE_TYPES),),
                   target=subject, until=until)]


C_IS_ALSO = construct("animation.is_also", "<creature> gets ..., has ..., and is [a] [<colour>] "
                      "<creature types> in addition to its other [colors and] types / is an "
                      "artifact in addition to its other types / is all creature types / is "
                      "every creature type / is <colour>: its types added in layer 4, its "
                      "colours set or added in layer 5 (CR 205.1b, 205.3m, 105.3, 613.1d-e)")


def is_also(p: Parser) -> tuple[LayerEffect, ...]:
    """"is a black Zombie in addition to its other colors and types", "is an artifact in
    addition to its other types", "is every creature type", "is black" about a creature."""
    p.expect("is")
    if p.accept("all", "creature", "types") or p.accept("every", "creature", "type"):
        parts: tuple[LayerEffect, ...] = (layer_effect("4", "add_subtypes",
                                                       subtypes=CREATURE_TYPES),)
    elif p.accept("an", "artifact", "in", "addition", "to", "its", "other", "types"):
        parts = (layer_effect("4", "add_types", types=frozenset({"Artifact"})),)
    elif p.accept("a") or p.accept("an"):
        colors = color_words(p)
        subtypes = creature_types(p)
        if not subtypes:
            p.fail()
        p.expect("in", "addition", "to", "its", "other")
        if colors is not None:
            p.expect("colors", "and", "types")
        elif not p.accept("types"):
            p.expect("creature", "types")
        parts = (layer_effect("4", "add_subtypes", subtypes=subtypes),)
        if colors is not None:
            parts += (layer_effect("5", "add_colors", colors=colors),)
    else:
        colors = color_words(p)
        if not colors or not p.at_any((".", ",", "and")):
            p.fail()
        parts = (layer_effect("5", "set_colors", colors=colors),)
    p.mark(C_IS_ALSO)
    return parts


C_CHANGE_BASE = construct("animation.change_base_to_event", "Whenever another <creature> "
                          "enters, you may change this creature's base power and toughness to "
                          "that creature's power and toughness until end of turn.: its values "
                          "as the ability resolves (CR 608.2h, 613.4b, 611.2a)")


def change_base_to_event(p: Parser) -> list[Effect]:
    """"change this creature's base power and toughness to that creature's power and
    toughness until end of turn" (Eldrazi Mimic), "that creature" the one whose entering
    triggered it (as it last existed, if gone: CR 608.2h): the numbers are fixed as it
    resolves (`effects._continuous`)."""
    if p.scope.kind != "triggered" or p.scope.it != "event":
        p.fail()
    p.expect("change")
    if not phrases.self_ref(p):
        p.fail()
    p.expect("'s", "base", "power", "and", "toughness", "to", "that", "creature", "'s",
             "power", "and", "toughness", "until", "end", "of", "turn")
    p.mark(C_CHANGE_BASE)
    return [effect("continuous", target="self", until="end of turn", parts=(
        layer_effect("7b", "set_pt", power=("power", "event"),
                     toughness=("toughness", "event")),))]


C_ATTACHED_CREATURE_IS = construct(
    "animation.attached_creature_is", "Enchanted creature [loses all abilities and] is a "
    "[colour] <creature types> [creature] [with base power and toughness N/N] [and loses all "
    "abilities] [and can't attack or block].: \"... creature\" replaces its card types and "
    "subtypes, otherwise only its creature types are replaced (layer 4); colours set in 5, "
    "abilities removed in 6, base power and toughness set in 7b (CR 205.1a, 105.3, "
    "613.1d-f, 613.4b)")


def attached_creature_is(p: Parser) -> StaticAbility | list[StaticAbility]:
    """"Enchanted creature loses all abilities and is a blue Frog creature with base power
    and toughness 1/1." (Frogify), "Enchanted creature is a Treefolk with base power and
    toughness 0/4 and loses all abilities." (Lignify), "Enchanted creature is a Demon
    Spirit." (Oni Possession); its supertypes stay (CR 205.1a)."""
    from tolaria.cards.oracle.phrases import attached_ref
    if not (p.at("enchanted", "creature") or p.at("equipped", "creature")):
        p.fail()
    affects = attached_ref(p)
    lose = p.accept("loses", "all", "abilities", "and")
    p.expect("is")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    colors = color_words(p)
    subtypes = creature_types(p)
    if not subtypes:
        p.fail()
    if p.accept("creature"):                       # its card types replaced (CR 205.1a)
        parts = [layer_effect("4", "set_types", types=frozenset({"Creature"}),
                              subtypes=subtypes)]
    else:                                          # its creature types only (CR 205.1a)
        parts = [layer_effect("4", "set_creature_subtypes", subtypes=subtypes)]
    if colors is not None:
        parts.append(layer_effect("5", "set_colors", colors=colors))
    pt = phrases.base_pt(p) if p.accept("with", "base", "power", "and", "toughness") else None
    if pt is not None and not lose and p.accept("and", "loses", "all", "abilities"):
        lose = True
    if lose:
        parts.append(layer_effect("6", "remove_all_abilities"))
    if pt is not None:
        parts.append(layer_effect("7b", "set_pt", power=pt[0], toughness=pt[1]))
    found = StaticAbility(kind="continuous", affects=affects, parts=tuple(parts))
    p.mark(C_ATTACHED_CREATURE_IS)
    if p.accept("and", "can't", "attack", "or", "block", "."):
        return [found, StaticAbility(kind="restrict", affects=affects,
                                     restrictions=frozenset({"cant_attack", "cant_block"}))]
    p.expect(".")
    if p.at("it", "has") or p.at("it", "can't", "attack", "and", "loses"):
        return _it_also(p, found)
    return found


C_IT_ALSO = construct("animation.attached_is_it_also", "Enchanted creature is a <creature "
                      "type> with base power and toughness N/N. It has <keywords> and loses "
                      "all other abilities. / It can't attack and loses all abilities.: in "
                      "layer 6 its abilities go first, then what it has is added (CR 613.1f, "
                      "613.7)")


def _it_also(p: Parser, found: StaticAbility) -> list[StaticAbility]:
    """The sentence after "Enchanted creature is a Citizen with base power and toughness
    1/1." (Spider-Man No More, Retro-Mutation): "it" is the enchanted creature."""
    from dataclasses import replace

    from tolaria.cards.oracle.instructions import keyword_list
    if any(part.op == "remove_all_abilities" for part in found.parts):
        p.fail()
    p.expect("it")
    lost = layer_effect("6", "remove_all_abilities")
    if p.accept("has"):
        keywords = keyword_list(p)
        p.expect("and", "loses", "all", "other", "abilities", ".")
        parts = (lost, layer_effect("6", "add_keywords", keywords=keywords))
        restrict: list[StaticAbility] = []
    else:
        p.expect("can't", "attack", "and", "loses", "all", "abilities", ".")
        parts = (lost,)
        restrict = [StaticAbility(kind="restrict", affects=found.affects,
                                  restrictions=frozenset({"cant_attack"}))]
    p.mark(C_IT_ALSO)
    return [replace(found, parts=found.parts + parts)] + restrict


C_ATTACHED_BASE_TRAITS = construct(
    "animation.attached_base_traits", "Enchanted/Equipped creature has base power and "
    "toughness N/N, has <keywords / \"ability\">, [loses all other abilities,] [and is a "
    "[colour] <creature types> in addition to its other [colors and] types].: one effect, "
    "the abilities it grants kept when it removes the others (CR 613.1d-f, 613.4b)")


def attached_base_traits(p: Parser) -> StaticAbility | list[StaticAbility]:
    """"Enchanted creature has base power and toughness 0/4, has defender, loses all other
    abilities, and is a blue Wall in addition to its other colors and types." (Deep
    Freeze): in layer 6 its other abilities go first, then what it grants is added."""
    from tolaria.cards.oracle.abilities import _cant, has_abilities
    from tolaria.cards.oracle.phrases import attached_ref
    if not (p.at("enchanted", "creature") or p.at("equipped", "creature")):
        p.fail()
    affects = attached_ref(p)
    p.expect("has", "base", "power", "and", "toughness")
    power, toughness = phrases.base_pt(p)
    grants: list[LayerEffect] = []
    traits: list[LayerEffect] = []
    lose, restrictions = False, frozenset()
    while not restrictions and (p.accept(",", "and") or p.accept(",") or p.accept("and")):
        if p.at("can't"):
            restrictions = _cant(p)               # "and can't be blocked by ..." (CR 509.1b)
        elif p.accept("has"):
            grants.append(has_abilities(p))
        elif not lose and p.accept("loses", "all", "other", "abilities"):
            lose = True
        elif p.at("is"):
            traits += is_also(p)
        else:
            p.fail()
    if not (grants or lose or traits or restrictions):
        p.fail()
    if not restrictions and (p.keys[p.i - 1] != '"' or not p.done):
        p.expect(".")
    parts = (tuple(traits) + ((layer_effect("6", "remove_all_abilities"),) if lose else ())
             + tuple(grants) + (layer_effect("7b", "set_pt", power=power,
                                             toughness=toughness),))
    p.mark(C_ATTACHED_BASE_TRAITS)
    found = StaticAbility(kind="continuous", affects=affects, parts=parts)
    if restrictions:
        return [found, StaticAbility(kind="restrict", affects=affects,
                                     restrictions=restrictions)]
    return found


C_ATTACHED_CANT_AND_HAS = construct(
    "static.attached_cant_and_has", "Enchanted/Equipped creature can't be blocked / can't "
    "attack or block and has <keywords / \"ability\">.: a restriction and an ability granted, "
    "two static abilities of the Aura or Equipment (CR 509.1b, 508.1c, 613.1f)")


def attached_cant_and_has(p: Parser) -> list[StaticAbility]:
    """"Equipped creature can't be blocked and has shroud." (Whispersilk Cloak), "Enchanted
    creature can't attack or block and has "{7}: ..."" (Hold for Ransom)."""
    from tolaria.cards.oracle.abilities import _cant, has_abilities
    from tolaria.cards.oracle.parser import Parser as Sub
    from tolaria.cards.oracle.phrases import attached_ref
    if not (p.at("enchanted", "creature") or p.at("equipped", "creature")):
        p.fail()
    affects = attached_ref(p)
    if not p.at("can't"):
        p.fail()
    keys = p.keys
    split = next((k for k in range(p.i + 1, p.n - 1) if keys[k:k + 2] == ["and", "has"]), None)
    if split is None:
        p.fail()
    sub = Sub(p.tokens[p.i:split] + p.tokens[-1:], p.card, p.scope, p.line)
    restrictions = _cant(sub)
    sub.end()
    p.used += sub.used
    p.i = split + 2
    granted = has_abilities(p)
    if p.keys[p.i - 1] != '"' or not p.done:
        p.expect(".")
    p.mark(C_ATTACHED_CANT_AND_HAS)
    return [StaticAbility(kind="restrict", affects=affects, restrictions=restrictions),
            StaticAbility(kind="continuous", affects=affects, parts=(granted,))]


C_GROUP_BASE = construct(
    "static.group_base_pt", "<creatures> have base power and toughness N/N [, have "
    "<keywords>,] [and are <creature types> in addition to their other [creature] types].: "
    "layer 7b for each of them while the ability applies (CR 613.4b, 613.1d, 611.3a)")


def group_base_static(p: Parser, affects: str, flt: ObjectFilter) -> StaticAbility:
    """"Other creatures have base power and toughness 1/1." (Godhead of Awe), "... 2/2 and
    are Bears in addition to their other types." (Kudo, King Among Bears)."""
    from tolaria.cards.oracle.instructions import keyword_list
    if flt.types != frozenset({"Creature"}):
        p.fail()
    p.expect("have", "base", "power", "and", "toughness")
    power, toughness = phrases.base_pt(p)
    parts: list[LayerEffect] = []
    while p.accept(",", "and") or p.accept(",") or p.accept("and"):
        if p.accept("have"):
            parts.append(layer_effect("6", "add_keywords", keywords=keyword_list(p)))
        elif p.accept("are"):
            subtypes = creature_types(p)
            if not subtypes:
                p.fail()
            p.expect("in", "addition", "to", "their", "other")
            p.accept("creature")
            p.expect("types")
            parts.append(layer_effect("4", "add_subtypes", subtypes=subtypes))
        else:
            p.fail()
    p.expect(".")
    p.mark(C_GROUP_BASE)
    return StaticAbility(kind="continuous", affects=affects, filter=flt, parts=tuple(parts) + (
        layer_effect("7b", "set_pt", power=power, toughness=toughness),))


C_ENTERS_BECOMES_CHOICE = construct(
    "animation.enters_becomes_choice", "As this creature enters, it becomes your choice of a "
    "N/N [artifact] creature [with <keywords>], ... or a N/N ... creature [in addition to its "
    "other types]: chosen as it enters (CR 614.12, 614.12a); the chosen characteristics are "
    "its own from the moment it enters (CR 614.1c, 613.1d-f, 613.4b)")


def as_enters_becomes_choice(p: Parser) -> Any:
    """"As this creature enters, it becomes your choice of a 3/3 creature, a 2/2 creature
    with flying, or a 1/6 creature with defender." (Primal Plasma): its printed "*" is 0
    off the battlefield (CR 208.2b), as with a characteristic-defining ability."""
    from tolaria.cards.oracle.abilities import Line
    from tolaria.cards.oracle.phrases import self_ref
    from tolaria.data.ir import ReplacementSpec
    from tolaria.data.vocabulary import BECOMES_CHOICE_OPS
    p.expect("as")
    if not self_ref(p) or "Creature" not in p.card.types:
        p.fail()
    p.expect("enters", ",", "it", "becomes", "your", "choice", "of")
    labels: list[str] = []
    options: list[tuple[LayerEffect, ...]] = []
    while True:
        last = p.accept("or")
        start = p.i
        found = _becomes(p, "self", no_verb=True)
        labels.append(p.text_from(start))
        parts = _type_parts(found, False) + found["parts"]
        if any(e.op not in BECOMES_CHOICE_OPS or e.op == "set_pt" and not all(
                isinstance(e.get(k), int) for k in ("power", "toughness")) for e in parts):
            p.fail()
        options.append(parts)
        if last:
            break
        p.expect(",")
    if len(options) < 2:
        p.fail()
    p.expect(".")
    p.mark(C_ENTERS_BECOMES_CHOICE)
    return Line("cda", StaticAbility(kind="replacement", affects="self",
                                     replacement=ReplacementSpec(
                                         "enter", "choose_becomes", kinds=tuple(labels),
                                         options=tuple(options))))
C_GROUP_ANIMATED = construct("animation.group_lands_are_creatures", "All lands / <basic land "
                             "type>s are N/N [colour] creatures that are still lands.: a static "
                             "ability, layers 4, 5 and 7b for each of them (CR 205.1b, 611.3a, "
                             "613.1d-e, 613.4b)")


def group_lands_are_creatures(p: Parser, affects: str, flt: ObjectFilter) -> Any:
    """"All lands are 1/1 creatures that are still lands." (Living Plane), "All Swamps are
    1/1 black creatures that are still lands." (Kormus Bell)."""
    from tolaria.data.mana import BASIC_LAND_MANA
    if flt.types != frozenset({"Land"}) and not (
            not flt.types and flt.subtypes and flt.subtypes <= set(BASIC_LAND_MANA)):
        p.fail()
    found = _becomes(p, "group", plural=True, verb="are")
    if not found["kept"]:
        p.fail()
    p.expect(".")
    p.mark(C_GROUP_ANIMATED)
    return StaticAbility(kind="continuous", affects=affects, filter=flt,
                         parts=_type_parts(found, True) + tuple(found["parts"]))


C_ATTACHED_IS_TYPE = construct("animation.attached_is_type", "Enchanted permanent is [a] "
                               "[colorless] [<subtype>] <artifact / enchantment / land> [with "
                               "\"<ability>\" / crew N] [and [it] loses all other card types "
                               "[and abilities] / all other abilities]; Enchanted permanent is "
                               "legendary.: its card types and subtypes set in layer 4 (a basic "
                               "land type as well, 305.7), its colours in 5, its abilities in 6 "
                               "(CR 205.1a, 205.4, 613.1d-f)")
_SET_TYPES = {"artifact": ("Artifact", ARTIFACT_TYPES), "land": ("Land", BASIC_LAND_MANA),
              "enchantment": ("Enchantment", ENCHANTMENT_TYPES)}


def attached_is_type(p: Parser) -> StaticAbility:
    """"Enchanted permanent is a colorless Forest land." (Song of the Dryads), "... is a
    Treasure artifact with "<ability>" and it loses all other abilities." (Minimus
    Containment), "... is an enchantment and loses all other card types." (One with the
    Stars): "is a <card type>" sets its card types; its supertypes stay (CR 205.1a)."""
    if not p.at("enchanted", "permanent", "is"):
        p.fail()
    affects = phrases.attached_ref(p)
    p.expect("is")
    if p.accept("legendary", "."):                            # CR 205.4, 613.1d
        p.mark(C_ATTACHED_IS_TYPE)
        return StaticAbility(kind="continuous", affects=affects, parts=(
            layer_effect("4", "add_supertypes", supertypes=frozenset({"Legendary"})),))
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    colorless = p.accept("colorless")
    subtypes: frozenset[str] = frozenset()
    tok = p.token()
    if tok is not None and tok.text[:1].isupper():
        subtypes = frozenset({phrases.SUBTYPE_WORDS.get(p.next().key, "")})
    card_type, allowed = _SET_TYPES.get(p.next().key, ("", ()))
    if not card_type or not subtypes <= set(allowed):
        p.fail()
    parts: list[LayerEffect] = [layer_effect("4", "set_types", types=frozenset({card_type}),
                                             subtypes=subtypes)]
    if card_type == "Land" and subtypes:
        parts.append(layer_effect("4", "set_land_subtypes", subtypes=subtypes))   # 305.7
    if colorless:
        parts.append(layer_effect("5", "set_colors", colors=frozenset()))
    granted = _attached_grant(p) if p.accept("with") else None
    loses = _loses_other(p, granted is not None)
    if loses:
        parts.append(layer_effect("6", "remove_all_abilities"))
    if granted is not None:
        parts.append(granted)
    p.expect(".")
    p.mark(C_ATTACHED_IS_TYPE)
    return StaticAbility(kind="continuous", affects=affects, parts=tuple(parts))


def _attached_grant(p: Parser) -> LayerEffect:
    """'with "<ability>"' or "with crew N" (CR 702.122a) after the type it is."""
    from tolaria.cards.oracle import granted
    from tolaria.cards.oracle.abilities import crew_grant
    if p.at('"'):
        found = granted.quoted_grant(p)
        p.accept(",")
        return found
    p.expect("crew")
    return crew_grant(phrases.number(p))


def _loses_other(p: Parser, granted: bool) -> bool:
    """"and [it] loses all other card types [and abilities]" / "all other abilities": are
    its abilities lost? The sentence must say what it loses unless it names a basic land
    type or nothing follows the type (CR 205.1a, 305.7)."""
    if not p.accept("and"):
        if granted:
            p.fail()
        return False
    p.accept("it")
    p.expect("loses", "all", "other")
    if p.accept("abilities"):
        return True
    p.expect("card", "types")
    return p.accept("and", "abilities")
