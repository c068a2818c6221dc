"""Events: the only way rules code changes the game.

A change that replacement and prevention effects can modify is described as
data first (`tolaria.rules.replacement`: `Damage`, `ZoneChange`, `Enter`,
`Counters`, `Tokens`, `Draw`, `LifeGain`, `LifeLoss`). `happen` runs a batch
of simultaneous events through those effects (CR 614-616) and performs what
is left: it applies each event, logs it with the rules behind it, and tells
`tolaria.rules.triggers` so triggered abilities can see it (CR 603.2).

If a player must choose how the effects apply (CR 616.1, 615.7), `happen`
changes nothing but `state.replacing` (the answers given so far) and returns
that Decision. The caller stops, and once the answer is in, runs the same
code again: it builds the same events, and `happen` goes on where it
stopped. Callers that can run again use `happen`: effect handlers (the
resolution frame calls them again), a resolving permanent spell entering the
battlefield, state-based actions and combat damage.

The functions named after events (`draw`, `destroy`, `deal_damage`...) make
one event happen at once, for callers that can't stop (a turn's draw,
costs, the legend rule, lifelink's life gain...). No supported card makes a
choice there; should one ever, `ReplacementChoiceUnsupported` is raised
rather than an order chosen for the player.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import CardDef, TriggeredAbility, effect, layer_effect
from tolaria.data.objects import KEYWORD_COUNTERS, GameObject, Ref
from tolaria.data.rulesets import ruleset
from tolaria.data.state import ContinuousEffect, GameState, PendingTrigger, ReplacementProgress
from tolaria.data.vocabulary import (
    CANT_GET_COUNTERS,
    CANT_GET_POISON,
    CREATED_TOKEN,
    DAMAGE_AS_INFECT,
    DAMAGE_TO_PLAYER,
    DEALT_TO_PLAYER,
    DREW_CARD,
    PROTECTOR,
)
from tolaria.rules import day_night, replacement, triggers, zones
from tolaria.rules.conditions import player_static, record
from tolaria.rules.keywords import freerunning, indestructible, prowl, toxic
from tolaria.rules.layers import characteristics, controller, current_name, off_board_change
from tolaria.rules.replacement import (
    Counters,
    Damage,
    Draw,
    Enter,
    Event,
    LifeGain,
    LifeLoss,
    Regenerate,
    Tokens,
    UmbraArmor,
    ZoneChange,
)

__all__ = ["Counters", "Damage", "Draw", "Enter", "LifeGain", "LifeLoss", "Tokens",
           "ZoneChange", "happen", "happen_for"]


class ReplacementChoiceUnsupported(RuntimeError):
    """A replacement choice (CR 616.1) came up where the engine can't stop to ask."""


def name_of(state: GameState, ref: Ref) -> str:
    kind, ident = ref
    if kind == "player":
        return state.players[ident].name
    return current_name(state, state.objects[ident])                 # CR 707.2, 708.2


# -- making events happen ---------------------------------------------------------------

def happen(state: GameState, *batch: Event) -> Decision | None:
    """Replace, prevent, then perform these simultaneous events; or return the choice needed."""
    decision, _, _ = _happen(state, batch, pausable=True)
    return decision


def happen_for(state: GameState, *batch: Event) -> Decision | list[GameObject | None]:
    """`happen`, giving back what each event made (the permanent that entered...)."""
    decision, _, results = _happen(state, batch, pausable=True)
    return decision if decision is not None else results


def answer(state: GameState, decision: Decision, reply: tuple) -> bool:
    """Keep the answer to a replacement choice; False if `decision` isn't one."""
    if not state.replacing or state.replacing[-1].decision != decision:
        return False
    progress = state.replacing[-1]
    state.replacing[-1] = ReplacementProgress(progress.events, progress.answers + (reply[0],))
    return True


def _happen(state: GameState, batch: tuple[Event, ...], pausable: bool, perform_them: bool = True
            ) -> tuple[Decision | None, tuple[Event | None, ...], list[GameObject | None]]:
    if any(isinstance(e, Draw) for e in batch):          # "can't draw more than one card
        from tolaria.rules.restrictions import cant_draw  # each turn" (CR 101.2)
        batch = tuple(e for e in batch if not (isinstance(e, Draw) and cant_draw(
            state, e.player)))
    if not batch:
        return None, (), []
    answers: tuple = ()
    if pausable and state.replacing:
        if state.replacing[-1].events == batch:
            answers = state.replacing[-1].answers
        else:
            state.replacing.clear()                     # left over from an abandoned event
    finals: tuple[Event | None, ...] = batch
    if replacement.could_apply(state, batch):
        outcome = replacement.process(state, batch, answers)
        if isinstance(outcome, Decision):
            if not pausable:
                raise ReplacementChoiceUnsupported(
                    f"{outcome.prompt}: this event can't wait for a choice yet")
            state.replacing[:] = [ReplacementProgress(batch, answers, outcome)]
            return outcome, (), []
        if pausable and state.replacing:
            state.replacing.clear()
        if list(outcome.shields) != state.shields:
            state.shields = list(outcome.shields)
            state.changed()
        for text, rules in outcome.log:
            state.say(text, *rules)
        finals = outcome.events
    if not perform_them:
        return None, finals, []
    results = [perform(state, event) if event is not None else None for event in finals]
    return None, finals, results


def _now(state: GameState, *batch: Event) -> list[GameObject | None]:
    return _happen(state, batch, pausable=False)[2]


def perform(state: GameState, event: Event) -> GameObject | None:
    """Perform one event as modified (CR 614.6): after replacement, nothing replaces it."""
    return _PERFORM[type(event)](state, event)


# -- zone changes ---------------------------------------------------------------------

def _departed(obj: GameObject) -> bool:
    return obj.zone.startswith("gone:") or obj.zone == "none"


def _perform_zone_change(state: GameState, event: ZoneChange) -> GameObject | None:
    obj = state.objects[event.obj]
    if _departed(obj):
        return None                                 # CR 400.7: it's already gone
    text = event.text or (f"{current_name(state, obj)} is put into "
                          f"{zones.PUBLIC_NAMES[event.to_zone]}")
    rules = event.rules
    if obj.face_down:                                    # it is revealed as it moves (708.9)
        text, rules = f"{text}, revealed: it is {obj.card.name}", rules + ("708.9",)
    if obj.zone != "battlefield":
        new = zones.move(state, obj, event.to_zone, top=not event.bottom)       # CR 401.4
        state.say(text, *rules)
        _arrive_with(state, new, event.counters)
        if event.shuffle:
            zones.shuffle(state, new.owner)                          # CR 701.20a
        if "702.35a" in rules and new.zone == "exile":            # discarded with madness
            from tolaria.rules.keywords import madness
            madness.exiled(state, new)                            # its trigger (CR 702.35a)
        if "701.8a" in rules:
            if new.zone == "graveyard":
                from tolaria.rules.keywords import mayhem
                mayhem.discarded(state, new)                      # (its reminder text)
            triggers.on_discard(state, obj.owner, new, event.by)  # "whenever you discard"
        return new
    new = zones.move(state, obj, event.to_zone, top=not event.bottom, others_to=event.others_to,
                     upper=event.upper)
    state.say(text, *rules)
    _arrive_with(state, new, event.counters)
    if event.shuffle:
        zones.shuffle(state, new.owner)                              # CR 701.20a
    triggers.on_leave(state, obj, event.to_zone,                     # CR 603.6c, 603.10a
                      sacrificed="701.17a" in rules)
    if state.exiled_until:
        from tolaria.rules.effects.library import source_left
        source_left(state, obj)                                      # CR 610.3
    if state.phased_out:
        from tolaria.rules.keywords import phasing
        phasing.source_left(state, obj)                              # CR 610.4
    return new


def _arrive_with(state: GameState, new: GameObject, counters: tuple[tuple[str, int], ...]
                 ) -> None:
    """"exile it with a void counter on it": the counters the moved object has in its new
    zone (a replacement's, CR 614.1a; counters on a card in exile, CR 122.1)."""
    for kind, n in counters:
        new.counters[kind] = new.counters.get(kind, 0) + n
        state.say(f"{current_name(state, new)} is exiled with {n} {kind} counter"
                  f"{'s' if n != 1 else ''} on it", "614.1a")
    if counters:
        state.changed()


def _perform_regenerate(state: GameState, event: Regenerate) -> GameObject | None:
    """CR 701.15a: remove all damage, its controller taps it, remove it from combat."""
    obj = state.objects[event.obj]
    if obj.zone != "battlefield":
        return None
    obj.damage, obj.deathtouched = 0, False
    was_tapped, obj.tapped = obj.tapped, True
    remove_from_combat(state, obj)
    state.say(f"{current_name(state, obj)} regenerates: its damage is removed, it is tapped and "
              "removed "
              "from combat", "701.15a")
    state.changed()
    if not was_tapped:
        triggers.on_tapped(state, obj, True, controller(state, obj))        # CR 701.15a
    return obj


def _perform_umbra_armor(state: GameState, event: UmbraArmor) -> GameObject | None:
    """CR 702.89a: remove all damage marked on the permanent, then destroy the Aura."""
    obj, aura = state.objects[event.obj], state.objects[event.aura]
    if obj.zone == "battlefield":
        obj.damage, obj.deathtouched = 0, False
        state.say(f"{current_name(state, aura)}'s umbra armor: the damage on "
                  f"{current_name(state, obj)} is removed", "702.89a")
        state.changed()
    if aura.zone == "battlefield":
        destroy(state, aura)
    return obj


def remove_from_combat(state: GameState, obj: GameObject) -> None:
    """CR 506.4: it stops being an attacking or blocking creature."""
    was_attacking = obj.attacking is not None
    obj.attacking, obj.blocking, obj.blocked = None, (), False
    for oid in state.battlefield:
        other = state.objects[oid]
        if obj.id in other.blocking:
            other.blocking = tuple(b for b in other.blocking if b != obj.id)
    if was_attacking:
        state.damage_order.pop(obj.id, None)
    for attacker, blockers in list(state.damage_order.items()):
        if obj.id in blockers:
            state.damage_order[attacker] = tuple(b for b in blockers if b != obj.id)
    state.changed()


def draw(state: GameState, player: int, count: int = 1) -> None:
    """CR 121.2: draw cards one at a time (CR 614.11a: each draw can be replaced)."""
    drawn = 0
    for _ in range(count):
        if state.over:
            break                              # a replaced draw ended the game (CR 104.1)
        before = len(state.this_turn)
        _now(state, Draw(player))
        drawn += _drew(state, player, before)
    _say_drawn(state, player, drawn)


def _drew(state: GameState, player: int, since: int) -> int:
    """The cards `player` drew since the turn's record had `since` facts (a draw replaced,
    by dredge or by nothing, draws none: CR 614.6)."""
    return sum(1 for fact in state.this_turn[since:] if fact == ("drew", player))


def say_drawn(state: GameState, player: int, since: int) -> None:
    """Log the cards `player` drew since the turn's record had `since` facts."""
    _say_drawn(state, player, _drew(state, player, since))


def _say_drawn(state: GameState, player: int, drawn: int) -> None:
    if drawn:
        p = state.players[player]
        state.say(f"{p.name} draws {drawn} card{'s' if drawn != 1 else ''}", "121.1")


DRAWING = "drawing"        # `GameObject.chosen` key: the draws of an instruction left to make


def draw_steps(state: GameState, item: GameObject, draws: list[tuple[int, int]]
               ) -> Decision | None:
    """(player, count) draws of an instruction, in turn (CR 121.2, 101.4), each of which may
    wait for a replacement choice (dredge, CR 616.1). The draws left, and those made, are
    kept on the resolving `item` as they go, so that the instruction, run again with the
    answer, goes on where it stopped rather than drawing again."""
    left = _draws_left(item)
    if left is None:
        left = [[p, n, 0] for p, n in draws if n > 0]
    while left and not state.over:             # a replaced draw may end the game (104.1)
        player = left[0][0]
        before = len(state.this_turn)
        decision = happen(state, Draw(player))
        if decision is not None:
            _keep_draws(item, left)
            return decision
        left[0][1] -= 1
        left[0][2] += _drew(state, player, before)
        if not left[0][1]:
            _say_drawn(state, player, left.pop(0)[2])
    _keep_draws(item, None)
    return None


def _draws_left(item: GameObject) -> list[list[int]] | None:
    text = dict(item.chosen).get(DRAWING)
    if text is None:
        return None
    return [[int(x) for x in part.split(":")] for part in text.split(",") if part]


def _keep_draws(item: GameObject, left: list[list[int]] | None) -> None:
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != DRAWING) + (
        ((DRAWING, ",".join(":".join(map(str, d)) for d in left)),) if left is not None
        else ())


def return_to_hand(state: GameState, obj: GameObject, text: str, *rules: str
                   ) -> GameObject | None:
    """A card put into its owner's hand, at once (not a choice point)."""
    return _now(state, ZoneChange(obj.id, "hand", text=text, rules=rules))[0]


def _perform_dredge(state: GameState, event: replacement.Dredge) -> None:
    """The draw replaced by dredge: the mill, then the card to the hand (CR 702.52a)."""
    from tolaria.rules.keywords import dredge
    dredge.perform(state, event.player, event.card, event.amount)


def _perform_draw(state: GameState, event: Draw) -> GameObject | None:
    """Drawing from an empty library is remembered (CR 121.4, 704.5b)."""
    p = state.players[event.player]
    if not p.library:
        p.drew_from_empty = True
        state.say(f"{p.name} can't draw from an empty library", "121.4", "704.5b")
        state.changed()
        return None
    drawn = zones.move(state, state.objects[p.library[-1]], "hand")
    record(state, DREW_CARD, event.player, drawn.id)                  # "drawn this turn"
    triggers.on_draw(state, event.player)                             # CR 121.2, 603.2
    if "miracle" in drawn.card.keywords:                              # CR 702.94a
        from tolaria.rules.keywords import miracle
        miracle.drawn(state, drawn)
    return drawn


def milled(state: GameState, player: int, count: int) -> tuple[ZoneChange, ...]:
    """CR 701.13a: the top N cards of a library going to the graveyard, as events."""
    library = state.players[player].library
    return tuple(ZoneChange(oid, "graveyard", rules=("701.13a",))
                 for oid in reversed(library[-count:] if count > 0 else []))


MILLING = "milling"      # `GameObject.chosen` key: how many each player mills, once replaced


def mill_counts(state: GameState, item: GameObject | None, counts: dict[int, int]
                ) -> Decision | dict[int, int]:
    """How many cards each player mills once the replacement effects that change the number
    ("If an opponent would mill one or more cards, they mill twice that many cards
    instead") have applied, the milling player ordering them (CR 701.13a, 614.1a, 616.1).
    Kept on the resolving `item`, so that the instruction, run again with an answer about
    the cards moving, mills the same number; without one (a cost) it can't wait."""
    kept = dict(item.chosen).get(MILLING) if item is not None else None
    if kept is not None:
        return {int(p): int(n) for p, n in (part.split(":") for part in kept.split(","))}
    asked = tuple(replacement.Mill(p, n) for p, n in counts.items() if n > 0)
    if not asked or not replacement.statics_replace(state, "mill"):
        return counts
    decision, finals, _ = _happen(state, asked, pausable=item is not None, perform_them=False)
    if decision is not None:
        return decision
    found = {p: 0 for p in counts}
    for event in finals:
        if isinstance(event, replacement.Mill):
            found[event.player] = event.amount
    if item is not None:
        item.chosen = tuple(kv for kv in item.chosen if kv[0] != MILLING) + (
            (MILLING, ",".join(f"{p}:{n}" for p, n in found.items())),)
    return found


def milling_done(item: GameObject) -> None:
    """The cards have moved: the kept numbers are dropped (`mill_counts`)."""
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != MILLING)


SCRYING = "scrying"      # `GameObject.chosen` key: the scry as replaced ("<n>" or "draw <n>")


def scry_replaced(state: GameState, item: GameObject, player: int, count: int
                  ) -> Decision | tuple[int, bool]:
    """How many cards `player` scries, or draws instead (True), once the replacement
    effects that apply have ("If you would scry a number of cards, scry that many cards
    plus one / draw that many cards instead", CR 614.1a, 616.1, 701.18a); kept on the
    resolving `item` while the cards are arranged."""
    kept = dict(item.chosen).get(SCRYING)
    if kept is not None:
        return int(kept.split()[-1]), kept.startswith("draw")
    if count <= 0 or not replacement.statics_replace(state, "scry"):
        return count, False                          # scry 0 is no event (CR 701.18b)
    decision, finals, _ = _happen(state, (replacement.Scry(player, count),), pausable=True,
                                  perform_them=False)
    if decision is not None:
        return decision
    final = finals[0]
    found = (final.amount, final.draw) if isinstance(final, replacement.Scry) else (0, False)
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != SCRYING) + (
        (SCRYING, f"{'draw ' if found[1] else ''}{found[0]}"),)
    return found


def scrying_done(item: GameObject) -> None:
    """The scry (or the draws instead) is over: the kept numbers are dropped."""
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != SCRYING)


def mill(state: GameState, player: int, count: int) -> None:
    """CR 701.13: put the top N cards of the library into the graveyard, at once."""
    counts = mill_counts(state, None, {player: count})
    assert not isinstance(counts, Decision)
    batch = milled(state, player, counts[player])
    _now(state, *batch)
    p = state.players[player]
    state.say(f"{p.name} mills {len(batch)} card{'s' if len(batch) != 1 else ''}", "701.13a")


def discarded(state: GameState, obj: GameObject, cost: bool = False) -> ZoneChange:
    """CR 701.8a: a card moving from its owner's hand to the graveyard; made by the
    instruction of the spell or ability resolving, if any, unless it pays a `cost`
    (CR 118.12a)."""
    by = None if cost or not state.frames else _controller_of(state, state.frames[-1].obj_id)
    return ZoneChange(obj.id, "graveyard", rules=("701.8a",), by=by,
                      text=f"{state.players[obj.owner].name} discards {current_name(state, obj)}")


def _controller_of(state: GameState, oid: int) -> int | None:
    item = state.objects.get(oid)
    return None if item is None else item.controller


def discard(state: GameState, obj: GameObject) -> GameObject | None:
    """CR 701.8: move a card from its owner's hand to the graveyard, paying a cost or in
    the cleanup step (CR 514.1)."""
    return _now(state, discarded(state, obj, cost=True))[0]


def to_graveyard(state: GameState, obj: GameObject, text: str = "", *rules: str) -> ZoneChange:
    """A card or token put into its owner's graveyard (a spell resolving or countered...)."""
    return ZoneChange(obj.id, "graveyard", text=text, rules=rules)


def put_into_graveyard(state: GameState, obj: GameObject, text: str = "", *rules: str
                       ) -> GameObject | None:
    """A card or token is put into its owner's graveyard, at once (not a choice point)."""
    return _now(state, to_graveyard(state, obj, text, *rules))[0]


def entering(obj: GameObject, controller: int | None = None, attach_to: int | None = None,
             copy_of: CardDef | None = None, attach_player: int | None = None,
             face_down: bool | str = False) -> Enter:
    """A card or spell about to enter the battlefield, as an event (CR 614.1c, 614.12);
    an Aura attached to the permanent `attach_to` or the player `attach_player`; put onto
    it face down (`face_down`, what `GameObject.face_down` becomes: CR 708.3)."""
    return Enter(obj.id, obj.card, obj.owner if controller is None else controller,
                 attach_to=attach_to, copy_of=copy_of, attach_player=attach_player,
                 face_down=face_down)


def put_onto_battlefield(state: GameState, obj: GameObject, controller: int | None = None,
                         attach_to: int | None = None, copy_of: CardDef | None = None,
                         attach_player: int | None = None, face_down: bool | str = False
                         ) -> GameObject:
    """A card or spell enters the battlefield (CR 110.1, 608.3). Not "playing" it (CR 305.4).

    `copy_of`: it enters as a copy of those copiable values (CR 707.9, 613.2a).
    """
    new = _now(state, entering(obj, controller, attach_to, copy_of, attach_player,
                               face_down))[0]
    return new if new is not None else obj


def put_melded(state: GameState, obj: GameObject, back: CardDef, controller: int,
               chosen: tuple[tuple[str, str], ...]) -> GameObject | None:
    """The card `obj` enters the battlefield with the combined back face `back` of its meld
    pair up, as the melded permanent both cards represent (`chosen` names the other one;
    CR 712.14c, 701.37a)."""
    return _now(state, Enter(obj.id, back, controller, chosen=chosen, transformed=True))[0]


def _perform_enter(state: GameState, event: Enter) -> GameObject | None:
    if event.obj is None:                                             # a token (CR 111.2)
        new = zones.create_object(state, event.card, event.controller, "battlefield")
    else:
        obj = state.objects[event.obj]
        if _departed(obj):
            return None
        if event.life:                           # paid as it enters (CR 614.12, 119.4)
            lose_life(state, event.controller, event.life, "119.4", "614.12")
        new = zones.move(state, obj, "battlefield", controller=event.controller)
        new.face_down = event.face_down or (                                   # CR 708.3
            obj.face_down if obj.zone == "gone:stack" else False)
        if event.transformed:                          # its back face up (CR 712.14a)
            new.card = event.card
            state.board_cache.pop(new.id, None)
    new.since = None                                                  # CR 302.6
    new.attached_to = event.attach_to
    new.attached_player = event.attach_player
    if event.copy_of is not None:
        state.effects.append(ContinuousEffect(
            timestamp=new.timestamp, source_name=current_name(state, new), affected=(new.id,),
            parts=(layer_effect("1a", "copy", card=event.copy_of),), until="permanent",
            source_id=new.id, controller=new.controller))
        state.say(f"{current_name(state, new)} enters as a copy of {event.copy_of.name}", "707.9")
    if event.becomes:                       # "It's an Aura enchantment ..." (CR 611.2, 613.1)
        state.effects.append(ContinuousEffect(
            timestamp=new.timestamp, source_name=current_name(state, new), affected=(new.id,),
            parts=event.becomes, until="permanent", source_id=new.id,
            controller=new.controller))
    day_night.entering(state, new)                                    # CR 614.12, 702.145b
    if event.tapped:
        new.tapped = True                                             # CR 614.1c
    new.chosen = event.chosen                                         # CR 614.12, 607.2
    if any(key == PROTECTOR for key, _ in event.chosen):              # CR 310.8a
        new.chosen = tuple(kv for kv in event.chosen if kv[0] != PROTECTOR)
        new.protector = int(dict(event.chosen)[PROTECTOR])
    for kind, n in event.counters:                                    # CR 122.6
        if n > 0:
            new.counters[kind] = new.counters.get(kind, 0) + n
            stamp_counters(state, new, kind)
    state.changed()
    if new.counters.get("lore"):                                      # CR 714.3a, 714.2b
        triggers.on_lore(state, new, 0, new.counters["lore"], entering=True)
    if {"dash", "blitz"} & set(new.cast_for.split("+")):             # CR 702.109a, 702.152a
        from tolaria.rules.keywords import dash
        dash.entered(state, new)
    if "warp" in new.cast_for.split("+"):                    # its reminder text (warp.py)
        from tolaria.rules.keywords import warp
        warp.entered(state, new)
    if "sneak" in new.cast_for.split("+"):                   # its reminder text (sneak.py)
        from tolaria.rules.keywords import sneak
        sneak.entered(state, new, state.objects.get(event.obj) if event.obj is not None
                      else None)
    if "suspend" in new.cast_for.split("+"):                         # CR 702.62a
        from tolaria.rules.keywords import suspend
        suspend.entered(state, new)
    if new.chosen and ("riot", "haste") in new.chosen:                # CR 702.136a
        from tolaria.rules.keywords import riot
        riot.entered(state, new)
    if new.chosen and any(key == "devour" for key, _ in new.chosen):   # CR 702.82a
        from tolaria.rules.keywords import riot
        riot.devoured(state, new)
    triggers.on_enter(state, new)
    if new.attached_to is not None and new.attached_to in state.objects:
        triggers.on_attached(state, new, state.objects[new.attached_to])     # CR 701.3a
    if new.card.face_of and "Room" in new.card.subtypes and event.obj is not None \
            and state.objects[event.obj].zone == "gone:stack":   # the door cast unlocks
        triggers.on_unlock(state, new, new.card.name, fully=False)
    if event.discarded:                                   # still discarded (CR 701.8c)
        triggers.on_discard(state, new.owner, new)
    for kind, n in event.counters:                       # entering with them is "put" (122.6)
        triggers.on_counters(state, new, kind, n)
    return new


def leaving(obj: GameObject, to_zone: str, text: str, *rules: str) -> ZoneChange:
    return ZoneChange(obj.id, to_zone, text=text, rules=rules)


def leave_battlefield(state: GameState, obj: GameObject, to_zone: str, why: str,
                      *rules: str) -> GameObject:
    """A permanent goes to another zone; "dies" if a creature goes to the graveyard (CR 700.4)."""
    new = _now(state, leaving(obj, to_zone, f"{current_name(state, obj)} {why}", *rules))[0]
    return new if new is not None else obj


def destruction(state: GameState, obj: GameObject, *rules: str, regenerable: bool = True
                ) -> ZoneChange | None:
    """CR 701.7a: destroying a permanent, as an event; None if it is indestructible.

    An indestructible permanent can't be destroyed (CR 702.12b), so nothing is
    there for regeneration or other effects to replace (CR 614.17c).
    """
    if "indestructible" in characteristics(state, obj).keywords:
        return None
    return ZoneChange(obj.id, "graveyard", destroy=True, regenerable=regenerable,
                      text=f"{current_name(state, obj)} is destroyed", rules=("701.7a",) + rules)


def destroy(state: GameState, obj: GameObject, *rules: str, regenerable: bool = True
            ) -> GameObject:
    """CR 701.7: move a permanent to its owner's graveyard (not an indestructible one)."""
    event = destruction(state, obj, *rules, regenerable=regenerable)
    if event is None:
        indestructible.survives_destroy(state, obj)                  # logs CR 702.12b
        return obj
    new = _now(state, event)[0]
    return new if new is not None and new.zone != "battlefield" else obj


def sacrifice(state: GameState, obj: GameObject) -> GameObject:
    """CR 701.17: its controller moves it to its owner's graveyard."""
    return leave_battlefield(state, obj, "graveyard", "is sacrificed", "701.17a")


def create_token(state: GameState, card: CardDef, controller: int) -> GameObject | None:
    """CR 111.1: create a token on the battlefield (the first, if an effect makes more)."""
    made = _now(state, Tokens(card, controller, 1))
    return made[0] if made else None


def _perform_tokens(state: GameState, event: Tokens) -> GameObject | None:
    """CR 111.1-111.2: the tokens enter the battlefield together."""
    if event.count <= 0:
        return None
    made = [_now(state, Enter(None, event.card, event.controller, tapped=event.tapped,
                              attach_to=event.attach_to, counters=event.counters))[0]
            for _ in range(event.count)]
    if event.attacking is not None:
        from tolaria.rules.effects.tokens import enter_attacking
        enter_attacking(state, [m for m in made if m is not None], event.attacking)
    if any(m is not None for m in made):
        record(state, CREATED_TOKEN, event.controller)  # its creator (CR 111.2)
    who = state.players[event.controller].name
    state.say(f"{who} creates {event.count} {event.card.name} token"
              f"{'s' if event.count != 1 else ''}", "111.1")
    for card, n in event.plus:                       # added by replacement effects (614.1a)
        _perform_tokens(state, Tokens(card, event.controller, n))
    return made[0]


# -- damage and life ------------------------------------------------------------------

def deal_damage(state: GameState, source: GameObject, target: Ref, amount: int,
                combat: bool = False) -> int:
    """CR 120.3: damage to a player, planeswalker or creature. Returns what was dealt."""
    _, finals, _ = _happen(state, (Damage(source.id, target, amount, combat),), pausable=False)
    parts = [p for e in finals for p in (e.parts if isinstance(e, replacement.Split) else (e,))]
    return sum(e.amount for e in parts if isinstance(e, Damage))


def _perform_damage(state: GameState, event: Damage) -> GameObject | None:
    """CR 120.3-120.4: damage as modified by replacement and prevention effects."""
    amount = event.amount
    if amount <= 0:
        return None                                                  # CR 120.8
    source = state.objects[event.source]
    target = event.target
    keywords = characteristics(state, source).keywords               # CR 608.2h if it has left
    kind, ident = target
    rule = "510.2" if event.combat else "120.3"
    if kind == "player":
        player = state.players[ident]
        record(state, "player_damaged", ident)         # bloodthirst (702.54a); not an object
        record(state, DAMAGE_TO_PLAYER, ident, amount)  # "was dealt 7 or more damage"
        record(state, DEALT_TO_PLAYER, source.id, ident)  # "dealt damage to an opponent"
        if event.combat:                                             # CR 702.76a
            schars = characteristics(state, source)
            record(state, prowl.COMBAT_DAMAGE_BY, schars.controller,
                   tuple(sorted(prowl.creature_types(schars))))
            if source.card_uid in state.commanders:          # freerunning (CR 903.3)
                record(state, freerunning.COMMANDER_COMBAT_DAMAGE, schars.controller)
        if "infect" in keywords or player_static(state, DAMAGE_AS_INFECT, ident):
            got = give_counters(state, ident, "poison", amount)                  # CR 120.3b, 702.90b
            state.say(f"{current_name(state, source)} deals {amount} damage to {player.name}, who "
                      "gets "
                      f"{got} poison counter{'s' if got != 1 else ''}", rule, "120.3b",
                      "702.90b")
        else:
            from tolaria.rules.effects import replacements  # "reduces it to 1 instead"
            lost = replacements.life_lost(state, ident, amount)
            player.life -= lost                                      # CR 120.3a
            if lost:
                record(state, "life", ident, -lost)                  # CR 119.3
                triggers.on_life_loss(state, ident, lost)
            state.say(f"{current_name(state, source)} deals {amount} damage to "
                      f"{player.name}", rule, "120.3a")
        if state.options.teams:
            shared(state, ident)                                     # CR 810.9, 810.10
        if event.combat and state.commanders and source.card_uid in state.commanders:
            from tolaria.rules.commander import dealt_combat_damage
            dealt_combat_damage(state, source, ident, amount)           # CR 903.10a
        if event.combat and (poison := give_counters(
                state, ident, "poison", toxic.total(keywords))):
            state.say(f"{player.name} gets {poison} poison counter{'s' if poison != 1 else ''}"
                      " (toxic)", "702.164c")                        # CR 702.164c
    else:
        victim = state.objects[ident]
        if victim.zone != "battlefield":
            return None                                              # CR 120.1a
        record(state, "damaged", ident, source.id,    # "dealt damage this turn" (targets)
               characteristics(state, source).controller)   # "by a source you controlled"
        vchars = characteristics(state, victim)
        if "Planeswalker" in vchars.types:                          # CR 120.3c
            remove_counters(state, victim, "loyalty", amount)
        if "Battle" in vchars.types:                                # CR 120.3h, 310.6
            remove_counters(state, victim, "defense", amount)
        if vchars.is_creature and ("infect" in keywords or "wither" in keywords):
            # CR 120.3d, 702.90c, 702.80c: -1/-1 counters instead of damage marked; none on
            # a creature that can't have them (CR 122.6, 101.2)
            from tolaria.rules.effects.replacements import can_have_counters
            if can_have_counters(state, victim, "-1/-1"):
                victim.counters["-1/-1"] = victim.counters.get("-1/-1", 0) + amount
                triggers.on_counters(state, victim, "-1/-1", amount,      # put (CR 122.6)
                                     characteristics(state, source).controller)
        elif vchars.is_creature:                                     # CR 120.3e
            victim.damage += amount
        if vchars.is_creature and "deathtouch" in keywords:
            victim.deathtouched = True
        state.say(f"{current_name(state, source)} deals {amount} damage to "
                  f"{current_name(state, victim)}", rule)
    record(state, "dealt", source.id)                 # "that dealt damage this turn"
    record(state, "dealt_amount", source.id, amount)  # "the damage dealt this way"
    state.changed()
    if "lifelink" in keywords:                                       # CR 702.15b
        if ruleset(state).lifelink_triggered:
            _lifelink_triggers(state, source, amount, event.combat)
        else:
            gain_life(state, controller(state, source), amount, "702.15b", source=source.id)
    triggers.on_damage(state, source, target, amount, event.combat)  # CR 603.2
    return None


def lifelink_ability(amount: int) -> TriggeredAbility:
    """2008 CR 502.68: "Whenever this deals damage, you gain that much life" (that much:
    the damage dealt, fixed as it triggers)."""
    return TriggeredAbility(event="lifelink", effects=(effect("gain_life", amount=amount,
                                                             who="you"),),
                            text=f"Lifelink (you gain {amount} life)")


def _lifelink_triggers(state: GameState, source: GameObject, amount: int, combat: bool) -> None:
    """Lifelink as the 2008 rules have it: a triggered ability (2008 CR 502.68). A source's
    combat damage is one event (CR 510.2), so it triggers once for all of it (CR 603.2c)."""
    for i, trig in enumerate(state.pending):
        if combat and trig.source_id == source.id and trig.ability.event == "lifelink":
            total = trig.data[0] + amount
            state.pending[i] = replace(trig, ability=lifelink_ability(total), data=(total,))
            return
    state.pending.append(PendingTrigger(
        controller=controller(state, source), source_id=source.id,
        source_name=current_name(state, source),
        ability=lifelink_ability(amount), data=(amount,), card=source.card))


def gain_life(state: GameState, player: int, amount: int, *rules: str,
              source: int | None = None) -> None:
    _now(state, LifeGain(player, amount, rules, source))


def lose_life(state: GameState, player: int, amount: int, *rules: str) -> None:
    _now(state, LifeLoss(player, amount, rules))


# The counters a player can have (CR 122.1): their `Player` attributes.
PLAYER_COUNTERS = ("poison", "energy", "experience")


def give_counters(state: GameState, player: int, kind: str, amount: int) -> int:
    """CR 122.1: `player` gets `amount` counters of a kind in `PLAYER_COUNTERS` (poison, CR
    122.1f), none if they can't get them (CR 101.2); how many they got."""
    if amount <= 0 or not can_get_counters(state, player, kind):
        return 0
    p = state.players[player]
    setattr(p, kind, getattr(p, kind) + amount)
    if kind == "poison":
        shared(state, player)                                        # CR 810.10
    state.changed()
    if kind == "energy":
        triggers.on_energy(state, player, amount)                    # CR 603.2c
    return amount


def can_get_counters(state: GameState, player: int, kind: str) -> bool:
    """"You can't get poison counters." (its controller), "Players can't get counters."
    (everyone, any kind): CR 122.1, 101.2."""
    from tolaria.rules.layers import static_abilities
    if kind == "poison" and player_static(state, CANT_GET_POISON, player):
        return False
    return not any(a.kind == CANT_GET_COUNTERS for _, a in static_abilities(state))


def shared(state: GameState, player: int) -> None:
    """CR 810.9-810.10: a Two-Headed Giant team's life and poison counters are shared."""
    from tolaria.rules import multiplayer
    if multiplayer.shared_turns(state):
        multiplayer.share_life(state, player)


def _perform_life(state: GameState, event: LifeGain | LifeLoss) -> GameObject | None:
    """CR 119.3: a player gains or loses life."""
    if event.amount <= 0:
        return None
    p = state.players[event.player]
    gains = isinstance(event, LifeGain)
    if not gains:
        from tolaria.rules.effects.replacements import cant_lose_life
        if cant_lose_life(state, event.player):                       # CR 119.8
            state.say(f"{p.name} can't lose life", "119.8")
            return None
    p.life += event.amount if gains else -event.amount
    if state.options.teams:
        shared(state, event.player)                                   # CR 810.9
    record(state, "life", event.player, event.amount if gains else -event.amount)
    state.say(f"{p.name} {'gains' if gains else 'loses'} {event.amount} life", "119.3",
              *event.rules)
    state.changed()
    if gains:
        triggers.on_life_gain(state, event.player, event.amount, event.source)   # CR 119.9
    else:
        triggers.on_life_loss(state, event.player, event.amount)                 # CR 119.3
    return None


# -- permanents' status ---------------------------------------------------------------

def tap(state: GameState, obj: GameObject) -> None:
    was_tapped, obj.tapped = obj.tapped, True
    off_board_change(state)
    if not was_tapped:
        triggers.on_tapped(state, obj, True)                 # "becomes tapped" (CR 603.2)


def untap(state: GameState, obj: GameObject) -> None:
    if obj.tapped and stunned(state, obj):
        return
    was_tapped, obj.tapped = obj.tapped, False
    off_board_change(state)
    if was_tapped:
        triggers.on_tapped(state, obj, False)


def stunned(state: GameState, obj: GameObject) -> bool:
    """CR 122.1d: a permanent with a stun counter that would become untapped stays tapped
    and loses a stun counter instead."""
    if not obj.counters.get("stun"):
        return False
    remove_counters(state, obj, "stun", 1)
    state.say(f"a stun counter is removed from {current_name(state, obj)} instead of untapping "
              "it", "122.1d")
    return True


def stamp_counters(state: GameState, obj: GameObject, kind: str) -> None:
    """CR 613.7c: a new counter restamps all counters of its kind; the engine keeps the
    timestamps keyword counters need for layer 6 (CR 122.1b, 613.1f)."""
    if kind in KEYWORD_COUNTERS:
        obj.counter_times = tuple((k, t) for k, t in obj.counter_times if k != kind) + (
            (kind, state.timestamp()),)


def add_counters(state: GameState, obj: GameObject, kind: str, n: int) -> None:
    """CR 122.1: put counters on an object as a cost or by a rule (loyalty costs, CR 606.4).

    Not an effect, so "if an effect would put counters" doesn't apply (CR 614.16);
    effects use `put_counters`.
    """
    if n <= 0:
        return
    before = obj.counters.get(kind, 0)
    obj.counters[kind] = before + n
    stamp_counters(state, obj, kind)
    state.changed()
    if kind == "lore" and obj.zone == "battlefield":
        triggers.on_lore(state, obj, before, before + n)              # CR 714.2b
    triggers.on_counters(state, obj, kind, n)                         # CR 122.6


def put_counters(state: GameState, obj: GameObject, kind: str, n: int) -> None:
    """An effect puts counters on a permanent (CR 122.6, 614.16): a replaceable event."""
    _now(state, Counters(obj.id, kind, n))


def _perform_counters(state: GameState, event: Counters) -> GameObject | None:
    obj = state.objects[event.obj]
    if event.amount <= 0 or _departed(obj):
        return None
    add_counters(state, obj, event.kind, event.amount)
    state.say(f"{event.amount} {event.kind} counter{'s are' if event.amount != 1 else ' is'} "
              f"put on {current_name(state, obj)}", "122.1")
    return obj


def remove_counters(state: GameState, obj: GameObject, kind: str, n: int) -> None:
    have = obj.counters.get(kind, 0)
    left = max(0, have - n)
    if left:
        obj.counters[kind] = left
    else:
        obj.counters.pop(kind, None)
    state.changed()
    if kind == "defense" and have and not left:                       # CR 310.11b
        from tolaria.rules import battles
        battles.on_defense_removed(state, obj, have)
    if kind == "loyalty" and have > left and obj.zone == "battlefield":
        triggers.on_loyalty_removed(state, obj, have - left)             # CR 603.2


def add_mana(state: GameState, player: int, mana: str, snow: bool = False,
             only: Any = None) -> None:
    """CR 106.4: mana goes into its player's mana pool; `only`: how it may be spent
    (CR 106.6, `tolaria.data.ir.ManaRestriction`)."""
    pool = state.players[player].pool
    for symbol in mana:
        pool.add(symbol, 1, snow, only)
    off_board_change(state)


def _perform_removal(state: GameState, event: replacement.CounterRemoval) -> None:
    """Counters removed by a replacement effect; its once-per-batch marker goes too."""
    obj = state.objects[event.obj]
    if event.mark:
        state.shields = [s for s in state.shields if s.sid != event.mark]
    if obj.zone == "battlefield" and obj.counters.get(event.kind, 0) > 0:
        remove_counters(state, obj, event.kind, event.amount)
        state.say(f"{event.amount} {event.kind} counter(s) removed from "
                  f"{current_name(state, obj)}", "614.1a")
    state.changed()


def _perform_split(state: GameState, event: replacement.Split) -> GameObject | None:
    """Damage partly redirected (CR 614.9), or a permanent exiled and tokens created instead
    of it dying (CR 614.6): each part, as modified; what the first part moved, if any."""
    results = [perform(state, part) for part in event.parts]
    return results[0] if event.first_is_it else None


def _perform_loss(state: GameState, event: replacement.Loss) -> None:
    """The player loses the game as nothing replaced it (CR 104.3)."""
    from tolaria.rules import sba
    if not state.players[event.player].lost:
        sba.lose(state, event.player, event.why, *event.rules)


_PERFORM = {
    Damage: _perform_damage, ZoneChange: _perform_zone_change, Regenerate: _perform_regenerate,
    UmbraArmor: _perform_umbra_armor,
    Enter: _perform_enter, Counters: _perform_counters, Tokens: _perform_tokens,
    Draw: _perform_draw, LifeGain: _perform_life, LifeLoss: _perform_life,
    replacement.Split: _perform_split, replacement.CounterRemoval: _perform_removal,
    replacement.Dredge: _perform_dredge, replacement.Loss: _perform_loss,
}
