"""Fuzzing: random games, checked every few decisions for what the engine promises.

`run(games, seed)` plays random games between random agents: the built-in decks and
decks of random cards from the whole compiled pool, two to four players, the modern and
the classic-2008 rules. Every `check_every` decisions it checks the game against the
engine's promises (docs/design.md), each a function here:

- `zones`: every card in exactly one zone, every object where its zone says (CR 400.1);
- `counts`: nothing negative; a player at 0 life has lost before anyone gets priority
  (CR 704.5a, 117.5);
- `combat`: only creatures are in combat, on the right sides (CR 506.4);
- `characteristics`: the characteristics the engine keeps are those it would compute;
- `answers`: a pending decision lists its legal answers, and each one is accepted (for
  attackers and blockers, whose answers are parts, the declaration the requirements ask);
- `notation`: each legal action renders to a text of its own that parses back to it;
- `continuations`: a `copy()` and a reloaded save go on exactly like the game, and
  acting on one leaves the other as it was;
- `views`: no seat's view shows a hidden card (CR 400.2);
- `refusals`: an illegal action is refused and changes nothing.

A broken promise raises `Broken`, whose message names the game's seed and decks so it
replays exactly (`Game.new(decks, seed=...)` with `RandomAgent(seed + seat)`). A game
still going after `max_decisions` is counted as capped, not as an error: two random
players can keep a game going for long (`tolaria.agents.play_out` documents the cap).
"""

from __future__ import annotations

import json
import random
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from functools import cache
from typing import Any

from tolaria import Action, Game, IllegalAction, catalog
from tolaria.agents.random_agent import RandomAgent
from tolaria.view import PHASED_OUT, cards_of, hand_revealed, looks_as, top_seen_by

BUILT_IN = ("green", "red", "wu", "br")
BASICS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
RULESETS = ("modern", "classic-2008")
SPELLS = 18                       # distinct nonland cards in a random deck, one copy each
LANDS = 12                        # basic lands, split between its two colours
PLAYER_ZONES = ("library", "hand", "graveyard", "exile")
ANSWERS_TRIED = 4                 # legal answers tried on copies at each check


class Broken(AssertionError):
    """A promise the engine broke; the message says which and how to replay the game."""


@dataclass
class Report:
    """What a fuzz run did."""

    games: int = 0
    decisions: int = 0
    ended: int = 0
    capped: int = 0
    checks: int = 0
    seconds: float = 0.0
    broken: list[str] = field(default_factory=list)
    players: Counter[int] = field(default_factory=Counter)
    rulesets: Counter[str] = field(default_factory=Counter)

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["players"] = dict(self.players)
        out["rulesets"] = dict(self.rulesets)
        return out

    def __str__(self) -> str:
        return (f"{self.games} games ({self.ended} ended, {self.capped} capped), "
                f"{self.decisions:,} decisions, {self.checks:,} checks in "
                f"{self.seconds:.0f} s: {len(self.broken)} broken")


# -- the promises ---------------------------------------------------------------------------

def owned_cards(game: Game) -> dict[int, set[int]]:
    """Each player's cards (their `card_uid`s), as the game begins."""
    owned: dict[int, set[int]] = {p.index: set() for p in game.state.players}
    for obj in game.state.objects.values():
        if not obj.is_token and not obj.is_ability:
            owned[obj.owner].add(obj.card_uid)
    return owned


def zones(game: Game, owned: dict[int, set[int]]) -> None:
    """Every card of a player in the game is in exactly one zone, and every card of a
    player who left it in none (CR 400.1, 800.4a); every object's zone matches its list;
    abilities are on the stack or gone."""
    state = game.state
    where: Counter[int] = Counter()
    listed: set[int] = set()

    def visit(ids: Iterable[int], zone: str, owner: int | None) -> None:
        for oid in ids:
            obj = state.objects[oid]
            _expect(obj.zone == zone, f"{obj!r} listed in {zone}")
            _expect(owner is None or obj.owner == owner, f"{obj!r} in another player's {zone}")
            _expect(oid not in listed, f"{obj!r} listed twice")
            listed.add(oid)
            if obj.merged or not (obj.is_token or obj.is_ability or obj.is_copy):  # 707.10
                where.update(cards_of(obj))      # merged or melded: each card (727.2, 712.4a)

    for p in state.players:
        for zone in PLAYER_ZONES:
            visit(p.zone(zone), zone, p.index)
    visit(state.battlefield, "battlefield", None)
    visit([entry[0] for entry in state.phased_out], PHASED_OUT, None)   # still there (702.26b)
    visit(state.stack, "stack", None)
    visit(state.command, "command", None)                   # commanders (CR 408, 903.6)
    for p in state.players:
        cards = owned[p.index]
        if p.left_turn is not None:
            _expect(not cards & set(where), f"{p.name} left the game, but their cards "
                    f"{sorted(cards & set(where))} are still in it")
            continue
        misplaced = sorted(uid for uid in cards if where.get(uid) != 1)
        _expect(not misplaced, f"{p.name}'s cards {misplaced} are in "
                f"{[where.get(uid, 0) for uid in misplaced]} zones")
    for oid, obj in state.objects.items():
        if obj.zone in ("library", "hand", "graveyard", "exile", "battlefield", "stack",
                        "command"):
            _expect(oid in listed, f"{obj!r} is in no zone list")
        if obj.is_ability:
            _expect(obj.zone in ("stack", "none") or obj.zone.startswith("gone:"),
                    f"ability {obj!r} in {obj.zone}")


def counts(game: Game) -> None:
    """No negative counts; a player at 0 life has lost by the time anyone gets priority
    (CR 704.5a-c, 117.5), unless an effect keeps them in the game (Platinum Angel, CR
    104.3b); the last player left wins (CR 104.2a)."""
    state = game.state
    priority = game.decision is not None and game.decision.kind == "priority"
    losing = game.players_losing() if priority else []
    for p in state.players:
        _expect(p.lands_played >= 0 and p.poison >= 0 and p.mulligans >= 0,
                f"{p.name} has a negative count")
        _expect(all(p.pool.count(t) >= 0 for t in "WUBRGC"), f"{p.name}'s pool {p.pool}")
        if priority:
            _expect(p.index not in losing or p.lost, f"{p.name} at {p.life} life hasn't lost")
    for oid in state.battlefield:
        obj = state.objects[oid]
        _expect(obj.damage >= 0, f"{obj!r} has {obj.damage} damage")
        _expect(all(n >= 0 for n in obj.counters.values()), f"{obj!r} {obj.counters}")
    _expect((game.decision is None) == game.over, "a decision pending after the game ended, "
            "or none before")
    if state.winner is not None:                 # a team wins together (CR 104.2c, 810.8a)
        _expect(all(p.lost != p.won for p in state.players) and state.players[state.winner].won
                if state.options.variant == "two-headed-giant" else
                all(p.lost != (p.index == state.winner) for p in state.players),
                "the winner lost, or another player didn't")


# Decisions the engine asks once removal from combat (CR 506.4) has been applied: before
# priority and as the combat steps' turn-based actions begin.
COMBAT_SETTLED = frozenset({"priority", "blockers", "order_blockers", "assign_damage"})


def combat(game: Game) -> None:
    """Only creatures are in combat; attacking ones are the active player's, blocking ones
    a defending player's (CR 506.4, 506.2, 509.1a)."""
    if game.decision is None or game.decision.kind not in COMBAT_SETTLED:
        return
    state = game.state
    active = (state.active,)
    if state.options.variant == "two-headed-giant":      # the active team (CR 805.10a)
        active = next(t for t in state.options.teams if state.active in t)
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.attacking is None and not obj.blocking:
            continue
        chars = game.characteristics(obj)
        _expect(chars.is_creature, f"{obj!r} isn't a creature but is in combat")
        if obj.attacking is not None:
            _expect(chars.controller in active, f"{obj!r} attacks for its new controller")
        if obj.blocking:
            _expect(chars.controller not in active, f"{obj!r} blocks for the attacker")


def characteristics(game: Game) -> None:
    """What the engine remembers of each permanent's characteristics is what it would
    compute afresh (a copy starts with nothing remembered): caches kept across changes
    never go stale (CR 613)."""
    state = game.state
    fresh = game.copy()
    for oid in state.battlefield:
        kept, now = game.characteristics(oid), fresh.characteristics(oid)
        _expect(kept == now, f"{state.objects[oid]!r}'s characteristics are stale: "
                f"{kept} kept, {now} computed")


def answers(game: Game, rng: random.Random) -> None:
    """A pending decision lists its legal answers, and each answer tried is accepted."""
    if game.over:
        return
    legal = game.legal_actions()
    _expect(bool(legal), f"no legal answer to {game.decision}")
    d = game.decision
    if d.combinable:            # the parts of a declaration: try the one the rules require
        required = (game.with_attack_requirements(d.player) if d.kind == "attackers"
                    else game.required_blocks(d.player))
        legal = [Action(legal[0].kind, d.player, choice=required)]
    for action in rng.sample(legal, min(ANSWERS_TRIED, len(legal))):
        trial = game.copy()
        try:
            trial.act(action)
        except IllegalAction as refused:
            raise Broken(f"the legal action {action!r} was refused: {refused.reason}") from None


def notation(game: Game) -> None:
    """Each legal action has a text of its own, which parses back to it (docs/scenarios.md)."""
    if game.over:
        return
    texts: dict[str, Action] = {}
    for action in game.legal_actions():
        text = game.notation(action)
        _expect(text not in texts, f"{text!r} names both {texts.get(text)!r} and {action!r}")
        texts[text] = action
        try:
            parsed = game.parse(text, action.player)
        except IllegalAction as problem:
            raise Broken(f"{text!r} ({action!r}) doesn't parse: {problem}") from None
        _expect(parsed == action, f"{text!r} parses to {parsed!r}, not {action!r}")


def continuations(game: Game, seed: int, steps: int = 20) -> None:
    """A copy and a reloaded save go on exactly like the game, and independently."""
    before = game.to_json()
    loaded = Game.from_json(before)
    _expect(loaded.to_json() == before, "a reloaded save differs from the game")
    copy = game.copy()
    agent = RandomAgent(seed)
    for _ in range(steps):
        if copy.over:
            break
        action = agent.choose(copy.seat())
        copy.act(action)
        loaded.act(action)
    _expect(game.to_json() == before, "acting on a copy changed the original")
    _expect(loaded.to_json() == copy.to_json(), "a reloaded save went on differently")


def views(game: Game) -> None:
    """No seat sees a card of a library or of another player's hand it hasn't looked at
    (CR 400.2; "look at the top two cards" lets it, and its decision names them), but what a
    player it controls this turn sees (CR 720.4); and every view is plain JSON."""
    state = game.state
    for seat in range(len(state.players)):
        view = game.view(seat)
        json.dumps(view)
        seen = {oid for oid, who in state.looked if looks_as(state, who, seat)}   # 720.4
        hidden = {i for p in state.players for i in p.library} - seen   # looked at (401.2)
        hidden -= {p.library[-1] for p in state.players if p.library and top_seen_by(
            state, state.objects[p.library[-1]], seat)}   # revealed, or looked at (401.5, 401.2)
        team = next((t for t in state.options.teams if seat in t), (seat,)) \
            if state.options.variant == "two-headed-giant" else (seat,)   # CR 810.5
        hidden |= {i for p in state.players if p.index not in team
                   and not looks_as(state, p.index, seat)                       # CR 720.4
                   and not hand_revealed(state, p.index) for i in p.hand} - seen  # 701.14c
        leaked = view_ids(view) & hidden
        _expect(not leaked, f"seat {seat} sees hidden cards {sorted(leaked)}")


def refusals(game: Game) -> None:
    """An illegal action raises IllegalAction and leaves the game exactly as it was."""
    d = game.decision
    if d is None:
        return
    other = (d.player + 1) % len(game.state.players)
    before = game.to_json()
    for action in (Action("pass", other), Action("play", d.player, object=10**6),
                   Action("attack", d.player, choice=((10**6, ("player", other)),))):
        try:
            game.act(action)
        except IllegalAction:
            pass
        else:
            raise Broken(f"{action!r} was accepted")
        _expect(game.to_json() == before, f"refusing {action!r} changed the game")


# -- games ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Setup:
    """One random game: who plays, with what, under which rules."""

    seed: int
    decks: tuple[tuple[str, ...] | str, ...]
    rules: str
    variant: str = "free-for-all"          # or "commander", "two-headed-giant" (CR 903, 810)

    def new_game(self) -> Game:
        return Game.new([d if isinstance(d, str) else list(d) for d in self.decks],
                        seed=self.seed, rules=self.rules, variant=self.variant)

    def __str__(self) -> str:
        return f"seed {self.seed}, rules {self.rules}, decks {list(self.decks)}" + (
            f", variant {self.variant}" if self.variant != "free-for-all" else "")


def setup(rng: random.Random, seed: int, players: tuple[int, ...] = (2, 3, 4),
          rulesets: tuple[str, ...] = RULESETS, pool: float = 0.5) -> Setup:
    """A random game: `players` seats, built-in decks or (with probability `pool`) decks
    of random cards from the whole compiled pool."""
    n = rng.choice(players)
    decks: list[tuple[str, ...] | str] = [
        tuple(random_deck(rng)) if rng.random() < pool else rng.choice(BUILT_IN)
        for _ in range(n)]
    return Setup(seed, tuple(decks), rng.choice(rulesets))


def play(game_setup: Setup, check_every: int = 25, max_decisions: int = 5_000,
         report: Report | None = None) -> Game:
    """Play one game with random agents, checking every `check_every` decisions."""
    report = report if report is not None else Report()
    game = game_setup.new_game()
    cards = owned_cards(game)
    agents = [RandomAgent(game_setup.seed + seat) for seat in range(len(game.state.players))]
    rng = random.Random(game_setup.seed)
    taken = 0
    try:
        while not game.over and taken < max_decisions:
            if taken % check_every == 0:
                check(game, cards, rng, game_setup.seed + taken)
                report.checks += 1
            game.act(agents[game.decider].choose(game.seat()))
            taken += 1
        check(game, cards, rng, game_setup.seed + taken)
    except Broken as broken:
        raise Broken(f"{broken} (after {taken} decisions; {game_setup})") from None
    finally:
        report.decisions += taken
    return game


def check(game: Game, cards: dict[int, set[int]], rng: random.Random, seed: int) -> None:
    """Every promise, at this decision. Zones are checked in the main game only: during a
    subgame (Shahrazad) the libraries are its decks (CR 726.2)."""
    if game.state is game.root:
        zones(game, cards)
    counts(game)
    combat(game)
    characteristics(game)
    answers(game, rng)
    notation(game)
    views(game)
    refusals(game)
    continuations(game, seed)


def run(games: int = 20, seed: int = 0, seconds: float | None = None,
        players: tuple[int, ...] = (2, 3, 4), rulesets: tuple[str, ...] = RULESETS,
        check_every: int = 25, max_decisions: int = 5_000,
        progress: Callable[[Report], None] | None = None) -> Report:
    """Play `games` random games (or as many as fit in `seconds`) and report; broken
    promises are collected in `Report.broken`, one line each."""
    rng = random.Random(f"fuzz {seed}")
    report = Report()
    start = time.perf_counter()
    while report.games < games and (seconds is None or time.perf_counter() - start < seconds):
        game_setup = setup(rng, seed * 100_000 + report.games, players, rulesets)
        report.players[len(game_setup.decks)] += 1
        report.rulesets[game_setup.rules] += 1
        try:
            game = play(game_setup, check_every, max_decisions, report)
        except Broken as broken:
            report.broken.append(str(broken))
        except Exception as error:                       # noqa: BLE001 - an engine error
            report.broken.append(f"{type(error).__name__}: {error} ({game_setup})")
        else:
            report.ended += game.over
            report.capped += not game.over
        report.games += 1
        if progress is not None:
            progress(report)
    report.seconds = time.perf_counter() - start
    return report


# -- random decks -----------------------------------------------------------------------------

@cache
def _names() -> tuple[str, ...]:
    return tuple(catalog.database().names())


def _spell(name: str, colors: frozenset[str]) -> bool:
    """A nonland card of these colours (or colourless) that a deck may hold."""
    data = catalog.database().get(name)
    if "Land" in data.card_types or not catalog.playable(name):
        return False
    card = catalog.compile_card(data).card
    return card is not None and card.colors <= colors


def random_deck(rng: random.Random) -> list[str]:
    """A 30-card deck: SPELLS random supported cards of two random colours, LANDS basics."""
    colors = rng.sample(sorted(BASICS), 2)
    spells: list[str] = []
    names = _names()
    while len(spells) < SPELLS:
        name = names[rng.randrange(len(names))]
        if name not in spells and _spell(name, frozenset(colors)):
            spells.append(name)
    half = LANDS // 2
    return spells + [BASICS[colors[0]]] * half + [BASICS[colors[1]]] * (LANDS - half)


def _expect(condition: bool, what: str) -> None:
    if not condition:
        raise Broken(what)


def view_ids(value: Any) -> set[int]:
    """Every value under an "id" or "object" key anywhere in a view."""
    out: set[int] = set()
    if isinstance(value, dict):
        for key, item in value.items():
            if key in ("id", "object") and isinstance(item, int):
                out.add(item)
            out |= view_ids(item)
    elif isinstance(value, list):
        for item in value:
            out |= view_ids(item)
    return out


__all__ = ["Broken", "Report", "Setup", "answers", "characteristics", "check", "combat", "continuations", "counts",
           "notation", "owned_cards", "play", "random_deck", "refusals", "run", "setup", "view_ids", "views", "zones"]
