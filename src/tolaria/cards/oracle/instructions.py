"""Instructions: the effect sentences of spells and abilities, as `Effect` steps.

A sentence is one or more clauses ("Untap target creature and gain control of it
until end of turn.", "Draw two cards, then discard a card."). A clause is an
imperative ("Destroy target creature"), a player doing something ("Each
opponent loses 2 life"), an object doing or getting something ("This creature
deals 1 damage to any target", "Target creature gets +3/+3 until end of turn")
or a group getting something ("Creatures you control get +1/+1 until end of
turn"). Later sentences may modify earlier ones ("It can't be regenerated.",
CR 608.2c). The effect ops are those of `tolaria.rules.effects`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.cards.oracle import (
    added_phases,
    animation,
    causing,
    choices,
    colors,
    delayed,
    dice,
    durations,
    emblems,
    ending,
    eventrefs,
    exile_instead,
    experience,
    friends,
    granted,
    graveyard,
    kin,
    library,
    life_unless,
    mana_rules,
    mass,
    meld,
    milled,
    outside,
    parley,
    phasing,
    phrases,
    piles,
    player_control,
    prevention,
    quantities,
    replacements,
    restart,
    revealing,
    riders,
    ring,
    tapped_this_way,
    targeting,
    tokens,
    with_self,
)
from tolaria.cards.oracle import blocking as block_rules
from tolaria.cards.oracle import keywords as keyword_rules
from tolaria.cards.oracle import restrictions as limits
from tolaria.cards.oracle.keyword_lines import quality_keywords
from tolaria.cards.oracle.parser import CAST_TARGETING, Parser, construct
from tolaria.cards.oracle.phrases import (
    COLOR_WORDS,
    amount,
    counter_kind,
    description,
    it_ref,
    number,
    object_ref,
    permanent_description,
    player_ref,
    self_ref,
    singular_player,
    status_in,
    target,
    they_event_player,
)
from tolaria.data.ir import (
    Effect,
    ObjectFilter,
    StaticAbility,
    TargetSpec,
    effect,
    layer_effect,
)
from tolaria.data.qualities import HEXPROOF_FROM
from tolaria.data.vocabulary import (
    CANT_ACTIVATE,
    CHOSEN_PLAYER,
    DESTROYED_POWER,
    DISCARDED_COUNT,
    EVENT_SPELL,
    EXILED_COUNT,
    GIFT_PROMISED,
    HALF,
    MANIFESTED_COUNT,
    NO_COMBAT_DAMAGE,
    NO_MAXIMUM_HAND_SIZE,
    OTHER_OPPONENTS,
    RETURNED_COUNT,
    SOURCE_COMBAT,
)

C = {name: construct(name, text) for name, text in (
    ("effect.damage", "<source> deals N damage to <target> (CR 120)"),
    ("effect.damage_each", "<source> deals N damage to each creature/opponent/player, to you"),
    ("effect.draw", "draw N cards / <player> draws N cards (CR 121)"),
    ("effect.discard", "<player> discards N cards (CR 701.8)"),
    ("effect.mill", "<player> mills N cards (CR 701.13)"),
    ("effect.gain_life", "<player> gains N life (CR 119.3)"),
    ("effect.energy", "you get {E}{E}: energy counters (CR 107.14, 122.1)"),
    ("effect.energy_amount", "you get six {E} / an amount of {E} equal to <quantity>: that "
                             "many energy counters, counted as it resolves (CR 107.14, 122.1, "
                             "608.2h)"),
    ("effect.energy_that_many", "you get that many {E}: as many energy counters as the "
                                "trigger's amount (the damage dealt; CR 107.14, 603.2)"),
    ("effect.sacrifice_unless", "sacrifice this permanent unless you pay {M} (CR 118.12, "
                                "701.17)"),
    ("effect.lose_life", "<player> loses N life (CR 119.3)"),
    ("effect.lose_game", "<player> loses the game (CR 104.3e; not while they can't lose the "
                         "game, CR 614.17)"),
    ("effect.win_game", "you win the game (CR 104.2b; not while an opponent's \"your "
                        "opponents can't win the game\" applies, CR 101.2)"),
    ("effect.destroy", "destroy <target> (CR 701.7); it can't be regenerated (CR 701.15c)"),
    ("effect.destroy_all", "destroy all <description> (CR 701.7); they can't be regenerated"),
    ("effect.exile", "exile <target> (CR 406)"),
    ("effect.exile_self_counters", "Exile this spell with N time counters on it.: the "
     "resolving spell goes to exile, then gets the counters; with suspend it is suspended "
     "(CR 608.2n, 702.62b)"),
    ("effect.exile_graveyards", "exile all graveyards / target player's / each opponent's "
                                "graveyard / all opponents' graveyards (CR 406.2)"),
    ("effect.bounce", "return <object> to its owner's hand (CR 400.3)"),
    ("effect.counter", "counter target <spell> (CR 701.5)"),
    ("effect.counter_cast", "Whenever <player> casts <spell>, counter that spell.: the spell "
                            "cast (CR 603.2, 701.5a)"),
    ("effect.if_kicked", "if this spell was kicked, <instructions> (CR 702.33d)"),
    ("effect.counter_unless", "counter target <spell> unless its controller pays {M} "
                              "(CR 118.12a, 701.5)"),
    ("effect.tap", "tap <object> (CR 701.21)"),
    ("effect.untap", "untap <object> (CR 701.21)"),
    ("effect.pump", "<object> gets +N/+N until end of turn (CR 611.2, 613.4c)"),
    ("effect.grant", "<object> gains <keywords> [and gets +N/+N] until end of turn (CR 613.1f)"),
    ("effect.loses_creature_types", "<object> gets +N/+N and loses all creature types until "
                                    "end of turn (CR 205.1b, 613.1d)"),
    ("effect.group_pump", "<group> get +N/+N and/or gain <keywords> until end of turn "
                          "(CR 611.2c)"),
    ("effect.counters", "put N <kind> counters on <object> (CR 122.6)"),
    ("effect.counters_chosen", "put N <kind> counters on a <permanent> you control: one "
     "chosen as it resolves (CR 608.2d, 122.6)"),
    ("effect.tokens", "create N P/T <colour> <subtype> creature tokens [with <keywords>] "
                      "(CR 111)"),
    ("effect.sacrifice", "sacrifice this permanent (CR 701.17)"),
    ("effect.transform", "transform this permanent (CR 701.28a)"),
    ("effect.flip", "flip this permanent / flip it (CR 710.1a, 710.2)"),
    ("effect.regenerate", "regenerate <object> (CR 701.15)"),
    ("effect.prevent", "prevent the next N damage to <target> this turn (CR 615.7)"),
    ("effect.add_mana", "add <mana> in a spell (CR 106.3)"),
    ("effect.control", "gain control of <target> [until end of turn] (CR 613.1b)"),
    ("effect.switch_pt", "switch <target>'s power and toughness until end of turn (CR 613.4d)"),
    ("effect.copy_spell", "copy target instant or sorcery spell; new targets (CR 707.10)"),
    ("effect.change_text", "change the text of <target> by replacing a colour word or basic "
                           "land type (CR 612)"),
    ("effect.no_maximum_hand_size", "you have no maximum hand size for the rest of the game "
                                    "/ until your next turn (CR 402.2, 613.11, 611.2a)"),
    ("effect.player_protection", "you gain protection from everything until your next "
                                 "turn: spells and abilities can't target you, damage to "
                                 "you is prevented, Auras can't enchant you (CR 702.16b-e)"),
    ("effect.sacrifice_any", "sacrifice any number of <permanents>; then \"that many\" / "
                             "\"that much\" count them (CR 701.17a, 608.2c)"),
    ("effect.poison", "<player> gets N poison counters (CR 122.1f, 104.3d)"),
    ("effect.choose_new_targets", "you may choose new targets for target spell [or ability]: "
                                  "each target kept or changed to a legal one (CR 115.7d)"),
    ("effect.change_target", "change the target of target spell [or ability] with a single "
                             "target: to another legal target, if there is one (CR 115.7a)"),
    ("effect.change_target_to_self", "change a target of target spell or ability to this "
                                     "creature / change the target of <spell with a single "
                                     "target> to this creature: one of its targets becomes "
                                     "this creature, only if that's legal for it (CR 115.7a, "
                                     "115.3)"),
    ("effect.prevent_from_source", "the next time a [colour] source of your choice would "
                                   "deal damage to you this turn, prevent that damage"),
    ("effect.become", "until end of turn, <target> loses all abilities and becomes a "
                      "<colour> <subtype> with base power and toughness N/N (CR 613)"),
    ("effect.delayed", "<instruction> at the beginning of the next end step (CR 603.7)"),
    ("effect.attach", "attach this permanent / it (the entering Equipment) to target "
                      "creature you control (CR 701.3, 603.2)"),
    ("effect.counters_each", "put N <kind> counters on each <group> (CR 122.6)"),
    ("effect.tap_all", "tap/untap all <group> (CR 701.21)"),
    ("effect.cant_this_turn", "<object or group> can't attack/block this turn (CR 508.1c, "
                              "509.1b)"),
    ("effect.cant_until_next_turn", "<object> can't attack [or block] / block until your "
                                    "next turn (CR 508.1c, 509.1b, 611.2a-b)"),
    ("effect.sacrifice_choice", "<player> sacrifices a <description> (CR 701.17a)"),
    ("effect.sacrifice_each_of", "<player> sacrifices a <description>, a <description>, and a "
                                 "<description>: a different permanent for each, as many as "
                                 "they can (CR 701.17a, 609.3)"),
    ("effect.sacrifice_greatest_power", "<player> sacrifices a creature with the greatest "
                                        "power among creatures that player controls: a tied "
                                        "one of their choice (CR 701.17a)"),
    ("effect.greatest_mana_value", "<player> sacrifices / returns a <permanent> [they "
                                   "control] with the greatest mana value among <permanents> "
                                   "they control: one of theirs whose mana value is the "
                                   "greatest among those, a tied one of their choice (CR "
                                   "202.3, 701.17a, 400.3)"),
    ("effect.named_tokens", "create N Treasure/Food/Clue/Blood tokens; investigate (CR 111.10)"),
    ("effect.scry", "scry N (CR 701.22)"),
    ("effect.surveil", "surveil N (CR 701.25)"),
    ("effect.reveal_discard", "<player> reveals their hand. You choose a <card> from it "
                              "[with mana value N or less]. "
                              "That player discards that card. (CR 701.16, 701.8)"),
    ("effect.delayed_upkeep", "<instruction> at the beginning of the next turn's upkeep / "
                              "the next upkeep (CR 603.7)"),
    ("effect.discard_each", "each opponent / each player discards N cards (CR 701.8, 101.4)"),
    ("effect.bounce_choice", "return a <description> you control to its owner's hand"),
    ("effect.to_library", "put <object> on top of its owner's library (CR 401.4)"),
    ("effect.bite", "<target> deals damage equal to its power to <target> (CR 120.3)"),
    ("effect.fight", "<object> fights <target> (CR 701.14)"),
    ("effect.search", "search your library for a <card>, [reveal it,] put it into your hand "
                      "/ onto the battlefield [tapped], then shuffle (CR 701.19)"),
    ("effect.graveyard_return", "return target <card> from your graveyard to your hand / the "
                                "battlefield; exile target card from a graveyard"),
    ("effect.dead_source", "it deals N damage in its own dies/leaves trigger: the source's "
                           "last known information (CR 608.2h)"),
    ("effect.dead_event_source", "it deals damage equal to its power, in a trigger on "
                                 "another creature dying: that creature is the source, as it "
                                 "last existed (CR 603.10a, 608.2h, 120.3)"),
    ("effect.same_subject", "a second verb for the same player: \"draws a card and loses 1 "
                            "life\""),
    ("effect.control_all", "gain control of all <permanents> [target player controls] [until "
                           "end of turn]: those that match as it resolves (CR 611.2c, "
                           "613.1b)"),
    ("effect.look_reveal_any", "look at the top N cards of your library. You may reveal any "
                               "number of <cards> from among them and put the revealed cards "
                               "into your hand (CR 701.16a, 401.4)"),
    ("effect.look_at_top", "look at the top N cards of your library. Put one of them into "
                           "your hand and the rest on the bottom in any/a random order or into "
                           "your graveyard / you may reveal a <card> from among them ... "
                           "(CR 401.4)"),
    ("effect.win_if_x_covers_library", "look at the top X cards of your library, where X is "
                                       "<quantity>. ... If X is greater than or equal to the "
                                       "number of cards in your library, you win the game (X "
                                       "as counted; CR 608.2h, 104.2b)"),
    ("effect.lose_half_life", "<player> lose(s) half your/their life, rounded up/down (each "
                              "their own, as it resolves; CR 107.1a, 119.3)"),
    ("effect.look_up_to", "look at the top N / X cards of your library. Put up to N of them "
                          "into your hand / on top of your library and the rest on the bottom "
                          "of your library in a random order (none at all may be taken; CR "
                          "401.4)"),
)}

def engine_keywords() -> frozenset[str]:
    """The keywords the engine implements (CR 702): the registry's list."""
    from tolaria.cards.registry import KEYWORDS
    return KEYWORDS


def keyword_name(p: Parser) -> frozenset[str]:
    """One keyword the engine implements: "flying", "first strike", "protection from red"."""
    keywords = engine_keywords()
    tok = p.token()
    if tok is None or tok.kind != "word":
        p.fail()
    if p.at_any(("protection", "hexproof")) and (p.at(p.peek(), "from", "the", "chosen")
                                                 or p.at(p.peek(), "from", "that", "color")):
        return choices.chosen_protection(p)                  # CR 608.2d
    if p.at("the", "chosen", "keyword"):
        return choices.chosen_keyword(p)
    if p.peek(1) == "from" and tok.key in ("protection", "hexproof"):
        start = p.i
        p.i += 2
        words = [tok.key, "from"]
        while True:
            while p.token() is not None and p.token().kind == "word" and p.peek() not in (
                    "and", "until"):
                words.append(p.next().key)
            if not p.at("and", "from"):
                break
            p.i += 2
            words += ["and", "from"]
        found = quality_keywords(" ".join(words)) or quality_keywords(" ".join(words),
                                                                 HEXPROOF_FROM)
        if found is None:
            p.i = start
            p.fail()
        keyword_rules.mark_subtype_protection(p, found)
        return found
    two = f"{tok.key} {p.peek(1)}"
    if two in keywords:
        p.i += 2
        return frozenset({two})
    if tok.key in keywords:
        p.i += 1
        return frozenset({tok.key})
    p.fail()


def keyword_list(p: Parser) -> frozenset[str]:
    """"flying", "flying and trample", "first strike, vigilance, and lifelink"."""
    found = keyword_name(p)
    while True:
        save = p.i
        if not (p.accept(",", "and") or p.accept("and") or p.accept(",")):
            return found
        more = p.attempt(keyword_name)
        if more is None:
            p.i = save
            return found
        found |= more


# -- sentences ----------------------------------------------------------------------------

def effect_sentences(p: Parser, stop: tuple[str, ...] = ()) -> list[Effect]:
    """Sentences until the end of the line, or a sentence starting with a `stop` word."""
    effects: list[Effect] = []
    while not p.done and p.peek() not in stop:
        effects = sentence(p, effects)
    if not effects:
        p.fail()
    return effects


def _after_sacrifice(p: Parser, effects: list[Effect]) -> bool:
    """Is the last instruction one player's sacrifice of one permanent, so "that creature"
    next is the sacrificed one (CR 701.17a, 608.2h)? Not in an activated ability, whose
    own sacrifice cost "the sacrificed creature" also names (CR 118.8)."""
    last = effects[-1] if effects else None
    return last is not None and last.op == "sacrifice_choice" and last.get("count") == 1 \
        and (last.get("who") == "you" or type(last.get("who")) is int) \
        and p.scope.kind in ("spell", "triggered") and not p.scope.sacrificed


def _about_sacrificed(p: Parser, read: Any, *args: Any) -> Any:
    """`read(p, *args)` with "that creature" the sacrificed one."""
    p.scope.sacrificed = True
    try:
        return read(p, *args)
    finally:
        p.scope.sacrificed = False


# Instructions exiling target cards from graveyards: the next sentence may count the cards
# "exiled this way" (CR 608.2c)
_EXILING = frozenset({"exile_card", "exile_cards"})


def _after_exile(p: Parser, effects: list[Effect]) -> bool:
    """Whether this sentence, after an exile of target cards from graveyards, speaks of
    the cards "exiled this way"."""
    last = effects[-1] if effects else None
    if last is None or p.scope.exiled:
        return False
    if _exile_all(last) is not None and quantities.sentence_says(p, "that", "many"):
        return True                                 # "Exile all attacking creatures target
    if not (last.op in _EXILING and last.get("zone", "graveyard") == "graveyard"   # player
            or _exile_all(last) is not None         # controls. ... that many ..."
            or last.op == "graveyard_all" and last.get("to") == "exile"):
        return False
    return quantities.sentence_says(p, "exiled", "this", "way")


def _exile_all(found: Effect) -> Effect | None:
    """The "exile all <permanents>" instruction `found` is, or applies to a chosen player."""
    inner = found.get("effect") if found.op == "for_player" else found
    if isinstance(inner, Effect) and inner.op == "all_leave" and inner.get("to") == "exile":
        return inner
    return None


def _about_exiled(p: Parser, before: list[Effect]) -> list[Effect]:
    """The sentence with "<cards> exiled this way" the cards the exile before it moved: that
    instruction remembers them as it resolves (`effects.remember_exiled`)."""
    exile = before[-1]
    every = _exile_all(exile)
    p.scope.exiled = True
    p.scope.exiled_all = every.get("filter") if every is not None else None
    try:
        found = sentence(p, before)
    finally:
        p.scope.exiled, p.scope.exiled_all = False, None
    if found[:len(before)] != before or not any(
            quantities.counts(e, EXILED_COUNT) for e in found[len(before):]):
        p.fail()                      # "exiled this way" read some other way: not guessed
    return before[:-1] + [quantities.remembering(exile)] + found[len(before):]


def _discard_before(before: list[Effect]) -> int | None:
    """Where "you discard N cards" is among the effects `before`: last, or just before a
    "draw N cards" of yours (Seasoned Pyromancer)."""
    for k in (len(before) - 1, len(before) - 2):
        if k >= 0 and before[k].op == "discard" and before[k].get("who") == "you" and \
                isinstance(before[k].get("amount"), int) and all(
                    e.op == "draw" for e in before[k + 1:]):
            return k
    if before and before[-1].op == "discard_up_to" and before[-1].get("most") is None and \
            not before[-1].get("all"):
        return len(before) - 1            # "Discard any number of cards." (Sacred Rites)
    return None


def _after_discard(p: Parser, before: list[Effect]) -> bool:
    """Whether this sentence, after "discard N cards", speaks of the cards "discarded this
    way" (CR 608.2c)."""
    if _discard_before(before) is None or p.scope.discarded:
        return False
    end = p.keys.index(".", p.i) if "." in p.keys[p.i:] else p.n
    words = p.keys[p.i:end]
    return any(words[k:k + 3] == ["discarded", "this", "way"] for k in range(len(words)))


def _about_discarded(p: Parser, before: list[Effect]) -> list[Effect]:
    """The sentence with "<cards> discarded this way" the cards the discard before it
    moved: that discard remembers them as it resolves (`effects.remember_discarded`)."""
    p.scope.discarded = True
    try:
        found = sentence(p, before)
    finally:
        p.scope.discarded = False
    k = _discard_before(before)
    if k is None or found[:len(before)] != before or not any(
            quantities.counts(e, DISCARDED_COUNT) for e in found[len(before):]):
        p.fail()                      # "discarded this way" read some other way: not guessed
    discard = before[k]
    return before[:k] + [replace(discard, params=discard.params + (("remember", True),))] + \
        found[k + 1:]


def _manifests_before(before: list[Effect]) -> int:
    """How many "manifest N cards from <a hand>" end the effects `before` (one per target
    player of "up to two target players each manifest ...")."""
    k = 0
    while k < len(before) and before[-1 - k].op == "manifest" and \
            before[-1 - k].get("zone") == "hand":
        k += 1
    return k


def _after_manifest(p: Parser, before: list[Effect]) -> bool:
    """Whether this sentence, after "<players> manifest N cards from their hands", speaks
    of the cards "manifested this way" (CR 608.2c)."""
    if not _manifests_before(before) or p.scope.manifested:
        return False
    end = p.keys.index(".", p.i) if "." in p.keys[p.i:] else p.n
    words = p.keys[p.i:end]
    return any(words[k:k + 3] == ["manifested", "this", "way"] for k in range(len(words)))


def _about_manifested(p: Parser, before: list[Effect]) -> list[Effect]:
    """The sentence counting the cards "manifested this way": those instructions remember
    what they manifested as they resolve (`tolaria.rules.keywords.manifest`)."""
    p.scope.manifested = True
    try:
        found = sentence(p, before)
    finally:
        p.scope.manifested = False
    if found[:len(before)] != before or not any(
            quantities.counts(e, MANIFESTED_COUNT) for e in found[len(before):]):
        p.fail()                      # "manifested this way" read some other way
    k = len(before) - _manifests_before(before)
    return before[:k] + [replace(e, params=e.params + (("remember", True),))
                         for e in before[k:]] + found[len(before):]


C_POISON_DIFFERENCE = construct("effect.poison_difference", "If target player has fewer than N "
                                "poison counters, they get a number of poison counters equal "
                                "to the difference.: up to N, counted as it resolves (CR "
                                "122.1f, 608.2h)")


C_EXILED_THEN = construct("effect.exile_all_graveyards_then", "Exile all cards from all "
                          "graveyards, then <instruction for each card exiled this way>: the "
                          "cards it exiled (CR 608.2c, 406.3)")


def _exile_graveyards_then(p: Parser, before: list[Effect]) -> list[Effect]:
    """"Exile all cards from all graveyards, then create a 1/1 white Spirit creature token
    with flying for each card exiled this way." (Kaya, Geist Hunter): the exile remembers
    what it moved (`effects.remember_exiled`)."""
    p.sentence = p.i
    first = clause(p)
    if len(first) != 1 or first[0].op != "graveyard_all" or first[0].get("to") != "exile":
        p.fail()
    p.expect(",", "then")
    p.scope.exiled = True
    try:
        rest = quantities.scaled_clause(p, clause(p))      # "... for each card exiled ..."
    finally:
        p.scope.exiled = False
    p.expect(".")
    if not any(quantities.counts(e, EXILED_COUNT) for e in rest):
        p.fail()
    p.mark(C_EXILED_THEN)
    return before + [replace(first[0], params=first[0].params + (("remember", True),))] + rest


def _poison_difference(p: Parser, before: list[Effect]) -> list[Effect]:
    """Vraska, Betrayal's Sting's [−9]."""
    p.expect("if")
    who = library.player_target(p)
    p.expect("has", "fewer", "than")
    n = number(p)
    p.expect("poison", "counters", ",", "they", "get", "a", "number", "of", "poison",
             "counters", "equal", "to", "the", "difference", ".")
    if type(n) is not int or n < 1:
        p.fail()
    p.mark(C_POISON_DIFFERENCE)
    return before + [effect("poison", who=who, up_to=n)]


def _after_burying(p: Parser, before: list[Effect]) -> bool:
    """Whether this sentence, after revealing the top cards and putting the rest into your
    graveyard, speaks of the cards "put into your graveyard this way" (CR 608.2c)."""
    last = before[-1] if before else None
    if last is None or last.op != "reveal_top" or last.get("rest") != "graveyard" or \
            p.scope.buried:
        return False
    return quantities.sentence_says(p, "put", "into", "your", "graveyard", "this", "way")


def _after_returning(p: Parser, before: list[Effect]) -> bool:
    """Whether this sentence, after returning target permanents to their owners' hands,
    speaks of the cards "returned to your hand this way" (CR 608.2c)."""
    last = before[-1] if before else None
    if last is None or last.op != "bounce_targets" or p.scope.returned:
        return False
    return quantities.sentence_says(p, "returned", "to", "your", "hand", "this", "way")


def _about_buried(p: Parser, before: list[Effect]) -> list[Effect]:
    """The sentence counting the cards "put into your graveyard this way": the reveal before
    remembers them as it resolves (`effects.remember_buried`)."""
    from tolaria.data.vocabulary import BURIED_COUNT
    return quantities.about_this_way(p, before, "buried", BURIED_COUNT, sentence)


def sentence(p: Parser, before: list[Effect]) -> list[Effect]:
    """One sentence; it may modify the effects `before` it (CR 608.2c)."""
    if _after_sacrifice(p, before):
        return _about_sacrificed(p, sentence, before)
    if p.at("each", "opponent", "attacking", "that", "player", "does", "the", "same"):
        from tolaria.cards.oracle.curses import attacker_does_the_same
        return attacker_does_the_same(p, before)                  # CR 508.3b, 506.2
    if p.at("exile", "all", "cards", "from", "all", "graveyards", ",", "then"):
        found = p.attempt(_exile_graveyards_then, before)        # CR 608.2c (Kaya)
        if found is not None:
            return found
    if before and before[-1].op == dice.ROLL_DIE and dice.row_ahead(p):
        return dice.results_table(p, before)                     # CR 706.3
    if p.at("when", "you", "do", ",") and before and before[-1].op == dice.ROLL_DIE:
        found = p.attempt(dice.when_you_do, before)              # CR 603.12
        if found is not None:
            return found
    if p.at("if", "any", "of", "those", "results"):
        found = p.attempt(dice.if_any_result, before)            # CR 706.2
        if found is not None:
            return found
    if dice.if_result_ahead(p, before):
        found = p.attempt(dice.if_result, before)                # CR 706.4
        if found is not None:
            return found
    if riders.may_discard_ahead(p):
        found = p.attempt(riders.may_discard_when, before)        # CR 603.12, 608.2d
        if found is not None:
            return found
    if p.at("for", "each", "player", ",", "choose", "friend", "or", "foe", "."):
        found = p.attempt(friends.friend_or_foe, before)        # CR 608.2d (Battlebond)
        if found is not None:
            return found
    if p.at("pay", "any", "amount", "of", "mana", "."):
        found = p.attempt(_pay_any_mana, before)                # CR 107.1c, 608.2g
        if found is not None:
            return found
    if p.at("if", "target", "player", "has", "fewer", "than"):
        found = p.attempt(_poison_difference, before)            # CR 122.1f (Vraska)
        if found is not None:
            return found
    if p.at("choose", "an", "instant", "or", "sorcery", "card", "exiled", "this", "way"):
        found = p.attempt(library.copy_exiled_cast, before)       # CR 707.12 (Pyromaster)
        if found is not None:
            return found
    if quantities.after_damage_excess(p, before):
        found = p.attempt(quantities.about_excess, before, sentence)     # CR 120.10
        if found is not None:
            return found
    if p.at("for", "each") and quantities.sentence_says(p, "this", "way", ",", "its",
                                                         "controller", "creates"):
        found = p.attempt(tokens.per_controller, before)        # CR 608.2h, 111.2
        if found is not None:
            return found
    if _after_exile(p, before):
        return _about_exiled(p, before)
    if quantities.after_destroy_all(p, before):
        return quantities.about_this_way(p, before, "destroyed_all", DESTROYED_POWER,
                                        sentence)   # CR 608.2c (Angrath)
    if quantities.after_destroying_all(p, before):
        return quantities.about_destroyed(p, before, sentence)        # CR 608.2c, 608.2h
    if _after_discard(p, before):
        return _about_discarded(p, before)
    if _after_manifest(p, before):
        return _about_manifested(p, before)
    if _after_burying(p, before):
        return _about_buried(p, before)
    if _after_returning(p, before):
        return quantities.about_this_way(p, before, "returned", RETURNED_COUNT, sentence)
    if revealing.after_reveal(p, before):
        return revealing.about_revealed(p, before, sentence)     # CR 608.2c, 701.16a
    if milled.after_mill(p, before):
        return milled.from_among_milled(p, before)        # CR 701.13b, 608.2c
    if p.at("if", "two", "cards", "that", "share", "a", "color", "were", "milled"):
        found = p.attempt(riders.repeat_while_shared_color, before)   # CR 608.2c
        if found is not None:
            return found
    if p.at("if") and p.keys[-5:] == ["and", "repeat", "this", "process", "."]:
        found = p.attempt(riders.repeat_while_milled, before)        # CR 608.2c
        if found is not None:
            return found
    if milled.about_milled(p, before):
        return milled.milled_sentence(p, before, sentence)  # CR 701.13b, 608.2c
    if mana_rules.restriction_ahead(p):
        return mana_rules.spend_only_sentence(p, before)  # restricted, kept mana (106.6)
    if p.scope.choices and (p.at("then", "those", "creatures", "fight") or p.at(
            "then", "the", "chosen", "creatures", "fight")):
        return before + riders.fight_each_other(p)        # CR 701.14a (Tail Swipe)
    modified = p.attempt(_modifier, before) or p.attempt(replacements.damage_rider, before) \
        or p.attempt(phasing.cant_phase_in, before)       # CR 702.26a
    if modified is not None:
        return modified
    granting = p.attempt(granted.token_abilities, before)     # CR 111.4, 113.1
    if granting is not None:
        return granting
    timed = p.attempt(delayed.sentence, before)                # CR 603.7, 400.7j
    if timed is not None:
        return timed
    if tokens.last_created(before) is not None:
        each = p.attempt(tokens.follow_up, before)             # "They gain haste ..."
        if each is not None:
            return each
    if p.at("return", "each", "card", "put", "into", "a", "graveyard", "this", "way"):
        return graveyard.destroyed_this_way(p, before)          # CR 608.2c (Sorin)
    if p.at("after", "that", "turn", ",", "that", "player", "takes"):
        found = p.attempt(player_control.extra_turn_after, before)   # CR 500.7 (Emrakul)
        if found is not None:
            return found
    if p.at("then", "put", "those", "cards", "onto", "the", "battlefield"):
        found = p.attempt(restart.then_put, before)             # CR 724.4 (Karn Liberated)
        if found is not None:
            return found
    if p.at("then", "shuffle", "."):
        shuffled = p.attempt(library.then_shuffle, before)      # CR 701.20a (Undercity)
        if shuffled is not None:
            return shuffled
    if p.at("those") and before and before[-1].op in _GROUP_ACTS:
        found = p.attempt(_those_sentence, before)        # "Those creatures gain trample"
        if found is not None:
            return found
    if p.at("they") and (same_group(p, before) or before and before[-1].op in _GROUP_ACTS):
        found = p.attempt(_those_sentence, before)        # "They gain haste until ..."
        if found is not None:
            return found
    if p.at("put") and before and quantities.sentence_says(p, "on", "each", "of", "them"):
        found = p.attempt(_counters_on_them, before)      # CR 608.2c, 611.2c
        if found is not None:
            return found
    if (p.at("that") or p.at("then", "that")) and p.scope.kind == "spell" and \
            "copy" in p.keys[p.i:]:
        from tolaria.cards.oracle.copies import chain_sentence
        chained = p.attempt(chain_sentence, before)            # CR 707.10 (Chain Lightning)
        if chained is not None:
            return chained
    if p.at("during", "target", "opponent", "'s", "next", "turn", ","):
        found = p.attempt(limits.attack_this_walker)            # CR 508.1d (Gideon Jura)
        if found is not None:
            return before + found
    if p.at("each", "player", "who", "controls"):
        from tolaria.cards.oracle.riders import each_player_who_controls
        found = p.attempt(each_player_who_controls, before)     # CR 608.2h
        if found is not None:
            return found
    if p.at("each", "player", "may") or p.at("each", "player", "who", "does"):
        from tolaria.cards.oracle.riders import each_player_may, each_player_who_does
        found = p.attempt(each_player_may if p.peek(2) == "may" else each_player_who_does,
                          before)                               # CR 101.4, 608.2d
        if found is not None:
            return found
    if p.at("any", "opponent", "may") or p.at("any", "player", "may"):
        from tolaria.cards.oracle.riders import any_may_sentence
        found = p.attempt(any_may_sentence, before)            # CR 101.4, 608.2d
        if found is not None:
            return found
    if p.at("defending", "player", "may") or p.at("its", "controller", "may") or p.at(
            "that", "creature", "'s", "controller", "may") or p.at(
            "target", "opponent", "may", "draw"):
        from tolaria.cards.oracle.riders import defending_player_may
        found = p.attempt(defending_player_may, before)         # CR 608.2d, 506.2
        if found is not None:
            return found
    if p.at("that", "player", "may", "pay"):
        from tolaria.cards.oracle.riders import event_player_may_pay
        found = p.attempt(event_player_may_pay, before)    # CR 118.12a (Smothering Tithe)
        if found is not None:
            return found
    if p.at("that", "player", "may", "choose", "any", "number", "of", "tapped"):
        from tolaria.cards.oracle.riders import pay_to_untap
        found = p.attempt(pay_to_untap, before)            # CR 608.2d, 118.3 (Mudslide)
        if found is not None:
            return found
    if p.at("then", "they", "shuffle", "each"):
        found = p.attempt(library.they_shuffle_theirs, before)   # CR 701.20a
        if found is not None:
            return found
    if p.at("then", "if") and before and before[-1].op == "search_to":
        found = p.attempt(library.found_land_untap, before)      # CR 608.2c (Fabled Passage)
        if found is not None:
            return found
    if p.at("those", "lands", "become"):
        found = p.attempt(animation.found_lands_become, before)   # CR 611.2a (Nissa)
        if found is not None:
            return found
    if p.at("until", "end", "of", "turn", ",", "you", "may", "cast", "those", "cards") or \
            p.at("you", "may", "cast", "them", "this", "turn", ".") or \
            p.at("you", "may", "cast", "that", "card", "without"):
        found = p.attempt(library.cast_found_free, before)       # CR 601.3, 118.9
        if found is not None:
            return found
    if p.at("you", "may", "cast") and p.keys[-6:] == ["from", "your", "graveyard", "this",
                                                      "turn", "."]:
        found = p.attempt(graveyard.cast_kind_this_turn, before)   # CR 601.2a, 611.2a
        if found is not None:
            return found
    if p.at("you", "may", "cast", "target") and p.scope.kind == "activated":
        found = p.attempt(graveyard.cast_now_sentence, before)   # CR 608.2g
        if found is not None:
            return found
    if p.at("you", "may", "cast", "that", "card", "this", "turn", "."):
        found = p.attempt(graveyard.may_cast_chosen, before)     # CR 601.3 (Emry)
        if found is not None:
            return found
    if p.at("if", "you", "put") and before and before[-1].op == "surveil":
        found = p.attempt(library.surveilled_to_hand, before)   # CR 608.2c
        if found is not None:
            return found
    if p.at("if", "x", "is", "greater", "than", "or", "equal", "to", "the", "number"):
        found = p.attempt(_win_if_x_covers_library, before)    # CR 104.2b (Thassa's Oracle)
        if found is not None:
            return found
    if p.at("you", "may", "repeat", "this", "process"):
        from tolaria.cards.oracle.riders import repeat_sentence
        found = p.attempt(repeat_sentence, before)        # CR 608.2c (Ad Nauseam)
        if found is not None:
            return found
    if p.at("then", "repeat", "this", "process", "for"):
        from tolaria.cards.oracle.riders import repeat_for
        found = p.attempt(repeat_for, before)             # CR 608.2c (Invoke Despair)
        if found is not None:
            return found
    if p.at("if", "they", "can't", ",") or p.at("if", "you", "can't", ","):
        found = p.attempt(mass.if_they_cant, before)      # CR 609.3 (Invoke Despair)
        if found is not None:
            return found
    if p.at("you", "may", "shuffle", ".") or p.at("you", "may", "have", "that", "player",
                                                  "shuffle", "."):
        shuffled = p.attempt(library.may_shuffle, before)       # CR 701.20a (Ponder)
        if shuffled is not None:
            return shuffled
    if (p.at("each") or p.at("for", "each")) and "who" in p.keys[p.i + 2:p.i + 4] and \
            "can't" in p.keys[p.i + 3:p.i + 5]:
        found = p.attempt(mass.each_who_cant, before)     # CR 609.3
        if found is not None:
            return found
    if mass.didnt_discard_ahead(p):
        found = p.attempt(_didnt_discard_sentence, before)     # CR 701.8a
        if found is not None:
            return found
    if p.at("pay", "{E}"):
        from tolaria.cards.oracle.energy import pay_or_else
        found = p.attempt(pay_or_else, before)            # CR 107.14, 608.2c
        if found is not None:
            return found
    if p.at("you", "get", "{E}"):
        from tolaria.cards.oracle.energy import pay_sentence
        found = p.attempt(pay_sentence, before)           # CR 107.14
        if found is not None:
            return found
    if p.at("you", "may", "discard", "up", "to"):
        found = p.attempt(mass.may_discard_then_draw, before)     # CR 701.8a, 608.2d
        if found is not None:
            return found
    if p.at("you", "may") or p.at("then", "you", "may"):
        from tolaria.cards.oracle.riders import may_sentence
        found = p.attempt(may_sentence, before)           # CR 608.2d, 603.12
        if found is not None:
            return found
    if p.at("if") or p.at("when", "you", "do") or p.at("then", "if"):
        from tolaria.cards.oracle.riders import if_sentence
        found = p.attempt(if_sentence, before)            # CR 608.2c, 603.12
        if found is not None:
            return found
    if p.at("otherwise", ","):
        from tolaria.cards.oracle.riders import otherwise_sentence
        found = p.attempt(otherwise_sentence, before)     # CR 608.2c
        if found is not None:
            return found
    if p.scope.kind == "spell" and p.at("if"):
        kicked = p.attempt(_if_kicked, before)
        if kicked is not None:
            return kicked
    if "unless" in p.keys[p.i:] or "instead" in p.keys[p.i:] or "if" in p.keys[p.i + 1:]:
        from tolaria.cards.oracle.riders import unless_sentence
        found = p.attempt(unless_sentence, before)         # CR 118.12, 608.2c, 614.15
        if found is not None:
            return found
    if before and p.at("then") and p.peek(1) != ",":
        p.i += 1                     # "... . Then amass Orcs 1.": the next instruction, in
        p.mark(C_THEN)               # order (CR 608.2c)
    if p.at("you", "may") or p.at("then", "you", "may"):
        found = p.attempt(_instructions, before)
        if found is not None:
            return found
        from tolaria.cards.oracle.riders import may_alone
        return may_alone(p, before)                       # CR 608.2d
    return _instructions(p, before)


def _instructions(p: Parser, before: list[Effect]) -> list[Effect]:
    """A sentence of instructions, done in order (CR 608.2c)."""
    p.sentence = p.i
    effects = before + quantities.scaled_clause(p, clause(p))
    while not (p.accept(".") or granted.quote_ended(p)
               or quantities.where_x(p, effects, len(before))):
        if p.accept(",", "then") or p.accept("then") or p.accept("and") or p.accept(","):
            if mass.didnt_discard_ahead(p):                   # CR 701.8a (Kroxa)
                effects = mass.each_who_didnt_discard(p, effects)
                continue
            if p.at("you", "may") and p.keys[p.i - 1] == "and":
                effects.append(_and_you_may(p))               # CR 608.2d
                continue
            found = _about_sacrificed(p, clause) if _after_sacrifice(p, effects) else clause(p)
            effects += quantities.scaled_clause(p, found)
        else:
            p.fail()
    quantities.resolved(p, effects)
    return effects


C_AND_YOU_MAY = construct("condition.and_you_may", "<instruction> and you may <instruction>.: "
                          "the last one optional, chosen as it happens (CR 608.2d)")


def _and_you_may(p: Parser) -> Effect:
    """"you gain 2 life and you may draw a card.": the sentence's last instruction, one its
    controller may choose not to do (`tolaria.rules.effects.conditional`)."""
    if p.scope.kind not in ("triggered", "activated", "spell"):
        p.fail()
    p.expect("you", "may")
    start = p.i
    action = clause(p)
    if len(action) != 1 or not p.at("."):
        p.fail()
    p.mark(C_AND_YOU_MAY)
    return effect("may", effect=action[0], label=p.text_from(start))


def _didnt_discard_sentence(p: Parser, before: list[Effect]) -> list[Effect]:
    """"Then each player who didn't discard a creature card this way loses 4 life." after
    "Each player discards a card." (Strongarm Tactics)."""
    found = mass.each_who_didnt_discard(p, before)
    p.expect(".")
    return found


C_THEN = construct("effect.then_sentence", "\"<instruction>. Then <instruction>.\": the "
                   "next instruction, followed in order (CR 608.2c)")


# Instructions on a group after which the same description still names the same
# permanents, when it says nothing their counters or tapped status decide.
_GROUP_ACTS = frozenset({"counters_each", "tap_all", "double_pt_all"})
C_THOSE = construct("effect.those_group", "\"Untap all creatures you control. Those creatures "
                    "get ...\" / \"Put a +1/+1 counter on each creature you control. Those "
                    "creatures gain ...\": the same permanents (CR 608.2c, 611.2c)")


# Layers whose effects leave a plain description naming the same permanents: control,
# abilities, power and toughness (CR 613.1b, 613.1f, 613.4).
_SAME_GROUP_LAYERS = frozenset({"2", "6", "7c"})


def same_group(p: Parser, before: list[Effect]) -> bool:
    """After "Gain control of all creatures until end of turn." / "Untap them.": is the
    group "they" names (`Scope.them`) the one the last instruction acted on, unchanged?"""
    if not before or not isinstance(p.scope.them, ObjectFilter) or \
            before[-1].get("filter") != p.scope.them:
        return False
    last = before[-1]
    return last.op in _GROUP_ACTS or last.op == "continuous_all" and all(
        part.layer in _SAME_GROUP_LAYERS for part in last.get("parts", ()))


def _those_sentence(p: Parser, before: list[Effect]) -> list[Effect]:
    """A sentence about "those <permanents>" the instruction before acted on: the group
    its description names, unchanged by it (`_GROUP_ACTS`, CR 608.2c)."""
    flt = plain_group(p, before)
    p.scope.those = flt
    try:
        found = sentence(p, [])
    finally:
        p.scope.those = None
    p.mark(C_THOSE)
    return before + found


def _counters_on_them(p: Parser, before: list[Effect]) -> list[Effect]:
    """"Put a +1/+1 counter on each of them." after "Artifact creatures you control gain
    deathtouch until end of turn." (Age of Ultron): the permanents that instruction affected,
    which it left in the group (abilities, power and toughness: CR 611.2c, 613.1f)."""
    last = before[-1]
    if last.op != "continuous_all" or last.get("until") is None or not all(
            part.layer in ("6", "7c") for part in last.get("parts", ())):
        p.fail()
    flt = last.get("filter")
    if flt.compare or flt.keywords or flt.not_keywords or flt.abilities or flt.any_of:
        p.fail()                          # (what the instruction changed could change them)
    p.expect("put")
    n = amount(p)
    kind = counter_kind(p)
    if not isinstance(n, int) or not (p.accept("counter") if n == 1 else p.accept("counters")):
        p.fail()
    p.expect("on", "each", "of", "them", ".")
    if flt.other and p.scope.kind == "spell":
        p.fail()                         # "other": not the source permanent (CR 109.5)
    p.mark(C_THOSE)
    return before + [effect("counters_each", filter=flt, kind=kind, amount=n)]


def plain_group(p: Parser, before: list[Effect]) -> ObjectFilter:
    """The group the last instruction acted on, if a plain description names it again."""
    flt = before[-1].get("filter")
    plain = ObjectFilter(types=flt.types, subtypes=flt.subtypes, controller=flt.controller,
                         other=flt.other, supertypes=flt.supertypes, colors=flt.colors,
                         token=flt.token, not_types=flt.not_types,    # "nonland permanents"
                         combat=flt.combat)            # "attacking creatures" (CR 506.4)
    if flt != plain or type(flt.controller) is not str and flt.controller is not None:
        p.fail()
    return flt


def those_group(p: Parser) -> ObjectFilter | None:
    """"those creatures" / "those lands" while `Scope.those` is set: that group."""
    flt = p.scope.those
    if flt is not None and p.peek() == "they":
        p.i += 1                                # "They gain haste ..." (`_same_group`)
        p.scope.those = None
        return flt
    if flt is None or p.peek() != "those":
        return None
    noun = p.peek(1)
    if not (noun == "creatures" and flt.types == frozenset({"Creature"}) or noun == "lands"
            and flt.types == frozenset({"Land"}) or noun == "permanents" and not flt.types):
        p.fail()
    p.i += 2
    p.scope.those = None
    if p.at("also", "gain") or p.at("also", "get"):
        p.i += 1               # "those creatures also gain trample": "also" changes nothing
    return flt


def _if_kicked(p: Parser, before: list[Effect]) -> list[Effect]:
    """"If this spell was kicked, <instructions>." (CR 702.33d): they happen only then.
    A target there is chosen only when the spell is kicked (CR 601.2b-c): `kicked_only`."""
    p.expect("if")
    gift = p.card.gift and p.accept("the", "gift", "was", "promised", ",")     # CR 702.174a
    if not gift and not self_ref(p):
        p.fail()
    if not gift:
        p.expect("was", "kicked", ",")
    n_targets = len(p.scope.targets)
    p.sentence = p.i
    group = p.peek() in ("they", "those") and same_group(p, before)
    if group:                        # "they get +1/+1": the group just acted on (608.2c)
        p.scope.those = plain_group(p, before)
        p.mark(C_THOSE)
    try:
        effects = (not gift and _kicked_spell_deals(p)) or clause(p)
        while not p.accept("."):
            if p.accept(",", "then") or p.accept("then") or p.accept("and") or p.accept(","):
                effects += clause(p)
            else:
                p.fail()
    finally:
        p.scope.those = None
    if len(p.scope.targets) != n_targets:
        _kicked_targets(p, n_targets)
    if gift:
        from tolaria.cards.oracle.keywords import C_GIFT_PROMISED
        p.mark(C_GIFT_PROMISED)
        return before + [effect("if", condition=GIFT_PROMISED, effect=e) for e in effects]
    p.mark(C["effect.if_kicked"])
    return before + [effect("if_kicked", effect=e) for e in effects]


def _kicked_spell_deals(p: Parser) -> list[Effect]:
    """"it [also] deals N damage to ..." after "If this spell was kicked,": "it" is the
    spell the condition just named (Jilt, Goblin Barrage)."""
    if p.scope.kind != "spell" or not (p.accept("it", "deals") or
                                       p.accept("it", "also", "deals")):
        return []
    p.mark(C_KICKED_TARGET)
    first, used = len(p.scope.targets), len(p.used)
    return targeting.spread(p, first, _deals(p), used)


C_KICKED_TARGET = construct("effect.if_kicked_target", "If this spell was kicked, <instruction "
                            "with a target of its own>.: that target is chosen only if the "
                            "kicker is announced (CR 601.2b-c, 702.33d)")


def _kicked_targets(p: Parser, first: int) -> None:
    """The targets an "if this spell was kicked" sentence of a spell with one kicker cost
    added (from `first` on): each asked for only when the spell is kicked; or an "if the
    gift was promised" sentence's, only when the gift is promised (CR 702.174a, 601.2c)."""
    if p.scope.kind != "spell" or p.card.kickers:
        p.fail()
    for i in range(first, len(p.scope.targets)):
        p.scope.targets[i] = replace(p.scope.targets[i], kicked_only=True)
    p.mark(C_KICKED_TARGET)


C_THEY_NO_REGENERATE = construct("effect.they_cant_be_regenerated", "Destroy target A and "
                                 "target B. / Then destroy all <creatures> that player "
                                 "controls. They can't be regenerated. (CR 701.15c)")


def _modifier(p: Parser, before: list[Effect]) -> list[Effect]:
    """"It can't be regenerated." / "They can't be regenerated." / "That creature can't be
    regenerated." after destroying one creature (CR 701.15c)."""
    if before and before[-1].op == "for_player" and p.at("they"):
        return _player_destroys_modifier(p, before)
    if not before or before[-1].op not in ("destroy", "destroy_all", "destroy_targets"):
        p.fail()
    if before[-1].op == "destroy" and (p.at("that", "creature") or p.at("the", "creature")):
        _destroyed_creature(p, before[-1])
        p.i += 2
    else:
        p.expect("it" if before[-1].op == "destroy" else "they")
    p.expect("can't", "be", "regenerated", ".")
    if before[-1].op == "destroy_targets":
        p.mark(C_THEY_NO_REGENERATE)
    return before[:-1] + [_no_regeneration(before[-1])]


def _no_regeneration(destroy: Effect) -> Effect:
    """The destruction with "can't be regenerated" (CR 701.15c)."""
    return Effect(destroy.op, tuple((k, True if k == "no_regenerate" else v)
                                    for k, v in destroy.params))


def _destroyed_creature(p: Parser, destroy: Effect) -> None:
    """The one object `destroy` destroyed is described as a creature ("destroy target
    nonblack creature." / "destroy enchanted creature." / "destroy that creature.")."""
    ref = destroy.get("target")
    if ref != p.scope.it or p.keys[p.i - 2:p.i] != ["creature", "."]:
        p.fail()
    if isinstance(ref, int):
        spec = p.scope.targets[ref]
        if spec.players is not None or spec.objects is None or \
                spec.objects.types != frozenset({"Creature"}):
            p.fail()


def _player_destroys_modifier(p: Parser, before: list[Effect]) -> list[Effect]:
    """"Then destroy all creatures of that type that player controls. They can't be
    regenerated." (Tsabo's Decree): the destroy_all of that player (CR 701.15c)."""
    last = before[-1]
    inner = last.get("effect")
    if not isinstance(inner, Effect) or inner.op != "destroy_all":
        p.fail()
    p.expect("they", "can't", "be", "regenerated", ".")
    p.mark(C_THEY_NO_REGENERATE)
    inner = _no_regeneration(inner)
    return before[:-1] + [Effect(last.op, tuple((k, inner if k == "effect" else v)
                                                for k, v in last.params))]


def clause(p: Parser) -> list[Effect]:
    """One clause, dispatched on its first word; an instruction about several targets of
    one phrase is done for each (`targeting.spread`)."""
    first, used = len(p.scope.targets), len(p.used)
    reader = targeting.CLAUSES.get(p.peek() or "")
    found = p.attempt(reader) if reader is not None else None     # lists, "distribute"
    return targeting.spread(p, first, found if found is not None else _clause(p), used)


def _clause(p: Parser) -> list[Effect]:
    key = p.peek()
    rule = _IMPERATIVES.get(key or "")
    if rule is not None:
        found = p.attempt(rule)
        if found is not None:
            return _delayed_suffix(p, found)
    from tolaria.cards.oracle import day_night
    return _delayed_suffix(p, p.choice(_player_clause, _object_clause, _group_clause,
                                       _until_clause, quantities.until_prefixed,
                                       block_rules.lure_this_turn,
                                       day_night.becomes))                  # CR 728.1


def _delayed_suffix(p: Parser, effects: list[Effect]) -> list[Effect]:
    """"... at the beginning of the next end step": a delayed trigger (CR 603.7)."""
    if p.accept("at", "the", "beginning", "of", "the", "next", "end", "step"):
        step = "end"
        p.mark(C["effect.delayed"])
    elif p.accept("at", "the", "beginning", "of", "the", "next", "turn", "'s", "upkeep") or \
            p.accept("at", "the", "beginning", "of", "the", "next", "upkeep"):   # CR 503.1
        step = "upkeep"
        p.mark(C["effect.delayed_upkeep"])
    elif p.accept("at", "the", "beginning", "of", "the", "next", "cleanup", "step"):
        step = "cleanup"                                  # CR 514.3a
        p.mark(C["effect.delayed"])
    elif p.at("at", "end", "of", "combat"):
        return delayed.end_of_combat(p, effects)
    else:
        return effects
    if tokens.refers_to_created(effects):
        p.fail()                          # a delayed trigger can't find "it" (CR 603.7c)
    text = p.text_from(p.sentence) + "."
    return delayed.later(p, effects, step, text)          # bound to its object (CR 603.7c)


# -- imperatives ---------------------------------------------------------------------------

def _draw(p: Parser) -> list[Effect]:
    p.expect("draw")
    n = _additional_cards(p) if p.peek(1) == "additional" else _cards(p)
    p.mark(C["effect.draw"])
    return [effect("draw", amount=n, who="you")]


C_DRAW_ADDITIONAL = construct("effect.draw_additional", "At the beginning of your draw step, "
                              "draw an additional card / N additional cards: that many draws "
                              "besides the turn's own (CR 504.1, 121.1)")


C_DRAW_MORE = construct("effect.draw_one_more", "Discard a card, then draw a card. If a <card> "
                        "is discarded this way, draw an additional card.: one more card "
                        "(CR 121.1, 608.2c)")


def _additional_cards(p: Parser, who: Any = "you") -> int:
    """"draw two additional cards" in an ability that triggers at the beginning of your
    draw step, "that player draws an additional card" at the beginning of each player's
    (or enchanted player's) draw step: after the turn-based draw (CR 504.1), so only the
    count matters; the player drawing is the one whose draw step it is."""
    keys = p.keys
    comma = keys.index(",") if "," in keys else -1
    if p.scope.discarded and who == "you" and "draw" in keys[:p.i - 1]:
        p.mark(C_DRAW_MORE)               # "Discard a card, then draw a card. If a land card
    elif keys[:4] != ["at", "the", "beginning", "of"] or comma < 6 or \
            keys[comma - 2:comma] != ["draw", "step"] or \
            (who == "you") != (keys[4] == "your") or who not in ("you", "event"):
        p.fail()                          # is discarded this way, draw an additional card."
    n = 1 if p.accept("an") else number(p)
    if not isinstance(n, int) or n < 1:
        p.fail()
    p.expect("additional", "card" if n == 1 else "cards")
    p.mark(C_DRAW_ADDITIONAL)
    return n


def _cards(p: Parser) -> Any:
    if p.at("cards", "equal", "to"):
        return quantities.cards_equal_to(p)          # "draw cards equal to <quantity>"
    n = amount(p)
    if not (p.accept("card") if n == 1 else p.accept("cards")):
        p.fail()
    return n


def _discard(p: Parser) -> list[Effect]:
    p.expect("discard")
    if p.at("any", "number", "of", "cards", "."):
        p.i += 4                          # the cards chosen as it resolves (CR 608.2d)
        p.mark(C_DISCARD_ANY)
        return [effect("discard_up_to", most=None, all=False)]
    if p.at("up", "to") or p.at("any", "number", "of", "cards") or p.at(
            "all", "the", "cards", "in", "your", "hand", ",", "then") or p.at(
            "your", "hand", ",", "then", "draw", "that", "many"):
        return mass.discard_then_draw(p)             # CR 701.8a, 608.2c
    if p.at("your", "hand"):
        return mass.discard_hand(p, "you")           # CR 701.8a
    n = _cards(p)
    p.mark(C["effect.discard"])
    return riders.at_random(p, [effect("discard", amount=n, who="you")])    # CR 701.8b


C_DISCARD_ANY = construct("effect.discard_any_number", "Discard any number of cards.: the "
                          "cards chosen as it resolves, discarded at once, for \"<cards> "
                          "discarded this way\" after it (CR 701.8a, 608.2c-d)")


def _mill(p: Parser) -> list[Effect]:
    p.expect("mill")
    n = _cards(p)
    p.mark(C["effect.mill"])
    return [effect("mill", amount=n, who="you")]


def _gain(p: Parser) -> list[Effect]:
    p.expect("gain")
    if p.accept("control", "of"):
        return _gain_control(p)
    return _life(p, "gain_life", "you")


def _lose(p: Parser) -> list[Effect]:
    p.expect("lose")
    return _life(p, "lose_life", "you")


def _life(p: Parser, op: str, who: Any) -> list[Effect]:
    """"N life" or "life equal to <quantity>" after gain/lose."""
    if op == "lose_life" and p.at("half"):
        return _half_life(p, who)
    if p.accept("life", "equal", "to"):
        n = phrases.quantity(p)
    else:
        n = amount(p)
        p.expect("life")
    if op == "lose_life" and p.at("unless") and (
            paid := p.attempt(life_unless.lose_life_unless, who, n)) is not None:
        return paid                                           # CR 118.12a
    p.mark(C[f"effect.{op}"])
    return [effect(op, amount=n, who=who)]


def _half_life(p: Parser, who: Any) -> list[Effect]:
    """"lose half your life, rounded up" / "loses half their life, rounded up": each player
    loses half of their own life total as it resolves, rounded as the card says (CR 107.1a,
    119.3)."""
    p.expect("half", "your" if who == "you" else "their", "life", ",", "rounded")
    rounding = p.next().key
    if rounding not in ("up", "down"):
        p.fail()
    p.mark(C["effect.lose_half_life"])
    return [effect("lose_half_life", who=who, rounded=rounding)]


C_MILL_HALF = construct("effect.mill_half", "<player> mills half their library, rounded "
                        "down/up: half the cards in it as it resolves (CR 701.13a, 107.1a)")


def _mill_half(p: Parser, who: Any) -> list[Effect]:
    """"Target player mills half their library, rounded down." (Traumatize): one player,
    the cards in their library counted as it resolves."""
    if not isinstance(who, int) and who != "you":
        p.fail()
    p.expect("half", "your" if who == "you" else "their", "library", ",", "rounded")
    rounding = p.next().key
    if rounding not in ("up", "down") or not p.at("."):
        p.fail()
    library = ("cards", "library", "you", None)
    whole = library if who == "you" else ("of_player", who, library)
    p.mark(C_MILL_HALF)
    return [effect("mill", amount=(HALF, whole, rounding), who=who)]


def _gain_control_all(p: Parser) -> list[Effect]:
    """"Gain control of all creatures [target opponent controls] [until end of turn]": the
    permanents that match as it resolves, and only those, change control (CR 611.2c,
    613.1b)."""
    p.expect("all")
    flt, plural = permanent_description(p)
    if plural and (p.at("and") or p.at(",")):
        flt = p.attempt(mass.type_list, flt) or flt    # "artifacts and creatures ..."
    if not plural or flt.spell or flt.zone or flt.controller == "you":
        p.fail()
    until = phrases.duration(p) or "permanent"
    if until == "your next turn":
        p.fail()
    # "them": the set it took, which the filter still names only with no controller in it
    # (nothing can enter or change control in between, CR 608.2c)
    p.scope.them = flt if flt.controller is None and not phrases.status_in(flt) else None
    p.mark(C["effect.control_all"])
    return [effect("continuous_all", filter=flt, until=until, parts=(
        layer_effect("2", "control", controller="you"),))]


C_CONTROL_TARGETED = construct("effect.control_targeted", "whenever you cast a spell that "
                               "targets one or more <permanents>, gain control of those "
                               "<permanents>: the ones it targeted as it was cast, "
                               "indefinitely (CR 603.2, 611.2c, 613.1b)")


def _gain_control(p: Parser) -> list[Effect]:
    if p.at("all"):
        return _gain_control_all(p)
    if p.scope.event == CAST_TARGETING and p.accept("those"):
        if p.next().key not in phrases.PLURAL_NOUNS or not p.at("."):
            p.fail()                      # (the trigger's own description said which)
        p.mark(C_CONTROL_TARGETED)
        return [effect("control_targeted")]
    ref = object_ref(p)
    until = phrases.duration(p) or durations.long_as(p) or "permanent"
    if until == "your next turn":
        p.fail()
    p.scope.it = ref
    p.mark(C["effect.control"])
    return durations.bound([effect("continuous", target=ref, until=until, parts=(
        layer_effect("2", "control", controller="you"),))])           # CR 611.2b


C_EXCHANGE = construct("effect.exchange_control", "Exchange control of two target <permanents> "
                       "/ of <this permanent or target> and target <permanent>: each "
                       "controller gains control of the other's, indefinitely; nothing if "
                       "either is gone or both have one controller (CR 701.10a-b, 613.1b)")


def _exchange_control(p: Parser) -> list[Effect]:
    """"Exchange control of target artifact or creature you control and target creature an
    opponent controls with power 3 or less." (Oko, Thief of Crowns), "... of two target
    creatures" (Switcheroo), "... of this artifact and target nonland permanent"."""
    p.expect("exchange", "control", "of")
    if p.at("two", "target"):
        one = targeting.counted_target(p)
        other = one + 1
    else:
        one = object_ref(p)
        p.expect("and")
        if not p.at("target"):
            p.fail()
        other = object_ref(p)
    for ref in (one, other):
        spec = p.scope.targets[ref] if isinstance(ref, int) else None
        if ref != "self" and (spec is None or spec.objects is None or spec.players is not None
                              or spec.objects.spell or spec.optional):
            p.fail()
    if one == other or one == "self" and p.scope.kind == "spell":
        p.fail()
    p.scope.it = None
    p.mark(C_EXCHANGE)
    return [effect("exchange_control", targets=(one, other))]


C_ALL_WITH_X = construct("effect.all_with_x", "Destroy / return / exile all <permanents> with "
                         "mana value / power / toughness X or less: the X announced for the "
                         "spell or "
                         "ability ({X}, \"pay X life\"), bound as it resolves (CR 107.3, "
                         "601.2b, 608.2h)")


def group_with_x(p: Parser, read: Any) -> tuple[ObjectFilter, bool]:
    """The group `read` describes, where "with mana value X or less" may name the X
    announced for the spell or the activated ability ({X}, "pay X life"; bound as it
    resolves, `targets.filter_with_x`), and no other X."""
    announced = targeting.announced_x(p)
    p.scope.group_x = announced and p.scope.kind == "activated"
    try:
        flt, plural = read()
    finally:
        p.scope.group_x = False
    if any(n == "X" for _, _, n in flt.compare):
        if not announced:
            p.fail()
        p.mark(C_ALL_WITH_X)
    return flt, plural


def _destroy(p: Parser) -> list[Effect]:
    p.expect("destroy")
    if p.accept("all"):
        other = mass.all_other(p)                      # "all other creatures" (CR 109.5)
        flt, plural = group_with_x(p, lambda: phrases.description(p, x_ok=True))
        if not plural or flt.spell:
            p.fail()
        flt = targeting.damage_status(p, flt)         # "that dealt damage to you this turn"
        listed = p.attempt(mass.type_list, flt) if not other and p.at(",") else None
        flt = listed or (replace(flt, other=True) if other else flt)   # "artifacts,
        joined = p.attempt(mass.joined_types, flt) if p.at("and") else None  # creatures,
        flt = joined or flt                           # and enchantments" / "A and B"
        if p.at("except", "for"):
            flt = mass.except_for(p, flt)
        p.scope.them = flt
        p.mark(C["effect.destroy_all"])
        return [effect("destroy_all", filter=flt, no_regenerate=False)]
    if p.at("each"):                                  # "destroy each artifact ..." (overload)
        flt, _ = group_with_x(p, lambda: (each_group(p, x_ok=True), False))
        p.scope.them = flt
        p.mark(C["effect.destroy_all"])
        return [effect("destroy_all", filter=flt, no_regenerate=False)]
    if p.scope.other_creature and p.scope.it == "event" and (p.at("both", "creatures") or p.at(
            "that", "creature", "and") or p.at("this", "creature", "and")):
        return _destroy_both(p)
    ref = object_ref(p)
    p.scope.it = ref
    p.mark(C["effect.destroy"])
    return [effect("destroy", target=ref, no_regenerate=False)]


C_DESTROY_BOTH = construct("effect.destroy_both", "destroy both creatures / that creature and "
                           "this creature, in a \"<this / equipped creature> blocks or becomes "
                           "blocked by a creature\" trigger: the two at once (CR 509.5b, "
                           "509.5d, 701.7a, 608.2h)")
_PAIR_SUBJECTS = {"this": "self", "SELF": "self", "equipped": "equipped"}


def _destroy_both(p: Parser) -> list[Effect]:
    """"When this creature blocks a creature, destroy both creatures." (Alaborn Zealot),
    "... destroy that creature and this creature." (Loyal Sentry), "Whenever equipped creature
    blocks or becomes blocked by a creature, destroy both creatures." (Dead-Iron Sledge)."""
    subject = _PAIR_SUBJECTS.get(p.keys[1]) if p.keys[0] in ("when", "whenever") else None
    if subject is None:
        p.fail()
    if not (p.accept("both", "creatures") or p.accept("that", "creature", "and", "this",
                                                      "creature")
            or p.accept("this", "creature", "and", "that", "creature")):
        p.fail()
    if subject != "self" and p.tokens[p.i - 1].key != "creatures":
        p.fail()                          # "this creature" would be the Equipment
    p.mark(C_DESTROY_BOTH)
    return [effect("destroy_targets", targets=(subject, "event"), no_regenerate=False)]


def _exile(p: Parser) -> list[Effect]:
    if p.at("exile", "all", "cards", "from", "target") or p.at(
            "exile", "all", "cards", "from", "your", "library") or p.at(
            "exile", "all", "cards", "from", "your", "hand"):
        return library.exile_library(p)
    p.expect("exile")
    if p.accept("all", "graveyards"):
        p.mark(C["effect.exile_graveyards"])
        return [effect("exile_graveyards")]
    if p.accept("each", "opponent", "'s", "graveyard") or p.accept(
            "all", "opponents", "'s", "graveyards"):
        p.mark(C["effect.exile_graveyards"])
        return [effect("exile_graveyard", who="opponents")]
    if p.at("target", "player", "'s", "graveyard") or p.at("target", "opponent", "'s",
                                                           "graveyard"):
        kind = p.peek(1)
        p.i += 2
        who = p.add_target(TargetSpec(players="any" if kind == "player" else "opponent",
                                      text=f"target {kind}"))
        p.expect("'s", "graveyard")
        p.mark(C["effect.exile_graveyards"])
        return [effect("exile_graveyard", who=who)]
    if p.at("that", "player", "'s", "graveyard"):        # the one target player's (Go Blank)
        players = [i for i, s in enumerate(p.scope.targets)
                   if s.players is not None and s.objects is None]
        if len(players) != 1:
            p.fail()
        p.i += 4
        p.mark(C["effect.exile_graveyards"])
        return [effect("exile_graveyard", who=players[0])]
    grave = p.attempt(phrases.graveyard_target)
    if grave is not None:
        p.mark(C["effect.graveyard_return"])
        p.scope.it = grave                # "a copy of it": the card exiled (CR 707.2)
        return [effect("exile_card", target=grave, zone="graveyard")]
    suspended = p.attempt(_self_with_time_counters) if p.scope.kind == "spell" else None
    if suspended is not None:
        return suspended
    ref = object_ref(p)
    p.scope.it = ref
    p.mark(C["effect.exile"])
    return [effect("exile", target=ref)]


def _self_with_time_counters(p: Parser) -> list[Effect]:
    """"[Exile] Arc Blade with three time counters on it." (the spell itself)."""
    if not self_ref(p):
        p.fail()
    p.expect("with")
    n = number(p)
    p.expect("time", "counter" if n == 1 else "counters", "on", "it")
    p.mark(C["effect.exile_self_counters"])
    return [effect("exile_self_with_counters", kind="time", amount=n)]


def _return(p: Parser) -> list[Effect]:
    p.expect("return")
    if p.at("a") or p.at("an") or p.at("another") and p.peek(1) != "target":
        return _bounce_choice(p)
    if p.peek() in ("two", "three") and p.peek(1) != "target":
        found = p.attempt(_bounce_choice)                # "return two lands you control"
        if found is not None:
            return found
    grave = p.attempt(phrases.graveyard_target)
    if grave is not None:
        p.scope.it = None         # the card that moved is a new object (CR 400.7): not "it"
        theirs = p.scope.targets[grave].objects.controller == "opponent"
        if p.accept("to", "your", "hand") or theirs and p.accept("to", "their", "hand"):
            p.mark(C["effect.graveyard_return"])          # "their": its owner's (CR 404.2)
            return [effect("bounce", target=grave)]
        p.expect("to", "the", "battlefield")
        tapped = p.accept("tapped")
        attacking = {"attacking": "chosen"} if tapped and p.accept("and", "attacking") else {}
        yours = p.accept("under", "your", "control")
        if p.scope.targets[grave].objects.controller != "you" and not yours:
            p.fail()
        p.mark(C["effect.graveyard_return"])
        if attacking:                                     # CR 508.4 (Yore-Tiller Nephilim)
            p.mark(library.C_RETURN_ATTACKING)
        if p.at("with"):                                  # "with a +1/+1 counter on it"
            return [effect("to_battlefield", target=grave, tapped=tapped, yours=yours,
                           counters=graveyard.entering_counters(p), **attacking)]
        return [effect("to_battlefield", target=grave, tapped=tapped, yours=yours,
                       **attacking)]
    ref = object_ref(p)
    p.expect("to")
    if not (p.accept("its", "owner", "'s", "hand") or p.accept("their", "owner", "'s", "hand")
            or targeting.size(p, ref) > 1 and p.accept("their", "owners", "'s", "hands")):
        p.fail()
    p.mark(C["effect.bounce"])
    return [effect("bounce", target=ref)]


def _bounce_choice(p: Parser) -> list[Effect]:
    """"Return a land you control to its owner's hand" (a choice, not a target); "return
    another permanent you control ...": not the source itself (CR 109.4)."""
    another = p.accept("another")
    n = 1
    if p.peek() in ("two", "three") and not another:
        n = phrases.NUMBER_WORDS[p.next().key]         # "two lands you control" (CR 609.3)
    elif not (another or p.accept("a") or p.accept("an")):
        p.fail()
    start = p.i
    flt, plural = permanent_description(p)
    plural = plural and not targeting.invariant(p, start)          # "a Plains"
    if plural != (n > 1) or flt.controller != "you" or status_in(replace(
            flt, tapped=None)) or another and (flt.other or p.scope.kind == "spell"):
        p.fail()                       # "an untapped Island you control": `matches` reads it
    p.expect("to", "its" if n == 1 else "their", "owner", "'s", "hand")
    p.mark(C["effect.bounce_choice"])
    flt = replace(flt, other=True) if another else flt
    return [effect("bounce_choice", filter=flt, **({"count": n} if n > 1 else {}))]


C_PLAYER_RETURNS = construct("effect.player_returns", "<player> returns a <permanent> they "
                             "control to its owner's hand / chooses a <permanent> they control "
                             "and returns it to its owner's hand: each player chooses their "
                             "own, then all return at once (CR 101.4, 400.3)")


def _player_returns(p: Parser, who: Any, verb: str) -> list[Effect]:
    """"Each player returns a creature they control to its owner's hand." (Curfew), "Target
    opponent chooses a permanent they control and returns it to its owner's hand." (Teferi,
    Temporal Pilgrim): a choice, not a target (CR 115.1)."""
    chooses = verb.startswith("choose")
    if not chooses and p.at("all"):
        return library.players_return_all(p, who)              # CR 101.4, 400.3
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    start = p.i
    flt, plural = permanent_description(p)
    plural = plural and not targeting.invariant(p, start)
    if plural or flt.controller is not None or status_in(replace(flt, tapped=None)):
        p.fail()
    p.expect("they", "control")
    greatest = {}
    if not chooses and p.at("with", "the", "greatest", "mana", "value"):
        greatest = {"greatest": "mana_value", "among": _greatest_mana_value(p)}
    if chooses:
        p.expect("and", "returns" if singular_player(who) else "return", "it")
    p.expect("to", "its", "owner", "'s", "hand")
    p.mark(C_PLAYER_RETURNS)
    return [effect("bounce_choice", filter=replace(flt, controller="you"), who=who, **greatest)]


C_COUNTER_UNLESS_DISCARD = construct("effect.counter_targeting_unless_discard", "Whenever this "
                                     "creature becomes the target of a spell an opponent "
                                     "controls, counter that spell unless its controller "
                                     "discards a card.: as ward does (CR 702.21a, 118.12, "
                                     "701.5a)")


def _counter(p: Parser) -> list[Effect]:
    p.expect("counter")
    if p.scope.kind == "triggered" and p.scope.event == EVENT_SPELL and p.accept(
            "that", "spell", "unless", "its", "controller", "discards", "a", "card"):
        p.mark(C_COUNTER_UNLESS_DISCARD)           # the spell that targeted (CR 603.2)
        return [effect("counter_unless_paid", discard=1, of=EVENT_SPELL)]
    if p.at("that", "spell", "or", "ability") and eventrefs.targeted_self(p):
        return _counter_targeting(p)
    if p.at("that", "spell", "or", "ability") and eventrefs.targeting_ref(p) is not None:
        return _counter_targeting_yours(p)
    if p.scope.event == "cast" and p.scope.event_subject in ("object", "") and not isinstance(
            p.scope.it, int) and (p.accept("that", "spell") or (    # "" : a player's Nth spell
                p.scope.it is None and p.accept("it"))):
        p.mark(C["effect.counter_cast"])               # the spell cast (CR 603.2, 701.5a)
        if p.at("unless", "that", "player", "pays") or p.at("unless", "they", "pay") or \
                p.at("unless", "its", "controller", "pays"):
            return _counter_cast_unless(p)
        return [effect("counter", target="event")]
    if p.accept("that", "spell") or p.accept("it"):     # "..., counter that spell instead"
        index = p.scope.it
        if not isinstance(index, int):
            p.fail()
        p.mark(phrases.C_IT)
    else:
        index = target(p)
    spec = p.scope.targets[index]
    if spec.objects is None or spec.players is not None or not (
            spec.objects.spell or spec.objects.abilities):          # CR 701.5a
        p.fail()
    p.scope.it = index
    if not riders.per_unless(p) and p.accept("unless", "its", "controller", "pays"):
        mana = _unless_mana(p)
        p.mark(C["effect.counter_unless"])
        return [effect("counter_unless", target=index, mana=mana)]
    p.mark(C["effect.counter"])
    return [effect("counter", target=index)]


C_COUNTER_TARGETING = construct("effect.counter_targeting", "Whenever this creature becomes "
                                "the target of a spell or ability [an opponent controls] [for "
                                "the first time each turn], counter that spell or ability "
                                "[unless its controller pays {N}]: the one that targeted it, "
                                "as ward does (CR 603.2, 701.5a, 702.21a)")
def _counter_targeting(p: Parser) -> list[Effect]:
    """"counter that spell or ability [unless its controller pays {2}]" (Frost Titan)."""
    p.expect("that", "spell", "or", "ability")
    p.mark(C_COUNTER_TARGETING)
    if p.accept("unless", "its", "controller", "pays"):
        return [effect("counter_unless", target="event", mana=_unless_mana(p))]
    return [effect("counter", target="event")]


C_COUNTER_TARGETING_YOURS = construct(
    "effect.counter_targeting_yours", "Whenever you or a permanent you control / a <permanent> "
    "you control becomes the target of a spell or ability an opponent controls, counter that "
    "spell or ability unless its controller pays {N}: the one that targeted (CR 603.2, 701.5a, "
    "118.12a)")


def _counter_targeting_yours(p: Parser) -> list[Effect]:
    """"counter that spell or ability unless its controller pays {1}" (Unsettled Mariner)."""
    ref = eventrefs.targeting_ref(p)
    p.expect("that", "spell", "or", "ability", "unless", "its", "controller", "pays")
    p.mark(C_COUNTER_TARGETING_YOURS)
    return [effect("counter_unless", target=ref, mana=_unless_mana(p))]


C_COUNTER_CAST_UNLESS = construct("effect.counter_cast_unless", "Whenever <player> casts "
                                  "<spell>, counter it unless that player pays {M} / {X}, "
                                  "where X is <quantity>: its caster may pay as it resolves "
                                  "(CR 603.2, 118.12a, 608.2h)")


def _counter_cast_unless(p: Parser) -> list[Effect]:
    """"counter it unless that player pays {3}" (Nether Void): the caster, who controls
    the spell, may pay (CR 118.12a)."""
    p.expect("unless")
    if not (p.accept("that", "player", "pays") or p.accept("they", "pay") or p.accept(
            "its", "controller", "pays")):
        p.fail()
    if p.accept("{X}", ",", "where", "x", "is"):     # counted as it resolves (CR 608.2h)
        x = ("mana_value", "event") if p.accept("its", "mana", "value") else \
            phrases.quantity(p)
        p.mark(C_COUNTER_CAST_UNLESS)
        return [effect("counter_unless", target="event", mana="{X}", x=x)]
    mana = _unless_mana(p)
    p.mark(C_COUNTER_CAST_UNLESS)
    return [effect("counter_unless", target="event", mana=mana)]


def _unless_mana(p: Parser) -> str:
    """The mana of an "unless ... pays {3}" cost (CR 118.12): fixed symbols, or {X} alone
    in a spell with {X} in its cost (its X, CR 107.3)."""
    if p.at("{X}") and (p.scope.kind == "spell" and p.card.x_cost or p.scope.kind ==
                        "activated" and p.scope.x_cost) and (   # an activation's X (602.2b)
            p.peek(1) is None or p.token(1).kind != "sym"):
        p.i += 1
        return "{X}"
    symbols = ""
    while p.token() is not None and p.token().kind == "sym":
        symbol = p.next().key
        body = symbol[1:-1]
        if not (body.isdigit() or body in ("W", "U", "B", "R", "G", "C")):
            p.fail()
        symbols += symbol
    if not symbols:
        p.fail()
    return symbols


C_TAP_THOSE = construct("effect.tap_those", "<instruction for a group of creatures>. Untap "
                        "those creatures.: the creatures that group names, the ones it just "
                        "acted on (CR 608.2c, 611.2c, 701.21)")
C_UNTAP_UP_TO = construct("effect.untap_up_to", "untap up to N <permanents>: chosen as it "
                          "resolves, not targeted (CR 608.2d, 701.21b)")


def _tap(p: Parser) -> list[Effect]:
    op = p.next().key
    if op == "untap" and p.at("up", "to") and "target" not in p.keys[p.i:p.i + 5]:
        return _untap_up_to(p)
    if p.accept("all") or p.at("each"):
        each = p.at("each")
        flt = each_group(p) if each else group_after_all(p)
        if not each:
            flt = (p.attempt(mass.joined_types, flt) if p.at("and") else None) or flt
            flt = added_phases.attacked_this_turn(p, flt)          # CR 508.1, 500.8
        if flt.combat and not phrases.status_in(replace(flt, combat="")):
            p.scope.them = flt      # still attacking, untapped: "They gain ..." (608.2c)
        p.mark(C["effect.tap_all"])
        return [effect("tap_all", filter=flt, untap=op == "untap")]
    if p.at("them") and isinstance(p.scope.them, ObjectFilter):
        p.i += 1                        # "Untap them.": the group just named (CR 608.2c)
        p.mark(C["effect.tap_all"])
        return [effect("tap_all", filter=p.scope.them, untap=op == "untap")]
    them = p.scope.them
    if p.at("those", "creatures") and isinstance(them, ObjectFilter) and them.types == \
            frozenset({"Creature"}) and not them.compare and not phrases.status_in(them):
        p.i += 2                        # the group a pump leaves the same (608.2c, 611.2c)
        p.mark(C_TAP_THOSE)
        return [effect("tap_all", filter=p.scope.them, untap=op == "untap")]
    ref = object_ref(p)
    p.scope.it = ref
    p.mark(C[f"effect.{op}"])
    if p.at("and", "all") and ref == "self":
        p.i += 2                        # "untap it and all Samurai you control" (Godo)
        flt = group_after_all(p)
        p.mark(C_TAP_IT_AND_ALL)
        return [effect(op, target=ref), effect("tap_all", filter=flt, untap=op == "untap")]
    return [effect(op, target=ref)]


C_TAP_IT_AND_ALL = construct("effect.tap_it_and_all", "untap it and all <permanents>: this "
                             "permanent, and each one the group names (CR 701.21)")


def _untap_up_to(p: Parser) -> list[Effect]:
    """"up to two lands" after "untap" (CR 701.21b)."""
    p.expect("up", "to")
    n = number(p)
    flt, plural = permanent_description(p)
    if plural != (n != 1) or flt.spell or flt.zone or status_in(flt):
        p.fail()
    p.mark(C_UNTAP_UP_TO)
    return [effect("untap_choice", filter=flt, count=n)]


C_OWNERS_CONTROL = construct("effect.graveyard_to_owner", "Put target <card> from a graveyard "
                             "onto the battlefield under its owner's control: its owner "
                             "controls it (CR 110.2a)")


def _put(p: Parser) -> list[Effect]:
    """"Put a +1/+1 counter on target creature." (CR 122.6)"""
    p.expect("put")
    grave = p.attempt(phrases.graveyard_target)
    if grave is not None:
        p.expect("onto", "the", "battlefield")
        tapped = p.accept("tapped")
        if p.accept("under", "its", "owner", "'s", "control"):        # CR 110.2a
            p.mark(C_OWNERS_CONTROL)
            return [effect("to_battlefield", target=grave, tapped=tapped, owners=True)]
        p.expect("under", "your", "control")
        p.mark(C["effect.graveyard_return"])
        return [effect("to_battlefield", target=grave, tapped=tapped, yours=True)]
    if p.at("target") or p.at("it") or (p.at("that") and p.peek(1) not in ("much", "many")):
        ref = object_ref(p)
        p.expect("on", "top", "of", "its", "owner", "'s", "library")
        p.mark(C["effect.to_library"])
        return [effect("to_library", target=ref)]
    n = amount(p)
    kind = counter_kind(p)
    if not (p.accept("counter") if n == 1 else p.accept("counters")):
        p.fail()
    if p.at("and"):
        return _put_two_kinds(p, n, kind)
    p.expect("on")
    if not p.at("each", "of") and p.accept("each"):
        flt = group_after_all(p)
        if flt.types == frozenset({"Creature"}):
            flt = added_phases.attacked_this_turn(p, flt)          # CR 508.1
        if not isinstance(n, int) or flt.other and p.scope.kind == "spell":
            p.fail()                     # "other": not the source permanent (CR 109.5)
        p.mark(C["effect.counters_each"])
        out = [effect("counters_each", filter=flt, kind=kind, amount=n)]
        more = p.attempt(_put_counters_each) if p.at("and") else None
        return out + more if more else out
    if p.at("a") or p.at("an"):                      # one chosen as it resolves (608.2d)
        return _counters_on_chosen(p, n, kind)
    ref = object_ref(p)
    p.mark(C["effect.counters"])
    return [effect("put_counters", kind=kind, amount=n, target=ref)]


C_MOVE_COUNTER = construct("effect.move_counter", "Move a <kind> counter from <object> onto "
                           "<another object>: removed from the first and put onto the second, "
                           "or neither if either can't be done (CR 122.5)")


def _move_counter(p: Parser) -> list[Effect]:
    """"Move a +1/+1 counter from this artifact onto target creature", "Move a +1/+1 counter
    from target creature onto a second target creature" (CR 122.5)."""
    p.expect("move", "a")
    kind = counter_kind(p)
    p.expect("counter", "from")
    source = object_ref(p)
    p.expect("onto")
    onto = object_ref(p)
    if not all(isinstance(r, int) or r == "self" for r in (source, onto)) or source == onto:
        p.fail()
    p.mark(C_MOVE_COUNTER)
    return [effect("move_counters", source=source, onto=onto, kind=kind)]


C_COUNTERS_EQUAL = construct("effect.counters_equal_to", "put <kind> counters on <object> "
                             "equal to <quantity>: that many, counted as it resolves (CR "
                             "122.6, 608.2h)")


def _counters_equal_to(p: Parser) -> list[Effect]:
    """"put +1/+1 counters on that creature equal to its power" (Experiment Twelve): as "a
    number of +1/+1 counters ... equal to"."""
    p.expect("put")
    kind = counter_kind(p)
    p.expect("counters", "on")
    if p.at("each") or p.at("a") or p.at("an"):
        p.fail()
    ref = object_ref(p)
    if not isinstance(ref, (str, int)):
        p.fail()
    p.expect("equal", "to")
    q = phrases.quantity(p)
    p.mark(C_COUNTERS_EQUAL)
    return [effect("put_counters", kind=kind, amount=q, target=ref)]


def _counters_on_chosen(p: Parser, n: Any, kind: str) -> list[Effect]:
    """"put a +1/+1 counter on a creature you control": not a target; as the instruction
    happens its controller chooses one of their permanents of that kind (CR 608.2d,
    122.6). "It" after it isn't read (which one was chosen isn't kept)."""
    p.i += 1
    flt, plural = permanent_description(p)
    if plural or flt.controller != "you" or flt.other or flt.spell or flt.zone or \
            status_in(flt) or not isinstance(n, int):
        p.fail()
    p.scope.it = None
    p.mark(C["effect.counters_chosen"])
    return [effect("counters_chosen", filter=flt, kind=kind, amount=n)]


C_COUNTERS_TWO_KINDS = construct("effect.counters_two_kinds", "put N <kind> counters and "
                                  "M <kind> counters on <object>: both kinds on the same "
                                  "object (CR 122.6, 122.1b)")


def _put_two_kinds(p: Parser, n: Any, kind: str) -> list[Effect]:
    """"Put two +1/+1 counters and a flying counter on target attacking creature." (Guide
    of Souls): after the first kind, the second, then the one object both go on."""
    p.expect("and")
    if p.at("a", "counter", "from", "among"):
        return _and_counter_among(p, n, kind)
    m = amount(p)
    other = counter_kind(p)
    if not isinstance(n, int) or not isinstance(m, int) or other == kind or not (
            p.accept("counter") if m == 1 else p.accept("counters")):
        p.fail()
    p.expect("on")
    if p.at("each"):
        p.fail()
    ref = object_ref(p)
    p.mark(C_COUNTERS_TWO_KINDS)
    return [effect("put_counters", kind=kind, amount=n, target=ref),
            effect("put_counters", kind=other, amount=m, target=ref)]


C_COUNTER_AMONG = construct("effect.counter_among", "put N <kind> counters and a counter from "
                            "among <keyword>, <keyword>, or <keyword> on <object>: its "
                            "controller chooses the keyword counter as it resolves (CR "
                            "122.1b, 608.2d)")


def _and_counter_among(p: Parser, n: Any, kind: str) -> list[Effect]:
    """"Put a +1/+1 counter and a counter from among flying, first strike, lifelink, or
    vigilance on it." (Elspeth Resplendent): keyword counters only (CR 122.1b)."""
    from tolaria.data.objects import KEYWORD_COUNTERS
    p.expect("a", "counter", "from", "among")
    kinds: list[str] = []
    while True:
        word = next((w for w in KEYWORD_COUNTERS if p.accept(*w.split())), None)
        if word is None or word in kinds:
            p.fail()
        kinds.append(word)
        if p.accept(",", "or") or p.accept("or"):
            last = next((w for w in KEYWORD_COUNTERS if p.accept(*w.split())), None)
            if last is None or last in kinds:
                p.fail()
            kinds.append(last)
            break
        p.expect(",")
    if not isinstance(n, int) or len(kinds) < 2:
        p.fail()
    p.expect("on")
    ref = object_ref(p)
    p.mark(C_COUNTER_AMONG)
    return [effect("put_counters", kind=kind, amount=n, target=ref),
            effect("put_counter_among", kinds=tuple(kinds), target=ref)]


C_COUNTERS_AND_EACH = construct("effect.counters_each_and_each", "put N <kind> counters "
                                "on each <group> and M <kind> counters on each <group>: one "
                                "instruction for two groups (CR 122.6, 608.2c)")


def _put_counters_each(p: Parser) -> list[Effect]:
    """"and a loyalty counter on each other planeswalker you control" after a "put ...
    counters on each ..." instruction: one instruction for both groups (CR 122.6)."""
    p.expect("and")
    n = amount(p)
    kind = counter_kind(p)
    if not isinstance(n, int) or not (p.accept("counter") if n == 1 else p.accept("counters")):
        p.fail()
    p.expect("on", "each")
    flt = group_after_all(p)
    if flt.other and p.scope.kind == "spell":
        p.fail()                         # "other": not the source permanent (CR 109.5)
    p.mark(C_COUNTERS_AND_EACH)
    return [effect("counters_each", filter=flt, kind=kind, amount=n)]


def _sacrifice(p: Parser) -> list[Effect]:
    p.expect("sacrifice")
    if p.at("any", "number", "of"):
        return _sacrifice_any(p)
    if p.at("all"):
        return _sacrifice_all(p, "you")                   # CR 701.17a
    if p.at("a") or p.at("an") or p.at("another") or (p.token() is not None and p.peek() in (
            "two", "three")):
        return _sacrifice_choice(p, "you")
    if self_ref(p):
        ref = "self"
        if p.scope.it is None and p.at("unless"):
            p.scope.it = "self"          # "... unless you remove a +1/+1 counter from it"
    else:
        ref = it_ref(p)
        if ref != "self":
            p.fail()
    if p.scope.kind == "spell":
        p.fail()
    if p.at("unless", "you", "pay") and p.peek(3) != "{E}" and not riders.per_unless(p):
        p.i += 3
        mana = _unless_mana(p)
        p.mark(C["effect.sacrifice_unless"])
        return [effect("sacrifice_unless", mana=mana)]
    p.mark(C["effect.sacrifice"])
    return [effect("sacrifice", target="self")]


C_SACRIFICE_UNATTACHED = construct("effect.sacrifice_unattached_host", "Whenever this "
                                   "Equipment becomes unattached from a permanent, sacrifice "
                                   "that permanent: if you still control it (CR 701.17a)")


def _sacrifice_unattached_host(p: Parser) -> list[Effect]:
    """"..., sacrifice that permanent." (Grafted Wargear): the one it was attached to; a
    player sacrifices only a permanent they control (CR 701.17a)."""
    head = p.keys[:p.keys.index(",")] if "," in p.keys else []
    if head[-5:] != ["becomes", "unattached", "from", "a", "permanent"] or \
            p.scope.it != "event":
        p.fail()
    p.expect("sacrifice", "that", "permanent")
    p.mark(C_SACRIFICE_UNATTACHED)
    return [effect("sacrifice", target="event", who="you")]


def _sacrifice_any(p: Parser) -> list[Effect]:
    """"Sacrifice any number of lands." in a spell: its controller chooses which of their
    own, none at all allowed (CR 701.17a); "that many" / "that much" after it count them
    (CR 608.2c)."""
    p.expect("any", "number", "of")
    flt, plural = permanent_description(p)
    if not plural or flt.controller not in (None, "you") or flt.other or \
            p.scope.kind != "spell":
        p.fail()
    p.scope.sacrificed_any = True
    p.mark(C["effect.sacrifice_any"])
    return [effect("sacrifice_any", filter=replace(flt, controller="you"))]


def _transform(p: Parser) -> list[Effect]:
    """"Transform this creature." (CR 701.28a): only the permanent itself."""
    p.expect("transform")
    if not self_ref(p) and not (p.scope.it == "self" and p.accept("it")) and \
            not phrases.walker_pronoun(p):                    # "transform him"
        p.fail()
    p.mark(C["effect.transform"])
    return [effect("transform", target="self")]


def _flip(p: Parser) -> list[Effect]:
    """"Flip this creature." / "flip it" (CR 710.1a): only the permanent itself; "Flip five
    coins." (CR 705.1): the heads counted for a later ", where X is the number of coins
    that came up heads"."""
    if p.at("flip") and p.peek(1) in phrases.NUMBER_WORDS and p.peek(2) == "coins":
        n = phrases.NUMBER_WORDS[p.peek(1)]
        p.i += 3
        if n < 2 or not p.at(".") or "heads" not in p.keys[p.i:]:
            p.fail()                      # the coins must be counted by what follows
        p.mark(quantities.C_HEADS)
        return [effect("flip_coins", amount=n)]
    p.expect("flip")
    if not self_ref(p) and it_ref(p) != "self":
        p.fail()
    p.mark(C["effect.flip"])
    return [effect("flip", target="self")]


def _sacrifice_choice(p: Parser, who: Any) -> list[Effect]:
    """"sacrifices a creature": each player chooses one of their own (CR 701.17a)."""
    if who in ("each", "opponents") and p.at("all"):
        return _sacrifice_all(p, who)
    if p.at("that", "many") and p.scope.kind == "triggered" and p.scope.event == "amount":
        return _sacrifice_that_many(p, who)
    another = p.accept("another")
    n = 1 if another else number(p)
    flt, plural = permanent_description(p)
    if plural != (n > 1) or flt.controller is not None or (flt.other and another):
        p.fail()
    if n == 1 and not another and not flt.other and p.at("other", "than") and p.attempt(
            _other_than_self) is not None:
        another = True                          # "a creature other than this creature"
    more = _more_to_sacrifice(p) if n == 1 and not another else []
    _ = p.accept("of", "their", "choice") or p.accept("of", "your", "choice")  # theirs anyway
    if more:
        p.mark(C["effect.sacrifice_each_of"])
        return [effect("sacrifice_choice", who=who, filter=flt, count=1, also=tuple(more))]
    if another:
        if p.scope.kind == "spell":
            p.fail()
        flt = replace(flt, other=True)
    if p.at("with", "the", "greatest", "power"):
        return _sacrifice_greatest(p, who, flt, n)
    if n == 1 and p.at("with", "the", "greatest", "mana", "value"):
        return [effect("sacrifice_choice", who=who, filter=flt, count=1, greatest="mana_value",
                       among=_greatest_mana_value(p))]
    p.mark(C["effect.sacrifice_choice"])
    return [effect("sacrifice_choice", who=who, filter=flt, count=n)]


C_EXILES_OWN = construct("effect.player_exiles_own_permanent", "<target opponent> exiles a "
                        "<permanent> they control: that player chooses one of theirs as it "
                        "resolves and exiles it; it isn't sacrificed (CR 406.2, 608.2d)")


def _exiles_own_permanent(p: Parser, who: Any) -> list[Effect]:
    """"Target opponent exiles a creature they control." (Doomfall, Early Winter)."""
    if not (isinstance(who, int) or who in ("each", "opponents")):
        p.fail()
    p.next()                                  # "a" / "an"
    flt, plural = permanent_description(p)
    if plural or flt.other or flt.controller is not None or status_in(flt):
        p.fail()
    p.expect("they", "control")
    p.mark(C_EXILES_OWN)
    return [effect("sacrifice_choice", who=who, filter=flt, count=1, to="exile")]


C_SACRIFICE_THAT_MANY = construct("effect.sacrifice_that_many", "<player> sacrifices that many "
                                  "<permanents> [of their choice]: as many as the trigger's "
                                  "event counted, chosen by that player (CR 701.17a, 603.2)")


def _sacrifice_that_many(p: Parser, who: Any) -> list[Effect]:
    """"that source's controller sacrifices that many permanents of their choice"
    (Phyrexian Obliterator): the event's amount, the damage dealt (CR 608.2c)."""
    count = amount(p)
    flt, plural = permanent_description(p)
    if not isinstance(count, tuple) or count[0] != "event_amount" or not plural or \
            flt.controller is not None or flt.other:
        p.fail()
    p.accept("of", "their", "choice")
    p.mark(C_SACRIFICE_THAT_MANY)
    return [effect("sacrifice_choice", who=who, filter=flt, count=count)]


C_SACRIFICE_OTHER_THAN = construct("effect.sacrifice_other_than_self", "sacrifice a <permanent> "
                                   "other than <this permanent>: as \"another\" (CR 701.17a, "
                                   "109.5)")


def _other_than_self(p: Parser) -> bool:
    """"other than this creature" after the permanent to sacrifice."""
    p.expect("other", "than")
    if not self_ref(p):
        p.fail()
    p.mark(C_SACRIFICE_OTHER_THAN)
    return True


C_SACRIFICE_ALL = construct("effect.sacrifice_all_each", "Each player sacrifices all <permanents> "
                            "they control [that are one or more colors].: every one of those "
                            "of each of those players, at once (CR 701.17a, 105.2)")
C_SACRIFICE_ALL_YOURS = construct("effect.sacrifice_all_yours", "Sacrifice all [other] "
                                  "<permanents> you control. / Each player sacrifices all "
                                  "other <permanents> they control.: every one of them, at "
                                  "once; \"other\": not this object (CR 701.17a, 109.5)")


def _sacrifice_all(p: Parser, who: Any) -> list[Effect]:
    """"Each player sacrifices all permanents they control that are one or more colors."
    (All Is Dust): no choice; a permanent with any colour is one of them (CR 105.2).
    "Sacrifice all creatures you control." (Death Pit Offering): the controller's."""
    p.expect("all")
    other = p.accept("other")                             # not this object (CR 109.5)
    flt, plural = permanent_description(p)
    if not plural or flt.controller != (who if who == "you" else None) or status_in(flt):
        p.fail()
    flt = replace(flt, other=flt.other or other)
    if who == "you" or flt.other:
        if who != "you":
            p.expect("they", "control")
        if p.at("that"):
            p.fail()
        if who == "you" and p.scope.kind == "spell":
            p.scope.sacrificed_any = True          # "then create that many" (CR 608.2c)
        p.mark(C_SACRIFICE_ALL_YOURS)
        return [effect("sacrifice_all", filter=replace(flt, controller=None), who=who)]
    p.expect("they", "control")
    if p.accept("that", "are", "one", "or", "more", "colors"):
        if flt.colors or flt.colorless:
            p.fail()
        flt = replace(flt, colors=frozenset(COLOR_WORDS.values()), more=None)
    p.mark(C_SACRIFICE_ALL)
    return [effect("sacrifice_all", filter=flt, who=who)]


def _more_to_sacrifice(p: Parser) -> list[ObjectFilter]:
    """", an artifact, and a land" / " and a land" after "sacrifices a creature": the other
    permanents, each a different one of their own (CR 701.17a)."""
    more: list[ObjectFilter] = []
    while (found := p.attempt(_one_more_to_sacrifice)) is not None:
        more.append(found)
    return more


def _one_more_to_sacrifice(p: Parser) -> ObjectFilter:
    if not p.accept(","):
        p.expect("and")
    _ = p.accept("and")
    if not (p.at("a") or p.at("an")):
        p.fail()
    p.i += 1
    flt, plural = permanent_description(p)
    if plural or flt.controller is not None or flt.other:
        p.fail()
    return flt


def _sacrifice_greatest(p: Parser, who: Any, flt: ObjectFilter, n: int) -> list[Effect]:
    """"sacrifices a creature with the greatest power among creatures that player controls"
    (Crackling Doom): one of the player's creatures whose power is greatest; among tied
    ones, that player chooses (CR 701.17a)."""
    if n != 1 or flt != ObjectFilter(types=frozenset({"Creature"})):
        p.fail()
    p.expect("with", "the", "greatest", "power", "among", "creatures")
    if not (p.accept("that", "player", "controls") or p.accept("they", "control")):
        p.fail()
    p.mark(C["effect.sacrifice_greatest_power"])
    return [effect("sacrifice_choice", who=who, filter=flt, count=1, greatest="power")]


def _greatest_mana_value(p: Parser) -> ObjectFilter:
    """"with the greatest mana value among creatures and planeswalkers they control": the
    permanents of that player compared, as "you" for that player (CR 202.3)."""
    p.expect("with", "the", "greatest", "mana", "value", "among")
    among, plural = permanent_description(p)
    if p.at("and"):
        among = mass.joined_types(p, among)           # "creatures and planeswalkers"
    if not plural or among.controller is not None or among.other or status_in(among):
        p.fail()
    if not (p.accept("they", "control") or p.accept("that", "player", "controls")):
        p.fail()
    p.mark(C["effect.greatest_mana_value"])
    return replace(among, controller="you")


C_ATTACH_TARGET = construct("effect.attach_target_equipment", "Attach target Equipment you "
                            "control to this creature / to target creature [you control]: it "
                            "moves only onto a creature it can equip (CR 701.3a-b, 301.5c)")


def _attach(p: Parser) -> list[Effect]:
    """"attach it to target creature you control" (an Equipment's enters trigger)."""
    p.expect("attach")
    what: Any = "self"
    if p.at("target", "equipment") and p.scope.kind == "activated":
        what = target(p)                  # "Attach target Equipment you control to ..."
        spec = p.scope.targets[what]
        if spec.players is not None or spec.objects is None or spec.objects.subtypes != \
                frozenset({"Equipment"}) or spec.objects.controller != "you":
            p.fail()
        p.expect("to")
        if self_ref(p):                   # "... to this creature" (CR 701.3a-b)
            p.mark(C_ATTACH_TARGET)
            return [effect("attach", what=what, target="self")]
        index = target(p)
        if p.scope.targets[index].players is not None:
            p.fail()
        p.mark(C_ATTACH_TARGET)
        return [effect("attach", what=what, target=index)]
    if p.scope.it == "event" and p.scope.kind == "triggered" and p.accept("it"):
        what = "event"                    # "Whenever an Equipment you control enters, you
    elif not (self_ref(p) or (p.scope.it == "self" and p.accept("it"))):     # may attach it
        p.fail()                          # to ...": the entering one (CR 603.2, 701.3)
    if p.scope.kind == "spell":
        p.fail()
    p.expect("to")
    index = target(p)
    spec = p.scope.targets[index]
    if spec.players is not None or spec.objects is None or spec.objects.spell:
        p.fail()
    p.scope.it = index
    p.mark(C["effect.attach"])
    return [effect("attach", what=what, target=index)]


def _regenerate(p: Parser) -> list[Effect]:
    p.expect("regenerate")
    ref = object_ref(p)
    p.mark(C["effect.regenerate"])
    return [effect("regenerate", target=ref)]


C_REGENERATE_EACH = construct("effect.regenerate_each", "Regenerate each <permanent> / all "
                              "<permanents>: a regeneration shield for each of them there as "
                              "it resolves (CR 701.15a, 608.2h)")


def _regenerate_each(p: Parser) -> list[Effect]:
    """"Regenerate each creature you control." (Loxodon Hierarch), "Regenerate all Werewolf
    creatures you control." (Full Moon's Rise)."""
    p.expect("regenerate")
    flt = each_group(p) if p.at("each") else None
    if flt is None:
        p.expect("all")
        flt = group_after_all(p)
    if flt.zone or "Creature" not in flt.types and not flt.subtypes:
        p.fail()
    p.mark(C_REGENERATE_EACH)
    return [effect("regenerate_each", filter=flt)]


def _prevent(p: Parser) -> list[Effect]:
    special = p.attempt(prevention.prevent_clause)        # CR 615.1, 615.7
    if special is not None:
        return special
    p.expect("prevent", "the", "next")
    n = amount(p)
    p.expect("damage", "that", "would", "be", "dealt", "to")
    ref = phrases.damage_recipient(p)
    p.expect("this", "turn")
    p.mark(C["effect.prevent"])
    return [effect("prevent", amount=n, target=ref)]


def _add(p: Parser) -> list[Effect]:
    p.expect("add")
    if not mana_rules.add_allowed(p):
        p.fail()                         # mana abilities are read by `abilities`
    chosen = p.attempt(mana_rules.added_choice)     # "one mana of any color", "{R} or {G}"
    if chosen is not None:
        return chosen
    mana = _mana_symbols(p)
    if not mana:
        p.fail()
    p.mark(C["effect.add_mana"])
    return [effect("add_mana", mana=mana)]


def _switch(p: Parser) -> list[Effect]:
    p.expect("switch")
    index = object_ref(p)
    p.expect("'s", "power", "and", "toughness", "until", "end", "of", "turn")
    p.mark(C["effect.switch_pt"])
    return [effect("continuous", parts=(layer_effect("7d", "switch_pt"),), target=index,
                   until="end of turn")]


def _copy(p: Parser) -> list[Effect]:
    p.expect("copy")
    if (p.at("that", "spell") or p.at("it") and p.scope.it is None) and \
            p.scope.event == "cast":
        from tolaria.cards.oracle.copies import copy_cast_spell
        return copy_cast_spell(p)                       # CR 707.10
    index = target(p)
    flt = p.scope.targets[index].objects
    if flt is not None and flt.abilities and not flt.spell and flt.controller == "you" \
            and flt == ObjectFilter(abilities=flt.abilities, controller="you", types=flt.types,
                                    colorless=flt.colorless):
        p.expect(".", "you", "may", "choose", "new", "targets", "for", "the", "copy")
        p.mark(C_COPY_ABILITY)
        return [effect("copy_ability", target=index, new_targets=True)]
    if flt is None or not flt.spell or flt.types != frozenset({"Instant", "Sorcery"}):
        p.fail()
    p.expect(".", "you", "may", "choose", "new", "targets", "for", "the", "copy")
    p.mark(C["effect.copy_spell"])
    return [effect("copy_spell", target=index, new_targets=True)]


C_COPY_ABILITY = construct("effect.copy_ability", "Copy target activated / triggered / "
                           "activated or triggered ability you control. You may choose new "
                           "targets for the copy. (CR 707.10, 707.10c)")


def _change(p: Parser) -> list[Effect]:
    if p.at("change", "the", "target", "of") or p.at("change", "a", "target", "of"):
        return _change_target(p)
    if p.at("change", "this"):
        return animation.change_base_to_event(p)
    p.expect("change", "the", "text", "of")
    index = target(p)
    flt = p.scope.targets[index].objects
    if flt is None or not (flt.spell and flt.permanent):
        p.fail()
    p.expect("by", "replacing", "all", "instances", "of", "one")
    if p.accept("basic", "land", "type"):
        words = "land type"
    elif p.accept("color", "word"):
        words = "color"
    else:
        p.fail()
    p.expect("with", "another")
    p.mark(C["effect.change_text"])
    return [effect("change_text", target=index, words=words)]


def _change_target(p: Parser) -> list[Effect]:
    """"Change the target of target spell with a single target." (Misdirection): its one
    target becomes another legal one of the resolving spell's controller's choice, or stays
    if there is none (CR 115.7a); "Change a target of target spell or ability to this
    creature." (Spellskite): one of them becomes this creature, if that's legal."""
    p.expect("change")
    one_of = p.accept("a")                               # "a target of": any one of them
    if not one_of:
        p.expect("the")
    p.expect("target", "of")
    index = target(p)
    flt = p.scope.targets[index].objects
    if flt is None or not (flt.spell or flt.abilities) or not (one_of or flt.single_target):
        p.fail()
    if p.accept("to"):
        if not phrases.self_ref(p) or "Creature" not in p.card.types:
            p.fail()
        p.mark(C["effect.change_target_to_self"])
        return [effect("change_target_to_self", target=index)]
    if one_of:
        p.fail()
    p.mark(C["effect.change_target"])
    return [effect("change_target", target=index)]


def _next_time(p: Parser) -> list[Effect]:
    """Circle of Protection: "The next time a red source of your choice would deal damage
    to you this turn, prevent that damage." (CR 615.8, 609.7a)"""
    other = p.attempt(prevention.next_time_from_source)   # to a target / to anything
    if other is not None:
        return other
    if p.at("the", "next", "time", "an", "artifact") or p.at("the", "next", "time", "a",
                                                               "land", "source"):
        return _next_time_typed(p)
    p.expect("the", "next", "time", "a")
    colors = ""
    if p.peek() in COLOR_WORDS:
        colors = COLOR_WORDS[p.next().key]
    p.expect("source", "of", "your", "choice", "would", "deal", "damage", "to", "you", "this",
             "turn", ",", "prevent", "that", "damage")
    p.mark(C["effect.prevent_from_source"])
    return [effect("prevent_from_source", colors=colors)]


C_TYPED_SOURCE = construct("effect.prevent_from_typed_source", "The next time an artifact / a "
                           "land source of your choice would deal damage to you this turn, "
                           "prevent that damage.: the type checked again then (CR 615.8, "
                           "609.7a-b)")


def _next_time_typed(p: Parser) -> list[Effect]:
    """Rune of Protection: Lands: "The next time a land source of your choice would deal
    damage to you this turn, prevent that damage." (CR 615.8, 609.7a-b)"""
    p.expect("the", "next", "time")
    p.next()                              # "a" / "an"
    kind = "Artifact" if p.accept("artifact") else "Land" if p.accept("land") else ""
    if not kind:
        p.fail()
    p.expect("source", "of", "your", "choice", "would", "deal", "damage", "to", "you", "this",
             "turn", ",", "prevent", "that", "damage")
    p.mark(C_TYPED_SOURCE)
    return [effect("prevent_from_source", colors="", types=kind)]


def _search(p: Parser) -> list[Effect]:
    """"Search your library for a basic land card, put it onto the battlefield tapped,
    then shuffle." / "..., reveal it, put it into your hand, then shuffle." (CR 701.19)"""
    p.expect("search", "your", "library", "for")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    start = p.i
    flt, plural = description(p, cards=True)
    if plural or status_in(flt) or flt.controller is not None or flt.other:
        p.fail()
    what = p.text_from(start)
    p.expect(",")
    card = ("it",) if p.peek(1) == "it" or p.peek(3) == "it" else ("that", "card")
    if p.accept("reveal", *card, ",", "put", *card, "into", "your", "hand"):
        where = {"to": "hand"}
    elif p.accept("put", *card, "onto", "the", "battlefield"):
        where = {"to": "battlefield", "tapped": p.accept("tapped")}
    else:
        p.fail()
    p.expect(",", "then", "shuffle")
    p.mark(C["effect.search"])
    return [effect("search_to", filter=flt, what=what, **where)]


def _fight_clause(p: Parser, one: Any) -> list[Effect]:
    """"<object> fights <object>" (CR 701.14)."""
    p.expect("fights")
    other = object_ref(p)
    if other == one:
        p.fail()
    p.mark(C["effect.fight"])
    return [effect("fight", one=one, other=other)]


def _scry(p: Parser) -> list[Effect]:
    op = p.next().key
    n = amount(p)
    p.mark(C[f"effect.{op}"])
    return [effect(op, amount=n)]


C_PAY_ANY_MANA = construct("effect.pay_any_mana", "Pay any amount of mana.: the controller "
                           "chooses an amount, none to all they can pay, and pays it, "
                           "activating mana abilities; after it \"that many\" is the mana "
                           "paid (CR 107.1c, 118.3, 608.2g)")
C_LOOK_FROM_TOP = construct("effect.look_from_top", "Look at N cards from the top of your "
                            "library, then put one of those cards into your hand and the "
                            "rest on the bottom of your library in a random order. (CR "
                            "401.4)")


def _pay_any_mana(p: Parser, before: list[Effect]) -> list[Effect]:
    """"Pay any amount of mana." (Karn, Living Legacy): paid as it resolves; "that many"
    after it is the amount paid (`Scope.mana_paid`)."""
    p.expect("pay", "any", "amount", "of", "mana", ".")
    if p.scope.kind not in ("spell", "activated", "triggered"):
        p.fail()
    p.scope.mana_paid = True
    p.mark(C_PAY_ANY_MANA)
    return before + [effect("pay_mana_any")]


C_JOIN_FORCES = construct("effect.join_forces", "Starting with you, each player may pay any "
                          "amount of mana. ... where X is the total amount of mana paid this "
                          "way: in turn order from you each chooses an amount, none to all "
                          "they can pay, and pays it (CR 107.1c, 118.3, 207.2c)")


def join_forces(p: Parser) -> list[Effect]:
    """"Join forces — Starting with you, each player may pay any amount of mana." (Minds
    Aglow): "the total amount of mana paid this way" after it is all they paid."""
    p.expect("starting", "with", "you", ",", "each", "player", "may", "pay", "any", "amount",
             "of", "mana")
    if p.scope.kind != "spell" or not p.at("."):
        p.fail()
    p.scope.mana_paid = True
    p.mark(C_JOIN_FORCES)
    return [effect("pay_mana_any_each")]


def _look_from_top(p: Parser) -> list[Effect]:
    """"Look at that many cards from the top of your library, then put one of those cards
    into your hand and the rest on the bottom of your library in a random order." (the last
    period is the caller's)."""
    p.expect("look", "at")
    n = amount(p)
    p.expect("cards", "from", "the", "top", "of", "your", "library", ",", "then", "put", "one",
             "of", "those", "cards", "into", "your", "hand", "and", "the", "rest", "on", "the",
             "bottom", "of", "your", "library", "in", "a", "random", "order")
    if type(n) is int and n < 2:
        p.fail()
    p.mark(C_LOOK_FROM_TOP)
    return [effect("look_at_top", amount=n, take=1, filter=None, reveal=False, rest="random")]


def _look(p: Parser) -> list[Effect]:
    """"Look at the top N cards of your library." and what the next sentence does with them:
    "Put one of them into your hand and the rest on the bottom of your library in any
    order." / "You may reveal a creature card from among them and put it into your hand.
    Put the rest on the bottom of your library in a random order." (CR 401.4)"""
    if p.at("look", "at", "the", "top", "card", "of", "target"):
        return library.look_target_top(p)
    if not p.at("look", "at", "the", "top"):
        return _look_from_top(p)
    p.expect("look", "at", "the", "top")
    x = library.top_x(p)                   # "the top X cards ..., where X is <quantity>"
    n: Any = "X" if x else number(p)
    if not x and n < 2:
        p.fail()
    p.expect("cards", "of", "your", "library")
    if x:
        n = library.where_x_is(p)
    p.expect(".")
    flt = None
    take: Any
    if p.accept("you", "may", "reveal"):
        take = "any" if p.accept("any", "number", "of") else 1     # each one they choose
        if take == 1 and not (p.accept("a") or p.accept("an")):
            p.fail()
        flt, plural = description(p, cards=True)
        if plural != (take == "any") or flt.spell or status_in(flt) or \
                flt.controller is not None or flt.other:
            p.fail()
        if x and any("X" in c for c in flt.compare or ()):
            p.fail()                       # the spell's X or the one "where X is" said?
        p.expect("from", "among", "them", "and", "put")
        if not (p.accept("the", "revealed", "cards") or p.accept("them")) if take == "any" \
                else not (p.accept("it") or p.accept("that", "card")):
            p.fail()
        p.expect("into", "your", "hand", ".")
        p.accept("then")                   # "Then put the rest ..."
        p.expect("put", "the", "rest")
        if take == "any":
            p.mark(C["effect.look_reveal_any"])
    elif p.at("put", "one", "of", "them", "into", "your", "graveyard", ".") and not x:
        return _look_one_to_graveyard(p, n)
    elif p.at("you", "may", "put", "any", "number", "of"):
        return _look_any_onto_battlefield(p, n, x)
    else:
        p.expect("put")
        up_to = p.accept("up", "to")           # "up to one": none at all may be taken
        take = number(p)
        if take < 1 or not x and take >= n:
            p.fail()
        if not (p.accept("of", "them") or p.accept("of", "those", "cards") or (
                n, take) == (2, 1) and p.at("into", "your", "hand", "and", "the", "other")):
            p.fail()                    # "Put one into your hand and the other ..." (of two)
        to = "top" if p.accept("on", "top", "of", "your", "library") else "hand"
        if to == "top" and take != 1:
            p.fail()                    # several on top: in an order to choose, not read
        if to == "hand":
            p.expect("into", "your", "hand")
        p.expect("and", "the")
        if not (p.accept("rest") if x or n - take > 1 else p.accept("other")):
            p.fail()
        if up_to or to == "top":
            if not p.at("on", "the", "bottom", "of", "your", "library", "in", "a", "random",
                        "order"):
                p.fail()                # (the order of the rest: only a random one, here)
            p.mark(C["effect.look_up_to"])
            return _look_rest(p, effect("look_at_top", amount=n, take=take, up_to=up_to,
                                        to=to, filter=None, reveal=False, rest="random"))
    if p.accept("into", "your", "graveyard"):
        rest = "graveyard"
    else:
        p.expect("on", "the", "bottom", "of", "your", "library")
        if p.accept("in", "a", "random", "order"):
            rest = "random"
        elif p.accept("in", "any", "order") or not x and n - take == 1 and flt is None:
            rest = "any order"
        else:
            p.fail()
    p.mark(C["effect.look_at_top"])
    return [effect("look_at_top", amount=n, take=take, filter=flt, reveal=flt is not None,
                   rest=rest)]


C_LOOK_ONE_TO_GRAVEYARD = construct("effect.look_one_to_graveyard", "look at the top N "
                                    "cards of your library. Put one of them into your "
                                    "graveyard.: the others stay on top, in their order "
                                    "(CR 401.4)")


def _look_one_to_graveyard(p: Parser, n: int) -> list[Effect]:
    """"Put one of them into your graveyard." and nothing said of the others: they stay
    where they are, on top of the library (Jace, the Living Guildpact)."""
    p.expect("put", "one", "of", "them", "into", "your", "graveyard")
    p.mark(C_LOOK_ONE_TO_GRAVEYARD)
    return [effect("look_at_top", amount=n, take=1, to="graveyard", filter=None,
                   reveal=False, rest="top")]


C_LOOK_ANY_ONTO_BATTLEFIELD = construct(
    "effect.look_any_onto_battlefield", "look at the top N / X cards of your library. You may "
    "put any number of <cards> from among them onto the battlefield. Then shuffle. / Put the "
    "rest on the bottom of your library in a random order. (CR 110.2, 401.4, 701.20a)")


def _look_any_onto_battlefield(p: Parser, n: Any, x: bool) -> list[Effect]:
    """"You may put any number of nonland permanent cards with mana value 3 or less from
    among them onto the battlefield." (Ajani, Outland Chaperone; Nissa, Genesis Mage): all
    at once, under your control; the rest stay for "Then shuffle." or go to the bottom."""
    p.expect("you", "may", "put", "any", "number", "of")
    flt, plural = description(p, cards=True)
    if not plural or flt.spell or status_in(flt) or flt.controller is not None or flt.other:
        p.fail()
    if any(c[2] == "X" or type(c[2]) is tuple for c in flt.compare):
        p.fail()                           # the look's X or the cost's? not read
    p.expect("from", "among", "them", "onto", "the", "battlefield")
    if p.at(".", "then", "shuffle", "."):
        rest = "stay"                      # read by `library.then_shuffle`
    else:
        p.expect(".", "put", "the", "rest", "on", "the", "bottom", "of", "your", "library", "in",
                 "a", "random", "order")
        rest = "random"
    p.mark(C_LOOK_ANY_ONTO_BATTLEFIELD)
    return [effect("look_at_top", amount=n, take="any", to="battlefield", filter=flt,
                   reveal=False, rest=rest)]


def _win_if_x_covers_library(p: Parser, before: list[Effect]) -> list[Effect]:
    """"If X is greater than or equal to the number of cards in your library, you win the
    game." after "look at the top X cards of your library, where X is ...": that X."""
    if not before or before[-1].op != "look_at_top" or isinstance(
            before[-1].get("amount"), int):
        p.fail()
    p.expect("if", "x", "is", "greater", "than", "or", "equal", "to", "the", "number", "of",
             "cards", "in", "your", "library", ",", "you", "win", "the", "game", ".")
    p.mark(C["effect.win_if_x_covers_library"])
    return before + [effect("win_if_x_covers_library")]


def _look_rest(p: Parser, look: Effect) -> list[Effect]:
    """"... and the rest on the bottom of your library in a random order"."""
    p.expect("on", "the", "bottom", "of", "your", "library", "in", "a", "random", "order")
    p.mark(C["effect.look_at_top"])
    return [look]


def _investigate(p: Parser) -> list[Effect]:
    """"Investigate": create a Clue token (CR 701.16a); "investigate twice / three times":
    that many investigations, one after another (each its own event)."""
    p.expect("investigate")
    times = 1
    if p.accept("twice"):
        times = 2
    elif p.peek(1) == "times" and p.peek() in phrases.NUMBER_WORDS:
        times = phrases.NUMBER_WORDS[p.next().key]
        p.expect("times")
    p.mark(C["effect.named_tokens"])
    if times > 1:
        p.mark(C_INVESTIGATE_TIMES)
    return [effect("create_tokens", count=1, card=tokens.predefined_token("clue"))] * times


C_INVESTIGATE_TIMES = construct("effect.investigate_times", "investigate twice / N times: N "
                                "investigations, each creating a Clue (CR 701.36)")


def _have(p: Parser) -> list[Effect]:
    """"[you may] have this creature become a copy of …" (CR 707.2)."""
    from tolaria.cards.oracle import copies
    return copies.have_become_copy(p)


def _pay_life(p: Parser) -> list[Effect]:
    from tolaria.cards.oracle.riders import pay_life
    return pay_life(p)


def _loyalty_again(p: Parser) -> list[Effect]:
    from tolaria.cards.oracle.costs import loyalty_again
    return loyalty_again(p)


def _choose_target(p: Parser) -> list[Effect]:
    from tolaria.cards.oracle.riders import choose_target
    return choose_target(p)


_IMPERATIVES = {
    "have": _have,
    "draw": _draw, "discard": _discard, "mill": _mill, "gain": _gain, "lose": _lose,
    "destroy": _destroy, "exile": _exile, "return": _return, "counter": _counter,
    "tap": _tap, "untap": _tap, "create": tokens.create, "put": _put, "sacrifice": _sacrifice,
    "regenerate": _regenerate, "prevent": _prevent, "add": _add, "switch": _switch,
    "copy": _copy, "change": _change, "the": _next_time,
    "attach": library.chained(_attach, tokens.attach_to_it),
    "investigate": _investigate, "scry": _scry, "look": _look, "surveil": _scry, "search": _search,
    "damage": prevention.no_prevention, "for": quantities.for_each_first,
    "if": exile_instead.exile_if_dies, "you": limits.extra_land_this_turn,
    "choose": choices.choose_sentence,
    "double": replacements.double_counters,
    "flip": _flip,
    "venture": library.venture,                          # CR 701.46
    "discover": library.discover,                        # CR 701.55
}
_IMPERATIVES["exile"] = library.chained(meld.exile_and_meld, _IMPERATIVES["exile"])  # 701.37a
_IMPERATIVES["move"] = _move_counter                         # CR 122.5
_IMPERATIVES["regenerate"] = library.chained(_IMPERATIVES["regenerate"],
                                             _regenerate_each)              # CR 701.15a
_IMPERATIVES["roll"] = dice.roll                             # CR 706.1a
_IMPERATIVES["draw"] = library.chained(graveyard.draw_reveal_cast, _draw)  # CR 701.16a, 608.2g
_IMPERATIVES["draw"] = library.chained(graveyard.draw_reveal_discard,
                                       _IMPERATIVES["draw"])                # CR 701.16a
_IMPERATIVES["starting"] = library.chained(library.chained(
    choices.vote_exile, choices.vote_words), join_forces)             # CR 701.32a, 107.1c
_IMPERATIVES["restart"] = restart.restart_game              # CR 724.1 (Karn Liberated)
_IMPERATIVES["end"] = ending.end_the_turn                   # CR 721.1 (Time Stop)
_IMPERATIVES["after"] = added_phases.after_this_phase       # CR 500.8 (Relentless Assault)
_IMPERATIVES["there"] = added_phases.there_is               # CR 500.8 (All-Out Assault)
_IMPERATIVES["you"] = library.chained(player_control.control_player,    # CR 720.1
                                      _IMPERATIVES["you"])
_IMPERATIVES["exchange"] = library.exchange_hand              # CR 701.10d
_IMPERATIVES["separate"] = piles.separate                   # CR 700.3 (Liliana of the Veil)
_IMPERATIVES["you"] = library.chained(_IMPERATIVES["you"], outside.wish)   # CR 400.11 (wishes)
_IMPERATIVES["learn"] = outside.learn                        # CR 701.45
_IMPERATIVES["you"] = library.chained(_IMPERATIVES["you"], riders.you_and_player_each)
_IMPERATIVES["you"] = library.chained(_IMPERATIVES["you"], library.play_hidden_away)  # 702.75a
_IMPERATIVES["until"] = library.chained(_IMPERATIVES.get("until"),
                                        graveyard.play_this_turn)     # Yawgmoth's Will
_IMPERATIVES["until"] = library.chained(_IMPERATIVES["until"], durations.flash_until)  # 609.4
_IMPERATIVES["you"] = library.chained(_IMPERATIVES["you"], durations.flash_this_turn)  # 609.4
_IMPERATIVES["until"] = library.chained(_IMPERATIVES["until"],
                                        replacements.life_floor_this_turn)     # 614.1a
_IMPERATIVES["until"] = library.chained(_IMPERATIVES["until"],
                                        replacements.tokens_double_this_turn)   # 614.1a
_IMPERATIVES["until"] = library.chained(_IMPERATIVES["until"],
                                        graveyard.hand_free_this_turn)      # CR 118.9
_IMPERATIVES["if"] = library.chained(_IMPERATIVES["if"], graveyard.exile_this_turn)  # 614.1a
_IMPERATIVES["this"] = library.chained(_IMPERATIVES.get("this"),
                                       replacements.enters_with_this_turn)     # 614.1c
_IMPERATIVES["if"] = library.chained(_IMPERATIVES["if"], library.chained(
    replacements.exile_if_damaged_dies, library.chained(replacements.damage_this_turn,
                                                        replacements.exile_if_leaves)))
_IMPERATIVES["the"] = library.chained(_IMPERATIVES["the"], library.chained(
    replacements.redirect_effect, library.chained(prevention.next_time_from_object,
                                                  ring.tempts)))
_IMPERATIVES["put"] = library.chained(_IMPERATIVES["put"], replacements.put_its_counters)
_IMPERATIVES["put"] = library.chained(_IMPERATIVES["put"], replacements.put_gone_counters)
_IMPERATIVES["put"] = library.chained(_IMPERATIVES["put"],
                                      library.exiled_with_to_battlefield)   # CR 607.2a
_IMPERATIVES["remove"] = library.chained(_IMPERATIVES.get("remove"),
                                         replacements.remove_counters)
_IMPERATIVES["remove"] = library.chained(_IMPERATIVES["remove"],
                                         library.remove_then_impulse)      # CR 608.2d
_IMPERATIVES["remove"] = library.chained(_IMPERATIVES["remove"],
                                         block_rules.remove_from_combat)       # CR 506.4
_IMPERATIVES["remove"] = library.chained(_IMPERATIVES["remove"],
                                         replacements.remove_those_counters)   # CR 122.1
_IMPERATIVES["each"] = library.chained(_IMPERATIVES.get("each"), replacements.each_deals_itself)
_IMPERATIVES["each"] = library.chained(_IMPERATIVES["each"], replacements.each_deals_to_it)
_IMPERATIVES["each"] = library.chained(_IMPERATIVES["each"],
                                      replacements.each_deals_controller)
for _word in ("players", "your"):                        # "... can't gain life this turn"
    _IMPERATIVES[_word] = library.chained(_IMPERATIVES.get(_word),
                                          replacements.cant_gain_this_turn)
_IMPERATIVES["until"] = library.chained(_IMPERATIVES.get("until"),        # CR 119.8
                                        replacements.life_cant_change_until)
for _word in ("until", "target", "your", "players", "you"):    # "... can't cast spells"
    _IMPERATIVES[_word] = library.chained(_IMPERATIVES.get(_word), limits.cant_cast_this_turn)
_IMPERATIVES["destroy"] = library.chained(mass.destroy_attached,          # CR 701.8
                                          _IMPERATIVES.get("destroy"))
_IMPERATIVES["target"] = library.chained(_IMPERATIVES.get("target"),      # CR 701.16a
                                         library.reveal_random)
for _word in ("target", "your", "players", "you"):     # "... can't play lands this turn"
    _IMPERATIVES[_word] = library.chained(_IMPERATIVES.get(_word),
                                          limits.cant_play_lands_this_turn)
_IMPERATIVES["all"] = library.chained(_IMPERATIVES.get("all"), replacements.redirect_effect)
_IMPERATIVES.update({w: library.chained(choices.same_name, _IMPERATIVES.get(w))  # CR 201.2
                     for w in ("destroy", "exile", "return", "target", "SELF", "this")})
_IMPERATIVES.update({w: library.chained(choices.shares_color, _IMPERATIVES.get(w))  # 105.2
                     for w in ("target", "SELF", "this", "until", "destroy")})
_IMPERATIVES.update({w: library.chained(choices.type_of_your_choice, _IMPERATIVES.get(w))
                     for w in ("destroy", "creatures", "untap", "tap", "return",
                               "prevent")})                                   # 608.2d
_IMPERATIVES.update({w: library.chained(choices.keyword_choice, _IMPERATIVES.get(w))
                     for w in ("target", "this", "SELF", "until", "up", "another")})
_IMPERATIVES["search"] = library.chained(choices.search_same_name, _IMPERATIVES.get("search"))
_IMPERATIVES["search"] = library.chained(choices.search_chosen_name, _IMPERATIVES["search"])
_IMPERATIVES.update({w: library.chained(choices.reveal_discard, _IMPERATIVES.get(w))
                     for w in ("target", "that")})                           # CR 701.16a
_IMPERATIVES.update({w: library.chained(_IMPERATIVES.get(w), colors.group_becomes)
                     for w in ("each", "all", "creatures")})                # CR 205.1b
_IMPERATIVES.update({w: library.chained(r, _IMPERATIVES.get(w))
                     for w, r in library.IMPERATIVES.items()})
_IMPERATIVES.update({w: library.chained(_IMPERATIVES.get(w), r)
                     for w, r in library.IMPERATIVES_AFTER.items()})
_IMPERATIVES["reveal"] = library.chained(piles.reveal_piles, _IMPERATIVES["reveal"])  # 700.3
_IMPERATIVES["for"] = library.chained(_IMPERATIVES["for"], _loyalty_again)      # CR 606.3
for _word in ("that", "it"):                      # a cast trigger's spell (CR 614.1c)
    _IMPERATIVES[_word] = library.chained(_IMPERATIVES.get(_word),
                                          replacements.spell_enters_with)
_IMPERATIVES["sacrifice"] = library.chained(_IMPERATIVES["sacrifice"], delayed.sacrifice_later)
_IMPERATIVES["destroy"] = library.chained(tokens.destroy_created_with, _IMPERATIVES["destroy"])
_IMPERATIVES["create"] = library.chained(tokens.create_copy, _IMPERATIVES["create"])
_IMPERATIVES["for"] = library.chained(tokens.for_each_opponent, library.chained(
    tokens.copy_each_entered, _IMPERATIVES["for"]))
_IMPERATIVES.update({w: library.chained(_IMPERATIVES.get(w), limits.uncounterable_this_turn)
                     for w in limits.UNCOUNTERABLE_TURN_WORDS})              # CR 101.2
_IMPERATIVES["exchange"] = library.chained(_IMPERATIVES.get("exchange"), _exchange_control)
_IMPERATIVES["incubate"] = tokens.incubate                   # CR 701.51
_IMPERATIVES["transform"] = library.chained(tokens.transform_incubators,  # CR 111.10i
                                            _transform)                    # CR 701.28a
_IMPERATIVES.update(keyword_rules.ACTIONS)                   # adapt, monstrosity (CR 701)
_IMPERATIVES["look"] = library.chained(_IMPERATIVES["look"],
                                       keyword_rules.manifest_one_looked)     # CR 701.34a
_IMPERATIVES["exile"] = library.chained(keyword_rules.manifest_pile,
                                        _IMPERATIVES["exile"])                # CR 701.34a
_IMPERATIVES["it"] = library.chained(keyword_rules.manifest_aura,
                                     _IMPERATIVES.get("it"))                  # CR 701.34a
_IMPERATIVES["have"] = library.chained(_IMPERATIVES["have"], causing.have_do)   # CR 608.2
_IMPERATIVES["have"] = library.chained(animation.have_become, _IMPERATIVES["have"])  # 205.1
_IMPERATIVES["an"] = library.chained(_IMPERATIVES.get("an"), durations.an_opponent_gains)
_IMPERATIVES["search"] = library.chained(graveyard.search_imperative, _IMPERATIVES["search"])
_IMPERATIVES["exile"] = library.chained(library.chained(
    _IMPERATIVES["exile"], graveyard.exile_choice), graveyard.exile_itself)
_IMPERATIVES["exile"] = library.chained(_IMPERATIVES["exile"],
                                        library.exile_hands_graveyards)      # CR 406.2
for _verb in ("shuffle", "put", "exile", "its"):          # its own "put into a graveyard"
    _IMPERATIVES[_verb] = library.chained(graveyard.itself_to, _IMPERATIVES.get(_verb))
_IMPERATIVES["cast"] = graveyard.cast_free                  # during resolution (608.2g)
_IMPERATIVES["return"] = library.chained(graveyard.card_put_there_to_hand,
                                         _IMPERATIVES["return"])           # CR 603.2
_IMPERATIVES["it"] = library.chained(_IMPERATIVES.get("it"), graveyard.cycled_card_deals)
_IMPERATIVES["it"] = library.chained(_IMPERATIVES["it"], keyword_rules.endures)
_IMPERATIVES["its"] = library.chained(_IMPERATIVES.get("its"), library.its_owner_puts)  # 401.4
_IMPERATIVES["its"] = library.chained(_IMPERATIVES["its"], library.its_owner_shuffles)  # 701.20a
_IMPERATIVES["each"] = library.chained(_IMPERATIVES["each"], graveyard.exiled_this_way)
_IMPERATIVES["each"] = library.chained(_IMPERATIVES["each"], library.exiled_cards)  # 607.2a
_IMPERATIVES["exile"] = library.chained(_IMPERATIVES["exile"], library.exile_yours)  # 406.2
_IMPERATIVES["put"] = library.chained(graveyard.put_itself, _IMPERATIVES["put"])
_IMPERATIVES["put"] = library.chained(_IMPERATIVES["put"], graveyard.put_from_graveyards)
_IMPERATIVES["put"] = library.chained(_IMPERATIVES["put"], graveyard.exiled_to_graveyards)
for _verb in ("return", "put"):                           # "Choose target <card> ... Return it"
    _IMPERATIVES[_verb] = library.chained(_IMPERATIVES[_verb], graveyard.it_from_graveyard)
_IMPERATIVES["return"] = library.chained(_IMPERATIVES["return"],
                                        graveyard.chosen_from_graveyard)     # CR 608.2b
_IMPERATIVES["shuffle"] = library.chained(_IMPERATIVES["shuffle"],
                                         library.shuffle_your_targets_in)  # CR 701.20a
_IMPERATIVES["shuffle"] = library.chained(_IMPERATIVES["shuffle"],
                                         library.shuffle_your_graveyard_in)  # CR 701.20a
for _verb in ("shuffle", "put"):                          # "Shuffle all creature cards from
    _IMPERATIVES[_verb] = library.chained(              # your graveyard into your library"
        _IMPERATIVES[_verb], graveyard.all_from_graveyards)
for _verb in ("return", "put", "exile"):                  # "... all <cards> in your graveyard
    _IMPERATIVES[_verb] = library.chained(              # that were put there this turn"
        _IMPERATIVES[_verb], graveyard.all_put_there)
for _verb in ("target", "each"):                          # "... gains flashback" (702.34a)
    _IMPERATIVES[_verb] = library.chained(_IMPERATIVES.get(_verb), graveyard.gains_flashback)
_IMPERATIVES["return"] = library.chained(library.chained(
    _IMPERATIVES["return"], graveyard.return_choice), graveyard.return_itself)
_IMPERATIVES["exile"] = library.chained(_IMPERATIVES["exile"],
                                        graveyard.exile_from_graveyard_itself)
_IMPERATIVES["pay"] = _pay_life                              # "pay 2 life" (CR 119.4)
_IMPERATIVES["discard"] = library.chained(_IMPERATIVES["discard"], riders.discard_kind)
_IMPERATIVES["tap"] = library.chained(_IMPERATIVES["tap"], riders.tap_choice)
_IMPERATIVES.update({w: library.chained(_IMPERATIVES.get(w), riders.players_each)
                     for w in ("any", "up", "two", "three")})     # "... target players each"
_IMPERATIVES["for"] = library.chained(_IMPERATIVES["for"], targeting.each_opponent)
_IMPERATIVES["attach"] = library.chained(_IMPERATIVES["attach"], riders.attach_to_event)
_IMPERATIVES["choose"] = library.chained(library.chained(_IMPERATIVES["choose"], _choose_target),
                                         library.drawn_for_life)           # CR 115.1, 121.2
_IMPERATIVES["choose"] = library.chained(_IMPERATIVES["choose"],
                                         riders.another_of_chosen_kind)     # CR 122.1
_IMPERATIVES["reveal"] = library.chained(_IMPERATIVES.get("reveal"),   # CR 701.16a (Manabond)
                                         library.all_from_hand)
_IMPERATIVES["that"] = library.chained(_IMPERATIVES.get("that"),       # CR 101.2, 611.2b
                                       limits.owner_cant_cast_same_name)
for _word in ("this", "SELF", "its"):                    # CR 701.20a (Blitz Hellion)
    _IMPERATIVES[_word] = library.chained(_IMPERATIVES.get(_word), library.owner_shuffles_self)


# -- a player does something ----------------------------------------------------------------

C_REVEAL_SOME = construct("effect.reveal_some_discard", "Target player reveals three cards / X "
                          "cards / a number of cards equal to <quantity> from their hand [and] "
                          "you choose one of them. That player discards it: that player "
                          "chooses the cards revealed, all if fewer (CR 701.16a, 701.8a)")


def _reveal_some_discard(p: Parser, who: Any) -> list[Effect]:
    """"Target player reveals three cards from their hand and you choose one of them. That
    player discards that card." (Blackmail), "... reveals a number of cards from their hand
    equal to your devotion to black. You choose one of them. That player discards that
    card." (Disciple of Phenax), "reveals X cards from their hand, where X is ..."."""
    if not isinstance(who, int):
        p.fail()
    p.expect("reveals")
    if p.accept("a", "number", "of", "cards", "from", "their", "hand", "equal", "to"):
        n: Any = phrases.quantity(p)
    elif p.accept("x", "cards", "from", "their", "hand", ",", "where", "x", "is"):
        n = phrases.quantity(p)
    else:
        n = number(p)
        if not isinstance(n, int) or n < 1:
            p.fail()
        p.expect("cards", "from", "their", "hand")
    if not (p.accept("and", "you") or p.accept(".", "you")):
        p.fail()
    p.expect("choose", "one", "of")
    if not (p.accept("them") or p.accept("those", "cards")):
        p.fail()
    p.expect(".", "that", "player", "discards")
    if not (p.accept("it") or p.accept("that", "card")):
        p.fail()
    p.mark(C_REVEAL_SOME)
    return [effect("reveal_discard", who=who, filter=None, count=n)]


C_REVEAL_EXILE_EITHER = construct("effect.reveal_exile_either", "Target opponent reveals their "
                                  "hand. You choose a <card> from that player's graveyard or "
                                  "hand and exile it.: one card of either zone, chosen as it "
                                  "resolves (CR 701.16a, 608.2d, 406.2)")


def _reveal_discard(p: Parser, who: Any) -> list[Effect]:
    """Duress and friends: three sentences, one instruction (CR 608.2c)."""
    if not isinstance(who, int):
        p.fail()
    p.expect("reveals", "their", "hand", ".", "you")
    if p.at("may"):
        return library.may_choose_discard(p, who)
    p.expect("choose")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = description(p, cards=True)
    if plural or flt.spell or status_in(flt) or flt.controller is not None or flt.other:
        p.fail()
    if p.accept("from", "that", "player", "'s", "graveyard", "or", "hand", "and", "exile",
                "it"):                            # (Memory Leak)
        p.scope.it = None
        p.mark(C_REVEAL_EXILE_EITHER)
        return [effect("reveal_exile_either", who=who, filter=flt)]
    p.expect("from", "it")
    if p.at("with"):                              # "... from it with mana value 3 or less"
        flt = phrases.with_suffix(p, flt)
    p.expect(".", "that", "player", "discards", "that", "card")
    p.mark(C["effect.reveal_discard"])
    return [effect("reveal_discard", who=who, filter=flt)]



_PLAYER_VERBS = frozenset({"draw", "draws", "discard", "discards", "mill", "mills", "gain",
                           "gains", "lose", "loses", "sacrifice", "sacrifices", "get", "reveals"})


def _player_clause(p: Parser) -> list[Effect]:
    if p.peek() == "they" and p.peek(1) in ("lose", "gain", "draw", "mill", "create") and \
            eventrefs.caster_they(p):         # the caster (CR 601.2, 603.7c)
        return _player_verb(p, ("controller", "event"), one=False)
    if they_event_player(p):                  # "they lose 2 life": one player, plural verb
        player_ref(p)
        verb = p.peek()
        if verb not in ("lose", "gain", "draw", "mill"):
            p.fail()
        return _player_verb(p, "event", one=False)
    if p.accept("your") and p.at("life", "total", "becomes"):
        return _life_total(p, "you")                      # CR 119.5
    who = player_ref(p)
    if who == "you" and p.at("and", "permanents", "you", "control", "gain", "hexproof"):
        return _you_and_permanents_hexproof(p)            # CR 702.11c, 702.11b, 611.2c
    if p.at("'s", "life", "total", "becomes") and singular_player(who):
        p.i += 1
        return _life_total(p, who)
    if p.at("reveals", "their", "hand", "."):
        duress = p.attempt(_reveal_discard, who)
        if duress is not None:
            return duress
    if p.at("reveals") and "from" in p.keys[p.i:p.i + 12]:
        blackmail = p.attempt(_reveal_some_discard, who)
        if blackmail is not None:
            return blackmail
    effects = _player_verb(p, who)
    while p.at("and") and p.peek(1) in _PLAYER_VERBS or mass.then_same_player(
            p, singular_player(who)) or _serial_verb(p):
        p.accept(",")                             # "sacrifices ..., discards a card, and loses"
        p.accept("and")
        effects += _about_sacrificed(p, _player_verb, who) if _after_sacrifice(
            p, effects) else _player_verb(p, who)
        p.mark(C["effect.same_subject"])
    return effects


C_PLAYER_HEXPROOF = construct("effect.player_hexproof", "You gain hexproof / shroud until end "
                              "of turn / until your next turn; You and permanents you control gain "
                              "hexproof until end of turn: the player for that while, the "
                              "permanents there as it resolves (CR 702.11c, 702.11b, 702.18c, "
                              "611.2a, 611.2c)")


def _player_hexproof(p: Parser, who: Any) -> list[Effect]:
    """"hexproof / shroud until end of turn / until your next turn." after "You gain": the
    player, for that while, whatever happens to its source (CR 611.2a)."""
    shroud = p.next().key == "shroud"
    until = phrases.duration(p)
    if until is None or not p.at("."):
        p.fail()
    p.mark(C_PLAYER_HEXPROOF)
    return [effect("player_hexproof", who=who, until=until, **({"shroud": True} if shroud
                                                                else {}))]


def _you_and_permanents_hexproof(p: Parser) -> list[Effect]:
    """"You and permanents you control gain hexproof until end of turn." (Lazotep Plating):
    the player, and the permanents they control as it resolves (CR 611.2c)."""
    p.expect("and")
    flt, plural = permanent_description(p)
    p.expect("gain", "hexproof", "until", "end", "of", "turn")
    if not plural or flt != ObjectFilter(controller="you") or not p.at("."):
        p.fail()
    p.mark(C_PLAYER_HEXPROOF)
    return [effect("player_hexproof", who="you", until="end of turn"),
            effect("continuous_all", parts=(layer_effect(
                "6", "add_keywords", keywords=frozenset({"hexproof"})),), filter=flt,
                   until="end of turn")]


C_LIFE_TOTAL = construct("effect.set_life", "<player>'s / your life total becomes N: the "
                         "player gains or loses the difference (CR 119.5)")


def _life_total(p: Parser, who: Any) -> list[Effect]:
    """"life total becomes N" after its player (CR 119.5)."""
    p.expect("life", "total", "becomes")
    n = amount(p)
    if not isinstance(n, int):
        p.fail()
    p.mark(C_LIFE_TOTAL)
    return [effect("set_life", amount=n, who=who)]


def _no_maximum_hand_size(p: Parser) -> list[Effect]:
    """"You have no maximum hand size for the rest of the game / until your next turn.": a
    rule for the controller from a resolved effect (CR 402.2, 613.11, 611.2a-b)."""
    if p.accept("for", "the", "rest", "of", "the", "game"):
        until = "permanent"
    else:
        p.expect("until", "your", "next", "turn")
        until = "your next turn"
    p.mark(C["effect.no_maximum_hand_size"])
    return [effect(NO_MAXIMUM_HAND_SIZE, until=until)]


def _serial_verb(p: Parser) -> bool:
    """Is a comma of a list of three or more verbs for the same player next ("sacrifices a
    creature, discards a card, and loses 3 life")?"""
    return p.at(",") and (p.peek(1) in _PLAYER_VERBS or p.peek(1) == "and" and p.peek(
        2) in _PLAYER_VERBS) and any(p.keys[j:j + 3] == [",", "and", p.keys[j + 2]] and p.keys[
            j + 2] in _PLAYER_VERBS for j in range(p.i, p.n - 2))


def _player_verb(p: Parser, who: Any, one: bool | None = None) -> list[Effect]:
    one = singular_player(who) if one is None else one
    if p.at("chooses") and (kept := p.attempt(mass.keep_one_of_each, who)) is not None:
        return kept                                       # CR 101.4, 701.17a
    if p.at("chooses") and (kept := p.attempt(mass.keep_chosen, who)) is not None:
        return kept                                       # CR 101.4, 701.17a
    if p.at("chooses") and (kept := p.attempt(mass.chooses_then, who)) is not None:
        return kept                                       # CR 101.4, 608.2d
    verb = p.next().key
    if verb in ("gets", "get") and (p.peek(1) == "poison" or p.peek(2) == "poison"):
        n = 1 if p.accept("a") else number(p)             # "gets two poison counters"
        if not isinstance(n, int) or n < 1:
            p.fail()
        p.expect("poison", "counter" if n == 1 else "counters")
        p.mark(C["effect.poison"])
        return [effect("poison", amount=n, who=who)]      # CR 122.1f, 104.3d
    if verb == ("draws" if one else "draw"):
        n = _additional_cards(p, who) if p.peek(1) == "additional" else _cards(p)
        p.mark(C["effect.draw"])
        return [effect("draw", amount=n, who=who)]
    if verb == ("discards" if one else "discard"):
        if p.at("all", "the", "cards", "in", "their", "hand") and one:
            return mass.discard_all_then_draw(p, who)     # CR 701.8a, 608.2c
        if p.at("their", "hand") or p.at("your", "hand"):
            return mass.discard_hand(p, who)         # CR 701.8a
        n = _cards(p)
        if who in ("each", "opponents"):
            if p.at("at", "random"):                      # CR 701.8b: the game picks
                return riders.at_random(p, [effect("discard", amount=n, who=who)])
            p.mark(C["effect.discard_each"])
            return [effect("discard_each", amount=n, who=who)]
        p.mark(C["effect.discard"])
        return riders.at_random(p, [effect("discard", amount=n, who=who)])  # CR 701.8b
    if verb == ("mills" if one else "mill") and p.at("half"):
        return _mill_half(p, who)
    if verb == ("mills" if one else "mill"):
        n = _cards(p)
        p.mark(C["effect.mill"])
        return [effect("mill", amount=n, who=who)]
    if verb == ("gains" if one else "gain"):
        if one and p.at("control", "of"):
            return durations.gives_control(p, who)        # CR 613.1b
        if who == "you" and p.accept("protection", "from", "everything", "until", "your",
                                     "next", "turn"):
            p.mark(C["effect.player_protection"])         # CR 702.16b, e (The One Ring)
            return [effect("player_protection", until="your next turn")]
        if who == "you" and (p.at("hexproof", "until") or p.at("shroud", "until")):
            return _player_hexproof(p, who)               # CR 702.11c, 611.2a
        return _life(p, "gain_life", who)
    if verb == "have" and who == "you" and p.accept("no", "maximum", "hand", "size"):
        return _no_maximum_hand_size(p)
    if verb == "win" and who == "you" and p.accept("the", "game"):
        p.mark(C["effect.win_game"])
        return [effect("win_game")]                                      # CR 104.2b
    if verb == ("loses" if one else "lose"):
        if p.accept("the", "game"):
            p.mark(C["effect.lose_game"])
            return [effect("lose_game", who=who)]               # CR 104.3e
        return _life(p, "lose_life", who)
    if verb == "sacrifices" and who == "event" and p.scope.it == "enchanted" and p.accept(
            "that", "creature"):             # "that player sacrifices that creature"
        p.mark(C_SACRIFICES_ENCHANTED)
        return [effect("sacrifice", target="enchanted", who="event")]
    if verb == ("sacrifices" if one else "sacrifice"):
        return _sacrifice_choice(p, who)
    if verb == "exiles" and who != "you" and p.at_any(("a", "an")) and (
            found := p.attempt(_exiles_own_permanent, who)) is not None:
        return found
    if verb == "exiles" and type(who) is int and p.at("all") and (
            found := p.attempt(library.exiles_from_their_graveyard, who)) is not None:
        return found                                            # CR 406.2 (Mudhole)
    if verb == "untap" and who == "you" and p.at("all"):     # "and you untap all lands
        p.i -= 1                                              # you control" (CR 701.21a)
        return _tap(p)
    if verb == ("gets" if one else "get") and p.at("an", "emblem", "with"):
        return emblems.emblem(p, who)                    # CR 114.2
    if verb == "get" and who == "you" and p.at("an", "experience", "counter"):
        return experience.get(p)                        # CR 122.1
    if verb == "get" and who == "you":
        return _energy(p)
    if verb in ("scry", "surveil") and who == "you":     # "... and you scry X" (701.22a)
        p.i -= 1
        return _scry(p)
    if verb in ("create", "creates", "incubate", "incubates"):
        p.i -= 1
        return tokens.player_creates(p, who, one)      # CR 111.2, 701.51
    if verb == "adds" and (who == "event" or who == ("controller", "event") and
                           p.scope.event == "cast"):      # the caster (Tangleroot)
        return _event_player_adds(p, who)
    if verb in (("returns", "chooses") if one else ("return", "choose")) and who != "you":
        return _player_returns(p, who, verb)
    return library.player_verb(p, who, verb)


C_SACRIFICES_ENCHANTED = construct("effect.that_player_sacrifices_enchanted", "At the "
                                   "beginning of ... of enchanted creature's controller, that "
                                   "player sacrifices that creature: if they still control it "
                                   "(CR 701.17a, 603.2b)")
C_EVENT_PLAYER_ADDS = construct("effect.that_player_adds", "that player adds {G}{G}: mana "
                                "in the pool of the player whose step it is, or of the "
                                "caster of the spell a cast trigger is about (CR 106.3, "
                                "603.2)")


def _mana_symbols(p: Parser) -> str:
    """"{G}{G}", "{C}": the mana symbols added, as letters ("" if none; CR 106.1)."""
    mana = ""
    while p.token() is not None and p.token().kind == "sym":
        symbol = p.next().key[1:-1]
        if symbol not in ("W", "U", "B", "R", "G", "C"):
            p.fail()
        mana += symbol
    return mana


def _event_player_adds(p: Parser, who: Any = "event") -> list[Effect]:
    """"that player adds {G}{G}." in a trigger at the beginning of a player's step, or
    after "Whenever a player casts a creature spell" (the caster, CR 601.2)."""
    if not mana_rules.add_allowed(p):
        p.fail()
    mana = _mana_symbols(p)
    if not mana or not p.at("."):
        p.fail()
    p.mark(C_EVENT_PLAYER_ADDS)
    return [effect("add_mana", mana=mana, who=who)]


def _energy(p: Parser) -> list[Effect]:
    """"you get {E}{E}" (CR 107.14): that many energy counters (CR 122.1)."""
    if p.scope.event == "amount" and p.at("that", "many", "{E}") and p.peek(3) != "{E}":
        p.i += 3                                      # the damage dealt (CR 603.2)
        p.mark(C["effect.energy_that_many"])
        return [effect("get_energy", amount=("event_amount", None))]
    if p.accept("an", "amount", "of", "{E}", "equal", "to"):
        p.mark(C["effect.energy_amount"])           # counted as it resolves (CR 608.2h)
        return [effect("get_energy", amount=phrases.quantity(p))]
    if p.peek() in phrases.NUMBER_WORDS and p.peek() not in ("a", "an", "one") and \
            p.peek(1) == "{E}" and p.peek(2) != "{E}":
        n = phrases.NUMBER_WORDS[p.next().key]       # "you get six {E}"
        p.i += 1
        p.mark(C["effect.energy_amount"])
        return [effect("get_energy", amount=n)]
    n = 0
    while p.token() is not None and p.token().key == "{E}":
        p.i += 1
        n += 1
    if not n:
        p.fail()
    p.mark(C["effect.energy"])
    return [effect("get_energy", amount=n)]


# -- an object does or gets something ------------------------------------------------------

def _object_clause(p: Parser) -> list[Effect]:
    gone = False
    first = p.i == 0 or p.keys[p.i - 1] in (",", "have")    # the ability's first instruction
    if self_ref(p) or (p.at("it") and (p.scope.it == "self" or first and
                                       p.scope.it_subject_self) and p.accept("it")) or (
            p.peek(1) in ("deals", "phases", "gets", "gains", "fights", "connives", "explores")
            and phrases.self_subject_pronoun(p)):
        subject: Any = "self"
    elif p.at("it", "deals") and p.scope.self_gone:
        p.i += 1                          # it (as it last existed) deals... (CR 608.2h)
        subject, gone = "self", True
        p.mark(C["effect.dead_source"])
    elif p.at("it", "deals", "damage", "equal", "to", "its", "power") and p.scope.event_gone \
            and p.scope.it is None:
        p.i += 1                          # the creature that died, as it last existed
        subject, gone = "event", True     # (CR 603.10a, 608.2h)
        p.mark(C["effect.dead_event_source"])
    else:
        subject = object_ref(p)
    if isinstance(subject, int) and targeting.size(p, subject) > 1 and p.at(
            "each", "deal", "damage", "equal", "to", "their", "power", "to"):
        return _each_bite(p, subject)
    if p.accept("deals"):
        if isinstance(subject, int):
            return _bite(p, subject)
        if subject in ("event", "event_source") and p.at(
                "that", "much", "damage", "to", "the", "chosen", "player"):
            p.i += 4                                 # the creature of the event (CR 603.2)
            if not choices.chosen_player(p):
                p.fail()
            return [effect("damage_from_each", source=subject, amount=("event_amount", None),
                           players=CHOSEN_PLAYER)]
        if subject == "event_source" and p.scope.event_subject == "player" and p.at(
                "that", "much", "damage", "to", "each", "other", "opponent", "."):
            p.i += 7                                 # but the one it dealt damage (102.3)
            p.mark(C_THAT_MUCH_OTHER_OPPONENTS)
            return [effect("damage_from_each", source=subject, amount=("event_amount", None),
                           players=OTHER_OPPONENTS)]
        if subject == "event" and first and not p.at("damage", "equal", "to", "its"):
            return _event_deals(p)              # (after another, "it" may be another's)
        if subject == "event":                        # "it deals damage equal to its power"
            return replacements.bite_more(p, subject)
        if subject != "self":
            p.fail()                      # another object as the source: not yet
        return _deals(p, its_self=True)
    if gone:
        p.fail()
    if p.at("fights"):
        return _fight_clause(p, subject)
    if p.at("phases", "out") or p.at("phase", "out"):
        return phasing.phases_out(p, subject)             # CR 702.26b
    if p.at("explores") or p.at("connives") or p.at("'s", "owner"):
        return library.object_verb(p, subject)
    if subject == "self" and p.scope.kind == "spell":
        p.fail()                          # a spell doesn't get +N/+N
    if p.at("also", "gains") or p.at("also", "gets"):
        p.i += 1       # "That creature also gains trample": "also" changes nothing
    p.scope.it = subject
    if p.at("becomes", "blocked") and not p.at("becomes", "blocked", "by"):
        return block_rules.become_blocked(p, subject)     # CR 509.1h
    if p.at("becomes", "a", "copy", "of"):
        from tolaria.cards.oracle import copies  # (it reads keyword lists here)
        return copies.becomes_copy(p, subject)           # CR 707.2
    if p.at("becomes") and not p.at("becomes", "the"):
        found = p.attempt(animation.becomes, subject) or p.attempt(
            animation.becomes_artifact_losing_all, subject)     # CR 205.1, 613.1d
        if found is not None:
            return found
    if p.at("become") and (found := p.attempt(animation.plural_becomes_color, subject)):
        return found                                      # CR 105.3, 613.1e
    if p.at("loses", "all", "abilities", "and", "becomes"):
        return animation.loses_all_and_becomes(p, subject)   # CR 613.1d-f
    if p.at("has", "base", "power"):
        found = animation.has_base(p, subject)            # CR 613.4b
        if p.at("and", "can't"):          # "... until end of turn and can't be blocked this
            p.i += 1                      # turn" (Riverfall Mimic)
            found = found + [effect("continuous", parts=_cant_this_turn(p), target=subject,
                                    until="end of turn")]
        return found
    if p.at("can't", "block") and (found := p.attempt(block_rules.cant_block_source,
                                                      subject)) is not None:
        return found                                      # CR 509.1b
    if p.at("can't"):
        return p.attempt(durations.cant_while, subject) or p.attempt(
            _cant_until_next_turn, subject) or p.attempt(
            _unblockable_this_combat, subject) or [effect(  # CR 611.2b
                "continuous", parts=_cant_this_turn(p), target=subject, until="end of turn")]
    if p.at("assigns", "no", "combat", "damage", "this", "turn"):
        return [effect("continuous", parts=_cant_this_turn(p), target=subject,
                       until="end of turn")]
    if p.accept("assigns", "no", "combat", "damage", "this", "combat"):
        p.mark(C_NO_COMBAT_DAMAGE)                         # CR 510.1a, 511.3
        return [effect("continuous", parts=(layer_effect("6", "add_abilities", abilities=(
            StaticAbility(kind="restrict", affects="self", restrictions=frozenset({
                NO_COMBAT_DAMAGE})),)),), target=subject, until="end of combat")]
    if p.at("doesn't", "untap"):
        return p.attempt(durations.no_untap_while, subject) or limits.no_next_untap(
            p, subject)                                  # CR 502.3, 611.2b
    if p.at("attacks", "this") or p.at("can", "attack", "this"):
        until = limits.attack_until(p)
        return [effect("continuous", parts=limits.attack_this_turn(p), target=subject,
                       until=until)]                     # CR 508.1d, 702.3b
    if p.at("can", "block", "an", "additional") or p.at("can", "block", "any"):
        return [effect("continuous", parts=limits.timed_restriction(p), target=subject,
                       until="end of turn")]             # CR 509.1a
    if p.at("blocks") or p.at("must", "be", "blocked", "this"):
        return block_rules.blocks_this_turn(p, subject)  # CR 509.1c
    if p.at("don't", "untap"):
        return targeting.no_next_untap(p, subject)       # "those creatures" (CR 502.3)
    if colors.at_choice(p):
        return colors.color_choice(p, subject)            # CR 105.1, 205.1b, 608.2d
    if p.at("gains", "all", "creature", "types"):
        return animation.gains_all_creature_types(p, subject)   # CR 205.3m, 613.1d
    if p.at("loses"):
        return granted.keyword_loss(p, subject)           # CR 613.1f
    quoted = p.attempt(granted.gains_quoted, subject) or p.attempt(
        granted.self_gains_quoted, subject) or p.attempt(
        granted.gains_returning, subject) or p.attempt(
        durations.gains_quoted_while, subject) or p.attempt(
        durations.has_while, subject)                     # CR 113.1, 613.1f, 611.2b
    if quoted is not None:
        return quoted
    found = _modification(p, subject)
    if p.at("and", "can't"):              # "gets +1/+0 until end of turn and can't be blocked"
        p.i += 1
        found = found + [effect("continuous", parts=_cant_this_turn(p), target=subject,
                                until="end of turn")]
    elif p.at("and", "can", "attack", "this") or p.at("and", "attacks", "this"):
        p.i += 1
        until = limits.attack_until(p)
        found = found + [effect("continuous", parts=limits.attack_this_turn(p),
                                target=subject, until=until)]
    elif p.at("and", "can", "block"):
        p.i += 1
        found = found + [effect("continuous", parts=limits.timed_restriction(p),
                                target=subject, until="end of turn")]
    elif p.at("and", "must", "be", "blocked", "this"):
        p.i += 1
        found = found + [effect("continuous", parts=block_rules.this_turn(p),
                                target=subject, until="end of turn")]   # CR 509.1c
    elif subject == "self" and found and p.at("and", "deals"):
        p.i += 2                          # "gets +2/+0 until end of turn and deals 1 damage
        p.mark(C_AND_DEALS)               # to you": it is the damage's source (CR 120.3)
        found = found + _deals(p, its_self=True)
    return found


C_AND_DEALS = construct("effect.modified_and_deals", "<this creature> gets/gains ... until end "
                        "of turn and deals N damage to <recipient> (CR 611.2a, 120.3)")


C_NO_COMBAT_DAMAGE = construct("effect.assigns_no_combat_damage", "<creature> assigns no "
                               "combat damage this turn / this combat (CR 510.1a, 611.2a)")


def _cant_this_turn(p: Parser) -> tuple[Any, ...]:
    """"can't block this turn": the restriction, granted until end of turn (CR 611.2a)."""
    timed = p.attempt(limits.timed_restriction)          # "can't be blocked by X this turn"
    if timed is not None:
        return timed
    if p.accept("assigns", "no", "combat", "damage", "this", "turn"):
        p.mark(C_NO_COMBAT_DAMAGE)                         # CR 510.1a
        return (layer_effect("6", "add_abilities", abilities=(StaticAbility(
            kind="restrict", affects="self", restrictions=frozenset({NO_COMBAT_DAMAGE})),)),)
    p.expect("can't")
    found = limits.attack_or_block(p)
    p.expect("this", "turn")
    p.mark(C["effect.cant_this_turn"])
    return (layer_effect("6", "add_abilities", abilities=(StaticAbility(
        kind="restrict", affects="self", restrictions=found),)),)


C_UNBLOCKABLE_COMBAT = construct("effect.unblockable_this_combat", "<object> can't be blocked "
                                 "this combat: until end of combat (CR 509.1b, 511.3, "
                                 "611.2a)")


def _unblockable_this_combat(p: Parser, subject: Any) -> list[Effect]:
    """"Whenever this creature attacks alone, it can't be blocked this combat." (Ma Chao):
    the restriction, granted until the combat phase ends (CR 509.1b, 511.3); "That creature
    can't block this combat." (Forgestoker Dragon) likewise."""
    if p.accept("can't", "block", "this", "combat"):
        restriction = "cant_block"
        p.mark(C_CANT_BLOCK_COMBAT)
    else:
        p.expect("can't", "be", "blocked", "this", "combat")
        restriction = "cant_be_blocked"
        p.mark(C_UNBLOCKABLE_COMBAT)
    return [effect("continuous", target=subject, until="end of combat", parts=(
        layer_effect("6", "add_abilities", abilities=(StaticAbility(
            kind="restrict", affects="self", restrictions=frozenset({restriction})),)),))]


C_CANT_BLOCK_COMBAT = construct("effect.cant_block_this_combat", "<object> can't block this "
                                "combat: until end of combat (CR 509.1a, 511.3, 611.2a)")


def _cant_until_next_turn(p: Parser, subject: Any) -> list[Effect]:
    """"can't attack or block until your next turn": the restriction, granted until the
    controller's next turn begins (CR 611.2a-b)."""
    p.expect("can't")
    if p.accept("attack", "or", "block"):
        found = frozenset({"cant_attack", "cant_block"})
    elif p.accept("attack"):
        found = frozenset({"cant_attack"})
    else:
        p.expect("block")
        found = frozenset({"cant_block"})
    p.expect("until", "your", "next", "turn")
    p.mark(C["effect.cant_until_next_turn"])
    return [effect("continuous", target=subject, until="your next turn", parts=(
        layer_effect("6", "add_abilities", abilities=(StaticAbility(
            kind="restrict", affects="self", restrictions=found),)),))]


C_DETAIN = construct("effect.detain", "detain <target permanents>: until your next turn, "
                    "each can't attack or block and its activated abilities can't be "
                    "activated (CR 701.29a)")


def _detain(p: Parser) -> list[Effect]:
    """"Detain target creature an opponent controls." (CR 701.29a): the restrictions,
    granted until the next turn of the ability's controller (CR 611.2a-b)."""
    p.expect("detain")
    ref = object_ref(p)
    if type(ref) is not int:
        p.fail()                          # a target permanent (every card's)
    p.mark(C_DETAIN)
    return [effect("continuous", target=ref, until="your next turn", parts=(
        layer_effect("6", "add_abilities", abilities=(StaticAbility(
            kind="restrict", affects="self", restrictions=frozenset({
                "cant_attack", "cant_block", CANT_ACTIVATE})),)),))]


_IMPERATIVES["detain"] = _detain


C_DAMAGE_EVENT_OBJECT = construct("effect.damage_event_object", "<source> deals N damage to "
                                  "that creature / it: the permanent the trigger event was "
                                  "about, if still on the battlefield (CR 603.2, 120.3)")


C_EVENT_DEALS = construct("effect.event_object_deals", "it deals N damage to <one target>, "
                          "\"it\" the permanent the trigger is about: that one is the "
                          "source, as it last existed if it has left (CR 603.2, 120.3, "
                          "608.2h)")


C_ITS_OWN_POWER = construct("effect.damage_its_own_power", "this creature deals damage equal to "
                            "its power to ...: \"its\", nothing else named, is the source's "
                            "own (CR 120.3, 208.3)")


C_THAT_MUCH_OTHER_OPPONENTS = construct(
    "effect.that_much_to_each_other_opponent", "Whenever <creature> deals combat damage to an "
    "opponent, it deals that much damage to each other opponent: that creature the source, "
    "the amount it dealt, each opponent but the one dealt it (CR 120.3, 102.3, 603.2)")


def _event_deals(p: Parser) -> list[Effect]:
    """"Whenever this creature or another Dragon you control enters, it deals X damage to
    any target": the entering permanent deals the damage (CR 120.3, 608.2h)."""
    found = p.attempt(_dealer_relation) if p.scope.it == "event" else None
    if found is None:
        found = _deals(p)
    if len(found) == 1 and found[0].op in ("damage_players", "damage_each"):
        return _event_deals_each(p, found[0])
    if len(found) != 1 or found[0].op != "damage" or type(found[0].get("target")) is not int \
            or found[0].get("instead"):
        p.fail()
    p.mark(C_EVENT_DEALS)
    return [effect("damage_from_target", source="event", target=found[0].get("target"),
                   amount=found[0].get("amount"))]


C_EVENT_DEALS_EACH = construct("effect.event_object_deals_each", "it deals N damage to "
                               "defending player / each opponent / each creature blocking "
                               "it, \"it\" the creature the trigger is about: that one is "
                               "the source of each, dealt at once (CR 603.2, 120.3, 506.2)")


def _dealer_relation(p: Parser) -> list[Effect]:
    """"it deals 2 damage to each creature blocking it": "it" both times the creature of the
    event, the relation read as one to the dealer (`damage_from_each` matches against it)."""
    p.scope.it = "self"
    try:
        found = _deals(p)
    finally:
        p.scope.it = "event"
    if len(found) != 1 or found[0].op != "damage_each" or found[0].get(
            "filter").combat not in SOURCE_COMBAT:
        p.fail()
    return found


def _event_deals_each(p: Parser, found: Effect) -> list[Effect]:
    """"Whenever equipped creature becomes blocked, it deals 1 damage to defending player":
    the creature of the event deals the damage ("blocking it": blocking that creature)."""
    if found.get("also") or found.get("players") not in (None, False, True, "opponents") \
            and found.op == "damage_each":
        p.fail()
    p.mark(C_EVENT_DEALS_EACH)
    if found.op == "damage_players":
        return [effect("damage_from_each", source="event", amount=found.get("amount"),
                       players=found.get("who"))]
    players = found.get("players")
    return [effect("damage_from_each", source="event", amount=found.get("amount"),
                   filter=found.get("filter"), players="each" if players is True else players)]


def _deals(p: Parser, its_self: bool = False) -> list[Effect]:
    """"deals N damage to <recipient>" / "deals damage equal to <quantity> to ..."
    (`its_self`: the source deals it, so "its power" with nothing else named is its own)."""
    if p.accept("damage", "equal", "to"):
        if its_self and p.scope.it is None and p.at("its"):
            p.scope.it = "self"           # "this creature deals damage equal to its power"
            n = phrases.quantity(p)
            p.scope.it = None
            p.mark(C_ITS_OWN_POWER)
        else:
            n = phrases.quantity(p)
        p.expect("to")
    else:
        n = quantities.damage_said_later(p) or amount(p)     # "damage to X equal to ..."
        if p.at("damage", "divided", "evenly"):
            return targeting.evenly_divided_damage(p, n)     # Fireball (CR 608.2b)
        if p.at("damage", "divided"):
            return targeting.divided_damage(p, n)            # CR 601.2d
        p.expect("damage", "to")
    if p.at("the", "player", "or", "planeswalker", "it", "'s", "attacking") or p.at(
            "the", "player", "or", "planeswalker", "that", "creature", "is", "attacking"):
        from tolaria.cards.oracle.eventrefs import attacked_recipient
        return attacked_recipient(p, n)                             # CR 506.2, 508.1b
    if p.at("that", "player", "or", "a", "planeswalker"):
        from tolaria.cards.oracle.curses import damage_player_or_planeswalker
        return damage_player_or_planeswalker(p, n)                  # CR 608.2d
    each = p.attempt(_each_recipient)
    if each == {"players": "opponents"} and p.at("and"):
        each = p.attempt(_same_damage_to_each, n) or each   # Dagger Caster (CR 120.3)
    if each is not None:
        p.mark(C["effect.damage_each"])
        if "filter" not in each:
            return [effect("damage_players", amount=n, who=each["players"])]
        who = each.get("players")
        if who not in (None, "each", "opponents"):
            p.fail()
        also = {"also": each["also"]} if "also" in each else {}
        return [effect("damage_each", amount=n, filter=each["filter"],
                       players=who if who == "opponents" else bool(who), **also)]
    if p.scope.kind != "spell" and p.accept("itself"):        # "... and 3 damage to itself"
        p.mark(C["effect.damage"])
        return [effect("damage_from", source="self", target="self", amount=n)]
    ref = phrases.player_or_planeswalker_ref(p)
    if ref is None:
        ref = phrases.damage_recipient(p)
        if ref == "event":
            p.mark(C_DAMAGE_EVENT_OBJECT)                # "... to that creature" (CR 603.2)
        elif isinstance(ref, str):
            p.fail()
        p.scope.it = ref
    p.mark(C["effect.damage"])
    out = [effect("damage", amount=n, target=ref)]
    if p.at("and", "each") and type(ref) is int and (
            p.scope.targets[ref].objects is None or _player_or_planeswalker(p, ref)):
        p.i += 1                 # "target player and each creature that player controls"
        p.scope.they_player = ref if p.scope.targets[ref].objects is None else (
            "player_or_controller", ref)       # "that player or that planeswalker's controller"
        try:
            each = _each_recipient(p)
        finally:
            p.scope.they_player = None
        if "filter" not in each or "players" in each or "also" in each:
            p.fail()
        p.mark(C["effect.damage_each"])
        return out + [effect("damage_each", amount=n, filter=each["filter"], players=False)]
    if p.at("and") and p.token(1) is not None and (p.token(1).kind == "num" or p.peek(1) in (
            "x", *phrases.NUMBER_WORDS)) and p.peek(2) == "damage":
        p.i += 1
        out += _deals(p)
    return out


def _player_or_planeswalker(p: Parser, ref: int) -> bool:
    """Is target `ref` "target player/opponent or planeswalker" (CR 115.4)?"""
    spec = p.scope.targets[ref]
    return spec.players in ("any", "opponent") and spec.objects is not None and \
        spec.objects.types == frozenset({"Planeswalker"}) and not spec.objects.any_of and \
        replace(spec.objects, types=frozenset()) == ObjectFilter()


def _bite(p: Parser, source: int) -> list[Effect]:
    """A bite: "Target creature you control deals damage equal to its power to target
    creature you don't control"."""
    spec = p.scope.targets[source]
    if spec.objects is None or spec.players is not None or spec.objects.spell:
        p.fail()
    if p.accept("damage", "to", "itself", "equal", "to", "its", "power"):
        p.mark(C["effect.bite"])                     # "... deals damage to itself"
        return [effect("damage_from", source=source, target=source,
                       amount=("power", source))]
    more = p.attempt(replacements.bite_more, source)   # twice its power; any target, each ...
    if more is not None:
        return more
    p.expect("damage", "equal", "to", "its", "power", "to")
    victim = target(p)
    if p.scope.targets[victim].players is not None:
        p.fail()
    p.mark(C["effect.bite"])
    return [effect("damage_from", source=source, target=victim, amount=("power", source))]


C_EACH_BITE = construct("effect.each_bite", "<several target creatures> each deal damage "
                        "equal to their power to target creature: each still a legal target "
                        "deals it, all at once (CR 120.3, 608.2b, 608.2h)")


def _each_bite(p: Parser, first: int) -> list[Effect]:
    """"Up to two target creatures you control each deal damage equal to their power to
    target creature an opponent controls" (Allies at Last), or "They each deal ..." after
    such a phrase: each of the phrase's creatures is a source (CR 120.3)."""
    members = tuple(range(first, first + targeting.size(p, first)))
    if any(p.scope.targets[m].players is not None or p.scope.targets[m].objects is None
           for m in members):
        p.fail()
    p.expect("each", "deal", "damage", "equal", "to", "their", "power", "to")
    victim = target(p)
    spec = p.scope.targets[victim]
    if spec.players is not None or spec.objects is None or spec.objects.spell:
        p.fail()
    p.mark(C_EACH_BITE)
    return [effect("damage_from_targets", targets=members, target=victim)]


def _each_recipient(p: Parser) -> dict[str, Any]:
    """"each creature [you don't control]", "each opponent", "each player", "you",
    "each creature and each player"."""
    if p.accept("you"):
        return {"players": "you"}
    if p.at("that"):                       # "that player", "that land's controller" (603.7c)
        return {"players": p.attempt(player_ref) or eventrefs.event_player(p)}
    if p.at("the", "land", "'s", "controller"):       # CR 608.2h
        return {"players": eventrefs.the_land_controller(p)}
    if p.at("defending", "player") or p.at("each", "other", "opponent"):
        return {"players": player_ref(p)}  # the attacked player (506.2), all but that one
    if eventrefs.caster_they(p, "them"):               # the caster (CR 601.2, 603.7c)
        return {"players": ("controller", "event")}
    if phrases.they_event_player(p, "them"):           # "... deals 2 damage to them"
        p.i += 1
        p.mark(phrases.C_THEY_EVENT)
        return {"players": "event"}
    if p.at("the", "chosen", "player") and choices.chosen_player(p):
        return {"players": CHOSEN_PLAYER}              # CR 607.2d
    p.expect("each")
    if p.accept("opponent"):
        return p.attempt(_and_each_permanent, "opponents") or {"players": "opponents"}
    if p.accept("player"):
        return p.attempt(_and_each_permanent, "each") or {"players": "each"}
    other = p.scope.kind != "spell" and p.accept("other")      # not the source (CR 109.5)
    flt, plural = permanent_description(p)
    if plural or status_in(flt) and flt.combat == "":
        p.fail()
    out: dict[str, Any] = {"filter": replace(flt, other=True) if other else flt}
    if p.accept("and", "each", "player"):
        out["players"] = "each"
    elif p.accept("and", "each", "opponent"):
        out["players"] = "opponents"
    elif p.at("and"):
        joined = p.attempt(mass.damage_also, flt)   # "and each planeswalker"
        if joined is not None:
            out["filter"] = joined[0]
            if joined[1] is not None:
                out["also"] = joined[1]
    return out


C_PLAYERS_AND_EACH = construct("effect.damage_players_and_each", "deals N damage to each "
                               "opponent/player and each <permanent> [they control / your "
                               "opponents control]: all at once (CR 120.3, 102.3)")


def _and_each_permanent(p: Parser, players: str) -> dict[str, Any]:
    """"each opponent and each creature your opponents control": the players, then the
    permanents, each dealt the damage at once (CR 120.3)."""
    p.expect("and", "each")
    return _each_permanent_too(p, players)


def _each_permanent_too(p: Parser, players: str) -> dict[str, Any]:
    """The permanents after "each opponent/player and [N damage to] each"."""
    other = p.scope.kind != "spell" and p.accept("other")      # not the source (CR 109.5)
    flt, plural = permanent_description(p)
    if plural or status_in(flt) and flt.combat == "":
        p.fail()
    if p.at("and", "planeswalker"):                # "each creature and planeswalker"
        flt = mass.damage_also(p, flt)[0]
    if players == "opponents" and flt.controller is None and p.accept("they", "control"):
        flt = replace(flt, controller="opponent")      # "they": the opponents (CR 102.3)
    p.mark(C_PLAYERS_AND_EACH)
    return {"filter": replace(flt, other=True) if other else flt, "players": players}


C_SAME_DAMAGE_EACH = construct("effect.damage_opponents_and_same_to_each", "deals N damage "
                               "to each opponent and N damage to each <permanent> [your "
                               "opponents control]: the same amount, all at once (CR 120.3, "
                               "102.3)")


def _same_damage_to_each(p: Parser, n: Any) -> dict[str, Any]:
    """"1 damage to each opponent and 1 damage to each creature your opponents control":
    one batch, as "each opponent and each creature ..." (CR 120.3)."""
    p.expect("and")
    if type(n) is not int or amount(p) != n:
        p.fail()
    p.expect("damage", "to", "each")
    out = _each_permanent_too(p, "opponents")
    p.mark(C_SAME_DAMAGE_EACH)
    return out


def _loses_creature_types(p: Parser, subject: Any, pt: Any) -> list[Effect]:
    """"gets +3/-3 and loses all creature types until end of turn": its creature types go
    in layer 4 (CR 205.1b, 613.1d), the change of power and toughness in 7c."""
    p.expect("and", "loses", "all", "creature", "types")
    if pt is None or quantities.counted_pt(pt) or phrases.duration(p) != "end of turn":
        p.fail()
    p.mark(C["effect.loses_creature_types"])
    return [effect("continuous", target=subject, until="end of turn", parts=(
        layer_effect("4", "set_creature_subtypes", subtypes=frozenset()),
        layer_effect("7c", "add_pt", power=pt[0], toughness=pt[1])))]


def _modification(p: Parser, subject: Any) -> list[Effect]:
    """"gets +N/+N", "gains flying", "gets +1/+0 and gains first strike" until end of turn."""
    pt = None
    keywords: frozenset[str] = frozenset()
    several = targeting.size(p, subject) > 1        # "up to two target creatures each get"
    if several:                                     # "each of them gets": either number
        p.accept("each")
    if p.accept("get" if several else "gets") or several and p.accept("gets"):
        pt = p.attempt(phrases.pt_change) or quantities.x_pt(p)
        if not several and p.at("or") and p.token(1) is not None and p.token(1).kind == "pt":
            return _pump_either(p, subject, pt)
        if not several and p.at("and", "loses", "all", "creature", "types"):
            return _loses_creature_types(p, subject, pt)
        if not several and p.at("for", "each"):
            found = p.attempt(_counted_pump_gains, subject, pt)   # CR 608.2h, 611.2c
            if found is not None:
                return found
        if p.accept("and", "gain" if several else "gains") or several and p.accept(
                "and", "gains"):
            if (found := p.attempt(granted.keywords_granted)) is not None:
                return _granted_until(p, pt, found, "continuous", target=subject)
            keywords = keyword_list(p)
        elif pt is not None and p.at("and", "lose" if several else "loses"):
            return _gets_and_loses(p, subject, pt)         # "gets -2/-0 and loses flying"
    elif p.accept("gain" if several else "gains") or several and p.accept("gains"):
        if (found := p.attempt(granted.keywords_granted)) is not None:
            return _granted_until(p, None, found, "continuous", target=subject)
        keywords = keyword_list(p)
        if p.accept("and", "get" if several else "gets"):
            pt = p.attempt(phrases.pt_change) or quantities.x_pt(p)
        elif not several and p.at("and", "loses"):
            return _gains_and_loses(p, subject, keywords)  # "gains flying and loses trample"
    else:
        p.fail()
    per = quantities.pump_suffix(p, pt)
    until = phrases.duration(p) or quantities.prefixed_until(p)
    if until is None and per is None and p.at("for", "as", "long") and not (
            pt is not None and quantities.counted_pt(pt)):
        until = durations.long_as(p)          # "gains indestructible for as long as ..."
        if until is not None:
            p.mark(C["effect.grant"])
            return durations.bound([effect("continuous", parts=_parts(pt, keywords),
                                           target=subject, until=until)])
    if until is None and per is None and not quantities.counted_pt(pt) and p.accept(
            "until", "end", "of", "combat"):
        p.mark(C_UNTIL_END_OF_COMBAT)                # it ends as combat ends (CR 511.3)
        return [effect("continuous", parts=_parts(pt, keywords), target=subject,
                       until="end of combat")]
    if until == "your next turn" and per is None and not quantities.counted_pt(pt):
        return durations.next_turn(p, [effect("continuous", parts=_parts(pt, keywords),
                                              target=subject, until=until)])   # CR 611.2a
    if until != "end of turn":
        p.fail()
    per = per or quantities.pump_suffix(p, pt)
    if per is not None or quantities.counted_pt(pt):          # counted as it resolves
        return [quantities.pump(p, subject, pt, keywords, per)]
    if not keywords:
        p.mark(C["effect.pump"])
        return [effect("pump", power=pt[0], toughness=pt[1], target=subject)]
    p.mark(C["effect.grant"])
    return [effect("continuous", parts=_parts(pt, keywords), target=subject, until=until)]


C_COUNTED_GAINS = construct("effect.counted_pump_gains", "<object> gets +N/+N for each "
                            "<thing> and gains <keywords> until end of turn / \"Until end of "
                            "turn, ...\": counted once as it resolves (CR 608.2h, 611.2c, "
                            "613.4c)")


def _counted_pump_gains(p: Parser, subject: Any, pt: Any) -> list[Effect]:
    """"Until end of turn, target creature gets +1/+1 for each creature you control and
    gains trample." (Chorus of Might): the count made once, the keywords with it."""
    per = quantities.pump_suffix(p, pt)
    if per is None:
        p.fail()
    p.expect("and", "gains")
    keywords = keyword_list(p)
    if (phrases.duration(p) or quantities.prefixed_until(p)) != "end of turn":
        p.fail()
    p.mark(C_COUNTED_GAINS)
    return [quantities.pump(p, subject, pt, keywords, per)]


C_PUMP_EITHER = construct("effect.pump_either", "<object> gets +N/-N or -N/+N / +X/+X or -X/-X "
                          "until end of turn: its controller chooses which as it resolves "
                          "(CR 608.2d, 611.2, 613.4c)")


def _pump_either(p: Parser, subject: Any, first: tuple[Any, Any]) -> list[Effect]:
    """"gets +1/-1 or -1/+1 until end of turn" (the first change read): two pumps, one
    chosen as it resolves."""
    texts = [p.tokens[p.i - 1].text]
    p.expect("or")
    second = p.attempt(phrases.pt_change) or quantities.x_pt(p)
    texts.append(p.tokens[p.i - 1].text)
    if phrases.duration(p) != "end of turn":
        p.fail()
    pumps = tuple(quantities.pump(p, subject, pt, frozenset(), None)
                  if quantities.counted_pt(pt) else
                  effect("pump", power=pt[0], toughness=pt[1], target=subject)
                  for pt in (first, second))
    p.mark(C_PUMP_EITHER)
    return [effect("pump_either", options=tuple(texts), pumps=pumps)]


C_SPELL_GAINS = construct("effect.cast_spell_gains", "whenever you cast a <spell>, it gains "
                          "<keywords> until end of turn: the spell, and the permanent it "
                          "becomes (CR 400.7a, 611.2c)")


def _cast_spell_gains(p: Parser) -> list[Effect]:
    """"it gains haste until end of turn" in a "whenever you cast ..." trigger: the spell
    cast (the trigger's event, CR 601.2i); its permanent keeps it (CR 400.7a)."""
    if p.scope.kind != "triggered" or p.scope.event != "cast" or \
            p.scope.event_subject not in ("", "object") or p.scope.it is not None:
        p.fail()
    p.expect("it")
    if not p.at("gains"):
        p.fail()
    found = _modification(p, "event")
    if [e.op for e in found] != ["continuous"] or found[0].get("until") != "end of turn" \
            or any(part.op != "add_keywords" for part in found[0].get("parts")):
        p.fail()
    p.mark(C_SPELL_GAINS)
    return found


_IMPERATIVES["it"] = library.chained(_IMPERATIVES["it"], _cast_spell_gains)   # CR 400.7a


C_GETS_LOSES = construct("effect.gets_and_loses", "<object> gets +N/-N and loses <keywords> "
                         "until end of turn / until your next turn (CR 611.2a, 613.1f, "
                         "613.4c)")


def _gets_and_loses(p: Parser, subject: Any, pt: Any) -> list[Effect]:
    """"... gets -2/-0 and loses flying until end of turn" (or "until your next turn")."""
    from tolaria.cards.oracle.granted import losable
    p.i += 2
    lost = keyword_list(p)
    if not losable(lost) or quantities.counted_pt(pt) or not all(
            isinstance(n, int) for n in pt):
        p.fail()
    until = phrases.duration(p) or quantities.prefixed_until(p)
    parts = (layer_effect("6", "remove_keywords", keywords=lost),) + _parts(pt, frozenset())
    found = [effect("continuous", parts=parts, target=subject, until=until)]
    p.mark(C_GETS_LOSES)
    if until == "your next turn":
        return durations.next_turn(p, found)                           # CR 611.2a
    if until != "end of turn":
        p.fail()
    return found


C_GAINS_LOSES = construct("effect.gains_and_loses", "<object> gains <keywords> and loses "
                          "<keywords> until end of turn (CR 613.1f, 611.2a)")


def _gains_and_loses(p: Parser, subject: Any, gained: frozenset[str]) -> list[Effect]:
    """"This creature gains flying and loses trample until end of turn." (Canopy Dragon)."""
    from tolaria.cards.oracle.granted import LOSABLE
    p.expect("and", "loses")
    lost = keyword_list(p)
    if not lost <= LOSABLE or lost & gained:
        p.fail()
    if (phrases.duration(p) or quantities.prefixed_until(p)) != "end of turn":
        p.fail()
    p.mark(C_GAINS_LOSES)
    parts = (layer_effect("6", "add_keywords", keywords=gained),
             layer_effect("6", "remove_keywords", keywords=lost))
    return [effect("continuous", parts=parts, target=subject, until="end of turn")]


def gets_and_gains(p: Parser, verb: str) -> tuple[Any, ...]:
    """"[gets +1/+1 and] gains flying" (`verb` "gains" or "has"): the layer parts."""
    pt = None
    if p.accept("gets"):
        pt = phrases.pt_change(p)
        p.expect("and")
    p.expect(verb)
    return _parts(pt, frozenset(keyword_list(p)))


def _granted_until(p: Parser, pt: Any, part: Any, op: str, **about: Any) -> list[Effect]:
    """"[gets +2/+0 and] gains annihilator 1 until end of turn": a keyword standing for a
    triggered ability, granted with that ability (`granted.keywords_granted`, CR 613.1f)."""
    if pt is not None and (quantities.counted_pt(pt) or not all(
            type(n) is int for n in pt)) or phrases.duration(p) != "end of turn":
        p.fail()
    p.mark(C["effect.grant"])
    return [effect(op, parts=_parts(pt, frozenset()) + (part,), until="end of turn",
                   **about)]


C_UNTIL_END_OF_COMBAT = construct("effect.until_end_of_combat", "<object> gets +N/+N / gains "
                                  "<keywords> until end of combat: it ends as the combat "
                                  "phase ends (CR 500.5, 511.3, 611.2a)")


def _parts(pt: tuple[int, int] | None, keywords: frozenset[str]) -> tuple[Any, ...]:
    parts = []
    if keywords:
        parts.append(layer_effect("6", "add_keywords", keywords=keywords))
    if pt is not None:
        parts.append(layer_effect("7c", "add_pt", power=pt[0], toughness=pt[1]))
    return tuple(parts)


# -- a group gets something ------------------------------------------------------------------

def group(p: Parser) -> ObjectFilter:
    """"creatures you control", "all creatures", "other creatures you control", "each
    creature"... as a filter (the source is left out by "other", CR 109.5)."""
    those = those_group(p)
    if those is not None:
        p.scope.them = those
        return those
    other = p.accept("other")
    if not other and (p.accept("all") or p.accept("each")):
        other = p.accept("other")
    flt, plural = permanent_description(p)
    noun = p.i - 1
    if p.keys[noun - 1:noun + 1] == ["you", "control"]:
        noun -= 2                         # "Equipment you control": a plural like a singular
    if not plural and not p.tokens[noun].key.endswith("folk"):
        if p.tokens[max(0, noun)].key not in phrases.SUBTYPE_WORDS:
            p.fail()
    if plural and (p.at(",") or p.at("and")):
        flt = p.attempt(mass.type_list, flt) or p.attempt(mass.subtype_list, flt) or \
            p.attempt(mass.color_list, flt) or flt
    elif p.at(",", "and") and flt.subtypes and not flt.types:     # "each Pest, Bat, ..., and
        flt = p.attempt(mass.subtype_list, flt, False) or flt     # Spider you control"
    if other:                                          # "Artifacts, creatures, and lands"
        flt = replace(flt, other=True)
    p.scope.them = flt
    return flt


def group_after_all(p: Parser, x_ok: bool = False) -> ObjectFilter:
    """The group after "all"/"each": "creatures you control", "other creatures"...; with
    `x_ok` (`group_with_x`), "with mana value X or less"."""
    other = p.accept("other")
    flt, plural = phrases.description(p, x_ok=x_ok)
    if flt.spell:
        p.fail()
    if p.at(",", "and") and flt.subtypes and not flt.types:     # "each Pest, Bat, ..., and
        flt = p.attempt(mass.subtype_list, flt, plural) or flt  # Spider you control"
    return replace(flt, other=True) if other else flt


def each_group(p: Parser, x_ok: bool = False) -> ObjectFilter:
    """"each [other] <permanent>": every permanent of that description, as "all <them>"
    reads (an overloaded spell's "each" for "target", CR 702.96a); with `x_ok`, one that
    may say "with mana value X or less", X bound as it resolves (`targets.filter_with_x`),
    or "with mana value equal to the number of charge counters on this artifact", counted
    as it resolves (`targets.counted_filter`, CR 608.2h)."""
    p.expect("each")
    other = p.accept("other")
    flt, plural = phrases.description(p, x_ok=x_ok)
    if plural or flt.spell or flt.zone or not x_ok and any(
            type(n) is tuple for _, _, n in flt.compare):
        p.fail()
    if p.at(",") and not other:          # "each artifact, creature, and enchantment with ..."
        flt = p.attempt(mass.type_list, flt, False, x_ok) or p.attempt(
            mass.subtype_list, flt, False) or flt         # "each Pest, Bat, and Spider"
    return replace(flt, other=True) if other else flt


def _group_clause(p: Parser) -> list[Effect]:
    flt = p.attempt(each_group) if p.at("each") else None      # "each creature ... gets"
    one = flt is not None
    if flt is None:
        flt = group(p)
    p.scope.them = flt
    if one and (p.at("doesn't", "untap") or p.at("and", "each")) and (
            found := p.attempt(limits.each_no_next_untap, flt)) is not None:
        return found                                      # CR 502.3
    if p.at("can't", "block") and (found := p.attempt(block_rules.cant_block_source,
                                                      flt)) is not None:
        return found                                      # CR 509.1b
    if p.at("can't"):
        return [effect("continuous_all", parts=_cant_this_turn(p), filter=flt,
                       until="end of turn")]
    if p.at("don't", "untap"):
        return limits.group_no_next_untap(p, flt)         # CR 502.3
    if p.at("phases" if one else "phase", "out"):
        return phasing.group_phases_out(p, flt, one)      # CR 702.26b
    if p.at("become", "blocked") and not one:
        return block_rules.become_blocked(p, flt)         # CR 509.1h
    if p.at("become"):
        return animation.becomes_group(p, flt)            # CR 205.1, 611.2c
    if p.at("have", "base") or p.at("has", "base"):
        return animation.group_base(p, flt)               # CR 613.4b, 611.2c
    if p.at("attack", "this"):
        until = limits.attack_until(p)
        return [effect("continuous_all", parts=limits.attack_this_turn(p), filter=flt,
                       until=until)]                     # CR 508.1d
    if p.at("loses" if one else "lose"):
        return granted.group_keyword_loss(p, flt, one)   # CR 613.1f, 611.2c
    if p.at("block", "this") or p.at("blocks", "this"):
        return [effect("continuous_all", parts=block_rules.this_turn(p), filter=flt,
                       until="end of turn")]             # CR 509.1c
    pt = None
    keywords: frozenset[str] = frozenset()
    get, gain = ("gets", "gains") if one else ("get", "gain")
    if p.accept(get):
        pt = p.attempt(phrases.pt_change) or quantities.x_pt(p)
        if p.accept("and", gain):
            if (found := p.attempt(granted.keywords_granted)) is not None:
                return _granted_until(p, pt, found, "continuous_all", filter=flt)
            keywords = keyword_list(p)
    elif p.accept(gain):
        if (found := p.attempt(granted.keywords_granted)) is not None:
            return _granted_until(p, None, found, "continuous_all", filter=flt)
        keywords = keyword_list(p)
        if p.accept("and", get):
            pt = p.attempt(phrases.pt_change) or quantities.x_pt(p)
    else:
        p.fail()
    per = quantities.pump_suffix(p, pt)
    if per is not None and not keywords and pt is not None and p.accept("and", gain):
        keywords = keyword_list(p)        # "get +1/+1 for each Forest you control and gain
    until = phrases.duration(p) or quantities.prefixed_until(p)               # trample"
    if until == "your next turn" and per is None and not quantities.counted_pt(pt):
        return durations.next_turn(p, [effect(                   # CR 611.2a, 611.2c
            "continuous_all", parts=_parts(pt, keywords), filter=flt, until=until)])
    if until != "end of turn":
        p.fail()
    per = per or quantities.pump_suffix(p, pt)
    if per is not None or quantities.counted_pt(pt):          # counted as it resolves
        return [quantities.group_pump(p, flt, pt, keywords, per)]
    p.mark(C["effect.group_pump"])
    return [effect("continuous_all", parts=_parts(pt, keywords), filter=flt,
                   until="end of turn")]


def _until_clause(p: Parser) -> list[Effect]:
    """Turn to Frog: "Until end of turn, target creature loses all abilities and becomes a
    blue Frog with base power and toughness 1/1." (CR 613.1d-f, 613.4b)"""
    gains = p.attempt(granted.until_gains) or p.attempt(animation.until_becomes) or \
        p.attempt(granted.until_group_loses)
    if gains is not None:                                 # "Until end of turn, X gains ..."
        return gains
    p.expect("until", "end", "of", "turn", ",")
    ref = object_ref(p)
    p.expect("loses", "all", "abilities", "and", "becomes", "a")
    colors: set[str] = set()
    while p.peek() in COLOR_WORDS:
        colors.add(COLOR_WORDS[p.next().key])
    tok = p.next()
    if tok.key not in phrases.SUBTYPE_WORDS or not tok.text[:1].isupper():
        p.fail()
    subtype = phrases.SUBTYPE_WORDS[tok.key]
    p.expect("with", "base", "power", "and", "toughness")
    pt = p.next()
    if pt.kind != "pt" or pt.key[0] in "+-":
        p.fail()
    power, toughness = (int(v) for v in pt.key.split("/"))
    parts = [layer_effect("4", "set_creature_subtypes", subtypes=frozenset({subtype}))]
    if colors:
        parts.append(layer_effect("5", "set_colors", colors=frozenset(colors)))
    parts += [layer_effect("6", "remove_all_abilities"),
              layer_effect("7b", "set_pt", power=power, toughness=toughness)]
    p.mark(C["effect.become"])
    return [effect("continuous", parts=tuple(parts), target=ref, until="end of turn")]


__all__ = ["clause", "description", "effect_sentences", "group", "keyword_list",
           "keyword_name", "number"]
_IMPERATIVES["return"] = library.chained(_IMPERATIVES["return"],
                                         library.aura_card_back)           # CR 704.5m
_IMPERATIVES["return"] = library.chained(_IMPERATIVES["return"],
                                         graveyard.return_spell_itself)    # CR 608.2k
_IMPERATIVES["each"] = library.chained(_IMPERATIVES["each"], parley.each_reveals_top)  # 701.16a
_IMPERATIVES["tap"] = library.chained(_IMPERATIVES["tap"], tapped_this_way.tap_any_number)
_IMPERATIVES["sacrifice"] = library.chained(_IMPERATIVES["sacrifice"],
                                            _sacrifice_unattached_host)    # CR 701.17a
_IMPERATIVES["double"] = library.chained(_IMPERATIVES["double"],
                                         quantities.double_power)          # CR 701.9b
_IMPERATIVES["double"] = library.chained(_IMPERATIVES["double"], quantities.double_own_power)
_IMPERATIVES["double"] = library.chained(_IMPERATIVES["double"],
                                         quantities.double_named_power)    # CR 701.9b
_IMPERATIVES["double"] = library.chained(_IMPERATIVES["double"],
                                         quantities.double_each_power)     # CR 701.9b
_IMPERATIVES["add"] = library.chained(_IMPERATIVES["add"], mana_rules.add_that_much)  # 603.2
_IMPERATIVES["put"] = library.chained(_IMPERATIVES["put"], _counters_equal_to)   # CR 122.6
_IMPERATIVES["exile"] = library.chained(_IMPERATIVES["exile"],
                                        graveyard.exile_this_card_from_graveyard)
_IMPERATIVES["this"] = library.chained(_IMPERATIVES.get("this"), graveyard.exiled_card_deals)
_IMPERATIVES["reveal"] = library.chained(_IMPERATIVES["reveal"],
                                         revealing.reveal_any_number)       # CR 701.16a
_IMPERATIVES["enchanted"] = library.chained(_IMPERATIVES.get("enchanted"),
                                            kin.kin_group)                  # CR 611.2c
for _verb in ("return", "exile"):                        # CR 400.3, 406.2, 603.10a
    _IMPERATIVES[_verb] = library.chained(with_self.self_and_target, _IMPERATIVES.get(_verb))
