"""Triggered abilities (CR 603).

Events call the `on_*` functions, which record `PendingTrigger`s for the
abilities objects have at that moment (after the layers, so an object that
lost its abilities doesn't trigger). The next time a player would receive
priority, `tolaria.rules.turn` puts them on the stack (CR 603.3).

- Which permanents could trigger on an event is found once per state change
  (`_watchers`, cached in `state.board_cache` with the characteristics it reads): an event nobody watches costs one
  pass over the printed abilities of the battlefield.
- Leaves-the-battlefield abilities look back in time (CR 603.10a): the object
  that left triggers with its last known abilities, and permanents that left
  in the same event (`state.simultaneous`) see each other leave, as permanents
  entering together see each other enter (CR 603.6a).
- An intervening "if" (CR 603.4) is checked as the event happens (here) and
  again on resolution (`condition_holds`, called by `tolaria.rules.resolve`).
- State triggers (CR 603.8) are checked before each priority (`check_state`)
  and don't trigger again while the ability is waiting or on the stack.
- Delayed triggered abilities (CR 603.7) are data in `state.delayed`; each
  triggers once and is gone, unless it lasts "this turn" (cast events, `_delayed_cast`).
  Reflexive ones (CR 603.12) trigger as created.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.data.ir import Condition, Effect, ObjectFilter, TriggeredAbility, effect
from tolaria.data.objects import GameObject, Ref
from tolaria.data.state import DelayedTrigger, GameState, PendingTrigger
from tolaria.data.vocabulary import (
    ANY_COUNTER,
    ATTACKED_OR_BLOCKED,
    ATTACKED_WITH,
    ATTACKERS_COUNT,
    ATTACKS_BATTLE,
    ATTACKS_ENCHANTED,
    ATTACKS_FIRST,
    ATTACKS_PLAYER,
    ATTACKS_YOU,
    ATTACKS_YOUR_OPPONENT,
    AURA_ATTACHED,
    BATCH_COMBAT_DAMAGE_PLAYERS,
    BATCH_COUNTED,
    BECOMES_ATTACHED,
    BLOCK_PARTNER_MATCHES,
    CAST_FROM_EXILE,
    CAST_IN_MAIN,
    CLASH_WON,
    CLASHED,
    COIN_FLIP_WON,
    COMBAT_DAMAGE_OPPONENT,
    COMBAT_DAMAGE_PLANESWALKER,
    COMBAT_DAMAGE_PLAYER_OR_BATTLE,
    COMBAT_DAMAGE_PLAYER_OR_PLANESWALKER,
    COMBAT_DAMAGE_YOU,
    COMMAND_OR_BATTLEFIELD,
    COUNTERS_SPELL,
    CREWS,
    DAMAGE_PLANESWALKER,
    DAMAGE_TO_SELF,
    DAMAGED_BY_EQUIPPED,
    DEFENDING_CONTROLS,
    DEFENDING_IS,
    DICE_ROLLED,
    DIE_RESULT,
    DIE_ROLLED,
    DISCARD_BATCH,
    DISCARD_BY_OPPONENT,
    DISCARDED,
    DISCARDED_EVENT,
    DISCARDED_SELF,
    DOOR_UNLOCKED,
    DRAW_STEP_FIRST_EXCEPTED,
    DYING_TRIGGERS_AGAIN,
    EACH_COUNTER,
    ENTERING_TRIGGERS_AGAIN,
    ENTERING_UNTRIGGERING,
    EVENT_FACE_DOWN,
    EVENT_HAS_ADVENTURE,
    EVENT_KICKED,
    EVENT_OBJECT,
    EVENT_OBJECT_MATCHES,
    EVENT_PLAYERS_TURN,
    EXPEND,
    FOR_THE_GAME,
    FULLY_UNLOCKED,
    GET_ENERGY,
    HAD_COUNTERS,
    HAUNT_RESOLVED,
    HAUNTED,
    HAUNTING,
    LEAVES_ALIVE,
    MOST,
    NAME_UNSHARED,
    NONCOMBAT_DAMAGE_PLAYER,
    PLAY_LAND_FROM_EXILE,
    PLAY_LAND_NOT_FROM_HAND,
    PLAYED_CARD,
    PLAYER_DEALT_COMBAT,
    PLAYER_DEALT_NONCOMBAT,
    PLAYER_TARGETED,
    PLUS_COUNTER_EACH,
    SACRIFICED_FOR_EMERGE,
    SHUFFLED,
    SOURCE_TRIGGERS_AGAIN,
    SPELLS_OF_THE_TURN,
    TARGETS_ONLY,
    TO_EXILE,
    TO_HAND,
    UNBLOCKED_PLAYER,
    VOID,
    WHILE_IT_REMAINS,
    YOU_ATTACK_PLAYER,
    YOU_OR_YOURS_TARGETED,
    YOU_PUT_COUNTERS,
    YOU_TAP,
)
from tolaria.rules import multiplayer, restrictions
from tolaria.rules.conditions import record
from tolaria.rules.layers import (
    Characteristics,
    characteristics,
    chars_match,
    controller,
    current_name,
    is_modified,
    matches,
)

# The fact of this turn: a player drew a card in their own draw step (CR 504.1).
DREW_IN_DRAW_STEP = "drew_in_draw_step"

# CR 702.108a: the keyword prowess is this triggered ability (one per instance; the
# engine keeps keywords as a set, so several instances count as one, unlike CR 702.108b).
PROWESS = TriggeredAbility(
    event="cast", effects=(effect("pump", power=1, toughness=1, target="self"),),
    filter=ObjectFilter(not_types=frozenset({"Creature"})), whose="you",
    text="Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 "
         "until end of turn.)")

# Layer operations that can give a permanent a triggered ability it doesn't print.
_GRANTING = frozenset({"copy", "add_abilities", "add_keywords"})


# -- who is watching ------------------------------------------------------------------

def triggered_abilities(chars: Characteristics) -> tuple[TriggeredAbility, ...]:
    """An object's triggered abilities, keyword ones (prowess) included."""
    if "prowess" in chars.keywords:
        return chars.triggered + (PROWESS,)
    return chars.triggered


def _grants(parts: Any) -> bool:
    return any(part.op in _GRANTING for part in parts)


Watchers = dict[str, list[tuple[GameObject, Characteristics]]]


def _watchers(state: GameState, event: str) -> list[tuple[GameObject, Characteristics]]:
    """Permanents with a triggered ability for `event`, with their characteristics."""
    table = state.board_cache.get("watchers")
    if table is None:
        table = state.board_cache["watchers"] = _watch_table(state)
    return table.get(event, [])


_ELSEWHERE = ("graveyard", "exile")       # abilities that work only in that zone (CR 113.6)


def _watch_table(state: GameState) -> Watchers:
    """Who watches which event, found once per state change.

    Without effects that grant abilities, only permanents printing a triggered
    ability (or prowess) can have one, and their characteristics say which.
    """
    objects = state.objects
    every = any(_grants(eff.parts) for eff in state.effects)
    candidates = []
    for oid in state.battlefield:
        obj = objects[oid]
        card = obj.card
        if card.triggered or "prowess" in card.keywords:
            candidates.append(obj)
        if card.static and not every:
            every = any(_grants(ability.parts) for ability in card.static)
    if every:                                     # anything may have gained an ability
        candidates = [objects[oid] for oid in state.battlefield]
    table: Watchers = {}
    for obj in candidates:
        chars = characteristics(state, obj)
        if any(a.zone in _ELSEWHERE for a in chars.triggered):      # not on the battlefield
            chars = replace(chars, triggered=tuple(a for a in chars.triggered
                                                   if a.zone not in _ELSEWHERE))
        for event in {a.event for a in triggered_abilities(chars)}:
            table.setdefault(event, []).append((obj, chars))
    for oid in state.emblems():           # an emblem's abilities work there (CR 114.4)
        chars = characteristics(state, objects[oid])
        for event in {a.event for a in chars.triggered}:
            table.setdefault(event, []).append((objects[oid], chars))
    for delayed in state.delayed:         # "until your next turn, whenever ..." (603.7b)
        if delayed.until in DURATIONS and delayed.source_id in objects:
            source = objects[delayed.source_id]
            chars = replace(characteristics(state, source), triggered=(delayed.ability,),
                            keywords=frozenset(), controller=delayed.controller)
            table.setdefault(delayed.ability.event, []).append((source, chars))
    for oid in state.command:             # abilities that work from there too (CR 113.6b)
        card = objects[oid].card
        if card.triggered and any(a.zone == COMMAND_OR_BATTLEFIELD for a in card.triggered):
            chars = characteristics(state, objects[oid])
            chars = replace(chars, triggered=tuple(a for a in chars.triggered
                                                   if a.zone == COMMAND_OR_BATTLEFIELD))
            for event in {a.event for a in chars.triggered}:
                table.setdefault(event, []).append((objects[oid], chars))
    for player in state.players:          # "the creature it haunts" (CR 702.55c)
        for oid in player.exile:
            card = objects[oid].card
            if card.triggered and "haunt" in card.keywords:
                chars = characteristics(state, objects[oid])
                for ability in chars.triggered:
                    if ability.zone == "exile":
                        table.setdefault(ability.event, []).append((objects[oid], chars))
    for player in state.players:          # abilities that work from a graveyard (CR 113.6)
        for oid in player.graveyard:
            card = objects[oid].card
            if card.triggered and any(a.zone == "graveyard" for a in card.triggered):
                chars = characteristics(state, objects[oid])
                chars = replace(chars, triggered=tuple(a for a in chars.triggered
                                                       if a.zone == "graveyard"))
                for event in {a.event for a in chars.triggered}:
                    table.setdefault(event, []).append((objects[oid], chars))
    return table


# -- recording triggers ---------------------------------------------------------------

def _about(state: GameState, ability: TriggeredAbility, source: GameObject, controller: int,
           subject: GameObject) -> bool:
    """Is the event's object one this ability is about ("this creature", "a creature you control")?"""
    flt = ability.filter
    if ability.about == "attached":                  # "enchanted/equipped creature"
        return source.attached_to is not None and subject.id == source.attached_to
    if ability.about == "bound":                     # "either of those creatures" (603.7c)
        return subject.id in ability.bound
    if ability.about == HAUNTED:                     # "the creature it haunts" (702.55b)
        return dict(source.chosen).get(HAUNTING) == str(subject.id)
    if ability.about == "damaged_by" and ("dealt_to", source.id, subject.id) \
            not in state.this_turn:          # "a creature dealt damage by this creature
        return False                         # this turn" (recorded by `on_damage`)
    if ability.about == DAMAGED_BY_EQUIPPED and (source.attached_to is None or (
            "dealt_to", source.attached_to, subject.id) not in state.this_turn):
        return False                         # by equipped creature (CR 301.5)
    if ability.event in ("to_own_graveyard", TO_HAND) and not _whose(
            ability.whose, controller, subject.owner):
        return False                      # "into your / an opponent's graveyard" (CR 404.2)
    if ability.about == SACRIFICED_FOR_EMERGE and (SACRIFICED_FOR_EMERGE, "yes") not in \
            subject.chosen:
        return False                      # sacrificed while casting with emerge (702.119a)
    if flt is None:
        return subject.id == source.id
    if flt.other and (subject.id == source.id or subject.successor == source.id):
        return False                      # nor the card it became (a graveyard's ability)
    if (flt.token is not None or flt.counter) and not flt.status_match(subject):
        return False                      # "nontoken", "with a +1/+1 counter on it" (LKI)
    if flt.modified and not _was_modified(state, subject):
        return False                      # "modified creature" (CR 700.9), LKI (603.10a)
    if flt.tapped is not None and subject.tapped != flt.tapped:
        return False                      # "enters tapped": as it entered (CR 110.5b)
    if flt.owned and subject.owner != controller:
        return False                      # "a token you own" / "you create" (CR 108.3, 111.2)
    if flt.commander and subject.card_uid not in state.commanders:
        return False                      # "your commander" (CR 903.3, 903.3d)
    if flt.attached and not _has_attached(state, subject, flt.attached):
        return False                      # "an equipped creature" (CR 301.5, 303.4)
    return chars_match(characteristics(state, subject), flt, controller, state.options.teams)


def _has_attached(state: GameState, obj: GameObject, kinds: frozenset[str]) -> bool:
    """Is an Aura / Equipment (one of `kinds`) attached to `obj` (CR 301.5, 303.4)?"""
    return any(other.attached_to == obj.id and kinds & characteristics(state, other).subtypes
               for other in (state.objects[oid] for oid in state.battlefield))


def _was_modified(state: GameState, obj: GameObject) -> bool:
    """CR 700.9: a counter on it, equipped, or enchanted by an Aura its controller controls;
    as it last existed if it left the battlefield (CR 603.10a): what was still attached to
    it then is attached to it until the state-based actions (CR 704.5m-n)."""
    if obj.zone == "battlefield":
        return is_modified(state, obj)
    if any(n > 0 for n in obj.counters.values()):
        return True
    mine = characteristics(state, obj).controller
    for oid in state.battlefield:
        other = state.objects[oid]
        if other.attached_to != obj.id:
            continue
        subtypes = characteristics(state, other).subtypes
        if "Equipment" in subtypes or "Aura" in subtypes and controller(state, other) == mine:
            return True
    return False


def _whose(whose: str, controller: int, player: int, source: GameObject | None = None
           ) -> bool:
    """Is `player` one the ability's `whose` names, seen from its `controller`?
    "enchanted_player": the player its `source` (an Aura) is attached to (CR 303.4b)."""
    if whose == "each":
        return True
    if type(whose) is tuple:           # the chosen player (CR 607.2d); never chosen: nobody
        return type(whose[1]) is int and player == whose[1]
    if whose == "enchanted_player":
        return source is not None and source.attached_player == player
    if whose in ("opponent", "other"):                # "each other player's draw step"
        return player != controller
    return player == controller


def _queue(state: GameState, source: GameObject, controller: int, ability: TriggeredAbility,
           data: tuple[Any, ...]) -> None:
    """The ability triggers (CR 603.2), unless its intervening "if" is false (CR 603.4)."""
    if ability.during == "you" and state.active != controller:
        return                                  # "... during your turn" (CR 603.2)
    cond = ability.condition
    if cond is not None and ability.event != "state" and not holds(state, cond, source,
                                                                    controller, data):
        return
    if state.players[controller].lost:
        return                                                        # CR 800.4d
    if state.options.limited_range and not multiplayer.event_in_range(state, controller, data):
        return                                                        # CR 801.7
    if ability.batch:                             # "one or more ...": once per event
        key = (f"batch {ability.text}", source.id)
        counted = ability.count == BATCH_COUNTED and ability.event == "enters"
        if key in state.simultaneous:
            if counted:                           # "that many": one more (CR 603.2c)
                _count_batch(state, source, ability)
            return
        state.simultaneous.append(key)
        if counted:
            data = data[:1] + (1,)
    if ability.once:                              # "triggers only once each turn"
        fact = ("once", source.id, ability.text)
        if fact in state.this_turn:
            return
        record(state, *fact)
    trig = PendingTrigger(controller=controller, source_id=source.id,
                          source_name=current_name(state, source), ability=ability, data=data)
    state.pending.append(trig)
    if restrictions.statics_of(state, SOURCE_TRIGGERS_AGAIN) or state.simultaneous:
        state.pending.extend([trig] * _source_again(state, source, controller, ability))


def _looking_back(state: GameState, kind: str) -> list[tuple[GameObject, Any]]:
    """The static abilities of `kind` on the battlefield, and those of the permanents that
    left it in the same event: leaves-the-battlefield abilities look back in time
    (CR 603.10a)."""
    found = list(restrictions.statics_of(state, kind))
    for event, oid in state.simultaneous:
        old = state.objects.get(oid) if event == "leaves" else None
        if old is not None and old.zone != "battlefield":
            found += [(old, a) for a in characteristics(state, old).static if a.kind == kind]
    return found


def _is_permanents(state: GameState, source: GameObject, ability: TriggeredAbility) -> bool:
    """Is `ability` one of a permanent's own triggered abilities (as it last existed on the
    battlefield, if it left: CR 603.10a), not a card's in another zone nor a delayed one?"""
    if source.zone != "battlefield" and (source.last_known is None
                                         or not source.zone.startswith("gone:")):
        return False
    return ability in triggered_abilities(characteristics(state, source))


def _source_again(state: GameState, source: GameObject, player: int,
                  ability: TriggeredAbility) -> int:
    """"If a triggered ability of a Shaman or another Wizard you control triggers, that
    ability triggers an additional time." (CR 603.2d): once more for each such static ability
    of `player`'s that `source`, a permanent `player` controls, matches."""
    found = [(src, a) for src, a in _looking_back(state, SOURCE_TRIGGERS_AGAIN)
             if characteristics(state, src).controller == player]
    if not found or not _is_permanents(state, source, ability):
        return 0
    return sum(1 for src, a in found if matches(state, a.filter, source, player, src))


def _count_batch(state: GameState, source: GameObject, ability: TriggeredAbility) -> None:
    """One more permanent of the event a pending "one or more ... enter" trigger counts."""
    for i, trig in enumerate(state.pending):
        if trig.source_id == source.id and trig.ability == ability and len(trig.data) > 1:
            state.pending[i] = replace(trig, data=(trig.data[0], trig.data[1] + 1))
            return


def _fire(state: GameState, event: str, subject: GameObject, data: tuple[Any, ...],
          silenced: frozenset[int] = frozenset()) -> None:
    """Every permanent's `event` abilities that are about `subject` trigger (but those
    controlled by the `silenced` players)."""
    for obj, chars in _watchers(state, event):
        if chars.controller in silenced:
            continue
        for ability in triggered_abilities(chars):
            if ability.event == event and _about(state, ability, obj, chars.controller, subject):
                _queue(state, obj, chars.controller, ability, data)
    if any(p.ring_bearer == subject.id for p in state.players):
        from tolaria.rules import ring
        ring.fire(state, event, subject, data)                    # the Ring's (CR 701.52c)


def new_event(state: GameState) -> None:
    """A new event begins: what entered or left before no longer did so simultaneously."""
    if state.simultaneous:
        state.simultaneous = []


# -- the events -----------------------------------------------------------------------

def on_enter(state: GameState, obj: GameObject) -> None:
    """CR 603.6a: every permanent, newcomers included, checks the permanent that entered."""
    data = (("object", obj.id),)
    start = len(state.pending)
    _fire(state, "enters", obj, data, _silenced(state, obj))
    _again(state, obj, start)
    earlier = [i for kind, i in state.simultaneous if kind == "enters" and i != obj.id]
    if earlier:                                    # it sees those that entered with it
        chars = characteristics(state, obj)
        for ability in triggered_abilities(chars):
            if ability.event != "enters" or ability.filter is None or ability.zone != \
                    "battlefield":
                continue                           # (a graveyard's abilities: the table's)
            for other_id in earlier:
                other = state.objects[other_id]
                if other.zone == "battlefield" and _about(state, ability, obj, chars.controller,
                                                          other) \
                        and chars.controller not in _silenced(state, other):
                    start = len(state.pending)
                    _queue(state, obj, chars.controller, ability, (("object", other_id),))
                    _again(state, other, start)
    state.simultaneous.append(("enters", obj.id))
    entered = characteristics(state, obj)                    # "entered ... this turn"
    record(state, "entered", entered.controller, tuple(sorted(entered.types)), obj.id)


def _again(state: GameState, entering: GameObject, start: int) -> None:
    """"If an artifact or creature entering causes a triggered ability of a permanent you
    control to trigger, that ability triggers an additional time." (CR 603.2d): the
    abilities of permanents (not of cards in other zones) queued from `start` on, once more
    for each such static ability of their controller's that is about `entering`."""
    found = restrictions.statics_of(state, ENTERING_TRIGGERS_AGAIN)
    if not found or len(state.pending) == start:
        return
    chars = characteristics(state, entering)
    extra = []
    for trig in _distinct(state.pending[start:]):
        if state.objects[trig.source_id].zone != "battlefield":
            continue
        for source, ability in found:
            if controller(state, source) == trig.controller and chars_match(
                    chars, ability.filter, trig.controller, state.options.teams):
                extra.append(trig)
    state.pending.extend(extra)


def _silenced(state: GameState, entering: GameObject) -> frozenset[int]:
    """The players whose abilities don't trigger on this permanent entering: "Creatures
    entering don't cause abilities to trigger." (CR 603.2, 603.6a), as it is on the
    battlefield; "... abilities of permanents your opponents control ..." silences only the
    opponents of that ability's controller."""
    found = restrictions.statics_of(state, ENTERING_UNTRIGGERING)
    if not found:
        return frozenset()
    chars = characteristics(state, entering)
    out: set[int] = set()
    for source, ability in found:
        you = controller(state, source)
        if chars_match(chars, ability.filter, you, state.options.teams):
            out |= set(range(len(state.players))) if ability.affects == "all" else set(
                state.opponents(you))
    return frozenset(out)


def on_leave(state: GameState, old: GameObject, to_zone: str, sacrificed: bool = False
             ) -> None:
    """A permanent left the battlefield; it "dies" if it went to a graveyard (CR 700.4: a
    planeswalker dies too). The turn's record of deaths counts creatures ("if a creature
    died this turn").

    Leaves-the-battlefield abilities look back in time (CR 603.10a): `old` triggers
    with its last known abilities, and so do permanents that left in the same event.
    """
    chars = characteristics(state, old)                      # last known information
    kinds = ("leaves", "dies") if to_zone == "graveyard" else ("leaves",)
    died = "dies" in kinds and chars.is_creature
    if not died:
        kinds += (LEAVES_ALIVE,)                # "leaves the battlefield without dying"
    record(state, "dies" if died else "leaves", chars.controller,   # "this turn"; "each
           tuple(sorted(chars.subtypes)))                    # Zubera that died" (700.4)
    if "Land" not in chars.types:
        record(state, VOID, chars.controller)              # "a nonland permanent left"
    if to_zone == "graveyard":
        kinds += ("to_graveyard", "to_own_graveyard")   # "is put into a / your graveyard
        record(state, "to_graveyard", chars.controller,  # from the battlefield" (702.69a)
               tuple(sorted(chars.types)), old.owner)    # its types, whose graveyard

    elif to_zone == "exile":
        kinds += (TO_EXILE,)                # "is put into exile from the battlefield"
    elif to_zone == "hand":
        kinds += (TO_HAND,)                 # "is returned to your / its owner's hand"
    if sacrificed:
        kinds += ("sacrificed",)         # "whenever you sacrifice a Clue" (CR 701.17a)
        record(state, "sacrificed", chars.controller,                 # "this turn"
               tuple(sorted(chars.types)))
    data = (("object", old.id), to_zone)
    start = len(state.pending)
    for ability in triggered_abilities(chars):
        if ability.event in kinds and _about(state, ability, old, chars.controller, old):
            _queue(state, old, chars.controller, ability, data)
    if old.attached_to is not None and chars.triggered:
        _left_attached(state, old, chars)
    for kind in kinds:
        _fire(state, kind, old, data)
    _end_bound_to(state, old)
    for kind, other_id in state.simultaneous:
        if kind != "leaves":
            continue
        other = state.objects.get(other_id)
        if other is None:
            continue
        ochars = characteristics(state, other)
        for ability in triggered_abilities(ochars):
            if ability.event in kinds and (ability.filter is not None or ability.about) \
                    and _about(state, ability, other, ochars.controller, old):
                _queue(state, other, ochars.controller, ability, data)
    if died and len(state.pending) > start:
        _dying_again(state, old, start)
    state.simultaneous.append(("leaves", old.id))


def _dying_again(state: GameState, old: GameObject, start: int) -> None:
    """"If a creature dying causes a triggered ability of a permanent you control to trigger,
    that ability triggers an additional time." (CR 603.2d): the permanents' abilities queued
    from `start` on, once more for each such static ability of their controller's, looking
    back in time (CR 603.10a: those of `old` and of what left with it count)."""
    found = _looking_back(state, DYING_TRIGGERS_AGAIN) + [
        (old, a) for a in characteristics(state, old).static if a.kind == DYING_TRIGGERS_AGAIN]
    if not found:
        return
    extra = []
    for trig in _distinct(state.pending[start:]):
        if not _is_permanents(state, state.objects[trig.source_id], trig.ability):
            continue
        extra += [trig for src, a in found if characteristics(state, src).controller ==
                  trig.controller and matches(state, a.filter, old, trig.controller, src)]
    state.pending.extend(extra)


def _distinct(pending: list[PendingTrigger]) -> list[PendingTrigger]:
    """Each trigger once: the additional times another effect added aren't triggered by this
    event again (CR 603.2d: each effect adds one time)."""
    return list({id(t): t for t in pending}.values())


def on_unattached(state: GameState, attachment: GameObject, host: int) -> None:
    """"Whenever this Equipment becomes unattached from a permanent" (CR 701.3d): the event
    is about the permanent it was attached to ("that permanent")."""
    _fire(state, "unattached", attachment, (("object", host),))


def _left_attached(state: GameState, old: GameObject, chars: Characteristics) -> None:
    """An Equipment leaving the battlefield while attached becomes unattached too; its
    ability looks back in time (CR 603.10a)."""
    for ability in triggered_abilities(chars):
        if ability.event == "unattached":
            _queue(state, old, chars.controller, ability, (("object", old.attached_to),))


def _end_bound_to(state: GameState, old: GameObject) -> None:
    """Delayed triggers lasting while `old` remains on the battlefield have triggered now
    or never will (it is a new object elsewhere, CR 400.7, 603.7c): they cease to exist."""
    if any(d.until == WHILE_IT_REMAINS and old.id in d.ability.bound for d in state.delayed):
        state.delayed = [d for d in state.delayed
                         if not (d.until == WHILE_IT_REMAINS and old.id in d.ability.bound)]
        state.changed()


def on_left_graveyard(state: GameState, card: GameObject) -> None:
    """"Whenever one or more [creature] cards leave your graveyard [during your turn]": the
    card as it was in the graveyard (CR 603.10a); "one or more" triggers once per event."""
    watchers = _watchers(state, "left_graveyard")
    if not watchers:
        return
    card_chars = characteristics(state, card)
    for obj, chars in watchers:
        for ability in triggered_abilities(chars):
            if ability.event == "left_graveyard" and card.owner == chars.controller and (
                    ability.filter is None
                    or chars_match(card_chars, ability.filter, chars.controller, state.options.teams)) and (
                    ability.during != "you" or state.active == chars.controller):
                _queue(state, obj, chars.controller, ability, ())


def on_into_graveyard(state: GameState, old: GameObject, card: GameObject) -> None:
    """"Whenever a [creature] card is put into your / an opponent's / a graveyard from
    anywhere / from your library / from your hand": `card` is the card in the graveyard,
    `old` what it was (its zone "gone:<origin>"). Abilities of a permanent that left in the
    same event (this card's own, as it last existed) look back in time (CR 603.10a). A
    token is no card: it sees only its own "When SELF is put into a graveyard"."""
    origin = old.zone[5:] if old.zone.startswith("gone:") else old.zone
    kinds = ("into_graveyard", f"into_graveyard_{origin}")
    if card.card.triggered:               # its own: "When SELF is put into a graveyard from
        for ability in characteristics(state, card).triggered:     # anywhere" (113.6k)
            if ability.event in kinds and ability.zone == "graveyard" and ability.filter is None:
                _queue(state, card, card.owner, ability, (("object", card.id),))
    if card.card.token:
        return                            # not a card: only its own trigger (CR 111.7)
    watchers = _watchers(state, kinds[0]) + _watchers(state, kinds[1])
    if origin == "battlefield" or state.simultaneous:
        leavers = [old] if origin == "battlefield" else []
        leavers += [state.objects[i] for k, i in state.simultaneous
                    if k == "leaves" and i in state.objects and i != old.id]
        for o in leavers:
            chars = characteristics(state, o)                       # as it last existed
            if any(a.event in kinds for a in chars.triggered):
                watchers.append((o, chars))
    if not watchers:
        return
    card_chars = characteristics(state, card)
    for obj, chars in {o.id: (o, c) for o, c in watchers}.values():
        for ability in triggered_abilities(chars):
            flt = ability.filter
            if ability.event in kinds and ability.zone == "battlefield" and _whose(
                    ability.whose, chars.controller, card.owner) and (
                    flt is None or chars_match(card_chars, flt, chars.controller, state.options.teams)
                    and not (flt.other and old.id == obj.id)) and (
                    ability.during != "you" or state.active == chars.controller):
                _queue(state, obj, chars.controller, ability, (("object", card.id),))


def on_step(state: GameState, step: str) -> None:
    """CR 603.2b: "at the beginning of" abilities trigger when their step begins; with
    shared team turns, each active player's "your ..." abilities (CR 805.4d)."""
    actives = multiplayer.active_players(state) if state.options.teams else (state.active,)
    for active in actives:
        _on_step(state, step, active, first=active == actives[0])
    if state.delayed:
        _delayed_step(state, step)
    if step == "end" and getattr(state, "monarch", None) is not None:
        from tolaria.rules.effects.library import monarch_end_step
        monarch_end_step(state)                                     # CR 722.2


def _on_step(state: GameState, step: str, active: int, first: bool) -> None:
    """The step abilities of one active player's step (all of them for the first; only
    "your ..." ones for a teammate's, CR 805.4d)."""
    data = (("player", active),)
    for obj, chars in _watchers(state, "step"):
        for ability in chars.triggered:
            if ability.event == "step" and ability.step == step and (
                    first or ability.whose == "you") and _step_whose(
                    state, obj, ability.whose, chars.controller, active):
                _queue(state, obj, chars.controller, ability, data)
    if step == "upkeep":                                    # "your upkeep" (CR 503.1a)
        for obj, chars in _watchers(state, "upkeep"):
            if chars.controller == active:
                for ability in chars.triggered:
                    if ability.event == "upkeep":
                        _queue(state, obj, chars.controller, ability, data)
        from tolaria.rules.keywords import echo, suspend
        suspend.upkeep(state, active)                               # CR 702.62a
        if getattr(state, "initiative", None) is not None:
            from tolaria.rules import dungeon
            dungeon.upkeep(state, active)                           # CR 723.2
        echo.upkeep(state, active)                                  # CR 702.30a


def _step_whose(state: GameState, obj: GameObject, whose: str, controller: int,
                active: int) -> bool:
    """Is it the turn the step trigger names? "enchanted creature's controller's upkeep"
    ("attached"), "enchanted player's upkeep" ("enchanted_player", CR 303.4b)."""
    if whose == "attached":
        return _host_controller(state, obj) == active
    return _whose(whose, controller, active, obj)


def _host_controller(state: GameState, obj: GameObject) -> int | None:
    """The controller of the permanent `obj` is attached to ("enchanted creature's
    controller"), or None."""
    host = state.objects.get(obj.attached_to) if obj.attached_to is not None else None
    if host is None or host.zone != "battlefield":
        return None
    return characteristics(state, host).controller


def on_lore(state: GameState, saga: GameObject, before: int, after: int,
            entering: bool = False) -> None:
    """Lore counters were put on a Saga (`entering`: as it entered): each chapter ability
    whose number the count went from below to at least triggers (CR 714.2b), but not one
    read ahead stops (CR 702.155a)."""
    from tolaria.rules.keywords import read_ahead
    chars = characteristics(state, saga)
    for ability in chars.triggered:
        if ability.event == "chapter" and before < ability.chapter <= after and \
                read_ahead.can_trigger(state, saga, chars.keywords, ability.chapter, after,
                                       entering):
            _queue(state, saga, chars.controller, ability, (("object", saga.id),))


def final_chapter(chars: Characteristics) -> int:
    """CR 714.2d: the greatest number among a Saga's chapter abilities (0 if none)."""
    return max((a.chapter for a in chars.triggered if a.event == "chapter"), default=0)


def on_attack(state: GameState, attacker: GameObject) -> None:
    """"Whenever this creature attacks" (CR 508.3a); "whenever this creature attacks a player"
    (about that player, CR 506.2); "whenever a creature attacks you [or a planeswalker you
    control]" (CR 508.3a, 506.2), seen by the defending player's abilities."""
    data = (("object", attacker.id),)
    _fire(state, "attacks", attacker, data)
    if _watchers(state, ATTACKS_FIRST) and not any(
            f[0] == ATTACKED_WITH and f[1] == attacker.id for f in state.this_turn):
        _fire(state, ATTACKS_FIRST, attacker, data)      # its first attack this turn
    attacked = attacker.attacking
    if attacked is not None and attacked[0] == "player":                   # CR 508.1b
        _fire(state, ATTACKS_PLAYER, attacker, (attacked, ("object", attacker.id)))
    if attacked is not None and attacked[0] == "object" and _watchers(
            state, ATTACKS_BATTLE) and "Battle" in characteristics(
                state, state.objects[attacked[1]]).types:
        _fire(state, ATTACKS_BATTLE, attacker, data)                       # CR 508.1b
    if attacked is None or not (_watchers(state, "attacks_you")
                                or _watchers(state, "attacks_you_or_planeswalker")):
        return
    if attacked[0] == "player":
        _fire_player(state, "attacks_you", attacker, attacked[1], data)
        _fire_player(state, "attacks_you_or_planeswalker", attacker, attacked[1], data)
        return
    chars = characteristics(state, state.objects[attacked[1]])
    if "Planeswalker" in chars.types:
        _fire_player(state, "attacks_you_or_planeswalker", attacker, chars.controller, data)


def on_exert(state: GameState, creature: GameObject) -> None:
    """"You may exert this creature as it attacks. When you do, ..." and "Whenever you
    exert a creature" (CR 701.39, 603.12): abilities with event "exert"."""
    _fire(state, "exert", creature, (("object", creature.id),))


def on_enlist(state: GameState, creature: GameObject, ability: TriggeredAbility,
              enlisted: GameObject) -> None:
    """Enlist's "When you do" (CR 702.154a): only the instance whose cost was paid
    triggers (CR 702.154d, 607.2h), about the creature tapped."""
    _queue(state, creature, characteristics(state, creature).controller, ability,
           (("object", enlisted.id),))


def on_attacks_alone(state: GameState, attacker: GameObject) -> None:
    """"Whenever a creature you control attacks alone" (exalted, CR 702.83a, 506.5)."""
    _fire(state, "attacks_alone", attacker, (("object", attacker.id),))


def on_blocks(state: GameState, blocks: tuple[tuple[int, int], ...]) -> None:
    """CR 509.3c-d: "blocks" and "becomes blocked" trigger once per creature per combat;
    "blocks a creature" and "becomes blocked by a creature" once per pair (CR 509.5b, 509.5d),
    about the other creature of the pair ("that creature")."""
    for blocker_id in dict.fromkeys(b for b, _ in blocks):
        _fire(state, "blocks", state.objects[blocker_id], (("object", blocker_id),))
    for attacker_id in dict.fromkeys(a for _, a in blocks):
        _fire(state, "becomes_blocked", state.objects[attacker_id], (("object", attacker_id),))
    if _watchers(state, "blocks_creature") or _watchers(state, "blocked_by_creature") or \
            any(p.ring_bearer is not None for p in state.players):          # CR 701.52c
        for blocker_id, attacker_id in dict.fromkeys(blocks):
            blocker, attacker = ("object", blocker_id), ("object", attacker_id)
            _fire(state, "blocks_creature", state.objects[blocker_id], (attacker, blocker))
            _fire(state, "blocked_by_creature", state.objects[attacker_id], (blocker, attacker))


def on_blocked_by_effect(state: GameState, attackers: tuple[int, ...]) -> None:
    """"Whenever this creature becomes blocked" for creatures an effect made blocked, with
    no creature blocking them (CR 509.3c); nothing blocks, so nothing else triggers."""
    for attacker_id in attackers:
        _fire(state, "becomes_blocked", state.objects[attacker_id],
              (("object", attacker_id),))


def on_unblocked(state: GameState, attackers: tuple[int, ...]) -> None:
    """"Whenever this creature attacks [a player] and isn't blocked" (CR 509.5g): no creature
    was declared as a blocker for it; "that player" is the one it attacks (CR 506.2)."""
    for attacker_id in attackers:
        attacker = state.objects[attacker_id]
        _fire(state, "unblocked", attacker, (("object", attacker_id),))
        if attacker.attacking is not None and attacker.attacking[0] == "player":
            _fire(state, UNBLOCKED_PLAYER, attacker, (attacker.attacking, ("object", attacker_id)))


def on_cast(state: GameState, spell: GameObject) -> None:
    """CR 601.2i: "whenever [a player] casts a [kind of] spell" triggers once it is cast."""
    record(state, "cast", spell.controller, tuple(sorted(characteristics(state, spell).types)),
           spell.id)
    state.players[spell.controller].spells_cast += 1                # "this game"
    if spell.controller == state.active and state.step.endswith("main"):
        record(state, CAST_IN_MAIN, spell.controller, spell.id)      # addendum (CR 505.1)
    from tolaria.rules.keywords import cascade, storm
    storm.on_cast(state, spell)                                     # CR 702.40a
    cascade.on_cast(state, spell)                                   # CR 702.85a
    if spell.targets and _watchers(state, "cast_targeting"):
        _cast_targeting(state, spell)
    if spell.card.triggered:
        schars = characteristics(state, spell)
        for ability in schars.triggered:                  # "When you cast this spell"
            if ability.event == "cast_self":
                _queue(state, spell, spell.controller, ability, (("object", spell.id),))
    if _watchers(state, "cast_from_graveyard") or _watchers(state, "cast_not_from_hand") \
            or _watchers(state, "cast_from_a_graveyard") or _watchers(state, CAST_FROM_EXILE):
        _cast_from_graveyard(state, spell)
    if state.delayed:
        _delayed_cast(state, spell, characteristics(state, spell))       # CR 603.7b
    watchers = _watchers(state, "cast")
    if not watchers:
        return
    spell_chars = characteristics(state, spell)
    caster = spell.controller
    for obj, chars in watchers:
        for ability in triggered_abilities(chars):
            if ability.event == "cast" and _whose(ability.whose, chars.controller, caster) and (
                    ability.filter is None
                    or chars_match(spell_chars, _counted(state, ability.filter, chars, obj),
                                   chars.controller, state.options.teams)
                    and not (ability.filter.other and obj.successor == spell.id)) and (
                    not ability.count or ability.count == _nth(
                        state, "cast", None if ability.about == SPELLS_OF_THE_TURN else caster,
                        ability.filter)) and (
                    ability.during != "opponent"
                    or state.active in state.opponents(chars.controller)) and (
                    ability.during != "you" or state.active == chars.controller) and not (
                    ability.about == PLAYED_CARD and spell.is_copy):       # CR 707.12
                _queue(state, obj, chars.controller, ability, (("object", spell.id),))


def _counted(state: GameState, flt: Any, chars: Any, obj: GameObject) -> Any:
    """"a spell with mana value equal to the number of charge counters on this artifact":
    counted as the spell is cast (CR 603.2, 608.2h)."""
    if not flt.compare or all(type(n) is not tuple for _, _, n in flt.compare):
        return flt
    from tolaria.rules.targets import counted_filter
    return counted_filter(state, flt, chars.controller, obj)


def _cast_from(state: GameState, spell: GameObject) -> str | None:
    """Where the card was as it was cast (recorded by `zones.move` as "moved", CR 601.2a);
    None: a copy cast (CR 707.12), from no hand."""
    return next((f[3] for f in state.this_turn if f[0] == "moved" and f[2] == spell.id), None)


def cast_from(state: GameState, spell: GameObject) -> str | None:
    """Where the card was as it was cast (`_cast_from`)."""
    return _cast_from(state, spell)


def _cast_from_graveyard(state: GameState, spell: GameObject) -> None:
    """"Whenever you cast a spell from your graveyard / from anywhere other than your hand"
    (`_cast_from`)."""
    origin = _cast_from(state, spell)
    events = ("cast_not_from_hand",) if origin != "hand" else ()
    if origin == "graveyard":                   # any graveyard; its owner's: the caster's
        events += ("cast_from_a_graveyard",) + (
            ("cast_from_graveyard",) if spell.owner == spell.controller else ())
    if origin == "exile":
        events += (CAST_FROM_EXILE,)                                 # CR 601.2a
    spell_chars = characteristics(state, spell)
    caster = spell.controller
    for obj, chars in {o.id: (o, c) for e in events for o, c in _watchers(state, e)}.values():
        for ability in triggered_abilities(chars):
            if ability.event in events and _whose(
                    ability.whose, chars.controller, caster) and (
                    ability.filter is None
                    or chars_match(spell_chars, ability.filter, chars.controller, state.options.teams)):
                _queue(state, obj, chars.controller, ability,       # "that player": the
                       (("player", caster), ("object", spell.id)) if ability.whose != "you"
                       else (("object", spell.id),))                 # caster; "that spell"


def _nth(state: GameState, fact: str, player: int | None,
         flt: ObjectFilter | None = None) -> int:
    """How many times `player` (None: anyone) has done `fact` ("cast", "drew") this turn,
    this one included ("your second spell each turn"); with `flt` (card types only), the
    spells of those types ("your first instant or sorcery spell each turn")."""
    return sum(1 for done in state.this_turn if done[0] == fact and (
        player is None or done[1] == player) and (
        flt is None or (not flt.types or set(done[2]) & flt.types)
        and not set(done[2]) & flt.not_types))


def nth(state: GameState, fact: str, player: int | None,
        flt: ObjectFilter | None = None) -> int:
    """How many times `player` has done `fact` this turn, this one included (`_nth`)."""
    return _nth(state, fact, player, flt)


def on_copy(state: GameState, copy: GameObject) -> None:
    """"Whenever you cast or copy an instant or sorcery spell": a copy put on the stack
    (CR 707.10) is a "copy" event, not a cast one (CR 707.12)."""
    watchers = _watchers(state, "copied")
    if not watchers:
        return
    copy_chars = characteristics(state, copy)
    for obj, chars in watchers:
        for ability in triggered_abilities(chars):
            if ability.event == "copied" and _whose(ability.whose, chars.controller,
                                                    copy.controller) and (
                    ability.filter is None
                    or chars_match(copy_chars, ability.filter, chars.controller, state.options.teams)):
                _queue(state, obj, chars.controller, ability, (("object", copy.id),))


def _cast_targeting(state: GameState, spell: GameObject) -> None:
    """"Whenever you cast a spell that targets this creature / a creature you control"
    (CR 601.2c, 601.2i): once per spell, however many of its targets qualify."""
    chosen = [state.objects.get(ref[1]) for ref in spell.targets if ref and ref[0] == "object"]
    chosen = [o for o in chosen if o is not None and o.zone == "battlefield"]
    for obj, chars in _watchers(state, "cast_targeting"):
        for ability in triggered_abilities(chars):
            if ability.event == "cast_targeting" and _whose(
                    ability.whose, chars.controller, spell.controller) and (
                    ability.spell_filter is None or chars_match(
                        characteristics(state, spell), ability.spell_filter,
                        chars.controller, state.options.teams)):
                if ability.about == TARGETS_ONLY and (
                        len(set(spell.targets)) != 1 or not chosen):
                    continue              # "targets only a single ..." (CR 115.1)
                about = tuple(("object", o.id) for o in chosen
                              if _about(state, ability, obj, chars.controller, o))
                if about:                 # then the targets it is about ("those", 603.2)
                    _queue(state, obj, chars.controller, ability,
                           (("object", spell.id),) + about)


def on_targeted(state: GameState, item: GameObject) -> None:
    """"Whenever this permanent becomes the target of a spell or ability [an opponent
    controls]" (CR 702.21a): once the spell is cast, the ability activated or put on the
    stack with its targets (CR 601.2c, 602.2b, 603.3d). The event is about the spell or
    ability (its `trigger_data`), which ward counters."""
    watchers = _watchers(state, "becomes_target")
    if not item.targets:
        return
    for oid in dict.fromkeys(ref[1] for ref in item.targets if ref and ref[0] == "object"):
        record(state, "targeted", oid, item.controller)      # "for the first time each turn"
    if _is_crime(state, item):                                      # CR 700.13
        record(state, "crime", item.controller)           # "if you've committed a crime"
        if _watchers(state, "crime"):
            _player_event(state, "crime", item.controller, (("player", item.controller),))
    if not item.is_ability and _watchers(state, "becomes_target_spell"):
        _targeted(state, item, "becomes_target_spell")          # "... of a spell"
    if _watchers(state, PLAYER_TARGETED):
        _player_targeted(state, item)
    if _watchers(state, YOU_OR_YOURS_TARGETED):
        _you_or_yours_targeted(state, item)
    if not watchers:
        return
    chosen = {ref[1] for ref in item.targets if ref and ref[0] == "object"}
    for obj, chars in watchers:
        if obj.id not in chosen:
            continue
        for ability in triggered_abilities(chars):
            if ability.event == "becomes_target" and ability.filter is None \
                    and not ability.about and _whose(ability.whose, chars.controller,
                                                     item.controller) and (
                    not ability.count or _first_targeted(state, ability, obj, chars)):
                _queue(state, obj, chars.controller, ability, (("object", item.id),))
    _targeted(state, item, "becomes_target", described=True)


def _first_targeted(state: GameState, ability: TriggeredAbility, obj: GameObject,
                    chars: Characteristics) -> bool:
    """"... for the first time each turn": this is the first time this turn it became the
    target of a spell or ability of the kind the ability names (`whose`)."""
    return sum(1 for f in state.this_turn if f[0] == "targeted" and f[1] == obj.id
               and _whose(ability.whose, chars.controller, f[2])) == 1


def _is_crime(state: GameState, item: GameObject) -> bool:
    """CR 700.13: a spell or ability that targets an opponent, a permanent, spell or ability
    an opponent controls, or a card in an opponent's graveyard."""
    me = item.controller
    for ref in item.targets:
        if not ref:
            continue
        if ref[0] == "player":
            if ref[1] in state.opponents(me):
                return True
            continue
        target = state.objects.get(ref[1])
        if target is None:
            continue
        if target.zone == "graveyard":
            owner = target.owner
        elif target.zone in ("battlefield", "stack"):
            owner = characteristics(state, target).controller if target.zone == "battlefield" \
                else target.controller
        else:
            continue
        if owner in state.opponents(me):
            return True
    return False


def _targeted(state: GameState, item: GameObject, event: str, described: bool = False
              ) -> None:
    """Each permanent `item` targets, for the `event` abilities about it (this permanent,
    a described one, or the one the source is attached to; with `described`, only the
    last two). The event is about that permanent, then the spell or ability."""
    chosen = dict.fromkeys(ref[1] for ref in item.targets if ref and ref[0] == "object")
    for obj, chars in _watchers(state, event):
        for ability in triggered_abilities(chars):
            if ability.event != event or not _whose(ability.whose, chars.controller,
                                                    item.controller):
                continue
            if ability.spell_filter is not None and not chars_match(     # "an Aura spell"
                    characteristics(state, item), ability.spell_filter, chars.controller,
                    state.options.teams):
                continue
            if described and ability.filter is None and not ability.about:
                continue
            for oid in chosen:
                permanent = state.objects.get(oid)
                if permanent is not None and permanent.zone == "battlefield" and _about(
                        state, ability, obj, chars.controller, permanent):
                    _queue(state, obj, chars.controller, ability,
                           (("object", oid), ("object", item.id)))


def on_damage(state: GameState, source: GameObject, target: Ref, amount: int,
              combat: bool) -> None:
    """"Whenever this creature deals combat damage to a player" (CR 510.2, 603.2; the event
    carries the player, the amount and the creature), and "whenever this creature deals
    damage" (event "deals_damage": damage it deals to several recipients at once is one
    event, so it triggers once for the total, CR 603.2c); the same for "deals combat damage",
    "is dealt [combat] damage", "you're dealt damage", "deals damage to a player / an
    opponent / a creature"."""
    if combat and amount > 0 and target[0] == "player":
        _fire(state, "combat_damage_player", source, (target, amount, ("object", source.id)))
        if _watchers(state, "batch_combat_damage_player"):
            _batch_combat_damage(state, source, target)
        if _watchers(state, BATCH_COMBAT_DAMAGE_PLAYERS):
            _batch_combat_damage(state, source, target, BATCH_COMBAT_DAMAGE_PLAYERS)
        if getattr(state, "monarch", None) == target[1]:
            from tolaria.rules.effects.library import monarch_damaged
            monarch_damaged(state, source)                          # CR 722.2
        if getattr(state, "initiative", None) == target[1]:
            from tolaria.rules import dungeon
            dungeon.damaged(state, source)                          # CR 723.2
    for event in (COMBAT_DAMAGE_OPPONENT, COMBAT_DAMAGE_YOU):    # "to an opponent", "to
        if combat and amount > 0 and target[0] == "player" and _watchers(state, event):
            _fire_player(state, event, source, target[1],           # you" (CR 510.2)
                         (target, amount, ("object", source.id)))
    if combat and amount > 0 and _watchers(state, COMBAT_DAMAGE_PLAYER_OR_BATTLE) and (
            target[0] == "player" or "Battle" in characteristics(
                state, state.objects[target[1]]).types):                 # CR 310.6
        _fire(state, COMBAT_DAMAGE_PLAYER_OR_BATTLE, source, (("object", source.id),))
    if combat and amount > 0 and _watchers(state, COMBAT_DAMAGE_PLAYER_OR_PLANESWALKER):
        _player_or_planeswalker(state, source, target)
    if amount > 0 and _watchers(state, "deals_damage"):
        _dealt_damage(state, source, target, amount)
    if combat and amount > 0 and _watchers(state, "deals_combat_damage"):
        _dealt_damage(state, source, target, amount, "deals_combat_damage")   # CR 510.2
    if amount > 0 and target[0] == "player" and _watchers(state, "damage_player"):
        _fire_player(state, "damage_player", source, target[1],
                     (target, amount, ("object", source.id)))          # "destroy it"
    if amount > 0 and not combat and target[0] == "player" and _watchers(
            state, NONCOMBAT_DAMAGE_PLAYER):
        _fire_player(state, NONCOMBAT_DAMAGE_PLAYER, source, target[1], (target, amount))
    if amount > 0 and target[0] == "player" and _watchers(state, "player_dealt_damage"):
        _player_damaged(state, target[1], amount)
    if amount > 0 and not combat and target[0] == "player" and _watchers(
            state, PLAYER_DEALT_NONCOMBAT):
        _player_damaged(state, target[1], amount, PLAYER_DEALT_NONCOMBAT)
    if amount > 0 and combat and target[0] == "player" and _watchers(
            state, PLAYER_DEALT_COMBAT):
        _player_damaged(state, target[1], amount, PLAYER_DEALT_COMBAT)     # CR 510.2
    if amount > 0 and target[0] == "object" and _watchers(state, "dealt_damage"):
        _damaged(state, state.objects[target[1]], amount)
    if combat and amount > 0 and target[0] == "object" and _watchers(
            state, "dealt_combat_damage"):
        _damaged(state, state.objects[target[1]], amount, "dealt_combat_damage")
    if combat and amount > 0 and target[0] == "object" and _watchers(
            state, "combat_damage_to_self"):
        _combat_damage_to_self(state, source, target[1], amount)
    if amount > 0 and target[0] == "object" and _watchers(state, DAMAGE_TO_SELF):
        _source_damages_self(state, source, target[1], amount)
    if amount > 0 and target[0] == "object" and (
            _watchers(state, "damage_creature") or _watchers(state, "combat_damage_creature")):
        _damage_to_creature(state, source, state.objects[target[1]], amount, combat)
    if amount > 0 and target[0] == "object" and (
            _watchers(state, DAMAGE_PLANESWALKER) or _watchers(state, COMBAT_DAMAGE_PLANESWALKER)):
        _damage_to_planeswalker(state, source, state.objects[target[1]], amount, combat)
    if amount > 0 and target[0] == "object":       # last: it empties the caches
        record(state, "dealt_to", source.id, target[1])   # "dealt damage by this creature"


def _combat_damage_to_self(state: GameState, source: GameObject, victim: int,
                           amount: int) -> None:
    """"Whenever a creature deals combat damage to Vraska": the abilities of the permanent
    dealt the damage, once for each creature dealing it (CR 510.2, 603.2); the event names
    that creature."""
    event = "combat_damage_to_self"
    for obj, chars in _watchers(state, event):
        if obj.id != victim:
            continue
        for ability in triggered_abilities(chars):
            if ability.event == event and _about(state, ability, obj, chars.controller, source):
                _queue(state, obj, chars.controller, ability, (("object", source.id), amount))


def _source_damages_self(state: GameState, source: GameObject, victim: int,
                         amount: int) -> None:
    """"Whenever a source deals damage to this creature": once for each source dealing it
    damage, any object (CR 120.2, 603.2c); the event names that source and the amount."""
    for obj, chars in _watchers(state, DAMAGE_TO_SELF):
        if obj.id != victim:
            continue
        for ability in triggered_abilities(chars):
            if ability.event == DAMAGE_TO_SELF:
                _queue(state, obj, chars.controller, ability, (("object", source.id), amount))


def _player_or_planeswalker(state: GameState, source: GameObject, target: Ref) -> None:
    """"Whenever this creature deals combat damage to a player or planeswalker": the combat
    damage it deals at once (to a planeswalker and, trampling over, its controller) is one
    event: it triggers once (CR 510.2, 603.2c)."""
    event = COMBAT_DAMAGE_PLAYER_OR_PLANESWALKER
    if target[0] == "object" and not characteristics(
            state, state.objects[target[1]]).types & {"Planeswalker"}:
        return
    if (event, source.id) in state.simultaneous:
        return
    _fire(state, event, source, (("object", source.id),))
    state.simultaneous.append((event, source.id))


def _player_damaged(state: GameState, player: int, amount: int,
                    event: str = "player_dealt_damage") -> None:
    """"Whenever you're dealt damage": damage dealt to a player at once by several sources
    is one event (CR 603.2c), as for a permanent (`_damaged`); `event`
    PLAYER_DEALT_NONCOMBAT: the noncombat damage only."""
    ref = ("player", player)
    key = ("player_damaged", player) if event == "player_dealt_damage" else (event, player)
    if key in state.simultaneous:
        for i, trig in enumerate(state.pending):
            if trig.ability.event == event and trig.data[:1] == (ref,):
                state.pending[i] = replace(trig, data=(ref, trig.data[1] + amount))
        return
    _player_event(state, event, player, (ref, amount))
    state.simultaneous.append(key)


def _batch_combat_damage(state: GameState, source: GameObject, target: Ref,
                         event: str = "batch_combat_damage_player") -> None:
    """"Whenever one or more creatures you control deal combat damage to a player": once for
    each player dealt combat damage in a damage step by one or more of them (CR 510.2);
    "... to one or more players": once for the damage step."""
    each_player = event == "batch_combat_damage_player"
    for obj, chars in _watchers(state, event):
        for ability in triggered_abilities(chars):
            if ability.event != event or not _about(state, ability, obj, chars.controller,
                                                    source):
                continue
            if not any(t.source_id == obj.id and t.ability == ability and (
                    t.data[:1] == (target,) or not each_player) for t in state.pending):
                _queue(state, obj, chars.controller, ability,
                       (target,) if each_player else ())


def _damage_to_creature(state: GameState, source: GameObject, victim: GameObject, amount: int,
                        combat: bool) -> None:
    """"Whenever this creature deals [combat] damage to a creature": once for each creature
    dealt damage, about that creature (CR 603.2c)."""
    if not characteristics(state, victim).is_creature:
        return
    data = (("object", victim.id), amount)
    _fire(state, "damage_creature", source, data)
    if combat:
        _fire(state, "combat_damage_creature", source, data)


def _damage_to_planeswalker(state: GameState, source: GameObject, victim: GameObject,
                            amount: int, combat: bool) -> None:
    """"Whenever a creature you control deals [combat] damage to a planeswalker": once for
    each planeswalker dealt damage, about that planeswalker (CR 120.3, 603.2)."""
    if "Planeswalker" not in characteristics(state, victim).types:
        return
    data = (("object", victim.id), amount)
    _fire(state, DAMAGE_PLANESWALKER, source, data)
    if combat:
        _fire(state, COMBAT_DAMAGE_PLANESWALKER, source, data)


def _dealt_damage(state: GameState, source: GameObject, target: Ref, amount: int,
                  event: str = "deals_damage") -> None:
    key = "dealt" if event == "deals_damage" else event
    if (key, source.id) in state.simultaneous:
        # data[2] is the damage's source: the trigger's may be an Aura ("enchanted creature
        # deals damage").
        for i, trig in enumerate(state.pending):
            if trig.ability.event == event and trig.data[2:] == (source.id,):
                state.pending[i] = replace(trig, data=(trig.data[0], trig.data[1] + amount,
                                                       source.id))
        return
    _fire(state, event, source, (target, amount, source.id))
    state.simultaneous.append((key, source.id))


def _fire_player(state: GameState, event: str, subject: GameObject, player: int,
                 data: tuple[Any, ...]) -> None:
    """`_fire` for events that also name a player ("deals damage to an opponent"): the
    ability's `whose` says which players count, from its controller's point of view."""
    for obj, chars in _watchers(state, event):
        for ability in triggered_abilities(chars):
            if ability.event == event and _whose(ability.whose, chars.controller, player,
                                                 obj) \
                    and _about(state, ability, obj, chars.controller, subject):
                _queue(state, obj, chars.controller, ability, data)


def _damaged(state: GameState, victim: GameObject, amount: int,
             event: str = "dealt_damage") -> None:
    """"Whenever this creature is dealt [combat] damage" (CR 120.3): damage dealt to it at
    once by several sources is one event, so it triggers once for the total (CR 603.2c)."""
    ref = ("object", victim.id)
    if (event, victim.id) in state.simultaneous:
        for i, trig in enumerate(state.pending):
            if trig.ability.event == event and trig.data[:1] == (ref,):
                state.pending[i] = replace(trig, data=(ref, trig.data[1] + amount))
        return
    _fire(state, event, victim, (ref, amount))
    state.simultaneous.append((event, victim.id))


def on_life_gain(state: GameState, player: int, amount: int, source: int | None) -> None:
    """"Whenever you gain life" (CR 119.9: whenever a source causes you to gain life): what
    one source gives at once, as lifelink damage to several recipients, is one event."""
    if amount <= 0 or not _watchers(state, "gain_life"):
        return
    ref = ("player", player)
    if source is not None and ("gained", source) in state.simultaneous:
        for i, trig in enumerate(state.pending):
            if trig.ability.event == "gain_life" and trig.data[::2] == (ref, source):
                state.pending[i] = replace(trig, data=(ref, trig.data[1] + amount, source))
        return
    gains = sum(1 for f in state.this_turn if f[0] == "life" and f[1] == player and f[2] > 0)
    for obj, chars in _watchers(state, "gain_life"):
        for ability in triggered_abilities(chars):
            if ability.event == "gain_life" and _whose(ability.whose, chars.controller,
                                                       player) and (
                    not ability.count or ability.count == gains) and (  # "the first time"
                    ability.during != "you" or state.active == chars.controller):
                _queue(state, obj, chars.controller, ability, (ref, amount, source))
    if source is not None:
        state.simultaneous.append(("gained", source))


def on_life_loss(state: GameState, player: int, amount: int) -> None:
    """"Whenever you lose life", "an opponent loses life" (CR 119.3, 120.3a: damage makes a
    player lose life; 119.4: so does paying it): what one player loses at once, as the
    combat damage of several creatures (CR 510.2), is one event, which triggers once for the
    total (CR 603.2c; unlike gaining life, 119.9, loss isn't split by source)."""
    if amount <= 0 or not _watchers(state, "lose_life"):
        return
    ref = ("player", player)
    key = f"lost {player}"                 # (with the first of the triggers it queued)
    first = next((i for k, i in state.simultaneous if k == key), None)
    if first is not None:                  # the triggers this event queued, from `first`
        for i in range(first, len(state.pending)):
            trig = state.pending[i]
            if trig.ability.event == "lose_life" and trig.data[:1] == (ref,):
                state.pending[i] = replace(trig, data=(ref, trig.data[1] + amount))
        return
    first = len(state.pending)
    losses = sum(1 for f in state.this_turn if f[0] == "life" and f[1] == player and f[2] < 0)
    for obj, chars in _watchers(state, "lose_life"):
        for ability in triggered_abilities(chars):
            if ability.event == "lose_life" and _whose(ability.whose, chars.controller,
                                                       player) and (
                    not ability.count or ability.count == losses) and (  # "the first time"
                    ability.during != "you" or state.active == chars.controller):
                _queue(state, obj, chars.controller, ability, (ref, amount))
    state.simultaneous.append((key, first))


def on_draw(state: GameState, player: int) -> None:
    """"Whenever you draw a card": each card drawn is one event (CR 121.2)."""
    record(state, "drew", player)
    if state.step == "draw" and multiplayer.is_active(state, player):
        record(state, DREW_IN_DRAW_STEP, player)         # in their own draw step (504.1)
    for obj, chars in _watchers(state, "draw"):
        for ability in triggered_abilities(chars):
            if ability.event == "draw" and _whose(ability.whose, chars.controller, player) and (
                    not ability.count or ability.count == _nth(state, "drew", player)):
                _queue(state, obj, chars.controller, ability, (("player", player),))


def on_energy(state: GameState, player: int, amount: int) -> None:
    """"Whenever you get one or more {E} [during your turn]": once for each event,
    "that much" being how many (CR 122.1, 107.14, 603.2c)."""
    for obj, chars in _watchers(state, GET_ENERGY):
        for ability in triggered_abilities(chars):
            if ability.event == GET_ENERGY and _whose(ability.whose, chars.controller,
                                                      player) and (
                    ability.during != "you" or state.active == chars.controller):
                _queue(state, obj, chars.controller, ability, (("player", player), amount))


def on_attackers(state: GameState, player: int, attackers: tuple[int, ...] = ()) -> None:
    """"Whenever you attack [with N or more creatures]" (CR 508.3d): once, if one or more
    (N or more) creatures were declared; "whenever this creature and at least two other
    creatures attack" (battalion, CR 508.3a)."""
    record(state, "attacked", player)
    for attacker in attackers:
        target = state.objects[attacker].attacking
        record(state, ATTACKED_WITH, attacker, player,   # boast (CR 702.142a), "if you
               target[1] if target and target[0] == "player" else None)   # attacked with
        #       two or more creatures this turn", "a player it has already attacked"
        record(state, ATTACKED_OR_BLOCKED, attacker)       # CR 508.1
    for obj, chars in _watchers(state, "you_attack"):
        for ability in triggered_abilities(chars):
            if ability.event != "you_attack" or not _whose(ability.whose, chars.controller,
                                                           player):
                continue
            n = _attacking(state, ability, attackers, chars.controller, obj)
            if n >= max(ability.count, 1):             # "that many": those counted (508.1)
                _queue(state, obj, chars.controller, ability, (("player", player),
                                                               (ATTACKERS_COUNT, n)))
    if _watchers(state, YOU_ATTACK_PLAYER):
        _attacked_players(state, player, attackers)
    for obj, chars in _watchers(state, "attacks_with"):
        if obj.id not in attackers:
            continue
        for ability in triggered_abilities(chars):
            if ability.event == "attacks_with" and len(attackers) > ability.count:
                _queue(state, obj, chars.controller, ability, (("object", obj.id),))


def _attacked_players(state: GameState, player: int, attackers: tuple[int, ...]) -> None:
    """"Whenever you attack a player": once for each player attacked by one or more of the
    creatures declared (CR 508.3e); "that player" is them."""
    attacked: dict[int, int] = {}
    for a in attackers:
        target = state.objects[a].attacking
        if target is not None and target[0] == "player":
            attacked[target[1]] = attacked.get(target[1], 0) + 1
    for obj, chars in _watchers(state, YOU_ATTACK_PLAYER):
        for ability in triggered_abilities(chars):
            if ability.event != YOU_ATTACK_PLAYER or not _whose(ability.whose,
                                                                chars.controller, player):
                continue
            for defender, n in attacked.items():
                if n >= max(ability.count, 1):     # "two or more creatures ... attack a
                    _queue(state, obj, chars.controller, ability,     # player" (508.1)
                           (("player", defender),))


def _attacking(state: GameState, ability: TriggeredAbility, attackers: tuple[int, ...],
               you: int, source: GameObject) -> int:
    """How many of the creatures declared as attackers the ability counts: those matching
    its filter ("one or more nontoken Vampires you control attack", "one or more other
    creatures with flying": not the source), else all (CR 508.1)."""
    if ability.about == ATTACKS_PLAYER:          # "... attack a player" (CR 506.2)
        attackers = tuple(oid for oid in attackers
                          if (state.objects[oid].attacking or ("",))[0] == "player")
    elif ability.about == ATTACKS_YOU:           # "... attack you" (CR 506.2)
        attackers = tuple(oid for oid in attackers
                          if state.objects[oid].attacking == ("player", you))
    elif ability.about == ATTACKS_YOUR_OPPONENT:  # "attacks one of your opponents" (508.3e)
        attackers = tuple(oid for oid in attackers if _attacks_opponent_of(
            state, state.objects[oid].attacking, you))
    elif ability.about == ATTACKS_ENCHANTED:     # "enchanted player is attacked" (508.3b)
        attackers = tuple(oid for oid in attackers if source.attached_player is not None
                          and state.objects[oid].attacking == ("player",
                                                              source.attached_player))
    if ability.filter is None:
        return len(attackers)
    return sum(1 for oid in attackers
               if matches(state, ability.filter, state.objects[oid], you, source))


def _attacks_opponent_of(state: GameState, target: Ref | None, you: int) -> bool:
    """Is `target` a player who is an opponent of `you` (CR 102.3, 506.2)?"""
    return bool(target) and target[0] == "player" and target[1] in state.opponents(you)


def on_tapped(state: GameState, obj: GameObject, tapped: bool, tapper: int | None = None
              ) -> None:
    """"Whenever this creature becomes tapped / untapped" (CR 603.2): a permanent that was
    untapped becoming tapped, or the reverse (entering tapped isn't becoming tapped).
    `tapper`: the player a rule has tap it (CR 701.15a)."""
    event = "becomes_tapped" if tapped else "becomes_untapped"
    if _may_watch(state, event):
        _fire(state, event, obj, (("object", obj.id),))
    if tapped and _may_watch(state, YOU_TAP):
        _you_tap(state, obj, tapper)


def _you_tap(state: GameState, obj: GameObject, tapper: int | None) -> None:
    """"Whenever you tap an untapped creature an opponent controls": who taps it is the
    resolving spell's or ability's controller, else the permanent's controller (a cost it
    pays, attacking: CR 701.26a, 508.1f)."""
    if tapper is None:
        item = state.objects.get(state.frames[-1].obj_id) if state.frames else None
        tapper = item.controller if item is not None else controller(state, obj)
    for src, chars in _watchers(state, YOU_TAP):
        for ability in triggered_abilities(chars):
            if ability.event == YOU_TAP and chars.controller == tapper and _about(
                    state, ability, src, chars.controller, obj):
                _queue(state, src, chars.controller, ability, (("object", obj.id),))


def _may_watch(state: GameState, event: str) -> bool:
    """Could anything watch `event`? The watch table if it is up to date, else a quick look
    at printed abilities (tapping for mana happens often: no characteristics then)."""
    table = state.board_cache.get("watchers")
    if table is not None:
        return bool(table.get(event))
    objects = state.objects
    for oid in state.battlefield:
        card = objects[oid].card
        if card.static or (card.triggered and event in _printed_events(card)):
            return True                               # a static ability may grant one
    return any(_grants(eff.parts) for eff in state.effects)


_PRINTED_EVENTS: dict[int, tuple[Any, frozenset[str]]] = {}


def _printed_events(card: Any) -> frozenset[str]:
    """The events the card's printed triggered abilities watch (memoized: asked for every
    permanent each time a permanent becomes tapped or untapped)."""
    hit = _PRINTED_EVENTS.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    if len(_PRINTED_EVENTS) > 4096:
        _PRINTED_EVENTS.clear()
    watched = frozenset(a.event for a in card.triggered)
    _PRINTED_EVENTS[id(card)] = (card, watched)
    return watched


def on_expend(state: GameState, player: int, spent: int) -> None:
    """`spent` more mana spent by `player` to cast a spell: "Whenever you expend 4" triggers
    as their total this turn reaches 4 ("You expend 4 as you spend your fourth total mana to
    cast spells during a turn.", its reminder text; CR 601.2h)."""
    if spent <= 0:
        return
    before = sum(f[2] for f in state.this_turn if f[0] == EXPEND and f[1] == player)
    record(state, EXPEND, player, spent)
    for obj, chars in _watchers(state, EXPEND):
        for ability in triggered_abilities(chars):
            if ability.event == EXPEND and chars.controller == player and \
                    before < ability.count <= before + spent:
                _queue(state, obj, chars.controller, ability, (("player", player),))


def on_discard(state: GameState, player: int, card: GameObject, by: int | None = None
               ) -> None:
    """"Whenever you discard a card" / "you cycle or discard a card": each card discarded
    is one event (CR 701.8a; cycling discards, CR 702.29a); "a creature card": only such a
    card, seen where it went (CR 701.8a). `by`: the controller of the spell or ability whose
    instruction discarded it (None for a cost or the cleanup step)."""
    record(state, DISCARDED, player)                     # "if you discarded a card this turn"
    if card.card.triggered:
        _discarded_self(state, player, card, by)
    card_chars = None
    for obj, chars in _watchers(state, "discard"):
        for ability in triggered_abilities(chars):
            if ability.event != "discard" or not _whose(ability.whose, chars.controller, player):
                continue
            if ability.about == DISCARD_BY_OPPONENT and (
                    by is None or not multiplayer.is_opponent(state, player, by)):
                continue                      # "an opponent's spell or ability causes"
            if ability.filter is not None:
                card_chars = card_chars or characteristics(state, card)
                if not chars_match(card_chars, ability.filter, chars.controller,
                                   state.options.teams):
                    continue
            _queue(state, obj, chars.controller, ability, (("player", player),
                                                           ("object", card.id)))
    if _watchers(state, DISCARD_BATCH):
        _discard_batch(state, player, card)


def _discarded_self(state: GameState, player: int, card: GameObject, by: int | None) -> None:
    """The card's own "When you discard this card" / "When a spell or ability an opponent
    controls causes you to discard this card" (CR 701.8a, 603.2), from wherever it went;
    "that player" is that opponent."""
    for ability in characteristics(state, card).triggered:
        if ability.event != DISCARDED_SELF:
            continue
        if ability.whose == "opponent":
            if by is None or not multiplayer.is_opponent(state, player, by):
                continue
            _queue(state, card, player, ability, (("player", by),))
        else:
            _queue(state, card, player, ability, (("player", player),))


def _discard_batch(state: GameState, player: int, card: GameObject) -> None:
    """"Whenever you discard one or more [artifact] cards": the cards a player discards at
    once are one event (CR 603.2c); the trigger's data counts the matching ones."""
    card_chars = characteristics(state, card)
    for obj, chars in _watchers(state, DISCARD_BATCH):
        for ability in triggered_abilities(chars):
            if ability.event != DISCARD_BATCH or not _whose(ability.whose, chars.controller,
                                                            player) or (
                    ability.filter is not None and not chars_match(
                        card_chars, ability.filter, chars.controller, state.options.teams)):
                continue
            key = (f"{DISCARD_BATCH} {player} {ability.text}", obj.id)
            if key in state.simultaneous:
                for i, trig in enumerate(state.pending):
                    if trig.source_id == obj.id and trig.ability == ability and \
                            trig.data[0] == ("player", player):
                        state.pending[i] = replace(trig, data=(trig.data[0], trig.data[1] + 1))
                continue
            state.simultaneous.append(key)
            _queue(state, obj, chars.controller, ability, (("player", player), 1))


def on_cycle(state: GameState, player: int) -> None:
    """"Whenever you cycle a card" / "a player cycles a card" (CR 702.29a)."""
    _player_event(state, "cycle", player, (("player", player),))


def on_play_land(state: GameState, player: int, land: GameObject) -> None:
    """"Whenever a player plays a land" / "When you play another land" (CR 305.1: a land
    played, not one put onto the battlefield); "another": not this land itself."""
    data = (("player", player), ("object", land.id))
    for obj, chars in _watchers(state, "play_land"):
        for ability in triggered_abilities(chars):
            flt = ability.filter
            if ability.event == "play_land" and _whose(ability.whose, chars.controller, player) \
                    and not (flt is not None and flt.other and obj.id == land.id) and (
                    flt is None or chars_match(characteristics(state, land),   # "an Island"
                                               replace(flt, other=False), chars.controller,
                                               state.options.teams)):
                _queue(state, obj, chars.controller, ability, data)


def on_play_land_from(state: GameState, player: int, land: GameObject, origin: str) -> None:
    """"Whenever you play a land from exile / from anywhere other than your hand": where the
    card was as it was played (CR 305.1)."""
    events = (PLAY_LAND_NOT_FROM_HAND,) if origin != "hand" else ()
    if origin == "exile":
        events += (PLAY_LAND_FROM_EXILE,)
    for obj, chars in {o.id: (o, c) for e in events for o, c in _watchers(state, e)}.values():
        for ability in triggered_abilities(chars):
            if ability.event in events and _whose(ability.whose, chars.controller, player):
                _queue(state, obj, chars.controller, ability, (("player", player),
                                                                ("object", land.id)))


def on_counters_spell(state: GameState, player: int) -> None:
    """"Whenever a spell or ability you control counters a spell" (CR 701.5a, 603.2):
    `player` controls the spell or ability that countered it."""
    _player_event(state, COUNTERS_SPELL, player, (("player", player),))


def on_player_action(state: GameState, event: str, player: int, amount: int | None = None
                     ) -> None:
    """"Whenever you scry / surveil" (CR 701.22, 701.25 of this ruleset's numbering);
    `amount`: the cards looked at scrying ("that many")."""
    data: tuple[Any, ...] = (("player", player),) if amount is None else (
        ("player", player), amount)
    _player_event(state, event, player, data)


def on_dice_rolled(state: GameState, player: int, results: tuple[int, ...]) -> None:
    """"Whenever you roll one or more dice": once for the instruction, the results in the
    data ("if any of those results ...", CR 706.2, 603.2)."""
    _player_event(state, DICE_ROLLED, player, (("player", player), results))


def on_die_rolled(state: GameState, player: int, result: int, natural: int) -> None:
    """"Whenever you roll a die / a 5 or higher / a natural 20": once for each die, its
    result and natural result in the data (CR 706.2, 603.2)."""
    _player_event(state, DIE_ROLLED, player, (("player", player), result, natural))


def _player_event(state: GameState, event: str, player: int, data: tuple[Any, ...]) -> None:
    for obj, chars in _watchers(state, event):
        for ability in triggered_abilities(chars):
            if ability.event == event and _whose(ability.whose, chars.controller, player):
                _queue(state, obj, chars.controller, ability, data)


def on_flip_won(state: GameState, player: int) -> None:
    """"Whenever you win a coin flip" / "a player wins a coin flip" (CR 705.2): each flip
    won is one event."""
    if _watchers(state, COIN_FLIP_WON):
        _player_event(state, COIN_FLIP_WON, player, (("player", player),))


def on_day_night(state: GameState) -> None:
    """"Whenever day becomes night or night becomes day" (CR 728.1a): only a change from
    one to the other, not the game's first day or night."""
    for obj, chars in _watchers(state, "day_night"):
        for ability in triggered_abilities(chars):
            if ability.event == "day_night":
                _queue(state, obj, chars.controller, ability, ())


def on_counters(state: GameState, obj: GameObject, kind: str, amount: int,
                putter: int | None = None) -> None:
    """"Whenever one or more +1/+1 counters are put on this creature": once per event
    (CR 122.6, 603.2c). `putter`: the player known to put them (a wither or infect
    source's controller, CR 120.3d)."""
    if kind == "+1/+1" and amount > 0 and obj.zone == "battlefield":
        _fire(state, "plus_counters", obj, (("object", obj.id), amount))
    if amount > 0 and obj.zone == "battlefield" and _watchers(state, YOU_PUT_COUNTERS):
        _put_counters_by(state, obj, kind, amount, putter)
    if kind == "+1/+1" and amount > 0 and obj.zone == "battlefield" and _watchers(
            state, PLUS_COUNTER_EACH):
        for _ in range(amount):                   # each counter (CR 122.6)
            _fire(state, PLUS_COUNTER_EACH, obj, (("object", obj.id), 1))


def _put_counters_by(state: GameState, obj: GameObject, kind: str, amount: int,
                     putter: int | None) -> None:
    """"Whenever you put one or more -1/-1 counters on a creature": the player putting them
    is the resolving spell's or ability's controller; with nothing resolving (a cost, a
    turn-based action, a land played with counters) the permanent's controller, the one
    player who can put them then (CR 122.6, 118.3, 714.3b)."""
    item = state.objects.get(state.frames[-1].obj_id) if state.frames else None
    if putter is None:
        putter = item.controller if item is not None else controller(state, obj)
    for src, chars in _watchers(state, YOU_PUT_COUNTERS):
        for ability in triggered_abilities(chars):
            if ability.event == YOU_PUT_COUNTERS and ability.about in (kind, ANY_COUNTER) and _whose(
                    ability.whose, chars.controller, putter) and _about(
                    state, ability, src, chars.controller, obj):
                each = ability.count == EACH_COUNTER          # "a +1/+1 counter"
                for _ in range(amount if each else 1):
                    _queue(state, src, chars.controller, ability,
                           (("object", obj.id), 1 if each else amount))


def on_loyalty_removed(state: GameState, obj: GameObject, amount: int) -> None:
    """"Whenever one or more loyalty counters are removed from <this planeswalker>": once
    per event, however they were removed (a loyalty cost, damage: CR 606.4, 120.3c)."""
    _fire(state, "loyalty_removed", obj, (("object", obj.id), amount))


def on_exploit(state: GameState, source: GameObject, victim: GameObject) -> None:
    """"When this creature exploits a creature" (CR 702.110b): its own abilities, as it
    last existed if it was the creature sacrificed (CR 603.10a)."""
    chars = characteristics(state, source)
    for ability in triggered_abilities(chars):
        if ability.event == "exploits":
            _queue(state, source, chars.controller, ability, (("object", victim.id),))


def on_crews(state: GameState, creature: GameObject, vehicle: GameObject) -> None:
    """"Whenever this creature crews a Vehicle" (CR 702.122c): its own abilities, about the
    Vehicle whose crew cost it was tapped to pay."""
    chars = characteristics(state, creature)
    for ability in triggered_abilities(chars):
        if ability.event == CREWS:
            _queue(state, creature, chars.controller, ability, (("object", vehicle.id),))


def on_class_level(state: GameState, obj: GameObject, level: int) -> None:
    """"When this Class becomes level N" (CR 716.2): the abilities for that level."""
    data = (("object", obj.id),)
    for source, chars in _watchers(state, "becomes_level"):
        for ability in triggered_abilities(chars):
            if ability.event == "becomes_level" and ability.count == level and \
                    _about(state, ability, source, chars.controller, obj):
                _queue(state, source, chars.controller, ability, data)


def on_championed(state: GameState, champion: GameObject, card: GameObject,
                  last: Characteristics) -> None:
    """"When a Faerie is championed with this creature" (CR 702.72c): the champion's own
    abilities; `card` is the card it exiled, `last` that permanent's characteristics as it
    last existed on the battlefield (CR 603.10a)."""
    chars = characteristics(state, champion)
    for ability in triggered_abilities(chars):
        if ability.event == "championed" and (ability.filter is None or chars_match(
                last, ability.filter, chars.controller, state.options.teams)):
            _queue(state, champion, chars.controller, ability, (("object", card.id),))


def on_haunt_resolved(state: GameState, card: GameObject) -> None:
    """An instant's or sorcery's haunt: "When this spell is put into a graveyard during its
    resolution" (CR 702.55a), `card` the card it became there."""
    _fire(state, HAUNT_RESOLVED, card, (("object", card.id),))


def on_monstrous(state: GameState, obj: GameObject) -> None:
    """"When this creature becomes monstrous" (CR 701.31c)."""
    _fire(state, "becomes_monstrous", obj, (("object", obj.id),))


def on_transformed(state: GameState, obj: GameObject) -> None:
    """"When this creature transforms into <this face>" (CR 701.28e): the face now up."""
    _fire(state, "transformed", obj, (("object", obj.id),))


def on_phasing(state: GameState, obj: GameObject, event: str) -> None:
    """"Whenever this creature phases in / out" (CR 702.26): phasing out is seen from just
    before it, while it still exists (CR 603.10b)."""
    _fire(state, event, obj, (("object", obj.id),))


def on_attached(state: GameState, attachment: GameObject, host: GameObject) -> None:
    """`attachment` became attached to `host`, entering attached or moved onto it (CR
    701.3a): "Whenever this Equipment becomes attached to a creature" (its own; "that
    creature" the host) and "Whenever an Aura becomes attached to this creature" (the
    host's; "it" the Aura)."""
    if host.zone != "battlefield":
        return
    chars = characteristics(state, attachment)
    if any(a.event == BECOMES_ATTACHED for a in chars.triggered) and \
            characteristics(state, host).is_creature:
        for ability in triggered_abilities(chars):
            if ability.event == BECOMES_ATTACHED:
                _queue(state, attachment, chars.controller, ability,
                       (("object", host.id),))
    host_chars = characteristics(state, host)
    for ability in triggered_abilities(host_chars):
        if ability.event == AURA_ATTACHED and (ability.filter is None or chars_match(
                chars, ability.filter, host_chars.controller, state.options.teams)):
            _queue(state, host, host_chars.controller, ability,
                   (("object", attachment.id),))


def on_mutated(state: GameState, obj: GameObject) -> None:
    """"Whenever this creature mutates" (CR 702.140d): a spell merged with it."""
    _fire(state, "mutates", obj, (("object", obj.id),))


def on_activated(state: GameState, player: int, source: GameObject,
                 ability: Any) -> None:
    """"Whenever <a player> activates an ability [of <a permanent>] that isn't a mana
    ability / a loyalty ability": `player` activated `ability` of `source` (a source
    sacrificed to pay for it as it last existed, CR 602.2i, 608.2h); "that player" is
    `player`."""
    watchers = _watchers(state, "activates")
    if not watchers:
        return
    chars = source.last_known if source.zone.startswith("gone") and source.last_known \
        else characteristics(state, source)
    for obj, wchars in watchers:
        for found in triggered_abilities(wchars):
            if found.event != "activates" or not _whose(found.whose, wchars.controller,
                                                        player):
                continue
            if found.about == "loyalty" and ability.cost.loyalty is None and \
                    not ability.cost.loyalty_x:
                continue
            if found.about in ("boast", "exhaust") and not ability.text.startswith(
                    f"{found.about.capitalize()} — "):      # its printed label (702.142a)
                continue
            if found.filter is not None and not chars_match(
                    chars, found.filter, wchars.controller, state.options.teams):
                continue
            _queue(state, obj, wchars.controller, found, (("player", player),))


def on_explored(state: GameState, obj: GameObject) -> None:
    """"Whenever a creature you control explores" (CR 701.40b): once the explore is done,
    whatever of it was possible; a permanent gone by then, as it last existed (701.40c)."""
    _fire(state, "explores", obj, (("object", obj.id),))


def on_turned_face_up(state: GameState, obj: GameObject) -> None:
    """"When this creature is turned face up" (CR 702.37e, 708.8)."""
    _fire(state, "turned_face_up", obj, (("object", obj.id),))


def on_unlock(state: GameState, room: GameObject, door: str, fully: bool) -> None:
    """A door of the Room `room` unlocked (`tolaria.rules.rooms`): its "When you unlock
    this door" triggers, and once both are, "whenever you fully unlock a Room"."""
    _fire(state, DOOR_UNLOCKED + door, room, (("object", room.id),))
    if fully:
        _fire(state, FULLY_UNLOCKED, room, (("object", room.id),))


def check_state(state: GameState) -> None:
    """CR 603.8: a state trigger triggers when its state is true, once until it has left the stack."""
    for obj, chars in _watchers(state, "state"):
        for ability in chars.triggered:
            if ability.event == "state" and not _waiting(state, obj, ability) and holds(
                    state, ability.condition, obj, chars.controller):
                _queue(state, obj, chars.controller, ability, ())


def _waiting(state: GameState, source: GameObject, ability: TriggeredAbility) -> bool:
    for trig in state.pending:
        if trig.source_id == source.id and trig.ability == ability:
            return True
    for oid in state.stack:
        item = state.objects[oid]
        if item.source_id == source.id and item.ability == ability:
            return True
    return False


# -- conditions (CR 603.4, 603.8) -----------------------------------------------------

# Conditions about the player whose step it is ("that player ..."), read as that player's
# own "you ..." conditions.
_EVENT_PLAYER_OPS = frozenset({"this_turn", "life", "control", MOST})


def holds(state: GameState, cond: Condition | None, source: GameObject, controller: int,
          data: tuple[Any, ...] = ()) -> bool:
    """Is the condition true now, for an ability of `source` controlled by `controller`?
    (`data`: what the trigger event carried, for conditions about it.)"""
    if cond is None:
        return True
    op = cond.op
    if op == "untapped":
        return source.zone == "battlefield" and not source.tapped
    if op in _EVENT_PLAYER_OPS and cond.get("who") == "event":   # "if that player didn't
        ref = data[0] if data and isinstance(data[0], tuple) else None   # cast a spell this
        if ref is None or ref[0] != "player":                           # turn" (CR 603.4)
            return False
        from tolaria.rules import conditions
        return conditions.holds(state, Condition(op, tuple(
            (k, "you" if k == "who" else v) for k, v in cond.params)), source, ref[1])
    if op == EVENT_PLAYERS_TURN:         # "if it's not their turn" (CR 500, 603.4)
        player = _event_player(state, data)
        return player is not None and multiplayer.is_active(state, player) != bool(
            cond.get("negative"))
    if op == EVENT_FACE_DOWN:            # "a face-down creature ... enters" (CR 708.2)
        ref = data[0] if data and isinstance(data[0], tuple) else None
        obj = state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else None
        return obj is not None and bool(obj.face_down)
    if op == DIE_RESULT:                 # "whenever you roll a 6" (CR 706.2)
        rolled = data[2 if cond.get("natural") else 1] if len(data) > 2 else None
        return isinstance(rolled, int) and _between(rolled, cond)
    if op == "count":
        flt = cond.get("filter")
        n = 0
        for oid in state.battlefield:
            if flt.other and oid == source.id:
                continue
            if chars_match(characteristics(state, state.objects[oid]), flt, controller, state.options.teams):
                n += 1
        return _between(n, cond)
    if op == "life":
        return _between(state.players[controller].life, cond)
    if op == "control" and cond.get("besides") == EVENT_OBJECT:   # "five other Mountains"
        from tolaria.rules.conditions import count_besides
        ref = data[0] if data and isinstance(data[0], tuple) else None
        return count_besides(state, cond, source, controller,
                             ref[1] if ref is not None and ref[0] == "object" else None)
    if op == DEFENDING_CONTROLS:         # "if defending player controls no Walls" (506.2)
        return _defending_count(state, cond, source, data)
    if op == DEFENDING_IS:               # "if defending player is poisoned" (506.2)
        return _defending_is(state, cond, source, controller, data)
    if op == BLOCK_PARTNER_MATCHES:      # "blocked by one or more Orcs" (CR 509.3c-d)
        ref = data[0] if data and isinstance(data[0], tuple) else None
        me = state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else None
        return me is not None and any(chars_match(
            characteristics(state, state.objects[oid]), cond.get("filter"), controller,
            state.options.teams) for oid in _block_partners(state, me))
    if op == EVENT_OBJECT_MATCHES:       # "blocks a creature with flying" (CR 509.5b)
        ref = data[0] if data and isinstance(data[0], tuple) else None
        other = state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else None
        return other is not None and chars_match(characteristics(state, other),
                                                 cond.get("filter"), controller,
                                                 state.options.teams)
    if op == "kicked":                   # "if it was kicked" (CR 702.33d, 400.7d)
        paid = source.cast_for.split("+")
        if cond.get("name"):             # "... with its {R} kicker" (CR 702.33f)
            return cond.get("name") in paid
        if cond.get("times"):            # "... kicked twice": both kicker costs (702.33d)
            return sum(1 for n in paid if n.startswith("kicker ")) >= cond.get("times")
        return source.kicked
    if op == EVENT_HAS_ADVENTURE:        # "a creature spell that has an Adventure" (715.2a)
        ref = data[0] if data and isinstance(data[0], tuple) else None
        spell = state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else None
        return spell is not None and any("Adventure" in face.subtypes
                                         for face in spell.card.faces)
    if op == EVENT_KICKED:               # "a kicked spell" (CR 702.33d)
        ref = data[0] if data and isinstance(data[0], tuple) else None
        spell = state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else None
        return spell is not None and spell.kicked
    if op == HAD_COUNTERS:               # "if it had a +1/+1 counter on it" (CR 603.10a)
        ref = data[0] if data and isinstance(data[0], tuple) else None
        obj = source if cond.get("about") == "self" else state.objects.get(ref[1]) if \
            ref is not None and ref[0] == "object" else None
        if obj is None:
            return False
        kind = cond.get("kind")
        return _between(sum(obj.counters.values()) if kind == "any" else
                        obj.counters.get(kind, 0), cond)
    if op == "no_counters":              # persist, undying: as it last existed (CR 603.10a)
        return not source.counters.get(cond.get("kind"))
    if op == "has_counters":             # vanishing (CR 702.63a)
        return bool(source.counters.get(cond.get("kind")))
    if op == "cast_for":                 # "if its evoke cost was paid" (CR 702.74a)
        return cond.get("cost") in source.cast_for.split("+")
    if op == "spent":                    # "if {U} was spent to cast it" (CR 601.2h)
        from tolaria.rules import mana_spent
        return mana_spent.holds(state, cond, source, mana_spent.event_spell(state, data))
    if op in ("all", "any", "not") and data:
        if reads_event(cond):             # a part reads the spell cast: it sees the event
            parts = (cond.get("part"),) if op == "not" else cond.get("parts")
            found = [holds(state, part, source, controller, data) for part in parts]
            return not found[0] if op == "not" else all(found) if op == "all" else any(found)
    if op == DRAW_STEP_FIRST_EXCEPTED:   # not the first card drawn in their draw step
        player = data[0][1] if data and data[0][0] == "player" else None
        return not (state.step == "draw" and multiplayer.is_active(state, player) and
                    state.this_turn.count((DREW_IN_DRAW_STEP, player)) == 1)
    if op == "hand" and cond.get("who") == "event":     # "if that player has one or
        ref = data[0] if data and isinstance(data[0], tuple) else None     # fewer cards
        return ref is not None and ref[0] == "player" and _between(        # in hand"
            len(state.players[ref[1]].hand), cond)
    if op == NAME_UNSHARED:              # CR 201.2, 603.4
        from tolaria.rules.conditions import name_unshared
        return name_unshared(state, controller, data)
    if op == "entered_from_graveyard":   # what entered (CR 603.6a), from where (Amalgam)
        from tolaria.rules.conditions import entered_from_graveyard
        return entered_from_graveyard(state, cond, controller, data)
    if op == "soulbond":                 # both unpaired creatures you control (702.95a)
        from tolaria.rules.keywords import soulbond
        return soulbond.holds(state, source, data, controller)
    if op in ("evolve", "dethrone", "training", "not_renowned", "increment"):  # 702.100a
        from tolaria.rules.keywords import plus_counters
        return plus_counters.holds(state, cond, source, data)
    from tolaria.rules import conditions
    return conditions.holds(state, cond, source, controller)   # the rest (CR 603.4, 611.3a)


def _event_player(state: GameState, data: tuple[Any, ...]) -> int | None:
    """The player a trigger's event names, or the controller of the object it names (the
    caster of a spell cast, CR 601.2)."""
    ref = data[0] if data and isinstance(data[0], tuple) else None
    if ref is None:
        return None
    if ref[0] == "player":
        return ref[1]
    obj = state.objects.get(ref[1]) if ref[0] == "object" else None
    return obj.controller if obj is not None else None


def reads_event(cond: Any) -> bool:
    """Does a part of this condition read the trigger's event: the spell cast ("if no mana
    was spent to cast it"), the player whose step it is ("if that player has no cards in
    hand")?"""
    from tolaria.rules import mana_spent
    return mana_spent.about_event(cond) or _about_event_player(cond)


def _about_event_player(cond: Any) -> bool:
    if not isinstance(cond, Condition):
        return False
    if cond.op == "hand" or cond.op in _EVENT_PLAYER_OPS:
        return cond.get("who") == "event"
    parts = cond.get("parts") or (cond.get("part"),)
    return isinstance(parts, tuple) and any(_about_event_player(part) for part in parts)


def _between(n: int, cond: Condition) -> bool:
    low, high = cond.get("at_least"), cond.get("at_most")
    return (low is None or n >= low) and (high is None or n <= high)


def _defending_count(state: GameState, cond: Condition, source: GameObject,
                     data: tuple[Any, ...]) -> bool:
    """The permanents the attacking creature's defending player controls matching the
    condition's filter, within its bounds (CR 506.2)."""
    from tolaria.rules.keywords.afflict import defending_player
    ref = data[0] if data and isinstance(data[0], tuple) else None
    attacker = state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else source
    player = defending_player(state, attacker) if attacker is not None else None
    if player is None:
        return False
    flt = replace(cond.get("filter"), controller="you")      # from that player's side
    n = sum(1 for oid in state.battlefield
            if matches(state, flt, state.objects[oid], player, source))   # "nontoken" too
    return _between(n, cond)


def _defending_is(state: GameState, cond: Condition, source: GameObject, controller: int,
                  data: tuple[Any, ...]) -> bool:
    """The attacking creature's defending player (CR 506.2) is poisoned (CR 122.1f), has a
    number of cards in hand, more cards in hand than you, or controls more permanents
    matching the condition's filter than you."""
    from tolaria.rules.keywords.afflict import defending_player
    ref = data[0] if data and isinstance(data[0], tuple) else None
    attacker = state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else source
    player = defending_player(state, attacker) if attacker is not None else None
    if player is None:
        return False
    test = cond.get("test")
    if test == "poisoned":
        return state.players[player].poison > 0
    if test == "hand":
        return _between(len(state.players[player].hand), cond)
    if test == "hand_more":
        return len(state.players[player].hand) > len(state.players[controller].hand)
    flt = cond.get("filter")
    counts = [0] * len(state.players)
    for oid in state.battlefield:
        chars = characteristics(state, state.objects[oid])
        if chars_match(chars, flt, controller, state.options.teams):
            counts[chars.controller] += 1
    return counts[player] > counts[controller]


def _block_partners(state: GameState, creature: GameObject) -> list[int]:
    """The creatures `creature` blocks, and those blocking it (CR 509.1)."""
    return [oid for oid in creature.blocking if oid in state.objects] + [
        oid for oid in state.battlefield if creature.id in state.objects[oid].blocking]


def condition_holds(state: GameState, item: GameObject) -> bool:
    """CR 603.4: a resolving triggered ability checks its intervening "if" again."""
    ability = item.ability
    if not isinstance(ability, TriggeredAbility) or ability.condition is None \
            or ability.event == "state":
        return True
    if ability.condition.get("on_trigger"):
        return True                      # a trigger condition, not an intervening "if"
    source = state.objects.get(item.source_id) if item.source_id is not None else None
    return holds(state, ability.condition, source if source is not None else item,
                 item.controller, item.trigger_data)


def is_optional(item: GameObject) -> bool:
    """CR 603.5: "you may" is chosen as the ability resolves."""
    ability = item.ability
    return isinstance(ability, TriggeredAbility) and ability.optional


def done_this_turn(state: GameState, item: GameObject) -> bool:
    """"Do this only once each turn.": has the object's ability been done this turn? Then
    its "may" is no longer offered (CR 603.5)."""
    return item.ability.do_once and (
        "done once", item.source_id, item.ability.text) in state.this_turn


def record_done(state: GameState, item: GameObject) -> None:
    """Its controller chose to do an optional ability with "Do this only once each turn."."""
    if item.ability.do_once:
        record(state, "done once", item.source_id, item.ability.text)


# -- delayed and reflexive triggered abilities (CR 603.7, 603.12) -----------------------

def creator(state: GameState, item: GameObject) -> tuple[int, str]:
    """The source (id, name) of a delayed or reflexive ability `item` creates (CR 603.7d-e)."""
    return _creator(state, item)


def _creator(state: GameState, item: GameObject) -> tuple[int, str]:
    """CR 603.7d-e: the source is the spell, or the source of the ability that created it."""
    if item.is_ability and item.source_id is not None:
        return item.source_id, item.source_name or item.name
    return item.id, item.name


def create_delayed(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """Effect "delayed": create the delayed triggered ability `eff.ability` (CR 603.7a)."""
    ability = eff.get("ability")
    source_id, source_name = _creator(state, item)
    data, bind = item.trigger_data, eff.get("bind")
    if bind is not None:            # "sacrifice it": the target, if still legal (CR 608.2b)
        ref = item.targets[bind] if bind < len(item.targets) else None
        data = (ref,) if ref is not None else ()
    if eff.get("bind_all") is not None:      # "either of those creatures" (CR 603.7c)
        refs = [item.targets[i] for i in eff.get("bind_all") if i < len(item.targets)]
        bound = tuple(r[1] for r in refs if r is not None and r[0] == "object")
        if not bound:
            return                           # none still legal: nothing to be about
        ability = replace(ability, bound=bound)
    from tolaria.rules import faces
    source = state.objects.get(source_id)
    transforms = str(faces.transformations(source)) if source is not None and \
        source.zone == "battlefield" and faces.double_faced(source) else ""      # 701.28f
    state.delayed.append(DelayedTrigger(ability=ability, controller=item.controller,
                                        source_id=source_id, source_name=source_name,
                                        card=item.card, data=data,
                                        this_turn=bool(eff.get("this_turn")),
                                        until=eff.get("until", ""),
                                        source_transforms=transforms))
    if eff.get("until"):
        state.changed()                   # a new watcher (`_watch_table`)
    state.say(f"{source_name} creates a delayed triggered ability: {ability.text}", "603.7")


# The stated durations of delayed triggered abilities watched like permanents' abilities
# (`_watch_table`); "next" ("When you next cast ... this turn") triggers once (CR 603.7b).
DURATIONS = ("end of turn", "your next turn", WHILE_IT_REMAINS)


def _delayed_cast(state: GameState, spell: GameObject, spell_chars: Characteristics) -> None:
    """"Whenever you cast a creature spell this turn, ...": a delayed triggered ability with
    a stated duration triggers each time (CR 603.7b, 601.2i); "When you next cast ... this
    turn" triggers once, then ceases to exist (CR 603.7b)."""
    for delayed in list(state.delayed):
        ability = delayed.ability
        if delayed.this_turn and ability.event in ("cast", "cast_from_hand") and _whose(
                ability.whose, delayed.controller, spell.controller) and (
                ability.filter is None
                or chars_match(spell_chars, ability.filter, delayed.controller)) and (
                ability.event == "cast" or _cast_from(state, spell) == "hand"):
            state.pending.append(PendingTrigger(
                controller=delayed.controller, source_id=delayed.source_id,
                source_name=delayed.source_name, ability=ability, card=delayed.card,
                data=(("object", spell.id),)))
            if delayed.until == "next":
                state.delayed.remove(delayed)


def end_this_turn(state: GameState) -> None:
    """CR 514.2: delayed triggered abilities that last "this turn" or "until end of turn"
    end in the cleanup step."""
    if any(d.this_turn or d.until == "end of turn" for d in state.delayed):
        state.delayed = [d for d in state.delayed
                         if not (d.this_turn or d.until == "end of turn")]
        state.changed()


def end_until_your_turn(state: GameState, actives: list[int]) -> None:
    """CR 611.2a: "until your next turn" delayed triggered abilities of the active players
    end as their turn begins."""
    if any(d.until == "your next turn" and d.controller in actives for d in state.delayed):
        state.delayed = [d for d in state.delayed
                         if not (d.until == "your next turn" and d.controller in actives)]
        state.changed()


def create_reflexive(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """Effect "reflexive": "when you do, ..." triggers as soon as it is created (CR 603.12)."""
    ability = eff.get("ability")
    source_id, source_name = _creator(state, item)
    data = item.trigger_data
    if eff.get("about") == DISCARDED_EVENT:        # "When you discard a card this way":
        from tolaria.rules.effects import DISCARDED_THIS_WAY, remembered
        data = tuple(("object", oid) for oid in remembered(state, item, DISCARDED_THIS_WAY))
    elif eff.get("about") == DIE_RESULT:          # "Roll a d20. When you do, ... the
        data += ((DIE_RESULT, int(dict(item.chosen).get(DIE_RESULT, "0"))),)  # result"
    state.pending.append(PendingTrigger(controller=item.controller, source_id=source_id,
                                        source_name=source_name, ability=ability,
                                        data=data, card=item.card))
    # (its event's data: "that player" is the one the first ability's event was about)
    state.say(f"{source_name}'s reflexive triggered ability triggers: {ability.text}", "603.12")


# "At the beginning of your next main phase": either main phase (CR 505.1)
MAIN_STEPS = ("precombat main", "postcombat main")


def _delayed_step(state: GameState, step: str) -> None:
    """Delayed abilities waiting for this step trigger once, then cease; one lasting "this
    turn" triggers at each such step until the turn ends (CR 603.7b)."""
    kept = []
    for delayed in state.delayed:
        ability = delayed.ability
        if ability.event == "step" and (ability.step == step or (
                ability.step == "main" and step in MAIN_STEPS)) and _whose(
                ability.whose, delayed.controller, state.active):
            state.pending.append(PendingTrigger(
                controller=delayed.controller, source_id=delayed.source_id,
                source_name=delayed.source_name, ability=ability, card=delayed.card,
                data=delayed.data, source_transforms=delayed.source_transforms))
            if delayed.until == FOR_THE_GAME or delayed.this_turn:  # epic (702.50a), 603.7b
                kept.append(delayed)
        else:
            kept.append(delayed)
    state.delayed = kept


def on_renowned(state: GameState, obj: GameObject) -> None:
    """"When this creature / a creature you control becomes renowned" (CR 702.112a)."""
    _fire(state, "becomes_renowned", obj, (("object", obj.id),))


def on_evolved(state: GameState, obj: GameObject) -> None:
    """"Whenever this creature evolves": +1/+1 counters put on it by its evolve ability
    (CR 702.100b)."""
    _fire(state, "evolves", obj, (("object", obj.id),))


SEARCHED = "searched"


def on_clash(state: GameState, player: int, won: bool) -> None:
    """"Whenever you clash [and win]" (CR 701.23c-d): `player` was in a clash."""
    for obj, chars in _watchers(state, CLASHED):
        for ability in triggered_abilities(chars):
            if ability.event == CLASHED and _whose(ability.whose, chars.controller, player) \
                    and (won or ability.about != CLASH_WON):
                _queue(state, obj, chars.controller, ability, (("player", player),))


def on_shuffled(state: GameState, player: int) -> None:
    """"Whenever an opponent shuffles their library" (CR 701.20a): each shuffle."""
    if _watchers(state, SHUFFLED):
        _player_event(state, SHUFFLED, player, (("player", player),))


def on_searched(state: GameState, player: int, owner: int) -> None:
    """"Whenever you / an opponent searches their library" (CR 701.19): `player` searched
    `owner`'s library; only a search of their own counts."""
    if player == owner:
        _player_event(state, SEARCHED, player, (("player", player),))


def _you_or_yours_targeted(state: GameState, item: GameObject) -> None:
    """"Whenever you or a permanent you control becomes the target of a spell or ability an
    opponent controls": once for each of them `item` targets (CR 115.1, 603.2); with
    `batch` ("you and/or at least one permanent"), once for `item`. The event names `item`,
    then the target."""
    chosen = dict.fromkeys(ref for ref in item.targets if ref)
    for obj, chars in _watchers(state, YOU_OR_YOURS_TARGETED):
        me = chars.controller
        for ability in triggered_abilities(chars):
            if ability.event != YOU_OR_YOURS_TARGETED or not _whose(ability.whose, me,
                                                                    item.controller):
                continue
            other = ability.filter is not None and ability.filter.other
            for ref in chosen:
                permanent = state.objects.get(ref[1]) if ref[0] == "object" else None
                if ref == ("player", me) or permanent is not None and \
                        permanent.zone == "battlefield" and controller(state, permanent) == me \
                        and not (other and permanent.id == obj.id):
                    _queue(state, obj, me, ability, (("object", item.id), ref))
                    if ability.batch:
                        break


def _player_targeted(state: GameState, item: GameObject) -> None:
    """"Whenever you become the target of a spell [or ability] [an opponent controls]": once
    for each player `item` targets, however often (CR 115.1, 603.2); the event is about the
    spell or ability."""
    targeted = dict.fromkeys(ref[1] for ref in item.targets if ref and ref[0] == "player")
    for obj, chars in _watchers(state, PLAYER_TARGETED):
        if chars.controller not in targeted:
            continue
        for ability in triggered_abilities(chars):
            if ability.event == PLAYER_TARGETED and _whose(
                    ability.whose, chars.controller, item.controller) and not (
                    ability.about == "spell" and item.is_ability):
                _queue(state, obj, chars.controller, ability, (("object", item.id),))
