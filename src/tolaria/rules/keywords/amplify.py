"""Amplify (CR 702.38).

"Amplify N" means "As this object enters, reveal any number of cards from your hand that
share a creature type with it. This permanent enters with N +1/+1 counters on it for each
card revealed this way. You can't reveal this card or any other cards that are entering
the battlefield at the same time as this card." (CR 702.38a). Each instance works
separately (CR 702.38b): a static ability of kind "amplify" with `amount` N.

The choice of cards is made before the permanent enters (CR 614.12a): as a permanent
spell with amplify finishes resolving, `tolaria.rules.resolve` asks its controller a "reveal"
decision (any number of the eligible cards, `choose nothing` included), then the
permanent enters with the counters (`counters`).
"""

from __future__ import annotations

from itertools import combinations

from tolaria.data.actions import Decision
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules.layers import NON_CREATURE_SUBTYPES, characteristics, current_name

KIND = "amplify"
COUNTER = "+1/+1"


def per_card(state: GameState, spell: GameObject) -> int:
    """+1/+1 counters for each card revealed: the sum over its amplify abilities."""
    chars = characteristics(state, spell)
    return sum(a.amount for a in chars.static if a.kind == KIND)


def creature_types(state: GameState, obj: GameObject) -> frozenset[str]:
    chars = characteristics(state, obj)
    if not chars.types & {"Creature", "Kindred", "Tribal"}:
        return frozenset()
    return chars.subtypes - NON_CREATURE_SUBTYPES


def eligible(state: GameState, spell: GameObject) -> tuple[int, ...]:
    """Cards in its controller's hand that share a creature type with it (CR 702.38a)."""
    mine = creature_types(state, spell)
    if not mine:
        return ()
    return tuple(oid for oid in state.players[spell.controller].hand
                 if creature_types(state, state.objects[oid]) & mine)


def reveal_choice(state: GameState, spell: GameObject) -> Decision | None:
    """The "reveal" decision as the spell would enter (CR 614.12a), or None if there's none."""
    if spell.is_ability or spell.face_down or not per_card(state, spell):
        return None
    cards = eligible(state, spell)
    if not cards:
        return None
    return Decision("reveal", spell.controller, options=cards, subject=spell.id,
                    prompt=f"amplify: reveal any number of cards sharing a creature type with "
                           f"{current_name(state, spell)} (CR 702.38a)")


def choices(state: GameState, d: Decision) -> list[tuple[int, ...]]:
    """Every distinct set of cards to reveal (identical cards give one choice)."""
    seen: set[tuple[str, ...]] = set()
    out: list[tuple[int, ...]] = []
    for n in range(len(d.options) + 1):
        for combo in combinations(d.options, n):
            key = tuple(sorted(state.objects[i].name for i in combo))
            if key not in seen:
                seen.add(key)
                out.append(combo)
    return out


def why_bad_choice(d: Decision, chosen: tuple[object, ...]) -> str | None:
    if len(set(chosen)) != len(chosen) or not set(chosen) <= set(d.options):
        return "reveal cards from your hand that share a creature type with it (CR 702.38a)"
    return None


def revealed(state: GameState, d: Decision, chosen: tuple[int, ...]) -> None:
    """Log what was revealed (CR 701.16a)."""
    who = state.players[d.player].name
    if chosen:
        names = ", ".join(state.objects[i].name for i in chosen)
        state.say(f"{who} reveals {names} for amplify", "702.38a", "701.16a")
    else:
        state.say(f"{who} reveals no cards for amplify", "702.38a")


def counters(state: GameState, spell: GameObject, chosen: tuple[int, ...]
             ) -> tuple[tuple[str, int], ...]:
    """The +1/+1 counters it enters with for the cards revealed (CR 702.38a)."""
    n = per_card(state, spell) * len(chosen)
    return ((COUNTER, n),) if n > 0 else ()
