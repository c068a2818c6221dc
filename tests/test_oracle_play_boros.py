"""Play tests for the Modern Boros Energy deck of 2024 (benchmarks/decks): Seasoned
Pyromancer ("discard two cards, then draw two cards. For each nonland card discarded this
way, create a 1/1 red Elemental creature token", CR 701.8a, 608.2c); Guide of Souls
("you may pay {E}{E}{E}. When you do, put two +1/+1 counters and a flying counter on target
attacking creature. It becomes an Angel in addition to its other types.", CR 107.14, 603.12,
122.1b, 205.1b, 613.1d); Ocelot Pride ("Then if you have the city's blessing, for each token
you control that entered this turn, create a token that's a copy of it.", CR 702.131c,
707.2, 608.2h)."""

from __future__ import annotations

from boards import board
from test_oracle_play import (
    BOB,
    cast,
    chars,
    choose,
    choose_targets,
    grave,
    hand,
    in_hand,
    life,
    names,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game
from tolaria.rules import events

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


# -- Guide of Souls (CR 107.14, 603.12, 122.1b, 205.1b) -----------------------------------

GUIDE = "Guide of Souls"


@plays(GUIDE, "trigger.enters", "effect.gain_life", "effect.energy", "effect.same_subject",
       "phrase.filter")
def test_107_14_guide_another_creature_entering_gains_life_and_energy():
    """CR 603.2, 107.14: Grizzly Bears enters under Alice's control: she gains 1 life and
    gets {E}; Guide of Souls entering itself isn't "another creature" (CR 109.5)."""
    game = board(["Plains", "Forest", "Forest"], hands=([GUIDE, "Grizzly Bears"], []))
    cast(game, GUIDE)
    resolve(game)
    assert life(game, 0) == 20 and game.state.players[0].energy == 0
    cast(game, "Grizzly Bears")
    resolve(game)
    assert life(game, 0) == 21 and game.state.players[0].energy == 1


def _guide_attack(game: Game, *attackers: int) -> None:
    game.act(Action("attack", 0, choice=tuple((a, BOB) for a in attackers)))
    resolve(game)


@plays(GUIDE, "trigger.you_attack", "trigger.may_pay", "cost.energy", "condition.when_paid",
       "effect.counters_two_kinds", "animation.becomes_other", "phrase.it", "phrase.target",
       "phrase.status", "phrase.number")
def test_603_12_guide_paying_three_energy_makes_an_attacker_a_flying_angel():
    """CR 107.14, 603.12: Alice attacks with Guide of Souls and Grizzly Bears and pays
    {E}{E}{E}; the reflexive trigger, targeting the Bears, puts two +1/+1 counters and a flying counter on the Bears (CR 122.1b):
    a 4/4 flier, an Angel Bear (CR 205.1b)."""
    game = board([GUIDE, "Grizzly Bears"], [], step="declare attackers")
    game.state.players[0].energy = 4
    bears = obj(game, "Grizzly Bears")
    _guide_attack(game, obj(game, GUIDE), bears)
    choose(game, "yes")
    choose_targets(game, bears)
    resolve(game)
    assert game.state.players[0].energy == 1
    c = chars(game, bears)
    assert (c.power, c.toughness) == (4, 4) and "flying" in c.keywords
    assert {"Angel", "Bear"} <= set(c.subtypes) and "Creature" in c.types
    assert game.state.objects[bears].counters == {"+1/+1": 2, "flying": 1}


@plays(GUIDE, "animation.becomes_other")
def test_613_1d_guide_the_angel_type_has_no_duration():
    """CR 205.1b, 611.2a, 613.1d: "It becomes an Angel" has no duration: the Bears is still
    an Angel, with its counters, on Bob's next turn."""
    game = board([GUIDE, "Grizzly Bears"], [], step="declare attackers")
    game.state.players[0].energy = 3
    bears = obj(game, "Grizzly Bears")
    _guide_attack(game, obj(game, GUIDE), bears)
    choose(game, "yes")
    choose_targets(game, bears)
    resolve(game)
    to_step(game, "upkeep")
    assert game.state.active == 1 and life(game, 1) == 15
    c = chars(game, bears)
    assert "Angel" in c.subtypes and "flying" in c.keywords and c.power == 4


@plays(GUIDE, "trigger.may_pay")
def test_603_12_guide_declining_to_pay_puts_no_counters():
    """CR 603.12: Alice doesn't pay: no reflexive trigger, her energy stays."""
    game = board([GUIDE, "Grizzly Bears"], [], step="declare attackers")
    game.state.players[0].energy = 3
    bears = obj(game, "Grizzly Bears")
    _guide_attack(game, bears)
    choose(game, "no")
    resolve(game)
    assert game.state.players[0].energy == 3 and not game.state.stack
    c = chars(game, bears)
    assert c.power == 2 and "Angel" not in c.subtypes


@plays(GUIDE, "cost.energy")
def test_107_14_guide_two_energy_cant_pay_three():
    """CR 107.14, 118.3: with two energy Alice can't pay {E}{E}{E}: nothing happens."""
    game = board([GUIDE, "Grizzly Bears"], [], step="declare attackers")
    game.state.players[0].energy = 2
    bears = obj(game, "Grizzly Bears")
    _guide_attack(game, bears)
    resolve(game)
    assert game.state.players[0].energy == 2 and not game.state.stack
    assert chars(game, bears).power == 2


@plays("Unexpected Fangs", "effect.counters_two_kinds", "spell.effects", "phrase.target")
def test_122_1b_unexpected_fangs_a_counter_of_each_kind_on_one_target():
    """CR 122.1b, 122.6: "a +1/+1 counter and a lifelink counter on target creature": both
    on the one target; the Bears, 3/3 with lifelink, gains Alice 3 life as it hits Bob."""
    game = board(["Swamp", "Swamp", "Grizzly Bears"], [], hands=(["Unexpected Fangs"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Unexpected Fangs", bears)
    resolve(game)
    assert game.state.objects[bears].counters == {"+1/+1": 1, "lifelink": 1}
    c = chars(game, bears)
    assert c.power == 3 and "lifelink" in c.keywords
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    _guide_attack(game, bears)
    to_step(game, "end of combat")
    assert life(game, 1) == 17 and life(game, 0) == 23


# -- Ocelot Pride (CR 603.4, 702.131c, 707.2) --------------------------------------------

OCELOT = "Ocelot Pride"
OCELOT_CONSTRUCTS = ("tokens.copy_each_entered", "keyword.city_blessing", "keyword.ascend",
                     "condition.if_rider", "condition.this_turn", "trigger.if", "trigger.step",
                     "effect.tokens", "keyword.list", "phrase.filter", "phrase.status",
                     "phrase.number")


def _ocelot_end_step(game: Game, gained: bool) -> None:
    """Alice gains 3 life (a life-gain event, CR 119.3) if `gained`, then the game goes on
    to her end step and Ocelot Pride's trigger, if any, resolves."""
    if gained:
        events.happen(game.state, events.LifeGain(0, 3, ("119.3",)))
    to_step(game, "end")
    resolve(game)


def _tokens(game: Game, name: str) -> int:
    return sum(1 for i in game.state.battlefield if game.state.objects[i].name == name
               and game.state.objects[i].card.token)


@plays(OCELOT, *OCELOT_CONSTRUCTS)
def test_702_131c_ocelot_blessed_copies_each_token_that_entered_this_turn():
    """CR 702.131c, 707.2, 608.2h: with the city's blessing (ten permanents), Alice gained
    life; her end step makes a Cat, then a copy of each token that entered this turn: the
    new Cat and the two Goblins Dragon Fodder made. Raging Goblin, not a token, isn't
    copied; the copies themselves aren't copied again."""
    game = board([OCELOT] + ["Mountain"] * 9, hands=(["Dragon Fodder", "Raging Goblin"],
                                                      []))
    assert game.state.players[0].blessed
    cast(game, "Dragon Fodder")
    resolve(game)
    cast(game, "Raging Goblin")
    resolve(game)
    _ocelot_end_step(game, gained=True)
    assert _tokens(game, "Cat") == 2 and _tokens(game, "Goblin") == 4
    assert names(game).count("Raging Goblin") == 1


@plays(OCELOT, "tokens.copy_each_entered", "keyword.city_blessing")
def test_702_131c_ocelot_without_the_blessing_makes_only_the_cat():
    """CR 702.131c: nine permanents, no city's blessing: one Cat, no copies."""
    game = board([OCELOT] + ["Mountain"] * 3, hands=(["Dragon Fodder"], []))
    cast(game, "Dragon Fodder")
    resolve(game)
    _ocelot_end_step(game, gained=True)
    assert not game.state.players[0].blessed
    assert _tokens(game, "Cat") == 1 and _tokens(game, "Goblin") == 2


@plays(OCELOT, "trigger.if", "condition.this_turn")
def test_603_4_ocelot_no_life_gained_does_nothing_even_blessed():
    """CR 603.4: "if you gained life this turn" is an intervening if: no life gained, no
    Cat and no copies, even with the city's blessing and tokens that entered this turn."""
    game = board([OCELOT] + ["Mountain"] * 9, hands=(["Dragon Fodder"], []))
    cast(game, "Dragon Fodder")
    resolve(game)
    _ocelot_end_step(game, gained=False)
    assert _tokens(game, "Cat") == 0 and _tokens(game, "Goblin") == 2


@plays(OCELOT, "tokens.copy_each_entered")
def test_400_7_ocelot_a_token_that_entered_on_an_earlier_turn_isnt_copied():
    """CR 400.7, 707.2: on Alice's next turn the Goblins she made last turn didn't enter
    this turn: only the new Cat is copied."""
    game = board([OCELOT] + ["Mountain"] * 9, hands=(["Dragon Fodder"], []))
    cast(game, "Dragon Fodder")
    resolve(game)
    to_step(game, "upkeep")                          # Bob's turn
    to_step(game, "draw")
    to_step(game, "upkeep")                          # Alice's next turn
    assert game.state.active == 0
    to_step(game, "precombat main")
    _ocelot_end_step(game, gained=True)
    assert _tokens(game, "Cat") == 2 and _tokens(game, "Goblin") == 2
