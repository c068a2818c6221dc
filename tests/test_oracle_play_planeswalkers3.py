"""Planeswalker lines played, session 6 (issue 17 item 3): loyalty abilities whose
sentences blocked planeswalkers in the deck corpus and the database (CR 606, 306)."""

from __future__ import annotations

import pytest
from boards import ids
from test_oracle_play import activate, plays, resolve
from test_oracle_play_planeswalkers import _walker
from test_oracle_play_planeswalkers2 import _bob_walker

from tolaria import IllegalAction


def _names(game, player: int) -> list[str]:
    state = game.state
    return [state.objects[i].name for i in state.battlefield
            if state.objects[i].controller == player]


@plays("Sorin, Lord of Innistrad", "phrase.other_last_noun", "graveyard.destroyed_this_way")
def test_608_2c_sorin_destroys_then_returns_each_card_put_into_a_graveyard_this_way():
    """"[−6]: Destroy up to three target creatures and/or other planeswalkers. Return each
    card put into a graveyard this way to the battlefield under your control.": Bob's
    creature and planeswalker die and return under Alice's control as new objects (CR
    400.7); Sorin can't target itself ("other", CR 115.1)."""
    game, sorin = _walker([], ["Grizzly Bears"], "Sorin, Lord of Innistrad", 7)
    jace = _bob_walker(game, "Jace Beleren", 2)
    bears = ids(game, "Grizzly Bears")[0]
    with pytest.raises(IllegalAction):
        activate(game, sorin, bears, sorin, None, index=2)
    activate(game, sorin, bears, jace, None, index=2)
    resolve(game)
    assert sorted(_names(game, 0)) == ["Grizzly Bears", "Jace Beleren",
                                       "Sorin, Lord of Innistrad"]
    assert _names(game, 1) == []
    state = game.state
    new_jace = ids(game, "Jace Beleren")[0]
    assert new_jace != jace and state.objects[new_jace].counters["loyalty"] == 3   # CR 306.5b
    assert not state.players[1].graveyard
