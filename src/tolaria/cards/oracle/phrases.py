"""Phrases: numbers, quantities, object descriptions, targets, players and durations.

An object description ("nonblack creature an opponent controls", "other Merfolk",
"artifact or enchantment", "creature with power 2 or less") becomes an
`ObjectFilter`; "target ..." adds a `TargetSpec` to the ability (CR 115.1) and
refers to it by index; "it", "that creature", "this creature" and the card's
name refer to what the scope says (CR 201.5, 608.2c).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.cards.oracle import choices, targeting, vocabulary
from tolaria.cards.oracle.parser import Parser, construct
from tolaria.data.ir import ITS_POWER, ObjectFilter, TargetSpec
from tolaria.data.mana import BASIC_LAND_MANA
from tolaria.data.qualities import plural_forms
from tolaria.data.vocabulary import (
    ATTACKED_OR_BLOCKED,
    ATTACKERS_COUNT,
    ATTACKING_YOU,
    BLOCKED_BY_SOURCE,
    BLOCKED_THIS_TURN,
    BLOCKING_OR_BLOCKED_BY_SOURCE,
    BLOCKING_SOURCE,
    CHOSEN_PLAYER,
    DIE_RESULT,
    DIE_ROLLED,
    EXILED_COUNT,
    FOES,
    FRIENDS,
    GRAVEYARD_OR_BATTLEFIELD,
    MANA_PAID,
    MOST,
    NOT_IN_COMBAT,
    NOT_YOURS,
    OTHER_OPPONENTS,
    OTHERS,
    SACRIFICED_COUNT,
    TIMES_PAID,
    UNBLOCKED_ATTACKING,
    YOUR_TEAM,
)

NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "thirteen": 13, "fifteen": 15, "twenty": 20, "thirty": 30,
}
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
# The singular nouns of the permanent card types ("sacrifice an artifact or ...").
PERMANENT_NOUNS = frozenset({"artifact", "creature", "enchantment", "land", "planeswalker"})
TYPE_NOUNS = {
    "creature": "Creature", "creatures": "Creature", "artifact": "Artifact",
    "artifacts": "Artifact", "enchantment": "Enchantment", "enchantments": "Enchantment",
    "land": "Land", "lands": "Land", "planeswalker": "Planeswalker",
    "planeswalkers": "Planeswalker", "battle": "Battle", "battles": "Battle",
    "instant": "Instant", "instants": "Instant", "sorcery": "Sorcery", "sorceries": "Sorcery",
}
PLURAL_NOUNS = frozenset({"creatures", "artifacts", "enchantments", "lands", "planeswalkers",
                          "battles", "instants", "sorceries", "permanents", "spells"})
PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")
SUPERTYPE_WORDS = {"legendary": "Legendary", "basic": "Basic", "snow": "Snow"}
# Keywords a filter may name ("creature with flying"): the engine's evasion/combat ones,
# and flash and mutate ("creature card with mutate", CR 702.140).
FILTER_KEYWORDS = frozenset({
    "flying", "reach", "first strike", "double strike", "trample", "deathtouch", "lifelink",
    "vigilance", "haste", "defender", "menace", "hexproof", "shroud", "indestructible",
    "flash", "mutate", "decayed", "shadow",
    "convoke",
    "horsemanship",
    "modular",
    "cascade",
    "plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk",   # CR 702.14a
})
# Keyword abilities a card has in every zone, read in "card with <keyword>" (`C_CARD_KEYWORD`):
# infect (CR 702.90a), awaken (CR 702.113a), disturb (CR 702.146a); none is granted by an
# effect the engine keeps apart from a card's keywords. Flashback is, to a card in a
# graveyard (`rules.keywords.flashback`): read only of cards in a library or in exile.
CARD_KEYWORDS = frozenset({"infect", "awaken", "disturb"})
C_CARD_KEYWORD = construct("phrase.card_keyword", "<card / creature> with infect / awaken / "
                           "disturb / flashback (in a library or exile): a card or permanent "
                           "with that keyword ability (CR 702.90a, 702.113a, 702.146a, "
                           "702.34a)")
C_KEYWORD_OR = construct("phrase.with_keyword_or", "<objects> with <keyword> or <keyword>: "
                         "with either of them (CR 702.1)")
SELF_NOUNS = frozenset({"creature", "artifact", "enchantment", "land", "permanent",
                        "planeswalker", "aura", "equipment", "vehicle", "battle", "token",
                        "spell", "class", "siege", "saga", "case", "room"})
# ("this Siege", CR 310.11; "this Class", CR 716; "this Saga", CR 714; "this Case", 719;
# "this Room", `tolaria.rules.rooms`)
IT_NOUNS = frozenset({"creature", "permanent", "artifact", "enchantment", "land",
                      "planeswalker", "token"})

C_SACRIFICED = construct("phrase.that_sacrificed", "<player> sacrifices a <permanent>, then "
                         "... that creature's power / toughness: the sacrificed one, as it "
                         "last existed (CR 701.17a, 608.2h)")
ANY_TARGET = TargetSpec(players="any", objects=ObjectFilter(
    types=frozenset({"Creature", "Planeswalker", "Battle"})), text="any target")   # CR 115.4

C_NUMBER = construct("phrase.number", "numbers: digits and words (a, two, ...), X of a spell")
C_FILTER = construct("phrase.filter", "object descriptions: types, subtypes, non-, colours, "
                     "another/other, controller, with/without keyword, power and mana value")
C_ONE_INVARIANT = construct("phrase.one_invariant", "a / an / another <Merfolk, Kithkin, "
                            "Sheep, Fish, Moonfolk>: one object of that subtype, a noun whose "
                            "plural is the same word (CR 205.3)")
C_STATUS = construct("phrase.status", "tapped/untapped/attacking/blocking/token statuses in "
                     "target and effect descriptions (CR 110.5, 506.4)")
C_TARGET = construct("phrase.target", "target phrases: target <description>, any target, "
                     "target player/opponent (CR 115)")
C_YOUR_TEAM = construct("phrase.your_team", "<description> your team controls: you or a "
                        "teammate controls it (CR 102.4, 810)")
C_SELF = construct("phrase.self", "self-references: the card's name, this creature/permanent...")
C_PAIR_NAME = construct("phrase.pair_name_verb", "<X and Y / X & Y> attack / block / deal / "
                        "enter / become: a pair's name with its plural verb, read as any "
                        "other name's (CR 201.5)")
C_OWNED = construct("phrase.target_you_own", "target <permanent> you own: its owner is "
                    "the ability's controller (CR 108.3, 115.1)")
C_IT = construct("phrase.it", "it / that creature: the thing just named (CR 608.2c)")
C_THEY_EVENT = construct("phrase.they_event_player", "they [lose N life / draw ...] / [deals N "
                         "damage to] them in a trigger on one player's event (\"whenever an "
                         "opponent draws a card, they ...\"): that player (CR 603.2, 608.2c)")
C_THAT_OPPONENT = construct("phrase.that_player_controller", "\"Destroy target artifact an "
                            "opponent controls. That player may ...\": the one opponent named, "
                            "the target's controller (CR 608.2c, 608.2h)")
C_ATTACHED = construct("phrase.attached", "enchanted/equipped creature: what the source is "
                       "attached to")
C_GRAVEYARD = construct("phrase.graveyard_card", "target <card> from your/a/an opponent's/"
                        "defending player's graveyard: targets in graveyards (CR 115.1, 404, "
                        "506.2)")
C_THAT_MUCH = construct("phrase.that_much", "that much / that many: the amount of damage or "
                        "life of the trigger event (CR 603.2, 608.2h)")
C_QUANTITY = construct("phrase.quantity", "\"equal to\" quantities: power, toughness, the "
                       "number of permanents, cards in hand; \"for each\"")


def _subtype_words() -> dict[str, str]:
    words: dict[str, str] = {}
    groups = (vocabulary.CREATURE_TYPES, vocabulary.ARTIFACT_TYPES,
              vocabulary.ENCHANTMENT_TYPES, vocabulary.LAND_TYPES,
              vocabulary.PLANESWALKER_TYPES, vocabulary.SPELL_TYPES)      # "Arcane spell"
    # Deterministic (sorted, not set order): a word that is both a subtype's own name and
    # another's plural reads as the plural ("Elves" are Elves, CR 205.3m has no "Elves").
    names = sorted({t for group in groups for t in group if " " not in t})
    for subtype in names:
        words.setdefault(subtype.lower(), subtype)
    for subtype in names:
        for form in sorted(plural_forms(subtype)):
            words[form] = subtype
    return words


SUBTYPE_WORDS = _subtype_words()


# -- numbers and quantities -------------------------------------------------------------

def number(p: Parser) -> int:
    """A count: "3", "three", "a"."""
    tok = p.next()
    if tok.kind == "num":
        return int(tok.key)
    if tok.key in NUMBER_WORDS:
        return NUMBER_WORDS[tok.key]
    p.i -= 1
    p.fail()


# Counter kinds with rules of their own the engine doesn't play: first strike, double strike
# and exalted keyword counters (CR 122.1b), decayed, defense (CR 310.4) and the player
# counters. Keyword counters of `objects.KEYWORD_COUNTERS`, shield counters (CR 122.1c) and
# stun counters (CR 122.1d) are played.
UNPLAYED_COUNTERS = frozenset({"first", "double", "exalted", "decayed", "defense",
                               "rad", "poison", "energy", "experience", "ticket"})


def counter_kind(p: Parser) -> str:
    """The kind of "a +1/+1 counter", "two charge counters", "a flying counter" (CR 122.1):
    a power/toughness change ("+1/+1", "-0/-1", CR 122.1a) or a word naming a kind the
    engine plays."""
    tok = p.next()
    if tok.kind == "pt":
        if tok.key[0] not in "+-":
            p.fail()                        # "+1/+0", "-0/-1": CR 122.1a (a change, signed)
        _pt_numbers(p, tok.key)
    elif tok.kind != "word" or tok.key in UNPLAYED_COUNTERS or tok.key in (
            "card", "cards", "counter", "counters", "additional", "creatures"):
        p.fail()
    return tok.key


def pt_change(p: Parser) -> tuple[int, int]:
    """"+3/+3", "-2/-0": a power/toughness change with literal numbers (CR 613.4c)."""
    tok = p.next()
    if tok.kind != "pt" or tok.key[0] not in "+-":
        p.fail()
    return _pt_numbers(p, tok.key)


def base_pt(p: Parser) -> tuple[int, int]:
    """"5/2": a base power and toughness with literal numbers (CR 613.4b)."""
    tok = p.next()
    if tok.kind != "pt" or tok.key[0] in "+-":
        p.fail()
    return _pt_numbers(p, tok.key)


def _pt_numbers(p: Parser, key: str) -> tuple[int, int]:
    power, toughness = key.split("/")
    try:
        return int(power), int(toughness)
    except ValueError:                      # X or *: not a literal number
        p.fail()


C_TIMES_X = construct("phrase.times_x", "N times X / twice X: X the spell's or the [−X] "
                     "ability's value, multiplied (CR 107.3)")


C_ATTACKERS = construct("quantity.attackers", "[twice] that many / that much, in \"Whenever one "
                        "or more <creatures> attack\": the attackers the trigger counted "
                        "(CR 508.1, 603.2)")


def amount(p: Parser) -> Any:
    """A number, or X when the spell has {X} in its cost (CR 107.3)."""
    if p.at("x") or p.at("a", "number", "of"):
        from tolaria.cards.oracle.quantities import said_later
        found = said_later(p)             # "X ..., where X is", "a number of ... equal to"
        if found is not None:
            return found
    if p.at("x") and (targeting.spell_x_here(p) or p.scope.x_cost):
        p.i += 1
        p.mark(C_NUMBER)
        return "X"
    if p.at("twice", "x") and (targeting.spell_x_here(p) or p.scope.x_cost):
        p.i += 2                          # "twice X Pest tokens" (CR 107.3)
        p.mark(C_TIMES_X)
        return ("times", 2, "X")
    if p.peek(1) == "times" and p.peek(2) == "x" and (
            targeting.spell_x_here(p) or p.scope.x_cost):
        n = number(p)                     # "three times X cards" (CR 107.3)
        p.expect("times", "x")
        p.mark(C_TIMES_X)
        return ("times", n, "X")
    if p.scope.energy_paid:
        from tolaria.cards.oracle.energy import paid
        found = paid(p)                   # "that much": the energy paid (CR 107.14)
        if found is not None:
            return found
    if p.scope.sacrificed_any and p.at("that") and p.peek(1) in ("many", "much"):
        p.i += 2                          # the permanents sacrificed (CR 608.2c)
        return (SACRIFICED_COUNT,)
    if p.scope.exiled_all is not None and p.at("that", "many"):
        from tolaria.cards.oracle.quantities import C_EXILED_ALL_MANY
        p.i += 2                          # the permanents "exile all" moved (CR 608.2c)
        p.mark(C_EXILED_ALL_MANY)
        return (EXILED_COUNT, None)
    if p.scope.rolled and p.at("that") and p.peek(1) in ("many", "much"):
        from tolaria.cards.oracle.dice import C_RESULT
        p.i += 2                          # the die's result (CR 706.4)
        p.mark(C_RESULT)
        return (DIE_RESULT,)
    if p.scope.event == DIE_ROLLED and p.at("that") and p.peek(1) in ("many", "much"):
        from tolaria.cards.oracle.dice import C_ROLLED_RESULT
        p.i += 2                          # the result of the die rolled (CR 706.2)
        p.mark(C_ROLLED_RESULT)
        return ("event_amount", None)
    if p.scope.event == ATTACKERS_COUNT and p.at("that") and p.peek(1) in ("many", "much"):
        p.i += 2                          # the attackers the trigger counted (CR 508.1)
        p.mark(C_ATTACKERS)
        return (ATTACKERS_COUNT,)
    if p.scope.event == ATTACKERS_COUNT and p.at("twice", "that") and p.peek(2) in (
            "many", "much"):
        p.i += 3                          # "you gain twice that much life" (CR 508.1)
        p.mark(C_ATTACKERS)
        return ("times", 2, (ATTACKERS_COUNT,))
    if p.scope.mana_paid and p.at("that", "many"):
        from tolaria.cards.oracle.instructions import C_PAY_ANY_MANA
        p.i += 2                          # the mana just paid (CR 107.1c, 608.2h)
        p.mark(C_PAY_ANY_MANA)
        return (MANA_PAID,)
    if p.scope.times_paid and p.at("that", "many"):
        from tolaria.cards.oracle.riders import C_ANY_TIMES
        p.i += 2                          # the times the cost was paid (CR 603.12)
        p.mark(C_ANY_TIMES)
        return (TIMES_PAID,)
    if p.scope.event == "amount" and p.at("that") and p.peek(1) in ("much", "many"):
        p.i += 2                          # the damage dealt or life gained (CR 603.2, 608.2h)
        p.mark(C_THAT_MUCH)
        return ("event_amount", None)
    n = number(p)
    p.mark(C_NUMBER)
    return n


def quantity(p: Parser) -> Any:
    """What "equal to" names: "its power", "the number of creatures you control"..."""
    from tolaria.cards.oracle.quantities import equal_quantity, number_of
    if p.accept("the", "number", "of") or p.accept("the", "total", "number", "of"):
        found = number_of(p)              # what is counted (whose must be said)
        p.mark(C_QUANTITY)
        return found
    if p.scope.mana_paid and p.accept("the", "total", "amount", "of", "mana", "paid", "this",
                                      "way"):
        from tolaria.cards.oracle.instructions import C_JOIN_FORCES
        p.mark(C_JOIN_FORCES)             # all the mana paid (CR 107.1c, 608.2h)
        return (MANA_PAID,)
    if p.scope.self_gone and p.at("the", "mana", "value", "of", "the", "exiled", "card"):
        from tolaria.data.vocabulary import EXILED_MANA_VALUE
        p.i += 7                          # its own ability exiled it (CR 607.2a, 202.3)
        p.mark(C_QUANTITY)
        return (EXILED_MANA_VALUE,)
    found = p.attempt(equal_quantity)     # twice, N plus, life total, greatest, mana value
    if found is not None:
        p.mark(C_QUANTITY)
        return found
    if p.at("target") and (found := p.attempt(_target_power)) is not None:
        return found
    whose = possessive_ref(p)
    if not readable_ref(p, whose):
        p.fail()                          # what the effect can't read back (a gap)
    what = p.next().key
    if what not in ("power", "toughness"):
        p.fail()
    p.mark(C_QUANTITY)
    return (what, whose)


C_TARGET_POWER = construct("quantity.target_power", "equal to target creature's power / "
                           "toughness: the target's, as it last existed if it left (CR 115.1, "
                           "608.2h)")


def _target_power(p: Parser) -> tuple[str, int]:
    """"[You gain life] equal to target creature's power" (Soul's Grace): the target phrase
    inside the quantity; "that creature" after it is the target."""
    t = target(p)
    spec = p.scope.targets[t]
    if spec.objects is None or spec.players is not None or spec.objects.zone or \
            spec.objects.spell:
        p.fail()
    p.expect("'s")
    what = p.next().key
    if what not in ("power", "toughness"):
        p.fail()
    p.scope.it = t
    p.mark(C_TARGET_POWER)
    return (what, t)


def readable_ref(p: Parser, whose: Any) -> bool:
    """Can an effect read this object's characteristics back (`effects.referenced`): a
    target, the source, what was sacrificed, or the object its trigger event was about."""
    return whose in ("self", "sacrificed") or isinstance(whose, int) or (
        whose == "event" and p.scope.event_subject == "object") or (
        whose == "event_source" and p.scope.it == "event_source")  # the damage's (510.2)


def possessive_ref(p: Parser) -> Any:
    """"its", "this creature's", "CARDNAME's", "that creature's", "the sacrificed creature's"."""
    if p.accept("its"):
        return it_ref(p, word=True)
    if p.peek() in ("his", "her") and p.scope.it == "self":
        p.i += 1                          # a character's own (CR 201.5)
        p.mark(C_SELF)
        return "self"
    if p.accept("the", "sacrificed", "creature", "'s"):
        return "sacrificed"
    if self_ref(p):
        p.expect("'s")
        return "self"
    if p.scope.sacrificed and p.at("that") and p.peek(1) in IT_NOUNS and p.peek(2) == "'s":
        p.i += 3                          # the one just sacrificed (CR 608.2h)
        p.mark(C_SACRIFICED)
        return "sacrificed"
    if p.scope.event_gone and p.scope.it is None and (p.at("its") or p.at(
            "that", "creature", "'s")) and p.peek(3 if p.at("that") else 1) in (
            "power", "toughness"):
        p.i += 3 if p.at("that") else 1   # the creature that died, as it last existed
        p.mark(C_GONE_CONTROLLER)         # (CR 603.10a, 608.2h)
        return "event"
    if p.accept("that") and p.at_any(IT_NOUNS):
        p.i += 1
        p.expect("'s")
        ref = it_ref(p, word=True)
        if ref == "self":
            p.fail()                      # "that creature" is another one, not this one
        return ref
    p.fail()


# -- self-reference and "it" --------------------------------------------------------------

def self_ref(p: Parser) -> bool:
    """The card's name or "this creature" (CR 201.5); consumes it if there."""
    if p.accept("SELF"):
        p.mark(C_SELF)
        verb = p.token()
        if verb is not None and verb.kind == "word" and verb.key != verb.text.lower():
            p.mark(C_PAIR_NAME)                  # the lexer's `_singular_verbs`
        return True
    if p.peek() == "this" and p.peek(1) in SELF_NOUNS:
        p.i += 2
        p.mark(C_SELF)
        return True
    return False


C_OTHER_CREATURE = construct("phrase.the_other_creature", "the other creature, in a "
                             "\"blocks or becomes blocked by a creature\" / \"deals damage "
                             "to a creature\" trigger: the event's other creature (CR 509.5b, "
                             "509.5d, 603.2)")


def it_ref(p: Parser, word: bool = False) -> Any:
    """What "it" refers to now (after "it"/"its" was read when `word`)."""
    if not word and not p.accept("it") and not self_pronoun(p):
        if p.peek() == "that" and p.peek(1) in IT_NOUNS:
            p.i += 2
        elif p.scope.event == "crews" and p.accept("that", "vehicle"):
            pass                               # the Vehicle it crewed (CR 702.122a)
        elif p.scope.other_creature and p.accept("the", "other", "creature"):
            p.mark(C_OTHER_CREATURE)
        elif p.scope.event_noun is not None and p.accept("that", p.scope.event_noun):
            pass                               # "that Wall" (`trigger_events._pair`)
        elif p.scope.choices and (mine := _pair_member(p)) is not None:
            return mine                        # "the creature you control" (`riders`)
        elif _the_target_creature(p):          # "destroy the creature instead"
            p.mark(C_THE_CREATURE)
        elif not targeting.chosen_target(p):   # "the chosen creature" (`riders`)
            p.fail()
    ref = p.scope.it
    if ref is None:
        p.fail()
    p.mark(C_SELF if ref == "self" else "tokens.it" if ref == "created" else C_IT)
    return ref


C_THE_CREATURE = construct("phrase.the_target_creature", "the creature: a spell's one target, "
                           "a creature, named again (\"destroy the creature instead\"; "
                           "CR 608.2c)")


def _the_target_creature(p: Parser) -> bool:
    """"the creature" in a spell whose one target is a creature and what "it" names now;
    consumes it if so."""
    ref = p.scope.it
    if p.scope.kind != "spell" or not isinstance(ref, int) or len(p.scope.targets) != 1 or \
            not p.at("the", "creature") or p.peek(2) not in (".", "instead", "'s"):
        return False
    spec = p.scope.targets[ref]
    if spec.objects is None or spec.players is not None or spec.objects.zone or \
            spec.objects.types != frozenset({"Creature"}):
        return False
    p.i += 2
    return True


def _pair_member(p: Parser) -> int | None:
    from tolaria.cards.oracle.riders import pair_member
    return pair_member(p)


def self_pronoun(p: Parser) -> bool:
    """"him"/"her": a planeswalker's or a character's text naming the source itself
    ("Prevent all damage that would be dealt to him this turn", CR 306.4, 201.5), once
    "it" is the source."""
    if p.peek() in ("him", "her") and p.scope.it == "self":
        p.i += 1
        return True
    return False


def self_subject_pronoun(p: Parser) -> bool:
    """"he"/"she" as a subject: a planeswalker's or a character's text naming the source
    itself ("he deals damage equal to ...", CR 306.4, 201.5); Oracle text names any other
    object "it"."""
    if p.peek() in ("he", "she") and ("Planeswalker" in p.card.types or p.scope.it == "self"):
        p.i += 1
        p.mark(C_SELF)
        return True
    return False


C_WALKER_PRONOUN = construct("phrase.walker_pronoun", "\"him\"/\"her\" in a planeswalker's "
                             "line after its name, \"it\" being another object: the "
                             "planeswalker itself (\"That creature deals damage equal to its "
                             "power to him.\")")


def walker_pronoun(p: Parser) -> bool:
    """"him"/"her" naming the planeswalker whose text it is, when "it" names another object:
    Oracle text calls other objects "it" and players "they"; the name came before in the
    line. Consumes it if there."""
    if p.peek() not in ("him", "her") or "Planeswalker" not in p.card.types or not any(
            t.kind == "self" for t in p.tokens[:p.i]):
        return False
    p.i += 1
    p.mark(C_WALKER_PRONOUN)
    return True


def attached_ref(p: Parser) -> str:
    """"enchanted creature" / "equipped creature": what the source is attached to."""
    for word, ref in (("enchanted", "enchanted"), ("equipped", "equipped")):
        if p.peek() == word and p.peek(1) in ("creature", "permanent", "land", "artifact"):
            p.i += 2
            p.mark(C_ATTACHED)
            return ref
    if p.card.enchanted and p.at("enchanted", p.card.enchanted):      # "enchanted Forest"
        p.i += 2
        p.mark(C_ATTACHED)
        return "enchanted"
    p.fail()


# -- object descriptions -----------------------------------------------------------------

C_TOTAL_PT = construct("phrase.total_power_toughness", "<creature> with total power and "
                       "toughness N or less / greater: their sum (CR 208.1)")
C_HISTORIC = construct("phrase.historic", "historic <spell/card/permanent>: an artifact, a "
                       "legendary object or a Saga (CR 700.6)")
C_MODIFIED = construct("phrase.modified", "modified creature / permanent: one with a counter "
                       "on it, equipped, or enchanted by an Aura its controller controls (CR "
                       "700.9)")
C_OUTLAW = construct("phrase.outlaw", "outlaw(s) / outlaw <creature/card/spell> / non-outlaw: "
                     "an Assassin, Mercenary, Pirate, Rogue and/or Warlock (CR 700.12)")
OUTLAW_TYPES = ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")       # CR 700.12
HISTORIC = (ObjectFilter(types=frozenset({"Artifact"})),
            ObjectFilter(supertypes=frozenset({"Legendary"})),
            ObjectFilter(subtypes=frozenset({"Saga"})))


class _Desc:
    """An object description while it is being read."""

    __slots__ = ("f", "plural", "head", "card", "last")

    def __init__(self) -> None:
        self.f: dict[str, Any] = {}
        self.plural = False
        self.head = False
        self.card = False             # "creature card": an object in a hidden or other zone
        self.last: frozenset[str] = frozenset()     # the card types of the last noun

    def add(self, key: str, value: Any) -> None:
        self.f[key] = self.f.get(key, frozenset()) | frozenset({value})

    def build(self) -> ObjectFilter:
        return ObjectFilter(**self.f)


def _adjective(p: Parser, d: _Desc) -> bool:
    """One adjective: a colour, non-X, a supertype, a status, a power/toughness ("1/1
    creature"); False if none is next."""
    tok = p.token()
    if tok is not None and tok.kind == "pt" and "compare" not in d.f:
        return _pt_adjective(p, d)
    if tok is None or tok.kind != "word":
        return False
    key = tok.key
    if key in COLOR_WORDS:
        d.add("colors", COLOR_WORDS[key])
        for more in targeting.color_alternatives(p):       # "white or blue creature"
            d.add("colors", more)
    elif key == "colorless":
        d.f["colorless"] = True
    elif key == "multicolored":
        d.f["multicolored"] = True
    elif key == "monocolored":                             # CR 105.2a
        d.f["monocolored"] = True
    elif key == "historic":                                # CR 700.6
        _set(p, d, "any_of", HISTORIC)
        p.mark(C_HISTORIC)
    elif key == "modified" and p.peek(1) in ("creature", "creatures", "permanent",
                                             "permanents") and (
            p.scope.kind in ("spell", "activated") or p.scope.kind == "triggered"
            and (p.scope.event or "," not in p.keys[:p.i])
            or p.scope.kind == "static" and p.i == 0 and p.at(   # in statics only as the
                "modified", "creatures", "you", "control")       # group ("layers._affected")
            or p.scope.kind == "static" and p.scope.counted_when_cast):   # or as it's cast
        # trigger's event only where the rules test it (`trigger_events.modified_only...`)
        d.f["modified"] = True                             # CR 700.9
        p.mark(C_MODIFIED)
    elif key in SUPERTYPE_WORDS:
        d.add("supertypes", SUPERTYPE_WORDS[key])
    elif key in ("tapped", "untapped"):
        d.f["tapped"] = key == "tapped"
    elif key == "unblocked" and p.peek(1) == "attacking" and p.scope.kind != "static":
        p.i += 1                  # once blockers are declared (CR 509.1h): `layers.matches`
        d.f["combat"] = UNBLOCKED_ATTACKING
        p.mark(C_UNBLOCKED)
    elif key == "unblocked" and p.peek(1) in ("creature", "creatures") and \
            p.scope.kind != "static":
        d.f["combat"] = UNBLOCKED_ATTACKING          # an unblocked creature is an attacking
        p.mark(C_UNBLOCKED)                          # one (CR 509.1h)
        p.mark(C_UNBLOCKED_CREATURE)
    elif key == "blocked" and p.peek(1) in ("creature", "creatures"):
        d.f["combat"] = "blocked"                          # CR 509.1h
        p.mark(C_BLOCKED)
    elif p.at("blocking", "or", "blocked") and p.peek(3) in ("creature", "creatures"):
        p.i += 2
        d.f["combat"] = "blocking or blocked"
        p.mark(C_BLOCKED)
    elif key in ("attacking", "blocking"):
        if p.at("attacking", "or", "blocking"):
            p.i += 2
            d.f["combat"] = "attacking or blocking"
        else:
            d.f["combat"] = key
    elif key.startswith("non"):
        word = key[4:] if key.startswith("non-") else key[3:]
        if word in COLOR_WORDS:
            d.add("not_colors", COLOR_WORDS[word])
        elif word in TYPE_NOUNS and not word.endswith("s"):
            d.add("not_types", TYPE_NOUNS[word])
        elif word in ("attacking", "blocking") and p.scope.kind in ("spell", "activated"):
            if "combat" in d.f:                            # "nonattacking, nonblocking"
                if d.f["combat"] != "nonattacking" or word != "blocking":
                    p.fail()
                d.f["combat"] = NOT_IN_COMBAT
            else:
                d.f["combat"] = "non" + word               # CR 506.4
            p.mark(C_NONATTACKING)
        elif word in ("basic", "legendary", "snow"):
            d.add("not_supertypes", SUPERTYPE_WORDS[word])
        elif word == "token":
            d.f["token"] = False
        elif word in SUBTYPE_WORDS and tok.text[4 if key.startswith("non-") else 3:][:1].isupper():
            d.add("not_subtypes", SUBTYPE_WORDS[word])
        elif word == "outlaw":                             # "non-outlaw" (CR 700.12)
            for subtype in OUTLAW_TYPES:
                d.add("not_subtypes", subtype)
            p.mark(C_OUTLAW)
        else:
            return False
    else:
        return False
    p.i += 1
    return True


C_UNBLOCKED_CREATURE = construct("phrase.unblocked_creature", "unblocked creature(s): "
                                 "attacking creatures no creature was declared to block, "
                                 "once blockers are declared (CR 509.1h)")
C_UNBLOCKED = construct("phrase.unblocked_attacking", "unblocked attacking creature(s): "
                       "attacking, blockers declared, and none blocking it or an effect made "
                       "it blocked (CR 509.1h)")


C_BLOCKED = construct("phrase.blocked_creature", "blocked creature(s) / blocking or blocked "
                     "creature: an attacking creature that became blocked, even if its "
                     "blockers have left combat (CR 509.1h, 506.4)")


C_PT = construct("phrase.pt_creature", "a 1/1 creature: a creature with that power and that "
                 "toughness (CR 208.1)")


def _pt_adjective(p: Parser, d: _Desc) -> bool:
    """"1/1 creature" (CR 208.1): power 1 and toughness 1; only before "creature"."""
    tok = p.token()
    if tok.key[0] in "+-" or p.peek(1) not in ("creature", "creatures"):
        return False
    power, toughness = _pt_numbers(p, tok.key)
    d.f["compare"] = (("power", "==", power), ("toughness", "==", toughness))
    p.i += 1
    p.mark(C_PT)
    return True


def _head(p: Parser, d: _Desc) -> bool:
    """A noun: a card type, a subtype, "permanent", "spell"; type adjectives before it."""
    tok = p.token()
    if tok is None or tok.kind != "word":
        return False
    key = tok.key
    if key in TYPE_NOUNS:
        nxt = p.peek(1)
        if nxt in TYPE_NOUNS and not key.endswith("s"):          # "artifact creature"
            d.add("all_types", TYPE_NOUNS[key])
            p.i += 1
            return _head(p, d)
        if nxt in ("card", "cards"):                               # "creature card"
            d.add("types", TYPE_NOUNS[key])
            d.card = True
            d.plural = nxt == "cards"
            p.i += 2
            d.head = True
            return True
        if nxt in ("spell", "spells"):                             # "instant spell"
            d.add("types", TYPE_NOUNS[key])
            d.f["spell"] = True
            d.plural = nxt == "spells"
            p.i += 2
            return True
        d.add("types", TYPE_NOUNS[key])
        d.plural = key in PLURAL_NOUNS
    elif key in ("card", "cards"):
        d.card = True
        d.plural = key == "cards"
    elif key in ("token", "tokens") and not d.f.get("token") and not d.f.get("types") \
            and not d.f.get("subtypes"):
        d.plural = key == "tokens"                    # "a token you control" (CR 111.1)
        d.f["token"] = True
    elif key in ("permanent", "permanents") and p.peek(1) in ("card", "cards"):
        for kind in PERMANENT_TYPES:                    # "permanent card" (CR 110.4b)
            d.add("types", kind)
        d.card, d.plural = True, p.peek(1) == "cards"
        p.i += 1
    elif key in ("permanent", "permanents") and p.peek(1) in ("spell", "spells") \
            and not d.f.get("types"):
        for kind in PERMANENT_TYPES:                    # "permanent spell" (CR 110.4b)
            d.add("types", kind)
        d.f["spell"], d.plural = True, p.peek(1) == "spells"
        p.i += 1
        p.mark(C_PERMANENT_SPELL)
    elif key in ("permanent", "permanents"):
        d.plural = key == "permanents"
        if d.f.get("spell"):
            d.f["permanent"] = True                               # "spell or permanent"
    elif key in ("spell", "spells"):
        if d.head and not d.f.get("types") and not d.f.get("subtypes"):
            d.f["permanent"] = True                               # "permanent or spell"
        d.f["spell"] = True
        d.plural = key == "spells"
    elif key in ("outlaw", "outlaws"):                   # CR 700.12
        for subtype in OUTLAW_TYPES:
            d.add("subtypes", subtype)
        p.mark(C_OUTLAW)
        if p.peek(1) in TYPE_NOUNS or p.peek(1) in ("permanent", "permanents", "spell",
                                                    "spells", "card", "cards"):
            p.i += 1                                               # "outlaw creature"
            return _head(p, d)
        d.plural = key == "outlaws"
    elif key in SUBTYPE_WORDS and tok.text[:1].isupper():
        subtype = SUBTYPE_WORDS[key]
        d.add("subtypes", subtype)
        nxt = p.peek(1)
        if nxt in TYPE_NOUNS or nxt in ("permanent", "permanents", "spell", "spells", "card",
                                        "cards"):
            p.i += 1                                               # "Goblin creature"
            return _head(p, d)
        d.plural = key != subtype.lower() or subtype in ("Merfolk", "Kithkin", "Sheep",
                                                         "Fish", "Plains", "Moonfolk")
    else:
        return False
    p.i += 1
    d.head = True
    return True


def _heads(p: Parser, d: _Desc) -> int:
    """One noun or an "or" list of nouns: "artifact or enchantment", "instant or sorcery
    spell", "artifact, creature, or land"; returns how many nouns."""
    kinds = [_head_kind(p, d)]
    own: dict[str, str] = {}                 # a later noun's own "nonbasic" (`_listed_noun`)
    while True:
        if p.at(",") and p.peek(1) != "or" and p.token(1) is not None and (
                p.peek(1) in TYPE_NOUNS or p.peek(1) in ("permanent", "spell")
                or kinds[-1] == "subtype" and p.peek(1) in SUBTYPE_WORDS
                and p.token(1).text[:1].isupper()) and p.peek(2) in (
                ",", "or", "and"):          # "Plains, Island, or Swamp", not "spell, creatures"
            p.i += 1
        elif p.accept(",", "or") or p.accept("or") or p.accept("and", "/", "or") or p.accept(
                ",", "and", "/", "or"):                       # "artifacts, creatures, and/or"
            if p.accept("other"):                # "creatures and/or other planeswalkers"
                kinds.append(_head_kind(p, d))
                _other_last(p, d, kinds)
                return len(kinds)
            kinds.append(_listed_noun(p, d, own))
            continue
        else:
            if own:
                _own_supertypes(p, d, kinds, own)
                return len(kinds)
            # "artifact or enchantment", "Elf or Warrior", "Elf or Warrior creature" are
            # one test; "creature or Vehicle" (a type OR a subtype) is `targeting.either`.
            if set(kinds) == {"type", "subtype"} and not d.f.get("all_types"):
                targeting.either(d.f)
            elif kinds == ["other", "type"] and set(d.f) == {"spell", "types"} and not d.card:
                _spell_or_type(p, d)                          # "spell or creature"
            elif len(set(kinds[:-1])) > 1 or len(kinds) > 1 and kinds[0] != kinds[-1] and (
                    kinds[0], kinds[-1]) != ("subtype", "both"):
                p.fail()
            return len(kinds)
        kinds.append(_head_kind(p, d))


C_SPELL_OR_TYPE = construct("phrase.spell_or_type", "target spell or <type> (\"target spell "
                            "or creature\"): any spell on the stack, or a permanent of that "
                            "type (CR 115.1, 601.2c)")


def _spell_or_type(p: Parser, d: _Desc) -> None:
    """"spell or creature": either of two filters (`ObjectFilter.any_of`), the spell's
    for an object on the stack, the type's for a permanent (`layers.matches`)."""
    d.f["any_of"] = (ObjectFilter(spell=True), ObjectFilter(types=d.f.pop("types")))
    d.f["permanent"] = True
    p.mark(C_SPELL_OR_TYPE)


C_OWN_SUPERTYPE = construct("phrase.listed_nonbasic", "<type>, <type>, or nonbasic <type> "
                            "(\"target artifact, enchantment, or nonbasic land\"): only the "
                            "noun after \"nonbasic\" / \"nonlegendary\" / \"nonsnow\" must "
                            "lack that supertype (CR 205.4a, 115.1)")
_NON_SUPERTYPES = {"nonbasic": "Basic", "nonlegendary": "Legendary", "nonsnow": "Snow"}


def _listed_noun(p: Parser, d: _Desc, own: dict[str, str]) -> str:
    """A noun after "or" or a comma in a list; "nonbasic land" there is that noun's own
    test, kept in `own` (card type -> the supertype it must not have)."""
    word = p.peek()
    if word not in _NON_SUPERTYPES or p.peek(1) not in TYPE_NOUNS:
        return _head_kind(p, d)
    p.i += 1
    kind = _head_kind(p, d)
    if kind != "type" or len(d.last) != 1:
        p.fail()                                   # a type said twice, "nonbasic Forest"
    own[next(iter(d.last))] = _NON_SUPERTYPES[word]
    return kind


def _own_supertypes(p: Parser, d: _Desc, kinds: list[str], own: dict[str, str]) -> None:
    """"artifact, enchantment, or nonbasic land": one filter for each noun (`any_of`), the
    land's without the Basic supertype."""
    if set(kinds) != {"type"} or "any_of" in d.f or d.card or d.f.get("spell") \
            or d.f.get("all_types"):
        p.fail()              # "artifact creature or nonbasic land": whose is "artifact"?
    types = d.f.pop("types")
    d.f["any_of"] = tuple(ObjectFilter(types=frozenset({t}), not_supertypes=frozenset(
        {own[t]}) if t in own else frozenset()) for t in sorted(types))
    p.mark(C_OWN_SUPERTYPE)


C_OTHER_LAST = construct("phrase.other_last_noun", "<type>s and/or other <type>s (\"target "
                        "creatures and/or other planeswalkers\"): objects of the first types, "
                        "or of the last type but not the source itself (CR 109.1, 115.1)")


def _other_last(p: Parser, d: _Desc, kinds: list[str]) -> None:
    """The last noun of an "or" list after "other": only it excludes the source; the
    description becomes either of two filters (`ObjectFilter.any_of`, `other` on the
    last). Only plain card types are read."""
    last = d.last
    if set(kinds) != {"type"} or set(d.f) != {"types"} or not last:
        p.fail()
    first = d.f.pop("types") - last
    d.f["any_of"] = (ObjectFilter(types=first), ObjectFilter(types=last, other=True))
    p.mark(C_OTHER_LAST)


def _head_kind(p: Parser, d: _Desc) -> str:
    """Read one noun (see `_head`); what it added: "type", "subtype", "both" or "other"."""
    types, subtypes = d.f.get("types"), d.f.get("subtypes")
    if not _head(p, d):
        p.fail()
    new_type, new_sub = d.f.get("types") != types, d.f.get("subtypes") != subtypes
    d.last = d.f.get("types", frozenset()) - (types or frozenset())
    return "both" if new_type and new_sub else "type" if new_type else \
        "subtype" if new_sub else "other"


_EITHER_CONTROLS = ("that", "player", "or", "that", "planeswalker", "'s", "controller",
                    "controls")                  # `eventrefs.player_or_controller`


def _postmodifiers(p: Parser, d: _Desc) -> None:
    while True:
        if p.accept("you", "control"):
            _set(p, d, "controller", "you")
        elif p.accept("your", "team", "controls"):
            _set(p, d, "controller", YOUR_TEAM)               # CR 102.4
            p.mark(C_YOUR_TEAM)
        elif p.at("the", "chosen", "player") and choices.chosen_player_controls(p):
            _set(p, d, "controller", CHOSEN_PLAYER)           # CR 607.2d
        elif p.scope.chosen_that and p.accept("that", "player", "controls"):
            _set(p, d, "controller", CHOSEN_PLAYER)           # the one just chosen
        elif p.accept("you", "don't", "control"):
            _set(p, d, "controller", NOT_YOURS)               # a teammate's too (102.3)
        elif p.accept("an", "opponent", "controls") or p.accept("your", "opponents", "control"):
            _set(p, d, "controller", "opponent")
        elif p.at("each", "opponent", "controls") and p.keys[p.i - 2:p.i - 1] == ["each"]:
            p.i += 3                                  # "each creature each opponent controls"
            _set(p, d, "controller", "opponent")      # (CR 102.2, 109.4)
            p.mark(C_EACH_OPPONENT_CONTROLS)
        elif (p.at_any(("target", "that", "defending")) and p.peek(2) == "controls" or p.at(
                "they", "control") or p.at("that", "player", "or", "that") or p.at(
                "its", "controller", "controls")) and (
                marker := p.attempt(targeting.player_controls)) is not None:
            _set(p, d, "controller", marker)   # "target player" / "that player" / "they"
        elif p.at("token") or p.at("tokens"):
            d.plural = p.next().key == "tokens"
            d.f["token"] = True
        elif p.at("named") and "name" not in d.f and (name := choices.named(p)):
            d.f["name"] = name                                # CR 201.2
        elif (p.scope.choices or p.card.choices) and (
                chosen := choices.chosen_postmodifier(p, d.f)):
            _set(p, d, "chosen", chosen)                  # "of the chosen type" (608.2d)
        elif p.at("with") or p.at("without"):
            if not _with(p, d):
                return
        elif d.f.get("spell") and p.at("that", "has") and p.peek(2) in FILTER_KEYWORDS:
            p.i += 2                                  # "a spell that has flash": as "with"
            d.add("keywords", p.next().key)           # (CR 702.8a)
            p.mark(C_SPELL_THAT_HAS)
        elif p.accept("that", "'s", "one", "or", "more", "colors") or p.accept(
                "that", "are", "one", "or", "more", "colors"):
            _set(p, d, "colors", frozenset(COLOR_WORDS.values()))     # CR 105.2
            p.mark(C_COLORED)
        elif p.at("that", "'s") and (found := p.attempt(_thats_a, d)) is not None:
            _set(p, d, "subtypes", found)
        elif p.at("that", "'s") and p.peek(2) in COLOR_WORDS and "colors" not in d.f and (
                found := p.attempt(_thats_colors)) is not None:
            _set(p, d, "colors", found)                   # CR 105.2
        elif p.accept("other", "than", "a", "basic", "land", "card"):
            _set(p, d, "not_supertypes", frozenset({"Basic"}))     # CR 205.4c (Extirpate)
            p.mark(C_NOT_BASIC_LAND)
        elif not d.card and d.f.get("types") == frozenset({"Creature"}) and \
                p.scope.kind in ("spell", "activated", "triggered") and (
                p.accept("that", "'s", "attacking", "you") or p.accept("attacking", "you")):
            _set(p, d, "combat", ATTACKING_YOU)    # CR 506.2, 508.1b
            p.mark(C_ATTACKING_YOU)
        elif not d.card and d.f.get("types") == frozenset({"Creature"}) and (
                relation := _source_combat(p)):
            _set(p, d, "combat", relation)               # CR 506.4, 509.1a
        elif not d.card and d.f.get("subtypes") == frozenset({"Aura"}) and \
                p.scope.kind in ("spell", "activated", "triggered") and \
                "attached_to" not in d.f and p.at("attached", "to") and \
                p.peek(2) in ("a", "an") and (host := p.attempt(_aura_host)) is not None:
            _set(p, d, "attached_to", host)           # CR 303.4
        elif not d.card and p.accept("that", "entered", "this", "turn"):
            _set(p, d, "this_turn", "entered")        # this object, from the turn's record
            p.mark(C_ENTERED)                         # (CR 400.7, 403.3)
        elif not d.card and d.f.get("types") == frozenset({"Creature"}) and \
                p.scope.kind in ("spell", "activated", "triggered") and (
                p.at("that", "blocked", "this", "turn") or p.at(
                    "that", "attacked", "or", "blocked", "this", "turn")):
            blocked = p.peek(1) == "blocked"          # declared as a blocker / an attacker
            p.i += 4 if blocked else 6                # or a blocker this turn (CR 508.1,
            _set(p, d, "this_turn", BLOCKED_THIS_TURN if blocked else ATTACKED_OR_BLOCKED)
            p.mark(C_BLOCKED_THIS_TURN)               # 509.1)
        else:
            return


C_BLOCKED_THIS_TURN = construct("phrase.blocked_this_turn", "<creature> that blocked / that "
                                "attacked or blocked this turn: declared as a blocker (or an "
                                "attacker) in a combat of this turn, this object (CR 509.1, "
                                "508.1, 400.7)")
C_EACH_OPPONENT_CONTROLS = construct("phrase.each_opponent_controls", "each <permanent> each "
                                     "opponent controls: every one any opponent controls (CR "
                                     "102.2, 109.4)")
C_NONATTACKING = construct("phrase.nonattacking", "nonattacking / nonblocking / nonattacking, "
                           "nonblocking <creature>: not attacking, not blocking (CR 506.4)")
C_ATTACKING_YOU = construct("phrase.attacking_you", "<creature> that's attacking you / "
                            "attacking you: attacking that player, not a planeswalker or "
                            "battle (CR 506.2, 508.1b)")
C_SPELL_THAT_HAS = construct("phrase.spell_that_has", "a spell that has <keyword>: one with "
                             "that keyword, as \"a spell with <keyword>\" (CR 702.1)")
C_PERMANENT_SPELL = construct("phrase.permanent_spell", "permanent spell: an artifact, battle, "
                              "creature, enchantment or planeswalker spell (CR 110.4b)")
C_NOT_BASIC_LAND = construct("phrase.other_than_basic_land", "<card> other than a basic land "
                             "card: a card without the basic supertype (CR 205.4c)")
C_COLORED = construct("phrase.one_or_more_colors", "<permanent> that's / <permanents> that are "
                      "one or more colors: any of the five colors, not colorless (CR 105.2)")
C_SOURCE_COMBAT = construct("phrase.blocking_source", "<creature> blocking this creature / "
                            "it's blocking / blocking or blocked by this creature: a relation "
                            "to the ability's source in combat (CR 506.4, 509.1a)")


C_AURA_HOST = construct("phrase.aura_attached_to", "Aura attached to a <permanent>: an Aura "
                        "whose enchanted permanent is one (CR 303.4), a status of targets "
                        "and effects")


def _aura_host(p: Parser) -> ObjectFilter:
    """"attached to a creature [you control]", "attached to a land": what the Aura enchants."""
    p.expect("attached", "to")
    p.i += 1                                          # "a" / "an"
    host, plural = permanent_description(p)
    if plural or host.other or status_in(host) or host.attached_to is not None:
        p.fail()
    p.mark(C_AURA_HOST)
    return host


def _source_it(p: Parser) -> bool:
    """"this creature", its name, or "it" meaning this object."""
    return self_ref(p) or (p.scope.it == "self" and p.accept("it"))


def _source_combat(p: Parser) -> str:
    """"blocking this creature", "blocking it", "it's blocking", "blocked by this creature",
    "blocking or blocked by this creature" after a creature noun: the `ObjectFilter.combat`
    relation, or ""."""
    start = p.i
    if p.scope.it == "self" and (p.accept("it", "'s", "blocking")
                                 or p.accept("it", "is", "blocking")):
        relation = BLOCKED_BY_SOURCE
    elif p.accept("blocking", "or", "blocked", "by") and _source_it(p):
        relation = BLOCKING_OR_BLOCKED_BY_SOURCE
    elif p.i == start and p.accept("blocked", "by") and _source_it(p):
        relation = BLOCKED_BY_SOURCE
    elif p.i == start and p.accept("blocking") and _source_it(p):
        relation = BLOCKING_SOURCE
    else:
        p.i = start
        return ""
    p.mark(C_SOURCE_COMBAT)
    return relation


C_ENTERED = construct("phrase.entered_this_turn", "<permanents> that entered this turn: "
                      "each a new object that entered the battlefield this turn, a status "
                      "(CR 400.7, 403.3)")
C_THATS_A = construct("phrase.thats_a", "<creature> that's a <creature type> [or a <creature "
                      "type>]: a creature with either subtype (CR 205.3)")


C_THATS_COLORS = construct("phrase.thats_colors", "<object> that's white, blue, black, or red / "
                           "red or green: of any of those colors (CR 105.2)")


def _thats_colors(p: Parser) -> frozenset[str]:
    """"that's red or green", "that's white, blue, black, or red": any of those colors
    ("and" would mean all of them: not read)."""
    p.expect("that", "'s")
    found = set()
    while True:
        color = COLOR_WORDS.get(p.next().key)
        if color is None:
            p.fail()
        found.add(color)
        if p.accept("or"):
            break
        if not p.accept(","):
            p.fail()
        if p.accept("or"):
            break
    color = COLOR_WORDS.get(p.next().key)
    if color is None or len(found) + 1 < 2 or p.at("and"):
        p.fail()
    p.mark(C_THATS_COLORS)
    return frozenset(found | {color})


def _thats_a(p: Parser, d: _Desc) -> frozenset[str]:
    """"creature you control that's a Wolf or a Werewolf": of those creature types."""
    if d.f.get("types") != frozenset({"Creature"}) or d.plural or "subtypes" in d.f:
        p.fail()
    p.expect("that", "'s")
    found = set()
    while True:
        if not (p.accept("a") or p.accept("an")) and not found:
            p.fail()                      # "a Fungus or Saproling": one article for both
        tok = p.next()
        subtype = SUBTYPE_WORDS.get(tok.key)
        if subtype not in vocabulary.CREATURE_TYPES or tok.key != subtype.lower() or \
                not tok.text[:1].isupper():
            p.fail()
        found.add(subtype)
        if not p.accept("or"):
            break
    p.mark(C_THATS_A)
    return frozenset(found)


def _set(p: Parser, d: _Desc, key: str, value: Any) -> None:
    if key in d.f:
        p.fail()
    d.f[key] = value


def _filter_keyword(p: Parser, words: str) -> bool:
    """Is `words` a keyword a description may require ("with flying", "with infect")?"""
    if words in CARD_KEYWORDS or (words == "flashback" and _not_in_graveyard(p)):
        p.mark(C_CARD_KEYWORD)
        return True
    return words in FILTER_KEYWORDS


def _not_in_graveyard(p: Parser) -> bool:
    """"search your library for a card with flashback", "cards with flashback you own in
    exile": cards no effect grants flashback to (only cards in a graveyard, CR 702.34a)."""
    before = p.keys[p.sentence:p.i]
    if any(before[k:k + 2] == ["library", "for"] for k in range(len(before))):
        return True
    after = p.keys[p.i:p.i + 6]
    return after[:4] in (["you", "own", "in", "exile"], ["you", "own", "from", "exile"])


def _one_more_keyword(p: Parser, d: _Desc, field: str = "not_keywords") -> bool:
    """", double strike" / ", or vigilance" after "without first strike": a creature
    without any of them; False (nothing read) if no keyword follows."""
    start = p.i
    if not (p.accept(",", "or") or p.accept(",") or p.accept("or")):
        return False
    words: list[str] = []
    while p.token() is not None and p.token().kind == "word" and len(words) < 2:
        words.append(p.next().key)
        if _filter_keyword(p, " ".join(words)):
            d.add(field, " ".join(words))
            return True
    p.i = start
    return False


def _with(p: Parser, d: _Desc) -> bool:
    """"with flying", "without flying", "with power 2 or less", "with mana value 3 or
    greater"; False (nothing read) if what follows isn't one of those."""
    start = p.i
    negative = p.next().key == "without"
    words = []
    while p.token() is not None and p.token().kind == "word" and len(words) < 2:
        words.append(p.next().key)
        if _filter_keyword(p, " ".join(words)):
            d.add("not_keywords" if negative else "keywords", " ".join(words))
            while negative and _one_more_keyword(p, d):
                pass
            if not negative and p.at("or") and _one_more_keyword(p, d, "keywords"):
                p.mark(C_KEYWORD_OR)             # "with flashback or disturb": either
            return True
    p.i = start + 1
    counter = targeting.with_counter(p)          # "with[out] a +1/+1 counter on it"
    if counter and not (negative and counter == "any"):
        _set(p, d, "counter", counter)
        if negative:
            _set(p, d, "counter_absent", True)   # CR 122.1
        return True
    if negative:
        p.i = start
        return False
    if p.accept("a", "basic", "land", "type"):   # CR 205.3i: any of the five
        if d.f.get("types") != frozenset({"Land"}) or "subtypes" in d.f:
            p.fail()
        _set(p, d, "subtypes", frozenset(BASIC_LAND_MANA))
        p.mark(C_BASIC_LAND_TYPE)
        return True
    if p.accept("a", "single", "target"):         # "spell with a single target" (115.7)
        if not (d.f.get("spell") or d.f.get("abilities")):
            p.fail()
        _set(p, d, "single_target", True)
        return True
    if p.accept("{X}", "in", "its", "mana", "cost") or p.accept(
            "{X}", "in", "their", "mana", "costs"):
        _set(p, d, "x_cost", True)                # "with {X} in its mana cost" (CR 107.3)
        p.mark(C_X_COST)
        return True
    if p.accept("mana", "cost"):                  # "with mana cost {0} or {1}" (CR 202.1)
        _set(p, d, "mana_costs", _mana_costs(p))
        return True
    what = None
    if p.accept("total", "power", "and", "toughness"):
        what = "total_power_toughness"            # CR 208.1 (Cut Down)
        p.mark(C_TOTAL_PT)
    elif p.accept("power", "or", "toughness"):
        return _power_or_toughness(p, d)
    elif p.accept("power"):
        what = "power"
    elif p.accept("toughness"):
        what = "toughness"
        if p.accept("greater", "than", "its", "power") or p.accept(
                "greater", "than", "their", "power"):
            d.f["compare"] = d.f.get("compare", ()) + (("toughness", ">", ITS_POWER),)
            p.mark(C_TOUGHER)
            return True
    elif p.accept("mana", "value"):
        what = "mana_value"
    if what is None:
        p.i = start
        return False
    bound = targeting.counted_bound(p) or targeting.where_x_bound(p)   # "... the number of"
    if bound is not None:
        d.f["compare"] = d.f.get("compare", ()) + ((what, bound[0], bound[1]),)
        return True
    n = targeting.spell_x(p) or number(p)         # "with power X or less": the spell's X
    if isinstance(n, int) and p.at(",") and (last := p.attempt(_number_run, n)) is not None:
        d.f["compare"] = d.f.get("compare", ()) + ((what, ">=", n), (what, "<=", last))
        return True                               # "with mana value 4, 5, or 6"
    op = or_more_less(p) or ("==" if what == "mana_value" else None)   # "with mana
    if op is None:                                               # value X": exactly
        p.fail()
    d.f["compare"] = d.f.get("compare", ()) + ((what, op, n),)
    return True


C_NUMBER_RUN = construct("phrase.number_run", "with mana value / power 4, 5, or 6: one of "
                         "those numbers, a run of them (CR 202.3, 208.1)")


def _number_run(p: Parser, first: int) -> int:
    """", 5, or 6" after "with mana value 4": each number one more than the one before;
    the last of them."""
    last = first
    while True:
        p.expect(",")
        done = p.accept("or")
        n = number(p)
        if n != last + 1:
            p.fail()
        last = n
        if done:
            p.mark(C_NUMBER_RUN)
            return last


C_TOUGHER = construct("phrase.toughness_greater_than_power", "<creatures> with toughness "
                     "greater than its/their power: each one's own (CR 208.1)")


C_POWER_OR_TOUGHNESS = construct("phrase.power_or_toughness", "<creature> with power or "
                                 "toughness N or less / N or greater: either one will do "
                                 "(CR 208.1)")


def _power_or_toughness(p: Parser, d: _Desc) -> bool:
    """"with power or toughness 1 or less" (Warping Wail): one of the two in range."""
    n = number(p)
    op = or_more_less(p)
    if not isinstance(n, int) or op is None:
        p.fail()
    _set(p, d, "any_of", tuple(ObjectFilter(compare=((what, op, n),))
                               for what in ("power", "toughness")))
    p.mark(C_POWER_OR_TOUGHNESS)
    return True


C_BASIC_LAND_TYPE = construct("phrase.with_basic_land_type", "land card with a basic land "
                              "type: a Plains, Island, Swamp, Mountain or Forest, basic or not "
                              "(CR 205.3i)")
C_MANA_COST = construct("phrase.with_mana_cost", "<card> with mana cost {0} or {1}: its mana "
                       "cost is exactly one of these; a card with no mana cost has none "
                       "(CR 202.1, 202.1b)")


C_X_COST = construct("phrase.with_x_in_cost", "<spell / card> with {X} in its mana cost: its "
                     "mana cost has an {X} (CR 107.3, 202.1)")


def _mana_costs(p: Parser) -> frozenset[str]:
    """"{0} or {1}", "{1}{W}": mana costs as their symbols, each one or more mana symbols."""
    found = []
    while True:
        cost = ""
        while p.token() is not None and p.token().kind == "sym" and p.token().text not in (
                "{T}", "{Q}", "{E}"):
            cost += p.next().text
        if not cost:
            p.fail()
        found.append(cost)
        if not p.accept("or"):
            break
    p.mark(C_MANA_COST)
    return frozenset(found)


def with_suffix(p: Parser, flt: ObjectFilter) -> ObjectFilter:
    """A later "with mana value 3 or less" / "with power 2 or less" on a description read
    before ("a nonland card from it with mana value 3 or less"): `flt` with that bound."""
    d = _Desc()
    if not p.at("with") or not _with(p, d) or set(d.f) != {"compare"}:
        p.fail()
    if any(n == "X" or type(n) is tuple for _, _, n in d.f["compare"]):
        p.fail()
    return replace(flt, compare=flt.compare + d.f["compare"], more=None)


def description(p: Parser, cards: bool = False, x_ok: bool = False
                ) -> tuple[ObjectFilter, bool]:
    """An object description and whether it is plural ("creatures"); with `cards`, a
    description of cards ("nonland card"), which only then is read; with `x_ok`, one
    that may compare with the spell's X (a target's, `targets.with_x`)."""
    d = _Desc()
    start = p.i
    while True:
        if not _adjective(p, d):
            break
        if p.at(",") and p.token(1) is not None and p.token(1).key.startswith("non"):
            p.i += 1                                     # "nonartifact, nonblack creature"
    nouns = _heads(p, d)
    if d.plural and start and p.keys[start - 1] in ("a", "an", "another") and \
            targeting.invariant(p, start):
        d.plural = False                         # "a Merfolk", "another Kithkin": one
        p.mark(C_ONE_INVARIANT)
    if d.card != cards:
        p.fail()
    _postmodifiers(p, d)
    if nouns > 1 and (d.f.get("keywords") or d.f.get("not_keywords") or any(
            what != "mana_value" for what, _, _ in d.f.get("compare", ()))) \
            and not targeting.creature_last(d):
        # "artifact or creature with flying": which noun has it? (a gap, but for a last
        # "creature"). Every permanent has a mana value: "creature or planeswalker with
        # mana value 2 or less" is both.
        p.fail()
    flt = d.build()
    if not x_ok and any(n == "X" or type(n) is tuple for _, _, n in flt.compare):
        p.fail()                                  # (a counted bound: targets only)
    p.mark(C_FILTER)
    if status_in(flt):
        p.mark(C_STATUS)
    return flt, d.plural


def status_in(flt: ObjectFilter) -> bool:
    """Does the filter test statuses, which only targets and effects check (not triggers
    or static abilities)?"""
    return flt.tapped is not None or bool(flt.combat) or flt.token is not None or \
        bool(flt.this_turn) or bool(flt.counter) or flt.attached_to is not None


def description_before(p: Parser, *words: str) -> tuple[ObjectFilter, bool]:
    """"<permanents> they control", "<permanents> you already control": the description
    before the first `words`, read whole, and whether it is plural; the parser moves past
    the words."""
    from tolaria.cards.oracle.parser import Parser as Sub
    n = len(words)
    end = next((k for k in range(p.i, p.n - n + 1) if tuple(p.keys[k:k + n]) == words), None)
    if end is None:
        p.fail()
    sub = Sub(p.tokens[p.i:end], p.card, p.scope, p.line)
    flt, plural = permanent_description(sub)
    sub.end()
    p.used += sub.used
    p.i = end + n
    return flt, plural


def permanent_description(p: Parser) -> tuple[ObjectFilter, bool]:
    """A description of permanents (no spells)."""
    flt, plural = description(p)
    if flt.spell:
        p.fail()
    return flt, plural


# -- targets -------------------------------------------------------------------------------

def target(p: Parser, plural: bool = False, other: bool = False,
           start: int | None = None) -> int:
    """A target phrase (CR 115.1); adds it to the ability and returns its index.
    "up to two target creatures" and other counted phrases: see `targeting`; they read
    the rest of the phrase here (`plural` noun, "other", from `start`)."""
    if start is None:
        start = p.i
        if p.accept("any", "target"):
            p.mark(C_TARGET)
            if p.at("that", "was", "dealt", "damage", "this", "turn"):
                return p.add_target(targeting.damaged_any_target(p, ANY_TARGET))
            if p.at("of", "an", "opponent", "'s", "choice"):
                return p.add_target(targeting.opponents_choice(p, ANY_TARGET))
            return p.add_target(ANY_TARGET)
        if p.at("any", "other", "target"):
            return targeting.any_other_target(p)
        if targeting.counted_lead(p):
            return targeting.counted_target(p)
    another = other or p.accept("another")
    p.expect("target")
    spec = targeting.plural_players(p) if plural else None
    if spec is not None:
        pass                                  # "up to two target players"
    elif p.accept("player", "or", "planeswalker"):
        spec = TargetSpec(players="any", objects=ObjectFilter(
            types=frozenset({"Planeswalker"})), text="target player or planeswalker")
    elif p.at("creature", "or", "player"):
        spec = targeting.creature_or_player(p)
    elif p.accept("opponent", "or", "planeswalker"):
        spec = TargetSpec(players="opponent", objects=ObjectFilter(
            types=frozenset({"Planeswalker"})), text="target opponent or planeswalker")
    elif p.accept("player"):
        spec = TargetSpec(players="any", text="target player")
    elif p.accept("opponent"):
        spec = TargetSpec(players="opponent", text="target opponent")
    elif not another and not plural and p.at_any(targeting.ABILITY_LEADS) and (
            found := p.attempt(targeting.stack_abilities, start)) is not None:
        spec = found                          # "target activated or triggered ability"
    elif (not another or p.scope.kind in ("triggered", "activated") and not any(
            t.objects is not None for t in p.scope.targets)) and p.attempt(
                _graveyard_card, start, plural) is not None:
        spec = p.scope.targets.pop()          # "another target creature card from your
        if another:                           # graveyard": not this card (CR 400.7)
            spec = replace(spec, objects=replace(spec.objects, other=True))
    elif not another and not plural and (found := p.attempt(_status_list, start)) is not None:
        spec = found                          # "target enchantment, tapped artifact, or
    elif not another and not plural and (found := p.attempt(_either_whole, start)) is not None:
        spec = found                          # "target land or nonblack creature"
    else:                                     # tapped creature"
        flt, is_plural = description(p, x_ok=True)
        if is_plural != plural and not (is_plural and targeting.invariant(p, start)):
            p.fail()                                  # ("target Merfolk": one of them)
        flt = targeting.after_description(p, flt)    # "that player controls"...
        if not flt.spell and not flt.zone and p.accept("you", "own"):
            p.mark(C_OWNED)                            # "target permanent you own"
            flt = replace(flt, owned=True)
        controlled_by = targeting.controlled_by_target(p, flt)
        if flt.spell and another:
            p.fail()              # (a spell's controller: "target spell you control")
        distinct = False
        if another:
            # "another target creature": in a spell, not the one chosen for its earlier
            # target (CR 115.3); in a permanent's ability with no earlier target, not this
            # permanent. A permanent's ability with both readings open is a gap.
            earlier = any(t.objects is not None for t in p.scope.targets)
            if (p.scope.kind == "spell") != earlier and not (earlier and _not_its_type(p, flt)):
                p.fail()
            distinct = earlier
            if p.scope.kind != "spell":
                flt = replace(flt, other=True)
        text = p.text_from(start)
        spec = TargetSpec(objects=flt, text=text[:1].lower() + text[1:], distinct=distinct,
                          controlled_by=controlled_by)
    if another and spec.objects is None:
        p.fail()
    p.mark(C_TARGET)
    return p.add_target(spec)


C_STATUS_LIST = construct("target.status_list", "target <type>, tapped <type>, or tapped "
                          "<type>: a permanent of one of the types, with the status said for "
                          "that type (CR 110.5, 115.1)")


def _status_list(p: Parser, start: int) -> TargetSpec:
    """"enchantment, tapped artifact, or tapped creature" (Nahiri, the Harbinger): each
    type with its own status; read only when some, not all, have "tapped"."""
    kinds: list[ObjectFilter] = []
    while True:
        tapped = p.accept("tapped")
        noun = p.peek()
        p.i += 1
        if noun not in TYPE_NOUNS or noun in PLURAL_NOUNS or TYPE_NOUNS[noun] not in \
                PERMANENT_TYPES:
            p.fail()
        kinds.append(ObjectFilter(types=frozenset({TYPE_NOUNS[noun]}),
                                  tapped=True if tapped else None))
        if not (p.accept(",", "or") or p.accept(",") or p.accept("or")):
            break
    statuses = {k.tapped for k in kinds}
    if len(kinds) < 2 or statuses != {True, None} or not (p.at(".") or p.at(",")):
        p.fail()
    p.mark(C_STATUS_LIST)
    text = p.text_from(start)
    return TargetSpec(objects=ObjectFilter(any_of=tuple(kinds)),
                      text=text[:1].lower() + text[1:])


C_EITHER_WHOLE = construct("target.either_whole", "target <description> or <description> "
                           "(\"target land or nonblack creature\", \"target artifact creature "
                           "or black creature\"): a permanent matching either, each read "
                           "whole (CR 115.1, 205.2)")


# What each description of "target <description> or <description>" may test: the tests
# `ObjectFilter.any_of` makes of each alternative.
_EITHER_TESTS = ("types", "subtypes", "supertypes", "not_supertypes", "not_types",
                 "not_colors", "colors", "colorless", "multicolored", "monocolored",
                 "all_types", "compare", "keywords", "not_keywords")


def _either_whole(p: Parser, start: int) -> TargetSpec:
    """"land or nonblack creature" (Befoul), "multicolored creature or multicolored
    enchantment", "creature, Vehicle, or nonbasic land": whole descriptions, each with its
    own words; read only when the phrase isn't one description, up to the end of the
    sentence."""
    at = p.i
    if p.attempt(description) is not None and p.at("."):
        p.fail()                              # one description: `description` reads it
    p.i = at
    end = p.keys.index(".", at) if "." in p.keys[at:] else p.n
    words = p.keys[at:end]
    if words.count("or") != 1 or any(w in ("and", "/", "less", "greater", "more")
                                     for w in words):
        p.fail()
    if "with" in words and "with" not in words[:words.index("or")] and words.count(
            "with") == 1:
        p.fail()                # "creature or artifact with flying": whose "with"? (a gap)
    cuts = [at + j for j, w in enumerate(words) if w in (",", "or")]
    if words.count(",") and words[words.index("or") - 1] != ",":
        p.fail()                              # "A, B or C": not a plain list
    kinds = []
    for first, last in zip([at] + [c + 1 for c in cuts], cuts + [end], strict=True):
        if first == last:
            continue                          # ", or"
        body = Parser(p.tokens[first:last], p.card, p.scope, p.line)
        flt, is_plural = description(body)
        body.end()
        if is_plural or not (flt.types or flt.subtypes) or not flt.types <= set(
                PERMANENT_TYPES) or replace(flt, more=None, **{
                    k: type(getattr(flt, k))() for k in _EITHER_TESTS}) != ObjectFilter():
            p.fail()                          # only tests `ObjectFilter.any_of` makes
        p.used += body.used
        kinds.append(flt)
    if len(kinds) < 2:
        p.fail()
    p.i = end
    p.mark(C_EITHER_WHOLE)
    text = p.text_from(start)
    return TargetSpec(objects=ObjectFilter(any_of=tuple(kinds)),
                      text=text[:1].lower() + text[1:])


def _not_its_type(p: Parser, flt: ObjectFilter) -> bool:
    """Can't the permanent with the ability ever match `flt` ("another target creature" on
    a planeswalker that never becomes a creature, "another target artifact or creature"
    on one that never becomes either)? Then "another" after an earlier target
    means only "not the one chosen for it" (CR 115.3)."""
    return bool(flt.types) and flt.types <= {"Creature", "Artifact"} and not flt.any_of and \
        not flt.types & p.card.types and p.card.types <= {"Planeswalker", "Enchantment",
                                                          "Land"} and bool(p.card.types) \
        and not _animates(p)


def _animates(p: Parser) -> bool:
    """Does the line make something become a creature or an artifact ("becomes a 4/4",
    not "becomes a copy of", CR 707.2)?"""
    keys = p.keys
    return any(k in ("becomes", "become") and keys[i + 1:i + 3] != ["a", "copy"]
               for i, k in enumerate(keys))


C_THAT_PLAYERS_GRAVEYARD = construct(
    "target.that_players_graveyard", "target <card> from that player's / their graveyard, in "
    "a trigger about a player: that player's graveyard, named as the trigger goes on the "
    "stack (CR 603.2, 603.3d)")


def _graveyard_card(p: Parser, start: int, plural: bool = False) -> int:
    """"target creature card from your graveyard", "target card from a graveyard"."""
    flt, is_plural = description(p, cards=True, x_ok=True)
    if is_plural != plural or status_in(flt) or flt.controller is not None or flt.other:
        p.fail()
    total = targeting.total_mana_value(p) if plural else -1   # "with total mana value 3"
    if not p.accept("in"):                # "target card in your graveyard": the same
        p.expect("from")
    if p.accept("your", "graveyard"):
        flt = replace(flt, controller="you")
    elif p.accept("an", "opponent", "'s", "graveyard"):
        flt = replace(flt, controller="opponent")
    elif p.scope.kind == "triggered" and p.scope.event == "attacks" and p.accept(
            "defending", "player", "'s", "graveyard"):
        # the player the attacking creature attacks, named as the trigger goes on the stack
        # (CR 506.2, 508.5, `targets.for_trigger`)
        flt = replace(flt, controller="defending player")
    elif p.scope.kind == "triggered" and p.scope.event_subject == "player" and not any(
            s.players is not None for s in p.scope.targets) and (
            p.accept("that", "player", "'s", "graveyard") or p.accept("their", "graveyard")):
        flt = replace(flt, controller="event player")   # named as it triggers (CR 603.3d)
        p.mark(C_THAT_PLAYERS_GRAVEYARD)
    elif not (p.accept("a", "graveyard") or plural and p.accept("graveyards")
              or plural and targeting.single_graveyard(p)):
        p.fail()
    zone = "graveyard"
    if not plural and p.keys[p.i - 2:p.i] == ["a", "graveyard"] and _or_permanent(p, flt):
        zone = GRAVEYARD_OR_BATTLEFIELD      # "... or artifact on the battlefield" (115.1)
    if p.accept("other", "than", "a", "basic", "land", "card"):        # (Extirpate)
        flt = replace(flt, not_supertypes=flt.not_supertypes | {"Basic"})  # CR 205.4c
        p.mark(C_NOT_BASIC_LAND)
    if p.at("that", "were" if plural else "was", "put", "there"):
        from tolaria.cards.oracle.graveyard import put_there_this_turn
        flt = replace(flt, this_turn=put_there_this_turn(p, plural))   # CR 400.7
    text = p.text_from(start)
    p.mark(C_GRAVEYARD)
    return p.add_target(TargetSpec(objects=replace(flt, zone=zone),
                                   text=text[:1].lower() + text[1:],
                                   one_graveyard=text.endswith("a single graveyard"),
                                   total_mana_value=total))


C_OR_PERMANENT = construct("target.card_or_permanent", "target <type> card in a graveyard or "
                           "<type> on the battlefield: one target, either a card in a "
                           "graveyard or a permanent (CR 115.1, 400.7)")


def _or_permanent(p: Parser, flt: ObjectFilter) -> bool:
    """"or artifact on the battlefield" after "target artifact card in a graveyard": the
    same card type, and nothing else said of either."""
    noun = p.peek(1)
    if not (p.at("or", noun, "on", "the", "battlefield") and noun in PERMANENT_NOUNS
            and flt == ObjectFilter(types=frozenset({TYPE_NOUNS[noun]}))):
        return False
    p.i += 5
    p.mark(C_OR_PERMANENT)
    return True


def graveyard_target(p: Parser) -> int:
    """A target that must be a card in a graveyard (see `_graveyard_card`)."""
    index = target(p)
    flt = p.scope.targets[index].objects
    if flt is None or flt.zone != "graveyard":
        p.fail()
    return index


def object_ref(p: Parser) -> Any:
    """One object: a new target, the source, "it", or what the source is attached to."""
    key = p.peek()
    if key in ("target", "another", "any") or targeting.counted_lead(p):
        ref: Any = target(p)
        spec = p.scope.targets[ref]
        if spec.players is not None or (spec.objects is not None and (
                spec.objects.zone or spec.objects.abilities)):
            p.fail()
    elif self_ref(p):
        if p.scope.kind == "spell":
            p.fail()                       # the spell itself: not an object on the battlefield
        ref = "self"
    elif key in ("enchanted", "equipped"):
        ref = attached_ref(p)
    elif targeting.those_lead(p):
        return targeting.those(p)              # "those creatures": several targets
    else:
        return it_ref(p)
    p.scope.it = ref                       # what "it" and "that creature" now refer to
    return ref


def damage_recipient(p: Parser) -> Any:
    """A target that can be dealt damage: any target, a creature, a player..."""
    key = p.peek()
    if key in ("target", "another", "any") or targeting.counted_lead(p):
        return target(p)
    if p.at("that", "player") and p.peek(2) != "'s":
        start = p.i
        found = p.attempt(player_ref)    # "... in target player's hand to that player"
        if type(found) is int:
            return found
        p.i = start
    return it_ref(p)


def player_or_planeswalker_ref(p: Parser) -> int | None:
    """"that player or planeswalker": the one "target player or planeswalker" named before
    (not what "it" and "that creature" refer to); None if not at these words."""
    if not p.at("that", "player", "or", "planeswalker"):
        return None
    either = [i for i, s in enumerate(p.scope.targets) if s.players is not None
              and s.objects is not None and s.objects.types == frozenset({"Planeswalker"})]
    if len(either) != 1:
        p.fail()
    p.i += 4
    p.mark(C_IT)
    return either[0]


# -- players ----------------------------------------------------------------------------------

C_DEFENDING = construct("phrase.defending_player", "defending player [discards a card / loses "
                        "N life / ...] in an attack trigger: the player the attacking "
                        "creature attacks (CR 506.2, 508.1b)")


C_NAMED_CONTROLLER = construct("phrase.event_object_controller", "Whenever a <creature> an "
                               "opponent controls dies / enters, that player ...: the player "
                               "controlling it [as it last existed] (CR 603.10a, 608.2h)")
_CONTROLS = (("an", "opponent", "controls"), ("a", "player", "controls"))
_EVENT_VERBS = frozenset({"dies", "enters", "is", "becomes", "attacks", "blocks", "deals",
                          "leaves"})


def controller_named(p: Parser) -> bool:
    """Is "that player" here the one a trigger's object description named ("Whenever a
    creature an opponent controls dies, that player ...")? Only in the ability's effect,
    when the event is about one object and no other player was named before."""
    if p.scope.kind != "triggered" or p.scope.event_subject != "object" or \
            p.scope.event not in ("", ) or any(t.players for t in p.scope.targets) or \
            "," not in p.keys or p.keys.index(",") > p.i:
        return False
    head = p.keys[:p.keys.index(",")]
    named = [k for k in range(len(head) - 2) if tuple(head[k:k + 3]) in _CONTROLS]
    verb = next((k for k, key in enumerate(head) if key in _EVENT_VERBS), len(head))
    return len(named) == 1 and named[0] < verb and \
        head.count("player") + head.count("opponent") == 1     # before what it does


C_GONE_CONTROLLER = construct("phrase.dead_creature_controller", "Whenever a <creature> / "
                              "When enchanted creature dies, its / that creature's controller, "
                              "power, toughness: as it last existed (CR 603.10a, 608.2h)")


C_GONE_PERMANENT_CONTROLLER = construct(
    "phrase.gone_permanent_controller", "Whenever a <land / artifact / enchantment / "
    "permanent> is put into a graveyard from the battlefield, that land's / artifact's ... "
    "controller: who controlled it as it last existed (CR 603.10a, 608.2h)")
_GONE_NOUNS = ("land", "artifact", "enchantment", "permanent")


def gone_permanent_controller(p: Parser) -> bool:
    """"that land's controller" naming the permanent the trigger's head describes, which
    has left the battlefield (CR 603.10a, 608.2h); consumes it if so."""
    noun = p.peek(1)
    if not (p.scope.event_gone and p.scope.it is None and not p.scope.targets
            and noun in _GONE_NOUNS and p.at("that", noun, "'s", "controller")):
        return False
    head = p.keys[:p.keys.index(",")] if "," in p.keys else []
    if noun not in head:
        return False
    p.i += 4
    p.mark(C_GONE_PERMANENT_CONTROLLER)
    return True


C_SOURCE_OPPONENT = construct(
    "phrase.source_opponent", "Whenever a source an opponent controls deals damage to you, "
    "that player: the source's controller (CR 608.2h)")


C_OTHER_OPPONENTS = construct("phrase.each_other_opponent", "each other opponent, in a "
                               "trigger about a player: your opponents but that player "
                               "(CR 102.3, 603.2)")


C_OTHER_PLAYERS = construct("phrase.each_other_player", "each other player: every player in "
                            "the game but you, teammates too (CR 102.1, 101.4)")


C_ITS_OWNER = construct("phrase.its_owner", "<instruction about target object>. Its owner "
                        "gains N life / creates <token>: the target's owner (CR 108.3)")


def player_ref(p: Parser) -> Any:
    """Who does something: "you", "target player", "each opponent", "its controller"..."""
    key = p.peek()
    if key == "the" and p.at("the", "player") and p.peek(2) in ("with", "who"):
        return _player_with_most(p)
    if key == "you":
        p.i += 1
        return "you"
    if p.at("up", "to", "one", "target") and p.peek(4) in ("player", "opponent"):
        p.i += 4                           # may be left unchosen (CR 601.2c)
        players = "any" if p.next().key == "player" else "opponent"
        p.mark(C_TARGET)
        return p.add_target(TargetSpec(players=players, optional=True,
                                       text=f"up to one target {p.keys[p.i - 1]}"))
    if key == "target":
        start = p.i
        p.i += 1
        if p.accept("player"):
            spec = TargetSpec(players="any", text="target player")
        elif p.accept("opponent"):
            spec = TargetSpec(players="opponent", text="target opponent")
        else:
            p.i = start
            p.fail()
        p.mark(C_TARGET)
        return p.add_target(spec)
    if p.accept("each", "player"):
        return "each"
    if p.scope.friends and (p.at("each", "friend") or p.at("each", "foe")):
        from tolaria.cards.oracle.friends import C_FRIEND_OR_FOE
        p.i += 2                           # the players chosen so (CR 608.2d)
        p.mark(C_FRIEND_OR_FOE)
        return FRIENDS if p.keys[p.i - 1] == "friend" else FOES
    if p.at("each", "other", "player") and p.scope.event_subject != "player":
        p.i += 3                           # other than you (a player's event: not read)
        p.mark(C_OTHER_PLAYERS)
        return OTHERS
    if p.accept("each", "opponent"):
        return "opponents"
    if p.scope.event_subject == "player" and p.scope.kind == "triggered" and p.accept(
            "each", "other", "opponent"):
        p.mark(C_OTHER_OPPONENTS)          # but the trigger's player (CR 102.3, 603.2)
        return OTHER_OPPONENTS
    if p.scope.event_gone and p.scope.it is None and (
            p.accept("its", "controller") or p.accept("that", "creature", "'s", "controller")):
        p.mark(C_GONE_CONTROLLER)          # as it last existed (CR 603.10a, 608.2h)
        return ("controller", "event")
    if gone_permanent_controller(p):
        return ("controller", "event")
    if p.scope.it == "event_source" and p.at("that", "player") and \
            p.keys[:6] == ["whenever", "a", "source", "an", "opponent", "controls"]:
        p.i += 2                           # the opponent the trigger named (CR 608.2h)
        p.mark(C_SOURCE_OPPONENT)
        return ("controller", "event_source")
    if p.at("that", "player") and controller_named(p):
        p.i += 2                           # "a creature an opponent controls": that one
        p.mark(C_NAMED_CONTROLLER)         # (CR 603.10a, 608.2h)
        return ("controller", "event")
    if p.accept("its", "controller"):
        return ("controller", it_ref(p, word=True))
    if p.at("its", "owner") and p.peek(2) != "'s" and type(p.scope.it) is int:
        p.i += 2                           # the target's owner, wherever it went (CR 108.3)
        p.mark(C_ITS_OWNER)
        return ("owner", it_ref(p, word=True))
    if p.scope.event == "attacks" and p.scope.kind == "triggered" and p.accept(
            "defending", "player"):
        p.mark(C_DEFENDING)                # the player the attacker attacks (CR 506.2)
        return "defending"
    if p.at("that", "player") and p.scope.event_subject == "player":
        p.i += 2
        p.mark(C_IT)
        return "event"
    if p.scope.event == ATTACKERS_COUNT and p.scope.event_subject == "player" and (
            p.accept("that", "attacking", "player") or p.accept("the", "attacking", "player")):
        p.mark(C_ATTACKING_PLAYER)         # who declared the attackers (CR 506.2, 508.3d)
        return "event"
    if p.at("the", "player") and p.scope.event_subject == "player" and p.scope.kind == \
            "triggered" and p.peek(2) not in ("'s", "or", "who", "with"):
        p.i += 2                           # "..., if that player controls ..., the player
        p.mark(C_IT)                       # creates ..." (Greener Pastures)
        return "event"
    if they_event_player(p):
        p.i += 1
        p.mark(C_THEY_EVENT)
        return "event"
    players = [i for i, s in enumerate(p.scope.targets) if s.players is not None
               and s.objects is None]
    if p.at("that", "player") and p.peek(2) != "'s" and len(players) == 1:
        p.i += 2                           # "target player mills three cards. If ...,
        p.mark(C_IT)                       # that player mills ten cards instead."
        return players[0]
    if p.at("that", "player") and p.peek(2) != "'s" and _opponents_target(p) is not None:
        p.i += 2                           # "target artifact an opponent controls. That
        p.mark(C_THAT_OPPONENT)            # player may search ..." (Boseiju)
        return ("controller", _opponents_target(p))
    from tolaria.cards.oracle.eventrefs import event_player
    return event_player(p)                 # "that player" (a caster), "that land's controller"


def _opponents_target(p: Parser) -> int | None:
    """The ability's one target, if it is a permanent "an opponent controls": the player
    that phrase names is its controller (None if there are other targets)."""
    specs = p.scope.targets
    if len(specs) != 1 or specs[0].players is not None or specs[0].objects is None \
            or specs[0].objects.controller != "opponent" or specs[0].objects.zone:
        return None
    return 0


C_ATTACKING_PLAYER = construct("phrase.the_attacking_player", "that / the attacking player: "
                               "in a \"Whenever a player / an opponent attacks\" trigger, the "
                               "player who declared the attackers (CR 506.2, 508.3d)")


def they_event_player(p: Parser, word: str = "they") -> bool:
    """Is "they" (or "them", `word`) here the one player of the trigger's event ("whenever
    an opponent draws a card, they lose 2 life"; "... deals 2 damage to them"), with no
    group or target named since that it could mean?"""
    return (p.peek() == word and p.scope.kind == "triggered"
            and p.scope.event_subject == "player" and p.scope.them is None
            and not p.scope.targets)


def or_more_less(p: Parser) -> str | None:
    """"or greater" / "or less" after a number: ">=" / "<=", or None (nothing read)."""
    if p.accept("or", "greater"):
        return ">="
    if p.accept("or", "less"):
        return "<="
    return None


def singular_player(who: Any) -> bool:
    """Does `who` take a singular verb ("each player draws", but "you draw")?"""
    return who != "you"


C_MOST = construct("player.most", "the player with the most life / who has the most cards "
                   "in hand / who controls the most <permanents>: the one player with more "
                   "than each other player, none on a tie (CR 603.4)")


def most_of(p: Parser, word: str) -> tuple[str, ObjectFilter | None]:
    """"has <word> life", "has <word> cards in hand", "controls <word> <permanents>" (`word`
    "more" or "the most"): what is compared between players (`tolaria.rules.conditions.
    leader`)."""
    if p.accept("controls", *word.split()):
        flt, plural = permanent_description(p)
        if not plural or flt.controller is not None or flt.other or status_in(flt):
            p.fail()
        return "control", flt
    p.expect("has", *word.split())
    if p.accept("life"):
        return "life", None
    p.expect("cards", "in", "hand")
    return "hand", None


def _player_with_most(p: Parser) -> tuple[str, str, ObjectFilter | None]:
    """"the player with the most life", "the player who has the most cards in hand", "the
    player who controls the most Wizards"."""
    p.expect("the", "player")
    if p.accept("with", "the", "most", "life"):
        what, flt = "life", None
    else:
        p.expect("who")
        what, flt = most_of(p, "the most")
    p.mark(C_MOST)
    return (MOST, what, flt)


# -- durations ---------------------------------------------------------------------------------

def duration(p: Parser) -> str | None:
    """"until end of turn" (CR 514.2) or "until your next turn" (CR 611.2b)."""
    if p.accept("until", "end", "of", "turn"):
        return "end of turn"
    if p.accept("until", "your", "next", "turn"):
        return "your next turn"
    return None
