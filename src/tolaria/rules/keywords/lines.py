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
- "Modular 1" (CR 702.43): "enters with N +1/+1 counters" and a dies trigger;
- "Amplify 1" (CR 702.38): a static ability of kind "amplify" (`tolaria.rules.keywords.amplify`);
- "Exalted" (CR 702.83): a triggered ability on a creature attacking alone;
- "Surge {M}", "Spectacle {M}" (CR 702.117a, 702.137a): alternative costs usable only after
  something happened this turn (`tolaria.rules.costs.CONDITIONAL`).

Everything here is data (the same IR the Oracle compiler targets); the rules that
use it live in the keyword modules named above. This module imports no engine code,
so the card registry can use it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from tolaria.data.ir import (
    ActivatedAbility,
    AlternativeCost,
    Cost,
    ObjectFilter,
    ReplacementSpec,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    effect,
)
from tolaria.data.mana import ManaCost, parse_cost

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
COSTED = re.compile(r"^(madness|morph|ninjutsu|flashback|unearth|surge|spectacle) " + _COST
                    + "$")
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
    if found and found.group(1) in ("flashback", "unearth", "surge", "spectacle") \
            and "x" in found.group(2):
        return None                  # an X the spell's own cost doesn't have: not modelled
    if found:
        return _COSTED[found.group(1)](parse_cost(found.group(2).upper()), text)
    found = NUMBERED.match(low)
    if found:
        return _NUMBERED[found.group(1)](int(found.group(2)), text)
    if low == "exalted":
        return exalted(text)
    from tolaria.rules.keywords import (  # (CR 702)
        ascend,
        awaken,
        bargain,
        bestow,
        cleave,
        disguise,
        emerge,
        encore,
        entwine,
        escalate,
        exploit,
        foretell,
        level_up,
        melee,
        mentor,
        miracle,
        multikicker,
        overload,
        provoke,
        ravenous,
        recover,
        replicate,
        squad,
        tribute,
        triggered,
        umbra_armor,
        ward,
    )
    for reader in (disguise.read, foretell.read, bestow.read, entwine.read, awaken.read,
                   mentor.read, encore.read, umbra_armor.read, ravenous.read, miracle.read,
                   tribute.read, squad.read, replicate.read, ward.read, emerge.read,
                   recover.read, level_up.read, escalate.read, exploit.read, ascend.read,
                   multikicker.read, cleave.read, melee.read, overload.read, provoke.read,
                   bargain.read):
        parts = reader(low, text)
        if parts is not None:
            return parts
    return triggered.read(low, text)


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


def _conditional(name: str) -> Callable[[ManaCost, str], KeywordParts]:
    """Surge, spectacle (CR 702.117a, 702.137a): alternative costs usable only after
    something happened this turn (`tolaria.rules.costs.CONDITIONAL`)."""
    def read_cost(cost: ManaCost, text: str) -> KeywordParts:
        return KeywordParts(frozenset({name}), alternatives=(
            AlternativeCost(cost=Cost(mana=cost), name=name, text=text),))
    return read_cost


_COSTED = {"surge": _conditional("surge"), "spectacle": _conditional("spectacle"),
           "madness": _madness, "morph": _morph, "ninjutsu": _ninjutsu,
           "flashback": _flashback, "unearth": _unearth}


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
