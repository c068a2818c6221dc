"""Rooms: split cards whose two halves, called doors, are enchantment permanents.

Rooms came after the rules file the engine cites (2024-06-07), so they are played from
their reminder text, as the README's "Mechanics newer than the rules file" says, within the
split card rules they extend (CR 709): "You may cast either half. That door unlocks on the
battlefield. As a sorcery, you may pay the mana cost of a locked door to unlock it."

- In every zone but the battlefield and the stack a Room has both halves' characteristics
  combined, like any split card (CR 709.4); a player casts one half (709.3), and the
  permanent that spell becomes has that door unlocked and the other locked.
- A permanent has only what its unlocked doors give it: one door's name, mana cost and
  abilities; both doors' together once both are unlocked; with both locked (a Room put
  onto the battlefield without being cast) no name, no mana cost and no abilities, only
  the card's types. The object's card says which (`unlocked_doors`); the whole card is
  `whole`.
- Unlocking a door is a special action (like turning a face-down permanent face up, CR
  116.2b): its controller pays that door's mana cost at sorcery speed (307.1), the
  permanent stays the same object, and "When you unlock this door" triggers (also for the
  door that unlocks as the cast Room enters). When the second door unlocks, the Room is
  fully unlocked.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from tolaria.data.actions import Action
from tolaria.data.ir import CardDef, ManaCost
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState

UNLOCK = "unlock"                       # the special action's kind (`Action.kind`)
ROOM = "Room"


def is_room(card: CardDef) -> bool:
    """Is this a Room card, or a Room permanent in any state of its doors?"""
    return ROOM in card.subtypes and (card.halves or bool(card.face_of))


def whole(card: CardDef) -> CardDef:
    """The Room card itself: both halves combined, the doors in `faces` (CR 709.4)."""
    if card.halves:
        return card
    from tolaria.cards.registry import card_def
    return card_def(card.face_of)


def unlocked_doors(card: CardDef) -> tuple[int, ...]:
    """The doors (0: the left half, 1: the right) a Room permanent's card has unlocked."""
    room = whole(card)
    if card.name == room.name:
        return (0, 1)
    return tuple(i for i, door in enumerate(room.faces) if door.name == card.name)


def with_doors(card: CardDef, doors: tuple[int, ...]) -> CardDef:
    """The card a Room permanent with these doors unlocked has."""
    room = whole(card)
    if len(doors) == 1:
        return room.faces[doors[0]]
    return _unlocked(room) if doors else _locked(room)


@lru_cache(maxsize=256)
def _unlocked(room: CardDef) -> CardDef:
    """Both doors unlocked: both names, both mana costs, both doors' abilities."""
    left, right = room.faces
    symbols = tuple(s for door in room.faces if door.mana_cost for s in door.mana_cost.symbols)
    return replace(room, mana_cost=ManaCost(symbols) if symbols else None,
                   keywords=left.keywords | right.keywords,
                   activated=left.activated + right.activated,
                   triggered=left.triggered + right.triggered,
                   static=left.static + right.static,
                   faces=(), halves=False, face_of=room.name)


@lru_cache(maxsize=256)
def _locked(room: CardDef) -> CardDef:
    """Both doors locked: only the card's types (no name, no mana cost, so no colour)."""
    return CardDef(name="", mana_cost=None, types=room.types, subtypes=room.subtypes,
                   supertypes=room.supertypes, text=room.text, face_of=room.name)


def entering_card(card: CardDef) -> CardDef:
    """The card a Room has as it enters the battlefield other than as the spell of one of
    its doors: both doors locked."""
    return _locked(card) if card.halves and ROOM in card.subtypes else card


# -- the special action -----------------------------------------------------------------

def locked_rooms(state: GameState) -> list[int]:
    """The Room permanents with a locked door, kept with the board (`board_cache`): doors
    lock and unlock only by changing the board, which empties that cache."""
    found = state.board_cache.get("locked rooms")
    if found is None:
        objects = state.objects
        found = state.board_cache["locked rooms"] = [
            oid for oid in state.battlefield if ROOM in objects[oid].card.subtypes
            and is_room(objects[oid].card) and len(unlocked_doors(objects[oid].card)) < 2]
    return found


def unlock_actions(state: GameState, player: int) -> list[Action]:
    """Unlocking each locked door of the player's Rooms whose mana cost they could pay
    (listed only at sorcery speed by the caller)."""
    actions = []
    for oid in locked_rooms(state):
        obj = state.objects[oid]
        for door in locked_doors(obj.card):
            if why_cant_unlock(state, player, obj, door) is None:
                actions.append(Action(UNLOCK, player, oid, choice=(door,)))
    return actions


def locked_doors(card: CardDef) -> tuple[int, ...]:
    unlocked = unlocked_doors(card)
    return tuple(i for i in (0, 1) if i not in unlocked)


def door_name(card: CardDef, door: int) -> str:
    return whole(card).faces[door].name


def why_cant_unlock(state: GameState, player: int, obj: GameObject, door: int) -> str | None:
    """Can `player` unlock `door` of the Room `obj` now?"""
    from tolaria.rules.layers import controller
    from tolaria.rules.priority import plan_payment, sorcery_timing
    who = state.players[player].name
    if obj.zone != "battlefield" or not is_room(obj.card) or controller(state, obj) != player:
        return f"{who} controls no such Room"
    if door not in locked_doors(obj.card):
        return f"{door_name(obj.card, door)} isn't a locked door of it"
    if not sorcery_timing(state, player):
        return "a door is unlocked only as a sorcery: in its controller's main phase, " \
               "with the stack empty (CR 307.1)"
    cost = whole(obj.card).faces[door].mana_cost
    if cost is not None and plan_payment(state, player, cost, 0) is None:
        return f"{who} can't pay {door_name(obj.card, door)}'s mana cost {cost}"
    return None


def unlock(state: GameState, player: int, obj: GameObject, door: int) -> None:
    """Pay the door's mana cost and unlock it: the permanent, the same object, has that
    door's characteristics too; "When you unlock this door" triggers, and with both doors
    unlocked, "fully unlock"."""
    from tolaria.rules.priority import pay, plan_payment
    name = door_name(obj.card, door)
    cost = whole(obj.card).faces[door].mana_cost
    if cost is not None:
        pay(state, player, plan_payment(state, player, cost, 0), paying_for=obj)
    unlock_door(state, obj, door)
    state.say(f"{state.players[player].name} pays {cost or 'nothing'} and unlocks {name}",
              "116.2", "307.1")


def unlock_door(state: GameState, obj: GameObject, door: int) -> None:
    """The door unlocks (by the special action or an effect); its triggers trigger."""
    doors = tuple(sorted(set(unlocked_doors(obj.card)) | {door}))
    obj.card = with_doors(obj.card, doors)
    state.board_cache.pop(obj.id, None)
    state.changed()
    from tolaria.rules import triggers
    triggers.on_unlock(state, obj, door_name(obj.card, door), fully=len(doors) == 2)
