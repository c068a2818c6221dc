"""Cost changes compiled from Oracle text, played: spells of either of two subtypes or
colours, a condition before "this spell costs", the first / second spell each turn
(CR 601.2f, 601.2i)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import plays, resolve, to_step

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _castable(game: Game, name: str, player: int = 0) -> bool:
    return any(a.kind == "cast" and a.player == player
               and game.state.objects[a.object].name == name for a in game.legal_actions())


def _untapped(game: Game, name: str) -> int:
    return sum(1 for i in ids(game, name) if not game.state.objects[i].tapped)


# -- "<subtype> spells and <subtype> spells" / "<color> <type> spells and ..." ---------------

@plays("Ballyrush Banneret", "static.cost_change", "spells.subtype_pair")
def test_601_2f_kithkin_spells_and_soldier_spells_cost_one_less():
    game = board(["Ballyrush Banneret", "Plains", "Forest"], [],
                 hands=(["Kithkin Healer", "Glory Seeker", "Grizzly Bears"], []))
    assert _castable(game, "Kithkin Healer")           # {2}{W} less {1}: two lands
    game.act("cast Glory Seeker")                      # a Soldier: {W}
    assert _untapped(game, "Forest") == 1
    resolve(game)
    assert not _castable(game, "Grizzly Bears")        # a Bear: still {1}{G}, one land left


@plays("High Seas", "static.cost_change", "spells.subtype_pair")
def test_601_2f_red_and_green_creature_spells_cost_one_more_for_everyone():
    game = board(["High Seas", "Forest", "Forest"], [],
                 hands=(["Grizzly Bears", "Llanowar Elves"], []))
    assert not _castable(game, "Grizzly Bears")        # {2}{G}: two lands aren't enough
    game.act("cast Llanowar Elves")                    # {1}{G}
    assert _untapped(game, "Forest") == 0
    game = board(["Forest"] * 2, ["High Seas"], hands=(["Grizzly Bears"], []))
    assert not _castable(game, "Grizzly Bears")        # Bob's High Seas taxes Alice too
    game = board(["High Seas", "Forest", "Forest"], [], hands=(["Memnite"], []))
    game.act("cast Memnite")                           # colourless: still {0}
    assert _untapped(game, "Forest") == 2


# -- "If <condition>, this spell costs {N} less to cast." ------------------------------------

@plays("Avatar of Hope", "spell.self_cost_change_if", "spell.self_cost_change")
def test_601_2f_avatar_of_hope_costs_six_less_at_three_life():
    game = board(["Plains"] * 2, [], hands=(["Avatar of Hope"], []))
    assert not _castable(game, "Avatar of Hope")       # 20 life: {6}{W}{W}
    game.state.players[0].life = 3
    game.state.changed()
    assert _castable(game, "Avatar of Hope")           # {W}{W}
    game.act("cast Avatar of Hope")
    resolve(game)
    assert ids(game, "Avatar of Hope")


@plays("Avatar of Fury", "spell.self_cost_change_if", "spell.self_cost_change")
def test_601_2f_avatar_of_fury_checks_the_opponents_lands():
    game = board(["Mountain"] * 2, ["Island"] * 6, hands=(["Avatar of Fury"], []))
    assert not _castable(game, "Avatar of Fury")       # six lands: {6}{R}{R}
    game = board(["Mountain"] * 2, ["Island"] * 7, hands=(["Avatar of Fury"], []))
    assert _castable(game, "Avatar of Fury")           # seven: {R}{R}


# -- The first <type> spell / the second spell you cast each turn (CR 601.2f) ----------------

@plays("Conduit of Ruin", "static.cost_change_nth_spell")
def test_601_2f_the_first_creature_spell_each_turn_costs_two_less():
    game = board(["Conduit of Ruin", "Forest", "Forest", "Mountain"], [],
                 hands=(["Shock", "Grizzly Bears", "Grizzly Bears"], []))
    game.act("cast Shock targeting Bob")               # an instant: not counted
    resolve(game)
    game.act("cast Grizzly Bears")                     # the first creature spell: {G}
    assert _untapped(game, "Forest") == 1
    resolve(game)
    assert not _castable(game, "Grizzly Bears")        # the second: {1}{G}, one land


@plays("Melek, Reforged Researcher", "static.cost_change_nth_spell")
def test_601_2f_the_first_instant_or_sorcery_spell_each_turn_costs_three_less():
    game = board(["Island", "Island", "Island"], [],
                 hands=(["Memnite", "Divination", "Divination"], []))
    create_object(game.state, card_def("Opt"), 0, "graveyard")        # Melek: 2/2
    create_object(game.state, card_def("Melek, Reforged Researcher"), 0, "battlefield")
    game.act("cast Memnite")                           # a creature spell: not counted
    resolve(game)
    game.act("cast Divination")                        # the first: {2}{U} less {3}: {U}
    assert _untapped(game, "Island") == 2
    resolve(game)
    assert not _castable(game, "Divination")           # the second: {2}{U}, two lands


@plays("Highspire Bell-Ringer", "static.cost_change_nth_spell")
def test_601_2f_the_second_spell_each_turn_costs_one_less():
    game = board(["Highspire Bell-Ringer", "Forest", "Forest", "Forest"], [],
                 hands=(["Grizzly Bears", "Grizzly Bears", "Grizzly Bears"], []))
    game.act("cast Grizzly Bears")                     # the first: {1}{G}
    assert _untapped(game, "Forest") == 1
    resolve(game)
    game.act("cast Grizzly Bears")                     # the second: {G}
    assert _untapped(game, "Forest") == 0
    resolve(game)
    assert len(ids(game, "Grizzly Bears")) == 2


@plays("Alisaie Leveilleur", "static.cost_change_nth_spell")
def test_601_2f_the_second_spell_counts_the_turn_only():
    game = board(["Alisaie Leveilleur", "Forest", "Forest", "Forest"], [],
                 hands=(["Grizzly Bears", "Gray Ogre"], []))
    game.act("cast Grizzly Bears")                     # the first: {1}{G}
    resolve(game)
    assert not _castable(game, "Gray Ogre")            # {2}{R} less {2}: {R}, no Mountain
    game = board(["Alisaie Leveilleur", "Forest", "Mountain", "Forest"], [],
                 hands=(["Grizzly Bears", "Gray Ogre"], []))
    game.act("cast Grizzly Bears")
    resolve(game)
    game.act("cast Gray Ogre")                         # the second: {R}
    assert [game.state.objects[i].tapped for i in ids(game, "Mountain")] == [True]


# -- "<spells> cost {1} less to cast for each <thing>" / "{X} less ..., where X is" ---------

@plays("Animar, Soul of Elements", "static.cost_change", "static.cost_change_per")
def test_601_2f_creature_spells_cost_one_less_for_each_counter_on_animar():
    game = board(["Animar, Soul of Elements", "Forest"], [],
                 hands=(["Gray Ogre", "Grizzly Bears"], []))
    assert not _castable(game, "Grizzly Bears")        # no counter yet: {1}{G}
    animar = game.state.objects[ids(game, "Animar, Soul of Elements")[0]]
    animar.counters["+1/+1"] = 2
    game.state.changed()
    assert not _castable(game, "Gray Ogre")            # {2}{R} less {2}: {R}, no Mountain
    game.act("cast Grizzly Bears")                     # {1}{G} less {2}: {G}
    resolve(game)
    assert ids(game, "Grizzly Bears")


@plays("Ezzaroot Channeler", "static.cost_change_per")
def test_601_2f_x_is_the_life_gained_this_turn_as_the_cost_is_determined():
    game = board(["Ezzaroot Channeler", "Forest"], [], hands=(["Grizzly Bears"], []))
    assert not _castable(game, "Grizzly Bears")        # no life gained: {1}{G}
    game.act("activate Ezzaroot Channeler")            # {T}: You gain 2 life.
    resolve(game)
    assert game.state.players[0].life == 22
    game.act("cast Grizzly Bears")                     # {1}{G} less {2}: {G}
    resolve(game)
    assert ids(game, "Grizzly Bears")


@plays("Vadrik, Astral Archmage", "static.cost_change_per")
def test_601_2f_x_is_the_power_of_the_permanent():
    game = board(["Vadrik, Astral Archmage", "Island"], [], hands=(["Divination"], []))
    assert not _castable(game, "Divination")           # power 1: {1}{U}
    vadrik = game.state.objects[ids(game, "Vadrik, Astral Archmage")[0]]
    vadrik.counters["+1/+1"] = 1
    game.state.changed()
    game.act("cast Divination")                        # power 2: {U}
    resolve(game)
    assert len(game.state.players[0].hand) == 2


# -- "Activated abilities [of <permanents>] cost {N} more/less to activate" (CR 602.2b) -------

def _activatable(game: Game, name: str, player: int = 0) -> bool:
    return any(a.kind == "activate" and a.player == player
               and game.state.objects[a.object].name == name for a in game.legal_actions())


def _power(game: Game, name: str) -> int:
    from tolaria.rules.layers import characteristics
    return characteristics(game.state, game.state.objects[ids(game, name)[0]]).power


@plays("Training Grounds", "static.activation_cost_change")
def test_602_2b_training_grounds_reduces_to_no_less_than_one_mana():
    game = board(["Training Grounds", "Dragon Engine", "Mountain"], [])
    before = _power(game, "Dragon Engine")
    game.act("activate Dragon Engine")                 # {2} less {2}, but at least {1}
    resolve(game)
    assert _power(game, "Dragon Engine") == before + 1
    assert not _activatable(game, "Dragon Engine")     # no mana left for another {1}
    game = board(["Dragon Engine", "Mountain"], ["Training Grounds"])
    assert not _activatable(game, "Dragon Engine")     # Bob's: only his creatures' abilities


@plays("Heartstone", "static.activation_cost_change")
def test_602_2b_heartstone_reduces_every_creatures_abilities():
    game = board(["Dragon Engine", "Mountain"], ["Heartstone"])
    game.act("activate Dragon Engine")                 # any player's creatures: {1}
    resolve(game)
    game = board(["Heartstone", "Duskworker", "Mountain"], [])
    assert not _activatable(game, "Duskworker")        # {3} less {1}: {2}


@plays("Suppression Field", "static.activation_cost_change")
def test_602_2b_suppression_field_taxes_all_but_mana_abilities():
    game = board(["Suppression Field", "Dragon Engine"] + ["Mountain"] * 3, [])
    assert not _activatable(game, "Dragon Engine")     # {2} more: {4}
    game = board(["Suppression Field", "Dragon Engine"] + ["Mountain"] * 4, [])
    game.act("activate Dragon Engine")
    resolve(game)
    assert all(game.state.objects[i].tapped for i in ids(game, "Mountain"))
    game = board(["Suppression Field", "Llanowar Elves", "Forest"], [],
                 hands=(["Grizzly Bears"], []))
    game.act("cast Grizzly Bears")                     # the Elves' mana ability: untaxed
    resolve(game)
    assert ids(game, "Grizzly Bears")


@plays("Blossoming Tortoise", "static.activation_cost_change")
def test_602_2b_a_mana_ability_of_a_land_costs_less_when_paying():
    game = board(["Darkwater Catacombs"], [], hands=(["Doom Blade"], []))
    assert not _castable(game, "Doom Blade")           # {1}, {T}: Add {U}{B}: no {1}
    game = board(["Blossoming Tortoise", "Darkwater Catacombs"], ["Grizzly Bears"],
                 hands=(["Doom Blade"], []))
    game.act("cast Doom Blade targeting Grizzly Bears")    # {T}: Add {U}{B} (601.2f)
    resolve(game)
    assert not ids(game, "Grizzly Bears")


# -- a cost change with a condition (CR 611.3a, 601.2f) ---------------------------------------

@plays("Geyser Drake", "condition.during_others_turns", "static.cost_change")
def test_611_3a_spells_cost_one_less_during_turns_other_than_yours():
    game = board(["Geyser Drake", "Island"], [], hands=(["Think Twice"], []))
    assert not _castable(game, "Think Twice")          # Alice's turn: {1}{U}
    game = board([], ["Geyser Drake", "Island"], hands=((), ["Think Twice"]))
    game.act("pass")                                   # Bob gets priority on Alice's turn
    assert game.decision.player == 1
    game.act("cast Think Twice")                       # {U}
    resolve(game)
    assert len(game.state.players[1].hand) == 1


@plays("Centaur Omenreader", "static.cost_change", "condition.static_prefix")
def test_611_3a_creature_spells_cost_two_less_while_it_is_tapped():
    game = board(["Centaur Omenreader", "Forest"], [], hands=(["Gray Ogre", "Grizzly Bears"], []))
    assert not _castable(game, "Grizzly Bears")        # untapped: {1}{G}
    game.state.objects[ids(game, "Centaur Omenreader")[0]].tapped = True
    game.state.changed()
    game.act("cast Grizzly Bears")                     # tapped: {G}
    resolve(game)
    assert ids(game, "Grizzly Bears")


@plays("Temur Battlecrier", "condition.during_your_turn", "static.cost_change_per")
def test_611_3a_during_your_turn_one_less_for_each_creature_with_power_four():
    game = board(["Temur Battlecrier", "Island", "Island"], [], hands=(["Divination"], []))
    game.act("cast Divination")                        # itself, power 4: {2}{U} less {1}
    resolve(game)
    assert len(game.state.players[0].hand) == 2
    game = board(["Island"], ["Temur Battlecrier", "Island"], hands=((), ["Think Twice"]))
    game.act("pass")
    assert not _castable(game, "Think Twice", 1)       # Alice's turn: {1}{U}, one Island


@plays("Goreclaw, Terror of Qal Sisma", "static.cost_change", "static.cost_change_power")
def test_601_2f_creature_spells_with_power_four_or_greater_cost_two_less():
    game = board(["Goreclaw, Terror of Qal Sisma"] + ["Forest"] * 3, [],
                 hands=(["Spined Wurm"], []))
    game.act("cast Spined Wurm")                       # power 5: {4}{G} less {2}
    resolve(game)
    assert ids(game, "Spined Wurm")
    game = board(["Goreclaw, Terror of Qal Sisma", "Forest"], [], hands=(["Grizzly Bears"], []))
    assert not _castable(game, "Grizzly Bears")        # power 2: still {1}{G}


@plays("Auriok Steelshaper", "ability.keyword_cost_change")
def test_702_6_equip_costs_you_pay_cost_one_less():
    game = board(["Auriok Steelshaper", "Bonesplitter"], [])
    steelshaper = ids(game, "Auriok Steelshaper")[0]
    game.act(Action("activate", 0, ids(game, "Bonesplitter")[0], ability=0,
                    targets=(("object", steelshaper),)))      # Equip {1} less {1}: free
    resolve(game)
    assert _power(game, "Auriok Steelshaper") == 1 + 2 + 1    # equipped: a Soldier +1/+1


@plays("Stone Idol Trap", "spell.self_cost_change")
def test_601_2f_one_less_for_each_attacking_creature():
    game = board(["Grizzly Bears", "Grizzly Bears"], ["Mountain"] * 4,
                 hands=((), ["Stone Idol Trap"]), step="declare attackers")
    bears = ids(game, "Grizzly Bears")
    game.act(Action("attack", 0, choice=tuple((b, ("player", 1)) for b in bears)))
    game.act("pass")
    assert game.decision.player == 1
    game.act("cast Stone Idol Trap")                   # two attackers: {5}{R} less {2}
    resolve(game)
    assert ids(game, "Construct")
    game = board(["Grizzly Bears"], ["Mountain"] * 4, hands=((), ["Stone Idol Trap"]),
                 step="declare attackers")
    game.act(Action("attack", 0, choice=((ids(game, "Grizzly Bears")[0], ("player", 1)),)))
    game.act("pass")
    assert not _castable(game, "Stone Idol Trap", 1)  # one attacker: {4}{R}, four lands


# -- "Spells [you cast] that target <this / a creature> cost {N} less/more" (CR 601.2c-f) ----

def _cast_targets(game: Game, name: str, player: int = 0) -> set[str]:
    """The names of what the legal casts of `name` target."""
    state = game.state
    return {state.objects[t[1]].name if t[0] == "object" else state.players[t[1]].name
            for a in game.legal_actions() if a.kind == "cast" and a.player == player
            and state.objects[a.object].name == name for t in a.targets}


@plays("Elderwood Scion", "static.target_tax")
def test_601_2f_your_spells_targeting_it_cost_less_your_opponents_more():
    game = board(["Elderwood Scion", "Forest"], ["Grizzly Bears"], hands=(["Titanic Growth"], []))
    assert _cast_targets(game, "Titanic Growth") == {"Elderwood Scion"}   # {1}{G} less {2}
    game.act("cast Titanic Growth targeting Elderwood Scion")
    resolve(game)
    assert _power(game, "Elderwood Scion") == 4 + 4
    game = board(["Elderwood Scion"], ["Mountain", "Mountain"], hands=((), ["Searing Spear"]))
    game.act("pass")
    assert _cast_targets(game, "Searing Spear", 1) == {"Alice", "Bob"}   # not {3}{R}


@plays("Spellwild Ouphe", "static.target_tax")
def test_601_2f_spells_that_target_it_cost_two_less_whoever_casts_them():
    game = board(["Spellwild Ouphe"], ["Mountain"], hands=((), ["Searing Spear"]))
    game.act("pass")
    assert _cast_targets(game, "Searing Spear", 1) == {"Spellwild Ouphe"}   # {R}
    game.act("cast Searing Spear targeting Spellwild Ouphe")
    resolve(game)
    assert not ids(game, "Spellwild Ouphe")


@plays("Killian, Ink Duelist", "static.target_tax")
def test_601_2f_your_spells_that_target_a_creature_cost_two_less():
    game = board(["Killian, Ink Duelist", "Mountain"], ["Grizzly Bears"],
                 hands=(["Searing Spear"], []))
    assert _cast_targets(game, "Searing Spear") == {"Killian, Ink Duelist", "Grizzly Bears"}
    game.act("cast Searing Spear targeting Grizzly Bears")            # {R}: not Bob himself
    resolve(game)
    assert not ids(game, "Grizzly Bears")


@plays("Mesa Lynx", "condition.during_others_turns")
def test_611_3a_during_turns_other_than_yours_a_continuous_effect():
    game = board(["Mesa Lynx"], [])
    from tolaria.rules.layers import characteristics
    lynx = game.state.objects[ids(game, "Mesa Lynx")[0]]
    assert characteristics(game.state, lynx).toughness == 1       # Alice's own turn
    game = board([], ["Mesa Lynx"])
    lynx = game.state.objects[ids(game, "Mesa Lynx")[0]]
    assert characteristics(game.state, lynx).toughness == 3       # Bob's, on Alice's turn


@plays("Witchstalker Frenzy", "spell.self_cost_change", "quantity.attacked_creatures")
def test_508_1_one_less_for_each_creature_that_attacked_this_turn_even_if_gone():
    game = board(["Grizzly Bears", "Grizzly Bears", "Mountain", "Mountain"], ["Hill Giant"],
                 hands=(["Witchstalker Frenzy"], []), step="declare attackers")
    bears = ids(game, "Grizzly Bears")
    game.act(Action("attack", 0, choice=tuple((b, ("player", 1)) for b in bears)))
    from tolaria.rules.zones import move
    move(game.state, game.state.objects[bears[0]], "graveyard")     # it attacked all the same
    game.state.changed()
    game.act("cast Witchstalker Frenzy targeting Hill Giant")      # {3}{R} less {2}
    resolve(game)
    assert not ids(game, "Hill Giant")


@plays("Search Party Captain", "spell.self_cost_change", "quantity.attacked_creatures")
def test_508_1_one_less_for_each_creature_you_attacked_with():
    game = board(["Grizzly Bears", "Plains", "Plains"], [],
                 hands=(["Search Party Captain"], []), step="declare attackers")
    game.act(Action("attack", 0, choice=((ids(game, "Grizzly Bears")[0], ("player", 1)),)))
    to_step(game, "postcombat main")
    assert not _castable(game, "Search Party Captain")             # one: {2}{W}
    game = board(["Grizzly Bears", "Grizzly Bears", "Plains", "Plains"], [],
                 hands=(["Search Party Captain"], []), step="declare attackers")
    bears = ids(game, "Grizzly Bears")
    game.act(Action("attack", 0, choice=tuple((b, ("player", 1)) for b in bears)))
    to_step(game, "postcombat main")
    game.act("cast Search Party Captain")                           # two: {1}{W}
    resolve(game)
    assert ids(game, "Search Party Captain")


# -- "This spell costs {G} / {2}{U} less to cast ..." (CR 118.7b-c, 601.2f) --------------------

@plays("Khalni Hydra", "spell.self_cost_change", "spell.self_cost_colored")
def test_118_7c_green_mana_less_for_each_green_creature():
    game = board(["Grizzly Bears", "Grizzly Bears"] + ["Forest"] * 5, [],
                 hands=(["Khalni Hydra"], []))
    assert not _castable(game, "Khalni Hydra")          # {G}x8 less {G}{G}: six Forests
    game = board(["Grizzly Bears", "Grizzly Bears"] + ["Forest"] * 6, [],
                 hands=(["Khalni Hydra"], []))
    game.act("cast Khalni Hydra")
    resolve(game)
    assert ids(game, "Khalni Hydra")


@plays("Stormwing Entity", "spell.self_cost_change", "spell.self_cost_colored")
def test_118_7c_two_and_blue_less_after_an_instant_this_turn():
    game = board(["Mountain", "Island", "Island"], [],
                 hands=(["Shock", "Stormwing Entity"], []))
    assert not _castable(game, "Stormwing Entity")      # {3}{U}{U}
    game.act("cast Shock targeting Bob")
    resolve(game)
    game.act("cast Stormwing Entity")                   # {3}{U}{U} less {2}{U}: {1}{U}
    assert _untapped(game, "Island") == 0


@plays("Brush Off", "spell.self_cost_targets", "spell.self_cost_colored")
def test_601_2c_one_and_blue_less_if_it_targets_an_instant_or_sorcery_spell():
    game = board(["Mountain", "Island", "Island"], [],
                 hands=(["Lightning Bolt", "Brush Off"], []))
    game.act("cast Lightning Bolt targeting Bob")
    assert _cast_targets(game, "Brush Off") == {"Lightning Bolt"}   # {1}{U}
    game.act("cast Brush Off targeting Lightning Bolt")
    resolve(game)
    assert game.state.players[1].life == 20
    game = board(["Forest", "Forest", "Island", "Island"], [],
                 hands=(["Grizzly Bears", "Brush Off"], []))
    game.act("cast Grizzly Bears")
    assert not _castable(game, "Brush Off")             # a creature spell: {2}{U}{U}


@plays("Mental Modulation", "spell.self_cost_change")
def test_601_2f_one_less_during_your_turn():
    game = board(["Island"], ["Grizzly Bears"], hands=(["Mental Modulation"], []))
    game.act("cast Mental Modulation targeting Grizzly Bears")     # Alice's turn: {U}
    resolve(game)
    assert game.state.objects[ids(game, "Grizzly Bears")[0]].tapped
    game = board(["Grizzly Bears"], ["Island"], hands=((), ["Mental Modulation"]))
    game.act("pass")
    assert not _castable(game, "Mental Modulation", 1)            # Bob's, on Alice's: {1}{U}


@plays("Gwaihir the Windlord", "spell.self_cost_change")
def test_601_2f_two_less_as_long_as_you_have_drawn_two_cards_this_turn():
    game = board(["Island"] * 6 + ["Plains"], [],
                 hands=(["Divination", "Gwaihir the Windlord"], []))
    game.act("cast Divination")
    resolve(game)                                                  # two cards drawn
    game.act("cast Gwaihir the Windlord")                          # {2}{W}{U}: four lands
    resolve(game)
    assert ids(game, "Gwaihir the Windlord")


@plays("Drag to the Roots", "spell.self_cost_change")
def test_601_2f_delirium_two_less_with_four_card_types_in_the_graveyard():
    game = board(["Swamp", "Forest"], ["Grizzly Bears"], hands=(["Drag to the Roots"], []))
    assert not _castable(game, "Drag to the Roots")                # {2}{B}{G}
    for name in ("Grizzly Bears", "Shock", "Divination", "Forest"):
        create_object(game.state, card_def(name), 0, "graveyard")
    game.state.changed()
    game.act("cast Drag to the Roots targeting Grizzly Bears")     # {B}{G}
    resolve(game)
    assert not ids(game, "Grizzly Bears")


@plays("Sanguine Indulgence", "spell.self_cost_change")
def test_601_2f_three_less_if_you_have_gained_three_life_this_turn():
    game = board(["Plains", "Swamp"], [], hands=(["Chaplain's Blessing",
                                                  "Sanguine Indulgence"], []))
    create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard")
    game.state.changed()
    assert not _castable(game, "Sanguine Indulgence")             # {3}{B}
    game.act("cast Chaplain's Blessing")                          # 5 life gained
    resolve(game)
    assert _castable(game, "Sanguine Indulgence")                 # {B}


# -- "If this spell was kicked, they get ..." (CR 702.33d, 608.2c) ----------------------------

@plays("Savage Offensive", "keyword.kicker", "effect.if_kicked", "effect.those_group")
def test_702_33d_kicked_they_are_the_creatures_the_first_instruction_named():
    game = board(["Grizzly Bears", "Mountain", "Mountain", "Forest"], [],
                 hands=(["Savage Offensive"], []))
    game.act("cast Savage Offensive with kicker")
    resolve(game)
    from tolaria.rules.layers import characteristics
    bears = characteristics(game.state, game.state.objects[ids(game, "Grizzly Bears")[0]])
    assert "first strike" in bears.keywords and bears.power == 3
    game = board(["Grizzly Bears", "Mountain", "Forest"], [], hands=(["Savage Offensive"], []))
    game.act("cast Savage Offensive")
    resolve(game)
    assert _power(game, "Grizzly Bears") == 2                       # not kicked: no +1/+1


@plays("Dauntless Unity", "keyword.kicker", "condition.instead", "effect.those_group")
def test_702_33d_kicked_those_creatures_get_more_instead():
    game = board(["Grizzly Bears", "Plains", "Plains", "Plains", "Plains"], [],
                 hands=(["Dauntless Unity"], []))
    game.act("cast Dauntless Unity with kicker")
    resolve(game)
    assert _power(game, "Grizzly Bears") == 4                       # +2/+1 instead
    game = board(["Grizzly Bears", "Plains", "Plains"], [], hands=(["Dauntless Unity"], []))
    game.act("cast Dauntless Unity")
    resolve(game)
    assert _power(game, "Grizzly Bears") == 3                       # +1/+1


@plays("Power Artifact", "static.activation_cost_change", "keyword.enchant")
def test_303_4_enchanted_artifacts_abilities_cost_two_less_but_one_mana():
    game = board(["Island", "Island", "Mountain", "Dragon Engine", "Duskworker"], [],
                 hands=(["Power Artifact"], []))
    game.act("cast Power Artifact targeting Dragon Engine")
    resolve(game)
    before = _power(game, "Dragon Engine")
    game.act("activate Dragon Engine")                # {2} less {2}, but at least {1}
    resolve(game)
    assert _power(game, "Dragon Engine") == before + 1
    assert not _activatable(game, "Duskworker")       # not enchanted: {3}


@plays("Bladehold War-Whip", "ability.keyword_cost_change")
def test_702_6_equip_abilities_of_other_equipment_cost_one_less():
    game = board(["Bladehold War-Whip", "Bonesplitter", "Grizzly Bears", "Mountain"]
                 + ["Plains"] * 3, [])
    bears = ids(game, "Grizzly Bears")[0]
    game.act(Action("activate", 0, ids(game, "Bonesplitter")[0], ability=0,
                    targets=(("object", bears),)))     # Equip {1} less {1}: free
    resolve(game)
    assert _power(game, "Grizzly Bears") == 4
    assert not _activatable(game, "Bladehold War-Whip")   # its own: {3}{R}{W}, four lands


@plays("Eidolon of Obstruction", "static.activation_cost_change")
def test_606_3_opponents_loyalty_abilities_cost_one_more():
    def game_with(lands: list[str]) -> tuple[Game, int]:
        game = board(lands, ["Eidolon of Obstruction"])
        jace = create_object(game.state, card_def("Jace Beleren"), 0, "battlefield")
        jace.counters["loyalty"] = 3
        jace.since = 0
        game.state.changed()
        return game, jace.id
    game, _ = game_with([])
    assert not _activatable(game, "Jace Beleren")      # +2 now costs {1} too
    game, jace = game_with(["Island"])
    game.act(Action("activate", 0, jace, ability=0))   # +2: Each player draws a card.
    resolve(game)
    assert game.state.objects[jace].counters["loyalty"] == 5
    assert all(game.state.objects[i].tapped for i in ids(game, "Island"))


@plays("Baru, Wurmspeaker", "ability.cost_change", "spell.self_cost_x")
def test_602_2b_this_ability_costs_x_less_the_greatest_power_among_wurms():
    game = board(["Baru, Wurmspeaker", "Forest"], [])
    assert not _activatable(game, "Baru, Wurmspeaker")   # no Wurm: {7}{G}
    game = board(["Baru, Wurmspeaker", "Craw Wurm", "Forest"], [])
    game.act("activate Baru, Wurmspeaker")               # power 6+2: {7}{G} less {8}: {G}
    resolve(game)
    assert len(ids(game, "Wurm")) == 1


@plays("Tithe Taker", "static.cost_change", "static.activation_cost_change",
       "condition.during_your_turn")
def test_601_2f_tithe_taker_taxes_opponents_spells_and_abilities_during_your_turn():
    game = board(["Tithe Taker"], ["Mountain", "Dragon Engine", "Mountain"],
                 hands=((), ["Lightning Bolt"]))
    game.act("pass")
    assert game.decision.player == 1
    assert not _activatable(game, "Dragon Engine", 1)   # {2} more {1}: two Mountains
    game.act("cast Lightning Bolt targeting Tithe Taker")   # {R} more {1}
    assert all(game.state.objects[i].tapped for i in ids(game, "Mountain"))
    game = board(["Mountain"], ["Tithe Taker"], hands=(["Lightning Bolt"], []))
    game.act("cast Lightning Bolt targeting Tithe Taker")   # Bob's turn it isn't: {R}
    resolve(game)
    assert not ids(game, "Tithe Taker")


@plays("Hurkyl's Final Meditation", "spell.self_cost_change", "condition.during_others_turns")
def test_601_2f_three_more_during_turns_other_than_yours():
    game = board([], ["Island"] * 7, hands=((), ["Hurkyl's Final Meditation"]))
    game.act("pass")
    assert game.decision.player == 1
    assert not _castable(game, "Hurkyl's Final Meditation", 1)    # Alice's turn: {7}{U}{U}{U}
    game = board(["Island"] * 7 + ["Grizzly Bears"], [],
                 hands=(["Hurkyl's Final Meditation"], []))
    game.act("cast Hurkyl's Final Meditation")                    # Alice's own: {4}{U}{U}{U}
    resolve(game)
    assert not ids(game, "Grizzly Bears")


@plays("Goblin Anarchomancer", "static.cost_change")
def test_601_2f_each_spell_that_is_red_or_green_costs_one_less():
    game = board(["Goblin Anarchomancer", "Forest"], [], hands=(["Grizzly Bears"], []))
    game.act("cast Grizzly Bears")                     # green: {G}
    resolve(game)
    assert ids(game, "Grizzly Bears")
    game = board(["Goblin Anarchomancer", "Island", "Island"], [], hands=(["Divination"], []))
    assert not _castable(game, "Divination")           # blue: {2}{U}
