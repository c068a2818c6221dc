"""Indestructible (CR 702.12): destroy does nothing; lethal damage doesn't destroy.

Zero or less toughness (CR 704.5f) isn't destruction, so it still puts the
creature into its owner's graveyard.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tolaria.rules.layers import current_name

if TYPE_CHECKING:
    from tolaria.data.objects import GameObject
    from tolaria.data.state import GameState
    from tolaria.rules.layers import Characteristics


def ignores_lethal_damage(chars: Characteristics) -> bool:
    """CR 702.12b: it ignores the state-based actions for lethal (and deathtouch) damage."""
    return "indestructible" in chars.keywords


def survives_destroy(state: GameState, obj: GameObject) -> bool:
    """CR 702.12b: "destroy" does nothing to an indestructible permanent (it says so in the log)."""
    from tolaria.rules.layers import characteristics
    if obj.zone != "battlefield" or "indestructible" not in characteristics(state, obj).keywords:
        return False
    survived(state, obj)
    return True


def survived(state: GameState, obj: GameObject) -> None:
    """CR 702.12b: the log line for a permanent a "destroy" left alone because it was
    indestructible when it was destroyed, whatever it is now (CR 608.2h: when several are
    destroyed at once, each one's indestructibility is read before any of them leaves)."""
    state.say(f"{current_name(state, obj)} is indestructible and isn't destroyed", "702.12b")
