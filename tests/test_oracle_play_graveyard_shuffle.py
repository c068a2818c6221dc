"""Target cards shuffled from a target player's graveyard into their library, played (CR
115.1, 601.2c, 701.20)."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import BOB, activate, cast, obj, plays, resolve

from tolaria import Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _yard(game: Game, owner: int, *names: str) -> list[int]:
    return [create_object(game.state, card_def(n), owner, "graveyard").id for n in names]


@plays("Krosan Reclamation", "library.shuffle_target_cards_in")
def test_115_1_krosan_reclamation_shuffles_two_cards_of_the_target_players_graveyard():
    game = board(["Forest", "Forest"], hands=(["Krosan Reclamation"], []))
    bears, bolt, giant = _yard(game, 1, "Grizzly Bears", "Lightning Bolt", "Hill Giant")
    before = len(game.state.players[1].library)
    cast(game, "Krosan Reclamation", BOB, bears, giant)
    resolve(game)
    bob = game.state.players[1]
    assert [game.state.objects[i].name for i in bob.graveyard] == ["Lightning Bolt"]
    assert len(bob.library) == before + 2                      # CR 701.20a
    assert bolt in bob.graveyard


def test_601_2c_the_cards_must_be_from_the_target_players_graveyard():
    game = board(["Forest", "Forest"], hands=(["Krosan Reclamation"], []))
    mine, = _yard(game, 0, "Grizzly Bears")
    _yard(game, 1, "Hill Giant")
    with pytest.raises(IllegalAction, match="115.1"):
        cast(game, "Krosan Reclamation", BOB, mine, None)


def test_701_20c_up_to_none_chosen_still_shuffles_that_library():
    game = board(["Forest", "Forest"], hands=(["Krosan Reclamation"], []))
    cast(game, "Krosan Reclamation", BOB, None, None)
    resolve(game)
    assert any(e.text == "Bob shuffles their library" and "701.20a" in e.rules
               for e in game.state.log)


@plays("Stream of Consciousness", "library.shuffle_target_cards_in")
def test_115_1_stream_of_consciousness_on_your_own_graveyard():
    game = board(["Island", "Island"], hands=(["Stream of Consciousness"], []))
    cards = _yard(game, 0, "Grizzly Bears", "Hill Giant", "Shock", "Opt")
    before = len(game.state.players[0].library)
    cast(game, "Stream of Consciousness", ("player", 0), *cards)
    resolve(game)
    alice = game.state.players[0]
    assert [game.state.objects[i].name for i in alice.graveyard] == ["Stream of Consciousness"]
    assert len(alice.library) == before + 4


@plays("Wand of Vertebrae", "library.shuffle_target_cards_in")
def test_115_1_wand_of_vertebrae_shuffles_cards_from_your_graveyard_only():
    game = board(["Wand of Vertebrae", "Swamp", "Swamp"])
    mine = _yard(game, 0, "Grizzly Bears", "Hill Giant")
    theirs, = _yard(game, 1, "Shock")
    wand = obj(game, "Wand of Vertebrae")
    with pytest.raises(IllegalAction, match="115.1"):
        activate(game, wand, theirs, None, None, None, None, index=1)
    before = len(game.state.players[0].library)
    activate(game, wand, *mine, None, None, None, index=1)
    resolve(game)
    alice = game.state.players[0]
    assert [game.state.objects[i].name for i in alice.graveyard] == []
    assert len(alice.library) == before + 2
    assert [game.state.objects[i].name for i in game.state.players[1].graveyard] == ["Shock"]
