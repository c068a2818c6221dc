"""Play tests for the Modern Boros Energy deck of 2024 (benchmarks/decks): Seasoned
Pyromancer ("discard two cards, then draw two cards. For each nonland card discarded this
way, create a 1/1 red Elemental creature token", CR 701.8a, 608.2c)."""

from __future__ import annotations

from boards import board
from test_oracle_play import cast, grave, hand, in_hand, names, plays, resolve

from tolaria import Action, Game

PYROMANCER = "Seasoned Pyromancer"
PYRO_CONSTRUCTS = ("quantity.discarded_this_way", "quantity.for_each", "effect.discard",
                   "effect.draw", "effect.tokens", "trigger.enters")


def _cast_pyromancer(game: Game, *discards: str) -> None:
    """Alice casts Seasoned Pyromancer; as its enters trigger resolves she discards
    `discards` (when she has more cards than she must discard, she chooses, CR 701.8a)."""
    cast(game, PYROMANCER)
    resolve(game)
    for _ in range(10):
        decision = game.decision
        if decision.kind == "discard":
            game.act(Action("choose", 0, choice=tuple(in_hand(game, n) for n in discards)))
        elif decision.kind == "priority" and game.state.stack:
            game.act(Action("pass", decision.player))
        else:
            return
    raise AssertionError("the stack never emptied")


def _elementals(game: Game) -> int:
    return names(game).count("Elemental")


@plays(PYROMANCER, *PYRO_CONSTRUCTS)
def test_608_2c_pyromancer_a_token_for_each_nonland_card_discarded():
    """CR 701.8a, 608.2c: Alice discards Lightning Bolt and Forest: one nonland card, one
    Elemental; she draws two cards."""
    game = board(["Mountain"] * 3, hands=([PYROMANCER, "Lightning Bolt", "Forest",
                                           "Shock"], []))
    _cast_pyromancer(game, "Lightning Bolt", "Forest")
    assert sorted(grave(game)) == ["Forest", "Lightning Bolt"]
    assert sorted(hand(game)) == ["Shock", "Wastes", "Wastes"]
    assert _elementals(game) == 1


@plays(PYROMANCER, "quantity.discarded_this_way")
def test_608_2c_pyromancer_two_nonland_cards_make_two_tokens():
    """CR 608.2c: two nonland cards discarded, two Elementals."""
    game = board(["Mountain"] * 3, hands=([PYROMANCER, "Lightning Bolt", "Shock",
                                           "Forest"], []))
    _cast_pyromancer(game, "Lightning Bolt", "Shock")
    assert sorted(grave(game)) == ["Lightning Bolt", "Shock"]
    assert _elementals(game) == 2


@plays(PYROMANCER, "quantity.discarded_this_way")
def test_608_2c_pyromancer_two_lands_discarded_make_no_token():
    """CR 608.2c: lands discarded aren't nonland cards."""
    game = board(["Mountain"] * 3, hands=([PYROMANCER, "Forest", "Mountain"], []))
    _cast_pyromancer(game)
    assert sorted(grave(game)) == ["Forest", "Mountain"]
    assert _elementals(game) == 0 and hand(game) == ["Wastes", "Wastes"]


@plays(PYROMANCER, "quantity.discarded_this_way")
def test_701_8a_pyromancer_with_one_card_discards_it_and_draws_two():
    """CR 701.8a: with one card in hand Alice discards just it, then draws two; the cards
    she draws weren't discarded this way (CR 608.2c)."""
    game = board(["Mountain"] * 3, hands=([PYROMANCER, "Lightning Bolt"], []))
    _cast_pyromancer(game)
    assert grave(game) == ["Lightning Bolt"] and hand(game) == ["Wastes", "Wastes"]
    assert _elementals(game) == 1


@plays(PYROMANCER, "quantity.discarded_this_way")
def test_701_8a_pyromancer_with_an_empty_hand_draws_two_and_makes_nothing():
    """CR 701.8a, 608.2c: nothing discarded, no token; Alice still draws two."""
    game = board(["Mountain"] * 3, hands=([PYROMANCER], []))
    _cast_pyromancer(game)
    assert grave(game) == [] and hand(game) == ["Wastes", "Wastes"]
    assert _elementals(game) == 0
