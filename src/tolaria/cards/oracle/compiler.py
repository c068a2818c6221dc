"""The compiler: a card's Oracle text to a `CardDef`, or the sentences it can't read.

Each line of Oracle text is one ability or a list of keywords (CR 113.2c,
702.1c); bullet lines are the modes of the "Choose one —" line before them
(CR 700.2). A line the grammar can't read completely is a gap: the card is
unsupported and `Compiled.gaps` names the sentence. Nothing is approximated.

A few cards keep a hand-written definition (`tolaria.cards.definitions`,
listed in `EXCEPTIONS` there with the reason); `Compiled.exception` says so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import cache, lru_cache
from typing import Any

from tolaria.cards.database import CardData
from tolaria.cards.oracle import (
    abilities,
    cases,
    changed_text,
    choices,
    conditions,
    dice,
    graveyard,
    instructions,
    levels,
    riders,
    targeting,
    vocabulary,
)
from tolaria.cards.oracle import keywords as keyword_rules
from tolaria.cards.oracle.lexer import Token, short_name, strip_reminder, tokenize
from tolaria.cards.oracle.parser import Card, NoParse, Parser, Scope, construct
from tolaria.cards.oracle.wording import current_wording
from tolaria.data.ir import (
    ActivatedAbility,
    CardDef,
    Cost,
    Mode,
    ReplacementSpec,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
    condition,
    effect,
    printed_number,
)
from tolaria.data.mana import ManaCost, parse_cost
from tolaria.data.vocabulary import (
    CHOOSE_WORD,
    CHOSEN_WORD,
    ENTERING_OPS,
    EXILED_NOT_BURIED,
    GIFT,
    MODES_UNCHOSEN,
    SOURCE_CHOSE,
)

C_MODAL = construct("spell.modal", "Choose one — with bullet modes (CR 700.2)")
C_MODAL_SEVERAL = construct("spell.modal_several", "Choose one or both / two / one or more "
                            "— : several modes chosen as it is cast (CR 700.2, 601.2b)")
# "Choose ... —" headers: how many modes may be chosen, (least, most); None = all of them.
_MODAL_HEADERS = {"choose one —": (1, 1), "choose one or both —": (1, 2),
                  "choose two —": (2, 2), "choose one or more —": (1, None)}
C_MODAL_REPEATED = construct("spell.modal_repeated", "Choose three. You may choose the same "
                             "mode more than once. — a mode chosen twice is read twice in "
                             "sequence, each with its own targets (CR 700.2d, 601.2c)")
C_MODAL_SEVERAL_IF = construct("spell.modal_several_if", "Choose one. If <condition> as you "
                               "cast this spell, you may choose both/two instead. / choose "
                               "one or more instead. / If this "
                               "spell was kicked, choose any number instead. — checked as "
                               "the spell is cast (CR 601.2b, 700.2, 702.33d)")
C_MODAL_OPPONENT = construct("spell.modal_opponent_chooses", "An opponent chooses one — with "
                             "bullet modes without targets: the mode is chosen by an "
                             "opponent as the spell is cast (CR 700.2e, 601.2b)")
_OPPONENT_CHOOSES = "An opponent chooses one —"
# "Choose three. You may choose the same mode more than once." (CR 700.2d)
_MODAL_REPEATED = re.compile(r"^choose (three|four)\. you may choose the same mode more than "
                             r"once\.$", re.I)
# "Choose one. If <condition>[ as you cast this spell], you may choose both instead."
# or "..., choose one or more instead." (any number from one, CR 700.2)
_MODAL_SEVERAL_IF = re.compile(r"^choose one\. if (.+?)(?: as you cast this spell)?, (?:you may "
                               r"choose (both|two)|choose (one or more)) instead\.$", re.I)
_NUMBERS = {"two": 2, "both": 2, "three": 3, "four": 4}
# "Choose one. If this spell was kicked, choose any number instead." (CR 702.33d, 601.2b)
_MODAL_KICKED = "choose one. if this spell was kicked, choose any number instead."
C_SPREE = construct("keyword.spree", "Spree with \"+ {M} — <mode>\" lines: one or more modes "
                   "chosen, each adding its cost to the spell's (CR 702.172a, 700.2h)")
# A spree mode: "+ {2}{R} — <effect>" (CR 700.2h): the mode's additional mana cost, its text.
_SPREE_MODE = re.compile(r"^\+ ((?:\{(?:[0-9]+|[WUBRGC]|[WUBRG]/[WUBRGP])\})+) — (\S.*)$")
C_SPELL = construct("spell.effects", "an instant's or sorcery's effect lines (CR 113.3a)")
PLAY_HIDDEN_AWAY = "library.play_hidden_away"       # linked to hideaway (CR 607.2a)
C_VANILLA = construct("card.vanilla", "a card with no rules text (CR 205.4c, vanilla)")
C_ABILITY_WORD = construct("line.ability_word", "an ability word before an em dash "
                           "(Landfall —), which has no rules meaning (CR 207.2c)")
C_MANA_MERGE = construct("card.mana_options", "two or more {T}: Add lines on one permanent, "
                         "read as one mana ability with all the options (CR 605.1a)")
C_MODAL_TRIGGER = construct("trigger.modal", "When/Whenever/At <event>, choose one — with "
                            "bullet modes, one chosen as it goes on the stack (CR 603.3c)")
_MODAL_TRIGGER = re.compile(r"(?:^|— )(?:When|Whenever|At) [^—]*, choose (?:one|up to one|one or "
                            r"both|one or more|two|three|one at random) —$"
                            r"|(?:^|— )(?:When|Whenever|At) [^—]*, choose one or (?:both|more)"
                            r"\. Each mode must target a different player\.$"
                            r"|(?:^|— )(?:When|Whenever|At) [^—]*, choose one\. If [^—]*, "
                            r"(?:you may )?choose both instead\.$"
                            r"|(?:^|— )(?:When|Whenever|At) [^—]*, choose one that hasn't "
                            r"been chosen(?: this turn)?(?: —|\.)$")
C_MODAL_ACTIVATED = construct("ability.modal_activated", "[Cost]: Choose one — with bullet "
                              "modes, one chosen as the ability is activated (CR 602.2b, "
                              "601.2b, 700.2)")
# "{T}: Choose one —", or "{G}: Choose one. Activate only once each turn." (the ability's
# restriction, CR 602.5b, read after each mode)
_MODAL_ACTIVATED = re.compile(
    r"^(?!When |Whenever |At )([^—]+): Choose one(?: —|\. (Activate only [^.]+\.)"
    r"| that hasn't been chosen( this turn)? —)$")
# An ability word (CR 207.2c) or a flavor word (CR 207.2d, "Heavy Rock Cutter —").
# A mode's flavor word (CR 207.2d): "• Antimagic Cone — Each opponent sacrifices ...".
_MODE_FLAVOR = re.compile(r"^[A-Z0-9\"][^—{}:•]{0,60}? — (?=\S)")
C_MODE_FLAVOR = construct("mode.flavor_word", "a mode's flavor word before an em dash "
                          "(• Cure Wounds — You gain 2 life.), which has no rules meaning "
                          "(CR 207.2d)")
_ABILITY_WORD = re.compile(r"^(?:[A-Z][A-Za-z'-]*(?: [A-Za-z][A-Za-z'-]*)*|Descend [48]) — (?=\S)")
# Keywords printed like ability words whose rules live only in their reminder text
# ("Boast — {1}{R}: ...", CR 702.142a; exhaust, power-up, max speed): dropping the label
# would drop those rules, so such a line is a gap.
_KEYWORD_LABELS = frozenset({"Max speed"})
C_PROTOTYPE = construct("card.prototype", "Prototype {cost} — P/T: a face with the "
                        "alternative mana cost, power and toughness (CR 702.160a, 718)")
C_CHAPTER = construct("saga.chapter", "a Saga's chapter line \"I, II — effect\": chapter "
                      "abilities triggering as lore counters reach their number (CR 714.2)")
_CHAPTER = re.compile(r"^((?:[IVX]+)(?:, [IVX]+)*) — (?=\S)")
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}

# Layouts whose cards the engine plays as one ordinary object (CR 709-712 layouts aren't).
# A mutate card is one ordinary card until it merges (CR 702.140, 727).
SUPPORTED_LAYOUTS = frozenset({"normal", "saga", "leveler", "class", "case", "mutate"})
# Card types the engine has rules for.
SUPPORTED_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Land",
                             "Planeswalker", "Sorcery", "Kindred", "Tribal"})


@dataclass(slots=True)
class Gap:
    """One piece of Oracle text the compiler can't read: the `sentence`, in its `line`."""

    line: str
    sentence: str
    reason: str = ""


@dataclass(slots=True)
class Compiled:
    """The result of compiling one card: `card` is None when there are gaps."""

    name: str
    card: CardDef | None
    gaps: list[str] = field(default_factory=list)
    exception: bool = False
    details: list[Gap] = field(default_factory=list)
    constructs: frozenset[str] = frozenset()

    @property
    def ok(self) -> bool:
        return self.card is not None and not self.gaps


@dataclass(slots=True)
class _Parts:
    """The abilities read so far."""

    keywords: set[str] = field(default_factory=set)
    activated: list[ActivatedAbility] = field(default_factory=list)
    triggered: list[TriggeredAbility] = field(default_factory=list)
    static: list[StaticAbility] = field(default_factory=list)
    spell_effects: list[Any] = field(default_factory=list)
    spell_targets: list[Any] = field(default_factory=list)
    modes: list[Mode] | None = None
    choose: tuple[int, int] = (1, 1)
    combined: tuple[Any, ...] = ()
    repeat: bool = False
    several_if: Any = None
    mode_chooser: str = ""
    additional: Any = None
    alternatives: list[Any] = field(default_factory=list)
    enchant: Any = None
    enchant_player: bool = False
    copy: Any = None
    cda: bool = False
    colorless: bool = False                    # devoid (CR 702.114a)
    all_colors: bool = False                   # "<this> is all colors." (CR 604.3)
    every_creature_type: bool = False          # changeling (CR 702.73a)
    also_types: frozenset[str] = frozenset()   # "<this> is also a ..." (CR 604.3)
    mana_abilities: int = 0
    kicker: Any = None                         # CR 702.33a
    second_kicker: Any = None                  # "Kicker {A} and/or {B}" (CR 702.33b)
    used: set[str] = field(default_factory=set)
    backup: Any = None                         # abilities above "Backup N" (CR 702.165a)
    bullets: list[str] = field(default_factory=list)    # a modal spell's modes, as printed
    mode_costs: tuple[Cost, ...] = ()          # spree: each mode's cost (CR 700.2h)
    level: Any = None                          # the level striation being read (CR 711.2)


def compile_card(data: CardData) -> Compiled:
    """Compile a database record (see the module docstring)."""
    from tolaria.cards.dsl import DEFINITIONS
    if data.name in DEFINITIONS:
        return _from_definition(data)
    if data.layout in FACED_LAYOUTS and data.faces:
        return _face_keywords(data, _compile_faces(data))
    if data.layout == "prototype":
        return _compile_prototype(data)
    if data.layout == "reversible_card":
        return _compile_reversible(data)
    if data.layout == MELD:
        return _face_keywords(data, _compile_meld(data))
    return _face_keywords(data, compile_text(data))


def _face_keywords(data: CardData, compiled: Compiled) -> Compiled:
    """Keywords that belong to one face of a card with several: aftermath on the second
    half of a split card (CR 702.127a), fuse on a split card (702.102a), daybound and
    nightbound (`_day_and_night`); anywhere else the engine doesn't read them."""
    card = compiled.card
    if card is None:
        return compiled
    if any("aftermath" in face.keywords for face in (card, *card.faces)):
        halves = card.faces
        if not (data.layout == "aftermath" and len(halves) == 2 and card.halves
                and "aftermath" not in halves[0].keywords and "aftermath" in halves[1].keywords):
            return Compiled(data.name, None, gaps=["aftermath off the second half of a split "
                                                   "card (CR 702.127a)"])
    if data.layout != "split" and any("fuse" in face.keywords for face in (card, *card.faces)):
        return Compiled(data.name, None, gaps=["fuse off a split card (CR 702.102a)"])
    if "disturb" in {k for face in card.faces for k in face.keywords} or "disturb" in \
            card.keywords and not (data.layout == "transform" and card.transforms):
        return Compiled(data.name, None, gaps=["disturb off the front face of a transforming "
                                               "double-faced card (CR 702.146a)"])
    if any(a.kind == EXILED_NOT_BURIED for a in card.static) or data.layout != "transform" \
            and any(a.kind == EXILED_NOT_BURIED for face in card.faces for a in face.static):
        return Compiled(data.name, None, gaps=[    # from a hand or library too: not modelled
            "'would be put into a graveyard from anywhere, exile it instead' off the back "
            "face of a transforming double-faced card (CR 614.1a, 113.6)"])
    return _day_and_night(data, compiled)


def _day_and_night(data: CardData, compiled: Compiled) -> Compiled:
    """Daybound is found on the front face of a transforming double-faced card whose back
    face has nightbound (CR 702.145a-b, e); anywhere else the engine doesn't read them."""
    card = compiled.card
    if card is None or not any({"daybound", "nightbound"} & face.keywords
                               for face in (card, *card.faces)):
        return compiled
    back = card.faces[0] if card.faces else None
    if data.layout == "transform" and back is not None and len(card.faces) == 1 and \
            "daybound" in card.keywords and "nightbound" not in card.keywords and \
            "nightbound" in back.keywords and "daybound" not in back.keywords:
        return compiled
    return Compiled(data.name, None, gaps=["daybound or nightbound off the faces of a "
                                           "transforming double-faced card (CR 702.145a)"])


def _compile_reversible(data: CardData) -> Compiled:
    """A reversible card ("Garruk Wildspeaker // Garruk Wildspeaker"): one card printed
    on both sides, each side the same card, so the card is that face: its name and its
    text (CR 201.2). Faces that differ are a gap."""
    names = set(data.name.split(" // "))
    if len(names) != 1:
        return compile_text(data)                          # the layout's gap
    return compile_text(replace(data, name=names.pop(), layout="normal"))


MELD = "meld"


def _compile_meld(data: CardData) -> Compiled:
    """A meld card "A // B" (CR 712.4): its front face, compiled as a card of its own, holds
    as its face the combined back face B of its meld pair (712.4a, 712.5), whose mana value
    is the sum of the front faces' (712.8g, 202.3c). A gap in either face is the card's; a
    back face alone is only half of a card (712.4b) and never compiles."""
    from tolaria.cards.database import CardDatabase
    name, _, back_name = data.name.partition(" // ")
    database = CardDatabase.bundled()
    if data.is_back_face:
        return Compiled(data.name, None, gaps=["a meld pair's back face, half of an oversized "
                                               "card face: no card of its own (CR 712.4b)"])
    pair = meld_pair(back_name) if back_name else ()
    if not back_name or len(pair) != 2 or data.name not in pair or back_name not in database:
        return Compiled(data.name, None, gaps=[f"layout {data.layout}"])
    back = database.get(back_name)
    if "Planeswalker" in back.card_types and back.loyalty is None:
        return Compiled(data.name, None, gaps=[f"{back_name}: its loyalty isn't in the card "
                                               "data (CR 306.5b)"])
    partner = database.get(next(other for other in pair if other != data.name))
    results = [compile_text(replace(data, name=name, layout="normal")),
               compile_text(replace(back, layout="normal", color_identity=data.color_identity))]
    gaps = [gap for result in results for gap in result.gaps]
    used = frozenset().union(*(result.constructs for result in results))
    front, combined = results[0].card, results[1].card
    if gaps or front is None or combined is None:
        return Compiled(data.name, None, gaps=gaps or [f"layout {data.layout}"],
                        details=[d for r in results for d in r.details], constructs=used)
    total = front.mana_value + (parse_cost(partner.mana_cost).mana_value
                                if partner.mana_cost else 0)             # CR 202.3c
    combined = replace(combined, face_of=name, front_mana_value=total)
    return Compiled(data.name, replace(front, faces=(combined,), meld_partner=partner.name.
                                       partition(" // ")[0]), constructs=used | {C_MELD})


C_MELD = construct("card.meld", "a meld card: its front face, and its meld pair's combined "
                   "back face for the melded permanent (CR 712.4, 712.8g, 202.3c)")


@cache
def meld_pair(back_name: str) -> tuple[str, ...]:
    """The records of the two meld cards whose back faces combine into `back_name` (CR
    712.5), by their "A // B" names."""
    from tolaria.cards.database import CardDatabase
    suffix = f" // {back_name}"
    return tuple(n for n in CardDatabase.bundled().names() if n.endswith(suffix))


# "Prototype {1}{U}{U} — 2/1" (CR 702.160a), its reminder text removed.
_PROTOTYPE = re.compile(r"^Prototype ((?:\{[^}]+\})+) — (\d+)/(\d+)$")


def _compile_prototype(data: CardData) -> Compiled:
    """A prototype card (CR 718): the card without its prototype line, and as a face of it
    the prototyped card, with only the alternative mana cost, power and toughness and the
    colours of that cost (718.3b; its other characteristics are the card's, 718.5)."""
    lines = data.text.split("\n")
    found = _PROTOTYPE.match(strip_reminder(lines[0])) if lines else None
    if found is None:
        return compile_text(data)                     # the layout gap, and any other
    compiled = compile_text(replace(data, layout="normal", text="\n".join(lines[1:])))
    if not compiled.ok or compiled.card is None:
        return compiled
    cost = parse_cost(found.group(1))
    front = compiled.card
    face = replace(front, mana_cost=cost, colors=cost.colors | frozenset(data.color_indicator),
                   power=int(found.group(2)), toughness=int(found.group(3)),
                   face_of=data.name)
    return Compiled(data.name, replace(front, text=data.text, faces=(face,)),
                    constructs=compiled.constructs | {C_PROTOTYPE})


# Layouts whose faces are each a card face of its own, compiled alone (CR 712.3, 712.8;
# a split card's halves, 709.2).
FACED_LAYOUTS = frozenset({"modal_dfc", "split", "adventure",    # (an Adventure, CR 715.2)
                           "transform", "flip",                   # (CR 712.2, 710.1)
                           "aftermath"})                          # (CR 702.127, 709)


def _compile_faces(data: CardData) -> Compiled:
    """A modal double-faced card: each face compiled as a card of its own; the front
    face's CardDef carries the others (`CardDef.faces`). A gap in any face is the card's."""
    rooms = data.layout == "split" and all("Room" in face.subtypes for face in data.faces)
    if data.layout in ("split", "aftermath") and not rooms and any(
            set(face.card_types) - {"Instant", "Sorcery"} for face in data.faces):
        return Compiled(data.name, None, gaps=["a split card with permanent halves that "
                                               "aren't Rooms (CR 709)"])
    results = [compile_text(replace(face, layout=_face_layout(face),
                                    color_identity=data.color_identity))
               for face in data.faces]
    gaps = [gap for result in results for gap in result.gaps]
    used = frozenset().union(*(result.constructs for result in results))
    if gaps or any(result.card is None for result in results):
        return Compiled(data.name, None, gaps=gaps or [f"layout {data.layout}"],
                        details=[d for r in results for d in r.details], constructs=used)
    cards = [result.card for result in results if result.card is not None]
    if rooms:                                     # both doors (`tolaria.rules.rooms`)
        return Compiled(data.name, _split_card(data, cards), constructs=used | {C_ROOM})
    if data.layout in ("split", "aftermath"):
        split = _split_card(data, cards)
        if any("fuse" in half.keywords for half in cards):                # CR 702.102
            fused = _fused(data, split)
            if fused is None:
                return Compiled(data.name, None, gaps=["Fuse"], constructs=used)
            split = replace(split, faces=split.faces + (fused,))
            used = used | {C_FUSE}
        return Compiled(data.name, split, constructs=used)
    front, *others = cards
    if data.layout == "transform":                 # the back face: CR 712.2, 712.8e
        others = [replace(face, face_of=data.name, front_mana_value=front.mana_value)
                  for face in others]
        return Compiled(data.name, replace(front, faces=tuple(others), transforms=True),
                        constructs=used)
    if data.layout == "flip":                      # its colour and mana cost (CR 710.1c)
        others = [replace(face, face_of=data.name, mana_cost=front.mana_cost,
                          colors=front.colors) for face in others]
        return Compiled(data.name, replace(front, faces=tuple(others), flips=True),
                        constructs=used)
    card = replace(front, faces=tuple(replace(face, face_of=data.name) for face in others))
    return Compiled(data.name, card, constructs=used)


def _face_layout(face: CardData) -> str:
    """How a face's text is read: a Saga face's lines are chapters (CR 714.2, a
    transforming Saga, 712.2), any other face's are a normal card's."""
    return "saga" if "Saga" in face.subtypes else "normal"


C_ROOM = construct("layout.room", "a Room: a split card whose halves are doors, enchantment "
                   "permanents; either half is cast, that door unlocks on the battlefield, "
                   "the other unlocked as a sorcery for its mana cost (CR 709, played from "
                   "the reminder text)")
C_FUSE = construct("keyword.fuse", "Fuse: both halves of a split card cast together from "
                   "the hand, as one spell with both costs, left half's instructions first "
                   "(CR 702.102)")


def _fused(data: CardData, split: CardDef) -> CardDef | None:
    """The fused split spell (CR 702.102a-d): a face of the card named as the card, with
    its halves' characteristics combined (709.4d, 702.102b: `split` has them), the total of
    both mana costs (702.102c), and one spell ability: the left half's instructions then
    the right half's (702.102d), read one after the other so their targets are numbered in
    that order. None if both halves don't have fuse, or a half has more than instructions
    (an additional cost, X, modes): the engine doesn't cast those fused."""
    halves = data.faces
    if len(halves) != 2 or "X" in "".join(h.mana_cost or "" for h in halves) or not all(
            "Fuse" in (strip_reminder(line) for line in (h.text or "").split("\n"))
            for h in halves):
        return None
    card = Card(name=data.name, types=frozenset(split.types),
                subtypes=frozenset(split.subtypes))
    scope = Scope("spell")
    effects: list[Any] = []
    texts: list[str] = []
    for half in halves:
        names = card_names(half.name) + (data.name,)
        scope.it = scope.them = None
        for raw in (half.text or "").split("\n"):
            line = current_wording(strip_reminder(raw), names)
            if line == "Fuse":
                continue
            try:
                effects += instructions.effect_sentences(
                    Parser(tokenize(line, names), card, scope, line))
            except NoParse:
                return None
            texts.append(line)
    mode = Mode(tuple(scope.targets), tuple(effects), " ".join(texts))
    return replace(split, spell=SpellAbility(modes=(mode,)), faces=(), halves=False,
                   face_of=data.name, keywords=frozenset({"fuse"}))


def _split_card(data: CardData, halves: list[CardDef]) -> CardDef:
    """A split card: in every zone but the stack, its halves' characteristics combined (CR
    709.4: both names, the mana costs' symbols together, every colour and type); only a
    half is cast (709.3), each a face (`CardDef.faces`)."""
    symbols = tuple(s for half in halves if half.mana_cost for s in half.mana_cost.symbols)
    return CardDef(
        name=data.name, mana_cost=ManaCost(symbols) if symbols else None,
        types=frozenset().union(*(half.types for half in halves)),
        subtypes=tuple(dict.fromkeys(s for half in halves for s in half.subtypes)),
        supertypes=frozenset().union(*(half.supertypes for half in halves)),
        colors=frozenset().union(*(half.colors for half in halves)), text=data.text,
        faces=tuple(replace(half, face_of=data.name) for half in halves), halves=True)


C_CHOOSE_WORD = construct("static.choose_word_sections", "As this enters, choose <word> or "
                          "<word>. • <word> — <ability> • <word> — <ability>: chosen as it "
                          "enters; it has the abilities of the word chosen (CR 614.12, 607.2)")
_CHOOSE_WORDS = re.compile(r"^As (?:this \w+|.+?) enters, choose (\w+) or (\w+)\.$")
_WORD_SECTION = re.compile(r"^• (\w+) [—-] (.+)$")


def _word_sections(line: str, lines: list[str], index: int, card: Card, parts: _Parts,
                   names: tuple[str, ...], gaps: list[Gap]) -> int | None:
    """"As this enchantment enters, choose Khans or Dragons." and its two bullet lines
    "• Khans — <ability>": the choice (CR 614.12), each section's abilities had while its
    word is the one chosen (CR 607.2); the index after them, None if it isn't that shape."""
    from tolaria.cards.oracle import levels
    words = _CHOOSE_WORDS.match(line).groups()
    found = [_WORD_SECTION.match(text) for text in lines[index:index + 2]]
    if len(found) != 2 or any(m is None for m in found) or tuple(
            m.group(1) for m in found) != words:
        return None
    parts.static.append(StaticAbility(kind="replacement", affects="self", text=line,
                                      replacement=ReplacementSpec("enter", CHOOSE_WORD,
                                                                  kinds=words)))
    parts.used.add(C_CHOOSE_WORD)
    for section in found:
        bullet, text = section.group(0), section.group(2)
        before = len(parts.activated), len(parts.triggered), len(parts.static)
        had = frozenset(parts.keywords)
        gap = _read_line(text, [], tokenize(text, names), card, parts, names, text)
        cond = condition(SOURCE_CHOSE, key=CHOSEN_WORD, value=section.group(1))
        if gap is None and not levels.conditioned(parts, before, had, cond, bullet,
                                                  granted_rules=True):       # CR 607.2
            gap = Gap(bullet, bullet, "static")
        if gap is not None:
            gaps.append(gap)
    return index + 2


def compile_text(data: CardData) -> Compiled:
    """Compile the Oracle text, ignoring any hand-written definition."""
    gaps: list[Gap] = []
    if data.layout in FACED_LAYOUTS:          # a card of several faces the data lacks
        gaps.append(Gap("", f"layout {data.layout}: its faces aren't in the card data",
                        "layout"))
    elif data.layout not in SUPPORTED_LAYOUTS:
        gaps.append(Gap("", f"layout {data.layout}", "layout"))
    unknown = [t for t in data.card_types if t not in SUPPORTED_TYPES]
    if unknown:
        gaps.append(Gap("", f"card type {', '.join(unknown)}", "type"))
    if "Battle" in data.card_types and "Siege" not in data.subtypes:   # CR 310.8a, 310.11
        gaps.append(Gap("", f"battle type {' '.join(data.subtypes) or '(none)'}: the "
                        "Comprehensive Rules say who protects only a Siege", "type"))
    card = Card(name=data.name, types=frozenset(data.card_types),
                subtypes=frozenset(data.subtypes),
                x_cost="{X}" in (data.mana_cost or ""), mana_cost=data.mana_cost or "",
                choices=choices.as_enters(data.text or "", data.card_types),    # CR 614.12
                kickers=_two_kickers(data.text or ""),                          # CR 702.33f
                cycling_x=bool(_CYCLING_X.search(data.text or "")))             # CR 702.29c
    parts = _Parts()
    names = card_names(data.name, data.subtypes if "Planeswalker" in data.card_types else (),
                       ("Legendary", *data.subtypes) if "Legendary" in data.supertypes
                       else ())
    lines = [current_wording(strip_reminder(raw), names)
             for raw in data.text.split("\n")] if data.text else []
    if "Enchant player" in lines:                          # "enchanted player" (CR 303.4b)
        card = replace(card, enchant_player=True)
    if "Aura" in data.subtypes and not card.enchanted:
        card = replace(card, enchanted=_enchanted_noun(lines))     # "enchanted Wall"
    if "Enchant creature card in a graveyard" in lines and "Aura" in data.subtypes:
        card = replace(card, enchant_graveyard=True)       # CR 303.4a (`graveyard`)
    if "Delve" in lines:
        card = replace(card, delve=True)                   # CR 702.66a (`quantities`)
    if "Haunt" in lines:
        card = replace(card, haunt=True)                   # CR 702.55b (`keywords`)
    if any(line.lower().startswith("gift ") for line in lines):
        card = replace(card, gift=True)                    # CR 702.174a (`keywords`)
    cleave = any(changed_text.is_cleave_line(line) for line in lines)      # CR 702.148a
    if cleave:
        lines = [changed_text.uncleaved(line) for line in lines]
    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        while index < len(lines) and dice.table_row(lines[index], line):    # CR 706.3b
            line = f"{line} {lines[index]}"
            index += 1
        if not line:
            continue                                       # reminder text only (CR 207.2)
        if _CHOOSE_WORDS.match(line):                      # CR 614.12, 607.2 (Sieges)
            after = _word_sections(line, lines, index, card, parts, names, gaps)
            if after is not None:
                index = after
                continue
        if line.startswith("•"):
            gaps.append(Gap(line, line, "a mode without \"Choose one\""))
            continue
        if line == "Spree":                                # CR 702.172a
            spree = []
            while index < len(lines) and _SPREE_MODE.match(lines[index]):
                spree.append(lines[index])
                index += 1
            gap = _spree(line, spree, card, parts, names)
            if gap is not None:
                gaps.append(gap)
            continue
        bullets: list[str] = []
        worded = _ABILITY_WORD.match(line)                              # CR 207.2c
        if _is_modal_header(line) or _MODAL_TRIGGER.search(line.rstrip()) or \
                _MODAL_ACTIVATED.search(line.rstrip()) or \
                worded is not None and _is_modal_header(line[worded.end():]):
            while index < len(lines) and lines[index].startswith("•"):
                bullets.append(lines[index])
                index += 1
        text = line
        if data.layout == "saga":
            gap = _chapter(line, card, parts, names)
            if gap is not False:
                if gap is not None:
                    gaps.append(gap)
                continue
        if data.layout == "leveler" and levels.striation(line, parts):     # CR 711.2
            continue
        if data.layout == "class" and levels.class_bar(line, parts):       # CR 716.2
            continue
        if data.layout == "case" and line.startswith(cases.TO_SOLVE_LABEL):  # CR 719.3
            solving = cases.to_solve(line, card, names)
            if solving is None:
                gaps.append(Gap(line, line, "case"))
            else:
                parts.triggered.append(solving[0])
                parts.used.update(solving[1])
            continue
        solved = data.layout == "case" and line.startswith(cases.SOLVED_LABEL)
        if solved:                                                         # CR 719.3c
            line = line[len(cases.SOLVED_LABEL):]
        word = _ABILITY_WORD.match(line)
        boast = word is not None and word.group(0) == "Boast — "        # CR 702.142a
        exhaust = word is not None and word.group(0) == "Exhaust — "    # (its reminder)
        power_up = word is not None and word.group(0) == "Power-up — "  # (its reminder)
        if word and word.group(0) == "Companion — ":                      # CR 702.139a
            found = keyword_rules.companion(line[word.end():])
            if found is None:
                gaps.append(Gap(line, line, "keyword"))
            else:
                parts.static.append(found)
                parts.used.add(keyword_rules.C_COMPANION)
            continue
        if word and not _is_modal_header(line):
            if word.group(0)[:-3] in _KEYWORD_LABELS:
                gaps.append(Gap(line, line, "keyword"))
                continue
            line = line[word.end():]                     # CR 207.2c: no rules meaning
            parts.used.add(C_ABILITY_WORD)
        if keyword_rules.is_backup(line):
            parts.backup = keyword_rules.before_backup(parts)
        before = len(parts.activated), len(parts.triggered), len(parts.static)
        had = frozenset(parts.keywords)
        gap = _read_line(line, bullets, tokenize(line, names), card, parts, names, text)
        if boast and gap is None and not keyword_rules.boast(parts, before):
            gap = Gap(text, text, "keyword")
        if exhaust and gap is None and not keyword_rules.exhaust(parts, before):
            gap = Gap(text, text, "keyword")
        if power_up and gap is None and not keyword_rules.power_up(parts, before, card):
            gap = Gap(text, text, "keyword")
        if parts.level is not None and gap is None and not levels.conditioned(
                parts, before, had, granted_rules=True):          # CR 711.2, 716.2
            gap = Gap(text, text, "level")
        if solved and gap is None:                                 # CR 702.169b-d
            if levels.conditioned(parts, before, had, cases.WHILE_SOLVED, text, True):
                parts.used.add(cases.C_SOLVED)
            else:
                gap = Gap(text, text, "case")
        if gap is not None:
            gaps.append(gap)
    if parts.backup is not None and not gaps and not keyword_rules.grant_following(parts):
        gaps.append(Gap("", "backup without the abilities it grants", "keyword"))
    if cleave and not gaps and not changed_text.cleaved_text_compiles(data):
        gaps.append(Gap("", "the text without its bracketed words", "keyword"))
    if "overload" in parts.keywords and not gaps:                   # CR 702.96a
        changed = changed_text.overloaded_text_compiled(data)
        if changed is None:
            gaps.append(Gap("", "the text with \"each\" for \"target\" (overload)",
                            "keyword"))
        else:
            parts.used |= changed.constructs
    if "entwine" in parts.keywords and not gaps:                      # CR 702.42a-b
        every = _combined(parts.bullets, len(parts.bullets), len(parts.bullets), card, names) \
            if parts.modes is not None and parts.choose == (1, 1) and len(parts.bullets) > 1 \
            else None
        if not every:
            gaps.append(Gap("", "entwine without one mode of several to choose", "keyword"))
        else:
            parts.combined = tuple(every)
    if parts.several_if is not None and parts.several_if.op == "kicked" and \
            parts.kicker is None:                                       # CR 702.33d
        gaps.append(Gap("", "\"if this spell was kicked\" without a kicker", "keyword"))
    if "splice" in parts.keywords and not gaps and (                  # CR 702.47a-d
            "{X}" in (data.mana_cost or "") or parts.modes is not None or parts.additional is not None or parts.kicker is not None
            or parts.alternatives or not changed_text.splice_reads(data.name)):
        gaps.append(Gap("", "splice with text that doesn't read added to another spell",
                        "keyword"))
    if PLAY_HIDDEN_AWAY in parts.used and not any(k.startswith("hideaway ")
                                                     for k in parts.keywords):
        gaps.append(Gap("", "\"the exiled card\" without hideaway to exile it (CR 607.2a)",
                        "keyword"))
    if "epic" in parts.keywords:                                      # CR 702.50a
        if parts.modes is not None or not parts.spell_effects or lines[-1] != "Epic":
            gaps.append(Gap("", "epic not after a spell's only effects", "keyword"))
        else:
            parts.spell_effects.append(effect("epic"))
    if "awaken" in parts.keywords and (parts.modes is not None or not parts.spell_effects):
        gaps.append(Gap("", "awaken on a modal spell or a permanent", "keyword"))  # 702.113a
    if targeting.C_OPPONENTS_CHOICE in parts.used and not gaps and not _tap_only(parts):
        gaps.append(Gap("", "a target an opponent chooses in an ability costing more than "
                        "{T}", "player"))
    if abilities.C_CREW_ALTERNATIVE in parts.used and not gaps and not _one_crew(parts):
        gaps.append(Gap("", "an alternative crew cost without one crew ability", "keyword"))
    if "scavenge" in parts.keywords and any(a.cda for a in parts.static) and not gaps:
        gaps.append(Gap("", "scavenge counting the power a characteristic-defining ability "
                        "sets, which isn't applied in a graveyard (CR 604.3, 702.97a)",
                        "keyword"))
    if not data.text:
        parts.used.add(C_VANILLA)
    if not gaps and data.layout == "saga" and ("Saga" not in data.subtypes or not any(
            t.event == "chapter" for t in parts.triggered)):
        gaps.append(Gap("", "a Saga without chapter abilities", "layout"))     # CR 714.2
    if not gaps and targeting.C_PLAYER_GROUP in parts.used and targeting.unnamed_player(parts):
        gaps.append(Gap("", "a target player's permanents where the player isn't named",
                        "player"))                         # (`targeting.player_controls`)
    if gaps:
        return _refused(data.name, gaps, parts)
    try:
        built = _build(data, parts)
    except _Refused as refused:
        return _refused(data.name, [refused.gap], parts)
    return Compiled(data.name, built, constructs=frozenset(parts.used))


def _tap_only(parts: _Parts) -> bool:
    """A target an opponent chooses (CR 601.2c) only in an activated ability costing {T}
    alone, with no X, modes or division (nothing else is chosen or paid around it)."""
    found = [a for a in parts.activated if any(t.chooser for t in a.targets)]
    return bool(found) and all(
        a.cost == Cost(tap=True) and not a.modes and a.zone == "battlefield"
        and not a.is_mana_ability for a in found)


def _one_crew(parts: _Parts) -> bool:
    """"rather than pay <this>'s crew cost" (CR 118.9): the card has one crew ability, and
    the alternative activates it (the same effects, CR 702.122a)."""
    crews = [a for a in parts.activated if a.cost.crew]
    others = [a for a in parts.activated if a.cost.counter_on and a.text.endswith(
        "crew cost.")]
    return len(crews) == 1 and all(a.effects == crews[0].effects for a in others)


class _Refused(Exception):
    def __init__(self, gap: Gap) -> None:
        super().__init__(gap.sentence)
        self.gap = gap


def _refused(name: str, gaps: list[Gap], parts: _Parts) -> Compiled:
    return Compiled(name, None, gaps=[g.sentence for g in gaps], details=gaps,
                    constructs=frozenset(parts.used))


def card_names(name: str, walker_types: Any = (), legendary: Any = ()
               ) -> tuple[str, ...]:
    """The names Oracle text uses for the card itself: its name, the short name of a
    legendary card ("Thalia"), and for a rebalanced Alchemy card ("A-Hagra Constrictor")
    the name it had before (CR 201.5). A planeswalker whose name starts with its
    planeswalker type and has no comma is called by that type: "Ajani" for Ajani
    Vengeant (`walker_types`: its subtypes, CR 205.3j); a legendary card whose name has
    no comma, by its first word: "Loran" for Loran of the Third Path (CR 201.5), unless
    that word is one of its subtypes (`legendary`: them, or empty for a card that isn't
    legendary; "Sliver creatures" of Sliver Queen are Slivers), and by the words before its
    epithet: "Tor Wauki" for Tor Wauki the Younger."""
    names = [name]
    if name.startswith("A-"):
        names.append(name[2:])
    names += [short_name(n) for n in list(names) if short_name(n)]
    first = names[-1].split(" ", 1)[0]
    if ", " not in names[-1] and " " in names[-1] and (
            first in walker_types or legendary and first not in legendary
            and first not in _NOT_SHORT_NAMES):
        names.append(first)
        epithet = names[-2].find(" the ")             # "Tor Wauki" (CR 201.5c)
        if epithet > len(first) and names[-2][:epithet].istitle():
            names.append(names[-2][:epithet])
    return tuple(dict.fromkeys(names))


# First words of legendary names that are no name on their own ("The Ur-Dragon")
_NOT_SHORT_NAMES = frozenset({"The", "A", "An"})


def _chapter(line: str, card: Card, parts: _Parts, names: tuple[str, ...]
             ) -> Gap | None | bool:
    """"I, II — effect": one chapter ability per number (CR 714.2a-b); False if the line
    isn't a chapter line."""
    head = _CHAPTER.match(line)
    if head is None:
        return False
    numbers = [_ROMAN.get(n) for n in head.group(1).split(", ")]
    text = line[head.end():]
    p = Parser(tokenize(text, names), card, Scope("triggered"), text)
    try:
        effects = instructions.effect_sentences(p)
        p.end()
    except NoParse:
        return _gap(text, tokenize(text, names), p.furthest)
    if None in numbers:
        return Gap(line, line, "chapter number")
    for n in numbers:
        parts.triggered.append(TriggeredAbility(
            event="chapter", effects=tuple(effects), targets=tuple(p.scope.targets),
            text=line, chapter=n or 0))
    parts.used.update(p.used)
    parts.used.add(C_CHAPTER)
    return None


_CYCLING_X = re.compile(r"^Cycling \{X\}", re.M)
_TWO_KICKERS = re.compile(r"^Kicker ((?:\{[^}]+\})+) and/or ((?:\{[^}]+\})+)", re.M)


def _enchanted_noun(lines: list[str]) -> str:
    """"Enchant Wall": "enchanted Wall" is the permanent this Aura enchants, which only a
    Wall can be (CR 303.4a, 704.5m); "" for any other enchant ability."""
    from tolaria.cards.oracle.phrases import SUBTYPE_WORDS
    for line in lines:
        words = line.split()
        if len(words) == 2 and words[0] == "Enchant" and words[1][:1].isupper() and \
                SUBTYPE_WORDS.get(words[1].lower()) == words[1]:
            return words[1].lower()
    return ""


def _two_kickers(text: str) -> tuple[str, ...]:
    """How the kicker costs of "Kicker {A} and/or {B}" are announced ("kicker {a}"), which
    "if it was kicked with its {A} kicker" names (CR 702.33f); () for other cards."""
    found = _TWO_KICKERS.search(text)
    if found is None:
        return ()
    try:
        return tuple(f"kicker {parse_cost(found.group(i))}".lower() for i in (1, 2))
    except ValueError:
        return ()


def _is_modal_header(line: str) -> bool:
    return (line.rstrip().endswith("—") and line.lower().startswith("choose ")) or \
        line.strip() == _OPPONENT_CHOOSES or bool(
        _MODAL_REPEATED.match(line.strip()) or _MODAL_SEVERAL_IF.match(line.strip())) or \
        line.strip().lower() == _MODAL_KICKED


# -- one line ---------------------------------------------------------------------------

def _read_line(line: str, bullets: list[str], tokens: list[Token], card: Card,
               parts: _Parts, names: tuple[str, ...], text: str = "") -> Gap | None:
    spell = bool(card.types & {"Instant", "Sorcery"})
    if _MODAL_ACTIVATED.search(line.rstrip()):
        return _modal_activated(line, bullets, card, parts, names, text) if bullets and not \
            spell else Gap(line, line, "modal ability")
    if _MODAL_TRIGGER.search(line.rstrip()):
        return _modal_trigger(line, bullets, card, parts, names, text) if bullets and not \
            spell else Gap(line, line, "modal ability")
    if bullets or _is_modal_header(line):
        return _modal(line, bullets, card, parts, names) if spell else Gap(
            line, line, "modal ability")
    first = tokens[0].key if tokens else None
    readers = _readers(first, tokens, spell)
    furthest = 0
    for reader in readers:
        p = Parser(tokens, card, Scope(_scope_kind(reader, spell)), line)
        if reader is _spell_line:          # a later line's targets follow the earlier ones'
            p.scope.targets = list(parts.spell_targets)               # (CR 115.1, 115.3)
            p.scope.earlier = tuple(parts.spell_effects)              # ("... instead")
            objects = [i for i, t in enumerate(p.scope.targets) if t.players is None]
            if len(objects) == 1:          # "that creature": the earlier lines' one object
                p.scope.it = objects[0]    # target (the others are players', CR 115.1)
        try:
            found = reader(p, text or line)
        except NoParse:
            furthest = max(furthest, p.furthest, p.i)      # where it stopped, even when a
            continue                                       # sub-parser raised the failure
        if not p.done:
            furthest = max(furthest, p.i)
            continue
        problem = _add(found, p, parts, line)
        if problem is None:
            parts.used.update(p.used)
            return None
        return problem
    return _gap(line, tokens, furthest)


def _scope_kind(reader: Any, spell: bool) -> str:
    if reader is _activated or reader is _card_activated:
        return "activated"
    if reader is _triggered or reader is _card_triggered:
        return "triggered"
    if reader is _spell_line:
        return "spell"
    return "static"


def _readers(first: str | None, tokens: list[Token], spell: bool) -> list[Any]:
    if spell:
        if first in ("when", "whenever", "at"):          # cycling, cast triggers (113.6k)
            return [_card_triggered, _spell_static, _spell_line]
        if first != "as" and any(t.key == ":" for t in tokens):     # forecast, channel...
            return [_keywords, _cost_line, _spell_static, _card_activated, _spell_line]
        return [_keywords, _cost_line, _spell_static, _spell_line]
    if first in ("when", "whenever", "at"):
        return [_triggered, _static]
    has_colon = any(t.key == ":" for t in tokens)
    out = [_keywords]
    if has_colon:
        out.append(_activated)
    out.append(_static)
    out.append(_conditional_static)
    return out


def _conditional_static(p: Parser, line: str) -> Any:
    return conditions.conditional_static(p, line)


def _keywords(p: Parser, line: str) -> Any:
    return abilities.keyword_line(p, line)


def _cost_line(p: Parser, line: str) -> Any:
    return abilities.cost_line(p)


def _activated(p: Parser, line: str) -> Any:
    return abilities.activated_line(p, line)


def _card_activated(p: Parser, line: str) -> Any:
    """An instant's or sorcery's activated ability: one that works from the hand or the
    graveyard (CR 113.6k); nothing else of it could ever be activated."""
    found = abilities.activated_line(p, line)
    if found.kind != "activated" or found.value.zone == "battlefield":
        raise NoParse
    return found


def _triggered(p: Parser, line: str) -> Any:
    return abilities.triggered_line(p, line)


def _card_triggered(p: Parser, line: str) -> Any:
    return graveyard.card_trigger(p, line)


def _static(p: Parser, line: str) -> Any:
    return abilities.static_line(p, line)


def _spell_static(p: Parser, line: str) -> Any:
    return abilities.spell_static_line(p, line)


def _spell_line(p: Parser, line: str) -> Any:
    effects = instructions.effect_sentences(p)
    return abilities.Line("spell", effects, list(p.scope.targets))


def _add(found: Any, p: Parser, parts: _Parts, line: str) -> Gap | None:
    """Add what a line is to the card; a Gap if it can't go with the rest."""
    for item in found if isinstance(found, list) else [found]:
        kind, value = item.kind, item.value
        if kind == "keywords":
            extra = item.extra
            parts.keywords |= value
            parts.activated += extra.activated
            parts.triggered += extra.triggered
            parts.static += extra.static
            parts.alternatives += extra.alternatives
        elif kind == "equip":
            parts.activated.append(value)
        elif kind == "devoid":
            parts.colorless = True
        elif kind == "all_colors":
            parts.all_colors = True
        elif kind == "kicker":
            if parts.kicker is not None:
                return Gap(line, line, "two kicker costs")
            parts.kicker, parts.second_kicker = value if isinstance(value, tuple) \
                else (value, None)                                  # CR 702.33b
        elif kind == "changeling":
            parts.every_creature_type = True
        elif kind == "also_types":
            parts.also_types |= value
        elif kind == "enchant":
            if parts.enchant is not None or parts.enchant_player:
                return Gap(line, line, "two enchant abilities")
            if value == "player":                                    # CR 702.5d
                parts.enchant_player = True
            else:
                parts.enchant = value
        elif kind == "mana":
            parts.mana_abilities += 1
            parts.activated.append(value)
        elif kind == "activated":
            parts.activated.append(value)
        elif kind == "activateds":                   # one cost or another (CR 601.2b)
            parts.activated += value
        elif kind == "triggered":
            parts.triggered.append(value)
        elif kind in ("static", "cda"):
            parts.static.append(value)
            parts.cda = parts.cda or kind == "cda"
        elif kind == "statics":                      # two static abilities on one line
            parts.static += value
        elif kind == "copy":
            parts.copy = value
        elif kind == "spell":
            if parts.modes is not None:
                return Gap(line, line, "effects beside modes")
            if value and value[0].op == riders.INSTEAD_OF_LAST:     # CR 614.15
                parts.spell_effects = parts.spell_effects[:-(value[0].get("count") or 1)]
                value = list(value[0].get("effects")) + list(value[1:])
            parts.spell_effects += value
            parts.spell_targets = list(item.extra)     # the earlier lines' and this one's
            parts.used.add(C_SPELL)
        elif kind == "additional":
            parts.additional = value
        elif kind == "alternative":
            parts.alternatives.append(value)
    return None


def _modal(line: str, bullets: list[str], card: Card, parts: _Parts,
           names: tuple[str, ...]) -> Gap | None:
    """"Choose one —" and its bullet lines (CR 700.2): one mode per bullet."""
    header = _MODAL_HEADERS.get(line.strip().lower())
    repeated = _MODAL_REPEATED.match(line.strip())
    several = _MODAL_SEVERAL_IF.match(line.strip())
    when, read = None, ()
    if repeated:                                                        # CR 700.2d
        count = _NUMBERS[repeated.group(1).lower()]
        header = (count, count)
    elif several:                                                       # CR 601.2b
        when, read = _several_condition(several.group(1), card, names)
        most = _NUMBERS[several.group(2).lower()] if several.group(2) else len(bullets)
        if when is None or (str(several.group(2)).lower() == "both") != (len(bullets) == 2) \
                or most < 2:
            return Gap(line, line, "modal choice")
        header = (1, most)
    elif line.strip().lower() == _MODAL_KICKED and len(bullets) > 1:   # CR 702.33d, 601.2b
        when, header = condition("kicked"), (1, len(bullets))
    elif line.strip() == _OPPONENT_CHOOSES:                             # CR 700.2e
        header = (1, 1)
    if header is None or not bullets:
        return Gap(line, line, "modal choice")
    least, most = header[0], header[1] or len(bullets)
    if (most > len(bullets) and not repeated) or (header[1] == 2 and len(bullets) < 2):
        return Gap(line, line, "modal choice")
    if parts.modes is not None or parts.spell_effects:
        return Gap(line, line, "modes beside other effects")
    modes = []
    used: list[str] = list(read)
    for bullet in bullets:
        text = bullet.lstrip("• ").strip()
        body = _mode_body(text, used)
        p = Parser(tokenize(body, names), card, Scope("spell"), body)
        try:
            effects = instructions.effect_sentences(p)
        except NoParse:
            return Gap(bullet, bullet, "mode")
        modes.append(Mode(tuple(p.scope.targets), tuple(effects), text))
        used += p.used
    if most > 1:
        combined = _combined(bullets, least, most, card, names, bool(repeated))
        if combined is None:
            return Gap(line, line, "modes together")
        parts.choose, parts.combined = (least, most), combined
        used.append(C_MODAL_REPEATED if repeated else C_MODAL_SEVERAL_IF if when
                    else C_MODAL_SEVERAL)
        parts.repeat, parts.several_if = bool(repeated), when
    if line.strip() == _OPPONENT_CHOOSES:         # chosen after the cast: no targets, no X
        if card.x_cost or any(mode.targets for mode in modes):
            return Gap(line, line, "modal choice")
        parts.mode_chooser = "opponent"
        used.append(C_MODAL_OPPONENT)
    parts.modes = modes
    parts.bullets = bullets
    parts.used.update(used)
    parts.used.add(C_MODAL)
    return None


def _mode_body(text: str, used: list[str]) -> str:
    """A mode's text without its flavor word (CR 207.2d), which is marked in `used`."""
    word = _MODE_FLAVOR.match(text)
    if word is None or word.group(0)[:-3] in _KEYWORD_LABELS:
        return text
    used.append(C_MODE_FLAVOR)
    return text[word.end():]


def _spree(line: str, spree: list[str], card: Card, parts: _Parts,
           names: tuple[str, ...]) -> Gap | None:
    """"Spree" and its "+ {M} — <mode>" lines (CR 702.172a, 700.2h): one or more modes
    chosen as the spell is cast, each chosen mode's cost added to the spell's total cost
    (`tolaria.rules.keywords.spree`)."""
    if len(spree) < 2 or not card.types & {"Instant", "Sorcery"}:
        return Gap(line, line, "keyword")
    found = [m for m in map(_SPREE_MODE.match, spree) if m is not None]
    bullets = [f"• {m.group(2)}" for m in found]
    gap = _modal("Choose one or more —", bullets, card, parts, names)
    if gap is not None:
        text = spree[bullets.index(gap.line)] if gap.line in bullets else line
        return Gap(text, text, gap.reason)
    parts.mode_costs = tuple(Cost(mana=parse_cost(m.group(1))) for m in found)
    parts.keywords.add("spree")
    parts.used.add(C_SPREE)
    return None


def _several_condition(text: str, card: Card, names: tuple[str, ...]
                       ) -> tuple[Any, tuple[str, ...]]:
    """The condition of "If <condition> as you cast this spell, you may choose both
    instead", all its words read, and the constructs read; or None."""
    p = Parser(tokenize(text, names), card, Scope("spell"), text)
    try:
        found = conditions.condition_phrase(p)
    except NoParse:
        return None, ()
    return (found, tuple(p.used)) if p.done else (None, ())


def _combined(bullets: list[str], least: int, most: int, card: Card,
              names: tuple[str, ...], repeat: bool = False, base: Scope | None = None
              ) -> tuple[Any, ...] | None:
    """Each set of two or more modes as one Mode: the bullets read one after another with
    one scope, so the targets are numbered in order (CR 700.2a: in printed order).
    "It" never reaches from one mode into another. With `repeat`, each multiset: a mode
    chosen twice is read twice in sequence, with targets of its own (CR 700.2d). `base`:
    a triggered ability's scope (its event's words), else a spell's."""
    from itertools import combinations, combinations_with_replacement
    pick = combinations_with_replacement if repeat else combinations
    out = []
    for size in range(max(least, 2), most + 1):
        for chosen in pick(range(len(bullets)), size):
            scope = replace(base, targets=[]) if base is not None else Scope("spell")
            effects: list[Any] = []
            texts = []
            for index in chosen:
                text = bullets[index].lstrip("• ").strip()
                body = _mode_body(text, [])
                scope.it = scope.them = None
                try:
                    effects += instructions.effect_sentences(
                        Parser(tokenize(body, names), card, scope, body))
                except NoParse:
                    return None
                texts.append(text)
            out.append((chosen, Mode(tuple(scope.targets), tuple(effects), " ".join(texts))))
    return tuple(out)


def _modal_trigger(line: str, bullets: list[str], card: Card, parts: _Parts,
                   names: tuple[str, ...], text: str) -> Gap | None:
    """"When this creature enters, choose one —" and its bullet modes: each mode read in
    the scope of the trigger's event; the mode is chosen as it goes on the stack
    (CR 603.3c)."""
    tokens = tokenize(line, names)
    p = Parser(tokens, card, Scope("triggered"), line)
    try:
        events = abilities.modal_trigger_header(p)
    except NoParse:
        return _gap(line, tokens, p.furthest)
    modes = []
    used = list(p.used)
    for bullet in bullets:
        shown = bullet.lstrip("• ").strip()
        body = _mode_body(shown, used)
        scope = replace(p.scope, targets=[])
        q = Parser(tokenize(body, names), card, scope, body)
        try:
            effects = instructions.effect_sentences(q)
        except NoParse:
            return Gap(bullet, bullet, "mode")
        modes.append(Mode(tuple(scope.targets), tuple(effects), shown))
        used += q.used
    whole = "\n".join([text or line, *bullets])
    least, most = events[0].get("choose", (1, 1))
    most = most or len(bullets)
    combined: tuple[Any, ...] = ()
    if most > 1:                                                       # CR 700.2b, 700.2d
        found = _combined(bullets, least, most, card, names, base=p.scope)
        if found is None or most > len(bullets):
            return Gap(line, line, "modes together")
        combined = found
    if events[0].pop("different_players", False):     # each mode targets one player
        if any(len(m.targets) != 1 or m.targets[0].players is None or m.targets[0].objects
               is not None for m in modes):
            return Gap(line, line, "modes together")
        combined = tuple((chosen, replace(mode, targets=tuple(
            replace(spec, distinct=True) for spec in mode.targets)))
            for chosen, mode in combined)                             # CR 115.3
        for ev in events[1:]:
            ev.pop("different_players", None)
    for ev in events:
        parts.triggered.append(TriggeredAbility(
            effects=(), modes=tuple(modes), text=whole, combined=combined,
            **(ev | {"choose": (least, most)} if "choose" in ev else ev)))
    parts.used.update(used)
    parts.used.add(C_MODAL_TRIGGER)
    return None


def _modal_activated(line: str, bullets: list[str], card: Card, parts: _Parts,
                     names: tuple[str, ...], text: str) -> Gap | None:
    """"{1}, Sacrifice this creature: Choose one —" and its bullet modes: each mode read as
    an activated ability with the header's cost and its "Activate only ..." sentence (so
    its targets, X and restrictions are read as an ability's); the mode is chosen as the
    ability is activated (CR 602.2b, 601.2b). Every mode must come out with the same cost
    and the same rules."""
    head = _MODAL_ACTIVATED.search(line.rstrip())
    assert head is not None
    read: list[ActivatedAbility] = []
    used: list[str] = []
    for bullet in bullets:
        body = _mode_body(bullet.lstrip("• ").strip(), used)
        whole = f"{head.group(1)}: {body}" + (f" {head.group(2)}" if head.group(2) else "")
        p = Parser(tokenize(whole, names), card, Scope("activated"), whole)
        try:
            found = abilities.activated_line(p, whole)
        except NoParse:
            return Gap(bullet, bullet, "mode")
        if found.kind != "activated":                  # a modal mana ability (CR 605.1a)
            return Gap(line, line, "modal ability")
        read.append(found.value)
        used += p.used
    if head.group(3) is not None or line.rstrip().endswith("hasn't been chosen —"):
        unchosen = MODES_UNCHOSEN[1] if head.group(3) else MODES_UNCHOSEN[0]   # CR 700.2a
        read = [replace(a, unchosen=unchosen) for a in read]
        used.append(abilities.C["modes.unchosen"])
    bare = [replace(a, targets=(), effects=(), text="") for a in read]
    if any(b != bare[0] for b in bare):
        return Gap(line, line, "modes with different costs or rules")
    modes = tuple(Mode(a.targets, a.effects, b.lstrip("• ").strip())
                  for a, b in zip(read, bullets, strict=True))
    parts.activated.append(replace(bare[0], modes=modes,
                                   text="\n".join([text or line, *bullets])))
    parts.used.update(used)
    parts.used.add(C_MODAL_ACTIVATED)
    return None


_SENTENCE_END = re.compile(r"(?<=\.)\s+(?=[A-Z•\"])")


def _gap(line: str, tokens: list[Token], furthest: int) -> Gap:
    """The sentence of `line` the grammar couldn't read (the furthest any reader got)."""
    pos = tokens[furthest].pos if furthest < len(tokens) else len(line)
    start = 0
    for found in _SENTENCE_END.finditer(line):
        if found.end() <= pos:
            start = found.end()
    end = line.find(". ", pos)
    sentence = line[start:end + 1] if end >= 0 else line[start:]
    return Gap(line, sentence.strip() or line, "")


# -- the card --------------------------------------------------------------------------

def _build(data: CardData, parts: _Parts) -> CardDef:
    """The CardDef from the record's characteristics and the abilities read."""
    line = ""
    types = frozenset(data.card_types)
    spell_card = bool(types & {"Instant", "Sorcery"})
    enchants = parts.enchant is not None or parts.enchant_player
    if "Aura" in data.subtypes and not enchants:
        raise _Refused(Gap(line, "an Aura without an enchant ability", "aura"))
    if enchants and "Aura" not in data.subtypes:
        raise _Refused(Gap(line, "an enchant ability on a non-Aura", "aura"))
    if parts.alternatives and not spell_card:
        raise _Refused(Gap(line, "an alternative cost on a permanent card", "cost"))
    if parts.mana_abilities and "Land" in types and set(data.subtypes) & {
            "Plains", "Island", "Swamp", "Mountain", "Forest"}:
        raise _Refused(Gap(line, "a mana ability beside an intrinsic one", "mana"))
    if parts.mana_abilities > 1:
        _merge_mana(parts)
    _check_chosen_type(data, parts)
    spell = None
    if spell_card:
        if parts.modes is not None:
            if _gift(parts):
                raise _Refused(Gap(line, "gift on a modal spell", "spell"))
            spell = SpellAbility(modes=tuple(parts.modes), modal=True, choose=parts.choose,
                                 combined=parts.combined, mode_costs=parts.mode_costs,
                                 repeat=parts.repeat, several_if=parts.several_if,
                                 mode_chooser=parts.mode_chooser)
        elif parts.spell_effects:
            spell = SpellAbility(modes=(Mode(tuple(parts.spell_targets),
                                             _gift(parts) + tuple(parts.spell_effects)),))
        else:
            raise _Refused(Gap(line, "an instant or sorcery without effects", "spell"))
        if parts.additional is not None or parts.alternatives:
            spell = replace(spell, additional_cost=parts.additional,
                            alternative_costs=tuple(parts.alternatives))
    try:
        cost = parse_cost(data.mana_cost) if data.mana_cost else None
    except ValueError:
        raise _Refused(Gap("", f"mana cost {data.mana_cost}", "cost")) from None
    subtypes = tuple(data.subtypes)
    if parts.every_creature_type:                                        # CR 702.73a
        subtypes += tuple(sorted(vocabulary.CREATURE_TYPES - set(subtypes)))
    subtypes += tuple(sorted(parts.also_types - set(subtypes)))          # CR 604.3
    colors = frozenset() if parts.colorless else (          # CR 202.2, 204: the mana cost
        (cost.colors if cost else frozenset()) | frozenset(data.color_indicator))   # and indicator
    if parts.all_colors:
        colors = frozenset("WUBRG")                          # its CDA (CR 604.3, 613.3)
    return CardDef(
        name=data.name, mana_cost=cost, types=types, subtypes=subtypes,
        supertypes=frozenset(data.supertypes), colors=colors,
        power=_number(data.power, "power", parts.cda),
        toughness=_number(data.toughness, "toughness", parts.cda),
        loyalty=_number(data.loyalty, "loyalty", False),
        defense=_number(data.defense, "defense", False),
        keywords=frozenset(parts.keywords), spell=spell, activated=tuple(parts.activated),
        triggered=tuple(parts.triggered), static=tuple(parts.static), enchant=parts.enchant,
        enchant_player=parts.enchant_player,
        enters_as_copy=parts.copy[0] if parts.copy else None,
        copy_except=parts.copy[1] if parts.copy else (), text=data.text, kicker=parts.kicker,
        second_kicker=parts.second_kicker)


def _gift(parts: _Parts) -> tuple[Any, ...]:
    """The promised gift, given before the spell's other effects (CR 702.174a)."""
    from tolaria.cards.oracle.keyword_lines import gift_effect
    return tuple(gift_effect(a.keyword) for a in parts.static if a.kind == GIFT)


def _check_chosen_type(data: CardData, parts: _Parts) -> None:
    """"The chosen type" needs "as this enters, choose a creature type" (CR 607.2); the
    choice is asked as it enters by a spell resolving, an effect or a land played (CR
    305.1), not in the other ways the engine can't pause for (a gap, never a wrong game)."""
    chooses = any(s.replacement is not None and s.replacement.op in ENTERING_OPS
                  for s in parts.static)
    reads = any(s.filter is not None and s.filter.chosen_type for s in parts.static)
    if reads and not chooses:
        raise _Refused(Gap("", "the chosen type, never chosen", "choice"))
    if chooses and ("unearth" in parts.keywords or any(
            s.kind == "begin_on_battlefield" for s in parts.static)):
        raise _Refused(Gap("", "a creature type chosen as it enters this way", "choice"))


def _merge_mana(parts: _Parts) -> None:
    """Several "{T}: Add ..." lines are one choice of mana (CR 605.3b): the engine keeps one
    mana ability per permanent, so they become one with every option, where the first was.
    Any other cost would make them different abilities: that is a gap."""
    mana = [a for a in parts.activated if a.mana is not None]
    if any(a.condition is not None for a in mana):
        # "{T}: Add {B}. {T}: Add {R}. Activate only if you control a Swamp or a Mountain.":
        # the conditional ones stay separate abilities after one plain one (CR 602.5b).
        free = [a for a in mana if a.condition is None and a.cost == Cost(tap=True)]
        if len(free) > 1 or (free and mana[0] is not free[0]):
            raise _Refused(Gap("", "conditional mana abilities", "mana"))
        return
    if not all(a.cost == Cost(tap=True) for a in mana):
        # The payment planner taps a permanent for its first plain "{T}: Add" ability and
        # pays with its first mana ability: they must be the same one. Others ("{1}, {T}:
        # Add {R}{G}") stay separate abilities, activated on their own (CR 605.3a).
        plain = [a for a in mana if a.cost == Cost(tap=True)]
        free = [a for a in plain if a.mana_only is None]   # restricted ones: their own
        if plain and mana[0] is not plain[0] or len(free) > 1:
            raise _Refused(Gap("", "more than one mana ability", "mana"))
        return
    if any(a.mana_only is not None or a.mana_could is not None for a in mana):
        return                # restricted mana (CR 106.6), "could produce" (CR 106.7)
    if any(a.mana_per != mana[0].mana_per for a in mana):
        # "{T}: Add one mana of any color." and "{T}: Add X mana of any one color, where X
        # is ...": different amounts, one ability can't be both (CR 605.3b)
        raise _Refused(Gap("", "more than one mana ability", "mana"))
    options = tuple(dict.fromkeys(o for a in mana for o in a.mana))
    merged = replace(mana[0], mana=options, text="\n".join(a.text for a in mana))
    if any(a.pain for a in mana):        # each option's damage: the first line giving it
        merged = replace(merged, pain=tuple(next(
            a.pain[a.mana.index(o)] if a.pain else 0 for a in mana if o in a.mana)
            for o in options))
    if any(a.mana_life for a in mana):       # "Each opponent gains 1 life." (Grove)
        merged = replace(merged, mana_life=tuple(next(
            a.mana_life[a.mana.index(o)] if a.mana_life else () for a in mana if o in a.mana)
            for o in options))
    if any(a.stays_tapped for a in mana):    # "doesn't untap during your next untap step"
        merged = replace(merged, stays_tapped=tuple(next(
            a.stays_tapped[a.mana.index(o)] if a.stays_tapped else False
            for a in mana if o in a.mana) for o in options))
    first = parts.activated.index(mana[0])
    parts.activated = [a for a in parts.activated if a.mana is None]
    parts.activated.insert(first, merged)
    parts.used.add(C_MANA_MERGE)


def token_card(name: str, types: tuple[str, ...], subtypes: tuple[str, ...],
               text: str) -> CardDef:
    """A token with a rules-text ability (CR 111.4, 111.10), compiled like a card's."""
    return _token_card(name, types, subtypes, text)


@lru_cache(maxsize=64)
def _token_card(name: str, types: tuple[str, ...], subtypes: tuple[str, ...],
                text: str) -> CardDef:
    data = CardData(name=name, mana_cost=None, type_line="", card_types=types,
                    subtypes=subtypes, supertypes=(), power=None, toughness=None,
                    loyalty=None, text=text, layout="normal", color_identity=(), keywords=())
    compiled = compile_text(data)
    if compiled.card is None:
        raise ValueError(f"the {name} token's text doesn't compile: {compiled.gaps}")
    return replace(compiled.card, token=True)


def _number(value: str | None, what: str, cda: bool) -> int | None:
    try:
        return printed_number(value, cda)
    except ValueError:
        raise _Refused(Gap("", f"{what} {value}", "characteristic-defining")) from None


# -- hand-written definitions -----------------------------------------------------------

def _from_definition(data: CardData) -> Compiled:
    """A card defined with the DSL: an exception to compiling (`tolaria.cards.definitions`).

    The registry builds it as it always built hand-written cards (keyword, mana and equip
    lines read from the Oracle text, the definition for the rest).
    """
    from tolaria.cards.registry import UnsupportedCard, build_defined
    try:
        return Compiled(data.name, build_defined(data), exception=True)
    except UnsupportedCard as refused:
        return Compiled(data.name, None, list(refused.gaps), True,
                        [Gap(g, g, "definition") for g in refused.gaps])
