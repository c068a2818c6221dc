"""Emblems (CR 114): "[Player] gets an emblem with [ability]." (CR 114.2).

The effect step "emblem" puts an emblem into the command zone (`state.command`, CR 408.2),
owned and controlled by the player who gets it. An emblem is an object with the abilities
the effect gives it and no other characteristics: no types, no mana cost, no colour
(CR 114.3). It is neither a card nor a permanent (CR 114.5), and it stays for the rest of
the game. Its abilities work in the command zone (CR 114.4): its static abilities are
applied with the others' in the layers (`tolaria.rules.layers.world`) and its triggered
abilities are watched with the permanents' (`tolaria.rules.triggers`).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import CardDef, Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import zones
from tolaria.rules.effects import handler, players_of
from tolaria.rules.layers import current_name

RULE = "114.2"


@handler("emblem")
def _emblem(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """CR 114.2: each player `who` names gets an emblem with the abilities of `emblem`
    (a CardDef with no characteristics but its abilities, CR 114.3)."""
    card: CardDef = eff.get("emblem")
    source = item.source_name or current_name(state, item)
    for player in players_of(state, item, eff.get("who", "you")):
        if state.players[player].lost:
            continue
        zones.create_object(state, card, player, "command")
        state.say(f"{state.players[player].name} gets an emblem from {source}: {card.text}",
                  RULE)
    return None
