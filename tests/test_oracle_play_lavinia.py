"""Play tests for Lavinia, Azorius Renegade (the Modern hammer deck of 2022, issue 17):
"Each opponent can't cast noncreature spells with mana value greater than the number of
lands that player controls." (CR 101.2, 601.3), an X spell's mana value counting the X
announced (CR 202.3e)."""

import pytest
from boards import add_mana, board
from test_oracle_play import cast, in_hand, plays

from tolaria import IllegalAction


def _casts(game, name: str) -> list:  # noqa: ANN001
    oid = in_hand(game, name)
    return [a for a in game.legal_actions() if a.kind == "cast" and a.object == oid]


@plays("Lavinia, Azorius Renegade", "static.cant_cast_above_lands")
def test_101_2_lavinia_forbids_noncreature_spells_above_the_casters_land_count():
    """CR 101.2, 601.3: Alice controls two lands. Arc Lightning (mana value 3) can't be cast
    however much mana she has; Lightning Bolt (1) and Hill Giant (a creature, 4) can."""
    game = board(["Mountain", "Mountain"], ["Lavinia, Azorius Renegade"],
                 hands=(["Arc Lightning", "Lightning Bolt", "Hill Giant"], []))
    add_mana(game, "{R}{R}{R}{R}")
    assert not _casts(game, "Arc Lightning")
    assert _casts(game, "Lightning Bolt") and _casts(game, "Hill Giant")
    with pytest.raises(IllegalAction, match="more than the 2 lands"):
        cast(game, "Arc Lightning", ("player", 1))
    cast(game, "Hill Giant")
    assert game.state.stack                                # a creature spell is cast


@plays("Lavinia, Azorius Renegade", "static.cant_cast_above_lands")
def test_202_3e_an_x_spell_counts_the_x_announced_against_lavinia():
    """CR 202.3e: Blaze ({X}{R}) with two lands: X may be 0 or 1 (mana value 1 or 2), not 2
    (mana value 3), though the pool could pay for it."""
    game = board(["Mountain", "Mountain"], ["Lavinia, Azorius Renegade"],
                 hands=(["Blaze"], []))
    add_mana(game, "{R}{R}{R}{R}")
    assert {a.x for a in _casts(game, "Blaze")} == {0, 1}
    with pytest.raises(IllegalAction, match="mana value 3"):
        cast(game, "Blaze", ("player", 1), x=2)
    cast(game, "Blaze", ("player", 1), x=1)
    assert game.state.stack


@plays("Lavinia, Azorius Renegade", "static.cant_cast_above_lands")
def test_101_2_lavinia_leaves_its_controllers_spells_alone():
    """CR 101.2: only each opponent of Lavinia's controller is forbidden."""
    game = board(["Mountain", "Lavinia, Azorius Renegade"], [],
                 hands=(["Arc Lightning"], []))
    add_mana(game, "{R}{R}{R}")
    assert _casts(game, "Arc Lightning")
