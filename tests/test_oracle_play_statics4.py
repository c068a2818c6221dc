"""Statics (4): Auras and Equipment that set what the creature they're attached to is (its
types, colours, abilities, base power and toughness), cost rules and conditions of static
abilities (CR 205.1a, 604, 611.3a, 613.1d-f, 613.4b)."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import (
    BOB,
    Action,
    activate,
    cast,
    chars,
    choose,
    choose_targets,
    grave,
    hand,
    in_hand,
    life,
    obj,
    plays,
    resolve,
)
from test_serialize import round_trip

from tolaria import IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.combat import why_cant_attack
from tolaria.rules.zones import create_object


def _to_attackers(game) -> None:
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    assert game.decision.kind == "attackers"


def _blocks(game) -> set[tuple[int, int]]:
    """The blocks Bob may declare (none asked if no creature can block)."""
    while game.decision.kind == "priority" and game.state.step == "declare attackers":
        game.act(Action("pass", game.decision.player))
    if game.decision.kind != "blockers":
        return set()
    return {pair for a in game.legal_actions() if a.kind == "block" for pair in a.choice}


# -- "Enchanted creature is a <type> ..." (CR 205.1a, 613.1d-f, 613.4b) ---------------------


@plays("Frogify", "animation.attached_creature_is")
def test_205_1a_frogify_makes_an_artifact_creature_a_blue_frog_creature_only():
    """"is a blue Frog creature": its card types and subtypes are replaced, so Ornithopter
    is no longer an artifact or a Thopter; it loses flying and is a blue 1/1."""
    game = board(["Island", "Island"], ["Ornithopter"], hands=(["Frogify"], []))
    thopter = obj(game, "Ornithopter")
    cast(game, "Frogify", thopter)
    resolve(game)
    c = chars(game, thopter)
    assert c.types == frozenset({"Creature"}) and c.subtypes == frozenset({"Frog"})
    assert c.colors == frozenset({"U"}) and not c.keywords
    assert (c.power, c.toughness) == (1, 1)


@plays("Lignify", "animation.attached_creature_is")
def test_205_1a_lignify_replaces_only_the_creature_types():
    """"is a Treefolk" without "creature": Ornithopter stays an artifact creature, a
    Treefolk 0/4 with no abilities; its colour is unchanged."""
    game = board(["Forest", "Forest"], ["Ornithopter"], hands=(["Lignify"], []))
    thopter = obj(game, "Ornithopter")
    cast(game, "Lignify", thopter)
    resolve(game)
    c = chars(game, thopter)
    assert c.types == frozenset({"Artifact", "Creature"})
    assert c.subtypes == frozenset({"Treefolk"}) and not c.colors and not c.keywords
    assert (c.power, c.toughness) == (0, 4)


@plays("Deep Freeze", "animation.attached_base_traits")
def test_613_1f_deep_freeze_keeps_the_defender_it_gives_and_removes_the_rest():
    """Serra Angel enchanted: a 0/4 white and blue Angel Wall with defender only (the
    abilities it loses are the others: the effect's own defender stays)."""
    game = board(["Island", "Island", "Island"], ["Serra Angel"], hands=(["Deep Freeze"], []))
    angel = obj(game, "Serra Angel")
    cast(game, "Deep Freeze", angel)
    resolve(game)
    c = chars(game, angel)
    assert c.keywords == frozenset({"defender"})
    assert c.subtypes == frozenset({"Angel", "Wall"}) and c.colors == frozenset({"W", "U"})
    assert (c.power, c.toughness) == (0, 4)


@plays("Fog on the Barrow-Downs", "animation.attached_creature_is")
def test_205_1a_fog_on_the_barrow_downs_spirit_that_cant_attack():
    game = board(["Plains", "Plains", "Plains", "Grizzly Bears"], [],
                 hands=(["Fog on the Barrow-Downs"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Fog on the Barrow-Downs", bears)
    resolve(game)
    assert chars(game, bears).subtypes == frozenset({"Spirit"})
    assert why_cant_attack(game.state, game.state.objects[bears], 0) is not None


@plays("Wrecking Ball Arm", "animation.attached_base_traits")
def test_509_1b_wrecking_ball_arm_7_7_not_blocked_by_small_creatures():
    """Equipped Grizzly Bears are 7/7; Bob's 2/2 Bears can't block them."""
    game = board(["Wrecking Ball Arm", "Grizzly Bears"] + ["Wastes"] * 7,
                 ["Grizzly Bears", "Hill Giant"])
    arm, mine = obj(game, "Wrecking Ball Arm"), obj(game, "Grizzly Bears")
    activate(game, arm, mine, index=1)                  # Equip {7}
    resolve(game)
    c = chars(game, mine)
    assert (c.power, c.toughness) == (7, 7)
    _to_attackers(game)
    game.act(Action("attack", 0, choice=((mine, BOB),)))
    assert _blocks(game) == {(obj(game, "Hill Giant"), mine)}


@plays("Octopus Umbra", "animation.attached_base_traits")
def test_613_1f_octopus_umbra_grants_its_attack_trigger():
    """The enchanted Bears are 8/8 and, attacking, tap Bob's Serra Angel."""
    game = board(["Island"] * 5 + ["Grizzly Bears"], ["Serra Angel"],
                 hands=(["Octopus Umbra"], []))
    bears, angel = obj(game, "Grizzly Bears"), obj(game, "Serra Angel")
    cast(game, "Octopus Umbra", bears)
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (8, 8)
    _to_attackers(game)
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    choose_targets(game, angel)
    resolve(game)
    if game.decision.kind == "yes_no":
        choose(game, "yes")
    assert game.state.objects[angel].tapped


# -- "If this spell was kicked, ... target ..." (CR 601.2b-c, 702.33d) -----------------------


def _discard(game, player: int) -> None:
    """The player discards the first two cards of their hand (asked unless all alike)."""
    if game.decision.kind != "discard":
        return
    assert game.decision.player == player
    game.act(Action("choose", player, choice=tuple(game.state.players[player].hand[:2])))
    resolve(game)


@plays("Probe", "effect.if_kicked_target", "effect.if_kicked")
def test_601_2c_probe_unkicked_has_no_target_player():
    """Without its kicker Probe asks for no target; Alice draws three and discards two."""
    game = board(["Swamp", "Island", "Island"], [], hands=(["Probe", "Island", "Island"], []))
    with pytest.raises(IllegalAction):
        cast(game, "Probe", BOB)                  # the target exists only if kicked
    cast(game, "Probe", None)
    resolve(game)
    _discard(game, 0)
    assert len(hand(game, 0)) == 3 and len(grave(game, 0)) == 3   # Probe and two discards


@plays("Probe", "effect.if_kicked_target")
def test_702_33d_probe_kicked_makes_the_target_player_discard_two():
    game = board(["Swamp", "Swamp", "Island", "Island", "Island"], [],
                 hands=(["Probe"], ["Island", "Island", "Island"]))
    with pytest.raises(IllegalAction):
        cast(game, "Probe", None, costs=("kicker",))     # kicked: the target is chosen
    cast(game, "Probe", BOB, costs=("kicker",))
    resolve(game)
    _discard(game, 0)
    _discard(game, 1)
    assert len(hand(game, 1)) == 1
    game = board(["Swamp", "Swamp", "Island", "Island", "Island"], [], hands=(["Probe"], []))
    game.act("cast Probe with kicker targeting Bob")          # the notation
    resolve(game)
    _discard(game, 0)
    assert len(hand(game, 0)) == 1


@plays("Jilt", "effect.if_kicked_target")
def test_115_3_jilt_kicked_damages_another_target_creature():
    """Jilt kicked: Bob's Grizzly Bears return to his hand and 2 damage kill his Llanowar
    Elves; the second target must be another creature (CR 115.3)."""
    game = board(["Mountain", "Mountain", "Island", "Island"], ["Grizzly Bears",
                                                                "Llanowar Elves"],
                 hands=(["Jilt"], []))
    bears, elves = obj(game, "Grizzly Bears"), obj(game, "Llanowar Elves")
    with pytest.raises(IllegalAction):
        cast(game, "Jilt", bears, bears, costs=("kicker",))
    cast(game, "Jilt", bears, elves, costs=("kicker",))
    resolve(game)
    assert hand(game, 1) == ["Grizzly Bears"] and "Llanowar Elves" in grave(game, 1)


@plays("Unstable Footing", "effect.if_kicked_target")
def test_702_33d_unstable_footing_kicked_deals_5_to_target_player():
    game = board(["Mountain"] * 5, [], hands=(["Unstable Footing"], []))
    cast(game, "Unstable Footing", BOB, costs=("kicker",))
    resolve(game)
    assert life(game, 1) == 15
    game = board(["Mountain"], [], hands=(["Unstable Footing"], []))
    cast(game, "Unstable Footing", None)
    resolve(game)
    assert life(game, 1) == 20 and "Unstable Footing" in grave(game, 0)


@plays("Aggressive Sabotage", "effect.if_kicked_target")
def test_608_2c_aggressive_sabotage_kicked_deals_3_to_that_player():
    game = board(["Swamp", "Swamp", "Swamp", "Mountain"], [],
                 hands=(["Aggressive Sabotage"], ["Island", "Island"]))
    cast(game, "Aggressive Sabotage", BOB, costs=("kicker",))
    resolve(game)
    assert life(game, 1) == 17 and not hand(game, 1)


@plays("Orim's Thunder", "effect.if_kicked_target")
def test_608_2h_orims_thunder_kicked_deals_the_destroyed_permanents_mana_value():
    """Icy Manipulator (mana value 4) destroyed; 4 damage to the kicked target Serra Angel,
    the mana value as the artifact last existed (CR 608.2h)."""
    game = board(["Plains", "Plains", "Plains", "Mountain"], ["Icy Manipulator", "Serra Angel"],
                 hands=(["Orim's Thunder"], []))
    cast(game, "Orim's Thunder", obj(game, "Icy Manipulator"), obj(game, "Serra Angel"),
         costs=("kicker",))
    resolve(game)
    assert sorted(grave(game, 1)) == ["Icy Manipulator", "Serra Angel"]


# -- "as long as it's modified" (CR 700.9) ---------------------------------------------------


@plays("Obstinate Gargoyle", "condition.source")
def test_700_9_obstinate_gargoyle_flies_while_it_has_a_counter():
    game = board(["Obstinate Gargoyle"], [])
    gargoyle = obj(game, "Obstinate Gargoyle")
    assert "flying" not in chars(game, gargoyle).keywords
    game.state.objects[gargoyle].counters["+1/+1"] = 1
    game.state.changed()
    assert "flying" in chars(game, gargoyle).keywords


@plays("Skyward Spider", "condition.source")
def test_700_9_skyward_spider_equipped_is_modified():
    """Equipped by Alice's Bonesplitter: modified, it flies."""
    game = board(["Skyward Spider", "Bonesplitter", "Wastes"], [])
    spider, splitter = obj(game, "Skyward Spider"), obj(game, "Bonesplitter")
    assert "flying" not in chars(game, spider).keywords
    activate(game, splitter, spider)
    resolve(game)
    assert "flying" in chars(game, spider).keywords


@plays("Skyward Spider", "condition.source")
def test_700_9_an_opponents_aura_doesnt_modify():
    """Bob's Pacifism on Alice's Skyward Spider: an Aura its controller doesn't control
    isn't a modification; Alice's own Pacifism is."""
    game = board(["Skyward Spider"], [])
    spider = obj(game, "Skyward Spider")
    pacifism = create_object(game.state, card_def("Pacifism"), 1, "battlefield")
    pacifism.attached_to = spider                       # Bob's Aura (CR 303.4)
    game.state.changed()
    assert "flying" not in chars(game, spider).keywords
    game = board(["Skyward Spider", "Plains", "Plains"], [], hands=(["Pacifism"], []))
    spider = obj(game, "Skyward Spider")
    cast(game, "Pacifism", spider)
    resolve(game)
    assert "flying" in chars(game, spider).keywords


@plays("Orochi Merge-Keeper", "condition.source")
def test_700_9_orochi_merge_keeper_gains_its_mana_ability_when_modified():
    game = board(["Orochi Merge-Keeper"], [])
    keeper = obj(game, "Orochi Merge-Keeper")
    assert [a.mana for a in chars(game, keeper).activated] == [("G",)]
    game.state.objects[keeper].counters["+1/+1"] = 1
    game.state.changed()
    assert sorted(a.mana for a in chars(game, keeper).activated) == [("G",), ("GG",)]


# -- "You may cast this spell as though it had flash if <condition>" (CR 601.3, 609.4) --------


@plays("Illusion Spinners", "spell.flash_if")
def test_609_4_illusion_spinners_has_flash_timing_only_with_a_faerie():
    """In Alice's upkeep: without a Faerie she can't cast it; with Faerie Miscreant she can."""
    game = board(["Island"] * 5, [], hands=(["Illusion Spinners"], []), step="upkeep")
    with pytest.raises(IllegalAction):
        cast(game, "Illusion Spinners")
    game = board(["Island"] * 5 + ["Faerie Miscreant"], [], hands=(["Illusion Spinners"], []),
                 step="upkeep")
    cast(game, "Illusion Spinners")
    resolve(game)
    assert obj(game, "Illusion Spinners") in game.state.battlefield


@plays("Dragon Grip", "spell.flash_if")
def test_609_4_dragon_grip_at_instant_speed_with_a_power_4_creature():
    game = board(["Mountain"] * 3 + ["Hill Giant"], [], hands=(["Dragon Grip"], []),
                 step="upkeep")
    with pytest.raises(IllegalAction):
        cast(game, "Dragon Grip", obj(game, "Hill Giant"))
    game = board(["Mountain"] * 3 + ["Craw Wurm"], [], hands=(["Dragon Grip"], []),
                 step="upkeep")
    wurm = obj(game, "Craw Wurm")
    cast(game, "Dragon Grip", wurm)
    resolve(game)
    assert chars(game, wurm).power == 8 and "first strike" in chars(game, wurm).keywords


@plays("Swift Reckoning", "spell.flash_if")
def test_609_4_swift_reckoning_spell_mastery_counts_the_graveyard():
    """Two instants in Alice's graveyard: she destroys Bob's tapped Grizzly Bears in her
    upkeep."""
    game = board(["Plains", "Plains"], ["Grizzly Bears"], hands=(["Swift Reckoning"], []),
                 step="upkeep")
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].tapped = True
    game.state.changed()
    with pytest.raises(IllegalAction):
        cast(game, "Swift Reckoning", bears)
    for name in ("Shock", "Opt"):
        create_object(game.state, card_def(name), 0, "graveyard")
    game.state.changed()
    cast(game, "Swift Reckoning", bears)
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1)


# -- "can't be blocked except by <creatures> and/or <creatures>" (CR 509.1b) -----------------


@plays("Amrou Seekers", "static.blocked_only_by_either", "static.cant_be_blocked_by")
def test_509_1b_amrou_seekers_blocked_only_by_artifact_or_white_creatures():
    game = board(["Amrou Seekers"], ["Grizzly Bears", "Ornithopter", "Savannah Lions"],
                 step="declare attackers")
    seekers = obj(game, "Amrou Seekers")
    game.act(Action("attack", 0, choice=((seekers, BOB),)))
    assert _blocks(game) == {(obj(game, "Ornithopter"), seekers),
                             (obj(game, "Savannah Lions"), seekers)}


@plays("Elven Riders", "static.blocked_only_by_either", "static.cant_be_blocked_by")
def test_509_1b_elven_riders_blocked_only_by_walls_or_fliers():
    game = board(["Elven Riders"], ["Grizzly Bears", "Wall of Wood", "Suntail Hawk"],
                 step="declare attackers")
    riders = obj(game, "Elven Riders")
    game.act(Action("attack", 0, choice=((riders, BOB),)))
    assert _blocks(game) == {(obj(game, "Wall of Wood"), riders),
                             (obj(game, "Suntail Hawk"), riders)}


# -- "as long as <colour> is the most common color among all permanents" (CR 105.2) ----------


@plays("Zanam Djinn", "condition.most_common_color")
def test_105_2_zanam_djinn_shrinks_while_blue_is_most_common_or_tied():
    """Alone, blue is the most common colour: a 3/4. Two green Grizzly Bears outnumber it:
    5/6. A tie (Coral Merfolk, blue) shrinks it again."""
    game = board(["Zanam Djinn"], [])
    djinn = obj(game, "Zanam Djinn")
    assert (chars(game, djinn).power, chars(game, djinn).toughness) == (3, 4)
    game = board(["Zanam Djinn"], ["Grizzly Bears", "Grizzly Bears"])
    djinn = obj(game, "Zanam Djinn")
    assert (chars(game, djinn).power, chars(game, djinn).toughness) == (5, 6)
    game = board(["Zanam Djinn", "Coral Merfolk"], ["Grizzly Bears", "Grizzly Bears"])
    djinn = obj(game, "Zanam Djinn")
    assert (chars(game, djinn).power, chars(game, djinn).toughness) == (3, 4)


# -- "Activate only if an opponent was dealt damage this turn" (CR 602.5b, 120.3) ------------


@plays("Skarrgan Firebird", "condition.this_turn", "ability.only_if")
def test_602_5b_skarrgan_firebird_returns_only_after_an_opponent_was_dealt_damage():
    game = board(["Mountain"] * 4, [], hands=(["Shock"], []))
    bird = create_object(game.state, card_def("Skarrgan Firebird"), 0, "graveyard").id
    game.state.changed()
    with pytest.raises(IllegalAction):
        activate(game, bird)
    cast(game, "Shock", BOB)
    resolve(game)
    activate(game, bird)
    resolve(game)
    assert hand(game, 0) == ["Skarrgan Firebird"]


# -- "if you've sacrificed an artifact this turn" (CR 701.17a, 602.5b, 611.3a) ---------------


@plays("Detective's Satchel", "condition.sacrificed_this_turn", "ability.only_if")
def test_701_17a_detectives_satchel_after_sacrificing_an_artifact():
    """Alice sacrifices Mind Stone (an artifact): then the Satchel makes a Thopter."""
    game = board(["Detective's Satchel", "Mind Stone", "Wastes"], [])
    satchel, stone = obj(game, "Detective's Satchel"), obj(game, "Mind Stone")
    with pytest.raises(IllegalAction):
        activate(game, satchel)
    activate(game, stone, index=1)                      # {1}, {T}, Sacrifice: draw a card
    resolve(game)
    game = round_trip(game)                             # the turn's record is saved too
    activate(game, satchel)
    resolve(game)
    assert any(game.state.objects[i].card.token for i in game.state.battlefield)


@plays("Goblin Blast-Runner", "condition.sacrificed_this_turn")
def test_611_3a_goblin_blast_runner_after_any_sacrifice_this_turn():
    game = board(["Goblin Blast-Runner", "Mind Stone", "Wastes"], [])
    runner, stone = obj(game, "Goblin Blast-Runner"), obj(game, "Mind Stone")
    before = chars(game, runner).power
    activate(game, stone, index=1)
    resolve(game)
    assert chars(game, runner).power == before + 2 and "menace" in chars(game, runner).keywords


# -- "if you've discarded a card this turn" (CR 701.8a, 602.5b) -----------------------------


@plays("Gilt-Blade Prowler", "condition.discarded_this_turn", "ability.only_if")
def test_701_8a_gilt_blade_prowler_draws_only_after_a_discard():
    game = board(["Gilt-Blade Prowler", "Rummaging Goblin", "Wastes"], [],
                 hands=(["Island"], []))
    prowler, goblin = obj(game, "Gilt-Blade Prowler"), obj(game, "Rummaging Goblin")
    with pytest.raises(IllegalAction):
        activate(game, prowler)
    activate(game, goblin, costs=(in_hand(game, "Island"),))   # {T}, Discard a card: Draw
    resolve(game)
    activate(game, prowler)
    resolve(game)
    assert life(game, 0) == 19 and len(hand(game, 0)) == 2


@plays("Recalibrate", "condition.discarded_this_turn")
def test_608_2c_recalibrate_draws_only_if_you_discarded():
    game = board(["Island", "Island"], ["Grizzly Bears"], hands=(["Recalibrate"], []))
    cast(game, "Recalibrate", obj(game, "Grizzly Bears"))
    resolve(game)
    assert hand(game, 1) == ["Grizzly Bears"] and hand(game, 0) == []
    game = board(["Island", "Island", "Rummaging Goblin"], ["Grizzly Bears"],
                 hands=(["Recalibrate", "Island"], []))
    activate(game, obj(game, "Rummaging Goblin"), costs=(in_hand(game, "Island"),))
    resolve(game)
    cast(game, "Recalibrate", obj(game, "Grizzly Bears"))
    resolve(game)
    assert len(hand(game, 0)) == 2                      # the Goblin's draw and Recalibrate's


@plays("Idol of Oblivion", "condition.created_token_this_turn", "ability.only_if")
def test_111_1_idol_of_oblivion_draws_only_after_creating_a_token():
    game = board(["Idol of Oblivion", "Plains", "Plains"], [], hands=(["Raise the Alarm"], []))
    idol = obj(game, "Idol of Oblivion")
    with pytest.raises(IllegalAction):
        activate(game, idol)
    cast(game, "Raise the Alarm")
    resolve(game)
    activate(game, idol)
    resolve(game)
    assert len(hand(game, 0)) == 1


# -- "as long as you've committed a crime this turn" (CR 700.13) ------------------------------


@plays("Omenport Vigilante", "condition.committed_crime")
def test_700_13_omenport_vigilante_double_strike_after_a_crime():
    """Shock at Alice's own Grizzly Bears is no crime; Shock at Bob is."""
    game = board(["Omenport Vigilante", "Grizzly Bears", "Mountain", "Mountain"], [],
                 hands=(["Shock", "Shock"], []))
    vigilante = obj(game, "Omenport Vigilante")
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    assert "double strike" not in chars(game, vigilante).keywords
    cast(game, "Shock", BOB)
    assert "double strike" in chars(game, vigilante).keywords     # as it is cast (700.13)


# -- "<static> if <condition>." (CR 604.1, 611.3a) ------------------------------------------


@plays("Nimble Brigand", "condition.static_if_suffix", "condition.committed_crime")
def test_611_3a_nimble_brigand_unblockable_after_a_crime():
    game = board(["Nimble Brigand", "Mountain"], ["Grizzly Bears"], hands=(["Shock"], []))
    brigand = obj(game, "Nimble Brigand")
    cast(game, "Shock", BOB)
    resolve(game)
    _to_attackers(game)
    game.act(Action("attack", 0, choice=((brigand, BOB),)))
    assert _blocks(game) == set()
    game = board(["Nimble Brigand"], ["Grizzly Bears"], step="declare attackers")
    brigand = obj(game, "Nimble Brigand")
    game.act(Action("attack", 0, choice=((brigand, BOB),)))
    assert _blocks(game) == {(obj(game, "Grizzly Bears"), brigand)}


@plays("Branded Brawlers", "condition.static_if_suffix")
def test_611_3a_branded_brawlers_cant_block_while_bob_has_an_untapped_land():
    game = board(["Grizzly Bears"], ["Branded Brawlers", "Mountain"], step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    assert _blocks(game) == set()
    game = board(["Grizzly Bears"], ["Branded Brawlers", "Mountain"], step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    game.state.objects[obj(game, "Mountain")].tapped = True
    game.state.changed()
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    assert _blocks(game) == {(obj(game, "Branded Brawlers"), bears)}


# -- "Equipped creature can't be blocked and has shroud." (CR 509.1b, 702.18a) ----------------


@plays("Whispersilk Cloak", "static.attached_cant_and_has")
def test_702_18a_whispersilk_cloak_unblockable_and_shroud():
    game = board(["Whispersilk Cloak", "Grizzly Bears", "Wastes", "Wastes"], ["Grizzly Bears",
                                                                              "Mountain"],
                 hands=([], ["Shock"]))
    cloak, bears = obj(game, "Whispersilk Cloak"), obj(game, "Grizzly Bears")
    activate(game, cloak, bears)
    resolve(game)
    assert "shroud" in chars(game, bears).keywords
    game.act(Action("pass", 0))
    with pytest.raises(IllegalAction):
        cast(game, "Shock", bears, player=1)          # CR 702.18a: not a legal target
    game.act(Action("pass", 1))
    _to_attackers(game)
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    assert _blocks(game) == set()


# -- "as long as it's untapped / attacking alone" about the enchanted creature (CR 506.5) ----


@plays("Spectral Cloak", "condition.attached_status")
def test_611_3a_spectral_cloak_shroud_only_while_untapped():
    game = board(["Island", "Island", "Grizzly Bears"], [], hands=(["Spectral Cloak"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Spectral Cloak", bears)
    resolve(game)
    assert "shroud" in chars(game, bears).keywords
    game.state.objects[bears].tapped = True
    game.state.changed()
    assert "shroud" not in chars(game, bears).keywords


@plays("Security Bypass", "condition.attached_status")
def test_506_5_security_bypass_unblockable_only_attacking_alone():
    game = board(["Island", "Island", "Grizzly Bears", "Savannah Lions"], ["Hill Giant"],
                 hands=(["Security Bypass"], []))
    bears, lions = obj(game, "Grizzly Bears"), obj(game, "Savannah Lions")
    cast(game, "Security Bypass", bears)
    resolve(game)
    _to_attackers(game)
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    assert _blocks(game) == set()
    game = board(["Island", "Island", "Grizzly Bears", "Savannah Lions"], ["Hill Giant"],
                 hands=(["Security Bypass"], []))
    bears, lions = obj(game, "Grizzly Bears"), obj(game, "Savannah Lions")
    cast(game, "Security Bypass", bears)
    resolve(game)
    _to_attackers(game)
    game.act(Action("attack", 0, choice=((bears, BOB), (lions, BOB))))
    giant = obj(game, "Hill Giant")
    assert (giant, bears) in _blocks(game)


# -- "each other creature you control that's a Fungus or Saproling" (CR 205.3m, 613.4c) ------


@plays("Sporecrown Thallid", "phrase.thats_a", "static.anthem")
def test_613_4c_sporecrown_thallid_pumps_its_other_fungi_and_saprolings():
    game = board(["Sporecrown Thallid", "Thallid", "Grizzly Bears"], [])
    crown, thallid, bears = (obj(game, n) for n in ("Sporecrown Thallid", "Thallid",
                                                    "Grizzly Bears"))
    assert (chars(game, thallid).power, chars(game, thallid).toughness) == (2, 2)
    assert chars(game, bears).power == 2 and chars(game, crown).power == 2


# -- "<creatures> have base power and toughness N/N [and are <types> ...]" (CR 613.4b) --------


@plays("Godhead of Awe", "static.group_base_pt")
def test_613_4b_godhead_of_awe_other_creatures_are_1_1_counters_still_apply():
    """Bob's Serra Angel is a 1/1; with a +1/+1 counter a 2/2 (layer 7c after 7b)."""
    game = board(["Godhead of Awe"], ["Serra Angel"])
    godhead, angel = obj(game, "Godhead of Awe"), obj(game, "Serra Angel")
    assert (chars(game, angel).power, chars(game, angel).toughness) == (1, 1)
    assert chars(game, godhead).power == 4
    game.state.objects[angel].counters["+1/+1"] = 1
    game.state.changed()
    assert (chars(game, angel).power, chars(game, angel).toughness) == (2, 2)


@plays("Kudo, King Among Bears", "static.group_base_pt")
def test_205_1b_kudo_makes_other_creatures_2_2_bears_too():
    game = board(["Kudo, King Among Bears"], ["Serra Angel"])
    angel = obj(game, "Serra Angel")
    c = chars(game, angel)
    assert (c.power, c.toughness) == (2, 2) and c.subtypes == frozenset({"Angel", "Bear"})


@plays("Sigarda's Summons", "static.group_base_pt")
def test_611_3a_sigardas_summons_only_creatures_with_a_counter():
    game = board(["Sigarda's Summons", "Grizzly Bears", "Savannah Lions"], [])
    bears, lions = obj(game, "Grizzly Bears"), obj(game, "Savannah Lions")
    game.state.objects[bears].counters["+1/+1"] = 1
    game.state.changed()
    c = chars(game, bears)
    assert (c.power, c.toughness) == (5, 5) and "flying" in c.keywords
    assert "Angel" in c.subtypes and chars(game, lions).power == 2


@plays("Razorkin Needlehead", "condition.during_your_turn_suffix")
def test_611_3a_razorkin_needlehead_first_strike_only_during_its_controllers_turn():
    game = board(["Razorkin Needlehead"], ["Razorkin Needlehead"])
    mine, bobs = obj(game, "Razorkin Needlehead"), obj(game, "Razorkin Needlehead", 1)
    assert "first strike" in chars(game, mine).keywords
    assert "first strike" not in chars(game, bobs).keywords


@plays("Prehistoric Pet", "static.cant_be_blocked_by")
def test_509_1b_prehistoric_pet_not_blocked_by_greater_power():
    """The 1/2 Pet: Bob's Llanowar Elves (power 1) may block it, his Grizzly Bears (power
    2) may not."""
    game = board(["Prehistoric Pet"], ["Grizzly Bears", "Llanowar Elves"],
                 step="declare attackers")
    pet = obj(game, "Prehistoric Pet")
    game.act(Action("attack", 0, choice=((pet, BOB),)))
    assert _blocks(game) == {(obj(game, "Llanowar Elves"), pet)}


@plays("High Alert", "static.dont_untap")
def test_702_3b_high_alert_walls_attack_and_deal_damage_by_toughness():
    """Alice's Wall of Wood (0/3, defender) attacks and deals 3 (CR 510.1a)."""
    game = board(["High Alert", "Wall of Wood"], [], step="declare attackers")
    wall = obj(game, "Wall of Wood")
    assert why_cant_attack(game.state, game.state.objects[wall], 0) is None
    game.act(Action("attack", 0, choice=((wall, BOB),)))
    while game.state.step != "end of combat" and game.decision.kind in ("priority", "blockers"):
        if game.decision.kind == "blockers":
            game.act(Action("block", 1, choice=()))
        else:
            game.act(Action("pass", game.decision.player))
    assert life(game, 1) == 17


# -- "as long as a Warrior card is in your graveyard" / "an opponent is poisoned" ------------


@plays("Vengeful Firebrand", "condition.graveyard")
def test_611_3a_vengeful_firebrand_haste_with_a_warrior_card_in_the_graveyard():
    game = board(["Vengeful Firebrand"], [])
    brand = obj(game, "Vengeful Firebrand")
    assert "haste" not in chars(game, brand).keywords
    create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard")
    game.state.changed()
    assert "haste" not in chars(game, brand).keywords           # a Bear, not a Warrior
    create_object(game.state, card_def("Mardu Hordechief"), 0, "graveyard")
    game.state.changed()
    assert "haste" in chars(game, brand).keywords


@plays("Viridian Betrayers", "condition.opponent_poisoned")
def test_122_1f_viridian_betrayers_infect_while_an_opponent_is_poisoned():
    game = board(["Viridian Betrayers"], [])
    betrayers = obj(game, "Viridian Betrayers")
    assert "infect" not in chars(game, betrayers).keywords
    game.state.players[1].poison = 1
    game.state.changed()
    assert "infect" in chars(game, betrayers).keywords


# -- "five or more mana values among cards in your graveyard" (CR 202.3) ---------------------


def _to_graveyard(game, *names: str) -> None:
    for name in names:
        create_object(game.state, card_def(name), 0, "graveyard")
    game.state.changed()


@plays("Syndicate Infiltrator", "condition.mana_values_among_graveyard")
def test_202_3_syndicate_infiltrator_counts_different_mana_values():
    """Four cards of mana values 1, 1, 2, 3: three mana values, no bonus; with a 5-drop and
    a land (mana value 0) there are five."""
    game = board(["Syndicate Infiltrator"], [])
    infiltrator = obj(game, "Syndicate Infiltrator")
    _to_graveyard(game, "Shock", "Opt", "Grizzly Bears", "Hill Giant")
    assert chars(game, infiltrator).power == 3
    _to_graveyard(game, "Serra Angel")
    assert chars(game, infiltrator).power == 3                    # 1, 2, 3, 5: four
    _to_graveyard(game, "Island")
    assert chars(game, infiltrator).power == 5                    # and 0: five


@plays("Sewer Crocodile", "condition.mana_values_among_graveyard")
def test_602_2b_sewer_crocodile_ability_costs_3_less():
    """With five mana values in Alice's graveyard, {U} activates the {3}{U} ability."""
    game = board(["Sewer Crocodile", "Island"], [])
    croc = obj(game, "Sewer Crocodile")
    with pytest.raises(IllegalAction):
        activate(game, croc)
    _to_graveyard(game, "Island", "Shock", "Grizzly Bears", "Hill Giant", "Serra Angel")
    activate(game, croc)
    resolve(game)
    assert "cant_be_blocked" in chars(game, croc).restrictions


@plays("Warden of the Beyond", "condition.owns_exiled_card")
def test_406_1_warden_of_the_beyond_while_an_opponent_owns_an_exiled_card():
    """Alice's own exiled card doesn't count; Bob's does."""
    game = board(["Warden of the Beyond"], [])
    warden = obj(game, "Warden of the Beyond")
    before = chars(game, warden).power
    create_object(game.state, card_def("Shock"), 0, "exile")
    game.state.changed()
    assert chars(game, warden).power == before
    create_object(game.state, card_def("Shock"), 1, "exile")
    game.state.changed()
    assert chars(game, warden).power == before + 2


@plays("Glacial Crasher", "condition.on_battlefield_count")
def test_508_1c_glacial_crasher_attacks_only_with_a_mountain_anywhere():
    """Bob's Mountain counts as well as Alice's (anyone's permanent, CR 110.1)."""
    game = board(["Glacial Crasher"], [])
    crasher = game.state.objects[obj(game, "Glacial Crasher")]
    assert why_cant_attack(game.state, crasher, 0) is not None
    game = board(["Glacial Crasher"], ["Mountain"])
    crasher = game.state.objects[obj(game, "Glacial Crasher")]
    assert why_cant_attack(game.state, crasher, 0) is None


@plays("Wirecat", "condition.static_if_suffix", "condition.on_battlefield_count")
def test_611_3a_wirecat_cant_attack_while_an_enchantment_is_on_the_battlefield():
    game = board(["Wirecat"], ["Glorious Anthem"])
    cat = game.state.objects[obj(game, "Wirecat")]
    assert why_cant_attack(game.state, cat, 0) is not None
    game = board(["Wirecat"], [])
    cat = game.state.objects[obj(game, "Wirecat")]
    assert why_cant_attack(game.state, cat, 0) is None


@plays("Warmonger's Chariot", "condition.attached_has_keyword")
def test_702_3b_warmongers_chariot_lets_an_equipped_defender_attack():
    game = board(["Warmonger's Chariot", "Wall of Wood", "Wastes", "Wastes", "Wastes"], [])
    chariot, wall = obj(game, "Warmonger's Chariot"), obj(game, "Wall of Wood")
    assert why_cant_attack(game.state, game.state.objects[wall], 0) is not None
    activate(game, chariot, wall)
    resolve(game)
    assert why_cant_attack(game.state, game.state.objects[wall], 0) is None


@plays("Spitfire Handler", "static.block_only")
def test_509_1b_spitfire_handler_blocks_only_creatures_no_stronger_than_itself():
    """The 1/1 Handler may block Alice's Llanowar Elves, not her Grizzly Bears."""
    game = board(["Grizzly Bears", "Llanowar Elves"], ["Spitfire Handler"],
                 step="declare attackers")
    bears, elves = obj(game, "Grizzly Bears"), obj(game, "Llanowar Elves")
    game.act(Action("attack", 0, choice=((bears, BOB), (elves, BOB))))
    assert _blocks(game) == {(obj(game, "Spitfire Handler"), elves)}


@plays("Wingrattle Scarecrow", "granted.triggered_keyword")
def test_702_79a_wingrattle_scarecrow_persists_while_you_control_a_black_creature():
    """With Alice's Vampire Bats (black) it returns with a -1/-1 counter; without, it
    stays in her graveyard."""
    for black, returns in ((["Vampire Bats"], True), ([], False)):
        game = board(["Wingrattle Scarecrow", "Mountain"] + black, [], hands=(["Shock"], []))
        cast(game, "Shock", obj(game, "Wingrattle Scarecrow"))
        resolve(game)
        back = [i for i in game.state.battlefield
                if game.state.objects[i].name == "Wingrattle Scarecrow"]
        assert bool(back) == returns
        if returns:
            assert game.state.objects[back[0]].counters.get("-1/-1") == 1
