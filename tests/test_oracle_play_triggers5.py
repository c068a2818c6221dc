"""Event triggers that aren't combat, played (CR 603.2), fifth part: "Whenever you cast a
spell that's both <colour> and <colour>" (the Eventide Mimics, CR 105.2, 601.2i).
"""

from __future__ import annotations

from boards import add_mana, board
from test_oracle_play import BOB, cast, chars, hand, in_hand, life, obj, plays, resolve, to_step

from tolaria import Action

# -- "Whenever you cast a spell that's both white and black" (CR 105.2, 601.2i) ------------


@plays("Nightsky Mimic", "trigger.cast_thats_both", "animation.base_pt")
def test_105_2_nightsky_mimic_a_hybrid_spell_is_both_colours_whatever_was_paid():
    game = board(["Nightsky Mimic"], [], hands=(["Savannah Lions", "Nightsky Mimic"], []))
    mimic = obj(game, "Nightsky Mimic")
    add_mana(game, "{W}")
    cast(game, "Savannah Lions")                       # white only: no trigger
    assert len(game.state.stack) == 1
    resolve(game)
    add_mana(game, "{1}{W}")
    cast(game, "Nightsky Mimic")                       # {W/B} paid with white: still both
    assert len(game.state.stack) == 2
    resolve(game)
    now = chars(game, mimic)
    assert (now.power, now.toughness) == (4, 4) and "flying" in now.keywords
    to_step(game, "upkeep")                            # Bob's turn: the effect has ended
    now = chars(game, mimic)
    assert (now.power, now.toughness) == (2, 1) and "flying" not in now.keywords


@plays("Battlegate Mimic", "trigger.cast_thats_both", "animation.base_pt")
def test_105_2_battlegate_mimic_a_spell_of_three_colours_is_both_too():
    game = board(["Battlegate Mimic"], ["Grizzly Bears"], hands=(["Naya Charm"], []))
    mimic = obj(game, "Battlegate Mimic")
    add_mana(game, "{R}{G}{W}")
    cast(game, "Naya Charm", obj(game, "Grizzly Bears"), mode=0)   # red, green and white
    assert len(game.state.stack) == 2
    resolve(game)
    now = chars(game, mimic)
    assert (now.power, now.toughness) == (4, 2) and "first strike" in now.keywords


@plays("Woodlurker Mimic", "trigger.cast_thats_both", "animation.base_pt")
def test_105_2_woodlurker_mimic_not_a_spell_of_one_colour():
    game = board(["Woodlurker Mimic"], [], hands=(["Grizzly Bears", "Woodlurker Mimic"], []))
    mimic = obj(game, "Woodlurker Mimic")
    add_mana(game, "{1}{G}")
    cast(game, "Grizzly Bears")                        # green only
    assert len(game.state.stack) == 1
    resolve(game)
    assert (chars(game, mimic).power, chars(game, mimic).toughness) == (2, 1)
    add_mana(game, "{1}{G}")
    cast(game, "Woodlurker Mimic")
    resolve(game)
    now = chars(game, mimic)
    assert (now.power, now.toughness) == (4, 5) and "wither" in now.keywords


@plays("Shorecrasher Mimic", "trigger.cast_thats_both", "animation.base_pt")
def test_105_2_shorecrasher_mimic_becomes_5_3_with_trample():
    game = board(["Shorecrasher Mimic"], [], hands=(["Shorecrasher Mimic"], []))
    mimic = obj(game, "Shorecrasher Mimic")
    add_mana(game, "{1}{U}")
    cast(game, "Shorecrasher Mimic")
    resolve(game)
    now = chars(game, mimic)
    assert (now.power, now.toughness) == (5, 3) and "trample" in now.keywords


@plays("Riverfall Mimic", "trigger.cast_thats_both", "animation.base_pt")
def test_509_1b_riverfall_mimic_3_3_and_cant_be_blocked_this_turn():
    game = board(["Riverfall Mimic"], ["Grizzly Bears"], hands=(["Riverfall Mimic"], []))
    mimic = obj(game, "Riverfall Mimic")
    add_mana(game, "{1}{R}")
    cast(game, "Riverfall Mimic")
    resolve(game)
    assert (chars(game, mimic).power, chars(game, mimic).toughness) == (3, 3)
    to_step(game, "beginning of combat")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    game.act(Action("attack", 0, choice=((mimic, BOB),)))
    while game.state.step != "end of combat":
        d = game.decision
        if d.kind == "blockers":                       # no legal block (CR 509.1b)
            assert not any(a.choice for a in game.legal_actions() if a.kind == "block")
            game.act(Action("block", d.player, choice=()))
        else:
            game.act(Action("pass", d.player))
    assert life(game, 1) == 17


# -- "Whenever you cast a creature spell that has an Adventure" (CR 715.2a, 601.2i) --------

def _in_exile(game, name: str) -> int:
    return next(o.id for o in game.state.objects.values()
                if o.zone == "exile" and o.name.startswith(name))


@plays("Edgewall Innkeeper", "trigger.cast_has_adventure")
def test_715_2a_edgewall_innkeeper_an_adventurer_cast_as_a_creature_even_from_exile():
    game = board(["Edgewall Innkeeper"], [],
                 hands=(["Grizzly Bears", "Bonecrusher Giant // Stomp"], []))
    add_mana(game, "{1}{G}")
    cast(game, "Grizzly Bears")                        # no Adventure: no trigger
    assert len(game.state.stack) == 1
    resolve(game)
    add_mana(game, "{1}{R}")
    game.act(Action("cast", 0, in_hand(game, "Bonecrusher Giant"), targets=(BOB,), mode=0,
                    face=1))                           # Stomp: not a creature spell
    assert len(game.state.stack) == 1
    resolve(game)
    cards = len(hand(game))
    add_mana(game, "{2}{R}")
    game.act(Action("cast", 0, _in_exile(game, "Bonecrusher Giant")))   # CR 715.3d
    assert len(game.state.stack) == 2
    resolve(game)
    assert len(hand(game)) == cards + 1
    assert obj(game, "Bonecrusher Giant") in game.state.battlefield


@plays("Garenbrig Squire", "trigger.cast_has_adventure")
def test_715_2a_garenbrig_squire_gets_1_1_until_end_of_turn():
    game = board(["Garenbrig Squire"], [], hands=(["Bonecrusher Giant // Stomp"], []))
    squire = obj(game, "Garenbrig Squire")
    add_mana(game, "{2}{R}")
    cast(game, "Bonecrusher Giant")
    assert len(game.state.stack) == 2
    resolve(game)
    assert (chars(game, squire).power, chars(game, squire).toughness) == (3, 3)
    to_step(game, "upkeep")
    assert (chars(game, squire).power, chars(game, squire).toughness) == (2, 2)


@plays("Wandermare", "trigger.cast_has_adventure")
def test_715_2a_wandermare_gets_a_counter_not_for_other_creatures():
    game = board(["Wandermare"], [], hands=(["Grizzly Bears", "Bonecrusher Giant // Stomp"],
                                            []))
    mare = obj(game, "Wandermare")
    add_mana(game, "{1}{G}")
    cast(game, "Grizzly Bears")
    resolve(game)
    assert not game.state.objects[mare].counters.get("+1/+1")
    add_mana(game, "{2}{R}")
    cast(game, "Bonecrusher Giant")
    resolve(game)
    assert game.state.objects[mare].counters.get("+1/+1") == 1


# -- "<subtypes>, <subtypes>, and <subtypes> you control", "each <subtype>, ..., and
# <subtype> you control": one group of any of them (CR 205.3, 608.2h) ----------------------

@plays("Blech, Loafing Pest", "mass.subtypes_listed", "effect.counters_each")
def test_205_3_blech_a_counter_on_each_creature_of_a_listed_type():
    game = board(["Blech, Loafing Pest", "Giant Spider", "Grizzly Bears"], [],
                 hands=(["Revitalize"], []))
    add_mana(game, "{1}{W}")
    cast(game, "Revitalize")
    resolve(game)
    counters = {name: game.state.objects[obj(game, name)].counters.get("+1/+1", 0)
                for name in ("Blech, Loafing Pest", "Giant Spider", "Grizzly Bears")}
    assert counters == {"Blech, Loafing Pest": 1, "Giant Spider": 1, "Grizzly Bears": 0}


@plays("Valley Floodcaller", "mass.subtypes_listed", "effect.tap_all")
def test_205_3_valley_floodcaller_pumps_and_untaps_the_listed_types():
    game = board(["Valley Floodcaller", "Typhoid Rats", "Grizzly Bears"], [],
                 hands=(["Divination"], []))
    rats, bears = obj(game, "Typhoid Rats"), obj(game, "Grizzly Bears")
    game.state.objects[rats].tapped = game.state.objects[bears].tapped = True
    add_mana(game, "{2}{U}")
    cast(game, "Divination")
    resolve(game)
    assert chars(game, obj(game, "Valley Floodcaller")).power == 3
    assert chars(game, rats).power == 2 and not game.state.objects[rats].tapped
    assert chars(game, bears).power == 2 and game.state.objects[bears].tapped


@plays("Valley Rotcaller", "mass.subtypes_listed")
def test_608_2h_valley_rotcaller_counts_the_other_listed_types():
    game = board(["Valley Rotcaller", "Typhoid Rats", "Grizzly Bears"], [],
                 step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Valley Rotcaller"), BOB),)))
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (21, 19)   # the Rats only: not itself, not Bears


@plays("Death-Priest of Myrkul", "mass.subtypes_listed")
def test_205_3_death_priest_of_myrkul_lord_of_three_types():
    game = board(["Death-Priest of Myrkul", "Walking Corpse", "Grizzly Bears"],
                 ["Walking Corpse"])
    mine, theirs = obj(game, "Walking Corpse"), obj(game, "Walking Corpse", 1)
    assert chars(game, mine).power == 3 and chars(game, theirs).power == 2
    assert chars(game, obj(game, "Grizzly Bears")).power == 2


# -- "Whenever you gain life, ... where X is the amount of life you gained" (CR 603.2,
# 608.2h): the life gained in that event, not this turn's ---------------------------------

def _settle_choosing(game, name: str) -> None:
    """Resolve the stack, saying yes to each "you may" and choosing `name` as a target."""
    while game.state.stack or game.decision.kind != "priority":
        d = game.decision
        if d.kind == "priority":
            game.act(Action("pass", d.player))
        elif d.kind == "yes_no":
            game.act(Action("choose", d.player, choice=("yes",)))
        else:
            acts = game.legal_actions()
            game.act(next((a for a in acts if name in game.notation(a)), acts[0]))


@plays("The Archimandrite", "quantity.life_you_gained", "mass.subtypes_listed")
def test_608_2h_the_archimandrite_pumps_by_the_life_gained_in_the_event():
    game = board(["The Archimandrite", "Grizzly Bears"], [],
                 hands=(["Revitalize", "Revitalize"], []))
    arch = obj(game, "The Archimandrite")
    add_mana(game, "{1}{W}")
    cast(game, "Revitalize")
    resolve(game)
    now = chars(game, arch)
    assert now.power == 3 and "vigilance" in now.keywords
    assert chars(game, obj(game, "Grizzly Bears")).power == 2
    add_mana(game, "{1}{W}")
    cast(game, "Revitalize")                           # 3 more, not the 6 of this turn
    resolve(game)
    assert chars(game, arch).power == 6


@plays("Hurska Sweet-Tooth", "quantity.life_you_gained")
def test_603_12_hurska_sweet_tooth_the_reflexive_pump_is_the_life_gained():
    game = board(["Hurska Sweet-Tooth", "Grizzly Bears"], [], hands=(["Revitalize"], []))
    add_mana(game, "{1}{W}")
    cast(game, "Revitalize")
    add_mana(game, "{G}")                              # for the {G/W}
    _settle_choosing(game, "Grizzly Bears")
    assert chars(game, obj(game, "Grizzly Bears")).power == 5


@plays("Field-Tested Frying Pan", "quantity.life_you_gained")
def test_608_2h_field_tested_frying_pan_the_equipped_creature_gets_x_x():
    game = board([], [], hands=(["Field-Tested Frying Pan", "Revitalize"], []))
    add_mana(game, "{2}{W}")
    cast(game, "Field-Tested Frying Pan")
    _settle_choosing(game, "Halfling")
    halfling = obj(game, "Halfling")
    assert chars(game, halfling).power == 1
    add_mana(game, "{1}{W}")
    cast(game, "Revitalize")
    _settle_choosing(game, "Halfling")
    assert (chars(game, halfling).power, chars(game, halfling).toughness) == (4, 4)
