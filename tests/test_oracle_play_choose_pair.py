"""Choosing a creature you control and one you don't, then having them fight (CR 115.1,
701.14a): Blizzard Brawl, Joust, Duel for Dominance."""

from __future__ import annotations

from boards import board
from test_oracle_play import cast, chars, grave, obj, plays, resolve


@plays("Blizzard Brawl", "target.choose_pair")
def test_701_14a_blizzard_brawl_pumps_the_creature_you_control_then_they_fight() -> None:
    """Three snow permanents: the Bears get +1/+0 and indestructible, deal 3 to the Hill
    Giant and survive its 3."""
    game = board(["Snow-Covered Forest"] * 3 + ["Grizzly Bears"], ["Hill Giant"],
                 hands=(["Blizzard Brawl"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    cast(game, "Blizzard Brawl", bears, giant)
    resolve(game)
    assert grave(game, 1) == ["Hill Giant"]
    assert game.state.objects[bears].zone == "battlefield"
    assert chars(game, bears).power == 3


@plays("Blizzard Brawl", "target.choose_pair")
def test_701_14a_without_the_condition_they_just_fight() -> None:
    game = board(["Forest", "Grizzly Bears"], ["Hill Giant"], hands=(["Blizzard Brawl"], []))
    cast(game, "Blizzard Brawl", obj(game, "Grizzly Bears"), obj(game, "Hill Giant"))
    resolve(game)
    assert grave(game) == ["Blizzard Brawl", "Grizzly Bears"]
    assert game.state.objects[obj(game, "Hill Giant")].damage == 2


@plays("Joust", "target.choose_pair")
def test_701_14a_joust_pumps_a_knight_it_chose() -> None:
    game = board(["Mountain"] * 2 + ["Youthful Knight"], ["Hill Giant"],
                 hands=(["Joust"], []))
    knight = obj(game, "Youthful Knight")
    cast(game, "Joust", knight, obj(game, "Hill Giant"))
    resolve(game)
    assert grave(game, 1) == ["Hill Giant"]                       # 4 damage
    assert "Youthful Knight" in grave(game)                       # 3 damage, toughness 2


@plays("Duel for Dominance", "target.choose_pair")
def test_701_14a_duel_for_dominance_coven_counter_then_the_chosen_creatures_fight() -> None:
    """Powers 1, 2 and 3 (coven): the Bears get a +1/+1 counter, so they deal 3 to Bob's
    Hill Giant."""
    game = board(["Forest"] * 2 + ["Raging Goblin", "Grizzly Bears", "Hill Giant"],
                 ["Hill Giant"], hands=(["Duel for Dominance"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Duel for Dominance", bears, obj(game, "Hill Giant", 1))
    resolve(game)
    assert grave(game, 1) == ["Hill Giant"]
    assert "Grizzly Bears" in grave(game)
