"""Positions for tests: a game at a chosen step with chosen cards in play.

Scenario files (tests/scenarios/) are the usual way; this is for Python tests
that need the objects themselves.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.data.ir import CardDef
from tolaria.data.state import GameState, Options
from tolaria.rules.zones import create_object

Cards = Sequence[str | CardDef]


def seeds(n: int, quick: int = 1) -> list:
    """Seeds 0..n-1 for a random-game test; all but the first `quick` are marked slow, so
    the quick subset (`pytest -m "not slow"`) still plays every kind of random game."""
    return [s if s < quick else pytest.param(s, marks=pytest.mark.slow) for s in range(n)]


def _card(card: str | CardDef) -> CardDef:
    return card_def(card) if isinstance(card, str) else card


def board(alice: Cards = (), bob: Cards = (), *, hands: tuple[Cards, Cards] = ((), ()),
          library: int = 10, step: str = "precombat main", turn: int = 3,
          sick: bool = False) -> Game:
    """Alice's turn `turn`, at the beginning of `step`; permanents not summoning sick."""
    state = GameState(["Alice", "Bob"], 1, Options(starting_player=0, skip_mulligans=True))
    for owner, (permanents, hand) in enumerate(zip((alice, bob), hands, strict=True)):
        for card in permanents:
            obj = create_object(state, _card(card), owner, "battlefield")
            obj.since = None if sick else owner
        for card in hand:
            create_object(state, _card(card), owner, "hand")
        for _ in range(library):
            create_object(state, card_def("Wastes"), owner, "library")
        state.players[owner].kept = True
    state.turn, state.active, state.step, state.stage = turn, 0, step, "begin"
    game = Game(state)
    game._advance()
    return game


def ids(game: Game, name: str) -> list[int]:
    """The permanents named `name`, in battlefield order."""
    return [i for i in game.state.battlefield if game.state.objects[i].name == name]


def add_mana(game: Game, mana: str, player: int = 0) -> None:
    """Put `mana` ("{R}{R}") into a player's mana pool, as a resolved mana ability would
    (CR 106.4)."""
    game.state.players[player].pool.add_text(mana)
    game.state.changed()


BOB = ("player", 1)             # a reference to Bob, as attack declarations name him


def declare_attackers(game: Game, *attackers: int) -> None:
    """Alice's `attackers` attack Bob (CR 508.1); before her declare attackers step, the
    players pass until it."""
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=tuple((a, BOB) for a in attackers)))


def to_blockers(game: Game, *attackers: int) -> None:
    """Alice attacks Bob with `attackers`; Bob is to declare blockers (CR 509.1)."""
    declare_attackers(game, *attackers)
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
