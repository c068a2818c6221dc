""""<optional trigger>, you may .... Do this only once each turn." played (CR 603.5): the
ability triggers each time, its controller chooses as it resolves, and once they have chosen
to do it, the object's ability does nothing for the rest of the turn; choosing not to leaves
it to be done later that turn.
"""

from __future__ import annotations

from boards import add_mana, board
from test_oracle_play import cast, choose, hand, names, plays, resolve, to_step


def _tokens(game, name: str) -> int:
    return sum(1 for i in game.state.battlefield
               if game.state.objects[i].name == name and game.state.objects[i].is_token)


@plays("Ondu Spiritdancer", "trigger.do_once_each_turn")
def test_603_5_ondu_spiritdancer_copies_only_the_first_enchantment_each_turn():
    game = board(["Ondu Spiritdancer"], [], hands=(["Pacifism", "Glorious Anthem"], []))
    add_mana(game, "{W}" * 9)
    cast(game, "Glorious Anthem")
    resolve(game)
    assert game.decision.kind == "yes_no" and game.decision.player == 0
    choose(game, "yes")
    resolve(game)
    assert _tokens(game, "Glorious Anthem") == 1
    cast(game, "Pacifism", ("object", game.state.battlefield[0]))
    resolve(game)                               # its trigger: no question, nothing done
    assert game.decision.kind == "priority" and not game.state.stack
    assert _tokens(game, "Pacifism") == 0 and "Pacifism" in names(game)
    assert any("done once this turn" in str(e) for e in game.log[-6:])


@plays("Ondu Spiritdancer", "trigger.do_once_each_turn")
def test_603_5_choosing_not_to_leaves_it_for_later_in_the_turn_and_next_turn_again():
    game = board(["Ondu Spiritdancer"], [],
                 hands=(["Glorious Anthem", "Glorious Anthem", "Glorious Anthem"], []))
    add_mana(game, "{W}" * 9)
    cast(game, "Glorious Anthem")
    resolve(game)
    choose(game, "no")                          # not done: it may still be done this turn
    cast(game, "Glorious Anthem")
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    resolve(game)
    assert _tokens(game, "Glorious Anthem") == 1
    to_step(game, "upkeep")                                       # Bob's turn
    to_step(game, "precombat main")
    to_step(game, "upkeep")                                       # Alice's next turn
    to_step(game, "precombat main")
    add_mana(game, "{W}" * 3)
    cast(game, "Glorious Anthem")
    resolve(game)
    assert game.decision.kind == "yes_no"                          # a new turn (CR 500)
    choose(game, "yes")
    resolve(game)
    assert _tokens(game, "Glorious Anthem") == 2


@plays("Irreverent Gremlin", "trigger.do_once_each_turn")
def test_603_5_irreverent_gremlin_loots_once_each_turn():
    game = board(["Irreverent Gremlin"], [],
                 hands=(["Savannah Lions", "Savannah Lions", "Lightning Bolt"], []))
    add_mana(game, "{W}" * 9)
    cast(game, "Savannah Lions")
    resolve(game)
    choose(game, "yes")                          # discard a card, then draw one
    assert game.decision.kind == "discard"
    choose(game, game.state.players[0].hand[-1])
    resolve(game)
    assert sorted(hand(game)) == ["Savannah Lions", "Wastes"]
    cast(game, "Savannah Lions")
    resolve(game)
    assert game.decision.kind == "priority" and not game.state.stack
    assert hand(game) == ["Wastes"]
