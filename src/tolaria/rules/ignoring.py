"""Ignoring a static ability's effect for a price: a special action (CR 116.2d).

Leonin Arbiter: "Players can't search libraries. Any player may pay {2} for that player to
ignore this effect until end of turn." A static ability with such a price (its `cost`,
compiled by `tolaria.cards.oracle.restrictions`) offers every player with priority the
special action `ignore NAME` (CR 116.2d: any time they have priority, without the stack).
Paying it records the fact (IGNORING, player, permanent) in `GameState.this_turn`; the
effect of that permanent's ability no longer applies to that player, and only to them,
until the cleanup step (CR 514.2). Each permanent's effect is ignored on its own: two
Arbiters take two payments, and an Arbiter that leaves and returns is a new object whose
effect applies again (CR 400.7).

`ignores` is what the rules restricted this way ask (`restrictions.why_cant_search`);
`actions`, `why_not` and `take` are called by `tolaria.rules.priority`.
"""

from __future__ import annotations

from tolaria.data.actions import Action
from tolaria.data.ir import StaticAbility
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import CANT_SEARCH

IGNORING = "ignoring"               # the `this_turn` fact: (IGNORING, player, permanent id)
RULES = ("116.2d",)
# The static ability kinds whose `cost` is a price for ignoring their effect (a blitz or
# evoke static's `cost` is an alternative cost, nothing to ignore).
IGNORABLE = frozenset({CANT_SEARCH})


def ignorable(state: GameState) -> list[tuple[GameObject, StaticAbility]]:
    """The static abilities on the battlefield whose effect a player may pay to ignore,
    with their permanents; kept with the characteristics they come from."""
    found = state.board_cache.get(IGNORING)
    if found is None:
        from tolaria.rules.layers import static_abilities
        found = state.board_cache[IGNORING] = [
            (source, ability) for source, ability in static_abilities(state)
            if ability.kind in IGNORABLE and ability.cost is not None]
    return found


def ignores(state: GameState, player: int, source: int) -> bool:
    """Has `player` paid to ignore the effect of this permanent's ability this turn? It
    ends with the other "until end of turn" effects as the cleanup step begins (514.2)."""
    return state.step != "cleanup" and (IGNORING, player, source) in state.this_turn


def actions(state: GameState, player: int) -> list[Action]:
    """The special action for each effect `player` may pay to ignore now. An effect they
    already ignore this turn isn't offered again: paying twice changes nothing."""
    return [Action("ignore", player, source.id) for source, _ in ignorable(state)
            if why_not(state, player, source.id) is None]


def why_not(state: GameState, player: int, source: int | None) -> str | None:
    """Why `player` can't pay to ignore the effect of permanent `source` now, or None."""
    from tolaria.rules.priority import plan_payment
    ability = _ability(state, source)
    if ability is None:
        return "no effect of that permanent may be ignored by paying (CR 116.2d)"
    name = state.objects[source].name
    if ignores(state, player, source):
        return f"{state.players[player].name} already ignores {name}'s effect this turn"
    if plan_payment(state, player, ability.cost.mana, 0) is None:
        return (f"{state.players[player].name} can't pay {ability.cost.mana} to ignore "
                f"{name}'s effect (CR 116.2d)")
    return None


def take(state: GameState, action: Action) -> None:
    """Pay the price and ignore the effect until end of turn (CR 116.2d, 514.2)."""
    from tolaria.rules.conditions import record
    from tolaria.rules.priority import pay, plan_payment
    player, source = action.player, action.object
    ability = _ability(state, source)
    assert ability is not None and source is not None      # checked by `why_not`
    payment = plan_payment(state, player, ability.cost.mana, 0, only=action.payment)
    if payment is not None:
        pay(state, player, payment)
    record(state, IGNORING, player, source)
    state.say(f"{state.players[player].name} pays {ability.cost.mana} to ignore "
              f"{state.objects[source].name}'s effect until end of turn", *RULES)
    state.changed()


def _ability(state: GameState, source: int | None) -> StaticAbility | None:
    return next((a for s, a in ignorable(state) if s.id == source), None)
