"""Cards of published decks, played: Ensnaring Bridge (CR 508.1c, 611.3a)."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import BOB, move_on, obj, plays, to_step

from tolaria import Action, IllegalAction
from tolaria.rules.combat import why_cant_attack


def _to_attackers(game, player: int) -> None:
    """Play on until `player` declares attackers (CR 508.1)."""
    while not (game.decision.kind == "attackers" and game.decision.player == player):
        move_on(game)


@plays("Ensnaring Bridge", "static.counted_group_restriction", "target.counted_bound")
def test_508_1c_611_3a_ensnaring_bridge_counts_its_controllers_hand_as_attackers_are_declared():
    """Two cards in hand: the Bears (power 2) may attack; a land played leaves one card,
    and then only the Elves (power 1) may. The count is made continuously (611.3a)."""
    game = board(["Ensnaring Bridge", "Grizzly Bears", "Llanowar Elves"], ["Grizzly Bears"],
                 hands=(["Forest", "Lightning Bolt"], []))
    bears, elves = obj(game, "Grizzly Bears"), obj(game, "Llanowar Elves")
    assert why_cant_attack(game.state, game.state.objects[bears], 0) is None
    game.act("play Forest")
    _to_attackers(game, 0)
    with pytest.raises(IllegalAction, match=r"508\.1c"):
        game.act(Action("attack", 0, choice=((bears, BOB),)))
    game.act(Action("attack", 0, choice=((elves, BOB),)))
    to_step(game, "postcombat main")
    assert game.state.players[1].life == 19


@plays("Ensnaring Bridge", "static.counted_group_restriction")
def test_508_1c_ensnaring_bridge_stops_the_opponents_creatures_by_its_controllers_hand():
    """Bob's Bears (power 2) can't attack while Alice, the Bridge's controller, holds one
    card, whatever Bob holds (four, after his draw)."""
    game = board(["Ensnaring Bridge"], ["Grizzly Bears"],
                 hands=(["Forest"], ["Island", "Island", "Island"]))
    while not (game.state.active == 1 and game.state.step == "beginning of combat"):
        move_on(game)
    bears = obj(game, "Grizzly Bears")
    assert "508.1c" in why_cant_attack(game.state, game.state.objects[bears], 1)
    while game.state.active == 1:
        assert game.decision.kind != "attackers"      # none able to attack (CR 508.1)
        move_on(game)
    assert game.state.players[0].life == 20
