"""Flash (CR 702.8) and "you may cast spells as though they had flash" (CR 609.4).

An "as though" effect (Vedalken Orrery: static kind "cast_as_though_flash",
affects "you") changes only when its controller may cast; the spell still
doesn't have flash for any other purpose (CR 609.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tolaria.data.vocabulary import AS_THOUGH_FLASH, FLASH_SACRIFICE

if TYPE_CHECKING:
    from tolaria.data.ir import CardDef, ObjectFilter
    from tolaria.data.state import GameState


def may_cast_any_time(state: GameState, player: int, card: CardDef) -> bool:
    """May `player` cast this card any time they could cast an instant? (CR 702.8a, 609.4)"""
    if "flash" in card.keywords or any(a.kind == FLASH_SACRIFICE for a in card.static):
        return True
    key = (AS_THOUGH_FLASH, player)
    found = state.board_cache.get(key)      # kept with the board: it reads the board alone
    if found is None:
        found = state.board_cache[key] = _as_though_flash(state, player)
    return any(flt is None or _fits(card, flt) for flt in found)


def _as_though_flash(state: GameState, player: int) -> tuple[ObjectFilter | None, ...]:
    """The kinds of spells `player` may cast as though they had flash (None: any): only the
    static abilities and their controllers, so the board's characteristics."""
    from tolaria.rules.layers import controller, static_abilities
    return tuple(ability.filter for source, ability in static_abilities(state)
                 if ability.kind == AS_THOUGH_FLASH and controller(state, source) == player)


def _fits(card: CardDef, flt: ObjectFilter) -> bool:
    """"creature spells", "noncreature spells", "Aura and Equipment spells": the card's
    types and subtypes (the compiler reads no other kind, `static.flash_kind`)."""
    if flt.types and not flt.types & card.types or flt.not_types & card.types:
        return False
    return not flt.subtypes or bool(flt.subtypes & card.subtypes)
