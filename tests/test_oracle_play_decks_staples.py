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
    grave,
    life,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


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


def _in_graveyard(game, name: str, player: int = 0) -> int:
    return create_object(game.state, card_def(name), player, "graveyard").id


@plays("Sword of the Meek", "graveyard.then_attach_to_event", "phrase.pt_creature",
       "library.from_graveyard")
def test_301_5c_sword_of_the_meek_returns_from_the_graveyard_onto_the_1_1_creature():
    """CR 113.6k, 603.6a: the trigger works from the graveyard; the Sword returns, then is
    attached to the 1/1 creature that entered (CR 301.5c, 701.3a)."""
    game = board(["Forest", "Forest"], [], hands=(["Grizzly Bears", "Llanowar Elves"], []))
    _in_graveyard(game, "Sword of the Meek")
    cast(game, "Grizzly Bears")                          # a 2/2: no trigger
    resolve(game)
    assert not game.state.stack and "Sword of the Meek" in grave(game)
    game.state.players[0].pool.add_text("{G}")
    cast(game, "Llanowar Elves")
    resolve(game)
    assert game.decision.kind == "yes_no"                # "you may"
    choose(game, "yes")
    sword, elves = obj(game, "Sword of the Meek"), obj(game, "Llanowar Elves")
    assert game.state.objects[sword].attached_to == elves
    assert (chars(game, elves).power, chars(game, elves).toughness) == (2, 3)


@plays("Sword of the Meek", "graveyard.then_attach_to_event")
def test_301_5c_sword_of_the_meek_returns_unattached_if_the_creature_is_gone():
    """CR 701.3b, 400.7: the creature left the battlefield before the trigger resolved; the
    Sword still returns, attached to nothing."""
    game = board(["Forest", "Mountain"], [], hands=(["Llanowar Elves", "Shock"], []))
    _in_graveyard(game, "Sword of the Meek")
    cast(game, "Llanowar Elves")
    game.act("pass")
    game.act(Action("pass", 1))                          # the Elves resolve
    assert game.decision.kind == "priority" and game.state.stack    # the trigger waits
    cast(game, "Shock", obj(game, "Llanowar Elves"))
    resolve(game)
    choose(game, "yes")
    sword = obj(game, "Sword of the Meek")
    assert not ids(game, "Llanowar Elves") and game.state.objects[sword].attached_to is None


@plays("Creeping Chill", "condition.if_you_do", "trigger.into_graveyard")
def test_603_6a_creeping_chill_milled_may_be_exiled_to_drain_3():
    """CR 113.6k, 603.6a: milled, its trigger works from the graveyard; exiling it is
    "if you do" (CR 608.2c); declining keeps it there and does nothing."""
    for answer in ("yes", "no"):
        game = board(["Island"], [], hands=(["Tome Scour"], []))
        chill = create_object(game.state, card_def("Creeping Chill"), 0, "library").id
        game.state.changed()
        cast(game, "Tome Scour", ALICE)
        resolve(game)
        assert game.decision.kind == "yes_no"
        choose(game, answer)
        resolve(game)
        exiled = [game.state.objects[o].name for o in game.state.players[0].exile]
        if answer == "yes":
            assert exiled == ["Creeping Chill"] and "Creeping Chill" not in grave(game)
            assert (life(game, 0), life(game, 1)) == (23, 17)
        else:
            assert not exiled and "Creeping Chill" in grave(game)
            assert (life(game, 0), life(game, 1)) == (20, 20)
        assert game.state.objects[chill].zone != "library"
