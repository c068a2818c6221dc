"""Library and zone instructions, and keyword actions on cards and counters (CR 401, 701).

Searching ("Search your library for up to two basic land cards, put them onto the
battlefield tapped, then shuffle.", CR 701.19), the top of a library (look at / reveal
the top cards, reveal until, impulse draw, kinship), moving cards between zones (to the
top or bottom of a library, shuffling in, from a hand or graveyard onto the battlefield,
flicker, "until this leaves the battlefield" (CR 610.3), a card's own dies trigger
finding the card it became, CR 400.7), keyword actions (explore, connive, proliferate,
populate, token copies), coin flips (CR 705), extra turns (CR 500.7) and the monarch
(CR 722). The effect ops are those of `tolaria.rules.effects.library`.

Rules that read past a sentence's end ("Flip a coin. If you win the flip, ...") leave
the last period to the caller. After moving an object, "it" means nothing more here
(what moved is a new object, CR 400.7), so a later "it" is a gap, never a wrong object.

`instructions` hooks these rules in: `IMPERATIVES` (tried before the rule already there
for the same first word, which stays the fallback), `player_verb` (a player's verb the
core rules don't know) and `object_verb` (an object's verb).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.cards.oracle.auras import returns_as_aura
from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import (
    NUMBER_WORDS,
    amount,
    description,
    graveyard_target,
    it_ref,
    number,
    object_ref,
    quantity,
    self_ref,
    status_in,
)
from tolaria.cards.oracle.targeting import spell_x_here
from tolaria.data.ir import COLOR_NAMES, Effect, ObjectFilter, TargetSpec, effect
from tolaria.data.vocabulary import FREE_THIS_TURN, ONE_OF_EACH, OTHERS, WHILE_EXILED

C = {name: construct(name, text) for name, text in (
    ("library.discover", "discover N: exile from the top until a nonland card with mana "
                         "value N or less, cast it free or put it into your hand, the rest "
                         "on the bottom in a random order (CR 701.55a, 608.2g)"),
    ("library.search", "search your library for a/up to N <cards> (or cards named ...), put "
                       "it/them onto the "
                       "battlefield [tapped] / into your hand / into your graveyard, [reveal "
                       "it,] then shuffle [and put that card on top]; one onto the "
                       "battlefield and the other into your hand (CR 701.19, 701.20)"),
    ("library.search_other", "<player> may search / searches their library for ... (its "
                             "controller, you, target player) (CR 701.19)"),
    ("library.search_opponent_chooses", "Search your library for N / up to N cards and reveal "
                                        "them. Target opponent chooses N of those cards. Put "
                                        "that card / the chosen cards into your hand / "
                                        "graveyard and the rest into your graveyard / hand. "
                                        "Then shuffle. (CR 701.19, 608.2d)"),
    ("library.explore", "<object> explores (CR 701.40)"),
    ("library.connive", "<object> connives (CR 701.47)"),
    ("library.connive_n", "<object> connives N / X, where X is <quantity>: draws N, discards "
                          "N, a +1/+1 counter for each nonland card discarded (CR 701.47e)"),
    ("library.proliferate", "proliferate (CR 701.27)"),
    ("library.search_any", "search your library for any number of <cards>: as many as the "
                           "player finds (CR 701.19b)"),
    ("library.search_up_to_x", "search your library for up to X <cards>, where X is "
                               "<quantity>, put them ...: X counted as it resolves (CR "
                               "701.19b, 608.2h)"),
    ("library.search_different_names", "search ... for up to N / any number of <cards> with "
                                       "different names: no two with the same name (CR "
                                       "201.2, 701.19)"),
    ("library.reveal_hand", "<player> reveals their hand [. You choose a <card> from it and "
                            "exile that card] (CR 701.16a)"),
    ("library.drawn_for_life", "choose N cards in your hand drawn this turn. For each of "
                               "those cards, pay N life or put the card on top of your "
                               "library. (CR 121.2, 119.4, 401.4)"),
    ("library.look_hand", "look at target player's hand"),
    ("library.look_top", "look at the top card of target player's library (CR 401.2)"),
    ("library.hand_to_bottom", "look at target player's hand. You may choose a <card> from "
                               "it. If you do, that player reveals the chosen card, puts it "
                               "on the bottom of their library, then draws a card (CR "
                               "701.16a, 401.4, 121.1)"),
    ("library.flicker", "exile <object>, then return that card to the battlefield under "
                        "its owner's / your control (CR 400.7, 610.3c)"),
    ("library.search_or_keyword", "search ... for a <type> card or a card with <keyword> "
                                  "(CR 701.19a, 702.8a)"),
    ("library.skip_untap", "<player> skips their next untap step: nothing untaps then; the "
                           "turn still begins (CR 614.10, 502.3)"),
    ("library.skip_combat", "<player> skips their next combat phase: the next one of their "
                            "turns goes from the precombat main phase to the postcombat main "
                            "phase (CR 614.10, 500.1)"),
    ("library.extra_turn", "<player> takes / take an extra turn after this one (CR 500.7); "
                           "you skip your next [N] turn(s) (CR 614.10)"),
    ("library.token_copy", "create a token that's a copy of <object> (CR 707.2, 111.1)"),
    ("library.populate", "populate (CR 701.30)"),
    ("library.search_to_top", "search your library for any number of <cards>, reveal them, "
                              "then shuffle and put those cards on top in any order "
                              "(CR 701.19b, 701.20a, 401.4)"),
    ("library.owner_shuffles_reveals", "The owner of target permanent shuffles it into their "
                                       "library, then reveals the top card of their library. "
                                       "If it's a <card>, they put it onto the battlefield. "
                                       "(CR 108.3, 701.20a, 701.16a)"),
    ("library.to_library", "put <card in a graveyard / permanent> on the bottom of / on top "
                           "of its owner's / your library / second from the top; <object>'s "
                           "owner puts it on their choice of the top or bottom (CR 401.4)"),
    ("library.shuffle_in", "<player> shuffles their graveyard into their library; shuffle "
                           "<permanent> into its owner's library (CR 701.20)"),
    ("library.cant_lose_this_turn", "You can't lose the game this turn and your opponents "
                                    "can't win the game this turn. (CR 104.3b, 101.2)"),
    ("library.graveyard_to_bottom", "<player> puts all the cards from their graveyard on the "
                                    "bottom of their library in a random order (CR 401.4)"),
    ("library.hand_bottom_exile", "look at the top three cards of your library. Put one of "
                                  "them into your hand, put one of them on the bottom of your "
                                  "library, and exile one of them. You may play the exiled card "
                                  "this turn. (CR 401.4, 601.3, 305.1)"),
    ("library.oath", "that player chooses target player who controls more creatures than they "
                     "do and is their opponent. The first player may reveal cards from the top "
                     "of their library until they reveal a <card>. If the first player does, "
                     "that player puts that card onto the battlefield and all other cards "
                     "revealed this way into their graveyard. (CR 603.3d, 701.16a)"),
    ("library.exile_top_then_reveal", "exile the top N cards of your library, then "
                                      "<reveal until> (CR 406.2)"),
    ("library.reveal_counter", "in a cast trigger: reveal the top card of your library. If you "
                               "do, counter that spell if it has the same mana value as the "
                               "revealed card (CR 701.16a, 202.3, 701.5a)"),
    ("library.all_to_bottom", "put all <permanents> on the bottom of their owners' libraries "
                              "(each owner orders theirs, CR 401.4, 608.2h)"),
    ("library.discarded_card", "in a \"whenever you discard a card\" trigger: exile that "
                               "card from your graveyard (CR 603.2, 400.7)"),
    ("library.face_down_later", "exile the top card of your library face down. Put that card "
                                "into your hand at the beginning of your / the next end step "
                                "(CR 406.3a, 603.7)"),
    ("library.look_back", "look at the top N cards of your / target player's library, then "
                          "put them back in any order (CR 401.4)"),
    ("library.look_reveal_if", "look at the top card of your library. You may reveal that "
                               "card. If a <card> is revealed this way, <instructions> "
                               "(CR 701.16a, 608.2c)"),
    ("library.may_shuffle", "after looking at the top cards of your library: you may shuffle "
                            "(your library; CR 701.20a, 608.2d)"),
    ("library.coin", "flip a coin. If you win the flip, <instructions>. If you lose the flip, "
                     "<instructions>. (CR 705)"),
    ("library.impulse", "exile the top N cards of your library. You may play them this turn / "
                        "until the end of your next turn / (no end: while they stay exiled) "
                        "(CR 601.3, 305.1)"),
    ("library.flicker_later", "exile <object>. Return it to the battlefield under its owner's "
                              "control at the beginning of the next end step (CR 603.7)"),
    ("library.return_flipped", "When <this flip card> dies, return it to the battlefield "
                               "flipped.: the card, a new object (CR 400.7), enters under "
                               "your control (110.2a) with its flipped half up (CR 710.2)"),
    ("library.return_transformed", "exile <this permanent>, then return it to the battlefield "
                                   "transformed under your / its owner's control: the card, a "
                                   "new object, enters with its back face up (CR 400.7, "
                                   "712.14a)"),
    ("library.from_hand", "[you may] put a <card> from your hand [or graveyard] onto the "
                          "battlefield [tapped] (CR 305.4, 110.2)"),
    ("library.search_cast", "search your library for a <card> and cast that card without "
                            "paying its mana cost. Then shuffle.: cast as the ability "
                            "resolves, if it can be (CR 701.19a-b, 608.2g, 118.9, 701.20a)"),
    ("library.from_hand_attacking", "[you may] put a <card> from your hand onto the "
                                    "battlefield tapped and attacking [that player / that "
                                    "opponent]: never declared as an attacker; what it attacks "
                                    "is the attacked player of an \"attacks a player\" "
                                    "trigger, or chosen as it enters (CR 508.4, 508.4a)"),
    ("library.each_puts", "each player [may] put(s) a <card> from their hand / graveyard onto "
                          "the battlefield: chosen in APNAP order, entering at once (CR 101.4, "
                          "110.2)"),
    ("library.kinship", "look at the top card of your library. If it shares a creature type "
                        "with this creature, you may reveal it. If you do, <instructions>."),
    ("library.reveal_until", "reveal cards from the top of your library until you reveal a "
                             "<card>. Put that card into your hand / onto the battlefield and "
                             "the rest on the bottom of your library in a random / any order "
                             "/ into your graveyard; \", then put all cards revealed this "
                             "way into your hand\" (CR 701.16a, 401.4)"),
    ("library.monarch", "<player> become(s) the monarch (CR 722)"),
    ("library.initiative", "<player> take(s) the initiative (CR 723, venturing into Undercity)"),
    ("library.venture", "venture into the dungeon: into one of Lost Mine of Phandelver, "
                        "Dungeon of the Mad Mage and Tomb of Annihilation (CR 701.46, 309)"),
    ("library.from_graveyard", "{cost}: return this card from your graveyard to your hand / "
                               "the battlefield [tapped]: an ability activated from the "
                               "graveyard (CR 602.2, 113.6)"),
    ("library.own_death", "in its own dies / put into a graveyard trigger: return it to its "
                          "owner's hand / the battlefield, exile it, shuffle it into or put "
                          "it on top of its owner's library: the card it became (CR 400.7)"),
    ("library.dead_card", "in a trigger on another creature dying: return that card to the "
                          "battlefield under your / its owner's control / to its owner's "
                          "hand; exile it (CR 400.7)"),
    ("library.top_card", "look at / reveal the top card of your library. If it's a <card>, "
                         "[you may] [reveal it and] put it <somewhere>. [Otherwise, / If you "
                         "don't put the card <there>,] [you may] put it <somewhere else>."),
    ("library.all_leave", "exile all <permanents> / each <permanent> / return all "
                          "<permanents> to their owners' hands (CR 406, 400.3)"),
    ("library.graveyard_all", "return all <cards> from your graveyard to the battlefield "
                              "[tapped] / to your hand; exile all <cards> from all graveyards "
                              "/ target player's graveyard"),
    ("library.shuffle", "shuffle your library / <player> shuffles their library; each player "
                        "shuffles their hand and graveyard into their library, then draws N "
                        "cards; \"Then shuffle.\" after revealing the top cards of your "
                        "library (CR 701.20)"),
    ("library.reveal_top", "reveal the top N cards of your library. Put all <cards> revealed "
                           "this way into your hand / You may put a <card> from among them "
                           "into your hand [onto the battlefield with N <kind> counters on "
                           "it], and the rest into your graveyard / on the bottom of your "
                           "library in any / a random order; with nothing said of the rest, "
                           "they stay (CR 701.16a, 401.4)"),
    ("library.exiled_card", "in its own leaves-the-battlefield trigger: return the exiled card "
                            "to the battlefield under its owner's control / to its owner's "
                            "hand, put the exiled card into its owner's hand: what its "
                            "ability exiled (CR 607.2a, 610.3c)"),
    ("library.play_hidden_away", "{cost}: You may play the exiled card without paying its "
                                 "mana cost if <condition>. / [Then if <condition>,] you may "
                                 "play the exiled card ...: on a card with hideaway: the card "
                                 "its hideaway exiled, played as the ability resolves if the "
                                 "condition holds then (CR 702.75a, 607.2a, 608.2c, 608.2g, "
                                 "305.2a, 305.3)"),
    ("library.exiled_owner_creates", "in its own leaves-the-battlefield trigger: the exiled "
     "card's owner creates <tokens>, where X is the mana value of the exiled card: each "
     "owner of the cards it exiled, X their total (CR 607.2a, 202.3)"),
    ("library.exiled_card_cast", "in its own leaves-the-battlefield trigger: the exiled "
                                 "card's owner may cast that card without paying its mana "
                                 "cost (CR 607.2a, 608.2g, 118.9)"),
    ("library.clash", "clash with an opponent. If you win, <instructions>. [Otherwise, "
                      "<instructions>.] (CR 701.23)"),
    ("library.hand_to_library", "put N cards from your hand on top of / on the bottom of your "
                                "library [in any order] (CR 401.4)"),
    ("library.shuffle_self", "shuffle <this spell> into its owner's library (as it resolves, "
                             "CR 608.2n, 701.20)"),
    ("library.grave_to_owner", "return target <card> from a graveyard to its owner's hand "
                               "(CR 400.3)"),
    ("library.tap_or_untap", "[you may] tap or untap <object> (CR 701.21)"),
    ("library.top_to_hand", "reveal the top card of your library and put that card into your "
                            "hand. You lose / gain life (each opponent loses life) equal to "
                            "its mana value. (CR 701.16a, 202.3)"),
    ("library.all_from_hand", "you may reveal your hand and put all <cards> from it onto "
                              "the battlefield. If you do, discard your hand. (CR 701.16a, "
                              "110.2, 701.8a)"),
    ("library.hand_exile_playable", "look at target opponent's hand. You may exile a "
                                    "nonland card from it. For as long as that card remains "
                                    "exiled, its owner may play it. [A spell cast this way "
                                    "costs {N} more to cast.] (CR 601.3, 601.2f)"),
    ("library.play_exiled_free", "Choose an exiled card an opponent owns with a <kind> "
                                 "counter on it. You may play it this turn without paying "
                                 "its mana cost. (CR 601.3, 305.1, 118.9)"),
    ("library.exile_until", "exile <target> until <this permanent> leaves the battlefield "
                            "(CR 610.3)"),
    ("library.mill_until", "<player> reveals cards from the top of their library until they "
                           "reveal a / N <card(s)>, then puts those cards into their graveyard; "
                           "until N <cards> are revealed. That player puts all cards revealed "
                           "this way into their graveyard (CR 701.16a)"),
    ("library.polymorph", "<player> reveals cards from the top of their library until they "
                          "reveal a <card>. The player puts that card onto the battlefield, "
                          "then shuffles the rest into their library (CR 701.16a, 701.20)"),
    ("library.top_x", "look at / exile the top X cards of your library, where X is "
                      "<quantity> (counted as it resolves, CR 107.3, 608.2h)"),
    ("library.imprint_from_hand", "When this enters, you may exile a <card> from your hand: "
                                  "the exiled card is linked to the permanent (imprint, CR "
                                  "607.2a, 406.2)"),
    ("library.search_pile", "Search your library and graveyard for N cards and exile the "
                            "rest. Put the chosen cards on top of your library in any order. "
                            "(CR 701.19a, 401.4)"),
    ("library.search_exile_opponent_chooses", "Search your library for up to N <cards> and "
                                              "exile them. An opponent chooses one of those "
                                              "cards. Shuffle that card into your library. You "
                                              "may cast the other cards without paying their "
                                              "mana costs. (CR 701.19, 701.20a, 608.2g, "
                                              "118.9)"),
    ("library.search_exile_face_down", "Search your library for a card, exile it face down, "
                                       "then shuffle. If this spell was bargained, you may "
                                       "cast the exiled card without paying its mana cost if "
                                       "that spell's mana value is N or less. Put the exiled "
                                       "card into your hand if it wasn't cast this way. (CR "
                                       "701.19a, 406.3a, 702.166b, 608.2g, 118.9)"),
    ("library.search_revealed_name", "Reveal a card from your hand. Search your library for "
                                     "a card with the same name as that card, reveal it, put "
                                     "it into your hand, then shuffle. (CR 701.16a, 701.19a, "
                                     "201.2)"),
)}


# -- searching (CR 701.19) -------------------------------------------------------------------

def _search(p: Parser) -> list[Effect]:
    """"Search your library for ..." (the imperative)."""
    p.expect("search", "your")
    graveyard = p.accept("graveyard", "and")
    p.expect("library", "for")
    found = _search_body(p, "you", False)
    if not graveyard:
        return found
    if len(found) != 1 or found[0].op != "search_library" or found[0].get("count") != "any":
        p.fail()                          # (one card from either zone: `search_zones`)
    p.mark(C_SEARCH_GRAVEYARD)
    return [replace(found[0], params=found[0].params + (("graveyard", True),))]


C_OWN_TRANSFORMED = construct("library.own_death_transformed", "When this creature dies, "
                              "return it to the battlefield transformed under your control "
                              "[at the beginning of the next end step]: the card, its back "
                              "face up (CR 712.14a, 400.7)")


C_SKIP_DRAW = construct("library.skip_draw", "<player> skips their next draw step: the next "
                        "one of their turns goes from the upkeep to the precombat main phase "
                        "(CR 614.10, 614.10a, 504.1)")


C_SEARCH_GRAVEYARD = construct("library.search_graveyard_and_library", "search your graveyard "
                               "and library for any number of <cards>: cards of both zones "
                               "may be found; the library is shuffled (CR 701.19a-b)")


_X_OR_LESS = ("with", "mana", "value", "x", "or", "less")


def _cards(p: Parser, counted: bool = False) -> tuple[Any, bool]:
    """A description of cards ("basic land card", "creature or land card"). With an "or"
    list of whole descriptions ("a basic land card or a Cave card"), an adjective before it
    may belong to the first one only: not read. `counted`: it may compare with a count
    made as the instruction happens ("with mana value equal to the number of ...")."""
    start = p.i
    ahead = p.keys[p.i:p.i + 8]
    split = next((k for k in range(len(ahead)) if ahead[k:k + 4] == ["or", "a", "card", "with"]),
                 None)
    if split is not None:
        return _or_card_with(p, split), False
    either = next((k for k in range(1, len(ahead) - 1) if ahead[k:k + 2] == ["card", "or"]
                   and ahead[k + 2:k + 5] != ["a", "card", "with"]), None)
    if either is not None:
        return _either_card(p, either + 1), False
    both = next((k for k in range(1, len(ahead) - 3)
                 if ahead[k:k + 4] == ["cards", "and", "/", "or"]), None)
    if both is not None:
        return _either_cards(p, both + 1), True
    flt, plural = description(p, cards=True, x_ok=counted)
    if any(n == "X" for _, _, n in flt.compare):
        p.fail()                                  # (the spell's X: targets only)
    if getattr(flt, "any_of", ()) and (
            flt.supertypes or flt.colors or flt.colorless or flt.multicolored or flt.monocolored
            or flt.not_types or flt.not_supertypes or flt.not_colors or flt.not_subtypes
            or p.keys[start:p.i].count("card") + p.keys[start:p.i].count("cards") > 1):
        p.fail()
    return flt, plural


def _first_description(p: Parser, split: int) -> ObjectFilter:
    """The one card described before an "or" `split` words on, read whole."""
    body = Parser(p.tokens[p.i:p.i + split], p.card, p.scope, p.line)
    first, plural = description(body, cards=True)
    body.end()
    if plural:
        p.fail()
    p.used += body.used
    p.i += split
    return first


def _or_card_with(p: Parser, split: int) -> ObjectFilter:
    """"an instant card or a card with flash" ("or" `split` words on): either (CR 702.8a);
    the first only a card type."""
    first = _first_description(p, split)
    p.expect("or", "a")
    second, plural = description(p, cards=True)          # "card with flash"
    if plural or second != ObjectFilter(keywords=second.keywords) or len(
            second.keywords) != 1 or first != ObjectFilter(types=first.types) or len(
            first.types) != 1:
        p.fail()
    p.mark(C["library.search_or_keyword"])
    return ObjectFilter(any_of=(first, second))


C_EITHER_CARD = construct("library.either_card", "a <card description> card or a <card "
                          "description> card (\"a basic land card or a Gate card\"): a card "
                          "matching either, each description read whole (CR 701.19a)")
# What a description of "<description> card or <description> card" may test.
_EITHER_FIELDS = frozenset({"types", "subtypes", "supertypes", "compare", "keywords"})


def _either_card(p: Parser, split: int) -> ObjectFilter:
    """"a basic land card or a Gate card", "a basic land card or Cave card": two whole
    descriptions ("or" `split` words on), a card matching either; "basic" is the first's."""
    first = _first_description(p, split)
    p.expect("or")
    if not (p.accept("a") or p.accept("an")) and p.peek() in ("a", "an"):
        p.fail()
    second, plural = description(p, cards=True)
    if plural or p.keys[p.i - 1] != "card":
        p.fail()
    p.mark(C_EITHER_CARD)
    return _either(p, first, second)


C_EITHER_CARDS = construct("library.either_cards", "<card description> cards and/or <card "
                           "description> cards (\"up to two basic land cards and/or Gate "
                           "cards\"): cards each matching either description, each read "
                           "whole (CR 701.19a)")


def _either_cards(p: Parser, split: int) -> ObjectFilter:
    """"basic land cards and/or Gate cards" (Circuitous Route): two whole plural
    descriptions ("and/or" `split` words on), each card found matching either."""
    body = Parser(p.tokens[p.i:p.i + split], p.card, p.scope, p.line)
    first, plural = description(body, cards=True)
    body.end()
    if not plural:
        p.fail()
    p.used += body.used
    p.i += split
    p.expect("and", "/", "or")
    second, plural = description(p, cards=True)
    if not plural or p.keys[p.i - 1] != "cards":
        p.fail()
    p.mark(C_EITHER_CARDS)
    return _either(p, first, second)


def _either(p: Parser, first: ObjectFilter, second: ObjectFilter) -> ObjectFilter:
    """A card matching either description, if each tests only what `ObjectFilter.any_of`
    tests of an alternative (types, subtypes, supertypes, numbers)."""
    for flt in (first, second):
        used = {k for k in _EITHER_FIELDS if getattr(flt, k)}
        if not (flt.types or flt.subtypes) or replace(flt, more=None, **{
                k: type(getattr(flt, k))() for k in used}) != ObjectFilter():
            p.fail()
        if flt.subtypes and (flt.types or flt.supertypes):
            p.fail()                      # "Mount creature card": `any_of` tests either
    return ObjectFilter(any_of=(first, second))


C_SACRIFICED_BOUND = construct("library.sacrificed_bound", "search for a <card> with mana "
                               "value equal to [N plus] the sacrificed creature's / artifact's "
                               "mana value / X or less, where X is [N plus] that: the "
                               "permanent as it last existed (CR 118.8, 608.2h, 701.19a)")
# Where a search's bound on the sacrificed creature begins, and its comparison.
_SACRIFICED_BOUNDS = ((("with", "mana", "value", "equal", "to"), "=="),
                      (("with", "mana", "value", "x", "or", "less", ",", "where", "x", "is"),
                       "<="))


def _sacrificed_bound(p: Parser) -> tuple[Any, bool] | None:
    """"a creature card with mana value equal to 1 plus the sacrificed creature's mana
    value" (Birthing Pod): the description with that bound, counted as it resolves from
    the creature sacrificed to pay its cost (CR 118.8, 608.2h); None if not that."""
    start = p.i
    found = next(((k, words, op) for words, op in _SACRIFICED_BOUNDS for k in range(8)
                  if tuple(p.keys[start + k:start + k + len(words)]) == words
                  and "sacrificed" in p.keys[start + k:start + k + len(words) + 5]), None)
    if found is None:
        return None
    at, words, op = found
    if p.scope.kind not in ("spell", "activated") and not p.scope.sacrificed:
        p.fail()                # (a trigger's: the one its instruction just sacrificed)
    flt, plural = _cards_before(p, at, len(words))
    bound = quantity(p)
    if bound != ("mana_value", "sacrificed") and not (
            bound[0] == "plus" and type(bound[1]) is int
            and bound[2] == ("mana_value", "sacrificed")):
        p.fail()
    p.mark(C_SACRIFICED_BOUND)
    return replace(flt, compare=(("mana_value", op, bound),), more=None), plural


C_SPENT_BOUND = construct("library.spent_bound", "Converge — search for a <card> with mana "
                          "value less than or equal to the number of colors of mana spent to "
                          "cast this spell: counted as the spell resolves (CR 601.2h, 608.2h, "
                          "701.19a)")
_SPENT_BOUND = ("with", "mana", "value", "less", "than", "or", "equal", "to")


def _spent_bound(p: Parser) -> tuple[Any, bool] | None:
    """"a creature, instant, or sorcery card with mana value less than or equal to the
    number of colors of mana spent to cast this spell" (Bring to Light): the description
    with that bound, the colors of the mana paid for the spell (CR 601.2h), counted as it
    resolves (CR 608.2h); None if not that."""
    start, words = p.i, _SPENT_BOUND + ("the", "number", "of", "colors", "of", "mana", "spent")
    at = next((k for k in range(8)
               if tuple(p.keys[start + k:start + k + len(words)]) == words), None)
    if at is None:
        return None
    if p.scope.kind != "spell":
        p.fail()
    flt, plural = _cards_before(p, at, len(_SPENT_BOUND))
    bound = quantity(p)
    if bound != ("spent", "colors", "self"):
        p.fail()
    p.mark(C_SPENT_BOUND)
    return replace(flt, compare=(("mana_value", "<=", bound),), more=None), plural


def _card_description(p: Parser) -> tuple[Any, bool]:
    """A description of cards, which may end "with mana value X or less" in a spell with
    {X} in its cost (CR 107.3): X is then the spell's, as it resolves."""
    found = _sacrificed_bound(p) or _spent_bound(p)
    if found is not None:
        return found
    ahead = p.keys[p.i:p.i + 12]
    at = next((k for k in range(len(ahead)) if tuple(ahead[k:k + 6]) == _X_OR_LESS), None)
    if at is None:
        return _cards(p, counted=True)                # counted as it resolves (608.2h)
    if not (spell_x_here(p) or p.scope.kind == "activated"
            and p.scope.x_cost):                     # an activation's X ({X}, [−X])
        p.fail()
    flt, plural = _cards_before(p, at, len(_X_OR_LESS))
    return replace(flt, compare=(("mana_value", "<=", "X"),), more=None), plural


def _cards_before(p: Parser, at: int, skip: int) -> tuple[ObjectFilter, bool]:
    """The cards described by the `at` words ahead (none of them a mana value bound), read
    alone; then the `skip` words of the bound after them are passed over."""
    body = Parser(p.tokens[p.i:p.i + at], p.card, p.scope, p.line)
    flt, plural = _cards(body)
    body.end()
    if flt.compare:
        p.fail()
    p.used += body.used
    p.i += at + skip
    return flt, plural


def _search_pile(p: Parser) -> list[Effect]:
    """"Search your library and graveyard for five cards and exile the rest. Put the chosen
    cards on top of your library in any order." (Doomsday): the two sentences (the last
    period is the caller's)."""
    p.expect("search", "your", "library", "and", "graveyard", "for")
    n = number(p)
    if n < 2:
        p.fail()
    p.expect("cards", "and", "exile", "the", "rest", ".", "put", "the", "chosen", "cards", "on",
             "top", "of", "your", "library", "in", "any", "order")
    p.mark(C["library.search_pile"])
    return [effect("search_pile", amount=n)]


def _search_exile_face_down(p: Parser) -> list[Effect]:
    """"Search your library for a card, exile it face down, then shuffle. If this spell was
    bargained, you may cast the exiled card without paying its mana cost if that spell's
    mana value is 4 or less. Put the exiled card into your hand if it wasn't cast this
    way." (Beseech the Mirror; the last period is the caller's): the card found is exiled
    face down (CR 406.3a) and remembered; cast now or not (CR 608.2g), else it goes to the
    hand."""
    p.expect("search", "your", "library", "for", "a", "card", ",", "exile", "it", "face",
             "down", ",", "then", "shuffle", ".", "if")
    from tolaria.cards.oracle.keywords import bargained
    cond = bargained(p)
    p.expect(",", "you", "may", "cast", "the", "exiled", "card", "without", "paying", "its",
             "mana", "cost", "if", "that", "spell", "'s", "mana", "value", "is")
    most = number(p)
    p.expect("or", "less", ".", "put", "the", "exiled", "card", "into", "your", "hand", "if",
             "it", "wasn't", "cast", "this", "way")
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C["library.search_exile_face_down"])
    return [effect("search_library", who="you", may=False, filter=None, what="card", count=1,
                   reveal=False, names=(), to="exile face down", remember=True),
            effect("if", condition=cond, effect=effect("cast_exiled_free", most=most)),
            effect("return_remembered", to="hand")]


C_SEARCH_TARGET_LIBRARY = construct("library.search_target_library", "Search target "
                                    "player's / opponent's library for a <card> and exile it / "
                                    "put that card onto the battlefield under your control / "
                                    "for [up to] N <cards> and exile them / put them into their "
                                    "graveyard. "
                                    "Then that player shuffles.: you search their library, "
                                    "the card is yours to control (CR 701.19a, 110.2a, "
                                    "701.20a)")


def _search_target_library(p: Parser) -> list[Effect]:
    """"Search target opponent's library for a creature card and put that card onto the
    battlefield under your control. Then that player shuffles." (Bribery) / "Search target
    player's library for a card and exile it. Then that player shuffles." (Extract); the
    last period is the caller's."""
    p.expect("search")
    who = player_target(p)
    p.expect("'s", "library", "for")
    up_to = p.accept("up", "to")
    if up_to or p.peek() in ("two", "three", "four", "five", "six", "seven"):
        count = number(p)
        start = p.i
        flt, plural = _cards(p)
        if count < 2 or not plural or status_in(flt) or flt.controller is not None \
                or flt.other or flt.spell or not up_to and flt != ObjectFilter():
            p.fail()
        what = p.text_from(start)
    else:
        count = 1
        flt, what = _one_card_kind(p)
    if count == 1 and p.accept("and", "put", "that", "card", "onto", "the", "battlefield",
                               "under", "your", "control"):
        where: dict[str, Any] = {"to": "battlefield", "tapped": False}
    elif p.accept("and", "exile", "it" if count == 1 else "them"):
        where = {"to": "exile"}
    elif count > 1 and p.accept("and", "put", "them", "into", "their", "graveyard"):
        where = {"to": "graveyard"}
    else:
        p.fail()
    p.expect(".", "then", "that", "player", "shuffles")
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark("phrase.target")
    p.mark(C_SEARCH_TARGET_LIBRARY)
    if count > 1 and not up_to:
        where["exact"] = True              # "three cards": all are found (CR 701.19b)
    return [effect("search_library", whose=who, filter=flt, what=what, count=count, **where)]


def _search_revealed_name(p: Parser) -> list[Effect]:
    """"Reveal a card from your hand. Search your library for a card with the same name as
    that card, reveal it, put it into your hand, then shuffle." (Infernal Tutor): the two
    sentences together (the last period is the caller's); the name is the revealed card's
    (CR 201.2)."""
    p.expect("reveal", "a", "card", "from", "your", "hand", ".", "search", "your", "library",
             "for", "a", "card", "with", "the", "same", "name", "as", "that", "card", ",",
             "reveal", "it", ",", "put", "it", "into", "your", "hand", ",", "then", "shuffle")
    p.mark(C["library.search_revealed_name"])
    return [effect("reveal_from_hand"),
            effect("search_library", who="you", count=1, to="hand", reveal=True,
                   what="card with the same name as the revealed card", same_name=True)]


def _card_names(p: Parser) -> tuple[str, ...]:
    """"named Avarax", "named Festering Newt or Bubbling Cauldron": names of real cards (the
    card's own name is read as itself), up to the comma."""
    from tolaria.cards.database import CardDatabase
    start = p.i
    while not p.done and not p.at(","):
        p.i += 1
    if p.i == start:
        p.fail()
    names = []
    for part in p.text_from(start).split(" or "):
        part = part.strip()
        if p.keys[start:p.i] == ["SELF"]:
            part = p.card.name
        try:
            CardDatabase.bundled().get(part)
        except LookupError:
            p.fail()
        names.append(part)
    return tuple(names)


C_SEARCH_NEXT_SENTENCE = construct("library.search_then_put", "Search your library for a "
                                   "<card> ... . Put that card onto the battlefield, then "
                                   "shuffle.: the card found, put there in the next sentence "
                                   "(CR 701.19a, 608.2c)")


def _pronoun(p: Parser, plural: bool) -> None:
    """"it"/"that card" for one card found, "them"/"those cards" for several."""
    if plural:
        if not (p.accept("them") or p.accept("those", "cards")):
            p.fail()
    elif not (p.accept("it") or p.accept("that", "card")):
        p.fail()


C_CAST_FOUND = construct("library.cast_found_free", "Search your library for <cards>, exile "
                         "them, then shuffle. Until end of turn, you may cast those cards "
                         "without paying their mana costs. / You may cast them this turn.: a "
                         "permission for each card found, this turn (CR 601.3, 118.9, 400.7)")


C_CAST_FOUND_NOW = construct("library.cast_found_now", "Search your library for a <card>, "
                             "exile that card, then shuffle. You may cast that card without "
                             "paying its mana cost.: cast as the spell resolves, or not (CR "
                             "608.2g, 118.9, 400.7)")


def cast_found_free(p: Parser, before: list[Effect]) -> list[Effect]:
    """"Until end of turn, you may cast those cards without paying their mana costs." (Ugin,
    Eye of the Storms) / "You may cast them this turn." (Chandra, Heart of Fire) after a
    search that exiled the cards found; "You may cast that card without paying its mana
    cost." (Bring to Light) after one that exiled one card: now, as it resolves."""
    last = before[-1] if before else None
    if last is None or last.op != "search_library" or last.get("to") != "exile":
        p.fail()
    if last.get("count") == 1:
        p.expect("you", "may", "cast", "that", "card", "without", "paying", "its", "mana",
                 "cost", ".")
        p.mark(C_CAST_FOUND_NOW)
        return before[:-1] + [replace(last, params=last.params + (("remember", True),)),
                              effect("cast_exiled_free")]
    if p.accept("you", "may", "cast", "them", "this", "turn", "."):
        free = False
    else:
        p.expect("until", "end", "of", "turn", ",", "you", "may", "cast", "those", "cards",
                 "without", "paying", "their", "mana", "costs", ".")
        free = True
    p.mark(C_CAST_FOUND)
    return before[:-1] + [replace(last, params=last.params + (("remember", True),)),
                          effect("may_cast_found", free=free)]


C_FOUND_UNTAP = construct("library.found_land_untap", "Search your library for a basic land "
                          "card, put it onto the battlefield tapped, then shuffle. Then if "
                          "<condition>, untap that land.: the land found, as the condition "
                          "is checked then (CR 608.2c, 400.7)")


def found_land_untap(p: Parser, before: list[Effect]) -> list[Effect]:
    """"Then if you control four or more lands, untap that land." (Fabled Passage) after a
    search that put one land onto the battlefield: that permanent, if the condition holds
    once it is there (CR 608.2c)."""
    from tolaria.cards.oracle.conditions import condition_phrase
    last = before[-1] if before else None
    if last is None or last.op != "search_to" or last.get("to") != "battlefield":
        p.fail()
    p.expect("then", "if")
    cond = condition_phrase(p)
    p.expect(",", "untap", "that", "land", ".")
    p.mark(C_FOUND_UNTAP)
    return before[:-1] + [replace(last, params=last.params + (("remember", True),)),
                          effect("if", condition=cond, effect=effect("untap_found"))]


C_SEARCH_EXILE = construct("library.search_exile", "search your library for <cards>, exile "
                           "them / it / that card, then shuffle (CR 701.19a, 406.2)")


def _search_body(p: Parser, who: Any, may: bool, third: bool = False) -> list[Effect]:
    """What is searched for and where it goes, after "... library for" ("puts ..., then
    shuffles" after "Target player searches")."""
    from tolaria.cards.oracle.quantities import WHERE_X
    reveal_, put_, shuffle_ = ("reveals", "puts", "shuffles") if third else (
        "reveal", "put", "shuffle")
    count: Any
    up_to = p.at("up", "to")
    if p.accept("up", "to"):
        count = amount(p)
        if count == 1:
            p.fail()
    elif p.accept("any", "number", "of"):                 # as many as they like (701.19b)
        count = "any"
        p.mark(C["library.search_any"])
    elif p.accept("a") or p.accept("an"):
        count = 1
    elif p.at("that", "many"):
        count = amount(p)                  # a number counted before (CR 608.2c)
        if not isinstance(count, tuple):
            p.fail()
    elif p.token() is not None and p.token().kind == "num" or p.peek() in (
            "two", "three", "four", "five"):
        count = number(p)                  # "three cards and reveal them" (Intuition),
        if count < 2:                      # "three cards, put them into your hand"
            p.fail()
    else:
        p.fail()
    start = p.i
    names: tuple[str, ...] = ()
    if p.at("card", "named") or p.at("cards", "named"):
        plural = p.next().key == "cards"
        p.i += 1
        flt, names = None, _card_names(p)
    else:
        flt, plural = _card_description(p)
        if status_in(flt) or flt.controller is not None or flt.other or flt.spell:
            p.fail()
    if plural != (count != 1):
        p.fail()
    different = plural and p.accept("with", "different", "names")      # CR 201.2
    if different:
        p.mark(C["library.search_different_names"])
    what = p.text_from(start)
    if count == WHERE_X:                 # "up to X basic land cards, where X is ..., put"
        count = where_x_is(p, "library.search_up_to_x")
    whose = "your" if who == "you" else "their"
    if not plural and who == "you" and not may and not names and p.accept(
            "and", "cast", "that", "card", "without", "paying", "its", "mana", "cost", ".",
            "then", "shuffle"):
        p.scope.it = None                 # what it moved is a new object (CR 400.7)
        p.mark(C["library.search_cast"])
        return [effect("search_cast", filter=flt, what=what)]
    if plural and who == "you" and not may and p.accept("and", "exile", "them", "."):
        return _exiled_opponent_chooses(p, dict(
            who=who, filter=flt, what=what, count=count, names=names,
            **({"different": True} if different else {})))
    if plural and who == "you" and not may and p.accept("and", "reveal", "them", "."):
        extra = {"different": True} if different else {}
        if not up_to and flt == ObjectFilter() and not names:
            extra["exact"] = True          # no quality stated: all are found (CR 701.19b)
        placed = (p.attempt(_one_and_the_other) if count == 2 else None) or \
            _opponent_chooses(p)
        return [effect("search_library", who=who, may=may, filter=flt, what=what, count=count,
                       reveal=True, names=names, **extra, **placed)]
    if plural and who == "you" and not may and count == 2 and p.at(".", "put", "one"):
        p.i += 1                           # "two cards. Put one into your hand and the other
        extra = {"exact": True} if flt == ObjectFilter() and not names else {}   # ..." (Final
        return [effect("search_library", who=who, may=may, filter=flt, what=what,  # Parting)
                       count=count, reveal=False, names=names, **extra,
                       **_one_and_the_other(p))]
    if not p.accept(","):                 # "... where X is 2 plus the sacrificed creature's
        p.expect(".")                     # mana value. Put that card onto the battlefield,
        if plural or who != "you" or not p.at(put_, "that", "card", "onto"):   # then shuffle."
            p.fail()
        p.mark(C_SEARCH_NEXT_SENTENCE)
    reveal = p.accept(reveal_)
    if reveal:
        _pronoun(p, plural)
        p.expect(",")
    where: dict[str, Any] = {}
    if not plural and p.accept("then", shuffle_, "and", put_) and (
            p.accept("that", "card") or p.accept("the", "card") or p.accept("it")):
        p.expect("on", "top")
        where = {"to": "top"}
    elif plural and reveal and p.accept("then", shuffle_, "and", put_):
        _pronoun(p, plural)                    # "those cards on top in any order" (401.4)
        p.expect("on", "top", "in", "any", "order")
        p.mark(C["library.search_to_top"])
        where = {"to": "top"}
    elif not reveal and p.accept("exiles" if third else "exile"):
        _pronoun(p, plural)               # "exile them, then shuffle" (CR 701.19a, 406.2)
        where = {"to": "exile"}
        p.mark(C_SEARCH_EXILE)
        p.expect(",", "then", shuffle_)
    else:
        p.expect(put_)
        if plural and count == 2 and reveal and p.accept("one", "onto", "the", "battlefield"):
            tapped = p.accept("tapped")
            p.expect("and", "the", "other", "into", whose, "hand")
            where = {"to": "split", "tapped": tapped}
        else:
            _pronoun(p, plural)
            if p.accept("onto", "the", "battlefield"):
                where = {"to": "battlefield", "tapped": p.accept("tapped")}
            elif p.accept("into", whose, "hand"):
                where = {"to": "hand"}
                if not plural and who == "you" and p.at(",", "discard", "a", "card", "at",
                                                        "random", ",", "then", "shuffle"):
                    return _search_discard_random(p, dict(
                        who=who, may=may, filter=flt, what=what, count=count,
                        reveal=reveal, names=names, to="hand"))
            elif p.accept("into", whose, "graveyard"):
                where = {"to": "graveyard"}
            else:
                p.fail()
        p.expect(",", "then", shuffle_)
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C["library.search"])
    extra = {"different": True} if different else {}
    if not up_to and type(count) is int and count > 1 and flt == ObjectFilter() and not names:
        extra["exact"] = True              # "three cards": all are found (CR 701.19d)
    return [effect("search_library", who=who, may=may, filter=flt, what=what, count=count,
                   reveal=reveal, names=names, **extra, **where)]


C_SEARCH_DISCARD_RANDOM = construct("library.search_then_discard_random", "Search your "
                                    "library for a <card>, put that card into your hand, "
                                    "discard a card at random, then shuffle.: in that order "
                                    "(CR 701.19a, 701.8c, 701.20a, 608.2c)")


def _search_discard_random(p: Parser, search: dict[str, Any]) -> list[Effect]:
    """Gamble's ", discard a card at random, then shuffle" after the card is put into the
    hand: the discard may take the card found (CR 701.8c); the shuffle comes last."""
    p.expect(",", "discard", "a", "card", "at", "random", ",", "then", "shuffle")
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C["library.search"])
    p.mark(C_SEARCH_DISCARD_RANDOM)
    return [effect("search_library", **search, shuffle=False),
            effect("discard_random", who="you", amount=1),
            effect("shuffle_library", who="you")]


C_EXILE_TOP = construct("library.exiles_top_card", "that player exiles the top card of their "
                        "library, in a triggered ability: exiled with its source (CR 406.2, "
                        "607.2a)")
C_PLAY_EXILED = construct("library.play_exiled_with", "You may play lands and cast spells from "
                          "among cards exiled with this creature: while it has this ability, "
                          "its controller may (CR 607.2a, 601.3, 305.1)")


def play_exiled_with(p: Parser) -> Any:
    """"You may play lands and cast spells from among cards exiled with this creature."
    (Nightveil Specter): linked to its ability exiling them (CR 607.2a)."""
    from tolaria.cards.oracle.phrases import self_ref
    from tolaria.data.ir import StaticAbility
    from tolaria.data.vocabulary import PLAY_EXILED_WITH
    p.expect("you", "may", "play", "lands", "and", "cast", "spells", "from", "among", "cards",
             "exiled", "with")
    if not self_ref(p):
        p.fail()
    p.expect(".")
    p.mark(C_PLAY_EXILED)
    return StaticAbility(kind=PLAY_EXILED_WITH, affects="self")


C_EXILED_TRAITS = construct("library.exiled_creature_traits", "As long as a card exiled with "
                            "this creature is a creature card, this creature has the power, "
                            "toughness, and creature types of the last creature card exiled "
                            "with it. It's still a <creature type>. (CR 607.2a, 613.1d, "
                            "613.4b)")


def exiled_creature_traits(p: Parser) -> Any:
    """Duplicant's static ability, linked to its ability exiling the card (CR 607.2a): the
    last creature card exiled with it gives its creature types (layer 4, CR 613.1d) and its
    power and toughness (layer 7b, CR 613.4b); the named type stays."""
    from tolaria.cards.oracle.phrases import SUBTYPE_WORDS, self_ref
    from tolaria.data.ir import StaticAbility, condition, layer_effect
    from tolaria.data.vocabulary import EXILED_CREATURE_CARD
    p.expect("as", "long", "as", "a", "card", "exiled", "with")
    if not self_ref(p):
        p.fail()
    p.expect("is", "a", "creature", "card", ",")
    if not self_ref(p):
        p.fail()
    p.expect("has", "the", "power", ",", "toughness", ",", "and", "creature", "types", "of",
             "the", "last", "creature", "card", "exiled", "with", "it", ".", "it", "'s",
             "still", "a")
    kept = SUBTYPE_WORDS.get(p.next().key)
    p.expect(".")
    if kept is None or kept not in p.card.subtypes:
        p.fail()
    p.mark(C_EXILED_TRAITS)
    return StaticAbility(kind="continuous", affects="self",
                         condition=condition(EXILED_CREATURE_CARD),
                         parts=(layer_effect("4", "exiled_creature_types", kept=(kept,)),
                                layer_effect("7b", "exiled_creature_pt")))


C_ONE_AND_THE_OTHER = construct("library.search_one_and_the_other", "Search your library for "
                                "[up to] two <cards> [and reveal them]. Put one into your hand "
                                "and the other into your graveyard. Then shuffle.: the "
                                "searcher chooses which; one found goes where they choose "
                                "(CR 701.19a, 701.20a)")


def _one_and_the_other(p: Parser) -> dict[str, Any]:
    """"Put one into your hand and the other into your graveyard. Then shuffle." after two
    cards are found and revealed (Fork in the Road, Jarad's Orders)."""
    p.expect("put", "one", "into", "your")
    first_to = p.next().key
    p.expect("and", "the", "other", "into", "your")
    other_to = p.next().key
    if {first_to, other_to} != {"hand", "graveyard"}:
        p.fail()
    p.expect(".", "then", "shuffle")
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C_ONE_AND_THE_OTHER)
    return {"to": "split", "first_to": first_to, "other_to": other_to}


def _opponent_chooses(p: Parser) -> dict[str, Any]:
    """"Target opponent chooses one / two of those cards. Put that card / the chosen cards
    into your hand / graveyard and the rest into your graveyard / hand. Then shuffle"
    (Intuition, Gifts Ungiven): where the revealed cards go, as the opponent chooses
    (CR 608.2d); the library is shuffled after they move (CR 701.20a)."""
    from tolaria.cards.oracle.phrases import player_ref
    chooser = player_ref(p)
    if type(chooser) is not int or p.scope.targets[chooser].players != "opponent":
        p.fail()
    p.expect("chooses")
    n = number(p)
    if n > 1:
        p.expect("of", "those", "cards")
    p.expect(".", "put")
    if not (p.accept("that", "card") if n == 1 else p.accept("the", "chosen", "cards")):
        p.fail()
    p.expect("into", "your")
    chosen_to = p.next().key
    p.expect("and", "the", "rest", "into", "your")
    rest_to = p.next().key
    if {chosen_to, rest_to} != {"hand", "graveyard"}:
        p.fail()
    p.expect(".", "then", "shuffle")
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C["library.search_opponent_chooses"])
    return {"to": "opponent_chooses", "chooser": chooser, "chosen": n, "chosen_to": chosen_to,
            "rest_to": rest_to}


def _exiled_opponent_chooses(p: Parser, search: dict[str, Any]) -> list[Effect]:
    """"... and exile them. An opponent chooses one of those cards. Shuffle that card into
    your library. You may cast the other cards without paying their mana costs." (Emergent
    Ultimatum), after "Search your library for up to N <cards>": the search exiles the
    cards found without shuffling (nothing says so, CR 701.19), the resolving spell
    remembers them ("those cards"); an opponent chooses one, shuffled into the library
    (CR 701.20a); the searcher may cast the others as it resolves (CR 608.2g, 118.9). The
    last period is the caller's."""
    p.expect("an", "opponent", "chooses", "one", "of", "those", "cards", ".", "shuffle",
             "that", "card", "into", "your", "library", ".", "you", "may", "cast", "the",
             "other", "cards", "without", "paying", "their", "mana", "costs")
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C["library.search_exile_opponent_chooses"])
    return [effect("search_library", **search, to="exile", shuffle=False, remember=True),
            effect("opponent_chooses_exiled"), effect("cast_exiled_free")]


C_EACH_LIBRARY = construct("library.search_each_library_cast", "For each player, search that "
                           "player's library for a <card> and exile it, then that player "
                           "shuffles. You may cast those cards without paying their mana "
                           "costs. (CR 701.19a, 701.20a, 608.2g, 118.9)")


def _search_each_library(p: Parser) -> list[Effect]:
    """Jace, Architect of Thought's two sentences (the last period is the caller's): the
    controller searches every player's library in turn, exiling the card found there, and
    each player shuffles theirs; the controller may then cast the cards exiled, as it
    resolves (CR 608.2g)."""
    p.expect("for", "each", "player", ",", "search", "that", "player", "'s", "library", "for")
    flt, what = _one_card_kind(p)
    p.expect("and", "exile", "it", ",", "then", "that", "player", "shuffles", ".", "you",
             "may", "cast", "those", "cards", "without", "paying", "their", "mana", "costs")
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C_EACH_LIBRARY)
    return [effect("search_library", whose="each", filter=flt, what=what, to="exile",
                   remember=True), effect("cast_exiled_free")]


def player_verb(p: Parser, who: Any, verb: str) -> list[Effect]:
    """A player's verb (already read) that the core clause rules don't know."""
    one = who != "you"
    if verb == ("puts" if one else "put") and p.accept(
            "all", "the", "cards", "from", "their" if one else "your", "graveyard", "on", "the",
            "bottom", "of", "their" if one else "your", "library", "in", "a", "random", "order"):
        p.mark(C["library.graveyard_to_bottom"])
        return [effect("graveyard_to_bottom", who=who)]           # CR 401.4 (Endurance)
    if verb == ("manifests" if one else "manifest") and not p.at("the", "top"):
        from tolaria.cards.oracle.keywords import player_manifests_from_hand
        return player_manifests_from_hand(p, who, one)                  # CR 701.34a
    if verb == ("manifests" if one else "manifest") and p.at("the", "top"):
        from tolaria.cards.oracle.keywords import player_manifests
        return player_manifests(p, who)                                   # CR 701.34a
    if one and verb in ("exiles", "puts") and p.at("a", "card", "from"):
        from tolaria.cards.oracle.graveyard import player_moves_card
        return player_moves_card(p, who, verb)      # "exiles a card from their graveyard"
    if one and verb == "exiles" and p.peek(1) == "cards" and p.peek(2) == "from":
        from tolaria.cards.oracle.graveyard import player_exiles_cards_from_hand
        return player_exiles_cards_from_hand(p, who)    # "exiles two cards from their hand"
    if verb == "may" and p.at("put") and who == "you":
        return _from_hand(p, True)
    if verb == "may" and who == "you" and p.at("choose", "new", "targets", "for", "target"):
        from tolaria.cards.oracle.instructions import C as EFFECTS
        from tolaria.cards.oracle.phrases import target
        p.i += 4
        index = target(p)
        spec = p.scope.targets[index].objects
        if spec is None or not (spec.spell or spec.abilities):
            p.fail()
        p.mark(EFFECTS["effect.choose_new_targets"])
        return [effect("choose_new_targets", target=index)]                  # CR 115.7d
    if verb == "can't" and who == "you" and p.accept(
            "lose", "the", "game", "this", "turn", "and", "your", "opponents", "can't", "win",
            "the", "game", "this", "turn"):
        p.mark(C["library.cant_lose_this_turn"])       # CR 104.3b, 104.2b, 101.2
        return [effect("cant_lose_this_turn")]
    if verb == "may" and who == "you" and p.at("cast", "a", "spell"):
        from tolaria.cards.oracle.graveyard import cast_from_hand
        return cast_from_hand(p)                        # CR 608.2g (Rishkar's Expertise)
    if one and verb == "taps":
        from tolaria.cards.oracle.riders import player_taps
        return player_taps(p, who)                      # CR 701.21a (Tangle Wire)
    if one and verb == "untaps":
        from tolaria.cards.oracle.riders import player_untaps
        return player_untaps(p, who)                    # CR 701.21b (Hokori, Dust Drinker)
    if who == "each" and (verb == "puts" or verb == "may" and p.at("put")):
        return _each_puts(p, verb == "may")
    if who in (OTHERS, "opponents") and verb == "may" and (p.at("put") or p.at("return")):
        return _others_put(p, who)                       # CR 101.4, 110.2
    if who == "each" and verb == "turns" and p.at("face", "up"):
        return _turn_exiled_face_up(p)
    if verb == "may" and p.at("tap", "or", "untap") and who == "you":
        return _tap_or_untap(p, True)
    if verb == "may" and p.at("return") and who == "you":
        from tolaria.cards.oracle.graveyard import return_choice
        return return_choice(p, may=True)               # "you may return a <card> from"
    if verb == "may" and p.accept("search"):
        may = True
    elif verb == ("searches" if one else "search"):
        may = False
    elif verb == ("reveals" if one else "reveal") and p.accept("their" if one else "your",
                                                               "hand"):
        if isinstance(who, int) and (p.at(".", "you", "choose") or p.at("and", "you",
                                                                          "choose")):
            found = p.attempt(_reveal_exile, who)
            if found is not None:
                return found
        p.mark(C["library.reveal_hand"])
        return [effect("reveal_hand", who=who)]
    elif one and verb == "reveals" and p.at("cards", "from", "the", "top"):
        return _mill_until(p, who)
    elif one and verb == "reveals" and p.at("the", "top", "card", "of", "their", "library"):
        return _their_top_card(p, who)
    elif who == "event" and verb == "exiles" and p.scope.kind == "triggered" and p.accept(
            "the", "top", "card", "of", "their", "library"):
        p.mark(C_EXILE_TOP)                 # "cards exiled with this creature" (607.2a)
        return [effect("exile_top_with", who=who)]
    elif verb == ("exiles" if one else "exile") and p.at("the", "top"):
        return player_exiles_top(p, who)
    elif verb == ("takes" if one else "take") and p.at("the", "initiative"):
        return _initiative(p, who)
    elif verb == ("takes" if one else "take"):
        return _extra_turn(p, who)
    elif verb == ("skips" if one else "skip") and p.accept("their" if one else "your", "next",
                                                           "combat", "phase"):
        p.mark(C["library.skip_combat"])
        return [effect("skip_combat", who=who)]               # CR 614.10, 500.1
    elif verb == ("skips" if one else "skip") and p.accept("their" if one else "your", "next",
                                                           "untap", "step"):
        p.mark(C["library.skip_untap"])
        return [effect("skip_untap", who=who)]                # CR 614.10, 502.3
    elif verb == ("skips" if one else "skip") and p.accept("their" if one else "your", "next",
                                                           "draw", "step"):
        p.mark(C_SKIP_DRAW)
        return [effect("skip_draw", who=who)]                 # CR 614.10, 504.1
    elif verb == ("skips" if one else "skip") and p.accept("their" if one else "your", "next"):
        n = 1 if p.at("turn") else number(p) if not p.at("x") else amount(p)
        if not (p.accept("turn") if n == 1 else p.accept("turns")):
            p.fail()
        p.mark(C["library.extra_turn"])
        return [effect("skip_turns", who=who, amount=n)]
    elif verb == ("shuffles" if one else "shuffle") and (p.accept(
            "their" if one else "your", "library") or p.at(".")):   # "shuffles." (701.20a)
        p.mark(C["library.shuffle"])
        return [effect("shuffle_library", who=who)]
    elif verb in ("shuffles", "shuffle") and who == "each" and p.accept(  # ("may shuffle")
            "their", "hand", "and", "graveyard", "into", "their", "library"):
        out = [effect("shuffle_hand_graveyard", who=who)]
        if p.accept(",", "then", "draws"):
            n = amount(p)
            p.expect("cards")
            out.append(effect("draw", amount=n, who=who))
        p.mark(C["library.shuffle"])
        return out
    elif verb == ("becomes" if one else "become") and p.accept("the", "monarch"):
        p.mark(C["library.monarch"])
        return [effect("become_monarch", who=who)]
    elif verb == ("shuffles" if one else "shuffle") and p.accept(
            "their" if one else "your", "graveyard", "into", "their" if one else "your",
            "library"):
        p.mark(C["library.shuffle_in"])
        return [effect("shuffle_graveyard", who=who)]
    elif verb == "shuffles" and isinstance(who, int) and p.at("up", "to"):
        return _shuffle_targets_in(p, who)
    else:
        p.fail()
    if who == "you" and p.at("your", "library", "and", "/", "or", "graveyard"):
        from tolaria.cards.oracle.graveyard import search_zones
        return search_zones(p, may)                        # and/or graveyard (701.19)
    p.expect("their" if one else "your", "library", "for")
    found = _search_body(p, who, may, third=one and not may)
    p.mark(C["library.search_other"])
    return found


C_SHUFFLE_TARGETS_IN = construct("library.shuffle_target_cards_in", "Target player shuffles "
                                 "up to N target cards from their graveyard into their "
                                 "library / Shuffle up to N target cards from your graveyard "
                                 "into your library: cards of that player's graveyard, chosen "
                                 "with the player (CR 115.1, 601.2c); then that library is "
                                 "shuffled (CR 701.20a, 701.20c)")


def _shuffle_targets_in(p: Parser, who: int) -> list[Effect]:
    """After "target player shuffles": "up to four target cards from their graveyard into
    their library" (Gaea's Blessing)."""
    earlier = p.scope.targets[who]
    if earlier.players is None or earlier.objects is not None or p.scope.kind not in (
            "spell", "activated"):
        p.fail()
    return _up_to_cards_in(p, who, "their")


def shuffle_your_graveyard_in(p: Parser) -> list[Effect]:
    """"Shuffle your graveyard into your library." (Feldon's Cane): the imperative of "<player>
    shuffles their graveyard into their library" (CR 701.20a)."""
    p.expect("shuffle", "your", "graveyard", "into", "your", "library")
    p.mark(C["library.shuffle_in"])
    return [effect("shuffle_graveyard", who="you")]


def shuffle_your_targets_in(p: Parser) -> list[Effect]:
    """"Shuffle up to five target cards from your graveyard into your library." (Wand of
    Vertebrae)."""
    p.expect("shuffle")
    return _up_to_cards_in(p, "you", "your")


def _up_to_cards_in(p: Parser, who: Any, whose: str) -> list[Effect]:
    """"up to N target cards from <whose> graveyard into <whose> library": the targets, of
    the target player's graveyard (CR 108.4a: a card's owner controls it there) or yours."""
    start = p.i
    p.expect("up", "to")
    n = number(p)
    if not isinstance(n, int) or n < 1:
        p.fail()
    p.expect("target", "card" if n == 1 else "cards", "from", whose, "graveyard")
    flt = ObjectFilter(zone="graveyard", controller="you" if who == "you" else None)
    spec = TargetSpec(objects=flt, text=p.text_from(start), optional=True,
                      controlled_by=who if isinstance(who, int) else -1)
    p.expect("into", whose, "library")
    first = p.add_target(spec)
    for _ in range(n - 1):
        p.add_target(replace(spec, same_phrase=True))
    p.mark(C_SHUFFLE_TARGETS_IN)
    return [effect("shuffle_cards_in", targets=tuple(range(first, first + n)), who=who)]


# -- keyword actions of an object -------------------------------------------------------------

def object_verb(p: Parser, subject: Any) -> list[Effect]:
    """"<object> explores" (CR 701.40) / "<object> connives" (CR 701.47)."""
    if p.scope.kind == "spell" and subject == "self":
        p.fail()
    if p.accept("'s", "owner", "puts", "it", "on", "their", "choice", "of", "the", "top", "or",
                "bottom", "of", "their", "library"):
        p.mark(C["library.to_library"])               # the owner chooses (CR 401.4)
        return [effect("top_or_bottom", target=subject)]
    verb = p.next().key
    if verb not in ("explores", "connives"):
        p.fail()
    op = "explore" if verb == "explores" else "connive"
    if op == "connive" and not (p.at(".") or p.at(",") or p.at("again") or p.done):
        n = amount(p)                     # "connives X, where X is ..." (CR 701.47e)
        p.mark(C["library.connive_n"])
        return [effect(op, target=subject, amount=n)]
    p.accept("again")                     # "it explores, then it explores again"
    p.mark(C[f"library.{op}"])
    return [effect(op, target=subject)]


C_OWNER_SHUFFLES_SELF = construct("library.owner_shuffles_self", "This creature's owner / its "
                                  "owner shuffles it into their library, in its own triggered "
                                  "ability (CR 108.3, 701.20a)")


def owner_shuffles_self(p: Parser) -> list[Effect]:
    """"At the beginning of the end step, this creature's owner shuffles it into their
    library." (Blitz Hellion): "its owner" in a trigger that names nothing else."""
    if p.scope.kind != "triggered" or p.scope.targets or p.scope.self_gone:
        p.fail()                          # (a card that left: a new object, CR 400.7)
    if not p.accept("its") or p.scope.it not in (None, "self"):
        if not self_ref(p):
            p.fail()
        p.expect("'s")
    p.expect("owner", "shuffles", "it", "into", "their", "library")
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C_OWNER_SHUFFLES_SELF)
    return [effect("shuffle_in", target="self")]


def its_owner_puts(p: Parser) -> list[Effect]:
    """"Its owner puts it on their choice of the top or bottom of their library." about the
    object "it" names (a target permanent or spell): the owner chooses (CR 401.4)."""
    p.expect("its")
    subject = it_ref(p, word=True)
    if not isinstance(subject, int):
        p.fail()
    p.expect("owner", "puts", "it", "on", "their", "choice", "of", "the", "top", "or",
             "bottom", "of", "their", "library")
    p.mark(C["library.to_library"])
    return [effect("top_or_bottom", target=subject)]


C_ITS_OWNER_SHUFFLES = construct("library.its_owner_shuffles", "Choose target <permanent>. Its "
                                 "owner shuffles it into their library.: the permanent's "
                                 "owner shuffles (CR 108.3, 701.20a)")


def its_owner_shuffles(p: Parser) -> list[Effect]:
    """"Its owner shuffles it into their library." about the target permanent "it" names
    (Deglamer)."""
    p.expect("its")
    subject = it_ref(p, word=True)
    if not isinstance(subject, int):
        p.fail()
    spec = p.scope.targets[subject]
    if spec.objects is None or spec.players is not None or spec.objects.spell or \
            spec.objects.zone:
        p.fail()
    p.expect("owner", "shuffles", "it", "into", "their", "library")
    if not p.at("."):
        p.fail()
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C_ITS_OWNER_SHUFFLES)
    return [effect("shuffle_in", target=subject)]


def _tap_or_untap(p: Parser, may: bool) -> list[Effect]:
    """"[You may] tap or untap target permanent": chosen as it resolves (CR 701.21)."""
    p.expect("tap", "or", "untap")
    ref = object_ref(p)
    if isinstance(ref, int) and (p.scope.targets[ref].objects is None
                                 or p.scope.targets[ref].objects.spell):
        p.fail()
    if ref == "self" and p.scope.kind == "spell":
        p.fail()
    p.mark(C["library.tap_or_untap"])
    return [effect("tap_or_untap", target=ref, may=may)]


def _take(p: Parser) -> list[Effect]:
    p.expect("take")
    return _extra_turn(p, "you")


def _extra_turn(p: Parser, who: Any) -> list[Effect]:
    """"an extra turn after this one" (CR 500.7); "two extra turns after this one": one
    after the other (each added in turn, CR 500.7)."""
    if p.peek() in ("two", "three"):
        return _extra_turns(p, who)
    p.expect("an", "extra", "turn", "after", "this", "one")
    p.mark(C["library.extra_turn"])
    return [effect("extra_turn", who=who)]


C_EXTRA_TURNS = construct("library.extra_turns", "<player> takes / take N extra turns after this "
                          "one: N extra turns, added one at a time (CR 500.7)")


def _extra_turns(p: Parser, who: Any) -> list[Effect]:
    """"Target player takes two extra turns after this one." (Time Stretch)."""
    n = number(p)
    p.expect("extra", "turns", "after", "this", "one")
    p.mark(C_EXTRA_TURNS)
    return [effect("extra_turn", who=who) for _ in range(n)]


def _put_library(p: Parser) -> list[Effect]:
    """"Put target card from a graveyard on the bottom of its owner's library", "Put target
    creature on the bottom of its owner's library", "Put this creature on top of its owner's
    library" (CR 401.4)."""
    p.expect("put")
    grave = p.attempt(graveyard_target)
    if grave is not None:
        ref: Any = grave
        zone = "graveyard"
        yours = p.scope.targets[grave].objects.controller == "you"
    else:
        if p.at_any(("it", "that")) and p.scope.it != "self":
            p.fail()                  # "it" may have moved already (CR 400.7): not read
        ref = object_ref(p)
        if isinstance(ref, int) and (p.scope.targets[ref].objects is None
                                     or p.scope.targets[ref].objects.spell):
            p.fail()
        if ref == "self" and p.scope.kind == "spell":
            p.fail()
        zone, yours = "battlefield", False
    depth = 0
    chosen = zone == "graveyard" and p.accept("on", "your", "choice", "of", "the", "top",
                                              "or", "bottom", "of")        # (Not Forgotten)
    if chosen:
        bottom = False
        p.mark(C_TOP_OR_BOTTOM)
    elif p.accept("on", "the", "bottom", "of"):
        bottom = True
    elif p.accept("into"):
        bottom = False                      # "into its owner's library second from the top"
        depth = 2
    else:
        p.expect("on", "top", "of")
        bottom = False
    if not (p.accept("its", "owner", "'s", "library") or yours and p.accept("your", "library")):
        p.fail()
    if depth:
        if p.accept("second"):
            depth = 2
        else:
            p.expect("third")
            depth = 3
        p.expect("from", "the", "top")
    p.mark(C["library.to_library"])
    if chosen:
        return [effect("to_library_at", target=ref, zone=zone, bottom=bottom, depth=depth,
                       top_or_bottom=True)]
    return [effect("to_library_at", target=ref, zone=zone, bottom=bottom, depth=depth)]


C_TOP_OR_BOTTOM = construct("library.top_or_bottom", "Put target card from a graveyard / "
                            "(when this dies) it on your choice of the top or bottom of its "
                            "owner's library: chosen as it resolves (CR 608.2d, 401.4)")


def _each_puts(p: Parser, may: bool) -> list[Effect]:
    """"Each player [may] put(s) a creature card from their graveyard / an artifact,
    creature, enchantment, or land card from their hand onto the battlefield": each chooses
    one of theirs in APNAP order, then all enter at once (CR 101.4, 110.2)."""
    p.accept("put")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = _cards(p)
    if plural or status_in(flt) or flt.controller is not None or flt.other or flt.spell \
            or flt.zone:
        p.fail()
    p.expect("from", "their")
    zone = p.next().key
    if zone not in ("hand", "graveyard"):
        p.fail()
    p.expect("onto", "the", "battlefield")
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C["library.each_puts"])
    return [effect("each_put_onto_battlefield", zone=zone, filter=flt, may=may)]


C_OTHERS_PUT = construct("library.others_put", "Each other player / each opponent may put a "
                         "<card> from their hand / graveyard onto the battlefield (or \"onto "
                         "the battlefield from their hand\") / may return a <card> from their "
                         "graveyard to the battlefield: each chooses one or none in turn "
                         "order, then all enter at once (CR 101.4, 110.2)")


def _others_put(p: Parser, who: str) -> list[Effect]:
    """"When this creature enters, each other player may put a creature card from their
    hand onto the battlefield." (Hunted Wumpus), "each opponent may put a legendary creature
    card ..." (Iwamori), "... onto the battlefield from their hand" (Charmed Griffin)."""
    returned = p.accept("return")
    if not returned:
        p.expect("put")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = _cards(p)
    if plural or status_in(flt) or flt.controller is not None or flt.other or flt.spell \
            or flt.zone:
        p.fail()
    if returned:                          # "return a creature card from their graveyard to
        p.expect("from", "their", "graveyard", "to", "the", "battlefield")   # the battlefield"
        zone = "graveyard"
    elif p.accept("onto", "the", "battlefield", "from", "their"):
        zone = p.next().key
    else:
        p.expect("from", "their")
        zone = p.next().key
        p.expect("onto", "the", "battlefield")
    if zone not in ("hand", "graveyard") or not p.at("."):
        p.fail()
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C_OTHERS_PUT)
    return [effect("each_put_onto_battlefield", zone=zone, filter=flt, may=True, who=who)]


def _from_hand(p: Parser, may: bool) -> list[Effect]:
    """"You may put a land card from your hand onto the battlefield [tapped]": not playing
    it (CR 305.4); a choice of a matching card, not a target."""
    p.expect("put")
    if p.at("any", "number", "of") or p.at("up", "to"):
        return _any_from_hand(p, may)
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = _cards(p, counted=True)                 # counted as it resolves (608.2h)
    if plural or status_in(flt) or flt.controller is not None or flt.other or flt.spell:
        p.fail()
    p.expect("from", "your", "hand")
    zones = ("hand", "graveyard") if p.accept("or", "graveyard") else ("hand",)
    p.expect("onto", "the", "battlefield")
    tapped = p.accept("tapped")
    extra: dict[str, Any] = {}
    if tapped and zones == ("hand",) and p.accept("and", "attacking"):
        extra["attacking"] = _attacking(p)
        p.mark(C["library.from_hand_attacking"])
    else:
        p.mark(C["library.from_hand"])
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    return [effect("put_from_hand", filter=flt, may=may, tapped=tapped, zones=zones, **extra)]


def _attacking(p: Parser) -> str:
    """What a creature put onto the battlefield attacking attacks (CR 508.4): "that player"
    / "that opponent", the one an "attacks a player" trigger is about ("event"); or, said of
    nothing, what its controller chooses as it enters ("chosen")."""
    if p.accept("that", "player") or p.accept("that", "opponent"):
        if p.scope.kind != "triggered" or p.scope.event != "attacks" or \
                p.scope.event_subject != "player":
            p.fail()
        return "event"
    if p.at("that") or p.at("you"):
        p.fail()
    return "chosen"


C_ANY_FROM_HAND = construct("library.from_hand_any", "put any number of / up to N <cards> "
                            "from your hand onto the battlefield [tapped]: as many as the "
                            "player chooses (at most N), entering at once; not playing them "
                            "(CR 305.4, 110.2)")


def _any_from_hand(p: Parser, may: bool) -> list[Effect]:
    """"Put any number of land cards from your hand onto the battlefield tapped." (Wrenn
    and Seven), "put up to seven permanent cards from your hand onto the battlefield" (Ugin,
    the Spirit Dragon): none at all may be chosen, so "you may" adds nothing."""
    count: Any = "any"
    if p.accept("up", "to"):
        count = number(p)
        if count < 2:
            p.fail()
    else:
        p.expect("any", "number", "of")
    flt, plural = _cards(p)
    if not plural or status_in(flt) or flt.controller is not None or flt.other or flt.spell:
        p.fail()
    p.expect("from", "your", "hand", "onto", "the", "battlefield")
    tapped = p.accept("tapped")
    p.scope.it = None
    p.mark(C_ANY_FROM_HAND)
    return [effect("put_from_hand", filter=flt, may=True, tapped=tapped, count=count)]


def all_from_hand(p: Parser) -> list[Effect]:
    """"[you may] reveal your hand and put all land cards from it onto the battlefield. If
    you do, discard your hand." (Manabond, its "you may" the trigger's, CR 603.5): all at
    once (CR 701.16a, 110.2), then the hand is discarded (CR 608.2c, 701.8a)."""
    if p.scope.kind != "triggered":
        p.fail()
    p.expect("reveal", "your", "hand", "and", "put", "all")
    flt, plural = _cards(p)
    if not plural or status_in(flt) or flt.controller is not None or flt.other or flt.spell:
        p.fail()
    p.expect("from", "it", "onto", "the", "battlefield", ".", "if", "you", "do", ",",
             "discard", "your", "hand")
    p.scope.it = None
    p.mark(C["library.all_from_hand"])
    return [effect("put_all_from_hand", filter=flt, discard=True)]


def _hand_to_library(p: Parser) -> list[Effect]:
    """"put two cards from your hand on top of your library in any order" (Brainstorm)."""
    p.expect("put")
    n = number(p)
    if not (p.accept("card") if n == 1 else p.accept("cards")):
        p.fail()
    p.expect("from", "your", "hand")
    if p.accept("on", "top", "of", "your", "library"):
        bottom = False
    else:
        p.expect("on", "the", "bottom", "of", "your", "library")
        bottom = True
    if n > 1:
        p.expect("in", "any", "order")
    p.mark(C["library.hand_to_library"])
    return [effect("hand_to_library", amount=n, bottom=bottom)]


def _put(p: Parser) -> list[Effect]:
    return p.choice(_put_library, lambda q: _from_hand(q, False), _own_death,
                    _hand_to_library, _dead_card_bottom)


def _shuffle_in(p: Parser) -> list[Effect]:
    """"Shuffle this creature into its owner's library" (a permanent, CR 701.20)."""
    if p.scope.self_gone:
        return _own_death(p)
    if p.at("shuffle", "your", "library"):
        return _shuffle_library(p)
    p.expect("shuffle")
    if p.scope.kind == "spell" and self_ref(p):
        p.expect("into", "its", "owner", "'s", "library")
        p.mark(C["library.shuffle_self"])
        return [effect("shuffle_self")]
    if p.at_any(("it", "that")) and p.scope.it != "self":
        p.fail()                      # "it" may have moved already (CR 400.7): not read
    ref = object_ref(p)
    if isinstance(ref, int) and (p.scope.targets[ref].objects is None
                                 or p.scope.targets[ref].objects.spell):
        p.fail()
    if ref == "self" and p.scope.kind == "spell":
        p.fail()
    p.expect("into", "its", "owner", "'s", "library")
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C["library.shuffle_in"])
    return [effect("shuffle_in", target=ref)]


def _look_back(p: Parser) -> list[Effect]:
    """"Look at the top three cards of your library, then put them back in any order"."""
    p.expect("look", "at", "the", "top")
    x = top_x(p)
    n: Any = "X" if x else number(p)
    if not x and n < 2:
        p.fail()
    p.expect("cards", "of")
    if x:
        p.expect("your", "library")
        who: Any = "you"
        n = where_x_is(p)
    elif p.accept("your", "library"):
        who = "you"
    else:
        p.expect("target")
        kind = p.next().key
        if kind not in ("player", "opponent"):
            p.fail()
        who = p.add_target(TargetSpec(players="any" if kind == "player" else "opponent",
                                      text=f"target {kind}"))
        p.mark("phrase.target")
        p.expect("'s", "library")
    p.expect(",", "then", "put", "them", "back", "in", "any", "order")
    p.mark(C["library.look_back"])
    return [effect("look_back", who=who, amount=n)]


def _mill_until(p: Parser, who: Any) -> list[Effect]:
    """"<player> reveals cards from the top of their library until they reveal a land card,
    then puts those cards into their graveyard": the card found goes too."""
    p.expect("cards", "from", "the", "top", "of", "their", "library", "until")
    ended = p.accept("they", "reveal")              # else "until four land cards are revealed"
    count = 1 if p.accept("a") or p.accept("an") else number(p)
    start = p.i
    flt, plural = _cards(p)
    if plural != (count > 1) or status_in(flt) or flt.controller is not None or flt.other \
            or flt.spell:
        p.fail()
    what = p.text_from(start)
    if not ended:
        p.expect("are", "revealed", ".", "that", "player", "puts", "all", "cards", "revealed",
                 "this", "way", "into", "their", "graveyard")
        p.mark(C["library.mill_until"])
        return [effect("mill_until", who=who, filter=flt, what=what, count=count)]
    if count > 1:
        p.expect(",", "then", "puts", "those", "cards", "into", "their", "graveyard")
        p.mark(C["library.mill_until"])
        return [effect("mill_until", who=who, filter=flt, what=what, count=count)]
    if p.at(".", "that", "player") or p.at(".", "the", "player"):
        p.i += 3
        p.expect("puts", "that", "card", "onto", "the", "battlefield", ",", "then", "shuffles")
        if not (p.accept("the", "rest") or p.accept("all", "other", "cards", "revealed", "this",
                                                     "way")) or who in ("opponents", "each"):
            p.fail()
        p.expect("into", "their", "library")
        p.mark(C["library.polymorph"])
        return [effect("reveal_until_put", who=who, filter=flt, what=what)]
    p.expect(",", "then", "puts", "those", "cards", "into", "their", "graveyard")
    p.mark(C["library.mill_until"])
    return [effect("mill_until", who=who, filter=flt, what=what)]


def top_x(p: Parser) -> bool:
    """"the top X cards", with ", where X is ..." ending the sentence: consumes the X."""
    from tolaria.cards.oracle.quantities import where_x_ahead
    if p.at("x") and where_x_ahead(p):
        p.i += 1
        return True
    return False


def where_x_is(p: Parser, construct_name: str = "library.top_x") -> Any:
    """", where X is <quantity>" after "the top X cards of your library" (or "up to X
    <cards>" searched for): the quantity, counted as the instruction resolves (CR 608.2h).
    What "they" control is a gap here."""
    from tolaria.cards.oracle.quantities import C_WHERE_X, _theirs
    p.expect(",", "where", "x", "is")
    q = quantity(p)
    if _theirs(q):
        p.fail()
    p.mark(C_WHERE_X)
    p.mark(C[construct_name])
    return q


def _kinship(p: Parser) -> list[Effect]:
    """Kinship: "look at the top card of your library. If it shares a creature type with
    this creature, you may reveal it. If you do, ..." (the last period is the caller's)."""
    if p.scope.kind == "spell":
        p.fail()
    p.expect("look", "at", "the", "top", "card", "of", "your", "library", ".", "if", "it",
             "shares", "a", "creature", "type", "with")
    if not self_ref(p):
        p.fail()
    p.expect(",", "you", "may", "reveal", "it", ".", "if", "you", "do", ",")
    p.scope.it = None                     # "it" was the card looked at
    then = _clauses(p)
    p.mark(C["library.kinship"])
    return [effect("kinship")] + [effect("if_revealed", effect=e) for e in then]


def _one_card_kind(p: Parser) -> tuple[Any, str]:
    """"a <card>", one kind of card by its characteristics alone, and its words: what is
    revealed until (CR 701.16a), or searched for in each library (CR 701.19a)."""
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    start = p.i
    flt, plural = _cards(p)
    if plural or status_in(flt) or flt.controller is not None or flt.other or flt.spell:
        p.fail()
    return flt, p.text_from(start)


def _reveal_until(p: Parser) -> list[Effect]:
    """"Reveal cards from the top of your library until you reveal a creature card. Put that
    card into your hand and the rest on the bottom of your library in a random order." (the
    last period is the caller's)."""
    p.expect("reveal", "cards", "from", "the", "top", "of", "your", "library", "until", "you",
             "reveal")
    flt, what = _one_card_kind(p)
    if p.accept(",", "then", "put", "all", "cards", "revealed", "this", "way", "into", "your",
                "hand"):
        p.scope.it = None                 # that card too (Treasure Hunt, CR 701.16a)
        p.mark(C["library.reveal_until"])
        return [effect("reveal_until", filter=flt, what=what, rest="hand", to="hand")]
    p.expect(".", "put", "that", "card")
    if p.accept("into", "your", "hand"):
        where: dict[str, Any] = {"to": "hand"}
    else:
        p.expect("onto", "the", "battlefield")
        where = {"to": "battlefield", "tapped": p.accept("tapped")}
    p.expect("and")
    if p.accept("exile", "all", "other", "cards"):
        pass                                       # (their zone and "revealed this way")
    elif not (p.accept("the", "rest") or p.accept("all", "other", "cards", "revealed", "this",
                                                    "way")):
        p.fail()
    if p.accept("into", "your", "graveyard"):
        rest = "graveyard"
    elif p.at("revealed", "this", "way") and p.keys[p.i - 4] == "exile":
        p.i += 3                                   # "and exile all other cards revealed
        rest = "exile"                             # this way" (Demonic Consultation)
    else:
        p.expect("on", "the", "bottom", "of", "your", "library", "in")
        if p.accept("a", "random", "order"):
            rest = "random"
        else:
            p.expect("any", "order")
            rest = "any order"
    p.scope.it = None
    p.mark(C["library.reveal_until"])
    return [effect("reveal_until", filter=flt, what=what, rest=rest, **where)]


def _oath(p: Parser) -> list[Effect]:
    """Oath of Druids, in a trigger about a player (each player's upkeep): that player
    chooses the target, an opponent with more creatures (`MORE_CREATURES`), then may reveal
    until a matching card, which enters under their control; the others revealed go to
    their graveyard. Revealing none, nothing moves (the cards stay, CR 701.16a)."""
    from tolaria.data.vocabulary import MORE_CREATURES
    if p.scope.kind != "triggered" or p.scope.event_subject != "player":
        p.fail()
    p.expect("that", "player", "chooses", "target", "player", "who", "controls", "more",
             "creatures", "than", "they", "do", "and", "is", "their", "opponent", ".", "the",
             "first", "player", "may", "reveal", "cards", "from", "the", "top", "of", "their",
             "library", "until", "they", "reveal")
    flt, what = _one_card_kind(p)
    p.expect(".", "if", "the", "first", "player", "does", ",", "that", "player", "puts",
             "that", "card", "onto", "the", "battlefield", "and", "all", "other", "cards",
             "revealed", "this", "way", "into", "their", "graveyard")
    p.add_target(TargetSpec(players=MORE_CREATURES, text="target player who controls more "
                                                         "creatures than they do"))
    p.scope.it = None
    p.mark(C["library.oath"])
    return [effect("reveal_until", filter=flt, what=what, rest="graveyard", to="battlefield",
                   tapped=False, who="event", may=True)]


def _from_graveyard(p: Parser) -> list[Effect]:
    """"Return this card from your graveyard to your hand / to the battlefield [tapped]": an
    ability that works only from the graveyard (its zone is set by `abilities`)."""
    p.expect("return")
    if not p.accept("this", "card"):
        p.expect("SELF")                              # "Return Cauldron Familiar from ..."
    p.expect("from", "your", "graveyard", "to")
    if p.scope.kind not in ("activated", "triggered"):
        p.fail()
    if p.accept("your", "hand"):
        where: dict[str, Any] = {"to": "hand"}
    else:
        p.expect("the", "battlefield")
        where = {"to": "battlefield", "tapped": p.accept("tapped")}
        if where["tapped"] and p.accept("and", "attacking"):    # CR 508.4 (Warcry Phoenix)
            where["attacking"] = "chosen"
            p.mark(C_RETURN_ATTACKING)
        if p.at("with"):                              # "with a +1/+1 counter on it"
            from tolaria.cards.oracle.graveyard import entering_counters
            where["counters"] = entering_counters(p)
        elif p.at("attached", "to", "that", "creature"):    # the Aura, on the one that
            from tolaria.cards.oracle.graveyard import attached_to_event  # entered (303.4i)
            where["attach"] = attached_to_event(p)
        elif p.at(",", "then", "attach", "it"):           # the Equipment, then onto the one
            from tolaria.cards.oracle.graveyard import then_attach_to_event  # that entered
            where["then_attach"] = then_attach_to_event(p)                    # (CR 301.5c)
    p.scope.it = None
    p.mark(C["library.from_graveyard"])
    return [effect(FROM_GRAVEYARD, **where)]


FROM_GRAVEYARD = "self_from_graveyard"
C_AMONG_ATTACKING = construct("library.among_attacking", "[you may] put a <card> from among "
                              "them onto the battlefield tapped and attacking: what it "
                              "attacks is chosen as it enters, during combat only; it was "
                              "never declared as an attacker (CR 508.4, 701.16a)")
C_RETURN_ATTACKING = construct("library.return_attacking", "return <this card / target card> "
                               "from your graveyard to the battlefield tapped and attacking "
                               "[with <counters> on it]: what it attacks is chosen as it "
                               "enters, during combat only; it was never declared as an "
                               "attacker (CR 508.4, 506.3)")


def from_graveyard_trigger(effects: list[Effect], events: list[dict[str, Any]]) -> bool:
    """Is this a triggered ability that works from its card's graveyard ("Whenever you cast
    a multicolored spell, you may return this card from your graveyard to your hand")? Only
    events `triggers` fires for a card in a graveyard are read (`graveyard.
    watched_from_graveyard`), the card's return last ("you may pay {B}. If you do, return
    ..."), after instructions that don't name the card; else it fails (`NoParse`), which
    the caller reports as a gap."""
    from tolaria.cards.oracle.parser import NoParse
    if not any(mentions_graveyard_return(e) for e in effects):
        return False
    from tolaria.cards.oracle.costs import graveyard_ability_ok
    from tolaria.cards.oracle.graveyard import watched_from_graveyard
    if _exiled_first(effects):            # "you may exile this card from your graveyard. If
        if not graveyard_ability_ok(tuple(effects[1:])) or \
                not watched_from_graveyard(events):     # you do, ..." (Kozilek's Return)
            raise NoParse
        return True
    if effects[-1].op not in (FROM_GRAVEYARD, "if_you_do", "delayed") or \
            not mentions_graveyard_return(
            effects[-1]) or any(mentions_graveyard_return(e) for e in effects[:-1]) \
            or not graveyard_ability_ok(tuple(effects)) or not watched_from_graveyard(events):
        raise NoParse
    return True


def _exiled_first(effects: list[Effect]) -> bool:
    """Is it "exile this card from your graveyard. If you do, <instructions>": the card's
    own exile, then instructions that don't move it?"""
    first = effects[0].get("effect") if effects and effects[0].op == "did" else None
    return first is not None and first.op == FROM_GRAVEYARD and first.get("to") == "exile" \
        and len(effects) > 1 and all(e.op == "if_you_do" and not mentions_graveyard_return(e)
                                     for e in effects[1:])


def mentions_graveyard_return(e: Any) -> bool:
    """Does this effect (or one it wraps: "if you do", "if kicked"...) return its own card
    from the graveyard?"""
    if not isinstance(e, Effect):
        return False
    return e.op == FROM_GRAVEYARD or any(
        mentions_graveyard_return(v) for _, v in e.params) or any(
        mentions_graveyard_return(x) for _, v in e.params if isinstance(v, tuple) for x in v) \
        or _delayed_return(e)


def _delayed_return(e: Effect) -> bool:
    """"return this card from your graveyard to the battlefield at the beginning of the next
    end step" (Prized Amalgam): a delayed trigger whose source is the card in the graveyard
    (CR 603.7d), returning it only if it is still that object (CR 400.7, 603.7c)."""
    ability = e.get("ability") if e.op == "delayed" and not e.get("bind") else None
    return ability is not None and len(ability.effects) == 1 and \
        ability.effects[0].op == FROM_GRAVEYARD


def _to_graveyard_trigger(p: Parser) -> bool:
    """Is this ability the card's own "dies" / "is put into a graveyard from the
    battlefield" trigger, and only that?"""
    if not (p.scope.self_gone and p.scope.it is None and p.scope.kind == "triggered"):
        return False
    keys = p.keys[:p.keys.index(",")] if "," in p.keys else []
    exiled = ("dies", "or", "is", "put", "into", "exile", "from", "the", "battlefield")
    if tuple(keys[-len(exiled):]) == exiled:       # God-Eternals: the card, in either zone
        keys = keys[:-len(exiled) + 1]
    if any(k in ("or", "enters", "leaves", "and", "exile", "hand", "anywhere") for k in keys):
        return False
    sevens = {tuple(keys[i:i + 7]) for i in range(len(keys))}
    return "dies" in keys or ("put", "into", "a", "graveyard", "from", "the", "battlefield") in \
        sevens or ("put", "into", "your", "graveyard", "from", "the", "battlefield") in sevens


def _without_damaged_by(keys: list[str]) -> list[str]:
    """"a creature dealt damage by this creature this turn dies" read as "a creature dies":
    the dying one is still the event's creature (CR 603.10a)."""
    if keys[3:6] != ["dealt", "damage", "by"] or keys[-3:] != ["this", "turn", "dies"]:
        return keys
    return keys[:3] + keys[-1:]


def _dead_card(p: Parser) -> list[Effect]:
    """"When enchanted creature dies, return that card to the battlefield under your
    control." / "Whenever a creature you control dies, return that card to its owner's
    hand.": the card the dying creature became (CR 400.7)."""
    if p.scope.self_gone or p.scope.it is not None or p.scope.kind != "triggered":
        p.fail()
    keys = _without_damaged_by(p.keys[:p.keys.index(",")] if "," in p.keys else [])
    to_graveyard = "dies" in keys or any(
        keys[i:i + 3] == ["graveyard", "from", "the"] and keys[i + 3:i + 4] == ["battlefield"]
        for i in range(len(keys)))
    if not to_graveyard or any(k in ("or", "this", "SELF", "leaves", "and", "exile", "hand")
                               for k in keys):
        p.fail()
    if p.accept("exile"):
        if not (p.accept("it") or p.accept("that", "card")):
            p.fail()
        if not p.at("."):
            p.fail()
        p.mark(C["library.dead_card"])
        return [effect("dead_card", to="exile")]
    p.expect("return")
    if not (p.accept("that", "card") or p.accept("it")):
        p.fail()
    p.expect("to")
    yours = any(keys[i:i + 2] == ["your", "graveyard"] for i in range(len(keys)))
    if p.accept("its", "owner", "'s", "hand") or yours and p.accept("your", "hand"):
        where: dict[str, Any] = {"to": "hand"}  # "your graveyard": you own it (CR 404.2)
    else:
        p.expect("the", "battlefield")
        tapped = p.accept("tapped")
        where = {"to": "battlefield", "yours": _under_whose_control(p), "tapped": tapped}
    if not (p.at(".") or p.at("at", "the", "beginning", "of", "the", "next", "end", "step")):
        p.fail()        # (a delayed trigger keeps the event: `delayed.later`, CR 603.7c)
    p.mark(C["library.dead_card"])
    return [effect("dead_card", **where)]


C_DEAD_CARD_BOTTOM = construct("library.dead_card_bottom", "Whenever a creature [you control] "
                               "dies, put it on the bottom of its owner's library: the card "
                               "it became, if still in the graveyard (CR 400.7, 401.4)")


def _dead_card_bottom(p: Parser) -> list[Effect]:
    """"Whenever a creature you control dies, put it on the bottom of its owner's library."
    (The Cauldron of Eternity): the card the dying creature became (CR 400.7)."""
    if p.scope.self_gone or p.scope.it is not None or p.scope.kind != "triggered" or \
            not p.scope.event_gone:
        p.fail()
    keys = p.keys[:p.keys.index(",")] if "," in p.keys else []
    if keys[-1:] != ["dies"] or any(k in ("or", "this", "SELF") for k in keys):
        p.fail()
    p.expect("put", "it", "on", "the", "bottom", "of", "its", "owner", "'s", "library")
    if not (p.at(".") or p.at(",", "then")):
        p.fail()
    p.mark(C_DEAD_CARD_BOTTOM)
    return [effect("dead_card", to="bottom")]


def _grave_to_owner(p: Parser) -> list[Effect]:
    """"Return target creature card from a graveyard to its owner's hand" (CR 400.3)."""
    p.expect("return")
    grave = graveyard_target(p)
    p.expect("to", "its", "owner", "'s", "hand")
    p.mark(C["library.grave_to_owner"])
    return [effect("bounce", target=grave)]


def _exiled_card(p: Parser) -> list[Effect]:
    """"When this creature leaves the battlefield, return the exiled card to the battlefield
    under its owner's control." / "..., put the exiled card into its owner's hand.": the
    card its own "exile target ..." ability or hideaway exiled (CR 607.2a)."""
    if not (p.scope.self_gone and p.scope.kind == "triggered"):
        p.fail()
    keys = p.keys[:p.keys.index(",")] if "," in p.keys else []
    if "leaves" not in keys or "or" in keys:
        p.fail()
    where: dict[str, Any] = {"to": "hand"}
    if p.accept("put", "the", "exiled", "card", "into"):      # (Watcher for Tomorrow)
        p.expect("its", "owner", "'s", "hand")
    else:
        p.expect("return", "the", "exiled", "card", "to")
        if not p.accept("its", "owner", "'s", "hand"):
            p.expect("the", "battlefield", "under", "its", "owner", "'s", "control")
            where = {"to": "battlefield"}
    p.mark(C["library.exiled_card"])
    return [effect("exiled_card", **where)]


C_EXILED_CARDS = construct("library.exiled_cards", "in its own leaves-the-battlefield "
                           "trigger: return the exiled cards / all cards exiled with it to the "
                           "battlefield [tapped] under their owners' control / to their "
                           "owners' hands / graveyards; each player returns to the battlefield "
                           "/ to their hand all cards they own exiled with it: every card its "
                           "linked abilities exiled still in exile (CR 607.2a, 400.7)")


def exiled_cards(p: Parser) -> list[Effect]:
    """"When this creature leaves the battlefield, return the exiled cards to the battlefield
    under their owners' control." (Petradon), "return all cards exiled with it to ..."
    (Admonition Angel), "each player returns to the battlefield all cards they own exiled
    with it" (Parallax Wave): the cards its own abilities exiled (CR 607.2a)."""
    if not (p.scope.self_gone and p.scope.kind == "triggered"):
        p.fail()
    keys = p.keys[:p.keys.index(",")] if "," in p.keys else []
    if "leaves" not in keys or "or" in keys:
        p.fail()
    if p.accept("each", "player", "returns", "to"):
        if p.accept("their", "hand"):
            where: dict[str, Any] = {"to": "hand"}
        else:
            p.expect("the", "battlefield")
            where = {"to": "battlefield"}
        p.expect("all", "cards", "they", "own", "exiled", "with")
        _exiled_with_self(p)
    else:
        p.expect("return")
        if p.accept("all", "cards", "exiled", "with"):
            _exiled_with_self(p)
        else:
            p.expect("the", "exiled", "cards")
        p.expect("to")
        where = _exiled_cards_to(p)
    if not p.at("."):
        p.fail()
    p.mark(C_EXILED_CARDS)
    return [effect("exiled_card", **where)]


def _exiled_with_self(p: Parser) -> None:
    """"exiled with it" / "with this creature": its own abilities (CR 607.2a)."""
    if not (p.accept("it") or self_ref(p)):
        p.fail()


def _exiled_cards_to(p: Parser) -> dict[str, Any]:
    """Where "return the exiled cards to ..." puts them: each card's owner's (CR 400.3)."""
    if p.accept("their", "owners", "'s", "hands") or p.accept("their", "owner", "'s", "hand"):
        return {"to": "hand"}
    if p.accept("their", "owners", "'s", "graveyards") or p.accept(
            "their", "owner", "'s", "graveyard"):
        return {"to": "graveyard"}
    p.expect("the", "battlefield")
    tapped = p.accept("tapped")
    p.expect("under", "their", "owners", "'s", "control")
    return {"to": "battlefield", "tapped": True} if tapped else {"to": "battlefield"}


C_EXILE_YOURS = construct("library.exile_yours", "exile a <permanent> you control (not a "
                          "target): its controller chooses one as it resolves; linked to the "
                          "source for \"the exiled card\" (CR 406.2, 608.2d, 607.2a)")


def exile_yours(p: Parser) -> list[Effect]:
    """"When this creature enters, exile a land you control." (Wormfang Newt): one of the
    controller's permanents, chosen as it resolves (CR 608.2d)."""
    p.expect("exile")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = description(p)
    if plural or flt.controller != "you" or flt.zone or flt.spell or status_in(flt) \
            or not p.at("."):
        p.fail()
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C_EXILE_YOURS)
    return [effect("exile_yours", filter=flt)]


C_EXILED_WITH_TO_HANDS = construct("library.exiled_with_to_hands", "Put all cards exiled "
                                   "with this <permanent> into their owners' hands: each card "
                                   "its abilities exiled still in exile (CR 607.2a, 400.7)")


def _exiled_with_to_hands(p: Parser) -> list[Effect]:
    """"Put all cards exiled with this creature into their owners' hands." (Bomat Courier):
    the cards linked to the source by its own abilities (CR 607.2a)."""
    p.expect("put", "all", "cards", "exiled", "with")
    if not self_ref(p):
        p.fail()
    p.expect("into", "their", "owners", "'s", "hands")
    p.mark(C_EXILED_WITH_TO_HANDS)
    return [effect("exiled_card", to="hand")]


def _exiled_owner_creates(p: Parser) -> list[Effect]:
    """"When this creature leaves the battlefield, the exiled card's owner creates an X/X blue
    Illusion creature token, where X is the mana value of the exiled card." (Skyclave
    Apparition): the owner of each card its own ability exiled (CR 607.2a), still there;
    none, no token (`effects.players_of`)."""
    from tolaria.cards.oracle.tokens import player_creates
    from tolaria.data.vocabulary import EXILED_OWNERS
    if not (p.scope.self_gone and p.scope.kind == "triggered"):
        p.fail()
    keys = p.keys[:p.keys.index(",")] if "," in p.keys else []
    if "leaves" not in keys or "or" in keys:
        p.fail()
    p.expect("the", "exiled", "card", "'s", "owner")
    found = player_creates(p, EXILED_OWNERS)
    p.mark(C["library.exiled_owner_creates"])
    return found


def _exiled_card_cast(p: Parser) -> list[Effect]:
    """"When this creature leaves the battlefield, the exiled card's owner may cast that card
    without paying its mana cost.": the card its own "exile target spell" ability exiled
    (CR 607.2a), cast as the trigger resolves (CR 608.2g)."""
    if not (p.scope.self_gone and p.scope.kind == "triggered"):
        p.fail()
    keys = p.keys[:p.keys.index(",")] if "," in p.keys else []
    if "leaves" not in keys or "or" in keys:
        p.fail()
    p.expect("the", "exiled", "card", "'s", "owner", "may", "cast", "that", "card", "without",
             "paying", "its", "mana", "cost")
    p.mark(C["library.exiled_card_cast"])
    return [effect("exiled_card_cast")]


def play_hidden_away(p: Parser) -> list[Effect]:
    """"You may play the exiled card without paying its mana cost if creatures you control
    have total power 10 or greater." (Mosswort Bridge), or after "Then if <condition>,"
    (Fight Rigging): in an activated or triggered ability; the card the card's hideaway
    exiled (CR 607.2a: `compiler` requires hideaway), played as it resolves if the
    condition holds then (CR 608.2c)."""
    from tolaria.cards.oracle.conditions import condition_phrase
    if p.scope.kind not in ("activated", "triggered"):
        p.fail()
    stop = max((k for k in range(p.i) if p.keys[k] == "."), default=0)
    if "may" in p.keys[:stop]:
        p.fail()        # an earlier "you may" makes the whole trigger optional (603.5)
    p.expect("you", "may", "play", "the", "exiled", "card", "without", "paying", "its",
             "mana", "cost")
    p.mark(C["library.play_hidden_away"])
    if not p.accept("if"):                     # "Then if <condition>, you may play ..."
        return [effect("play_hidden_away")]
    return [effect("if", condition=condition_phrase(p), effect=effect("play_hidden_away"))]


def _own_death(p: Parser) -> list[Effect]:
    """"When this creature dies, return it to its owner's hand." / "..., you may exile it.":
    "it" is the card the permanent became in the graveyard (CR 400.7, 603.10a)."""
    if not _to_graveyard_trigger(p):
        p.fail()
    verb = p.next().key
    where: dict[str, Any]
    head = p.keys[:p.keys.index(",")]
    yours = any(head[i:i + 2] == ["your", "graveyard"] for i in range(len(head)))

    def owners() -> bool:                 # "into your graveyard": you are its owner (404.2)
        return p.accept("its", "owner", "'s") or (yours and p.accept("your"))
    if verb == "return":
        p.expect("it", "to")
        if owners() and p.accept("hand"):
            where = {"to": "hand"}
        else:
            p.expect("the", "battlefield")
            if p.at("flipped", "."):           # its flipped half up (CR 710.2), under the
                p.i += 1                       # control of the player instructed (110.2a)
                p.mark(C["library.return_flipped"])
                return [effect("own_card", to="battlefield", tapped=False, yours=True,
                               flipped=True)]
            if p.accept("transformed"):        # its back face up (CR 712.14a)
                yours = _under_whose_control(p)
                p.mark(C_OWN_TRANSFORMED)
                return [effect("own_card", to="battlefield", tapped=False, yours=yours,
                               transformed=True)]
            tapped = p.accept("tapped")
            where = {"to": "battlefield", "tapped": tapped, "yours": _under_whose_control(p)}
            if p.at("with"):                   # "with a +1/+1 counter on it" (Feign Death)
                from tolaria.cards.oracle.graveyard import entering_counters
                where["counters"] = entering_counters(p)
            elif not tapped and p.at(".", "it", "'s", "an", "aura"):    # Old-Growth Troll
                where.update(returns_as_aura(p))
    elif verb == "exile":
        p.expect("it")
        where = {"to": "exile"}
    elif verb == "shuffle":
        if not (p.accept("it") or p.accept("SELF")) or not p.accept("into") or not owners():
            p.fail()
        p.expect("library")
        where = {"to": "shuffle"}
    elif verb == "put" and p.accept("it", "into") and owners() and p.accept("library"):
        depth = 2 if p.accept("second") else 3 if p.accept("third") else 0
        if not depth:
            p.fail()
        p.expect("from", "the", "top")
        where = {"to": "library", "depth": depth}
    elif verb == "put" and p.accept("it", "on", "the", "bottom", "of") and owners() and \
            p.accept("library"):
        where = {"to": "bottom"}                        # CR 401.4
    elif verb == "put" and p.accept("it", "on", "your", "choice", "of", "the", "top", "or",
                                    "bottom", "of") and owners() and p.accept("library"):
        where = {"to": "top_or_bottom"}                 # chosen as it resolves (608.2d)
        p.mark(C_TOP_OR_BOTTOM)
    elif verb == "put":
        p.expect("it", "on", "top", "of")
        if not owners():
            p.fail()
        p.expect("library")
        where = {"to": "library"}
    else:
        p.fail()
    p.mark(C["library.own_death"])
    if where["to"] == "battlefield" and p.at(",", "then", "create"):
        p.scope.it = "moved"         # "..., then create a Wicked Role token attached to it":
        return [effect("tracked", effect=effect("own_card", **where))]  # the returned card
    return [effect("own_card", **where)]                               # (CR 400.7j)


def _top_destination(p: Parser) -> dict[str, Any]:
    """Where "put it" sends the top card: hand, battlefield [tapped], graveyard, bottom."""
    if p.accept("into", "your", "hand"):
        return {"to": "hand"}
    if p.accept("onto", "the", "battlefield"):
        return {"to": "battlefield", "tapped": p.accept("tapped")}
    if p.accept("into", "your", "graveyard"):
        return {"to": "graveyard"}
    p.expect("on", "the", "bottom", "of", "your", "library")
    return {"to": "bottom"}


def _put_it(p: Parser, reveal_ok: bool) -> dict[str, Any]:
    """"[you may] [reveal it and] put it/that card <destination>"."""
    may = p.accept("you", "may")
    reveal = reveal_ok and p.accept("reveal", "it", "and")
    p.expect("put")
    if not (p.accept("it") or p.accept("that", "card")):
        p.fail()
    return dict(_top_destination(p), may=may, reveal=reveal)


def _top_card(p: Parser) -> list[Effect]:
    """"Reveal the top card of your library. If it's a creature card, put it onto the
    battlefield. Otherwise, put it into your graveyard." and kin (the last period is the
    caller's)."""
    look = p.accept("look", "at")
    if not look:
        p.expect("reveal")
    p.expect("the", "top", "card", "of", "your", "library", ".")
    if not look and p.at("you", "may", "put", "that", "card"):
        return _may_put_top_if(p)
    flt = _if_its_a_card(p)
    p.expect(",")
    first = _put_it(p, look)
    second: dict[str, Any] = {}
    otherwise = p.accept(".", "otherwise", ",")
    if otherwise or p.accept(".", "if", "you", "don't", "put", "the", "card"):
        if not otherwise:
            there = _top_destination(p)
            if there["to"] != first["to"]:
                p.fail()
            p.expect(",")
        second = _put_it(p, False)
        if second["to"] == first["to"]:
            p.fail()
    p.scope.it = None
    p.mark(C["library.top_card"])
    return [effect("top_card", look=look, filter=flt, first=tuple(sorted(first.items())),
                   second=tuple(sorted(second.items())), otherwise=otherwise)]


C_MAY_PUT_TOP_IF = construct("library.top_card_may_if", "Reveal the top card of your library. "
                             "You may put that card <destination> if it's a <card>. Otherwise, "
                             "put that card <destination>.: the second when it isn't such a "
                             "card or you don't put it (CR 701.16a, 608.2c, 608.2d)")


C_REVEAL_TOP_IF = construct("library.reveal_top_if", "[Scry N, then] reveal the top card of "
                            "your library. If it's a <card>, <instructions about something "
                            "else>.: the card stays on top; whether it is one is read as the "
                            "instructions would happen (CR 701.16a, 608.2c)")


def reveal_top_if(p: Parser) -> list[Effect]:
    """"Reveal the top card of your library." before "If it's an artifact card, draw a
    card." (Iron Lad): nothing moves; the next sentence reads the card (`Scope.top_revealed`,
    `conditions._revealed_top_is`)."""
    p.expect("reveal", "the", "top", "card", "of", "your", "library")
    if not _reads_top_value(p) and (p.scope.targets or not p.at(".", "if", "it", "'s")):
        p.fail()                          # ("it" could be a target: not read)
    p.scope.top_revealed = True
    p.scope.it = None
    p.mark(C_REVEAL_TOP_IF)
    return [effect("reveal_top", amount=1, filter=None, take=0, may=False, to="hand",
                   rest="stay")]


def _reads_top_value(p: Parser) -> bool:
    """Whether the next sentence reads "that card's <mana value / power / toughness>" about
    the card just revealed (`quantities.top_card_value`)."""
    if not p.at("."):
        return False
    end = p.keys.index(".", p.i + 1) if "." in p.keys[p.i + 1:] else len(p.keys)
    sentence = p.keys[p.i + 1:end]
    return any(sentence[j:j + 3] == ["that", "card", "'s"] for j in range(len(sentence)))


C_REVEAL_RANDOM = construct("library.reveal_random", "Target player / opponent reveals a card "
                            "at random from their hand. ... that card's mana value: the game "
                            "picks it (CR 701.16a, 608.2c)")


def reveal_random(p: Parser) -> list[Effect]:
    """"Target player reveals a card at random from their hand." before a sentence reading
    "that card's mana value" (Ignite Memories); the card stays in the hand."""
    who = player_target(p)
    p.mark("phrase.target")
    p.expect("reveals", "a", "card", "at", "random", "from", "their", "hand")
    if not _reads_top_value(p):
        p.fail()
    p.scope.random_revealed = True
    p.mark(C_REVEAL_RANDOM)
    return [effect("reveal_random", who=who)]


def _if_its_a_card(p: Parser) -> ObjectFilter:
    """"if it's a <card>" about the top card: a description of one card (CR 608.2c)."""
    p.expect("if", "it", "'s")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = _cards(p)
    if plural or status_in(flt) or flt.controller is not None or flt.other or flt.spell:
        p.fail()
    return flt


def _may_put_top_if(p: Parser) -> list[Effect]:
    """"You may put that card onto the battlefield if it's a permanent card with mana value
    3 or less. Otherwise, put that card into your hand." (Matter Reshaper) after "Reveal the
    top card of your library.": "otherwise" is both "it isn't" and "you didn't"."""
    first = _put_it(p, False)
    flt = _if_its_a_card(p)
    p.expect(".", "otherwise", ",")
    second = _put_it(p, False)
    if second["to"] == first["to"] or second["may"]:
        p.fail()
    p.scope.it = None
    p.mark(C_MAY_PUT_TOP_IF)
    return [effect("top_card", look=False, filter=flt, first=tuple(sorted(first.items())),
                   second=tuple(sorted(second.items())), otherwise=False)]


def _their_top_card(p: Parser, who: Any) -> list[Effect]:
    """"Defending player reveals the top card of their library. If it's a land card, that
    player puts it into their hand." (Goblin Guide): another player's own top card, which
    that player moves to their hand or graveyard (CR 701.16a). Only one player, and only
    "that player" (or "the player") putting it: other shapes aren't read."""
    if who in ("each", "opponents"):
        p.fail()
    p.expect("the", "top", "card", "of", "their", "library", ".", "if", "it", "'s")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = _cards(p)
    if plural or status_in(flt) or flt.controller is not None or flt.other or flt.spell:
        p.fail()
    p.expect(",")
    if not (p.accept("that", "player") or p.accept("the", "player")):
        p.fail()
    p.expect("puts")
    if not (p.accept("it") or p.accept("that", "card") or p.accept("the", "card")):
        p.fail()
    if p.accept("into", "their", "hand"):
        to = "hand"
    else:
        p.expect("into", "their", "graveyard")
        to = "graveyard"
    if not p.at("."):
        p.fail()
    p.scope.it = None
    p.mark(C["library.top_card"])
    first = (("may", False), ("reveal", False), ("to", to))
    return [effect("top_card", look=False, filter=flt, first=first, second=(),
                   otherwise=False, who=who)]


def _owner_shuffles_reveals(p: Parser) -> list[Effect]:
    """"The owner of target permanent shuffles it into their library, then reveals the top
    card of their library. If it's a permanent card, they put it onto the battlefield."
    (Chaos Warp): the permanent's owner (CR 108.3) shuffles it in (CR 701.20a), then reveals
    their top card (CR 701.16a) and puts a matching card onto the battlefield under their
    control. A token is no card (CR 108.2)."""
    from tolaria.cards.oracle.phrases import target
    p.expect("the", "owner", "of")
    t = target(p)
    spec = p.scope.targets[t]
    if spec.objects is None or spec.players is not None or spec.objects.spell or \
            spec.objects.zone:
        p.fail()
    p.expect("shuffles", "it", "into", "their", "library", ",", "then", "reveals", "the",
             "top", "card", "of", "their", "library", ".", "if", "it", "'s")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = _cards(p)
    if plural or status_in(flt) or flt.controller is not None or flt.other or flt.spell:
        p.fail()
    p.expect(",", "they", "put", "it", "onto", "the", "battlefield")
    if not p.at("."):
        p.fail()
    p.scope.it = None
    p.mark(C["library.owner_shuffles_reveals"])
    first = (("may", False), ("reveal", False), ("to", "battlefield"))
    return [effect("shuffle_in", target=t),
            effect("top_card", look=False, filter=replace(flt, token=False), first=first,
                   second=(), otherwise=False, who=("owner", t))]


C_OWNER_OF = construct("library.owner_of_target", "The owner of target <permanent / spell> "
                      "shuffles it into their library[, then draws N cards] / puts it on "
                      "their choice of the top or bottom of their library / puts it into "
                      "their library second from the top or on the bottom: the owner chooses "
                      "(CR 108.3, 401.4, 701.20a)")


def _owner_of_target(p: Parser) -> list[Effect]:
    """"The owner of target nonland permanent shuffles it into their library, then draws
    two cards." (Oblation), "... puts it on their choice of the top or bottom of their
    library" (Run Out of Town), "... puts it into their library second from the top or on
    the bottom" (Temporal Cleansing)."""
    from tolaria.cards.oracle.phrases import target
    p.expect("the", "owner", "of")
    t = target(p)
    spec = p.scope.targets[t]
    if spec.objects is None or spec.players is not None or spec.objects.zone:
        p.fail()
    permanent = not spec.objects.spell
    if permanent and p.accept("shuffles", "it", "into", "their", "library"):
        found = [effect("shuffle_in", target=t)]
        if p.accept(",", "then", "draws"):
            n = number(p)
            p.expect("card" if n == 1 else "cards")
            found.append(effect("draw", amount=n, who=("owner", t)))       # CR 108.3
    elif p.accept("puts", "it", "on", "their", "choice", "of", "the", "top", "or", "bottom",
                  "of", "their", "library"):
        found = [effect("top_or_bottom", target=t)]
    elif permanent and p.accept("puts", "it", "into", "their", "library", "second", "from",
                                "the", "top", "or", "on", "the", "bottom"):
        found = [effect("top_or_bottom", target=t, depth=2)]
    else:
        p.fail()
    if not p.at("."):
        p.fail()
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C_OWNER_OF)
    return found


def _all_permanents(p: Parser, each: bool = False) -> Any:
    """"all creatures", "all nonland permanents", "all other creatures"; with `each` also
    "each permanent with mana value X or less" (a group; X bound as `all_leave` resolves)."""
    from tolaria.cards.oracle.instructions import each_group, group_after_all, group_with_x
    if each and p.at("each"):
        return group_with_x(p, lambda: (each_group(p, x_ok=True), False))[0]
    p.expect("all")
    flt, _ = group_with_x(p, lambda: (group_after_all(p, x_ok=True), True))
    if flt.spell:
        p.fail()
    if p.at("and"):                                 # "all artifacts and enchantments"
        from tolaria.cards.oracle.mass import joined_types
        flt = p.attempt(joined_types, flt) or flt
    return flt


def _reveal_counter(p: Parser) -> list[Effect]:
    """Counterbalance, after "Whenever an opponent casts a spell, you may": "reveal the top
    card of your library. If you do, counter that spell if it has the same mana value as
    the revealed card" (the last period is the caller's)."""
    if p.scope.kind != "triggered" or p.scope.event != "cast":
        p.fail()
    p.expect("reveal", "the", "top", "card", "of", "your", "library", ".", "if", "you", "do",
             ",", "counter", "that", "spell", "if", "it", "has", "the", "same", "mana",
             "value", "as", "the", "revealed", "card")
    p.mark(C["library.reveal_counter"])
    return [effect("reveal_counter")]


def _all_to_bottom(p: Parser) -> list[Effect]:
    """"Put all creatures on the bottom of their owners' libraries." (Terminus): at once;
    each owner orders their own cards (CR 401.4, 608.2h)."""
    p.expect("put")
    flt = _all_permanents(p)
    p.expect("on", "the", "bottom", "of", "their", "owners", "'s", "libraries")
    p.scope.them = flt
    p.mark(C["library.all_to_bottom"])
    return [effect("all_to_bottom", filter=flt)]


def _exile_all(p: Parser) -> list[Effect]:
    """"Exile all creatures." (CR 406.2): the set is fixed as it begins (CR 608.2h). "Exile
    all creature cards from all graveyards / from target player's graveyard"."""
    p.expect("exile")
    if p.at("all") and "from" in p.keys[p.i:p.i + 8]:
        p.expect("all")
        flt, plural = _cards(p)
        if not plural or status_in(flt) or flt.controller is not None or flt.other \
                or flt.spell:
            p.fail()
        p.expect("from")
        if p.accept("all", "graveyards"):
            who: Any = "each"
        elif p.accept("your", "graveyard"):
            who = "you"
        else:
            p.expect("target")
            kind = p.next().key
            if kind not in ("player", "opponent"):
                p.fail()
            who = p.add_target(TargetSpec(players="any" if kind == "player" else "opponent",
                                          text=f"target {kind}"))
            p.mark("phrase.target")
            p.expect("'s", "graveyard")
        p.mark(C["library.graveyard_all"])
        return [effect("graveyard_all", filter=flt, to="exile", who=who)]
    flt = _all_permanents(p, each=True)
    if p.at("until") and p.scope.kind != "spell":
        return _exile_all_until(p, flt)
    p.scope.them = flt
    p.mark(C["library.all_leave"])
    return [effect("all_leave", filter=flt, to="exile")]


C_EXILE_ALL_UNTIL = construct("library.exile_all_until", "exile all / each <permanents> until "
                              "this <permanent> leaves the battlefield: all at once; they "
                              "return when it leaves; nothing is exiled if it already has "
                              "(CR 610.3, 610.3b, 608.2h)")


def _exile_all_until(p: Parser, flt: ObjectFilter) -> list[Effect]:
    """"... until this enchantment leaves the battlefield" after "Exile all artifacts your
    opponents control" (Consulate Crackdown), an ability of the permanent named."""
    p.expect("until")
    if not self_ref(p):
        p.fail()
    p.expect("leaves", "the", "battlefield")
    p.scope.it = None                     # what it moved are new objects (CR 400.7)
    p.mark(C_EXILE_ALL_UNTIL)
    return [effect("all_leave", filter=flt, to="exile", until_source_leaves=True)]


C_PLAYERS_RETURN_ALL = construct("library.players_return_all", "Each player returns all "
                                 "<cards> from their graveyard to the battlefield [tapped] / "
                                 "to their hand: every matching card at once, each under its "
                                 "owner's control (CR 101.4, 110.2, 400.3)")


def players_return_all(p: Parser, who: Any) -> list[Effect]:
    """"Each player returns all creature cards from their graveyard to the battlefield."
    (Twilight's Call) / "to their hand" (Empty the Catacombs): a group of players, each
    their own cards."""
    if who == "you" or isinstance(who, int):
        p.fail()
    p.expect("all")
    from tolaria.cards.oracle.graveyard import card_type_list
    start = p.i
    found = p.attempt(card_type_list)                 # "artifact and enchantment cards"
    if found is not None and not p.at("from"):
        p.i, found = start, None
    flt, plural = found if found is not None else _cards(p)
    if not plural or status_in(flt) or flt.controller is not None or flt.other or flt.spell:
        p.fail()
    p.expect("from", "their", "graveyard", "to")
    if p.accept("their", "hand"):
        where: dict[str, Any] = {"to": "hand"}
    else:
        p.expect("the", "battlefield")
        where = {"to": "battlefield", "tapped": p.accept("tapped"), "owners": True}
    p.mark(C_PLAYERS_RETURN_ALL)
    return [effect("graveyard_all", filter=flt, who=who, **where)]


def _return_all(p: Parser) -> list[Effect]:
    """"Return all creatures to their owners' hands." (CR 400.3) / "Return all creature cards
    from your graveyard to the battlefield [tapped]"."""
    p.expect("return")
    if ("x" in p.keys[p.i:p.i + 14]) and (found_x := p.attempt(_return_all_with_x)):
        return found_x                       # "... with mana value X [or less]" (107.3)
    if p.at("all") and "from" in p.keys[p.i:p.i + 14]:
        p.expect("all")
        from tolaria.cards.oracle.graveyard import card_type_list
        start = p.i
        found = p.attempt(card_type_list)             # "artifact and enchantment cards"
        if found is not None and not p.at("from"):    # "... cards with mana value 3 or less"
            p.i, found = start, None
        flt, plural = found if found is not None else _cards(p)
        if not plural or status_in(flt) or flt.controller is not None or flt.other \
                or flt.spell:
            p.fail()
        p.expect("from", "your", "graveyard", "to")
        if p.accept("your", "hand"):
            where: dict[str, Any] = {"to": "hand"}
        else:
            p.expect("the", "battlefield")
            where = {"to": "battlefield", "tapped": p.accept("tapped")}
        p.mark(C["library.graveyard_all"])
        return [effect("graveyard_all", filter=flt, **where)]
    if p.at("each"):                     # "Return each nonland permanent ... to its owner's
        from tolaria.cards.oracle.instructions import each_group  # hand" (overload)
        flt = each_group(p)
        p.expect("to", "its", "owner", "'s", "hand")
    else:
        flt = _all_permanents(p)
        if not (p.accept("to", "their", "owners", "'s", "hands")
                or p.accept("to", "their", "owner", "'s", "hand")):
            p.fail()
    p.scope.them = flt
    p.mark(C["library.all_leave"])
    return [effect("all_leave", filter=flt, to="hand")]


def may_shuffle(p: Parser, before: list[Effect]) -> list[Effect]:
    """"You may shuffle." right after looking at the top cards of your own library (Ponder):
    that library, shuffled if the controller chooses (CR 701.20a, 608.2d); "You may have that
    player shuffle." after looking at target player's (Portent): the controller chooses, that
    player shuffles. After anything else the library meant isn't clear: not read."""
    if not before or before[-1].op != "look_back":
        p.fail()
    who = before[-1].get("who")
    p.expect("you", "may")
    if who == "you":
        p.expect("shuffle", ".")
    else:
        p.expect("have", "that", "player", "shuffle", ".")
        p.mark(C_MAY_HAVE_SHUFFLE)
    p.mark(C["library.may_shuffle"])
    return before + [effect("did", effect=effect("shuffle_library", who=who), may=True)]


C_MAY_HAVE_SHUFFLE = construct("library.may_have_shuffle", "Look at the top N cards of target "
                               "player's library, then put them back in any order. You may "
                               "have that player shuffle.: the controller chooses (CR 701.20a, "
                               "608.2d)")


def _shuffle_library(p: Parser) -> list[Effect]:
    p.expect("shuffle", "your", "library")
    p.mark(C["library.shuffle"])
    return [effect("shuffle_library", who="you")]


def _rest(p: Parser) -> str:
    """Where "the rest" go: "into your graveyard", "on the bottom of your library in any
    order / in a random order"."""
    if p.accept("into", "your", "graveyard"):
        return "graveyard"
    p.accept("of", "the", "cards")                    # "Put the rest of the cards on ..."
    p.expect("on", "the", "bottom", "of", "your", "library", "in")
    if p.accept("a", "random", "order"):
        return "random"
    p.expect("any", "order")
    return "any order"


C_AND_OR = construct("library.one_of_each", "Reveal the top N cards of your library. You may "
                     "put a <card> and/or a <card> from among them into your hand. Put the "
                     "rest ...: at most one of each, a card of both kinds counting as either "
                     "(CR 701.16a, 608.2d)")
AND_OR = ONE_OF_EACH


def _one_of_each(p: Parser) -> tuple[ObjectFilter, ObjectFilter]:
    """"a creature card and/or a land card" (In the Presence of Ages, Kiora, Master of the
    Depths): up to one card of each description."""
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    ahead = p.keys[p.i:p.i + 8]
    split = next((k for k in range(len(ahead)) if ahead[k:k + 3] == ["and", "/", "or"]), None)
    if split is None:
        p.fail()
    body = Parser(p.tokens[p.i:p.i + split], p.card, p.scope, p.line)
    first, plural = _cards(body)
    body.end()
    p.used += body.used
    p.i += split
    p.expect("and", "/", "or")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    second, second_plural = _cards(p)
    found = [first, second]
    if plural or second_plural or any(status_in(f) or f.controller is not None or f.other
                                      or f.spell for f in found):
        p.fail()
    p.mark(C_AND_OR)
    return found[0], found[1]


C_EACH_CARD_TYPE = construct("library.each_card_type", "Reveal the top N cards of your "
                             "library. For each card type, you may put a card of that type "
                             "from among the revealed cards into your hand. Put the rest ...: "
                             "up to one card for each card type, a card of several types "
                             "counting as one of them (CR 205.2a, 608.2d)")
# CR 205.2a: the card types of cards in a library (and Kindred, once called Tribal)
_LIBRARY_CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Land",
                       "Planeswalker", "Sorcery")


def _each_card_type(p: Parser) -> tuple[ObjectFilter, ...]:
    """"For each card type, you may put a card of that type from among the revealed cards"
    (Atraxa, Grand Unifier): up to one card for each card type (`take` `AND_OR`)."""
    p.expect("for", "each", "card", "type", ",", "you", "may", "put", "a", "card", "of",
             "that", "type", "from", "among", "the", "revealed", "cards")
    p.mark(C_EACH_CARD_TYPE)
    kindred = ObjectFilter(any_of=(ObjectFilter(types=frozenset({"Kindred"})),
                                   ObjectFilter(types=frozenset({"Tribal"}))))
    return tuple(ObjectFilter(types=frozenset({t})) for t in _LIBRARY_CARD_TYPES) + (kindred,)


C_EACH_COLOR_PAIR = construct("library.each_color_pair", "Reveal the top N cards of your "
                              "library. For each color pair, choose a card that's exactly "
                              "those colors from among them. Put the chosen cards into your "
                              "hand and the rest ...: one card of each two colors there is, "
                              "chosen (CR 105.1, 105.2, 701.16a, 608.2d)")


def _each_color_pair(p: Parser) -> tuple[ObjectFilter, ...]:
    """"For each color pair, choose a card that's exactly those colors from among them. Put
    the chosen cards" (Niv-Mizzet Reborn): for each of the ten pairs of the five colors, a
    card of exactly those two (CR 105.1, 105.2), chosen if there is one (`take` `AND_OR`,
    not "may"); no card fits two pairs."""
    p.expect("for", "each", "color", "pair", ",", "choose", "a", "card", "that", "'s",
             "exactly", "those", "colors", "from", "among", "them", ".", "put", "the",
             "chosen", "cards")
    p.mark(C_EACH_COLOR_PAIR)
    return tuple(ObjectFilter(multicolored=True, not_colors=frozenset(COLOR_NAMES) - {a, b})
                 for k, a in enumerate(COLOR_NAMES) for b in list(COLOR_NAMES)[k + 1:])


def _rest_to_hand(p: Parser, to: str) -> str | None:
    """"... onto the battlefield and the rest into your hand" (Nissa, Nature's Artisan):
    the cards not put onto the battlefield go to their owner's hand at the same time
    (CR 701.16a)."""
    if to == "hand" or not p.accept("into", "your", "hand"):
        return None
    p.mark(C_REST_TO_HAND)
    return "hand"


C_REST_TO_HAND = construct("library.rest_to_hand", "Reveal the top N cards of your library. "
                           "Put all <cards> from among them onto the battlefield and the rest "
                           "into your hand: both moves at once (CR 701.16a, 608.2c)")


C_REVEAL_TAKEN = construct("library.look_reveal_taken", "Look at the top N cards of your "
                           "library. You may reveal a <card> [and/or a <card> / up to two "
                           "<cards>] from among them and put it / them into your hand. Put the "
                           "rest ...: the cards taken are revealed (CR 701.16a, 608.2d)")
C_KEEP_ON_TOP = construct("library.look_keep_one_on_top", "Look at the top N cards of your "
                          "library. You may put one of those cards back on top of your "
                          "library. Put / Exile the rest ...: the card kept stays on top, the "
                          "rest move (CR 401.4, 608.2d)")
KEEP_ONE = ObjectFilter()                 # "one of those cards": any of the cards looked at


C_ANY_NUMBER_REVEALED = construct("library.reveal_any_number", "Reveal the top N cards of "
                                  "your library. Put any number of <cards> from among them "
                                  "into your hand and the rest ...: chosen one at a time, "
                                  "none at least (CR 701.16a, 608.2d)")


C_PAID_X_REVEAL = construct("library.reveal_top_paid_x", "you may pay {X}. If you do, reveal "
                            "the top X cards of your library, put all <cards> from among them "
                            "into your hand, then put the rest on the bottom of your library "
                            "in a random order: X is the amount paid (CR 107.3, 701.16a, "
                            "608.2c)")
C_AND_KINDS = construct("library.all_kind_and_kind", "put all <kind> and <kind> cards revealed "
                        "this way / from among them ...: each card of either kind (CR "
                        "701.16a, 205)")


def _reveal_top_paid_x(p: Parser) -> list[Effect]:
    """"reveal the top X cards of your library, put all Dwarf and Vehicle cards from among
    them into your hand, then put the rest on the bottom of your library in a random order"
    (Depala, Pilot Exemplar), X the amount paid for the trigger's "{X}" (CR 107.3); the
    last period is the caller's."""
    if not p.scope.x_cost or p.scope.kind != "triggered":
        p.fail()
    p.expect("reveal", "the", "top", "x", "cards", "of", "your", "library", ",", "put", "all")
    flt, plural = p.attempt(_and_kinds) or _cards(p)
    if not plural or status_in(flt) or flt.controller is not None or flt.other or flt.spell:
        p.fail()
    p.expect("from", "among", "them", "into", "your", "hand", ",", "then", "put", "the", "rest")
    rest = _rest(p)
    p.scope.it = None
    p.mark(C_PAID_X_REVEAL)
    return [effect("reveal_top", amount="X", filter=flt, take="all", may=False, to="hand",
                   tapped=False, look=False, rest=rest)]


def _and_kinds(p: Parser) -> tuple[ObjectFilter, bool]:
    """"creature and land cards", "Dwarf and Vehicle cards" after "all": each card that is
    of either kind (two card types, or two capitalised subtypes)."""
    from tolaria.cards.oracle.phrases import SUBTYPE_WORDS, TYPE_NOUNS
    first, _, second = p.next(), p.expect("and"), p.next()
    p.expect("cards")
    words = (first, second)
    if all(w.key in TYPE_NOUNS and not w.key.endswith("s") for w in words):
        flt = ObjectFilter(types=frozenset(TYPE_NOUNS[w.key] for w in words))
    elif all(w.key in SUBTYPE_WORDS and w.text[:1].isupper() for w in words):
        flt = ObjectFilter(subtypes=frozenset(SUBTYPE_WORDS[w.key] for w in words))
    else:
        p.fail()
    if first.key == second.key:
        p.fail()
    p.mark(C_AND_KINDS)
    return flt, True


def _reveal_top(p: Parser) -> list[Effect]:
    """"Reveal the top four cards of your library. Put all Goblin cards revealed this way
    into your hand and the rest on the bottom of your library in any order." / "Look at the
    top five cards of your library. You may put a land card from among them onto the
    battlefield tapped. Put the rest on the bottom of your library in a random order." /
    "... Put up to two creature cards ... from among them onto the battlefield." (the last
    period is the caller's)."""
    if p.at("reveal", "the", "top", "x", "cards", "of", "your", "library", ",", "put"):
        return _reveal_top_paid_x(p)
    look = p.accept("look", "at")
    if not look:
        p.expect("reveal")
    p.expect("the", "top")
    x = top_x(p)                          # "the top X cards ..., where X is <quantity>"
    n: Any = "X" if x else number(p)
    if not x and n < 2:
        p.fail()
    p.expect("cards", "of", "your", "library")
    if x:
        n = where_x_is(p)
    flt: Any = None
    reveal = False
    if p.accept(",", "then", "put", "one", "of", "them"):      # any one of them
        may, take = False, 1
    else:
        p.expect(".")
        pairs = p.attempt(_each_color_pair) if not x and not look else None
        each_type = p.attempt(_each_card_type) if not x and not look and not pairs else None
        may = each_type is not None or pairs is None and p.accept("you", "may")
        reveal = may and look and not x and p.accept("reveal")       # the card taken
        if each_type is None and pairs is None and not reveal:
            p.expect("put")
        either = each_type or pairs or (p.attempt(_one_of_each) if may and not x else None)
        if either is not None:
            take, flt = AND_OR, either
        elif p.accept("all"):
            take = "all"
        elif p.accept("up", "to"):
            take = number(p)
            if take < 2 or not x and take >= n:
                p.fail()
        elif not x and not look and not may and p.accept("any", "number", "of"):
            take = n                          # none to all of them (CR 701.16a, 608.2d)
            p.mark(C_ANY_NUMBER_REVEALED)
        elif p.accept("a") or p.accept("an"):
            take = 1
        elif look and may and p.accept("one", "of", "those", "cards"):
            take, flt = 1, KEEP_ONE                 # any one of them (CR 401.4, 608.2d)
        else:
            p.fail()
        if flt is KEEP_ONE:
            pass
        elif take != AND_OR:
            flt, plural = (p.attempt(_and_kinds) if take == "all" else None) or _cards(p)
            if plural != (take != 1) or (take == "all" and (may or look)):
                p.fail()
            if status_in(flt) or flt.controller is not None or flt.other or flt.spell:
                p.fail()
        if x and any("X" in c for c in flt.compare or ()):
            p.fail()                      # the spell's X or the one "where X is" said?
        if not (p.accept("from", "among", "them") or take == "all" and p.accept(
                "revealed", "this", "way") or each_type is not None or pairs is not None
                or flt is KEEP_ONE):
            p.fail()
        if reveal:
            p.expect("and", "put")
            if not (p.accept("it") or p.accept("them") or p.accept("that", "card")
                    or p.accept("the", "revealed", "cards")):
                p.fail()
            if not p.at("into", "your", "hand"):
                p.fail()
            p.mark(C_REVEAL_TAKEN)
    tapped, counters, attacking = False, (), False
    rider: list[Effect] = []
    if flt is KEEP_ONE:
        p.accept("back")
        p.expect("on", "top", "of", "your", "library")
        flt, to = None, "top"
        p.mark(C_KEEP_ON_TOP)
    elif p.accept("into", "your", "hand"):
        to = "hand"
    else:
        p.expect("onto", "the", "battlefield")
        to, tapped = "battlefield", p.accept("tapped")
        attacking = tapped and take == 1 and p.accept("and", "attacking")   # CR 508.4
        if attacking:
            p.mark(C_AMONG_ATTACKING)
        if attacking and p.at(".", "it", "gains"):    # "It gains indestructible until end
            from tolaria.cards.oracle.delayed import moved_gains
            p.i += 1                                   # of turn." (Winota)
            rider = moved_gains(p)
            p.i -= 1                                    # its period, before "Put the rest"
        if p.at("with"):                            # "with three +1/+1 counters on it"
            from tolaria.cards.oracle.graveyard import entering_counters
            counters = entering_counters(p)         # (CR 122.6, 614.1c)
    if take == AND_OR and to != "hand":
        p.fail()                            # (onto the battlefield: not read)
    if p.accept("and", "the", "rest") or p.accept(".", "put", "the", "rest"):
        rest = _rest_to_hand(p, to) or _rest(p)
    elif p.at(".") and take == 1 and not may:
        rest = "stay"       # nothing said: the rest stay where they are (CR 701.16a, 401.4)
    else:
        p.fail()
    p.scope.it = None
    p.mark(C["library.reveal_top"])
    extra = {"counters": counters} if counters else {}
    if reveal:
        extra["reveal"] = True
    if attacking:
        extra["attacking"] = "chosen"
    found = effect("reveal_top", amount=n, filter=flt, take=take, may=may, to=to,
                   tapped=tapped, look=look, rest=rest, **extra)
    if rider:                                         # about the card put (CR 400.7j)
        return [effect("tracked", effect=found), *rider]
    return [found]


def _initiative(p: Parser, who: Any) -> list[Effect]:
    """"you take the initiative" (CR 723.1, 723.3): read only while every room of Undercity,
    the dungeon it ventures into (CR 723.2), can be done (`dungeons.undercity_gaps`)."""
    from tolaria.cards.dungeons import undercity_gaps
    p.expect("the", "initiative")
    if undercity_gaps():
        p.fail()
    p.mark(C["library.initiative"])
    return [effect("take_initiative", who=who)]


def discover(p: Parser) -> list[Effect]:
    """"Discover N" (CR 701.55a), N a number."""
    p.expect("discover")
    n = number(p)
    p.mark(C["library.discover"])
    return [effect("discover", amount=n)]


def venture(p: Parser) -> list[Effect]:
    """"Venture into the dungeon" (CR 701.46): read only while every room of the dungeons
    it chooses from can be done (`dungeons.venture_gaps`); the constructs of those rooms
    are the card's too."""
    from tolaria.cards.dungeons import venture_constructs, venture_gaps
    p.expect("venture", "into", "the", "dungeon")
    if venture_gaps():
        p.fail()
    p.mark(C["library.venture"])
    for name in sorted(venture_constructs()):
        p.mark(name)
    return [effect("venture", who="you", dungeon=True)]


def then_shuffle(p: Parser, before: list[Effect]) -> list[Effect]:
    """"Then shuffle." after revealing the top cards of your library and leaving the rest
    there: your library is shuffled (CR 701.20a)."""
    revealed = [e.get("effect") if e.op == "tracked" else e for e in before]  # (400.7j)
    if not any(e.op in ("reveal_top", "look_at_top") and e.get("rest") == "stay"
               for e in revealed):
        p.fail()
    p.expect("then", "shuffle", ".")
    p.mark(C["library.shuffle"])
    return before + [effect("shuffle_library", who="you")]


def _top_to_hand(p: Parser) -> list[Effect]:
    """"Reveal the top card of your library and put that card into your hand. You lose life
    equal to its mana value." (Dark Confidant; the last period is the caller's)."""
    p.expect("reveal", "the", "top", "card", "of", "your", "library", "and", "put", "that",
             "card", "into", "your", "hand", ".")
    if p.accept("you"):
        who: Any = "you"
        verb = p.next().key
        if verb not in ("lose", "gain"):
            p.fail()
    else:
        p.expect("each", "opponent", "loses")
        who, verb = "opponents", "lose"
    p.expect("life", "equal", "to")
    if not (p.accept("its") or p.accept("that", "card", "'s") or p.accept("the", "card", "'s")):
        p.fail()
    p.expect("mana", "value")
    p.scope.it = None
    p.mark(C["library.top_to_hand"])
    return [effect("top_to_hand", who=who, life="gain" if verb == "gain" else "lose")]


C_LOOK_THEIRS = construct("library.look_target_top", "Look at the top card of target player's "
                          "library. You may put that card on the bottom of that player's "
                          "library. (CR 401.4, 608.2d)")
C_LOOK_THEIRS_MILL = construct("library.look_target_top_graveyard", "Look at the top card of "
                               "target player's library. You may put that card into their / "
                               "that player's graveyard. (CR 401.4, 608.2d)")
C_EXILE_LIBRARY = construct("library.exile_library", "Exile all cards from target player's "
                            "library[, then that player shuffles their hand into their "
                            "library] / from your library (CR 406.2, 701.20a)")


def look_target_top(p: Parser) -> list[Effect]:
    """"Look at the top card of target player's library. You may put that card on the
    bottom of that player's library." (Jace, the Mind Sculptor) / "... into their graveyard."
    (Eye Spy): the controller looks and decides (CR 401.4); the last period is the
    caller's."""
    p.expect("look", "at", "the", "top", "card", "of")
    who = player_target(p)
    p.expect("'s", "library", ".", "you", "may", "put", "that", "card")
    if p.accept("into"):
        if not p.accept("their"):
            p.expect("that", "player", "'s")
        p.expect("graveyard")
        p.mark(C_LOOK_THEIRS_MILL)
        return [effect("look_top_bottom", who=who, to="graveyard")]
    p.expect("on", "the", "bottom", "of", "that", "player", "'s", "library")
    p.mark(C_LOOK_THEIRS)
    return [effect("look_top_bottom", who=who)]


def exile_library(p: Parser) -> list[Effect]:
    """"Exile all cards from target player's library[, then that player shuffles their hand
    into their library]" / "your library" (CR 406.2, 701.20a)."""
    p.expect("exile", "all", "cards", "from")
    if p.accept("your", "library"):                      # Leveler, Paradigm Shift
        p.mark(C_EXILE_LIBRARY)
        return [effect("exile_library", who="you")]
    if p.accept("your", "hand"):                         # Wormfang Behemoth
        return _exile_hand(p, "you")
    who = player_target(p)
    if p.accept("'s", "hand", "and", "graveyard"):         # Identity Crisis (CR 406.2)
        p.mark(C_EXILE_HANDS_GRAVEYARDS)
        return [effect("exile_hands_graveyards", who=who)]
    if p.accept("'s", "hand"):                              # Hypnox
        return _exile_hand(p, who)
    p.expect("'s", "library")
    out = [effect("exile_library", who=who)]
    if p.accept(",", "then", "that", "player", "shuffles", "their", "hand", "into", "their",
                "library"):
        out.append(effect("shuffle_hand_graveyard", who=who, zones=("hand",)))
    p.mark(C_EXILE_LIBRARY)
    return out


C_EXILE_HAND = construct("library.exile_hand", "Exile all cards from your / target "
                        "player's hand.: every card, at once, linked to this object for "
                        "\"the exiled cards\" (CR 406.2, 607.2a)")


def _exile_hand(p: Parser, who: Any) -> list[Effect]:
    """"exile all cards from your hand" (face up; "face down" isn't read)."""
    if not p.at("."):
        p.fail()
    p.mark(C_EXILE_HAND)
    return [effect("exile_hand", who=who)]


def player_target(p: Parser) -> int:
    """"target player" / "target opponent": a new player target."""
    p.expect("target")
    kind = p.next().key
    if kind not in ("player", "opponent"):
        p.fail()
    return p.add_target(TargetSpec(players="any" if kind == "player" else "opponent",
                                   text=f"target {kind}"))


def _look(p: Parser) -> list[Effect]:
    return p.choice(_look_hand, _look_back, _kinship, _top_card, _reveal_top, _look_reveal_if,
                    _look_top, _hand_bottom_exile)


def _hand_bottom_exile(p: Parser) -> list[Effect]:
    """"Look at the top three cards of your library. Put one of them into your hand, put
    one of them on the bottom of your library, and exile one of them. You may play the
    exiled card this turn." (Expressive Iteration; the last period is the caller's)."""
    p.expect("look", "at", "the", "top", "three", "cards", "of", "your", "library", ".",
             "put", "one", "of", "them", "into", "your", "hand", ",", "put", "one", "of",
             "them", "on", "the", "bottom", "of", "your", "library", ",", "and", "exile",
             "one", "of", "them", ".", "you", "may", "play", "the", "exiled", "card", "this",
             "turn")
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C["library.hand_bottom_exile"])
    return [effect("hand_bottom_exile")]


C_LOOK_OWN_TOP = construct("library.look_own_top", "look at the top card of your library, "
                           "alone: only its controller sees it (CR 401.2)")


def _look_top(p: Parser) -> list[Effect]:
    """"Look at the top card of target player's library." alone: the controller sees it
    and it stays there (CR 401.2, 701.16b); nothing else happens."""
    p.expect("look", "at", "the", "top", "card", "of")
    if p.accept("your", "library"):
        if not p.at(".") or p.token(1) is not None:
            p.fail()                      # the ability's only instruction (Brutal Deceiver)
        p.mark(C_LOOK_OWN_TOP)
        return [effect("look_top", who="you")]
    who = player_target(p)
    p.expect("'s", "library")
    if not p.at(".") or p.at(".", "you", "may", "put", "that", "card"):
        p.fail()                          # (Jace's "You may put that card on the bottom")
    p.mark("phrase.target")
    p.mark(C["library.look_top"])
    return [effect("look_top", who=who)]


def _look_reveal_if(p: Parser) -> list[Effect]:
    """"Look at the top card of your library. You may reveal that card. If an instant or
    sorcery card is revealed this way, transform this creature." (Delver of Secrets): the
    instructions happen only if the card was revealed and is of that kind (CR 701.16a,
    608.2c). A target chosen for them isn't read (it would be chosen first, CR 601.2c).
    The last period is the caller's."""
    p.expect("look", "at", "the", "top", "card", "of", "your", "library", ".", "you", "may",
             "reveal", "that", "card", ".", "if")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = _cards(p)
    if plural or status_in(flt) or flt.controller is not None or flt.other or flt.spell:
        p.fail()
    p.expect("is", "revealed", "this", "way", ",")
    n_targets = len(p.scope.targets)
    then = _clauses(p)
    if len(p.scope.targets) != n_targets:
        p.fail()
    p.scope.it = None
    p.mark(C["library.look_reveal_if"])
    return [effect("look_reveal", filter=flt)] + [effect("if_you_do", effect=e) for e in then]


C_FLIP_ALONE = construct("library.coin_alone", "Flip a coin. (nothing else): a flip, which "
                         "\"whenever you win a coin flip\" abilities see (CR 705.2, 603.2)")
C_FLIP_UNTIL_LOSE = construct("library.coin_until_lose", "flip a coin until you lose a flip: "
                              "each flip won is an event of its own (CR 705.2, 603.2)")


def _flip(p: Parser) -> list[Effect]:
    """"Flip a coin. If you win the flip, ... If you lose the flip, ..." (CR 705): the
    sentences after the flip are read here; the last one's period is left to the caller."""
    p.expect("flip", "a", "coin")
    if p.at("until", "you", "lose", "a", "flip"):
        p.i += 5
        p.mark(C_FLIP_UNTIL_LOSE)
        return [effect("flip_until_lose")]
    if p.at(".") and not p.at(".", "if", "you"):
        p.mark(C_FLIP_ALONE)                    # only what winning it triggers (CR 705.2)
        return [effect("flip_coin")]
    out = [effect("flip_coin")]
    seen: set[str] = set()
    while p.at(".", "if", "you") and p.peek(3) in ("win", "lose") and p.peek(3) not in seen:
        p.i += 3
        outcome = p.next().key
        seen.add(outcome)
        p.expect("the", "flip", ",")
        out += [effect("if_flip", won=outcome == "win", effect=e) for e in _clauses(p)]
    if not seen:
        p.fail()
    p.mark(C["library.coin"])
    return out


def _clash(p: Parser) -> list[Effect]:
    """"Clash with an opponent. If you win, ... [Otherwise, ...]" (CR 701.23): the sentences
    after the clash are read here; the last one's period is left to the caller."""
    p.expect("clash", "with", "an", "opponent", ".", "if", "you", "win", ",")
    out = [effect("clash")] + [effect("if_clash", won=True, effect=e) for e in _clauses(p)]
    if p.accept(".", "otherwise", ","):
        out += [effect("if_clash", won=False, effect=e) for e in _clauses(p)]
    p.mark(C["library.clash"])
    return out


def _clauses(p: Parser) -> list[Effect]:
    """Clauses up to (not including) the period ending the sentence."""
    from tolaria.cards.oracle.instructions import clause
    p.sentence = p.i
    effects = clause(p)
    while not p.at("."):
        if p.accept(",", "then") or p.accept("then") or p.accept("and") or p.accept(","):
            effects += clause(p)
        else:
            p.fail()
    return effects


def _token_copy(p: Parser) -> list[Effect]:
    """"Create a token that's a copy of target creature you control" (CR 707.2)."""
    p.expect("create", "a", "token", "that", "'s", "a", "copy", "of")
    ref = object_ref(p)
    if isinstance(ref, int):
        flt = p.scope.targets[ref].objects
        if flt is None or flt.spell or p.scope.targets[ref].players is not None:
            p.fail()
    elif ref != "self":
        p.fail()
    if p.scope.kind == "spell" and ref == "self":
        p.fail()
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C["library.token_copy"])
    return [effect("token_copy", target=ref)]


def _populate(p: Parser) -> list[Effect]:
    p.expect("populate")
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C["library.populate"])
    return [effect("populate")]


def _reveal_exile(p: Parser, who: Any) -> list[Effect]:
    """"Target opponent reveals their hand. You choose a nonland card from it and exile that
    card." / "... from it. Exile that card." (CR 701.16a, 406.2)"""
    if not p.accept("and", "you", "choose"):
        p.expect(".", "you", "choose")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    start = p.i
    flt, plural = _cards(p)
    if plural or flt.spell or status_in(flt) or flt.controller is not None or flt.other:
        p.fail()
    p.expect("from", "it")
    if p.at("with", "mana", "value"):
        flt = _described_after(p, start)          # "a card from it with mana value 4 or
    if not (p.accept("and", "exile", "that", "card") or p.accept(".", "exile", "that", "card")):
        p.fail()
    p.scope.it = None
    p.mark(C["library.reveal_hand"])
    if not p.accept("until"):
        return [effect("reveal_exile", who=who, filter=flt)]
    if p.scope.kind == "spell" or not self_ref(p):
        p.fail()
    p.expect("leaves", "the", "battlefield")           # back to the hand (CR 610.3)
    p.mark(C["library.exile_until"])
    return [effect("reveal_exile", who=who, filter=flt, until=True)]


C_FROM_IT_WITH = construct("library.choose_from_it_with", "You choose a <card> from it with "
                           "mana value N or greater / less: the description read whole, "
                           "\"from it\" aside (CR 701.16a, 202.3)")


def _described_after(p: Parser, start: int) -> ObjectFilter:
    """"a card from it with mana value 4 or greater" (Appetite for Brains): the card
    described from `start` and, after "from it", its mana value (CR 202.3)."""
    end = next((j for j in range(p.i, p.n) if p.keys[j] in ("and", ".")), p.n)
    body = Parser(p.tokens[start:p.i - 2] + p.tokens[p.i:end], p.card, p.scope, p.line)
    flt, plural = _cards(body)
    body.end()
    if plural or not flt.compare or any(what != "mana_value" for what, _, _ in flt.compare):
        p.fail()
    p.used += body.used
    p.i = end
    p.mark(C_FROM_IT_WITH)
    return flt


def _proliferate(p: Parser) -> list[Effect]:
    """"Proliferate." / "Proliferate twice." (two proliferations in a row, each with its
    own choices, CR 701.27a)."""
    p.expect("proliferate")
    p.mark(C["library.proliferate"])
    if p.accept("twice"):
        p.mark(C_PROLIFERATE_TWICE)
        return [effect("proliferate"), effect("proliferate")]
    return [effect("proliferate")]


C_PROLIFERATE_TWICE = construct("library.proliferate_twice", "proliferate twice: two "
                                "proliferations, one after the other (CR 701.27a)")


def _look_hand(p: Parser) -> list[Effect]:
    """"Look at target player's hand" / "target opponent's hand"."""
    p.expect("look", "at")
    if p.at("that", "player", "'s", "hand", ".") or p.at("defending", "player", "'s", "hand",
                                                          "."):
        return _look_event_hand(p)
    who = player_target(p)
    p.expect("'s", "hand")
    p.mark("phrase.target")
    p.mark(C["library.look_hand"])
    chosen = p.attempt(_hand_to_bottom, who) or p.attempt(_hand_exile_playable, who) or \
        p.attempt(may_choose_discard, who, True)
    return [effect("look_hand", who=who)] + (chosen or [])


C_LOOK_EVENT_HAND = construct("library.look_event_hand", "look at that player's hand (the "
                              "one the trigger's damage was dealt to) / defending player's "
                              "hand: only the ability's controller sees it (CR 506.2, 603.2)")


def _look_event_hand(p: Parser) -> list[Effect]:
    """"Whenever this creature deals combat damage to a player, look at that player's
    hand." (Walker of Secret Ways)."""
    from tolaria.cards.oracle.phrases import player_ref
    who = player_ref(p)
    if who not in ("event", "defending"):
        p.fail()
    p.expect("'s", "hand")
    p.mark(C_LOOK_EVENT_HAND)
    return [effect("look_hand", who=who)]


def _one_card_of_hand(p: Parser) -> ObjectFilter:
    """"a nonland card" of a looked-at hand: one card, of a kind said by types only."""
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = _cards(p)
    if plural or flt.spell or status_in(flt) or flt.controller is not None or flt.other:
        p.fail()
    return flt


def _hand_exile_playable(p: Parser, who: int) -> list[Effect]:
    """After "look at target opponent's hand": ". You may exile a nonland card from it. For
    as long as that card remains exiled, its owner may play it[. A spell cast this way costs
    {2} more to cast]" (Elite Spellbinder; its last period left to the caller): a play
    permission while it stays exiled (CR 601.3, 305.1), taxed (CR 601.2f)."""
    p.expect(".", "you", "may", "exile")
    flt = _one_card_of_hand(p)
    p.expect("from", "it", ".", "for", "as", "long", "as", "that", "card", "remains",
             "exiled", ",", "its", "owner", "may", "play", "it")
    tax = 0
    if p.accept(".", "a", "spell", "cast", "this", "way", "costs"):
        tok = p.next()
        if tok.kind != "sym" or not tok.key[1:-1].isdigit():
            p.fail()
        tax = int(tok.key[1:-1])
        p.expect("more", "to", "cast")
    p.scope.it = None
    p.mark(C["library.hand_exile_playable"])
    return [effect("hand_exile_playable", who=who, filter=flt, tax=tax)]

C_MAY_CHOOSE_DISCARD = construct("effect.may_choose_discard", "<player> reveals their hand / "
                                 "look at <player>'s hand. You may choose a <card> from it. "
                                 "[If you do,] that player discards that card[, then draws a "
                                 "card]. [If you don't, "
                                 "<instructions>.]: the choice is optional, the last sentence "
                                 "happens only if no card was chosen (CR 701.16a, 701.8, "
                                 "608.2d, 608.2c)")


def may_choose_discard(p: Parser, who: int, looked: bool = False) -> list[Effect]:
    """After the revealed (`looked`: looked-at) hand: "You may choose a <card> from it. [If
    you do,] that player discards that card[, then draws a card]. [If you don't,
    <instructions>.]" (the last period left to the caller)."""
    if looked:
        p.expect(".", "you")
    p.expect("may", "choose")
    flt = _one_card_of_hand(p)
    p.expect("from", "it", ".")
    done = p.accept("if", "you", "do", ",")
    p.expect("that", "player", "discards", "that", "card")
    out = [effect("reveal_discard", who=who, filter=flt, may=True, looked=looked)]
    if done and p.accept(",", "then", "draws", "a", "card"):
        out.append(effect("if_you_do", effect=effect("draw", amount=1, who=who)))
    elif done and p.accept(".", "if", "you", "don't", ","):
        n_targets = len(p.scope.targets)
        then = _clauses(p)
        if len(p.scope.targets) != n_targets:
            p.fail()              # a target chosen only if you don't: not read (601.2c)
        out += [effect("if_you_dont", effect=e) for e in then]
    p.scope.it = None
    p.mark(C_MAY_CHOOSE_DISCARD)
    return out


def _hand_to_bottom(p: Parser, who: int) -> list[Effect]:
    """After "look at target player's hand": ". You may choose a nonland card from it. If
    you do, that player reveals the chosen card, puts it on the bottom of their library,
    then draws a card" (its last period left to the caller)."""
    p.expect(".", "you", "may", "choose")
    flt = _one_card_of_hand(p)
    p.expect("from", "it", ".", "if", "you", "do", ",", "that", "player", "reveals", "the",
             "chosen", "card", ",", "puts", "it", "on", "the", "bottom", "of", "their",
             "library", ",", "then", "draws", "a", "card")
    p.scope.it = None
    p.mark(C["library.hand_to_bottom"])
    return [effect("hand_to_bottom", who=who, filter=flt)]


def _flicker(p: Parser) -> list[Effect]:
    """"Exile target creature you control, then return that card to the battlefield under
    its owner's control": the card exiled, a new object (CR 400.7), comes back; with "at
    the beginning of the next end step", by a delayed trigger (CR 603.7). A second sentence
    ("Exile target creature. Return it to ...") is read here, its period left to the caller."""
    p.expect("exile")
    ref = object_ref(p)
    if isinstance(ref, int) and (p.scope.targets[ref].objects is None
                                 or p.scope.targets[ref].objects.spell):
        p.fail()
    if ref == "self" and p.scope.kind == "spell":
        p.fail()
    sentences = p.accept(".")
    if sentences:
        p.expect("return")
    elif not p.accept(",", "then", "return"):
        p.expect("then", "return")
    if not (p.accept("that", "card") or p.accept("it") or p.accept("him") or p.accept("her")):
        p.fail()
    p.expect("to", "the", "battlefield")
    tapped = p.accept("tapped")                    # "return it to the battlefield tapped"
    transformed = not tapped and p.accept("transformed")                # CR 712.14a
    if transformed and (ref != "self" or sentences):
        p.fail()                          # only "exile this permanent, then return it ..."
    p.expect("under")
    if p.accept("its", "owner", "'s", "control") or transformed and (
            p.accept("his", "owner", "'s", "control") or p.accept("her", "owner", "'s",
                                                                  "control")):
        yours = False
    else:
        p.expect("your", "control")
        yours = True
    later = p.accept("at", "the", "beginning", "of", "the", "next", "end", "step")
    if sentences and not later or transformed and later:
        p.fail()
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    if transformed:
        p.mark(C["library.return_transformed"])
        return [effect("flicker", target=ref, yours=yours, later=False, transformed=True)]
    if tapped:
        if later or sentences:
            p.fail()
        p.mark(C_FLICKER_TAPPED)
        return [effect("flicker", target=ref, yours=yours, later=False, tapped=True)]
    p.mark(C["library.flicker_later" if later else "library.flicker"])
    return [effect("flicker", target=ref, yours=yours, later=later)]


C_FLICKER_TAPPED = construct("library.flicker_tapped", "Exile <object>, then return it to the "
                             "battlefield tapped under its owner's control: a new object, "
                             "entering tapped (CR 400.7, 110.5b, 610.3c)")


def _exile_until(p: Parser) -> list[Effect]:
    """"Exile target nonland permanent an opponent controls until this enchantment leaves
    the battlefield" (CR 610.3): an ability of the permanent named."""
    p.expect("exile")
    if p.scope.kind == "spell":
        p.fail()
    ref = object_ref(p)
    if ref == "self" or not isinstance(ref, int):
        p.fail()               # (an Aura coming back: its owner chooses, effects.durations)
    p.expect("until")
    if p.accept("an", "opponent", "becomes", "the", "monarch"):        # CR 610.3, 722
        from tolaria.data.vocabulary import OPPONENT_MONARCH
        p.scope.it = None                 # what it moved is a new object (CR 400.7)
        p.mark(C_EXILE_UNTIL_MONARCH)
        return [effect("exile_until", target=ref, until=OPPONENT_MONARCH)]
    if p.at("target"):
        return _exile_until_target_leaves(p, ref)
    if not self_ref(p):
        p.fail()
    p.expect("leaves", "the", "battlefield")
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C["library.exile_until"])
    return [effect("exile_until", target=ref)]


C_EXILE_UNTIL_TARGET = construct("library.exile_until_target_leaves", "exile <target> until "
                                 "target <permanent> leaves the battlefield: it returns when "
                                 "that permanent leaves; nothing is exiled if it already has "
                                 "(CR 610.3, 610.3b)")


def _exile_until_target_leaves(p: Parser, ref: int) -> list[Effect]:
    """"Exile target creature or enchantment you don't control until target enchantment you
    control leaves the battlefield." (Calix, Destiny's Hand): the second target decides."""
    from tolaria.cards.oracle.phrases import target
    holder = target(p)
    spec = p.scope.targets[holder]
    if spec.players is not None or spec.objects is None or spec.objects.spell or \
            spec.objects.zone:
        p.fail()
    p.expect("leaves", "the", "battlefield")
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C_EXILE_UNTIL_TARGET)
    return [effect("exile_until", target=ref, holder=holder)]


C_EXILE_UNTIL_MONARCH = construct("library.exile_until_monarch", "exile <target> until an "
                                  "opponent becomes the monarch: it returns when one does, "
                                  "even if the source is gone (CR 610.3, 722)")


C_IMPULSE_COLOR = construct("library.impulse_color", "exile the top card of your library. If "
                            "it's <color>, you may cast it this turn (its colour as it is "
                            "exiled) / exile the top N cards ... You may cast <color> spells "
                            "from among them this turn (its colour as it is cast) (CR 601.3, "
                            "608.2c)")


def _red_ones(p: Parser, n: Any) -> dict[str, str]:
    """"If it's red, you may cast it this turn" (one card: checked as it resolves, CR
    608.2c) / "You may cast red spells from among them this turn" (several: each must be a
    red spell as it is cast, CR 601.3)."""
    from tolaria.cards.oracle.phrases import COLOR_WORDS
    if n == 1:
        p.expect("if", "it", "'s")
        color = COLOR_WORDS.get(p.next().key)
        if color is None:
            p.fail()
        p.expect(",", "you", "may", "cast", "it", "this", "turn")
        return {"if_color": color}
    p.expect("you", "may", "cast")
    color = COLOR_WORDS.get(p.next().key)
    if color is None:
        p.fail()
    p.expect("spells", "from", "among", "them", "this", "turn")
    return {"cast_color": color}


C_REMOVE_EACH_IMPULSE = construct("library.remove_then_impulse", "Remove a loyalty counter "
                                  "from each of any number of permanents you control. Exile "
                                  "that many cards from the top of your library. You may play "
                                  "them this turn. (CR 122.1, 608.2d, 601.3)")


def remove_then_impulse(p: Parser) -> list[Effect]:
    """Chandra, Legacy of Fire's [0]: the permanents chosen as it resolves, one counter
    from each; "that many" the counters removed (CR 608.2c)."""
    from tolaria.data.vocabulary import REMOVED_COUNT
    p.expect("remove", "a", "loyalty", "counter", "from", "each", "of", "any", "number", "of",
             "permanents", "you", "control", ".", "exile", "that", "many", "cards", "from",
             "the", "top", "of", "your", "library", ".", "you", "may", "play", "them", "this",
             "turn")
    p.scope.it = None
    p.mark(C_REMOVE_EACH_IMPULSE)
    return [effect("remove_counter_each", kind="loyalty"),
            effect("impulse", amount=(REMOVED_COUNT,), until="turn")]


C_SHUFFLE_THEIRS = construct("library.they_shuffle_theirs", "<target player> ... . Then they "
                              "shuffle each <permanent> they control into its owner's "
                              "library: that player's permanents, at once; each library "
                              "shuffled (CR 701.20a, 608.2h)")


def they_shuffle_theirs(p: Parser, before: list[Effect]) -> list[Effect]:
    """"Then they shuffle each nonland permanent they control into its owner's library."
    after an instruction of a target player (Teferi, Temporal Pilgrim)."""
    from tolaria.cards.oracle.phrases import permanent_description
    last = before[-1] if before else None
    who = last.get("who") if last is not None else None
    if type(who) is not int or p.scope.targets[who].players is None or \
            p.scope.targets[who].objects is not None:
        p.fail()
    p.expect("then", "they", "shuffle", "each")
    flt, plural = permanent_description(p)
    if plural or flt.controller is not None or flt.zone or flt.spell or flt.other:
        p.fail()
    p.expect("they", "control", "into", "its", "owner", "'s", "library", ".")
    p.mark(C_SHUFFLE_THEIRS)
    return before + [effect("shuffle_in_all", filter=flt, who=who)]


C_COPY_EXILED_CAST = construct("library.copy_exiled_cast", "Exile the top N cards of your "
                               "library. Choose an instant or sorcery card exiled this way and "
                               "copy it three times. You may cast the copies without paying "
                               "their mana costs. (CR 707.12, 608.2g, 118.9)")


def copy_exiled_cast(p: Parser, before: list[Effect]) -> list[Effect]:
    """Chandra, Pyromaster's [−7] after its "Exile the top ten cards of your library.": one
    card chosen as it resolves, copied in exile, each copy cast now or not (CR 707.12)."""
    last = before[-1] if before else None
    if last is None or last.op != "exile_top" or last.get("who") != "you":
        p.fail()
    p.expect("choose", "an", "instant", "or", "sorcery", "card", "exiled", "this", "way", "and",
             "copy", "it")
    times = {"twice": 2}.get(p.peek(), None)
    if times is not None:
        p.i += 1
    else:
        times = NUMBER_WORDS.get(p.next().key)
        p.expect("times")
    if not times or times < 2:
        p.fail()
    p.expect(".", "you", "may", "cast", "the", "copies", "without", "paying", "their", "mana",
             "costs", ".")
    p.mark(C_COPY_EXILED_CAST)
    return before[:-1] + [replace(last, params=last.params + (("remember", True),)),
                          effect("copy_exiled_cast", times=times)]


C_EXILED_WITH_PUT = construct("library.exiled_with_to_battlefield", "Put a <card> with mana "
                              "value X exiled with <this permanent> onto the battlefield under "
                              "your control. That creature is a <type> in addition to its "
                              "other types.: one the source's abilities exiled (CR 607.2a, "
                              "608.2d, 611.2a)")


def exiled_with_to_battlefield(p: Parser) -> list[Effect]:
    """Ashiok, Nightmare Weaver's [−X] (the last period is the sentence's)."""
    from tolaria.cards.oracle.phrases import SUBTYPE_WORDS
    if p.scope.kind != "activated":
        p.fail()
    p.expect("put", "a")
    flt, plural = description(p, cards=True, x_ok=True)
    if plural or flt.types != frozenset({"Creature"}) or status_in(flt) or flt.zone or \
            flt.controller is not None or flt.other:
        p.fail()
    p.expect("exiled", "with")
    if not self_ref(p):
        p.fail()
    p.expect("onto", "the", "battlefield", "under", "your", "control", ".", "that", "creature",
             "is", "a")
    tok = p.next()
    subtype = SUBTYPE_WORDS.get(tok.key)
    if subtype is None or not tok.text[:1].isupper():
        p.fail()
    p.expect("in", "addition", "to", "its", "other", "types")
    p.scope.it = None
    p.mark(C_EXILED_WITH_PUT)
    return [effect("exiled_with_to_battlefield", filter=flt,
                   subtypes=frozenset({subtype}))]


C_EXILE_HANDS_GRAVEYARDS = construct("library.exile_hands_graveyards", "Exile all cards from "
                                     "all opponents' hands and graveyards. / from target "
                                     "player's hand and graveyard. (CR 406.2)")


def exile_hands_graveyards(p: Parser) -> list[Effect]:
    """Ashiok, Nightmare Weaver's [−10]."""
    p.expect("exile", "all", "cards", "from", "all", "opponents", "'s", "hands", "and",
             "graveyards")
    p.mark(C_EXILE_HANDS_GRAVEYARDS)
    return [effect("exile_hands_graveyards", who="opponents")]


def _impulse(p: Parser) -> list[Effect]:
    """"Exile the top card of your library. You may play that card this turn." / "Until the
    end of your next turn, you may play those cards." (the period after it is the caller's)."""
    p.expect("exile", "the", "top")
    x = top_x(p)
    n = 1 if p.at("card") else "X" if x else amount(p)
    if not (p.accept("card") if n == 1 else p.accept("cards")):
        p.fail()
    whose: dict[str, Any] = {}
    if n == 1 and p.scope.kind == "triggered" and p.scope.event_subject == "player" and \
            p.accept("of", "that", "player", "'s", "library"):
        whose = {"library": "event"}        # Ragavan: the player the trigger is about
    else:
        p.expect("of", "your", "library")
    if x:
        n = where_x_is(p)
    p.expect(".")
    colored = p.attempt(_red_ones, n)
    if colored is not None:               # "If it's red, ..." / "... red spells from among them"
        p.scope.it = None
        p.mark(C_IMPULSE_COLOR)
        return [effect("impulse", amount=n, until="turn", cast_only=True, **colored, **whose)]
    them = ("that", "card") if n == 1 else ("those", "cards")
    until = None
    if p.accept("until", "end", "of", "turn", ","):
        until = "turn"
    elif p.accept("until", "the", "end", "of", "your", "next", "turn", ","):
        until = "your next turn"
    p.expect("you", "may")
    if p.accept("cast"):                    # not "play": a land can't be cast (CR 305.9)
        whose["cast_only"] = True
    else:
        p.expect("play")
    if not (p.accept(*them) or n == 1 and p.accept("it") or n != 1 and p.accept("them") or
            n != 1 and until == "turn" and p.accept("cards", "exiled", "this", "way")):
        p.fail()
    if until is None:
        if p.accept("this", "turn"):
            until = "turn"
        elif p.at("."):                   # no end said: while it stays exiled (CR 400.7)
            until = WHILE_EXILED
        else:
            p.expect("until", "the", "end", "of", "your", "next", "turn")
            until = "your next turn"
    if until == "turn" and n == 1 and p.accept("without", "paying", "its", "mana", "cost"):
        until = FREE_THIS_TURN            # only without paying its mana cost (CR 118.9)
        p.mark(C_IMPULSE_FREE)
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C["library.impulse"])
    return [effect("impulse", amount=n, until=until, **whose)]


C_IMPULSE_FREE = construct("library.impulse_free", "Exile the top card of your library. "
                           "Until end of turn, you may play that card without paying its mana "
                           "cost.: this turn, and only without paying it; a land is played as "
                           "the turn's land (CR 601.3, 118.9, 305.1)")


def _may_be_aura(flt: Any) -> bool:
    """Could an object matching this filter be an Aura card (CR 303.4g)?"""
    if flt is None:
        return True
    if flt.types and "Enchantment" not in flt.types or "Enchantment" in flt.not_types:
        return False
    return not ("Aura" in flt.not_subtypes or flt.subtypes and "Aura" not in flt.subtypes)


C_EXILE_UNTIL_CAST = construct("library.exile_until_cast", "exile cards from the top of your "
                               "library until you exile a nonland card. You may cast that "
                               "card without paying its mana cost / by paying an amount of {E} "
                               "equal to its mana value rather than paying its mana cost: now, "
                               "as it resolves; the exiled cards stay exiled (CR 608.2g, "
                               "118.9, 107.14)")


C_EXILE_TOP_CAST = construct("library.exile_top_cast", "exile the top card of your library. "
                              "You may cast that card. [If you don't, <instructions>]: now, "
                              "as it resolves, paying its costs; a land can't be cast; it "
                              "stays exiled if not cast (CR 608.2g, 601.2f, 305.9)")


def _exile_until_cast(p: Parser) -> list[Effect]:
    """"Exile cards from the top of your library until you exile a nonland card. You may
    cast that card by paying an amount of {E} equal to its mana value rather than paying its
    mana cost." (Amped Raptor; the last period is the caller's)."""
    p.expect("exile")
    if p.accept("the", "top", "card", "of", "your", "library", ".", "you", "may", "cast",
                "that", "card"):
        if not p.at(".") or p.scope.kind not in ("activated", "triggered", "spell"):
            p.fail()                      # "... this turn": a permission for later (601.3)
        p.scope.it = None
        p.mark(C_EXILE_TOP_CAST)
        return [effect("exile_until_cast", pay="mana", top=True)]
    p.expect("cards", "from", "the", "top", "of", "your", "library", "until", "you",
             "exile", "a", "nonland", "card", ".", "you", "may", "cast", "that", "card")
    if p.accept("without", "paying", "its", "mana", "cost"):
        pay = "free"
    else:
        p.expect("by", "paying", "an", "amount", "of", "{E}", "equal", "to", "its", "mana",
                 "value", "rather", "than", "paying", "its", "mana", "cost")
        pay = "energy"
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C_EXILE_UNTIL_CAST)
    return [effect("exile_until_cast", pay=pay)]


def _exile(p: Parser) -> list[Effect]:
    return p.choice(_flicker, _exile_until, _exile_until_cast, _impulse, _own_death, _exile_all, _dead_card,
                    _discarded_card, _face_down_later, _exile_top_then_reveal,
                    _exile_top, _imprint_from_hand)


def _imprint_from_hand(p: Parser) -> list[Effect]:
    """"exile a nonartifact, nonland card from your hand" in a permanent's optional "When
    this enters" trigger (imprint: Chrome Mox): the card its controller chooses, linked to
    the permanent for its other abilities' "the exiled card" (CR 607.2a)."""
    from tolaria.cards.oracle.phrases import status_in
    if p.scope.kind != "triggered":
        p.fail()
    p.expect("exile")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = description(p, cards=True)
    if plural or status_in(flt) or flt.controller is not None or flt.other or flt.spell:
        p.fail()
    p.expect("from", "your", "hand")
    p.scope.it = None                         # a new object in exile (CR 400.7)
    p.mark(C["library.imprint_from_hand"])
    return [effect("imprint_from_hand", filter=flt)]


def _exile_top_then_reveal(p: Parser) -> list[Effect]:
    """"Exile the top six cards of your library, then reveal cards from the top of your
    library until you reveal a card with the chosen name. Put that card into your hand and
    exile all other cards revealed this way." (Demonic Consultation; CR 406.2, 701.16a)."""
    p.expect("exile", "the", "top")
    n = number(p)
    if n < 2:
        p.fail()
    p.expect("cards", "of", "your", "library", ",", "then")
    p.mark(C["library.exile_top_then_reveal"])
    return [effect("exile_top", amount=n, who="you")] + _reveal_until(p)


def _discarded_card(p: Parser) -> list[Effect]:
    """"Whenever you discard a card, exile that card from your graveyard." (Necropotence):
    the card the discard put there, if it is still there (CR 603.2, 400.7)."""
    from tolaria.data.vocabulary import EVENT_SPELL
    if p.scope.kind != "triggered" or p.scope.event != "discard":
        p.fail()
    p.expect("exile", "that", "card", "from", "your", "graveyard")
    p.mark(C["library.discarded_card"])
    return [effect("exile_card", target=EVENT_SPELL, zone="graveyard")]   # its second datum


def _face_down_later(p: Parser) -> list[Effect]:
    """"Exile the top card of your library face down. Put that card into your hand at the
    beginning of your next end step." (the last period is the caller's)."""
    p.expect("exile", "the", "top", "card", "of", "your", "library", "face", "down", ".",
             "put", "that", "card", "into", "your", "hand", "at", "the", "beginning", "of")
    whose = "you" if p.accept("your", "next") else "each" if p.accept("the", "next") \
        else p.fail()
    p.expect("end", "step")
    p.mark(C["library.face_down_later"])
    return [effect("face_down_later", whose=whose)]


C_EXILE_TOP_N = construct("library.exile_top", "<player> exile(s) the top N cards of their "
                          "library / exile the top N cards of your / target player's / each "
                          "player's library: face up, at once (CR 406.2, 401.1)")


def _exile_top(p: Parser) -> list[Effect]:
    """"Exile the top three cards of your library." / "... of target opponent's library" /
    "... of each player's library" (nothing said about them after: the rest of the
    sentence is another rule's)."""
    p.expect("exile", "the", "top")
    n = _top_amount(p)
    p.expect("of")
    if p.accept("your", "library"):
        who: Any = "you"
    elif p.accept("each", "player", "'s", "library"):
        who = "each"
    elif p.accept("each", "opponent", "'s", "library"):
        who = "opponents"
    elif p.at("target"):
        who = player_target(p)
        p.expect("'s", "library")
    else:
        p.fail()
    p.mark(C_EXILE_TOP_N)
    return [effect("exile_top", amount=n, who=who, **_face_down_exile(p))]


def player_exiles_top(p: Parser, who: Any) -> list[Effect]:
    """After "<player> exiles": "the top N cards of their library" (CR 406.2)."""
    p.expect("the", "top")
    n = _top_amount(p)
    p.expect("of", "their" if who != "you" else "your", "library")
    p.mark(C_EXILE_TOP_N)
    return [effect("exile_top", amount=n, who=who, **_face_down_exile(p))]


C_EXILE_TOP_FACE_DOWN = construct("library.exile_top_face_down", "... the top N cards of "
                                  "<a> library face down: exiled face down, no player may "
                                  "look at them; exiled with the source (CR 406.3a, 607.2a)")


C_EXILED_FACE_UP = construct("library.exiled_with_face_up", "Each player turns face up all "
                             "cards they own exiled with this <permanent>, then puts all "
                             "permanent cards among them onto the battlefield: the cards its "
                             "abilities exiled, at once under their owners' control (CR "
                             "607.2a, 406.3a, 110.4a)")


def _turn_exiled_face_up(p: Parser) -> list[Effect]:
    """After "Each player turns": "face up all cards they own exiled with this artifact,
    then puts all permanent cards among them onto the battlefield." (Pyxis of
    Pandemonium)."""
    p.expect("face", "up", "all", "cards", "they", "own", "exiled", "with")
    if not self_ref(p):
        p.fail()
    p.expect(",", "then", "puts", "all", "permanent", "cards", "among", "them", "onto", "the",
             "battlefield")
    p.mark(C_EXILED_FACE_UP)
    return [effect("exiled_with_face_up")]


def _face_down_exile(p: Parser) -> dict[str, Any]:
    """A trailing "face down" after "exile the top N cards of <a> library" (CR 406.3a)."""
    if not p.accept("face", "down"):
        return {}
    p.mark(C_EXILE_TOP_FACE_DOWN)
    return {"face_down": True}


def _top_amount(p: Parser) -> Any:
    """"card" (one) or "N cards" / "X cards"."""
    if p.accept("card"):
        return 1
    n = amount(p)
    p.expect("cards")
    return n


def _play_exiled_free(p: Parser) -> list[Effect]:
    """"Choose an exiled card an opponent owns with a void counter on it. You may play it
    this turn without paying its mana cost." (Dauthi Voidwalker): chosen as the ability
    resolves, not targeted (CR 115.1); both sentences are read here, the second being
    only about the card chosen (CR 601.3, 305.1: a land is played, a spell cast free,
    CR 118.9)."""
    from tolaria.cards.oracle.phrases import counter_kind
    p.expect("choose", "an", "exiled", "card", "an", "opponent", "owns", "with", "a")
    kind = counter_kind(p)
    p.expect("counter", "on", "it", ".", "you", "may", "play", "it", "this", "turn",
             "without", "paying", "its", "mana", "cost")
    p.mark(C["library.play_exiled_free"])
    return [effect("play_exiled_free", counter=kind, owner="opponent")]


# First words -> rules, tried before the core rule for that word (instructions._IMPERATIVES).
IMPERATIVES = {"proliferate": _proliferate, "look": _look, "exile": _exile,
               "shuffle": _shuffle_in,
               "take": _take, "create": _token_copy, "populate": _populate, "flip": _flip,
               "reveal": lambda p: p.choice(_reveal_until, _top_card, _reveal_top,
                                            _top_to_hand, _reveal_counter,
                                            _search_revealed_name, reveal_top_if),
               "clash": _clash, "tap": lambda p: _tap_or_untap(p, False)}
# Tried after the core rule for that word (the core one reads a narrower form, kept).
IMPERATIVES_AFTER = {"choose": _play_exiled_free, "search": lambda p: p.choice(_search, _search_pile,
                                                                 _search_exile_face_down, _search_target_library), "put": lambda p: p.choice(_put, _all_to_bottom, _exiled_card,
                                                  _exiled_with_to_hands), "the": lambda p: p.choice(_exiled_card_cast, _exiled_owner_creates, _owner_shuffles_reveals, _owner_of_target), "that": _oath,
                     "return": lambda p: p.choice(_from_graveyard, _own_death, _dead_card,
                                                  _return_all, _exiled_card,
                                                  _grave_to_owner, exiled_cards)}


C_SURVEILLED = construct("library.surveilled_to_hand", "Surveil N. If you put a <card> into "
                         "your graveyard this way, put that card into your hand.: the card "
                         "the surveil put there, if it still is (CR 701.25a, 608.2c, 400.7)")


def surveilled_to_hand(p: Parser, before: list[Effect]) -> list[Effect]:
    """"If you put a noncreature, nonland card into your graveyard this way, put that card
    into your hand." after "Surveil 1." (Chandra, Chill of Compliance)."""
    if before[-1].get("amount") != 1:
        p.fail()                           # "that card": one card surveilled
    p.expect("if", "you", "put")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = description(p, cards=True)
    if plural or flt.controller is not None or flt.other or flt.spell or flt.zone:
        p.fail()
    p.expect("into", "your", "graveyard", "this", "way", ",", "put", "that", "card", "into",
             "your", "hand", ".")
    p.mark(C_SURVEILLED)
    return before + [effect("surveilled_to_hand", filter=flt)]


C_EXCHANGE = construct("library.exchange_hand", "Exchange your hand and library, then "
                       "shuffle.: every card of each zone goes to the other at once, even if "
                       "one is empty (CR 701.10d, 701.10f, 701.20a)")


def exchange_hand(p: Parser) -> list[Effect]:
    """"Exchange your hand and library, then shuffle." (Mordenkainen)."""
    p.expect("exchange", "your", "hand", "and", "library", ",", "then", "shuffle")
    if not p.at("."):
        p.fail()
    p.mark(C_EXCHANGE)
    return [effect("exchange_hand_library"), effect("shuffle_library", who="you")]


def chained(first: Any, then: Any) -> Any:
    """A rule trying `first`, then `then` (either may be None)."""
    if first is None or then is None:
        return first or then

    def either(p: Parser) -> list[Effect]:
        return p.choice(first, then)
    return either


C_LOOK_TOP_TO_HAND = construct("library.look_top_to_hand", "Look at the top card of your "
                               "library. You may reveal that card and put it into your hand. "
                               "If you do, you lose life equal to its mana value. (CR 401.4, "
                               "701.16a, 608.2d)")


def _look_top_to_hand(p: Parser) -> list[Effect]:
    """Sorin the Mirthless's "[+1]": the controller looks, then may take the card, revealing
    it, and loses life equal to its mana value only then (the last period is the caller's)."""
    p.expect("look", "at", "the", "top", "card", "of", "your", "library", ".", "you", "may",
             "reveal", "that", "card", "and", "put", "it", "into", "your", "hand", ".", "if",
             "you", "do", ",", "you", "lose", "life", "equal", "to", "its", "mana", "value")
    p.scope.it = None
    p.mark(C_LOOK_TOP_TO_HAND)
    return [effect("top_to_hand", who="you", life="lose", may=True)]


C_LOOK_CAST_FREE = construct("library.look_cast_free", "Look at the top N cards of your "
                             "library. You may cast a spell from among them without paying "
                             "its mana cost. Put the rest on the bottom of your library in a "
                             "random / any order. (CR 401.4, 608.2g, 118.9)")


def _look_cast_free(p: Parser) -> list[Effect]:
    """Aetherworks Marvel, Svella: the three sentences (the last period is the caller's);
    the spell is cast as the ability resolves, the rest go to the bottom."""
    p.expect("look", "at", "the", "top")
    n = number(p)
    if not isinstance(n, int) or n < 2:
        p.fail()
    p.expect("cards", "of", "your", "library", ".", "you", "may", "cast", "a", "spell", "from",
             "among", "them", "without", "paying", "its", "mana", "cost", ".", "put", "the",
             "rest", "on", "the", "bottom", "of", "your", "library", "in")
    how = "random" if p.accept("a", "random", "order") else "any order"
    if how != "random":
        p.expect("any", "order")
    p.mark(C_LOOK_CAST_FREE)
    return [effect("look_cast_free", amount=n, rest=how)]


IMPERATIVES["look"] = chained(chained(IMPERATIVES["look"], _look_top_to_hand), _look_cast_free)
IMPERATIVES["for"] = _search_each_library                    # CR 701.19a (Jace, Architect)


def _under_whose_control(p: Parser) -> bool:
    """"... to the battlefield [under your control | under its owner's control]": True when the
    player told to return it controls it, as with nothing said (CR 110.2a); False for its
    owner's."""
    if not p.accept("under"):
        return True
    if p.accept("your", "control"):
        return True
    p.expect("its", "owner", "'s", "control")
    return False


def drawn_for_life(p: Parser) -> list[Effect]:
    """Sylvan Library: "choose two cards in your hand drawn this turn. For each of those
    cards, pay 4 life or put the card on top of your library." (CR 121.2, 119.4, 401.4)."""
    p.expect("choose")
    n = number(p)
    p.expect("cards", "in", "your", "hand", "drawn", "this", "turn", ".", "for", "each", "of",
             "those", "cards", ",", "pay")
    life = number(p)
    p.expect("life", "or", "put", "the", "card", "on", "top", "of", "your", "library")
    p.mark(C["library.drawn_for_life"])
    return [effect("drawn_for_life", amount=n, life=life)]


C_AURA_BACK = construct("library.aura_card_back", "When enchanted creature dies, return this "
                        "card to its owner's hand: the Aura card put into the graveyard "
                        "(CR 704.5m), if it is still there (CR 400.7)")


def aura_card_back(p: Parser) -> list[Effect]:
    """"When enchanted creature dies, return this card to its owner's hand." (Angelic
    Destiny): the Aura went to its owner's graveyard as a state-based action (CR 704.5m)
    before the ability was put on the stack; the card it became there returns."""
    head = p.keys[:p.keys.index(",")] if "," in p.keys else []
    if head != ["when", "enchanted", "creature", "dies"] or "Aura" not in p.card.subtypes \
            or p.scope.kind != "triggered":
        p.fail()
    p.expect("return", "this", "card", "to", "its", "owner", "'s", "hand")
    p.mark(C_AURA_BACK)
    return [effect("own_card", to="hand")]


C_EXILES_FROM_GRAVEYARD = construct("library.exiles_from_their_graveyard", "Target player "
                                    "exiles all <cards> from their graveyard (land cards, "
                                    "cards with flashback): at once (CR 406.2, 608.2h)")


def exiles_from_their_graveyard(p: Parser, who: int) -> list[Effect]:
    """After "Target player exiles": "all land cards from their graveyard." (Mudhole), "all
    cards with flashback from their graveyard." (Tombfire): the player's own graveyard."""
    p.expect("all")
    flt, plural = _cards(p)
    if not plural or status_in(flt) or flt.controller is not None or flt.other or flt.spell:
        p.fail()
    p.expect("from", "their", "graveyard")
    if not p.at("."):
        p.fail()
    p.mark(C_EXILES_FROM_GRAVEYARD)
    return [effect("graveyard_all", filter=flt, to="exile", who=who)]


C_RETURN_ALL_X = construct("library.graveyard_all_x", "Return all <cards> / each <card> with "
                           "mana value X [or less] from your graveyard to the battlefield: X "
                           "the spell's, every matching card at once (CR 107.3, 608.2h)")


def _return_all_with_x(p: Parser) -> list[Effect]:
    """After "Return": "each creature card with mana value X from your graveyard to the
    battlefield." (Immortal Servitude), "all creature cards with mana value X or less ..."
    : X announced for the spell, bound as it resolves (`targets.filter_with_x`)."""
    from tolaria.cards.oracle.instructions import group_with_x
    from tolaria.cards.oracle.phrases import description
    each = p.accept("each")
    if not each:
        p.expect("all")
    flt, plural = group_with_x(p, lambda: description(p, cards=True, x_ok=True))
    if plural == each or status_in(flt) or flt.controller is not None or flt.other or \
            flt.spell or not any(n == "X" for _, _, n in flt.compare) or any(
                type(n) is tuple for _, _, n in flt.compare):
        p.fail()
    p.expect("from", "your", "graveyard", "to", "the", "battlefield")
    if not p.at("."):
        p.fail()
    p.mark(C_RETURN_ALL_X)
    return [effect("graveyard_all", filter=flt, to="battlefield", tapped=False)]
