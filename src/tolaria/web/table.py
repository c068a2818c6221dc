"""One game at the web table: who sits where, the seats' tokens and stops, what each is sent.

A `Table` holds a `Game` and its seats. A seat is a person (who plays from a browser with
the seat's token) or an agent (`tolaria.agents`, played by the server). The table keeps
the rules and the secrets (issue 13, item 4):

- **what a seat is sent** is built from `game.view(seat)` alone (what that seat may see,
  CR 400.2), the public log, and, when the seat decides, its legal actions in the notation.
  The objects an action names (its source, targets, the parts of a declaration) are added
  only when their ids are among those of the view, so a message can't name a card the
  seat doesn't see;
- **every message carries its seat's token** (`seat_of`), unguessable (`secrets`), of
  which only a hash is kept;
- **a message that can't be taken** (malformed, another seat's decision, an action the
  rules refuse, a stale one) raises `Refused` with the reason, and changes nothing;
- **after every action a message makes** the table calls `save` (the server writes the
  game to SQLite) once, with the agents' decisions and the passes that follow it, before
  the sender is answered: an action a person was told of is stored. A server stopped in
  the middle of those automatic actions takes them again when the game is next asked for
  (`advance`).

Priority is passed for a person the way the terminal does it (`tolaria.autopass`): the
server asks a person only at their stops and when there is something to answer, and plays
the agents' decisions itself (`advance`).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from tolaria import Action, Game, IllegalAction, LogEntry, catalog
from tolaria.agents import Agent, make_agent
from tolaria.autopass import WHOSE, Stops, Until, auto_pass, is_mana_ability, until
from tolaria.decks import BUILTIN_DECKS, Deck, DeckError, parse_deck
from tolaria.fuzz import view_ids
from tolaria.terminal import Replay, plain, shared_ids
from tolaria.view import STEPS

PERSON = "person"
VIEWER = "viewer"                          # a seat of a replay: it watches, never acts
AGENTS = ("heuristic", "random")           # the agents a person can play against
KINDS = (PERSON, *AGENTS)
MODES = ("play", "replay")
MAX_TEXT = 1_000                           # the longest action text taken
MAX_DECK = 20_000                          # the longest pasted deck list taken
MAX_CARDS = 250                            # the most cards in a pasted deck's main deck
# The actions the server takes by itself in a row (agents' decisions, passes) before it
# stops a game that would never reach a person (two agents can't loop: play_out's cap).
AUTOMATIC_CAP = 100_000
# Decisions whose answer names cards by their ids (clicking the card picks it).
PICK_KINDS = frozenset({"legend", "aura_host", "choose", "discard", "bottom", "opening_hand",
                        "reveal"})
UNTIL = ("end of turn", "something happens")


class Refused(ValueError):
    """A message the table won't take, and why; nothing changed."""


def new_token() -> str:
    """A seat's token: 192 random bits (CSPRNG), URL-safe."""
    return secrets.token_urlsafe(24)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass
class Seat:
    """One seat: who plays it, the hash of its token, where a person is asked."""

    kind: str
    token_hash: str = ""
    stops: Stops = field(default_factory=Stops)
    standing: Until | None = None                 # "pass until ..." asked for

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "token_hash": self.token_hash,
                               "stops": stops_json(self.stops)}
        if self.standing is not None:
            out["until"] = {"what": self.standing.what, "turn": self.standing.turn,
                            "stack": list(self.standing.stack)}
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Seat:
        standing = data.get("until")
        return cls(data["kind"], data.get("token_hash", ""), stops_from_json(data["stops"]),
                   Until(standing["what"], standing["turn"], tuple(standing["stack"]))
                   if standing else None)


def stops_json(stops: Stops) -> dict[str, list[str]]:
    """Stops as JSON: each kind's steps in turn order."""
    return {whose: [s for s in STEPS if s in getattr(stops, whose)] for whose in WHOSE}


def stops_from_json(data: Any) -> Stops:
    """Stops from their JSON, checked (Refused naming what is wrong)."""
    if not isinstance(data, dict) or set(data) - set(WHOSE):
        raise Refused(f"stops: an object with the keys {', '.join(WHOSE)}")
    steps: dict[str, frozenset[str]] = {}
    for whose in WHOSE:
        listed = data.get(whose, [])
        if not isinstance(listed, list) or not all(isinstance(s, str) for s in listed):
            raise Refused(f"stops: {whose} is a list of steps")
        steps[whose] = frozenset(listed)
    try:
        return Stops(**steps)
    except ValueError as problem:
        raise Refused(f"stops: {problem}") from None


class Table:
    """One game on the server and its seats; `save(table)` is called after every action."""

    __slots__ = ("agents", "asked", "game", "id", "mode", "save", "seats")

    def __init__(self, game_id: str, game: Game, seats: list[Seat], mode: str = "play",
                 save: Callable[[Table], None] | None = None, asked: int = -1) -> None:
        self.id = game_id
        self.game = game
        self.seats = seats
        self.mode = mode
        self.asked = asked                  # the version at which a person was last asked
        self.save = save or (lambda table: None)
        seed = game.state.seed or 0
        self.agents: dict[int, Agent] = {i: make_agent(s.kind, seed + i)
                                         for i, s in enumerate(seats)
                                         if s.kind in AGENTS}

    # -- making one ----------------------------------------------------------------------
    @classmethod
    def new(cls, game_id: str, decks: Any, kinds: Any, names: Any = None, seed: Any = None,
            save: Callable[[Table], None] | None = None) -> tuple[Table, list[str | None]]:
        """A new game for two seats, and each person's token (None for an agent). `decks`:
        built-in deck names or {"list": a deck list}; `kinds`: "person" or an agent's name.
        Refused names what is wrong; nothing is read from the server's files."""
        if not isinstance(kinds, list) or len(kinds) != 2 or not all(k in KINDS for k in kinds):
            raise Refused(f"seats: two of {', '.join(KINDS)}")
        if PERSON not in kinds:
            raise Refused("seats: at least one person plays")
        if not isinstance(decks, list) or len(decks) != 2:
            raise Refused("decks: one deck per seat")
        try:
            game = Game.new([_deck(d) for d in decks], names=names, seed=seed)
        except (TypeError, ValueError) as problem:          # DeckError, DeckRefused...
            raise Refused(str(problem)) from None
        tokens = [new_token() if kind == PERSON else None for kind in kinds]
        seats = [Seat(kind, token_hash(t) if t else "") for kind, t in zip(kinds, tokens,
                                                                           strict=True)]
        table = cls(game_id, game, seats, save=save)
        table.advance()
        table.save(table)
        return table, tokens

    @classmethod
    def of_save(cls, game_id: str, save_text: str,
                save: Callable[[Table], None] | None = None) -> tuple[Table, list[str]]:
        """A saved game (`tolaria play --save`) to replay, and a token for each seat's view."""
        try:
            game = Game.from_json(save_text)
            game.start()                         # only a game Game.new made can be replayed
        except ValueError as problem:
            raise Refused(str(problem)) from None
        tokens = [new_token() for _ in game.state.players]
        table = cls(game_id, game, [Seat(VIEWER, token_hash(t)) for t in tokens], "replay",
                    save)
        table.save(table)
        return table, tokens

    def meta(self) -> dict[str, Any]:
        """The table's record beside the game's save (the store keeps both)."""
        return {"mode": self.mode, "seats": [s.to_json() for s in self.seats],
                "asked": self.asked}

    @classmethod
    def load(cls, game_id: str, meta: dict[str, Any], save_text: str,
             save: Callable[[Table], None] | None = None) -> Table:
        seats = [Seat.from_json(s) for s in meta["seats"]]
        return cls(game_id, Game.from_json(save_text), seats, meta.get("mode", "play"), save,
                   meta.get("asked", -1))

    # -- who is asking --------------------------------------------------------------------
    def seat_of(self, token: Any) -> int:
        """The seat whose token this is (Refused if none)."""
        if not isinstance(token, str) or not token or len(token) > 200:
            raise Refused("every message carries its seat's token")
        digest = token_hash(token)
        for index, seat in enumerate(self.seats):
            if seat.token_hash and hmac.compare_digest(digest, seat.token_hash):
                return index
        raise Refused("that token holds no seat at this game")

    @property
    def version(self) -> int:
        """The number of actions taken: an action chosen by number names this version."""
        return len(self.game.history)

    # -- taking a message --------------------------------------------------------------------
    def receive(self, seat: int, message: dict[str, Any]) -> bool:
        """Take one message from `seat` (its token checked): "hello", "act", "pass_until",
        "stops" or "concede". Returns whether anything changed; Refused (nothing changed)
        when it can't be taken."""
        kind = message.get("type")
        if kind == "hello":
            return False
        if kind == "stops":
            self.seats[seat].stops = stops_from_json(message.get("stops"))
            self.save(self)
            return True
        if self.mode != "play":
            raise Refused("this game is a replay: it can't be played on")
        if kind == "concede":
            self._take(Action("concede", seat))                       # CR 104.3a
        elif kind == "act":
            self._take(self._action(seat, message))
        elif kind == "pass_until":
            self._pass_until(seat, message.get("until"))
        else:
            raise Refused(f"unknown message type {kind!r} (hello, act, pass_until, stops, "
                          "concede)")
        self.advance()
        self.save(self)
        return True

    def _deciding(self, seat: int) -> None:
        game = self.game
        if game.over:
            raise Refused(f"the game is over: {game.winner or 'a draw'}"
                          + (" won" if game.winner else ""))
        d = game.decision
        if d is None or game.decider != seat:         # a controlled player's: CR 720.5
            who = game.state.players[game.decider].name if d is not None else "nobody"
            raise Refused(f"it isn't your decision: {who} is deciding")

    def _action(self, seat: int, message: dict[str, Any]) -> Action:
        """The action an "act" message means: `text` in the notation, or `action` (a number
        in the list sent) or `parts` (numbers of the parts of a declaration of attackers or
        blockers, CR 508.1, 509.1), both with the `version` they were chosen at."""
        self._deciding(seat)
        game = self.game
        player = game.decision.player            # the player decided for (CR 720.5)
        if "text" in message:
            text = message["text"]
            if not isinstance(text, str) or not text.strip() or len(text) > MAX_TEXT:
                raise Refused("text: an action in the notation, such as \"pass\"")
            try:
                return game.parse(text, player)
            except (IllegalAction, LookupError, ValueError) as problem:
                raise Refused(getattr(problem, "reason", None) or str(problem)) from None
        if message.get("version") != self.version or type(message.get("version")) is not int:
            raise Refused(f"version: the game has moved on (it is at {self.version}); choose "
                          "again from the actions sent")
        offered = self.offered()
        if "action" in message:
            return offered[_index(message["action"], len(offered), "action")]
        if "parts" in message:
            d = game.decision
            if d is None or not d.combinable:
                raise Refused("parts: only attackers and blockers are declared in parts")
            picked = message["parts"]
            if not isinstance(picked, list) or not picked:
                raise Refused("parts: a list of the numbers of the parts to declare")
            numbers = [_index(n, len(offered), "parts") for n in picked]
            if len(set(numbers)) != len(numbers):
                raise Refused("parts: each part once")
            choice = tuple(pair for n in numbers for pair in offered[n].choice)
            return Action(offered[0].kind, player, choice=choice)
        raise Refused("act: give the action as text, action (a number) or parts")

    def _pass_until(self, seat: int, what: Any) -> None:
        """Pass now, and go on passing until the end of the turn or until something happens
        (`tolaria.autopass.Until`)."""
        if what not in UNTIL:
            raise Refused(f"until: {' or '.join(map(repr, UNTIL))}")
        self._deciding(seat)
        passing = Action("pass", self.game.decision.player)
        if self.game.why_illegal(passing) is not None:
            raise Refused("you can pass only when you have priority")
        standing = until(self.game, what)
        self._take(passing)
        self.seats[seat].standing = standing

    def _take(self, action: Action) -> None:
        try:
            self.game.act(action)
        except IllegalAction as refused:
            raise Refused(refused.reason) from None

    def advance(self) -> None:
        """Take the actions nobody is asked for: the agents' decisions, and the passes a
        person's stops and "pass until" make (`tolaria.autopass`); the caller saves. Stops
        when a person must decide (at once if they were asked already: a server started
        again doesn't pass for them with stops changed since), or the game is over."""
        if self.mode != "play" or self.asked == self.version:
            return
        for _ in range(AUTOMATIC_CAP):
            game = self.game
            d = game.decision
            if game.over or d is None:
                return
            decider = game.decider                   # CR 720.5
            seat = self.seats[decider]
            if seat.kind != PERSON:
                self._take(self.agents[decider].choose(game))
                continue
            passing = auto_pass(game, decider, seat.stops, seat.standing)
            if seat.standing is not None and not seat.standing.holds(game):
                seat.standing = None
            if passing is None:
                if d.kind != "priority" and seat.standing is not None \
                        and seat.standing.what == "something happens":
                    seat.standing = None               # something happened: a decision
                self.asked = self.version
                return
            self._take(passing)
        raise RuntimeError(f"game {self.id}: {AUTOMATIC_CAP} actions in a row without a "
                           "person deciding")

    # -- what a seat is sent ------------------------------------------------------------------
    def offered(self) -> list[Action]:
        """The legal actions in the order they are numbered: the others in the engine's
        order, then the mana abilities (CR 605; spells pay by themselves)."""
        game = self.game
        legal = game.legal_actions()
        mana = [a for a in legal if is_mana_ability(game, a)]
        return [a for a in legal if a not in mana] + mana if mana else legal

    def message(self, seat: int, log_from: int = 0,
                cards_sent: set[str] | None = None) -> dict[str, Any]:
        """What `seat` is sent: its view, its legal actions when it decides, the log from
        entry `log_from` on, the seats, its stops, and the card text of the names in its
        view it hasn't been sent (added to `cards_sent`)."""
        game = self.game
        view = game.view(seat, legal_actions=False)   # sent below, with what each names
        view.pop("log", None)                      # sent below, whole, with its rules
        decision = view.get("decision") or {}
        deciding = decision.get("player") == seat and not game.over and self.mode == "play"
        names = game.state.players
        return {
            "type": "state", "game": self.id, "seat": seat, "mode": self.mode,
            "version": self.version, "view": view,
            "actions": self._actions(view) if deciding else [],
            "combinable": bool(deciding and game.decision is not None
                               and game.decision.combinable),
            "players": [{"name": p.name, "kind": s.kind} for p, s in zip(names, self.seats,
                                                                          strict=True)],
            "stops": stops_json(self.seats[seat].stops),
            "until": self.seats[seat].standing.what if self.seats[seat].standing else None,
            "steps": list(STEPS),
            **log_json(game.log, log_from),
            "cards": card_faces(view, cards_sent),
        }

    def _actions(self, view: dict[str, Any]) -> list[dict[str, Any]]:
        """Each legal action: its text (objects that share a name as `Name#id`, as on the
        board), kind, modes, and the objects it names, only those the view shows."""
        game = self.game
        visible = view_ids(view)
        exact = shared_ids(view)
        kind = game.decision.kind if game.decision is not None else ""
        out = []
        for action in self.offered():
            item: dict[str, Any] = {"text": game.notation(action, exact), "kind": action.kind}
            modes = game.mode_texts(action)
            if modes:
                item["modes"] = list(modes)
            if is_mana_ability(game, action):
                item["mana"] = True
            if action.object is not None and action.object in visible:
                item["source"] = f"o:{action.object}"
            _add_refs(item, "targets", action.targets, visible)
            if kind in ("attackers", "blockers"):
                pairs = [[_ref(a, visible), _ref(b, visible)] for a, b in action.choice]
                if pairs and all(r is not None for pair in pairs for r in pair):
                    item["parts"] = pairs
            elif kind in PICK_KINDS and action.choice \
                    and all(type(c) is int for c in action.choice):
                _add_refs(item, "picks", action.choice, visible)
            out.append(item)
        return out


def _index(value: Any, count: int, what: str) -> int:
    if type(value) is not int or not 0 <= value < count:
        raise Refused(f"{what}: a number from 0 to {count - 1}, not {value!r}")
    return value


def _deck(spec: Any) -> Deck | str:
    """A built-in deck's name, or a deck list given as text (never a file on the server)."""
    if isinstance(spec, str):
        if spec not in BUILTIN_DECKS:
            raise Refused(f"deck: one of {', '.join(BUILTIN_DECKS)}, or {{\"list\": ...}}, "
                          f"not {spec[:40]!r}")
        return spec
    if isinstance(spec, dict) and isinstance(spec.get("list"), str) \
            and len(spec["list"]) <= MAX_DECK:
        try:
            deck = parse_deck(spec["list"], "the deck list")
        except DeckError as problem:
            raise Refused(str(problem)) from None
        count = sum(n for n, _ in deck.main)
        if count > MAX_CARDS:
            raise Refused(f"deck: at most {MAX_CARDS} cards, not {count}")
        return deck
    raise Refused("deck: a built-in deck's name or {\"list\": a deck list}")


def _ref(value: Any, visible: set[int]) -> str | None:
    """"p:1" for a player, "o:12" for an object the view shows; None for anything else."""
    if type(value) is int:
        return f"o:{value}" if value in visible else None
    if isinstance(value, tuple) and len(value) == 2:
        kind, ident = value
        if kind == "player" and type(ident) is int:
            return f"p:{ident}"
        if kind == "object":
            return _ref(ident, visible)
    return None


def _add_refs(item: dict[str, Any], key: str, values: Iterable[Any], visible: set[int]) -> None:
    refs = [_ref(v, visible) for v in values]
    if refs and all(r is not None for r in refs):
        item[key] = refs


def log_json(log: list[LogEntry], start: int = 0) -> dict[str, Any]:
    """The log's entries from `start` on, each with its rules (the log is public)."""
    start = max(0, min(start, len(log))) if type(start) is int else 0
    return {"log_from": start, "log_length": len(log),
            "log": [{"turn": e.turn, "step": e.step, "text": e.text, "rules": list(e.rules)}
                    for e in log[start:]]}


def card_faces(view: dict[str, Any], sent: set[str] | None = None) -> dict[str, Any]:
    """The Oracle text of each card named in the view (nothing of a token or a face-down
    card), leaving out those in `sent`, which it adds to."""
    names = {item["name"] for item in _cards_in(view) if not item.get("token")}
    out = {}
    for name in sorted(names - (sent or set())):
        face = card_face(name)
        if face is not None:
            out[name] = face
    if sent is not None:
        sent |= names
    return out


def _cards_in(view: dict[str, Any]) -> list[dict[str, Any]]:
    items = [c for p in view.get("players", []) for where in
             ("battlefield", "hand", "hand_known", "graveyard", "exile") for c in p.get(where, [])]
    return items + list(view.get("stack") or []) + list(view.get("ante") or [])


@lru_cache(maxsize=4096)
def card_face(name: str) -> dict[str, Any] | None:
    """A card's face as printed: cost, type line, text, power and toughness, loyalty."""
    try:
        data = catalog.database().get(name)
    except LookupError:
        return None
    if data.name.casefold() != name.casefold():
        return None
    return {"cost": data.mana_cost or "", "type": data.type_line, "text": data.text or "",
            "power": data.power, "toughness": data.toughness, "loyalty": data.loyalty}


def replay_title(replay: Replay) -> str:
    """"Step n of N: " and the action that led there: in the notation when it was the
    seat's own, else what the log says of it (an action of another seat's can name a card
    this seat never saw, such as one put on the bottom after a mulligan, CR 103.5)."""
    step = replay.step
    if step == 0 or replay.actions[step - 1].player == replay.seat:
        return plain(replay.title())
    before, after = replay.game(step - 1), replay.game(step)
    name = before.state.players[replay.actions[step - 1].player].name
    said = [e.text for e in after.log[len(before.log):]]
    return f"Step {step} of {replay.last}: " + (said[0] if said else f"{name} decides")


def replay_step(replay: Replay, step: Any, log_from: Any = 0) -> dict[str, Any]:
    """One step of a replay as its seat saw it (`tolaria.terminal.Replay`): the board, the
    action that led there, the log up to it from `log_from` on, where the next action that
    isn't a pass and the next turn begin."""
    if type(step) is not int:
        raise Refused("step: a number")
    replay.step = max(0, min(step, replay.last))
    game = replay.game(replay.step)
    view = game.view(replay.seat, legal_actions=False)
    view.pop("log", None)
    title = replay_title(replay)
    return {"type": "replay", "step": replay.step, "last": replay.last, "title": title,
            "view": view, "steps": list(STEPS), "next_action": replay.next_action(),
            "next_turn": replay.next_turn(), "players": [
                {"name": p.name, "kind": VIEWER} for p in game.state.players],
            **log_json(game.log, log_from if type(log_from) is int else 0),
            "cards": card_faces(view)}


__all__ = ["AGENTS", "KINDS", "PERSON", "Refused", "Seat", "Table", "card_face", "card_faces",
           "log_json", "new_token", "replay_step", "stops_from_json", "stops_json",
           "token_hash"]
