"""Priority, special actions, casting spells and activating abilities (CR 116, 117, 305, 601, 602, 605).

`priority_actions` lists everything a player with priority may do; each
action is fully specified (mode, X, targets, the alternative cost announced
and the objects that pay the costs, see `tolaria.rules.costs`), so casting runs the
whole CR 601.2 sequence at once and never stops half-way. The same checks that
build the list explain why an action is refused (`why_illegal`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache
from itertools import product
from typing import Any

from tolaria.data.actions import Action, Decision
from tolaria.data.ir import (
    ActivatedAbility,
    AlternativeCost,
    CardDef,
    Cost,
    Effect,
    TargetSpec,
)
from tolaria.data.mana import (
    MANA_TYPES,
    ManaCost,
    ManaPool,
    ManaSource,
    Payment,
    find_payment,
    least_mana,
    max_x,
    parse_cost,
    type_needs,
)
from tolaria.data.objects import GameObject, Ref
from tolaria.data.state import GameState, listed, possessive
from tolaria.data.vocabulary import (
    CANT_ACTIVATE,
    CANT_PLAY_LANDS,
    CAST_FROM_LIBRARY_TOP,
    CAST_FROM_TOP_FOR_LIFE,
    COMPLEATED,
    EMBLEM,
    LOYALTY_AS_INSTANT,
    MODES_UNCHOSEN,
    SPELLS_HAVE,
    VOID,
)
from tolaria.rules import (
    commander,
    costs,
    events,
    faces,
    ignoring,
    mana_abilities,
    mana_spent,
    modes,
    multiplayer,
    opponent_targets,
    resolve,
    restrictions,
    rooms,
    targets,
    triggers,
    zones,
)
from tolaria.rules.conditions import record
from tolaria.rules.effects import amount, loyalty
from tolaria.rules.effects.delayed import flash_cast
from tolaria.rules.effects.graveyard import EXILE_IF_GRAVEYARD
from tolaria.rules.effects.graveyard import offered as graveyard_offer
from tolaria.rules.effects.library import offered_to_cast
from tolaria.rules.effects.replacements import payable_life
from tolaria.rules.keywords import (  # noqa: F401  (registers its effect step)
    airbend,
    attach,
    cast_forms,
    companion,
    cycling,
    disturb,
    emerge,
    entwine,
    escalate,
    escape,
    exalted,
    flash,
    flashback,
    foretell,
    gift,
    graveyard_cast,
    hand_ability,
    harmonize,
    madness,
    mayhem,
    miracle,
    modular,
    morph,
    mutate,
    ninjutsu,
    plot,
    rebound,
    ripple,
    sneak,
    splice,
    split_second,
    spree,
    suspend,
    unearth,
    warp,
)
from tolaria.rules.layers import (
    Characteristics,
    characteristics,
    chars_match,
    controller,
    current_name,
    is_sick,
    matches,
    off_board_change,
    ref_name,
    static_abilities,
    statics_by_kind,
)

MAIN_PHASES = ("precombat main", "postcombat main")
# Alternative costs usable only with a permission an ability gives as it resolves (madness).
NEEDS_PERMISSION = (madness.NAME, miracle.NAME)
GRAVEYARD_ONLY = (flashback.NAME, escape.NAME, disturb.NAME,   # CR 702.34a, 702.138a, 702.146a
                  mayhem.NAME, harmonize.NAME)                  # (their reminder text)
AFTERMATH, AFTERMATH_RULE = "aftermath", "702.127a"    # a split card's half cast from a graveyard
NO_COST = ManaCost(())


# -- timing -----------------------------------------------------------------------------

def sorcery_timing(state: GameState, player: int) -> bool:
    """CR 307.1: your main phase, the stack empty, and you have priority."""
    return (player == state.active or multiplayer.is_active(state, player)) and \
        state.step in MAIN_PHASES and not state.stack                # CR 805.4a: a team's


def lands_allowed(state: GameState, player: int) -> int:
    """CR 305.2: one land a turn, plus what effects such as Exploration allow."""
    extra = sum(a.amount for src, a in statics_by_kind(state).get("extra_land", ())
                if a.affects == "each" or controller(state, src) == player)  # "each player"
    extra += state.this_turn.count(("extra_land", player))    # "... this turn" (Explore)
    return 1 + extra


# -- mana sources and payment -----------------------------------------------------------

def mana_sources(state: GameState, player: int, purpose: tuple[str, int] | None = None
                 ) -> list[ManaSource]:
    """Untapped permanents whose "{T}: Add ..." abilities `player` can activate now; mana
    whose spending is restricted only for a `purpose` it may pay for (CR 106.6; see
    `mana_abilities.spending`)."""
    if purpose is not None and not state.cache.get(("restricted", player), True):
        purpose = None                                  # nothing restricted: the usual list
    key = ("sources", player) if purpose is None else ("sources", player, purpose)
    found = state.cache.get(key)
    if found is not None:
        return found
    if purpose is not None and ("sources", player) not in state.cache:
        mana_sources(state, player)                     # learns whether any is restricted
        if not state.cache[("restricted", player)]:
            return state.cache[("sources", player)]
    allows = mana_abilities.spending(state, player, purpose) if purpose is not None else None
    restricted = False
    found = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.tapped or characteristics(state, obj).controller != player:
            continue
        chars = characteristics(state, obj)
        if not can_tap(state, obj) or CANT_ACTIVATE in chars.restrictions:
            continue                                    # CR 602.5
        # One source per permanent: its "{T}: Add" abilities' options together (a dual
        # land's two intrinsic abilities), since tapping it activates only one of them.
        ways = _tap_mana_options(state, obj, allows)
        restricted = restricted or any(a.mana_only is not None for a in chars.activated)
        if ways:
            costed = [a for a, _, _ in ways if a.cost.mana.symbols]   # "{1}, {T}: Add"
            found.append(ManaSource(
                oid, tuple(mana for _, _, mana in ways), "Snow" in chars.supertypes,
                tuple(_mana_cost_text(a) for a, _, _ in ways) if costed else ()))
    state.cache[key] = found
    if purpose is None:
        state.cache[("restricted", player)] = restricted
    return found


def _tap_mana_options(state: GameState, obj: GameObject,
                      allows: Callable[[Any], bool] | None = None
                      ) -> list[tuple[ActivatedAbility, int, str]]:
    """(ability, option index, mana) for each way its tap-only mana abilities add mana;
    an ability whose mana is restricted only if `allows` its restriction (CR 106.6)."""
    out = []
    changed = costs.activation_cost_changes(state)
    for ability in characteristics(state, obj).activated:
        if changed and ability.mana is not None:        # "Activated abilities of lands you
            ability = costs.activation_cost_changed(                     # control cost {1}
                state, controller(state, obj), obj, ability)
        if ability.mana is not None and ability.cost.only_tap and (       # less" (601.2f)
                not ability.cost.mana.symbols or _plannable(ability.cost.mana)):
            if ability.mana_only is not None and (allows is None or not allows(
                    ability.mana_only)):
                continue                     # its mana can't pay for this (CR 106.6)
            if ability.condition is not None and not triggers.holds(
                    state, ability.condition, obj, controller(state, obj)):
                continue                     # "Activate only if you control a Swamp"
            out.extend((ability, k, mana) for k, mana in enumerate(
                mana_abilities.options(state, obj, ability)))
    return out


def _plannable(mana: ManaCost) -> bool:
    """Whether the payment planner activates a "{T}: Add" ability with this mana cost:
    none, or ("{1}, {T}: Add ...") one without {X}, Phyrexian or monocoloured hybrid
    symbols (CR 605.3a: it is paid as it is activated, from mana made before it)."""
    return mana.is_empty or not any(s.kind in ("X", "phyrexian", "twobrid")
                                    for s in mana.symbols)


def _mana_cost_text(ability: ActivatedAbility) -> str:
    """The mana cost of a mana ability as `ManaSource.costs` holds it ("" for none)."""
    return "" if ability.cost.mana.is_empty else str(ability.cost.mana)


can_tap = costs.can_tap                                 # CR 302.6


def plan_payment(state: GameState, player: int, cost: ManaCost, x: int,
                 exclude: int | None = None, only: tuple[int, ...] | None = None,
                 life_cost: int = 0, convoke: bool | str = False,
                 purpose: tuple[str, int] | None = None) -> Payment | None:
    """How to pay the mana; `life_cost` is life the rest of the cost pays (CR 119.4);
    `convoke`: the spell has convoke, so creatures help pay (CR 702.51a); `purpose`: what
    the mana pays for, ("spell", id) or ("ability", source id), for restricted mana."""
    if not convoke and least_mana(cost, x) > _most_mana(state, player, purpose):
        return None                     # not enough mana however it is made (CR 601.2h)
    sources = payment_sources(state, player, cost, convoke, purpose)
    p = state.players[player]
    needs = hand_needs(state, player, purpose)
    # One plan per question while the state stands (legal actions ask again and again);
    # the purpose matters only while some mana is restricted (CR 106.6).
    key = ("plan", player, cost, x, exclude, only, life_cost, convoke,
           purpose if p.pool.restricted or state.cache.get(("restricted", player), True)
           else None, needs)
    if key in state.cache:
        return state.cache[key]
    if exclude is not None or only is not None:
        sources = [s for s in sources if s.id != exclude and (only is None or s.id in only)]
    if p.pool.restricted:
        sources = [_without_mana_costs(s) for s in sources]
    found = state.cache[key] = find_payment(cost, spendable_pool(state, player, purpose),
                                            sources, life_available=payable_life(state, player) - life_cost, x=x,
                                            needs=needs)
    return found


def _most_mana(state: GameState, player: int, purpose: tuple[str, int] | None) -> int:
    """The most mana `player` could have for `purpose`: the pool and the most each mana
    source makes at once (an upper bound: a mana ability's own mana cost is not taken off)."""
    sources = mana_sources(state, player, purpose)
    if purpose is not None and not state.cache.get(("restricted", player), True):
        purpose = None                                   # the usual sources (CR 106.6)
    key = ("most mana", player, purpose)
    found = state.cache.get(key)
    if found is None:
        found = state.cache[key] = state.players[player].pool.total() + sum(
            max(map(len, s.options)) for s in sources)
    return found


def hand_needs(state: GameState, player: int, purpose: tuple[str, int] | None
               ) -> tuple[int, ...]:
    """Per mana type (WUBRGC), the most symbols of it that one card in `player`'s hand
    needs, the spell being paid for aside: the automatic payment leaves sources of those
    types untapped when it can (`tolaria.data.mana.find_payment`). A type that all of the
    player's sources or none of them could make counts for nothing (no choice of sources
    keeps it); () if no type counts. Cached per state as ("hand needs", player): the
    needs, each hand card's symbols, and the needs without a given spell once asked."""
    summary = state.cache.get(("hand needs", player))
    if summary is None:
        summary = state.cache[("hand needs", player)] = _hand_summary(state, player)
    needs, cards, apart = summary
    if not needs or purpose is None or purpose[0] != "spell":
        return needs
    found = apart.get(purpose[1])
    if found is None:
        found = apart[purpose[1]] = _needs_without(needs, cards, purpose[1])
    return found


def _hand_summary(state: GameState, player: int
                  ) -> tuple[tuple[int, ...], list[tuple[int, tuple[int, ...]]], dict]:
    """The needs of `player`'s whole hand for `hand_needs`, with each card's symbols."""
    made = [set("".join(s.options)) for s in mana_sources(state, player)]
    if not made:
        return (), [], {}
    some, every = set().union(*made), set.intersection(*made)
    if some == every:
        return (), [], {}                   # every source makes the same types: no choice
    objects = state.objects
    cards = [(oid, type_needs(cost)) for oid in state.players[player].hand
             if (cost := objects[oid].card.mana_cost) is not None]
    if not cards:
        return (), cards, {}
    most = tuple(map(max, zip(*(v for _, v in cards), strict=True)))
    needs = tuple(n if t in some and t not in every else 0
                  for t, n in zip(MANA_TYPES, most, strict=True))
    return (needs if any(needs) else ()), cards, {}


def _needs_without(needs: tuple[int, ...], cards: list[tuple[int, tuple[int, ...]]],
                   spell: int) -> tuple[int, ...]:
    """`needs` with the spell `spell`'s own symbols left out."""
    own = next((v for oid, v in cards if oid == spell), None)
    if own is None or not any(n and own[t] == n for t, n in enumerate(needs)):
        return needs
    others = [v for oid, v in cards if oid != spell]
    most = tuple(map(max, zip(*others, strict=True))) if others else (0,) * len(needs)
    without = tuple(min(n, m) for n, m in zip(needs, most, strict=True))
    return without if any(without) else ()


def _without_mana_costs(source: ManaSource) -> ManaSource:
    """The source making only what its abilities without a mana cost make: with restricted
    mana in the pool, what may pay an ability's cost is not the spell's (CR 106.6)."""
    if not source.costs:
        return source
    return ManaSource(source.id, tuple("" if c else o for o, c in zip(
        source.options, source.costs, strict=True)), source.snow)


def spendable_pool(state: GameState, player: int, purpose: tuple[str, int] | None
                   ) -> ManaPool:
    """The mana in the pool a payment for `purpose` may spend (CR 106.6)."""
    pool = state.players[player].pool
    if not pool.restricted:
        return pool
    return pool.spendable(mana_abilities.spending(state, player, purpose))


CONVOKE = "convoke"


def payment_sources(state: GameState, player: int, cost: ManaCost, convoke: bool | str,
                    purpose: tuple[str, int] | None = None) -> list[ManaSource]:
    """The mana sources, and with convoke each untapped creature `player` controls, even a
    summoning-sick one (tapping it isn't its {T} ability): it pays {1} or one mana of one of
    its colours (CR 702.51a). The planner treats that as the mana it could pay; it can't pay
    {C} (colorless-specific) or {S} symbols, so a cost with {C} isn't convoked at all."""
    sources = mana_sources(state, player, purpose)
    if not convoke or any(sym.kind == "colorless" for sym in cost.symbols):
        return sources
    if convoke in (IMPROVISE, DELVE, WATERBEND):
        return _improvise_sources(state, player, cost, sources, convoke == DELVE,
                                  convoke == WATERBEND)
    by_id = {s.id: s for s in sources}
    for oid in state.battlefield:
        obj = state.objects[oid]
        chars = characteristics(state, obj)
        base = by_id.get(oid)
        if obj.tapped or chars.controller != player or not chars.is_creature or (
                base is not None and base.snow):
            continue
        own = tuple(base.options) if base is not None else ()
        extra = tuple(m for m in sorted(chars.colors) or ["C"] if m not in own)
        if extra:
            by_id[oid] = ManaSource(oid, own + extra, False, _extended_costs(base, extra))
    return list(by_id.values())


IMPROVISE = "improvise"
DELVE = "delve"
# "Waterbend {N}" (its reminder text): artifacts and creatures tapped pay for {1} each
WATERBEND = "waterbend"


def _extended_costs(base: ManaSource | None, extra: tuple[str, ...]) -> tuple[str, ...]:
    """The `costs` of a source given `extra` options that cost no mana (convoking)."""
    return base.costs + ("",) * len(extra) if base is not None and base.costs else ()


def tappers(card: CardDef) -> str:
    """"convoke" or "improvise" if the spell lets creatures or artifacts help pay (CR
    702.51a, 702.126a), else "" (the `convoke` argument of the payment functions)."""
    keywords = card.keywords
    return next((k for k in (CONVOKE, IMPROVISE, DELVE) if k in keywords), "")


def spell_tappers(state: GameState, player: int, obj: GameObject) -> str:
    """`tappers` of the card `player` casts, or "convoke" / "improvise" if an ability they
    control gives it ("Artifact spells you cast have convoke.", "Noncreature spells you cast
    have improvise.", CR 702.51a, 702.126a: the card is the spell as its cost is paid, CR
    601.2a)."""
    own = tappers(obj.card)
    if own:
        return own
    given = [a for src, a in statics_by_kind(state).get(SPELLS_HAVE, ())
             if a.keyword in (CONVOKE, IMPROVISE) and controller(state, src) == player]
    chars = characteristics(state, obj) if given else None
    return next((a.keyword for a in given if chars_match(chars, a.filter, player)), "")


def _improvise_sources(state: GameState, player: int, cost: ManaCost,
                       sources: list[ManaSource], delve: bool = False,
                       creatures: bool = False) -> list[ManaSource]:
    """With improvise, each untapped artifact `player` controls can be tapped to pay for
    {1} (CR 702.126a): one more option, generic mana just to be spent; with delve, each
    card in their graveyard can be exiled to pay for {1} (CR 702.66a). Not offered for
    costs with hybrid, Phyrexian or snow symbols, where generic-only mana is harder to
    place. With `creatures` (waterbend), untapped creatures too, summoning sick or not
    (tapping them isn't a {T} ability)."""
    if any(sym.kind in ("hybrid", "twobrid", "phyrexian", "snow") for sym in cost.symbols):
        return sources
    if delve:
        return sources + [ManaSource(oid, ("C",)) for oid in state.players[player].graveyard]
    by_id = {s.id: s for s in sources}
    for oid in state.battlefield:
        obj = state.objects[oid]
        chars = characteristics(state, obj)
        base = by_id.get(oid)
        if obj.tapped or chars.controller != player or (
                "Artifact" not in chars.types and not (creatures and chars.is_creature)) or (
                base is not None and (base.snow or "C" in base.options)):
            continue
        by_id[oid] = ManaSource(oid, (tuple(base.options) if base is not None else ()) + ("C",),
                                False, _extended_costs(base, ("C",)))
    return list(by_id.values())


def pay(state: GameState, player: int, payment: Payment, convoke: bool | str = False,
        purpose: tuple[str, int] | None = None, paying_for: GameObject | None = None
        ) -> list[Any]:
    """CR 601.2g-h: activate the mana abilities, then pay from the pool. With convoke, a tap
    past a creature's own mana options is the creature convoking: tapped, it pays that mana
    (put in the pool just to be spent, no mana ability is activated; CR 702.51a).
    `paying_for`: the spell or ability on the stack (or, for a mana ability, its source)
    whose cost this is, for the log line naming the permanents tapped."""
    allows = mana_abilities.spending(state, player, purpose)             # CR 106.6
    taps = allows if purpose is not None else None
    own: dict[int, int] = {}
    if convoke:
        own = {s.id: len(s.options) for s in mana_sources(state, player, purpose)}
        merged = {s.id: s.options for s in payment_sources(state, player, parse_cost(""),
                                                            convoke, purpose)}
    if paying_for is not None:
        _say_mana_taps(state, player, payment, own if convoke else None, paying_for)
    for i, (source_id, option) in enumerate(payment.taps):
        source = state.objects[source_id]
        if payment.fed and payment.fed[i]:             # its own cost first (CR 605.3a),
            state.players[player].pool.remove(             # restricted mana it may spend too
                payment.fed[i], mana_abilities.spending(state, player, ("ability", source_id)))
        if convoke and option >= own.get(source_id, 0):
            if convoke == DELVE:                         # CR 702.66a: exiled, not tapped
                if paying_for is not None:               # "cards exiled with it" (400.7)
                    paying_for.paid += ((DELVE, characteristics(state, source)),)
                zones.move(state, source, "exile")
                state.players[player].pool.add("C")
                state.say(f"{current_name(state, source)} is exiled for delve", "702.66a")
                continue
            events.tap(state, source)
            state.players[player].pool.add(merged[source_id][option])
            state.say(f"{current_name(state, source)} is tapped for {convoke or CONVOKE}",
                      "702.126a" if convoke == IMPROVISE else "702.51a")
            continue
        ability, index, _ = _tap_mana_options(state, source, taps)[option]
        events.tap(state, source)
        mana_abilities.add(state, player, source, ability, index)
    tagged = state.players[player].pool.remove(payment.spend, allows)  # restricted mana spent
    if payment.life:
        events.lose_life(state, player, payment.life, "119.4", "107.4f")
    # Mana spent and permanents tapped (CR 601.2g-h): off the board, read by no
    # characteristic of a world that reads nothing off it, nor by CR 704.5.
    off_board_change(state)
    return tagged


def _say_mana_taps(state: GameState, player: int, payment: Payment,
                   own: dict[int, int] | None, paying_for: GameObject) -> None:
    """Log the permanents tapped for mana to pay a cost (CR 601.2g-h, 602.2b); those tapped
    for convoke or improvise, or exiled for delve, have lines of their own."""
    tapped = [state.objects[sid] for sid, k in payment.taps if own is None or k < own.get(sid, 0)]
    if not tapped:
        return
    if paying_for.zone == "stack":
        costs.say_tapped(state, player, tapped, None, paying_for)
    else:
        costs.say_tapped(state, player, tapped, paying_for, None)


# -- listing actions --------------------------------------------------------------------

@lru_cache(maxsize=64)
def _pass(player: int) -> Action:
    """Passing priority (CR 117.3d): one frozen action per player, listed at every priority."""
    return Action("pass", player)


def priority_actions(state: GameState, player: int) -> list[Action]:
    actions = [_pass(player)]
    p = state.players[player]
    seen: set[str] = set()
    timing = sorcery_timing(state, player)             # once for the whole hand (CR 307.1)
    sneaking = not timing and sneak.window(state, player)    # (its reminder text)
    objects = state.objects
    for oid in p.hand:
        obj = objects[oid]
        card = obj.card
        if card.name in seen:
            continue                                     # identical cards: one action each
        seen.add(card.name)
        land, instant_speed, hand_abilities, faces_chosen = _hand_card(card)
        if land:
            if why_cant_play_land(state, player, obj) is None:
                actions.append(Action("play", player, oid))
        elif timing or instant_speed or flash.as_though_flash(state, player, card) or \
                sneaking and sneak.NAME in card.keywords:
            actions.extend(cast_actions(state, player, obj))
        if hand_abilities:
            actions.extend(hand_ability_actions(state, player, obj))
        if faces_chosen:                             # (not a transforming or flip card's)
            actions.extend(face_actions(state, player, obj))
    actions.extend(graveyard_actions(state, player))
    if p.library and "Land" not in state.objects[p.library[-1]].card.types:
        actions.extend(_cast_from_top_actions(state, player, state.objects[p.library[-1]]))
    if p.library and timing and zones.may_play_land_from_top(
            state, player, state.objects[p.library[-1]]) and why_cant_play_land(
            state, player, state.objects[p.library[-1]]) is None:              # CR 305.1
        actions.append(Action("play", player, p.library[-1]))
    for oid in p.exile:                                         # CR 702.170d, 702.143a
        if plot.castable(state, player, state.objects[oid]) or \
                foretell.castable(state, player, state.objects[oid]):
            actions.extend(cast_actions(state, player, state.objects[oid]))
    if state.may_play:
        actions.extend(exile_actions(state, player))
    for oid in state.command:                                           # CR 903.8
        if commander.may_cast(state, player, state.objects[oid]):
            actions.extend(cast_actions(state, player, state.objects[oid]))
    seen_perm: set[tuple] = set()
    for oid, chars, all_tap in _activatable(state, player):
        obj = objects[oid]
        if all_tap and obj.tapped:
            continue                                 # {T} can't be paid (CR 118.3, 602.2b)
        # Identical permanents offer identical abilities: list them once.
        ident = (obj.card.name, chars.controller, obj.tapped,
                 chars.is_creature and is_sick(state, obj),
                 tuple(sorted(obj.counters.items())) if obj.counters else (),
                 obj.attacking, obj.blocking, obj.damage, obj.attached_to, obj.attached_player,
                 obj.activations)
        if ident in seen_perm:
            continue
        seen_perm.add(ident)
        for index, ability in enumerate(chars.activated):
            actions.extend(activate_actions(state, player, obj, index, ability))
    actions.extend(morph.turn_face_up_actions(state, player))            # CR 116.2b
    if timing and state.battlefield:
        actions.extend(rooms.unlock_actions(state, player))              # Rooms' doors
    if state.companions:
        actions.extend(companion.actions(state, player))                 # CR 116.2g
    if ignoring.ignorable(state):
        actions.extend(ignoring.actions(state, player))                  # CR 116.2d
    return actions


def _activatable(state: GameState, player: int
                 ) -> list[tuple[int, Characteristics, bool]]:
    """The permanents with activated abilities `player` may activate (their own, and "any
    player may activate", CR 602.2), with their characteristics and whether every ability
    costs {T}. Kept in `GameState.board_cache` with the characteristics it reads: tapping
    doesn't change it (the caller looks at `tapped`)."""
    key = ("activatable", player)
    found = state.board_cache.get(key)
    if found is None:
        found = []
        for oid in state.battlefield:
            obj = state.objects[oid]
            chars = characteristics(state, obj)
            if chars.activated and (chars.controller == player
                                    or costs.any_player(chars.activated)):
                found.append((oid, chars, all(a.cost.tap for a in chars.activated)))
        for oid in state.emblems() if state.command else ():
            chars = characteristics(state, state.objects[oid])     # an emblem's (CR 114.4)
            if chars.activated and state.objects[oid].controller == player:
                found.append((oid, chars, False))
        state.board_cache[key] = found
    return found


def face_actions(state: GameState, player: int, obj: GameObject) -> list[Action]:
    """Playing or casting a modal double-faced card's other faces (CR 712.11b, 712.12):
    each face evaluated alone, with that face up (712.11c)."""
    out: list[Action] = []
    for face in range(1, len(obj.card.faces_to_choose) + 1):
        if (AFTERMATH in obj.card.faces_to_choose[face - 1].keywords) != (
                obj.zone == "graveyard"):
            continue                       # aftermath: that half only, only there (702.127a)
        with faces.turned(state, obj, face):
            if "Land" in obj.card.types:
                if why_cant_play_land(state, player, obj) is None:
                    out.append(Action("play", player, obj.id, face=face))
            else:
                out.extend(replace(a, face=face) for a in cast_actions(state, player, obj))
    return out


def graveyard_actions(state: GameState, player: int) -> list[Action]:
    """Casting with flashback (CR 702.34a) and activating unearth (CR 702.84a) from the
    player's graveyard; identical cards give one action each."""
    out: list[Action] = []
    seen: set[tuple[str, tuple[tuple[str, str], ...]]] = set()
    lands = None                          # "You may play lands from your graveyard"
    graveyard = state.players[player].graveyard
    permissions = (graveyard_cast.permission_statics(state) or graveyard_cast.turn_permission(
        state, player)) if graveyard else ()
    if state.may_play and graveyard:      # an effect's permission ("You may cast that card
        permitted = {cid for cid, _, _, _ in state.may_play}           # this turn", 601.3)
    else:
        permitted = set()
    objects = state.objects
    for oid in graveyard:
        obj = objects[oid]
        card = obj.card
        if not permissions and not obj.chosen and oid not in permitted and \
                not _graveyard_card(card):
            continue                      # nothing lets this card be played from there
        if (card.name, obj.chosen) in seen:           # (a granted flashback: `chosen`)
            continue
        seen.add((card.name, obj.chosen))
        if card.halves and obj.owner == player and any(
                AFTERMATH in half.keywords for half in card.faces):
            out.extend(face_actions(state, player, obj))                 # CR 702.127a
        if not permissions and not obj.chosen and oid not in permitted and \
                not graveyard_cast.own_way(card):
            continue                      # nothing lets this card be played from there
        if "Land" in card.types:                                      # CR 305.1
            if lands is None:
                lands = bool(graveyard_cast.land_permissions(state, player))
            if lands and why_cant_play_land(state, player, obj) is None:
                out.append(Action("play", player, oid))
        if (flashback.castable(state, obj) or graveyard_cast.kind_of(state, obj)
                or escape.castable(state, obj) or harmonize.has_harmonize(card)) and \
                graveyard_cast.why_not(state, player, obj) is None or \
                mayhem.castable(state, player, obj) or \
                graveyard_cast.may_cast(state, player, obj):         # a permanent's permission
            out.extend(cast_actions(state, player, obj))             # CR 702.81a, 702.133a
        if disturb.disturb_ability(card) is not None:                  # CR 702.146a
            with faces.turned(state, obj, 1):                          # (712.11a, 712.11c)
                out.extend(replace(a, face=1) for a in cast_actions(state, player, obj))
        for index, ability in enumerate(card.activated):
            if ability.zone == "graveyard":
                out.extend(activate_actions(state, player, obj, index, ability))
    return out


_GRAVEYARD_CARDS: dict[int, tuple[CardDef, bool]] = {}


def _graveyard_card(card: CardDef) -> bool:
    """Could the card itself be cast, played or activated from a graveyard: its own way
    (flashback, escape, an ability that works there, CR 702.34a, 702.138a, 113.6k) or an
    aftermath half (CR 702.127a)? Memoized by the card: graveyards are listed at every
    decision."""
    hit = _GRAVEYARD_CARDS.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    if len(_GRAVEYARD_CARDS) > 4096:
        _GRAVEYARD_CARDS.clear()
    found = graveyard_cast.own_way(card) or bool(card.halves) and any(
        AFTERMATH in half.keywords for half in card.faces)
    _GRAVEYARD_CARDS[id(card)] = (card, found)
    return found


def exile_actions(state: GameState, player: int) -> list[Action]:
    """Playing exiled cards a resolved effect lets the player play ("you may play that card
    this turn", CR 601.3, 305.1); not face down."""
    out: list[Action] = []
    for card_id in dict.fromkeys(cid for cid, _, _, _ in state.may_play):
        obj = state.objects.get(card_id)                # (whose permission: `may_play`)
        if obj is None or not _exile_permission(state, player, obj):
            continue
        if "Land" in obj.card.types:
            if why_cant_play_land(state, player, obj) is None:
                out.append(Action("play", player, card_id))
        else:
            out.extend(a for a in cast_actions(state, player, obj)
                       if not morph.face_down(costs.split(a.costs)[0]))
    return out


def _free_permission(state: GameState, player: int, obj: GameObject) -> bool:
    """May `player` play this exiled card only without paying its mana cost (CR 118.9)?"""
    if not state.may_play or obj.zone != "exile":
        return False
    from tolaria.rules.effects.library import free_permission
    return free_permission(state, player, obj)


def _exile_permission(state: GameState, player: int, obj: GameObject) -> bool:
    """May `player` play this exiled card now (an effect's permission, CR 601.3)?"""
    if not state.may_play or obj.zone != "exile":
        return False
    from tolaria.rules.effects.library import may_play
    return may_play(state, player, obj)


def _target_choices(state: GameState, specs: tuple[TargetSpec, ...], player: int,
                    source: GameObject | None) -> list[tuple[Ref, ...]]:
    if not specs:
        return [()]
    if opponent_targets.later(specs):                       # CR 601.2c: an opponent's
        return opponent_targets.choices(state, specs, player, source)
    return targets.choices(state, specs, player, source)


def _cast_from_top_actions(state: GameState, player: int, top: GameObject) -> list[Action]:
    """Casting the top card of the library by a permanent's permission (CR 601.3); by Bolas's
    Citadel's only for life equal to its mana value (CR 118.9)."""
    kinds = statics_by_kind(state)
    if CAST_FROM_LIBRARY_TOP not in kinds and CAST_FROM_TOP_FOR_LIFE not in kinds:
        return []                        # no permanent gives such a permission
    if zones.may_cast_from_top(state, player, top):
        return cast_actions(state, player, top)
    if zones.may_cast_from_top_for_life(state, player, top):
        return [a for a in cast_actions(state, player, top) if costs.LIFE_EQUAL_MV in a.costs]
    return []


def cast_actions(state: GameState, player: int, obj: GameObject,
                 permission: str | None = None) -> list[Action]:
    """One action per mode, cost option, X, targets and objects paying the cost.

    `permission`: an ability resolving lets the player cast it now, for that alternative
    cost, ignoring timing (madness, CR 702.35a, 608.2g).
    """
    card = obj.card
    if card.halves:                            # a split card: only a half is cast (CR 709.3)
        return []
    if state.stack and split_second.why_not(state):                     # CR 702.61a
        return []
    if restrictions.why_player_cant_cast(state, player, card):          # CR 101.2
        return []
    out: list[Action] = [] if permission is not None else _face_down_actions(state, player, obj)
    sneak_only = False
    if permission is None and not _may_cast_now(state, player, card) and not (
            card.static and flash.conditional(state, player, obj)):           # CR 609.4
        if not (sneak.NAME in card.keywords and sneak.window(state, player)):
            return out
        sneak_only = True                                  # (its reminder text)
    if card.static and costs.why_cant_cast_now(state, player, obj):      # CR 601.3
        return out
    if restrictions.why_spell_forbidden(state, player, obj):            # CR 101.2, 601.3
        return out
    options = _cost_options(state, player, obj, permission)
    if sneak_only:
        options = [a for a in options if a is not None and a.name == sneak.NAME]
    kicks = costs.kick_choices(card)                                    # CR 702.33a-b
    usual = permission in (None, costs.PAID)          # its costs as usual (CR 601.2b, f)
    buys = (False, True) if card.static and costs.buyback_cost(card) and usual \
        else (False,)                                                   # CR 702.27a
    squad = costs.repeatable(card) if usual else None                   # CR 702.157a
    times_each = range(_most_repeats(state, player, obj) + 1) if squad is not None \
        else range(1)
    for option, kick, buy, times in product(options, kicks, buys, times_each):
        out.extend(_spliced_casts(state, player, obj, option, kick, buy, times))
    return out


def _spliced_casts(state: GameState, player: int, obj: GameObject,
                   option: AlternativeCost | None, kick: tuple[int, ...], buy: bool,
                   times: int) -> list[Action]:
    """The cast actions for one announced cost option, with each choice of cards spliced
    onto the spell (CR 702.47a-b)."""
    out: list[Action] = []
    base = cast_forms.as_cast(obj.card, option)                         # CR 702.103d
    for spliced in splice.choices(state, player, base, obj.id) if obj.card.spell else [()]:
        out.extend(_cast_variants(state, player, obj, option, kick, buy, times, spliced))
    if buy and costs.extra_kind(obj.card) == gift.NAME:
        out = gift.variants(state, player, out)                          # CR 702.174a
    return out


def _cast_variants(state: GameState, player: int, obj: GameObject,
                   option: AlternativeCost | None, kick: tuple[int, ...], buy: bool,
                   times: int, spliced: tuple[int, ...]) -> list[Action]:
    """One action per mode, X, targets and objects paying the cost, for these costs."""
    out: list[Action] = []
    card = obj.card
    extra = splice.costs(state, spliced)                                # CR 702.47a
    tap = spell_tappers(state, player, obj)                        # CR 702.51a, 702.126a
    # Without costed modes the modes don't change the total cost (CR 700.2h, 601.2f): an
    # unpayable one ends the listing before any mode or target is looked at.
    usual = None if spree.costed(card) else _payable(
        state, player, obj, option, (kick, buy, times, None, extra), tap)
    if usual is not None and not usual[1]:
        return out
    as_cast = splice.spliced(cast_forms.as_cast(card, option), tuple(
        state.objects[i].card.name for i in spliced))
    if as_cast is None:                                   # the text can't be read (702.47b)
        return out
    mode_choices = card.spell.choices() if card.spell is not None else [None]      # CR 700.2
    if card.spell is not None and card.spell.several_if is not None:         # CR 601.2b
        mode_choices = [m for m in mode_choices
                        if modes.why_not(state, player, obj, card, m, bool(kick)) is None]
    # Modes with costs of their own make a total cost for each choice (CR 700.2h, 601.2f)
    groups = [[mode] for mode in mode_choices] if spree.costed(card) else [mode_choices]
    squad = costs.repeatable(card) if times else None
    announced = ((option.name,) if option is not None else ()) + (
        tuple(costs.kicker_names(card)[i] for i in kick)) + (
        (costs.extra_kind(card),) if buy else ()) + (
        (squad.kind,) * times if squad is not None else ())
    most = restrictions.most_x(state, player, obj)        # CR 202.3e (Lavinia)
    exact = card.static and costs.targets_matter(card) or bool(     # CR 601.2c, 601.2f
        costs.target_taxes(state))
    emerging = option is not None and option.name == emerge.NAME   # CR 702.119a
    harmonizing = option is not None and option.name == harmonize.NAME  # (reminder text)
    for group in groups:
        spree_mode = group[0] if len(group) == 1 else None
        cost, xs = usual or _payable(state, player, obj, option,
                                     (kick, buy, times, spree_mode, extra), tap)
        if most is not None:
            xs = [x for x in xs if x <= most]
        if not xs:
            continue
        has_x = bool(card.mana_cost and card.mana_cost.x_count) or cost.life_x or \
            cost.discard_x                                            # as the notation reads
        marked = costs.marked_objects(state) if cost.sacrifice else frozenset()
        for mode in group:
            if entwine.why_not(card, mode, buy) or escalate.why_not(card, mode, times):
                continue                                        # CR 702.42a, 702.120a
            specs = targets.with_kicker(_specs_for(as_cast, mode, option),   # 702.33d
                                        bool(kick) or buy and costs.extra_kind(card)
                                        == gift.NAME)   # CR 702.103d, 702.47d, 702.174a
            uses_x = targets.uses_x(specs)
            effects = _counted_on_cast(state, obj, targets.spell_effects(as_cast, mode))
            x_divided = targets.divides_x(effects)               # X known first (601.2b-d)
            listed = modes.target_choices(state, as_cast.spell, mode, specs, player, obj, xs) \
                if modes.repeats(as_cast.spell, mode) else \
                targets.x_choices(state, specs, player, obj, xs, True)       # CR 700.2d
            for chosen in listed:                                            # CR 702.16b
                if option is not None and mutate.why_not(state, option, obj, chosen):
                    continue
                if exact:
                    exact_cost = costs.total_cost(state, player, obj, option, kick, buy,
                                                  chosen, times, spree_mode, extra)
                    if exact_cost.life > cost.life and costs.why_unpayable_now(
                            state, player, exact_cost, None, obj):
                        continue                      # "an additional 3 life" (CR 119.4)
                    xs = _floored_xs(state, player, exact_cost, _x_values(
                        state, player, exact_cost, tap, ("spell", obj.id)),
                        tap, ("spell", obj.id))
                    if most is not None:
                        xs = [x for x in xs if x <= most]
                kept = marked | {r[1] for r in chosen if r and r[0] == "object"} \
                    if cost.sacrifice else marked
                picks = costs.choices(state, player, cost, None, obj, kept)
                if harmonizing:                             # a creature tapped or none
                    picks = [pk for pk in costs.choices(state, player, harmonize.untapped(
                        cost), None, obj, kept) + picks if _x_values(
                        state, player, harmonize.paid(state, cost, pk), tap,
                        ("spell", obj.id))]
                if emerging:                                # what the sacrifice leaves to pay
                    picks = [pk for pk in picks if _x_values(
                        state, player, emerge.reduced(state, cost, pk), tap,
                        ("spell", obj.id))]
                divisions = [] if x_divided else targets.divisions(effects, chosen)
                for x in xs:
                    if uses_x and targets.why_bad_choice(state, targets.with_x(specs, x),
                                                         chosen, player, obj):
                        continue                      # "mana value X or less": this X
                    if x_divided:                     # "X damage divided": this X
                        divisions = targets.divisions(targets.effects_with_x(effects, x),
                                                      chosen)
                    x_picks = costs.choices(state, player, costs.with_announced_x(cost, x),
                                            None, obj, kept) if cost.discard_x else picks
                    for picked, division in product(x_picks, divisions):
                        out.append(Action("cast", player, obj.id, targets=chosen,
                                          x=x if has_x else None, mode=mode,
                                          costs=announced + picked, choice=division,
                                          splice=spliced))
    return out


def _payable(state: GameState, player: int, obj: GameObject, option: AlternativeCost | None,
             choices: tuple[tuple[int, ...], bool, int, Any, tuple[Cost, ...]],
             tap: bool | str) -> tuple[Cost | None, list[int]]:
    """The total cost for these announced choices (kicks, buyback, squad times, spree
    modes, splice costs; CR 601.2f) and the values of X it can be paid with; none when it
    can't be paid now (CR 601.2h, 118.3)."""
    kick, buy, times, mode, extra = choices
    cost = costs.total_cost(state, player, obj, option, kick, buy, times=times, mode=mode,
                            spliced=extra)
    harmonizing = option is not None and option.name == harmonize.NAME  # (reminder text)
    if cost is None or costs.why_unpayable_now(
            state, player, harmonize.untapped(cost) if harmonizing else cost, None, obj):
        return cost, []
    purpose = ("spell", obj.id)
    emerging = option is not None and option.name == emerge.NAME   # CR 702.119a
    xs = _x_values(state, player, emerge.most_reduced(state, player, cost) if emerging
                   else harmonize.most_reduced(state, player, cost) if harmonizing
                   else cost, tap, purpose)
    return cost, _floored_xs(state, player, cost, xs, tap, purpose)


def _floored_xs(state: GameState, player: int, cost: Cost, xs: list[int],
                convoke: bool | str, purpose: tuple[str, int]) -> list[int]:
    """The values of X still payable once the total cost is raised to a permanent's least
    ("costs three mana to cast", CR 601.2f)."""
    out = []
    for x in xs:
        mana = costs.floored(state, cost.mana, x)
        if mana is cost.mana or plan_payment(state, player, mana, x, life_cost=cost.life,
                                             convoke=convoke, purpose=purpose) is not None:
            out.append(x)
    return out


def _most_repeats(state: GameState, player: int, obj: GameObject) -> int:
    """How many times the player could pay the card's squad cost with its mana cost
    (CR 702.157a): the payments a legal action may announce."""
    times = 0
    while times < 20:
        cost = costs.total_cost(state, player, obj, None, times=times + 1)
        if cost is None or costs.why_unpayable_now(state, player, cost, None, obj) or \
                not _x_values(state, player, cost, spell_tappers(state, player, obj),
                              ("spell", obj.id)):
            return times
        times += 1
    return times


def _cost_options(state: GameState, player: int, obj: GameObject, permission: str | None
                  ) -> list[AlternativeCost | None]:
    """The mana cost (None) and the alternative costs that may be announced (CR 118.9,
    601.2b); one that needs a permission only with it (CR 702.35a)."""
    card = obj.card
    alternatives = costs.alternative_costs(state, player, obj)
    if permission == costs.PAID:                # cast now, as usual otherwise (CR 608.2g)
        paid: list[AlternativeCost | None] = [] if card.mana_cost is None else [None]
        return paid + [a for a in alternatives
                       if a.name not in NEEDS_PERMISSION and a.name not in GRAVEYARD_ONLY]
    if permission is not None:
        return [a for a in alternatives if a.name == permission]
    if obj.zone == "exile" and (plot.plotted_turn(obj) is not None and not _exile_permission(
            state, player, obj) or _free_permission(state, player, obj)):     # only free:
        return [a for a in alternatives if a.name == costs.FREE]      # CR 702.170d, 118.9
    if obj.zone == "exile" and foretell.foretold_turn(obj) is not None and \
            not _exile_permission(state, player, obj):    # CR 702.143a: its foretell cost
        return [a for a in alternatives if a.name == foretell.NAME]
    if obj.zone == "exile" and state.may_play and airbend.airbent(state, player, obj):
        return [a for a in alternatives if a.name == airbend.NAME]     # {2} (reminder text)
    if obj.zone == "graveyard" and graveyard_cast.using(card):      # that cost only (601.2b)
        return [a for a in alternatives if a.name == graveyard_cast.using(card)]
    if obj.zone == "graveyard":                      # CR 702.34a: only flashback from there
        paid = [None] if card.mana_cost is not None and (graveyard_cast.kind_of(
            state, obj) or AFTERMATH in card.keywords                      # CR 702.127a
            or graveyard_cast.may_cast(state, player, obj)) else []
        return paid + [a for a in alternatives       # or retrace; escape, disturb (702.138a,
                       if a.name in GRAVEYARD_ONLY                            # 702.146a)
                       or paid and a.name == costs.FREE and costs.free_in_any_zone(
                           state, player, obj)]              # instead of its mana cost (118.9)
    options: list[AlternativeCost | None] = [] if card.mana_cost is None else [None]
    return options + [a for a in alternatives
                      if a.name not in NEEDS_PERMISSION and a.name not in GRAVEYARD_ONLY]


def _face_down_actions(state: GameState, player: int, obj: GameObject) -> list[Action]:
    """CR 702.37c: casting a card with morph face down, for {3} (announced "morph")."""
    if not morph.KEYWORDS & obj.card.keywords or morph.morph_ability(obj.card) is None:
        return []                                              # morph, megamorph, disguise
    action = Action("cast", player, obj.id, costs=(morph.announced(obj.card),))
    return [action] if _why_cant_cast_face_down(state, action, obj) is None else []


def _why_cant_cast_face_down(state: GameState, action: Action, obj: GameObject) -> str | None:
    problem = morph.why_cant_cast(state, action.player, obj, action,
                                  sorcery_timing(state, action.player))
    if problem:
        return problem
    if costs.split(action.costs) != ((morph.announced(obj.card),), ()) or action.splice:
        return "a face-down spell is cast for {3} and nothing else (CR 702.37c, 118.9a)"
    cost = morph.total_cost(state, action.player)
    if _payment_for(state, action, cost.mana, 0) is None:
        return f"{player_name(state, action.player)} can't pay {cost.mana} (CR 601.2h)"
    return None


def hand_ability_actions(state: GameState, player: int, obj: GameObject) -> list[Action]:
    """Activated abilities that work from the hand: cycling, ninjutsu (CR 702.29a, 702.49a)."""
    out: list[Action] = []
    for index, ability in enumerate(characteristics(state, obj).activated):
        if ability.zone != "hand" or why_cant_activate(state, player, obj, ability):
            continue
        family = hand_keyword(ability)
        xs: list[int | None] = _activation_xs(state, player, obj, ability.cost) \
            if ability.cost.mana.x_count else [None]                      # CR 107.3
        bound = targets.uses_x(ability.targets)           # "X target": X first (601.2b-c)
        for x_listed in xs if bound else [None]:
            for chosen in _target_choices(state, targets.with_x(ability.targets, x_listed)
                                          if bound else ability.targets, player, obj):
                out += [Action("activate", player, obj.id, ability=index, targets=chosen,
                               costs=picked, x=x)
                        for picked in family.cost_choices(state, player, obj)
                        if family.why_not(state, player, obj, picked) is None
                        for x in ([x_listed] if bound else xs)]
    return out


def hand_keyword(ability: ActivatedAbility):  # noqa: ANN202 - a keyword module
    """The module of the keyword whose part of the cost this ability has."""
    if cycling.is_cycling(ability):
        return cycling
    if ability.keyword == ninjutsu.NAME:
        return ninjutsu
    if ability.keyword == suspend.NAME:
        return suspend
    if ability.keyword == plot.NAME:
        return plot
    if ability.keyword == foretell.NAME:
        return foretell
    if hand_ability.is_hand_ability(ability):                  # "Discard this card: ..."
        return hand_ability
    raise ValueError(f"no rules for the hand ability {ability.text!r}")


def _specs_for(card: CardDef, mode: int | tuple[int, ...] | None,
               option: AlternativeCost | None = None) -> tuple[TargetSpec, ...]:
    if option is not None and option.name == mutate.NAME:
        return (mutate.TARGET,)                                 # CR 702.140a
    if card.spell is not None:
        return card.spell.mode_for(mode).targets
    enchant = attach.enchant_target(card)                      # Aura spells (CR 303.4a)
    return (enchant,) if enchant is not None else ()


def _x_values(state: GameState, player: int, cost: Cost, convoke: bool | str = False,
              purpose: tuple[str, int] | None = None) -> list[int]:
    mana = cost.mana
    most = _announced_x_most(state, player, cost, purpose)
    if mana.x_count:
        top = max_x(mana, spendable_pool(state, player, purpose),
                    payment_sources(state, player, mana, convoke, purpose),
                    life_available=payable_life(state, player) - cost.life)
        return list(range((top if most is None else min(top, most)) + 1))
    if mana.is_empty:
        found = [0]
    else:
        found = [0] if plan_payment(state, player, mana, 0, life_cost=cost.life,
                                    convoke=convoke, purpose=purpose) is not None else []
    return list(range(max(0, most) + 1)) if found and most is not None else found


def _announced_x_most(state: GameState, player: int, cost: Cost,
                      purpose: tuple[str, int] | None) -> int | None:
    """The greatest X "pay X life" (CR 119.4) and "discard X cards" (the other cards of the
    hand, CR 118.3) allow; None without them."""
    p = state.players[player]
    most = []
    if cost.life_x:
        most.append(payable_life(state, player) - cost.life)
    if cost.discard_x:
        most.append(sum(1 for i in p.hand if purpose is None or i != purpose[1])
                    - cost.discard - cost.discard_random)
    return min(most) if most else None


_HAND_CARDS: dict[int, tuple[CardDef, tuple[bool, bool, bool, bool]]] = {}


def _hand_card(card: CardDef) -> tuple[bool, bool, bool, bool]:
    """What the listing asks of a card in a hand, from the card alone (memoized by the
    card: a hot path): a land (CR 305.1); castable without sorcery timing by itself, as an
    instant, with flash or face down (CR 307.1, 702.8a, 702.37c; a permanent's "as though
    it had flash" is the board's, `flash.as_though_flash`); activated abilities that work
    from the hand (CR 702.29a); faces to choose (CR 712.11b)."""
    hit = _HAND_CARDS.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    if len(_HAND_CARDS) > 4096:
        _HAND_CARDS.clear()
    found = ("Land" in card.types,
             "Instant" in card.types or bool(morph.KEYWORDS & card.keywords)
             or flash.has_flash(card),
             any(a.zone == "hand" for a in card.activated), bool(card.faces_to_choose))
    _HAND_CARDS[id(card)] = (card, found)
    return found


def _may_cast_now(state: GameState, player: int, card: CardDef) -> bool:
    if "Instant" in card.types or sorcery_timing(state, player):  # CR 307.1, 301.1, 302.1...
        return True
    return flash.may_cast_any_time(state, player, card)  # CR 702.8a, 609.4


def activate_actions(state: GameState, player: int, obj: GameObject, index: int,
                     ability: ActivatedAbility) -> list[Action]:
    if why_cant_activate(state, player, obj, ability) is not None:
        return []
    if costs.any_counter_kind(ability.cost):    # the kinds announced first (CR 601.2b)
        return [replace(action, costs=names + action.costs)
                for names in costs.counter_kind_choices(state, player, ability.cost, obj)
                for action in activate_actions(state, player, obj, index, replace(
                    ability, cost=costs.with_counter_kinds(ability.cost, names)))]
    if ability.cost.remove_counters_x:          # X counters removed, X chosen (CR 107.3):
        return [replace(action, x=x)            # each X up to the counters on it (118.3)
                for x in range(obj.counters.get(ability.cost.remove_counters_x, 0) + 1)
                for action in activate_actions(state, player, obj, index,
                                               _counters_removed(ability, x))]
    if ability.cost.objects_x:                  # "Sacrifice X Goats": X announced first
        return [replace(action, x=x)            # (CR 107.3, 601.2b), up to the objects
                for x in range(costs.most_objects_x(state, player, ability.cost, obj) + 1)
                for action in activate_actions(state, player, obj, index,   # there (118.3)
                                               _objects_paid(ability, x))]
    if ability.is_mana_ability:
        produced = mana_abilities.options(state, obj, ability)
        kinds = [()] if len(produced) == 1 else [(k,) for k in range(len(produced))]
        picks = costs.choices(state, player, ability.cost, obj, None,   # "Sacrifice a
                              costs.marked_objects(state)) \
            if ability.cost.chosen_count or ability.cost.crew or ability.cost.evidence \
            else [()]                                                    # Saproling: Add..."
        return [Action("activate", player, obj.id, ability=index, choice=kind, costs=picked)
                for kind in kinds for picked in picks]
    if ability.modes:                          # "Choose one —": the mode first (CR 602.2b)
        before = modes.chosen_before(state, obj, ability)                 # CR 700.2a
        return [replace(action, mode=mode) for mode in range(len(ability.modes))
                if mode not in before for action in activate_actions(state, player, obj, index,
                                               ability.with_mode(mode))]
    cost = ability.cost
    if cost.loyalty_x:                                             # CR 107.3, 606.6
        plain = replace(ability, cost=replace(cost, loyalty_x=False))
        if targets.uses_x(plain.targets) or targets.divides_x(plain.effects):
            return [replace(action, x=x)          # "with mana value X", "X damage divided":
                    for x in range(obj.counters.get("loyalty", 0) + 1)   # X announced
                    for action in activate_actions(state, player, obj, index,  # first
                                                   _with_x(plain, x))]   # (CR 601.2b-d)
        return [replace(action, x=x) for action in activate_actions(state, player, obj, index,
                                                                   plain)
                for x in range(obj.counters.get("loyalty", 0) + 1)]
    if cost.mana.x_count:                                          # CR 107.3, 602.2b
        plain = replace(ability, cost=replace(cost, mana=cost.mana.with_x(0)))
        if targets.divides_x(plain.effects) or targets.uses_x(plain.targets):  # X announced
            # first: "X damage divided", "X target creatures" (CR 601.2b-d)
            return [replace(action, x=x) for x in _activation_xs(state, player, obj, cost)
                    for action in activate_actions(state, player, obj, index,
                                                   _with_x(plain, x))]
        return [replace(action, x=x) for action in activate_actions(state, player, obj, index,
                                                                   plain)
                for x in _activation_xs(state, player, obj, cost)]
    ability = _counted_targets(state, obj, ability)                      # CR 601.2c
    divided = _divided_effects(state, obj, ability, None)                 # CR 601.2d
    if divided is not ability.effects:
        ability = replace(ability, effects=divided)
    if not cost.chosen_count and not cost.crew and not cost.evidence:  # CR 702.122a, 701.57a
        return [Action("activate", player, obj.id, ability=index, targets=chosen,
                       choice=division)
                for chosen in _target_choices(state, ability.targets, player, obj)
                if not _why_unpayable_with_targets(state, player, obj, ability, chosen)
                for division in targets.divisions(ability.effects, chosen)]    # CR 601.2d
    marked = costs.marked_objects(state)
    return [Action("activate", player, obj.id, ability=index, targets=chosen, costs=picked,
                   choice=division)
            for chosen in _target_choices(state, ability.targets, player, obj)
            if not _why_unpayable_with_targets(state, player, obj, ability, chosen)
            for picked in costs.choices(state, player, cost, obj, None,
                                        marked | {r[1] for r in chosen if r and r[0] == "object"})
            for division in targets.divisions(ability.effects, chosen)]


def _with_x(ability: ActivatedAbility, x: int) -> ActivatedAbility:
    """The ability with its announced X in its targets and its amount divided (CR 107.3,
    601.2b-d)."""
    return replace(ability, targets=targets.with_x(ability.targets, x),
                   effects=targets.effects_with_x(ability.effects, x))


def _counters_removed(ability: ActivatedAbility, x: int) -> ActivatedAbility:
    """The ability whose cost removes X counters with X announced: a mana ability's mana,
    another's targets and amount divided (CR 107.3, 601.2b-d)."""
    removed = mana_abilities.with_counters_x(ability, x)
    return removed if ability.is_mana_ability else _with_x(removed, x)


def _why_unpayable_x(state: GameState, action: Action, obj: GameObject,
                     ability: ActivatedAbility, x: int) -> str | None:
    """Why the mana of an ability whose {X} is the X its other cost announced ("{X}, Remove
    X counters", "{X}, Exile X cards") can't be paid, with that X in it (CR 107.3, 601.2h)."""
    cost = ability.cost
    if _payment_for(state, action, cost.mana, 0, exclude=obj.id if cost.tap else None,
                    life_cost=cost.life) is None:
        return f"{player_name(state, action.player)} can't pay {cost.mana} with X={x} " \
               "(CR 107.3, 601.2h)"
    return None


def _counted_targets(state: GameState, obj: GameObject, ability: ActivatedAbility
                     ) -> ActivatedAbility:
    """"up to X target ..., where X is <quantity>": that many targets at most, X counted as
    they are chosen (CR 601.2c, 602.2b)."""
    count = next((s.count for s in ability.targets if s.x_count and s.count is not None),
                 None)
    if count is None:
        return ability
    return replace(ability, targets=targets.with_x(ability.targets, amount(obj, count, state)))


def _objects_paid(ability: ActivatedAbility, x: int) -> ActivatedAbility:
    """The ability whose cost chooses X objects ("Sacrifice X Goats") with X announced: that
    many in its cost, and X in its targets and amount divided (CR 107.3, 601.2b-d)."""
    return _with_x(replace(ability, cost=costs.with_objects_x(ability.cost, x)), x)


def _divided_effects(state: GameState, obj: GameObject, ability: ActivatedAbility,
                     x: int | None) -> tuple[Effect, ...]:
    """The instructions with the amount divided known: the X announced, or the quantity
    counted as the ability is activated ("where X is ... as you activate this ability"),
    before the division is announced (CR 107.3, 601.2b-d, 602.2b)."""
    counted = targets.counted_on_activation(ability.effects)
    if counted is not None:
        x = amount(obj, counted, state)
    return targets.effects_with_x(ability.effects, x)


def _counted_on_cast(state: GameState, obj: GameObject, effects: tuple[Effect, ...]
                     ) -> tuple[Effect, ...]:
    """A spell's instructions with the amount it divides counted as it is cast ("where X is
    ... as you cast this spell"), before the division is announced (CR 601.2d)."""
    counted = targets.counted_on_activation(effects)
    if counted is None:
        return effects
    return targets.effects_with_x(effects, amount(obj, counted, state))


def _why_unpayable_with_targets(state: GameState, player: int, obj: GameObject,
                                ability: ActivatedAbility, chosen: tuple[Any, ...]
                                ) -> str | None:
    """A keyword ability whose cost is less if it targets a certain permanent: payable
    with these targets (`why_cant_activate` checked the least it may cost, CR 601.2f)?"""
    ability = costs.determined(state, player, obj, ability)             # CR 601.2f
    least = costs.keyword_cost_change(state, player, ability, None, obj)
    if least is ability:
        return None
    mana = costs.keyword_cost_change(state, player, ability, chosen, obj).cost.mana
    if mana == least.cost.mana or plan_payment(
            state, player, mana, 0, exclude=obj.id if ability.cost.tap else None,
            life_cost=ability.cost.life, purpose=("ability", obj.id)) is not None:
        return None
    return f"{player_name(state, player)} can't pay {mana} (CR 602.2b)"


def _activation_xs(state: GameState, player: int, obj: GameObject, cost: Cost) -> list[int]:
    """The values of X the player can pay for an activation cost with {X} (CR 107.3)."""
    purpose = ("ability", obj.id)                                         # CR 106.6
    sources = [s for s in payment_sources(state, player, cost.mana, False, purpose)
               if not (cost.tap and s.id == obj.id)]
    return list(range(max_x(cost.mana, spendable_pool(state, player, purpose), sources,
                            life_available=payable_life(state, player) - cost.life) + 1))


# -- why an action is illegal -----------------------------------------------------------

def why_cant_play_land(state: GameState, player: int, obj: GameObject) -> str | None:
    p = state.players[player]
    if (obj.zone != "hand" or obj.owner != player) and not _exile_permission(
            state, player, obj) and not graveyard_cast.may_play_land(state, player, obj) \
            and not zones.may_play_land_from_top(state, player, obj):           # CR 305.1
        return f"{current_name(state, obj)} isn't in {p.name}'s hand"
    if "Land" not in obj.card.types:
        return f"{current_name(state, obj)} isn't a land (CR 305.1)"
    if not multiplayer.is_active(state, player):
        return "a land can be played only during your own turn (CR 305.3, 805.4c)"
    if state.step not in MAIN_PHASES or state.stack:
        return "a land can be played only in your main phase with an empty stack (CR 305.1)"
    if state.this_turn and state.step != "cleanup" and (CANT_PLAY_LANDS, player) in \
            state.this_turn:
        return f"{p.name} can't play lands this turn (CR 101.2)"
    if why := restrictions.why_lands_forbidden(state, player, obj):
        return why
    allowed = lands_allowed(state, player)
    if p.lands_played >= allowed:
        return (f"{p.name} has already played {p.lands_played} land"
                f"{'s' if p.lands_played != 1 else ''} this turn (CR 305.2b)")
    return None


def why_cant_activate(state: GameState, player: int, obj: GameObject,
                      ability: ActivatedAbility) -> str | None:
    ability = costs.determined(state, player, obj, ability)             # CR 601.2f
    ability = costs.keyword_cost_change(state, player, ability, None, obj)   # the most (601.2f)
    if state.stack and not ability.is_mana_ability and ability.keyword != "suspend" and (
            why := split_second.why_not(state)):                        # CR 702.61a-b
        return why
    if obj.zone != "battlefield" and (why := restrictions.why_named_source(state, obj,
                                                                         ability)):
        return why                                                      # CR 602.5
    if why := restrictions.why_player_cant_activate(state, player, ability):  # 101.2
        return why
    if ability.zone == "hand" or obj.zone == "hand":
        return _why_cant_activate_from_hand(state, player, obj, ability)
    if ability.zone == "graveyard" or obj.zone == "graveyard":
        if ability.zone != "graveyard" or obj.zone != "graveyard" or obj.owner != player:
            return (f"{ability.keyword or 'that ability'} works only while "
                    f"{current_name(state, obj)} is in "
                    f"{player_name(state, player)}'s graveyard (CR 602.2, 702.84a)")
    elif obj.zone == "command" and obj.card.name == EMBLEM:            # CR 114.4, 602.2
        if obj.controller != player:
            return f"{player_name(state, player)} doesn't control that emblem (CR 602.2)"
    elif obj.zone != "battlefield" or (controller(state, obj) != player
                                       and not ability.any_player):
        return f"{player_name(state, player)} doesn't control {current_name(state, obj)} (CR 602.2)"
    elif restrictions.why_cant_activate(characteristics(state, obj), ability):
        return restrictions.why_cant_activate(characteristics(state, obj), ability)  # 602.5
    if ability.once_each_turn and (state.turn, ability.text) in obj.activations:
        return (f"this ability of {current_name(state, obj)} was already activated this turn (CR "
                "602.5b)")
    if ability.once_ever and (EVER, ability.text) in obj.activations:
        return (f"this ability of {current_name(state, obj)} was already activated "
                "(it may be activated only once, CR 602.5b)")
    if ability.times_each_turn and obj.activations.count(
            (state.turn, ability.text)) >= ability.times_each_turn:
        return (f"this ability of {current_name(state, obj)} was already activated "
                f"{ability.times_each_turn} times this turn (CR 602.5b)")
    cost = ability.cost
    problem = costs.why_unpayable_now(state, player, cost, obj)          # CR 118.3
    if problem:
        return problem
    if ability.sorcery_speed and not sorcery_timing(state, player) and not (
            cost.loyalty is not None and _loyalty_as_instant(state, obj, player)):
        return "this ability can be activated only as a sorcery (CR 602.5d)"
    if ability.during and (not multiplayer.is_active(state, player)
                           or state.step != ability.during):
        return f"this ability can be activated only during your {ability.during} (CR 602.5)"
    if ability.your_turn and not multiplayer.is_active(state, player):
        return "this ability can be activated only during your turn (CR 602.5b)"
    if ability.steps and state.step not in ability.steps:
        return f"this ability can't be activated during the {state.step} step (CR 602.5b)"
    if ability.condition is not None and not triggers.holds(state, ability.condition, obj,
                                                            player):
        return f"the condition of {current_name(state, obj)}'s ability isn't met (CR 602.5b)"
    if cost.loyalty is not None:
        problem = loyalty.why_not(state, obj)                           # CR 606.3
        if problem:
            return problem
        if cost.loyalty < 0 and obj.counters.get("loyalty", 0) < -cost.loyalty:
            return f"{current_name(state, obj)} doesn't have enough loyalty (CR 606.6)"
    if not cost.mana.is_empty and plan_payment(
            state, player, cost.mana, 0, exclude=obj.id if cost.tap else None,
            life_cost=cost.life, purpose=("ability", obj.id),
            convoke=WATERBEND if cost.waterbend else False) is None:
        return f"{player_name(state, player)} can't pay {cost.mana} (CR 602.2b)"
    return None


def _loyalty_as_instant(state: GameState, obj: GameObject, player: int) -> bool:
    """May this permanent's loyalty abilities be activated any time its controller could
    cast an instant (a static ability of its own, its condition true; CR 606.3, 611.3a)?"""
    return any(a.kind == LOYALTY_AS_INSTANT and (
        a.condition is None or triggers.holds(state, a.condition, obj, player))
        for a in characteristics(state, obj).static) or any(
        a.kind == LOYALTY_AS_INSTANT and a.affects == "yours" and
        controller(state, source) == player == controller(state, obj) and
        matches(state, a.filter, obj, player)                # an emblem's (CR 114.4)
        for source, a in static_abilities(state))


# The turn recorded in `GameObject.activations` for an exhaust ability: it never expires.
EVER = -1


def _record_activation(state: GameState, obj: GameObject, ability: ActivatedAbility) -> None:
    """Remember an activation an ability's limit counts (CR 602.5b): this turn's for "only
    once each turn", "no more than twice each turn"; for good for an exhaust ability."""
    kept = tuple(a for a in obj.activations if a[0] in (state.turn, EVER))
    if ability.once_each_turn or ability.times_each_turn or ability.counted:
        obj.activations = kept + ((state.turn, ability.text),)
    if ability.once_ever:
        obj.activations = kept + ((EVER, ability.text),)


def _why_cant_activate_from_hand(state: GameState, player: int, obj: GameObject,
                                 ability: ActivatedAbility) -> str | None:
    """CR 602.2, 702.29a, 702.49a: an ability that functions only while the card is in a
    hand, from its owner's hand."""
    if ability.zone != "hand":
        return (f"{current_name(state, obj)} isn't on the battlefield: that ability works there "
                "(CR "
                "602.2)")
    if obj.zone != "hand" or obj.owner != player:
        return (f"{ability.keyword or 'that ability'} works only while {current_name(state, obj)} "
                "is in "
                f"{player_name(state, player)}'s hand (CR 702.29a, 702.49a)")
    if ability.sorcery_speed and not sorcery_timing(state, player):
        return "this ability can be activated only as a sorcery (CR 602.5d)"
    if ability.during and (not multiplayer.is_active(state, player)
                           or state.step != ability.during):
        return f"this ability can be activated only during your {ability.during} (CR 602.5b)"
    if ability.once_each_turn and (state.turn, ability.text) in obj.activations:
        return (f"this ability of {current_name(state, obj)} was already activated this turn (CR "
                "602.5b)")
    cost = ability.cost
    if not cost.mana.is_empty and plan_payment(state, player, cost.mana, 0,
                                               life_cost=cost.life,
                                               purpose=("ability", obj.id)) is None:
        return f"{player_name(state, player)} can't pay {cost.mana} (CR 602.2b)"
    if cost.mana.is_empty and cost.life > payable_life(state, player):   # "Cycling—Pay 2
        return (f"{player_name(state, player)} can't pay {cost.life} life "  # life."
                "(CR 119.4, 119.8)")
    return None


def player_name(state: GameState, player: int) -> str:
    return state.players[player].name


def why_illegal(state: GameState, action: Action) -> str | None:
    """The reason the rules refuse `action` at this priority, or None if it's legal."""
    if action.kind == "pass":
        return None
    if action.kind == "companion":                                      # CR 702.139a
        if len(action.choice) != 1 or not isinstance(action.choice[0], str):
            return "name the companion: companion NAME"
        return companion.why_not(state, action.player, action.choice[0])
    if action.kind == "ignore":                                         # CR 116.2d
        return ignoring.why_not(state, action.player, action.object)
    if action.kind == rooms.UNLOCK:                                     # a Room's door
        obj = state.objects.get(action.object) if action.object is not None else None
        if obj is None or len(action.choice) != 1 or action.choice[0] not in (0, 1):
            return "name a locked door of a Room you control: unlock DOOR"
        return rooms.why_cant_unlock(state, action.player, obj, action.choice[0])
    obj = state.objects.get(action.object) if action.object is not None else None
    if obj is None:
        return "no such object"
    if action.face:
        disturbed = action.kind == "cast" and disturb.castable_face(obj, action.face)
        if action.kind not in ("play", "cast") or not (obj.card.faces_to_choose or disturbed) \
                or faces.face_card(obj.card, action.face) is None:
            return f"{current_name(state, obj)} has no face {action.face} to play (CR 712)"
        aftermath = AFTERMATH in faces.face_card(obj.card, action.face).keywords
        if obj.zone != "hand" and not (aftermath and obj.zone == "graveyard") and not disturbed:
            return f"{current_name(state, obj)} isn't in a hand"
        with faces.turned(state, obj, action.face):                      # CR 712.11c
            return why_illegal(state, replace(action, face=0))
    if action.splice and action.kind != "cast":
        return "cards are spliced onto a spell as it is cast (CR 702.47a)"
    if action.kind == "play":
        return why_cant_play_land(state, action.player, obj)
    if action.kind == "cast":
        return _why_cant_cast(state, action, obj)
    if action.kind == "activate":
        return _why_cant_activate_action(state, action, obj)
    if action.kind == "turn_face_up":
        return morph.why_cant_turn_face_up(state, action.player, obj,    # CR 702.37e,
                                           action.costs)                    # 701.34b
    return f"'{action.kind}' isn't an answer to priority"


def _free_instead(state: GameState, player: int, obj: GameObject, names: tuple[str, ...]
                  ) -> bool:
    """Cast from a graveyard by a permission to cast it, without paying its mana cost
    instead (Fires of Invention, CR 118.9, 601.2b)?"""
    return names == (costs.FREE,) and costs.free_in_any_zone(state, player, obj)


def why_cant_cast_with(state: GameState, action: Action, permission: str) -> str | None:
    """Why this cast isn't allowed by a resolving ability's permission (CR 702.35a)."""
    obj = state.objects.get(action.object) if action.object is not None else None
    if action.kind != "cast" or obj is None:
        return "cast the card or choose no"
    return _why_cant_cast(state, action, obj, permission)


def _why_cant_cast(state: GameState, action: Action, obj: GameObject,
                   permission: str | None = None) -> str | None:
    player, card = action.player, obj.card
    if state.stack and (why := split_second.why_not(state)):            # CR 702.61a
        return why
    if why := restrictions.why_player_cant_cast(state, player, card):   # CR 101.2
        return why
    names, chosen = costs.split(action.costs)
    if morph.face_down(names) and permission is None:
        return _why_cant_cast_face_down(state, action, obj)             # CR 702.37c
    if permission == costs.PAID:
        if obj.owner != player:
            return f"{current_name(state, obj)} may be cast now only by its owner (CR 608.2g)"
    elif permission is not None:
        if names != (permission,) or obj.owner != player:
            how = permission if permission == costs.FREE else f"its {permission} cost"
            return (f"{current_name(state, obj)} may be cast now only {how} (CR 601.2b, "
                    "608.2g)")
    elif obj.zone == "graveyard" and (not names or _free_instead(state, player, obj, names)) \
            and graveyard_cast.may_cast(state, player, obj):
        pass                                        # a permanent's permission (CR 601.2a)
    elif obj.zone == "graveyard" and obj.owner == player and not names and \
            graveyard_cast.granted_retrace(state, obj):
        pass                                        # its mana cost and the discard (702.81a)
    elif obj.zone == "graveyard" and obj.owner == player and graveyard_cast.kind(card):
        if names and not _free_instead(state, player, obj, names):   # (CR 702.81a)
            return (f"{current_name(state, obj)} is cast from the graveyard for its mana cost (CR "
                    "702.81a)")
        if (why := graveyard_cast.why_not(state, player, obj)) is not None:
            return why                              # "... if <condition>" (CR 601.2a)
    elif AFTERMATH in card.keywords:                # its half only from a graveyard
        if obj.zone != "graveyard" or obj.owner != player:
            return (f"{current_name(state, obj)} can be cast only from its owner's graveyard "
                    "(CR 702.127a)")
    elif obj.zone == "graveyard" and obj.owner == player and escape.castable(state, obj) and \
            names == (escape.NAME,):
        pass                                        # its escape cost (CR 702.138a)
    elif mayhem.castable(state, player, obj) and mayhem.NAME in names:
        pass                                        # discarded this turn (reminder text)
    elif obj.zone == "graveyard" and obj.owner == player and flashback.castable(state, obj):
        if names != (flashback.NAME,):
            return (f"{current_name(state, obj)} can be cast from the graveyard only for flashback "
                    "(CR 702.34a)")
    elif obj.zone == "graveyard" and obj.owner == player and escape.castable(state, obj):
        return (f"{current_name(state, obj)} can be cast from the graveyard only for escape (CR "
                "702.138a)")
    elif obj.zone == "exile" and plot.plotted_turn(obj) is not None and \
            not _exile_permission(state, player, obj):
        if not plot.castable(state, player, obj) or names != (costs.FREE,):
            return (f"{current_name(state, obj)} is plotted: it can be cast without paying its "
                    "mana cost in "
                    "its owner's main phase on a later turn (CR 702.170d)")
    elif obj.zone == "exile" and state.may_play and airbend.airbent(state, player, obj) \
            and names != (airbend.NAME,):
        return (f"{current_name(state, obj)} may be cast only for {{2}} (airbend, its "
                "reminder text)")
    elif _free_permission(state, player, obj) and names != (costs.FREE,):
        return (f"{current_name(state, obj)} may be cast only without paying its mana cost "
                "(CR 601.3, 118.9)")
    elif obj.zone == "exile" and foretell.foretold_turn(obj) is not None and \
            not _exile_permission(state, player, obj):
        if not foretell.castable(state, player, obj) or names != (foretell.NAME,):
            return (f"{current_name(state, obj)} is foretold: its owner may cast it for its "
                    "foretell cost "
                    "after the turn it was foretold (CR 702.143a)")
    elif obj.zone == "command" and commander.may_cast(state, player, obj):
        pass                                        # a commander (CR 903.8)
    elif obj.zone == "library" and zones.may_cast_from_top(state, player, obj):
        pass                                        # a permanent's permission (CR 601.3)
    elif obj.zone == "library" and zones.may_cast_from_top_for_life(state, player, obj):
        if costs.LIFE_EQUAL_MV not in names:        # only for that cost (CR 601.3, 118.9)
            return (f"{current_name(state, obj)} may be cast from the top of the library only "
                    "by paying life equal to its mana value (CR 601.3, 118.9)")
    elif obj.zone == "library" and ripple.offered(state, obj):
        pass                                        # offered as ripple resolves (702.60a)
    elif obj.zone == "library" and offered_to_cast(state, obj):
        pass                                        # offered as an ability resolves (608.2g)
    elif (obj.zone != "hand" or obj.owner != player) and not _exile_permission(state, player,
                                                                                obj):
        return (f"{current_name(state, obj)} isn't in {player_name(state, player)}'s hand (CR "
                "601.2a)")
    elif flashback.NAME in names:
        return (f"{current_name(state, obj)} can be cast for flashback only from the graveyard (CR "
                "702.34a)")
    elif escape.NAME in names:
        return (f"{current_name(state, obj)} can be cast for escape only from the graveyard (CR "
                "702.138a)")
    elif harmonize.NAME in names:
        return (f"{current_name(state, obj)} can be cast for harmonize only from the graveyard "
                "(its reminder text)")
    if "Land" in card.types:
        return f"{current_name(state, obj)} is a land: it is played, not cast (CR 305.9)"
    option, problem = costs.announced_alternative(state, player, obj, names)  # CR 118.9a
    kick, kick_problem = costs.kicked(obj, names)                       # CR 702.33a
    buy, buy_problem = costs.bought_back(obj, names)                    # CR 702.27a
    times, times_problem = costs.repeats(obj, names)                    # CR 702.157a
    if problem or kick_problem or buy_problem or times_problem:
        return problem or kick_problem or buy_problem or times_problem
    if buy and (problem := gift.why_not(state, player, names)):
        return problem                                                  # CR 702.174a
    if permission == costs.PAID and option is not None and option.name in GRAVEYARD_ONLY:
        return (f"{current_name(state, obj)} is cast now by the resolving ability's permission, "
                f"not for {option.name} (CR 608.2g)")
    if permission in (None, costs.PAID) and option is not None and \
            option.name in NEEDS_PERMISSION:
        return (f"{current_name(state, obj)} can be cast for {option.name} only as its "
                f"{option.name} ability "
                "resolves (CR 702.35a)")
    if card.mana_cost is None and option is None:
        return f"{current_name(state, obj)} has no mana cost and can't be cast (CR 202.1b)"
    if permission is None and not _may_cast_now(state, player, card) and not (
            card.static and flash.conditional(state, player, obj)) and not (
            option is not None and option.name == sneak.NAME):        # (its reminder text)
        return (f"{current_name(state, obj)} can be cast only in your main phase with an empty "
                "stack "
                "(CR 307.1)")
    problem = (costs.why_cant_cast_now(state, player, obj) if card.static else None) or \
        restrictions.why_spell_forbidden(state, player, obj, action.x)
    if problem:                                                         # CR 101.2, 601.3, 202.3e
        return problem
    if card.spell is not None:
        announced = action.mode if card.spell.mode_chooser else (action.mode or 0)
        if announced not in card.spell.choices():
            return f"{current_name(state, obj)} can't be cast with mode {action.mode} (CR " + \
                ("700.2e: an opponent chooses it)" if card.spell.mode_chooser else "700.2)")
        if card.spell.modal and action.mode is None and not card.spell.mode_chooser:
            return f"choose a mode for {current_name(state, obj)} (CR 601.2b)"
        problem = entwine.why_not(card, action.mode, buy) or \
            escalate.why_not(card, action.mode, costs.repeats(obj, names)[0]) or \
            modes.why_not(state, player, obj, card, action.mode, bool(kick))  # 601.2b
        if problem:
            return problem
    as_cast = cast_forms.as_cast(card, option)                          # CR 702.103d
    if action.splice:
        problem = splice.why_not(state, player, as_cast, obj.id, action.splice)
        if problem:                                                     # CR 702.47a-b
            return problem
        as_cast = splice.spliced(as_cast, tuple(state.objects[i].card.name
                                                for i in action.splice)) or as_cast
    specs = targets.with_kicker(targets.with_x(_specs_for(as_cast, action.mode, option),
                                               action.x), bool(kick) or buy and costs.extra_kind(
                                                   card) == gift.NAME)  # 601.2b-c, 702.33d
    problem = _check_targets(state, specs, action.targets, player, obj, True) or \
        targets.why_bad_division(targets.effects_with_x(_counted_on_cast(
            state, obj, targets.spell_effects(as_cast, action.mode)), action.x),
            action.targets, action.choice) or \
        mutate.why_not(state, option, obj, action.targets)
    if problem:
        return problem
    x = action.x or 0
    if x < 0:
        return "X can't be negative (CR 107.3)"
    cost = costs.total_cost(state, player, obj, option, kick, buy,      # CR 601.2f
                            action.targets, times, action.mode,
                            splice.costs(state, action.splice))                # CR 702.47a
    cost = costs.with_announced_x(cost, x) if cost is not None else None    # CR 601.2b
    if cost is not None and option is not None and option.name == harmonize.NAME:
        cost = harmonize.paid(state, cost, chosen)                      # (reminder text)
    problem = costs.why_unpayable_now(state, player, cost, None, obj) or \
        costs.why_bad_choice(state, player, cost, chosen, None, obj)
    if not problem and option is not None and option.name == emerge.NAME:
        cost = emerge.reduced(state, cost, chosen)                      # CR 702.119a
    if problem:
        return problem
    if _payment_for(state, action, costs.floored(state, cost.mana, x), x,    # CR 601.2f
                    life_cost=cost.life, convoke=spell_tappers(state, player, obj)) is None:
        return f"{player_name(state, player)} can't pay {cost.mana} (CR 601.2h)"
    return None


def _why_cant_activate_action(state: GameState, action: Action, obj: GameObject) -> str | None:
    chars = characteristics(state, obj)
    index = action.ability or 0
    if not 0 <= index < len(chars.activated):
        return f"{current_name(state, obj)} has no activated ability {index + 1}"
    ability = chars.activated[index]
    problem = why_cant_activate(state, action.player, obj, ability)
    if problem:
        return problem
    problem = _why_bad_mode(ability, action.mode) or _why_mode_chosen_before(
        state, obj, ability, action.mode)
    if problem:
        return problem
    ability = ability.with_mode(action.mode)                    # CR 602.2b, 601.2b
    if costs.any_counter_kind(ability.cost):                    # CR 122.1, 601.2b
        names, chosen = costs.split(action.costs)
        paid = costs.announced_counter_kinds(state, action.player, ability.cost, obj, names)
        if isinstance(paid, str):
            return paid
        ability, action = replace(ability, cost=paid), replace(action, costs=chosen)
    counters_x = ability.cost.remove_counters_x
    if counters_x:                                              # CR 107.3, 601.2f
        x = action.x or 0
        if x < 0 or x > obj.counters.get(counters_x, 0):
            return (f"X is how many {counters_x} counters {current_name(state, obj)} has "
                    f"removed: from 0 to {obj.counters.get(counters_x, 0)} (CR 107.3, 118.3)")
        paid_x = ability.cost.mana.x_count                      # "{X}, Remove X ...": one X
        ability = _counters_removed(ability, x)
        if paid_x and (why := _why_unpayable_x(state, action, obj, ability, x)):
            return why
    objects_x = ability.cost.objects_x
    if objects_x:                                               # CR 107.3, 601.2b
        if (action.x or 0) < 0:
            return "X can't be negative (CR 107.3)"
        paid_x = ability.cost.mana.x_count                      # "{X}, Exile X cards": one X
        ability = _objects_paid(ability, action.x or 0)
        if paid_x and (why := _why_unpayable_x(state, action, obj, ability, action.x or 0)):
            return why
    problem = _why_unpayable_with_targets(state, action.player, obj, ability, action.targets)
    if problem:
        return problem
    if ability.zone == "hand":
        names, chosen = costs.split(action.costs)
        if names:
            return f"{names[0]} is a way to cast a spell, not to activate an ability (CR 601.2b)"
        mana = ability.cost.mana
        if action.x is not None and (not mana.x_count or action.x < 0):
            return "X is chosen only for a cost with {X}, and can't be negative (CR 107.3)"
        if mana.x_count and _payment_for(state, action, mana, action.x or 0,
                                         life_cost=ability.cost.life) is None:
            return f"{player_name(state, action.player)} can't pay {mana} with X={action.x or 0}"
        return hand_keyword(ability).why_not(state, action.player, obj, chosen) or \
            _check_targets(state, targets.with_x(ability.targets, action.x), action.targets,
                           action.player, obj)                                  # CR 601.2c
    produced = mana_abilities.options(state, obj, ability) if ability.is_mana_ability else ()
    if len(produced) > 1 and (
            len(action.choice) != 1 or action.choice[0] not in range(len(produced))):
        return f"choose which mana {current_name(state, obj)} adds (CR 605.3b)"
    names, chosen = costs.split(action.costs)
    if names:
        return f"{names[0]} is a way to cast a spell, not to activate an ability (CR 601.2b)"
    problem = costs.why_bad_choice(state, action.player, ability.cost, chosen, obj, None)
    if problem:
        return problem
    mana = ability.cost.mana
    if ability.cost.loyalty_x and (action.x or 0) > obj.counters.get("loyalty", 0):
        return (f"{current_name(state, obj)} doesn't have {action.x} loyalty counters to "
                "remove (CR 606.6)")
    if action.x is not None and (not (mana.x_count or ability.cost.loyalty_x or counters_x
                                      or objects_x) or action.x < 0):
        return "X is chosen only for a cost with {X}, and can't be negative (CR 107.3)"
    if mana.x_count and _payment_for(state, action, mana, action.x or 0, exclude=obj.id if
                                     ability.cost.tap else None,
                                     life_cost=ability.cost.life) is None:
        return f"{player_name(state, action.player)} can't pay {mana} with X={action.x or 0}"
    ability = _counted_targets(state, obj, ability)                      # CR 601.2c
    return _check_targets(state, targets.with_x(ability.targets, action.x), action.targets,
                          action.player, obj) or (
        None if ability.is_mana_ability else
        targets.why_bad_division(_divided_effects(state, obj, ability, action.x),
                                 action.targets, action.choice))


def _why_bad_mode(ability: ActivatedAbility, mode: Any) -> str | None:
    """A modal activated ability needs one of its modes, a non-modal one none (CR 602.2b,
    700.2)."""
    if ability.modes and not (isinstance(mode, int) and 0 <= mode < len(ability.modes)):
        return f"choose one of the {len(ability.modes)} modes of this ability (CR 602.2b, 700.2)"
    if not ability.modes and mode is not None:
        return "this ability has no modes (CR 700.2)"
    return None


def _why_mode_chosen_before(state: GameState, obj: GameObject, ability: ActivatedAbility,
                            mode: Any) -> str | None:
    """"Choose one that hasn't been chosen [this turn] —": not a mode chosen before for this
    object (CR 700.2a)."""
    if mode in modes.chosen_before(state, obj, ability):
        when = " this turn" if ability.unchosen == MODES_UNCHOSEN[1] else ""
        return f"mode {mode + 1} of this ability has been chosen{when} (CR 700.2a)"
    return None


def _check_targets(state: GameState, specs: tuple[TargetSpec, ...], chosen: tuple[Ref, ...],
                   player: int, source: GameObject | None, spell: bool | None = None
                   ) -> str | None:
    if len(chosen) != len(specs):
        return f"choose {len(specs)} target{'s' if len(specs) != 1 else ''} (CR 601.2c)"
    if opponent_targets.later(specs) and (why := opponent_targets.why_not(specs, chosen)):
        return why
    for spec, ref in zip(specs, chosen, strict=True):
        if ref is None:                               # "up to": left unchosen (CR 601.2c)
            if spec.optional or spec.chooser:         # (an opponent's: chosen next)
                continue
            return f"choose a target for {spec.text} (CR 601.2c)"
        if not targets.is_legal(state, spec, ref, player, source, spell):
            return multiplayer.why_out_of_range(state, player, ref) or \
                f"{ref_name(state, ref)} isn't a legal choice for {spec.text} (CR 115.1)"
    if not targets.distinct_ok(specs, chosen):
        return "\"another target\" must be a different one from the earlier targets (CR 115.3)"
    problem = targets.why_not_controlled_by(state, specs, chosen)
    if problem:
        return problem
    if not targets.one_graveyard_ok(state, specs, chosen):
        return "the cards must all be from a single graveyard (CR 115.1)"
    return None


def _payment_for(state: GameState, action: Action, cost: ManaCost, x: int,
                 exclude: int | None = None, life_cost: int = 0, convoke: bool | str = False
                 ) -> Payment | None:
    return plan_payment(state, action.player, cost, x, exclude=exclude, only=action.payment,
                        life_cost=life_cost, convoke=convoke, purpose=_purpose(action))


def _purpose(action: Action) -> tuple[str, int] | None:
    """What an action's mana pays for, for restricted mana (CR 106.6): the spell cast, or
    the source of the ability activated; a face-down spell spends none."""
    if action.object is None or (action.kind == "cast" and morph.face_down(action.costs)):
        return None
    return ("spell" if action.kind == "cast" else "ability", action.object)


# -- doing them -------------------------------------------------------------------------

def take(state: GameState, action: Action) -> None:
    """Perform a legal priority action (checked by the caller)."""
    kind = action.kind
    if kind == "pass":
        pass_priority(state, action.player)
        return
    if kind == "companion":                                     # a special action (116.2g)
        companion.take(state, action)
        state.passes = 0
        return
    if kind == "ignore":                                        # a special action (116.2d)
        ignoring.take(state, action)
        state.passes = 0
        return
    if kind == rooms.UNLOCK:                                    # a special action (Rooms)
        rooms.unlock(state, action.player, state.objects[action.object], action.choice[0])
        state.passes = 0
        return
    obj = state.objects[action.object]
    faces.turn_up(state, obj, action.face)                   # CR 712.11b, 712.12
    if kind == "play":
        play_land(state, action.player, obj)
    elif kind == "cast":
        cast(state, action, obj)
    elif kind == "activate":
        activate(state, action, obj)
    elif kind == "turn_face_up":
        morph.turn_face_up(state, action.player, obj, action.costs)      # CR 702.37e, 116.2b
    state.passes = 0                                    # CR 117.3c


def pass_priority(state: GameState, player: int) -> None:
    """CR 117.4: all players passing in succession resolves the top object or ends the step."""
    state.passes += 1
    if state.passes < len(state.living()):
        state.priority = state.next_player(player)
        return
    state.passes = 0
    if state.stack:
        resolve.begin(state)
    else:
        state.stage = "end"


def play_land(state: GameState, player: int, obj: GameObject) -> None:
    """CR 305.1: a special action; the land goes straight onto the battlefield.

    A choice its replacement effects need as it enters ("As this land enters, you may pay 2
    life", CR 614.12, 616.1) is asked: the game waits in the stage "land" and
    `land_enters` runs the same event again with the answer."""
    state.players[player].lands_played += 1
    land_enters(state, events.entering(obj, player))


def land_enters(state: GameState, event: events.Enter) -> None:
    """The played land enters (CR 305.1), or the replacement choice it needs is asked (the
    stage "land" remembers the event through `state.replacing`)."""
    made = events.happen_for(state, event)
    if isinstance(made, Decision):
        state.stage, state.decision = "land", made
        return
    state.stage = "priority"
    obj = state.objects[event.obj]
    new = made[0] if made[0] is not None else obj
    state.say(f"{player_name(state, event.controller)} plays {current_name(state, new)}",
              "305.1", "116.2a")
    triggers.on_play_land(state, event.controller, new)                  # CR 305.1
    triggers.on_play_land_from(state, event.controller, new, obj.zone.removeprefix("gone:"))


def cast(state: GameState, action: Action, obj: GameObject) -> None:
    """CR 601.2a-i, in order; every choice was made when the action was chosen."""
    player = action.player
    x = action.x or 0
    names, chosen = costs.split(action.costs)
    if morph.face_down(names):
        _cast_face_down(state, action, obj)
        return
    option, _ = costs.announced_alternative(state, player, obj, names)
    kick, _ = costs.kicked(obj, names)
    buy, _ = costs.bought_back(obj, names)
    times, _ = costs.repeats(obj, names)                                  # CR 702.157a
    cost = costs.with_announced_x(costs.total_cost(                          # CR 601.2b, f
        state, player, obj, option, kick, buy, action.targets, times, action.mode,
        splice.costs(state, action.splice)), x)                          # CR 702.47a
    if option is not None and option.name == emerge.NAME:
        cost = emerge.reduced(state, cost, chosen)                       # CR 702.119a
    if option is not None and option.name == harmonize.NAME:
        cost = harmonize.paid(state, cost, chosen)                       # (reminder text)
    convoke = spell_tappers(state, player, obj)                # CR 702.51a, 702.126a
    payment = _payment_for(state, action, costs.floored(state, cost.mana, x), x,
                           life_cost=cost.life, convoke=convoke)                # CR 601.2f
    convoked = _convoked(state, player, payment, convoke, _purpose(action))
    suspended = option is not None and option.name == costs.FREE and \
        suspend.offered(state, obj)                                       # CR 702.62a
    exiled = obj.zone == "graveyard" and option is None and not graveyard_offer(
        state, obj) and graveyard_cast.use_permission(state, player, obj)  # (once each turn)
    if obj.zone == "command":
        commander.cast_from_command_zone(state, obj)                      # CR 903.8
    sorcery_time = sorcery_timing(state, player)      # before it is on the stack (CR 307.1)
    spell = zones.move(state, obj, "stack", controller=player)            # CR 601.2a
    spell.card = cast_forms.as_cast(spell.card, option)                       # CR 702.103b
    if action.splice:                       # the spell gains their text (CR 702.47a, 702.47c)
        spliced = tuple(state.objects[i] for i in action.splice)
        spell.card = splice.spliced(spell.card, tuple(c.card.name for c in spliced)) \
            or spell.card
        state.say(f"{player_name(state, player)} reveals "
                  f"{listed([current_name(state, c) for c in spliced])} and splices "
                  f"{'it' if len(spliced) == 1 else 'them'} onto "
                  f"{current_name(state, spell)}", "702.47a", "601.2b")
    spell.mode, spell.x, spell.targets = action.mode, x, action.targets   # CR 601.2b-c
    if action.choice:                                   # the division of damage (CR 601.2d)
        spell.chosen += ((targets.DIVIDED, ",".join(map(str, action.choice))),)
    if option is not None and option.name == flashback.NAME:
        spell.exile_on_leave = flashback.RULE                             # CR 702.34a
    if option is not None and option.name == harmonize.NAME:
        spell.exile_on_leave = harmonize.RULE                             # (reminder text)
    if option is not None and option.name == warp.NAME:
        record(state, VOID, player)                   # "a spell was warped this turn"
    spell.kicked = bool(kick)                                             # CR 702.33d
    spell.cast_for = "+".join(                                            # CR 702.74a
        ((option.name,) if option is not None else ()) + (
            (costs.extra_kind(obj.card),) if buy and costs.extra_kind(obj.card)
            in costs.REMEMBERED else ()) + ((suspend.NAME,) if suspended else ())
        + tuple(n for n in names if n in costs.REPEATABLE)               # CR 702.157a
        + (tuple(n for n in names if n.startswith(f"{costs.KICKER} "))))   # CR 702.33f
    if buy and costs.extra_kind(obj.card) == gift.NAME:
        gift.promise(spell, gift.recipient(state, player, names))         # CR 702.174a
    if obj.zone == "gone:graveyard" and AFTERMATH in spell.card.keywords:
        spell.exile_on_leave = AFTERMATH_RULE                             # CR 702.127a
    if exiled:
        spell.exile_on_leave = EXILE_IF_GRAVEYARD                         # CR 614.1a
    if obj.zone == "gone:graveyard" and graveyard_cast.kind(obj.card) == "jump-start":
        spell.exile_on_leave = graveyard_cast.JUMP_START_RULE             # CR 702.133a
    if obj.zone == "gone:hand" and "rebound" in obj.card.keywords:
        spell.chosen += (rebound.FROM_HAND,)                              # CR 702.88a
    tagged = pay(state, player, payment, convoke, _purpose(action), spell)  # CR 601.2g-h
    if payment is not None:                              # the mana spent to cast it (601.2h)
        units = mana_spent.units_spent(payment, convoked)
        mana_spent.record(spell, units, tagged, state)
        triggers.on_expend(state, player, len(units))                     # (reminder text)
    if payment is not None and payment.life and COMPLEATED in obj.card.keywords:
        spell.chosen += ((COMPLEATED, payment.life // 2),)     # symbols paid (107.4f, 702.150a)
    if payment is not None and "sunburst" in obj.card.keywords:          # CR 702.44a
        spell.chosen += (("sunburst", "".join(sorted(
            {unit for unit, _ in payment.spend if unit in "WUBRG"}))),)
    if option is not None and option.name == sneak.NAME:
        sneak.remember_defender(state, spell, costs.group("return", cost, chosen))
    costs.pay(state, player, cost, chosen, None, spell)                   # CR 601.2h
    if buy and costs.extra_kind(obj.card) in (costs.BUYBACK, costs.CASUALTY, costs.CONSPIRE):
        spell.paid += ((costs.extra_kind(obj.card), None),)               # CR 702.27a, 702.153a
    state.priority = player                                               # CR 117.3c
    how = (f" for {option.name}" if option is not None else "") + (
        " with kicker" if kick else "") + (f" for {costs.extra_kind(obj.card)}" if buy else "")
    state.say(f"{player_name(state, player)} casts {describe_stack_choice(state, spell)}{how}",
              "601.2", *(("118.9",) if option is not None else ()))
    triggers.on_cast(state, spell)                                        # CR 601.2i
    triggers.on_targeted(state, spell)                                    # CR 702.21a
    flash_cast(state, spell, sorcery_time)                                # CR 603.7a
    modes.ask_spell_mode(state, spell)                                    # CR 700.2e


def _convoked(state: GameState, player: int, payment: Payment | None, convoke: bool | str,
              purpose: tuple[str, int] | None = None) -> list[str]:
    """The mana types creatures, artifacts or cards pay for convoke, improvise or delve in
    `payment`: not mana spent (CR 702.51a, 702.126a, 702.66a). Read before paying."""
    if not convoke or payment is None:
        return []
    own = {s.id: len(s.options) for s in mana_sources(state, player, purpose)}
    merged = {s.id: s.options for s in payment_sources(state, player, NO_COST, convoke,
                                                        purpose)}
    return [merged[sid][k] for sid, k in payment.taps if k >= own.get(sid, 0)]


def _cast_face_down(state: GameState, action: Action, obj: GameObject) -> None:
    """CR 702.37c, 708.4: the card is turned face down as it moves to the stack, and {3}
    is paid rather than its mana cost. The log doesn't say what it is (CR 708.5)."""
    player = action.player
    cost = morph.total_cost(state, player)
    payment = _payment_for(state, action, cost.mana, 0)
    spell = zones.move(state, obj, "stack", controller=player)            # CR 601.2a
    spell.face_down = morph.face_down_as(obj.card)                        # CR 708.4, 702.168a
    state.changed()
    pay(state, player, payment, paying_for=spell)                         # CR 601.2g-h
    state.priority = player                                               # CR 117.3c
    state.say(f"{player_name(state, player)} casts a face-down creature spell", "601.2",
              "702.37c", "708.4")
    triggers.on_cast(state, spell)                                        # CR 601.2i


def activate(state: GameState, action: Action, obj: GameObject) -> None:
    player = action.player
    printed = characteristics(state, obj).activated[action.ability or 0]
    ability = printed.with_mode(action.mode)          # the mode announced (CR 602.2b)
    ability = costs.determined(state, player, obj, ability)             # CR 601.2f
    ability = costs.keyword_cost_change(state, player, ability, action.targets, obj)
    if costs.any_counter_kind(ability.cost):                              # CR 601.2b
        paid = costs.announced_counter_kinds(state, player, ability.cost, obj,
                                             costs.split(action.costs)[0])
        assert not isinstance(paid, str), paid          # `why_illegal` refused it
        ability = replace(ability, cost=paid)
    if ability.zone == "hand":
        _activate_from_hand(state, action, obj, ability)
        return
    if ability.cost.remove_counters_x:                    # X chosen as it is paid (107.3)
        ability = mana_abilities.with_counters_x(ability, action.x or 0)
    if ability.cost.objects_x:                            # X announced (CR 107.3, 601.2b)
        ability = replace(ability, cost=costs.with_objects_x(ability.cost, action.x or 0))
    ability = _counted_targets(state, obj, ability)                      # CR 601.2c
    cost = ability.cost
    _, chosen = costs.split(action.costs)
    if ability.is_mana_ability:                                           # CR 605.3a
        index = action.choice[0] if action.choice else 0                  # CR 605.3b
        ability = mana_abilities.with_sacrificed(state, ability, [     # as it is sacrificed
            state.objects[i] for i in costs.group("sacrifice", cost, chosen)])  # (608.2h)
        if not cost.mana.is_empty:          # "{1}, {T}: Add {R}{G}": its mana first (601.2g)
            pay(state, player, _payment_for(state, action, cost.mana, 0,
                                            exclude=obj.id if cost.tap else None,
                                            life_cost=cost.life), False, _purpose(action), obj)
        costs.pay(state, player, cost, chosen, obj, None)
        _record_activation(state, obj, ability)                           # CR 602.5b
        option = "".join(f"{{{c}}}" for c in mana_abilities.add(state, player, obj, ability,
                                                                index)) or "no mana"
        name = current_name(state, obj)
        state.say(f"{player_name(state, player)} taps {name} for {option}" if cost.tap
                  else f"{player_name(state, player)} adds {option} with "
                  f"{possessive(name)} ability", "605.3a", "106.4")
        return
    payment = None
    x = action.x or 0                                                     # CR 107.3
    if not cost.mana.is_empty:
        payment = _payment_for(state, action, cost.mana, x,
                               exclude=obj.id if cost.tap else None, life_cost=cost.life,
                               convoke=WATERBEND if cost.waterbend else False)
    item = zones.create_object(state, obj.card, player, "stack")          # CR 602.2a
    item.controller = player
    item.ability = ability
    if obj.zone == "battlefield":
        faces.remember_source(item, obj)                                  # CR 701.28f
    item.x = x
    item.source_id = obj.id
    item.source_name = obj.name
    item.targets = action.targets
    item.mode = action.mode if printed.modes else None                    # CR 602.2b
    if item.mode is not None:
        modes.remember(state, obj, printed, item.mode)                    # CR 700.2a
    if action.choice and not ability.is_mana_ability:   # the division (CR 601.2d)
        item.chosen += ((targets.DIVIDED, ",".join(map(str, action.choice))),)
    _record_activation(state, obj, ability)                               # CR 602.5b
    if payment is not None:                                               # CR 601.2g-h
        pay(state, player, payment, WATERBEND if cost.waterbend else False, _purpose(action),
            item)
    if cost.loyalty_x:                                                    # CR 606.4, 107.3
        events.remove_counters(state, obj, "loyalty", x)
        loyalty.activated(state, obj, player)
    elif cost.loyalty is not None:                                        # CR 606.4
        if cost.loyalty >= 0:
            events.add_counters(state, obj, "loyalty", cost.loyalty)
        else:
            events.remove_counters(state, obj, "loyalty", -cost.loyalty)
        loyalty.activated(state, obj, player)
    costs.pay(state, player, cost, chosen, obj, item)                     # CR 602.2b, 601.2h
    state.priority = player
    chosen = f", choosing \"{printed.modes[item.mode].text}\"" if item.mode is not None else ""
    state.say(f"{player_name(state, player)} activates {describe_stack_choice(state, item)}"
              f"{chosen}", "602.2", *(("700.2",) if chosen else ()))
    if not opponent_targets.ask(state, item):                             # CR 601.2c
        triggers.on_targeted(state, item)                                 # CR 702.21a
    triggers.on_activated(state, player, obj, ability)                    # CR 602.2i


def _activate_from_hand(state: GameState, action: Action, obj: GameObject,
                        ability: ActivatedAbility) -> None:
    """CR 602.2: the card is revealed (602.2a), the ability goes on the stack, then its
    costs are paid: the mana, and what the keyword adds (discard it, return an attacker)."""
    player = action.player
    _, chosen = costs.split(action.costs)
    cost = ability.cost
    if ability.is_mana_ability:              # "Exile this card from your hand: Add {G}."
        hand_ability.exile_for_mana(state, player, obj)         # no stack (CR 605.3a)
        index = action.choice[0] if action.choice else 0
        option = "".join(f"{{{c}}}" for c in mana_abilities.add(state, player, obj, ability,
                                                                index)) or "no mana"
        state.say(f"{player_name(state, player)} adds {option} with {possessive(obj.name)} "
                  "ability", "605.3a", "106.4")
        return
    payment = None if cost.mana.is_empty else _payment_for(state, action, cost.mana,
                                                           action.x or 0, life_cost=cost.life)
    if ability.keyword in (suspend.NAME, plot.NAME, foretell.NAME):  # no stack (116.2f)
        if payment is not None:
            pay(state, player, payment, False, _purpose(action), obj)
        hand_keyword(ability).exile(state, player, obj, ability)
        state.priority = player                      # CR 117.3c: the player keeps priority
        return
    item = zones.create_object(state, obj.card, player, "stack")          # CR 602.2a
    item.controller = player
    item.ability = ability
    if obj.zone == "battlefield":
        faces.remember_source(item, obj)                                  # CR 701.28f
    item.source_id = obj.id
    item.source_name = obj.name
    item.targets = action.targets
    item.x = action.x or 0                                                # CR 107.3
    if ability.once_each_turn:                                            # CR 602.5b
        obj.activations = tuple(a for a in obj.activations if a[0] in (state.turn, EVER)) + (
            (state.turn, ability.text),)
    state.say(f"{player_name(state, player)} activates {describe_stack_choice(state, item)} "
              "from their hand", "602.2", "602.2a")
    if payment is not None:
        pay(state, player, payment, False, _purpose(action), item)        # CR 601.2g-h
    elif cost.life:                                  # a life cost alone (CR 119.4, 118.3b)
        events.lose_life(state, player, cost.life, "119.4", "118.3b")
    hand_keyword(ability).pay(state, player, obj, item, chosen)          # CR 602.2b
    state.priority = player
    triggers.on_activated(state, player, obj, ability)                    # CR 602.2i


def describe_stack_choice(state: GameState, item: GameObject) -> str:
    text = item.name
    if item.is_ability:
        text = f"{current_name(state, item)}'s ability \"{item.ability.text}\""
    if item.x and item.card.mana_cost and item.card.mana_cost.x_count and not item.is_ability:
        text += f" with X={item.x}"
    if item.targets:
        text += " targeting " + ", ".join(ref_name(state, r) for r in item.targets if r)
    return text
