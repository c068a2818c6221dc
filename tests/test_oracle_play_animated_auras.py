"""Play tests for Auras that make what they enchant a creature (issue 17): "Enchanted land
is a 2/2 blue Elemental creature with flying. It's still a land." (the Zendikons), "that's
still a land" (Living Terrain), "in addition to its other types" (Ensoul Artifact): the
Aura's static ability, in layers 4 to 7b (CR 205.1a-b, 303.4, 613.1d-f)."""

from __future__ import annotations

from boards import board
from test_oracle_play import cast, chars, grave, hand, obj, plays, resolve

from tolaria import Action


@plays("Wind Zendikon", "animation.attached_is", "trigger.attached")
def test_205_1b_wind_zendikon_makes_its_land_a_flying_creature_that_is_still_a_land():
    game = board(["Island", "Island", "Forest"], [], hands=(["Wind Zendikon"], []))
    forest = obj(game, "Forest")
    cast(game, "Wind Zendikon", forest)
    resolve(game)
    c = chars(game, forest)
    assert c.types >= {"Land", "Creature"} and c.subtypes >= {"Forest", "Elemental"}
    assert (c.power, c.toughness) == (2, 2) and "flying" in c.keywords
    assert c.colors == frozenset({"U"})                   # layer 5 (CR 613.1e)
    assert any(a.kind == "activate" and a.object == forest
               for a in game.legal_actions())               # it still taps for {G} (305.6)


@plays("Wind Zendikon", "animation.attached_is", "trigger.attached")
def test_700_4_a_zendikon_land_that_dies_returns_to_its_owners_hand():
    """The land is a creature as it's put into the graveyard, so it dies (CR 700.4); the
    Aura's leaves-the-battlefield ability looks back (603.10a): the card comes back."""
    game = board(["Island", "Island", "Forest"], ["Mountain"],
                 hands=(["Wind Zendikon"], ["Lightning Bolt"]))
    forest = obj(game, "Forest")
    cast(game, "Wind Zendikon", forest)
    resolve(game)
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", forest, player=1)
    resolve(game)
    resolve(game)
    assert "Forest" in hand(game) and "Wind Zendikon" in grave(game)
    assert "Forest" not in grave(game)


@plays("Living Terrain", "animation.attached_is")
def test_205_1b_living_terrain_thats_still_a_land():
    game = board(["Forest"] * 5, [], hands=(["Living Terrain"], []))
    land = obj(game, "Forest")
    cast(game, "Living Terrain", land)
    resolve(game)
    c = chars(game, land)
    assert c.types >= {"Land", "Creature"} and (c.power, c.toughness) == (5, 6)
    assert "Treefolk" in c.subtypes and "Forest" in c.subtypes


@plays("Ensoul Artifact", "animation.attached_is")
def test_205_1b_ensoul_artifact_a_5_5_creature_in_addition_to_its_other_types():
    game = board(["Island", "Island", "Millstone"], [], hands=(["Ensoul Artifact"], []))
    stone = obj(game, "Millstone")
    cast(game, "Ensoul Artifact", stone)
    resolve(game)
    c = chars(game, stone)
    assert c.types == {"Artifact", "Creature"} and (c.power, c.toughness) == (5, 5)
    assert c.activated                                  # its abilities stay (CR 613.1f)
