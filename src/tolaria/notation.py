"""The text notation of actions (docs/scenarios.md "The notation"), like SAN in chess.

`render(state, action)` writes an action as text; `parse(state, text, player)`
reads it back. Every legal action renders to a text of its own that parses to the
same action: names are as short as they can be (a name, then "Alice's Name", then
the scenario alias or "Name#id", the form the terminal board shows for objects
sharing a name), and `render` checks its text by parsing it.

Objects are called by their current name (`tolaria.rules.layers.current_name`: a
Clone copying Hill Giant is "Hill Giant", CR 707.2; a face-down object is
"face-down creature", "face-down spell" on the stack, and its controller may also
use its real name, CR 708.5). A line names only what its player can see (CR 400.2;
`tolaria.view.sees`, plus the options of the decision they answer): naming a card
in a hidden zone gets the answer naming a card that isn't in the game gets.

Names are matched against those objects, longest first, so names with commas
("Isamaru, Hound of Konda") read correctly. When a name fits several objects, the
parser takes the first one (hand order, battlefield order, the top of the stack
first) that makes the action legal, which is also the one `legal_actions` offers
for identical cards; if none does, it takes the first, so that `Game.act` explains
the refusal. A number answers only a modal trigger's mode; everything else is
chosen by name.

Costs (CR 118, 601.2b, 601.2h). An alternative or optional cost is announced
by its name: `cast Fireblast for alternative cost ...` (a cost without a
keyword), `for madness`, `with kicker` (a card with two kicker costs names each it pays
by its cost, `with kicker {1}{B} with kicker {R}`, CR 702.33f), `for flashback` (from the
graveyard). The
objects that pay a cost follow the verb of the cost, comma-separated:
`sacrificing Mountain, Mountain`, `discarding Forest` (from the hand), `exiling
Lightning Bolt` (from the graveyard), in any order among the other parts; where
only one choice is legal they may be left out::

    cast Fling sacrificing Grizzly Bears targeting Bob
    cast Fireblast for alternative cost sacrificing Mountain, Mountain targeting Bob
    cast Fireblast for alternative cost targeting Bob
    activate Cartographer's Hawk discarding Island

"Sacrifice this creature" chooses nothing and is not written. A mana ability that
can add mana in more than one way says which: `activate Birds of Paradise for {G}`
(CR 605.3b).

Keyword abilities (CR 702) are announced by their keyword: `activate Twisted Abomination
for swampcycling` and `activate Ninja of the Deep Hours for ninjutsu returning Grizzly
Bears` work from the hand, `activate Dregscape Zombie for unearth` from the graveyard;
`cast Exalted Angel for morph` casts it face down, and `turn face up NAME` is the
special action that turns it face up (CR 702.37e); `turn face up NAME for its mana cost`
turns a manifested permanent face up (CR 701.34b).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass, field, replace
from itertools import combinations, product
from typing import Any

from tolaria.data.actions import Action, IllegalAction
from tolaria.data.ir import TargetSpec
from tolaria.data.objects import GameObject, Ref
from tolaria.data.state import GameState
from tolaria.data.vocabulary import MANIFESTED
from tolaria.rules import faces, ignoring, mana_abilities, multiplayer, rooms
from tolaria.rules import targets as targets_rules
from tolaria.rules.decisions import legal_actions, names_options, why_illegal
from tolaria.rules.keywords import disturb, morph
from tolaria.rules.layers import characteristics, controller, current_name
from tolaria.view import sees

VERBS = ("pass", "play", "cast", "activate", "attack", "block", "order", "assign", "choose",
         "keep", "mulligan", "concede", "turn", "companion", "ignore", "unlock")
MAX_BINDINGS = 600          # identical objects tried before giving up on "the legal one"
_BOUNDARY = " ,;:#'-"
_NUMBER = re.compile(r"\d+")
_MANA_SYMBOLS = re.compile(r"(?:\{[^{}\s]+\})+")
_BAD_PART = re.compile(
    r"(.+?)(?=\s*(?:,|;|->|:\d|#\d|$)"
    r"|\s+(?:targeting|with|x=|modes?|for|paying|sacrificing|discarding|exiling|returning"
    r"|revealing|putting|splicing)\b"
    r"|\s+\d+\s*(?:,|;|$))")


class NotationError(IllegalAction):
    """Text that can't be read as an action: an unknown name or a malformed line."""


# -- names ------------------------------------------------------------------------------

def is_live(obj: GameObject) -> bool:
    """Not last-known information of an object that left, nor a token that ceased to exist."""
    return not obj.zone.startswith("gone:") and obj.zone != "none"


def aliases(state: GameState) -> dict[str, int]:
    """Scenario aliases: alias -> card_uid of the physical card (set by tolaria.scenario)."""
    return getattr(state, "aliases", None) or {}


def current_object(state: GameState, uid: int) -> GameObject | None:
    """What the physical card (or token) `uid` is now, wherever it is (CR 400.7)."""
    for obj in state.objects.values():
        if obj.card_uid == uid and is_live(obj) and not obj.is_ability:
            return obj
    return None


def alias_of(state: GameState, obj: GameObject) -> str | None:
    for alias, uid in aliases(state).items():
        if uid == obj.card_uid and not obj.is_ability:
            return alias
    return None


def _offered(state: GameState, who: int) -> frozenset[int]:
    """The objects the decision `who` must answer shows them: its options and its subject
    (the cards of a library being searched, a card that may be cast now)."""
    d = state.decision
    if d is None or d.player != who:
        return frozenset()
    cached = state.cache.get(("notation:offered", who))
    if cached is not None and cached[0] is d:
        return cached[1]
    ids = {o for o in d.options if type(o) is int}
    ids.update(o[1] for o in d.options if type(o) is tuple and len(o) == 2 and o[0] == "object")
    if d.subject is not None:
        ids.add(d.subject)
    state.cache[("notation:offered", who)] = (d, frozenset(ids))
    return frozenset(ids)


def _seen(state: GameState, obj: GameObject, who: int) -> bool:
    """May `who` name this object? Only what they can see (CR 400.2), so that no answer,
    not even a refusal, depends on a hidden card."""
    return sees(state, obj, who) or obj.id in _offered(state, who)


def _names_of(state: GameState, obj: GameObject, who: int) -> tuple[str, ...]:
    """The names `who` may call `obj` by: its current name (CR 707.2), and a face-down
    object's real name for its controller (CR 708.5)."""
    shown = current_name(state, obj)
    if obj.face_down and controller(state, obj) == who:
        return shown, obj.card.name
    if obj.card.faces_to_choose and obj.zone in ("hand", "graveyard"):   # (712.11b, 712.12;
        return (shown, *(face.name for face in obj.card.faces_to_choose))  # 702.127a)
    if obj.zone == "graveyard" and disturb.disturb_ability(obj.card) is not None:
        return shown, obj.card.faces[0].name                  # cast transformed (702.146a)
    return (shown,)


PROTOTYPE = "prototype"


def _face_named(obj: GameObject, name: _Name) -> int:
    """The face of a modal double-faced card a name names: 0 the front, n its n-th other
    face (CR 712.11b)."""
    for index, face in enumerate(obj.card.faces, 1):
        if name.card == face.name.casefold() and obj.zone in ("hand", "graveyard") and (
                face.name != obj.card.name                   # (a prototype: "for prototype")
                or obj.card.halves):             # a split card's whole name: fused (702.102a)
            return index
    return 0


def _prototype_face(obj: GameObject) -> int:
    """The face of a prototype card cast prototyped (CR 718.3): the face with its name."""
    if obj.card.halves:
        return 0                          # (a split card's face with its name is fused)
    return next((i for i, face in enumerate(obj.card.faces, 1)
                 if face.name == obj.card.name), 0)


def _name_table(state: GameState, who: int) -> dict[str, list[tuple[str, str, Any]]]:
    """The names `who` knows, by first letter, longest first: (lower-case name, kind,
    value). Names of objects `who` can't see aren't in it, so naming a hidden card gets the
    same answer as naming a card that isn't in the game."""
    key = ("notation:names", who)
    cached = state.cache.get(key)
    if cached is not None and cached[0] is state.decision:     # (it shows `_offered` cards)
        return cached[1]
    entries: dict[str, tuple[str, Any]] = {}
    for obj in state.objects.values():
        if is_live(obj) and _seen(state, obj, who):
            for known in _names_of(state, obj, who):
                entries.setdefault(known.casefold(), ("card", known))
    for trig in state.pending:                 # triggers to order, their sources maybe gone
        if trig.controller == who:
            entries.setdefault(trig.source_name.casefold(), ("card", trig.source_name))
    for alias, uid in aliases(state).items():
        entries[alias.casefold()] = ("alias", uid)
    for p in state.players:
        entries[p.name.casefold()] = ("player", p.index)
    table = {}
    for low, (kind, value) in sorted(entries.items(), key=lambda e: -len(e[0])):
        table.setdefault(low[:1], []).append((low, kind, value))
    state.cache[key] = (state.decision, table)
    return table


@dataclass(slots=True)
class _Name:
    """One name as written: a player, an object (alias or #id), or a card name."""

    text: str
    card: str | None = None         # a card name (lower case)
    player: int | None = None       # the name is a player's
    controller: int | None = None   # "Alice's Grizzly Bears"
    oid: int | None = None          # an alias or "#12": exactly this object
    alias: str | None = None        # the scenario alias it was named by
    none: bool = False              # "no target": an "up to" target left unchosen (601.2c)


# -- reading text -----------------------------------------------------------------------

class _Scanner:
    """A cursor over one line of notation."""

    def __init__(self, state: GameState, text: str, who: int) -> None:
        self.state = state
        self.who = who                    # the acting seat: the names they know
        self.text = text.strip()
        self.low = self.text.casefold()
        self.pos = 0

    def _ws(self) -> None:
        while self.pos < len(self.low) and self.low[self.pos].isspace():
            self.pos += 1

    def at_end(self) -> bool:
        self._ws()
        return self.pos >= len(self.low)

    def literal(self, s: str) -> bool:
        self._ws()
        if self.low.startswith(s, self.pos):
            self.pos += len(s)
            return True
        return False

    def keyword(self, word: str) -> bool:
        self._ws()
        end = self.pos + len(word)
        if self.low.startswith(word, self.pos) and (
                end >= len(self.low) or not self.low[end].isalnum()):
            self.pos = end
            return True
        return False

    def number(self) -> int | None:
        self._ws()
        m = _NUMBER.match(self.low, self.pos)
        if m is None:
            return None
        self.pos = m.end()
        return int(m.group())

    def need_number(self, what: str) -> int:
        n = self.number()
        if n is None:
            raise NotationError(f"expected a number after {what} in '{self.text}'")
        return n

    def rest(self) -> str:
        self._ws()
        return self.text[self.pos:]

    def mana_symbols(self, consume: bool = False) -> str | None:
        """Mana symbols next ("{G}", "{W}{U}"): the mana, as letters ("G", "WU")."""
        self._ws()
        m = _MANA_SYMBOLS.match(self.low, self.pos)
        if m is None:
            return None
        if consume:
            self.pos = m.end()
        return "".join(re.findall(r"\{([^{}]+)\}", m.group())).upper()

    def end(self) -> None:
        if not self.at_end():
            raise NotationError(f"can't read '{self.rest()}' in '{self.text}'")

    def name(self) -> _Name:
        """A player, an alias, a card name (with "Alice's" or "#id"), or "#id"."""
        self._ws()
        start = self.pos
        if self.literal("#"):
            oid = self.need_number("#")
            return _Name(f"#{oid}", oid=oid)
        if self.keyword("no target"):
            return _Name("no target", none=True)
        hit = self._known_name()
        if hit is None:
            raise self._unknown()
        kind, value = hit
        if kind == "player":
            if self.low.startswith("'s ", self.pos):
                self.pos += 3
                inner = self.name()
                if inner.card is None:
                    raise NotationError(f"expected a card name after "
                                        f"'{self.text[start:self.pos]}'")
                inner.controller = value
                inner.text = self.text[start:self.pos]
                return inner
            return _Name(self.text[start:self.pos], player=value)
        if kind == "alias":
            obj = current_object(self.state, value)
            if obj is None:
                raise NotationError(f"'{self.text[start:self.pos]}' names nothing in the game now")
            return _Name(self.text[start:self.pos], oid=obj.id, alias=self.text[start:self.pos])
        found = _Name(self.text[start:self.pos], card=value.casefold())
        if self.low.startswith("#", self.pos) and _NUMBER.match(self.low, self.pos + 1):
            self.pos += 1
            found.oid = self.need_number("#")
            found.text = self.text[start:self.pos]
        return found

    def _known_name(self) -> tuple[str, Any] | None:
        table = _name_table(self.state, self.who)
        low, pos = self.low, self.pos
        for name, kind, value in table.get(low[pos:pos + 1], ()):
            end = pos + len(name)
            if low.startswith(name, pos) and (end >= len(low) or low[end] in _BOUNDARY):
                self.pos = end
                return kind, value
        return None

    def _unknown(self) -> NotationError:
        rest = self.text[self.pos:]
        m = _BAD_PART.match(rest)
        bad = (m.group(1) if m else rest).strip() or rest
        if not bad:
            return NotationError(f"a name is missing at the end of '{self.text}'")
        return NotationError(f"no card named '{bad}' here")

    def names(self, amounts: bool = False) -> list[tuple[_Name, int | None]]:
        """Comma-separated names, each optionally followed by an amount."""
        out = []
        while True:
            found = self.name()
            amount = self.number() if amounts else None
            out.append((found, amount))
            if not self.literal(","):
                return out


# -- from names to objects ---------------------------------------------------------------

def _objects(state: GameState, ids: Sequence[int]) -> list[Ref]:
    return [("object", i) for i in ids]


def _candidates(state: GameState, name: _Name, scope: Sequence[Ref], who: int) -> list[Ref]:
    """The refs a name may mean: those in `scope` first, then other live objects so named
    that `who` can see (a hidden card is never one: CR 400.2).

    An object is named by its current name (a copy by the copied name, CR 707.2); a
    face-down one is "face-down creature" (or "face-down spell"), and player `who` may also
    name one they control by its card's name (CR 708.5)."""
    if name.player is not None:
        return [("player", name.player)]
    if name.none:
        return [None]                      # type: ignore[list-item]
    if name.oid is not None:
        obj = state.objects.get(name.oid)
        if obj is None or (name.card is not None and name.card not in (
                n.casefold() for n in _names_of(state, obj, who))) or (
                name.alias is None and not _seen(state, obj, who)):
            raise NotationError(f"no object '{name.text}' here")
        return [("object", name.oid)]

    def fits(obj: GameObject) -> bool:
        return _seen(state, obj, who) and name.card in (
            n.casefold() for n in _names_of(state, obj, who)) and (
            name.controller is None or controller(state, obj) == name.controller)

    inside = [r for r in scope if r[0] == "object" and fits(state.objects[r[1]])]
    seen = {r[1] for r in inside}
    outside = [("object", o.id) for o in state.objects.values()
               if o.id not in seen and is_live(o) and fits(o)]
    found = inside + outside
    if not found:
        raise NotationError(f"no card named '{name.text}' here")
    return found


@dataclass(slots=True)
class _Slot:
    """One name to bind: its candidates, and a group whose members must differ."""

    candidates: list[Ref]
    group: str | None = None


def _is_legal(state: GameState, action: Action) -> bool:
    d = state.decision
    if d is None:
        return False
    try:
        return why_illegal(state, d, action) is None
    except (KeyError, IndexError, TypeError, AttributeError, ValueError):
        return False        # a binding the engine's checks don't expect is not the legal one


def _bind(state: GameState, slots: list[_Slot], build: Callable[[list[Ref]], Action]) -> Action:
    """The first binding of names to objects that makes the action legal, else the first."""
    if all(len(s.candidates) == 1 for s in slots):
        return build([s.candidates[0] for s in slots])
    first: Action | None = None
    tried = 0
    chosen: list[Ref] = []

    def walk(i: int) -> Action | None:
        nonlocal first, tried
        if tried >= MAX_BINDINGS:
            return None
        if i == len(slots):
            tried += 1
            action = build(chosen)
            if first is None:
                first = action
            return action if _is_legal(state, action) else None
        slot = slots[i]
        used = {chosen[j] for j in range(i) if slot.group and slots[j].group == slot.group}
        for ref in slot.candidates:
            if ref in used:
                continue
            chosen.append(ref)
            found = walk(i + 1)
            chosen.pop()
            if found is not None:
                return found
        return None

    found = walk(0)
    if found is not None:
        return found
    return first if first is not None else build([s.candidates[0] for s in slots])


# -- scopes: where each kind of name is looked for ----------------------------------------

def _hand(state: GameState, who: int) -> list[Ref]:
    return _objects(state, state.players[who].hand)


def _graveyard(state: GameState, who: int) -> list[Ref]:
    return _objects(state, state.players[who].graveyard)


def _permanents(state: GameState, who: int | None = None) -> list[Ref]:
    return [("object", i) for i in state.battlefield
            if who is None or state.objects[i].controller == who]


def _target_scope(state: GameState) -> list[Ref]:
    players: list[Ref] = [("player", p.index) for p in state.players]
    return players + _permanents(state) + _objects(state, state.stack[::-1])


def _defender_scope(state: GameState) -> list[Ref]:
    return [("player", p.index) for p in state.players] + _permanents(state)


# -- parsing ------------------------------------------------------------------------------

def parse(state: GameState, text: str, player: int | None = None) -> Action:
    """Read one action; `player` acts (by default the player the engine waits for)."""
    if not text.strip():
        raise NotationError("empty action")
    who = player
    if who is None:
        if state.decision is None:
            raise NotationError("no decision is pending: say which player acts")
        who = state.decision.player
    if not 0 <= who < state.n_players:
        raise NotationError(f"no player {who}")
    sc = _Scanner(state, text, who)
    for verb in VERBS:
        if sc.keyword(verb):
            return _PARSERS[verb](state, sc, who)
    raise NotationError(f"can't read '{sc.text}': an action starts with " + ", ".join(VERBS))


def _parse_bare(kind: str) -> Callable[[GameState, _Scanner, int], Action]:
    def read(state: GameState, sc: _Scanner, who: int) -> Action:
        sc.end()
        return Action(kind, who)
    return read


def _parse_play(state: GameState, sc: _Scanner, who: int) -> Action:
    name = sc.name()
    sc.end()
    slot = _Slot(_candidates(state, name, _hand(state, who), who))
    return _bind(state, [slot], lambda refs: Action(
        "play", who, refs[0][1], face=_face_named(state.objects[refs[0][1]], name)))


@dataclass(slots=True)
class _Extras:
    """What may follow the object of "cast" and "activate"."""

    x: int | None = None
    modes: list[int] | None = None
    targets: list[tuple[_Name, int | None]] | None = None
    payment: list[_Name] | None = None
    announced: list[str] = field(default_factory=list)     # "alternative cost", "kicker"
    mana: str | None = None         # "for {G}": the mana a mana ability adds (CR 605.3b)
    paying: dict[str, list[_Name]] = field(default_factory=dict)   # by COST_VERBS
    splicing: list[_Name] = field(default_factory=list)    # cards spliced (CR 702.47a)


# The verbs naming the objects that pay a cost, in the order of `Action.costs` ids.
# "returning": the attacker ninjutsu returns to its owner's hand (CR 702.49a).
COST_VERBS = {"sacrificing": "battlefield", "discarding": "hand", "exiling": "graveyard",
              "returning": "battlefield", "tapping": "battlefield",   # tapping: crew, CR 702.122a
              "choosing": "battlefield",     # the permanent a counter cost puts or removes on
              "revealing": "hand",           # a card a spell's cost reveals (CR 701.16a)
              "putting": "exile"}            # a card an opponent owns, put into their
#                                              graveyard (CR 400.3)
_COST_NAME = re.compile(
    r"(.+?)(?=\s+(?:targeting|with|without|x=|modes?|for|paying|sacrificing|discarding|exiling"
    r"|returning|tapping|choosing|revealing|putting|splicing)\b|$)")


def _read_extras(sc: _Scanner) -> _Extras:
    extras = _Extras()
    while not sc.at_end():
        if sc.literal("x="):
            extras.x = sc.need_number("x=")
        elif sc.keyword("modes") or sc.keyword("mode"):
            extras.modes = [sc.need_number("mode")]
            while sc.literal(","):
                extras.modes.append(sc.need_number("modes"))
        elif sc.keyword("targeting"):
            extras.targets = sc.names(amounts=True)
        elif sc.keyword("paying"):
            extras.payment = _read_payment(sc)
        elif sc.keyword("without"):
            if not (sc.keyword("paying") and sc.keyword("its") and sc.keyword("mana")
                    and sc.keyword("cost")):
                raise NotationError(f"expected 'without paying its mana cost' in '{sc.text}'")
            extras.announced.append("without paying its mana cost")        # CR 118.9
        elif sc.keyword("for") or sc.keyword("with"):
            if sc.low[:sc.pos].endswith("for") and sc.mana_symbols() is not None:
                extras.mana = sc.mana_symbols(consume=True)    # a mana ability's choice
                continue
            found = _COST_NAME.match(sc.low, sc.pos)
            if found is None:
                raise NotationError(f"name the cost after 'for' or 'with' in '{sc.text}'")
            extras.announced.append(found.group(1).strip())
            sc.pos = found.end()
        elif sc.keyword("splicing"):                                # CR 702.47a
            extras.splicing.extend(n for n, _ in sc.names())
        elif any(sc.keyword(verb) for verb in COST_VERBS):
            verb = sc.low[:sc.pos].split()[-1]
            extras.paying.setdefault(verb, []).extend(n for n, _ in sc.names())
        else:
            raise NotationError(f"can't read '{sc.rest()}' in '{sc.text}'")
    return extras


def _read_payment(sc: _Scanner) -> list[_Name]:
    """"paying {R}{R} with Mountain, Mountain": the cost is informative, the sources count."""
    while not sc.keyword("with"):
        if sc.at_end():
            raise NotationError(f"'paying' needs 'with' and the mana sources in '{sc.text}'")
        sc.pos += 1
    if sc.keyword("nothing"):
        return []
    return [n for n, _ in sc.names()]


def _extra_slots(state: GameState, who: int, extras: _Extras) -> list[_Slot]:
    slots = [_Slot(_candidates(state, n, _target_scope(state), who))
             for n, _ in extras.targets or ()]
    mine = _permanents(state, who)
    slots += [_Slot(_candidates(state, n, mine, who), "payment") for n in extras.payment or ()]
    p = state.players[who]
    scopes = {"sacrificing": mine, "discarding": _objects(state, p.hand),
              "exiling": _objects(state, p.graveyard) + _objects(state, p.hand),
              "returning": mine, "tapping": mine, "choosing": mine,
              "revealing": _objects(state, p.hand),
              "putting": _objects(state, [i for q in state.players for i in q.exile])
              + _objects(state, p.hand)}
    for verb in COST_VERBS:
        slots += [_Slot(_candidates(state, n, scopes[verb], who), "costs")
                  for n in extras.paying.get(verb, ())]
    return slots + [_Slot(_candidates(state, n, _objects(state, p.hand), who), "splice")
                    for n in extras.splicing]


def _split_extras(refs: list[Ref], extras: _Extras
                  ) -> tuple[tuple[Ref, ...], tuple[int, ...] | None, tuple[Any, ...]]:
    """Targets, mana sources and `Action.costs` (announced names, then chosen ids)."""
    n = len(extras.targets or ())
    m = n + len(extras.payment or ())
    targets = tuple(refs[:n])
    payment = tuple(r[1] for r in refs[n:m]) if extras.payment is not None else None
    return targets, payment, tuple(extras.announced) + tuple(r[1] for r in refs[m:])


def _with_closed(specs: tuple[TargetSpec, ...], targets: tuple[Ref | None, ...],
                 x: int | None) -> tuple[Ref | None, ...]:
    """The targets written, and "no target" for each place at the end the notation may
    leave out (`targets.unwritten_places`: closed beyond X, or unchosen in an "any number
    of targets" phrase; CR 601.2c)."""
    missing = len(specs) - len(targets)
    if 0 < missing <= targets_rules.unwritten_places(specs, x):
        return targets + (None,) * missing
    return targets


def _shown_targets(specs: tuple[TargetSpec, ...], action: Action) -> tuple[Ref | None, ...]:
    """The targets the notation writes: without the unchosen places at the end it may
    leave out (CR 601.2c)."""
    targets = action.targets
    if len(targets) != len(specs):
        return targets
    dropped = 0
    for place in range(targets_rules.unwritten_places(specs, action.x)):
        if targets[len(targets) - 1 - place] is not None:
            break
        dropped += 1
    return targets[:len(targets) - dropped]


def _division(extras: _Extras, places: int) -> tuple[int, ...]:
    """"targeting Bob 2, Grizzly Bears 1": the amounts divided among the targets, lined up
    with their `places` (0 for those left out, CR 601.2d); () when none is given."""
    amounts = [amount or 0 for _, amount in extras.targets or ()]
    if not any(amounts):
        return ()
    return tuple(amounts) + (0,) * (places - len(amounts))


def _parse_cast(state: GameState, sc: _Scanner, who: int) -> Action:
    name = sc.name()
    commanding = sc.keyword("from command zone") or sc.keyword("from the command zone")
    extras = _read_extras(sc)
    scope = _hand(state, who)
    if commanding:                                           # a commander (CR 903.8)
        scope = _objects(state, [i for i in state.command if state.objects[i].owner == who])
    if "flashback" in extras.announced or "disturb" in extras.announced:   # from the
        scope = scope + _graveyard(state, who)                # graveyard (702.34a, 702.146a)
    found = _candidates(state, name, scope, who)
    if commanding:
        found = [r for r in found if r in scope]
        if not found:
            raise NotationError(f"{name.text} isn't in {state.players[who].name}'s part of "
                                "the command zone")
    main = _Slot(found)
    face = _face_named(state.objects[main.candidates[0][1]], name)     # CR 712.11b
    if PROTOTYPE in extras.announced:                                   # CR 718.3
        extras.announced.remove(PROTOTYPE)
        face = _prototype_face(state.objects[main.candidates[0][1]])
        if not face:
            raise NotationError(f"{name.text} has no prototype")
    card = state.objects[main.candidates[0][1]].card
    card = card.faces[face - 1] if face else card
    if extras.mana is not None:
        raise NotationError(f"'for {_symbols(extras.mana)}' names the mana a mana ability "
                            "adds: a spell is cast for a cost")
    x = _read_x(card.name, card.mana_cost is not None and card.mana_cost.x_count > 0
                or _announced_x(card), extras)
    if card.spell is not None and card.spell.mode_chooser and extras.modes is not None:
        raise NotationError(f"an opponent chooses the mode of {card.name} (CR 700.2e)")
    mode = None if card.spell is not None and card.spell.mode_chooser else \
        _read_mode(card.name, extras, spell=card.spell is not None,
                   modal=card.spell is not None and card.spell.modal)

    def build(refs: list[Ref]) -> Action:
        spliced = len(extras.splicing)
        kept = refs[1:len(refs) - spliced]
        targets, payment, costs = _split_extras(kept, extras)
        targets = _with_closed(card.spell.mode_for(mode).targets if card.spell else (),
                               targets, x)
        action = Action("cast", who, refs[0][1], targets=targets, x=x, mode=mode,
                        payment=payment, costs=costs, choice=_division(extras, len(targets)), face=face,
                        splice=tuple(r[1] for r in refs[len(refs) - spliced:]))
        return action if any(extras.paying.values()) else _only_cost_choice(state, action)

    return _bind(state, [main, *_extra_slots(state, who, extras)], build)


def _announced_x(card: Any) -> bool:
    """"As an additional cost to cast this spell, pay X life / discard X cards": X is
    announced too (CR 601.2b)."""
    extra = card.spell.additional_cost if card.spell is not None else None
    return extra is not None and (extra.life_x or extra.discard_x)


def _read_x(name: str, has_x: bool, extras: _Extras) -> int | None:
    if has_x and extras.x is None:
        raise NotationError(f"{name} has X in its cost: say x=N")
    if not has_x and extras.x is not None:
        raise NotationError(f"{name} has no X in its cost")
    return extras.x


def _read_mode(name: str, extras: _Extras, spell: bool, modal: bool
               ) -> int | tuple[int, ...] | None:
    if extras.modes is not None and len(extras.modes) > 1:
        if min(extras.modes) < 1:
            raise NotationError("modes are counted from 1")
        return tuple(sorted(m - 1 for m in extras.modes))   # in printed order (CR 700.2)
    given = extras.modes[0] - 1 if extras.modes else None
    if given is not None and given < 0:
        raise NotationError("modes are counted from 1")
    if modal:
        if given is None:
            raise NotationError(f"{name} is modal: say 'mode N'")
        return given
    if spell:
        return given or 0          # a non-modal spell has its one mode (legal_actions: 0)
    return given


# "activate NAME for -1/-1 counter": the kind of a counter its cost removes (CR 122.1,
# 601.2b; `tolaria.rules.costs.counter_kind_choices`), not a keyword ability
COUNTER_KIND = " counter"


def _parse_activate(state: GameState, sc: _Scanner, who: int) -> Action:
    name = sc.name()
    number = sc.need_number(":") if sc.literal(":") else None
    extras = _read_extras(sc)
    if extras.splicing:
        raise NotationError("cards are spliced onto a spell as it is cast (CR 702.47a)")
    keyword = extras.announced.pop(0) if extras.announced and number is None and not \
        extras.announced[0].endswith(COUNTER_KIND) else None     # "for oil counter": 601.2b
    scope = _permanents(state, who) + _graveyard(state, who)   # unearth (CR 702.84a), "Exile
    scope += [r for r in _permanents(state) + _hand(state, who)  # this card from your
              if r not in scope]
    if keyword is not None:           # graveyard:", "any player may activate" (CR 602.2);
        scope = _hand(state, who) + scope       # cycling and ninjutsu: the hand (CR 702.29a)
    main = _Slot(_candidates(state, name, scope, who))
    obj = state.objects[main.candidates[0][1]]
    shown = current_name(state, obj)
    abilities = characteristics(state, obj).activated
    if not abilities:
        raise NotationError(f"{shown} has no activated abilities")
    if keyword is not None:
        index = _keyword_index(shown, abilities, keyword)
    else:
        index = _ability_index(shown, abilities, number)
    chosen = abilities[index]
    if chosen.cost.remove_counters_x:             # its mana with the X chosen (CR 107.3)
        chosen = mana_abilities.with_counters_x(chosen, max(0, extras.x or 0))
    mana = _mana_choice(state, obj, chosen, extras.mana, shown)
    if extras.modes is not None and len(extras.modes) > 1:
        raise NotationError(f"this ability of {shown} has one mode chosen (CR 602.2b)")
    mode = _read_mode(shown, extras, False, bool(abilities[index].modes))   # CR 602.2b

    def build(refs: list[Ref]) -> Action:
        targets, payment, costs = _split_extras(refs[1:], extras)
        targets = _with_closed(chosen.with_mode(mode).targets, targets, extras.x)
        choice = _division(extras, len(targets)) if mana is None else _mana_index(
            state, state.objects[refs[0][1]], chosen, extras.mana, mana)
        action = Action("activate", who, refs[0][1], ability=index, targets=targets,
                        payment=payment, costs=costs, choice=choice,
                        x=extras.x, mode=mode)                          # CR 107.3
        return action if any(extras.paying.values()) else _only_cost_choice(state, action)

    return _bind(state, [main, *_extra_slots(state, who, extras)], build)


def _mana_choice(state: GameState, obj: GameObject, ability: Any, given: str | None,
                 shown: str) -> tuple[int, ...] | None:
    """`for {G}`: which of the ways a mana ability adds mana (CR 605.3b) — its index among
    them, () when there is only one way; None for an ability that isn't a mana ability."""
    if not ability.is_mana_ability:
        if given is not None:
            raise NotationError(f"'for {_symbols(given)}' names the mana a mana ability "
                                f"adds; this ability of {shown} isn't one")
        return None
    produced = _produced(state, obj, ability)
    if given is None and len(produced) > 1:
        raise NotationError(f"{shown} adds " + " or ".join(map(_symbols, produced))
                            + f": say which, as 'for {_symbols(produced[0])}'")
    found = _mana_index(state, obj, ability, given, None)
    if found is None:
        raise NotationError(f"{shown} can't add {_symbols(given or '')} now"
                            + (": it adds " + " or ".join(map(_symbols, produced))
                               if produced else ""))
    return found


def _produced(state: GameState, obj: GameObject, ability: Any) -> tuple[str, ...]:
    """The ways a mana ability of `obj` adds mana now ("W", "GG"...)."""
    return mana_abilities.options(state, obj, ability) if obj.zone == "battlefield" else ()


def _mana_index(state: GameState, obj: GameObject, ability: Any, given: str | None,
                otherwise: tuple[int, ...] | None) -> tuple[int, ...] | None:
    """The choice of an activate action for `for {given}`: (index,) among the ways, or ()
    when there is only one; `otherwise` if the mana isn't one of them."""
    produced = _produced(state, obj, ability)
    if len(produced) <= 1:
        return () if given is None or (
            produced and sorted(produced[0]) == sorted(given)) else otherwise
    for k, mana in enumerate(produced):
        if given is not None and sorted(mana) == sorted(given):
            return (k,)
    return otherwise


def _symbols(mana: str) -> str:
    """"WU" -> "{W}{U}"."""
    return "".join(f"{{{c}}}" for c in mana)


def _only_cost_choice(state: GameState, action: Action) -> Action:
    """A cost choice with exactly one legal answer may be left out of a cast or activate
    line (`cast Fireblast for alternative cost targeting Bob` with exactly two Mountains;
    ninjutsu with one unblocked attacker): the one legal action that is this line plus the
    objects paying its costs (CR 601.2b, 601.2h, 602.2b)."""
    if _is_legal(state, action):
        return action
    kinds = not any(isinstance(c, str) and c.endswith(COUNTER_KIND) for c in action.costs)
    written = _without_cost_objects(action, kinds)
    found = [a for a in _legal(state, action.player)
             if a.kind == action.kind and a.costs != written.costs
             and _without_cost_objects(a, kinds) == written]
    return replace(found[0], payment=action.payment) if len(found) == 1 else action


def _without_cost_objects(action: Action, kinds: bool = False) -> Action:
    """The action without the objects paying its costs (and, with `kinds`, without the
    kinds of counters announced, CR 601.2b)."""
    return replace(action, costs=tuple(c for c in action.costs if isinstance(c, str) and not (
        kinds and c.endswith(COUNTER_KIND))), payment=None)


def _legal(state: GameState, who: int) -> list[Action]:
    """The legal answers of `who` to the pending decision, listed once per decision."""
    d = state.decision
    if d is None or d.player != who:
        return []
    cached = state.cache.get("notation:legal")
    if cached is None or cached[0] is not d:
        cached = state.cache["notation:legal"] = (d, legal_actions(state, d))
    return cached[1]


def keyword_of(ability: Any) -> str:
    """The keyword an activated ability is announced by: "swampcycling", "ninjutsu",
    "equip" ("Equip {1}"); "" if it has none."""
    if ability.keyword:
        return ability.keyword
    first = ability.text.split(" ", 1)[0].lower() if ability.text else ""
    return first if first == "equip" else ""


def _keyword_index(name: str, abilities: Sequence[Any], keyword: str) -> int:
    """`activate NAME for KEYWORD`: its activated ability that is that keyword."""
    for i, ability in enumerate(abilities):
        if keyword_of(ability) == keyword.lower():
            return i
    raise NotationError(f"{name} has no {keyword} ability")


def _ability_index(name: str, abilities: Sequence[Any], number: int | None) -> int:
    """`Name:N` counts from 1; plain `Name` is its only ability or only non-mana ability."""
    if number is not None:
        if not 1 <= number <= len(abilities):
            raise NotationError(f"{name} has {len(abilities)} activated "
                                f"abilit{'y' if len(abilities) == 1 else 'ies'}, not {number}")
        return number - 1
    if len(abilities) == 1:
        return 0
    non_mana = [i for i, a in enumerate(abilities)
                if not a.is_mana_ability and a.zone == "battlefield"]
    if len(non_mana) == 1:
        return non_mana[0]
    raise NotationError(f"{name} has {len(abilities)} activated abilities: "
                        f"say which, as '{name}:N'")


def _only_opponent(state: GameState, who: int) -> Ref | None:
    """The only player `who` may attack, if there is one (CR 508.1b, 802, 803, 809.3c)."""
    opponents = multiplayer.attackable_players(state, who) if state.n_players > 2 \
        else state.opponents(who)
    return ("player", opponents[0]) if len(opponents) == 1 else None


def _pending(state: GameState, kind: str, refusal: str) -> None:
    """An attack or block line answers only its declaration (CR 508.1, 509.1)."""
    d = state.decision
    if d is None or d.kind != kind:
        raise IllegalAction(refusal)


def _parse_attack(state: GameState, sc: _Scanner, who: int) -> Action:
    _pending(state, "attackers", "no attackers are being declared now (CR 508.1)")
    if not sc.keyword("with"):
        raise NotationError("write 'attack with ...' or 'attack with nothing'")
    if sc.keyword("nothing"):
        sc.end()
        return Action("attack", who, choice=())
    mine = _permanents(state, who)
    slots: list[_Slot] = []
    while True:
        attacker = sc.name()
        slots.append(_Slot(_candidates(state, attacker, mine, who), "attackers"))
        if sc.literal("->"):
            slots.append(_Slot(_candidates(state, sc.name(), _defender_scope(state), who)))
        else:
            default = _only_opponent(state, who)
            if default is None:
                raise NotationError(f"say what {attacker.text} attacks: "
                                    f"'{attacker.text} -> PLAYER'")
            slots.append(_Slot([default]))
        if not sc.literal(","):
            break
    attacks = len(slots)
    shape: list[int] = []                 # creatures per band (CR 508.1e, 702.22c)
    while sc.literal(";"):
        if not sc.keyword("band"):
            raise NotationError(f"expected 'band' and the creatures in it in '{sc.text}'")
        members = sc.names()
        slots += [_Slot(_candidates(state, n, mine, who), "bands") for n, _ in members]
        shape.append(len(members))
    sc.end()

    def build(refs: list[Ref]) -> Action:
        pairs = tuple((refs[i][1], refs[i + 1]) for i in range(0, attacks, 2))
        bands, i = [], attacks
        for n in shape:
            bands.append(tuple(ref[1] for ref in refs[i:i + n]))
            i += n
        return Action("attack", who, choice=pairs, bands=tuple(bands))

    return _bind(state, slots, build)


def _parse_block(state: GameState, sc: _Scanner, who: int) -> Action:
    _pending(state, "blockers", "no blockers are being declared now (CR 509.1)")
    if sc.keyword("with"):
        if not sc.keyword("nothing"):
            raise NotationError("write 'block ATTACKER with BLOCKERS' or 'block with nothing'")
        sc.end()
        return Action("block", who, choice=())
    attacking = [("object", i) for i in state.battlefield if state.objects[i].attacking]
    mine = _permanents(state, who)
    slots: list[_Slot] = []
    shape: list[int] = []                 # blockers per attacker, in order
    while True:
        sc.keyword("block")
        slots.append(_Slot(_candidates(state, sc.name(), attacking, who), "attackers"))
        if not sc.keyword("with"):
            raise NotationError(f"expected 'with' and blockers in '{sc.text}'")
        blockers = sc.names()
        slots += [_Slot(_candidates(state, n, mine, who), "blockers") for n, _ in blockers]
        shape.append(len(blockers))
        if not sc.literal(";"):
            break
    sc.end()

    def build(refs: list[Ref]) -> Action:
        pairs, i = [], 0
        for n in shape:
            attacker = refs[i][1]
            pairs += [(refs[i + 1 + k][1], attacker) for k in range(n)]
            i += n + 1
        return Action("block", who, choice=tuple(pairs))

    return _bind(state, slots, build)


def _parse_order(state: GameState, sc: _Scanner, who: int) -> Action:
    d = state.decision
    if d is not None and d.kind == "order_triggers":
        return _parse_trigger_order(state, sc, who)
    if d is None or d.kind != "order_blockers":
        raise IllegalAction("there is no ordering decision now")
    names = sc.names()
    sc.end()
    scope = _objects(state, d.options)
    slots = [_Slot(_candidates(state, n, scope, who), "order") for n, _ in names]
    return _bind(state, slots, lambda refs: Action(
        "order", who, object=d.subject, choice=tuple(r[1] for r in refs)))


def _my_triggers(state: GameState, who: int) -> list[Any]:
    return [t for t in state.pending if t.controller == who]


def _parse_trigger_order(state: GameState, sc: _Scanner, who: int) -> Action:
    mine = _my_triggers(state, who)
    first = sc.number()
    if first is not None:                      # by position: "order 2, 1"
        picks = [first - 1]
        while sc.literal(","):
            picks.append(sc.need_number(",") - 1)
        sc.end()
        return Action("order", who, choice=tuple(picks))
    names = sc.names()
    sc.end()
    picks: list[int] = []
    for name, _ in names:
        options = [i for i, t in enumerate(mine)
                   if i not in picks and _names_source(state, name, t)]
        if not options:
            raise NotationError(f"no triggered ability of '{name.text}' is waiting")
        picks.append(options[0])
    return Action("order", who, choice=tuple(picks))


def _names_source(state: GameState, name: _Name, trig: Any) -> bool:
    """Does `name` name the source of this waiting triggered ability, as any line names an
    object: its name (as it was when it triggered), "Alice's NAME", an alias or "#id"?"""
    source = state.objects.get(trig.source_id)
    if name.oid is not None:                 # the same physical card, wherever it is now
        named = state.objects.get(name.oid)
        return source is not None and named is not None and \
            source.card_uid == named.card_uid
    if name.card is None or trig.source_name.casefold() != name.card:
        return False
    return name.controller is None or name.controller == (
        controller(state, source) if source is not None else trig.controller)


def _parse_assign(state: GameState, sc: _Scanner, who: int) -> Action:
    d = state.decision
    if d is None or d.kind != "assign_damage":
        raise IllegalAction("there is no combat damage assignment to make now")
    if sc.keyword("nothing"):
        sc.end()
        return Action("assign", who, object=d.subject, choice=())
    pairs = sc.names(amounts=True)
    sc.end()
    scope = list(dict.fromkeys(ref for option in d.options for ref, _ in option))
    for name, amount in pairs:
        if amount is None:
            raise NotationError(f"say how much damage {name.text} is assigned")
    slots = [_Slot(_candidates(state, n, scope, who), "assign") for n, _ in pairs]
    amounts = [a for _, a in pairs]

    def build(refs: list[Ref]) -> Action:
        given = tuple((r, a) for r, a in zip(refs, amounts, strict=True) if a)
        for option in d.options:                  # the engine's order of the same assignment
            if sorted(option) == sorted(given):
                given = option
                break
        return Action("assign", who, object=d.subject, choice=given)

    return _bind(state, slots, build)


_WORD_CHOICES = ("yes", "no", "play", "draw")


_last_words: list[Any] = [None, {}]


def _option_words(options: tuple[Any, ...]) -> dict[str, Any]:
    """The named options by lower-case text, kept for the last options seen: a card-name
    choice offers every card name (some 30,000), and parsing each legal action in turn
    must not rebuild the table each time."""
    if _last_words[0] is not options:
        _last_words[0] = options
        _last_words[1] = {str(o).lower(): o for o in options if isinstance(o, str)}
    return _last_words[1]


def _parse_choose(state: GameState, sc: _Scanner, who: int) -> Action:
    d = state.decision
    kind = d.kind if d is not None else ""
    if names_options(kind):
        words = _option_words(d.options)
        text = sc.rest().strip().lower()
        if text in words:
            return Action("choose", who, choice=(words[text],))
    if sc.keyword("nothing"):
        sc.end()
        return Action("choose", who, choice=())
    for word in _WORD_CHOICES if kind != "targets" else ():      # "no target" isn't "no"
        if sc.keyword(word):
            sc.end()
            return Action("choose", who, choice=(word,))
    if kind == "mode" and not any(isinstance(o, tuple) and o[:1] == ("player",)
                                  for o in d.options):
        # a modal trigger's modes (or a spell's an opponent chooses), from 1 (CR 603.3c)
        return Action("choose", who, choice=tuple(sorted(n - 1 for n in _mode_numbers(sc))))
    if _NUMBER.fullmatch(sc.rest()):
        raise NotationError(f"'{sc.rest()}' is a number; this decision is answered by name "
                            "(a number answers only a triggered ability's mode)")
    names = sc.names(amounts=kind == "targets")          # "choose Bob 2, Bears 1" (601.2d)
    sc.end()
    if kind in ("targets", "new_targets"):
        scope = _target_scope(state)
        slots = [_Slot(_candidates(state, n, scope, who)) for n, _ in names]
        division = tuple(a or 0 for _, a in names) if any(a for _, a in names) else ()
        specs = _trigger_specs(state) if kind == "targets" else ()

        def build(refs: list[Ref]) -> Action:
            chosen = _with_closed(specs, tuple(refs), None)
            amounts = division + (0,) * (len(chosen) - len(division)) if division else ()
            return Action("choose", who, targets=chosen, choice=amounts)

        return _bind(state, slots, build)
    return _choose_named(state, [n for n, _ in names], who)


def _mode_numbers(sc: _Scanner) -> list[int]:
    """"choose 2" or "choose 1, 3": modes counted from 1."""
    numbers = [sc.number()]
    while numbers[-1] is not None and sc.literal(","):
        numbers.append(sc.number())
    if None in numbers or not sc.at_end():
        raise NotationError("choose a mode by its number, from 1 (CR 603.3c, 700.2)")
    if min(numbers) < 1:                                  # type: ignore[type-var]
        raise NotationError("modes are counted from 1")
    return numbers                                        # type: ignore[return-value]


def _choose_named(state: GameState, names: list[_Name], who: int) -> Action:
    """Options chosen by name: cards and permanents (object ids) and players, matched as
    names, never by number (a player's seat isn't a card)."""
    d = state.decision
    options = list(d.options) if d is not None and (names_options(d.kind) or d.kind == "mode") \
        else list(state.players[who].hand)           # "mode": the opponent who chooses
    refs = {o for o in options if type(o) is tuple and len(o) == 2
            and o[0] in ("player", "object")}
    for name in names:
        if name.player is not None and ("player", name.player) not in refs:
            raise NotationError(f"{name.text} isn't one of the choices")
    scope = _objects(state, [o for o in options if type(o) is int]) + sorted(
        r for r in refs if r[0] == "object")
    slots = [_Slot(_candidates(state, n, scope, who), "choice") for n in names]

    def build(chosen: list[Ref]) -> Action:
        picked = [r if r in refs else r[1] for r in chosen]    # an option as it's offered
        if set(picked) <= set(options):
            picked.sort(key=options.index)         # the engine lists choices in option order
        return Action("choose", who, choice=tuple(picked))

    return _bind(state, slots, build)


def _parse_turn(state: GameState, sc: _Scanner, who: int) -> Action:
    """`turn face up NAME [for its mana cost]`: the morph special action (CR 702.37e,
    116.2b), or a manifested permanent turned face up for its mana cost (CR 701.34b), the
    only way for one without morph or disguise (CR 701.34c-d)."""
    if not (sc.keyword("face") and sc.keyword("up")):
        raise NotationError("write 'turn face up NAME'")
    name = sc.name()
    for_mana_cost = sc.keyword("for its mana cost")
    sc.end()
    mine = [("object", i) for i in state.battlefield if state.objects[i].face_down
            and state.objects[i].controller == who]
    slot = _Slot(_candidates(state, name, mine, who))

    def build(refs: list[Ref]) -> Action:
        obj = state.objects[refs[0][1]]
        manifested = for_mana_cost or (obj.face_down == MANIFESTED
                                       and morph.morph_ability(obj.card) is None)
        return Action("turn_face_up", who, obj.id, costs=(MANIFESTED,) if manifested else ())

    return _bind(state, [slot], build)


def _parse_companion(state: GameState, sc: _Scanner, who: int) -> Action:
    """`companion NAME`: put the revealed companion into the hand (CR 702.139a, 116.2g)."""
    wanted = sc.rest().strip().casefold()
    sc.pos = len(sc.low)
    for player, name in state.companions:
        if player == who and name.casefold() == wanted:
            return Action("companion", who, choice=(name,))
    raise NotationError(f"{state.players[who].name} has no companion named '{wanted}' "
                        "outside the game")


def _parse_ignore(state: GameState, sc: _Scanner, who: int) -> Action:
    """`ignore NAME`: pay to ignore that permanent's effect until end of turn (CR 116.2d)."""
    name = sc.name()
    sc.end()
    ignorable = [("object", source.id) for source, _ in ignoring.ignorable(state)]
    slot = _Slot(_candidates(state, name, ignorable, who))
    return _bind(state, [slot], lambda refs: Action("ignore", who, refs[0][1]))


def _parse_unlock(state: GameState, sc: _Scanner, who: int) -> Action:
    """`unlock DOOR`: pay the mana cost of that locked door of a Room you control
    (`tolaria.rules.rooms`); `unlock DOOR#12` names the Room permanent, if several have
    a locked door of that name."""
    found = re.fullmatch(r"(.+?)(?:#(\d+))?", sc.rest().strip())
    text = found.group(1).strip() if found else ""
    doors = _locked_doors(state, who, text)
    if found and found.group(2):
        doors = [(oid, door) for oid, door in doors if oid == int(found.group(2))]
    if not doors:
        raise NotationError(f"no Room {state.players[who].name} controls has a locked door "
                            f"named '{sc.rest().strip()}'")
    if len(doors) > 1:
        raise NotationError(f"several Rooms have a locked door named '{text}': write "
                            f"{text}#ID with the Room's id")
    oid, door = doors[0]
    return Action(rooms.UNLOCK, who, oid, choice=(door,))


def _locked_doors(state: GameState, who: int, door: str) -> list[tuple[int, int]]:
    """The (Room, door) pairs of `who`'s Rooms with a locked door named `door` (any case)."""
    found = []
    for oid in rooms.locked_rooms(state):
        card = state.objects[oid].card
        if controller(state, state.objects[oid]) == who:
            found += [(oid, d) for d in rooms.locked_doors(card)
                      if rooms.door_name(card, d).casefold() == door.casefold()]
    return found


_PARSERS: dict[str, Callable[[GameState, _Scanner, int], Action]] = {
    "pass": _parse_bare("pass"), "keep": _parse_bare("keep"),
    "mulligan": _parse_bare("mulligan"), "concede": _parse_bare("concede"),
    "play": _parse_play, "cast": _parse_cast, "activate": _parse_activate,
    "attack": _parse_attack, "block": _parse_block, "order": _parse_order,
    "assign": _parse_assign, "choose": _parse_choose, "turn": _parse_turn,
    "companion": _parse_companion, "ignore": _parse_ignore, "unlock": _parse_unlock,
}


# -- rendering ----------------------------------------------------------------------------

class _Namer:
    """Names refs in order; `levels[i]` says how specific the i-th object name must be;
    objects in `exact` are always named the board's way (`Name#id`)."""

    def __init__(self, state: GameState, levels: dict[int, int],
                 exact: Collection[int] = ()) -> None:
        self.state = state
        self.levels = levels
        self.exact = exact
        self.count = 0

    def __call__(self, ref: Ref) -> str:
        state = self.state
        if ref[0] == "player":
            return state.players[ref[1]].name
        level = self.levels.get(self.count, 0)
        self.count += 1
        obj = state.objects.get(ref[1])
        if obj is None:
            return f"#{ref[1]}"
        if obj.id in self.exact:
            level = 2
        shown = current_name(state, obj)                     # CR 707.2, 708.2
        if level == 0:
            return shown
        if level == 1:
            return f"{state.players[controller(state, obj)].name}'s {shown}"
        return alias_of(state, obj) or f"{shown}#{obj.id}"    # as the board shows it


def render(state: GameState, action: Action, exact: Collection[int] = ()) -> str:
    """The action as notation, with names just specific enough to parse back to it; the
    objects in `exact` (ids) always by alias or `Name#id`, as a board that tells them
    apart shows them."""
    namer = _Namer(state, {}, exact)
    text = _render(state, action, namer)
    if namer.count == 0 or _parses_to(state, text, action):
        return text
    for levels in _escalations(namer.count):
        text = _render(state, action, _Namer(state, levels, exact))
        if _parses_to(state, text, action):
            return text
    return _render(state, action, _Namer(state, dict.fromkeys(range(namer.count), 2)))


def _escalations(n: int, limit: int = 48) -> Iterator[dict[int, int]]:
    """More specific names for as few refs as possible: one ref first, then two..."""
    tried = 0
    for k in range(1, n + 1):
        for where in combinations(range(n), k):
            for levels in product((1, 2), repeat=k):
                if tried >= limit:
                    return
                tried += 1
                yield dict(zip(where, levels, strict=True))


def _parses_to(state: GameState, text: str, action: Action) -> bool:
    try:
        return parse(state, text, action.player) == action
    except IllegalAction:
        return False


def _render(state: GameState, action: Action, name: _Namer) -> str:
    kind = action.kind
    if kind in ("pass", "keep", "mulligan", "concede"):
        return kind
    if kind == "play":
        return f"play {_face_name(state, action) or name(('object', action.object))}"
    if kind in ("cast", "activate"):
        obj = state.objects.get(action.object) if action.face else None
        if obj is not None and 0 < action.face <= len(obj.card.faces):
            prototyped = action.face == _prototype_face(obj)
            head = f"{kind} {_face_name(state, action) or name(('object', action.object))}"
            with faces.turned(state, obj, action.face):       # that face's modes (712.11c)
                text = _render_cast(state, action, name)
            if prototyped and text.startswith(head):                     # CR 718.3
                text = f"{head} for {PROTOTYPE}{text[len(head):]}"
            return text
        return _render_cast(state, action, name)
    if kind == "attack":
        return _render_attack(state, action, name)
    if kind == "block":
        return _render_block(action, name)
    if kind == "order":
        return _render_order(state, action, name)
    if kind == "assign":
        if not action.choice:
            return "assign nothing"
        return "assign " + ", ".join(f"{name(ref)} {amount}" for ref, amount in action.choice)
    if kind == "choose":
        return _render_choose(state, action, name)
    if kind == "turn_face_up":                    # CR 702.37e; 701.34b: for its mana cost
        return f"turn face up {name(('object', action.object))}" + (
            " for its mana cost" if MANIFESTED in action.costs else "")
    if kind == "companion":                      # the special action (CR 702.139a)
        return f"companion {action.choice[0]}" if action.choice else "companion"
    if kind == "ignore":                         # the special action (CR 116.2d)
        return f"ignore {name(('object', action.object))}"
    if kind == rooms.UNLOCK:                     # a Room's door (tolaria.rules.rooms)
        door = rooms.door_name(state.objects[action.object].card, action.choice[0])
        several = len(_locked_doors(state, action.player, door)) > 1
        return f"unlock {door}" + (f"#{action.object}" if several else "")
    raise ValueError(f"unknown action kind {kind!r}")


def _face_name(state: GameState, action: Action) -> str:
    """The name of the face an action plays or casts, if not the front (CR 712.11b)."""
    obj = state.objects.get(action.object) if action.face and action.object is not None \
        else None
    if obj is None or not 0 < action.face <= len(obj.card.faces):
        return ""
    face = obj.card.faces[action.face - 1].name
    return "" if face == obj.card.name else face         # a prototype: "for prototype"


def _render_cast(state: GameState, action: Action, name: _Namer) -> str:
    obj = state.objects.get(action.object) if action.object is not None else None
    text = f"{action.kind} {_face_name(state, action) or name(('object', action.object))}"
    cost = None
    returning = exile_hand = revealing = False
    taps = 0
    ability = None
    if obj is not None and action.kind == "activate":
        abilities = characteristics(state, obj).activated
        index = action.ability or 0
        ability = abilities[index] if index < len(abilities) else None
        keyword = keyword_of(ability) if ability is not None and ability.zone in (
            "hand", "graveyard") else ""
        non_mana = [i for i, a in enumerate(abilities)
                    if not a.is_mana_ability and a.zone == "battlefield"]
        if keyword:
            text += f" for {keyword}"          # cycling, ninjutsu (the hand), unearth (graveyard)
            returning = keyword == "ninjutsu"
        elif len(abilities) > 1 and non_mana != [index]:
            text += f":{index + 1}"
        if ability is not None and ability.cost.remove_counters_x:    # CR 107.3
            text += f" x={action.x or 0}"
            ability = mana_abilities.with_counters_x(ability, action.x or 0)
        if ability is not None and ability.cost.objects_x:            # CR 107.3, 601.2b
            from tolaria.rules.costs import with_objects_x
            text += f" x={action.x or 0}"
            ability = replace(ability, cost=with_objects_x(ability.cost, action.x or 0))
            revealing = bool(ability.cost.reveal_from_hand)
        if ability is not None and ability.is_mana_ability and action.choice:   # CR 605.3b
            produced = mana_abilities.options(state, obj, ability)
            if 0 <= action.choice[0] < len(produced):
                text += f" for {_symbols(produced[action.choice[0]])}"
        if ability is not None:
            cost = ability.cost.mana
            returning = returning or bool(ability.cost.return_to_hand)
            if action.x is not None and cost.x_count:               # CR 107.3
                text += f" x={action.x}"
                cost = cost.with_x(action.x)
            elif action.x is not None and ability.cost.loyalty_x:    # [−X] (CR 606.4)
                text += f" x={action.x}"
        if isinstance(action.mode, int):                            # CR 602.2b
            text += f" mode {action.mode + 1}"
    elif obj is not None:
        card = obj.card
        cost = card.mana_cost
        if obj.zone == "command":
            text += " from command zone"                     # a commander (CR 903.8)
        if action.costs:             # what the spell's own costs tap, return or exile
            spent = _spell_cost(state, action, obj)
            returning, taps = bool(spent.return_to_hand), len(spent.tap_untapped)
            exile_hand = bool(spent.exile_from_hand)
            revealing = bool(spent.reveal_from_hand)
        if cost is not None and cost.x_count and action.x is not None:
            text += f" x={action.x}"
            cost = cost.with_x(action.x)
        elif action.x is not None and _announced_x(card):    # "pay X life" (CR 601.2b)
            text += f" x={action.x}"
        if isinstance(action.mode, tuple):
            text += " modes " + ",".join(str(m + 1) for m in action.mode)
        elif action.mode is not None and (card.spell is None or card.spell.modal
                                          or action.mode != 0):
            text += f" mode {action.mode + 1}"
    if action.costs:
        text += _render_costs(state, action.costs, name, returning,
                              ability.cost.crew or len(ability.cost.tap_untapped)
                              if ability is not None else taps, exile_hand,
                              ability is not None and bool(ability.cost.counter_on), revealing,
                              ability is not None and bool(ability.cost.hand_to_top))
    if action.splice:                                                   # CR 702.47a
        text += " splicing " + ", ".join(name(("object", i)) for i in action.splice)
    shown = action.targets
    if shown and obj is not None:
        specs = ability.with_mode(action.mode).targets if ability is not None else \
            obj.card.spell.mode_for(action.mode).targets if action.kind == "cast" \
            and obj.card.spell is not None else ()
        shown = _shown_targets(specs, action)
    if shown:
        division = action.choice                      # amounts divided (CR 601.2d)
        text += " targeting " + ", ".join(
            (name(t) if t is not None else "no target")
            + (f" {division[i]}" if i < len(division) and division[i] else "")
            for i, t in enumerate(shown))
    if action.payment is not None:
        sources = ", ".join(name(("object", i)) for i in action.payment) or "nothing"
        text += f" paying {cost if cost is not None else ''} with {sources}".replace("  ", " ")
    return text


def _spell_cost(state: GameState, action: Action, obj: Any) -> Any:
    """The announced alternative cost and the additional costs of a spell being cast
    together (CR 601.2f): what its chosen objects pay."""
    from tolaria.data.ir import Cost
    from tolaria.rules import costs as cost_rules
    names, _ = cost_rules.split(action.costs)
    alternative, _ = cost_rules.announced_alternative(state, action.player, obj, names)
    total = alternative.cost if alternative is not None else Cost()
    card = obj.card
    if card.spell is not None and card.spell.additional_cost is not None:
        total = total.plus(card.spell.additional_cost)
    for ability in card.static:
        if ability.kind == "additional_cost" and ability.cost is not None:
            total = total.plus(ability.cost)
    return total


def _render_costs(state: GameState, costs: tuple[Any, ...], name: _Namer,
                  returning: bool = False, crew: int = 0, exile_hand: bool = False,
                  choosing: bool = False, revealing: bool = False,
                  to_top: bool = False) -> str:
    """" for alternative cost sacrificing A, B discarding C": verbs by where the objects are
    (`returning`: the creature a ninjutsu ability returns, CR 702.49a, or a cost returns;
    `crew`: a cost taps them; `exile_hand`: a cost exiles cards from the hand; `revealing`:
    a spell's cost reveals them, CR 701.16a)."""
    text = "".join(f" {c}" if c.startswith("without ") else
                   " with kicker" + c[len("kicker"):].upper() if c == "kicker" or
                   c.startswith("kicker ") else f" for {c}"      # "with kicker {R}" (702.33f)
                   for c in costs if isinstance(c, str))
    ids = [c for c in costs if not isinstance(c, str)]
    verbs = {"returning": "battlefield"} if returning else {"tapping": "battlefield"} if crew \
        else {"exiling": "hand"} if exile_hand else {"revealing": "hand"} if revealing \
        else {"choosing": "battlefield"} if choosing \
        else {v: z for v, z in COST_VERBS.items() if v not in ("returning", "tapping",
                                                              "choosing", "revealing")}
    verbs["putting"] = "hand" if to_top else "exile"    # "on top of your library" (401.1)
    if to_top:                                          # / a card an opponent owns, from
        verbs.pop("discarding", None)                   # exile (CR 400.3)
    for verb, zone in verbs.items():
        here = [i for i in ids if i in state.objects and state.objects[i].zone == zone]
        if here:
            text += f" {verb} " + ", ".join(name(("object", i)) for i in here)
    return text


def _render_attack(state: GameState, action: Action, name: _Namer) -> str:
    if not action.choice:
        return "attack with nothing"
    default = _only_opponent(state, action.player)
    parts = []
    for attacker, defender in action.choice:
        part = name(("object", attacker))
        if tuple(defender) != default:
            part += f" -> {name(tuple(defender))}"
        parts.append(part)
    bands = "".join("; band " + ", ".join(name(("object", i)) for i in band)
                    for band in action.bands)                          # CR 702.22c
    return "attack with " + ", ".join(parts) + bands


def _render_block(action: Action, name: _Namer) -> str:
    if not action.choice:
        return "block with nothing"
    groups: dict[int, list[int]] = {}
    for blocker, attacker in action.choice:
        groups.setdefault(attacker, []).append(blocker)
    return "block " + "; ".join(
        f"{name(('object', a))} with " + ", ".join(name(("object", b)) for b in blockers)
        for a, blockers in groups.items())


def _render_order(state: GameState, action: Action, name: _Namer) -> str:
    if action.object is not None:                      # damage assignment order (CR 509.2)
        return "order " + ", ".join(name(("object", i)) for i in action.choice)
    mine = _my_triggers(state, action.player)          # triggers (CR 603.3b)
    labels = [t.source_name for t in mine]
    if len(set(labels)) == len(labels) and all(0 <= i < len(mine) for i in action.choice):
        return "order " + ", ".join(labels[i] for i in action.choice)
    return "order " + ", ".join(str(i + 1) for i in action.choice)


def _trigger_specs(state: GameState) -> tuple[TargetSpec, ...]:
    """The targets of the triggered ability being put on the stack (CR 603.3d)."""
    d = state.decision
    if d is None or d.kind != "targets" or not state.pending:
        return ()
    return state.pending[0].ability.targets


def _render_choose(state: GameState, action: Action, name: _Namer) -> str:
    if action.targets:
        division = action.choice                      # amounts divided (CR 601.2d)
        shown = _shown_targets(_trigger_specs(state), action) or (None,)
        return "choose " + ", ".join(
            (name(t) if t is not None else "no target")
            + (f" {division[i]}" if i < len(division) and division[i] else "")
            for i, t in enumerate(shown))
    if not action.choice:
        return "choose nothing"
    d = state.decision
    if d is not None and d.kind == "mode" and all(type(m) is int for m in action.choice):
        return "choose " + ", ".join(str(m + 1) for m in action.choice)      # modes from 1
    by_id = d is None or names_options(d.kind)
    parts = []
    for item in action.choice:
        if type(item) is int and by_id and item in state.objects:
            parts.append(name(("object", item)))
        elif type(item) is tuple and len(item) == 2 and item[0] in ("player", "object"):
            parts.append(name(item))                  # a player or an object offered as a ref
        else:
            parts.append(str(item))
    return "choose " + ", ".join(parts)


__all__ = ["NotationError", "alias_of", "aliases", "current_object", "parse", "render"]
