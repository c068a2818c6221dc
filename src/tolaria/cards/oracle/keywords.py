"""Constructs of the keyword abilities read by `tolaria.rules.keywords` (CR 702).

A keyword line is read by `abilities.keyword_line` through the registry's keyword
readers; `mark` records which of these keywords the line used, so each is played by a
test (tests/test_oracle_play_keywords.py). Keywords whose definition in the rules is a
triggered ability the grammar reads ("Soulshift N", "Afterlife N") are read by
`expanded`: the definition, with N filled in, is compiled as the card's own line.

Also here: keyword lines built directly ("Backup N" with the abilities printed below it,
filled in by `grant_following` once the card is read; "Partner with NAME"; flashback and
buyback with costs other than mana), keyword actions read as instructions (`ACTIONS`:
adapt, monstrosity, amass), "becomes monstrous" triggers, boast abilities (`boast`) and
"tribute wasn't paid" (`tribute_unpaid`). Their play tests: tests/test_oracle_play_keywords2.py.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from tolaria.cards.oracle.lexer import tokenize
from tolaria.cards.oracle.parser import NoParse, Parser, Scope, construct
from tolaria.cards.oracle.phrases import number
from tolaria.data.ir import (
    Condition,
    ObjectFilter,
    ReplacementSpec,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    effect,
    layer_effect,
)
from tolaria.data.vocabulary import (
    BARGAINED,
    ESCAPE,
    ESCAPED,
    HAUNT_RESOLVED,
    HAUNTED,
    NOT_YOURS,
)

# keyword name (without its number) -> construct
CONSTRUCTS = {word: construct(name, text) for word, name, text in (
    ("phasing", "keyword.phasing", "Phasing: phases out, or in, before its controller "
                                   "untaps during each of their untap steps (CR 702.26a, "
                                   "502.1)"),
    ("banding", "keyword.banding", "Banding: attacks in a band with creatures with banding "
                                   "and up to one without, a band is blocked as a whole, and "
                                   "its controller divides the combat damage of creatures "
                                   "blocking or blocked by it (CR 702.22a-k)"),
    ("fear", "keyword.fear", "Fear: blocked only by artifact and/or black creatures "
                             "(CR 702.36b)"),
    ("intimidate", "keyword.intimidate", "Intimidate: blocked only by artifact creatures "
                                         "and/or creatures sharing a color (CR 702.13b)"),
    ("shadow", "keyword.shadow", "Shadow: blocks and is blocked only by creatures with "
                                 "shadow (CR 702.28b)"),
    ("horsemanship", "keyword.horsemanship", "Horsemanship: blocked only by creatures with "
                                             "horsemanship (CR 702.31b)"),
    ("skulk", "keyword.skulk", "Skulk: not blocked by creatures with greater power "
                               "(CR 702.118b)"),
    ("wither", "keyword.wither", "Wither: damage to creatures as -1/-1 counters (CR 702.80)"),
    ("toxic", "keyword.toxic", "Toxic N: combat damage to a player also gives N poison "
                               "counters (CR 702.164c)"),
    ("bushido", "keyword.bushido", "Bushido N: +N/+N when it blocks or becomes blocked "
                                   "(CR 702.45a)"),
    ("battle cry", "keyword.battle_cry", "Battle cry: each other attacking creature gets "
                                         "+1/+0 when it attacks (CR 702.91a)"),
    ("afflict", "keyword.afflict", "Afflict N: defending player loses N life when it becomes "
                                   "blocked (CR 702.130a)"),
    ("hideaway", "keyword.hideaway", "Hideaway N: when it enters, look at the top N cards, "
                                     "exile one face down (its controller may look at it), "
                                     "the rest on the bottom in a random order (CR 702.75a)"),
    ("rampage", "keyword.rampage", "Rampage N: +N/+N for each blocker beyond the first "
                                   "(CR 702.23a)"),
    ("flanking", "keyword.flanking", "Flanking: blockers without flanking get -1/-1 "
                                     "(CR 702.25a)"),
    ("persist", "keyword.persist", "Persist: returns with a -1/-1 counter when it dies "
                                   "without one (CR 702.79a)"),
    ("undying", "keyword.undying", "Undying: returns with a +1/+1 counter when it dies "
                                   "without one (CR 702.93a)"),
    ("storm", "keyword.storm", "Storm: copy this spell for each other spell cast before it "
                               "this turn (CR 702.40a)"),
    ("gravestorm", "keyword.gravestorm", "Gravestorm: copy this spell for each permanent put "
                                         "into a graveyard from the battlefield this turn "
                                         "(CR 702.69a)"),
    ("ripple", "keyword.ripple", "Ripple N: when cast, you may reveal the top N cards and "
                                 "cast those with its name free, the rest to the bottom in "
                                 "any order (CR 702.60a)"),
    ("demonstrate", "keyword.demonstrate", "Demonstrate: when cast, you may copy it; if you "
                                           "do, an opponent you choose copies it too, each "
                                           "may choose new targets (CR 702.144a)"),
    ("craft", "keyword.craft", "Craft with <materials> {cost}: pay, exile this artifact and "
                               "the materials from among other permanents you control and/or "
                               "cards in your graveyard, return it transformed; as a sorcery "
                               "(CR 702.167a-b)"),
    ("cascade", "keyword.cascade", "Cascade: exile until a cheaper nonland card, cast it free, "
                                   "the rest to the bottom (CR 702.85a)"),
    ("fabricate", "keyword.fabricate", "Fabricate N: +1/+1 counters or Servo tokens as it "
                                       "enters (CR 702.123a)"),
    ("living weapon", "keyword.living_weapon", "Living weapon: a 0/0 Germ token wearing this "
                                               "Equipment (CR 702.92a)"),
    ("fading", "keyword.fading", "Fading N: fade counters, one removed each upkeep, then "
                                 "sacrificed (CR 702.32a)"),
    ("vanishing", "keyword.vanishing", "Vanishing N: time counters, one removed each upkeep, "
                                       "sacrificed with the last (CR 702.63a)"),
    ("extort", "keyword.extort", "Extort: pay {W/B} as you cast a spell: drain each opponent "
                                 "for 1 (CR 702.101a)"),
    ("ingest", "keyword.ingest", "Ingest: a player dealt combat damage exiles their top card "
                                 "(CR 702.115a)"),
    ("split second", "keyword.split_second", "Split second: nothing else may be cast or "
                                             "activated while it is on the stack (CR 702.61a)"),
    ("dredge", "keyword.dredge", "Dredge N: in your graveyard, you may mill N cards and "
                                 "return it to your hand instead of drawing a card "
                                 "(CR 702.52a-b)"),
    ("bloodthirst", "keyword.bloodthirst", "Bloodthirst N: enters with N +1/+1 counters if an "
                                           "opponent was dealt damage this turn (CR 702.54a)"),
    ("evoke", "keyword.evoke", "Evoke {M}: an alternative cost; sacrificed as it enters if it "
                               "was paid (CR 702.74a)"),
    ("dash", "keyword.dash", "Dash {M}: an alternative cost; haste, back to the hand at the "
                             "next end step (CR 702.109a)"),
    ("megamorph", "keyword.megamorph", "Megamorph {M}: morph, and a +1/+1 counter as it is "
                                       "turned face up (CR 702.37b)"),
    ("buyback", "keyword.buyback", "Buyback {M}: an optional additional cost; the spell returns "
                                   "to its owner's hand as it resolves (CR 702.27a)"),
    ("epic", "keyword.epic", "Epic: as the spell resolves, last, its controller can't cast "
                             "spells for the rest of the game, and at the beginning of each "
                             "of their upkeeps copies it except for its epic ability "
                             "(CR 702.50a-b)"),
    ("cipher", "keyword.cipher", "Cipher: as it resolves, its controller may exile it encoded "
                                 "on a creature they control, which then has \"whenever this "
                                 "creature deals combat damage to a player, its controller "
                                 "may cast a copy of the encoded card without paying its mana "
                                 "cost\" (CR 702.99a-c, 707.12)"),
    ("rebound", "keyword.rebound", "Rebound: cast from the hand, it is exiled as it resolves "
                                   "and may be cast free at the next upkeep (CR 702.88a)"),
    ("soulbond", "keyword.soulbond", "Soulbond: you may pair it with another unpaired creature "
                                     "when either enters (CR 702.95a)"),
    ("evolve", "keyword.evolve", "Evolve: a +1/+1 counter when a bigger creature of yours "
                                 "enters (CR 702.100a)"),
    ("dethrone", "keyword.dethrone", "Dethrone: a +1/+1 counter when it attacks the player "
                                     "with the most life (CR 702.105a)"),
    ("renown", "keyword.renown", "Renown N: N +1/+1 counters the first time it deals combat "
                                 "damage to a player (CR 702.112a)"),
    ("retrace", "keyword.retrace", "Retrace: cast from the graveyard by also discarding a land "
                                   "card (CR 702.81a)"),
    ("jump-start", "keyword.jump_start", "Jump-start: cast from the graveyard by also "
                                         "discarding a card, then exiled (CR 702.133a)"),
    ("unleash", "keyword.unleash", "Unleash: may enter with a +1/+1 counter; can't block "
                                   "while it has one (CR 702.98a)"),
    ("riot", "keyword.riot", "Riot: enters with a +1/+1 counter or gains haste (CR 702.136a)"),
    ("increment", "keyword.increment", "Increment: whenever you cast a spell with more mana "
                                       "spent than its power or toughness, a +1/+1 counter "
                                       "(CR 603.4, 601.2h)"),
    ("protection from spells that are one or more colors", "keyword.protection_from_spells",
     "Protection from spells that are one or more colors: from colored spells only, not "
     "from abilities or permanents (CR 702.16a-e)"),
    ("annihilator", "keyword.annihilator", "Annihilator N: defending player sacrifices N "
                                           "permanents when it attacks (CR 702.86a)"),
    ("graft", "keyword.graft", "Graft N: enters with N +1/+1 counters, moves one onto each "
                               "creature that enters (CR 702.58a)"),
    ("surge", "keyword.surge", "Surge {M}: an alternative cost if you cast another spell this "
                               "turn (CR 702.117a)"),
    ("prowl", "keyword.prowl", "Prowl {M}: an alternative cost if a source you controlled "
                               "with any of its creature types dealt combat damage to a "
                               "player this turn (CR 702.76a)"),
    ("spectacle", "keyword.spectacle", "Spectacle {M}: an alternative cost if an opponent lost "
                                       "life this turn (CR 702.137a)"),
    ("disturb", "keyword.disturb", "Disturb {M} on the front face of a transforming "
                                   "double-faced card: cast transformed from its owner's "
                                   "graveyard for that cost (CR 702.146a-b, 712.11a)"),
    ("blitz", "keyword.blitz", "Blitz {M}: an alternative cost; haste, draw a card when it "
                               "dies, sacrificed at the next end step (CR 702.152a)"),
    ("training", "keyword.training", "Training: a +1/+1 counter when it attacks with a "
                                     "creature with greater power (CR 702.149a)"),
    ("scavenge", "keyword.scavenge", "Scavenge {M}: exile it from the graveyard: +1/+1 "
                                     "counters equal to its power on target creature "
                                     "(CR 702.97a)"),
    ("devour", "keyword.devour", "Devour N: sacrifice creatures as it enters, N +1/+1 "
                                 "counters for each (CR 702.82a)"),
    ("embalm", "keyword.embalm", "Embalm {M}: exile it from the graveyard: a white Zombie "
                                 "token copy of it (CR 702.128a)"),
    ("eternalize", "keyword.eternalize", "Eternalize {M}: exile it from the graveyard: a 4/4 "
                                         "black Zombie token copy of it (CR 702.129a)"),
    ("offspring", "keyword.offspring", "Offspring {M}: an optional additional cost; a 1/1 token "
                                       "copy as it enters (CR 702.175a)"),
    ("plot", "keyword.plot", "Plot {M}: exile it from the hand (a special action); cast it "
                             "free on a later turn (CR 702.170a, 702.170d)"),
    ("compleated", "keyword.compleated", "Compleated: a planeswalker cast paying life for "
                                         "Phyrexian mana symbols enters with two fewer "
                                         "loyalty counters for each (CR 702.150a)"),
    ("sunburst", "keyword.sunburst", "Sunburst: a +1/+1 (or charge) counter for each color of "
                                     "mana spent to cast it (CR 702.44a)"),
    ("casualty", "keyword.casualty", "Casualty N: sacrifice a creature with power N or greater "
                                     "as you cast it: copy it (CR 702.153a)"),
    ("myriad", "keyword.myriad", "Myriad: token copies attacking each other opponent, exiled "
                                 "at end of combat (CR 702.116a)"),
    ("echo", "keyword.echo", "Echo {M}: at the beginning of your upkeep, if it came under "
                             "your control since your last upkeep, sacrifice it unless you "
                             "pay {M} (CR 702.30a)"),
    ("replicate", "keyword.replicate", "Replicate {M}: an additional cost paid any number of "
                                       "times; a copy of the spell for each payment as it is "
                                       "cast (CR 702.56a)"),
    ("level up", "keyword.level_up", "Level up {M}: {M}: a level counter on it; only as a "
                                     "sorcery (CR 702.87a)"),
    ("recover", "keyword.recover", "Recover {M}: from the graveyard, when a creature is put "
                                   "into your graveyard from the battlefield, pay {M} to return "
                                   "it to your hand, else exile it (CR 702.59a)"),
    ("emerge", "keyword.emerge", "Emerge {M}: an alternative cost with a creature sacrificed; "
                                 "the total cost is reduced by its mana value (CR 702.119a)"),
    ("ward", "keyword.ward_list", "ward {M} as one keyword of a list (\"Flying, ward {2}\"): "
                                  "the ward triggered ability (CR 702.21a)"),
    ("squad", "keyword.squad", "Squad {M}: an additional cost paid any number of times; a "
                               "token copy for each payment as it enters (CR 702.157a)"),
    ("tribute", "keyword.tribute", "Tribute N: as it enters, an opponent may put N more "
                                   "+1/+1 counters on it; \"if tribute wasn't paid\" "
                                   "(CR 702.104a-b)"),
    ("miracle", "keyword.miracle", "Miracle {M}: revealed as its owner's first draw of the "
                                   "turn, it may be cast for {M} as the trigger resolves "
                                   "(CR 702.94a)"),
    ("ravenous", "keyword.ravenous", "Ravenous: enters with X +1/+1 counters; when it enters, "
                                     "if X is 5 or more, draw a card (CR 702.156a)"),
    ("umbra armor", "keyword.umbra_armor", "Umbra armor: if enchanted permanent would be "
                                           "destroyed, remove its damage and destroy this Aura "
                                           "instead (CR 702.89a)"),
    ("encore", "keyword.encore", "Encore {M}: exile it from the graveyard: for each opponent "
                                 "a token copy with haste that attacks that opponent this turn "
                                 "if able, sacrificed at the next end step (CR 702.141a)"),
    ("enlist", "keyword.enlist", "Enlist: as it attacks, you may tap a nonattacking creature "
                                 "you control with haste or without summoning sickness; "
                                 "when you do, +X/+0 until end of turn, X its power "
                                 "(CR 702.154a-d)"),
    ("splice", "keyword.splice", "Splice onto Arcane {M} / onto instant or sorcery {M}: as "
                                 "you cast such a spell, reveal it from your hand and pay {M}; "
                                 "the spell gains its text, its targets chosen too "
                                 "(CR 702.47a-e)"),
    ("melee", "keyword.melee", "Melee: whenever it attacks, +1/+1 until end of turn for each "
                               "opponent you attacked with a creature this combat "
                               "(CR 702.121a)"),
    ("provoke", "keyword.provoke", "Provoke: whenever it attacks, you may have target "
                                   "creature defending player controls untap and block it "
                                   "this combat if able (CR 702.39a)"),
    ("mentor", "keyword.mentor", "Mentor: whenever it attacks, a +1/+1 counter on target "
                                 "attacking creature with lesser power (CR 702.134a)"),
    ("awaken", "keyword.awaken", "Awaken N—{M}: an alternative cost; the spell also puts N "
                                 "+1/+1 counters on target land you control, which becomes a "
                                 "0/0 Elemental creature with haste (CR 702.113a)"),
    ("read ahead", "keyword.read_ahead", "Read ahead: a Saga enters with the number of lore "
                                         "counters its controller chooses; chapters below "
                                         "it don't trigger that turn (CR 702.155a-b)"),
    ("ascend", "keyword.ascend", "Ascend: ten or more permanents give you the city's blessing "
                                 "for the rest of the game (CR 702.131a-b)"),
    ("multikicker", "keyword.multikicker", "Multikicker {M}: an additional cost paid any "
                                           "number of times; \"for each time it was kicked\" "
                                           "(CR 702.33c-d)"),
    ("cleave", "keyword.cleave", "Cleave {M}: an alternative cost; the spell's text without "
                                 "its words in square brackets (CR 702.148a)"),
    ("exploit", "keyword.exploit", "Exploit: when it enters, you may sacrifice a creature "
                                   "(CR 702.110a)"),
    ("reconfigure", "keyword.reconfigure", "Reconfigure {M}: attach to target creature you "
                                           "control / unattach, as a sorcery; while attached, "
                                           "it isn't a creature (CR 702.151a-b, 301.5c)"),
    ("escalate", "keyword.escalate", "Escalate {M}: {M} more for each mode chosen beyond the "
                                     "first (CR 702.120a)"),
    ("entwine", "keyword.entwine", "Entwine {M}: an optional additional cost; if paid, every "
                                   "mode, in printed order (CR 702.42a-b)"),
    ("bestow", "keyword.bestow", "Bestow {M}: cast as an Aura with enchant creature for {M}; "
                                 "a creature again when unattached or if its target is "
                                 "illegal (CR 702.103a-f)"),
    ("mutate", "keyword.mutate", "Mutate {M}: cast for {M} targeting a non-Human creature "
                                 "with the same owner; it merges with it, over or under, as "
                                 "it resolves, or enters if the target is illegal "
                                 "(CR 702.140a-c, 727)"),
    ("foretell", "keyword.foretell", "Foretell {M}: on your turn, pay {2} and exile it face "
                                     "down; cast it on a later turn for {M} (CR 702.143a)"),
    ("bargain", "keyword.bargain", "Bargain: an optional additional cost, sacrificing an "
                                   "artifact, enchantment, or token (CR 702.166a)"),
    ("gift", "keyword.gift", "Gift a card / a tapped Fish / a Food / a Treasure / an extra "
                             "turn on an instant or sorcery: an optional additional cost, "
                             "choosing an opponent, who gets the gift as it resolves before "
                             "its other effects (CR 702.174a)"),
    ("daybound", "keyword.daybound", "Daybound on a transforming card's front face: it makes "
                                     "it day, transforms as it becomes night, enters "
                                     "transformed at night, transforms only so (CR 702.145b-d)"),
    ("nightbound", "keyword.nightbound", "Nightbound on the back face: it makes it night, "
                                         "transforms as it becomes day, transforms only so "
                                         "(CR 702.145e-g)"),
    ("aftermath", "keyword.aftermath", "Aftermath on a split card's second half: that half "
                                       "is cast only from a graveyard, then exiled "
                                       "(CR 702.127a)"),
    ("disguise", "keyword.disguise", "Disguise {M}: cast face down for {3} as a 2/2 with ward "
                                     "{2}; turned face up for {M} (CR 702.168a, 702.168d)"),
    ("firebending", "keyword.firebending", "Firebending N: whenever it attacks, add N {R}, "
                                           "mana that lasts until end of combat (its reminder "
                                           "text; CR 106.4, 500.4)"),
    ("warp", "keyword.warp", "Warp {M}: cast from the hand for {M}; exiled at the beginning "
                             "of the next end step, then castable from exile on a later turn "
                             "(its reminder text; CR 118.9, 603.7, 601.3)"),
    ("mayhem", "keyword.mayhem", "Mayhem {M}: cast from your graveyard for {M} if you "
                                 "discarded it this turn, timing rules applying (its "
                                 "reminder text; CR 118.9, 601.3, 701.8a)"),
    ("web-slinging", "keyword.web_slinging", "Web-slinging {M}: an alternative cost of {M} "
                                             "and returning a tapped creature you control "
                                             "to its owner's hand (its reminder text; CR "
                                             "118.9, 118.3)"),
    ("harmonize", "keyword.harmonize", "Harmonize {M}: cast from your graveyard for {M}, "
                                       "less {X} for the power of a creature you may tap, "
                                       "then exiled (its reminder text; CR 118.9, 601.2f, "
                                       "608.2n)"),
    ("sneak", "keyword.sneak", "Sneak {M}: an alternative cost of {M} and returning an "
                               "unblocked attacker you control to its owner's hand, during "
                               "your declare blockers step at instant speed; a creature "
                               "enters tapped and attacking what that one attacked (its "
                               "reminder text; CR 118.9, 509.1h, 508.4)"),
    ("freerunning", "keyword.freerunning", "Freerunning {M}: an alternative cost if you dealt "
                                           "combat damage to a player this turn with an "
                                           "Assassin or commander (its reminder text; CR "
                                           "118.9, 903.3)"),
)}


# Keywords only instants and sorceries may have here.
SPELL_ONLY = frozenset({"gravestorm", "buyback", "rebound", "cipher", "epic", "retrace",
                        "jump-start", "replicate", "escalate", "splice", "demonstrate"})
SPELL_ONLY_WORDS = ("casualty", "gift")
C_STORM_PERMANENT = construct("keyword.storm_permanent", "Storm on a permanent card: each "
                              "copy of the spell becomes a token as it resolves (CR 702.40a, "
                              "608.3f, 707.10f)")


C_MADNESS_PERMANENT = construct("keyword.madness_permanent", "Madness {M} on a permanent card: "
                                "cast for its madness cost as it is discarded (CR 702.35a)")


def on_permanent(p: Parser, extra: Any) -> Any:
    """A permanent card has no spell ability to hold an alternative cost: madness, surge
    and spectacle become static abilities of that kind (`tolaria.rules.costs`)."""
    if not extra.alternatives or {"Instant", "Sorcery"} & set(p.card.types):
        return extra
    if any(a.name not in ("madness", "surge", "spectacle", "miracle", "emerge", "prowl",
                          "mayhem", "freerunning", "web-slinging", "sneak")
           for a in extra.alternatives):
        p.fail()
    held = tuple(StaticAbility(kind=a.name, cost=a.cost, text=a.text) for a in extra.alternatives)
    if any(a.name == "madness" for a in extra.alternatives):
        p.mark(C_MADNESS_PERMANENT)
    return replace(extra, static=extra.static + held, alternatives=())


def mark(p: Parser, names: frozenset[str]) -> None:
    """Record the constructs of the keywords `names` ("bushido 2", "fear"); a parse failure
    for a keyword this card can't have here."""
    spell_only = names & SPELL_ONLY or any(n.startswith(SPELL_ONLY_WORDS) for n in names)
    if spell_only and not {"Instant", "Sorcery"} & set(p.card.types):
        p.fail()
    if "storm" in names and not {"Instant", "Sorcery"} & set(p.card.types):
        p.mark(C_STORM_PERMANENT)
    if "living weapon" in names and "Equipment" not in p.card.subtypes:
        p.fail()
    if "reconfigure" in names and not ("Equipment" in p.card.subtypes and "Creature" in
                                       p.card.types):
        p.fail()                                            # CR 702.151a, 301.5c
    if "read ahead" in names and "Saga" not in p.card.subtypes:
        p.fail()                                                     # CR 702.155a
    if "umbra armor" in names and "Aura" not in p.card.subtypes:
        p.fail()
    if "ravenous" in names and not p.card.x_cost:
        p.fail()
    for name in names:
        word = name.rstrip("0123456789 ")
        if word in CONSTRUCTS:
            p.mark(CONSTRUCTS[word])
    mark_subtype_protection(p, names)


C_PROTECTION_SUBTYPE = construct("keyword.protection_from_subtype", "Protection from "
                                 "<creature type>s (Goblins, Dragons): from the objects of "
                                 "that creature type (CR 702.16a-f, 205.3m)")


def mark_subtype_protection(p: Parser, names: frozenset[str]) -> None:
    """Record "protection from Goblins" among `names` (`tolaria.data.qualities`)."""
    from tolaria.data.qualities import PROTECTION_FROM, quality
    for name in names:
        if name.startswith(PROTECTION_FROM) and (
                found := quality(name[len(PROTECTION_FROM):])) is not None and \
                found.kind == "subtype":
            p.mark(C_PROTECTION_SUBTYPE)


# keyword -> (construct, definition with {n} for its number; the card types it may be on)
EXPANSIONS = {word: (construct(f"keyword.{word}", f"{word.capitalize()} N (CR {rule})"),
                     text) for word, rule, text in (
    ("soulshift", "702.46a", "When this creature dies, you may return target Spirit card "
                             "with mana value {n} or less from your graveyard to your hand."),
    ("afterlife", "702.135a", "When this creature dies, create {n} 1/1 white and black "
                              "Spirit creature tokens with flying."),
)}
NUMBER_WORDS = ("zero", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten")


C_REINFORCE = construct("keyword.reinforce", "Reinforce N—{M}: {M}, discard this card: put N "
                                             "+1/+1 counters on target creature (CR 702.77a)")


def _reinforce(p: Parser, line: str) -> Any:
    """"Reinforce 2—{1}{W}" (CR 702.77a): the activated ability it stands for, which works
    from the hand (its cost discards the card)."""
    from tolaria.cards.oracle.abilities import activated_line
    p.expect("reinforce")
    n = number(p)
    p.expect("—")
    symbols = ""
    while p.token() is not None and p.token().kind == "sym" and p.peek() not in (
            "{X}", "{T}", "{Q}", "{E}"):
        symbols += p.next().text
    if not symbols or not p.done or not 0 < n < len(NUMBER_WORDS):
        p.fail()
    what = "a +1/+1 counter" if n == 1 else f"{NUMBER_WORDS[n]} +1/+1 counters"
    text = f"{symbols}, Discard this card: Put {what} on target creature."
    sub = Parser(tokenize(text), p.card, Scope("activated"), text)
    found = activated_line(sub, text)
    if not sub.done or found.value.zone != "hand":
        p.fail()
    p.used += sub.used
    p.mark(C_REINFORCE)
    return replace(found, value=replace(found.value, text=line))


C_OUTLAST = construct("keyword.outlast", "Outlast {M}: {M}, {T}: put a +1/+1 counter on this "
                                         "creature; only as a sorcery (CR 702.107a)")


def _outlast(p: Parser, line: str) -> Any:
    """"Outlast {1}{W}" (CR 702.107a): the activated ability it stands for, on a creature."""
    from tolaria.cards.oracle.abilities import activated_line
    p.expect("outlast")
    symbols = ""
    while p.token() is not None and p.token().kind == "sym" and p.peek() not in (
            "{X}", "{T}", "{Q}", "{E}"):
        symbols += p.next().text
    if not symbols or not p.done or "Creature" not in p.card.types:
        p.fail()
    text = f"{symbols}, {{T}}: Put a +1/+1 counter on this creature. Activate only as a sorcery."
    sub = Parser(tokenize(text), p.card, Scope("activated"), text)
    found = activated_line(sub, text)
    if not sub.done:
        p.fail()
    p.used += sub.used
    p.mark(C_OUTLAST)
    return replace(found, value=replace(found.value, text=line))


C_FOR_MIRRODIN = construct("keyword.for_mirrodin", "For Mirrodin!: a 2/2 red Rebel token "
                                                   "wearing this Equipment (CR 702.163a)")


C_JOB_SELECT = construct("keyword.job_select", "Job select: a 1/1 colorless Hero token wearing "
                         "this Equipment (its reminder text; CR 111, 701.3)")


def _job_select(p: Parser, line: str) -> Any:
    """"Job select" on an Equipment, newer than the rules file: "When this Equipment
    enters, create a 1/1 colorless Hero creature token, then attach this to it." (its
    reminder text), living weapon's trigger with another token (CR 702.92a)."""
    from tolaria.cards.oracle.abilities import Line
    p.expect("job", "select")
    if "Equipment" not in p.card.subtypes:
        p.fail()
    p.mark(C_JOB_SELECT)
    return Line("triggered", TriggeredAbility(
        event="enters", effects=(effect("living_weapon", hero=True),),
        text=f"{line} (when this Equipment enters, create a 1/1 colorless Hero creature "
             "token, then attach this to it)"))


def _for_mirrodin(p: Parser, line: str) -> Any:
    """"For Mirrodin!" (CR 702.163a) on an Equipment: its "enters" trigger."""
    from tolaria.cards.oracle.abilities import Line
    p.expect("for", "mirrodin", "!")
    if not p.done or "Equipment" not in p.card.subtypes:
        p.fail()
    p.mark(C_FOR_MIRRODIN)
    return Line("triggered", TriggeredAbility(
        event="enters", effects=(effect("living_weapon", rebel=True),),
        text=f"{line} (when this Equipment enters, create a 2/2 red Rebel creature token, "
             "then attach this to it)"))


C_TRANSMUTE = construct("keyword.transmute", "Transmute {M}: {M}, discard this card: search for "
                                             "a card with the same mana value; only as a "
                                             "sorcery (CR 702.53a)")
C_UNDAUNTED = construct("keyword.undaunted", "Undaunted: this spell costs {1} less for each "
                                             "opponent (CR 702.125a)")


def _costed_symbols(p: Parser) -> str:
    """The mana symbols ending a keyword line ("{1}{U}{U}"), or a parse failure."""
    symbols = ""
    while p.token() is not None and p.token().kind == "sym" and p.peek() not in (
            "{X}", "{T}", "{Q}", "{E}"):
        symbols += p.next().text
    if not symbols or not p.done:
        p.fail()
    return symbols


def _transmute(p: Parser, line: str) -> Any:
    """"Transmute {1}{U}{U}" (CR 702.53a): "[Cost], Discard this card: Search your library
    for a card with the same mana value as the discarded card, reveal it, put it into your
    hand, then shuffle. Activate only as a sorcery." The mana value is the card's own, as
    printed (a card in a hand has no other); a card with no mana cost, a land (Tolaria
    West), has mana value 0 (CR 202.3a)."""
    from tolaria.cards.oracle.abilities import activated_line
    from tolaria.data.mana import parse_cost
    p.expect("transmute")
    symbols = _costed_symbols(p)
    if "X" in p.card.mana_cost or (not p.card.mana_cost and "Land" not in p.card.types):
        p.fail()
    n = parse_cost(p.card.mana_cost).mana_value if p.card.mana_cost else 0
    text = (f"{symbols}, Discard this card: Search your library for a card with mana value "
            f"{n}, reveal it, put it into your hand, then shuffle. Activate only as a sorcery.")
    sub = Parser(tokenize(text), p.card, Scope("activated"), text)
    found = activated_line(sub, text)
    if not sub.done or found.value.zone != "hand":
        p.fail()
    p.used += sub.used
    p.mark(C_TRANSMUTE)
    return replace(found, value=replace(found.value, text=line))


def _undaunted(p: Parser, line: str) -> Any:
    """"Undaunted" (CR 702.125a): this spell costs {1} less to cast for each opponent
    you have."""
    from tolaria.cards.oracle.abilities import spell_static_line, static_line
    p.expect("undaunted")
    if not p.done:
        p.fail()
    text = "This spell costs {1} less to cast for each opponent you have."
    spell = bool({"Instant", "Sorcery"} & set(p.card.types))
    sub = Parser(tokenize(text), p.card, Scope("spell" if spell else "static"), text)
    found = (spell_static_line if spell else static_line)(sub, text)
    if not sub.done:
        p.fail()
    p.used += sub.used
    p.mark(C_UNDAUNTED)
    return replace(found, value=replace(found.value, text=line))


C_WARD_COST = construct("keyword.ward_cost", "Ward—Pay N life / Ward—Discard a card: counter "
                                             "what an opponent targets it with unless they "
                                             "pay (CR 702.21a, 119.4)")


def _ward_cost(p: Parser, line: str) -> Any:
    """"Ward—Pay 2 life.", "Ward—Discard a card.", "Ward—{2}, Pay 2 life.", "Ward—Sacrifice
    a creature." (CR 702.21a) on a permanent."""
    from tolaria.cards.oracle.abilities import Line
    p.expect("ward", "—")
    params: dict[str, Any] = {}
    if p.token() is not None and p.token().kind == "sym":
        params["mana"] = _ward_mana(p)
        p.expect(",", "pay")
        p.i -= 1
    if "mana" not in params and p.accept("pay", "life", "equal", "to"):
        params["life"] = _ward_life_quantity(p)
    elif p.accept("pay"):
        params["life"] = number(p)
        p.expect("life")
    elif p.accept("sacrifice"):
        params["sacrifice"] = _ward_sacrifice(p)
    else:
        p.expect("discard", "a", "card")
        params["discard"] = 1
        if p.accept("at", "random"):
            params["random"] = True
    p.accept(".")
    if not p.done or {"Instant", "Sorcery"} & set(p.card.types):
        p.fail()
    p.mark(C_WARD_SACRIFICE if "sacrifice" in params else
           C_WARD_MANA_LIFE if "mana" in params else
           C_WARD_RANDOM if "random" in params else
           C_WARD_LIFE_POWER if isinstance(params.get("life"), tuple) else C_WARD_COST)
    return Line("triggered", TriggeredAbility(
        event="becomes_target", whose="opponent", text=line,
        effects=(effect("counter_unless_paid", **params),)))


C_WARD_MANA_LIFE = construct("keyword.ward_mana_life", "Ward—{N}, Pay N life.: counter what "
                             "an opponent targets it with unless they pay both (CR 702.21a, "
                             "118.3, 119.4)")
C_WARD_SACRIFICE = construct("keyword.ward_sacrifice", "Ward—Sacrifice a <permanent>.: counter "
                             "what an opponent targets it with unless they sacrifice one of "
                             "theirs (CR 702.21a, 701.17a)")


C_WARD_RANDOM = construct("keyword.ward_discard_random", "Ward—Discard a card at random.: "
                          "the game picks the card if they choose to pay (CR 702.21a, "
                          "701.8b)")
C_WARD_LIFE_POWER = construct("keyword.ward_life_power", "Ward—Pay life equal to this "
                              "creature's power.: its power as the ward ability resolves "
                              "(CR 702.21a, 608.2h, 119.4)")


def _ward_life_quantity(p: Parser) -> Any:
    """"this creature's power" after "Ward—Pay life equal to" (Phyrexian Fleshgorger)."""
    from tolaria.cards.oracle.phrases import quantity
    found = quantity(p)
    if found != ("power", "self"):
        p.fail()
    return found


def _ward_mana(p: Parser) -> str:
    """The generic and colored mana symbols of "Ward—{2}, Pay 2 life." (CR 702.21a)."""
    start = p.i
    while p.token() is not None and p.token().kind == "sym":
        if not re.fullmatch(r"\{(?:[0-9]+|[WUBRGC])\}", p.token().text):
            p.fail()
        p.next()
    return "".join(t.text for t in p.tokens[start:p.i])


def _ward_sacrifice(p: Parser) -> Any:
    """"a creature", "a Food", "a legendary artifact": one permanent its controller chooses
    among their own (CR 701.17a); one kind only, nothing about other objects."""
    from tolaria.cards.oracle.phrases import permanent_description
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    end = p.n - 1 if p.keys[-1] == "." else p.n
    body = Parser(p.tokens[p.i:end], p.card, p.scope, p.line)
    flt, plural = permanent_description(body)
    if plural or not body.done or flt.controller is not None or flt.other or flt.zone or \
            flt.spell or flt.tapped is not None or flt.combat or flt.this_turn or flt.counter:
        p.fail()
    p.used += body.used
    p.i += body.i
    return flt


C_BACKUP = construct("keyword.backup", "Backup N: when it enters, N +1/+1 counters on target "
                                       "creature; another creature gains the abilities "
                                       "printed below until end of turn (CR 702.165a)")
CREATURE = TargetSpec(objects=ObjectFilter(types=frozenset({"Creature"})),
                      text="target creature")


C_SADDLE = construct("keyword.saddle", "Saddle N: tap other creatures with total power N or "
                                       "more: it becomes saddled until end of turn; only as a "
                                       "sorcery (CR 702.171a)")


def _saddle(p: Parser, line: str) -> Any:
    """"Saddle 2" (CR 702.171a) on a creature: the activated ability (`tolaria.rules.keywords.saddle`
    marks it saddled)."""
    from tolaria.cards.oracle.abilities import Line
    from tolaria.data.ir import ActivatedAbility, Cost
    p.expect("saddle")
    n = number(p)
    if not p.done or n < 1 or "Creature" not in p.card.types:
        p.fail()
    p.mark(C_SADDLE)
    return Line("activated", ActivatedAbility(cost=Cost(crew=n), sorcery_speed=True,
                                              effects=(effect("saddle"),), text=line))


def is_backup(line: str) -> bool:
    """Is this card line a backup ability ("Backup 2")? (CR 702.165a)"""
    return line.lower().startswith("backup ")


def _backup(p: Parser, line: str) -> Any:
    """"Backup 2" (CR 702.165a): the "enters" trigger; what it grants is filled in once
    the lines below it are read (`grant_following`)."""
    from tolaria.cards.oracle.abilities import Line
    p.expect("backup")
    n = number(p)
    if not p.done or n < 1 or "Creature" not in p.card.types:
        p.fail()
    p.mark(C_BACKUP)
    return Line("triggered", TriggeredAbility(
        event="enters", targets=(CREATURE,), text=line,
        effects=(effect("backup", target=0, amount=n),)))


def before_backup(parts: Any) -> tuple[int, int, int, frozenset[str]]:
    """How many abilities of each kind the card has above its backup line."""
    return (len(parts.activated), len(parts.triggered), len(parts.static),
            frozenset(parts.keywords))


def grant_following(parts: Any) -> bool:
    """Give the backup trigger the abilities printed below it (CR 702.165a, 702.165c): the
    keywords, activated, triggered and static abilities read after it. False if the card
    isn't one this can do (no trigger where it was read, or nothing below it)."""
    activated, triggered, static, keywords = parts.backup
    if len(parts.triggered) <= triggered:
        return False
    ability = parts.triggered[triggered]
    if [e.op for e in ability.effects] != ["backup"]:
        return False
    granted = (tuple(parts.activated[activated:]) + tuple(parts.triggered[triggered + 1:])
               + tuple(parts.static[static:]))
    names = frozenset(parts.keywords) - keywords
    if not granted and not names:
        return False
    gain = layer_effect("6", "add_abilities", abilities=granted, keywords=names)
    step = ability.effects[0]
    parts.triggered[triggered] = replace(ability, effects=(effect(
        "backup", target=0, amount=step.get("amount"), parts=(gain,)),))
    return True


C_PARTNER_WITH = construct("keyword.partner_with", "Partner with NAME: when it enters, target "
                                                   "player may put NAME into their hand from "
                                                   "their library, then shuffle (CR 702.124)")


def _partner_with(p: Parser, line: str) -> Any:
    """"Partner with Blaring Recruiter": outside the Commander variant only its trigger
    matters, "When this permanent enters, target player may put [name] into their hand
    from their library, then shuffle" (CR 702.124, the card's reminder text)."""
    from tolaria.cards.oracle.abilities import Line
    p.expect("partner", "with")
    name = line.strip()[len("Partner with "):].strip()
    from tolaria.cards.oracle.vocabulary import CREATURE_TYPES
    if not line.startswith("Partner with ") or not name or name == p.card.name or \
            not {"Creature", "Planeswalker"} & set(p.card.types) or name in CREATURE_TYPES:
        p.fail()                          # "Partner with Knight": a creature type, no card
    p.i = p.n
    p.mark(C_PARTNER_WITH)
    return Line("triggered", TriggeredAbility(
        event="enters", targets=(TargetSpec(players="any", text="target player"),),
        effects=(effect("search_library", count=1, filter=None, may=True, names=(name,),
                        reveal=False, to="hand", what=f"card named {name}", who=0),),
        text=f"{line} (when this permanent enters, target player may put {name} into their "
             "hand from their library, then shuffle)"))


C_COSTED = construct("keyword.costed", "Flashback—[cost] / Buyback—[cost] / Kicker—[cost]: a "
                                       "keyword whose "
                                       "cost isn't only mana (\"{1}{B}, Pay 3 life\", "
                                       "\"Sacrifice a land\"), or ends with a period "
                                       "(CR 702.34a, 702.27a, 118.3)")


def _costed(p: Parser, line: str) -> Any:
    """"Flashback—{1}{U}, Pay 3 life.", "Buyback—Sacrifice a land.", "Flashback {8}{G}{G}."
    (CR 702.34a, 702.27a): the same alternative cost (flashback, on an instant or sorcery)
    or optional additional cost (buyback) as the mana forms, with the whole cost."""
    from tolaria.cards.oracle import costs as cost_rules
    from tolaria.cards.oracle.abilities import Line, cost
    from tolaria.cards.oracle.keyword_lines import KeywordParts
    from tolaria.data.ir import AlternativeCost
    word = p.next().key
    p.accept("—")
    found = cost(p, activation=False)
    cost_rules.check_chosen(p, found)
    p.accept(".")
    if not p.done or not {"Instant", "Sorcery"} & set(p.card.types) or found.mana.x_count:
        p.fail()
    p.mark(C_COSTED)
    if word == "flashback":
        parts = KeywordParts(frozenset({word}), alternatives=(
            AlternativeCost(found, word, line),))
    else:
        parts = KeywordParts(frozenset({word}), static=(
            StaticAbility(kind=word, cost=found, text=line),))
    return Line("keywords", frozenset({word}), parts)


C_EVOKE_COST = construct("keyword.evoke_cost", "Evoke—[cost] (\"Exile a black card from your "
                         "hand\"): the evoke alternative cost isn't mana; sacrificed as it "
                         "enters if it was paid (CR 702.74a, 118.9)")


def _evoke_cost(p: Parser, line: str) -> Any:
    """"Evoke—Exile a black card from your hand." on a permanent card (CR 702.74a): the same
    alternative cost and sacrifice trigger as "Evoke {M}", with the whole cost (its
    choices are made as it is cast, `tolaria.rules.costs`)."""
    from tolaria.cards.oracle import costs as cost_rules
    from tolaria.cards.oracle.abilities import Line, cost
    from tolaria.cards.oracle.keyword_triggers import evoke_parts
    p.expect("evoke", "—")
    found = cost(p, activation=False)
    cost_rules.check_chosen(p, found)
    p.accept(".")
    if not p.done or {"Instant", "Sorcery"} & set(p.card.types) or found.mana.x_count:
        p.fail()
    p.mark(C_EVOKE_COST)
    return Line("keywords", frozenset({"evoke"}), evoke_parts(found, line))


C_BLITZ_COST = construct("keyword.blitz_cost", "Blitz—[cost] (\"{2}{B}{B}, Pay 2 life\"): the "
                         "blitz alternative cost with more than mana (CR 702.152a, 118.9)")


def _blitz_cost(p: Parser, line: str) -> Any:
    """"Blitz—{2}{B}{B}, Pay 2 life." on a creature card (CR 702.152a): the same alternative
    cost, haste, draw and sacrifice as "Blitz {M}", with the whole cost."""
    from tolaria.cards.oracle import costs as cost_rules
    from tolaria.cards.oracle.abilities import Line, cost
    from tolaria.cards.oracle.keyword_lines import KeywordParts
    p.expect("blitz", "—")
    found = cost(p, activation=False)
    cost_rules.check_chosen(p, found)
    p.accept(".")
    if not p.done or "Creature" not in p.card.types or found.mana.x_count:
        p.fail()
    p.mark(C_BLITZ_COST)
    return Line("keywords", frozenset({"blitz"}), KeywordParts(frozenset({"blitz"}), static=(
        StaticAbility(kind="blitz", cost=found, text=line),)))


C_CONSPIRE = construct("keyword.conspire", "Conspire: tap two untapped creatures you control "
                                           "sharing a color with it as you cast it: copy it "
                                           "(CR 702.78a)")


def _conspire(p: Parser, line: str) -> Any:
    """"Conspire" (CR 702.78a) on an instant or sorcery: an optional additional cost, tapping
    two untapped creatures you control that each share a color with the spell (its colors
    are those of its mana cost), and the copy (`tolaria.rules.keywords.storm`)."""
    from tolaria.cards.oracle.abilities import Line
    from tolaria.cards.oracle.keyword_lines import KeywordParts
    from tolaria.data.ir import Cost
    p.expect("conspire")
    colors = frozenset(c for c in "WUBRG" if c in p.card.mana_cost.upper())
    if not colors or not {"Instant", "Sorcery"} & set(p.card.types):
        p.fail()
    sharing = ObjectFilter(types=frozenset({"Creature"}), controller="you", colors=colors)
    p.mark(C_CONSPIRE)
    return Line("keywords", frozenset({"conspire"}), KeywordParts(
        frozenset({"conspire"}), static=(StaticAbility(
            kind="conspire", cost=Cost(tap_untapped=(sharing, sharing)), text=line),)))


C_HAUNT = construct("keyword.haunt", "Haunt: when this permanent is put into a graveyard from "
                                     "the battlefield, or this instant or sorcery into a "
                                     "graveyard as it resolves, exile it haunting target "
                                     "creature (CR 702.55a-b)")
C_HAUNTED = construct("trigger.haunted", "When [this creature enters or] the creature it "
                                         "haunts / this card haunts dies: an ability of a haunt "
                                         "card that works in exile (CR 702.55b-c)")


def _haunt(p: Parser, line: str) -> Any:
    """"Haunt" (CR 702.55a): its one triggered ability, by the card's types."""
    from tolaria.cards.oracle.abilities import Line
    from tolaria.cards.oracle.keyword_lines import KeywordParts
    p.expect("haunt")
    if not p.done:
        p.fail()
    haunt = effect("haunt", target=0)
    if {"Instant", "Sorcery"} & set(p.card.types):
        ability = TriggeredAbility(
            event=HAUNT_RESOLVED, zone="graveyard", targets=(CREATURE,), effects=(haunt,),
            text=f"{line} (when this spell card is put into a graveyard after resolving, "
                 "exile it haunting target creature)")
    else:
        ability = TriggeredAbility(
            event="to_graveyard", targets=(CREATURE,), effects=(haunt,),
            text=f"{line} (when this permanent is put into a graveyard from the battlefield, "
                 "exile it haunting target creature)")
    p.mark(C_HAUNT)
    return Line("keywords", frozenset({"haunt"}), KeywordParts(
        frozenset({"haunt"}), triggered=(ability,)))


def haunted_dies(p: Parser) -> list[dict[str, Any]]:
    """"the creature it haunts dies" / "the creature this card haunts dies" (CR 702.55b-c),
    on a card with haunt: an ability that works while the card haunts it in exile."""
    if not p.card.haunt:
        p.fail()
    p.expect("the", "creature")
    if not p.accept("it") and not p.accept("this", "card"):
        p.fail()
    p.expect("haunts", "dies")
    p.scope.it, p.scope.event_subject = None, "object"
    p.mark(C_HAUNTED)
    return [{"event": "dies", "about": HAUNTED, "zone": "exile"}]


C_CHAMPION = construct("keyword.champion", "Champion a/an <description>: when it enters, "
                                           "sacrifice it unless you exile another one you "
                                           "control; when it leaves, that card returns "
                                           "(CR 702.72a)")


def _champion(p: Parser, line: str) -> Any:
    """"Champion a Goblin or Shaman" (CR 702.72a): its two triggered abilities."""
    from tolaria.cards.oracle.abilities import Line
    from tolaria.cards.oracle.phrases import permanent_description
    p.expect("champion")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    start = p.i
    flt, plural = permanent_description(p)      # (after "a": one, even "a Kithkin")
    if not p.done or flt.other or flt.controller is not None:
        p.fail()
    what = p.text_from(start)
    p.mark(C_CHAMPION)
    return [Line("triggered", TriggeredAbility(
                event="enters", effects=(effect("champion", filter=flt, what=what),),
                text=f"{line} (when this permanent enters, sacrifice it unless you exile "
                     f"another {what} you control)")),
            Line("triggered", TriggeredAbility(
                event="leaves", effects=(effect("champion_return"),),
                text=f"{line} (when this permanent leaves the battlefield, return the exiled "
                     "card to the battlefield under its owner's control)"))]


C_PARTNER_VARIANT = construct("keyword.partner_variant", "Choose a Background, Friends "
                                                         "forever, Doctor's companion, "
                                                         "Partner—NAME: partner "
                                                         "abilities, which only change how a "
                                                         "Commander deck is built (CR 702.124a)")
# CR 702.124a: the partner abilities besides "partner" and "partner with [name]".
COMMANDER_ONLY = frozenset({"choose a background", "friends forever", "partner—friends forever",
                            "doctor's companion"})


def named_partner(line: str) -> str | None:
    """"Partner—Survivors": the name of a partner ability that pairs a commander with one
    having the same ability (its reminder text: "if both have this ability"), or None. Each
    such ability is its own partner ability (CR 702.124a, 702.124f)."""
    text = line.strip()
    if not text.lower().startswith("partner—") or "." in text or "(" in text:
        return None
    name = text[len("partner—"):].strip()
    return name.lower() if name else None


C_CAN_BE_COMMANDER = construct("commander.can_be_commander", "\"[This card] can be your "
                               "commander.\": it changes only how a Commander deck is built "
                               "(CR 903.3a, 113.6n)")


def _can_be_commander(p: Parser, line: str) -> Any:
    """"[This card] can be your commander." (CR 903.3a): it works before the game begins
    (`tolaria.decks.check_commander` reads it) and does nothing in a game."""
    from tolaria.cards.oracle.abilities import Line
    p.expect("SELF", "can", "be", "your", "commander", ".")
    if not p.done:
        p.fail()
    p.mark(C_CAN_BE_COMMANDER)
    return Line("partner", None)


def _commander_only(p: Parser, line: str) -> Any:
    """A partner ability (CR 702.124a): it lets two commanders share a deck and does nothing
    in a game, like "Partner" (`abilities.keyword_line`)."""
    from tolaria.cards.oracle.abilities import Line
    p.i = p.n
    p.mark(C_PARTNER_VARIANT)
    return Line("partner", None)


C_ESCAPE = construct("keyword.escape", "Escape—[mana], Exile N other cards from your "
                                       "graveyard: cast from the graveyard for that cost "
                                       "instead of its mana cost (CR 702.138a)")
C_ESCAPES_WITH = construct("keyword.escapes_with", "This creature escapes with N +1/+1 "
                                                   "counters on it: if it escaped, it enters "
                                                   "with them (CR 702.138b-c)")


def _escape(p: Parser, line: str) -> Any:
    """"Escape—{2}{R}{R}, Exile three other cards from your graveyard." (CR 702.138a): an
    alternative cost usable from the graveyard (`tolaria.rules.keywords.escape`); the exiled cards
    are "other" than the card itself, which is on the stack as they are (CR 601.2a, 601.2h)."""
    from tolaria.cards.oracle.abilities import Line, _mana_symbol
    from tolaria.cards.oracle.keyword_lines import KeywordParts
    from tolaria.data.ir import AlternativeCost, Cost
    from tolaria.data.mana import parse_cost
    p.expect("escape", "—")
    mana = ""
    while p.token() is not None and p.token().kind == "sym" and _mana_symbol(p.token().key):
        mana += p.next().key
    p.expect(",", "exile")
    n = number(p)
    p.expect("other", "cards", "from", "your", "graveyard", ".")
    if not mana or not p.done or n < 2:
        p.fail()
    found = Cost(mana=parse_cost(mana), exile_from_graveyard=n)
    p.mark(C_ESCAPE)
    if {"Instant", "Sorcery"} & set(p.card.types):
        parts = KeywordParts(frozenset({ESCAPE}), alternatives=(
            AlternativeCost(found, ESCAPE, line),))
    else:                               # a permanent card's escape: kept as a static ability
        parts = KeywordParts(frozenset({ESCAPE}), static=(
            StaticAbility(kind=ESCAPE, cost=found, text=line),))
    return Line("keywords", frozenset({ESCAPE}), parts)


def escapes_with(p: Parser) -> Any:
    """"This creature escapes with a +1/+1 counter on it." (CR 702.138c): without escape
    on the card it never escaped, and the ability does nothing. If it escaped, it enters
    with them, a replacement effect of its own (CR 614.1c)."""
    from tolaria.cards.oracle.phrases import self_ref
    if not self_ref(p):
        p.fail()
    p.expect("escapes", "with")
    n = 1 if p.accept("a") or p.accept("an") else number(p)
    tok = p.next()
    if tok.kind != "pt" or tok.key != "+1/+1":
        p.fail()
    p.expect("counter" if n == 1 else "counters", "on", "it", ".")
    p.mark(C_ESCAPES_WITH)
    return StaticAbility(kind="replacement", affects="self", text=p.line, replacement=(
        ReplacementSpec("enter", "counters", amount=n, counter=tok.key,
                        unless=Condition("not", (("part", ESCAPED),)))))


C_ESCAPED = construct("keyword.escaped", "[sacrifice it unless] it escaped: a condition on "
                                         "the source, cast for its escape cost as the spell "
                                         "that became it (CR 702.138b)")


def escaped(p: Parser) -> Any:
    """"it escaped" / "this creature escaped", a condition on the ability's own source (CR
    702.138b): "When Uro enters, sacrifice it unless it escaped."."""
    from tolaria.cards.oracle.phrases import self_ref
    if not (p.accept("it") and p.scope.it == "self" or self_ref(p)):
        p.fail()
    p.expect("escaped")
    p.mark(C_ESCAPED)
    return ESCAPED


C_COST_PAID = construct("keyword.alternative_cost_paid", "if its [his, her] surge / spectacle "
                                                    "/ prowl / sneak cost was paid, if this "
                                                    "spell's prowl "
                                                    "cost was paid: the spell or permanent "
                                                    "was cast for it (CR 702.117a, "
                                                    "702.137a, 702.76a, 603.4)")


def alternative_cost_paid(p: Parser) -> Any:
    """"its surge cost was paid" (Reckless Bushwhacker), a condition on the ability's own
    source: the alternative cost its spell was cast for (`GameObject.cast_for`)."""
    from tolaria.data.ir import Condition
    if not ((p.accept("its") or p.accept("his") or p.accept("her")) and p.scope.it == "self"
            or p.accept("this", "spell", "'s")):
        p.fail()
    name = p.next().key
    if name not in ("surge", "spectacle", "prowl", "sneak"):
        p.fail()
    p.expect("cost", "was", "paid")
    p.mark(C_COST_PAID)
    return Condition("cast_for", (("cost", name),))


C_BARGAINED = construct("keyword.bargained", "if this spell was bargained / if it was "
                                             "bargained / [costs {N} less] if it's bargained: "
                                             "its bargain cost was (or is being) paid "
                                             "(CR 702.166b)")


C_VOID = construct("condition.void", "a nonland permanent left the battlefield this turn or a "
                   "spell was warped (cast for its warp cost) this turn (CR 603.4, 608.2c)")


def void_condition(p: Parser) -> Any:
    """"a nonland permanent left the battlefield this turn or a spell was warped this turn"
    (the void ability word's condition): either happened this turn, anyone's."""
    from tolaria.data.ir import condition
    from tolaria.data.vocabulary import VOID
    p.expect("a", "nonland", "permanent", "left", "the", "battlefield", "this", "turn", "or",
             "a", "spell", "was", "warped", "this", "turn")
    p.mark(C_VOID)
    return condition("this_turn", fact=VOID, who="any", at_least=1)


C_GIFT_PROMISED = construct("keyword.gift_promised", "if the gift was promised / wasn't "
                            "promised: the spell's gift cost was paid, an opponent chosen "
                            "as it was cast (CR 702.174a)")


def gift_promised(p: Parser) -> Any:
    """"the gift was promised" / "the gift wasn't promised" (of the spell's own gift, CR
    702.174a)."""
    from tolaria.data.ir import condition
    from tolaria.data.vocabulary import GIFT_PROMISED
    if p.scope.kind != "spell" or not p.card.gift:
        p.fail()
    p.expect("the", "gift")
    negated = p.accept("wasn't") or p.accept("was", "not")
    if not negated:
        p.expect("was")
    p.expect("promised")
    p.mark(C_GIFT_PROMISED)
    return condition("not", part=GIFT_PROMISED) if negated else GIFT_PROMISED


def bargained(p: Parser) -> Any:
    """"this spell was bargained" / "it was bargained" (of the ability's own source, CR
    702.166b, 400.7d), the card's own bargain (its linked ability, CR 702.166c)."""
    from tolaria.cards.oracle.phrases import self_ref
    if not (p.accept("it") and p.scope.it == "self" or self_ref(p)):
        p.fail()
    p.expect("was", "bargained")
    p.mark(C_BARGAINED)
    return BARGAINED


def _costed_kicker(p: Parser, line: str) -> Any:
    """"Kicker—Sacrifice a creature." (CR 702.33a): a kicker cost that isn't only mana."""
    from tolaria.cards.oracle import costs as cost_rules
    from tolaria.cards.oracle.abilities import Line, cost
    p.expect("kicker", "—")
    found = cost(p, activation=False)
    cost_rules.check_chosen(p, found)
    p.accept(".")
    if not p.done or found.mana.x_count:
        p.fail()
    p.mark(C_COSTED)
    return Line("kicker", found)


def expanded(p: Parser, line: str) -> Any:
    """"Soulshift 3": the triggered ability the keyword stands for, on a creature card
    (each instance its own ability), or None if the line isn't one of these keywords."""
    word = p.peek()
    if word == "reinforce":
        return _reinforce(p, line)
    if word == "outlast":
        return _outlast(p, line)
    if word == "transmute":
        return _transmute(p, line)
    if word == "ward" and p.peek(1) == "—" and (p.peek(2) in ("pay", "discard", "sacrifice") or (
            p.token(2) is not None and p.token(2).kind == "sym")):
        return _ward_cost(p, line)
    if word == "undaunted" and p.n == 1:
        return _undaunted(p, line)
    if word == "for" and p.peek(1) == "mirrodin":
        return _for_mirrodin(p, line)
    if word == "backup":
        return _backup(p, line)
    if word == "job" and p.peek(1) == "select" and p.n == 2:
        return _job_select(p, line)
    if word == "saddle":
        return _saddle(p, line)
    if word == "partner" and p.peek(1) == "with":
        return _partner_with(p, line)
    if line.strip().lower() in COMMANDER_ONLY or named_partner(line):
        return _commander_only(p, line)
    if word == "SELF" and p.at("SELF", "can", "be", "your", "commander"):
        return _can_be_commander(p, line)
    if word == "conspire" and p.n == 1:
        return _conspire(p, line)
    if word == "haunt" and p.n == 1:
        return _haunt(p, line)
    if word == "champion" and p.peek(1) in ("a", "an"):
        return _champion(p, line)
    if word in ("flashback", "buyback") and (p.peek(1) == "—" or line.rstrip().endswith(".")):
        return _costed(p, line)
    if word == "kicker" and p.peek(1) == "—":
        return _costed_kicker(p, line)
    if word == "escape" and p.peek(1) == "—":
        return _escape(p, line)
    if word == "evoke" and p.peek(1) == "—":
        return _evoke_cost(p, line)
    if word == "blitz" and p.peek(1) == "—":
        return _blitz_cost(p, line)
    if word == "mobilize":
        return _mobilize(p, line)
    if word == "firebending" and p.peek(1) == "x":
        return _firebending_x(p, line)
    if word == "impending":
        return _impending(p, line)
    if word not in EXPANSIONS or p.n != 2:
        return None
    p.next()
    n = number(p)
    if not p.done or not 0 < n < len(NUMBER_WORDS) or "Creature" not in p.card.types:
        p.fail()
    name, text = EXPANSIONS[word]
    words = NUMBER_WORDS[n] if word == "afterlife" else str(n)
    text = text.format(n=words).replace("create a 1/1 white and black Spirit creature tokens",
                                        "create a 1/1 white and black Spirit creature token")
    return _reminder_trigger(p, text, line, name)


C_MOBILIZE = construct("keyword.mobilize", "Mobilize N: whenever this creature attacks, "
                       "create N tapped and attacking 1/1 red Warrior creature tokens, "
                       "sacrificed at the beginning of the next end step (its reminder "
                       "text; CR 508.4, 111, 603.7)")


def _mobilize(p: Parser, line: str) -> Any:
    """"Mobilize 2": newer than the rules file, so its reminder text is compiled as the
    card's own triggered ability (README, "Mechanics newer than the rules file")."""
    p.expect("mobilize")
    if "Creature" not in p.card.types:
        p.fail()
    where = re.match(r"(?i)mobilize x, (where x is .+?)\.?$", line.strip())
    if where:
        p.i = p.n
        text = ("Whenever this creature attacks, create X 1/1 red Warrior creature tokens "
                f"that are tapped and attacking, {where.group(1)}. Sacrifice them at the "
                "beginning of the next end step.")
        return _reminder_trigger(p, text, line)
    n = number(p)
    if not p.done or not 0 < n < len(NUMBER_WORDS):
        p.fail()
    text = ("Whenever this creature attacks, create a 1/1 red Warrior creature token that's "
            "tapped and attacking. Sacrifice it at the beginning of the next end step."
            if n == 1 else
            f"Whenever this creature attacks, create {NUMBER_WORDS[n]} 1/1 red Warrior "
            "creature tokens that are tapped and attacking. Sacrifice them at the beginning "
            "of the next end step.")
    return _reminder_trigger(p, text, line)


C_IMPENDING = construct("keyword.impending", "Impending N—{M}: cast for {M}, it enters with N "
                        "time counters and isn't a creature while it has one; at the "
                        "beginning of your end step, remove one (its reminder text; CR 118.9, "
                        "122.6, 205.1b, 613.1d)")
IMPENDING_PAID = Condition("cast_for", (("cost", "impending"),))


def _impending(p: Parser, line: str) -> Any:
    """"Impending 4—{2}{W}{W}", newer than the rules file, from its reminder text: the
    alternative cost (`tolaria.rules.costs`), the time counters it enters with if it was
    paid (CR 614.1c), not a creature while that cost was paid and it has a time counter
    (layer 4), and the end step trigger removing one."""
    from tolaria.cards.oracle.abilities import Line, _mana_symbols
    from tolaria.cards.oracle.keyword_lines import KeywordParts
    from tolaria.data.ir import Cost
    from tolaria.data.mana import parse_cost
    p.expect("impending")
    n = number(p)
    p.expect("—")
    symbols = _mana_symbols(p, hybrid=True)
    if not p.done or not symbols or n < 1 or "Creature" not in p.card.types or "{X}" in symbols:
        p.fail()
    p.mark(C_IMPENDING)
    cost = StaticAbility(kind="impending", cost=Cost(mana=parse_cost(symbols)), text=line)
    enters = StaticAbility(kind="replacement", affects="self", text=f"{line} (enters)",
                           replacement=ReplacementSpec("enter", "counters", amount=n,
                                                       counter="time",
                                                       unless=Condition("not", (
                                                           ("part", IMPENDING_PAID),))))
    not_creature = StaticAbility(
        kind="continuous", affects="self", text=f"{line} (isn't a creature)",
        parts=(layer_effect("4", "remove_types", types=frozenset({"Creature"})),),
        condition=Condition("all", (("parts", (IMPENDING_PAID, Condition(
            "source_counters", (("at_least", 1), ("kind", "time"))))),)))
    end_step = TriggeredAbility(
        event="step", step="end", whose="you", condition=IMPENDING_PAID,
        effects=(effect("remove_counters", target="self", kind="time", amount=1),),
        text=f"{line} (at the beginning of your end step, remove a time counter from it)")
    return Line("keywords", frozenset({"impending"}), KeywordParts(
        frozenset({"impending"}), triggered=(end_step,), static=(cost, enters, not_creature)))


def _firebending_x(p: Parser, line: str) -> Any:
    """"Firebending X, where X is this creature's power": its reminder text's trigger, the
    amount counted as it resolves (CR 608.2h; `keyword_triggers.firebending`)."""
    from tolaria.cards.oracle.abilities import Line
    from tolaria.cards.oracle.keyword_triggers import UNTIL_END_OF_COMBAT
    from tolaria.cards.oracle.phrases import quantity
    from tolaria.cards.oracle.quantities import C_WHERE_X, _theirs
    p.expect("firebending", "x", ",", "where", "x", "is")
    q = quantity(p)
    p.accept(".")
    if not p.done or _theirs(q):
        p.fail()
    p.mark(C_WHERE_X)
    p.mark(CONSTRUCTS["firebending"])
    return Line("triggered", TriggeredAbility(
        event="attacks", text=f"{line} (whenever this creature attacks, add X {{R}}; this "
                              "mana lasts until end of combat)",
        effects=(effect("add_mana_count", mana="R", amount=q, only=UNTIL_END_OF_COMBAT),)))


def _reminder_trigger(p: Parser, text: str, line: str, mark: Any = C_MOBILIZE) -> Any:
    """The triggered ability a keyword's reminder text `text` defines, compiled as the
    card's own line `line` (`mark`: the keyword's construct)."""
    from tolaria.cards.oracle.abilities import triggered_line
    sub = Parser(tokenize(text), p.card, Scope("triggered"), text)
    found = triggered_line(sub, text)
    if isinstance(found, list):
        found = found[0] if len(found) == 1 else p.fail()
    if not sub.done:
        p.fail()
    p.used += sub.used
    p.mark(mark)
    return replace(found, value=replace(found.value, text=line))


# -- keyword actions read as instructions (CR 701) -------------------------------------------

C_ADAPT = construct("keyword.adapt", "Adapt N: if this permanent has no +1/+1 counters, put N "
                                     "on it (CR 701.43a)")
C_MONSTROSITY = construct("keyword.monstrosity", "Monstrosity N: if this permanent isn't "
                                                 "monstrous, N +1/+1 counters and it becomes "
                                                 "monstrous (CR 701.31a)")
C_MONSTROUS = construct("keyword.monstrous", "When this creature [enters or] becomes "
                                             "monstrous; this creature is monstrous, as a "
                                             "condition (CR 701.31b-c)")


def _grows_itself(p: Parser) -> list[Any]:
    """"Adapt 2.", "Monstrosity X." (CR 701.43a, 701.31a): an instruction of an ability of
    the permanent itself; X is the X of the ability's cost (CR 701.31d)."""
    from tolaria.cards.oracle.phrases import amount
    word = p.next().key
    if p.scope.kind not in ("activated", "triggered") or \
            {"Instant", "Sorcery"} & set(p.card.types):
        p.fail()
    n = amount(p)
    p.mark(C_ADAPT if word == "adapt" else C_MONSTROSITY)
    return [effect(word, amount=n)]


def becomes_monstrous(p: Parser) -> list[dict[str, Any]]:
    """"[When this creature] becomes monstrous" / "enters or becomes monstrous" (CR 701.31c),
    after the self reference."""
    events = [{"event": "enters"}] if p.accept("enters", "or") else []
    p.expect("becomes", "monstrous")
    p.scope.it, p.scope.event_subject = "self", "self"
    p.mark(C_MONSTROUS)
    return events + [{"event": "becomes_monstrous"}]


C_AMASS = construct("keyword.amass", "Amass [subtype]s N: a 0/0 black [subtype] Army token if "
                                     "you control no Army, then N +1/+1 counters on an Army "
                                     "you control (CR 701.44a)")


def _amass(p: Parser) -> list[Any]:
    """"Amass Orcs 2", "Amass Zombies X, where X is ..." (CR 701.44a)."""
    from tolaria.cards.oracle.phrases import amount
    from tolaria.cards.oracle.vocabulary import CREATURE_TYPES
    p.expect("amass")
    plural = p.next().key
    subtype = plural[:-1].capitalize()
    if not plural.endswith("s") or subtype not in CREATURE_TYPES:
        p.fail()
    n = amount(p)
    p.mark(C_AMASS)
    return [effect("amass", subtype=subtype, amount=n)]


C_BOLSTER = construct("keyword.bolster", "Bolster N: N +1/+1 counters on a creature with the "
                                         "least toughness among creatures you control "
                                         "(CR 701.33)")


def _bolster(p: Parser) -> list[Any]:
    """"Bolster 2", "bolster X, where X is ..." (CR 701.33)."""
    from tolaria.cards.oracle.phrases import amount
    p.expect("bolster")
    n = amount(p)
    p.mark(C_BOLSTER)
    return [effect("bolster", amount=n)]


C_SUPPORT = construct("keyword.support", "Support N: a +1/+1 counter on each of up to N "
                                         "(other, from a permanent) target creatures "
                                         "(CR 701.35, as the cards' reminder text says)")


def _support(p: Parser) -> list[Any]:
    """"Support 2" (CR 701.35): "Put a +1/+1 counter on each of up to N other target
    creatures" from a permanent's ability, "... up to N target creatures" from a spell: read
    as that instruction, its targets added to the ability's."""
    from tolaria.cards.oracle import instructions
    p.expect("support")
    n = number(p)
    if not 1 < n < len(NUMBER_WORDS) and n != 1:
        p.fail()
    other = "" if p.scope.kind == "spell" else "other "
    what = "creature" if n == 1 else "creatures"
    count = "one" if n == 1 else NUMBER_WORDS[n]
    text = f"put a +1/+1 counter on each of up to {count} {other}target {what}"
    first = len(p.scope.targets)
    sub = Parser(tokenize(text), p.card, p.scope, text)
    found = instructions.clause(sub)
    if not sub.done:
        p.fail()
    p.used += sub.used
    p.mark(C_SUPPORT)
    # One instruction about the phrase: `instructions.clause` spreads it over its targets
    # once the line is read (`targeting.spread`).
    return [e for e in found if e.get("target") == first]


C_GOAD = construct("keyword.goad", "Goad target creature / goad it: until your next turn it "
                                   "attacks each combat if able, and a player other than you "
                                   "if able (CR 701.38)")
C_GOAD_ALL = construct("keyword.goad_all", "Goad all <creatures> / goad each <creature>: each "
                                           "of the group (CR 701.38a)")


def _goad(p: Parser) -> list[Any]:
    """"Goad target creature [an opponent controls]", "Goad it." (CR 701.38a)."""
    from tolaria.cards.oracle.phrases import object_ref
    p.expect("goad")
    if p.at("all") or p.at("each"):
        return _goad_all(p)
    ref = object_ref(p)
    if not isinstance(ref, (int, str)):
        p.fail()                                   # "goad those creatures": several
    p.scope.it = ref
    p.mark(C_GOAD)
    return [effect("goad", target=ref)]


def _goad_all(p: Parser) -> list[Any]:
    """"all creatures your opponents control", "each creature you don't control" after
    "goad": a group described by its qualities (one a target names is not read)."""
    from tolaria.cards.oracle.instructions import each_group, group_after_all
    if p.at("each"):
        flt = each_group(p)
    else:
        p.expect("all")
        flt = group_after_all(p)
    if flt.types != frozenset({"Creature"}) or flt.controller not in (None, "you", "opponent",
                                                                       NOT_YOURS):
        p.fail()
    p.mark(C_GOAD_ALL)
    return [effect("goad_all", filter=flt)]


C_SUSPECT = construct("keyword.suspect", "Suspect it / suspect [up to one] target creature / "
                                         "suspect enchanted creature: it becomes suspected, "
                                         "with menace and \"can't block\" (CR 701.58)")


def _suspect(p: Parser) -> list[Any]:
    """"Suspect it.", "suspect up to one target creature" (CR 701.58a)."""
    from tolaria.cards.oracle.phrases import object_ref
    p.expect("suspect")
    ref = object_ref(p)
    if not isinstance(ref, (int, str)):
        p.fail()                                   # "suspect those creatures": several
    p.scope.it = ref
    p.mark(C_SUSPECT)
    return [effect("suspect", target=ref)]


C_MANIFEST = construct("keyword.manifest", "Manifest the top card / the top N cards of your / "
                                           "that player's library / <player> manifests the top "
                                           "card of their library [, then put N +1/+1 counters "
                                           "on it]: put "
                                           "face down as 2/2 creatures, one at a time; turned "
                                           "face up for its mana cost if a creature card (CR "
                                           "701.34a-b, 701.34e)")


def _manifest(p: Parser) -> list[Any]:
    """"Manifest the top card of your library[, then put two +1/+1 counters on it]." /
    "Manifest a card from your hand." (the card its controller chooses; CR 701.34a)."""
    p.expect("manifest")
    if p.accept("a", "card", "from", "your", "hand"):
        p.mark(C_MANIFEST_HAND)
        return [effect("manifest", who="you", zone="hand")]
    if p.accept("dread"):
        p.mark(C_MANIFEST_DREAD)
        dread = effect("manifest_looked", amount=2, rest="graveyard")
        if "Equipment" in p.card.subtypes and p.accept(",", "then", "attach"):
            from tolaria.cards.oracle.phrases import self_ref
            if not self_ref(p):
                p.fail()
            p.expect("to", "that", "creature")      # the one manifested (CR 400.7j, 701.3a)
            p.mark(C_MANIFEST_DREAD_ATTACH)
            return [effect("tracked", effect=dread), effect("attach", what="self",
                                                            target="moved")]
        return [dread]
    return _manifested(p, "you", "your")


C_MANIFEST_DREAD_ATTACH = construct("keyword.manifest_dread_attach", "manifest dread, then "
                                    "attach this Equipment to that creature: the permanent "
                                    "manifested (CR 701.34a, 701.3a, 400.7j)")


C_MANIFEST_DREAD = construct("keyword.manifest_dread", "Manifest dread: look at the top two "
                             "cards of your library, manifest one of them and put the other "
                             "into your graveyard (CR 701.34a, 401.4)")


C_MANIFEST_HAND = construct("keyword.manifest_from_hand", "Manifest a card from your hand: "
                                                          "the card its controller chooses "
                                                          "(CR 701.34a)")
C_MANIFEST_LOOKED = construct("keyword.manifest_looked", "Look at the top two cards of your "
                                                         "library. Manifest one of those "
                                                         "cards, then put the other on the top "
                                                         "or bottom of your library. (CR "
                                                         "701.34a, 401.4)")


C_MANIFEST_PILE = construct("keyword.manifest_pile", "Exile all <cards> from target player's / "
                                                     "your graveyard / exile it and the top "
                                                     "card of your library in a face-down pile, "
                                                     "shuffle that pile, then manifest those "
                                                     "cards. (CR 406.3, 701.34a, 701.34e)")


def manifest_pile(p: Parser) -> list[Any]:
    """Ghastly Conscription's and Jeskai Infiltrator's instruction: the cards are exiled
    face down, put in a random order, then manifested one at a time under the manifesting
    player's control."""
    from tolaria.cards.oracle.library import player_target
    from tolaria.cards.oracle.phrases import description, object_ref, status_in
    p.expect("exile")
    if not p.at("all"):                  # Jeskai Infiltrator: "exile it and the top card"
        if object_ref(p) != "self":
            p.fail()
        p.expect("and", "the", "top", "card", "of", "your", "library")
        _pile_rest(p)
        return [effect("manifest_pile")]
    p.expect("all")
    flt, plural = description(p, cards=True)
    if not plural or status_in(flt) or flt.controller is not None or flt.other or flt.spell:
        p.fail()
    p.expect("from")
    if p.accept("your"):
        whose: Any = "you"
    else:
        whose = player_target(p)
        p.expect("'s")
    p.expect("graveyard")
    _pile_rest(p)
    return [effect("manifest_pile", whose=whose, filter=flt)]


def _pile_rest(p: Parser) -> None:
    p.expect("in", "a", "face-down", "pile", ",", "shuffle", "that", "pile", ",", "then",
             "manifest", "those", "cards")
    p.mark(C_MANIFEST_PILE)


C_MANIFEST_AURA = construct("keyword.manifest_aura", "When this enchantment enters, it becomes an "
                                                     "Aura with enchant creature. Manifest the "
                                                     "top card of your library and attach "
                                                     "this enchantment to it.: the Aura subtype "
                                                     "and enchant creature from then on (CR "
                                                     "205.1b, 613.1d, 613.1f, 702.5a), attached "
                                                     "to the manifested creature (CR 701.34a, "
                                                     "701.3a); attached to nothing, it goes to "
                                                     "the graveyard (CR 704.5m)")


def manifest_aura(p: Parser) -> list[Any]:
    """Cloudform's enters trigger, both sentences (the last period is the caller's)."""
    from tolaria.cards.oracle.delayed import MOVED_REF
    from tolaria.data.vocabulary import ENCHANT
    if p.scope.kind != "triggered" or p.scope.event_subject != "self" or \
            "Enchantment" not in p.card.types or "Aura" in p.card.subtypes:
        p.fail()
    p.expect("it", "becomes", "an", "aura", "with", "enchant", "creature", ".", "manifest",
             "the", "top", "card", "of", "your", "library", "and", "attach", "this",
             "enchantment", "to", "it")
    p.mark(C_MANIFEST_AURA)
    enchant = StaticAbility(kind=ENCHANT, filter=ObjectFilter(types=frozenset({"Creature"})),
                            text="Enchant creature")
    parts = (layer_effect("4", "add_subtypes", subtypes=("Aura",)),
             layer_effect("6", "add_abilities", abilities=(enchant,)))
    return [effect("continuous", target="self", parts=parts, until="permanent"),
            effect("tracked", effect=effect("manifest", who="you", amount=1)),
            effect("attach", what="self", target=MOVED_REF)]


def manifest_one_looked(p: Parser) -> list[Any]:
    """Write into Being's two sentences (the last period is the caller's)."""
    p.expect("look", "at", "the", "top", "two", "cards", "of", "your", "library", ".",
             "manifest", "one", "of", "those", "cards", ",", "then", "put", "the", "other", "on",
             "the", "top", "or", "bottom", "of", "your", "library")
    p.mark(C_MANIFEST_LOOKED)
    return [effect("manifest_looked", amount=2)]


def player_manifests(p: Parser, who: Any) -> list[Any]:
    """After "<player> manifests" (Reality Shift's "Its controller manifests the top card of
    their library"): that player manifests a card of their own library (CR 701.34a)."""
    return _manifested(p, who, "their")


def player_manifests_from_hand(p: Parser, who: Any, one: bool) -> list[Any]:
    """After "<player(s)> manifest": "N cards from their hand(s)", the cards each of them
    chooses (CR 701.34a, 701.34e)."""
    n = number(p)
    if not isinstance(n, int) or n < 1:
        p.fail()
    p.expect("card" if n == 1 else "cards", "from", "their")
    if not (p.accept("hand") or not one and p.accept("hands")):
        p.fail()
    p.mark(C_MANIFEST_HAND)
    return [effect("manifest", who=who, zone="hand", amount=n)]


def _manifested(p: Parser, who: Any, whose: str) -> list[Any]:
    p.expect("the", "top")
    n = 1 if p.accept("card") else number(p)
    if n != 1:
        p.expect("cards")
    p.expect("of")
    if who == "you" and p.scope.event_subject == "player" and p.accept(
            "that", "player", "'s", "library"):             # the player the trigger is about
        step = effect("manifest", who=who, amount=n, library="event")
    else:
        p.expect(whose, "library")
        step = effect("manifest", who=who, amount=n)
    p.mark(C_MANIFEST)
    if n != 1 or not p.at(",", "then", "put"):
        return [step]
    return [effect("tracked", effect=step)] + _about_manifested(p)


def _about_manifested(p: Parser) -> list[Any]:
    """", then put two +1/+1 counters on it": "it" is the manifested permanent, the object
    the effect put onto the battlefield (CR 400.7j)."""
    from tolaria.cards.oracle.delayed import MOVED_REF
    from tolaria.cards.oracle.instructions import clause
    p.expect(",", "then")
    before, n_targets = p.scope.it, len(p.scope.targets)
    p.scope.it = MOVED_REF
    found = clause(p)
    p.scope.it = before
    if len(p.scope.targets) != n_targets or any(
            e.op != "put_counters" or e.get("target") != MOVED_REF for e in found):
        p.fail()
    return found


C_FORAGE = construct("keyword.forage", "Forage: exile three cards from your graveyard or "
                                       "sacrifice a Food, its controller's choice of one "
                                       "that can be done (CR 608.2d, 406.2, 701.17a)")


def _forage(p: Parser) -> list[Any]:
    """"[You may] forage." (its reminder text: "exile three cards from your graveyard or
    sacrifice a Food"), the two actions of `riders.either_of`."""
    from tolaria.cards.oracle.riders import either_of
    p.expect("forage")
    found = either_of(p, "exile three cards from your graveyard", "sacrifice a Food")
    p.mark(C_FORAGE)
    return [found]


C_ENDURE = construct("keyword.endure", "<it> endures N: put N +1/+1 counters on it or create "
                                       "an N/N white Spirit creature token, its controller's "
                                       "choice; the token if it has left the battlefield "
                                       "(CR 608.2d, 122.1, 111.1)")


def endures(p: Parser) -> list[Any]:
    """"When this creature enters, it endures 2." (its reminder text: "Put two +1/+1
    counters on it or create a 2/2 white Spirit creature token"): the source itself."""
    from tolaria.cards.oracle.riders import either_of
    if p.scope.it != "self":
        p.fail()                               # the source itself (another's: not read)
    p.expect("it", "endures")
    n = number(p)
    if type(n) is not int or n < 1:
        p.fail()
    if n >= len(NUMBER_WORDS):
        p.fail()
    counters = f"put {NUMBER_WORDS[n]} +1/+1 counter{'s' if n > 1 else ''} on it"
    found = either_of(p, counters, f"create a {n}/{n} white Spirit creature token")
    p.mark(C_ENDURE)
    return [found]


C_BLIGHT = construct("keyword.blight", "[You may] blight N: put N -1/-1 counters on a creature "
                                       "you control, chosen as it happens (CR 608.2d, 122.1)")


def _blight(p: Parser) -> list[Any]:
    """"You may blight 1. If you do, ..." (its reminder text: "put a -1/-1 counter on a
    creature you control"): `counters_chosen` on a creature of its controller's."""
    from tolaria.data.ir import ObjectFilter
    p.expect("blight")
    n = number(p)
    if type(n) is not int or n < 1:
        p.fail()
    p.mark(C_BLIGHT)
    return [effect("counters_chosen", filter=ObjectFilter(types=frozenset({"Creature"}),
                                                          controller="you"),
                   kind="-1/-1", amount=n)]


C_EARTHBEND = construct("keyword.earthbend", "Earthbend N: target land you control becomes a "
                                             "0/0 creature with haste that's still a land "
                                             "and gets N +1/+1 counters; when it dies or is "
                                             "exiled, it returns to the battlefield tapped "
                                             "(CR 613.1d, 122.1, 603.7c, 400.7)")


def _earthbend(p: Parser) -> list[Any]:
    """"Earthbend 2." read as its reminder text's first two sentences (their target the
    ability's), then the delayed triggers of "When it dies or is exiled, return it to the
    battlefield tapped.", bound to that land while it remains on the battlefield."""
    from tolaria.cards.oracle.instructions import effect_sentences
    from tolaria.cards.oracle.quantities import WHERE_X, where_x_ahead
    from tolaria.data.ir import TriggeredAbility
    from tolaria.data.vocabulary import TO_EXILE, WHILE_IT_REMAINS
    p.expect("earthbend")
    if p.at("x") and where_x_ahead(p):
        p.i += 1
        n: Any = WHERE_X                          # ", where X is ...": counted as it resolves
    else:
        n = number(p)
        if type(n) is not int or n < 1:
            p.fail()
    if p.scope.kind not in ("spell", "activated", "triggered") or p.scope.each_opponent:
        p.fail()
    text = "Target land you control becomes a 0/0 creature with haste that's still a land."
    first, before = len(p.scope.targets), p.scope.it
    sub = Parser(tokenize(text), p.card, p.scope, text)
    try:
        found = effect_sentences(sub)
        sub.end()
    except NoParse:
        p.fail()
    if len(p.scope.targets) != first + 1:
        p.fail()
    p.used.extend(sub.used)
    back = TriggeredAbility(event="dies", about="bound", text="When it dies or is exiled, "
                            "return it to the battlefield tapped.", effects=(effect(
                                "dead_card", to="battlefield", yours=False, tapped=True),))
    p.scope.it = before if n == WHERE_X else first     # "that creature's power": the event's
    p.mark(C_EARTHBEND)
    found.append(effect("put_counters", kind="+1/+1", amount=n, target=first))
    return found + [effect("delayed", bind_all=(first,), until=WHILE_IT_REMAINS,
                           ability=ability) for ability in (back, replace(back, event=TO_EXILE))]


C_AIRBEND = construct("keyword.airbend", "Airbend <target permanent>: exile it; while it's "
                                         "exiled, its owner may cast it for {2} rather than "
                                         "its mana cost (its reminder text; CR 406.2, 601.3, "
                                         "118.9)")


def _airbend(p: Parser) -> list[Any]:
    """"Airbend target nonland permanent" read as "Exile target nonland permanent", a
    permanent only (a spell's card is a gap here), its step "airbend"
    (`tolaria.rules.keywords.airbend`)."""
    from tolaria.cards.oracle.instructions import effect_sentences
    from tolaria.cards.oracle.lexer import Token
    from tolaria.data.ir import Effect
    verb = p.token()
    p.expect("airbend")
    end = next((k for k in range(p.i, p.n) if p.tokens[k].key == "."), p.n)
    first = len(p.scope.targets)
    tokens = [Token("word", "exile", "Exile", verb.pos)] + p.tokens[p.i:end] + [
        Token("punct", ".", ".", p.tokens[end - 1].pos)]
    sub = Parser(tokens, p.card, p.scope, p.line)
    try:
        found = effect_sentences(sub)
        sub.end()
    except NoParse:
        p.fail()
    specs = p.scope.targets[first:]
    if not found or any(e.op != "exile" or not isinstance(e.get("target"), int)
                        for e in found) or not specs or any(
            s.objects is None or s.objects.spell or s.objects.zone or s.players
            for s in specs):
        p.fail()
    p.used.extend(sub.used)
    p.i = end
    p.mark(C_AIRBEND)
    return [Effect("airbend", e.params) for e in found]


# First words of instructions -> rules (`tolaria.cards.oracle.instructions`).
ACTIONS = {"adapt": _grows_itself, "monstrosity": _grows_itself, "amass": _amass,
           "support": _support, "bolster": _bolster, "goad": _goad, "suspect": _suspect,
           "manifest": _manifest, "forage": _forage, "blight": _blight,
           "earthbend": _earthbend, "airbend": _airbend}


C_BOAST = construct("keyword.boast", "Boast — [cost]: [effect]: activate only if this creature "
                                     "attacked this turn and only once each turn (CR 702.142a)")


def boast(parts: Any, before: tuple[int, int, int]) -> bool:
    """Make the activated ability just read from a "Boast — [cost]: [effect]" line a boast
    ability (CR 702.142a); False if the line wasn't exactly one activated ability of a
    creature, or already had a condition."""
    from tolaria.data.ir import Condition
    activated, triggered, static = before
    if (len(parts.activated), len(parts.triggered), len(parts.static)) != (
            activated + 1, triggered, static):
        return False
    ability = parts.activated[-1]
    if ability.condition is not None or ability.once_each_turn or ability.zone != "battlefield":
        return False
    parts.activated[-1] = replace(ability, condition=Condition("source_attacked"),
                                  once_each_turn=True, text=f"Boast — {ability.text}")
    parts.used.add(C_BOAST)
    return True


C_EXHAUST = construct("keyword.exhaust", "Exhaust — [cost]: [effect]: an activated ability "
                                         "activated only once (its reminder text; CR 602.5b)")


def exhaust(parts: Any, before: tuple[int, int, int]) -> bool:
    """Make the activated ability just read from an "Exhaust — [cost]: [effect]" line an
    exhaust ability: "Activate each exhaust ability only once." (the reminder text; a
    restriction on activating it, CR 602.5b); False if the line wasn't exactly one
    activated ability of the permanent, or already had a limit."""
    activated, triggered, static = before
    if (len(parts.activated), len(parts.triggered), len(parts.static)) != (
            activated + 1, triggered, static):
        return False
    ability = parts.activated[-1]
    if ability.once_each_turn or ability.times_each_turn or ability.zone != "battlefield" \
            or ability.is_loyalty or ability.mana is not None:   # (the payment planner's)
        return False
    parts.activated[-1] = replace(ability, once_ever=True, text=f"Exhaust — {ability.text}")
    parts.used.add(C_EXHAUST)
    return True


C_POWER_UP = construct("keyword.power_up", "Power-up — [cost]: [effect]: activated only once, "
                       "costing its permanent's mana cost less if it entered this turn (its "
                       "reminder text; CR 602.5b, 118.7a-c)")
_PLAIN_MANA = ("generic", "color")


def power_up(parts: Any, before: tuple[int, int, int], card: Any) -> bool:
    """Make the activated ability just read from a "Power-up — [cost]: [effect]" line a
    power-up ability: "Activate each power-up ability only once. Reduce the cost by its
    mana cost if it entered this turn." (the reminder text; CR 602.5b, 118.7a-c). False if
    the line wasn't exactly one such ability, or a cost has symbols other than generic and
    coloured mana (how hybrid mana reduces a cost isn't said)."""
    from tolaria.data.mana import parse_cost
    from tolaria.data.vocabulary import POWER_UP
    activated, triggered, static = before
    if (len(parts.activated), len(parts.triggered), len(parts.static)) != (
            activated + 1, triggered, static) or not card.mana_cost:
        return False
    ability = parts.activated[-1]
    if ability.once_each_turn or ability.times_each_turn or ability.zone != "battlefield" \
            or ability.is_loyalty or ability.mana is not None or ability.cost_change \
            or any(s.kind not in _PLAIN_MANA for s in ability.cost.mana.symbols
                   + parse_cost(card.mana_cost).symbols):
        return False
    parts.activated[-1] = replace(ability, once_ever=True, text=f"Power-up — {ability.text}",
                                  cost_change=StaticAbility(kind=POWER_UP))
    parts.used.add(C_POWER_UP)
    return True


C_SUSPEND_CREATURE = construct("keyword.suspend_creature", "Suspend N—{M} on a creature card: "
                                                           "cast with suspend, it gains haste "
                                                           "until you lose control of it "
                                                           "(CR 702.62a)")


def tribute_unpaid(p: Parser) -> Any:
    """"tribute wasn't paid", a condition (CR 702.104b)."""
    from tolaria.data.ir import condition
    p.expect("tribute", "wasn't", "paid")
    p.mark(CONSTRUCTS["tribute"])
    return condition("tribute_unpaid")


C_BECOMES_LEVEL = construct("keyword.becomes_level", "When this Class becomes level N (CR 716.2)")


def becomes_level(p: Parser) -> list[dict[str, Any]]:
    """"[When this Class] becomes level 2", after the self reference (CR 716.2)."""
    if "Class" not in p.card.subtypes:
        p.fail()
    p.expect("becomes", "level")
    n = number(p)
    p.scope.it, p.scope.event_subject = "self", "self"
    p.mark(C_BECOMES_LEVEL)
    return [{"event": "becomes_level", "count": n}]


C_OR_ENCHANTED = construct("keyword.or_enchanted", "Whenever this creature or enchanted "
                                                   "creature <event>: a bestow card's trigger, "
                                                   "about the creature it enchants while it is "
                                                   "an Aura (CR 702.103)")


C_EXPLOITS = construct("keyword.exploits", "When this creature exploits a creature: it "
                                           "sacrificed one to its exploit ability "
                                           "(CR 702.110b)")


def exploits(p: Parser) -> list[dict[str, Any]]:
    """"[When this creature] exploits a creature", after the self reference."""
    if "Creature" not in p.card.types:
        p.fail()
    p.expect("exploits", "a", "creature")
    p.scope.it, p.scope.event_subject = "self", "self"
    p.mark(C_EXPLOITS)
    return [{"event": "exploits"}]


C_SADDLED = construct("keyword.saddled", "Whenever this creature attacks while saddled; it's "
                                         "saddled, as a condition (CR 702.171b)")


def attacks_saddled(p: Parser) -> list[dict[str, Any]]:
    """"[Whenever this creature] attacks while saddled" (CR 702.171b)."""
    from tolaria.data.ir import condition
    p.expect("attacks", "while", "saddled")
    p.scope.it, p.scope.event_subject, p.scope.event = "self", "self", "attacks"
    p.mark(C_SADDLED)
    return [{"event": "attacks", "condition": condition("source", status="saddled")}]


C_BLESSING = construct("keyword.city_blessing", "you have the city's blessing, as a condition "
                                                "(CR 702.131c)")


def city_blessing(p: Parser) -> Any:
    """"you have the city's blessing" (CR 702.131c)."""
    from tolaria.data.ir import condition
    p.expect("you", "have", "the", "city", "'s", "blessing")
    p.mark(C_BLESSING)
    return condition("blessed")


def times_kicked(p: Parser, plural: bool) -> Any:
    """"[for each] time it was kicked" / "[the number of] times this creature was kicked"
    (CR 702.33d), on a card with multikicker."""
    from tolaria.cards.oracle.phrases import self_ref
    p.expect("times" if plural else "time")
    if not (p.accept("it") or self_ref(p)):
        p.fail()
    p.expect("was", "kicked")
    p.mark(CONSTRUCTS["multikicker"])
    return ("times_kicked",)


C_TIMES_MUTATED = construct("quantity.times_mutated", "the number of times this creature "
                            "has mutated: the spells merged with it (CR 702.140d, 727.2)")


def times_mutated(p: Parser, plural: bool, static: bool) -> Any:
    """"the number of times this creature has mutated" (CR 702.140d), in a triggered or
    activated ability (counted as it resolves, CR 608.2h)."""
    from tolaria.cards.oracle.phrases import self_ref
    if static:
        p.fail()
    p.expect("times" if plural else "time")
    if not (p.accept("it") or self_ref(p)):
        p.fail()
    p.expect("has", "mutated")
    p.mark(C_TIMES_MUTATED)
    return ("times_mutated",)


C_COMPANION = construct("keyword.companion", "Companion — <a condition on the starting deck "
                                             "the engine checks>: revealed before the game, "
                                             "put into the hand for {3} (CR 702.139a)")
# The companion conditions the engine checks (CR 702.139a-b), as (sentence, condition,
# number); each names what `tolaria.rules.keywords.companion` tests.
_COMPANION_CONDITIONS = (
    (re.compile(r"^Each nonland card in your starting deck has a different name\.$"),
     "different_names"),
    (re.compile(r"^Your starting deck contains only cards with mana value (\d+) or greater "
                r"and land cards\.$"), "mana_value_at_least"),
    (re.compile(r"^Each permanent card in your starting deck has mana value (\d+) or less\.$"),
     "permanent_mana_value_at_most"),
    (re.compile(r"^Your starting deck contains only cards with even mana values\.$"), "even"),
    (re.compile(r"^Your starting deck contains only cards with odd mana values and land "
                r"cards\.$"), "odd"),
)


def companion(line: str) -> Any:
    """"Companion — Each nonland card in your starting deck has a different name." (CR
    702.139a): the StaticAbility of the condition, or None for a condition the engine
    doesn't check (then the card is a gap)."""
    from tolaria.data.ir import StaticAbility
    from tolaria.data.vocabulary import COMPANION
    for pattern, condition in _COMPANION_CONDITIONS:
        found = pattern.match(line.strip())
        if found:
            amount = int(found.group(1)) if found.groups() else 0
            return StaticAbility(kind=COMPANION, restrictions=frozenset({condition}),
                                 amount=amount, text=f"Companion — {line.strip()}")
    return None


C_SPELLS_HAVE_STORM = construct("keyword.spells_have_storm", "Instant and sorcery spells you "
                                "cast have storm. (each such spell's storm triggers as it is "
                                "cast, CR 702.40a)")


def spells_have_storm(p: Parser) -> StaticAbility:
    """"Instant and sorcery spells you cast have storm." (Ral, Crackling Wit's emblem): a
    static ability read as each such spell is cast (`tolaria.rules.keywords.storm`)."""
    from tolaria.data.vocabulary import SPELLS_HAVE
    p.expect("instant", "and", "sorcery", "spells", "you", "cast", "have", "storm", ".")
    p.mark(C_SPELLS_HAVE_STORM)
    return StaticAbility(kind=SPELLS_HAVE, affects="you", keyword="storm", filter=ObjectFilter(
        types=frozenset({"Instant", "Sorcery"})))
