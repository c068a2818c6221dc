"""The `tolaria` command: play a game, run scenarios, look up cards, benchmark.

    tolaria play [--deck FILE_OR_NAME]... [--agent random|heuristic|human]... [--seed N]
                 [--rules modern|classic-2008] [--match] [--ante]
    tolaria scenario FILE...
    tolaria cards show NAME
    tolaria bench [--matchup green-red|wu-br] [--games N] [--seconds S] [--json]

Bad input (an unknown or unsupported card, a malformed deck) is reported in
one clear message with exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections.abc import Sequence

from tolaria.cards.database import UnknownCard
from tolaria.cards.registry import UnsupportedCard
from tolaria.decks import DeckError
from tolaria.game import DeckRefused, Game
from tolaria.state import LogEntry

DEFAULT_DECKS = ("green", "red")
AGENTS = ("random", "heuristic", "human")
BAD_INPUT = (DeckRefused, DeckError, UnknownCard, UnsupportedCard)
EXIT_BAD_INPUT = 2


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return EXIT_BAD_INPUT
    for option in ("deck", "agent"):
        if len(getattr(args, option, None) or ()) > 2:
            parser.error(f"give --{option} at most twice (first and second player)")
    if getattr(args, "games", 1) < 1:
        parser.error("--games must be at least 1")
    try:
        return args.run(args)
    except BAD_INPUT as problem:
        return _refuse(problem)
    except BrokenPipeError:                # `tolaria play | head`: the reader left;
        devnull = os.open(os.devnull, os.O_WRONLY)     # Python's documented way to stop
        os.dup2(devnull, sys.stdout.fileno())          # the flush at exit from failing
        return 0


def _refuse(problem: Exception) -> int:
    print(f"tolaria: error: {problem}", file=sys.stderr)
    return EXIT_BAD_INPUT


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tolaria", description="A Magic: The Gathering rules engine.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help="play a whole game between two agents and print the log")
    play.add_argument("--deck", action="append", metavar="FILE_OR_NAME",
                      help="a deck file or built-in deck (green, red, wu, br); give it twice "
                           "for the first and the second player (default: green vs red)")
    play.add_argument("--agent", action="append", choices=AGENTS,
                      help="who plays: once for both seats or twice (default: heuristic); "
                           "'human' plays in the terminal")
    play.add_argument("--seed", type=int, help="random seed (default: a random one, printed)")
    play.add_argument("--rules", default="modern",
                      help="the ruleset: modern or classic-2008 (default: modern)")
    play.add_argument("--match", action="store_true",
                      help="play a best-of-three match (CR 100.6a) instead of one game")
    play.add_argument("--ante", action="store_true", help="play for ante (CR 407)")
    play.set_defaults(run=_play)

    scenario = sub.add_parser("scenario", help="run scenario files (see SCENARIOS.md)")
    scenario.add_argument("paths", nargs="+", metavar="FILE")
    scenario.set_defaults(run=_scenario)

    cards = sub.add_parser("cards", help="look up cards")
    cards_sub = cards.add_subparsers(dest="cards_command", metavar="ACTION", required=True)
    show = cards_sub.add_parser("show", help="a card's Oracle data and whether it's supported")
    show.add_argument("name", nargs="+", help="the card's name (quotes optional)")
    show.set_defaults(run=_cards_show)

    bench = sub.add_parser("bench", help="time random-vs-random games")
    bench.add_argument("--matchup", default="green-red", choices=("green-red", "wu-br"))
    bench.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    bench.add_argument("--seconds", type=float, help="start no new game after this many seconds")
    bench.add_argument("--seed", type=int, default=0)
    bench.add_argument("--json", action="store_true", help="print one JSON object")
    bench.set_defaults(run=_bench)
    return parser


# -- tolaria play ---------------------------------------------------------------------------

def _play(args: argparse.Namespace) -> int:
    from tolaria.agents import make_agent, play_out

    decks = list(args.deck or []) + list(DEFAULT_DECKS[len(args.deck or []):])
    kinds = list(args.agent or ["heuristic"])
    kinds = kinds * 2 if len(kinds) == 1 else kinds
    seed = args.seed if args.seed is not None else random.randrange(1_000_000)
    if args.match:
        return _play_match(args, decks, kinds, seed)
    try:
        game = Game.new(decks, seed=seed, rules=args.rules, ante=args.ante)
    except ValueError as problem:          # a refused deck, or rules Game.new doesn't know
        return _refuse(problem)
    names = [p.name for p in game.state.players]
    print(f"{names[0]} ({decks[0]}, {kinds[0]}) vs {names[1]} ({decks[1]}, {kinds[1]}), "
          f"seed {seed}")
    agents = [make_agent(kind, seed=2 * seed + seat) for seat, kind in enumerate(kinds)]
    printer = LogPrinter()
    printer(game)
    play_out(game, agents, after=printer)
    print()
    print(f"{game.winner} wins on turn {game.state.turn}." if game.winner
          else f"The game is a draw (turn {game.state.turn}).")
    return 0


def _play_match(args: argparse.Namespace, decks: list[str], kinds: list[str], seed: int
                ) -> int:
    """A best-of-three match (CR 100.6a); the agents keep their decks between games."""
    from tolaria.actions import Action
    from tolaria.agents import make_agent, play_out
    from tolaria.match import Match

    try:
        match = Match.new(decks, seed=seed, rules=args.rules, ante=args.ante)
    except ValueError as problem:
        return _refuse(problem)
    names = match.names
    print(f"Match: {names[0]} ({decks[0]}, {kinds[0]}) vs {names[1]} ({decks[1]}, "
          f"{kinds[1]}), best of {match.best_of}, seed {seed}")
    agents = [make_agent(kind, seed=2 * seed + seat) for seat, kind in enumerate(kinds)]
    while not match.over:
        decision = match.decision
        if decision.kind == "sideboard":                    # CR 100.4: no swaps
            match.act(Action("choose", decision.player, choice=()))
            continue
        game = match.game
        print(f"\n=== Game {match.number} ===")
        printer = LogPrinter()
        printer(game)
        play_out(game, agents, after=printer)
        print()
        print(f"{game.winner} wins game {match.number} on turn {game.state.turn}."
              if game.winner else f"Game {match.number} is a draw.")
    score = "-".join(str(w) for w in match.wins)
    print(f"\n{match.winner} wins the match {score}." if match.winner
          else f"\nThe match is a draw ({score}).")
    return 0


class LogPrinter:
    """Prints the log entries added since the last call, grouped by turn and step."""

    __slots__ = ("printed", "where")

    def __init__(self) -> None:
        self.printed = 0
        self.where: tuple[int, str] | None = None

    def __call__(self, game: Game) -> None:
        log = game.log
        for entry in log[self.printed:]:
            self._print(entry)
        self.printed = len(log)

    def _print(self, entry: LogEntry) -> None:
        if self.where is None or entry.turn != self.where[0]:
            print(f"\n== Turn {entry.turn} ==" if entry.turn else "== Start of the game ==")
            self.where = (entry.turn, "")
        if entry.turn and entry.step != self.where[1]:
            print(f"  {entry.step}:")
        self.where = (entry.turn, entry.step)
        print(f"    {entry}")


# -- tolaria scenario ----------------------------------------------------------------------

def _scenario(args: argparse.Namespace) -> int:
    from tolaria.scenario import main as run_scenarios
    return run_scenarios(args.paths)


# -- tolaria cards show ----------------------------------------------------------------------

def _cards_show(args: argparse.Namespace) -> int:
    from tolaria.cards.database import CardDatabase
    from tolaria.cards.registry import card_def

    data = CardDatabase.bundled().get(" ".join(args.name))
    print(f"{data.name}  {data.mana_cost or ''}".rstrip())
    print(data.type_line)
    if data.text:
        print(data.text)
    if data.power is not None:
        print(f"{data.power}/{data.toughness}")
    if data.loyalty is not None:
        print(f"Loyalty: {data.loyalty}")
    try:
        card_def(data.name)
    except UnsupportedCard as gap:
        print("Supported: no; the engine can't read:")
        for line in gap.gaps:
            print(f"  {line}")
        return 0
    print("Supported: yes")
    return 0


# -- tolaria bench ---------------------------------------------------------------------------

def _bench(args: argparse.Namespace) -> int:
    from tolaria.bench import run

    result = run(args.matchup, games=args.games, seconds=args.seconds, seed=args.seed)
    print(json.dumps(result.to_json()) if args.json else str(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
