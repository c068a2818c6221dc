"""Activated abilities compiled from Oracle text, played (twelfth file): grandeur's "Discard
another card named <this card>" cost (CR 201.2, 701.8a, 602.2)."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import in_hand, names, obj, plays, resolve

from tolaria import Game, IllegalAction
from tolaria.rules.layers import characteristics


def _activations(game: Game, name: str) -> set[str]:
    source = obj(game, name)
    return {game.notation(a) for a in game.legal_actions()
            if a.kind == "activate" and a.object == source}


def _graveyard(game: Game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].graveyard]


# -- Grandeur: "Discard another card named <this card>" (CR 201.2, 701.8a) ------------------

@plays("Tarox Bladewing", "cost.discard_another_named")
def test_701_8a_tarox_bladewing_discards_a_second_copy_from_the_hand():
    """CR 701.8a, 201.2, 602.2: "Grandeur — Discard another card named Tarox Bladewing:
    Tarox Bladewing gets +X/+X until end of turn, where X is its power." Only a card of
    that name in the hand pays: Shock can't; the copy is discarded and the 4/3 becomes
    8/7."""
    game = board(["Tarox Bladewing"], [], hands=(["Tarox Bladewing", "Shock"], []))
    tarox = obj(game, "Tarox Bladewing")
    assert _activations(game, "Tarox Bladewing") == {
        "activate Tarox Bladewing discarding Tarox Bladewing"}
    with pytest.raises(IllegalAction):
        game.act("activate Tarox Bladewing discarding Shock")
    game.act("activate Tarox Bladewing discarding Tarox Bladewing")
    assert _graveyard(game) == ["Tarox Bladewing"]
    resolve(game)
    chars = characteristics(game.state, game.state.objects[tarox])
    assert (chars.power, chars.toughness) == (8, 7)


@plays("Baru, Fist of Krosa", "cost.discard_another_named")
def test_201_2_baru_needs_a_card_of_its_name_in_the_hand():
    """CR 201.2, 602.2, 118.3: "Grandeur — Discard another card named Baru, Fist of Krosa:
    Create an X/X green Wurm creature token, where X is the number of lands you control."
    With no other Baru in hand (Grizzly Bears only) it can't be activated; with one it
    makes a 3/3 Wurm for three lands."""
    game = board(["Baru, Fist of Krosa", "Forest", "Forest", "Forest"], [],
                 hands=(["Grizzly Bears"], []))
    assert _activations(game, "Baru, Fist of Krosa") == set()
    game = board(["Baru, Fist of Krosa", "Forest", "Forest", "Forest"], [],
                 hands=(["Baru, Fist of Krosa", "Grizzly Bears"], []))
    game.act("activate Baru, Fist of Krosa discarding Baru, Fist of Krosa")
    resolve(game)
    wurm = obj(game, "Wurm")
    chars = characteristics(game.state, game.state.objects[wurm])
    assert (chars.power, chars.toughness) == (3, 3)
    assert "Grizzly Bears" in [game.state.objects[i].name for i in game.state.players[0].hand]
    assert in_hand(game, "Grizzly Bears") and "Wurm" in names(game)
