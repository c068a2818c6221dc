"""Event triggers that aren't combat, played (CR 603.2), sixth part: a card's own "When you
discard this card" / "When a spell or ability an opponent controls causes you to discard this
card" (CR 701.8a).
"""

from __future__ import annotations

from boards import add_mana, board
from test_oracle_play import (
    ALICE,
    BOB,
    cast,
    choose_targets,
    grave,
    hand,
    life,
    names,
    plays,
    resolve,
)

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object

# -- "When a spell or ability an opponent controls causes you to discard this card" ---------


def _bob_discards_both(game) -> None:
    """Alice's Mind Rot resolves: Bob discards the only two cards in his hand (CR 701.8a);
    his card's trigger goes on the stack (and resolves, unless it asks for a target)."""
    add_mana(game, "{2}{B}")
    cast(game, "Mind Rot", BOB)
    resolve(game)
    assert hand(game, 1) == []


@plays("Psychic Purge", "trigger.discarded_self", "graveyard.card_trigger")
def test_701_8a_psychic_purge_discarded_by_an_opponents_spell_that_player_loses_5():
    game = board([], [], hands=(["Mind Rot"], ["Psychic Purge", "Opt"]))
    _bob_discards_both(game)
    assert "Psychic Purge" in grave(game, 1)
    assert life(game, 0) == 15 and life(game, 1) == 20


@plays("Metrognome", "trigger.discarded_self")
def test_701_8a_metrognome_discarded_by_an_opponent_makes_four_gnomes():
    game = board([], [], hands=(["Mind Rot"], ["Metrognome", "Opt"]))
    _bob_discards_both(game)
    gnomes = [i for i in game.state.battlefield if game.state.objects[i].name == "Gnome"]
    assert len(gnomes) == 4 and all(game.state.objects[i].controller == 1 for i in gnomes)


@plays("Guerrilla Tactics", "trigger.discarded_self")
def test_701_8a_guerrilla_tactics_its_own_target_as_it_triggers():
    game = board([], [], hands=(["Mind Rot"], ["Guerrilla Tactics", "Opt"]))
    _bob_discards_both(game)
    choose_targets(game, ALICE)
    resolve(game)
    assert life(game, 0) == 16


def test_701_8a_psychic_purge_not_for_its_owners_own_discard():
    """Discarded by its owner's own spell (or as a cost, or in cleanup): no trigger."""
    game = board([], [], hands=(["Faithless Looting", "Psychic Purge", "Opt"], []))
    add_mana(game, "{R}")
    cast(game, "Faithless Looting")
    resolve(game)
    assert game.decision.kind == "discard" and game.decision.player == 0
    game.act(Action("choose", 0, choice=tuple(
        i for i in game.state.players[0].hand
        if game.state.objects[i].name in ("Psychic Purge", "Opt"))))
    resolve(game)
    assert "Psychic Purge" in grave(game, 0) and not game.state.stack
    assert life(game, 0) == 20 and life(game, 1) == 20 and hand(game, 0) == ["Wastes", "Wastes"]
    assert names(game) == []


# -- "When you discard this card" (CR 701.8a): any discard, its owner's own too -------------


def _alice_loots(game, *discarded: str) -> None:
    """Alice's Faithless Looting: she draws two, then discards `discarded` (CR 701.8a)."""
    add_mana(game, "{R}")
    cast(game, "Faithless Looting")
    resolve(game)
    assert game.decision.kind == "discard" and game.decision.player == 0
    game.act(Action("choose", 0, choice=tuple(
        i for i in game.state.players[0].hand if game.state.objects[i].name in discarded)))


@plays("Bartered Cow", "trigger.discarded_self")
def test_701_8a_bartered_cow_discarded_by_its_owners_own_spell_makes_a_food():
    game = board([], [], hands=(["Faithless Looting", "Bartered Cow", "Opt"], []))
    _alice_loots(game, "Bartered Cow", "Opt")
    resolve(game)
    assert names(game) == ["Food"] and "Bartered Cow" in grave(game, 0)


@plays("Edgar's Awakening", "trigger.discarded_self", "condition.when_paid")
def test_603_12_edgars_awakening_discarded_pay_b_when_you_do_return_a_creature_card():
    game = board(["Swamp"], [], hands=(["Faithless Looting", "Edgar's Awakening", "Opt"], []))
    bears = create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard").id
    _alice_loots(game, "Edgar's Awakening", "Opt")
    resolve(game)
    assert game.decision.kind == "yes_no"
    game.act(Action("choose", 0, choice=("yes",)))
    assert game.state.objects[game.state.battlefield[0]].tapped      # {B} paid
    if game.decision.kind == "targets":          # the reflexive ability's own (603.12)
        choose_targets(game, bears)
    resolve(game)
    assert "Grizzly Bears" in hand(game, 0) and "Edgar's Awakening" in grave(game, 0)
