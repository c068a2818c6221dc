"""Optional instructions after looking at cards (issue 17, "You may ..." list): keeping one
of the cards looked at on top of the library (CR 401.4, 608.2d)."""

from __future__ import annotations

from boards import add_mana, board
from test_oracle_play import cast, choose, grave, plays, resolve

from tolaria import Game
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _library(game: Game, *names: str, player: int = 0) -> list[int]:
    """New cards on top of `player`'s library, the last named on top; their ids."""
    return [create_object(game.state, card_def(n), player, "library").id for n in names]


@plays("Gurmag Nightwatch", "library.look_keep_one_on_top")
def test_401_4_keep_one_of_the_top_three_on_top_the_rest_into_the_graveyard():
    """"Look at the top three cards of your library. You may put one of those cards back on
    top of your library. Put the rest into your graveyard.": Alice keeps Shock on top; the
    other two go to her graveyard (CR 401.4, 608.2d); the card under them stays."""
    game = board([], [], hands=(["Gurmag Nightwatch"], []))
    under, shock, giant, bears = _library(game, "Savannah Lions", "Shock", "Hill Giant",
                                          "Grizzly Bears")
    add_mana(game, "{B}{G}{U}{U}{U}{U}")
    cast(game, "Gurmag Nightwatch")
    resolve(game)
    assert set(game.decision.options) == {shock, giant, bears, "nothing"}
    choose(game, shock)
    resolve(game)
    library = game.state.players[0].library
    assert library[-1] == shock and library[-2] == under
    assert sorted(grave(game)) == ["Grizzly Bears", "Hill Giant"]


@plays("Sage of Days", "library.look_keep_one_on_top")
def test_608_2d_keeping_none_puts_all_three_into_the_graveyard():
    """The choice is optional (CR 608.2d): keeping none, all three cards looked at go to
    the graveyard; the fourth card is now on top."""
    game = board([], [], hands=(["Sage of Days"], []))
    under, *_ = _library(game, "Savannah Lions", "Shock", "Hill Giant", "Grizzly Bears")
    add_mana(game, "{2}{U}")
    cast(game, "Sage of Days")
    resolve(game)
    choose(game, "nothing")
    resolve(game)
    assert sorted(grave(game)) == ["Grizzly Bears", "Hill Giant", "Shock"]
    assert game.state.players[0].library[-1] == under


@plays("Voda Sea Scavenger", "library.look_keep_one_on_top")
def test_401_4_domain_x_cards_one_kept_the_rest_to_the_bottom():
    """"look at the top X cards ..., where X is the number of basic land types among lands
    you control. You may put one of those cards on top of your library. Put the rest on the
    bottom of your library in a random order.": two types, two cards; the one not kept goes
    to the very bottom (CR 401.4)."""
    game = board(["Plains", "Island"], [], hands=(["Voda Sea Scavenger"], []))
    under, shock, bears = _library(game, "Savannah Lions", "Shock", "Grizzly Bears")
    add_mana(game, "{2}{U}")
    cast(game, "Voda Sea Scavenger")
    resolve(game)
    assert set(game.decision.options) == {shock, bears, "nothing"}
    choose(game, shock)
    resolve(game)
    library = game.state.players[0].library
    assert library[-1] == shock and library[-2] == under and library[0] == bears
    assert not grave(game)
