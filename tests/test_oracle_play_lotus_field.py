"""Play tests for the two cards that blocked the 2022 Pioneer Lotus Field deck
(benchmarks/decks/pioneer-lotus-field-2022.txt): Emergent Ultimatum's search for
monocolored cards with different names, exiled, one chosen by an opponent and shuffled
away, the others cast free as it resolves (CR 105.2a, 201.2b, 701.19, 608.2g, 118.9); and
Hidden Strings' cipher (CR 702.99a-c, 707.12)."""

from __future__ import annotations

from boards import add_mana, board
from test_oracle_play import BOB, cast, choose, grave, hand, life, plays, resolve

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object

ULTIMATUM = ("library.search_exile_opponent_chooses", "library.search_different_names")


def _library(game: Game, names: list[str], player: int = 0) -> list[int]:
    made = [create_object(game.state, card_def(n), player, "library").id for n in names]
    game.state.changed()
    return made


def _zone(game: Game, zone: str, player: int = 0) -> list[str]:
    state = game.state
    return [state.objects[i].name for i in state.players[player].zone(zone)]


def _ultimatum(library: list[str]) -> tuple[Game, list[int]]:
    """Alice casts Emergent Ultimatum (seven mana in her pool) over `library`'s cards."""
    game = board([], [], hands=(["Emergent Ultimatum"], []))
    found = _library(game, library)
    add_mana(game, "{B}{B}{G}{G}{G}{U}{U}")
    cast(game, "Emergent Ultimatum")
    resolve(game)
    return game, found


@plays("Emergent Ultimatum", *ULTIMATUM)
def test_105_2a_emergent_ultimatum_finds_only_monocolored_cards_with_different_names():
    """CR 105.2a, 201.2b, 701.19b: a colorless card (Ornithopter), a multicolored one
    (Lightning Helix) and a land (Wastes) can't be found; once Lightning Bolt is found, the
    second Lightning Bolt can't be; the search may stop short ("up to three")."""
    game, ids = _ultimatum(["Ornithopter", "Lightning Helix", "Lightning Bolt",
                            "Lightning Bolt", "Divination"])
    ornithopter, helix, bolt, bolt2, divination = ids
    d = game.decision
    assert d.kind == "choose" and d.player == 0
    assert set(d.options) == {bolt, bolt2, divination, "nothing"}
    choose(game, bolt)
    assert set(game.decision.options) == {divination, "nothing"}          # CR 201.2b
    choose(game, divination)                    # nothing else qualifies: the search ends
    assert game.decision.player == 1                        # and the opponent chooses
    assert _zone(game, "exile") == ["Lightning Bolt", "Divination"]        # exiled, public


@plays("Emergent Ultimatum", *ULTIMATUM)
def test_608_2g_emergent_ultimatum_opponent_chooses_one_the_others_are_cast_free():
    """CR 608.2d, 701.20a, 608.2g, 118.9: the three cards are exiled; Bob (the opponent)
    chooses Divination, which is shuffled into Alice's library; Alice casts Lightning Bolt
    and Healing Salve in the order she chooses, without paying, and they resolve after the
    Ultimatum, which is exiled."""
    game, (bolt, divination, salve) = _ultimatum(["Lightning Bolt", "Divination",
                                                  "Healing Salve"])
    for oid in (bolt, divination, salve):
        choose(game, oid)
    assert game.state.players[0].pool.total() == 0                  # the Ultimatum was paid
    exiled = game.state.players[0].exile
    assert _zone(game, "exile") == ["Lightning Bolt", "Divination", "Healing Salve"]
    d = game.decision
    assert d.kind == "choose" and d.player == 1                        # the opponent's choice
    choice = next(o for o in exiled if game.state.objects[o].name == "Divination")
    choose(game, choice)
    assert "Divination" in _zone(game, "library")
    assert _zone(game, "exile") == ["Lightning Bolt", "Healing Salve"]
    d = game.decision
    assert d.kind == "choose" and d.player == 0 and "nothing" in d.options
    bolt_now = next(o for o in d.options if o != "nothing"
                    and game.state.objects[o].name == "Lightning Bolt")
    choose(game, bolt_now)
    d = game.decision
    assert d.kind == "cast" and d.subject == bolt_now
    game.act(next(a for a in game.legal_actions() if a.kind == "cast"
                  and a.targets == (BOB,)))
    d = game.decision                                  # the last one: offered directly
    assert d.kind == "cast" and game.state.objects[d.subject].name == "Healing Salve"
    game.act(next(a for a in game.legal_actions() if a.kind == "cast"
                  and a.targets == (("player", 0),)))
    assert "Emergent Ultimatum" in _zone(game, "exile")                  # exiled itself
    assert [game.state.objects[o].name for o in game.state.stack] == [
        "Lightning Bolt", "Healing Salve"]
    resolve(game)
    assert life(game, 1) == 17 and life(game, 0) == 23
    assert set(grave(game)) == {"Lightning Bolt", "Healing Salve"}


@plays("Emergent Ultimatum", *ULTIMATUM)
def test_608_2g_emergent_ultimatum_casting_is_optional_and_a_land_stays_exiled():
    """CR 608.2g, 305.9: Alice declines to cast Lightning Bolt; Dryad Arbor (a green land
    creature) can't be cast; both stay in exile. With one card found, the opponent must
    choose that one."""
    game, (bolt, arbor, salve) = _ultimatum(["Lightning Bolt", "Dryad Arbor",
                                             "Healing Salve"])
    for oid in (bolt, arbor, salve):
        choose(game, oid)
    salve_now = next(o for o in game.state.players[0].exile
                     if game.state.objects[o].name == "Healing Salve")
    choose(game, salve_now)                                       # Bob's choice
    d = game.decision
    assert d.kind == "cast" and game.state.objects[d.subject].name == "Lightning Bolt"
    choose(game, "no")
    assert not game.state.stack
    assert set(_zone(game, "exile")) == {"Lightning Bolt", "Dryad Arbor", "Emergent Ultimatum"}
    assert life(game, 1) == 20

    game, (bolt,) = _ultimatum(["Lightning Bolt"])
    choose(game, bolt)                                  # nothing else to find: it stops
    assert "Lightning Bolt" in _zone(game, "library")         # the only one: shuffled in
    assert not game.state.stack and game.decision.kind == "priority"
