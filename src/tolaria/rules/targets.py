"""Targets (CR 115): what a "target ..." phrase may choose, and checking it again on resolution.

`source` is the spell (cast from the hand or on the stack) or the source of the
ability: its characteristics decide protection (CR 702.16b) and "hexproof
from" (CR 702.11d); the controller choosing decides hexproof (CR 702.11b).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from itertools import combinations, islice, product
from typing import Any

from tolaria.data.ir import ANY_NUMBER, CardDef, Effect, ObjectFilter, TargetSpec, TriggeredAbility
from tolaria.data.objects import GameObject, Ref
from tolaria.data.state import GameState
from tolaria.data.vocabulary import (
    CYCLED_X,
    DAMAGED_PLAYERS,
    GRAVEYARD_OR_BATTLEFIELD,
    MORE_CREATURES,
    NOT_YOURS,
    ON_ACTIVATION,
    UNTARGETABLE_BY,
    UNTARGETABLE_BY_OPPONENTS,
    YOUR_TEAM,
)
from tolaria.rules import multiplayer, restrictions
from tolaria.rules.keywords import hexproof, protection
from tolaria.rules.layers import characteristics, chars_match, matches, targets_one_of
from tolaria.rules.layers import controller as controller_of


def candidates(state: GameState, spec: TargetSpec, controller: int,
               source: GameObject | None, spell: bool | None = None) -> list[Ref]:
    """Every legal choice for one target phrase, players first, then objects (CR 115.1).
    `spell`: whether `source` is a spell (None: a spell if on the stack, `may_target`)."""
    spec = counted(state, spec, controller, source)
    found: list[Ref] = []
    if spec.players is not None:
        for p in state.players:
            if not p.lost and _player_ok(state, spec, p.index, controller):
                found.append(("player", p.index))
    flt = spec.objects
    if flt is not None:
        pool = state.stack if flt.spell or flt.abilities else state.battlefield
        if flt.spell and flt.permanent:
            pool = state.battlefield + state.stack
        if flt.zone in ("graveyard", GRAVEYARD_OR_BATTLEFIELD):          # "target card from a
            pool = [o for p in state.apnap() for o in state.players[p].graveyard]  # graveyard"
            if flt.zone == GRAVEYARD_OR_BATTLEFIELD:
                pool += state.battlefield
        for oid in pool:
            obj = state.objects[oid]
            if is_legal_object(state, spec, obj, controller, source, spell):
                found.append(("object", oid))
    return found


def _player_ok(state: GameState, spec: TargetSpec, player: int, controller: int) -> bool:
    if state.options.limited_range and not multiplayer.in_range(state, controller, player):
        return False                                                  # CR 801.4
    if spec.players == "opponent":
        return multiplayer.is_opponent(state, controller, player) and \
            restrictions.may_target_player(state, player, controller)  # CR 102.3
    if spec.players == "you":
        return player == controller and restrictions.may_target_player(state, player,
                                                                       controller)
    if spec.players == MORE_CREATURES:                     # Oath of Druids (of_player's)
        return spec.of_player >= 0 and multiplayer.is_opponent(state, spec.of_player, player) \
            and _creatures(state, player) > _creatures(state, spec.of_player) \
            and restrictions.may_target_player(state, player, controller)
    if spec.players == DAMAGED_PLAYERS and ("player_damaged", player) not in state.this_turn:
        return False                                 # "that was dealt damage this turn"
    if spec.players == "teammate":                                    # CR 102.3, 804.2
        return player != controller and not multiplayer.is_opponent(state, controller, player)
    return restrictions.may_target_player(state, player, controller)  # CR 702.11c, 702.18c


def _creatures(state: GameState, player: int) -> int:
    """How many creatures `player` controls."""
    return sum(1 for oid in state.battlefield
               if (chars := characteristics(state, state.objects[oid])).controller == player
               and "Creature" in chars.types)


def chooser(ability: TriggeredAbility, controller: int) -> int:
    """Who chooses the targets of a trigger going on the stack: its controller (CR 603.3d),
    or the player its text names ("that player chooses target player ...")."""
    return next((s.of_player for s in ability.targets if s.of_player >= 0), controller)


def counted(state: GameState, spec: TargetSpec, controller: int,
            source: GameObject | None) -> TargetSpec:
    """"with power less than or equal to the number of ...": the phrase with the count
    made now, as targets are chosen or checked (CR 115.1, 608.2b)."""
    flt = spec.objects
    if flt is None or not flt.compare or all(type(n) is not tuple for _, _, n in flt.compare):
        return spec
    return replace(spec, objects=counted_filter(state, flt, controller, source))


def counted_filter(state: GameState, flt: Any, controller: int,
                   source: GameObject | None) -> Any:
    """The description with its counted bounds ("with mana value equal to the number of
    charge counters on this artifact") counted now (CR 608.2h)."""
    if flt is None or not flt.compare or all(type(n) is not tuple for _, _, n in flt.compare):
        return flt
    return replace(flt, more=None, compare=tuple(
        (w, o, _count(state, controller, source, n) if type(n) is tuple else n)
        for w, o, n in flt.compare))


def _count(state: GameState, controller: int, source: GameObject | None,
           value: tuple[Any, ...]) -> int:
    """A counted bound: "the number of ...", or the source's own power or toughness (its
    last known information if it has left, CR 608.2h)."""
    from tolaria.rules.quantities import evaluate
    if value[0] == "plus":                  # "less than this creature's power": one below
        return value[1] + _count(state, controller, source, value[2])
    if value[0] == "times":
        return value[1] * _count(state, controller, source, value[2])
    if value[0] in ("power", "toughness") and value[1:] == ("self",):
        found = getattr(characteristics(state, source), value[0]) if source is not None \
            else None
        return found or 0
    return evaluate(state, controller, source, value)


def is_legal_object(state: GameState, spec: TargetSpec, obj: GameObject, controller: int,
                    source: GameObject | None, spell: bool | None = None) -> bool:
    spec = counted(state, spec, controller, source)
    flt = spec.objects
    if flt is None:
        return False
    if flt.controller is not None and flt.controller not in ("you", "opponent", YOUR_TEAM,
                                                             NOT_YOURS):
        # "that player controls": the player, named as the trigger went on the stack
        # (`for_trigger`); never named (some other way to the stack): nothing qualifies.
        # A card in "defending player's graveyard": that player owns it (CR 404.2, 506.2).
        if type(flt.controller) is not int:
            return False
        if flt.zone == "graveyard":
            if obj.zone != "graveyard" or obj.owner != flt.controller:
                return False
        elif obj.zone not in ("battlefield", "stack") or \
                controller_of(state, obj) != flt.controller:
            return False
    if obj.is_ability:                      # "target activated ability" (CR 113.1)
        return bool(flt.abilities) and _ability_ok(flt, obj, controller, source) and (
            not (flt.types or flt.colorless) or _from_source(state, flt, obj, controller)) \
            and (not flt.targeting or targets_one_of(state, flt.targeting, obj, controller,
                                                     source))         # "that targets you"
    if flt.zone:                            # a card in a graveyard: "your" is its owner's
        if flt.zone == GRAVEYARD_OR_BATTLEFIELD:    # a card there or a permanent (115.1)
            return is_legal_object(state, replace(spec, objects=replace(
                flt, zone="graveyard" if obj.zone == "graveyard" else "")), obj, controller,
                source, spell)
        if flt.zone == "graveyard" and restrictions.graveyard_cards_untargetable(state):
            return False                                            # CR 115.1, 101.2
        return obj.zone == flt.zone and matches(state, flt, obj, controller, source)
    if flt.spell and not (flt.permanent and obj.zone == "battlefield"):
        # CR 115.5: a spell or ability can't target itself; CR 112.1: only spells.
        if obj.zone != "stack" or obj.is_ability or (source is not None and obj.id == source.id):
            return False
        if state.options.limited_range and not multiplayer.object_in_range(
                state, controller, obj):
            return False                                              # CR 801.4
        return matches(state, flt, obj, controller, source)
    if obj.zone != "battlefield":
        return False
    if state.options.limited_range and not multiplayer.object_in_range(state, controller, obj):
        return False                                                  # CR 801.4
    return matches(state, flt, obj, controller, source) and may_target(
        state, obj, controller, source, spell)


def may_target(state: GameState, obj: GameObject, controller: int,
               source: GameObject | None, spell: bool | None = None) -> bool:
    """Shroud, hexproof and protection (CR 702.18a, 702.11b, 702.16b) of a permanent.
    `spell`: whether the source is a spell being cast or on the stack (None: it is if it
    is on the stack and not an ability) and not an ability's source ("protection from
    spells ...")."""
    chars = characteristics(state, obj)
    if spell is None:
        spell = source is not None and source.zone == "stack" and not source.is_ability
    if chars.restrictions and not (_may_target_despite(state, chars.restrictions, controller)
                                   and _may_target_by(state, chars, controller, source, spell)):
        return False
    if not chars.keywords or not _guarded(chars.keywords):
        return True
    source_chars = characteristics(state, source) if source is not None else None
    despite = chars.controller != controller and any(
        k == "hexproof" or k.startswith("hexproof from ") for k in chars.keywords) and \
        restrictions.despite_hexproof(state, controller, chars.controller)
    return hexproof.can_target(chars, controller, source_chars, despite) and \
        protection.can_target(chars, source_chars, spell)


def _may_target_by(state: GameState, chars: Any, controller: int,
                   source: GameObject | None, spell: bool) -> bool:
    """"This creature can't be the target of black spells or abilities from black sources"
    (`UNTARGETABLE_BY`, CR 115.1): the spell's or the ability's source's colours now."""
    for found in chars.restrictions:
        if not found.startswith(UNTARGETABLE_BY) or source is None:
            continue
        scope, colors, whose = found[len(UNTARGETABLE_BY):].split(":")
        if not spell and scope == "spells" or spell and scope == "abilities":
            continue                                                    # (CR 113.1)
        if whose != "any" and not multiplayer.is_opponent(state, int(whose[3:]), controller):
            continue                            # "your opponents": the source controller's
        if not colors or _of_colors(characteristics(state, source).colors, colors):
            return False
    return True


def _of_colors(have: Any, colors: str) -> bool:
    """Has an object of colours `have` one of `colors` ("U|B"), or none of "nonG"'s?"""
    if colors.startswith("non"):
        return colors[3:] not in have
    return any(c in have for c in colors.split("|"))


def _may_target_despite(state: GameState, restrictions: frozenset[str], controller: int
                        ) -> bool:
    """"can't be the target of spells or abilities your opponents control this turn": not
    by a spell or ability an opponent of that player controls (CR 115.1, 611.2a)."""
    for found in restrictions:
        if found.startswith(UNTARGETABLE_BY_OPPONENTS):
            player = int(found[len(UNTARGETABLE_BY_OPPONENTS):])
            if multiplayer.is_opponent(state, player, controller):
                return False
    return True


def is_legal(state: GameState, spec: TargetSpec, ref: Ref, controller: int,
             source: GameObject | None, spell: bool | None = None) -> bool:
    kind, ident = ref
    if kind == "player":
        if spec.players is None or ident >= state.n_players or state.players[ident].lost:
            return False
        return _player_ok(state, spec, ident, controller)
    obj = state.objects.get(ident)
    return obj is not None and is_legal_object(state, spec, obj, controller, source, spell)


def distinct_ok(specs: tuple[TargetSpec, ...], chosen: tuple[Ref | None, ...]) -> bool:
    """"Another target ...": a `distinct` target isn't one chosen for an earlier target of
    the same spell or ability (CR 115.3 otherwise allows the same one for each "target")."""
    start = 0                                   # where the current phrase's targets begin
    for i, spec in enumerate(specs):
        if not spec.same_phrase:
            start = i
        if i >= len(chosen) or chosen[i] is None:
            continue
        if spec.distinct and chosen[i] in chosen[:i]:
            return False
        if chosen[i] in chosen[start:i]:        # CR 115.3: once per instance of "target"
            return False
    return True


def choices(state: GameState, specs: tuple[TargetSpec, ...], controller: int,
            source: GameObject | None, spell: bool | None = None
            ) -> list[tuple[Ref | None, ...]]:
    """The legal choices of targets (CR 601.2c, 603.3d). The targets of one phrase
    ("up to two target creatures") are chosen as a set: listed once, in candidate order,
    the unchosen ones (None) last, at most `SETS_LISTED` sets of each size above one (a
    long graveyard has too many); `act` accepts any legal choice, in any order."""
    if not any(s.optional or s.same_phrase for s in specs):       # the usual case, fast
        lists = [candidates(state, spec, controller, source, spell) for spec in specs]
        if any(s.controlled_by >= 0 for s in specs):            # CR 115.1: that player's
            return [c for c in product(*lists) if distinct_ok(specs, c)
                    and one_graveyard_ok(state, specs, c)]
        return [c for c in product(*lists) if distinct_ok(specs, c)]
    phrases: list[list[tuple[Ref | None, ...]]] = []
    i = 0
    while i < len(specs):
        j = i + 1
        while j < len(specs) and specs[j].same_phrase:
            j += 1
        found = candidates(state, specs[i], controller, source, spell)
        size = j - i
        least = sum(1 for s in specs[i:j] if not s.optional)    # "one or two targets": 1
        most = sum(1 for s in specs[i:j] if not is_closed(s))   # "X target": X (with_x)
        phrases.append([pick + (None,) * (size - k) for k in range(least, most + 1)
                        for pick in _sets(state, specs[i], found, k)])
        i = j
    return [sum(c, ()) for c in product(*phrases) if distinct_ok(specs, sum(c, ()))
            and one_graveyard_ok(state, specs, sum(c, ()))]


SETS_LISTED = 24


def _sets(state: GameState, spec: TargetSpec, found: list[Ref], k: int) -> Any:
    """The sets of `k` targets of one phrase that are listed (see `choices`)."""
    picks = combinations(found, k)
    if k < 2:
        return picks
    if spec.one_graveyard:                              # one owner: the only legal sets
        picks = (c for c in picks if len({state.objects[r[1]].owner for r in c}) == 1)
    return islice(picks, SETS_LISTED)


def why_bad_choice(state: GameState, specs: tuple[TargetSpec, ...], chosen: tuple[Any, ...],
                   controller: int, source: GameObject | None) -> str | None:
    """Why these aren't legal targets (CR 601.2c, 115.3), or None."""
    if len(chosen) != len(specs):
        return f"choose {len(specs)} target{'s' if len(specs) != 1 else ''} (CR 601.2c)"
    for spec, ref in zip(specs, chosen, strict=True):
        if ref is None:
            if not spec.optional:
                return f"choose a target for {spec.text} (CR 601.2c)"
        elif not (isinstance(ref, tuple) and len(ref) == 2
                  and is_legal(state, spec, ref, controller, source)):
            return f"{ref} isn't a legal choice for {spec.text} (CR 115.1)"
    if not distinct_ok(specs, chosen):
        return "a target can be chosen only once for each \"target\" (CR 115.3)"
    problem = why_not_controlled_by(state, specs, chosen)
    if problem:
        return problem
    if not one_graveyard_ok(state, specs, chosen):
        return "the cards must all be from a single graveyard (CR 115.1)"
    return None


def one_graveyard_ok(state: GameState, specs: tuple[TargetSpec, ...],
                     chosen: tuple[Ref | None, ...]) -> bool:
    """"target cards from a single graveyard": the phrase's chosen cards have one owner;
    "with total mana value 3 or less": their mana values add up to at most 3; "for each
    opponent, up to one target creature that player controls": one per controller; "target
    creature that player controls" after a target player: that player's (`controlled_by_ok`)."""
    owners: dict[int, int] = {}                 # phrase start -> the owner of its cards
    totals: dict[int, int] = {}                 # phrase start -> mana value so far
    controllers: set[tuple[int, int]] = set()   # (phrase start, controller) chosen
    start = 0
    for i, spec in enumerate(specs):
        if not spec.same_phrase:
            start = i
        if spec.controlled_by >= 0 and not controlled_by_ok(state, spec, i, chosen):
            return False
        if spec.each_controller and i < len(chosen) and chosen[i] is not None:
            obj = state.objects.get(chosen[i][1]) if chosen[i][0] == "object" else None
            key = (start, controller_of(state, obj) if obj is not None else -1)
            if key in controllers:                  # one for each opponent
                return False
            controllers.add(key)
        if spec.total_mana_value >= 0 and i < len(chosen) and chosen[i] is not None:
            card = state.objects.get(chosen[i][1]) if chosen[i][0] == "object" else None
            totals[start] = totals.get(start, 0) + (
                characteristics(state, card).mana_value if card is not None else 0)
            if totals[start] > spec.total_mana_value:       # "with total mana value 3"
                return False
        if not spec.one_graveyard or i >= len(chosen) or chosen[i] is None:
            continue
        obj = state.objects.get(chosen[i][1]) if chosen[i][0] == "object" else None
        owner = obj.owner if obj is not None else -1
        if owners.setdefault(start, owner) != owner:
            return False
    return True


def why_not_controlled_by(state: GameState, specs: tuple[TargetSpec, ...],
                          chosen: tuple[Ref | None, ...]) -> str | None:
    """Why a "target creature that player controls" isn't that player's, or None."""
    for i, spec in enumerate(specs):
        if spec.controlled_by >= 0 and not controlled_by_ok(state, spec, i, chosen):
            return (f"the target for {spec.text} must be controlled by the player chosen for "
                    f"{specs[spec.controlled_by].text} (CR 115.1)")
    return None


def controlled_by_ok(state: GameState, spec: TargetSpec, i: int,
                     chosen: tuple[Ref | None, ...]) -> bool:
    """"target creature that player or that planeswalker's controller controls": the
    permanent chosen for target `i` is controlled by the player chosen for the earlier
    target, or by the controller of the permanent chosen for it (CR 115.1, 601.2c)."""
    mine = chosen[i] if i < len(chosen) else None
    theirs = chosen[spec.controlled_by] if spec.controlled_by < len(chosen) else None
    if mine is None:
        return True
    if theirs is None or mine[0] != "object" or mine[1] not in state.objects:
        return False
    if theirs[0] == "player":
        player = theirs[1]
    elif theirs[1] in state.objects:
        player = controller_of(state, state.objects[theirs[1]])
    else:
        return False
    return controller_of(state, state.objects[mine[1]]) == player


@lru_cache(maxsize=1024)
def _guarded(keywords: frozenset[str]) -> bool:
    """Does any of these keywords restrict targeting? (cached: keyword sets repeat)"""
    return any(k in ("shroud", "hexproof") or k.startswith(("protection from ", "hexproof from "))
               for k in keywords)


def for_trigger(state: GameState, ability: TriggeredAbility, data: tuple,
                source_id: int | None) -> TriggeredAbility:
    """The ability with "target creature that player controls" / "... defending player
    controls" naming the player as it goes on the stack (CR 603.3d): the player its event
    was about (CR 603.2), or the one the source attacks (CR 506.2, 508.1b)."""
    if ability.entering_x and uses_x(ability.targets):    # "X target creatures" (107.3m)
        ability = replace(ability, targets=with_x(ability.targets, trigger_x(
            state, ability, data, source_id)))
    first = data[0] if data and isinstance(data[0], tuple) else None
    event = first if first is not None and first[0] == "player" else None
    if event is not None and any(s.players == MORE_CREATURES for s in ability.targets):
        ability = replace(ability, targets=tuple(
            replace(s, of_player=event[1]) if s.players == MORE_CREATURES else s
            for s in ability.targets))
    if not any(_named_player(s) for s in ability.targets):
        return ability
    from tolaria.rules import combat
    # The attacking creature: the one the event is about ("whenever a creature you control
    # attacks"), else the source ("whenever this creature attacks").
    attacker = state.objects.get(first[1]) if first is not None and first[0] == "object" \
        else state.objects.get(source_id) if source_id is not None else None
    attacked = attacker.attacking if attacker is not None and attacker.zone == "battlefield" \
        else None
    named = {"event player": event[1] if event is not None else None,
             "defending player": combat.attacked_player(state, attacked)
             if attacked is not None else None}
    specs = []
    for spec in ability.targets:
        who = named.get(spec.objects.controller) if _named_player(spec) else None
        specs.append(replace(spec, objects=replace(spec.objects, controller=who))
                     if who is not None else spec)
    return replace(ability, targets=tuple(specs))


def trigger_x(state: GameState, ability: TriggeredAbility, data: tuple,
              source_id: int | None) -> int:
    """The X of a trigger about X: the X paid to cycle its card ("When you cycle this
    card", its data, CR 702.29c), else its source's spell's (CR 107.3m)."""
    if ability.event == "cycled":
        return next((v for k, v in data if k == CYCLED_X), 0)
    return entering_x(state, ability, source_id)


def entering_x(state: GameState, ability: TriggeredAbility, source_id: int | None) -> int:
    """The X of an enters trigger about X: its source's spell's (CR 107.3m), else 0."""
    from tolaria.rules.conditions import entered_x
    source = state.objects.get(source_id) if source_id is not None else None
    return entered_x(state, source) if ability.entering_x and source is not None else 0


def _named_player(spec: TargetSpec) -> bool:
    return spec.objects is not None and spec.objects.controller in ("event player",
                                                                    "defending player")


# -- dividing damage among targets (CR 601.2d) ----------------------------------------------

DIVIDED = "divided"                  # the key of the division in a spell's `chosen` record


DIVIDING_OPS = frozenset({"damage_divided", "counters_divided", "prevent_divided"})


def spell_effects(card: CardDef, mode: int | tuple[int, ...] | None) -> tuple[Effect, ...]:
    return card.spell.mode_for(mode).effects if card.spell is not None else ()


def _divided_effect(effects: tuple[Effect, ...]) -> Effect | None:
    """The instruction dividing among the targets, also inside a rider's ("Creatures dealt
    damage this way ...")."""
    inner = tuple(e.get("inner") for e in effects if isinstance(e.get("inner"), Effect))
    return next((e for e in effects + inner if e.op in DIVIDING_OPS), None)


def divides_x(effects: tuple[Effect, ...]) -> bool:
    """Is the amount divided the X announced for the ability (CR 107.3, 601.2b)?"""
    eff = _divided_effect(effects)
    return eff is not None and eff.get("amount") == "X"


def counted_on_activation(effects: tuple[Effect, ...]) -> Any:
    """The quantity divided that is counted as the ability is activated ("where X is ... as
    you activate this ability", CR 601.2d, 602.2b), or None."""
    eff = _divided_effect(effects)
    n = eff.get("amount") if eff is not None else None
    return n[1] if isinstance(n, tuple) and n[0] == ON_ACTIVATION else None


def effects_with_x(effects: tuple[Effect, ...], x: int | None) -> tuple[Effect, ...]:
    """The instructions with the X announced, or counted as the ability was activated, in
    the amount divided: X is known before the division (CR 601.2b, 601.2d)."""
    if not divides_x(effects) and counted_on_activation(effects) is None:
        return effects
    return tuple(_with_x(e, x or 0) for e in effects)


def _with_x(eff: Effect, x: int) -> Effect:
    n = eff.get("amount")
    if eff.op in DIVIDING_OPS and (n == "X" or isinstance(n, tuple) and n[0] == ON_ACTIVATION):
        return Effect(eff.op, tuple((k, x if k == "amount" else v) for k, v in eff.params))
    inner = eff.get("inner")
    if isinstance(inner, Effect):
        return Effect(eff.op, tuple((k, _with_x(inner, x) if k == "inner" else v)
                                    for k, v in eff.params))
    return eff


def divisions(effects: tuple[Effect, ...], chosen: tuple[Ref | None, ...]
              ) -> list[tuple[int, ...]]:
    """Each way to divide the damage or counters among the chosen targets, at least 1 each
    (CR 601.2d, 603.3d): amounts lined up with the targets (0 for the others); [()] if
    nothing is divided."""
    eff = _divided_effect(effects)
    if eff is None:
        return [()]
    picked = [i for i in eff.get("targets") if i < len(chosen) and chosen[i] is not None]
    if not picked:                        # "up to two" with none chosen: nothing to divide
        return [()]
    out = []
    for parts in _compositions(eff.get("amount"), len(picked)):
        amounts = [0] * len(chosen)
        for i, part in zip(picked, parts, strict=True):
            amounts[i] = part
        out.append(tuple(amounts))
    return out


def why_bad_division(effects: tuple[Effect, ...], chosen: tuple[Ref | None, ...],
                     division: tuple[Any, ...]) -> str | None:
    options = divisions(effects, chosen)
    if tuple(division) in options or not any(division) and options == [()]:
        return None                       # none chosen: nothing divided (CR 601.2d)
    eff = _divided_effect(effects)
    if eff is None:
        return "nothing is divided among its targets (CR 601.2d)"
    return (f"divide {eff.get('amount')} among the chosen targets, at least 1 to each "
            "(CR 601.2d)")


def _compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    """The ordered ways to write `total` as `parts` positive numbers."""
    if parts == 0:
        return []
    if parts == 1:
        return [(total,)] if total >= 1 else []
    return [(first,) + rest for first in range(1, total - parts + 2)
            for rest in _compositions(total - first, parts - 1)]


def _ability_ok(flt: ObjectFilter, obj: GameObject, controller: int,
                source: GameObject | None) -> bool:
    """An activated or triggered ability on the stack, of a kind the filter names, and
    not the targeting ability itself (CR 115.5)."""
    if obj.zone != "stack" or (source is not None and obj.id == source.id):
        return False
    kind = "triggered" if isinstance(obj.ability, TriggeredAbility) else "activated"
    if kind not in flt.abilities:
        return False
    if flt.controller == "you":
        return obj.controller == controller
    if flt.controller in ("opponent", NOT_YOURS):
        return obj.controller != controller
    return flt.controller is None


def _from_source(state: GameState, flt: ObjectFilter, obj: GameObject, controller: int
                 ) -> bool:
    """"target activated ability from an artifact source": the ability's source, as it is
    or as it last existed (CR 113.7, 113.7a), has the filter's types / is colorless."""
    origin = state.objects.get(obj.source_id) if obj.source_id is not None else None
    return origin is not None and chars_match(
        characteristics(state, origin), ObjectFilter(types=flt.types, colorless=flt.colorless),
        controller, state.options.teams)


# -- "with mana value X or less": the spell's X (CR 601.2b-c) --------------------------------

def uses_x(specs: tuple[TargetSpec, ...]) -> bool:
    return any(s.x_count or s.objects is not None and any(n == "X" for _, _, n in
                                                          s.objects.compare) for s in specs)


def with_x(specs: tuple[TargetSpec, ...], x: int | None) -> tuple[TargetSpec, ...]:
    """The target phrases with the spell's announced X in their comparisons and in their
    number of targets: "X target creatures" keeps the phrase's first X targets (required,
    or optional for "up to X") and closes the others (X is announced before targets are
    chosen, CR 601.2b-c)."""
    if not uses_x(specs):
        return specs
    out: list[TargetSpec] = []
    place = 0                                   # the target's place in its phrase
    for s in specs:
        place = place + 1 if s.same_phrase else 0
        if s.objects is not None and any(n == "X" for _, _, n in s.objects.compare):
            s = replace(s, objects=replace(s.objects, more=None, compare=tuple(
                (w, o, (x or 0) if n == "X" else n) for w, o, n in s.objects.compare)))
        if s.x_count:
            s = replace(s, x_count=False) if place < (x or 0) else \
                replace(CLOSED, same_phrase=s.same_phrase)
        out.append(s)
    return tuple(out)


# A target of an "X target" phrase beyond the X announced: only left unchosen (CR 601.2c).
CLOSED = TargetSpec(optional=True, same_phrase=True, text="no target")


def with_kicker(specs: tuple[TargetSpec, ...], kicked: bool) -> tuple[TargetSpec, ...]:
    """The target phrases of a spell cast with (or without) its kicker: a target its text
    asks for only "if this spell was kicked" is closed when it isn't (the kicker is
    announced before targets are chosen, CR 601.2b-c, 702.33d); one it asks for only
    without the kicker ("If this spell was kicked, instead ... target ...") is closed when
    it is."""
    if not any(s.kicked_only or s.unkicked_only for s in specs):
        return specs
    return tuple(replace(CLOSED, same_phrase=s.same_phrase)
                 if (s.unkicked_only if kicked else s.kicked_only) else s for s in specs)


def unwritten_places(specs: tuple[TargetSpec, ...], x: int | None) -> int:
    """How many places at the end of these targets the notation may leave out, each then
    left unchosen: those an "X target" phrase closes beyond the X announced (`with_x`), and
    the optional ones of a last phrase of `ANY_NUMBER` places ("any number of targets",
    "one or more", "up to X"), rather than "no target" written for each (CR 601.2c)."""
    specs = with_x(specs, x)
    start = len(specs) - 1
    while start > 0 and specs[start].same_phrase:
        start -= 1
    long_phrase = len(specs) - max(start, 0) >= ANY_NUMBER
    places = 0
    for spec in reversed(specs):
        if not (is_closed(spec) or spec.kicked_only or long_phrase and spec.optional):
            break
        places += 1
    return places


def is_closed(spec: TargetSpec) -> bool:
    """Can this target only be left unchosen (`CLOSED`)?"""
    return spec.players is None and spec.objects is None


def filter_with_x(flt: Any, x: int | None) -> Any:
    """A group's description with X bound ("exile each permanent with mana value X or
    less"): the X announced for the spell or ability as it resolves (CR 107.3, 608.2h)."""
    if flt is None or not flt.compare or all(n != "X" for _, _, n in flt.compare):
        return flt
    return replace(flt, more=None, compare=tuple(
        (w, o, (x or 0) if n == "X" else n) for w, o, n in flt.compare))


def x_choices(state: GameState, specs: tuple[TargetSpec, ...], controller: int,
              source: GameObject | None, xs: Any, spell: bool | None = None
              ) -> list[tuple[Ref | None, ...]]:
    """The choices of targets for any of the X values `xs` (each checked with its own X by
    `why_bad_choice`)."""
    if not uses_x(specs):
        return choices(state, specs, controller, source, spell)
    found: dict[tuple[Ref | None, ...], None] = {}
    for x in xs:
        found.update(dict.fromkeys(choices(state, with_x(specs, x), controller, source,
                                           spell)))
    return list(found)
