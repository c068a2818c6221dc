"""Effect steps: what each `Effect(op, params)` of the IR does when it resolves.

A handler gets the resolving stack object and the effect, performs it
through `tolaria.events`, and returns None, or a `Decision` when a player
must choose first (the resolution frame keeps the place, and the handler is
called again with the answer).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tolaria import events, zones
from tolaria.actions import Decision
from tolaria.cards.ir import Effect, layer_effect, token_def
from tolaria.objects import GameObject, Ref
from tolaria.state import ContinuousEffect, GameState, PreventionShield

Handler = Callable[[GameState, GameObject, Effect, "tuple[Any, ...] | None"], "Decision | None"]
HANDLERS: dict[str, Handler] = {}


def handler(op: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        HANDLERS[op] = fn
        return fn
    return register


def run(state: GameState, item: GameObject, eff: Effect, answer: tuple | None) -> Decision | None:
    return HANDLERS[eff.op](state, item, eff, answer)


# -- reading an effect's references ---------------------------------------------------

def source_of(state: GameState, item: GameObject) -> GameObject:
    """The object that does the effect: the spell itself, or an ability's source (CR 113.7)."""
    if item.source_id is None:
        return item
    return state.objects.get(item.source_id, item)


def amount(item: GameObject, value: Any) -> int:
    return item.x if value == "X" else int(value)


def target_ref(item: GameObject, which: Any) -> Ref | None:
    """The chosen target `which` (an index), or None if it became illegal (CR 608.2b)."""
    if isinstance(which, int):
        return item.targets[which] if which < len(item.targets) else None
    return None


def target_object(state: GameState, item: GameObject, which: Any) -> GameObject | None:
    if which == "self":
        source = state.objects.get(item.source_id) if item.source_id else None
        return source if source is not None and source.zone == "battlefield" else None
    ref = target_ref(item, which)
    if ref is None or ref[0] != "object":
        return None
    return state.objects.get(ref[1])


def players_of(state: GameState, item: GameObject, who: Any) -> list[int]:
    if who == "you":
        return [item.controller]
    if who == "each":
        return state.apnap()                                    # CR 101.4
    ref = target_ref(item, who)
    return [ref[1]] if ref is not None and ref[0] == "player" else []


# -- handlers -------------------------------------------------------------------------

@handler("damage")
def _damage(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    ref = target_ref(item, eff.get("target"))
    if ref is not None:
        events.deal_damage(state, source_of(state, item), ref, amount(item, eff.get("amount")))


@handler("draw")
def _draw(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    for player in players_of(state, item, eff.get("who")):
        events.draw(state, player, amount(item, eff.get("amount")))


@handler("mill")
def _mill(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    for player in players_of(state, item, eff.get("who")):
        events.mill(state, player, amount(item, eff.get("amount")))


@handler("gain_life")
def _gain_life(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    for player in players_of(state, item, eff.get("who")):
        events.gain_life(state, player, amount(item, eff.get("amount")))


@handler("destroy")
def _destroy(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    victim = target_object(state, item, eff.get("target"))
    if victim is not None:
        events.destroy(state, victim)


@handler("bounce")
def _bounce(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    victim = target_object(state, item, eff.get("target"))
    if victim is not None:
        events.leave_battlefield(state, victim, "hand", "returns to its owner's hand", "400.3")


@handler("counter")
def _counter(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "stack":
        return
    from tolaria import zones
    if victim.is_ability:
        zones.remove_from_game(state, victim)
    else:
        zones.move(state, victim, "graveyard")                  # CR 701.5a
    state.say(f"{victim.name} is countered by {item.name}", "701.5a")


@handler("pump")
def _pump(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    victim = target_object(state, item, eff.get("target"))
    if victim is None:
        return
    power, toughness = eff.get("power"), eff.get("toughness")
    state.effects.append(ContinuousEffect(                     # CR 611.2c, 613.4c
        timestamp=state.timestamp(), source_name=item.name, affected=(victim.id,),
        parts=(layer_effect("7c", "add_pt", power=power, toughness=toughness),),
        source_id=item.source_id, controller=item.controller))
    state.say(f"{victim.name} gets {power:+d}/{toughness:+d} until end of turn", "611.2", "613.4c")
    state.changed()


@handler("add_mana")
def _add_mana(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    events.add_mana(state, item.controller, eff.get("mana"))
    state.say(f"{state.players[item.controller].name} adds {eff.get('mana')}", "106.3")


@handler("prevent")
def _prevent(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    ref = target_ref(item, eff.get("target"))
    if ref is None:
        return
    state.shields.append(PreventionShield(ref, amount(item, eff.get("amount")), item.name))
    state.say(f"the next {eff.get('amount')} damage to {events.name_of(state, ref)} this turn "
              "will be prevented", "615.7")
    state.changed()


@handler("create_tokens")
def _create_tokens(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    card = token_def(dict(eff.get("spec")))
    for _ in range(amount(item, eff.get("count"))):
        events.create_token(state, card, item.controller)


@handler("discard")
def _discard(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    players = players_of(state, item, eff.get("who"))
    if not players:
        return None
    player = state.players[players[0]]
    n = amount(item, eff.get("amount"))
    if answer is None and 0 < n < len(player.hand):
        return Decision("discard", player.index, count=n, options=tuple(player.hand),
                        prompt=f"discard {n} cards")
    chosen = answer if answer is not None else tuple(player.hand)
    for oid in chosen:
        events.discard(state, state.objects[oid])
    return None


@handler("continuous")
def _continuous(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """A resolved effect with parts in several layers, locked to its target (CR 611.2c)."""
    victim = target_object(state, item, eff.get("target"))
    if victim is None:
        return
    parts = tuple(
        layer_effect("2", "control", controller=item.controller)     # "you" = its controller
        if p.op == "control" and p.get("controller") == "you" else p for p in eff.get("parts"))
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=item.name, affected=(victim.id,),
        parts=parts, until=eff.get("until", "end of turn"),
        source_id=item.source_id, controller=item.controller))
    state.say(f"{item.name} affects {victim.name} ({eff.get('until', 'end of turn')})", "611.2")
    state.changed()


BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


@handler("change_land_type_text")
def _change_land_type_text(state: GameState, item: GameObject, eff: Effect,
                           answer: Any) -> Decision | None:
    """Magical Hack: replace one basic land type word with another, indefinitely (CR 612)."""
    victim = target_object(state, item, eff.get("target"))
    if victim is None:
        return None
    if answer is None:
        return Decision("choose", item.controller, options=BASIC_LAND_TYPES,
                        prompt=f"the basic land type to replace in {victim.name}'s text")
    if len(answer) == 1:
        return Decision("choose", item.controller,
                        options=tuple(t for t in BASIC_LAND_TYPES if t != answer[0]),
                        prompt=f"the basic land type to write instead of {answer[0]}")
    old, new = answer
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=item.name, affected=(victim.id,),
        parts=(layer_effect("3", "text", old=old, new=new),), until="permanent",
        source_id=item.source_id, controller=item.controller))
    state.say(f"{item.name} changes {old} to {new} in the text of {victim.name}", "612.2")
    state.changed()
    return None


@handler("copy_spell")
def _copy_spell(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Copy target spell with its choices (CR 707.10); "you may choose new targets" (707.10c)."""
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "stack":
        return None
    from tolaria import resolve, targets
    specs = resolve.target_specs(victim)
    if answer is None and specs and eff.get("new_targets"):
        source = victim
        lists = [[old] + [r for r in targets.candidates(state, spec, item.controller, source)
                          if r != old]
                 for spec, old in zip(specs, victim.targets, strict=False)]
        from itertools import product
        options = tuple(product(*lists))
        if len(options) > 1:
            return Decision("new_targets", item.controller, options=options,
                            subject=victim.id,
                            prompt=f"targets for the copy of {victim.name} (CR 707.10c)")
    chosen = answer[0] if answer else victim.targets
    copy = zones.create_object(state, victim.card, item.controller, "stack")
    copy.controller, copy.is_copy = item.controller, True
    copy.mode, copy.x, copy.targets = victim.mode, victim.x, tuple(chosen)
    state.say(f"{state.players[item.controller].name} puts a copy of {victim.name} on the stack",
              "707.10")
    state.changed()
    return None


@handler("untap")
def _untap(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    victim = target_object(state, item, eff.get("target"))
    if victim is not None and victim.tapped:
        events.untap(state, victim)
        state.say(f"{victim.name} untaps", "701.21a")


@handler("attach")
def _attach(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """Attach `what` ("self": the source, e.g. an Equipment's equip ability) to the target.

    Attaching to an object it can't be attached to does nothing (CR 701.3b, 301.5b).
    """
    from tolaria.keywords import attach
    what = target_object(state, item, eff.get("what", "self"))
    host = target_object(state, item, eff.get("target"))
    if what is not None and host is not None:
        attach.attach(state, what, host)
