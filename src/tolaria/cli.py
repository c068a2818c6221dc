"""The `tolaria` command: play a game, run scenarios, look up cards, benchmark.

    tolaria play [--deck FILE_OR_NAME]... [--agent random|heuristic|human]... [--seed N]
                 [--rules modern|classic-2008] [--match] [--ante] [--save FILE]
    tolaria replay SAVE [--as PLAYER]
    tolaria serve [--host HOST] [--port N] [--db FILE]
    tolaria scenario FILE...
    tolaria deck check FILE [--format standard|pioneer|modern|legacy|vintage|pauper|commander]
    tolaria cards show NAME | search [--name|--type|--text|--mv|--color|--supported]
    tolaria cards coverage [--json] | import AtomicCards.json[.gz]
    tolaria bench [--matchup green-red|wu-br] [--games N] [--seconds S] [--json]
    tolaria bench --env aec|gym [--matchup M] [--games N] [--seconds S] [--text] [--json]
    tolaria simulate --agent A --agent B --deck X --deck Y [--games N] [--workers N]
                     [--ray ADDRESS] [--json FILE] [--seed N] [--simulations N] [--seconds S]

Bad input (an unknown or unsupported card, a malformed deck) is reported in
one clear message with exit status 2, never a traceback; Ctrl-C ends any command
with "tolaria: interrupted" and exit status 130 (128 + SIGINT, as shells report it).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections.abc import Callable, Sequence

from tolaria import catalog
from tolaria.catalog import COLOR_LETTERS, BadCardDatabase, UnknownCard, UnsupportedCard
from tolaria.decks import (
    COMMANDER_DECKS,
    FORMATS,
    DeckError,
    check_deck,
    load_deck,
    size_warnings,
)
from tolaria.game import DeckRefused, Game, LogEntry

DEFAULT_DECKS = ("green", "red")
# `tolaria play --format`: a format with deck rules (`tolaria.decks.FORMATS`: the decks are
# checked first) or a variant with none of its own (two-headed-giant); the multiplayer
# variant each plays and its default decks.
PLAY_FORMATS = (*FORMATS, "two-headed-giant")
FORMAT_VARIANTS = {"commander": "commander", "two-headed-giant": "two-headed-giant"}
FORMAT_DECKS = {"commander": COMMANDER_DECKS,
                "two-headed-giant": ("green", "red", "wu", "br")}
AGENTS = ("random", "heuristic", "mcts", "human")
BAD_INPUT = (DeckRefused, DeckError, UnknownCard, UnsupportedCard)
EXIT_BAD_INPUT = 2
EXIT_INTERRUPTED = 130              # 128 + SIGINT: what a shell reports for Ctrl-C


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
    if getattr(args, "save", None) and getattr(args, "match", False):
        parser.error("--save saves one game: leave out --match")
    try:
        return args.run(args)
    except BAD_INPUT as problem:
        return _refuse(problem)
    except KeyboardInterrupt:              # Ctrl-C: a short message, never a traceback
        print("\ntolaria: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
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
                      help="who plays: once for every seat, or once per seat, the last one "
                           "for the seats left (default: heuristic); 'human' plays in the "
                           "terminal")
    play.add_argument("--seed", type=int, help="random seed (default: a random one, printed)")
    play.add_argument("--rules", default="modern",
                      help="the ruleset: modern or classic-2008 (default: modern)")
    play.add_argument("--match", action="store_true",
                      help="play a best-of-three match (CR 100.6a) instead of one game")
    play.add_argument("--ante", action="store_true", help="play for ante (CR 407)")
    play.add_argument("--format", choices=PLAY_FORMATS, default=None, metavar="FORMAT",
                      help="check the decks for this format first (" + ", ".join(FORMATS)
                           + "); without it, a deck under 40 cards gets a warning. "
                           "commander: a Commander game (CR 903), four players by default "
                           "with the built-in Commander decks; two-headed-giant: two teams "
                           "of two (CR 810); give --deck once per player")
    play.add_argument("--save", metavar="FILE",
                      help="save the game when it ends (or is left); `tolaria replay FILE` "
                           "steps through it")
    play.set_defaults(run=_play)

    deck = sub.add_parser("deck", help="check a deck list")
    deck_actions = deck.add_subparsers(dest="action", metavar="ACTION", required=True)
    check = deck_actions.add_parser(
        "check", help="every problem a deck has in a format (exit status 1 if any)",
        description="Report every problem of a deck in a format: its size, copies of a "
                    "card, banned, restricted and not-legal cards, the sideboard's size "
                    "(CR 100.2a, 100.4a; legalities from the card data).")
    check.add_argument("path", metavar="FILE_OR_NAME", help="a deck file or built-in deck")
    check.add_argument("--format", choices=tuple(FORMATS), metavar="FORMAT",
                       help="the format (" + ", ".join(FORMATS) + "); without it, only a "
                            "deck under 40 cards is reported")
    check.set_defaults(run=_deck_check)

    scenario = sub.add_parser(
        "scenario", help="run scenario files (see docs/scenarios.md)",
        description="Run scenario files: set up a position, play actions in the text "
                    "notation, check the expectations. Prints PASS or FAIL for each file "
                    "and exits 0 only if all pass.",
        epilog="The scenario file format and the action notation are described in full "
               "in docs/scenarios.md in the tolaria repository.")
    scenario.add_argument("paths", nargs="+", metavar="FILE")
    scenario.set_defaults(run=_scenario)

    replay = sub.add_parser(
        "replay", help="step through a saved game (tolaria play --save FILE), forward and back",
        description="Step through a saved game from its start, one action at a time, with "
                    "the board at each step as one player sees it. Enter goes on to the "
                    "next action that isn't a pass, n one action, b back one, a number to "
                    "that step, q leaves; h lists the commands.")
    replay.add_argument("path", metavar="SAVE")
    replay.add_argument("--as", dest="seat", metavar="PLAYER",
                        help="whose view to show (a name or seat number; default: the first "
                             "player)")
    replay.set_defaults(run=_replay)

    serve = sub.add_parser(
        "serve", help="the web table: play in a browser against an agent or another person",
        description="Start a local web server for the table and print its address. Open it, "
                    "start a game against an agent or another person (send them their seat "
                    "link); games are kept in an SQLite file after every action, so a "
                    "restarted server goes on with them. Needs pip install 'tolaria[web]'.")
    serve.add_argument("--host", default="127.0.0.1",
                       help="the address to listen on (default 127.0.0.1, this machine only; "
                            "0.0.0.0 for the other machines of your network)")
    serve.add_argument("--port", type=int, default=8000, help="default 8000; 0: a free port")
    serve.add_argument("--db", metavar="FILE",
                       help="the SQLite file of games (default: games.sqlite in "
                            "$TOLARIA_HOME, else ~/.local/share/tolaria)")
    serve.set_defaults(run=_serve)

    _cards_parser(sub)

    bench = sub.add_parser("bench", help="time random-vs-random games")
    bench.add_argument("--matchup", default="green-red", choices=("green-red", "wu-br"))
    bench.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    bench.add_argument("--seconds", type=float, help="start no new game after this many seconds")
    bench.add_argument("--seed", type=int, default=0)
    bench.add_argument("--json", action="store_true", help="print one JSON object")
    what = bench.add_mutually_exclusive_group()
    what.add_argument("--scaling", action="store_true",
                      help="time one heuristic-vs-heuristic tournament on 1 and 2 worker "
                           "processes (default --games 40)")
    what.add_argument("--search", action="store_true",
                      help="the search agent against the heuristic agent: win rate, time "
                           "per decision (default --games 20)")
    what.add_argument("--fingerprint", action="store_true",
                      help="print the hash of 50 fixed games' actions (same engine, same hash)")
    bench.add_argument("--workers", type=int, action="append",
                       help="with --scaling: the numbers of workers to time (default 1 and "
                            "2); with --search: the workers (default: all cores)")
    bench.add_argument("--ray", action="store_true",
                       help="with --scaling: time a local Ray instance too")
    bench.add_argument("--simulations", type=int, default=48,
                       help="with --search: the search agent's simulations per decision")
    bench.add_argument("--env", choices=("aec", "gym"),
                       help="time an environment of tolaria.env instead: steps/s with "
                            "observation encoding, for --seconds (default 10) or --games "
                            "episodes, whichever ends first; needs the env extra")
    bench.add_argument("--text", action="store_true",
                       help="with --env: also make the text view at every step")
    bench.set_defaults(run=_bench)
    _simulate_parser(sub)
    return parser


# -- tolaria play ---------------------------------------------------------------------------

def _play(args: argparse.Namespace) -> int:
    from tolaria.agents import make_agent

    defaults = FORMAT_DECKS.get(args.format, DEFAULT_DECKS)
    given = list(args.deck or [])
    decks = given + list(defaults[len(given):]) if len(given) < 2 else given
    kinds = list(args.agent or ["heuristic"])
    kinds += kinds[-1:] * (len(decks) - len(kinds))         # the last one for the rest
    seed = args.seed if args.seed is not None else random.randrange(1_000_000)
    if not _decks_checked(decks, args.format):
        return EXIT_BAD_INPUT
    if args.match:
        if args.format:
            return _refuse(ValueError("--match plays two-player games, not a --format"))
        return _play_match(args, decks, kinds, seed)
    if len(kinds) != len(decks):
        return _refuse(ValueError(f"--agent: once for every seat or once for each of the "
                                  f"{len(decks)} players"))
    try:
        game = Game.new(decks, seed=seed, rules=args.rules, ante=args.ante,
                        variant=FORMAT_VARIANTS.get(args.format, "free-for-all"))
    except ValueError as problem:          # a refused deck, or rules Game.new doesn't know
        return _refuse(problem)
    names = [p.name for p in game.state.players]
    print(" vs ".join(f"{name} ({deck}, {kind})" for name, deck, kind
                      in zip(names, decks, kinds, strict=True)) + f", seed {seed}")
    agents = [make_agent(kind, seed=2 * seed + seat) for seat, kind in enumerate(kinds)]
    try:
        _play_game(game, agents)
    finally:
        if args.save:
            _save(game, args.save)
    team = [p.name for p in game.state.players if p.won]
    if len(team) > 1:                                   # a team wins (CR 104.2c, 810.8a)
        print(f"{' and '.join(team)} win on turn {game.state.turn}.")
    else:
        print(f"{game.winner} wins on turn {game.state.turn}." if game.winner
              else f"The game is a draw (turn {game.state.turn}).")
    return 0


def _decks_checked(decks: list[str], format_: str | None) -> bool:
    """Check the decks before a game: for `format_`, every problem refuses the game
    (printed); without one, a deck under 40 cards is only warned about."""
    ok = True
    for spec in dict.fromkeys(decks):
        deck = load_deck(spec)
        checked = check_deck(deck, format_) if format_ in FORMATS else size_warnings(deck)
        if checked.problems or checked.warnings:
            print(("tolaria: " if checked.problems else "tolaria: warning: ")
                  + checked.report(), file=sys.stderr)
        ok = ok and checked.ok
    return ok


def _deck_check(args: argparse.Namespace) -> int:
    """`tolaria deck check FILE [--format NAME]`: 0 if the deck is legal, 1 if not."""
    try:
        deck = load_deck(args.path)
    except DeckError as problem:
        return _refuse(problem)
    checked = check_deck(deck, args.format) if args.format else size_warnings(deck)
    print(checked.report())
    return 0 if checked.ok else 1


def _play_game(game: Game, agents: list) -> None:
    """Play to the end: with a person at the table, they see the game through their agent
    (what happened and what changed, before each question); otherwise the log is printed."""
    from tolaria.agents import HumanAgent, play_out

    people = [agent for agent in agents if isinstance(agent, HumanAgent)]
    if not people:
        printer = LogPrinter()
        printer(game)
        play_out(game, agents, after=printer)
        print()
        return
    play_out(game, agents)
    people[0].catch_up(game, game.view(agents.index(people[0])))      # the last events
    print()


def _save(game: Game, path: str) -> None:
    """Write the game's save (`tolaria replay PATH` steps through it)."""
    try:
        with open(path, "w") as out:
            out.write(game.to_json())
    except (OSError, ValueError) as problem:        # ValueError: a state it can't save
        print(f"tolaria: can't save the game: {problem}", file=sys.stderr)
        return
    print(f"Saved to {path} (tolaria replay {path}).")


def _play_match(args: argparse.Namespace, decks: list[str], kinds: list[str], seed: int
                ) -> int:
    """A best-of-three match (CR 100.6a); the agents keep their decks between games."""
    from tolaria.agents import make_agent
    from tolaria.game import Action
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
        _play_game(game, agents)
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


# -- tolaria replay ------------------------------------------------------------------------

def _replay(args: argparse.Namespace) -> int:
    from tolaria import IllegalAction
    from tolaria.terminal import Screen, read_line, replay

    try:
        with open(args.path, "rb") as save:
            game = Game.from_json(save.read())
        seat = game.player_index(int(args.seat) if args.seat and args.seat.isdigit()
                                 else args.seat or 0)
        game.start()
    except OSError as problem:
        return _refuse(ValueError(f"can't read {args.path}: {problem.strerror}"))
    except ValueError as problem:                 # a bad save, an unknown player, no start
        return _refuse(problem)
    names = [p.name for p in game.state.players]
    print(f"{args.path}: {' vs '.join(names)}, {len(game.history)} actions"
          + (f"; {game.winner} won" if game.winner else "; a draw" if game.over else "")
          + f". Seen by {names[seat]}; h for help.")
    try:
        replay(game, seat, read_line, Screen())
    except IllegalAction as problem:              # an edited history the game refuses
        return _refuse(problem)
    return 0


# -- tolaria serve --------------------------------------------------------------------------

def _serve(args: argparse.Namespace) -> int:
    try:
        from tolaria.web import serve
        serve(args.host, args.port, args.db)
    except ImportError as missing:
        return _refuse(ValueError(f"the web table needs the web extra ({missing.name} is "
                                  "missing): pip install 'tolaria[web]'"))
    except OSError as problem:                    # the port is taken, the file can't be made
        return _refuse(ValueError(f"can't serve: {problem}"))
    return 0


# -- tolaria scenario ----------------------------------------------------------------------

def _scenario(args: argparse.Namespace) -> int:
    from tolaria.scenario import main as run_scenarios
    return run_scenarios(args.paths)


# -- tolaria cards ---------------------------------------------------------------------------

# `tolaria cards` looks cards up in the database in use (the user's imported one, else the
# shipped one: tolaria.cards.database), and says what the engine makes of each.
SEARCH_LIMIT = 50
SHOW_SOURCES = 5                    # test files named by `cards show`


def _cards_parser(sub: argparse._SubParsersAction) -> None:
    cards = sub.add_parser("cards", help="look up, search and import cards; coverage")
    actions = cards.add_subparsers(dest="cards_command", metavar="ACTION", required=True)

    show = actions.add_parser(
        "show", help="a card's Oracle data, support status and compiled abilities")
    show.add_argument("name", nargs="+", help="the card's name (quotes optional)")
    show.set_defaults(run=_reporting(_cards_show))

    search = actions.add_parser("search", help="find cards (all filters must match)")
    search.add_argument("words", nargs="*", help="words of the name (like --name)")
    search.add_argument("--name", help="part of the name")
    search.add_argument("--type", help="part of the type line (Creature, Goblin, Legendary)")
    search.add_argument("--text", help="part of the Oracle text")
    search.add_argument("--mv", type=_mana_value_filter, metavar="N[+|-]",
                        help="mana value N, at least N (N+) or at most N (N-)")
    search.add_argument("--color", type=_color_filter, metavar="WUBRGC",
                        help="colours the card has, all of them (C: colourless); "
                             "from its mana cost")
    search.add_argument("--supported", action="store_true",
                        help="only cards the engine plays (compiled without gaps)")
    search.add_argument("--limit", type=_count, default=SEARCH_LIMIT,
                        help=f"print at most this many (default {SEARCH_LIMIT}; 0: all)")
    search.set_defaults(run=_reporting(_cards_search))

    report = actions.add_parser(
        "coverage", help="how many playable cards compile without gaps, and what's unread")
    report.add_argument("--json", action="store_true", help="print one JSON object")
    report.add_argument("--top", type=_count, default=30,
                        help="unread sentence patterns to list (default 30)")
    report.add_argument("--tests", metavar="DIR",
                        help="the tests directory to count verified cards from "
                             "(default: the source checkout's, if any)")
    report.set_defaults(run=_reporting(_cards_coverage))

    load = actions.add_parser(
        "import", help="read an MTGJSON AtomicCards file into your card database")
    load.add_argument("path", metavar="AtomicCards.json[.gz]")
    load.add_argument("--output", metavar="PATH",
                      help="where to write the database (default: your card database)")
    load.set_defaults(run=_reporting(_cards_import))


def _reporting(run: Callable[[argparse.Namespace], int]
               ) -> Callable[[argparse.Namespace], int]:
    """`run`, with an unreadable card database or tests directory reported as bad input."""
    def checked(args: argparse.Namespace) -> int:
        try:
            return run(args)
        except BadCardDatabase as problem:
            return _refuse(problem)
    return checked


def _count(text: str) -> int:
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"expected a number 0 or more, got {text!r}")
    return int(text)


def _mana_value_filter(text: str) -> tuple[str, int]:
    op = {"+": ">=", "-": "<="}.get(text[-1:], "==")
    number = text[:-1] if op != "==" else text
    if not number.isdigit():
        raise argparse.ArgumentTypeError(f"expected N, N+ or N-, got {text!r}")
    return op, int(number)


def _color_filter(text: str) -> frozenset[str]:
    letters = frozenset(text.upper())
    if not letters or not letters <= set(COLOR_LETTERS):
        raise argparse.ArgumentTypeError(f"expected letters of {COLOR_LETTERS}, got {text!r}")
    if "C" in letters and len(letters) > 1:
        raise argparse.ArgumentTypeError("C (colourless) can't go with a colour")
    return letters


def _cards_show(args: argparse.Namespace) -> int:
    cards = catalog.database()
    data = cards.get(" ".join(args.name))
    faces = list(data.faces) or [data]
    if data.back and data.back in cards and all(f.name != data.back for f in faces):
        faces.append(cards.get(data.back))                  # a transforming card (CR 712)
    if data.faces or len(faces) > 1:
        print(f"{data.name} ({data.layout}, {len(faces)} faces)")
    for face in faces:
        _print_face(face, len(faces) > 1)
    _print_card_data(data, cards.sources)
    print()
    compiled = catalog.compile_card(data)
    if not catalog.is_playable(data):
        print(f"Not a card of the game itself (layout {data.layout}): not counted in "
              "`tolaria cards coverage`.")
    if not compiled.ok:
        print("Supported: no; the engine can't read:")
        for gap in compiled.gaps:
            print(f"  - {gap}")
        return 0
    how = ("a hand-written definition (tolaria.cards.definitions)" if compiled.exception
           else "compiled from its Oracle text")
    print(f"Supported: yes ({how})")
    assert compiled.card is not None
    print("Abilities as the engine plays them:")
    for face in (compiled.card, *compiled.card.faces):      # each face (CR 712.8)
        if compiled.card.faces:
            print(f"  {face.name}:")
        for line in catalog.describe(face):
            print(("    " if compiled.card.faces else "  ") + line)
    checked = catalog.verified()
    if checked is not None:
        sources = sorted(checked.sources.get(data.name, ()))
        more = f" and {len(sources) - SHOW_SOURCES} more" if len(sources) > SHOW_SOURCES else ""
        print("Checked by: " + (", ".join(sources[:SHOW_SOURCES]) + more if sources
                                else "no test or scenario yet"))
    return 0


def _print_face(face: catalog.CardData, several: bool) -> None:
    """One face's printed characteristics (CR 200.1), indented under the card's name when
    the card has several."""
    lead = "  " if several else ""
    name = face.name.split(" // ")[0] if several else face.name
    print(lead + f"{name}  {face.mana_cost or ''}".rstrip())
    print(lead + face.type_line + (f"  (colour indicator: {''.join(face.color_indicator)})"
                                   if face.color_indicator else ""))
    for line in face.text.split("\n") if face.text else ():
        print(lead + line)
    if face.power is not None:
        print(lead + f"{face.power}/{face.toughness}")
    if face.loyalty is not None:
        print(lead + f"Loyalty: {face.loyalty}")
    if face.defense is not None:
        print(lead + f"Defense: {face.defense}")


def _print_card_data(data: catalog.CardData, sources: dict[str, str]) -> None:
    """The legalities (CR 100.6) and where the card's data came from."""
    if data.legalities is not None:
        formats = [f"{f} ({status})" if status != "legal" else f
                   for f, status in data.legalities]
        print("Legal in: " + (", ".join(formats) if formats else "none of "
                              + ", ".join(catalog.LEGALITY_FORMATS)))
    if data.source:
        print(f"Data: {data.source}" + (f" ({data.first_printing})" if data.first_printing
                                       else ""))


def _cards_search(args: argparse.Namespace) -> int:
    name = " ".join(filter(None, [args.name, *args.words])) or None
    matches = catalog.search(name, args.type, args.text, args.mv, args.color)
    status: dict[str, bool] = {}
    if args.supported:
        matches = [c for c in matches if catalog.compile_card(c).ok]
        status = dict.fromkeys((c.name for c in matches), True)
    shown = matches if not args.limit else matches[:args.limit]
    for card in shown:
        ok = status.get(card.name)
        ok = catalog.compile_card(card).ok if ok is None else ok
        cost = card.mana_cost or ""
        print(f"{card.name}  {cost}  {card.type_line}".replace("    ", "  ")
              + ("" if ok else "  [unsupported]"))
    found = len(matches)
    what = "supported card" if args.supported else "card"
    if not found:
        print(f"No {what}s found.")
    elif len(shown) < found:
        print(f"{found} {what}s found; showing the first {len(shown)} (--limit).")
    else:
        print(f"{found} {what}{'s' if found != 1 else ''} found.")
    return 0


def _cards_coverage(args: argparse.Namespace) -> int:
    database = catalog.database()
    report = catalog.coverage(database)
    checked = catalog.verified(args.tests)
    verified = None
    if checked is not None:
        names = checked.names()
        verified = {"cards": len(names), "compiled": sum(
            catalog.compile_card(database.get(n)).ok for n in names)}
    if args.json:
        out = report.to_json()
        out["database"] = catalog.database_label()
        out["verified"] = verified
        print(json.dumps(out, indent=1))
        return 0
    print(f"Database: {catalog.database_label()} ({len(database)} entries).")
    print(report.to_text(args.top))
    print()
    if verified is None:
        print("Verified cards: no tests directory found (give --tests DIR).")
    else:
        print(f"Verified: {verified['cards']} cards have their behaviour checked by a "
              f"scenario or test ({verified['compiled']} of them compile without gaps).")
    return 0


def _cards_import(args: argparse.Namespace) -> int:
    try:
        done = catalog.import_atomic_cards(args.path, args.output)
    except catalog.AtomicCardsError as problem:
        return _refuse(problem)
    except OSError as problem:
        return _refuse(ValueError(f"can't write the card database: {problem}"))
    print(f"Imported {done.cards} cards (MTGJSON AtomicCards {done.version or 'of unknown date'})"
          f" into {done.path}.")
    if done.skipped:
        print(f"Left out {done.skipped} entries whose name another card already has.")
    if args.output is None:
        print("tolaria now uses this database; set TOLARIA_CARDS=bundled to use the one "
              "shipped with tolaria, or delete the file.")
    return 0


# -- tolaria bench ---------------------------------------------------------------------------

def _bench(args: argparse.Namespace) -> int:
    from tolaria.bench import fingerprint, run, scaling, search

    if args.fingerprint:
        print(fingerprint())
        return 0
    if args.env:
        return _bench_env(args)
    games = args.games if "--games" in sys.argv or not (args.scaling or args.search) else None
    if args.scaling:
        out = scaling(args.matchup, games=games or 40, seed=args.seed,
                      workers=tuple(args.workers or (1, 2)), ray=args.ray)
        lines = [f"{out['matchup']}: {out['games']} games, {' vs '.join(out['agents'])}; "
                 f"the same results on each: {'yes' if out['same_results'] else 'NO'}"]
        lines += [f"  {r['where']}: {r['games_per_s']:.2f} games/s ({r['speedup']:.2f}x)"
                  for r in out["runs"]]
    elif args.search:
        out = search(args.matchup, games=games or 20, seed=args.seed,
                     simulations=args.simulations, seconds=args.seconds,
                     workers=(args.workers or [None])[-1])
        low, high = out["win_rate_95"]
        lines = [f"{out['matchup']}: mcts ({out['simulations']} simulations a decision) vs "
                 f"heuristic, {out['games']} games: win rate {100 * out['win_rate']:.1f}% "
                 f"(95% interval {100 * low:.1f}-{100 * high:.1f}%); "
                 f"{out['ms_per_searched_decision']:.0f} ms a searched decision "
                 f"({out['cpu_ms_per_searched_decision']:.0f} ms of processor time) "
                 f"({out['searched']} of {out['decisions']}), {out['ms_per_decision']:.1f} ms "
                 f"a decision, {out['simulations_per_s']:.0f} simulations/s"]
    else:
        result = run(args.matchup, games=args.games, seconds=args.seconds, seed=args.seed)
        out, lines = result.to_json(), [str(result)]
    print(json.dumps(out) if args.json else "\n".join(lines))
    return 0


# -- tolaria simulate ------------------------------------------------------------------------

def _simulate_parser(sub: argparse._SubParsersAction) -> None:
    simulate = sub.add_parser(
        "simulate", help="a tournament between two agents, each pairing played both ways",
        description="Plays a tournament between two agents on two decks: each agent on each "
                    "deck, in each seat. Prints each agent's wins, losses, draws and win rate "
                    "with its 95%% interval, overall, per deck and per seat.")
    simulate.add_argument("--agent", action="append", choices=("random", "heuristic", "mcts"),
                          help="the two agents (give it twice; default: mcts and heuristic)")
    simulate.add_argument("--deck", action="append", metavar="FILE_OR_NAME",
                          help="the two decks (give it twice; default: green and red)")
    simulate.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    simulate.add_argument("--workers", type=int,
                          help="local processes (default: one per core); on Ray, CPUs of a "
                               "local instance")
    simulate.add_argument("--ray", metavar="ADDRESS",
                          help="play on a Ray cluster: its address, 'auto', or 'local' to "
                               "start one here (pip install 'tolaria[ray]')")
    simulate.add_argument("--json", metavar="FILE",
                          help="write the summary and every game's result as JSON ('-': "
                               "standard output)")
    simulate.add_argument("--seed", type=int, default=0, help="the tournament's seed")
    simulate.add_argument("--simulations", type=int, default=48,
                          help="the search agent's simulations per decision (default 48)")
    simulate.add_argument("--seconds", type=float,
                          help="the search agent's time per decision (then its choices "
                               "depend on the machine's speed)")
    simulate.set_defaults(run=_simulate)


def _simulate(args: argparse.Namespace) -> int:
    from tolaria.simulate import ProgressBar, Tournament, run

    agents = list(args.agent or ["mcts", "heuristic"])
    decks = list(args.deck or []) + list(DEFAULT_DECKS[len(args.deck or []):])
    if len(agents) != 2:
        return _refuse(ValueError("give --agent twice: the two agents of the tournament"))
    if args.workers is not None and args.workers < 1:
        return _refuse(ValueError("--workers must be at least 1"))
    if args.simulations < 1 or args.seconds is not None and args.seconds <= 0:
        return _refuse(ValueError("--simulations and --seconds must be more than 0"))
    for deck in decks:
        Game.new([deck, deck], seed=0, starting_player=0)     # refuse a bad deck now
    tournament = Tournament((agents[0], agents[1]), (decks[0], decks[1]), games=args.games,
                            seed=args.seed, simulations=args.simulations,
                            seconds=args.seconds)
    progress = ProgressBar() if sys.stderr.isatty() else None
    try:
        result = run(tournament, workers=args.workers, ray=args.ray, progress=progress)
    except RuntimeError as problem:            # Ray missing, or a cluster out of reach
        return _refuse(problem)
    print(result.table())
    if args.json == "-":
        print(json.dumps(result.to_json(), indent=1))
    elif args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(result.to_json(), out, indent=1)
    return 0


def _bench_env(args: argparse.Namespace) -> int:
    """`tolaria bench --env aec|gym`: environment steps per second (`tolaria.env.bench`)."""
    try:
        from tolaria.env.bench import env_run
    except ImportError as missing:
        print(f"tolaria: the environments need numpy, gymnasium and pettingzoo "
              f"(pip install 'tolaria[env]'): {missing}", file=sys.stderr)
        return 2
    seconds = 10.0 if args.seconds is None else args.seconds
    result = env_run(args.env, args.matchup, seconds=seconds, seed=args.seed, text=args.text,
                     episodes=args.games)
    print(json.dumps(result.to_json()) if args.json else str(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
