"""Flash (CR 702.8) and "you may cast spells as though they had flash" (CR 609.4).

An "as though" effect (Vedalken Orrery: static kind "cast_as_though_flash",
affects "you"; Rattlechains: only the spells its filter matches, "Spirit spells")
changes only when its controller may cast; the spell still doesn't have flash for
any other purpose (CR 609.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tolaria.data.vocabulary import AS_THOUGH_FLASH, FLASH_FOR_MORE, FLASH_IF, FLASH_SACRIFICE

if TYPE_CHECKING:
    from tolaria.data.ir import CardDef, ObjectFilter
    from tolaria.data.mana import ManaCost
    from tolaria.data.objects import GameObject
    from tolaria.data.state import GameState


def may_cast_any_time(state: GameState, player: int, card: CardDef) -> bool:
    """May `player` cast this card any time they could cast an instant? (CR 702.8a, 609.4)"""
    if has_flash(card):
        return True
    return as_though_flash(state, player, card)


def conditional(state: GameState, player: int, obj: GameObject) -> bool:
    """"You may cast this spell as though it had flash if <condition>" (CR 609.4): the
    card's own permission, while its condition holds as the cast would begin (CR 601.3)."""
    found = [a for a in obj.card.static if a.kind == FLASH_IF]
    if not found:
        return False
    from tolaria.rules.conditions import holds
    return any(holds(state, a.condition, obj, player) for a in found)


def has_flash(card: CardDef) -> bool:
    """Flash of its own, or "you may cast this spell as though it had flash if you pay ...
    and sacrifice it" / "... if you pay {2} more to cast it" (CR 702.8a): the card alone
    decides."""
    return "flash" in card.keywords or any(a.kind in (FLASH_SACRIFICE, FLASH_FOR_MORE)
                                           for a in card.static)


def surcharge(state: GameState, player: int, card: CardDef) -> ManaCost | None:
    """The mana "as though it had flash if you pay {2} more" adds to the total cost (CR
    601.2f): only when `player` casts it at a time a sorcery couldn't be cast (CR 307.1)
    and only that permission allows it: not while a spell or ability resolves (timing
    ignored, CR 608.2g), nor with flash or another permission (CR 702.8a, 609.4)."""
    found = next((a for a in card.static if a.kind == FLASH_FOR_MORE), None)
    if found is None or found.cost is None or state.frames:
        return None
    from tolaria.rules.priority import sorcery_timing
    if sorcery_timing(state, player) or "flash" in card.keywords or any(
            a.kind == FLASH_SACRIFICE for a in card.static) or as_though_flash(
            state, player, card):
        return None
    return found.cost.mana


def as_though_flash(state: GameState, player: int, card: CardDef) -> bool:
    """May `player` cast this card as though it had flash, by a permanent's static ability
    (CR 609.4)? Read from the board alone, so kept with its characteristics."""
    key = (AS_THOUGH_FLASH, player)
    found = state.board_cache.get(key)      # kept with the board: it reads the board alone
    if found is None:
        found = state.board_cache[key] = _as_though_flash(state, player)
    if None in found:
        return True
    if not found:
        return False
    from tolaria.rules.layers import card_characteristics, chars_match
    chars = card_characteristics(card, player)
    return any(chars_match(chars, flt, player) for flt in found)    # "Spirit spells"


def _as_though_flash(state: GameState, player: int) -> tuple[ObjectFilter | None, ...]:
    """The spells `player` may cast as though they had flash: each ability's filter (None:
    all spells). Only the static abilities and their controllers, and a resolved ability's
    "until your next turn, you may cast ..." (`state.effects`, CR 611.2a)."""
    from tolaria.rules.layers import controller, statics_by_kind
    return tuple(ability.filter for source, ability in statics_by_kind(state).get(
                 AS_THOUGH_FLASH, ()) if ability.affects == "all"
                 or controller(state, source) == player
                 ) + tuple(part.get("filter") for e in state.effects for part in e.parts
                           if part.op == AS_THOUGH_FLASH and part.get("player") == player)
