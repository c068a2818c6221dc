"""Play tests: counterspells that say where the countered card goes, their "unless its
controller pays" kind included (CR 118.12a, 614.15, 701.5a); abilities that trigger an
additional time (CR 603.2d)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import cast, choose, grave, names, plays, resolve

from tolaria import Action, Game


def _cast_bears_then(game: Game, counterspell: str, x: int | None = None) -> int:
    """Alice casts Grizzly Bears; Bob answers with `counterspell` targeting it."""
    cast(game, "Grizzly Bears")
    bears = game.state.stack[-1]
    game.act(Action("pass", 0))
    cast(game, counterspell, bears, player=1, x=x)
    resolve(game)
    return bears


def _exiled(game: Game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].exile]


@plays("No More Lies", "condition.countered_instead", "effect.counter_unless")
def test_614_15_no_more_lies_exiles_the_spell_its_controller_doesnt_pay_for():
    """CR 118.12a, 614.15: "Counter target spell unless its controller pays {3}. If that
    spell is countered this way, exile it instead of putting it into its owner's
    graveyard." Alice can pay and declines: Grizzly Bears is exiled, not put into her
    graveyard."""
    game = board(["Forest"] * 5, ["Island", "Plains"], hands=(["Grizzly Bears"],
                                                             ["No More Lies"]))
    _cast_bears_then(game, "No More Lies")
    assert game.decision.kind == "yes_no" and game.decision.player == 0
    choose(game, "no")
    resolve(game)
    assert _exiled(game) == ["Grizzly Bears"] and "Grizzly Bears" not in grave(game)


@plays("No More Lies", "condition.countered_instead", "effect.counter_unless")
def test_118_12a_no_more_lies_paid_for_is_not_countered():
    """CR 118.12a: Alice pays {3}; Grizzly Bears resolves and nothing is exiled."""
    game = board(["Forest"] * 5, ["Island", "Plains"], hands=(["Grizzly Bears"],
                                                             ["No More Lies"]))
    _cast_bears_then(game, "No More Lies")
    choose(game, "yes")
    resolve(game)
    assert "Grizzly Bears" in names(game) and _exiled(game) == []


@plays("Syncopate", "condition.countered_instead", "effect.counter_unless")
def test_614_15_syncopate_exiles_when_x_cant_be_paid():
    """CR 107.3, 614.15: Syncopate with X=2; Alice has no mana left to pay {2}, so the spell
    is countered with no question asked and goes to exile."""
    game = board(["Forest"] * 2, ["Island"] * 3, hands=(["Grizzly Bears"], ["Syncopate"]))
    _cast_bears_then(game, "Syncopate", x=2)
    assert not game.state.stack
    assert _exiled(game) == ["Grizzly Bears"] and "Grizzly Bears" not in grave(game)


@plays("Hinder", "condition.countered_instead")
def test_614_15_hinder_puts_it_on_the_bottom_by_its_casters_choice():
    """CR 614.15, 401.4: "... put that card on your choice of the top or bottom of its
    owner's library instead of into that player's graveyard." Bob, Hinder's controller,
    chooses: the bottom of Alice's library."""
    game = board(["Forest"] * 2, ["Island"] * 3, hands=(["Grizzly Bears"], ["Hinder"]))
    _cast_bears_then(game, "Hinder")
    assert game.decision.player == 1 and set(game.decision.options) == {"top", "bottom"}
    choose(game, "bottom")
    library = game.state.players[0].library
    assert game.state.objects[library[0]].name == "Grizzly Bears"
    assert "Grizzly Bears" not in grave(game) and not game.state.stack


@plays("Hinder", "condition.countered_instead")
def test_614_15_hinder_puts_it_on_top():
    """CR 614.15: Bob chooses the top: Alice draws Grizzly Bears again next."""
    game = board(["Forest"] * 2, ["Island"] * 3, hands=(["Grizzly Bears"], ["Hinder"]))
    _cast_bears_then(game, "Hinder")
    choose(game, "top")
    library = game.state.players[0].library
    assert game.state.objects[library[-1]].name == "Grizzly Bears"
    assert ids(game, "Grizzly Bears") == []
