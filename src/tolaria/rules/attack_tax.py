"""Costs to attack (CR 508.1d, 508.1g-j): "Creatures can't attack you unless their
controller pays {2} for each creature they control that's attacking you." (Propaganda);
"{X} ..., where X is the number of enchantments you control" (Sphere of Safety): X is
counted as the attackers are declared (CR 508.1h; `StaticAbility.per`).

As attackers are declared, the attacking player adds up the costs of the attacks chosen
(CR 508.1h) and pays them once the attackers are tapped (508.1f, 508.1i-j; the payment
planner activates the mana abilities). A declaration whose total can't be paid is illegal
(CR 508.1d). A player is never required to pay such a cost to obey a requirement
(CR 508.1d): `combat` asks `taxed` when it weighs requirements.

Card data: a StaticAbility of kind ATTACK_TAX (`tolaria.data.vocabulary`).
"""

from __future__ import annotations

from tolaria.data.mana import parse_cost
from tolaria.data.objects import Ref
from tolaria.data.state import GameState
from tolaria.data.vocabulary import ATTACK_TAX
from tolaria.rules import priority, quantities
from tolaria.rules.layers import characteristics, controller
from tolaria.rules.restrictions import statics_of


def _defending(state: GameState, target: Ref, walkers: bool) -> int | None:
    """The player an attack on `target` is "attacking you" for: that player, or with
    `walkers` the controller of an attacked planeswalker (CR 506.2, 506.3)."""
    if target[0] == "player":
        return target[1]
    obj = state.objects.get(target[1])
    if walkers and obj is not None and "Planeswalker" in characteristics(state, obj).types:
        return controller(state, obj)
    return None


def tax(state: GameState, target: Ref) -> int:
    """The generic mana one creature attacking `target` costs (CR 508.1g)."""
    found = statics_of(state, ATTACK_TAX)
    if not found:
        return 0
    total = 0
    for src, ability in found:
        you = controller(state, src)
        if _defending(state, target, ability.affects == "you_and_walkers") == you:
            total += ability.amount * (quantities.evaluate(state, you, src, ability.per)
                                       if ability.per else 1)   # CR 508.1h: X now
    return total


def taxed(state: GameState, target: Ref) -> bool:
    """Does attacking `target` cost something? Then no requirement makes a creature attack
    it (CR 508.1d)."""
    return bool(statics_of(state, ATTACK_TAX)) and tax(state, target) > 0


def total(state: GameState, choice: tuple[tuple[int, Ref], ...]) -> int:
    """CR 508.1h: the total cost of the attacks declared."""
    if not statics_of(state, ATTACK_TAX):
        return 0
    return sum(tax(state, target) for _, target in choice)


def why_unpaid(state: GameState, player: int, choice: tuple[tuple[int, Ref], ...]
               ) -> str | None:
    """CR 508.1d, 508.1h-j: the total must be payable with the mana sources left once the
    attackers without vigilance are tapped (508.1f)."""
    amount = total(state, choice)
    if amount == 0:
        return None
    cost = parse_cost(f"{{{amount}}}")
    tapping = {oid for oid, _ in choice
               if "vigilance" not in characteristics(state, state.objects[oid]).keywords}
    only = tuple(s.id for s in priority.payment_sources(state, player, cost, False)
                 if s.id not in tapping)
    if priority.plan_payment(state, player, cost, 0, only=only) is None:
        return (f"{state.players[player].name} can't pay {cost} to attack with those "
                "creatures (CR 508.1d, 508.1h)")
    return None


def pay(state: GameState, player: int, choice: tuple[tuple[int, Ref], ...]) -> None:
    """CR 508.1i-j: the attackers are tapped; the player pays the total."""
    amount = total(state, choice)
    if amount == 0:
        return
    cost = parse_cost(f"{{{amount}}}")
    payment = priority.plan_payment(state, player, cost, 0)
    assert payment is not None, "checked by why_unpaid (CR 508.1d)"
    priority.pay(state, player, payment)
    state.say(f"{state.players[player].name} pays {cost} to attack", "508.1j")
