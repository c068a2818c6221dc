"""Restrictions and rules changes, in static abilities and in effects: "can block only
creatures with flying", "can't be blocked by creatures with power 2 or less", "can't
attack unless defending player controls an Island", "its activated abilities can't be
activated", "doesn't untap during its controller's next untap step", "attacks this turn
if able", "You have hexproof", "Creature spells can't be countered" (CR 502.3, 508.1c-d,
509.1b, 510.1a, 602.5, 702.3b, 702.11c).

They become the restriction strings and static ability kinds of `tolaria.rules.restrictions`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.cards.oracle import blocking as block_rules
from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import (
    base_pt,
    number,
    permanent_description,
    pt_change,
    quantity,
)
from tolaria.data.ir import (
    Cost,
    Effect,
    ObjectFilter,
    StaticAbility,
    condition,
    effect,
    layer_effect,
)
from tolaria.data.mana import parse_cost
from tolaria.data.vocabulary import (
    ALONE_ATTACK,
    ALONE_BLOCK,
    AS_THOUGH_UNBLOCKED,
    ATTACK_IF_DEFENDER,
    ATTACK_REQUIREMENT,
    ATTACK_TAX,
    ATTACK_UNLESS_DEFENDER,
    ATTACK_UNLESS_DEFENDER_IS,
    BLOCKS_SHADOW,
    BY_TOUGHNESS,
    CANT_ACTIVATE,
    CANT_ACTIVATE_NONMANA,
    CANT_ATTACK_YOU,
    CANT_ATTACK_YOU_PLAYER,
    CANT_BLOCK_YOURS,
    CANT_SEARCH,
    CAST_LIMIT,
    CASTER_LANDS,
    DAMAGE_KEPT,
    DESPITE_DEFENDER,
    DESPITE_HEXPROOF,
    DRAW_LIMIT,
    DYING_TRIGGERS_AGAIN,
    ENTERING_TRIGGERS_AGAIN,
    ENTERING_UNTRIGGERING,
    EXILED_NAMES,
    GRAVEYARD_UNTARGETABLE,
    HASTE_ACTIVATION,
    LURE,
    NEXT_UNTAP,
    NO_SELF_SEARCH,
    NOT_ATTACKED_PLAYER,
    OFF_TURN,
    ONLY_ALONE,
    PHASE_IS,
    PLAYER_HEXPROOF,
    PLAYER_SHROUD,
    SORCERY_TIMING_ONLY,
    SOURCE_TRIGGERS_AGAIN,
    SPELLS_FORBIDDEN,
    SPELLS_UNCOUNTERABLE,
    UNTAP_IN_OTHERS_STEP,
    UNTARGETABLE_BY,
    UNTARGETABLE_BY_OPPONENTS,
    VENTURE_LIMIT,
    YOUR_NEXT_UNTAP,
    blocker_filter,
    cant_be_blocked_by,
)

C_BLOCK_ONLY = construct("static.block_only", "<creature> can block only creatures with "
                         "flying / can't block <creatures: with power N or greater/less, of "
                         "a colour, subtype or card type, or several of those> / can "
                         "block an additional creature each combat / any number of creatures "
                         "(CR 509.1a-b, 509.3, 510.1d)")
C_BLOCKED_BY = construct("static.cant_be_blocked_by", "<creature> can't be blocked [except] "
                         "by <creatures with power N or greater/less, with a keyword, of a "
                         "colour or subtype> / by more than one / except by N or more "
                         "creatures (CR 509.1b)")
C_NOT_ATTACKED_PLAYER = construct("static.not_attacked_player", "<creature> can't attack a "
                                  "player it has already attacked this turn: in a later combat "
                                  "phase of the turn, only other players and planeswalkers "
                                  "(CR 508.1c, 500.8)")
C_ATTACK_UNLESS = construct("static.attack_unless", "<creature> can't attack unless / if "
                            "defending player controls a <land type / permanent of a colour, "
                            "card type, supertype, subtype, keyword, power, untapped>; can't "
                            "attack [or block] "
                            "alone (CR 506.5, 508.1c, 509.1b)")
C_ATTACK_UNLESS_IS = construct("static.attack_unless_defender_is", "<creature> can't attack "
                               "unless defending player is poisoned / is the monarch / has N "
                               "or more cards in their graveyard (CR 508.1c, 122.1f, 722, "
                               "404.1)")
C_CANT_ATTACK_YOU = construct("static.cant_attack_you", "<creature> can't attack you or "
                              "planeswalkers you control: \"you\", the controller of the "
                              "ability's source as the restriction is checked (CR 508.1c)")
C_UNTARGETABLE_BY = construct("static.untargetable_by", "<this creature / enchanted "
                              "creature> can't be the target of [<colour(s)> / non<colour>] "
                              "spells [or abilities from <those> sources] [your opponents "
                              "control] (CR 115.1, 608.2b)")
C_BLOCK_YOURS = construct("static.cant_block_yours", "<creatures> can't block creatures you "
                          "control: \"you\", the controller of the ability's source as the "
                          "restriction is checked (CR 509.1b)")
C_ONLY_ALONE = construct("static.only_alone", "<creature> can only attack alone: no other "
                         "creature is declared as an attacker with it (CR 506.5, 508.1c)")
C_DONT_UNTAP = construct("static.dont_untap", "<permanents> don't untap during their "
                         "controllers' untap steps; <creatures> attack each combat if able; "
                         "assigns combat damage equal to its toughness; "
                         "can attack as though it didn't have defender (CR 502.3, 508.1d, "
                         "702.3b)")
C_UNTARGETABLE = construct("effect.untargetable_this_turn", "<object> can't be the target "
                           "of spells or abilities your opponents control this turn (CR "
                           "115.1, 611.2a; \"your\": the resolving spell's controller)")
C_CANT_ACTIVATE = construct("static.cant_activate", "its activated abilities can't be "
                            "activated (CR 602.5)")

_LAND_TYPES = {"plains": "Plains", "island": "Island", "swamp": "Swamp",
               "mountain": "Mountain", "forest": "Forest"}


def restriction(p: Parser) -> frozenset[str]:
    """One of the restrictions above, up to and with the final period."""
    if p.accept("don't", "untap", "during", "their", "controllers", "'s", "untap", "steps",
                "."):
        p.mark(C_DONT_UNTAP)
        return frozenset({"doesnt_untap"})                # CR 502.3
    if p.accept("assigns", "combat", "damage", "equal", "to", "its", "toughness", "rather",
                "than", "its", "power", "."):
        p.mark(C_DONT_UNTAP)
        return frozenset({BY_TOUGHNESS})                  # CR 510.1a
    if p.accept("attack", "each", "combat", "if", "able", "."):
        p.mark(C_DONT_UNTAP)
        return frozenset({"must_attack"})                 # CR 508.1d, of a group
    if p.accept("can", "attack", "as", "though", "it", "didn't", "have", "defender", ".") or \
            p.accept("can", "attack", "as", "though", "they", "didn't", "have", "defender", "."):
        p.mark(C_DONT_UNTAP)
        return frozenset({DESPITE_DEFENDER})              # CR 702.3b
    if p.at("can", "block", "an", "additional") or p.at("can", "block", "any", "number"):
        found = _extra_blocks(p)
        p.expect("each", "combat", ".") if found != "extra_blocks:any" else p.expect(".")
        p.mark(C_BLOCK_ONLY)
        return frozenset({found})                         # CR 509.1a
    if p.accept("can", "block", "only", "creatures", "with", "flying", "."):
        p.mark(C_BLOCK_ONLY)
        return frozenset({"block_only:flying"})
    if p.at("can", "block", "creatures", "with", "shadow", "as", "though"):
        return _blocks_shadow(p)
    if p.accept("can't", "attack", "unless", "defending", "player", "controls"):
        if not (p.accept("a") or p.accept("an")):
            p.fail()
        land = _LAND_TYPES.get(p.peek())
        if land is not None and p.peek(1) == ".":
            p.i += 2
            p.mark(C_ATTACK_UNLESS)
            return frozenset({f"attack_unless:{land}"})
        return frozenset({f"{ATTACK_UNLESS_DEFENDER}{_defender_test(p)}"})
    if p.at("can't", "attack", "unless", "defending", "player"):
        return _attack_unless_defender_is(p)
    if p.accept("can't", "attack", "if", "defending", "player", "controls"):
        if not (p.accept("a") or p.accept("an")):
            p.fail()
        return frozenset({f"{ATTACK_IF_DEFENDER}{_defender_test(p)}"})
    if p.accept("can't", "attack", "a", "player", "it", "has", "already", "attacked", "this",
                "turn", "."):
        p.mark(C_NOT_ATTACKED_PLAYER)
        return frozenset({NOT_ATTACKED_PLAYER})           # CR 508.1c, 500.8
    if p.accept("can't", "be", "the", "target", "of"):
        return _untargetable(p)
    if p.at("can't", "be", "the", "targets", "of") and _plural_subject(p):
        p.i += 5                              # "Creatures can't be the targets of spells."
        p.mark(C_UNTARGETABLE_GROUP)
        return _untargetable(p)
    if p.accept("can't", "attack", "you", "or", "planeswalkers", "you", "control", "."):
        p.mark(C_CANT_ATTACK_YOU)
        return frozenset({CANT_ATTACK_YOU})               # CR 508.1c
    if p.accept("can't", "attack", "or", "block", "alone", "."):
        p.mark(C_ATTACK_UNLESS)
        return frozenset({ALONE_ATTACK, ALONE_BLOCK})     # CR 506.5
    if p.accept("can't", "attack", "alone", "."):
        p.mark(C_ATTACK_UNLESS)
        return frozenset({ALONE_ATTACK})
    if p.accept("can", "only", "attack", "alone", "."):
        p.mark(C_ONLY_ALONE)
        return frozenset({ONLY_ALONE})                    # CR 506.5, 508.1c
    if p.accept("can't", "block", "alone", "."):
        p.mark(C_ATTACK_UNLESS)
        return frozenset({ALONE_BLOCK})
    if p.accept("can't", "block", "and", "can't", "be", "blocked", "."):
        p.mark(C_BLOCKED_BY)
        return frozenset({"cant_block", "cant_be_blocked"})
    if p.accept("can't", "block", "or", "be", "blocked", "by"):
        flt, plural = permanent_description(p)           # "creatures with power 2 or
        p.expect(".")                                    # greater" (Sneaky Homunculus)
        if not plural:
            p.fail()
        test = blocker_test(p, flt)
        p.mark(C_BLOCK_ONLY)
        p.mark(C_BLOCKED_BY)
        return frozenset({f"cant_block:{test}", cant_be_blocked_by(test)})
    if p.accept("can't", "block", "creatures", "with", "power", "greater", "than", "this",
                "creature", "'s", "power", "."):                 # Spitfire Handler
        p.mark(C_BLOCK_ONLY)
        return frozenset({"cant_block_stronger"})
    if p.accept("can't", "block", "creatures", "you", "control", "."):
        p.mark(C_BLOCK_YOURS)                            # "you": the source's controller,
        return frozenset({CANT_BLOCK_YOURS})             # named by the layers (CR 509.1b)
    if p.accept("can't", "block") and not p.at_any((".", "alone", "and", "this")):
        flt, plural = permanent_description(p)          # "creatures with power 2 or ...",
        if not plural:                                  # "Humans", "black creatures"
            p.fail()
        p.expect(".")
        p.mark(C_BLOCK_ONLY)
        return frozenset({f"cant_block:{blocker_test(p, flt)}"})
    p.expect("can't", "be", "blocked")
    if p.accept("as", "long", "as", "defending", "player", "controls"):
        if not (p.accept("a") or p.accept("an")):
            p.fail()
        start = p.i
        flt, plural = permanent_description(p)
        p.expect(".")
        if plural:
            p.fail()
        if len(flt.types) == 1 and replace(flt, types=frozenset()) == ObjectFilter():
            test = f"type={next(iter(flt.types))}"
        elif len(flt.subtypes) == 1 and replace(flt, subtypes=frozenset()) == ObjectFilter():
            test = f"subtype={next(iter(flt.subtypes))}"
        else:                                 # "an untapped land" (CR 110.5)
            p.i = start
            test = _defender_test(p)
        p.mark(C_BLOCKED_BY)
        return frozenset({f"unblockable_if_defender:{test}"})
    if p.accept("except", "by"):
        return _except_by(p)
    p.expect("by")
    if p.accept("more", "than", "one", "creature", "."):
        p.mark(C_BLOCKED_BY)
        return frozenset({"max_blockers:1"})
    if p.accept("creatures", "with", "greater", "power", "."):     # Prehistoric Pet
        p.mark(C_BLOCKED_BY)
        return frozenset({"cant_be_blocked_by_stronger"})
    flt, plural = permanent_description(p)
    if not plural:
        p.fail()
    p.expect(".")
    test = blocker_test(p, flt)
    p.mark(C_BLOCKED_BY)
    return frozenset({cant_be_blocked_by(test)})


C_BLOCKS_SHADOW = construct("static.blocks_shadow", "<creature> can block creatures with "
                            "shadow as though they didn't have shadow / as though it had "
                            "shadow: shadow doesn't stop it blocking them, and it still blocks "
                            "creatures without shadow (CR 702.28b)")


def _blocks_shadow(p: Parser) -> frozenset[str]:
    """"can block creatures with shadow as though they didn't have shadow." (Aetherflame
    Wall) / "... as though it had shadow." (Heartwood Dryad; its ruling: it can still block
    creatures without shadow): one permission (CR 702.28b)."""
    p.expect("can", "block", "creatures", "with", "shadow", "as", "though")
    if not (p.accept("they", "didn't", "have", "shadow", ".")
            or p.accept("it", "had", "shadow", ".")):
        p.fail()
    p.mark(C_BLOCKS_SHADOW)
    return frozenset({BLOCKS_SHADOW})


def _attack_unless_defender_is(p: Parser) -> frozenset[str]:
    """"can't attack unless defending player is poisoned." / "is the monarch." / "has seven
    or more cards in their graveyard." (CR 508.1c)."""
    p.expect("can't", "attack", "unless", "defending", "player")
    if p.accept("is", "poisoned", "."):
        test = "poisoned"                                 # CR 122.1f: a poison counter
    elif p.accept("is", "the", "monarch", "."):
        test = "monarch"                                  # CR 722
    else:
        p.expect("has")
        n = number(p)
        p.expect("or", "more", "cards", "in", "their", "graveyard", ".")
        test = f"graveyard>={n}"                          # CR 404.1
    p.mark(C_ATTACK_UNLESS_IS)
    return frozenset({f"{ATTACK_UNLESS_DEFENDER_IS}{test}"})


def _defender_test(p: Parser) -> str:
    """"a blue permanent.", "a creature with flying.", "a snow land.", "an untapped creature
    with power 3 or greater." after "defending player controls": the test naming exactly
    those permanents (`blocker_filter`), or a failure (CR 508.1c)."""
    flt, plural = permanent_description(p)
    p.expect(".")
    if plural or flt.controller is not None:
        p.fail()
    tests = [] if flt.tapped is None else ["untapped"] if flt.tapped is False else [""]
    if len(flt.compare) == 1 and flt.compare[0][0] == "power":
        _, op, n = flt.compare[0]
        tests.append(f"power{op}{n}")
    for field, value in (("keyword", flt.keywords), ("color", flt.colors),
                         ("subtype", flt.subtypes), ("card_type", flt.types),
                         ("supertype", flt.supertypes)):
        if value:
            tests.append(f"{field}=" + "|".join(sorted(value)))
    test = "&".join(tests)
    if not test or "" in tests or blocker_filter(test) != flt:
        p.fail()                  # anything else in the description would be dropped
    p.mark(C_ATTACK_UNLESS)
    return test


def _untargetable(p: Parser) -> frozenset[str]:
    """"[can't be the target of] black spells or abilities from black sources.", "blue or
    black spells.", "nongreen spells or abilities from nongreen sources.", "spells.",
    "black or red spells your opponents control.", "abilities your opponents control."
    (CR 115.1)."""
    if p.at("abilities"):
        return _untargetable_by_abilities(p)
    colors = _source_colors(p)
    p.expect("spells")
    scope = "spells"
    if colors and p.at("your", "opponents", "control", "or", "abilities"):
        return _untargetable_opponents_both(p, colors)          # (Thrun)
    if p.accept("or", "abilities"):
        scope = "spells_abilities"
        if colors:
            p.expect("from")
            if _source_colors(p) != colors:
                p.fail()
            p.expect("sources")
    whose = "opp" if p.accept("your", "opponents", "control") else "any"
    p.expect(".")
    p.mark(C_UNTARGETABLE_BY)
    return frozenset({f"{UNTARGETABLE_BY}{scope}:{colors}:{whose}"})


def _source_colors(p: Parser) -> str:
    """"black", "blue or black", "nongreen", or none: "B", "U|B", "nonG", ""."""
    from tolaria.cards.oracle.phrases import COLOR_WORDS
    non = p.peek() is not None and p.peek().startswith("non") and p.peek()[3:] in COLOR_WORDS
    if non:
        return "non" + COLOR_WORDS[p.next().key[3:]]
    found: list[str] = []
    while p.at_any(COLOR_WORDS):
        found.append(COLOR_WORDS[p.next().key])
        if not (p.at("or") and p.peek(1) in COLOR_WORDS):
            break
        p.next()
    return "|".join(found)


def _except_by(p: Parser) -> frozenset[str]:
    """"can't be blocked except by three or more creatures / creatures with flying or
    reach / Walls" (CR 509.1b)."""
    p.mark(C_BLOCKED_BY)
    if p.peek(1) == "or" and p.peek(2) == "more":
        n = number(p)                          # "three", "six" (Hexmark Destroyer)
        if n < 2:
            p.fail()
        p.expect("or", "more", "creatures", ".")
        return frozenset({f"min_blockers:{n}"})
    if p.accept("creatures", "with", "flying", "or", "reach", "."):
        return frozenset({"blocked_only_by:keyword=flying|reach"})
    either = p.attempt(_and_or_blockers)
    if either is not None:
        return frozenset({f"blocked_only_by:{either}"})
    flt, plural = permanent_description(p)
    if not plural:
        p.fail()
    p.expect(".")
    return frozenset({f"blocked_only_by:{blocker_test(p, flt)}"})


C_AND_OR_BLOCKERS = construct("static.blocked_only_by_either", "<creature> can't be blocked "
                              "except by <creatures> and/or <creatures>: a blocker of either "
                              "description (CR 509.1b)")


def _and_or_blockers(p: Parser) -> str:
    """"artifact creatures and/or white creatures", "Walls and/or creatures with flying"
    (Amrou Seekers, Elven Riders): the two tests, either passing ("/" in the test)."""
    keys = p.keys
    split = next((k for k in range(p.i, p.n - 2) if keys[k:k + 3] == ["and", "/", "or"]), None)
    if split is None or "." not in keys[split:] or keys.index(".", split) != p.n - 1:
        p.fail()
    tests = []
    for start, end in ((p.i, split), (split + 3, p.n - 1)):
        sub = Parser(p.tokens[start:end], p.card, p.scope, p.line)
        flt, plural = permanent_description(sub)
        sub.end()
        if not plural:
            p.fail()
        p.used += sub.used
        tests.append(blocker_test(p, flt))
    p.i = p.n - 1
    p.expect(".")
    p.mark(C_AND_OR_BLOCKERS)
    return "/".join(tests)


def blocker_test(p: Parser, flt: ObjectFilter) -> str:
    """The restriction test naming exactly the creatures `flt` describes, or a failure."""
    if flt.types not in (frozenset(), frozenset({"Creature"})):
        p.fail()
    tests = []
    if len(flt.compare) == 1 and flt.compare[0][0] == "power":
        _, op, n = flt.compare[0]
        tests.append(f"power{op}{n}")
    for field, value in (("keyword", flt.keywords), ("color", flt.colors),
                         ("subtype", flt.subtypes), ("not_subtype", flt.not_subtypes),
                         ("supertype", flt.supertypes)):      # "legendary creatures"
        if value:                                # any of them ("Knights or Walls")
            tests.append(f"{field}=" + "|".join(sorted(value)))
    if len(flt.all_types) == 1:
        tests.append(f"type={next(iter(flt.all_types))}")
    test = "&".join(tests)
    if not test or blocker_filter(test) != replace(flt, types=frozenset()):
        p.fail()                  # anything else in the description would be dropped
    return test


def and_cant_activate(p: Parser) -> frozenset[str]:
    """", and its activated abilities can't be activated" after another restriction."""
    if p.accept(",", "and") or p.accept("and"):
        p.expect("its", "activated", "abilities", "can't", "be", "activated")
        p.mark(C_CANT_ACTIVATE)
        if p.accept("unless", "they", "'", "re", "mana", "abilities"):
            return frozenset({CANT_ACTIVATE_NONMANA})
        return frozenset({CANT_ACTIVATE})
    return frozenset()


def possessive_cant_activate(p: Parser) -> frozenset[str]:
    """"'s activated abilities can't be activated." after its subject (CR 602.5)."""
    p.expect("'s", "activated", "abilities", "can't", "be", "activated", ".")
    p.mark(C_CANT_ACTIVATE)
    return frozenset({CANT_ACTIVATE})


C_NEXT_UNTAP = construct("effect.no_next_untap", "<object> doesn't untap during its "
                         "controller's / your next untap step (CR 502.3, 611.2a)")


def group_no_next_untap(p: Parser, flt: ObjectFilter) -> list[Effect]:
    """"<group> don't untap during your next untap step / their controllers' next untap
    steps": the group as the effect begins (CR 611.2c)."""
    p.expect("don't", "untap", "during")
    if p.accept("your", "next", "untap", "step"):
        until = YOUR_NEXT_UNTAP
    elif p.accept("their", "controllers", "'s", "next", "untap", "steps") or p.accept(
            "their", "controller", "'s", "next", "untap", "step"):
        until = NEXT_UNTAP
    else:
        p.fail()
    p.mark(C_NEXT_UNTAP)
    restrict = StaticAbility(kind="restrict", affects="self",
                             restrictions=frozenset({"doesnt_untap"}))
    return [effect("continuous_all", filter=flt, until=until, parts=(
        layer_effect("6", "add_abilities", abilities=(restrict,)),))]


def each_no_next_untap(p: Parser, flt: ObjectFilter) -> list[Effect]:
    """"Each attacking creature [and each blocking creature] doesn't untap during its
    controller's next untap step." (Tangle, Spore Cloud): the creatures as the spell
    resolves, each until its controller's next untap step (CR 502.3, 611.2c)."""
    from tolaria.cards.oracle.instructions import each_group
    groups = [flt]
    if p.accept("and"):
        groups.append(each_group(p))
    p.expect("doesn't", "untap", "during", "its", "controller", "'s", "next", "untap", "step")
    p.mark(C_NEXT_UNTAP)
    restrict = StaticAbility(kind="restrict", affects="self",
                             restrictions=frozenset({"doesnt_untap"}))
    return [effect("continuous_all", filter=one, until=NEXT_UNTAP, parts=(
        layer_effect("6", "add_abilities", abilities=(restrict,)),)) for one in groups]


def no_next_untap(p: Parser, subject: Any) -> list[Effect]:
    """"doesn't untap during its controller's next untap step" after its subject."""
    p.expect("doesn't", "untap", "during")
    if p.accept("its", "controller", "'s", "next", "untap", "step"):
        until = NEXT_UNTAP
    elif p.accept("your", "next", "untap", "step"):
        until = YOUR_NEXT_UNTAP
    else:
        p.fail()
    p.mark(C_NEXT_UNTAP)
    restrict = StaticAbility(kind="restrict", affects="self",
                             restrictions=frozenset({"doesnt_untap"}))
    return [effect("continuous", target=subject, until=until, parts=(
        layer_effect("6", "add_abilities", abilities=(restrict,)),))]


C_ATTACHED_AND = construct("static.attached_restricted", "enchanted/equipped creature gets "
                           "+N/+N [, has <keywords>,] / has <keywords> and can't block / "
                           "attack / be blocked ... "
                           "(two static abilities of one sentence, CR 604.1, 611.3)")


def attached_with_restriction(p: Parser) -> list[Any]:
    """"Enchanted creature gets +2/+2 and can't block.": a continuous effect and a
    restriction, as two static abilities of the Aura or Equipment."""
    from tolaria.cards.oracle.abilities import _cant, has_abilities
    from tolaria.cards.oracle.instructions import keyword_list
    from tolaria.cards.oracle.phrases import attached_ref
    affects = attached_ref(p)
    if p.accept("gets"):
        power, toughness = pt_change(p)
        parts = [layer_effect("7c", "add_pt", power=power, toughness=toughness)]
        if p.accept(",", "has") or p.at("and", "has") and p.accept("and", "has"):
            parts.append(has_abilities(p))                # "gets +2/+2, has flying, and can't ..."
            p.expect(",")
    else:
        p.expect("has")
        parts = [layer_effect("6", "add_keywords", keywords=keyword_list(p))]
    p.expect("and")
    if p.accept("all", "creatures", "able", "to", "block", "it", "do", "so", "."):
        restricted = frozenset({LURE})                   # CR 509.1c
        p.mark(block_rules.C_LURE)
    else:
        restricted = _cant(p)
    p.mark(C_ATTACHED_AND)
    return [StaticAbility(kind="continuous", affects=affects, parts=tuple(parts)),
            StaticAbility(kind="restrict", affects=affects, restrictions=restricted)]


C_GROUP_AND = construct("static.group_restricted", "<group> [you control] get +N/+N / have "
                        "<keywords> and can't block / be blocked ...: the group's continuous "
                        "effect and its restriction, two static abilities of one sentence "
                        "(CR 604.1, 611.3a, 509.1b)")


def group_with_restriction(p: Parser, affects: str, flt: ObjectFilter) -> list[Any]:
    """"Spiders you control get +1/+1 and can't be blocked by creatures with defender."
    (Wall Crawl), "Fish you control have haste and can't be blocked by Humans." (Frost Fair
    Lure Fish): each applies to the group as it is when checked (CR 611.3a)."""
    from tolaria.cards.oracle.abilities import _cant
    from tolaria.cards.oracle.instructions import keyword_list
    if p.accept("get"):
        power, toughness = pt_change(p)
        part = layer_effect("7c", "add_pt", power=power, toughness=toughness)
    else:
        p.expect("have")
        part = layer_effect("6", "add_keywords", keywords=keyword_list(p))
    p.expect("and")
    if not p.at("can't"):
        p.fail()
    restricted = _cant(p)
    p.mark(C_GROUP_AND)
    return [StaticAbility(kind="continuous", affects=affects, filter=flt, parts=(part,)),
            StaticAbility(kind="restrict", affects=affects, filter=flt,
                          restrictions=restricted)]


C_GROUP_RULES = construct("static.group_restriction", "Creatures with power less than this "
                          "creature's power can't block it; Activated abilities of <group> "
                          "can't be activated; You have hexproof/shroud; you may have this "
                          "creature assign its combat damage as though it weren't blocked; "
                          "<spells> [you control] can't be countered "
                          "(CR 509.1b, 510.1c, 602.5, 702.11c, 702.18c)")


C_COUNTED_GROUP = construct("static.counted_group_restriction", "Creatures with power "
                            "greater than <counted quantity> can't attack [or block]: the "
                            "group as the count stands each time the restriction is checked "
                            "(CR 508.1c, 509.1b, 611.3a)")


def _counted_group(p: Parser) -> StaticAbility:
    """"Creatures with power greater than the number of cards in your hand can't attack."
    (Ensnaring Bridge): a group whose bound the layers count (CR 611.3a)."""
    from tolaria.cards.oracle.phrases import description, status_in
    flt, plural = description(p, x_ok=True)
    if not plural or flt.spell or flt.other or status_in(flt) or not any(
            type(n) is tuple for _, _, n in flt.compare) or any(
            n == "X" for _, _, n in flt.compare):
        p.fail()
    p.expect("can't")
    found = attack_or_block(p, blocked=False)
    p.expect(".")
    p.mark(C_COUNTED_GROUP)
    affects = "all"
    if flt.controller == "you":
        affects, flt = "yours", replace(flt, controller=None)
    return StaticAbility(kind="restrict", affects=affects, filter=flt, restrictions=found)


def group_restriction(p: Parser) -> StaticAbility:
    """Restrictions written with their group first (CR 509.1b, 602.5)."""
    from tolaria.cards.oracle.phrases import self_ref
    if p.accept("you", "may", "have"):
        if not self_ref(p):
            p.fail()
        p.expect("assign", "its", "combat", "damage", "as", "though", "it", "weren't",
                 "blocked", ".")
        p.mark(C_GROUP_RULES)
        return StaticAbility(kind="restrict", affects="self",
                             restrictions=frozenset({AS_THOUGH_UNBLOCKED}))
    if p.keys[-4:] == ["can't", "attack", "you", "."]:
        return _cant_attack_you(p)
    if p.at("creatures", "can't", "attack", "you"):
        return _attack_tax(p)
    if p.accept("you", "have"):
        kind = {"hexproof": PLAYER_HEXPROOF, "shroud": PLAYER_SHROUD}.get(p.next().key)
        if kind is None:
            p.fail()
        p.expect(".")
        p.mark(C_GROUP_RULES)
        return StaticAbility(kind=kind, affects="you")
    if p.at("creatures", "with", "power") and (
            found := p.attempt(_counted_group)) is not None:
        return found
    if p.accept("creatures", "with", "power", "less", "than"):
        if not self_ref(p):
            p.fail()
        p.expect("'s", "power", "can't", "block", "it", ".")
        p.mark(C_GROUP_RULES)
        return StaticAbility(kind="restrict", affects="self",
                             restrictions=frozenset({"cant_be_blocked_by_weaker"}))
    if p.accept("creatures", "with", "power", "greater", "than"):   # Silumgar Assassin
        if not self_ref(p):
            p.fail()
        p.expect("'s", "power", "can't", "block", "it", ".")
        p.mark(C_GROUP_RULES)
        return StaticAbility(kind="restrict", affects="self",
                             restrictions=frozenset({"cant_be_blocked_by_stronger"}))
    for words, affects in ((("each", "opponent"), "opponents"), (("each", "player"), "all"),
                           (("you",), "you")):
        if p.at(*words, "can't", "cast", "more", "than"):
            return _cast_limit(p, len(words), affects)
        if p.at(*words, "can't", "venture"):
            return _venture_limit(p, len(words), affects)
    if p.at("enchanted", "player", "can't", "cast", "more", "than") and p.card.enchant_player:
        return _cast_limit(p, 2, "enchanted_player")          # a Curse's (CR 303.4b)
    if p.at("each", "player", "who", "has", "cast", "a"):
        return _no_additional(p)
    if p.at("each", "opponent", "can't", "cast"):
        return _above_caster_lands(p)
    if p.accept("your", "opponents", "and", "permanents", "your", "opponents", "control",
                "with", "hexproof", "can", "be", "the", "targets", "of", "spells", "and",
                "abilities", "you", "control", "as", "though", "they", "didn't", "have",
                "hexproof", "."):
        p.mark(C_DESPITE_HEXPROOF)
        return StaticAbility(kind=DESPITE_HEXPROOF, affects="opponents")
    for words, affects in ((("each", "opponent"), "opponents"), (("each", "player"), "all")):
        if p.accept(*words, "can't", "draw", "more", "than", "one", "card", "each", "turn",
                    "."):
            p.mark(C_DRAW_LIMIT)
            return StaticAbility(kind=DRAW_LIMIT, affects=affects, amount=1)
    if p.accept("each", "opponent", "can", "cast", "spells", "only", "any", "time", "they",
                "could", "cast", "a", "sorcery", "."):
        p.mark(C_ONLY_AS_SORCERY)
        return StaticAbility(kind=SORCERY_TIMING_ONLY, affects="opponents")
    if p.at("players", "can't", "search", "libraries"):
        return _no_search(p)
    if p.accept("spells", "and", "abilities", "your", "opponents", "control", "can't", "cause",
                "their", "controller", "to", "search", "their", "library", "."):
        p.mark(C_NO_SELF_SEARCH)
        return StaticAbility(kind=NO_SELF_SEARCH, affects="opponents")
    if p.accept("cards", "in", "graveyards", "can't", "be", "the", "targets", "of", "spells",
                "or", "abilities", "."):
        p.mark(C_GRAVEYARD_UNTARGETABLE)
        return StaticAbility(kind=GRAVEYARD_UNTARGETABLE, affects="all")
    if not p.at("activated"):
        return p.choice(_forbidden_spells, _uncounterable_spells, _lands_forbidden,
                        _opponents_cast_or_activate)
    p.expect("activated", "abilities", "of")
    if p.at("sources"):
        return _named_sources(p)
    flt = p.attempt(_kinds_list)
    if flt is None:
        flt, plural = permanent_description(p)
        if not plural or flt.other:
            p.fail()
    p.expect("can't", "be", "activated")
    rule = CANT_ACTIVATE_NONMANA if p.accept("unless", "they", "'", "re", "mana",
                                             "abilities") else CANT_ACTIVATE
    p.expect(".")
    affects = "all"
    if flt.controller == "you":
        affects, flt = "yours", replace(flt, controller=None)
    p.mark(C_GROUP_RULES)
    return StaticAbility(kind="restrict", affects=affects, filter=flt,
                         restrictions=frozenset({rule}))


C_ATTACHED_RULES = construct("static.attached_characteristics", "Enchanted land is a <basic "
                             "land type>[, <type>, and <type>]; enchanted creature [loses all "
                             "abilities and] has base power and toughness N/N [and has "
                             "<keywords>] (CR 305.7, 613.1d-f, 613.4b)")
_BASIC = {"plains": "Plains", "island": "Island", "swamp": "Swamp", "mountain": "Mountain",
          "forest": "Forest"}


def attached_characteristics(p: Parser) -> StaticAbility:
    """Characteristics an Aura or Equipment sets for what it's attached to."""
    from tolaria.cards.oracle.instructions import keyword_list
    from tolaria.cards.oracle.phrases import attached_ref
    land = p.at("enchanted", "land")
    affects = attached_ref(p)
    if land:
        p.expect("is")
        if not (p.accept("a") or p.accept("an")):
            p.fail()
        subtypes = _basic_types(p)
        p.expect(".")
        parts: tuple[Any, ...] = (layer_effect("4", "set_land_subtypes",
                                               subtypes=subtypes),)
    else:
        lose = p.accept("loses", "all", "abilities", "and")
        p.expect("has", "base", "power", "and", "toughness")
        power, toughness = base_pt(p)
        parts = ((layer_effect("6", "remove_all_abilities"),) if lose else ()) + (
            layer_effect("7b", "set_pt", power=power, toughness=toughness),)
        if not lose and p.accept("and", "has"):
            parts += (layer_effect("6", "add_keywords", keywords=keyword_list(p)),)
        p.expect(".")
    p.mark(C_ATTACHED_RULES)
    return StaticAbility(kind="continuous", affects=affects, parts=parts)


def _basic_types(p: Parser) -> frozenset[str]:
    """"Island", "Mountain, Forest, and Plains": basic land types (CR 305.6)."""
    found = []
    while True:
        subtype = _BASIC.get(p.next().key)
        if subtype is None:
            p.fail()
        found.append(subtype)
        if len(found) > 1 and p.keys[p.i - 2] == "and" or not p.at(","):
            return frozenset(found)
        p.accept(",")
        p.accept("and")


def counter_only(flt: ObjectFilter) -> bool:
    """Are the filter's status tests ones a static ability checks continuously: tapped,
    attacking or blocking, token, "with a +1/+1 counter on it" (CR 611.3a, 122.1)? Not
    what happened this turn."""
    return not flt.this_turn


C_TIMED = construct("effect.cant_be_blocked_by_this_turn", "<object or group> can't be "
                    "blocked by <creatures> this turn / can't be blocked this turn except by "
                    "<creatures> / can't be regenerated this turn / can block an additional "
                    "creature this turn (CR 509.1a-b, 611.2a, 701.15c)")


def timed_restriction(p: Parser) -> tuple[Any, ...]:
    """"can't be blocked by Walls this turn", "can't be blocked this turn except by
    creatures with defender": the restriction, granted until end of turn."""
    if p.at("can", "block", "an", "additional") or p.at("can", "block", "any", "number"):
        found = _extra_blocks(p)
        p.expect("this", "turn")
        p.mark(C_TIMED)                                   # CR 509.1a
        restrict = StaticAbility(kind="restrict", affects="self",
                                 restrictions=frozenset({found}))
        return (layer_effect("6", "add_abilities", abilities=(restrict,)),)
    if p.accept("can't", "be", "the", "target", "of", "spells", "or", "abilities", "your",
                "opponents", "control", "this", "turn"):
        p.mark(C_UNTARGETABLE)                            # CR 115.1, 611.2a
        restrict = StaticAbility(kind="restrict", affects="self", restrictions=frozenset({
            f"{UNTARGETABLE_BY_OPPONENTS}you"}))
        return (layer_effect("6", "add_abilities", abilities=(restrict,)),)
    if p.accept("can't", "be", "regenerated", "this", "turn"):
        p.mark(C_TIMED)                                   # CR 701.15c
        restrict = StaticAbility(kind="restrict", affects="self",
                                 restrictions=frozenset({"cant_regenerate"}))
        return (layer_effect("6", "add_abilities", abilities=(restrict,)),)
    p.expect("can't", "be", "blocked")
    if p.accept("this", "turn", "except", "by"):
        flt, plural = permanent_description(p)
        found = f"blocked_only_by:{blocker_test(p, flt)}"
    else:
        p.expect("by")
        flt, plural = permanent_description(p)
        p.expect("this", "turn")
        found = cant_be_blocked_by(blocker_test(p, flt))
    if not plural:
        p.fail()
    p.mark(C_TIMED)
    restrict = StaticAbility(kind="restrict", affects="self", restrictions=frozenset({found}))
    return (layer_effect("6", "add_abilities", abilities=(restrict,)),)


C_GRAVEYARD_UNTARGETABLE = construct("static.graveyard_cards_untargetable", "Cards in "
                                     "graveyards can't be the targets of spells or abilities. "
                                     "(CR 115.1, 101.2)")
C_NO_SEARCH = construct("static.cant_search_libraries", "Players can't search libraries. "
                        "Any player may pay <mana> for that player to ignore this effect "
                        "until end of turn.: a search finds nothing, a 'may search' can't be "
                        "chosen; paying is a special action (CR 701.19, 101.2, 116.2d)")


def _no_search(p: Parser) -> StaticAbility:
    """Leonin Arbiter: every player is kept from searching libraries; the price of ignoring
    the effect until end of turn, if written, is the ability's `cost` (CR 116.2d)."""
    from tolaria.cards.oracle.instructions import _unless_mana
    p.expect("players", "can't", "search", "libraries", ".")
    cost = None
    if p.accept("any", "player", "may", "pay"):
        cost = Cost(mana=parse_cost(_unless_mana(p)))
        p.expect("for", "that", "player", "to", "ignore", "this", "effect", "until", "end",
                 "of", "turn", ".")
    p.mark(C_NO_SEARCH)
    return StaticAbility(kind=CANT_SEARCH, affects="all", cost=cost)


C_NAMED_SOURCES = construct("static.named_sources_cant_activate", "Activated abilities of "
                            "sources with the chosen name can't be activated [unless they're "
                            "mana abilities]: in every zone (CR 201.2, 602.5, 605.1a)")
C_CANT_CAST = construct("static.cant_cast", "<spells> can't be cast. / Your opponents can't "
                        "cast <spells>. / You can't cast <spells>.: no player (no opponent, "
                        "not its controller) may begin to cast such a spell (CR 101.2, 601.3)")


def _named_sources(p: Parser) -> StaticAbility:
    """"Activated abilities of sources with the chosen name can't be activated [unless
    they're mana abilities]." (Phyrexian Revoker, Pithing Needle): the objects with the
    name, in any zone (CR 201.2, 602.5)."""
    from tolaria.cards.oracle.choices import chosen_postmodifier
    p.expect("sources")
    if chosen_postmodifier(p, {}) != "card name":
        p.fail()
    p.expect("can't", "be", "activated")
    rule = CANT_ACTIVATE_NONMANA if p.accept("unless", "they", "'", "re", "mana",
                                             "abilities") else CANT_ACTIVATE
    p.expect(".")
    p.mark(C_NAMED_SOURCES)
    return StaticAbility(kind="restrict", affects="all", filter=ObjectFilter(chosen="card name"),
                         restrictions=frozenset({rule}))


def _forbidden_spells(p: Parser) -> StaticAbility:
    """"Spells with the chosen name can't be cast." (Meddling Mage) / "Noncreature spells
    with mana value 4 or greater can't be cast." / "Your opponents can't cast spells with
    the chosen name." / "You can't cast creature spells." (CR 101.2, 601.3)."""
    from tolaria.cards.oracle.choices import chosen_postmodifier
    from tolaria.cards.oracle.phrases import description, status_in
    affects = "opponents" if p.accept("your", "opponents", "can't", "cast") else \
        "you" if p.accept("you", "can't", "cast") else \
        "players" if p.accept("players", "can't", "cast") else "all"
    if p.accept("spells") and (p.at("with", "the", "chosen") or p.at_any({"can't", "during",
                                                                          "."})):
        flt = ObjectFilter()
    else:
        p.i -= p.keys[p.i - 1] == "spells"
        flt, plural = description(p)
        if not plural or not flt.spell or status_in(flt) or flt.other or \
                flt.controller is not None:
            p.fail()
        flt = replace(flt, spell=False)
    chosen = chosen_postmodifier(p, {"subtypes": flt.subtypes})
    if chosen:
        flt = replace(flt, chosen=chosen)
    per: tuple[Any, ...] = ()
    if affects != "all" and flt == ObjectFilter() and p.attempt(_exiled_name):
        per = (EXILED_NAMES,)
    if affects == "all":
        p.expect("can't", "be", "cast")
    if affects != "all" and p.at("from") and not flt.zone:
        flt = replace(flt, zone=_cast_zone(p))
    when = condition("your_turn") if affects == "opponents" and p.accept(
        "during", "your", "turn") else None                           # (CR 611.3a)
    if when is None and affects != "all" and p.accept("during", "combat"):
        when = condition(PHASE_IS, phase="combat")                      # (CR 506.1)
        p.mark(C_CANT_CAST_COMBAT)
    p.expect(".")
    p.mark(C_CANT_CAST)
    return StaticAbility(kind=SPELLS_FORBIDDEN, affects="all" if affects == "players" else
                         affects, filter=flt, condition=when, per=per)


C_EXILED_NAME = construct("static.cant_cast_exiled_name", "Players / Your opponents can't "
                          "cast spells with the same name as the exiled card / as a card "
                          "exiled with <this>: the names of the cards its permanent exiled, "
                          "while they're in exile (CR 201.2, 607.2a)")


def _exiled_name(p: Parser) -> bool:
    """"with the same name as the exiled card", "... as a card exiled with Circu"."""
    from tolaria.cards.oracle.phrases import self_ref
    p.expect("with", "the", "same", "name", "as")
    if not p.accept("the", "exiled", "card"):
        p.expect("a", "card", "exiled", "with")
        if not self_ref(p):
            p.fail()
    p.mark(C_EXILED_NAME)
    return True


C_CANT_CAST_ZONE = construct("static.cant_cast_from_zone", "Players / Your opponents can't "
                             "cast spells from graveyards / from anywhere other than their "
                             "hands: a card in that zone can't be cast (CR 101.2, 601.3)")
C_CANT_CAST_COMBAT = construct("static.cant_cast_during_combat", "Players / Your opponents "
                               "can't cast spells during combat: not in any combat phase "
                               "(CR 101.2, 506.1, 611.3a)")


def _cast_zone(p: Parser) -> str:
    """"from graveyards", "from anywhere other than their hands": the zone a forbidden
    spell is cast from (a filter's `zone`, read by `tolaria.rules.restrictions`)."""
    p.expect("from")
    if p.accept("anywhere", "other", "than", "their", "hands"):
        zone = "not hand"
    else:
        p.expect("graveyards")
        zone = "graveyard"
    p.mark(C_CANT_CAST_ZONE)
    return zone


C_NO_SELF_SEARCH = construct("static.no_self_search", "Spells and abilities your opponents "
                             "control can't cause their controller to search their library. "
                             "(another player's spell still can; CR 701.19, 101.2)")
C_DESPITE_HEXPROOF = construct("static.despite_hexproof", "Your opponents and permanents your "
                               "opponents control with hexproof can be the targets of spells "
                               "and abilities you control as though they didn't have hexproof. "
                               "(\"hexproof from\" too; CR 702.11e)")
C_DRAW_LIMIT = construct("static.draw_limit", "Each opponent / Each player can't draw more "
                         "than one card each turn. (a further draw doesn't happen: nothing "
                         "replaces it; CR 101.2, 121.1, 614.7)")
C_ONLY_AS_SORCERY = construct("static.opponents_sorcery_timing", "Each opponent can cast "
                              "spells only any time they could cast a sorcery. (not with "
                              "flash nor while a spell or ability resolves; CR 101.2, 307.1)")
C_ABOVE_LANDS = construct("static.cant_cast_above_lands", "Each opponent can't cast <spells> "
                          "with mana value greater than the number of lands that player "
                          "controls. (X as announced; CR 101.2, 601.3, 202.3e)")


C_UNTRIGGERING = construct("static.entering_untriggering", "<Creatures / Artifacts and "
                           "creatures / Permanents> entering [the battlefield] don't cause "
                           "abilities [of permanents your opponents control] to trigger. (CR "
                           "603.2, 603.6a)")


def entering_untriggering(p: Parser) -> StaticAbility:
    """"Creatures entering don't cause abilities to trigger." (Torpor Orb): no ability
    triggers on such a permanent entering, its own "When this creature enters" included
    (CR 603.6a); "... abilities of permanents your opponents control ..." (Elesh Norn)."""
    from tolaria.cards.oracle.replacements import listed_kinds
    flt = ObjectFilter() if p.accept("permanents") else listed_kinds(p)
    p.expect("entering")
    p.accept("the", "battlefield")
    p.expect("don't", "cause", "abilities")
    affects = "opponents" if p.accept("of", "permanents", "your", "opponents", "control") \
        else "all"
    p.expect("to", "trigger", ".")
    p.mark(C_UNTRIGGERING)
    return StaticAbility(kind=ENTERING_UNTRIGGERING, affects=affects, filter=flt)


C_TRIGGERS_AGAIN = construct("static.entering_triggers_again", "If a permanent / an "
                             "artifact or creature / a land entering [the battlefield] causes "
                             "a triggered ability of a permanent you control to trigger, that "
                             "ability triggers an additional time. (CR 603.2d, 603.6a)")
_ENTERING_KINDS = {"artifact": "Artifact", "creature": "Creature", "land": "Land",
                   "enchantment": "Enchantment", "planeswalker": "Planeswalker"}


def entering_triggers_again(p: Parser) -> StaticAbility:
    """"If an artifact or creature entering causes a triggered ability of a permanent you
    control to trigger, that ability triggers an additional time." (Panharmonicon, Yarok)."""
    p.expect("if")
    flt = ObjectFilter()
    if not p.accept("a", "permanent"):
        if not p.accept("a") and not p.accept("an"):
            p.fail()
        kinds = {_ENTERING_KINDS.get(p.peek() or "")}
        p.i += 1
        while p.accept("or"):
            kinds.add(_ENTERING_KINDS.get(p.peek() or ""))
            p.i += 1
        if None in kinds:
            p.fail()
        flt = ObjectFilter(types=frozenset(kinds))
    p.expect("entering")
    p.accept("the", "battlefield")
    p.expect("causes", "a", "triggered", "ability", "of", "a", "permanent", "you", "control",
             "to", "trigger", ",", "that", "ability", "triggers", "an", "additional", "time",
             ".")
    p.mark(C_TRIGGERS_AGAIN)
    return StaticAbility(kind=ENTERING_TRIGGERS_AGAIN, affects="you", filter=flt)


C_UNTAP_OTHERS = construct("static.untap_in_others_step", "Untap <this> / all <permanents> you "
                           "control during each other player's untap step. (CR 502.3)")


def untap_in_others_step(p: Parser) -> StaticAbility:
    """"Untap all permanents you control during each other player's untap step." (Seedborn
    Muse), "Untap this creature during each other player's untap step." (CR 502.3)."""
    from tolaria.cards.oracle.phrases import self_ref
    from tolaria.cards.oracle.replacements import listed_kinds
    p.expect("untap")
    if self_ref(p):
        affects, flt = "self", None
    else:
        if not (p.accept("all") or p.accept("each")):
            p.fail()
        if p.accept("permanents"):
            flt = ObjectFilter()
        else:
            flt = p.attempt(listed_kinds)
            if flt is None:
                flt, _ = permanent_description(p)
        if flt.controller is not None and flt.controller != "you":
            p.fail()
        if flt.controller is None:
            p.expect("you", "control")
        affects, flt = "yours", replace(flt, controller=None)
    p.expect("during", "each", "other", "player", "'s", "untap", "step", ".")
    p.mark(C_UNTAP_OTHERS)
    return StaticAbility(kind=UNTAP_IN_OTHERS_STEP, affects=affects, filter=flt)


C_ATTACK_TAX = construct("static.attack_tax", "Creatures can't attack you [or planeswalkers "
                         "you control] unless their controller pays {N} for each creature "
                         "they control that's attacking you / for each of those creatures.; "
                         "... pays {X} for each ..., where X is <quantity>. "
                         "(CR 508.1d, 508.1g-j)")


C_CANT_ATTACK_PLAYER = construct("static.cant_attack_you_player", "Creatures [with power N or "
                                 "less / without flying] can't attack you.: that player, "
                                 "not their planeswalkers (CR 508.1c)")


def _cant_attack_you(p: Parser) -> StaticAbility:
    """"Creatures can't attack you." (Blazing Archon), "Creatures with power 2 or less can't
    attack you." (Reverence), "Creatures without flying can't attack you." (Form of the
    Dragon): any player's creatures matching, "you" the ability's controller."""
    from tolaria.cards.oracle.phrases import description, status_in
    flt, plural = description(p)
    if not plural or flt.types != frozenset({"Creature"}) or flt.spell or flt.other or \
            status_in(flt) or flt.controller is not None or flt.zone:
        p.fail()
    p.expect("can't", "attack", "you", ".")
    p.mark(C_CANT_ATTACK_PLAYER)
    return StaticAbility(kind="restrict", affects="all", filter=flt,
                         restrictions=frozenset({CANT_ATTACK_YOU_PLAYER}))


def _attack_tax(p: Parser) -> StaticAbility:
    """Propaganda, Ghostly Prison; Baird, Steward of Argive with planeswalkers: a cost to
    attack, {N} generic mana per creature (CR 508.1g)."""
    p.expect("creatures", "can't", "attack", "you")
    walkers = p.accept("or", "planeswalkers", "you", "control")
    p.expect("unless", "their", "controller", "pays")
    symbol = p.next().key
    if not (symbol.startswith("{") and (symbol[1:-1].isdigit() or symbol == "{X}")):
        p.fail()
    if walkers:
        p.expect("for", "each", "of", "those", "creatures")
    else:
        p.expect("for", "each", "creature", "they", "control", "that", "'s", "attacking", "you")
    per: tuple[Any, ...] = ()
    if symbol == "{X}":                   # Sphere of Safety: X counted as attackers are
        p.expect(",", "where", "x", "is")  # declared (CR 508.1h)
        per = quantity(p)
    p.expect(".")
    p.mark(C_ATTACK_TAX)
    return StaticAbility(kind=ATTACK_TAX, affects="you_and_walkers" if walkers else "you",
                         amount=1 if per else int(symbol[1:-1]), per=per)


C_CAST_LIMIT = construct("static.cast_limit", "Each player / Each opponent / You / Enchanted "
                        "player can't cast "
                        "more than one [noncreature] spell each turn.; Each player who has "
                        "cast a nonartifact spell this turn can't cast additional nonartifact "
                        "spells. (CR 101.2, 601.2)")


C_OWN_TURN_ONLY = construct("static.cast_only_own_turn", "You can cast spells only during "
                            "your turn [and you can cast no more than N spells each turn]. / "
                            "Players can cast spells only during their own turns.: no spell "
                            "on another player's turn (CR 101.2, 601.3)")


def own_turn_only(p: Parser) -> list[StaticAbility]:
    """"Players can cast spells only during their own turns." (Dosan the Falling Leaf),
    "You can cast spells only during your turn and you can cast no more than two spells
    each turn." (Fires of Invention): spells forbidden to their caster but on the caster's
    own turn (`OFF_TURN`), and the limit a turn (CR 101.2, 601.3)."""
    if p.accept("players", "can", "cast", "spells", "only", "during", "their", "own",
                "turns", "."):
        affects = "all"
    else:
        p.expect("you", "can", "cast", "spells", "only", "during", "your", "turn")
        affects = "you"
    found = [StaticAbility(kind=SPELLS_FORBIDDEN, affects=affects, filter=ObjectFilter(),
                           per=(OFF_TURN,))]
    if affects == "you" and p.accept("and", "you", "can", "cast", "no", "more", "than"):
        from tolaria.cards.oracle.phrases import NUMBER_WORDS
        amount = NUMBER_WORDS.get(p.next().key)
        if not isinstance(amount, int) or amount < 1:
            p.fail()
        p.expect("spell" if amount == 1 else "spells", "each", "turn")
        found.append(StaticAbility(kind=CAST_LIMIT, affects="you", amount=amount))
    if affects == "you":
        p.expect(".")
    p.mark(C_OWN_TURN_ONLY)
    return found


def _cast_limit(p: Parser, subject: int, affects: str) -> StaticAbility:
    """"Each player can't cast more than one spell each turn." (Rule of Law), "... one
    noncreature spell ..." (Deafening Silence): `amount` spells of the kind a turn (CR
    101.2: the "can't" wins over any permission to cast)."""
    from tolaria.cards.oracle.phrases import NUMBER_WORDS
    p.i += subject
    p.expect("can't", "cast", "more", "than")
    word = p.next()
    amount = 1 if word.key == "one" else NUMBER_WORDS.get(word.key)
    if not isinstance(amount, int) or amount < 1:
        p.fail()
    flt = None
    if p.accept("noncreature"):
        flt = ObjectFilter(not_types=frozenset({"Creature"}))
    if not p.accept("spell" if amount == 1 else "spells"):
        p.fail()
    p.expect("each", "turn", ".")
    p.mark(C_CAST_LIMIT)
    return StaticAbility(kind=CAST_LIMIT, affects=affects, amount=amount, filter=flt)


C_VENTURE_LIMIT = construct("static.venture_limit", "Each opponent / Each player / You can't "
                            "venture into the dungeon more than once each turn. (CR 101.2, "
                            "701.46)")


def _venture_limit(p: Parser, subject: int, affects: str) -> StaticAbility:
    """"Each opponent can't venture into the dungeon more than once each turn." (Keen-Eared
    Sentry): a second venture in a turn, into Undercity too (CR 701.46d), does nothing (CR
    101.2)."""
    p.i += subject
    p.expect("can't", "venture", "into", "the", "dungeon", "more", "than", "once", "each",
             "turn", ".")
    p.mark(C_VENTURE_LIMIT)
    return StaticAbility(kind=VENTURE_LIMIT, affects=affects, amount=1)


def _no_additional(p: Parser) -> StaticAbility:
    """"Each player who has cast a nonartifact spell this turn can't cast additional
    nonartifact spells." (Ethersworn Canonist): one such spell a turn, as Rule of Law says
    it (CR 101.2)."""
    p.expect("each", "player", "who", "has", "cast", "a")
    kind = p.next().key
    if kind not in ("nonartifact", "noncreature"):
        p.fail()
    p.expect("spell", "this", "turn", "can't", "cast", "additional", kind, "spells", ".")
    p.mark(C_CAST_LIMIT)
    return StaticAbility(kind=CAST_LIMIT, affects="all", amount=1, filter=ObjectFilter(
        not_types=frozenset({kind[3:].capitalize()})))


def _above_caster_lands(p: Parser) -> StaticAbility:
    """"Each opponent can't cast noncreature spells with mana value greater than the number
    of lands that player controls." (Lavinia, Azorius Renegade): a spell of that kind is
    forbidden to each opponent whose lands are fewer than its mana value (CR 101.2)."""
    from tolaria.cards.oracle.phrases import description, status_in
    p.expect("each", "opponent", "can't", "cast")
    end = p.keys.index("with", p.i) if "with" in p.keys[p.i:] else -1
    if end < 0:
        p.fail()
    if p.at("spells", "with"):
        flt = ObjectFilter()
        p.i += 1
    else:
        sub = Parser(p.tokens[p.i:end], p.card, p.scope, p.line)
        flt, plural = description(sub)
        sub.end()
        p.used += sub.used
        p.i = end
        if not plural or not flt.spell or status_in(flt) or flt.other or \
                flt.controller is not None or flt.compare:
            p.fail()
        flt = replace(flt, spell=False)
    p.expect("with", "mana", "value", "greater", "than", "the", "number", "of", "lands",
             "that", "player", "controls", ".")
    p.mark(C_ABOVE_LANDS)
    return StaticAbility(kind=SPELLS_FORBIDDEN, affects="opponents", filter=flt,
                         per=(CASTER_LANDS,))


C_FORBID_NAME = construct("effect.cant_cast_same_name", "That creature's owner can't cast "
                          "spells with the same name as that creature until your next turn. "
                          "(CR 101.2, 601.3, 611.2b)")


def owner_cant_cast_same_name(p: Parser) -> list[Effect]:
    """"That creature's owner can't cast spells with the same name as that creature until
    your next turn." (Reflector Mage): the name of the target as it last existed (CR
    608.2h), forbidden to its owner until the controller's next turn (CR 611.2b)."""
    it = p.scope.it
    if not isinstance(it, int) or isinstance(it, bool):
        p.fail()                                # "that creature": a target, read back
    p.expect("that", "creature", "'s", "owner", "can't", "cast", "spells", "with", "the",
             "same", "name", "as", "that", "creature", "until", "your", "next", "turn")
    p.mark(C_FORBID_NAME)
    return [effect("cant_cast_same_name", target=it, until="your next turn")]


C_UNCOUNTERABLE_TURN = construct("effect.uncounterable_this_turn", "<spells> you cast this turn "
                                 "can't be countered: a rule for the rest of the turn about "
                                 "the spells that player casts (CR 101.2, 611.2a, 707.10)")

# The words a spell description of "<spells> you cast this turn" may start with.
UNCOUNTERABLE_TURN_WORDS = ("creature", "noncreature", "spells", "instant", "sorcery",
                            "artifact", "enchantment", "planeswalker", "white", "blue",
                            "black", "red", "green", "multicolored", "colorless")


def uncounterable_this_turn(p: Parser) -> list[Effect]:
    """"Creature spells you cast this turn can't be countered." (Domri, Anarch of Bolas)."""
    from tolaria.cards.oracle.phrases import description, status_in
    if p.scope.kind == "static":
        p.fail()
    if p.accept("spells"):
        flt = ObjectFilter()
    else:
        flt, plural = description(p)
        if not plural or not flt.spell or status_in(flt) or flt.other or \
                flt.controller is not None:
            p.fail()
        flt = replace(flt, spell=False)
    p.expect("you", "cast", "this", "turn", "can't", "be", "countered")
    p.mark(C_UNCOUNTERABLE_TURN)
    return [effect(SPELLS_UNCOUNTERABLE, filter=flt)]


C_HASTE_ACTIVATION = construct("static.activate_as_though_haste", "You may activate abilities "
                               "of [other] creatures you control as though those creatures had "
                               "haste: their {T} and {Q} abilities despite summoning sickness, "
                               "not their attacks (CR 609.4, 702.10c, 302.6)")


def activate_as_though_haste(p: Parser) -> StaticAbility:
    """Tyvar, Jubilant Brawler; Thousand-Year Elixir."""
    p.expect("you", "may", "activate", "abilities", "of")
    other = p.accept("other")
    p.expect("creatures", "you", "control", "as", "though", "those", "creatures", "had",
             "haste", ".")
    p.mark(C_HASTE_ACTIVATION)
    return StaticAbility(kind=HASTE_ACTIVATION, affects="yours",
                         filter=ObjectFilter(types=frozenset({"Creature"}), other=other))


C_EACH_EXTRA_LAND = construct("static.each_player_extra_land", "Each player may play an "
                              "additional land on each of their turns. (CR 305.2)")


def each_player_extra_land(p: Parser) -> StaticAbility:
    """Rites of Flourishing: every player's land plays, not only its controller's."""
    p.expect("each", "player", "may", "play", "an", "additional", "land", "on", "each", "of",
             "their", "turns", ".")
    p.mark(C_EACH_EXTRA_LAND)
    return StaticAbility(kind="extra_land", affects="each", amount=1)


def _uncounterable_spells(p: Parser) -> StaticAbility:
    """"Creature spells [you control] can't be countered." (CR 101.2)"""
    from tolaria.cards.oracle.phrases import description, status_in
    if p.accept("instant", "and", "sorcery", "spells"):
        flt = ObjectFilter(types=frozenset({"Instant", "Sorcery"}))
        if p.accept("you", "control"):
            flt = replace(flt, controller="you")
    else:
        flt, plural = description(p)
        if not plural or not flt.spell or status_in(flt) or flt.other:
            p.fail()
        flt = replace(flt, spell=False)
    affects = "all"
    if flt.controller == "you":
        affects, flt = "yours", replace(flt, controller=None)
    elif flt.controller is not None:
        p.fail()
    p.expect("can't", "be", "countered", ".")
    p.mark(C_GROUP_RULES)
    return StaticAbility(kind=SPELLS_UNCOUNTERABLE, affects=affects, filter=flt)


C_EXTRA_LAND = construct("effect.extra_land_this_turn", "You may play an additional land "
                         "this turn. (CR 305.2)")


def extra_land_this_turn(p: Parser) -> list[Effect]:
    """"You may play an additional land this turn." (CR 305.2)"""
    p.expect("you", "may", "play", "an", "additional", "land", "this", "turn")
    p.mark(C_EXTRA_LAND)
    return [effect("extra_land_this_turn")]


C_ATTACK_TURN = construct("effect.attack_this_turn", "<object or group> attacks this turn if "
                          "able / can attack this turn as though it didn't have defender "
                          "(CR 508.1d, 702.3b, 611.2a)")
C_ATTACK_COMBAT = construct("effect.attack_this_combat", "<object or group> attacks this "
                            "combat if able: until the end of this combat (CR 508.1d, "
                            "511.3, 611.2a)")


def attack_until(p: Parser) -> str:
    """How long "attacks this turn / this combat if able" lasts, read before the phrase."""
    at = p.keys[p.i:p.i + 4]
    return "end of combat" if at[:3] in (["attacks", "this", "combat"], [
        "attack", "this", "combat"]) else "end of turn"


def attack_this_turn(p: Parser) -> tuple[Any, ...]:
    """"attacks this turn / this combat if able" / "can attack this turn as though it didn't
    have defender": the rule, granted until end of turn or combat (`attack_until`)."""
    if p.accept("can", "attack", "this", "turn", "as", "though", "it", "didn't", "have",
                "defender"):
        found = DESPITE_DEFENDER
    else:
        if not (p.accept("attacks") or p.accept("attack")):
            p.fail()
        if p.accept("this", "combat", "if", "able"):
            p.mark(C_ATTACK_COMBAT)
        else:
            p.expect("this", "turn", "if", "able")
            p.mark(C_ATTACK_TURN)
        found = "must_attack"
        restrict = StaticAbility(kind="restrict", affects="self",
                                 restrictions=frozenset({found}))
        return (layer_effect("6", "add_abilities", abilities=(restrict,)),)
    p.mark(C_ATTACK_TURN)
    restrict = StaticAbility(kind="restrict", affects="self", restrictions=frozenset({found}))
    return (layer_effect("6", "add_abilities", abilities=(restrict,)),)


def _extra_blocks(p: Parser) -> str:
    """"can block an additional creature / an additional seven creatures / any number of
    creatures": the restriction (CR 509.1a)."""
    from tolaria.cards.oracle.phrases import number
    p.expect("can", "block")
    if p.accept("any", "number", "of", "creatures"):
        return "extra_blocks:any"
    p.expect("an", "additional")
    if p.accept("creature"):
        return "extra_blocks:1"
    n = number(p)
    p.expect("creatures")
    if n < 2:
        p.fail()
    return f"extra_blocks:{n}"


C_ATTACK_WALKER = construct("effect.attack_this_walker_next_turn", "During target opponent's "
                            "next turn, creatures that player controls attack <this "
                            "planeswalker> if able (CR 508.1d, 611.2c)")


def attack_this_walker(p: Parser) -> list[Any]:
    """Gideon Jura's "+2": a requirement for every creature the target opponent controls
    during their next turn (`tolaria.rules.combat`)."""
    from tolaria.cards.oracle.phrases import self_ref, target
    from tolaria.data.ir import effect
    if p.scope.kind != "activated" or "Planeswalker" not in p.card.types:
        p.fail()
    p.expect("during")
    who = target(p)
    spec = p.scope.targets[who]
    if spec.players != "opponent" or spec.objects is not None:
        p.fail()
    p.expect("'s", "next", "turn", ",", "creatures", "that", "player", "controls", "attack")
    if not self_ref(p):
        p.fail()
    p.expect("if", "able", ".")
    p.mark(C_ATTACK_WALKER)
    return [effect(ATTACK_REQUIREMENT, player=who)]


C_CANT_CAST_THIS_TURN = construct("effect.cant_cast_this_turn", "[Until end of turn,] <target player / "
                        "your opponents / players / you> can't cast [<kind of>] spells this "
                        "turn[, and that player can't activate abilities that aren't mana "
                        "abilities] (CR 101.2, 611.2a, 514.2)")


def cant_cast_this_turn(p: Parser) -> list[Effect]:
    """"Target player can't cast spells this turn." / "Your opponents can't cast noncreature
    spells this turn." / "Until end of turn, target player can't cast instant or sorcery
    spells, and that player can't activate abilities that aren't mana abilities." (CR
    101.2: "can't" wins; until the turn's cleanup step, CR 514.2)."""
    from tolaria.cards.oracle.phrases import description
    prefixed = p.accept("until", "end", "of", "turn", ",")
    who = _players_subject(p)
    p.expect("can't", "cast")
    if p.accept("spells"):
        flt: ObjectFilter | None = None
    else:
        flt, plural = description(p)
        if not plural or not flt.spell or flt.controller is not None or flt.other \
                or flt.compare or flt.name:
            p.fail()
    nonmana = False
    if prefixed and p.accept(",", "and", "that", "player", "can't", "activate", "abilities",
                             "that", "aren't", "mana", "abilities"):
        nonmana = True                                        # CR 605.1a: mana ones may be
    if not prefixed:
        p.expect("this", "turn")
    p.mark(C_CANT_CAST_THIS_TURN)
    return [effect("cant_cast_this_turn", who=who, filter=flt, nonmana=nonmana)]


def _players_subject(p: Parser) -> Any:
    """"target player" / "your opponents" / "players" / "you", before "can't ..."."""
    from tolaria.cards.oracle.library import player_target
    if p.at("target"):
        who: Any = player_target(p)
        p.mark("phrase.target")
        return who
    if p.accept("your", "opponents"):
        return "opponents"
    if p.accept("players"):
        return "each"
    p.expect("you")
    return "you"


C_CANT_PLAY_LANDS_THIS_TURN = construct("effect.cant_play_lands_this_turn", "<target player "
                                        "/ your opponents / players / you> can't play lands "
                                        "this turn (CR 101.2, 305.1, 514.2)")


def cant_play_lands_this_turn(p: Parser) -> list[Effect]:
    """"Target player can't play lands this turn." (Solfatara): "can't" wins over any
    permission to play a land, until the turn's cleanup step (CR 101.2, 514.2)."""
    who = _players_subject(p)
    p.expect("can't", "play", "lands", "this", "turn")
    p.mark(C_CANT_PLAY_LANDS_THIS_TURN)
    return [effect("cant_play_lands_this_turn", who=who)]


def attack_or_block(p: Parser, blocked: bool = True) -> frozenset[str]:
    """What follows "can't": "attack or block", "attack", "block" (CR 508.1c, 509.1b) and,
    with `blocked`, "be blocked" (CR 509.1b)."""
    if p.accept("attack", "or", "block"):
        return frozenset({"cant_attack", "cant_block"})
    if p.accept("attack"):
        return frozenset({"cant_attack"})
    if p.accept("block"):
        return frozenset({"cant_block"})
    if blocked and p.accept("be", "blocked"):
        return frozenset({"cant_be_blocked"})
    p.fail()


C_SOURCE_TRIGGERS_AGAIN = construct("static.source_triggers_again", "If a triggered ability of "
                                    "a <permanent> you control triggers, that ability / it "
                                    "triggers an additional time. (CR 603.2d)")


def source_triggers_again(p: Parser) -> StaticAbility:
    """"If a triggered ability of a Shaman or another Wizard you control triggers, that ability
    triggers an additional time." (Harmonic Prodigy, Twinflame Travelers)."""
    p.expect("if", "a", "triggered", "ability", "of")
    other = p.accept("another")
    if not other and not (p.accept("a") or p.accept("an")):
        p.fail()
    either = _type_or_another_type(p)
    if either is not None:
        flt, plural = either, False
    else:
        flt, plural = permanent_description(p)
    if other:
        flt = replace(flt, other=True)
    if plural or flt.controller != "you" or flt.chosen_type or flt.chosen:
        p.fail()
    p.expect("triggers", ",")
    if not p.accept("that", "ability"):
        p.expect("it")
    p.expect("triggers", "an", "additional", "time", ".")
    p.mark(C_SOURCE_TRIGGERS_AGAIN)
    return StaticAbility(kind=SOURCE_TRIGGERS_AGAIN, affects="you", filter=flt)


C_DYING_TRIGGERS_AGAIN = construct("static.dying_triggers_again", "If a creature dying causes a "
                                   "triggered ability of a permanent you control to trigger, "
                                   "that ability triggers an additional time. (CR 603.2d, "
                                   "603.10a)")


def dying_triggers_again(p: Parser) -> StaticAbility:
    """"If a creature dying causes a triggered ability of a permanent you control to trigger,
    that ability triggers an additional time." (Teysa Karlov, Drivnod)."""
    p.expect("if", "a", "creature", "dying", "causes", "a", "triggered", "ability", "of", "a",
             "permanent", "you", "control", "to", "trigger", ",", "that", "ability", "triggers",
             "an", "additional", "time", ".")
    p.mark(C_DYING_TRIGGERS_AGAIN)
    return StaticAbility(kind=DYING_TRIGGERS_AGAIN, affects="you",
                         filter=ObjectFilter(types=frozenset({"Creature"})))


def _type_or_another_type(p: Parser) -> ObjectFilter | None:
    """"a Shaman or another Wizard you control": any Shaman, or a Wizard other than this."""
    from tolaria.cards.oracle.phrases import SUBTYPE_WORDS
    first, second = SUBTYPE_WORDS.get(p.peek() or ""), SUBTYPE_WORDS.get(p.peek(3) or "")
    if first is None or second is None or not p.at(p.peek() or "", "or", "another",
                                                   p.peek(3) or "", "you", "control"):
        return None
    p.i += 6
    return ObjectFilter(controller="you", any_of=(
        ObjectFilter(subtypes=frozenset({first})),
        ObjectFilter(subtypes=frozenset({second}), other=True)))


C_UNTAP_LIMIT = construct("static.untap_limit", "Players / You can't untap more than N "
                          "<permanents> during their / your untap step(s).: the active "
                          "player chooses which N of them untap (CR 502.3)")


def untap_limit(p: Parser) -> StaticAbility:
    """"Players can't untap more than one land during their untap steps." (Winter Orb),
    "You can't untap more than one land during your untap step." (Mungha Wurm)."""
    from tolaria.data.vocabulary import UNTAP_LIMIT
    if p.accept("players"):
        affects, tail = "all", ("during", "their", "untap", "steps", ".")
    else:
        p.expect("you")
        affects, tail = "you", ("during", "your", "untap", "step", ".")
    p.expect("can't", "untap", "more", "than")
    n = number(p)
    if n < 1:
        p.fail()
    if p.accept("permanent" if n == 1 else "permanents"):
        flt = ObjectFilter()
    else:
        flt, plural = permanent_description(p)
        if plural != (n > 1) or flt != ObjectFilter(
                types=flt.types, not_supertypes=flt.not_supertypes) or not flt.types:
            p.fail()
    p.expect(*tail)
    p.mark(C_UNTAP_LIMIT)
    return StaticAbility(kind=UNTAP_LIMIT, affects=affects, filter=flt, amount=n)


C_KINDS_LIST = construct("static.cant_activate_kinds", "Activated abilities of artifacts and "
                         "creatures / of artifacts, creatures, and planeswalkers can't be "
                         "activated [unless they're mana abilities]: the permanents of any "
                         "of those card types (CR 602.5, 605.1a)")


def _kinds_list(p: Parser) -> ObjectFilter:
    """"artifacts and creatures", "artifacts, creatures, and planeswalkers": two or more
    plain card types, a permanent of any of them (CR 205.2a)."""
    from tolaria.cards.oracle.replacements import listed_kinds
    flt = listed_kinds(p)
    if flt != ObjectFilter(types=flt.types) or len(flt.types) < 2:
        p.fail()
    p.mark(C_KINDS_LIST)
    return flt


C_LANDS_FORBIDDEN = construct("static.cant_play_lands", "You / Players can't play lands [or "
                              "cast spells from your hand].: no land played (from the hand, "
                              "if it says so), whatever lets them (CR 101.2, 305.1)")


def _lands_forbidden(p: Parser) -> StaticAbility | list[StaticAbility]:
    """"You can't play lands." (Aggressive Mining), "Players can't play lands.", "You can't
    play lands or cast spells from your hand." (Experimental Frenzy)."""
    from tolaria.data.vocabulary import LANDS_FORBIDDEN
    affects = "all" if p.accept("players") else "you"
    if affects == "you":
        p.expect("you")
    p.expect("can't", "play", "lands")
    p.mark(C_LANDS_FORBIDDEN)
    if affects == "you" and p.accept("or", "cast", "spells", "from", "your", "hand", "."):
        p.mark(C_CANT_CAST_ZONE)                       # "from your hand": both (CR 305.1)
        hand = ObjectFilter(zone="hand")
        return [StaticAbility(kind=LANDS_FORBIDDEN, affects="you", filter=hand),
                StaticAbility(kind=SPELLS_FORBIDDEN, affects="you", filter=hand)]
    p.expect(".")
    return StaticAbility(kind=LANDS_FORBIDDEN, affects=affects)


C_CAST_OR_ACTIVATE = construct("static.opponents_cant_cast_or_activate", "Your opponents "
                               "can't cast spells or activate abilities of artifacts, "
                               "creatures, or enchantments.: no spell, and no ability (mana "
                               "abilities too) of such a permanent they control (CR 101.2, "
                               "602.5)")


def _opponents_cast_or_activate(p: Parser) -> list[StaticAbility]:
    """"During your turn, your opponents can't cast spells or activate abilities of
    artifacts, creatures, or enchantments." (Grand Abolisher): the prefix sets the
    condition of both abilities (`conditions.conditional_static`)."""
    p.expect("your", "opponents", "can't", "cast", "spells", "or", "activate", "abilities",
             "of", "artifacts", ",", "creatures", ",", "or", "enchantments", ".")
    p.mark(C_CAST_OR_ACTIVATE)
    kinds = ObjectFilter(types=frozenset({"Artifact", "Creature", "Enchantment"}),
                         controller="opponent")
    return [StaticAbility(kind=SPELLS_FORBIDDEN, affects="opponents", filter=ObjectFilter()),
            StaticAbility(kind="restrict", affects="all", filter=kinds,
                          restrictions=frozenset({CANT_ACTIVATE}))]
C_UNTARGETABLE_GROUP = construct("static.untargetable_group", "<creatures> can't be the "
                                 "targets of [<colour>] spells [or abilities from <colour> "
                                 "sources]: each of them (CR 115.1, 611.3a)")
C_UNTARGETABLE_ABILITIES = construct("static.untargetable_by_abilities", "<this creature> "
                                     "can't be the target of abilities [your opponents "
                                     "control]: spells still may (CR 115.1, 113.1)")


def _plural_subject(p: Parser) -> bool:
    """Is the restriction's subject plural ("Creatures", "Creatures you control")?"""
    return bool(p.i) and p.keys[p.i - 1] in ("creatures", "control") and \
        p.keys[0] == "creatures"


def _untargetable_by_abilities(p: Parser) -> frozenset[str]:
    """"abilities your opponents control." (Shanna, Sisay's Legacy): abilities only."""
    p.expect("abilities")
    whose = "opp" if p.accept("your", "opponents", "control") else "any"
    p.expect(".")
    p.mark(C_UNTARGETABLE_ABILITIES)
    return frozenset({f"{UNTARGETABLE_BY}abilities::{whose}"})


def _untargetable_opponents_both(p: Parser, colors: str) -> frozenset[str]:
    """"nongreen spells your opponents control or abilities from nongreen sources your
    opponents control." (Thrun, Breaker of Silence): both from the opponents."""
    p.expect("your", "opponents", "control", "or", "abilities", "from")
    if _source_colors(p) != colors:
        p.fail()
    p.expect("sources", "your", "opponents", "control", ".")
    p.mark(C_UNTARGETABLE_BY)
    return frozenset({f"{UNTARGETABLE_BY}spells_abilities:{colors}:opp"})


C_DAMAGE_KEPT = construct("static.damage_kept", "Damage isn't removed from <this creature / "
                          "creatures [your opponents control]> during cleanup steps.: their "
                          "damage stays as the cleanup step removes the others' (CR 514.2)")


def damage_kept(p: Parser) -> StaticAbility:
    """"Damage isn't removed from creatures your opponents control during cleanup steps."
    (Patient Zero), "... from this creature ..." (Ancient Adamantoise) (CR 514.2)."""
    from tolaria.cards.oracle.phrases import self_ref
    p.expect("damage", "isn't", "removed", "from")
    if self_ref(p):
        affects, flt = "self", None
    else:
        flt, plural = permanent_description(p)
        if not plural or flt.types != frozenset({"Creature"}) or flt.other or flt.zone or \
                flt.controller not in (None, "opponent", "you"):
            p.fail()
        affects = "all"
    p.expect("during", "cleanup", "steps", ".")
    p.mark(C_DAMAGE_KEPT)
    return StaticAbility(kind=DAMAGE_KEPT, affects=affects, filter=flt)
