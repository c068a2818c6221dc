"""Quantities: numbers an ability counts or computes (CR 107.3, 208.3, 604.3, 608.2h).

The readers here turn counted numbers into quantities (the tuples of
`tolaria.rules.quantities`):

- "for each <thing>" after an instruction's number ("you gain 1 life for each creature
  you control", "draw a card for each opponent you have", "create a 1/1 ... token for
  each ...") or before it ("For each land you control, create a Treasure token.");
- "equal to <quantity>" ("the number of <things>", "twice ...", "1 plus ...", "your life
  total", "your devotion to black", "the greatest power among creatures you control",
  "its mana value", "that spell's mana value"), "a number of ... equal to",
  "draw cards equal to";
- X said later: "X ..., where X is <quantity>" (one X for all the instructions using it),
  "+X/+X" pumps, "an X/X ... token";
- static abilities counted continuously: "gets +1/+1 for each ...", "gets +X/+X, where X
  is ...", characteristic-defining power and toughness (CR 604.3), "enters with a
  counter for each ..." and mana abilities ("Add {G} for each creature you control").

What can be counted: permanents ("creatures you control", "other Elves on the
battlefield", "attacking creatures"), cards in a zone ("creature cards in your
graveyard", "cards in your hand", "cards in all graveyards"), opponents, basic land
types, counters on the source, creatures in your party, Auras attached, creatures
blocking it, colours among permanents, life gained and creatures died this turn, and
what "they control" (each player the instruction is about counts their own).

In a resolving spell or ability the number is counted once, as it resolves (CR 608.2h);
in a static ability it is counted continuously (CR 611.3a): there, descriptions with
statuses or power comparisons (which the layers can't read while they are being
applied) are left as gaps.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, is_dataclass, replace
from typing import Any

from tolaria.cards.oracle import choices, dice, energy, experience, mana_rules, mass, phrases
from tolaria.cards.oracle import keywords as keyword_rules
from tolaria.cards.oracle.parser import Parser, construct
from tolaria.data.ir import Effect, ObjectFilter, effect, layer_effect
from tolaria.data.vocabulary import (
    ATTACKED_CREATURES,
    BEYOND_FIRST,
    CHOSEN_PLAYER,
    COUNTERS_AMONG,
    DESTROYED_COUNT,
    DESTROYED_POWER,
    DEVOURED,
    DISCARDED_COUNT,
    DISCARDED_EVENT,
    EXCESS_DAMAGE,
    EXILED_COUNT,
    MANIFESTED_COUNT,
    OPPONENTS_POISON,
    OTHER_SPELLS_CAST,
    RETURNED_COUNT,
    REVEALED_CARD,
    SACRIFICED_COUNT,
    SAME_NAME_IN_GRAVEYARDS,
    SPELL_COLORS,
    TOP_CARD,
)

C_PERMANENTS = construct("quantity.permanents", "counting permanents: <description> you "
                         "control / your opponents control / on the battlefield, other ..., "
                         "attacking creatures (CR 608.2h)")
C_CARDS = construct("quantity.cards", "counting cards in a zone: <card description> in your "
                    "graveyard / hand / library, in all graveyards (CR 400.1)")
C_ALL_HANDS = construct("quantity.cards_in_all_hands", "counting cards: the [total] number "
                        "of cards in all players' hands (CR 402.1)")
C_OPPONENTS_LIFE_LOST = construct("quantity.opponents_life_lost", "the total life lost by "
                                  "your opponents this turn: the turn's record of each one's "
                                  "life loss, added (CR 119.3)")
C_TOTAL_CARDS = construct("quantity.total_of_graveyard_cards", "the total mana value / power / "
                          "toughness of <cards> in your graveyard (CR 202.3, 406.1)")
C_OPPONENTS = construct("quantity.opponents", "counting opponents: for each opponent, the "
                        "number of opponents you have (CR 102.2)")
C_PLAYERS = construct("quantity.players", "for each player: the players in the game, counted "
                      "as it resolves (CR 102.1, 608.2h)")
C_OPPONENTS_LOST = construct("quantity.opponents_lost_life", "for each opponent who lost life "
                             "this turn: the opponents with any life loss recorded this turn, "
                             "counted as it resolves (CR 119.3, 608.2h)")
C_OPPONENTS_THIS_TURN = construct("quantity.opponents_this_turn", "for each opponent you "
                                  "attacked this turn / who was dealt damage this turn: the "
                                  "opponents the turn's record says so of (CR 508.1, 120.3, "
                                  "500.8)")
C_DOMAIN = construct("quantity.domain", "basic land types among lands you control "
                     "(CR 305.6)")
C_COUNTERS = construct("quantity.counters", "counters of a kind on this permanent "
                       "(CR 122.1)")
C_FOR_EACH = construct("quantity.for_each", "N life / damage / cards / counters / tokens "
                       "for each <counted thing>, counted as it resolves (CR 608.2h)")
C_WHERE_X = construct("quantity.where_x", "X in an instruction, then \", where X is "
                      "<quantity>\" (CR 107.3, 608.2h)")
C_NUMBER_OF = construct("quantity.a_number_of", "a number of <tokens / cards / counters> "
                        "equal to <quantity> (CR 608.2h)")
C_PARTY = construct("quantity.party", "creatures in your party: one each of Cleric, Rogue, "
                    "Warrior and Wizard at most (CR 700.8)")
C_ATTACHED = construct("quantity.attached", "<Auras / Equipment> attached to it (CR 301.5, "
                       "303.4)")
C_BLOCKING = construct("quantity.blocking", "creatures blocking it [beyond the first], as it "
                      "resolves (CR 509.1)")
C_ARITHMETIC = construct("quantity.arithmetic", "twice <quantity>, N plus <quantity> "
                         "(CR 107.1)")
C_GREATEST = construct("quantity.greatest", "the greatest power / toughness / mana value "
                       "among <permanents> (0 if none); the total power of <permanents>")
C_LIFE_TOTAL = construct("quantity.life_total", "your life total / the highest life total "
                         "among all players (CR 119.1)")
C_MANA_VALUE = construct("quantity.mana_value", "<its / this creature's / target's> mana "
                         "value (CR 202.3, 608.2h)")
C_LAST_KNOWN = construct("quantity.last_known", "its power / toughness / mana value in its "
                         "own dies or leaves trigger: as it last existed (CR 608.2h)")
C_GROUP_PUMP = construct("quantity.group_pump", "<group> get +X/+X [and gain K] until end of "
                         "turn, where X is ... / +N/+N for each ...: counted once, the group "
                         "fixed as it resolves (CR 608.2h, 611.2c)")
C_DEVOTION = construct("quantity.devotion", "your devotion to <colour> [and <colour>] "
                       "(CR 700.5)")
C_TOKEN_X = construct("quantity.token_x", "create an X/X ... token, where X is ... / X of the "
                      "spell: its size counted as it resolves (CR 107.3, 608.2h)")
C_THIS_TURN = construct("quantity.this_turn", "the amount of life you gained / lost this "
                        "turn, creatures that died, cards you've drawn, spells you've cast "
                        "this turn (CR 119.3, 700.4, 121.2, 601.2i)")
C_COLORS = construct("quantity.colors", "colors among permanents you control (CR 105.2)")
C_CARDS_EQUAL = construct("quantity.cards_equal_to", "draw / discard / mill cards equal to "
                          "<quantity> (CR 121.1, 608.2h)")
C_UNTIL_PREFIX = construct("quantity.until_prefix", "Until end of turn, <object / group> "
                           "gets +N/+N / +X/+X, where X is ... / for each ... [and <object / "
                           "group> gets ...] (CR 611.2a)")
C_THEIRS = construct("quantity.theirs", "for each / the number of <things> they control / "
                     "in their hand: each player the instruction is about counts their own "
                     "(CR 608.2h)")
C_ENTERS_WITH = construct("quantity.enters_with", "this permanent enters with a counter on "
                          "it for each ... / X counters, where X is ...: counted as it would "
                          "enter (CR 614.1c, 614.12)")
C_MANA = construct("quantity.mana", "Add {G} for each <thing> / X mana of any one color, "
                   "where X is <count>: counted as the mana ability is activated (CR 605)")
C_ITS = construct("quantity.its", "<permanents> get +N/+N for each of its colors / each "
                  "<kind> counter on it: counted for each permanent affected (CR 611.3a)")
C_ITS_ATTACHED = construct("quantity.its_attached", "<permanents> get +N/+N for each "
                           "<Aura / Equipment / Aura and Equipment> attached to it: counted "
                           "for each permanent affected (CR 301.5, 303.4, 611.3a)")
C_ITS_CONTROLLER = construct("quantity.its_controller", "<permanents> get -X/-X, where X is "
                             "the number of <cards> in its controller's graveyard: counted for "
                             "each permanent affected, in its controller's (CR 611.3a, 404.1)")
ITS_CONTROLLER = "its_controller"
C_CARD_TYPES = construct("quantity.card_types", "card types among cards in your / all "
                         "graveyards (CR 205.2a)")
C_TARGETS = construct("quantity.target_player", "<things> target player / defending player "
                      "controls, cards in target opponent's hand: counted for that player "
                      "(CR 115.1, 506.2, 608.2h)")
C_PUMP = construct("quantity.pump", "<object> gets +N/+N for each ... / +X/+X, where X is "
                   "... until end of turn: counted once as it resolves (CR 608.2h, 611.2c)")
C_STATIC_PUMP = construct("quantity.static_pump", "<self / attached / group> gets +N/+N "
                          "for each <counted thing>: counted continuously (CR 611.3a, "
                          "613.4c)")
C_DELVED = construct("quantity.delved", "<cards> exiled with it: the cards exiled from a "
                    "graveyard to pay for delve as the spell it was was cast (CR 702.66a, 400.7)")
C_EXILED = construct("quantity.exiled_this_way", "<cards> exiled this way, after an "
                     "instruction exiling target cards from graveyards: those it put into "
                     "exile, counted as they are there (CR 608.2c, 400.7)")
C_EXILED_ALL = construct("quantity.exiled_all_this_way", "Exile all <permanents>. ... the "
                         "number of <those permanents> exiled this way: each one it exiled, as "
                         "it last existed (CR 608.2c, 608.2h)")
C_EXILED_ALL_MANY = construct("quantity.exiled_all_that_many", "Exile all <permanents> "
                              "[target player controls]. ... that many ...: the number it "
                              "exiled, tokens too (CR 608.2c, 608.2h)")
C_MANIFESTED = construct("quantity.manifested_this_way", "card(s) manifested this way, after "
                        "'<players> each manifest N cards from their hands': the cards those "
                        "instructions manifested (CR 608.2c, 701.34a)")
C_DISCARDED = construct("quantity.discarded_this_way", "<cards> discarded this way, after "
                        "'discard N cards[, then draw N cards]': the cards that discard "
                        "moved (CR 608.2c, 701.8a)")
C_CDA = construct("quantity.cda", "this creature's power [and toughness] [are each] equal "
                  "to the number of <counted thing>: a characteristic-defining ability "
                  "(CR 604.3, 208.2a, 613.4a)")

WHERE_X = ("where_x",)                # X until the sentence says what it is
NUMBER_OF = ("number_of",)            # "a number of" until "equal to" says how many
# Effects whose amount may be "for each": the param that holds the number.
SCALABLE = {"damage": "amount", "damage_players": "amount", "damage_each": "amount",
            "draw": "amount", "gain_life": "amount", "lose_life": "amount", "mill": "amount",
            "put_counters": "amount", "counters_each": "amount", "create_tokens": "count"}

# Effects whose handlers count a quantity as they resolve (`tolaria.rules.effects.amount`).
COUNTED_OPS = frozenset(SCALABLE) | {"pump_count", "pump_all_count", "discard",
                                     "discard_each", "scry", "surveil", "connive",
                                     "skip_turns", "pump_either", "damage_from_target",
                                     "either",   # (its options' pumps)
                                     "amass",    # CR 701.44a
                                     "damage_attacked"}   # CR 506.2, 120.3
COUNTED_OPS = COUNTED_OPS | {"spell_enters_with", "prevent_next"}   # CR 614.1c, 615.7
COUNTED_OPS = COUNTED_OPS | {"prevent"}                  # "Prevent the next X damage" (615.7)


def scaled(n: Any, q: tuple[Any, ...]) -> tuple[Any, ...]:
    """n for each of q."""
    return q if n == 1 else ("times", n, q)


# -- what is counted -------------------------------------------------------------------------

def countable(p: Parser, plural: bool, static: bool = False, theirs: bool = True
              ) -> tuple[Any, ...]:
    """The things counted after "for each" (singular) or "the number of" (plural); with
    `theirs`, also what "they control" (in an instruction about players: `resolved`)."""
    theirs = theirs and not static
    return p.choice(
        lambda q: _opponents(q, plural),
        lambda q: _players(q, plural),
        lambda q: _domain(q, plural, theirs),
        lambda q: _party(q, plural),
        lambda q: _counters(q, plural),
        lambda q: _cards(q, plural, static, theirs),
        lambda q: _fewer_in_hand(q, plural, theirs),
        lambda q: _exiled_permanents(q, plural),
        lambda q: _destroyed_permanents(q, plural),
        lambda q: _different(q, plural, static),                         # CR 608.2h
        lambda q: choices.vote_count(q, plural),                          # CR 701.32a
        lambda q: _died(q, plural),
        lambda q: _this_turn(q, plural),
        lambda q: _other_spells_cast(q, plural),                         # CR 601.2i
        lambda q: colors_among(q, plural),
        lambda q: _card_types(q, plural),
        lambda q: _attached(q, plural),
        lambda q: _blocking(q, plural, static),
        lambda q: mana_rules.spent_count(q, plural),
        lambda q: keyword_rules.times_kicked(q, plural),                 # CR 702.33d
        lambda q: keyword_rules.times_mutated(q, plural, static),        # CR 702.140d
        lambda q: energy.paid_count(q),                                  # CR 107.14
        lambda q: _sacrificed(q, plural),                                # CR 608.2c
        lambda q: _devoured(q, plural),                                  # CR 702.82b
        lambda q: experience.count(q, plural),                           # CR 122.1
        lambda q: _opponents_poison(q, plural),                          # CR 122.1f
        lambda q: _sharing_type(q, plural, static),
        lambda q: _permanents(q, plural, static, theirs),
        lambda q: _attacked_creatures(q, plural, static),
        lambda q: _looked_at_scrying(q, plural),
        lambda q: _each_life(q, plural))


C_EACH_LIFE = construct("quantity.each_life", "for each 1 life you lost / gained, in "
                        "\"Whenever you lose / gain life\": the life that event lost or "
                        "gained (CR 119.3, 119.4, 603.2)")
_LIFE_EVENT = {"lost": "lose", "gained": "gain"}


def _each_life(p: Parser, plural: bool) -> tuple[Any, ...]:
    """"Whenever you lose life, you gain 2 life for each 1 life you lost." (Transcendence):
    the amount of the trigger's own event."""
    verb = p.peek(3)
    if plural or p.scope.event != "amount" or p.scope.kind != "triggered" or \
            verb not in _LIFE_EVENT or p.keys[:4] != ["whenever", "you", _LIFE_EVENT[verb],
                                                     "life"]:
        p.fail()
    p.expect("1", "life", "you", verb)
    p.mark(C_EACH_LIFE)
    return ("event_amount", None)


C_LOOKED_AT_SCRYING = construct("quantity.looked_at_scrying", "for each card / the number of "
                                "cards looked at while scrying this way, in \"Whenever you "
                                "scry\": the number the scry was of (CR 701.22a, 603.2)")


def _looked_at_scrying(p: Parser, plural: bool) -> tuple[Any, ...]:
    """"Whenever you scry, ... for each card looked at while scrying this way" (Celeborn the
    Wise): the event's number, kept with the trigger."""
    if p.scope.event != "amount" or p.scope.kind != "triggered":
        p.fail()
    p.expect("cards" if plural else "card", "looked", "at", "while", "scrying", "this", "way")
    p.mark(C_LOOKED_AT_SCRYING)
    return ("event_amount", None)


C_POISON = construct("quantity.opponents_poison", "poison counters your opponents have: "
                     "the total of every opponent's (CR 122.1f)")


def _opponents_poison(p: Parser, plural: bool) -> tuple[Any, ...]:
    """"poison counters your opponents have" (after "the number of"), "poison counter your
    opponents have" (after "for each")."""
    p.expect("poison", "counters" if plural else "counter", "your", "opponents", "have")
    p.mark(C_POISON)
    return (OPPONENTS_POISON,)


C_FEWER_IN_HAND = construct("quantity.fewer_than_in_hand", "for each card fewer than N in "
                            "your / their hand: N minus the cards there, at least 0 "
                            "(CR 107.1b, 608.2h)")


def _fewer_in_hand(p: Parser, plural: bool, theirs: bool) -> tuple[Any, ...]:
    """"for each card fewer than three in their hand" (Stabwhisker the Odious)."""
    if plural:
        p.fail()
    p.expect("card", "fewer", "than")
    n = phrases.number(p)
    if p.accept("in", "your", "hand"):
        found: tuple[Any, ...] = ("hand", "you")
    elif theirs and p.accept("in", "their", "hand"):
        found = ("theirs", ("hand", "you"))      # the player the instruction is about
    else:
        p.fail()
    p.mark(C_FEWER_IN_HAND)
    return ("minus", n, found)


def _sacrificed(p: Parser, plural: bool) -> tuple[Any, ...]:
    """"for each permanent sacrificed this way" / "the number of lands sacrificed this way"
    after "Sacrifice any number of ...": all it sacrificed (CR 608.2c)."""
    if not p.scope.sacrificed_any:
        p.fail()
    noun = p.next().key
    if noun not in (("permanents", "lands", "creatures") if plural else
                    ("permanent", "land", "creature")):
        p.fail()
    p.expect("sacrificed", "this", "way")
    p.mark(C_SACRIFICED)
    return (SACRIFICED_COUNT,)


def _devoured(p: Parser, plural: bool) -> tuple[Any, ...]:
    """"for each creature it devoured" / "the number of creatures it devoured", in this
    permanent's own triggered ability: the creatures sacrificed for its devour ability as it
    entered (CR 702.82b)."""
    if p.scope.kind != "triggered" or p.scope.it not in ("self", None):
        p.fail()
    p.expect("creatures" if plural else "creature", "it", "devoured")
    p.mark(C_DEVOURED)
    return (DEVOURED,)


C_DEVOURED = construct("quantity.devoured", "for each creature it devoured: the creatures "
                       "sacrificed for its devour ability as it entered (CR 702.82b)")


C_SACRIFICED = construct("quantity.sacrificed_this_way", "for each permanent / the number of "
                         "lands sacrificed this way, after \"Sacrifice any number of "
                         "<permanents>\" (CR 608.2c)")


def _party(p: Parser, plural: bool) -> tuple[Any, ...]:
    p.expect("creatures" if plural else "creature", "in", "your", "party")
    p.mark(C_PARTY)
    return ("party",)


def _it_is_source(p: Parser) -> None:
    """"it" / "this creature" / the card's name: the source, in a permanent's ability (in
    its own dies or leaves trigger, as it last existed: CR 608.2h)."""
    gone = p.scope.self_gone and p.scope.it is None
    if not (phrases.self_ref(p) or ((p.scope.it == "self" or gone) and p.accept("it"))
            or phrases.self_pronoun(p)):
        p.fail()
    if p.scope.kind == "spell":
        p.fail()


def _card_types(p: Parser, plural: bool) -> tuple[Any, ...]:
    """"card types among cards in your graveyard / all graveyards" (CR 205.2a)."""
    p.expect("card", "types" if plural else "type", "among", "cards", "in")
    if p.accept("your", "opponents", "'s", "graveyards"):
        whose = "opponents"
    elif p.accept("your", "graveyard"):
        whose = "you"
    elif p.accept("all", "graveyards"):
        whose = "all"
    else:
        p.fail()
    p.mark(C_CARD_TYPES)
    return ("card_types", "graveyard", whose)


def colors_among(p: Parser, plural: bool) -> tuple[Any, ...]:
    """"colors among permanents you control" (CR 105.2)."""
    p.expect("colors" if plural else "color", "among")
    flt, found_plural = phrases.permanent_description(p)
    if not found_plural or flt.controller is None or flt.other or phrases.status_in(flt) \
            or flt.compare:
        p.fail()
    p.mark(C_COLORS)
    return ("colors_among", flt)


def _this_turn(p: Parser, plural: bool) -> tuple[Any, ...]:
    """"card(s) you've drawn this turn" (CR 121.2), "spell(s) you've cast this turn"
    (this one included, CR 601.2i)."""
    if p.accept("cards" if plural else "card"):
        fact = "drew"
        verb = "drawn"
    elif p.accept("spells" if plural else "spell"):
        fact = "cast"
        verb = "cast"
    else:
        p.fail()
    p.expect("you", "'", "ve", verb, "this", "turn")
    p.mark(C_THIS_TURN)
    return ("this_turn", fact)


C_OTHER_SPELLS_CAST = construct("quantity.other_spells_cast", "for each other spell cast "
                                "this turn: every player's, not the spell this object is or "
                                "was (CR 601.2i, 400.7)")


def _other_spells_cast(p: Parser, plural: bool) -> tuple[Any, ...]:
    """"This creature enters with a +1/+1 counter on it for each other spell cast this
    turn." (Storm Entity): read in static abilities only, where "other" is its own spell."""
    if p.scope.kind != "static":
        p.fail()
    p.expect("other", "spells" if plural else "spell", "cast", "this", "turn")
    p.mark(C_OTHER_SPELLS_CAST)
    return (OTHER_SPELLS_CAST,)


def _died(p: Parser, plural: bool) -> tuple[Any, ...]:
    """"creature(s) that died this turn": any player's (CR 700.4); "Zubera that died this
    turn": creatures of that type as they last existed (CR 205.3m, 603.10a)."""
    if p.at("creatures" if plural else "creature"):
        p.next()
        kind: tuple[str, ...] = ()
    else:
        kind = (_creature_type(p),)
    p.expect("that", "died", "this", "turn")
    p.mark(C_DIED_OF_TYPE if kind else C_THIS_TURN)
    return ("died_this_turn", *kind)


C_DIED_OF_TYPE = construct("quantity.died_of_type", "<creature type> that died this turn "
                           "(\"each Zubera that died this turn\"): creatures of that type "
                           "as they last existed, any player's (CR 700.4, 603.10a)")


def _creature_type(p: Parser) -> str:
    """One capitalised creature type ("Zubera")."""
    from tolaria.cards.oracle import vocabulary
    from tolaria.cards.oracle.phrases import SUBTYPE_WORDS
    tok = p.next()
    found = SUBTYPE_WORDS.get(tok.key)
    if found not in vocabulary.CREATURE_TYPES or not tok.text[:1].isupper():
        p.fail()
    return found


C_ATTACKED_CREATURES = construct("quantity.attacked_creatures", "creature(s) that attacked "
                                 "this turn / you attacked with this turn: declared as "
                                 "attackers this turn, each once, wherever they are now "
                                 "(CR 508.1)")


def _attacked_creatures(p: Parser, plural: bool, static: bool) -> tuple[Any, ...]:
    """"creature(s) that attacked this turn" (any player's), "creature(s) you attacked with
    this turn" (not in the layers: `static`)."""
    if static:
        p.fail()
    p.expect("creatures" if plural else "creature")
    if p.accept("that", "attacked", "this", "turn"):
        who = "any"
    else:
        p.expect("you", "attacked", "with", "this", "turn")
        who = "you"
    p.mark(C_ATTACKED_CREATURES)
    return (ATTACKED_CREATURES, who)


def _attached(p: Parser, plural: bool) -> tuple[Any, ...]:
    """"Aura attached to it", "Equipment attached to this creature" (CR 301.5, 303.4)."""
    flt = _attached_kinds(p, plural)
    p.expect("attached", "to")
    if p.at("them") or p.at("that", "player"):
        from tolaria.cards.oracle.curses import attached_to_them
        return attached_to_them(p, flt)                                  # CR 303.4b
    _it_is_source(p)
    p.mark(C_ATTACHED)
    return ("attached", flt)


def _attached_kinds(p: Parser, plural: bool) -> ObjectFilter:
    """What is counted before "attached to": "Aura", "Equipment", "Aura and Equipment" (each
    Aura and each Equipment: CR 303.4, 301.5)."""
    if not plural and p.accept("aura", "and", "equipment"):
        return ObjectFilter(subtypes=frozenset({"Aura", "Equipment"}))
    flt, found_plural = phrases.permanent_description(p)
    if found_plural != plural or flt.controller is not None or flt.other \
            or phrases.status_in(flt) or flt.compare:
        p.fail()
    return flt


def _its_attached(p: Parser) -> tuple[Any, ...]:
    """"... gets +2/+2 for each Aura attached to it": attached to each permanent affected
    (the enchanted or equipped creature, each creature of a group; CR 301.5, 303.4, 611.3a)."""
    p.expect("for", "each")
    flt = _attached_kinds(p, False)
    p.expect("attached", "to", "it")
    p.mark(C_ITS_ATTACHED)
    return ("its_attached", flt)


def _blocking(p: Parser, plural: bool, static: bool) -> tuple[Any, ...]:
    """"creature blocking it": the creatures blocking the source (CR 509.1)."""
    p.expect("creatures" if plural else "creature", "blocking")
    if p.scope.it == "event" and p.scope.event_subject == "object" and p.accept("it"):
        if static:                         # "a creature you control becomes blocked"
            p.fail()
        p.mark(C_BLOCKING)
        return ("blocking", "event")
    _it_is_source(p)
    if static:
        p.fail()
    p.mark(C_BLOCKING)
    if p.accept("beyond", "the", "first"):
        return ("blocking", "self", BEYOND_FIRST)
    return ("blocking", "self")


def _opponents(p: Parser, plural: bool) -> tuple[Any, ...]:
    if plural:
        p.expect("opponents", "you", "have")
    else:
        p.expect("opponent")
        if p.accept("who", "lost", "life", "this", "turn"):
            p.mark(C_OPPONENTS_LOST)
            return ("opponents", "lost_life")
        if p.accept("you", "attacked", "this", "turn"):
            p.mark(C_OPPONENTS_THIS_TURN)
            return ("opponents", "attacked")                   # CR 508.1
        if p.accept("who", "was", "dealt", "damage", "this", "turn"):
            p.mark(C_OPPONENTS_THIS_TURN)
            return ("opponents", "damaged")                    # CR 120.3
        p.accept("you", "have")
    p.mark(C_OPPONENTS)
    return ("opponents",)


def _players(p: Parser, plural: bool) -> tuple[Any, ...]:
    """"for each player" / "the number of players", nothing more said of them."""
    p.expect("players" if plural else "player")
    if not (p.done or p.at(".")):
        p.fail()
    p.mark(C_PLAYERS)
    return ("players",)


def _domain(p: Parser, plural: bool, allowed: bool) -> tuple[Any, ...]:
    p.expect("basic", "land", "types" if plural else "type", "among", "lands")
    theirs = _their_control(p, allowed)
    if not theirs:
        p.expect("you", "control")
    p.mark(C_DOMAIN)
    return ("theirs", ("domain",)) if theirs else ("domain",)


def _their_control(p: Parser, allowed: bool) -> bool:
    """"they control" / "that player controls": the player the instruction is about (read
    when it resolves, for each of them: `resolved`). Only in instructions."""
    if not allowed or not (p.accept("they", "control") or p.accept("that", "player",
                                                                   "controls")):
        return False
    p.mark(C_THEIRS)
    return True


def _counters(p: Parser, plural: bool) -> tuple[Any, ...]:
    if p.at("counters" if plural else "counter", "on"):
        return _any_counters(p, plural)
    kind = p.next()
    if kind.kind not in ("pt", "word") or kind.key in ("x", "other", "card", "cards"):
        p.fail()
    if p.at("counters" if plural else "counter", "among"):
        return _counters_among(p, kind.key)
    p.expect("counters" if plural else "counter", "on")
    _it_is_source(p)
    p.mark(C_COUNTERS)
    return ("counters", kind.key, "self")


C_COUNTERS_AMONG = construct("quantity.counters_among", "for each <kind> counter among <permanents "
                             "you control>: those counters on all of them, counted as it "
                             "happens (CR 122.1, 608.2h)")


def _counters_among(p: Parser, kind: str) -> tuple[Any, ...]:
    """"for each +1/+1 counter among other creatures you control" (Ascendant Acolyte)."""
    p.next()
    p.expect("among")
    other = p.accept("other")                     # not the source itself (CR 109.5)
    flt, plural = phrases.permanent_description(p)
    if not plural or flt.controller != "you" or flt.other or phrases.status_in(flt):
        p.fail()
    p.mark(C_COUNTERS_AMONG)
    return (COUNTERS_AMONG, kind, replace(flt, other=other))


C_ANY_COUNTERS = construct("quantity.any_counters", "for each counter / the number of counters "
                           "on <this permanent>: counters of every kind on it (CR 122.1)")


def _any_counters(p: Parser, plural: bool) -> tuple[Any, ...]:
    """"for each counter on Luxior, Ignited": every counter on the source, of any kind."""
    p.expect("counters" if plural else "counter", "on")
    _it_is_source(p)
    p.mark(C_ANY_COUNTERS)
    return ("counters", "", "self")


def _cards(p: Parser, plural: bool, static: bool, allowed: bool) -> tuple[Any, ...]:
    if p.at("instant", "and", "sorcery"):                # both kinds, each card is one
        p.i += 3
        flt = ObjectFilter(types=frozenset({"Instant", "Sorcery"}))
        p.expect("cards" if plural else "card")
        found_plural = plural
    elif p.accept("cards" if plural else "card", "named", "SELF"):   # CR 201.2
        flt, found_plural = ObjectFilter(name=p.card.name), plural
    else:
        flt, found_plural = phrases.description(p, cards=True)
    if found_plural != plural or flt.controller is not None or flt.other or flt.spell \
            or phrases.status_in(flt) or (static and flt.compare):
        p.fail()
    if p.accept("you", "own", "in", "exile"):          # exile is one zone: the cards you own
        in_exile = ("cards", "exile", "you", None if flt == ObjectFilter() else flt)
        p.mark(C_CARDS)                                   # (CR 406.1, 108.3)
        if p.accept("and", "in", "your", "graveyard"):
            return ("sum", in_exile, ("cards", "graveyard", "you", in_exile[3]))
        return in_exile
    if p.card.delve and p.accept("exiled", "with", "it"):    # exiled to pay for delve
        p.mark(C_DELVED)
        return ("delved", None if flt == ObjectFilter() else flt)
    if p.scope.exiled and p.accept("exiled", "this", "way"):   # by the instruction before
        return exiled_cards(p, flt)
    if p.scope.discarded and p.accept("discarded", "this", "way"):
        return discarded_cards(p, flt)
    if p.scope.returned and p.accept("returned", "to", "your", "hand", "this", "way"):
        p.mark(C_RETURNED)                # by the return before (CR 608.2c, 400.7)
        return (RETURNED_COUNT, None if flt == ObjectFilter() else flt)
    if p.scope.revealed and p.accept("revealed", "this", "way"):   # by the reveal before
        from tolaria.cards.oracle.revealing import revealed_cards
        return revealed_cards(p, flt)
    if p.scope.manifested and flt == ObjectFilter() and p.accept("manifested", "this", "way"):
        p.mark(C_MANIFESTED)
        return (MANIFESTED_COUNT, None)
    if p.scope.buried and p.accept("put", "into", "your", "graveyard", "this", "way"):
        from tolaria.data.vocabulary import BURIED_COUNT
        p.mark(C_BURIED)                  # by the reveal before (CR 608.2c, 400.7)
        return (BURIED_COUNT, None if flt == ObjectFilter() else flt)
    p.expect("in")
    theirs, target = False, None
    if p.accept("your", "opponents", "'s"):
        whose = "opponents"
    elif p.accept("your"):
        whose = "you"
    elif p.accept("all", "players", "'s", "hands"):       # every player's hand (CR 402.1)
        whose = "all hands"
    elif p.accept("all"):
        whose = "all"
    elif p.accept("each", "graveyard"):                   # "in each graveyard": all of them
        whose = "each graveyard"
    elif allowed and (p.accept("their") or p.accept("that", "player", "'s")):
        whose, theirs = "you", True          # the player the instruction is about
        p.mark(C_THEIRS)
    elif allowed and (target := _target_player(p, "'s")) is not None:
        whose = "you"
    elif p.at("the", "chosen", "player", "'s") and choices.chosen_players(p):
        whose = CHOSEN_PLAYER                             # CR 607.2d
    elif static and p.scope.it != "self" and p.accept("its", "controller", "'s"):
        whose, theirs = "you", ITS_CONTROLLER             # each permanent affected's
        p.mark(C_ITS_CONTROLLER)
    else:
        p.fail()
    if whose == "each graveyard":
        whose, zone = "all", "graveyards"
    elif whose == "all hands":
        p.mark(C_ALL_HANDS)
        return ("cards", "hand", "all", None if flt == ObjectFilter() else flt)
    else:
        zone = p.next().key
    if (whose in ("all", "opponents")) != (zone in ("graveyards", "hands")) or (
            whose == "all" and zone != "graveyards"):
        p.fail()
    zone = {"graveyards": "graveyard", "hands": "hand"}.get(zone, zone)
    if zone not in ("graveyard", "hand", "library"):
        p.fail()
    p.mark(C_CARDS)
    empty = flt == ObjectFilter()
    if zone == "hand" and whose == "you" and empty:
        found: tuple[Any, ...] = ("hand", "you")
    else:
        found = ("cards", zone, whose, None if empty else flt)
    if target is not None:
        return ("of_player", target, found)
    if theirs == ITS_CONTROLLER:
        return (ITS_CONTROLLER, found)
    return ("theirs", found) if theirs else found


C_SHARING = construct("quantity.shares_creature_type", "for each other <permanent> that "
                      "shares a creature type with it: the others with a creature type in "
                      "common with it, counted as it resolves (CR 205.3m, 608.2h)")


def _sharing_type(p: Parser, plural: bool, static: bool) -> tuple[Any, ...]:
    """"other attacking creature that shares a creature type with it" (Shared Animosity):
    "it" is what the ability refers to (its trigger's creature, a target)."""
    from tolaria.data.vocabulary import SHARES_CREATURE_TYPE
    if static or plural:
        p.fail()
    p.expect("other")
    flt, found_plural = phrases.permanent_description(p)
    if found_plural or flt.other or flt.controller is not None and not flt.combat:
        p.fail()
    if flt.controller is None and not flt.combat:
        p.expect("on", "the", "battlefield")
    p.expect("that", "shares", "a", "creature", "type", "with", "it")
    whose = phrases.it_ref(p, word=True)
    if not phrases.readable_ref(p, whose):
        p.fail()
    p.mark(C_SHARING)
    return (SHARES_CREATURE_TYPE, flt, whose)


def _permanents(p: Parser, plural: bool, static: bool, allowed: bool) -> tuple[Any, ...]:
    moved = _qualities_after_battlefield(p, plural, static, allowed)
    if moved is not None:
        return moved
    other = p.accept("other")
    flt, found_plural = phrases.permanent_description(p)
    if found_plural != plural and not (flt.subtypes and not flt.types):
        p.fail()                       # "Merfolk" is both; else the number must agree
    if plural and (p.at("and") or p.at(",")):  # "artifacts and enchantments ...": each
        flt = p.attempt(mass.type_list, flt) or p.attempt(mass.subtype_list, flt) or flt
    theirs = flt.controller is None and _their_control(p, allowed)
    if theirs:
        flt = replace(flt, controller="you")   # from that player's point of view
    target = _target_player(p, "controls") if flt.controller is None and allowed else None
    marked = type(flt.controller) is tuple and flt.controller != CHOSEN_PLAYER
    if marked:                                 # "target player controls" read with the
        target = flt.controller[1]             # description (`targeting.player_controls`)
        if target != "defending" and (type(target) is not int or not allowed):
            p.fail()                           # (or "defending player controls", 506.2)
        p.mark(C_TARGETS)
    if target is not None:
        flt = replace(flt, controller="you")   # from the target player's point of view
    if flt.controller is None and not (flt.combat and (
            p.scope.kind != "static" or p.scope.counted_when_cast)):
        p.expect("on", "the", "battlefield")
    if static and (phrases.status_in(flt) or flt.compare):
        p.fail()                       # the layers can't read statuses or power (a gap)
    if flt.other and other:
        p.fail()
    if other:
        _other_is_source(p, flt)
        flt = replace(flt, other=True)
    p.mark(C_PERMANENTS)
    if target is not None:
        return ("of_player", target, ("count", flt))
    return ("theirs", ("count", flt)) if theirs else ("count", flt)


def _qualities_after_battlefield(p: Parser, plural: bool, static: bool, allowed: bool
                                 ) -> tuple[Any, ...] | None:
    """"other creature on the battlefield with flying", "creatures on the battlefield named
    Relentless Rats" to the sentence's end: read as "... with flying on the battlefield";
    None for any other wording."""
    end = p.keys.index(".", p.i) if "." in p.keys[p.i:] else p.n
    at = next((k for k in range(p.i + 1, end - 3) if p.keys[k:k + 3] == [
        "on", "the", "battlefield"] and p.keys[k + 3] in ("with", "named")), None)
    if at is None or "," in p.keys[p.i:end] or "and" in p.keys[p.i:end]:
        return None
    tokens = p.tokens
    sub = Parser(tokens[p.i:at] + tokens[at + 3:end] + tokens[at:at + 3] + tokens[end:end + 1],
                 p.card, p.scope, p.line)
    found = _permanents(sub, plural, static, allowed)
    if not sub.at("."):
        p.fail()
    p.used += sub.used
    p.i = end
    return found


def _exiled_permanents(p: Parser, plural: bool) -> tuple[Any, ...]:
    """"creatures exiled this way" after "Exile all creatures." (Sunfall): every permanent
    it exiled was one as it last existed (CR 608.2h), so each counts, wherever it is now."""
    if p.scope.exiled_all is None or not plural:
        p.fail()
    flt, found_plural = phrases.permanent_description(p)
    if not found_plural or flt != p.scope.exiled_all:
        p.fail()                          # another kind of those exiled: not read
    p.expect("exiled", "this", "way")
    p.mark(C_EXILED_ALL)
    return (EXILED_COUNT, None)


C_DESTROYED_POWER = construct("quantity.destroyed_total_power", "Destroy all <creatures> "
                             "[target opponent controls]. ... equal to their total power: "
                             "the creatures it destroyed, as they last existed on the "
                             "battlefield (CR 608.2c, 608.2h)")


def _destroy_all_of(found: Effect) -> Effect | None:
    """The "destroy all <creatures>" instruction `found` is, or applies to a chosen player."""
    inner = found.get("effect") if found.op == "for_player" else found
    if not isinstance(inner, Effect) or inner.op != "destroy_all":
        return None
    flt = inner.get("filter")
    return inner if flt is not None and flt.types == frozenset({"Creature"}) else None


def after_destroy_all(p: Parser, before: list[Effect]) -> bool:
    """Whether this sentence, after "Destroy all <creatures> ...", speaks of "their total
    power": that of the creatures it destroyed (CR 608.2c)."""
    if not before or p.scope.destroyed_all or _destroy_all_of(before[-1]) is None:
        return False
    return sentence_says(p, "their", "total", "power")


def sentence_says(p: Parser, *words: str) -> bool:
    """Whether the sentence ahead has these words in it."""
    end = p.keys.index(".", p.i) if "." in p.keys[p.i:] else p.n
    ahead = p.keys[p.i:end]
    n = len(words)
    return any(tuple(ahead[k:k + n]) == words for k in range(len(ahead)))


def about_this_way(p: Parser, before: list[Effect], flag: str, key: str,
                   sentence: Callable[[Parser, list[Effect]], list[Effect]]) -> list[Effect]:
    """The sentence whose quantity `key` counts what the instruction before it did ("milled
    this way", "put into your graveyard this way", "their total power" of the creatures
    destroyed), read with the scope's `flag` set; that instruction remembers what it moved
    as it resolves (CR 608.2c, 608.2h). Read some other way, it fails: not guessed."""
    setattr(p.scope, flag, True)
    try:
        found = sentence(p, before)
    finally:
        setattr(p.scope, flag, False)
    if found[:len(before)] != before or not any(counts(e, key) for e in found[len(before):]):
        p.fail()
    return before[:-1] + [remembering(before[-1])] + found[len(before):]


def remembering(found: Effect) -> Effect:
    """The instruction `found` (or the one it applies to a chosen player) remembering what
    it moves."""
    if found.op == "for_player":
        return replace(found, params=tuple((k, remembering(v) if k == "effect" else v)
                                           for k, v in found.params))
    return replace(found, params=found.params + (("remember", True),))


C_DIFFERENT = construct("quantity.different", "for each different power / mana value among "
                        "<permanents you control> / <cards in your graveyard>, the number of "
                        "different powers / mana values among ..., the number of differently "
                        "named <permanents> you control: counted as it resolves (CR 208.1, "
                        "202.3, 201.2, 608.2h)")


def _different(p: Parser, plural: bool, static: bool) -> tuple[Any, ...]:
    """"for each different power among creatures you control" (Golden Ratio), "different
    mana value among nonland cards in your graveyard" (Sudden Insight), "the number of
    differently named lands you control" (All-Fates Scroll); not in the layers."""
    if static:
        p.fail()
    if p.accept("differently", "named"):
        if not plural:
            p.fail()
        flt, found_plural = phrases.permanent_description(p)
        if not found_plural or flt.controller != "you" or flt.other or phrases.status_in(flt):
            p.fail()
        p.mark(C_DIFFERENT)
        return ("different", "name", flt)
    p.expect("different")
    if p.accept("mana", "values" if plural else "value"):
        what = "mana_value"
    elif p.accept("powers" if plural else "power"):
        what = "power"
    else:
        p.fail()
    p.expect("among")
    cards = "cards" in p.keys[p.i:p.i + 4]
    flt, found_plural = phrases.description(p, cards=True) if cards else \
        phrases.permanent_description(p)
    if not found_plural or flt.other or flt.spell or phrases.status_in(flt):
        p.fail()
    if p.accept("in", "your", "graveyard"):
        if flt.controller is not None:
            p.fail()
        p.mark(C_DIFFERENT)
        return ("different_cards", what, flt)
    if flt.controller != "you":
        p.fail()
    p.mark(C_DIFFERENT)
    return ("different", what, flt)


C_DESTROYED_ALL = construct("quantity.destroyed_all_this_way", "Destroy all <permanents> "
                            "[target opponent controls]. ... for each <permanent> / the "
                            "number of <those permanents> [you controlled that were] "
                            "destroyed this way: each one it destroyed, as it last existed "
                            "(CR 608.2c, 608.2h, 701.7a)")


def _destroy_all_any(found: Effect) -> Effect | None:
    """The "destroy all <permanents>" instruction `found` is, or applies to a chosen player."""
    inner = found.get("effect") if found.op == "for_player" else found
    if not isinstance(inner, Effect) or inner.op != "destroy_all" or inner.get(
            "created_with") or inner.get("filter") is None:
        return None
    return inner


def after_destroying_all(p: Parser, before: list[Effect]) -> bool:
    """Whether this sentence, after "Destroy all <permanents> ...", counts "<permanents>
    destroyed this way" (CR 608.2c)."""
    if not before or p.scope.destroyed_every is not None or _destroy_all_any(
            before[-1]) is None:
        return False
    return sentence_says(p, "destroyed", "this", "way")


def about_destroyed(p: Parser, before: list[Effect],
                    sentence: Callable[[Parser, list[Effect]], list[Effect]]) -> list[Effect]:
    """The sentence counting the permanents the "destroy all" before it destroyed; that
    instruction remembers them as it resolves (CR 608.2c, 608.2h)."""
    every = _destroy_all_any(before[-1])
    p.scope.destroyed_every = every.get("filter") if every is not None else None
    try:
        found = sentence(p, before)
    finally:
        p.scope.destroyed_every = None
    if found[:len(before)] != before or not any(
            counts(e, DESTROYED_COUNT) for e in found[len(before):]):
        p.fail()
    return before[:-1] + [remembering(before[-1])] + found[len(before):]


def _destroyed_permanents(p: Parser, plural: bool) -> tuple[Any, ...]:
    """"creature destroyed this way" / "creatures you controlled that were destroyed this
    way" after "Destroy all creatures.": each it destroyed was one as it last existed (CR
    608.2h); only all of them ("permanent", its own kind), or those you controlled."""
    every = p.scope.destroyed_every
    if every is None:
        p.fail()
    flt, found_plural = permanent_description_here(p)
    if found_plural != plural or flt not in (ObjectFilter(), every,
                                             ObjectFilter(types=every.types)):
        p.fail()
    yours = plural and p.accept("you", "controlled", "that", "were")
    p.expect("destroyed", "this", "way")
    p.mark(C_DESTROYED_ALL)
    return (DESTROYED_COUNT, ObjectFilter(controller="you") if yours else None)


def permanent_description_here(p: Parser) -> tuple[ObjectFilter, bool]:
    """A description of permanents, its words read up to "destroyed" / "you controlled"."""
    ahead = p.keys[p.i:p.i + 8]
    end = next((k for k in range(len(ahead)) if ahead[k] in ("destroyed", "you")), None)
    if not end:
        p.fail()
    body = Parser(p.tokens[p.i:p.i + end], p.card, p.scope, p.line)
    flt, plural = phrases.permanent_description(body)
    body.end()
    p.used += body.used
    p.i += end
    return flt, plural


def _destroyed_power(p: Parser) -> tuple[Any, ...] | None:
    """"their total power", read while `Scope.destroyed_all` (CR 608.2h)."""
    if not (p.scope.destroyed_all and p.accept("their", "total", "power")):
        return None
    p.mark(C_DESTROYED_POWER)
    return (DESTROYED_POWER,)


def exiled_cards(p: Parser, flt: ObjectFilter) -> tuple[Any, ...]:
    """The cards matching `flt` that the instruction before put into exile (read while
    `Scope.exiled`, after "<cards> ... exiled this way")."""
    if not p.scope.exiled or flt.controller is not None or flt.other or flt.spell \
            or phrases.status_in(flt):
        p.fail()
    p.mark(C_EXILED)
    return (EXILED_COUNT, None if flt == ObjectFilter() else flt)


C_RETURNED = construct("quantity.returned_this_way", "Return <targets> to their owners' "
                       "hands. ... for each card returned to your hand this way: the cards "
                       "that instruction put into your hand (CR 608.2c, 400.7)")
C_BURIED = construct("quantity.put_into_graveyard_this_way", "Reveal the top N cards ... and "
                     "the rest into your graveyard. ... for each card put into your "
                     "graveyard this way: the cards that instruction put there (CR 608.2c, "
                     "400.7)")


def discarded_cards(p: Parser, flt: ObjectFilter) -> tuple[Any, ...]:
    """The cards matching `flt` that the discard before moved (read while
    `Scope.discarded`, after "<cards> discarded this way", CR 608.2c)."""
    if flt.controller is not None or flt.other or flt.spell or phrases.status_in(flt):
        p.fail()
    p.mark(C_DISCARDED)
    return (DISCARDED_COUNT, None if flt == ObjectFilter() else flt)


def _other_is_source(p: Parser, flt: ObjectFilter) -> None:
    """"other <things>": other than the source (CR 109.5), read only when nothing else is
    being talked about ("target creature gets +1/+1 for each other creature" is other
    than the target: a gap) and the source could be one of them (an Aura's "other
    creatures" are other than its creature: a gap)."""
    if p.scope.kind == "spell" or p.scope.it not in ("self", None):
        p.fail()
    if flt.types and not set(p.card.types) & flt.types:
        p.fail()
    if flt.subtypes and not flt.types and not set(p.card.subtypes) & flt.subtypes:
        p.fail()


def _target_player(p: Parser, after: str) -> int | None:
    """"target player" / "target opponent" and then `after` ("controls", "'s"): a new
    target the quantity is counted for (CR 115.1); None if not there."""
    from tolaria.data.ir import TargetSpec
    if not (p.at("target", "player", after) or p.at("target", "opponent", after)):
        return None
    word = p.peek(1)
    p.i += 3
    p.mark(C_TARGETS)
    return p.add_target(TargetSpec(players="any" if word == "player" else "opponent",
                                   text=f"target {word}"))


def _for_each_of_target(p: Parser) -> tuple[Any, ...]:
    """"for each card in target opponent's hand": counted for a new target player (CR
    115.1, 608.2h)."""
    q = for_each(p, False, True)
    if q[0] != "of_player":
        p.fail()
    return q


def for_each(p: Parser, static: bool = False, theirs: bool = False) -> tuple[Any, ...]:
    """"for each <thing>" (what "they control" only with `theirs`: in an instruction)."""
    p.expect("for", "each")
    if not static and p.at("of", "that", "spell", "'s", "colors") and p.scope.event == "cast":
        p.i += 5                                      # the spell cast (CR 105.2)
        p.mark(C_SPELL_COLORS)
        return (SPELL_COLORS, "event")
    return countable(p, plural=False, static=static, theirs=theirs)


C_SPELL_COLORS = construct("quantity.spell_colors", "for each of that spell's colors / the "
                           "number of colors that spell is: how many colors the spell a cast "
                           "trigger is about has (CR 105.2, 608.2h)")


def cards_equal_to(p: Parser) -> tuple[Any, ...]:
    """"cards equal to <quantity>" after draw / discard / mill (counted as it resolves)."""
    p.expect("cards", "equal", "to")
    q = phrases.quantity(p)
    p.mark(C_CARDS_EQUAL)
    return q


C_LOYALTY = construct("quantity.self_loyalty", "<this planeswalker>'s loyalty: the number "
                      "of loyalty counters on it (CR 306.5b, 209.1)")


C_LIFE_PAID = construct("quantity.life_paid_as_it_entered", "the life paid as it / this "
                        "<permanent> entered: what its controller paid for \"As this "
                        "<permanent> enters, pay any amount of life\" (CR 614.12, 607.2a)")


def _life_paid(p: Parser) -> tuple[Any, ...]:
    """"the life paid as it entered" (Minion of the Wastes), "the life paid as this artifact
    entered" (Phyrexian Processor): of the permanent itself."""
    from tolaria.data.vocabulary import LIFE_PAID
    p.expect("the", "life", "paid", "as")
    if not (p.accept("it") or phrases.self_ref(p)):
        p.fail()
    p.expect("entered")
    p.mark(C_LIFE_PAID)
    return (LIFE_PAID,)


C_SACRIFICED_AS_ENTERED = construct(
    "quantity.sacrificed_as_it_entered", "the number of <permanents> sacrificed as it entered: "
    "those sacrificed for \"As this creature enters, sacrifice any number of <permanents>\" "
    "(CR 614.12, 607.2a)")


def _sacrificed_as_entered(p: Parser) -> tuple[Any, ...]:
    """"the number of Forests sacrificed as it entered" (Wood Elemental): the permanents
    chosen as it entered, all of the kind its own ability allows."""
    p.expect("the", "number", "of")
    p.i += 1
    p.expect("sacrificed", "as", "it", "entered")
    p.mark(C_SACRIFICED_AS_ENTERED)
    return (DEVOURED,)


C_TAPPED_POWER = construct("quantity.tapped_power", "the power of the creature tapped this "
                           "way / the tapped creature's power, after a cost \"Tap an untapped "
                           "<creature> you control\": that creature's power as the effect "
                           "happens, or as it last existed (CR 608.2h)")


def _tapped_power(p: Parser) -> tuple[Any, ...]:
    """The power of the one creature an activated ability's cost tapped."""
    from tolaria.data.vocabulary import TAPPED_FOR_COST
    keys = p.keys
    end = keys.index(":") if ":" in keys else 0
    costs = [k for k in range(end) if keys[k:k + 3] in (["tap", "an", "untapped"],
                                                       ["tap", "another", "untapped"])]
    if p.scope.kind != "activated" or len(costs) != 1 or any(
            keys[k:k + 2] == ["tap", "x"] for k in range(end)):
        p.fail()
    p.i += 8 if p.at("the", "power") else 5
    p.mark(C_TAPPED_POWER)
    return ("power", TAPPED_FOR_COST)


C_LIFE_THEY_LOST = construct("quantity.life_they_lost", "each opponent loses life equal to the "
                             "life they / that player lost this turn: each player's own loss "
                             "this turn (CR 119.3, 608.2h)")


def equal_quantity(p: Parser) -> tuple[Any, ...]:
    """What "equal to" / "where X is" name besides "the number of" and power/toughness:
    "twice <q>", "1 plus <q>", "your life total", "the greatest power among creatures you
    control", "its mana value"."""
    if "Planeswalker" in p.card.types and p.scope.kind != "spell" and (
            p.peek(1) == "'s" and p.peek(2) == "loyalty"):
        start = p.i
        if phrases.self_ref(p) and p.accept("'s", "loyalty"):
            p.mark(C_LOYALTY)             # its loyalty: its loyalty counters (CR 306.5b)
            return ("counters", "loyalty", "self")
        p.i = start
    result = dice.the_result(p)           # "the result" of this ability's roll (CR 706.4)
    if result is not None:
        return result
    if p.at("the", "power", "of", "the", "creature", "tapped", "this", "way") or p.at(
            "the", "tapped", "creature", "'s", "power"):
        return _tapped_power(p)
    if p.accept("twice"):
        q = phrases.quantity(p)
        p.mark(C_ARITHMETIC)
        return ("times", 2, q)
    n = p.attempt(phrases.number) if p.peek(1) == "plus" else None
    if n is not None:
        p.expect("plus")
        q = phrases.quantity(p)
        p.mark(C_ARITHMETIC)
        return ("plus", n, q)
    if p.at("the", "sacrificed") and p.peek(3) == "'s" and p.peek(2) in (
            "creature", "artifact", "permanent", "land", "enchantment"):
        p.i += 4                             # what paid the cost, as it last existed (118.8)
        if p.accept("mana", "value"):
            what = "mana_value"
        elif p.accept("power"):
            what = "power"
        elif p.accept("toughness"):
            what = "toughness"
        else:
            p.fail()
        if what == "mana_value":
            p.mark(C_MANA_VALUE)
        return (what, "sacrificed")
    if p.scope.cost_exiled and p.at("the", "exiled", "card", "'s"):
        return _cost_exiled(p)                           # CR 602.2b, 608.2h
    excess = _excess_damage(p)                           # CR 120.10
    if excess is not None:
        return excess
    if p.at("the", "amount", "of") and p.peek(3) != "life":
        return mana_rules.amount_spent(p)                # mana spent to cast it (601.2h)
    if p.accept("your", "devotion", "to"):
        colors = {phrases.COLOR_WORDS.get(p.next().key)}
        if p.accept("and"):
            colors.add(phrases.COLOR_WORDS.get(p.next().key))
        if None in colors:
            p.fail()
        p.mark(C_DEVOTION)
        return ("devotion", frozenset(colors))
    if p.accept("the", "life", "they", "lost", "this", "turn") or p.accept(
            "the", "life", "that", "player", "lost", "this", "turn"):
        p.mark(C_LIFE_THEY_LOST)            # each player's own (`resolved`: per player)
        return ("theirs", ("life_this_turn", "lost"))
    if p.scope.event == "amount" and p.at("the", "amount", "of", "life", "you", "gained") \
            and not p.at("the", "amount", "of", "life", "you", "gained", "this") \
            and _after_you_gain_life(p):
        p.i += 6                          # the life gained in the event (CR 603.2, 608.2h)
        p.mark(C_LIFE_GAINED)
        return ("event_amount", None)
    if p.accept("the", "amount", "of", "life", "you"):
        p.accept("'", "ve")                              # "you've gained"
        if p.accept("gained", "this", "turn"):
            how = "gained"
        elif p.accept("lost", "this", "turn"):
            how = "lost"
        else:
            p.fail()
        p.mark(C_THIS_TURN)
        return ("life_this_turn", how)
    if p.accept("the", "total", "life", "lost", "by", "your", "opponents", "this", "turn"):
        p.mark(C_OPPONENTS_LIFE_LOST)                    # all of them, added (CR 119.3)
        return ("life_this_turn", "lost", "opponents")
    if p.accept("your", "life", "total"):
        p.mark(C_LIFE_TOTAL)
        return ("life", "you")
    if p.at("the", "life", "paid", "as"):
        return _life_paid(p)
    if p.accept("the", "highest", "life", "total", "among", "all", "players"):
        p.mark(C_LIFE_TOTAL)                             # of those in the game (CR 119.1)
        return ("highest_life",)
    destroyed = _destroyed_power(p)                      # "their total power" (608.2c)
    if destroyed is not None:
        return destroyed
    if p.accept("the", "greatest") or p.accept("the", "total"):
        how = p.tokens[p.i - 1].key                      # "greatest" or "total"
        if p.accept("mana", "value"):
            what = "mana_value"
        elif p.accept("power"):
            what = "power"
        elif p.accept("toughness"):
            what = "toughness"
        else:
            p.fail()
        p.expect("among" if how == "greatest" else "of")
        if how == "total" and (cards := p.attempt(_graveyard_cards)) is not None:
            p.mark(C_TOTAL_CARDS)
            return ("total_cards", what, cards)
        other = p.accept("other")                       # CR 109.5: not the source
        flt, plural = phrases.permanent_description(p)
        if not plural or flt.other:
            p.fail()
        if other:
            _other_is_source(p, flt)
        if flt.controller is None:
            p.expect("on", "the", "battlefield")
        p.mark(C_GREATEST)
        return (how, what, replace(flt, other=other))
    gone_event = p.scope.event_subject == "object" and not p.scope.self_gone \
        and p.scope.event != "cast"            # a cast trigger's "its" may be the source's
    if p.scope.it is None and (p.scope.self_gone or gone_event) and p.accept("its"):
        # this permanent, or the one the trigger is about ("When enchanted creature dies,
        # ... equal to its power"), as it last existed (CR 608.2h, 603.10a)
        what = p.next().key
        if what == "mana" and p.accept("value"):
            what = "mana_value"
        if what not in ("power", "toughness", "mana_value"):
            p.fail()
        p.mark(C_LAST_KNOWN)
        return (what, "self" if p.scope.self_gone else "event")
    if p.at("that", "card", "'s", "mana", "value") and p.scope.event == DISCARDED_EVENT:
        p.i += 5                             # the card discarded (CR 603.12, 608.2h)
        return ("mana_value", "event")
    if p.scope.top_revealed and p.at("that", "card", "'s"):
        return top_card_value(p)
    if p.scope.random_revealed and p.at("that", "card", "'s"):
        return (REVEALED_CARD, _that_cards(p))              # the card revealed (608.2c)
    if p.at("that", "card", "'s") and (p.scope.kind == "spell" or (
            p.scope.kind in ("triggered", "activated") and p.scope.event_subject != "object")):
        # "Put target creature card from a graveyard onto the battlefield ... You lose life
        # equal to that card's mana value.": the one card target, as it last existed
        # (CR 608.2h, 400.7)
        found = [i for i, t in enumerate(p.scope.targets) if t.objects is not None
                 and t.objects.zone == "graveyard" and t.players is None]
        if len(found) == 1:
            p.i += 3
            return _possessed(p, found[0])
    if p.scope.it is None and p.peek() == "that" and p.peek(2) == "'s" \
            and p.peek(1) in phrases.IT_NOUNS:
        # "Destroy target artifact. Create X tokens, where X is that artifact's mana
        # value.": the one target of that kind, as it last existed (CR 608.2h).
        noun = p.peek(1)
        kind = phrases.TYPE_NOUNS.get(noun)
        found = [i for i, t in enumerate(p.scope.targets) if t.objects is not None
                 and not t.objects.spell and t.players is None
                 and (kind is None or kind in t.objects.types)]
        if len(found) == 1:
            p.i += 3
            return _possessed(p, found[0])
    spells = [i for i, t in enumerate(p.scope.targets) if t.objects is not None
              and t.objects.spell]
    if p.at("that", "spell", "'s") and (p.scope.event == "cast") != (len(spells) == 1):
        p.i += 3                             # the spell cast (CR 601.2i), or the target spell
        whose: Any = "event" if p.scope.event == "cast" else spells[0]
    else:
        whose = phrases.possessive_ref(p)
    cast_spell = whose == "event" and p.scope.event == "cast" and p.keys[p.i - 2] == "spell"
    if not cast_spell and not phrases.readable_ref(p, whose):   # (the spell cast: its data)
        p.fail()
    p.expect("mana", "value")
    p.mark(C_MANA_VALUE)
    return ("mana_value", whose)


C_TOP_CARD = construct("quantity.top_card", "Reveal the top card of your library. ... equal "
                       "to that card's mana value / power / toughness: of the card still on "
                       "top as the instruction happens (CR 401.5, 608.2h)")


def top_card_value(p: Parser) -> tuple[Any, ...]:
    """"that card's mana value" after "reveal the top card of your library." (Sifter Wurm)."""
    what = _that_cards(p)
    p.mark(C_TOP_CARD)
    return (TOP_CARD, what)


def _that_cards(p: Parser) -> str:
    """"that card's mana value / power / toughness": which of them."""
    p.expect("that", "card", "'s")
    what = p.next().key
    if what == "mana" and p.accept("value"):
        what = "mana_value"
    if what not in ("power", "toughness", "mana_value"):
        p.fail()
    return what


def _possessed(p: Parser, whose: Any) -> tuple[Any, ...]:
    """"power", "toughness" or "mana value" of `whose`."""
    if p.accept("mana", "value"):
        p.mark(C_MANA_VALUE)
        return ("mana_value", whose)
    what = p.next().key
    if what not in ("power", "toughness"):
        p.fail()
    return (what, whose)


C_HEADS = construct("quantity.coins_heads", "Flip N coins. ..., where X is the number of coins "
                    "that came up heads: counted from the flips just made (CR 705.1, 608.2c)")
HEADS = "heads"         # the quantity of the coins the ability's "Flip N coins." came up heads


def _graveyard_cards(p: Parser) -> ObjectFilter:
    """"instant and sorcery cards in your graveyard" (each card one of them) or "<cards> in
    your graveyard", after "the total mana value of"."""
    if p.accept("instant", "and", "sorcery", "cards"):
        flt, plural = ObjectFilter(types=frozenset({"Instant", "Sorcery"})), True
    else:
        flt, plural = phrases.description(p, cards=True)
    if not plural or flt.other or flt.spell or flt.controller is not None or \
            phrases.status_in(flt):
        p.fail()
    p.expect("in", "your", "graveyard")
    return flt


C_CHROMA = construct("quantity.chroma", "the number of <colour> mana symbols in the mana costs "
                     "of permanents you control (chroma, CR 207.2c): its controller's devotion "
                     "to that colour (CR 700.5)")


def _chroma(p: Parser) -> tuple[Any, ...] | None:
    """After "the number of": "red mana symbols in the mana costs of permanents you
    control" (Heartlash Cinder, Outrage Shaman, Primalcrux)."""
    color = phrases.COLOR_WORDS.get(p.peek() or "")
    if color is None or not p.at(p.peek(), "mana", "symbols", "in", "the", "mana", "costs",
                                 "of", "permanents", "you", "control"):
        return None
    p.i += 11
    p.mark(C_CHROMA)
    return ("devotion", frozenset({color}))


def number_of(p: Parser) -> tuple[Any, ...]:
    """After "the number of": the things counted (read by `phrases.quantity`)."""
    chroma = _chroma(p)
    if chroma is not None:
        return chroma
    if p.at("coins", "that", "came", "up", "heads") and "coins" in p.keys[:p.i] and \
            p.scope.kind != "static" and any(
                p.keys[j:j + 3] in (["flip", k, "coins"] for k in phrases.NUMBER_WORDS)
                for j in range(p.i)):
        p.i += 5                          # after "Flip five coins." in this ability
        p.mark(C_HEADS)
        return (HEADS,)
    if p.at("colors", "that", "spell", "is") and p.scope.event == "cast":
        p.i += 4
        p.mark(C_SPELL_COLORS)
        return (SPELL_COLORS, "event")
    if p.at("cards", "in", "all", "graveyards", "with", "the", "same", "name", "as") and \
            p.peek(9) in ("that", "the") and p.peek(10) == "spell" and \
            p.scope.kind == "triggered" and p.scope.event == "cast":
        p.i += 11
        p.mark(C_SAME_NAME_IN_GRAVEYARDS)
        return (SAME_NAME_IN_GRAVEYARDS,)
    return countable(p, plural=True)


C_SAME_NAME_IN_GRAVEYARDS = construct(
    "quantity.same_name_in_graveyards", "the number of cards in all graveyards with the same "
    "name as that spell: the spell a cast trigger is about, counted as it resolves (CR "
    "201.2, 608.2h)")


# -- "for each" after an instruction ------------------------------------------------------------

def scaled_clause(p: Parser, effects: list[Effect]) -> list[Effect]:
    """A clause followed by "for each <thing>": its number, that many times over; or
    "a number of ... equal to <quantity>": that quantity."""
    if p.at("equal", "to") and any(_contains(e, NUMBER_OF) for e in effects):
        p.i += 2
        q = phrases.quantity(p)
        users = [e for e in effects if _contains(e, NUMBER_OF)]
        if len(users) != 1 or users[0].op not in COUNTED_OPS:
            p.fail()
        p.mark(C_NUMBER_OF)
        return [_substitute(e, q, NUMBER_OF) for e in effects]
    if not p.at("for", "each") or len(effects) != 1:
        return effects
    eff = effects[0]
    if eff.op == "add_mana":                          # a spell's "Add {R} for each ..."
        per = p.attempt(for_each) or p.attempt(_for_each_of_target)
        if per is None:
            return effects
        p.mark(C_MANA)
        from tolaria.data.ir import effect
        return [effect("add_mana_count", mana=eff.get("mana"), amount=per)]
    key = SCALABLE.get(eff.op)
    n = eff.get(key) if key else None
    if not isinstance(n, int) or isinstance(n, bool):
        return effects
    per = p.attempt(for_each, False, True)
    if per is None:
        return effects
    p.mark(C_FOR_EACH)
    return [_with(eff, key, scaled(n, per))]


def for_each_first(p: Parser) -> list[Effect]:
    """"For each land you control, create a Treasure token." / "For each creature card
    exiled this way, each opponent loses 1 life and you gain 1 life.": each instruction
    once for each (its number that many times over); one that refers back to the thing
    counted ("that player") isn't read."""
    from tolaria.cards.oracle import instructions
    p.expect("for", "each")
    per = countable(p, plural=False, theirs=False)      # "that player" in it: not read
    p.expect(",")
    effects = instructions.clause(p)
    while p.accept("and"):                               # all of them, each that many times
        effects += instructions.clause(p)
    found = []
    for eff in effects:
        key = SCALABLE.get(eff.op)
        n = eff.get(key) if key else None
        if not isinstance(n, int) or isinstance(n, bool):
            p.fail()
        found.append(_with(eff, key, scaled(n, per)))
    if not found or not p.at("."):
        p.fail()
    p.mark(C_FOR_EACH)
    return found


def _with(eff: Effect, key: str, value: Any) -> Effect:
    return Effect(eff.op, tuple((k, value if k == key else v) for k, v in eff.params))


def pump(p: Parser, subject: Any, pt: tuple[Any, Any], keywords: frozenset[str],
         per: tuple[Any, ...] | None) -> Effect:
    """A pump whose numbers are counted as it resolves (CR 608.2h)."""
    from tolaria.data.ir import effect
    power, toughness = pt
    if per is not None:
        power, toughness = scaled(power, per), scaled(toughness, per)
        p.mark(C_FOR_EACH)
    p.mark(C_PUMP)
    return effect("pump_count", power=power, toughness=toughness, keywords=keywords,
                  target=subject)


def group_pump(p: Parser, flt: ObjectFilter, pt: tuple[Any, Any], keywords: frozenset[str],
               per: tuple[Any, ...] | None) -> Effect:
    """A group's pump counted as it resolves; the group is fixed then too (CR 611.2c)."""
    from tolaria.data.ir import effect
    power, toughness = pt
    if per is not None:
        power, toughness = scaled(power, per), scaled(toughness, per)
        p.mark(C_FOR_EACH)
    p.mark(C_GROUP_PUMP)
    return effect("pump_all_count", power=power, toughness=toughness, keywords=keywords,
                  filter=flt)


_UNTIL_PREFIX = ("until", "end", "of", "turn", ",")
_NEXT_TURN_PREFIX = ("until", "your", "next", "turn", ",")


def until_prefixed(p: Parser) -> list[Effect]:
    """"Until end of turn, <object or group> gets/get ... ." (CR 611.2a): the duration
    said first; read by the pump readers through `prefixed_until`."""
    from tolaria.cards.oracle import instructions
    if p.i != p.sentence:
        p.fail()
    if not p.accept(*_NEXT_TURN_PREFIX):                  # "Until your next turn, ..."
        p.expect(*_UNTIL_PREFIX)
    elif p.at("prevent", "all"):                          # "..., prevent all damage ..."
        from tolaria.cards.oracle.prevention import prevent_clause
        return prevent_clause(p)
    found = p.choice(instructions._object_clause, instructions._group_clause)
    p.mark(C_UNTIL_PREFIX)
    return found


def prefixed_until(p: Parser) -> str | None:
    """"end of turn" if this sentence began "Until end of turn," and the clause ends it, or
    ends before "and <another clause>" ("Until end of turn, target creature gets +1/+1 and
    target creature an opponent controls gets -1/-1.", CR 611.2a). Not before "and other
    creatures ...": other than the first clause's object, which isn't read."""
    start = p.sentence
    prefix = tuple(p.keys[start:start + 5])
    if prefix == _UNTIL_PREFIX and (p.at(".") or p.at(",", "where", "x", "is") or (
            p.at("and") and not _other_than_first(p.keys[p.i + 1:p.i + 3]))):
        return "end of turn"
    if prefix == _NEXT_TURN_PREFIX and p.at("."):
        return "your next turn"                           # (CR 611.2a)
    return None


def _other_than_first(words: list[str]) -> bool:
    """"other creatures", "each other creature", "another creature" (not "another target
    creature", a target of its own, CR 115.3)."""
    return words[:1] == ["other"] or words == ["each", "other"] or (
        words[:1] == ["another"] and words[1:] != ["target"])


def pump_suffix(p: Parser, pt: tuple[Any, Any] | None) -> tuple[Any, ...] | None:
    """"for each <thing>" in a pump, before or after "until end of turn"."""
    if pt is None or not all(isinstance(v, int) for v in pt):
        return None
    return p.attempt(for_each)


def counted_pt(pt: tuple[Any, Any] | None) -> bool:
    """Is a power/toughness change counted as it resolves (X of a spell or of "where")?"""
    if pt is not None and not all(isinstance(v, int) for v in pt):
        return True
    return False


def x_pt(p: Parser) -> tuple[Any, Any]:
    """"+X/+X", "+X/+0", "-X/-X" when the sentence says ", where X is ..."."""
    tok = p.next()
    if tok.kind != "pt":
        p.fail()
    return x_values(p, tok.key, spell_x=True)


def x_values(p: Parser, key: str, spell_x: bool = False) -> tuple[Any, Any]:
    """The two numbers of "+X/+0" (just read): X the placeholder of ", where X is", or
    with `spell_x` the X of a spell with {X} in its cost (CR 107.3)."""
    if key[0] not in "+-" or "X" not in key:
        p.fail()
    if where_x_ahead(p):
        x: Any = WHERE_X
    elif spell_x and (phrases.targeting.spell_x_here(p) or _loyalty_x(p)
                      or p.scope.x_counters or p.scope.x_cost):
        x = "X"                   # a spell's X, a [−X] loyalty ability's, the counters an
                                  # activation cost removes or its {X} (CR 107.3, 601.2b)
    else:
        p.fail()
    power, toughness = key.split("/")

    def one(text: str) -> Any:
        if text == "+X":
            return x
        if text == "-X":
            return ("times", -1, x)
        return int(text)
    try:
        return one(power), one(toughness)
    except ValueError:
        p.fail()


def _loyalty_x(p: Parser) -> bool:
    """Is "X" the value chosen for a "[−X]" loyalty cost (CR 107.3, 606.4)? A {X} mana
    cost's X in a pump stays unread (tests/test_oracle_compiler.py)."""
    return p.scope.x_cost and bool(p.tokens) and p.tokens[0].kind == "loyalty"


def token_x(p: Parser, key: str) -> Any:
    """"an X/X ... token": X said later in the sentence, or the spell's X (CR 107.3)."""
    if key != "X/X":
        p.fail()
    if where_x_ahead(p):
        p.mark(C_TOKEN_X)
        return WHERE_X
    if phrases.targeting.spell_x_here(p):
        p.mark(C_TOKEN_X)
        return "X"
    p.fail()


# -- "where X is", "a number of ... equal to" ---------------------------------------------------

def said_later(p: Parser) -> tuple[Any, ...] | None:
    """An amount the sentence says later: X with ", where X is ..." after it, or "a number
    of" with "equal to ..." after the clause; the placeholder, or None."""
    if p.at("x") and where_x_ahead(p):
        p.i += 1
        return WHERE_X
    if p.at("a", "number", "of") and ahead(p, ("equal", "to")):
        p.i += 3
        return NUMBER_OF
    return None


def damage_said_later(p: Parser) -> tuple[Any, ...] | None:
    """"deals damage to <recipient> equal to <quantity>": the amount comes after the
    recipient (read by `scaled_clause`); the placeholder, nothing consumed, or None."""
    if p.at("damage", "to") and ahead(p, ("equal", "to")):
        return NUMBER_OF
    return None


def ahead(p: Parser, keys: tuple[str, ...]) -> bool:
    """Do these words come later in this sentence?"""
    n, i = len(keys), p.i
    while i + n <= p.n and p.keys[i] != ".":
        if tuple(p.keys[i:i + n]) == keys:
            return True
        i += 1
    return False


def where_x_ahead(p: Parser) -> bool:
    """Does this sentence end with ", where X is ..."? Then X is that quantity."""
    keys, i = p.keys, p.i
    while i + 3 < p.n and keys[i] != ".":
        if keys[i] == "," and keys[i + 1] == "where" and keys[i + 2] == "x" \
                and keys[i + 3] == "is":
            return True
        i += 1
    return False


def where_x(p: Parser, effects: list[Effect], start: int) -> bool:
    """", where X is <quantity>." ending a sentence: X in its instructions is that
    quantity (counted as it resolves, CR 608.2h). False if it isn't there."""
    if not p.at(",", "where", "x", "is"):
        return False
    p.i += 4
    q = _minus(p)
    users = [i for i in range(start, len(effects)) if _contains(effects[i])]
    if isinstance(q, tuple) and q[0] == "minus" and any(effects[i].op not in (
            "damage", "damage_players", "gain_life", "lose_life") for i in users):
        p.fail()                        # (a difference read as an amount of damage / life)
    if phrases.targeting.where_counted(p):
        return _target_count(p, users, q)
    if p.accept("as", "you", "activate", "this", "ability"):
        return _on_activation(p, effects, users, q)
    if p.accept("as", "you", "cast", "this", "spell"):
        return _on_cast(p, effects, users, q)
    p.expect(".")
    if not users or any(effects[i].op not in COUNTED_OPS for i in users):
        p.fail()                        # no X, or one whose effect doesn't count it
    if len(users) == 1:
        effects[start:] = [_substitute(e, q) for e in effects[start:]]
    else:
        # X is counted once for all the instructions using it ("draw X cards and lose X
        # life"): the first fixes it as the ability's X (CR 107.3, 608.2h).
        if _theirs(q) or p.scope.entering_x or (p.scope.kind == "spell" and p.card.x_cost):
            p.fail()
        effects[start:] = [_substitute(e, "X") for e in effects[start:]]
        effects.insert(users[0], effect_fix_x(q))
    resolved(p, effects)                    # an X nested where it can't be replaced: a gap
    p.mark(C_WHERE_X)
    return True


C_MINUS = construct("quantity.minus", "deals X damage / gains or loses X life ..., where X is N "
                    "minus <count> / <count> minus N: the difference, 0 if it would be "
                    "negative (CR 107.1b, 608.2h)")


def _minus(p: Parser) -> Any:
    """"N minus <count>" / "<count> minus N" (`C_MINUS`), or the quantity alone."""
    tok = p.token()
    if tok is not None and tok.kind == "num" and p.peek(1) == "minus":
        p.i += 2
        p.mark(C_MINUS)
        return ("minus", int(tok.key), phrases.quantity(p))
    q = phrases.quantity(p)
    tok = p.token(1)
    if p.at("minus") and tok is not None and tok.kind == "num":
        p.i += 2
        p.mark(C_MINUS)
        return ("minus", q, int(tok.key))
    return q


C_ON_ACTIVATION = construct("quantity.on_activation", "X damage divided as you choose among "
                            "..., where X is <quantity> as you activate this ability: counted "
                            "as it is activated, then divided (CR 601.2d, 602.2b)")


def _on_activation(p: Parser, effects: list[Effect], users: list[int], q: Any) -> bool:
    """"..., where X is <quantity> as you activate this ability.": the one instruction
    dividing X has it counted as the ability is activated (CR 601.2d, 602.2b)."""
    from tolaria.data.vocabulary import ON_ACTIVATION
    p.expect(".")
    if p.scope.kind != "activated" or len(users) != 1 or \
            _divided_op(effects[users[0]]) is None or _theirs(q):
        p.fail()
    effects[users[0]] = _substitute(effects[users[0]], (ON_ACTIVATION, q))
    p.mark(C_ON_ACTIVATION)
    return True


C_ON_CAST = construct("quantity.on_cast", "X damage divided as you choose among ... / "
                      "distribute X counters among ..., where X is <quantity> as you cast "
                      "this spell: counted as it is cast, then divided (CR 601.2d)")


def _on_cast(p: Parser, effects: list[Effect], users: list[int], q: Any) -> bool:
    """"..., where X is <quantity> as you cast this spell.": the one instruction dividing X
    has it counted as the spell is cast, before the division (CR 601.2d); the amount is
    kept as `ON_ACTIVATION`'s, counted the same way for spells and abilities."""
    from tolaria.data.vocabulary import ON_ACTIVATION
    p.expect(".")
    if p.scope.kind != "spell" or len(users) != 1 or _theirs(q) or \
            _divided_op(effects[users[0]]) is None and effects[users[0]].op != \
            "counters_divided":
        p.fail()
    effects[users[0]] = _substitute(effects[users[0]], (ON_ACTIVATION, q))
    p.mark(C_ON_CAST)
    return True


C_TARGETS_WHERE = construct("target.up_to_x_where", "up to X target <description> ..., where X "
                            "is <quantity> [as you activate this ability]: in an activated "
                            "ability, the number of targets at most that quantity, counted as "
                            "they are chosen (CR 601.2c, 602.2b)")


def _target_count(p: Parser, users: list[int], q: Any) -> bool:
    """", where X is <quantity>." after "up to X target ...": the phrase's count, X in no
    instruction (CR 601.2c, 602.2b)."""
    p.accept("as", "you", "activate", "this", "ability")
    p.expect(".")
    if users or _theirs(q):
        p.fail()
    for i, spec in enumerate(p.scope.targets):
        if spec.count == WHERE_X:
            p.scope.targets[i] = replace(spec, count=q)
    p.mark(C_TARGETS_WHERE)
    return True


def _divided_op(eff: Effect) -> Effect | None:
    """The damage divided, also inside a rider ("Creatures dealt damage this way ...")."""
    if eff.op == "damage_divided":
        return eff
    inner = eff.get("inner")
    return inner if isinstance(inner, Effect) and inner.op == "damage_divided" else None


def effect_fix_x(q: tuple[Any, ...]) -> Effect:
    from tolaria.data.ir import effect
    return effect("fix_x", amount=q)


def resolved(p: Parser, effects: list[Effect]) -> None:
    """Fail if an X of "where X is" or "a number of" was left unsaid; an instruction about
    players counting what "they control" is done for each of them with their own count."""
    if any(_holds(e, (WHERE_X, NUMBER_OF)) for e in effects):
        p.fail()
    for i, eff in enumerate(effects):
        if eff.op != "per_player" and _theirs(eff.params):
            effects[i] = _per_player(p, eff)


def _theirs(value: Any) -> bool:
    if isinstance(value, tuple):
        return (len(value) == 2 and value[0] == "theirs") or any(_theirs(v) for v in value)
    if isinstance(value, Effect):
        return _theirs(value.params)
    return False


PER_PLAYER_OPS = frozenset({"lose_life", "gain_life", "draw", "mill", "damage_players",
                            "damage"})


def _per_player(p: Parser, eff: Effect) -> Effect:
    """The instruction for each player it's about, each counting their own (CR 608.2h)."""
    from tolaria.data.ir import effect
    if eff.op not in PER_PLAYER_OPS or any(_theirs(v) for k, v in eff.params if k != "amount"):
        p.fail()
    if eff.op == "damage":
        spec = p.scope.targets[eff.get("target")] if isinstance(eff.get("target"), int) \
            else None
        if spec is None or spec.players is None or spec.objects is not None:
            p.fail()                       # only a target player is "that player"
    elif eff.get("who") == "you":
        p.fail()                           # "you gain 1 life for each ... they control"?
    return effect("per_player", effect=eff)


def _contains(value: Any, mark: tuple[str] = WHERE_X) -> bool:
    return _holds(value, (mark,))


def _holds(value: Any, marks: tuple[tuple[str], ...]) -> bool:
    """Whether `value` (an effect, its parameters, nested) has one of the `marks`."""
    if isinstance(value, tuple):
        return value in marks or any(_holds(v, marks) for v in value)
    names = _FIELD_NAMES.get(type(value))
    if names is None:
        names = _FIELD_NAMES[type(value)] = tuple(f.name for f in fields(value)) \
            if is_dataclass(value) and not isinstance(value, type) else ()
    return any(_holds(getattr(value, name), marks) for name in names)


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}     # a dataclass's fields; () for others


def counts(value: Any, what: str) -> bool:
    """Whether `value` (an effect, its parameters, nested) counts a quantity named `what`
    ("exiled_this_way")."""
    if isinstance(value, tuple):
        return bool(value) and value[0] == what or any(counts(v, what) for v in value)
    names = _FIELD_NAMES.get(type(value))
    if names is None:
        names = _FIELD_NAMES[type(value)] = tuple(f.name for f in fields(value)) \
            if is_dataclass(value) and not isinstance(value, type) else ()
    return any(counts(getattr(value, name), what) for name in names)


def _substitute(value: Any, q: Any, mark: tuple[str] = WHERE_X) -> Any:
    if value == mark:
        return q
    if isinstance(value, tuple):
        return tuple(_substitute(v, q, mark) for v in value)
    if isinstance(value, Effect):
        return Effect(value.op, _substitute(value.params, q, mark))
    return value


__all__ = ["countable", "for_each", "layer_effect", "number_of", "scaled"]


# -- static abilities: counted continuously (CR 611.3a) -----------------------------------------

def _other(q: tuple[Any, ...]) -> bool:
    """Does the quantity leave out "other" permanents (other than the source)?"""
    if q[0] in ("times", "plus"):
        return _other(q[2])
    if q[0] == "sum":
        return _other(q[1]) or _other(q[2])
    return q[0] == "count" and q[1].other or q[0] in ("greatest", "total") and q[2].other


def static_for_each(p: Parser, self_static: bool = False, attached: str = ""
                    ) -> tuple[Any, ...]:
    """"for each <thing>" in a static ability. "Other" is read only when the ability is
    about its source itself, or when an Aura's or Equipment's "enchanted creature"
    (`attached`: its card type) can't be one of the things counted while the source can:
    "enchanted creature gets +2/+2 for each other enchantment" counts the enchantments
    other than the Aura (for "... for each other creature", other than which one is a
    question left as a gap). "of its colors" and "<kind> counter on it" are about each
    permanent it affects."""
    if p.at("for", "each", "of", "its", "colors"):
        p.i += 5
        p.mark(C_ITS)
        return ("its_colors",)
    kind = p.peek(2)
    if p.at("for", "each") and p.token(2) is not None and p.token(2).kind in ("pt", "word") \
            and p.at("for", "each", kind, "counter", "on", "it"):
        p.i += 6
        p.mark(C_ITS)
        return ("its_counters", kind)
    if not self_static and (found := p.attempt(_its_attached)) is not None:
        return found
    if p.at("for", "each", "other") and "shares" in p.keys[p.i:p.i + 10]:
        found = p.attempt(_its_kin)
        if found is not None:
            return found
    if attached == "Creature" and p.at("for", "each", "other"):
        found = p.attempt(_others_than_affected)
        if found is not None:
            return found
    per = for_each(p, static=True)
    if p.at("and", "each"):                  # "for each land you control and each land card
        p.i += 2                             # in your graveyard": both counted
        p.mark(C_ARITHMETIC)
        per = ("sum", per, countable(p, plural=False, static=True))
    if _other(per) and not self_static and not (
            attached and per[0] == "count" and per[1].types and not per[1].any_of
            and not per[1].subtypes and attached not in per[1].types):
        p.fail()                          # (`_other_is_source`: the source can be counted)
    return per


C_ITS_KIN = construct("quantity.its_kin", "<permanents> get +N/+N for each other creature on "
                      "the battlefield that shares at least one creature type with it: "
                      "counted for each permanent affected (CR 205.3m, 611.3a, 702.73a)")


def _its_kin(p: Parser) -> tuple[Any, ...]:
    """"for each other creature on the battlefield that shares at least one creature type
    with it" (Coat of Arms): "it" is each permanent the ability affects, "other" other than
    it (`tolaria.rules.quantities.evaluate_in_layers`)."""
    from tolaria.data.vocabulary import SHARES_CREATURE_TYPE
    p.expect("for", "each", "other")
    flt, plural = phrases.permanent_description(p)
    if plural or replace(flt, controller=None) != ObjectFilter(types=frozenset({"Creature"})) \
            or flt.controller not in (None, "you"):
        p.fail()
    if flt.controller is None:                  # "... you control that shares" (Stoneforge
        p.expect("on", "the", "battlefield")    # Masterwork): the source's controller's
    p.expect("that", "shares")
    if not p.accept("at", "least", "one"):
        p.expect("a")
    p.expect("creature", "type", "with", "it")
    p.mark(C_ITS_KIN)
    return (SHARES_CREATURE_TYPE, flt, "affected")


C_OTHER_THAN_AFFECTED = construct("quantity.other_than_affected", "enchanted / equipped "
                                  "creature gets +N/+N for each other creature you control: "
                                  "the creatures the source's controller controls other than "
                                  "that creature (CR 611.3a, 613.4c)")


def _others_than_affected(p: Parser) -> tuple[Any, ...]:
    """"for each other creature you control" after "enchanted creature gets +1/+1"
    (Bravado): "other" than the creature it gets, "you" the source's controller."""
    from tolaria.data.vocabulary import OTHER_THAN_AFFECTED
    p.expect("for", "each", "other")
    flt, plural = phrases.permanent_description(p)
    if plural or flt != ObjectFilter(types=frozenset({"Creature"}), controller="you") \
            or not p.at("."):
        p.fail()
    p.mark(C_OTHER_THAN_AFFECTED)
    return (OTHER_THAN_AFFECTED, flt)


def static_pump(p: Parser, power: int, toughness: int, per: tuple[Any, ...]) -> Any:
    """The layer 7c part of "gets +N/+N for each <thing>" (CR 613.4c)."""
    p.mark(C_STATIC_PUMP)
    return layer_effect("7c", "add_pt_quantity", power=scaled(power, per),
                        toughness=scaled(toughness, per))


def self_static(p: Parser) -> Any:
    """"This creature gets +1/+0 for each artifact you control." (CR 611.3a)"""
    from tolaria.data.ir import StaticAbility
    if not phrases.self_ref(p):
        p.fail()
    p.scope.it = "self"                      # "for each Aura attached to it"
    if p.accept("enters", "with"):
        return _enters_with(p)
    p.expect("gets")
    tok = p.token()
    if tok is not None and tok.kind == "pt" and "x" in tok.key.lower():
        p.i += 1                             # "gets -X/-X, where X is your life total."
        power, toughness = x_values(p, tok.key)
        parts = static_where_x(p, [layer_effect("7c", "add_pt", power=power,
                                                toughness=toughness)], self_static=True)
        p.expect(".")
        return StaticAbility(kind="continuous", affects="self", parts=tuple(parts))
    power, toughness = phrases.pt_change(p)
    per = static_for_each(p, self_static=True)
    p.expect(".")
    return StaticAbility(kind="continuous", affects="self",
                         parts=(static_pump(p, power, toughness, per),))


def _enters_with(p: Parser) -> Any:
    """"This creature enters with a +1/+1 counter on it for each <thing>." / "... with X
    +1/+1 counters on it, where X is <count>." / "... with a number of ... equal to
    <count>.": counted as it would enter (CR 614.1c, 614.12)."""
    from tolaria.data.ir import ReplacementSpec, StaticAbility
    if p.accept("x"):
        n: Any = "X"
    elif p.accept("a", "number", "of"):
        n = "N"
    else:
        n = phrases.number(p)
    kind = phrases.counter_kind(p)
    p.expect("counter" if n == 1 else "counters", "on")
    if not (p.accept("it") or p.accept("him") or p.accept("her")):   # "... on him" (201.5)
        p.fail()
    if n == "X":
        p.expect(",", "where", "x", "is")
        q = phrases.quantity(p)
    elif n == "N":
        p.expect("equal", "to")
        q = phrases.quantity(p)
    elif n == 1 and p.at("plus", "an", "additional"):
        q = _plus_additional(p, kind)
    else:
        q = scaled(n, for_each(p))
        if p.at("and", "each"):           # "for each other Zombie you control and each
            p.i += 2                      # Zombie card in your graveyard"
            q = ("sum", q, scaled(n, countable(p, plural=False)))
            p.mark(C_ENTERS_WITH_SUM)
        elif n == 1 and p.at("and", "a"):  # "... and a +1/+1 counter on it for each ..."
            p.expect("and", "a")
            if phrases.counter_kind(p) != kind:
                p.fail()
            p.expect("counter", "on")
            if not (p.accept("it") or p.accept("him") or p.accept("her")):
                p.fail()
            q = ("sum", q, for_each(p))
            p.mark(C_ENTERS_WITH_SUM)
    p.expect(".")
    if not _counted_now(q):
        p.fail()                          # what it would be can't be read yet (a gap)
    p.mark(C_ENTERS_WITH)
    return StaticAbility(kind="replacement", affects="self", replacement=ReplacementSpec(
        "enter", "counters", amount=q, counter=kind))


C_ENTERS_WITH_SUM = construct("quantity.enters_with_sum", "This creature enters with a +1/+1 "
                              "counter on it plus an additional +1/+1 counter on it for each "
                              "<thing> / for each <thing> and each <thing>: 1 plus the count / "
                              "the two counts added, as it would enter (CR 614.1c, 608.2h)")


def _plus_additional(p: Parser, kind: str) -> tuple[Any, ...]:
    """"... a +1/+1 counter on it plus an additional +1/+1 counter on it for each other
    creature you control" (Sheriff of Safe Passage): 1 plus the count."""
    p.expect("plus", "an", "additional")
    if phrases.counter_kind(p) != kind:
        p.fail()
    p.expect("counter", "on", "it")
    p.mark(C_ENTERS_WITH_SUM)
    return ("plus", 1, for_each(p))


def _counted_now(q: Any) -> bool:
    """Can `tolaria.rules.quantities.evaluate` count it (no object's characteristics read)?"""
    from tolaria.data.vocabulary import ZONE_COUNTS
    if q[0] in ("times", "plus"):
        return _counted_now(q[2])
    if q[0] == "sum":
        return all(_counted_now(v) for v in q[1:])
    return q[0] in ZONE_COUNTS and q[0] not in ("counters", "attached", "blocking")


def mana_for_each(p: Parser) -> tuple[Any, ...]:
    """"{T}: Add {G} for each creature you control.": counted as it is activated (a mana
    ability doesn't use the stack, CR 605.3a)."""
    q = for_each(p)
    if not _counted_now(q) and not mana_rules.counted_as_activated(q):
        p.fail()
    p.mark(C_MANA)
    return q


def mana_x(p: Parser) -> tuple[Any, ...]:
    """"Add X mana of any one color, where X is <count>." (after "X mana of any one
    color")."""
    p.expect(",", "where", "x", "is")
    q = phrases.quantity(p)
    if not _counted_now(q) and not mana_rules.counted_as_activated(q):
        p.fail()
    p.mark(C_MANA)
    return q


def cda(p: Parser) -> Any:
    """After the card's name: "'s power and toughness are each equal to <count>.", "'s
    power is equal to <count>." (a characteristic-defining ability, CR 604.3, 613.4a)."""
    from tolaria.data.ir import StaticAbility
    if "Creature" not in p.card.types and "Vehicle" not in p.card.subtypes:
        p.fail()
    p.expect("'s")
    p.scope.it = "self"                      # "... on it": on this permanent
    if p.accept("power", "and", "toughness", "are", "each", "equal", "to"):
        power = toughness = _static_count(p)
    elif p.accept("power", "is", "equal", "to"):
        power, toughness = _static_count(p), None
        if p.accept("and", "its", "toughness", "is", "equal", "to"):
            tok = p.token(3)
            if p.at("that", "number", "plus") and tok is not None and tok.kind == "num":
                p.i += 4                          # "that number plus 1" (Tarmogoyf)
                p.mark(C_ARITHMETIC)
                toughness = ("plus", int(tok.key), power)
            else:
                toughness = _static_count(p)
    elif p.accept("toughness", "is", "equal", "to"):
        power, toughness = None, _static_count(p)
    else:
        p.fail()
    p.expect(".")
    if power == toughness and (power == ("hand", "you") or (
            power[0] == "count" and power[1].controller == "you" and not power[1].other)):
        p.fail()                      # the older reading ("static.cda") has these
    p.mark(C_CDA)
    return StaticAbility(kind="continuous", affects="self", cda=True, parts=(
        layer_effect("7a", "set_pt_quantity", power=power, toughness=toughness),))


def _static_count(p: Parser) -> tuple[Any, ...]:
    """A number a static ability counts continuously: "the number of <things>", "twice
    ...", "1 plus ...", "<count> plus <count>"."""
    if p.accept("twice"):
        p.mark(C_ARITHMETIC)
        return ("times", 2, _static_count(p))
    tok = p.token()
    if tok is not None and tok.kind == "num" and p.peek(1) == "plus":
        p.i += 2
        p.mark(C_ARITHMETIC)
        return ("plus", int(tok.key), _static_count(p))
    if p.accept("your", "life", "total"):            # CR 119.1, 611.3a
        p.mark(C_LIFE_TOTAL)
        return ("life", "you")
    if p.at("your", "devotion", "to"):               # CR 700.5, 611.3a
        return equal_quantity(p)
    if p.at("the", "greatest", "mana", "value") or p.at("the", "total", "mana", "value"):
        return _mana_value_among(p)
    if p.at("the", "life", "paid", "as"):            # CR 614.12, 607.2a
        return _life_paid(p)
    if p.at("the", "number", "of") and p.keys[p.i + 4:p.i + 8] == [
            "sacrificed", "as", "it", "entered"]:
        return _sacrificed_as_entered(p)
    if not p.accept("the", "total", "number", "of"):
        p.expect("the", "number", "of")
        chroma = _chroma(p)
        if chroma is not None:
            return chroma
    q = countable(p, plural=True, static=True)
    if p.at("plus", "the", "number", "of"):
        p.i += 1
        p.mark(C_ARITHMETIC)
        return ("sum", q, _static_count(p))
    return q


def _mana_value_among(p: Parser) -> tuple[Any, ...]:
    """"the greatest mana value among artifacts you control", "the total mana value of
    other creatures you control", counted continuously: mana values, which no layer after
    copying and turning face down changes (CR 202.3, 611.3a, 613.1)."""
    q = equal_quantity(p)
    if q[0] not in ("greatest", "total") or q[1] != "mana_value":
        p.fail()
    return q


def static_where_x(p: Parser, parts: list[Any], self_static: bool = False) -> list[Any]:
    """", where X is <count>" after a static "gets +X/+X": the layer 7c part counts it
    continuously (CR 611.3a). "Other" is other than the source when the ability is about
    the source itself (`self_static`); elsewhere a gap (other than which?)."""
    if not any(_contains(part) for part in parts):
        return parts
    p.expect(",", "where", "x", "is")
    q = _static_count(p)
    if _other(q) and not self_static:
        p.fail()
    out = []
    for part in parts:
        if _contains(part):
            if part.op != "add_pt":
                p.fail()
            part = layer_effect("7c", "add_pt_quantity",
                                power=_substitute(part.get("power"), q),
                                toughness=_substitute(part.get("toughness"), q))
        out.append(part)
    p.mark(C_STATIC_PUMP)
    p.mark(C_WHERE_X)
    return out


C_DOUBLE_PT = construct("effect.double_power", "double target creature's power [and toughness] "
                        "/ the power [and toughness] of target creature until end of turn: "
                        "+X/+0 (+X/+X), X its power (toughness) as it resolves (CR 701.9a-c, "
                        "613.4c)")


def double_power(p: Parser) -> list[Effect]:
    """"Double target creature's power until end of turn." (Mr. Orfeo, the Boulder)."""
    from tolaria.data.ir import effect
    p.expect("double")
    after = p.accept("the", "power")                       # "double the power of target ..."
    both = after and p.accept("and", "toughness")
    if after:
        p.expect("of")
    if p.peek() != "target":
        p.fail()
    ref = phrases.object_ref(p)
    if not isinstance(ref, int) or "Creature" not in (p.scope.targets[ref].objects or
                                                       ObjectFilter()).types:
        p.fail()
    if not after:
        p.expect("'s", "power")
        both = p.accept("and", "toughness")
    p.expect("until", "end", "of", "turn")
    p.mark(C_DOUBLE_PT)
    return [effect("double_pt", target=ref, power=True, toughness=both)]


C_DOUBLE_OWN_PT = construct("effect.double_own_power", "double its power [and toughness] until "
                            "end of turn (it: this creature): +X/+0 (+X/+X), X its power "
                            "(and toughness) as it resolves (CR 701.9b-c)")
C_DOUBLE_EACH_PT = construct("effect.double_each_power", "double the power [and toughness] of "
                             "each [other] creature / <creature type> you control until end "
                             "of turn: each of them by its own values as it resolves (CR "
                             "701.9b-c, 611.2c)")


def double_own_power(p: Parser) -> list[Effect]:
    """"Whenever Grunn attacks alone, double its power and toughness until end of turn."
    (it: this creature)."""
    from tolaria.data.ir import effect
    p.expect("double", "its", "power")
    both = p.accept("and", "toughness")
    p.expect("until", "end", "of", "turn")
    if p.scope.it != "self" or "Creature" not in p.card.types:
        p.fail()
    p.mark(C_DOUBLE_OWN_PT)
    return [effect("double_pt", target="self", power=True, toughness=both)]


C_DOUBLE_NAMED_PT = construct("effect.double_named_power", "Double this creature's / <its "
                              "name>'s / equipped / enchanted creature's power [and "
                              "toughness] until end of turn: +X/+0 (+X/+X), X its values as it "
                              "resolves (CR 701.9b-c, 611.2a)")


def double_named_power(p: Parser) -> list[Effect]:
    """"Double this creature's power and toughness until end of turn." (Reckless
    Amplimancer), "Double Casey Jones's power until end of turn.", "Double equipped
    creature's power until end of turn." (Junk Jet)."""
    from tolaria.data.ir import effect
    p.expect("double")
    if p.at("equipped") or p.at("enchanted"):
        ref = phrases.attached_ref(p)
    elif phrases.self_ref(p):
        if "Creature" not in p.card.types:
            p.fail()
        ref = "self"
    else:
        p.fail()
    p.expect("'s", "power")
    both = p.accept("and", "toughness")
    p.expect("until", "end", "of", "turn")
    p.mark(C_DOUBLE_NAMED_PT)
    return [effect("double_pt", target=ref, power=True, toughness=both)]


def double_each_power(p: Parser) -> list[Effect]:
    """"Double the power and toughness of each creature you control until end of turn."
    (Unnatural Growth)."""
    from tolaria.data.ir import effect
    p.expect("double", "the", "power")
    both = p.accept("and", "toughness")
    p.expect("of", "each")
    other = p.scope.kind != "spell" and p.accept("other")   # not the source (CR 109.4)
    flt, plural = phrases.permanent_description(p)
    if other:
        flt = replace(flt, other=True)
    if not flt.types and flt.subtypes:                    # "each Dragon you control"
        flt = replace(flt, types=frozenset({"Creature"}))
    if plural or flt.types != frozenset({"Creature"}) or flt.controller != "you" or \
            phrases.status_in(flt):
        p.fail()
    p.expect("until", "end", "of", "turn")
    p.mark(C_DOUBLE_EACH_PT)
    return [effect("double_pt_all", filter=flt, power=True, toughness=both)]


C_LIFE_GAINED = construct("quantity.life_you_gained", "Whenever you gain life, ... where X is "
                          "the amount of life you gained: the life gained in that event (CR "
                          "603.2, 608.2h)")


def _after_you_gain_life(p: Parser) -> bool:
    """Is the ability being read a "Whenever you gain life" trigger (its words before)?"""
    keys = p.keys[:p.i]
    return any(keys[k:k + 4] == ["whenever", "you", "gain", "life"] for k in range(len(keys)))


C_EXCESS = construct("quantity.excess_damage", "<source> deals N damage to target creature. "
                     "... the [amount of] excess damage dealt [to that creature] this way: "
                     "the damage it dealt beyond lethal damage, its toughness less the damage "
                     "already marked on it (CR 120.10, 120.6)")


def _excess_damage(p: Parser) -> tuple[Any, ...] | None:
    """"the amount of excess damage dealt to that creature this way", "the excess damage
    dealt this way", read while `Scope.excess`."""
    if not p.scope.excess or not (p.at("the", "amount", "of", "excess") or
                                  p.at("the", "excess")):
        return None
    p.accept("the", "amount", "of") or p.accept("the")
    p.expect("excess", "damage", "dealt")
    p.accept("to", "that", "creature")
    p.expect("this", "way")
    p.mark(C_EXCESS)
    return (EXCESS_DAMAGE,)


def after_damage_excess(p: Parser, before: list[Effect]) -> bool:
    """Whether this sentence, after damage to one target creature, speaks of the excess
    damage dealt this way (CR 120.10)."""
    last = before[-1] if before else None
    if last is None or last.op not in ("damage", "damage_from") or p.scope.excess:
        return False
    index = last.get("target")
    spec = p.scope.targets[index] if type(index) is int else None
    if spec is None or spec.players is not None or spec.objects is None or \
            spec.objects.types != frozenset({"Creature"}):
        return False
    return sentence_says(p, "excess", "damage", "dealt")


def about_excess(p: Parser, before: list[Effect],
                 sentence: Callable[[Parser, list[Effect]], list[Effect]]) -> list[Effect]:
    """The sentence counting the excess damage the damage before it dealt to its target
    creature; that instruction measures it as it resolves (CR 120.10)."""
    from tolaria.data.vocabulary import MEASURE_EXCESS
    p.scope.excess = True
    try:
        found = sentence(p, before)
    finally:
        p.scope.excess = False
    if found[:len(before)] != before or not any(
            counts(e, EXCESS_DAMAGE) for e in found[len(before):]):
        p.fail()
    last = before[-1]
    return before[:-1] + [effect(MEASURE_EXCESS, inner=last, victim=last.get("target"))] + \
        found[len(before):]


C_COST_EXILED = construct("quantity.cost_exiled", "an activated ability whose cost exiles one "
                          "card: the exiled card's power / toughness / mana value, as it "
                          "last existed (CR 602.2b, 608.2h)")


def _cost_exiled(p: Parser) -> tuple[str, str]:
    """"the exiled card's mana value" after "Exile a creature card from your graveyard:"."""
    from tolaria.data.vocabulary import COST_EXILED
    p.expect("the", "exiled", "card", "'s")
    if p.accept("mana", "value"):
        what = "mana_value"
    elif p.accept("power") or p.accept("toughness"):
        what = p.keys[p.i - 1]
    else:
        p.fail()
    p.mark(C_COST_EXILED)
    return (what, COST_EXILED)
