"""Sneak, newer than the rules file, played from its reminder text (README, "Mechanics newer
than the rules file"): "Sneak [cost] (You may cast this spell for [cost] if you also return
an unblocked attacker you control to hand during the declare blockers step. It enters tapped
and attacking.)"

An alternative cost (CR 118.9) of mana and returning an unblocked attacking creature you
control to its owner's hand (CR 118.3, 509.1h), usable only during your declare blockers
step, where it may be cast whenever you could cast an instant (as the set's release notes
say; `tolaria.rules.priority` lists it then even for a sorcery or a creature). A permanent
cast for it enters tapped and attacking what the returned creature was attacking, as a
ninja does (CR 702.49c, 508.4): `remember_defender` notes that on the spell as the cost is
paid, `entered` reads it.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.objects import GameObject
from tolaria.data.state import GameState

NAME = "sneak"
STEP = "declare blockers"
DEFENDER = "sneak attacks"          # the spell's `chosen` key: what the returned creature attacked


def window(state: GameState, player: int) -> bool:
    """Is it `player`'s own declare blockers step (blockers declared, CR 509.1h)?"""
    return state.step == STEP and state.active == player


def can_sneak(state: GameState, player: int, obj: Any) -> bool:
    """The sneak cost may be announced only in the caster's declare blockers step."""
    return window(state, player)


def remember_defender(state: GameState, spell: GameObject, returned: tuple[int, ...]) -> None:
    """As the cost is paid: what the returned creature was attacking (CR 506.4)."""
    attacked = state.objects[returned[0]].attacking if returned else None
    if attacked is not None:
        spell.chosen += ((DEFENDER, attacked),)


def entered(state: GameState, permanent: GameObject, spell: GameObject | None) -> None:
    """A permanent cast for its sneak cost enters tapped and attacking what the returned
    creature attacked, never declared as an attacker (CR 702.49c by analogy, 508.4)."""
    from tolaria.rules.events import name_of
    from tolaria.rules.layers import characteristics
    attacked = dict(spell.chosen).get(DEFENDER) if spell is not None else None
    if attacked is None or not characteristics(state, permanent).is_creature:
        return
    permanent.tapped = True
    permanent.attacking, permanent.blocked = tuple(attacked), False
    state.changed()
    state.say(f"{permanent.name} enters the battlefield tapped and attacking "
              f"{name_of(state, tuple(attacked))}, unblocked", "508.4")
