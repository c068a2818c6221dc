"""The planeswalker Commander precon's cards played, issue 17: The Chain Veil, Deepglow
Skate, Jace, Architect of Thought, Tamiyo, Field Researcher, Ugin, the Spirit Dragon
(CR 606, 701.9e, 700.3)."""

from __future__ import annotations

from boards import ids
from test_oracle_play import (
    cast,
    choose,
    choose_targets,
    hand,
    life,
    plays,
    resolve,
)
from test_oracle_play_planeswalkers import _walker

from tolaria import Action
from tolaria.cards.oracle.targeting import ANY_NUMBER
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _put(game, name: str, owner: int = 0, zone: str = "battlefield"):
    new = create_object(game.state, card_def(name), owner, zone)
    new.since = None
    game.state.changed()
    return new


@plays("Deepglow Skate", "effect.double_counters", "target.any_number", "target.spread")
def test_701_9e_deepglow_skate_doubles_each_kind_of_counter_on_each_target():
    """"When this creature enters, double the number of each kind of counter on any number
    of target permanents.": the walker's loyalty and the creature's +1/+1 and charge
    counters each double (CR 701.9e); the untargeted creature keeps its counter."""
    game, jace = _walker(["Island"] * 5, [], "Jace Beleren", 3,
                         hands=(["Deepglow Skate"], []))
    bear = _put(game, "Grizzly Bears")
    bear.counters.update({"+1/+1": 2, "charge": 1})
    giant = _put(game, "Hill Giant", owner=1)
    giant.counters["+1/+1"] = 1
    cast(game, "Deepglow Skate")
    resolve(game)
    choose_targets(game, jace, bear.id, *[None] * (ANY_NUMBER - 2))
    resolve(game)
    assert game.state.objects[jace].counters["loyalty"] == 6
    assert bear.counters == {"+1/+1": 4, "charge": 2}
    assert giant.counters == {"+1/+1": 1}


def _named(game, options, name: str) -> int:
    return next(o for o in options if o != "nothing" and game.state.objects[o].name == name)


@plays("Ugin, the Spirit Dragon", "ability.loyalty_x", "library.all_leave",
       "phrase.one_or_more_colors")
def test_107_3_ugin_exiles_each_colored_permanent_with_mana_value_x_or_less():
    """"[−X]: Exile each permanent with mana value X or less that's one or more colors.":
    with X = 3, the Bears and Bob's Elves go; the Angel and the Dragon (mana value 5, 6)
    stay; the colorless Ornithopter and lands stay (CR 105.2c), as does Ugin (CR 107.3,
    406.2)."""
    game, ugin = _walker(["Grizzly Bears", "Ornithopter", "Forest", "Serra Angel"],
                         ["Llanowar Elves", "Shivan Dragon"], "Ugin, the Spirit Dragon", 7)
    game.act(Action("activate", 0, ugin, ability=1, x=3))
    assert game.state.objects[ugin].counters["loyalty"] == 4
    resolve(game)
    assert not ids(game, "Grizzly Bears") and not ids(game, "Llanowar Elves")
    assert ids(game, "Ornithopter") and ids(game, "Forest") and ids(game, "Serra Angel")
    assert ids(game, "Shivan Dragon") and ugin in game.state.battlefield
    assert sorted(game.state.objects[i].name for i in game.state.players[1].exile) == [
        "Llanowar Elves"]


@plays("Ugin, the Spirit Dragon", "library.from_hand_any")
def test_110_2_ugin_gains_7_draws_7_then_puts_up_to_seven_permanent_cards_onto_the_battlefield():
    """"[−10]: You gain 7 life, draw seven cards, then put up to seven permanent cards from
    your hand onto the battlefield.": the choice is from the hand after the draw; only
    permanent cards are offered (not Shock); they enter at once, not played (CR 110.2,
    305.4)."""
    game, ugin = _walker([], [], "Ugin, the Spirit Dragon", 10,
                         hands=(["Grizzly Bears", "Shock", "Forest"], []))
    game.act(Action("activate", 0, ugin, ability=2))
    resolve(game)
    state = game.state
    assert life(game, 0) == 27 and len(state.players[0].hand) == 10
    names = {state.objects[o].name for o in game.decision.options if o != "nothing"}
    assert names == {"Grizzly Bears", "Forest", "Wastes"}
    assert "Shock" not in names
    choose(game, _named(game, game.decision.options, "Grizzly Bears"))
    choose(game, _named(game, game.decision.options, "Forest"))
    choose(game, "nothing")
    resolve(game)
    assert ids(game, "Grizzly Bears") and ids(game, "Forest")
    assert "Shock" in hand(game) and state.players[0].lands_played == 0
    assert ugin not in state.battlefield                       # 0 loyalty (CR 704.5i)


@plays("Ugin, the Spirit Dragon", "library.from_hand_any")
def test_110_2_up_to_seven_stops_at_seven():
    """"up to seven": after the seventh card, nothing more is asked (CR 110.2)."""
    game, ugin = _walker([], [], "Ugin, the Spirit Dragon", 11)
    game.act(Action("activate", 0, ugin, ability=2))
    resolve(game)
    for _ in range(7):
        assert game.decision.kind == "choose"
        choose(game, next(o for o in game.decision.options if o != "nothing"))
    resolve(game)
    assert len(ids(game, "Wastes")) == 7 and len(game.state.players[0].hand) == 0
