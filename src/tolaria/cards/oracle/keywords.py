"""Constructs of the keyword abilities read by `tolaria.keywords` (CR 702).

A keyword line is read by `abilities.keyword_line` through the registry's keyword
readers; `mark` records which of these keywords the line used, so each is played by a
test (tests/test_oracle_play_keywords.py). Keywords whose definition in the rules is a
triggered ability the grammar reads ("Soulshift N", "Afterlife N") are read by
`expanded`: the definition, with N filled in, is compiled as the card's own line.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.cards.ir import StaticAbility, TriggeredAbility, effect
from tolaria.cards.oracle.lexer import tokenize
from tolaria.cards.oracle.parser import Parser, Scope, construct
from tolaria.cards.oracle.phrases import number

# keyword name (without its number) -> construct
CONSTRUCTS = {word: construct(name, text) for word, name, text in (
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
    ("rebound", "keyword.rebound", "Rebound: cast from the hand, it is exiled as it resolves "
                                   "and may be cast free at the next upkeep (CR 702.88a)"),
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
    ("annihilator", "keyword.annihilator", "Annihilator N: defending player sacrifices N "
                                           "permanents when it attacks (CR 702.86a)"),
    ("graft", "keyword.graft", "Graft N: enters with N +1/+1 counters, moves one onto each "
                               "creature that enters (CR 702.58a)"),
    ("surge", "keyword.surge", "Surge {M}: an alternative cost if you cast another spell this "
                               "turn (CR 702.117a)"),
    ("spectacle", "keyword.spectacle", "Spectacle {M}: an alternative cost if an opponent lost "
                                       "life this turn (CR 702.137a)"),
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
    ("sunburst", "keyword.sunburst", "Sunburst: a +1/+1 (or charge) counter for each color of "
                                     "mana spent to cast it (CR 702.44a)"),
    ("casualty", "keyword.casualty", "Casualty N: sacrifice a creature with power N or greater "
                                     "as you cast it: copy it (CR 702.153a)"),
    ("myriad", "keyword.myriad", "Myriad: token copies attacking each other opponent, exiled "
                                 "at end of combat (CR 702.116a)"),
    ("echo", "keyword.echo", "Echo {M}: at the beginning of your upkeep, if it came under "
                             "your control since your last upkeep, sacrifice it unless you "
                             "pay {M} (CR 702.30a)"),
)}


# Keywords only instants and sorceries may have here: storm copies of a permanent spell
# would become tokens (CR 707.10), which the engine doesn't make.
SPELL_ONLY = frozenset({"storm", "buyback", "rebound", "retrace", "jump-start"})
SPELL_ONLY_WORDS = ("casualty",)


C_MADNESS_PERMANENT = construct("keyword.madness_permanent", "Madness {M} on a permanent card: "
                                "cast for its madness cost as it is discarded (CR 702.35a)")


def on_permanent(p: Parser, extra: Any) -> Any:
    """A permanent card has no spell ability to hold an alternative cost: madness, surge
    and spectacle become static abilities of that kind (`tolaria.costs`)."""
    if not extra.alternatives or {"Instant", "Sorcery"} & set(p.card.types):
        return extra
    if any(a.name not in ("madness", "surge", "spectacle") for a in extra.alternatives):
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
    if "living weapon" in names and "Equipment" not in p.card.subtypes:
        p.fail()
    for name in names:
        word = name.rstrip("0123456789 ")
        if word in CONSTRUCTS:
            p.mark(CONSTRUCTS[word])


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
    printed (a card in a hand has no other)."""
    from tolaria.cards.oracle.abilities import activated_line
    from tolaria.mana import parse_cost
    p.expect("transmute")
    symbols = _costed_symbols(p)
    if not p.card.mana_cost or "X" in p.card.mana_cost:
        p.fail()
    n = parse_cost(p.card.mana_cost).mana_value
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
    """"Ward—Pay 2 life.", "Ward—Discard a card." (CR 702.21a) on a permanent."""
    from tolaria.cards.oracle.abilities import Line
    p.expect("ward", "—")
    if p.accept("pay"):
        params = {"life": number(p)}
        p.expect("life")
    else:
        p.expect("discard", "a", "card")
        params = {"discard": 1}
    p.accept(".")
    if not p.done or {"Instant", "Sorcery"} & set(p.card.types):
        p.fail()
    p.mark(C_WARD_COST)
    return Line("triggered", TriggeredAbility(
        event="becomes_target", whose="opponent", text=line,
        effects=(effect("counter_unless_paid", **params),)))


def expanded(p: Parser, line: str) -> Any:
    """"Soulshift 3": the triggered ability the keyword stands for, on a creature card
    (each instance its own ability), or None if the line isn't one of these keywords."""
    from tolaria.cards.oracle.abilities import triggered_line
    word = p.peek()
    if word == "reinforce":
        return _reinforce(p, line)
    if word == "outlast":
        return _outlast(p, line)
    if word == "transmute":
        return _transmute(p, line)
    if word == "ward" and p.peek(1) == "—" and p.peek(2) in ("pay", "discard"):
        return _ward_cost(p, line)
    if word == "undaunted" and p.n == 1:
        return _undaunted(p, line)
    if word == "for" and p.peek(1) == "mirrodin":
        return _for_mirrodin(p, line)
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
    sub = Parser(tokenize(text), p.card, Scope("triggered"), text)
    found = triggered_line(sub, text)
    if isinstance(found, list):
        found = found[0] if len(found) == 1 else p.fail()
    if not sub.done:
        p.fail()
    p.used += sub.used
    p.mark(name)
    return replace(found, value=replace(found.value, text=line))
