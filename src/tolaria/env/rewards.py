"""Rewards: the result of the game, and an optional shaping term.

The reward is +1 for a win, -1 for a loss and 0 for a draw (CR 104.2-104.4), given when
the game ends for the seat (a player who loses a multiplayer game is done then, CR
800.4a); 0 before. With `shaping` > 0 each step also gets `shaping * (phi(after) -
phi(before))`, where `phi` is a potential of the seat's view (`board_potential` unless
another is given) and is 0 once the seat's game is over. A potential-based shaping term
(Ng, Harada and Russell, 1999) adds up over an episode to `-shaping * phi(start)`, so it
speeds learning up without changing which policies are best.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Potential = Callable[[dict[str, Any], int], float]


def board_potential(view: dict[str, Any], seat: int) -> float:
    """How well `seat` is doing, from public information in `view` only: its life minus
    the opponents' average life, over 20, plus the total power of its creatures minus the
    opponents' average, over 20."""
    players = [p for p in view["players"] if not p["lost"] or p["index"] == seat]
    me = next(p for p in players if p["index"] == seat)
    others = [p for p in players if p["index"] != seat]
    if not others:
        return 0.0
    life = me["life"] - sum(p["life"] for p in others) / len(others)
    power = _power(me) - sum(_power(p) for p in others) / len(others)
    return (life + power) / 20.0


def _power(player: dict[str, Any]) -> int:
    return sum(max(c["power"] or 0, 0) for c in player["battlefield"]
               if "Creature" in c["types"])
