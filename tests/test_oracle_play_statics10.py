"""Statics (10): "<this> is also a Cleric, Rogue, Warrior, and Wizard" (a characteristic-
defining ability, CR 604.3); "Modified creatures you control have <keyword>" (CR 700.9); "The "legend rule" doesn't
apply [to <permanents> you control]" (CR 704.5j) ..."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import (
    BOB,
    cast,
    chars,
    choose,
    in_hand,
    life,
    move_on,
    names,
    obj,
    plays,
    resolve,
)

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.layers import characteristics
from tolaria.rules.zones import create_object

PARTY = ["Shrine Keeper", "Triton Shorethief", "Canyon Minotaur", "Fugitive Wizard"]


# -- "<this> is also a Cleric, Rogue, Warrior, and Wizard" ---------------------------------

@plays("Burakos, Party Leader", "static.also_creature_types")
def test_604_3_burakos_is_each_of_the_party_types_and_fills_one_slot():
    """Burakos alone is a party of one (CR 700.8: one creature fills one slot); with the
    Packbeast, also every party type, the party is two."""
    game = board(["Burakos, Party Leader", "Stonework Packbeast"], [],
                 step="declare attackers")
    burakos = obj(game, "Burakos, Party Leader")
    assert {"Orc", "Cleric", "Rogue", "Warrior", "Wizard"} <= set(chars(game, burakos).subtypes)
    game.act(Action("attack", 0, choice=((burakos, BOB),)))
    resolve(game)
    assert life(game, 1) == 18
    assert names(game).count("Treasure") == 2


@plays("Veteran Adventurer", "static.also_creature_types")
def test_604_3_veteran_adventurer_is_a_wizard_in_hand_and_counts_the_party():
    """CR 604.3: the ability works in the hand too; the Packbeast and a Cleric make a party
    of two, so the spell costs {2} less ({3}{G}) and four Forests cast it."""
    game = board(["Stonework Packbeast", "Shrine Keeper"] + ["Forest"] * 4, [],
                 hands=(["Veteran Adventurer"], []))
    card = game.state.objects[in_hand(game, "Veteran Adventurer")]
    assert "Wizard" in characteristics(game.state, card).subtypes
    cast(game, "Veteran Adventurer")
    resolve(game)
    assert "Veteran Adventurer" in names(game)


@plays("Stonework Packbeast", "static.also_creature_types")
def test_700_8_stonework_packbeast_completes_a_party():
    """The Packbeast is the missing Wizard: Squad Commander sees a full party (CR 700.8)."""
    from test_oracle_play import to_step
    game = board(["Squad Commander", "Stonework Packbeast"] + PARTY[:3], [])
    to_step(game, "beginning of combat")
    assert game.state.stack                                   # a full party: it triggers


# -- "Modified creatures you control have <keyword>" ---------------------------------------

def _attach(game, name: str, host: int, controller: int = 0) -> int:
    """`name` enters under `controller` attached to `host` (CR 303.4, 301.5)."""
    found = create_object(game.state, card_def(name), controller, "battlefield")
    found.attached_to = host
    game.state.changed()
    return found.id


def _has(game, oid: int, keyword: str) -> bool:
    return keyword in chars(game, oid).keywords


@plays("Envoy of the Ancestors", "static.anthem", "phrase.modified")
def test_700_9_envoy_of_the_ancestors_gives_lifelink_to_modified_creatures():
    """A counter (its own outlast), an Equipment, or an Aura of the creature's controller
    modifies it; an opponent's Aura on it doesn't (CR 700.9)."""
    game = board(["Envoy of the Ancestors", "Grizzly Bears", "Grizzly Bears", "Plains"], [])
    envoy = obj(game, "Envoy of the Ancestors")
    bears, other = obj(game, "Grizzly Bears"), obj(game, "Grizzly Bears", 1)
    assert not _has(game, envoy, "lifelink") and not _has(game, bears, "lifelink")
    game.act(Action("activate", 0, envoy, ability=0))            # outlast {W}
    resolve(game)
    assert _has(game, envoy, "lifelink")
    _attach(game, "Pacifism", other, controller=1)                # Bob's Aura: not modified
    assert not _has(game, other, "lifelink")
    _attach(game, "Bonesplitter", bears)                          # equipped (CR 301.5)
    assert _has(game, bears, "lifelink")
    _attach(game, "Rancor", other)                                # Alice's Aura (CR 303.4)
    assert _has(game, other, "lifelink")


@plays("Kodama of the West Tree", "static.anthem", "phrase.modified")
def test_700_9_kodama_of_the_west_tree_only_your_modified_creatures_have_trample():
    game = board(["Kodama of the West Tree", "Grizzly Bears"], ["Grizzly Bears"])
    mine, theirs = obj(game, "Grizzly Bears"), obj(game, "Grizzly Bears", 1)
    for oid in (mine, theirs):
        game.state.objects[oid].counters["+1/+1"] = 1
    game.state.changed()
    assert _has(game, mine, "trample") and not _has(game, theirs, "trample")
    assert not _has(game, obj(game, "Kodama of the West Tree"), "trample")


@plays("Invigorating Hot Spring", "static.anthem", "phrase.modified")
def test_702_10_invigorating_hot_spring_a_countered_creature_attacks_the_turn_it_came():
    """The summoning-sick Bears gets a +1/+1 counter, so it has haste (CR 702.10b, 302.6)
    and attacks."""
    game = board(["Invigorating Hot Spring", "Grizzly Bears"], [], sick=True)
    spring, bears = obj(game, "Invigorating Hot Spring"), obj(game, "Grizzly Bears")
    game.state.objects[spring].counters["+1/+1"] = 4
    game.state.changed()
    assert not _has(game, bears, "haste")
    game.act(Action("activate", 0, spring, ability=0, targets=(("object", bears),)))
    resolve(game)
    assert _has(game, bears, "haste")
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    assert game.state.objects[bears].attacking is not None


# -- "The "legend rule" doesn't apply [to <permanents> you control]" -----------------------

@plays("Mirror Gallery", "static.legend_rule_exempt")
def test_704_5j_mirror_gallery_no_legend_rule_for_anyone():
    game = board(["Mirror Gallery", "Isamaru, Hound of Konda", "Plains"], [],
                 hands=(["Isamaru, Hound of Konda"], []))
    cast(game, "Isamaru, Hound of Konda")
    resolve(game)
    assert game.decision.kind == "priority"
    assert names(game).count("Isamaru, Hound of Konda") == 2


def test_704_5j_without_mirror_gallery_the_legend_rule_applies():
    game = board(["Isamaru, Hound of Konda", "Plains"], [],
                 hands=(["Isamaru, Hound of Konda"], []))
    cast(game, "Isamaru, Hound of Konda")
    resolve(game)
    assert game.decision.kind == "legend"


@plays("Council of Reeds", "static.legend_rule_exempt")
def test_704_5j_council_of_reeds_spares_creatures_not_other_legends():
    """Two Isamarus stay; two Mox Opals (legendary artifacts) still meet the legend rule."""
    game = board(["Council of Reeds", "Isamaru, Hound of Konda", "Isamaru, Hound of Konda",
                  "Mox Opal", "Plains"], [], hands=(["Mox Opal"], []))
    assert game.decision.kind == "priority"
    cast(game, "Mox Opal")
    resolve(game)
    assert game.decision.kind == "legend"
    assert set(game.decision.options) == set(ids(game, "Mox Opal"))


@plays("Cadric, Soul Kindler", "static.legend_rule_exempt")
def test_704_5j_cadric_soul_kindler_the_token_copy_stays_beside_the_legend():
    """Isamaru enters; Cadric's trigger makes a token copy of it (paying {1}); the token is
    left out of the legend rule, so both stay."""
    game = board(["Cadric, Soul Kindler", "Plains", "Plains"], [],
                 hands=(["Isamaru, Hound of Konda"], []))
    cast(game, "Isamaru, Hound of Konda")
    resolve(game)
    while game.decision.kind != "priority" or game.state.stack:
        if game.decision.kind == "priority":
            game.act(Action("pass", game.decision.player))
        else:
            choose(game, "yes")
    isamarus = ids(game, "Isamaru, Hound of Konda")
    assert len(isamarus) == 2
    assert any(game.state.objects[i].card.token for i in isamarus)


# -- "As long as enchanted permanent is an Equipment, it has "Equipped creature ..."" ------

@plays("Rune of Might", "static.granted_equipped", "static.granted")
def test_613_8_rune_of_might_on_an_equipment_gives_the_equipped_creature_its_bonus():
    """Cast on Bonesplitter, the Rune grants it "Equipped creature gets +1/+1 and has
    trample", which applies after the grant (CR 613.8) to the creature it equips, and
    moves with it (CR 301.5); the Equipment itself gets nothing."""
    game = board(["Bonesplitter", "Grizzly Bears", "Grizzly Bears", "Forest"] + ["Mountain"] * 3, [],
                 hands=(["Rune of Might"], []))
    splitter = obj(game, "Bonesplitter")
    bears, other = obj(game, "Grizzly Bears"), obj(game, "Grizzly Bears", 1)
    cast(game, "Rune of Might", splitter)
    resolve(game)
    assert game.state.objects[obj(game, "Rune of Might")].attached_to == splitter
    game.act(Action("activate", 0, splitter, ability=0, targets=(("object", bears),)))
    resolve(game)
    found = chars(game, bears)
    assert (found.power, found.toughness) == (5, 3) and "trample" in found.keywords
    game.act(Action("activate", 0, splitter, ability=0, targets=(("object", other),)))
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (2, 2)
    assert "trample" not in chars(game, bears).keywords
    assert (chars(game, other).power, "trample" in chars(game, other).keywords) == (5, True)


@plays("Rune of Flight", "static.granted_equipped", "static.granted")
def test_611_3a_rune_of_flight_on_a_creature_gives_flying_to_it_not_through_a_grant():
    game = board(["Grizzly Bears", "Island", "Island"], [], hands=(["Rune of Flight"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Rune of Flight", bears)
    resolve(game)
    assert "flying" in chars(game, bears).keywords
    assert not any(a.kind == "continuous" for a in chars(game, bears).static
                   if a.affects == "equipped")


# -- "Enchanted permanent loses all abilities and doesn't untap ..." ------------------------

@plays("Stop Cold", "static.attached_loses_and_doesnt_untap")
def test_502_3_stop_cold_taps_strips_and_keeps_the_angel_tapped():
    game = board(["Island", "Island", "Island", "Island"], ["Serra Angel"],
                 hands=(["Stop Cold"], []))
    angel = obj(game, "Serra Angel")
    cast(game, "Stop Cold", angel)
    resolve(game)
    found = chars(game, angel)
    assert game.state.objects[angel].tapped
    assert not {"flying", "vigilance"} & set(found.keywords)        # CR 613.1f
    from test_oracle_play import to_step
    to_step(game, "upkeep")                                          # Bob's turn
    assert game.state.active == 1 and game.state.objects[angel].tapped   # CR 502.3


@plays("Flood the Engine", "static.attached_loses_and_doesnt_untap")
def test_613_1f_flood_the_engine_the_creature_loses_its_activated_ability():
    """Prodigal Sorcerer loses "{T}: ... 1 damage" (CR 613.1f): nothing to activate."""
    game = board(["Island", "Island", "Island"], ["Prodigal Sorcerer"],
                 hands=(["Flood the Engine"], []))
    sorcerer = obj(game, "Prodigal Sorcerer")
    assert chars(game, sorcerer).activated
    cast(game, "Flood the Engine", sorcerer)
    resolve(game)
    assert not chars(game, sorcerer).activated and game.state.objects[sorcerer].tapped


@plays("Guardians of Oboro", "static.dont_untap", "phrase.modified")
def test_700_9_guardians_of_oboro_only_a_modified_defender_attacks():
    """Two Walls of Wood (defender): the one with a +1/+1 counter may attack (CR 702.3b),
    the other may not."""
    game = board(["Guardians of Oboro", "Wall of Wood", "Wall of Wood"], [],
                 step="beginning of combat")
    wall, other = obj(game, "Wall of Wood"), obj(game, "Wall of Wood", 1)
    game.state.objects[wall].counters["+1/+1"] = 1
    game.state.changed()
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    attackers = {a.choice[0][0] for a in game.legal_actions() if a.kind == "attack" and
                 len(a.choice) == 1}
    assert wall in attackers and other not in attackers
    assert obj(game, "Guardians of Oboro") not in attackers


# -- "<permanents> you control are Equipment ... and have "Equipped creature ..." and equip" -

def _equip_index(game, oid: int) -> int:
    return next(i for i, a in enumerate(chars(game, oid).activated) if a.keyword == "equip")


@plays("Armed with Proof", "static.group_equipment", "static.granted_equipped")
def test_301_5_armed_with_proof_clues_are_equipment_that_equip_for_two():
    """Its Clues are Equipment (CR 301.5) with equip {2} (CR 702.6a): one attached to the
    Bears gives it +2/+0; the Clue keeps its own ability (CR 613.1f adds, not replaces)."""
    game = board(["Grizzly Bears"] + ["Plains"] * 7, [], hands=(["Armed with Proof"], []))
    cast(game, "Armed with Proof")
    resolve(game)
    clues = ids(game, "Clue")
    assert len(clues) == 2 and "Equipment" in chars(game, clues[0]).subtypes
    assert any(a.keyword != "equip" for a in chars(game, clues[0]).activated)
    bears = obj(game, "Grizzly Bears")
    game.act(Action("activate", 0, clues[0], ability=_equip_index(game, clues[0]),
                    targets=(("object", bears),)))
    resolve(game)
    assert game.state.objects[clues[0]].attached_to == bears
    assert (chars(game, bears).power, chars(game, bears).toughness) == (4, 2)


@plays("Dan Lewis", "static.group_equipment", "static.granted_equipped")
def test_613_6_dan_lewis_turns_noncreature_artifacts_into_equip_one_equipment():
    """Mind Stone (a noncreature, non-Equipment artifact) becomes an Equipment with equip
    {1} and "+1/+0"; the effect keeps applying to it though it is now an Equipment (CR
    613.6); Bonesplitter, already an Equipment, gains nothing."""
    game = board(["Dan Lewis", "Mind Stone", "Bonesplitter", "Grizzly Bears", "Plains"], [])
    stone, bears = obj(game, "Mind Stone"), obj(game, "Grizzly Bears")
    assert "Equipment" in chars(game, stone).subtypes
    splitter = chars(game, obj(game, "Bonesplitter"))
    assert sum(a.keyword == "equip" for a in splitter.activated) == 1
    game.act(Action("activate", 0, stone, ability=_equip_index(game, stone),
                    targets=(("object", bears),)))
    resolve(game)
    assert game.state.objects[stone].attached_to == bears
    assert chars(game, bears).power == 3


# -- "Vehicles you control have crew N" ----------------------------------------------------

@plays("Kotori, Pilot Prodigy", "static.vehicles_have_crew")
def test_702_122c_kotori_a_second_crew_ability_lets_one_bear_crew_the_express():
    """Aradara Express has crew 4; Kotori gives it crew 2 too, so one Grizzly Bears crews it
    with the granted ability (CR 702.122c: either crew ability may be activated)."""
    game = board(["Kotori, Pilot Prodigy", "Aradara Express", "Grizzly Bears"], [])
    express, bears = obj(game, "Aradara Express"), obj(game, "Grizzly Bears")
    crews = [i for i, a in enumerate(chars(game, express).activated) if a.cost.crew]
    assert [chars(game, express).activated[i].cost.crew for i in crews] == [4, 2]
    game.act(Action("activate", 0, express, ability=crews[1], costs=(bears,)))
    resolve(game)
    assert chars(game, express).is_creature and game.state.objects[bears].tapped


def test_702_122a_without_kotori_one_bear_cant_crew_four():
    game = board(["Aradara Express", "Grizzly Bears"], [])
    express = obj(game, "Aradara Express")
    assert not [a for a in game.legal_actions() if a.kind == "activate" and a.object == express]


# -- "<kind> spells you cast have convoke" -------------------------------------------------

def _castable(game, name: str) -> bool:
    card = in_hand(game, name)
    return any(a.kind == "cast" and a.object == card for a in game.legal_actions())


@plays("Chief Engineer", "static.spells_have_convoke")
def test_702_51a_chief_engineer_creatures_convoke_an_artifact_spell_only():
    """With no land, the Engineer and the Bears pay {2} for Mind Stone (CR 702.51a); the
    creature spell Grizzly Bears gets no convoke."""
    game = board(["Chief Engineer", "Grizzly Bears"], [], sick=True,
                 hands=(["Mind Stone", "Grizzly Bears"], []))
    assert _castable(game, "Mind Stone") and not _castable(game, "Grizzly Bears")
    cast(game, "Mind Stone")
    resolve(game)
    assert "Mind Stone" in names(game)
    assert game.state.objects[obj(game, "Chief Engineer")].tapped
    assert game.state.objects[obj(game, "Grizzly Bears")].tapped


def test_702_51a_without_chief_engineer_no_convoke():
    game = board(["Grizzly Bears", "Grizzly Bears"], [], hands=(["Mind Stone"], []))
    assert not _castable(game, "Mind Stone")


@plays("Eirdu, Carrier of Dawn // Isilu, Carrier of Twilight", "static.spells_have_convoke")
def test_702_51a_eirdu_creature_spells_only_and_only_its_controllers():
    """Eirdu gives Alice's creature spells convoke: Eirdu and the Elves pay {1}{G} for the
    Bears; Mind Stone, an artifact spell, isn't helped; nor is Bob's Bears (CR 702.51a:
    "you cast")."""
    game = board(["Eirdu, Carrier of Dawn // Isilu, Carrier of Twilight", "Llanowar Elves"],
                 ["Llanowar Elves", "Grizzly Bears"],
                 hands=(["Grizzly Bears", "Mind Stone"], ["Grizzly Bears"]))
    while game.state.stack or game.decision.kind != "priority":    # its main-phase trigger
        if game.decision.kind == "yes_no":
            choose(game, "no")
        else:
            game.act(Action("pass", game.decision.player))
    assert not _castable(game, "Mind Stone")
    cast(game, "Grizzly Bears")
    resolve(game)
    assert "Grizzly Bears" in names(game)
    assert game.state.objects[obj(game, "Llanowar Elves")].tapped
    from test_oracle_play import to_step
    to_step(game, "upkeep")
    while game.state.step != "precombat main" or game.decision.kind != "priority":
        move_on(game)
    card = in_hand(game, "Grizzly Bears", 1)
    assert game.state.active == 1 and not any(
        a.kind == "cast" and a.object == card for a in game.legal_actions())


# -- "can't be the target(s) of ..." -------------------------------------------------------

def _spell_targets(game, name: str, player: int = 0) -> set:
    card = in_hand(game, name, player)
    return {t for a in game.legal_actions() if a.kind == "cast" and a.object == card
            for t in a.targets}


def _ability_targets(game, source: int) -> set:
    return {t for a in game.legal_actions() if a.kind == "activate" and a.object == source
            for t in a.targets}


@plays("Dense Foliage", "static.untargetable_group", "static.untargetable_by")
def test_115_1_dense_foliage_no_spell_targets_a_creature_abilities_may():
    game = board(["Dense Foliage", "Grizzly Bears", "Prodigal Sorcerer", "Mountain"], [],
                 hands=(["Shock"], []))
    bears = ("object", obj(game, "Grizzly Bears"))
    assert bears not in _spell_targets(game, "Shock") and BOB in _spell_targets(game, "Shock")
    assert bears in _ability_targets(game, obj(game, "Prodigal Sorcerer"))


@plays("Spellbane Centaur", "static.untargetable_group", "static.untargetable_by")
def test_115_1_spellbane_centaur_blue_spells_cant_target_your_creatures():
    game = board(["Island", "Mountain"], ["Spellbane Centaur", "Grizzly Bears"],
                 hands=(["Unsummon", "Shock"], []))
    bears = ("object", obj(game, "Grizzly Bears"))
    assert bears not in _spell_targets(game, "Unsummon")
    assert bears in _spell_targets(game, "Shock")


@plays("Shanna, Sisay's Legacy", "static.untargetable_by_abilities")
def test_115_1_shanna_abilities_of_opponents_cant_target_her_spells_can():
    game = board(["Prodigal Sorcerer", "Mountain"], ["Shanna, Sisay's Legacy"],
                 hands=(["Shock"], []))
    shanna = ("object", obj(game, "Shanna, Sisay's Legacy"))
    assert shanna not in _ability_targets(game, obj(game, "Prodigal Sorcerer"))
    assert shanna in _spell_targets(game, "Shock")


@plays("Thrun, Breaker of Silence", "static.untargetable_by")
def test_115_1_thrun_nongreen_from_opponents_only():
    game = board(["Mountain", "Forest", "Forest", "Forest"], ["Thrun, Breaker of Silence"],
                 hands=(["Shock", "Beast Within"], []))
    thrun = ("object", obj(game, "Thrun, Breaker of Silence"))
    assert thrun not in _spell_targets(game, "Shock")
    assert thrun in _spell_targets(game, "Beast Within")            # a green spell


# -- "All <group> are <colour> / colorless", "All Mountains are Plains" --------------------

@plays("Darkest Hour", "static.group_colors")
def test_105_2_darkest_hour_the_elves_are_black_so_doom_blade_cant_target_them():
    game = board(["Darkest Hour", "Swamp", "Swamp"], ["Llanowar Elves"],
                 hands=(["Doom Blade"], []))
    elves = obj(game, "Llanowar Elves")
    assert chars(game, elves).colors == frozenset({"B"})
    assert not any(a.kind == "cast" for a in game.legal_actions())     # no nonblack creature


@plays("Thran Lens", "static.group_colors")
def test_613_1e_thran_lens_every_permanent_is_colorless():
    game = board(["Thran Lens", "Grizzly Bears"], ["Serra Angel"])
    for name in ("Grizzly Bears", "Serra Angel", "Thran Lens"):
        assert chars(game, obj(game, name)).colors == frozenset()


@plays("Conversion", "static.type_change")
def test_305_7_conversion_mountains_are_plains_and_tap_for_white():
    """Each Mountain loses its land type and its {T}: Add {R} and is a Plains (CR 305.7)."""
    game = board(["Conversion"], ["Mountain"])
    mountain = obj(game, "Mountain")
    found = chars(game, mountain)
    assert "Plains" in found.subtypes and "Mountain" not in found.subtypes
    assert [a.mana for a in found.activated] == [("W",)]


# -- "All lands / <land type>s are N/N [colour] creatures that are still lands" -----------

@plays("Kormus Bell", "animation.group_lands_are_creatures")
def test_205_1b_kormus_bell_swamps_are_black_one_one_creatures_and_still_lands():
    """Each Swamp is a 1/1 black creature land (still tapping for {B}); a Forest isn't; a
    Swamp that can attack (CR 302.6) deals 1 combat damage."""
    game = board(["Kormus Bell", "Swamp", "Forest"], [], step="beginning of combat")
    swamp, forest = obj(game, "Swamp"), obj(game, "Forest")
    found = chars(game, swamp)
    assert {"Land", "Creature"} <= found.types and "Swamp" in found.subtypes
    assert (found.power, found.toughness, found.colors) == (1, 1, frozenset({"B"}))
    assert [a.mana for a in found.activated] == [("B",)]
    assert not chars(game, forest).is_creature
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((swamp, BOB),)))
    while game.state.step != "end of combat":
        move_on(game)
    assert life(game, 1) == 19


@plays("Living Plane", "animation.group_lands_are_creatures")
def test_613_4b_living_plane_every_land_is_a_one_one_creature():
    game = board(["Living Plane", "Forest"], ["Island"])
    for name in ("Forest", "Island"):
        found = chars(game, obj(game, name))
        assert found.is_creature and "Land" in found.types and (found.power,
                                                                found.toughness) == (1, 1)


# -- "<this> enters tapped and doesn't untap during your untap step" ----------------------

@plays("Traxos, Scourge of Kroog", "static.enters_tapped_and_doesnt_untap")
def test_502_3_traxos_enters_tapped_stays_tapped_and_a_historic_spell_untaps_it():
    game = board(["Island"] * 5, [], hands=(["Traxos, Scourge of Kroog", "Mind Stone"], []))
    cast(game, "Traxos, Scourge of Kroog")
    resolve(game)
    traxos = obj(game, "Traxos, Scourge of Kroog")
    assert game.state.objects[traxos].tapped                        # CR 614.1c
    while game.state.active == 0:                                    # to Bob's turn
        move_on(game)
    while game.state.active == 1 or game.state.step != "upkeep":     # Alice's next upkeep
        move_on(game)
    assert game.state.objects[traxos].tapped                         # CR 502.3
    while game.state.step != "precombat main" or game.decision.kind != "priority":
        move_on(game)
    cast(game, "Mind Stone")                                         # an artifact: historic
    resolve(game)
    assert not game.state.objects[traxos].tapped


@plays("Ambush Commander", "animation.group_lands_are_creatures")
def test_205_1b_ambush_commander_your_forests_are_green_elf_creatures():
    game = board(["Ambush Commander", "Forest"], ["Forest"])
    mine, theirs = ids(game, "Forest")
    found = chars(game, mine)
    assert {"Forest", "Elf"} <= found.subtypes and found.is_creature and "Land" in found.types
    assert (found.power, found.toughness, found.colors) == (1, 1, frozenset({"G"}))
    assert not chars(game, theirs).is_creature
