"""Costs, activation rules and mana riders in Oracle text (CR 118, 601.2f, 602.2, 602.5,
605.3a, 614.1c).

Grammar rules the ability readers (`abilities`, `compiler`) call for:

- cost parts beyond mana, {T} and the usual ones (`cost_part`): "Exile this card from
  your graveyard" / "Discard this card" / forecast's "Reveal this card from your hand"
  (the ability then works from that zone, CR 113.6k, 602.2, 702.57a), "Exile this
  artifact", "Tap an untapped <description> you control", "Return a land you control to
  its owner's hand", "Discard a creature card", "Discard a card at random", "Exile a
  blue card from your hand", "Remove a +1/+1 counter from a creature you control", "Put
  a -1/-1 counter on this creature", "Mill a card", "Exert this creature", "Sacrifice a
  token", "Pay eight {E}", {X} (CR 107.3), and a spell's "pay {M} and ...";
- the activation restrictions after an activated ability's effects (`restrictions`):
  "Activate only as a sorcery / during your turn [, before attackers are declared] /
  during combat / if <condition> / once each turn", "Activate no more than twice each
  turn", "Any player may activate this ability.", "This ability costs {1} less to
  activate ..." (CR 602.2, 602.5b, 601.2f);
- a spell's own cost rules: "This spell costs {N} less to cast [if <condition> / if it
  targets <description> / for each <thing>]", affinity, improvise, delve, "Cast this
  spell only ...", alternative costs with a condition and on permanent cards, additional
  costs on permanent cards (CR 601.2f, 601.3, 118.8, 118.9, 702.41a, 702.126a, 702.66a);
- mana riders: "This land deals 1 damage to you.", "This land doesn't untap during your
  next untap step.", "two mana in any combination of colors" (CR 605.3a, 106.1a);
- "This land enters tapped unless <condition>." (CR 614.1c), checked as it would enter.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import (
    PERMANENT_NOUNS,
    SUBTYPE_WORDS,
    TYPE_NOUNS,
    counter_kind,
    description,
    number,
    permanent_description,
    quantity,
    self_ref,
    status_in,
)
from tolaria.data.ir import (
    Condition,
    Cost,
    Effect,
    ObjectFilter,
    ReplacementSpec,
    StaticAbility,
    effect,
)
from tolaria.data.ir import condition as make_condition
from tolaria.data.mana import parse_cost
from tolaria.data.vocabulary import (
    ABILITY_COST_CHANGE,
    ANY_COUNTER,
    AT_LEAST_ONE_MANA,
    BARGAINED,
    COST_FLOOR,
    EXCEPT_MANA_ABILITIES,
    FIRST_SPELL_THIS_GAME,
    FLASH_FOR_MORE,
    HALF_LIFE_UP,
    LOYALTY_ABILITIES,
    OTHER_ADDITIONAL,
    PER_TARGET_COST,
    SELF_COST_CHANGE,
    TARGET_TAX,
    TAX_YOU_OR_YOURS,
)

C_CREW_POWER = construct("cost.crew_power", "This creature saddles Mounts and crews Vehicles as "
                         "though its power were N greater: N more in crew and saddle costs "
                         "(CR 702.122a, 702.171a)")
C_WATERBEND = construct("cost.waterbend", "Waterbend {N}: a cost whose generic mana the "
                        "controller's untapped artifacts and creatures may help pay, each "
                        "tapped paying for {1} (its reminder text; CR 601.2g-h)")

C_EXILE_SELF = construct("cost.exile_self", "{M}, Exile this card from your graveyard: "
                         "an ability that functions only from the graveyard (CR 602.2, 113.6k)")
C_EXILE_FROM_HAND_SELF = construct("cost.exile_self_from_hand", "Exile this card from your "
                                   "hand: Add {R}. (a mana ability that functions only from "
                                   "the hand; CR 602.2, 605.1a, 605.3a, 113.6k)")
C_EXILE_PERMANENT = construct("cost.exile_permanent", "Exile this artifact/creature: exiling "
                              "the permanent itself as a cost (CR 118.3, 406.2)")
C_CARDS_COST = construct("cost.cards", "Discard a <kind of> card / a card at random; Exile a "
                         "<kind of> card from your graveyard, as a cost (CR 701.8c, 118.3)")
C_TAP_TOKENS = construct("cost.tap_untapped_tokens", "Tap N untapped tokens you control: N "
                         "tokens, any kind, summoning sick ones too (CR 111.1, 118.3, 302.6)")
C_TAP_OTHER_UNTAPPED = construct("cost.tap_other_untapped", "Tap N other untapped <permanents> "
                                 "you control: N of them, not this permanent (CR 118.3, "
                                 "109.1)")
C_ANY_COUNTER_ON = construct("cost.any_counter_on", "Remove a counter from a <permanent> you "
                             "control: the permanent chosen, the kind of counter announced, "
                             "as it is activated (CR 122.1, 118.3, 601.2b)")
C_DISCARD_ANOTHER_NAMED = construct("cost.discard_another_named", "Discard another card named "
                                    "<this card>: a card of that name from the hand, not "
                                    "the permanent itself (grandeur; CR 201.2, 701.8a)")
C_DISCARD_SELF = construct("cost.discard_self", "{M}, Discard this card: an ability that "
                           "works from the hand (CR 113.6k, 602.2)")
C_X_COST = construct("cost.x", "{X} / {X}{X} in an activation cost: X chosen as it is "
                     "activated, paid for each {X}, its effects' X (CR 107.3, 601.2b, 602.2b)")
C_RETURN_COST = construct("cost.return", "Return a <permanent> you control / this permanent "
                          "to its owner's hand as a cost (CR 118.3)")
C_IMPROVISE = construct("keyword.improvise", "Improvise: artifacts tapped while casting pay "
                        "{1} each (CR 702.126a)")
C_PAY_MANA = construct("cost.pay_mana", "pay {M} in a spell's alternative or additional cost; "
                       "\"and\" joining a spell's cost parts (CR 118.9)")
C_DELVE = construct("keyword.delve", "Delve: cards exiled from your graveyard while casting pay "
                    "{1} each (CR 702.66a)")
C_COUNTERS_MILL = construct("cost.put_counters_mill", "Put N <kind> counters on this "
                            "permanent / Mill N cards, as a cost (CR 122.1, 701.13)")
C_FORECAST = construct("ability.forecast", "Forecast — {M}, Reveal this card from your hand: "
                       "from the hand, only during your upkeep and once each turn "
                       "(CR 702.57a-b)")
C_TIMES = construct("ability.times_each_turn", "Activate no more than twice / three times "
                    "each turn. (CR 602.5b)")
C_TOKEN_ENERGY = construct("cost.token_energy", "Sacrifice a token; Pay eight {E}; Discard "
                           "your hand, as a cost (CR 111.1, 107.14, 701.8a)")
C_COUNTER_ON = construct("cost.counter_on", "Remove a <kind> counter from / Put a <kind> "
                         "counter on a <permanent> you control, as a cost (CR 122.1, 118.3)")
C_TAP_HOST = construct("cost.tap_enchanted", "Tap enchanted creature / land as an Aura's "
                       "cost: its host, payable only while that is untapped; summoning "
                       "sickness doesn't matter (CR 118.3, 701.21a, 302.6)")
C_EXERT = construct("cost.exert", "Exert this creature as a cost: it won't untap during your "
                    "next untap step (CR 701.39a-b)")
C_UNATTACH = construct("cost.unattach_self", "Unattach this Equipment as a cost: payable only "
                       "while it is attached (CR 701.3d, 118.3)")
C_AS_INSTANT = construct("ability.as_instant", "Activate only as an instant. on a mana ability "
                         "activated only with priority, never while paying (CR 602.5, 605.3a)")
C_TAP_UNTAPPED = construct("cost.tap_untapped", "Tap an untapped <description> you control "
                           "as a cost; summoning sickness doesn't matter (CR 118.3, 302.6)")
C_YOUR_TURN = construct("ability.your_turn", "Activate only during your turn [, before "
                        "attackers are declared] / during combat (CR 602.5b)")
C_IN_GRAVEYARD = construct("ability.only_in_graveyard", "Activate only if this card is in your "
                           "graveyard.: an ability activated from the graveyard (CR 602.2, "
                           "113.6k)")
C_STEPS = construct("ability.only_during_steps", "Activate only during an opponent's turn / "
                    "an opponent's upkeep / any upkeep step / the end of combat step / before "
                    "the combat damage step (CR 602.5b, 500.1)")
C_ONCE = construct("ability.only_once", "Activate only once.: once for as long as this "
                   "object exists (CR 602.5b, 400.7)")
C_ONLY_IF = construct("ability.only_if", "Activate only if <condition> [and only once each "
                      "turn / as a sorcery] (CR 602.5b)")
C_TAPPED_UNLESS = construct("static.enters_tapped_unless", "This land enters tapped unless "
                            "you control <N or more / N or fewer> [other] <description> / "
                            "a Plains or an Island (CR 614.1c)")

# The steps of a turn before the declare attackers step (CR 506.1, 507, 508).
BEFORE_ATTACKERS = ("upkeep", "draw", "precombat main", "beginning of combat")
COMBAT_STEPS = ("beginning of combat", "declare attackers", "declare blockers",
                "combat damage", "end of combat")
# The steps of a turn with priority before its combat damage step (CR 500.1, 510).
BEFORE_DAMAGE = BEFORE_ATTACKERS + ("declare attackers", "declare blockers")


# -- cost parts ---------------------------------------------------------------------------

C_LOYALTY_INSTANT = construct("static.loyalty_as_instant", "You may activate loyalty abilities "
                              "of <this> [on any player's turn] any time you could cast an "
                              "instant [as long as it entered this turn] (CR 606.3, 307.1)")
_INSTANT_TIME = ("any", "time", "you", "could", "cast", "an", "instant", ".")


C_LOYALTY_INSTANT_YOURS = construct("static.loyalty_as_instant_yours", "You may activate "
                                    "loyalty abilities of planeswalkers you control on any "
                                    "player's turn any time you could cast an instant: for "
                                    "each of them, still once a turn (CR 606.3, 307.1)")


C_LOYALTY_AGAIN = construct("effect.loyalty_again", "For each planeswalker you control, you "
                            "may activate one of its loyalty abilities once this turn as "
                            "though none of its loyalty abilities have been activated this "
                            "turn.: one more loyalty activation this turn for each of them "
                            "(CR 606.3)")


def loyalty_again(p: Parser) -> list[Effect]:
    """The Chain Veil's effect (the last period is the caller's): each planeswalker its
    controller controls as it resolves may have one more of its loyalty abilities
    activated this turn, at the usual time (CR 606.3)."""
    p.expect("for", "each", "planeswalker", "you", "control", ",", "you", "may", "activate",
             "one", "of", "its", "loyalty", "abilities", "once", "this", "turn", "as",
             "though", "none", "of", "its", "loyalty", "abilities", "have", "been",
             "activated", "this", "turn")
    p.mark(C_LOYALTY_AGAIN)
    return [effect("loyalty_again", filter=ObjectFilter(types=frozenset({"Planeswalker"}),
                                                        controller="you"))]


def loyalty_as_instant_yours(p: Parser) -> StaticAbility:
    """The static ability of Teferi, Temporal Archmage's emblem (CR 114.4): CR 606.3's
    timing changed for every planeswalker its controller controls."""
    from tolaria.data.vocabulary import LOYALTY_AS_INSTANT
    p.expect("you", "may", "activate", "loyalty", "abilities", "of", "planeswalkers", "you",
             "control", "on", "any", "player", "'s", "turn", *_INSTANT_TIME)
    p.mark(C_LOYALTY_INSTANT_YOURS)
    return StaticAbility(kind=LOYALTY_AS_INSTANT, affects="yours",
                         filter=ObjectFilter(types=frozenset({"Planeswalker"})))


C_LOYALTY_TWICE = construct("static.loyalty_twice_yours", "You may activate the loyalty "
                            "abilities of planeswalkers you control twice each turn rather "
                            "than only once: two a turn for each of them, whatever the number "
                            "of such abilities (CR 606.3)")


def loyalty_twice_yours(p: Parser) -> StaticAbility:
    """Oath of Teferi's static ability: CR 606.3's once-a-turn limit is twice for each
    planeswalker its controller controls."""
    from tolaria.data.vocabulary import LOYALTY_TWICE
    p.expect("you", "may", "activate", "the", "loyalty", "abilities", "of", "planeswalkers",
             "you", "control", "twice", "each", "turn", "rather", "than", "only", "once", ".")
    p.mark(C_LOYALTY_TWICE)
    return StaticAbility(kind=LOYALTY_TWICE, affects="yours",
                         filter=ObjectFilter(types=frozenset({"Planeswalker"})))


def loyalty_as_instant(p: Parser) -> StaticAbility:
    """"You may activate loyalty abilities of Teferi on any player's turn any time you could
    cast an instant." / "you may activate her loyalty abilities any time you could cast an
    instant." (after "As long as ..."): a change to CR 606.3's timing; one loyalty
    ability a turn still."""
    from tolaria.cards.oracle.phrases import self_ref
    from tolaria.data.vocabulary import LOYALTY_AS_INSTANT
    if "Planeswalker" not in p.card.types:
        p.fail()
    p.expect("you", "may", "activate")
    if p.accept("loyalty", "abilities", "of"):
        if not self_ref(p):
            p.fail()
    elif not (p.accept("her") or p.accept("his") or p.accept("its") or self_ref(p) and
              p.accept("'s")):
        p.fail()
    else:
        p.expect("loyalty", "abilities")
    p.accept("on", "any", "player", "'s", "turn")
    p.expect(*_INSTANT_TIME)
    p.mark(C_LOYALTY_INSTANT)
    return StaticAbility(kind=LOYALTY_AS_INSTANT, affects="self")


def cost_part(p: Parser, parts: dict[str, Any], activation: bool = True) -> bool:
    """One of this module's cost parts, added to `parts` (Cost fields); False (nothing
    read) if the next words aren't one. `activation`: an activated ability's cost (else a
    spell's additional or alternative cost)."""
    if not activation and p.at("sacrifice"):             # "sacrifice a creature or pay {3}"
        split = next((k for k in range(p.i + 2, p.n - 1) if p.keys[k] == "or" and p.keys[
            k + 1] in _COST_VERBS), None)
        if split is not None:
            end, p.n = p.n, split
            try:
                found = p.attempt(_sacrifice_part)
            finally:
                p.n = end
            if found is None:
                return False
            parts["sacrifice"] = parts.get("sacrifice", ()) + found
            return True
    if activation and p.at("exile", "the", "top") and "exile_top" not in parts and (
            found := p.attempt(_exile_top)) is not None:
        parts["exile_top"] = found                       # CR 118.3
        return True
    if not activation and p.at("reveal") and p.peek(1) in ("a", "an"):
        if parts.get("reveal_from_hand"):
            p.fail()
        parts["reveal_filter"] = _revealed_card(p)       # CR 701.16a, 601.2h
        parts["reveal_from_hand"] = 1
        return True
    if not activation and p.accept("reveal", "your", "hand"):
        if parts.get("reveal_hand"):
            p.fail()
        parts["reveal_hand"] = True                      # Land Grant (CR 701.16a, 118.9)
        p.mark(C_REVEAL_HAND)
        return True
    if activation and p.accept("discard", "your", "hand"):
        if parts.get("discard_hand") or parts.get("discard") or parts.get("discard_random"):
            p.fail()
        parts["discard_hand"] = True                     # CR 701.8a
        p.mark(C_TOKEN_ENERGY)
        return True
    if p.at("discard") and p.peek(1) != "this" or (
            p.at("exile") and p.peek(1) not in ("this", "SELF")):
        found = p.attempt(_cards_cost)
        if found is None:
            return False
        for key, value in found.items():
            if key in parts:
                p.fail()                                # one filter for all of them
            parts[key] = value
        return True
    if p.at("return") and p.peek(1) in ("a", "an", "this", "SELF", "two", "three"):
        found = p.attempt(_return_cost)
        if found is None or (found[0] == "return_self" and not activation):
            return False
        key, value = found
        parts[key] = parts.get(key, ()) + value if key == "return_to_hand" else value
        return True
    if p.at("tap") and (p.peek(2) == "untapped" or p.peek(2) == "other" and
                        p.peek(3) == "untapped"):
        found = p.attempt(_tap_untapped)
        if found is None:
            return False
        parts["tap_untapped"] = parts.get("tap_untapped", ()) + found
        return True
    if not activation:
        return False
    if p.at("sacrifice", "a", "token") and p.peek(3) in (",", ":"):
        p.i += 3                                         # any token (CR 111.1)
        parts["sacrifice"] = parts.get("sacrifice", ()) + (ObjectFilter(token=True),)
        p.mark(C_TOKEN_ENERGY)
        return True
    if p.at("blight") and p.peek(1) in ("1", "2", "3", "one", "two", "three"):
        p.i += 1                         # "put N -1/-1 counters on a creature you control"
        n = number(p)                    # (its reminder text; CR 122.1, 118.3)
        parts["counter_on"] = parts.get("counter_on", ()) + (
            ("-1/-1", n, ObjectFilter(types=frozenset({"Creature"}))),)
        p.mark(C_BLIGHT_COST)
        return True
    if p.accept("put", "a", "card", "from", "your", "hand", "on", "top", "of", "your",
                "library"):
        parts["hand_to_top"] = parts.get("hand_to_top", 0) + 1
        p.mark(C_HAND_TO_TOP)                            # CR 118.3, 401.1
        return True
    if p.accept("put", "a", "card", "an", "opponent", "owns", "from", "exile", "into", "that",
                "player", "'s", "graveyard"):
        parts["exiled_to_graveyard"] = parts.get("exiled_to_graveyard", 0) + 1
        p.mark(C_EXILED_TO_GRAVEYARD_COST)               # CR 118.3, 400.3
        return True
    if p.at("pay") and p.peek(2) == "life" and p.peek(3) == "for" and p.peek(4) == "each" \
            and "life_per" not in parts and (found := p.attempt(_life_for_each)) is not None:
        parts["life_per"] = found                        # counted as it is paid (601.2f)
        return True
    if p.accept("pay", "half", "your", "life", ",", "rounded", "up") and \
            "life_per" not in parts:
        parts["life_per"] = (HALF_LIFE_UP,)              # counted as it is paid (119.4)
        p.mark(C_HALF_LIFE)
        return True
    if p.at("pay", "life", "equal", "to") and "life_per" not in parts:
        found = p.attempt(_life_per)
        if found is None:
            return False
        parts["life_per"] = found
        return True
    if p.at("pay") and p.peek(1) in ("two", "three", "four", "five", "six", "seven", "eight",
                                     "ten") and p.peek(2) == "{E}":
        p.i += 1
        parts["energy"] = parts.get("energy", 0) + number(p)   # "Pay eight {E}" (107.14)
        p.i += 1
        p.mark(C_TOKEN_ENERGY)
        return True
    if (p.at("remove", "a") or p.at("put", "a")) and p.peek(4) in ("from", "on") and \
            p.peek(5) in ("a", "an") or p.at("remove", "a") and p.peek(4) == "from" and \
            p.peek(5) == "another" or p.at("remove", "a", "counter", "from") and \
            p.peek(4) in ("a", "an", "another"):
        found = p.attempt(_counter_on)
        if found is None:
            return False
        parts["counter_on"] = parts.get("counter_on", ()) + (found,)
        return True
    if p.at("unattach") and p.peek(1) in ("this", "SELF") and "Equipment" in p.card.subtypes:
        return _self_verb(p, parts, "unattach_self", C_UNATTACH)          # CR 701.3d
    if p.at("tap", "enchanted") and "Aura" in p.card.subtypes and not parts.get("tap_host"):
        p.i += 2                                         # CR 118.3, 701.21a
        if not (p.accept("creature") or p.accept("land")):
            p.i -= 2
            return False
        parts["tap_host"] = True
        p.mark(C_TAP_HOST)
        return True
    if p.at("sacrifice", "enchanted", "creature") and "Aura" in p.card.subtypes and \
            not parts.get("sacrifice_host"):
        p.i += 3                                         # CR 118.3, 701.17a
        parts["sacrifice_host"] = True
        p.mark(C_SACRIFICE_HOST)
        return True
    if p.at("exert") and p.peek(1) in ("this", "SELF"):
        return _self_verb(p, parts, "exert", C_EXERT)                     # CR 701.39a
    if p.at("put") or p.at("mill"):
        found = p.attempt(_counters_or_mill)
        if found is None:
            return False
        key, value = found
        if key in parts:
            p.fail()
        parts[key] = value
        return True
    if p.at("reveal") and (p.peek(1) == "SELF" or p.peek(1) == "this"):
        start = p.i
        p.i += 1
        if not (p.accept("this", "card") or self_ref(p)) or not p.accept(
                "from", "your", "hand"):
            p.i = start
            return False
        if parts.get("reveal_self"):
            p.fail()
        parts["reveal_self"] = True                     # forecast (CR 702.57a)
        p.mark(C_FORECAST)
        return True
    if p.accept("discard", "this", "card"):
        if parts.get("discard_self"):
            p.fail()
        parts["discard_self"] = True                    # CR 113.6k: from the hand
        p.mark(C_DISCARD_SELF)
        return True
    if p.accept("exile", "this", "card", "from", "your", "graveyard") or p.accept(
            "exile", "SELF", "from", "your", "graveyard"):
        if parts.get("exile_self"):
            p.fail()
        parts["exile_self"] = "graveyard"
        p.mark(C_EXILE_SELF)
        return True
    if p.at("exile") and p.peek(1) in ("this", "SELF") and "hand" in p.keys[p.i:p.i + 6]:
        start = p.i
        p.i += 1
        if not (p.accept("this", "card") or self_ref(p)) or not p.accept(
                "from", "your", "hand") or parts.get("exile_self"):
            p.i = start
            return False
        parts["exile_self"] = "hand"                    # a mana ability's (605.1a, 113.6k)
        p.mark(C_EXILE_FROM_HAND_SELF)
        return True
    if p.at("exile") and p.peek(1) in ("this", "SELF") and p.peek(2) != "card":
        start = p.i
        p.i += 1
        if not self_ref(p) or p.at("from") or parts.get("exile_self"):
            p.i = start
            return False
        parts["exile_self"] = "battlefield"              # CR 406.2: from the battlefield
        p.mark(C_EXILE_PERMANENT)
        return True
    return False


C_REVEAL_FROM_HAND = construct("cost.reveal_from_hand", "a spell's cost \"reveal a <kind> card "
                               "from your hand\": a card other than the spell, which stays "
                               "in the hand (CR 701.16a, 601.2a, 601.2h)")


def _revealed_card(p: Parser) -> ObjectFilter:
    """"reveal a Merfolk card from your hand": what the card revealed must be."""
    p.expect("reveal")
    p.i += 1                                             # "a" / "an"
    flt, plural = description(p, cards=True)
    if plural or flt.zone or flt.controller is not None or flt.other or status_in(flt) \
            or flt.spell or flt == ObjectFilter():
        p.fail()
    p.expect("from", "your", "hand")
    p.mark(C_REVEAL_FROM_HAND)
    return flt


def check_chosen(p: Parser, paid: Cost) -> None:
    """Permanents tapped or returned, or cards exiled from the hand, must be the only
    objects a cost chooses: the notation names each kind by a verb of its own."""
    special = (len(paid.tap_untapped), len(paid.return_to_hand), paid.exile_from_hand,
               len(paid.counter_on), paid.reveal_from_hand)
    if sum(map(bool, special)) + bool(paid.sacrifice or paid.discard
                                      or paid.exile_from_graveyard) > 1 and any(special):
        p.fail()


def paid_mana(p: Parser) -> str:
    """"pay {W}{U}{B}{R}{G}" in a spell's cost (after "pay"): fixed mana symbols."""
    from tolaria.cards.oracle.abilities import _mana_symbol
    symbols = ""
    while p.token() is not None and p.token().kind == "sym":
        symbol = p.next().key
        if symbol in ("{X}", "{T}", "{Q}", "{E}") or not _mana_symbol(symbol):
            p.fail()
        symbols += symbol
    p.mark(C_PAY_MANA)
    return symbols


_COST_VERBS = frozenset({"pay", "discard", "sacrifice", "exile", "tap", "return"})


C_SACRIFICE_HOST = construct("cost.sacrifice_host", "Sacrifice enchanted creature, on an Aura: "
                             "payable only while it is attached to a creature its controller "
                             "controls (CR 118.3, 701.17a)")
C_BLIGHT_COST = construct("cost.blight", "Blight N, as an activation cost: N -1/-1 counters put "
                          "on one creature you control, chosen as it is paid (its reminder "
                          "text; CR 122.1, 118.3, 601.2h)")
C_HAND_TO_TOP = construct("cost.hand_to_top", "Put a card from your hand on top of your library, "
                          "as a cost: the card chosen as it is paid (CR 118.3, 401.1, 601.2h)")
C_EXILED_TO_GRAVEYARD_COST = construct("cost.exiled_to_graveyard", "Put a card an opponent "
                                       "owns from exile into that player's graveyard, as a "
                                       "cost: one chosen as it is paid (CR 118.3, 400.3, "
                                       "601.2h)")
C_HALF_LIFE = construct("cost.half_life", "Pay half your life, rounded up: that much life as "
                        "it is paid, 0 for a life total of 0 or less (CR 119.4, 107.1a, "
                        "107.1b)")
C_LIFE_PER = construct("cost.life_equal_to", "Pay life equal to <quantity>: counted as the "
                       "ability is activated (CR 119.4, 601.2f, 602.2b)")


C_LIFE_FOR_EACH = construct("cost.life_for_each", "Pay N life for each <countable>: that much "
                            "life, counted as the cost is determined (CR 601.2f, 119.4)")


def _life_for_each(p: Parser) -> tuple[Any, ...]:
    """"Pay 3 life for each velocity counter on this enchantment" (Tornado)."""
    from tolaria.cards.oracle.quantities import countable, scaled
    p.expect("pay")
    n = number(p)
    p.expect("life", "for", "each")
    found = scaled(n, countable(p, False))
    p.mark(C_LIFE_FOR_EACH)
    return found


def _life_per(p: Parser) -> tuple[Any, ...]:
    """"Pay life equal to the number of colors in your commanders' color identity"."""
    p.expect("pay", "life", "equal", "to")
    found = commander_colors(p)
    p.mark(C_LIFE_PER)
    return found


C_COMMANDER_COLORS = construct("quantity.commander_colors", "the number of colors in your "
                               "commander's / commanders' color identity (CR 903.4, 702.124c)")


def commander_colors(p: Parser) -> tuple[Any, ...]:
    """"the number of colors in your commanders' color identity": partners' together
    (CR 702.124c); none without a commander (CR 903.4f)."""
    p.expect("the", "number", "of", "colors", "in", "your")
    if not (p.accept("commanders", "'s") or p.accept("commander", "'s")):
        p.fail()
    p.expect("color", "identity")
    p.mark(C_COMMANDER_COLORS)
    return ("commander_colors",)


C_SACRIFICE_LIST = construct("cost.sacrifice_list", "Sacrifice a <permanent>, a <permanent>, "
                             "and a <permanent>: a different permanent for each (CR 701.17a, "
                             "118.3)")
C_SACRIFICE_EITHER = construct("cost.sacrifice_either", "Sacrifice another <type> or a/an "
                               "<type> / a/an <type> or another <type>: one permanent of "
                               "either kind, \"another\" only for its own kind (CR 701.17a, "
                               "109.5)")


def sacrifice_list(p: Parser) -> tuple[ObjectFilter, ...]:
    """", a black creature, and a red creature" after "Sacrifice a blue creature" (the
    Heralds): one filter more for each permanent listed."""
    found: list[ObjectFilter] = []
    while p.accept(","):
        last = p.accept("and")
        if not (p.accept("a") or p.accept("an")):
            p.fail()
        flt, plural = permanent_description(p)
        if plural or flt.controller is not None or flt.zone or flt.spell or flt.other:
            p.fail()
        found.append(flt)
        if last:
            p.mark(C_SACRIFICE_LIST)
            return tuple(found)
    p.fail()


def sacrifice_either(p: Parser) -> ObjectFilter:
    """"another creature or an artifact", "an artifact or another creature", "another
    creature or a Treasure" after "Sacrifice": each kind a card type or a subtype, the
    source excluded only from the kind "another" names (`layers.matches`, CR 109.5)."""
    kinds = []
    for first in (True, False):
        if not first:
            p.expect("or")
        other = p.accept("another")
        if not other and not (p.accept("a") or p.accept("an")):
            p.fail()
        tok = p.next()
        if tok.key in PERMANENT_NOUNS:
            kinds.append(ObjectFilter(types=frozenset({TYPE_NOUNS[tok.key]}), other=other))
        elif tok.key in SUBTYPE_WORDS and tok.text[:1].isupper() and \
                tok.key == SUBTYPE_WORDS[tok.key].lower():
            kinds.append(ObjectFilter(subtypes=frozenset({SUBTYPE_WORDS[tok.key]}),
                                      other=other))
        else:
            p.fail()
    if [k.other for k in kinds].count(True) != 1 or not p.at(":"):
        p.fail()
    p.mark(C_SACRIFICE_EITHER)
    return ObjectFilter(any_of=tuple(kinds))


C_SACRIFICE_AND = construct("cost.sacrifice_and", "Sacrifice this <permanent> and a/another/N "
                            "<permanents> / N <permanents> and this <permanent> / a <type> "
                            "and a <type>: each a different permanent you control (CR "
                            "701.17a, 118.3)")


def sacrificed_too(p: Parser) -> list[ObjectFilter]:
    """"[Sacrifice this creature and] another green creature / a creature named Spitting
    Drake / a creature you control", "[Sacrifice a Swamp and] a Forest": one filter per
    permanent, none of them the source (at most three: their choices are listed)."""
    another = p.accept("another")
    n = 1 if another or p.accept("a") or p.accept("an") else number(p)
    flt, plural = permanent_description(p)
    if plural != (n > 1) or not 1 <= n <= 3 or flt.controller not in (None, "you") or \
            flt.zone or flt.spell or status_in(flt) or flt.other:
        p.fail()
    p.mark(C_SACRIFICE_AND)
    return [replace(flt, controller=None, other=True)] * n


def _sacrifice_part(p: Parser) -> tuple[ObjectFilter, ...]:
    """"sacrifice a creature" before "or <another cost>" (read up to the "or")."""
    p.expect("sacrifice")
    n = 1 if p.accept("a") or p.accept("an") else number(p)
    flt, plural = permanent_description(p)
    p.end()
    if plural != (n > 1) or flt.controller is not None or flt.zone or flt.spell:
        p.fail()
    p.mark("cost.sacrifice")
    return (flt,) * n


def discarded_cards(p: Parser) -> ObjectFilter:
    """"land cards" after "discard X": what each card discarded must be (CR 601.2h)."""
    flt, plural = description(p, cards=True)
    if not plural or flt.zone or flt.controller is not None or flt.other or status_in(flt) \
            or flt.spell or flt == ObjectFilter():
        p.fail()
    return flt


def _another_named(p: Parser) -> dict[str, Any]:
    """"Discard another card named <this card>" (grandeur): the permanent is on the
    battlefield, so any card of its name in the hand is another one (CR 201.2)."""
    from tolaria.cards.oracle.choices import named
    if named(p) != p.card.name:
        p.fail()
    p.mark(C_DISCARD_ANOTHER_NAMED)
    return {"discard": 1, "discard_filter": ObjectFilter(name=p.card.name)}


def _cards_cost(p: Parser) -> dict[str, Any]:
    """"Discard a creature card", "Discard a card at random", "Exile a creature card from
    your graveyard", "Exile two instant and/or sorcery cards from your graveyard"."""
    exile = p.next().key == "exile"
    if exile and (p.at("another") or p.peek(1) == "other"):
        return _other_graveyard_cards(p)
    if not exile and p.accept("another", "card"):
        return _another_named(p)
    n = number(p)
    if not exile and p.accept("card" if n == 1 else "cards", "at", "random"):
        p.mark(C_CARDS_COST)
        return {"discard_random": n}                     # CR 701.8c
    if exile and p.accept("card" if n == 1 else "cards", "from", "your", "hand"):
        p.mark(C_CARDS_COST)
        return {"exile_from_hand": n}
    flt, plural = description(p, cards=True)
    if plural != (n > 1) or flt.zone or flt.controller is not None or flt.other \
            or status_in(flt) or flt.spell or flt == ObjectFilter():
        p.fail()
    if exile and p.accept("from", "your", "hand"):
        p.mark(C_CARDS_COST)
        return {"exile_from_hand": n, "exile_hand_filter": flt}
    if exile:
        p.expect("from", "your", "graveyard")
        p.mark(C_CARDS_COST)
        return {"exile_from_graveyard": n, "exile_filter": flt}
    p.mark(C_CARDS_COST)
    return {"discard": n, "discard_filter": flt}


C_OTHER_CARDS_COST = construct("cost.other_graveyard_cards", "Exile another <kind of> card / "
                               "N other [<kind of>] cards from your graveyard: not this card "
                               "itself, as a cost (CR 118.3, 602.2)")


def _other_graveyard_cards(p: Parser) -> dict[str, Any]:
    """"Exile another creature card from your graveyard" (Scrapheap Scrounger), "Exile seven
    other cards from your graveyard" (Bone Dragon)."""
    n = 1 if p.accept("another") else number(p)
    if n > 1:
        p.expect("other")
    if p.accept("card" if n == 1 else "cards"):
        flt = ObjectFilter()
    else:
        flt, plural = description(p, cards=True)
        if plural != (n > 1) or flt.zone or flt.controller is not None or flt.other \
                or status_in(flt) or flt.spell or flt == ObjectFilter():
            p.fail()
    p.expect("from", "your", "graveyard")
    p.mark(C_OTHER_CARDS_COST)
    return {"exile_from_graveyard": n, "exile_filter": replace(flt, other=True)}


def _return_cost(p: Parser) -> tuple[str, Any]:
    """"Return a land you control to its owner's hand", "Return this enchantment to its
    owner's hand" (CR 118.3): a cost field and its value."""
    p.expect("return")
    if self_ref(p):
        p.expect("to", "its", "owner", "'s", "hand")
        p.mark(C_RETURN_COST)
        return "return_self", True
    n = 1 if p.accept("a") or p.accept("an") else number(p)
    flt, plural = permanent_description(p)
    if plural != (n > 1) or flt.controller != "you" or status_in(flt) or flt.other:
        p.fail()
    p.expect("to", "its" if n == 1 else "their")
    if not (p.accept("owner", "'s", "hand") or (n > 1 and p.accept("owners", "'s", "hands"))):
        p.fail()
    p.mark(C_RETURN_COST)
    return "return_to_hand", (replace(flt, controller=None),) * n


def _counter_on(p: Parser) -> tuple[str, int, ObjectFilter]:
    """"Remove a +1/+1 counter from a creature you control", "Put a -1/-1 counter on a
    creature you control": the counter's kind, -1 or +1, and what gets it."""
    remove = p.next().key == "remove"
    p.expect("a")
    kind = p.next()
    key = kind.key
    if remove and p.at("from") and key == "counter":
        key = ANY_COUNTER                     # of the kinds on it, announced (CR 122.1)
        p.mark(C_ANY_COUNTER_ON)
    elif kind.kind not in ("pt", "word") or kind.key in ("card", "cards", "counter"):
        p.fail()
    else:
        p.expect("counter")
    p.expect("from" if remove else "on")
    other = remove and p.accept("another")        # not the permanent itself (CR 109.1)
    if not (other or p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = permanent_description(p)
    if plural or flt.controller != "you" or status_in(flt) or flt.other:
        p.fail()
    p.mark(C_COUNTER_ON)
    return key, -1 if remove else 1, replace(flt, controller=None, other=other)


def counter_on(p: Parser) -> tuple[str, int, ObjectFilter]:
    """"Remove a loyalty counter from a planeswalker you control" as a whole cost (an
    alternative one, `abilities.crew_alternative`)."""
    return _counter_on(p)


def _counters_or_mill(p: Parser) -> tuple[str, Any]:
    """"Put a -1/-1 counter on this creature", "Mill a card", "Mill two cards"."""
    if p.accept("mill"):
        n = number(p)
        p.expect("card" if n == 1 else "cards")
        p.mark(C_COUNTERS_MILL)
        return "mill", n
    p.expect("put")
    n = number(p)
    kind = counter_kind(p)
    p.expect("counter" if n == 1 else "counters", "on")
    if not self_ref(p):
        p.fail()
    p.mark(C_COUNTERS_MILL)
    return "put_counters", ((kind, n),)


def _tap_untapped(p: Parser) -> tuple[ObjectFilter, ...]:
    """"Tap an untapped creature you control", "Tap another untapped Ally you control",
    "Tap two untapped creatures you control": one filter per permanent to tap."""
    p.expect("tap")
    other = p.accept("another")
    n = 1 if other or p.accept("an") else number(p)
    if n > 1 and p.accept("other"):              # "Tap three other untapped creatures"
        other = True
        p.mark(C_TAP_OTHER_UNTAPPED)
    flt, plural = permanent_description(p)
    # The description reads "untapped" and "you control" itself; nothing else may qualify.
    if plural != (n > 1) or flt.tapped is not False or flt.controller != "you" \
            or flt.combat or flt.token is False or flt.other or n < 1:
        p.fail()
    if flt.token:
        p.mark(C_TAP_TOKENS)                   # "Tap two untapped tokens you control"
    p.mark(C_TAP_UNTAPPED)
    return (replace(flt, tapped=None, controller=None, other=other),) * n


def graveyard_ability_ok(effects: tuple[Effect, ...]) -> bool:
    """An ability whose cost exiles its card may not refer to the card itself: it is gone
    by the time the ability resolves (CR 400.7)."""
    return not _mentions_self(effects)


def _mentions_self(value: Any) -> bool:
    if value == "self":
        return True
    if isinstance(value, Effect):
        return any(_mentions_self(v) for _, v in value.params)
    if isinstance(value, (tuple, list)):
        return any(_mentions_self(v) for v in value)
    return False


# -- activation restrictions (CR 602.5) ---------------------------------------------------

def restrictions(p: Parser) -> dict[str, Any]:
    """The "Activate only ..." sentences ending an activated ability, as ActivatedAbility
    fields (none if there are none)."""
    found: dict[str, Any] = {}
    while p.accept("activate", "only") or (p.at("activate", "no", "more", "than")
                                           and p.accept("activate")):
        _restriction(p, found)
        while p.accept("and", "only"):
            _restriction(p, found)
        p.expect(".")
    return found


def _restriction(p: Parser, found: dict[str, Any]) -> None:
    def once(key: str, value: Any) -> None:
        if key in found:
            p.fail()
        found[key] = value

    if p.accept("as", "a", "sorcery"):
        once("sorcery_speed", True)
        p.mark("ability.sorcery_speed")
    elif p.accept("as", "an", "instant"):
        once("instant", True)               # any time it has priority (CR 602.5, 605.3a)
        p.mark(C_AS_INSTANT)
    elif p.accept("during", "your", "upkeep"):
        once("during", "upkeep")                                        # CR 602.5b
        p.mark("ability.sorcery_speed")
    elif p.accept("once", "each", "turn"):
        once("once_each_turn", True)
        p.mark("ability.once_each_turn")
    elif p.at("once", ".") or p.at("once", "and"):
        p.i += 1
        once("once_ever", True)             # this object's one activation (CR 602.5b)
        p.mark(C_ONCE)
    elif p.at("no", "more", "than") and p.peek(3) in ("twice", "three", "four"):
        p.i += 3
        times = 2 if p.accept("twice") else number(p)
        if times > 2:
            p.expect("times")
        p.expect("each", "turn")
        once("times_each_turn", times)
        p.mark(C_TIMES)
    elif p.accept("during", "an", "opponent", "'s"):       # not your (team's) turn (CR 102.3)
        once("condition", make_condition("not", part=make_condition("your_turn")))
        if p.accept("upkeep"):
            once("steps", ("upkeep",))
        else:
            p.expect("turn")
        p.mark(C_STEPS)
    elif p.accept("during", "any", "upkeep", "step"):
        once("steps", ("upkeep",))
        p.mark(C_STEPS)
    elif p.accept("during", "the", "end", "of", "combat", "step"):
        once("steps", ("end of combat",))
        p.mark(C_STEPS)
    elif p.accept("before", "the", "combat", "damage", "step"):
        once("steps", BEFORE_DAMAGE)
        p.mark(C_STEPS)
    elif p.accept("during", "your", "turn"):
        once("your_turn", True)
        if p.accept(",", "before", "attackers", "are", "declared"):
            once("steps", BEFORE_ATTACKERS)
        p.mark(C_YOUR_TURN)
    elif p.accept("during", "combat", "after", "blockers", "are", "declared"):
        once("steps", ("declare blockers", "combat damage", "end of combat"))  # CR 509.1h
        p.mark(C_STEPS)
    elif p.accept("during", "combat"):
        once("steps", COMBAT_STEPS)
        p.mark(C_YOUR_TURN)
    elif p.accept("if", "this", "card", "is", "in", "your", "graveyard"):
        once("zone", "graveyard")                                        # CR 113.6k
        p.mark(C_IN_GRAVEYARD)
    elif p.accept("if"):
        once("condition", activation_condition(p))
        p.mark(C_ONLY_IF)
    else:
        p.fail()


def activation_condition(p: Parser) -> Condition:
    """A condition on the game (`conditions.condition_phrase`: "you control three or more
    artifacts", "you have no cards in hand"...), or a count of permanents
    `control_condition` reads ("you control a Plains or an Island")."""
    found = p.attempt(_whole_condition)
    return found if found is not None else control_condition(p)


def _whole_condition(p: Parser) -> Condition:
    """`conditions.condition_phrase`, up to the end of the sentence, "and only" or a comma."""
    from tolaria.cards.oracle.conditions import condition_phrase
    found = condition_phrase(p)
    if not (p.at(".") or p.at("and", "only") or p.at(",")):
        p.fail()
    return found


C_REVEAL_HAND = construct("cost.reveal_hand", "a spell's cost \"reveal your hand\": every card "
                          "in its caster's hand shown to all players (CR 701.16a, 118.9)")
C_ALTERNATIVE_IF = construct("spell.alternative_if", "If <condition>, you may <cost> rather "
                             "than pay this spell's mana cost. (CR 118.9, 601.2b)")


C_FIRST_SPELL = construct("condition.first_spell_this_game", "If this spell is the first "
                          "spell you've cast this game, you may cast it without paying its "
                          "mana cost: no spell cast by its caster before (CR 118.9, 601.2b)")


def alternative_condition(p: Parser) -> Condition | None:
    """The "If <condition>," before a spell's alternative cost, if any."""
    if not p.accept("if"):
        return None
    if p.accept("this", "spell", "is", "the", "first", "spell", "you", "'", "ve", "cast",
                "this", "game", ","):           # asked as it's cast (CR 601.2b)
        p.mark(C_FIRST_SPELL)
        p.mark(C_ALTERNATIVE_IF)
        return make_condition(FIRST_SPELL_THIS_GAME)
    attacking = p.attempt(_creatures_attacking)
    if attacking is not None:
        p.expect(",")
        p.mark(C_ALTERNATIVE_IF)
        return attacking
    cond = activation_condition(p)
    if cond.op == "source":
        p.fail()                                   # the spell isn't a permanent
    p.expect(",")
    p.mark(C_ALTERNATIVE_IF)
    return cond


C_ATTACKING_COUNT = construct("condition.creatures_attacking", "If four or more / exactly one "
                              "creature(s) are / is attacking, If a white creature is "
                              "attacking: the attacking creatures counted as it is cast, any "
                              "player's (CR 506.4, 118.9)")


def _creatures_attacking(p: Parser) -> Condition:
    """"four or more creatures are attacking" (Arrow Volley Trap), "exactly one creature is
    attacking" (Pitfall Trap), "a black creature with flying is attacking" (Slingbow Trap)."""
    if p.accept("exactly"):
        n = number(p)
        bounds, plural = {"at_least": n, "at_most": n}, n != 1
    elif p.accept("a") or p.accept("an"):
        bounds, plural = {"at_least": 1}, False
    else:
        n = number(p)
        p.expect("or", "more")
        bounds, plural = {"at_least": n}, True
    flt, many = permanent_description(p)
    if many != plural or flt.types != frozenset({"Creature"}) or status_in(flt) or \
            flt.controller is not None or flt.other:
        p.fail()
    p.expect("are" if plural else "is", "attacking")
    p.mark(C_ATTACKING_COUNT)
    return make_condition("count", filter=replace(flt, combat="attacking"), **bounds)


def control_condition(p: Parser) -> Condition:
    """"you control N or more / N or fewer / a [other] <description> [or a <description>]",
    "your opponents control N or more <description>": a count of permanents."""
    if p.accept("you", "control"):
        who = "you"
    elif p.accept("your", "opponents", "control"):
        who = "opponent"
    else:
        p.fail()
    if p.accept("a") or p.accept("an"):
        bounds: dict[str, int] = {"at_least": 1}
        single = True
    else:
        n = number(p)
        if p.accept("or", "more"):
            bounds = {"at_least": n}
        elif p.accept("or", "fewer"):
            bounds = {"at_most": n}
        else:
            p.fail()
        single = False
    other = p.accept("other")
    either = _either(p) if single and not other else None
    if either is not None:
        flt = either
    else:
        flt, plural = permanent_description(p)
        if plural == single:
            p.fail()
    if status_in(flt) or flt.controller is not None or flt.other:
        p.fail()
    return make_condition("count", filter=replace(flt, controller=who, other=other), **bounds)


def _either(p: Parser) -> ObjectFilter | None:
    """"Plains or an Island" (after "a"): either land type (a filter's subtypes match any);
    None, with nothing read, if the words aren't two land types."""
    first = p.peek()
    if first not in _LAND_TYPES or p.peek(1) != "or" or p.peek(2) not in ("a", "an") \
            or p.peek(3) not in _LAND_TYPES:
        return None
    second = p.peek(3)
    p.i += 4
    return ObjectFilter(subtypes=frozenset({_LAND_TYPES[first], _LAND_TYPES[second]}))


_LAND_TYPES = {"plains": "Plains", "island": "Island", "swamp": "Swamp",
               "mountain": "Mountain", "forest": "Forest"}


# -- enters tapped unless (CR 614.1c) ---------------------------------------------------------

def enters_tapped_unless(p: Parser) -> StaticAbility:
    """"<This land> enters tapped unless <condition>." (after the self-reference)."""
    p.expect("enters", "tapped", "unless")
    cond = activation_condition(p)
    p.expect(".")
    p.mark(C_TAPPED_UNLESS)
    return StaticAbility(kind="replacement", affects="self", replacement=ReplacementSpec(
        "enter", "tapped", unless=cond))


# -- This spell costs {1} less to cast (CR 601.2f) -------------------------------------------

C_SELF_COST = construct("spell.self_cost_change", "This spell costs {N} less/more to cast "
                        "[if <condition> / for each <thing>] (CR 601.2f)")
C_SELF_COST_IF = construct("spell.self_cost_change_if", "If <condition>, this spell costs {N} "
                           "less/more to cast. (CR 601.2f)")


def conditional_self_cost(p: Parser) -> StaticAbility:
    """"If you have 3 or less life, this spell costs {6} less to cast." (Avatar of Hope):
    the condition first, checked as the total cost is determined (CR 601.2f)."""
    p.expect("if")
    cond = activation_condition(p)
    if cond.op == "source":
        p.fail()                               # the spell isn't a permanent yet
    p.expect(",")
    change = self_cost_change(p)
    if change.condition is not None or change.per or change.filter is not None:
        p.fail()
    p.mark(C_SELF_COST_IF)
    return replace(change, condition=cond)


C_SELF_COST_TARGETS = construct("spell.self_cost_targets", "This spell costs {N} less/more to "
                                "cast if it targets a <description> (CR 601.2c, 601.2f)")


C_ABILITY_COST = construct("ability.cost_change", "This ability costs {N} less/more to "
                           "activate [if <condition> / for each <thing> / during your turn] "
                           "(CR 601.2f, 602.2b)")


C_KEYWORD_COST = construct("ability.keyword_cost_change", "Equip / Ninjutsu / Cycling "
                           "abilities you activate [that target this creature / enchanted "
                           "creature] cost {N} less to activate (Equip costs you pay cost "
                           "{N} less); this Equipment's equip "
                           "ability costs {N} less if it targets a <description> (CR 602.2b, "
                           "601.2f)")
# The keyword abilities whose activations such a sentence names (CR 702.6, 702.49, 702.29).
_KEYWORD_ABILITIES = ("equip", "ninjutsu", "cycling")


def own_equip_cost_change(p: Parser) -> StaticAbility:
    """"This Equipment's equip ability costs {2} less to activate if it targets a colorless
    creature." (Ghostfire Blade): its own equip ability, for a target matching the
    description (CR 601.2c, 601.2f, 602.2b); generic mana only (CR 118.7a)."""
    if not self_ref(p):
        p.fail()
    p.expect("'s", "equip", "ability", "costs")
    tok = p.next()
    if tok.kind != "sym" or not tok.key[1:-1].isdigit() or tok.key == "{0}":
        p.fail()
    p.expect("less", "to", "activate", "if", "it", "targets")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = description(p)
    if plural or flt.zone or flt.spell or flt.controller is not None:
        p.fail()
    p.expect(".")
    p.end()
    p.mark(C_KEYWORD_COST)
    return StaticAbility(kind=ABILITY_COST_CHANGE, affects="own", filter=flt,
                         amount=-int(tok.key[1:-1]), keyword="equip")


def keyword_cost_change(p: Parser) -> StaticAbility:
    """"Equip abilities you activate that target this creature cost {3} less to
    activate.": generic mana only (CR 118.7a)."""
    word = p.next().key
    if word not in _KEYWORD_ABILITIES:
        p.fail()
    if p.accept("costs", "you", "pay", "cost"):    # "Equip costs you pay cost {1} less."
        tok = p.next()
        if tok.kind != "sym" or not tok.key[1:-1].isdigit() or tok.key == "{0}":
            p.fail()
        p.expect("less", ".")
        p.end()
        p.mark(C_KEYWORD_COST)
        return StaticAbility(kind=ABILITY_COST_CHANGE, affects="yours",
                             amount=-int(tok.key[1:-1]), keyword=word)
    p.expect("abilities", "you", "activate")
    affects = "yours"
    if word == "equip" and p.accept("of", "other", "equipment"):
        affects = "other"                  # "of other Equipment" (Bladehold War-Whip)
    elif p.accept("that", "target"):
        if p.accept("enchanted", "creature"):
            affects = "enchanted"
        elif self_ref(p) and "Creature" in p.card.types:
            affects = "self"
        else:
            p.fail()
    p.expect("cost")
    tok = p.next()
    if tok.kind != "sym" or not tok.key[1:-1].isdigit() or tok.key == "{0}":
        p.fail()
    p.expect("less", "to", "activate", ".")
    p.end()
    p.mark(C_KEYWORD_COST)
    return StaticAbility(kind=ABILITY_COST_CHANGE, affects=affects,
                         amount=-int(tok.key[1:-1]), keyword=word)


C_ACTIVATION_COST = construct("static.activation_cost_change", "Activated abilities [of "
                             "<permanents>] / Enchanted artifact's activated abilities / "
                             "Loyalty abilities of <planeswalkers> / Abilities your "
                             "opponents activate "
                             "cost {N} more/less to activate [unless they're "
                             "mana abilities]. [This effect can't reduce the mana in that "
                             "cost to less than one mana.] (CR 602.2b, 601.2f, 605.1a)")


def activation_cost_change(p: Parser) -> StaticAbility:
    """"Activated abilities of creatures you control cost {2} less to activate. This effect
    can't reduce the mana in that cost to less than one mana." (Training Grounds),
    "Activated abilities cost {2} more to activate unless they're mana abilities."
    (Suppression Field): generic mana only (CR 118.7a)."""
    affects = "all"
    rules = set()
    if p.accept("enchanted", "artifact", "'s"):         # Power Artifact (CR 303.4)
        affects = "enchanted"
    if affects == "all" and p.accept("loyalty", "abilities", "of"):   # CR 606.3
        rules.add(LOYALTY_ABILITIES)
    elif affects == "all" and p.accept("abilities", "your", "opponents", "activate"):
        affects = "opponents"                      # whoever's sources (Tithe Taker)
    else:
        p.expect("activated", "abilities")
    flt = None
    if affects == "all" and not rules and p.at("of", "sources"):
        flt = _named_sources(p)
    elif affects == "all" and not rules and p.accept("of", "creature", "cards", "in", "your",
                                                      "graveyard"):
        flt = ObjectFilter(types=frozenset({"Creature"}), zone="graveyard")   # (CR 404.1)
        p.mark(C_GRAVEYARD_SOURCES_COST)
    elif affects == "all" and (LOYALTY_ABILITIES in rules or p.accept("of")):
        flt, plural = permanent_description(p)
        if not plural or status_in(flt) or flt.other or flt.zone or flt.any_of or \
                flt.controller not in (None, "you", "opponent"):
            p.fail()
    p.expect("cost")
    tok = p.next()
    if tok.kind != "sym" or not tok.key[1:-1].isdigit() or tok.key == "{0}":
        p.fail()
    n = int(tok.key[1:-1])
    amount = n if p.accept("more") else -n
    if amount < 0:
        p.expect("less")
    p.expect("to", "activate")
    if p.accept("unless", "they", "'", "re", "mana", "abilities"):
        rules.add(EXCEPT_MANA_ABILITIES)                          # CR 605.1a
    p.expect(".")
    if amount < 0 and p.accept("this", "effect", "can't", "reduce", "the", "mana", "in", "that",
                               "cost", "to", "less", "than", "one", "mana", "."):
        rules.add(AT_LEAST_ONE_MANA)
    p.mark(C_ACTIVATION_COST)
    return StaticAbility(kind=ABILITY_COST_CHANGE, affects=affects, filter=flt, amount=amount,
                         restrictions=frozenset(rules))


C_NAMED_SOURCES_COST = construct("static.named_sources_cost_change", "Activated abilities of "
                                 "sources with the chosen name cost {N} more to activate "
                                 "[unless they're mana abilities]: in every zone (CR 201.2, "
                                 "602.2b, 601.2f)")


C_GRAVEYARD_SOURCES_COST = construct("static.graveyard_cards_cost_change", "Activated "
                                     "abilities of creature cards in your graveyard cost {N} "
                                     "less to activate: the cards you own there (CR 404.1, "
                                     "602.2b, 601.2f)")


def _named_sources(p: Parser) -> ObjectFilter:
    """"of sources with the chosen name" (Anointed Peacekeeper): objects with that name,
    in any zone (CR 201.2)."""
    from tolaria.cards.oracle.choices import chosen_postmodifier
    p.expect("of", "sources")
    if chosen_postmodifier(p, {}) != "card name":
        p.fail()
    p.mark(C_NAMED_SOURCES_COST)
    return ObjectFilter(chosen="card name")


def hide_sentence(p: Parser, words: tuple[str, ...]) -> int | None:
    """Set aside everything from a sentence starting with `words` (the effect reader would
    take it for an instruction); the end it had, to give back to `ability_cost_change`."""
    for k in range(p.i + 1, p.n - len(words)):
        if p.keys[k - 1] == "." and tuple(p.keys[k:k + len(words)]) == words:
            end, p.n = p.n, k
            return end
    return None


def ability_cost_change(p: Parser, end: int | None) -> dict[str, Any]:
    """The "This ability costs {1} less to activate ..." sentence `hide_sentence` set aside
    (and any "Activate only ..." after it), as ActivatedAbility fields."""
    if end is None:
        return {}
    p.end()
    p.n = end
    change = self_cost_change(p, verb="activate")
    if change.filter is not None or p.scope.x_cost:
        p.fail()
    p.mark(C_ABILITY_COST)
    found: dict[str, Any] = {"cost_change": change}
    found.update(restrictions(p))
    return found


C_TARGET_TAX = construct("static.target_tax", "Spells [you / your opponents] cast that "
                         "target this permanent / a <permanent> [you control] cost {N} "
                         "more/less to cast: the targets chosen set the total cost "
                         "(CR 601.2c, 601.2f)")


C_TARGET_TAX_PLAYER = construct("static.target_tax_more", "Spells your opponents cast that "
                                "target you or a permanent you control / one or more "
                                "commanders you control cost {N} more to cast: once however "
                                "many of them it targets (CR 115.1, 601.2f, 903.3)")


C_TARGET_LIFE_TAX = construct("static.target_life_tax", "Spells your opponents cast that "
                              "target this creature cost an additional N life to cast: paid "
                              "with the rest of the total cost (CR 601.2f, 119.4)")


def target_tax(p: Parser) -> StaticAbility:
    """"Spells your opponents cast that target this creature cost {2} more to cast."
    (Boreal Elemental), "... that target a creature or planeswalker you control ..."
    (Kasmina, Enigmatic Mentor), "Spells you cast that target this creature cost {2} less"
    (Elderwood Scion), "Spells that target this creature ..." (Spellwild Ouphe), "Spells
    you cast that target a creature ..." (Killian): `restrictions` names the casters,
    ("you",) / ("all",), none for opponents."""
    p.expect("spells")
    casters = ""
    if p.accept("your", "opponents", "cast"):
        pass
    elif p.accept("you", "cast"):
        casters = "you"
    else:
        casters = "all"
    if p.at("cost"):
        return _tax_each_target(p, casters)
    p.expect("that", "target")
    flt = None
    affects = "self"
    if not casters and p.accept("you", "or", "a", "permanent", "you", "control"):
        affects, flt = TAX_YOU_OR_YOURS, ObjectFilter()               # (CR 115.1)
        p.mark(C_TARGET_TAX_PLAYER)
    elif not casters and p.accept("one", "or", "more", "commanders", "you", "control"):
        affects, flt = "yours", ObjectFilter(commander=True)          # (CR 903.3)
        p.mark(C_TARGET_TAX_PLAYER)
    elif not self_ref(p):
        if not (p.accept("a") or p.accept("an")):
            p.fail()
        flt, plural = permanent_description(p)
        allowed = ("you", None) if casters == "you" else ("you",)   # "a creature": any
        if plural or status_in(flt) or flt.other or flt.controller not in allowed:
            p.fail()
        affects = "yours" if flt.controller == "you" else "any"
        flt = replace(flt, controller=None)
    p.expect("cost")
    if not casters and affects == "self" and p.accept("an", "additional"):
        life = number(p)                          # "an additional 3 life" (CR 119.4)
        p.expect("life", "to", "cast", ".")
        p.mark(C_TARGET_LIFE_TAX)
        return StaticAbility(kind=TARGET_TAX, affects=affects, cost=Cost(life=life))
    tok = p.next()
    if tok.kind != "sym" or not tok.key[1:-1].isdigit() or tok.key == "{0}":
        p.fail()
    amount = int(tok.key[1:-1])
    if casters and p.accept("less"):
        amount = -amount
    else:
        p.expect("more")
    p.expect("to", "cast", ".")
    p.mark(C_TARGET_TAX)
    return StaticAbility(kind=TARGET_TAX, affects=affects, filter=flt, amount=amount,
                         restrictions=frozenset({casters}) if casters else frozenset())


C_TAX_EACH_TARGET = construct("static.target_tax_each_target", "Spells [you / your opponents] "
                              "cast cost {N} less / more to cast for each target.: N for each "
                              "target chosen, generic mana only (CR 601.2c, 601.2f, 118.7a)")


def _tax_each_target(p: Parser, casters: str) -> StaticAbility:
    """"Spells you cast cost {1} less to cast for each target." / "Spells your opponents
    cast cost {1} more to cast for each target." (Hinata, Dawn-Crowned)."""
    from tolaria.data.vocabulary import EACH_TARGET
    p.expect("cost")
    tok = p.next()
    if tok.kind != "sym" or not tok.key[1:-1].isdigit() or tok.key == "{0}":
        p.fail()
    amount = int(tok.key[1:-1])
    if p.accept("less"):
        amount = -amount
    else:
        p.expect("more")
    p.expect("to", "cast", "for", "each", "target", ".")
    p.mark(C_TAX_EACH_TARGET)
    return StaticAbility(kind=TARGET_TAX, affects=EACH_TARGET, amount=amount,
                         restrictions=frozenset({casters}) if casters else frozenset())


def self_cost_change(p: Parser, verb: str = "cast") -> StaticAbility:
    """"This spell costs {2} less to cast if you control a Wizard.", "... for each creature
    card in your graveyard.", "It also costs {1} less to cast if ..." after one of those
    (Geistlight Snare): generic mana only (CR 601.2f, 118.7a)."""
    from tolaria.cards.oracle.quantities import for_each
    if not (verb == "cast" and p.accept("it", "also", "costs")):      # after a first one
        p.expect("this", "spell" if verb == "cast" else "ability", "costs")
    if p.accept("{X}", "less", "to", verb, ",", "where", "x", "is"):
        return _self_cost_x(p)                 # "This ability costs {X} less ..." (Baru)
    mana = _colored_reduction(p) if verb == "cast" else None
    if mana is not None:
        amount = -1
    else:
        tok = p.next()
        if tok.kind != "sym" or not tok.key[1:-1].isdigit() or tok.key == "{0}":
            p.fail()
        n = int(tok.key[1:-1])
        if p.accept("more"):
            amount = n
        else:
            p.expect("less")
            amount = -n
    p.expect("to", verb)
    cond = None
    per: tuple[Any, ...] = ()
    flt = None
    if p.at("during", "your", "turn"):
        p.i += 3
        cond = make_condition("your_turn")
    elif p.accept("if", "it", "targets"):                  # CR 601.2c: targets come first
        if not (p.accept("a") or p.accept("an")):
            p.fail()
        found = p.attempt(description)
        if found is None:                       # "a creature card with mana value 3 or
            found = description(p, cards=True)  # less": the target card (CR 115.1)
        flt, plural = found
        if plural or flt.zone or flt.controller == "opponent":
            p.fail()
        from tolaria.cards.oracle.targeting import damage_status
        flt = damage_status(p, flt)             # "... that was dealt damage this turn"
        p.mark(C_SELF_COST_TARGETS)
    elif verb == "cast" and p.accept("if", "it", "'s", "bargained"):   # CR 702.166b, 601.2f
        from tolaria.cards.oracle.keywords import C_BARGAINED
        p.mark(C_BARGAINED)
        cond = BARGAINED
    elif p.accept("if") or p.accept("as", "long", "as"):
        cond = activation_condition(p)
        if cond.op == "source":
            p.fail()                           # the spell isn't a permanent yet
    elif p.at("for", "each"):
        p.scope.counted_when_cast = True           # "for each attacking creature" (601.2f)
        try:
            per = for_each(p)
            if p.at("and", "each"):                # "for each Cave you control and each
                from tolaria.cards.oracle.quantities import C_ARITHMETIC, countable
                p.i += 2                           # Cave card in your graveyard": both
                p.mark(C_ARITHMETIC)
                per = ("sum", per, countable(p, plural=False))
        finally:
            p.scope.counted_when_cast = False
    p.expect(".")
    p.mark(C_SELF_COST)
    return StaticAbility(kind=SELF_COST_CHANGE, amount=amount, condition=cond, per=per,
                         filter=flt, cost=None if mana is None else Cost(mana=mana))


C_COLORED_REDUCTION = construct("spell.self_cost_colored", "This spell costs {G} / {2}{U} "
                                "less to cast [if ... / for each ...]: coloured mana taken "
                                "off that colour, else off generic mana (CR 118.7b-c, 601.2f)")


def _colored_reduction(p: Parser) -> Any:
    """"{2}{U} less" / "{G} less": the mana, if it has a coloured symbol (a cost of the
    card's own with hybrid or Phyrexian symbols of that colour: not read); else None."""
    k = p.i
    symbols = []
    while p.token(k - p.i) is not None and p.token(k - p.i).kind == "sym":
        symbols.append(p.token(k - p.i).key.upper())
        k += 1
    if not symbols or p.keys[k:k + 1] != ["less"]:
        return None
    mana = parse_cost("".join(symbols))
    if not any(s.kind == "color" for s in mana.symbols) or any(
            s.kind not in ("color", "generic") for s in mana.symbols):
        return None
    colors = {c for s in mana.symbols for c in s.colors}
    own = parse_cost(p.card.mana_cost) if p.card.mana_cost else None
    if own is not None and any(s.kind != "color" and set(s.colors) & colors
                               for s in own.symbols):
        p.fail()                            # "that colour" of a hybrid cost: not read
    p.i = k + 1
    p.mark(C_COLORED_REDUCTION)
    return mana


C_SELF_COST_X = construct("spell.self_cost_x", "This spell costs {X} less to cast / This "
                          "ability costs {X} less to activate, where X is <the number of / "
                          "the greatest / the total ... you control / your devotion>: counted "
                          "as the cost is determined (CR 601.2f, 602.2b)")
_COST_QUANTITIES = frozenset({"count", "greatest", "total", "devotion"})


def _self_cost_x(p: Parser) -> StaticAbility:
    """After "This spell costs {X} less to cast, where X is": a quantity of the permanents
    its caster controls, not of the spell itself or a target (none are chosen yet)."""
    q = quantity(p)
    if not isinstance(q, tuple) or q[0] not in _COST_QUANTITIES or _refers(q[1:]):
        p.fail()
    p.expect(".")
    p.mark(C_SELF_COST_X)
    return StaticAbility(kind=SELF_COST_CHANGE, amount=-1, per=q)


def _refers(value: Any) -> bool:
    """Does a quantity name an object ("self", a target) or another player's view?"""
    if isinstance(value, tuple):
        return any(_refers(v) for v in value)
    if isinstance(value, ObjectFilter):
        return value.other or value.controller not in ("you", "opponent", None)
    return isinstance(value, int) and not isinstance(value, bool) or value in (
        "self", "event", "sacrificed", "theirs", "X")


def refers_beyond_source(value: Any) -> bool:
    """Does a quantity of a permanent's static ability name an event, a target, a sacrificed
    object, X or another player's view (anything but the permanent and its controller)?"""
    if isinstance(value, tuple):
        return any(refers_beyond_source(v) for v in value)
    if isinstance(value, ObjectFilter):
        return value.controller not in ("you", "opponent", None)
    return isinstance(value, int) and not isinstance(value, bool) or value in (
        "event", "sacrificed", "theirs", "X")


C_PER_TARGET = construct("spell.per_target_cost", "This spell costs <mana> more to cast for "
                         "each target beyond the first. (strive: CR 601.2c, 601.2f)")


def per_target_cost(p: Parser) -> StaticAbility:
    """"This spell costs {2}{U} more to cast for each target beyond the first." (the cost
    counts the targets chosen, which come first: CR 601.2c, 601.2f)."""
    p.expect("this", "spell", "costs")
    symbols = []
    while p.token() is not None and p.token().kind == "sym":
        symbols.append(p.next().key.upper())
    if not symbols:
        p.fail()
    mana = parse_cost("".join(symbols))
    if mana.x_count:
        p.fail()
    p.expect("more", "to", "cast", "for", "each", "target", "beyond", "the", "first", ".")
    p.mark(C_PER_TARGET)
    return StaticAbility(kind=PER_TARGET_COST, cost=Cost(mana=mana))


C_AFFINITY = construct("keyword.affinity", "Affinity for <permanents>: this spell costs {1} "
                       "less to cast for each of them you control (CR 702.41a)")


def affinity(p: Parser) -> StaticAbility:
    """"Affinity for artifacts" (CR 702.41a): the line is only the keyword."""
    p.expect("affinity", "for")
    flt, plural = permanent_description(p)
    p.end()
    if not (plural or (flt.subtypes and not flt.types)) or status_in(flt) \
            or flt.controller is not None or flt.other:
        p.fail()                            # "Equipment" is both singular and plural
    p.mark(C_AFFINITY)
    return StaticAbility(kind=SELF_COST_CHANGE, amount=-1,
                         per=("count", replace(flt, controller="you")))


# -- Any player may activate this ability (CR 602.2) -----------------------------------------

C_ANY_PLAYER = construct("ability.any_player", "Any player may activate this ability.: "
                         "whoever activates it controls it (CR 602.2)")
_ANY_PLAYER = ("any", "player", "may", "activate", "this", "ability", ".")


def hide_any_player(p: Parser) -> bool:
    """Set aside a final "Any player may activate this ability." while the effects are read
    (the effect reader would take it for an instruction); True if it is there."""
    if tuple(p.keys[p.n - len(_ANY_PLAYER):p.n]) != _ANY_PLAYER:
        return False
    p.n -= len(_ANY_PLAYER)
    return True


def any_player(p: Parser, hidden: bool, paid: Cost) -> dict[str, Any]:
    """Read the sentence `hide_any_player` set aside: the ActivatedAbility field. Costs only
    its controller could pay (tapping, sacrificing or exiling the permanent) aren't read."""
    if not hidden:
        return {}
    p.end()
    p.n += len(_ANY_PLAYER)
    p.i = p.n
    if paid.tap or paid.untap or paid.sacrifice_self or paid.remove_counters \
            or paid.exile_self or paid.return_self or paid.loyalty is not None:
        p.fail()
    p.mark(C_ANY_PLAYER)
    return {"any_player": True}


# -- Add two mana in any combination of colors (CR 106.1a) -------------------------------------

C_MANA_COMBINATION = construct("ability.mana_combination", "Add two/three mana in any "
                               "combination of colors: one option per combination "
                               "(CR 106.1a, 605.3b)")


C_MANA_COMBINATION_MORE = construct("ability.mana_combination_more", "Add four/five mana in "
                                    "any combination of colors: one option per combination "
                                    "(CR 106.1a, 605.3b)")


def mana_combination(p: Parser) -> tuple[str, ...]:
    """"two mana in any combination of colors": every multiset of colours, as the mana
    options of the ability (chosen as it resolves, CR 605.3b)."""
    from itertools import combinations_with_replacement
    n = number(p)
    p.expect("mana", "in", "any", "combination", "of", "colors")
    if not 2 <= n <= 5:
        p.fail()
    p.mark(C_MANA_COMBINATION if n <= 3 else C_MANA_COMBINATION_MORE)
    return tuple("".join(c) for c in combinations_with_replacement("WUBRG", n))


# -- a permanent spell's additional cost (CR 118.8) -----------------------------------------------

C_PERMANENT_ADDITIONAL = construct("spell.permanent_additional_cost", "As an additional cost "
                                   "to cast this spell, <cost>. on a permanent card (CR 118.8, "
                                   "601.2f)")
ADDITIONAL_COST = "additional_cost"


def permanent_additional_cost(p: Parser) -> StaticAbility | list[StaticAbility]:
    """"As an additional cost to cast this spell, sacrifice a creature." on a creature or
    other permanent card: a static ability that works while it is cast (CR 601.2f)."""
    from tolaria.cards.oracle.abilities import cost
    p.expect("as", "an", "additional", "cost", "to", "cast", "this", "spell", ",")
    found = cost(p, activation=False)
    check_chosen(p, found)
    other = other_additional(p)                          # "... or pay {3}." (CR 601.2b)
    p.expect(".")
    p.mark(C_PERMANENT_ADDITIONAL)
    first = StaticAbility(kind=ADDITIONAL_COST, cost=found)
    return first if other is None else [first, other]


# -- Cast this spell only ... (CR 601.3) ---------------------------------------------------------

C_CAST_ONLY = construct("spell.cast_only", "Cast this spell only during <combat / a step / your "
                        "or an opponent's turn> / if <condition> (CR 601.3)")
CAST_ONLY = "cast_only"
_WINDOWS: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (("during", "the", "declare", "attackers", "step"), ("step:declare attackers",)),
    (("during", "the", "declare", "blockers", "step"), ("step:declare blockers",)),
    (("after", "combat"), ("step:postcombat main", "step:end", "step:cleanup")),
    (("during", "combat", "before", "blockers", "are", "declared"),
     ("step:beginning of combat", "step:declare attackers")),
    (("during", "combat", "after", "blockers", "are", "declared"),
     ("step:declare blockers", "step:combat damage", "step:end of combat")),
    (("during", "combat", "on", "an", "opponent", "'s", "turn"),
     ("opponent_turn",) + tuple(f"step:{s}" for s in COMBAT_STEPS)),
    (("during", "combat", "on", "your", "turn"),
     ("your_turn",) + tuple(f"step:{s}" for s in COMBAT_STEPS)),
    (("during", "combat"), tuple(f"step:{s}" for s in COMBAT_STEPS)),
    (("during", "an", "opponent", "'s", "upkeep"), ("opponent_turn", "step:upkeep")),
    (("during", "an", "opponent", "'s", "turn", "after", "their", "upkeep", "step"),
     ("opponent_turn", "step:draw", "step:precombat main", "step:beginning of combat",
      "step:declare attackers", "step:declare blockers", "step:combat damage",
      "step:end of combat", "step:postcombat main", "step:end", "step:cleanup")),
    (("during", "an", "opponent", "'s", "turn"), ("opponent_turn",)),
    (("during", "your", "turn"), ("your_turn",)),
    (("before", "the", "combat", "damage", "step"),
     ("step:upkeep", "step:draw", "step:precombat main", "step:beginning of combat",
      "step:declare attackers", "step:declare blockers")),
    (("if", "you", "'", "ve", "been", "attacked", "this", "step"), ("attacked",)),
    (("if", "a", "creature", "is", "attacking", "you"), ("attacked",)),
)


C_COST_FLOOR = construct("static.cost_floor", "Each spell that would cost less than N mana "
                         "to cast costs N mana to cast.: its total cost is raised to N with "
                         "generic mana, after every other change (CR 601.2f)")


def cost_floor(p: Parser) -> StaticAbility:
    """"each spell that would cost less than three mana to cast costs three mana to cast"
    (Trinisphere; "As long as this artifact is untapped, ..." is read around it)."""
    p.expect("each", "spell", "that", "would", "cost", "less", "than")
    n = number(p)
    p.expect("mana", "to", "cast", "costs")
    if number(p) != n:
        p.fail()
    p.expect("mana", "to", "cast", ".")
    p.mark(C_COST_FLOOR)
    return StaticAbility(kind=COST_FLOOR, affects="all", amount=n)


C_FLASH_FOR_MORE = construct("spell.flash_for_more", "You may cast this spell as though it had "
                             "flash if you pay {N} more to cast it: the increase is paid "
                             "when the cast needs that permission (CR 609.4, 601.2f)")


def flash_for_more(p: Parser) -> StaticAbility:
    """"You may cast this spell as though it had flash if you pay {2} more to cast it."
    (Ghitu Fire, Rout, Harbinger of the Tides): generic mana only."""
    p.expect("you", "may", "cast", "this", "spell", "as", "though", "it", "had", "flash", "if",
             "you", "pay")
    tok = p.next()
    if tok.kind != "sym" or not tok.key[1:-1].isdigit():
        p.fail()
    p.expect("more", "to", "cast", "it", ".")
    p.mark(C_FLASH_FOR_MORE)
    return StaticAbility(kind=FLASH_FOR_MORE, cost=Cost(mana=parse_cost(tok.key)))


C_FLASH_IF = construct("spell.flash_if", "You may cast this spell as though it had flash if "
                       "<condition>. / If <condition> (As long as <condition>), you may cast "
                       "this spell as though it had flash.: the condition checked as the "
                       "cast would begin (CR 601.3, 609.4)")
_AS_FLASH = ("you", "may", "cast", "this", "spell", "as", "though", "it", "had", "flash")


def flash_if(p: Parser) -> StaticAbility:
    """"You may cast this spell as though it had flash if you control a Faerie." (Illusion
    Spinners), "If you control a creature with power 4 or greater, you may cast this spell
    as though it had flash." (Dragon Grip): a condition on the game, not on the spell (its
    targets and X are chosen only once it is cast, CR 601.2b-c)."""
    from tolaria.data.vocabulary import FLASH_IF
    if p.accept(*_AS_FLASH, "if"):
        cond = activation_condition(p)
    else:
        if not (p.accept("if") or p.accept("as", "long", "as")):
            p.fail()
        cond = activation_condition(p)
        p.expect(",", *_AS_FLASH)
    if cond.op == "source":
        p.fail()                               # the spell isn't a permanent yet
    p.expect(".")
    p.mark(C_FLASH_IF)
    return StaticAbility(kind=FLASH_IF, condition=cond)


def cast_only(p: Parser) -> StaticAbility:
    """"Cast this spell only during combat before blockers are declared.", "... only during
    the declare attackers step and only if you've been attacked this step.", "... only if
    you control two or more Vampires." (CR 601.3)."""
    p.expect("cast", "this", "spell", "only")
    allowed: set[str] = set()
    cond = None
    while True:
        for words, found in _WINDOWS:
            if p.accept(*words):
                if allowed & set(found) or (found[0].startswith("step:") and any(
                        r.startswith("step:") for r in allowed)):
                    p.fail()                       # two windows of steps: not read
                allowed |= set(found)
                break
        else:
            if cond is not None or not p.accept("if"):
                p.fail()
            cond = activation_condition(p)
        if not p.accept("and", "only"):
            break
    p.expect(".")
    p.mark(C_CAST_ONLY)
    return StaticAbility(kind=CAST_ONLY, restrictions=frozenset(allowed), condition=cond)


C_PERMANENT_ALTERNATIVE = construct("spell.permanent_alternative_cost", "[If <condition>,] "
                                    "you may <cost> rather than pay this spell's mana cost. "
                                    "on a permanent card (CR 118.9)")
ALTERNATIVE_COST = "alternative_cost"


def permanent_alternative_cost(p: Parser) -> StaticAbility:
    """"You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost." on a creature
    or other permanent card: read as an instant's (`abilities.cost_line`), kept as a static
    ability that works while it is cast (CR 118.9, 601.2b)."""
    from tolaria.cards.oracle.abilities import cost_line
    if not (p.at("you", "may") or p.at("if")):
        p.fail()
    found = cost_line(p).value
    p.mark(C_PERMANENT_ALTERNATIVE)
    return StaticAbility(kind=ALTERNATIVE_COST, cost=found.cost, condition=found.condition)


# -- This land deals 1 damage to you (CR 605.3a) -------------------------------------------------

C_MANA_PAIN = construct("ability.mana_pain", "{T}: Add <mana>. This land deals N damage to "
                        "you.: the damage is part of the mana ability (CR 605.3a, 120.3)")


def mana_pain(p: Parser) -> int:
    """"This land deals 1 damage to you." after a mana ability's "Add ..."; 0 if absent."""
    start = p.i
    if not self_ref(p):
        return 0
    if not p.accept("deals"):
        p.i = start
        return 0
    n = number(p)
    p.expect("damage", "to", "you", ".")
    p.mark(C_MANA_PAIN)
    return n


C_MANA_STAYS_TAPPED = construct("ability.mana_stays_tapped", "{T}: Add <mana>. This land "
                                "doesn't untap during your next untap step. (CR 502.3, 605.3a)")


C_MANA_COUNTER = construct("ability.mana_counter", "{T}: Add <mana>. Put a <kind> counter on "
                           "this land. (CR 605.3a, 122.6)")


def mana_counter(p: Parser) -> str:
    """"Put a depletion counter on this land." after "Add ...": the counter's kind."""
    start = p.i
    kind = p.peek(2) or ""
    if not (p.accept("put", "a") and p.peek(1) == "counter" and kind.isalpha()):
        p.i = start
        return ""
    p.i += 2
    if not (p.accept("on") and self_ref(p) and p.accept(".")):
        p.i = start
        return ""
    p.mark(C_MANA_COUNTER)
    return kind


def mana_stays_tapped(p: Parser) -> bool:
    """"This land doesn't untap during your next untap step." after "Add ..."."""
    start = p.i
    if not self_ref(p) or not p.accept("doesn't", "untap", "during", "your", "next", "untap",
                                       "step", "."):
        p.i = start
        return False
    p.mark(C_MANA_STAYS_TAPPED)
    return True


C_OTHER_ADDITIONAL = construct("spell.additional_or", "As an additional cost to cast this "
                               "spell, <cost> or <cost>.: the second announced \"for other "
                               "additional cost\" (CR 601.2b, 601.2f)")


def other_additional(p: Parser) -> StaticAbility | None:
    """The "or <cost>" of an instant's or sorcery's additional cost, if any: a static
    ability the cast announces to pay it instead of the first (`tolaria.rules.costs`)."""
    if not p.accept("or"):
        return None
    from tolaria.cards.oracle.abilities import cost
    found = cost(p, activation=False)
    check_chosen(p, found)
    p.mark(C_OTHER_ADDITIONAL)
    return StaticAbility(kind=OTHER_ADDITIONAL, cost=found)


def _self_verb(p: Parser, parts: dict[str, Any], key: str, mark: Any) -> bool:
    """"Unattach this Equipment" / "Exert this creature" as a cost: a verb done to the
    source itself, once (`parts[key]`)."""
    start = p.i
    p.i += 1
    if not self_ref(p) or parts.get(key):
        p.i = start
        return False
    parts[key] = True
    p.mark(mark)
    return True


C_OBJECTS_X = construct("cost.objects_x", "Sacrifice X [other] <permanents> / Tap X untapped "
                        "<permanents> you control / Exile X [<kind>] cards from your graveyard "
                        "/ Reveal X <kind> cards from your hand / Discard X cards in an "
                        "activation cost: X announced as it is activated, the same X as its "
                        "{X} and its instructions' X (CR 107.3, 601.2b, 602.2b)")

_OBJECTS_X_VERBS = frozenset({"sacrifice", "tap", "exile", "reveal", "discard"})


def objects_x(p: Parser) -> dict[str, Any]:
    """"Sacrifice X Goats", "Sacrifice X other creatures", "Tap X untapped artifacts you
    control", "Exile X cards from your graveyard", "Reveal X red cards from your hand",
    "Discard X cards": the Cost fields `objects_x` and `objects_x_filter`."""
    verb = p.next().key
    if verb not in _OBJECTS_X_VERBS:
        p.fail()
    p.expect("x")
    if verb in ("sacrifice", "tap"):
        other = verb == "sacrifice" and p.accept("other")
        flt, plural = permanent_description(p)
        mine = flt.controller == "you" and flt.tapped is False if verb == "tap" else \
            flt.controller is None
        if not plural or not mine or flt.zone or flt.spell or flt.other or flt.combat:
            p.fail()
        flt = replace(flt, tapped=None, controller=None, other=other)
    elif verb == "discard" or (verb == "exile" and p.at("cards")):
        p.expect("cards")
        flt = ObjectFilter()
    else:
        flt, plural = description(p, cards=True)
        if not plural or flt.zone or flt.controller is not None or flt.other \
                or status_in(flt) or flt.spell or flt == ObjectFilter():
            p.fail()
    if verb == "exile":
        p.expect("from", "your", "graveyard")
    elif verb == "reveal":
        p.expect("from", "your", "hand")
    p.mark(C_OBJECTS_X)
    return {"objects_x": verb, "objects_x_filter": flt}


C_EXILE_TOP = construct("cost.exile_top", "Exile the top card / the top N cards of your library "
                        "as a cost: payable only with that many cards there (CR 118.3, 406.2)")


def _exile_top(p: Parser) -> int:
    """"Exile the top card of your library", "Exile the top ten cards of your library"."""
    p.expect("exile", "the", "top")
    n = 1 if p.at("card") else number(p)
    p.expect("card" if n == 1 else "cards", "of", "your", "library")
    p.mark(C_EXILE_TOP)
    return n
