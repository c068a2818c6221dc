"""Activated abilities compiled from Oracle text, played (eleventh file): mana abilities
adding X mana in any combination of colors, X counted as the ability is activated
(CR 106.1a, 605.3a, 107.3)."""

from __future__ import annotations

from boards import board
from test_oracle_play import activate, cast, in_hand, names, obj, plays, resolve

from tolaria import Game


def _pool(game: Game, player: int = 0) -> str:
    return str(game.state.players[player].pool)


def _options(game: Game, name: str, index: int = 0) -> tuple[str, ...]:
    from tolaria.rules.mana_abilities import options
    source = game.state.objects[obj(game, name)]
    return options(game.state, source, source.card.activated[index])


def _casts(game: Game, name: str) -> bool:
    oid = in_hand(game, name)
    return any(a.kind == "cast" and a.object == oid for a in game.legal_actions())


# -- Add X mana in any combination of colors, where X is <count> (CR 106.1a, 605.3a) ---------

@plays("Axebane Guardian", "mana.x_combination", "ability.mana")
def test_106_1a_axebane_guardian_adds_one_mana_per_defender_in_any_colours():
    """CR 106.1a, 605.3a: "{T}: Add X mana in any combination of colors, where X is the
    number of creatures you control with defender." With itself and two Walls X is 3: one
    option per multiset of three colours (35); it adds {W}{U}{G} at once, without the
    stack. A third Wall makes it four mana (70 options)."""
    game = board(["Axebane Guardian", "Wall of Wood", "Wall of Wood"], ["Wall of Wood"])
    found = _options(game, "Axebane Guardian")
    assert len(found) == 35 and "WUG" in found and "RRR" in found
    assert all(len(o) == 3 for o in found)          # the opponent's Wall isn't counted
    activate(game, obj(game, "Axebane Guardian"), choice=(found.index("WUG"),))
    assert all(f"{{{c}}}" in _pool(game) for c in "WUG")
    assert game.state.players[0].pool.total() == 3 and not game.state.stack
    game = board(["Axebane Guardian"] + ["Wall of Wood"] * 3, [])
    assert len(_options(game, "Axebane Guardian")) == 70


@plays("Axebane Guardian", "mana.x_combination")
def test_605_3a_axebane_guardian_pays_for_three_colours():
    """CR 605.3a, 106.1a: the payment planner activates it for the combination a spell
    needs: with two Walls it alone pays Mantis Rider's {R}{W}{U}."""
    game = board(["Axebane Guardian", "Wall of Wood", "Wall of Wood"], [],
                 hands=(["Mantis Rider"], []))
    assert _casts(game, "Mantis Rider")
    cast(game, "Mantis Rider")
    assert game.state.objects[obj(game, "Axebane Guardian")].tapped
    resolve(game)
    assert "Mantis Rider" in names(game)


@plays("Prismatic Geoscope", "mana.x_combination")
def test_106_1a_prismatic_geoscope_counts_basic_land_types_as_activated():
    """CR 106.1a, 605.3a, 305.6: "{T}: Add X mana in any combination of colors, where X is
    the number of basic land types among lands you control." Plains and two Islands are
    two types: two mana (15 options); a Swamp makes it three."""
    game = board(["Prismatic Geoscope", "Plains", "Island", "Island"], [])
    found = _options(game, "Prismatic Geoscope")
    assert len(found) == 15 and all(len(o) == 2 for o in found)
    activate(game, obj(game, "Prismatic Geoscope"), choice=(found.index("BR"),))
    assert game.state.players[0].pool.total() == 2
    assert "{B}" in _pool(game) and "{R}" in _pool(game)
    game = board(["Prismatic Geoscope", "Plains", "Island", "Swamp"], [])
    assert all(len(o) == 3 for o in _options(game, "Prismatic Geoscope"))


@plays("A-Vivi Ornitier", "mana.x_combination")
def test_106_1a_vivi_adds_its_power_in_blue_and_or_red():
    """CR 106.1a, 605.3a, 208.1: "{T}: Add X mana in any combination of {U} and/or {R},
    where X is Vivi Ornitier's power." A 0/3 adds nothing; with two +1/+1 counters it adds
    two mana, {U}{U}, {U}{R} or {R}{R}, read as it is activated."""
    game = board(["A-Vivi Ornitier"], [])
    assert _options(game, "A-Vivi Ornitier") == ()
    vivi = obj(game, "A-Vivi Ornitier")
    game.state.objects[vivi].counters["+1/+1"] = 2
    game.state.changed()
    found = _options(game, "A-Vivi Ornitier")
    assert sorted(found) == ["RR", "UR", "UU"]
    activate(game, vivi, choice=(found.index("UR"),))
    assert game.state.players[0].pool.total() == 2
    assert "{U}" in _pool(game) and "{R}" in _pool(game)
