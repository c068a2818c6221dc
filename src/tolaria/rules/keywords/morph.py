"""Morph (CR 702.37) and face-down spells and permanents (CR 708).

"Morph [cost]" lets a card be cast face down, as a 2/2 creature spell with no text, no
name, no subtypes and no mana cost, by paying {3} rather than its mana cost (CR
702.37a, 702.37c): an alternative cost announced as `cast NAME for morph`. The card is
turned face down before it goes on the stack (CR 708.4), so timing and cost changes see
a face-down creature spell; it enters the battlefield face down (CR 708.3). Its
characteristics come from layer 1b (`tolaria.rules.layers`), and only its controller may look
at it (CR 708.5: `GameObject.name` and `tolaria.view` hide it from everyone else).

Any time its controller has priority, they may turn it face up by paying its morph cost:
a special action that doesn't use the stack (CR 702.37e, 116.2b), written
`turn face up NAME`. It keeps everything that happened to it; nothing about entering
the battlefield happens again (CR 708.8).

Disguise (CR 702.168) is played the same way, announced `cast NAME for disguise`: it is
cast as a 2/2 face-down creature with ward {2} for {3} and turned face up for its disguise
cost (CR 702.168a, 702.168d); the object remembers it (`GameObject.face_down ==
"disguise"`) and layer 1b gives it ward {2} while face down (`tolaria.rules.layers`, CR
708.2).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Action
from tolaria.data.ir import CardDef, Cost, StaticAbility
from tolaria.data.mana import parse_cost
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import MANIFESTED
from tolaria.rules.keywords import flash
from tolaria.rules.layers import Characteristics, controller, current_name

NAME = "morph"
DISGUISE = "disguise"                                   # CR 702.168: morph with ward {2}
KEYWORDS = frozenset({NAME, "megamorph", DISGUISE})     # the cards that may be cast face down
CAST_COST = Cost(mana=parse_cost("{3}"))                           # CR 702.37a
# CR 708.2a: what casting sees (CR 708.4): a 2/2 creature with no text, name or mana cost.
FACE_DOWN_CARD = CardDef(name="", mana_cost=None, types=frozenset({"Creature"}), power=2,
                         toughness=2)


def morph_ability(card: CardDef) -> StaticAbility | None:
    """The card's morph or disguise ability as printed (CR 702.37a, 702.168a), if it has
    one."""
    return next((a for a in card.static if a.kind in (NAME, DISGUISE)), None)


def announced(card: CardDef) -> str:
    """The name casting it face down announces: "disguise" for a disguise card
    (CR 702.168b), else "morph" (CR 702.37c)."""
    ability = morph_ability(card)
    return DISGUISE if ability is not None and ability.kind == DISGUISE else NAME


def face_down(names: tuple[Any, ...]) -> bool:
    """Do the announced names cast the card face down?"""
    return NAME in names or DISGUISE in names


def face_down_as(card: CardDef) -> bool | str:
    """What `GameObject.face_down` records for a card cast face down: "disguise" if its
    disguise ability allowed it (its face-down characteristics list ward {2}, CR 702.168a),
    else True (CR 708.2a)."""
    ability = morph_ability(card)
    return DISGUISE if ability is not None and ability.kind == DISGUISE else True


def face_down_characteristics(who: int) -> Characteristics:
    return Characteristics(name="", types=FACE_DOWN_CARD.types, subtypes=frozenset(),
                           supertypes=frozenset(), colors=frozenset(), power=2, toughness=2,
                           keywords=frozenset(), activated=(), restrictions=frozenset(),
                           controller=who)


# -- casting face down (CR 702.37c, 708.4) ------------------------------------------------------

def total_cost(state: GameState, player: int) -> Cost:
    """{3}, with the cost changes that apply to a face-down creature spell (CR 601.2f)."""
    from tolaria.rules.costs import cost_changes_for
    more, less = cost_changes_for(state, player, face_down_characteristics(player))
    mana = CAST_COST.mana
    if more:
        mana = mana.plus(parse_cost(f"{{{more}}}"))
    if less:
        mana = mana.reduced(less)
    return Cost(mana=mana)


def why_cant_cast(state: GameState, player: int, obj: GameObject, action: Action,
                  sorcery_timing: bool) -> str | None:
    """Can `obj` be cast face down now? (CR 702.37c-d, 708.4)"""
    if obj.zone != "hand" or obj.owner != player:
        return (f"{current_name(state, obj)} isn't in {state.players[player].name}'s hand (CR "
                "601.2a)")
    if morph_ability(obj.card) is None:
        return (f"{current_name(state, obj)} has no morph ability: it can't be cast face down (CR "
                "702.37d)")
    if action.targets or action.x or action.mode not in (None, 0):
        return "a face-down creature spell has no targets, X or modes (CR 708.2a)"
    if not (sorcery_timing or flash.may_cast_any_time(state, player, FACE_DOWN_CARD)):
        return ("a face-down creature spell can be cast only in your main phase with an "
                "empty stack (CR 708.4, 307.1)")
    return None


# -- turning face up (CR 702.37e, 116.2b) -------------------------------------------------------

def morph_cost(obj: GameObject) -> Cost | None:
    """What it would cost to turn it face up: its morph cost if it were face up."""
    ability = morph_ability(obj.card)
    return ability.cost if ability is not None else None


def why_cant_turn_face_up(state: GameState, player: int, obj: GameObject,
                          costs: tuple[Any, ...] = ()) -> str | None:
    """Can `player` turn `obj` face up now: for its morph or disguise cost, or with
    `costs` (MANIFESTED,) a manifested permanent for its mana cost (CR 701.34b-d)?"""
    from tolaria.rules.priority import plan_payment
    if MANIFESTED in costs:
        from tolaria.rules.keywords import manifest
        return manifest.why_cant(state, player, obj)
    if obj.zone != "battlefield" or not obj.face_down or controller(state, obj) != player:
        return (f"{state.players[player].name} controls no such face-down permanent "
                "(CR 702.37e)")
    cost = morph_cost(obj)
    if cost is None:
        return "it has no morph cost: it can't be turned face up this way (CR 702.37e)"
    if plan_payment(state, player, cost.mana, 0, life_cost=cost.life) is None:
        return f"{state.players[player].name} can't pay its morph cost {cost.mana} (CR 702.37e)"
    return None


def turn_face_up_actions(state: GameState, player: int) -> list[Action]:
    """CR 116.2b, 702.37e, 701.34b: turning a face-down permanent face up, for its morph
    cost or, manifested, for its mana cost."""
    actions = []
    for oid in face_down_permanents(state):
        obj = state.objects[oid]
        if why_cant_turn_face_up(state, player, obj) is None:
            actions.append(Action("turn_face_up", player, oid))
        if obj.face_down == MANIFESTED and why_cant_turn_face_up(
                state, player, obj, (MANIFESTED,)) is None:
            actions.append(Action("turn_face_up", player, oid, costs=(MANIFESTED,)))
    return actions


def face_down_permanents(state: GameState) -> list[int]:
    """The face-down permanents, kept in `GameState.board_cache`: a permanent turns face
    down only as it enters and face up only by `turn_face_up` (CR 708.3, 708.8), and both
    change the board, which empties that cache."""
    found = state.board_cache.get("face down")
    if found is None:
        objects = state.objects
        found = state.board_cache["face down"] = [
            oid for oid in state.battlefield if objects[oid].face_down]
    return found


def turn_face_up(state: GameState, player: int, obj: GameObject,
                 costs: tuple[Any, ...] = ()) -> None:
    """Show the morph cost (or, manifested, that it is a creature card and its mana cost),
    pay it, turn the permanent face up (CR 702.37e, 701.34b, 708.8)."""
    from tolaria.rules.priority import pay, plan_payment
    if MANIFESTED in costs:
        from tolaria.rules.keywords import manifest
        cost, ability, rules = manifest.mana_cost(obj), None, ("701.34b",)
    else:
        cost, ability, rules = morph_cost(obj), morph_ability(obj.card), ("702.37e",)
    assert cost is not None
    was = obj.name
    payment = plan_payment(state, player, cost.mana, 0, life_cost=cost.life)
    pay(state, player, payment)
    obj.face_down = False
    state.changed()
    if ability is not None and ability.amount:                      # megamorph (CR 702.37b)
        from tolaria.rules import events
        events.put_counters(state, obj, "+1/+1", ability.amount)
    from tolaria.rules import triggers
    triggers.on_turned_face_up(state, obj)                          # CR 702.37e, 708.8
    state.say(f"{state.players[player].name} pays {cost.mana} and turns {was} face up: it is "
              f"{current_name(state, obj)}", *rules, "116.2b", "708.8")
