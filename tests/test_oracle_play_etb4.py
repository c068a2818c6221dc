"""Enters and leaves-the-battlefield triggers, played in real games (CR 603.6a, 603.6c,
614.1c): the card's own pronoun ("he"/"she"), ..."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose,
    choose_targets,
    grave,
    hand,
    in_hand,
    life,
    names,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object

# -- "he"/"she": the character itself (CR 201.5, 603.6a) ------------------------------------


@plays("Momo, Rambunctious Rascal", "phrase.self", "effect.damage")
def test_603_6a_momo_enters_and_he_deals_4_to_a_tapped_creature():
    game = board(["Plains"] * 3, ["Hill Giant", "Grizzly Bears"],
                 hands=(["Momo, Rambunctious Rascal"], []))
    giant = obj(game, "Hill Giant")
    game.state.objects[giant].tapped = True
    cast(game, "Momo, Rambunctious Rascal")
    resolve(game)                    # the tapped Giant is the only legal target (CR 115.1)
    resolve(game)
    assert not ids(game, "Hill Giant") and grave(game, 1) == ["Hill Giant"]
    assert game.state.objects[obj(game, "Grizzly Bears")].damage == 0


@plays("Jet, Freedom Fighter", "phrase.self")
def test_603_6a_jet_he_deals_damage_equal_to_creatures_you_control():
    game = board(["Plains", "Mountain", "Plains", "Mountain", "Plains", "Grizzly Bears"],
                 ["Hill Giant"], hands=(["Jet, Freedom Fighter"], []))
    cast(game, "Jet, Freedom Fighter")
    resolve(game)                     # Bob's Giant is the only legal target (CR 115.1)
    resolve(game)
    # CR 608.2h: counted as the trigger resolves: Jet and the Bears, 2 damage
    giant = game.state.objects[obj(game, "Hill Giant")]
    assert giant.damage == 2 and life(game, 1) == 20


# -- energy counted as the trigger resolves (CR 107.14, 122.1, 608.2h) ----------------------


@plays("Aethertide Whale", "effect.energy_amount")
def test_122_1_aethertide_whale_enters_and_you_get_six_energy():
    game = board(["Island"] * 6, [], hands=(["Aethertide Whale"], []))
    cast(game, "Aethertide Whale")
    resolve(game)
    resolve(game)
    assert game.state.players[0].energy == 6


@plays("Peema Aether-Seer", "effect.energy_amount")
def test_608_2h_peema_energy_equal_to_the_greatest_power_you_control():
    game = board(["Forest"] * 4 + ["Hill Giant", "Grizzly Bears"], ["Craw Wurm"],
                 hands=(["Peema Aether-Seer"], []))
    cast(game, "Peema Aether-Seer")
    resolve(game)
    resolve(game)
    assert game.state.players[0].energy == 3        # Peema and the Giant: 3; Bob's Wurm not
    assert game.state.players[1].energy == 0


@plays("Electrosiphon", "effect.energy_amount")
def test_608_2h_electrosiphon_energy_equal_to_the_countered_spells_mana_value():
    game = board(["Forest"] * 6 + ["Island", "Island", "Mountain"], [],
                 hands=(["Craw Wurm", "Electrosiphon"], []))
    cast(game, "Craw Wurm")
    wurm = game.state.stack[-1]
    cast(game, "Electrosiphon", wurm)              # Alice holds priority (CR 117.3c)
    resolve(game)
    assert grave(game) == ["Craw Wurm", "Electrosiphon"]
    assert game.state.players[0].energy == 6       # the Wurm's mana value as it last existed


# -- "enters with your choice of a <keyword> counter or ..." (CR 614.1c, 122.1b) -----------


@plays("Helica Glider", "static.enters_counter_choice")
def test_614_1c_helica_glider_enters_with_the_chosen_keyword_counter():
    game = board(["Plains"] * 3, [], hands=(["Helica Glider"], []))
    cast(game, "Helica Glider")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "replacement"
    assert set(game.decision.options) == {"flying", "first strike"}
    choose(game, "first strike")
    glider = game.state.objects[obj(game, "Helica Glider")]
    assert glider.counters == {"first strike": 1}
    keywords = chars(game, glider.id).keywords
    assert "first strike" in keywords and "flying" not in keywords       # CR 122.1b


@plays("Boot Nipper", "static.enters_counter_choice")
def test_614_1c_boot_nipper_chooses_each_time_it_enters():
    game = board(["Swamp"] * 2, [], hands=(["Boot Nipper"], []))
    cast(game, "Boot Nipper")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    choose(game, "lifelink")
    nipper = obj(game, "Boot Nipper")
    assert game.state.objects[nipper].counters == {"lifelink": 1}
    assert "deathtouch" not in chars(game, nipper).keywords


# -- "you may have it deal damage to <target> equal to <quantity>" (CR 603.5, 608.2h) ------


@plays("Reclusive Artificer", "effect.have_do", "quantity.a_number_of")
def test_603_5_reclusive_artificer_may_deal_damage_equal_to_artifacts():
    game = board(["Island", "Mountain", "Mountain", "Island", "Ornithopter", "Ornithopter"],
                 ["Craw Wurm"], hands=(["Reclusive Artificer"], []))
    cast(game, "Reclusive Artificer")
    resolve(game)
    choose_targets(game, obj(game, "Craw Wurm"))
    resolve(game)
    assert game.decision.kind == "yes_no"            # optional: asked as it resolves
    choose(game, "yes")
    assert game.state.objects[obj(game, "Craw Wurm")].damage == 2     # two Ornithopters


@plays("Reclusive Artificer", "effect.have_do")
def test_603_5_reclusive_artificer_may_decline():
    game = board(["Island", "Mountain", "Mountain", "Island", "Ornithopter"],
                 ["Grizzly Bears"], hands=(["Reclusive Artificer"], []))
    cast(game, "Reclusive Artificer")
    resolve(game)
    choose_targets(game, obj(game, "Grizzly Bears"))
    resolve(game)
    choose(game, "no")
    assert game.state.objects[obj(game, "Grizzly Bears")].damage == 0


# -- "return the exiled cards ..." in a leaves-the-battlefield trigger (CR 607.2a, 603.6c) --


@plays("Worldgorger Dragon", "library.exiled_cards")
def test_607_2a_worldgorger_dragon_returns_all_it_exiled_when_it_leaves():
    game = board(["Mountain"] * 6 + ["Grizzly Bears"], ["Island"],
                 hands=(["Worldgorger Dragon"], ["Unsummon"]))
    cast(game, "Worldgorger Dragon")
    resolve(game)                                   # the Dragon, then its enters trigger
    assert names(game) == ["Island", "Worldgorger Dragon"]
    assert len(game.state.players[0].exile) == 7
    game.act(Action("pass", 0))
    cast(game, "Unsummon", obj(game, "Worldgorger Dragon"), player=1)
    resolve(game)                                   # Unsummon, then the leaves trigger
    assert hand(game) == ["Worldgorger Dragon"]
    assert sorted(names(game)) == ["Grizzly Bears", "Island"] + ["Mountain"] * 6
    assert not game.state.players[0].exile
    bears = game.state.objects[obj(game, "Grizzly Bears")]
    assert bears.controller == 0 and not bears.tapped       # under its owner's control


@plays("Parallax Wave", "library.exiled_cards")
def test_607_2a_parallax_wave_each_player_returns_their_cards():
    game = board(["Parallax Wave", "Grizzly Bears"], ["Hill Giant", "Forest", "Forest"],
                 hands=([], ["Naturalize"]))
    wave = obj(game, "Parallax Wave")
    game.state.objects[wave].counters = {"fade": 5}
    activate(game, wave, obj(game, "Hill Giant"))
    resolve(game)
    activate(game, wave, obj(game, "Grizzly Bears"))
    resolve(game)
    assert not ids(game, "Hill Giant") and not ids(game, "Grizzly Bears")
    game.act(Action("pass", 0))
    cast(game, "Naturalize", wave, player=1)
    resolve(game)                                   # Naturalize, then the leaves trigger
    giant, bears = obj(game, "Hill Giant"), obj(game, "Grizzly Bears")
    assert game.state.objects[giant].controller == 1        # each under its owner's control
    assert game.state.objects[bears].controller == 0


@plays("Gravegouger", "library.exiled_cards")
def test_607_2a_gravegouger_returns_the_exiled_cards_to_their_owners_graveyard():
    game = board(["Swamp"] * 3, ["Mountain"], hands=(["Gravegouger"], ["Lightning Bolt"]))
    state = game.state
    for name in ("Grizzly Bears", "Hill Giant"):
        create_object(state, card_def(name), 1, "graveyard")
    cast(game, "Gravegouger")
    resolve(game)
    assert game.decision.kind == "targets"
    choose_targets(game, *state.players[1].graveyard)
    resolve(game)
    assert not grave(game, 1) and len(state.players[1].exile) == 2
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", obj(game, "Gravegouger"), player=1)
    resolve(game)
    assert sorted(grave(game, 1)) == ["Grizzly Bears", "Hill Giant", "Lightning Bolt"]
    assert grave(game, 0) == ["Gravegouger"]


@plays("Realm Razer", "library.exiled_cards")
def test_607_2a_realm_razer_returns_the_lands_tapped():
    game = board(["Mountain", "Forest", "Plains", "Mountain", "Forest", "Plains"],
                 ["Birds of Paradise", "Island"], hands=(["Realm Razer"], ["Unsummon"]))
    cast(game, "Realm Razer")
    resolve(game)
    assert names(game) == ["Birds of Paradise", "Realm Razer"]     # every land exiled
    game.act(Action("pass", 0))
    cast(game, "Unsummon", obj(game, "Realm Razer"), player=1)      # Birds pay {U}
    resolve(game)
    lands = [game.state.objects[i] for i in game.state.battlefield
             if game.state.objects[i].name != "Birds of Paradise"]
    assert len(lands) == 7 and all(land.tapped for land in lands)
    assert sum(land.controller == 1 for land in lands) == 1         # Bob's Island is his


# -- "each other player / each opponent may put ... onto the battlefield" (CR 101.4) -------


@plays("Hunted Wumpus", "library.others_put")
def test_101_4_hunted_wumpus_each_other_player_may_put_a_creature():
    game = board(["Forest"] * 4, [], hands=(["Hunted Wumpus", "Hill Giant"],
                                            ["Craw Wurm", "Grizzly Bears", "Shock"]))
    cast(game, "Hunted Wumpus")
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 1   # not Alice
    options = {game.state.objects[o].name for o in game.decision.options if o != "nothing"}
    assert options == {"Craw Wurm", "Grizzly Bears"}                  # creature cards only
    choose(game, in_hand(game, "Craw Wurm", 1))
    wurm = game.state.objects[obj(game, "Craw Wurm")]
    assert wurm.controller == 1 and hand(game) == ["Hill Giant"]     # CR 110.2


@plays("Hunted Wumpus", "library.others_put")
def test_101_4_hunted_wumpus_the_other_player_may_put_nothing():
    game = board(["Forest"] * 4, [], hands=(["Hunted Wumpus"], ["Craw Wurm"]))
    cast(game, "Hunted Wumpus")
    resolve(game)
    choose(game, "nothing")
    assert names(game) == ["Forest"] * 4 + ["Hunted Wumpus"]


@plays("Enslaved Horror", "library.others_put")
def test_101_4_enslaved_horror_each_other_player_may_return_a_creature_card():
    game = board(["Swamp"] * 4, [], hands=(["Enslaved Horror"], []))
    state = game.state
    create_object(state, card_def("Hill Giant"), 1, "graveyard")
    create_object(state, card_def("Shock"), 1, "graveyard")
    create_object(state, card_def("Grizzly Bears"), 0, "graveyard")
    cast(game, "Enslaved Horror")
    resolve(game)
    assert game.decision.player == 1
    giant = next(o for o in game.decision.options if o != "nothing")
    choose(game, giant)
    assert game.state.objects[obj(game, "Hill Giant")].controller == 1
    assert grave(game, 0) == ["Grizzly Bears"] and grave(game, 1) == ["Shock"]


@plays("Charmed Griffin", "library.others_put")
def test_101_4_charmed_griffin_other_player_may_put_an_artifact_or_enchantment():
    game = board(["Plains"] * 4, [], hands=(["Charmed Griffin"],
                                            ["Pacifism", "Grizzly Bears", "Ornithopter"]))
    cast(game, "Charmed Griffin")
    resolve(game)
    options = {game.state.objects[o].name for o in game.decision.options if o != "nothing"}
    assert options == {"Pacifism", "Ornithopter"}
    choose(game, in_hand(game, "Ornithopter", 1))
    assert game.state.objects[obj(game, "Ornithopter")].controller == 1


# -- "search your library for a basic land card or a Gate card" (CR 701.19a) ---------------


def _library(game, *cards: str) -> None:
    for name in cards:
        create_object(game.state, card_def(name), 0, "library")


@plays("Gatecreeper Vine", "library.either_card")
def test_701_19a_gatecreeper_vine_finds_a_basic_land_or_a_gate():
    game = board(["Forest"] * 2, [], hands=(["Gatecreeper Vine"], []), library=0)
    _library(game, "Grizzly Bears", "Azorius Guildgate", "Forest", "Shock", "Tranquil Cove")
    cast(game, "Gatecreeper Vine")
    resolve(game)
    choose(game, "yes")
    state = game.state
    options = {state.objects[o].name for o in game.decision.options if o != "nothing"}
    assert options == {"Azorius Guildgate", "Forest"}    # not a nonbasic non-Gate land
    gate = next(o for o in game.decision.options if o != "nothing"
                and state.objects[o].name == "Azorius Guildgate")
    choose(game, gate)
    assert hand(game) == ["Azorius Guildgate"]


@plays("Silver Deputy", "library.either_card")
def test_701_19a_silver_deputy_puts_the_desert_on_top_after_shuffling():
    game = board(["Plains", "Plains"], [], hands=(["Silver Deputy"], []), library=0)
    _library(game, "Ipnu Rivulet", "Grizzly Bears", "Hill Giant", "Shock")
    cast(game, "Silver Deputy")
    resolve(game)
    choose(game, "yes")
    state = game.state
    desert = next(o for o in game.decision.options if o != "nothing")
    assert state.objects[desert].name == "Ipnu Rivulet"                 # a Desert
    choose(game, desert)
    assert state.objects[state.players[0].library[-1]].name == "Ipnu Rivulet"   # on top


# -- "you and target opponent each create ..." (CR 111.2, 115.1) ---------------------------


@plays("Thran Spider", "target.you_and_player_each")
def test_111_2_thran_spider_you_and_target_opponent_each_create_a_tapped_powerstone():
    game = board(["Wastes"] * 4, [], hands=(["Thran Spider"], []))
    cast(game, "Thran Spider")
    resolve(game)                            # Bob, the only opponent, is the target
    resolve(game)
    state = game.state
    stones = [state.objects[o] for o in ids(game, "Powerstone")]
    assert sorted(s.controller for s in stones) == [0, 1]           # one each (CR 111.2)
    assert all(s.tapped for s in stones)


# -- outlaws: Assassins, Mercenaries, Pirates, Rogues, Warlocks (CR 700.12) ----------------


@plays("Mine Raider", "phrase.outlaw")
def test_700_12_mine_raider_with_another_outlaw_creates_a_treasure():
    game = board(["Mountain"] * 3 + ["Fathom Fleet Captain"], [],
                 hands=(["Mine Raider"], []))
    cast(game, "Mine Raider")
    resolve(game)
    resolve(game)
    assert len(ids(game, "Treasure")) == 1              # a Pirate is an outlaw


@plays("Mine Raider", "phrase.outlaw")
def test_700_12_mine_raider_alone_or_with_a_non_outlaw_creates_nothing():
    game = board(["Mountain"] * 3 + ["Grizzly Bears"], ["Fathom Fleet Captain"],
                 hands=(["Mine Raider"], []))
    cast(game, "Mine Raider")
    resolve(game)
    resolve(game)
    assert not ids(game, "Treasure")       # itself not "another"; Bob's Pirate not yours


@plays("Shoot the Sheriff", "phrase.outlaw")
def test_700_12_shoot_the_sheriff_can_target_only_a_non_outlaw():
    game = board(["Swamp"] * 2, ["Fathom Fleet Captain", "Grizzly Bears"],
                 hands=(["Shoot the Sheriff"], []))
    state = game.state
    legal = {t for a in game.legal_actions() if a.kind == "cast" for t in a.targets}
    assert ("object", obj(game, "Grizzly Bears")) in legal
    assert ("object", obj(game, "Fathom Fleet Captain")) not in legal
    cast(game, "Shoot the Sheriff", obj(game, "Grizzly Bears"))
    resolve(game)
    assert grave(game, 1) == ["Grizzly Bears"] and state.battlefield


# -- modified: a counter, equipped, or its controller's Aura (CR 700.9) ---------------------


def _assault(setup: str) -> int:
    """Alice casts Ambitious Assault with her Grizzly Bears set up as `setup`; the cards
    she draws."""
    game = board(["Mountain"] * 3 + ["Grizzly Bears", "Bonesplitter"], [],
                 hands=(["Ambitious Assault"], []))
    state = game.state
    bears = obj(game, "Grizzly Bears")
    if setup == "counter":
        state.objects[bears].counters = {"+1/+1": 1}
    elif setup == "equipped":
        state.objects[obj(game, "Bonesplitter")].attached_to = bears
    elif setup in ("own aura", "opponent's aura"):           # attached as it was cast
        aura = create_object(state, card_def("Spectral Flight" if setup == "own aura"
                                             else "Pacifism"),
                             0 if setup == "own aura" else 1, "battlefield")
        aura.attached_to = bears
    state.changed()
    before = len(state.players[0].hand)
    cast(game, "Ambitious Assault")
    resolve(game)
    return len(state.players[0].hand) - before + 1         # the spell left the hand


@plays("Ambitious Assault", "phrase.modified")
def test_700_9_ambitious_assault_draws_with_a_modified_creature():
    assert _assault("counter") == 1
    assert _assault("equipped") == 1
    assert _assault("own aura") == 1


@plays("Ambitious Assault", "phrase.modified")
def test_700_9_an_opponents_aura_doesnt_modify_and_nothing_doesnt_either():
    assert _assault("opponent's aura") == 0
    assert _assault("plain") == 0


# -- "him"/"her"/"his": the character itself (CR 201.5, 614.1c) ---------------------------


@plays("Hulk, Strongest There Is", "static.enters_counters")
def test_614_1c_hulk_enters_with_a_counter_on_him():
    game = board(["Forest"] * 4, [], hands=(["Hulk, Strongest There Is"], []))
    cast(game, "Hulk, Strongest There Is")
    resolve(game)
    hulk = obj(game, "Hulk, Strongest There Is")
    assert game.state.objects[hulk].counters == {"+1/+1": 1}
    assert chars(game, hulk).power == 4


@plays("Big Bertha", "static.enters_x_counters")
def test_107_3m_big_bertha_enters_with_x_counters_on_her():
    game = board(["Forest"] * 4, [], hands=(["Big Bertha"], []))
    cast(game, "Big Bertha", x=3)
    resolve(game)
    assert game.state.objects[obj(game, "Big Bertha")].counters == {"+1/+1": 3}


@plays("Glenn, the Voice of Calm", "phrase.self")
def test_608_2h_glenn_draws_cards_equal_to_his_power():
    game = board(["Glenn, the Voice of Calm"], [], step="declare attackers")
    glenn = obj(game, "Glenn, the Voice of Calm")
    game.state.objects[glenn].counters = {"+1/+1": 2}              # a 3/5
    game.state.changed()
    before = len(game.state.players[0].hand)
    game.act(Action("attack", 0, choice=((glenn, BOB),)))
    to_step(game, "postcombat main")
    assert life(game, 1) == 17
    assert len(game.state.players[0].hand) == before + 3


# -- "reveals N cards from their hand and you choose one of them" (CR 701.16a, 701.8a) -----


@plays("Blackmail", "effect.reveal_some_discard")
def test_701_16a_blackmail_the_player_chooses_the_three_cards_revealed():
    game = board(["Swamp"], [], hands=(["Blackmail"],
                                       ["Shock", "Craw Wurm", "Hill Giant", "Forest", "Opt"]))
    state = game.state
    cast(game, "Blackmail", BOB)
    resolve(game)
    bob = {state.objects[o].name: o for o in state.players[1].hand}
    for name in ("Forest", "Opt", "Hill Giant"):               # Bob picks what he reveals
        assert game.decision.player == 1 and game.decision.kind == "choose"
        choose(game, bob[name])
    assert game.decision.player == 0
    assert set(game.decision.options) == {bob["Forest"], bob["Opt"], bob["Hill Giant"]}
    choose(game, bob["Hill Giant"])
    assert grave(game, 1) == ["Hill Giant"]
    assert sorted(hand(game, 1)) == ["Craw Wurm", "Forest", "Opt", "Shock"]


@plays("Blackmail", "effect.reveal_some_discard")
def test_701_16a_blackmail_with_three_or_fewer_cards_all_are_revealed():
    game = board(["Swamp"], [], hands=(["Blackmail"], ["Shock", "Craw Wurm"]))
    state = game.state
    cast(game, "Blackmail", BOB)
    resolve(game)
    assert game.decision.player == 0                  # no choice for Bob: both revealed
    wurm = next(o for o in state.players[1].hand if state.objects[o].name == "Craw Wurm")
    choose(game, wurm)
    assert grave(game, 1) == ["Craw Wurm"] and hand(game, 1) == ["Shock"]


@plays("Thieving Sprite", "effect.reveal_some_discard")
def test_608_2h_thieving_sprite_reveals_as_many_as_faeries_you_control():
    game = board(["Swamp", "Swamp", "Swamp"], [],
                 hands=(["Thieving Sprite"], ["Shock", "Craw Wurm", "Hill Giant"]))
    state = game.state
    cast(game, "Thieving Sprite")
    resolve(game)
    if game.decision.kind == "targets":
        choose_targets(game, BOB)
    resolve(game)
    shock = next(o for o in state.players[1].hand if state.objects[o].name == "Shock")
    assert game.decision.player == 1                  # one Faerie: Bob reveals one card
    choose(game, shock)                  # Alice's only choice is the one revealed card
    assert grave(game, 1) == ["Shock"] and len(hand(game, 1)) == 2


# -- "each opponent sacrifices ... unless they pay {N}" (CR 118.12, 101.4) -----------------


@plays("Rishadan Footpad", "condition.each_unless_pays")
def test_118_12_rishadan_footpad_the_opponent_may_pay_instead():
    game = board(["Island"] * 4, ["Island", "Island", "Grizzly Bears"],
                 hands=(["Rishadan Footpad"], []))
    cast(game, "Rishadan Footpad")
    resolve(game)
    resolve(game)
    assert game.decision.kind == "yes_no" and game.decision.player == 1
    choose(game, "yes")
    state = game.state
    assert all(state.objects[o].tapped for o in ids(game, "Island")
               if state.objects[o].controller == 1)                    # Bob paid {2}
    assert not grave(game, 1) and ids(game, "Grizzly Bears")


@plays("Rishadan Footpad", "condition.each_unless_pays")
def test_118_12_rishadan_footpad_the_opponent_who_doesnt_pay_sacrifices():
    game = board(["Island"] * 4, ["Island", "Island", "Grizzly Bears"],
                 hands=(["Rishadan Footpad"], []))
    cast(game, "Rishadan Footpad")
    resolve(game)
    resolve(game)
    choose(game, "no")
    assert game.decision.player == 1                  # Bob chooses what he sacrifices
    choose(game, obj(game, "Grizzly Bears"))
    assert grave(game, 1) == ["Grizzly Bears"]


@plays("Rishadan Footpad", "condition.each_unless_pays")
def test_118_12_rishadan_footpad_an_opponent_who_cant_pay_isnt_asked():
    game = board(["Island"] * 4, ["Grizzly Bears"], hands=(["Rishadan Footpad"], []))
    cast(game, "Rishadan Footpad")
    resolve(game)
    resolve(game)
    assert grave(game, 1) == ["Grizzly Bears"]       # his only permanent


# -- "for each opponent, ... target <permanent> that player controls with mana value N" ----


@plays("Tempted by the Oriq", "target.each_opponent_with")
def test_115_1_tempted_by_the_oriq_takes_only_a_creature_with_mana_value_3_or_less():
    game = board(["Island"] * 4, ["Hill Giant", "Grizzly Bears"],
                 hands=(["Tempted by the Oriq"], []))
    legal = {t for a in game.legal_actions() if a.kind == "cast" for t in a.targets}
    assert ("object", obj(game, "Grizzly Bears")) in legal
    assert ("object", obj(game, "Hill Giant")) not in legal          # mana value 4
    pad = (None,) * 6                                  # the other opponents' (none here)
    game.act(Action("cast", 0, in_hand(game, "Tempted by the Oriq"), mode=0,
                    targets=(("object", obj(game, "Grizzly Bears")),) + pad))
    resolve(game)
    assert chars(game, obj(game, "Grizzly Bears")).controller == 0
    assert chars(game, obj(game, "Hill Giant")).controller == 1


# -- "each other creature you control enters with a number of additional counters" -------


@plays("Arwen, Weaver of Hope", "static.enters_with_additional_counted")
def test_614_1c_arwen_other_creatures_enter_with_counters_equal_to_her_toughness():
    game = board(["Arwen, Weaver of Hope", "Forest", "Forest"], [],
                 hands=(["Grizzly Bears", "Grizzly Bears"], []))
    state = game.state
    arwen = obj(game, "Arwen, Weaver of Hope")
    state.objects[arwen].counters = {"+1/+1": 2}                    # a 4/3
    state.changed()
    cast(game, "Grizzly Bears")
    resolve(game)
    bears = obj(game, "Grizzly Bears")
    assert state.objects[bears].counters == {"+1/+1": 3}            # her toughness, 3
    assert state.objects[arwen].counters == {"+1/+1": 2}            # not herself


@plays("Bloodspore Thrinax", "static.enters_with_additional_counted")
def test_614_1c_bloodspore_thrinax_counts_its_own_counters_as_the_creature_enters():
    game = board(["Bloodspore Thrinax", "Forest", "Forest"], [],
                 hands=(["Grizzly Bears"], []))
    state = game.state
    state.objects[obj(game, "Bloodspore Thrinax")].counters = {"+1/+1": 2}
    state.changed()
    cast(game, "Grizzly Bears")
    resolve(game)
    assert state.objects[obj(game, "Grizzly Bears")].counters == {"+1/+1": 2}


@plays("Bloodspore Thrinax", "static.enters_with_additional_counted")
def test_614_1c_bloodspore_thrinax_without_counters_adds_none():
    game = board(["Bloodspore Thrinax", "Forest", "Forest"], [],
                 hands=(["Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    resolve(game)
    assert not game.state.objects[obj(game, "Grizzly Bears")].counters


# -- "exile a land you control" (not a target), returned when it leaves (CR 607.2a) --------


@plays("Wormfang Newt", "library.exile_yours", "library.exiled_card")
def test_607_2a_wormfang_newt_exiles_a_land_of_yours_and_returns_it():
    game = board(["Island", "Forest"], ["Island"], hands=(["Wormfang Newt"], ["Unsummon"]))
    state = game.state
    forest = obj(game, "Forest")
    cast(game, "Wormfang Newt")                     # Islands pay; both lands stay choices
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 0
    assert set(game.decision.options) == {obj(game, "Island"), forest}      # Alice's only
    choose(game, forest)
    assert not ids(game, "Forest") and [state.objects[o].name
                                        for o in state.players[0].exile] == ["Forest"]
    game.act(Action("pass", 0))
    cast(game, "Unsummon", obj(game, "Wormfang Newt"), player=1)
    resolve(game)
    assert ids(game, "Forest") and state.objects[obj(game, "Forest")].controller == 0
