"""Quantities played: numbers that are counted or computed (CR 107.3, 208.2, 604.3, 608.2h).

A resolving spell or ability counts once, as it resolves (CR 608.2h), and the result
doesn't change afterwards; a static ability counts continuously (CR 611.3a), and a
characteristic-defining ability sets power and toughness in layer 7a (CR 604.3, 613.4a).
"""

from __future__ import annotations

from boards import board
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose_targets,
    grave,
    hand,
    in_hand,
    life,
    obj,
    plays,
    resolve,
)

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _to_graveyard(game, owner: int, *names: str) -> None:
    for name in names:
        create_object(game.state, card_def(name), owner, "graveyard")
    game.state.changed()


@plays("Peach Garden Oath", "quantity.for_each", "quantity.permanents")
def test_608_2h_peach_garden_oath_two_life_for_each_creature_you_control():
    game = board(["Plains", "Grizzly Bears", "Grizzly Bears", "Llanowar Elves"],
                 ["Grizzly Bears"], hands=(["Peach Garden Oath"], []))
    cast(game, "Peach Garden Oath")
    resolve(game)
    assert life(game, 0) == 26                   # 3 creatures Alice controls, not Bob's


@plays("Tribal Flames", "quantity.where_x", "quantity.domain")
def test_107_3_tribal_flames_x_is_the_basic_land_types_among_your_lands():
    game = board(["Mountain", "Forest", "Forest", "Island"], ["Swamp", "Plains"],
                 hands=(["Tribal Flames"], []))
    cast(game, "Tribal Flames", BOB)
    resolve(game)
    assert life(game, 1) == 17                   # Mountain, Forest, Island: 3 (not Bob's)


@plays("Might of the Masses", "quantity.pump", "quantity.for_each")
def test_608_2h_might_of_the_masses_is_counted_once_as_it_resolves():
    game = board(["Forest", "Grizzly Bears", "Grizzly Bears"], [],
                 hands=(["Might of the Masses", "Llanowar Elves"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Might of the Masses", bears)
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (4, 4)
    create_object(game.state, card_def("Llanowar Elves"), 0, "battlefield")
    game.state.changed()
    assert chars(game, bears).power == 4          # locked in (CR 608.2h, 611.2c)


@plays("Warped Physique", "quantity.pump", "quantity.where_x", "quantity.cards")
def test_107_3_warped_physique_plus_x_minus_x_cards_in_hand():
    game = board(["Island", "Swamp"], ["Hill Giant"],
                 hands=(["Warped Physique", "Shock", "Shock", "Shock"], []))
    giant = obj(game, "Hill Giant")
    cast(game, "Warped Physique", giant)
    resolve(game)
    assert hand(game).count("Shock") == 3        # X = 3 as it resolves
    assert grave(game, 1) == ["Hill Giant"]      # 3/3 gets +3/-3: toughness 0


@plays("Culling Dais", "quantity.counters", "quantity.for_each")
def test_608_2h_culling_dais_counts_its_counters_as_it_last_existed():
    game = board(["Culling Dais", "Mountain"], [])
    dais = obj(game, "Culling Dais")
    game.state.objects[dais].counters["charge"] = 2
    before = len(game.state.players[0].hand)
    activate(game, dais, index=1)
    resolve(game)
    assert len(game.state.players[0].hand) == before + 2   # sacrificed: last known (608.2h)


@plays("Grim Flowering", "quantity.cards", "quantity.for_each")
def test_608_2h_grim_flowering_draws_for_each_creature_card_in_your_graveyard():
    game = board(["Forest"] * 6, [], hands=(["Grim Flowering"], []))
    _to_graveyard(game, 0, "Grizzly Bears", "Llanowar Elves", "Shock")
    _to_graveyard(game, 1, "Hill Giant")
    before = len(game.state.players[0].hand)
    cast(game, "Grim Flowering")
    resolve(game)
    assert len(game.state.players[0].hand) == before - 1 + 2  # two creature cards, hers


@plays("Chittering Witch", "quantity.a_number_of", "quantity.opponents", "phrase.quantity")
def test_608_2h_chittering_witch_a_rat_for_each_opponent():
    game = board(["Swamp"] * 4, [], hands=(["Chittering Witch"], []))
    cast(game, "Chittering Witch")
    resolve(game)
    resolve(game)
    rats = [i for i in game.state.battlefield if game.state.objects[i].name == "Rat"]
    assert len(rats) == 1                        # one opponent


@plays("Squirrel Mob", "quantity.static_pump", "quantity.permanents")
def test_611_3a_squirrel_mob_counts_other_squirrels_continuously():
    game = board(["Squirrel Mob"], [])
    mob = obj(game, "Squirrel Mob")
    assert chars(game, mob).power == 2           # itself doesn't count ("other")
    token = _squirrel_token(game)                # Bob's: any Squirrel on the battlefield
    assert (chars(game, mob).power, chars(game, mob).toughness) == (3, 3)
    game.state.battlefield.remove(token)         # it leaves: counted again (CR 611.3a)
    game.state.objects[token].zone = "gone:battlefield"
    game.state.changed()
    assert chars(game, mob).power == 2


def _squirrel_token(game) -> int:
    """A 1/1 green Squirrel creature token for Bob."""
    from tolaria.data.ir import token_def
    spec = {"name": "Squirrel", "types": ("Creature",), "subtypes": ("Squirrel",),
            "colors": ("G",), "power": 1, "toughness": 1, "keywords": ()}
    oid = create_object(game.state, token_def(spec), 1, "battlefield").id
    game.state.changed()
    return oid


@plays("Quag Sickness", "quantity.static_pump")
def test_613_4c_quag_sickness_minus_one_for_each_swamp_as_swamps_come():
    game = board(["Swamp", "Swamp", "Swamp"], ["Craw Wurm"],
                 hands=(["Quag Sickness", "Swamp"], []))
    wurm = obj(game, "Craw Wurm")
    cast(game, "Quag Sickness", wurm)
    resolve(game)
    assert (chars(game, wurm).power, chars(game, wurm).toughness) == (3, 1)
    game.act(Action("play", 0, in_hand(game, "Swamp")))
    assert grave(game, 1) == ["Craw Wurm"]       # a fourth Swamp: 2/0 (CR 611.3a, 704.5f)


@plays("Enigma Drake", "quantity.cda", "quantity.cards")
def test_604_3_enigma_drake_power_is_instants_and_sorceries_in_your_graveyard():
    game = board(["Enigma Drake", "Mountain"], [], hands=(["Shock"], []))
    drake = obj(game, "Enigma Drake")
    _to_graveyard(game, 0, "Divination", "Grizzly Bears")
    _to_graveyard(game, 1, "Lightning Bolt")
    assert (chars(game, drake).power, chars(game, drake).toughness) == (1, 4)
    cast(game, "Shock", BOB)
    resolve(game)
    assert chars(game, drake).power == 2         # Shock is in her graveyard now


@plays("Pestilence Rats", "quantity.cda", "quantity.permanents")
def test_208_2a_pestilence_rats_counts_other_rats_on_the_battlefield():
    game = board(["Pestilence Rats", "Pestilence Rats"], ["Pestilence Rats"])
    rats = obj(game, "Pestilence Rats")
    assert (chars(game, rats).power, chars(game, rats).toughness) == (2, 3)


@plays("Keep Watch", "quantity.for_each", "quantity.permanents")
def test_608_2h_keep_watch_draws_for_each_attacking_creature():
    game = board(["Island"] * 3, ["Grizzly Bears", "Hill Giant"], hands=([], []))
    create_object(game.state, card_def("Keep Watch"), 0, "hand")
    for oid in game.state.battlefield:
        if game.state.objects[oid].controller == 1:
            game.state.objects[oid].attacking = ("player", 0)
    game.state.changed()
    before = len(game.state.players[0].hand)
    cast(game, "Keep Watch")
    resolve(game)
    assert len(game.state.players[0].hand) == before - 1 + 2


def test_608_2h_lotleth_giant_counts_as_the_trigger_resolves():
    """The graveyard is counted when the ability resolves, not when it triggered."""
    game = board(["Swamp"] * 7, [], hands=(["Lotleth Giant"], []))
    _to_graveyard(game, 0, "Grizzly Bears")
    cast(game, "Lotleth Giant")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                  # the Giant resolves; its trigger waits
    assert game.state.stack                      # (its only target, Bob, is chosen)
    _to_graveyard(game, 0, "Hill Giant")
    resolve(game)
    assert life(game, 1) == 18


@plays("Shepherd of Heroes", "quantity.party", "quantity.for_each")
def test_700_8_shepherd_of_heroes_counts_a_party_one_of_each():
    game = board(["Plains"] * 5 + ["Prodigal Sorcerer", "Prodigal Sorcerer", "Elvish Warrior"],
                 [], hands=(["Shepherd of Heroes"], []))
    cast(game, "Shepherd of Heroes")
    resolve(game)
    resolve(game)
    assert life(game, 0) == 26          # Cleric (itself), Wizard, Warrior: two Wizards are one


@plays("Armament Master", "quantity.attached", "quantity.static_pump")
def test_611_3a_armament_master_counts_equipment_attached_to_it():
    game = board(["Armament Master", "Kor Skyfisher", "Bonesplitter", "Bonesplitter"], [])
    master, fisher = obj(game, "Armament Master"), obj(game, "Kor Skyfisher")
    first, second = (obj(game, "Bonesplitter", i) for i in (0, 1))
    for equipment in (first, second):
        game.state.objects[equipment].attached_to = master
    game.state.changed()
    assert (chars(game, fisher).power, chars(game, fisher).toughness) == (6, 7)
    assert chars(game, master).power == 6                       # not "other": Bonesplitters only
    game.state.objects[second].attached_to = None
    game.state.changed()
    assert (chars(game, fisher).power, chars(game, fisher).toughness) == (4, 5)


@plays("Gang of Elk", "quantity.blocking", "quantity.pump", "quantity.for_each")
def test_509_1_gang_of_elk_gets_two_for_each_creature_blocking_it():
    game = board(["Gang of Elk"], ["Grizzly Bears", "Grizzly Bears"], step="declare attackers")
    elk = obj(game, "Gang of Elk")
    game.act(Action("attack", 0, choice=((elk, BOB),)))
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    bears = [obj(game, "Grizzly Bears", i) for i in (0, 1)]
    game.act(Action("block", 1, choice=tuple((b, elk) for b in bears)))
    while game.decision.kind != "priority" or not game.state.stack:
        game.act(game.legal_actions()[0])
    resolve(game)
    assert (chars(game, elk).power, chars(game, elk).toughness) == (9, 8)


@plays("Welding Sparks", "quantity.arithmetic", "quantity.where_x")
def test_107_3_welding_sparks_three_plus_the_number_of_artifacts():
    game = board(["Mountain"] * 3 + ["Ornithopter", "Bonesplitter"], ["Craw Wurm"],
                 hands=(["Welding Sparks"], []))
    cast(game, "Welding Sparks", obj(game, "Craw Wurm"))
    resolve(game)
    assert "Craw Wurm" in grave(game, 1)        # 3 + 2 = 5 damage to a 6/4


@plays("Essence Harvest", "quantity.greatest", "quantity.where_x")
def test_608_2h_essence_harvest_greatest_power_among_your_creatures():
    game = board(["Swamp"] * 3 + ["Grizzly Bears", "Hill Giant"], ["Craw Wurm"],
                 hands=(["Essence Harvest"], []))
    cast(game, "Essence Harvest", BOB)
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (23, 17)  # Hill Giant's 3, not Bob's Wurm


@plays("Storm Herd", "quantity.life_total", "quantity.where_x")
def test_119_1_storm_herd_x_is_your_life_total():
    game = board(["Plains"] * 10, [], hands=(["Storm Herd"], []))
    game.state.players[0].life = 4
    cast(game, "Storm Herd")
    resolve(game)
    pegasi = [i for i in game.state.battlefield if game.state.objects[i].name == "Pegasus"]
    assert len(pegasi) == 4


@plays("Divine Offering", "quantity.mana_value")
def test_608_2h_divine_offering_life_equal_to_its_last_known_mana_value():
    game = board(["Plains", "Plains"], ["Juggernaut"], hands=(["Divine Offering"], []))
    cast(game, "Divine Offering", obj(game, "Juggernaut"))
    resolve(game)
    assert grave(game, 1) == ["Juggernaut"] and life(game, 0) == 24


@plays("Outnumber", "quantity.a_number_of", "quantity.permanents")
def test_608_2h_outnumber_damage_to_target_equal_to_the_number_of_creatures():
    game = board(["Mountain", "Grizzly Bears", "Grizzly Bears"], ["Hill Giant"],
                 hands=(["Outnumber"], []))
    giant = obj(game, "Hill Giant")
    cast(game, "Outnumber", giant)
    resolve(game)
    assert game.state.objects[giant].damage == 2


@plays("Craterhoof Behemoth", "quantity.group_pump", "quantity.where_x")
def test_611_2c_craterhoof_counts_once_and_fixes_the_group():
    game = board(["Forest"] * 8 + ["Grizzly Bears", "Grizzly Bears"], [],
                 hands=(["Craterhoof Behemoth"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Craterhoof Behemoth")
    resolve(game)
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (5, 5)
    assert "trample" in chars(game, bears).keywords
    late = create_object(game.state, card_def("Llanowar Elves"), 0, "battlefield")
    game.state.changed()
    assert chars(game, late.id).power == 1       # not in the group as it resolved (611.2c)


@plays("Bottle Golems", "quantity.last_known")
def test_608_2h_bottle_golems_gains_its_last_known_power():
    game = board(["Bottle Golems", "Swamp", "Swamp", "Swamp"], [], hands=(["Murder"], []))
    golems = obj(game, "Bottle Golems")
    game.state.objects[golems].counters["+1/+1"] = 1
    game.state.changed()
    cast(game, "Murder", golems)
    resolve(game)
    resolve(game)
    assert life(game, 0) == 24                   # 4, with its counter, as it last existed


@plays("Access Denied", "quantity.mana_value", "quantity.where_x")
def test_202_3e_access_denied_counts_x_of_the_spell_on_the_stack():
    game = board(["Island"] * 5 + ["Mountain"] * 4, [], hands=(["Access Denied", "Blaze"], []))
    cast(game, "Blaze", BOB, x=3)
    cast(game, "Access Denied", game.state.stack[-1])     # she counters her own Blaze
    resolve(game)
    thopters = [i for i in game.state.battlefield if game.state.objects[i].name == "Thopter"]
    assert len(thopters) == 4 and life(game, 1) == 20     # {3}{R} on the stack: 4


@plays("Nylea's Disciple", "quantity.devotion")
def test_700_5_nyleas_disciple_gains_your_devotion_to_green():
    game = board(["Forest"] * 4 + ["Llanowar Elves", "Grizzly Bears"], ["Llanowar Elves"],
                 hands=(["Nylea's Disciple"], []))
    cast(game, "Nylea's Disciple")
    resolve(game)
    resolve(game)
    assert life(game, 0) == 24                   # {G}{G} + {G} + {1}{G}; Bob's Elves don't


@plays("Wreath of Geists", "quantity.static_pump", "quantity.where_x", "quantity.cards")
def test_611_3a_wreath_of_geists_x_follows_the_graveyard():
    game = board(["Forest", "Grizzly Bears"], [], hands=(["Wreath of Geists"], []))
    bears = obj(game, "Grizzly Bears")
    _to_graveyard(game, 0, "Llanowar Elves", "Shock")
    cast(game, "Wreath of Geists", bears)
    resolve(game)
    assert chars(game, bears).power == 3         # one creature card
    _to_graveyard(game, 0, "Hill Giant")
    assert (chars(game, bears).power, chars(game, bears).toughness) == (4, 4)


@plays("Dauntless Dourbark", "quantity.cda", "quantity.arithmetic")
def test_604_3_dauntless_dourbark_adds_two_counts():
    game = board(["Dauntless Dourbark", "Forest", "Forest", "Treefolk Seedlings",
                  "Old-Growth Dryads"], ["Forest"])
    bark = obj(game, "Dauntless Dourbark")
    # her two Forests plus two Treefolk (itself and the Seedlings)
    assert (chars(game, bark).power, chars(game, bark).toughness) == (4, 4)


@plays("Gelatinous Genesis", "quantity.token_x")
def test_107_3_gelatinous_genesis_x_x_by_x_tokens():
    game = board(["Forest"] * 5, [], hands=(["Gelatinous Genesis"], []))
    cast(game, "Gelatinous Genesis", x=2)
    resolve(game)
    oozes = [i for i in game.state.battlefield if game.state.objects[i].name == "Ooze"]
    assert len(oozes) == 2
    assert all((chars(game, i).power, chars(game, i).toughness) == (2, 2) for i in oozes)


@plays("Miming Slime", "quantity.token_x", "quantity.greatest")
def test_608_2h_miming_slime_token_as_big_as_your_biggest_creature():
    game = board(["Forest"] * 3 + ["Grizzly Bears", "Hill Giant"], ["Craw Wurm"],
                 hands=(["Miming Slime"], []))
    cast(game, "Miming Slime")
    resolve(game)
    ooze = next(i for i in game.state.battlefield if game.state.objects[i].name == "Ooze")
    assert (chars(game, ooze).power, chars(game, ooze).toughness) == (3, 3)


@plays("Fortifying Draught", "quantity.this_turn", "quantity.pump", "quantity.where_x")
def test_119_3_fortifying_draught_counts_all_life_gained_this_turn():
    game = board(["Forest", "Grizzly Bears"], [], hands=(["Fortifying Draught"], []))
    bears = obj(game, "Grizzly Bears")
    game.state.this_turn.append(("life", 0, 3))              # 3 life gained earlier
    game.state.this_turn.append(("life", 0, -5))             # a loss doesn't count
    game.state.this_turn.append(("life", 1, 4))              # Bob's gain doesn't either
    cast(game, "Fortifying Draught", bears)
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (7, 7)   # 3 + 2


@plays("Luminollusk", "quantity.colors")
def test_105_2_luminollusk_counts_colors_among_your_permanents():
    game = board(["Forest"] * 4 + ["Boros Recruit", "Llanowar Elves"], ["Hill Giant"],
                 hands=(["Luminollusk"], []))
    cast(game, "Luminollusk")
    resolve(game)
    resolve(game)
    assert life(game, 0) == 23                   # red, white (the Recruit) and green


@plays("Dusk Urchins", "quantity.counters", "quantity.for_each")
def test_608_2h_dusk_urchins_draws_for_counters_it_had_as_it_died():
    game = board(["Dusk Urchins", "Swamp", "Swamp", "Swamp"], [], hands=(["Murder"], []))
    urchins = obj(game, "Dusk Urchins")
    game.state.objects[urchins].counters["-1/-1"] = 2
    game.state.changed()
    before = len(game.state.players[0].hand)
    cast(game, "Murder", urchins)
    resolve(game)
    resolve(game)
    assert len(game.state.players[0].hand) == before - 1 + 2


@plays("Life's Legacy", "quantity.cards_equal_to")
def test_118_8_lifes_legacy_draws_the_sacrificed_creatures_power():
    game = board(["Forest", "Forest", "Hill Giant"], [], hands=(["Life's Legacy"], []))
    giant = obj(game, "Hill Giant")
    before = len(game.state.players[0].hand)
    cast(game, "Life's Legacy", costs=(giant,))
    resolve(game)
    assert len(game.state.players[0].hand) == before - 1 + 3
    assert "Hill Giant" in grave(game)


@plays("Faith Healer", "quantity.mana_value")
def test_118_8_faith_healer_gains_the_sacrificed_enchantments_mana_value():
    game = board(["Faith Healer", "Glorious Anthem"], [])
    healer, aura = obj(game, "Faith Healer"), obj(game, "Glorious Anthem")
    activate(game, healer, costs=(aura,))
    resolve(game)
    assert life(game, 0) == 23                   # {1}{W}{W}


@plays("Sunbathing Rootwalla", "quantity.until_prefix", "quantity.pump", "quantity.domain")
def test_611_2a_sunbathing_rootwalla_until_end_of_turn_first():
    game = board(["Sunbathing Rootwalla", "Forest", "Island", "Mountain", "Plains"], [])
    walla = obj(game, "Sunbathing Rootwalla")
    activate(game, walla)
    resolve(game)
    assert (chars(game, walla).power, chars(game, walla).toughness) == (6, 6)   # 2/2, +4


@plays("Brass's Bounty", "quantity.for_each", "quantity.permanents")
def test_608_2h_brass_bounty_a_treasure_for_each_land():
    game = board(["Mountain"] * 7, ["Forest"], hands=(["Brass's Bounty"], []))
    cast(game, "Brass's Bounty")
    resolve(game)
    treasures = [i for i in game.state.battlefield if game.state.objects[i].name == "Treasure"]
    assert len(treasures) == 7                   # her seven lands, not Bob's Forest


@plays("Stern Judge", "quantity.theirs", "quantity.for_each")
def test_608_2h_stern_judge_each_player_counts_their_own_swamps():
    game = board(["Stern Judge", "Swamp", "Swamp"], ["Swamp", "Swamp", "Swamp"])
    activate(game, obj(game, "Stern Judge"), index=0)
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (18, 17)


@plays("Sparksmith", "quantity.where_x", "quantity.permanents")
def test_107_3_sparksmith_x_counted_once_for_both_damages():
    game = board(["Sparksmith", "Raging Goblin"], ["Hill Giant", "Raging Goblin"])
    giant = obj(game, "Hill Giant")
    activate(game, obj(game, "Sparksmith"), giant)
    resolve(game)
    assert game.state.objects[giant].damage == 3 and life(game, 0) == 17   # three Goblins


@plays("Squad Captain", "quantity.enters_with", "quantity.permanents")
def test_614_1c_squad_captain_enters_with_a_counter_for_each_other_creature():
    game = board(["Plains"] * 5 + ["Grizzly Bears", "Grizzly Bears"], ["Hill Giant"],
                 hands=(["Squad Captain"], []))
    cast(game, "Squad Captain")
    resolve(game)
    captain = obj(game, "Squad Captain")
    assert game.state.objects[captain].counters.get("+1/+1") == 2
    assert (chars(game, captain).power, chars(game, captain).toughness) == (4, 4)


@plays("Gaea's Cradle", "quantity.mana", "quantity.permanents")
def test_605_3a_gaeas_cradle_adds_green_for_each_creature_as_activated():
    game = board(["Gaea's Cradle", "Grizzly Bears", "Grizzly Bears", "Llanowar Elves"],
                 ["Hill Giant"], hands=(["Craw Wurm"], []))
    assert game.state.players[0].pool.total() == 0
    activate(game, obj(game, "Gaea's Cradle"))
    assert game.state.players[0].pool.total() == 3
    game.state.objects[obj(game, "Gaea's Cradle")].tapped = False
    cast(game, "Craw Wurm")                      # {4}{G}{G}: three from the pool, three more
    assert game.state.stack                      # the Cradle and the Elves paid the rest


@plays("Wirewood Channeler", "quantity.mana")
def test_605_3a_wirewood_channeler_x_mana_of_one_color():
    game = board(["Wirewood Channeler", "Llanowar Elves", "Llanowar Elves"], [])
    channeler = obj(game, "Wirewood Channeler")
    activate(game, channeler, choice=(3,))       # red
    pool = game.state.players[0].pool
    assert pool.total() == 3                     # three Elves, itself included


@plays("Brightstone Ritual", "quantity.mana", "quantity.permanents")
def test_106_3_brightstone_ritual_red_for_each_goblin():
    game = board(["Mountain", "Raging Goblin", "Raging Goblin"], ["Raging Goblin"],
                 hands=(["Brightstone Ritual"], []))
    cast(game, "Brightstone Ritual")
    resolve(game)
    assert game.state.players[0].pool.total() == 3        # any player's Goblins


@plays("South Wind Avatar", "quantity.last_known")
def test_603_10a_south_wind_avatar_gains_the_dead_creatures_toughness():
    game = board(["South Wind Avatar", "Hill Giant", "Swamp", "Swamp", "Swamp"], [],
                 hands=(["Murder"], []))
    giant = obj(game, "Hill Giant")
    game.state.objects[giant].counters["+1/+1"] = 2
    game.state.changed()
    cast(game, "Murder", giant)
    resolve(game)
    resolve(game)
    assert life(game, 0) == 25                   # 3 + 2: as it last existed


@plays("Death Wind", "quantity.pump")
def test_107_3_death_wind_minus_x_minus_x():
    game = board(["Swamp"] * 4, ["Hill Giant", "Grizzly Bears"], hands=(["Death Wind"], []))
    giant = obj(game, "Hill Giant")
    cast(game, "Death Wind", giant, x=3)
    resolve(game)
    assert grave(game, 1) == ["Hill Giant"]      # 3/3 gets -3/-3


@plays("Knight of New Alara", "quantity.its")
def test_611_3a_knight_of_new_alara_each_creature_counts_its_own_colors():
    game = board(["Knight of New Alara", "Boros Recruit", "Grizzly Bears"], [])
    recruit, bears = obj(game, "Boros Recruit"), obj(game, "Grizzly Bears")
    knight = obj(game, "Knight of New Alara")
    assert (chars(game, recruit).power, chars(game, recruit).toughness) == (3, 3)  # R and W
    assert chars(game, bears).power == 2                       # not multicolored
    assert chars(game, knight).power == 2                      # "other"


@plays("Lucid Dreams", "quantity.card_types", "quantity.where_x")
def test_205_2a_lucid_dreams_counts_card_types_in_your_graveyard():
    game = board(["Island"] * 5, [], hands=(["Lucid Dreams"], []))
    _to_graveyard(game, 0, "Grizzly Bears", "Shock", "Ornithopter", "Llanowar Elves")
    _to_graveyard(game, 1, "Glorious Anthem")
    before = len(game.state.players[0].hand)
    cast(game, "Lucid Dreams")
    resolve(game)
    assert len(game.state.players[0].hand) == before - 1 + 3   # creature, instant, artifact


@plays("Aetherflux Reservoir", "quantity.this_turn", "quantity.for_each")
def test_601_2i_aetherflux_reservoir_counts_spells_cast_this_turn():
    game = board(["Aetherflux Reservoir", "Mountain", "Mountain"], [],
                 hands=(["Shock", "Shock"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 0) == 21                   # the first spell this turn: 1
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 0) == 23                   # the second: 2 more


@plays("Dying Wish", "quantity.last_known", "quantity.where_x")
def test_608_2h_dying_wish_x_is_the_enchanted_creatures_last_power():
    game = board(["Grizzly Bears", "Swamp", "Swamp", "Swamp"], [], hands=(["Murder"], []))
    bears = obj(game, "Grizzly Bears")
    create_object(game.state, card_def("Dying Wish"), 0, "battlefield").attached_to = bears
    game.state.objects[bears].counters["+1/+1"] = 1
    game.state.changed()
    cast(game, "Murder", bears)
    resolve(game)
    if game.decision.kind == "targets":
        choose_targets(game, BOB)
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (23, 17)


@plays("Renewing Dawn", "quantity.target_player", "quantity.for_each")
def test_115_1_renewing_dawn_counts_the_target_opponents_mountains():
    game = board(["Plains", "Plains", "Mountain"], ["Mountain"] * 3,
                 hands=(["Renewing Dawn"], []))
    cast(game, "Renewing Dawn", BOB)
    resolve(game)
    assert life(game, 0) == 26                   # Bob's three Mountains, not hers


@plays("Tarmogoyf", "quantity.cda", "quantity.card_types", "quantity.arithmetic")
def test_604_3_tarmogoyf_counts_card_types_in_all_graveyards_toughness_plus_one():
    game = board(["Tarmogoyf", "Mountain"], [], hands=(["Shock"], []))
    goyf = obj(game, "Tarmogoyf")
    assert (chars(game, goyf).power, chars(game, goyf).toughness) == (0, 1)
    _to_graveyard(game, 1, "Ornithopter")          # an artifact creature: two card types
    assert (chars(game, goyf).power, chars(game, goyf).toughness) == (2, 3)
    cast(game, "Shock", BOB)
    assert chars(game, goyf).power == 2              # on the stack, not yet in a graveyard
    resolve(game)
    assert (chars(game, goyf).power, chars(game, goyf).toughness) == (3, 4)   # an instant


@plays("Jeska's Will", "quantity.mana", "quantity.target_player")
def test_106_3_jeskas_will_red_for_each_card_in_target_opponents_hand():
    """Mode 1 targets Bob (CR 115.1): Alice adds {R} for each of his four cards, counted
    as the spell resolves (CR 608.2h), not her own hand."""
    game = board(["Mountain"] * 3, [], hands=(["Jeska's Will", "Island"], ["Island"] * 4))
    cast(game, "Jeska's Will", ("player", 1), mode=0)
    resolve(game)
    pool = game.state.players[0].pool
    assert pool.total() == 4 and pool.count("R") == 4


@plays("Rousing Refrain", "quantity.mana", "quantity.target_player")
def test_106_3_rousing_refrain_red_for_each_card_in_target_opponents_hand():
    """Bob holds two cards: Alice adds {R}{R}; the Refrain is exiled with three time
    counters (CR 702.62a), not put into her graveyard."""
    game = board(["Mountain"] * 5, [], hands=(["Rousing Refrain"], ["Island"] * 2))
    cast(game, "Rousing Refrain", ("player", 1))
    resolve(game)
    assert game.state.players[0].pool.count("R") == 2
    refrain = [o for o in game.state.objects.values()
               if o.name == "Rousing Refrain" and o.zone == "exile"]
    assert len(refrain) == 1 and refrain[0].counters.get("time") == 3
    assert grave(game) == []
