"""Maximum hand size set, raised or lowered (CR 402.2, 514.1), played."""

from __future__ import annotations

from boards import board
from test_oracle_play import move_on, obj, plays, resolve

from tolaria.rules.keywords.hand_size import maximum


def _to_end_of_turn(game, player: int) -> None:
    """Play on until `player`'s cleanup step is over (any discard answered)."""
    while not (game.state.active != player and game.state.step == "upkeep"):
        move_on(game)


@plays("Cursed Rack", "choice.as_enters_player", "choice.chosen_players", "static.hand_size")
def test_402_2_cursed_rack_the_chosen_players_maximum_hand_size_is_four():
    game = board(["Plains", "Plains", "Plains", "Plains"], [],
                 hands=(["Cursed Rack"] + ["Forest"] * 6, ["Island"] * 6))
    game.act("cast Cursed Rack")
    resolve(game)
    assert (maximum(game.state, 0), maximum(game.state, 1)) == (7, 4)
    _to_end_of_turn(game, 0)
    assert len(game.state.players[0].hand) == 6              # Alice keeps hers
    _to_end_of_turn(game, 1)
    assert len(game.state.players[1].hand) == 4              # Bob drew one, discarded 3


@plays("Thought Nibbler", "static.hand_size")
def test_402_2_thought_nibbler_and_minamo_scrollkeeper_change_their_controllers_maximum():
    game = board(["Thought Nibbler", "Minamo Scrollkeeper"], ["Minamo Scrollkeeper"])
    assert (maximum(game.state, 0), maximum(game.state, 1)) == (7 - 2 + 1, 8)


@plays("Gnat Miser", "static.hand_size")
def test_402_2_gnat_miser_lowers_each_opponents_maximum_never_below_zero():
    game = board(["Gnat Miser", "Jin-Gitaxias, Core Augur"], [])
    assert (maximum(game.state, 0), maximum(game.state, 1)) == (7, 0)   # 7 - 1 - 7: 0


@plays("Cursed Rack", "static.hand_size")
def test_402_2_maximum_hand_size_effects_apply_in_timestamp_order():
    game = board(["Cursed Rack"], ["Spellbook"])
    rack = game.state.objects[obj(game, "Cursed Rack")]
    rack.chosen = (("player", "1"),)                          # it chose Bob (CR 607.2d)
    book = game.state.objects[obj(game, "Spellbook")]
    rack.timestamp, book.timestamp = 1, 2
    game.state.changed()
    assert maximum(game.state, 1) is None                     # Spellbook's is later
    rack.timestamp, book.timestamp = 2, 1
    game.state.changed()
    assert maximum(game.state, 1) == 4                        # the Rack's is later
