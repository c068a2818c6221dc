"""Statics (6): equip abilities with other costs, a changed cost or a limit (CR 702.6a,
602.2b, 602.5b)."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import (
    activate,
    chars,
    grave,
    in_hand,
    life,
    obj,
    plays,
    resolve,
)

from tolaria import IllegalAction


def _equip(game, equipment: int, creature: int, costs: tuple = ()) -> None:
    """Activate `equipment`'s equip ability (its only activated ability) on `creature`."""
    activate(game, equipment, creature, costs=costs)
    resolve(game)


def _attached(game, equipment: int) -> int | None:
    return game.state.objects[equipment].attached_to


def _equip_targets(game, equipment: int) -> set:
    return {a.targets for a in game.legal_actions()
            if a.kind == "activate" and a.object == equipment}


# -- Equip {N}. This ability costs {N} less to activate ... (CR 602.2b, 601.2f) --------------

@plays("Plate Armor", "keyword.equip", "keyword.equip_limited", "ability.cost_change")
def test_602_2b_plate_armor_costs_one_less_for_each_other_equipment():
    game = board(["Plate Armor", "Grizzly Bears", "Wastes", "Wastes"], [])
    armor, bears = obj(game, "Plate Armor"), obj(game, "Grizzly Bears")
    assert not _equip_targets(game, armor)                  # {3} with two lands
    game = board(["Plate Armor", "Leather Armor", "Grizzly Bears", "Wastes", "Wastes"], [])
    armor, bears = obj(game, "Plate Armor"), obj(game, "Grizzly Bears")
    _equip(game, armor, bears)                              # {2}: one other Equipment
    assert _attached(game, armor) == bears
    c = chars(game, bears)
    assert (c.power, c.toughness) == (5, 5)


@plays("Arm-Mounted Anchor", "keyword.equip", "keyword.equip_limited", "ability.cost_change")
def test_602_2b_arm_mounted_anchor_costs_two_less_with_one_or_fewer_cards_in_hand():
    game = board(["Arm-Mounted Anchor", "Grizzly Bears"], [],
                 hands=(["Shock", "Giant Growth"], []))
    anchor, bears = obj(game, "Arm-Mounted Anchor"), obj(game, "Grizzly Bears")
    with pytest.raises(IllegalAction):                      # two cards: {2}, no mana
        activate(game, anchor, bears)
    game = board(["Arm-Mounted Anchor", "Grizzly Bears"], [], hands=(["Shock"], []))
    anchor, bears = obj(game, "Arm-Mounted Anchor"), obj(game, "Grizzly Bears")
    _equip(game, anchor, bears)                             # one card: {0}
    assert _attached(game, anchor) == bears
    assert chars(game, bears).power == 4


# -- Equip {0}. Activate only once each turn. (CR 602.5b) -------------------------------------

@plays("Leather Armor", "keyword.equip", "keyword.equip_limited", "ability.once_each_turn")
def test_602_5b_leather_armor_equips_only_once_each_turn():
    game = board(["Leather Armor", "Grizzly Bears", "Hill Giant"], [])
    armor = obj(game, "Leather Armor")
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    _equip(game, armor, bears)
    assert _attached(game, armor) == bears
    assert chars(game, bears).toughness == 3
    with pytest.raises(IllegalAction):
        activate(game, armor, giant)
    assert _attached(game, armor) == bears


# -- Equip—<cost> (CR 702.6a, 118.1) ----------------------------------------------------------

@plays("Nightmare Lash", "keyword.equip", "keyword.equip_cost", "cost.life")
def test_702_6a_nightmare_lash_equip_pay_three_life():
    game = board(["Nightmare Lash", "Grizzly Bears", "Swamp", "Swamp"], [])
    lash, bears = obj(game, "Nightmare Lash"), obj(game, "Grizzly Bears")
    _equip(game, lash, bears)
    assert life(game, 0) == 17
    assert _attached(game, lash) == bears
    assert chars(game, bears).power == 4                    # +1/+1 for each Swamp


@plays("Dark Knight's Greatsword", "keyword.equip", "keyword.equip_cost",
       "ability.once_each_turn")
def test_602_5b_dark_knights_greatsword_pay_three_life_once_each_turn():
    game = board(["Dark Knight's Greatsword", "Grizzly Bears", "Hill Giant"], [])
    sword = obj(game, "Dark Knight's Greatsword")
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    _equip(game, sword, bears)
    assert life(game, 0) == 17 and _attached(game, sword) == bears
    assert chars(game, bears).power == 5
    with pytest.raises(IllegalAction):
        activate(game, sword, giant)
    assert life(game, 0) == 17


@plays("Demonmail Hauberk", "keyword.equip", "keyword.equip_cost", "cost.sacrifice")
def test_702_6a_demonmail_hauberk_equip_sacrifice_a_creature():
    game = board(["Demonmail Hauberk", "Grizzly Bears", "Hill Giant"], [])
    hauberk = obj(game, "Demonmail Hauberk")
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    _equip(game, hauberk, giant, costs=(bears,))
    assert not ids(game, "Grizzly Bears") and "Grizzly Bears" in grave(game)
    assert _attached(game, hauberk) == giant
    c = chars(game, giant)
    assert (c.power, c.toughness) == (7, 5)


@plays("Shredder's Armor", "keyword.equip", "keyword.equip_cost", "cost.sacrifice")
def test_702_6a_shredders_armor_sacrifices_another_nonland_permanent():
    game = board(["Shredder's Armor", "Grizzly Bears", "Wastes", "Darksteel Relic"], [])
    armor, bears = obj(game, "Shredder's Armor"), obj(game, "Grizzly Bears")
    for wrong in (obj(game, "Wastes"), armor):              # a land; the Armor itself
        with pytest.raises(IllegalAction):
            activate(game, armor, bears, costs=(wrong,))
    _equip(game, armor, bears, costs=(obj(game, "Darksteel Relic"),))
    assert not ids(game, "Darksteel Relic") and _attached(game, armor) == bears
    assert chars(game, bears).power == 4


@plays("Murderer's Axe", "keyword.equip", "keyword.equip_cost", "cost.discard")
def test_702_6a_murderers_axe_equip_discard_a_card():
    game = board(["Murderer's Axe", "Grizzly Bears"], [])
    axe, bears = obj(game, "Murderer's Axe"), obj(game, "Grizzly Bears")
    with pytest.raises(IllegalAction):                      # no card to discard
        activate(game, axe, bears)
    game = board(["Murderer's Axe", "Grizzly Bears"], [], hands=(["Shock"], []))
    axe, bears = obj(game, "Murderer's Axe"), obj(game, "Grizzly Bears")
    _equip(game, axe, bears, costs=(in_hand(game, "Shock"),))
    assert grave(game) == ["Shock"] and _attached(game, axe) == bears


@plays("Sigil of Distinction", "keyword.equip", "keyword.equip_cost", "cost.remove_counters")
def test_702_6a_sigil_of_distinction_equip_removes_a_charge_counter():
    game = board(["Sigil of Distinction", "Grizzly Bears"], [])
    sigil, bears = obj(game, "Sigil of Distinction"), obj(game, "Grizzly Bears")
    with pytest.raises(IllegalAction):                      # no charge counter
        activate(game, sigil, bears)
    game.state.objects[sigil].counters["charge"] = 3
    game.state.changed()
    _equip(game, sigil, bears)
    assert game.state.objects[sigil].counters["charge"] == 2
    assert _attached(game, sigil) == bears
    assert chars(game, bears).power == 4                    # +1/+1 for each charge counter
