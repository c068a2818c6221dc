"""Enters triggers and replacement effects played in real games (ninth list): "When this
creature enters, any opponent may have it deal N damage to them. If a player does, sacrifice
this creature." (CR 120.3, 101.4, 608.2d)."""

from __future__ import annotations

from boards import board
from test_oracle_play import cast, grave, life, names, obj, plays, resolve

from tolaria import Action

# -- "any opponent may have it deal N damage to them. If a player does, ..." (CR 608.2d) ----


def _answer(game, choice: str) -> None:
    game.act(Action("choose", game.decision.player, choice=(choice,)))


def _enter(name: str, lands: list[str]):
    game = board(lands, [], hands=([name], []))
    cast(game, name)
    resolve(game)                     # the spell, then its enters trigger (CR 603.3)
    return game


@plays("Vexing Devil", "condition.any_opponent_may_take_damage", "condition.any_player_may")
def test_608_2d_vexing_devil_bob_takes_4_damage_and_the_devil_is_sacrificed():
    """Bob, the opponent, is asked (CR 608.2d); he chooses to be dealt 4 damage by the
    Devil (CR 120.3), so Alice sacrifices it (CR 701.17a)."""
    game = _enter("Vexing Devil", ["Mountain"])
    assert game.decision.kind == "yes_no" and game.decision.player == 1
    _answer(game, "yes")
    assert life(game, 1) == 16 and life(game, 0) == 20
    assert "Vexing Devil" in grave(game, 0) and "Vexing Devil" not in names(game)


@plays("Vexing Devil", "condition.any_opponent_may_take_damage")
def test_608_2d_vexing_devil_bob_declines_and_the_devil_stays():
    game = _enter("Vexing Devil", ["Mountain"])
    _answer(game, "no")
    assert life(game, 1) == 20
    assert "Vexing Devil" in names(game) and not grave(game, 0)


@plays("Longhorn Firebeast", "condition.any_opponent_may_take_damage")
def test_120_3_longhorn_firebeast_deals_5_damage_to_the_opponent_who_chooses_it():
    game = _enter("Longhorn Firebeast", ["Mountain"] * 3)
    assert game.decision.player == 1
    _answer(game, "yes")
    assert life(game, 1) == 15
    assert "Longhorn Firebeast" in grave(game, 0)


# -- "N damage to each opponent and N damage to each creature your opponents control" -----


@plays("Dagger Caster", "effect.damage_opponents_and_same_to_each",
       "effect.damage_players_and_each", "effect.damage_each")
def test_120_3_dagger_caster_deals_1_to_bob_and_to_each_of_his_creatures_only():
    """Bob is dealt 1 damage and so is each creature he controls, all at once (CR 120.3);
    his 1/1 dies (CR 704.5g), his 2/2 survives; Alice's own 1/1 and Alice are untouched."""
    game = board(["Mountain", "Mountain", "Swamp", "Swamp", "Llanowar Elves"],
                 ["Llanowar Elves", "Grizzly Bears"], hands=(["Dagger Caster"], []))
    cast(game, "Dagger Caster")
    resolve(game)
    assert life(game, 1) == 19 and life(game, 0) == 20
    assert grave(game, 1) == ["Llanowar Elves"] and not grave(game, 0)
    bears = obj(game, "Grizzly Bears")
    assert game.state.objects[bears].damage == 1


# -- "pay {E}{E}. If you can't, ..." (CR 107.14, 608.2c) --------------------------------------


@plays("Greenbelt Rampager", "energy.pay_if_you_cant")
def test_107_14_greenbelt_rampager_without_energy_returns_to_hand_and_gets_one():
    """Alice has no energy: she can't pay {E}{E}, so the Rampager returns to her hand and
    she gets {E} (CR 608.2c)."""
    game = _enter("Greenbelt Rampager", ["Forest"])
    assert "Greenbelt Rampager" not in names(game)
    assert game.state.players[0].energy == 1
    assert [game.state.objects[i].name for i in game.state.players[0].hand] == [
        "Greenbelt Rampager"]


@plays("Greenbelt Rampager", "energy.pay_if_you_cant")
def test_107_14_greenbelt_rampager_with_two_energy_pays_and_stays():
    """With {E}{E} Alice must pay them (not optional): the Rampager stays, no {E} gained."""
    game = board(["Forest"], [], hands=(["Greenbelt Rampager"], []))
    game.state.players[0].energy = 2
    game.state.changed()
    cast(game, "Greenbelt Rampager")
    resolve(game)
    assert "Greenbelt Rampager" in names(game)
    assert game.state.players[0].energy == 0


# -- "if your life total is less than N" (CR 119.1, 603.4) ------------------------------------


def _wurm(life_total: int):
    game = board(["Forest"] * 7, [], hands=(["Elderscale Wurm"], []))
    game.state.players[0].life = life_total
    game.state.changed()
    cast(game, "Elderscale Wurm")
    resolve(game)
    return game


@plays("Elderscale Wurm", "condition.life_total_than", "effect.set_life")
def test_603_4_elderscale_wurm_at_3_life_sets_the_life_total_to_7():
    game = _wurm(3)
    assert "Elderscale Wurm" in names(game) and life(game, 0) == 7


@plays("Elderscale Wurm", "condition.life_total_than")
def test_603_4_elderscale_wurm_at_7_life_the_trigger_does_nothing():
    """7 isn't less than 7: the ability doesn't trigger (CR 603.4); 12 stays 12."""
    game = _wurm(7)
    assert life(game, 0) == 7 and not game.state.stack
    game = _wurm(12)
    assert life(game, 0) == 12
