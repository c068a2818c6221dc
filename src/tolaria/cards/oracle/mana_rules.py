"""Mana: mana abilities' extras, how mana may be spent, and what was spent to cast a spell
(CR 106, 601.2h, 605).

How mana may be spent (CR 106.6), after a mana ability or an "Add ..." instruction:
"Spend this mana only to cast <spells> [or activate abilities of <sources>]", "... to
activate abilities", "This mana can't be spent to cast nonartifact spells", "If that mana
is spent on a creature spell, it gains haste" (riders), "Until end of turn, you don't
lose this mana as steps and phases end" (kept): a `ManaRestriction`, kept with the mana
in the pool (`tolaria.data.mana.ManaPool`). The spells and sources are described by card
types, subtypes, supertypes and colours only (what a card in hand and a permanent both
show). "Spend only black mana on X" colours the {X} of the cost.

Mana abilities: triggered mana abilities and stack abilities triggered by tapping for
mana (`mana_trigger`, CR 605.1b, 106.12a), replacement effects on the mana produced
(`mana_replacement`, CR 106.12b), "six {G}", "two mana of different colors", "an amount of
{G} equal to ...", "any type that a land you control could produce" (CR 106.7), "for each
color among permanents you control"; "Add ..." in spells and non-mana triggered
abilities (`added_choice`, CR 106.3).

The mana spent to cast a spell, recorded as the spell's cost is paid and read by
`tolaria.rules.mana_spent`:

- conditions (after "if" / "unless"): "{U} was spent to cast this spell", "{R}{G} was
  spent ...", "mana from a Treasure was spent to cast it", "{C} wasn't spent ...", "at
  least three white mana was spent ...", "five or more mana was spent to cast that
  spell", "no [colored] mana was spent to cast it", "two or more colors of mana were
  spent to cast it";
- quantities: "the number of colors of mana spent to cast this spell" (converge), "for
  each color of mana spent to cast it", "the amount of mana spent to cast that spell",
  "the amount of {S} spent to cast this spell", "for each {S} spent to cast this spell".

Which spell: "this spell" / "this creature" / its name, or "it" when "it" is this object
(the spell, or the spell the permanent was, CR 400.7); "that spell" / "it" in a cast
trigger is the spell cast (CR 601.2i, 603.2).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.cards.oracle.parser import NoParse, Parser, construct
from tolaria.cards.oracle.phrases import COLOR_WORDS, description, number, self_ref
from tolaria.data.ir import Condition, ManaRestriction, ObjectFilter, condition
from tolaria.data.vocabulary import ANY_COLOR_AMONG, SACRIFICED_AMOUNTS

C_SPENT_IF = construct("mana.spent_condition", "{U} was spent to cast this spell / at least "
                       "three white mana / five or more mana / no mana was spent to cast it "
                       "(CR 601.2h)")
C_SPENT_COUNT = construct("mana.spent_quantity", "the number of colors of mana spent to cast "
                          "this spell (converge), the amount of [{S}] mana spent to cast it, "
                          "for each color of mana spent (CR 601.2h)")

C_TAPPED = construct("mana.tapped_for_mana", "Whenever enchanted land / a Forest is tapped "
                     "for mana, its controller adds an additional {G} / one mana of any "
                     "color; whenever a player taps a land for mana, that player adds one "
                     "mana of any type that land produced (CR 605.1b, 106.12a)")
C_TAPPED_TYPE = construct("mana.tapped_enchanted_type", "Whenever enchanted Forest (an Aura's "
                          "land of a basic land type) is tapped for mana, its controller adds "
                          "an additional <mana> [one mana of the chosen color] (CR 605.1b, "
                          "106.12a, 607.2)")
C_ADD = construct("mana.add_effect", "a spell's, a (non-mana) triggered ability's or a "
                  "targeted activated ability's \"add "
                  "{R}{G}\", \"add one mana of any color\", \"add {R} or {G}\", \"add two mana "
                  "of any one color\": the mana is added as it resolves (CR 106.3, 605.5)")
C_AMOUNT = construct("mana.amount", "a mana ability's \"Add an amount of {G} equal to this "
                     "creature's power\", \"Add {C} for each charge counter on it\": counted "
                     "as it is activated (CR 605.3a, 106.1)")
C_COULD = construct("mana.could_produce", "Add one mana of any type / color that a land you "
                    "control / an opponent controls could produce (CR 106.7)")
C_KEPT = construct("mana.kept", "Add ... Until end of turn, you don't lose this mana as steps "
                   "and phases end. (CR 500.4, 106.4)")
C_X_MANA = construct("mana.x_colors", "Spend only black [and/or red] mana on X: the {X} of "
                     "the spell or ability is paid with that mana only (CR 107.3, 601.2h)")
C_REPLACE = construct("mana.replacement", "If a land is tapped for mana, it produces {B} / "
                      "colorless mana / mana of a color of your choice instead; Plains produce "
                      "{R}, ...; If you tap a permanent for mana, it produces twice as much "
                      "(CR 106.12b, 614.1a)")
C_RIDER = construct("mana.rider", "If that mana is spent on a creature spell, it gains haste "
                    "[until end of turn] / that spell can't be countered / that creature "
                    "enters with an additional +1/+1 counter; Spend this mana only to cast "
                    "..., and that spell can't be countered (CR 106.6)")
C_SPEND_ONLY = construct("mana.spend_only", "Spend this mana only to cast <spells> [or "
                         "activate abilities [of <sources>]]: restricted mana (CR 106.6)")

_TYPES = {"{W}": "W", "{U}": "U", "{B}": "B", "{R}": "R", "{G}": "G", "{C}": "C", "{S}": "S"}


def _spell(p: Parser, it_self: bool = False) -> str:
    """"to cast this spell / it / that spell / her": which spell ("self" or "event")."""
    p.expect("to", "cast")
    cast_trigger = p.scope.event == "cast"
    if p.accept("that", "spell"):
        if not cast_trigger:
            p.fail()
        return "event"
    if p.accept("it") or p.accept("her") or p.accept("him"):
        if cast_trigger and p.tokens[p.i - 1].key == "it":
            return "event"
        cast_self = p.keys[:3] == ["when", "you", "cast"] and p.keys[3:4] in (["this"],
                                                                             ["SELF"])
        if it_self or p.scope.it == "self" or cast_self or (
                p.scope.it is None and p.scope.kind in ("static", "spell")
                and p.tokens[p.i - 1].key == "it"):
            return "self"                 # "When you cast this spell, ... cast it"
        p.fail()
    if self_ref(p):
        return "self"
    p.fail()


def _symbols(p: Parser) -> list[str]:
    """A run of mana symbols "{R}{G}" (each one of the types above)."""
    found = []
    while p.token() is not None and p.token().key in _TYPES:
        found.append(_TYPES[p.next().key])
    if not found:
        p.fail()
    return found


def _one_symbol(p: Parser) -> str:
    found = _symbols(p)
    if len(found) != 1:
        p.fail()
    return found[0]


def spent_condition(p: Parser, it_self: bool = False) -> Condition:
    """A condition on the mana spent to cast a spell (see the module doc)."""
    if p.token() is not None and p.token().kind == "sym":
        types = _symbols(p)
        negative = p.accept("wasn't")
        if not negative:
            p.expect("was")
        p.expect("spent")
        whose = _spell(p, it_self)
        if negative and len(types) > 1:
            p.fail()
        # "{W}{W} was spent": at least two {W} (each symbol one mana, CR 107.4)
        parts = tuple(condition("spent", mana=t, whose=whose, **(
            {"at_most": 0} if negative else {"at_least": types.count(t)}))
            for t in dict.fromkeys(types))
        p.mark(C_SPENT_IF)
        return parts[0] if len(parts) == 1 else condition("all", parts=parts)
    mana, bounds, plural = _amount(p)
    p.expect("were" if plural else "was", "spent")
    whose = _spell(p, it_self)
    p.mark(C_SPENT_IF)
    return condition("spent", mana=mana, whose=whose, **bounds)


def _amount(p: Parser) -> tuple[str, dict[str, int], bool]:
    """"at least three white mana", "five or more mana", "no [colored] mana", "two or more
    colors of mana": (mana, bounds, plural verb)."""
    if p.accept("mana", "from", "a", "treasure"):
        return "Treasure", {"at_least": 1}, False
    if p.accept("no"):
        if p.accept("colored", "mana"):
            return "colored", {"at_most": 0}, False
        p.expect("mana")
        return "", {"at_most": 0}, False
    if p.accept("at", "least"):
        n = number(p)
    else:
        n = number(p)
        p.expect("or", "more")
    if p.accept("colors", "of", "mana"):
        return "colors", {"at_least": n}, True
    if p.accept("mana", "of", "the", "same", "color"):
        return "same", {"at_least": n}, False
    mana = ""
    if p.peek() in COLOR_WORDS:
        mana = COLOR_WORDS[p.next().key]
    elif p.accept("colorless"):
        mana = "C"
    p.expect("mana")
    return mana, {"at_least": n}, False


def spent_count(p: Parser, plural: bool) -> tuple[Any, ...]:
    """After "the number of" (plural) or "for each" (singular): "colors of mana spent to
    cast this spell", "color of mana spent to cast it", "{S} spent to cast this spell"."""
    if p.token() is not None and p.token().kind == "sym" and not plural:
        mana = _one_symbol(p)
    elif not plural and p.accept("mana", "from", "a", "treasure"):
        mana = "Treasure"                             # "for each mana from a Treasure"
        p.accept("that", "was")
    else:
        p.expect("colors" if plural else "color", "of", "mana")
        mana = "colors"
    p.expect("spent")
    whose = _spell(p)
    p.mark(C_SPENT_COUNT)
    return ("spent", mana, whose)


def amount_spent(p: Parser) -> tuple[Any, ...]:
    """"the amount of mana spent to cast that spell", "the amount of {S} spent to cast this
    spell", "the amount of {R} spent ..."."""
    p.expect("the", "amount", "of")
    mana = "" if p.accept("mana") else _one_symbol(p)
    p.expect("spent")
    whose = _spell(p)
    p.mark(C_SPENT_COUNT)
    return ("spent", mana, whose)


def spent_enters(p: Parser, text: str) -> Any:
    """"If at least three white mana was spent to cast this spell, this creature enters
    with a +1/+1 counter on it." (adamant): a replacement effect that applies only if the
    permanent entering was a spell cast with that mana (CR 614.1c, 601.2h)."""
    from tolaria.cards.oracle.conditions import _counters_body, _only_if
    p.expect("if")
    cond = spent_condition(p)
    p.expect(",")
    body = Parser(p.tokens[p.i:], p.card, p.scope, p.line)
    found = _counters_body(body, text)
    p.used += body.used
    p.i = p.n
    return _only_if(p, found, cond)


def spent_enters_unless(p: Parser, text: str) -> Any:
    """"This creature enters with two +1/+1 counters on it unless two or more colors of
    mana were spent to cast it.": the replacement effect applies unless the mana spent to
    cast the spell it was meets the condition (CR 614.1c, 601.2h)."""
    from dataclasses import replace as change

    from tolaria.cards.oracle.conditions import _counters_body
    keys = p.keys
    at = keys.index("unless") if "unless" in keys[p.i:] else -1
    if at < 0 or keys[at - 2:at] != ["on", "it"] or keys[-1] != ".":
        p.fail()
    body = Parser(p.tokens[p.i:at] + p.tokens[-1:], p.card, p.scope, p.line)
    found = _counters_body(body, text)
    p.used += body.used
    p.i = at + 1
    cond = spent_condition(p, it_self=True)
    p.expect(".")
    p.end()
    static = found.value
    if static.replacement.unless is not None:
        p.fail()
    found.value = change(static, replacement=change(static.replacement, unless=cond))
    p.mark(C_SPENT_IF)
    return found


# -- "Spend this mana only to ..." (CR 106.6) -----------------------------------------------

_ANY = ObjectFilter()
# What a described spell or source may say: what both a card and a permanent show.
_KEPT = ("types", "not_types", "subtypes", "not_subtypes", "supertypes", "not_supertypes",
         "colors", "not_colors", "colorless", "multicolored", "more", "chosen")


_CANT = (("this", "mana", "can't", "be", "spent", "to", "cast"),
         ("you", "can't", "spend", "this", "mana", "to", "cast"))


def restriction_ahead(p: Parser) -> bool:
    """Does a sentence about how the mana just added may be spent, or kept, start here?"""
    return p.at("spend", "this", "mana", "only") or any(p.at(*words) for words in _CANT) \
        or p.at("until", "end", "of", "turn", ",", "you", "don't", "lose", "this", "mana")


def spend_only(p: Parser) -> ManaRestriction | None:
    """"Spend this mana only to cast a creature spell.", "... to cast artifact spells or
    activate abilities of artifacts.", "... to activate abilities."; "This mana can't be
    spent to cast nonartifact spells.", "You can't spend this mana to cast spells."; None
    if the mana ability says nothing of the kind."""
    for words in _CANT:
        if p.at(*words):
            p.i += len(words)
            return _not_spells(p)
    if not p.at("spend", "this", "mana", "only"):
        return None
    tail = [",", "and", "that", "spell", "can't", "be", "countered", "."]
    end = p.keys.index(".", p.i) if "." in p.keys[p.i:] else -1
    if end > 0 and p.keys[end - len(tail) + 1:end + 1] == tail:
        start = end - len(tail) + 1              # "..., and that spell can't be countered."
        sub = Parser(p.tokens[p.i:start] + p.tokens[end:end + 1], p.card, p.scope, p.line)
        try:
            found = spend_only(sub)
            sub.end()
        except NoParse:
            p.i += min(sub.furthest, start - p.i)         # where the sentence went unread
            p.fail()
        p.used += sub.used
        p.i = end + 1
        if found is None or found.spells is None or found.abilities is not None:
            p.fail()
        return replace(found, rider="uncounterable", rider_spells=found.spells)
    p.i += 4
    spells: ObjectFilter | None = None
    abilities: ObjectFilter | None = None
    zone = ""
    while True:
        p.accept("to")
        if spells is None and p.accept("cast"):
            spells, zone = _spells_from(p)
        elif abilities is None and p.accept("activate"):
            abilities = _ability_sources(p)
        else:
            p.fail()
        if not (p.accept("or") or p.accept(",", "or")):
            break
    p.expect(".")
    p.mark(C_SPEND_ONLY)
    return ManaRestriction(spells=spells, abilities=abilities, zone=zone)


def _not_spells(p: Parser) -> ManaRestriction:
    """After "can't be spent to cast": "spells" (none), "nonartifact spells" / "a
    nonartifact spell" (only artifact ones); anything else it may pay (CR 106.6)."""
    if p.accept("spells", "."):
        spells = None
    else:
        flt = _described(p, ("spell", "spells"))
        p.expect(".")
        if len(flt.not_types) != 1 or replace(flt, not_types=frozenset()) != ObjectFilter():
            p.fail()
        spells = ObjectFilter(types=flt.not_types)
    p.mark(C_SPEND_ONLY)
    return ManaRestriction(spells=spells, abilities=_ANY, other=True)


def _spells_from(p: Parser) -> tuple[ObjectFilter, str]:
    """"a creature spell", "spells from your graveyard", "spells from exile"."""
    end = _boundary(p)
    for words, zone in ((["from", "your", "graveyard"], "graveyard"), (["from", "exile"],
                                                                       "exile")):
        if p.keys[end - len(words):end] == words:
            sub = Parser(p.tokens[p.i:end - len(words)] + p.tokens[end:end + 1], p.card,
                         p.scope, p.line)
            flt = _described(sub, ("spell", "spells"))
            p.used += sub.used
            p.i = end
            return flt, zone
    return _described(p, ("spell", "spells")), ""


def _boundary(p: Parser) -> int:
    """Where the description ends: the "." or the "or" before the other purpose."""
    keys = p.keys
    for k in range(p.i, p.n):
        if keys[k] == ".":
            return k
        if keys[k] == "or" and k + 1 < p.n and keys[k + 1] in ("to", "cast", "activate"):
            return k - 1 if keys[k - 1] == "," else k
    p.fail()


def _described(p: Parser, nouns: tuple[str, ...]) -> ObjectFilter:
    """"a creature spell", "instant or sorcery spells", "Elemental spells": a description
    of spells by types, subtypes, supertypes and colours, up to the boundary; "a Dragon
    spell or an Omen spell": either."""
    end = _boundary(p)
    split = next((k for k in range(p.i + 1, end - 1) if p.keys[k] == "or" and p.keys[
        k - 1] in nouns and p.keys[k + 1] in ("a", "an")), None)
    if split is not None:
        first = Parser(p.tokens[p.i:split] + p.tokens[end:end + 1], p.card, p.scope, p.line)
        second = Parser(p.tokens[split + 1:end] + p.tokens[end:end + 1], p.card, p.scope,
                        p.line)
        parts = (_described(first, nouns), _described(second, nouns))
        p.used += first.used + second.used
        p.i = end
        if any(not (f.types or f.subtypes) or (f.types and f.subtypes) or f.not_types
               or f.not_subtypes for f in parts):
            p.fail()                      # `any_of` tells the kinds by types and subtypes
        return ObjectFilter(any_of=parts)
    chosen = p.keys[end - 4:end] == ["of", "the", "chosen", "type"]
    if p.keys[end - 5 if chosen else end - 1] not in nouns:
        p.fail()
    tokens = p.tokens[p.i:end]
    keys = [t.key for t in tokens]
    if keys[:3] == ["instant", "and", "sorcery"]:           # each kind: "instant or sorcery"
        tokens = tokens[:1] + [tokens[1]._replace(key="or")] + tokens[2:]
    return _kept(p, replace(_description_of(p, tokens, end), spell=False))


def _description_of(p: Parser, tokens: list, end: int) -> ObjectFilter:
    """The description `tokens` (up to `end`) make on their own: "[a/an] <description>"."""
    sub = Parser(tokens, p.card, p.scope, p.line)
    if not sub.accept("a"):
        sub.accept("an")
    flt, _ = description(sub)
    sub.end()
    p.used += sub.used
    p.i = end
    return flt


def _kept(p: Parser, flt: ObjectFilter) -> ObjectFilter:
    """The filter, if it says only what `_KEPT` names; else a parse failure."""
    plain = ObjectFilter(**{k: getattr(flt, k) for k in _KEPT})
    if plain != flt:
        p.fail()
    return flt


def _ability_sources(p: Parser) -> ObjectFilter:
    """"abilities", "an ability": of any source; "an ability of an artifact source",
    "abilities of artifacts / Elementals / creature sources": of those sources."""
    if not (p.accept("abilities") or p.accept("an", "ability")):
        p.fail()
    if not p.accept("of"):
        return _ANY
    end = _boundary(p)
    tokens = p.tokens[p.i:end]
    if tokens and tokens[-1].key in ("source", "sources"):
        tokens = tokens[:-1]
        if not tokens:
            p.fail()
    return _kept(p, replace(_description_of(p, tokens, end), permanent=False))


# -- triggered mana abilities (CR 605.1b, 106.12a) -------------------------------------------

_BASIC_LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")     # CR 205.3i


def mana_trigger(p: Parser, text: str) -> Any:
    """"Whenever enchanted land is tapped for mana, its controller adds an additional {G}.",
    "Whenever a Forest is tapped for mana, its controller adds an additional {G}.",
    "Whenever a player taps a land for mana, that player adds one mana of any type that
    land produced.": a triggered mana ability, resolved with the mana ability that
    triggered it (CR 605.4a; `tolaria.rules.mana_abilities`)."""
    from tolaria.cards.oracle.abilities import Line
    from tolaria.cards.oracle.phrases import permanent_description
    from tolaria.data.ir import TriggeredAbility, effect
    p.expect("whenever")
    about, whose, flt = "", "each", None
    if p.accept("enchanted", "land"):
        if "Aura" not in p.card.subtypes:
            p.fail()
        about = "attached"
    elif p.peek() == "enchanted" and p.peek(1) in _BASIC_LAND_TYPES:   # "Enchant Forest"
        if "Aura" not in p.card.subtypes:
            p.fail()
        about, flt = "attached", ObjectFilter(subtypes=frozenset({p.keys[p.i + 1].title()}))
        p.i += 2
        p.mark(C_TAPPED_TYPE)
    elif p.at("a", "player", "taps") or p.at("an", "opponent", "taps") or p.at("you", "tap"):
        whose = {"a": "each", "an": "opponent", "you": "you"}[p.next().key]
        p.i += 1 if whose == "you" else 2
    if whose == "you" and (self_ref(p) or p.accept("this", "land")):
        about = "self"                                # "Whenever you tap this land"
    if not about:
        if not (p.accept("a") or p.accept("an")):
            p.fail()
        flt, plural = permanent_description(p)
        if (plural and p.tokens[p.i - 1].key != "plains") or flt.controller is not None \
                or flt.other or flt.tapped is not None or flt.combat:
            p.fail()
    p.expect("is", "tapped", "for", "mana") if whose == "each" and p.at("is") else \
        p.expect("for", "mana")
    cond = None
    if p.accept("while"):                             # "while you're the monarch"
        from tolaria.cards.oracle.conditions import condition_phrase
        cond = condition_phrase(p)
    p.expect(",")
    if not (p.accept("its", "controller", "adds") or p.accept("that", "player", "adds") or (
            whose == "you" and p.accept("add"))):
        if cond is not None:
            p.fail()
        return _stack_trigger(p, text, about, whose, flt)
    if p.accept("an", "additional") or (p.token() is not None and p.token().kind == "sym"):
        if p.accept("one", "mana", "of", "any", "color"):
            added = effect("add_mana_any")
        elif p.at("one", "mana", "of", "the", "chosen", "color"):
            from tolaria.cards.oracle.choices import chosen_mana
            added = effect("add_mana", mana=chosen_mana(p)[0])      # bound as it's tapped
        elif p.at("two", "mana", "in", "any", "combination", "of", "colors"):
            from tolaria.cards.oracle.costs import mana_combination
            added = effect("add_mana_choice", options=mana_combination(p))
        else:
            added = effect("add_mana", mana="".join(_symbols(p)))
    else:
        p.expect("one", "mana", "of", "any", "type", "that")
        if not (p.accept("land") or p.accept("permanent")):
            p.fail()
        p.expect("produced")
        added = effect("add_mana_produced", amount=1)
    p.expect(".")
    p.end()
    p.mark(C_TAPPED)
    return [Line("triggered", TriggeredAbility(
        event="tapped_for_mana", effects=(added,), text=text, filter=flt, whose=whose,
        about=about, condition=cond))]


# -- "Add ..." as an effect of a spell or a triggered ability (CR 106.3) ---------------------

def add_allowed(p: Parser) -> bool:
    """May "add <mana>" be read as an instruction here? In a spell, and in a triggered
    ability that doesn't trigger from mana or tapping: one that does may be a mana ability
    (CR 605.1b), read by `mana_trigger` or left a gap; in an activated ability with a target
    (not a mana ability, CR 605.1a: it uses the stack)."""
    if p.scope.kind == "spell":
        return True
    if p.scope.kind == "activated" and p.tokens and p.tokens[0].kind == "loyalty":
        return True                      # a loyalty ability isn't a mana ability (605.1a)
    if p.scope.kind == "activated" and p.scope.targets:
        return True                      # one with a target isn't a mana ability (605.1a)
    if p.scope.kind == "triggered" and p.keys and "Saga" in p.card.subtypes and \
            p.keys[0] not in ("when", "whenever", "at"):
        return True                      # a chapter ability: lore counters (CR 714.2b)
    if p.keys[:9] == ["you", "may", "reveal", "this", "card", "from", "your", "opening", "hand"]:
        return True                      # a delayed trigger of an opening-hand action (603.7g)
    if p.scope.kind != "triggered" or not p.keys or p.keys[0] not in ("when", "whenever", "at"):
        return False
    head = p.keys[:p.keys.index(",")] if "," in p.keys else p.keys
    return not {"mana", "tapped", "tap", "taps"} & set(head)


def added_choice(p: Parser) -> list[Any]:
    """After "add": "one mana of any color", "two mana of any one color", "{R} or {G}",
    "{W}, {U}, or {B}": the mana chosen as it resolves (CR 106.3, 608.2d)."""
    from tolaria.data.ir import effect
    if p.at("an", "amount", "of"):                     # "an amount of {R} equal to ..."
        p.i += 3
        mana = _one_symbol(p)
        p.expect("equal", "to")
        from tolaria.cards.oracle.phrases import quantity
        q = quantity(p)
        if mana == "S":
            p.fail()
        p.mark(C_ADD)
        return [effect("add_mana_count", mana=mana, amount=q)]
    if p.peek() not in ("one", "a", "an") and p.token(1) is not None and p.token(
            1).kind == "sym":                             # "add six {R}"
        n = number(p)
        mana = _one_symbol(p)
        if mana == "S" or n < 2:
            p.fail()
        p.mark(C_ADD)
        return [effect("add_mana", mana=mana * n)]
    if p.accept("one", "mana", "of", "any", "color"):
        options = tuple(COLORS)
    elif p.peek(1) == "mana" and p.peek(2) == "of" and p.attempt(number) is not None:
        p.i -= 1
        n = number(p)
        p.expect("mana", "of", "any", "one", "color")
        options = tuple(c * n for c in COLORS)
    elif p.at_any(("two", "three", "four", "five")) and p.at(
            p.peek(), "mana", "in", "any", "combination", "of", "colors"):
        from tolaria.cards.oracle.costs import mana_combination
        options = mana_combination(p)                  # CR 106.1a
    else:
        options = ("".join(_symbols(p)),)
        while p.accept(",", "or") or p.accept("or") or p.accept(","):
            options += ("".join(_symbols(p)),)
        if len(options) < 2 or "S" in "".join(options):
            p.fail()
    p.mark(C_ADD)
    return [effect("add_mana_choice", options=options)]


def spend_only_sentence(p: Parser, before: list[Any]) -> list[Any]:
    """"Add {R}{R}{R}. Spend this mana only to cast ...": the mana just added is restricted
    (CR 106.6)."""
    if not before or before[-1].op not in ("add_mana", "add_mana_choice", "add_mana_count"):
        p.fail()
    last = before[-1]
    was = last.get("only")
    if p.accept("until", "end", "of", "turn", ",", "you", "don't", "lose", "this", "mana",
                "as", "steps", "and", "phases", "end", "."):
        only = replace(was or ManaRestriction(spells=_ANY, abilities=_ANY, other=True),
                       kept=True)                         # CR 500.4: kept until end of turn
        p.mark(C_KEPT)
    else:
        only = spend_only(p)
        if only is None or was is not None:
            p.fail()
    params = tuple(kv for kv in last.params if kv[0] != "only") + (("only", only),)
    return before[:-1] + [replace(last, params=tuple(sorted(params)))]


COLORS = "WUBRG"


# -- how much mana a mana ability adds (CR 605.3a) -------------------------------------------

def counted_as_activated(q: Any) -> bool:
    """Can a mana ability count `q` as it is activated, reading its own permanent: counters
    on it, its power or toughness (besides what `quantities` counts without a source)?"""
    from tolaria.data.vocabulary import ZONE_COUNTS
    if q[0] in ("times", "plus"):
        return counted_as_activated(q[2])
    if q[0] == "sum":
        return all(counted_as_activated(v) for v in q[1:])
    if q[0] in ("power", "toughness"):
        return q[1] == "self"
    return q[0] in ZONE_COUNTS and q[0] not in ("attached", "blocking", "spent")


def mana_amount(p: Parser) -> tuple[tuple[str, ...], Any]:
    """After "Add": "an amount of {G} equal to <quantity>": ({G}, how many)."""
    from tolaria.cards.oracle.phrases import quantity
    p.expect("an", "amount", "of")
    mana = _one_symbol(p)
    if mana == "S":
        p.fail()
    p.expect("equal", "to")
    q = quantity(p)
    if q in SACRIFICED_AMOUNTS:                 # what paid its cost, as it was sacrificed
        p.mark(C_SACRIFICED)                    # (CR 605.3a, 608.2h)
        return (mana,), q
    if not counted_as_activated(q):
        p.fail()
    p.mark(C_AMOUNT)
    return (mana,), q


C_SACRIFICED = construct("mana.sacrificed_amount", "Sacrifice a <permanent>: Add an amount of "
                         "{B} equal to the sacrificed <permanent>'s mana value / power (read "
                         "as the cost is paid; CR 605.3a, 602.2b, 106.1a)")


C_COUNTERS_X = construct("mana.counters_x", "after \"Remove X / any number of <kind> counters "
                         "from this permanent:\": Add {B} for each <kind> counter removed "
                         "this way / Add {B}, then add an additional {B} for each ... / Add X "
                         "mana in any combination of {W} and/or {U} / Add an amount of {C} "
                         "equal to X plus one (CR 107.3, 106.1a, 605.3a)")


C_COUNTERS_X_COLORS = construct("mana.counters_x_colors", "after \"Remove X <kind> counters "
                                "from this permanent:\": Add X mana in any combination of "
                                "colors (CR 107.3, 106.1a, 605.3a)")


C_COUNTERS_X_ONE = construct("mana.counters_x_one_color", "after \"Remove X <kind> counters "
                             "from this permanent:\": Add X mana of any one color (CR 107.3, "
                             "106.1a, 605.3a)")
def counters_x_mana(p: Parser, kind: str) -> tuple[str, str, bool]:
    """After "Add", in a mana ability whose cost removes X (or any number of) `kind`
    counters: (the mana added whatever X is, the types of the X more mana added, whether
    those X are all of one type)."""
    if p.accept("x", "mana", "of", "any", "one", "color"):
        p.expect(".")
        p.mark(C_COUNTERS_X_ONE)                        # CR 106.1a: all of one colour
        return "", "WUBRG", True
    if p.accept("x", "mana", "in", "any", "combination", "of", "colors"):
        p.expect(".")
        p.mark(C_COUNTERS_X_COLORS)                     # CR 106.1a: the five colours
        return "", "WUBRG", False
    if p.accept("x", "mana", "in", "any", "combination", "of"):
        first = _one_symbol(p)
        p.expect("and", "/", "or")
        second = _one_symbol(p)
        if first == second or "S" in (first, second):
            p.fail()
        base, types = "", first + second
    elif p.accept("an", "amount", "of"):
        mana = _one_symbol(p)
        p.expect("equal", "to", "x", "plus", "one")
        base, types = mana, mana
    else:
        mana = _one_symbol(p)
        base = ""
        if p.accept(",", "then", "add", "an", "additional"):
            base = mana
            if _one_symbol(p) != mana:
                p.fail()
        p.expect("for", "each", kind, "counter", "removed", "this", "way")
        types = mana
    if "S" in types:
        p.fail()
    p.expect(".")
    p.mark(C_COUNTERS_X)
    return base, types, False


C_X_COMBINATION = construct("mana.x_combination", "Add X mana in any combination of colors "
                            "/ of {U} and/or {R}, where X is <count> (counted as it is "
                            "activated; CR 106.1a, 605.3a, 107.3)")


def x_combination(p: Parser) -> tuple[tuple[str, ...], Any]:
    """After "Add": "X mana in any combination of colors, where X is <count>", "... of {U}
    and/or {R}, ...": (the types any of the X mana may be, how many)."""
    from tolaria.cards.oracle.quantities import mana_x
    p.expect("x", "mana", "in", "any", "combination", "of")
    if p.accept("colors"):
        types: tuple[str, ...] = tuple(COLORS)
    else:
        first = _one_symbol(p)
        p.expect("and", "/", "or")
        second = _one_symbol(p)
        if first == second or "S" in (first, second):
            p.fail()
        types = (first, second)
    q = mana_x(p)
    p.mark(C_X_COMBINATION)
    return types, q


def could_produce(p: Parser) -> tuple[str, ObjectFilter]:
    """"one mana of any type that a land you control could produce", "... any color that a
    land an opponent controls could produce", "... a Gate you control ...": (kind, the
    permanents looked at; CR 106.7)."""
    from tolaria.cards.oracle.phrases import permanent_description
    p.expect("one", "mana", "of", "any")
    kind = p.next().key
    if kind not in ("type", "color"):
        p.fail()
    p.expect("that")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = permanent_description(p)
    if plural or flt.controller not in ("you", "opponent") or flt.other or flt.tapped \
            is not None or flt.combat or "Land" not in flt.types and not flt.subtypes:
        p.fail()
    p.expect("could", "produce")
    p.mark(C_COULD)
    return kind, flt


C_COMMANDER = construct("mana.commander_identity", "Add one mana of any color in your "
                        "commander's color identity (CR 903.4, 903.4f: none without a "
                        "commander)")
COMMANDER_IDENTITY = "commander identity"       # `ActivatedAbility.mana_could` kind


def commander_identity(p: Parser) -> tuple[str, ObjectFilter]:
    """"one mana of any color in your commander's color identity" (CR 903.4): the colours
    are found as the ability is activated (`tolaria.rules.mana_abilities`)."""
    p.expect("one", "mana", "of", "any", "color", "in", "your", "commander", "'s", "color",
             "identity")
    p.mark(C_COMMANDER)
    return COMMANDER_IDENTITY, ObjectFilter()


C_EXILED_COLORS = construct("mana.exiled_card_colors", "Add one mana of any of the exiled "
                            "card's colors (the card its imprint exiled, linked, CR 607.2a; "
                            "none if it's colorless or gone)")


def exiled_card_colors(p: Parser) -> tuple[str, ObjectFilter]:
    """"one mana of any of the exiled card's colors" (Chrome Mox): the colours of the cards
    exiled with this permanent still in exile, found as the ability is activated."""
    p.expect("one", "mana", "of", "any", "of", "the", "exiled", "card", "'s", "colors")
    p.mark(C_EXILED_COLORS)
    from tolaria.data.vocabulary import EXILED_CARD_COLORS
    return EXILED_CARD_COLORS, ObjectFilter()


C_DEVOTION = construct("mana.devotion_color", "Choose a color. Add an amount of mana of that "
                       "color equal to your devotion to that color. (a mana ability: the "
                       "colour is chosen as it resolves, CR 700.5, 605.3a)")


def devotion_mana(p: Parser) -> tuple[str, ObjectFilter]:
    """"Choose a color. Add an amount of mana of that color equal to your devotion to that
    color." (Nykthos, Shrine to Nyx): one option for each colour, counted as it is
    activated (`rules.mana_abilities.could_produce`, CR 700.5, 605.3a)."""
    from tolaria.data.vocabulary import DEVOTION_TO_CHOSEN_COLOR
    p.expect("choose", "a", "color", ".", "add", "an", "amount", "of", "mana", "of", "that",
             "color", "equal", "to", "your", "devotion", "to", "that", "color")
    p.mark(C_DEVOTION)
    return DEVOTION_TO_CHOSEN_COLOR, ObjectFilter()


C_CHOSEN_COLOR_COUNTED = construct("mana.chosen_color_counted", "Choose a color. Add one mana "
                                   "of that color for each <count>. / Add an amount of mana "
                                   "of that color equal to <count>.: that many mana of one "
                                   "colour, chosen as it resolves, counted as it is activated "
                                   "(CR 605.3a, 106.1)")


def chosen_color_counted(p: Parser) -> tuple[Any, ...]:
    """"Choose a color. Add one mana of that color for each charge counter on this
    artifact." (Astral Cornucopia): the same as "Add X mana of any one color, where X is
    ..."; the count, read as in `quantities.mana_for_each` / `quantities.mana_x`."""
    from tolaria.cards.oracle import quantities
    from tolaria.cards.oracle.phrases import quantity
    p.expect("choose", "a", "color", ".", "add")
    if p.accept("one", "mana", "of", "that", "color"):
        if not p.at("for", "each"):
            p.fail()
        q = quantities.mana_for_each(p)
    else:
        p.expect("an", "amount", "of", "mana", "of", "that", "color", "equal", "to")
        q = quantity(p)
        if not counted_as_activated(q):
            p.fail()
    p.mark(C_CHOSEN_COLOR_COUNTED)
    return q


def counted_mana(p: Parser) -> tuple[str, ...]:
    """A mana ability's "six {G}" (one option) or "two mana of different colors" (each pair
    of different colours, CR 106.1a, 605.3b)."""
    from itertools import combinations
    n = number(p)
    if p.accept("mana", "of", "different", "colors"):
        if n < 2:
            p.fail()
        p.mark(C_AMOUNT)
        return tuple("".join(c) for c in combinations(COLORS, n))
    mana = _one_symbol(p)
    if mana == "S" or n < 2:
        p.fail()
    p.mark(C_AMOUNT)
    return (mana * n,)


C_AMONG = construct("mana.any_color_among", "Add one mana of any color among <permanents> you "
                    "control. (CR 105.2, 106.1: the colours found as it is activated)")


def any_color_among(p: Parser) -> tuple[str, ObjectFilter]:
    """"one mana of any color among legendary permanents you control" (Plaza of Heroes):
    a colour of one of them, found as the ability is activated (CR 105.2, 106.1)."""
    from tolaria.cards.oracle.phrases import permanent_description
    p.expect("one", "mana", "of", "any", "color", "among")
    flt, plural = permanent_description(p)
    if not plural or flt.controller != "you" or flt.tapped is not None or flt.combat:
        p.fail()
    p.mark(C_AMONG)
    return ANY_COLOR_AMONG, flt


def each_color_ahead(p: Parser) -> bool:
    """Does the ability read "..., add one mana of that color." (a mana ability)?"""
    words = [",", "add", "one", "mana", "of", "that", "color", "."]
    return any(p.keys[k:k + len(words)] == words for k in range(p.i, p.n))


def each_color(p: Parser) -> tuple[str, ObjectFilter]:
    """"For each color among permanents you control, add one mana of that color.": one
    mana of each colour among them (CR 105.2), counted as it is activated."""
    from tolaria.cards.oracle.phrases import permanent_description
    p.expect("for", "each", "color", "among")
    flt, plural = permanent_description(p)
    if not plural or flt.controller != "you" or flt.tapped is not None or flt.combat:
        p.fail()
    p.expect(",", "add", "one", "mana", "of", "that", "color")
    p.mark(C_COULD)
    return "each color", flt


def _stack_trigger(p: Parser, text: str, about: str, whose: str, flt: Any) -> Any:
    """"Whenever a player taps a land for mana, this enchantment deals 1 damage to that
    player.": an ability triggered by tapping for mana that isn't a mana ability: it uses
    the stack (CR 106.12a, 605.1b); "that player" is the player who tapped it."""
    from tolaria.cards.oracle.abilities import Line
    from tolaria.cards.oracle.instructions import effect_sentences
    from tolaria.data.ir import TriggeredAbility
    if about == "attached" or p.at("if"):
        p.fail()
    p.scope.it, p.scope.event_subject = None, "player"
    effects = effect_sentences(p)
    p.end()
    if any(e.op.startswith("add_mana") for e in effects):
        p.fail()                          # mana added this way: a mana ability (605.1b)
    p.mark(C_TAPPED)
    return [Line("triggered", TriggeredAbility(
        event="taps_for_mana", effects=tuple(effects), targets=tuple(p.scope.targets),
        text=text, filter=flt, whose=whose))]


# -- "Spend only black mana on X." (CR 107.3) ------------------------------------------------

def x_colors(p: Parser) -> str:
    """"Spend only black mana on X.", "Spend only black and/or red mana on X.": the
    colours."""
    p.expect("spend", "only")
    colors = [COLOR_WORDS.get(p.next().key)]
    if p.accept("and", "/", "or") or p.accept("and/or"):
        colors.append(COLOR_WORDS.get(p.next().key))
    if None in colors:
        p.fail()
    p.expect("mana", "on", "x", ".")
    p.mark(C_X_MANA)
    return "".join(c for c in COLORS if c in colors)


def x_mana_static(p: Parser) -> Any:
    """A spell's "Spend only black mana on X." line (read by `tolaria.rules.costs.total_cost`)."""
    from tolaria.data.ir import StaticAbility
    from tolaria.data.vocabulary import X_MANA
    if not p.card.x_cost:
        p.fail()
    return StaticAbility(kind=X_MANA, filter=ObjectFilter(colors=frozenset(x_colors(p))))


def x_mana_cost(p: Parser, paid: Any) -> Any:
    """An activated ability's "{X}, {T}: ... Spend only red mana on X.": its {X} paid
    with that mana only."""
    if not p.at("spend", "only"):
        return paid
    if not paid.mana.x_count:
        p.fail()
    return replace(paid, mana=paid.mana.with_x_colors(x_colors(p)))


# -- replacement effects on mana production (CR 106.12b) -------------------------------------

MANA_REPLACE = "mana_replace"
_PRODUCE = {"plains": "Plains", "islands": "Island", "swamps": "Swamp",
            "mountains": "Mountain", "forests": "Forest"}


def mana_replacement(p: Parser) -> Any:
    """"If a land is tapped for mana, it produces {B} instead of any other type and
    amount.", "... colorless mana instead of any other type.", "If a basic land you control
    is tapped for mana, it produces mana of a color of your choice instead of any other
    type.", "If tapped for mana, Plains produce {R}, Islands produce {G}, ... instead of any
    other type.", "If you tap a permanent for mana, it produces twice as much of that mana
    instead.": a static ability whose replacement effect modifies the mana a mana ability
    with {T} in its cost produces (CR 106.12b, 614.1a), applied by `tolaria.rules.mana_abilities`.
    `per` says how: ("exact", type), ("type", type), ("choice",), ("map", pairs) or
    ("times", n); `filter` which permanents."""
    from tolaria.cards.oracle.phrases import permanent_description
    from tolaria.data.ir import StaticAbility
    p.expect("if")
    if p.accept("tapped", "for", "mana", ","):
        pairs = []
        while True:
            kind = _PRODUCE.get(p.next().key)
            p.expect("produce")
            mana = _one_symbol(p)
            if kind is None or mana == "S":
                p.fail()
            pairs.append((kind, mana))
            if p.accept(",", "and") or p.accept("and"):
                continue
            if p.accept(","):
                continue
            break
        p.expect("instead", "of", "any", "other", "type", ".")
        how: tuple[Any, ...] = ("map", tuple(pairs))
        flt = ObjectFilter(types=frozenset({"Land"}))
    elif p.accept("you", "tap", "a", "permanent", "for", "mana", ",", "it", "produces"):
        n = 2 if p.accept("twice") else number(p) if p.peek(1) == "times" else 0
        if not n:
            p.fail()
        p.accept("times")
        p.expect("as", "much", "of", "that", "mana", "instead", ".")
        how, flt = ("times", n), ObjectFilter(controller="you")
    else:
        if not (p.accept("a") or p.accept("an")):
            p.fail()
        flt, plural = permanent_description(p)
        if plural or "Land" not in flt.types or flt.other or flt.tapped is not None:
            p.fail()
        p.expect("is", "tapped", "for", "mana", ",", "it", "produces")
        if p.accept("colorless", "mana"):
            how = ("type", "C")
        elif p.accept("mana", "of", "a", "color", "of", "your", "choice"):
            how = ("choice",)
        else:
            how = ("exact", _one_symbol(p))
            p.expect("instead", "of", "any", "other", "type", "and", "amount", ".")
        if how[0] != "exact":
            p.expect("instead", "of", "any", "other", "type", ".")
    p.mark(C_REPLACE)
    return StaticAbility(kind=MANA_REPLACE, affects="all", filter=flt, per=how)


def _spent_trigger(p: Parser, only: ManaRestriction | None) -> ManaRestriction:
    """"When you spend this mana to cast a Dragon creature spell, scry 2.": a triggered
    ability that triggers when the mana is spent on such a spell (CR 603.7a, 106.6); it
    uses the stack, after the spell is cast (CR 603.3)."""
    from tolaria.cards.oracle.instructions import effect_sentences
    from tolaria.cards.oracle.parser import Scope
    from tolaria.data.ir import TriggeredAbility
    if not p.accept("when", "that", "mana", "is", "spent", "to", "cast"):
        p.expect("when", "you", "spend", "this", "mana", "to", "cast")
    comma = p.keys.index(",", p.i) if "," in p.keys[p.i:] else -1
    if comma < 0:
        p.fail()
    kin = _KIN if p.keys[comma - len(_KIN):comma] == list(_KIN) else ()
    sub = Parser(p.tokens[p.i:comma - len(kin)] + [p.tokens[-1]], p.card, p.scope, p.line)
    spells = _described(sub, ("spell", "spells"))
    p.used += sub.used
    body = Parser(p.tokens[comma + 1:], p.card, Scope("triggered"), p.line)
    effects = effect_sentences(body)
    body.end()
    p.used += body.used
    p.i = p.n
    if body.scope.targets or any("event" in repr(e.params) for e in effects):
        p.fail()                             # what "it" / targets would be: not read here
    base = only or ManaRestriction(spells=_ANY, abilities=_ANY, other=True)
    if base.rider or base.rider_trigger is not None:
        p.fail()
    p.mark(C_RIDER)
    if kin:
        if spells.types != frozenset({"Creature"}):
            p.fail()
        p.mark(C_KIN)
    trig = TriggeredAbility(event="spent_mana", effects=tuple(effects), text=p.line)
    return replace(base, rider_spells=spells, rider_trigger=trig,
                   rider_kin="commander" if kin else "")


C_KIN = construct("mana.spent_commander_kin", "When that mana is spent to cast a creature "
                  "spell that shares a creature type with your commander, <effect>. "
                  "(CR 603.7a, 106.6, 903.3, 205.3m)")
_KIN = ("that", "shares", "a", "creature", "type", "with", "your", "commander")


def mana_rider(p: Parser, only: ManaRestriction | None) -> ManaRestriction | None:
    """"If that mana is spent on a creature spell, it gains haste [until end of turn].",
    "If that mana is spent on an instant or sorcery spell, that spell can't be countered.":
    what the spell the mana is spent on gets (CR 106.6); the mana itself may pay for
    anything its restriction, if any, allows."""
    if p.at("when", "you", "spend", "this", "mana", "to", "cast") or p.at(
            "when", "that", "mana", "is", "spent", "to", "cast"):
        return _spent_trigger(p, only)
    if not (p.at("if") and p.peek(1) in ("that", "this") and p.at(
            p.peek(), p.peek(1), "mana", "is", "spent") and p.peek(5) in ("on", "to")):
        return only
    p.i += 5
    if not (p.accept("on") or p.accept("to", "cast")):
        p.fail()
    end = _boundary(p)
    comma = p.keys.index(",", p.i) if "," in p.keys[p.i:end] else -1
    if comma < 0:
        p.fail()
    sub = Parser(p.tokens[p.i:comma] + p.tokens[end:end + 1], p.card, p.scope, p.line)
    spells = _described(sub, ("spell", "spells"))
    p.used += sub.used
    p.i = comma + 1
    if p.accept("it", "gains", "haste"):
        rider = "haste until end of turn" if p.accept("until", "end", "of", "turn") else "haste"
        if spells.types != frozenset({"Creature"}):
            p.fail()                              # "it": the creature it becomes
    elif p.accept("that", "spell", "can't", "be", "countered"):
        rider = "uncounterable"
    elif p.accept("that", "creature", "enters", "with", "an", "additional", "+1/+1",
                  "counter", "on", "it"):
        rider = "counter"                         # CR 614.1c, as it enters
        if spells.types != frozenset({"Creature"}):
            p.fail()
    else:
        p.fail()
    p.expect(".")
    p.mark(C_RIDER)
    base = only or ManaRestriction(spells=_ANY, abilities=_ANY, other=True)
    if base.rider:
        p.fail()
    return replace(base, rider=rider, rider_spells=spells)


C_ADD_THAT_MUCH = construct("mana.add_that_much", "add that much {G}: as much mana of that "
                            "type as the trigger's amount (the damage dealt, CR 603.2, 106.3)")


def add_that_much(p: Parser) -> list[Any]:
    """"Whenever a creature you control deals combat damage to a player, add that much {G}."
    (Sakiko, Mother of Summer): a triggered ability, not a mana ability (CR 605.1b)."""
    from tolaria.data.ir import effect
    p.expect("add", "that", "much")
    if p.scope.event != "amount" or p.scope.kind != "triggered":
        p.fail()
    mana = _one_symbol(p)
    if mana == "S" or p.token() is not None and p.token().kind == "sym":
        p.fail()
    p.mark(C_ADD_THAT_MUCH)
    return [effect("add_mana_count", mana=mana, amount=("event_amount", None))]


C_TWO_COLOR_COMBINATION = construct("mana.two_color_combination", "Add two/three mana in any "
                                    "combination of {R} and/or {G}: one option per "
                                    "combination of the two (CR 106.1a, 605.3b)")


def two_color_combination(p: Parser) -> tuple[str, ...]:
    """"three mana in any combination of {R} and/or {G}" (Orcish Lumberjack): every
    multiset of the two mana symbols, chosen as it resolves (CR 106.1a, 605.3b)."""
    from itertools import combinations_with_replacement
    n = number(p)
    p.expect("mana", "in", "any", "combination", "of")
    first = _one_symbol(p)
    p.expect("and", "/", "or")
    second = _one_symbol(p)
    if first == second or "S" in (first, second) or not 2 <= n <= 3:
        p.fail()
    p.mark(C_TWO_COLOR_COMBINATION)
    return tuple("".join(c) for c in combinations_with_replacement(first + second, n))
