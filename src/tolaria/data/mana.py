"""Mana, mana costs, mana pools and a mana payment solver.

Rules references: CR 106 (mana), CR 107.3 (X), CR 107.4 (mana symbols), CR 118 (costs),
CR 119.4 (paying life), CR 202 (mana cost and colour), CR 605 (mana abilities).

Mana whose spending is restricted (CR 106.6) stays apart in the pool, with its restriction;
a payment spends it only if the restriction allows the payment's purpose
(`ManaPool.spendable`). "Spend only black mana on X" colours a cost's {X}
(`ManaCost.with_x_colors`).

The payment solver is exact: for a fixed way of paying the "amount-changing" symbols
(monocoloured hybrid {2/W}) and a fixed set of activations of sources that make more than one
mana at once, whether the cost can be paid is a transportation problem. It is solved as a
min-cost flow whose costs encode the preferences (`find_payment`: life last, few sources,
pool mana first, the sources of the types the hand needs kept). Abilities that cost mana
("{1}, {T}: Add ...") are activated in stages, each paid from what the pool and the sources
activated before it hold: a layer of the flow per stage, for each set and order of them.
"""

from __future__ import annotations

import re
from collections import Counter, deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import islice, product
from typing import Any

COLORS: str = "WUBRG"
# CR 305.6: the basic land types and the mana their intrinsic ability adds.
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
MANA_TYPES: tuple[str, ...] = ("W", "U", "B", "R", "G", "C")  # CR 106.1a, CR 106.1b

_TYPE_INDEX: dict[str, int] = {t: i for i, t in enumerate(MANA_TYPES)}
_COLORLESS = _TYPE_INDEX["C"]
_VARIABLES = ("X", "Y", "Z")  # CR 107.3, CR 107.3p
_SYMBOL_RE = re.compile(r"\{([^{}]*)\}")


# --------------------------------------------------------------------------------------------
# Symbols and costs
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ManaSymbol:
    """One mana symbol of a cost (CR 107.4).

    ``kind`` is one of "generic", "color", "colorless", "hybrid", "twobrid", "phyrexian",
    "snow" or "X" (also used for {Y} and {Z}; ``text`` tells which). ``amount`` is the
    generic amount: N for {N}, 2 for a monocoloured hybrid {2/W}, 0 otherwise.
    """

    kind: str
    colors: tuple[str, ...] = ()
    amount: int = 0
    text: str = ""

    @property
    def mana_value(self) -> int:
        """Contribution to the mana value (CR 202.3, 202.3e-g)."""
        if self.kind == "generic":
            return self.amount
        if self.kind == "twobrid":
            return 2  # CR 202.3f: the largest component
        if self.kind == "X":
            return 0  # CR 202.3e, as a mana cost off the stack
        return 1  # CR 202.3g: Phyrexian symbols count 1

    @property
    def canonical(self) -> str:
        """The symbol's text in this module's canonical spelling."""
        kind = self.kind
        if kind == "generic":
            return f"{{{self.amount}}}"
        if kind in ("color", "hybrid"):
            return "{" + "/".join(self.colors) + "}"
        if kind == "twobrid":
            return f"{{2/{self.colors[0]}}}"
        if kind == "phyrexian":
            return "{" + "/".join(self.colors) + "/P}"
        if kind == "colorless":
            return "{C}"
        if kind == "snow":
            return "{S}"
        if kind == "X":
            return self.text or "{X}"
        raise ValueError(f"unknown mana symbol kind {kind!r}")

    @property
    def variable(self) -> str:
        """For an X-kind symbol, its letter ("X", "Y" or "Z"); "" otherwise."""
        if self.kind != "X":
            return ""
        return self.text.strip("{}").upper() or "X"


def _generic(amount: int) -> ManaSymbol:
    """A generic symbol {N}."""
    return ManaSymbol("generic", (), amount, f"{{{amount}}}")


@lru_cache(maxsize=512)
def _parse_symbol(token: str) -> ManaSymbol:
    """Parse the inside of one pair of braces (CR 107.4)."""
    tok = token.strip().upper()
    text = "{" + tok + "}"
    if tok.isdigit():
        return _generic(int(tok))
    if tok in COLORS and len(tok) == 1:
        return ManaSymbol("color", (tok,), 0, text)
    if tok == "C":
        return ManaSymbol("colorless", (), 0, text)
    if tok == "S":
        return ManaSymbol("snow", (), 0, text)
    if tok in _VARIABLES:
        return ManaSymbol("X", (), 0, text)
    parts = tok.split("/")
    if all(len(p) == 1 for p in parts):
        sym = _parse_split(parts, text)
        if sym is not None:
            return sym
    raise ValueError(f"unknown mana symbol {{{token}}}")


def _parse_split(parts: list[str], text: str) -> ManaSymbol | None:
    """Parse hybrid, monocoloured hybrid and Phyrexian symbols (CR 107.4e, 107.4f)."""
    colors = [p for p in parts if p in COLORS]
    if len(parts) == 2 and len(colors) == 2 and parts[0] != parts[1]:
        return ManaSymbol("hybrid", tuple(parts), 0, text)
    if len(parts) == 2 and parts[0] == "2" and len(colors) == 1:
        return ManaSymbol("twobrid", (parts[1],), 2, text)
    if parts[-1] == "P" and len(colors) == len(parts) - 1 and len(set(colors)) == len(colors):
        if 1 <= len(colors) <= 2:
            return ManaSymbol("phyrexian", tuple(colors), 0, text)
    return None


def _normalize(symbols: Sequence[ManaSymbol]) -> tuple[ManaSymbol, ...]:
    """Canonical order: variables, then one merged generic symbol, then the rest as given.

    A cost whose only symbols are generic and total zero stays {0} (CR 107.4d, CR 601.2f).
    """
    variables = [s for s in symbols if s.kind == "X"]
    generics = [s for s in symbols if s.kind == "generic"]
    others = [s for s in symbols if s.kind not in ("X", "generic")]
    total = sum(s.amount for s in generics)
    merged: list[ManaSymbol] = []
    if total > 0 or (generics and not variables and not others):
        merged.append(_generic(total))
    return tuple(variables) + tuple(merged) + tuple(others)


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost: a sequence of mana symbols (CR 202.1). Hashable and immutable; its hash
    is computed once (costs key the payment caches, looked up at every decision)."""

    symbols: tuple[ManaSymbol, ...]
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash(self.symbols))

    def __hash__(self) -> int:
        return self._hash

    @property
    def mana_value(self) -> int:
        """CR 202.3: X counts 0, {2/W} counts 2, Phyrexian symbols count 1."""
        return sum(s.mana_value for s in self.symbols)

    @property
    def colors(self) -> frozenset[str]:
        """CR 202.2: the colours of the coloured, hybrid and Phyrexian symbols."""
        return frozenset(c for s in self.symbols if s.kind != "X" for c in s.colors)

    @property
    def x_count(self) -> int:
        """How many {X} symbols the cost has ({Y} and {Z} are not counted)."""
        return sum(1 for s in self.symbols if s.kind == "X" and s.variable == "X")

    @property
    def is_empty(self) -> bool:
        """True for a cost with no symbols at all ("no mana cost", CR 202.1b); {0} is not."""
        return not self.symbols

    def with_x(self, x: int, letter: str = "X") -> ManaCost:
        """The cost with each {X} (or {letter}) replaced by {x} generic (CR 107.3)."""
        if x < 0:
            raise ValueError(f"X can't be negative: {x}")
        letter = letter.upper()
        syms = [_generic(x) if s.kind == "X" and s.variable == letter else s for s in self.symbols]
        return ManaCost(_normalize(syms))

    def with_x_colors(self, colors: str) -> ManaCost:
        """The cost with its {X} to be paid only with mana of `colors` (one or two colours:
        "Spend only black mana on X", "... black and/or red mana on X"), for paying it."""
        syms = [ManaSymbol("X", tuple(colors), 0, s.text) if s.kind == "X" and
                s.variable == "X" else s for s in self.symbols]
        return ManaCost(tuple(syms))

    def plus(self, other: ManaCost) -> ManaCost:
        """The total cost with an additional cost or cost increase (CR 601.2f)."""
        return ManaCost(_normalize(self.symbols + other.symbols))

    def less(self, reduction: ManaCost) -> ManaCost:
        """The cost reduced by an amount of mana (CR 118.7a-c): each coloured symbol of
        the reduction takes off one coloured symbol of its colour, or else one generic
        mana (none of that colour, CR 118.7b; more than there is, 118.7c); its generic
        symbols take off generic mana."""
        symbols = list(_normalize(self.symbols))
        generic = 0
        for sym in reduction.symbols:
            if sym.kind == "generic":
                generic += sym.amount
                continue
            if sym.kind != "color":
                raise ValueError(f"can't reduce a cost by {sym.canonical}")
            k = next((i for i, s in enumerate(symbols)
                      if s.kind == "color" and s.colors == sym.colors), None)
            if k is None:
                generic += 1
            else:
                del symbols[k]
        return ManaCost(_normalize(symbols)).reduced(generic)

    def reduced(self, generic: int) -> ManaCost:
        """The cost reduced by ``generic`` generic mana, never below 0 (CR 118.7a, 601.2f).

        Only plain generic symbols are reduced; choose the generic half of a {2/W} first.
        """
        if generic < 0:
            raise ValueError(f"can't reduce by a negative amount: {generic}")
        norm = _normalize(self.symbols)
        total = sum(s.amount for s in norm if s.kind == "generic")
        if total == 0:
            return ManaCost(norm)
        rest = [s for s in norm if s.kind != "generic"]
        return ManaCost(_normalize(rest + [_generic(max(0, total - generic))]))

    def __str__(self) -> str:
        return "".join(s.canonical for s in _normalize(self.symbols))


@lru_cache(maxsize=4096)
def _parse_cost_cached(text: str) -> ManaCost:
    symbols: list[ManaSymbol] = []
    pos = 0
    for match in _SYMBOL_RE.finditer(text):
        _check_gap(text[pos : match.start()])
        symbols.append(_parse_symbol(match.group(1)))
        pos = match.end()
    _check_gap(text[pos:])
    return ManaCost(_normalize(symbols))


def _check_gap(gap: str) -> None:
    """Only whitespace may appear between symbols."""
    if gap.strip():
        raise ValueError(f"bad mana symbol {gap.strip()!r}")


def parse_cost(text: str | None) -> ManaCost:
    """Parse "{2}{W}{W}"-style text into a ManaCost; "" or None gives the empty cost."""
    if not text:
        return ManaCost(())
    return _parse_cost_cached(text)


# --------------------------------------------------------------------------------------------
# Mana pool
# --------------------------------------------------------------------------------------------


def _slot(mana_type: str, snow: bool) -> int:
    """Index of a (type, snow) unit class in the pool's count list."""
    try:
        return _TYPE_INDEX[mana_type] * 2 + (1 if snow else 0)
    except KeyError:
        raise ValueError(f"unknown mana type {mana_type!r}") from None


def _stays(only: Any, keep: bool, combat: bool) -> bool:
    """Does restricted mana stay as a step ends: kept until end of turn (`keep`: the step
    isn't the cleanup step), or lasting until end of combat (`combat`: a step of the
    combat phase before its end of combat step)?"""
    return (keep and getattr(only, "kept", False)) or (combat and getattr(only, "combat", False))


class ManaPool:
    """A player's mana pool (CR 106.4). Units of mana are (type, is_snow) (CR 107.4h).

    Mana whose spending is restricted ("Spend this mana only to cast creature spells",
    CR 106.6) is kept apart, each unit with its restriction (a hashable record, see
    `tolaria.data.ir.ManaRestriction`): only a payment whose purpose the restriction
    allows can spend it (`spendable`, `remove`). The restricted units are an immutable
    tuple, so a copy shares them.
    """

    __slots__ = ("_n", "_r")

    def __init__(self) -> None:
        self._n: list[int] = [0] * 12
        self._r: tuple[tuple[str, bool, Any], ...] = ()

    def add(self, mana_type: str, amount: int = 1, snow: bool = False,
            only: Any = None) -> None:
        """Add ``amount`` mana of ``mana_type`` (one of MANA_TYPES); ``only``: how it may
        be spent (CR 106.6), None if it may pay for anything."""
        if amount < 0:
            raise ValueError(f"can't add a negative amount of mana: {amount}")
        slot = _slot(mana_type, snow)
        if only is None:
            self._n[slot] += amount
        else:
            self._r += ((mana_type, bool(snow), only),) * amount

    def add_text(self, text: str) -> None:
        """Add mana written as symbols, e.g. "{R}{R}{C}"; {N} adds N colorless (CR 106.10)."""
        for sym in parse_cost(text).symbols:
            if sym.kind == "color":
                self.add(sym.colors[0])
            elif sym.kind == "colorless":
                self.add("C")
            elif sym.kind == "generic":
                self.add("C", sym.amount)
            elif sym.kind == "snow":
                self.add("C")  # CR 106.11
            else:
                raise ValueError(f"can't add mana {sym.canonical} without a choice")

    def total(self) -> int:
        """Total amount of mana in the pool, restricted mana included."""
        return sum(self._n) + len(self._r)

    def count(self, mana_type: str) -> int:
        """Amount of mana of one type, snow or not, restricted or not."""
        i = _slot(mana_type, False)
        return self._n[i] + self._n[i + 1] + sum(1 for t, _, _ in self._r if t == mana_type)

    def snow_count(self) -> int:
        """Amount of snow mana in the pool (CR 107.4h)."""
        return sum(self._n[1::2]) + sum(1 for _, snow, _ in self._r if snow)

    def is_empty(self) -> bool:
        """True if the pool holds no mana."""
        return not any(self._n) and not self._r

    def empty(self, keep: bool = False, combat: bool = False) -> int:
        """Empty the pool (CR 106.4) and return how much mana was lost; with `keep`, mana
        whose restriction says it is kept until end of turn stays; with `combat`, mana
        that lasts until end of combat."""
        kept = tuple(u for u in self._r if _stays(u[2], keep, combat))
        lost = self.total() - len(kept)
        self._n = [0] * 12
        self._r = kept
        return lost

    def decolor(self, keep: bool = False, combat: bool = False) -> None:
        """The mana that would empty becomes colorless instead (CR 614.1a, 500.4): each unit
        stays snow or not, and keeps its restriction (CR 106.6); with `keep`, mana kept until
        end of turn isn't lost, so it stays as it is (with `combat`, mana that lasts until
        end of combat)."""
        plain, snow = sum(self._n[0::2]), sum(self._n[1::2])
        self._n = [0] * 12
        self._n[_slot("C", False)], self._n[_slot("C", True)] = plain, snow
        self._r = tuple(u if _stays(u[2], keep, combat) else ("C", u[1], u[2])
                        for u in self._r)

    def copy(self) -> ManaPool:
        """An independent copy."""
        new = ManaPool.__new__(ManaPool)
        new._n = self._n[:]
        new._r = self._r
        return new

    @property
    def restricted(self) -> tuple[tuple[str, bool, Any], ...]:
        """The restricted units: (type, is_snow, restriction) (CR 106.6)."""
        return self._r

    def spendable(self, allows: Callable[[Any], bool] | None) -> ManaPool:
        """The mana a payment may spend, as an unrestricted pool: all the unrestricted
        mana and the restricted mana whose restriction `allows` (CR 106.6)."""
        if not self._r:
            return self
        new = ManaPool()
        new._n = self._n[:]
        if allows is not None:
            for mana_type, snow, only in self._r:
                if allows(only):
                    new._n[_slot(mana_type, snow)] += 1
        return new

    def units(self) -> list[tuple[str, bool]]:
        """Every unrestricted unit of mana as (type, is_snow), in WUBRGC order, non-snow
        first."""
        return [(MANA_TYPES[i // 2], bool(i % 2)) for i, n in enumerate(self._n) for _ in range(n)]

    def remove(self, units: Sequence[tuple[str, bool]],
               allows: Callable[[Any], bool] | None = None) -> list[Any]:
        """Remove the given units (CR 118.3a); ValueError, and no change, if any is absent.
        Restricted mana `allows` lets the payment spend is spent first (the unrestricted
        mana can pay for more). Returns the restrictions of the restricted units spent."""
        new = self._n[:]
        rest = list(self._r)
        spent: list[Any] = []
        for mana_type, snow in units:
            k = next((k for k, (t, s, only) in enumerate(rest) if t == mana_type and s == snow
                      and allows is not None and allows(only)), None)
            if k is not None:
                spent.append(rest.pop(k)[2])
                continue
            i = _slot(mana_type, snow)
            if new[i] <= 0:
                raise ValueError(f"no {'snow ' if snow else ''}{{{mana_type}}} in pool {self}")
            new[i] -= 1
        self._n = new
        self._r = tuple(rest)
        return spent

    def key(self) -> tuple[int, ...]:
        """Hashable snapshot of the unrestricted contents."""
        return tuple(self._n)

    def to_json(self, enc: Callable[[Any], Any] | None = None) -> list[list[Any]]:
        """Plain JSON: a list of [type, is_snow] pairs, then [type, is_snow, restriction]
        for restricted units (the restriction written by `enc`)."""
        out: list[list[Any]] = [[t, s] for t, s in self.units()]
        for mana_type, snow, only in self._r:
            out.append([mana_type, snow, enc(only) if enc is not None else only])
        return out

    @classmethod
    def from_json(cls, data: Sequence[object], dec: Callable[[Any], Any] | None = None
                  ) -> ManaPool:
        """Inverse of to_json; plain type strings like "R" are accepted as non-snow units."""
        pool = cls()
        for item in data:
            if isinstance(item, str):
                pool.add(item)
            elif len(item) == 3:  # type: ignore[arg-type]
                mana_type, snow, only = item  # type: ignore[misc]
                pool.add(str(mana_type), 1, bool(snow), dec(only) if dec is not None else only)
            else:
                mana_type, snow = item  # type: ignore[misc]
                pool.add(str(mana_type), 1, bool(snow))
        return pool

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ManaPool):
            return NotImplemented
        return self._n == other._n and Counter(self._r) == Counter(other._r)

    __hash__ = None  # type: ignore[assignment]

    def __str__(self) -> str:
        return "".join(f"{{{t}}}" for t in MANA_TYPES for _ in range(self.count(t)))

    def __repr__(self) -> str:
        return f"ManaPool({self}, snow={self.snow_count()})"


# --------------------------------------------------------------------------------------------
# Sources and payments
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ManaSource:
    """Something untapped that can make mana: a land or creature's "{T}: Add ..." ability, or
    "{1}, {T}: Add ..." (CR 605.1a, 106.12).

    ``options`` are alternatives; each is the mana made as a string of types ("G", "CC", "WU").
    Mana from a snow source is snow mana (CR 107.4h). ``costs``, when not empty, goes with
    ``options``: the mana cost of the ability making each option ("{1}"), "" for none. Such an
    ability's cost is paid from mana in the pool or made before it is activated (CR 605.3a,
    601.2g), never from its own mana.
    """

    id: int
    options: tuple[str, ...]
    snow: bool = False
    costs: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Payment:
    """How to pay a cost: activate ``taps`` (source id, option index) in order, then remove
    the ``spend`` units from the pool, and pay ``life`` for Phyrexian symbols (CR 107.4f).

    ``fed``: empty unless an ability tapped costs mana; then one entry per tap, the units
    removed from the pool to pay that ability's own cost just before it is activated."""

    taps: tuple[tuple[int, int], ...]
    spend: tuple[tuple[str, bool], ...]
    life: int = 0
    fed: tuple[tuple[tuple[str, bool], ...], ...] = ()


# type_needs by the cost's identity (hashing a cost is slow; the cost is kept, so its id
# can't be reused while it is here): each card's mana cost is asked once per state.
_NEEDS: dict[int, tuple[ManaCost, tuple[int, ...]]] = {}


def type_needs(cost: ManaCost) -> tuple[int, ...]:
    """Per mana type (WUBRGC), how many symbols of `cost` only that type pays: coloured
    symbols (CR 107.4a) and {C} (CR 107.4c)."""
    found = _NEEDS.get(id(cost))
    if found is not None and found[0] is cost:
        return found[1]
    needs = [0] * len(MANA_TYPES)
    for s in cost.symbols:
        if s.kind == "color":
            needs[_TYPE_INDEX[s.colors[0]]] += 1
        elif s.kind == "colorless":
            needs[_COLORLESS] += 1
    if len(_NEEDS) >= 4096:
        _NEEDS.clear()
    _NEEDS[id(cost)] = (cost, tuple(needs))
    return tuple(needs)


# --------------------------------------------------------------------------------------------
# Solver: demand model
# --------------------------------------------------------------------------------------------

# The preferences, as costs of a min-cost flow. Each weighs more than all of the ones below it
# can add up to (for payments of up to 99 sources with up to 9 options each and 99 symbols),
# so the payment found is the best in this order: the least life paid for Phyrexian symbols;
# the fewest sources activated (so mana in the pool first); the sources of the types the
# other cards in hand need left untapped, scarce types first; the sources with fewer options
# tapped first; non-snow ones before snow ones; the fewest units of mana spent.
_LIFE_COST = 10**16  # per Phyrexian symbol paid with life: mana always preferred
_SOURCE_COST = 10**13  # per source activated
_KEEP_COST = 10**9  # per symbol of a type a card in hand needs, over the sources of that type
_OPTION_COST = 10**4  # per option of a source activated: keep flexible sources untapped
_SNOW_COST = 10**2  # keep snow sources untapped
_UNIT_COST = 1  # per unit of mana spent: e.g. pay {2/W} with {W} when it's free to
_MOST_NEEDED = 9  # needs above this count as this many
_MOST_ORDERS = 120  # orders tried for one set of activations of sources that cost mana
_UNLIMITED = 10**6  # the capacity of an edge that carries whatever comes


@dataclass(slots=True)
class _Demand:
    """A cost as counts of what each kind of symbol needs; hybrid and Phyrexian symbols are
    keyed by their sorted colour indices, monocoloured hybrid symbols by their colour."""

    exact: list[int]  # per type index: coloured symbols and {C} (CR 107.4a, 107.4c)
    hybrid: dict[tuple[int, ...], int]  # CR 107.4e
    phyrexian: dict[tuple[int, ...], int]  # CR 107.4f
    twobrid: dict[int, int]  # CR 107.4e, monocoloured hybrid
    snow: int  # CR 107.4h
    generic: int  # CR 107.4b

    def mana_units(self) -> int:
        """Mana needed at least, with Phyrexian symbols paid with mana and {2/W} with {W}."""
        return (
            sum(self.exact)
            + sum(self.hybrid.values())
            + sum(self.phyrexian.values())
            + sum(self.twobrid.values())
            + self.snow
            + self.generic
        )


def _demand(cost: ManaCost, x: int) -> _Demand:
    """Turn a cost (with X = x; {Y}/{Z} count 0) into a _Demand."""
    dem = _Demand([0] * 6, {}, {}, {}, 0, 0)
    for s in cost.symbols:
        kind = s.kind
        idx = tuple(_TYPE_INDEX[c] for c in s.colors)
        if kind == "generic":
            dem.generic += s.amount
        elif kind == "X" and s.colors and s.variable == "X":  # "Spend only black mana on X"
            if len(idx) == 1:
                dem.exact[idx[0]] += x
            else:
                key = tuple(sorted(idx))
                dem.hybrid[key] = dem.hybrid.get(key, 0) + x
        elif kind == "X":
            dem.generic += x if s.variable == "X" else 0
        elif kind == "color":
            dem.exact[idx[0]] += 1
        elif kind == "colorless":
            dem.exact[_COLORLESS] += 1
        elif kind == "snow":
            dem.snow += 1
        elif kind == "hybrid":
            key = tuple(sorted(idx))
            dem.hybrid[key] = dem.hybrid.get(key, 0) + 1
        elif kind == "twobrid":
            dem.twobrid[idx[0]] = dem.twobrid.get(idx[0], 0) + 1
        elif kind == "phyrexian":
            key = tuple(sorted(idx))
            dem.phyrexian[key] = dem.phyrexian.get(key, 0) + 1
        else:
            raise ValueError(f"unknown mana symbol kind {kind!r}")
    return dem


# --------------------------------------------------------------------------------------------
# Solver: min-cost flow
# --------------------------------------------------------------------------------------------


class _Flow:
    """A tiny min-cost max-flow (successive shortest paths with SPFA)."""

    __slots__ = ("to", "cap", "cost", "adj")

    def __init__(self, nodes: int) -> None:
        self.to: list[int] = []
        self.cap: list[int] = []
        self.cost: list[int] = []
        self.adj: list[list[int]] = [[] for _ in range(nodes)]

    def node(self) -> int:
        """Add a node and return its index."""
        self.adj.append([])
        return len(self.adj) - 1

    def edge(self, u: int, v: int, cap: int, cost: int = 0) -> int:
        """Add an edge u->v; returns its index (its reverse edge is index ^ 1)."""
        e = len(self.to)
        self.to += (v, u)
        self.cap += (cap, 0)
        self.cost += (cost, -cost)
        self.adj[u].append(e)
        self.adj[v].append(e + 1)
        return e

    def run(self, s: int, t: int, need: int) -> tuple[int, int]:
        """Push up to ``need`` units from s to t at least cost; returns (flow, cost)."""
        flow = total = 0
        while flow < need:
            found = self._shortest_path(s, t)
            if found is None:
                break
            dist, via = found
            push = self._augment(s, t, via, need - flow)
            flow += push
            total += push * dist
        return flow, total

    def _shortest_path(self, s: int, t: int) -> tuple[int, list[int]] | None:
        """Cheapest residual path s->t (SPFA, costs may be negative): (cost, edge into node)."""
        to, cap, cost, adj = self.to, self.cap, self.cost, self.adj
        n = len(adj)
        dist: list[int | None] = [None] * n
        via = [-1] * n
        inq = [False] * n
        dist[s] = 0
        queue = deque((s,))
        while queue:
            u = queue.popleft()
            inq[u] = False
            du = dist[u]
            for e in adj[u]:
                if cap[e] > 0:
                    v = to[e]
                    nd = du + cost[e]
                    dv = dist[v]
                    if dv is None or nd < dv:
                        dist[v] = nd
                        via[v] = e
                        if not inq[v]:
                            inq[v] = True
                            queue.append(v)
        return None if dist[t] is None else (dist[t], via)

    def _augment(self, s: int, t: int, via: list[int], limit: int) -> int:
        """Push as much as possible (up to ``limit``) along the path in ``via``."""
        to, cap = self.to, self.cap
        push, v = limit, t
        while v != s:
            push = min(push, cap[via[v]])
            v = to[via[v] ^ 1]
        v = t
        while v != s:
            cap[via[v]] -= push
            cap[via[v] ^ 1] += push
            v = to[via[v] ^ 1]
        return push

    def used(self, e: int) -> int:
        """Flow carried by edge e."""
        return self.cap[e ^ 1]


# --------------------------------------------------------------------------------------------
# Solver: search
# --------------------------------------------------------------------------------------------

_Group = tuple[tuple[str, ...], bool, tuple[str, ...]]  # (options, snow, costs)
_Stage = tuple[_Group, tuple[int, ...], int]  # (group, options made, source id)
_Unit = tuple[str, bool]


@dataclass(slots=True)
class _Plan:
    """The best payment found so far, with its preference cost."""

    cost: int
    payment: Payment


@lru_cache(maxsize=4096)
def _free(group: _Group) -> tuple[int, ...]:
    """The indices of the group's options whose ability costs no mana."""
    options, _, costs = group
    return tuple(k for k, o in enumerate(options) if o and not (costs and costs[k]))


def _group_sources(
    sources: Sequence[ManaSource],
) -> tuple[dict[_Group, list[int]], dict[_Group, list[int]], dict[_Group, list[int]]]:
    """Split sources into single-mana groups (flow), multi-mana groups (enumerated) and groups
    with abilities that cost mana (enumerated as stages, see `_stage_plans`).

    Each group maps (options, snow, costs) to the ids of its identical sources.
    """
    single: dict[_Group, list[int]] = {}
    multi: dict[_Group, list[int]] = {}
    costed: dict[_Group, list[int]] = {}
    for src in sources:
        for opt in src.options:
            for t in opt:
                if t not in _TYPE_INDEX:
                    raise ValueError(f"source {src.id}: unknown mana type {t!r}")
        if not any(src.options):
            continue
        key = (tuple(src.options), bool(src.snow), tuple(src.costs) if any(src.costs) else ())
        target = costed if key[2] else single if _is_single(key) else multi
        target.setdefault(key, []).append(src.id)
    return single, multi, costed


@lru_cache(maxsize=4096)
def _is_single(group: _Group) -> bool:
    """True if every option the group's sources make without paying mana is one mana."""
    return all(len(group[0][k]) <= 1 for k in _free(group))


def _keep_weights(sources: Sequence[ManaSource], needs: tuple[int, ...]) -> tuple[int, ...]:
    """Per mana type, what tapping a source that could make it costs: the symbols of it a
    card in hand needs, over the number of sources that could make it."""
    if not any(needs):
        return ()
    supply = [0] * len(MANA_TYPES)
    for src in sources:
        for t in set("".join(src.options)):
            supply[_TYPE_INDEX[t]] += 1
    return tuple(_KEEP_COST * min(n, _MOST_NEEDED) // supply[i] if n and supply[i] else 0
                 for i, n in enumerate(needs))


@lru_cache(maxsize=4096)
def _source_cost(group: _Group, weights: tuple[int, ...] = ()) -> int:
    """Preference cost of activating one source of a group."""
    options, snow, _ = group
    keep = sum(weights[_TYPE_INDEX[t]] for t in set("".join(options))) if weights else 0
    return _SOURCE_COST + keep + _OPTION_COST * len(options) + (_SNOW_COST if snow else 0)


def _compositions(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    """All tuples of ``parts`` non-negative ints summing to exactly ``total``."""
    if parts == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in _compositions(total - first, parts - 1):
            yield (first,) + rest


def _exact_combos(sizes: list[tuple[int, int]], count: int) -> Iterator[list[tuple[int, ...]]]:
    """Per-group splits over ways of activating, with exactly ``count`` activations in all.

    ``sizes`` holds (sources in group, ways per group).
    """
    if not sizes:
        if count == 0:
            yield []
        return
    (n, k), rest = sizes[0], sizes[1:]
    for here in range(min(n, count) + 1):
        for split in _compositions(here, k):
            for tail in _exact_combos(rest, count - here):
                yield [split] + tail


def _multi_choices(multi: dict[_Group, list[int]]) -> Iterator[tuple[int, list[tuple[int, ...]]]]:
    """Every way of activating multi-mana sources, as (activations, per-group splits over
    their free options), lazily and by increasing number of activations so cheap plans are
    found first."""
    sizes = [(len(ids), len(_free(group))) for group, ids in multi.items()]
    for count in range(sum(n for n, _ in sizes) + 1):
        for combo in _exact_combos(sizes, count):
            yield count, combo


def _twobrid_choices(twobrid: dict[int, int]) -> list[tuple[tuple[int, int], ...]]:
    """Every way to pay the {2/c} symbols: tuples of (colour index, number paid with colour)."""
    items = sorted(twobrid.items())
    ranges = [[(c, j) for j in range(n, -1, -1)] for c, n in items]
    return [tuple(combo) for combo in product(*ranges)]


@dataclass(slots=True)
class _Problem:
    """Everything fixed for one call of the solver."""

    demand: _Demand
    pool: tuple[int, ...]
    single: dict[_Group, list[int]]
    multi: dict[_Group, list[int]]
    life_units: int
    costed: dict[_Group, list[int]] = field(default_factory=dict)
    weights: tuple[int, ...] = ()


def _resolve_twobrid(dem: _Demand, split: tuple[tuple[int, int], ...]) -> tuple[list[int], int]:
    """Exact-type and generic demands once each {2/c} is paid with {c} or two generic."""
    exact = dem.exact[:]
    generic = dem.generic
    for c, j in split:
        exact[c] += j
        generic += 2 * (dem.twobrid[c] - j)
    return exact, generic


def _demand_nodes(
    dem: _Demand, exact: list[int], generic: int
) -> list[tuple[list[int], int, bool]]:
    """Demand nodes as (unit classes accepted, count, payable with life)."""
    both = (0, 1)
    nodes = [([t * 2, t * 2 + 1], n, False) for t, n in enumerate(exact) if n]
    nodes += [([t * 2 + s for t in key for s in both], n, False) for key, n in dem.hybrid.items()]
    nodes += [([t * 2 + s for t in key for s in both], n, True) for key, n in dem.phyrexian.items()]
    if dem.snow:
        nodes.append((list(range(1, 12, 2)), dem.snow, False))
    if generic:
        nodes.append((list(range(12)), generic, False))
    return nodes


@dataclass(slots=True)
class _Graph:
    """The flow network of one fixed problem and the edges a payment is read from."""

    flow: _Flow
    live: set[int]  # unit classes that some supply can provide
    taps: list[tuple[list[int], int, int]]  # (source ids, option index, edge)
    spend: list[tuple[int, int]]  # (unit class, edge)
    life_edge: int = -1
    layer: list[int] = field(default_factory=lambda: list(range(2, 14)))  # class -> node
    stages: list[tuple[int, int, list[tuple[int, int]], list[tuple[int, int]]]] = field(
        default_factory=list)  # (source id, option made, [(option, edge)], [(class, edge)])

    SOURCE = 0
    SINK = 1
    CLASS = 2  # unit class i is node CLASS + i; the flow starts with these 14 nodes


def _add_supply(graph: _Graph, pool: list[int], single: dict[_Group, list[int]],
                weights: tuple[int, ...] = ()) -> None:
    """Pool mana costs nothing; each single-mana source costs its activation."""
    flow = graph.flow
    for cls, n in enumerate(pool):
        if n:
            flow.edge(_Graph.SOURCE, _Graph.CLASS + cls, n)
            graph.live.add(cls)
    for group, ids in single.items():
        options, snow, _ = group
        node = flow.node()
        flow.edge(_Graph.SOURCE, node, len(ids), _source_cost(group, weights))
        firsts: dict[str, int] = {}
        for k in _free(group):
            firsts.setdefault(options[k], k)             # the same mana two ways: once
        for opt, k in firsts.items():
            cls = _TYPE_INDEX[opt] * 2 + snow
            graph.live.add(cls)
            edge = flow.edge(node, _Graph.CLASS + cls, len(ids))
            graph.taps.append((ids, k, edge))


def _add_demand(graph: _Graph, nodes: list[tuple[list[int], int, bool]], life_units: int
                ) -> list[tuple[int, int]]:
    """Demand nodes drain to the sink, fed by the graph's current layer; life (CR 107.4f)
    feeds only Phyrexian ones. Returns the (unit class, edge) pairs that spend mana."""
    flow = graph.flow
    life_node = -1
    if life_units and any(phyrexian for _, _, phyrexian in nodes):
        life_node = flow.node()
        graph.life_edge = flow.edge(_Graph.SOURCE, life_node, life_units, _LIFE_COST)
    spend = []
    for accept, n, phyrexian in nodes:
        node = flow.node()
        flow.edge(node, _Graph.SINK, n)
        for cls in accept:
            if cls in graph.live:
                spend.append((cls, flow.edge(graph.layer[cls], node, n, _UNIT_COST)))
        if phyrexian and life_node >= 0:
            flow.edge(life_node, node, n)
    return spend


def _add_stage(graph: _Graph, stage: _Stage) -> int:
    """One activation of an ability that costs mana (CR 605.3a): its cost is paid from the
    classes of the current layer (mana there before it), its mana goes into a new layer that
    the rest of the current one carries on to; so it never pays for itself or for what
    came before it. Returns the mana its cost needs."""
    fed, need = _stage_cost(graph, stage)
    nxt = [graph.flow.node() for _ in range(12)]
    for cls in graph.live:
        graph.flow.edge(graph.layer[cls], nxt[cls], _UNLIMITED)
    graph.layer = nxt
    graph.stages.append((stage[2], stage[1][0], _stage_mana(graph, stage), fed))
    return need


def _add_stages_at_once(graph: _Graph, stages: Sequence[_Stage]) -> int:
    """The stages' mana all in the current layer, then their costs paid from it: a
    relaxation where each may pay for any other (not read as a payment)."""
    for stage in stages:
        _stage_mana(graph, stage)
    return sum(_stage_cost(graph, stage)[1] for stage in stages)


def _stage_cost(graph: _Graph, stage: _Stage) -> tuple[list[tuple[int, int]], int]:
    """Demand nodes for a stage's own cost, fed by the current layer, never by life: the
    (class, edge) pairs that pay it and the mana it needs."""
    (_, _, costs), made, _ = stage
    dem = _demand(parse_cost(costs[made[0]]), 0)
    nodes = _demand_nodes(dem, *_resolve_twobrid(dem, tuple(dem.twobrid.items())))
    fed = _add_demand(graph, [(accept, n, False) for accept, n, _ in nodes], 0)
    return fed, sum(n for _, n, _ in nodes)


def _stage_mana(graph: _Graph, stage: _Stage) -> list[tuple[int, int]]:
    """Supply for a stage's mana into the current layer: all of a fixed option's mana, or
    one mana of a type among its options (returned: (option, edge) for each)."""
    (options, snow, _), made, _ = stage
    flow = graph.flow
    alternatives: list[tuple[int, int]] = []
    if len(made) == 1:                                  # a fixed option: all of its mana
        for t, n in Counter(options[made[0]]).items():
            cls = _TYPE_INDEX[t] * 2 + snow
            flow.edge(_Graph.SOURCE, graph.layer[cls], n)
            graph.live.add(cls)
        return alternatives
    out = flow.node()                                   # one mana of a type of its choice
    flow.edge(_Graph.SOURCE, out, 1)
    for k in made:
        cls = _TYPE_INDEX[options[k]] * 2 + snow
        alternatives.append((k, flow.edge(out, graph.layer[cls], 1)))
        graph.live.add(cls)
    return alternatives


def _read_payment(graph: _Graph) -> Payment:
    """Turn the flow on the tap, spend and life edges into a Payment."""
    used = graph.flow.used
    taps: list[tuple[int, int]] = []
    taken: dict[int, int] = {}  # first id of a group -> how many of its sources are used
    for ids, k, edge in graph.taps:
        first = taken.get(ids[0], 0)
        taken[ids[0]] = first + used(edge)
        taps += [(sid, k) for sid in ids[first : first + used(edge)]]
    fed: list[tuple[_Unit, ...]] = [()] * len(taps) if graph.stages else []
    for sid, made, alternatives, fed_edges in graph.stages:
        taps.append((sid, next((k for k, e in alternatives if used(e)), made)))
        fed.append(_units(graph, fed_edges))
    spend = _units(graph, graph.spend)
    life = 2 * used(graph.life_edge) if graph.life_edge >= 0 else 0
    return Payment(tuple(taps), spend, life, tuple(fed))


def _units(graph: _Graph, edges: list[tuple[int, int]]) -> tuple[_Unit, ...]:
    """The units of mana the flow on these (class, edge) pairs spends."""
    used = graph.flow.used
    return tuple((MANA_TYPES[c // 2], bool(c % 2)) for c, e in edges for _ in range(used(e)))


def _solve_fixed(
    prob: _Problem, pool: list[int], split: tuple[tuple[int, int], ...],
    stages: Sequence[_Stage] = (), at_once: bool = False,
) -> tuple[int, Payment] | None:
    """Min-cost payment with the twobrid split, multi-mana activations and activations of
    abilities that cost mana (`stages`, in this order, or `at_once`: a relaxation) fixed.

    ``pool`` already includes the mana of the fixed multi-mana activations. Returns (cost,
    payment) with taps of single-mana sources and stages only.
    """
    exact, generic = _resolve_twobrid(prob.demand, split)
    nodes = _demand_nodes(prob.demand, exact, generic)
    need = sum(n for _, n, _ in nodes)
    if need == 0 and not stages:
        return 0, Payment((), (), 0)
    supply = sum(pool) + sum(len(ids) for ids in prob.single.values())
    if not stages and supply + min(sum(prob.demand.phyrexian.values()), prob.life_units) < need:
        return None
    graph = _Graph(_Flow(2 + 12), set(), [], [])
    _add_supply(graph, pool, prob.single, prob.weights)
    if at_once:
        need += _add_stages_at_once(graph, stages)
    else:
        for stage in stages:
            need += _add_stage(graph, stage)
    graph.spend = _add_demand(graph, nodes, prob.life_units)
    got, total = graph.flow.run(_Graph.SOURCE, _Graph.SINK, need)
    if got < need:
        return None
    return total, _read_payment(graph)


def _multi_taps(
    prob: _Problem, groups: list[_Group], combo: list[tuple[int, ...]]
) -> tuple[list[tuple[int, int]], list[int], int]:
    """Activations, resulting pool and preference cost for one multi-source choice."""
    pool = list(prob.pool)
    taps: list[tuple[int, int]] = []
    cost = 0
    for group, split in zip(groups, combo, strict=True):
        options, snow, _ = group
        ids = iter(prob.multi[group])
        for k, times in zip(_free(group), split, strict=True):
            for _ in range(times):
                taps.append((next(ids), k))
                cost += _source_cost(group, prob.weights)
                for t in options[k]:
                    pool[_TYPE_INDEX[t] * 2 + snow] += 1
    return taps, pool, cost


def _relaxed_pool(prob: _Problem) -> list[int]:
    """The pool as if every multi-mana source made all of its options' mana at once, and
    every ability that costs mana were free.

    Anything payable for real is payable with this superset, so failing here proves failure.
    """
    pool = list(prob.pool)
    for (options, snow, _), ids in (*prob.multi.items(), *prob.costed.items()):
        for t in set("".join(options)):
            pool[_TYPE_INDEX[t] * 2 + snow] += len(ids) * max(o.count(t) for o in options)
    return pool


def _relaxed_fails(prob: _Problem, splits: list[tuple[tuple[int, int], ...]],
                   stages: Sequence[_Stage] = ()) -> bool:
    """True if even the relaxed pool can't pay, with the `stages` paid and made all at once
    in no order: then no activation of these sources, in any order, can."""
    relaxed = _relaxed_pool(prob)
    return all(_solve_fixed(prob, relaxed, split, stages, True) is None for split in splits)


def _stage_kinds(group: _Group) -> list[tuple[int, ...]]:
    """The ways to activate a source of the group paying mana: the options made for each
    cost; options of one mana for the same cost together (the flow picks one)."""
    options, _, costs = group
    kinds: list[tuple[int, ...]] = []
    for cost in dict.fromkeys(c for c in costs if c):
        made = tuple(k for k, c in enumerate(costs) if c == cost and options[k])
        if all(len(options[k]) == 1 for k in made):
            kinds.append(made)
        else:
            kinds += [(k,) for k in made]
    return kinds


def _orders(items: list[Any]) -> Iterator[tuple[Any, ...]]:
    """The distinct orders of ``items`` (a multiset of sortable items), at most
    _MOST_ORDERS of them."""
    counts = Counter(items)
    keys = sorted(counts)
    order: list[Any] = []

    def extend() -> Iterator[tuple[Any, ...]]:
        if len(order) == len(items):
            yield tuple(order)
            return
        for key in keys:
            if counts[key]:
                counts[key] -= 1
                order.append(key)
                yield from extend()
                order.pop()
                counts[key] += 1
    return islice(extend(), _MOST_ORDERS)


def _stage_sets(prob: _Problem) -> Iterator[tuple[int, list[tuple[int, tuple[int, ...]]],
                                                 _Problem]]:
    """Every set of activations of abilities that cost mana, by increasing size: (size, the
    activations as (group index, options made), the problem with the other sources of those
    groups making only the mana their free abilities make)."""
    groups = list(prob.costed)
    kinds = [_stage_kinds(g) for g in groups]
    sizes = [(len(prob.costed[g]), len(ks)) for g, ks in zip(groups, kinds, strict=True)]
    for count in range(sum(n for n, _ in sizes) + 1):
        for combo in _exact_combos(sizes, count):
            chosen = [(gi, kind) for gi, split in enumerate(combo)
                      for kind, times in zip(kinds[gi], split, strict=True)
                      for _ in range(times)]
            yield count, chosen, _rest(prob, groups, combo)


def _staged(prob: _Problem, order: Sequence[tuple[int, tuple[int, ...]]]) -> list[_Stage]:
    """The stages of activations in this order, each group's sources taken in id order."""
    groups = list(prob.costed)
    ids = {gi: iter(prob.costed[groups[gi]]) for gi in range(len(groups))}
    return [(groups[gi], kind, next(ids[gi])) for gi, kind in order]


def _fewest_sources(prob: _Problem, rest: _Problem, stages: list[_Stage]) -> int | None:
    """A lower bound on the sources a payment with these stages activates, counting mana
    only (what the cost and the stages' costs need, less what the pool and the stages make,
    from the other sources); None if they can't make that much."""
    dem = prob.demand
    need = dem.mana_units() - min(sum(dem.phyrexian.values()), prob.life_units) - sum(prob.pool)
    for (options, _, costs), made, _ in stages:
        need += parse_cost(costs[made[0]]).mana_value - (len(options[made[0]]) if len(made) == 1
                                                         else 1)
    if need <= 0:
        return len(stages)
    most = max([1] * bool(rest.single) + [len(group[0][k]) for group in rest.multi
                                          for k in _free(group)], default=0)
    return None if most == 0 else len(stages) + -(-need // most)


def _rest(prob: _Problem, groups: list[_Group], combo: list[tuple[int, ...]]) -> _Problem:
    """The problem whose free sources include the sources of `groups` not activated for
    their costed abilities (the first ids of each group are the activated ones)."""
    single, multi = dict(prob.single), dict(prob.multi)
    for group, split in zip(groups, combo, strict=True):
        left = prob.costed[group][sum(split):]
        if left and _free(group):
            (single if _is_single(group) else multi)[group] = left
    return _Problem(prob.demand, prob.pool, single, multi, prob.life_units, {}, prob.weights)


def _solve(prob: _Problem) -> Payment | None:
    """Search every twobrid split and activation of multi-mana sources and abilities that
    cost mana; keep the cheapest payment."""
    splits = _twobrid_choices(prob.demand.twobrid)
    if not prob.costed:
        best = _solve_free(prob, (), splits, None, 0)
        return best.payment if best else None
    if _relaxed_fails(prob, splits):
        return None
    best = None
    for count, chosen, rest in _stage_sets(prob):
        if best is not None and count * _SOURCE_COST >= best.cost:
            break
        fewest = _fewest_sources(prob, rest, _staged(prob, chosen))
        if fewest is None or best is not None and fewest * _SOURCE_COST >= best.cost:
            continue
        if count > 1 and _relaxed_fails(rest, splits, _staged(prob, chosen)):
            continue                                    # not even in any order at once
        for order in _orders(chosen):
            best = _solve_free(rest, _staged(prob, order), splits, best, count)
    return best.payment if best else None


def _solve_free(prob: _Problem, stages: Sequence[_Stage],
                splits: list[tuple[tuple[int, int], ...]], best: _Plan | None, staged: int
                ) -> _Plan | None:
    """The cheapest payment with these stages (`staged` activations), better than `best`."""
    groups = list(prob.multi)
    fixed_stages = sum(_source_cost(group, prob.weights) for group, _, _ in stages)
    for count, combo in _multi_choices(prob.multi):
        if best is not None and (count + staged) * _SOURCE_COST >= best.cost:
            break
        if count == 1 and best is None and not stages and _relaxed_fails(prob, splits):
            return None
        taps, pool, fixed_cost = _multi_taps(prob, groups, combo)
        fixed_cost += fixed_stages
        for split in splits:
            found = _solve_fixed(prob, pool, split, stages)
            if found is not None and (best is None or found[0] + fixed_cost < best.cost):
                pay = found[1]
                fed = ((),) * len(taps) + pay.fed if pay.fed else ()
                best = _Plan(found[0] + fixed_cost,
                             Payment((*taps, *pay.taps), pay.spend, pay.life, fed))
    return best


def _quick_reject(prob: _Problem) -> bool:
    """Necessary conditions: enough mana overall and per colour (cheap pruning)."""
    dem = prob.demand
    most = sum(prob.pool)
    can = [prob.pool[2 * t] + prob.pool[2 * t + 1] for t in range(6)]
    for group, ids in (*prob.single.items(), *prob.multi.items(), *prob.costed.items()):
        options = group[0]
        most += len(ids) * max(len(o) for o in options)
        for t in set("".join(options)):
            can[_TYPE_INDEX[t]] += len(ids) * max(o.count(t) for o in options)
    need = dem.mana_units() - min(sum(dem.phyrexian.values()), prob.life_units)
    if most < need:
        return True
    return any(can[t] < n for t, n in enumerate(dem.exact))


@lru_cache(maxsize=8192)
def _find_cached(
    cost: ManaCost,
    pool: tuple[int, ...],
    kinds: tuple[tuple[tuple[str, ...], bool, tuple[str, ...]], ...],
    life_units: int,
    x: int,
    needs: tuple[int, ...] = (),
) -> Payment | None:
    """find_payment on what the sources can make, in their order (`kinds`: options, snow,
    costs), memoised across calls and states: the same lands in another game or after
    another land was tapped ask the same question. The payment's source ids are the
    sources' places in the order; `find_payment` puts the real ids back."""
    sources = tuple(ManaSource(i, options, snow, costs)
                    for i, (options, snow, costs) in enumerate(kinds))
    demand = _demand(cost, x)
    single, multi, costed = _group_sources(sources)
    prob = _Problem(demand, pool, single, multi, life_units, costed,
                    _keep_weights(sources, needs))
    if _quick_reject(prob):
        return None
    return _solve(prob)


def _life_units(cost: ManaCost, life_available: int) -> int:
    """How many Phyrexian symbols life can pay for: 2 life each (CR 107.4f, CR 119.4)."""
    phy = sum(1 for s in cost.symbols if s.kind == "phyrexian")
    return min(phy, max(0, life_available) // 2)


def find_payment(
    cost: ManaCost,
    pool: ManaPool,
    sources: Sequence[ManaSource] = (),
    life_available: int = 0,
    x: int = 0,
    needs: Sequence[int] = (),
) -> Payment | None:
    """A way to pay ``cost`` (with X = x) from the pool, sources and life, or None.

    Exact: None only if no choice of sources, options, pool mana and hybrid/Phyrexian
    payments works (CR 118.3). ``needs``: per mana type (WUBRGC), the most symbols of it a
    card the player still wants to cast needs (`type_needs`), sources of which are kept for
    it. The preferences, in order: the least life; the fewest sources (pool mana first);
    the sources of needed types kept; the sources with fewer options tapped; non-snow before
    snow; the fewest units of mana spent.
    """
    if x < 0:
        raise ValueError(f"X can't be negative: {x}")
    kinds = tuple((tuple(s.options), s.snow, tuple(s.costs)) for s in sources)
    found = _find_cached(cost, pool.key(), kinds, _life_units(cost, life_available), x,
                         tuple(needs))
    if found is None or not found.taps:
        return found
    ids = [s.id for s in sources]
    return Payment(tuple((ids[i], option) for i, option in found.taps), found.spend,
                   found.life, found.fed)


@lru_cache(maxsize=4096)
def least_mana(cost: ManaCost, x: int = 0) -> int:
    """The fewest units of mana that can pay ``cost`` (with X = x): its Phyrexian symbols
    paid with life (CR 107.4f) and {2/W} with one {W} (CR 107.4e). A payment needs at least
    this much from the pool and the sources, whatever they are (`find_payment`)."""
    dem = _demand(cost, x)
    return dem.mana_units() - sum(dem.phyrexian.values())


def can_pay(
    cost: ManaCost,
    pool: ManaPool,
    sources: Sequence[ManaSource] = (),
    life_available: int = 0,
    x: int = 0,
) -> bool:
    """Whether ``cost`` (with X = x) can be paid at all."""
    return find_payment(cost, pool, sources, life_available, x) is not None


def max_x(
    cost: ManaCost,
    pool: ManaPool,
    sources: Sequence[ManaSource] = (),
    life_available: int = 0,
) -> int:
    """The largest X for which ``cost`` can be paid; -1 if not even X = 0 can be.

    For a cost without {X}, 0 if payable. Payability is monotone in X, so binary search.
    """
    srcs = tuple(sources)
    if not can_pay(cost, pool, srcs, life_available, 0):
        return -1
    n = cost.x_count
    if n == 0:
        return 0
    most = pool.total() + sum(max((len(o) for o in s.options), default=0) for s in srcs)
    lo, hi = 0, most // n
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if can_pay(cost, pool, srcs, life_available, mid):
            lo = mid
        else:
            hi = mid - 1
    return lo
