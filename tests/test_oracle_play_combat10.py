"""Combat families compiled from Oracle text and played (round 2 of session 33): "a Merfolk" /
"another Kithkin", one creature of a subtype whose plural is the same word (Seafloor Oracle,
River Sneak, Deeproot Elite; CR 205.3m, 603.2); "<creatures> can't block creatures you
control" (Bower Passage, Spectral Grasp; CR 509.1b)."""

from __future__ import annotations

import pytest
from boards import board, declare_attackers, ids, to_blockers
from test_oracle_play import chars, grave, hand, life, obj, plays, resolve, to_step
from test_oracle_play_combat4 import enchant
from test_oracle_play_combat_triggers import declare_blocks

from tolaria import IllegalAction
from tolaria.data.actions import Action

# -- "a Merfolk you control", "another Merfolk": one creature (CR 205.3m) ---------------------


@plays("Seafloor Oracle", "phrase.one_invariant", "trigger.damage")
def test_205_3m_seafloor_oracle_draws_for_each_merfolk_dealing_combat_damage():
    game = board(["Seafloor Oracle", "Merfolk of the Pearl Trident", "Grizzly Bears"],
                 ["Hill Giant"], step="declare attackers")
    merfolk, bears = obj(game, "Merfolk of the Pearl Trident"), obj(game, "Grizzly Bears")
    oracle = obj(game, "Seafloor Oracle")
    to_blockers(game, oracle, merfolk, bears)
    declare_blocks(game)
    to_step(game, "combat damage")
    assert len(game.state.stack) == 2        # the two Merfolk; not the Bears (CR 603.2)
    before = len(hand(game))
    resolve(game)
    assert len(hand(game)) == before + 2 and life(game, 1) == 20 - 2 - 1 - 2


@plays("Seafloor Oracle", "phrase.one_invariant")
def test_603_2_seafloor_oracle_not_for_a_blocked_merfolk():
    game = board(["Seafloor Oracle"], ["Craw Wurm"], step="declare attackers")
    oracle = obj(game, "Seafloor Oracle")
    to_blockers(game, oracle)
    declare_blocks(game, (obj(game, "Craw Wurm"), oracle))
    to_step(game, "combat damage")
    assert not game.state.stack               # combat damage to a creature only


@plays("River Sneak", "phrase.one_invariant")
def test_205_3m_river_sneak_grows_when_another_merfolk_enters():
    game = board(["River Sneak", "Island"], [], hands=(["Merfolk of the Pearl Trident",
                                                         "Grizzly Bears"], []))
    sneak = obj(game, "River Sneak")
    game.act("cast Merfolk of the Pearl Trident")
    resolve(game)
    assert ids(game, "Merfolk of the Pearl Trident")
    resolve(game)
    assert (chars(game, sneak).power, chars(game, sneak).toughness) == (2, 2)


@plays("Deeproot Elite", "phrase.one_invariant")
def test_205_3m_deeproot_elite_counts_another_merfolk_not_a_bear():
    game = board(["Deeproot Elite", "Island", "Forest", "Forest"], [],
                 hands=(["Merfolk of the Pearl Trident", "Grizzly Bears"], []))
    elite = obj(game, "Deeproot Elite")
    game.act("cast Grizzly Bears")
    resolve(game)
    assert not game.state.stack               # a Bear isn't a Merfolk
    game.act("cast Merfolk of the Pearl Trident")
    resolve(game)
    while game.decision.kind != "priority" or game.state.stack:
        if game.decision.kind == "priority":
            resolve(game)
            continue
        game.act(game.legal_actions()[0])
    counters = game.state.objects[elite].counters.get("+1/+1", 0) + \
        game.state.objects[obj(game, "Merfolk of the Pearl Trident")].counters.get("+1/+1", 0)
    assert counters == 1                      # on one target Merfolk (CR 115.1)


# -- "<creatures> can't block creatures you control" (CR 509.1b) ----------------------------


@plays("Bower Passage", "static.cant_block_yours")
def test_509_1b_bower_passage_fliers_cant_block_your_creatures():
    game = board(["Bower Passage", "Grizzly Bears"], ["Wind Drake", "Hill Giant"],
                 step="declare attackers")
    bears, drake = obj(game, "Grizzly Bears"), obj(game, "Wind Drake")
    to_blockers(game, bears)
    with pytest.raises(IllegalAction):            # a creature with flying (CR 509.1b)
        game.act(Action("block", 1, choice=((drake, bears),)))
    declare_blocks(game, (obj(game, "Hill Giant"), bears))     # one without flying may
    assert game.state.objects[bears].blocked


@plays("Bower Passage", "static.cant_block_yours")
def test_509_1b_bower_passage_is_about_its_controllers_creatures_only():
    game = board(["Grizzly Bears"], ["Bower Passage", "Wind Drake"], step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    to_blockers(game, bears)                      # Bob's Passage: Alice's creatures are
    declare_blocks(game, (obj(game, "Wind Drake"), bears))     # not "yours" to it
    assert game.state.objects[bears].blocked


@plays("Spectral Grasp", "static.cant_block_yours", "static.cant_attack_you")
def test_509_1b_spectral_grasp_enchanted_creature_cant_block_your_creatures():
    game = board(["Grizzly Bears"], ["Hill Giant", "Craw Wurm"], step="declare attackers")
    giant, bears = obj(game, "Hill Giant"), obj(game, "Grizzly Bears")
    enchant(game, "Spectral Grasp", giant)
    to_blockers(game, bears)
    with pytest.raises(IllegalAction):
        game.act(Action("block", 1, choice=((giant, bears),)))
    declare_blocks(game, (obj(game, "Craw Wurm"), bears))
    assert game.state.objects[bears].blocked


# -- "Whenever this creature or another <creature> you control deals combat damage to a
# player" (CR 510.2, 603.2) ------------------------------------------------------------------


@plays("Tyranid Harridan", "trigger.or_another_combat_damage")
def test_510_2_tyranid_harridan_triggers_for_itself_and_another_tyranid():
    game = board(["Tyranid Harridan", "Woodland Changeling", "Grizzly Bears"], ["Hill Giant"],
                 step="declare attackers")
    harridan, changeling = obj(game, "Tyranid Harridan"), obj(game, "Woodland Changeling")
    to_blockers(game, harridan, changeling, obj(game, "Grizzly Bears"))
    declare_blocks(game)
    to_step(game, "combat damage")
    assert len(game.state.stack) == 2        # itself and the changeling; not the Bears
    resolve(game)
    assert len(ids(game, "Tyranid Gargoyle")) == 2


@plays("Tyranid Harridan", "trigger.or_another_combat_damage")
def test_603_2_tyranid_harridan_not_for_a_blocked_tyranid():
    game = board(["Tyranid Harridan"], ["Woodland Changeling", "Giant Spider"],
                 step="declare attackers")
    harridan = obj(game, "Tyranid Harridan")
    to_blockers(game, harridan)
    declare_blocks(game, (obj(game, "Giant Spider"), harridan))
    to_step(game, "combat damage")
    assert not game.state.stack and not ids(game, "Tyranid Gargoyle")


# -- "As long as this creature's power is N or greater, it can attack as though it didn't
# have defender" (CR 702.3b, 611.3a) -----------------------------------------------------------


@plays("Karsus Depthguard", "condition.source_power")
def test_702_3b_karsus_depthguard_attacks_only_with_power_5_or_greater():
    game = board(["Karsus Depthguard"], ["Hill Giant"], step="declare attackers")
    guard = obj(game, "Karsus Depthguard")
    with pytest.raises(IllegalAction):            # 4 power: defender (CR 702.3b)
        declare_attackers(game, guard)
    game = board(["Karsus Depthguard", "Glorious Anthem"], ["Hill Giant"],
                 step="declare attackers")
    guard = obj(game, "Karsus Depthguard")
    declare_attackers(game, guard)                # 5 power now (CR 611.3a)
    assert game.state.objects[guard].attacking


# -- "<colour> creatures and <colour> creatures": either colour (CR 105.2) -------------------


@plays("Magistrate's Veto", "mass.color_list")
def test_105_2_magistrates_veto_white_and_blue_creatures_cant_block():
    game = board(["Magistrate's Veto", "Craw Wurm"],
                 ["Savannah Lions", "Wind Drake", "Grizzly Bears"], step="declare attackers")
    wurm = obj(game, "Craw Wurm")
    to_blockers(game, wurm)
    for name in ("Savannah Lions", "Wind Drake"):        # white; blue (CR 509.1b)
        with pytest.raises(IllegalAction):
            game.act(Action("block", 1, choice=((obj(game, name), wurm),)))
    declare_blocks(game, (obj(game, "Grizzly Bears"), wurm))       # green may
    assert game.state.objects[wurm].blocked


@plays("Flash of Defiance", "mass.color_list")
def test_105_2_flash_of_defiance_green_and_white_creatures_cant_block_this_turn():
    game = board(["Mountain", "Mountain", "Craw Wurm"],
                 ["Savannah Lions", "Grizzly Bears", "Hill Giant"],
                 hands=(["Flash of Defiance"], []))
    game.act("cast Flash of Defiance")
    resolve(game)
    assert "Flash of Defiance" in grave(game)
    wurm = obj(game, "Craw Wurm")
    to_blockers(game, wurm)
    for name in ("Savannah Lions", "Grizzly Bears"):      # white; green (CR 509.1b)
        with pytest.raises(IllegalAction):
            game.act(Action("block", 1, choice=((obj(game, name), wurm),)))
    declare_blocks(game, (obj(game, "Hill Giant"), wurm))          # red may
    assert game.state.objects[wurm].blocked


@plays("Kumena, Tyrant of Orazca", "phrase.one_invariant")
def test_205_3m_kumena_taps_another_untapped_merfolk_not_itself():
    game = board(["Kumena, Tyrant of Orazca", "Merfolk of the Pearl Trident"], [])
    kumena, merfolk = obj(game, "Kumena, Tyrant of Orazca"), obj(game,
                                                                  "Merfolk of the Pearl Trident")
    with pytest.raises(IllegalAction):                   # "another" (CR 109.5)
        game.act(Action("activate", 0, kumena, ability=0, costs=(kumena,)))
    game.act(Action("activate", 0, kumena, ability=0, costs=(merfolk,)))
    assert game.state.objects[merfolk].tapped and not game.state.objects[kumena].tapped
    resolve(game)
    assert "cant_be_blocked" in chars(game, kumena).restrictions


@plays("Staff of the Sun Magus", "phrase.one_invariant")
def test_205_3i_staff_of_the_sun_magus_a_plains_entering_is_one_plains():
    game = board(["Staff of the Sun Magus"], [], hands=(["Forest"], []))
    game.act("play Forest")
    assert not game.state.stack
    game = board(["Staff of the Sun Magus"], [], hands=(["Plains"], []))
    game.act("play Plains")
    assert len(game.state.stack) == 1
    resolve(game)
    assert life(game, 0) == 21


# -- "Enchanted Wall": the permanent an "Enchant Wall" Aura enchants (CR 303.4a, 702.3b) -----


@plays("Animate Wall", "static.dont_untap")
def test_702_3b_animate_wall_lets_the_enchanted_wall_attack():
    game = board(["Wall of Wood", "Wall of Stone"], ["Hill Giant"])
    wood, stone = obj(game, "Wall of Wood"), obj(game, "Wall of Stone")
    enchant(game, "Animate Wall", wood)
    with pytest.raises(IllegalAction):            # no Aura: defender (CR 702.3b)
        declare_attackers(game, stone)
    declare_attackers(game, wood)
    assert game.state.objects[wood].attacking


@plays("Masked Gorgon", "mass.color_list")
def test_702_16e_masked_gorgon_green_and_white_creatures_have_protection_from_gorgons():
    game = board(["Masked Gorgon"], ["Grizzly Bears", "Hill Giant"], step="declare attackers")
    gorgon, bears = obj(game, "Masked Gorgon"), obj(game, "Grizzly Bears")
    to_blockers(game, gorgon)
    declare_blocks(game, (bears, gorgon))
    to_step(game, "end of combat")
    assert bears in game.state.battlefield        # the Gorgon's damage prevented (702.16e)
    game = board(["Masked Gorgon"], ["Hill Giant"], step="declare attackers")
    gorgon, giant = obj(game, "Masked Gorgon"), obj(game, "Hill Giant")
    to_blockers(game, gorgon)
    declare_blocks(game, (giant, gorgon))
    to_step(game, "end of combat")
    assert giant not in game.state.battlefield    # red: no protection


@plays("Kjeldoran Outpost", "phrase.one_invariant")
def test_614_1c_kjeldoran_outpost_sacrifices_a_plains_or_goes_to_the_graveyard():
    game = board(["Plains", "Forest"], [], hands=(["Kjeldoran Outpost"], []))
    game.act("play Kjeldoran Outpost")
    assert ids(game, "Kjeldoran Outpost") and "Plains" in grave(game)
    game = board(["Forest"], [], hands=(["Kjeldoran Outpost"], []))
    game.act("play Kjeldoran Outpost")                # no Plains to sacrifice
    assert not ids(game, "Kjeldoran Outpost") and "Kjeldoran Outpost" in grave(game)
