"""Event triggers that aren't combat, played (CR 603.2): "Whenever you expend N"
(CR 700.14), and the other families of `tolaria.cards.oracle.trigger_events` added with
them.
"""

from __future__ import annotations

from boards import add_mana, board
from test_oracle_play import (
    ALICE,
    cast,
    chars,
    obj,
    plays,
    resolve,
)

# -- "Whenever you expend 4" (CR 700.14) ---------------------------------------------------


@plays("Bakersbane Duo", "trigger.expend")
def test_700_14_expend_4_triggers_on_the_fourth_mana_spent_on_spells():
    game = board(["Bakersbane Duo"], [], hands=(["Grizzly Bears", "Grizzly Bears"], []))
    duo = obj(game, "Bakersbane Duo")
    before = chars(game, duo).power
    add_mana(game, "{G}{G}{G}{G}")
    cast(game, "Grizzly Bears")                        # the 1st and 2nd mana: no trigger
    assert len(game.state.stack) == 1
    resolve(game)
    cast(game, "Grizzly Bears")                        # the 3rd and 4th: expend 4
    assert len(game.state.stack) == 2
    resolve(game)
    assert chars(game, duo).power == before + 1


@plays("Bakersbane Duo", "trigger.expend")
def test_700_14_expend_once_a_turn_and_only_the_casters_mana():
    game = board(["Bakersbane Duo"], [], hands=(["Hill Giant", "Grizzly Bears"], ["Shock"]))
    duo = obj(game, "Bakersbane Duo")
    before = chars(game, duo).power
    add_mana(game, "{R}", player=1)
    game.act("pass")                                   # Bob gets priority
    cast(game, "Shock", ALICE, player=1)               # Bob's mana isn't Alice's
    assert len(game.state.stack) == 1
    resolve(game)
    add_mana(game, "{G}{G}{G}{R}{G}{G}")
    cast(game, "Hill Giant")                           # mana 1 to 4 at once: expend 4
    assert len(game.state.stack) == 2
    resolve(game)
    assert chars(game, duo).power == before + 1
    cast(game, "Grizzly Bears")                        # the 5th and 6th: 4 was passed
    assert len(game.state.stack) == 1
    resolve(game)
    assert chars(game, duo).power == before + 1
