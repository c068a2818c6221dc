"""Play tests for the cards blocking the last published decks: "protection from
<creature type>" (Yawgmoth, Thran Physician), ..."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import BOB, chars

from tolaria import Action, IllegalAction
from tolaria.rules import combat, events

# -- "Protection from Humans" (CR 702.16a, 205.3m) -----------------------------------------


def test_702_16b_a_human_source_cant_target_protection_from_humans():
    game = board(["Prodigal Pyromancer"], ["Yawgmoth, Thran Physician", "Grizzly Bears"])
    yawgmoth = ids(game, "Yawgmoth, Thran Physician")[0]
    targets = {a.targets for a in game.legal_actions() if a.kind == "activate"}
    assert (("object", yawgmoth),) not in targets
    assert (("object", ids(game, "Grizzly Bears")[0]),) in targets
    assert "protection from humans" in chars(game, yawgmoth).keywords


def test_702_16f_humans_and_changelings_cant_block_protection_from_humans():
    game = board(["Yawgmoth, Thran Physician"],
                 ["Elite Vanguard", "Woodland Changeling", "Grizzly Bears"],
                 step="declare attackers")
    state = game.state
    yawgmoth = state.objects[ids(game, "Yawgmoth, Thran Physician")[0]]
    game.act(Action("attack", 0, choice=((yawgmoth.id, BOB),)))
    human = state.objects[ids(game, "Elite Vanguard")[0]]
    changeling = state.objects[ids(game, "Woodland Changeling")[0]]      # CR 702.73a
    bears = state.objects[ids(game, "Grizzly Bears")[0]]
    assert "702.16f" in combat.can_block(state, human, yawgmoth)
    assert "702.16f" in combat.can_block(state, changeling, yawgmoth)
    assert combat.can_block(state, bears, yawgmoth) is None
    with pytest.raises(IllegalAction):
        game.act(Action("block", 1, choice=((human.id, yawgmoth.id),)))


def test_702_16e_damage_from_a_human_is_prevented():
    game = board(["Elite Vanguard", "Grizzly Bears"], ["Yawgmoth, Thran Physician"])
    state = game.state
    yawgmoth = ids(game, "Yawgmoth, Thran Physician")[0]
    human = state.objects[ids(game, "Elite Vanguard")[0]]
    bears = state.objects[ids(game, "Grizzly Bears")[0]]
    assert events.deal_damage(state, human, ("object", yawgmoth), 2) == 0
    assert events.deal_damage(state, bears, ("object", yawgmoth), 2) == 2


def test_702_16a_a_granted_protection_from_dogs_names_the_creature_type():
    game = board(["Feline Sovereign", "Savannah Lions"], [])
    lions = ids(game, "Savannah Lions")[0]
    assert "protection from dogs" in chars(game, lions).keywords
    assert chars(game, lions).power == 3
