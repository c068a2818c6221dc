"""Statics (6): equip abilities with other costs, a changed cost or a limit (CR 702.6a,
602.2b, 602.5b); cumulative upkeep of a choice of colours or of an action (CR 702.24a);
enchanted / equipped creatures you control (CR 303.4, 301.5, 611.3a); protection from a
creature type (CR 702.16); increment (CR 603.4, 601.2h); commander creatures you control /
own (CR 903.3, 108.3); "<kind> and <kind> creatures you control" (CR 205.3, 205.4); "<group> are <types> in
addition to their other types" (CR 205.1b, 613.1d)."""

from __future__ import annotations

import pytest
from boards import board, declare_attackers, ids
from test_oracle_play import (
    Action,
    activate,
    cast,
    chars,
    choose,
    grave,
    hand,
    in_hand,
    life,
    names,
    obj,
    plays,
    resolve,
)

from tolaria import IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


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


# -- Cumulative upkeep {G} or {W} / Cumulative upkeep—<action> (CR 702.24a) -----------------

def _upkeep(cards: list[str], age: int, hands: tuple = ((), ())):
    """Alice's upkeep with the cumulative upkeep trigger of cards[0] resolving; it had
    `age` age counters (one more is put on first)."""
    from boards import board as make
    game = make(cards, [], step="upkeep", hands=hands)
    game.state.objects[obj(game, cards[0])].counters["age"] = age
    resolve(game)
    return game


@plays("Arctic Nishoba", "keyword.cumulative_upkeep", "keyword.cumulative_upkeep_either")
def test_702_24a_cumulative_upkeep_g_or_w_chosen_for_each_age_counter():
    game = _upkeep(["Arctic Nishoba", "Forest", "Plains"], 1)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")                        # two age counters: {G} and {W}
    assert "Arctic Nishoba" in names(game)
    assert all(game.state.objects[land].tapped for land in ids(game, "Forest") + ids(
        game, "Plains"))
    game = _upkeep(["Arctic Nishoba", "Plains", "Plains"], 1)
    choose(game, "yes")                        # {W}{W}: each counter's own choice
    assert "Arctic Nishoba" in names(game)
    game = _upkeep(["Arctic Nishoba", "Forest", "Island"], 1)
    assert game.decision.kind != "yes_no"      # {G} and no {G} or {W} for the second
    assert "Arctic Nishoba" not in names(game)
    assert life(game, 0) == 24                 # dies: 2 life for each of its 2 age counters


@plays("Earthen Goo", "keyword.cumulative_upkeep", "keyword.cumulative_upkeep_either")
def test_702_24a_earthen_goo_unpaid_is_sacrificed():
    game = _upkeep(["Earthen Goo", "Mountain", "Forest"], 0)
    assert chars(game, obj(game, "Earthen Goo")).power == 3       # +1/+1 per age counter
    choose(game, "no")
    assert grave(game) == ["Earthen Goo"]


@plays("Aboroth", "keyword.cumulative_upkeep", "keyword.cumulative_upkeep_action")
def test_702_24a_aboroth_a_minus_counter_for_each_age_counter():
    game = _upkeep(["Aboroth"], 2)
    choose(game, "yes")
    aboroth = obj(game, "Aboroth")
    assert game.state.objects[aboroth].counters.get("-1/-1") == 3
    assert (chars(game, aboroth).power, chars(game, aboroth).toughness) == (6, 6)
    game = _upkeep(["Aboroth"], 0)
    choose(game, "no")
    assert grave(game) == ["Aboroth"]


@plays("Polar Kraken", "keyword.cumulative_upkeep", "keyword.cumulative_upkeep_action")
def test_702_24a_polar_kraken_sacrifices_a_land_for_each_age_counter():
    game = _upkeep(["Polar Kraken", "Island", "Island", "Island"], 1)
    choose(game, "yes")
    first, second, _ = ids(game, "Island")
    choose(game, first)                        # the two lands, one at a time
    choose(game, second)
    assert len(ids(game, "Island")) == 1 and "Polar Kraken" in names(game)
    game = _upkeep(["Polar Kraken", "Island"], 1)
    assert game.decision.kind != "yes_no"      # two lands can't be sacrificed (CR 118.3)
    assert ids(game, "Island") and grave(game) == ["Polar Kraken"]


@plays("Vexing Sphinx", "keyword.cumulative_upkeep", "keyword.cumulative_upkeep_action")
def test_702_24a_vexing_sphinx_discards_all_or_nothing():
    game = _upkeep(["Vexing Sphinx"], 1, hands=(["Shock"], []))
    assert game.decision.kind != "yes_no"      # two cards to discard, one in hand
    assert "Vexing Sphinx" not in names(game)  # nothing partly paid (CR 702.24a); it
    assert hand(game) == ["Shock", "Wastes", "Wastes"]   # died: a card for each age counter
    game = _upkeep(["Vexing Sphinx"], 1, hands=(["Shock", "Giant Growth", "Opt"], []))
    choose(game, "yes")
    assert game.decision.kind == "discard" and game.decision.count == 2
    choose(game, in_hand(game, "Shock"), in_hand(game, "Opt"))
    assert hand(game) == ["Giant Growth"] and "Vexing Sphinx" in names(game)


# -- Enchanted / Equipped creatures you control get / have ... (CR 303.4, 301.5, 611.3a) ------

def _pt(game, oid: int) -> tuple:
    c = chars(game, oid)
    return c.power, c.toughness


@plays("A Tale for the Ages", "static.attached_group", "static.anthem")
def test_303_4_enchanted_creatures_you_control_any_auras_controller():
    """Alice's Bears enchanted by Bob's Pacifism are enchanted too; Bob's Giant with
    Alice's Holy Strength isn't hers."""
    game = board(["A Tale for the Ages", "Grizzly Bears", "Hill Giant", "Plains"],
                 ["Hill Giant"], hands=(["Holy Strength"], []))
    bears, mine = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    theirs = obj(game, "Hill Giant", 1)
    assert _pt(game, bears) == (2, 2)
    cast(game, "Holy Strength", theirs)
    resolve(game)
    assert _pt(game, theirs) == (4, 5) and _pt(game, mine) == (3, 3)
    pacifism = create_object(game.state, card_def("Pacifism"), 1, "battlefield")
    pacifism.attached_to = bears                            # Bob's Aura on Alice's Bears
    game.state.changed()
    assert _pt(game, bears) == (4, 4)                       # enchanted all the same
    assert _pt(game, mine) == (3, 3)


@plays("Fencer's Magemark", "static.attached_group", "static.anthem")
def test_611_3a_creatures_you_control_that_are_enchanted_change_as_auras_move():
    game = board(["Grizzly Bears", "Hill Giant", "Mountain", "Wastes", "Wastes", "Plains"], [],
                 hands=(["Fencer's Magemark", "Holy Strength"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    cast(game, "Fencer's Magemark", bears)
    resolve(game)
    assert _pt(game, bears) == (3, 3)                       # enchanted by the Magemark
    assert "first strike" in chars(game, bears).keywords
    assert "first strike" not in chars(game, giant).keywords
    cast(game, "Holy Strength", giant)
    resolve(game)
    assert _pt(game, giant) == (5, 6) and "first strike" in chars(game, giant).keywords


@plays("Dalakos, Crafter of Wonders", "static.attached_group", "static.anthem")
def test_301_5_equipped_creatures_you_control_have_flying_and_haste():
    game = board(["Dalakos, Crafter of Wonders", "Grizzly Bears", "Leather Armor"], [])
    bears, armor = obj(game, "Grizzly Bears"), obj(game, "Leather Armor")
    dalakos = obj(game, "Dalakos, Crafter of Wonders")
    assert "flying" not in chars(game, bears).keywords
    _equip(game, armor, bears)
    assert {"flying", "haste"} <= chars(game, bears).keywords
    assert "flying" not in chars(game, dalakos).keywords


@plays("Kor Blademaster", "static.attached_group", "static.anthem")
def test_301_5_equipped_warriors_you_control_have_double_strike():
    game = board(["Kor Blademaster", "Elvish Warrior", "Grizzly Bears", "Leather Armor",
                  "Bonesplitter", "Wastes"], [])
    warrior, bears = obj(game, "Elvish Warrior"), obj(game, "Grizzly Bears")
    assert "double strike" not in chars(game, warrior).keywords
    _equip(game, obj(game, "Bonesplitter"), bears)
    assert "double strike" not in chars(game, bears).keywords       # not a Warrior
    _equip(game, obj(game, "Leather Armor"), warrior)
    assert "double strike" in chars(game, warrior).keywords


@plays("Zamriel, Seraph of Steel", "static.attached_group", "static.anthem")
def test_611_3a_during_your_turn_equipped_creatures_you_control_have_indestructible():
    game = board(["Zamriel, Seraph of Steel", "Grizzly Bears", "Leather Armor"], [])
    bears = obj(game, "Grizzly Bears")
    _equip(game, obj(game, "Leather Armor"), bears)
    assert "indestructible" in chars(game, bears).keywords
    from test_oracle_play import to_step
    to_step(game, "upkeep")                                 # Bob's turn
    assert game.state.active == 1
    assert "indestructible" not in chars(game, bears).keywords


# -- Protection from <creature type>s (CR 702.16) ---------------------------------------------

def _blocks(game) -> set[tuple[int, int]]:
    """The blocks Bob may declare (none asked if no creature can block)."""
    while game.decision.kind == "priority" and game.state.step == "declare attackers":
        game.act(Action("pass", game.decision.player))
    if game.decision.kind != "blockers":
        return set()
    return {pair for a in game.legal_actions() if a.kind == "block" for pair in a.choice}


@plays("Warren-Scourge Elf", "keyword.protection_from_subtype")
def test_702_16b_protection_from_goblins_no_goblin_ability_targets_it():
    game = board(["Warren-Scourge Elf", "Grizzly Bears"], ["Mogg Fanatic"])
    elf, bears = obj(game, "Warren-Scourge Elf"), obj(game, "Grizzly Bears")
    fanatic = obj(game, "Mogg Fanatic")
    game.act(Action("pass", 0))                             # Bob has priority
    targets = {a.targets for a in game.legal_actions() if a.kind == "activate"
               and a.object == fanatic}
    assert (("object", bears),) in targets and (("object", elf),) not in targets


@plays("Warren-Scourge Elf", "keyword.protection_from_subtype")
def test_702_16e_f_protection_from_goblins_unblockable_by_and_no_damage_from_goblins():
    game = board(["Warren-Scourge Elf"], ["Goblin Piker", "Grizzly Bears"])
    elf, piker = obj(game, "Warren-Scourge Elf"), obj(game, "Goblin Piker")
    declare_attackers(game, elf)
    assert _blocks(game) == {(obj(game, "Grizzly Bears"), elf)}    # not the Goblin (702.16f)
    game = board(["Goblin Piker"], ["Warren-Scourge Elf"], turn=3)
    piker, elf = obj(game, "Goblin Piker"), obj(game, "Warren-Scourge Elf")
    declare_attackers(game, piker)
    assert (elf, piker) in _blocks(game)                   # it may block a Goblin
    game.act(Action("block", 1, choice=((elf, piker),)))
    while game.state.step != "end of combat" and not game.state.over:
        game.act(Action("pass", game.decision.player))
    assert ids(game, "Warren-Scourge Elf") and game.state.objects[elf].damage == 0  # 702.16e
    assert not ids(game, "Goblin Piker")                    # 2 damage to the 2/1 Goblin


@plays("Baneslayer Angel", "keyword.protection_from_subtype")
def test_702_16f_protection_from_demons_and_from_dragons():
    game = board(["Baneslayer Angel"], ["Shivan Dragon", "Serra Angel"])
    angel = obj(game, "Baneslayer Angel")
    declare_attackers(game, angel)
    assert _blocks(game) == {(obj(game, "Serra Angel"), angel)}


@plays("Feline Sovereign", "keyword.protection_from_subtype", "static.anthem")
def test_702_16f_other_cats_you_control_have_protection_from_dogs():
    game = board(["Feline Sovereign", "Savannah Lions"], ["Spirited Companion"])
    lions, sovereign = obj(game, "Savannah Lions"), obj(game, "Feline Sovereign")
    dog = obj(game, "Spirited Companion")
    assert "protection from dogs" in chars(game, lions).keywords
    assert "protection from dogs" not in chars(game, sovereign).keywords
    declare_attackers(game, lions, sovereign)
    assert _blocks(game) == {(dog, sovereign)}


# -- Increment: more mana spent than its power or toughness (CR 603.4, 601.2h) ----------------

@plays("Hungry Graffalon", "keyword.increment")
def test_603_4_increment_counts_the_mana_spent_against_power_or_toughness():
    game = board(["Hungry Graffalon", "Forest", "Forest"] + ["Mountain"] * 3 + ["Wastes"] * 6,
                 [],
                 hands=(["Grizzly Bears", "Hill Giant", "Hill Giant"], []))
    giraffe = obj(game, "Hungry Graffalon")
    cast(game, "Grizzly Bears")                            # 2 mana: not more than 3 or 4
    resolve(game)
    assert not game.state.objects[giraffe].counters.get("+1/+1")
    cast(game, "Hill Giant")                               # 4 mana: more than its power 3
    resolve(game)
    assert game.state.objects[giraffe].counters.get("+1/+1") == 1
    assert _pt(game, giraffe) == (4, 5)
    cast(game, "Hill Giant")                               # 4 mana: not more than 4 or 5
    resolve(game)
    assert game.state.objects[giraffe].counters.get("+1/+1") == 1


# -- Commander creatures / Commanders you control / you own (CR 903.3, 108.3, 611.3a) ---------

def _make_commander(game, oid: int) -> None:
    game.state.commanders.append(game.state.objects[oid].card_uid)      # CR 903.3
    game.state.changed()


@plays("Bloodsworn Steward", "static.commander_group", "static.anthem")
def test_903_3_commander_creatures_you_control_get_two_and_haste():
    game = board(["Bloodsworn Steward", "Grizzly Bears", "Hill Giant"], ["Serra Angel"])
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    angel = obj(game, "Serra Angel")
    _make_commander(game, bears)
    _make_commander(game, angel)                            # Bob's commander: not Alice's
    assert _pt(game, bears) == (4, 4) and "haste" in chars(game, bears).keywords
    assert _pt(game, giant) == (3, 3) and "haste" not in chars(game, giant).keywords
    assert _pt(game, angel) == (4, 4)


@plays("Guardian Augmenter", "static.commander_group", "static.anthem")
def test_903_3_commanders_you_control_have_hexproof_any_permanent_type():
    game = board(["Guardian Augmenter", "Grizzly Bears", "Darksteel Relic"], [])
    bears, relic = obj(game, "Grizzly Bears"), obj(game, "Darksteel Relic")
    _make_commander(game, relic)
    assert "hexproof" in chars(game, relic).keywords        # "commanders": any permanent
    assert _pt(game, bears) == (2, 2) and "hexproof" not in chars(game, bears).keywords
    _make_commander(game, bears)
    assert _pt(game, bears) == (4, 4) and "hexproof" in chars(game, bears).keywords


@plays("Clan Crafter", "static.commander_group")
def test_108_3_commander_creatures_you_own_even_controlled_by_an_opponent():
    game = board(["Clan Crafter", "Grizzly Bears"], [])
    bears = obj(game, "Grizzly Bears")
    before = len(chars(game, bears).activated)
    _make_commander(game, bears)
    assert len(chars(game, bears).activated) == before + 1
    stolen = create_object(game.state, card_def("Hill Giant"), 0, "battlefield")
    stolen.controller = 1                                   # Alice's card, Bob controls it
    _make_commander(game, stolen.id)
    assert len(chars(game, stolen.id).activated) == 1       # owned by Alice (CR 108.3)
    theirs = create_object(game.state, card_def("Hill Giant"), 1, "battlefield")
    _make_commander(game, theirs.id)
    assert not chars(game, theirs.id).activated             # Bob's own commander


@plays("Clan Crafter", "static.commander_group")
def test_903_3_clan_crafter_grants_its_commander_a_sacrifice_ability():
    game = board(["Clan Crafter", "Grizzly Bears", "Darksteel Relic", "Wastes", "Wastes"], [])
    bears = obj(game, "Grizzly Bears")
    _make_commander(game, bears)
    activate(game, bears, costs=(obj(game, "Darksteel Relic"),))
    resolve(game)
    assert game.state.objects[bears].counters.get("+1/+1") == 1
    assert len(hand(game)) == 1 and not ids(game, "Darksteel Relic")


# -- Other <kind> and <kind> creatures you control (CR 205.3, 205.4) -------------------------

@plays("Narfi, Betrayer King", "static.either_kind_group", "static.anthem")
def test_205_4_other_snow_and_zombie_creatures_either_one():
    game = board(["Narfi, Betrayer King", "Boreal Druid", "Walking Corpse", "Grizzly Bears"],
                 ["Walking Corpse"])
    assert _pt(game, obj(game, "Boreal Druid")) == (2, 2)           # snow
    assert _pt(game, obj(game, "Walking Corpse")) == (3, 3)         # Zombie
    assert _pt(game, obj(game, "Grizzly Bears")) == (2, 2)
    assert _pt(game, obj(game, "Walking Corpse", 1)) == (2, 2)      # Bob's
    assert _pt(game, obj(game, "Narfi, Betrayer King")) == (4, 3)   # "other"


@plays("Silver-Fur Master", "static.either_kind_group", "static.anthem")
def test_205_3_other_ninja_and_rogue_creatures_you_control():
    game = board(["Silver-Fur Master", "Oona's Prowler", "Walking Corpse"], [])
    assert _pt(game, obj(game, "Oona's Prowler")) == (4, 2)         # a Rogue: 3/1 + 1
    assert _pt(game, obj(game, "Walking Corpse")) == (2, 2)
    assert _pt(game, obj(game, "Silver-Fur Master")) == (2, 2)      # itself: not "other"


# -- <group> are <types> in addition to their other types (CR 205.1b, 613.1d) ----------------

@plays("Hivestone", "static.group_types")
def test_613_1d_creatures_you_control_are_slivers_for_a_sliver_lord():
    game = board(["Hivestone", "Grizzly Bears"], ["Muscle Sliver", "Grizzly Bears"])
    mine, theirs = obj(game, "Grizzly Bears"), obj(game, "Grizzly Bears", 1)
    assert "Sliver" in chars(game, mine).subtypes and "Bear" in chars(game, mine).subtypes
    assert _pt(game, mine) == (3, 3)                       # Bob's Muscle Sliver pumps it
    assert _pt(game, theirs) == (2, 2) and "Sliver" not in chars(game, theirs).subtypes


@plays("Toph, the First Metalbender", "static.group_types")
def test_205_1b_nontoken_artifacts_you_control_are_lands_too():
    game = board(["Toph, the First Metalbender", "Darksteel Relic"], ["Darksteel Relic"])
    mine, theirs = obj(game, "Darksteel Relic"), obj(game, "Darksteel Relic", 1)
    assert chars(game, mine).types == frozenset({"Artifact", "Land"})
    assert chars(game, theirs).types == frozenset({"Artifact"})



@plays("Valentina Allegra de Fontaine", "static.group_types")
def test_205_3m_other_villains_you_control_are_heroes():
    """"Heroes": the plural of Hero (CR 205.3m)."""
    game = board(["Valentina Allegra de Fontaine", "A.I.M. Bot"], [])
    bot = obj(game, "A.I.M. Bot")
    assert {"Robot", "Villain", "Hero"} <= chars(game, bot).subtypes
    assert "Hero" not in chars(game, obj(game, "Valentina Allegra de Fontaine")).subtypes


@plays("Zarda, the Power Princess", "static.anthem")
def test_702_83a_other_heroes_you_control_have_exalted():
    game = board(["Zarda, the Power Princess", "Amateur Hero", "Grizzly Bears"], [])
    hero, bears = obj(game, "Amateur Hero"), obj(game, "Grizzly Bears")
    assert "exalted" in chars(game, hero).keywords
    assert "exalted" not in chars(game, bears).keywords
    assert "exalted" not in chars(game, obj(game, "Zarda, the Power Princess")).keywords
    declare_attackers(game, bears)                          # alone: one instance of exalted
    resolve(game)
    assert _pt(game, bears) == (3, 3)



@plays("Candlekeep Sage", "static.commander_group")
def test_603_6a_commander_you_own_enters_with_the_granted_enters_trigger():
    game = board(["Candlekeep Sage", "Forest", "Forest"], [], hands=(["Grizzly Bears"], []))
    bears = in_hand(game, "Grizzly Bears")
    game.state.commanders.append(game.state.objects[bears].card_uid)      # CR 903.3
    game.state.changed()
    cast(game, "Grizzly Bears")
    resolve(game)
    assert ids(game, "Grizzly Bears") and hand(game) == ["Wastes"]      # drew a card
