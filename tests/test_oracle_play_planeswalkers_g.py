"""Planeswalker lines played (seventh list): X damage divided among any number of targets
by a [−X] loyalty ability, X announced before the division (CR 107.3, 601.2b-d, 606.6)."""

from __future__ import annotations

import pytest
from boards import ids
from test_oracle_play import chars, plays, resolve
from test_oracle_play_planeswalkers import _walker

from tolaria.data.actions import IllegalAction

_HUATLI = "Huatli, Warrior Poet"
_SLOTS = 30                      # "any number of target creatures": one slot per target


def _huatli_minus(x: int, *parts: str) -> str:
    """The notation of Huatli's [−X] with X and the division, the unchosen slots after."""
    chosen = ", ".join(parts)
    rest = ", ".join(["no target"] * (_SLOTS - len(parts)))
    return f"activate {_HUATLI}:3 x={x} targeting " + ", ".join(s for s in (chosen, rest) if s)


def _board():
    return _walker(["Grizzly Bears"], ["Grizzly Bears", "Hill Giant", "Serra Angel"],
                   _HUATLI, 5)


@plays(_HUATLI, "ability.loyalty_x", "target.divided", "target.divided_x",
       "effect.cant_block_this_way")
def test_601_2d_huatli_divides_x_damage_and_the_creatures_dealt_damage_cant_block():
    """"[−X]: Huatli deals X damage divided as you choose among any number of target
    creatures. Creatures dealt damage this way can't block this turn.": X = 4 removes four
    loyalty counters (CR 606.4, 107.3); 2 to Bob's Bears (lethal, CR 704.5g) and 2 to Hill
    Giant, which can't block this turn (CR 509.1a); Serra Angel, not chosen, can."""
    game, huatli = _board()
    bears, giant, angel = ids(game, "Grizzly Bears")[1], ids(game, "Hill Giant")[0], \
        ids(game, "Serra Angel")[0]
    action = game.parse(_huatli_minus(4, "Bob's Grizzly Bears 2", "Hill Giant 2"))
    assert action in game.legal_actions()
    game.act(action)
    assert game.state.objects[huatli].counters["loyalty"] == 1
    resolve(game)
    assert game.state.objects[bears].zone != "battlefield"
    assert [game.state.objects[i].name for i in game.state.players[1].graveyard] == \
        ["Grizzly Bears"]
    assert game.state.objects[giant].damage == 2
    assert "cant_block" in chars(game, giant).restrictions
    assert "cant_block" not in chars(game, angel).restrictions
    assert game.state.objects[angel].damage == 0


@plays(_HUATLI, "target.divided_x")
def test_601_2d_huatli_x_must_be_divided_exactly_at_least_1_each():
    """The division must add up to the X announced, at least 1 to each target chosen (CR
    601.2d): 2 + 1 for X = 4, or 0 to a target, is refused and nothing changes."""
    game, huatli = _board()
    for text in (_huatli_minus(4, "Bob's Grizzly Bears 2", "Hill Giant 1"),
                 _huatli_minus(3, "Bob's Grizzly Bears 3", "Hill Giant")):
        with pytest.raises(IllegalAction):
            game.act(game.parse(text))
        assert not game.state.stack
        assert game.state.objects[huatli].counters["loyalty"] == 5


@plays(_HUATLI, "target.divided_x")
def test_606_6_huatli_x_is_at_most_her_loyalty_and_x_0_targets_nothing():
    """X can't be more than her loyalty (CR 606.6); with X = 0 no target can be given at
    least 1, so none is chosen (CR 601.2d) and nothing is dealt damage."""
    game, huatli = _board()
    with pytest.raises(IllegalAction):
        game.act(game.parse(_huatli_minus(6, "Hill Giant 3", "Serra Angel 3")))
    assert game.state.objects[huatli].counters["loyalty"] == 5
    with pytest.raises(IllegalAction):
        game.act(game.parse(_huatli_minus(0, "Hill Giant")))
    game.act(game.parse(_huatli_minus(0)))
    resolve(game)
    assert game.state.objects[huatli].counters["loyalty"] == 5
    assert all(game.state.objects[i].damage == 0 for i in ids(game, "Hill Giant"))
