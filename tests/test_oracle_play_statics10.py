"""Statics (10): "<this> is also a Cleric, Rogue, Warrior, and Wizard" (a characteristic-
defining ability, CR 604.3) ..."""

from __future__ import annotations

from boards import board
from test_oracle_play import BOB, cast, chars, in_hand, life, names, obj, plays, resolve

from tolaria import Action
from tolaria.rules.layers import characteristics

PARTY = ["Shrine Keeper", "Triton Shorethief", "Canyon Minotaur", "Fugitive Wizard"]


# -- "<this> is also a Cleric, Rogue, Warrior, and Wizard" ---------------------------------

@plays("Burakos, Party Leader", "static.also_creature_types")
def test_604_3_burakos_is_each_of_the_party_types_and_fills_one_slot():
    """Burakos alone is a party of one (CR 700.8: one creature fills one slot); with the
    Packbeast, also every party type, the party is two."""
    game = board(["Burakos, Party Leader", "Stonework Packbeast"], [],
                 step="declare attackers")
    burakos = obj(game, "Burakos, Party Leader")
    assert {"Orc", "Cleric", "Rogue", "Warrior", "Wizard"} <= set(chars(game, burakos).subtypes)
    game.act(Action("attack", 0, choice=((burakos, BOB),)))
    resolve(game)
    assert life(game, 1) == 18
    assert names(game).count("Treasure") == 2


@plays("Veteran Adventurer", "static.also_creature_types")
def test_604_3_veteran_adventurer_is_a_wizard_in_hand_and_counts_the_party():
    """CR 604.3: the ability works in the hand too; the Packbeast and a Cleric make a party
    of two, so the spell costs {2} less ({3}{G}) and four Forests cast it."""
    game = board(["Stonework Packbeast", "Shrine Keeper"] + ["Forest"] * 4, [],
                 hands=(["Veteran Adventurer"], []))
    card = game.state.objects[in_hand(game, "Veteran Adventurer")]
    assert "Wizard" in characteristics(game.state, card).subtypes
    cast(game, "Veteran Adventurer")
    resolve(game)
    assert "Veteran Adventurer" in names(game)


@plays("Stonework Packbeast", "static.also_creature_types")
def test_700_8_stonework_packbeast_completes_a_party():
    """The Packbeast is the missing Wizard: Squad Commander sees a full party (CR 700.8)."""
    from test_oracle_play import to_step
    game = board(["Squad Commander", "Stonework Packbeast"] + PARTY[:3], [])
    to_step(game, "beginning of combat")
    assert game.state.stack                                   # a full party: it triggers
