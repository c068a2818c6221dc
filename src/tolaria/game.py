"""Game: the public face of the engine.

    >>> from tolaria import Game
    >>> game = Game.new(["green", "red"], seed=1)
    >>> game.decision.kind
    'play_first'
    >>> game.act(game.legal_actions()[0])

The engine never calls out: `decision` says who must decide what,
`legal_actions()` lists the answers, `act()` takes one (an `Action` or its
text notation) or raises `IllegalAction` with the state untouched.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from tolaria.cards.registry import UnsupportedCard, card_def, unsupported
from tolaria.data.actions import Action, Decision, IllegalAction
from tolaria.data.mana import ManaSource
from tolaria.data.objects import GameObject, Ref
from tolaria.data.rulesets import check_name as check_ruleset
from tolaria.data.state import GameState, LogEntry
from tolaria.decks import Deck, load_deck
from tolaria.rules import (
    combat,
    decisions,
    layers,
    multiplayer,
    priority,
    sba,
    subgame,
    turn,
    zones,
)
from tolaria.rules.ante import refusal_message
from tolaria.rules.ante import refused as ante_cards
from tolaria.rules.ante import settle as settle_ante
from tolaria.rules.combat import Attack, Block
from tolaria.rules.layers import Characteristics

DeckSpec = Deck | str | Sequence[str]


class DeckRefused(ValueError):
    """A deck names cards the engine can't play; the message lists them."""


class Game:
    """One game of Magic, driven one decision at a time."""

    __slots__ = ("root",)

    def __init__(self, state: GameState) -> None:
        self.root = state                   # the game this Game was made for

    @property
    def state(self) -> GameState:
        """The game being played now: `root`, or the subgame it waits on (CR 726.1a, 726.6)."""
        return subgame.current(self.root)

    # -- creating ---------------------------------------------------------------------
    @classmethod
    def new(cls, decks: Sequence[DeckSpec], names: Sequence[str] | None = None, seed: int = 0,
            rules: str = "modern", starting_player: int | None = None,
            skip_mulligans: bool = False, variant: str = "free-for-all",
            range_of_influence: int | None = None, attack: str = "multiple",
            ante: bool = False, chooser: int | None = None) -> Game:
        """A new game: one deck per player (a Deck, a built-in name or file, or card names).

        With `starting_player` given, the play/draw choice is skipped (CR 103.1).
        Any number of players may play; the players sit in the order of `decks`.
        Multiplayer (tolaria.rules.multiplayer): `variant` "free-for-all", "emperor" (CR 806,
        809: two or more teams of three, the emperor in the middle of each) or
        "grand-melee" (CR 807, 4 to 7 players: one turn marker; seats drawn at random);
        `range_of_influence` in seats (CR 801); `attack` "multiple", "left" or "right"
        (CR 802, 803).
        `rules` names the ruleset (tolaria.data.rulesets.RULESETS: "modern", "classic-2008").
        `ante`: play for ante (CR 407, tolaria.rules.ante); without it, ante cards are refused.
        `chooser`: the player who chooses to play or draw (CR 103.1; random if None).
        """
        check_ruleset(rules)                        # ValueError naming the known rulesets
        if len(decks) < 2:
            raise ValueError("a game needs at least two players (CR 100.1)")
        names = list(names) if names else _default_names(len(decks))
        if len(names) != len(decks):
            raise ValueError("give one name per deck")
        if variant == "grand-melee":                                    # CR 807.3
            seats = list(range(len(decks)))
            random.Random(seed).shuffle(seats)
            decks, names = [decks[i] for i in seats], [names[i] for i in seats]
        card_lists = [_deck_cards(d) for d in decks]
        refused = unsupported([c for cards in card_lists for c in cards])
        if refused:
            lines = "\n".join(f"  {n}: {'; '.join(g)}" for n, g in refused.items())
            raise DeckRefused(f"these cards can't be played by the engine yet:\n{lines}")
        if chooser is not None and not 0 <= chooser < len(decks):
            raise ValueError(f"no player {chooser} to choose play or draw (CR 103.1)")
        banned = [] if ante else ante_cards(card_def(c) for cards in card_lists for c in cards)
        if banned:
            raise DeckRefused(refusal_message(banned))                  # CR 407.3
        options = multiplayer.make_options(
            len(decks), variant, range_of_influence, attack, rules=rules,
            starting_player=starting_player, skip_mulligans=skip_mulligans, ante=ante,
            chooser=chooser)
        state = GameState(names, seed, options)
        for index, cards in enumerate(card_lists):
            for name in cards:
                zones.create_object(state, card_def(name), index, "library")
        game = cls(state)
        game._advance()
        return game

    # -- the decision -----------------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        return self.state.decision

    @property
    def over(self) -> bool:
        return self.root.over

    @property
    def winner(self) -> str | None:
        w = self.root.winner
        return self.root.players[w].name if w is not None else None

    @property
    def log(self) -> list[LogEntry]:
        return self.root.log

    def legal_actions(self) -> list[Action]:
        """Every legal answer to the current decision (the parts, for attackers and blockers)."""
        d = self.state.decision
        if d is None:
            return []
        cached = self.state.cache.get("legal")
        if cached is None or cached[0] is not d:
            cached = (d, decisions.legal_actions(self.state, d))
            self.state.cache["legal"] = cached
        return cached[1]

    # -- acting -----------------------------------------------------------------------
    def act(self, action: Action | str) -> None:
        """Take an action; an illegal one raises IllegalAction and changes nothing."""
        if isinstance(action, str):
            action = self.parse(action)
        state = self.state
        if action.kind == "concede":
            _concede(state, action.player)
            self._advance()
            return
        d = state.decision
        if d is None:
            raise IllegalAction("the game is over" if state.over else "no decision is pending")
        problem = decisions.why_illegal(state, d, action)
        if problem:
            raise IllegalAction(problem)
        state.decision = None
        state.actions_taken += 1
        decisions.apply(state, d, action)
        self._advance()

    def is_legal(self, action: Action) -> bool:
        """Does `action` answer the pending decision legally?"""
        return self.why_illegal(action) is None

    def why_illegal(self, action: Action) -> str | None:
        """Why `action` doesn't answer the pending decision, citing the rule; None if it
        does (then `act` takes it)."""
        d = self.state.decision
        if d is None:
            return "the game is over" if self.state.over else "no decision is pending"
        return decisions.why_illegal(self.state, d, action)

    def _advance(self) -> None:
        """Run until a real decision; answer alone decisions with one legal answer.

        A subgame (CR 726) runs in the same loop: while it is played its decisions are
        this Game's, and when it ends the main game resumes where it stopped (CR 726.5).
        """
        while True:
            state = self.state
            if subgame.ended(state):
                subgame.resume(state)
            turn.run(state)
            if state.over:
                state.decision = None
                settle_ante(state)                                    # CR 407.2
                if state is self.root:
                    return
                continue
            d = state.decision
            if d is None or d.kind == "priority" or d.combinable:
                return
            if d.kind == "subgame":
                continue                                              # play the subgame
            legal = self.legal_actions()
            if len(legal) != 1:
                return
            # CR 400.2: a choice among hidden cards stays hidden in the public log.
            what = "the cards to put on the bottom" if d.kind == "bottom" else \
                self.notation(legal[0])
            state.say(f"{state.players[d.player].name}: {what} (the only choice)")
            state.decision = None
            decisions.apply(state, d, legal[0])

    # -- copies, views, saving ----------------------------------------------------------
    def copy(self) -> Game:
        """An independent game at the same point (the random generator included)."""
        return Game(self.root.copy())

    def view(self, player: int | str) -> dict[str, Any]:
        from tolaria.view import view
        return view(self.state, self.player_index(player))

    def to_json(self) -> dict[str, Any]:
        from tolaria.serialize import state_to_json
        return state_to_json(self.root)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Game:
        from tolaria.serialize import state_from_json
        return cls(state_from_json(data))

    # -- notation ---------------------------------------------------------------------
    def notation(self, action: Action) -> str:
        from tolaria.notation import render
        return render(self.state, action)

    def parse(self, text: str, player: int | str | None = None) -> Action:
        from tolaria.notation import parse
        who = self.player_index(player) if player is not None else None
        return parse(self.state, text, who)

    # -- what a player may ask (the rules answer; nothing changes) ------------------------
    def characteristics(self, obj: GameObject | int) -> Characteristics:
        """An object's characteristics now: its printed values with every continuous effect
        applied in layer order (CR 613), as the rules see them."""
        return layers.characteristics(self.state, self._object(obj))

    def can_block(self, blocker: GameObject | int, attacker: GameObject | int) -> bool:
        """Could `blocker` block `attacker`, this pair alone: an untapped creature, no
        evasion or restriction in the way (CR 509.1a-b)?"""
        state = self.state
        return combat.can_block(state, self._object(blocker), self._object(attacker)) is None

    def defending_player(self, attacker: GameObject | int) -> int | None:
        """The player `attacker` attacks, or whose permanent it attacks (CR 506.2); None if
        it isn't attacking."""
        obj = self._object(attacker)
        return combat.attacked_player(self.state, obj.attacking) if obj.attacking else None

    def mana_sources(self, player: int | str) -> list[ManaSource]:
        """`player`'s untapped permanents whose "{T}: Add ..." abilities they can activate
        now (CR 605.1a), with the mana each can make."""
        return priority.mana_sources(self.state, self.player_index(player))

    def with_attack_requirements(self, player: int | str, attacks: tuple[Attack, ...] = ()
                                 ) -> tuple[Attack, ...]:
        """`attacks` (pairs of a creature and what it attacks) plus each creature of
        `player`'s that must attack and isn't in it (CR 508.1d)."""
        return combat.with_requirements(self.state, self.player_index(player), attacks)

    def required_blocks(self, player: int | str) -> tuple[Block, ...]:
        """A declaration of blockers by `player` obeying as many blocking requirements as
        it can (CR 509.1c); () when none applies."""
        return combat.required_blocks(self.state, self.player_index(player))

    def _object(self, obj: GameObject | int) -> GameObject:
        return self.state.objects[obj] if isinstance(obj, int) else obj

    def player_index(self, player: int | str) -> int:
        if isinstance(player, int):
            return player
        for p in self.state.players:
            if p.name.lower() == player.lower():
                return p.index
        raise KeyError(f"no player named {player!r}")


def _default_names(n: int) -> list[str]:
    base = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi"]
    return base[:n] if n <= len(base) else [f"Player {i + 1}" for i in range(n)]


def _deck_cards(spec: DeckSpec) -> list[str]:
    if isinstance(spec, Deck):
        return spec.cards()
    if isinstance(spec, str):
        return load_deck(spec).cards()
    return list(spec)


def _concede(state: GameState, player: int) -> None:
    if state.players[player].lost or state.over:
        raise IllegalAction(f"{state.players[player].name} isn't in the game")
    sba.lose(state, player, "conceded", "104.3a")
    sba._check_game_over(state)
    if state.decision is not None and state.decision.player == player:
        state.decision = None
    if state.priority == player:
        state.priority = state.next_player(player)
    state.changed()


__all__ = ["Action", "Characteristics", "Decision", "DeckRefused", "Game", "GameObject",
           "GameState", "IllegalAction", "LogEntry", "ManaSource", "Ref", "UnsupportedCard"]
