"""Play tests for keyword abilities: spree (CR 702.172, 700.2h)."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import grave, in_hand, obj, plays, resolve

from tolaria import Action, Game, IllegalAction

# -- spree (CR 702.172) ---------------------------------------------------------------------


def _cast_modes(game: Game) -> set:
    return {a.mode for a in game.legal_actions() if a.kind == "cast"}


@plays("Explosive Derailment", "keyword.spree", "spell.modal", "spell.modal_several")
def test_702_172a_spree_each_chosen_mode_adds_its_cost():
    """CR 702.172a, 700.2h: {R} plus {2} for each mode chosen: three Mountains pay for one
    mode, not both; five pay for both, and both happen."""
    game = board(["Mountain"] * 3, ["Hill Giant", "Ornithopter"],
                 hands=(["Explosive Derailment"], []))
    assert _cast_modes(game) == {0, 1}
    card = in_hand(game, "Explosive Derailment")
    giant, thopter = obj(game, "Hill Giant"), obj(game, "Ornithopter")
    with pytest.raises(IllegalAction):
        game.act(Action("cast", 0, card, targets=(("object", giant), ("object", thopter)),
                        mode=(0, 1)))
    game = board(["Mountain"] * 5, ["Hill Giant", "Ornithopter"],
                 hands=(["Explosive Derailment"], []))
    assert _cast_modes(game) == {0, 1, (0, 1)}
    action = game.parse("cast Explosive Derailment modes 1,2 targeting Hill Giant, "
                        "Ornithopter")
    assert action.mode == (0, 1) and game.notation(action).endswith(
        "modes 1,2 targeting Hill Giant, Ornithopter")
    assert Action.from_json(action.to_json()) == action
    game.act(action)
    assert all(game.state.objects[i].tapped for i in ids(game, "Mountain"))   # {R}{2}{2}
    resolve(game)
    assert sorted(grave(game, 1)) == ["Hill Giant", "Ornithopter"]


@plays("Explosive Derailment", "keyword.spree")
def test_702_172a_spree_one_mode_pays_only_its_cost():
    """CR 702.172a: the second mode alone costs {2}{R}: two of five Mountains stay
    untapped, and only the artifact is destroyed."""
    game = board(["Mountain"] * 5, ["Hill Giant", "Ornithopter"],
                 hands=(["Explosive Derailment"], []))
    game.act(game.parse("cast Explosive Derailment mode 2 targeting Ornithopter"))
    assert sum(not game.state.objects[i].tapped for i in ids(game, "Mountain")) == 2
    resolve(game)
    assert grave(game, 1) == ["Ornithopter"]
    assert ids(game, "Hill Giant")


@plays("Phantom Interference", "keyword.spree")
def test_702_172a_spree_needs_at_least_one_mode():
    """CR 702.172a, 601.2b: a spree spell is cast with one or more modes; with only {U}
    (no mode's cost payable) it can't be cast at all."""
    game = board(["Island"], [], hands=(["Phantom Interference"], []))
    assert _cast_modes(game) == set()
    card = in_hand(game, "Phantom Interference")
    with pytest.raises(IllegalAction):
        game.act(Action("cast", 0, card))
    game = board(["Island"] * 4, [], hands=(["Phantom Interference"], []))
    game.act(game.parse("cast Phantom Interference mode 1"))
    resolve(game)
    assert [game.state.objects[i].name for i in game.state.battlefield].count("Spirit") == 1
