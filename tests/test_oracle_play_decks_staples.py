"""Play tests for cards the corpus decks needed (issue 17): a power/toughness filter ("1/1
creature", CR 208.1), ..."""

import pytest
from boards import board, ids
from test_oracle_play import (
    ALICE,
    BOB,
    activate,
    cast,
    chars,
    choose,
    choose_targets,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, IllegalAction


@plays("Pendelhaven", "phrase.pt_creature", "effect.pump")
def test_208_1_pendelhaven_targets_only_a_creature_with_power_1_and_toughness_1():
    game = board(["Pendelhaven", "Llanowar Elves", "Grizzly Bears", "Birds of Paradise"])
    haven = obj(game, "Pendelhaven")
    for other in ("Grizzly Bears", "Birds of Paradise"):        # 2/2 and 0/1: not 1/1
        with pytest.raises(IllegalAction):
            activate(game, haven, obj(game, other), index=1)
    elves = obj(game, "Llanowar Elves")
    activate(game, haven, elves, index=1)
    resolve(game)
    assert (chars(game, elves).power, chars(game, elves).toughness) == (1 + 1, 1 + 2)


@plays("Lovestruck Beast // Heart's Desire", "phrase.pt_creature", "condition.control")
def test_208_1_lovestruck_beast_attacks_only_while_you_control_a_1_1_creature():
    for beside, legal in (("Grizzly Bears", False), ("Llanowar Elves", True)):
        game = board(["Lovestruck Beast // Heart's Desire", beside], [],
                     step="declare attackers")
        attack = Action("attack", 0, choice=((obj(game, "Lovestruck Beast"), BOB),))
        assert game.is_legal(attack) is legal


@plays("Pendelhaven Elder", "phrase.pt_creature")
def test_611_2c_pendelhaven_elder_pumps_the_1_1_creatures_and_they_stay_pumped():
    game = board(["Pendelhaven Elder", "Llanowar Elves", "Grizzly Bears"])
    activate(game, obj(game, "Pendelhaven Elder"))
    resolve(game)
    elves, bears = obj(game, "Llanowar Elves"), obj(game, "Grizzly Bears")
    assert (chars(game, elves).power, chars(game, elves).toughness) == (2, 3)   # no longer 1/1
    assert (chars(game, bears).power, chars(game, bears).toughness) == (2, 2)
