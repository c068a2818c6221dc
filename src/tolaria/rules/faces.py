"""Modal double-faced cards (CR 712.3, 712.8): playing or casting a face other than the
front, and which face an object has up.

A modal double-faced card's `CardDef` is its front face's, with its other faces in
`CardDef.faces` (`tolaria.cards.oracle.compiler`). Outside the battlefield and the stack
it has only its front face's characteristics (CR 712.8a). A player casting it chooses the
face to cast (712.11b), and only that face is evaluated (712.11c); playing it as a land,
a face that's a land (712.12). The object then has that face's card until it leaves the
stack or the battlefield: it resolves with that face up (712.13), and anywhere else it is
its front face again (712.8a, 400.7). Put onto the battlefield by an effect, it enters
with its front face up (712.14).

A transforming double-faced card (712.2) has its back face in `CardDef.faces` too, but
it is never cast or played: the permanent turns over when it transforms (701.28a),
staying the same object (712.18), and has that face's characteristics (712.8d-e). A
flip card (710) flips the same way, once, to its flipped face, which keeps the card's
colour and mana cost (710.1c).

A meld card (712.4) has its meld pair's combined back face in `CardDef.faces`, never cast
(712.8b). Melding (701.37) puts two exiled cards of one pair onto the battlefield as one
object with that face up (712.14c), its own card the one that entered and the other named
in `GameObject.chosen` (`MELDED`); leaving the battlefield, it becomes both cards again
(712.21, `tolaria.rules.zones.move`), which an effect finding it finds together
(712.21c, `tolaria.rules.zones.found_cards`); into a library in the order its owner chose
(712.21a, `tolaria.rules.replacement`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from tolaria.data.ir import CardDef
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState


def face_card(card: CardDef, face: int) -> CardDef | None:
    """The card's face number `face` (0: the front face), or None if it has none."""
    if face == 0:
        return card
    return card.faces[face - 1] if 0 < face <= len(card.faces) else None


@contextmanager
def turned(state: GameState, obj: GameObject, face: int) -> Iterator[GameObject]:
    """`obj` with face `face` up while a play or cast of that face is listed or checked
    (CR 712.11c: only that face is evaluated); its front face again afterwards."""
    if face == 0:
        yield obj
        return
    card = obj.card
    state.board_cache.pop(obj.id, None)
    obj.card = card.faces[face - 1]
    try:
        yield obj
    finally:
        obj.card = card
        state.board_cache.pop(obj.id, None)


def turn_up(state: GameState, obj: GameObject, face: int) -> None:
    """The chosen face goes up as the card is played or cast (CR 712.11b, 712.12)."""
    if face:
        obj.card = obj.card.faces[face - 1]
        state.board_cache.pop(obj.id, None)


def moved_card(card: CardDef, from_zone: str, to_zone: str) -> CardDef:
    """The card a moving object is in its new zone: a face other than the front stays up
    from the hand or stack onto the stack or battlefield (CR 712.11b, 712.12, 712.13) and
    is the front face anywhere else (712.8a)."""
    if not card.face_of or to_zone == "stack" or (
            to_zone == "battlefield" and from_zone in ("hand", "stack")):
        return card
    from tolaria.cards.registry import card_def
    return card_def(card.face_of)


TRANSFORMS = "transforms"     # `GameObject.chosen`: how often the permanent has transformed
SOURCE_TRANSFORMS = "source transforms"   # an ability's: its source's count then (701.28f)


def transformations(obj: GameObject) -> int:
    """How many times this permanent has transformed (as this object, CR 400.7)."""
    return int(dict(obj.chosen).get(TRANSFORMS, "0"))


def double_faced(obj: GameObject) -> bool:
    """Is this a transforming double-faced permanent (either face up)?"""
    return obj.card.transforms or bool(obj.card.face_of)


def remember_source(item: GameObject, source: GameObject) -> None:
    """An activated or (not delayed) triggered ability of a transforming double-faced
    permanent goes on the stack: remember how often its source had transformed (CR
    701.28f)."""
    if double_faced(source):
        item.chosen += ((SOURCE_TRANSFORMS, str(transformations(source))),)


def transformed_since(item: GameObject, source: GameObject) -> bool:
    """Has the ability's source transformed since the ability was put on the stack?"""
    then = dict(item.chosen).get(SOURCE_TRANSFORMS)
    return then is not None and int(then) != transformations(source)


def transform(state: GameState, obj: GameObject, rule: str = "701.28a") -> bool:
    """CR 701.28a: turn a transforming double-faced permanent over; False (nothing
    happens) for any other permanent (701.28c), or for one with daybound or nightbound
    unless those abilities transform it (702.145b, 702.145e; `rule` says what does)."""
    from tolaria.rules import day_night
    if not day_night.may_transform(state, obj, rule):
        state.say(f"{obj.card.name} can't transform except by day and night", "702.145b")
        return False
    card = obj.card
    if card.transforms and card.faces:
        turned_to = card.faces[0]
    elif card.face_of:
        from tolaria.cards.registry import card_def
        front = card_def(card.face_of)
        if not front.transforms:
            return False
        turned_to = front
    else:
        return False
    from tolaria.rules.layers import current_name
    before = current_name(state, obj)
    obj.card = turned_to
    obj.chosen = tuple(kv for kv in obj.chosen if kv[0] != TRANSFORMS) + (
        (TRANSFORMS, str(transformations(obj) + 1)),)
    state.changed()
    state.say(f"{before} transforms into {turned_to.name}", rule, "712.18")
    from tolaria.rules import triggers
    triggers.on_transformed(state, obj)                               # CR 701.28e
    return True


def flip(state: GameState, obj: GameObject) -> bool:
    """CR 710.2, 710.4: an unflipped flip card on the battlefield flips (one way); False
    for anything else."""
    if not (obj.card.flips and obj.card.faces):
        return False
    from tolaria.rules.layers import current_name
    before = current_name(state, obj)
    obj.card = obj.card.faces[0]
    state.changed()
    state.say(f"{before} flips: it is {obj.card.name}", "710.2")
    return True


# -- meld (CR 701.37, 712.4) ----------------------------------------------------------------

MELDED = "melded with"    # `GameObject.chosen` of a melded permanent: "uid:name" of the card
#                           that represents it with the object's own card (CR 712.4a)


def melded_with(obj: GameObject) -> tuple[int, str] | None:
    """The other card a melded permanent is represented by (uid, name), or None."""
    found = dict(obj.chosen).get(MELDED) if obj.chosen else None
    if found is None:
        return None
    uid, _, name = found.partition(":")
    return int(uid), name


def meld_partners(state: GameState, source: GameObject, player: int, name: str,
                  card_type: str) -> list[GameObject]:
    """The permanents of `card_type` named `name` other than `source` that `player` both
    owns and controls (the meld condition, CR 712.4a)."""
    from tolaria.rules.layers import characteristics
    found = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if oid == source.id or obj.owner != player:
            continue
        chars = characteristics(state, obj)
        if chars.controller == player and chars.name == name and card_type in chars.types:
            found.append(obj)
    return found


def owns_and_controls(state: GameState, obj: GameObject, player: int) -> bool:
    """Does `player` both own and control this permanent?"""
    from tolaria.rules.layers import controller
    return obj.zone == "battlefield" and obj.owner == player and controller(state, obj) == player


def can_meld(cards: list[GameObject], into: str) -> bool:
    """CR 701.37b: only the two cards of one meld pair, neither a token nor a copy, whose
    back faces combine into `into`."""
    if len(cards) != 2 or any(c.card.token or c.is_copy or not c.card.meld_partner
                              or not c.card.faces or c.card.faces[0].name != into
                              for c in cards):
        return False
    first, second = cards
    return first.card.meld_partner == second.card.name and \
        second.card.meld_partner == first.card.name and first.owner == second.owner


def meld(state: GameState, cards: list[GameObject], into: str, player: int
         ) -> GameObject | None:
    """CR 701.37a, 712.14c: the two exiled cards of a meld pair enter the battlefield under
    `player`'s control as one permanent, their combined back face up (712.8g); objects that
    can't be melded stay where they are (701.37c)."""
    from tolaria.rules import events, zones
    if not can_meld(cards, into):
        if cards:
            state.say(f"{' and '.join(c.card.name for c in cards)} can't be melded into "
                      f"{into}: they stay where they are", "701.37c")
        return None
    first, second = cards
    from tolaria.rules.commander import is_commander
    if is_commander(state, second) and not is_commander(state, first):
        first, second = second, first        # the melded permanent is the commander (903.3b)
    zones.represent(state, second, first)
    state.say(f"{first.card.name} and {second.card.name} meld into {into}", "701.37a",
              "712.4a")
    return events.put_melded(state, first, first.card.faces[0], player,
                             ((MELDED, f"{second.card_uid}:{second.card.name}"),))
