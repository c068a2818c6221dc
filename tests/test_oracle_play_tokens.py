"""Play tests for creating tokens (CR 111): predefined, tapped, with text, for another
player, Roles, tapped and attacking, and the instructions about the tokens just made."""

from dataclasses import replace

import pytest
from boards import board, ids, seeds
from test_oracle_play import (
    activate,
    cast,
    chars,
    choose,
    choose_targets,
    in_hand,
    obj,
    plays,
    resolve,
    to_step,
)
from test_properties import DECKS, play_checked

from tolaria.cards.oracle.tokens import incubator
from tolaria.cards.registry import card_def
from tolaria.data.actions import Action
from tolaria.rules.zones import create_object


def _attack(game, *names):
    to_step(game, "beginning of combat")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    game.act(Action("attack", 0, choice=tuple((obj(game, n), ("player", 1)) for n in names)))


@plays("Sami's Curiosity", "effect.named_tokens")
def test_111_10_lander_token_fetches_a_basic_land():
    game = board(["Forest"] * 3, [], hands=(["Sami's Curiosity"], []))
    game.state.objects[game.state.players[0].library[0]].card = \
        game.state.objects[obj(game, "Forest")].card                # a basic land to find
    cast(game, "Sami's Curiosity")
    resolve(game)
    assert game.state.players[0].life == 22
    lander = obj(game, "Lander")
    seen = chars(game, lander)
    assert game.state.objects[lander].is_token and seen.types == {"Artifact"}
    activate(game, lander)
    resolve(game)
    if game.decision.kind == "choose":
        choose(game, game.decision.options[0])
    assert lander not in game.state.battlefield
    forests = ids(game, "Forest")
    assert len(forests) == 4 and game.state.objects[forests[-1]].tapped


@plays("Army of the Damned", "tokens.tapped", "effect.tokens")
def test_111_1_army_of_the_damned_makes_thirteen_tapped_zombies():
    game = board(["Swamp"] * 8, [], hands=(["Army of the Damned"], []))
    cast(game, "Army of the Damned")
    resolve(game)
    zombies = ids(game, "Zombie")
    assert len(zombies) == 13
    assert all(game.state.objects[z].tapped for z in zombies)
    assert (chars(game, zombies[0]).power, chars(game, zombies[0]).toughness) == (2, 2)


@plays("Basilica Shepherd", "tokens.with_text")
def test_111_3_mites_have_toxic_and_cant_block():
    game = board(["Plains"] * 5, [], hands=(["Basilica Shepherd"], []))
    cast(game, "Basilica Shepherd")
    resolve(game)
    resolve(game)
    mites = ids(game, "Phyrexian Mite")
    assert len(mites) == 2
    seen = chars(game, mites[0])
    assert "toxic 1" in seen.keywords and "cant_block" in seen.restrictions
    assert {"Artifact", "Creature"} <= seen.types and not seen.colors


@plays("Additive Evolution", "tokens.it")
def test_608_2c_counters_go_on_the_fractal_just_created():
    game = board(["Forest"] * 5, [], hands=(["Additive Evolution"], []))
    cast(game, "Additive Evolution")
    resolve(game)
    resolve(game)
    fractal = obj(game, "Fractal")
    assert game.state.objects[fractal].counters == {"+1/+1": 3}
    assert (chars(game, fractal).power, chars(game, fractal).toughness) == (3, 3)


@plays("Mardu Charm", "tokens.they")
def test_608_2c_each_warrior_gains_first_strike():
    game = board(["Mountain", "Plains", "Swamp"], [], hands=(["Mardu Charm"], []))
    cast(game, "Mardu Charm", mode=1)
    resolve(game)
    warriors = ids(game, "Warrior")
    assert len(warriors) == 2
    assert all("first strike" in chars(game, w).keywords for w in warriors)
    to_step(game, "upkeep")                            # the next turn: it has ended
    assert not any("first strike" in chars(game, w).keywords for w in warriors)


@plays("Beast Within", "tokens.player_creates")
def test_111_2_the_destroyed_permanents_controller_gets_the_beast():
    game = board(["Forest"] * 3, ["Serra Angel"], hands=(["Beast Within"], []))
    cast(game, "Beast Within", obj(game, "Serra Angel"))
    resolve(game)
    beast = obj(game, "Beast")
    assert game.state.objects[beast].controller == 1 and game.state.objects[beast].owner == 1
    assert not ids(game, "Serra Angel")


@plays("Monstrous Rage", "tokens.role")
def test_303_7a_a_new_role_replaces_the_old_one():
    game = board(["Mountain", "Mountain", "Grizzly Bears"], [],
                 hands=(["Monstrous Rage", "Monstrous Rage"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Monstrous Rage", bears)
    resolve(game)
    role = obj(game, "Monster")
    assert game.state.objects[role].attached_to == bears
    seen = chars(game, bears)
    assert (seen.power, seen.toughness) == (5, 3) and "trample" in seen.keywords
    cast(game, "Monstrous Rage", bears)
    resolve(game)
    roles = ids(game, "Monster")
    assert len(roles) == 1 and roles[0] != role          # the older Role is gone (704.5y)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (7, 3)


@plays("Skyknight Vanguard", "tokens.attacking")
def test_508_4_the_soldier_enters_attacking():
    game = board(["Skyknight Vanguard"], [])
    _attack(game, "Skyknight Vanguard")
    resolve(game)
    soldier = obj(game, "Soldier")
    assert game.state.objects[soldier].attacking == ("player", 1)
    assert game.state.objects[soldier].tapped
    to_step(game, "end of combat")
    assert game.state.players[1].life == 20 - 1 - 1           # a 1/2 and the 1/1 token


@plays("Song of Eärendil", "tokens.and")
def test_111_1_treasure_and_bird():
    game = board(["Forest", "Forest", "Forest", "Island", "Island"], [],
                 hands=(["Song of Eärendil"], []))
    cast(game, "Song of Eärendil")
    resolve(game)
    game.state.objects[obj(game, "Song of Eärendil")].counters["lore"] = 1
    to_step(game, "upkeep")                            # Bob's turn
    to_step(game, "precombat main")                    # Alice's: lore II after her draw
    if game.state.active == 1:
        to_step(game, "end")
        to_step(game, "precombat main")
    resolve(game)
    assert len(ids(game, "Treasure")) == 1
    assert "flying" in chars(game, obj(game, "Bird")).keywords


@plays("Ancestral Blade", "tokens.attach_to_it")
def test_701_3a_the_blade_is_attached_to_its_soldier():
    game = board(["Plains", "Plains"], [], hands=(["Ancestral Blade"], []))
    cast(game, "Ancestral Blade")
    resolve(game)
    resolve(game)
    soldier = obj(game, "Soldier")
    assert game.state.objects[obj(game, "Ancestral Blade")].attached_to == soldier
    assert (chars(game, soldier).power, chars(game, soldier).toughness) == (2, 2)


@plays("Startle", "tokens.with_text")
def test_702_147a_decayed_zombie_cant_block_and_is_sacrificed_after_attacking():
    game = board(["Island", "Island"], ["Grizzly Bears"], hands=(["Startle"], []))
    cast(game, "Startle", obj(game, "Grizzly Bears"))
    resolve(game)
    zombie = obj(game, "Zombie")
    seen = chars(game, zombie)
    assert "decayed" in seen.keywords and "cant_block" in seen.restrictions
    game.state.objects[zombie].since = 0                       # as if it came in earlier
    _attack(game, "Zombie")
    to_step(game, "postcombat main")
    assert game.state.players[1].life == 18
    assert zombie not in game.state.battlefield and not ids(game, "Zombie")


@plays("Cori-Steel Cutter", "tokens.attach_to_it")
def test_608_2d_the_cutter_may_be_attached_to_the_monk():
    game = board(["Cori-Steel Cutter", "Mountain", "Mountain"], ["Grizzly Bears"],
                 hands=(["Shock", "Shock"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Shock", ("player", 1))
    resolve(game)
    cast(game, "Shock", bears)                              # the second spell: flurry
    while game.decision.kind == "priority" and game.state.stack:
        game.act(Action("pass", game.decision.player))
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    monk = obj(game, "Monk")
    assert game.state.objects[obj(game, "Cori-Steel Cutter")].attached_to == monk
    seen = chars(game, monk)
    assert (seen.power, seen.toughness) == (2, 2) and {"trample", "haste"} <= seen.keywords


@plays("Geist of Saint Traft", "tokens.attacking", "tokens.end_of_combat")
def test_603_7c_geists_angel_attacks_then_is_exiled_at_end_of_combat():
    game = board(["Geist of Saint Traft"], [])
    _attack(game, "Geist of Saint Traft")
    resolve(game)
    angel = obj(game, "Angel")
    assert game.state.objects[angel].attacking == ("player", 1)
    to_step(game, "end of combat")
    assert game.state.players[1].life == 20 - 2 - 4
    resolve(game)
    assert not ids(game, "Angel")


@plays("Kiki-Jiki, Mirror Breaker", "tokens.copies", "tokens.copy_end_step")
def test_707_9b_kiki_jikis_copy_has_haste_and_is_sacrificed_at_end_step():
    game = board(["Kiki-Jiki, Mirror Breaker", "Grizzly Bears"], [])
    bears = obj(game, "Grizzly Bears")
    activate(game, obj(game, "Kiki-Jiki, Mirror Breaker"), bears)
    resolve(game)
    copy = ids(game, "Grizzly Bears")[1]
    seen = chars(game, copy)
    assert game.state.objects[copy].is_token and "haste" in seen.keywords
    assert "haste" not in chars(game, bears).keywords
    to_step(game, "end")
    resolve(game)
    assert ids(game, "Grizzly Bears") == [bears]


@plays("Feldon of the Third Path", "tokens.copies", "tokens.gains", "tokens.copy_end_step")
def test_611_2a_feldons_artifact_copy_of_a_card_keeps_haste():
    game = board(["Feldon of the Third Path", "Mountain", "Mountain", "Mountain"], [])
    dead = game.state.objects[game.state.players[0].library[-1]]
    dead.card, dead.zone = card_def("Serra Angel"), "graveyard"
    game.state.players[0].library.remove(dead.id)
    game.state.players[0].graveyard.append(dead.id)
    activate(game, obj(game, "Feldon of the Third Path"), dead.id)
    resolve(game)
    angel = obj(game, "Serra Angel")
    seen = chars(game, angel)
    assert {"Artifact", "Creature"} <= seen.types and {"haste", "flying"} <= seen.keywords
    assert dead.zone == "graveyard"                         # the card stays where it is
    to_step(game, "end")
    resolve(game)
    assert not ids(game, "Serra Angel")


@plays("Multiversal Recruitment", "tokens.copies")
def test_707_9b_the_copy_isnt_legendary():
    game = board(["Island"] * 4 + ["Kiki-Jiki, Mirror Breaker"], [],
                 hands=(["Multiversal Recruitment"], []))
    cast(game, "Multiversal Recruitment", obj(game, "Kiki-Jiki, Mirror Breaker"))
    resolve(game)
    kikis = ids(game, "Kiki-Jiki, Mirror Breaker")
    assert len(kikis) == 2                                 # no legend rule (CR 704.5j)
    assert "Legendary" not in chars(game, kikis[1]).supertypes


@plays("Llanowar Mentor", "tokens.named")
def test_111_4_the_token_is_named_llanowar_elves_and_taps_for_green():
    game = board(["Llanowar Mentor", "Forest"], [], hands=(["Grizzly Bears"], []))
    activate(game, obj(game, "Llanowar Mentor"), costs=(in_hand(game, "Grizzly Bears"),))
    resolve(game)
    elves = obj(game, "Llanowar Elves")
    seen = chars(game, elves)
    assert seen.name == "Llanowar Elves" and seen.subtypes == {"Elf", "Druid"}
    assert len(seen.activated) == 1


@plays("Tolsimir, Friend to Wolves", "tokens.legendary")
def test_111_9_voja_is_a_legendary_wolf_token():
    game = board(["Forest"] * 4 + ["Plains"], [], hands=(["Tolsimir, Friend to Wolves"], []))
    cast(game, "Tolsimir, Friend to Wolves")
    resolve(game)
    resolve(game)
    voja = obj(game, "Voja, Friend to Elves")
    seen = chars(game, voja)
    assert "Legendary" in seen.supertypes and (seen.power, seen.toughness) == (3, 3)
    assert game.state.players[0].life == 23              # a Wolf entered: Tolsimir's trigger


@plays("Bestial Menace", "tokens.and")
def test_111_1_snake_wolf_and_elephant_are_created_together():
    game = board(["Forest"] * 5, [], hands=(["Bestial Menace"], []))
    cast(game, "Bestial Menace")
    resolve(game)
    sizes = sorted((chars(game, i).power, chars(game, i).toughness)
                   for name in ("Snake", "Wolf", "Elephant") for i in ids(game, name))
    assert sizes == [(1, 1), (2, 2), (3, 3)]


@plays("Cursed Courtier", "tokens.role")
def test_111_10j_cursed_role_makes_the_courtier_1_1():
    game = board(["Plains"] * 3, [], hands=(["Cursed Courtier"], []))
    cast(game, "Cursed Courtier")
    resolve(game)
    resolve(game)
    courtier = obj(game, "Cursed Courtier")
    assert game.state.objects[obj(game, "Cursed")].attached_to == courtier
    assert (chars(game, courtier).power, chars(game, courtier).toughness) == (1, 1)


@plays("U.S.Agent, John Walker", "tokens.noncreature_artifact", "tokens.attach_to_it")
def test_301_5_sturdy_shield_token_is_attached_to_us_agent():
    game = board(["Plains"] * 4, [], hands=(["U.S.Agent, John Walker"], []))
    cast(game, "U.S.Agent, John Walker")
    resolve(game)
    resolve(game)
    agent, shield = obj(game, "U.S.Agent, John Walker"), obj(game, "Sturdy Shield")
    seen = chars(game, shield)
    assert seen.types == {"Artifact"} and "Equipment" in seen.subtypes
    assert game.state.objects[shield].attached_to == agent
    assert (chars(game, agent).power, chars(game, agent).toughness) == (4, 4)


@plays("Adeline, Resplendent Cathar", "tokens.each_opponent_attacking")
def test_508_4_adelines_human_attacks_the_player_or_a_planeswalker_chosen():
    game = board(["Adeline, Resplendent Cathar"], ["Grizzly Bears"])
    _attack(game, "Adeline, Resplendent Cathar")
    resolve(game)
    human = obj(game, "Human")
    assert game.state.objects[human].attacking == ("player", 1)
    assert game.state.objects[human].tapped
    walker = board(["Adeline, Resplendent Cathar"], [])
    jace = create_object(walker.state, card_def("Jace Beleren"), 1, "battlefield").id
    walker.state.objects[jace].counters["loyalty"] = 3
    _attack(walker, "Adeline, Resplendent Cathar")
    walker.act(Action("pass", 0))
    walker.act(Action("pass", 1))
    assert walker.decision.kind == "choose" and ("object", jace) in walker.decision.options
    choose(walker, ("object", jace))
    assert walker.state.objects[obj(walker, "Human")].attacking == ("object", jace)


@plays("Necroduality", "tokens.copies")
def test_707_2_necroduality_copies_the_zombie_that_entered():
    game = board(["Necroduality", "Swamp", "Swamp"], [], hands=(["Walking Corpse"], []))
    cast(game, "Walking Corpse")
    resolve(game)
    resolve(game)
    corpses = ids(game, "Walking Corpse")
    assert len(corpses) == 2 and game.state.objects[corpses[1]].is_token
    resolve(game)                                  # the token copy doesn't trigger it
    assert len(ids(game, "Walking Corpse")) == 2


@plays("Boomer Scrapper", "effect.named_tokens")
def test_111_1_a_token_leaving_grows_the_scrapper():
    game = board(["Boomer Scrapper"], [])
    scrapper = obj(game, "Boomer Scrapper")
    junk = create_object(game.state, card_def("Grizzly Bears"), 0, "battlefield")
    junk.card = replace(junk.card, token=True)
    bears = create_object(game.state, card_def("Grizzly Bears"), 0, "battlefield")
    from tolaria.rules import events
    events.sacrifice(game.state, bears)                 # not a token: nothing
    events.sacrifice(game.state, junk)
    if not game.state.stack:                 # the trigger waits for a player's priority
        game.act(Action("pass", 0))
    resolve(game)
    assert game.state.objects[scrapper].counters.get("+1/+1") == 1


@plays("Adrix and Nev, Twincasters", "static.replacement")
def test_614_1a_adrix_and_nev_double_the_tokens_created():
    game = board(["Adrix and Nev, Twincasters", "Plains", "Plains"], [],
                 hands=(["Raise the Alarm"], []))
    cast(game, "Raise the Alarm")
    resolve(game)
    assert len(ids(game, "Soldier")) == 4


@plays("Conqueror's Pledge", "tokens.more_instead")
def test_614_15_kicked_pledge_makes_twelve_soldiers_instead_of_six():
    for kick, soldiers in ((False, 6), (True, 12)):
        game = board(["Plains"] * 11, [], hands=(["Conqueror's Pledge"], []))
        spells = [a for a in game.legal_actions() if a.kind == "cast"
                  and ("kicker" in a.costs) == kick]
        game.act(spells[0])
        resolve(game)
        assert len(ids(game, "Kor Soldier")) == soldiers


@plays("Helm of the Host", "tokens.copies", "tokens.gains")
def test_707_9b_helm_of_the_host_copies_the_equipped_legend_without_legendary():
    game = board(["Helm of the Host", "Tolsimir, Friend to Wolves"], [])
    tolsimir = obj(game, "Tolsimir, Friend to Wolves")
    game.state.objects[obj(game, "Helm of the Host")].attached_to = tolsimir
    to_step(game, "beginning of combat")
    resolve(game)
    copies = [i for i in ids(game, "Tolsimir, Friend to Wolves") if i != tolsimir]
    assert len(copies) == 1 and tolsimir in game.state.battlefield
    seen = chars(game, copies[0])
    assert "Legendary" not in seen.supertypes and "haste" in seen.keywords


@plays("Kalonian Twingrove", "tokens.with_text")
def test_604_3_the_treefolk_tokens_size_is_its_forest_count():
    game = board(["Forest"] * 6, [], hands=(["Kalonian Twingrove"], []))
    cast(game, "Kalonian Twingrove")
    resolve(game)
    resolve(game)
    token = next(i for i in ids(game, "Treefolk Warrior") if game.state.objects[i].is_token)
    assert (chars(game, token).power, chars(game, token).toughness) == (6, 6)


@plays("Hansk, Slayer Zealot", "effect.named_tokens", "tokens.player_creates")
def test_111_10d_the_opponent_creates_three_walkers():
    game = board(["Hansk, Slayer Zealot"], [], step="untap")
    to_step(game, "upkeep")
    resolve(game)
    walkers = ids(game, "Walker")
    assert len(walkers) == 3 and all(game.state.objects[w].controller == 1 for w in walkers)
    seen = chars(game, walkers[0])
    assert seen.subtypes == {"Zombie"} and (seen.power, seen.toughness) == (2, 2)
    assert seen.colors == {"B"}


@plays("Formless Genesis", "tokens.with_text")
def test_608_2h_formless_genesis_token_is_counted_as_it_resolves():
    game = board(["Forest"] * 3, [], hands=(["Formless Genesis"], []))
    player = game.state.players[0]
    for oid in player.library[-3:]:                    # three land cards (Wastes) milled
        player.library.remove(oid)
        player.graveyard.append(oid)
        game.state.objects[oid].zone = "graveyard"
    cast(game, "Formless Genesis")
    resolve(game)
    token = obj(game, "Shapeshifter")
    seen = chars(game, token)
    assert (seen.power, seen.toughness) == (3, 3) and "deathtouch" in seen.keywords
    assert {"Elf", "Goblin"} <= seen.subtypes                       # changeling


@plays("Grismold, the Dreadsower", "tokens.player_creates")
def test_111_2_each_player_creates_and_controls_a_plant():
    game = board(["Grismold, the Dreadsower"], [])
    to_step(game, "end")
    resolve(game)
    plants = ids(game, "Plant")
    assert sorted(game.state.objects[i].controller for i in plants) == [0, 1]


@plays("Awaken the Woods", "effect.tokens")
def test_305_9_forest_dryads_are_land_creatures_that_tap_for_green():
    game = board(["Forest"] * 4, [], hands=(["Awaken the Woods"], []))
    cast(game, "Awaken the Woods", x=2)
    resolve(game)
    dryads = ids(game, "Forest Dryad")
    assert len(dryads) == 2
    seen = chars(game, dryads[0])
    assert {"Land", "Creature"} <= seen.types and "Forest" in seen.subtypes
    assert seen.activated                                 # {T}: Add {G} (CR 305.6)


@plays("Kari Zev, Skyship Raider", "tokens.legendary", "tokens.attacking",
       "tokens.end_of_combat")
def test_508_4_ragavan_enters_attacking_and_is_exiled_at_end_of_combat():
    game = board(["Kari Zev, Skyship Raider"], [])
    _attack(game, "Kari Zev, Skyship Raider")
    resolve(game)
    ragavan = obj(game, "Ragavan")
    assert game.state.objects[ragavan].attacking == ("player", 1)
    assert "Legendary" in chars(game, ragavan).supertypes
    to_step(game, "end of combat")
    resolve(game)
    assert not ids(game, "Ragavan") and game.state.players[1].life == 20 - 1 - 2


@pytest.mark.parametrize("seed", seeds(4))
def test_111_random_games_with_token_decks_keep_invariants(seed):
    """Random agents play the token decks (tests/decks/tokens_*.txt): copies of the game,
    saves and illegal actions are checked as they go (`test_properties.play_checked`)."""
    game, record = play_checked((str(DECKS / "tokens_wg.txt"), str(DECKS / "tokens_rb.txt")),
                                seed)
    assert game.over and record


@plays("Force of Rage", "tokens.copy_end_step")
def test_603_7c_force_of_rage_elementals_are_sacrificed_at_your_next_upkeep():
    game = board(["Mountain"] * 3, [], hands=(["Force of Rage"], []))
    spells = [a for a in game.legal_actions() if a.kind == "cast" and not a.costs]
    game.act(spells[0])
    resolve(game)
    assert len(ids(game, "Elemental")) == 2
    to_step(game, "upkeep")                                   # Bob's upkeep: not yet
    assert game.state.active == 1 and len(ids(game, "Elemental")) == 2
    to_step(game, "draw")
    to_step(game, "upkeep")                                   # Alice's next upkeep
    resolve(game)
    assert game.state.active == 0 and not ids(game, "Elemental")


@plays("Tireless Provisioner", "tokens.either")
def test_608_2d_provisioner_makes_the_chosen_food_or_treasure():
    game = board(["Tireless Provisioner"], [], hands=(["Forest"], []))
    game.act(Action("play", 0, in_hand(game, "Forest")))
    resolve(game)
    assert game.decision.kind == "choose" and set(game.decision.options) == {"Food", "Treasure"}
    choose(game, "Treasure")
    assert len(ids(game, "Treasure")) == 1 and not ids(game, "Food")


@plays("Eyes of Gitaxias", "tokens.incubate")
def test_701_51a_incubator_transforms_into_a_3_3_phyrexian():
    game = board(["Island"] * 5, [], hands=(["Eyes of Gitaxias"], []))
    cast(game, "Eyes of Gitaxias")
    resolve(game)
    incubator = obj(game, "Incubator")
    seen = chars(game, incubator)
    assert seen.types == {"Artifact"} and not seen.is_creature
    assert game.state.objects[incubator].counters == {"+1/+1": 3}
    assert len(game.state.players[0].hand) == 1                    # and drew a card
    activate(game, incubator)
    resolve(game)
    seen = chars(game, incubator)                                  # the same object (712.8e)
    assert seen.name == "Phyrexian Token" and {"Artifact", "Creature"} <= seen.types
    assert (seen.power, seen.toughness) == (3, 3)


@plays("Excise the Imperfect", "tokens.incubate", "tokens.player_creates")
def test_701_51a_excised_permanents_controller_incubates_its_mana_value():
    game = board(["Plains"] * 3, ["Serra Angel"], hands=(["Excise the Imperfect"], []))
    cast(game, "Excise the Imperfect", obj(game, "Serra Angel"))
    resolve(game)
    incubator = obj(game, "Incubator")
    assert game.state.objects[incubator].controller == 1
    assert game.state.objects[incubator].counters == {"+1/+1": 5}


@plays("Glistening Dawn", "tokens.incubate")
def test_701_51a_glistening_dawn_incubates_twice():
    game = board(["Forest"] * 4, [], hands=(["Glistening Dawn"], []))
    cast(game, "Glistening Dawn")
    resolve(game)
    incubators = ids(game, "Incubator")
    assert len(incubators) == 2
    assert all(game.state.objects[i].counters == {"+1/+1": 4} for i in incubators)


@plays("Seedpod Caretaker", "tokens.transform_incubator")
def test_701_28a_caretaker_transforms_the_target_incubator():
    game = board(["Plains"] * 3, [], hands=(["Seedpod Caretaker"], []))
    made = create_object(game.state, incubator(), 0, "battlefield")
    made.counters["+1/+1"] = 2
    cast(game, "Seedpod Caretaker")
    resolve(game)
    assert game.decision.kind == "mode"
    choose(game, 1)
    if game.decision.kind == "targets":
        choose_targets(game, made.id)
    resolve(game)
    seen = chars(game, made.id)
    assert seen.name == "Phyrexian Token" and (seen.power, seen.toughness) == (2, 2)


@plays("Fallaji Excavation", "effect.named_tokens", "tokens.tapped")
def test_111_10h_powerstone_mana_pays_for_artifacts_only():
    game = board(["Forest"] * 6, [], hands=(["Fallaji Excavation", "Grizzly Bears",
                                               "Bonesplitter"], []))
    cast(game, "Fallaji Excavation")
    resolve(game)
    stones = ids(game, "Powerstone")
    assert len(stones) == 3 and all(game.state.objects[s].tapped for s in stones)
    for s in stones:
        game.state.objects[s].tapped = False
    game.state.changed()
    bears = Action("cast", 0, in_hand(game, "Grizzly Bears"))
    assert not game.is_legal(bears)          # {G} from the Forest, but no {1} for a creature
    game.state.objects[ids(game, "Forest")[0]].tapped = False
    game.state.changed()
    assert game.is_legal(bears)                                # with a second Forest
    for forest in ids(game, "Forest"):
        game.state.objects[forest].tapped = True
    game.state.changed()
    cast(game, "Bonesplitter")                         # an artifact spell (CR 111.10h)
    resolve(game)
    assert ids(game, "Bonesplitter") and sum(game.state.objects[s].tapped for s in stones) == 1


@plays("Nightmare Shepherd", "tokens.copies", "copy.except_pt", "copy.except_types")
def test_707_9b_nightmare_shepherd_returns_a_1_1_nightmare_copy():
    game = board(["Nightmare Shepherd", "Serra Angel", "Mountain"], [], hands=(["Shock"], []))
    angel = obj(game, "Serra Angel")
    game.state.objects[angel].damage = 3
    game.state.changed()
    cast(game, "Shock", angel)
    resolve(game)
    while game.decision.kind != "priority" or game.state.stack:
        if game.decision.kind == "yes_no":
            choose(game, "yes")
        elif game.decision.kind == "priority":
            game.act(Action("pass", game.decision.player))
        else:
            game.act(game.legal_actions()[0])
    copy = obj(game, "Serra Angel")
    seen = chars(game, copy)
    assert game.state.objects[copy].is_token and (seen.power, seen.toughness) == (1, 1)
    assert {"Angel", "Nightmare"} <= seen.subtypes and "flying" in seen.keywords
    assert any(game.state.objects[i].name == "Serra Angel" for i in game.state.players[0].exile)


@plays("Grip of Phyresis", "tokens.attach_to_it")
def test_701_3a_grip_of_phyresis_attaches_the_stolen_equipment_to_the_germ():
    game = board(["Island"] * 3, ["Leonin Scimitar"], hands=(["Grip of Phyresis"], []))
    scimitar = obj(game, "Leonin Scimitar")
    cast(game, "Grip of Phyresis", scimitar)
    resolve(game)
    germ = obj(game, "Phyrexian Germ")                         # 0/0, but equipped: 1/1
    assert game.state.objects[scimitar].attached_to == germ
    assert chars(game, scimitar).controller == 0
    assert (chars(game, germ).power, chars(game, germ).toughness) == (1, 1)


@plays("Nahiri, Heir of the Ancients", "tokens.attach_to_it")
def test_608_2d_nahiri_may_attach_an_equipment_to_the_kor_warrior():
    game = board(["Leonin Scimitar"], [])
    nahiri = create_object(game.state, card_def("Nahiri, Heir of the Ancients"), 0,
                           "battlefield").id               # a planeswalker with loyalty 4
    game.state.objects[nahiri].counters["loyalty"] = 4
    game.state.changed()
    activate(game, nahiri)
    resolve(game)
    assert game.decision.kind == "choose" and "done" in game.decision.options
    choose(game, obj(game, "Leonin Scimitar"))
    warrior = obj(game, "Kor Warrior")
    assert game.state.objects[obj(game, "Leonin Scimitar")].attached_to == warrior
    assert (chars(game, warrior).power, chars(game, warrior).toughness) == (2, 2)
