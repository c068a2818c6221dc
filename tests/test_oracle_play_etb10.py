"""Enters-the-battlefield replacement effects played in real games (tenth list): "As this
creature enters, it becomes your choice of a 3/3 creature, a 2/2 creature with flying, or
a 1/6 creature with defender." (CR 208.2b, 614.12a, 707.2)."""

from __future__ import annotations

from boards import board, declare_attackers
from test_oracle_play import (
    BOB,
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
from test_oracle_play_x_targets import padded

from tolaria import Action
from tolaria.cards.registry import card_def

# -- "As this creature enters, it becomes your choice of ..." (CR 208.2b, 614.12a) ----------


def _enter_as(name: str, lands: list[str], answer: str, hands: list[str] | None = None):
    game = board(lands, [], hands=([name] + (hands or []), []))
    cast(game, name)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "replacement" and game.decision.player == 0
    choose(game, answer)
    return game


@plays("Primal Plasma", "animation.enters_becomes_choice")
def test_614_12a_primal_plasma_chosen_as_a_2_2_flyer_stays_an_elemental_shapeshifter():
    """Alice chooses before it enters (CR 614.12a); it is a 2/2 flyer, its creature types
    kept (CR 205.1a); its printed */* is 0/0 off the battlefield (CR 208.2b)."""
    assert card_def("Primal Plasma").power == 0
    game = _enter_as("Primal Plasma", ["Island"] * 4, "a 2/2 creature with flying")
    c = chars(game, obj(game, "Primal Plasma"))
    assert (c.power, c.toughness) == (2, 2)
    assert "flying" in c.keywords and "defender" not in c.keywords
    assert {"Elemental", "Shapeshifter"} <= set(c.subtypes)


@plays("Corrupted Shapeshifter", "animation.enters_becomes_choice")
def test_614_12a_corrupted_shapeshifter_offers_three_choices_and_becomes_a_0_12_wall():
    game = board(["Island"] * 4, [], hands=(["Corrupted Shapeshifter"], []))
    cast(game, "Corrupted Shapeshifter")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert set(game.decision.options) == {"a 3/3 creature with flying",
                                          "a 2/5 creature with vigilance",
                                          "a 0/12 creature with defender"}
    choose(game, "a 0/12 creature with defender")
    c = chars(game, obj(game, "Corrupted Shapeshifter"))
    assert (c.power, c.toughness) == (0, 12) and "defender" in c.keywords
    assert not c.colors                                              # devoid (CR 702.114a)


@plays("Primal Clay", "animation.enters_becomes_choice")
def test_208_2b_primal_clay_as_a_wall_is_a_1_6_shapeshifter_wall_artifact_creature():
    game = _enter_as("Primal Clay", ["Plains"] * 4,
                     "a 1/6 Wall artifact creature with defender in addition to its other "
                     "types")
    c = chars(game, obj(game, "Primal Clay"))
    assert (c.power, c.toughness) == (1, 6) and "defender" in c.keywords
    assert {"Artifact", "Creature"} <= set(c.types)
    assert {"Shapeshifter", "Wall"} <= set(c.subtypes)


@plays("Primal Clay", "animation.enters_becomes_choice")
def test_707_2_a_clone_copying_primal_clay_copies_the_chosen_3_3():
    """The choice is part of Primal Clay's copiable values (CR 208.2b, 707.2): a Clone
    entering as a copy of it is a 3/3 too, and then makes its own choice (CR 614.12,
    616.1c), here the 2/2 flyer."""
    game = _enter_as("Primal Clay", ["Island"] * 8, "a 3/3 artifact creature",
                     hands=["Clone"])
    clay = obj(game, "Primal Clay")
    c = chars(game, clay)
    assert (c.power, c.toughness) == (3, 3) and "flying" not in c.keywords
    cast(game, "Clone")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert clay in game.decision.options
    choose(game, clay)                                   # Clone copies Primal Clay
    assert game.decision.kind == "replacement"
    assert "a 2/2 artifact creature with flying" in game.decision.options
    choose(game, "a 2/2 artifact creature with flying")
    clone = next(o for o in game.state.battlefield
                 if game.state.objects[o].card.name == "Clone")
    assert chars(game, clone).name == "Primal Clay"
    c = chars(game, clone)
    assert (c.power, c.toughness) == (2, 2) and "flying" in c.keywords
    assert (chars(game, clay).power, chars(game, clay).toughness) == (3, 3)


# -- prevention: several targets, groups of sources (CR 615.1, 609.7b) ---------------------


def _ping(game, pinger: int, target) -> None:
    activate(game, pinger, target)
    resolve(game)


@plays("Redeem", "effect.prevent_all_several")
def test_615_1_redeem_protects_both_targets_from_pyroclasm_but_not_bobs_bears():
    """A shield for each of the two targets (CR 615.1, 115.3); Bob's Bears, not chosen,
    dies to Pyroclasm (CR 704.5g)."""
    game = board(["Plains", "Plains", "Mountain", "Mountain", "Grizzly Bears",
                  "Llanowar Elves"], ["Grizzly Bears"], hands=(["Redeem", "Pyroclasm"], []))
    bears, elves = obj(game, "Grizzly Bears"), obj(game, "Llanowar Elves")
    cast(game, "Redeem", bears, elves)
    resolve(game)
    cast(game, "Pyroclasm")
    resolve(game)
    assert names(game).count("Grizzly Bears") == 1 and "Llanowar Elves" in names(game)
    assert grave(game, 1) == ["Grizzly Bears"]
    assert game.state.objects[bears].damage == 0


@plays("Soul Parry", "effect.prevent_all_several")
def test_615_1_soul_parry_with_one_target_stops_only_that_creatures_damage():
    """"One or two target creatures": with one chosen, only its damage is prevented."""
    game = board(["Plains", "Plains", "Prodigal Pyromancer", "Prodigal Sorcerer"], [],
                 hands=(["Soul Parry"], []))
    pyromancer, sorcerer = obj(game, "Prodigal Pyromancer"), obj(game, "Prodigal Sorcerer")
    cast(game, "Soul Parry", pyromancer, None)
    resolve(game)
    _ping(game, pyromancer, BOB)
    assert life(game, 1) == 20
    _ping(game, sorcerer, BOB)
    assert life(game, 1) == 19


@plays("Chameleon Blur", "effect.prevent_all_group_deals")
def test_615_1_chameleon_blur_stops_creature_damage_to_players_only():
    """Creatures' damage to players is prevented; to a creature it isn't, nor a spell's
    damage to a player (CR 615.1, 609.7b)."""
    game = board(["Forest"] * 4 + ["Mountain", "Prodigal Pyromancer", "Prodigal Sorcerer"],
                 ["Grizzly Bears"], hands=(["Chameleon Blur", "Shock"], []))
    cast(game, "Chameleon Blur")
    resolve(game)
    _ping(game, obj(game, "Prodigal Pyromancer"), BOB)
    assert life(game, 1) == 20
    bears = obj(game, "Grizzly Bears")
    _ping(game, obj(game, "Prodigal Sorcerer"), bears)
    assert game.state.objects[bears].damage == 1
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 18


@plays("Luminesce", "effect.prevent_all_group_deals", "phrase.quality_sources")
def test_615_1_luminesce_stops_red_sources_spells_included_but_not_blue_ones():
    """A red instant and a red creature deal no damage; a blue creature does; each
    source's color checked as it would deal damage (CR 609.7b, 105.2)."""
    game = board(["Plains", "Mountain", "Prodigal Pyromancer", "Prodigal Sorcerer"], [],
                 hands=(["Luminesce", "Shock"], []))
    cast(game, "Luminesce")
    resolve(game)
    cast(game, "Shock", BOB)
    resolve(game)
    _ping(game, obj(game, "Prodigal Pyromancer"), BOB)
    assert life(game, 1) == 20
    _ping(game, obj(game, "Prodigal Sorcerer"), BOB)
    assert life(game, 1) == 19


@plays("Repel the Abominable", "phrase.quality_sources", "effect.prevent_all")
def test_615_1_repel_the_abominable_stops_shock_but_not_a_human_wizard():
    """Shock has no creature types, so it is a non-Human source (CR 205.3d); the Human
    Wizard's damage is dealt."""
    game = board(["Plains", "Plains", "Mountain", "Prodigal Pyromancer"], [],
                 hands=(["Repel the Abominable", "Shock"], []))
    cast(game, "Repel the Abominable")
    resolve(game)
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 20
    _ping(game, obj(game, "Prodigal Pyromancer"), BOB)
    assert life(game, 1) == 19


@plays("Lithomancer's Focus", "phrase.quality_sources", "effect.prevent_all")
def test_105_2c_lithomancers_focus_stops_a_colorless_rod_but_not_shock():
    game = board(["Plains", "Mountain"] + ["Wastes"] * 3 + ["Rod of Ruin", "Grizzly Bears"],
                 [], hands=(["Lithomancer's Focus", "Shock"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Lithomancer's Focus", bears)
    resolve(game)
    _ping(game, obj(game, "Rod of Ruin"), bears)
    assert game.state.objects[bears].damage == 0
    cast(game, "Shock", bears)
    resolve(game)
    assert game.state.objects[bears].damage == 2 and "Grizzly Bears" in names(game)


@plays("Serene Sunset", "effect.prevent_all_several", "target.x")
def test_615_1_serene_sunset_x_1_stops_the_bears_combat_damage_not_the_giants():
    """X = 1: one target, one shield; the Hill Giant's combat damage is dealt (CR 510.2)."""
    game = board(["Forest", "Forest", "Grizzly Bears", "Hill Giant"], [],
                 hands=(["Serene Sunset"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    cast(game, "Serene Sunset", *padded(bears), x=1)
    resolve(game)
    declare_attackers(game, bears, giant)
    to_step(game, "end of combat")
    assert life(game, 1) == 17


# -- "that creature enters with an additional +1/+1 counter on it" (CR 614.1c, 603.7b) -----


@plays("Kumano Faces Kakkazan", "delayed.next_cast_enters_with")
def test_603_7b_kumano_chapter_ii_the_next_creature_spell_only_enters_with_a_counter():
    """Chapter II sets up a delayed trigger (CR 603.7a, 714.2b); the next creature spell
    Alice casts this turn enters with a +1/+1 counter (CR 614.1c), the one after doesn't
    (CR 603.7b)."""
    game = board(["Forest", "Forest", "Forest", "Forest", "Kumano Faces Kakkazan"], [],
                 hands=(["Grizzly Bears", "Llanowar Elves"], []), step="upkeep")
    saga = obj(game, "Kumano Faces Kakkazan")
    game.state.objects[saga].counters["lore"] = 1
    game.state.changed()
    to_step(game, "precombat main")
    resolve(game)                                        # chapter II (CR 714.3b)
    assert game.state.objects[saga].counters["lore"] == 2
    cast(game, "Grizzly Bears")
    resolve(game)
    bears = obj(game, "Grizzly Bears")
    assert game.state.objects[bears].counters.get("+1/+1") == 1
    assert (chars(game, bears).power, chars(game, bears).toughness) == (3, 3)
    cast(game, "Llanowar Elves")
    resolve(game)
    assert not game.state.objects[obj(game, "Llanowar Elves")].counters.get("+1/+1")


@plays("Wildgrowth Archaic", "effect.spell_enters_with", "quantity.where_x")
def test_608_2h_wildgrowth_archaic_counts_the_colors_spent_on_each_creature_spell():
    """X is the number of colors of mana spent to cast the creature spell, counted as the
    trigger resolves (CR 608.2h, 106.1); the spell then enters with X counters (614.1c):
    two for Watchwolf paid with {G}{W}, one for Llanowar Elves paid with {G}."""
    game = board(["Forest", "Forest", "Forest", "Forest", "Plains"], [],
                 hands=(["Wildgrowth Archaic", "Watchwolf", "Llanowar Elves"], []))
    cast(game, "Wildgrowth Archaic")
    resolve(game)
    assert game.state.objects[obj(game, "Wildgrowth Archaic")].counters["+1/+1"] == 1
    cast(game, "Watchwolf")
    resolve(game)
    assert game.state.objects[obj(game, "Watchwolf")].counters.get("+1/+1") == 2
    cast(game, "Llanowar Elves")
    resolve(game)
    assert game.state.objects[obj(game, "Llanowar Elves")].counters.get("+1/+1") == 1


def _etching(alice: list[str], bob: list[str], hands):
    from tolaria.rules import faces
    game = board(alice + ["Kumano Faces Kakkazan"], bob, hands=hands)
    saga = game.state.objects[obj(game, "Kumano Faces Kakkazan")]
    faces.transform(game.state, saga)                         # Etching of Kumano (CR 712)
    game.state.changed()
    assert saga.name == "Etching of Kumano"
    return game


@plays("Kumano Faces Kakkazan", "static.dies_exile_damaged_by_yours")
def test_614_1a_etching_of_kumano_exiles_a_creature_alices_shock_kills():
    game = _etching(["Mountain"], ["Grizzly Bears"], hands=(["Shock"], []))
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    assert "Grizzly Bears" not in names(game) and not grave(game, 1)
    assert [game.state.objects[i].name for i in game.state.players[1].exile] == \
        ["Grizzly Bears"]


@plays("Kumano Faces Kakkazan", "static.dies_exile_damaged_by_yours")
def test_700_4_etching_of_kumano_a_creature_damaged_earlier_then_destroyed_is_exiled():
    """Dealt damage by Alice's Pyromancer this turn, the Giant survives it; destroyed
    later, it would die, so it is exiled (CR 614.1a, 700.4)."""
    game = _etching(["Swamp", "Swamp", "Prodigal Pyromancer"], ["Hill Giant"],
                    hands=(["Doom Blade"], []))
    giant = obj(game, "Hill Giant")
    _ping(game, obj(game, "Prodigal Pyromancer"), giant)
    assert giant in game.state.battlefield
    cast(game, "Doom Blade", giant)
    resolve(game)
    assert not grave(game, 1) and len(game.state.players[1].exile) == 1


@plays("Kumano Faces Kakkazan", "static.dies_exile_damaged_by_yours")
def test_614_1a_etching_of_kumano_bobs_own_shock_on_his_creature_isnt_alices_source():
    game = _etching([], ["Mountain", "Grizzly Bears"], hands=([], ["Shock"]))
    game.act(Action("pass", 0))                           # Bob gets priority
    cast(game, "Shock", obj(game, "Grizzly Bears"), player=1)
    resolve(game)
    assert sorted(grave(game, 1)) == ["Grizzly Bears", "Shock"]


# -- "enters with N <kind> counters and a <kind> counter on it" (CR 614.1c, 122.1b) --------


@plays("Voidpouncer", "static.enters_with_kinds", "condition.enters_if",
       "replacement.enters_with_ability")
def test_614_1c_voidpouncer_kicked_enters_with_both_kinds_and_haste():
    game = board(["Mountain", "Mountain", "Wastes", "Wastes", "Wastes"], [],
                 hands=(["Voidpouncer"], []))
    cast(game, "Voidpouncer", costs=("kicker",))
    resolve(game)
    pouncer = game.state.objects[obj(game, "Voidpouncer")]
    assert pouncer.counters == {"+1/+1": 2, "trample": 1}
    c = chars(game, pouncer.id)
    assert (c.power, c.toughness) == (5, 3)
    assert {"trample", "haste"} <= set(c.keywords)


@plays("Voidpouncer", "static.enters_with_kinds", "condition.enters_if")
def test_702_33d_voidpouncer_not_kicked_enters_with_no_counters():
    game = board(["Mountain", "Mountain"], [], hands=(["Voidpouncer"], []))
    cast(game, "Voidpouncer")
    resolve(game)
    pouncer = game.state.objects[obj(game, "Voidpouncer")]
    assert not pouncer.counters and "haste" not in chars(game, pouncer.id).keywords


@plays("Dust Animus", "condition.if_enters_with", "static.enters_with_kinds")
def test_614_1c_dust_animus_with_five_untapped_lands_as_it_enters():
    """Checked as it would enter (CR 614.1c): seven lands, two tapped to cast it, five
    still untapped."""
    game = board(["Plains"] * 7, [], hands=(["Dust Animus"], []))
    cast(game, "Dust Animus")
    resolve(game)
    animus = game.state.objects[obj(game, "Dust Animus")]
    assert animus.counters == {"+1/+1": 2, "lifelink": 1}
    assert "lifelink" in chars(game, animus.id).keywords


@plays("Dust Animus", "condition.if_enters_with")
def test_614_1c_dust_animus_the_lands_tapped_to_cast_it_dont_count():
    """Six lands, two tapped to cast it: four untapped as it enters, so no counters."""
    game = board(["Plains"] * 6, [], hands=(["Dust Animus"], []))
    cast(game, "Dust Animus")
    resolve(game)
    assert not game.state.objects[obj(game, "Dust Animus")].counters


@plays("Ravaging Riftwurm", "condition.enters_if")
def test_702_63a_ravaging_riftwurm_kicked_enters_with_five_time_counters():
    """Vanishing 2's two time counters and the three additional ones (CR 702.63a,
    614.1c)."""
    game = board(["Forest"] * 7, [], hands=(["Ravaging Riftwurm", "Ravaging Riftwurm"], []))
    cast(game, "Ravaging Riftwurm", costs=("kicker",))
    resolve(game)
    assert game.state.objects[obj(game, "Ravaging Riftwurm")].counters == {"time": 5}


# -- "Prevent the next N damage ..." shields (CR 615.7) -------------------------------------


@plays("Barbed Wire", "effect.prevent_next_more")
def test_615_7_barbed_wire_prevents_the_next_1_damage_it_would_deal():
    """Alice answers its upkeep trigger with its own shield: the 1 damage it would deal
    her is prevented (CR 615.7); the shield is on damage from it, to anyone."""
    game = board(["Wastes", "Wastes", "Barbed Wire"], [], step="upkeep")
    assert game.state.stack                              # its trigger (CR 503.1)
    activate(game, obj(game, "Barbed Wire"))
    resolve(game)
    assert life(game, 0) == 20


@plays("Decorated Griffin", "effect.prevent_next_more")
def test_510_2_decorated_griffin_prevents_1_combat_damage_to_its_controller():
    """Bob's shield prevents 1 of the 2 combat damage Alice's Bears deal him (CR 510.2,
    615.7)."""
    game = board(["Grizzly Bears"], ["Plains", "Plains", "Decorated Griffin"])
    declare_attackers(game, obj(game, "Grizzly Bears"))
    game.act(Action("pass", 0))
    assert game.decision.player == 1
    activate(game, obj(game, "Decorated Griffin"), player=1)
    resolve(game)
    to_step(game, "end of combat")
    assert life(game, 1) == 19


@plays("Decorated Griffin", "effect.prevent_next_more")
def test_615_7_decorated_griffins_shield_ignores_noncombat_damage():
    game = board(["Plains", "Plains", "Mountain", "Decorated Griffin"], [],
                 hands=(["Shock"], []))
    activate(game, obj(game, "Decorated Griffin"))
    resolve(game)
    cast(game, "Shock", ("player", 0))
    resolve(game)
    assert life(game, 0) == 18


@plays("Samite Alchemist", "effect.prevent_next_more")
def test_615_7_samite_alchemist_prevents_4_damage_to_the_bears_and_taps_them():
    game = board(["Plains", "Plains", "Mountain", "Samite Alchemist", "Grizzly Bears"], [],
                 hands=(["Shock"], []))
    bears = obj(game, "Grizzly Bears")
    activate(game, obj(game, "Samite Alchemist"), bears)
    resolve(game)
    assert game.state.objects[bears].tapped
    cast(game, "Shock", bears)
    resolve(game)
    assert game.state.objects[bears].damage == 0


@plays("Battlefield Medic", "effect.prevent_next_more", "quantity.where_x")
def test_608_2h_battlefield_medic_with_two_clerics_prevents_2_damage():
    """X is the number of Clerics on the battlefield as it resolves (CR 608.2h): the Medic
    and Bob's Samite Healer, so Shock's 2 damage to the Bears is prevented."""
    game = board(["Mountain", "Battlefield Medic", "Grizzly Bears"], ["Samite Healer"],
                 hands=(["Shock"], []))
    bears = obj(game, "Grizzly Bears")
    activate(game, obj(game, "Battlefield Medic"), bears)
    resolve(game)
    cast(game, "Shock", bears)
    resolve(game)
    assert game.state.objects[bears].damage == 0


@plays("Battlefield Medic", "effect.prevent_next_more", "quantity.where_x")
def test_615_7_battlefield_medic_alone_prevents_only_1_of_shocks_2():
    game = board(["Mountain", "Battlefield Medic", "Hill Giant"], [], hands=(["Shock"], []))
    giant = obj(game, "Hill Giant")
    activate(game, obj(game, "Battlefield Medic"), giant)
    resolve(game)
    cast(game, "Shock", giant)
    resolve(game)
    assert game.state.objects[giant].damage == 1


@plays("Radiant Kavu", "effect.prevent_all_group_deals")
def test_615_1_radiant_kavu_stops_blue_creatures_combat_damage_not_green():
    """"Blue creatures and black creatures": the blue Sorcerer's combat damage is
    prevented, the green Bears' isn't (CR 615.1, 510.2)."""
    game = board(["Mountain", "Forest", "Plains", "Radiant Kavu", "Prodigal Sorcerer",
                  "Grizzly Bears"], [])
    activate(game, obj(game, "Radiant Kavu"))
    resolve(game)
    declare_attackers(game, obj(game, "Prodigal Sorcerer"), obj(game, "Grizzly Bears"))
    to_step(game, "end of combat")
    assert life(game, 1) == 18


@plays("Ajani's Aid", "effect.prevent_all_chosen_creature")
def test_609_7a_ajanis_aid_bob_chooses_the_giant_its_combat_damage_is_prevented():
    """Bob chooses a creature as the ability resolves (CR 609.7a), not a land; the Giant's
    3 combat damage is prevented, the Bears' 2 is dealt (CR 615.1)."""
    game = board(["Hill Giant", "Grizzly Bears"], ["Plains", "Ajani's Aid"])
    giant, bears = obj(game, "Hill Giant"), obj(game, "Grizzly Bears")
    declare_attackers(game, giant, bears)
    game.act(Action("pass", 0))
    activate(game, obj(game, "Ajani's Aid"), player=1)
    game.act(Action("pass", 1))
    game.act(Action("pass", 0))
    assert game.decision.kind == "choose" and game.decision.player == 1
    assert obj(game, "Plains") not in game.decision.options
    choose(game, giant)
    to_step(game, "end of combat")
    assert life(game, 1) == 18
