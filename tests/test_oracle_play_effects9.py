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


# -- "If that permanent is <colours>, ... instead" (CR 608.2c, 614.15) -----------------------

@plays("Burning Hands", "condition.if_that_permanent_is", "condition.instead")
def test_608_2c_burning_hands_six_damage_to_a_green_permanent():
    """CR 608.2c: "deals 2 damage to target creature or planeswalker. If that permanent is
    green, Burning Hands deals 6 damage instead." Bob's Craw Wurm (green 6/4) gets 6 and
    dies; his Serra Angel (white) gets 2."""
    game = board(["Mountain"] * 2, ["Craw Wurm"], hands=(["Burning Hands"], []))
    cast(game, "Burning Hands", ids(game, "Craw Wurm")[0])
    resolve(game)
    assert grave(game, 1) == ["Craw Wurm"]
    game = board(["Mountain"] * 2, ["Serra Angel"], hands=(["Burning Hands"], []))
    angel = ids(game, "Serra Angel")[0]
    cast(game, "Burning Hands", angel)
    resolve(game)
    assert game.state.objects[angel].damage == 2


@plays("Divine Smite", "condition.if_that_permanent_is", "condition.instead")
def test_608_2c_divine_smite_exiles_a_black_creature_phases_out_others():
    """CR 608.2c, 702.26: "Target creature or planeswalker an opponent controls phases out.
    If that permanent is black, exile it instead." Vampire Nighthawk (black): exiled;
    Grizzly Bears: phased out, not exiled."""
    game = board(["Plains"] * 2, ["Vampire Nighthawk"], hands=(["Divine Smite"], []))
    hawk = ids(game, "Vampire Nighthawk")[0]
    cast(game, "Divine Smite", hawk)
    resolve(game)
    assert [game.state.objects[i].name for i in game.state.players[1].exile] == \
        ["Vampire Nighthawk"]
    game = board(["Plains"] * 2, ["Grizzly Bears"], hands=(["Divine Smite"], []))
    bears = ids(game, "Grizzly Bears")[0]
    cast(game, "Divine Smite", bears)
    resolve(game)
    assert not ids(game, "Grizzly Bears") and not game.state.players[1].exile
    assert bears in [entry[0] for entry in game.state.phased_out]


@plays("Consign to Dream", "condition.if_that_permanent_is", "condition.instead")
def test_608_2c_consign_to_dream_tops_a_red_or_green_permanent():
    """CR 608.2c: "Return target permanent to its owner's hand. If that permanent is red or
    green, put it on top of its owner's library instead." Grizzly Bears (green): on top of
    Bob's library; Serra Angel (white): to his hand."""
    game = board(["Island"] * 3, ["Grizzly Bears"], hands=(["Consign to Dream"], []))
    cast(game, "Consign to Dream", ids(game, "Grizzly Bears")[0])
    resolve(game)
    top = game.state.players[1].library[-1]
    assert game.state.objects[top].name == "Grizzly Bears" and not game.state.players[1].hand
    game = board(["Island"] * 3, ["Serra Angel"], hands=(["Consign to Dream"], []))
    cast(game, "Consign to Dream", ids(game, "Serra Angel")[0])
    resolve(game)
    assert [game.state.objects[i].name for i in game.state.players[1].hand] == ["Serra Angel"]


@plays("Dark Temper", "phrase.the_target_creature", "condition.instead")
def test_608_2c_dark_temper_destroys_the_creature_if_you_control_a_black_permanent():
    """CR 608.2c, 614.15: "Dark Temper deals 2 damage to target creature. If you control a
    black permanent, destroy the creature instead." With Vampire Nighthawk, Bob's Serra
    Angel is destroyed; without, it is dealt 2 damage."""
    game = board(["Mountain"] * 3 + ["Vampire Nighthawk"], ["Serra Angel"],
                 hands=(["Dark Temper"], []))
    cast(game, "Dark Temper", ids(game, "Serra Angel")[0])
    resolve(game)
    assert grave(game, 1) == ["Serra Angel"]
    game = board(["Mountain"] * 3, ["Serra Angel"], hands=(["Dark Temper"], []))
    angel = ids(game, "Serra Angel")[0]
    cast(game, "Dark Temper", angel)
    resolve(game)
    assert ids(game, "Serra Angel") and game.state.objects[angel].damage == 2
