"""A group described with the X announced for the spell or ability: "Destroy all creatures
with mana value X or less" (CR 107.3: X is announced as the spell is cast or the ability
activated, 601.2b, 602.2b; the group is found as it resolves, 608.2h)."""

from __future__ import annotations

from boards import board
from test_oracle_play import grave, hand, names, plays, resolve


@plays("Forced March", "effect.all_with_x")
def test_107_3_forced_march_destroys_the_creatures_with_mana_value_x_or_less():
    game = board(["Swamp"] * 5, ["Llanowar Elves", "Grizzly Bears", "Hill Giant"],
                 hands=(["Forced March"], []))
    texts = {game.notation(a) for a in game.legal_actions() if a.kind == "cast"}
    assert texts == {"cast Forced March x=0", "cast Forced March x=1", "cast Forced March x=2"}
    game.act(game.parse("cast Forced March x=2", 0))
    resolve(game)
    assert sorted(grave(game, 1)) == ["Grizzly Bears", "Llanowar Elves"]
    assert "Hill Giant" in names(game)                                # mana value 4


@plays("Hammer Mage", "effect.all_with_x")
def test_107_3_hammer_mage_destroys_the_artifacts_with_mana_value_x_or_less():
    game = board(["Mountain"] * 3 + ["Hammer Mage", "Ornithopter", "Millstone"],
                 ["Jayemdae Tome"], hands=(["Island"], []))
    game.act(game.parse("activate Hammer Mage x=2 discarding Island", 0))
    resolve(game)
    assert sorted(grave(game)) == ["Island", "Millstone", "Ornithopter"]   # 0 and 2
    assert "Jayemdae Tome" in names(game)                             # mana value 4


@plays("Displacement Wave", "effect.all_with_x")
def test_107_3_displacement_wave_returns_the_nonland_permanents_with_mana_value_x_or_less():
    game = board(["Island"] * 4, ["Ornithopter", "Grizzly Bears", "Hill Giant", "Forest"],
                 hands=(["Displacement Wave"], []))
    game.act(game.parse("cast Displacement Wave x=2", 0))
    resolve(game)
    assert sorted(hand(game, 1)) == ["Grizzly Bears", "Ornithopter"]
    assert "Hill Giant" in names(game) and "Forest" in names(game)    # 4, and a land


@plays("Pernicious Deed", "effect.all_with_x", "mass.type_list")
def test_107_3_pernicious_deed_destroys_each_artifact_creature_and_enchantment_up_to_x():
    game = board(["Swamp", "Forest", "Pernicious Deed", "Glorious Anthem"],
                 ["Ornithopter", "Grizzly Bears", "Hill Giant", "Forest"])
    game.act(game.parse("activate Pernicious Deed x=2", 0))
    resolve(game)
    assert sorted(grave(game, 1)) == ["Grizzly Bears", "Ornithopter"]
    assert grave(game) == ["Pernicious Deed"]         # sacrificed; the Anthem costs 3
    assert {"Hill Giant", "Forest", "Glorious Anthem"} <= set(names(game))
