"""Play tests: "Reveal any number of <color> cards in your hand." and the cards revealed
this way (CR 701.16a, 608.2c-d)."""

from __future__ import annotations

from boards import add_mana, board, ids
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose,
    grave,
    hand,
    life,
    move_on,
    plays,
    resolve,
)

from tolaria import Action, Game


def _reveal_named(game: Game, *names_: str) -> None:
    """Answer "reveal any number of cards": these cards of Alice's hand, then done (not
    asked once no card is left to choose)."""
    state = game.state
    assert game.decision.kind == "choose"
    for name in names_:
        choose(game, next(o for o in game.decision.options
                          if o != "done" and state.objects[o].name == name))
    if game.decision.kind == "choose" and "done" in game.decision.options:
        choose(game, "done")


@plays("Ivy Seer", "effect.reveal_any_number", "quantity.where_x", "quantity.pump")
def test_701_16a_ivy_seer_counts_the_green_cards_revealed():
    """CR 701.16a, 608.2c-d: "{2}{G}, {T}: Reveal any number of green cards in your hand.
    Target creature gets +X/+X until end of turn, where X is the number of cards revealed
    this way." Only the green cards can be chosen (not the Island); Alice reveals two of
    her three: her Grizzly Bears is 4/4, and the revealed cards stay in her hand."""
    game = board(["Ivy Seer", "Grizzly Bears"], [],
                 hands=(["Llanowar Elves", "Giant Growth", "Grizzly Bears", "Island"], []))
    seer, bears = ids(game, "Ivy Seer")[0], ids(game, "Grizzly Bears")[0]
    add_mana(game, "{2}{G}")
    activate(game, seer, bears)
    resolve(game)
    options = {game.state.objects[o].name for o in game.decision.options if o != "done"}
    assert options == {"Llanowar Elves", "Giant Growth", "Grizzly Bears"}
    _reveal_named(game, "Llanowar Elves", "Giant Growth")
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (4, 4)
    assert len(hand(game)) == 4


@plays("Nightshade Seer", "effect.reveal_any_number", "quantity.where_x", "quantity.pump")
def test_608_2d_nightshade_seer_revealing_none_gives_minus_zero():
    """CR 608.2d: Alice may reveal no card at all: Bob's Grizzly Bears gets -0/-0 and
    lives; with one black card revealed the next time, it gets -1/-1 and is 1/1."""
    game = board(["Nightshade Seer"], ["Grizzly Bears"], hands=(["Duress"], []))
    seer, bears = ids(game, "Nightshade Seer")[0], ids(game, "Grizzly Bears")[0]
    add_mana(game, "{2}{B}")
    activate(game, seer, bears)
    resolve(game)
    _reveal_named(game)
    resolve(game)
    assert chars(game, bears).toughness == 2
    game.state.objects[seer].tapped = False
    add_mana(game, "{2}{B}")
    activate(game, seer, bears)
    resolve(game)
    _reveal_named(game, "Duress")
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (1, 1)


@plays("Cinder Seer", "effect.reveal_any_number", "quantity.where_x", "effect.damage")
def test_608_2c_cinder_seer_deals_damage_equal_to_the_red_cards_revealed():
    """CR 608.2c, 120.3: "... This creature deals X damage to any target, where X is the
    number of cards revealed this way." Two red cards: Bob takes 2."""
    game = board(["Cinder Seer"], [], hands=(["Shock", "Lightning Bolt", "Island"], []))
    seer = ids(game, "Cinder Seer")[0]
    add_mana(game, "{2}{R}")
    activate(game, seer, BOB)
    resolve(game)
    _reveal_named(game, "Shock", "Lightning Bolt")
    resolve(game)
    assert life(game, 1) == 18 and len(hand(game)) == 3


@plays("Scent of Jasmine", "effect.reveal_any_number", "quantity.for_each")
def test_608_2c_scent_of_jasmine_gains_two_life_for_each_white_card():
    """CR 608.2c: "Reveal any number of white cards in your hand. You gain 2 life for each
    card revealed this way." The spell itself is on the stack, not among them; two white
    cards: Alice gains 4."""
    game = board(["Forest"], [],
                 hands=(["Scent of Jasmine", "Savannah Lions", "Swords to Plowshares"], []))
    add_mana(game, "{W}")
    cast(game, "Scent of Jasmine")
    resolve(game)
    options = {game.state.objects[o].name for o in game.decision.options if o != "done"}
    assert options == {"Savannah Lions", "Swords to Plowshares"}
    _reveal_named(game, "Savannah Lions", "Swords to Plowshares")
    resolve(game)
    assert life(game, 0) == 24 and "Scent of Jasmine" in grave(game)


@plays("Brine Seer", "effect.reveal_any_number", "condition.unless_pays_per")
def test_701_5a_brine_seer_counters_unless_one_is_paid_for_each_blue_card():
    """CR 701.5a, 608.2c: "... Counter target spell unless its controller pays {1} for each
    card revealed this way." Bob answers Alice's Lightning Bolt with a Shock; Alice reveals
    two blue cards, and Bob, with one untapped Mountain, can't pay {2}: the Shock is
    countered."""
    game = board(["Brine Seer"], ["Mountain"],
                 hands=(["Lightning Bolt", "Counterspell", "Opt"], ["Shock"]))
    seer = ids(game, "Brine Seer")[0]
    add_mana(game, "{R}")
    cast(game, "Lightning Bolt", BOB)
    game.act(Action("pass", 0))
    add_mana(game, "{R}", player=1)
    cast(game, "Shock", ("player", 0), player=1)
    game.act(Action("pass", 1))
    shock = game.state.stack[-1]
    add_mana(game, "{2}{U}")
    activate(game, seer, shock)
    resolve(game)
    _reveal_named(game, "Counterspell", "Opt")
    while game.decision.kind != "priority":
        assert game.decision.player == 1
        move_on(game)
    resolve(game)
    assert life(game, 0) == 20 and life(game, 1) == 17 and "Shock" in grave(game, 1)
