"""Keyword abilities written with a cost or a number, read from Oracle text into IR (CR 702).

`read(word)` turns one keyword of a keyword line into the abilities it stands for:

- "Cycling {2}{G}" and typecycling, "Swampcycling {2}" (CR 702.29): an activated ability
  that works from the hand; its cost also discards the card (`tolaria.rules.keywords.cycling`);
- "Madness {R}" (CR 702.35): an alternative cost named "madness", usable only as the
  madness trigger resolves (`tolaria.rules.keywords.madness`);
- "Morph {2}{W}{W}" (CR 702.37): a static ability of kind "morph" holding the morph cost
  (`tolaria.rules.keywords.morph`);
- "Ninjutsu {1}{U}" (CR 702.49): an activated ability that works from the hand
  (`tolaria.rules.keywords.ninjutsu`);
- "Flashback {R}" (CR 702.34): an alternative cost named "flashback", usable from the
  graveyard (`tolaria.rules.keywords.flashback`);
- "Unearth {B}" (CR 702.84): an activated ability that works from the graveyard
  (`tolaria.rules.keywords.unearth`);
- "Reconfigure {2}" (CR 702.151): its two activated abilities, attach and unattach, and
  "while attached, this isn't a creature" (`tolaria.rules.keywords.reconfigure`);
- "Modular 1" (CR 702.43): "enters with N +1/+1 counters" and a dies trigger;
- "Amplify 1" (CR 702.38): a static ability of kind "amplify" (`tolaria.rules.keywords.amplify`);
- "Exalted" (CR 702.83): a triggered ability on a creature attacking alone;
- "Surge {M}", "Spectacle {M}", "Prowl {M}" (CR 702.117a, 702.137a, 702.76a): alternative
  costs usable only after something happened this turn (`tolaria.rules.costs.CONDITIONAL`);
- keywords named alone or with a cost whose rules have a module of their own (bestow,
  entwine, awaken, mentor, encore, foretell, squad, ward {N} in a list...: `_READERS`, the
  rules in `tolaria.rules.keywords.<name>`); the keywords that stand for triggered
  abilities are `keyword_triggers`.

This is the keyword grammar: text in, IR out. How the engine plays each keyword is in
the rules module named beside it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from tolaria.data.ir import (
    ActivatedAbility,
    AlternativeCost,
    Condition,
    Cost,
    Effect,
    ObjectFilter,
    ReplacementSpec,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    condition,
    effect,
    layer_effect,
)
from tolaria.data.mana import ManaCost, parse_cost
from tolaria.data.qualities import (
    COLOR_WORDS,
    HEXPROOF_FROM,
    PROTECTION_FROM,
    land_quality,
    quality,
)
from tolaria.data.vocabulary import (
    BARGAIN,
    GIFT,
    GIFT_PROMISED,
    GIFT_RECIPIENT,
    UNBLOCKED_ATTACKING,
)

_COST = r"((?:\{[0-9wubrgcsxp/]+\})+)"       # matched against lower-case text
# a keyword's mana cost ("Entwine {2}{B}", "Bestow {3}{W}{W}"), matched in lower case
_KEYWORD_COST = re.compile(r"((?:\{(?:[0-9]+|[wubrgc]|[wubrg]/[wubrgp])\})+)")


def keyword_cost(name: str, low: str) -> ManaCost | None:
    """The mana cost of a "<name> {cost}" keyword line (given in lower case), or None when
    the line is another keyword's."""
    if not low.startswith(name + " "):
        return None
    found = _KEYWORD_COST.fullmatch(low, len(name) + 1)
    return parse_cost(found.group(1).upper()) if found is not None else None


def alternative_cost_keyword(name: str, low: str, text: str) -> KeywordParts | None:
    """"Cleave {1}{W}", "Overload {6}{U}": an alternative cost named `name` (CR 118.9)
    and a static ability of that kind marking the card."""
    cost = keyword_cost(name, low)
    if cost is None:
        return None
    return KeywordParts(frozenset({name}), alternatives=(
        AlternativeCost(Cost(mana=cost), name, text),), static=(StaticAbility(
            kind=name, text=text),))


def cost_keyword(name: str, low: str, text: str) -> KeywordParts | None:
    """"Entwine {2}" and the like: a static ability of kind `name` holding the mana cost
    that the rules of that keyword read (`tolaria.rules.costs`, `tolaria.rules.priority`)."""
    cost = keyword_cost(name, low)
    if cost is None:
        return None
    return KeywordParts(frozenset({name}), static=(StaticAbility(
        kind=name, cost=Cost(mana=cost), text=text),))


CYCLING = re.compile(r"^(?:(?P<kind>[a-z][a-z' -]*?)cycling|cycling) " + _COST + "$")
COSTED = re.compile(r"^(madness|morph|ninjutsu|flashback|unearth|surge|spectacle|prowl|disturb|mayhem|"
                    r"reconfigure|freerunning) " + _COST + "$")
NUMBERED = re.compile(r"^(modular|amplify) (\d+)$")

# Words of a typecycling keyword (CR 702.29e): supertypes, card types, else a subtype.
SUPERTYPES = ("basic", "legendary", "snow", "world")
CARD_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker", "battle",
              "instant", "sorcery", "kindred")
CREATURE = ObjectFilter(types=frozenset({"Creature"}))
ARTIFACT_CREATURE = TargetSpec(objects=ObjectFilter(all_types=frozenset({"Artifact", "Creature"})),
                               text="target artifact creature")


@dataclass(frozen=True, slots=True)
class KeywordParts:
    """What one keyword adds to a card: its name(s) and abilities as IR."""

    keywords: frozenset[str]
    activated: tuple[ActivatedAbility, ...] = ()
    triggered: tuple[TriggeredAbility, ...] = ()
    static: tuple[StaticAbility, ...] = ()
    alternatives: tuple[AlternativeCost, ...] = ()


def read(word: str) -> KeywordParts | None:
    """The abilities of one keyword as written ("Swampcycling {2}", "Modular 1"), or None."""
    low = word.strip().lower()
    text = word.strip()
    found = CYCLING.match(low)
    if found:
        return _cycling(found.group("kind"), found.group(2), text)
    found = COSTED.match(low)
    if found and found.group(1) in ("flashback", "unearth", "surge", "spectacle", "prowl",
                                    "mayhem", "freerunning") \
            and "x" in found.group(2):
        return None                  # an X the spell's own cost doesn't have: not modelled
    if found:
        return _COSTED[found.group(1)](parse_cost(found.group(2).upper()), text)
    found = NUMBERED.match(low)
    if found:
        return _NUMBERED[found.group(1)](int(found.group(2)), text)
    if low == "exalted":
        return exalted(text)
    from tolaria.cards.oracle import keyword_triggers  # (it builds on KeywordParts)
    for reader in _READERS:
        parts = reader(low, text)
        if parts is not None:
            return parts
    return keyword_triggers.read(low, text)


# -- keywords that name a quality (CR 702.11d, 702.14, 702.16) ---------------------------------

_LIST = re.compile(r",? and |, ")


def quality_keywords(text: str, prefix: str = PROTECTION_FROM) -> frozenset[str] | None:
    """"protection from black and from red" -> {"protection from black", "protection from
    red"}; with `prefix` HEXPROOF_FROM, "hexproof from ...". Lower-case text of one keyword
    (a line's comma-separated part); None if it isn't one, or names a quality the rules
    don't know (`tolaria.data.qualities`)."""
    if not text.startswith(prefix):
        return None
    words = [w.strip() for w in text[len(prefix):].split(" and from ")]
    if prefix == HEXPROOF_FROM and len(words) == 1:   # "from artifacts, creatures, and
        words = [w for w in _LIST.split(words[0]) if w]     # enchantments": each (702.11d)
    if "each color" in words:      # one such ability for each of the five colors (CR 105.1)
        words = [w for w in words if w != "each color"] + list(COLOR_WORDS)
    found = [quality(w) for w in words]
    if None in found or (prefix != PROTECTION_FROM and any(q.spells for q in found)):
        return None                 # (hexproof reads no spell-only quality, CR 702.11d)
    if any(q.kind == "subtype" and (prefix != PROTECTION_FROM or not _creature_types(q.value))
           for q in found if q is not None):
        return None
    return frozenset(prefix + w for w in words)


def _creature_types(word: str) -> bool:
    """Is the word a creature type's plural ("humans", "elves"), as "protection from
    Humans" names one (CR 702.16a, 205.3m)?"""
    from tolaria.cards.oracle.phrases import SUBTYPE_WORDS
    from tolaria.cards.oracle.vocabulary import CREATURE_TYPES
    from tolaria.data.qualities import plural_forms
    subtype = SUBTYPE_WORDS.get(word)
    return subtype in CREATURE_TYPES and word in plural_forms(subtype)


def landwalk(word: str) -> frozenset[str] | None:
    """A landwalk keyword of a keyword line, lower case, or None (CR 702.14a)."""
    word = word.strip().lower()
    return frozenset({word}) if land_quality(word) is not None else None


# -- equip (CR 702.6) -----------------------------------------------------------------------
# "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control.
# Activate only as a sorcery." (CR 702.6a); the effect is the "attach" step (CR 701.3).
# "Equip legendary creature" / "Equip <creature type>" restrict the target (CR 702.6c);
# other qualities and non-mana costs aren't read yet.

EQUIP_LINE = re.compile(r"^Equip ((?:\{[0-9WUBRGCSX/]+\})+)$")
# CR 301.5c: an Equipment can't equip itself ("other").
EQUIP_TARGET = TargetSpec(objects=ObjectFilter(types=frozenset({"Creature"}), controller="you",
                                               other=True), text="target creature you control")


def equip_ability(cost: str, quality: TargetSpec = EQUIP_TARGET) -> ActivatedAbility:
    """The activated ability "Equip [cost]" (CR 702.6a); "Equip [quality] creature
    [cost]": `quality` the target the creature it may target (CR 702.6c)."""
    return ActivatedAbility(cost=Cost(mana=parse_cost(cost)), targets=(quality,),
                            effects=(effect("attach", what="self", target=0),),
                            sorcery_speed=True, keyword="equip", text=f"Equip {cost}")


def equip_line(line: str) -> ActivatedAbility | None:
    """An "Equip {1}" line of Oracle text as its ability, or None."""
    found = EQUIP_LINE.match(line)
    return equip_ability(found.group(1)) if found else None


# -- cycling (CR 702.29) --------------------------------------------------------------------

def typecycling_filter(kind: str) -> ObjectFilter:
    """"swamp" -> a Swamp card, "basic land" -> a basic land card (CR 702.29e)."""
    supertypes: set[str] = set()
    types: set[str] = set()
    subtypes: set[str] = set()
    for word in kind.split():
        if word in SUPERTYPES:
            supertypes.add(word.capitalize())
        elif word in CARD_TYPES:
            types.add(word.capitalize())
        else:
            subtypes.add(word.capitalize() if "'" not in word else word.title())
    return ObjectFilter(all_types=frozenset(types), supertypes=frozenset(supertypes),
                        subtypes=frozenset(subtypes))


def _cycling(kind: str | None, cost: str, text: str) -> KeywordParts:
    """CR 702.29a: "[Cost], Discard this card: Draw a card."; CR 702.29e: typecycling
    searches for a card of that type instead."""
    if kind is None:
        effects = (effect("draw", amount=1, who="you"),)
        name = "cycling"
    else:
        kind = kind.strip()
        what = " ".join(w if w in SUPERTYPES + CARD_TYPES else w.capitalize()
                        for w in kind.split())
        effects = (effect("search", filter=typecycling_filter(kind), what=f"{what} card"),)
        name = f"{kind}cycling"
    ability = ActivatedAbility(cost=Cost(mana=parse_cost(cost.upper())), effects=effects,
                               zone="hand", keyword=name, text=text)
    return KeywordParts(frozenset({name}), activated=(ability,))


# -- costs that replace or add to casting ---------------------------------------------------

def _madness(cost: ManaCost, text: str) -> KeywordParts:
    """CR 702.35a: the alternative cost; the rest is `tolaria.rules.keywords.madness`."""
    return KeywordParts(frozenset({"madness"}), alternatives=(
        AlternativeCost(cost=Cost(mana=cost), name="madness", text=text),))


def _morph(cost: ManaCost, text: str) -> KeywordParts:
    """CR 702.37a: cast face down for {3}; the morph cost turns it face up."""
    return KeywordParts(frozenset({"morph"}), static=(
        StaticAbility(kind="morph", cost=Cost(mana=cost), text=text),))


def _ninjutsu(cost: ManaCost, text: str) -> KeywordParts:
    """CR 702.49a: "[Cost], Reveal this card from your hand, Return an unblocked attacking
    creature you control to its owner's hand: Put this card onto the battlefield from your
    hand tapped and attacking." The reveal and return are the keyword's part of the cost."""
    ability = ActivatedAbility(cost=Cost(mana=cost), effects=(effect("ninjutsu"),),
                               zone="hand", keyword="ninjutsu", text=text)
    return KeywordParts(frozenset({"ninjutsu"}), activated=(ability,))


def _flashback(cost: ManaCost, text: str) -> KeywordParts:
    """CR 702.34a: an alternative cost usable from the graveyard (`tolaria.rules.keywords.flashback`)."""
    return KeywordParts(frozenset({"flashback"}), alternatives=(
        AlternativeCost(cost=Cost(mana=cost), name="flashback", text=text),))


def _unearth(cost: ManaCost, text: str) -> KeywordParts:
    """CR 702.84a: "[Cost]: Return this card from your graveyard to the battlefield ...
    Activate only as a sorcery." (`tolaria.rules.keywords.unearth`)."""
    ability = ActivatedAbility(cost=Cost(mana=cost), effects=(effect("unearth"),),
                               sorcery_speed=True, zone="graveyard", keyword="unearth",
                               text=text)
    return KeywordParts(frozenset({"unearth"}), activated=(ability,))


def _disturb(cost: ManaCost, text: str) -> KeywordParts:
    """CR 702.146a: cast transformed from the graveyard for this cost
    (`tolaria.rules.keywords.disturb`)."""
    return KeywordParts(frozenset({"disturb"}), static=(
        StaticAbility(kind="disturb", cost=Cost(mana=cost), text=text),))


# CR 702.151a: "... Activate only if this permanent is attached to a creature ..."
ATTACHED_TO_CREATURE = condition("attached_is", attached="equipped", filter=CREATURE)


def _reconfigure(cost: ManaCost, text: str) -> KeywordParts:
    """CR 702.151a: "[Cost]: Attach this permanent to another target creature you control.
    Activate only as a sorcery." and "[Cost]: Unattach this permanent. Activate only if this
    permanent is attached to a creature and only as a sorcery."; CR 702.151b: while attached
    to a creature it isn't one (`tolaria.rules.keywords.reconfigure`)."""
    attach = ActivatedAbility(cost=Cost(mana=cost), targets=(EQUIP_TARGET,),
                              effects=(effect("attach", what="self", target=0),),
                              sorcery_speed=True, keyword="reconfigure",
                              text=f"{text} (attach to target creature you control)")
    unattach = ActivatedAbility(cost=Cost(mana=cost), effects=(effect("unattach"),),
                                sorcery_speed=True, keyword="reconfigure",
                                condition=ATTACHED_TO_CREATURE,
                                text=f"{text} (unattach from a creature)")
    not_creature = StaticAbility(kind="continuous", affects="self", parts=(layer_effect(
        "4", "remove_types", types=frozenset({"Creature"})),), condition=ATTACHED_TO_CREATURE,
        text=f"{text} (while attached, this isn't a creature)")
    return KeywordParts(frozenset({"reconfigure"}), activated=(attach, unattach),
                        static=(not_creature,))


def _conditional(name: str) -> Callable[[ManaCost, str], KeywordParts]:
    """Surge, spectacle, prowl (CR 702.117a, 702.137a, 702.76a): alternative costs usable
    only after something happened this turn (`tolaria.rules.costs.CONDITIONAL`)."""
    def read_cost(cost: ManaCost, text: str) -> KeywordParts:
        return KeywordParts(frozenset({name}), alternatives=(
            AlternativeCost(cost=Cost(mana=cost), name=name, text=text),))
    return read_cost


_COSTED = {"surge": _conditional("surge"), "spectacle": _conditional("spectacle"),
           "prowl": _conditional("prowl"), "mayhem": _conditional("mayhem"),
           "freerunning": _conditional("freerunning"),
           "madness": _madness, "morph": _morph, "ninjutsu": _ninjutsu,
           "flashback": _flashback, "unearth": _unearth, "disturb": _disturb,
           "reconfigure": _reconfigure}


# -- numbers ----------------------------------------------------------------------------------

def modular(n: int, text: str) -> KeywordParts:
    """CR 702.43a: "This permanent enters with N +1/+1 counters on it" and "When this
    permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on
    target artifact creature for each +1/+1 counter on this permanent"."""
    enters = StaticAbility(kind="replacement", affects="self", text=f"{text} (enters)",
                           replacement=ReplacementSpec("enter", "counters", amount=n,
                                                       counter="+1/+1"))
    dies = TriggeredAbility(event="dies", effects=(effect("modular", target=0),),
                            targets=(ARTIFACT_CREATURE,), optional=True,
                            text=f"{text}: when this dies, you may put its +1/+1 counters on "
                                 "target artifact creature")
    return KeywordParts(frozenset({"modular"}), triggered=(dies,), static=(enters,))


def amplify(n: int, text: str) -> KeywordParts:
    """CR 702.38a: as it enters, reveal cards sharing a creature type with it: N +1/+1
    counters for each."""
    return KeywordParts(frozenset({"amplify"}), static=(
        StaticAbility(kind="amplify", amount=n, text=text),))


_NUMBERED = {"modular": modular, "amplify": amplify}


def exalted(text: str = "Exalted") -> KeywordParts:
    """CR 702.83a: "Whenever a creature you control attacks alone, that creature gets
    +1/+1 until end of turn." Each instance triggers (CR 702.83b)."""
    ability = TriggeredAbility(
        event="attacks_alone", effects=(effect("exalted"),),
        filter=ObjectFilter(types=frozenset({"Creature"}), controller="you"),
        text="Exalted (whenever a creature you control attacks alone, that creature gets "
             "+1/+1 until end of turn)")
    return KeywordParts(frozenset({"exalted"}), triggered=(ability,))


def merge(parts: list[KeywordParts]) -> KeywordParts:
    """Several keywords' parts as one."""
    return KeywordParts(
        frozenset().union(*(p.keywords for p in parts)),
        sum((p.activated for p in parts), ()), sum((p.triggered for p in parts), ()),
        sum((p.static for p in parts), ()), sum((p.alternatives for p in parts), ()))


# -- keywords named alone or with a cost (their rules: `tolaria.rules.keywords.<name>`) ------

def _named(name: str) -> Callable[[str, str], KeywordParts | None]:
    """A keyword that is only its name here: ascend (CR 702.131a), umbra armor (CR 702.89a);
    the rules read the name."""
    def read_name(low: str, text: str) -> KeywordParts | None:
        return KeywordParts(frozenset({name})) if low == name else None
    return read_name


def _cost_keyword(name: str) -> Callable[[str, str], KeywordParts | None]:
    """"Bestow {3}{W}", "Entwine {2}", "Disguise {2}{W}"...: `cost_keyword`."""
    def read_cost(low: str, text: str) -> KeywordParts | None:
        return cost_keyword(name, low, text)
    return read_cost


def _alternative_cost_keyword(name: str) -> Callable[[str, str], KeywordParts | None]:
    """"Cleave {1}{W}", "Overload {6}{U}": `alternative_cost_keyword`."""
    def read_cost(low: str, text: str) -> KeywordParts | None:
        return alternative_cost_keyword(name, low, text)
    return read_cost


AWAKEN = re.compile(r"^awaken ([1-9]\d*)\s*—\s*((?:\{(?:[0-9]+|[wubrgc]|[wubrg]/[wubrgp])\})+)$")


def _awaken(low: str, text: str) -> KeywordParts | None:
    """"Awaken 3—{4}{U}" (CR 702.113a): the alternative cost, and N."""
    found = AWAKEN.match(low)
    if found is None:
        return None
    cost = Cost(mana=parse_cost(found.group(2).upper()))
    return KeywordParts(frozenset({"awaken"}), static=(StaticAbility(
        kind="awaken", amount=int(found.group(1)), text=text),),
        alternatives=(AlternativeCost(cost, "awaken", text),))


# "an artifact, enchantment, or token" (CR 702.166a)
BARGAIN_SACRIFICE = ObjectFilter(types=frozenset({"Artifact", "Enchantment"}), or_token=True)


def _bargain(low: str, text: str) -> KeywordParts | None:
    """"Bargain" (CR 702.166a): the optional additional cost, kept as a static ability."""
    if low != BARGAIN:
        return None
    return KeywordParts(frozenset({BARGAIN}), static=(StaticAbility(
        kind=BARGAIN, cost=Cost(sacrifice=(BARGAIN_SACRIFICE,)), text=text),))


def _emerge(low: str, text: str) -> KeywordParts | None:
    """"Emerge {5}{U}{U}" (CR 702.119a): an alternative cost that sacrifices a creature."""
    found = keyword_cost("emerge", low)
    if found is None:
        return None
    cost = Cost(mana=found, sacrifice=(CREATURE,))
    return KeywordParts(frozenset({"emerge"}), alternatives=(
        AlternativeCost(cost, "emerge", text),))


def _encore(low: str, text: str) -> KeywordParts | None:
    """"Encore {5}{B}{B}" (CR 702.141a): the activated ability from the graveyard."""
    found = keyword_cost("encore", low)
    if found is None:
        return None
    ability = ActivatedAbility(
        cost=Cost(mana=found, exile_self="graveyard"),
        zone="graveyard", keyword="encore", sorcery_speed=True, effects=(effect("encore"),),
        text=text)
    return KeywordParts(frozenset({"encore"}), activated=(ability,))


_CRAFT = re.compile(r"craft with (two creatures|artifact|creature|cave|island) "
                    r"((?:\{[^}]+\})+)")
_MATERIALS = {"artifact": (ObjectFilter(types=frozenset({"Artifact"})),),
              "creature": (CREATURE,), "two creatures": (CREATURE, CREATURE),
              "cave": (ObjectFilter(subtypes=frozenset({"Cave"})),),
              "island": (ObjectFilter(subtypes=frozenset({"Island"})),)}


def _craft(low: str, text: str) -> KeywordParts | None:
    """"Craft with artifact {2}{U}", "Craft with two creatures {5}{B}" (CR 702.167a): the
    activated ability exiling this permanent and the materials, each another permanent you
    control or a card in your graveyard of that type or subtype (CR 702.167b)."""
    found = _CRAFT.fullmatch(low)
    if found is None:
        return None
    materials = _MATERIALS[found.group(1)]
    ability = ActivatedAbility(
        cost=Cost(mana=parse_cost(found.group(2).upper()), exile_self="battlefield",
                  craft=materials),
        keyword="craft", sorcery_speed=True, effects=(effect("craft"),), text=text)
    return KeywordParts(frozenset({"craft"}), activated=(ability,))


def _exploit(low: str, text: str) -> KeywordParts | None:
    """"Exploit" (CR 702.110a): the enters trigger."""
    if low != "exploit":
        return None
    trigger = TriggeredAbility(
        event="enters", effects=(effect("exploit"),),
        text=f"{text} (when this creature enters, you may sacrifice a creature)")
    return KeywordParts(frozenset({"exploit"}), triggered=(trigger,))


FORETELL_EXILE_COST = Cost(mana=parse_cost("{2}"))                     # CR 702.143a


def _foretell(low: str, text: str) -> KeywordParts | None:
    """"Foretell {1}{U}" (CR 702.143a): the special action from the hand and the foretell
    cost."""
    found = keyword_cost("foretell", low)
    if found is None:
        return None
    action = ActivatedAbility(cost=FORETELL_EXILE_COST, zone="hand", keyword="foretell",
                              effects=(effect("foretell"),), text=f"{text} (exile it face down)")
    cost = StaticAbility(kind="foretell", cost=Cost(mana=found), text=text)
    return KeywordParts(frozenset({"foretell"}), activated=(action,), static=(cost,))


def _level_up(low: str, text: str) -> KeywordParts | None:
    """"Level up {2}" (CR 702.87a): a level counter, as a sorcery."""
    found = keyword_cost("level up", low)
    if found is None:
        return None
    ability = ActivatedAbility(
        cost=Cost(mana=found), sorcery_speed=True, text=text,
        effects=(effect("put_counters", target="self", kind="level", amount=1),))
    return KeywordParts(frozenset({"level up"}), activated=(ability,))


def _enlist(low: str, text: str) -> KeywordParts | None:
    """"Enlist" (CR 702.154a): the optional cost to attack and its linked "when you do"
    ability, one per instance (`tolaria.rules.keywords.enlist`)."""
    if low != "enlist":
        return None
    trigger = TriggeredAbility(
        event="enlist", effects=(effect("enlist"),),
        text=f"{text} (as this creature attacks, you may tap a nonattacking creature you "
             "control without summoning sickness; when you do, this creature gets +X/+0 "
             "until end of turn, where X is the tapped creature's power)")
    return KeywordParts(frozenset({"enlist"}), triggered=(trigger,))


# "Splice onto Arcane {1}{R}", "Splice onto instant or sorcery {2}{U}": the spells it may
# be spliced onto (CR 702.47a); a splice cost other than mana isn't read.
SPLICE_QUALITIES = {"arcane": ObjectFilter(subtypes=frozenset({"Arcane"})),
                    "instant or sorcery": ObjectFilter(types=frozenset({"Instant", "Sorcery"}))}


def _splice(low: str, text: str) -> KeywordParts | None:
    """"Splice onto Arcane {1}{R}" (CR 702.47a): a static ability of kind "splice" that
    works from the hand, with the quality as its filter and the splice cost
    (`tolaria.rules.keywords.splice`)."""
    for words, flt in SPLICE_QUALITIES.items():
        cost = keyword_cost(f"splice onto {words}", low)
        if cost is not None and not cost.x_count:
            return KeywordParts(frozenset({"splice"}), static=(StaticAbility(
                kind="splice", cost=Cost(mana=cost), filter=flt, text=text),))
    return None


def _melee(low: str, text: str) -> KeywordParts | None:
    """"Melee" (CR 702.121a): the attack trigger."""
    if low != "melee":
        return None
    trigger = TriggeredAbility(
        event="attacks", effects=(effect("melee"),),
        text=f"{text} (whenever this creature attacks, it gets +1/+1 until end of turn for "
             "each opponent you attacked with a creature this combat)")
    return KeywordParts(frozenset({"melee"}), triggered=(trigger,))


LESSER_POWER = ObjectFilter(types=frozenset({"Creature"}), combat="attacking",
                            compare=(("power", "<", "source"),))


def _mentor(low: str, text: str) -> KeywordParts | None:
    """"Mentor" (CR 702.134a): the attack trigger; the target's power is compared with the
    source's (`tolaria.rules.layers.matches`)."""
    if low != "mentor":
        return None
    ability = TriggeredAbility(
        event="attacks", text=f"{text} (whenever this creature attacks, put a +1/+1 counter "
                              "on target attacking creature with lesser power)",
        targets=(TargetSpec(objects=LESSER_POWER,
                            text="target attacking creature with lesser power"),),
        effects=(effect("put_counters", target=0, kind="+1/+1", amount=1),))
    return KeywordParts(frozenset({"mentor"}), triggered=(ability,))


def _miracle(low: str, text: str) -> KeywordParts | None:
    """"Miracle {R}" (CR 702.94a): the alternative cost; the reveal is
    `tolaria.rules.keywords.miracle`."""
    found = keyword_cost("miracle", low)
    if found is None and low.startswith("miracle {x}"):     # X chosen as it is cast (107.3)
        rest = _KEYWORD_COST.fullmatch(low, len("miracle {x}"))
        found = parse_cost("{X}" + rest.group(1).upper()) if rest is not None else None
    if found is None:
        return None
    return KeywordParts(frozenset({"miracle"}), alternatives=(AlternativeCost(
        Cost(mana=found), "miracle", text),))


DEFENDERS_CREATURE = ObjectFilter(types=frozenset({"Creature"}), controller="defending player")


def _provoke(low: str, text: str) -> KeywordParts | None:
    """"Provoke" (CR 702.39a): the attack trigger."""
    if low != "provoke":
        return None
    ability = TriggeredAbility(
        event="attacks", optional=True,
        text=f"{text} (whenever this creature attacks, you may have target creature "
             "defending player controls untap and block it if able)",
        targets=(TargetSpec(objects=DEFENDERS_CREATURE,
                            text="target creature defending player controls"),),
        effects=(effect("untap", target=0),
                 effect("must_block_source", target=0, until="end of combat")))
    return KeywordParts(frozenset({"provoke"}), triggered=(ability,))


def _ravenous(low: str, text: str) -> KeywordParts | None:
    """"Ravenous" (CR 702.156a): enters with X +1/+1 counters; draws if X is 5 or more."""
    if low != "ravenous":
        return None
    counters = StaticAbility(kind="replacement", affects="self", text=f"{text} (enters)",
                             replacement=ReplacementSpec("enter", "counters", x=True,
                                                         counter="+1/+1"))
    draw = TriggeredAbility(
        event="enters", condition=condition("entered_x", at_least=5),
        effects=(effect("draw", amount=1, who="you"),),
        text=f"{text} (when this permanent enters, if X is 5 or more, draw a card)")
    return KeywordParts(frozenset({"ravenous"}), triggered=(draw,), static=(counters,))


def _recover(low: str, text: str) -> KeywordParts | None:
    """"Recover {1}{B}" (CR 702.59a): the graveyard trigger."""
    found = keyword_cost("recover", low)
    if found is None:
        return None
    mana = str(found)
    trigger = TriggeredAbility(
        event="to_own_graveyard", whose="you", zone="graveyard",
        filter=ObjectFilter(types=frozenset({"Creature"})),
        effects=(effect("recover", mana=mana),),
        text=f"{text} (when a creature is put into your graveyard from the battlefield, you "
             f"may pay {mana}; if you do, return this card to your hand, otherwise exile it)")
    return KeywordParts(frozenset({"recover"}), triggered=(trigger,))


def _squad(low: str, text: str) -> KeywordParts | None:
    """"Squad {2}" (CR 702.157a): the repeatable additional cost and the enters trigger."""
    found = keyword_cost("squad", low)
    if found is None:
        return None
    trigger = TriggeredAbility(
        event="enters", condition=Condition("cast_for", (("cost", "squad"),)),
        effects=(effect("squad"),),
        text=f"{text} (when this creature enters, if its squad cost was paid, create a token "
             "that's a copy of it for each time its squad cost was paid)")
    return KeywordParts(frozenset({"squad"}), triggered=(trigger,), static=(StaticAbility(
        kind="squad", cost=Cost(mana=found), text=text),))


TRIBUTE = re.compile(r"^tribute ([1-9]\d*)$")


def _tribute(low: str, text: str) -> KeywordParts | None:
    """"Tribute 3" (CR 702.104a): the replacement as it enters."""
    found = TRIBUTE.match(low)
    if found is None:
        return None
    n = int(found.group(1))
    return KeywordParts(frozenset({f"tribute {n}"}), static=(StaticAbility(
        kind="replacement", affects="self", text=text,
        replacement=ReplacementSpec("enter", "tribute", amount=n, counter="+1/+1")),))


WARD_MANA = re.compile(r"^ward ((?:\{(?:[0-9]+|[wubrgc])\})+)$")


def _ward(low: str, text: str) -> KeywordParts | None:
    """"ward {2}" as one keyword of a list (CR 702.21a): the triggered ability the lone
    "Ward {2}" line also makes (`tolaria.cards.oracle.abilities`)."""
    found = WARD_MANA.match(low)
    if found is None:
        return None
    mana = found.group(1).upper()
    return KeywordParts(frozenset({"ward"}), triggered=(TriggeredAbility(
        event="becomes_target", whose="opponent", text=f"Ward {mana}",
        effects=(effect("counter_unless", target="event", mana=mana),)),))


# "a tapped creature you control" returned by web-slinging (its reminder text)
TAPPED_CREATURE = ObjectFilter(types=frozenset({"Creature"}), tapped=True)


def _web_slinging(low: str, text: str) -> KeywordParts | None:
    """"Web-slinging {2}{W}", newer than the rules file, from its reminder text: an
    alternative cost (CR 118.9) of that mana and returning a tapped creature you control
    to its owner's hand (CR 118.3)."""
    cost = keyword_cost("web-slinging", low)
    if cost is None:
        return None
    return KeywordParts(frozenset({"web-slinging"}), alternatives=(AlternativeCost(
        Cost(mana=cost, return_to_hand=(TAPPED_CREATURE,)), "web-slinging", text),))


def _harmonize(low: str, text: str) -> KeywordParts | None:
    """"Harmonize {4}{G}", newer than the rules file, from its reminder text: an
    alternative cost (CR 118.9) cast from a graveyard, with an optional "tap an untapped
    creature you control" reducing it by the creature's power (`rules.keywords.harmonize`)."""
    cost = keyword_cost("harmonize", low)
    if cost is None:
        return None
    return KeywordParts(frozenset({"harmonize"}), alternatives=(AlternativeCost(
        Cost(mana=cost, tap_untapped=(CREATURE,)), "harmonize", text),))


# "an unblocked attacker you control" returned by sneak (its reminder text; CR 509.1h)
UNBLOCKED_ATTACKER = ObjectFilter(types=frozenset({"Creature"}), combat=UNBLOCKED_ATTACKING)


def _sneak(low: str, text: str) -> KeywordParts | None:
    """"Sneak {1}{U}", newer than the rules file, from its reminder text: an alternative cost
    (CR 118.9) of that mana and returning an unblocked attacker you control to its owner's
    hand, during your declare blockers step (`tolaria.rules.keywords.sneak`)."""
    cost = keyword_cost("sneak", low)
    if cost is None:
        return None
    return KeywordParts(frozenset({"sneak"}), alternatives=(AlternativeCost(
        Cost(mana=cost, return_to_hand=(UNBLOCKED_ATTACKER,)), "sneak", text),))
# "Gift a card" and the other gifts of instants and sorceries (CR 702.174): what the
# chosen opponent gets as the spell resolves, before its other effects
_GIFTS = ("a card", "a tapped fish", "a food", "a treasure", "an extra turn")


def _gift(low: str, text: str) -> KeywordParts | None:
    """"Gift a card" (CR 702.174a): the optional additional cost of choosing an opponent,
    kept as a static ability whose `keyword` names the gift (`gift_effect`)."""
    if not low.startswith("gift ") or low[5:] not in _GIFTS:
        return None
    return KeywordParts(frozenset({GIFT}), static=(StaticAbility(
        kind=GIFT, cost=Cost(), keyword=low[5:], text=text),))


def gift_effect(gift: str) -> Effect:
    """The instruction the promised gift adds to a spell, first (CR 702.174): the
    opponent chosen as it was cast draws a card, creates the token, or takes the turn."""
    from tolaria.cards.oracle.tokens import predefined_token
    if gift == "a card":
        given = effect("draw", amount=1, who=GIFT_RECIPIENT)
    elif gift == "a tapped fish":
        given = effect("create_tokens", count=1, who=GIFT_RECIPIENT, tapped=True, spec=(
            ("colors", ("U",)), ("keywords", ()), ("name", "Fish"), ("power", 1),
            ("subtypes", ("Fish",)), ("toughness", 1), ("types", ("Creature",))))
    elif gift == "an extra turn":                                         # CR 500.7
        given = effect("extra_turn", who=GIFT_RECIPIENT)
    else:                                              # a Food, a Treasure (CR 111.10a-b)
        given = effect("create_tokens", card=predefined_token(gift.split()[1]), count=1,
                       who=GIFT_RECIPIENT)
    return effect("if", condition=GIFT_PROMISED, effect=given)


# in the order tried (CR 702)
_READERS = (_cost_keyword("disguise"), _foretell, _cost_keyword("bestow"),
            _cost_keyword("mutate"), _cost_keyword("entwine"), _awaken, _mentor, _encore, _named("umbra armor"),
            _ravenous, _miracle, _tribute, _squad, _cost_keyword("replicate"), _ward, _emerge,
            _recover, _craft, _level_up, _cost_keyword("escalate"), _exploit, _named("ascend"),
            _cost_keyword("multikicker"), _alternative_cost_keyword("cleave"), _melee, _enlist, _splice,
            _alternative_cost_keyword("overload"), _provoke, _bargain, _named("read ahead"),
            _web_slinging, _sneak, _harmonize,
            _gift)
