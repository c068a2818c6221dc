"""The shortcuts that keep listing legal actions cheap (README "Performance") list exactly
what the full checks list: each test compares the quick listing with the slow one."""

from __future__ import annotations

from boards import board

from tolaria.rules import priority

HAND = ("Lightning Bolt", "Grizzly Bears", "Ambush Viper", "Divination", "Exalted Angel")
LANDS = ("Mountain", "Mountain", "Forest", "Forest", "Island", "Island")


def _every_cast(game, player: int = 0) -> set:
    """The cast actions `cast_actions` gives for each card in hand, none skipped."""
    state = game.state
    return {a for oid in state.players[player].hand
            for a in priority.cast_actions(state, player, state.objects[oid])}


def _listed_casts(game, player: int = 0) -> set:
    return {a for a in priority.priority_actions(game.state, player) if a.kind == "cast"}


def _names(game, actions: set) -> set[str]:
    return {game.state.objects[a.object].name for a in actions}


def test_307_1_outside_a_main_phase_only_instant_speed_cards_are_listed():
    """CR 307.1, 702.8a: in the upkeep an instant and a flash creature may be cast; a
    sorcery, a creature and a morph card (cast face down only at sorcery speed, CR 702.37c)
    may not. The listing skips those cards without asking, and lists what the full check
    lists."""
    game = board(LANDS, hands=(HAND, ()), step="upkeep")
    assert game.state.step == "upkeep" and not game.state.stack
    listed = _listed_casts(game)
    assert listed == _every_cast(game)
    assert _names(game, listed) == {"Lightning Bolt", "Ambush Viper"}


def test_307_1_in_a_main_phase_every_card_in_hand_is_listed():
    """CR 307.1: with sorcery timing every affordable card is listed, the morph card both
    face up and face down (CR 702.37c)."""
    game = board(LANDS, hands=(HAND, ()))
    listed = _listed_casts(game)
    assert listed == _every_cast(game)
    assert _names(game, listed) == set(HAND)
    angel = [a for a in listed if game.state.objects[a.object].name == "Exalted Angel"]
    assert any(a.costs for a in angel)                     # face down, announced "morph"
