"""Choices an instruction names, played: "Choose a creature type." / "Choose a color." is
chosen as the spell resolves (CR 608.2d) and its later instructions use the choice."""

from __future__ import annotations

from boards import board
from test_oracle_play import (
    ALICE,
    BOB,
    activate,
    cast,
    choose,
    grave,
    hand,
    life,
    names,
    obj,
    plays,
    resolve,
)

from tolaria import Action
from tolaria.rules.layers import characteristics


def _chars(game, name, n=0):
    return characteristics(game.state, game.state.objects[obj(game, name, n)])


@plays("And They Shall Know No Fear", "choice.choose", "choice.chosen_filter")
def test_608_2d_and_they_shall_know_no_fear_pumps_the_chosen_type_only():
    game = board(["Plains"] * 2 + ["Elite Vanguard", "Grizzly Bears"], ["Elite Vanguard"],
                 hands=(["And They Shall Know No Fear"], []))
    cast(game, "And They Shall Know No Fear")
    resolve(game)
    assert game.decision.kind == "choose" and "Soldier" in game.decision.options
    assert len(game.decision.options) > 200                 # every creature type (205.3m)
    choose(game, "Soldier")
    mine = _chars(game, "Elite Vanguard")
    assert (mine.power, mine.toughness) == (3, 1) and "indestructible" in mine.keywords
    assert _chars(game, "Grizzly Bears").power == 2                   # a Bear
    assert _chars(game, "Elite Vanguard", 1).power == 2               # Bob's Soldier


@plays("Crippling Fear", "choice.choose", "choice.chosen_filter")
def test_608_2d_crippling_fear_spares_the_chosen_type():
    game = board(["Swamp"] * 4 + ["Grizzly Bears"], ["Elite Vanguard", "Grizzly Bears"],
                 hands=(["Crippling Fear"], []))
    cast(game, "Crippling Fear")
    resolve(game)
    choose(game, "Bear")
    names = [game.state.objects[i].name for i in game.state.battlefield]
    assert "Elite Vanguard" not in names and names.count("Grizzly Bears") == 2


@plays("Akroma's Blessing", "choice.choose", "choice.chosen_protection")
def test_702_16_akromas_blessing_protection_from_the_chosen_color():
    game = board(["Plains"] * 3 + ["Grizzly Bears"], ["Grizzly Bears"],
                 hands=(["Akroma's Blessing"], []))
    cast(game, "Akroma's Blessing")
    resolve(game)
    assert game.decision.options == ("white", "blue", "black", "red", "green")
    choose(game, "red")
    assert "protection from red" in _chars(game, "Grizzly Bears").keywords
    assert not any(k.startswith("protection") for k in _chars(game, "Grizzly Bears", 1).keywords)


@plays("Distant Melody", "choice.choose", "choice.chosen_filter")
def test_608_2d_distant_melody_counts_permanents_of_that_type():
    game = board(["Island"] * 4 + ["Elite Vanguard", "Elite Vanguard", "Grizzly Bears"],
                 ["Elite Vanguard"], hands=(["Distant Melody"], []))
    cast(game, "Distant Melody")
    resolve(game)
    choose(game, "Human")
    assert len(game.state.players[0].hand) == 2                        # two Humans of hers


@plays("Sudden Demise", "choice.choose", "choice.chosen_filter")
def test_608_2d_sudden_demise_damages_creatures_of_the_chosen_color():
    game = board(["Mountain"] * 3, ["Grizzly Bears", "Elite Vanguard"],
                 hands=(["Sudden Demise"], []))
    cast(game, "Sudden Demise", x=2)
    resolve(game)
    choose(game, "green")
    assert names(game).count("Grizzly Bears") == 0 and "Elite Vanguard" in names(game)


@plays("Raise the Palisade", "choice.choose", "choice.chosen_filter")
def test_608_2d_raise_the_palisade_returns_creatures_not_of_the_chosen_type():
    game = board(["Island"] * 5 + ["Elite Vanguard"], ["Grizzly Bears"],
                 hands=(["Raise the Palisade"], []))
    cast(game, "Raise the Palisade")
    resolve(game)
    choose(game, "Human")
    assert "Elite Vanguard" in names(game) and hand(game, 1) == ["Grizzly Bears"]


@plays("Pol Jamaar, Illusionist", "choice.choose", "choice.chosen_filter")
def test_608_2d_pol_jamaar_trigger_chooses_as_it_resolves():
    game = board(["Island"] * 6 + ["Elite Vanguard", "Grizzly Bears"], [],
                 hands=(["Pol Jamaar, Illusionist"], []))
    cast(game, "Pol Jamaar, Illusionist")
    resolve(game)                                   # the creature spell
    resolve(game)                                   # its enters trigger
    choose(game, "Wizard")
    assert len(game.state.players[0].hand) == 1      # Pol Jamaar itself is a Wizard


@plays("Maelstrom Pulse", "choice.same_name")
def test_201_2_maelstrom_pulse_destroys_each_permanent_with_that_name():
    game = board(["Swamp", "Forest", "Forest", "Grizzly Bears", "Elite Vanguard"],
                 ["Grizzly Bears", "Grizzly Bears", "Elite Vanguard"],
                 hands=(["Maelstrom Pulse"], []))
    cast(game, "Maelstrom Pulse", obj(game, "Grizzly Bears", 1))
    resolve(game)
    assert "Grizzly Bears" not in names(game)                # hers too: any controller
    assert names(game).count("Elite Vanguard") == 2
    assert grave(game, 1).count("Grizzly Bears") == 2


@plays("Bile Blight", "choice.same_name")
def test_201_2_bile_blight_shrinks_the_target_and_its_namesakes_only():
    game = board(["Swamp", "Swamp"], ["Serra Angel", "Serra Angel", "Air Elemental"],
                 hands=(["Bile Blight"], []))
    cast(game, "Bile Blight", obj(game, "Serra Angel"))
    resolve(game)
    assert [_chars(game, "Serra Angel", n).power for n in (0, 1)] == [1, 1]
    assert _chars(game, "Air Elemental").power == 4


@plays("Izzet Staticaster", "choice.same_name")
def test_201_2_izzet_staticaster_pings_itself_when_it_shares_the_name():
    game = board(["Island", "Mountain", "Izzet Staticaster", "Izzet Staticaster"],
                 ["Elite Vanguard"])
    activate(game, obj(game, "Izzet Staticaster"), obj(game, "Izzet Staticaster", 1))
    resolve(game)
    state = game.state
    assert [state.objects[obj(game, "Izzet Staticaster", n)].damage for n in (0, 1)] == [1, 1]
    assert state.objects[obj(game, "Elite Vanguard")].damage == 0


@plays("Sol Grail", "choice.as_enters_color", "choice.chosen_mana")
def test_614_12_sol_grail_adds_mana_of_the_color_chosen_as_it_entered():
    game = board(["Plains"] * 3, [], hands=(["Sol Grail", "Opt"], []))
    cast(game, "Sol Grail")
    resolve(game)
    assert game.decision.kind == "replacement" and "blue" in game.decision.options
    choose(game, "blue")
    grail = game.state.objects[obj(game, "Sol Grail")]
    assert dict(grail.chosen)["color"] == "blue"
    assert _chars(game, "Sol Grail").activated[0].mana == ("U",)
    cast(game, "Opt")                                  # {U}: only the Grail can pay it
    assert grail.tapped and game.state.stack


@plays("Ward Sliver", "choice.as_enters_color", "choice.chosen_protection")
def test_607_2_ward_sliver_gives_slivers_protection_from_its_chosen_color():
    game = board(["Plains"] * 5, ["Grizzly Bears"], hands=(["Ward Sliver"], []))
    cast(game, "Ward Sliver")
    resolve(game)
    choose(game, "green")
    assert "protection from green" in _chars(game, "Ward Sliver").keywords
    assert not any(k.startswith("protection") for k in _chars(game, "Grizzly Bears").keywords)


@plays("Door of Destinies", "choice.chosen_filter", "static.choose_type")
def test_607_2_door_of_destinies_counts_spells_of_its_chosen_type():
    game = board(["Forest"] * 7 + ["Grizzly Bears"], [],
                 hands=(["Door of Destinies", "Llanowar Elves", "Grizzly Bears"], []))
    cast(game, "Door of Destinies")
    resolve(game)
    choose(game, "Elf")
    cast(game, "Llanowar Elves")
    resolve(game)                                  # the trigger
    door = game.state.objects[obj(game, "Door of Destinies")]
    assert door.counters.get("charge") == 1
    cast(game, "Grizzly Bears")                    # a Bear: no counter
    resolve(game)
    assert door.counters.get("charge") == 1
    resolve(game)
    assert _chars(game, "Llanowar Elves").power == 2                  # +1/+1 per counter
    assert _chars(game, "Grizzly Bears").power == 2


@plays("Urza's Incubator", "choice.chosen_filter", "static.choose_type")
def test_601_2f_urzas_incubator_makes_spells_of_the_chosen_type_cheaper():
    game = board(["Forest"] * 3, [], hands=(["Urza's Incubator", "Craw Wurm", "Hill Giant"], []))
    cast(game, "Urza's Incubator")
    resolve(game)
    choose(game, "Wurm")
    state = game.state
    state.players[0].pool.add("G", 4)
    cast(game, "Craw Wurm")                      # {4}{G}{G} costs {G}{G}{G}{G} now
    assert state.stack and state.objects[state.stack[-1]].name == "Craw Wurm"


@plays("Hall of Triumph", "choice.as_enters_color", "choice.chosen_filter")
def test_607_2_hall_of_triumph_pumps_creatures_of_the_chosen_color():
    game = board(["Plains"] * 3 + ["Grizzly Bears", "Elite Vanguard"], ["Grizzly Bears"],
                 hands=(["Hall of Triumph"], []))
    cast(game, "Hall of Triumph")
    resolve(game)
    choose(game, "green")
    assert _chars(game, "Grizzly Bears").power == 3
    assert _chars(game, "Elite Vanguard").power == 2
    assert _chars(game, "Grizzly Bears", 1).power == 2                # Bob's


@plays("Alloy Golem", "choice.as_enters_color", "choice.self_static")
def test_105_3_alloy_golem_is_the_color_chosen_as_it_entered():
    game = board(["Plains"] * 6, [], hands=(["Alloy Golem"], []))
    cast(game, "Alloy Golem")
    resolve(game)
    choose(game, "red")
    assert _chars(game, "Alloy Golem").colors == frozenset({"R"})


@plays("Adaptive Automaton", "static.choose_type", "choice.self_static",
       "choice.chosen_filter")
def test_205_1b_adaptive_automaton_is_the_chosen_type_and_pumps_the_others():
    game = board(["Plains"] * 3 + ["Elite Vanguard", "Grizzly Bears"], ["Elite Vanguard"],
                 hands=(["Adaptive Automaton"], []))
    cast(game, "Adaptive Automaton")
    resolve(game)
    choose(game, "Soldier")
    automaton = _chars(game, "Adaptive Automaton")
    assert "Soldier" in automaton.subtypes and automaton.power == 2        # not itself
    assert _chars(game, "Elite Vanguard").power == 3
    assert _chars(game, "Grizzly Bears").power == 2
    assert _chars(game, "Elite Vanguard", 1).power == 2                   # Bob's


@plays("Order of the Stars", "choice.as_enters_color", "choice.self_static",
       "choice.chosen_protection")
def test_702_16_order_of_the_stars_has_protection_from_its_chosen_color():
    game = board(["Plains"], [], hands=(["Order of the Stars"], []))
    cast(game, "Order of the Stars")
    resolve(game)
    choose(game, "black")
    assert "protection from black" in _chars(game, "Order of the Stars").keywords


@plays("Mistform Dreamer", "effect.type_choice")
def test_205_1b_mistform_dreamer_becomes_only_the_chosen_creature_type():
    game = board(["Island", "Mistform Dreamer"], [])
    activate(game, obj(game, "Mistform Dreamer"))
    resolve(game)
    choose(game, "Dragon")
    assert set(_chars(game, "Mistform Dreamer").subtypes) == {"Dragon"}


@plays("Mistform Mutant", "choice.choose", "effect.type_choice")
def test_205_1b_mistform_mutant_chooses_any_type_but_wall():
    game = board(["Island"] * 2 + ["Mistform Mutant"], ["Grizzly Bears"])
    activate(game, obj(game, "Mistform Mutant"), obj(game, "Grizzly Bears"))
    resolve(game)
    assert "Wall" not in game.decision.options and "Elf" in game.decision.options
    choose(game, "Elf")
    assert set(_chars(game, "Grizzly Bears").subtypes) == {"Elf"}


@plays("Jinx", "effect.type_choice")
def test_305_7_jinx_makes_a_land_the_chosen_basic_land_type():
    game = board(["Island"] * 2, ["Forest"], hands=(["Jinx"], []))
    cast(game, "Jinx", obj(game, "Forest"))
    resolve(game)
    assert game.decision.options == ("Plains", "Island", "Swamp", "Mountain", "Forest")
    choose(game, "Swamp")
    forest = _chars(game, "Forest")
    assert set(forest.subtypes) == {"Swamp"}
    assert [a.mana for a in forest.activated if a.mana] == [("B",)]


@plays("Navigator's Compass", "effect.type_choice")
def test_305_7_navigators_compass_adds_a_basic_land_type_until_end_of_turn():
    game = board(["Forest", "Navigator's Compass"], [])
    activate(game, obj(game, "Navigator's Compass"), obj(game, "Forest"))
    resolve(game)
    choose(game, "Island")
    assert set(_chars(game, "Forest").subtypes) == {"Forest", "Island"}
    assert game.state.effects[-1].until == "end of turn"


@plays("Extinction", "choice.choose", "choice.chosen_filter")
def test_608_2d_extinction_destroys_the_creature_type_of_your_choice():
    game = board(["Swamp"] * 5 + ["Elite Vanguard"], ["Grizzly Bears", "Elite Vanguard"],
                 hands=(["Extinction"], []))
    cast(game, "Extinction")
    resolve(game)
    choose(game, "Bear")
    assert "Grizzly Bears" not in names(game) and names(game).count("Elite Vanguard") == 2


@plays("Orcish Medicine", "choice.keyword")
def test_608_2d_orcish_medicine_grants_the_keyword_of_your_choice():
    game = board(["Swamp", "Swamp"], ["Grizzly Bears"], hands=(["Orcish Medicine"], []))
    cast(game, "Orcish Medicine", obj(game, "Grizzly Bears"))
    resolve(game)
    assert set(game.decision.options) == {"lifelink", "indestructible"}
    choose(game, "indestructible")
    keywords = _chars(game, "Grizzly Bears").keywords
    assert "indestructible" in keywords and "lifelink" not in keywords


@plays("Wash Out", "choice.choose", "choice.chosen_filter")
def test_608_2d_wash_out_returns_permanents_of_the_color_of_your_choice():
    game = board(["Island"] * 4 + ["Grizzly Bears"], ["Elite Vanguard", "Llanowar Elves"],
                 hands=(["Wash Out"], []))
    cast(game, "Wash Out")
    resolve(game)
    choose(game, "green")
    assert hand(game, 1) == ["Llanowar Elves"] and hand(game, 0) == ["Grizzly Bears"]
    assert "Elite Vanguard" in names(game)


@plays("Razor Barrier", "effect.protection_choice")
def test_702_16_razor_barrier_protection_from_artifacts_or_a_color():
    game = board(["Plains", "Plains", "Grizzly Bears"], [], hands=(["Razor Barrier"], []))
    cast(game, "Razor Barrier", obj(game, "Grizzly Bears"))
    resolve(game)
    assert "protection from artifacts" in game.decision.options
    choose(game, "protection from artifacts")
    assert "protection from artifacts" in _chars(game, "Grizzly Bears").keywords


@plays("Vodalian Mystic", "effect.color_choice")
def test_105_3_vodalian_mystic_recolors_an_instant_spell():
    game = board(["Forest", "Vodalian Mystic", "Grizzly Bears"], [], hands=(["Giant Growth"], []))
    cast(game, "Giant Growth", obj(game, "Grizzly Bears"))
    spell = game.state.stack[-1]
    activate(game, obj(game, "Vodalian Mystic"), spell)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                       # the ability resolves
    choose(game, "black")
    assert characteristics(game.state, game.state.objects[spell]).colors == frozenset({"B"})


@plays("Eradicate", "choice.search_same_name")
def test_701_19b_eradicate_exiles_the_namesakes_the_searcher_finds():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Swamp"] * 4, ["Grizzly Bears"], hands=(["Eradicate"], ["Grizzly Bears"]))
    state = game.state
    in_library = create_object(state, card_def("Grizzly Bears"), 1, "library").id
    in_grave = create_object(state, card_def("Grizzly Bears"), 1, "graveyard").id
    cast(game, "Eradicate", obj(game, "Grizzly Bears"))
    resolve(game)
    assert game.decision.kind == "choose" and "done" in game.decision.options
    choose(game, in_library)                          # found in the library...
    choose(game, "done")                              # ...but not the one in hand (701.19b)
    bob = state.players[1]
    assert state.objects[in_grave].zone == "gone:graveyard" or in_grave not in bob.graveyard
    assert hand(game, 1) == ["Grizzly Bears"]
    assert [state.objects[o].name for o in bob.exile].count("Grizzly Bears") == 3
    assert "Grizzly Bears" not in [state.objects[o].name for o in bob.library]


@plays("Metallic Mimic", "static.choose_type", "choice.self_static", "choice.chosen_filter")
def test_614_1c_metallic_mimic_counters_on_other_creatures_of_the_chosen_type():
    game = board(["Forest"] * 5, [], hands=(["Metallic Mimic", "Llanowar Elves",
                                            "Grizzly Bears"], []))
    cast(game, "Metallic Mimic")
    resolve(game)
    choose(game, "Elf")
    assert "Elf" in _chars(game, "Metallic Mimic").subtypes
    assert not game.state.objects[obj(game, "Metallic Mimic")].counters
    cast(game, "Llanowar Elves")
    resolve(game)
    cast(game, "Grizzly Bears")
    resolve(game)
    assert game.state.objects[obj(game, "Llanowar Elves")].counters.get("+1/+1") == 1
    assert not game.state.objects[obj(game, "Grizzly Bears")].counters


@plays("Herald's Horn", "static.choose_type", "choice.chosen_filter")
def test_601_2f_heralds_horn_discounts_creature_spells_of_the_chosen_type():
    game = board(["Forest"] * 4, [], hands=(["Herald's Horn", "Grizzly Bears"], []))
    cast(game, "Herald's Horn")
    resolve(game)
    choose(game, "Bear")
    cast(game, "Grizzly Bears")                       # {1}{G} less {1}: the last Forest
    assert game.state.objects[game.state.stack[-1]].name == "Grizzly Bears"


@plays("Convincing Mirage", "choice.as_enters_color", "choice.self_static")
def test_305_7_convincing_mirage_makes_enchanted_land_the_chosen_type():
    game = board(["Island"] * 2, ["Forest"], hands=(["Convincing Mirage"], []))
    cast(game, "Convincing Mirage", obj(game, "Forest"))
    resolve(game)
    assert game.decision.options == ("Plains", "Island", "Swamp", "Mountain", "Forest")
    choose(game, "Mountain")
    forest = _chars(game, "Forest")
    assert set(forest.subtypes) == {"Mountain"}
    assert [a.mana for a in forest.activated if a.mana] == [("R",)]


@plays("Metallic Mimic", "static.choose_type", "choice.chosen_filter")
def test_607_2_metallic_mimic_that_never_chose_a_type_adds_no_counters():
    game = board(["Forest", "Metallic Mimic"], [], hands=(["Llanowar Elves"], []))
    cast(game, "Llanowar Elves")                      # the Mimic didn't enter: no type
    resolve(game)
    assert not game.state.objects[obj(game, "Llanowar Elves")].counters


@plays("Seven Dwarves", "choice.named", "choice.deck_rule")
def test_201_2_seven_dwarves_count_the_other_creatures_with_that_name():
    game = board(["Seven Dwarves"] * 3 + ["Grizzly Bears"], ["Seven Dwarves"])
    assert [_chars(game, "Seven Dwarves", n).power for n in range(3)] == [4, 4, 4]
    assert _chars(game, "Seven Dwarves", 3).power == 2                  # Bob's: alone


@plays("Baloth Packhunter", "choice.named")
def test_201_2_baloth_packhunter_counters_on_its_namesakes():
    game = board(["Forest"] * 4 + ["Baloth Packhunter", "Grizzly Bears"], [],
                 hands=(["Baloth Packhunter"], []))
    cast(game, "Baloth Packhunter")
    resolve(game)
    resolve(game)
    state = game.state
    assert state.objects[obj(game, "Baloth Packhunter")].counters.get("+1/+1") == 2
    assert not state.objects[obj(game, "Baloth Packhunter", 1)].counters       # itself
    assert not state.objects[obj(game, "Grizzly Bears")].counters


@plays("Standardize", "choice.choose", "effect.type_choice")
def test_205_1b_standardize_makes_each_creature_the_chosen_type():
    game = board(["Island"] * 2 + ["Grizzly Bears"], ["Elite Vanguard"],
                 hands=(["Standardize"], []))
    cast(game, "Standardize")
    resolve(game)
    choose(game, "Goblin")
    assert set(_chars(game, "Grizzly Bears").subtypes) == {"Goblin"}
    assert set(_chars(game, "Elite Vanguard").subtypes) == {"Goblin"}


@plays("Elsewhere Flask", "choice.choose", "effect.type_choice")
def test_305_7_elsewhere_flask_makes_your_lands_the_chosen_basic_type():
    game = board(["Forest", "Mountain", "Elsewhere Flask"], ["Forest"])
    activate(game, obj(game, "Elsewhere Flask"))
    resolve(game)
    choose(game, "Swamp")
    assert set(_chars(game, "Forest").subtypes) == {"Swamp"}
    assert set(_chars(game, "Mountain").subtypes) == {"Swamp"}
    assert set(_chars(game, "Forest", 1).subtypes) == {"Forest"}             # Bob's


@plays("Cranial Extraction", "choice.choose", "choice.search_same_name")
def test_201_3_cranial_extraction_names_a_nonland_card_and_exiles_its_copies():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Swamp"] * 4, ["Grizzly Bears"], hands=(["Cranial Extraction"],
                                                          ["Grizzly Bears"]))
    state = game.state
    create_object(state, card_def("Grizzly Bears"), 1, "library")
    create_object(state, card_def("Grizzly Bears"), 1, "graveyard")
    cast(game, "Cranial Extraction", BOB)
    resolve(game)
    assert "Grizzly Bears" in game.decision.options and "Forest" not in game.decision.options
    choose(game, "Grizzly Bears")
    while game.decision.kind == "choose" and len(game.decision.options) > 1:
        choose(game, game.decision.options[0])        # find every one in hand and library
    bob = state.players[1]
    assert [state.objects[o].name for o in bob.exile] == ["Grizzly Bears"] * 3
    assert "Grizzly Bears" in [state.objects[o].name for o in state.battlefield]  # not there


@plays("Persecute", "choice.choose", "choice.chosen_filter", "choice.reveal_discard")
def test_701_8_persecute_discards_every_card_of_the_chosen_color():
    game = board(["Swamp"] * 4, [], hands=(["Persecute"], ["Grizzly Bears", "Llanowar Elves",
                                                           "Elite Vanguard"]))
    cast(game, "Persecute", BOB)
    resolve(game)
    choose(game, "green")
    assert hand(game, 1) == ["Elite Vanguard"]
    assert sorted(grave(game, 1)) == ["Grizzly Bears", "Llanowar Elves"]


@plays("Cabal Therapy", "choice.choose", "choice.chosen_filter", "choice.reveal_discard")
def test_701_8_cabal_therapy_discards_all_cards_with_the_chosen_name():
    game = board(["Swamp"], [], hands=(["Cabal Therapy"], ["Grizzly Bears", "Grizzly Bears",
                                                           "Llanowar Elves"]))
    cast(game, "Cabal Therapy", BOB)
    resolve(game)
    choose(game, "Grizzly Bears")
    assert hand(game, 1) == ["Llanowar Elves"] and grave(game, 1) == ["Grizzly Bears"] * 2


@plays("Maelstrom Pulse", "choice.same_name")
def test_708_2_maelstrom_pulse_destroys_a_face_down_target_alone():
    game = board(["Swamp", "Forest", "Forest", "Grizzly Bears"], ["Grizzly Bears"],
                 hands=(["Maelstrom Pulse"], []))
    state = game.state
    hidden = state.objects[obj(game, "Grizzly Bears", 1)]
    hidden.face_down = True                           # a nameless 2/2 (CR 708.2)
    state.changed()
    cast(game, "Maelstrom Pulse", hidden.id)
    resolve(game)
    assert hidden.id not in state.battlefield
    assert "Grizzly Bears" in names(game)                  # hers: not "the same name"


@plays("Declaration of Naught", "choice.as_enters_color", "choice.chosen_filter")
def test_614_12_declaration_of_naught_counters_only_the_chosen_name():
    game = board(["Island"] * 3, ["Mountain", "Mountain"],
                 hands=(["Declaration of Naught"], ["Lightning Bolt", "Shock"]))
    cast(game, "Declaration of Naught")
    resolve(game)
    choose(game, "Lightning Bolt")
    naught = obj(game, "Declaration of Naught")
    game.act(Action("pass", 0))                        # Bob gets priority
    cast(game, "Shock", ALICE, player=1)
    game.act(Action("pass", 1))
    shock = game.state.stack[-1]
    assert not any(a.kind == "activate" and a.object == naught for a in game.legal_actions())
    game.act(Action("pass", 0))                       # Shock resolves
    assert life(game, 0) == 18
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", ALICE, player=1)
    game.act(Action("pass", 1))
    bolt = game.state.stack[-1]
    activate(game, naught, bolt)
    resolve(game)
    assert life(game, 0) == 18 and shock != bolt


@plays("Searing Rays", "choice.choose", "choice.chosen_filter")
def test_608_2d_searing_rays_counts_each_players_creatures_of_the_color():
    game = board(["Mountain"] * 3 + ["Grizzly Bears"], ["Grizzly Bears", "Llanowar Elves",
                                                         "Elite Vanguard"],
                 hands=(["Searing Rays"], []))
    cast(game, "Searing Rays")
    resolve(game)
    choose(game, "green")
    assert (life(game, 0), life(game, 1)) == (19, 18)


@plays("Tribal Unity", "choice.choose", "choice.chosen_filter")
def test_608_2d_tribal_unity_pumps_the_creature_type_of_your_choice():
    game = board(["Forest"] * 4 + ["Llanowar Elves", "Grizzly Bears"], [],
                 hands=(["Tribal Unity"], []))
    cast(game, "Tribal Unity", x=2)
    resolve(game)
    choose(game, "Elf")
    assert _chars(game, "Llanowar Elves").power == 3 and _chars(game, "Grizzly Bears").power == 2


@plays("Shifting Sky", "choice.as_enters_color", "choice.self_static")
def test_613_1e_shifting_sky_makes_nonland_permanents_the_chosen_color():
    game = board(["Island"] * 3 + ["Grizzly Bears"], ["Elite Vanguard"],
                 hands=(["Shifting Sky"], []))
    cast(game, "Shifting Sky")
    resolve(game)
    choose(game, "black")
    assert _chars(game, "Grizzly Bears").colors == frozenset({"B"})
    assert _chars(game, "Elite Vanguard").colors == frozenset({"B"})
    assert _chars(game, "Shifting Sky").colors == frozenset({"B"})
    assert not _chars(game, "Island").colors


@plays("Ancient Vendetta", "choice.choose", "choice.search_same_name")
def test_701_19b_ancient_vendetta_exiles_up_to_four_cards_with_the_name():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Swamp"] * 4, [], hands=(["Ancient Vendetta"], ["Grizzly Bears"] * 2))
    state = game.state
    for zone in ("library", "library", "graveyard"):
        create_object(state, card_def("Grizzly Bears"), 1, zone)
    cast(game, "Ancient Vendetta", BOB)
    resolve(game)
    choose(game, "Grizzly Bears")
    for _ in range(4):
        choose(game, game.decision.options[0])      # four of the five, from any zone
    bob = state.players[1]
    assert [state.objects[o].name for o in bob.exile] == ["Grizzly Bears"] * 4
    left = [state.objects[o].name for o in bob.hand + bob.library + bob.graveyard]
    assert left.count("Grizzly Bears") == 1


@plays("Lost Legacy", "choice.choose", "choice.search_same_name")
def test_701_19b_lost_legacy_draws_for_each_card_exiled_from_the_hand():
    game = board(["Swamp"] * 3, [], hands=(["Lost Legacy"], ["Grizzly Bears"] * 2 +
                                           ["Llanowar Elves"]))
    cast(game, "Lost Legacy", BOB)
    resolve(game)
    assert "Sol Ring" not in game.decision.options and "Grizzly Bears" in game.decision.options
    choose(game, "Grizzly Bears")
    choose(game, game.decision.options[0])
    choose(game, game.decision.options[0])            # both from Bob's hand
    bob = game.state.players[1]
    assert len(bob.exile) == 2 and len(bob.hand) == 3     # Elves and two new cards


@plays("Painter's Servant", "choice.as_enters_color", "choice.everything_chosen_color")
def test_613_1e_painters_servant_colors_cards_in_every_zone_spells_and_permanents():
    """Blue chosen: Bob's Shock on the stack is a blue spell Alice's Red Elemental Blast may
    target; the Mountain card in Bob's hand is a blue card his Force of Will may exile (CR
    118.9); cards in libraries and permanents are blue too, in addition to their colors
    (CR 105.3, 611.3a). Once the Servant dies, they are their printed colors again."""
    from test_oracle_play import in_hand

    from tolaria.rules.layers import characteristics as of
    game = board(["Island", "Island", "Mountain"], ["Mountain", "Mountain"],
                 hands=(["Painter's Servant", "Red Elemental Blast"],
                        ["Shock", "Force of Will", "Mountain", "Lightning Bolt"]))
    state = game.state
    cast(game, "Painter's Servant")
    resolve(game)
    choose(game, "blue")
    assert _chars(game, "Painter's Servant").colors == {"U"}
    assert _chars(game, "Mountain").colors == {"U"}
    assert of(state, state.objects[in_hand(game, "Shock", 1)]).colors == {"R", "U"}
    assert of(state, state.objects[state.players[0].library[-1]]).colors == {"U"}
    game.act(Action("pass", 0))
    cast(game, "Shock", ALICE, player=1)
    shock = state.stack[-1]
    game.act(Action("pass", 1))
    cast(game, "Red Elemental Blast", ("object", shock), mode=0)
    blast = state.stack[-1]
    game.act(Action("pass", 0))
    game.act(Action("cast", 1, in_hand(game, "Force of Will", 1), targets=(
        ("object", blast),), mode=0, costs=("alternative cost", in_hand(game, "Mountain", 1))))
    resolve(game)
    assert life(game, 1) == 19 and life(game, 0) == 18       # the Blast countered
    assert grave(game) == ["Red Elemental Blast"]
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", ("object", obj(game, "Painter's Servant")), player=1)
    resolve(game)
    assert grave(game) == ["Red Elemental Blast", "Painter's Servant"]
    assert of(state, state.objects[state.players[0].library[-1]]).colors == frozenset()
    assert {state.objects[o].name: of(state, state.objects[o]).colors
            for o in state.players[1].graveyard} == {
        "Shock": {"R"}, "Force of Will": {"U"}, "Lightning Bolt": {"R"}}
