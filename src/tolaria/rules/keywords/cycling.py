"""Cycling and typecycling (CR 702.29); searching a library (CR 701.19, 701.20).

"Cycling [cost]" means "[Cost], Discard this card: Draw a card." and "[Type]cycling
[cost]" (landcycling: "Swampcycling {2}") searches the library for a card of that
type instead (CR 702.29a, 702.29e). `tolaria.cards.oracle.keyword_lines` reads them into an
`ActivatedAbility` with `zone="hand"`; `tolaria.rules.priority` activates it from the hand and
calls `pay` here for the keyword's part of the cost: discarding the card itself.
"When you cycle this card" (event "cycled") triggers from whatever zone the card went
to (CR 702.29c).

The "search" effect step is here too: the player may find a card with the stated
quality or nothing (CR 701.19b); the card is revealed and put into the hand, then the
library is shuffled.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import ActivatedAbility, Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState, PendingTrigger
from tolaria.data.vocabulary import CYCLED_X
from tolaria.rules import events, restrictions
from tolaria.rules.effects import handler
from tolaria.rules.layers import characteristics, chars_match


def is_cycling(ability: ActivatedAbility) -> bool:
    """Cycling and every typecycling ability (CR 702.29f)."""
    return ability.keyword.endswith("cycling")


# -- the keyword's part of the cost (priority.py calls these) --------------------------------

def cost_choices(state: GameState, player: int, card: GameObject) -> list[tuple[int, ...]]:
    """Discarding this card chooses nothing else."""
    return [()]


def why_not(state: GameState, player: int, card: GameObject, chosen: tuple[int, ...]
            ) -> str | None:
    if chosen:
        return "cycling's cost is discarding this card: nothing else is chosen (CR 702.29a)"
    return None


def pay(state: GameState, player: int, card: GameObject, item: GameObject,
        chosen: tuple[int, ...]) -> None:
    """Discard the card (CR 702.29a); "when you cycle" abilities trigger (CR 702.29c)."""
    item.paid = (("discard", characteristics(state, card)),)
    after = events.discard(state, card)
    from tolaria.rules import triggers
    triggers.on_cycle(state, player)                        # "whenever you cycle a card"
    if after is None:
        return
    for ability in characteristics(state, after).triggered:
        if ability.event == "cycled":
            state.pending.append(PendingTrigger(
                controller=player, source_id=after.id, source_name=after.name,
                ability=ability, card=after.card, data=((CYCLED_X, item.x),)))


# -- searching (CR 701.19) --------------------------------------------------------------------

def found_cards(state: GameState, player: int, eff: Effect) -> tuple[int, ...]:
    """One card of each name with the stated quality in the player's library."""
    seen: dict[str, int] = {}
    flt = eff.get("filter")
    for oid in reversed(state.players[player].library):
        obj = state.objects[oid]
        if obj.name not in seen and chars_match(characteristics(state, obj), flt, player,
                                                              state.options.teams):
            seen[obj.name] = oid
    return tuple(seen.values())


@handler("search")
def _search(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Search your library for a [quality] card, reveal it, put it into your hand, then
    shuffle (CR 701.19a-b, 701.16a, 701.20a)."""
    player = item.controller
    who = state.players[player].name
    barred = restrictions.why_cant_search(state, player, player)   # CR 701.19, 101.2
    if barred:
        state.say(barred, "701.19", "101.2")
        answer = ("nothing",)
    if answer is None:
        what = eff.get("what", "card")
        return Decision("choose", player, options=found_cards(state, player, eff) + ("nothing",),
                        prompt=f"search your library for a {what} (CR 701.19)")
    chosen = answer[0]
    if chosen == "nothing":
        state.say(f"{who} searches their library and finds nothing", "701.19b")
    else:
        card = state.objects[chosen]
        decision = events.happen(state, events.ZoneChange(
            card.id, "hand", rules=("701.19a", "701.16a"),
            text=f"{who} searches their library, reveals {card.name} and puts it into their "
                 "hand"))
        if decision is not None:
            return decision
    if not barred:
        from tolaria.rules import triggers
        triggers.on_searched(state, player, player)
    state.rng.shuffle(state.players[player].library)
    state.changed()
    state.say(f"{who} shuffles their library", "701.20a")
    from tolaria.rules import triggers
    triggers.on_shuffled(state, player)                               # CR 603.2
    return None
