"""Tests for tolaria.data.mana: symbols, costs, pools and the payment solver (CR 106, 107, 118, 202)."""

from __future__ import annotations

import time
from collections import Counter
from functools import cache
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tolaria.data.mana import (
    COLORS,
    MANA_TYPES,
    ManaCost,
    ManaPool,
    ManaSource,
    ManaSymbol,
    Payment,
    can_pay,
    find_payment,
    max_x,
    parse_cost,
)

Unit = tuple[str, bool]


def pool_of(text: str = "", snow: str = "") -> ManaPool:
    """A pool with non-snow mana from ``text`` ("{R}{G}") and snow mana of types in ``snow``."""
    pool = ManaPool()
    pool.add_text(text)
    for t in snow:
        pool.add(t, snow=True)
    return pool


def lands(types: str, start: int = 0, snow: bool = False) -> list[ManaSource]:
    """One basic-land-like source per letter of ``types``."""
    return [ManaSource(start + i, (t,), snow) for i, t in enumerate(types)]


# --------------------------------------------------------------------------------------------
# Brute-force reference: an independent, exhaustive implementation of paying a cost
# --------------------------------------------------------------------------------------------


def _atoms(cost: ManaCost, x: int) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The cost as a tuple of (kind, colours) atoms, generic split into single units."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for s in cost.symbols:
        if s.kind == "generic":
            out += [("any", ())] * s.amount
        elif s.kind == "X":
            out += [("any", ())] * (x if s.text == "{X}" else 0)
        else:
            out.append((s.kind, s.colors))
    return tuple(out)


def _ways(kind: str, colors: tuple[str, ...]) -> list[tuple[str, ...]]:
    """How an atom can be paid: ("unit", predicate-name...) / ("life",) / ("two",)."""
    if kind == "any":
        return [("pick", "any")]
    if kind == "color":
        return [("pick", colors[0])]
    if kind == "colorless":
        return [("pick", "C")]
    if kind == "snow":
        return [("pick", "snow")]
    if kind == "hybrid":
        return [("pick", c) for c in colors]
    if kind == "twobrid":
        return [("pick", colors[0]), ("two",)]
    if kind == "phyrexian":
        return [("pick", c) for c in colors] + [("life",)]
    raise AssertionError(kind)


def _fits(unit: Unit, want: str) -> bool:
    if want == "any":
        return True
    if want == "snow":
        return unit[1]
    return unit[0] == want


@cache
def _cover(atoms: tuple, units: tuple, life: int, exact: bool) -> bool:
    """Can ``atoms`` be paid from the multiset ``units`` (sorted tuple) and ``life``?

    With ``exact``, all units and all of ``life`` must be used.
    """
    if not atoms:
        return not exact or (not units and life == 0)
    (kind, colors), rest = atoms[0], atoms[1:]
    for way in _ways(kind, colors):
        if way[0] == "life":
            if life >= 2 and _cover(rest, units, life - 2, exact):
                return True
        elif way[0] == "two":
            if _cover((("any", ()), ("any", ())) + rest, units, life, exact):
                return True
        else:
            for u in sorted(set(units)):
                if _fits(u, way[1]):
                    left = list(units)
                    left.remove(u)
                    if _cover(rest, tuple(left), life, exact):
                        return True
    return False


def brute_payable(
    cost: ManaCost, pool: ManaPool, sources: list[ManaSource], life: int, x: int
) -> bool:
    """Try every combination of source activations (or none) exhaustively."""
    atoms = _atoms(cost, x)
    choices = [[None, *range(len(s.options))] for s in sources]
    for combo in product(*choices):
        units = list(pool.units())
        for src, k in zip(sources, combo, strict=True):
            if k is not None:
                units += [(t, src.snow) for t in src.options[k]]
        if _cover(atoms, tuple(sorted(units)), max(life, 0), False):
            return True
    return False


def check_payment(
    pay: Payment,
    cost: ManaCost,
    pool: ManaPool,
    sources: list[ManaSource],
    life: int,
    x: int,
) -> None:
    """Apply ``pay`` to a copy of the pool and check that it pays ``cost`` exactly; an
    ability that costs mana is paid, exactly, from the pool as it is when it is activated."""
    by_id = {s.id: s for s in sources}
    ids = [i for i, _ in pay.taps]
    assert len(ids) == len(set(ids)), "a source was activated twice"
    after = pool.copy()
    for i, (sid, k) in enumerate(pay.taps):
        src = by_id[sid]
        fed = pay.fed[i] if pay.fed else ()
        ability_cost = parse_cost(src.costs[k] if src.costs else "")
        after.remove(fed)  # raises if the units aren't there yet
        assert _cover(_atoms(ability_cost, 0), tuple(sorted(fed)), 0, True), (pay, src)
        for t in src.options[k]:
            after.add(t, 1, src.snow)
    after.remove(pay.spend)  # raises if the units aren't there
    assert pay.life % 2 == 0 and 0 <= pay.life <= life  # CR 119.4
    atoms = _atoms(cost, x)
    assert _cover(atoms, tuple(sorted(pay.spend)), pay.life, True), (pay, str(cost))


# --------------------------------------------------------------------------------------------
# CR 107.4: symbols and parsing
# --------------------------------------------------------------------------------------------


def test_107_4_parses_every_kind_of_symbol() -> None:
    kinds = {
        "{3}": ("generic", (), 3),
        "{W}": ("color", ("W",), 0),
        "{C}": ("colorless", (), 0),
        "{W/U}": ("hybrid", ("W", "U"), 0),
        "{2/B}": ("twobrid", ("B",), 2),
        "{R/P}": ("phyrexian", ("R",), 0),
        "{G/U/P}": ("phyrexian", ("G", "U"), 0),
        "{S}": ("snow", (), 0),
        "{X}": ("X", (), 0),
    }
    for text, (kind, colors, amount) in kinds.items():
        (sym,) = parse_cost(text).symbols
        assert (sym.kind, sym.colors, sym.amount, sym.text) == (kind, colors, amount, text)


def test_107_4_parse_is_case_insensitive_and_ignores_spaces() -> None:
    assert parse_cost("{2} {w}{w/u}") == parse_cost("{2}{W}{W/U}")


@pytest.mark.parametrize("bad", ["{Q}", "{W/W}", "{2/C}", "{P}", "{W/U/B}", "2WW", "{R}x", "{}"])
def test_107_4_parse_rejects_unknown_symbols(bad: str) -> None:
    with pytest.raises(ValueError):
        parse_cost(bad)


def test_107_4_parse_error_names_the_bad_symbol() -> None:
    with pytest.raises(ValueError, match=r"\{Q\}"):
        parse_cost("{1}{Q}")


def test_202_1b_no_mana_cost_is_empty_but_zero_is_not() -> None:
    assert parse_cost(None).is_empty and parse_cost("").is_empty
    assert str(parse_cost("")) == ""
    zero = parse_cost("{0}")
    assert not zero.is_empty and str(zero) == "{0}" and zero.mana_value == 0


def test_107_4_canonical_text_puts_x_then_merged_generic_first() -> None:
    assert str(parse_cost("{W}{1}{X}{1}{W}")) == "{X}{2}{W}{W}"
    assert parse_cost("{W}{1}{1}") == parse_cost("{2}{W}")
    assert str(parse_cost("{0}{R}")) == "{R}"


SYMBOL_TEXTS = (
    "{1} {2} {0} {X} {Y} {W} {U} {B} {R} {G} {C} {S} {W/U} {B/G} {2/W} {2/R} {W/P}".split()
)
SYMBOL_TEXTS += ["{G/U/P}", "{B/R/P}"]


@given(st.lists(st.sampled_from(SYMBOL_TEXTS), max_size=8))
def test_107_4_str_round_trips_through_parse(texts: list[str]) -> None:
    cost = parse_cost("".join(texts))
    assert parse_cost(str(cost)) == cost
    assert str(parse_cost(str(cost))) == str(cost)


# --------------------------------------------------------------------------------------------
# CR 202: mana value and colour
# --------------------------------------------------------------------------------------------


def test_202_3_mana_value_counts_every_symbol() -> None:
    assert parse_cost("{3}{W}{W}").mana_value == 5
    assert parse_cost("{C}{C}{S}").mana_value == 3


def test_202_3e_mana_value_of_x_is_zero_off_the_stack() -> None:
    cost = parse_cost("{X}{X}{R}")
    assert cost.mana_value == 1
    assert cost.with_x(3).mana_value == 7


def test_202_3f_mana_value_of_hybrid_is_largest_part() -> None:
    assert parse_cost("{2/W}").mana_value == 2
    assert parse_cost("{W/U}{W/U}").mana_value == 2


def test_202_3g_phyrexian_symbol_counts_one() -> None:
    assert parse_cost("{1}{W/P}{G/U/P}").mana_value == 3


def test_202_2_colors_of_cost() -> None:
    assert parse_cost("{1}{R}{R}").colors == {"R"}
    assert parse_cost("{W}{B}").colors == {"W", "B"}


def test_202_2d_hybrid_and_phyrexian_symbols_give_all_their_colors() -> None:
    assert parse_cost("{W/U}").colors == {"W", "U"}
    assert parse_cost("{2/G}").colors == {"G"}
    assert parse_cost("{G/U/P}{B/P}").colors == {"G", "U", "B"}


def test_202_2b_generic_colorless_and_snow_symbols_have_no_color() -> None:
    assert parse_cost("{4}{C}{S}{X}").colors == frozenset()


# --------------------------------------------------------------------------------------------
# CR 107.3, 601.2f, 118.7: X, additional costs and reductions
# --------------------------------------------------------------------------------------------


def test_107_3_with_x_replaces_each_x() -> None:
    cost = parse_cost("{X}{X}{G}")
    assert cost.x_count == 2
    assert str(cost.with_x(3)) == "{6}{G}"
    assert cost.with_x(3).x_count == 0
    assert str(parse_cost("{X}").with_x(0)) == "{0}"
    with pytest.raises(ValueError):
        cost.with_x(-1)


def test_107_3p_y_is_its_own_variable() -> None:
    cost = parse_cost("{X}{Y}{U}")
    assert cost.x_count == 1
    assert str(cost.with_x(2)) == "{Y}{2}{U}"
    assert str(cost.with_x(2).with_x(1, "Y")) == "{3}{U}"


def test_601_2f_plus_adds_additional_costs_and_merges_generic() -> None:
    total = parse_cost("{1}{R}").plus(parse_cost("{2}{G}"))
    assert str(total) == "{3}{R}{G}"
    assert total.mana_value == 5
    assert parse_cost("").plus(parse_cost("{0}")) == parse_cost("{0}")


def test_601_2f_reduced_never_below_zero() -> None:
    assert str(parse_cost("{3}{U}").reduced(1)) == "{2}{U}"
    assert str(parse_cost("{3}{U}").reduced(9)) == "{U}"
    assert str(parse_cost("{2}").reduced(5)) == "{0}"


def test_118_7a_generic_reduction_leaves_colored_and_colorless_parts() -> None:
    assert str(parse_cost("{W}{C}{S}").reduced(2)) == "{W}{C}{S}"
    assert str(parse_cost("{2/W}").reduced(2)) == "{2/W}"


# --------------------------------------------------------------------------------------------
# CR 106: the mana pool
# --------------------------------------------------------------------------------------------


def test_106_1b_pool_holds_six_types_and_rejects_others() -> None:
    assert MANA_TYPES == ("W", "U", "B", "R", "G", "C") and COLORS == "WUBRG"
    pool = ManaPool()
    for t in MANA_TYPES:
        pool.add(t, 2)
    assert pool.total() == 12 and all(pool.count(t) == 2 for t in MANA_TYPES)
    with pytest.raises(ValueError):
        pool.add("S")


def test_106_4_pool_empties() -> None:
    pool = pool_of("{R}{R}{G}", snow="C")
    assert str(pool) == "{R}{R}{G}{C}"
    assert pool.empty() == 4
    assert pool.is_empty() and pool.total() == 0 and str(pool) == ""
    assert pool.empty() == 0


def test_106_10_adding_generic_symbol_adds_colorless() -> None:
    pool = pool_of("{2}{W}")
    assert pool.count("C") == 2 and pool.count("W") == 1
    with pytest.raises(ValueError):
        pool.add_text("{W/U}")


def test_107_4h_pool_tracks_snow_mana() -> None:
    pool = ManaPool()
    pool.add("G", 2, snow=True)
    pool.add("G")
    assert pool.count("G") == 3
    assert sorted(pool.units()) == [("G", False), ("G", True), ("G", True)]


def test_118_3a_remove_units_and_fail_atomically_if_absent() -> None:
    pool = pool_of("{R}{G}", snow="U")
    pool.remove([("R", False), ("U", True)])
    assert str(pool) == "{G}"
    with pytest.raises(ValueError):
        pool.remove([("G", False), ("G", False)])
    assert str(pool) == "{G}"  # nothing removed by the failed call
    with pytest.raises(ValueError):
        pool.remove([("G", True)])


def test_106_4_pool_copy_equality_and_json() -> None:
    pool = pool_of("{W}{W}{C}", snow="B")
    other = pool.copy()
    assert other == pool
    other.add("W")
    assert other != pool and pool.count("W") == 2
    data = pool.to_json()
    assert ManaPool.from_json(data) == pool
    assert ManaPool.from_json(["R", ["G", True]]).units() == [("R", False), ("G", True)]


# --------------------------------------------------------------------------------------------
# CR 107.4, 118.3, 605: paying costs
# --------------------------------------------------------------------------------------------


def test_118_3a_pays_from_pool_without_tapping() -> None:
    pool = pool_of("{G}{G}{R}")
    pay = find_payment(parse_cost("{1}{G}"), pool, lands("GGG", 10))
    assert pay is not None and pay.taps == () and pay.life == 0
    assert Counter(pay.spend)[("G", False)] >= 1 and len(pay.spend) == 2


def test_118_3_cannot_pay_without_resources() -> None:
    assert find_payment(parse_cost("{2}{G}"), pool_of("{G}"), lands("R")) is None
    assert not can_pay(parse_cost("{U}"), pool_of("{G}{G}"), lands("RRR"))


def test_118_5_zero_and_empty_costs_are_paid_with_nothing() -> None:
    for text in ("{0}", ""):
        assert find_payment(parse_cost(text), ManaPool()) == Payment((), (), 0)


def test_107_4a_colored_symbol_needs_that_color() -> None:
    assert can_pay(parse_cost("{W}{W}"), pool_of("{W}"), lands("W"))
    assert not can_pay(parse_cost("{W}{W}"), pool_of("{U}"), lands("W"))


def test_107_4b_generic_paid_with_any_type() -> None:
    pool = pool_of("{W}{C}", snow="B")
    pay = find_payment(parse_cost("{3}"), pool)
    assert pay is not None and sorted(pay.spend) == sorted(pool.units())


def test_107_4c_colorless_symbol_needs_colorless_mana() -> None:
    cost = parse_cost("{C}")
    assert not can_pay(cost, pool_of("{R}{G}{W}"), lands("WUBRG"))
    assert can_pay(cost, ManaPool(), [ManaSource(7, ("CC",))])
    assert can_pay(cost, pool_of(snow="C"))


def test_107_4e_hybrid_paid_with_either_color() -> None:
    cost = parse_cost("{W/U}{W/U}")
    assert can_pay(cost, pool_of("{W}{U}"))
    assert can_pay(cost, pool_of("{U}{U}"))
    assert not can_pay(cost, pool_of("{U}{B}"))


def test_107_4e_monocolored_hybrid_paid_with_color_or_two_generic() -> None:
    cost = parse_cost("{2/W}")
    assert find_payment(cost, pool_of("{W}")) == Payment((), (("W", False),), 0)
    pay = find_payment(cost, pool_of("{R}{G}"))
    assert pay is not None and sorted(pay.spend) == [("G", False), ("R", False)]
    assert not can_pay(cost, pool_of("{R}"))


def test_107_4e_monocolored_hybrid_prefers_one_colored_mana() -> None:
    pay = find_payment(parse_cost("{2/W}"), pool_of("{W}{R}{G}"))
    assert pay is not None and pay.spend == (("W", False),)


def test_107_4f_phyrexian_paid_with_color_or_two_life() -> None:
    cost = parse_cost("{1}{B/P}")
    assert find_payment(cost, pool_of("{R}"), life_available=2) == Payment((), (("R", False),), 2)
    assert find_payment(cost, pool_of("{R}"), life_available=1) is None  # CR 119.4
    assert can_pay(cost, pool_of("{B}{R}"))


def test_107_4f_mana_preferred_over_life() -> None:
    pay = find_payment(parse_cost("{W/P}"), ManaPool(), lands("W"), life_available=20)
    assert pay == Payment(((0, 0),), (("W", False),), 0)


def test_119_4_life_covers_only_as_many_phyrexian_symbols_as_life_allows() -> None:
    cost = parse_cost("{G/P}{G/P}{G/P}")
    assert not can_pay(cost, pool_of("{G}"), life_available=3)
    pay = find_payment(cost, pool_of("{G}"), life_available=4)
    assert pay is not None and pay.life == 4 and pay.spend == (("G", False),)


def test_107_4f_hybrid_phyrexian_paid_with_either_color_or_life() -> None:
    cost = parse_cost("{G/U/P}")
    assert can_pay(cost, pool_of("{U}"))
    assert can_pay(cost, pool_of("{G}"))
    assert can_pay(cost, ManaPool(), life_available=2)
    assert not can_pay(cost, pool_of("{R}"), life_available=1)


def test_107_4h_snow_symbol_needs_snow_mana() -> None:
    cost = parse_cost("{S}{S}")
    assert not can_pay(cost, pool_of("{G}{G}"), lands("GG"))
    assert can_pay(cost, pool_of(snow="G"), lands("U", 5, snow=True))
    pay = find_payment(cost, pool_of("{G}", snow="R"), lands("GU", 5, snow=True))
    assert pay is not None and all(snow for _, snow in pay.spend)


def test_107_4h_snow_mana_keeps_its_type_for_colored_symbols() -> None:
    # The snow Forest's mana must go to {S}; the plain Forest's to {G}.
    cost = parse_cost("{G}{S}")
    srcs = [ManaSource(1, ("G",), snow=True), ManaSource(2, ("G",))]
    pay = find_payment(cost, ManaPool(), srcs)
    assert pay is not None and sorted(pay.spend) == [("G", False), ("G", True)]
    assert not can_pay(parse_cost("{G}{G}{S}"), ManaPool(), srcs)


def test_107_3_x_paid_with_generic_mana() -> None:
    cost = parse_cost("{X}{X}{R}")
    srcs = lands("RRRRR")
    assert can_pay(cost, ManaPool(), srcs, x=2)
    assert not can_pay(cost, ManaPool(), srcs, x=3)
    assert max_x(cost, ManaPool(), srcs) == 2


def test_107_3_max_x_is_minus_one_when_unpayable_and_zero_without_x() -> None:
    assert max_x(parse_cost("{X}{U}"), pool_of("{R}"), lands("R")) == -1
    assert max_x(parse_cost("{U}"), pool_of("{U}")) == 0
    assert max_x(parse_cost("{X}"), ManaPool(), [ManaSource(1, ("CC",)), *lands("G", 2)]) == 3


def test_605_1a_dual_source_is_not_spent_greedily() -> None:
    # A greedy solver taps the dual land for {G} first and then can't find {U}.
    srcs = [ManaSource(1, ("G", "U")), ManaSource(2, ("G",))]
    pay = find_payment(parse_cost("{G}{U}"), ManaPool(), srcs)
    assert pay is not None and sorted(pay.taps) == [(1, 1), (2, 0)]


def test_605_1a_hybrid_choices_are_searched_jointly() -> None:
    srcs = [ManaSource(1, ("W", "B")), ManaSource(2, ("W",)), ManaSource(3, ("U",))]
    cost = parse_cost("{W/U}{W/B}{W}")
    pay = find_payment(cost, ManaPool(), srcs)
    assert pay is not None and len(pay.taps) == 3
    check_payment(pay, cost, ManaPool(), srcs, 0, 0)


def test_605_uses_as_few_sources_as_possible() -> None:
    sol_ring = ManaSource(9, ("CC",))
    pay = find_payment(parse_cost("{2}"), ManaPool(), [*lands("GG"), sol_ring])
    assert pay is not None and pay.taps == ((9, 0),)


def test_605_does_not_tap_sources_whose_mana_is_not_needed() -> None:
    srcs = [*lands("GRU"), ManaSource(9, ("CC",)), ManaSource(10, ("W", "U", "B", "R", "G"))]
    pay = find_payment(parse_cost("{G}"), ManaPool(), srcs)
    assert pay == Payment(((0, 0),), (("G", False),), 0)


def test_605_multi_mana_source_may_leave_mana_in_pool() -> None:
    srcs = [ManaSource(4, ("CC",))]
    pay = find_payment(parse_cost("{1}"), ManaPool(), srcs)
    assert pay == Payment(((4, 0),), (("C", False),), 0)


def test_605_multi_mana_source_with_choice_of_outputs() -> None:
    # e.g. a land that makes {W}{U} together or {B}{B}.
    srcs = [ManaSource(1, ("WU", "BB")), ManaSource(2, ("W",))]
    cost = parse_cost("{B}{B}{W}")
    pay = find_payment(cost, ManaPool(), srcs)
    assert pay is not None and sorted(pay.taps) == [(1, 1), (2, 0)]
    assert not can_pay(parse_cost("{B}{U}"), ManaPool(), srcs)


def test_605_sources_with_unknown_mana_type_are_rejected() -> None:
    with pytest.raises(ValueError):
        find_payment(parse_cost("{1}"), ManaPool(), [ManaSource(1, ("Q",))])


def test_118_3_payment_is_valid_for_a_big_mixed_case() -> None:
    srcs = [
        *lands("WWUUBBRRGG"),
        ManaSource(20, ("W", "U")),
        ManaSource(21, ("CC",)),
        ManaSource(22, ("C",), snow=True),
        ManaSource(23, ("WU",)),
        ManaSource(24, ("W", "U", "B", "R", "G")),
    ]
    pool = pool_of("{R}", snow="G")
    cost = parse_cost("{2/W}{2/U}{W/P}{G/U/P}{W/U}{B/R}{3}{S}{C}")
    pay = find_payment(cost, pool, srcs, life_available=4)
    assert pay is not None and pay.life == 0
    check_payment(pay, cost, pool, srcs, 4, 0)


# --------------------------------------------------------------------------------------------
# Property test against brute force
# --------------------------------------------------------------------------------------------

COST_SYMBOLS = (
    "{1} {2} {W} {U} {G} {C} {S} {W/U} {U/G} {2/W} {2/U} {W/P} {U/P} {G/U/P} {X} {0}".split()
)
TYPES = "WUGCB"

units_st = st.tuples(st.sampled_from(TYPES), st.booleans())
option_st = st.text(alphabet=TYPES, min_size=1, max_size=2)
source_st = st.tuples(st.lists(option_st, min_size=1, max_size=2), st.booleans())


@settings(max_examples=400, deadline=None)
@given(
    symbols=st.lists(st.sampled_from(COST_SYMBOLS), max_size=5),
    pool_units=st.lists(units_st, max_size=4),
    raw_sources=st.lists(source_st, max_size=4),
    life=st.integers(min_value=0, max_value=5),
    x=st.integers(min_value=0, max_value=2),
)
def test_118_3_solver_agrees_with_brute_force(
    symbols: list[str],
    pool_units: list[Unit],
    raw_sources: list[tuple[list[str], bool]],
    life: int,
    x: int,
) -> None:
    cost = parse_cost("".join(symbols))
    pool = ManaPool()
    for t, snow in pool_units:
        pool.add(t, 1, snow)
    sources = [ManaSource(100 + i, tuple(opts), snow) for i, (opts, snow) in enumerate(raw_sources)]
    before = pool.copy()
    pay = find_payment(cost, pool, sources, life, x)
    assert pool == before  # the solver doesn't touch the pool
    assert (pay is not None) == brute_payable(cost, pool, sources, life, x)
    if pay is not None:
        check_payment(pay, cost, pool, sources, life, x)
    if cost.x_count:
        assert (max_x(cost, pool, sources, life) >= x) == (pay is not None)


# --------------------------------------------------------------------------------------------
# Mana abilities that cost mana (CR 605.3a-b)
# --------------------------------------------------------------------------------------------

ANY_COLOR = ("W", "U", "B", "R", "G")


def grotto(sid: int) -> ManaSource:
    """Crystal Grotto: "{T}: Add {C}." and "{1}, {T}: Add one mana of any color."."""
    return ManaSource(sid, ("C", *ANY_COLOR), False, ("", *("{1}",) * 5))


def signet(sid: int, mana: str = "UR") -> ManaSource:
    """A Signet: "{1}, {T}: Add {U}{R}."."""
    return ManaSource(sid, (mana,), False, ("{1}",))


def test_605_3a_an_ability_costing_mana_is_paid_with_floating_mana() -> None:
    pool = pool_of("{C}")
    pay = find_payment(parse_cost("{W}"), pool, [grotto(5)])
    assert pay == Payment(((5, 1),), (("W", False),), 0, ((("C", False),),))
    check_payment(pay, parse_cost("{W}"), pool, [grotto(5)], 0, 0)


def test_605_3a_an_ability_costing_mana_is_paid_by_a_source_activated_before_it() -> None:
    srcs = [*lands("R"), grotto(5)]
    pay = find_payment(parse_cost("{W}"), ManaPool(), srcs)
    assert pay is not None and pay.taps == ((0, 0), (5, 1)) and pay.fed == ((), (("R", False),))
    check_payment(pay, parse_cost("{W}"), ManaPool(), srcs, 0, 0)


def test_605_3b_a_mana_ability_never_pays_its_own_cost() -> None:
    # Its mana is added as it resolves, after its cost is paid: Crystal Grotto alone makes
    # only {C}, and two Signets can't pay for each other.
    assert find_payment(parse_cost("{W}"), ManaPool(), [grotto(5)]) is None
    assert find_payment(parse_cost("{C}"), ManaPool(), [grotto(5)]) is not None
    assert find_payment(parse_cost("{U}{R}"), ManaPool(), [signet(7), signet(8)]) is None


def test_605_3a_a_signet_pays_for_another_signet() -> None:
    # Forest -> the first Signet's {U}{R}; its {R} pays the second: {U}{U}{R} left.
    srcs = [*lands("G"), signet(7), signet(8)]
    cost = parse_cost("{U}{R}{U}")
    pay = find_payment(cost, ManaPool(), srcs)
    assert pay is not None and [sid for sid, _ in pay.taps] == [0, 7, 8]
    check_payment(pay, cost, ManaPool(), srcs, 0, 0)
    assert find_payment(parse_cost("{U}{R}{U}{R}"), ManaPool(), srcs) is None


def test_601_2g_sources_that_cost_nothing_come_before_those_that_cost_mana() -> None:
    srcs = [*lands("RW"), grotto(5)]
    pay = find_payment(parse_cost("{W}"), ManaPool(), srcs)
    assert pay == Payment(((1, 0),), (("W", False),), 0)


def test_601_2h_the_sources_of_a_type_the_hand_needs_stay_untapped() -> None:
    # A Mountain and three Plains pay {2}{W}; a card in hand needs {R}: the Plains pay.
    srcs = lands("RWWW")
    cost = parse_cost("{2}{W}")
    needs_red = (0, 0, 0, 1, 0, 0)
    assert sorted(find_payment(cost, ManaPool(), srcs, needs=needs_red).taps) == [
        (1, 0), (2, 0), (3, 0)]
    needs_white = (1, 0, 0, 0, 0, 0)   # now the Mountain pays; a Plains stays for the {W}
    assert (0, 0) in find_payment(cost, ManaPool(), srcs, needs=needs_white).taps


def test_601_2h_a_scarce_type_is_kept_before_a_plentiful_one() -> None:
    # The hand needs {R} and {W}: one Mountain against three Plains, so the Plains pay.
    srcs = lands("RWWW")
    pay = find_payment(parse_cost("{2}{W}"), ManaPool(), srcs, needs=(1, 0, 0, 1, 0, 0))
    assert sorted(pay.taps) == [(1, 0), (2, 0), (3, 0)]


def test_601_2h_fewer_sources_come_before_keeping_types() -> None:
    # Sol Ring makes the {C} a card in hand needs, but one source beats two Mountains.
    srcs = [*lands("RR"), ManaSource(9, ("CC",))]
    pay = find_payment(parse_cost("{2}"), ManaPool(), srcs, needs=(0, 0, 0, 0, 0, 1))
    assert pay is not None and pay.taps == ((9, 0),)


def test_601_2h_a_flexible_source_stays_untapped_when_types_tie() -> None:
    # A dual land and a Mountain can both pay {1}; the hand needs nothing: the Mountain pays.
    srcs = [ManaSource(1, ("W", "R")), *lands("R", 2)]
    assert find_payment(parse_cost("{1}"), ManaPool(), srcs).taps == ((2, 0),)
    # The hand needs {W}, the dual land its only source: still the Mountain.
    needs = (1, 0, 0, 0, 0, 0)
    assert find_payment(parse_cost("{1}"), ManaPool(), srcs, needs=needs).taps == ((2, 0),)


def _brute_staged(cost: ManaCost, pool: ManaPool, sources: list[ManaSource]) -> bool:
    """Activate sources one at a time in every order, each ability that costs mana paid
    exactly from the units in the pool then, and see whether the pool can pay `cost`."""
    atoms = _atoms(cost, 0)

    @cache
    def search(units: tuple[Unit, ...], used: frozenset[int]) -> bool:
        if _cover(atoms, units, 0, False):
            return True
        for i, src in enumerate(sources):
            if i in used:
                continue
            for k, option in enumerate(src.options):
                made = tuple((t, src.snow) for t in option)
                need = _atoms(parse_cost(src.costs[k] if src.costs else ""), 0)
                for paid in _sub_multisets(units, len(need)):
                    if not _cover(need, paid, 0, True):
                        continue
                    left = list(units)
                    for u in paid:
                        left.remove(u)
                    if search(tuple(sorted(left + list(made))), used | {i}):
                        return True
        return False

    return search(tuple(sorted(pool.units())), frozenset())


def _sub_multisets(units: tuple[Unit, ...], size: int) -> set[tuple[Unit, ...]]:
    from itertools import combinations
    return {tuple(sorted(c)) for c in combinations(units, size)}


costed_source_st = st.tuples(
    st.lists(st.tuples(option_st, st.sampled_from(["", "", "{1}", "{W}", "{2}", "{U/G}"])),
             min_size=1, max_size=3),
    st.booleans())


@settings(max_examples=300, deadline=None)
@given(
    symbols=st.lists(st.sampled_from("{1} {2} {W} {U} {G} {C} {S} {W/U} {U/G}".split()),
                     max_size=4),
    pool_units=st.lists(units_st, max_size=3),
    raw_sources=st.lists(costed_source_st, max_size=4),
)
def test_605_3a_solver_with_abilities_that_cost_mana_agrees_with_brute_force(
    symbols: list[str], pool_units: list[Unit],
    raw_sources: list[tuple[list[tuple[str, str]], bool]],
) -> None:
    cost = parse_cost("".join(symbols))
    pool = ManaPool()
    for t, snow in pool_units:
        pool.add(t, 1, snow)
    sources = [ManaSource(100 + i, tuple(o for o, _ in ways), snow, tuple(c for _, c in ways))
               for i, (ways, snow) in enumerate(raw_sources)]
    pay = find_payment(cost, pool, sources)
    assert (pay is not None) == _brute_staged(cost, pool, sources)
    if pay is not None:
        check_payment(pay, cost, pool, sources, 0, 0)


# --------------------------------------------------------------------------------------------
# Speed
# --------------------------------------------------------------------------------------------


def test_605_solver_is_fast_enough_for_listing_actions() -> None:
    srcs = [
        *lands("WWWUUUBBRRGGG"),
        ManaSource(20, ("W", "U")),
        ManaSource(21, ("B", "R", "G")),
        ManaSource(22, ("CC",)),
        ManaSource(23, ("C",), snow=True),
        ManaSource(24, ("W", "U", "B", "R", "G")),
    ]
    texts = "{3}{W}{U}{B}{R}{G}{C}{S} {2/W}{W/P}{G/U/P}{W/U}{3}{S} {X}{X}{R}{G} {15}{W}{W}{W}{W}"
    costs = [parse_cost(c) for c in texts.split()]
    start = time.perf_counter()
    for i in range(20):
        pool = pool_of("{R}" * (i % 3))  # a new pool each round defeats the cache
        for cost in costs:
            find_payment(cost, pool, srcs, life_available=4, x=2)
    assert time.perf_counter() - start < 2.0


def test_symbol_dataclass_is_hashable_and_frozen() -> None:
    sym = ManaSymbol("color", ("W",), 0, "{W}")
    assert {sym: 1}[ManaSymbol("color", ("W",), 0, "{W}")] == 1
    with pytest.raises(AttributeError):
        sym.kind = "snow"  # type: ignore[misc]
