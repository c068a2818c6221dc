"""Abilities that work from a card's hand, stack or graveyard, and graveyard phrases (CR 113.6).

- `card_trigger`: an instant's or sorcery's triggered ability. Such a card is never a
  permanent, so only a trigger that works elsewhere means anything: "When you cycle this
  card, ..." (from whatever zone cycling put it in, CR 702.29c), a cast trigger (from the
  stack, CR 601.2i, where `trigger_events` reads one) and the triggers read as working
  from the graveyard (CR 113.6k). Any other trigger is a gap.
- `and_when`: a second trigger event of one ability: "When you cycle this card and when
  this creature dies, ..." (CR 603.2, 113.6k: each event works from its own zones). After
  two events, "it", "that player" and the like name nothing (a gap, never a guess).
- `event`: "Whenever one or more [creature] cards leave your graveyard [during your
  turn]" / "Whenever a <kind> card leaves your graveyard" (CR 603.10a; `tolaria.rules.triggers`
  fires "left_graveyard" as a card leaves, "one or more" once per event, CR 603.2c);
  "Whenever a <permanent> is put into your / an opponent's graveyard from the battlefield",
  "When this creature is put into your graveyard from the battlefield": event
  "to_own_graveyard", whose `whose` is the graveyard's owner (CR 404.2, 603.10a);
  "Whenever [one or more] <card(s)> is / are put into your graveyard from anywhere / your
  library" (events "into_graveyard[_<zone>]"); the card's own "When SELF is put into a
  graveyard from anywhere" (what it does to itself: `itself_to`); "Whenever you cast a
  spell from your graveyard / from anywhere other than your hand" (CR 601.2i).
- `put_there_this_turn`, `all_put_there`, `it_from_graveyard`: "<card> in your graveyard
  that was put there from the battlefield this turn" (CR 400.7), "Return to your hand all
  <cards> in your graveyard that were put there ...", "Choose target <card> in your
  graveyard ... . Return it to the battlefield."
- `attached_to_event`: an Aura's "return this card from your graveyard to the battlefield
  attached to that creature" (CR 303.4i); `then_attach_to_event`: an Equipment's "...
  to the battlefield, then attach it to that creature" (CR 301.5c, 701.3); `card_type_list`: "artifact and enchantment
  cards".
- `search_zones`: "[you may] search your library and/or graveyard for a card named X /
  a <card>, reveal it, and put it into your hand. If you search your library this way,
  shuffle." (CR 701.19, 701.20; effect "search_zones").
- `return_choice`: "[you may] return a <card> from your graveyard to your hand / the
  battlefield [tapped]": chosen as it resolves (effect "graveyard_choice").
- `in_graveyard_if`, `from_graveyard_if`, `return_itself`, `exile_from_graveyard_itself`:
  "<event>, if this card is in your graveyard, ... [return it to your hand / exile this
  card]": a trigger that works only from the
  graveyard (CR 113.6k), its condition checked again on resolution (CR 603.4).
- `cast_permission`: "You may cast this card from your graveyard [if <condition>]." (a
  static ability of kind "cast_from_graveyard", played by `tolaria.rules.keywords.graveyard_cast`).
- `play_lands`: "You may play lands from your graveyard." (a static ability of kind
  "play_lands_from_graveyard", read by `tolaria.rules.priority`).
- `exile_choice`: "exile a <card> from your graveyard" (effect "graveyard_exile").
- `gains_flashback`, `has_flashback`: flashback an effect or a static ability gives cards
  in your graveyard, its cost their mana cost (`tolaria.rules.keywords.flashback.granted`).
- `exile_itself`: an instant's or sorcery's "Exile SELF." (effect "exile_spell_itself").
- `return_spell_itself`: an instant's or sorcery's "return SELF to its owner's hand" (effect
  "spell_itself_to_hand").
- `once_each_turn_cast`: "Once during each of your turns, you may cast a <kind> spell from
  your graveyard." (a static ability of kind "cast_spells_from_graveyard").
- `have_retrace`: "Instant and sorcery cards in your graveyard have retrace." (a static
  ability of kind "grant_retrace").
- `spells_from_graveyard`: "You may [play lands and] cast <spells> from your graveyard.
  [If a spell cast this way would be put into your graveyard, exile it instead.]" (static
  abilities of kinds "play_lands_from_graveyard" and "cast_spells_from_own_graveyard").
- `cast_free`: "you may cast target instant or sorcery card from your graveyard without
  paying its mana cost" (effect "cast_free": a "cast" decision as it resolves).
- `player_moves_card`: "<player> exiles a card from their graveyard / hand", "puts a card
  from their hand on top of their library" (effect "player_moves_card").
- `entering_counters`: "... to the battlefield with two +1/+1 counters on it": how a card
  put onto the battlefield enters (CR 122.6, 614.1c). Only counters whose rules the engine
  plays: +1/+1 and -1/-1 (CR 122.1a), finality (CR 122.1h) and counters with no rules of
  their own (a keyword, shield or stun counter is a gap).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import (
    NUMBER_WORDS,
    counter_kind,
    description,
    self_ref,
    status_in,
)
from tolaria.data.ir import ObjectFilter, effect
from tolaria.data.vocabulary import (
    CAST_FROM_EXILE,
    DICE_ROLLED,
    DIE_ROLLED,
    DISCARDED_SELF,
    DRAWN_THIS_WAY,
)

C_CARD_TRIGGER = construct("graveyard.card_trigger", "an instant's or sorcery's triggered "
                           "ability: When you cycle this card / When you cast this spell "
                           "(works from the hand, stack or graveyard, CR 702.29c, 113.6k)")

C_AND_WHEN = construct("trigger.and_when", "<event> and when / whenever <event>, ...: one "
                       "ability with two trigger events (CR 603.2)")

C_ENTERING_COUNTERS = construct("graveyard.entering_counters", "return <card> to the "
                                "battlefield with N [additional] <kind> counters on it "
                                "(CR 122.6, 614.1c)")
# Counters with rules the engine doesn't play on a permanent (CR 122.1b-d, 306.5b, 310.4).
C_LEAVE = construct("trigger.leave_graveyard", "Whenever one or more [<type>] cards leave "
                    "your graveyard [during your turn] / a <type> card leaves your graveyard "
                    "(CR 603.10a, 603.2c)")
C_OWN_GRAVEYARD = construct("trigger.own_graveyard", "Whenever a <permanent> / this creature is "
                            "put into your / an opponent's graveyard from the battlefield "
                            "(CR 404.2, 603.10a)")
C_SEARCH_ZONES = construct("graveyard.search_zones", "[you may] search your library and/or "
                           "graveyard for a card named X / a <card>, reveal it, and put it "
                           "into your hand / and put it onto the battlefield. If you search "
                           "your library this way, shuffle. (CR 701.19, 701.20)")
C_RETURN_CHOICE = construct("graveyard.return_choice", "[you may] return a <card> from your "
                            "graveyard to your hand / the battlefield [tapped]: a card chosen "
                            "as it resolves (CR 608.2d)")
C_OPPONENT_CHOOSES = construct("graveyard.opponents_choice", "return a <card> of an "
                               "opponent's choice from your graveyard ...: an opponent (you "
                               "pick which, if several) chooses it as it resolves (CR 608.2d)")
C_CAST_PERMISSION = construct("graveyard.cast_permission", "You may cast this card from your "
                              "graveyard [if / as long as <condition> / by <cost> in addition "
                              "to paying its other costs / using its blitz / mutate "
                              "ability]. (CR 601.2a, 118.8, 113.6k, 702.152a, 702.140a)")
C_PLAY_LANDS = construct("graveyard.play_lands", "You may play lands / <land type>s from your "
                         "graveyard. (CR 305.1, 601.3)")
C_EXILE_CHOICE = construct("graveyard.exile_choice", "[you may] exile a <card> / N <cards> from "
                           "your graveyard [. If you do, ...]: chosen as it resolves (CR "
                           "608.2d)")
C_INTO_GRAVEYARD = construct("trigger.into_graveyard", "Whenever [one or more / another] <card(s)> "
                             "is / are put into your / an opponent's / a graveyard / graveyards from "
                             "anywhere / your library / your hand (CR 603.2, 603.10a)")
C_FLASHBACK = construct("graveyard.flashback", "<target / each> instant or sorcery card in your "
                        "graveyard gains / has flashback [until end of turn]. The flashback "
                        "cost is equal to its mana cost. (CR 702.34a, 611.2c)")
C_EXILE_ITSELF = construct("graveyard.exile_itself", "an instant's or sorcery's \"Exile SELF.\": "
                            "exiled as it resolves, not put into the graveyard (CR 608.2k, "
                            "608.2m)")
C_TYPE_LIST = construct("graveyard.type_list", "all artifact, enchantment, and planeswalker cards "
                        "from your graveyard: cards of any of these types (CR 205.2a)")
C_ONCE_CAST = construct("graveyard.once_each_turn_cast", "Once during each of your turns, you may "
                        "cast a <kind> spell from your graveyard. (CR 601.2a)")
C_SPELLS_FROM_GRAVEYARD = construct("graveyard.spells_from_graveyard", "You may [play lands and] "
                                   "cast <spells> from your graveyard. [If a spell cast this "
                                   "way would be put into your graveyard, exile it instead.] "
                                   "(no limit, the usual timing; CR 305.1, 601.2a, 614.1a)")
C_CAST_FROM_GRAVEYARD = construct("trigger.cast_from_graveyard", "Whenever you cast / a player "
                                  "casts a <kind> spell from your / a graveyard / from "
                                  "anywhere other than your hand / from exile (CR 601.2i)")
C_CAST_FREE = construct("graveyard.cast_free", "you may cast target instant or sorcery card from "
                        "your graveyard without paying its mana cost [. If that spell would "
                        "be put into your graveyard, exile it instead] (CR 608.2g, 614.1a)")
C_ATTACHED_TO_EVENT = construct("graveyard.attached_to_event", "return this card from your "
                                "graveyard to the battlefield attached to that creature (an "
                                "Aura, on the creature that entered, CR 303.4i)")
C_PLAYER_MOVES = construct("graveyard.player_moves_card", "<player> exiles a card from their "
                           "graveyard / hand; puts a card from their hand on top of their "
                           "library: their own choice (CR 608.2d, 401.4)")
C_PUT_THERE = construct("graveyard.put_there", "target <card> in a graveyard that was put there "
                        "[from the battlefield / from anywhere / from your library] this turn "
                        "(CR 400.7)")
C_PUT_ITSELF = construct("graveyard.put_itself", "put this card from your graveyard on top of your "
                         "library / into your library third from the top (CR 401.4, 113.6m)")
C_CYCLED_DEALS = construct("graveyard.cycled_deals", "When you cycle this card, [you may have] "
                           "it deal(s) N damage to <recipient> (the card is the source, CR "
                           "702.29c)")
C_CAST_FROM_COSTS = construct("graveyard.cast_from_costs", "Spells you cast from your graveyard / "
                              "from anywhere other than your hand cost {N} less (CR 601.2f)")
C_ALL_FROM_GRAVEYARDS = construct("graveyard.all_from_graveyards", "Shuffle all <cards> from your "
                                  "graveyard into your library; Put all <cards> from all "
                                  "graveyards onto the battlefield under your control")
C_IN_GRAVEYARD = construct("trigger.in_graveyard", "When/Whenever <event>, if this card is in "
                           "your graveyard, ... [return it to your hand]: works from the "
                           "graveyard (CR 113.6k, 603.4)")
_CARD_TYPES = {"artifact": "Artifact", "creature": "Creature", "land": "Land",
               "enchantment": "Enchantment", "instant": "Instant", "sorcery": "Sorcery",
               "planeswalker": "Planeswalker"}

# Events an instant's or sorcery's own triggered ability can trigger on (see the docstring).
_OFF_BATTLEFIELD = frozenset({"cycled", "cast_self", DISCARDED_SELF})


def card_trigger(p: Parser, text: str) -> Any:
    """An instant's or sorcery's triggered ability, or a parse failure."""
    from tolaria.cards.oracle import abilities
    found = abilities.triggered_line(p, text)
    lines = found if isinstance(found, list) else [found]
    for line in lines:
        ability = line.value
        if line.kind != "triggered" or (ability.event not in _OFF_BATTLEFIELD
                                        and ability.zone not in ("graveyard", "exile")):
            p.fail()
    p.mark(C_CARD_TRIGGER)
    return found


def and_when(p: Parser, read_event: Callable[[Parser], list[dict[str, Any]]]
             ) -> list[dict[str, Any]]:
    """The events after "and when / and whenever", if the trigger has more (else none)."""
    if not (p.at("and", "when") or p.at("and", "whenever")):
        return []
    p.i += 2
    more = read_event(p)
    scope = p.scope
    scope.it, scope.event, scope.event_subject, scope.self_gone = None, "", "", False
    p.mark(C_AND_WHEN)
    return more


def entering_counters(p: Parser) -> tuple[tuple[str, int], ...]:
    """"with a +1/+1 counter on it", "with two additional +1/+1 counters on it", "with a
    finality counter on it": (kind, number) (see the module docstring)."""
    p.expect("with")
    word = p.next()
    n = 1 if word.key in ("a", "an") else NUMBER_WORDS.get(word.key) if word.kind == "word" \
        else int(word.key) if word.kind == "num" else None
    if not n or n < 1:
        p.fail()
    p.accept("additional")              # more than replacement effects add (CR 614.1c)
    kind = counter_kind(p)
    if kind in ("loyalty", "time", "lore"):
        p.fail()                            # (planeswalkers, suspend and Sagas read them)
    p.expect("counter" if n == 1 else "counters", "on", "it")
    p.mark(C_ENTERING_COUNTERS)
    return ((kind, n),)


def event(p: Parser) -> list[dict[str, Any]]:
    """A trigger event about cards leaving your graveyard, permanents going to a given
    player's graveyard or cards put into a graveyard from anywhere (see the module
    docstring)."""
    if p.at("one", "or", "more") or p.at("a") or p.at("an") or p.at("another"):
        found = p.attempt(_leaves) or p.attempt(_cards_into_graveyard)
        if found is not None:
            return found
    if p.at("you", "cast") or p.at("a", "player", "casts") or p.at("an", "opponent", "casts"):
        return _cast_from_graveyard(p)
    return _into_graveyard(p)


_ORIGINS = {("anywhere",): "into_graveyard", ("your", "library"): "into_graveyard_library",
            ("a", "library"): "into_graveyard_library", ("your", "hand"): "into_graveyard_hand"}


def _cards_into_graveyard(p: Parser) -> list[dict[str, Any]]:
    """"[one or more / another] <card(s)> is / are put into your / an opponent's / a
    graveyard from anywhere / your library / your hand [during your turn]" (events
    "into_graveyard[_library / _hand]", fired by `tolaria.rules.triggers.on_into_graveyard`)."""
    from tolaria.cards.oracle.phrases import description, status_in
    batch = p.accept("one", "or", "more")
    other = not batch and p.accept("another")
    if not batch and not other and not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = description(p, cards=True)
    if plural != batch or status_in(flt) or flt.controller is not None or flt.other or \
            flt.spell or p.keys[p.i - 1] != ("cards" if batch else "card"):
        p.fail()
    p.expect("are" if batch else "is", "put", "into")
    if batch and p.accept("graveyards", "from", "anywhere"):    # any player's (Dennick)
        whose, origin = "each", "into_graveyard"
    else:
        whose = "you" if p.accept("your") else "opponent" if p.accept(
            "an", "opponent", "'s") else "each" if p.accept("a") else None
        if whose is None:
            p.fail()
        p.expect("graveyard", "from")
        origin = next((event for words, event in _ORIGINS.items() if p.accept(*words)), None)
        if origin is None or (whose != "each") != (p.keys[p.i - 2] != "a"):
            p.fail()                      # "from a library" goes with "a graveyard"
    during = "you" if p.accept("during", "your", "turn") else ""
    if not (p.at(",") or p.at("and", "when") or p.at("and", "whenever")):
        p.fail()
    p.scope.it, p.scope.event, p.scope.event_subject = None, "" if batch else CARD_INTO, ""
    p.mark(C_INTO_GRAVEYARD)
    return [{"event": origin, "filter": replace(flt, other=other), "whose": whose,
             "batch": batch, "during": during}]


CARD_INTO = "into_graveyard_card"          # `Scope.event` of "whenever a card is put into ..."
C_CARD_TO_HAND = construct("graveyard.card_put_there_to_hand", "Whenever a <card> is put into "
                           "your graveyard from anywhere, [you may] return it to your hand: "
                           "that card, if it is still there (CR 603.2, 400.7)")


def card_put_there_to_hand(p: Parser) -> list[Any]:
    """"return it / that card to your hand" in a "whenever a card is put into your
    graveyard" trigger: the card the event put there (`trigger_data`)."""
    if p.scope.event != CARD_INTO or not any(
            p.keys[i:i + 2] == ["your", "graveyard"] for i in range(p.sentence)):
        p.fail()                          # (your graveyard: you own it, CR 404.2)
    p.expect("return")
    if not (p.accept("it") or p.accept("that", "card")):
        p.fail()
    p.expect("to", "your", "hand")
    if not p.at("."):
        p.fail()
    p.mark(C_CARD_TO_HAND)
    return [effect("event_card_to_hand")]


def _into_graveyard(p: Parser) -> list[dict[str, Any]]:
    """"[a / another] <permanent> / this creature is put into your / an opponent's graveyard
    from the battlefield"."""
    itself = p.accept("this", "card") or self_ref(p)
    flt = None
    if not itself:
        other = p.accept("another")
        if not other and not (p.accept("a") or p.accept("an")):
            p.fail()
        flt, plural = description(p)
        if plural or flt.spell or flt.tapped is not None or flt.combat or flt.this_turn:
            p.fail()
        if other:
            flt = replace(flt, other=True)
    p.expect("is", "put", "into")
    if itself and p.at_any(("a", "your")) and p.peek(1) == "graveyard" and p.peek(3) != "the":
        return _itself_into_graveyard(p)
    whose = "you" if p.accept("your") else "opponent" if p.accept("an", "opponent", "'s") \
        else None
    if whose is None:
        p.fail()
    p.expect("graveyard", "from", "the", "battlefield")
    if not (p.at(",") or p.at("and", "when") or p.at("and", "whenever")):
        p.fail()
    p.scope.it, p.scope.self_gone = None, itself           # it has left (CR 400.7, 603.10a)
    p.scope.event, p.scope.event_subject = "", "self" if itself else "object"
    p.mark(C_OWN_GRAVEYARD)
    return [{"event": "to_own_graveyard", "filter": flt, "whose": whose}]


SELF_INTO = "into_graveyard_self"          # `Scope.event` of the card's own such trigger


def _itself_into_graveyard(p: Parser) -> list[dict[str, Any]]:
    """"When SELF is put into a / your graveyard from anywhere / from your library": a
    trigger of the card in the graveyard (CR 113.6k, 603.6); what it does to "it" is read
    by `itself_to` (the card there, if it still is, CR 603.6)."""
    whose = "you" if p.accept("your") else "each" if p.accept("a") else None
    if whose is None:
        p.fail()
    p.expect("graveyard", "from")
    origin = next((event for words, event in _ORIGINS.items() if p.accept(*words)), None)
    if origin is None or p.keys[p.i - 2] == "a" or not p.at(","):
        p.fail()
    p.scope.it, p.scope.self_gone = None, False
    p.scope.event, p.scope.event_subject = SELF_INTO, ""
    p.mark(C_INTO_GRAVEYARD)
    return [{"event": origin, "filter": None, "whose": whose, "zone": "graveyard"}]


def itself_to(p: Parser) -> list[Any]:
    """In the card's own "is put into a graveyard from anywhere" trigger: "shuffle it into
    its owner's library", "[you may] put it onto the battlefield", "exile it", "its owner
    shuffles their graveyard into their library"."""
    if p.scope.event != SELF_INTO:
        p.fail()
    verb = p.next().key
    if verb == "its" and p.accept("owner", "shuffles", "their") or verb == "shuffle" and \
            p.accept("your"):
        p.expect("graveyard", "into", "their" if verb == "its" else "your", "library")
        p.mark(C_INTO_GRAVEYARD)
        return [effect("shuffle_graveyard", who="you")]       # its owner controls it (603.3a)
    if not (p.accept("it") or self_ref(p)):
        p.fail()
    if verb == "shuffle":
        p.expect("into", "its", "owner", "'s", "library")
        where = "shuffle"
    elif verb == "put":
        p.expect("onto", "the", "battlefield")
        where = "battlefield"
    elif verb == "exile":
        where = "exile"
    else:
        p.fail()
    if not p.at("."):
        p.fail()
    p.mark(C_INTO_GRAVEYARD)
    return [effect("itself_to", to=where)]


def _leaves(p: Parser) -> list[dict[str, Any]]:
    """"one or more [<type>] cards leave your graveyard [during your turn]", "a <type> card
    leaves your graveyard"."""
    batch = p.accept("one", "or", "more")
    if not batch and not (p.accept("a") or p.accept("an")):
        p.fail()
    types = set()
    while p.peek() in _CARD_TYPES:
        types.add(_CARD_TYPES[p.next().key])
        if not (p.accept("and", "/", "or") or p.accept("or")):
            break
    p.expect("cards" if batch else "card", "leave" if batch else "leaves", "your", "graveyard")
    during = "you" if p.accept("during", "your", "turn") else ""
    if not (p.at(",") or p.at("and", "when") or p.at("and", "whenever")):
        p.fail()
    p.scope.it, p.scope.event, p.scope.event_subject = None, "", ""
    p.mark(C_LEAVE)
    flt = ObjectFilter(types=frozenset(types)) if types else None
    return [{"event": "left_graveyard", "filter": flt, "batch": batch, "during": during}]


def search_imperative(p: Parser) -> list[Any]:
    """"Search your library and/or graveyard for ..." (the imperative)."""
    p.expect("search")
    return search_zones(p, may=False)


def search_zones(p: Parser, may: bool) -> list[Any]:
    """After "[you may] search": "your library and/or graveyard for ..." to its last
    "shuffle" (the caller reads the period)."""
    from tolaria.cards.oracle.phrases import description, status_in
    p.expect("your", "library", "and", "/", "or", "graveyard", "for")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    start = p.i
    names: tuple[str, ...] = ()
    flt = None
    if p.accept("card", "named"):
        names = (_card_name(p),)
    else:
        flt, plural = description(p, cards=True)
        if plural or status_in(flt) or flt.controller is not None or flt.other or flt.spell:
            p.fail()
    what = p.text_from(start)
    to = "hand"
    if p.accept("and", "put", "it", "onto", "the", "battlefield"):
        to = "battlefield"                                    # not revealed (CR 701.19e)
    else:
        p.expect(",", "reveal", "it", ",")
        if not p.accept("and") and not p.accept("then"):
            p.fail()
        p.expect("put", "it", "into", "your", "hand")
    p.expect(".", "if", "you", "search", "your", "library", "this", "way", ",", "shuffle")
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C_SEARCH_ZONES)
    return [effect("search_zones", names=names, filter=flt, what=what, may=may,
                   reveal=to == "hand", to=to)]


def _card_name(p: Parser) -> str:
    """A real card's name up to ", reveal" or "and put it onto" (a name may have commas:
    "Ajani, Mentor of Heroes")."""
    from tolaria.cards.database import CardDatabase
    start = p.i
    while not p.done and not p.at(",", "reveal") and not p.at("and", "put", "it", "onto"):
        p.i += 1
    if p.i == start or p.done:
        p.fail()
    name = p.card.name if p.keys[start:p.i] == ["SELF"] else p.text_from(start)
    try:
        CardDatabase.bundled().get(name)
    except LookupError:
        p.fail()
    return name


def return_choice(p: Parser, may: bool = False) -> list[Any]:
    """"[you may] return a <card> from your graveyard to your hand / to the battlefield
    [tapped] [with <counters>]": a card chosen as it resolves, not targeted (CR 115.1)."""
    from tolaria.cards.oracle.phrases import description, status_in
    p.expect("return")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    start = p.i
    flt, plural = description(p, cards=True)
    if plural or status_in(flt) or flt.controller is not None or flt.other or flt.spell:
        p.fail()
    what = p.text_from(start)
    where: dict[str, Any] = {}
    if p.accept("of", "an", "opponent", "'s", "choice"):    # Tasigur (CR 608.2d)
        if may:
            p.fail()
        p.mark(C_OPPONENT_CHOOSES)
        where["chooser"] = "opponent"
    elif p.accept("at", "random"):                  # the game picks (`riders.C_AT_RANDOM`)
        if may:
            p.fail()                              # "you may ... at random": not read
        from tolaria.cards.oracle.riders import C_AT_RANDOM
        p.mark(C_AT_RANDOM)
        where["random"] = True
    p.expect("from", "your", "graveyard", "to")
    if p.accept("your", "hand"):
        where["to"] = "hand"
    else:
        p.expect("the", "battlefield")
        where.update(to="battlefield", tapped=p.accept("tapped"))
        if p.at("with"):
            where["counters"] = entering_counters(p)
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C_RETURN_CHOICE)
    return [effect("graveyard_choice", filter=flt, what=what, may=may, **where)]


# -- "if this card is in your graveyard": a trigger that works from there (CR 113.6k) --------

_IN_GRAVEYARD = ("is", "in", "your", "graveyard", ",")
# Events `tolaria.rules.triggers` fires for every watcher, a card in a graveyard included.
_WATCHED_EVENTS = frozenset({"cast", "step", "upkeep", "scry", "surveil", "draw",
                             "gain_life", "cycle", "discard"})


def in_graveyard_if(p: Parser) -> Any:
    """"if this card / SELF is in your graveyard," after a trigger event: the condition
    (checked again on resolution, CR 603.4), or None (nothing read)."""
    from tolaria.data.ir import condition
    start = p.i
    if not p.accept("if") or not (p.accept("this", "card") or self_ref(p)) or not p.accept(
            *_IN_GRAVEYARD):
        p.i = start
        return None
    p.mark(C_IN_GRAVEYARD)
    return condition("in_graveyard")


# Events about an object (or a described one) that a card in a graveyard sees only with a
# filter: "whenever a creature you control dies", never "whenever this creature attacks".
_DESCRIBED_EVENTS = frozenset({"enters", "dies", "to_graveyard", "to_own_graveyard",
                               "sacrificed", "combat_damage_player", "attacks",
                               "batch_combat_damage_player", "plus_counters"})
_PLAYER_EVENTS = _WATCHED_EVENTS | {"crime", "player_dealt_damage", "cast_from_graveyard",
                                    "cast_from_a_graveyard", "cast_not_from_hand",
                                    DIE_ROLLED, DICE_ROLLED}           # (CR 706.2)
_PLAYER_EVENTS |= {"you_attack"}      # "Whenever you attack with three or more creatures"
_PLAYER_EVENTS |= {"proliferate"}     # "When you proliferate, return this card" (CR 701.27a)
_PLAYER_EVENTS |= {"complete_dungeon"}   # "Whenever you complete a dungeon" (CR 309.7)


def watched_from_graveyard(events: list[dict[str, Any]]) -> bool:
    """Are these trigger events ones `tolaria.rules.triggers` fires for a card in a graveyard
    (through its watchers), so its ability can work from there (CR 113.6k)?"""
    return all((ev["event"] in _PLAYER_EVENTS or ev["event"] in _DESCRIBED_EVENTS
                and ev.get("filter") is not None) and not ev.get("about") for ev in events)


def from_graveyard_if(p: Parser, cond: Any, effects: list[Any],
                      events: list[dict[str, Any]]) -> bool:
    """With "if this card is in your graveyard", the trigger works only there: its events
    must be ones a card in a graveyard sees (else a parse failure, a gap), and no
    instruction may treat the card as a permanent."""
    from tolaria.cards.oracle.costs import graveyard_ability_ok
    if cond is None or cond.op != "in_graveyard":
        return False
    if not watched_from_graveyard(events):
        p.fail()
    if not graveyard_ability_ok(tuple(e for e in effects if e.op != "self_from_graveyard")):
        p.fail()                          # "this creature" as a permanent: never (CR 400.7)
    return True


def _in_graveyard_trigger(p: Parser) -> bool:
    """Is this a trigger with "if this card is in your graveyard," after its event?"""
    keys = p.keys
    comma = keys.index(",") if "," in keys else -1
    return p.scope.kind == "triggered" and tuple(keys[comma + 1:comma + 2]) == ("if",) and \
        any(tuple(keys[i:i + 5]) == _IN_GRAVEYARD for i in range(comma, p.i))


def return_itself(p: Parser) -> list[Any]:
    """"return it / this card to your hand / the battlefield" in a trigger that works from
    the graveyard ("if this card is in your graveyard, ... return it to your hand"): the
    card itself."""
    if not _in_graveyard_trigger(p):
        p.fail()
    p.expect("return")
    if not (p.accept("it") or p.accept("this", "card") or self_ref(p)):
        p.fail()
    p.expect("to")
    if p.accept("the", "battlefield"):                     # Ichorid (CR 113.6k, 400.7)
        p.scope.it = None
        p.mark(C_IN_GRAVEYARD)
        return [effect("self_from_graveyard", to="battlefield", tapped=False)]
    p.expect("your", "hand")
    p.scope.it = None
    p.mark(C_IN_GRAVEYARD)
    return [effect("self_from_graveyard", to="hand")]


def exile_from_graveyard_itself(p: Parser) -> list[Any]:
    """"exile this card" in a trigger that works from the graveyard ("When a creature is put
    into an opponent's graveyard from the battlefield, if this card is in your graveyard,
    exile this card."): the card itself, if still there (CR 400.7, 406.2)."""
    if not _in_graveyard_trigger(p):
        p.fail()
    p.expect("exile")
    if not (p.accept("this", "card") or self_ref(p)):
        p.fail()
    if not p.at("."):
        p.fail()
    p.scope.it = None
    p.mark(C_IN_GRAVEYARD)
    return [effect("self_from_graveyard", to="exile")]


# -- casting a card from its owner's graveyard (CR 601.2a, 113.6k) ---------------------------

def cast_permission(p: Parser) -> Any:
    """"You may cast this card from your graveyard [if <condition> / as long as
    <condition>]." on the card itself: a static ability that works only from its
    graveyard; the card is cast for its mana cost with the usual timing (CR 601.2)."""
    from tolaria.cards.oracle.conditions import condition_phrase
    from tolaria.data.ir import StaticAbility
    p.expect("you", "may", "cast")
    if not (p.accept("this", "card") or self_ref(p)):
        p.fail()
    p.expect("from", "your", "graveyard")
    cond = extra = None
    using = ""
    if p.accept("if") or p.accept("as", "long", "as"):
        cond = condition_phrase(p)
    elif p.accept("by"):
        extra = _extra_cost(p)
    elif p.accept("using", "its"):                        # that alternative cost only
        using = p.next().key                              # (CR 702.152a, 702.140a, 601.2b)
        if using not in ("blitz", "mutate"):
            p.fail()
        p.expect("ability")
    p.expect(".")
    p.mark(C_CAST_PERMISSION)
    return StaticAbility(kind="cast_from_graveyard", condition=cond, cost=extra, keyword=using)


def _extra_cost(p: Parser) -> Any:
    """"by discarding a card / two cards [and] paying N life / exiling another <card> from
    your graveyard ... in addition to paying its other costs" (CR 601.2f, 118.8)."""
    from tolaria.cards.oracle.phrases import number, status_in
    from tolaria.data.ir import Cost
    parts: dict[str, Any] = {}
    while True:
        if p.accept("discarding") and "discard" not in parts:
            n = 1 if p.accept("a") else number(p)
            if not (p.accept("card") if n == 1 else p.accept("cards")):
                p.fail()
            parts["discard"] = n
        elif p.accept("paying") and "life" not in parts:
            parts["life"] = number(p)
            p.expect("life")
        elif p.accept("exiling", "another") and "exile_from_graveyard" not in parts:
            flt, plural = description(p, cards=True)
            if plural or status_in(flt) or flt.controller is not None or flt.spell:
                p.fail()
            p.expect("from", "your", "graveyard")
            parts.update(exile_from_graveyard=1, exile_filter=flt)
        else:
            p.fail()
        if not p.accept("and"):
            break
    p.expect("in", "addition", "to", "paying", "its", "other", "costs")
    return Cost(**parts)


def play_lands(p: Parser) -> Any:
    """"You may play lands / Forests / Desert lands from your graveyard." (CR 305.1, 601.3):
    a permanent's static ability letting its controller play land cards from their own
    graveyard, within the usual land plays (CR 305.2)."""
    from tolaria.cards.oracle.phrases import permanent_description
    from tolaria.data.ir import StaticAbility
    p.expect("you", "may", "play")
    flt, plural = permanent_description(p)
    if not plural or flt.types - {"Land"} or flt.controller is not None or flt.other or (
            flt.tapped is not None or flt.token is not None or flt.combat or flt.counter):
        p.fail()
    if not flt.types and not flt.subtypes:
        p.fail()
    p.expect("from", "your", "graveyard", ".")
    p.mark(C_PLAY_LANDS)
    return StaticAbility(kind="play_lands_from_graveyard", filter=replace(
        flt, types=frozenset({"Land"})))


C_PLAY_THIS_TURN = construct("graveyard.play_this_turn", "Until end of turn, you may play lands "
                             "and cast spells from your graveyard. (CR 305.1, 601.2a, "
                             "611.2a)")
C_EXILE_THIS_TURN = construct("graveyard.exile_this_turn", "If a card would be put into your "
                              "graveyard from anywhere this turn, exile that card instead. "
                              "(CR 614.1a, 611.2a)")


def play_this_turn(p: Parser) -> list[Any]:
    """"Until end of turn, you may play lands and cast spells from your graveyard."
    (Yawgmoth's Will; its period is the sentence's)."""
    from tolaria.data.vocabulary import GRAVEYARD_PLAY
    p.expect("until", "end", "of", "turn", ",", "you", "may", "play", "lands", "and", "cast",
             "spells", "from", "your", "graveyard")
    p.mark(C_PLAY_THIS_TURN)
    return [effect(GRAVEYARD_PLAY, player="you")]


C_HAND_FREE = construct("graveyard.hand_free_this_turn", "Until end of turn, you may cast "
                        "spells from your hand without paying their mana costs. (CR 118.9, "
                        "611.2a)")


def hand_free_this_turn(p: Parser) -> list[Any]:
    """"Until end of turn, you may cast spells from your hand without paying their mana
    costs." (Chandra, Flame's Catalyst; its period is the sentence's)."""
    from tolaria.data.vocabulary import HAND_FREE_CAST
    p.expect("until", "end", "of", "turn", ",", "you", "may", "cast", "spells", "from", "your",
             "hand", "without", "paying", "their", "mana", "costs")
    p.mark(C_HAND_FREE)
    return [effect(HAND_FREE_CAST, player="you")]


C_CAST_KIND = construct("graveyard.cast_kind_this_turn", "You may cast <kind> spells from "
                        "your graveyard this turn.: for the turn, that player may cast such "
                        "cards from their graveyard, costs and timing as usual (CR 601.2a, "
                        "611.2a)")


def cast_kind_this_turn(p: Parser, before: list[Any]) -> list[Any]:
    """"You may cast Zombie spells from your graveyard this turn." (Liliana, Untouched by
    Death): Yawgmoth's Will's permission, for those spells only and no lands."""
    from tolaria.data.vocabulary import GRAVEYARD_PLAY
    if p.scope.kind not in ("activated", "spell", "triggered"):
        p.fail()
    p.expect("you", "may", "cast")
    flt, plural = description(p)
    if not plural or not flt.spell or flt.controller is not None or status_in(flt) or \
            flt.zone or flt.other or flt == ObjectFilter(spell=True):
        p.fail()
    p.expect("from", "your", "graveyard", "this", "turn", ".")
    p.mark(C_CAST_KIND)
    return before + [effect(GRAVEYARD_PLAY, player="you", filter=replace(flt, spell=False))]


def exile_this_turn(p: Parser) -> list[Any]:
    """"If a card would be put into your graveyard from anywhere this turn, exile that card
    instead.": Rest in Peace's replacement for its owner's cards, for the turn."""
    from tolaria.data.ir import ReplacementSpec
    p.expect("if", "a", "card", "would", "be", "put", "into", "your", "graveyard", "from",
             "anywhere", "this", "turn", ",", "exile", "that", "card", "instead")
    p.mark(C_EXILE_THIS_TURN)
    return [effect("replacement_this_turn", spec=ReplacementSpec(
        "graveyard", "exile", who="you", cards_only=True))]


def exile_choice(p: Parser) -> list[Any]:
    """"exile a <card> from your graveyard": a card of yours chosen as it resolves (CR
    608.2d); "If you do" can tell whether it was (`riders`)."""
    from tolaria.cards.oracle.phrases import description, number, status_in
    p.expect("exile")
    n = 1 if p.accept("a") or p.accept("an") else number(p)
    start = p.i
    flt, plural = description(p, cards=True)
    if plural != (n > 1) or n < 1 or status_in(flt) or flt.controller is not None \
            or flt.other or flt.spell:
        p.fail()
    if _in_graveyard_trigger(p) and p.accept("other", "than", "this", "card"):
        flt = replace(flt, other=True)    # Ichorid's: not the card itself (CR 113.6k)
    what = p.text_from(start)
    p.expect("from", "your", "graveyard")
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C_EXILE_CHOICE)
    if n > 1:
        return [effect("graveyard_exile", filter=flt, what=what, count=n)]
    return [effect("graveyard_exile", filter=flt, what=what)]


# -- flashback an effect gives (CR 702.34a, 611.2c) ------------------------------------------

_SPELL_TYPES = frozenset({"Instant", "Sorcery"})
_COST_IS_MANA_COST = (("the", "flashback", "cost"), ("its", "flashback", "cost"))


def _cost_is_mana_cost(p: Parser) -> None:
    """". The flashback cost is equal to its / that card's mana cost" (its last period is
    the caller's)."""
    p.expect(".")
    if not any(p.accept(*words) for words in _COST_IS_MANA_COST):
        p.fail()
    p.expect("is", "equal", "to")
    if not (p.accept("its") or p.accept("that", "card", "'s")):
        p.fail()
    p.expect("mana", "cost")


def _spell_cards(p: Parser) -> ObjectFilter:
    """"instant and sorcery card" / "instant or sorcery card" / "sorcery card"."""
    from tolaria.cards.oracle.phrases import description
    if p.accept("instant", "and", "sorcery", "card"):
        return ObjectFilter(types=_SPELL_TYPES)
    flt, plural = description(p, cards=True)
    if plural or not flt.types or flt.types - _SPELL_TYPES or flt.controller is not None:
        p.fail()
    return flt


def gains_flashback(p: Parser) -> list[Any]:
    """"target instant or sorcery card in your graveyard gains flashback until end of turn.
    The flashback cost is equal to its mana cost." / "each instant and sorcery card in your
    graveyard gains flashback until end of turn. ..." (all there now, CR 611.2c)."""
    from tolaria.cards.oracle.phrases import graveyard_target
    if p.accept("each"):
        flt = _spell_cards(p)
        p.expect("in", "your", "graveyard")
        found = effect("grant_flashback_all", filter=flt)
    else:
        grave = graveyard_target(p)
        spec = p.scope.targets[grave].objects
        if spec.controller != "you" or not spec.types or spec.types - _SPELL_TYPES:
            p.fail()
        found = effect("grant_flashback", target=grave)
    p.expect("gains", "flashback", "until", "end", "of", "turn")
    _cost_is_mana_cost(p)
    p.scope.it = None
    p.mark(C_FLASHBACK)
    return [found]


def has_flashback(p: Parser) -> Any:
    """"[During your turn,] each instant and sorcery card in your graveyard has flashback.
    The flashback cost is equal to that card's mana cost." (a static ability)."""
    from tolaria.data.ir import StaticAbility, condition
    cond = None
    if p.accept("during", "your", "turn", ",") or p.accept(
            "as", "long", "as", "it", "'s", "your", "turn", ","):
        cond = condition("your_turn")
    p.expect("each")
    flt = _spell_cards(p)
    p.expect("in", "your", "graveyard", "has", "flashback")
    _cost_is_mana_cost(p)
    p.expect(".")
    p.mark(C_FLASHBACK)
    return StaticAbility(kind="grant_flashback", filter=flt, condition=cond)


C_HAVE_RETRACE = construct("graveyard.have_retrace", "Instant and sorcery cards in your graveyard "
                           "have retrace. (cast from there by discarding a land card as well, "
                           "CR 702.81a)")


def have_retrace(p: Parser) -> Any:
    """"Instant and sorcery cards in your graveyard have retrace." (Wrenn and Six's emblem;
    `tolaria.rules.keywords.graveyard_cast.granted_retrace`)."""
    from tolaria.data.ir import StaticAbility
    p.expect("instant", "and", "sorcery", "cards", "in", "your", "graveyard", "have",
             "retrace", ".")
    p.mark(C_HAVE_RETRACE)
    return StaticAbility(kind="grant_retrace", filter=ObjectFilter(types=_SPELL_TYPES))


def exile_itself(p: Parser) -> list[Any]:
    """An instant's or sorcery's "Exile SELF." ("Take an extra turn after this one. Exile
    Alrund's Epiphany."): the spell is exiled as that instruction is carried out and goes
    on resolving (CR 608.2k), so it never reaches the graveyard (CR 608.2m)."""
    if p.scope.kind != "spell":
        p.fail()
    p.expect("exile")
    if not self_ref(p) or not p.at("."):
        p.fail()
    p.mark(C_EXILE_ITSELF)
    return [effect("exile_spell_itself")]


C_RETURN_SPELL_ITSELF = construct(
    "graveyard.return_spell_itself", "an instant's or sorcery's \"return SELF to its owner's "
    "hand\": the spell goes to its owner's hand as that instruction is carried out and goes "
    "on resolving, so it isn't put into a graveyard (CR 608.2k, 608.2m, 400.3)")


def return_spell_itself(p: Parser) -> list[Any]:
    """"Return Research the Deep to its owner's hand." in an instant or sorcery (after a
    clash, a coin flip or a condition): the resolving spell itself (CR 608.2k)."""
    if p.scope.kind != "spell":
        p.fail()
    p.expect("return")
    if not self_ref(p):
        p.fail()
    p.expect("to", "its", "owner", "'s", "hand")
    p.mark(C_RETURN_SPELL_ITSELF)
    return [effect("spell_itself_to_hand")]


def card_type_list(p: Parser) -> tuple[ObjectFilter, bool]:
    """"artifact and enchantment cards", "artifact, enchantment, and planeswalker cards",
    "instant and sorcery cards": each card of any of these types (plural)."""
    types = [p.next().key]
    while p.accept(",") or p.at("and"):
        p.accept("and")
        types.append(p.next().key)
    if len(types) < 2 or any(t not in _CARD_TYPES for t in types) or p.keys[p.i - 2] != "and":
        p.fail()
    p.expect("cards")
    p.mark(C_TYPE_LIST)
    return ObjectFilter(types=frozenset(_CARD_TYPES[t] for t in types)), True


def once_each_turn_cast(p: Parser) -> Any:
    """"Once during each of your turns, you may cast a <kind> spell from your graveyard."
    (a permanent's static ability; `tolaria.rules.keywords.graveyard_cast.may_cast`)."""
    from tolaria.cards.oracle.phrases import description, status_in
    from tolaria.data.ir import StaticAbility
    p.expect("once", "during", "each", "of", "your", "turns", ",", "you", "may", "cast")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = description(p)
    if plural or not flt.spell or flt.permanent or status_in(flt) or flt.controller \
            is not None or flt.other:
        p.fail()
    p.expect("from", "your", "graveyard", ".")
    p.mark(C_ONCE_CAST)
    return StaticAbility(kind="cast_spells_from_graveyard", filter=replace(flt, spell=False))


def spells_from_graveyard(p: Parser) -> Any:
    """"You may [play lands and] cast <spells> from your graveyard." (Wrenn and
    Realmbreaker's emblem) and "... If a spell cast this way would be put into your
    graveyard, exile it instead." (Jaya Ballard's; CR 614.1a): its controller may cast such
    cards from their graveyard for their mana cost, any number, with the usual timing
    (`tolaria.rules.keywords.graveyard_cast.may_cast`, CR 601.2a, 601.3)."""
    from tolaria.cards.oracle.phrases import description, status_in
    from tolaria.data.ir import StaticAbility
    from tolaria.data.vocabulary import GRAVEYARD_SPELLS, THEN_EXILED
    p.expect("you", "may")
    lands = p.accept("play", "lands", "and")
    p.expect("cast")
    if p.accept("instant", "and", "sorcery", "spells"):           # each of these types
        flt = ObjectFilter(types=_SPELL_TYPES, spell=True)
    else:
        flt, plural = description(p)
        if not plural or not flt.spell or status_in(flt) or flt.controller is not None or \
                flt.other or flt.zone:
            p.fail()
    p.expect("from", "your", "graveyard", ".")
    exiled = p.accept("if", "a", "spell", "cast", "this", "way", "would", "be", "put", "into",
                      "your", "graveyard", ",", "exile", "it", "instead", ".")
    p.mark(C_SPELLS_FROM_GRAVEYARD)
    spells = StaticAbility(kind=GRAVEYARD_SPELLS, filter=replace(flt, spell=False),
                           keyword=THEN_EXILED if exiled else "")
    if not lands:
        return spells
    return [StaticAbility(kind="play_lands_from_graveyard", filter=ObjectFilter(types=frozenset({"Land"}))), spells]


def _cast_from_graveyard(p: Parser) -> list[dict[str, Any]]:
    """"you cast a spell from your graveyard", "a player casts a spell from a graveyard",
    "an opponent casts a <kind> spell from their graveyard" (event "cast_from_graveyard",
    CR 601.2i), "you cast a spell from exile" (`CAST_FROM_EXILE`)."""
    from tolaria.cards.oracle.phrases import description, status_in
    if p.accept("you", "cast"):
        whose, own = "you", ("your",)
    elif p.accept("a", "player", "casts"):
        whose, own = "each", ("a",)
    elif p.accept("an", "opponent", "casts"):
        whose, own = "opponent", ("their",)
    else:
        p.fail()
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = description(p)
    if plural or not flt.spell or flt.permanent or status_in(flt) or flt.controller is not None:
        p.fail()
    p.expect("from")
    if p.accept("anywhere", "other", "than"):         # "... than your hand": not cast from
        p.expect("their" if whose == "opponent" else "your", "hand")       # there
        event = "cast_not_from_hand"
    elif p.accept("exile"):                           # CR 601.2a: the card was in exile
        event = CAST_FROM_EXILE
    else:
        p.expect(*own, "graveyard")               # their own, or any ("a graveyard")
        event = "cast_from_a_graveyard" if own == ("a",) else "cast_from_graveyard"
    if not (p.at(",") or p.at("and", "when") or p.at("and", "whenever")):
        p.fail()
    p.scope.it, p.scope.event = None, ""
    p.scope.event_subject = "player" if whose != "you" else ""     # "that player": the caster
    if whose == "you":
        p.scope.event, p.scope.event_subject = "cast", "object"    # "that spell" (CR 603.2)
    p.mark(C_CAST_FROM_GRAVEYARD)
    flt = replace(flt, spell=False)
    return [{"event": event, "whose": whose,
             "filter": None if flt == ObjectFilter() else flt}]


def cast_free(p: Parser) -> list[Any]:
    """"[you may] cast target instant or sorcery card [with mana value N or less] from your
    graveyard without paying its mana cost[. If that spell would be put into your
    graveyard, exile it instead]" in an optional trigger: cast as it resolves, ignoring
    timing (CR 608.2g, 118.9)."""
    from tolaria.cards.oracle.phrases import graveyard_target
    if p.scope.kind not in ("triggered", "activated") or p.keys[p.i - 2:p.i] != ["you", "may"]:
        p.fail()
    p.expect("cast")
    grave = graveyard_target(p)
    spec = p.scope.targets[grave].objects
    theirs = spec.controller in ("opponent", "event player")     # another's card (CR 108.3)
    if spec.controller != "you" and not theirs or not spec.types or spec.types - _SPELL_TYPES:
        p.fail()
    free = p.accept("without", "paying", "its", "mana", "cost")
    if not free and not p.at("."):
        p.fail()                          # "... this turn": a permission for later (601.3)
    exile = any(p.accept(".", "if", "that", "spell", "would", "be", "put", "into", *whose,
                         "graveyard", ",", "exile", "it", "instead")
                for whose in ((("their",), ("a",)) if theirs else (("your",),)))
    p.scope.it = None
    p.mark(C_CAST_FREE if free else C_CAST_PAID)
    if theirs:
        p.mark(C_CAST_THEIRS)
        return [effect("cast_free", target=grave, exile=exile, pay="free" if free else "mana",
                       any_owner=True)]
    return [effect("cast_free", target=grave, exile=exile, pay="free" if free else "mana")]


C_CAST_THEIRS = construct("graveyard.cast_theirs", "[you may] cast target <card> from an "
                          "opponent's / that player's graveyard [without paying its mana "
                          "cost]: you cast another player's card, which goes to its owner's "
                          "graveyard (CR 108.3, 400.3, 608.2g)")


C_CAST_FROM_HAND = construct("graveyard.cast_from_hand_free", "you may cast a spell with mana "
                             "value N or less from your hand without paying its mana cost: "
                             "one card chosen and cast as it resolves (CR 608.2g, 118.9)")


def cast_from_hand(p: Parser) -> list[Any]:
    """"You may cast a spell with mana value 4 or less from your hand without paying its
    mana cost." (Baral's Expertise): as the spell resolves, its controller may cast one
    such card from their hand, ignoring timing (CR 608.2g, 118.9)."""
    from tolaria.cards.oracle.phrases import number
    if p.scope.kind not in ("spell", "triggered", "activated"):
        p.fail()
    p.expect("cast", "a", "spell", "with", "mana", "value")
    n = number(p)
    if not isinstance(n, int):
        p.fail()
    p.expect("or", "less", "from", "your", "hand", "without", "paying", "its", "mana", "cost")
    p.mark(C_CAST_FROM_HAND)
    return [effect("cast_from_hand", filter=ObjectFilter(compare=(("mana_value", "<=", n),)))]


C_DRAW_REVEAL_CAST = construct("graveyard.draw_reveal_cast", "Draw N cards and reveal them. "
                               "You may cast one of them without paying its mana cost.: one "
                               "of the cards drawn, chosen and cast as it resolves (CR "
                               "701.16a, 608.2g, 118.9)")


def draw_reveal_cast(p: Parser) -> list[Any]:
    """"Draw three cards and reveal them. You may cast one of them without paying its mana
    cost." (Mad Wizard's Lair): the cards drawn are revealed (CR 701.16a); as the ability
    resolves its controller may cast one of them still in their hand, ignoring timing (CR
    608.2g, 118.9)."""
    from tolaria.cards.oracle.phrases import number
    if p.scope.kind not in ("spell", "triggered", "activated"):
        p.fail()
    p.expect("draw")
    n = number(p)
    if not isinstance(n, int) or n < 2:
        p.fail()
    p.expect("cards", "and", "reveal", "them", ".", "you", "may", "cast", "one", "of", "them",
             "without", "paying", "its", "mana", "cost")
    p.mark(C_DRAW_REVEAL_CAST)
    return [effect("draw", amount=n, who="you", reveal=True),
            effect("cast_from_hand", filter=None, among=DRAWN_THIS_WAY)]


C_DRAW_REVEAL_DISCARD = construct("graveyard.draw_reveal_discard", "Draw a card and reveal "
                                  "it. If it isn't a land card, discard it.: the card drawn is "
                                  "revealed, then discarded unless a land (CR 701.16a, 701.8a, "
                                  "608.2c)")


def draw_reveal_discard(p: Parser) -> list[Any]:
    """"Draw a card and reveal it. If it isn't a land card, discard it." (Fa'adiyah Seer)."""
    if p.scope.kind not in ("spell", "triggered", "activated"):
        p.fail()
    p.expect("draw", "a", "card", "and", "reveal", "it", ".", "if", "it", "isn't", "a", "land",
             "card", ",", "discard", "it")
    p.mark(C_DRAW_REVEAL_DISCARD)
    return [effect("draw", amount=1, who="you", reveal=True),
            effect("discard_drawn", filter=ObjectFilter(not_types=frozenset({"Land"})))]


def cast_now_sentence(p: Parser, before: list[Any]) -> list[Any]:
    """"You may cast target instant or sorcery card ... from your graveyard." as an
    activated ability's sentence (Chandra, Acolyte of Flame's [−2])."""
    p.expect("you", "may")
    found = cast_free(p)
    p.expect(".")
    return before + found


C_CAST_PAID = construct("graveyard.cast_now", "you may cast target instant or sorcery card "
                        "from your graveyard [. If that spell would be put into your graveyard, "
                        "exile it instead], in a loyalty or other ability: cast as it "
                        "resolves, ignoring timing, paying its costs (CR 608.2g, 601.2f, "
                        "614.1a)")


C_MAY_CAST_CHOSEN = construct("graveyard.may_cast_chosen", "Choose target <card> in your "
                              "graveyard. You may cast that card this turn.: a permission for "
                              "that card while it stays there, costs and timing as usual (CR "
                              "601.3, 611.2a, 400.7)")


def may_cast_chosen(p: Parser, before: list[Any]) -> list[Any]:
    """"You may cast that card this turn." after "Choose target artifact card in your
    graveyard." (Emry, Lurker of the Loch): its controller may cast that card from the
    graveyard this turn, paying its costs, with the usual timing (CR 601.3)."""
    if before or p.scope.kind == "spell":
        p.fail()
    p.expect("you", "may", "cast", "that", "card", "this", "turn", ".")
    ref = p.scope.it
    spec = p.scope.targets[ref].objects if isinstance(ref, int) else None
    if spec is None or spec.zone != "graveyard" or spec.controller != "you" or \
            spec.types <= {"Land"}:
        p.fail()              # any card, or a land card: one that can't be cast (CR 305.9)
    p.mark(C_MAY_CAST_CHOSEN)
    return [effect("may_cast_this_turn", target=ref)]


def attached_to_event(p: Parser) -> str:
    """"... to the battlefield attached to that creature" in an Aura's graveyard trigger on
    a creature entering ("When a creature with mana value 6 or greater enters, you may
    return this card from your graveyard to the battlefield attached to that creature"):
    the creature the event is about (CR 303.4i)."""
    p.expect("attached", "to", "that", "creature")
    keys = p.keys[:p.keys.index(",")] if "," in p.keys else []
    if "Aura" not in p.card.subtypes or p.scope.event_subject != "object" or \
            not keys or keys[-1] != "enters":
        p.fail()
    p.mark(C_ATTACHED_TO_EVENT)
    return "event"


C_THEN_ATTACH_TO_EVENT = construct("graveyard.then_attach_to_event", "return this card from "
                                   "your graveyard to the battlefield, then attach it to that "
                                   "creature (an Equipment, onto the creature that entered if "
                                   "it is still there; CR 301.5c, 701.3a-b)")


def then_attach_to_event(p: Parser) -> str:
    """", then attach it to that creature" in an Equipment's graveyard trigger on a creature
    entering (Sword of the Meek): it returns, then becomes attached to the creature the
    event is about, if that creature is still on the battlefield (CR 301.5c, 701.3b)."""
    p.expect(",", "then", "attach", "it", "to", "that", "creature")
    keys = p.keys[:p.keys.index(",")] if "," in p.keys else []
    if "Equipment" not in p.card.subtypes or p.scope.event_subject != "object" or \
            not keys or keys[-1] != "enters":
        p.fail()
    p.mark(C_THEN_ATTACH_TO_EVENT)
    return "event"


def player_moves_card(p: Parser, who: Any, verb: str) -> list[Any]:
    """"<player> exiles a card from their graveyard / hand", "<player> puts a card from their
    hand on top of their library": each such player chooses one of their own cards."""
    p.expect("a", "card", "from", "their")
    zone = p.next().key
    if zone not in ("graveyard", "hand"):
        p.fail()
    if verb == "puts":
        if zone != "hand":
            p.fail()
        p.expect("on", "top", "of", "their", "library")
        to = "library"
    else:
        to = "exile"
    if not p.at("."):
        p.fail()                          # "... and may play that card": not read here
    p.scope.it = None
    p.mark(C_PLAYER_MOVES)
    return [effect("player_moves_card", who=who, zone=zone, to=to)]


C_EXILES_FROM_HAND = construct("graveyard.player_exiles_cards_from_hand", "<target opponent> "
                              "exiles two cards from their hand: that player chooses them "
                              "(all of them if they have no more) (CR 406.2, 608.2d)")


def player_exiles_cards_from_hand(p: Parser, who: Any) -> list[Any]:
    """"Target opponent exiles two cards from their hand." (Vessel of Malignity)."""
    from tolaria.cards.oracle.phrases import number
    n = number(p)
    if not isinstance(n, int) or n < 2:
        p.fail()
    p.expect("cards", "from", "their", "hand")
    if not p.at("."):
        p.fail()
    p.scope.it = None
    p.mark(C_EXILES_FROM_HAND)
    return [effect("player_moves_card", who=who, zone="hand", to="exile", count=n)]


def put_there_this_turn(p: Parser, plural: bool) -> str:
    """After a graveyard card description: "that was / were put there [from the battlefield
    / from anywhere / from your library] this turn" (CR 400.7: the card that went there this
    turn, recorded as "put_there" by `tolaria.rules.zones.move`); the `ObjectFilter.this_turn`
    status it is."""
    p.expect("that", "were" if plural else "was", "put", "there")
    origin = "anywhere"
    if p.accept("from", "the", "battlefield"):
        origin = "battlefield"
    elif p.accept("from", "your", "library") or p.accept("from", "their", "library"):
        origin = "library"
    else:
        p.accept("from", "anywhere")
    p.expect("this", "turn")
    p.mark(C_PUT_THERE)
    return f"put_there_{origin}"


def it_from_graveyard(p: Parser) -> list[Any]:
    """After "Choose target <card> in your graveyard ...": "Return it to the battlefield
    [tapped] / to your hand", "Put that card / it onto the battlefield [tapped] under your
    control / into your hand": that target card (CR 608.2b)."""
    ref = p.scope.it
    if not isinstance(ref, int) or p.scope.kind == "static":
        p.fail()                          # ("them": one after the other would be wrong)
    spec = p.scope.targets[ref].objects
    if spec is None or spec.zone != "graveyard" or p.scope.targets[ref].players is not None:
        p.fail()
    verb = p.next().key
    if not (p.accept("it") or p.accept("that", "card")):
        p.fail()
    if p.accept("to", "your", "hand") if verb == "return" else p.accept("into", "your", "hand"):
        if spec.controller != "you":
            p.fail()
        found = [effect("bounce", target=ref)]
    else:
        p.expect("to" if verb == "return" else "onto", "the", "battlefield")
        tapped = p.accept("tapped")
        yours = p.accept("under", "your", "control")
        if verb != "return" and not yours or spec.controller != "you" and not yours:
            p.fail()
        found = [effect("to_battlefield", target=ref, tapped=tapped, yours=yours)]
    p.scope.it = None                     # the card that moved is a new object (CR 400.7)
    p.mark(C_PUT_THERE)
    return found


C_CHOSEN_CARDS = construct("graveyard.chosen_cards", "Choose two target <cards> in your "
                           "graveyard. ... return the chosen cards to the battlefield "
                           "[tapped]: those targets, at once (CR 608.2b)")


def chosen_from_graveyard(p: Parser) -> list[Any]:
    """After "Choose two target creature cards in your graveyard.": "return the chosen
    cards to the battlefield [tapped]": those targets, at once (CR 608.2b, 608.2h)."""
    p.expect("return", "the", "chosen", "cards", "to", "the", "battlefield")
    tapped = p.accept("tapped")
    chosen = {c for c in p.scope.choices if c.startswith("targets ")}
    if len(chosen) != 1:
        p.fail()
    first, n = (int(w) for w in chosen.pop().split()[1:])
    if any(s.objects is None or s.objects.zone != "graveyard" or s.objects.controller != "you"
           for s in p.scope.targets[first:first + n]):
        p.fail()                          # "to the battlefield": under yours (CR 110.2a)
    p.mark(C_CHOSEN_CARDS)
    return [effect("cards_to_battlefield", targets=tuple(range(first, first + n)),
                   tapped=tapped, yours=False)]


def all_put_there(p: Parser) -> list[Any]:
    """"Return to your hand / to the battlefield [tapped] all <cards> in your graveyard that
    were put there from the battlefield this turn", "Put onto the battlefield under your
    control all <cards> in all graveyards that were put there ...", "Exile all <cards> in all
    graveyards that were put there ..." (effect "graveyard_all")."""
    verb = p.next().key
    where: dict[str, Any] = {}
    if verb == "return":
        p.expect("to")
        if p.accept("your", "hand"):
            where["to"] = "hand"
        else:
            p.expect("the", "battlefield")
            where.update(to="battlefield", tapped=p.accept("tapped"))
    elif verb == "put":
        p.expect("onto", "the", "battlefield")
        where.update(to="battlefield", tapped=p.accept("tapped"))
        p.expect("under", "your", "control")
    elif verb == "exile":
        where["to"] = "exile"
    else:
        p.fail()
    flt = _all_cards(p)
    p.expect("in")
    if p.accept("your", "graveyard"):
        who = "you"
    elif p.accept("all", "graveyards") and verb != "return":
        who = "each"                      # under your control, or exiled: any owner's
    else:
        p.fail()
    flt = replace(flt, this_turn=put_there_this_turn(p, True))
    p.scope.it = None
    return [effect("graveyard_all", filter=flt, who=who, **where)]


def put_itself(p: Parser) -> list[Any]:
    """"[you may] put this card from your graveyard on top of your library / into your
    library third from the top": the card itself, from the graveyard (like "return this
    card from your graveyard ...", CR 113.6m)."""
    if p.scope.kind not in ("activated", "triggered"):
        p.fail()
    p.expect("put", "this", "card")
    if not p.accept("from", "your", "graveyard") and not _in_graveyard_trigger(p):
        p.fail()
    if p.accept("on", "top", "of", "your", "library"):
        depth = 0
    else:
        p.expect("into", "your", "library")
        depth = 2 if p.accept("second") else 3 if p.accept("third") else 0
        if not depth:
            p.fail()
        p.expect("from", "the", "top")
    p.scope.it = None
    p.mark(C_PUT_ITSELF)
    return [effect("self_from_graveyard", to="library", depth=depth)]


def cycled_card_deals(p: Parser) -> list[Any]:
    """"When you cycle this card, [you may have] it deal(s) N damage to ...": the card
    cycled is the damage's source, wherever cycling put it (CR 702.29c, 120.1)."""
    from tolaria.cards.oracle.instructions import _deals
    if tuple(p.keys[:6]) != ("when", "you", "cycle", "this", "card", ","):
        p.fail()
    p.expect("it", "deals")
    found = _deals(p)
    p.mark(C_CYCLED_DEALS)
    return found


def cast_from(p: Parser) -> str:
    """"Spells you cast from your graveyard / from anywhere other than your hand cost ...":
    the zone they're cast from (a cost change's filter `zone`, read by `tolaria.rules.costs`)."""
    p.expect("from")
    if p.accept("anywhere", "other", "than", "your", "hand"):
        zone = "not hand"
    else:
        p.expect("your", "graveyard")
        zone = "graveyard"
    p.mark(C_CAST_FROM_COSTS)
    return zone


def _all_cards(p: Parser) -> ObjectFilter:
    """"all <cards>" of a graveyard instruction: a plain card description (no status,
    controller or "other")."""
    from tolaria.cards.oracle.phrases import status_in
    p.expect("all")
    found = p.attempt(card_type_list)
    flt, plural = found if found is not None else description(p, cards=True)
    if not plural or status_in(flt) or flt.controller is not None or flt.other or flt.spell:
        p.fail()
    return flt


def all_from_graveyards(p: Parser) -> list[Any]:
    """"Shuffle all <cards> from your graveyard into your library", "Put all <cards> from
    all graveyards onto the battlefield under your control" (all of them at once)."""
    verb = p.next().key
    if verb not in ("shuffle", "put"):
        p.fail()
    flt = _all_cards(p)
    p.expect("from")
    if verb == "shuffle":
        p.expect("your", "graveyard", "into", "your", "library")
        found_effect = effect("graveyard_shuffle_all", filter=flt)
    else:
        p.expect("all", "graveyards", "onto", "the", "battlefield")
        tapped = p.accept("tapped")
        p.expect("under", "your", "control")
        found_effect = effect("graveyard_all", filter=flt, who="each", to="battlefield",
                              tapped=tapped)
    p.scope.it = None
    p.mark(C_ALL_FROM_GRAVEYARDS)
    return [found_effect]


C_EXILED_THIS_WAY = construct("graveyard.exiled_this_way", "Each player exiles all <cards> "
                              "from their graveyard, then sacrifices all <permanents> they "
                              "control, then puts all cards they exiled this way onto the "
                              "battlefield (CR 608.2c, 701.17a, 406.6)")


def exiled_this_way(p: Parser) -> list[Any]:
    """"Each player exiles all creature cards from their graveyard, then sacrifices all
    creatures they control, then puts all cards they exiled this way onto the battlefield."
    (Living End): three steps in order (CR 608.2c); the exiled cards are remembered, and
    each player puts their own cards onto the battlefield (under their control, CR 110.2)."""
    from tolaria.cards.oracle.phrases import permanent_description, status_in
    p.expect("each", "player", "exiles")
    cards = _all_cards(p)
    p.expect("from", "their", "graveyard", ",", "then", "sacrifices", "all")
    flt, plural = permanent_description(p)
    if not plural or status_in(flt) or flt.controller is not None or flt.other:
        p.fail()
    p.expect("they", "control", ",", "then", "puts", "all", "cards", "they", "exiled", "this",
             "way", "onto", "the", "battlefield")
    p.scope.it = None
    p.mark(C_EXILED_THIS_WAY)
    return [effect("graveyard_all", filter=cards, who="each", to="exile", remember=True),
            effect("sacrifice_all", filter=flt, who="each"),
            effect("return_remembered", to="battlefield")]


C_DESTROYED_THIS_WAY = construct("graveyard.destroyed_this_way", "<destroy instruction>. "
                                 "Return each card put into a graveyard this way to the "
                                 "battlefield under your control. (CR 608.2c, 400.7, 701.7)")
DESTROYS = frozenset({"destroy", "destroy_targets", "destroy_all"})


def destroyed_this_way(p: Parser, before: list[Any]) -> list[Any]:
    """"Return each card put into a graveyard this way to the battlefield under your
    control." after a destroy instruction (Sorin, Lord of Innistrad): the cards it put into
    graveyards, remembered as it resolves, come back at once under your control."""
    if not before or before[-1].op not in DESTROYS:
        p.fail()
    p.expect("return", "each", "card", "put", "into", "a", "graveyard", "this", "way", "to",
             "the", "battlefield", "under", "your", "control", ".")
    p.mark(C_DESTROYED_THIS_WAY)
    destroy = before[-1]
    return before[:-1] + [effect(destroy.op, **dict(destroy.params), remember=True),
                          effect("return_remembered", zone="graveyard", under="you")]


# -- Animate Dead: an Aura that enchants a card in a graveyard (CR 303.4a, 303.4f) ----------

C_REANIMATING_AURA = construct(
    "graveyard.reanimating_aura", "Enchant creature card in a graveyard; When this Aura "
    "enters, if it's on the battlefield, it loses \"enchant creature card in a graveyard\" and "
    "gains \"enchant creature put onto the battlefield with this Aura.\" Return / Put "
    "enchanted creature card [onto] the battlefield [tapped] under your control and attach "
    "this Aura to it. When this Aura leaves the battlefield, that creature's controller "
    "sacrifices it. (CR 303.4a, 303.4f, 613.1f, 603.6c)")
_SWITCH = ("when", "this", "aura", "enters", ",", "if", "it", "'s", "on", "the",
           "battlefield", ",", "it", "loses", '"', "enchant", "creature", "card", "in", "a",
           "graveyard", '"', "and", "gains", '"', "enchant", "creature", "put", "onto", "the",
           "battlefield", "with", "this", "aura", ".", '"')
_LEAVES = ("when", "this", "aura", "leaves", "the", "battlefield", ",", "that", "creature",
           "'s", "controller", "sacrifices", "it", ".")


def reanimating_aura(p: Parser, text: str) -> list[Any]:
    """Animate Dead's and Dance of the Dead's second line, whole: the enters trigger that
    returns the enchanted card and attaches the Aura to it, now enchanting that creature
    only (`tolaria.rules.effects.graveyard`), and the leaves trigger whose creature, the
    one it enchanted as it last existed, is sacrificed (CR 608.2h)."""
    from tolaria.cards.oracle.abilities import Line
    from tolaria.data.ir import TriggeredAbility
    enchant = p.card.enchant_graveyard
    if not enchant or not p.accept(*_SWITCH):
        p.fail()
    if p.accept("return"):
        tapped = False
        p.expect("enchanted", "creature", "card", "to", "the", "battlefield")
    else:
        p.expect("put", "enchanted", "creature", "card", "onto", "the", "battlefield")
        tapped = p.accept("tapped")
    p.expect("under", "your", "control", "and", "attach", "this", "aura", "to", "it", ".")
    split = p.i
    p.expect(*_LEAVES)
    p.end()
    p.mark(C_REANIMATING_AURA)
    # "if it's on the battlefield": it is as it enters (CR 603.4), and the handler checks
    # again as the ability resolves
    enters = TriggeredAbility(event="enters", text=p.text_from(0, split),
                              effects=(effect("reanimate_enchanted", tapped=tapped),))
    leaves = TriggeredAbility(event="leaves", text=p.text_from(split),
                              effects=(effect("sacrifice", target="enchanted"),))
    return [Line("triggered", enters), Line("triggered", leaves)]


C_FROM_GRAVEYARDS = construct("graveyard.put_from_graveyards", "Put up to N <creature cards> "
                              "from graveyards / a <creature card> from a graveyard onto the "
                              "battlefield under your control: chosen among every graveyard as "
                              "it resolves, put there at once (CR 608.2d, 110.2)")


def put_from_graveyards(p: Parser) -> list[Any]:
    """"Put up to two creature cards from graveyards onto the battlefield under your
    control." (Liliana, the Necromancer): not targeted (CR 115.1); the cards are chosen as
    it resolves and enter together under its controller's control."""
    from tolaria.cards.oracle.phrases import status_in
    p.expect("put")
    start = p.i
    may = p.accept("up", "to")
    word = p.next()
    n = 1 if word.key in ("a", "an") and not may else NUMBER_WORDS.get(word.key)
    if not n:
        p.fail()
    flt, plural = description(p, cards=True)
    if plural != (n > 1) or flt.types != frozenset({"Creature"}) or status_in(flt) or \
            flt.controller is not None or flt.other or flt.spell or flt.zone:
        p.fail()                          # creature cards only: no Aura to attach (303.4)
    what = p.text_from(start)
    p.expect("from", *(("graveyards",) if n > 1 else ("a", "graveyard")), "onto", "the",
             "battlefield", "under", "your", "control")
    if not p.at("."):
        p.fail()
    p.mark(C_FROM_GRAVEYARDS)
    return [effect("graveyards_to_battlefield", filter=flt, count=n, may=may, what=what)]


C_EXILED_TO_GRAVEYARD = construct("graveyard.exiled_to_graveyard", "put a card an opponent "
                                  "owns / N cards your opponents own from exile into that "
                                  "player's / their owners' graveyards: chosen as it happens, "
                                  "all N or none (CR 400.3, 608.2d)")


def exiled_to_graveyards(p: Parser) -> list[Any]:
    """"[you may] put a card an opponent owns from exile into that player's graveyard"
    (Mind Raker), "... two cards your opponents own from exile into their owners'
    graveyards" (Ulamog's Nullifier): not targeted; its controller chooses the cards as it
    resolves, each goes to its owner's graveyard (CR 400.3)."""
    p.expect("put")
    if p.accept("a", "card", "an", "opponent", "owns", "from", "exile", "into", "that",
                "player", "'s", "graveyard"):
        n = 1
    else:
        word = p.next()
        n = NUMBER_WORDS.get(word.key, 0)
        if n < 2:
            p.fail()
        p.expect("cards", "your", "opponents", "own", "from", "exile", "into", "their",
                 "owners", "'s", "graveyards")
    p.mark(C_EXILED_TO_GRAVEYARD)
    return [effect("exiled_to_graveyard", count=n)]


C_HAS_ESCAPE = construct("graveyard.has_escape", "Each <card> in your graveyard has escape. The "
                         "escape cost is equal to the card's mana cost plus exile N other "
                         "cards from your graveyard. (a static ability, CR 702.138a, 118.9)")


def has_escape(p: Parser) -> Any:
    """"Each nonland card in your graveyard has escape. The escape cost is equal to the
    card's mana cost plus exile three other cards from your graveyard." (Underworld Breach;
    `tolaria.rules.keywords.escape.granted`)."""
    from tolaria.cards.oracle.phrases import description, number, status_in
    from tolaria.data.ir import Cost, StaticAbility
    p.expect("each")
    flt, plural = description(p, cards=True)
    if plural or flt.controller is not None or status_in(flt) or flt.spell or flt.permanent:
        p.fail()
    p.expect("in", "your", "graveyard", "has", "escape", ".", "the", "escape", "cost", "is",
             "equal", "to", "the", "card", "'s", "mana", "cost", "plus", "exile")
    n = number(p)
    p.expect("other", "cards", "from", "your", "graveyard", ".")
    if n < 1:
        p.fail()
    p.mark(C_HAS_ESCAPE)
    return StaticAbility(kind="grant_escape", filter=flt, cost=Cost(exile_from_graveyard=n))


C_EXILE_ITSELF_FIRST = construct("graveyard.exile_itself_if_you_do", "Whenever <event>, you may "
                                 "exile this card from your graveyard. If you do, "
                                 "<instructions>.: a trigger working from the graveyard, its "
                                 "instructions done if the card was exiled (CR 113.6k, 603.5, "
                                 "608.2c)")


def exile_this_card_from_graveyard(p: Parser) -> list[Any]:
    """"exile this card from your graveyard" in a triggered ability (Kozilek's Return):
    the card itself, if it is still that object there (CR 400.7, 406.2); the trigger then
    works only from the graveyard (`library.from_graveyard_trigger`)."""
    if p.scope.kind != "triggered":
        p.fail()
    p.expect("exile")
    if not (p.accept("this", "card") or self_ref(p)):
        p.fail()
    p.expect("from", "your", "graveyard")
    p.scope.it = None
    p.mark(C_EXILE_ITSELF_FIRST)
    return [effect("self_from_graveyard", to="exile")]


_EXILED_IF_YOU_DO = ("exile", "this", "card", "from", "your", "graveyard", ".", "if", "you",
                     "do", ",")


def exiled_card_deals(p: Parser) -> list[Any]:
    """"... you may exile this card from your graveyard. If you do, this card deals 5 damage
    to each creature." (Kozilek's Return): the card exiled is the damage's source, as it
    last existed in the graveyard if it has left (CR 120.1, 608.2h)."""
    from tolaria.cards.oracle.instructions import _deals
    if p.scope.kind != "triggered" or tuple(p.keys[p.i - len(_EXILED_IF_YOU_DO):p.i]) != \
            _EXILED_IF_YOU_DO:
        p.fail()
    p.expect("this", "card", "deals")
    found = _deals(p)
    p.mark(C_EXILE_ITSELF_FIRST)
    return found
