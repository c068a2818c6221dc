"""Costs to attack (CR 508.1d, 508.1g-j): Propaganda, Ghostly Prison, Windborn Muse and
Baird, Steward of Argive (also for planeswalkers)."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import BOB, obj, plays, to_step

from tolaria import Action, IllegalAction


def _untapped(game, name: str) -> int:
    return sum(1 for i in game.state.battlefield if game.state.objects[i].name == name
               and not game.state.objects[i].tapped)


@plays("Propaganda", "static.attack_tax")
def test_508_1h_propaganda_two_for_each_attacker_paid_as_they_are_declared() -> None:
    game = board(["Grizzly Bears", "Grizzly Bears"] + ["Mountain"] * 3, ["Propaganda"],
                 step="declare attackers")
    first, second = obj(game, "Grizzly Bears"), obj(game, "Grizzly Bears", 1)
    with pytest.raises(IllegalAction, match=r"508\.1d"):                 # {4}, three lands
        game.act(Action("attack", 0, choice=((first, BOB), (second, BOB))))
    game.act(Action("attack", 0, choice=((first, BOB),)))
    assert _untapped(game, "Mountain") == 1                               # CR 508.1j
    to_step(game, "postcombat main")
    assert game.state.players[1].life == 18


@plays("Ghostly Prison", "static.attack_tax")
def test_508_1f_attackers_tap_before_the_cost_is_paid() -> None:
    """Llanowar Elves, attacking, is tapped (CR 508.1f) before the cost is paid (508.1j):
    it can't pay for itself; the Bears may attack, the Elves' mana paying."""
    game = board(["Llanowar Elves", "Grizzly Bears", "Forest"], ["Ghostly Prison"],
                 step="declare attackers")
    elves, bears = obj(game, "Llanowar Elves"), obj(game, "Grizzly Bears")
    with pytest.raises(IllegalAction, match=r"508\.1h"):
        game.act(Action("attack", 0, choice=((elves, BOB),)))
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    assert game.state.objects[elves].tapped and _untapped(game, "Forest") == 0


@plays("Windborn Muse", "static.attack_tax")
def test_508_1d_a_requirement_never_makes_a_player_pay_to_attack() -> None:
    """Juggernaut attacks each combat if able, but not when attacking costs {2}
    (CR 508.1d): declaring no attackers is legal; paying, it may still attack."""
    game = board(["Juggernaut"] + ["Mountain"] * 2, ["Windborn Muse"],
                 step="declare attackers")
    game.act(Action("attack", 0, choice=()))
    assert game.state.objects[obj(game, "Juggernaut")].attacking is None
    game = board(["Juggernaut"] + ["Mountain"] * 2, ["Windborn Muse"],
                 step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Juggernaut"), BOB),)))
    assert _untapped(game, "Mountain") == 0


@plays("Baird, Steward of Argive", "static.attack_tax")
def test_508_1g_baird_taxes_attacks_on_planeswalkers_too() -> None:
    game = board(["Grizzly Bears", "Grizzly Bears", "Mountain"],
                 ["Baird, Steward of Argive", "Jace Beleren"], step="declare attackers")
    first, second = obj(game, "Grizzly Bears"), obj(game, "Grizzly Bears", 1)
    jace = ("object", obj(game, "Jace Beleren"))
    with pytest.raises(IllegalAction, match=r"508\.1d"):                 # {2}, one land
        game.act(Action("attack", 0, choice=((first, BOB), (second, jace))))
    game.act(Action("attack", 0, choice=((second, jace),)))
    assert _untapped(game, "Mountain") == 0


@plays("Sphere of Safety", "static.attack_tax")
def test_508_1h_sphere_of_safety_x_counts_enchantments_as_attackers_are_declared() -> None:
    """X is the number of enchantments Bob controls (two: Alice's Anthem doesn't count),
    so each attack on Bob or his planeswalker costs {2} (CR 508.1g-h)."""
    game = board(["Grizzly Bears", "Grizzly Bears", "Glorious Anthem"] + ["Mountain"] * 3,
                 ["Sphere of Safety", "Glorious Anthem", "Jace Beleren"],
                 step="declare attackers")
    first, second = obj(game, "Grizzly Bears"), obj(game, "Grizzly Bears", 1)
    jace = ("object", obj(game, "Jace Beleren"))
    with pytest.raises(IllegalAction, match=r"508\.1d"):                 # {4}, three lands
        game.act(Action("attack", 0, choice=((first, BOB), (second, jace))))
    game.act(Action("attack", 0, choice=((second, jace),)))
    assert _untapped(game, "Mountain") == 1                               # CR 508.1j
