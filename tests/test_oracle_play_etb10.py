"""Enters-the-battlefield replacement effects played in real games (tenth list): "As this
creature enters, it becomes your choice of a 3/3 creature, a 2/2 creature with flying, or
a 1/6 creature with defender." (CR 208.2b, 614.12a, 707.2)."""

from __future__ import annotations

from boards import board
from test_oracle_play import cast, chars, choose, obj, plays

from tolaria import Action
from tolaria.cards.registry import card_def

# -- "As this creature enters, it becomes your choice of ..." (CR 208.2b, 614.12a) ----------


def _enter_as(name: str, lands: list[str], answer: str, hands: list[str] | None = None):
    game = board(lands, [], hands=([name] + (hands or []), []))
    cast(game, name)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "replacement" and game.decision.player == 0
    choose(game, answer)
    return game


@plays("Primal Plasma", "animation.enters_becomes_choice")
def test_614_12a_primal_plasma_chosen_as_a_2_2_flyer_stays_an_elemental_shapeshifter():
    """Alice chooses before it enters (CR 614.12a); it is a 2/2 flyer, its creature types
    kept (CR 205.1a); its printed */* is 0/0 off the battlefield (CR 208.2b)."""
    assert card_def("Primal Plasma").power == 0
    game = _enter_as("Primal Plasma", ["Island"] * 4, "a 2/2 creature with flying")
    c = chars(game, obj(game, "Primal Plasma"))
    assert (c.power, c.toughness) == (2, 2)
    assert "flying" in c.keywords and "defender" not in c.keywords
    assert {"Elemental", "Shapeshifter"} <= set(c.subtypes)


@plays("Corrupted Shapeshifter", "animation.enters_becomes_choice")
def test_614_12a_corrupted_shapeshifter_offers_three_choices_and_becomes_a_0_12_wall():
    game = board(["Island"] * 4, [], hands=(["Corrupted Shapeshifter"], []))
    cast(game, "Corrupted Shapeshifter")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert set(game.decision.options) == {"a 3/3 creature with flying",
                                          "a 2/5 creature with vigilance",
                                          "a 0/12 creature with defender"}
    choose(game, "a 0/12 creature with defender")
    c = chars(game, obj(game, "Corrupted Shapeshifter"))
    assert (c.power, c.toughness) == (0, 12) and "defender" in c.keywords
    assert not c.colors                                              # devoid (CR 702.114a)


@plays("Primal Clay", "animation.enters_becomes_choice")
def test_208_2b_primal_clay_as_a_wall_is_a_1_6_shapeshifter_wall_artifact_creature():
    game = _enter_as("Primal Clay", ["Plains"] * 4,
                     "a 1/6 Wall artifact creature with defender in addition to its other "
                     "types")
    c = chars(game, obj(game, "Primal Clay"))
    assert (c.power, c.toughness) == (1, 6) and "defender" in c.keywords
    assert {"Artifact", "Creature"} <= set(c.types)
    assert {"Shapeshifter", "Wall"} <= set(c.subtypes)


@plays("Primal Clay", "animation.enters_becomes_choice")
def test_707_2_a_clone_copying_primal_clay_copies_the_chosen_3_3():
    """The choice is part of Primal Clay's copiable values (CR 208.2b, 707.2): a Clone
    entering as a copy of it is a 3/3 too, and then makes its own choice (CR 614.12,
    616.1c), here the 2/2 flyer."""
    game = _enter_as("Primal Clay", ["Island"] * 8, "a 3/3 artifact creature",
                     hands=["Clone"])
    clay = obj(game, "Primal Clay")
    c = chars(game, clay)
    assert (c.power, c.toughness) == (3, 3) and "flying" not in c.keywords
    cast(game, "Clone")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert clay in game.decision.options
    choose(game, clay)                                   # Clone copies Primal Clay
    assert game.decision.kind == "replacement"
    assert "a 2/2 artifact creature with flying" in game.decision.options
    choose(game, "a 2/2 artifact creature with flying")
    clone = next(o for o in game.state.battlefield
                 if game.state.objects[o].card.name == "Clone")
    assert chars(game, clone).name == "Primal Clay"
    c = chars(game, clone)
    assert (c.power, c.toughness) == (2, 2) and "flying" in c.keywords
    assert (chars(game, clay).power, chars(game, clay).toughness) == (3, 3)
