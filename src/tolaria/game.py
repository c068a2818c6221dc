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
from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace
from typing import Any

from tolaria.cards.registry import UnsupportedCard, card_def, unsupported
from tolaria.data.actions import Action, Decision, IllegalAction
from tolaria.data.ir import CardDef
from tolaria.data.mana import ManaCost, ManaSource, can_pay
from tolaria.data.objects import GameObject, Ref
from tolaria.data.rulesets import check_name as check_ruleset
from tolaria.data.state import GameState, LogEntry, Options
from tolaria.decks import Deck, load_deck
from tolaria.rules import (
    combat,
    commander,
    control,
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
from tolaria.seat import Seat, hidden_slots

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
        root = self.root
        return root if root.subgame is None else subgame.current(root)

    # -- creating ---------------------------------------------------------------------
    @classmethod
    def new(cls, decks: Sequence[DeckSpec], names: Sequence[str] | None = None,
            seed: int | None = 0,
            rules: str = "modern", starting_player: int | None = None,
            skip_mulligans: bool = False, variant: str = "free-for-all",
            range_of_influence: int | None = None, attack: str = "multiple",
            ante: bool = False, chooser: int | None = None,
            commanders: Sequence[Sequence[str]] | None = None,
            companions: Sequence[str | None] | None = None,
            sideboards: Sequence[Sequence[str]] | None = None) -> Game:
        """A new game: one deck per player (a Deck, a built-in name or file, or card names).

        With `starting_player` given, the play/draw choice is skipped (CR 103.1).
        Any number of players may play; the players sit in the order of `decks`.
        Multiplayer (tolaria.rules.multiplayer): `variant` "free-for-all", "emperor" (CR 806,
        809: two or more teams of three, the emperor in the middle of each) or
        "grand-melee" (CR 807, 4 to 7 players: one turn marker; seats drawn at random),
        "two-headed-giant" (CR 810: four players, seats 0-1 and 2-3 the two teams, shared
        life and team turns) or "commander" (below);
        `range_of_influence` in seats (CR 801); `attack` "multiple", "left" or "right"
        (CR 802, 803).
        `rules` names the ruleset (tolaria.data.rulesets.RULESETS: "modern", "classic-2008").
        `ante`: play for ante (CR 407, tolaria.rules.ante); without it, ante cards are refused.
        `variant` "commander" (CR 903, tolaria.rules.commander): each deck's commanders start
        in the command zone and each player at 40 life; `commanders` names each seat's
        commander(s) (by default each Deck's `Commander` section, `Deck.commanders`).
        `companions`: each seat's companion (None for none; by default each Deck's
        `Companion` section), revealed if the deck fulfills its condition (CR 103.2b,
        702.139a; `tolaria.rules.keywords.companion`), else DeckRefused.
        `sideboards`: each seat's sideboard, card names (by default each Deck's `Sideboard`
        section without its revealed companion): the cards the player owns outside the game
        (CR 100.4, 103.2a, 400.11a), which only they see and which a wish (Burning Wish)
        brings into the game (400.11b). Its cards must be playable too, else DeckRefused.
        `chooser`: the player who chooses to play or draw (CR 103.1; random if None).
        `seed`: the same seed and actions give the same game; None draws one at random
        (it is kept in `game.state.seed`).

        Arguments of the wrong type raise TypeError and wrong values ValueError, each naming
        the argument, before anything is built.
        """
        check_ruleset(rules)                        # ValueError naming the known rulesets
        decks = _check_decks(decks)
        names = _check_names(names, len(decks))
        seed = _check_seed(seed)
        for what, seat in (("starting_player", starting_player), ("chooser", chooser)):
            _check_seat(what, seat, len(decks))
        if variant == "grand-melee":                                    # CR 807.3
            seats = list(range(len(decks)))
            random.Random(seed).shuffle(seats)
            decks, names = [decks[i] for i in seats], [names[i] for i in seats]
            if sideboards is not None and not isinstance(sideboards, str) \
                    and len(sideboards) == len(seats):
                sideboards = [sideboards[i] for i in seats]
        card_lists = [_deck_cards(d) for d in decks]
        leaders: tuple[tuple[str, ...], ...] = ()
        if variant == "commander":                                      # CR 903.6
            leaders = _commanders(decks, commanders)
            card_lists = [_without(cards, names) for cards, names in zip(card_lists, leaders,
                                                                          strict=True)]
        elif commanders is not None:
            raise ValueError("commanders: only for variant='commander' (CR 903.3)")
        refused = unsupported([c for cards in card_lists + [list(n) for n in leaders]
                               for c in cards])
        if refused:
            lines = "\n".join(f"  {n}: {'; '.join(g)}" for n, g in refused.items())
            raise DeckRefused(f"these cards can't be played by the engine yet:\n{lines}")
        revealed = _companions(decks, companions, card_lists, leaders)
        side = _sideboards(decks, sideboards, revealed)
        refused = unsupported([c for cards in side for c in cards])
        if refused:
            lines = "\n".join(f"  {n}: {'; '.join(g)}" for n, g in refused.items())
            raise DeckRefused(f"these sideboard cards can't be played by the engine yet:\n"
                              f"{lines}")
        side = tuple(tuple(card_def(c).name for c in cards) for cards in side)
        banned = [] if ante else ante_cards(card_def(c) for cards in card_lists + list(side)
                                            for c in cards)
        if banned:
            raise DeckRefused(refusal_message(banned))                  # CR 407.3
        options = multiplayer.make_options(
            len(decks), variant, range_of_influence, attack, rules=rules,
            starting_player=starting_player, skip_mulligans=skip_mulligans, ante=ante,
            chooser=chooser, commanders=leaders,
            companions=revealed if any(revealed) else (),
            sideboards=side if any(side) else ())
        return cls._begin(names, card_lists, seed, options)

    @classmethod
    def _begin(cls, names: Sequence[str], card_lists: Sequence[Sequence[str]], seed: int,
               options: Options) -> Game:
        """The game before its first decision: each deck put into its owner's library in
        list order, then the start of the game (CR 103), which shuffles them."""
        state = GameState(list(names), seed, options)
        state.decks = tuple(tuple(cards) for cards in card_lists)      # for `start`
        for index, cards in enumerate(card_lists):
            for name in cards:
                zones.create_object(state, card_def(name), index, "library")
        for index, names in enumerate(options.commanders):              # CR 903.6
            commander.begin(state, index, tuple(card_def(name) for name in names))
        if multiplayer.shared_turns(state):
            for player in state.players:                       # CR 810.4, 103.4a: shared
                player.life = multiplayer.GIANT_LIFE
        for index, name in enumerate(options.companions):              # CR 103.2b
            if name:
                state.companions.append((index, name))
                state.say(f"{state.players[index].name} reveals {name}, their companion",
                          "103.2b", "702.139a")
        for index, cards in enumerate(options.sideboards):             # CR 103.2a, 400.11a
            state.sideboards += [(index, name) for name in cards]
        game = cls(state)
        game._advance()
        return game

    # -- the decision -----------------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        return self.state.decision

    @property
    def decider(self) -> int | None:
        """The seat that makes the pending decision: its `player`, or the player who
        controls that player this turn (CR 720.5); None with no decision pending."""
        d = self.state.decision
        if d is None:
            return None
        state = self.state
        return control.decider(state, d.player) if state.player_control else d.player

    @property
    def over(self) -> bool:
        return self.root.over

    def players_losing(self) -> list[int]:
        """The seats the state-based actions would make lose now (CR 704.5a-c, 104.3;
        not those a "can't lose" effect keeps in the game): `tolaria.fuzz` checks that none
        is left when a player gets priority (CR 117.5)."""
        return [player for player, _, _ in sba.players_losing(self.state)]

    @property
    def winner(self) -> str | None:
        w = self.root.winner
        return self.root.players[w].name if w is not None else None

    @property
    def log(self) -> list[LogEntry]:
        return self.root.log

    @property
    def history(self) -> list[Action]:
        """The actions taken through `act` so far, in order, concessions included (the
        decisions the engine answered alone, having one legal answer, aren't in it):
        `start()` and these actions give this game again. A copy of the list."""
        return list(self.root.history)

    def legal_actions(self) -> list[Action]:
        """Every legal answer to the current decision (the parts, for attackers and blockers)."""
        d = self.state.decision
        return [] if d is None else decisions.legal_actions(self.state, d)

    # -- acting -----------------------------------------------------------------------
    def act(self, action: Action | str) -> None:
        """Take an action (an `Action` or its text notation); anything that isn't a legal
        one (a wrong type, a player who isn't in the game, an action the rules refuse, any
        action once the game is over) raises IllegalAction and changes nothing."""
        if self.root.over:
            raise IllegalAction(self._over())
        if isinstance(action, str):
            action = self.parse(action)
        state = self.state
        if isinstance(action, Action) and action.kind == "concede":
            problem = decisions.why_malformed(state, action)
            if problem:
                raise IllegalAction(problem)
            _concede(state, action.player)                          # CR 104.3a
            self.root.history.append(action)
            self._advance()
            return
        d = state.decision
        if d is None:
            raise IllegalAction("no decision is pending")
        problem = decisions.why_illegal(state, d, action)
        if problem:
            raise IllegalAction(problem)
        state.decision = None
        state.actions_taken += 1
        self.root.history.append(action)
        decisions.apply(state, d, action)
        self._advance()

    def is_legal(self, action: Action) -> bool:
        """Does `action` answer the pending decision legally?"""
        return self.why_illegal(action) is None

    def why_illegal(self, action: Action) -> str | None:
        """Why `action` doesn't answer the pending decision, citing the rule; None if it
        does (then `act` takes it)."""
        if self.root.over:
            return self._over()
        d = self.state.decision
        if d is None:
            return "no decision is pending"
        return decisions.why_illegal(self.state, d, action)

    def _over(self) -> str:
        """"the game is over: Bob won" (or a draw, CR 104.4a)."""
        winner = self.winner
        return f"the game is over: {winner} won" if winner else "the game is over: a draw"

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

    # -- the start and replays ------------------------------------------------------------
    def start(self) -> Game:
        """This game as it began: a new Game from the same decks, names, seed and options,
        before any action (the decks as they were given to `Game.new`, shuffled again by
        the same seed, CR 103.3). ValueError for a game `Game.new` didn't make (a scenario's
        position, a save from before saves kept their decks)."""
        root = self.root
        if root.decks is None:
            raise ValueError("this game has no recorded start: only a game made by Game.new "
                             "(or loaded from its save) can be replayed")
        return Game._begin([p.name for p in root.players], root.decks, root.seed,
                           replace(root.options))

    def replay(self, upto: int | None = None) -> Game:
        """A new Game: this game's `start()` with the first `upto` actions of its `history`
        taken again (all of them by default), the same game at that point. An action the
        replayed game refuses (a save whose history was edited) raises IllegalAction
        naming its place in the history."""
        history = self.root.history
        upto = len(history) if upto is None else upto
        if type(upto) is not int or not 0 <= upto <= len(history):
            raise ValueError(f"upto: a number of actions from 0 to {len(history)}, "
                             f"not {upto!r}")
        game = self.start()
        for number, action in enumerate(history[:upto], 1):
            try:
                game.act(action)
            except IllegalAction as refused:
                raise IllegalAction(f"action {number} of the history ({action.kind} by "
                                    f"seat {action.player}) can't be replayed: "
                                    f"{refused.reason}") from None
        return game

    # -- copies, views, saving ----------------------------------------------------------
    def copy(self) -> Game:
        """An independent game at the same point (the random generator included)."""
        return Game(self.root.copy())

    def view(self, player: int | str, legal_actions: bool = True, log: bool = True
             ) -> dict[str, Any]:
        """What `player` may see, as plain JSON (`tolaria.view`). The decision's legal
        actions are there as data (`decision["actions"]`) and, unless `legal_actions` is
        false, in the notation; the log's last lines unless `log` is false. The texts are
        most of a view's cost: a program that reads the data alone leaves them out."""
        from tolaria.view import view
        return view(self.state, self.player_index(player), legal_actions, log)

    def seat(self, player: int | str | None = None) -> Seat:
        """What `player` may see and ask (`tolaria.seat.Seat`): the view an agent decides
        from. Without `player`, the seat of the player who must decide now."""
        if player is None:
            decider = self.decider
            if decider is None:
                raise ValueError("no decision is pending: name the seat")
            return Seat(self, decider)
        return Seat(self, self.player_index(player))

    def determinize(self, player: int | str, rng: random.Random,
                    hand_excludes: Mapping[int, Collection[str]] | None = None) -> Game:
        """A copy of the game as `player` may believe it to be (information-set search).

        Every card `player` can't see (other players' hands, every library, but the cards
        they have looked at: CR 400.2, 401.2, 402.3) is dealt again at random among the
        places of its owner's hidden cards, so each owner's hidden cards are their deck
        list minus what `player` has seen, in a random arrangement; the copy's random
        generator is reseeded from `rng`. The result depends only on what `player` may see,
        on `rng` and on `hand_excludes` (deck lists are taken as known). Cards face down in
        exile or on the battlefield keep what they are. The other players' cards outside
        the game (their sideboards, CR 400.11a) are unknown to `player`: the copy has none.

        `hand_excludes` is a belief: for a player, the names of cards `player` believes
        are not in that player's hand (inferred from how they played, say). Their hidden
        hand is dealt from the other cards as far as those go; the excluded cards go to
        the library.
        """
        seat = self.player_index(player)
        world = self.copy()
        for owner, slots in enumerate(hidden_slots(world, seat)):
            cards = sorted((obj.card for obj in slots), key=lambda card: card.name)
            rng.shuffle(cards)
            excluded = hand_excludes.get(owner) if hand_excludes else None
            if excluded:
                cards = _hand_first(slots, cards, excluded)
            for obj, card in zip(slots, cards, strict=True):
                obj.card = card
        state = world.state
        for game_state in {id(world.root): world.root, id(state): state}.values():
            game_state.sideboards = [(who, name) for who, name in game_state.sideboards
                                     if who == seat]
        state.seed = rng.getrandbits(64)
        state.rng = random.Random(state.seed)
        if world.root is not state:
            world.root.rng = random.Random(rng.getrandbits(64))
        state.changed()
        return world

    def to_json(self) -> str:
        """The whole game as JSON text, at any decision (the random generator included):
        `Game.from_json` gives back the same game, with the same future."""
        from tolaria.serialize import save_text
        return save_text(self.root)

    @classmethod
    def from_json(cls, data: str | bytes | dict[str, Any]) -> Game:
        """The game saved by `to_json`, from its text (or that text parsed by `json.loads`).
        A save that was edited or cut short is checked against the save format before any
        of it is used and refused with `SerializeError` (a ValueError) naming the bad
        field."""
        from tolaria.serialize import state_from_json
        return cls(state_from_json(data))

    # -- notation ---------------------------------------------------------------------
    def notation(self, action: Action, exact: Collection[int] = ()) -> str:
        """The action in text notation (docs/scenarios.md), names as short as they can be;
        the objects whose ids are in `exact` always as `Name#id` (or their scenario alias),
        the way a board that tells them apart shows them."""
        from tolaria.notation import render
        return render(self.state, action, exact)

    def mode_texts(self, action: Action) -> tuple[str, ...]:
        """The printed texts of the modes `action` chooses (CR 700.2): those of a modal spell
        it casts, or of a modal triggered ability's mode it chooses (CR 603.3c); () if
        none."""
        from tolaria.view import mode_texts
        return mode_texts(self.state, action)

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

    def could_pay(self, player: int | str, cost: ManaCost) -> bool:
        """Whether `player` could pay the mana cost `cost` now from their mana pool and their
        untapped mana sources (CR 601.2g-h, 605.3a); X counts 0, and no costs but mana."""
        p = self.player_index(player)
        return can_pay(cost, self.state.players[p].pool, self.mana_sources(p))

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
        """A player's seat number from the number or the name (any case); a seat out of
        range or an unknown name is a ValueError, anything else a TypeError."""
        players = self.state.players
        if type(player) is int:
            if 0 <= player < len(players):
                return player
            raise ValueError(f"no player {player}: the seats are 0 to {len(players) - 1}")
        if not isinstance(player, str):
            raise TypeError(f"a player is a seat number or a name, not {player!r}")
        for p in players:
            if p.name.casefold() == player.casefold():
                return p.index
        raise ValueError(f"no player named {player!r} (players: "
                         + ", ".join(p.name for p in players) + ")")


def _hand_first(slots: Sequence[GameObject], cards: list[CardDef], excluded: Collection[str]
                ) -> list[CardDef]:
    """`cards` (shuffled) rearranged so that the hand's slots among `slots` get the first
    cards not `excluded`, as far as those go; the rest keep their order. Taking the first
    allowed card of a random order is a uniform draw among the allowed ones."""
    hand = sum(1 for obj in slots if obj.zone == "hand")
    allowed = [i for i, card in enumerate(cards) if card.name not in excluded][:hand]
    taken = set(allowed)
    first = [cards[i] for i in allowed]
    rest = iter([card for i, card in enumerate(cards) if i not in taken])
    out, k = [], 0
    for obj in slots:
        if obj.zone == "hand" and k < len(first):
            out.append(first[k])
            k += 1
        else:
            out.append(next(rest))
    return out


def _check_decks(decks: Any) -> list[DeckSpec]:
    """One deck per player (CR 100.1: two or more): each a Deck, a built-in deck's name or
    a deck file, or a list of card names."""
    if isinstance(decks, str | bytes | Deck) or not isinstance(decks, Sequence):
        raise TypeError(f"decks: a list with one deck per player, such as ['green', 'red'], "
                        f"not {decks!r}")
    if len(decks) < 2:
        raise ValueError("a game needs at least two players (CR 100.1)")
    for seat, deck in enumerate(decks):
        if isinstance(deck, Deck | str):
            continue
        if not isinstance(deck, Sequence):
            raise TypeError(f"deck {seat}: a Deck, a deck's name or file, or a list of card "
                            f"names, not {deck!r}")
        for card in deck:
            if not isinstance(card, str):
                raise TypeError(f"deck {seat}: a card name is text, not {card!r}")
    return list(decks)


def _check_names(names: Any, n: int) -> list[str]:
    """One name per player, each some text, no two the same (names are matched in any
    case, so "alice" and "Alice" are the same)."""
    if names is None or isinstance(names, list | tuple) and not names:
        return _default_names(n)
    if isinstance(names, str | bytes) or not isinstance(names, Sequence):
        raise TypeError(f"names: a list with one name per player, not {names!r}")
    names = list(names)
    if len(names) != n:
        raise ValueError(f"give one name per deck ({n} decks, {len(names)} names)")
    for name in names:
        if not isinstance(name, str):
            raise TypeError(f"a player's name is text, not {name!r}")
        if not name.strip():
            raise ValueError(f"a player's name can't be empty: {name!r}")
    folded = [name.casefold() for name in names]
    twice = sorted({name for name in names if folded.count(name.casefold()) > 1})
    if twice:
        raise ValueError(f"two players can't have the same name: {', '.join(twice)}")
    return names


def _check_seed(seed: Any) -> int:
    """A whole number; None draws one."""
    if seed is None:
        return random.randrange(2**32)
    if type(seed) is not int:
        raise TypeError(f"seed: a whole number or None, not {seed!r}")
    return seed


def _check_seat(what: str, seat: Any, n: int) -> None:
    """None, or a seat number among the `n` players (CR 103.1)."""
    if seat is None:
        return
    if type(seat) is not int:
        raise TypeError(f"{what}: a seat number or None, not {seat!r}")
    if not 0 <= seat < n:
        raise ValueError(f"{what}: no player {seat}: the seats are 0 to {n - 1} (CR 103.1)")


def _default_names(n: int) -> list[str]:
    base = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi"]
    return base[:n] if n <= len(base) else [f"Player {i + 1}" for i in range(n)]


def _commanders(decks: Sequence[DeckSpec], given: Sequence[Sequence[str]] | None
                ) -> tuple[tuple[str, ...], ...]:
    """Each seat's commanders (CR 903.3): those given, else each deck's `Commander`
    section; ValueError naming a seat without one."""
    if given is not None:
        if isinstance(given, str) or len(given) != len(decks) or any(
                isinstance(names, str) or not all(isinstance(n, str) for n in names)
                for names in given):
            raise TypeError("commanders: one list of commander names per player")
        return tuple(tuple(names) for names in given)
    out = []
    for seat, spec in enumerate(decks):
        deck = spec if isinstance(spec, Deck) else load_deck(spec) if isinstance(spec, str) \
            else None
        names = deck.commanders() if deck is not None else []
        if not names:
            raise ValueError(f"deck {seat}: a Commander deck names its commander in a "
                             "'Commander' section (CR 903.3)")
        out.append(tuple(names))
    return tuple(out)


def _companions(decks: Sequence[DeckSpec], given: Sequence[str | None] | None,
                card_lists: Sequence[Sequence[str]], leaders: Sequence[Sequence[str]]
                ) -> tuple[str, ...]:
    """Each seat's companion ("" for none): those given, else each Deck's `Companion`
    section; DeckRefused if a starting deck doesn't fulfill its condition (CR 103.2b,
    702.139a-b: a Commander deck with its commanders)."""
    from tolaria.rules.keywords.companion import why_not_revealed
    if given is None:
        given = [_deck_companion(spec) for spec in decks]
    if isinstance(given, str) or len(given) != len(decks):
        raise TypeError("companions: one card name or None per player")
    out = []
    for seat, name in enumerate(given):
        if not name:
            out.append("")
            continue
        deck = [card_def(c) for c in list(leaders[seat] if leaders else ()) + list(
            card_lists[seat])]
        problem = why_not_revealed(card_def(name), deck)
        if problem:
            raise DeckRefused(f"deck {seat}: {problem}")
        out.append(card_def(name).name)
    return tuple(out)


def _sideboards(decks: Sequence[DeckSpec], given: Sequence[Sequence[str]] | None,
                companions: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """Each seat's sideboard, the cards it owns outside the game (CR 100.4, 400.11a): those
    given, else each Deck's `Sideboard` section without one copy of its revealed companion
    (which stays outside the game as the companion, CR 103.2b)."""
    if given is None:
        given = [_deck_sideboard(spec, companions[seat] if companions else "")
                 for seat, spec in enumerate(decks)]
    if isinstance(given, str) or len(given) != len(decks) or any(
            isinstance(cards, str) or not all(isinstance(c, str) for c in cards)
            for cards in given):
        raise TypeError("sideboards: one list of card names per player")
    return tuple(tuple(cards) for cards in given)


def _deck_sideboard(spec: DeckSpec, companion: str) -> list[str]:
    deck = spec if isinstance(spec, Deck) else load_deck(spec) if isinstance(spec, str) \
        else None
    cards = deck.sideboard_cards() if deck is not None else []
    if companion and companion in cards:
        cards.remove(companion)
    return cards


def _deck_companion(spec: DeckSpec) -> str | None:
    deck = spec if isinstance(spec, Deck) else load_deck(spec) if isinstance(spec, str) \
        else None
    return deck.companion[0][1] if deck is not None and deck.companion else None


def _without(cards: list[str], names: Sequence[str]) -> list[str]:
    """The deck without its commanders, which start in the command zone (CR 903.6)."""
    rest = list(cards)
    for name in names:
        if name in rest:
            rest.remove(name)
    return rest


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
