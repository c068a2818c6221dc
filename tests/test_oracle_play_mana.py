"""Mana played: the mana spent to cast a spell (CR 601.2h, 106).

A spell remembers which mana paid its total cost; conditions and quantities read it
("if {U} was spent to cast it", converge, adamant, "the amount of mana spent to cast that
spell"). A permanent reads the spell it was (CR 400.7).
"""

from __future__ import annotations

import pytest
from boards import add_mana, board, ids
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose,
    hand,
    in_hand,
    life,
    names,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.layers import characteristics
from tolaria.rules.mana_abilities import options
from tolaria.rules.zones import create_object


@plays("Radiant Flames", "mana.spent_quantity")
def test_601_2h_converge_counts_the_colors_of_mana_spent():
    game = board([], ["Grizzly Bears", "Hill Giant", "Craw Wurm"],
                 hands=(["Radiant Flames"], []))
    add_mana(game, "{R}{G}{U}")
    cast(game, "Radiant Flames")
    resolve(game)
    assert names(game) == ["Craw Wurm"]           # 3 damage: three colours were spent


@plays("Radiant Flames", "mana.spent_quantity")
def test_601_2h_converge_counts_a_color_once():
    game = board([], ["Grizzly Bears"], hands=(["Radiant Flames"], []))
    add_mana(game, "{R}{R}{R}")
    cast(game, "Radiant Flames")
    resolve(game)
    assert game.state.objects[obj(game, "Grizzly Bears")].damage == 1     # one colour


@plays("Ogre Savant", "mana.spent_condition")
def test_601_2h_ogre_savant_returns_a_creature_only_if_blue_was_spent():
    game = board(["Grizzly Bears"], ["Hill Giant"], hands=(["Ogre Savant", "Ogre Savant"], []))
    add_mana(game, "{R}{C}{C}{C}{C}")
    cast(game, "Ogre Savant")
    resolve(game)
    assert "Hill Giant" in names(game)            # no {U}: the ability didn't trigger
    add_mana(game, "{R}{U}{C}{C}{C}")
    cast(game, "Ogre Savant")
    resolve(game)
    assert game.decision.kind == "targets"


@plays("Ardenvale Paladin", "mana.spent_condition", "condition.enters_if")
def test_601_2h_adamant_three_white_mana_spent_gives_a_counter():
    game = board([], [], hands=(["Ardenvale Paladin", "Ardenvale Paladin"], []))
    add_mana(game, "{W}{W}{W}{C}")
    cast(game, "Ardenvale Paladin")
    resolve(game)
    first = obj(game, "Ardenvale Paladin")
    assert chars(game, first).power == 3          # 2/5 with a +1/+1 counter
    add_mana(game, "{W}{W}{C}{C}")
    cast(game, "Ardenvale Paladin")
    resolve(game)
    second = obj(game, "Ardenvale Paladin", 1)
    assert chars(game, second).power == 2         # only two white: no counter


@plays("Woodland Wanderer", "mana.spent_quantity", "quantity.enters_with")
def test_601_2h_enters_with_a_counter_for_each_color_spent_to_cast_it():
    game = board([], [], hands=(["Woodland Wanderer"], []))
    add_mana(game, "{G}{W}{U}{G}")
    cast(game, "Woodland Wanderer")
    resolve(game)
    wanderer = game.state.objects[obj(game, "Woodland Wanderer")]
    assert wanderer.counters.get("+1/+1") == 3


@plays("Aberrant Manawurm", "mana.spent_quantity")
def test_601_2h_the_amount_of_mana_spent_to_cast_that_spell():
    game = board(["Aberrant Manawurm"], [], hands=(["Divination"], []))
    add_mana(game, "{U}{U}{U}")
    cast(game, "Divination")
    resolve(game)
    wurm = obj(game, "Aberrant Manawurm")
    assert chars(game, wurm).power == 5           # 2 + the 3 mana spent on Divination
    assert len(hand(game)) == 2


@plays("Sahagin", "mana.spent_condition")
def test_603_4_at_least_four_mana_spent_on_the_spell_cast():
    game = board(["Sahagin"], [], hands=(["Divination", "Concentrate"], []))
    add_mana(game, "{U}{U}{U}")
    cast(game, "Divination")
    resolve(game)
    sahagin = game.state.objects[obj(game, "Sahagin")]
    assert not sahagin.counters.get("+1/+1")      # three mana: no trigger
    add_mana(game, "{U}{U}{U}{U}")
    cast(game, "Concentrate")
    resolve(game)
    assert sahagin.counters.get("+1/+1") == 1


@plays("Ribbons of Night", "mana.spent_condition")
def test_608_2c_if_blue_was_spent_to_cast_this_spell():
    game = board([], ["Hill Giant"], hands=(["Ribbons of Night"], []), library=5)
    add_mana(game, "{B}{U}{C}{C}{C}")
    cast(game, "Ribbons of Night", obj(game, "Hill Giant"))
    resolve(game)
    assert len(hand(game)) == 1                   # drew a card: {U} was spent
    assert game.state.players[0].life == 24


def test_702_51a_convoked_creatures_are_not_mana_spent():
    from tolaria.data.mana import Payment
    from tolaria.rules import mana_spent
    pay = Payment(((5, 1),), (("G", False), ("W", False), ("U", True)))
    assert mana_spent.units_spent(pay, ["G"]) == "Wu"
    assert mana_spent.amount("Wu", "S") == 1 and mana_spent.amount("Wu", "colors") == 2


# -- restricted mana (CR 106.6) --------------------------------------------------------------

def _castable(game, name: str) -> bool:
    oid = in_hand(game, name)
    return any(a.kind == "cast" and a.object == oid for a in game.legal_actions())


@plays("Ancient Ziggurat", "mana.spend_only")
def test_106_6_ziggurat_mana_pays_only_for_creature_spells():
    game = board(["Ancient Ziggurat"], [], hands=(["Llanowar Elves", "Shock"], []))
    assert _castable(game, "Llanowar Elves")
    assert not _castable(game, "Shock")           # its mana can't pay for an instant
    with pytest.raises(IllegalAction):
        cast(game, "Shock", BOB)
    cast(game, "Llanowar Elves")
    assert game.state.objects[obj(game, "Ancient Ziggurat")].tapped


@plays("Mishra's Workshop", "mana.spend_only")
def test_106_6_restricted_mana_in_the_pool_keeps_its_restriction():
    game = board(["Mishra's Workshop", "Forest"], [], hands=(["Millstone", "Grizzly Bears"], []))
    activate(game, obj(game, "Mishra's Workshop"))
    pool = game.state.players[0].pool
    assert pool.total() == 3 and len(pool.restricted) == 3
    assert not _castable(game, "Grizzly Bears")   # {1}{G}: the {C} can't pay the {1}
    restored = Game.from_json(game.to_json())      # the restriction is saved with the mana
    assert restored.state.players[0].pool == pool
    cast(game, "Millstone")
    assert pool.total() == 1                      # two of the restricted {C} were spent
    assert not game.state.objects[obj(game, "Forest")].tapped


@plays("Soldevi Machinist", "mana.spend_only")
def test_106_6_mana_only_for_abilities_of_artifacts():
    game = board(["Soldevi Machinist", "Mind Stone"], [], hands=(["Millstone"], []))
    assert not _castable(game, "Millstone")       # an artifact spell: not an ability
    stone = obj(game, "Mind Stone")
    activate(game, stone, index=1)                # {1}, {T}, sacrifice: paid by Machinist
    assert game.state.objects[obj(game, "Soldevi Machinist")].tapped
    resolve(game)
    assert len(hand(game)) == 2


@plays("Eldrazi Temple", "mana.spend_only")
def test_106_6_temple_two_mana_only_for_colorless_eldrazi():
    game = board(["Eldrazi Temple", "Eldrazi Temple"], [],
                 hands=(["Eldrazi Devastator", "Millstone"], []))
    assert _castable(game, "Millstone")           # {C} + {C} from the unrestricted ability
    game.state.players[0].pool.add("C", 4)
    game.state.changed()
    cast(game, "Eldrazi Devastator")              # {8}: 4 in the pool and {C}{C} twice
    assert all(game.state.objects[t].tapped for t in ids(game, "Eldrazi Temple"))


# -- triggered mana abilities (CR 605.1b, 106.12a) -------------------------------------------

@plays("Wild Growth", "mana.tapped_for_mana")
def test_605_1b_wild_growth_enchanted_land_adds_an_additional_green():
    game = board(["Forest", "Forest"], [], hands=(["Wild Growth", "Grizzly Bears"], []))
    first, second = ids(game, "Forest")
    game.act(Action("cast", 0, in_hand(game, "Wild Growth"), targets=(("object", second),),
                    payment=(first,)))
    resolve(game)
    assert _castable(game, "Grizzly Bears")
    assert game.state.objects[first].tapped       # it paid for Wild Growth
    cast(game, "Grizzly Bears")                   # {1}{G}: the enchanted Forest alone
    assert game.state.objects[second].tapped
    assert [game.state.objects[i].name for i in game.state.stack] == ["Grizzly Bears"]


@plays("Vernal Bloom", "mana.tapped_for_mana")
@plays("Heartbeat of Spring", "mana.tapped_for_mana")
def test_605_4a_forest_tapped_with_vernal_bloom_and_heartbeat_makes_three():
    game = board(["Forest", "Vernal Bloom", "Heartbeat of Spring"], ["Island"],
                 hands=(["Centaur Courser"], []))
    cast(game, "Centaur Courser")                 # {2}{G} from one Forest: {G} + {G} + {G}
    assert game.state.objects[obj(game, "Forest")].tapped
    assert "Centaur Courser" in [game.state.objects[i].name for i in game.state.stack]
    island = obj(game, "Island")                  # Heartbeat: each player; Bloom: Forests
    land = game.state.objects[island]
    assert options(game.state, land, characteristics(game.state, land).activated[0]) == ("UU",)


# -- mana added by spells and triggered abilities (CR 106.3) ---------------------------------

@plays("Crumbling Vestige", "mana.add_effect")
def test_106_3_a_triggered_ability_adds_one_mana_of_the_chosen_color():
    game = board([], [], hands=(["Crumbling Vestige", "Shock"], []))
    game.act(Action("play", 0, in_hand(game, "Crumbling Vestige")))
    resolve(game)
    assert game.decision.kind == "choose"
    choose(game, "R")
    assert str(game.state.players[0].pool) == "{R}"
    assert _castable(game, "Shock")


@plays("Geosurge", "mana.spend_only", "effect.add_mana")
def test_106_6_geosurge_mana_only_for_artifact_or_creature_spells():
    game = board(["Mountain"] * 4, [], hands=(["Geosurge", "Shock", "Hill Giant"], []))
    cast(game, "Geosurge")
    resolve(game)
    assert game.state.players[0].pool.total() == 7
    assert not _castable(game, "Shock")           # an instant: the red mana can't pay
    cast(game, "Hill Giant")
    assert game.state.players[0].pool.total() == 3


@plays("Zendikar Resurgent", "mana.tapped_for_mana")
def test_605_1b_whenever_you_tap_a_land_only_your_lands():
    game = board(["Forest", "Zendikar Resurgent"], ["Island"])
    forest = game.state.objects[obj(game, "Forest")]
    island = game.state.objects[obj(game, "Island")]
    state = game.state
    assert options(state, forest, characteristics(state, forest).activated[0]) == ("GG",)
    assert options(state, island, characteristics(state, island).activated[0]) == ("U",)


@plays("Gyre Sage", "quantity.mana")
def test_605_3a_add_green_for_each_counter_on_it_counted_as_activated():
    game = board(["Gyre Sage"], [], hands=(["Centaur Courser"], []))
    sage = game.state.objects[obj(game, "Gyre Sage")]
    ability = characteristics(game.state, sage).activated[0]
    assert options(game.state, sage, ability) == ()        # no counters: no mana
    assert not _castable(game, "Centaur Courser")
    sage.counters["+1/+1"] = 3
    game.state.changed()
    assert options(game.state, sage, ability) == ("GGG",)
    cast(game, "Centaur Courser")                           # {2}{G} from the Sage alone
    assert sage.tapped


@plays("Kami of Whispered Hopes", "quantity.mana")
def test_605_3a_x_mana_of_any_one_color_where_x_is_its_power():
    game = board(["Kami of Whispered Hopes"], [])
    kami = game.state.objects[obj(game, "Kami of Whispered Hopes")]
    ability = characteristics(game.state, kami).activated[0]
    power = characteristics(game.state, kami).power
    assert options(game.state, kami, ability) == tuple(c * power for c in "WUBRG")


@plays("Rainveil Rejuvenator", "mana.amount")
def test_605_3a_an_amount_of_green_equal_to_this_creatures_power():
    game = board(["Rainveil Rejuvenator"], [])
    elf = game.state.objects[obj(game, "Rainveil Rejuvenator")]
    ability = next(a for a in characteristics(game.state, elf).activated if a.mana)
    assert options(game.state, elf, ability) == ("G" * characteristics(game.state, elf).power,)


def _mana(game, name: str, n: int = 0) -> tuple[str, ...]:
    permanent = game.state.objects[obj(game, name, n)]
    ability = next(a for a in characteristics(game.state, permanent).activated if a.mana
                   is not None)
    return options(game.state, permanent, ability)


@plays("Reflecting Pool", "mana.could_produce")
def test_106_7_reflecting_pool_adds_what_your_lands_could_produce():
    game = board(["Reflecting Pool", "Forest", "Island"], ["Mountain"])
    assert _mana(game, "Reflecting Pool") == ("U", "G")     # not Bob's Mountain
    alone = board(["Reflecting Pool", "Reflecting Pool"], [])
    assert _mana(alone, "Reflecting Pool") == ()             # each only of the other: none


@plays("Exotic Orchard", "mana.could_produce")
def test_106_7_exotic_orchard_colors_an_opponents_lands_could_produce():
    game = board(["Exotic Orchard", "Forest"], ["Mountain", "Wastes"],
                 hands=(["Shock"], []))
    assert _mana(game, "Exotic Orchard") == ("R",)           # a color: not Bob's {C}
    cast(game, "Shock", BOB)
    assert game.state.objects[obj(game, "Exotic Orchard")].tapped


@plays("Chandra, Novice Pyromancer", "effect.add_mana")
def test_605_1a_a_loyalty_ability_that_adds_mana_uses_the_stack():
    game = board(["Mountain"] * 4, [], hands=(["Chandra, Novice Pyromancer"], []))
    cast(game, "Chandra, Novice Pyromancer")
    resolve(game)
    chandra = obj(game, "Chandra, Novice Pyromancer")
    activate(game, chandra, index=1)              # [-1]: Add {R}{R}.
    assert game.state.stack and game.state.players[0].pool.is_empty()
    resolve(game)
    assert str(game.state.players[0].pool) == "{R}{R}"


@plays("Manamorphose", "mana.add_effect")
def test_106_3_manamorphose_adds_two_mana_in_any_combination():
    game = board(["Mountain", "Mountain"], [], hands=(["Manamorphose"], []), library=3)
    cast(game, "Manamorphose")
    resolve(game)
    choose(game, "UG")
    assert str(game.state.players[0].pool) == "{U}{G}" and len(hand(game)) == 1


@plays("Pillar of Origins", "mana.spend_only")
def test_106_6_mana_only_for_creature_spells_of_the_chosen_type():
    game = board(["Pillar of Origins", "Wastes"], [],
                 hands=(["Llanowar Elves", "Grizzly Bears"], []))
    pillar = game.state.objects[obj(game, "Pillar of Origins")]
    pillar.chosen = (("creature type", "Elf"),)  # chosen as it entered (CR 614.12)
    game.state.changed()
    assert _castable(game, "Llanowar Elves")
    assert not _castable(game, "Grizzly Bears")   # a Bear: the {G} can't be spent on it


@plays("Lord of the Forsaken", "mana.spend_only")
def test_106_6_mana_only_for_a_spell_cast_from_your_graveyard():
    game = board(["Lord of the Forsaken", "Island"], [], hands=(["Think Twice"], []))
    create_object(game.state, card_def("Think Twice"), 0, "graveyard")
    game.state.changed()
    lord = obj(game, "Lord of the Forsaken")
    index = next(k for k, a in enumerate(chars(game, lord).activated) if a.mana is not None)
    activate(game, lord, index=index)
    activate(game, lord, index=index)             # Pay 1 life twice: {C}{C}, restricted
    assert game.state.players[0].life == 18
    assert not _castable(game, "Think Twice")      # from the hand: the {C} can't pay {1}
    grave_card = game.state.players[0].graveyard[0]
    flashback = [a for a in game.legal_actions() if a.kind == "cast" and a.object == grave_card]
    assert flashback                              # {2}{U}: the {C}{C} and the Island
    game.act(flashback[0])
    assert game.state.players[0].pool.is_empty()


@plays("Brazen Collector", "mana.kept", "effect.add_mana")
def test_500_4_mana_kept_until_end_of_turn_survives_steps():
    game = board(["Brazen Collector"], [], step="declare attackers")
    collector = obj(game, "Brazen Collector")
    game.act(Action("attack", 0, choice=((collector, BOB),)))
    resolve(game)
    pool = game.state.players[0].pool
    assert str(pool) == "{R}"
    to_step(game, "postcombat main")
    assert str(game.state.players[0].pool) == "{R}"         # kept through combat (500.4)
    to_step(game, "upkeep")
    assert game.state.players[0].pool.is_empty()            # lost as the turn ended


@plays("Castle Garenbrig", "mana.amount", "mana.spend_only")
@plays("Firemind Vessel", "mana.amount")
def test_106_1a_six_green_and_two_mana_of_different_colors():
    game = board(["Castle Garenbrig", "Firemind Vessel"], [])
    assert _mana(game, "Castle Garenbrig") == ("G",)
    castle = game.state.objects[obj(game, "Castle Garenbrig")]
    big = characteristics(game.state, castle).activated[1]
    assert options(game.state, castle, big) == ("GGGGGG",)
    pairs = _mana(game, "Firemind Vessel")
    assert len(pairs) == 10 and all(len(set(p)) == 2 for p in pairs)


@plays("Bloom Tender", "mana.could_produce")
def test_105_2_bloom_tender_one_mana_of_each_color_among_your_permanents():
    game = board(["Bloom Tender", "Savannah Lions"], ["Hill Giant"])
    assert _mana(game, "Bloom Tender") == ("WG",)           # not Bob's red Giant


@plays("Manabarbs", "mana.tapped_for_mana")
def test_106_12a_manabarbs_triggers_on_tapping_a_land_and_uses_the_stack():
    game = board(["Mountain", "Manabarbs"], [], hands=(["Shock"], []))
    cast(game, "Shock", BOB)
    assert len(game.state.stack) == 2             # Shock, and Manabarbs' trigger above it
    resolve(game)
    assert life(game, 0) == 19 and life(game, 1) == 18


@plays("Forbidden Orchard", "mana.tapped_for_mana")
def test_106_12a_whenever_you_tap_this_land_target_opponent_creates_a_spirit():
    game = board(["Forbidden Orchard"], [], hands=(["Llanowar Elves"], []))
    cast(game, "Llanowar Elves")
    resolve(game)
    spirits = [i for i in game.state.battlefield if game.state.objects[i].name == "Spirit"]
    assert len(spirits) == 1 and game.state.objects[spirits[0]].controller == 1


@plays("Prossh, Skyraider of Kher", "mana.spent_quantity")
def test_601_2h_when_you_cast_this_spell_x_is_the_mana_spent_to_cast_it():
    game = board([], [], hands=(["Prossh, Skyraider of Kher"], []))
    add_mana(game, "{B}{R}{G}{C}{C}{C}")
    cast(game, "Prossh, Skyraider of Kher")
    resolve(game)
    kobolds = [i for i in game.state.battlefield
               if game.state.objects[i].name == "Kobolds of Kher Keep"]
    assert len(kobolds) == 6 and "Prossh, Skyraider of Kher" in names(game)


@plays("Hydraulic Helper", "mana.spend_only")
def test_106_6_mana_that_cant_be_spent_on_a_nonartifact_spell():
    game = board(["Hydraulic Helper", "Wastes"], [], hands=(["Opt", "Mind Stone"], []))
    assert not _castable(game, "Opt")             # its {U} can't pay for an instant
    assert _castable(game, "Mind Stone")          # an artifact spell: it can


@plays("Consume Spirit", "mana.x_colors")
def test_107_3_spend_only_black_mana_on_x():
    game = board(["Swamp", "Swamp", "Swamp", "Mountain", "Mountain"], [],
                 hands=(["Consume Spirit"], []))
    spirit = in_hand(game, "Consume Spirit")
    xs = {a.x for a in game.legal_actions() if a.kind == "cast" and a.object == spirit}
    assert max(xs) == 2                           # {B} and {1}: the Mountains pay only {1}
    cast(game, "Consume Spirit", BOB, x=2)
    resolve(game)
    assert life(game, 1) == 18 and life(game, 0) == 22


@plays("Crypt Rats", "mana.x_colors")
def test_107_3_an_activated_ability_spends_only_black_mana_on_x():
    game = board(["Crypt Rats", "Swamp", "Mountain", "Mountain"], [])
    rats = obj(game, "Crypt Rats")
    xs = {a.x for a in game.legal_actions() if a.kind == "activate" and a.object == rats}
    assert xs == {0, 1}                           # one Swamp: X is at most 1


@plays("Hired Hexblade", "mana.spent_condition")
def test_601_2h_if_mana_from_a_treasure_was_spent_to_cast_it():
    from tolaria.cards.oracle.tokens import predefined_token
    game = board(["Swamp", predefined_token("treasure")], [],
                 hands=(["Hired Hexblade", "Hired Hexblade"], []), library=5)
    treasure = obj(game, "Treasure")
    activate(game, treasure, choice=(2,))          # sacrificed for {B} (CR 601.2g)
    assert game.state.players[0].pool.restricted   # remembered as Treasure mana
    cast(game, "Hired Hexblade")                   # {1}{B}: the Treasure's {B} and a Swamp
    resolve(game)
    assert len(hand(game)) == 2 and life(game, 0) == 19    # drew, lost 1 life
    add_mana(game, "{B}{C}")
    cast(game, "Hired Hexblade")                   # no Treasure mana: no trigger
    resolve(game)
    assert len(hand(game)) == 1 and life(game, 0) == 19


# -- replacement effects on the mana produced (CR 106.12b) ----------------------------------

@plays("Contamination", "mana.replacement")
@plays("Mana Reflection", "mana.replacement")
def test_106_12b_contamination_and_mana_reflection_in_either_order():
    game = board(["Forest", "Contamination"], [])
    assert _mana(game, "Forest") == ("B",)          # {B} instead of any other type and amount
    both = board(["Forest", "Contamination", "Mana Reflection"], [])
    assert set(_mana(both, "Forest")) == {"B", "BB"}        # its controller picks the order


@plays("Naked Singularity", "mana.replacement")
@plays("Pulse of Llanowar", "mana.replacement")
def test_106_12b_lands_produce_other_types_of_mana():
    game = board(["Plains", "Forest", "Naked Singularity"], [], hands=(["Shock"], []))
    assert _mana(game, "Plains") == ("R",) and _mana(game, "Forest") == ("B",)
    cast(game, "Shock", BOB)                       # the Plains pays {R}
    assert game.state.objects[obj(game, "Plains")].tapped
    pulse = board(["Forest", "Pulse of Llanowar"], ["Forest"])
    assert _mana(pulse, "Forest") == tuple("WUBRG")
    assert _mana(pulse, "Forest", 1) == ("G",)     # Bob's Forest: not a land Alice controls


# -- what mana spent on a spell gives it (CR 106.6) -----------------------------------------

@plays("Generator Servant", "mana.rider")
def test_106_6_generator_servant_mana_spent_on_a_creature_gives_it_haste():
    game = board(["Generator Servant", "Forest"], [], hands=(["Grizzly Bears"], []))
    activate(game, obj(game, "Generator Servant"))           # sacrificed: {C}{C}
    cast(game, "Grizzly Bears")                              # {1}{G}: one {C} and the Forest
    resolve(game)
    assert "haste" in chars(game, obj(game, "Grizzly Bears")).keywords


@plays("Boseiju, Who Shelters All", "mana.rider")
def test_106_6_boseiju_mana_spent_on_an_instant_it_cant_be_countered():
    game = board(["Boseiju, Who Shelters All", "Island", "Island"], ["Island", "Island"],
                 hands=(["Divination"], ["Counterspell"]), library=5)
    activate(game, obj(game, "Boseiju, Who Shelters All"))   # Pay 2 life: {C}
    assert life(game, 0) == 18
    cast(game, "Divination")                                 # Boseiju's {C} pays a {1}
    game.act(Action("pass", 0))
    cast(game, "Counterspell", game.state.stack[0], player=1)
    resolve(game)
    assert len(hand(game)) == 2                              # Divination wasn't countered


@plays("Biophagus", "mana.rider")
def test_106_6a_biophagus_mana_spent_on_a_creature_gives_it_a_counter():
    game = board(["Biophagus", "Forest"], [], hands=(["Grizzly Bears", "Divination"], []))
    cast(game, "Grizzly Bears")                   # {1}{G}: the Forest and Biophagus
    resolve(game)
    bears = game.state.objects[obj(game, "Grizzly Bears")]
    assert bears.counters.get("+1/+1") == 1


@plays("Abstract Paintmage", "mana.spend_only", "effect.add_mana")
def test_106_6_first_main_phase_mana_only_for_instant_and_sorcery_spells():
    game = board(["Abstract Paintmage"], [], hands=(["Opt", "Raging Goblin"], []))
    resolve(game)                                 # its beginning-of-main-phase trigger
    assert str(game.state.players[0].pool) == "{U}{R}"
    assert _castable(game, "Opt") and not _castable(game, "Raging Goblin")


@plays("Dawn's Reflection", "mana.tapped_for_mana")
def test_605_1b_enchanted_land_adds_two_mana_in_any_combination_of_colors():
    game = board(["Forest"] * 5, [], hands=(["Dawn's Reflection"], []))
    forests = ids(game, "Forest")
    game.act(Action("cast", 0, in_hand(game, "Dawn's Reflection"),
                    targets=(("object", forests[4]),), payment=tuple(forests[:4])))
    resolve(game)
    made = _mana(game, "Forest", 4)
    assert len(made) == 15 and all(m[0] == "G" and len(m) == 3 for m in made)
    assert _mana(game, "Forest", 0) == ("G",)      # a Forest it doesn't enchant


@plays("Thunderdrum Soloist", "mana.spent_condition")
def test_614_15_five_or_more_mana_spent_on_that_spell_deals_three_instead():
    game = board(["Thunderdrum Soloist"], [], hands=(["Blaze", "Shock"], []))
    add_mana(game, "{R}{C}{C}{C}{C}")
    cast(game, "Blaze", BOB, x=4)                 # five mana spent on it
    resolve(game)
    assert life(game, 1) == 20 - 3 - 4
    add_mana(game, "{R}")
    cast(game, "Shock", BOB)                      # one mana: 1 damage
    resolve(game)
    assert life(game, 1) == 13 - 1 - 2


@plays("Naked Singularity", "mana.replacement")
def test_106_7_could_produce_takes_replacement_effects_into_account():
    game = board(["Reflecting Pool", "Forest", "Naked Singularity"], [])
    assert _mana(game, "Forest") == ("B",)
    assert _mana(game, "Reflecting Pool") == ("B",)  # what the Forest could produce now


@plays("Steel Exemplar", "mana.spent_condition")
def test_614_1c_enters_with_counters_unless_two_colors_were_spent():
    game = board([], [], hands=(["Steel Exemplar", "Steel Exemplar"], []))
    add_mana(game, "{C}{C}{C}{C}{C}")
    cast(game, "Steel Exemplar")
    resolve(game)
    first = game.state.objects[obj(game, "Steel Exemplar")]
    assert first.counters.get("+1/+1") == 2
    add_mana(game, "{W}{U}{C}{C}{C}")
    cast(game, "Steel Exemplar")
    resolve(game)
    second = game.state.objects[obj(game, "Steel Exemplar", 1)]
    assert not second.counters.get("+1/+1")


@plays("Scaled Nurturer", "mana.rider")
def test_603_7a_when_you_spend_this_mana_on_a_dragon_you_gain_two_life():
    game = board(["Scaled Nurturer", "Forest", "Forest", "Forest", "Forest"], [],
                 hands=(["Shivan Dragon", "Grizzly Bears"], []))
    nurturer = obj(game, "Scaled Nurturer")
    activate(game, nurturer)                      # {G}, remembered with its trigger
    cast(game, "Grizzly Bears")                   # not a Dragon: nothing
    resolve(game)
    assert life(game, 0) == 20
    game.state.objects[nurturer].tapped = False
    game.state.changed()
    activate(game, nurturer)
    add_mana(game, "{R}{R}{C}{C}{C}")
    cast(game, "Shivan Dragon")                   # {4}{R}{R}: a Dragon
    resolve(game)
    assert life(game, 0) == 22


@plays("Regal Behemoth", "mana.tapped_for_mana")
def test_605_1b_an_additional_mana_only_while_you_are_the_monarch():
    game = board(["Regal Behemoth", "Forest"], [])
    assert _mana(game, "Forest") == ("G",)        # not the monarch
    game.state.monarch = 0
    game.state.changed()
    assert len(_mana(game, "Forest")) == 5 and all(m[0] == "G" for m in _mana(game, "Forest"))


@plays("Maelstrom of the Spirit Dragon", "mana.spend_only")
def test_106_6_mana_only_for_a_dragon_spell_or_an_omen_spell():
    game = board(["Maelstrom of the Spirit Dragon"], [],
                 hands=(["Shivan Dragon", "Grizzly Bears"], []))
    add_mana(game, "{R}{R}{C}{C}{C}")
    assert not _castable(game, "Grizzly Bears")   # its {G} can't come from the Maelstrom
    assert _castable(game, "Shivan Dragon")


@plays("Sage of the Unknowable", "mana.spend_only")
def test_605_3a_106_6_restricted_mana_pays_a_mana_ability_it_may_pay_for():
    """Telim'Tor's Darts' {2} is paid by Orzhov Signet's {W}{B}, whose own {1} Sage of the
    Unknowable's {C} pays: mana only for abilities may pay a mana ability's cost (CR 106.6,
    605.3a; a random game found the payment planned but not paid)."""
    game = board(["Sage of the Unknowable", "Orzhov Signet", "Telim'Tor's Darts"], [])
    activate(game, obj(game, "Telim'Tor's Darts"), ("player", 1))
    for name in ("Sage of the Unknowable", "Orzhov Signet", "Telim'Tor's Darts"):
        assert game.state.objects[obj(game, name)].tapped, name
    resolve(game)
    assert life(game, 1) == 19
