"""Costs (CR 118): non-mana costs, additional and alternative costs, cost changes (CR 601.2f),
and last known information (CR 608.2h)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from boards import board, ids

from tolaria import Action, Game, IllegalAction
from tolaria.cards.dsl import (
    ANY,
    activated,
    alternative,
    damage,
    draw,
    gain_life,
    parse_activation_cost,
    pump,
    spell,
    static,
    with_costs,
)
from tolaria.cards.registry import card_def
from tolaria.data.ir import ObjectFilter
from tolaria.data.mana import parse_cost
from tolaria.rules.costs import total_cost

BEARS = card_def("Grizzly Bears")


def creature_with(name: str, *abilities) -> object:
    """A test-only 2/2 with the given activated abilities."""
    return replace(BEARS, name=name, activated=tuple(abilities))


def priority_casts(game: Game, name: str) -> list[Action]:
    return [a for a in game.legal_actions() if a.kind == "cast"
            and game.state.objects[a.object].name == name]


def activations(game: Game, name: str) -> list[Action]:
    return [a for a in game.legal_actions() if a.kind == "activate"
            and game.state.objects[a.object].name == name]


def refused(game: Game, action: Action | str) -> str:
    before = game.to_json()
    with pytest.raises(IllegalAction) as err:
        game.act(action)
    assert game.to_json() == before     # state unchanged
    return err.value.reason


def pass_both(game: Game) -> None:
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))


# -- parsing printed costs ------------------------------------------------------------------

def test_118_activation_cost_text_is_read():
    cost = parse_activation_cost("{2}{R}, {T}, Sacrifice two Mountains, Discard a card, "
                                 "Pay 3 life, Exile a card from your graveyard, "
                                 "Remove a +1/+1 counter from this creature")
    assert cost.mana == parse_cost("{2}{R}") and cost.tap
    assert [f.subtypes for f in cost.sacrifice] == [frozenset({"Mountain"})] * 2
    assert (cost.discard, cost.life, cost.exile_from_graveyard) == (1, 3, 1)
    assert cost.remove_counters == (("+1/+1", 1),)
    assert parse_activation_cost("{Q}").untap
    assert parse_activation_cost("Sacrifice this creature").sacrifice_self
    assert parse_activation_cost("Sacrifice another creature").sacrifice[0].other


# -- tap, untap, life, counters -------------------------------------------------------------

def test_107_6_untap_symbol_needs_a_tapped_permanent():
    card = creature_with("Untapper", activated("{Q}", gain_life(1, who="you"),
                                               text="{Q}: You gain 1 life."))
    game = board([card])
    oid = ids(game, "Untapper")[0]
    assert activations(game, "Untapper") == []
    reason = refused(game, Action("activate", 0, oid, ability=0))
    assert "107.6" in reason
    game.state.objects[oid].tapped = True
    game.state.changed()
    game.act(Action("activate", 0, oid, ability=0))
    assert not game.state.objects[oid].tapped                     # untapped to pay
    pass_both(game)
    assert game.state.players[0].life == 21


def test_302_6_untap_symbol_needs_no_summoning_sickness():
    card = creature_with("Untapper", activated("{Q}", gain_life(1, who="you")))
    game = board([card], sick=True)
    oid = ids(game, "Untapper")[0]
    game.state.objects[oid].tapped = True
    game.state.changed()
    assert "302.6" in refused(game, Action("activate", 0, oid, ability=0))


def test_119_4_cant_pay_more_life_than_you_have():
    card = creature_with("Life Broker", activated("Pay 3 life", draw(1),
                                                  text="Pay 3 life: Draw a card."))
    game = board([card])
    oid = ids(game, "Life Broker")[0]
    game.state.players[0].life = 2
    game.state.changed()
    assert activations(game, "Life Broker") == []
    assert "119.4" in refused(game, Action("activate", 0, oid, ability=0))
    game.state.players[0].life = 3                               # exactly enough (CR 119.4)
    game.state.changed()
    game.act(Action("activate", 0, oid, ability=0))
    assert game.state.players[0].life == 0


def test_119_4_paying_zero_life_is_always_possible():
    card = creature_with("Free Broker", activated("Pay 0 life", draw(1)))
    game = board([card])
    game.state.players[0].life = 1
    game.state.changed()
    assert len(activations(game, "Free Broker")) == 1


def test_118_3_removing_counters_needs_the_counters():
    card = creature_with("Counter Spender", activated(
        "Remove a +1/+1 counter from this creature", pump(2, 2, target="self")))
    game = board([card])
    oid = ids(game, "Counter Spender")[0]
    assert "118.3" in refused(game, Action("activate", 0, oid, ability=0))
    game.state.objects[oid].counters["+1/+1"] = 1
    game.state.changed()
    game.act(Action("activate", 0, oid, ability=0))
    assert game.state.objects[oid].counters == {}
    pass_both(game)
    from tolaria.rules.layers import characteristics
    assert characteristics(game.state, game.state.objects[oid]).power == 4


# -- choices made as the cost is paid ---------------------------------------------------------

SAC_OUTLET = creature_with("Sac Outlet", activated(
    "Sacrifice a creature", gain_life(2, who="you"),
    text="Sacrifice a creature: You gain 2 life."))


def test_602_2b_one_action_per_distinct_sacrifice_choice():
    game = board([SAC_OUTLET, "Grizzly Bears", "Grizzly Bears", "Hill Giant", "Forest"],
                 ["Grizzly Bears"])
    choices = {game.state.objects[a.costs[0]].name for a in activations(game, "Sac Outlet")}
    # Identical Bears give one choice; the outlet may sacrifice itself; no Forest, no
    # opponent's creature (CR 701.17a).
    assert choices == {"Sac Outlet", "Grizzly Bears", "Hill Giant"}
    assert len(activations(game, "Sac Outlet")) == 3
    bobs = ids(game, "Grizzly Bears")[-1]
    outlet = ids(game, "Sac Outlet")[0]
    assert "701.17a" in refused(game, Action("activate", 0, outlet, ability=0, costs=(bobs,)))
    forest = ids(game, "Forest")[0]
    assert "601.2h" in refused(game, Action("activate", 0, outlet, ability=0, costs=(forest,)))
    assert "601.2h" in refused(game, Action("activate", 0, outlet, ability=0))


def test_601_2h_sacrifice_is_paid_on_activation():
    game = board([SAC_OUTLET, "Hill Giant"])
    game.act("activate Sac Outlet sacrificing Hill Giant")
    assert [game.state.objects[i].name for i in game.state.players[0].graveyard] == ["Hill Giant"]
    item = game.state.objects[game.state.stack[-1]]
    assert item.paid[0][0] == "sacrifice" and item.paid[0][1].power == 3
    pass_both(game)
    assert game.state.players[0].life == 22


def test_118_10_one_object_cant_pay_two_costs():
    card = creature_with("Double Sac", activated("Sacrifice two creatures", draw(1)))
    game = board([card, "Hill Giant"])
    giant = ids(game, "Hill Giant")[0]
    oid = ids(game, "Double Sac")[0]
    assert "118.10" in refused(game, Action("activate", 0, oid, ability=0, costs=(giant, giant)))
    game.act(Action("activate", 0, oid, ability=0, costs=(oid, giant)))
    assert game.state.battlefield == []


def test_118_3_discard_and_exile_from_graveyard_costs():
    card = creature_with("Looter", activated(
        "Discard a card, Exile a card from your graveyard", draw(2),
        text="Discard a card, Exile a card from your graveyard: Draw two cards."))
    game = board([card], hands=(["Forest", "Forest", "Lightning Bolt"], []))
    assert activations(game, "Looter") == []                     # empty graveyard
    p = game.state.players[0]
    shock = game.state.objects[p.hand[-1]]
    from tolaria.rules import zones
    zones.move(game.state, shock, "graveyard")
    game.state.changed()
    listed = activations(game, "Looter")
    assert len(listed) == 1                                       # identical Forests: one choice
    game.act("activate Looter discarding Forest exiling Lightning Bolt")
    assert [game.state.objects[i].name for i in p.graveyard] == ["Forest"]
    assert [game.state.objects[i].name for i in p.exile] == ["Lightning Bolt"]
    pass_both(game)
    assert len(p.hand) == 3


# -- additional and alternative costs -----------------------------------------------------------

def test_118_8_additional_cost_is_mandatory_and_listed_with_each_choice():
    game = board(["Mountain", "Mountain", "Grizzly Bears", "Hill Giant"],
                 hands=(["Fling"], []))
    casts = priority_casts(game, "Fling")
    assert {game.state.objects[a.costs[0]].name for a in casts} == {"Grizzly Bears",
                                                                     "Hill Giant"}
    fling = casts[0].object
    assert "601.2h" in refused(game, Action("cast", 0, fling, targets=(("player", 1),),
                                            mode=0))


def test_118_9a_only_one_alternative_cost():
    two_ways = replace(card_def("Fireblast"), spell=with_costs(
        spell(damage(4), targets=[ANY]),
        alternatives=(alternative("Sacrifice two Mountains"),
                      alternative("Pay 4 life", name="life"))))
    game = board(["Mountain", "Mountain"], hands=([two_ways], []))
    blast = game.state.players[0].hand[0]
    m1, m2 = ids(game, "Mountain")
    both = Action("cast", 0, blast, targets=(("player", 1),), mode=0,
                  costs=("alternative cost", "life", m1, m2))
    assert "118.9a" in refused(game, both)
    announced = {a.costs[0] for a in priority_casts(game, two_ways.name)}
    assert announced == {"alternative cost", "life"}              # never both at once
    game.act(Action("cast", 0, blast, targets=(("player", 1),), mode=0, costs=("life",)))
    assert game.state.players[0].life == 16
    assert len(game.state.battlefield) == 2


def test_118_9_unknown_alternative_cost_is_refused():
    game = board(["Mountain"], hands=(["Lightning Bolt"], []))
    assert "601.2b" in refused(game, "cast Lightning Bolt for alternative cost targeting Bob")
    assert "601.2b" in refused(game, "cast Lightning Bolt with kicker targeting Bob")


def test_601_2f_total_cost_order():
    # Alternative cost {R} replaces {4}{R}{R}; the additional cost adds {1}; Thalia adds {1};
    # then a reduction of {3} takes off generic mana only: {R}. Reducing before adding
    # (the wrong order) would leave {2}{R}.
    spell_card = replace(card_def("Fireblast"), name="Test Blast", spell=with_costs(
        spell(damage(4), targets=[ANY]), additional="{1}",
        alternatives=(alternative("{R}"),)))
    discount = replace(BEARS, name="Discounter", static=(
        static("cost_change", affects="yours", amount=-3, text="Spells you cast cost {3} less."),))
    game = board(["Thalia, Guardian of Thraben", discount], hands=([spell_card], []))
    blast = game.state.objects[game.state.players[0].hand[0]]
    alt = spell_card.spell.alternative_costs[0]
    assert total_cost(game.state, 0, blast, alt).mana == parse_cost("{R}")
    assert total_cost(game.state, 0, blast, None).mana == parse_cost("{3}{R}{R}")
    assert total_cost(game.state, 1, blast, alt).mana == parse_cost("{2}{R}")  # not Bob's


def test_601_2f_thalia_taxes_noncreature_spells_only():
    game = board(["Thalia, Guardian of Thraben", "Mountain"],
                 hands=(["Lightning Bolt", "Raging Goblin"], []))
    assert priority_casts(game, "Lightning Bolt") == []          # {R} + {1}
    assert len(priority_casts(game, "Raging Goblin")) == 1        # creature: {R}
    bolt = game.state.players[0].hand[0]
    assert "601.2h" in refused(game, Action("cast", 0, bolt, targets=(("player", 1),), mode=0))


def test_118_9d_alternative_cost_with_thalia_can_tap_a_mountain_it_sacrifices():
    game = board(["Mountain", "Mountain"], ["Thalia, Guardian of Thraben"],
                 hands=(["Fireblast"], []))
    casts = priority_casts(game, "Fireblast")
    assert casts and all(a.costs[0] == "alternative cost" for a in casts)
    game.act(casts[1])                                           # targeting Bob
    assert game.state.battlefield == ids(game, "Thalia, Guardian of Thraben")
    pass_both(game)
    assert game.state.players[1].life == 16


# -- last known information (CR 608.2h) -----------------------------------------------------

def test_608_2h_swords_uses_last_known_power():
    game = board(["Plains", "Forest", "Grizzly Bears"], hands=(["Giant Growth",
                                                                "Swords to Plowshares"], []))
    bears = ids(game, "Grizzly Bears")[0]
    game.act(f"cast Giant Growth targeting #{bears}")
    pass_both(game)
    game.act(f"cast Swords to Plowshares targeting #{bears}")
    pass_both(game)
    assert game.state.players[0].life == 25                       # 2 + 3 as it last existed
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == ["Grizzly Bears"]


def test_608_2h_fling_uses_sacrificed_creatures_last_known_power():
    game = board(["Mountain", "Mountain", "Hill Giant"], hands=(["Fling"], []))
    giant = ids(game, "Hill Giant")[0]
    game.state.objects[giant].counters["+1/+1"] = 2
    game.state.changed()
    game.act("cast Fling sacrificing Hill Giant targeting Bob")
    assert giant not in game.state.battlefield
    pass_both(game)
    assert game.state.players[1].life == 15


def test_113_7a_mogg_fanatic_ability_outlives_its_source():
    game = board(["Mogg Fanatic"], ["Grizzly Bears"])
    assert len(activations(game, "Mogg Fanatic")) == 4           # any target
    game.act("activate Mogg Fanatic targeting Grizzly Bears")
    assert ids(game, "Mogg Fanatic") == []
    pass_both(game)
    bears = game.state.objects[ids(game, "Grizzly Bears")[0]]
    assert bears.damage == 1
    assert any("Mogg Fanatic deals 1 damage" in e.text for e in game.log)


def test_115_1_royal_assassin_needs_a_tapped_target():
    game = board(["Royal Assassin"], ["Grizzly Bears", "Hill Giant"])
    bears, giant = ids(game, "Grizzly Bears")[0], ids(game, "Hill Giant")[0]
    assert activations(game, "Royal Assassin") == []
    game.state.objects[bears].tapped = True
    game.state.changed()
    assert [a.targets for a in activations(game, "Royal Assassin")] == [(("object", bears),)]
    assert "115.1" in refused(game, f"activate Royal Assassin targeting #{giant}")


# -- actions and saved games --------------------------------------------------------------------

def test_cost_choices_round_trip_through_notation_and_json():
    game = board(["Mountain", "Mountain", "Grizzly Bears", "Hill Giant"], ["Grizzly Bears"],
                 hands=(["Fling", "Fireblast"], []))
    for action in game.legal_actions():
        assert game.parse(game.notation(action)) == action
        assert Action.from_json(json.loads(json.dumps(action.to_json()))) == action
    game.act("cast Fling sacrificing Hill Giant targeting Bob")
    saved = Game.from_json(game.to_json())
    assert saved.state.objects[saved.state.stack[-1]].paid == \
        game.state.objects[game.state.stack[-1]].paid
    pass_both(saved)
    assert saved.state.players[1].life == 17


def test_sacrifice_filter_other_excludes_the_source():
    card = creature_with("Altar", activated("Sacrifice another creature", draw(1)))
    game = board([card])
    assert activations(game, "Altar") == []
    assert ObjectFilter(other=True).other
