"""Planeswalker lines played (seventh list): X damage divided among any number of targets
by a [−X] loyalty ability, X announced before the division (CR 107.3, 601.2b-d, 606.6), or
counted as the ability is activated (CR 601.2d, 602.2b)."""

from __future__ import annotations

import pytest
from boards import ids
from test_oracle_play import cast, chars, plays, resolve
from test_oracle_play_planeswalkers import _walker

from tolaria import Game
from tolaria.cards.registry import card_def
from tolaria.data.actions import IllegalAction
from tolaria.rules.zones import create_object

_HUATLI = "Huatli, Warrior Poet"
_LUKKA = "Lukka, Bound to Ruin"
_SLOTS = 30                      # "any number of target creatures": one slot per target


def _huatli_minus(x: int, *parts: str) -> str:
    """The notation of Huatli's [−X] with X and the division, the unchosen slots after."""
    chosen = ", ".join(parts)
    rest = ", ".join(["no target"] * (_SLOTS - len(parts)))
    return f"activate {_HUATLI}:3 x={x} targeting " + ", ".join(s for s in (chosen, rest) if s)


def _board() -> tuple[Game, int]:
    return _walker(["Grizzly Bears"], ["Grizzly Bears", "Hill Giant", "Serra Angel"],
                   _HUATLI, 5)


@plays(_HUATLI, "ability.loyalty_x", "target.divided", "target.divided_x",
       "effect.cant_block_this_way")
def test_601_2d_huatli_divides_x_damage_and_the_creatures_dealt_damage_cant_block():
    """"[−X]: Huatli deals X damage divided as you choose among any number of target
    creatures. Creatures dealt damage this way can't block this turn.": X = 4 removes four
    loyalty counters (CR 606.4, 107.3); 2 to Bob's Bears (lethal, CR 704.5g) and 2 to Hill
    Giant, which can't block this turn (CR 509.1a); Serra Angel, not chosen, can."""
    game, huatli = _board()
    bears, giant, angel = ids(game, "Grizzly Bears")[1], ids(game, "Hill Giant")[0], \
        ids(game, "Serra Angel")[0]
    action = game.parse(_huatli_minus(4, "Bob's Grizzly Bears 2", "Hill Giant 2"))
    assert action in game.legal_actions()
    game.act(action)
    assert game.state.objects[huatli].counters["loyalty"] == 1
    resolve(game)
    assert game.state.objects[bears].zone != "battlefield"
    assert [game.state.objects[i].name for i in game.state.players[1].graveyard] == \
        ["Grizzly Bears"]
    assert game.state.objects[giant].damage == 2
    assert "cant_block" in chars(game, giant).restrictions
    assert "cant_block" not in chars(game, angel).restrictions
    assert game.state.objects[angel].damage == 0


@plays(_HUATLI, "target.divided_x")
def test_601_2d_huatli_x_must_be_divided_exactly_at_least_1_each():
    """The division must add up to the X announced, at least 1 to each target chosen (CR
    601.2d): 2 + 1 for X = 4, or 0 to a target, is refused and nothing changes."""
    game, huatli = _board()
    for text in (_huatli_minus(4, "Bob's Grizzly Bears 2", "Hill Giant 1"),
                 _huatli_minus(3, "Bob's Grizzly Bears 3", "Hill Giant")):
        with pytest.raises(IllegalAction):
            game.act(game.parse(text))
        assert not game.state.stack
        assert game.state.objects[huatli].counters["loyalty"] == 5


@plays(_HUATLI, "target.divided_x")
def test_606_6_huatli_x_is_at_most_her_loyalty_and_x_0_targets_nothing():
    """X can't be more than her loyalty (CR 606.6); with X = 0 no target can be given at
    least 1, so none is chosen (CR 601.2d) and nothing is dealt damage."""
    game, huatli = _board()
    with pytest.raises(IllegalAction):
        game.act(game.parse(_huatli_minus(6, "Hill Giant 3", "Serra Angel 3")))
    assert game.state.objects[huatli].counters["loyalty"] == 5
    with pytest.raises(IllegalAction):
        game.act(game.parse(_huatli_minus(0, "Hill Giant")))
    game.act(game.parse(_huatli_minus(0)))
    resolve(game)
    assert game.state.objects[huatli].counters["loyalty"] == 5
    assert all(game.state.objects[i].damage == 0 for i in ids(game, "Hill Giant"))


def _lukka_minus(*parts: str) -> str:
    """The notation of Lukka's [−4] with the division, the unchosen slots after."""
    rest = ["no target"] * (_SLOTS - len(parts))
    return f"activate {_LUKKA}:3 targeting " + ", ".join([*parts, *rest])


@plays(_LUKKA, "target.divided", "quantity.on_activation", "quantity.greatest")
def test_601_2d_lukka_divides_the_greatest_power_counted_as_it_is_activated():
    """"[−4]: Lukka deals X damage divided as you choose among any number of target
    creatures and/or planeswalkers, where X is the greatest power among creatures you
    control as you activate this ability.": Hill Giant makes X = 3, divided 2 to Bob's
    Bears (lethal, CR 704.5g) and 1 to his planeswalker (CR 120.3c, 306.8)."""
    game, lukka = _walker(["Hill Giant", "Grizzly Bears"], ["Grizzly Bears"], _LUKKA, 5)
    bob_walker = _walker_for_bob(game, "Jace Beleren", 3)
    action = game.parse(_lukka_minus("Bob's Grizzly Bears 2", "Jace Beleren 1"))
    assert action in game.legal_actions()
    game.act(action)
    assert game.state.objects[lukka].counters["loyalty"] == 1             # CR 606.4
    resolve(game)
    assert [game.state.objects[i].name for i in game.state.players[1].graveyard] == \
        ["Grizzly Bears"]
    assert game.state.objects[bob_walker].counters["loyalty"] == 2


@plays(_LUKKA, "quantity.on_activation")
def test_601_2d_lukka_x_is_fixed_as_activated_not_as_it_resolves():
    """X is counted as the ability is activated: Bob's Lightning Bolt killing Hill Giant in
    response doesn't change it, and Serra Angel is still dealt all 3 (CR 601.2d, 608.2h)."""
    game, _ = _walker(["Hill Giant", "Grizzly Bears"], ["Serra Angel", "Mountain"], _LUKKA, 5,
                      hands=([], ["Lightning Bolt"]))
    angel = ids(game, "Serra Angel")[0]
    game.act(game.parse(_lukka_minus("Serra Angel 3")))
    game.act(game.parse("pass"))
    cast(game, "Lightning Bolt", ids(game, "Hill Giant")[0], player=1)
    resolve(game)
    assert not ids(game, "Hill Giant")
    assert game.state.objects[angel].damage == 3


@plays(_LUKKA, "quantity.on_activation")
def test_601_2d_lukka_division_must_add_up_to_the_greatest_power():
    """With Hill Giant (power 3) the greatest, dividing 2 (Grizzly Bears' power) or 4 is
    refused and nothing changes (CR 601.2d)."""
    game, lukka = _walker(["Hill Giant", "Grizzly Bears"], ["Serra Angel"], _LUKKA, 5)
    for text in (_lukka_minus("Serra Angel 2"), _lukka_minus("Serra Angel 4")):
        with pytest.raises(IllegalAction):
            game.act(game.parse(text))
        assert not game.state.stack
        assert game.state.objects[lukka].counters["loyalty"] == 5


def _walker_for_bob(game: Game, name: str, loyalty: int) -> int:
    """Bob's planeswalker with `loyalty` loyalty counters (CR 306.5b)."""
    new = create_object(game.state, card_def(name), 1, "battlefield")
    new.counters["loyalty"] = loyalty
    game.state.changed()
    return new.id
