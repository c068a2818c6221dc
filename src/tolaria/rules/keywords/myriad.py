"""Myriad (CR 702.116).

"Myriad" means "Whenever this creature attacks, for each opponent other than defending
player, you may create a token that's a copy of this creature that's tapped and attacking
that player or a planeswalker they control. If one or more tokens are created this way,
exile the tokens at end of combat" (CR 702.116a). In a two-player game there is no such
opponent, so it does nothing.

`tolaria.cards.oracle.keyword_triggers` reads it; the effect step "myriad" asks, for each such
opponent in turn, whether to make a token and whom it attacks (that player or one of their
planeswalkers, CR 508.4), then makes them and the delayed "exile them" ability (CR 603.7).
The tokens were never declared as attackers, so they don't trigger "whenever ... attacks"
(CR 508.3a, 508.4).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, TriggeredAbility, effect
from tolaria.data.objects import GameObject
from tolaria.data.state import DelayedTrigger, GameState
from tolaria.rules import events
from tolaria.rules.effects import handler, players_of, source_of
from tolaria.rules.keywords.afflict import defending_player
from tolaria.rules.layers import characteristics, current_name

RULE = "702.116a"
NO = "no token"


def _choices(state: GameState, player: int) -> tuple[Any, ...]:
    """What a token may attack: the player (by name) or a planeswalker they control (by
    id), or no token."""
    walkers = tuple(oid for oid in state.battlefield
                    if "Planeswalker" in characteristics(state, state.objects[oid]).types
                    and characteristics(state, state.objects[oid]).controller == player)
    return (state.players[player].name, *walkers, NO)


@handler("myriad")
def _myriad(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """A token copy for each other opponent, tapped and attacking (CR 702.116a)."""
    from tolaria.rules.resolve import copiable_values
    source = source_of(state, item)
    defending = defending_player(state, source)
    others = [p for p in players_of(state, item, "opponents") if p != defending]
    replies = list(answer or ())
    if len(replies) < len(others):
        player = others[len(replies)]
        return Decision("choose", item.controller, options=_choices(state, player),
                        prompt=f"myriad: a token copy of {current_name(state, source)} attacking "
                               f"{state.players[player].name} or a planeswalker they control? "
                               f"(CR {RULE})")
    card = copiable_values(state, source)
    made: list[int] = []
    for player, ref in zip(others, replies, strict=False):
        if ref == NO:
            continue
        ref = ("object", ref) if isinstance(ref, int) else ("player", player)
        result = events.happen_for(state, events.Tokens(_token(card), item.controller, 1))
        if isinstance(result, Decision):
            return result
        token = result[0] if result else None
        if token is not None and token.zone == "battlefield":
            token.tapped, token.attacking = True, ref
            made.append(token.id)
    if made:
        state.delayed.append(DelayedTrigger(
            ability=TriggeredAbility(event="step", step="end of combat", whose="each",
                                     effects=(effect("myriad_exile", ids=tuple(made)),),
                                     text="Myriad: exile the tokens at end of combat"),
            controller=item.controller, source_id=source.id,
            source_name=current_name(state, source),
            card=source.card))
        state.changed()
    return None


def _token(card: Any) -> Any:
    from dataclasses import replace
    return replace(card, token=True)


@handler("myriad_exile")
def _exile(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Exile the tokens myriad made, those still on the battlefield (CR 702.116a)."""
    batch = [events.leaving(state.objects[oid], "exile",
                            f"{current_name(state, state.objects[oid])} is exiled (myriad)", RULE)
             for oid in eff.get("ids") if state.objects[oid].zone == "battlefield"]
    return events.happen(state, *batch) if batch else None
