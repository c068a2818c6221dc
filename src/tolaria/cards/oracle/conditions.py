"""Conditions: one condition language for intervening "if"s, riders and "as long as".

`condition_phrase` reads what follows "if" (CR 603.4), "unless" or "as long as"
(CR 611.3a) as a `Condition` (evaluated by `tolaria.rules.conditions`): what you control,
life, cards in hand and graveyards, whose turn it is, the source's status and
counters, what it is attached to, what happened this turn, whether it was cast.
`abilities` uses it for intervening "if"s, `riders` for instructions with a condition
("if", "unless", "instead", "if you do"); other readers (activation and casting
restrictions, costs) use it too. This module also reads static abilities with a
condition (CR 611.3a): "As long as <condition>, <static>", "<static> as long as
<condition>.", "During your turn, <static>", "<this> can't attack unless
<condition>.", "<this> enters with N counters on it if <condition>." Only continuous
effects and restrictions take a condition, and not one the layers would change while
they apply (power, keywords).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.cards.oracle import animation, mana_rules, meld
from tolaria.cards.oracle import keywords as keyword_rules
from tolaria.cards.oracle import ring as ring_rules
from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import (
    C_YOUR_TEAM,
    COLOR_WORDS,
    base_pt,
    description,
    most_of,
    number,
    or_more_less,
    permanent_description,
    pt_change,
    self_ref,
    status_in,
)
from tolaria.data.ir import Condition, ObjectFilter, StaticAbility, condition, layer_effect
from tolaria.data.vocabulary import (
    ABILITY_COST_CHANGE,
    ATTACKED_OR_BLOCKED,
    ATTACKED_WITH,
    CAST_IN_MAIN,
    COST_FLOOR,
    CREATED_TOKEN,
    DAMAGE_AS_INFECT,
    DAMAGE_TO_PLAYER,
    DEALT_TO_PLAYER,
    DEFENDING_CONTROLS,
    DEFENDING_IS,
    DESPITE_DEFENDER,
    DISCARDED,
    EVENT_COUNTERS,
    EVENT_KICKED,
    EVENT_OBJECT,
    EVENT_OBJECT_MATCHES,
    EVENT_PLAYERS_TURN,
    FULL_PARTY,
    HAD_COUNTERS,
    LOYALTY_ACTIVATED,
    LOYALTY_AS_INSTANT,
    LURE,
    MOST,
    NAME_UNSHARED,
    NO_LOSS_FOR_ZERO_LIFE,
    SPELLS_FORBIDDEN,
    UNTAP_LIMIT,
    YOUR_TEAM,
)

C_PREFIX = construct("condition.static_prefix", "As long as <condition>, <static ability>: "
                     "it applies only while the condition is true (CR 611.3a)")
C_SUFFIX = construct("condition.static_suffix", "<static ability> as long as <condition>. "
                     "(CR 611.3a)")
C_DURING = construct("condition.during_your_turn", "During your turn, <static ability> "
                     "(CR 611.3a); \"it's your turn\" as a condition")
C_DURING_OTHERS = construct("condition.during_others_turns", "During turns other than yours, "
                            "<static ability> (CR 611.3a, 500)")
C_DAY_NIGHT = construct("condition.day_night", "it's day / it's night / it's neither day nor "
                        "night (CR 728.1)")
C_CONTROL = construct("condition.control", "you control a/another/N or more/no <description>;"
                      " you don't control a <description>; an opponent / any player / no "
                      "opponent controls a <description> (CR 611.3a, 603.4)")
C_COLORS_AMONG = construct("condition.colors_among", "there are five / N or more colors "
                           "among <permanents you control> (CR 105.1-105.2)")
C_CONTROL_BOTH = construct("condition.control_both", "you control a <X> and a non-<X> <Y> "
                           "(two permanents: no one permanent is both, CR 611.3a, 601.2f)")
C_DEVOTION_LESS = construct("condition.devotion", "your devotion to <colour> [and <colour>] "
                            "is less than N (CR 700.5)")
C_NOT_CREATURE = construct("condition.isnt_a_creature", "As long as <condition>, <this> isn't "
                           "a creature.: it loses the card type (CR 205.1b, 613.1d, 611.3a)")
C_ON_BATTLEFIELD = construct("condition.while_on_battlefield", "As long as <this> is on the "
                             "battlefield, it's a <card type> in addition to its other types.: "
                             "a static ability of a permanent, working only there (CR 113.6, "
                             "205.1b, 613.1d)")
C_HAND = construct("condition.hand", "you have no cards in hand / N or more cards in hand / "
                   "no <type> cards in hand / N or more or less life; your library has no "
                   "cards in it; a library has N or fewer cards in it; each player has no "
                   "cards in hand")
C_GRAVEYARD = construct("condition.graveyard", "there are N or more [<type>] cards in your "
                        "graveyard / N or more card types among cards in your graveyard / a "
                        "graveyard has N or more cards in it (threshold, delirium, CR 205.2a)")
C_SOURCE = construct("condition.source", "this creature / it is attacking [alone], tapped, "
                     "untapped, equipped, enchanted, monstrous, renowned, modified (CR 506.4, "
                     "506.5, 611.3a, 700.9, 701.31b, 702.112b)")
C_THIS_TURN = construct("condition.this_turn", "a creature died / a permanent left the "
                        "battlefield under your control / you attacked / you gained life / "
                        "you've lost life / "
                        "an opponent lost life / you've cast N spells / you've drawn N cards "
                        "/ you [didn't] activate(d) a loyalty ability of a planeswalker this "
                        "turn (CR 603.4, 611.3a, 606.3)")
C_DIED_UNDER = construct("condition.died_under_control", "a creature died under your / an "
                        "opponent's control this turn: the creatures that died, counted by "
                        "who controlled each as it died (CR 700.4, 603.10a, 603.4)")
C_COMPLETED = construct("condition.completed_dungeon", "you've completed a dungeon / you "
                        "haven't completed Tomb of Annihilation (CR 309.7)")
C_OPPONENT = construct("condition.opponent", "an opponent has N or more poison counters / "
                       "cards in their graveyard")
C_EXACTLY = construct("condition.exactly", "you have exactly N cards in hand / you control "
                      "exactly N <permanents>: both bounds on the count (CR 602.5b, 603.4)")
C_AT_LEAST = construct("condition.at_least", "you control at least N <permanents>: a lower "
                      "bound on the count, as \"N or more\" (CR 603.4, 611.3a)")
C_OTHER_THAN_ENTERING = construct(
    "condition.other_than_entering", "Whenever a <X> you control enters, if you control N "
    "other <X>s: the count leaves out the permanent that entered, checked as it triggers "
    "and as it resolves (CR 603.4, 603.6a)")
C_OPPONENT_CONTROLS = construct("condition.opponent_controls", "an opponent controls N or "
                                "more / N or fewer <description>: one opponent's own count "
                                "(CR 611.3a, 603.4, 102.3)")

_STATUS = {"attacking": "attacking", "tapped": "tapped", "untapped": "untapped",
           "blocking": "blocking", "blocked": "blocked",                # CR 509.1g-h
           "equipped": "equipped", "enchanted": "enchanted",
           "monstrous": "monstrous",                                  # CR 701.31b
           "renowned": "renowned",                                    # CR 702.112b
           "saddled": "saddled",                                      # CR 702.171b
           "modified": "modified"}                                    # CR 700.9
# Nouns whose plural is the singular: "a Plains" is one Plains.
_SAME_PLURAL = frozenset({"plains", "merfolk", "kithkin", "sheep", "fish", "moonfolk"})
# CR 110.4: the permanent types ("permanent cards": cards of these types).
_PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land",
                              "Planeswalker"})


def condition_phrase(p: Parser, it_self: bool = False, it_attached: str = "") -> Condition:
    """A condition; `it_self`: "it" names the source ("it's attacking"); `it_attached`:
    "it" names the enchanted/equipped permanent. Read from the words before the next
    comma first: a description could run on into what follows ("you control eight or
    more lands, creatures you control get ...")."""
    found = p.attempt(_to_comma, it_self, it_attached)
    return found if found is not None else _condition_words(p, it_self, it_attached)


def _to_comma(p: Parser, it_self: bool, it_attached: str) -> Condition:
    if "," not in p.keys[p.i:]:
        p.fail()
    comma = p.keys.index(",", p.i)
    sub = Parser(p.tokens[p.i:comma], p.card, p.scope, p.line)
    found = _condition_words(sub, it_self, it_attached)
    sub.end()
    p.used += sub.used
    p.i = comma
    return found


def _condition_words(p: Parser, it_self: bool, it_attached: str) -> Condition:
    split = next((k for k in range(p.i + 1, p.n - 1) if p.keys[k] == "or" and p.keys[k + 1] in (
        "you", "there", "it", "this", "SELF", "if") and p.keys[k - 1] != ","), None)
    if split is not None:                   # "you control a Desert or there is a Desert card"
        first = p.attempt(_before, split, it_self, it_attached)
        if first is not None:
            p.accept("if")                  # "this land entered this turn or if you ..."
            return condition("any", parts=(first, _one(p, it_self, it_attached)))
    if p.scope.kind == "static" and p.at("you", "control") and (
            either := p.attempt(_control_either, it_self, it_attached)) is not None:
        return either
    parts = [_one(p, it_self, it_attached)]
    while p.at("and") and p.peek(1) in ("you", "there", "an", "it", "this", "SELF"):
        p.i += 1
        parts.append(_one(p, it_self, it_attached))
    if len(parts) == 1 and p.at("or") and p.peek(1) in ("you", "there", "it", "this", "SELF"):
        p.i += 1                                  # "you control a Desert or there is ..."
        return condition("any", parts=(parts[0], _one(p, it_self, it_attached)))
    return parts[0] if len(parts) == 1 else condition("all", parts=tuple(parts))


def _control_either(p: Parser, it_self: bool, it_attached: str) -> Condition:
    """"you control another Merfolk or an Island" (Kumena's Speaker): either one; the second
    read as "you control an Island"."""
    start = p.i
    split = next((k for k in range(p.i + 3, p.n - 1) if p.keys[k] == "or"
                  and p.keys[k + 1] in ("a", "an")), None)
    if split is None:
        p.fail()
    whole = p.attempt(_one, it_self, it_attached)   # "a Swamp or a Mountain" read as one
    if whole is not None and p.i > split:           # description (the Verges): that reading
        p.fail()
    p.i = start
    first = _before(p, split, it_self, it_attached)
    sub = Parser(p.tokens[start:start + 2] + p.tokens[split + 1:], p.card, p.scope, p.line)
    second = _one(sub, it_self, it_attached)
    p.used += sub.used
    p.i = split + 1 + sub.i - 2
    if first.op != second.op:
        p.fail()
    p.mark(C_CONTROL_EITHER)
    return condition("any", parts=(first, second))


C_CONTROL_EITHER = construct("condition.control_either", "you control <a/another> <kind> or "
                             "<a> <kind>: either is enough (CR 611.3a)")


def _before(p: Parser, split: int, it_self: bool, it_attached: str) -> Condition:
    """One condition read from the words before `split` only; then past the "or"."""
    sub = Parser(p.tokens[p.i:split], p.card, p.scope, p.line)
    found = _one(sub, it_self, it_attached)
    sub.end()
    p.used += sub.used
    p.i = split + 1
    return found


def _devotion(p: Parser) -> Condition:
    """"your devotion to black is less than five", "... to white and black is less than
    seven" (CR 700.5)."""
    p.expect("your", "devotion", "to")
    colors = {COLOR_WORDS.get(p.next().key)}
    if p.accept("and"):
        colors.add(COLOR_WORDS.get(p.next().key))
    if None in colors:
        p.fail()
    p.expect("is", "less", "than")
    n = number(p)
    p.mark(C_DEVOTION_LESS)
    return condition("devotion", colors=frozenset(colors), at_most=n - 1)


C_TOP_CARD_ABILITIES = construct("static.top_card_abilities", "As long as the top card of your "
                                 "library is a <card>, this creature has all activated "
                                 "abilities of that card. (CR 401.5, 613.1f, 611.3a)")


def _top_card_abilities(p: Parser, text: str) -> Any:
    """"As long as the top card of your library is a Goblin card, this creature has all
    activated abilities of that card." (Conspicuous Snoop): layer 6 (CR 613.1f), the
    card's abilities, "this creature" in them being the permanent that has them."""
    p.expect("as", "long", "as", "the", "top", "card", "of", "your", "library", "is")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = description(p, cards=True)
    if plural or replace(flt, types=frozenset(), subtypes=frozenset(), colors=frozenset(),
                         more=None) != ObjectFilter() or flt == ObjectFilter():
        p.fail()
    p.expect(",")
    if "Creature" not in p.card.types or not self_ref(p):
        p.fail()
    p.expect("has", "all", "activated", "abilities", "of", "that", "card", ".")
    p.mark(C_TOP_CARD_ABILITIES)
    from tolaria.cards.oracle import abilities
    return abilities.Line("static", StaticAbility(
        kind="continuous", affects="self", text=text,
        parts=(layer_effect("6", "add_library_top_abilities"),),
        condition=condition("library_top", filter=flt)))


C_STARTING_LIFE = construct("condition.starting_life", "your life total is greater than [or "
                            "equal to] your starting life total / is less than or equal to "
                            "half your starting life total / you have at least N life more "
                            "than your starting life total (CR 103.4, 119.1)")


def _starting_life(p: Parser) -> Condition:
    """"your life total is greater than your starting life total", "... greater than or
    equal to ...", "... less than or equal to half your starting life total", "you have at
    least 7 life more than your starting life total": bounds on life minus the starting
    life total, or on twice the life minus it (`half`)."""
    half = False
    if p.accept("you", "have", "at", "least"):
        bounds = {"at_least": number(p)}
        p.expect("life", "more", "than")
    else:
        p.expect("your", "life", "total", "is")
        if p.accept("greater", "than", "or", "equal", "to"):
            bounds = {"at_least": 0}
        elif p.accept("greater", "than"):
            bounds = {"at_least": 1}
        else:
            p.expect("less", "than", "or", "equal", "to", "half")
            half, bounds = True, {"at_most": 0}
    p.expect("your", "starting", "life", "total")
    p.mark(C_STARTING_LIFE)
    return condition("starting_life", half=half, **bounds)


C_MOST_LIFE = construct("condition.most_life", "you have the most life or are tied for most "
                        "life: no player has more life than you (CR 119.1)")


def _most_life(p: Parser) -> Condition:
    """"you have the most life or are tied for most life" (Preacher of the Schism)."""
    p.expect("you", "have", "the", "most", "life", "or", "are", "tied", "for", "most", "life")
    p.mark(C_MOST_LIFE)
    return condition("most_life")


def _library_top(p: Parser) -> Condition:
    """"the top card of your library is black": that card's colour, read where it is
    (CR 401.5: it is revealed, or the condition's card is known to the engine alone)."""
    p.expect("the", "top", "card", "of", "your", "library", "is")
    color = COLOR_WORDS.get(p.next().key)
    if color is None:
        p.fail()
    p.mark(C_LIBRARY_TOP)
    return condition("library_top", filter=ObjectFilter(colors=frozenset({color})))


def _one(p: Parser, it_self: bool, it_attached: str = "") -> Condition:
    return p.choice(_this_turn, _more_than, _different_powers, _control_greatest, _control,
                    _starting_life, _life_total_than, _have, _graveyard,
                    _cards_are_in_graveyard,
                    _devotion, _library, _library_top,
                    _your_turn, _opponent, _a_graveyard, _that_player_has,
                    _a_library, _each_player_has, _colors_among,
                    _total_power, _a_player, _on_battlefield, _monarch, _initiative,
                    _day_night, _completed, _defending_controls, _defending_is,
                    _control_commander,
                    _source_was, _counters_there, _had_counters, _spell_kicked,
                    _last_turn,
                    lambda q: _source(q, it_self), _source_power,
                    lambda q: _its_power(q, it_self),
                    lambda q: _cast_it(q, it_self), _cast_in_main,
                    lambda q: _entered_itself(q, it_self), _entered_from_graveyard, _name_unshared,
                    lambda q: _attached_is(q, it_attached),
                    lambda q: mana_rules.spent_condition(q, it_self),
                    keyword_rules.tribute_unpaid,                         # CR 702.104b
                    keyword_rules.escaped,                                # CR 702.138b
                    keyword_rules.bargained,                              # CR 702.166b
                    keyword_rules.gift_promised,                          # CR 702.174a
                    _starting_player,                                     # CR 103.1
                    keyword_rules.void_condition,                        # (warp's reminder)
                    keyword_rules.alternative_cost_paid,                  # CR 702.117a
                    ring_rules.bearer_condition,                          # CR 701.52e
                    keyword_rules.city_blessing,                          # CR 702.131c
                    lambda q: animation.source_type(q, it_self),          # CR 205.2
                    meld.pair_condition,                                  # CR 712.4a
                    _most_life,                                           # CR 119.1
                    _x_is,                                                # CR 107.3
                    _vote_won,                                            # CR 701.32a
                    _revealed_top_is,                                     # CR 701.16a
                    _most_common_color,                                   # CR 105.2
                    lambda q: _attached_status(q, it_attached),           # CR 506.4
                    lambda q: _attached_counter(q, it_attached),          # CR 122.1
                    _card_in_graveyard, _opponent_poisoned,               # CR 404, 122.1f
                    _owns_exiled, _one_on_battlefield,                    # CR 406, 110.1
                    _attached_has,                                        # CR 702
                    _most,                                                # CR 603.4
                    _full_party,                                          # CR 700.8
                    _during_last_turn,                                    # CR 603.4
                    _their_turn,
                    lambda q: _devoured_a_creature(q, it_self),          # CR 702.82b
                    _event_had_power,
                    _event_counters,                                      # CR 122.1
                    _event_was,                                           # CR 603.10a
                    _source_had_power)                                    # CR 603.10a


C_EVENT_HAD_POWER = construct("condition.event_had_power", "When <creature> dies, ... If the / "
                              "that creature had power / toughness N or greater / N or less, "
                              "...: the creature as it last existed on the battlefield "
                              "(CR 603.10a, 608.2h)")


def _event_had_power(p: Parser) -> Condition:
    """"If the creature had power 4 or greater" in "Whenever <creature> dies, ..." (Anax,
    Hardened in the Forge): the creature that died, its last known power (`("power",
    "event")`), compared as the ability resolves."""
    head = p.line.lower().split(",")[0].split()           # the trigger event's words
    if p.scope.kind != "triggered" or p.scope.event_subject not in ("object", "self") or \
            head[:1] not in (["when"], ["whenever"]) or head[-1:] != ["dies"]:
        p.fail()
    if not p.accept("the", "creature"):
        p.expect("that", "creature")
    p.expect("had")
    what, op, n = _stat_compared(p, None)
    p.mark(C_EVENT_HAD_POWER)
    return condition("compared", left=(what, "event"), compare=op, right=n)


C_DEVOURED = construct("condition.devoured", "if it devoured a creature: it sacrificed one "
                       "or more for its devour ability as it entered (CR 702.82b)")


def _devoured_a_creature(p: Parser, it_self: bool) -> Condition:
    """"This creature has flying and trample if it devoured a creature." (CR 702.82b)"""
    from tolaria.data.vocabulary import DEVOURED
    if not (it_self or p.scope.it == "self"):
        p.fail()
    p.expect("it", "devoured", "a", "creature")
    p.mark(C_DEVOURED)
    return condition(DEVOURED)


C_MOST_COMMON_COLOR = construct("condition.most_common_color", "<colour> is the most common "
                                "color among all permanents or is tied for most common: no "
                                "other colour is among more permanents (CR 105.2)")


def _most_common_color(p: Parser) -> Condition:
    """"black is the most common color among all permanents or is tied for most common"
    (Goham Djinn): each permanent counts once for each of its colours."""
    color = COLOR_WORDS.get(p.next().key)
    if color is None:
        p.fail()
    p.expect("is", "the", "most", "common", "color", "among", "all", "permanents", "or", "is",
             "tied", "for", "most", "common")
    p.mark(C_MOST_COMMON_COLOR)
    return condition("most_common_color", color=color)


C_X_IS = construct("condition.x_is", "X is N or more / greater, in a spell with {X} in its "
                   "cost: the spell's X, checked as the instruction would happen (CR 107.3, "
                   "608.2c)")


def _x_is(p: Parser) -> Condition:
    """"If X is 5 or more, ..." (Martial Coup): the spell's X (CR 107.3)."""
    if not (p.scope.kind == "spell" and p.card.x_cost) or p.scope.entering_x:
        p.fail()
    p.expect("x", "is")
    n = number(p)
    if not isinstance(n, int) or not (p.accept("or", "more") or p.accept("or", "greater")):
        p.fail()
    p.mark(C_X_IS)
    return condition("compared", left="X", compare=">=", right=n)


def _revealed_top_is(p: Parser) -> Condition:
    """"it's a creature or land card" about the top card just revealed (`Scope.top_revealed`):
    its card types, subtypes and colors, read where it is (CR 401.5, 608.2c)."""
    from tolaria.cards.oracle.library import C_REVEAL_TOP_IF
    if not p.scope.top_revealed:
        p.fail()
    p.expect("it", "'s")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = description(p, cards=True)
    if plural or flt != ObjectFilter(types=flt.types, subtypes=flt.subtypes) or (
            flt.types and flt.subtypes) or not (flt.types or flt.subtypes):
        p.fail()                          # (what `top_card_is` reads: either kind, alone)
    p.mark(C_REVEAL_TOP_IF)
    return condition("library_top", filter=flt)


def _vote_won(p: Parser) -> Condition:
    """"If death gets more votes, ..." after a vote of two words (CR 701.32a-b)."""
    if not p.scope.vote_words:
        p.fail()
    from tolaria.cards.oracle.choices import vote_won
    return vote_won(p)


C_THEIR_TURN = construct("condition.event_players_turn", "Whenever a player casts a spell, if "
                         "it's [not] their turn: whether the turn is the caster's (CR 500, "
                         "603.4)")


def _their_turn(p: Parser) -> Condition:
    """"if it's not their turn" after "Whenever a player casts a spell": the caster's
    (CR 601.2, 603.4)."""
    if p.scope.kind != "triggered" or p.scope.event != "cast" or \
            p.scope.event_subject not in ("", "object"):
        p.fail()
    p.expect("it", "'s")
    negative = p.accept("not")
    p.expect("their", "turn")
    p.mark(C_THEIR_TURN)
    return condition(EVENT_PLAYERS_TURN, negative=negative)


def _bounds(p: Parser) -> dict[str, int]:
    """"N or more" / "N or fewer" / "N or less" / "no" / "exactly N": bounds on a count."""
    if p.accept("no"):
        return {"at_most": 0}
    if p.accept("exactly"):                                  # "exactly seven cards"
        n = number(p)
        p.mark(C_EXACTLY)
        return {"at_least": n, "at_most": n}
    if p.accept("at", "least"):                              # "at least five"
        n = number(p)
        p.mark(C_AT_LEAST)
        return {"at_least": n}
    n = number(p)
    if p.accept("or", "more"):
        return {"at_least": n}
    if p.accept("or", "fewer") or p.accept("or", "less"):
        return {"at_most": n}
    p.fail()


C_OPPONENTS_CONTROL_NO = construct("condition.opponents_control_no", "your opponents control "
                                   "no <permanents>: none among all your opponents' "
                                   "(CR 102.3, 603.4)")


def _control(p: Parser) -> Condition:
    """"you control an artifact", "you control another Wizard", "you control three or more
    artifacts", "you control no creatures", "an opponent controls a Swamp", "your team
    controls another Warrior" (you and your teammates together, CR 102.4)."""
    one_or_more = False
    if p.accept("an", "opponent", "controls"):
        whose, bounds, other = "opponent", {"at_least": 1}, False
        if not (p.accept("a") or p.accept("an")):
            return _opponent_controls(p)   # "four or more": one opponent's (multiplayer)
    elif p.accept("your", "opponents", "control", "no"):     # none among them all
        whose, bounds, other = "opponent", {"at_most": 0}, False
        p.mark(C_OPPONENTS_CONTROL_NO)
    elif p.at("any", "player", "controls") or p.at("no", "opponent", "controls"):
        anyone = p.next().key == "any"     # "any player controls a black permanent", "no
        p.i += 2                           # opponent controls a creature" (CR 611.3a)
        whose, bounds, other = (None, {"at_least": 1}, False) if anyone else (
            "opponent", {"at_most": 0}, False)
        if not (p.accept("a") or p.accept("an")):
            p.fail()
    else:
        none = p.at("you", "don't", "control", "a") or p.at("you", "don't", "control", "an")
        if p.accept("your", "team", "controls"):
            whose = YOUR_TEAM
            p.mark(C_YOUR_TEAM)
        elif p.at("you", "don't", "control", "a") or p.at("you", "don't", "control", "an"):
            p.i += 4                                 # "you don't control a creature named
            whose = "you"                            # Mowu": none of them
        else:
            p.expect("you", "control")
            whose = "you"
        if none:
            bounds, other = {"at_most": 0}, False
        elif (other := p.accept("another")) or p.at("a") or p.at("an"):
            if not other:
                p.i += 1
            bounds = {"at_least": 1}
        else:
            one_or_more = p.at("one", "or", "more")
            bounds = _bounds(p)
            other = p.accept("other")            # "two or more other lands": not this one
    flt, plural = _controlled(p)
    if flt.controller is not None:
        p.fail()
    if p.at("that"):
        flt = _counted_this_turn(p, flt)
    if whose == "you" and p.accept("you", "don't", "own"):
        flt = replace(flt, unowned=True)                 # CR 108.3
        p.mark(C_CONTROL_UNOWNED)
    if not other and p.at("other", "than"):       # "a red permanent other than Ajani":
        p.i += 2                                  # not the source itself (CR 109.5)
        if not self_ref(p):
            p.fail()
        other = True
    one = bounds == {"at_least": 1}
    singular = (one and not one_or_more) or bounds == {
        "at_least": 1, "at_most": 1}           # "exactly one creature"; "one or more Eggs"
    if plural == singular and bounds != {"at_most": 0} and not (
            one and p.tokens[p.i - 1].key in _SAME_PLURAL):
        p.fail()
    p.mark(C_CONTROL)
    found = condition("control", filter=replace(flt, controller=whose,
                                                other=other or flt.other), **bounds)
    if one and whose == "you" and p.at("and") and p.peek(1) in ("a", "an") and p.peek(
            2) != "opponent":
        return _and_another(p, found, flt)
    return found


def other_than_entering(p: Parser, cond: Condition, events: list[dict[str, Any]]
                        ) -> Condition:
    """"Whenever a Mountain you control enters, if you control at least five other
    Mountains" (Valakut): "other" is other than the Mountain that entered, the same noun as
    the event's (CR 603.4, 603.6a); the count reads the event (`besides` EVENT_OBJECT).
    Any other "other" in such a trigger's condition is left as this object's."""
    if cond.op != "control" or len(events) != 1 or events[0]["event"] != "enters":
        return cond
    flt, entering = cond.get("filter"), events[0].get("filter")
    if not flt.other or entering is None or entering.other or (
            flt.types, flt.subtypes, flt.controller) != (
            entering.types, entering.subtypes, entering.controller):
        return cond
    p.mark(C_OTHER_THAN_ENTERING)
    params = dict(cond.params) | {"filter": replace(flt, other=False),
                                  "besides": EVENT_OBJECT}
    return condition("control", **params)


def _and_another(p: Parser, first: Condition, flt: ObjectFilter) -> Condition:
    """"you control a Human creature and a non-Human creature": both, read only where no
    one permanent could be both (its subtype or type is the other's "non-")."""
    p.i += 2
    second, plural = _controlled(p)
    if plural or second.controller is not None or not (
            flt.subtypes & second.not_subtypes or flt.not_subtypes & second.subtypes
            or flt.types & second.not_types or flt.not_types & second.types):
        p.fail()
    p.mark(C_CONTROL_BOTH)
    return condition("all", parts=(first, condition("control", filter=replace(
        second, controller="you"), at_least=1)))


def _opponent_controls(p: Parser) -> Condition:
    """"an opponent controls four or more lands" (after "controls"): some one opponent's
    permanents meet the bounds, not all opponents' together (CR 102.3)."""
    bounds = _bounds(p)
    flt, plural = _controlled(p)
    if flt.controller is not None or flt.other or not plural or bounds == {"at_most": 0}:
        p.fail()
    p.mark(C_OPPONENT_CONTROLS)
    return condition("opponent_controls", filter=flt, **bounds)


C_MORE_CARDS = construct("condition.opponent_more_cards", "an opponent has more cards in hand "
                         "than you: some one opponent's hand is bigger (CR 402.1, 102.3)")


def _more_than(p: Parser) -> Condition:
    """"an opponent controls more lands than you", "you have more life than an opponent",
    "an opponent has more life than you" (compared with each opponent in turn); "you have
    less life than an opponent" and "you control fewer creatures than an opponent" are the
    same comparisons seen from the other side."""
    if p.accept("you", "have", "more", "life", "than", "an", "opponent"):
        p.mark(C_OPPONENT)
        return condition("life_compare", more="you")
    if p.accept("you", "have", "less", "life", "than", "an", "opponent"):
        p.mark(C_OPPONENT)
        return condition("life_compare", more="opponent")
    if p.accept("you", "control", "fewer"):
        flt = _compared_permanents(p)
        p.expect("than", "an", "opponent")
        p.mark(C_OPPONENT)
        return condition("opponent_more", filter=flt)
    p.expect("an", "opponent")
    if p.accept("has", "more", "life", "than", "you"):
        p.mark(C_OPPONENT)
        return condition("life_compare", more="opponent")
    if p.accept("has", "more", "cards", "in", "hand", "than", "you"):
        p.mark(C_MORE_CARDS)                              # CR 402.1
        return condition("life_compare", more="opponent", of="hand")
    p.expect("controls", "more")
    flt = _compared_permanents(p)
    p.expect("than", "you")
    p.mark(C_OPPONENT)
    return condition("opponent_more", filter=flt)


def _compared_permanents(p: Parser) -> ObjectFilter:
    """The plural noun of "more lands than you" / "fewer creatures than an opponent"."""
    flt, plural = permanent_description(p)
    if not plural or flt.controller is not None or flt.other or status_in(flt):
        p.fail()
    return flt


C_MOST = construct("condition.most", "a player has more life / cards in hand than each other "
                   "player, a player / that player controls more <permanents> than each "
                   "other player: one player has more than each other (CR 603.4)")


def _most(p: Parser) -> Condition:
    """"a player has more life than each other player", "that player controls more lands
    than each other player" (in a trigger about a player: that one, CR 603.2)."""
    if p.accept("a", "player"):
        who = None
    elif p.scope.kind == "triggered" and p.scope.event_subject == "player" and p.accept(
            "that", "player"):
        who = "event"
    else:
        p.fail()
    what, flt = most_of(p, "more")
    p.expect("than", "each", "other", "player")
    p.mark(C_MOST)
    extra = ({"filter": flt} if flt is not None else {}) | ({"who": who} if who else {})
    return condition(MOST, what=what, **extra)


C_FULL_PARTY = construct("condition.full_party", "you have a full party: one each of "
                         "Cleric, Rogue, Warrior and Wizard among your creatures (CR 700.8)")


def _full_party(p: Parser) -> Condition:
    """"you have a full party"."""
    p.expect("you", "have", "a", "full", "party")
    p.mark(C_FULL_PARTY)
    return condition(FULL_PARTY)


C_LAST_TURN = construct("condition.last_turn", "no spells were cast last turn / a player cast "
                        "N or more spells last turn (the turn before this one)")


def _last_turn(p: Parser) -> Condition:
    """"no spells were cast last turn", "a player cast two or more spells last turn": the
    spells cast in the previous turn, by anyone / by one player."""
    if p.accept("no", "spells", "were", "cast"):
        found = condition("last_turn_casts", total_at_most=0)
    else:
        p.expect("a", "player", "cast")
        n = number(p)
        p.expect("or", "more", "spells")
        found = condition("last_turn_casts", one_at_least=n)
    p.expect("last", "turn")
    p.mark(C_LAST_TURN)
    return found


C_DURING_LAST_TURN = construct("condition.during_last_turn", "you / an opponent lost life "
                               "last turn, you had another creature you control enter last "
                               "turn: the facts of the previous turn (CR 603.4, 119.3)")


def _during_last_turn(p: Parser) -> Condition:
    """"if you lost life last turn" (First Response), "if an opponent lost life last turn",
    "if you had another creature you control enter last turn" (Ephara)."""
    found = p.choice(_life_changed, _entered)
    p.expect("last", "turn")
    if found.op != "this_turn" or found.get("fact") == "gained":
        p.fail()
    p.mark(C_DURING_LAST_TURN)
    return condition("this_turn", **dict(found.params), last=True)


def _day_night(p: Parser) -> Condition:
    """"it's day", "it's night", "it's neither day nor night" (CR 728.1)."""
    p.expect("it", "'s")
    if p.accept("neither", "day", "nor", "night"):
        which = "neither"
    elif p.at("day") or p.at("night"):
        which = p.next().key
    else:
        p.fail()
    p.mark(C_DAY_NIGHT)
    return condition("day_night", which=which)


C_CONTROL_COMMANDER = construct("condition.control_commander", "you control a commander: a "
                                "commander (anyone's) is a permanent you control (CR 903.3)")

C_CONTROL_YOUR_COMMANDER = construct("condition.control_your_commander", "you control your "
                                     "commander (lieutenant): a commander you own is a "
                                     "permanent you control (CR 903.3)")


def _control_commander(p: Parser) -> Condition:
    """"you control a commander" (Fierce Guardianship; CR 903.3); "you control your
    commander" (lieutenant): a commander you own (CR 903.3)."""
    p.expect("you", "control")
    if p.accept("your", "commander"):
        p.mark(C_CONTROL_YOUR_COMMANDER)
        return condition("control_commander", own=True)
    p.expect("a", "commander")
    p.mark(C_CONTROL_COMMANDER)
    return condition("control_commander")


C_STARTING_PLAYER = construct("condition.starting_player", "you were / weren't / aren't the "
                              "starting player: the player who took the game's first turn "
                              "(CR 103.1)")


def _starting_player(p: Parser) -> Condition:
    """"you were the starting player", "you weren't / aren't / 're not the starting
    player" (CR 103.1)."""
    p.expect("you")
    negated = p.accept("weren't") or p.accept("aren't") or p.accept("'", "re", "not") or \
        p.accept("were", "not")
    if not negated and not p.accept("were"):
        p.fail()
    p.expect("the", "starting", "player")
    p.mark(C_STARTING_PLAYER)
    found = condition("starting_player")
    return condition("not", part=found) if negated else found


def _monarch(p: Parser) -> Condition:
    """"you're the monarch", "an opponent is the monarch" (CR 722)."""
    if p.accept("an", "opponent", "is", "the", "monarch"):
        p.mark(C_OPPONENT_MONARCH)
        return condition("monarch", who="opponent")
    p.expect("you", "'", "re", "the", "monarch")
    p.mark(C_OPPONENT)
    return condition("monarch")


C_OPPONENT_MONARCH = construct("condition.opponent_monarch", "an opponent is the monarch "
                               "(CR 722.1)")


C_INITIATIVE = construct("condition.initiative", "you have the initiative: you are the "
                         "player who has it (CR 723.1)")


def _initiative(p: Parser) -> Condition:
    """"you have the initiative" (CR 723.1)."""
    p.expect("you", "have", "the", "initiative")
    p.mark(C_INITIATIVE)
    return condition("initiative")


def _completed(p: Parser) -> Condition:
    """"you've completed a dungeon" / "you haven't completed Tomb of Annihilation" (CR
    309.7: as the dungeon card is removed from the game)."""
    from tolaria.cards.dungeons import DUNGEONS
    p.expect("you")
    have = p.accept("'", "ve")
    if not have:
        p.expect("haven't")
    p.expect("completed")
    name = ""
    if not p.accept("a", "dungeon"):
        name = next((n for n in DUNGEONS if p.accept(*n.lower().split())), "")
        if not name:
            p.fail()
    p.mark(C_COMPLETED)
    found = condition("completed_dungeon", name=name)
    return found if have else condition("not", part=found)


def _different_powers(p: Parser) -> Condition:
    """"you control three or more creatures with different powers" (not for static
    abilities: the layers change power)."""
    p.expect("you", "control")
    n = number(p)
    p.expect("or", "more", "creatures", "with", "different", "powers")
    p.mark(C_CONTROL)
    return condition("different_powers", at_least=n)


C_GREATEST = construct("condition.control_greatest", "you control the <creature / artifact> "
                       "with the greatest <power / toughness / mana value> or tied for the "
                       "greatest <same>: among all such permanents on the battlefield "
                       "(CR 603.4, 208.1, 202.3)")
_GREATEST = {"creature": ("Creature", ("power",), ("toughness",)),
             "artifact": ("Artifact", ("mana", "value"))}


def _control_greatest(p: Parser) -> Condition:
    """"you control the artifact with the greatest mana value or tied for the greatest mana
    value", "... the creature with the greatest power or tied for the greatest power" (not
    for static abilities: the layers change power and toughness)."""
    p.expect("you", "control", "the")
    kind = _GREATEST.get(p.next().key)
    if kind is None:
        p.fail()
    p.expect("with", "the", "greatest")
    what = next((words for words in kind[1:] if p.accept(*words)), None)
    if what is None:
        p.fail()
    p.expect("or", "tied", "for", "the", "greatest", *what)
    p.mark(C_GREATEST)
    return condition("control_greatest", filter=ObjectFilter(types=frozenset({kind[0]})),
                     what="_".join(what))


def _total_power(p: Parser) -> Condition:
    """"creatures you control have total power 8 or greater" (not for static abilities:
    the layers change power)."""
    if p.at("you", "attacked", "with", "creatures", "with", "total", "power"):
        return _attacked_total_power(p)
    p.expect("creatures", "you", "control", "have", "total", "power")
    n = number(p)
    p.expect("or", "greater")
    p.mark(C_CONTROL)
    return condition("total_power", at_least=n)


C_ON_BATTLEFIELD_COUNT = construct("condition.on_battlefield_count", "no <permanents> are on "
                                   "the battlefield / there are N or more / no <permanents> "
                                   "on the battlefield: every player's (CR 603.4, 110.1)")


def _on_battlefield(p: Parser) -> Condition:
    """"no creatures are on the battlefield", "there are four or more creatures on the
    battlefield", "there are no Zombies on the battlefield": permanents of any controller."""
    there = p.accept("there", "are")
    if there:
        bounds = _bounds(p)
    else:
        p.expect("no")
        bounds = {"at_most": 0}
    flt, plural = _controlled(p)
    if not plural or flt.controller is not None or flt.other or status_in(
            replace(flt, token=None)):
        p.fail()
    if not there:
        p.expect("are")
    p.expect("on", "the", "battlefield")
    p.mark(C_ON_BATTLEFIELD_COUNT)
    return condition("control", filter=flt, **bounds)       # "Reflection tokens" (CR 111.1)


def _one_on_battlefield(p: Parser) -> Condition:
    """"there is a Mountain on the battlefield" (Glacial Crasher), "an enchantment is on
    the battlefield" (Wirecat): one or more such permanents, anyone's (CR 110.1)."""
    there = p.accept("there", "is")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = _controlled(p)
    if plural or flt.controller is not None or flt.other or status_in(flt):
        p.fail()
    if not there:
        p.expect("is")
    p.expect("on", "the", "battlefield")
    p.mark(C_ON_BATTLEFIELD_COUNT)
    return condition("control", filter=flt, at_least=1)


C_ATTACKED_POWER = construct("condition.attacked_total_power", "Whenever this creature attacks, "
                             "if you attacked with creatures with total power N or greater "
                             "this combat (pack tactics): the attackers as they were declared, "
                             "checked as it triggers (CR 508.1, 603.2)")


def _attacked_total_power(p: Parser) -> Condition:
    """Pack tactics: the total power of the creatures declared as attackers, which are the
    attacking creatures as the ability triggers (CR 508.1, 603.2); that is about the
    declaration, so it isn't counted again as it resolves."""
    if p.scope.kind != "triggered" or p.scope.event != "attacks" or p.scope.it != "self":
        p.fail()
    p.expect("you", "attacked", "with", "creatures", "with", "total", "power")
    n = number(p)
    p.expect("or", "greater", "this", "combat")
    p.mark(C_ATTACKED_POWER)
    return condition("total_power", at_least=n, attacking=True, on_trigger=True)


C_DEFENDING_CONTROLS = construct("condition.defending_controls", "Whenever this creature "
                                 "attacks, if defending player controls no / N or more "
                                 "<permanents>: the player it attacks, as it triggers and as "
                                 "it resolves (CR 506.2, 603.4)")


def _defending_controls(p: Parser) -> Condition:
    """"if defending player controls no Walls" in this creature's attack trigger."""
    if p.scope.kind != "triggered" or p.scope.event != "attacks" or p.scope.it != "self":
        p.fail()
    p.expect("defending", "player", "controls")
    bounds = _bounds(p) if not (p.at("a") or p.at("an")) else {"at_least": 1}
    if bounds == {"at_least": 1}:
        p.i += 1
    flt, plural = _controlled(p)
    if flt.controller is not None or flt.other or plural == (bounds == {"at_least": 1}) and \
            bounds != {"at_most": 0}:
        p.fail()
    p.mark(C_DEFENDING_CONTROLS)
    return condition(DEFENDING_CONTROLS, filter=flt, **bounds)


C_DEFENDING_IS = construct("condition.defending_is", "Whenever this creature attacks, if "
                           "defending player is poisoned / has N or fewer / N or more cards "
                           "in hand / has more cards in hand than you / controls more "
                           "<permanents> than you: the player it attacks, as it triggers and "
                           "as it resolves (CR 506.2, 603.4, 122.1f)")


def _defending_is(p: Parser) -> Condition:
    """"if defending player is poisoned" (Septic Rats), "has two or fewer cards in hand"
    (Reaper of Night), "controls more lands than you" (Aerial Surveyor) in this creature's
    attack trigger."""
    if p.scope.kind != "triggered" or p.scope.event != "attacks" or p.scope.it != "self":
        p.fail()
    p.expect("defending", "player")
    if p.accept("is", "poisoned"):
        found = condition(DEFENDING_IS, test="poisoned")              # CR 122.1f
    elif p.accept("controls", "more"):
        flt = _compared_permanents(p)
        p.expect("than", "you")
        found = condition(DEFENDING_IS, test="more", filter=flt)
    elif p.accept("has", "more", "cards", "in", "hand", "than", "you"):
        found = condition(DEFENDING_IS, test="hand_more")
    else:
        p.expect("has")
        n = number(p)
        bound = {"fewer": "at_most", "more": "at_least"}.get(p.peek(1) or "")
        if p.peek() != "or" or bound is None:
            p.fail()
        p.i += 2
        p.expect("cards", "in", "hand")
        found = condition(DEFENDING_IS, test="hand", **{bound: n})
    p.mark(C_DEFENDING_IS)
    return found


def _a_player(p: Parser) -> Condition:
    """"a player has 13 or less life"."""
    p.expect("a", "player", "has")
    n = number(p)
    p.expect("or", "less", "life")
    p.mark(C_OPPONENT)
    return condition("any_life", at_most=n)


C_CONTROL_THIS_TURN = construct("condition.control_this_turn", "you control a/N or more "
                                "<description> that attacked / attacked or blocked / was "
                                "dealt damage / dealt damage this turn: counted with the "
                                "turn's record (CR 508.1, 509.1, 120.3, 603.4, 611.3a)")


C_CONTROL_UNOWNED = construct("condition.control_unowned", "you control N or more "
                              "<permanents> you don't own: their owner is another player "
                              "(CR 108.3, 603.4)")


def _counted_this_turn(p: Parser, flt: ObjectFilter) -> ObjectFilter:
    """"a creature with a +1/+1 counter on it that attacked this turn" (Warrior's Resolve):
    the permanents counted have that status in the turn's record
    (`tolaria.rules.layers.turn_record_matches`)."""
    from tolaria.cards.oracle.added_phases import attacked_this_turn
    from tolaria.cards.oracle.targeting import damage_status
    if flt.this_turn:
        return flt
    found = attacked_this_turn(p, flt)
    if not found.this_turn:
        found = damage_status(p, flt)
    if found.this_turn:
        p.mark(C_CONTROL_THIS_TURN)
    return found


def _controlled(p: Parser) -> tuple[ObjectFilter, bool]:
    """A description of permanents, also "token(s)" and "white or black permanent"."""
    if p.accept("token") or p.accept("tokens"):
        return ObjectFilter(token=True), p.tokens[p.i - 1].key == "tokens"
    colors: frozenset[str] = frozenset()
    if p.peek() in COLOR_WORDS and p.peek(1) == "or" and p.peek(2) in COLOR_WORDS:
        colors = frozenset({COLOR_WORDS[p.peek()], COLOR_WORDS[p.peek(2)]})
        p.i += 3
    flt, plural = permanent_description(p)
    if colors:
        if flt.colors:
            p.fail()
        flt = replace(flt, colors=colors, more=None)      # `more` computed again
    return flt, plural


C_LIFE_TOTAL_THAN = construct("condition.life_total_than", "your life total is less than N / "
                              "greater than N: bounds on your life total (CR 119.1, 603.4)")


def _life_total_than(p: Parser) -> Condition:
    """"if your life total is less than 7" (Elderscale Wurm)."""
    p.expect("your", "life", "total", "is")
    less = p.accept("less", "than")
    if not less:
        p.expect("greater", "than")
    n = number(p)
    if p.at("or") or p.at("your"):
        p.fail()
    p.mark(C_LIFE_TOTAL_THAN)
    return condition("life", at_most=n - 1) if less else condition("life", at_least=n + 1)


C_HAND_MORE = construct("condition.hand_library", "you have a card in hand / N cards in your "
                        "hand / N or more cards in your library (CR 402, 401)")


def _have(p: Parser) -> Condition:
    """"you have no cards in hand", "you have seven or more cards in hand", "you have 5 or
    less life", "you have 30 or more life", "you have seven or more cards in your
    graveyard"."""
    p.expect("you", "have")
    start = p.i
    if p.accept("more", "cards", "in", "hand", "than", "each", "opponent"):
        p.mark(C_HAND)
        return condition("hand_most")
    if p.accept("a", "card", "in", "hand"):              # "you have a card in hand"
        p.mark(C_HAND_MORE)
        return condition("hand", at_least=1)
    bounds = _bounds(p)
    if p.accept("cards", "in", "your", "library"):      # "200 or more cards in your library"
        p.mark(C_HAND_MORE)
        return condition("library", **bounds)
    if p.accept("cards", "in", "your", "hand"):         # "exactly thirteen cards in your hand"
        p.mark(C_HAND_MORE)
        return condition("hand", **bounds)
    if bounds == {"at_least": 2} and p.accept("opponents"):
        p.mark(C_OPPONENT)
        return condition("opponents", **bounds)                  # CR 102.3 (multiplayer)
    if p.accept("cards", "in", "hand") or (bounds == {"at_least": 1} and p.accept(
            "card", "in", "hand")):
        p.mark(C_HAND)
        return condition("hand", **bounds)
    if not p.at("life"):                  # "you have no land cards in hand" (Land Grant)
        flt = _cards(p, plural=bounds != {"at_least": 1})
        if p.accept("in", "your", "graveyard"):        # "you have seven or more cards in
            p.mark(C_GRAVEYARD)                        # your graveyard" (Search for Azcanta)
            return condition("graveyard", **bounds) if flt is None else condition(
                "graveyard", filter=flt, **bounds)
        p.expect("in", "hand")
        if flt is None:
            p.fail()
        p.mark(C_HAND)
        return condition("hand", filter=flt, **bounds)
    p.expect("life")
    if bounds.get("at_most") == 0 and p.keys[start] == "no":
        p.fail()                                 # "0 or less life" is read (CR 119.6)
    p.mark(C_HAND)
    return condition("life", **bounds)


def _that_player_has(p: Parser) -> Condition:
    """"that player has one or fewer cards in hand", in a trigger about a player ("At the
    beginning of each opponent's upkeep, if that player ..."): that player's hand
    (CR 603.4)."""
    if p.scope.kind != "triggered" or p.scope.event_subject != "player":
        p.fail()
    if p.at("that", "player", "controls"):
        return _that_player_controls(p)
    p.expect("that", "player", "has")
    bounds = _bounds(p)
    if "at_most" in bounds and bounds["at_most"] > 0 and p.accept("life"):
        p.mark(C_THAT_PLAYER)                      # "that player has 5 or less life"
        return condition("life", who="event", **bounds)
    if not (p.accept("cards", "in", "hand") or bounds == {"at_least": 1} and p.accept(
            "card", "in", "hand")):
        p.fail()
    p.mark(C_HAND)
    return condition("hand", who="event", **bounds)


C_THAT_PLAYER = construct("condition.that_player", "in a trigger at the beginning of a "
                          "player's step: that player has N or less life / controls a "
                          "<permanent> (CR 603.2, 603.4)")


def _that_player_controls(p: Parser) -> Condition:
    """"that player controls a Plains": the player whose step it is (CR 603.4)."""
    p.expect("that", "player", "controls")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = _controlled(p)
    if (plural and p.tokens[p.i - 1].key not in _SAME_PLURAL) or flt.controller is not None \
            or flt.other:
        p.fail()
    p.mark(C_THAT_PLAYER)
    return condition("control", filter=replace(flt, controller="you"), who="event",
                     at_least=1)


def _library(p: Parser) -> Condition:
    """"your library has no cards in it", "there are no cards in your library" (CR 401)."""
    if not p.accept("there", "are", "no", "cards", "in", "your", "library"):
        p.expect("your", "library", "has", "no", "cards", "in", "it")
    p.mark(C_HAND)
    return condition("library", at_most=0)


C_FEWER_THAN = construct("condition.fewer_than", "there are fewer than N [<type>] cards in "
                        "your graveyard: at most N-1 (CR 603.4)")


def _cards_are_in_graveyard(p: Parser) -> Condition:
    """"twenty or more creature cards are in your graveyard"."""
    n = number(p)
    p.expect("or", "more")
    flt = _cards(p, plural=True)
    p.expect("are", "in", "your", "graveyard")
    p.mark(C_GRAVEYARD)
    return condition("graveyard", at_least=n) if flt is None else condition(
        "graveyard", filter=flt, at_least=n)


C_MANA_VALUES_AMONG = construct("condition.mana_values_among_graveyard", "there are N or "
                                "more mana values among cards in your graveyard: the different "
                                "mana values of those cards (CR 202.3)")


def _card_in_graveyard(p: Parser) -> Condition:
    """"a Warrior card is in your graveyard" (Vengeful Firebrand), "an artifact card is in
    your graveyard" (Windwright Mage): one or more such cards there (CR 404)."""
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt = _cards(p, plural=False)
    p.expect("is", "in", "your", "graveyard")
    p.mark(C_GRAVEYARD)
    return condition("graveyard", at_least=1) if flt is None else condition(
        "graveyard", filter=flt, at_least=1)


C_OWNS_EXILED = construct("condition.owns_exiled_card", "you own / an opponent owns a card in "
                          "exile: any card of theirs there, face up or face down (CR 406.1, "
                          "108.3)")


def _owns_exiled(p: Parser) -> Condition:
    """"you own a card in exile" (Dreadlight Monstrosity), "an opponent owns a card in
    exile" (Warden of the Beyond)."""
    if p.accept("you", "own"):
        who = "you"
    else:
        p.expect("an", "opponent", "owns")
        who = "opponent"
    p.expect("a", "card", "in", "exile")
    p.mark(C_OWNS_EXILED)
    return condition("exile_owned", who=who)


C_POISONED = construct("condition.opponent_poisoned", "an opponent is poisoned: one of them has "
                       "one or more poison counters (CR 122.1f)")


def _opponent_poisoned(p: Parser) -> Condition:
    """"an opponent is poisoned" (Viridian Betrayers)."""
    p.expect("an", "opponent", "is", "poisoned")
    p.mark(C_POISONED)
    return condition("opponent_poison", at_least=1)


def _graveyard(p: Parser) -> Condition:
    """"there are seven or more cards in your graveyard", "there are two or more instant
    and/or sorcery cards in your graveyard", "there's a Lesson card in your graveyard",
    "there are four or more card types among cards in your graveyard"."""
    p.expect("there")
    if p.accept("'s", "a") or p.accept("'s", "an") or p.accept("is", "a") or p.accept(
            "is", "an"):
        bounds = {"at_least": 1}
        flt = _cards(p, plural=False)
    else:
        p.expect("are")
        if p.accept("fewer", "than"):                  # "fewer than six creature cards"
            bounds = {"at_most": number(p) - 1}
            p.mark(C_FEWER_THAN)
        else:
            bounds = _bounds(p)
        if p.accept("card", "types", "among", "cards", "in", "your", "graveyard"):
            if "at_least" not in bounds:
                p.fail()
            p.mark(C_GRAVEYARD)
            return condition("graveyard_types", **bounds)
        if p.accept("mana", "values", "among", "cards", "in", "your", "graveyard"):
            if "at_least" not in bounds:
                p.fail()
            p.mark(C_MANA_VALUES_AMONG)
            return condition("graveyard_mana_values", **bounds)
        flt = _cards(p, plural=True)
    p.expect("in", "your", "graveyard")
    p.mark(C_GRAVEYARD)
    if flt is None:
        return condition("graveyard", **bounds)
    return condition("graveyard", filter=flt, **bounds)


def _colors_among(p: Parser) -> Condition:
    """"there are five colors among permanents you control" (CR 105.1-105.2: five is
    all of them), "there are N or more colors among ..." (not for static abilities: the
    layers change colours)."""
    from tolaria.cards.oracle.quantities import colors_among
    p.expect("there", "are")
    n = number(p)
    if not p.accept("or", "more") and n != 5:
        p.fail()
    _, flt = colors_among(p, plural=True)
    p.mark(C_COLORS_AMONG)
    return condition("colors_among", filter=flt, at_least=n)


def _a_library(p: Parser) -> Condition:
    """"a library has twenty or fewer cards in it": any player's (CR 401)."""
    p.expect("a", "library", "has")
    bounds = _bounds(p)
    p.expect("cards", "in", "it")
    p.mark(C_HAND)
    return condition("library", who="any", **bounds)


def _each_player_has(p: Parser) -> Condition:
    """"each player has no cards in hand": every player in the game (CR 102.1, 402)."""
    p.expect("each", "player", "has")
    bounds = _bounds(p)
    if not p.accept("cards", "in", "hand"):
        p.fail()
    p.mark(C_HAND)
    return condition("hand", who="each", **bounds)


def _a_graveyard(p: Parser) -> Condition:
    """"a graveyard has twenty or more cards in it": any player's (CR 404)."""
    p.expect("a", "graveyard", "has")
    bounds = _bounds(p)
    if "at_least" not in bounds:
        p.fail()
    p.expect("cards", "in", "it")
    p.mark(C_GRAVEYARD)
    return condition("graveyard", who="any", **bounds)


def _cards(p: Parser, plural: bool) -> ObjectFilter | None:
    """"cards", "creature cards", "permanent cards", "instant and/or sorcery cards"."""
    if p.accept("cards" if plural else "card"):
        return None
    if p.accept("permanent", "cards" if plural else "card"):
        return ObjectFilter(types=_PERMANENT_TYPES)
    flt, many = description(p, cards=True)
    if many != plural or flt != ObjectFilter(types=flt.types, subtypes=flt.subtypes):
        p.fail()                           # colours, statuses...: not read here
    return flt


def _your_turn(p: Parser) -> Condition:
    """"it's your turn", "it's not your turn" (CR 500)."""
    p.expect("it", "'s")
    negative = p.accept("not")
    p.expect("your", "turn")
    p.mark(C_DURING)
    return condition("not", part=condition("your_turn")) if negative else condition(
        "your_turn")


C_OPPONENT_HAND = construct("condition.opponent_hand", "an opponent has no cards in hand: "
                            "one of them (CR 402, 102.3)")


def _opponent(p: Parser) -> Condition:
    """"an opponent has three or more poison counters", "an opponent has eight or more
    cards in their graveyard", "an opponent has 10 or less life" (CR 119.1)."""
    p.expect("an", "opponent", "has")
    if p.accept("no", "cards", "in", "hand"):          # one opponent's hand (CR 402)
        p.mark(C_OPPONENT_HAND)
        return condition("hand", who="opponent", at_most=0)
    n = number(p)
    if p.accept("or", "less", "life"):
        p.mark(C_OPPONENT)
        return condition("opponent_life", at_most=n)
    p.expect("or", "more")
    if p.accept("poison", "counters"):
        p.mark(C_OPPONENT)
        return condition("opponent_poison", at_least=n)
    p.expect("cards", "in", "their", "graveyard")
    p.mark(C_OPPONENT)
    return condition("opponent_graveyard", at_least=n)


C_LIBRARY_TOP = construct("condition.library_top", "the top card of your library is <colour> "
                          "(CR 401.5, 105.2, 611.3a)")
C_CAST_IT = construct("condition.cast_it", "if you cast it [from your hand]: this permanent "
                      "was a spell you cast (CR 601.2, 603.4)")


C_CAST_IN_MAIN = construct("condition.cast_in_main", "if you cast this spell during your "
                           "main phase (addendum; CR 505.1, 601.2)")


def _cast_in_main(p: Parser) -> Condition:
    """"you cast this spell during your main phase": a spell's own condition; a copy of it
    wasn't cast (CR 707.10)."""
    if p.scope.kind != "spell":
        p.fail()
    p.expect("you", "cast")
    if not self_ref(p):
        p.fail()
    p.expect("during", "your", "main", "phase")
    p.mark(C_CAST_IN_MAIN)
    return condition(CAST_IN_MAIN)


def _cast_it(p: Parser, it_self: bool) -> Condition:
    """"you cast it", "you cast it from your hand" (it: this permanent); "this spell was
    cast from your hand / a graveyard" (a resolving spell)."""
    if p.scope.kind == "spell" and self_ref(p):
        p.expect("was", "cast", "from")
        zone = "hand" if p.accept("your", "hand") else "graveyard" if p.accept(
            "a", "graveyard") or p.accept("your", "graveyard") else None
        if zone is None:
            p.fail()
        p.mark(C_CAST_IT)
        return condition("cast_it", zone=zone)
    if not (it_self or p.scope.it == "self"):
        p.fail()
    p.expect("you", "cast", "it")
    p.mark(C_CAST_IT)
    if p.accept("from", "your", "hand"):
        return condition("cast_it", zone="hand")
    return condition("cast_it")


def _source(p: Parser, it_self: bool) -> Condition:
    """"this creature is attacking", "it's untapped" (when "it" is this permanent)."""
    if not self_ref(p):
        if not (it_self and p.accept("it")):
            p.fail()
        if p.accept("has"):
            return _counters_on(p)
        if not p.accept("'s"):
            p.expect("is")
    else:
        if p.accept("has"):
            return _counters_on(p)
        if not p.at("is"):
            return _source_this_turn(p)
        p.expect("is")
    if p.accept("attacking", "or", "blocking"):            # CR 506.4
        p.mark(C_SOURCE)
        return condition("any", parts=(condition("source", status="attacking"),
                                       condition("source", status="blocking")))
    status = _STATUS.get(p.peek() or "")
    if status is None:
        p.fail()
    p.i += 1
    if status == "attacking" and p.accept("alone"):
        status = "attacking_alone"                      # the only attacker (CR 506.5)
    p.mark(C_SOURCE)
    return condition("source", status=status)


C_SOURCE_POWER = construct("condition.source_power", "this creature's power / toughness is N "
                           "or greater / N or less: the source's, as it is now (CR 208.1; "
                           "not for static abilities, CR 613)")


def _source_power(p: Parser) -> Condition:
    """"this creature's power is 4 or greater" (Bloodshot Trainee): the source permanent's
    power or toughness compared (not for static abilities: `_layer_safe`)."""
    if not self_ref(p):
        p.fail()
    compared = _power_compared(p)
    p.mark(C_SOURCE_POWER)
    return condition("source_is", filter=ObjectFilter(compare=(compared,)))


def _its_power(p: Parser, it_self: bool) -> Condition:
    """"Whenever this creature attacks, if its power is 6 or greater, ..." (Angelic
    Sell-Sword): "it" is this creature, as `_source_power` reads "this creature's"; "Whenever
    enchanted creature attacks, if its power is 2 or less, ..." (Writ of Passage): "it" is
    the event's creature, checked as it triggers and resolves (CR 603.4)."""
    scope = p.scope
    event = scope.kind == "triggered" and scope.it == "event" and scope.event == "attacks"
    if not (it_self or scope.kind == "triggered" and scope.it == "self"
            and scope.event_subject == "self" or event):
        p.fail()
    if p.at_any(("his", "her")) and not (event and not it_self):
        p.i += 1                            # a character's own: "if her power is 4 or greater"
    else:                                   # (CR 201.5)
        p.expect("its")
    compared = _stat_compared(p)
    p.mark(C_SOURCE_POWER)
    if event and not it_self:
        return condition(EVENT_OBJECT_MATCHES, filter=ObjectFilter(compare=(compared,)))
    return condition("source_is", filter=ObjectFilter(compare=(compared,)))


def _power_compared(p: Parser) -> tuple[str, str, int]:
    """"'s power / toughness is N or greater / N or less" after a permanent: the comparison
    (CR 208.1)."""
    p.expect("'s")
    return _stat_compared(p)


def _stat_compared(p: Parser, verb: str | None = "is") -> tuple[str, str, int]:
    """"power / toughness is N or greater / N or less" (CR 208.1); with `verb` "was" as
    it last existed, None after "had" ("had power 4 or greater")."""
    what = p.next().key
    if what not in ("power", "toughness"):
        p.fail()
    if verb is not None:
        p.expect(verb)
    n = number(p)
    op = or_more_less(p) if isinstance(n, int) else None
    if op is None:
        p.fail()
    return what, op, n


C_SOURCE_THIS_TURN = construct("condition.source_this_turn", "this creature attacked / didn't "
                              "attack / attacked or blocked / was dealt damage this turn: "
                              "this object's record of the turn (CR 508.1, 509.1, 120.3, "
                              "400.7)")


def _source_this_turn(p: Parser) -> Condition:
    """After "this creature": "attacked this turn", "didn't attack this turn", "attacked or
    blocked this turn", "was dealt damage this turn"."""
    negated = False
    if p.accept("attacked", "or", "blocked"):
        fact = ATTACKED_OR_BLOCKED
    elif p.accept("attacked"):
        fact = ATTACKED_WITH
    elif p.accept("didn't", "attack"):
        fact, negated = ATTACKED_WITH, True
    elif p.accept("dealt", "damage", "to", "an", "opponent", "this", "turn"):
        p.mark(C_SOURCE_DEALT)                          # CR 120.3, 603.4
        return condition(DEALT_TO_PLAYER)
    else:
        p.expect("was", "dealt", "damage")
        fact = "damaged"
    p.expect("this", "turn")
    p.mark(C_SOURCE_THIS_TURN)
    found = condition("source_this_turn", fact=fact)
    return condition("not", part=found) if negated else found


C_SOURCE_DEALT = construct("condition.source_dealt_opponent", "this creature dealt damage "
                           "to an opponent this turn: this object's record of the turn "
                           "(CR 120.3, 400.7, 603.4)")


C_SOURCE_WAS = construct("condition.source_was", "When this creature dies, if it was a "
                         "creature, ...: this permanent as it last existed on the battlefield "
                         "(CR 603.10a, 603.4, 608.2h)")


def _source_was(p: Parser) -> Condition:
    """"if it was a creature" in the card's own dies trigger: the permanent that died, as it
    last existed (an Aura Old-Growth Troll became isn't one)."""
    if not (p.scope.self_gone and p.scope.kind == "triggered"):
        p.fail()
    p.expect("it", "was", "a", "creature")
    p.mark(C_SOURCE_WAS)
    return condition("source_was", filter=ObjectFilter(types=frozenset({"Creature"})))


C_EVENT_WAS = construct("condition.event_was", "Whenever equipped / enchanted / a <creature> "
                        "dies, if it / that creature was [not] a <creature type>, ...: the "
                        "creature that died, as it last existed on the battlefield (CR "
                        "603.10a, 603.4, 608.2h)")


def _event_was(p: Parser) -> Condition:
    """"if it was a Human" (Avacyn's Collar), "if that creature was a Horror" (Endless Evil):
    the creature the dies event was about, its last known subtypes (CR 603.10a), checked as
    it triggers and as it resolves (CR 603.4)."""
    scope = p.scope
    if scope.kind != "triggered" or not scope.event_gone or scope.self_gone or \
            scope.it is not None or scope.event_subject != "object":
        p.fail()
    if not (p.accept("it") or p.accept("that", "creature")):
        p.fail()
    negated = p.accept("wasn't") or p.accept("was", "not")
    if not negated:
        p.expect("was")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    from tolaria.cards.oracle.vocabulary import CREATURE_TYPES
    tok = p.next()
    if tok.text not in CREATURE_TYPES or not tok.text[:1].isupper():
        p.fail()
    p.mark(C_EVENT_WAS)
    found = condition(EVENT_OBJECT_MATCHES, filter=ObjectFilter(subtypes=frozenset({tok.text})))
    return condition("not", part=found) if negated else found


C_SOURCE_HAD_POWER = construct("condition.source_had_power", "When this creature dies, if "
                                "its power / toughness was N or greater / N or less, ...: "
                                "this creature as it last existed on the battlefield (CR "
                                "603.10a, 603.4, 608.2h)")


def _source_had_power(p: Parser) -> Condition:
    """"if its power was 3 or greater" in the card's own dies trigger (Deathknell
    Berserker): its last known power (CR 603.10a), as `_source_was` reads its types."""
    if not (p.scope.self_gone and p.scope.kind == "triggered"):
        p.fail()
    p.expect("its")
    what, op, n = _stat_compared(p, "was")
    p.mark(C_SOURCE_HAD_POWER)
    return condition("source_was", filter=ObjectFilter(compare=((what, op, n),)))


C_SPELL_KICKED = construct("condition.event_spell_kicked", "Whenever you cast a spell, if "
                           "that spell was kicked, ...: the spell cast (CR 702.33d, 603.4)")


def _spell_kicked(p: Parser) -> Condition:
    """"if that spell was kicked" in a cast trigger: the spell the event is about."""
    if p.scope.kind != "triggered" or p.scope.event != "cast":
        p.fail()
    p.expect("that", "spell", "was", "kicked")
    p.mark(C_SPELL_KICKED)
    return condition(EVENT_KICKED)


C_HAD_COUNTERS = construct("condition.had_counters", "When this creature / a <creature> "
                           "dies [leaves the battlefield], if it had a [+1/+1] counter / "
                           "counters / no [time] counters on it: the permanent as it last "
                           "existed (CR 603.4, 603.10a)")


def _had_counters(p: Parser) -> Condition:
    """"if it had a +1/+1 counter on it", "if it had counters on it", "if it had no time
    counters on it": in a dies or leaves trigger, the counters on this permanent or on the
    one the event was about, as it last existed."""
    if p.scope.kind != "triggered":
        p.fail()
    if p.scope.self_gone:
        about = "self"
    elif p.scope.it is None and p.scope.event_subject == "object":
        about = "event"
    else:
        p.fail()
    p.expect("it", "had")
    bounds: dict[str, int] = {"at_least": 1}
    if p.accept("no"):
        bounds = {"at_most": 0}
    elif not (p.accept("a") or p.accept("an") or p.accept("one", "or", "more")):
        if not p.at("counters"):
            p.fail()
    kind = "any"
    tok = p.token()
    if tok is not None and p.peek() not in ("counter", "counters") and (
            tok.kind == "pt" and tok.key in ("+1/+1", "-1/-1") or tok.kind == "word"):
        kind = tok.key
        p.i += 1
    if not (p.accept("counter", "on", "it") or p.accept("counters", "on", "it")):
        p.fail()
    p.mark(C_HAD_COUNTERS)
    return condition(HAD_COUNTERS, about=about, kind=kind, **bounds)


def _counters_there(p: Parser) -> Condition:
    """"there are two or more ki counters on this creature" (CR 122): the source's own."""
    p.expect("there", "are")
    n = number(p)
    p.expect("or", "more")
    kind = p.next()
    if kind.kind not in ("pt", "word") or kind.key in ("counter", "counters"):
        p.fail()
    p.expect("counters", "on")
    if not (self_ref(p) or p.scope.it == "self" and p.accept("it")):
        p.fail()                          # "it": this permanent, named just before
    p.mark(C_SOURCE)
    return condition("source_counters", kind=kind.key, at_least=n)


def _counters_on(p: Parser) -> Condition:
    """"[it has] a +1/+1 counter on it", "seven or more quest counters on it", "fewer than
    three +1/+1 counters on it", "no ice counters on it" (CR 122)."""
    if p.accept("no"):
        kind = p.next()
        if kind.kind not in ("pt", "word") or kind.key in ("counter", "counters"):
            p.fail()
        p.expect("counters", "on", "it")
        p.mark(C_SOURCE)
        return condition("source_counters", kind=kind.key, at_most=0)
    fewer = p.accept("fewer", "than")
    n = number(p)
    more = not fewer and p.accept("or", "more")          # "one or more" too
    if n > 1 and not fewer and not more:
        p.fail()
    kind = "" if p.at_any(("counter", "counters")) and not fewer else p.next().key
    if kind and (p.tokens[p.i - 1].kind not in ("pt", "word") or kind in (
            "counter", "counters")):
        p.fail()                                   # "a counter": of any kind (CR 122.1)
    p.expect("counter" if n == 1 and not fewer and not more else "counters", "on")
    if not (p.accept("it") or "Planeswalker" in p.card.types and (
            p.accept("him") or p.accept("her"))):
        p.fail()
    p.mark(C_SOURCE)
    if fewer:
        return condition("source_counters", kind=kind, at_most=n - 1)
    return condition("source_counters", kind=kind, at_least=n)


def _attached_is(p: Parser, it_attached: str) -> Condition:
    """"equipped creature is a Human", "enchanted permanent is a creature", "it's a
    Zombie" (it: the enchanted creature)."""
    if it_attached and p.at("its") and p.peek(1) in ("power", "toughness"):
        p.i += 1                        # "can't be blocked as long as its power is 3 or less"
        compared = _stat_compared(p)
        p.mark(C_ATTACHED_POWER)
        return condition("attached_is", attached=it_attached,
                         filter=ObjectFilter(compare=(compared,)))
    if it_attached and p.accept("it", "'s"):
        which = it_attached
    else:
        which = p.next().key
        if which not in ("enchanted", "equipped") or p.next().key not in (
                "creature", "permanent", "artifact", "land"):
            p.fail()
        if p.at("'s"):
            return _attached_power(p, which)
        p.expect("is")
    adjective = adjective_only(p)
    if adjective is not None:
        p.mark(C_SOURCE)
        return condition("attached_is", attached=which, filter=adjective)
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = permanent_description(p)
    if plural or flt.controller is not None or flt.other or flt.combat or flt.token \
            is not None or flt.tapped is not None or flt.keywords or flt.not_keywords \
            or flt.compare:
        p.fail()
    p.mark(C_SOURCE)
    return condition("attached_is", attached=which, filter=flt)


C_ATTACHED_STATUS = construct("condition.attached_status", "as long as enchanted / equipped "
                              "creature is (it's) tapped / untapped / attacking [alone] / "
                              "blocking: the permanent the source is attached to, now (CR "
                              "110.5, 506.4, 506.5, 611.3a)")
_ATTACHED_STATUSES = ("tapped", "untapped", "attacking", "blocking")


def _attached_status(p: Parser, it_attached: str) -> Condition:
    """"Enchanted creature has shroud as long as it's untapped." (Spectral Cloak), "As
    long as enchanted creature is attacking alone, it can't be blocked." (Security Bypass)."""
    if it_attached and p.accept("it", "'s"):
        which = it_attached
    else:
        which = p.next().key
        if which not in ("enchanted", "equipped"):
            p.fail()
        if not p.accept("creature") and not (         # "enchanted land is untapped"
                which == "enchanted" and p.peek(2) in ("tapped", "untapped")
                and p.accept("land")):
            p.fail()
        p.expect("is")
    status = p.next().key
    if status not in _ATTACHED_STATUSES:
        p.fail()
    if status == "attacking" and p.accept("alone"):
        status = "attacking_alone"                            # CR 506.5
    p.mark(C_ATTACHED_STATUS)
    return condition("attached_status", attached=which, status=status)


C_ATTACHED_COUNTER = construct("condition.attached_counter", "if it has a <kind> counter on it "
                               "(it: the enchanted creature): the host's counters now (CR "
                               "122.1, 611.3a)")


def _attached_counter(p: Parser, it_attached: str) -> Condition:
    """"if it has a sleep counter on it" (Venarian Gold; it: the enchanted creature)."""
    if not it_attached:
        p.fail()
    p.expect("it", "has", "a")
    kind = p.next()
    if kind.kind not in ("word", "pt"):
        p.fail()
    p.expect("counter", "on", "it")
    p.mark(C_ATTACHED_COUNTER)
    return condition("attached_status", attached=it_attached, status=f"counter:{kind.key}")


C_EVENT_COUNTERS = construct("condition.event_counters", "Then if it has N or more / no <kind> "
                             "counters on it, where \"it\" is the object the trigger event "
                             "was about (Ordeal of Heliod's enchanted creature): counted as "
                             "the instruction would happen (CR 608.2c, 122.1)")


def _event_counters(p: Parser) -> Condition:
    """"if it has three or more +1/+1 counters on it" in "Whenever enchanted creature
    attacks, put a +1/+1 counter on it. Then ..." (it: the attacking creature)."""
    if p.scope.kind != "triggered" or p.scope.it != "event":
        p.fail()
    p.expect("it", "has")
    bounds = {"at_most": 0} if p.accept("no") else {"at_least": number(p)}
    if "at_least" in bounds and bounds["at_least"] > 1:
        p.expect("or", "more")
    kind = p.next()
    if kind.kind not in ("pt", "word") or kind.key in ("counter", "counters"):
        p.fail()
    p.expect("counter" if bounds.get("at_least") == 1 else "counters", "on", "it")
    p.mark(C_EVENT_COUNTERS)
    return condition(EVENT_COUNTERS, kind=kind.key, **bounds)


C_ATTACHED_HAS = construct("condition.attached_has_keyword", "as long as enchanted / equipped "
                           "creature has <keyword>: the host's abilities now (CR 702.1, "
                           "611.3a)")


def _attached_has(p: Parser) -> Condition:
    """"As long as equipped creature has defender, ..." (Warmonger's Chariot)."""
    from tolaria.cards.oracle.instructions import keyword_list
    which = p.next().key
    if which not in ("enchanted", "equipped"):
        p.fail()
    p.expect("creature", "has")
    keywords = keyword_list(p)
    if len(keywords) != 1:
        p.fail()
    p.mark(C_ATTACHED_HAS)
    return condition("attached_is", attached=which, filter=ObjectFilter(keywords=keywords))


C_ATTACHED_POWER = construct("condition.attached_power", "enchanted / equipped creature's "
                             "power or toughness is N or greater / N or less: the host's, "
                             "as the trigger checks it and as it resolves (CR 603.4, 301.5)")


def _attached_power(p: Parser, which: str) -> Condition:
    """"if enchanted creature's power is 4 or greater" (Domestication): the permanent the
    source is attached to, compared (not for static abilities: `_layer_safe`)."""
    compared = _power_compared(p)
    p.mark(C_ATTACHED_POWER)
    return condition("attached_is", attached=which, filter=ObjectFilter(compare=(compared,)))


def adjective_only(p: Parser) -> ObjectFilter | None:
    """"legendary", "red", "red or green" (no noun); None if not that."""
    if p.accept("legendary"):
        return ObjectFilter(supertypes=frozenset({"Legendary"}))
    if p.peek() in COLOR_WORDS and (p.peek(1) in (",", ".") or p.peek(1) == "or" and p.peek(
            2) in COLOR_WORDS and p.peek(3) in (",", ".")):
        colors = {COLOR_WORDS[p.next().key]}
        if p.accept("or"):
            colors.add(COLOR_WORDS[p.next().key])
        return ObjectFilter(colors=frozenset(colors))
    return None


# -- conditional static abilities (CR 611.3a) ---------------------------------------------

C_AS_LONG_AS_TWO_STATICS = construct("condition.as_long_as_two_statics", "As long as "
                                     "<condition>, <static> and <static>.: two static "
                                     "abilities under one condition (\"this creature gets "
                                     "+2/+2 and creatures you control have vigilance\"; CR "
                                     "604.1, 611.3a)")


def conditional_static(p: Parser, text: str) -> Any:
    """"As long as <condition>, <static>", "During your turn, <static>" and "<static> as
    long as <condition>."; the static ability read by `abilities.static_line`."""
    if p.accept("during", "turns", "other", "than", "yours", ","):
        p.mark(C_DURING_OTHERS)
        return _with_condition(p, _body(p, text), condition("not", part=condition(
            "your_turn")))
    if p.accept("during", "your", "turn", ","):
        cond = condition("your_turn")
        p.mark(C_DURING)
        if p.at("as", "long", "as"):
            return _both_conditions(p, conditional_static(p, text), cond)
        both = p.attempt(_two_bodies, text) if "and" in p.keys[p.i:] else None
        return _with_condition(p, both or _body(p, text), cond)
    if p.at("if"):                  # kicked, mana spent (adamant), or enters tapped if
        return p.attempt(_kicked_enters, text) or p.attempt(_tapped_if, text) or \
            p.attempt(_counters_if, text) or mana_rules.spent_enters(p, text)
    if p.at("as", "long", "as", "the", "top", "card", "of", "your", "library", "is", "a") or \
            p.at("as", "long", "as", "the", "top", "card", "of", "your", "library", "is", "an"):
        found = p.attempt(_top_card_abilities, text)
        if found is not None:
            return found
    if p.at("as", "long", "as") and (found := p.attempt(_while_on_battlefield, text)):
        return found
    if p.at("as", "long", "as", "you", "control", "exactly", "one", "creature", ",", "that"):
        return _only_creature(p)
    if p.at("as", "long", "as") and (found := p.attempt(_while_off_battlefield, text)):
        return found
    if p.accept("as", "long", "as"):
        cond = p.attempt(condition_before_comma, True) or condition_phrase(p, it_self=True)
        p.expect(",")
        p.mark(C_PREFIX)
        body = Parser(_plain(p.tokens[p.i:]), p.card, p.scope, p.line)
        found = body.attempt(_body, text, _it_in(cond))
        if found is None:             # "this creature gets +2/+2 and creatures you control
            found = _two_bodies(body, text) if "and" in body.keys else _body(   # have ..."
                body, text, it_ref=_it_in(cond))
            if isinstance(found, list):
                p.mark(C_AS_LONG_AS_TWO_STATICS)
        p.used += body.used
        p.i = p.n
        return _with_condition(p, found, cond)
    found = p.attempt(_suffix, text) or p.attempt(_during_suffix, text)
    return found if found is not None else _if_suffix(p, text)


C_ONLY_CREATURE = construct("condition.only_creature", "As long as you control exactly one "
                            "creature, that creature gets +N/+N [and has <keywords>].: your "
                            "one creature, while it is your only one (CR 611.3a, 613.4c)")


def _only_creature(p: Parser) -> Any:
    """"As long as you control exactly one creature, that creature gets +2/+0 and has
    deathtouch and lifelink." (Deadly Wanderings): "that creature" is the one creature you
    control, so the effect applies to your creatures while there is only one (CR 611.3a)."""
    from tolaria.cards.oracle import abilities
    p.expect("as", "long", "as")
    start = p.i
    p.expect("you", "control", "exactly", "one", "creature")
    sub = Parser(p.tokens[start:p.i], p.card, p.scope, p.line)
    cond = condition_phrase(sub)
    if not sub.done:
        p.fail()
    p.used += sub.used
    p.expect(",", "that", "creature")
    parts = abilities._modification(p, False)
    p.end()
    p.mark(C_ONLY_CREATURE)
    found = abilities.Line("static", StaticAbility(
        kind="continuous", affects="yours", filter=ObjectFilter(types=frozenset({"Creature"})),
        parts=parts))
    return _with_condition(p, found, cond)


C_DURING_SUFFIX = construct("condition.during_your_turn_suffix", "<this creature / enchanted / "
                            "equipped creature> has <keywords> during your turn.: a static "
                            "ability applying only during its controller's turn (CR 611.3a)")


def _during_suffix(p: Parser, text: str) -> Any:
    """"This creature has first strike during your turn." (Razorkin Needlehead),
    "Equipped creature has deathtouch during your turn." (Hunter's Blowgun)."""
    if p.keys[-4:] != ["during", "your", "turn", "."]:
        p.fail()
    body = Parser(_plain(p.tokens[p.i:p.n - 4] + p.tokens[-1:]), p.card, p.scope, p.line)
    found = _body(body, text)
    p.used += body.used
    first = found[0] if isinstance(found, list) else found
    if not isinstance(first.value, StaticAbility) or first.value.affects not in (
            "self", "enchanted", "equipped"):
        p.fail()
    p.i = p.n
    p.mark(C_DURING_SUFFIX)
    return _with_condition(p, found, condition("your_turn"))


C_IF_SUFFIX = construct("condition.static_if_suffix", "<this creature> can't be blocked / has "
                        "<keywords> / gets +N/+N if <condition>.: a static ability applying "
                        "while the condition holds, as \"as long as\" (CR 604.1, 611.3a)")


def _if_suffix(p: Parser, text: str) -> Any:
    """"This creature can't be blocked if you've committed a crime this turn." (Nimble
    Brigand): the condition of a static ability said with "if"; tried only when no other
    reading of the line works."""
    keys = p.keys
    at = next((k for k in range(p.i + 1, p.n - 2) if keys[k] == "if"), None)
    if at is None or keys[at + 1] == "able" or keys[-1] != "." or "if" in keys[at + 1:]:
        p.fail()
    body = Parser(_plain(p.tokens[p.i:at] + p.tokens[-1:]), p.card, p.scope, p.line)
    found = _body(body, text)
    p.used += body.used
    p.i = at + 1
    first = found[0] if isinstance(found, list) else found
    affects = first.value.affects if isinstance(first.value, StaticAbility) else ""
    if affects not in ("self", "enchanted", "equipped"):
        p.fail()
    cond = condition_phrase(p, it_self=affects == "self",
                            it_attached=affects if affects in ("enchanted", "equipped") else "")
    p.expect(".")
    p.end()
    p.mark(C_IF_SUFFIX)
    return _with_condition(p, found, cond)


def _both_conditions(p: Parser, found: Any, cond: Condition) -> Any:
    """"During your turn, as long as <condition>, <static>": it applies only while both
    are true (CR 611.3a)."""
    from tolaria.cards.oracle import abilities
    if not isinstance(found, abilities.Line) or not isinstance(found.value, StaticAbility) \
            or found.value.condition is None:
        p.fail()
    found.value = replace(found.value, condition=condition(
        "all", parts=(cond, found.value.condition)))
    return found


def _while_on_battlefield(p: Parser, text: str) -> Any:
    """"As long as this creature is on the battlefield, it's a land in addition to its other
    types." (Awakened Skyclave): a permanent's static ability works only while it's on the
    battlefield (CR 113.6), so the words add no condition; the card isn't a land elsewhere."""
    p.expect("as", "long", "as")
    if not self_ref(p):
        p.fail()
    p.expect("is", "on", "the", "battlefield", ",", "it", "'s")
    part = _added_type(p)
    p.end()
    p.mark(C_ON_BATTLEFIELD)
    from tolaria.cards.oracle import abilities
    return abilities.Line("static", StaticAbility(kind="continuous", affects="self",
                                                  parts=(part,), text=text))


C_OFF_BATTLEFIELD = construct("condition.off_battlefield_creature", "As long as <this> isn't "
                              "on the battlefield, it's a N/N <creature type> creature in "
                              "addition to its other types.: in every other zone, the stack "
                              "included (CR 611.3a, 205.1b, 613.1d, 613.4b)")


def _while_off_battlefield(p: Parser, text: str) -> Any:
    """"As long as Grist isn't on the battlefield, it's a 1/1 Insect creature in addition
    to its other types." (Grist, the Hunger Tide): types added and base power and
    toughness set wherever the card is but the battlefield (`SELF_OFF_BATTLEFIELD`)."""
    from tolaria.cards.oracle import abilities
    from tolaria.cards.oracle.phrases import SUBTYPE_WORDS
    from tolaria.cards.oracle.vocabulary import CREATURE_TYPES
    from tolaria.data.vocabulary import SELF_OFF_BATTLEFIELD
    p.expect("as", "long", "as")
    if not self_ref(p):
        p.fail()
    p.expect("isn't", "on", "the", "battlefield", ",", "it", "'s", "a")
    pt = p.next()
    if pt.kind != "pt" or "/" not in pt.key:
        p.fail()
    power, toughness = pt.key.split("/")
    if not (power.isdigit() and toughness.isdigit()):
        p.fail()
    kind = p.next()
    subtype = SUBTYPE_WORDS.get(kind.key)
    if subtype not in CREATURE_TYPES or not kind.text[:1].isupper():
        p.fail()
    p.expect("creature", "in", "addition", "to", "its", "other", "types", ".")
    p.end()
    p.mark(C_OFF_BATTLEFIELD)
    parts = (layer_effect("4", "add_types", types=frozenset({"Creature"})),
             layer_effect("4", "add_subtypes", subtypes=frozenset({subtype})),
             layer_effect("7b", "set_pt", power=int(power), toughness=int(toughness)))
    return abilities.Line("static", StaticAbility(kind="continuous", affects=SELF_OFF_BATTLEFIELD,
                                                  parts=parts, text=text))


def _plain(tokens: list[Any]) -> list[Any]:
    """"gets an additional +1/+1" is "gets +1/+1" (another effect besides the others)."""
    out, k = [], 0
    while k < len(tokens):
        if k >= 1 and tokens[k - 1].key in ("get", "gets") and k + 2 < len(tokens) and \
                tokens[k].key == "an" and tokens[k + 1].key == "additional" and \
                tokens[k + 2].kind == "pt":
            k += 2
            continue
        out.append(tokens[k])
        k += 1
    return out


def condition_before_comma(p: Parser, it_self: bool) -> Condition:
    """The condition read from the words before the next comma only (a description
    could run on into the ability after it: "is a basic Mountain, Goblin creatures")."""
    comma = p.keys.index(",", p.i) if "," in p.keys[p.i:] else -1
    if comma < 0:
        p.fail()
    sub = Parser(p.tokens[p.i:comma], p.card, p.scope, p.line)
    cond = condition_phrase(sub, it_self=it_self)
    sub.end()
    p.used += sub.used
    p.i = comma
    return cond


def _it_in(cond: Condition) -> str:
    """What "it" names after the condition: this permanent or the one it's attached to."""
    if cond.op in ("source", "source_counters"):
        return "self"
    if cond.op == "source_is":                    # "this creature's power is 5 or greater"
        return "self"
    return cond.get("attached", "") if cond.op in ("attached_is", "attached_status") else ""


def _suffix(p: Parser, text: str) -> Any:
    """"This creature gets +1/+1 as long as you control a Plains."."""
    keys = p.keys
    at = next((k for k in range(p.i + 1, p.n - 3) if keys[k:k + 3] == ["as", "long", "as"]),
              None)
    if at is None:
        if "unless" in keys:                      # "enters with ... unless <mana spent>"
            return p.attempt(mana_rules.spent_enters_unless, text) or _restricted_unless(
                p, text)
        if "doesn't" in keys and keys[keys.index("doesn't") + 1:][:2] == ["untap", "during"]:
            return _untaps_only_if(p, text)
        return _enters_if(p, text)
    if keys[at - 1] == "for" or keys[-1] != ".":
        p.fail()
    body = Parser(_plain(p.tokens[p.i:at] + p.tokens[-1:]), p.card, p.scope, p.line)
    found = _body(body, text)
    p.used += body.used
    p.i = at + 3
    first = found[0] if isinstance(found, list) else found
    affects = first.value.affects if isinstance(first.value, StaticAbility) else ""
    if p.at("it", "'s", "a", "creature", ".") and affects in ("yours", "all"):
        return _each_while_creature(p, found)
    cond = condition_phrase(p, it_self=affects == "self",
                            it_attached=affects if affects in ("enchanted", "equipped") else "")
    p.expect(".")
    p.end()
    p.mark(C_SUFFIX)
    return _with_condition(p, found, cond)


C_EACH_WHILE_CREATURE = construct("condition.each_while_creature", "Each <permanent> [you "
                                  "control] gets +N/+N as long as it's a creature.: it "
                                  "applies to each one that is a creature as the effect "
                                  "applies, after type changes (CR 611.3a, 613.1d, 613.4c)")


def _each_while_creature(p: Parser, found: Any) -> Any:
    """"Each Vehicle you control gets +1/+1 as long as it's a creature." (Depala, Pilot
    Exemplar): "it" is each object of the group, so the group narrows to creatures, judged
    in the layer where the effect applies, after layer 4 made it one (CR 611.3a, 613.4c)."""
    p.expect("it", "'s", "a", "creature", ".")
    p.end()
    static = found.value if not isinstance(found, list) and found.kind == "static" else None
    if not isinstance(static, StaticAbility) or static.kind != "continuous" or static.cda \
            or static.condition is not None or static.filter is None \
            or any(part.layer not in ("6", "7c") for part in static.parts):
        p.fail()
    flt = replace(static.filter, all_types=static.filter.all_types | {"Creature"}, more=None)
    found.value = replace(static, filter=flt)
    p.mark(C_EACH_WHILE_CREATURE)
    return found


def _body(p: Parser, text: str, it_ref: str = "") -> Any:
    """The static ability the condition applies to: a continuous effect or a restriction."""
    from tolaria.cards.oracle import abilities
    if p.at("this", "spell"):
        p.fail()                                  # it works on the stack: not read
    own = p.attempt(_subject_body, text, it_ref)
    if own is not None:
        return own
    from tolaria.cards.oracle.restrictions import C_CAST_OR_ACTIVATE
    found = _one_line(p, abilities.static_line(p, text))
    if found.kind == "statics" and (abilities.C_SELF_AND_GROUP in p.used
                                    or C_CAST_OR_ACTIVATE in p.used):
        return found                           # "this creature and <group> get ..."
    if found.kind != "static" or not isinstance(found.value, StaticAbility):
        p.fail()
    return found


def _subject_body(p: Parser, text: str, it_ref: str) -> Any:
    """"this creature / it gets +2/+2 [and can't block]", "has base power and toughness",
    "can't attack"... (it: this permanent or the one it's attached to)."""
    from tolaria.cards.oracle import abilities, animation
    affects = "self" if self_ref(p) else it_ref if it_ref and p.accept("it") or (
        it_ref == "self" and "Planeswalker" in p.card.types and (
            p.accept("he") or p.accept("she"))) else ""
    if not affects:
        p.fail()
    both = p.attempt(_gets_and_cant, affects, text)
    if both is not None:
        return both
    if p.accept("isn't", "a", "creature", "."):           # a God (CR 205.1b, 613.1d)
        p.mark(C_NOT_CREATURE)
        static = StaticAbility(kind="continuous", affects=affects, parts=(layer_effect(
            "4", "remove_types", types=frozenset({"Creature"})),))
    elif affects in ("enchanted", "equipped") and (p.at("loses") or p.at("gets") and p.at(
            p.peek(), p.peek(1), "and", "loses")):
        static = StaticAbility(kind="continuous", affects=affects, parts=_gets_and_loses(p))
    elif p.at("can't") or p.at("doesn't") or p.at("attacks") or p.at("can", "attack", "as"):
        static = StaticAbility(kind="restrict", affects=affects,
                               restrictions=abilities._cant(p))
    elif affects == "self" and (p.at("is", "a") or p.at("'s", "a")) and \
            p.peek(2) != "creature":
        static = StaticAbility(kind="continuous", affects=affects,
                               parts=animation.is_creature(p))
    elif p.at("has", "base") or p.at("'s", "a") or p.at("is", "a"):
        static = StaticAbility(kind="continuous", affects=affects, parts=_becomes(p))
    else:
        static = StaticAbility(kind="continuous", affects=affects, parts=abilities._modification(
            p, plural=False, traits=affects == "self" and "Creature" in p.card.types))
    p.end()
    return abilities.Line("static", replace(static, text=text))


def _gets_and_loses(p: Parser) -> tuple[Any, ...]:
    """"[gets -3/-0 and] loses flying.", "loses all abilities." about what the source is
    attached to (CR 613.1f, 613.4c)."""
    from tolaria.cards.oracle import abilities
    parts: list[Any] = []
    if p.accept("gets"):
        power, toughness = pt_change(p)
        parts.append(layer_effect("7c", "add_pt", power=power, toughness=toughness))
        p.expect("and")
    p.expect("loses")
    parts.append(abilities._loses(p))
    p.expect(".")
    return tuple(parts)


_CANT = ((("can't", "attack", "or", "block"), frozenset({"cant_attack", "cant_block"})),
         (("can't", "be", "blocked"), frozenset({"cant_be_blocked"})),
         (("can't", "attack"), frozenset({"cant_attack"})),
         (("can't", "block"), frozenset({"cant_block"})),
         (("attacks", "each", "combat", "if", "able"), frozenset({"must_attack"})),
         (("can", "attack", "as", "though", "it", "didn't", "have", "defender"),
          frozenset({DESPITE_DEFENDER})),                                      # CR 702.3b
         (("all", "creatures", "able", "to", "block", "it", "do", "so"),
          frozenset({LURE})))                                                  # CR 509.1c


def _gets_and_cant(p: Parser, affects: str, text: str) -> list[Any]:
    """"gets +2/+2 and can't block.", "gets +2/+0, has flying, and attacks each combat if
    able.": a continuous effect and a restriction (CR 611.3a, 508.1c-d, 509.1b), two
    abilities with one condition."""
    from tolaria.cards.oracle import abilities
    from tolaria.cards.oracle.instructions import keyword_list
    from tolaria.data.ir import layer_effect
    if p.accept("has"):                       # "has trample and can attack as though ..."
        parts = [layer_effect("6", "add_keywords", keywords=keyword_list(p))]
    else:
        p.expect("gets")
        power, toughness = pt_change(p)
        parts = [layer_effect("7c", "add_pt", power=power, toughness=toughness)]
    restrictions: frozenset[str] = frozenset()
    while p.accept(",", "and") or p.accept(",") or p.accept("and"):
        if p.accept("has"):
            parts.append(layer_effect("6", "add_keywords", keywords=keyword_list(p)))
            continue
        for words, found in _CANT:
            if p.accept(*words):
                restrictions |= found
                break
        else:
            p.fail()
    p.expect(".")
    p.end()
    if not restrictions:
        p.fail()
    p.mark(abilities.C["static.restrict"])
    return [abilities.Line("static", StaticAbility(kind="continuous", affects=affects,
                                                   parts=tuple(parts), text=text)),
            abilities.Line("static", StaticAbility(kind="restrict", affects=affects,
                                                   restrictions=restrictions, text=text))]


def _becomes(p: Parser) -> tuple[Any, ...]:
    """"has base power and toughness 5/2 [and has flying and vigilance]." (layers 7b, 6) /
    "'s a creature in addition to its other types." (layer 4)."""
    from tolaria.cards.oracle import abilities
    from tolaria.data.ir import layer_effect
    if p.accept("has", "base", "power", "and", "toughness"):
        power, toughness = base_pt(p)
        parts = (layer_effect("7b", "set_pt", power=power, toughness=toughness),)
        if p.at("and", "has") and p.peek(2) != '"':
            p.expect("and", "has")
            parts += (abilities.has_abilities(p),)          # keywords (CR 613.1f)
            p.mark(C_BASE_PT_AND_HAS)
        p.expect(".")
        return parts
    if not p.accept("'s"):
        p.expect("is")
    p.expect("a", "creature", "in", "addition", "to", "its", "other", "types", ".")
    return (layer_effect("4", "add_types", types=frozenset({"Creature"})),)


C_BASE_PT_AND_HAS = construct("condition.base_pt_and_keywords", "As long as <condition>, this "
                              "creature has base power and toughness N/N and has <keywords>. "
                              "(CR 611.3a, 613.4b, 613.1f)")


def _added_type(p: Parser) -> Any:
    """"a land in addition to its other types." (CR 205.1b: layer 4)."""
    p.expect("a", "land", "in", "addition", "to", "its", "other", "types", ".")
    return layer_effect("4", "add_types", types=frozenset({"Land"}))


def _layer_safe(cond: Condition) -> bool:
    """Does the condition read nothing the layers change while they apply (keywords,
    power and toughness, CR 613.1f-g)? Only those are read for static abilities."""
    if cond.op in ("all", "any"):
        return all(_layer_safe(c) for c in cond.get("parts"))
    if cond.op == "not":
        return _layer_safe(cond.get("part"))
    if cond.op in ("total_power", "different_powers", "colors_among", "control_greatest"):
        return False
    flt = cond.get("filter")
    return flt is None or not (flt.keywords or flt.not_keywords or any(
        what != "mana_value" for what, _, _ in flt.compare))


C_TWO_STATICS = construct("condition.two_statics", "During your turn, <static> and <static>.: "
                          "two static abilities under one condition (\"creatures you control "
                          "have first strike and equip abilities you activate cost {1} less to "
                          "activate\"; CR 604.1, 611.3a)")


def _two_bodies(p: Parser, text: str) -> list[Any]:
    """"<static> and <static>." after "During your turn,": the first "and" after which both
    halves read as whole static abilities."""
    from tolaria.cards.oracle.lexer import Token
    end = p.n - 1                                 # the final "."
    if p.keys[end] != ".":
        p.fail()
    for k in range(p.i + 1, end):
        if p.keys[k] != "and":
            continue
        stop = Token("punct", ".", ".", p.tokens[k].pos)
        halves = []
        for tokens in (p.tokens[p.i:k] + [stop], p.tokens[k + 1:end + 1]):
            body = Parser(tokens, p.card, p.scope, p.line)
            found = body.attempt(_body, text)
            if found is None or not body.done:
                break
            halves.append((found, body))
        if len(halves) == 2:
            for _, body in halves:
                p.used += body.used
            p.i = p.n
            p.mark(C_TWO_STATICS)
            return [found for found, _ in halves]
    p.fail()


def _one_line(p: Parser, found: Any) -> Any:
    """One ability line (a reader may give several abilities for one line: not here)."""
    if isinstance(found, list):
        if len(found) != 1:
            p.fail()
        return found[0]
    return found


def _restricted_unless(p: Parser, text: str) -> Any:
    """"This creature can't attack unless you control an artifact." (CR 508.1c, 509.1b):
    the restriction applies while the condition is false."""
    keys = p.keys
    at = keys.index("unless")
    if at <= p.i or keys[-1] != ".":
        p.fail()
    body = Parser(_plain(p.tokens[p.i:at] + p.tokens[-1:]), p.card, p.scope, p.line)
    found = _body(body, text)
    p.used += body.used
    if isinstance(found, list) or found.value.kind != "restrict":
        p.fail()
    p.i = at + 1
    cond = condition_phrase(p, it_self=found.value.affects == "self")
    p.expect(".")
    p.end()
    p.mark(C_SUFFIX)
    return _with_condition(p, found, condition("not", part=cond))


# Static kinds whose condition the game judges when it reads them, after the layers:
# "can't lose the game" (`sba.cant_lose`), "don't lose the game for having 0 or less life"
# (`sba`), "damage is dealt to you as though its source had infect" (`events`)
_CHECKED_LATER = ("cant_lose", ABILITY_COST_CHANGE, NO_LOSS_FOR_ZERO_LIFE, DAMAGE_AS_INFECT,
                  "cost_change",                         # as a cost is determined (601.2f)
                  UNTAP_LIMIT,                           # as the untap step begins (502.3)
                  SPELLS_FORBIDDEN)                      # as a spell would be cast (601.3)


def _with_condition(p: Parser, found: Any, cond: Condition) -> Any:
    for line in found if isinstance(found, list) else [found]:
        several = line.kind == "statics"                 # "this creature and <group>"
        for static in line.value if several else [line.value]:
            if static.kind not in ("continuous", "restrict", LOYALTY_AS_INSTANT, COST_FLOOR,
                                   *_CHECKED_LATER) or static.cda or static.condition:
                p.fail()
            if static.kind not in ("restrict", *_CHECKED_LATER) and \
                    not _layer_safe(cond):
                p.fail()  # a restriction's condition is judged after the layers (`layers`),
                #           "can't lose the game"'s as the game checks (`sba.cant_lose`)
        line.value = [replace(s, condition=cond) for s in line.value] if several else \
            replace(line.value, condition=cond)
    return found


# -- what happened this turn ------------------------------------------------------------------

def _this_turn(p: Parser) -> Condition:
    """"a creature died this turn", "you [didn't attack with a creature / attacked] this
    turn", "you gained [N or more] life
    this turn", "an opponent lost life this turn", "you've cast two or more spells this
    turn", "you've drawn two or more cards this turn"..."""
    found = p.choice(_died, _left, _attacked, _creatures_attacked, _dealt_damage, _life_changed, _cast, _drawn, _entered,
                     _descended, _left_graveyard, _loyalty_activated, _turn_facts,
                     _sacrificed, _discarded, _created_token, _committed_crime,
                     _opponent_this_turn, _to_graveyard_this_turn)
    p.expect("this", "turn")
    p.mark(C_THIS_TURN)
    return found



C_OPPONENT_THIS_TURN = construct("condition.opponent_this_turn", "an opponent gained [N or "
                                 "more] life / cast N or more spells / drew / has drawn N or "
                                 "more cards / had <a / N or more> <permanents> enter the "
                                 "battlefield under their control this turn: one opponent's "
                                 "record of the turn (CR 119.3, 601.2i, 121.1, 603.4)")


def _opponent_this_turn(p: Parser) -> Condition:
    """"an opponent gained life" (Needlebite Trap), "an opponent cast three or more spells"
    (Mindbreak Trap), "an opponent drew three or more cards" (Runeflare Trap), "an opponent
    had two or more lands enter the battlefield under their control" (Lavaball Trap): what
    one of the opponents did, each counted alone (`one`)."""
    p.expect("an", "opponent")
    if p.accept("gained"):
        n = 1
        if not p.at("life"):
            n = number(p)
            p.expect("or", "more")
        p.expect("life")
        found = condition("this_turn", fact="gained", who="opponent", at_least=n)
    elif p.accept("cast"):
        n = number(p)
        p.expect("or", "more", "spells")
        found = condition("this_turn", fact="cast", who="opponent", at_least=n, one=True)
    elif p.accept("drew") or p.accept("has", "drawn"):
        n = number(p)
        p.expect("or", "more", "cards")
        found = condition("this_turn", fact="drew", who="opponent", at_least=n, one=True)
    else:
        found = _opponent_had_enter(p)
    p.mark(C_OPPONENT_THIS_TURN)
    return found


def _opponent_had_enter(p: Parser) -> Condition:
    """"an opponent had an artifact / two or more creatures enter the battlefield under
    their control" (CR 603.4): the permanents that entered under that opponent's control,
    by their card types as they entered."""
    p.expect("had")
    n = 1 if p.accept("a") or p.accept("an") else None
    if n is None:
        n = number(p)
        p.expect("or", "more")
    flt, plural = permanent_description(p)
    if plural != (n > 1) or not flt.types or flt != ObjectFilter(types=flt.types):
        p.fail()
    p.expect("enter", "the", "battlefield", "under", "their", "control")
    return condition("this_turn", fact="entered", who="opponent", at_least=n, one=True,
                     types=flt.types)


C_SACRIFICED = construct("condition.sacrificed_this_turn", "you['ve] sacrificed a/an "
                        "<artifact / creature / enchantment / land / permanent> this turn: "
                        "the permanents you sacrificed this turn, by their card types as they "
                        "last existed (CR 701.17a, 603.4, 611.3a)")
_SACRIFICED_TYPES = {"artifact": "Artifact", "creature": "Creature", "enchantment":
                     "Enchantment", "land": "Land", "permanent": ""}


def _sacrificed(p: Parser) -> Condition:
    """"you've sacrificed an artifact this turn" (Detective's Satchel), "you sacrificed a
    permanent this turn" (Goblin Blast-Runner)."""
    if not (p.accept("you", "'", "ve", "sacrificed") or p.accept("you", "sacrificed")):
        p.fail()
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    kind = _SACRIFICED_TYPES.get(p.next().key)
    if kind is None:
        p.fail()
    p.mark(C_SACRIFICED)
    types = {"types": frozenset({kind})} if kind else {}
    return condition("this_turn", fact="sacrificed", who="you", at_least=1, **types)


C_DISCARDED = construct("condition.discarded_this_turn", "you['ve] / a player / an opponent "
                       "discarded a card this turn: the turn's record of discards (CR 701.8a, "
                       "603.4, 602.5b)")


def _discarded(p: Parser) -> Condition:
    """"you've discarded a card this turn" (Gilt-Blade Prowler), "a player discarded a
    card this turn" (The Raven Man), "an opponent discarded a card this turn"."""
    if p.accept("you", "'", "ve") or p.accept("you"):
        who = "you"
    elif p.accept("a", "player"):
        who = "any"
    else:
        p.expect("an", "opponent")
        who = "opponent"
    p.expect("discarded", "a", "card")
    p.mark(C_DISCARDED)
    return condition("this_turn", fact=DISCARDED, who=who, at_least=1)


C_CREATED_TOKEN = construct("condition.created_token_this_turn", "you created a token this "
                           "turn: the turn's record of tokens created (CR 111.1, 603.4, "
                           "602.5b)")


def _created_token(p: Parser) -> Condition:
    """"you created a token this turn" (Idol of Oblivion, Bennie Bracks)."""
    if not p.accept("you", "'", "ve", "created"):
        p.expect("you", "created")
    p.expect("a", "token")
    p.mark(C_CREATED_TOKEN)
    return condition("this_turn", fact=CREATED_TOKEN, who="you", at_least=1)


C_CRIME = construct("condition.committed_crime", "you've committed a crime this turn: a spell "
                   "or ability of yours targeted an opponent, what they control or a card in "
                   "their graveyard (CR 700.13)")


def _committed_crime(p: Parser) -> Condition:
    """"you've committed a crime this turn" (Omenport Vigilante, Seize the Secrets)."""
    p.expect("you", "'", "ve", "committed", "a", "crime")
    p.mark(C_CRIME)
    return condition("this_turn", fact="crime", who="you", at_least=1)


C_TURN_FACTS = construct("condition.this_turn_facts", "no creatures died / attacked, you didn't "
                        "lose life, you / a player lost N or more life, you gained and lost "
                        "life, you drew N or more cards, a permanent you controlled left the "
                        "battlefield, you didn't play a land (this turn; CR 700.4, 508.1, "
                        "119.3, 121.1, 305.2a, 603.4)")


def _turn_facts(p: Parser) -> Condition:
    """The shapes of "<what happened> this turn" read here (before "this turn")."""
    found = p.choice(_no_creatures, _life_lost, _gained_and_lost, _drew, _left_controlled,
                     _no_land_played, _cast_both)
    p.mark(C_TURN_FACTS)
    return found


def _no_creatures(p: Parser) -> Condition:
    """"no creatures died", "no creatures attacked": anyone's (CR 700.4, 508.1)."""
    if p.accept("no", "permanents", "left", "the", "battlefield"):
        return condition("this_turn", fact="left", who="any", at_most=0)
    p.expect("no", "creatures")
    if p.accept("died"):
        return condition("this_turn", fact="dies", who="any", at_most=0)
    p.expect("attacked")
    return condition("this_turn", fact="attacked_creatures", who="any", at_most=0)


def _life_lost(p: Parser) -> Condition:
    """"you didn't lose life", "you lost 2 or more life", "a player lost 4 or more life":
    one player's total loss this turn (CR 119.3)."""
    if p.accept("you", "didn't", "lose", "life"):
        return condition("this_turn", fact="lost", who="you", at_most=0)
    who = "you" if p.accept("you") else "any"
    if who == "any":
        p.expect("a", "player")
    p.expect("lost")
    n = number(p)
    p.expect("or", "more", "life")
    return condition("this_turn", fact="lost", who=who, at_least=n)


def _no_land_played(p: Parser) -> Condition:
    """"you didn't play a land" (CR 305.2a: the lands played this turn)."""
    p.expect("you", "didn't", "play", "a", "land")
    return condition("lands_played", at_most=0)


def _gained_and_lost(p: Parser) -> Condition:
    """"you gained and lost life": both (CR 119.3)."""
    p.expect("you", "gained", "and", "lost", "life")
    return condition("all", parts=(
        condition("this_turn", fact="gained", who="you", at_least=1),
        condition("this_turn", fact="lost", who="you", at_least=1)))


def _drew(p: Parser) -> Condition:
    """"you drew two or more cards" (CR 121.1)."""
    p.expect("you", "drew")
    n = number(p)
    p.expect("or", "more", "cards")
    return condition("this_turn", fact="drew", who="you", at_least=n)


def _left_controlled(p: Parser) -> Condition:
    """"a permanent you controlled left the battlefield": its controller as it left
    (CR 603.10a)."""
    p.expect("a", "permanent", "you", "controlled", "left", "the", "battlefield")
    return condition("this_turn", fact="left", who="you", at_least=1)


C_CAST_BOTH = construct("condition.cast_both", "you've cast both a <type> spell and a "
                        "non<type> spell this turn: one of each (CR 601.2i, 603.4)")


def _cast_both(p: Parser) -> Condition:
    """"you've cast both a creature spell and a noncreature spell" (Eshki Dragonclaw)."""
    p.expect("you", "'", "ve", "cast", "both")
    parts = [_one_spell(p)]
    p.expect("and")
    parts.append(_one_spell(p))
    p.mark(C_CAST_BOTH)
    return condition("all", parts=tuple(parts))


def _one_spell(p: Parser) -> Condition:
    """"a creature spell", "a noncreature spell": one spell of that type cast by you."""
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = description(p)
    if plural or not flt.spell or flt != ObjectFilter(types=flt.types, not_types=flt.not_types,
                                                      spell=True):
        p.fail()
    params = ({"types": flt.types} if flt.types else {}) | (
        {"not_types": flt.not_types} if flt.not_types else {})
    return condition("this_turn", fact="cast", who="you", at_least=1, **params)




def _loyalty_activated(p: Parser) -> Condition:
    """"you [didn't] activate(d) a loyalty ability of a planeswalker" (CR 606.3)."""
    p.expect("you")
    none = p.accept("didn't", "activate")
    if not none:
        p.expect("activated")
    p.expect("a", "loyalty", "ability", "of", "a", "planeswalker")
    bound = {"at_most": 0} if none else {"at_least": 1}
    return condition("this_turn", fact=LOYALTY_ACTIVATED, who="you", **bound)


def _died(p: Parser) -> Condition:
    """"a creature died", "three or more creatures died": every creature that died this
    turn, anyone's (CR 700.4); "... under your / an opponent's control": those its
    controller controlled as they died (CR 603.10a)."""
    if p.accept("a", "creature", "died"):
        n = 1
    else:
        n = number(p)
        p.expect("or", "more", "creatures", "died")
    who = "any"
    if p.accept("under", "your", "control"):
        who = "you"
        p.mark(C_DIED_UNDER)
    elif p.accept("under", "an", "opponent", "'s", "control"):
        who = "opponent"
        p.mark(C_DIED_UNDER)
    return condition("this_turn", fact="dies", who=who, at_least=n)


def _left(p: Parser) -> Condition:
    p.expect("a", "permanent", "left", "the", "battlefield", "under", "your", "control")
    return condition("this_turn", fact="left", who="you", at_least=1)


def _dealt_damage(p: Parser) -> Condition:
    """"an opponent was dealt 7 or more damage this turn": one opponent, all the damage
    dealt to them this turn (CR 120.3)."""
    p.expect("an", "opponent", "was", "dealt")
    if p.accept("damage"):                        # any damage at all (CR 120.3)
        return condition("this_turn", fact=DAMAGE_TO_PLAYER, who="opponent", at_least=1)
    n = number(p)
    p.expect("or", "more", "damage")
    return condition("this_turn", fact=DAMAGE_TO_PLAYER, who="opponent", at_least=n)


def _creatures_attacked(p: Parser) -> Condition:
    """"three or more creatures attacked this turn": creatures declared as attackers this
    turn, by any player, each counted once (CR 508.1)."""
    n = number(p)
    p.expect("or", "more", "creatures", "attacked")
    return condition("this_turn", fact="attacked_creatures", who="any", at_least=n)


def _attacked(p: Parser) -> Condition:
    if p.accept("you", "didn't", "attack", "with", "a", "creature"):    # Curious Obsession
        return condition("this_turn", fact="attacked", who="you", at_most=0)
    p.expect("you", "attacked")                     # declared one or more attackers (508.1)
    if p.accept("with"):                            # "with two or more creatures": creatures
        n = number(p)                               # declared as attackers, each counted
        p.expect("or", "more", "creatures")         # once however many combats (508.1)
        return condition("this_turn", fact="attacked_creatures", who="you", at_least=n)
    return condition("this_turn", fact="attacked", who="you", at_least=1)


def _life_changed(p: Parser) -> Condition:
    if p.accept("you", "gained", "or", "lost", "life"):
        return condition("this_turn", fact="life", who="you", at_least=1)
    if p.accept("you", "gained") or p.accept("you", "'", "ve", "gained"):
        fact, who = "gained", "you"
    elif p.accept("you", "'", "ve", "lost") or p.accept("you", "lost"):
        fact, who = "lost", "you"                 # "as long as you've lost life this turn"
    else:
        p.expect("an", "opponent", "lost")
        fact, who = "lost", "opponent"
    n = 1
    if not p.at("life"):
        n = number(p)
        p.expect("or", "more")
    p.expect("life")
    return condition("this_turn", fact=fact, who=who, at_least=n)


def _cast(p: Parser) -> Condition:
    """"you've cast two or more spells", "you've cast a noncreature spell", "you've cast
    another spell", "you haven't cast a spell from your hand"."""
    params: dict[str, Any] = {}
    if p.accept("you", "haven't", "cast", "a", "spell"):
        if p.accept("from", "your", "hand"):
            params["zone"] = "hand"
        return condition("this_turn", fact="cast", who="you", at_most=0, **params)
    if p.at("you", "didn't", "cast") or p.at("that", "player", "didn't", "cast"):
        return _didnt_cast(p)
    p.expect("you", "'", "ve", "cast")
    if p.accept("another"):
        n = 1
        params["other"] = True
    elif p.at("a") or p.at("an"):
        p.i += 1
        n = 1
    else:
        n = number(p)
        p.expect("or", "more")
    if p.accept("spells" if n > 1 else "spell"):
        return condition("this_turn", fact="cast", who="you", at_least=n, **params)
    if n > 1 and p.accept("instant", "and", "sorcery", "spells"):    # each is one of them
        return condition("this_turn", fact="cast", who="you", at_least=n,
                         types=frozenset({"Instant", "Sorcery"}))
    flt, plural = description(p)
    if plural != (n > 1) or not flt.spell or flt != ObjectFilter(
            types=flt.types, not_types=flt.not_types, spell=True):
        p.fail()
    if flt.types:
        params["types"] = flt.types
    if flt.not_types:
        params["not_types"] = flt.not_types
    return condition("this_turn", fact="cast", who="you", at_least=n, **params)


C_DIDNT_CAST = construct("condition.didnt_cast", "you / that player didn't cast a [<type>] "
                        "spell this turn: no spell of theirs cast this turn; \"that player\": "
                        "the player whose step it is (CR 601.2i, 603.4)")


def _didnt_cast(p: Parser) -> Condition:
    """"you didn't cast a spell", "that player didn't cast a creature spell" (in a trigger
    at the beginning of a player's step: that player, CR 603.2)."""
    if p.accept("that", "player"):
        if p.scope.kind != "triggered" or p.scope.event_subject != "player":
            p.fail()
        who = "event"
    else:
        p.expect("you")
        who = "you"
    p.expect("didn't", "cast")
    params: dict[str, Any] = {}
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    if not p.accept("spell"):
        flt, plural = description(p)
        if plural or not flt.spell or not flt.types or flt != ObjectFilter(
                types=flt.types, spell=True):
            p.fail()
        params["types"] = flt.types
    p.mark(C_DIDNT_CAST)
    return condition("this_turn", fact="cast", who=who, at_most=0, **params)


def _entered(p: Parser) -> Condition:
    """"two or more nonland permanents entered the battlefield under your control", "an
    artifact entered ...", "you had another creature enter the battlefield under your
    control", "you had a land you control enter" (this turn)."""
    had = p.accept("you", "had")
    other = p.accept("another")
    if other or p.at("a") or p.at("an"):
        if not other:
            p.i += 1
        bounds = {"at_least": 1}
    elif had:
        p.fail()
    else:
        n = number(p)
        p.expect("or", "more")
        bounds = {"at_least": n}
    flt, plural = permanent_description(p)
    yours = had and flt.controller == "you" and p.accept("enter")   # "a land you control
    if yours:                                                        # enter" (newer wording)
        flt = replace(flt, controller=None)
    if plural != (bounds["at_least"] > 1) or flt != ObjectFilter(types=flt.types,
                                                                 not_types=flt.not_types):
        p.fail()
    if not yours:
        p.expect("enter" if had else "entered")
        if had or not p.at("under"):               # "entered under your control" (newer
            p.expect("the", "battlefield")         # wording, CR 403.3)
        p.expect("under", "your", "control")
    params: dict[str, Any] = {"other": other} if other else {}
    if flt.types:
        params["types"] = flt.types
    if flt.not_types:
        params["not_types"] = flt.not_types
    return condition("this_turn", fact="entered", who="you", **bounds, **params)


def _entered_itself(p: Parser, it_self: bool) -> Condition:
    """"it entered this turn" (it: this permanent, a new object each time, CR 400.7)."""
    if not self_ref(p) and not (it_self and p.accept("it")):
        p.fail()
    p.expect("entered", "this", "turn")
    p.mark(C_THIS_TURN)
    return condition("this_turn", fact="entered", who="any", itself=True, at_least=1)


C_NAME_UNSHARED = construct("condition.name_unshared", "in an object's trigger: if it doesn't "
                            "have the same name as another creature you control or a "
                            "creature card in your graveyard (CR 201.2, 603.4)")


def _name_unshared(p: Parser) -> Condition:
    """Guardian Project's intervening "if": about the object the event was about."""
    if p.scope.kind != "triggered" or p.scope.it != "event":
        p.fail()
    p.expect("it", "doesn't", "have", "the", "same", "name", "as", "another", "creature",
             "you", "control", "or", "a", "creature", "card", "in", "your", "graveyard")
    p.mark(C_NAME_UNSHARED)
    return condition(NAME_UNSHARED)


C_FROM_GRAVEYARD = construct("condition.entered_from_graveyard", "in an enters trigger: if "
                             "it / that creature entered from your / a graveyard or you cast "
                             "it from your / a graveyard (CR 603.4, 603.6a, 601.2)")


def _entered_from_graveyard(p: Parser) -> Condition:
    """"if it entered from your graveyard or you cast it from your graveyard" (Prized
    Amalgam), "if that creature entered from a graveyard or you cast it from a graveyard":
    about the permanent whose entering triggered the ability (CR 603.6a)."""
    if p.scope.kind != "triggered":
        p.fail()                   # (an enters trigger's only: `abilities.triggered_line`)
    if not (p.accept("it") or p.accept("that", "creature") or self_ref(p)):
        p.fail()
    p.expect("entered", "from")
    yours = p.accept("your")
    if not yours:
        p.expect("a")
    p.expect("graveyard", "or", "you", "cast", "it", "from", "your" if yours else "a",
             "graveyard")
    p.mark(C_FROM_GRAVEYARD)
    return condition("entered_from_graveyard", yours=yours)


def _left_graveyard(p: Parser) -> Condition:
    """"a card left your graveyard [this turn]"."""
    p.expect("a", "card", "left", "your", "graveyard")
    return condition("this_turn", fact="left_graveyard", who="you", at_least=1)


def _descended(p: Parser) -> Condition:
    """"you descended [this turn]": a permanent card was put into your graveyard from
    anywhere (CR 700.11)."""
    p.expect("you", "descended")
    return condition("this_turn", fact="descended", who="you", at_least=1)


def _drawn(p: Parser) -> Condition:
    p.expect("you", "'", "ve", "drawn")
    n = number(p)
    p.expect("or", "more", "cards")
    return condition("this_turn", fact="drew", who="you", at_least=n)


# -- "enters with counters if <condition>" (CR 614.1c) ---------------------------------------

C_ENTERS_IF = construct("condition.enters_if", "this creature enters with N counters on it if "
                        "<condition> / If this creature was kicked, it enters with N counters "
                        "on it (CR 614.1c, 702.33d)")


C_DONT_UNTAP_IF = construct("condition.dont_untap_if", "This <permanent> doesn't untap "
                            "during your untap step if <condition>.: judged as the untap "
                            "step untaps (CR 502.3)")


def _untaps_only_if(p: Parser, text: str) -> Any:
    """"This land doesn't untap during your untap step if it has a depletion counter on
    it." (CR 502.3): the restriction applies while the condition is true."""
    keys = p.keys
    at = next((k for k in range(p.i + 1, p.n - 1) if keys[k] == "if"), None)
    if at is None or keys[at - 2:at] != ["untap", "step"] or keys[-1] != ".":
        p.fail()
    body = Parser(_plain(p.tokens[p.i:at] + p.tokens[-1:]), p.card, p.scope, p.line)
    found = _body(body, text)
    p.used += body.used
    if isinstance(found, list) or found.value.kind != "restrict" or \
            found.value.restrictions != frozenset({"doesnt_untap"}):
        p.fail()
    p.i = at + 1
    cond = condition_phrase(p, it_self=found.value.affects == "self")
    p.expect(".")
    p.end()
    p.mark(C_DONT_UNTAP_IF)
    return _with_condition(p, found, cond)


def _enters_if(p: Parser, text: str) -> Any:
    """"This creature enters with a +1/+1 counter on it if a creature died this turn."."""
    keys = p.keys
    at = next((k for k in range(p.i + 1, p.n - 1) if keys[k] == "if"), None)
    if at is None or keys[at - 2:at] != ["on", "it"] or keys[-1] != ".":
        p.fail()
    body = Parser(p.tokens[p.i:at] + p.tokens[-1:], p.card, p.scope, p.line)
    found = _counters_body(body, text)
    p.used += body.used
    p.i = at + 1
    cond = p.attempt(_modified_controlled) or condition_phrase(p, it_self=True)
    p.expect(".")
    p.end()
    return _only_if(p, found, cond)


C_ENTERS_IF_MODIFIED = construct("condition.enters_if_modified", "this creature enters with N "
                                 "counters on it if you control a modified creature: judged "
                                 "as it would enter (CR 700.9, 614.1c)")


def _modified_controlled(p: Parser) -> Condition:
    """"you control a modified creature" (Heir of the Ancient Fang): read only here, judged
    once as the permanent would enter, outside the layers (CR 700.9, 614.1c)."""
    p.expect("you", "control", "a", "modified", "creature")
    p.mark(C_ENTERS_IF_MODIFIED)
    return condition("control", filter=ObjectFilter(types=frozenset({"Creature"}),
                                                    controller="you", modified=True),
                     at_least=1)


def _kicked_enters(p: Parser, text: str) -> Any:
    """"If this creature was kicked [with its {1}{U} kicker], it enters with two +1/+1
    counters on it [and with flying]." (CR 702.33d, 702.33f): the entering permanent is the
    spell that was kicked (CR 400.7d)."""
    from tolaria.cards.oracle import abilities
    from tolaria.cards.oracle.lexer import SELF, Token
    p.expect("if")
    if not self_ref(p):
        p.fail()
    p.expect("was", "kicked")
    cond = condition("kicked")
    if p.at("with", "its"):
        cond = abilities.kicked_with(p)
        p.mark(C_KICKED_WITH_ENTERS)
    p.expect(",")
    it = p.token()
    if it is None or it.key != "it":
        p.fail()
    tokens = [Token("self", SELF, it.text, it.pos)] + p.tokens[p.i + 1:]
    keys = [t.key for t in tokens]
    at = next((k for k in range(len(keys) - 3) if keys[k:k + 4] == ["on", "it", "and", "with"]),
              None)
    grants = _with_abilities(p, tokens[at + 4:]) if at is not None else ()
    end = Token("punct", ".", ".", tokens[-1].pos)
    body = Parser(tokens[:at + 2] + [end] if at is not None else tokens, p.card, p.scope,
                  p.line)
    found = _counters_body(body, text)
    p.used += body.used
    p.i = p.n
    if grants:
        static = found.value
        found.value = replace(static, replacement=replace(static.replacement, grants=grants))
    return _only_if(p, found, cond)


C_KICKED_WITH_ENTERS = construct("condition.kicked_with_enters", "If this creature was kicked "
                                 "with its {A} kicker, it enters with ...: that kicker cost "
                                 "was paid (CR 702.33f, 614.1c)")
C_ENTERS_WITH_ABILITY = construct("replacement.enters_with_ability", "... it enters with N "
                                  "counters on it and with <keywords / \"ability\">: it has "
                                  "them from the moment it enters (CR 614.1c, 613.1f)")


def _with_abilities(p: Parser, tokens: list[Any]) -> tuple[Any, ...]:
    """"and with first strike." / "and with \"Pay 3 life: Regenerate this creature.\"": the
    layer effect giving the entering permanent those abilities, as "has" reads them."""
    from tolaria.cards.oracle import abilities
    sub = Parser(tokens, p.card, p.scope, p.line)
    part = abilities.has_abilities(sub)
    if not (sub.done and sub.keys[sub.i - 1] == '"'):
        sub.expect(".")
    sub.end()
    p.used += sub.used
    p.mark(C_ENTERS_WITH_ABILITY)
    return (part,)


def _counters_body(p: Parser, text: str) -> Any:
    """"<this creature> enters with N <kind> counters on it." as `abilities` reads it."""
    from tolaria.cards.oracle import abilities
    found = _one_line(p, abilities.static_line(p, text))
    static = found.value
    if not isinstance(static, StaticAbility) or static.replacement is None or \
            static.replacement.op != "counters" or static.replacement.x:
        p.fail()
    return found


C_TAPPED_IF = construct("condition.enters_tapped_if", "If <condition>, this land enters tapped. "
                        "(CR 614.1c): checked as it would enter")


def _tapped_if(p: Parser, text: str) -> Any:
    """"If you control two or more other lands, this land enters tapped." (CR 614.1c): the
    replacement effect applies only while the condition holds as the land would enter,
    i.e. it doesn't apply unless the condition holds (the same check as "enters tapped
    unless", negated)."""
    from tolaria.cards.oracle import abilities
    from tolaria.cards.oracle.costs import activation_condition
    p.expect("if")
    cond = activation_condition(p)
    p.expect(",")
    body = Parser(p.tokens[p.i:], p.card, p.scope, p.line)
    found = _one_line(body, abilities.static_line(body, text))
    static = found.value
    if not isinstance(static, StaticAbility) or static.replacement is None or \
            static.replacement.op != "tapped" or static.replacement.unless is not None:
        p.fail()
    p.used += body.used
    p.i = p.n
    found.value = replace(static, replacement=replace(static.replacement,
                                                      unless=condition("not", part=cond)))
    p.mark(C_TAPPED_IF)
    return found


C_IF_ENTERS_WITH = construct("condition.if_enters_with", "If <condition>, this creature "
                             "enters with N <kind> counters [and ...] on it.: checked as it "
                             "would enter (CR 614.1c)")


def _counters_if(p: Parser, text: str) -> Any:
    """"If you control five or more untapped lands, this creature enters with two +1/+1
    counters and a lifelink counter on it." (Dust Animus)."""
    p.expect("if")
    cond = condition_phrase(p, it_self=True)
    p.expect(",")
    body = Parser(p.tokens[p.i:], p.card, p.scope, p.line)
    found = _counters_body(body, text)
    p.used += body.used
    p.i = p.n
    p.mark(C_IF_ENTERS_WITH)
    return _only_if(p, found, cond)


def _only_if(p: Parser, found: Any, cond: Condition) -> Any:
    static: StaticAbility = found.value
    spec = static.replacement
    if spec.unless is not None:
        p.fail()
    found.value = replace(static, replacement=replace(spec, unless=condition("not", part=cond)))
    p.mark(C_ENTERS_IF)
    return found


C_TO_GRAVEYARD_THIS_TURN = construct("condition.to_graveyard_this_turn", "a/an <permanent> [you "
                                     "controlled] was put into a / your graveyard from the "
                                     "battlefield this turn: the turn's record, by card types "
                                     "as it last existed (CR 700.4, 603.4, 603.10a)")


def _to_graveyard_this_turn(p: Parser) -> Condition:
    """"if an artifact or creature was put into a graveyard from the battlefield this turn"
    (Ichor Shade), "an enchantment was put into your graveyard" (Kami of Transience)."""
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = permanent_description(p)
    if plural or flt != ObjectFilter(types=flt.types):
        p.fail()
    who = "you" if p.accept("you", "controlled") else "any"
    p.expect("was", "put", "into")
    yours = p.accept("your")
    if not yours:
        p.expect("a")
    p.expect("graveyard", "from", "the", "battlefield")
    if not p.at("this", "turn"):
        p.fail()
    p.mark(C_TO_GRAVEYARD_THIS_TURN)
    types = {"types": flt.types} if flt.types else {}
    return condition("this_turn", fact="to_graveyard", who=who, at_least=1, yours=yours,
                     **types)


# The instruction riders read these conditions; their constructs are declared as it loads.
from tolaria.cards.oracle import riders  # noqa: E402, F401

