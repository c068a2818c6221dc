"""Play tests: land destruction that looks back at the destroyed land, "If that land was
nonbasic / a snow land, ..." and "the land's controller" (CR 608.2h, 205.4)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import activate, cast, grave, plays, resolve


@plays("Molten Rain", "condition.that_land_was", "player.the_land_controller")
def test_608_2h_molten_rain_damages_the_controller_of_a_destroyed_nonbasic_land():
    """CR 608.2h, 205.4a: "Destroy target land. If that land was nonbasic, Molten Rain deals
    2 damage to the land's controller." Bob's Tranquil Cove (nonbasic): he takes 2; his
    Island (basic): no damage."""
    for victim, life in (("Tranquil Cove", 18), ("Island", 20)):
        game = board(["Mountain"] * 3, [victim], hands=(["Molten Rain"], []))
        cast(game, "Molten Rain", ids(game, victim)[0])
        resolve(game)
        assert grave(game, 1) == [victim]
        assert game.state.players[1].life == life and game.state.players[0].life == 20


@plays("Choking Sands", "condition.that_land_was", "player.the_land_controller")
def test_608_2h_choking_sands_hits_the_lands_controller_not_the_caster():
    """CR 608.2h: Alice destroys her own nonbasic land with Choking Sands: she, its
    controller, takes the 2 damage."""
    game = board(["Swamp"] * 3 + ["Tranquil Cove"], [], hands=(["Choking Sands"], []))
    cast(game, "Choking Sands", ids(game, "Tranquil Cove")[0])
    resolve(game)
    assert "Tranquil Cove" in grave(game, 0)
    assert game.state.players[0].life == 18 and game.state.players[1].life == 20


@plays("Icequake", "condition.that_land_was")
def test_608_2h_icequake_damages_only_for_a_snow_land():
    """CR 608.2h, 205.4g: "If that land was a snow land, Icequake deals 1 damage to that
    land's controller." Snow-Covered Forest: 1 damage; Forest: none."""
    for victim, life in (("Snow-Covered Forest", 19), ("Forest", 20)):
        game = board(["Swamp"] * 3, [victim], hands=(["Icequake"], []))
        cast(game, "Icequake", ids(game, victim)[0])
        resolve(game)
        assert grave(game, 1) == [victim] and game.state.players[1].life == life


@plays("Thermokarst", "condition.that_land_was")
def test_608_2h_thermokarst_life_for_a_snow_land():
    """CR 608.2h: "If that land was a snow land, you gain 1 life.\""""
    for victim, life in (("Snow-Covered Island", 21), ("Island", 20)):
        game = board(["Forest"] * 3, [victim], hands=(["Thermokarst"], []))
        cast(game, "Thermokarst", ids(game, victim)[0])
        resolve(game)
        assert grave(game, 1) == [victim] and game.state.players[0].life == life


@plays("Helldozer", "condition.that_land_was")
def test_608_2h_helldozer_untaps_after_destroying_a_nonbasic_land():
    """CR 608.2h: "{B}{B}{B}, {T}: Destroy target land. If that land was nonbasic, untap
    this creature." Tranquil Cove: Helldozer untaps; Island: it stays tapped."""
    for victim, tapped in (("Tranquil Cove", False), ("Island", True)):
        game = board(["Helldozer"] + ["Swamp"] * 3, [victim])
        dozer = ids(game, "Helldozer")[0]
        activate(game, dozer, ids(game, victim)[0])
        resolve(game)
        assert grave(game, 1) == [victim]
        assert game.state.objects[dozer].tapped is tapped
