"""Constructs that blocked published Legacy, Vintage, Pioneer and Standard decks
(benchmarks/decks/), compiled from Oracle text and played (issue 17, part B)."""

from __future__ import annotations

from boards import board
from test_oracle_play import (
    BOB,
    Action,
    cast,
    life,
    obj,
    plays,
    resolve,
)

from tolaria import Game
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _pool(game, mana: str, player: int = 0) -> None:
    game.state.players[player].pool.add_text(mana)
    game.state.changed()


def _walker(game: Game, name: str, owner: int, loyalty: int) -> int:
    """A planeswalker put onto the battlefield with `loyalty` counters (CR 306.5b)."""
    new = create_object(game.state, card_def(name), owner, "battlefield")
    new.counters["loyalty"] = loyalty
    game.state.changed()
    return new.id


# -- "If <condition>, it deals N damage instead." (CR 614.15) ------------------------------

@plays("Slaying Fire", "condition.instead", "condition.if_rider", "mana.spent_condition",
       "line.ability_word")
def test_614_15_adamant_it_deals_four_damage_instead():
    for mana, dealt in (("{R}{R}{R}", 4), ("{R}{R}{C}", 3)):
        game = board([], [], hands=(["Slaying Fire"], []))
        _pool(game, mana)
        cast(game, "Slaying Fire", BOB)
        resolve(game)
        assert life(game, 1) == 20 - dealt         # the spell is "it" (CR 601.2h adamant)


@plays("Frost Bite", "condition.instead", "condition.if_rider", "condition.control")
def test_614_15_frost_bite_deals_three_with_three_snow_permanents():
    for lands, dealt in ((["Snow-Covered Mountain"] * 3, 3), (["Mountain"] * 3, 2)):
        game = board(lands, ["Hill Giant"], hands=(["Frost Bite"], []))
        giant = obj(game, "Hill Giant")
        cast(game, "Frost Bite", giant)
        resolve(game)
        assert game.state.objects[giant].damage == dealt


# -- "the player or planeswalker it's attacking" (CR 506.2) ----------------------------------

@plays("Scorch Spitter", "player.attacked_player_or_planeswalker")
def test_506_2_scorch_spitter_damages_the_player_it_attacks():
    game = board(["Scorch Spitter"], [], step="declare attackers")
    spitter = obj(game, "Scorch Spitter")
    game.act(Action("attack", 0, choice=((spitter, BOB),)))
    resolve(game)
    assert life(game, 1) == 19                     # before combat damage


@plays("Scorch Spitter", "player.attacked_player_or_planeswalker")
def test_506_2_scorch_spitter_damages_the_planeswalker_it_attacks():
    game = board(["Scorch Spitter"], [], step="declare attackers")
    walker = _walker(game, "Jace Beleren", 1, 3)
    spitter = obj(game, "Scorch Spitter")
    game.act(Action("attack", 0, choice=((spitter, ("object", walker)),)))
    resolve(game)
    assert life(game, 1) == 20
    assert game.state.objects[walker].counters["loyalty"] == 2      # CR 120.3c


@plays("Rakdos Roustabout", "player.attacked_player_or_planeswalker")
def test_506_2_rakdos_roustabout_damages_the_player_when_blocked():
    game = board(["Rakdos Roustabout"], ["Grizzly Bears"], step="declare attackers")
    roustabout, bears = obj(game, "Rakdos Roustabout"), obj(game, "Grizzly Bears")
    game.act(Action("attack", 0, choice=((roustabout, BOB),)))
    resolve(game)
    assert life(game, 1) == 20
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=((bears, roustabout),)))
    resolve(game)
    assert life(game, 1) == 19
