"""Play tests for Leonin Arbiter (the Legacy Death and Taxes deck of 2017, issue 17):
"Players can't search libraries. Any player may pay {2} for that player to ignore this
effect until end of turn." (CR 701.19, 101.2), paying being a special action (CR 116.2d,
117.3c), and Mindlock Orb's "Players can't search libraries." with no price."""

import pytest
from boards import add_mana, board, ids
from test_oracle_play import activate, cast, choose, grave, plays, resolve, to_step

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object

ARBITER = "static.cant_search_libraries"


def _library(game, player: int, *cards: str) -> None:  # noqa: ANN001
    for name in cards:
        create_object(game.state, card_def(name), player, "library")


def _names_in_library(game, player: int) -> list[str]:  # noqa: ANN001
    state = game.state
    return [state.objects[o].name for o in state.players[player].library]


def _ignore(game, player: int = 0) -> Action:  # noqa: ANN001
    return next(a for a in game.legal_actions() if a.kind == "ignore" and a.player == player)


def _shuffles(game, who: str) -> int:  # noqa: ANN001
    return sum(1 for e in game.state.log if e.text == f"{who} shuffles their library")


@plays("Leonin Arbiter", ARBITER)
def test_701_19_a_search_under_leonin_arbiter_finds_nothing_but_the_library_is_shuffled():
    """CR 701.19, 101.2 (Leonin Arbiter's rulings): Alice cracks Flooded Strand under Bob's
    Arbiter: she pays the costs, finds nothing (no choice is offered), and still shuffles."""
    game = board(["Flooded Strand"], ["Leonin Arbiter"])
    _library(game, 0, "Island")
    activate(game, ids(game, "Flooded Strand")[0])
    resolve(game)
    assert "Island" in _names_in_library(game, 0)
    assert game.state.players[0].life == 19 and grave(game) == ["Flooded Strand"]
    assert any("Alice can't search libraries: Leonin Arbiter" in e.text
               for e in game.state.log)
    assert _shuffles(game, "Alice") == 1


@plays("Leonin Arbiter", ARBITER)
def test_116_2d_paying_two_lets_that_player_search_this_turn():
    """CR 116.2d, 117.3c: paying {2} is a special action: no stack, and Alice keeps
    priority; then her fetch land finds the Island."""
    game = board(["Flooded Strand", "Plains", "Plains"], ["Leonin Arbiter"])
    _library(game, 0, "Island")
    add_mana(game, "{W}{W}")
    action = _ignore(game)
    assert game.notation(action) == "ignore Leonin Arbiter"
    assert game.parse("ignore Leonin Arbiter") == action
    game.act(action)
    assert not game.state.stack and game.decision.player == 0
    assert game.state.players[0].pool.total() == 0
    assert not [a for a in game.legal_actions() if a.kind == "ignore"]   # once is enough
    activate(game, ids(game, "Flooded Strand")[0])
    resolve(game)
    island = next(o for o in game.state.players[0].library
                  if game.state.objects[o].name == "Island")
    choose(game, island)
    assert "Island" in [game.state.objects[o].name for o in game.state.battlefield]


@plays("Leonin Arbiter", ARBITER)
def test_116_2d_only_the_player_who_paid_ignores_the_effect():
    """CR 116.2d (Leonin Arbiter's rulings): Alice pays, then exiles Bob's Arbiter-less
    creature with Path to Exile: Bob, who hasn't paid, can't choose to search (a "may
    search"), so he doesn't shuffle either."""
    game = board(["Plains", "Plains"], ["Leonin Arbiter", "Grizzly Bears"],
                 hands=(["Path to Exile"], []))
    _library(game, 1, "Forest")
    add_mana(game, "{W}{W}{W}")
    game.act(_ignore(game))
    cast(game, "Path to Exile", ids(game, "Grizzly Bears")[0])
    resolve(game)
    assert game.decision.kind == "priority"             # Bob was asked nothing
    assert "Forest" in _names_in_library(game, 1)
    assert _shuffles(game, "Bob") == 0
    assert any("Bob can't search libraries" in e.text for e in game.state.log)


@plays("Leonin Arbiter", ARBITER)
def test_514_2_the_payment_lasts_until_end_of_turn():
    """CR 116.2d, 514.2: the payment ends with the turn's other "until end of turn"
    effects; on Bob's turn Alice must pay again to search."""
    game = board(["Plains", "Plains"], ["Leonin Arbiter"])
    add_mana(game, "{W}{W}")
    game.act(_ignore(game))
    assert not [a for a in game.legal_actions() if a.kind == "ignore"]
    to_step(game, "upkeep")
    assert game.state.active == 1
    game.act(Action("pass", game.decision.player))             # Bob passes to Alice
    add_mana(game, "{W}{W}")
    assert _ignore(game).player == 0                            # offered again


@plays("Leonin Arbiter", ARBITER)
def test_116_2d_each_arbiter_is_paid_for_on_its_own():
    """CR 116.2d (Leonin Arbiter's rulings): with two Arbiters, Alice must pay for each
    before she may search; after one payment her typecycling still finds nothing."""
    game = board(["Plains", "Plains", "Plains", "Plains"],
                 ["Leonin Arbiter", "Leonin Arbiter"], hands=(["Ash Barrens"], []))
    _library(game, 0, "Plains")
    add_mana(game, "{W}{W}{W}")
    first, second = ids(game, "Leonin Arbiter")
    assert {a.object for a in game.legal_actions() if a.kind == "ignore"} == {first, second}
    game.act(Action("ignore", 0, first))
    assert game.parse(f"ignore Leonin Arbiter#{second}").object == second
    cycle = next(a for a in game.legal_actions() if a.kind == "activate"
                 and game.state.objects[a.object].name == "Ash Barrens")
    game.act(cycle)
    resolve(game)
    assert "Plains" in _names_in_library(game, 0)
    assert any("Alice can't search libraries" in e.text for e in game.state.log)


@plays("Leonin Arbiter", ARBITER)
def test_116_2d_a_player_who_cant_pay_is_refused_and_nothing_changes():
    """CR 116.2d, 601.2h: without {2} the special action isn't offered, and taking it is
    refused with its reason, the game unchanged."""
    game = board(["Plains"], ["Leonin Arbiter"])
    arbiter = ids(game, "Leonin Arbiter")[0]
    assert not [a for a in game.legal_actions() if a.kind == "ignore"]
    before = game.to_json()
    with pytest.raises(IllegalAction, match="can't pay"):
        game.act(Action("ignore", 0, arbiter))
    with pytest.raises(IllegalAction, match="may be ignored"):
        game.act(Action("ignore", 0, ids(game, "Plains")[0]))
    assert game.to_json() == before


@plays("Mindlock Orb", ARBITER)
def test_701_19_mindlock_orb_has_no_price_and_stops_every_search():
    """CR 701.19, 101.2: Mindlock Orb's effect can't be ignored: no special action, and
    Alice's Evolving Wilds finds nothing (her library is still shuffled), the controller's
    own searches included."""
    game = board(["Evolving Wilds", "Mindlock Orb", "Plains", "Plains"], [])
    _library(game, 0, "Plains")
    add_mana(game, "{W}{W}")
    assert not [a for a in game.legal_actions() if a.kind == "ignore"]
    activate(game, ids(game, "Evolving Wilds")[0])
    resolve(game)
    assert "Plains" in _names_in_library(game, 0)
    assert _shuffles(game, "Alice") == 1
    assert grave(game) == ["Evolving Wilds"]


def _hand_card(game, player: int, name: str) -> None:  # noqa: ANN001
    create_object(game.state, card_def(name), player, "hand")


def _graveyard_card(game, player: int, name: str) -> None:  # noqa: ANN001
    create_object(game.state, card_def(name), player, "graveyard")


@plays("Leonin Arbiter", ARBITER)
def test_701_19_eradicate_searches_graveyard_and_hand_but_not_the_library():
    """CR 701.19, 101.2 (Leonin Arbiter's rulings: the parts that don't need a library
    search still work): Eradicate exiles Bob's Grizzly Bears and its namesakes in his
    graveyard and hand; the one in his library stays, and he still shuffles."""
    game = board(["Swamp"] * 4, ["Leonin Arbiter", "Grizzly Bears"],
                 hands=(["Eradicate"], ["Grizzly Bears"]))
    _graveyard_card(game, 1, "Grizzly Bears")
    _library(game, 1, "Grizzly Bears")
    cast(game, "Eradicate", ids(game, "Grizzly Bears")[0])
    resolve(game)
    library = game.state.players[1].library
    assert game.decision.kind == "choose"
    assert not set(game.decision.options) & set(library)      # the library isn't searched
    choose(game, next(o for o in game.decision.options if o != "done"))
    resolve(game)
    assert "Grizzly Bears" in _names_in_library(game, 1)
    exiled = [game.state.objects[o].name for o in game.state.players[1].exile]
    assert exiled.count("Grizzly Bears") == 3
    assert _shuffles(game, "Bob") == 1
    assert any("Alice can't search libraries" in e.text for e in game.state.log)


@plays("Leonin Arbiter", ARBITER)
def test_701_19_doomsday_under_arbiter_chooses_from_the_graveyard_alone():
    """CR 701.19, 101.2: Doomsday's search of the library can't be made, so Alice chooses
    among her graveyard's cards only; the rest of her library and graveyard is exiled,
    and her library is then the cards she chose."""
    game = board(["Swamp", "Swamp", "Swamp"], ["Leonin Arbiter"], hands=(["Doomsday"], []),
                 library=0)
    _library(game, 0, "Island", "Island", "Island")
    _graveyard_card(game, 0, "Shock")
    _graveyard_card(game, 0, "Opt")
    add_mana(game, "{B}{B}{B}")
    cast(game, "Doomsday")
    resolve(game)
    while game.decision.kind == "choose":
        choose(game, game.decision.options[0])
    assert sorted(_names_in_library(game, 0)) == ["Opt", "Shock"]
    exiled = [game.state.objects[o].name for o in game.state.players[0].exile]
    assert exiled.count("Island") == 3


@plays("Night Clubber", "keyword.blitz")
def test_116_2d_only_an_effect_with_a_price_to_ignore_it_offers_the_special_action():
    """CR 116.2d, 702.152a: Night Clubber's blitz cost is an alternative cost, not a price
    for ignoring an effect: with mana enough to pay it, no special action is offered."""
    game = board(["Night Clubber"] + ["Swamp"] * 6, [])
    assert not [a for a in game.legal_actions() if a.kind == "ignore"]
    with pytest.raises(IllegalAction, match="may be ignored"):
        game.act(Action("ignore", 0, ids(game, "Night Clubber")[0]))
