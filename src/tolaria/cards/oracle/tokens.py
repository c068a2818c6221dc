"""Creating tokens (CR 111): "create two 1/1 white Soldier creature tokens with flying".

A token description: [tapped [and attacking]] then either a predefined token ("a Treasure
token", "two Walker tokens", CR 111.10; a Role token attached to a creature, CR 303.7)
or a P/T, colours, subtypes and card types, "creature token(s)" [named <name>], and
"with" keywords and quoted abilities (CR 111.3: those become the token's text, read like
a card's); a token whose quoted text defines its P/T (CR 604.3) has none printed. Also:
a legendary token ("create Ragavan, a legendary 2/1 red Monkey creature token", CR
111.9), noncreature artifact tokens (Equipment with equip, Vehicles with crew), tokens
"that's tapped and attacking" (CR 508.4, also "for each opponent ... attacking that
player"), lists of descriptions created together ("a Food token and a Treasure token",
one event, CR 111.1), and tokens that are copies ("a token that's a copy of target
creature, except it has haste", CR 707.2, 707.9). The player creating them may be
another ("Its controller creates a 3/3 green Beast creature token", CR 111.2). Incubate
N (CR 701.51) creates an Incubator token with N +1/+1 counters; "Transform target
Incubator token you control" turns one to its back face (CR 111.10i, 701.28a).

After one token is created, "it" and "that token" mean that token (the IR reference
"created", `tolaria.rules.effects.tokens`): "Put three +1/+1 counters on it", "It gains haste
until end of turn", "then attach this Equipment to it". A quantity said after the
clause ("for each +1/+1 counter on it") is counted before the token exists, so there
"it" is not the token. After several: "They gain haste until end of turn" and "Put a
+1/+1 counter on each of them" (`follow_up`). A delayed trigger is another object
(CR 603.7c): `delayed.token_then` and `follow_up` make one per token that names it, and
`refers_to_created` keeps the other delayed instructions about "it" a gap.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import Any

from tolaria.cards.oracle import delayed, phrases, quantities
from tolaria.cards.oracle.parser import Parser, construct
from tolaria.data.ir import Effect, ObjectFilter, effect, token_def
from tolaria.data.vocabulary import EXILED_OWNERS, GRAVEYARD_OR_BATTLEFIELD, YOU_ATTACK_PLAYER

C_TAPPED = construct("tokens.tapped", "create a tapped ... token / tapped ... tokens "
                     "(CR 111.1, 614.1c)")
C_QUOTED = construct("tokens.with_text", "create ... token(s) with <keywords> and/or \"<ability>\": "
                     "the token's text, read like a card's (CR 111.3, 113.1)")
C_CREATED = construct("tokens.it", "it / that token after creating one token: that token "
                      "(CR 111.1, 608.2c)")
C_THEY = construct("tokens.they", "They gain <keywords> [until end of turn] (no duration: "
                   "for as long as each stays, CR 611.2a) / Put a +1/+1 counter on each of "
                   "them, after creating several tokens (CR 608.2c)")
C_PLAYER = construct("tokens.player_creates", "<player> creates <tokens>: that player "
                     "creates, owns and controls them (CR 111.2)")
C_ROLE = construct("tokens.role", "create a <Monster/Wicked/...> Role token attached to "
                   "target creature (CR 111.10j-r, 303.7)")
C_ATTACKING = construct("tokens.attacking", "create ... token(s) that's/that are tapped and "
                        "attacking (CR 508.4)")
C_BOTH = construct("tokens.and", "create <token>, <token>, and <token>: together, in one "
                   "event (CR 111.1)")
C_END_OF_COMBAT = construct("tokens.end_of_combat", "create ... token(s). Exile/Sacrifice "
                            "it/that token/them/those tokens at end of combat: a delayed "
                            "trigger for each (CR 603.7, 511.2)")
C_COPIES = construct("tokens.copies", "create a [tapped [and attacking]] token that's a copy "
                     "of <object>, except <exceptions> / N tokens that are copies of <object> "
                     "(CR 707.2, 707.9a-b, 111.1)")
C_COPY_END_STEP = construct("tokens.copy_end_step", "token (copies) ... [It gains haste.] "
                            "Exile/Sacrifice it (the tokens) at the beginning of the next end "
                            "step / your next upkeep (CR 603.7c)")
C_GAINS = construct("tokens.gains", "It/That token/The token gains <keywords> [until end of "
                    "turn]. (no duration: for as long as it stays, CR 611.2a) after creating "
                    "one token")
C_NAMED = construct("tokens.named", "create ... token(s) named <name> (CR 111.4)")
C_LEGEND = construct("tokens.legendary", "create <name>, a legendary <P/T> ... creature token "
                     "(CR 111.9)")
C_NONCREATURE = construct("tokens.noncreature_artifact", "create a colorless [Equipment/Vehicle] "
                          "artifact token [named <name>] with \"<ability>\" [and equip N / "
                          "crew N] / ... token named <name>. It has ... (CR 111.1, 111.4)")
C_EACH_OPPONENT = construct("tokens.each_opponent_attacking", "for each opponent, create ... "
                            "token that's tapped and attacking that player [or a planeswalker "
                            "they control] (CR 508.4)")
C_INSTEAD = construct("tokens.more_instead", "Create six ... tokens. If <condition>, create "
                      "twelve of those tokens instead. (CR 614.15, 702.33d)")
C_EITHER = construct("tokens.either", "create a <token> or a <token>: its controller "
                     "chooses which as it resolves (CR 608.2d)")
C_INCUBATE = construct("tokens.incubate", "incubate N [twice] / <player> incubates N: an "
                       "Incubator token with N +1/+1 counters and \"{2}: Transform this "
                       "artifact.\" (CR 701.51, 111.10i)")
C_TRANSFORM = construct("tokens.transform_incubator", "transform [up to one] target Incubator "
                        "token you control / all Incubator tokens you control (CR 701.28a)")
C_ATTACH = construct("tokens.attach_to_it", "..., then attach this Equipment to it: to the "
                     "token just created (CR 701.3)")

# CR 111.10: predefined tokens, each with the ability its reminder text gives.
PREDEFINED = {
    "treasure": ("Treasure", "{T}, Sacrifice this token: Add one mana of any color."),
    "food": ("Food", "{2}, {T}, Sacrifice this token: You gain 3 life."),
    "clue": ("Clue", "{2}, Sacrifice this token: Draw a card."),
    "blood": ("Blood", "{1}, {T}, Discard a card, Sacrifice this token: Draw a card."),
    "gold": ("Gold", "Sacrifice this token: Add one mana of any color."),
    "map": ("Map", "{1}, {T}, Sacrifice this token: Target creature you control explores. "
                   "Activate only as a sorcery."),
    "junk": ("Junk", "{T}, Sacrifice this token: Exile the top card of your library. You may "
                     "play that card this turn. Activate only as a sorcery."),
    "lander": ("Lander", "{2}, {T}, Sacrifice this token: Search your library for a basic "
                         "land card, put it onto the battlefield tapped, then shuffle."),
    "mutagen": ("Mutagen", "{1}, {T}, Sacrifice this token: Put a +1/+1 counter on target "
                           "creature. Activate only as a sorcery."),
    "powerstone": ("Powerstone", "{T}: Add {C}. This mana can't be spent to cast a nonartifact "
                                 "spell."),
}
_PREDEFINED_TYPES = {"shard": ("Shard", ("Enchantment",),
                               "{2}, Sacrifice this token: Scry 1, then draw a card.")}
# CR 111.10j-r: Role tokens, colorless Aura Role enchantments named for their kind.
ROLES = {
    "monster": ("Monster", "Enchanted creature gets +1/+1 and has trample."),
    "wicked": ("Wicked", "Enchanted creature gets +1/+1.\nWhen this Aura is put into a "
                         "graveyard from the battlefield, each opponent loses 1 life."),
    "cursed": ("Cursed", "Enchanted creature has base power and toughness 1/1."),
    "sorcerer": ("Sorcerer", "Enchanted creature gets +1/+1 and has \"Whenever this creature "
                             "attacks, scry 1.\""),
    "virtuous": ("Virtuous", "Enchanted creature gets +1/+1 for each enchantment you "
                             "control."),
    # These two read only once granted ward and the intervening "if" in a granted trigger
    # compile; until then the Role (and the card creating it) is a gap.
    "royal": ("Royal", "Enchanted creature gets +1/+1 and has ward {1}."),
    "young": ("Young Hero", "Enchanted creature has \"Whenever this creature attacks, if its "
                            "toughness is 3 or less, put a +1/+1 counter on it.\""),
}
# Keywords a token is created with that aren't in the engine's plain keyword list but
# compile as a card's keyword lines do (CR 702): toxic 1, ward {2}, changeling...
_TOKEN_KEYWORDS = frozenset({"toxic", "ward", "changeling", "training", "bushido", "annihilator",
                             "battle", "exalted", "persist", "undying", "evolve", "myriad",
                             "afterlife", "prowess", "fabricate", "dethrone", "rampage",
                             "flanking", "wither", "infect", "horsemanship", "shadow",
                             "protection", "firebending", "mobilize"})
# CR 702.147a: decayed means these two abilities.
DECAYED = ("This token can't block.", "When this token attacks, sacrifice it at end of combat.")
# The keywords of noncreature artifact tokens (CR 702.6 equip, 702.122 crew).
_ARTIFACT_KEYWORDS = {"Equipment": frozenset({"equip"}), "Vehicle": frozenset({"crew"})}
# Words that end a keyword after "with" ("with haste that's tapped and attacking").
_KEYWORD_END = frozenset({",", "and", ".", '"', "that", "for", "where", "then", "named",
                          "attached", "until", "instead", "equal", "under"})


def predefined_token(word: str) -> Any:
    """The CardDef of a predefined token (CR 111.10), its ability compiled."""
    from tolaria.cards.oracle.compiler import token_card
    if word == "walker":                       # CR 111.10d: a 2/2 black Zombie named Walker
        return token_def({"name": "Walker", "types": ("Creature",), "subtypes": ("Zombie",),
                          "colors": ("B",), "power": 2, "toughness": 2, "keywords": ()})
    if word in _PREDEFINED_TYPES:
        name, types, text = _PREDEFINED_TYPES[word]
        return token_card(name, types, (name,), text)
    name, text = PREDEFINED[word]
    return token_card(name, ("Artifact",), (name,), text)


# -- "create ..." ---------------------------------------------------------------------------

def create(p: Parser) -> list[Effect]:
    """"Create <tokens> [and <tokens>]" (CR 111.1)."""
    if p.scope.kind == "activated" and p.at("create", "a") and "counters" in p.keys[p.i:]:
        found = p.attempt(_sized_by_creator)
        if found is not None:
            return found
    p.expect("create")
    return _created(p, "you")


C_SIZED_BY_CREATOR = construct("tokens.sized_by_creator", "create a <color> <type> creature "
                               "token. It has \"This token's power and toughness are each "
                               "equal to the number of <kind> counters on CARDNAME.\" (CR "
                               "604.3, 111.4)")


def _sized_by_creator(p: Parser) -> list[Effect]:
    """"Create a green Saproling creature token. It has "This token's power and toughness are
    each equal to the number of fade counters on Saproling Burst."" (an ability of the
    named permanent): a characteristic-defining ability (CR 604.3) counting the counters on
    the object that created it, while that object is on the battlefield (CR 400.7)."""
    from tolaria.cards.oracle.instructions import COLOR_WORDS
    from tolaria.data.ir import CardDef, StaticAbility, layer_effect
    from tolaria.data.vocabulary import CREATOR
    p.expect("create", "a")
    colors = set()
    while p.peek() in COLOR_WORDS:
        colors.add(COLOR_WORDS[p.next().key])
    from tolaria.cards.oracle.vocabulary import CREATURE_TYPES
    subtype = p.next().text
    if subtype not in CREATURE_TYPES or not colors:
        p.fail()
    p.expect("creature", "token", ".", "it", "has", '"', "this", "token", "'s", "power", "and",
             "toughness", "are", "each", "equal", "to", "the", "number", "of")
    start = p.i - 13
    kind = phrases.counter_kind(p)
    p.expect("counters", "on", "SELF", ".", '"')
    count = ("counters", kind, CREATOR)
    cda = StaticAbility(kind="continuous", cda=True, text=p.text_from(start, p.i - 1),
                        parts=(layer_effect("7a", "set_pt_quantity", power=count,
                                            toughness=count),))
    card = CardDef(name=subtype, mana_cost=None, types=frozenset({"Creature"}),
                   subtypes=(subtype,), colors=frozenset(colors), power=0, toughness=0,
                   token=True, static=(cda,))
    p.mark(C_SIZED_BY_CREATOR)
    p.scope.it = None
    return [effect("create_tokens", count=1, card=card)]


C_CREATED_WITH = construct("tokens.destroy_created_with", "destroy all tokens created with "
                           "this <permanent> [. They can't be regenerated.]: the tokens its "
                           "abilities created (CR 111.1, 701.7)")


def destroy_created_with(p: Parser) -> list[Effect]:
    """"destroy all tokens created with this enchantment" (Saproling Burst's leaves
    trigger): those its abilities created, still on the battlefield."""
    from tolaria.cards.oracle.phrases import self_ref
    from tolaria.data.ir import ObjectFilter
    p.expect("destroy", "all", "tokens", "created", "with")
    if not self_ref(p) or p.scope.kind != "triggered":
        p.fail()
    p.mark(C_CREATED_WITH)
    return [effect("destroy_all", filter=ObjectFilter(token=True), no_regenerate=False,
                   created_with=True)]


def player_creates(p: Parser, who: Any, one: bool | None = None) -> list[Effect]:
    """"<player> creates <tokens>" / "<player> incubates N" after its subject (CR 111.2);
    `one`: the verb's number, when the subject's words say it ("they create")."""
    one = phrases.singular_player(who) if one is None else one
    if p.accept("incubates" if one else "incubate"):
        if not (who == "you" or isinstance(who, int) or who == "event"
                or isinstance(who, tuple) and who[0] == "controller"):
            p.fail()
        if who != "you":
            p.mark(C_PLAYER)
        return _incubate(p, who)
    if not p.accept("creates" if one else "create"):
        p.fail()
    if who == "you":
        return _created(p, who)
    if not (who in ("each", "opponents", EXILED_OWNERS) or isinstance(who, int)
            or who == "event" or (isinstance(who, tuple) and who[0] in ("controller", "owner"))):
        p.fail()
    copied = p.attempt(_copy_description, who)
    found = [copied] if copied is not None else _created(p, who)
    if any(e.op not in ("create_tokens", "copy_tokens", "create_group") for e in found):
        p.fail()                              # "it" would be another player's token
    if who in ("each", "opponents"):
        p.scope.it = None                     # one token each: "it" is none of them
    p.mark(C_PLAYER)
    return found


def _created(p: Parser, who: Any) -> list[Effect]:
    made = [_description(p, who)]
    if p.at("or") and p.peek(1) in ("a", "an"):         # "a Food token or a Treasure token"
        return [_either(p, who, made[0])]
    while (p.at("and") or p.at(",")) and (p.peek(1) in ("a", "an", "and") or p.token(1)
                                          is not None and p.token(1).kind == "num"):
        more = p.attempt(_and_description, who)
        if more is None:
            break
        made.append(more)
    count = made[0].get("count")
    # "it" is the new token in a later instruction; a quantity said after the clause ("for
    # each +1/+1 counter on it", "equal to its power") is counted before it exists, so there
    # "it" is what it was before ("where X is its power").
    later = p.at(".") or p.at(",", "then") or p.at("then") or p.at("and") or p.at(",", "and")
    if later:
        p.scope.it = "created" if len(made) == 1 and count == 1 else None
    if len(made) > 1:
        if any(e.get("attacking") or e.get("attached") is not None
               or not isinstance(e.get("count"), int)
               or not all(isinstance(v, int) for k, v in e.get("spec") or ()
                          if k in ("power", "toughness")) for e in made):
            p.fail()                       # counted or chosen as it resolves: not here
        return [effect("create_group", effects=tuple(made))]
    return delayed.token_then(p, made)


def _either(p: Parser, who: Any, first: Effect) -> Effect:
    """"or a Treasure token" after "create a Food token" (CR 608.2d: chosen as it
    resolves)."""
    p.expect("or")
    second = _description(p, who)
    if any(e.get("count") != 1 or e.get("attacking") or e.get("attached") is not None
           or e.get("card") is None and not all(isinstance(v, int) for k, v in e.get(
               "spec") if k in ("power", "toughness")) for e in (first, second)):
        p.fail()
    p.scope.it = None
    p.mark(C_EITHER)
    return effect("create_either", effects=(first, second))


def _and_description(p: Parser, who: Any) -> Effect:
    """", a 2/2 green Wolf creature token" / "[,] and a Treasure token"."""
    if not (p.accept(",", "and") or p.accept("and")):
        p.expect(",")
    found = _description(p, who)
    p.mark(C_BOTH)
    return found


def _description(p: Parser, who: Any) -> Effect:
    """One token description after "create": the create_tokens effect."""
    legend = p.attempt(_legend_name)                   # "Ragavan, a legendary 2/1 ..."
    count = 1 if legend is not None else phrases.amount(p)
    tapped = legend is None and p.accept("tapped")
    extra: dict[str, Any] = {"who": who} if who != "you" else {}
    if tapped and p.accept("and", "attacking"):                # "a tapped and attacking 1/1"
        extra["attacking"] = True
        p.mark(C_ATTACKING)
    if tapped:
        extra["tapped"] = True
        p.mark(C_TAPPED)
    named = p.peek()
    if legend is not None:
        found = p.attempt(_creature, 1, legend) or _noncreature(p, 1, legend)
        p.mark(C_LEGEND)
    elif named in ROLES and (p.at(named, "role") or p.at(named, "hero", "role")):
        return _role(p, count, extra)
    elif named in PREDEFINED or named in _PREDEFINED_TYPES or named == "walker":
        p.i += 1
        if not (p.accept("token") if count == 1 else p.accept("tokens")):
            p.fail()
        try:
            card = predefined_token(named)
        except ValueError:
            p.fail()                        # its ability isn't read yet: a gap
        p.mark("effect.named_tokens")
        return effect("create_tokens", count=count, card=card, **extra)
    else:
        found = p.attempt(_creature, count) or _noncreature(p, count)
    if (p.at("that") or p.at(",")) and "attacking" not in extra:
        how = p.attempt(_attacking, count)
        if how is not None:
            extra.update(how)
    return replace(found, params=found.params + tuple(extra.items()))


def _legend_name(p: Parser) -> str:
    """"Ragavan, a legendary": a legendary token's name (CR 111.9)."""
    start = p.i
    while p.i < p.n and p.token().kind in ("word", "self") and p.token().text[:1].isupper() \
            or p.i > start and (p.at_any(("of", "the", "to")) or p.at(",") and p.token(
                1) is not None and p.token(1).text[:1].isupper()):
        p.i += 1
    if p.i == start:
        p.fail()
    name = p.text_from(start)
    p.expect(",", "a", "legendary")
    return name


C_IT_HAS_CDA = construct("tokens.it_has_cda", "Create a white Avatar creature token. It has "
                         "\"This token's power and toughness are each equal to ...\": the "
                         "quoted characteristic-defining ability as if after \"with\" (CR "
                         "604.3, 111.1)")


def _creature(p: Parser, count: Any, legend: str | None = None) -> Effect:
    """"two 1/1 white Soldier creature tokens [with ...] [named <name>]" (CR 111.1, 111.4);
    `legend`: the name of a legendary token (CR 111.9)."""
    from tolaria.cards.oracle.instructions import COLOR_WORDS, keyword_list
    tok = p.token()
    cda = tok is not None and tok.kind != "pt"     # its quoted text defines its P/T (604.3)
    if cda:
        power = toughness = 0
    else:
        p.i += 1
        if tok is None or tok.key[0] in "+-":
            p.fail()
        try:
            power, toughness = (int(v) for v in tok.key.split("/"))
        except ValueError:
            power = toughness = quantities.token_x(p, tok.key)     # "an X/X ... token"
    colors: set[str] = set()
    if not p.accept("colorless"):
        while p.peek() in COLOR_WORDS:
            colors.add(COLOR_WORDS[p.next().key])
            if not (p.accept(",", "and") or p.accept("and") or p.accept(",")):
                break
        if not colors:
            p.fail()
    subtypes: list[str] = []
    while p.token() is not None and p.peek() in phrases.SUBTYPE_WORDS \
            and p.token().text[:1].isupper() and p.peek() not in phrases.TYPE_NOUNS:
        subtypes.append(phrases.SUBTYPE_WORDS[p.next().key])
    types = ["Creature"]
    if p.accept("artifact"):
        types.append("Artifact")
    elif p.accept("enchantment"):
        types.append("Enchantment")
    elif p.accept("land"):
        types.append("Land")                           # "Forest Dryad land creature"
    p.expect("creature")
    if not (p.accept("token") if count == 1 else p.accept("tokens")) or not subtypes:
        p.fail()
    spec = {"name": legend or " ".join(subtypes), "types": tuple(sorted(types)),
            "subtypes": tuple(subtypes), "colors": tuple(sorted(colors)), "power": power,
            "toughness": toughness, "keywords": ()}
    if legend is None and p.at("named"):
        spec["name"] = _token_name(p)
    card = None
    if cda and count == 1 and p.accept(".", "it", "has"):     # "... token. It has "<its
        card = _with_text(p, spec)                            # P/T>"": the same (CR 604.3)
        p.mark(C_IT_HAS_CDA)
    elif p.accept("with"):
        card = p.attempt(_with_text, spec)
        if card is None:
            keywords = keyword_list(p)
            if any(k.startswith(("protection", "hexproof from")) for k in keywords):
                p.fail()
            spec["keywords"] = tuple(sorted(keywords))
    if legend is None and spec["name"] == " ".join(subtypes) and p.at("named"):
        spec["name"] = _token_name(p)
        if card is not None:
            card = replace(card, name=spec["name"])
    if cda and (card is None or not any(a.cda and any(part.layer == "7a" for part in a.parts)
                                        for a in card.static)):
        p.fail()                                  # no P/T said anywhere
    p.mark("effect.tokens")
    if legend is not None:
        if not all(isinstance(spec[k], int) for k in ("power", "toughness")):
            p.fail()
        card = replace(card or token_def(spec), supertypes=frozenset({"Legendary"}))
    if card is not None:
        if not isinstance(spec["power"], int):        # "an X/X ... token with changeling"
            return effect("create_tokens", count=count, card=card, size=spec["power"])
        return effect("create_tokens", count=count, card=card)
    return effect("create_tokens", count=count, spec=tuple(sorted(spec.items())))


def _noncreature(p: Parser, count: Any, legend: str | None = None) -> Effect:
    """"a colorless artifact token named Land Mine with "<ability>"", "a colorless Equipment
    artifact token named Sturdy Shield with "<ability>" and equip {2}", "a 3/2 colorless
    Vehicle artifact token with crew 1" (CR 111.1, 111.4, 301.7)."""
    from tolaria.cards.oracle.instructions import COLOR_WORDS
    power = toughness = None
    if p.token() is not None and p.token().kind == "pt":
        try:
            power, toughness = (int(v) for v in p.next().key.split("/"))
        except ValueError:
            p.fail()
    colors: set[str] = set()
    if not p.accept("colorless"):
        while p.peek() in COLOR_WORDS:
            colors.add(COLOR_WORDS[p.next().key])
            if not (p.accept(",", "and") or p.accept("and")):
                break
        if not colors:
            p.fail()
    subtypes: list[str] = []
    while p.token() is not None and p.peek() in phrases.SUBTYPE_WORDS \
            and p.token().text[:1].isupper():
        subtypes.append(phrases.SUBTYPE_WORDS[p.next().key])
    p.expect("artifact")
    if not (p.accept("token") if count == 1 else p.accept("tokens")):
        p.fail()
    if (power is not None) != ("Vehicle" in subtypes) or len(subtypes) > 2:
        p.fail()                               # only a Vehicle has a P/T (CR 301.7)
    spec = {"name": " ".join(subtypes), "types": ("Artifact",), "subtypes": tuple(subtypes),
            "colors": tuple(sorted(colors)), "power": power, "toughness": toughness,
            "keywords": ()}
    if legend is not None:
        spec["name"] = legend
    elif p.at("named"):
        spec["name"] = _token_name(p)
    if not spec["name"]:
        p.fail()
    if not p.accept("with"):              # "... token named Stoneforged Blade. It has
        p.expect(".", *(("it", "has") if count == 1 else ("they", "have")))   # ...": the same
    card = replace(_with_text(p, spec), name=spec["name"])
    if legend is not None:
        card = replace(card, supertypes=frozenset({"Legendary"}))
    p.mark(C_NONCREATURE)
    return effect("create_tokens", count=count, card=card)


def _token_name(p: Parser) -> str:
    """"named Kobolds of Kher Keep" (CR 111.4: the name it is given)."""
    p.expect("named")
    start = p.i
    while p.i < p.n and not p.at_any((".", ",", "with", "that", "where", "attached")):
        if not (p.token().text[:1].isupper() or p.at_any(("of", "the"))):
            p.fail()
        p.i += 1
    if p.i == start:
        p.fail()
    p.mark(C_NAMED)
    return p.text_from(start)


def _with_text(p: Parser, spec: dict[str, Any]) -> Any:
    """"with toxic 1 and "This token can't block."": keywords the engine's keyword list
    doesn't have, or quoted abilities; the token's text, compiled like a card's."""
    from tolaria.cards.oracle.compiler import token_card
    lines: list[str] = []
    quoted = decayed = False
    while True:
        if p.at('"'):
            lines.append(_quoted(p))
            quoted = True
        else:
            start = p.i
            while p.i < p.n and p.peek() not in _KEYWORD_END:
                p.i += 1
            if p.i == start or p.i - start > 3:
                p.fail()
            text = p.text_from(start)
            if text.lower() == "decayed":
                lines += DECAYED                    # CR 702.147a
                decayed = True
            elif text.split()[0].lower() not in _TOKEN_KEYWORDS.union(*(
                    _ARTIFACT_KEYWORDS.get(t, ()) for t in spec["subtypes"])) \
                    and text.lower() not in _engine_keywords():
                p.fail()
            else:
                lines.append(text[:1].upper() + text[1:])
        save = p.i
        if quoted and lines[-1].endswith(".") and p.at('"'):
            continue                  # '"Equipped creature gets +2/+0," "Whenever ..."'
        if p.accept(",", "and") or p.accept("and") or p.accept(","):
            if p.at('"') or (p.token() is not None and p.token().kind == "word"
                             and p.peek() not in _KEYWORD_END):
                continue
        p.i = save
        break
    try:
        card = token_card(spec["name"], spec["types"], spec["subtypes"], "\n".join(lines))
    except ValueError:
        p.fail()
    if any(a.replacement is not None for a in card.static):
        p.fail()              # "as it enters" choices: a token's entering can't wait for them
    if not quoted and not (card.triggered or card.static or card.activated
                           or card.keywords - _engine_keywords()
                           or len(card.subtypes) > len(spec["subtypes"])):   # changeling
        p.fail()                              # plain keywords: the spec reads them
    p.mark(C_QUOTED)
    if decayed:
        card = replace(card, keywords=card.keywords | {"decayed"})
    counted = not all(isinstance(spec[k], int) or spec[k] is None for k in ("power",
                                                                               "toughness"))
    return replace(card, power=0 if counted else spec["power"],      # an X/X token: its
                   toughness=0 if counted else spec["toughness"],   # size is counted later
                   colors=frozenset(spec["colors"]))


def _engine_keywords() -> frozenset[str]:
    from tolaria.cards.oracle.instructions import engine_keywords
    return engine_keywords()


def _quoted(p: Parser) -> str:
    """The text inside quotation marks (one ability), the marks consumed."""
    p.expect('"')
    start = end = p.i
    while end < p.n and p.keys[end] != '"':
        end += 1
    if end >= p.n or end == start or any(t.kind == "self" for t in p.tokens[start:end]):
        p.fail()                  # the creating card's name: not the token (a gap)
    text = p.text_from(start, end)
    if text.endswith(","):        # 'with "This token can't block," where X is ...'
        text = text[:-1] + "."
    elif not text.endswith((".", '"', "'")):
        text += "."               # '"Equipped creature gets +1/+2" and equip {2}
    p.i = end + 1
    return text


def _role_card(p: Parser) -> Any:
    """"Monster Role token": the Role token's CardDef (CR 111.10j-r)."""
    from tolaria.cards.oracle.compiler import token_card
    name, text = ROLES.get(p.next().key, ("", ""))
    if not name or name == "Young Hero" and not p.accept("hero"):
        p.fail()
    p.expect("role", "token")
    try:
        return token_card(name, ("Enchantment",), ("Aura", "Role"), "Enchant creature\n" + text)
    except ValueError:
        p.fail()


def _role(p: Parser, count: Any, extra: dict[str, Any]) -> Effect:
    """"a Monster Role token attached to target creature you control" (CR 303.7)."""
    card = _role_card(p)
    if count != 1 or extra:
        p.fail()
    p.expect("attached", "to")
    ref = phrases.object_ref(p)
    if isinstance(ref, int):
        spec = p.scope.targets[ref].objects
        if spec is None or spec.zone or spec.spell or "Creature" not in spec.types:
            p.fail()
    elif ref == "moved":
        pass                                # the creature this effect just returned (400.7j)
    elif ref != "self" or "Creature" not in p.card.types:
        p.fail()                                     # "attached to it": this creature
    p.mark(C_ROLE)
    p.scope.it = None
    return effect("create_tokens", count=1, card=card, attached=ref)


C_ATTACKING_THAT_PLAYER = construct("token.attacking_that_player", "Whenever you attack a "
                                    "player, create a token that's tapped and attacking that "
                                    "player: it attacks the player the trigger is about "
                                    "(CR 508.4, 508.3e)")


def _attacking(p: Parser, count: Any) -> dict[str, Any]:
    """"that's [tapped and] attacking" / "that are [tapped and] attacking" (CR 508.4)."""
    p.accept(",")
    p.expect("that")
    if not (p.accept("'s") if count == 1 else p.accept("are")):
        p.fail()
    tapped = p.accept("tapped", "and")
    p.expect("attacking")
    attacking: Any = True
    if p.scope.event == YOU_ATTACK_PLAYER and p.accept("that", "player"):
        attacking = "event"                     # the player the trigger is about (508.3e)
        p.mark(C_ATTACKING_THAT_PLAYER)
    elif p.at_any(("that", "defending", "a", "target", "you")):
        p.fail()                                # what they attack is said: not read here
    p.mark(C_ATTACKING)
    return {"tapped": True, "attacking": attacking} if tapped else {"attacking": attacking}


# -- what the created tokens then do ------------------------------------------------------

def refers_to_created(effects: list[Effect]) -> bool:
    """Does any of `effects` refer to the tokens the resolving object created? A delayed
    or reflexive trigger is another object: it couldn't find them."""
    def walk(value: Any) -> bool:
        if value == "created" or (isinstance(value, tuple) and value[:1] == ("created",)):
            return True
        if isinstance(value, Effect):
            return any(walk(v) for _, v in value.params)
        if isinstance(value, tuple):
            return any(walk(v) for v in value)
        return False
    return any(walk(e) for e in effects)


def follow_up(p: Parser, before: list[Effect]) -> list[Effect]:
    """"They gain haste until end of turn." / "Put a +1/+1 counter on each of them." after
    creating several tokens: the instruction for each of them (CR 608.2c)."""
    from tolaria.cards.oracle.granted import _gains
    from tolaria.cards.oracle.phrases import duration
    last = last_created(before)
    if last is None:
        p.fail()
    found = p.attempt(copy_follow_up, before)
    if found is not None:
        return found
    if p.at("if"):
        return _more_instead(p, before)
    if p.at("exile") or p.at("sacrifice"):
        return before + _later(p, last.get("count") == 1)
    if last.get("count") == 1:
        if p.at("you", "may"):
            return before + _may_attach(p)
        if p.at("attach", "it", "to"):
            return before + _attach_it(p)
        return before + _gains_for_good(p)
    if p.accept("they") or p.accept("those", "tokens"):
        parts = _gains(p, plural=True, quoted=False)
        until = duration(p) or "permanent"      # none: while each stays (CR 611.2a, 400.7)
        if until not in ("permanent", "end of turn"):
            p.fail()
        inner = effect("continuous", parts=parts, target="created", until=until)
    else:
        p.expect("put")
        n = phrases.amount(p)
        if not isinstance(n, int) or not p.at("+1/+1"):
            p.fail()
        p.i += 1
        if not (p.accept("counter") if n == 1 else p.accept("counters")):
            p.fail()
        p.expect("on", "each", "of")
        if not (p.accept("them") or p.accept("those", "tokens")):
            p.fail()
        inner = effect("put_counters", kind="+1/+1", amount=n, target="created")
    p.expect(".")
    p.mark(C_THEY)
    return before + [effect("for_created", effect=inner)]


def attach_to_it(p: Parser) -> list[Effect]:
    """"attach this Equipment to it" / "attach that Equipment to it" (the Equipment the
    ability targeted), "it" the token just created (CR 701.3a)."""
    p.expect("attach")
    if p.scope.it != "created":
        p.fail()
    if p.accept("that", "equipment"):
        what: Any = _the_equipment(p)
    elif phrases.self_ref(p) and p.scope.kind != "spell":
        what = "self"
    else:
        p.fail()
    p.expect("to", "it")
    p.mark(C_ATTACH)
    return [effect("attach", what=what, target="created")]


def _the_equipment(p: Parser) -> int:
    """"that Equipment": the one target of the ability that is an Equipment."""
    found = [i for i, spec in enumerate(p.scope.targets) if spec.objects is not None
             and "Equipment" in spec.objects.subtypes and not spec.objects.zone]
    if len(found) != 1:
        p.fail()
    return found[0]


def _may_attach(p: Parser) -> list[Effect]:
    """"You may attach this Equipment to it." / "You may attach an Equipment you control
    to it.": its controller chooses as it resolves (CR 608.2d)."""
    p.expect("you", "may")
    if p.accept("attach", "an", "equipment", "you", "control", "to", "it", "."):
        if p.scope.it != "created":
            p.fail()
        p.mark(C_ATTACH)
        return [effect("attach_chosen", target="created")]
    found = attach_to_it(p)
    p.expect(".")
    return [effect("may_attach", effect=found[0])]


def _later(p: Parser, one: bool) -> list[Effect]:
    """"Exile that token at end of combat.", "Sacrifice them at the beginning of your next
    upkeep.": a delayed trigger for each token just made, naming it (CR 603.7a, 603.7c)."""
    start = p.i
    verb = p.next().key
    if verb not in ("exile", "sacrifice"):
        p.fail()
    if one:
        if not (p.accept("it") or p.accept("that", "token") or p.accept("the", "token")):
            p.fail()
    elif not (p.accept("them") or p.accept("those", "tokens") or p.accept("the", "tokens")):
        p.fail()
    if p.accept("at", "end", "of", "combat"):
        step, whose = "end of combat", "each"
        p.mark(C_END_OF_COMBAT)
    else:
        step, whose = delayed._when(p)           # "at the beginning of the next end step"
        p.mark(C_COPY_END_STEP)
    text = p.text_from(start) + "."
    p.expect(".")
    return [effect("created_delayed", step=step, whose=whose, text=text,
                   then="exile" if verb == "exile" else "sacrifice_yours")]


# -- "a token that's a copy of ..." (CR 707.2, 111.1) -----------------------------------------

def create_copy(p: Parser) -> list[Effect]:
    """"Create a token that's a copy of <object>[, except ...]" with what the plain form
    (`library`'s reader) doesn't say: exceptions, several tokens, tapped or attacking
    tokens, or instructions about the token afterwards."""
    p.expect("create")
    found = _copy_description(p, "you")
    plain = set(dict(found.params)) == {"count", "target"} and found.get("count") == 1 \
        and (isinstance(found.get("target"), int) or found.get("target") == "self")
    if plain and (p.i + 1 == p.n and p.at(".")):
        p.fail()                                    # the plain form alone: library's
    return [found]


def _copy_description(p: Parser, who: Any) -> Effect:
    """"a token that's a copy of target creature you control, except it has haste",
    "X tokens that are copies of ...", "a tapped and attacking token that's a copy of ..."
    (CR 707.2, 707.9a-b, 508.4)."""
    count = phrases.amount(p)
    extra: dict[str, Any] = {"who": who} if who != "you" else {}
    if p.accept("tapped"):
        extra["tapped"] = True
        if p.accept("and", "attacking"):
            extra["attacking"] = True
    if count == 1:
        p.expect("token", "that", "'s", "a", "copy", "of")
    else:
        p.expect("tokens", "that", "are", "copies", "of")
    if p.scope.it is None and p.scope.event_subject == "object" and p.accept("that",
                                                                            "creature"):
        ref: Any = "event"             # the creature the trigger was about, as it last was
    else:
        ref = phrases.target(p) if p.at("target") else phrases.object_ref(p)
    if isinstance(ref, int):
        spec = p.scope.targets[ref]
        flt = spec.objects
        if flt is None or flt.spell or spec.players is not None or flt.zone not in (
                "", "graveyard", GRAVEYARD_OR_BATTLEFIELD):
            p.fail()
    elif ref not in ("self", "event", "created", "equipped", "enchanted") or (
            ref == "self" and p.scope.kind == "spell"):
        p.fail()
    exceptions: tuple[tuple[str, Any], ...] = ()
    if p.accept(",", "except") or p.accept("except"):
        exceptions = _copy_exceptions(p, count == 1)
    if "attacking" not in extra and (p.at(",", "and", "that") or p.at("and", "that")):
        p.accept(",")
        p.expect("and")
        extra.update(_attacking(p, count))
    later = p.at(".") or p.at(",", "then") or p.at("then") or p.at("and")
    p.scope.it = "created" if count == 1 and later else None
    p.mark(C_COPIES)
    return effect("copy_tokens", count=count, target=ref, **(
        {"exceptions": exceptions} if exceptions else {}), **extra)


def _copy_exceptions(p: Parser, one: bool) -> tuple[tuple[str, Any], ...]:
    """"it has haste and "<ability>"", "the token is 1/1", "the token has flying and it
    isn't legendary", "they have "<ability>"" (CR 707.9a-b): the copies' exceptions, each
    read by `copies` where it reads them."""
    found = list(_sized(p, one) or [_exception(p, one, first=True)])
    while True:
        save = p.i
        if not (p.accept(",", "and") or p.accept("and") or p.accept(",")):
            break
        more = p.attempt(_exception, one, False)
        if more is None:
            p.i = save
            break
        found.append(more)
    if any(kind == "this_ability" for kind, _ in found):
        p.fail()
    return tuple(found)


def _exception(p: Parser, one: bool, first: bool) -> tuple[str, Any]:
    from tolaria.cards.oracle import copies, granted
    subject = ("it", "the token") if one else ("they", "the tokens")
    if any(p.accept(*who.split(), verb, "legendary") for who in subject
           for verb in (("isn't", "is not") if one else ("aren't", "are not"))) \
            or one and p.accept("it", "'s", "not", "legendary") \
            or not one and p.accept("they", "'", "re", "not", "legendary"):
        return ("not_legendary", True)
    if p.at('"') and not first:
        return ("abilities", granted.quoted_abilities(p))
    if not one:
        if not p.accept("they", "have") and not p.accept("the", "tokens", "have"):
            p.fail()
        return ("abilities", granted.quoted_abilities(p)) if p.at('"') else (
            "keywords", _keywords(p))
    if p.accept("the", "token"):
        return copies._exception(p, first=False)
    return copies._exception(p, first=first)


def _sized(p: Parser, one: bool) -> list[tuple[str, Any]] | None:
    """"it's a 0/0 Fractal creature in addition to its other types": its P/T and the types
    it has besides its own (CR 707.9b). Without "in addition", the new colours and creature
    types replace its own: `copies._pt_color_types` reads that."""
    from tolaria.cards.oracle import copies
    if not one or not (p.at("it", "'s", "a") or p.at("it", "'s", "an")):
        return None
    save = p.i
    p.i += 3
    tok = p.token()
    if tok is None or tok.kind != "pt" or tok.key[0] in "+-":
        p.i = save
        return None
    try:
        power, toughness = (int(n) for n in tok.key.split("/"))
    except ValueError:
        p.fail()
    p.i += 1
    types: set[str] = set()
    subtypes: list[str] = []
    while (tok := p.token()) is not None and tok.kind == "word" and tok.key != "in":
        if tok.key in copies._CARD_TYPES:
            types.add(copies._CARD_TYPES[tok.key])
        elif tok.key in phrases.SUBTYPE_WORDS and tok.text[:1].isupper():
            subtypes.append(phrases.SUBTYPE_WORDS[tok.key])
        else:                                    # a colour: its own replaced (707.9b,
            p.i = save                           # `copies._pt_color_types`)
            return None
        p.i += 1
    p.expect("in", "addition", "to", "its", "other")
    p.accept("creature")
    p.expect("types")
    if not (types or subtypes):
        p.fail()
    p.mark("copy.except_pt")
    p.mark("copy.except_types")
    return [("pt", (power, toughness)), ("types", (frozenset(types), tuple(subtypes),
                                                   frozenset()))]


def _keywords(p: Parser) -> frozenset[str]:
    from tolaria.cards.oracle.instructions import keyword_list
    return keyword_list(p)


def last_created(before: list[Effect]) -> Effect | None:
    """The last create/copy_tokens effect of `before`, if what follows it is only about
    the tokens it made."""
    for k in range(len(before) - 1, -1, -1):
        if before[k].op in ("create_tokens", "copy_tokens"):
            return before[k] if all(refers_to_created([e]) for e in before[k + 1:]) else None
    return None


def copy_follow_up(p: Parser, before: list[Effect]) -> list[Effect]:
    """After token copies: "The token enters tapped and attacking." (CR 508.4), or
    "Sacrifice it / Exile the tokens at the beginning of the next end step." (CR 603.7)."""
    last = last_created(before)
    assert last is not None
    one = last.get("count") == 1
    name = last.get("card").name if last.get("card") is not None else ""
    named = bool(name) and one and p.text_from(p.i, min(p.n, p.i + len(name.split()))) == name
    if p.at("the") or p.at("it") and p.peek(1) == "enters" or named:
        if last is not before[-1]:
            p.fail()
        if named:                                   # "Ragavan enters tapped and attacking."
            p.i += len(name.split())
            p.expect("enters")
        elif not (p.accept("the", "token", "enters") if one else p.accept(
                "the", "tokens", "enter")) and not (one and p.accept("it", "enters")):
            p.fail()
        p.expect("tapped", "and", "attacking", ".")
        if last.get("attacking"):
            p.fail()
        p.mark(C_ATTACKING)
        return before[:-1] + [replace(last, params=last.params + (
            ("tapped", True), ("attacking", True)))]
    return before + _later(p, one)


def _gains_for_good(p: Parser) -> list[Effect]:
    """"That token gains haste." (Saheeli Rai, Feldon): with no duration, the effect lasts
    as long as the token stays on the battlefield (CR 611.2a, 400.7)."""
    from tolaria.cards.oracle.instructions import keyword_list
    from tolaria.cards.oracle.phrases import duration
    from tolaria.data.ir import layer_effect
    if not (p.accept("it") or p.accept("that", "token") or p.accept("the", "token")):
        p.fail()
    p.expect("gains")
    keywords = keyword_list(p)
    until = duration(p) or "permanent"
    if until not in ("permanent", "end of turn"):
        p.fail()
    p.expect(".")
    p.mark(C_GAINS)
    return [effect("continuous", parts=(layer_effect("6", "add_keywords", keywords=keywords),),
                   target="created", until=until)]


def _attach_it(p: Parser) -> list[Effect]:
    """"Attach it to <this creature>.": the Equipment token just created (CR 701.3a)."""
    p.expect("attach", "it", "to")
    if not phrases.self_ref(p) or "Creature" not in p.card.types or p.scope.kind == "spell":
        p.fail()
    p.expect(".")
    p.mark(C_ATTACH)
    return [effect("attach", what="created", target="self")]


C_COPY_EACH = construct("tokens.copy_each_entered", "for each <permanents> that entered this "
                        "turn, create a token that's a copy of it: one copy of each, made "
                        "at once (CR 707.2, 111.1, 400.7)")


def copy_each_entered(p: Parser) -> list[Effect]:
    """"For each token you control that entered this turn, create a token that's a copy of
    it." (Ocelot Pride): the group is found once, as the instruction resolves, so the copies
    it makes aren't copied again (CR 608.2h, 707.2)."""
    p.expect("for", "each")
    flt, plural = phrases.description(p)
    if plural or flt.this_turn != "entered" or flt.spell or flt.zone or flt.chosen \
            or flt.chosen_type or flt.more:
        p.fail()                 # "of the chosen type" would need the choice bound: a gap
    p.expect(",", "create", "a", "token", "that", "'s", "a", "copy", "of", "it")
    p.scope.it = None
    p.mark(C_COPY_EACH)
    return [effect("copy_each", filter=replace(flt, this_turn="entered"))]


def for_each_opponent(p: Parser) -> list[Effect]:
    """"For each opponent, create a 1/1 white Human creature token that's tapped and
    attacking that player [or a planeswalker they control]." (CR 508.4)."""
    p.expect("for", "each", "opponent", ",", "create")
    found = _description(p, "you")
    if found.op != "create_tokens" or found.get("attacking") or found.get("who"):
        p.fail()
    p.expect("that")
    if not (p.accept("'s") if found.get("count") == 1 else p.accept("are")):
        p.fail()
    p.expect("tapped", "and", "attacking", "that", "player")
    walkers = p.accept("or", "a", "planeswalker", "they", "control")
    p.scope.it = None
    p.mark(C_EACH_OPPONENT)
    return [replace(found, params=found.params + (
        ("tapped", True), ("attacking", "each opponent"), ("planeswalkers", walkers)))]


def _more_instead(p: Parser, before: list[Effect]) -> list[Effect]:
    """"If this spell was kicked, create twelve of those tokens instead." after the one
    instruction creating them (CR 614.15: the spell's own replacement)."""
    from tolaria.cards.oracle.conditions import condition_before_comma, condition_phrase
    from tolaria.data.ir import condition
    if len(before) != 1 or before[0].op not in ("create_tokens", "copy_tokens"):
        p.fail()
    p.expect("if")
    if phrases.self_ref(p) and p.accept("was", "kicked"):
        if p.scope.kind != "spell":
            p.fail()
        cond = condition("kicked")
    else:
        cond = p.choice(lambda q: condition_before_comma(q, False), condition_phrase)
    p.expect(",", "create")
    n = phrases.number(p)
    p.expect("of", "those", "tokens", "instead", ".")
    p.mark(C_INSTEAD)
    more = replace(before[0], params=tuple((k, n if k == "count" else v)
                                           for k, v in before[0].params))
    return [effect("if", condition=condition("not", part=cond), effect=before[0]),
            effect("if", condition=cond, effect=more)]


# -- incubate (CR 701.51) ----------------------------------------------------------------------

@cache
def incubator() -> Any:
    """An Incubator token's front face (CR 111.10i): its ability transforms it into the
    back face, a 0/0 Phyrexian artifact creature (`tolaria.rules.effects.tokens`)."""
    from tolaria.cards.dsl import activated
    text = "{2}: Transform this artifact."
    card = token_def({"name": "Incubator", "types": ("Artifact",), "subtypes": ("Incubator",),
                      "colors": (), "power": None, "toughness": None, "keywords": ()})
    return replace(card, activated=(activated("{2}", effect("transform_incubator"),
                                              text=text),), text=text)


def incubate(p: Parser) -> list[Effect]:
    """"Incubate 3." / "incubate X, where X is its power" / "Incubate 2 twice."."""
    p.expect("incubate")
    return _incubate(p, "you")


def _incubate(p: Parser, who: Any) -> list[Effect]:
    n = phrases.amount(p)
    twice = p.accept("twice")
    made = effect("create_tokens", count=1, card=incubator(), counters=n,
                  **({"who": who} if who != "you" else {}))
    p.mark(C_INCUBATE)
    return [made, made] if twice else [made]


def transform_incubators(p: Parser) -> list[Effect]:
    """"Transform [up to one] target Incubator token you control." / "Transform all
    Incubator tokens you control." (CR 701.28a): its front face turns to its back face."""
    p.expect("transform")
    if p.accept("all", "incubator", "tokens", "you", "control"):
        p.mark(C_TRANSFORM)
        return [effect("transform_incubator", all=True)]
    ref = phrases.target(p)
    spec = p.scope.targets[ref].objects
    if spec is None or spec.subtypes != frozenset({"Incubator"}) or spec.token is not True \
            or spec.controller != "you" or spec.zone or spec.spell:
        p.fail()
    p.mark(C_TRANSFORM)
    return [effect("transform_incubator", target=ref)]


C_PER_CONTROLLER = construct("token.per_controller", "<destroy / exile instruction>. For each "
                             "<permanent> destroyed / exiled this way, its controller creates "
                             "<tokens>.: each player creates them for each of those permanents "
                             "they controlled, as it last existed on the battlefield (CR "
                             "608.2c, 608.2h, 111.2)")
# The instructions whose permanents "destroyed / exiled this way" names, and that verb.
_LEFT = {"destroy_all": "destroyed", "destroy_targets": "destroyed", "destroy": "destroyed",
         "exile_targets": "exiled", "all_leave": "exiled"}


def per_controller(p: Parser, before: list[Effect]) -> list[Effect]:
    """"Destroy all creatures. For each creature destroyed this way, its controller creates
    a 1/1 white Spirit creature token with flying." (March of Souls, Descent of the Dragons,
    Hour of Need): the instruction before remembers what it moved (CR 608.2c)."""
    from tolaria.data.vocabulary import TOKENS_PER_CONTROLLER
    last = before[-1] if before else None
    how = _LEFT.get(last.op) if last is not None else None
    if how is None or last.get("remember") or (last.op == "all_leave" and (
            last.get("to") != "exile" or last.get("until_source_leaves"))) or (
            last.op == "exile_targets" and last.get("zone", "battlefield") != "battlefield"):
        p.fail()
    p.expect("for", "each")
    end = p.keys.index(how, p.i) if how in p.keys[p.i:] else -1
    if end < 0:
        p.fail()
    body = Parser(p.tokens[p.i:end], p.card, p.scope, p.line)
    flt, plural = phrases.permanent_description(body)
    body.end()
    p.used += body.used
    p.i = end
    if plural or flt != ObjectFilter(types=flt.types):
        p.fail()
    p.expect(how, "this", "way", ",", "its", "controller")
    made = player_creates(p, "you", one=True)
    p.expect(".")
    if len(made) != 1 or made[0].op != "create_tokens" or not set(
            k for k, _ in made[0].params) <= {"count", "spec", "card", "tapped", "who"} or \
            type(made[0].get("count")) is not int:
        p.fail()
    p.mark(C_PER_CONTROLLER)
    return before[:-1] + [quantities.remembering(last), effect(
        TOKENS_PER_CONTROLLER, how=how, filter=flt if flt.types else None, effect=made[0])]
