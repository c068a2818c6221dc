"""One game as the environments play it: options in, observations and rewards out.

`Episode` is shared by the PettingZoo environment (`tolaria.env.multi`, every seat an
agent of the environment) and the Gymnasium one (`tolaria.env.single`, one seat against
fixed opponents). It keeps the `Game`, each seat's `Choices` (`tolaria.env.choices`) and
the `Encoder` (`tolaria.env.encoding`), and it sees the game the way the rules let each
seat see it: an observation is made from `Game.view(seat)` alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from gymnasium import spaces

from tolaria import Game
from tolaria.env.choices import Choices, Option
from tolaria.env.encoding import BOUND, Encoder, Layout
from tolaria.env.rewards import Potential, board_potential
from tolaria.terminal import board_text

MAX_ACTIONS = 64
MAX_OBJECTS = 128
MAX_STACK = 16
MAX_STEPS = 20_000


@dataclass(frozen=True)
class Settings:
    """What every episode of an environment is played with (the environments' arguments;
    their docstrings say what each means)."""

    decks: tuple[Any, ...] = ("green", "red")
    players: int = 2
    rules: str = "modern"
    max_actions: int = MAX_ACTIONS
    max_objects: int = MAX_OBJECTS
    max_stack: int = MAX_STACK
    max_steps: int = MAX_STEPS
    text: bool = False
    skip_forced: bool = True
    shaping: float = 0.0
    potential: Potential = board_potential
    game_options: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if type(self.players) is not int or self.players < 2:
            raise ValueError(f"players: a whole number, at least 2 (CR 100.1), not "
                             f"{self.players!r}")
        if isinstance(self.decks, str) or not isinstance(self.decks, Sequence) \
                or not self.decks:
            raise TypeError(f"decks: a list of decks (built-in names, deck files or card "
                            f"lists), not {self.decks!r}")
        for name in ("max_actions", "max_objects", "max_stack", "max_steps"):
            value = getattr(self, name)
            if type(value) is not int or value < (2 if name == "max_actions" else 1):
                raise ValueError(f"{name}: a whole number of at least "
                                 f"{2 if name == 'max_actions' else 1}, not {value!r}")

    @property
    def layout(self) -> Layout:
        return Layout(self.players, self.max_objects, self.max_stack, self.max_actions)

    def observation_space(self) -> spaces.Dict:
        """{"observation": the flat encoding, "action_mask": 1 for each option offered}."""
        return spaces.Dict({
            "observation": spaces.Box(-BOUND, BOUND, (self.layout.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (self.max_actions,), np.int8),
        })

    def new_game(self, seed: int) -> Game:
        """A game with one deck per player (the decks taken in turn when there are fewer
        decks than players)."""
        decks = [self.decks[i % len(self.decks)] for i in range(self.players)]
        return Game.new(decks, seed=seed, rules=self.rules, **self.game_options)


class Episode:
    """A game played through options; `version` counts the changes, for caching."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.encoder = Encoder(settings.layout)
        self.game: Game | None = None
        self.choices: list[Choices] = []
        self.steps = 0
        self.version = 0
        self._views: dict[tuple[int, bool], dict[str, Any]] = {}     # (seat, texts)
        self._decider: tuple[int, int | None] = (-1, None)     # (version, seat)

    def start(self, seed: int, game: Game | None = None) -> Game:
        """A new game from `seed`, or a copy of `game` (a position set up elsewhere, such as
        a scenario's, with as many players as the settings say)."""
        if game is None:
            self.game = self.settings.new_game(seed)
        elif not isinstance(game, Game):
            raise TypeError(f"options['game']: a Game, not {game!r}")
        elif len(game.state.players) != self.settings.players:
            raise ValueError(f"options['game'] has {len(game.state.players)} players; the "
                             f"environment was made for {self.settings.players}")
        else:
            self.game = game.copy()
        self.choices = [Choices(self.settings.max_actions) for _ in range(self.settings.players)]
        self.steps = 0
        self._changed()
        return self.game

    # -- who decides what ---------------------------------------------------------------
    @property
    def decider(self) -> int | None:
        """The seat the game waits on (None once it is over); kept until the game changes."""
        if self._decider[0] == self.version:
            return self._decider[1]
        game = self._game()
        d = game.decision
        if game.over:
            seat = None
        elif d is None:
            raise RuntimeError("the game is not over but nobody has a decision")
        else:
            seat = game.decider                  # a controlled player's controller (CR 720.5)
        self._decider = (self.version, seat)
        return seat

    def options(self, seat: int) -> list[Option]:
        """The options `seat` has now (none if it isn't deciding)."""
        if self.decider != seat:
            return []
        return self.choices[seat].options(self._game())

    def mask(self, seat: int) -> np.ndarray:
        out = np.zeros(self.settings.max_actions, dtype=np.int8)
        out[:len(self.options(seat))] = 1
        return out

    # -- acting ---------------------------------------------------------------------------
    def step(self, seat: int, number: int) -> bool:
        """Take option `number` for `seat`; False (and nothing changes) if it has no such
        option."""
        if not 0 <= number < len(self.options(seat)):
            return False
        game = self._game()
        action = self.choices[seat].choose(game, number)
        if action is not None:
            game.act(action)
        self.steps += 1
        self._changed(game_changed=action is not None)
        return True

    def act(self, action: Any) -> None:
        """Take an action chosen outside the options (an opponent agent's)."""
        self._game().act(action)
        self._changed()

    def skip_forced(self, seats: Sequence[int]) -> None:
        """Take every option that is alone of its step, for the seats in `seats` (a
        decision with one answer is no decision; `Settings.skip_forced`)."""
        if not self.settings.skip_forced:
            return
        while (seat := self.decider) is not None and seat in seats \
                and len(self.options(seat)) == 1:
            action = self.choices[seat].choose(self._game(), 0)
            if action is not None:
                self._game().act(action)
            self._changed(game_changed=action is not None)

    # -- what a seat sees -------------------------------------------------------------------
    def view(self, seat: int, texts: bool = False) -> dict[str, Any]:
        """`Game.view(seat)`, kept until the game changes (a part, an element or a page
        chosen leaves the game as it was); the notation of the legal actions (`texts`) only
        when asked for, or when the settings keep the text view."""
        texts = texts or self.settings.text
        key = (seat, texts)
        found = self._views.get(key)
        if found is None:
            found = self._game().view(seat, legal_actions=texts, log=texts)
            self._views[key] = found
        return found

    def observe(self, seat: int) -> dict[str, np.ndarray]:
        """The observation of `seat`: its encoded view and its action mask."""
        options = self.options(seat)
        choices = self.choices[seat] if options else None
        observation = self.encoder.encode(
            self.view(seat), options, page=choices.page if choices else 0,
            pages=choices.pages if choices else 1, chosen=choices.chosen if choices else ())
        mask = np.zeros(self.settings.max_actions, dtype=np.int8)
        mask[:len(options)] = 1
        return {"observation": observation, "action_mask": mask}

    def render(self, seat: int, mode: str | None) -> str | None:
        """Gymnasium's and PettingZoo's `render` for `seat`: `ansi` returns the text view,
        `human` prints it, None renders nothing."""
        if mode is None:
            return None
        text = self.text(seat)
        if mode == "human":
            print(text)
            return None
        return text

    def text(self, seat: int) -> str:
        """The seat's view as text: the board (`tolaria.terminal.board_text`), the
        decision and the numbered options."""
        view = self.view(seat)
        lines = [board_text(view)]
        options = self.options(seat)
        decision = view.get("decision")
        if decision and options:
            choices = self.choices[seat]
            lines.append(f"{decision.get('prompt') or decision['kind']}:")
            lines += [f"  {i}. {label(option, decision, choices.page, choices.pages)}"
                      for i, option in enumerate(options)]
        return "\n".join(lines)

    def potential(self, seat: int) -> float:
        """The shaping potential of `seat` now (0 once the game is over)."""
        if self._game().over:
            return 0.0
        return float(self.settings.potential(self.view(seat), seat))

    # -- results ------------------------------------------------------------------------------
    def lost(self, seat: int) -> bool:
        """Has `seat` lost (the game goes on without it in multiplayer, CR 104.3, 800.4a)?"""
        game = self._game()
        return game.state.players[seat].lost or (game.over and self.winner() not in (None, seat))

    def winner(self) -> int | None:
        game = self._game()
        return game.player_index(game.winner) if game.winner is not None else None

    def result(self, seat: int) -> float:
        """+1 for a win, -1 for a loss, 0 for a draw or a game still going (CR 104)."""
        if self.lost(seat):
            return -1.0
        return 1.0 if self._game().over and self.winner() == seat else 0.0

    def _game(self) -> Game:
        if self.game is None:
            raise RuntimeError("call reset() first: no game has been started")
        return self.game

    def _changed(self, game_changed: bool = True) -> None:
        """A step was taken: the options (and so the observations) changed; the views only
        if the game did."""
        self.version += 1
        if game_changed:
            self._views.clear()


def label(option: Option, decision: dict[str, Any], page: int, pages: int) -> str:
    """An option in words: the notation of its action (needs the view's texts), a part, an
    element by the names it holds, "done" or "more"."""
    texts = decision.get("legal_actions")
    if option.kind == "more":
        return f"more (page {page + 1} of {pages})"
    if option.kind == "done":
        return "done"
    if option.kind == "element":
        item = decision["actions"][option.index]["choice"][option.position]
        parts = item if isinstance(item, list) else [item]
        return "then " + " ".join(str(p["name"]) if isinstance(p, dict) else str(p)
                                  for p in parts)
    text = texts[option.index] if texts else repr(decision["actions"][option.index])
    return f"add: {text}" if option.kind == "part" else text


def seeds(rng: np.random.Generator) -> int:
    """A game seed drawn from the environment's random generator."""
    return int(rng.integers(2**63 - 1))



def option_number(action: Any) -> int:
    """An option number from an int or a numpy integer (a 0-d array too); anything else
    is a TypeError."""
    if isinstance(action, np.ndarray) and action.shape == ():
        action = action.item()
    if isinstance(action, bool) or not isinstance(action, int | np.integer):
        raise TypeError(f"an action is the number of an option (an int), not {action!r}")
    return int(action)
