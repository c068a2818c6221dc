"""Statics: granted abilities, combat and rules restrictions, prevention, compiled from
Oracle text and played (CR 113.1, 509.1b-c, 602.5, 613.1f, 615)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import (
    ALICE,
    BOB,
    Action,
    activate,
    cast,
    chars,
    choose,
    choose_targets,
    in_hand,
    life,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Game
from tolaria.rules.priority import mana_sources, why_cant_activate

# -- granted abilities (CR 113.1, 613.1f) ------------------------------------------------


@plays("Fire Whip", "static.granted", "static.attached")
def test_613_1f_fire_whip_grants_a_tap_ability_to_the_enchanted_creature():
    game = board(["Grizzly Bears", "Mountain", "Mountain"], [], hands=(["Fire Whip"], []))
    bears = obj(game, "Grizzly Bears")
    assert len(chars(game, bears).activated) == 0
    cast(game, "Fire Whip", bears)
    resolve(game)
    granted = chars(game, bears).activated
    assert len(granted) == 1 and granted[0].cost.tap
    activate(game, bears, BOB)            # "this creature" is the Bears: it taps, Bob is dealt 1
    resolve(game)
    assert life(game, 1) == 19 and game.state.objects[bears].tapped


@plays("Kataki, War's Wage", "static.granted", "static.anthem")
def test_113_1_kataki_gives_each_artifact_an_upkeep_trigger():
    game = board(["Kataki, War's Wage", "Ornithopter"], ["Ornithopter"])
    to_step(game, "upkeep")                 # Bob's upkeep: his artifact's ability triggers
    assert game.state.active == 1
    resolve(game)
    # Bob has no mana to pay {1}: he sacrifices his Ornithopter; Alice's is untouched.
    assert len([i for i in game.state.battlefield
                if game.state.objects[i].name == "Ornithopter"]) == 1
    assert game.state.objects[obj(game, "Ornithopter")].controller == 0
    assert life(game, 0) == 20


# -- combat restrictions (CR 508.1c, 509.1b) and activation (CR 602.5) --------------------

def _blocks(game) -> set[tuple[int, int]]:
    while game.decision.kind == "priority" and game.state.step == "declare attackers":
        game.act(Action("pass", game.decision.player))
    if game.decision.kind != "blockers":
        return set()                         # no creature can block: no declaration asked
    return {pair for a in game.legal_actions() if a.kind == "block" for pair in a.choice}


@plays("Cloud Sprite", "static.block_only")
def test_509_1b_cloud_sprite_can_block_only_creatures_with_flying():
    game = board(["Grizzly Bears", "Suntail Hawk"], ["Cloud Sprite"], step="declare attackers")
    bears, hawk, sprite = (obj(game, n) for n in ("Grizzly Bears", "Suntail Hawk",
                                                  "Cloud Sprite"))
    game.act(Action("attack", 0, choice=((bears, BOB), (hawk, BOB))))
    assert _blocks(game) == {(sprite, hawk)}


@plays("Bog Rats", "static.cant_be_blocked_by")
@plays("Amrou Kithkin", "static.cant_be_blocked_by")
def test_509_1b_cant_be_blocked_by_walls_or_by_power_3_or_greater():
    game = board(["Bog Rats", "Amrou Kithkin"], ["Wall of Stone", "Hill Giant",
                                                 "Grizzly Bears"], step="declare attackers")
    rats, kithkin = obj(game, "Bog Rats"), obj(game, "Amrou Kithkin")
    wall, giant, bears = (obj(game, n) for n in ("Wall of Stone", "Hill Giant",
                                                 "Grizzly Bears"))
    game.act(Action("attack", 0, choice=((rats, BOB), (kithkin, BOB))))
    assert _blocks(game) == {(giant, rats), (bears, rats), (wall, kithkin),
                             (bears, kithkin)}


@plays("Charging Rhino", "static.cant_be_blocked_by")
def test_509_1b_charging_rhino_cant_be_blocked_by_more_than_one_creature():
    game = board(["Charging Rhino"], ["Grizzly Bears", "Hill Giant"], step="declare attackers")
    rhino = obj(game, "Charging Rhino")
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    game.act(Action("attack", 0, choice=((rhino, BOB),)))
    assert _blocks(game) == {(bears, rhino), (giant, rhino)}
    assert game.is_legal(Action("block", 1, choice=((bears, rhino),)))
    assert not game.is_legal(Action("block", 1, choice=((bears, rhino), (giant, rhino))))


@plays("Sea Serpent", "static.attack_unless")
def test_508_1c_sea_serpent_cant_attack_unless_defending_player_controls_an_island():
    game = board(["Sea Serpent"], [], step="declare attackers")
    serpent = obj(game, "Sea Serpent")
    assert not game.is_legal(Action("attack", 0, choice=((serpent, BOB),)))
    game = board(["Sea Serpent"], ["Island"], step="declare attackers")
    assert game.is_legal(Action("attack", 0, choice=((obj(game, "Sea Serpent"), BOB),)))


@plays("Arrest", "static.cant_activate", "static.restrict")
def test_602_5_arrest_stops_activated_abilities_even_mana_abilities():
    game = board(["Plains", "Plains", "Plains"], ["Prodigal Sorcerer", "Llanowar Elves"],
                 hands=(["Arrest"], []))
    sorcerer, elves = obj(game, "Prodigal Sorcerer"), obj(game, "Llanowar Elves")
    state = game.state
    ping = chars(game, sorcerer).activated[0]
    assert why_cant_activate(state, 1, state.objects[sorcerer], ping) is None
    cast(game, "Arrest", elves)
    resolve(game)
    assert {"cant_attack", "cant_block"} <= chars(game, elves).restrictions
    mana = chars(game, elves).activated[0]
    assert "602.5" in why_cant_activate(state, 1, state.objects[elves], mana)
    assert elves not in {s.id for s in mana_sources(state, 1)}


# -- prevention (CR 615) -------------------------------------------------------------------

def _attack(game, *names: str) -> None:
    """From the main phase: attack Bob with these creatures; combat damage is dealt."""
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=tuple((obj(game, n), BOB) for n in names)))
    to_step(game, "end of combat")


@plays("Fog", "effect.prevent_all")
def test_615_1_fog_prevents_all_combat_damage_this_turn_but_not_other_damage():
    game = board(["Grizzly Bears", "Forest", "Mountain"], [], hands=(["Fog", "Shock"], []))
    cast(game, "Fog")
    resolve(game)
    _attack(game, "Grizzly Bears")
    assert life(game, 1) == 20
    cast(game, "Shock", BOB)                 # not combat damage: dealt
    resolve(game)
    assert life(game, 1) == 18


@plays("Fend Off", "effect.prevent_all")
def test_615_1_fend_off_prevents_combat_damage_dealt_by_that_creature_only():
    game = board(["Grizzly Bears", "Hill Giant", "Plains", "Plains"], [],
                 hands=(["Fend Off"], []))
    cast(game, "Fend Off", obj(game, "Hill Giant"))
    resolve(game)
    _attack(game, "Grizzly Bears", "Hill Giant")
    assert life(game, 1) == 18               # the Bears' 2 is dealt, the Giant's 3 isn't


@plays("Shielded Passage", "effect.prevent_all")
def test_615_1_shielded_passage_prevents_all_damage_to_target_creature():
    game = board(["Grizzly Bears", "Plains", "Mountain", "Mountain"], [],
                 hands=(["Shielded Passage", "Shock", "Shock"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Shielded Passage", bears)
    resolve(game)
    for _ in range(2):                       # not used up by the first damage
        cast(game, "Shock", bears)
        resolve(game)
    assert game.state.objects[bears].zone == "battlefield"
    assert game.state.objects[bears].damage == 0


@plays("Maze of Ith", "effect.prevent_all")
def test_615_1_maze_of_ith_prevents_damage_dealt_to_and_by_the_attacker():
    game = board(["Hill Giant"], ["Maze of Ith", "Grizzly Bears"], step="declare attackers")
    giant, bears = obj(game, "Hill Giant"), obj(game, "Grizzly Bears")
    game.act(Action("attack", 0, choice=((giant, BOB),)))
    game.act(Action("pass", 0))
    activate(game, obj(game, "Maze of Ith"), giant, player=1)
    resolve(game)
    assert not game.state.objects[giant].tapped
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=((bears, giant),)))
    to_step(game, "end of combat")
    assert game.state.objects[bears].zone == "battlefield"       # the Giant dealt none
    assert game.state.objects[giant].damage == 0                # and was dealt none


@plays("Conservator", "effect.prevent_next_self")
@plays("Revered Elder", "effect.prevent_next_self")
def test_615_7_prevent_the_next_damage_to_you_or_to_this_creature():
    game = board(["Conservator", "Revered Elder", "Wastes", "Wastes", "Wastes", "Wastes"],
                 ["Mountain", "Mountain"], hands=([], ["Shock", "Shock"]))
    elder = obj(game, "Revered Elder")
    activate(game, obj(game, "Conservator"))
    resolve(game)
    activate(game, elder)
    resolve(game)
    game.act(Action("pass", 0))
    cast(game, "Shock", ALICE, player=1)
    resolve(game)
    assert life(game, 0) == 20                # 2 prevented
    game.act(Action("pass", 0))
    cast(game, "Shock", elder, player=1)
    resolve(game)
    assert game.state.objects[elder].damage == 1


@plays("Choke", "static.dont_untap")
def test_502_3_choke_islands_dont_untap():
    game = board(["Choke"], ["Island", "Forest"])
    island, forest = obj(game, "Island"), obj(game, "Forest")
    for oid in (island, forest):
        game.state.objects[oid].tapped = True
    game.state.changed()
    to_step(game, "upkeep")
    assert game.state.active == 1
    assert game.state.objects[island].tapped and not game.state.objects[forest].tapped


@plays("Crippling Chill", "effect.no_next_untap")
def test_502_3_crippling_chill_creature_skips_only_its_controllers_next_untap():
    game = board(["Island", "Island", "Island"], ["Grizzly Bears"],
                 hands=(["Crippling Chill"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Crippling Chill", bears)
    resolve(game)
    assert game.state.objects[bears].tapped
    to_step(game, "upkeep")                      # Bob's untap step: it stays tapped
    assert game.state.active == 1 and game.state.objects[bears].tapped
    assert "doesnt_untap" not in chars(game, bears).restrictions      # the effect is over
    to_step(game, "end")
    to_step(game, "upkeep")                      # Alice's turn
    to_step(game, "end")
    to_step(game, "upkeep")                      # Bob's next turn: it untaps
    assert game.state.active == 1 and not game.state.objects[bears].tapped


# -- the color of your choice (CR 105.1, 608.2d) -------------------------------------------

@plays("Gods Willing", "effect.protection_choice")
def test_702_16_gods_willing_protection_from_the_chosen_color():
    game = board(["Grizzly Bears", "Plains"], ["Mountain"],
                 hands=(["Gods Willing"], ["Shock"]))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Gods Willing", bears)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "choose" and "red" in game.decision.options
    choose(game, "red")
    choose(game, "done")                     # scry 1: keep it on top
    assert "protection from red" in chars(game, bears).keywords
    game.act(Action("pass", 0))
    assert not game.is_legal(Action("cast", 1, in_hand(game, "Shock", 1),
                                    targets=(("object", bears),), mode=0))


@plays("Rainbow Crow", "effect.color_choice")
def test_613_1e_rainbow_crow_becomes_the_chosen_color_until_end_of_turn():
    game = board(["Rainbow Crow", "Island"], [])
    crow = obj(game, "Rainbow Crow")
    activate(game, crow)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    choose(game, "green")
    assert chars(game, crow).colors == frozenset({"G"})
    to_step(game, "upkeep")
    assert chars(game, crow).colors == frozenset({"U"})


@plays("Signal Pest", "static.cant_be_blocked_by")
@plays("Rampaging Ceratops", "static.cant_be_blocked_by")
def test_509_1b_cant_be_blocked_except_by_flying_or_reach_or_three_creatures():
    game = board(["Signal Pest", "Rampaging Ceratops"],
                 ["Giant Spider", "Grizzly Bears", "Hill Giant", "Suntail Hawk"],
                 step="declare attackers")
    pest, ceratops = obj(game, "Signal Pest"), obj(game, "Rampaging Ceratops")
    spider, bears, giant, hawk = (obj(game, n) for n in ("Giant Spider", "Grizzly Bears",
                                                         "Hill Giant", "Suntail Hawk"))
    game.act(Action("attack", 0, choice=((pest, BOB), (ceratops, BOB))))
    assert {b for b, a in _blocks(game) if a == pest} == {spider, hawk}
    two = ((bears, ceratops), (giant, ceratops))
    assert not game.is_legal(Action("block", 1, choice=two))
    assert game.is_legal(Action("block", 1, choice=two + ((spider, ceratops),)))


@plays("Nest Invader", "effect.token_abilities", "static.granted")
def test_111_4_nest_invader_token_has_its_quoted_mana_ability():
    game = board(["Forest", "Forest"], [], hands=(["Nest Invader"], []))
    cast(game, "Nest Invader")
    resolve(game)
    resolve(game)
    spawn = obj(game, "Eldrazi Spawn")
    assert game.state.objects[spawn].card.token
    game = Game.from_json(game.to_json())              # a token with abilities is saved whole
    activate(game, spawn)                               # Sacrifice this token: Add {C}
    assert game.state.players[0].pool.total() == 1
    assert game.state.objects[spawn].zone != "battlefield"


@plays("Make Mischief", "effect.token_abilities")
def test_111_4_devil_token_deals_damage_when_it_dies():
    game = board(["Mountain"] * 3, ["Mountain"], hands=(["Make Mischief"], ["Shock"]))
    cast(game, "Make Mischief", BOB)
    resolve(game)
    devil = obj(game, "Devil")
    game.act(Action("pass", 0))
    cast(game, "Shock", devil, player=1)
    resolve(game)
    if game.decision.kind == "targets":
        choose_targets(game, BOB)
    resolve(game)
    assert life(game, 1) == 20 - 1 - 1


@plays("Gaseous Form", "static.prevent")
def test_615_1_gaseous_form_prevents_combat_damage_to_and_by_enchanted_creature():
    game = board(["Hill Giant", "Island", "Island", "Island", "Mountain"], ["Grizzly Bears"],
                 hands=(["Gaseous Form", "Shock"], []))
    giant, bears = obj(game, "Hill Giant"), obj(game, "Grizzly Bears")
    cast(game, "Gaseous Form", giant)
    resolve(game)
    game.act(Action("pass", 0))
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((giant, BOB),)))
    _blocks(game)
    game.act(Action("block", 1, choice=((bears, giant),)))
    to_step(game, "end of combat")
    assert game.state.objects[giant].damage == 0
    assert game.state.objects[bears].zone == "battlefield"
    to_step(game, "postcombat main")
    cast(game, "Shock", giant)                     # not combat damage: dealt
    resolve(game)
    assert game.state.objects[giant].damage == 2


@plays("Dawn Elemental", "static.prevent")
def test_615_1_dawn_elemental_prevents_all_damage_to_itself():
    game = board(["Dawn Elemental", "Mountain"], [], hands=(["Shock"], []))
    elemental = obj(game, "Dawn Elemental")
    cast(game, "Shock", elemental)
    resolve(game)
    assert game.state.objects[elemental].damage == 0


@plays("Commencement of Festivities", "effect.prevent_all")
def test_615_1_combat_damage_to_players_is_prevented_but_not_to_creatures():
    game = board(["Grizzly Bears", "Hill Giant", "Forest", "Forest"], ["Grizzly Bears"],
                 hands=(["Commencement of Festivities"], []))
    cast(game, "Commencement of Festivities")
    resolve(game)
    giant, blocker = obj(game, "Hill Giant"), ids(game, "Grizzly Bears")[1]
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((obj(game, "Grizzly Bears"), BOB), (giant, BOB))))
    _blocks(game)
    game.act(Action("block", 1, choice=((blocker, giant),)))
    to_step(game, "end of combat")
    assert life(game, 1) == 20                              # the Bears' damage prevented
    assert blocker not in game.state.battlefield             # the Giant's isn't


@plays("Ethereal Haze", "effect.prevent_all")
def test_615_1_ethereal_haze_prevents_damage_dealt_by_creatures():
    game = board(["Grizzly Bears", "Plains", "Mountain"], [],
                 hands=(["Ethereal Haze", "Shock"], []))
    cast(game, "Ethereal Haze")
    resolve(game)
    _attack(game, "Grizzly Bears")
    assert life(game, 1) == 20
    cast(game, "Shock", BOB)                 # an instant isn't a creature
    resolve(game)
    assert life(game, 1) == 18


@plays("Canopy Claws", "effect.loses_keywords")
def test_613_1f_canopy_claws_target_loses_flying_until_end_of_turn():
    game = board(["Forest"], ["Suntail Hawk"], hands=(["Canopy Claws"], []))
    hawk = obj(game, "Suntail Hawk")
    cast(game, "Canopy Claws", hawk)
    resolve(game)
    assert "flying" not in chars(game, hawk).keywords
    to_step(game, "upkeep")
    assert "flying" in chars(game, hawk).keywords


@plays("Banishing Knack", "effect.gains_quoted", "static.granted")
def test_611_2a_banishing_knack_grants_a_bounce_ability_until_end_of_turn():
    game = board(["Grizzly Bears", "Island"], ["Hill Giant"], hands=(["Banishing Knack"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    cast(game, "Banishing Knack", bears)
    resolve(game)
    activate(game, bears, giant)
    resolve(game)
    assert giant not in game.state.battlefield and len(game.state.players[1].hand) == 1
    to_step(game, "upkeep")
    assert chars(game, bears).activated == ()


@plays("Flame Fusillade", "effect.gains_quoted")
def test_611_2c_flame_fusillade_group_gains_a_ping_until_end_of_turn():
    game = board(["Ornithopter", "Mountain", "Mountain", "Mountain", "Mountain"], [],
                 hands=(["Flame Fusillade"], []))
    cast(game, "Flame Fusillade")
    resolve(game)
    land = obj(game, "Mountain")                    # tapped paying; the Ornithopter isn't
    activate(game, obj(game, "Ornithopter"), BOB)
    resolve(game)
    assert life(game, 1) == 19
    assert game.state.objects[land].tapped


@plays("Cagemail", "static.attached_restricted")
def test_604_1_cagemail_pumps_and_stops_attacks():
    game = board(["Grizzly Bears", "Plains", "Plains"], [], hands=(["Cagemail"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Cagemail", bears)
    resolve(game)
    c = chars(game, bears)
    assert c.power == 4 and "cant_attack" in c.restrictions


@plays("Lightning Prowess", "static.granted", "static.attached")
def test_113_1_lightning_prowess_grants_haste_and_a_ping():
    game = board(["Grizzly Bears", "Mountain", "Mountain", "Mountain"], [],
                 hands=(["Lightning Prowess"], []), sick=True)
    bears = obj(game, "Grizzly Bears")
    cast(game, "Lightning Prowess", bears)
    resolve(game)
    assert "haste" in chars(game, bears).keywords
    activate(game, bears, BOB)                  # haste: {T} though it came this turn
    resolve(game)
    assert life(game, 1) == 19


@plays("Ironclaw Orcs", "static.block_only")
@plays("Battering Wurm", "static.group_restriction")
def test_509_1b_blocking_limited_by_power():
    game = board(["Battering Wurm", "Grizzly Bears"], ["Ironclaw Orcs", "Hill Giant"],
                 step="declare attackers")
    wurm, bears = obj(game, "Battering Wurm"), obj(game, "Grizzly Bears")
    giant = obj(game, "Hill Giant")
    game.act(Action("attack", 0, choice=((wurm, BOB), (bears, BOB))))
    # The Wurm (power 6) can't be blocked by power 2 or 3; the Orcs can't block power 2+.
    assert _blocks(game) == {(giant, bears)}


@plays("Null Rod", "static.group_restriction")
def test_602_5_null_rod_stops_artifacts_activated_abilities():
    game = board(["Null Rod", "Mind Stone"], [])
    state = game.state
    stone = state.objects[obj(game, "Mind Stone")]
    assert "602.5" in why_cant_activate(state, 0, stone, chars(game, stone.id).activated[0])
    assert stone.id not in {s.id for s in mana_sources(state, 0)}


@plays("Leyline of Sanctity", "static.group_restriction")
def test_702_11c_leyline_of_sanctity_player_hexproof():
    game = board(["Leyline of Sanctity", "Mountain"], ["Mountain"],
                 hands=(["Shock"], ["Shock"]))
    assert game.is_legal(Action("cast", 0, in_hand(game, "Shock", 0), targets=(ALICE,),
                                mode=0))                     # Alice's own spell may
    game.act(Action("pass", 0))
    assert not game.is_legal(Action("cast", 1, in_hand(game, "Shock", 1), targets=(ALICE,),
                                    mode=0))
    assert game.is_legal(Action("cast", 1, in_hand(game, "Shock", 1), targets=(BOB,),
                                mode=0))


@plays("Flaring Pain", "effect.no_prevention")
def test_615_12_flaring_pain_damage_cant_be_prevented_this_turn():
    game = board(["Dawn Elemental", "Mountain", "Mountain", "Mountain"], [],
                 hands=(["Flaring Pain", "Shock"], []))
    elemental = obj(game, "Dawn Elemental")
    cast(game, "Flaring Pain")
    resolve(game)
    cast(game, "Shock", elemental)
    resolve(game)
    assert game.state.objects[elemental].damage == 2
    to_step(game, "upkeep")
    assert not game.state.shields                       # the marker ends with the turn


@plays("Thorn Elemental", "static.group_restriction")
def test_510_1c_thorn_elemental_assigns_damage_as_though_unblocked():
    game = board(["Thorn Elemental"], ["Grizzly Bears"], step="declare attackers")
    thorn, bears = obj(game, "Thorn Elemental"), obj(game, "Grizzly Bears")
    game.act(Action("attack", 0, choice=((thorn, BOB),)))
    _blocks(game)
    game.act(Action("block", 1, choice=((bears, thorn),)))
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    assert game.decision.kind == "assign_damage"
    game.act(Action("assign", 0, thorn, choice=((BOB, 7),)))
    to_step(game, "end of combat")
    assert life(game, 1) == 13 and bears in game.state.battlefield


@plays("Spreading Seas", "static.attached_characteristics")
def test_305_7_spreading_seas_enchanted_land_is_an_island():
    game = board(["Island", "Island"], ["Mountain"], hands=(["Spreading Seas"], []))
    mountain = obj(game, "Mountain")
    cast(game, "Spreading Seas", mountain)
    resolve(game)
    c = chars(game, mountain)
    assert c.subtypes == frozenset({"Island"})
    assert [a.mana for a in c.activated] == [("U",)]


@plays("Kasmina's Transmutation", "static.attached_characteristics")
def test_613_4b_enchanted_creature_loses_abilities_and_is_1_1():
    game = board(["Island", "Island", "Island"], ["Serra Angel"],
                 hands=(["Kasmina's Transmutation"], []))
    angel = obj(game, "Serra Angel")
    cast(game, "Kasmina's Transmutation", angel)
    resolve(game)
    c = chars(game, angel)
    assert (c.power, c.toughness) == (1, 1) and not c.keywords


@plays("Bouncing Beebles", "static.cant_be_blocked_by")
def test_509_1b_beebles_unblockable_while_defender_controls_an_artifact():
    game = board(["Bouncing Beebles"], ["Grizzly Bears", "Ornithopter"],
                 step="declare attackers")
    beebles = obj(game, "Bouncing Beebles")
    game.act(Action("attack", 0, choice=((beebles, BOB),)))
    assert _blocks(game) == set()
    game = board(["Bouncing Beebles"], ["Grizzly Bears"], step="declare attackers")
    beebles = obj(game, "Bouncing Beebles")
    game.act(Action("attack", 0, choice=((beebles, BOB),)))
    assert _blocks(game) == {(obj(game, "Grizzly Bears"), beebles)}


@plays("Crowned Ceratok", "static.anthem")
def test_611_3a_creatures_with_a_counter_have_trample_while_they_have_it():
    game = board(["Crowned Ceratok", "Grizzly Bears", "Grizzly Bears"], ["Grizzly Bears"])
    mine = ids(game, "Grizzly Bears")
    game.state.objects[mine[0]].counters["+1/+1"] = 1
    game.state.changed()
    assert "trample" in chars(game, mine[0]).keywords
    assert "trample" not in chars(game, mine[1]).keywords
    game.state.objects[mine[0]].counters.clear()
    game.state.changed()
    assert "trample" not in chars(game, mine[0]).keywords


@plays("Bontu's Last Reckoning", "effect.no_next_untap")
def test_502_3_bontus_last_reckoning_lands_skip_your_next_untap():
    game = board(["Swamp", "Swamp", "Swamp", "Grizzly Bears"], ["Grizzly Bears"],
                 hands=(["Bontu's Last Reckoning"], []))
    cast(game, "Bontu's Last Reckoning")
    resolve(game)
    assert not game.state.battlefield[4:]                     # the creatures are gone
    swamps = ids(game, "Swamp")
    to_step(game, "upkeep")                                   # Bob's turn
    to_step(game, "end")
    to_step(game, "upkeep")                                   # Alice's: they stay tapped
    assert game.state.active == 0
    assert all(game.state.objects[s].tapped for s in swamps)
    to_step(game, "end")
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "upkeep")                                   # Alice's next: they untap
    assert not any(game.state.objects[s].tapped for s in swamps)


@plays("Encrust", "static.cant_activate", "static.restrict")
def test_602_5_encrust_keeps_it_tapped_and_its_abilities_off():
    game = board(["Island", "Island", "Island"], ["Prodigal Sorcerer"],
                 hands=(["Encrust"], []))
    sorcerer = obj(game, "Prodigal Sorcerer")
    cast(game, "Encrust", sorcerer)
    resolve(game)
    assert {"cant_activate", "doesnt_untap"} <= chars(game, sorcerer).restrictions


@plays("Lava Coil", "effect.exile_if_dies")
def test_614_1a_lava_coil_exiles_the_creature_that_would_die():
    game = board(["Mountain", "Mountain"], ["Hill Giant"], hands=(["Lava Coil"], []))
    cast(game, "Lava Coil", obj(game, "Hill Giant"))
    resolve(game)
    state = game.state
    assert not state.players[1].graveyard
    assert [state.objects[i].name for i in state.players[1].exile] == ["Hill Giant"]
    game = Game.from_json(game.to_json())                 # the shield is saved with the rest
    to_step(game, "upkeep")
    assert not game.state.shields


@plays("Tower of Coireall", "effect.cant_be_blocked_by_this_turn")
def test_509_1b_tower_of_coireall_walls_cant_block_it_this_turn():
    game = board(["Tower of Coireall", "Grizzly Bears"], ["Wall of Stone", "Hill Giant"])
    bears = obj(game, "Grizzly Bears")
    activate(game, obj(game, "Tower of Coireall"), bears)
    resolve(game)
    game.act(Action("pass", 0))
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    assert _blocks(game) == {(obj(game, "Hill Giant"), bears)}


@plays("Elusive Spellfist", "effect.cant_this_turn", "effect.pump")
def test_611_2a_spellfist_gets_bigger_and_cant_be_blocked_this_turn():
    game = board(["Elusive Spellfist", "Island"], [], hands=(["Opt"], []))
    fist = obj(game, "Elusive Spellfist")
    cast(game, "Opt")
    resolve(game)                                  # the trigger resolves first
    c = chars(game, fist)
    assert c.power == 2 and "cant_be_blocked" in c.restrictions


@plays("Prowling Serpopard", "static.group_restriction")
def test_101_2_prowling_serpopard_creature_spells_cant_be_countered():
    game = board(["Prowling Serpopard", "Forest", "Forest"], ["Island", "Island"],
                 hands=(["Grizzly Bears"], ["Counterspell"]))
    cast(game, "Grizzly Bears")
    bears = game.state.stack[-1]
    game.act(Action("pass", 0))
    cast(game, "Counterspell", bears, player=1)
    resolve(game)
    assert "Grizzly Bears" in [game.state.objects[i].name for i in game.state.battlefield]


@plays("Gravebind", "effect.cant_be_blocked_by_this_turn")
def test_701_15c_gravebind_creature_cant_be_regenerated_this_turn():
    game = board(["Swamp", "Swamp", "Mountain"], ["River Boa", "Forest"],
                 hands=(["Gravebind", "Shock"], []))
    boa = obj(game, "River Boa")
    cast(game, "Gravebind", boa)
    resolve(game)
    cast(game, "Shock", boa)
    game.act(Action("pass", 0))
    activate(game, boa, player=1)                  # a regeneration shield, in response
    resolve(game)
    assert boa not in game.state.battlefield


@plays("Explore", "effect.extra_land_this_turn")
def test_305_2_explore_allows_an_additional_land_this_turn():
    game = board(["Forest", "Forest"], [], hands=(["Explore", "Forest", "Forest", "Forest"], []))
    cast(game, "Explore")
    resolve(game)
    for _ in range(2):
        game.act(Action("play", 0, in_hand(game, "Forest")))
    assert not game.is_legal(Action("play", 0, in_hand(game, "Forest")))


@plays("Scorching Dragonfire", "effect.exile_if_dies")
def test_614_1a_scorching_dragonfire_exiles_a_planeswalker_or_creature_that_would_die():
    game = board(["Mountain", "Mountain"], ["Grizzly Bears"], hands=(["Scorching Dragonfire"], []))
    cast(game, "Scorching Dragonfire", obj(game, "Grizzly Bears"))
    resolve(game)
    assert [game.state.objects[i].name for i in game.state.players[1].exile] == [
        "Grizzly Bears"]


@plays("Mirror Wall", "effect.attack_this_turn")
def test_702_3b_mirror_wall_can_attack_this_turn_despite_defender():
    game = board(["Mirror Wall", "Plains"], [])
    wall = obj(game, "Mirror Wall")
    activate(game, wall)
    resolve(game)
    game.act(Action("pass", 0))
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    assert game.is_legal(Action("attack", 0, choice=((wall, BOB),)))


@plays("Goblin Assault", "static.dont_untap")
@plays("Boiling Blood", "effect.attack_this_turn")
def test_508_1d_creatures_that_must_attack_this_turn():
    game = board(["Grizzly Bears", "Hill Giant", "Mountain", "Mountain", "Mountain"], [],
                 hands=(["Boiling Blood"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    cast(game, "Boiling Blood", giant)
    resolve(game)
    game.act(Action("pass", 0))
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    assert not game.is_legal(Action("attack", 0, choice=((bears, BOB),)))
    assert game.is_legal(Action("attack", 0, choice=((giant, BOB),)))
    game = board(["Goblin Assault", "Goblin Piker"], [], step="declare attackers")
    assert not game.is_legal(Action("attack", 0, choice=()))


@plays("Safe Passage", "effect.prevent_all")
def test_615_1_safe_passage_protects_you_and_your_creatures_only():
    game = board(["Grizzly Bears", "Plains", "Plains", "Plains", "Mountain", "Mountain"], [],
                 hands=(["Safe Passage", "Shock", "Shock"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Safe Passage")
    resolve(game)
    game = Game.from_json(game.to_json())        # shields with filters are saved too
    cast(game, "Shock", bears)
    resolve(game)
    cast(game, "Shock", BOB)
    resolve(game)
    assert game.state.objects[bears].damage == 0 and life(game, 1) == 18


@plays("Heavy Fog", "effect.prevent_all")
def test_615_1_heavy_fog_prevents_damage_to_you_by_attacking_creatures():
    game = board(["Forest", "Forest"], ["Hill Giant", "Mountain"],
                 hands=(["Heavy Fog"], ["Shock"]))
    to_step(game, "upkeep")                              # Bob's turn: his Giant attacks
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 1, choice=((obj(game, "Hill Giant"), ALICE),)))
    game.act(Action("pass", 1))
    cast(game, "Heavy Fog")
    resolve(game)
    to_step(game, "end of combat")
    assert life(game, 0) == 20
    to_step(game, "postcombat main")
    cast(game, "Shock", ALICE, player=1)                 # not from an attacking creature
    resolve(game)
    assert life(game, 0) == 18


@plays("Faith's Fetters", "static.cant_activate")
def test_602_5_faiths_fetters_leaves_mana_abilities_alone():
    game = board(["Plains", "Plains", "Plains", "Plains"], ["Llanowar Elves"],
                 hands=(["Faith's Fetters", "Faith's Fetters"], []))
    elves = obj(game, "Llanowar Elves")
    cast(game, "Faith's Fetters", elves)
    resolve(game)
    state = game.state
    mana = chars(game, elves).activated[0]
    assert why_cant_activate(state, 1, state.objects[elves], mana) is None
    assert "cant_attack" in chars(game, elves).restrictions and life(game, 0) == 24


@plays("Doran, the Siege Tower", "static.dont_untap")
def test_510_1a_doran_creatures_assign_damage_equal_to_toughness():
    game = board(["Doran, the Siege Tower", "Grizzly Bears"], ["Hill Giant"],
                 step="declare attackers")
    doran = obj(game, "Doran, the Siege Tower")
    game.act(Action("attack", 0, choice=((doran, BOB),)))
    to_step(game, "end of combat")
    assert life(game, 1) == 15                       # Doran is 0/5: 5 damage


@plays("Sanctum Guardian", "effect.prevent_next_time")
def test_615_8_sanctum_guardian_prevents_the_next_damage_from_a_chosen_source():
    game = board(["Sanctum Guardian", "Grizzly Bears"], ["Mountain", "Mountain"],
                 hands=([], ["Shock", "Shock"]))
    bears = obj(game, "Grizzly Bears")
    game.act(Action("pass", 0))
    cast(game, "Shock", bears, player=1)
    shock = game.state.stack[-1]
    game.act(Action("pass", 1))
    activate(game, obj(game, "Sanctum Guardian"), bears)     # in response: that Shock
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    choose(game, shock)
    resolve(game)
    assert game.state.objects[bears].damage == 0


@plays("Burrenton Forge-Tender", "effect.prevent_all")
def test_615_1_forge_tender_prevents_all_damage_a_red_source_would_deal_this_turn():
    game = board(["Burrenton Forge-Tender"], ["Mountain", "Mountain"],
                 hands=([], ["Shock", "Shock"]))
    game.act(Action("pass", 0))
    cast(game, "Shock", ALICE, player=1)
    shock = game.state.stack[-1]
    game.act(Action("pass", 1))
    activate(game, obj(game, "Burrenton Forge-Tender"))
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))              # the only red source: chosen without asking
    assert any(getattr(s, "from_source", None) == shock for s in game.state.shields)
    resolve(game)
    assert life(game, 0) == 20


@plays("Castle", "static.anthem")
@plays("Orcish Oriflamme", "static.anthem")
def test_611_3a_status_anthems_follow_the_status():
    game = board(["Castle", "Orcish Oriflamme", "Grizzly Bears", "Hill Giant"], [],
                 step="declare attackers")
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    assert (chars(game, bears).power, chars(game, bears).toughness) == (2, 4)   # untapped
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    c = chars(game, bears)
    assert (c.power, c.toughness) == (3, 2)            # attacking and tapped now
    assert chars(game, giant).power == 3


@plays("Mogg Flunkies", "static.attack_unless")
@plays("Jackal Familiar", "static.attack_unless")
def test_506_5_cant_attack_or_block_alone():
    game = board(["Mogg Flunkies", "Grizzly Bears"], ["Jackal Familiar", "Hill Giant"],
                 step="declare attackers")
    flunkies, bears = obj(game, "Mogg Flunkies"), obj(game, "Grizzly Bears")
    assert not game.is_legal(Action("attack", 0, choice=((flunkies, BOB),)))
    game.act(Action("attack", 0, choice=((flunkies, BOB), (bears, BOB))))
    _blocks(game)
    jackal, giant = obj(game, "Jackal Familiar"), obj(game, "Hill Giant")
    assert not game.is_legal(Action("block", 1, choice=((jackal, bears),)))
    assert game.is_legal(Action("block", 1, choice=((jackal, bears), (giant, flunkies))))


def test_508_1d_a_creature_that_must_attack_but_cant_alone():
    from tolaria.rules.combat import with_requirements
    game = board(["Goblin Assault", "Mogg Flunkies"], [], step="declare attackers")
    assert game.is_legal(Action("attack", 0, choice=()))        # it can't obey: no deadlock
    game = board(["Goblin Assault", "Mogg Flunkies", "Grizzly Bears"], [],
                 step="declare attackers")
    assert not game.is_legal(Action("attack", 0, choice=()))
    required = with_requirements(game.state, 0, ())
    assert len(required) == 2 and game.is_legal(Action("attack", 0, choice=required))


@plays("Champion Lancer", "static.prevent")
def test_615_1_champion_lancer_prevents_damage_from_creatures_only():
    game = board(["Hill Giant", "Mountain"], ["Champion Lancer"], hands=(["Shock"], []),
                 step="declare attackers")
    giant, lancer = obj(game, "Hill Giant"), obj(game, "Champion Lancer")
    game.act(Action("attack", 0, choice=((giant, BOB),)))
    _blocks(game)
    game.act(Action("block", 1, choice=((lancer, giant),)))
    to_step(game, "end of combat")
    assert game.state.objects[lancer].damage == 0            # the Giant's damage prevented
    to_step(game, "postcombat main")
    cast(game, "Shock", lancer)
    resolve(game)
    assert game.state.objects[lancer].damage == 2


@plays("Two-Headed Giant of Foriys", "static.block_only")
def test_509_3_510_1d_a_creature_blocking_two_divides_its_damage_in_its_order():
    game = board(["Grizzly Bears", "Grizzly Bears"], ["Two-Headed Giant of Foriys"],
                 step="declare attackers")
    first, second = ids(game, "Grizzly Bears")
    crusher = obj(game, "Two-Headed Giant of Foriys")
    game.act(Action("attack", 0, choice=((first, BOB), (second, BOB))))
    assert _blocks(game) == {(crusher, first), (crusher, second)}
    assert not game.is_legal(Action("block", 1, choice=((crusher, first), (crusher, first))))
    game.act(Action("block", 1, choice=((crusher, first), (crusher, second))))
    assert game.decision.kind == "order_blockers" and game.decision.player == 1   # CR 509.3
    game.act(Action("order", 1, crusher, choice=(second, first)))
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    assert game.decision.kind == "assign_damage" and game.decision.subject == crusher
    split = ((("object", second), 2), (("object", first), 2))
    assert split in game.decision.options
    assert ((("object", first), 2), (("object", second), 2)) not in game.decision.options
    game.act(Action("assign", 1, crusher, choice=split))
    to_step(game, "end of combat")
    assert first not in game.state.battlefield and second not in game.state.battlefield


def test_statics_decks_play_random_games_to_the_end():
    """Random games with these cards keep every invariant (tests/test_properties.py)."""
    from pathlib import Path

    from test_properties import play_checked
    decks = Path(__file__).parent / "decks"
    pair = (str(decks / "statics_wu.txt"), str(decks / "statics_rg.txt"))
    for seed, order in ((0, pair), (1, pair[::-1])):
        game, _ = play_checked(order, seed)
        assert game.over


# -- "<players> can't cast spells this turn" (CR 101.2, 514.2) ------------------------------

def _bob_may(game: Game) -> set[tuple[str, str]]:
    """What Bob may do now: (kind, name) of his casts and activations."""
    assert game.decision.player == 1
    return {(a.kind, game.state.objects[a.object].name) for a in game.legal_actions()
            if a.kind in ("cast", "activate")}


@plays("Abeyance", "effect.cant_cast_this_turn", "phrase.target")
def test_101_2_abeyance_stops_instants_sorceries_and_non_mana_abilities_this_turn():
    game = board(["Plains", "Plains", "Island"], ["Prodigal Sorcerer", "Llanowar Elves",
                                                   "Mountain", "Forest"],
                 hands=(["Abeyance", "Opt"], ["Lightning Bolt", "Ambush Viper"]))
    for oid in (obj(game, "Prodigal Sorcerer"), obj(game, "Llanowar Elves"),
                obj(game, "Mountain"), obj(game, "Forest")):
        game.state.objects[oid].controller = game.state.objects[oid].owner = 1
    cast(game, "Abeyance", BOB)
    resolve(game)
    assert len(game.state.players[0].hand) == 2                # Opt, and the card drawn
    cast(game, "Opt")
    game.act(Action("pass", 0))
    may = _bob_may(game)
    assert ("cast", "Lightning Bolt") not in may and ("activate", "Prodigal Sorcerer") not in may
    assert ("cast", "Ambush Viper") in may                     # a creature spell: allowed
    sorcerer = game.state.objects[obj(game, "Prodigal Sorcerer")]
    elves = game.state.objects[obj(game, "Llanowar Elves")]
    assert why_cant_activate(game.state, 1, elves, chars(game, elves.id).activated[0]) is None
    assert "101.2" in why_cant_activate(game.state, 1, sorcerer,
                                        chars(game, sorcerer.id).activated[0])
    resolve(game)
    to_step(game, "upkeep")                                    # Bob's turn: it has ended
    assert game.state.active == 1
    bolt = in_hand(game, "Lightning Bolt", player=1)
    assert game.is_legal(Action("cast", 1, bolt, targets=(ALICE,)))


@plays("Ranger-Captain of Eos", "effect.cant_cast_this_turn")
def test_101_2_ranger_captain_opponents_cant_cast_noncreature_spells_this_turn():
    game = board(["Ranger-Captain of Eos", "Island"], ["Mountain", "Forest"],
                 hands=(["Opt"], ["Lightning Bolt", "Ambush Viper"]))
    for oid in (obj(game, "Mountain"), obj(game, "Forest")):
        game.state.objects[oid].controller = game.state.objects[oid].owner = 1
    activate(game, obj(game, "Ranger-Captain of Eos"))         # Sacrifice this creature
    resolve(game)
    assert not ids(game, "Ranger-Captain of Eos")
    cast(game, "Opt")
    game.act(Action("pass", 0))
    may = _bob_may(game)
    assert ("cast", "Lightning Bolt") not in may and ("cast", "Ambush Viper") in may
    bolt = in_hand(game, "Lightning Bolt", player=1)
    assert "101.2" in game.why_illegal(Action("cast", 1, bolt, targets=(ALICE,)))


@plays("Master of Cruelties", "static.only_alone")
def test_506_5_master_of_cruelties_can_only_attack_alone():
    game = board(["Master of Cruelties", "Grizzly Bears"], [], step="declare attackers")
    master, bears = obj(game, "Master of Cruelties"), obj(game, "Grizzly Bears")
    assert not game.is_legal(Action("attack", 0, choice=((master, BOB), (bears, BOB))))
    assert game.is_legal(Action("attack", 0, choice=((master, BOB),)))
    assert game.is_legal(Action("attack", 0, choice=((bears, BOB),)))


@plays("Master of Cruelties", "static.only_alone")
def test_508_1d_master_of_cruelties_obeys_the_most_requirements_it_can():
    from tolaria.rules.combat import with_requirements
    game = board(["Grand Melee", "Master of Cruelties", "Grizzly Bears"], [],
                 step="declare attackers")
    master, bears = obj(game, "Master of Cruelties"), obj(game, "Grizzly Bears")
    assert not game.is_legal(Action("attack", 0, choice=()))
    assert not game.is_legal(Action("attack", 0, choice=((master, BOB), (bears, BOB))))
    assert game.is_legal(Action("attack", 0, choice=((master, BOB),)))   # one obeyed
    assert game.is_legal(Action("attack", 0, choice=((bears, BOB),)))    # either way
    game = board(["Grand Melee", "Master of Cruelties", "Grizzly Bears", "Hill Giant"], [],
                 step="declare attackers")
    master = obj(game, "Master of Cruelties")
    assert not game.is_legal(Action("attack", 0, choice=((master, BOB),)))   # 1 of 2
    required = with_requirements(game.state, 0, ((master, BOB),))
    assert master not in {a for a, _ in required} and len(required) == 2
    assert game.is_legal(Action("attack", 0, choice=required))


@plays("Master of Cruelties", "trigger.unblocked_player", "effect.set_life",
       "effect.assigns_no_combat_damage")
def test_119_5_master_of_cruelties_unblocked_sets_the_players_life_to_1():
    game = board(["Master of Cruelties"], ["Hill Giant"], step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Master of Cruelties"), BOB),)))
    _blocks(game)
    game.act(Action("block", 1, choice=()))
    resolve(game)
    assert life(game, 1) == 1
    to_step(game, "postcombat main")
    assert life(game, 1) == 1                   # it assigned no combat damage this combat
    assert not game.state.players[1].lost
