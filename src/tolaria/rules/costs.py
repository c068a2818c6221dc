"""Costs (CR 118): the total cost of a spell, the objects that pay it, and paying it.

A cost is a `tolaria.data.ir.Cost`. Casting a spell determines its total cost
in the CR 601.2f order: the mana cost or the one alternative cost announced
(CR 118.9a, 601.2b), plus additional costs (CR 118.8) and cost increases,
minus cost reductions (static abilities of kind "cost_change"). The objects a
cost chooses (the creature to sacrifice, the card to discard, the card to
exile from a graveyard) are part of the fully specified action, like targets:
`choices` lists one tuple of ids per distinct way to pay, `why_unpayable`
explains a refusal (CR 118.3), and `pay` pays everything but the mana (the
mana is paid first, after mana abilities, CR 601.2g-h).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from itertools import combinations, combinations_with_replacement, product
from typing import Any

from tolaria.data.ir import AlternativeCost, CardDef, Cost, ObjectFilter, StaticAbility
from tolaria.data.mana import ManaCost, parse_cost
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState, listed, possessive
from tolaria.data.vocabulary import (
    ABILITY_COST_CHANGE,
    ANY_COUNTER,
    AT_LEAST_ONE_MANA,
    BARGAIN,
    BARGAINED,
    COST_FLOOR,
    CREW_POWER,
    EACH_TARGET,
    EXCEPT_MANA_ABILITIES,
    EXILE_CAST_TAX,
    FLASH_FOR_MORE,
    FREE_CAST,
    FREE_CAST_ANY_ZONE,
    HAND_FREE_CAST,
    HASTE_ACTIVATION,
    LOYALTY_ABILITIES,
    NTH_SPELL,
    OFF_TURN,
    OTHER_ADDITIONAL,
    PER_TARGET_COST,
    POWER_UP,
    SACRIFICED_FOR_EMERGE,
    SELF_COST_CHANGE,
    SPELLS_ALTERNATIVE_COST,
    TAPPED_FOR_COST,
    TARGET_TAX,
    TAX_YOU_OR_YOURS,
)
from tolaria.rules import events, multiplayer, quantities, triggers, zones
from tolaria.rules.keywords import freerunning, gift, mayhem, prowl, sneak
from tolaria.rules.layers import (
    Characteristics,
    characteristics,
    chars_match,
    controller,
    current_name,
    is_sick,
    matches,
    static_abilities,
    statics_by_kind,
)

# The order in which `Action.costs` lists chosen objects, and the verbs of the notation.
CHOICE_KINDS = ("sacrifice", "discard", "exile")


# -- announcing: Action.costs ---------------------------------------------------------------

def split(costs: tuple[Any, ...]) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The announced cost names (CR 601.2b) and the chosen object ids (CR 601.2h)."""
    if not costs:
        return (), ()
    names = tuple(c for c in costs if isinstance(c, str))
    return names, tuple(c for c in costs if not isinstance(c, str))


FREE = "without paying its mana cost"
# "by paying an amount of {E} equal to its mana value rather than paying its mana cost"
# (Amped Raptor): an alternative cost of energy counters (CR 118.9, 107.14)
ENERGY_EQUAL_MV = "by paying energy equal to its mana value"
# "If you cast a spell this way, pay life equal to its mana value rather than pay its mana
# cost." (Bolas's Citadel): an alternative cost of life (CR 118.9, 119.4)
LIFE_EQUAL_MV = "life equal to its mana value"
# "You may cast that card." as an ability resolves (Chandra, Torch of Defiance): cast now,
# ignoring timing, for its mana cost or an alternative cost it allows anywhere (CR 608.2g,
# 601.2b, 601.2f); the permission of a "cast" decision, not a cost of its own
PAID = "paying its costs"
# Keywords of permanent cards that are alternative costs, kept as static abilities of that
# kind (a permanent card has no spell ability to hold them): CR 702.74a, 702.109a, 702.35a.
PERMANENT_ALTERNATIVES = ("evoke", "dash", "blitz", "madness", "surge", "spectacle", "bestow",
                          "miracle", "emerge", "escape", "mutate", "prowl", "warp",
                          "mayhem", "impending", "freerunning", "web-slinging", "sneak")
# Mutate's target has the spell's owner: offered to its owner only (CR 702.140a)
MUTATE = "mutate"
KICKER = "kicker"        # announced "with kicker" (CR 702.33a, 601.2b): not an alternative
BUYBACK = "buyback"      # announced "for buyback" (CR 702.27a): an optional additional cost
OFFSPRING = "offspring"  # announced "for offspring" (CR 702.175a): the same kind of cost
CASUALTY = "casualty"    # announced "for casualty" with the creature sacrificed (702.153a)
# OTHER_ADDITIONAL: "As an additional cost to cast this spell, sacrifice a creature or pay
# {3}{B}.": the second choice, announced "for other additional cost" (CR 601.2b).
ENTWINE = "entwine"      # announced "for entwine": every mode of the spell (CR 702.42a)
CONSPIRE = "conspire"    # announced "for conspire" with the two creatures tapped (CR 702.78a)
# BARGAIN: announced "for bargain" with the permanent sacrificed (CR 702.166a); the spell,
# and the permanent it becomes, remember it (`GameObject.cast_for`), which the condition
# BARGAINED reads ("if this spell was bargained", CR 702.166b).
# GIFT: announced "for gift" (or "for gift to <opponent>"), the opponent chosen remembered
# (`tolaria.rules.keywords.gift`, CR 702.174a).
OPTIONAL_EXTRAS = (BUYBACK, OFFSPRING, CASUALTY, OTHER_ADDITIONAL, ENTWINE, CONSPIRE, BARGAIN,
                   gift.NAME)
# The optional additional costs the spell and the permanent it becomes remember having
# paid (`GameObject.cast_for`): "if its offspring cost was paid", "if it was bargained".
REMEMBERED = (OFFSPRING, BARGAIN, gift.NAME)             # CR 702.175a, 702.166b, 702.174a
# Additional costs paid any number of times, announced once per payment (CR 702.157a).
REPEATABLE = ("squad", "replicate", "escalate", "multikicker")


def kicker_names(card: CardDef) -> tuple[str, ...]:
    """How each of the card's kicker costs is announced: "kicker"; with two kicker costs
    each by its cost, "kicker {1}{b}" and "kicker {r}" (CR 702.33b, 702.33f)."""
    if card.kicker is None:
        return ()
    if card.second_kicker is None:
        return (KICKER,)
    return tuple(f"{KICKER} {cost.mana}".lower() for cost in (card.kicker, card.second_kicker))


def kick_choices(card: CardDef) -> list[tuple[int, ...]]:
    """The sets of kicker costs that may be paid: none, or any of them (CR 702.33a-b)."""
    n = len(kicker_names(card))
    return [()] + [chosen for size in range(1, n + 1)
                   for chosen in combinations(range(n), size)]


def kicked(obj: GameObject, names: tuple[str, ...]) -> tuple[tuple[int, ...], str | None]:
    """Which of the card's kicker costs the names announce paying (indices, in printed
    order), or why they can't."""
    own = kicker_names(obj.card)
    named = [n for n in names if n == KICKER or n.startswith(f"{KICKER} ")]
    if not named:
        return (), None
    if not own:
        return (), f"{obj.card.name} has no kicker (CR 601.2b)"
    if any(n not in own for n in named):
        return (), (f"{obj.card.name}'s kicker costs are announced "
                    + " and ".join(f"'with {n}'" for n in own) + " (CR 702.33b, 601.2b)")
    if len(set(named)) < len(named):
        return (), "each kicker cost can be paid only once (CR 702.33d)"
    return tuple(sorted(own.index(n) for n in named)), None


def kicker_cost(card: CardDef, which: tuple[int, ...]) -> Cost | None:
    """The kicker costs paid, together (CR 702.33a, 601.2f)."""
    paid = [cost for i, cost in enumerate((card.kicker, card.second_kicker))
            if i in which and cost is not None]
    total = paid[0] if paid else None
    for cost in paid[1:]:
        total = total.plus(cost)
    return total


def _cast_another(state: GameState, player: int, obj: GameObject) -> bool:
    """Surge: the player has cast another spell this turn (CR 702.117a)."""
    return any(f[0] == "cast" and f[1] == player for f in state.this_turn)


def _opponent_lost_life(state: GameState, player: int, obj: GameObject) -> bool:
    """Spectacle: an opponent lost life this turn (CR 702.137a)."""
    return any(f[0] == "life" and f[2] < 0 and f[1] in state.opponents(player)
               for f in state.this_turn)


def _from_hand(state: GameState, player: int, obj: GameObject) -> bool:
    """Warp's cost pays only to cast the card from a hand (its reminder text,
    `tolaria.rules.keywords.warp`)."""
    return obj.zone == "hand"


# Alternative costs usable only if something happened this turn.
CONDITIONAL = {"surge": _cast_another, "spectacle": _opponent_lost_life,
               prowl.NAME: prowl.can_prowl, "warp": _from_hand,
               mayhem.NAME: mayhem.castable, freerunning.NAME: freerunning.can_freerun,
               sneak.NAME: sneak.can_sneak}


def repeatable(card: CardDef) -> StaticAbility | None:
    """The card's additional cost paid any number of times ("Squad {2}", CR 702.157a)."""
    return next((a for a in card.static if a.kind in REPEATABLE and a.cost is not None),
                None) if card.static else None


def repeats(obj: GameObject, names: tuple[str, ...]) -> tuple[int, str | None]:
    """How many times the names announce paying that cost, or why they can't."""
    named = [n for n in names if n in REPEATABLE]
    if not named:
        return 0, None
    ability = repeatable(obj.card)
    if ability is None or any(n != ability.kind for n in named):
        return 0, f"{obj.card.name} has no {named[0]} (CR 601.2b)"
    return len(named), None


def extra_kind(card: CardDef) -> str | None:
    """The card's optional additional cost keyword, "buyback" or "offspring" (a static
    ability of that kind, CR 702.27a, 702.175a), or None."""
    return next((a.kind for a in card.static if a.kind in OPTIONAL_EXTRAS), None)


def buyback_cost(card: CardDef) -> Cost | None:
    """The card's buyback or offspring cost (CR 702.27a, 702.175a)."""
    return next((a.cost for a in card.static if a.kind in OPTIONAL_EXTRAS), None)


def bought_back(obj: GameObject, names: tuple[str, ...]) -> tuple[bool, str | None]:
    """Whether the names announce paying the buyback (offspring) cost, or why they can't."""
    named = [gift.NAME if gift.is_gift(n) else n for n in names
             if n in OPTIONAL_EXTRAS or gift.is_gift(n)]
    if not named:
        return False, None
    if named[0] != extra_kind(obj.card):
        return False, f"{obj.card.name} has no {named[0]} (CR 601.2b)"
    if len(named) > 1:
        return False, f"its {named[0]} cost can be paid only once (CR 702.27a, 702.175a)"
    return True, None


def _free_cast_for(state: GameState, source: GameObject, ability: Any, player: int,
                   card: CardDef) -> bool:
    """Does this "you may cast spells from your hand without paying their mana costs" /
    "any player may cast <spells> without paying their mana costs" let `player` cast the
    card (CR 118.9)?"""
    from tolaria.rules.layers import card_characteristics, chars_match, controller
    if ability.affects != "all" and controller(state, source) != player:
        return False
    return ability.filter is None or chars_match(card_characteristics(card, player),
                                                 ability.filter, player)


def alternative_costs(state: GameState, player: int, obj: GameObject
                      ) -> tuple[AlternativeCost, ...]:
    """The card's own alternative costs, and casting it without paying its mana cost when an
    effect allows that (CR 118.9, 601.2b; e.g. Omniscience for spells cast from the hand,
    Fires of Invention for spells cast from anywhere they may be)."""
    found = _alternatives(state, player, obj)
    if free_in_any_zone(state, player, obj) and not any(a.name == FREE for a in found):
        found += (AlternativeCost(Cost(), FREE, FREE),)     # no mana cost too (CR 118.6a)
    return found


def free_in_any_zone(state: GameState, player: int, obj: GameObject) -> bool:
    """Does a permanent of `player`'s say "You may cast spells with mana value less than or
    equal to the number of lands you control without paying their mana costs." of this card,
    its bound counted now (Fires of Invention; CR 118.9, 601.2b)?"""
    found = statics_by_kind(state).get(FREE_CAST_ANY_ZONE)
    if not found or "Land" in obj.card.types:
        return False
    chars = characteristics(state, obj)
    for source, ability in found:
        if controller(state, source) != player:
            continue
        flt = ability.filter
        bounded = replace(flt, more=None, compare=tuple(
            (w, o, quantities.evaluate(state, player, source, n) if type(n) is tuple else n)
            for w, o, n in flt.compare))
        if chars_match(chars, bounded, player, state.options.teams):
            return True
    return False


def _alternatives(state: GameState, player: int, obj: GameObject
                  ) -> tuple[AlternativeCost, ...]:
    card = obj.card
    own = card.spell.alternative_costs if card.spell is not None else ()
    if obj.zone == "graveyard" and card.face_of:           # cast transformed (702.146a)
        from tolaria.rules.keywords import disturb
        found = disturb.alternative_cost(obj)
        if found is not None:
            own += (found,)
    if obj.zone == "graveyard" and card.spell is not None:     # flashback an effect gives
        from tolaria.rules.keywords import flashback
        if not flashback.has_flashback(card) and flashback.granted(state, obj):
            own += (flashback.granted_cost(card),)             # (CR 702.34a)
    if card.spell is None and "alternative_cost" in static_kinds(card):   # (CR 118.9)
        own = tuple(AlternativeCost(a.cost, text=a.text, condition=a.condition)
                    for a in card.static if a.kind == "alternative_cost" and a.cost)
    if any(a.condition is not None for a in own):          # "If you control a Plains, ..."
        own = tuple(a for a in own if a.condition is None or triggers.holds(
            state, a.condition, obj, player))
    if card.static and card.spell is None:           # a permanent card's: evoke, dash
        own += tuple(AlternativeCost(a.cost, a.kind, a.text) for a in card.static
                     if a.kind in PERMANENT_ALTERNATIVES and a.cost is not None
                     and (a.kind != MUTATE or obj.owner == player))    # CR 702.140a
    if obj.zone == "graveyard" and "Land" not in card.types:      # escape a permanent gives
        from tolaria.rules.keywords import escape
        granted_escape = escape.granted_cost(state, obj)          # (CR 702.138a)
        if granted_escape is not None:
            own += (granted_escape,)
    if own and any(a.name in CONDITIONAL for a in own):
        own = tuple(a for a in own if a.name not in CONDITIONAL
                    or CONDITIONAL[a.name](state, player, obj))
    own += _granted_alternatives(state, player, obj)
    if obj.zone == "hand" and state.frames:
        from tolaria.rules.effects.graveyard import offered_from_hand
        if offered_from_hand(state, obj):                 # cast as it resolves (608.2g)
            return own + (AlternativeCost(Cost(), FREE, FREE),)
    if obj.zone == "hand" and card.mana_cost is not None and (any(
            _free_cast_for(state, src, a, player, card)
            for src, a in statics_by_kind(state).get(FREE_CAST, ())) or any(
            part.op == HAND_FREE_CAST and part.get("player") == player
            for e in state.effects for part in e.parts)):
        return own + (AlternativeCost(Cost(), FREE, FREE),)
    if obj.zone == "exile" and not obj.counters.get("time") and any(
            a.keyword == "suspend" for a in card.activated):     # its last time counter
        return own + (AlternativeCost(Cost(), FREE, FREE),)      # is gone (CR 702.62a)
    if obj.zone == "exile" and state.may_play:
        from tolaria.rules.effects.library import free_permission
        from tolaria.rules.keywords import airbend
        if free_permission(state, player, obj):                   # CR 601.3, 118.9
            return own + (AlternativeCost(Cost(), FREE, FREE),)
        if airbend.airbent(state, player, obj):                   # (its reminder text)
            return own + (airbend.COST,)
    if obj.zone == "exile" and obj.chosen:
        from tolaria.rules.keywords import foretell, plot
        if plot.castable(state, player, obj):                     # CR 702.170d
            return own + (AlternativeCost(Cost(), FREE, FREE),)
        if foretell.castable(state, player, obj):                 # CR 702.143a
            return own + (foretell.foretell_cost(obj.card),)
    if obj.zone == "library":
        if zones.may_cast_from_top_for_life(state, player, obj):      # CR 118.9, 119.4
            value = characteristics(state, obj).mana_value
            own += (AlternativeCost(Cost(life=value), LIFE_EQUAL_MV, LIFE_EQUAL_MV),)
    if obj.zone == "library" and state.frames:
        from tolaria.rules.keywords import ripple
        if ripple.offered(state, obj):                   # cast as it resolves (CR 702.60a)
            return own + (AlternativeCost(Cost(), FREE, FREE),)
        from tolaria.rules.effects.library import offered_to_cast
        if offered_to_cast(state, obj):                  # cast as it resolves (CR 608.2g)
            return own + (AlternativeCost(Cost(), FREE, FREE),)
    if obj.zone == "graveyard" and state.frames:
        from tolaria.rules.effects.graveyard import offered_for
        if offered_for(state, obj) == FREE:              # cast as it resolves (CR 608.2g)
            return own + (AlternativeCost(Cost(), FREE, FREE),)
    if obj.zone == "exile" and state.frames:
        from tolaria.rules.effects.library import until_cast_offered
        how = until_cast_offered(state, obj)
        if how == ENERGY_EQUAL_MV:                       # CR 608.2g, 118.9, 107.14
            value = characteristics(state, obj).mana_value
            return own + (AlternativeCost(Cost(energy=value), how, how),)
        if how == FREE:
            return own + (AlternativeCost(Cost(), FREE, FREE),)
    if obj.zone == "exile" and state.frames:
        from tolaria.rules import battles
        from tolaria.rules.effects.library import exiled_card_offered, exiled_this_way_offered
        from tolaria.rules.keywords import cascade, cipher, discover, hideaway, rebound
        if cascade.offered(state, obj) or rebound.offered(state, obj) or \
                discover.offered(state, obj) or \
                exiled_card_offered(state, obj) or battles.offered(state, obj) or \
                exiled_this_way_offered(state, obj) or cipher.offered(state, obj) or \
                hideaway.offered(state, obj):
            # CR 702.85a, 701.55a, 702.88a, 607.2a, 310.11b, 608.2g, 707.12, 702.75a
            return own + (AlternativeCost(Cost(), FREE, FREE),)
    return own


def _granted_alternatives(state: GameState, player: int, obj: GameObject
                          ) -> tuple[AlternativeCost, ...]:
    """"You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast.": the
    alternative cost of each such ability `player` controls whose spells include this one,
    each cost once, announced as "alternative cost {w}{u}{b}{r}{g}" (CR 118.9, 601.2b; a card
    with no mana cost too, CR 118.6a)."""
    found = statics_by_kind(state).get(SPELLS_ALTERNATIVE_COST)
    if not found:
        return ()
    chars = characteristics(state, obj)
    costs = {str(a.cost.mana): a.cost for src, a in found if controller(state, src) == player
             and (a.filter is None or chars_match(chars, a.filter, player,
                                                  state.options.teams))}
    return tuple(AlternativeCost(cost, f"alternative cost {mana}".lower(),
                                 f"pay {mana} rather than pay its mana cost")
                 for mana, cost in sorted(costs.items()))


def announced_alternative(state: GameState, player: int, obj: GameObject,
                          names: tuple[str, ...]
                          ) -> tuple[AlternativeCost | None, str | None]:
    """The alternative cost the names announce, or a reason they can't be announced."""
    card = obj.card
    options = alternative_costs(state, player, obj)
    chosen = []
    for name in names:
        if name in (KICKER, *OPTIONAL_EXTRAS, *REPEATABLE) or name.startswith(f"{KICKER} ") \
                or gift.is_gift(name):
            continue                                # additional costs (CR 702.33a, 702.27a)
        found = next((a for a in options if a.name == name), None)
        if found is None:
            return None, f"{card.name} has no {name} (CR 601.2b)"
        chosen.append(found)
    if len(chosen) > 1:
        return None, ("only one alternative cost can be applied to a spell "
                      "(CR 118.9a, 601.2b)")
    return (chosen[0] if chosen else None), None


def _counters_on(obj: GameObject, kind: str) -> int:
    """How many `kind` counters `obj` has; of all kinds for ANY_COUNTER (CR 122.1)."""
    if kind == ANY_COUNTER:
        return sum(n for n in obj.counters.values() if n > 0)
    return obj.counters.get(kind, 0)


def any_counter_kind(cost: Cost) -> bool:
    """Does `cost` remove counters of kinds announced as it is paid ("Remove a counter from
    this creature", CR 122.1, 601.2b)?"""
    return any(kind == ANY_COUNTER for kind, _ in cost.remove_counters) or any(
        kind == ANY_COUNTER for kind, _, _ in cost.counter_on)


def _kinds_on(obj: GameObject) -> list[str]:
    return sorted(kind for kind, n in obj.counters.items() if n > 0)


def counter_kind_choices(state: GameState, player: int, cost: Cost, source: GameObject
                         ) -> list[tuple[str, ...]]:
    """The announcements of the kinds of counters an ANY_COUNTER cost removes, "<kind>
    counter" each: from this permanent, each multiset of kinds it has enough counters of;
    from "a <permanent> you control", each kind one of them has (CR 122.1, 601.2b, 118.3)."""
    parts: list[list[tuple[str, ...]]] = []
    for kind, n in cost.remove_counters:
        if kind == ANY_COUNTER:
            parts.append([combo for combo in combinations_with_replacement(_kinds_on(source), n)
                          if all(source.counters.get(k, 0) >= combo.count(k) for k in combo)])
    for kind, delta, flt in cost.counter_on:
        if kind == ANY_COUNTER and delta < 0:
            found = _sacrificeable(state, player, replace(flt, counter=ANY_COUNTER), source)
            parts.append([(k,) for k in sorted({k for oid in found
                                                 for k in _kinds_on(state.objects[oid])})])
    return [tuple(f"{k} counter" for combo in pick for k in combo) for pick in product(*parts)]


def with_counter_kinds(cost: Cost, names: tuple[str, ...]) -> Cost | None:
    """`cost` with its ANY_COUNTER removals made the kinds announced ("-1/-1 counter"), in
    order; None if they don't name one kind for each counter (CR 601.2b)."""
    kinds = [name.removesuffix(" counter") for name in names if name.endswith(" counter")]
    if len(kinds) != len(names):
        return None
    removed: list[tuple[str, int]] = []
    for kind, n in cost.remove_counters:
        if kind != ANY_COUNTER:
            removed.append((kind, n))
            continue
        chosen, kinds = kinds[:n], kinds[n:]
        if len(chosen) != n:
            return None
        removed += [(k, chosen.count(k)) for k in sorted(set(chosen))]
    taken = []
    for kind, delta, flt in cost.counter_on:
        if kind == ANY_COUNTER and delta < 0:
            if not kinds:
                return None
            kind, kinds = kinds[0], kinds[1:]
        taken.append((kind, delta, flt))
    if kinds:
        return None
    return replace(cost, remove_counters=tuple(removed), counter_on=tuple(taken))


def announced_counter_kinds(state: GameState, player: int, cost: Cost, source: GameObject,
                            names: tuple[str, ...]) -> Cost | str:
    """The cost with the kinds of counters announced (none written: the only choice), or
    why they can't be (CR 601.2b, 122.1)."""
    choices = counter_kind_choices(state, player, cost, source)
    if not names and len(choices) == 1:
        names = choices[0]
    if names not in choices:
        options = "; ".join(" ".join(f"for {n}" for n in c) for c in choices) or "none"
        return (f"announce the kind of each counter removed from among those there "
                f"({options}) (CR 122.1, 601.2b)")
    return with_counter_kinds(cost, names) or "announce one kind for each counter (CR 601.2b)"


def group(kind: str, cost: Cost, ids: tuple[int, ...]) -> tuple[int, ...]:
    """The chosen ids that pay one kind of cost ("sacrifice", "discard", "exile", "crew":
    the creatures tapped for a crew cost, any number of them, last)."""
    n_sac, n_dis = len(cost.sacrifice), cost.discard
    if kind == "sacrifice":
        return ids[:n_sac]
    if kind == "discard":
        return ids[n_sac:n_sac + n_dis]
    if kind in ("crew", "evidence"):                   # any number of them, last
        return ids[cost.chosen_count:]
    n_exi = n_sac + n_dis + cost.exile_from_graveyard
    n_tap = n_exi + len(cost.tap_untapped)
    if kind == "tap":
        return ids[n_exi:n_tap]
    n_ret = n_tap + len(cost.return_to_hand)
    if kind == "return":
        return ids[n_tap:n_ret]
    n_hand = n_ret + cost.exile_from_hand
    if kind == "exile_hand":
        return ids[n_ret:n_hand]
    n_cnt = n_hand + len(cost.counter_on)
    if kind == "counter":
        return ids[n_hand:n_cnt]
    n_craft = n_cnt + len(cost.craft)
    if kind == "craft":
        return ids[n_cnt:n_craft]
    n_shown = cost.chosen_count - cost.exiled_to_graveyard - cost.hand_to_top
    if kind == "reveal_hand":
        return ids[n_craft:n_shown]
    n_put = n_shown + cost.exiled_to_graveyard
    if kind == "exiled_to_graveyard":
        return ids[n_shown:n_put]
    if kind == "hand_to_top":
        return ids[n_put:cost.chosen_count]
    return ids[n_sac + n_dis:n_exi]


# -- the total cost (CR 601.2f) ------------------------------------------------------------

def with_announced_x(cost: Cost, x: int) -> Cost:
    """"pay X life" / "discard X cards" with X announced (CR 601.2b, 601.2f): X more life /
    X more cards to discard in the total cost."""
    if cost.life_x:
        cost = replace(cost, life=cost.life + x, life_x=False)
    if cost.discard_x:
        cost = replace(cost, discard=cost.discard + x, discard_x=False)
    return cost


def _exile_top(state: GameState, player: int, n: int, item: GameObject | None) -> None:
    """The top `n` cards of `player`'s library exiled to pay a cost (CR 118.3, 406.2),
    remembered on the ability as "the exiled card" (CR 608.2h)."""
    p = state.players[player]
    top = [state.objects[oid] for oid in reversed(p.library[-n:])]
    for obj in top:
        zones.move(state, obj, "exile")
    state.say(f"{p.name} exiles the top {len(top)} card(s) of their library: "
              + ", ".join(current_name(state, obj) for obj in top), "406.2", "118.3")
    if item is not None:
        item.paid += tuple(("exile", characteristics(state, obj)) for obj in top)


def with_objects_x(cost: Cost, x: int) -> Cost:
    """"Sacrifice X Goats", "Tap X untapped artifacts you control", "Exile X cards from your
    graveyard", "Reveal X red cards from your hand", "Discard X cards" with X announced
    (CR 107.3, 601.2b): X such objects chosen as the cost is paid (CR 601.2h), and its {X}
    that X too."""
    kind, flt = cost.objects_x, cost.objects_x_filter or ObjectFilter()
    paid = replace(cost, objects_x="", objects_x_filter=None)
    if paid.mana.x_count:
        paid = replace(paid, mana=paid.mana.with_x(x))
    if kind == "sacrifice":
        return replace(paid, sacrifice=paid.sacrifice + (flt,) * x)
    if kind == "tap":
        return replace(paid, tap_untapped=paid.tap_untapped + (flt,) * x)
    cards = None if flt == ObjectFilter() else flt
    if kind == "exile":
        return replace(paid, exile_from_graveyard=x, exile_filter=cards)
    if kind == "reveal":
        return replace(paid, reveal_from_hand=x, reveal_filter=cards)
    return replace(paid, discard=x, discard_filter=cards)


def most_objects_x(state: GameState, player: int, cost: Cost, source: GameObject) -> int:
    """The greatest X for "Sacrifice X Goats" and the like: as many objects as could pay it
    (CR 118.3)."""
    kind, flt = cost.objects_x, cost.objects_x_filter or ObjectFilter()
    p = state.players[player]
    if kind == "sacrifice":
        return len(_sacrificeable(state, player, flt, source))
    if kind == "tap":
        return len(_tappable(state, player, flt, source, cost))
    if kind == "exile":
        return len(_exilable(state, player, None, source, flt))
    return len(_cards_matching(state, player, list(p.hand), flt))


def total_cost(state: GameState, player: int, obj: GameObject,
               alternative: AlternativeCost | None, kicked: tuple[int, ...] = (),
               buyback: bool = False, targets: tuple[Any, ...] | None = None,
               times: int = 0, mode: Any = None, spliced: tuple[Cost, ...] = ()
               ) -> Cost | None:
    """The total cost to cast `obj`; None if it is unpayable (no mana cost, CR 118.6).
    `kicked`: which of its kicker costs are paid too (CR 702.33a-b); `buyback`: its buyback
    cost is paid too (CR 702.27a);
    `times`: how many times its squad cost is paid (CR 702.157a); `mode`: the modes chosen,
    whose costs are paid too (spree, CR 700.2h, 702.172a); `spliced`: the splice costs of
    the cards spliced onto it (CR 702.47a).
    `targets`: the targets chosen (CR 601.2c), for "costs {2} less if it targets ..."; None
    before they are: the cheapest such case."""
    card = obj.card
    if alternative is not None:
        cost = alternative.cost                              # CR 118.9, 118.6a
    elif card.mana_cost is None:
        return None
    else:
        cost = mana_only(card.mana_cost)
    spell = card.spell
    instead = buyback and extra_kind(card) == OTHER_ADDITIONAL    # "... or pay {3}{B}"
    if spell is not None and spell.additional_cost is not None and not instead:
        cost = cost.plus(spell.additional_cost)              # CR 118.8
    if spell is not None and spell.mode_costs:
        from tolaria.rules.keywords import spree
        if (chosen := spree.mode_cost(card, mode)) is not None:
            cost = cost.plus(chosen)                         # CR 702.172a, 601.2f
    if kicked and (kick := kicker_cost(card, kicked)) is not None:
        cost = cost.plus(kick)                               # CR 702.33a, 601.2f
    if buyback and (extra := buyback_cost(card)) is not None:
        cost = cost.plus(extra)                              # CR 702.27a, 601.2f
    if times and (again := repeatable(card)) is not None and again.cost is not None:
        for _ in range(times):
            cost = cost.plus(again.cost)                     # CR 702.157a, 601.2f
    for extra in spliced:
        cost = cost.plus(extra)                              # CR 702.47a, 601.2f
    if obj.zone == "graveyard" and alternative is None:
        from tolaria.rules.keywords import graveyard_cast
        extra = graveyard_cast.extra_cost(card) if card.static else \
            graveyard_cast.granted_cost(state, player, obj)
        if extra is not None:
            cost = cost.plus(extra)                          # CR 702.81a, 702.133a
    more, less = cost_changes(state, player, obj)
    tax = target_tax(state, player, targets)                 # CR 601.2f
    if targets and target_taxes(state) and (life := target_life_tax(state, player, targets)):
        cost = replace(cost, life=cost.life + life)          # "an additional 3 life"
    more, less = more + max(tax, 0), less + max(-tax, 0)
    if obj.zone == "exile" and obj.chosen and EXILE_CAST_TAX in dict(obj.chosen):
        more += int(dict(obj.chosen)[EXILE_CAST_TAX])        # "cast this way" (CR 601.2f)
    if card.static and FLASH_FOR_MORE in static_kinds(card):
        from tolaria.rules.keywords import flash
        if (extra_mana := flash.surcharge(state, player, card)) is not None:
            cost = replace(cost, mana=cost.mana.plus(extra_mana))    # CR 601.2f, 609.4
    for symbols in mana_increases(state, player, obj):
        cost = replace(cost, mana=cost.mana.plus(symbols))   # CR 601.2f: "cost {G} more"
    if obj.zone == "command" and state.commanders:
        from tolaria.rules.commander import tax
        more += tax(state, obj)                              # CR 903.8, 601.2f
    own = 0
    if card.static and static_kinds(card) & _COST_KINDS:
        for ability in card.static:                      # a permanent card's (CR 118.8)
            if ability.kind == "additional_cost" and ability.cost is not None \
                    and not instead:                     # "... or pay {3}" (CR 601.2b)
                cost = cost.plus(ability.cost)
            elif ability.kind == PER_TARGET_COST and targets:            # CR 601.2f
                for _ in range(sum(1 for ref in targets if ref is not None) - 1):
                    cost = cost.plus(ability.cost)
        own = own_cost_change(state, player, obj, targets,
                              buyback and extra_kind(card) == BARGAIN)
    more, less = more + max(own, 0), less + max(-own, 0)
    if more:
        cost = replace(cost, mana=cost.mana.plus(parse_cost(f"{{{more}}}")))
    if less:
        cost = replace(cost, mana=cost.mana.reduced(less))   # CR 118.7a: generic only
    if card.static and SELF_COST_CHANGE in static_kinds(card) and any(
            a.cost is not None for a in card.static if a.kind == SELF_COST_CHANGE):
        for mana in own_mana_reductions(state, player, obj, targets):
            cost = replace(cost, mana=cost.mana.less(mana))  # CR 118.7b-c
    if card.static and cost.mana.x_count:                    # "Spend only black mana on X"
        from tolaria.rules.mana_spent import x_colors
        if colors := x_colors(card):
            cost = replace(cost, mana=cost.mana.with_x_colors(colors))
    return cost


def floored(state: GameState, mana: ManaCost, x: int) -> ManaCost:
    """The total mana a spell costs (X = `x`) raised to the least a permanent's "each spell
    that would cost less than three mana to cast costs three mana to cast" allows, with
    generic mana, after every other change (CR 601.2f)."""
    least = state.cache.get(COST_FLOOR)
    if least is None:
        least = state.cache[COST_FLOOR] = max(
            (a.amount for src, a in static_abilities(state) if a.kind == COST_FLOOR and (
                a.condition is None or triggers.holds(state, a.condition, src,
                                                      controller(state, src)))), default=0)
    if not least:
        return mana
    total = mana.mana_value + x * mana.x_count
    return mana.plus(parse_cost(f"{{{least - total}}}")) if total < least else mana


_MANA_ONLY: dict[int, tuple[ManaCost, Cost]] = {}


def mana_only(mana: ManaCost) -> Cost:
    """The cost that is just this mana (memoized: listing casts is the engine's hot path)."""
    hit = _MANA_ONLY.get(id(mana))
    if hit is not None and hit[0] is mana:
        return hit[1]
    if len(_MANA_ONLY) > 4096:
        _MANA_ONLY.clear()
    cost = Cost(mana=mana)
    _MANA_ONLY[id(mana)] = (mana, cost)
    return cost


_COST_KINDS = frozenset({"additional_cost", SELF_COST_CHANGE, PER_TARGET_COST})
_KINDS: dict[int, tuple[Any, frozenset[str]]] = {}


def static_kinds(card: Any) -> frozenset[str]:
    """The kinds of the card's static abilities (memoized: casts are listed very often)."""
    hit = _KINDS.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    if len(_KINDS) > 4096:
        _KINDS.clear()
    kinds = frozenset(a.kind for a in card.static)
    _KINDS[id(card)] = (card, kinds)
    return kinds


def target_taxes(state: GameState) -> list[tuple[GameObject, StaticAbility]]:
    """The "Spells your opponents cast that target ... cost {N} more" abilities in play."""
    found = state.board_cache.get("target_taxes")               # the board's statics
    if found is None:
        found = state.board_cache["target_taxes"] = list(
            statics_by_kind(state).get(TARGET_TAX, ()))
    return found


def target_tax(state: GameState, player: int, targets: tuple[Any, ...] | None) -> int:
    """Generic mana added (negative: taken off) to `player`'s spell for its targets
    (CR 601.2f): each ability whose casters include `player` (an opponent of its
    controller, unless it names "you" or all) and whose object the spell targets, once
    however many it targets. With `targets` None (not chosen yet): only the reductions
    that might apply, the least it may cost."""
    if not target_taxes(state) or targets == ():
        return 0
    net = 0
    for source, ability in target_taxes(state):
        if not _taxes_caster(state, player, source, ability):
            continue
        if ability.affects == EACH_TARGET:                   # CR 601.2c, 601.2f
            net += ability.amount * sum(1 for ref in targets if ref is not None) \
                if targets is not None else -_UNBOUNDED * (ability.amount < 0)
        elif targets is None:
            net += min(ability.amount, 0)
        elif _taxes_targets(state, targets, source, ability):
            net += ability.amount
    return net


def target_life_tax(state: GameState, player: int, targets: tuple[Any, ...]) -> int:
    """The life "Spells your opponents cast that target this creature cost an additional 3
    life to cast." (Terror of the Peaks) adds to `player`'s spell for its chosen targets
    (CR 601.2f, 119.4)."""
    return sum(ability.cost.life for source, ability in target_taxes(state)
               if ability.cost is not None and _taxes_caster(state, player, source, ability)
               and _taxes_targets(state, targets, source, ability))


def _taxes_caster(state: GameState, player: int, source: GameObject,
                  ability: StaticAbility) -> bool:
    """Do `player`'s spells pay this target tax: an opponent of its controller's, unless it
    names "you" or all?"""
    you = controller(state, source)
    casters = next(iter(ability.restrictions), "opponents")
    return not ((casters == "opponents" and (you == player or you not in state.opponents(
        player))) or (casters == "you" and you != player))


def _taxes_targets(state: GameState, targets: tuple[Any, ...], source: GameObject,
                   ability: StaticAbility) -> bool:
    """Does a spell with these targets pay it: it targets the source, a permanent its
    description matches, or ("target you or a permanent you control") its controller?"""
    you = controller(state, source)
    if ability.affects == TAX_YOU_OR_YOURS and ("player", you) in targets:
        return True                                                 # "target you" (115.1)
    chosen = [state.objects.get(ref[1]) for ref in targets if ref and ref[0] == "object"]
    return any(obj is not None and obj.zone == "battlefield" and (
        obj.id == source.id if ability.affects == "self" else
        (ability.affects == "any" or controller(state, obj) == you)
        and matches(state, ability.filter, obj, you)) for obj in chosen)


# With the targets not chosen yet, a reduction for each target may take off any generic
# mana: the least the spell may cost (`target_tax`).
_UNBOUNDED = 1 << 16


def targets_matter(card: Any) -> bool:
    """Does the card's cost depend on its targets ("costs {2} less if it targets ...")?"""
    kinds = static_kinds(card)
    return PER_TARGET_COST in kinds or SELF_COST_CHANGE in kinds and any(
        a.kind == SELF_COST_CHANGE and a.filter is not None for a in card.static)

CAST_ONLY = "cast_only"


_ANY_PLAYER: dict[int, tuple[Any, bool]] = {}


def any_player(activated: tuple[Any, ...]) -> bool:
    """Does one of these abilities say "Any player may activate this ability." (CR 602.2)?
    (Memoized: asked for every permanent each time priority actions are listed.)"""
    hit = _ANY_PLAYER.get(id(activated))
    if hit is not None and hit[0] is activated:
        return hit[1]
    if len(_ANY_PLAYER) > 4096:
        _ANY_PLAYER.clear()
    found = any(a.any_player for a in activated)
    _ANY_PLAYER[id(activated)] = (activated, found)
    return found


def why_cant_cast_now(state: GameState, player: int, obj: GameObject) -> str | None:
    """What the card's own "Cast this spell only during ... / only if ..." forbids now
    (CR 601.3). The ability's `restrictions`: "your_turn", "opponent_turn", "attacked"
    (a creature is attacking the player) and "step:<step>" (one of the steps allowed)."""
    if CAST_ONLY not in static_kinds(obj.card):
        return None
    for ability in obj.card.static:
        if ability.kind != CAST_ONLY:
            continue
        allowed = ability.restrictions
        steps = {r[5:] for r in allowed if r.startswith("step:")}
        yours = multiplayer.is_active(state, player)                   # CR 805.4a
        if ("your_turn" in allowed and not yours) or ("opponent_turn" in allowed and yours) or (
                steps and state.step not in steps) or (
                "attacked" in allowed and not _attacked(state, player)) or (
                ability.condition is not None and not triggers.holds(
                    state, ability.condition, obj, player)):
            return (f"{current_name(state, obj)} can't be cast now: "
                    f"{ability.text or 'its restriction'} (CR 601.3)")
    return None


def _attacked(state: GameState, player: int) -> bool:
    return any(state.objects[oid].attacking == ("player", player) for oid in state.battlefield)


def determined(state: GameState, player: int, obj: GameObject, ability: Any) -> Any:
    """The activated ability with its total cost determined (CR 601.2f, 602.2b): its own
    "costs {1} less to activate", "Activated abilities of creatures cost {1} less to
    activate", and "Pay life equal to <quantity>" counted now."""
    if ability.cost_change is not None:
        ability = with_cost_change(state, player, obj, ability)
    if activation_cost_changes(state):
        ability = activation_cost_changed(state, player, obj, ability)
    cost = ability.cost
    if cost.life_per:
        n = quantities.evaluate(state, player, obj, cost.life_per)
        ability = replace(ability, cost=replace(cost, life=cost.life + n, life_per=()))
    return ability


def with_cost_change(state: GameState, player: int, obj: GameObject, ability: Any) -> Any:
    """The activated ability with its own "This ability costs {1} less to activate [for
    each ...]" applied to its generic mana (CR 601.2f, 602.2b)."""
    change = ability.cost_change
    if change.kind == POWER_UP:
        return _powered_up(state, obj, ability)
    if change.condition is not None and not triggers.holds(state, change.condition, obj,
                                                           player):
        return ability
    n = change.amount * (quantities.evaluate(state, player, obj, change.per)
                         if change.per else 1)
    mana = ability.cost.mana
    if n > 0:
        mana = mana.plus(parse_cost(f"{{{n}}}"))
    elif n < 0:
        mana = mana.reduced(-n)                          # CR 118.7a: generic only
    return replace(ability, cost=replace(ability.cost, mana=mana))


def _powered_up(state: GameState, obj: GameObject, ability: Any) -> Any:
    """A power-up ability: "Reduce the cost by its mana cost if it entered this turn." (its
    reminder text): the permanent's mana cost taken off (CR 118.7a-c) if this object entered
    the battlefield this turn (CR 400.7)."""
    if obj.zone != "battlefield" or not any(
            f[0] == "entered" and f[3] == obj.id for f in state.this_turn):
        return ability
    own = characteristics(state, obj).mana_cost
    if not own:
        return ability
    mana = ability.cost.mana.less(parse_cost(own))
    return replace(ability, cost=replace(ability.cost, mana=mana))


def keyword_cost_change(state: GameState, player: int, ability: Any,
                        targets: tuple[Any, ...] | None, source: GameObject | None = None
                        ) -> Any:
    """The keyword ability (equip, ninjutsu, cycling) of `source` with "<Keyword> abilities
    you activate [that target this creature] cost {N} less to activate" of `player`'s
    permanents, and "this Equipment's equip ability costs {N} less ... if it targets a
    <description>" of `source` itself, taken off its generic mana (CR 602.2b, 601.2f,
    118.7a). A reduction for a target counts if one of `targets` is that permanent (or
    matches); with `targets` None (not chosen yet), if it could be: the most it may cost
    less."""
    if not ability.keyword:
        return ability
    less = 0
    for src, static in _keyword_cost_changes(state):
        if controller(state, src) != player or not _names_keyword(static.keyword,
                                                                  ability.keyword):
            continue
        if static.affects == "own":
            if source is not None and src.id == source.id and (targets is None or any(
                    t and t[0] == "object" and t[1] in state.objects and matches(
                        state, static.filter, state.objects[t[1]], player)
                    for t in targets)):
                less -= static.amount
            continue
        if static.condition is not None and not triggers.holds(state, static.condition, src,
                                                               player):
            continue                                  # "During your turn, ..." (611.3a)
        if static.affects == "other" and source is not None and src.id == source.id:
            continue                                  # "of other Equipment"
        required = src.id if static.affects == "self" else \
            src.attached_to if static.affects == "enchanted" else None
        if static.affects not in ("yours", "other") and (required is None or (
                targets is not None and ("object", required) not in targets)
                or state.objects[required].zone != "battlefield"):
            continue
        less -= static.amount
    if not less:
        return ability
    return replace(ability, cost=replace(ability.cost, mana=ability.cost.mana.reduced(less)))


def _names_keyword(named: str, keyword: str) -> bool:
    """Does "<named> abilities" name this keyword ability? Typecycling is cycling
    (CR 702.29e)."""
    return keyword == named or (named == "cycling" and keyword.endswith("cycling"))


def activation_cost_changes(state: GameState) -> list[tuple[GameObject, StaticAbility]]:
    """The "Activated abilities [of <permanents>] cost {N} more/less to activate" abilities
    in play (an ABILITY_COST_CHANGE naming no keyword); kept with the board's statics."""
    changes = state.board_cache.get("activation_cost_changes")
    if changes is None:
        changes = [(src, a) for src, a in _keyword_cost_changes(state) if not a.keyword]
        state.board_cache["activation_cost_changes"] = changes
    return changes


def activation_cost_changed(state: GameState, player: int, obj: GameObject,
                            ability: Any) -> Any:
    """The ability of `obj`, activated by `player`, with the increases, then the
    reductions, of every "Activated abilities of <permanents> cost {N} more/less to
    activate" that applies: a permanent the description matches, from its controller's
    point of view ("Abilities your opponents activate": `player` an opponent); not a mana
    ability if it says "unless they're mana abilities" (CR 605.1a); taking off generic
    mana only (CR 118.7a), and not below one mana if it says so (CR 601.2f, 602.2b)."""
    more, less = 0, []
    for src, static in activation_cost_changes(state):
        if EXCEPT_MANA_ABILITIES in static.restrictions and ability.is_mana_ability or (
                LOYALTY_ABILITIES in static.restrictions and ability.cost.loyalty is None):
            continue                                          # CR 605.1a, 606.3
        you = controller(state, src)
        if static.affects == "opponents" and player not in state.opponents(you):
            continue
        if static.affects == "enchanted" and (obj.id != src.attached_to or src.zone != (
                "battlefield")):
            continue                                      # "Enchanted artifact's" (303.4)
        if static.filter is not None and not (
                current_name(state, obj) == static.filter.name if _names_only(static.filter)
                else _in_your_graveyard(state, static.filter, obj, you)
                if static.filter.zone == "graveyard"
                else obj.zone == "battlefield" and matches(state, static.filter, obj, you)):
            continue                                  # "sources with the chosen name": in
        if static.condition is not None and not triggers.holds(   # every zone (CR 201.2)
                state, static.condition, src, you):
            continue                                  # "As long as ..." (CR 611.3a)
        if static.amount > 0:
            more += static.amount
        else:
            less.append((-static.amount, AT_LEAST_ONE_MANA in static.restrictions))
    if not more and not less:
        return ability
    mana = ability.cost.mana
    if more:
        mana = mana.plus(parse_cost(f"{{{more}}}"))
    for n, floor in less:
        mana = mana.reduced(min(n, max(mana.mana_value - 1, 0)) if floor else n)
    return replace(ability, cost=replace(ability.cost, mana=mana))


def _in_your_graveyard(state: GameState, flt: ObjectFilter, obj: GameObject, you: int
                       ) -> bool:
    """"of creature cards in your graveyard": a card of `you`'s graveyard of those card
    types (CR 404.1)."""
    return obj.zone == "graveyard" and obj.owner == you and bool(
        characteristics(state, obj).types & flt.types)


def _names_only(flt: ObjectFilter) -> bool:
    """A filter of a name alone (the chosen name made concrete, `tolaria.rules.choices`)."""
    return bool(flt.name) and flt == ObjectFilter(name=flt.name)


def _keyword_cost_changes(state: GameState) -> list[tuple[GameObject, StaticAbility]]:
    changes = state.board_cache.get("keyword_cost_changes")        # the board's statics
    if changes is None:
        changes = list(statics_by_kind(state).get(ABILITY_COST_CHANGE, ()))
        state.board_cache["keyword_cost_changes"] = changes
    return changes


def own_cost_change(state: GameState, player: int, obj: GameObject,
                    targets: tuple[Any, ...] | None = None, bargained: bool = False) -> int:
    """Generic mana the spell's own "This spell costs {1} less/more to cast [if ...] [for
    each ...]" adds (negative: takes off), a static ability that functions while it is
    being cast (CR 601.2f, 604.1). One with a `filter` applies if the spell targets an
    object matching it (with `targets` None: only if it makes the spell cheaper); "if it's
    bargained" if its bargain cost is announced (`bargained`, CR 702.166b, 601.2b)."""
    return sum(ability.amount * times for ability, times in _own_changes(
        state, player, obj, targets, bargained) if ability.cost is None)


def own_mana_reductions(state: GameState, player: int, obj: GameObject,
                        targets: tuple[Any, ...] | None = None) -> list[ManaCost]:
    """The mana "This spell costs {G} less to cast [if ...] [for each ...]" takes off,
    once per thing counted (CR 601.2f, 118.7b-c)."""
    return [ability.cost.mana for ability, times in _own_changes(state, player, obj, targets)
            if ability.cost is not None for _ in range(times)]


def _own_changes(state: GameState, player: int, obj: GameObject,
                 targets: tuple[Any, ...] | None, bargained: bool = False
                 ) -> list[tuple[StaticAbility, int]]:
    """The spell's own cost changes that apply, with how many times each does."""
    found = []
    for ability in obj.card.static:
        if ability.kind != SELF_COST_CHANGE:
            continue
        if ability.filter is not None and not (ability.amount < 0 if targets is None else any(
                ref and ref[0] == "object" and ref[1] in state.objects and matches(
                    state, ability.filter, state.objects[ref[1]], player, obj)
                for ref in targets)):
            continue
        if ability.condition == BARGAINED:
            if not bargained:
                continue
        elif ability.condition is not None and not triggers.holds(state, ability.condition,
                                                                   obj, player):
            continue
        times = quantities.evaluate(state, player, obj, ability.per) if ability.per else 1
        found.append((ability, max(times, 0)))              # CR 107.1b: never negative
    return found


def cost_changes(state: GameState, player: int, obj: GameObject) -> tuple[int, int]:
    """Generic mana added and taken off the cost of `player` casting `obj` (CR 601.2f)."""
    if not _cost_change_abilities(state):
        return 0, 0
    return cost_changes_for(state, player, characteristics(state, obj), obj.zone)


def _cost_change_abilities(state: GameState
                           ) -> list[tuple[int, StaticAbility, GameObject]]:
    changes = state.board_cache.get("cost_changes")     # the statics and their controllers
    if changes is None:
        changes = [(controller(state, src), a, src)
                   for src, a in statics_by_kind(state).get("cost_change", ())]
        state.board_cache["cost_changes"] = changes
    return changes


def cost_changes_for(state: GameState, player: int, chars: Characteristics, zone: str = ""
                     ) -> tuple[int, int]:
    """The same for a spell with these characteristics (a face-down spell's, CR 708.4),
    cast from `zone` ("Spells you cast from your graveyard cost {1} less": a filter's zone,
    "graveyard" or "not hand")."""
    more = less = 0
    for ability, who, source in _applying(state, player, chars, zone):
        n = ability.amount
        if ability.per:                     # "for each +1/+1 counter on Animar" (601.2f)
            n *= max(quantities.evaluate(state, who, source, ability.per), 0)
        if n > 0:
            more += n
        else:
            less -= n
    return more, less


def mana_increases(state: GameState, player: int, obj: GameObject) -> list[ManaCost]:
    """The mana symbols "Green spells you cast cost {G} more to cast" adds to the total
    cost of `player` casting `obj` (CR 601.2f): one cost per such ability."""
    if not _cost_change_abilities(state):
        return []
    return [ability.cost.mana for ability, _, _ in _applying(
        state, player, characteristics(state, obj), obj.zone) if ability.cost is not None]


def _applying(state: GameState, player: int, chars: Characteristics, zone: str
              ) -> list[tuple[StaticAbility, int, GameObject]]:
    """The "cost_change" abilities that apply to `player` casting a spell with `chars`
    from `zone` (whose spells: `affects`; which ones: `filter`), with their controllers
    and sources."""
    found = []
    for who, ability, source in _cost_change_abilities(state):
        if (ability.affects == "yours" and who != player) or (
                ability.affects == "opponents" and who == player) or (
                ability.affects == OFF_TURN and player == state.active):
            continue                                          # (Defense Grid: CR 601.2f)
        if ability.filter is not None and ability.filter.zone and (
                zone != ability.filter.zone if ability.filter.zone != "not hand"
                else zone in ("hand", "")):
            continue
        if ability.filter is not None and not chars_match(chars, ability.filter, who,
                                                                   state.options.teams):
            continue
        if ability.condition is not None and (
                _cast_before(state, player, ability.filter) != ability.condition.get("n") - 1
                if ability.condition.op == NTH_SPELL else
                not triggers.holds(state, ability.condition, source, who)):
            continue                                  # "During your turn, ..." (611.3a)
        found.append((ability, who, source))
    return found


def _cast_before(state: GameState, player: int, flt: ObjectFilter | None) -> int:
    """How many spells of the filter's card types `player` has cast this turn: the spell
    whose cost is determined isn't one yet (CR 601.2f before 601.2i)."""
    return sum(1 for fact in state.this_turn if fact[0] == "cast" and fact[1] == player and (
        flt is None or not flt.types or set(fact[2]) & flt.types))


# -- can it be paid? (CR 118.3) ------------------------------------------------------------

def can_tap(state: GameState, obj: GameObject) -> bool:
    """CR 302.6: a creature's {T} abilities need it to be free of summoning sickness."""
    return not obj.tapped and not _sick(state, obj)


def _sick(state: GameState, obj: GameObject) -> bool:
    chars = characteristics(state, obj)
    return chars.is_creature and is_sick(state, obj) and "haste" not in chars.keywords \
        and not _as_though_haste(state, obj, chars)


def _as_though_haste(state: GameState, obj: GameObject, chars: Any) -> bool:
    """"You may activate abilities of creatures you control as though those creatures had
    haste." (Tyvar, Jubilant Brawler): a permanent of its controller says so (CR 609.4,
    702.10c); "other" creatures: not that permanent itself."""
    for source, ability in statics_by_kind(state).get(HASTE_ACTIVATION, ()):
        if controller(state, source) != chars.controller:
            continue
        flt = ability.filter
        if flt.other and source.id == obj.id:
            continue
        if chars_match(chars, flt, chars.controller, state.options.teams):
            return True
    return False


def why_unpayable_now(state: GameState, player: int, cost: Cost, source: GameObject | None,
                      spell: GameObject | None = None) -> str | None:
    """What makes the parts of `cost` that need no choice unpayable (CR 118.3), if anything.

    Mana is left to the payment planner (`tolaria.data.mana`). `source` is the
    permanent whose ability it is; `spell` the card being cast (it can't pay
    its own cost: it is on the stack by then, CR 601.2a).
    """
    if cost.tap and source is not None and not can_tap(state, source):
        return (f"{current_name(state, source)} is tapped" if source.tapped else
                f"{current_name(state, source)} has summoning sickness (CR 302.6)")
    if cost.return_self and source is not None and _commander(state, source.id):
        return _NO_COMMANDER_RETURN.format(current_name(state, source))
    if cost.unattach_self and (source is None or source.attached_to is None):
        return (f"{current_name(state, source) if source else 'it'} isn't attached to "
                "anything: it can't be unattached (CR 701.3d, 118.3)")
    if cost.sacrifice_host and _own_host(state, player, source) is None:
        return (f"{current_name(state, source) if source else 'it'} isn't attached to a "
                "creature you control: it can't be sacrificed (CR 118.3, 701.17a)")
    if cost.tap_host and not _untapped_host(state, source):
        return (f"{current_name(state, source) if source else 'it'} isn't attached to an "
                "untapped permanent: it can't be tapped (CR 118.3, 701.21a)")
    if cost.put_counters and source is not None:         # "Put a -1/-1 counter on this"
        from tolaria.rules.effects.replacements import can_have_counters
        if not all(can_have_counters(state, source, kind) for kind, _ in cost.put_counters):
            return (f"{current_name(state, source)} can't have those counters put on it "
                    "(CR 122.6, 118.3)")
    if not (cost.untap or cost.life or cost.remove_counters or cost.sacrifice or cost.discard
            or cost.exile_from_graveyard or cost.crew or cost.energy or cost.exile_self
            or cost.evidence
            or cost.tap_untapped or cost.discard_random or cost.return_to_hand
            or cost.exile_from_hand or cost.mill or cost.counter_on or cost.craft
            or cost.reveal_from_hand or cost.exile_top or cost.exiled_to_graveyard
            or cost.hand_to_top):
        return None                                  # mana and {T}: the usual case
    if cost.exile_self and (source is None or source.zone != cost.exile_self):
        return f"this ability's cost exiles it from the {cost.exile_self} (CR 602.2, 118.3)"
    if cost.crew and sum(_power(state, i, _crews_vehicle(state, source))
                         for i in _crew(state, player, source)) < cost.crew:
        return (f"{state.players[player].name} doesn't control other untapped creatures with "
                f"total power {cost.crew} (CR 702.122a)")
    if cost.evidence and sum(_mana_value(state, i) for i in _graveyard(
            state.players[player], spell)) < cost.evidence:
        return (f"{state.players[player].name} can't exile cards with total mana value "
                f"{cost.evidence} from their graveyard (CR 701.57b)")
    if cost.untap and source is not None:
        if not source.tapped:
            return (f"{current_name(state, source)} is untapped: it can't be untapped to pay {{Q}} "
                    "(CR 107.6)")
        if _sick(state, source):
            return f"{current_name(state, source)} has summoning sickness (CR 302.6, 107.6)"
    from tolaria.rules.effects.replacements import payable_life
    if cost.life > 0 and payable_life(state, player) < cost.life:    # paying 0 is always OK
        return (f"{state.players[player].name} can't pay {cost.life} life (CR 119.4, "
                "119.8)")
    if cost.energy > state.players[player].energy:
        return (f"{state.players[player].name} doesn't have {cost.energy} energy to pay "
                "(CR 107.14)")
    for kind, n in cost.remove_counters:
        if source is None or _counters_on(source, kind) < n:
            what = "" if kind == ANY_COUNTER else f" {kind}"
            return (f"{current_name(state, source) if source else 'it'} doesn't have {n}"
                    f"{what} counter{'s' if n != 1 else ''} to remove (CR 118.3)")
    p = state.players[player]
    hand = [i for i in p.hand if spell is None or i != spell.id]
    if cost.discard + cost.discard_random > len(hand) or (cost.discard_filter is not None and (
            len(_cards_matching(state, player, hand, cost.discard_filter)) < cost.discard)):
        return f"{p.name} doesn't have {cost.discard} other card(s) to discard (CR 118.3)"
    if cost.hand_to_top > len(hand):                     # CR 118.3
        return f"{p.name} doesn't have {cost.hand_to_top} card(s) in hand (CR 118.3)"
    if cost.exiled_to_graveyard > len(_opponents_exiled(state, player)):    # CR 118.3
        return (f"{p.name}'s opponents don't own {cost.exiled_to_graveyard} card(s) in "
                "exile (CR 118.3)")
    if cost.exile_top > len(p.library):                  # CR 118.3
        return f"{p.name} doesn't have {cost.exile_top} card(s) in their library to exile " \
               "(CR 118.3)"
    if cost.mill > len(p.library):                       # CR 701.13b
        return f"{p.name} doesn't have {cost.mill} card(s) in their library to mill (CR 118.3)"
    if cost.exile_from_hand > len(_cards_matching(state, player, hand,
                                                  cost.exile_hand_filter)):
        return f"{p.name} doesn't have {cost.exile_from_hand} card(s) to exile (CR 118.3)"
    if cost.reveal_from_hand > len(_cards_matching(state, player, hand, cost.reveal_filter)):
        return f"{p.name} doesn't have {cost.reveal_from_hand} card(s) to reveal (CR 118.3)"
    if cost.exile_from_graveyard > len(_exilable(state, player, spell, source,
                                                 cost.exile_filter)):
        return (f"{p.name} doesn't have {cost.exile_from_graveyard} card(s) in their "
                "graveyard to exile (CR 118.3)")
    for flt in dict.fromkeys(cost.sacrifice):
        if len(_sacrificeable(state, player, flt, source)) < cost.sacrifice.count(flt):
            return (f"{p.name} doesn't control {cost.sacrifice.count(flt)} "
                    f"{_describe(flt)} to sacrifice (CR 118.3)")
    takers = _counter_takers(state, player, cost, source)
    for flt in dict.fromkeys(counter_filters(cost)):
        if len(takers(flt)) < counter_filters(cost).count(flt):
            return f"{p.name} doesn't control a {_describe(flt)} for that counter (CR 118.3)"
    for flt in dict.fromkeys(cost.return_to_hand):
        if len(_sacrificeable(state, player, flt, source)) < cost.return_to_hand.count(flt):
            return (f"{p.name} doesn't control {cost.return_to_hand.count(flt)} "
                    f"{_describe(flt)} to return (CR 118.3)")
    for flt in dict.fromkeys(cost.tap_untapped):
        if len(_tappable(state, player, flt, source, cost)) < cost.tap_untapped.count(flt):
            return (f"{p.name} doesn't control {cost.tap_untapped.count(flt)} untapped "
                    f"{_describe(flt)} to tap (CR 118.3)")
    for flt in dict.fromkeys(cost.craft):
        if len(_materials(state, player, flt, source)) < cost.craft.count(flt):
            return (f"{p.name} doesn't have {cost.craft.count(flt)} other {_describe(flt)} "
                    "among permanents they control and cards in their graveyard (CR 702.167a)")
    return None


def why_bad_choice(state: GameState, player: int, cost: Cost, ids: tuple[int, ...],
                   source: GameObject | None, spell: GameObject | None) -> str | None:
    """Why the chosen objects can't pay `cost` (CR 601.2h, 118.10), or None."""
    if len(ids) != cost.chosen_count and not (
            (cost.crew or cost.evidence) and len(ids) > cost.chosen_count):
        return f"say what pays the cost: {describe_choices(cost)} (CR 601.2h)"
    if len(set(ids)) != len(ids):
        return "one object can't pay two costs (CR 118.10)"
    crew = group("crew", cost, ids)
    if cost.crew:
        if not set(crew) <= set(_crew(state, player, source)):
            return "crew with other untapped creatures you control (CR 702.122a)"
        if sum(_power(state, i, _crews_vehicle(state, source)) for i in crew) < cost.crew:
            return f"the crew's total power must be {cost.crew} or greater (CR 702.122a)"
    if cost.evidence:
        evidence = group("evidence", cost, ids)
        if not set(evidence) <= set(_graveyard(state.players[player], spell)):
            return "collect evidence with cards in your graveyard (CR 701.57a)"
        if sum(_mana_value(state, i) for i in evidence) < cost.evidence:
            return (f"the evidence's total mana value must be {cost.evidence} or greater "
                    "(CR 701.57a)")
    if not ids:
        return None                                  # nothing chosen: the usual case
    p = state.players[player]
    for oid, flt in zip(group("sacrifice", cost, ids), cost.sacrifice, strict=True):
        obj = state.objects.get(oid)
        if obj is None or obj.zone != "battlefield" or controller(state, obj) != player:
            return "you can sacrifice only permanents you control (CR 701.17a)"
        if not matches(state, flt, obj, player, source):
            return f"{current_name(state, obj)} isn't a {_describe(flt)} to sacrifice (CR 601.2h)"
    for oid in group("discard", cost, ids):
        if oid not in p.hand or (spell is not None and oid == spell.id) or not _cards_matching(
                state, player, [oid], cost.discard_filter):
            return f"{_name(state, oid)} isn't a card in your hand to discard (CR 601.2h)"
    for oid, flt in zip(group("counter", cost, ids), counter_filters(cost), strict=True):
        if oid not in _sacrificeable(state, player, flt, source):
            return f"{_name(state, oid)} isn't a {_describe(flt)} you control (CR 601.2h)"
    for oid, flt in zip(group("return", cost, ids), cost.return_to_hand, strict=True):
        if oid not in _sacrificeable(state, player, flt, source):
            return f"{_name(state, oid)} isn't a {_describe(flt)} you control (CR 601.2h)"
        if _commander(state, oid):
            return _NO_COMMANDER_RETURN.format(_name(state, oid))
    for oid, flt in zip(group("tap", cost, ids), cost.tap_untapped, strict=True):
        if oid not in _tappable(state, player, flt, source, cost):
            return f"{_name(state, oid)} isn't an untapped {_describe(flt)} you control to tap " \
                "(CR 601.2h)"
    for oid in group("exile", cost, ids):
        if oid not in _exilable(state, player, spell, source, cost.exile_filter):
            return f"{_name(state, oid)} isn't a card in your graveyard (CR 601.2h)"
    for oid in group("exile_hand", cost, ids):
        if oid not in p.hand or (spell is not None and oid == spell.id) or not _cards_matching(
                state, player, [oid], cost.exile_hand_filter):
            return f"{_name(state, oid)} isn't a card in your hand to exile (CR 601.2h)"
    for oid in group("hand_to_top", cost, ids):
        if oid not in p.hand or (spell is not None and oid == spell.id):
            return f"{_name(state, oid)} isn't a card in your hand (CR 601.2h)"
    for oid in group("exiled_to_graveyard", cost, ids):
        if oid not in _opponents_exiled(state, player):
            return f"{_name(state, oid)} isn't a card in exile an opponent owns (CR 601.2h)"
    for oid in group("reveal_hand", cost, ids):
        if oid not in p.hand or (spell is not None and oid == spell.id) or not _cards_matching(
                state, player, [oid], cost.reveal_filter):
            return f"{_name(state, oid)} isn't a card in your hand to reveal (CR 601.2h)"
    for oid, flt in zip(group("craft", cost, ids), cost.craft, strict=True):
        if oid not in _materials(state, player, flt, source):
            return (f"{_name(state, oid)} isn't another {_describe(flt)} you control or in your "
                    "graveyard (CR 702.167a-b)")
    return None


def _graveyard(p: Any, spell: GameObject | None) -> list[int]:
    """The cards in a graveyard that can pay a cost to cast `spell`: not the spell itself,
    which is on the stack as costs are paid (CR 601.2a, 601.2h; escape's "other" cards)."""
    return [i for i in p.graveyard if spell is None or i != spell.id]


def _exilable(state: GameState, player: int, spell: GameObject | None,
              source: GameObject | None, flt: ObjectFilter | None) -> list[int]:
    """The cards of `player`'s graveyard that can be exiled to pay a cost, matching `flt`;
    "other" ones not the source itself (an ability of a card in a graveyard, CR 118.3)."""
    cards = _cards_matching(state, player, _graveyard(state.players[player], spell), flt)
    if flt is not None and flt.other and source is not None:
        cards = [c for c in cards if c != source.id]
    return cards


def describe_choices(cost: Cost) -> str:
    """"sacrificing a creature, discarding 1 card": what the action must name."""
    parts = [f"sacrificing a {_describe(flt)}" for flt in cost.sacrifice]
    if cost.discard:
        parts.append(f"discarding {cost.discard} card{'s' if cost.discard != 1 else ''}")
    if cost.exile_from_graveyard:
        n = cost.exile_from_graveyard
        parts.append(f"exiling {n} card{'s' if n != 1 else ''} from the graveyard")
    if cost.crew:
        parts.append(f"tapping creatures with total power {cost.crew}")
    if cost.evidence:
        parts.append(f"exiling cards with total mana value {cost.evidence} from the graveyard")
    if cost.reveal_from_hand:
        parts.append(f"revealing {cost.reveal_from_hand} card(s) from the hand")
    if cost.exiled_to_graveyard:
        parts.append(f"putting {cost.exiled_to_graveyard} card(s) an opponent owns from exile")
    if cost.hand_to_top:
        parts.append(f"putting {cost.hand_to_top} card(s) from the hand on top of the library")
    return ", ".join(parts) or "nothing"


def _name(state: GameState, oid: int) -> str:
    obj = state.objects.get(oid)
    return current_name(state, obj) if obj is not None else f"#{oid}"


def _describe(flt: ObjectFilter) -> str:
    return " or ".join(sorted(flt.subtypes)) if flt.subtypes else flt.describe()


# -- listing the ways to pay ---------------------------------------------------------------

def choices(state: GameState, player: int, cost: Cost, source: GameObject | None,
            spell: GameObject | None, marked: frozenset[int] = frozenset()
            ) -> list[tuple[int, ...]]:
    """One tuple of chosen ids per distinct way to pay the cost's choices.

    Identical objects give one choice (as identical cards in hand give one
    action); objects in `marked` (targets, enchanted permanents...) are never
    considered identical to others.
    """
    if cost.crew:
        fixed = choices(state, player, replace(cost, crew=0), source, spell, marked)
        return [a + b for a in fixed for b in _crew_choices(state, player, cost.crew, source,
                                                            marked)]
    if cost.evidence:
        fixed = choices(state, player, replace(cost, evidence=0), source, spell, marked)
        return [a + b for a in fixed for b in _evidence_choices(
            state, _graveyard(state.players[player], spell), cost.evidence, marked)
            if not set(a) & set(b)]
    if not cost.chosen_count:
        return [()]
    sac = _sacrifice_choices(state, player, cost.sacrifice, source, marked) \
        if cost.sacrifice else [()]
    p = state.players[player]
    hand = [i for i in p.hand if spell is None or i != spell.id]
    dis = _card_choices(state, _cards_matching(state, player, hand, cost.discard_filter),
                        cost.discard)
    exi = _card_choices(state, _exilable(state, player, spell, source, cost.exile_filter),
                        cost.exile_from_graveyard)
    tap = _sacrifice_choices(state, player, cost.tap_untapped, source, marked,
                             lambda flt: _tappable(state, player, flt, source, cost)) \
        if cost.tap_untapped else [()]
    ret = _sacrifice_choices(state, player, cost.return_to_hand, source, marked,
                             lambda flt: [o for o in _sacrificeable(state, player, flt, source)
                                          if not _commander(state, o)]) \
        if cost.return_to_hand else [()]
    out = [a + b + c + d + e for a in sac for b in dis for c in exi for d in tap for e in ret
           if not set(a) & set(d) and not set(a) & set(e) and not set(d) & set(e)]
    if cost.counter_on:                                  # "Remove a +1/+1 counter from a ..."
        picks = _sacrifice_choices(state, player, counter_filters(cost), source, marked,
                                   _counter_takers(state, player, cost, source))
        out = [a + b for a in out for b in picks]
    if cost.exile_from_hand:                             # "Exile a blue card from your hand"
        hex_ = _card_choices(state, _cards_matching(state, player, hand,
                                                    cost.exile_hand_filter),
                             cost.exile_from_hand)
        out = [a + b for a in out for b in hex_ if not set(a) & set(b)]
    if cost.craft:                                       # CR 702.167a
        mats = _sacrifice_choices(state, player, cost.craft, source, marked,
                                  lambda flt: _materials(state, player, flt, source))
        out = [a + b for a in out for b in mats if not set(a) & set(b)]
    if cost.reveal_from_hand:                            # "Reveal a Merfolk card from ..."
        shown = _card_choices(state, _cards_matching(state, player, hand, cost.reveal_filter),
                              cost.reveal_from_hand)
        out = [a + b for a in out for b in shown if not set(a) & set(b)]
    if cost.exiled_to_graveyard:                         # "Put a card an opponent owns from
        put = _card_choices(state, list(_opponents_exiled(state, player)),   # exile ..."
                            cost.exiled_to_graveyard)
        out = [a + b for a in out for b in put]
    if cost.hand_to_top:                                 # "Put a card from your hand on top"
        tops = _card_choices(state, hand, cost.hand_to_top)
        out = [a + b for a in out for b in tops if not set(a) & set(b)]
    return out


def _opponents_exiled(state: GameState, player: int) -> tuple[int, ...]:
    from tolaria.rules.effects.graveyard import opponents_exiled
    return opponents_exiled(state, player)


def _cards_matching(state: GameState, player: int, cards: list[int],
                    flt: ObjectFilter | None) -> list[int]:
    """The cards (in a hand or graveyard: printed characteristics) matching `flt`."""
    if flt is None:
        return list(cards)
    return [i for i in cards if chars_match(characteristics(state, state.objects[i]), flt,
                                            player, state.options.teams)]


def _card_choices(state: GameState, cards: list[int], n: int) -> list[tuple[int, ...]]:
    if not n:
        return [()]
    seen: set[tuple[str, ...]] = set()
    out = []
    for combo in combinations(cards, n):
        key = tuple(sorted(state.objects[i].name for i in combo))
        if key not in seen:
            seen.add(key)
            out.append(combo)
    return out


def _sacrificeable(state: GameState, player: int, flt: ObjectFilter,
                   source: GameObject | None) -> list[int]:
    return [oid for oid in state.battlefield
            if controller(state, state.objects[oid]) == player
            and matches(state, flt, state.objects[oid], player, source)]


def _materials(state: GameState, player: int, flt: ObjectFilter, source: GameObject | None
               ) -> list[int]:
    """Craft's materials: other permanents `player` controls and cards in their graveyard
    matching `flt` (CR 702.167a-b)."""
    return [oid for oid in _sacrificeable(state, player, flt, source)
            if source is None or oid != source.id] + _cards_matching(
        state, player, state.players[player].graveyard, flt)


def _counter_takers(state: GameState, player: int, cost: Cost, source: GameObject | None
                    ) -> Any:
    """The permanents that can pay each filter of a counter cost; for "Put a -1/-1 counter
    on a creature you control", only those that can have it put on them (CR 118.3, 122.6)."""
    from tolaria.rules.effects.replacements import can_have_counters
    kinds = {flt: kind for kind, delta, flt in cost.counter_on if delta > 0}

    def pool(flt: ObjectFilter) -> list[int]:
        found = _sacrificeable(state, player, flt, source)
        kind = kinds.get(flt)
        return found if kind is None else [
            o for o in found if can_have_counters(state, state.objects[o], kind)]
    return pool


def counter_filters(cost: Cost) -> tuple[ObjectFilter, ...]:
    """What each permanent chosen for a counter cost must be: one with such a counter, to
    remove one (CR 122.1)."""
    return tuple(replace(flt, counter=kind) if delta < 0 else flt
                 for kind, delta, flt in cost.counter_on)


def _tappable(state: GameState, player: int, flt: ObjectFilter, source: GameObject | None,
              cost: Cost) -> list[int]:
    """Untapped permanents `player` controls that can pay "Tap an untapped <flt> you
    control": summoning sickness doesn't matter (CR 302.6 is about {T}), and the source
    itself only if its own {T} isn't part of the cost."""
    return [oid for oid in _sacrificeable(state, player, flt, source)
            if not state.objects[oid].tapped
            and not (cost.tap and source is not None and oid == source.id)]


# CR 903.9b: a commander returned to its owner's hand as a cost may go to the command zone
# instead, the owner's choice, which the engine can't ask in the middle of paying a cost.
_NO_COMMANDER_RETURN = ("{} is a commander: the engine can't yet ask its owner whether it "
                        "goes to the command zone instead (CR 903.9b) while a cost is paid")


def _commander(state: GameState, oid: int) -> bool:
    """Is this object a commander (CR 903.3)?"""
    return bool(state.commanders) and state.objects[oid].card_uid in state.commanders


def _sacrifice_choices(state: GameState, player: int, filters: tuple[ObjectFilter, ...],
                       source: GameObject | None, marked: frozenset[int],
                       pool: Any = None) -> list[tuple[int, ...]]:
    """The distinct ways to choose one permanent per filter (from `pool(filter)`: by
    default the permanents that can be sacrificed)."""
    pools = [pool(flt) if pool is not None else _sacrificeable(state, player, flt, source)
             for flt in filters]
    keys: dict[int, Any] = {}
    out: list[tuple[int, ...]] = []
    seen: set[frozenset] = set()
    chosen: list[int] = []

    def walk(i: int) -> None:
        if i == len(filters):
            sig = frozenset(Counter((filters.index(filters[k]), _identity(state, oid, marked, keys))
                                    for k, oid in enumerate(chosen)).items())
            if sig not in seen:
                seen.add(sig)
                out.append(tuple(chosen))
            return
        # Equal filters take their objects in battlefield order: no permutations.
        floor = pools[i].index(chosen[-1]) + 1 if i and filters[i] == filters[i - 1] \
            and chosen[-1] in pools[i] else 0
        for oid in pools[i][floor:]:
            if oid not in chosen:
                chosen.append(oid)
                walk(i + 1)
                chosen.pop()

    walk(0)
    return out


def _crew(state: GameState, player: int, source: GameObject | None) -> list[int]:
    """Other untapped creatures `player` controls: summoning sickness doesn't matter, the
    cost isn't their {T} (CR 702.122a, 302.6)."""
    return [oid for oid in state.battlefield
            if not (o := state.objects[oid]).tapped and (source is None or oid != source.id)
            and controller(state, o) == player and characteristics(state, o).is_creature]


def _power(state: GameState, oid: int, vehicle: bool = True) -> int:
    """The power a creature crews (`vehicle`: the source is a Vehicle) or saddles with (CR
    702.122a, 702.171a): "as though its power were 2 greater" adds to it, "crews Vehicles
    ..." (keyword "crew") only for a Vehicle."""
    chars = characteristics(state, state.objects[oid])
    return max(0, (chars.power or 0) + sum(a.amount for a in chars.static
                                           if a.kind == CREW_POWER
                                           and (vehicle or not a.keyword)))


def _crews_vehicle(state: GameState, source: GameObject | None) -> bool:
    """Is the cost of a Vehicle (crew, CR 702.122a), not a Mount's saddle (702.171a)?"""
    return source is None or "Vehicle" in characteristics(state, source).subtypes


def _mana_value(state: GameState, oid: int) -> int:
    return characteristics(state, state.objects[oid]).mana_value


def _crew_choices(state: GameState, player: int, n: int, source: GameObject | None,
                  marked: frozenset[int]) -> list[tuple[int, ...]]:
    """The minimal crews: sets of creatures with total power N or greater none of which
    could be left out (any larger crew is legal too, but listing every superset would be
    exponential; `why_bad_choice` accepts them). Identical creatures give one crew."""
    cache: dict[int, Any] = {}
    crew = _crew(state, player, source)
    keys = {oid: _identity(state, oid, marked, cache) for oid in crew}   # marked: own key
    vehicle = _crews_vehicle(state, source)
    return _minimal_sets(crew, {oid: _power(state, oid, vehicle) for oid in crew}, keys, n)


def _evidence_choices(state: GameState, graveyard: list[int], n: int,
                      marked: frozenset[int]) -> list[tuple[int, ...]]:
    """The minimal ways to collect evidence N (CR 701.57a): sets of cards in the graveyard
    with total mana value N or greater none of which could be left out (larger ones are
    legal too: `why_bad_choice` accepts them). Cards of one name give one set."""
    keys = {oid: oid if oid in marked else state.objects[oid].card.name for oid in graveyard}
    return _minimal_sets(graveyard, {oid: _mana_value(state, oid) for oid in graveyard}, keys,
                         n)


def _minimal_sets(ids: list[int], weight: dict[int, int], keys: dict[int, Any], n: int
                  ) -> list[tuple[int, ...]]:
    """The sets of `ids` of total weight N or greater none of which could be left out, one
    per group of identical objects (same `keys`)."""
    groups: dict[Any, int] = {}
    for oid in ids:
        groups.setdefault(keys[oid], len(groups))
    pool = sorted(ids, key=lambda i: (-weight[i], groups[keys[i]]))
    weights = [weight[i] for i in pool]
    rest = [sum(weights[k:]) for k in range(len(pool) + 1)]
    out: list[tuple[int, ...]] = []

    def walk(start: int, chosen: list[int], total: int) -> None:
        if total >= n:
            if all(total - weight[i] < n for i in chosen):
                out.append(tuple(chosen))
            return
        if total + rest[start] < n:
            return
        for k in range(start, len(pool)):
            # Identical objects are adjacent: skipping one for an equal sibling repeats.
            if k > start and keys[pool[k]] == keys[pool[k - 1]]:
                continue
            walk(k + 1, chosen + [pool[k]], total + weights[k])

    walk(0, [], 0)
    return out


def _identity(state: GameState, oid: int, marked: frozenset[int], keys: dict[int, Any]) -> Any:
    """What tells a permanent apart from another as a cost: all of its visible state."""
    if oid in marked:
        return oid
    key = keys.get(oid)
    if key is None:
        obj = state.objects[oid]
        key = (characteristics(state, obj), obj.card.name, obj.tapped, obj.since, obj.damage,
               tuple(sorted(obj.counters.items())), obj.attacking, obj.blocking,
               obj.attached_to)
        keys[oid] = key
    return key


def marked_objects(state: GameState) -> frozenset[int]:
    """Permanents that something else refers to: targets on the stack, attached-to objects."""
    found = {o.attached_to for i in state.battlefield
             if (o := state.objects[i]).attached_to is not None}
    for i in state.stack:
        found.update(r[1] for r in state.objects[i].targets if r and r[0] == "object")
    return frozenset(found)


# -- paying (CR 601.2h) --------------------------------------------------------------------

def paid_for(state: GameState, source: GameObject | None, item: GameObject | None
             ) -> tuple[str, str]:
    """What a cost is paid for, as a log line names it (current names, CR 707.2), and the
    rule of paying it: a spell (CR 601.2h) or an ability of `source` (CR 602.2b; `item` is
    None for a mana ability)."""
    if item is not None and not item.is_ability:
        return ("a " if item.face_down else "") + current_name(state, item), "601.2h"
    name = (current_name(state, item) if item is not None
            else current_name(state, source) if source is not None else "")
    return f"{possessive(name)} ability", "602.2b"


def _own_host(state: GameState, player: int, source: GameObject | None
              ) -> GameObject | None:
    """The creature on the battlefield `source` (an Aura) is attached to, if `player`
    controls it (CR 701.17a: only one's own permanents are sacrificed)."""
    host = state.objects.get(source.attached_to) if source is not None and \
        source.zone == "battlefield" and source.attached_to is not None else None
    if host is None or host.zone != "battlefield" or controller(state, host) != player or \
            not characteristics(state, host).is_creature:
        return None
    return host


def _untapped_host(state: GameState, source: GameObject | None) -> bool:
    """Is `source` (an Aura) attached to an untapped permanent on the battlefield?"""
    host = state.objects.get(source.attached_to) if source is not None and \
        source.zone == "battlefield" and source.attached_to is not None else None
    return host is not None and host.zone == "battlefield" and not host.tapped


def say_tapped(state: GameState, player: int, tapped: list[GameObject],
               source: GameObject | None, item: GameObject | None) -> None:
    """Log the permanents tapped to pay a cost: "Alice taps Fyndhorn Elves and Timberwatch
    Elf for Birchlore Rangers' ability"."""
    what, rule = paid_for(state, source, item)
    names = listed([current_name(state, o) for o in tapped])
    state.say(f"{state.players[player].name} taps {names} "
              f"for {what}", rule)


def pay(state: GameState, player: int, cost: Cost, ids: tuple[int, ...],
        source: GameObject | None, item: GameObject | None) -> None:
    """Pay every part of `cost` but the mana (paid just before, CR 601.2g-h).

    None of these costs involve random elements or the library, so their order
    is free (CR 601.2h). What was sacrificed, discarded or exiled is recorded on
    the spell or ability `item` as it was (CR 608.2h): "the sacrificed creature".
    """
    if cost.tap and source is not None:
        events.tap(state, source)
    if cost.untap and source is not None:
        events.untap(state, source)
    if cost.life:
        events.lose_life(state, player, cost.life, "119.4", "118.3b")
    if cost.energy:                                      # CR 107.14: pay = remove counters
        state.players[player].energy -= cost.energy
        state.say(f"{state.players[player].name} pays {cost.energy} energy", "107.14")
    for oid, (kind, delta, _) in zip(group("counter", cost, ids), cost.counter_on,
                                     strict=True):
        if delta < 0:
            events.remove_counters(state, state.objects[oid], kind, -delta)
        else:
            events.put_counters(state, state.objects[oid], kind, delta)
    for kind, n in cost.put_counters:                    # "Put a -1/-1 counter on this"
        if source is not None and source.zone == "battlefield":
            events.put_counters(state, source, kind, n)
    if cost.mill:                                        # CR 701.13a
        events.mill(state, player, cost.mill)
    if cost.exile_top:                                   # "Exile the top N cards of your
        _exile_top(state, player, cost.exile_top, item)  # library" (CR 118.3, 406.2)
    for oid in group("hand_to_top", cost, ids):          # "on top of your library"
        zones.move(state, state.objects[oid], "library")
        state.say(f"{state.players[player].name} puts a card from their hand on top of "
                  "their library", "401.1", "118.3")
    for oid in group("exiled_to_graveyard", cost, ids):  # into its owner's graveyard
        events.put_into_graveyard(state, state.objects[oid], f"{_name(state, oid)} is put "
                                  "into its owner's graveyard from exile", "400.3", "118.3")
    if cost.tap_host and _untapped_host(state, source):  # "Tap enchanted creature"
        host = state.objects[source.attached_to]
        say_tapped(state, player, [host], source, item)
        events.tap(state, host)                          # CR 701.21a
    if cost.unattach_self and source is not None and source.attached_to is not None:
        from tolaria.rules.keywords.attach import unattach
        unattach(state, source, "118.3")
    if cost.exert and source is not None and source.zone == "battlefield":
        from tolaria.rules.mana_abilities import stays_tapped
        stays_tapped(state, player, source)              # exerted (CR 701.39a)
    for kind, n in cost.remove_counters:
        if source is not None:
            events.remove_counters(state, source, kind, n)
            state.say(f"{n} {kind} counter{'s' if n != 1 else ''} removed from "
                      f"{current_name(state, source)}",
                      "118.3", "122.1")
    tapped = [state.objects[oid] for oid in (*group("crew", cost, ids),   # CR 702.122a-b
                                             *group("tap", cost, ids))]   # "Tap an untapped"
    if tapped:
        say_tapped(state, player, tapped, source, item)
    for obj in tapped:
        events.tap(state, obj)
    if cost.crew and source is not None and _crews_vehicle(state, source):
        from tolaria.rules.triggers import on_crews
        for oid in group("crew", cost, ids):
            on_crews(state, state.objects[oid], source)                 # CR 702.122a
    for oid in group("return", cost, ids):               # "Return a land you control..."
        events.leave_battlefield(state, state.objects[oid], "hand",
                                 "is returned to its owner's hand", "118.3")
    if cost.return_self and source is not None and source.zone == "battlefield":
        events.leave_battlefield(state, source, "hand", "is returned to its owner's hand",
                                 "118.3")
    paid: list[tuple[str, Any]] = [(TAPPED_FOR_COST, oid) for oid in group("tap", cost, ids)]
    victims = [state.objects[i] for i in group("sacrifice", cost, ids)]
    if cost.sacrifice_self and source is not None and source.zone == "battlefield":
        victims.insert(0, source)
    host = _own_host(state, player, source) if cost.sacrifice_host else None
    if host is not None:                                 # "Sacrifice enchanted creature"
        victims.insert(0, host)
    emerging = item is not None and "emerge" in item.cast_for.split("+")   # CR 702.119a
    for obj in victims:
        paid.append(("sacrifice", characteristics(state, obj)))
        if emerging:
            obj.chosen += ((SACRIFICED_FOR_EMERGE, "yes"),)
        events.sacrifice(state, obj)
    if cost.reveal_hand:                                 # "Reveal your hand" (CR 701.16a)
        p = state.players[player]
        shown = ", ".join(current_name(state, state.objects[i]) for i in p.hand) or "nothing"
        state.say(f"{p.name} reveals their hand: {shown}", "701.16a", "118.9")
    discarded = list(group("discard", cost, ids))
    if cost.discard_hand:                                # "Discard your hand" (CR 701.8a)
        discarded += [i for i in state.players[player].hand if i not in discarded]
    if cost.discard_random:                              # CR 701.8c: the game picks them
        rest = [i for i in state.players[player].hand if i not in discarded]
        discarded += state.rng.sample(rest, min(cost.discard_random, len(rest)))
    for oid in discarded:
        obj = state.objects[oid]
        paid.append(("discard", characteristics(state, obj)))
        events.discard(state, obj)
    for oid in group("exile", cost, ids):
        obj = state.objects[oid]
        paid.append(("exile", characteristics(state, obj)))
        zones.move(state, obj, "exile")
        state.say(f"{state.players[player].name} exiles {current_name(state, obj)} from their "
                  "graveyard",
                  "406.2", "118.3")
    evidence = group("evidence", cost, ids) if cost.evidence else ()
    for oid in evidence:                                 # CR 701.57a
        obj = state.objects[oid]
        paid.append(("exile", characteristics(state, obj)))
        zones.move(state, obj, "exile")
    if evidence:
        state.say(f"{state.players[player].name} collects evidence {cost.evidence}, exiling "
                  + ", ".join(current_name(state, state.objects[i]) for i in evidence)
                  + " from their graveyard", "701.57a", "118.3")
    for oid in group("exile_hand", cost, ids):
        obj = state.objects[oid]
        paid.append(("exile", characteristics(state, obj)))
        zones.move(state, obj, "exile")
        state.say(f"{state.players[player].name} exiles {current_name(state, obj)} from their hand",
                  "406.2", "118.3")
    shown = group("reveal_hand", cost, ids)             # they stay in the hand (701.16a)
    if shown:
        state.say(f"{state.players[player].name} reveals "
                  + ", ".join(current_name(state, state.objects[i]) for i in shown)
                  + " from their hand", "701.16a", "601.2h")
    if cost.exile_self == "graveyard" and source is not None and source.zone == "graveyard":
        zones.move(state, source, "exile")               # CR 602.2: it worked from there
        state.say(f"{state.players[player].name} exiles {current_name(state, source)} from their "
                  "graveyard",
                  "406.2", "118.3")
    elif cost.exile_self and source is not None and source.zone == "battlefield":
        events.leave_battlefield(state, source, "exile", "is exiled", "406.2", "118.3")
    for oid in group("craft", cost, ids):                # CR 702.167a
        obj = state.objects[oid]
        paid.append(("exile", characteristics(state, obj)))
        if obj.zone == "battlefield":
            events.leave_battlefield(state, obj, "exile", "is exiled", "406.2", "702.167a")
        else:
            zones.move(state, obj, "exile")
            state.say(f"{state.players[player].name} exiles {current_name(state, obj)} from "
                      "their graveyard", "406.2", "702.167a")
    if paid and item is not None:
        item.paid += tuple(paid)                         # after cards exiled for delve
