"""The cards that take the initiative (CR 723), now that every room of Undercity can be done:
Arena's goad (CR 701.38) and Throne of the Dead Three's creature put onto the battlefield
with three +1/+1 counters, hexproof until your next turn, then a shuffle (CR 309.4c)."""

from __future__ import annotations

from boards import board
from test_oracle_play import cast, chars, choose, choose_targets, obj, plays, resolve

from tolaria import Action, Game
from tolaria.cards.dungeons import undercity_gaps
from tolaria.cards.registry import card_def
from tolaria.rules import dungeon
from tolaria.rules.keywords import goad
from tolaria.rules.zones import create_object


def _venture_from(game: Game, room: str) -> None:
    """Alice's marker on `room`; she takes the initiative and ventures (CR 723.2)."""
    game.state.players[0].room = room
    dungeon.take(game.state, 0)
    game.act(Action("pass", game.decision.player))          # the venture trigger goes on
    resolve(game)


def test_723_every_room_of_undercity_can_be_done() -> None:
    assert undercity_gaps() == []


@plays("Goliath Paladin", "library.initiative")
def test_723_1_goliath_paladin_takes_the_initiative_and_ventures_into_undercity() -> None:
    game = board(["Plains"] * 5, [], hands=(["Goliath Paladin"], []))
    cast(game, "Goliath Paladin")
    resolve(game)                                   # the creature, its trigger, the venture
    assert game.state.initiative == 0                                      # CR 723.3
    assert game.state.players[0].room == "Secret Entrance"                 # CR 701.46a
    assert game.decision.kind == "choose"            # the room's search (CR 309.4c)


@plays("Seasoned Dungeoneer", "library.initiative")
def test_723_3_taking_the_initiative_from_the_player_who_has_it() -> None:
    game = board(["Plains"] * 4, [], hands=(["Seasoned Dungeoneer"], []))
    game.state.initiative = 1
    cast(game, "Seasoned Dungeoneer")
    resolve(game)
    assert game.state.initiative == 0                      # Bob ceases to have it (723.3)


def test_701_38a_undercitys_arena_goads_target_creature() -> None:
    game = board([], ["Grizzly Bears"])
    bears = obj(game, "Grizzly Bears")
    game.state.players[0].room = "Forge"                   # arrows: Trap! and Arena
    dungeon.take(game.state, 0)
    game.act(Action("pass", game.decision.player))
    resolve(game)
    choose(game, "Arena")                                               # CR 701.46b
    if game.decision.kind == "targets":
        choose_targets(game, bears)
    resolve(game)
    assert game.state.players[0].room == "Arena"
    assert goad.goaders(game.state, game.state.objects[bears]) == [0]


def test_309_4c_throne_of_the_dead_three_puts_a_creature_with_three_counters() -> None:
    game = board([], [])
    create_object(game.state, card_def("Grizzly Bears"), 0, "library")   # on top
    _venture_from(game, "Archives")                      # the one arrow: the Throne
    assert game.state.players[0].dungeons == 1            # and completed it (CR 309.6)
    bears = obj(game, "Grizzly Bears")
    assert game.state.objects[bears].counters.get("+1/+1") == 3          # CR 122.6
    assert (chars(game, bears).power, chars(game, bears).toughness) == (5, 5)
    assert "hexproof" in chars(game, bears).keywords           # until Alice's next turn
    library = game.state.players[0].library
    assert len(library) == 10 and all(game.state.objects[o].name == "Wastes"
                                      for o in library)               # the rest, shuffled
    assert any("701.20a" in e.rules or "shuffle" in e.text for e in game.log[-8:])
