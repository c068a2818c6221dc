"""Mana abilities that choose a colour as they resolve and add a counted amount of it, played
(CR 605.3a, 106.1)."""

from __future__ import annotations

from boards import board
from test_oracle_play import activate, cast, chars, choose, obj, plays, resolve

from tolaria import Game
from tolaria.rules.mana_abilities import options


def _options(game: Game, name: str, index: int) -> tuple[str, ...]:
    source = game.state.objects[obj(game, name)]
    return options(game.state, source, chars(game, source.id).activated[index])


@plays("Astral Cornucopia", "mana.chosen_color_counted")
def test_605_3a_astral_cornucopia_adds_one_mana_of_the_chosen_color_per_charge_counter():
    game = board(["Forest"] * 6, hands=(["Astral Cornucopia"], []))
    cast(game, "Astral Cornucopia", x=2)
    resolve(game)
    assert game.state.objects[obj(game, "Astral Cornucopia")].counters == {"charge": 2}
    assert _options(game, "Astral Cornucopia", 0) == ("WW", "UU", "BB", "RR", "GG")
    activate(game, obj(game, "Astral Cornucopia"), choice=(2,))
    assert str(game.state.players[0].pool) == "{B}{B}" and not game.state.stack


def test_605_3a_astral_cornucopia_without_counters_adds_nothing():
    game = board(["Astral Cornucopia"])
    assert _options(game, "Astral Cornucopia", 0) == ()


@plays("Three Tree City", "mana.chosen_color_counted", "static.choose_type")
def test_605_3a_three_tree_city_counts_creatures_of_its_chosen_type():
    game = board(["Forest", "Forest", "Llanowar Elves", "Elvish Mystic", "Grizzly Bears"],
                 hands=(["Three Tree City"], []))
    game.act("play Three Tree City")
    choose(game, "Elf")
    assert _options(game, "Three Tree City", 1) == ("WW", "UU", "BB", "RR", "GG")
    activate(game, obj(game, "Three Tree City"), index=1, choice=(4,))
    assert str(game.state.players[0].pool) == "{G}{G}"
