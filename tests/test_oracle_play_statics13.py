"""Static abilities of permanents, round 13: Auras that set what the enchanted permanent is
("Enchanted permanent is a colorless Forest land.", "... is a Treasure artifact with
"<ability>" and it loses all other abilities.", "... is an enchantment and loses all other
card types.", "... is legendary.") (CR 205.1a, 205.4, 305.7, 613.1d-f); "Enchanted Mountain
is a 7/7 ... creature"; "Enchanted land is a Mountain, Forest, and Plains." (CR 305.7)."""

from __future__ import annotations

from boards import board
from test_oracle_play import (
    activate,
    cast,
    chars,
    choose,
    grave,
    life,
    names,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action
from tolaria.rules.layers import controller


@plays("Song of the Dryads", "animation.attached_is_type")
def test_305_7_song_of_the_dryads_makes_a_legendary_creature_a_colorless_forest():
    """A legendary creature becomes a colorless Forest land: its card types and creature
    types go, its supertype stays (CR 205.1a), and setting its land type takes its own
    abilities and gives it Forest's mana ability (CR 305.7)."""
    game = board(["Forest"] * 3, ["Isamaru, Hound of Konda"], hands=(["Song of the Dryads"], []))
    isamaru = obj(game, "Isamaru, Hound of Konda")
    cast(game, "Song of the Dryads", isamaru)
    resolve(game)
    c = chars(game, isamaru)
    assert c.types == frozenset({"Land"}) and c.subtypes == frozenset({"Forest"})
    assert c.supertypes == frozenset({"Legendary"}) and not c.colors
    assert not c.is_creature and [a.mana for a in c.activated] == [("G",)]


@plays("Imprisoned in the Moon", "animation.attached_is_type")
def test_613_1f_imprisoned_in_the_moon_colorless_land_that_taps_for_c():
    game = board(["Island"] * 3, ["Serra Angel"], hands=(["Imprisoned in the Moon"], []))
    angel = obj(game, "Serra Angel")
    cast(game, "Imprisoned in the Moon", angel)
    resolve(game)
    c = chars(game, angel)
    assert c.types == frozenset({"Land"}) and not c.subtypes and not c.colors
    assert not c.keywords and [a.mana for a in c.activated] == [("C",)]


@plays("One with the Stars", "animation.attached_is_type")
def test_205_1a_one_with_the_stars_enchantment_keeps_its_abilities():
    """"is an enchantment and loses all other card types": no longer a creature, so it
    can't attack, but it keeps its abilities (CR 205.1a)."""
    game = board(["Island"] * 4, ["Serra Angel"], hands=(["One with the Stars"], []))
    angel = obj(game, "Serra Angel")
    cast(game, "One with the Stars", angel)
    resolve(game)
    c = chars(game, angel)
    assert c.types == frozenset({"Enchantment"}) and not c.subtypes
    assert not c.is_creature and "flying" in c.keywords and c.colors == frozenset({"W"})


@plays("Enchantmentize", "animation.attached_is_type")
def test_205_1a_enchantmentize_creature_cant_attack():
    game = board(["Grizzly Bears"] + ["Island"] * 4, [], hands=(["Enchantmentize"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Enchantmentize", bears)
    resolve(game)
    assert chars(game, bears).types == frozenset({"Enchantment"})
    while game.decision.kind == "priority" and game.state.step != "postcombat main":
        game.act(Action("pass", game.decision.player))
    attacks = [a for a in game.legal_actions() if a.kind == "attack" and a.choice]
    assert game.decision.kind != "attackers" or not attacks


@plays("In Bolas's Clutches", "animation.attached_is_type", "static.control")
def test_205_4_in_bolass_clutches_stolen_permanent_is_legendary():
    game = board(["Island"] * 6, ["Serra Angel"], hands=(["In Bolas's Clutches"], []))
    angel = obj(game, "Serra Angel")
    cast(game, "In Bolas's Clutches", angel)
    resolve(game)
    c = chars(game, angel)
    assert c.supertypes == frozenset({"Legendary"}) and c.types == frozenset({"Creature"})
    assert controller(game.state, game.state.objects[angel]) == 0


@plays("Sugar Coat", "animation.attached_is_type")
def test_613_1f_sugar_coat_food_sacrificed_for_three_life():
    """The creature is a colorless Food artifact with only the quoted ability; its
    controller may pay {2}, tap and sacrifice it to gain 3 life (CR 613.1d-f)."""
    game = board(["Grizzly Bears"] + ["Island"] * 5, [], hands=(["Sugar Coat"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Sugar Coat", bears)
    resolve(game)
    c = chars(game, bears)
    assert c.types == frozenset({"Artifact"}) and c.subtypes == frozenset({"Food"})
    assert not c.colors and len(c.activated) == 1
    activate(game, bears)
    resolve(game)
    assert life(game, 0) == 23 and "Grizzly Bears" not in names(game)


@plays("In Too Deep", "animation.attached_is_type")
def test_613_1f_in_too_deep_clue_draws_a_card():
    game = board(["Serra Angel"] + ["Island"] * 4, [], hands=(["In Too Deep"], []))
    angel = obj(game, "Serra Angel")
    cast(game, "In Too Deep", angel)
    resolve(game)
    c = chars(game, angel)
    assert c.types == frozenset({"Artifact"}) and c.subtypes == frozenset({"Clue"})
    assert not c.keywords and not c.colors
    before = len(game.state.players[0].hand)
    activate(game, angel)
    resolve(game)
    assert len(game.state.players[0].hand) == before + 1 and "Serra Angel" not in names(game)


@plays("Minimus Containment", "animation.attached_is_type")
def test_613_1f_minimus_containment_treasure_keeps_its_colour():
    game = board(["Plains"] * 3, ["Serra Angel"], hands=(["Minimus Containment"], []))
    angel = obj(game, "Serra Angel")
    cast(game, "Minimus Containment", angel)
    resolve(game)
    c = chars(game, angel)
    assert c.types == frozenset({"Artifact"}) and c.subtypes == frozenset({"Treasure"})
    assert not c.is_creature and not c.keywords and c.colors == frozenset({"W"})
    assert len(c.activated) == 1 and c.activated[0].mana


@plays("Swift Reconfiguration", "animation.attached_is_type")
def test_702_122a_swift_reconfiguration_vehicle_crewed_back_into_a_creature():
    """A Vehicle artifact with crew 5 that keeps its abilities; crewing it makes it an
    artifact creature again until end of turn (CR 702.122a, 613.7)."""
    game = board(["Serra Angel", "Craw Wurm", "Plains"], [], hands=(["Swift Reconfiguration"], []))
    angel, wurm = obj(game, "Serra Angel"), obj(game, "Craw Wurm")
    cast(game, "Swift Reconfiguration", angel)
    resolve(game)
    c = chars(game, angel)
    assert c.types == frozenset({"Artifact"}) and c.subtypes == frozenset({"Vehicle"})
    assert not c.is_creature and "flying" in c.keywords
    crew = next(i for i, a in enumerate(c.activated) if a.cost.crew == 5)
    game.act(Action("activate", 0, angel, ability=crew, costs=(wurm,)))
    resolve(game)
    c = chars(game, angel)
    assert c.is_creature and (c.power, c.toughness) == (4, 4)


@plays("Awaken the Ancient", "animation.attached_is")
def test_303_4a_awaken_the_ancient_enchanted_mountain_is_a_7_7_giant():
    game = board(["Mountain"] * 5, [], hands=(["Awaken the Ancient"], []))
    mountain = obj(game, "Mountain")
    cast(game, "Awaken the Ancient", mountain)
    resolve(game)
    c = chars(game, mountain)
    assert c.is_creature and "Land" in c.types and (c.power, c.toughness) == (7, 7)
    assert {"Giant", "Mountain"} <= c.subtypes and "haste" in c.keywords


@plays("Lush Growth", "static.attached_characteristics")
def test_305_7_lush_growth_land_is_mountain_forest_and_plains():
    game = board(["Forest"], ["Island"], hands=(["Lush Growth"], []))
    island = obj(game, "Island")
    cast(game, "Lush Growth", island)
    resolve(game)
    c = chars(game, island)
    assert c.subtypes == frozenset({"Mountain", "Forest", "Plains"})
    assert sorted(a.mana for a in c.activated) == [("G",), ("R",), ("W",)]


# -- "the greatest / total mana value among <permanents>" counted continuously ----------------

@plays("Towering Gibbon", "quantity.cda", "quantity.greatest")
def test_604_3_towering_gibbon_power_is_greatest_mana_value_of_your_creatures():
    """Its power follows the greatest mana value among creatures its controller controls,
    itself included (CR 604.3, 611.3a); the opponent's creatures don't count."""
    game = board(["Towering Gibbon", "Grizzly Bears"], ["Craw Wurm"])
    gibbon = obj(game, "Towering Gibbon")
    assert (chars(game, gibbon).power, chars(game, gibbon).toughness) == (4, 4)
    game = board(["Towering Gibbon", "Grizzly Bears", "Craw Wurm"], [])
    assert chars(game, obj(game, "Towering Gibbon")).power == 6


@plays("Ancient Ooze", "quantity.cda", "quantity.greatest")
def test_604_3_ancient_ooze_total_mana_value_of_other_creatures():
    game = board(["Ancient Ooze", "Grizzly Bears", "Craw Wurm"], ["Serra Angel"])
    ooze = obj(game, "Ancient Ooze")
    assert (chars(game, ooze).power, chars(game, ooze).toughness) == (8, 8)


@plays("Karn, Legacy Reforged", "quantity.cda", "quantity.greatest")
def test_604_3_karn_legacy_reforged_counts_its_own_mana_value():
    game = board(["Karn, Legacy Reforged", "Sol Ring"], [])
    karn = obj(game, "Karn, Legacy Reforged")
    assert (chars(game, karn).power, chars(game, karn).toughness) == (5, 5)


@plays("Kraven, Proud Predator", "quantity.cda", "quantity.greatest")
def test_604_3_kraven_greatest_mana_value_among_permanents():
    game = board(["Kraven, Proud Predator", "Wurmcoil Engine", "Forest"], [])
    kraven = obj(game, "Kraven, Proud Predator")
    assert (chars(game, kraven).power, chars(game, kraven).toughness) == (6, 4)


@plays("Emissary Escort", "quantity.static_pump", "quantity.where_x", "quantity.greatest")
def test_611_3a_emissary_escort_other_artifacts_only():
    """"+X/+0, where X is the greatest mana value among other artifacts you control": not
    its own mana value (CR 109.5, 611.3a)."""
    game = board(["Emissary Escort"], [])
    escort = obj(game, "Emissary Escort")
    assert chars(game, escort).power == 0
    game = board(["Emissary Escort", "Sol Ring", "Wurmcoil Engine"], [])
    assert chars(game, obj(game, "Emissary Escort")).power == 6


def test_702_97a_scavenge_with_a_defined_power_stays_a_gap():
    """Dodgy Jalopy's scavenge would count its power in a graveyard, where the engine
    doesn't apply its characteristic-defining ability (CR 604.3): a gap, not a wrong 0."""
    from tolaria.cards.database import CardDatabase
    from tolaria.cards.oracle.compiler import compile_card
    assert compile_card(CardDatabase.bundled().get("Dodgy Jalopy")).gaps


# -- a quoted ability ending in a comma ('has "<ability>," and is a <type>') -----------------

def _attack_with(game, oid: int) -> None:
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((oid, ("player", 1)),)))
    resolve(game)


@plays("White Mage's Staff", "static.granted", "animation.is_also", "keyword.equip")
def test_613_1f_white_mages_staff_equipped_creature_gains_life_attacking():
    game = board(["White Mage's Staff", "Grizzly Bears"] + ["Plains"] * 3, [])
    bears = obj(game, "Grizzly Bears")
    activate(game, obj(game, "White Mage's Staff"), bears)
    resolve(game)
    assert "Cleric" in chars(game, bears).subtypes and chars(game, bears).power == 3
    _attack_with(game, bears)
    assert life(game, 0) == 21


@plays("Thief's Knife", "static.granted", "animation.is_also", "keyword.equip")
def test_613_1f_thiefs_knife_draws_on_combat_damage():
    game = board(["Thief's Knife", "Grizzly Bears"] + ["Island"] * 4, [])
    bears = obj(game, "Grizzly Bears")
    activate(game, obj(game, "Thief's Knife"), bears)
    resolve(game)
    before = len(game.state.players[0].hand)
    _attack_with(game, bears)
    while game.state.step not in ("postcombat main", "end") and \
            game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    resolve(game)
    assert life(game, 1) == 17 and len(game.state.players[0].hand) == before + 1


# -- "<permanents> on the battlefield with <keyword> / named <name>" counted ------------------

@plays("Pride of the Clouds", "quantity.static_pump", "quantity.permanents")
def test_611_3a_pride_of_the_clouds_counts_every_other_flier():
    """Every other creature with flying, either player's; not itself (CR 109.5, 611.3a)."""
    game = board(["Pride of the Clouds", "Serra Angel", "Grizzly Bears"], ["Birds of Paradise"])
    pride = obj(game, "Pride of the Clouds")
    assert (chars(game, pride).power, chars(game, pride).toughness) == (3, 3)


@plays("Relentless Rats", "quantity.static_pump", "quantity.permanents")
def test_611_3a_relentless_rats_count_the_other_rats():
    game = board(["Relentless Rats"] * 3, ["Relentless Rats"])
    assert [chars(game, i).power for i in game.state.battlefield] == [5, 5, 5, 5]


@plays("Dauthi Warlord", "quantity.cda", "quantity.permanents")
def test_604_3_dauthi_warlord_power_counts_creatures_with_shadow():
    game = board(["Dauthi Warlord", "Grizzly Bears"], ["Dauthi Slayer"])
    warlord = obj(game, "Dauthi Warlord")
    assert (chars(game, warlord).power, chars(game, warlord).toughness) == (2, 1)


# -- "You may look at face-down creatures you don't control any time." (CR 708.5) -------------

def _face_down(game, name: str) -> int:
    oid = obj(game, name)
    game.state.objects[oid].face_down = True
    game.state.changed()
    return oid


@plays("Keeper of the Lens", "static.look_at_face_down")
def test_708_5_keeper_of_the_lens_sees_opponents_face_down_creature():
    import json
    game = board(["Keeper of the Lens"], ["Shivan Dragon"])
    dragon = _face_down(game, "Shivan Dragon")
    assert "Shivan Dragon" in json.dumps(game.view(0)["players"][1]["battlefield"])
    assert game.seat(0).object(dragon).card.name == "Shivan Dragon"
    game = board(["Grizzly Bears"], ["Shivan Dragon", "Keeper of the Lens"])
    dragon = _face_down(game, "Shivan Dragon")          # Bob's Keeper: Alice still can't
    assert game.seat(0).object(dragon).card.name == ""


@plays("Found Footage", "static.look_at_face_down")
def test_708_5_found_footage_opponents_face_down_creatures():
    game = board(["Found Footage"], ["Shivan Dragon"])
    dragon = _face_down(game, "Shivan Dragon")
    assert game.seat(0).object(dragon).card.name == "Shivan Dragon"


@plays("Lens of Clarity", "static.look_at_face_down", "static.look_at_top")
def test_401_2_lens_of_clarity_top_card_and_face_down_creatures():
    from tolaria.rules.zones import top_seen_by
    game = board(["Lens of Clarity"], ["Shivan Dragon"])
    dragon = _face_down(game, "Shivan Dragon")
    assert game.seat(0).object(dragon).card.name == "Shivan Dragon"
    top = game.state.objects[game.state.players[0].library[-1]]
    assert top_seen_by(game.state, top, 0)
    theirs = game.state.objects[game.state.players[1].library[-1]]
    assert not top_seen_by(game.state, theirs, 0)


# -- a granted "Cumulative upkeep" in quotation marks (CR 702.24a, 613.1f) ---------------------

@plays("Mana Chains", "keyword.cumulative_upkeep", "static.granted")
def test_702_24a_mana_chains_creature_sacrificed_unless_its_controller_pays():
    """The enchanted creature has cumulative upkeep {1}: at its controller's upkeep an age
    counter goes on it; Bob, without mana, can't pay and sacrifices it."""
    game = board(["Island"], ["Grizzly Bears"], hands=(["Mana Chains"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Mana Chains", bears)
    resolve(game)
    to_step(game, "upkeep")
    assert game.state.active == 1
    resolve(game)
    assert "Grizzly Bears" not in names(game) and grave(game, 1) == ["Grizzly Bears"]


@plays("Decomposition", "keyword.cumulative_upkeep", "static.granted")
def test_702_24a_decomposition_upkeep_paid_with_life():
    game = board(["Forest", "Forest"], ["Drudge Skeletons"], hands=(["Decomposition"], []))
    skeletons = obj(game, "Drudge Skeletons")
    cast(game, "Decomposition", skeletons)
    resolve(game)
    to_step(game, "upkeep")
    resolve(game)
    assert game.decision.kind == "yes_no" and game.decision.player == 1
    choose(game, "yes")
    assert life(game, 1) == 19 and game.state.objects[skeletons].counters["age"] == 1


# -- "It has <keywords> and loses all other abilities." after "Enchanted creature is a ..." ---

@plays("Spider-Man No More", "animation.attached_creature_is", "animation.attached_is_it_also")
def test_613_1f_spider_man_no_more_a_1_1_citizen_with_only_defender():
    game = board(["Island", "Island"], ["Serra Angel"], hands=(["Spider-Man No More"], []))
    angel = obj(game, "Serra Angel")
    cast(game, "Spider-Man No More", angel)
    resolve(game)
    c = chars(game, angel)
    assert c.subtypes == frozenset({"Citizen"}) and (c.power, c.toughness) == (1, 1)
    assert c.keywords == frozenset({"defender"})


@plays("Retro-Mutation", "animation.attached_creature_is", "animation.attached_is_it_also")
def test_613_1f_retro_mutation_turtle_cant_attack_and_has_no_abilities():
    game = board(["Serra Angel"] + ["Island"] * 3, [], hands=(["Retro-Mutation"], []))
    angel = obj(game, "Serra Angel")
    cast(game, "Retro-Mutation", angel)
    resolve(game)
    c = chars(game, angel)
    assert c.subtypes == frozenset({"Turtle"}) and (c.power, c.toughness) == (0, 1)
    assert not c.keywords and "cant_attack" in c.restrictions


@plays("Sky Tether", "static.attached", "static.attached_loses")
def test_613_1f_sky_tether_defender_and_loses_flying():
    game = board(["Plains"], ["Serra Angel"], hands=(["Sky Tether"], []))
    angel = obj(game, "Serra Angel")
    cast(game, "Sky Tether", angel)
    resolve(game)
    assert chars(game, angel).keywords == frozenset({"defender", "vigilance"})


@plays("On Serra's Wings", "static.attached_is_legendary", "static.attached")
def test_205_4_on_serras_wings_legendary_flier():
    game = board(["Grizzly Bears"] + ["Plains"] * 4, [], hands=(["On Serra's Wings"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "On Serra's Wings", bears)
    resolve(game)
    c = chars(game, bears)
    assert c.supertypes == frozenset({"Legendary"}) and (c.power, c.toughness) == (3, 3)
    assert {"flying", "vigilance", "lifelink"} <= c.keywords


@plays("Breath of Dreams", "keyword.cumulative_upkeep", "static.granted")
def test_702_24a_breath_of_dreams_green_creatures_have_cumulative_upkeep():
    game = board(["Breath of Dreams"], ["Grizzly Bears", "Serra Angel"])
    to_step(game, "upkeep")
    assert game.state.active == 1
    resolve(game)
    assert "Grizzly Bears" not in names(game) and "Serra Angel" in names(game)


# -- "<group> you control are the chosen type in addition to their other types" --------------

@plays("Xenograft", "choice.group_is_chosen_type")
def test_205_1b_xenograft_your_creatures_are_also_the_chosen_type():
    game = board(["Island"] * 5 + ["Grizzly Bears"], ["Elite Vanguard"],
                 hands=(["Xenograft"], []))
    cast(game, "Xenograft")
    resolve(game)
    choose(game, "Zombie")
    assert chars(game, obj(game, "Grizzly Bears")).subtypes == frozenset({"Bear", "Zombie"})
    assert "Zombie" not in chars(game, obj(game, "Elite Vanguard")).subtypes


@plays("Realmwright", "choice.group_is_chosen_type")
def test_305_7_realmwright_lands_gain_the_chosen_basic_land_type_and_its_mana():
    game = board(["Island", "Wastes"], ["Forest"], hands=(["Realmwright"], []))
    cast(game, "Realmwright")
    resolve(game)
    choose(game, "Swamp")
    wastes = chars(game, obj(game, "Wastes"))
    assert "Swamp" in wastes.subtypes and ("B",) in [a.mana for a in wastes.activated]
    assert "Swamp" not in chars(game, obj(game, "Forest")).subtypes


# -- "for each <permanent> you control and each <card> in your graveyard" -------------------

def _to_graveyard(game, name: str, owner: int = 0) -> None:
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    create_object(game.state, card_def(name), owner, "graveyard")
    game.state.changed()


@plays("Multani, Yavimaya's Avatar", "quantity.static_pump", "quantity.arithmetic")
def test_611_3a_multani_lands_you_control_and_land_cards_in_your_graveyard():
    game = board(["Multani, Yavimaya's Avatar", "Forest", "Forest", "Island"], ["Mountain"])
    multani = obj(game, "Multani, Yavimaya's Avatar")
    assert chars(game, multani).power == 3
    _to_graveyard(game, "Forest")
    _to_graveyard(game, "Grizzly Bears")
    _to_graveyard(game, "Plains", owner=1)
    assert (chars(game, multani).power, chars(game, multani).toughness) == (4, 4)


@plays("Moon-Vigil Adherents", "quantity.static_pump", "quantity.arithmetic")
def test_611_3a_moon_vigil_adherents_creatures_and_creature_cards():
    game = board(["Moon-Vigil Adherents", "Grizzly Bears"], ["Serra Angel"])
    _to_graveyard(game, "Craw Wurm")
    adherents = obj(game, "Moon-Vigil Adherents")
    assert (chars(game, adherents).power, chars(game, adherents).toughness) == (3, 3)


# -- "for each poison counter your opponents have" (CR 122.1f) ------------------------------

@plays("Mycosynth Fiend", "quantity.static_pump", "quantity.opponents_poison")
def test_122_1f_mycosynth_fiend_grows_with_opponents_poison():
    game = board(["Mycosynth Fiend"], [])
    fiend = obj(game, "Mycosynth Fiend")
    assert chars(game, fiend).power == 2
    game.state.players[1].poison = 3
    game.state.players[0].poison = 4                   # its controller's own don't count
    game.state.changed()
    assert (chars(game, fiend).power, chars(game, fiend).toughness) == (5, 5)


@plays("Phyrexian Swarmlord", "quantity.opponents_poison")
def test_122_1f_phyrexian_swarmlord_an_insect_for_each_poison_counter():
    game = board(["Phyrexian Swarmlord"], [], step="upkeep")
    game.state.players[1].poison = 2
    resolve(game)
    assert names(game).count("Phyrexian Insect") == 2


@plays("Swampbenders", "static.type_change", "quantity.cda")
def test_305_7_swampbenders_lands_you_control_are_also_swamps():
    """Each land keeps its types and abilities and gains Swamp with its mana ability (CR
    305.7); Swampbenders counts every Swamp on the battlefield (CR 604.3)."""
    game = board(["Swampbenders", "Forest", "Forest"], ["Swamp", "Island"])
    forest = chars(game, obj(game, "Forest"))
    assert forest.subtypes == frozenset({"Forest", "Swamp"})
    assert sorted(a.mana for a in forest.activated) == [("B",), ("G",)]
    assert "Swamp" not in chars(game, obj(game, "Island")).subtypes
    bender = obj(game, "Swampbenders")
    assert (chars(game, bender).power, chars(game, bender).toughness) == (3, 3)


@plays("Stormtide Leviathan", "static.type_change")
def test_508_1c_stormtide_leviathan_only_fliers_and_islandwalkers_attack():
    """All lands are also Islands (CR 305.7); creatures without flying or islandwalk can't
    attack (CR 508.1c), the Leviathan itself (islandwalk) and a flier can."""
    game = board(["Stormtide Leviathan", "Serra Angel", "Forest"], ["Grizzly Bears"])
    assert chars(game, obj(game, "Forest")).subtypes == frozenset({"Forest", "Island"})
    assert "cant_attack" in chars(game, obj(game, "Grizzly Bears")).restrictions
    for name in ("Stormtide Leviathan", "Serra Angel"):
        assert "cant_attack" not in chars(game, obj(game, name)).restrictions


# -- "costs {1} less for each <permanent> you control and each <card> in your <zone>" --------

def _castable(game, name: str) -> bool:
    from test_oracle_play import in_hand
    oid = in_hand(game, name)
    return any(a.kind == "cast" and a.object == oid for a in game.legal_actions())


@plays("Gargantuan Leech", "spell.self_cost_change", "quantity.arithmetic")
def test_601_2f_gargantuan_leech_caves_you_control_and_cave_cards_in_graveyard():
    """{7}{B} less {1} for each Cave you control and each Cave card in your graveyard: with
    three Caves it costs {4}{B}, more than four lands pay; with three Cave cards in the
    graveyard too, {1}{B} (CR 601.2f)."""
    caves = ["Hidden Cataract", "Hidden Courtyard", "Hidden Necropolis"]
    game = board(caves + ["Swamp"], [], hands=(["Gargantuan Leech"], []))
    assert not _castable(game, "Gargantuan Leech")             # {4}{B} with four lands
    for name in caves:
        _to_graveyard(game, name)
    assert _castable(game, "Gargantuan Leech")                 # {1}{B}
    from test_oracle_play import in_hand
    game.act(Action("cast", 0, in_hand(game, "Gargantuan Leech")))
    resolve(game)
    assert "Gargantuan Leech" in names(game)


@plays("Walking Skyscraper", "spell.self_cost_change", "phrase.modified")
def test_700_9_walking_skyscraper_costs_less_for_each_modified_creature():
    """{8} less {1} for each modified creature its caster controls, counted as it is cast
    (CR 700.9, 601.2f): with five lands it needs three creatures with counters."""
    game = board(["Forest"] * 5 + ["Grizzly Bears"] * 3, ["Grizzly Bears"],
                 hands=(["Walking Skyscraper"], []))
    assert not _castable(game, "Walking Skyscraper")
    for oid in game.state.battlefield:
        if game.state.objects[oid].name == "Grizzly Bears":
            game.state.objects[oid].counters["+1/+1"] = 1       # Bob's too: not counted
    game.state.changed()
    game.state.objects[obj(game, "Grizzly Bears")].counters.clear()
    game.state.changed()
    assert not _castable(game, "Walking Skyscraper")             # two of Alice's: {6}
    game.state.objects[obj(game, "Grizzly Bears")].counters["+1/+1"] = 1
    game.state.changed()
    assert _castable(game, "Walking Skyscraper")                 # three: {5}


@plays("Kumena's Speaker", "condition.control_either")
def test_611_3a_kumenas_speaker_another_merfolk_or_an_island():
    """Either is enough; itself (a Merfolk) doesn't count as "another" (CR 611.3a)."""
    game = board(["Kumena's Speaker", "Forest"], [])
    assert chars(game, obj(game, "Kumena's Speaker")).power == 1
    game = board(["Kumena's Speaker", "Island"], [])
    assert chars(game, obj(game, "Kumena's Speaker")).power == 2
    game = board(["Kumena's Speaker", "Merfolk of the Pearl Trident"], ["Island"])
    assert chars(game, obj(game, "Kumena's Speaker")).power == 2


@plays("Merfolk Assassin", "effect.destroy", "phrase.target")
def test_702_14a_merfolk_assassin_targets_only_a_creature_with_islandwalk():
    game = board(["Merfolk Assassin"], ["Lord of Atlantis", "Merfolk of the Pearl Trident"])
    assassin = obj(game, "Merfolk Assassin")
    lord, merfolk = obj(game, "Lord of Atlantis"), obj(game, "Merfolk of the Pearl Trident")
    targets = {t for a in game.legal_actions() if a.kind == "activate" and a.object == assassin
               for t in a.targets}
    assert ("object", lord) not in targets                   # "Other Merfolk": not itself
    activate(game, assassin, merfolk)                          # islandwalk from the Lord
    resolve(game)
    assert "Merfolk of the Pearl Trident" not in names(game)


@plays("War Falcon", "condition.control_either")
def test_508_1c_war_falcon_attacks_only_with_a_knight_or_a_soldier():
    game = board(["War Falcon"], [])
    assert "cant_attack" in chars(game, obj(game, "War Falcon")).restrictions
    game = board(["War Falcon", "Elite Vanguard"], [])
    assert "cant_attack" not in chars(game, obj(game, "War Falcon")).restrictions


@plays("Liu Bei, Lord of Shu", "condition.control_either")
def test_611_3a_liu_bei_with_either_named_brother():
    game = board(["Liu Bei, Lord of Shu", "Zhang Fei, Fierce Warrior"], [])
    assert chars(game, obj(game, "Liu Bei, Lord of Shu")).power == 4
    game = board(["Liu Bei, Lord of Shu"], ["Zhang Fei, Fierce Warrior"])
    assert chars(game, obj(game, "Liu Bei, Lord of Shu")).power == 2
