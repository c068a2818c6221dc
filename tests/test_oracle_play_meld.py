"""Meld (CR 701.37, 712.4): meld cards played in games."""

from __future__ import annotations

from dataclasses import replace

from boards import board, ids
from test_oracle_play import chars, grave, move_on, plays, to_step

from tolaria import Game
from tolaria.cards.registry import card_def
from tolaria.rules import zones


def _exiled(game: Game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].exile]


def _to_combat(game: Game) -> None:
    """Alice's beginning of combat: Graf Rats' trigger put on the stack and resolved."""
    to_step(game, "beginning of combat")
    while game.state.stack:
        move_on(game)


@plays("Graf Rats", "card.meld", "condition.meld_pair", "effect.meld", "trigger.if")
@plays("Midnight Scavengers", "card.meld")
def test_701_37a_712_8g_graf_rats_melds_with_midnight_scavengers_into_chittering_host():
    game = board(["Graf Rats", "Midnight Scavengers"])
    _to_combat(game)
    (host,) = ids(game, "Chittering Host")
    assert game.state.battlefield == [host] and _exiled(game) == []     # one object (712.4a)
    seen = chars(game, host)
    assert (seen.power, seen.toughness) == (5, 6)                       # CR 712.8g
    assert {"haste", "menace"} <= seen.keywords
    assert seen.mana_value == 7                           # {1}{B} + {4}{B} (CR 202.3c)
    assert "Graf Rats and Midnight Scavengers meld into Chittering Host" in [
        e.text for e in game.log]


def test_701_37c_nothing_melds_without_the_other_card():
    game = board(["Graf Rats", "Grizzly Bears"])
    _to_combat(game)
    assert "Graf Rats" in [game.state.objects[i].name for i in game.state.battlefield]
    assert _exiled(game) == []                   # the condition isn't met (CR 603.4)


def test_712_4a_a_partner_alice_doesnt_own_isnt_melded():
    game = board(["Graf Rats"], ["Midnight Scavengers"])
    scavengers = game.state.objects[ids(game, "Midnight Scavengers")[0]]
    scavengers.controller = 0                    # Alice controls it; Bob owns it
    _to_combat(game)
    assert ids(game, "Chittering Host") == [] and _exiled(game) == []
    assert ids(game, "Graf Rats") and ids(game, "Midnight Scavengers")


def test_701_37c_a_token_copy_of_graf_rats_is_exiled_and_nothing_melds():
    """The CR's example: Midnight Scavengers and a token that's a copy of Graf Rats are
    exiled but can't be melded; Midnight Scavengers stays exiled, the token ceases to
    exist (CR 701.37b-c, 704.5d)."""
    token = replace(card_def("Graf Rats"), token=True)
    game = board([token, "Midnight Scavengers"])
    _to_combat(game)
    assert game.state.battlefield == []
    assert _exiled(game) == ["Midnight Scavengers"]
    log = [(e.text, e.rules) for e in game.log]
    assert ("Graf Rats and Midnight Scavengers can't be melded into Chittering Host: they "
            "stay where they are", ("701.37c",)) in log


def test_701_37c_cards_of_no_meld_pair_stay_in_exile():
    from tolaria.rules import faces
    game = board(["Graf Rats", "Grizzly Bears"])
    state = game.state
    cards = [zones.move(state, state.objects[i], "exile") for i in list(state.battlefield)]
    assert faces.meld(state, cards, "Chittering Host", 0) is None
    assert sorted(_exiled(game)) == ["Graf Rats", "Grizzly Bears"] and not state.battlefield


def test_712_21_a_melded_permanent_that_dies_is_two_cards_in_the_graveyard():
    game = board(["Graf Rats", "Midnight Scavengers"])
    _to_combat(game)
    (host,) = ids(game, "Chittering Host")
    zones.move(game.state, game.state.objects[host], "graveyard")
    assert sorted(grave(game)) == ["Graf Rats", "Midnight Scavengers"]
    assert not game.state.battlefield
