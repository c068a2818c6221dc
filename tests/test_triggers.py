"""Triggered abilities (CR 603): APNAP order, ordering your own, targets, removal."""

from __future__ import annotations

from dataclasses import replace

from boards import board

from tolaria import Action, Game
from tolaria.cards.dsl import ANY, damage, draw, gain_life, triggered
from tolaria.cards.registry import card_def

# Test-only cards: printed like Grizzly Bears, with the triggers each test needs.
TWIN_TRIGGERS = replace(card_def("Grizzly Bears"), name="Twin Herald", triggered=(
    triggered("enters", draw(1), text="When this creature enters, draw a card."),
    triggered("enters", gain_life(2, who="you"), text="When this creature enters, you gain 2 life."),
))
PINGER = replace(card_def("Grizzly Bears"), name="Entering Pinger", triggered=(
    triggered("enters", damage(1), targets=(ANY,),
              text="When this creature enters, it deals 1 damage to any target."),
))


def main_phase(hand_card, lands: int = 2) -> Game:
    forests = ["Forest"] * lands
    return board(forests, forests, hands=([hand_card], []))


def cast_and_resolve(game: Game) -> None:
    cast = next(a for a in game.legal_actions() if a.kind == "cast")
    game.act(cast)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))


def test_603_3b_controller_orders_simultaneous_triggers():
    game = main_phase(TWIN_TRIGGERS)
    cast_and_resolve(game)
    d = game.decision
    assert d.kind == "order_triggers" and d.player == 0
    game.act(Action("order", 0, choice=(1, 0)))      # life trigger first: it resolves last
    top = game.state.objects[game.state.stack[-1]]
    assert top.ability.text.endswith("draw a card.")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert len(game.state.players[0].hand) == 1 and game.state.players[0].life == 20
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.state.players[0].life == 22


def test_603_3d_trigger_targets_chosen_when_put_on_stack():
    game = main_phase(PINGER)
    cast_and_resolve(game)
    d = game.decision
    assert d.kind == "targets" and d.player == 0
    bob = next(a for a in game.legal_actions() if a.targets == (("player", 1),))
    game.act(bob)
    assert game.state.objects[game.state.stack[-1]].targets == (("player", 1),)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.state.players[1].life == 19
