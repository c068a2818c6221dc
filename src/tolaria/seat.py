"""One seat at the table: what a player may see and ask, and nothing else (CR 400.2).

An agent decides from a `Seat` (`game.seat(player)`), never from the whole `GameState`:
the public zones, the counts of hidden ones, its own hand and the cards it has looked
at, the pending decision and its legal answers when they are its own, and the rules
questions a player may ask about objects it can see. Asking about an object it can't
see (a card in another player's hand or in a library) raises `HiddenObject`, so an
agent can't read hidden cards by accident; a permanent or spell face down that isn't
its own is shown as the 2/2 nameless face-down object (CR 708.2, 708.5).

    >>> from tolaria import Game
    >>> game = Game.new(["green", "red"], seed=7, starting_player=0)
    >>> seat = game.seat()                      # the seat of the player deciding now
    >>> seat.player, seat.decision.kind, len(seat.hand)
    (0, 'mulligan', 7)
    >>> bob = game.seat("Bob")
    >>> bob.players[0].hand_count, bob.legal_actions()   # Alice's hand: a count; not Bob's turn to act
    (7, [])
    >>> bob.object(seat.hand[0].id)
    Traceback (most recent call last):
    ...
    tolaria.seat.HiddenObject: Bob can't see object ...

`determinize(rng)` is what a search over hidden information needs: a copy of the game in
which every card this seat can't see is dealt again at random, consistently with what it
knows (`Game.determinize`).
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from tolaria.data.actions import Action, Decision
from tolaria.data.ir import CardDef
from tolaria.data.mana import ManaCost, ManaPool, ManaSource
from tolaria.data.objects import GameObject
from tolaria.data.state import PendingTrigger, Player
from tolaria.rules.combat import Attack, Block
from tolaria.rules.keywords.morph import FACE_DOWN_CARD
from tolaria.rules.layers import Characteristics, controller
from tolaria.rules.zones import face_down_seen_by, hand_revealed, top_seen_by
from tolaria.view import looks_as, sees

if TYPE_CHECKING:
    from tolaria.game import Game

class HiddenObject(LookupError):
    """An object the seat may not see (a hidden zone, CR 400.2), or no object at all."""


class PublicPlayer:
    """What everyone may know of a player (CR 400.2): life, counters, counts of hidden zones."""

    __slots__ = ("_p",)

    def __init__(self, player: Player) -> None:
        self._p = player

    index = property(lambda self: self._p.index)
    name = property(lambda self: self._p.name)
    life = property(lambda self: self._p.life)
    poison = property(lambda self: self._p.poison)
    lost = property(lambda self: self._p.lost)
    mulligans = property(lambda self: self._p.mulligans)
    lands_played = property(lambda self: self._p.lands_played)
    hand_count = property(lambda self: len(self._p.hand))
    library_count = property(lambda self: len(self._p.library))

    @property
    def pool(self) -> ManaPool:
        """The mana in their pool (public, CR 106.4); a copy."""
        return self._p.pool.copy()

    @property
    def graveyard(self) -> tuple[int, ...]:
        """The ids of the cards in their graveyard, top last (a public zone, CR 404.2)."""
        return tuple(self._p.graveyard)

    def __repr__(self) -> str:
        return f"<{self.name}: {self.life} life, hand {self.hand_count}>"


class Seat:
    """A read-only window on `game` for one player: what that player may see and ask."""

    __slots__ = ("_game", "player")

    def __init__(self, game: Game, player: int) -> None:
        self._game = game
        self.player = player

    # -- the decision -------------------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        """The pending decision if this seat must make it (its own, or the decision of a
        player it controls this turn, CR 720.5); None otherwise."""
        game = self._game
        d = game.decision
        if d is None:
            return None
        if not game.state.player_control:
            return d if d.player == self.player else None
        return d if game.decider == self.player else None

    def legal_actions(self) -> list[Action]:
        """The legal answers to this seat's decision; [] when it isn't this seat's to make."""
        return self._game.legal_actions() if self.decision is not None else []

    def is_legal(self, action: Action) -> bool:
        return self.why_illegal(action) is None

    def why_illegal(self, action: Action) -> str | None:
        """Why `action` isn't a legal answer for this seat now; None if it is."""
        if self.decision is None:
            return f"{self.name} has no decision to make now"
        return self._game.why_illegal(action)

    def notation(self, action: Action) -> str:
        return self._game.notation(action)

    def parse(self, text: str) -> Action:
        """An action of this seat's from its text notation (of the player it decides for
        now, CR 720.5)."""
        return self._game.parse(text, self._deciding_for())

    # -- what is public -----------------------------------------------------------------
    @property
    def name(self) -> str:
        return self._game.state.players[self.player].name

    def view(self) -> dict[str, Any]:
        """This seat's view as plain JSON (`Game.view`)."""
        return self._game.view(self.player)

    @property
    def turn(self) -> int:
        return self._game.state.turn

    @property
    def step(self) -> str:
        return self._game.state.step

    @property
    def combat_damage_step(self) -> str:
        """In the combat damage step: "first strike" or "regular" (CR 510.4); else "none"."""
        state = self._game.state
        return state.combat_step if state.step == "combat damage" else "none"

    @property
    def active(self) -> int:
        """The active player (CR 102.1)."""
        return self._game.state.active

    @property
    def over(self) -> bool:
        return self._game.over

    @property
    def winner(self) -> int | None:
        """The seat of the player who won (CR 104.2); None while the game goes on or after
        a draw."""
        return self._game.root.winner

    @property
    def players(self) -> list[PublicPlayer]:
        return [PublicPlayer(p) for p in self._game.state.players]

    def opponents(self) -> list[int]:
        """This seat's opponents still in the game (CR 102.2-102.3)."""
        return self._game.state.opponents(self.player)

    def team(self, player: int | None = None) -> tuple[int, ...]:
        """`player` (this seat by default) and their teammates (CR 102.3; public)."""
        player = self.player if player is None else player
        for team in self._game.state.options.teams:
            if player in team:
                return tuple(team)
        return (player,)

    @property
    def variant(self) -> str:
        """The multiplayer variant played ("free-for-all", "commander",
        "two-headed-giant"...)."""
        return self._game.state.options.variant

    @property
    def commander_damage(self) -> list[tuple[int, int, int]]:
        """(commander card uid, player dealt it, total) for each commander's combat damage
        to each player (public, CR 903.10a)."""
        return [tuple(entry) for entry in self._game.state.commander_damage]

    @property
    def hand(self) -> list[GameObject]:
        """This seat's own hand (CR 402.3)."""
        state = self._game.state
        return [state.objects[i] for i in state.players[self.player].hand]

    @property
    def sideboard(self) -> list[str]:
        """The names of the cards this seat owns outside the game, its sideboard (CR
        400.11a); other players' are hidden from it."""
        return [name for who, name in self._game.state.sideboards if who == self.player]

    def permanents(self) -> list[GameObject]:
        """Every permanent on the battlefield, in the order they entered."""
        state = self._game.state
        return [self._shown(state.objects[i]) for i in state.battlefield]

    def stack(self) -> list[GameObject]:
        """The spells and abilities on the stack, bottom first (CR 405)."""
        state = self._game.state
        return [self._shown(state.objects[i]) for i in state.stack]

    def pending_triggers(self) -> list[PendingTrigger]:
        """This seat's triggered abilities waiting to be put on the stack (CR 603.3)."""
        return [t for t in self._game.state.pending if t.controller == self.player]

    def object(self, oid: int) -> GameObject:
        """The object with this id, if this seat may see it; else HiddenObject."""
        state = self._game.state
        obj = state.objects.get(oid) if type(oid) is int else None
        if obj is None or not self.sees(obj):
            raise HiddenObject(f"{self.name} can't see object {oid!r}")
        return self._shown(obj)

    def sees(self, obj: GameObject) -> bool:
        """May this seat see `obj`? Public zones but cards exiled face down by others; its
        own hand; cards it has looked at (CR 400.2, 401.2, 402.3, 406.3; `view.sees`)."""
        return sees(self._game.state, obj, self.player)

    def _shown(self, obj: GameObject) -> GameObject:
        """`obj`, or a face-down object of another player's as anyone sees it (CR 708.5)."""
        state = self._game.state
        if not obj.face_down or looks_as(state, controller(state, obj), self.player) \
                or face_down_seen_by(state, obj, self.player):
            return obj
        masked = obj.copy()
        masked.card = FACE_DOWN_CARD
        return masked

    # -- the rules questions a player may ask about what they see --------------------------
    def characteristics(self, obj: GameObject | int) -> Characteristics:
        """A visible object's characteristics now (CR 613; `Game.characteristics`)."""
        return self._game.characteristics(self._visible(obj))

    def can_block(self, blocker: GameObject | int, attacker: GameObject | int) -> bool:
        return self._game.can_block(self._visible(blocker), self._visible(attacker))

    def defending_player(self, attacker: GameObject | int) -> int | None:
        return self._game.defending_player(self._visible(attacker))

    def mana_sources(self, player: int | str | None = None) -> list[ManaSource]:
        """A player's (this seat's by default) mana sources now (`Game.mana_sources`)."""
        return self._game.mana_sources(self.player if player is None else player)

    def could_pay(self, cost: ManaCost, player: int | None = None) -> bool:
        """Whether a player (this seat by default) could pay the mana cost `cost` now from
        their mana pool and untapped mana sources, both public (`Game.could_pay`)."""
        return self._game.could_pay(self.player if player is None else player, cost)

    def with_attack_requirements(self, attacks: tuple[Attack, ...] = ()) -> tuple[Attack, ...]:
        """`attacks` plus the creatures that must attack (CR 508.1d) of this seat, or of the
        player it decides for now (CR 720.5)."""
        return self._game.with_attack_requirements(self._deciding_for(), attacks)

    def required_blocks(self) -> tuple[Block, ...]:
        """Blocks obeying the most blocking requirements (CR 509.1c) by this seat, or by
        the player it decides for now (CR 720.5)."""
        return self._game.required_blocks(self._deciding_for())

    def _deciding_for(self) -> int:
        d = self.decision
        return self.player if d is None else d.player

    def _visible(self, obj: GameObject | int) -> GameObject:
        oid = obj if type(obj) is int else obj.id
        return self.object(oid)

    # -- searching -----------------------------------------------------------------------
    def unseen_cards(self, player: int) -> list[CardDef]:
        """The cards of `player`'s hand and library this seat hasn't seen, sorted by name:
        their deck list minus what the seat has seen (CR 400.2), what `determinize` deals
        their hidden places from. The order tells nothing of where each card is."""
        slots = hidden_slots(self._game, self.player)[player]
        return sorted((obj.card for obj in slots), key=lambda card: card.name)

    def determinize(self, rng: random.Random,
                    hand_excludes: Mapping[int, Collection[str]] | None = None) -> Game:
        """A game this seat can't tell from the real one: `Game.determinize(seat, rng)`,
        with the seat's belief of which cards other players' hands don't hold."""
        return self._game.determinize(self.player, rng, hand_excludes)

    def __repr__(self) -> str:
        return f"<Seat of {self.name}>"


def as_seat(table: Seat | Game) -> Seat:
    """`table` if it is a Seat; for a Game, the seat of the player deciding now."""
    return table if type(table) is Seat else table.seat()


def table_of(table: Seat | Game) -> Game:
    """The game behind a seat (or `table` itself if it is a Game), for the terminal a person
    plays at (`tolaria.agents.human`): it shows them only their seat's view and the game's
    log, and saves the game when they ask. Agents that decide by themselves never call it:
    they decide from the seat alone (the information-set test, tests/test_agents_search.py)."""
    return table._game if type(table) is Seat else table


def hidden_slots(game: Game, viewer: int) -> list[list[GameObject]]:
    """For each player, the objects in their hand and library whose card `viewer` can't
    see (CR 400.2, 401.2, 401.5, 402.3), in zone order: the places a determinization deals to."""
    state = game.state
    looked = {oid for oid, who in state.looked if looks_as(state, who, viewer)}
    looked.update(p.library[-1] for p in state.players if p.library and top_seen_by(
        state, state.objects[p.library[-1]], viewer))                  # CR 401.5, 401.2
    slots: list[list[GameObject]] = []
    for p in state.players:
        zones: Sequence[list[int]] = (p.library,) if looks_as(state, p.index, viewer) \
            or hand_revealed(state, p.index) else (p.hand, p.library)     # CR 701.14c
        slots.append([state.objects[i] for zone in zones for i in zone if i not in looked])
    return slots
