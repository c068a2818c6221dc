"""Cards of published decks (benchmarks/decks), played: comparisons with an opponent
(CR 608.2c), "that spell's controller" after a counter (CR 608.2h), and the other
constructs these decks needed."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import (
    ALICE,
    BOB,
    cast,
    chars,
    choose,
    grave,
    life,
    names,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


@plays("Timely Reinforcements", "condition.opponent", "condition.if_rider")
def test_608_2c_timely_reinforcements_compares_with_an_opponent():
    game = board(["Plains"] * 3, ["Grizzly Bears"], hands=(["Timely Reinforcements"], []))
    game.state.players[0].life = 10
    cast(game, "Timely Reinforcements")
    resolve(game)
    assert life(game, 0) == 16 and names(game).count("Soldier") == 3
    game = board(["Plains"] * 3 + ["Grizzly Bears"], ["Grizzly Bears"],
                 hands=(["Timely Reinforcements"], []))
    game.state.players[1].life = 10
    cast(game, "Timely Reinforcements")
    resolve(game)
    assert life(game, 0) == 20 and names(game).count("Soldier") == 0


@plays("Ionize", "player.target_spell_controller", "effect.counter")
def test_608_2h_ionize_damages_the_countered_spells_controller():
    game = board(["Forest"] * 2, ["Island", "Mountain", "Mountain"],
                 hands=(["Grizzly Bears"], ["Ionize"]))
    cast(game, "Grizzly Bears")
    bears = game.state.stack[-1]
    game.act(Action("pass", 0))
    cast(game, "Ionize", bears, player=1)
    resolve(game)
    assert "Grizzly Bears" in grave(game, 0)
    assert life(game, 0) == 18 and life(game, 1) == 20


@plays("Domestication", "condition.attached_power", "trigger.if")
def test_603_4_domestication_is_sacrificed_if_enchanted_creatures_power_is_4():
    for pump, kept in ((False, True), (True, False)):
        game = board(["Island"] * 4 + ["Forest"], ["Grizzly Bears"],
                     hands=(["Domestication", "Giant Growth"], []))
        bears = obj(game, "Grizzly Bears")
        cast(game, "Domestication", bears)
        resolve(game)
        assert chars(game, bears).controller == 0
        if pump:
            cast(game, "Giant Growth", bears)
            resolve(game)
        to_step(game, "end")
        resolve(game)
        assert ("Domestication" in names(game)) is kept
        assert chars(game, bears).controller == (0 if kept else 1)


@plays("Settle the Wreckage", "quantity.exiled_all_that_many", "library.search_other")
def test_608_2c_settle_the_wreckage_searches_for_that_many_basic_lands():
    game = board(["Grizzly Bears", "Grizzly Bears", "Hill Giant"], ["Plains"] * 4,
                 hands=([], ["Settle the Wreckage"]), step="declare attackers")
    bears = ids(game, "Grizzly Bears")
    game.act(Action("attack", 0, choice=tuple((b, BOB) for b in bears)))
    game.act(Action("pass", 0))
    cast(game, "Settle the Wreckage", ALICE, player=1)
    resolve(game)
    assert game.decision.player == 0
    choose(game, "search")
    first = game.decision.options[0]
    choose(game, first)
    choose(game, next(o for o in game.decision.options if o != first))
    wastes = ids(game, "Wastes")
    assert len(wastes) == 2 and all(game.state.objects[w].tapped for w in wastes)
    assert not ids(game, "Grizzly Bears") and ids(game, "Hill Giant")
    assert [game.state.objects[o].name for o in game.state.players[0].exile] == \
        ["Grizzly Bears"] * 2


def _graveyard(game: Game, names: list[str], player: int = 0) -> None:
    for name in names:
        create_object(game.state, card_def(name), player, "graveyard")
    game.state.changed()


@plays("Search for Azcanta // Azcanta, the Sunken Ruin", "condition.if_may",
       "condition.graveyard", "effect.transform", "effect.surveil")
def test_701_28a_search_for_azcanta_may_transform_with_seven_cards_in_graveyard():
    for mill, answer in ((False, None), (True, "no"), (True, "yes")):
        game = board(["Search for Azcanta // Azcanta, the Sunken Ruin"], [], step="upkeep")
        _graveyard(game, ["Shock"] * 6)
        resolve(game)
        top = game.state.players[0].library[-1]
        choose(game, top if mill else "done")            # surveil 1 (CR 701.25a)
        if answer is not None:
            assert game.decision.kind == "yes_no"       # seven cards: may (CR 608.2d)
            choose(game, answer)
        assert not game.state.stack
        search = game.state.objects[game.state.battlefield[0]]
        assert chars(game, search.id).name == (
            "Azcanta, the Sunken Ruin" if answer == "yes" else "Search for Azcanta")
    assert "Land" in chars(game, search.id).types                  # the back face (CR 712.8e)
    game.act(Action("activate", 0, search.id, ability=0))
    assert game.state.players[0].pool.total() == 1


@plays("Discovery // Dispersal", "effect.greatest_mana_value", "effect.player_returns")
def test_709_3_dispersal_returns_a_tied_permanent_with_the_greatest_mana_value():
    game = board(["Island"] * 3 + ["Swamp"] * 2, ["Hill Giant", "Hill Giant", "Grizzly Bears"],
                 hands=(["Discovery // Dispersal"], ["Shock"]))
    game.act(game.parse("cast Dispersal", 0))                          # a half (CR 709.3)
    resolve(game)
    giants = ids(game, "Hill Giant")
    assert game.decision.player == 1 and set(game.decision.options) == set(giants)
    choose(game, giants[1])                                # tied ones: Bob's choice
    assert ids(game, "Hill Giant") == giants[:1] and ids(game, "Grizzly Bears")
    assert game.decision.player == 1                       # then discards (CR 701.8a)
    choose(game, next(o for o in game.decision.options
                      if game.state.objects[o].name == "Shock"))
    assert [game.state.objects[o].name for o in game.state.players[1].hand] == ["Hill Giant"] \
        and grave(game, 1) == ["Shock"]


def test_202_3_dispersal_a_land_with_the_greatest_mana_value_leaves_none_to_return():
    from tolaria.rules import faces
    game = board(["Island"] * 3 + ["Swamp"] * 2,
                 ["Search for Azcanta // Azcanta, the Sunken Ruin", "Llanowar Elves"],
                 hands=(["Discovery // Dispersal"], []))
    faces.transform(game.state, game.state.objects[game.state.battlefield[5]])
    assert chars(game, game.state.battlefield[5]).mana_value == 2      # CR 712.8e
    game.act(game.parse("cast Dispersal", 0))
    resolve(game)
    assert ids(game, "Llanowar Elves") and not game.state.players[1].hand


@plays("Soul Shatter", "effect.greatest_mana_value", "mass.joined_types")
def test_701_17a_soul_shatter_sacrifices_the_greatest_mana_value():
    game = board(["Swamp"] * 3, ["Hill Giant", "Grizzly Bears"], hands=(["Soul Shatter"], []))
    cast(game, "Soul Shatter")
    resolve(game)
    assert not ids(game, "Hill Giant") and ids(game, "Grizzly Bears")


@plays("Aetherworks Marvel", "trigger.to_graveyard")
def test_603_10a_aetherworks_marvel_energy_as_a_permanent_you_control_is_put_into_a_graveyard():
    game = board(["Aetherworks Marvel", "Llanowar Elves"] + ["Mountain"] * 4, ["Grizzly Bears"],
                 hands=(["Shock", "Shock", "Shatter"], []))
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    assert not ids(game, "Grizzly Bears") and game.state.players[0].energy == 0  # not yours
    cast(game, "Shock", obj(game, "Llanowar Elves"))
    resolve(game)
    resolve(game)
    assert game.state.players[0].energy == 1                                     # CR 107.14
    cast(game, "Shatter", obj(game, "Aetherworks Marvel"))
    resolve(game)
    resolve(game)                                  # itself, looking back (CR 603.10a)
    assert game.state.players[0].energy == 2


@plays("Aetherworks Marvel", "library.look_cast_free")
def test_608_2g_aetherworks_marvel_casts_a_spell_from_the_top_six_for_free():
    game = board(["Aetherworks Marvel"], [], hands=([], []))
    for name in ("Grizzly Bears", "Shock", "Forest"):
        create_object(game.state, card_def(name), 0, "library")
    library = game.state.players[0].library
    top = library[-6:]
    bears = ids_in(game, top, "Grizzly Bears")
    game.state.players[0].energy = 6
    game.act(Action("activate", 0, obj(game, "Aetherworks Marvel"), ability=0))
    assert game.state.players[0].energy == 0
    resolve(game)
    assert bears in game.decision.options and "nothing" in game.decision.options
    assert ids_in(game, top, "Forest") not in game.decision.options        # CR 305.9
    choose(game, bears)
    assert game.decision.kind == "cast"
    game.act(next(a for a in game.legal_actions() if a.kind == "cast"))   # at instant speed
    assert sorted(library[:5]) == sorted(o for o in top if o != bears)    # bottom (401.4)
    assert len(library) == 12
    resolve(game)
    assert ids(game, "Grizzly Bears") and not game.state.players[0].pool.total()


def ids_in(game: Game, oids: list[int], name: str) -> int:
    return next(o for o in oids if game.state.objects[o].name == name)


def test_401_4_aetherworks_marvel_casting_nothing_puts_all_six_on_the_bottom():
    game = board(["Aetherworks Marvel"], [], hands=([], []))
    create_object(game.state, card_def("Grizzly Bears"), 0, "library")
    library = game.state.players[0].library
    top, under = library[-6:], library[:-6]
    game.state.players[0].energy = 7
    game.act(Action("activate", 0, obj(game, "Aetherworks Marvel"), ability=0))
    resolve(game)
    choose(game, "nothing")
    assert not game.state.stack and game.state.players[0].energy == 1
    assert sorted(library[:6]) == sorted(top) and library[6:] == under
