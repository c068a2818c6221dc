"""Planeswalker lines played, session 6 (issue 17 item 3): loyalty abilities whose
sentences blocked planeswalkers in the deck corpus and the database (CR 606, 306)."""

from __future__ import annotations

import pytest
from boards import ids
from test_oracle_play import activate, plays, resolve
from test_oracle_play_planeswalkers import _walker
from test_oracle_play_planeswalkers2 import _bob_walker

from tolaria import Action, IllegalAction


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


@plays("Vraska, Golgari Queen", "effect.emblem", "effect.lose_game")
def test_104_3e_vraska_emblem_combat_damage_to_a_player_loses_the_game():
    """"[−9]: You get an emblem with "Whenever a creature you control deals combat damage
    to a player, that player loses the game."": the emblem's ability works from the
    command zone (CR 114.4), and Bob loses the game (CR 104.3e)."""
    from test_oracle_play import to_step
    game, vraska = _walker(["Grizzly Bears"], [], "Vraska, Golgari Queen", 9)
    activate(game, vraska, index=2)
    resolve(game)
    state = game.state
    assert len(state.command) == 1 and vraska not in state.battlefield     # CR 704.5i
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act("attack with Grizzly Bears")
    to_step(game, "combat damage")
    resolve(game)
    assert state.players[1].lost and not state.players[0].lost
