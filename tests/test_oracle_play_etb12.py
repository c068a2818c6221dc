"""Replacement effects played in real games (twelfth list): "If an opponent would mill one
or more cards, they mill twice that many cards / that many cards plus four instead." (CR
614.1a, 616.1, 701.13a)."""

from __future__ import annotations

from boards import board
from test_oracle_play import (
    ALICE,
    BOB,
    activate,
    cast,
    choose,
    grave,
    hand,
    move_on,
    obj,
    plays,
    resolve,
)

from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object

# -- the number of cards milled (CR 614.1a, 701.13a) -----------------------------------------


@plays("Bruvac the Grandiloquent", "static.mill_mod")
def test_614_1a_bruvac_doubles_what_an_opponent_mills():
    """Tome Scour makes Bob mill ten instead of five; Alice, Bruvac's controller, still
    mills five."""
    game = board(["Bruvac the Grandiloquent", "Island", "Island"], [],
                 hands=(["Tome Scour", "Tome Scour"], []), library=20)
    cast(game, "Tome Scour", BOB)
    resolve(game)
    assert len(game.state.players[1].graveyard) == 10
    assert len(game.state.players[1].library) == 10
    cast(game, "Tome Scour", ALICE)
    resolve(game)
    assert grave(game, 0).count("Wastes") == 5


@plays("The Water Crystal", "static.mill_mod")
def test_614_1a_water_crystal_adds_four_to_what_an_opponent_mills():
    """Each opponent mills cards equal to Alice's hand (two): Bob mills six."""
    game = board(["The Water Crystal"] + ["Island"] * 6, [],
                 hands=(["Opt", "Opt"], []), library=20)
    activate(game, obj(game, "The Water Crystal"))
    resolve(game)
    assert len(game.state.players[1].graveyard) == 6


def test_616_1_the_milling_player_orders_bruvac_and_the_water_crystal():
    """Both apply to Bob's mill of five: Bob chooses. Bruvac first: 5 x 2 + 4 = 14; the
    Crystal first: (5 + 4) x 2 = 18."""
    for first, milled in (("Bruvac the Grandiloquent", 14), ("The Water Crystal", 18)):
        game = board(["Bruvac the Grandiloquent", "The Water Crystal", "Island", "Island"],
                     [], hands=(["Tome Scour"], []), library=30)
        cast(game, "Tome Scour", BOB)
        resolve(game)
        decision = game.decision
        assert decision.kind == "replacement" and decision.player == 1
        assert obj(game, first) in decision.options
        choose(game, obj(game, first))
        resolve(game)
        assert len(game.state.players[1].graveyard) == milled


def test_702_52a_bruvac_doubles_what_an_opponent_mills_to_dredge():
    """Bob dredges Stinkweed Imp (dredge 5) instead of drawing in his draw step: he mills
    ten, and the Imp returns to his hand."""
    game = board(["Bruvac the Grandiloquent"], [], library=20)
    create_object(game.state, card_def("Stinkweed Imp"), 1, "graveyard")
    while not (game.decision.player == 1 and game.decision.kind == "replacement"):
        move_on(game)
    choose(game, "yes")
    assert hand(game, 1) == ["Stinkweed Imp"]
    assert grave(game, 1) == ["Wastes"] * 10 and len(game.state.players[1].library) == 10
