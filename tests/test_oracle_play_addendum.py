"""Addendum: "If you cast this spell during your main phase, ..." (CR 505.1, 601.2):
Arrester's Admonition, Tail Swipe."""

from __future__ import annotations

from boards import board
from test_oracle_play import cast, grave, hand, obj, plays, resolve

from tolaria import Action


@plays("Arrester's Admonition", "condition.cast_in_main")
def test_505_1_addendum_in_your_main_phase_draws() -> None:
    game = board(["Island"] * 3, ["Grizzly Bears"], hands=(["Arrester's Admonition"], []))
    cast(game, "Arrester's Admonition", obj(game, "Grizzly Bears"))
    resolve(game)
    assert hand(game, 1) == ["Grizzly Bears"] and len(hand(game)) == 1      # drew


@plays("Arrester's Admonition", "condition.cast_in_main")
def test_505_1_addendum_outside_your_main_phase_does_nothing_more() -> None:
    """Cast in Alice's upkeep: no card."""
    game = board(["Island"] * 3, ["Grizzly Bears"], hands=(["Arrester's Admonition"], []),
                 step="upkeep")
    cast(game, "Arrester's Admonition", obj(game, "Grizzly Bears"))
    resolve(game)
    assert hand(game, 1) == ["Grizzly Bears"] and hand(game) == []
    assert game.state.step == "upkeep"


@plays("Tail Swipe", "target.choose_pair", "condition.cast_in_main")
def test_701_14a_tail_swipe_in_main_phase_pumps_then_they_fight() -> None:
    """In the main phase the Bears get +1/+1: 3 damage kills the Hill Giant; cast in the
    beginning of combat step, they deal only 2 and die."""
    game = board(["Forest", "Grizzly Bears"], ["Hill Giant"], hands=(["Tail Swipe"], []))
    cast(game, "Tail Swipe", obj(game, "Grizzly Bears"), obj(game, "Hill Giant"))
    resolve(game)
    assert grave(game, 1) == ["Hill Giant"]
    game = board(["Forest", "Grizzly Bears"], ["Hill Giant"], hands=(["Tail Swipe"], []),
                 step="beginning of combat")
    cast(game, "Tail Swipe", obj(game, "Grizzly Bears"), obj(game, "Hill Giant"))
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert grave(game, 1) == [] and "Grizzly Bears" in grave(game)
