"""Play tests of craft (CR 702.167), a keyword of The Lost Caverns of Ixalan."""

from __future__ import annotations

import dataclasses

import pytest
from boards import board
from test_oracle_play import activate, grave, names, obj, plays, resolve, to_step

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def exiled(game, player: int = 0) -> list[str]:
    return sorted(game.state.objects[i].name for i in game.state.players[player].exile)


@plays("Lodestone Needle", "keyword.craft")
def test_702_167a_craft_exiles_it_and_an_artifact_you_control_and_returns_it_transformed():
    game = board(["Lodestone Needle", "Ornithopter", "Island", "Island", "Island"], [])
    needle, bird = obj(game, "Lodestone Needle"), obj(game, "Ornithopter")
    with pytest.raises(IllegalAction):                           # the material is another
        activate(game, needle, costs=(needle,))
    activate(game, needle, costs=(bird,))
    assert exiled(game) == ["Lodestone Needle", "Ornithopter"]   # paid as it is activated
    resolve(game)
    assert "Guidestone Compass" in names(game) and "Ornithopter" not in names(game)
    assert exiled(game) == ["Ornithopter"]


@plays("Visage of Dread", "keyword.craft")
def test_702_167b_craft_materials_come_from_the_battlefield_and_or_your_graveyard():
    game = board(["Visage of Dread", "Grizzly Bears"] + ["Swamp"] * 6, [])
    dead = create_object(game.state, card_def("Hill Giant"), 0, "graveyard")
    bird = create_object(game.state, card_def("Sol Ring"), 0, "graveyard")
    visage, bears = obj(game, "Visage of Dread"), obj(game, "Grizzly Bears")
    with pytest.raises(IllegalAction):                           # not a creature
        activate(game, visage, costs=(bears, bird.id))
    activate(game, visage, costs=(bears, dead.id))
    resolve(game)
    assert "Dread Osseosaur" in names(game)
    assert exiled(game) == ["Grizzly Bears", "Hill Giant"] and grave(game) == ["Sol Ring"]


@plays("Waterlogged Hulk", "keyword.craft")
def test_702_167a_craft_only_as_a_sorcery_and_only_with_its_materials():
    game = board(["Waterlogged Hulk", "Swamp", "Island", "Island", "Island"], [],
                 step="upkeep")
    hulk, island, swamp = obj(game, "Waterlogged Hulk"), obj(game, "Island"), obj(game, "Swamp")
    craft = Action("activate", 0, hulk, ability=1, costs=(island,))
    assert game.why_illegal(craft) == ("this ability can be activated only as a sorcery "
                                       "(CR 602.5d)")
    to_step(game, "precombat main")
    assert "isn't another Island" in game.why_illegal(dataclasses.replace(craft, costs=(swamp,)))
    game.act(craft)          # the Island taps for mana, then is exiled (CR 601.2g-h)
    resolve(game)
    assert "Watertight Gondola" in names(game) and exiled(game) == ["Island"]
