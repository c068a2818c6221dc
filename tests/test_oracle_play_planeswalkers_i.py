"""Planeswalker lines played (ninth list): "their total power" after "Destroy all creatures
target opponent controls." — the creatures that instruction destroyed, as they last existed
on the battlefield (CR 608.2c, 608.2h)."""

from __future__ import annotations

from boards import ids
from test_oracle_play import BOB, activate, cast, grave, life, plays, resolve
from test_oracle_play_planeswalkers import _walker

from tolaria import Action

ANGRATH = "Angrath, Minotaur Pirate"


@plays(ANGRATH, "quantity.destroyed_total_power")
def test_608_2h_angrath_deals_the_destroyed_creatures_total_power_as_they_last_existed():
    """"[−11]: Destroy all creatures target opponent controls. Angrath deals damage to that
    player equal to their total power.": Bob pumps Grizzly Bears with Giant Growth in
    response; it is destroyed as a 5/5 and counts 5 as it last existed on the battlefield
    (CR 608.2h), Hill Giant 3; Darksteel Colossus is indestructible, isn't destroyed (CR
    702.12b) and isn't one of "their" (CR 608.2c): 8 damage. Alice's creature stays."""
    game, angrath = _walker(["Savannah Lions"],
                            ["Grizzly Bears", "Hill Giant", "Darksteel Colossus", "Forest"],
                            ANGRATH, 11, hands=([], ["Giant Growth"]))
    bears = ids(game, "Grizzly Bears")[0]
    activate(game, angrath, BOB, index=2)
    game.act(Action("pass", 0))
    cast(game, "Giant Growth", bears, player=1)
    resolve(game)
    assert sorted(grave(game, 1)) == ["Giant Growth", "Grizzly Bears", "Hill Giant"]
    assert ids(game, "Darksteel Colossus") and ids(game, "Savannah Lions")
    assert life(game, 1) == 20 - 8 and life(game, 0) == 20


@plays(ANGRATH, "quantity.destroyed_total_power")
def test_608_2c_angrath_with_nothing_destroyed_deals_no_damage():
    """With only an indestructible creature, nothing is destroyed this way: their total
    power is 0 and no damage is dealt (CR 608.2c, 120.8); Angrath's loyalty is paid (CR
    606.4)."""
    game, angrath = _walker([], ["Darksteel Colossus"], ANGRATH, 12)
    activate(game, angrath, BOB, index=2)
    resolve(game)
    assert ids(game, "Darksteel Colossus") and life(game, 1) == 20
    assert game.state.objects[angrath].counters["loyalty"] == 1


@plays(ANGRATH, "quantity.destroyed_total_power")
def test_701_15a_angrath_a_regenerated_creature_isnt_destroyed_and_doesnt_count():
    """Bob regenerates Drudge Skeletons in response: the shield replaces its destruction
    (CR 701.15a, 614.8), so it stays, wasn't destroyed this way and doesn't count; Hill
    Giant does: 3 damage (CR 608.2c)."""
    game, angrath = _walker([], ["Drudge Skeletons", "Hill Giant", "Swamp"], ANGRATH, 11)
    skeletons = ids(game, "Drudge Skeletons")[0]
    activate(game, angrath, BOB, index=2)
    game.act(Action("pass", 0))
    activate(game, skeletons, player=1)
    resolve(game)
    assert ids(game, "Drudge Skeletons") == [skeletons] and grave(game, 1) == ["Hill Giant"]
    assert life(game, 1) == 20 - 3
