"""The initiative (CR 723), Undercity and venturing into the dungeon (CR 309, 701.46).

The designation is given here the way a card's "you take the initiative" gives it
(`tolaria.rules.dungeon.take`); the cards themselves are played in
tests/test_oracle_play_initiative.py.
"""

from __future__ import annotations

from boards import board
from test_oracle_play import choose, hand, resolve, to_step

from tolaria import Action, Game
from tolaria.cards.dungeons import UNDERCITY, undercity_gaps
from tolaria.rules import dungeon
from tolaria.rules.layers import characteristics


def _names(game: Game, player: int) -> list[str]:
    return sorted(game.state.objects[o].card.name for o in game.state.battlefield
                  if game.state.objects[o].controller == player)


def _take(game: Game, player: int) -> None:
    """`player` takes the initiative during the main phase; the venture trigger goes on the
    stack the next time a player would receive priority (CR 117.5)."""
    dungeon.take(game.state, player)
    game.act(Action("pass", game.decision.player))


def test_723_3_taking_the_initiative_ventures_into_undercitys_topmost_room():
    """Taking the initiative triggers its venture (CR 723.2): Undercity goes to the command
    zone with the marker on Secret Entrance (CR 309.2a, 309.4a, 701.46a, 701.46d), whose
    room ability, controlled by the dungeon's owner, searches for a basic land (CR 309.4c)."""
    game = board([], [])                                        # libraries of Wastes
    _take(game, 0)
    assert game.state.initiative == 0
    assert game.state.players[0].room is None                    # not yet: the trigger
    resolve(game)
    assert game.state.players[0].room == "Secret Entrance"
    assert game.decision.kind == "choose" and game.decision.player == 0
    choose(game, game.state.players[0].library[0])
    resolve(game)
    assert hand(game) == ["Wastes"]


def test_701_46b_two_arrows_the_venturing_player_chooses_the_room():
    """From Secret Entrance two arrows point away: the player chooses Forge or Lost Well
    (CR 309.5a, 701.46b); Lost Well's room ability scries 2."""
    game = board([], [])
    game.state.players[0].room = "Secret Entrance"
    _take(game, 0)
    game.act(Action("pass", game.decision.player))
    game.act(Action("pass", game.decision.player))              # the venture resolves
    assert game.decision.kind == "choose"
    assert game.decision.options == ("Forge", "Lost Well")
    choose(game, "Lost Well")
    assert game.state.players[0].room == "Lost Well"


def test_309_5a_one_arrow_moves_without_a_choice_and_the_room_ability_resolves():
    """From Trap! the one arrow leads to Archives; its room ability draws a card."""
    game = board([], [])
    game.state.players[0].room = "Trap!"
    before = len(game.state.players[0].hand)
    _take(game, 0)
    resolve(game)
    assert game.state.players[0].room == "Archives"
    assert len(game.state.players[0].hand) == before + 1


def test_723_5_taking_the_initiative_again_ventures_again():
    """The player with the initiative taking it again: one designation, another venture
    (CR 723.5)."""
    game = board([], [])
    game.state.players[0].room = "Stash"                       # one arrow: Catacombs
    game.state.initiative = 0
    _take(game, 0)
    resolve(game)
    assert game.state.initiative == 0
    assert game.state.players[0].room == "Catacombs"
    skeleton = [game.state.objects[o] for o in game.state.battlefield
                if game.state.objects[o].card.name == "Skeleton"]
    assert len(skeleton) == 1
    chars = characteristics(game.state, skeleton[0])
    assert (chars.power, chars.toughness) == (4, 1) and "menace" in chars.keywords


def test_723_2_the_player_with_the_initiative_ventures_at_their_upkeep():
    """At the beginning of Bob's upkeep, Bob having the initiative, he ventures (CR 723.2);
    Alice, without it, doesn't at hers."""
    game = board([], [])
    game.state.initiative = 1
    game.state.players[1].room = "Stash"
    to_step(game, "upkeep")                                     # Bob's turn
    assert game.state.active == 1 and game.state.stack
    resolve(game)
    assert game.state.players[1].room == "Catacombs"
    assert _names(game, 1) == ["Skeleton"]
    assert game.state.players[0].room is None


def test_723_2_combat_damage_to_the_player_with_the_initiative_takes_it():
    """Two creatures of Bob's deal combat damage to Alice, who has the initiative: Bob takes
    it once (CR 723.2, "one or more creatures"), then ventures into Undercity."""
    game = board(["Plains"], ["Grizzly Bears", "Hill Giant"])
    game.state.initiative = 0
    to_step(game, "upkeep")                                     # Bob's turn
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    bears, giant = (o for o in game.state.battlefield
                    if game.state.objects[o].card.name in ("Grizzly Bears", "Hill Giant"))
    game.act(Action("attack", 1, choice=((bears, ("player", 0)), (giant, ("player", 0)))))
    while game.state.step != "combat damage" or not game.state.stack:
        game.act(Action(game.decision.kind == "blockers" and "block" or "pass",
                        game.decision.player))
    steals = [o for o in game.state.stack
              if game.state.objects[o].source_name == "the initiative"]
    assert len(steals) == 1
    assert game.state.objects[steals[0]].controller == 0       # Alice's (CR 723.2)
    game.act(Action("pass", game.decision.player))
    game.act(Action("pass", game.decision.player))
    assert game.state.initiative == 1
    game.act(Action("pass", game.decision.player))
    game.act(Action("pass", game.decision.player))              # Bob ventures
    assert game.state.players[1].room == "Secret Entrance"


def test_701_46c_venturing_from_the_bottommost_room_completes_and_starts_again():
    """A marker on Throne of the Dead Three: venturing removes the dungeon, completing it
    (CR 701.46c, 309.7), and puts Undercity back with the marker on its topmost room."""
    game = board([], [])
    game.state.players[0].room = "Throne of the Dead Three"
    game.state.players[0].dungeons = 0
    dungeon.venture(game.state, 0, None)
    assert game.state.players[0].dungeons == 1
    assert game.state.players[0].room == "Secret Entrance"


def test_309_6_a_marker_on_the_bottommost_room_completes_the_dungeon():
    """The state-based action: the marker on the bottommost room and no room ability of it
    waiting: the dungeon is removed and completed (CR 309.6, 309.7)."""
    game = board([], [])
    game.state.players[1].room = "Throne of the Dead Three"
    game.state.changed()
    game.act(Action("pass", game.decision.player))
    assert game.state.players[1].room is None
    assert game.state.players[1].dungeons == 1


def test_723_4_the_player_with_the_initiative_leaving_passes_it_to_the_active_player():
    """Carol has the initiative and concedes during Alice's turn: Alice takes it (CR 723.4)
    and ventures."""
    from test_multiplayer import table
    game = table([[], [], [], []])
    game.state.initiative = 2
    game.act(Action("concede", 2))
    assert game.state.initiative == 0
    if not game.state.stack:
        game.act(Action("pass", game.decision.player))
    resolve(game)
    assert game.state.players[0].room == "Secret Entrance"


def test_723_the_initiative_and_the_rooms_survive_a_save():
    game = board([], [])
    game.state.initiative = 1
    game.state.players[1].room = "Forge"
    game.state.players[0].dungeons = 2
    game.state.players[0].completed = ("Undercity", "Tomb of Annihilation")
    copy = Game.from_json(game.to_json())
    assert copy.state.initiative == 1
    assert copy.state.players[1].room == "Forge"
    assert copy.state.players[0].dungeons == 2
    assert copy.state.players[0].completed == ("Undercity", "Tomb of Annihilation")
    assert game.copy().state.players[0].completed == ("Undercity", "Tomb of Annihilation")


def test_309_4_undercity_is_nine_rooms_from_the_entrance_to_the_throne():
    rooms = {room: after for room, _text, after in UNDERCITY}
    assert len(rooms) == 9 and UNDERCITY[0][0] == "Secret Entrance"
    assert all(a in rooms for after in rooms.values() for a in after)
    assert [r for r, after in rooms.items() if not after] == ["Throne of the Dead Three"]


def test_723_initiative_cards_compile_now_that_every_room_can_be_done():
    """Every room of Undercity can be done (Arena's goad, CR 701.38; Throne of the Dead
    Three), so "you take the initiative" is read (the gate stays: a room the engine couldn't
    do would refuse the cards rather than play a dungeon with a room missing)."""
    from tolaria.cards.oracle.compiler import compile_card
    from tolaria.catalog import database
    assert undercity_gaps() == []
    found = compile_card(database().get("Goliath Paladin"))
    assert found.ok, found.gaps


def test_723_1_each_seat_sees_who_has_the_initiative_and_each_players_room():
    """The initiative, the venture markers and the dungeons completed are public (CR 309.4,
    723.1): both seats see them; a game without them shows neither."""
    game = board([], [])
    assert "initiative" not in game.view(0)
    assert "dungeon" not in game.view(0)["players"][0]
    game.state.initiative = 1
    game.state.monarch = 0
    game.state.players[1].room = "Lost Well"
    game.state.players[0].dungeons = 1
    game.state.players[0].completed = ("Undercity",)
    for seat in (0, 1):
        seen = game.view(seat)
        assert seen["initiative"] == 1 and seen["monarch"] == 0
        assert seen["players"][1]["dungeon"] == {"name": "Undercity", "room": "Lost Well",
                                                 "completed": 0, "completed_names": []}
        assert seen["players"][0]["dungeon"] == {"name": None, "room": None, "completed": 1,
                                                 "completed_names": ["Undercity"]}
