"""Damage, life and counter replacement effects compiled from Oracle text and played
(CR 614.1a, 615.1, 616.1, 701.9e)."""

from __future__ import annotations

from boards import board
from test_oracle_play import (
    ALICE,
    BOB,
    Action,
    activate,
    cast,
    choose_targets,
    in_hand,
    life,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria.cards.registry import card_def


def _counters(game, oid: int, kind: str = "+1/+1") -> int:
    return game.state.objects[oid].counters.get(kind, 0)


# -- damage (CR 614.1a, 615.1) --------------------------------------------------------------


@plays("Fiery Emancipation", "static.damage_mod")
def test_614_1a_fiery_emancipation_triples_only_damage_from_its_controllers_sources():
    game = board(["Fiery Emancipation", "Mountain"], ["Mountain"],
                 hands=(["Shock"], ["Shock"]))
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 14                       # 2 tripled
    game.act(Action("pass", 0))                      # Bob gets priority: he shocks Alice
    cast(game, "Shock", ALICE, player=1)
    resolve(game)
    assert life(game, 0) == 18                       # Bob's source: not tripled


@plays("Torbran, Thane of Red Fell", "static.damage_mod")
def test_614_1a_torbran_adds_two_to_red_damage_to_opponents_and_their_permanents():
    game = board(["Torbran, Thane of Red Fell", "Mountain", "Mountain"], ["Hill Giant"],
                 hands=(["Shock", "Shock"], []))
    giant = obj(game, "Hill Giant")
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 16                       # 2 + 2
    cast(game, "Shock", giant)
    resolve(game)
    assert giant not in game.state.battlefield       # 4 damage to a 3/3
    assert life(game, 0) == 20


@plays("Benevolent Unicorn", "static.damage_mod")
def test_614_1a_benevolent_unicorn_reduces_spell_damage_by_one():
    game = board(["Benevolent Unicorn", "Mountain"], [], hands=(["Shock"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 19


@plays("Orbs of Warding", "static.damage_mod")
def test_615_1_orbs_of_warding_prevents_one_damage_from_each_creature():
    game = board(["Craw Wurm"], ["Orbs of Warding"], step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Craw Wurm"), BOB),)))
    to_step(game, "combat damage")
    assert life(game, 1) == 15                       # 6 - 1


@plays("Rem Karolus, Stalwart Slayer", "static.damage_mod")
def test_615_1_rem_karolus_prevents_spell_damage_to_its_controller():
    game = board(["Mountain"], ["Rem Karolus, Stalwart Slayer"], hands=(["Shock"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 20


# -- life (CR 614.1a) -----------------------------------------------------------------------


@plays("Boon Reflection", "static.life_gain_mod")
@plays("Angel of Vitality", "static.life_gain_mod")
def test_616_1_boon_reflection_and_angel_of_vitality_order_chosen():
    game = board(["Boon Reflection", "Angel of Vitality", "Plains"], [],
                 hands=(["Healing Salve"], []))
    cast(game, "Healing Salve", ALICE)
    resolve(game)
    if game.decision.kind == "replacement":               # CR 616.1: Alice orders them
        game.act(Action("choose", 0, choice=(obj(game, "Boon Reflection"),)))
    assert life(game, 0) == 27                       # (3 * 2) + 1


@plays("Tainted Remedy", "static.life_gain_mod")
def test_614_1a_tainted_remedy_turns_an_opponents_life_gain_into_loss():
    game = board(["Plains"], ["Tainted Remedy"], hands=(["Healing Salve"], []))
    cast(game, "Healing Salve", ALICE)
    resolve(game)
    assert life(game, 0) == 17


# -- counters (CR 614.1a, 701.9e) -----------------------------------------------------------


@plays("Hardened Scales", "static.counters_mod")
@plays("Sage of the Fang", "effect.double_counters")
def test_701_9e_sage_of_the_fang_doubles_counters_and_hardened_scales_adds_one():
    game = board(["Hardened Scales", "Grizzly Bears"] + ["Forest"] * 4, [])
    bears = obj(game, "Grizzly Bears")
    grave_sage = card_def("Sage of the Fang")
    from tolaria.rules.zones import create_object
    sage = create_object(game.state, grave_sage, 0, "graveyard")
    game.state.changed()
    activate(game, sage.id, bears)
    resolve(game)
    # 1 (+1 from Scales) = 2; doubling puts 2 more (+1 from Scales) = 5.
    assert _counters(game, bears) == 5


@plays("Vizier of Remedies", "static.counters_mod")
def test_614_1a_vizier_of_remedies_puts_one_fewer_minus_counter():
    game = board(["Vizier of Remedies", "Hill Giant"], [])
    giant = obj(game, "Hill Giant")
    from tolaria.rules import events
    events.happen(game.state, events.Counters(giant, "-1/-1", 2))
    assert _counters(game, giant, "-1/-1") == 1
    events.happen(game.state, events.Counters(giant, "+1/+1", 2))
    assert _counters(game, giant) == 2                  # another kind: unchanged


@plays("Benevolent Hydra", "static.counters_mod")
@plays("Mowu, Loyal Companion", "static.counters_mod")
def test_614_1a_another_creature_and_this_creature_counter_scopes():
    game = board(["Benevolent Hydra", "Mowu, Loyal Companion", "Grizzly Bears"], [])
    hydra, mowu, bears = (obj(game, n) for n in ("Benevolent Hydra", "Mowu, Loyal Companion",
                                                   "Grizzly Bears"))
    before = _counters(game, hydra)
    from tolaria.rules import events
    events.happen(game.state, events.Counters(hydra, "+1/+1", 1))
    assert _counters(game, hydra) == before + 1         # "another": not the Hydra itself
    events.happen(game.state, events.Counters(bears, "+1/+1", 1))
    assert _counters(game, bears) == 2                  # the Hydra's +1; Mowu's only on Mowu
    events.happen(game.state, events.Counters(mowu, "+1/+1", 1))
    if game.decision.kind == "choose":                  # CR 616.1: either order: same result
        game.act(Action("choose", 0, choice=(game.decision.options[0],)))
    assert _counters(game, mowu) == 3                   # 1 + 1 (Hydra) + 1 (Mowu)


@plays("Temple Altisaur", "static.damage_mod")
def test_615_1_temple_altisaur_prevents_all_but_one_damage_to_other_dinosaurs():
    game = board(["Mountain", "Mountain"], ["Temple Altisaur", "Ripjaw Raptor"],
                 hands=(["Shock", "Shock"], []))
    raptor, altisaur = obj(game, "Ripjaw Raptor"), obj(game, "Temple Altisaur")
    cast(game, "Shock", raptor)
    resolve(game)
    assert game.state.objects[raptor].damage == 1
    cast(game, "Shock", altisaur)                       # "another": the Altisaur gets all 2
    resolve(game)
    assert game.state.objects[altisaur].damage == 2


@plays("Sulfuric Vortex", "static.life_gain_mod")
def test_614_1b_sulfuric_vortex_no_one_gains_life():
    game = board(["Plains", "Sulfuric Vortex"], [], hands=(["Healing Salve"], []))
    cast(game, "Healing Salve", ALICE)
    resolve(game)
    assert life(game, 0) == 20


@plays("Plated Pegasus", "static.damage_mod")
@plays("Valley Flamecaller", "static.damage_mod")
def test_615_1_plated_pegasus_and_valley_flamecaller_sources():
    game = board(["Plated Pegasus", "Mountain"], [], hands=(["Shock"], []))
    cast(game, "Shock", BOB)                            # a spell: 1 prevented
    resolve(game)
    assert life(game, 1) == 19
    game = board(["Valley Flamecaller", "Plated Pegasus"], ["Valley Flamecaller"],
                 step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Valley Flamecaller"), BOB),)))
    to_step(game, "combat damage")
    assert life(game, 1) == 20 - 4                      # a Lizard Alice controls: 3 + 1


# -- "exile it instead" (CR 614.1a, 700.4) ---------------------------------------------------


def _exiled(game, name: str, player: int = 1) -> bool:
    state = game.state
    return any(state.objects[i].name == name for i in state.players[player].exile)


@plays("Anger of the Gods", "effect.exile_if_damaged_dies")
def test_614_1a_anger_of_the_gods_exiles_the_creatures_it_damaged():
    game = board(["Mountain"] * 3, ["Grizzly Bears", "Hill Giant"],
                 hands=(["Anger of the Gods"], []))
    cast(game, "Anger of the Gods")
    resolve(game)
    assert _exiled(game, "Grizzly Bears") and _exiled(game, "Hill Giant")
    assert not game.state.players[1].graveyard


@plays("Flaying Tendrils", "effect.exile_if_damaged_dies")
def test_614_1a_flaying_tendrils_exiles_each_creature_that_would_die_this_turn():
    game = board(["Swamp"] * 3, ["Grizzly Bears", "Hill Giant"],
                 hands=(["Flaying Tendrils"], []))
    cast(game, "Flaying Tendrils")
    resolve(game)
    assert _exiled(game, "Grizzly Bears")               # 2/2 - 2/2: dies, exiled
    assert obj(game, "Hill Giant") in game.state.battlefield


@plays("Frostwielder", "static.dies_exile")
def test_614_1a_frostwielder_exiles_a_creature_it_dealt_damage_to_this_turn():
    game = board(["Frostwielder", "Mountain"], ["Grizzly Bears", "Hill Giant"],
                 hands=(["Shock"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    activate(game, obj(game, "Frostwielder"), giant)   # 1 damage to the Giant
    resolve(game)
    cast(game, "Shock", giant)                         # it dies: exiled instead
    resolve(game)
    assert _exiled(game, "Hill Giant")
    game.state.objects[bears].damage = 2               # Frostwielder didn't damage the Bears
    game.state.changed()
    game.act(Action("pass", 0))
    assert not _exiled(game, "Grizzly Bears")


@plays("Gloomshrieker", "static.dies_exile")
@plays("Misery's Shadow", "static.dies_exile")
def test_614_1a_self_and_opponents_creatures_exiled_instead_of_dying():
    game = board(["Mountain", "Mountain", "Misery's Shadow"], ["Gloomshrieker", "Grizzly Bears"],
                 hands=(["Shock", "Shock"], []))
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    assert _exiled(game, "Grizzly Bears")              # Misery's Shadow: Bob's creature
    game.state.objects[obj(game, "Misery's Shadow")].damage = 0
    cast(game, "Shock", obj(game, "Misery's Shadow"))  # Alice's own: to her graveyard
    resolve(game)
    assert any(game.state.objects[i].name == "Misery's Shadow"
               for i in game.state.players[0].graveyard)
    game = board(["Gloomshrieker", "Mountain"], [], hands=(["Shock"], []))
    cast(game, "Shock", obj(game, "Gloomshrieker"))
    resolve(game)
    assert _exiled(game, "Gloomshrieker", player=0)


@plays("Fire Ants", "effect.damage_each")
def test_109_5_fire_ants_damages_each_other_creature_without_flying():
    game = board(["Fire Ants", "Grizzly Bears"], ["Savannah Lions", "Suntail Hawk"])
    ants = obj(game, "Fire Ants")
    activate(game, ants)
    resolve(game)
    state = game.state
    assert state.objects[ants].damage == 0                  # "other": not itself
    assert state.objects[obj(game, "Grizzly Bears")].damage == 1
    assert not any(state.objects[i].name == "Savannah Lions" for i in state.battlefield)
    assert state.objects[obj(game, "Suntail Hawk")].damage == 0    # it has flying


# -- redirection (CR 614.9) -------------------------------------------------------------------


@plays("Lancers en-Kor", "effect.redirect")
def test_614_9_lancers_en_kor_redirects_the_next_one_damage_and_the_rest_stays():
    game = board(["Lancers en-Kor", "Grizzly Bears", "Mountain", "Mountain"], [],
                 hands=(["Shock", "Shock"], []))
    lancers, bears = obj(game, "Lancers en-Kor"), obj(game, "Grizzly Bears")
    activate(game, lancers, bears)
    resolve(game)
    cast(game, "Shock", lancers)                       # 2 damage: 1 to the Bears, 1 stays
    resolve(game)
    state = game.state
    assert state.objects[lancers].damage == 1 and state.objects[bears].damage == 1
    activate(game, lancers, bears)
    activate(game, lancers, bears)
    resolve(game)
    cast(game, "Shock", lancers)                       # both shields: all of it moves
    resolve(game)
    assert state.objects[lancers].damage == 1 and bears not in state.battlefield


def test_616_1_many_identical_redirect_shields_ask_only_among_different_results():
    # Ten activations towards the Bears and two towards the Giant: twelve shields, but
    # only two different choices (CR 616.1e); the order of identical ones can't matter.
    game = board(["Lancers en-Kor", "Grizzly Bears", "Hill Giant", "Mountain"], [],
                 hands=(["Shock"], []))
    lancers, bears, giant = (obj(game, n) for n in ("Lancers en-Kor", "Grizzly Bears",
                                                    "Hill Giant"))
    for target in [bears] * 10 + [giant] * 2:
        activate(game, lancers, target)
    resolve(game)
    cast(game, "Shock", lancers)
    resolve(game)
    assert game.decision.kind == "replacement" and len(game.decision.options) == 2
    game.act(Action("choose", 0, choice=(game.decision.options[0],)))
    while game.decision.kind == "replacement":
        game.act(Action("choose", 0, choice=(game.decision.options[0],)))
    state = game.state
    assert state.objects[lancers].damage == 0
    assert state.objects[bears].damage + state.objects[giant].damage == 2


@plays("Beacon of Destiny", "effect.redirect")
def test_614_9_beacon_of_destiny_takes_the_next_damage_from_the_chosen_source():
    game = board(["Beacon of Destiny"], ["Mountain"], hands=([], ["Shock"]))
    beacon = obj(game, "Beacon of Destiny")
    game.act(Action("pass", 0))
    cast(game, "Shock", ALICE, player=1)
    shock = game.state.stack[-1]
    game.act(Action("pass", 1))
    activate(game, beacon)
    resolve(game)
    assert game.decision.kind == "choose" and shock in game.decision.options
    game.act(Action("choose", 0, choice=(shock,)))     # CR 609.7a: the Shock on the stack
    resolve(game)
    assert life(game, 0) == 20 and game.state.objects[beacon].damage == 2


@plays("Sivvi's Valor", "effect.redirect")
def test_614_9_sivvis_valor_all_damage_to_the_creature_is_dealt_to_you():
    game = board(["Grizzly Bears", "Plains", "Plains", "Plains", "Mountain"], [],
                 hands=(["Sivvi's Valor", "Shock"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Sivvi's Valor", bears)
    resolve(game)
    cast(game, "Shock", bears)
    resolve(game)
    assert game.state.objects[bears].damage == 0 and life(game, 0) == 18


@plays("Palisade Giant", "static.redirect")
@plays("Treacherous Link", "static.redirect")
def test_614_9_palisade_giant_and_treacherous_link_static_redirection():
    game = board(["Palisade Giant", "Grizzly Bears", "Mountain", "Mountain"], [],
                 hands=(["Shock", "Shock"], []))
    giant, bears = obj(game, "Palisade Giant"), obj(game, "Grizzly Bears")
    cast(game, "Shock", ALICE)
    resolve(game)
    cast(game, "Shock", bears)
    resolve(game)
    assert life(game, 0) == 20 and game.state.objects[bears].damage == 0
    assert game.state.objects[giant].damage == 4
    game = board(["Mountain"], ["Hill Giant"], hands=(["Shock"], []))
    from tolaria.rules.zones import create_object
    link = create_object(game.state, card_def("Treacherous Link"), 0, "battlefield")
    link.attached_to = obj(game, "Hill Giant")
    game.state.changed()
    cast(game, "Shock", obj(game, "Hill Giant"))
    resolve(game)
    assert game.state.objects[obj(game, "Hill Giant")].damage == 0 and life(game, 1) == 18


@plays("Mark of Asylum", "static.damage_mod")
@plays("Energy Storm", "static.damage_mod")
def test_615_1_mark_of_asylum_and_energy_storm_static_prevention():
    game = board(["Mark of Asylum", "Grizzly Bears", "Mountain"], ["Hill Giant"],
                 hands=(["Shock"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Shock", bears)                          # noncombat, to Alice's creature
    resolve(game)
    assert game.state.objects[bears].damage == 0
    game = board(["Energy Storm", "Mountain"], [], hands=(["Shock"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 20


# -- draws (CR 614.11) ------------------------------------------------------------------------


@plays("Alhammarret's Archive", "static.draw_mod", "static.life_gain_mod")
def test_614_11_alhammarrets_archive_skips_the_first_draw_of_the_draw_step():
    from tolaria.rules import events
    game = board(["Alhammarret's Archive"], [], step="upkeep")
    to_step(game, "draw")
    state = game.state
    assert state.active == 0 and len(state.players[0].hand) == 1     # the turn's draw: 1
    events.draw(state, 0, 1)                                          # a later draw: 2
    assert len(state.players[0].hand) == 3
    events.gain_life(state, 0, 2)
    assert life(game, 0) == 24


@plays("Thought Reflection", "static.draw_mod")
def test_614_5_two_thought_reflections_each_apply_once_four_cards():
    from tolaria.rules import events
    game = board(["Thought Reflection", "Thought Reflection"], [])
    events.draw(game.state, 0, 1)
    assert len(game.state.players[0].hand) == 4


@plays("Goblin Goliath", "effect.damage_mod_this_turn")
def test_611_2a_goblin_goliath_doubles_damage_to_opponents_this_turn():
    game = board(["Goblin Goliath"] + ["Mountain"] * 6, ["Hill Giant"],
                 hands=(["Shock", "Shock"], []))
    activate(game, obj(game, "Goblin Goliath"))
    resolve(game)
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 16                          # doubled: 4
    cast(game, "Shock", obj(game, "Hill Giant"))        # a creature: not an opponent
    resolve(game)
    assert game.state.objects[obj(game, "Hill Giant")].damage == 2
    to_step(game, "upkeep")
    assert game.state.active == 1 and not game.state.shields   # gone at cleanup (514.2)


@plays("Grumgully, the Generous", "static.enters_with_additional")
def test_614_1c_other_creatures_you_control_enter_with_an_additional_counter():
    game = board(["Grumgully, the Generous", "Forest", "Forest"], [],
                 hands=(["Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    resolve(game)
    assert _counters(game, obj(game, "Grizzly Bears")) == 1
    assert _counters(game, obj(game, "Grumgully, the Generous")) == 0
    from tolaria.rules import events
    from tolaria.rules.zones import create_object
    giant = create_object(game.state, card_def("Hill Giant"), 1, "hand")
    events.happen(game.state, events.entering(giant))                  # Bob's: none
    assert _counters(game, obj(game, "Hill Giant")) == 0


@plays("Star Pupil", "effect.put_its_counters")
@plays("Vivid Crag", "static.enters_tapped_with_counters")
def test_608_2h_star_pupil_puts_the_counters_it_had_on_a_creature():
    from tolaria.rules import events
    from tolaria.rules.zones import create_object
    game = board(["Grizzly Bears", "Mountain"], [], hands=(["Shock"], []))
    card = create_object(game.state, card_def("Star Pupil"), 0, "hand")
    events.happen(game.state, events.entering(card))      # with its +1/+1 counter
    pupil, bears = obj(game, "Star Pupil"), obj(game, "Grizzly Bears")
    events.happen(game.state, events.Counters(pupil, "+1/+1", 1))
    assert _counters(game, pupil) == 2
    cast(game, "Shock", pupil)
    resolve(game)
    assert pupil not in game.state.battlefield
    resolve(game)                                        # its dies trigger: the Bears
    assert _counters(game, bears) == 2
    crag = create_object(game.state, card_def("Vivid Crag"), 0, "hand")
    events.happen(game.state, events.entering(crag))
    there = next(i for i in game.state.battlefield if game.state.objects[i].name == "Vivid Crag")
    assert game.state.objects[there].tapped and _counters(game, there, "charge") == 2


@plays("Flame Spill", "effect.damage_rider")
@plays("Pinpoint Avalanche", "effect.damage_rider")
def test_120_4a_flame_spill_excess_damage_to_the_controller_and_unpreventable_damage():
    game = board(["Mountain"] * 6, ["Grizzly Bears"],
                 hands=(["Flame Spill", "Pinpoint Avalanche"], []))
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].damage = 1                 # 1 more is lethal (CR 120.6)
    game.state.changed()
    cast(game, "Flame Spill", bears)
    resolve(game)
    assert life(game, 1) == 17 and bears not in game.state.battlefield
    game = board(["Mountain"] * 5, ["Hill Giant"], hands=(["Pinpoint Avalanche"], []))
    giant = obj(game, "Hill Giant")
    from tolaria.data.state import PreventionShield
    game.state.shields.append(PreventionShield(("object", giant), 5, "test", sid=999))
    cast(game, "Pinpoint Avalanche", giant)              # CR 615.12: the shield can't stop it
    resolve(game)
    assert giant not in game.state.battlefield


@plays("Embolden", "effect.prevent_divided")
def test_601_2d_embolden_divides_its_prevention_as_cast():
    from tolaria.rules import events
    game = board(["Plains"] * 3, ["Hill Giant"], hands=(["Embolden"], []))
    giant = obj(game, "Hill Giant")
    game.act(Action("cast", 0, in_hand(game, "Embolden"), mode=0,
                    targets=(ALICE, ("object", giant), None, None), choice=(3, 1, 0, 0)))
    resolve(game)
    state = game.state
    source = state.objects[giant]
    events.deal_damage(state, source, ALICE, 5)
    events.deal_damage(state, source, ("object", giant), 2)
    assert life(game, 0) == 18 and state.objects[giant].damage == 1


@plays("Repentance", "effect.bite")
@plays("Reckless Embermage", "effect.damage")
def test_120_3_a_creature_deals_damage_to_itself():
    game = board(["Plains"] * 3, ["Hill Giant"], hands=(["Repentance"], []))
    giant = obj(game, "Hill Giant")
    cast(game, "Repentance", giant)
    resolve(game)
    assert giant not in game.state.battlefield          # 3 damage to a 3/3, from itself
    game = board(["Reckless Embermage", "Mountain", "Mountain"], [])
    mage = obj(game, "Reckless Embermage")
    activate(game, mage, BOB)
    resolve(game)
    assert life(game, 1) == 19 and game.state.objects[mage].damage == 1


@plays("Solar Blaze", "effect.each_deals_itself")
def test_120_3_solar_blaze_each_creature_deals_damage_to_itself():
    game = board(["Mountain", "Mountain", "Plains", "Plains", "Grizzly Bears"],
                 ["Hill Giant", "Wall of Stone"], hands=(["Solar Blaze"], []))
    cast(game, "Solar Blaze")
    resolve(game)
    state = game.state
    assert not any(state.objects[i].name in ("Grizzly Bears", "Hill Giant")
                   for i in state.battlefield)
    assert state.objects[obj(game, "Wall of Stone")].damage == 0      # 0 power: none


@plays("Phytohydra", "static.damage_mod")
@plays("Panther Habit", "static.damage_mod")
def test_614_1a_phytohydra_gets_counters_instead_of_damage_then_hardened_scales_adds_one():
    game = board(["Phytohydra", "Hardened Scales", "Mountain"], [], hands=(["Shock"], []))
    hydra = obj(game, "Phytohydra")
    cast(game, "Shock", hydra)
    resolve(game)
    assert game.state.objects[hydra].damage == 0 and _counters(game, hydra) == 3
    game = board(["Grizzly Bears", "Mountain"], [], hands=(["Shock"], []))
    bears = obj(game, "Grizzly Bears")
    from tolaria.rules.zones import create_object
    habit = create_object(game.state, card_def("Panther Habit"), 0, "battlefield")
    habit.attached_to = bears
    game.state.changed()
    cast(game, "Shock", bears)                          # prevented: counters instead
    resolve(game)
    assert game.state.objects[bears].damage == 0 and _counters(game, bears) == 2


@plays("Harm's Way", "effect.redirect")
@plays("Reflect Damage", "effect.redirect")
def test_614_9_harms_way_redirects_two_of_the_chosen_sources_damage():
    game = board(["Plains", "Grizzly Bears"], ["Hill Giant", "Mountain"],
                 hands=(["Harm's Way"], ["Shock"]))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    game.act(Action("pass", 0))
    cast(game, "Shock", bears, player=1)
    shock = game.state.stack[-1]
    game.act(Action("pass", 1))
    cast(game, "Harm's Way", giant)
    resolve(game)
    game.act(Action("choose", 0, choice=(shock,)))      # CR 609.7a: the Shock
    resolve(game)
    state = game.state
    assert state.objects[bears].damage == 0 and state.objects[giant].damage == 2
    game = board(["Plains", "Plains", "Mountain", "Mountain", "Mountain"], ["Mountain"],
                 hands=(["Reflect Damage"], ["Shock"]))
    game.act(Action("pass", 0))
    cast(game, "Shock", ALICE, player=1)
    shock = game.state.stack[-1]
    game.act(Action("pass", 1))
    cast(game, "Reflect Damage")
    resolve(game)
    game.act(Action("choose", 0, choice=(shock,)))
    resolve(game)
    assert life(game, 0) == 20 and life(game, 1) == 18    # to the Shock's controller


@plays("Chandra's Ignition", "effect.bite_more")
@plays("Karplusan Yeti", "effect.bite_more")
def test_120_3_a_target_creature_deals_damage_equal_to_its_power():
    game = board(["Hill Giant"] + ["Mountain"] * 5, ["Grizzly Bears", "Craw Wurm"],
                 hands=(["Chandra's Ignition"], []))
    giant = obj(game, "Hill Giant")
    cast(game, "Chandra's Ignition", giant)
    resolve(game)
    state = game.state
    assert state.objects[giant].damage == 0                  # "each other creature"
    assert obj(game, "Craw Wurm") and state.objects[obj(game, "Craw Wurm")].damage == 3
    assert not any(state.objects[i].name == "Grizzly Bears" for i in state.battlefield)
    assert life(game, 1) == 17
    game = board(["Karplusan Yeti"], ["Grizzly Bears"])
    yeti, bears = obj(game, "Karplusan Yeti"), obj(game, "Grizzly Bears")
    activate(game, yeti, bears)
    resolve(game)
    assert game.state.objects[yeti].damage == 2              # the Bears' 2 back
    assert bears not in game.state.battlefield


@plays("Warstorm Surge", "effect.bite_more")
def test_608_2h_warstorm_surge_the_entering_creature_deals_the_damage():
    game = board(["Warstorm Surge", "Forest", "Forest"], [], hands=(["Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    resolve(game)                       # the Bears enter; the trigger targets (Bob: 2)
    if game.decision.kind == "targets":
        game.act(Action("choose", 0, targets=(BOB,)))
    resolve(game)
    assert life(game, 1) == 18


@plays("Thunderstaff", "static.conditional_replacement", "static.damage_mod")
def test_611_3a_thunderstaff_prevents_one_combat_damage_only_while_untapped():
    for tapped, expected in ((False, 15), (True, 14)):
        game = board(["Craw Wurm"], ["Thunderstaff"], step="declare attackers")
        game.state.objects[obj(game, "Thunderstaff")].tapped = tapped
        game.state.changed()
        game.act(Action("attack", 0, choice=((obj(game, "Craw Wurm"), BOB),)))
        to_step(game, "combat damage")
        assert life(game, 1) == expected


@plays("Leyline of Punishment", "static.cant_gain_life", "static.unpreventable")
def test_119_7_leyline_of_punishment_no_life_gain_and_damage_cant_be_prevented():
    game = board(["Leyline of Punishment", "Plains", "Mountain", "Grizzly Bears"],
                 ["Tainted Remedy"], hands=(["Healing Salve", "Shock"], []))
    cast(game, "Healing Salve", ALICE)
    resolve(game)
    assert life(game, 0) == 20          # can't gain: no event for Tainted Remedy (119.7)
    bears = obj(game, "Grizzly Bears")
    from tolaria.data.state import PreventionShield
    game.state.shields.append(PreventionShield(("object", bears), 5, "test", sid=999))
    cast(game, "Shock", bears)
    resolve(game)
    assert bears not in game.state.battlefield


@plays("Skullcrack", "static.cant_gain_life")
def test_119_7_skullcrack_no_life_gain_this_turn():
    from tolaria.rules import events
    game = board(["Mountain", "Mountain"], [], hands=(["Skullcrack"], []))
    cast(game, "Skullcrack", BOB)
    resolve(game)
    assert life(game, 1) == 17
    events.gain_life(game.state, 1, 3)
    assert life(game, 1) == 17


@plays("Wall of Vapor", "static.damage_mod")
def test_615_1_wall_of_vapor_prevents_damage_from_the_creature_it_blocks():
    game = board(["Craw Wurm"], ["Wall of Vapor"], step="declare attackers")
    wurm, wall = obj(game, "Craw Wurm"), obj(game, "Wall of Vapor")
    game.act(Action("attack", 0, choice=((wurm, BOB),)))
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=((wall, wurm),)))
    to_step(game, "combat damage")
    assert wall in game.state.battlefield and game.state.objects[wall].damage == 0


@plays("Reverse Damage", "effect.prevented_this_way")
@plays("Test of Faith", "effect.prevented_this_way")
def test_615_5_reverse_damage_gains_the_life_and_test_of_faith_adds_counters():
    game = board(["Plains"] * 5, ["Mountain"], hands=(["Reverse Damage"], ["Shock"]))
    game.act(Action("pass", 0))
    cast(game, "Shock", ALICE, player=1)
    shock = game.state.stack[-1]
    game.act(Action("pass", 1))
    cast(game, "Reverse Damage")
    resolve(game)
    game.act(Action("choose", 0, choice=(shock,)))
    resolve(game)
    assert life(game, 0) == 22                         # 2 prevented, 2 gained
    game = board(["Plains", "Plains", "Grizzly Bears", "Mountain", "Mountain"], [],
                 hands=(["Test of Faith", "Lightning Bolt"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Test of Faith", bears)
    resolve(game)
    cast(game, "Lightning Bolt", bears)                # 3 prevented: three counters
    resolve(game)
    assert game.state.objects[bears].damage == 0 and _counters(game, bears) == 3


def test_614_9_redirect_and_turn_replacement_shields_survive_a_save():
    from tolaria import Game
    game = board(["Goblin Goliath", "Lancers en-Kor", "Grizzly Bears"] + ["Mountain"] * 4, [])
    activate(game, obj(game, "Goblin Goliath"))
    activate(game, obj(game, "Lancers en-Kor"), obj(game, "Grizzly Bears"))
    resolve(game)
    kinds = sorted(type(s).__name__ for s in game.state.shields)
    assert kinds == ["RedirectShield", "TurnReplacement"]
    again = Game.from_json(game.to_json())
    assert again.state.shields == game.state.shields


@plays("Phantom Centaur", "static.damage_mod")
def test_615_5_phantom_centaur_prevents_and_loses_one_counter_per_batch():
    from tolaria.data.state import PreventionShield
    from tolaria.rules import events
    from tolaria.rules.zones import create_object
    game = board([], ["Grizzly Bears", "Hill Giant"])
    card = create_object(game.state, card_def("Phantom Centaur"), 0, "hand")
    events.happen(game.state, events.entering(card))
    state = game.state
    centaur, bears, giant = (obj(game, n) for n in ("Phantom Centaur", "Grizzly Bears",
                                                     "Hill Giant"))
    assert _counters(game, centaur) == 3
    events.happen(state, events.Damage(bears, ("object", centaur), 2, combat=True),
                  events.Damage(giant, ("object", centaur), 3, combat=True))   # at once
    assert state.objects[centaur].damage == 0 and _counters(game, centaur) == 2   # one
    events.happen(state, events.Damage(bears, ("object", centaur), 2))
    assert _counters(game, centaur) == 1 and not state.shields
    state.shields.append(PreventionShield(None, 0, "test", sid=998, stops_prevention=True))
    events.happen(state, events.Damage(bears, ("object", centaur), 1))
    assert state.objects[centaur].damage == 1 and _counters(game, centaur) == 0   # 615.12


@plays("Worship", "static.life_floor")
def test_614_1a_worship_damage_leaves_you_at_one_while_you_control_a_creature():
    from tolaria.rules import events
    game = board(["Worship", "Grizzly Bears"], ["Craw Wurm"])
    state = game.state
    state.players[0].life = 3
    wurm = state.objects[obj(game, "Craw Wurm")]
    events.deal_damage(state, wurm, ALICE, 6)
    assert life(game, 0) == 1
    events.deal_damage(state, wurm, ALICE, 6)
    assert life(game, 0) == 1 and not game.over
    bears = obj(game, "Grizzly Bears")
    events.deal_damage(state, wurm, ("object", bears), 6)      # no creature left
    game.act(Action("pass", 0))
    events.deal_damage(state, wurm, ALICE, 6)
    assert life(game, 0) == -5


@plays("Gray Merchant of Asphodel", "effect.gain_this_way")
@plays("Corrupt", "effect.gain_this_way")
def test_119_3_gain_life_equal_to_the_life_lost_or_damage_dealt_this_way():
    game = board(["Swamp"] * 5, [], hands=(["Gray Merchant of Asphodel"], []))
    cast(game, "Gray Merchant of Asphodel")
    resolve(game)                                    # the creature, then its trigger
    resolve(game)
    assert life(game, 1) == 18 and life(game, 0) == 22      # devotion to black: 2
    game = board(["Swamp"] * 6, ["Grizzly Bears"], hands=(["Corrupt"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Corrupt", bears)                     # 6 damage dealt to a 2/2: gain 6
    resolve(game)
    assert life(game, 0) == 26


@plays("Incinerate", "effect.no_regenerate_this_way")
@plays("Carbonize", "effect.no_regenerate_this_way")
def test_701_15c_incinerate_the_creature_it_damaged_cant_be_regenerated():
    from tolaria.data.state import RegenerationShield
    game = board(["Mountain", "Mountain"], ["Grizzly Bears"], hands=(["Incinerate"], []))
    bears = obj(game, "Grizzly Bears")
    game.state.shields.append(RegenerationShield(bears, "test", sid=997))
    cast(game, "Incinerate", bears)
    resolve(game)
    assert bears not in game.state.battlefield
    game = board(["Mountain", "Mountain", "Mountain"], ["Grizzly Bears"],
                 hands=(["Carbonize"], []))
    bears = obj(game, "Grizzly Bears")
    game.state.shields.append(RegenerationShield(bears, "test", sid=997))
    cast(game, "Carbonize", bears)
    resolve(game)
    assert any(game.state.objects[i].name == "Grizzly Bears" for i in game.state.players[1].exile)


@plays("Awe Strike", "effect.prevent_next_time_object", "effect.prevented_this_way")
def test_615_8_awe_strike_prevents_that_creatures_next_damage_and_gains_the_life():
    from tolaria.rules import events
    game = board(["Plains"], ["Hill Giant"], hands=(["Awe Strike"], []))
    giant = obj(game, "Hill Giant")
    cast(game, "Awe Strike", giant)
    resolve(game)
    state = game.state
    events.deal_damage(state, state.objects[giant], ALICE, 3)
    assert life(game, 0) == 23                          # prevented, and 3 gained
    events.deal_damage(state, state.objects[giant], ALICE, 3)
    assert life(game, 0) == 20                          # only the next time (CR 615.8)


@plays("Burst Lightning", "effect.damage_rider")
def test_614_15_burst_lightning_deals_four_if_kicked():
    game = board(["Mountain"] * 6, [], hands=(["Burst Lightning", "Burst Lightning"], []))
    cast(game, "Burst Lightning", BOB)
    resolve(game)
    assert life(game, 1) == 18
    cast(game, "Burst Lightning", BOB, costs=("kicker",))
    resolve(game)
    assert life(game, 1) == 14


@plays("Undergrowth Champion", "static.damage_mod")
@plays("Ugin's Conjurant", "static.damage_mod")
def test_615_5_undergrowth_champion_prevents_while_it_has_a_counter():
    from tolaria.rules import events
    game = board(["Undergrowth Champion", "Mountain", "Mountain"], [],
                 hands=(["Shock", "Shock"], []))
    champ = obj(game, "Undergrowth Champion")
    events.happen(game.state, events.Counters(champ, "+1/+1", 1))
    cast(game, "Shock", champ)
    resolve(game)
    state = game.state
    assert state.objects[champ].damage == 0 and _counters(game, champ) == 0
    cast(game, "Shock", champ)                       # no counter left: it is dealt damage
    resolve(game)
    assert state.objects[champ].damage == 2
    game = board(["Mountain"], [], hands=(["Shock"], []))
    from tolaria.rules.zones import create_object
    card = create_object(game.state, card_def("Ugin's Conjurant"), 0, "hand")
    game.state.objects[card.id].x = 3
    events.happen(game.state, events.entering(card))
    conjurant = obj(game, "Ugin's Conjurant")
    events.happen(game.state, events.Counters(conjurant, "+1/+1", 3))
    cast(game, "Shock", conjurant)                   # that many: 2 removed
    resolve(game)
    assert _counters(game, conjurant) == 1 and game.state.objects[conjurant].damage == 0


@plays("Callous Giant", "static.damage_mod")
@plays("Divine Presence", "static.damage_mod")
def test_614_1a_damage_amount_bounds_callous_giant_and_divine_presence():
    from tolaria.rules import events
    game = board(["Callous Giant", "Divine Presence"], ["Craw Wurm", "Grizzly Bears"])
    state = game.state
    giant, wurm, bears = (obj(game, n) for n in ("Callous Giant", "Craw Wurm",
                                                 "Grizzly Bears"))
    events.deal_damage(state, state.objects[bears], ("object", giant), 2)    # 3 or less
    assert state.objects[giant].damage == 0
    events.deal_damage(state, state.objects[wurm], ALICE, 6)                  # 4 or more: 3
    assert life(game, 0) == 17
    events.deal_damage(state, state.objects[wurm], ("object", giant), 6)     # 3, prevented
    if game.decision.kind == "choose":
        game.act(Action("choose", 0, choice=(obj(game, "Divine Presence"),)))
    assert state.objects[giant].damage == 0


@plays("Jade Monolith", "effect.redirect")
def test_614_9_jade_monolith_the_chosen_source_deals_the_damage_to_you_instead():
    game = board(["Jade Monolith", "Grizzly Bears", "Plains"], ["Mountain"],
                 hands=([], ["Shock"]))
    bears = obj(game, "Grizzly Bears")
    game.act(Action("pass", 0))
    cast(game, "Shock", bears, player=1)
    shock = game.state.stack[-1]
    game.act(Action("pass", 1))
    activate(game, obj(game, "Jade Monolith"), bears)
    resolve(game)
    game.act(Action("choose", 0, choice=(shock,)))
    resolve(game)
    assert game.state.objects[bears].damage == 0 and life(game, 0) == 18


@plays("Pestilent Haze", "effect.remove_counters")
@plays("Hapatra's Mark", "effect.remove_counters")
def test_122_1_remove_counters_from_each_planeswalker_and_all_minus_counters_from_it():
    from tolaria.rules import events
    from tolaria.rules.zones import create_object
    game = board(["Grizzly Bears", "Forest", "Swamp", "Swamp", "Swamp"], [],
                 hands=(["Hapatra's Mark", "Pestilent Haze"], []))
    bears = obj(game, "Grizzly Bears")
    events.happen(game.state, events.Counters(bears, "-1/-1", 1))
    cast(game, "Hapatra's Mark", bears)
    resolve(game)
    assert _counters(game, bears, "-1/-1") == 0
    walker = create_object(game.state, card_def("Ajani Goldmane"), 1, "hand")
    events.happen(game.state, events.entering(walker))      # with its loyalty: 4
    ajani = obj(game, "Ajani Goldmane")
    assert _counters(game, ajani, "loyalty") == 4
    cast(game, "Pestilent Haze", mode=1)
    resolve(game)
    assert _counters(game, ajani, "loyalty") == 2


@plays("Tatterkite", "static.no_counters")
def test_122_6_tatterkite_cant_have_counters_put_on_it():
    from tolaria.rules import events
    game = board(["Tatterkite", "Hardened Scales"], [])
    kite = obj(game, "Tatterkite")
    events.happen(game.state, events.Counters(kite, "+1/+1", 2))
    events.happen(game.state, events.Counters(kite, "-1/-1", 1))
    assert not game.state.objects[kite].counters


@plays("Whip of Erebos", "effect.exile_if_leaves")
def test_614_1a_whip_of_erebos_the_returned_creature_is_exiled_if_it_would_leave():
    from tolaria.rules.zones import create_object
    game = board(["Whip of Erebos", "Swamp", "Swamp", "Swamp", "Swamp", "Island"], [],
                 hands=(["Unsummon"], []))
    bears = create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard")
    game.state.changed()
    activate(game, obj(game, "Whip of Erebos"), bears.id)
    resolve(game)
    back = obj(game, "Grizzly Bears")
    cast(game, "Unsummon", back)                        # to its owner's hand: exiled
    resolve(game)
    assert _exiled(game, "Grizzly Bears", player=0)
    assert not any(game.state.objects[i].name == "Grizzly Bears"
                   for i in game.state.players[0].hand)


@plays("Rakdos Charm", "effect.each_deals_controller")
def test_120_3_rakdos_charm_each_creature_deals_1_damage_to_its_controller():
    game = board(["Swamp", "Mountain", "Vampire Nighthawk", "Grizzly Bears"],
                 ["Hill Giant", "Wall of Stone", "Llanowar Elves"], hands=(["Rakdos Charm"], []))
    cast(game, "Rakdos Charm", mode=2)
    resolve(game)
    state = game.state
    assert state.players[1].life == 20 - 3
    assert state.players[0].life == 20 - 2 + 1          # the Nighthawk has lifelink (CR 702.15b)
    assert all(state.objects[i].damage == 0 for i in state.battlefield)


@plays("Scourge of Valkas", "effect.event_object_deals", "trigger.or_another")
def test_120_3_scourge_of_valkas_the_entering_dragon_deals_the_damage():
    game = board(["Scourge of Valkas"] + ["Swamp"] * 6, ["White Knight"],
                 hands=(["Kokusho, the Evening Star"], []))
    cast(game, "Kokusho, the Evening Star")
    resolve(game)                                 # the Dragon enters: the trigger
    knight = obj(game, "White Knight")
    choose_targets(game, knight)
    resolve(game)
    assert game.state.objects[knight].damage == 0   # from the black Dragon (CR 702.16e)
    game = board(["Scourge of Valkas"] + ["Swamp"] * 6, ["White Knight"],
                 hands=(["Kokusho, the Evening Star"], []))
    cast(game, "Kokusho, the Evening Star")
    resolve(game)
    choose_targets(game, BOB)
    resolve(game)
    assert game.state.players[1].life == 20 - 2     # X: the two Dragons (CR 608.2h)


@plays("Stalking Vengeance", "effect.dead_event_source")
def test_608_2h_stalking_vengeance_the_dead_creature_deals_its_last_known_power():
    game = board(["Stalking Vengeance", "Vampire Nighthawk", "Swamp", "Swamp", "Swamp"], [],
                 hands=(["Murder"], []))
    nighthawk = obj(game, "Vampire Nighthawk")
    game.state.objects[nighthawk].counters["+1/+1"] = 2             # a 4/5 as it dies
    game.state.players[0].life = 10
    cast(game, "Murder", nighthawk)
    resolve(game)
    choose_targets(game, BOB)
    resolve(game)
    assert game.state.players[1].life == 20 - 4
    assert game.state.players[0].life == 10 + 4      # its lifelink: it is the source (702.15b)


@plays("Gisela, Blade of Goldnight", "static.damage_mod")
def test_615_1_gisela_doubles_damage_to_opponents_and_prevents_half_to_you_rounded_up():
    game = board(["Gisela, Blade of Goldnight", "Mountain"], ["Mountain", "Mountain"],
                 hands=(["Shock"], ["Lightning Bolt", "Shock"]))
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 20 - 4                   # doubled (CR 614.1a)
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", ALICE, player=1)
    resolve(game)
    assert life(game, 0) == 20 - 1                   # 3: 2 prevented, rounded up
    game.act(Action("pass", 0))
    gisela = obj(game, "Gisela, Blade of Goldnight")
    cast(game, "Shock", gisela, player=1)
    resolve(game)
    assert game.state.objects[gisela].damage == 1    # 2: 1 prevented
