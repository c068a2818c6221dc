"""The triggering event's player, read by `tolaria.cards.oracle.eventrefs` (CR 603.7c,
608.2h): "that player" after a cast trigger is the caster, "that land's controller" /
"that creature's controller" whoever controls the object the event was about.
"""

from __future__ import annotations

from boards import board, declare_attackers
from test_oracle_play import BOB, cast, in_hand, life, obj, plays, resolve, to_step

from tolaria import Action


@plays("Aether Sting", "player.event_caster", "effect.damage_each")
def test_603_7c_that_player_is_the_caster_of_the_spell():
    game = board(["Forest", "Forest"], ["Aether Sting"], hands=(["Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    assert len(game.state.stack) == 2                  # the trigger is above the spell
    resolve(game)
    assert life(game, 0) == 19 and life(game, 1) == 20      # Alice cast it, not Bob
    assert obj(game, "Grizzly Bears") in game.state.battlefield


@plays("Ankh of Mishra", "player.that_controller")
def test_608_2h_that_lands_controller_is_dealt_the_damage():
    game = board([], ["Ankh of Mishra"], hands=(["Mountain"], []))
    game.act(Action("play", 0, in_hand(game, "Mountain")))
    resolve(game)
    assert life(game, 0) == 18 and life(game, 1) == 20      # the land's, not the Ankh's


@plays("Battle Strain", "player.that_controller")
def test_608_2h_that_creatures_controller_when_it_blocks():
    game = board(["Battle Strain", "Grizzly Bears"], ["Savannah Lions"],
                 step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    declare_attackers(game, bears)
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=((obj(game, "Savannah Lions"), bears),)))
    resolve(game)
    assert life(game, 1) == 19 and life(game, 0) == 20      # the blocker's controller


@plays("Oppression", "player.event_caster")
def test_603_7c_that_player_discards_when_casting():
    game = board(["Mountain"], ["Oppression"], hands=(["Shock", "Forest", "Island"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    assert game.decision.kind == "discard" and game.decision.player == 0   # the caster
    game.act(Action("choose", 0, choice=(in_hand(game, "Forest"),)))
    resolve(game)
    assert [game.state.objects[i].name for i in game.state.players[0].hand] == ["Island"]
    assert life(game, 1) == 18


@plays("Crumble", "player.that_controller")
def test_608_2h_destroyed_artifacts_controller_gains_life_as_it_last_existed():
    game = board(["Forest"], ["Ankh of Mishra"], hands=(["Crumble"], []))
    cast(game, "Crumble", obj(game, "Ankh of Mishra"))
    resolve(game)
    assert "Ankh of Mishra" not in [game.state.objects[i].name for i in game.state.battlefield]
    assert life(game, 1) == 22 and life(game, 0) == 20      # its controller, not the caster


@plays("Karma", "phrase.it")
def test_603_7c_damage_to_that_player_at_their_upkeep_counting_what_they_control():
    game = board(["Karma", "Swamp"], ["Swamp", "Swamp", "Forest"])
    to_step(game, "upkeep")
    assert game.state.active == 1
    resolve(game)
    assert life(game, 1) == 18 and life(game, 0) == 20      # Bob's two Swamps, not Alice's
