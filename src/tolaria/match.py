"""A match: a series of games between the same players (CR 100.6a).

    >>> from tolaria.match import Match
    >>> match = Match.new(["green", "red"], seed=1)
    >>> match.game.decision.kind           # the first game's play/draw choice
    'play_first'

- A two-player match is best of `games` (three by default: the first to win two
  games wins it); a multiplayer match is one game (CR 100.6a).
- `match.game` is the game being played (the one just finished while players
  sideboard); `match.decision`, `legal_actions()` and `act()` drive the whole
  match as `Game` drives a game. A game may also be played on `match.game`
  directly: the match notices when it ends.
- Who chooses to play or draw (CR 103.1): in the first game a random player; in
  each later game the loser of the previous one; after a draw, the player who
  chose in that game.
- Between games (CR 100.4, 103.2a) each player, in seat order, may swap cards
  between their deck and their sideboard: the "sideboard" decision. Its legal
  actions are keeping the deck (`choice=()`) and each single swap
  (`choice=((card out, card in),)`, by card names); `act` takes any combination
  of swaps at once. A swap is one card for one, so the deck keeps its size.
- Playing for ante (CR 407): after each game the ante's cards belong to its
  winner; each leaves its old owner's deck (or sideboard) and joins the winner's
  sideboard for the rest of the match. `results` records every transfer.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tolaria.cards.registry import card_def, unsupported
from tolaria.data.actions import Action, Decision, IllegalAction
from tolaria.decks import Deck, load_deck
from tolaria.game import DeckRefused, DeckSpec, Game
from tolaria.rules.ante import refusal_message
from tolaria.rules.ante import refused as ante_cards
from tolaria.serialize import state_to_json

SEED_STEP = 1_000_003                     # game n of a match plays with seed + n * SEED_STEP


@dataclass(slots=True)
class DeckLists:
    """One player's deck and sideboard for the match, one card name per card."""

    main: list[str]
    sideboard: list[str] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class GameResult:
    """How one game of the match ended."""

    number: int                           # 1, 2, 3...
    winner: int | None                    # None: a draw (CR 104.4)
    turns: int
    chooser: int                          # who chose to play or draw (CR 103.1)
    transfers: tuple[tuple[str, int, int, int], ...] = ()   # ante (CR 407.2), see tolaria.rules.ante


class Match:
    """A best-of-N match (CR 100.6a), driven one decision at a time."""

    __slots__ = ("names", "decks", "seed", "rules", "best_of", "ante", "skip_mulligans",
                 "game", "results", "sideboarding", "chooser", "started")

    def __init__(self) -> None:
        self.names: list[str] = []
        self.decks: list[DeckLists] = []
        self.seed = 0
        self.rules = "modern"
        self.best_of = 3
        self.ante = False
        self.skip_mulligans = False
        self.game: Game | None = None
        self.results: list[GameResult] = []
        self.sideboarding: list[int] = []   # players still to decide on sideboarding
        self.chooser: int | None = None     # who chooses play or draw in the current game
        self.started = 0                    # games started so far

    @classmethod
    def new(cls, decks: Sequence[DeckSpec], names: Sequence[str] | None = None, seed: int = 0,
            rules: str = "modern", games: int | None = None, ante: bool = False,
            skip_mulligans: bool = False) -> Match:
        """A match; `games` is the most games it can take (best of three for two players,
        one game for more, CR 100.6a). Decks may be Decks with sideboards, files or names."""
        match = cls()
        match.decks = [_lists(spec) for spec in decks]
        match.best_of = games if games is not None else (3 if len(decks) == 2 else 1)
        if match.best_of < 1:
            raise ValueError("a match has at least one game")
        match.seed, match.rules, match.ante = seed, rules, ante
        match.skip_mulligans = skip_mulligans
        _check_sideboards(match.decks, ante)
        match.game = Game.new([d.main for d in match.decks], names,
                              sideboards=[d.sideboard for d in match.decks], seed=seed,
                              rules=rules,
                              skip_mulligans=skip_mulligans, ante=ante)
        match.names = [p.name for p in match.game.root.players]
        match.chooser = _chooser(match.game)
        match.started = 1
        return match

    # -- where the match is ----------------------------------------------------------------
    @property
    def number(self) -> int:
        """The number of the current (or last) game."""
        return self.started

    @property
    def wins(self) -> list[int]:
        """Games won by each player."""
        won = Counter(r.winner for r in self.results if r.winner is not None)
        return [won[i] for i in range(len(self.names))]

    @property
    def over(self) -> bool:
        self._sync()
        return not self.sideboarding and self._recorded() and self._finished()

    @property
    def winner(self) -> str | None:
        """The player who won the match, or None (not over, or tied)."""
        if not self.over:
            return None
        wins = self.wins
        best = max(wins)
        leaders = [i for i, w in enumerate(wins) if w == best]
        return self.names[leaders[0]] if best > 0 and len(leaders) == 1 else None

    @property
    def decision(self) -> Decision | None:
        self._sync()
        if self.sideboarding:
            p = self.sideboarding[0]
            return Decision("sideboard", p, options=tuple(self.decks[p].sideboard),
                            prompt=f"game {len(self.results) + 1} is next: swap cards between "
                                   "your deck and your sideboard, or keep it (CR 100.4)")
        return self.game.decision if self.game is not None else None

    def legal_actions(self) -> list[Action]:
        d = self.decision
        if d is None:
            return []
        if d.kind != "sideboard":
            return self.game.legal_actions()
        lists = self.decks[d.player]
        swaps = [((out, card),) for out in dict.fromkeys(lists.main)
                 for card in dict.fromkeys(lists.sideboard) if out != card]
        return [Action("choose", d.player, choice=())] + [
            Action("choose", d.player, choice=s) for s in swaps]

    # -- acting ----------------------------------------------------------------------------
    def act(self, action: Action | str) -> None:
        """Answer the match's decision; an illegal answer raises IllegalAction."""
        d = self.decision
        if d is None:
            raise IllegalAction("the match is over")
        if d.kind == "sideboard":
            if isinstance(action, str):
                action = self.parse_sideboard(action, d.player)
            self._sideboard(d.player, action)
            return
        self.game.act(action)
        self._sync()

    def parse_sideboard(self, text: str, player: int) -> Action:
        """"keep", or "swap Shock for Lightning Bolt; Forest for Mountain"."""
        words = text.strip()
        if words.lower() in ("keep", "keep deck", "choose nothing"):
            return Action("choose", player, choice=())
        if not words.lower().startswith("swap "):
            raise IllegalAction("sideboard with 'keep' or 'swap CARD for CARD; ...' (CR 100.4)")
        pairs = []
        for part in words[5:].split(";"):
            out, sep, card = part.partition(" for ")
            if not sep:
                raise IllegalAction(f"write each swap as 'CARD for CARD': {part.strip()!r}")
            pairs.append((_canonical(out.strip()), _canonical(card.strip())))
        return Action("choose", player, choice=tuple(pairs))

    def _sideboard(self, player: int, action: Action) -> None:
        if action.player != player or action.kind != "choose":
            raise IllegalAction(f"it's {self.names[player]}'s sideboarding decision")
        lists = self.decks[player]
        outs = Counter(pair[0] for pair in action.choice)
        ins = Counter(pair[1] for pair in action.choice)
        if any(len(pair) != 2 for pair in action.choice):
            raise IllegalAction("each swap is (card out of the deck, card in from the sideboard)")
        if outs - Counter(lists.main):
            raise IllegalAction(f"not in {self.names[player]}'s deck: "
                                + ", ".join(sorted(outs - Counter(lists.main))))
        if ins - Counter(lists.sideboard):
            raise IllegalAction(f"not in {self.names[player]}'s sideboard: "
                                + ", ".join(sorted(ins - Counter(lists.sideboard))))
        lists.main = list((Counter(lists.main) - outs + ins).elements())
        lists.sideboard = list((Counter(lists.sideboard) - ins + outs).elements())
        self.sideboarding.pop(0)
        if not self.sideboarding:
            self._next_game()

    # -- between games ---------------------------------------------------------------------
    def _recorded(self) -> bool:
        """Has the last game started ended and been recorded?"""
        return len(self.results) == self.started

    def _sync(self) -> None:
        """Record a game that has just ended, and start sideboarding for the next one."""
        game = self.game
        if game is None or not game.over or self._recorded():
            return
        state = game.root
        result = GameResult(len(self.results) + 1, state.winner, state.turn,
                            self.chooser if self.chooser is not None else 0,
                            tuple(state.transfers))
        self.results.append(result)
        for name, _, old, new in result.transfers:                    # CR 407.2
            _transfer(self.decks, name, old, new)
        if not self._finished():
            self.sideboarding = list(range(len(self.names)))          # CR 100.4

    def _finished(self) -> bool:
        wins = self.wins
        needed = self.best_of // 2 + 1
        return max(wins) >= needed or len(self.results) >= self.best_of

    def _next_game(self) -> None:
        """CR 103.1: the loser of the previous game chooses; after a draw, the same chooser."""
        last = self.results[-1]
        if last.winner is None:
            chooser = last.chooser
        else:
            losers = [p.index for p in self.game.root.players if p.lost]
            chooser = losers[0] if losers else last.chooser
        n = len(self.results)
        _check_sideboards(self.decks, self.ante)
        self.game = Game.new([d.main for d in self.decks], self.names,
                             sideboards=[d.sideboard for d in self.decks],
                             seed=self.seed + n * SEED_STEP, rules=self.rules,
                             skip_mulligans=self.skip_mulligans, ante=self.ante,
                             chooser=chooser)
        self.chooser = chooser
        self.started += 1

    # -- copies and saving -----------------------------------------------------------------
    def copy(self) -> Match:
        new = Match()
        new.names = list(self.names)
        new.decks = [DeckLists(list(d.main), list(d.sideboard)) for d in self.decks]
        new.seed, new.rules, new.best_of = self.seed, self.rules, self.best_of
        new.ante, new.skip_mulligans = self.ante, self.skip_mulligans
        new.game = self.game.copy() if self.game is not None else None
        new.results = list(self.results)
        new.sideboarding = list(self.sideboarding)
        new.chooser, new.started = self.chooser, self.started
        return new

    def to_json(self) -> dict[str, Any]:
        return {
            "names": list(self.names),
            "decks": [{"main": list(d.main), "sideboard": list(d.sideboard)}
                      for d in self.decks],
            "seed": self.seed, "rules": self.rules, "best_of": self.best_of,
            "ante": self.ante, "skip_mulligans": self.skip_mulligans,
            "results": [{"number": r.number, "winner": r.winner, "turns": r.turns,
                         "chooser": r.chooser, "transfers": [list(t) for t in r.transfers]}
                        for r in self.results],
            "sideboarding": list(self.sideboarding), "chooser": self.chooser,
            "started": self.started,
            # the game as a JSON object inside this one (`Game.to_json` is its text)
            "game": state_to_json(self.game.root) if self.game is not None else None,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Match:
        match = cls()
        match.names = list(data["names"])
        match.decks = [DeckLists(list(d["main"]), list(d["sideboard"])) for d in data["decks"]]
        match.seed, match.rules, match.best_of = data["seed"], data["rules"], data["best_of"]
        match.ante, match.skip_mulligans = data["ante"], data["skip_mulligans"]
        match.results = [GameResult(r["number"], r["winner"], r["turns"], r["chooser"],
                                    tuple(tuple(t) for t in r["transfers"]))
                         for r in data["results"]]
        match.sideboarding = list(data["sideboarding"])
        match.chooser, match.started = data["chooser"], data["started"]
        match.game = Game.from_json(data["game"]) if data["game"] is not None else None
        return match


# -- helpers -------------------------------------------------------------------------------

def _lists(spec: DeckSpec) -> DeckLists:
    if isinstance(spec, Deck):
        return DeckLists(spec.cards(), spec.sideboard_cards())
    if isinstance(spec, str):
        deck = load_deck(spec)
        return DeckLists(deck.cards(), deck.sideboard_cards())
    return DeckLists(list(spec))


def _check_sideboards(decks: list[DeckLists], ante: bool) -> None:
    """Sideboards follow the deck rules too: playable cards; no ante cards unless playing for
    ante (CR 407.3)."""
    side = [name for d in decks for name in d.sideboard]
    gaps = unsupported(side)
    if gaps:
        lines = "\n".join(f"  {n}: {'; '.join(g)}" for n, g in gaps.items())
        raise DeckRefused(f"these sideboard cards can't be played by the engine yet:\n{lines}")
    banned = [] if ante else ante_cards(card_def(name) for name in side)
    if banned:
        raise DeckRefused(refusal_message(banned, "sideboard"))


def _chooser(game: Game) -> int | None:
    d = game.decision
    return d.player if d is not None and d.kind == "play_first" else None


def _transfer(decks: list[DeckLists], name: str, old: int, new: int) -> None:
    """The winner now owns the card (CR 407.2): it leaves its old owner's cards for good."""
    for pile in (decks[old].main, decks[old].sideboard):
        if name in pile:
            pile.remove(name)
            break
    decks[new].sideboard.append(name)


def _canonical(name: str) -> str:
    from tolaria.cards.database import CardDatabase
    return CardDatabase.bundled().get(name).name
