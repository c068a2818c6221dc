"""Damage to a group at once: "deals N damage to each creature and each player" (CR 120.3).

All of it is one event batch, dealt simultaneously (CR 120.2, 608.2h: the group is
determined once, as the effect happens). Also "to that player or a planeswalker that player
controls", one recipient chosen as it resolves.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject, Ref
from tolaria.data.state import GameState
from tolaria.rules import events
from tolaria.rules.effects import amount, handler, players_of, source_of
from tolaria.rules.layers import characteristics, current_name, matches


@handler("damage_each")
def _damage_each(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """Pestilence: "deals 1 damage to each creature and each player". `filter` says which
    permanents, `players` whether each player is dealt damage too."""
    flt, also = eff.get("filter"), eff.get("also")     # "... and each planeswalker"
    source = source_of(state, item)                    # "each other creature" (CR 109.5)
    refs: list[Ref] = [("object", oid) for oid in state.battlefield
                       if any(f is not None and matches(state, f, state.objects[oid],
                                                        item.controller, source)
                              for f in (flt, also))]
    who = eff.get("players", False)          # True: each player; else "opponents" (102.3)
    if who:
        chosen = state.apnap() if who is True else players_of(state, item, who)
        refs += [("player", p) for p in state.apnap() if p in chosen]
    n = amount(item, eff.get("amount"), state)
    source = source_of(state, item)
    return events.happen(state, *(events.Damage(source.id, ref, n) for ref in refs))


@handler("damage_player_or_planeswalker")
def _damage_player_or_planeswalker(state: GameState, item: GameObject, eff: Effect,
                                   answer: Any) -> Decision | None:
    """"deals N damage to that player or a planeswalker that player controls": the
    controller chooses the recipient as it resolves (CR 608.2d), then the damage is dealt
    (CR 120.3)."""
    players = players_of(state, item, eff.get("who"))
    if not players:
        return None
    options: tuple[Ref, ...] = (("player", players[0]),) + tuple(
        ("object", oid) for oid in state.battlefield
        if "Planeswalker" in (chars := characteristics(state, state.objects[oid])).types
        and chars.controller == players[0])
    if len(options) > 1 and answer is None:
        return Decision("choose", item.controller, options=options,
                        prompt=f"{current_name(state, item)}: choose the player or planeswalker it "
                               "deals "
                               "damage to (CR 608.2d)")
    recipient = options[0] if len(options) == 1 else answer[0]
    return events.happen(state, events.Damage(source_of(state, item).id, recipient,
                                              amount(item, eff.get("amount"), state)))


@handler("damage_attacked")
def _damage_attacked(state: GameState, item: GameObject, eff: Effect, answer: Any
                     ) -> Decision | None:
    """"it deals N damage to the player or planeswalker it's attacking": what the source
    attacks (CR 506.2), as it last was if the source has left the battlefield (CR 608.2h);
    nothing if it attacks nothing now (CR 506.4c) or that planeswalker is gone."""
    from tolaria.rules.combat import attack_target
    source = source_of(state, item)
    target = attack_target(state, source)
    if target is None or (target[0] == "object" and (
            target[1] not in state.objects
            or state.objects[target[1]].zone != "battlefield")):
        return None
    return events.happen(state, events.Damage(source.id, target,
                                              amount(item, eff.get("amount"), state)))
