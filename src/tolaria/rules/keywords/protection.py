"""Protection (CR 702.16): Damage, Enchanting/Equipping, Blocking and Targeting ("DEBT").

"Protection from [quality]" is kept as a keyword such as "protection from black";
"protection from black and from red" is two of them (one instance per quality,
CR 702.16m makes repeats redundant). A quality is a colour, "all colors", a card
type ("creatures"), or "everything" (CR 702.16a, 702.16j): `tolaria.data.qualities`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from tolaria.data.qualities import PROTECTION_FROM, Quality, quality

if TYPE_CHECKING:
    from tolaria.data.objects import GameObject, Ref
    from tolaria.data.state import GameState
    from tolaria.rules.layers import Characteristics


def keyword_text(state: GameState, keyword: str) -> str:
    """A keyword as a player reads it: protection from a chosen player by that player's name
    (True-Name Nemesis, CR 702.16a, 607.2d) rather than the seat the engine keeps."""
    head, _, seat = keyword.rpartition(" player ")
    if head == "protection from" and seat.isdigit() and int(seat) < len(state.players):
        return f"protection from {state.players[int(seat)].name}"
    return keyword


@lru_cache(maxsize=1024)
def qualities(keywords: frozenset[str], prefix: str = PROTECTION_FROM) -> tuple[Quality, ...]:
    """The qualities of the keywords that begin with `prefix` (cached: keyword sets repeat)."""
    found = []
    for keyword in keywords:
        if keyword.startswith(prefix):
            q = quality(keyword[len(prefix):])
            if q is not None:
                found.append(q)
    return tuple(found)


def protected_from(protected: Characteristics, other: Characteristics,
                   spell: bool = False) -> bool:
    """Does `protected` have protection from a quality `other` (`spell`: a spell) has?"""
    if not protected.keywords:
        return False
    return any(q.of(other, spell) for q in qualities(protected.keywords))


# -- D: damage ----------------------------------------------------------------------------

def prevents_damage(state: GameState, source: GameObject, target: Ref) -> bool:
    """CR 702.16e: damage from a source with the quality to a protected permanent is prevented."""
    if target[0] == "player":                # "protection from everything" (CR 702.16e)
        from tolaria.rules.restrictions import protected_player
        return protected_player(state, target[1])
    from tolaria.rules.layers import characteristics
    victim = state.objects.get(target[1])
    if victim is None:
        return False
    found = qualities(characteristics(state, victim).keywords)
    if not found:
        return False
    source_chars = characteristics(state, source)
    spell = source.zone == "stack" and not source.is_ability          # a spell's damage
    return any(q.of(source_chars, spell) for q in found)


# -- E: enchanted, equipped ---------------------------------------------------------------

def can_be_attached(host: Characteristics, attachment: Characteristics) -> bool:
    """CR 702.16c-d: an Aura or Equipment with the quality can't be attached to `host`."""
    return not protected_from(host, attachment)


# -- B: blocked ---------------------------------------------------------------------------

def can_block(blocker: Characteristics, attacker: Characteristics) -> bool:
    """CR 702.16f: an attacker with protection can't be blocked by creatures with the quality."""
    return not protected_from(attacker, blocker)


# -- T: targeted --------------------------------------------------------------------------

def can_target(target: Characteristics, source: Characteristics | None,
               spell: bool = False) -> bool:
    """CR 702.16b: no spell with the quality, no ability from a source with it, may target.

    `source` is the spell (`spell`), or the source of the ability (None: a rule, not an
    object).
    """
    return source is None or not protected_from(target, source, spell)
