"""Priority, special actions, casting spells and activating abilities (CR 116, 117, 305, 601, 602, 605).

`priority_actions` lists everything a player with priority may do; each
action is fully specified (mode, X, targets, the alternative cost announced
and the objects that pay the costs, see `tolaria.costs`), so casting runs the
whole CR 601.2 sequence at once and never stops half-way. The same checks that
build the list explain why an action is refused (`why_illegal`).
"""

from __future__ import annotations

from itertools import product

from tolaria import costs, events, resolve, targets, triggers, zones
from tolaria.actions import Action
from tolaria.cards.ir import ActivatedAbility, AlternativeCost, CardDef, Cost, TargetSpec
from tolaria.keywords import flash
from tolaria.layers import characteristics, controller, is_sick, static_abilities
from tolaria.mana import ManaCost, ManaSource, Payment, find_payment, max_x
from tolaria.objects import GameObject, Ref
from tolaria.state import GameState

MAIN_PHASES = ("precombat main", "postcombat main")
NO_COST = ManaCost(())


# -- timing -----------------------------------------------------------------------------

def sorcery_timing(state: GameState, player: int) -> bool:
    """CR 307.1: your main phase, the stack empty, and you have priority."""
    return player == state.active and state.step in MAIN_PHASES and not state.stack


def lands_allowed(state: GameState, player: int) -> int:
    """CR 305.2: one land a turn, plus what effects such as Exploration allow."""
    extra = sum(a.amount for src, a in static_abilities(state)
                if a.kind == "extra_land" and controller(state, src) == player)
    return 1 + extra


# -- mana sources and payment -----------------------------------------------------------

def mana_sources(state: GameState, player: int) -> list[ManaSource]:
    """Untapped permanents whose "{T}: Add ..." abilities `player` can activate now."""
    key = ("sources", player)
    found = state.cache.get(key)
    if found is not None:
        return found
    found = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.tapped or characteristics(state, obj).controller != player:
            continue
        chars = characteristics(state, obj)
        for ability in chars.activated:
            if ability.mana is not None and ability.cost.only_tap \
                    and ability.cost.mana.is_empty and can_tap(state, obj):
                found.append(ManaSource(oid, ability.mana, "Snow" in chars.supertypes))
                break
    state.cache[key] = found
    return found


can_tap = costs.can_tap                                 # CR 302.6


def plan_payment(state: GameState, player: int, cost: ManaCost, x: int,
                 exclude: int | None = None, only: tuple[int, ...] | None = None,
                 life_cost: int = 0) -> Payment | None:
    """How to pay the mana; `life_cost` is life the rest of the cost pays (CR 119.4)."""
    sources = mana_sources(state, player)
    if exclude is not None or only is not None:
        sources = [s for s in sources if s.id != exclude and (only is None or s.id in only)]
    p = state.players[player]
    return find_payment(cost, p.pool, sources, life_available=p.life - life_cost, x=x)


def pay(state: GameState, player: int, payment: Payment) -> None:
    """CR 601.2g-h: activate the mana abilities, then pay from the pool."""
    for source_id, option in payment.taps:
        source = state.objects[source_id]
        ability = next(a for a in characteristics(state, source).activated if a.mana is not None)
        events.tap(state, source)
        events.add_mana(state, player, ability.mana[option])
    state.players[player].pool.remove(payment.spend)
    if payment.life:
        events.lose_life(state, player, payment.life, "119.4", "107.4f")
    state.changed()


# -- listing actions --------------------------------------------------------------------

def priority_actions(state: GameState, player: int) -> list[Action]:
    actions = [Action("pass", player)]
    p = state.players[player]
    seen: set[str] = set()
    for oid in p.hand:
        card = state.objects[oid].card
        if card.name in seen:
            continue                                     # identical cards: one action each
        seen.add(card.name)
        if "Land" in card.types:
            if why_cant_play_land(state, player, state.objects[oid]) is None:
                actions.append(Action("play", player, oid))
        else:
            actions.extend(cast_actions(state, player, state.objects[oid]))
    seen_perm: set[tuple] = set()
    for oid in state.battlefield:
        obj = state.objects[oid]
        chars = characteristics(state, obj)
        if chars.controller != player:
            continue
        if not chars.activated:
            continue
        # Identical permanents offer identical abilities: list them once.
        ident = (obj.card.name, obj.tapped, chars.is_creature and is_sick(state, obj),
                 tuple(sorted(obj.counters.items())),
                 obj.attacking, obj.blocking, obj.damage, obj.attached_to)
        if ident in seen_perm:
            continue
        seen_perm.add(ident)
        for index, ability in enumerate(chars.activated):
            actions.extend(activate_actions(state, player, obj, index, ability))
    return actions


def _target_choices(state: GameState, specs: tuple[TargetSpec, ...], player: int,
                    source: GameObject | None) -> list[tuple[Ref, ...]]:
    if not specs:
        return [()]
    lists = [targets.candidates(state, spec, player, source) for spec in specs]
    return list(product(*lists))


def cast_actions(state: GameState, player: int, obj: GameObject) -> list[Action]:
    """One action per mode, cost option, X, targets and objects paying the cost."""
    card = obj.card
    if not _may_cast_now(state, player, card):
        return []
    options: list[AlternativeCost | None] = [] if card.mana_cost is None else [None]
    if card.spell is not None and card.spell.alternative_costs:
        options += card.spell.alternative_costs             # CR 118.9
    out: list[Action] = []
    modes = range(len(card.spell.modes)) if card.spell is not None else [None]
    for option in options:
        cost = costs.total_cost(state, player, obj, option)   # CR 601.2f
        if cost is None or costs.why_unpayable_now(state, player, cost, None, obj):
            continue
        xs = _x_values(state, player, cost)
        if not xs:
            continue
        announced = (option.name,) if option is not None else ()
        has_x = bool(card.mana_cost and card.mana_cost.x_count)        # as the notation reads
        marked = costs.marked_objects(state) if cost.sacrifice else frozenset()
        for mode in modes:
            specs = _specs_for(card, mode)
            for chosen in _target_choices(state, specs, player, obj):  # CR 702.16b: the spell
                picks = costs.choices(state, player, cost, None, obj,
                                      marked | {r[1] for r in chosen if r[0] == "object"}
                                      if cost.sacrifice else marked)
                for x in xs:
                    for picked in picks:
                        out.append(Action("cast", player, obj.id, targets=chosen,
                                          x=x if has_x else None, mode=mode,
                                          costs=announced + picked))
    return out


def _specs_for(card: CardDef, mode: int | None) -> tuple[TargetSpec, ...]:
    if card.spell is not None:
        return card.spell.modes[mode or 0].targets
    if card.enchant is not None:
        return (TargetSpec(objects=card.enchant, text="enchant"),)
    return ()


def _x_values(state: GameState, player: int, cost: Cost) -> list[int]:
    p = state.players[player]
    mana = cost.mana
    if mana.x_count:
        top = max_x(mana, p.pool, mana_sources(state, player),
                    life_available=p.life - cost.life)
        return list(range(top + 1))
    if mana.is_empty:
        return [0]
    return [0] if plan_payment(state, player, mana, 0, life_cost=cost.life) is not None else []


def _may_cast_now(state: GameState, player: int, card: CardDef) -> bool:
    if "Instant" in card.types or sorcery_timing(state, player):  # CR 307.1, 301.1, 302.1...
        return True
    return flash.may_cast_any_time(state, player, card)  # CR 702.8a, 609.4


def activate_actions(state: GameState, player: int, obj: GameObject, index: int,
                     ability: ActivatedAbility) -> list[Action]:
    if why_cant_activate(state, player, obj, ability) is not None:
        return []
    if ability.is_mana_ability:
        if len(ability.mana) == 1:
            return [Action("activate", player, obj.id, ability=index)]
        return [Action("activate", player, obj.id, ability=index, choice=(k,))
                for k in range(len(ability.mana))]
    cost = ability.cost
    if not cost.chosen_count:
        return [Action("activate", player, obj.id, ability=index, targets=chosen)
                for chosen in _target_choices(state, ability.targets, player, obj)]
    marked = costs.marked_objects(state)
    return [Action("activate", player, obj.id, ability=index, targets=chosen, costs=picked)
            for chosen in _target_choices(state, ability.targets, player, obj)
            for picked in costs.choices(state, player, cost, obj, None,
                                        marked | {r[1] for r in chosen if r[0] == "object"})]


# -- why an action is illegal -----------------------------------------------------------

def why_cant_play_land(state: GameState, player: int, obj: GameObject) -> str | None:
    p = state.players[player]
    if obj.zone != "hand" or obj.owner != player:
        return f"{obj.name} isn't in {p.name}'s hand"
    if "Land" not in obj.card.types:
        return f"{obj.name} isn't a land (CR 305.1)"
    if player != state.active:
        return "a land can be played only during your own turn (CR 305.3)"
    if state.step not in MAIN_PHASES or state.stack:
        return "a land can be played only in your main phase with an empty stack (CR 305.1)"
    allowed = lands_allowed(state, player)
    if p.lands_played >= allowed:
        return (f"{p.name} has already played {p.lands_played} land"
                f"{'s' if p.lands_played != 1 else ''} this turn (CR 305.2b)")
    return None


def why_cant_activate(state: GameState, player: int, obj: GameObject,
                      ability: ActivatedAbility) -> str | None:
    if obj.zone != "battlefield" or controller(state, obj) != player:
        return f"{player_name(state, player)} doesn't control {obj.name} (CR 602.2)"
    cost = ability.cost
    problem = costs.why_unpayable_now(state, player, cost, obj)          # CR 118.3
    if problem:
        return problem
    if ability.sorcery_speed and not sorcery_timing(state, player):
        return "this ability can be activated only as a sorcery (CR 602.5d)"
    if cost.loyalty is not None:
        if obj.trigger_data == ("loyalty", state.turn):
            return f"a loyalty ability of {obj.name} was already activated this turn (CR 606.3)"
        if cost.loyalty < 0 and obj.counters.get("loyalty", 0) < -cost.loyalty:
            return f"{obj.name} doesn't have enough loyalty (CR 606.6)"
    if not cost.mana.is_empty and plan_payment(
            state, player, cost.mana, 0, exclude=obj.id if cost.tap else None,
            life_cost=cost.life) is None:
        return f"{player_name(state, player)} can't pay {cost.mana} (CR 602.2b)"
    return None


def player_name(state: GameState, player: int) -> str:
    return state.players[player].name


def why_illegal(state: GameState, action: Action) -> str | None:
    """The reason the rules refuse `action` at this priority, or None if it's legal."""
    if action.kind == "pass":
        return None
    obj = state.objects.get(action.object) if action.object is not None else None
    if obj is None:
        return "no such object"
    if action.kind == "play":
        return why_cant_play_land(state, action.player, obj)
    if action.kind == "cast":
        return _why_cant_cast(state, action, obj)
    if action.kind == "activate":
        return _why_cant_activate_action(state, action, obj)
    return f"'{action.kind}' isn't an answer to priority"


def _why_cant_cast(state: GameState, action: Action, obj: GameObject) -> str | None:
    player, card = action.player, obj.card
    if obj.zone != "hand" or obj.owner != player:
        return f"{obj.name} isn't in {player_name(state, player)}'s hand (CR 601.2a)"
    if "Land" in card.types:
        return f"{obj.name} is a land: it is played, not cast (CR 305.9)"
    names, chosen = costs.split(action.costs)
    option, problem = costs.announced_alternative(card, names)          # CR 601.2b, 118.9a
    if problem:
        return problem
    if card.mana_cost is None and option is None:
        return f"{obj.name} has no mana cost and can't be cast (CR 202.1b)"
    if not _may_cast_now(state, player, card):
        return (f"{obj.name} can be cast only in your main phase with an empty stack "
                "(CR 307.1)")
    if card.spell is not None:
        if not 0 <= (action.mode or 0) < len(card.spell.modes):
            return f"{obj.name} has no mode {(action.mode or 0) + 1} (CR 700.2)"
        if card.spell.modal and action.mode is None:
            return f"choose a mode for {obj.name} (CR 601.2b)"
    specs = _specs_for(card, action.mode)
    problem = _check_targets(state, specs, action.targets, player, obj)
    if problem:
        return problem
    x = action.x or 0
    if x < 0:
        return "X can't be negative (CR 107.3)"
    cost = costs.total_cost(state, player, obj, option)                 # CR 601.2f
    problem = costs.why_unpayable_now(state, player, cost, None, obj) or \
        costs.why_bad_choice(state, player, cost, chosen, None, obj)
    if problem:
        return problem
    if _payment_for(state, action, cost.mana, x, life_cost=cost.life) is None:
        return f"{player_name(state, player)} can't pay {cost.mana} (CR 601.2h)"
    return None


def _why_cant_activate_action(state: GameState, action: Action, obj: GameObject) -> str | None:
    chars = characteristics(state, obj)
    index = action.ability or 0
    if not 0 <= index < len(chars.activated):
        return f"{obj.name} has no activated ability {index + 1}"
    ability = chars.activated[index]
    problem = why_cant_activate(state, action.player, obj, ability)
    if problem:
        return problem
    if ability.is_mana_ability and len(ability.mana) > 1 and (
            len(action.choice) != 1 or action.choice[0] not in range(len(ability.mana))):
        return f"choose which mana {obj.name} adds (CR 605.3b)"
    names, chosen = costs.split(action.costs)
    if names:
        return f"{names[0]} is a way to cast a spell, not to activate an ability (CR 601.2b)"
    problem = costs.why_bad_choice(state, action.player, ability.cost, chosen, obj, None)
    if problem:
        return problem
    return _check_targets(state, ability.targets, action.targets, action.player, obj)


def _check_targets(state: GameState, specs: tuple[TargetSpec, ...], chosen: tuple[Ref, ...],
                   player: int, source: GameObject | None) -> str | None:
    if len(chosen) != len(specs):
        return f"choose {len(specs)} target{'s' if len(specs) != 1 else ''} (CR 601.2c)"
    for spec, ref in zip(specs, chosen, strict=True):
        if not targets.is_legal(state, spec, ref, player, source):
            return f"{_ref_name(state, ref)} isn't a legal choice for {spec.text} (CR 115.1)"
    return None


def _ref_name(state: GameState, ref: Ref) -> str:
    if ref[0] == "player":
        return state.players[ref[1]].name if ref[1] < state.n_players else "no such player"
    obj = state.objects.get(ref[1])
    return obj.name if obj else "no such object"


def _payment_for(state: GameState, action: Action, cost: ManaCost, x: int,
                 exclude: int | None = None, life_cost: int = 0) -> Payment | None:
    return plan_payment(state, action.player, cost, x, exclude=exclude, only=action.payment,
                        life_cost=life_cost)


# -- doing them -------------------------------------------------------------------------

def take(state: GameState, action: Action) -> None:
    """Perform a legal priority action (checked by the caller)."""
    kind = action.kind
    if kind == "pass":
        pass_priority(state, action.player)
        return
    obj = state.objects[action.object]
    if kind == "play":
        play_land(state, action.player, obj)
    elif kind == "cast":
        cast(state, action, obj)
    elif kind == "activate":
        activate(state, action, obj)
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
    """CR 305.1: a special action; the land goes straight onto the battlefield."""
    state.players[player].lands_played += 1
    new = events.put_onto_battlefield(state, obj, controller=player)
    state.say(f"{player_name(state, player)} plays {new.name}", "305.1", "116.2a")


def cast(state: GameState, action: Action, obj: GameObject) -> None:
    """CR 601.2a-i, in order; every choice was made when the action was chosen."""
    player = action.player
    x = action.x or 0
    names, chosen = costs.split(action.costs)
    option, _ = costs.announced_alternative(obj.card, names)
    cost = costs.total_cost(state, player, obj, option)                  # CR 601.2f
    payment = _payment_for(state, action, cost.mana, x, life_cost=cost.life)
    spell = zones.move(state, obj, "stack", controller=player)            # CR 601.2a
    spell.mode, spell.x, spell.targets = action.mode, x, action.targets   # CR 601.2b-c
    pay(state, player, payment)                                           # CR 601.2g-h
    costs.pay(state, player, cost, chosen, None, spell)                   # CR 601.2h
    state.priority = player                                               # CR 117.3c
    how = f" for {option.name}" if option is not None else ""
    state.say(f"{player_name(state, player)} casts {describe_stack_choice(state, spell)}{how}",
              "601.2", *(("118.9",) if option is not None else ()))
    triggers.on_cast(state, spell)                                        # CR 601.2i


def activate(state: GameState, action: Action, obj: GameObject) -> None:
    player = action.player
    ability = characteristics(state, obj).activated[action.ability or 0]
    cost = ability.cost
    _, chosen = costs.split(action.costs)
    if ability.is_mana_ability:                                           # CR 605.3a
        option = ability.mana[action.choice[0] if action.choice else 0]   # CR 605.3b
        costs.pay(state, player, cost, chosen, obj, None)
        events.add_mana(state, player, option)
        state.say(f"{player_name(state, player)} taps {obj.name} for "
                  + "".join(f"{{{c}}}" for c in option), "605.3a", "106.4")
        return
    payment = None
    if not cost.mana.is_empty:
        payment = _payment_for(state, action, cost.mana, 0,
                               exclude=obj.id if cost.tap else None, life_cost=cost.life)
    item = zones.create_object(state, obj.card, player, "stack")          # CR 602.2a
    item.controller = player
    item.ability = ability
    item.source_id = obj.id
    item.source_name = obj.name
    item.targets = action.targets
    if payment is not None:
        pay(state, player, payment)                                       # CR 601.2g-h
    if cost.loyalty is not None:                                          # CR 606.4
        if cost.loyalty >= 0:
            events.add_counters(state, obj, "loyalty", cost.loyalty)
        else:
            events.remove_counters(state, obj, "loyalty", -cost.loyalty)
        obj.trigger_data = ("loyalty", state.turn)
    costs.pay(state, player, cost, chosen, obj, item)                     # CR 602.2b, 601.2h
    state.priority = player
    state.say(f"{player_name(state, player)} activates {describe_stack_choice(state, item)}",
              "602.2")


def describe_stack_choice(state: GameState, item: GameObject) -> str:
    text = item.name
    if item.is_ability:
        text = f"{item.name}'s ability \"{item.ability.text}\""
    if item.x and item.card.mana_cost and item.card.mana_cost.x_count and not item.is_ability:
        text += f" with X={item.x}"
    if item.targets:
        text += " targeting " + ", ".join(_ref_name(state, r) for r in item.targets if r)
    return text
