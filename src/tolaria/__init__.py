"""Tolaria: a Magic: The Gathering rules engine, faithful to the Comprehensive Rules.

The public API: `Game` (new, decision, legal_actions, act, copy, view, seat, determinize,
to_json, notation, and the rules questions a player may ask) with the types it hands out
(`Seat`: what one player may see and ask), `tolaria.catalog`
for cards, `tolaria.decks`, `tolaria.scenario`, `tolaria.notation`, `tolaria.match`.
Everything else (`tolaria.data`, `tolaria.cards`, `tolaria.rules`) is the engine's inside.
"""

from tolaria.game import (
    Action,
    Characteristics,
    Decision,
    DeckRefused,
    Game,
    GameObject,
    GameState,
    IllegalAction,
    LogEntry,
    ManaSource,
    Ref,
    UnsupportedCard,
)
from tolaria.seat import HiddenObject, PublicPlayer, Seat

__all__ = ["Action", "Characteristics", "Decision", "DeckRefused", "Game", "GameObject",
           "GameState", "HiddenObject", "IllegalAction", "LogEntry", "ManaSource",
           "PublicPlayer", "Ref", "Seat", "UnsupportedCard"]
__version__ = "0.1.0"
