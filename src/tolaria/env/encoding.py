"""The observation: one seat's view (`Game.view`, `tolaria.view`) as fixed-size numbers.

Everything here is read from the view the seat is given (CR 400.2: its own hand, the
public zones, counts of hidden ones) and from the card catalog by the names the view shows
(Oracle data is public), never from the game itself, so the observation can't hold what
the seat may not see.

The observation is one flat `float32` vector made of five sections, each a table whose
columns are named in this module (`GLOBAL`, `PLAYER`, `OBJECT`, `STACK`, `ACTION`);
`Layout.split` gives the tables back as numpy views:

- **global**: the turn, the step (one-hot, CR 500.1), the pending decision's kind
  (one-hot) and whether it is the seat's, the number of options and the page shown, the
  parts chosen so far, how many objects didn't fit;
- **players** (one row per player, the seat first, then the others in turn order, CR
  101.4): life, poison, the size of each zone, lost, active, priority, deciding, the mana
  pool by type;
- **objects** (`max_objects` rows, padded with zeros): the battlefield (the seat's
  permanents first), the seat's hand, cards of other hands it has seen, the graveyards
  (most recent first) and the exiles; each row has a card id (`card_id`) for embeddings,
  its zone, owner and controller (0 for the seat, 1 for the next player...), card types,
  mana value, power and toughness (current for a permanent, printed otherwise), damage,
  tapped, summoning sick, token, face down, what it attacks, how many it blocks, what
  it is attached to, its counters, common keywords (CR 702), and its place in the
  declaration being built (`chosen`);
- **stack** (`max_stack` rows, the top first, CR 405): card id, controller, spell or
  ability, its first target, X and mode;
- **actions** (one row per option, `max_actions` rows): what option i of the action
  space does (`tolaria.env.choices`): a whole legal action, a part of a declaration, the
  next element of a sequence, "done" or "more"; the action's kind, up to `REFS` things
  it names (each as a player, an object row, a stack row and a card id) and its
  numbers (ability, X, mode, amount, position).

Rows refer to each other by row number plus one (0: none), never by the engine's object
ids, which the seat couldn't use anyway. Numbers are raw counts and values (life 20 is
20.0), clipped to +-`BOUND`.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

import numpy as np

from tolaria import catalog
from tolaria.env.choices import Option

BOUND = 1_000_000.0
_LOW, _HIGH = np.float32(-BOUND), np.float32(BOUND)    # float32 bounds: no casting per call
HASH_BUCKETS = 1024           # card ids for names the catalog doesn't know (tokens)
REFS = 3                      # things an action row names
CACHED = 1 << 16              # rows and parts of rows kept, per kind

# CR 500.1 (the steps as `Game.view` names them)
STEPS = ("untap", "upkeep", "draw", "precombat main", "beginning of combat",
         "declare attackers", "declare blockers", "combat damage", "end of combat",
         "postcombat main", "end", "cleanup")
# `Decision.kind` (README "The API"; `tests/test_env.py` checks the list is whole)
DECISION_KINDS = ("play_first", "mulligan", "bottom", "opening_hand", "priority", "attackers",
                  "exert", "blockers", "order_blockers", "assign_damage", "order_triggers",
                  "targets", "mode", "untap", "discard", "legend", "replacement", "choose",
                  "yes_no", "new_targets", "aura_host", "cast", "reveal", "subgame",
                  "command_zone", "protector", "enlist")
# `Action.kind`
ACTION_KINDS = ("pass", "play", "cast", "activate", "attack", "block", "order", "assign",
                "choose", "keep", "mulligan", "concede", "turn_face_up", "companion",
                "ignore", "unlock")
OPTION_KINDS = ("action", "part", "element", "done", "more")
# CR 300.1 (the card types a game of Magic uses)
CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land",
              "Planeswalker", "Sorcery")
ZONES = ("battlefield", "hand", "graveyard", "exile")
# CR 702: keyword abilities by name; "protection", "ward" and landwalk ("...walk") by prefix
# or suffix, as the view lists them ("protection from red", "swampwalk")
KEYWORDS = ("deathtouch", "defender", "double strike", "first strike", "flash", "flying",
            "haste", "hexproof", "indestructible", "lifelink", "menace", "reach", "shroud",
            "trample", "vigilance")
KEYWORD_FAMILIES = ("protection", "ward", "landwalk")
COUNTERS = ("+1/+1", "-1/-1", "loyalty")
MANA = ("W", "U", "B", "R", "G", "C")
WORDS = ("yes", "no", "play", "draw", "white", "blue", "black", "red", "green")

GLOBAL = (("turn", "over", "stack", "objects", "objects_dropped")
          + tuple(f"step:{s}" for s in STEPS)
          + tuple(f"decision:{k}" for k in DECISION_KINDS)
          + ("decision:mine", "decision:count", "legal_actions", "options", "page", "pages",
             "chosen"))
PLAYER = (("present", "life", "poison", "hand", "library", "graveyard", "exile",
           "battlefield", "known_hand", "lost", "active", "priority", "deciding")
          + tuple(f"pool:{m}" for m in MANA))
OBJECT = (("present", "card", "mana_value") + tuple(f"type:{t}" for t in CARD_TYPES)
          + ("power", "toughness") + tuple(f"zone:{z}" for z in ZONES)
          + ("owner", "controller", "damage", "tapped", "sick", "token", "face_down",
             "attacking_player", "attacking_object", "blocking", "attached_object",
             "attached_player", "chosen")
          + tuple(f"counter:{c}" for c in COUNTERS) + ("counters_other",)
          + tuple(f"keyword:{k}" for k in KEYWORDS + KEYWORD_FAMILIES) + ("keywords_other",))
STACK = ("present", "card", "controller", "ability", "targets", "target_player",
         "target_object", "target_stack", "x", "mode")
ACTION = (("present",) + tuple(f"option:{o}" for o in OPTION_KINDS)
          + tuple(f"kind:{k}" for k in ACTION_KINDS)
          + tuple(f"ref{r}:{c}" for r in range(REFS)
                  for c in ("player", "object", "stack", "card"))
          + ("ability", "x", "mode", "amount", "position", "targets", "costs")
          + tuple(f"word:{w}" for w in WORDS) + ("word:other",))

_G = {name: i for i, name in enumerate(GLOBAL)}
_P = {name: i for i, name in enumerate(PLAYER)}
_O = {name: i for i, name in enumerate(OBJECT)}
_S = {name: i for i, name in enumerate(STACK)}
_A = {name: i for i, name in enumerate(ACTION)}
_STATIC = _O["zone:battlefield"]          # the columns `_card_static` fills


# -- card ids ---------------------------------------------------------------------------------

@cache
def _catalog_ids() -> dict[str, int]:
    names = sorted(catalog.database().names())
    return {name: i + 2 for i, name in enumerate(names)}


def vocabulary_size() -> int:
    """How many card ids there are (for an embedding table): 0, 1, the catalog's names and
    the hash buckets."""
    return len(_catalog_ids()) + 2 + HASH_BUCKETS


@cache
def card_id(name: str) -> int:
    """A stable number for a card name: 0 is no card, 1 a card the seat can't see (a
    face-down card, CR 708.2), 2 onwards the place of the name among the catalog's names in
    sorted order (`catalog.database().names()`, so the ids follow the database in use), and
    names the catalog doesn't know (tokens, CR 111.4) a hash bucket after those."""
    if not name or name in ("?", "face-down card"):
        return 1
    ids = _catalog_ids()
    found = ids.get(name)
    if found is None:
        canonical = catalog.database().resolve(name)
        found = ids.get(canonical) if canonical is not None else None
    if found is None:
        found = len(ids) + 2 + zlib.crc32(name.encode()) % HASH_BUCKETS
    return found


@cache
def _card_static(name: str) -> tuple[float, ...]:
    """The columns "present" to "toughness" of a card by its name: id, mana value, card types
    and printed power and toughness from the catalog (zeros where it doesn't know them)."""
    out = [1.0, float(card_id(name))] + [0.0] * (_STATIC - 2)
    db = catalog.database()
    canonical = db.resolve(name) if name else None
    if canonical is None:
        return tuple(out)
    card = db.get(canonical)
    out[_O["mana_value"]] = float(catalog.mana_value(card) or 0)
    for t in card.card_types:
        column = _O.get(f"type:{t}")
        if column is not None:
            out[column] = 1.0
    out[_O["power"]] = _number(card.power)
    out[_O["toughness"]] = _number(card.toughness)
    return tuple(out)


def _number(text: Any) -> float:
    try:
        return float(text)
    except (TypeError, ValueError):
        return 0.0                              # "*" and the like: known only in play


@lru_cache(maxsize=CACHED)
def _types(types: tuple[str, ...]) -> tuple[float, ...]:
    return tuple(1.0 if t in types else 0.0 for t in CARD_TYPES)


@lru_cache(maxsize=CACHED)
def _keywords(keywords: tuple[str, ...]) -> tuple[float, ...]:
    named = [1.0 if k in keywords else 0.0 for k in KEYWORDS]
    families = [float(any(k.startswith("protection") for k in keywords)),
                float(any(k.startswith("ward") for k in keywords)),
                float(any(k.endswith("walk") for k in keywords))]
    other = len(keywords) - sum(named) - sum(families)
    return tuple(named + families + [float(max(other, 0))])


# -- the layout -------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Layout:
    """Where each section lies in the flat observation."""

    players: int
    max_objects: int
    max_stack: int
    max_actions: int

    @property
    def shapes(self) -> dict[str, tuple[int, int] | tuple[int]]:
        return {"global": (len(GLOBAL),), "players": (self.players, len(PLAYER)),
                "objects": (self.max_objects, len(OBJECT)),
                "stack": (self.max_stack, len(STACK)),
                "actions": (self.max_actions, len(ACTION))}

    @property
    def size(self) -> int:
        return sum(_product(shape) for shape in self.shapes.values())

    def split(self, observation: np.ndarray) -> dict[str, np.ndarray]:
        """The sections of a flat observation (or of a batch of them, the last axis flat),
        as views shaped like the tables."""
        out = {}
        start = 0
        lead = observation.shape[:-1]
        for name, shape in self.shapes.items():
            size = _product(shape)
            out[name] = observation[..., start:start + size].reshape(*lead, *shape)
            start += size
        return out


def _product(shape: tuple[int, ...]) -> int:
    out = 1
    for n in shape:
        out *= n
    return out


# -- encoding ---------------------------------------------------------------------------------

class Encoder:
    """Turns a view and the options offered into the flat observation and the action mask."""

    __slots__ = ("layout", "_bytes", "_rows", "_zeros")

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        # (viewer, object id) -> (the view's dict of the permanent, its row as float32
        # bytes): a permanent that hasn't changed since the last observation keeps its row
        self._rows: dict[tuple[int, int], tuple[dict[str, Any], bytes]] = {}
        self._bytes = {name: 4 * _product(shape) for name, shape in layout.shapes.items()}
        self._zeros = memoryview(bytes(max(self._bytes.values())))   # padding, not copied

    def encode(self, view: dict[str, Any], options: Sequence[Option] = (), page: int = 0,
               pages: int = 1, chosen: Sequence[Option] = ()) -> np.ndarray:
        """The observation of the seat `view["viewer"]`, with `options` (from
        `tolaria.env.choices`) as the rows of the action table."""
        viewer = view["viewer"]
        n = len(view["players"])
        players = [view["players"][(viewer + k) % n] for k in range(n)]
        seats = [(index - viewer) % n for index in range(n)]
        permanents, cards, dropped = self._objects(players)
        ids = [obj["id"] for obj in permanents] + [card["id"] for card, _, _ in cards]
        object_row = dict(zip(ids, range(1, len(ids) + 1), strict=True))
        stack = view["stack"][::-1][:self.layout.max_stack]
        stack_row = {item["id"]: i + 1 for i, item in enumerate(stack)}
        refs = _Refs(seats, object_row, stack_row)
        decision = view.get("decision") or {}
        actions = decision.get("actions", [])
        shown: list[float] = []
        for option in options[:self.layout.max_actions]:
            shown += _option_row(option, actions, refs)
        stacked: list[float] = []
        for item in stack:
            stacked += self._stack_item(item, refs)
        head = _global_row(view, decision, len(ids), dropped, len(options), page, pages,
                           len(chosen))
        head += _player_rows(view, players)
        rows = self._object_rows(permanents, cards, refs, viewer)
        # the sections in their order, each padded with zeros, joined once (CPython joins
        # bytes in C; one numpy array made at the end)
        size, zeros = self._bytes, self._zeros
        objects = b"".join(rows)
        stacked_bytes = _struct(len(stacked)).pack(*stacked)
        shown_bytes = _struct(len(shown)).pack(*shown)
        out = np.frombuffer(bytearray().join((
            _struct(len(head)).pack(*head),
            objects, zeros[:size["objects"] - len(objects)],
            stacked_bytes, zeros[:size["stack"] - len(stacked_bytes)],
            shown_bytes, zeros[:size["actions"] - len(shown_bytes)])), dtype=np.float32)
        if chosen:
            start = _product(self.layout.shapes["global"]) \
                + _product(self.layout.shapes["players"])
            for oid, place in _chosen_marks(actions, chosen).items():
                row = object_row.get(oid)
                if row is not None:
                    out[start + (row - 1) * len(OBJECT) + _CHOSEN] = place
        out.clip(_LOW, _HIGH, out=out)
        return out

    def _objects(self, players: list[dict[str, Any]]
                 ) -> tuple[list[dict[str, Any]], list[tuple[dict[str, Any], int, int]], int]:
        """The permanents and the other cards (card, zone, owner) in row order, and how
        many didn't fit."""
        permanents = [obj for p in players for obj in p["battlefield"]]
        me = players[0]
        index = me["index"]
        cards = [(card, 1, index) for card in me.get("hand", ())]
        for p in players[1:]:
            if known := p.get("hand_known"):
                index = p["index"]
                cards += [(card, 1, index) for card in known]
        for p in players:
            index = p["index"]
            cards += [(card, 2, index) for card in reversed(p["graveyard"])]
        for p in players:
            index = p["index"]
            cards += [(card, 3, index) for card in p["exile"]]
        limit = self.layout.max_objects
        dropped = max(0, len(permanents) + len(cards) - limit)
        return permanents[:limit], cards[:max(0, limit - len(permanents))], dropped

    def _object_rows(self, permanents: list[dict[str, Any]],
                     cards: list[tuple[dict[str, Any], int, int]], refs: _Refs,
                     viewer: int) -> list[bytes]:
        """The object rows (float32 bytes): the permanents, then the other cards."""
        out: list[bytes] = []
        known_rows = self._rows
        if len(known_rows) > CACHED:
            known_rows.clear()
        for obj in permanents:
            key = (viewer, obj["id"])
            known = known_rows.get(key)
            if known is not None and known[0] == obj and not _points(obj):
                out.append(known[1])
                continue
            numbers = _permanent_row(obj, refs)
            row = _struct(len(numbers)).pack(*numbers)
            known_rows[key] = (obj, row)
            out.append(row)
        seats = refs.seats
        out += (_card_row(card["name"], zone, seats[owner]) for card, zone, owner in cards)
        return out

    @staticmethod
    def _stack_item(item: dict[str, Any], refs: _Refs) -> list[float]:
        targets = [t for t in item["targets"] if t]
        player, obj, stack, _ = refs.slot(targets[0]) if targets else (0, 0, 0, 0)
        return [1.0, card_id(item["name"]), refs.seats[item["controller"]], item["is_ability"],
                len(item["targets"]), player, obj, stack, item["x"] or 0, _mode(item["mode"])]


def _points(obj: dict[str, Any]) -> bool:
    """Does the permanent's row name another object's row (what it attacks or is attached
    to), which may have moved since?"""
    attacking = obj["attacking"]
    return obj["attached_to"] is not None or (attacking is not None and "object" in attacking)


def _permanent_row(obj: dict[str, Any], refs: _Refs) -> list[float]:
    """A permanent's row (CR 110): its characteristics now, its status (CR 110.5), what it
    attacks or blocks (CR 506.4) and is attached to (CR 301.5, 303.4), its counters (CR
    122) and keywords (CR 702)."""
    seats = refs.seats
    row = list(_permanent_prefix(obj["name"], tuple(obj["types"]), seats[obj["owner"]],
                                 seats[obj["controller"]]))
    row[_POWER] = obj["power"] or 0
    row[_TOUGHNESS] = obj["toughness"] or 0
    attacking = obj["attacking"]
    attached_player = obj["attached_player"]
    counters = obj["counters"]
    row += (obj["damage"], obj["tapped"], obj["sick"], obj["token"], int(bool(obj["face_down"])),
            seats[attacking["player"]] + 1 if attacking and "player" in attacking else 0,
            refs.objects.get(attacking.get("object"), 0) if attacking else 0,
            len(obj["blocking"]),
            refs.objects.get(obj["attached_to"], 0) if obj["attached_to"] else 0,
            seats[attached_player] + 1 if attached_player is not None else 0,
            0)
    row += _counters(tuple(counters.items())) if counters else _NO_COUNTERS
    row += _keywords(tuple(obj["keywords"]))
    return row


_ZONE_ONE_HOT = tuple(tuple(1.0 if i == z else 0.0 for i in range(len(ZONES)))
                      for z in range(len(ZONES)))
_POWER, _TOUGHNESS, _CHOSEN = _O["power"], _O["toughness"], _O["chosen"]
_NO_COUNTERS = (0.0,) * (len(COUNTERS) + 1)


_CARD_TAIL = (0.0,) * (len(OBJECT) - _O["controller"] - 1)


@lru_cache(maxsize=CACHED)
def _card_row(name: str, zone: int, owner: int) -> bytes:
    """The row (float32 bytes) of a card that isn't a permanent: what the catalog says of
    it, its zone and its owner (also its controller, CR 108.4)."""
    numbers = (*_card_static(name), *_ZONE_ONE_HOT[zone], owner, owner, *_CARD_TAIL)
    return _struct(len(numbers)).pack(*numbers)


@cache
def _struct(n: int) -> struct.Struct:
    return struct.Struct(f"{n}f")


def _global_row(view: dict[str, Any], decision: dict[str, Any], objects: int, dropped: int,
                options: int, page: int, pages: int, chosen: int) -> list[float]:
    """The global features: the turn and step (CR 500.1), the decision, the options."""
    row = [0.0] * len(GLOBAL)
    row[_G["turn"]] = view["turn"]
    row[_G["over"]] = view["over"]
    row[_G["stack"]] = len(view["stack"])
    row[_G["objects"]] = objects
    row[_G["objects_dropped"]] = dropped
    step = _G.get("step:" + view["step"])
    if step is not None:
        row[step] = 1.0
    if decision:
        kind = _G.get("decision:" + decision["kind"])
        if kind is not None:
            row[kind] = 1.0
        row[_G["decision:mine"]] = decision.get("decider", decision["player"]) == view["viewer"]
        row[_G["decision:count"]] = decision.get("count", 0)
        row[_G["legal_actions"]] = len(decision.get("actions", ()))
    row[_G["options"]] = options
    row[_G["page"]] = page
    row[_G["pages"]] = pages
    row[_G["chosen"]] = chosen
    return row


def _player_rows(view: dict[str, Any], players: list[dict[str, Any]]) -> list[float]:
    """One row per player, the viewer first (CR 101.4): life, poison (CR 122.1f), zone
    sizes, lost (CR 104), active (CR 102.1), priority (CR 117), deciding, mana pool (CR
    106.4)."""
    decider = (view.get("decision") or {}).get("player")
    active, priority = view["active"], view["priority"]
    flat: list[float] = []
    for p in players:
        pool = p["mana_pool"]
        index = p["index"]
        flat += (1.0, p["life"], p["poison"], p["hand_count"], p["library_count"],
                 len(p["graveyard"]), len(p["exile"]), len(p["battlefield"]),
                 len(p.get("hand_known", ())), p["lost"], active == index, priority == index,
                 decider == index)
        flat += (pool.count(m) for m in _POOL_SYMBOLS) if pool else _EMPTY_POOL
    return flat


_POOL_SYMBOLS = tuple(f"{{{m}}}" for m in MANA)
_EMPTY_POOL = (0,) * len(MANA)


@lru_cache(maxsize=CACHED)
def _permanent_prefix(name: str, types: tuple[str, ...], owner: int, controller: int
                      ) -> tuple[float, ...]:
    """The columns "present" to "controller" of a permanent (CR 110)."""
    row = list(_card_static(name))
    row[_O["type:Artifact"]:_POWER] = _types(types)
    return (*row, *_ZONE_ONE_HOT[0], owner, controller)


@lru_cache(maxsize=CACHED)
def _counters(counters: tuple[tuple[str, int], ...]) -> tuple[float, ...]:
    """The counter columns (CR 122): the common kinds, then all others together."""
    named = dict(counters)
    known = [float(named.get(c, 0)) for c in COUNTERS]
    return (*known, float(sum(named.values()) - sum(known)))


class _Refs:
    """Players and objects of a view as the observation numbers them: `seats[i]` is player
    i's seat counted from the viewer (0: the viewer, then in turn order, CR 101.4); objects
    and stack items by row + 1."""

    __slots__ = ("seats", "objects", "stack")

    def __init__(self, seats: list[int], objects: dict[int, int], stack: dict[int, int]
                 ) -> None:
        self.seats, self.objects, self.stack = seats, objects, stack

    def slot(self, ref: Any) -> tuple[float, float, float, float]:
        """A ref of the view as (player + 1, object row + 1, stack row + 1, card id)."""
        if not isinstance(ref, dict):
            return (0.0, 0.0, 0.0, 0.0)
        if "player" in ref:
            return (self.seats[ref["player"]] + 1.0, 0.0, 0.0, 0.0)
        oid = ref.get("object")
        return (0.0, float(self.objects.get(oid, 0)), float(self.stack.get(oid, 0)),
                float(card_id(ref.get("name", ""))))


def _refs_of(action: dict[str, Any]) -> list[Any]:
    """What a legal action (the view's data form) names, in order: its object, its targets,
    the refs in its choice, then the objects its costs name."""
    out: list[Any] = []
    if "name" in action:
        out.append({k: action[k] for k in ("object", "name") if k in action})
    out.extend(action.get("targets", ()))
    for item in action.get("choice", ()):
        out.extend(i for i in item if isinstance(i, dict)) if isinstance(item, list) \
            else out.append(item)
    out.extend(c for c in action.get("costs", ()) if isinstance(c, dict))
    return [r for r in out if isinstance(r, dict)]


def _option_row(option: Option, actions: list[dict[str, Any]], refs: _Refs) -> list[float]:
    """What option i of the action space does (the columns `ACTION`)."""
    if option.index < 0:                               # done, more
        return list(_BARE_OPTION[option.kind])
    row = list(_BARE_OPTION[option.kind])
    action = actions[option.index]
    kind = _KIND_COLUMN.get(action["kind"])
    if kind is not None:
        row[kind] = 1.0
    if option.kind == "element":
        item = action["choice"][option.position]
        named = item if isinstance(item, list) else [item]
        row[_POSITION] = option.position + 1
    elif option.kind == "part":
        named = action["choice"][0]
    else:
        named = action.get("choice", ())
        row[_TARGETS] = len(action.get("targets", ()))
        row[_COSTS] = len(action.get("costs", ()))
    things = [r for r in named if isinstance(r, dict)] if option.kind != "action" \
        else _refs_of(action)
    for start, ref in zip(_REF_COLUMNS, things, strict=False):
        row[start:start + 4] = refs.slot(ref)
    row[_ABILITY] = (action.get("ability") or 0) + ("ability" in action)
    row[_X] = action.get("x") or 0
    row[_MODE] = _mode(action.get("mode"))
    for v in named:
        if type(v) is int:
            row[_AMOUNT] = v
            break
    for v in named:
        if isinstance(v, str):
            row[_WORD_COLUMN.get(v, _WORD_OTHER)] = 1.0
            break
    return row


# the columns of an option row, looked up once
_BARE_OPTION = {kind: tuple(1.0 if c in ("present", f"option:{kind}") else 0.0 for c in ACTION)
                for kind in OPTION_KINDS}
_KIND_COLUMN = {kind: _A[f"kind:{kind}"] for kind in ACTION_KINDS}
_WORD_COLUMN = {word: _A[f"word:{word}"] for word in WORDS}
_WORD_OTHER = _A["word:other"]
_REF_COLUMNS = tuple(_A[f"ref{r}:player"] for r in range(REFS))
_POSITION, _TARGETS, _COSTS = _A["position"], _A["targets"], _A["costs"]
_ABILITY, _X, _MODE, _AMOUNT = _A["ability"], _A["x"], _A["mode"], _A["amount"]


def _mode(mode: Any) -> int:
    """The (first) mode chosen, from 1 (CR 700.2); 0 for none."""
    if isinstance(mode, list | tuple):
        return mode[0] + 1 if mode else 0
    return mode + 1 if mode is not None else 0


def _chosen_marks(actions: list[dict[str, Any]], chosen: Sequence[Option]) -> dict[int, int]:
    """Object id -> its place (from 1) in the declaration or sequence being built: an
    attacker or blocker for a part (CR 508.1, 509.1), the element for a sequence."""
    marks: dict[int, int] = {}
    for place, option in enumerate(chosen, 1):
        choice = actions[option.index].get("choice", []) if option.index >= 0 else []
        item = choice[0] if option.kind == "part" and choice else \
            choice[option.position] if 0 <= option.position < len(choice) else None
        first = item[0] if isinstance(item, list) and item else item
        if isinstance(first, dict) and "object" in first:
            marks.setdefault(first["object"], place)
    return marks
