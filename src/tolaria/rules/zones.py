"""Zones and zone changes (CR 400-406), the new-object rule (CR 400.7).

`move()` is the only way an object changes zones. The object that arrives is
a new object with a new id; the old one is kept in `state.objects` as last
known information (CR 608.2h) until the end of the step in which it left,
so triggers and effects can look back at it (CR 603.10).
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.data.ir import CardDef
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules.faces import moved_card

# Zones whose cards no characteristic reads unless the world says so (a count, a
# condition: `tolaria.rules.layers.off_board_change`).
OFF_BOARD = frozenset({"library", "hand", "graveyard"})

HIDDEN = ("library", "hand")
ZONES_OF_CARDS = frozenset({"library", "hand", "graveyard", "exile", "command"})
PUBLIC_NAMES = {"library": "library", "hand": "hand", "battlefield": "the battlefield",
                "graveyard": "graveyard", "stack": "the stack", "exile": "exile",
                "command": "the command zone", "ante": "the ante"}


def create_object(state: GameState, card: CardDef, owner: int, zone: str,
                  uid: int | None = None, top: bool = True) -> GameObject:
    """Bring a new object into existence in a zone (cards at set-up, tokens, CR 111.1)."""
    obj = GameObject(state.next_id, card, owner, zone, uid if uid is not None else state.next_uid)
    state.next_id += 1
    if uid is None:
        state.next_uid += 1
    obj.timestamp = state.timestamp()
    state.objects[obj.id] = obj
    _insert(state, obj, top)
    state.changed()
    return obj


def zone_list(state: GameState, obj: GameObject) -> list[int] | None:
    zone = obj.zone
    if zone == "battlefield":
        return state.battlefield
    if zone == "stack":
        return state.stack
    if zone == "ante":
        return state.ante                  # one shared zone (CR 400.1, 407)
    if zone == "command":
        return state.command               # shared: commanders and emblems (CR 400.1, 408, 114.1)
    if zone in ("library", "hand", "graveyard", "exile"):
        return state.players[obj.owner].zone(zone)
    return None


def _insert(state: GameState, obj: GameObject, top: bool) -> None:
    where = zone_list(state, obj)
    if where is None:
        return
    if top:
        where.append(obj.id)
    else:
        where.insert(0, obj.id)


def move(state: GameState, obj: GameObject, to_zone: str, top: bool = True,
         controller: int | None = None, others_to: str = "",
         upper: tuple[str, ...] = ()) -> GameObject:
    """Move `obj` to `to_zone` (its owner's, CR 400.3) and return the new object; a melded
    permanent's other card goes to `to_zone` too, or to `others_to` (CR 712.21, 903.9c), a
    merged permanent's other components to `to_zone` (727.3), and in a library `upper`
    names the cards in the order their owner put them, top first (712.21a, 727.3a).

    Triggers and the log are the caller's concern (see `tolaria.rules.events`).
    """
    from tolaria.rules.layers import off_board_change
    if obj.zone == "battlefield":
        from tolaria.rules.layers import characteristics
        obj.last_known = characteristics(state, obj)        # CR 608.2h, 603.10a
    from_zone = obj.zone
    where = zone_list(state, obj)
    if where is not None:
        where.remove(obj.id)
    card = obj.card
    if (card.static or obj.zone == "stack") and not (obj.zone == "stack"
                                                     and to_zone == "battlefield"):
        from tolaria.rules.keywords.cast_forms import printed
        card = printed(card)             # bestow, awaken, splice (CR 702.103, 702.113a, 702.47e)
    if card.face_of:
        card = moved_card(card, obj.zone, to_zone)                   # CR 712.8a, 712.13
    if to_zone == "battlefield" and card.halves:
        from tolaria.rules.rooms import entering_card
        card = entering_card(card)              # a Room not cast as a door: both locked
    spell_copy = obj.is_copy and from_zone == "stack"
    if spell_copy and to_zone == "battlefield":
        card = replace(card, token=True)          # a permanent spell's copy (CR 608.3f)
    new = GameObject(state.next_id, card, obj.owner, to_zone,
                     obj.merged[0][1] if obj.merged else obj.card_uid)     # CR 727.3
    state.next_id += 1
    new.timestamp = state.timestamp()            # CR 613.7d
    if to_zone == "stack" or (obj.zone == "stack" and to_zone == "battlefield"):
        from tolaria.rules.conditions import record  # for "if you cast it [from your hand]"
        record(state, "moved", obj.id, new.id, obj.zone)
    elif to_zone == "graveyard":
        from tolaria.rules.conditions import descended
        descended(state, obj)                    # CR 700.11
    if obj.zone == "graveyard":
        from tolaria.rules.conditions import record  # "if a card left your graveyard this turn"
        record(state, "left_graveyard", obj.owner)
        if to_zone == "battlefield":             # "if it entered from your graveyard"
            record(state, "moved", obj.id, new.id, obj.zone)
        from tolaria.rules.triggers import on_left_graveyard
        on_left_graveyard(state, obj)            # "cards leave your graveyard" (603.10a)
    if obj.kicked and obj.zone == "stack" and to_zone == "battlefield":
        new.kicked = True                        # CR 400.7d: the spell it became was kicked
    if obj.zone == "stack" and to_zone == "battlefield" and state.effects:
        follow_spell(state, obj.id, new.id)     # CR 400.7a
    if obj.cast_for and obj.zone == "stack" and to_zone == "battlefield":
        new.cast_for = obj.cast_for              # evoke, dash (CR 702.74a, 702.109a)
    if obj.chosen and obj.zone == "stack" and to_zone == "battlefield":
        from tolaria.rules.mana_spent import entering  # "it gains haste": the mana spent on it
        entering(state, obj, new)
    if to_zone in ("battlefield", "stack"):
        new.controller = obj.owner if controller is None else controller
    state.objects[new.id] = new
    obj.zone = "gone:" + obj.zone                # last known information
    obj.successor = new.id
    state.departed.append(obj.id)
    if obj.zone == "gone:battlefield":
        _leave_combat_and_detach(state, obj)
    _insert(state, new, top)
    if new.card.token and to_zone != "battlefield":
        state.stray_tokens.append(new.id)           # it will cease to exist (CR 704.5d)
    if obj.is_copy and not (spell_copy and to_zone == "battlefield"):
        new.is_copy = True
        if to_zone != "stack":
            state.stray_tokens.append(new.id)       # CR 704.5e, 707.10a
    if from_zone in OFF_BOARD and to_zone in OFF_BOARD and not new.card.token \
            and not new.is_copy:
        off_board_change(state)                  # a draw, a discard, a mill
    else:
        state.changed()
    if from_zone == "battlefield" and (obj.merged or obj.chosen) and to_zone in ZONES_OF_CARDS:
        _other_cards(state, obj, new, others_to or to_zone, top)     # CR 712.21, 727.3
    if upper and to_zone == "library":
        arrange(state, new, upper)                                   # CR 712.21a, 727.3a
    if to_zone == "graveyard" and not new.is_copy:
        if not new.card.token:
            from tolaria.rules.conditions import record
            record(state, "put_there_anywhere", new.id)     # "that was put there this turn"
            record(state, f"put_there_{obj.zone[5:]}", new.id)
        from tolaria.rules.triggers import on_into_graveyard
        on_into_graveyard(state, obj, new)          # "a card is put into a graveyard"
    return new


def represent(state: GameState, card: GameObject, other: GameObject) -> None:
    """`card` leaves its zone to represent, with `other`, the melded permanent `other`
    becomes (CR 712.4a): it is no object of its own there."""
    where = zone_list(state, card)
    if where is not None:
        where.remove(card.id)
    card.zone = "gone:" + card.zone
    card.successor = other.id
    state.departed.append(card.id)
    state.changed()


def represented(obj: GameObject) -> list[tuple[CardDef, int]]:
    """The cards besides the one `zones.move` moves as its new object that the permanent
    `obj` is represented by (card, uid): a melded permanent's other card (CR 712.4a), a
    merged permanent's components under its topmost (727.2); none for other permanents."""
    if obj.merged:
        return list(obj.merged[1:])
    from tolaria.cards.registry import card_def
    from tolaria.rules.faces import melded_with
    found = melded_with(obj)
    return [] if found is None else [(card_def(found[1]), found[0])]


def _other_cards(state: GameState, obj: GameObject, first: GameObject, zone: str,
                 top: bool) -> None:
    """CR 712.21, 727.3: a melded or merged permanent leaves the battlefield as one object
    (`first`), and each other card it was represented by is put into `zone` as well: the
    same zone, but for a commander's (903.9c), beside `first` (in a library where its owner
    chose: `arrange`, 712.21a, 727.3a); a token among them ceases to exist there (704.5d).
    Each card put into a graveyard is one a graveyard trigger sees (603.10a).

    CR 712.21a lets the owner arrange them in a graveyard too, and 712.21b has the player
    exiling them choose their relative timestamp order: no rule the engine plays reads the
    order of a graveyard (CR 404.2) or the timestamps of cards in exile (613.7 orders
    permanents' effects), so there they are put beside `first`."""
    cards = []
    for card, uid in represented(obj):
        new = GameObject(state.next_id, card, obj.owner, zone, uid)
        state.next_id += 1
        new.timestamp = state.timestamp()
        state.objects[new.id] = new
        where = zone_list(state, new)
        if where is not None and zone == first.zone and first.id in where:
            where.insert(where.index(first.id) + (1 if top else 0), new.id)
        else:
            _insert(state, new, top)
        if card.token:
            state.stray_tokens.append(new.id)                        # CR 704.5d
            continue
        if zone == first.zone:
            cards.append(new)
        if zone == "graveyard":
            from tolaria.rules.conditions import record
            record(state, "put_there_anywhere", new.id)
            record(state, "put_there_battlefield", new.id)
            from tolaria.rules.triggers import on_into_graveyard
            on_into_graveyard(state, obj, new)                       # CR 603.10a
    became(state, first, cards)


def became(state: GameState, first: GameObject, others: list[GameObject]) -> None:
    """`first`, the new object a permanent represented by several cards moved as, and
    `others`, the other cards it became in the same zone (melded, CR 712.21c; merged,
    727.3c): an effect that finds one of them finds them all (`found_cards`)."""
    if others:
        state.new_objects.append((first.id, *(o.id for o in others)))


def found_cards(state: GameState, cards: list[GameObject | None]) -> list[GameObject | None]:
    """`cards`, the new objects an effect finds after they moved (CR 400.7), each that is
    one of the cards a melded or merged permanent became as it left the battlefield
    (`became`) in place of all of them still in its zone, in the order they were put there
    (the merged permanent's top first): the effect finds them all (CR 712.21c, 727.3c)."""
    if not state.new_objects:
        return cards
    groups = {oid: group for group in state.new_objects for oid in group}
    out: list[GameObject | None] = []
    for card in cards:
        group = groups.get(card.id) if card is not None else None
        if card is None or group is None:
            out.append(card)
            continue
        out += [o for oid in group if (o := state.objects.get(oid)) is not None
                and o.zone == card.zone]
    return out


def found_card(state: GameState, card: GameObject) -> list[GameObject]:
    """The one card an effect finds after it moved, or all the cards a melded or merged
    permanent became (CR 712.21c, 727.3c)."""
    return [c for c in found_cards(state, [card]) if c is not None]


def arrange(state: GameState, first: GameObject, upper: tuple[str, ...]) -> None:
    """CR 712.21a, 727.3a: the cards a melded or merged permanent became in its owner's
    library take the places they were put in, in the order the owner chose (`upper`: their
    names, top first)."""
    cards = found_card(state, first)
    where = zone_list(state, first)
    if where is None or len(cards) < 2:
        return
    spots = sorted((where.index(c.id) for c in cards), reverse=True)     # the top first
    rank = {name: i for i, name in reversed(list(enumerate(upper)))}
    ordered = sorted(cards, key=lambda c: rank.get(c.card.name, len(upper)))
    for spot, card in zip(spots, ordered, strict=True):
        where[spot] = card.id


def shuffle(state: GameState, player: int) -> None:
    """`player` shuffles their library (CR 701.20a)."""
    state.rng.shuffle(state.players[player].library)
    state.changed()
    state.say(f"{state.players[player].name} shuffles their library", "701.20a")
    from tolaria.rules import triggers
    triggers.on_shuffled(state, player)                               # CR 603.2


def follow_spell(state: GameState, spell: int, permanent: int) -> None:
    """CR 400.7a: effects of resolved spells and abilities changing a permanent spell's
    characteristics or controller go on applying to the permanent it becomes (or merges
    with, CR 702.140f)."""
    if any(spell in e.affected for e in state.effects):
        state.effects = [replace(e, affected=e.affected + (permanent,)) if spell in e.affected
                         else e for e in state.effects]


def remove_from_game(state: GameState, obj: GameObject) -> None:
    """A token or copy ceases to exist (CR 111.7, 704.5d-e)."""
    where = zone_list(state, obj)
    if where is not None:
        where.remove(obj.id)
    obj.zone = "none"
    state.departed.append(obj.id)
    state.changed()


def _leave_combat_and_detach(state: GameState, obj: GameObject) -> None:
    """CR 506.4: a permanent that leaves the battlefield is removed from combat."""
    for oid in state.battlefield:
        other = state.objects[oid]
        if other.blocking and obj.id in other.blocking:
            other.blocking = tuple(b for b in other.blocking if b != obj.id)
    state.damage_order.pop(obj.id, None)
    for attacker, blockers in list(state.damage_order.items()):
        if obj.id in blockers:
            state.damage_order[attacker] = tuple(b for b in blockers if b != obj.id)


def forget_departed(state: GameState) -> None:
    """Drop last-known objects no one can refer to any more (end of each step)."""
    stale = state.departed
    if not stale:
        return
    state.departed = []
    if state.new_objects:                         # the cards all moved on (CR 400.7)
        state.new_objects = [group for group in state.new_objects if any(
            (card := state.objects.get(oid)) is not None and card.zone in ZONES_OF_CARDS
            for oid in group)]
    referenced = {o.source_id for o in state.objects.values() if o.source_id is not None}
    referenced.update(f.obj_id for f in state.frames)
    referenced.update(t.source_id for t in state.pending)
    referenced.update(d.source_id for d in state.delayed)      # CR 603.7d: their source
    referenced.update(r[1] for d in state.delayed for r in d.data     # and what they are
                      if isinstance(r, tuple) and r[:1] == ("object",))   # about (603.7c)
    # A planeswalker or battle that left while attacked: attackers still name it (506.4)
    referenced.update(o.attacking[1] for o in state.objects.values()
                      if o.attacking and o.attacking[0] == "object")
    for i in stale:
        if i in referenced:
            state.departed.append(i)
        else:
            state.objects.pop(i, None)


def top_seen_by(state: GameState, obj: GameObject, viewer: int) -> bool:
    """Does seat `viewer` see `obj`, the top card of a library: played revealed (CR 401.5),
    or its owner's while they control "You may look at the top card of your library any
    time." (CR 401.2)?"""
    if revealed_top(state, obj):
        return True
    if obj.owner != viewer or obj.zone != "library":
        return False
    from tolaria.data.vocabulary import LOOK_AT_TOP
    from tolaria.rules.layers import controller
    from tolaria.rules.restrictions import statics_of
    library = state.players[viewer].library
    return bool(library) and library[-1] == obj.id and any(
        controller(state, source) == viewer
        for source, _ in statics_of(state, LOOK_AT_TOP, kept=True))


def face_down_seen_by(state: GameState, obj: GameObject, viewer: int) -> bool:
    """May seat `viewer` look at `obj`, a face-down creature another player controls, by
    "You may look at face-down creatures you don't control any time." (CR 708.5)?"""
    from tolaria.data.vocabulary import LOOK_AT_FACE_DOWN
    from tolaria.rules.layers import characteristics, controller
    from tolaria.rules.multiplayer import is_opponent
    from tolaria.rules.restrictions import statics_of
    if obj.zone != "battlefield" or not obj.face_down:
        return False
    found = statics_of(state, LOOK_AT_FACE_DOWN, kept=True)
    if not found:
        return False
    holder = controller(state, obj)
    return holder != viewer and characteristics(state, obj).is_creature and any(
        controller(state, source) == viewer and (
            ability.filter.controller != "opponent" or is_opponent(state, viewer, holder))
        for source, ability in found)


def revealed_top(state: GameState, obj: GameObject) -> bool:
    """Is `obj` the top card of a library its owner plays with revealed ("Play with the top
    card of your library revealed.", CR 401.5)? Every player sees it. A spell is cast in one
    action here (`tolaria.rules.priority.cast`), so no one can look while the top card
    changes during casting, as CR 401.5 asks."""
    from tolaria.data.vocabulary import TOP_OF_LIBRARY_REVEALED
    from tolaria.rules.layers import controller, static_abilities
    if obj.zone != "library":
        return False
    library = state.players[obj.owner].library
    if not library or library[-1] != obj.id:
        return False
    return any(ability.kind == TOP_OF_LIBRARY_REVEALED and (
        ability.affects == "all" or controller(state, source) == obj.owner)   # "Players play
        for source, ability in static_abilities(state))                       # with ..."


def hand_revealed(state: GameState, owner: int) -> bool:
    """Does `owner` play with their hand revealed ("Players play with their hands
    revealed.", "Your opponents play with their hands revealed.", CR 701.14c)? Every
    player sees its cards (CR 402.3)."""
    from tolaria.data.vocabulary import HANDS_REVEALED
    from tolaria.rules.layers import controller
    from tolaria.rules.multiplayer import is_opponent
    from tolaria.rules.restrictions import statics_of
    return any(ability.affects == "all" or is_opponent(state, controller(state, source), owner)
               for source, ability in statics_of(state, HANDS_REVEALED, kept=True))


def may_play_land_from_top(state: GameState, player: int, obj: GameObject) -> bool:
    """May `player` play `obj`, the land on top of their library, by a static ability of
    theirs ("You may play lands from the top of your library.", CR 305.1)?"""
    from tolaria.data.vocabulary import PLAY_LANDS_FROM_TOP
    from tolaria.rules.layers import controller
    from tolaria.rules.restrictions import statics_of
    found = statics_of(state, PLAY_LANDS_FROM_TOP, kept=True)     # with the board's statics
    if not found or obj.zone != "library" or obj.owner != player or \
            "Land" not in obj.card.types:
        return False
    library = state.players[player].library
    return bool(library) and library[-1] == obj.id and any(
        controller(state, source) == player for source, _ in found)


def may_cast_from_top(state: GameState, player: int, obj: GameObject) -> bool:
    """May `player` cast `obj` from the top of their library: a static ability of theirs
    lets them cast such spells from there ("You may cast Goblin spells from the top of
    your library.", CR 601.3)? The card's own characteristics say what spell it would be."""
    from tolaria.data.vocabulary import CAST_FROM_LIBRARY_TOP
    from tolaria.rules.layers import characteristics, chars_match, controller, statics_by_kind
    if obj.zone != "library" or obj.owner != player:
        return False
    library = state.players[player].library
    if not library or library[-1] != obj.id:
        return False
    found = [a for source, a in statics_by_kind(state).get(CAST_FROM_LIBRARY_TOP, ())
             if controller(state, source) == player]
    if not found:
        return False
    chars = characteristics(state, obj)
    return any(a.filter is None or chars_match(chars, a.filter, player, state.options.teams)
               for a in found)


def may_cast_from_top_for_life(state: GameState, player: int, obj: GameObject) -> bool:
    """May `player` cast `obj`, the top card of their library, by Bolas's Citadel's
    permission: only for life equal to its mana value rather than its mana cost (CR 601.3,
    118.9)?"""
    from tolaria.data.vocabulary import CAST_FROM_TOP_FOR_LIFE
    from tolaria.rules.layers import characteristics, chars_match, controller
    from tolaria.rules.restrictions import statics_of
    found = statics_of(state, CAST_FROM_TOP_FOR_LIFE)
    if not found or obj.zone != "library" or obj.owner != player:
        return False
    library = state.players[player].library
    if not library or library[-1] != obj.id:
        return False
    chars = characteristics(state, obj)
    return any(controller(state, source) == player and (a.filter is None or chars_match(
        chars, a.filter, player, state.options.teams)) for source, a in found)
