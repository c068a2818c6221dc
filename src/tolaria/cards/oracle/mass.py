"""Groups joined by "and": "destroy all artifacts and enchantments", "deals 3 damage to each
creature and each planeswalker" — every permanent in either group, one set locked in as
the effect happens (CR 608.2h, 611.2c).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import description, number, permanent_description, status_in
from tolaria.data.ir import Effect, ObjectFilter, effect
from tolaria.data.vocabulary import MOST_DISCARDED

C_JOINED = construct("mass.joined_types", "all <types> and [all] <types>: a group of either "
                                          "card type (CR 608.2h)")
C_ALSO = construct("mass.damage_also", "deals N damage to each <group> and each <group> "
                                       "(CR 120.2, 608.2h)")


def joined_types(p: Parser, flt: ObjectFilter) -> ObjectFilter:
    """After a plural group: "and [all] <plural group>" that differs from it only in card
    types ("creatures you don't control and all planeswalkers you don't control"); the
    result matches a permanent of any of those types."""
    p.expect("and")
    p.accept("all")
    more, plural = permanent_description(p)
    if not plural or not flt.types or not more.types or flt.any_of or more.any_of \
            or replace(more, types=flt.types) != flt:
        p.fail()
    p.mark(C_JOINED)
    return replace(flt, types=flt.types | more.types)


C_TYPE_LIST = construct("mass.type_list", "<types>, <types>, and <types> [you control / target "
                        "opponent controls] (or \"<type>, <type>, and <type> spells\"): one "
                        "group of any of those card types, the words after the last said of "
                        "all (CR 608.2h)")


def type_list(p: Parser, flt: ObjectFilter, plurals: bool = True, x_ok: bool = False
              ) -> ObjectFilter:
    """After a bare plural card type ("artifacts"): ", creatures, enchantments, and lands
    you control" / "and creatures target opponent controls": one group of any of the
    types, described by the words after the last one. Not `plurals`: after "each artifact",
    ", creature, and enchantment with mana value X or less" (`x_ok`: the spell's or
    ability's X, `instructions.group_with_x`)."""
    if flt != ObjectFilter(types=flt.types) or not flt.types:
        p.fail()
    types = set(flt.types)
    while not p.accept("and") and not p.accept(",", "and"):
        p.expect(",")
        more, plural = permanent_description(p)
        if plural != plurals or more != ObjectFilter(types=more.types) or not more.types:
            p.fail()
        types |= more.types
    last, plural = description(p, x_ok=x_ok)
    if plural != plurals or last.spell or len(last.types) != 1 or last.any_of or \
            last.types <= types:
        p.fail()
    p.mark(C_TYPE_LIST)
    return replace(last, types=frozenset(types | last.types))


C_COLOR_LIST = construct("mass.color_list", "<colour> creatures and <colour> creatures (\"white "
                         "creatures and blue creatures\"): one group, the creatures of "
                         "either colour (CR 105.2)")


def color_list(p: Parser, flt: ObjectFilter) -> ObjectFilter:
    """After "<colour> creatures": "and <colour> creatures", nothing said after either."""
    creature = frozenset({"Creature"})
    if flt != ObjectFilter(types=creature, colors=flt.colors) or len(flt.colors) != 1:
        p.fail()
    p.expect("and")
    last, plural = permanent_description(p)
    if not plural or last != ObjectFilter(types=creature, colors=last.colors) or \
            len(last.colors) != 1 or last.colors == flt.colors:
        p.fail()
    p.mark(C_COLOR_LIST)
    return ObjectFilter(types=creature, any_of=(ObjectFilter(colors=flt.colors),
                                                ObjectFilter(colors=last.colors)))


C_SUBTYPE_LIST = construct("mass.subtype_list", "<subtypes> and <subtypes> [you control]: "
                           "one group of either subtype, the words after the last said of "
                           "both (CR 205.3, 608.2h)")
C_SUBTYPES_LISTED = construct("mass.subtypes_listed", "<subtypes>, <subtypes>, and <subtypes> "
                              "you control / each <subtype>, <subtype>, and <subtype> you "
                              "control: one group of any of those subtypes, the words after "
                              "the last said of all (CR 205.3, 608.2h)")


def subtype_list(p: Parser, flt: ObjectFilter, plurals: bool = True) -> ObjectFilter:
    """After a bare plural subtype ("Employees"): "and Dogs you control": one group of
    either subtype, described by the words after the last one; after "Birds, Frogs, Otters"
    (the description read the commas) or "each Pest, Bat", ", and Rats you control" /
    ", and Spider you control" (not `plurals`: singular nouns after "each")."""
    if flt != ObjectFilter(subtypes=flt.subtypes) or not flt.subtypes:
        p.fail()
    listed = p.accept(",", "and")
    if not listed:
        if len(flt.subtypes) != 1 or not plurals:
            p.fail()
        p.expect("and")
    last, plural = permanent_description(p)
    if plural != plurals or len(last.subtypes) != 1 or last.types or last.any_of or \
            last.subtypes <= flt.subtypes or listed and len(flt.subtypes) < 2:
        p.fail()
    p.mark(C_SUBTYPES_LISTED if listed else C_SUBTYPE_LIST)
    return replace(last, subtypes=flt.subtypes | last.subtypes)


def damage_also(p: Parser, flt: ObjectFilter) -> tuple[ObjectFilter, ObjectFilter | None]:
    """After "each <group>": "and each planeswalker" / "and each blocking creature", a
    second group dealt the same damage at once (CR 120.2); or "and planeswalker [you don't
    control]", one group of either type, the words after it said of both."""
    p.expect("and")
    each = p.accept("each")
    more, plural = permanent_description(p)
    if plural or status_in(more) and more.combat == "":
        p.fail()
    p.mark(C_ALSO)
    if each:
        if more.controller is not None and flt.controller is None:
            p.fail()                               # whose creatures? (both, most likely)
        return flt, more
    if flt != ObjectFilter(types=flt.types) or not flt.types or not more.types \
            or more.any_of:
        p.fail()                                   # "each tapped creature and planeswalker"
    return replace(more, types=flt.types | more.types), None


C_HAND = construct("mass.discard_hand", "<player> discards their hand / discard your hand: "
                                        "every card, at once (CR 701.8a)")


def discard_hand(p: Parser, who: object) -> list[Effect]:
    """"their hand" / "your hand" after "discard(s)": the whole hand (CR 701.8a)."""
    if not (p.accept("their", "hand") or who == "you" and p.accept("your", "hand")):
        p.fail()
    p.mark(C_HAND)
    if who == "each" and p.at(*_MOST_DISCARDED):
        p.i += len(_MOST_DISCARDED)
        p.mark(C_HAND_MOST)
        return [effect("discard_hand", who=who, remember=True),
                effect("draw", amount=(MOST_DISCARDED,), who=who)]
    return [effect("discard_hand", who=who)]


C_DISCARD_ALL_DRAW = construct("mass.discard_all_then_draw", "<player> discards all the cards "
                               "in their hand, then draws that many cards: the cards that "
                               "discard moved, counted (CR 701.8a, 121.1, 608.2c)")


def discard_all_then_draw(p: Parser, who: object) -> list[Effect]:
    """"that player discards all the cards in their hand, then draws that many cards"
    (Shocker)."""
    from tolaria.data.vocabulary import DISCARDED_COUNT
    if who == "each":
        return _each_discards_all_then_draws(p)
    if not (type(who) is int or who in ("event", "defending")):
        p.fail()                  # one player: "each player" draws as many as they discarded
    p.expect("all", "the", "cards", "in", "their", "hand", ",", "then", "draws", "that",
             "many", "cards")
    p.mark(C_DISCARD_ALL_DRAW)
    return [effect("discard_hand", who=who, remember=True),
            effect("draw", amount=(DISCARDED_COUNT, None), who=who)]


C_EACH_DISCARD_ALL_DRAW = construct("mass.each_discard_all_draw", "Each player discards all "
                                    "the cards in their hand, then draws that many cards "
                                    "[minus one]: each draws as many as they discarded (CR "
                                    "701.8a, 608.2c, 101.4)")


def _each_discards_all_then_draws(p: Parser) -> list[Effect]:
    """"Each player discards all the cards in their hand, then draws that many cards [minus
    one]." (Incendiary Command, Dark Deal): the hands discarded at once, then each player
    draws the number they discarded (`THEIR_DISCARDED`), in turn order (CR 101.4)."""
    from tolaria.data.vocabulary import THEIR_DISCARDED
    p.expect("all", "the", "cards", "in", "their", "hand", ",", "then", "draws", "that",
             "many", "cards")
    n: Any = (THEIR_DISCARDED,)
    if p.accept("minus", "one"):
        n = ("minus", n, 1)                                  # CR 107.1b: not below 0
    if not p.at("."):
        p.fail()
    p.mark(C_EACH_DISCARD_ALL_DRAW)
    return [effect("discard_hand", who="each", remember=True),
            effect("per_player", effect=effect("draw", amount=n, who="each"))]


C_HAND_MOST = construct("mass.discard_hands_draw_most", "Each player discards their hand, then "
                        "draws cards equal to the greatest number of cards a player discarded "
                        "this way: counted after all the discards (CR 701.8a, 608.2c)")
_MOST_DISCARDED = (",", "then", "draws", "cards", "equal", "to", "the", "greatest", "number",
                   "of", "cards", "a", "player", "discarded", "this", "way")


C_DISCARD_DRAW = construct("mass.discard_then_draw", "discard up to N / any number of / all "
                           "the cards in your hand, then draw that many cards [plus one]: the cards chosen as it "
                           "resolves, discarded at once, then as many drawn (CR 701.8a, "
                           "121.1, 608.2c)")


def discard_then_draw(p: Parser) -> list[Effect]:
    """After "discard": "up to two cards, then draw that many cards" / "any number of
    cards, then draw that many cards plus one"."""
    from tolaria.cards.oracle.phrases import number
    every = False
    if p.accept("any", "number", "of", "cards"):
        most = None
    elif p.accept("all", "the", "cards", "in", "your", "hand") or p.accept("your", "hand"):
        most, every = None, True                        # CR 701.8a: every card in it
    else:
        p.expect("up", "to")
        most = number(p)
        if not isinstance(most, int) or most < 1:
            p.fail()
        p.expect("card" if most == 1 else "cards")
    p.expect(",", "then", "draw", "that", "many", "cards")
    plus = 0
    if p.accept("plus"):
        plus = number(p)
        if not isinstance(plus, int):
            p.fail()
    p.mark(C_DISCARD_DRAW)
    return [effect("discard_up_to", most=most, all=every), effect("draw_discarded", plus=plus)]


C_MAY_DISCARD_DRAW = construct("mass.may_discard_then_draw", "You may discard up to N cards. "
                               "If you do, draw that many cards.: none discarded, none drawn "
                               "(CR 701.8a, 121.1, 608.2c-d)")


def may_discard_then_draw(p: Parser, before: list[Effect]) -> list[Effect]:
    """"You may discard up to two cards. If you do, draw that many cards." (Fable of the
    Mirror-Breaker): "up to" already lets you discard none, and then you draw none, so it is
    "discard up to two cards, then draw that many cards" (`discard_then_draw`'s steps)."""
    from tolaria.cards.oracle.phrases import number
    p.expect("you", "may", "discard", "up", "to")
    most = number(p)
    if not isinstance(most, int) or most < 1:
        p.fail()
    p.expect("card" if most == 1 else "cards", ".", "if", "you", "do", ",", "draw", "that",
             "many", "cards", ".")
    p.mark(C_MAY_DISCARD_DRAW)
    return before + [effect("discard_up_to", most=most, all=False),
                     effect("draw_discarded", plus=0)]


_THEN_VERBS = frozenset({"draw", "draws", "discard", "discards", "mill", "mills", "gain",
                         "gains", "lose", "loses", "sacrifice", "sacrifices"})


def then_same_player(p: Parser, one: bool) -> bool:
    """"Each player draws a card, then discards a card": the same players do the second
    after all of them did the first (CR 608.2c). The verb agrees with the subject ("then
    draw a card" after "each opponent loses 2 life" is you, an imperative); not "that many"
    (an amount this reader doesn't count)."""
    verb = p.peek(2)
    if p.at(",", "then") and verb in _THEN_VERBS and verb.endswith("s") == one \
            and p.peek(3) != "that":
        p.i += 2
        return True
    return False


C_OTHER = construct("mass.all_other", "destroy all other <group>: every one but the source "
                                      "permanent (CR 109.5)")


def all_other(p: Parser) -> bool:
    """"other" after "all" in an ability of a permanent: all but that permanent (CR 109.5).
    In a spell, or after a target, "other" means other than something else: not read."""
    if not p.at("other"):
        return False
    if p.scope.kind == "spell" or p.scope.targets:
        p.fail()
    p.i += 1
    p.mark(C_OTHER)
    return True


C_EXCEPT_FOR = construct("mass.except_for", "<mass instruction> all <group> except for "
                         "<types / subtypes / tokens>[, ...] and <...>: the group without "
                         "permanents of any of those kinds (CR 608.2h, 205.3)")


def except_for(p: Parser, flt: ObjectFilter) -> ObjectFilter:
    """After a group: "except for lands and tokens" / "except for artifacts, lands, and
    Phyrexians": the group less every permanent that is any one of those; each a bare
    plural card type, creature type or "tokens"."""
    p.expect("except", "for")
    types, subtypes, token = set(flt.not_types), set(flt.not_subtypes), flt.token
    while True:
        if p.accept("tokens"):
            if token is not None:
                p.fail()
            token = False
        else:
            more, plural = permanent_description(p)
            bare = ObjectFilter(types=more.types, subtypes=more.subtypes)
            if not plural or more != bare or len(more.types) + len(more.subtypes) != 1:
                p.fail()
            types |= more.types
            subtypes |= more.subtypes
        if p.at("."):
            break
        if not (p.accept(",", "and") or p.accept("and")):
            p.expect(",")
    if types & flt.types or subtypes & flt.subtypes:
        p.fail()
    p.mark(C_EXCEPT_FOR)
    return replace(flt, not_types=frozenset(types), not_subtypes=frozenset(subtypes),
                   token=token)


C_WHO_CANT = construct("mass.each_who_cant", "each player/opponent sacrifices <a permanent> / "
                       "discards a card. Each player/opponent who can't discards a card / loses "
                       "N life. / For each opponent who can't, <instruction>.: the players "
                       "who had none to (CR 609.3, 701.17a, 701.8a)")
_UNABLE_OPS = frozenset({"sacrifice_choice", "discard_each"})


def each_who_cant(p: Parser, before: list[Effect]) -> list[Effect]:
    """"Each player who can't discards a card." / "For each opponent who can't, you draw a
    card." after the same players' sacrifice of one permanent or discard of one card: those
    who had nothing to (CR 609.3)."""
    from tolaria.cards.oracle.instructions import _player_verb, clause
    from tolaria.cards.oracle.quantities import SCALABLE, _with, scaled
    from tolaria.data.vocabulary import UNABLE
    last = before[-1] if before else None
    per = p.accept("for")
    p.expect("each")
    who = {"player": "each", "opponent": "opponents"}.get(p.next().key)
    among = _opponents_among_players(p, last, who, per)
    if last is None or last.op not in _UNABLE_OPS or last.get("who") != who and not among or \
            (last.get("count", 1) if last.op == "sacrifice_choice" else last.get("amount")) != 1:
        p.fail()
    p.expect("who", "can't")
    if per:                                   # "For each opponent who can't, <instruction>"
        p.expect(",")
        then = clause(p)
        p.expect(".")
        key = SCALABLE.get(then[0].op) if len(then) == 1 else None
        n = then[0].get(key) if key else None
        if type(n) is not int:
            p.fail()
        p.mark(C_WHO_CANT)
        return before[:-1] + [replace(last, params=last.params + (("unable", True),)),
                              _with(then[0], key, scaled(n, (UNABLE,)))]
    if p.peek() not in ("discards", "loses"):
        p.fail()
    then = _player_verb(p, UNABLE, one=True)
    p.expect(".")
    if len(then) != 1 or then[0].op not in ("discard", "lose_life") or \
            type(then[0].get("amount")) is not int:
        p.fail()
    if then[0].op == "discard":
        then = [effect("discard_each", amount=then[0].get("amount"), who=UNABLE)]
    p.mark(C_WHO_CANT)
    unable = "opponents" if among else True
    return before[:-1] + [replace(last, params=last.params + (("unable", unable),))] + then


C_OPPONENTS_WHO_CANT = construct("mass.opponents_who_cant", "Each player discards a card. Each "
                                 "opponent who can't loses N life.: only the opponents among "
                                 "the players with no card to discard (CR 609.3, 701.8a)")


def _opponents_among_players(p: Parser, last: Effect | None, who: Any, per: bool) -> bool:
    """"Each opponent who can't" after "Each player discards a card" (Liliana, Waker of the
    Dead): the opponents among those who couldn't."""
    if per or who != "opponents" or last is None or last.op != "discard_each" or \
            last.get("who") != "each":
        return False
    p.mark(C_OPPONENTS_WHO_CANT)
    return True


C_DIDNT_DISCARD = construct("mass.each_who_didnt_discard", "each player/opponent discards a "
                            "card, then each player/opponent who didn't discard a <card> this "
                            "way loses N life / ...: those whose discarded card wasn't one, "
                            "or who had none to discard (CR 701.8a, 608.2c)")


def didnt_discard_ahead(p: Parser) -> bool:
    """Whether "[then] each player / opponent who didn't discard ..." comes next."""
    k = 1 if p.at("then") else 0
    return p.peek(k) == "each" and p.peek(k + 2) == "who" and p.peek(k + 3) == "didn't" \
        and p.peek(k + 4) == "discard"


def each_who_didnt_discard(p: Parser, before: list[Effect]) -> list[Effect]:
    """"[Then] each opponent who didn't discard a nonland card this way loses 3 life"
    after the same players' "discards a card" (Kroxa, Titan of Death's Hunger): the players
    who discarded no such card, a player with an empty hand among them; the discard
    remembers them as it resolves (`DIDNT_DISCARD`)."""
    from tolaria.cards.oracle.instructions import _player_verb
    from tolaria.cards.oracle.phrases import description
    from tolaria.data.vocabulary import DIDNT_DISCARD
    last = before[-1] if before else None
    p.accept("then")
    p.expect("each")
    who = {"player": "each", "opponent": "opponents"}.get(p.next().key)
    if last is None or last.op != "discard_each" or last.get("who") != who or \
            last.get("amount") != 1 or last.get("unable"):
        p.fail()
    p.expect("who", "didn't", "discard")
    p.expect(p.peek() if p.peek() in ("a", "an") else "a")
    flt, plural = description(p, cards=True)
    if plural or flt.controller is not None or flt.other or flt.spell or status_in(flt):
        p.fail()
    p.expect("this", "way")
    then = _player_verb(p, DIDNT_DISCARD, one=True)
    if len(then) != 1 or then[0].op != "lose_life" or \
            type(then[0].get("amount")) is not int:
        p.fail()
    p.mark(C_DIDNT_DISCARD)
    return before[:-1] + [replace(last, params=last.params + (("didnt_discard", flt),))] + then


C_IF_THEY_CANT = construct("mass.if_they_cant", "<target player> sacrifices a <permanent>. If "
                           "they can't, they <verb> ... [and you <verb> ...]. / Sacrifice a "
                           "<permanent>. If you can't, <instruction>.: only if that "
                           "player had none to sacrifice (CR 609.3, 701.17a, 608.2c)")


def if_they_cant(p: Parser, before: list[Effect]) -> list[Effect]:
    """"If they can't, they lose 2 life and you draw a card." after "Target opponent
    sacrifices a creature of their choice." (Invoke Despair): each instruction happens only
    if that player sacrificed nothing (the sacrifice records it, `UNABLE`)."""
    from tolaria.cards.oracle.instructions import _player_verb, clause
    from tolaria.data.ir import condition
    from tolaria.data.vocabulary import UNABLE
    last = before[-1] if before else None
    if last is None or last.op != "sacrifice_choice" or last.get("count", 1) != 1:
        p.fail()
    who = last.get("who")
    if who == "you" and not last.get("also"):        # "Sacrifice a creature other than
        p.expect("if", "you", "can't", ",")         # this creature. If you can't, ..."
    elif type(who) is int:
        p.expect("if", "they", "can't", ",")
    else:
        p.fail()
    n_targets = len(p.scope.targets)
    then: list[Effect] = []
    while True:
        if type(who) is int and p.accept("they"):       # the player who couldn't
            then += _player_verb(p, last.get("who"), one=False)
        else:
            then += clause(p)
        if not p.accept("and"):
            break
    if len(p.scope.targets) != n_targets:
        p.fail()                  # a target chosen only if they can't: not read (601.2c)
    p.expect(".")
    p.mark(C_IF_THEY_CANT)
    unable = condition("compared", left=(UNABLE,), compare=">=", right=1)
    return before[:-1] + [replace(last, params=last.params + (("unable", True),))] + [
        effect("if", condition=unable, effect=e) for e in then]


C_KEEP_ONE_OF_EACH = construct("mass.keep_one_of_each", "each player / opponent chooses [from "
                               "among the permanents they control] a/an <type>, ..., and a/an "
                               "<type> [from among the nonland permanents they control] / a "
                               "permanent they control of each permanent type, then "
                               "sacrifices the rest: choices in APNAP order, one permanent may "
                               "count for several types; the rest sacrificed at once (CR "
                               "101.4, 110.4, 701.17a)")
# The permanent types, in the CR's order (CR 110.4)
PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")


def keep_one_of_each(p: Parser, who: str) -> list[Effect]:
    """"Each player chooses from among the permanents they control an artifact, a creature,
    an enchantment, and a land, then sacrifices the rest." (Cataclysm) / "Each opponent
    chooses a permanent they control of each permanent type and sacrifices the rest."
    (Liliana, Dreadhorde General) / "... an artifact, a creature, an enchantment, and a
    planeswalker from among the nonland permanents they control, then ..." (lands kept)."""
    if who not in ("each", "opponents"):
        p.fail()
    p.expect("chooses")
    pool = None
    if p.accept("a", "permanent", "they", "control", "of", "each", "permanent", "type"):
        kinds = list(PERMANENT_TYPES)
    else:
        first = p.accept("from", "among", "the", "permanents", "they", "control")
        kinds = _type_list(p)
        if not first:
            p.expect("from", "among", "the")
            if p.accept("nonland"):
                pool = ObjectFilter(not_types=frozenset({"Land"}))
                if "Land" in kinds:
                    p.fail()
            p.expect("permanents", "they", "control")
    if not (p.accept(",", "then") or p.accept("and")):
        p.fail()
    p.expect("sacrifices", "the", "rest")
    p.mark(C_KEEP_ONE_OF_EACH)
    return [effect("keep_one_of_each", who=who, kinds=tuple(kinds), pool=pool)]


C_KEEP_CHOSEN = construct("mass.keep_chosen", "each player / opponent chooses [up to] N "
                          "<permanents> they control, then sacrifices the rest: choices in "
                          "APNAP order, as many as they can; the rest of theirs of that kind "
                          "sacrificed at once (CR 101.4, 609.3, 701.17a)")


def keep_chosen(p: Parser, who: str) -> list[Effect]:
    """"Each player chooses three permanents they control, then sacrifices the rest."
    (Razia's Purification), "... up to two creatures ..." (Covetous Elegy), "... a creature
    or planeswalker ..." (Single Combat): the rest are the other permanents of that kind
    they control."""
    if who not in ("each", "opponents"):
        p.fail()
    p.expect("chooses")
    up_to = p.accept("up", "to")
    n = 1 if not up_to and (p.accept("a") or p.accept("an")) else number(p)
    if not isinstance(n, int) or n < 1:
        p.fail()
    flt, plural = permanent_description(p)
    if plural != (n > 1) or flt.controller is not None or flt != ObjectFilter(
            types=flt.types, subtypes=flt.subtypes, not_types=flt.not_types):
        p.fail()                          # (a status or other quality: not read)
    p.expect("they", "control")
    if not (p.accept(",", "then") or p.accept("and")):
        p.fail()
    p.expect("sacrifices", "the", "rest")
    p.mark(C_KEEP_CHOSEN)
    return [effect("keep_chosen", who=who, count=n, up_to=up_to, filter=flt)]


C_CHOOSES_THEN = construct("mass.chooses_then", "target opponent chooses a <creature> they "
                           "control. Destroy that creature / it. / Other creatures they "
                           "control can't block this turn. / Each player / opponent chooses "
                           "a creature they control. Tap and goad the chosen creatures. / "
                           "Each player chooses a <creature> they control. Destroy the "
                           "rest.: each chooser, in APNAP order, chooses one of theirs as it "
                           "resolves; then it / the others of that kind are destroyed at "
                           "once, or the others can't block this turn, or the chosen ones "
                           "are tapped and goaded (CR 101.4, 608.2d, 701.7a, 509.1a, 611.2a, "
                           "701.38a)")


def chooses_then(p: Parser, who: Any) -> list[Effect]:
    """"Target opponent chooses a creature they control. Destroy that creature." (Imperial
    Edict) / "... Other creatures they control can't block this turn." (Goblin War Cry) /
    "Each opponent chooses a creature they control. Tap and goad the chosen creatures."
    (Fell Beast's Shriek) / "Each player chooses a creature they control. Destroy the
    rest." (Divine Reckoning); the last period is the caller's."""
    p.expect("chooses")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = permanent_description(p)
    if plural or flt != ObjectFilter(types=flt.types, subtypes=flt.subtypes,
                                     not_types=flt.not_types):
        p.fail()                          # (a status or other quality: not read)
    p.expect("they", "control", ".")
    if who == "each" and p.accept("destroy", "the", "rest"):
        then = "destroy_rest"
    elif who in ("each", "opponents") and flt == ObjectFilter(types=frozenset({"Creature"})) \
            and p.accept("tap", "and", "goad", "the", "chosen", "creatures"):
        then = "tap_goad"                 # (Fell Beast's Shriek)
    elif not isinstance(who, int):
        p.fail()                          # one chooser: the target player
    elif flt == ObjectFilter(types=frozenset({"Creature"})) and p.accept(
            "other", "creatures", "they", "control", "can't", "block", "this", "turn"):
        then = "others_cant_block"        # (Goblin War Cry)
    else:
        p.expect("destroy")
        if not (p.accept("it") or flt.types == frozenset({"Creature"}) and p.accept(
                "that", "creature")):
            p.fail()
        then = "destroy"
    p.scope.it = None
    p.mark(C_CHOOSES_THEN)
    return [effect("chooses_then", who=who, filter=flt, then=then)]


def _type_list(p: Parser) -> list[str]:
    """"an artifact, a creature, an enchantment, and a land": two or more permanent types,
    each once."""
    kinds = [_permanent_type(p, [])]
    while not (p.accept(",", "and") or p.accept("and")):
        p.expect(",")
        kinds.append(_permanent_type(p, kinds))
    kinds.append(_permanent_type(p, kinds))
    return kinds


def _permanent_type(p: Parser, kinds: list[str]) -> str:
    """"an artifact": one permanent type of a list, each named once (CR 110.4)."""
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    kind = p.next().key.capitalize()
    if kind not in PERMANENT_TYPES or kind in kinds:
        p.fail()
    return kind


C_DESTROY_ATTACHED = construct("mass.destroy_attached", "Destroy all <Auras / Equipment / "
                               "Auras and Equipment> attached to <target permanent / that "
                               "creature>: those attached to it as the instruction happens, "
                               "at once (CR 301.5, 303.4, 608.2h, 701.8)")
_ATTACHABLE = {"auras": frozenset({"Aura"}), "equipment": frozenset({"Equipment"})}


def destroy_attached(p: Parser) -> list[Effect]:
    """"Destroy all Equipment attached to that creature." (Blastfire Bolt), "Destroy all
    Auras and Equipment attached to target creature." (Strip Bare)."""
    from tolaria.cards.oracle.phrases import object_ref
    p.expect("destroy", "all")
    kinds = _ATTACHABLE.get(p.next().key)
    if kinds is None:
        p.fail()
    if p.accept("and"):
        other = _ATTACHABLE.get(p.next().key)
        if other is None or other == kinds:
            p.fail()
        kinds = kinds | other
    p.expect("attached", "to")
    host = object_ref(p)
    if host == "self" or not (isinstance(host, int) or host == "event"):
        p.fail()
    p.mark(C_DESTROY_ATTACHED)
    return [effect("destroy_attached", subtypes=tuple(sorted(kinds)), host=host)]
