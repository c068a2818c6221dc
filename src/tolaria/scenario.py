"""Scenario files (docs/scenarios.md): set up a position, play actions in notation, check the result.

    >>> from tolaria.scenario import load_scenario, run_scenario
    >>> result = run_scenario(load_scenario("tests/scenarios/cr305_2b_second_land_refused.yaml"))
    >>> result.passed
    True

`load_scenario` reads and checks a file (or YAML text); anything invalid, an
unknown card, key, player or step, raises `ScenarioError` naming the line.
`run_scenario` builds the position directly as a `GameState`, starts the
engine at the beginning of the given step (its turn-based actions happen
first, CR 703.4), plays the action lines and compares every expectation.
`main` is the `tolaria scenario FILE...` command.

Defaults not fixed by docs/scenarios.md: `turn` 1, `step` precombat main, `seed`
0, libraries empty. The player who took turn 1 is worked out from `turn`
and `active` (turns go round in the order the players are listed, CR 500.1).

Multiplayer (an addition to docs/scenarios.md): `players` may list any number of
players; they sit in the order listed, turn order going to the left (the next
one listed). An optional top-level `options` mapping chooses the multiplayer
variant and options (tolaria.rules.multiplayer, CR 800-809), as `Game.new` does:

    options:
      variant: free-for-all      # or emperor: teams of three in the order listed,
                                 # the middle one of each the emperor (CR 809)
      range_of_influence: 1      # seats (CR 801); none by default
      attack: left               # multiple (default), left or right (CR 802, 803)

In an Emperor game `winner` is the winning team's emperor, and every player of
that team has won (CR 809.5a, 104.2c).

Ante (an addition to docs/scenarios.md): `options: {ante: true}` plays for ante
(CR 407, tolaria.rules.ante); a player's `ante` lists the cards they own in the ante,
in the set-up and in `expect` (with `ante_count`), and an object's `zone` may be
`ante`.

Sideboards (an addition to docs/scenarios.md): a player's `sideboard` lists the cards they
own outside the game (CR 400.11a), in the set-up and in `expect` (with `sideboard_count`).

Dungeons (an addition to docs/scenarios.md): a player's `room` is the room their venture
marker is on, which names its dungeon (CR 309.4), and `completed` lists the dungeons they
completed (CR 309.7), in the set-up and in `expect`.
"""

from __future__ import annotations

import re
import sys
import traceback
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from tolaria.data.actions import Action, IllegalAction
from tolaria.data.ir import COLOR_NAMES
from tolaria.data.objects import GameObject
from tolaria.data.rulesets import RULESETS
from tolaria.data.state import STEPS, GameState
from tolaria.data.vocabulary import DESIGNATIONS
from tolaria.game import Game
from tolaria.notation import NotationError, current_object
from tolaria.rules.keywords import protection
from tolaria.rules.layers import characteristics, controller, current_name
from tolaria.rules.multiplayer import make_options

LIBRARY_FILLER = "Wastes"          # a number as a library: that many Wastes
MAX_PASSES = 2000                  # "resolve" / "advance to" give up after this many decisions
NOT_CHECKED = "the expectations after it aren't checked"   # after a failed action line

OPTION_KEYS = ("variant", "range_of_influence", "attack", "ante")
TOP_KEYS = ("name", "rules", "seed", "turn", "active", "step", "players", "options", "actions",
            "expect", "rules_tested", "day_night")
DAY_NIGHT = ("day", "night")       # the game's designation (CR 728.1); absent: neither
PLAYER_KEYS = ("life", "poison", "hand", "battlefield", "library", "lands_played", "mana_pool",
               "graveyard", "exile", "ante", "command", "commander_damage", "commander_casts",
               "sideboard", "room", "completed")
ZONES = ("hand", "battlefield", "library", "graveyard", "exile", "ante", "command")
OBJECT_KEYS = ("card", "alias", "tapped", "sick", "damage", "counters", "attached_to",
               "commander", "designations", "merged", "chosen_player")
PERMANENT_ONLY = ("tapped", "sick", "damage", "counters", "attached_to", "designations",
                  "merged", "chosen_player")
EXPECT_KEYS = ("players", "objects", "stack", "step", "turn", "winner", "losers", "day_night")
EXPECT_PLAYER_KEYS = ("life", "poison", "lands_played", *ZONES, *(f"{z}_count" for z in ZONES),
                      "commander_damage", "sideboard", "sideboard_count", "room", "completed")
EXPECT_OBJECT_KEYS = ("power", "toughness", "tapped", "zone", "counters", "controller", "types",
                      "subtypes", "keywords", "no_keywords", "damage", "colors", "attached_to",
                      "face_down", "attacking", "blocking", "designations",
                      "merged")
OBJECT_ZONES = ("battlefield", "graveyard", "exile", "hand", "library", "stack", "none",
                "ante", "command")
_ADVANCE = re.compile(r"^advance\s+to\s+(.+?)(?:\s+turn\s+(\d+))?\s*$", re.IGNORECASE)

Path_ = tuple[Any, ...]


class ScenarioError(ValueError):
    """The file isn't a valid scenario; the message names the line or key."""


@dataclass(slots=True)
class ObjectSetup:
    """One card of the set-up (a name, or a mapping with an alias and its status)."""

    card: str
    alias: str | None = None
    tapped: bool = False
    sick: bool = False
    damage: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: str | None = None
    commander: bool = False          # this card is its owner's commander (CR 903.3)
    designations: tuple[str, ...] = ()   # monstrous, renowned, solved, suspected
    merged: list[str] = field(default_factory=list)   # the cards under it (CR 727.2)
    chosen_player: str | None = None     # the player it chose as it entered (CR 607.2d)


@dataclass(slots=True)
class PlayerSetup:
    name: str
    life: int | None = None                # None: the variant's starting life (CR 103.4)
    poison: int = 0
    lands_played: int = 0
    mana_pool: str = ""
    zones: dict[str, list[ObjectSetup]] = field(default_factory=dict)
    # Commander (CR 903): combat damage each commander has dealt this player, by its name
    # (CR 903.10a), and the casts from the command zone so far of this player's
    # commanders (the tax, CR 903.8)
    commander_damage: dict[str, int] = field(default_factory=dict)
    commander_casts: dict[str, int] = field(default_factory=dict)
    # the cards this player owns outside the game, their sideboard (CR 400.11a)
    sideboard: list[str] = field(default_factory=list)
    # the room their venture marker is on, which names its dungeon (CR 309.4), and the
    # dungeons they completed (CR 309.7)
    room: str | None = None
    completed: list[str] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Line:
    """One line of `actions`: an action ("act"), "resolve" or "advance"."""

    number: int
    text: str
    kind: str
    player: int | None = None
    notation: str = ""
    refused: bool = False
    step: str = ""
    turn: int | None = None


@dataclass(slots=True)
class Scenario:
    name: str
    source: str
    rules: str = "modern"
    seed: int = 0
    turn: int = 1
    active: int = 0
    step: str = "precombat main"
    day_night: str | None = None                             # CR 728.1
    players: list[PlayerSetup] = field(default_factory=list)
    actions: list[Line] = field(default_factory=list)
    expect: dict[str, Any] = field(default_factory=dict)
    rules_tested: list[str] = field(default_factory=list)
    lines: dict[Path_, int] = field(default_factory=dict)
    options: dict[str, Any] = field(default_factory=dict)   # multiplayer (CR 800-809)

    def where(self, path: Path_) -> str:
        """"line N (key.path)" for messages."""
        line = self.lines.get(path)
        dotted = _dotted(path)
        return f"line {line} ({dotted})" if line else dotted


@dataclass(slots=True)
class ScenarioResult:
    name: str
    passed: bool
    failures: list[str] = field(default_factory=list)
    game: Game | None = None
    refusals: list[str] = field(default_factory=list)   # "line N: reason" for each '!' line


# -- reading the file ---------------------------------------------------------------------

def _dotted(path: Path_) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "the file"


def _read_yaml(text: str, source: str) -> tuple[Any, dict[Path_, int]]:
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}: " if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc)
        hint = " (quote lines that start with '!' or contain ': ')" if "!" in text else ""
        raise ScenarioError(f"{source}: {where}not valid YAML: {problem}{hint}") from None
    lines: dict[Path_, int] = {}
    _map_lines(node, (), lines)
    return data, lines


def _map_lines(node: Any, path: Path_, lines: dict[Path_, int]) -> None:
    if node is None:
        return
    lines.setdefault(path, node.start_mark.line + 1)
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            lines[path + (key.value,)] = key.start_mark.line + 1
            _map_lines(value, path + (key.value,), lines)
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            _map_lines(item, path + (i,), lines)


def load_scenario(source: str | Path) -> Scenario:
    """Read a scenario from a file path or from YAML text; raise ScenarioError if invalid."""
    text, label = _source_text(source)
    data, lines = _read_yaml(text, label)
    if not isinstance(data, dict):
        raise ScenarioError(f"{label}: a scenario is a YAML mapping with at least 'players'")
    reader = _Reader(label, lines)
    return reader.scenario(data)


def _source_text(source: str | Path) -> tuple[str, str]:
    if isinstance(source, Path) or ("\n" not in source and source.endswith((".yaml", ".yml"))):
        path = Path(source)
        try:
            return path.read_text(encoding="utf-8"), str(path)
        except OSError as exc:
            raise ScenarioError(f"{path}: can't read the file: {exc.strerror}") from None
    return str(source), "<scenario>"


class _Reader:
    """Checks the YAML data and turns it into a Scenario, naming lines in errors."""

    def __init__(self, label: str, lines: dict[Path_, int]) -> None:
        self.label = label
        self.lines = lines

    def error(self, path: Path_, message: str) -> ScenarioError:
        line = self.lines.get(path)
        where = f"line {line} ({_dotted(path)})" if line else _dotted(path)
        return ScenarioError(f"{self.label}: {where}: {message}")

    def keys(self, data: Any, path: Path_, allowed: Sequence[str]) -> dict[str, Any]:
        if not isinstance(data, dict):
            raise self.error(path, "expected a mapping of keys")
        for key in data:
            if key not in allowed:
                raise self.error(path + (key,), f"unknown key '{key}' (known: "
                                 + ", ".join(allowed) + ")")
        return data

    def integer(self, value: Any, path: Path_, low: int | None = 0) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.error(path, f"expected a whole number, found {value!r}")
        if low is not None and value < low:
            raise self.error(path, f"expected a number of at least {low}, found {value}")
        return value

    def boolean(self, value: Any, path: Path_) -> bool:
        if not isinstance(value, bool):
            raise self.error(path, f"expected true or false, found {value!r}")
        return value

    def string(self, value: Any, path: Path_) -> str:
        if not isinstance(value, str | int) or isinstance(value, bool):
            raise self.error(path, f"expected text, found {value!r}")
        return str(value)

    def room(self, value: Any, path: Path_) -> str | None:
        """A room of a dungeon, by its name (CR 309.4), or None."""
        from tolaria.cards.dungeons import ROOMS
        if value is None:
            return None
        name = self.string(value, path)
        if name not in ROOMS:
            raise self.error(path, f"unknown room '{name}'")
        return name

    def dungeons(self, value: Any, path: Path_) -> list[str]:
        """Dungeons, by their names (CR 309.7)."""
        from tolaria.cards.dungeons import DUNGEONS
        names = [self.string(v, path + (i,)) for i, v in enumerate(self.listing(value, path))]
        for i, name in enumerate(names):
            if name not in DUNGEONS:
                raise self.error(path + (i,), f"unknown dungeon '{name}' (dungeons: "
                                 + ", ".join(DUNGEONS) + ")")
        return names

    def listing(self, value: Any, path: Path_) -> list[Any]:
        if value is None:
            return []
        if not isinstance(value, list):
            raise self.error(path, f"expected a list, found {value!r}")
        return value

    def step(self, value: Any, path: Path_) -> str:
        text = " ".join(self.string(value, path).lower().split())
        if text not in STEPS:
            raise self.error(path, f"unknown step '{value}' (steps: {', '.join(STEPS)})")
        return text

    def day_night(self, value: Any, path: Path_) -> str | None:
        """`day_night: day` / `night`; absent or null: neither (CR 728.1)."""
        if value is None:
            return None
        text = self.string(value, path).lower().strip()
        if text not in DAY_NIGHT:
            raise self.error(path, f"unknown day_night '{value}' (use day or night)")
        return text

    # -- the parts ------------------------------------------------------------------------
    def scenario(self, data: dict[str, Any]) -> Scenario:
        data = self.keys(data, (), TOP_KEYS)
        if "players" not in data:
            raise self.error((), "'players' is required")
        label = Path(self.label).stem if self.label != "<scenario>" else self.label
        sc = Scenario(name=self.string(data.get("name", label), ("name",)), source=self.label,
                      lines=self.lines)
        rules = self.string(data.get("rules", "modern"), ("rules",))
        if rules not in RULESETS:
            raise self.error(("rules",), f"unknown rules '{rules}' (use {' or '.join(RULESETS)})")
        sc.rules = rules
        sc.seed = self.integer(data.get("seed", 0), ("seed",), None)
        sc.turn = self.integer(data.get("turn", 1), ("turn",), 1)
        sc.step = self.step(data.get("step", "precombat main"), ("step",))
        sc.day_night = self.day_night(data.get("day_night"), ("day_night",))
        sc.rules_tested = [self.string(r, ("rules_tested", i)) for i, r in
                           enumerate(self.listing(data.get("rules_tested"), ("rules_tested",)))]
        players = data["players"]
        if not isinstance(players, dict) or len(players) < 2:
            raise self.error(("players",), "a game needs at least two players (CR 100.1)")
        sc.players = [self.player(str(name), spec, ("players", name))
                      for name, spec in players.items()]
        names = [p.name.casefold() for p in sc.players]
        if len(set(names)) != len(names):
            raise self.error(("players",), "two players have the same name")
        active = data.get("active", sc.players[0].name)
        sc.active = self.player_index(sc, active, ("active",))
        sc.options = self.options(len(sc.players), data.get("options"), sc.players)
        self.check_aliases(sc)
        sc.actions = [self.line(sc, item, ("actions", i)) for i, item in
                      enumerate(self.listing(data.get("actions"), ("actions",)))]
        sc.expect = self.expectations(sc, data.get("expect") or {})
        return sc

    def options(self, n_players: int, value: Any, players: Sequence[PlayerSetup] = ()
                ) -> dict[str, Any]:
        """The multiplayer options (CR 800-809), checked as `Game.new` checks them; a
        Commander game's commanders are the cards marked so (CR 903.3)."""
        if value is None:
            return {}
        spec = dict(self.keys(value, ("options",), OPTION_KEYS))
        for key in ("variant", "attack"):
            if key in spec:
                spec[key] = self.string(spec[key], ("options", key)).lower()
        if "ante" in spec:
            spec["ante"] = self.boolean(spec["ante"], ("options", "ante"))
        if spec.get("range_of_influence") is not None:
            spec["range_of_influence"] = self.integer(
                spec["range_of_influence"], ("options", "range_of_influence"), 1)
        if spec.get("variant") == "commander":
            spec["commanders"] = tuple(tuple(o.card for objs in p.zones.values() for o in objs
                                             if o.commander) for p in players)
        try:
            make_options(n_players, **spec)
        except ValueError as exc:
            raise self.error(("options",), str(exc)) from None
        return spec

    def player_index(self, sc: Scenario, name: Any, path: Path_) -> int:
        text = self.string(name, path).casefold()
        for i, p in enumerate(sc.players):
            if p.name.casefold() == text:
                return i
        raise self.error(path, f"no player named '{name}' (players: "
                         + ", ".join(p.name for p in sc.players) + ")")

    def player(self, name: str, spec: Any, path: Path_) -> PlayerSetup:
        spec = self.keys(spec or {}, path, PLAYER_KEYS)
        setup = PlayerSetup(name=name)
        if spec.get("life") is not None:
            setup.life = self.integer(spec["life"], path + ("life",), None)
        for key in ("commander_damage", "commander_casts"):
            value = spec.get(key) or {}
            if not isinstance(value, dict):
                raise self.error(path + (key,), "a mapping of commander names to numbers")
            setattr(setup, key, {self.card_name(k, path + (key, k), "command"):
                                 self.integer(v, path + (key, k)) for k, v in value.items()})
        setup.poison = self.integer(spec.get("poison", 0), path + ("poison",))
        setup.lands_played = self.integer(spec.get("lands_played", 0), path + ("lands_played",))
        pool = spec.get("mana_pool") or ""
        setup.mana_pool = self.string(pool, path + ("mana_pool",))
        if setup.mana_pool:
            from tolaria.data.mana import ManaPool
            try:
                ManaPool().add_text(setup.mana_pool)
            except ValueError as exc:
                raise self.error(path + ("mana_pool",), f"bad mana '{pool}': {exc}") from None
        setup.room = self.room(spec.get("room"), path + ("room",))
        setup.completed = self.dungeons(spec.get("completed"), path + ("completed",))
        setup.sideboard = [self.card_name(item, path + ("sideboard", i), "sideboard")
                           for i, item in enumerate(self.listing(spec.get("sideboard"),
                                                                 path + ("sideboard",)))]
        for zone in ZONES:
            value = spec.get(zone)
            if zone == "library" and isinstance(value, int) and not isinstance(value, bool):
                count = self.integer(value, path + (zone,))
                setup.zones[zone] = [ObjectSetup(LIBRARY_FILLER) for _ in range(count)]
                continue
            setup.zones[zone] = [self.card(item, path + (zone, i), zone)
                                 for i, item in enumerate(self.listing(value, path + (zone,)))]
        return setup

    def card(self, item: Any, path: Path_, zone: str) -> ObjectSetup:
        if not isinstance(item, dict):
            return ObjectSetup(self.card_name(item, path, zone), commander=zone == "command")
        spec = self.keys(item, path, OBJECT_KEYS)
        if "card" not in spec:
            raise self.error(path, "a card given as a mapping needs 'card: NAME'")
        if zone != "battlefield":
            for key in PERMANENT_ONLY:
                if key in spec:
                    raise self.error(path + (key,), f"'{key}' applies to permanents only")
        obj = ObjectSetup(self.card_name(spec["card"], path + ("card",), zone))
        if "alias" in spec:
            obj.alias = self.string(spec["alias"], path + ("alias",))
        obj.tapped = self.boolean(spec.get("tapped", False), path + ("tapped",))
        obj.sick = self.boolean(spec.get("sick", False), path + ("sick",))
        obj.damage = self.integer(spec.get("damage", 0), path + ("damage",))
        obj.counters = self.counters(spec.get("counters"), path + ("counters",))
        if spec.get("attached_to") is not None:
            obj.attached_to = self.string(spec["attached_to"], path + ("attached_to",))
        obj.designations = self.designations(spec.get("designations"), path + ("designations",))
        obj.merged = [self.card_name(name, path + ("merged", i), zone) for i, name in
                      enumerate(self.listing(spec.get("merged"), path + ("merged",)))]
        if spec.get("chosen_player") is not None:
            obj.chosen_player = self.string(spec["chosen_player"], path + ("chosen_player",))
        obj.commander = zone == "command" or self.boolean(spec.get("commander", False),
                                                          path + ("commander",))
        return obj

    def designations(self, value: Any, path: Path_) -> tuple[str, ...]:
        """A permanent's designations (CR 701.31b, 702.112b, 719.3b, 701.58b)."""
        names = tuple(self.string(v, path + (i,)).casefold()
                      for i, v in enumerate(self.listing(value, path)))
        for i, name in enumerate(names):
            if name not in DESIGNATIONS:
                raise self.error(path + (i,), f"unknown designation {name!r}; one of "
                                 + ", ".join(DESIGNATIONS))
        return names

    def counters(self, value: Any, path: Path_) -> dict[str, int]:
        if value is None:
            return {}
        if not isinstance(value, dict):
            raise self.error(path, 'expected counters as a mapping, e.g. {"+1/+1": 2}')
        return {str(k): self.integer(v, path + (k,)) for k, v in value.items()}

    def card_name(self, value: Any, path: Path_, zone: str) -> str:
        """The card's name as printed; an unknown or unplayable card, or a card that can't
        be in `zone`, is an error naming the line."""
        from tolaria.cards.database import UnknownCard
        from tolaria.cards.registry import UnsupportedCard, card_def, melded_from
        name = self.string(value, path)
        melded = melded_from(name) if zone == "battlefield" else None
        if melded is not None:                         # a melded permanent (CR 712.4a)
            return melded[0].faces[0].name
        try:
            card = card_def(name)
        except UnknownCard as exc:
            raise self.error(path, str(exc)) from None
        except UnsupportedCard as exc:
            raise self.error(path, f"{exc} (the engine can't play it yet)") from None
        if zone == "battlefield" and not card.is_permanent_card:
            kind = "an instant" if "Instant" in card.types else "a sorcery"
            raise self.error(path, f"{card.name} is {kind} card, not a permanent: it can't "
                             "be on the battlefield (CR 110.4, 304.4, 307.4)")
        return card.name

    def check_aliases(self, sc: Scenario) -> None:
        seen: dict[str, Path_] = {}
        players = {p.name.casefold() for p in sc.players}
        for pi, p in enumerate(sc.players):
            for zone, objs in p.zones.items():
                for i, obj in enumerate(objs):
                    if obj.alias is None:
                        continue
                    path = ("players", sc.players[pi].name, zone, i, "alias")
                    key = obj.alias.casefold()
                    if key in seen:
                        raise self.error(path, f"alias '{obj.alias}' is used twice")
                    if key in players:
                        raise self.error(path, f"alias '{obj.alias}' is a player's name")
                    seen[key] = path
        for p in sc.players:
            for i, obj in enumerate(p.zones["battlefield"]):
                if obj.attached_to is not None and obj.attached_to.casefold() not in seen:
                    raise self.error(("players", p.name, "battlefield", i, "attached_to"),
                                     f"no card has the alias '{obj.attached_to}'")
                if obj.chosen_player is not None and (
                        obj.chosen_player.casefold() not in players
                        or not _chooses_player(obj.card)):
                    raise self.error(("players", p.name, "battlefield", i, "chosen_player"),
                                     f"{obj.card} chooses no player as it enters, or "
                                     f"'{obj.chosen_player}' isn't a player (CR 607.2d)")

    def line(self, sc: Scenario, item: Any, path: Path_) -> Line:
        number = self.lines.get(path, 0)
        if isinstance(item, dict) and len(item) == 1:       # unquoted "- Alice: play Forest"
            (who, what), = item.items()
            item = f"{who}: {what}"
        text = self.string(item, path).strip()
        low = " ".join(text.lower().split())
        if low == "resolve":
            return Line(number, text, "resolve")
        m = _ADVANCE.match(text)
        if m:
            step = self.step(m.group(1), path)
            return Line(number, text, "advance", step=step,
                        turn=int(m.group(2)) if m.group(2) else None)
        refused = text.startswith("!")
        body = text[1:].strip() if refused else text
        who, sep, notation = body.partition(":")
        if not sep or not notation.strip():
            raise self.error(path, f"can't read '{text}': expected 'PLAYER: ACTION', "
                             "'resolve' or 'advance to STEP [turn N]'")
        player = self.player_index(sc, who.strip(), path)
        return Line(number, text, "act", player=player, notation=notation.strip(),
                    refused=refused)

    # -- expectations ---------------------------------------------------------------------
    def expectations(self, sc: Scenario, data: Any) -> dict[str, Any]:
        path: Path_ = ("expect",)
        data = self.keys(data, path, EXPECT_KEYS)
        for name, spec in (data.get("players") or {}).items():
            self.player_index(sc, name, path + ("players", name))
            spec = self.keys(spec or {}, path + ("players", name), EXPECT_PLAYER_KEYS)
            for key, value in spec.items():
                where = path + ("players", name, key)
                if key in ZONES or key == "sideboard":
                    self.listing(value, where)
                elif key == "room":
                    self.room(value, where)
                elif key == "completed":
                    self.dungeons(value, where)
                elif key == "commander_damage":
                    if not isinstance(value, dict):
                        raise self.error(where, "a mapping of commander names to damage")
                    for k, v in value.items():
                        self.integer(v, where + (k,))
                else:
                    self.integer(value, where, None)
        aliases = {o.alias.casefold() for p in sc.players for objs in p.zones.values()
                   for o in objs if o.alias}
        for alias, spec in (data.get("objects") or {}).items():
            where = path + ("objects", alias)
            if str(alias).casefold() not in aliases:
                raise self.error(where, f"no card has the alias '{alias}'")
            spec = self.keys(spec or {}, where, EXPECT_OBJECT_KEYS)
            zone = spec.get("zone")
            if zone is not None and zone not in OBJECT_ZONES:
                raise self.error(where + ("zone",), f"unknown zone '{zone}' (zones: "
                                 + ", ".join(OBJECT_ZONES) + ")")
            if spec.get("controller") is not None:
                self.player_index(sc, spec["controller"], where + ("controller",))
        if data.get("step") is not None:
            data = dict(data, step=self.step(data["step"], path + ("step",)))
        if data.get("winner") is not None:
            self.player_index(sc, data["winner"], path + ("winner",))
        if "day_night" in data:
            data = dict(data, day_night=self.day_night(data["day_night"], path + ("day_night",)))
        for i, name in enumerate(self.listing(data.get("losers"), path + ("losers",))):
            self.player_index(sc, name, path + ("losers", i))
        self.listing(data.get("stack"), path + ("stack",))
        return data


# -- setting up the game ------------------------------------------------------------------

def build_game(sc: Scenario) -> Game:
    """The position of the scenario, with the engine started at the beginning of its step."""
    from tolaria.rules import events

    n = len(sc.players)
    starting = (sc.active - (sc.turn - 1)) % n                # turns go round in order
    state = GameState([p.name for p in sc.players], sc.seed,
                      make_options(n, **sc.options, rules=sc.rules, starting_player=starting,
                                   skip_mulligans=True))
    state.aliases = {}
    made: list[tuple[GameObject, ObjectSetup]] = []
    for index, setup in enumerate(sc.players):
        player = state.players[index]
        player.life = setup.life if setup.life is not None else _starting_life(state)
        player.poison = setup.poison
        player.lands_played = setup.lands_played
        player.room = setup.room                                        # CR 309.4
        player.completed = tuple(setup.completed)                       # CR 309.7
        player.dungeons = len(setup.completed)
        if setup.mana_pool:
            player.pool.add_text(setup.mana_pool)
        player.kept = True
        for zone in ZONES:
            objs = setup.zones.get(zone, [])
            order = reversed(objs) if zone == "library" else objs   # top first in the file
            for spec in order:
                obj = _created(state, spec.card, index, zone)
                made.append((obj, spec))
                if spec.commander:
                    state.commanders.append(obj.card_uid)                  # CR 903.3
                    state.commander_casts += [obj.card_uid] * setup.commander_casts.get(
                        spec.card, 0)
                if spec.alias:
                    state.aliases[spec.alias] = obj.card_uid
    by_alias = {spec.alias.casefold(): obj for obj, spec in made if spec.alias}
    for obj, spec in made:
        if obj.zone != "battlefield":
            continue
        obj.tapped, obj.damage = spec.tapped, spec.damage
        obj.since = None if spec.sick else obj.controller
        obj.counters = dict(spec.counters)
        obj.chosen += tuple((name, "") for name in spec.designations)
        for kind in obj.counters:
            events.stamp_counters(state, obj, kind)
        if obj.card.loyalty is not None and "loyalty" not in obj.counters:
            obj.counters["loyalty"] = obj.card.loyalty             # CR 306.5b
        if "Battle" in obj.card.types:
            if obj.card.defense is not None and "defense" not in obj.counters:
                obj.counters["defense"] = obj.card.defense         # CR 310.4b
            opponents = state.opponents(obj.controller)
            if len(opponents) == 1:
                obj.protector = opponents[0]                       # CR 310.11a
        if spec.attached_to is not None:
            obj.attached_to = by_alias[spec.attached_to.casefold()].id
        if spec.merged:                                            # CR 727.2
            _merge_cards(state, obj, spec.merged)
        if spec.chosen_player is not None:                          # CR 607.2d
            index = next(i for i, p in enumerate(sc.players)
                         if p.name.casefold() == spec.chosen_player.casefold())
            obj.chosen = (("player", str(index)),)
    for index, setup in enumerate(sc.players):                 # CR 400.11a
        state.sideboards += [(index, name) for name in setup.sideboard]
    _commander_damage(state, sc)
    state.turn, state.active, state.step = sc.turn, sc.active, sc.step
    state.day_night = sc.day_night
    state.stage = "begin"
    state.priority = state.active
    state.changed()
    game = Game(state)
    game._advance()
    return game


def _created(state: GameState, name: str, owner: int, zone: str) -> GameObject:
    """The object a set-up's card name makes: the card, or on the battlefield the melded
    permanent its two cards represent when the name is a meld pair's back face (CR
    712.4a)."""
    from tolaria.cards.registry import card_def, melded_from
    from tolaria.rules import faces, zones
    melded = melded_from(name) if zone == "battlefield" else None
    if melded is None:
        return zones.create_object(state, card_def(name), owner, zone)
    first, second = melded
    obj = zones.create_object(state, first.faces[0], owner, zone)
    obj.chosen = ((faces.MELDED, f"{state.next_uid}:{second.name}"),)
    state.next_uid += 1
    return obj


def _merge_cards(state: GameState, obj: GameObject, names: list[str]) -> None:
    """The permanent is a merged permanent: these cards are under it (CR 727.2)."""
    from tolaria.cards.registry import card_def
    from tolaria.rules.keywords import mutate
    under = []
    for name in names:
        under.append((card_def(name), state.next_uid))
        state.next_uid += 1
    mutate.merged(state, obj, ((obj.card, obj.card_uid), *under))


def _chooses_player(name: str) -> bool:
    """Does the card choose a player as it enters ("As this enters, choose an opponent",
    CR 614.12, 607.2d)?"""
    from tolaria.cards.registry import card_def
    from tolaria.data.vocabulary import ENTERING_OPS
    return any(a.replacement is not None and ENTERING_OPS.get(a.replacement.op) == "player"
               for a in card_def(name).static)


def _starting_life(state: GameState) -> int:
    """CR 103.4: 20; 40 in a Commander game (103.4c), 30 shared in Two-Headed Giant (103.4a)."""
    from tolaria.rules.commander import STARTING_LIFE
    from tolaria.rules.multiplayer import GIANT_LIFE, shared_turns
    if state.options.variant == "commander":
        return STARTING_LIFE
    return GIANT_LIFE if shared_turns(state) else 20


def _commander_damage(state: GameState, sc: Scenario) -> None:
    """The combat damage commanders have dealt each player so far (CR 903.10a)."""
    for index, setup in enumerate(sc.players):
        for name, amount in setup.commander_damage.items():
            uid = next((u for u in state.commanders if any(
                o.card_uid == u and o.card.name == name for o in state.objects.values())), None)
            if uid is None:
                raise ScenarioError(f"{sc.source}: commander_damage names {name}, which is no "
                                    "player's commander")
            state.commander_damage.append((uid, index, amount))


# -- running ------------------------------------------------------------------------------

def run_scenario(sc: Scenario) -> ScenarioResult:
    """Play the scenario and compare every expectation; never raises for a bad scenario."""
    failures: list[str] = []
    refusals: list[str] = []
    game: Game | None = None
    try:
        game = build_game(sc)
        for line in sc.actions:
            problem = _run_line(game, line, refusals)
            if problem:
                # The lines after it aren't played, so the expectations would only report
                # what this line stopped: say so instead of checking them.
                failures.append(f"line {line.number}: '{line.text}': {problem}")
                if sc.expect:
                    failures.append(NOT_CHECKED)
                break
        else:
            failures += check_expectations(game, sc)
    except ScenarioError as exc:
        failures.append(str(exc))
    except Exception as exc:                                  # an engine bug: report, don't crash
        frame = traceback.extract_tb(exc.__traceback__)[-1]
        failures.append(f"engine error: {type(exc).__name__}: {exc} "
                        f"({Path(frame.filename).name}:{frame.lineno})")
    return ScenarioResult(sc.name, not failures, failures, game, refusals)


def _run_line(game: Game, line: Line, refusals: list[str]) -> str | None:
    if line.kind == "resolve":
        return _resolve(game)
    if line.kind == "advance":
        return _advance_to(game, line.step, line.turn)
    return _act(game, line, refusals)


def _act(game: Game, line: Line, refusals: list[str]) -> str | None:
    state = game.state
    names = [p.name for p in state.players]
    d = state.decision
    is_concede = line.notation.strip().lower() == "concede"
    if not is_concede:
        if d is None:
            return "the game is over" if state.over else "no decision is pending"
        if d.player != line.player:
            return (f"the engine is waiting for {names[d.player]} ({d.kind.replace('_', ' ')}), "
                    f"not {names[line.player]}")
    before = game.to_json() if line.refused else None
    refusal = None
    try:
        action = game.parse(line.notation, line.player)
    except NotationError as exc:
        raise ScenarioError(f"line {line.number}: bad action text '{line.notation}': "
                            f"{exc.reason}") from None
    except IllegalAction as exc:
        refusal = exc.reason
    else:
        try:
            game.act(action)
        except IllegalAction as exc:
            refusal = exc.reason
    if line.refused:
        if refusal is None:
            return "expected to be refused, but it was legal"
        if game.to_json() != before:
            return f"refused ({refusal}) but the game changed"
        refusals.append(f"line {line.number}: {line.notation}: {refusal}")
        return None
    return f"refused: {refusal}" if refusal else None


def _may_come_again(state: GameState, step: str) -> bool:
    """Can `step` still begin this turn, in a phase added to it or one they came before
    (CR 500.8)? The combat steps and the main phase after them can."""
    return bool(state.added_phases or state.resume_step) and \
        STEPS.index(step) >= STEPS.index("beginning of combat")


def _resolve(game: Game) -> str | None:
    """Everyone passes until the top object of the stack has resolved or left the stack."""
    state = game.state
    if not state.stack:
        return "the stack is empty: nothing to resolve"
    top = state.stack[-1]
    for _ in range(MAX_PASSES):
        d = state.decision
        if state.over or top not in state.stack or d is None or d.kind != "priority":
            return None
        game.act(Action("pass", d.player))
    return f"{current_name(state, state.objects[top])} didn't resolve after {MAX_PASSES} passes"


def _advance_to(game: Game, step: str, turn: int | None) -> str | None:
    """Everyone passes to the first decision in `step`; nobody attacks or blocks on the way."""
    state = game.state
    target_step = STEPS.index(step)
    here = (state.turn, STEPS.index(state.step))
    again = _may_come_again(state, step)
    if turn is None:
        turn = state.turn if here[1] <= target_step or again else state.turn + 1
    target = (turn, target_step)
    if here > target and not (again and turn == state.turn):
        return f"turn {turn}'s {step} step is already past"
    names = [p.name for p in state.players]
    for _ in range(MAX_PASSES):
        if state.over:
            return None
        d = state.decision
        here = (state.turn, STEPS.index(state.step))
        if here == target and d is not None:
            return None
        if here > target and not (here[0] == turn and _may_come_again(state, step)):
            why = " (no player gets priority in the untap step, CR 502.4)" if step == "untap" \
                else ""
            return f"the game went past turn {turn}'s {step} step without a decision there{why}"
        if d is None:
            return "no decision is pending"
        if d.kind == "priority":
            game.act(Action("pass", d.player))
        elif d.kind == "attackers":
            game.act(Action("attack", d.player, choice=()))
        elif d.kind == "blockers":
            game.act(Action("block", d.player, choice=()))
        else:
            return (f"{names[d.player]} must decide on the way ({d.kind.replace('_', ' ')}: "
                    f"{d.prompt}); answer it with an action line first")
    return f"didn't reach turn {turn}'s {step} step after {MAX_PASSES} decisions"


# -- checking -----------------------------------------------------------------------------

def check_expectations(game: Game, sc: Scenario) -> list[str]:
    """Every expectation that doesn't hold, as "where: expected X, found Y"."""
    state = game.state
    expect = sc.expect
    out: list[str] = []

    def check(path: Path_, expected: Any, found: Any, same: bool | None = None) -> None:
        ok = expected == found if same is None else same
        if not ok:
            out.append(f"{sc.where(('expect',) + path)}: expected {_show(expected)}, "
                       f"found {_show(found)}")

    for name, spec in (expect.get("players") or {}).items():
        index = _player(state, name)
        for key, expected in (spec or {}).items():
            found = _player_value(state, index, key)
            if (key in ZONES or key == "sideboard") and key != "library":
                exp = sorted(_fold(expected))
                check(("players", name, key), sorted(expected or []), sorted(found),
                      exp == sorted(_fold(found)))
            elif key == "library":
                check(("players", name, key), list(expected or []), found,
                      _fold(expected) == _fold(found))
            elif key == "commander_damage":
                check(("players", name, key), dict(expected or {}), found,
                      {k.casefold(): v for k, v in (expected or {}).items()}
                      == {k.casefold(): v for k, v in found.items()})
            else:
                check(("players", name, key), expected, found)
    for alias, spec in (expect.get("objects") or {}).items():
        for key, expected in (spec or {}).items():
            found, same = _object_value(state, str(alias), key, expected)
            check(("objects", alias, key), expected, found, same)
    if "stack" in expect:
        found = [current_name(state, state.objects[i]) for i in reversed(state.stack)]
        expected = list(expect["stack"] or [])
        check(("stack",), expected, found, _fold(expected) == _fold(found))
    if "step" in expect:
        check(("step",), expect["step"], state.step)
    if "turn" in expect:
        check(("turn",), expect["turn"], state.turn)
    if "day_night" in expect:
        check(("day_night",), expect["day_night"], state.day_night)
    if "winner" in expect:
        winner = state.players[state.winner].name if state.winner is not None else None
        exp = expect["winner"]
        check(("winner",), exp, winner, _fold([exp]) == _fold([winner]))
    if "losers" in expect:
        losers = [p.name for p in state.players if p.lost]
        exp = list(expect["losers"] or [])
        check(("losers",), sorted(exp), sorted(losers), sorted(_fold(exp)) == sorted(_fold(losers)))
    return out


def _fold(items: Any) -> list[str]:
    return [str(i).casefold() if i is not None else "" for i in items or []]


def _show(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_show(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_show(v)}" for k, v in value.items()) + "}"
    return str(value)


def _player(state: GameState, name: str) -> int:
    for p in state.players:
        if p.name.casefold() == str(name).casefold():
            return p.index
    raise ScenarioError(f"no player named '{name}'")


def _player_value(state: GameState, index: int, key: str) -> Any:
    p = state.players[index]
    if key in ("life", "poison", "lands_played", "room"):
        return getattr(p, key)
    if key == "completed":                                    # CR 309.7
        return list(p.completed)
    if key == "commander_damage":                             # CR 903.10a
        from tolaria.rules.commander import commander_name, damage_to
        return {commander_name(state, uid): n for uid, n in damage_to(state, index)}
    zone, _, count = key.partition("_count")
    if zone == "sideboard":                                   # outside the game (400.11a)
        names = [name for who, name in state.sideboards if who == index]
        return len(names) if key.endswith("_count") else names
    if zone == "battlefield":
        ids = [i for i in state.battlefield
               if controller(state, state.objects[i]) == index]
    elif zone == "ante":                                      # one shared zone (CR 407)
        ids = [i for i in state.ante if state.objects[i].owner == index]
    elif zone == "command":                                   # shared too (CR 408)
        ids = [i for i in state.command if state.objects[i].owner == index]
    else:
        ids = p.zone(zone)
        if zone == "library":
            ids = ids[::-1]                                   # top first
    names = [current_name(state, state.objects[i]) for i in ids]        # CR 707.2, 708.2
    return len(names) if key.endswith("_count") else names


def _object_value(state: GameState, alias: str, key: str, expected: Any) -> tuple[Any, bool]:
    """What the aliased card shows for `key`, and whether that matches `expected`."""
    uid = {a.casefold(): u for a, u in getattr(state, "aliases", {}).items()}[alias.casefold()]
    obj = current_object(state, uid)
    if key == "zone":
        found = "none" if obj is None else obj.zone
        return found, found == expected
    if obj is None:
        return "nothing (the object ceased to exist)", False
    chars = characteristics(state, obj)
    if key in ("power", "toughness"):
        found = getattr(chars, key)
        return found, found == expected
    if key in ("tapped", "damage"):
        found = getattr(obj, key)
        return found, found == expected
    if key == "counters":
        found = {k: v for k, v in obj.counters.items() if v}
        want = {str(k): v for k, v in (expected or {}).items() if v}
        return found, found == want
    if key == "controller":
        found = state.players[controller(state, obj)].name
        return found, found.casefold() == str(expected).casefold()
    if key in ("types", "subtypes"):
        found = sorted(getattr(chars, key))
        return found, set(_fold(found)) == set(_fold(expected))
    if key in ("keywords", "no_keywords"):
        found = sorted(protection.keyword_text(state, k) for k in chars.keywords)
        wanted = set(_fold(expected))
        ok = wanted <= set(_fold(found)) if key == "keywords" else not wanted & set(_fold(found))
        return found, ok
    if key == "colors":
        found = sorted(COLOR_NAMES[c] for c in chars.colors)
        names = {COLOR_NAMES.get(str(c).upper(), str(c).casefold()) for c in expected or []}
        return found, names == set(found)
    if key == "attached_to":
        host = state.objects.get(obj.attached_to) if obj.attached_to is not None else None
        if host is None:
            return None, expected is None
        target_uid = {a.casefold(): u for a, u in state.aliases.items()}.get(
            str(expected).casefold())
        label = next((a for a, u in state.aliases.items() if u == host.card_uid),
                     current_name(state, host))
        return label, host.card_uid == target_uid
    if key == "face_down":
        return obj.face_down, obj.face_down == expected
    if key == "designations":
        found = obj.designations()
        return found, set(found) == set(_fold(expected or []))
    if key == "merged":                                 # its cards, top first (CR 727.2)
        found = [card.name for card, _ in obj.merged]
        return found, _fold(found) == _fold(expected or [])
    if key == "attacking":
        found = obj.attacking is not None
        return found, found == expected
    if key == "blocking":
        found = bool(obj.blocking)
        return found, found == expected
    raise ScenarioError(f"unknown object expectation '{key}'")


# -- the command --------------------------------------------------------------------------

def _files(paths: Sequence[str]) -> list[Path]:
    out: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            out += sorted(p for p in path.iterdir() if p.suffix in (".yaml", ".yml"))
        else:
            out.append(path)
    return out


def main(paths: Sequence[str], out: Any = None) -> int:
    """`tolaria scenario FILE...`: each file's path with PASS or FAIL (and its failures),
    then "N passed, M failed"; 0 only if every one passes."""
    out = out or sys.stdout
    passed = failed = 0
    for path in _files(paths):
        try:
            sc = load_scenario(path)
        except ScenarioError as exc:
            failed += 1
            print(f"FAIL {path}", file=out)
            print(f"  {exc}", file=out)
            continue
        result = run_scenario(sc)
        named = f" ({result.name})" if result.name != path.stem else ""
        print(f"{'PASS' if result.passed else 'FAIL'} {path}{named}", file=out)
        for failure in result.failures:
            print(f"  {failure}", file=out)
        passed += result.passed
        failed += not result.passed
    print(f"{passed} passed, {failed} failed", file=out)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
