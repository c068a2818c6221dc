"""Event triggers that aren't combat, played (CR 603.2), sixth part: a card's own "When you
discard this card" / "When a spell or ability an opponent controls causes you to discard this
card" (CR 701.8a); the curses of "Whenever enchanted player is attacked, ... Each opponent
attacking that player does the same." (CR 508.3b, 506.2).
"""

from __future__ import annotations

from boards import add_mana, board, ids
from test_multiplayer import table
from test_oracle_play import (
    ALICE,
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

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.rules import events
from tolaria.rules.zones import create_object

# -- "When a spell or ability an opponent controls causes you to discard this card" ---------


def _bob_discards_both(game) -> None:
    """Alice's Mind Rot resolves: Bob discards the only two cards in his hand (CR 701.8a);
    his card's trigger goes on the stack (and resolves, unless it asks for a target)."""
    add_mana(game, "{2}{B}")
    cast(game, "Mind Rot", BOB)
    resolve(game)
    assert hand(game, 1) == []


@plays("Psychic Purge", "trigger.discarded_self", "graveyard.card_trigger")
def test_701_8a_psychic_purge_discarded_by_an_opponents_spell_that_player_loses_5():
    game = board([], [], hands=(["Mind Rot"], ["Psychic Purge", "Opt"]))
    _bob_discards_both(game)
    assert "Psychic Purge" in grave(game, 1)
    assert life(game, 0) == 15 and life(game, 1) == 20


@plays("Metrognome", "trigger.discarded_self")
def test_701_8a_metrognome_discarded_by_an_opponent_makes_four_gnomes():
    game = board([], [], hands=(["Mind Rot"], ["Metrognome", "Opt"]))
    _bob_discards_both(game)
    gnomes = [i for i in game.state.battlefield if game.state.objects[i].name == "Gnome"]
    assert len(gnomes) == 4 and all(game.state.objects[i].controller == 1 for i in gnomes)


@plays("Guerrilla Tactics", "trigger.discarded_self")
def test_701_8a_guerrilla_tactics_its_own_target_as_it_triggers():
    game = board([], [], hands=(["Mind Rot"], ["Guerrilla Tactics", "Opt"]))
    _bob_discards_both(game)
    choose_targets(game, ALICE)
    resolve(game)
    assert life(game, 0) == 16


def test_701_8a_psychic_purge_not_for_its_owners_own_discard():
    """Discarded by its owner's own spell (or as a cost, or in cleanup): no trigger."""
    game = board([], [], hands=(["Faithless Looting", "Psychic Purge", "Opt"], []))
    add_mana(game, "{R}")
    cast(game, "Faithless Looting")
    resolve(game)
    assert game.decision.kind == "discard" and game.decision.player == 0
    game.act(Action("choose", 0, choice=tuple(
        i for i in game.state.players[0].hand
        if game.state.objects[i].name in ("Psychic Purge", "Opt"))))
    resolve(game)
    assert "Psychic Purge" in grave(game, 0) and not game.state.stack
    assert life(game, 0) == 20 and life(game, 1) == 20 and hand(game, 0) == ["Wastes", "Wastes"]
    assert names(game) == []


# -- "When you discard this card" (CR 701.8a): any discard, its owner's own too -------------


def _alice_loots(game, *discarded: str) -> None:
    """Alice's Faithless Looting: she draws two, then discards `discarded` (CR 701.8a)."""
    add_mana(game, "{R}")
    cast(game, "Faithless Looting")
    resolve(game)
    assert game.decision.kind == "discard" and game.decision.player == 0
    game.act(Action("choose", 0, choice=tuple(
        i for i in game.state.players[0].hand if game.state.objects[i].name in discarded)))


@plays("Bartered Cow", "trigger.discarded_self")
def test_701_8a_bartered_cow_discarded_by_its_owners_own_spell_makes_a_food():
    game = board([], [], hands=(["Faithless Looting", "Bartered Cow", "Opt"], []))
    _alice_loots(game, "Bartered Cow", "Opt")
    resolve(game)
    assert names(game) == ["Food"] and "Bartered Cow" in grave(game, 0)


@plays("Edgar's Awakening", "trigger.discarded_self", "condition.when_paid")
def test_603_12_edgars_awakening_discarded_pay_b_when_you_do_return_a_creature_card():
    game = board(["Swamp"], [], hands=(["Faithless Looting", "Edgar's Awakening", "Opt"], []))
    bears = create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard").id
    _alice_loots(game, "Edgar's Awakening", "Opt")
    resolve(game)
    assert game.decision.kind == "yes_no"
    game.act(Action("choose", 0, choice=("yes",)))
    assert game.state.objects[game.state.battlefield[0]].tapped      # {B} paid
    if game.decision.kind == "targets":          # the reflexive ability's own (603.12)
        choose_targets(game, bears)
    resolve(game)
    assert "Grizzly Bears" in hand(game, 0) and "Edgar's Awakening" in grave(game, 0)


# -- "Whenever enchanted player is attacked, ... Each opponent attacking that player does the
#    same." (CR 508.3b, 506.2) ----------------------------------------------------------------


def _cursed_table(curse: str) -> Game:
    """Three players: Bob's (1) `curse` enchants Carol (2); Alice (0), whose turn it is, is
    to declare attackers with her Grizzly Bears and Hill Giant."""
    game = table([["Grizzly Bears", "Hill Giant"], [], []])
    placed = create_object(game.state, card_def(curse), 1, "battlefield")
    placed.attached_player = 2
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    return game


def _attack(game: Game, *pairs: tuple[str, int]) -> None:
    game.act(Action("attack", 0, choice=tuple((obj(game, name), ("player", who))
                                              for name, who in pairs)))
    resolve(game)


@plays("Curse of Verbosity", "trigger.enchanted_player_attacked",
       "effect.attacker_does_the_same")
def test_508_3b_curse_of_verbosity_you_and_the_opponent_attacking_that_player_draw():
    game = _cursed_table("Curse of Verbosity")
    before = [len(p.hand) for p in game.state.players]
    _attack(game, ("Grizzly Bears", 2), ("Hill Giant", 2))         # one trigger (508.3b)
    after = [len(p.hand) for p in game.state.players]
    assert [a - b for a, b in zip(after, before, strict=True)] == [1, 1, 0]


@plays("Curse of Opulence", "trigger.enchanted_player_attacked",
       "effect.attacker_does_the_same")
def test_508_3b_curse_of_opulence_only_when_that_player_is_attacked():
    game = _cursed_table("Curse of Opulence")
    _attack(game, ("Grizzly Bears", 1))                            # Bob attacked, not Carol
    assert "Gold" not in names(game)
    game = _cursed_table("Curse of Opulence")
    _attack(game, ("Grizzly Bears", 1), ("Hill Giant", 2))
    gold = [game.state.objects[i].controller for i in game.state.battlefield
            if game.state.objects[i].name == "Gold"]
    assert sorted(gold) == [0, 1]


@plays("Curse of Vitality", "trigger.enchanted_player_attacked",
       "effect.attacker_does_the_same")
def test_506_2_curse_of_vitality_its_controller_attacking_gains_once():
    """Alice's own curse on Bob: she attacks him; she is no opponent of hers (CR 102.2)."""
    game = board(["Grizzly Bears"], [])
    create_object(game.state, card_def("Curse of Vitality"), 0, "battlefield").attached_player = 1
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    _attack(game, ("Grizzly Bears", 1))
    assert life(game, 0) == 22 and life(game, 1) == 20


@plays("Curse of Disturbance", "trigger.enchanted_player_attacked",
       "effect.attacker_does_the_same")
def test_508_3b_curse_of_disturbance_a_zombie_each():
    game = _cursed_table("Curse of Disturbance")
    _attack(game, ("Hill Giant", 2))
    zombies = sorted(game.state.objects[i].controller for i in game.state.battlefield
                     if game.state.objects[i].name == "Zombie")
    assert zombies == [0, 1]


# -- "Whenever another creature or planeswalker / creature or artifact you control dies"
#    (CR 700.4: any permanent put into a graveyard from the battlefield dies) --------------


@plays("Rising Populace", "trigger.either_dies")
def test_700_4_rising_populace_a_planeswalker_you_control_dies():
    game = table([["Rising Populace", "Jace Beleren", "Mountain"], ["Grizzly Bears"]],
                 [["Lightning Bolt"]])
    jace = obj(game, "Jace Beleren")
    cast(game, "Lightning Bolt", jace)              # 3 damage: 3 loyalty removed (120.3c)
    resolve(game)
    assert "Jace Beleren" in grave(game, 0)         # CR 704.5i
    populace = game.state.objects[obj(game, "Rising Populace")]
    assert populace.counters.get("+1/+1") == 1


@plays("Judge Magister Gabranth", "trigger.either_dies")
def test_700_4_judge_magister_gabranth_an_artifact_dies_not_an_opponents():
    game = board(["Judge Magister Gabranth", "Mind Stone", "Mountain"], ["Mind Stone"],
                 hands=(["Shatter"], []))
    add_mana(game, "{1}{R}")
    cast(game, "Shatter", obj(game, "Mind Stone", 1))          # Bob's: no trigger
    resolve(game)
    judge = game.state.objects[obj(game, "Judge Magister Gabranth")]
    assert not judge.counters.get("+1/+1")
    create_object(game.state, card_def("Shatter"), 0, "hand")
    add_mana(game, "{1}{R}")
    cast(game, "Shatter", obj(game, "Mind Stone"))
    resolve(game)
    assert judge.counters.get("+1/+1") == 1


# -- "<instruction>, then discard a card. When you discard a <card> this way, ..." (CR 603.12,
#    701.8a): the reflexive ability about the card discarded ---------------------------------


@plays("The Ancient One", "condition.when_discarded_must")
def test_603_12_the_ancient_one_target_player_mills_the_discarded_cards_mana_value():
    game = board(["The Ancient One", "Island", "Island", "Swamp", "Swamp"], [],
                 hands=(["Hill Giant"], []))
    giant = in_hand(game, "Hill Giant")
    activate(game, obj(game, "The Ancient One"))
    resolve(game)
    assert len(game.state.players[0].hand) == 2                  # drew first (a Wastes)
    choose(game, giant)                                          # discard: not optional
    choose_targets(game, BOB)
    resolve(game)
    assert len(game.state.players[1].graveyard) == 4             # Hill Giant's mana value


@plays("Teo, Spirited Glider", "condition.when_discarded_must")
def test_603_12_teo_a_land_card_discarded_triggers_nothing():
    game = board(["Teo, Spirited Glider", "Grizzly Bears"], [], hands=(["Mountain"], []),
                 step="declare attackers")
    teo = obj(game, "Teo, Spirited Glider")
    game.act(Action("attack", 0, choice=((teo, BOB),)))
    resolve(game)
    choose(game, in_hand(game, "Mountain"))
    assert not game.state.stack and "Mountain" in grave(game, 0)
    game = board(["Teo, Spirited Glider", "Grizzly Bears"], [], hands=(["Hill Giant"], []),
                 step="declare attackers")
    teo = obj(game, "Teo, Spirited Glider")
    game.act(Action("attack", 0, choice=((teo, BOB),)))
    resolve(game)
    choose(game, in_hand(game, "Hill Giant"))
    choose_targets(game, obj(game, "Grizzly Bears"))
    resolve(game)
    assert game.state.objects[obj(game, "Grizzly Bears")].counters.get("+1/+1") == 1


# -- "Whenever an opponent is dealt [noncombat] damage" (CR 120.2, 603.2c) -------------------


@plays("War Elemental", "trigger.opponent_dealt_damage")
def test_603_2c_war_elemental_that_many_counters_for_an_opponent_not_for_you():
    game = board(["War Elemental", "Mountain", "Mountain"], [],
                 hands=(["Lightning Bolt", "Shock"], []))
    war = game.state.objects[obj(game, "War Elemental")]
    cast(game, "Lightning Bolt", BOB)
    resolve(game)
    assert war.counters.get("+1/+1") == 3
    cast(game, "Shock", ALICE)                                   # you aren't an opponent
    resolve(game)
    assert war.counters.get("+1/+1") == 3 and life(game, 0) == 18


@plays("Chandra's Spitfire", "trigger.opponent_dealt_damage")
def test_120_2_chandras_spitfire_noncombat_damage_only():
    game = board(["Chandra's Spitfire", "Mountain"], [], hands=(["Shock"], []),
                 step="declare attackers")
    spitfire = obj(game, "Chandra's Spitfire")
    game.act(Action("attack", 0, choice=((spitfire, BOB),)))
    to_step(game, "end")                                 # 1 combat damage dealt: no trigger
    assert life(game, 1) == 19 and chars(game, spitfire).power == 1
    add_mana(game, "{R}")
    cast(game, "Shock", BOB)
    resolve(game)
    assert chars(game, spitfire).power == 4


@plays("Wildfire Elemental", "trigger.opponent_dealt_damage")
def test_603_2c_wildfire_elemental_one_trigger_for_damage_dealt_at_once():
    game = board(["Wildfire Elemental", "Grizzly Bears", "Mountain", "Mountain"], [],
                 hands=(["Flame Rift"], []))
    cast(game, "Flame Rift")                             # 4 damage to each player at once
    resolve(game)
    assert life(game, 1) == 16
    assert chars(game, obj(game, "Grizzly Bears")).power == 3


# -- "Whenever this creature crews a Vehicle, that Vehicle ..." (CR 702.122a) ----------------


@plays("Veteran Motorist", "trigger.crews")
def test_702_122a_veteran_motorist_the_vehicle_it_crewed_gets_plus_one():
    game = board(["Air Response Unit", "Veteran Motorist", "Grizzly Bears"], [])
    unit = obj(game, "Air Response Unit")
    activate(game, unit, costs=(obj(game, "Veteran Motorist"),))
    assert len(game.state.stack) == 2                  # the crew ability, and the trigger
    resolve(game)
    c = chars(game, unit)
    assert c.is_creature and (c.power, c.toughness) == (4, 4)


@plays("Speedway Fanatic", "trigger.crews")
def test_702_122a_speedway_fanatic_only_when_it_crews():
    game = board(["Air Response Unit", "Speedway Fanatic", "Grizzly Bears"], [])
    unit = obj(game, "Air Response Unit")
    activate(game, unit, costs=(obj(game, "Grizzly Bears"),))      # the Bears crew it
    assert len(game.state.stack) == 1
    resolve(game)
    assert "haste" not in chars(game, unit).keywords
    game = board(["Air Response Unit", "Speedway Fanatic", "Grizzly Bears"], [])
    unit = obj(game, "Air Response Unit")
    activate(game, unit, costs=(obj(game, "Speedway Fanatic"),))
    resolve(game)
    assert "haste" in chars(game, unit).keywords


@plays("Gearshift Ace", "trigger.crews")
def test_702_122a_gearshift_ace_the_vehicle_gains_first_strike():
    game = board(["Air Response Unit", "Gearshift Ace"], [])
    unit = obj(game, "Air Response Unit")
    activate(game, unit, costs=(obj(game, "Gearshift Ace"),))
    resolve(game)
    assert "first strike" in chars(game, unit).keywords


# -- "Whenever this Equipment becomes attached to a creature" / "Whenever an Aura becomes
#    attached to this creature" (CR 701.3a): moved onto it, or entering attached ------------


@plays("Enormous Energy Blade", "trigger.becomes_attached")
def test_701_3a_enormous_energy_blade_taps_the_creature_it_becomes_attached_to():
    game = board(["Enormous Energy Blade", "Grizzly Bears", "Hill Giant", "Swamp", "Swamp",
                  "Swamp", "Swamp"], [])
    blade, bears, giant = (obj(game, n) for n in
                           ("Enormous Energy Blade", "Grizzly Bears", "Hill Giant"))
    activate(game, blade, bears)
    resolve(game)
    assert game.state.objects[bears].tapped and chars(game, bears).power == 6
    activate(game, blade, giant)                         # moved onto the Giant: it again
    resolve(game)
    assert game.state.objects[giant].tapped


@plays("Bramble Elemental", "trigger.becomes_attached")
def test_701_3a_bramble_elemental_an_aura_spell_entering_attached_to_it():
    game = board(["Bramble Elemental"] + ["Plains"] * 4, ["Grizzly Bears"],
                 hands=(["Pacifism", "Pacifism"], []))
    cast(game, "Pacifism", obj(game, "Grizzly Bears"))  # on another creature: nothing
    resolve(game)
    assert "Saproling" not in names(game)
    cast(game, "Pacifism", obj(game, "Bramble Elemental"))
    resolve(game)
    assert names(game).count("Saproling") == 2


@plays("Brood Keeper", "trigger.becomes_attached")
def test_701_3a_brood_keeper_makes_a_dragon():
    game = board(["Brood Keeper", "Plains", "Plains"], [], hands=(["Pacifism"], []))
    cast(game, "Pacifism", obj(game, "Brood Keeper"))
    resolve(game)
    dragon = obj(game, "Dragon")
    assert "flying" in chars(game, dragon).keywords


# -- "Whenever a modified creature you control dies / deals combat damage to a player"
#    (CR 700.9; as it last existed, CR 603.10a) ---------------------------------------------


@plays("Akki Ember-Keeper", "trigger.modified")
def test_700_9_akki_ember_keeper_a_modified_creature_dying_as_it_last_existed():
    game = board(["Akki Ember-Keeper", "Grizzly Bears", "Hill Giant", "Bonesplitter",
                  "Mountain", "Mountain"], [], hands=(["Lightning Bolt", "Lightning Bolt"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    cast(game, "Lightning Bolt", bears)                  # not modified: no Spirit
    resolve(game)
    assert "Grizzly Bears" in grave(game, 0) and "Spirit" not in names(game)
    add_mana(game, "{1}")
    activate(game, obj(game, "Bonesplitter"), giant)
    resolve(game)
    cast(game, "Lightning Bolt", giant)                  # equipped as it dies (700.9)
    resolve(game)
    assert "Hill Giant" in grave(game, 0) and names(game).count("Spirit") == 1


@plays("Ondu Knotmaster // Throw a Line", "trigger.modified")
def test_700_9_ondu_knotmaster_a_creature_with_a_counter_dies():
    game = board(["Ondu Knotmaster // Throw a Line", "Grizzly Bears", "Mountain"], [],
                 hands=(["Lightning Bolt"], []))
    bears = obj(game, "Grizzly Bears")
    events.put_counters(game.state, game.state.objects[bears], "+1/+1", 1)     # modified
    cast(game, "Lightning Bolt", bears)
    resolve(game)
    knot = game.state.objects[game.state.battlefield[0]]              # the Knotmaster
    assert "Grizzly Bears" in grave(game, 0) and knot.counters.get("+1/+1") == 2


@plays("SP//dr, Piloted by Peni", "trigger.modified")
def test_700_9_spdr_only_a_modified_creature_dealing_combat_damage_draws():
    game = board(["SP//dr, Piloted by Peni", "Grizzly Bears", "Hill Giant"], [],
                 step="declare attackers")
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    events.put_counters(game.state, game.state.objects[giant], "+1/+1", 1)     # modified
    before = len(game.state.players[0].hand)
    game.act(Action("attack", 0, choice=((bears, BOB), (giant, BOB))))
    to_step(game, "end")
    assert life(game, 1) == 14 and len(game.state.players[0].hand) == before + 1


@plays("Ajani's Last Stand", "trigger.discarded_self", "trigger.either_dies")
def test_603_4_ajanis_last_stand_discarded_by_an_opponent_if_you_control_a_plains():
    game = board([], ["Plains"], hands=(["Mind Rot"], ["Ajani's Last Stand", "Opt"]))
    _bob_discards_both(game)
    avatars = [game.state.objects[i].controller for i in game.state.battlefield
               if game.state.objects[i].name == "Avatar"]
    assert avatars == [1]
    game = board([], [], hands=(["Mind Rot"], ["Ajani's Last Stand", "Opt"]))
    _bob_discards_both(game)                             # no Plains: it doesn't trigger
    assert "Avatar" not in names(game)


# -- "Whenever <event> during your turn" (CR 603.2): part of the trigger event ---------------


@plays("Tolls of War", "trigger.during_your_turn")
def test_603_2_tolls_of_war_a_sacrifice_during_your_turn_only():
    game = board(["Tolls of War", "Mind Stone", "Mind Stone", "Wastes", "Wastes", "Wastes",
                  "Wastes"], [])
    stones = ids(game, "Mind Stone")
    add_mana(game, "{1}")
    activate(game, stones[0], index=1)                   # {1}, {T}, Sacrifice: draw
    resolve(game)
    assert names(game).count("Ally") == 1
    to_step(game, "upkeep")                              # Bob's turn
    assert game.state.active == 1
    game.act(Action("pass", 1))                          # Alice gets priority in it
    add_mana(game, "{1}")
    activate(game, stones[1], index=1)
    resolve(game)
    assert "Mind Stone" not in names(game) and names(game).count("Ally") == 1


@plays("Foe-liage", "trigger.during_your_turn")
def test_603_2_foe_liage_a_land_entering_during_your_turn_only():
    game = board(["Foe-liage"], [], hands=(["Forest"], ["Swamp"]))
    foe = game.state.objects[obj(game, "Foe-liage")]
    game.act("play Forest")
    resolve(game)
    assert foe.counters.get("+1/+1") == 1
    to_step(game, "upkeep")                              # Bob's turn
    to_step(game, "precombat main")
    assert game.state.active == 1
    game.act(Action("play", 1, in_hand(game, "Swamp", 1)))
    resolve(game)
    assert "Swamp" in names(game) and foe.counters.get("+1/+1") == 1


@plays("Spiritual Focus", "trigger.opponent_causes_discard", "condition.and_you_may")
def test_701_8a_spiritual_focus_each_card_an_opponents_spell_makes_you_discard():
    game = board([], ["Spiritual Focus"], hands=(["Mind Rot"], ["Opt", "Shock"]))
    _bob_discards_both(game)                             # two cards: two triggers
    assert game.decision.kind == "yes_no" and game.decision.player == 1
    game.act(Action("choose", 1, choice=("yes",)))      # the first: draw
    resolve(game)
    game.act(Action("choose", 1, choice=("no",)))       # the second: don't
    resolve(game)
    assert life(game, 1) == 24 and len(game.state.players[1].hand) == 1


def test_701_8a_spiritual_focus_not_for_your_own_discard():
    game = board(["Spiritual Focus"], [], hands=(["Faithless Looting", "Opt", "Shock"], []))
    _alice_loots(game, "Opt", "Shock")
    resolve(game)
    assert life(game, 0) == 20 and not game.state.stack


@plays("Sword of Light and Shadow", "condition.and_you_may")
def test_608_2d_sword_of_light_and_shadow_gain_3_and_you_may_return_a_creature_card():
    game = board(["Sword of Light and Shadow", "Grizzly Bears", "Wastes", "Wastes"], [])
    bears = obj(game, "Grizzly Bears")
    dead = create_object(game.state, card_def("Hill Giant"), 0, "graveyard").id
    activate(game, obj(game, "Sword of Light and Shadow"), bears)
    resolve(game)
    to_step(game, "declare attackers")
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    while game.decision.kind != "yes_no" and game.decision.kind != "targets":
        game.act(Action("pass", game.decision.player) if game.decision.kind == "priority"
                 else Action("block", game.decision.player, choice=()))
    if game.decision.kind == "targets":
        choose_targets(game, dead)
        while game.decision.kind == "priority" and game.state.stack:
            game.act(Action("pass", game.decision.player))
    assert game.decision.kind == "yes_no"
    game.act(Action("choose", 0, choice=("yes",)))
    assert life(game, 0) == 23 and life(game, 1) == 16 and "Hill Giant" in hand(game, 0)


# -- "Cycling {X}...; When you cycle this card, ... X ..." (CR 107.3, 702.29c) ---------------


def _cycle_with_x(game: Game, name: str, x: int) -> None:
    """Activate the card's cycling ability from Alice's hand with X = `x` (CR 107.3)."""
    card = in_hand(game, name)
    action = next(a for a in game.legal_actions()
                  if a.kind == "activate" and a.object == card)
    game.act(Action("activate", 0, card, ability=action.ability, x=x))


@plays("Shark Typhoon", "trigger.cycled_x", "trigger.cycled")
def test_702_29c_shark_typhoon_an_x_x_shark_for_the_x_paid_to_cycle_it():
    game = board(["Island"] * 5, [], hands=(["Shark Typhoon"], []))
    _cycle_with_x(game, "Shark Typhoon", 3)                  # {3}{1}{U}
    assert all(game.state.objects[i].tapped for i in ids(game, "Island"))
    resolve(game)
    shark = chars(game, obj(game, "Shark"))
    assert (shark.power, shark.toughness) == (3, 3) and "flying" in shark.keywords
    assert "Shark Typhoon" in grave(game, 0)


@plays("Rampaging War Mammoth", "trigger.cycled_x")
def test_107_3_rampaging_war_mammoth_up_to_x_target_artifacts_x_paid():
    game = board(["Mountain"] * 4, ["Mind Stone", "Mind Stone", "Mind Stone"],
                 hands=(["Rampaging War Mammoth"], []))
    stones = ids(game, "Mind Stone")
    _cycle_with_x(game, "Rampaging War Mammoth", 1)          # {1}{2}{R}: up to one
    assert game.decision.kind == "targets"
    assert max(sum(t is not None for t in o) for o in game.decision.options) == 1
    game.act(Action("choose", 0, targets=next(o for o in game.decision.options
                                               if ("object", stones[0]) in o)))
    resolve(game)
    assert names(game).count("Mind Stone") == 2


@plays("Dionus, Elvish Archdruid", "trigger.during_your_turn")
def test_603_2_dionus_an_elf_tapped_by_attacking_during_your_turn_untaps_once():
    game = board(["Dionus, Elvish Archdruid", "Llanowar Elves"], [], step="declare attackers")
    elves = obj(game, "Llanowar Elves")
    game.act(Action("attack", 0, choice=((elves, BOB),)))
    resolve(game)
    elf = game.state.objects[elves]
    assert not elf.tapped and elf.counters.get("+1/+1") == 1 and elf.attacking is not None
