"""Triggered abilities "At the beginning of <step>, [if <condition>,] <effect>" (CR 503.1a,
513.1a, 603.4) whose conditions or effects compare players or read the step's player,
played in real games."""

from __future__ import annotations

from boards import board
from test_oracle_play import (
    ALICE,
    BOB,
    activate,
    cast,
    chars,
    choose,
    hand,
    life,
    move_on,
    names,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _to_upkeep_of(game, player: int) -> None:
    """Pass until `player`'s next upkeep, with priority (its triggers on the stack, if any)."""
    start = game.state.turn
    for _ in range(80):
        if game.state.step == "upkeep" and game.state.active == player and \
                game.decision.kind == "priority" and game.state.turn != start:
            return
        move_on(game)
    raise AssertionError("never reached that upkeep")


def _controller(game, name: str) -> int:
    return chars(game, obj(game, name)).controller


def _add(game, name: str, player: int, n: int = 1) -> None:
    for _ in range(n):
        create_object(game.state, card_def(name), player, "battlefield")
    game.state.changed()


# -- "if a player has more <X> than each other player, the player with the most <X> ..." --

@plays("Ghazbán Ogre", "condition.most", "player.most", "duration.player_gains_control")
def test_603_4_ghazban_ogre_goes_to_the_player_with_the_most_life():
    game = board(["Ghazbán Ogre"], [])
    game.state.players[1].life = 25
    _to_upkeep_of(game, 0)
    assert game.state.stack                                   # Bob has the most life
    resolve(game)
    assert _controller(game, "Ghazbán Ogre") == 1            # CR 613.1b
    _to_upkeep_of(game, 1)                                    # Bob's upkeep: his trigger now
    game.state.players[0].life = 30
    resolve(game)                                             # Alice now has the most
    assert _controller(game, "Ghazbán Ogre") == 0


@plays("Ghazbán Ogre", "condition.most")
def test_603_4_ghazban_ogre_a_tie_for_the_most_life_doesnt_trigger():
    game = board(["Ghazbán Ogre"], [])
    _to_upkeep_of(game, 0)
    assert not game.state.stack                               # 20 and 20: no one has more
    assert _controller(game, "Ghazbán Ogre") == 0


@plays("Wild Dogs", "condition.most", "player.most")
def test_603_4_wild_dogs_condition_checked_again_as_it_resolves():
    game = board(["Wild Dogs"], [])
    game.state.players[1].life = 21
    _to_upkeep_of(game, 0)
    assert game.state.stack
    game.state.players[0].life = 21                           # a tie now: CR 603.4
    resolve(game)
    assert _controller(game, "Wild Dogs") == 0


@plays("Wild Dogs", "condition.most", "player.most")
def test_603_4_wild_dogs_stays_with_its_controller_who_has_the_most_life():
    game = board(["Wild Dogs"], [])
    game.state.players[0].life = 22
    _to_upkeep_of(game, 0)
    resolve(game)
    assert _controller(game, "Wild Dogs") == 0


@plays("Sokenzan Renegade", "condition.most", "player.most")
def test_603_4_sokenzan_renegade_goes_to_the_player_with_the_most_cards_in_hand():
    game = board(["Sokenzan Renegade"], [], hands=(["Forest"], ["Forest"] * 6))
    _to_upkeep_of(game, 0)           # Bob discards to seven at his cleanup, draws nothing
    assert game.state.stack
    resolve(game)
    assert _controller(game, "Sokenzan Renegade") == 1


@plays("Thoughtbound Primoc", "condition.most", "player.most")
def test_603_4_thoughtbound_primoc_counts_wizards_each_player_controls():
    game = board(["Thoughtbound Primoc"], ["Prodigal Sorcerer"])
    _to_upkeep_of(game, 0)
    assert game.state.stack                                   # Bob: one Wizard; Alice: none
    resolve(game)
    assert _controller(game, "Thoughtbound Primoc") == 1
    _add(game, "Prodigal Sorcerer", 0)
    _to_upkeep_of(game, 1)
    assert not game.state.stack                               # one each: a tie


@plays("Wild Mammoth", "condition.most", "player.most")
def test_603_4_wild_mammoth_counts_itself_for_its_controller():
    game = board(["Wild Mammoth"], ["Grizzly Bears"])
    _to_upkeep_of(game, 0)
    assert not game.state.stack                               # one creature each
    _add(game, "Grizzly Bears", 1)
    _to_upkeep_of(game, 0)
    resolve(game)
    assert _controller(game, "Wild Mammoth") == 1            # two against one


@plays("Greener Pastures", "condition.most", "phrase.it")
def test_603_4_greener_pastures_only_the_player_with_the_most_lands():
    game = board(["Greener Pastures", "Forest", "Forest"], ["Forest"])
    _to_upkeep_of(game, 1)
    assert not game.state.stack                               # Bob has fewer lands
    _to_upkeep_of(game, 0)
    resolve(game)
    saprolings = [o for o in game.state.battlefield
                  if game.state.objects[o].name == "Saproling"]
    assert [chars(game, o).controller for o in saprolings] == [0]


@plays("Rivalry", "condition.most")
def test_603_4_rivalry_damages_the_player_with_the_most_lands_in_their_upkeep():
    game = board(["Rivalry", "Plains"], ["Forest", "Forest"])
    _to_upkeep_of(game, 1)
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (20, 18)
    _to_upkeep_of(game, 0)
    assert not game.state.stack and life(game, 0) == 20      # Alice has fewer lands


# -- "if you've cast both a creature spell and a noncreature spell this turn" -------------

@plays("Eshki Dragonclaw", "condition.cast_both", "condition.this_turn_facts")
def test_603_4_eshki_dragonclaw_needs_a_creature_spell_and_a_noncreature_spell():
    game = board(["Eshki Dragonclaw", "Forest", "Mountain"], [],
                 hands=(["Llanowar Elves", "Shock"], []))
    game.act("cast Llanowar Elves")
    resolve(game)
    cast(game, "Shock", BOB)
    resolve(game)
    to_step(game, "beginning of combat")
    assert game.state.stack
    before = len(hand(game))
    resolve(game)
    eshki = game.state.objects[obj(game, "Eshki Dragonclaw")]
    assert len(hand(game)) == before + 1 and eshki.counters.get("+1/+1") == 2


@plays("Eshki Dragonclaw", "condition.cast_both")
def test_603_4_eshki_dragonclaw_a_creature_spell_alone_isnt_enough():
    game = board(["Eshki Dragonclaw", "Forest"], [], hands=(["Llanowar Elves"], []))
    game.act("cast Llanowar Elves")
    resolve(game)
    to_step(game, "beginning of combat")
    assert not game.state.stack


@plays("Fae Offering", "condition.cast_both")
def test_603_4_fae_offering_counts_only_its_controllers_spells_at_each_end_step():
    game = board(["Fae Offering", "Forest", "Mountain"], ["Forest", "Mountain"],
                 hands=(["Llanowar Elves", "Shock"], ["Llanowar Elves", "Shock"]))
    game.act("cast Llanowar Elves")
    resolve(game)
    cast(game, "Shock", BOB)
    resolve(game)
    to_step(game, "end")
    resolve(game)
    assert sorted(n for n in names(game) if n in ("Clue", "Food", "Treasure")) == [
        "Clue", "Food", "Treasure"]
    to_step(game, "precombat main")                            # Bob's turn
    cast(game, "Llanowar Elves", player=1)
    resolve(game)
    cast(game, "Shock", ALICE, player=1)
    resolve(game)
    to_step(game, "end")
    assert not game.state.stack                                # Bob's spells, not Alice's


# -- "if you discarded a card this turn" / "if a player discarded a card this turn" -------

@plays("Mysterio's Mirage", "condition.discarded_this_turn")
def test_603_4_mysterios_mirage_after_its_controller_discarded():
    game = board(["Mysterio's Mirage", "Mountain"], [], hands=(["Faithless Looting"], []))
    to_step(game, "end")
    assert not game.state.stack                                # nothing discarded yet
    game = board(["Mysterio's Mirage", "Mountain"], [], hands=(["Faithless Looting"], []))
    game.act("cast Faithless Looting")
    resolve(game)
    while game.decision.kind != "priority":
        move_on(game)                                          # the two cards discarded
    to_step(game, "end")
    resolve(game)
    assert "Illusion Villain" in names(game)


@plays("The Raven Man", "condition.discarded_this_turn")
def test_603_4_the_raven_man_any_players_discard_counts():
    game = board(["The Raven Man", "Swamp", "Swamp", "Swamp", "Swamp"], [],
                 hands=((), ["Forest"]))
    activate(game, obj(game, "The Raven Man"))
    resolve(game)
    assert hand(game, 1) == []
    to_step(game, "end")
    resolve(game)
    assert "Bird" in names(game)


# -- "each player gains control of all <permanents> they own" ---------------------------

@plays("Trostani Discordant", "duration.owners_gain_control")
def test_613_1b_trostani_discordant_gives_back_a_mind_controlled_creature():
    game = board(["Trostani Discordant"] + ["Island"] * 5, ["Grizzly Bears"],
                 hands=(["Mind Control"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Mind Control", bears)
    resolve(game)
    assert chars(game, bears).controller == 0
    to_step(game, "end")
    resolve(game)                                    # a later timestamp than the Aura's
    assert chars(game, bears).controller == 1        # (CR 613.7)
    assert chars(game, obj(game, "Trostani Discordant")).controller == 0


@plays("Alicia Masters, Skilled Sculptor", "duration.owners_gain_control")
def test_611_2c_alicia_masters_gives_back_only_what_is_there_as_it_resolves():
    game = board(["Alicia Masters, Skilled Sculptor", "Mountain"], ["Grizzly Bears"],
                 hands=(["Act of Treason"], []))
    game.state.players[0].pool.add_text("{2}")
    bears = obj(game, "Grizzly Bears")
    cast(game, "Act of Treason", bears)
    resolve(game)
    assert chars(game, bears).controller == 0
    to_step(game, "end")
    resolve(game)
    assert chars(game, bears).controller == 1


@plays("Brooding Saurian", "duration.owners_gain_control")
def test_613_1b_brooding_saurian_at_each_end_step_nontoken_permanents_only():
    game = board(["Island"] * 5, ["Brooding Saurian", "Grizzly Bears"],
                 hands=(["Mind Control"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Mind Control", bears)
    resolve(game)
    to_step(game, "end")                             # Alice's end step: Bob's permanent
    resolve(game)
    assert chars(game, bears).controller == 1


@plays("Homeward Path", "duration.owners_gain_control")
def test_613_1b_homeward_path_returns_each_creature_to_its_owner():
    game = board(["Homeward Path", "Mountain"], ["Grizzly Bears"],
                 hands=(["Act of Treason"], []))
    game.state.players[0].pool.add_text("{2}")
    bears = obj(game, "Grizzly Bears")
    cast(game, "Act of Treason", bears)
    resolve(game)
    activate(game, obj(game, "Homeward Path"), index=1)
    resolve(game)
    assert chars(game, bears).controller == 1


# -- "if this creature dealt damage to an opponent this turn" -----------------------------

@plays("Whirling Dervish", "condition.source_dealt_opponent")
def test_603_4_whirling_dervish_grows_after_dealing_damage_to_an_opponent():
    game = board(["Whirling Dervish"], [], step="declare attackers")
    while game.decision.kind != "attackers":
        move_on(game)
    game.act("attack with Whirling Dervish")
    to_step(game, "end")
    assert life(game, 1) == 19
    resolve(game)
    dervish = game.state.objects[obj(game, "Whirling Dervish")]
    assert dervish.counters.get("+1/+1") == 1
    to_step(game, "end")                                      # Bob's end step: no damage
    assert not game.state.stack


@plays("Dunerider Outlaw", "condition.source_dealt_opponent")
def test_603_4_dunerider_outlaw_no_counter_without_damage_to_an_opponent():
    game = board(["Dunerider Outlaw"], [])
    to_step(game, "end")
    assert not game.state.stack
    assert not game.state.objects[obj(game, "Dunerider Outlaw")].counters


# -- "this creature's owner shuffles it into their library" -------------------------------

def _in_library(game, name: str, player: int) -> bool:
    return any(game.state.objects[i].name == name for i in game.state.players[player].library)


@plays("Blitz Hellion", "library.owner_shuffles_self")
def test_701_20a_blitz_hellion_is_shuffled_into_its_owners_library_at_the_end_step():
    game = board(["Blitz Hellion"], [])
    to_step(game, "end")
    resolve(game)
    assert "Blitz Hellion" not in names(game) and _in_library(game, "Blitz Hellion", 0)
    assert len(game.state.players[0].library) == 11


@plays("Lightning Shrieker", "library.owner_shuffles_self")
def test_108_3_lightning_shrieker_goes_to_its_owners_library_not_its_controllers():
    game = board(["Island"] * 5, ["Lightning Shrieker"], hands=(["Mind Control"], []))
    cast(game, "Mind Control", obj(game, "Lightning Shrieker"))
    resolve(game)
    to_step(game, "end")
    resolve(game)
    assert _in_library(game, "Lightning Shrieker", 1)
    assert not _in_library(game, "Lightning Shrieker", 0)


@plays("Inferno Hellion", "library.owner_shuffles_self", "condition.source_this_turn")
def test_603_4_inferno_hellion_only_after_it_attacked_or_blocked():
    game = board(["Inferno Hellion"], [])
    to_step(game, "end")
    assert not game.state.stack                               # it didn't attack
    game = board(["Inferno Hellion"], [], step="declare attackers")
    while game.decision.kind != "attackers":
        move_on(game)
    game.act("attack with Inferno Hellion")
    to_step(game, "end")
    resolve(game)
    assert _in_library(game, "Inferno Hellion", 0)


# -- "that player untaps a land they control" ---------------------------------------------

@plays("Hokori, Dust Drinker", "effect.player_untaps")
def test_701_21b_hokori_the_upkeep_player_untaps_one_land_of_their_choice():
    game = board(["Hokori, Dust Drinker"], ["Forest", "Island", "Mountain"])
    for oid in game.state.battlefield:
        if game.state.objects[oid].name in ("Forest", "Island"):
            game.state.objects[oid].tapped = True
    _to_upkeep_of(game, 1)
    forest, island = obj(game, "Forest"), obj(game, "Island")
    assert game.state.objects[forest].tapped                    # no untapping (Hokori)
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 1
    assert set(game.decision.options) == {forest, island, obj(game, "Mountain")}
    game.act(Action("choose", 1, choice=(island,)))
    assert not game.state.objects[island].tapped and game.state.objects[forest].tapped


@plays("Rising Waters", "effect.player_untaps")
def test_701_21b_rising_waters_one_land_untaps_itself_without_a_question():
    game = board(["Rising Waters"], ["Forest"])
    game.state.objects[obj(game, "Forest")].tapped = True
    _to_upkeep_of(game, 1)
    resolve(game)
    assert not game.state.objects[obj(game, "Forest")].tapped


# -- "if you have a full party" ------------------------------------------------------------

PARTY = ["Shrine Keeper", "Triton Shorethief", "Canyon Minotaur", "Fugitive Wizard"]


@plays("Squad Commander", "condition.full_party")
def test_700_8_squad_commander_needs_a_cleric_rogue_warrior_and_wizard():
    game = board(["Squad Commander"] + PARTY[:3], [])
    to_step(game, "beginning of combat")
    assert not game.state.stack                               # no Wizard: not a full party
    game = board(["Squad Commander"] + PARTY, [])
    to_step(game, "beginning of combat")
    resolve(game)
    minotaur = chars(game, obj(game, "Canyon Minotaur"))
    assert minotaur.power == 4 and "indestructible" in minotaur.keywords   # 3/3, +1/+0


@plays("Archpriest of Iona", "condition.full_party")
def test_603_4_archpriest_of_iona_full_party_gives_flying():
    game = board(["Archpriest of Iona"] + PARTY[1:], [])      # the Archpriest is the Cleric
    priest = obj(game, "Archpriest of Iona")
    while game.decision.kind != "targets":
        move_on(game)
    game.act(Action("choose", 0, targets=(("object", priest),)))
    resolve(game)
    assert "flying" in chars(game, priest).keywords
    assert chars(game, priest).power == 5                     # four in the party, +1/+1


@plays("The Destined White Mage", "condition.full_party")
def test_614_15_the_destined_white_mage_three_counters_with_a_full_party():
    game = board(["The Destined White Mage"] + PARTY[1:], [], hands=(["Healing Salve"], []))
    game.state.players[0].pool.add_text("{W}")
    wizard = obj(game, "Fugitive Wizard")
    cast(game, "Healing Salve", ALICE, mode=0)
    resolve(game)
    if game.decision.kind == "targets":
        game.act(Action("choose", 0, targets=(("object", wizard),)))
    resolve(game)
    assert game.state.objects[wizard].counters.get("+1/+1") == 3


@plays("Coveted Prize", "condition.full_party", "graveyard.cast_from_hand_free")
def test_608_2g_coveted_prize_casts_for_free_only_with_a_full_party():
    game = board(PARTY + ["Swamp"], [], hands=(["Coveted Prize", "Grizzly Bears"], []))
    game.act("cast Coveted Prize")                            # {4}{B} less {4} (party of 4)
    resolve(game)
    choose(game, game.decision.options[0])                    # the card searched for
    assert game.decision.kind == "choose" and "none" in game.decision.options
    choose(game, next(o for o in game.decision.options if o != "none"))
    assert game.decision.kind == "cast"
    game.act(next(a for a in game.legal_actions() if a.kind == "cast"))
    resolve(game)
    assert "Grizzly Bears" in names(game)
    game = board(PARTY[:3] + ["Swamp"] * 2, [], hands=(["Coveted Prize", "Grizzly Bears"], []))
    game.act("cast Coveted Prize")
    resolve(game)
    choose(game, game.decision.options[0])
    assert game.decision.kind == "priority" and "Grizzly Bears" not in names(game)


# -- "<instruction about a player> unless they sacrifice a <permanent> of their choice" ---

@plays("Mogis, God of Slaughter", "condition.unless_they_sacrifice")
def test_118_12_mogis_the_upkeep_player_chooses_to_sacrifice_or_take_damage():
    game = board(["Mogis, God of Slaughter"], ["Grizzly Bears"])
    _to_upkeep_of(game, 1)
    resolve(game)
    assert game.decision.kind == "yes_no" and game.decision.player == 1
    game.act(Action("choose", 1, choice=("no",)))
    assert life(game, 1) == 18 and "Grizzly Bears" in names(game)
    _to_upkeep_of(game, 1)
    resolve(game)
    game.act(Action("choose", 1, choice=("yes",)))
    while game.decision.kind == "choose":
        move_on(game)
    assert life(game, 1) == 18 and "Grizzly Bears" not in names(game)
    _to_upkeep_of(game, 1)
    resolve(game)                                     # no creature: no choice (CR 118.12)
    assert life(game, 1) == 16


@plays("Demanding Dragon", "condition.unless_they_sacrifice")
def test_118_12_demanding_dragon_the_target_opponent_sacrifices_instead():
    game = board(["Mountain"] * 5, ["Grizzly Bears"], hands=(["Demanding Dragon"], []))
    cast(game, "Demanding Dragon")
    resolve(game)
    if game.decision.kind == "targets":
        game.act(Action("choose", 0, targets=(BOB,)))
    resolve(game)
    assert game.decision.kind == "yes_no" and game.decision.player == 1
    game.act(Action("choose", 1, choice=("yes",)))
    while game.decision.kind == "choose":
        move_on(game)
    assert life(game, 1) == 20 and "Grizzly Bears" not in names(game)


@plays("Tomb Blade", "condition.unless_they_sacrifice")
def test_118_12_tomb_blade_the_damaged_player_loses_life_for_their_creatures():
    game = board(["Tomb Blade"], ["Grizzly Bears", "Hill Giant"], step="declare attackers")
    while game.decision.kind != "attackers":
        move_on(game)
    game.act("attack with Tomb Blade")
    while game.decision.kind != "yes_no":
        move_on(game)                                 # no blocks; 3 combat damage
    assert game.decision.player == 1
    game.act(Action("choose", 1, choice=("no",)))
    assert life(game, 1) == 20 - 3 - 2                # two creatures they control


# -- "if you created a token this turn" -----------------------------------------------------

@plays("Bennie Bracks, Zoologist", "condition.created_token_this_turn")
def test_111_2_bennie_bracks_draws_after_its_controller_created_a_token():
    game = board(["Bennie Bracks, Zoologist", "Plains", "Plains"], ["Plains", "Plains"],
                 hands=(["Raise the Alarm"], ["Raise the Alarm"]))
    game.act("cast Raise the Alarm")
    resolve(game)
    before = len(hand(game))
    to_step(game, "end")
    resolve(game)
    assert len(hand(game)) == before + 1
    to_step(game, "precombat main")                          # Bob's turn
    cast(game, "Raise the Alarm", player=1)
    resolve(game)
    to_step(game, "end")
    assert not game.state.stack                              # Bob's tokens, not Alice's


@plays("Idol of Oblivion", "condition.created_token_this_turn")
def test_602_5b_idol_of_oblivion_only_after_you_created_a_token():
    game = board(["Idol of Oblivion", "Plains", "Plains"], [], hands=(["Raise the Alarm"], []))
    idol = obj(game, "Idol of Oblivion")
    assert not any(a.kind == "activate" and a.object == idol for a in game.legal_actions())
    game.act("cast Raise the Alarm")
    resolve(game)
    before = len(hand(game))
    activate(game, idol)
    resolve(game)
    assert len(hand(game)) == before + 1


# -- "if you lost life last turn" / "if you had another creature ... enter last turn" -----

@plays("First Response", "condition.during_last_turn")
def test_603_4_first_response_reads_the_turn_before_this_one():
    game = board(["First Response"], ["Mountain"], hands=((), ["Shock"]))
    game.act("pass")                                          # Bob gets priority
    cast(game, "Shock", ALICE, player=1)
    resolve(game)
    assert life(game, 0) == 18
    _to_upkeep_of(game, 1)                                    # last turn: Alice lost life
    resolve(game)
    assert names(game).count("Soldier") == 1
    _to_upkeep_of(game, 0)                                    # last turn (Bob's): none lost
    assert not game.state.stack


@plays("Paladin of Atonement", "condition.during_last_turn")
def test_603_4_paladin_of_atonement_no_counter_without_life_lost_last_turn():
    game = board(["Paladin of Atonement"], [])
    _to_upkeep_of(game, 1)
    assert not game.state.stack


@plays("Feast on the Fallen", "condition.during_last_turn")
def test_603_4_feast_on_the_fallen_after_an_opponent_lost_life_last_turn():
    game = board(["Feast on the Fallen", "Mountain", "Grizzly Bears"], [],
                 hands=(["Shock"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    _to_upkeep_of(game, 1)
    while game.decision.kind == "targets":
        game.act(Action("choose", 0, targets=(("object", obj(game, "Grizzly Bears")),)))
    resolve(game)
    assert game.state.objects[obj(game, "Grizzly Bears")].counters.get("+1/+1") == 1


@plays("Ephara, God of the Polis", "condition.during_last_turn")
def test_603_4_ephara_draws_after_another_creature_entered_last_turn():
    game = board(["Ephara, God of the Polis", "Forest", "Forest"], [],
                 hands=(["Grizzly Bears"], []))
    game.act("cast Grizzly Bears")
    resolve(game)
    before = len(hand(game))
    _to_upkeep_of(game, 1)
    resolve(game)
    assert len(hand(game)) == before + 1
    _to_upkeep_of(game, 0)
    assert not game.state.stack                               # nothing entered in Bob's turn
