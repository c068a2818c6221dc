"""How each kind of decision is answered: its legal answers, why an answer is refused, and
what the answer does (docs/design.md "Decisions").

`DECISIONS` has one entry per kind of `tolaria.data.actions.DecisionKind`, so a new kind of
decision is added here, in one place. An entry without its own `why_illegal` accepts
exactly the answers `legal` lists. `Game` (`tolaria.game`) asks `legal_actions`,
`why_illegal` and `apply` here and nothing else.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations, permutations

from tolaria.data.actions import Action, Decision
from tolaria.data.state import GameState
from tolaria.data.vocabulary import MUST_CAST
from tolaria.rules import (
    battles,
    combat,
    commander,
    events,
    exert,
    modes,
    opponent_targets,
    priority,
    resolve,
    sba,
    targets,
    triggers,
    turn,
)
from tolaria.rules.effects import durations
from tolaria.rules.keywords import amplify, enlist
from tolaria.rules.layers import current_name

Legal = Callable[[GameState, Decision], list[Action]]
WhyIllegal = Callable[[GameState, Decision, Action], "str | None"]
Apply = Callable[[GameState, Decision, Action], None]


@dataclass(frozen=True, slots=True)
class DecisionRules:
    """The rules of one kind of decision."""

    legal: Legal                         # every legal answer (the parts, if combinable)
    apply: Apply                         # what the answer does
    why_illegal: WhyIllegal | None = None   # None: exactly the answers `legal` lists
    # the answer names some of `options` (cards by name, or words such as a colour): the
    # notation's "choose Grizzly Bears", "choose blue" (`tolaria.notation`)
    names_options: bool = False


def names_options(kind: str) -> bool:
    """Does an answer to this kind of decision name some of its options?"""
    rules = DECISIONS.get(kind)
    return rules is not None and rules.names_options


def legal_actions(state: GameState, d: Decision) -> list[Action]:
    """Every legal answer to `d`, listed once per decision (cached under "legal" until the
    next change)."""
    cached = state.cache.get("legal")
    if cached is None or cached[0] is not d:
        cached = state.cache["legal"] = (d, DECISIONS[d.kind].legal(state, d))
    return cached[1]


def why_illegal(state: GameState, d: Decision, action: Action) -> str | None:
    """Why `action` doesn't answer `d`, or None if it does."""
    listed = state.cache.get("legal")
    if listed is not None and listed[0] is d and not d.combinable and any(
            a is action for a in listed[1]):
        return None         # the very answer just listed: nothing to check (an agent's pick)
    if (problem := why_malformed(state, action)) is not None:
        return problem
    if action.player != d.player:
        return (f"it's {state.players[d.player].name}'s decision ({d.kind}), "
                f"not {state.players[action.player].name}'s")
    listed = state.cache.get("legal")
    if listed is not None and listed[0] is d and not d.combinable and action in listed[1]:
        return None              # one of the answers just listed (parts aren't answers alone)
    rules = DECISIONS[d.kind]
    if rules.why_illegal is not None:
        return rules.why_illegal(state, d, action)
    return _listed(state, d, action)


def why_malformed(state: GameState, action: object) -> str | None:
    """What is wrong with `action` as a value, before any rule is asked: not an `Action`, a
    field of the wrong type, or a player who isn't in this game (a seat number: `1.0`, `"0"`
    or `-1` is no player). Every answer and every concession is checked here first, so a
    malformed action is refused with the game untouched; a few type checks, cheap enough
    for every action."""
    if not isinstance(action, Action):
        return f"an action is an Action or its text notation, not {action!r}"
    if not isinstance(action.kind, str):
        return f"an action's kind is text ('pass', 'cast'...), not {action.kind!r}"
    player = action.player
    if type(player) is not int or not 0 <= player < state.n_players:
        seats = ", ".join(f"{p.index} for {p.name}" for p in state.players)
        return f"no player {player!r}: a player is a seat number ({seats})"
    for name in ("object", "ability", "x"):
        value = getattr(action, name)
        if value is not None and type(value) is not int:
            return f"an action's {name} is a whole number or None, not {value!r}"
    mode = action.mode
    if not (mode is None or type(mode) is int
            or isinstance(mode, tuple) and all(type(m) is int for m in mode)):
        return f"an action's mode is a number, a tuple of numbers or None, not {mode!r}"
    for name in ("targets", "choice", "costs"):
        if not isinstance(getattr(action, name), tuple):
            return f"an action's {name} must be a tuple, not {getattr(action, name)!r}"
    if not all(t is None or _is_ref(t) for t in action.targets):
        return f"targets are ('player', seat) or ('object', id) pairs, not {action.targets!r}"
    if action.bands and not (action.kind == "attack" and isinstance(action.bands, tuple) and all(
            isinstance(band, tuple) and all(type(i) is int for i in band)
            for band in action.bands)):                                     # CR 702.22c
        return f"bands are tuples of attacking creatures' ids, announced with an attack, " \
               f"not {action.bands!r}"
    if action.payment is not None and not (
            isinstance(action.payment, tuple) and all(type(i) is int for i in action.payment)):
        return f"an action's payment is a tuple of object ids or None, not {action.payment!r}"
    return None


def _is_ref(value: object) -> bool:
    return (isinstance(value, tuple) and len(value) == 2 and value[0] in ("player", "object")
            and type(value[1]) is int)


def apply(state: GameState, d: Decision, action: Action) -> None:
    """Carry out the answer `action` to `d` (already checked legal)."""
    triggers.new_event(state)
    DECISIONS[d.kind].apply(state, d, action)


def _listed(state: GameState, d: Decision, action: Action) -> str | None:
    if action in legal_actions(state, d):
        return None
    return f"that isn't an answer to the {d.kind.replace('_', ' ')} decision"


# -- answers that choose among the options ---------------------------------------------------

def _each_option(state: GameState, d: Decision) -> list[Action]:
    return [Action("choose", d.player, choice=(option,)) for option in d.options]


def _distinct_subsets(state: GameState, d: Decision) -> list[Action]:
    """Choices of `count` cards, one per distinct multiset of names."""
    seen: set[tuple[str, ...]] = set()
    out = []
    for combo in combinations(d.options, d.count):
        key = tuple(sorted(state.objects[i].name for i in combo))
        if key not in seen:
            seen.add(key)
            out.append(Action("choose", d.player, choice=combo))
    return out


def _why_not_cards(state: GameState, d: Decision, action: Action) -> str | None:
    """Exactly `count` different cards among the options (CR 103.5, 514.1, 701.8)."""
    chosen = action.choice
    if action.kind != "choose" or len(chosen) != d.count or len(set(chosen)) != d.count \
            or not set(chosen) <= set(d.options):
        return f"choose exactly {d.count} card{'s' if d.count != 1 else ''} from the hand"
    return None


def _to_resolution(state: GameState, d: Decision, action: Action) -> None:
    """The answer goes to the instruction that asked, as it resolves (CR 608.2d)."""
    resolve.answer(state, action.choice)


# -- the start of the game (CR 103) ----------------------------------------------------------

def _play_first(state: GameState, d: Decision) -> list[Action]:
    return [Action("choose", d.player, choice=("play",)),
            Action("choose", d.player, choice=("draw",))]


def _mulligan(state: GameState, d: Decision) -> list[Action]:
    """Keep or mulligan; or first "choose" a card whose ability exiles the hand (CR 103.5b)."""
    return [Action(option, d.player) for option in d.options] + [
        Action("choose", d.player, choice=(oid,))
        for oid in turn.mulligan_exilers(state, d.player)]


def _declare_mulligan(state: GameState, d: Decision, action: Action) -> None:
    if action.kind == "choose":                                         # CR 103.5b
        turn.exile_hand_and_draw(state, d.player, action.choice[0])
    else:
        turn.declare_mulligan(state, d.player, action.kind)


# -- priority and combat (CR 117, 508-510) ---------------------------------------------------

def _priority(state: GameState, d: Decision) -> list[Action]:
    return priority.priority_actions(state, d.player)


def _attack_parts(state: GameState, d: Decision) -> list[Action]:
    return [Action("attack", d.player, choice=())] + [
        Action("attack", d.player, choice=(opt,)) for opt in combat.attack_options(state, d.player)]


def _why_not_attack(state: GameState, d: Decision, action: Action) -> str | None:
    if action.kind != "attack":
        return "declare attackers first (CR 508.1)"
    return combat.why_bad_attack(state, d.player, action.choice, action.bands)


def _declare_attackers(state: GameState, d: Decision, action: Action) -> None:
    combat.declare_attackers(state, d.player, action.choice, action.bands)
    enlist.offer(state, d.player)                          # CR 508.1g, 702.154a, 701.39a


def _enlist_parts(state: GameState, d: Decision) -> list[Action]:
    """Tap one of the creatures offered, or none ("up to one", CR 702.154a)."""
    return [Action("choose", d.player, choice=())] + _each_option(state, d)


def _block_parts(state: GameState, d: Decision) -> list[Action]:
    return [Action("block", d.player, choice=())] + [
        Action("block", d.player, choice=(opt,)) for opt in combat.block_options(state, d.player)]


def _why_not_block(state: GameState, d: Decision, action: Action) -> str | None:
    if action.kind != "block":
        return "declare blockers first (CR 509.1)"
    return combat.why_bad_block(state, d.player, action.choice)


def _blocker_orders(state: GameState, d: Decision) -> list[Action]:
    """Every order of a few creatures, else the one to put next: the order is then asked
    one creature at a time (CR 509.2; as `turn.trigger_orders` asks for triggers)."""
    if len(d.options) <= turn.ORDER_ALL:
        return [Action("order", d.player, object=d.subject, choice=perm)
                for perm in permutations(d.options)]
    return [Action("order", d.player, object=d.subject, choice=(b,)) for b in d.options]


def _why_not_blocker_order(state: GameState, d: Decision, action: Action) -> str | None:
    """Any of the creatures still to place, the first ones of the order, each once."""
    chosen = action.choice
    if action.kind != "order" or action.object != d.subject or not chosen or \
            len(set(chosen)) != len(chosen) or not set(chosen) <= set(d.options):
        names = ", ".join(current_name(state, state.objects[b]) for b in d.options)
        return (f"put {names} in the damage assignment order of "
                f"{current_name(state, state.objects[d.subject])}, each once, the first "
                "first (CR 509.2)")
    return None


def _order_blockers(state: GameState, d: Decision, action: Action) -> None:
    combat.place_in_order(state, d.subject, action.choice)


def _assignments(state: GameState, d: Decision) -> list[Action]:
    return [Action("assign", d.player, object=d.subject, choice=opt) for opt in d.options]


def _assign_damage(state: GameState, d: Decision, action: Action) -> None:
    state.assigned[d.subject] = action.choice


# -- triggered abilities (CR 603.3) -----------------------------------------------------------

def _trigger_orders(state: GameState, d: Decision) -> list[Action]:
    return [Action("order", d.player, choice=order)
            for order in turn.trigger_orders(state, d.player)]


def _why_not_trigger_order(state: GameState, d: Decision, action: Action) -> str | None:
    if action.kind != "order" or action.object is not None:
        return "order your triggered abilities (CR 603.3b)"
    return turn.why_bad_trigger_order(state, d.player, action.choice)


def _trigger_targets(state: GameState, d: Decision) -> list[Action]:
    """Each legal set of targets, with any division (CR 603.3d, 601.2d)."""
    if opponent_targets.is_pending(state, d):                  # an ability's (CR 601.2c)
        return opponent_targets.legal(state, d)
    effects = state.pending[0].ability.effects if state.pending else ()
    return [Action("choose", d.player, targets=opt, choice=division) for opt in d.options
            for division in targets.divisions(effects, opt)]


def _why_not_trigger_targets(state: GameState, d: Decision, action: Action) -> str | None:
    if opponent_targets.is_pending(state, d):
        return _listed(state, d, action)
    if action.kind == "choose" and state.pending:
        return turn.why_bad_trigger_targets(state, action)    # any legal set (CR 603.3d)
    return _listed(state, d, action)


def _stack_trigger(state: GameState, d: Decision, action: Action) -> None:
    if opponent_targets.is_pending(state, d):
        opponent_targets.apply(state, d, action)                        # CR 601.2c, 801.5a
        return
    turn.stack_trigger(state, state.pending[0], action.targets, action.choice)


# -- choices as instructions resolve (CR 608.2d) ----------------------------------------------

def _new_targets(state: GameState, d: Decision) -> list[Action]:
    return [Action("choose", d.player, targets=opt) for opt in d.options]


def _discard(state: GameState, d: Decision, action: Action) -> None:
    """A discard an instruction asks for goes back to it (CR 608.2d); the cleanup step's
    (CR 514.1) is done here."""
    if state.frames:
        resolve.answer(state, action.choice)
        return
    for oid in action.choice:
        events.discard(state, state.objects[oid])


def _cast_now(state: GameState, d: Decision) -> list[Action]:
    """Cast it now, or not (madness, cascade, suspend...: CR 608.2g, 702.35a); not "not"
    when the instruction says "cast" and it can be (`MUST_CAST`)."""
    found = priority.cast_actions(state, d.player, state.objects[d.subject],
                                  permission=d.options[0])
    if found and MUST_CAST in d.options:
        return found
    return found + [Action("choose", d.player, choice=("no",))]


def _why_not_cast_now(state: GameState, d: Decision, action: Action) -> str | None:
    if action.kind != "cast":
        if MUST_CAST in d.options and action.kind == "choose" and priority.cast_actions(
                state, d.player, state.objects[d.subject], permission=d.options[0]):
            return (f"{current_name(state, state.objects[d.subject])} must be cast: the "
                    "instruction is \"cast\", not \"may cast\" (CR 608.2g)")
        return _listed(state, d, action)
    if action.object != d.subject:
        return f"only {current_name(state, state.objects[d.subject])} may be cast now (CR 608.2g)"
    return priority.why_cant_cast_with(state, action, d.options[0])


def _cast_or_not(state: GameState, d: Decision, action: Action) -> None:
    if action.kind == "cast":
        priority.cast(state, action, state.objects[action.object])
    resolve.answer(state, ("cast",) if action.kind == "cast" else ("no",))


def _reveals(state: GameState, d: Decision) -> list[Action]:
    return [Action("choose", d.player, choice=c) for c in amplify.choices(state, d)]


def _why_not_reveal(state: GameState, d: Decision, action: Action) -> str | None:
    if action.kind != "choose":
        return "choose the cards to reveal, or nothing (CR 702.38a)"
    return amplify.why_bad_choice(d, action.choice)


def _reveal(state: GameState, d: Decision, action: Action) -> None:
    amplify.revealed(state, d, action.choice)                         # CR 702.38a
    resolve.answer(state, action.choice)


def _replacement(state: GameState, d: Decision, action: Action) -> None:
    """The answer is kept for the replacement process, which runs again with it (CR 616.1)."""
    events.answer(state, d, action.choice)


def _none(state: GameState, d: Decision) -> list[Action]:
    return []                          # answered by the subgame's end (`tolaria.rules.subgame`)


def _nothing(state: GameState, d: Decision, action: Action) -> None:
    raise RuntimeError("a subgame decision is answered by the subgame's end (CR 726.5)")


def _trigger_modes(state: GameState, d: Decision) -> list[Action]:
    """A mode of the first pending trigger (or several, CR 700.2b); or none, if it says
    "choose up to one" (CR 700.2b). Or a spell's mode an opponent chooses, or which
    opponent chooses it (CR 700.2e)."""
    if modes.is_spell_mode(state, d):                       # a spell's (CR 700.2e)
        return _each_option(state, d)
    none = [Action("choose", d.player, choice=())] if state.pending and \
        state.pending[0].ability.up_to_one else []
    return [Action("choose", d.player, choice=option if isinstance(option, tuple)
                   else (option,)) for option in d.options] + none


def _trigger_mode(state: GameState, d: Decision, action: Action) -> None:
    if modes.is_spell_mode(state, d):
        modes.answer_spell_mode(state, d, action.choice[0])                # CR 700.2e
    elif len(action.choice) > 1:
        turn.choose_trigger_mode(state, tuple(action.choice))             # CR 700.2b
    elif action.choice:
        turn.choose_trigger_mode(state, action.choice[0])                 # CR 603.3c
    else:
        turn.choose_no_trigger_mode(state)                                # CR 700.2b


def _first(apply_choice: Callable[[GameState, Decision, object], None]) -> Apply:
    """Apply the one option chosen."""
    return lambda state, d, action: apply_choice(state, d, action.choice[0])


# One entry per `DecisionKind`, in the order of a game.
DECISIONS: dict[str, DecisionRules] = {
    "play_first": DecisionRules(                                               # CR 103.1
        _play_first, _first(lambda state, d, c: turn.choose_play_or_draw(state, d.player, c))),
    "mulligan": DecisionRules(                                                 # CR 103.5
        _mulligan, _declare_mulligan),
    "bottom": DecisionRules(
        _distinct_subsets, lambda state, d, a: turn.put_on_bottom(state, d.player, a.choice),
        _why_not_cards, names_options=True),
    "opening_hand": DecisionRules(                                             # CR 103.6
        _each_option, _first(lambda state, d, c: turn.opening_hand_action(state, d.player, c)),
        names_options=True),
    "priority": DecisionRules(                                                 # CR 117
        _priority, lambda state, d, a: priority.take(state, a),
        lambda state, d, a: priority.why_illegal(state, a)),
    "attackers": DecisionRules(_attack_parts, _declare_attackers, _why_not_attack),
    "enlist": DecisionRules(                                        # CR 508.1g, 702.154a
        _enlist_parts, lambda state, d, a: enlist.answer(
            state, d.player, d.subject, d.count, a.choice[0] if a.choice else None),
        names_options=True),
    "exert": DecisionRules(                                          # CR 508.1g, 701.39a
        _each_option, _first(lambda state, d, c: exert.answer(state, d.player, d.subject, c))),
    "blockers": DecisionRules(
        _block_parts, lambda state, d, a: combat.declare_blockers(state, d.player, a.choice),
        _why_not_block),
    "order_blockers": DecisionRules(_blocker_orders, _order_blockers, _why_not_blocker_order),
    "assign_damage": DecisionRules(_assignments, _assign_damage),
    "order_triggers": DecisionRules(
        _trigger_orders, lambda state, d, a: turn.order_triggers(state, d.player, a.choice),
        _why_not_trigger_order),
    "targets": DecisionRules(_trigger_targets, _stack_trigger, _why_not_trigger_targets),
    "mode": DecisionRules(_trigger_modes, _trigger_mode),                      # CR 603.3c
    "untap": DecisionRules(                                                    # CR 502.3
        _each_option, _first(lambda state, d, c: durations.answer_untap(state, d.subject, c))),
    "discard": DecisionRules(_distinct_subsets, _discard, _why_not_cards, names_options=True),
    "legend": DecisionRules(                                                   # CR 704.5j
        _each_option, _first(sba.apply_legend_choice), names_options=True),
    "protector": DecisionRules(                                          # CR 704.5w-x
        _each_option, _first(battles.apply_protector_choice), names_options=True),
    "command_zone": DecisionRules(                                             # CR 903.9a
        _each_option, _first(commander.answer_return), names_options=True),
    "replacement": DecisionRules(_each_option, _replacement, names_options=True),
    "choose": DecisionRules(_each_option, _to_resolution, names_options=True),
    "yes_no": DecisionRules(_each_option, _to_resolution),
    "new_targets": DecisionRules(                                              # CR 707.10c
        _new_targets, lambda state, d, a: resolve.answer(state, (a.targets,))),
    "aura_host": DecisionRules(                                          # CR 303.4f, 610.3c
        _each_option, _first(durations.return_aura), names_options=True),
    "cast": DecisionRules(_cast_now, _cast_or_not, _why_not_cast_now),
    "reveal": DecisionRules(_reveals, _reveal, _why_not_reveal, names_options=True),
    "subgame": DecisionRules(_none, _nothing),
}
