"""Library instructions, second wave (area "library"): the top X cards of a library, where X
is a quantity counted as the instruction resolves."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import BOB, activate, cast, choose, choose_targets, plays, resolve

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _on_top(game: Game, player: int, *names: str) -> list[int]:
    """New cards on top of a library (the last named on top); their ids."""
    return [create_object(game.state, card_def(n), player, "library").id for n in names]


def _hand(game: Game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].hand]


@plays("Machinate", "library.top_x", "quantity.where_x", "effect.look_at_top")
def test_608_2h_machinate_looks_at_as_many_cards_as_artifacts_you_control():
    game = board(["Island"] * 3 + ["Ornithopter"] * 2, ["Ornithopter"],
                 hands=(["Machinate"], []))
    under, shock, opt = _on_top(game, 0, "Plains", "Shock", "Opt")        # Opt on top
    cast(game, "Machinate")
    resolve(game)
    assert set(game.decision.options) == {shock, opt}      # X = 2: Bob's artifact not counted
    choose(game, shock)
    assert _hand(game) == ["Shock"]
    library = game.state.players[0].library
    assert library[-1] == under and library[0] == opt       # the other one on the bottom
    assert (under, 0) not in game.state.looked


@plays("Pillage the Bog", "library.top_x", "effect.look_at_top")
def test_608_2h_pillage_the_bog_x_is_twice_the_lands_counted_on_resolution():
    game = board(["Swamp", "Forest"], [], hands=(["Pillage the Bog"], []))
    fifth, *four = _on_top(game, 0, "Plains", "Shock", "Opt", "Island", "Ornithopter")
    cast(game, "Pillage the Bog")
    resolve(game)
    assert set(game.decision.options) == set(four)         # X = 2 * 2 lands
    choose(game, four[0])
    assert _hand(game) == ["Shock"]
    library = game.state.players[0].library
    assert library[-1] == fifth and set(library[:3]) == set(four[1:])


@plays("Information Dealer", "library.top_x", "library.look_back")
def test_401_4_information_dealer_orders_as_many_cards_as_wizards():
    game = board(["Information Dealer", "Information Dealer"], [])
    third, second, top = _on_top(game, 0, "Plains", "Shock", "Opt")
    activate(game, ids(game, "Information Dealer")[0])
    resolve(game)
    assert set(game.decision.options) == {second, top}     # X = 2 Wizards
    choose(game, second)                                    # Shock becomes the top card
    library = game.state.players[0].library
    assert library[-3:] == [third, top, second]


@plays("Jessica Jones, Private Eye", "library.top_x", "library.impulse")
def test_601_3_jessica_jones_exiles_as_many_cards_as_her_power_to_play_this_turn():
    game = board(["Jessica Jones, Private Eye"], [])
    kept, land, shock = _on_top(game, 0, "Opt", "Mountain", "Shock")
    activate(game, ids(game, "Jessica Jones, Private Eye")[0])
    resolve(game)
    exile = game.state.players[0].exile
    assert sorted(game.state.objects[i].name for i in exile) == ["Mountain", "Shock"]
    assert game.state.players[0].library[-1] == kept        # power 2: two cards
    mountain = next(i for i in exile if game.state.objects[i].name == "Mountain")
    game.act(Action("play", 0, mountain))                   # may play them this turn
    assert len(ids(game, "Mountain")) == 1


@plays("Balustrade Spy", "library.mill_until")
def test_701_16a_balustrade_spy_target_player_mills_until_a_land_the_land_too():
    game = board(["Swamp"] * 4, [], hands=(["Balustrade Spy"], []))
    kept, *_ = _on_top(game, 1, "Opt", "Forest", "Shock", "Ornithopter")
    cast(game, "Balustrade Spy")
    resolve(game)
    choose_targets(game, BOB)
    resolve(game)
    graveyard = [game.state.objects[i].name for i in game.state.players[1].graveyard]
    assert sorted(graveyard) == ["Forest", "Ornithopter", "Shock"]
    assert game.state.players[1].library[-1] == kept
    assert not game.state.players[0].graveyard


@plays("Destroy the Evidence", "library.mill_until")
def test_608_2h_destroy_the_evidence_the_destroyed_lands_controller_mills_until_a_land():
    game = board(["Swamp"] * 5, ["Plains"], hands=(["Destroy the Evidence"], []))
    kept, *_ = _on_top(game, 1, "Opt", "Island", "Shock")
    mine, = _on_top(game, 0, "Forest")
    cast(game, "Destroy the Evidence", ids(game, "Plains")[0])
    resolve(game)
    graveyard = [game.state.objects[i].name for i in game.state.players[1].graveyard]
    assert sorted(graveyard) == ["Island", "Plains", "Shock"]
    assert game.state.players[1].library[-1] == kept
    assert game.state.players[0].library[-1] == mine


@plays("Muzzio, Visionary Architect", "library.top_x", "library.reveal_top")
def test_608_2h_muzzio_looks_at_as_many_cards_as_the_greatest_artifact_mana_value():
    game = board(["Muzzio, Visionary Architect", "Millstone"] + ["Island"] * 4, [])
    under, shock, thopter = _on_top(game, 0, "Plains", "Shock", "Ornithopter")
    activate(game, ids(game, "Muzzio, Visionary Architect")[0])
    resolve(game)
    assert set(game.decision.options) == {thopter, "nothing"}    # X = 2 (Millstone)
    choose(game, thopter)
    assert len(ids(game, "Ornithopter")) == 1
    library = game.state.players[0].library
    assert library[-1] == under and library[0] == shock


@plays("Polymorph", "library.polymorph")
def test_701_16a_polymorph_the_destroyed_creatures_controller_reveals_until_a_creature():
    game = board(["Island"] * 4, ["Grizzly Bears"], hands=(["Polymorph"], []))
    _on_top(game, 1, "Hill Giant", "Shock")                  # Shock on top
    mine, = _on_top(game, 0, "Ornithopter")
    cast(game, "Polymorph", ids(game, "Grizzly Bears")[0])
    resolve(game)
    giant, = ids(game, "Hill Giant")
    assert game.state.objects[giant].controller == 1 and not ids(game, "Grizzly Bears")
    library = [game.state.objects[i].name for i in game.state.players[1].library]
    assert "Shock" in library and "Hill Giant" not in library
    assert any("Bob shuffles" in e.text for e in game.log)
    assert game.state.players[0].library[-1] == mine


@plays("Mind Funeral", "library.mill_until")
def test_701_16a_mind_funeral_mills_until_four_land_cards_are_revealed():
    game = board(["Island", "Swamp"] * 2, [], hands=(["Mind Funeral"], []))
    kept, *milled = _on_top(game, 1, "Opt", "Forest", "Shock", "Plains", "Island", "Opt",
                            "Swamp")
    cast(game, "Mind Funeral", BOB)
    resolve(game)
    graveyard = sorted(game.state.objects[i].name for i in game.state.players[1].graveyard)
    assert graveyard == ["Forest", "Island", "Opt", "Plains", "Shock", "Swamp"]
    assert game.state.players[1].library[-1] == kept
