"""Animation, durations and delayed triggers, played (CR 205.1, 603.7, 611.2, 613)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import (
    ALICE,
    BOB,
    activate,
    cast,
    chars,
    choose,
    choose_targets,
    grave,
    in_hand,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game
from tolaria.data.ir import layer_effect
from tolaria.data.state import ContinuousEffect
from tolaria.rules.zones import move


@plays("Mishra's Factory", "animation.becomes")
def test_613_1d_mishras_factory_is_an_artifact_creature_land_until_end_of_turn():
    game = board(["Mishra's Factory", "Wastes"], [])
    factory = obj(game, "Mishra's Factory")
    activate(game, factory, index=1)
    resolve(game)
    now = chars(game, factory)
    assert now.types == {"Land", "Artifact", "Creature"}          # still a land (CR 205.1b)
    assert "Assembly-Worker" in now.subtypes and (now.power, now.toughness) == (2, 2)
    to_step(game, "upkeep")                                        # the next turn
    assert chars(game, factory).types == {"Land"} and chars(game, factory).power is None


@plays("Gruul Keyrune", "animation.becomes")
def test_205_1b_gruul_keyrune_becomes_a_red_green_beast_artifact_creature():
    game = board(["Gruul Keyrune", "Mountain", "Forest"], [])
    rune = obj(game, "Gruul Keyrune")
    activate(game, rune, index=1)
    resolve(game)
    now = chars(game, rune)
    assert now.types == {"Artifact", "Creature"} and now.subtypes == {"Beast"}
    assert now.colors == {"R", "G"} and now.has("trample")
    assert (now.power, now.toughness) == (3, 2)


@plays("Animate Land", "animation.becomes")
def test_205_1b_animate_land_makes_a_land_a_creature_that_is_still_a_land():
    game = board(["Forest"], ["Plains"], hands=(["Animate Land"], []))
    plains = obj(game, "Plains")
    cast(game, "Animate Land", plains)
    resolve(game)
    now = chars(game, plains)
    assert now.types == {"Land", "Creature"} and "Plains" in now.subtypes
    assert (now.power, now.toughness) == (3, 3) and now.controller == 1
    assert not ids(game, "Animate Land")


def test_205_1a_becoming_a_creature_replaces_the_card_types():
    """"Target land becomes a 3/3 Elk creature" (no "still a land"): it stops being a land
    and loses its land type and mana ability (CR 205.1a, 305.6)."""
    game = board(["Forest"], [])
    forest = obj(game, "Forest")
    game.state.effects.append(ContinuousEffect(
        timestamp=game.state.timestamp(), source_name="test", affected=(forest,),
        parts=(layer_effect("4", "set_types", types=frozenset({"Creature"}),
                            subtypes=frozenset({"Elk"})),
               layer_effect("7b", "set_pt", power=3, toughness=3)), controller=ALICE[1]))
    game.state.changed()
    now = chars(game, forest)
    assert now.types == {"Creature"} and now.subtypes == {"Elk"} and not now.activated


def _steal(game, oid: int, player: int) -> None:
    """Give `player` control of the permanent `oid` (a layer-2 effect, CR 613.1b)."""
    game.state.effects.append(ContinuousEffect(
        timestamp=game.state.timestamp(), source_name="test", affected=(oid,),
        parts=(layer_effect("2", "control", controller=player),), until="permanent"))
    game.state.changed()


@plays("Sower of Temptation", "duration.source_bound", "effect.control")
def test_611_2b_sower_of_temptation_control_ends_when_it_leaves():
    game = board(["Island"] * 4, ["Grizzly Bears"], hands=(["Sower of Temptation"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Sower of Temptation")
    resolve(game)
    choose_targets(game, bears)
    resolve(game)
    assert chars(game, bears).controller == 0
    move(game.state, game.state.objects[obj(game, "Sower of Temptation")], "graveyard")
    game.state.changed()
    assert chars(game, bears).controller == 1                      # CR 611.2b


@plays("Aladdin", "duration.source_bound", "effect.control")
def test_611_2b_aladdin_control_ends_when_its_controller_loses_aladdin():
    game = board(["Aladdin", "Mountain", "Mountain", "Mountain"], ["Ornithopter"])
    aladdin, thopter = obj(game, "Aladdin"), obj(game, "Ornithopter")
    activate(game, aladdin, thopter)
    resolve(game)
    assert chars(game, thopter).controller == 0
    _steal(game, aladdin, 1)                        # Bob gains control of Aladdin
    to_step(game, "beginning of combat")            # (state-based actions are checked)
    assert chars(game, thopter).controller == 1 and chars(game, aladdin).controller == 1
    game.state.effects = [e for e in game.state.effects if e.source_name != "test"]
    game.state.changed()
    assert chars(game, thopter).controller == 1     # it ended for good (CR 611.2b)


@plays("Aladdin", "duration.source_bound")
def test_611_2b_aladdin_duration_never_starts_if_aladdin_left_first():
    game = board(["Aladdin", "Mountain", "Mountain", "Mountain"], ["Ornithopter"])
    aladdin, thopter = obj(game, "Aladdin"), obj(game, "Ornithopter")
    activate(game, aladdin, thopter)
    move(game.state, game.state.objects[aladdin], "hand")          # in response
    resolve(game)
    assert chars(game, thopter).controller == 1 and not game.state.effects


@plays("Dungeon Geists", "duration.source_bound")
def test_502_3_dungeon_geists_keeps_the_creature_tapped_while_you_control_it():
    game = board(["Island"] * 4, ["Grizzly Bears"], hands=(["Dungeon Geists"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Dungeon Geists")
    resolve(game)                                   # its only legal target is chosen
    resolve(game)
    assert game.state.objects[bears].tapped
    to_step(game, "upkeep")                                        # Bob's turn
    assert game.state.active == 1 and game.state.objects[bears].tapped


def _in_graveyard(game, name: str, owner: int = 0) -> int:
    """Put a card named `name` into `owner`'s graveyard; its id."""
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    return create_object(game.state, card_def(name), owner, "graveyard").id


@plays("Apprentice Necromancer", "delayed.moved", "delayed.about_object",
       "delayed.gains_forever")
def test_400_7j_apprentice_necromancer_hastes_and_sacrifices_the_returned_creature():
    game = board(["Apprentice Necromancer", "Swamp"], [])
    card = _in_graveyard(game, "Grizzly Bears")
    activate(game, obj(game, "Apprentice Necromancer"), card)
    resolve(game)
    bears = obj(game, "Grizzly Bears")
    assert bears != card and chars(game, bears).has("haste")       # the new object
    assert len(game.state.delayed) == 1
    to_step(game, "end")
    resolve(game)
    assert not ids(game, "Grizzly Bears") and grave(game) == ["Apprentice Necromancer",
                                                              "Grizzly Bears"]


@plays("Sneak Attack", "delayed.moved", "delayed.about_object", "delayed.gains_forever")
def test_603_7c_sneak_attack_creature_that_left_and_returned_is_not_sacrificed():
    game = board(["Sneak Attack", "Mountain"], [], hands=(["Grizzly Bears"], []))
    activate(game, obj(game, "Sneak Attack"))
    resolve(game)
    choose(game, in_hand(game, "Grizzly Bears"))
    bears = obj(game, "Grizzly Bears")
    assert chars(game, bears).has("haste")
    # it leaves and comes back: a new object the delayed trigger can't find (CR 400.7)
    back = move(game.state, game.state.objects[bears], "hand")
    move(game.state, back, "battlefield")
    to_step(game, "end")
    resolve(game)
    assert ids(game, "Grizzly Bears") and not chars(game, obj(game, "Grizzly Bears")).has(
        "haste")


@plays("Momo's Heist", "delayed.gains_forever", "delayed.about_object")
def test_611_2a_momos_heist_stolen_artifact_has_haste_then_is_sacrificed():
    game = board(["Mountain"] * 3, ["Ornithopter"], hands=(["Momo's Heist"], []))
    thopter = obj(game, "Ornithopter")
    game.state.objects[thopter].tapped = True
    cast(game, "Momo's Heist", thopter)
    resolve(game)
    now = chars(game, thopter)
    assert now.controller == 0 and now.has("haste") and not game.state.objects[thopter].tapped
    to_step(game, "end")
    resolve(game)
    assert not ids(game, "Ornithopter") and grave(game, 1) == ["Ornithopter"]


@plays("Mogg Cannon", "delayed.about_object")
def test_603_7c_mogg_cannon_destroys_that_creature_at_the_next_end_step():
    game = board(["Mogg Cannon", "Grizzly Bears", "Hill Giant"], [])
    bears = obj(game, "Grizzly Bears")
    activate(game, obj(game, "Mogg Cannon"), bears)
    resolve(game)
    assert chars(game, bears).has("flying") and chars(game, bears).power == 3
    to_step(game, "end")
    resolve(game)
    assert not ids(game, "Grizzly Bears") and ids(game, "Hill Giant")


@plays("Hag of Inner Weakness", "duration.your_next_turn")
def test_611_2a_hag_of_inner_weakness_lasts_until_alices_next_turn():
    game = board(["Hag of Inner Weakness"], ["Grizzly Bears"], step="upkeep")
    bears = obj(game, "Grizzly Bears")
    resolve(game)                                   # its only legal target is chosen
    assert (chars(game, bears).power, chars(game, bears).toughness) == (0, 1)
    to_step(game, "draw")
    to_step(game, "upkeep")                         # Bob's turn: it still applies
    assert game.state.active == 1 and chars(game, bears).power == 0
    to_step(game, "draw")
    to_step(game, "upkeep")                         # Alice's next turn: it ended
    assert game.state.active == 0 and chars(game, bears).power == 2


@plays("Bond of Revival", "delayed.moved")
def test_400_7j_bond_of_revival_haste_until_your_next_turn():
    game = board(["Swamp"] * 5, [], hands=(["Bond of Revival"], []))
    card = _in_graveyard(game, "Hill Giant")
    cast(game, "Bond of Revival", card)
    resolve(game)
    giant = obj(game, "Hill Giant")
    assert chars(game, giant).has("haste")
    to_step(game, "upkeep")
    assert game.state.active == 1 and chars(game, giant).has("haste")


@plays("Long Road Home", "delayed.return_exiled")
def test_603_7a_long_road_home_returns_the_card_with_a_counter_at_the_end_step():
    game = board(["Plains", "Plains"], ["Grizzly Bears"], hands=(["Long Road Home"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Long Road Home", bears)
    resolve(game)
    assert not ids(game, "Grizzly Bears") and len(game.state.delayed) == 1
    to_step(game, "end")
    resolve(game)
    back = obj(game, "Grizzly Bears")
    assert back != bears and chars(game, back).controller == 1          # CR 610.3c
    assert game.state.objects[back].counters.get("+1/+1") == 1 and chars(game, back).power == 3


@plays("Nezahal, Primal Tide", "delayed.return_exiled")
def test_400_7j_nezahal_returns_tapped_under_its_owners_control():
    game = board(["Nezahal, Primal Tide"], [], hands=(["Island", "Island", "Island"], []))
    nezahal = obj(game, "Nezahal, Primal Tide")
    activate(game, nezahal, costs=tuple(game.state.players[0].hand))
    resolve(game)
    assert not ids(game, "Nezahal, Primal Tide")
    to_step(game, "end")
    resolve(game)
    back = obj(game, "Nezahal, Primal Tide")
    assert back != nezahal and game.state.objects[back].tapped


@plays("Veil of Birds", "animation.is_type", "animation.becomes")
def test_205_1a_veil_of_birds_stops_being_an_enchantment_and_triggers_once():
    game = board(["Veil of Birds"], ["Mountain", "Mountain"],
                 hands=([], ["Shock", "Shock"]))
    veil = obj(game, "Veil of Birds")
    game.act(Action("pass", 0))
    cast(game, "Shock", ALICE, player=1)
    assert len(game.state.stack) == 2               # Shock and the trigger
    resolve(game)
    now = chars(game, veil)
    assert now.types == {"Creature"} and now.subtypes == {"Bird"} and now.has("flying")
    assert (now.power, now.toughness) == (1, 1)
    game.act(Action("pass", 0))
    cast(game, "Shock", ALICE, player=1)
    assert len(game.state.stack) == 1               # no longer an enchantment (CR 603.4)


@plays("Mutavault", "animation.becomes")
def test_205_3m_mutavault_is_every_creature_type_and_still_a_land():
    game = board(["Mutavault", "Wastes"], [])
    vault = obj(game, "Mutavault")
    activate(game, vault, index=1)
    resolve(game)
    now = chars(game, vault)
    assert now.types == {"Land", "Creature"} and {"Goblin", "Sliver"} <= now.subtypes
    assert (now.power, now.toughness) == (2, 2)


@plays("Raging Ravine", "animation.becomes", "static.granted")
def test_613_1f_raging_ravine_gains_its_quoted_attack_trigger():
    game = board(["Raging Ravine", "Mountain", "Forest", "Mountain", "Forest"], [])
    ravine = obj(game, "Raging Ravine")
    activate(game, ravine, index=1)
    resolve(game)
    now = chars(game, ravine)
    assert now.types == {"Land", "Creature"} and now.colors == {"R", "G"}
    assert len(now.triggered) == 1 and (now.power, now.toughness) == (3, 3)
    to_step(game, "beginning of combat")
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((ravine, BOB),)))
    resolve(game)
    assert game.state.objects[ravine].counters.get("+1/+1") == 1


@plays("Mech Hangar", "animation.becomes")
def test_301_7b_mech_hangar_crews_a_vehicle_with_its_printed_power():
    game = board(["Mech Hangar", "Wastes", "Wastes", "Wastes", "Smuggler's Copter"], [])
    copter = obj(game, "Smuggler's Copter")
    activate(game, obj(game, "Mech Hangar"), copter, index=2)
    resolve(game)
    now = chars(game, copter)
    assert now.is_creature and (now.power, now.toughness) == (3, 3)


@plays("Casey Jones, Vigilante", "delayed.about_object")
def test_603_7a_casey_jones_discards_at_the_beginning_of_your_next_upkeep():
    game = board(["Mountain"] * 3, [], hands=(["Casey Jones, Vigilante"], []))
    cast(game, "Casey Jones, Vigilante")
    resolve(game)
    resolve(game)                                   # its enters trigger: draw three
    assert len(game.state.players[0].hand) == 3 and len(game.state.delayed) == 1
    to_step(game, "upkeep")                         # Bob's upkeep: not yours
    assert game.state.active == 1 and len(game.state.players[0].hand) == 3
    to_step(game, "draw")
    to_step(game, "upkeep")                         # Alice's next upkeep
    resolve(game)
    assert game.state.active == 0 and not game.state.players[0].hand
    assert not game.state.delayed


@plays("Skilled Animator", "animation.becomes", "duration.source_bound")
def test_611_2b_skilled_animator_animation_ends_when_it_leaves():
    game = board(["Island"] * 3 + ["Mind Stone"], [], hands=(["Skilled Animator"], []))
    stone = obj(game, "Mind Stone")
    cast(game, "Skilled Animator")
    resolve(game)
    resolve(game)                                   # its only legal target is chosen
    now = chars(game, stone)
    assert now.types == {"Artifact", "Creature"} and (now.power, now.toughness) == (5, 5)
    move(game.state, game.state.objects[obj(game, "Skilled Animator")], "hand")
    assert not chars(game, stone).is_creature                      # CR 611.2b


@plays("Extraction Specialist", "delayed.moved", "duration.source_bound")
def test_611_2b_extraction_specialist_returned_creature_cant_attack_while_you_control_it():
    game = board(["Plains"] * 3, [], hands=(["Extraction Specialist"], []))
    card = _in_graveyard(game, "Grizzly Bears")
    cast(game, "Extraction Specialist")
    resolve(game)
    resolve(game)
    bears = obj(game, "Grizzly Bears")
    assert bears != card and {"cant_attack", "cant_block"} <= chars(game, bears).restrictions
    move(game.state, game.state.objects[obj(game, "Extraction Specialist")], "hand")
    assert not {"cant_attack", "cant_block"} & chars(game, bears).restrictions


@plays("Sylvan Awakening", "animation.becomes")
def test_611_2c_sylvan_awakening_animates_your_lands_until_your_next_turn():
    game = board(["Forest", "Forest", "Forest"], ["Plains"], hands=(["Sylvan Awakening"], []))
    cast(game, "Sylvan Awakening")
    resolve(game)
    forest = obj(game, "Forest")
    now = chars(game, forest)
    assert now.types == {"Land", "Creature"} and {"Forest", "Elemental"} <= now.subtypes
    assert now.has("reach") and now.has("indestructible") and now.power == 2
    assert not chars(game, obj(game, "Plains")).is_creature      # Bob's land
    to_step(game, "upkeep")                                      # Bob's turn
    assert chars(game, forest).is_creature
    to_step(game, "draw")
    to_step(game, "upkeep")                                      # Alice's next turn
    assert not chars(game, forest).is_creature


@plays("Tidal Warrior", "animation.becomes_other")
def test_305_7_tidal_warrior_makes_a_land_an_island_until_end_of_turn():
    game = board(["Tidal Warrior"], ["Mountain"])
    mountain = obj(game, "Mountain")
    activate(game, obj(game, "Tidal Warrior"), mountain)
    resolve(game)
    now = chars(game, mountain)
    assert now.subtypes == {"Island"} and len(now.activated) == 1
    assert now.activated[0].mana == ("U",)                       # CR 305.7
    to_step(game, "upkeep")
    assert chars(game, mountain).subtypes == {"Mountain"}


@plays("Aurora Griffin", "animation.becomes_other")
@plays("Argent Mutation", "animation.becomes_other")
def test_105_3_aurora_griffin_and_argent_mutation_change_colour_and_type():
    game = board(["Aurora Griffin", "Plains", "Island", "Island", "Island"], ["Grizzly Bears"],
                 hands=(["Argent Mutation"], []))
    bears = obj(game, "Grizzly Bears")
    activate(game, obj(game, "Aurora Griffin"), bears)
    resolve(game)
    assert chars(game, bears).colors == {"W"}
    cast(game, "Argent Mutation", bears)
    resolve(game)
    assert chars(game, bears).types == {"Artifact", "Creature"}
    to_step(game, "upkeep")
    assert chars(game, bears).colors == {"G"} and chars(game, bears).types == {"Creature"}


@plays("Rise from the Grave", "delayed.moved", "delayed.is_also")
def test_205_1b_rise_from_the_grave_makes_a_black_zombie_in_addition():
    game = board(["Swamp"] * 5, [], hands=(["Rise from the Grave"], []))
    card = _in_graveyard(game, "Grizzly Bears", owner=1)
    cast(game, "Rise from the Grave", card)
    resolve(game)
    bears = obj(game, "Grizzly Bears")
    now = chars(game, bears)
    assert now.controller == 0 and now.colors == {"G", "B"}
    assert now.subtypes == {"Bear", "Zombie"}


@plays("Olivia Voldaren", "animation.becomes_other", "duration.source_bound")
def test_205_1b_olivia_voldaren_makes_a_vampire_then_steals_it():
    game = board(["Olivia Voldaren"] + ["Swamp"] * 5 + ["Mountain"] * 2, ["Hill Giant"])
    olivia, giant = obj(game, "Olivia Voldaren"), obj(game, "Hill Giant")
    activate(game, olivia, giant)
    resolve(game)
    assert chars(game, giant).subtypes == {"Giant", "Vampire"}
    assert game.state.objects[olivia].counters.get("+1/+1") == 1
    activate(game, olivia, giant, index=1)
    resolve(game)
    assert chars(game, giant).controller == 0


@plays("Admiral Brass, Unsinkable", "delayed.moved", "delayed.is_also")
def test_613_4b_admiral_brass_returned_pirate_has_base_4_4_and_haste():
    game = board(["Admiral Brass, Unsinkable"], [])
    _in_graveyard(game, "Dire Fleet Hoarder")
    to_step(game, "beginning of combat")            # its only legal target is chosen
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")                             # "you may" (CR 603.5)
    resolve(game)
    pirate = obj(game, "Dire Fleet Hoarder")
    now = chars(game, pirate)
    assert (now.power, now.toughness) == (4, 4) and now.has("haste")
    assert game.state.objects[pirate].counters.get("finality") == 1


@plays("Banishing Light", "library.exile_until")
def test_303_4g_banishing_light_exiled_aura_returns_where_its_owner_chooses():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Plains"] * 3, ["Grizzly Bears", "Hill Giant"],
                 hands=(["Banishing Light"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    aura = create_object(game.state, card_def("Holy Strength"), 1, "battlefield").id
    game.state.objects[aura].attached_to = bears                   # Bob's Aura on his Bears
    game.state.changed()
    cast(game, "Banishing Light")
    resolve(game)
    if game.decision.kind == "targets":
        choose_targets(game, aura)
    resolve(game)
    assert not ids(game, "Holy Strength") and game.state.exiled_until
    from tolaria.rules import events
    events.destroy(game.state, game.state.objects[obj(game, "Banishing Light")])
    game.act(Action("pass", 0))                     # before priority: the owner chooses
    assert game.decision.kind == "aura_host" and game.decision.player == 1
    assert set(game.decision.options) == {bears, giant}
    copy = Game.from_json(game.to_json())
    assert copy.state.returning == game.state.returning and copy.decision == game.decision
    game.act(Action("choose", 1, choice=(giant,)))
    back = obj(game, "Holy Strength")
    assert game.state.objects[back].attached_to == giant and chars(game, giant).toughness == 5
    assert chars(game, back).controller == 1 and not game.state.returning


@plays("Ovinize", "animation.base_pt")
def test_613_4b_ovinize_sets_base_pt_under_a_pump():
    game = board(["Island"] * 2, ["Serra Angel"], hands=(["Ovinize", "Giant Growth"], []))
    angel = obj(game, "Serra Angel")
    cast(game, "Ovinize", angel)
    resolve(game)
    now = chars(game, angel)
    assert (now.power, now.toughness) == (0, 1) and not now.keywords
    to_step(game, "upkeep")
    now = chars(game, angel)
    assert (now.power, now.toughness) == (4, 4) and now.has("flying")


@plays("Voice of the Vermin", "animation.base_pt")
def test_613_4b_base_pt_then_a_pump_in_layer_7c():
    """"has base power and toughness 4/4" (7b) under Giant Growth (7c): 7/7."""
    game = board(["Voice of the Vermin", "Grizzly Bears", "Forest"], [],
                 hands=(["Giant Growth"], []), step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    game.act(Action("attack", 0, choice=((obj(game, "Voice of the Vermin"), BOB),)))
    choose_targets(game, bears)
    resolve(game)
    cast(game, "Giant Growth", bears)
    resolve(game)
    now = chars(game, bears)
    assert (now.power, now.toughness) == (7, 7)


@plays("Donate", "duration.player_gains_control")
def test_613_1b_donate_gives_a_permanent_to_the_target_player():
    game = board(["Island"] * 3 + ["Hill Giant"], [], hands=(["Donate"], []))
    giant = obj(game, "Hill Giant")
    cast(game, "Donate", BOB, giant)
    resolve(game)
    assert chars(game, giant).controller == 1
    to_step(game, "upkeep")                                        # indefinitely
    assert chars(game, giant).controller == 1


@plays("Goblin Cadets", "duration.player_gains_control")
def test_506_4_goblin_cadets_blocked_changes_control_and_leaves_combat():
    game = board(["Goblin Cadets"], ["Grizzly Bears"], step="declare attackers")
    cadets, bears = obj(game, "Goblin Cadets"), obj(game, "Grizzly Bears")
    game.act(Action("attack", 0, choice=((cadets, BOB),)))
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=((bears, cadets),)))
    resolve(game)
    assert chars(game, cadets).controller == 1
    assert game.state.objects[cadets].attacking is None and not game.state.objects[
        bears].blocking                                            # CR 506.4


@plays("Glint Hawk Idol", "animation.becomes")
def test_603_5_glint_hawk_idol_may_become_a_bird_when_an_artifact_enters():
    game = board(["Glint Hawk Idol"], [], hands=(["Ornithopter"], []))
    idol = obj(game, "Glint Hawk Idol")
    cast(game, "Ornithopter")
    resolve(game)
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")                             # "you may" (CR 603.5)
    now = chars(game, idol)
    assert now.types == {"Artifact", "Creature"} and now.subtypes == {"Bird"}
    assert now.has("flying") and (now.power, now.toughness) == (2, 2)


@plays("Displace", "delayed.return_those")
def test_400_7j_displace_returns_both_exiled_cards_as_new_objects():
    game = board(["Island"] * 3 + ["Grizzly Bears", "Hill Giant"], [],
                 hands=(["Displace"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    game.state.objects[bears].damage = 1
    cast(game, "Displace", bears, giant)
    resolve(game)
    new_bears, new_giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    assert new_bears not in (bears, giant) and new_giant not in (bears, giant)
    assert game.state.objects[new_bears].damage == 0 and not game.state.exiled_until


@plays("Eerie Interlude", "delayed.return_those")
def test_603_7a_eerie_interlude_returns_the_cards_at_the_next_end_step():
    game = board(["Plains", "Plains", "Plains", "Grizzly Bears", "Hill Giant"], [],
                 hands=(["Eerie Interlude"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    cast(game, "Eerie Interlude", bears, giant, *([None] * 28))   # "any number" (601.2c)
    resolve(game)
    assert not ids(game, "Grizzly Bears") and not ids(game, "Hill Giant")
    to_step(game, "end")
    resolve(game)
    assert len(ids(game, "Grizzly Bears")) == 1 and len(ids(game, "Hill Giant")) == 1
    assert not game.state.delayed


@plays("Akroan Horse", "duration.player_gains_control")
def test_613_1b_akroan_horse_enters_and_an_opponent_gains_control_of_it():
    game = board(["Wastes"] * 4, [], hands=(["Akroan Horse"], []))
    cast(game, "Akroan Horse")
    resolve(game)
    resolve(game)                                   # its enters trigger
    horse = obj(game, "Akroan Horse")
    assert chars(game, horse).controller == 1 and game.state.objects[horse].owner == 0


@plays("Dance of the Skywise", "animation.becomes_other")
def test_205_1a_dance_of_the_skywise_replaces_creature_types_colour_and_abilities():
    game = board(["Island", "Island", "Serra Angel"], [], hands=(["Dance of the Skywise"], []))
    angel = obj(game, "Serra Angel")
    cast(game, "Dance of the Skywise", angel)
    resolve(game)
    now = chars(game, angel)
    assert now.subtypes == {"Dragon", "Illusion"} and now.colors == {"U"}
    assert now.keywords == {"flying"} and (now.power, now.toughness) == (4, 4)
    to_step(game, "upkeep")
    assert chars(game, angel).subtypes == {"Angel"} and chars(game, angel).has("vigilance")


@plays("Postmortem Lunge", "delayed.moved", "delayed.about_object")
def test_603_7c_postmortem_lunge_exiles_the_returned_creature_at_the_end_step():
    game = board(["Swamp"] * 3, [], hands=(["Postmortem Lunge"], []))
    card = _in_graveyard(game, "Grizzly Bears")
    cast(game, "Postmortem Lunge", card, x=2)
    resolve(game)
    bears = obj(game, "Grizzly Bears")
    assert chars(game, bears).has("haste")
    to_step(game, "end")
    resolve(game)
    assert not ids(game, "Grizzly Bears")
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == [
        "Grizzly Bears"]


@plays("Flatline", "animation.base_pt")
def test_611_2c_flatline_sets_base_pt_of_the_opponents_creatures_there_now():
    game = board(["Island"] * 3, ["Hill Giant", "Grizzly Bears"], hands=(["Flatline"], []))
    giant = obj(game, "Hill Giant")
    cast(game, "Flatline")
    resolve(game)
    assert (chars(game, giant).power, chars(game, giant).toughness) == (0, 1)
    to_step(game, "upkeep")
    assert chars(game, giant).power == 3


@plays("Celestial Sword", "delayed.about_object")
def test_701_17a_celestial_sword_its_controller_sacrifices_it_at_the_end_step():
    game = board(["Celestial Sword", "Wastes", "Wastes", "Wastes", "Grizzly Bears"], [])
    bears = obj(game, "Grizzly Bears")
    activate(game, obj(game, "Celestial Sword"), bears)
    resolve(game)
    assert chars(game, bears).power == 5
    to_step(game, "end")
    resolve(game)
    assert not ids(game, "Grizzly Bears") and grave(game) == ["Grizzly Bears"]


@plays("Rampaging Growth", "delayed.moved", "animation.becomes")
def test_400_7j_rampaging_growth_animates_the_land_it_put_onto_the_battlefield():
    game = board(["Forest"] * 4, [], hands=(["Rampaging Growth"], []))
    cast(game, "Rampaging Growth")
    resolve(game)
    assert game.decision.kind == "choose"
    choose(game, game.decision.options[0])          # a Wastes from the library
    land = obj(game, "Wastes")
    now = chars(game, land)
    assert now.types == {"Land", "Creature"} and now.has("haste") and now.power == 4


@plays("Miraculous Recovery", "delayed.moved")
def test_400_7j_miraculous_recovery_counter_goes_on_the_returned_creature():
    game = board(["Plains"] * 5, [], hands=(["Miraculous Recovery"], []))
    card = _in_graveyard(game, "Grizzly Bears")
    cast(game, "Miraculous Recovery", card)
    resolve(game)
    bears = obj(game, "Grizzly Bears")
    assert game.state.objects[bears].counters.get("+1/+1") == 1 and chars(game, bears).power == 3


@plays("Spider Climb", "delayed.flash_cleanup")
def test_603_7a_spider_climb_cast_at_instant_speed_is_sacrificed_at_cleanup():
    game = board(["Forest", "Grizzly Bears"], [], hands=(["Spider Climb"], []),
                 step="beginning of combat")
    bears = obj(game, "Grizzly Bears")
    cast(game, "Spider Climb", bears)
    resolve(game)
    assert ids(game, "Spider Climb") and len(game.state.delayed) == 1
    to_step(game, "cleanup")
    resolve(game)
    assert not ids(game, "Spider Climb") and grave(game) == ["Spider Climb"]


@plays("Spider Climb", "delayed.flash_cleanup")
def test_307_1_spider_climb_cast_as_a_sorcery_stays():
    game = board(["Forest", "Grizzly Bears"], [], hands=(["Spider Climb"], []))
    cast(game, "Spider Climb", obj(game, "Grizzly Bears"))
    resolve(game)
    assert not game.state.delayed
    to_step(game, "upkeep")
    assert ids(game, "Spider Climb")


@plays("Slaughter Pact", "delayed.pay_or_lose")
def test_104_3e_slaughter_pact_pay_at_your_next_upkeep_or_lose():
    for lands, pays in ((["Swamp"] * 3, True), ([], False)):
        game = board(lands, ["Grizzly Bears"], hands=(["Slaughter Pact"], []))
        cast(game, "Slaughter Pact", obj(game, "Grizzly Bears"))
        resolve(game)
        assert not ids(game, "Grizzly Bears")
        to_step(game, "upkeep")                     # Bob's: nothing yet
        to_step(game, "draw")
        to_step(game, "upkeep")                     # Alice's next upkeep
        resolve(game)
        if pays:
            assert game.decision.kind == "yes_no"
            choose(game, "yes")
            assert not game.over and all(game.state.objects[i].tapped
                                         for i in ids(game, "Swamp"))
        else:
            assert game.over and game.winner == "Bob"


@plays("Chimeric Staff", "animation.becomes")
def test_107_3_chimeric_staff_becomes_an_x_x_construct_with_x_locked_in():
    game = board(["Chimeric Staff", "Wastes", "Wastes", "Wastes"], [])
    staff = obj(game, "Chimeric Staff")
    game.act(Action("activate", 0, staff, ability=0, x=3))
    resolve(game)
    now = chars(game, staff)
    assert now.is_creature and (now.power, now.toughness) == (3, 3)
    assert now.subtypes == {"Construct"}


@plays("Thawing Glaciers", "effect.delayed")
def test_514_3a_thawing_glaciers_returns_to_hand_at_the_next_cleanup_step():
    game = board(["Thawing Glaciers", "Wastes"], [])
    activate(game, obj(game, "Thawing Glaciers"))
    resolve(game)
    choose(game, game.decision.options[0])          # a basic land from the library
    assert len(ids(game, "Wastes")) == 2 and game.state.delayed
    to_step(game, "cleanup")
    resolve(game)
    assert not ids(game, "Thawing Glaciers") and "Thawing Glaciers" in [
        game.state.objects[i].name for i in game.state.players[0].hand]


def _to_untap_question(game) -> None:
    """Pass until the active player is asked whether to untap a permanent (CR 502.3)."""
    for _ in range(80):
        d = game.decision
        if d.kind == "untap" and game.state.step == "untap":
            return
        if d.kind == "priority":
            game.act(Action("pass", d.player))
        else:
            game.act(game.legal_actions()[0])
    raise AssertionError("never asked")


@plays("Vedalken Shackles", "duration.may_not_untap", "duration.source_bound")
def test_502_3_vedalken_shackles_keeps_control_while_it_stays_tapped():
    game = board(["Vedalken Shackles", "Island", "Island", "Island"], ["Grizzly Bears"])
    shackles, bears = obj(game, "Vedalken Shackles"), obj(game, "Grizzly Bears")
    activate(game, shackles, bears)
    resolve(game)
    assert chars(game, bears).controller == 0
    _to_untap_question(game)                        # Alice's next untap step
    assert game.state.active == 0 and game.decision.subject == shackles
    choose(game, "no")
    assert game.state.objects[shackles].tapped and chars(game, bears).controller == 0
    assert not game.state.objects[obj(game, "Island")].tapped          # the rest untap
    _to_untap_question(game)
    choose(game, "yes")
    to_step(game, "upkeep")
    assert not game.state.objects[shackles].tapped
    assert chars(game, bears).controller == 1 and not game.state.effects   # CR 611.2b


@plays("Ashnod's Battle Gear", "duration.may_not_untap", "duration.source_bound")
def test_611_2b_battle_gear_bonus_ends_when_it_untaps_by_an_effect():
    game = board(["Ashnod's Battle Gear", "Wastes", "Wastes", "Hill Giant"], [])
    gear, giant = obj(game, "Ashnod's Battle Gear"), obj(game, "Hill Giant")
    activate(game, gear, giant)
    resolve(game)
    assert (chars(game, giant).power, chars(game, giant).toughness) == (5, 1)
    game.state.objects[gear].tapped = False         # untapped by some effect
    game.state.changed()
    assert chars(game, giant).power == 3
    game.act(Action("pass", 0))                     # (state-based actions are checked)
    assert not game.state.effects
    game.state.objects[gear].tapped = True          # tapped again: it doesn't start again
    game.state.changed()
    assert chars(game, giant).power == 3


@plays("Everglove Courier", "duration.source_bound", "duration.may_not_untap")
def test_611_2b_everglove_courier_has_trample_while_it_stays_tapped():
    game = board(["Everglove Courier", "Forest", "Forest", "Forest", "Llanowar Elves"], [])
    courier, elves = obj(game, "Everglove Courier"), obj(game, "Llanowar Elves")
    activate(game, courier, elves)
    resolve(game)
    now = chars(game, elves)
    assert now.has("trample") and (now.power, now.toughness) == (3, 3)
    _to_untap_question(game)
    choose(game, "yes")                             # it untaps: the effect ends
    to_step(game, "upkeep")
    assert not chars(game, elves).has("trample") and chars(game, elves).power == 1


@plays("Liesa, Forgotten Archangel", "library.dead_card", "effect.delayed")
def test_603_7c_liesa_returns_the_dead_card_to_hand_at_the_end_step():
    from tolaria.rules import events
    game = board(["Liesa, Forgotten Archangel", "Grizzly Bears", "Hill Giant"], [])
    events.destroy(game.state, game.state.objects[obj(game, "Grizzly Bears")])
    events.destroy(game.state, game.state.objects[obj(game, "Hill Giant")])
    game.act(Action("pass", 0))                     # the dies triggers go on the stack
    resolve(game)
    assert len(game.state.delayed) == 2
    giant = next(i for i in game.state.players[0].graveyard
                 if game.state.objects[i].name == "Hill Giant")
    move(game.state, game.state.objects[giant], "exile")   # it left the graveyard
    to_step(game, "end")
    resolve(game)
    assert [game.state.objects[i].name for i in game.state.players[0].hand] == [
        "Grizzly Bears"]                             # the Giant is a new object (603.7c)


@plays("Astral Slide", "delayed.return_exiled")
def test_608_2c_astral_slide_returns_the_exiled_card_only_if_it_was_exiled():
    game = board(["Astral Slide", "Swamp"], ["Hill Giant"], hands=(["Barren Moor"], []))
    giant = obj(game, "Hill Giant")
    game.act("activate Barren Moor for cycling")
    if game.decision.kind == "targets":
        choose_targets(game, giant)
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")                             # "you may" (CR 603.5)
    assert not ids(game, "Hill Giant") and len(game.state.delayed) == 1
    to_step(game, "end")
    resolve(game)
    back = obj(game, "Hill Giant")
    assert back != giant and chars(game, back).controller == 1
