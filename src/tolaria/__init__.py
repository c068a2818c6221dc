"""Tolaria: a Magic: The Gathering rules engine, faithful to the Comprehensive Rules."""

from tolaria.data.actions import Action, Decision, IllegalAction
from tolaria.game import DeckRefused, Game

__all__ = ["Action", "Decision", "DeckRefused", "Game", "IllegalAction"]
__version__ = "0.1.0"
