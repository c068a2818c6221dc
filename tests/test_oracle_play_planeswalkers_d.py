"""Planeswalker lines played, issue 17 (fourth list): casting cards as a loyalty ability
resolves, tokens that gain a keyword for good, and more (CR 606, 608.2g, 601.2)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import _on_top, activate, choose, life, plays, resolve
from test_oracle_play_planeswalkers import _walker

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.layers import characteristics
from tolaria.rules.zones import create_object


def _in_grave(game, name: str, player: int = 0) -> int:
    return create_object(game.state, card_def(name), player, "graveyard").id


def _casts(game, oid: int) -> list[Action]:
    return [a for a in game.legal_actions() if a.kind == "cast" and a.object == oid]


def _tapped(game, name: str) -> int:
    return sum(game.state.objects[i].tapped for i in ids(game, name))


@plays("Chandra, Acolyte of Flame", "tokens.they")
def test_611_2a_chandra_elementals_gain_haste_for_as_long_as_they_stay():
    """"[0]: Create two 1/1 red Elemental creature tokens. They gain haste.": with no
    duration, haste lasts past the turn while each stays (CR 611.2a); both are sacrificed at
    the next end step (CR 603.7c)."""
    game, chandra = _walker([], [], "Chandra, Acolyte of Flame", 4)
    activate(game, chandra, index=1)
    resolve(game)
    tokens = ids(game, "Elemental")
    assert len(tokens) == 2
    assert all("haste" in characteristics(game.state, game.state.objects[t]).keywords
               for t in tokens)


@plays("Chandra, Acolyte of Flame", "graveyard.cast_now")
def test_608_2g_chandra_casts_a_sorcery_from_the_graveyard_paying_its_cost_then_exiles_it():
    """"[−2]: You may cast target instant or sorcery card with mana value 3 or less from your
    graveyard. If that spell would be put into your graveyard, exile it instead.": cast as
    the ability resolves, ignoring a sorcery's timing (CR 608.2g), paying its mana cost
    (CR 601.2f); it is then exiled (CR 614.1a)."""
    game, chandra = _walker(["Mountain"], [], "Chandra, Acolyte of Flame", 4)
    shock = _in_grave(game, "Shock")
    activate(game, chandra, shock, index=2)
    assert game.state.stack                    # a sorcery-speed ability; Bob may respond
    resolve(game)
    assert game.decision.kind == "cast" and game.decision.subject == shock
    game.act(next(a for a in _casts(game, shock) if a.targets == (("player", 1),)))
    resolve(game)
    assert life(game, 1) == 18 and _tapped(game, "Mountain") == 1
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == ["Shock"]


@plays("Chandra, Acolyte of Flame", "graveyard.cast_now")
def test_601_2f_chandra_cast_now_needs_its_mana_cost_paid():
    """Without mana for its cost the card can't be cast, not even for free: nothing is
    asked, and the card stays in the graveyard (CR 601.2f-h)."""
    game, chandra = _walker([], [], "Chandra, Acolyte of Flame", 4)
    shock = _in_grave(game, "Shock")
    activate(game, chandra, shock, index=2)
    resolve(game)
    assert game.decision.kind == "priority" and not game.state.stack
    assert game.state.objects[shock].zone == "graveyard" and life(game, 1) == 20
