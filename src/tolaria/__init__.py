"""Tolaria: a Magic: The Gathering rules engine, faithful to the Comprehensive Rules.

The public API: `Game` (new, decision, legal_actions, act, copy, view, to_json, notation,
and the rules questions a player may ask) with the types it hands out, `tolaria.catalog`
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

__all__ = ["Action", "Characteristics", "Decision", "DeckRefused", "Game", "GameObject",
           "GameState", "IllegalAction", "LogEntry", "ManaSource", "Ref", "UnsupportedCard"]
__version__ = "0.1.0"
