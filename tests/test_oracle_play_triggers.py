"""Trigger events read by `tolaria.cards.oracle.trigger_events`, played (CR 603).

Each test plays real cards compiled from their Oracle text and checks what a judge
would rule: which event triggers what, how often, and what "it", "that player" and
"that much" mean when the ability resolves.
"""

from __future__ import annotations

from boards import board, declare_attackers, ids
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

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def attach(game, attachment: int, host: int) -> None:
    """Put an Equipment already on the battlefield on `host` (a test position)."""
    game.state.objects[attachment].attached_to = host
    game.state.changed()


def aura(game, name: str, host: int, player: int = 0) -> int:
    """An Aura put on the battlefield attached to `host` (a test position)."""
    made = create_object(game.state, card_def(name), player, "battlefield")
    made.attached_to = host
    game.state.changed()
    return made.id




# -- put into a graveyard from the battlefield (CR 603.6c, 603.10a) ---------------------------

@plays("Implement of Examination", "trigger.to_graveyard")
@plays("Molder Beast", "trigger.to_graveyard")
def test_603_6c_artifact_put_into_a_graveyard_from_the_battlefield():
    game = board(["Implement of Examination", "Molder Beast", "Mountain", "Mountain"], [],
                 hands=(["Shatter"], []))
    cast(game, "Shatter", obj(game, "Implement of Examination"))
    resolve(game)
    if game.decision.kind == "order_triggers":
        game.act(game.legal_actions()[0])
    resolve(game)
    assert hand(game) == ["Wastes"]                                  # its own ability
    assert chars(game, obj(game, "Molder Beast")).power == 7          # another's
    assert sorted(grave(game)) == ["Implement of Examination", "Shatter"]


# -- the permanent an Aura or Equipment is attached to --------------------------------------

@plays("Skullclamp", "trigger.attached")
def test_603_10a_equipped_creature_dies_the_equipment_sees_it_go():
    game = board(["Skullclamp", "Grizzly Bears", "Mountain"], [], hands=(["Shock"], []))
    bears = obj(game, "Grizzly Bears")
    attach(game, obj(game, "Skullclamp"), bears)
    assert chars(game, bears).toughness == 1
    cast(game, "Shock", bears)
    resolve(game)
    resolve(game)
    assert len(hand(game)) == 2 and "Grizzly Bears" in grave(game)
    assert "Skullclamp" in names(game)                 # it stays, unattached


@plays("Elephant Guide", "trigger.attached")
def test_603_10a_enchanted_creature_dies_though_the_aura_goes_too():
    game = board(["Grizzly Bears"], ["Mountain"] * 2, hands=([], ["Lightning Bolt", "Shock"]))
    bears = obj(game, "Grizzly Bears")
    aura(game, "Elephant Guide", bears)
    game.act(Action("pass", 0))
    game.act(Action("cast", 1, in_hand(game, "Lightning Bolt", 1), targets=(("object", bears),),
                    mode=0))
    game.act(Action("cast", 1, in_hand(game, "Shock", 1), targets=(("object", bears),),
                    mode=0))
    resolve(game)
    assert "Grizzly Bears" in grave(game) and "Elephant Guide" in grave(game)
    resolve(game)
    elephant = ids(game, "Elephant")
    assert elephant and game.state.objects[elephant[0]].controller == 0


@plays("Armory of Iroas", "trigger.attached")
def test_508_3a_equipped_creature_attacks_it_gets_the_counter():
    game = board(["Armory of Iroas", "Grizzly Bears", "Savannah Lions"], [],
                 step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    attach(game, obj(game, "Armory of Iroas"), bears)
    declare_attackers(game, bears, obj(game, "Savannah Lions"))
    resolve(game)
    assert game.state.objects[bears].counters == {"+1/+1": 1}
    assert not game.state.objects[obj(game, "Savannah Lions")].counters


@plays("Spirit Link", "trigger.attached", "trigger.damage", "phrase.that_much")
def test_603_2c_enchanted_creature_deals_damage_you_gain_that_much_life():
    game = board(["Craw Wurm"], [], step="declare attackers")
    wurm = obj(game, "Craw Wurm")
    aura(game, "Spirit Link", wurm)
    declare_attackers(game, wurm)
    to_step(game, "combat damage")
    resolve(game)
    assert life(game, 1) == 14 and life(game, 0) == 26


# -- damage (CR 120.3, 603.2c) ----------------------------------------------------------------

@plays("Boros Reckoner", "trigger.damage", "phrase.that_much")
def test_603_2_dealt_damage_it_deals_that_much_damage():
    game = board(["Boros Reckoner", "Mountain"], [], hands=(["Shock"], []))
    cast(game, "Shock", obj(game, "Boros Reckoner"))
    resolve(game)
    choose_targets(game, BOB)
    resolve(game)
    assert life(game, 1) == 18


@plays("Boros Reckoner", "trigger.damage", "phrase.that_much")
def test_603_2c_damage_from_two_blockers_at_once_is_one_event():
    game = board(["Boros Reckoner"], ["Llanowar Elves", "Llanowar Elves"],
                 step="declare attackers")
    reckoner = obj(game, "Boros Reckoner")
    declare_attackers(game, reckoner)
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    elves = ids(game, "Llanowar Elves")
    game.act(Action("block", 1, choice=tuple((e, reckoner) for e in elves)))
    while game.decision.kind in ("priority", "order_blockers", "assign_damage"):
        game.act(game.legal_actions()[0] if game.decision.kind != "priority" else
                 Action("pass", game.decision.player))
    choose_targets(game, BOB)                         # one trigger, for 2 damage
    resolve(game)
    assert life(game, 1) == 18 and not game.state.stack
    assert game.decision.kind == "priority"


@plays("Thieving Magpie", "trigger.damage")
def test_603_2_deals_damage_to_an_opponent_draws():
    game = board(["Thieving Magpie"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Thieving Magpie"))
    to_step(game, "combat damage")
    resolve(game)
    assert len(hand(game)) == 1 and life(game, 1) == 19


@plays("Toski, Bearer of Secrets", "trigger.damage")
def test_510_3a_a_creature_you_control_deals_combat_damage_to_a_player():
    game = board(["Toski, Bearer of Secrets", "Grizzly Bears", "Savannah Lions"], [],
                 step="declare attackers")
    declare_attackers(game, obj(game, "Toski, Bearer of Secrets"), obj(game, "Grizzly Bears"),
           obj(game, "Savannah Lions"))
    to_step(game, "combat damage")
    while game.decision.kind == "order_triggers":
        game.act(game.legal_actions()[0])
    resolve(game)
    assert len(hand(game)) == 3 and life(game, 1) == 15


# -- becoming a target (CR 115, 603.2) -------------------------------------------------------

@plays("Frost Walker", "trigger.targeted")
def test_603_2_becomes_the_target_sacrifice_it():
    game = board(["Frost Walker", "Forest"], [], hands=(["Giant Growth"], []))
    cast(game, "Giant Growth", obj(game, "Frost Walker"))
    resolve(game)
    assert "Frost Walker" in grave(game) and not ids(game, "Frost Walker")


@plays("Cowardice", "trigger.targeted")
def test_603_2_a_creature_becomes_the_target_return_that_creature():
    game = board(["Cowardice", "Mountain"], ["Grizzly Bears"], hands=(["Shock"], []))
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    assert in_hand(game, "Grizzly Bears", 1) and life(game, 1) == 20
    assert grave(game) == ["Shock"]


@plays("Spectral Prison", "trigger.targeted", "trigger.attached")
def test_603_2_enchanted_creature_becomes_the_target_of_a_spell_not_an_ability():
    game = board(["Grizzly Bears", "Forest"], [], hands=(["Giant Growth"], []))
    bears = obj(game, "Grizzly Bears")
    aura(game, "Spectral Prison", bears)
    cast(game, "Giant Growth", bears)
    resolve(game)
    assert "Spectral Prison" in grave(game) and chars(game, bears).power == 5


@plays("Akroan Skyguard", "trigger.cast_targeting")
def test_601_2i_heroic_whenever_you_cast_a_spell_that_targets_this_creature():
    game = board(["Akroan Skyguard", "Forest"], [], hands=(["Giant Growth"], []))
    skyguard = obj(game, "Akroan Skyguard")
    cast(game, "Giant Growth", skyguard)
    assert len(game.state.stack) == 2                     # the trigger above the spell
    resolve(game)
    assert game.state.objects[skyguard].counters == {"+1/+1": 1}
    assert chars(game, skyguard).power == 5


# -- life and cards (CR 119.9, 121.2) ---------------------------------------------------------

@plays("Ageless Entity", "trigger.life", "phrase.that_much")
def test_119_9_whenever_you_gain_life_that_many_counters():
    game = board(["Ageless Entity", "Plains"], [], hands=(["Healing Salve"], []))
    cast(game, "Healing Salve", ALICE, mode=0)
    resolve(game)
    resolve(game)
    assert life(game, 0) == 23
    assert game.state.objects[obj(game, "Ageless Entity")].counters == {"+1/+1": 3}


@plays("Ajani's Pridemate", "trigger.life")
def test_119_9_an_opponent_gaining_life_doesnt_trigger_yours():
    game = board(["Ajani's Pridemate", "Plains"], [], hands=(["Healing Salve"], []))
    cast(game, "Healing Salve", BOB, mode=0)
    resolve(game)
    assert life(game, 1) == 23 and not game.state.pending and not game.state.stack
    assert not game.state.objects[obj(game, "Ajani's Pridemate")].counters


@plays("Horizon Chimera", "trigger.draw")
def test_121_2_each_card_drawn_is_one_event():
    game = board(["Horizon Chimera", "Island", "Island", "Island"], [],
                 hands=(["Divination"], []))
    cast(game, "Divination")
    resolve(game)
    resolve(game)
    assert life(game, 0) == 22 and len(hand(game)) == 2


@plays("Sheoldred, the Apocalypse", "trigger.draw", "phrase.they_event_player")
def test_603_2_sheoldred_they_is_the_opponent_who_drew():
    game = board(["Sheoldred, the Apocalypse"] + ["Island"] * 8, [],
                 hands=(["Inspiration", "Inspiration"], []))
    cast(game, "Inspiration", BOB)
    resolve(game)
    resolve(game)
    assert life(game, 1) == 16 and life(game, 0) == 20    # each draw is an event (121.2)
    assert len(hand(game, 1)) == 2
    cast(game, "Inspiration", ALICE)
    resolve(game)
    resolve(game)
    assert life(game, 1) == 16 and life(game, 0) == 24


# -- attacking, morph, cycling -----------------------------------------------------------------

@plays("Lionheart Glimmer", "trigger.you_attack")
def test_508_3d_whenever_you_attack_once_for_all_attackers():
    game = board(["Lionheart Glimmer", "Grizzly Bears", "Savannah Lions"], [],
                 step="declare attackers")
    declare_attackers(game, obj(game, "Grizzly Bears"), obj(game, "Savannah Lions"))
    assert len(game.state.stack) == 1
    resolve(game)
    assert chars(game, obj(game, "Grizzly Bears")).power == 3
    assert chars(game, obj(game, "Lionheart Glimmer")).power == 3


@plays("Aphetto Exterminator", "trigger.face_up")
def test_702_37e_when_this_creature_is_turned_face_up():
    game = board(["Swamp"] * 7, ["Grizzly Bears"], hands=(["Aphetto Exterminator"], ()))
    game.act("cast Aphetto Exterminator for morph")
    resolve(game)
    assert not game.state.stack
    game.act("turn face up Aphetto Exterminator")
    choose_targets(game, obj(game, "Grizzly Bears"))
    resolve(game)
    assert grave(game, 1) == ["Grizzly Bears"]


@plays("Windcaller Aven", "trigger.cycled")
def test_702_29c_when_you_cycle_this_card():
    game = board(["Island", "Grizzly Bears"], ["Savannah Lions"], hands=(["Windcaller Aven"], []))
    game.act("activate Windcaller Aven for cycling")
    choose_targets(game, obj(game, "Grizzly Bears"))
    resolve(game)
    assert "flying" in chars(game, obj(game, "Grizzly Bears")).keywords
    assert hand(game) == ["Wastes"] and grave(game) == ["Windcaller Aven"]


# -- nontoken, and more "at" times ---------------------------------------------------------------

@plays("Grim Haruspex", "trigger.nontoken")
def test_111_1_another_nontoken_creature_dies():
    game = board(["Grim Haruspex", "Grizzly Bears", "Mountain", "Mountain"], [],
                 hands=(["Shock", "Shock"], []))
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    resolve(game)
    assert hand(game) == ["Shock", "Wastes"]
    cast(game, "Shock", obj(game, "Grim Haruspex"))
    resolve(game)
    assert hand(game) == ["Wastes"]                          # not for itself


@plays("Ninja Pizza", "trigger.more_steps")
def test_505_1_at_the_beginning_of_your_second_main_phase():
    game = board(["Ninja Pizza"], [], step="beginning of combat")
    to_step(game, "postcombat main")
    resolve(game)
    assert ids(game, "Food")


@plays("Stampede Rider", "trigger.more_steps", "trigger.if")
def test_507_1_at_the_beginning_of_each_combat_on_any_turn():
    game = board([], ["Stampede Rider", "Craw Wurm"], step="precombat main")
    to_step(game, "beginning of combat")
    resolve(game)
    assert chars(game, obj(game, "Stampede Rider")).power == 3


# -- "each turn", attacking together, tapping, blocks -----------------------------------------

@plays("Atlantean Cavalry", "trigger.nth")
def test_121_2_whenever_you_draw_your_second_card_each_turn():
    game = board(["Atlantean Cavalry"] + ["Island"] * 6, [],
                 hands=(["Divination", "Divination"], []))
    cavalry = obj(game, "Atlantean Cavalry")
    cast(game, "Divination")
    resolve(game)
    resolve(game)
    assert game.state.objects[cavalry].counters == {"+1/+1": 1}
    cast(game, "Divination")
    resolve(game)
    assert game.state.objects[cavalry].counters == {"+1/+1": 1}      # the 3rd and 4th: no


@plays("Clarion Spirit", "trigger.nth")
def test_601_2i_whenever_you_cast_your_second_spell_each_turn():
    game = board(["Clarion Spirit", "Mountain", "Mountain", "Mountain"], [],
                 hands=(["Shock", "Shock", "Shock"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    assert not ids(game, "Spirit")
    cast(game, "Shock", BOB)
    resolve(game)
    resolve(game)
    cast(game, "Shock", BOB)
    resolve(game)
    assert len(ids(game, "Spirit")) == 1 and life(game, 1) == 14


@plays("Boros Elite", "trigger.battalion")
def test_508_3a_battalion_this_creature_and_at_least_two_others_attack():
    game = board(["Boros Elite", "Grizzly Bears", "Savannah Lions"], [],
                 step="declare attackers")
    elite = obj(game, "Boros Elite")
    declare_attackers(game, elite, obj(game, "Grizzly Bears"))
    assert not game.state.stack                                  # only one other
    game = board(["Boros Elite", "Grizzly Bears", "Savannah Lions"], [],
                 step="declare attackers")
    elite = obj(game, "Boros Elite")
    declare_attackers(game, elite, obj(game, "Grizzly Bears"), obj(game, "Savannah Lions"))
    resolve(game)
    assert chars(game, elite).power == 3


@plays("Vampire Envoy", "trigger.tapped")
def test_603_2_whenever_this_creature_becomes_tapped():
    game = board(["Vampire Envoy"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Vampire Envoy"))
    resolve(game)
    assert life(game, 0) == 21


@plays("Oreskos Sun Guide", "trigger.tapped")
def test_502_3_inspired_whenever_this_creature_becomes_untapped():
    game = board([], ["Oreskos Sun Guide", "Savannah Lions"], step="end")
    guide = obj(game, "Oreskos Sun Guide")
    game.state.objects[guide].tapped = True
    game.state.changed()
    to_step(game, "upkeep")
    assert game.state.active == 1 and len(game.state.stack) == 1      # only the tapped one
    resolve(game)
    assert life(game, 1) == 22


@plays("Eternal of Harsh Truths", "trigger.unblocked")
def test_509_5g_attacks_and_isnt_blocked():
    game = board(["Eternal of Harsh Truths"], ["Grizzly Bears"], step="declare attackers")
    declare_attackers(game, obj(game, "Eternal of Harsh Truths"))
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=()))
    resolve(game)
    assert len(hand(game)) == 1


@plays("Sylvan Basilisk", "trigger.blocks_creature")
def test_509_5d_becomes_blocked_by_a_creature_destroy_that_creature():
    game = board(["Sylvan Basilisk"], ["Grizzly Bears", "Savannah Lions"],
                 step="declare attackers")
    basilisk = obj(game, "Sylvan Basilisk")
    declare_attackers(game, basilisk)
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=((obj(game, "Grizzly Bears"), basilisk),
                                        (obj(game, "Savannah Lions"), basilisk))))
    while game.decision.kind != "priority" or game.state.stack:
        if game.decision.kind == "priority":
            game.act(Action("pass", game.decision.player))
        else:
            game.act(game.legal_actions()[0])           # the damage assignment order
    assert sorted(grave(game, 1)) == ["Grizzly Bears", "Savannah Lions"]    # one each
    assert game.state.objects[basilisk].zone == "battlefield"


# -- discarding, counters, older wordings, attached steps, described combat ---------------------

@plays("Flameblade Adept", "trigger.discard")
@plays("Stoic Champion", "trigger.discard")
def test_702_29a_cycling_is_discarding_one_event_each():
    game = board(["Island", "Flameblade Adept", "Grizzly Bears"], ["Stoic Champion"],
                 hands=(["Windcaller Aven"], []))
    game.act("activate Windcaller Aven for cycling")
    while game.decision.kind != "priority":
        game.act(game.legal_actions()[0])
    resolve(game)
    while game.decision.kind != "priority":
        game.act(game.legal_actions()[0])
    resolve(game)
    assert chars(game, obj(game, "Flameblade Adept")).power == 2          # once, not twice
    assert chars(game, obj(game, "Stoic Champion")).power == 4            # any player's


@plays("Liliana's Caress", "trigger.discard")
def test_701_8a_whenever_an_opponent_discards_a_card_that_player_loses_life():
    game = board(["Liliana's Caress", "Swamp", "Swamp", "Swamp"], [],
                 hands=(["Mind Rot"], ["Grizzly Bears", "Shock", "Forest"]))
    cast(game, "Mind Rot", BOB)
    resolve(game)
    if game.decision.kind == "discard":
        game.act(game.legal_actions()[0])
    resolve(game)
    assert life(game, 1) == 16 and len(grave(game, 1)) == 2


@plays("Enduring Scalelord", "trigger.counters")
def test_122_6_one_or_more_counters_put_on_another_creature_you_control():
    game = board(["Enduring Scalelord", "Grizzly Bears", "Forest", "Forest"], [],
                 hands=(["Battlegrowth", "Battlegrowth"], []))
    scalelord = obj(game, "Enduring Scalelord")
    cast(game, "Battlegrowth", obj(game, "Grizzly Bears"))
    resolve(game)
    choose(game, "yes")
    resolve(game)
    assert game.state.objects[scalelord].counters == {"+1/+1": 1}
    cast(game, "Battlegrowth", scalelord)                        # not another: no trigger
    resolve(game)
    assert game.state.objects[scalelord].counters == {"+1/+1": 2} and not game.state.stack


@plays("Aven Riftwatcher", "trigger.enters_battlefield")
def test_603_6c_enters_or_leaves_the_battlefield_two_triggers():
    game = board(["Plains"] * 3 + ["Mountain"] * 3, [],
                 hands=(["Aven Riftwatcher", "Lightning Bolt"], []))
    cast(game, "Aven Riftwatcher")
    resolve(game)
    resolve(game)
    assert life(game, 0) == 22
    cast(game, "Lightning Bolt", obj(game, "Aven Riftwatcher"))
    resolve(game)
    resolve(game)
    assert life(game, 0) == 24


@plays("Stab Wound", "trigger.more_steps")
def test_603_2b_the_upkeep_of_enchanted_creatures_controller():
    game = board([], ["Craw Wurm"], step="end")
    aura(game, "Stab Wound", obj(game, "Craw Wurm"))
    to_step(game, "upkeep")
    assert game.state.active == 1
    resolve(game)
    assert life(game, 1) == 18 and life(game, 0) == 20


@plays("Agents of S.H.I.E.L.D.", "trigger.described_combat")
@plays("Noble Stand", "trigger.described_combat")
def test_506_5_a_creature_you_control_attacks_alone_and_blocks():
    game = board(["Agents of S.H.I.E.L.D.", "Grizzly Bears"], ["Noble Stand", "Craw Wurm"],
                 step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    declare_attackers(game, bears)
    resolve(game)
    assert chars(game, bears).power == 3
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=((obj(game, "Craw Wurm"), bears),)))
    resolve(game)
    assert life(game, 1) == 22


@plays("Raven of Fell Omens", "trigger.crime", "trigger.once_each_turn")
def test_700_13_commit_a_crime_triggers_only_once_each_turn():
    game = board(["Raven of Fell Omens", "Grizzly Bears"] + ["Mountain"] * 3, [],
                 hands=(["Shock", "Shock", "Shock"], []))
    cast(game, "Shock", obj(game, "Grizzly Bears"))            # targets only her own: no crime
    assert len(game.state.stack) == 1
    resolve(game)
    cast(game, "Shock", BOB)
    assert len(game.state.stack) == 2
    resolve(game)
    assert life(game, 1) == 17 and life(game, 0) == 21
    cast(game, "Shock", BOB)                                    # a second crime this turn
    assert len(game.state.stack) == 1
    resolve(game)
    assert life(game, 1) == 15 and life(game, 0) == 21


@plays("Bloodbriar", "trigger.sacrifice")
def test_701_17a_whenever_you_sacrifice_another_permanent():
    game = board(["Bloodbriar", "Implement of Examination", "Island"], [])
    activate(game, obj(game, "Implement of Examination"))
    while game.decision.kind == "order_triggers":
        game.act(game.legal_actions()[0])
    resolve(game)
    assert game.state.objects[obj(game, "Bloodbriar")].counters == {"+1/+1": 1}
    assert len(hand(game)) == 2              # the Implement's draw and its own trigger's


@plays("Grazilaxx, Illithid Scholar", "trigger.batch")
def test_510_2_one_or_more_creatures_deal_combat_damage_once_per_player():
    game = board(["Grazilaxx, Illithid Scholar", "Grizzly Bears", "Savannah Lions"], [],
                 step="declare attackers")
    declare_attackers(game, obj(game, "Grizzly Bears"), obj(game, "Savannah Lions"))
    to_step(game, "combat damage")
    assert len(game.state.stack) == 1
    resolve(game)
    assert len(hand(game)) == 1 and life(game, 1) == 16


@plays("Wall of Essence", "trigger.damage", "phrase.that_much")
def test_510_2_is_dealt_combat_damage_not_other_damage():
    game = board(["Grizzly Bears", "Mountain"], ["Wall of Essence"], hands=(["Shock"], []))
    wall = obj(game, "Wall of Essence")
    cast(game, "Shock", wall)
    resolve(game)
    assert life(game, 1) == 20 and not game.state.stack              # not combat damage
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    bears = obj(game, "Grizzly Bears")
    declare_attackers(game, bears)
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=((wall, bears),)))
    to_step(game, "combat damage")
    resolve(game)
    assert life(game, 1) == 22


@plays("Desolation Twin", "trigger.cast_self")
def test_601_2i_when_you_cast_this_spell_it_triggers_from_the_stack():
    game = board(["Wastes"] * 10, [], hands=(["Desolation Twin"], []))
    cast(game, "Desolation Twin")
    assert len(game.state.stack) == 2
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert ids(game, "Eldrazi") and not ids(game, "Desolation Twin")   # the spell waits
    resolve(game)
    assert len(ids(game, "Desolation Twin")) == 1


@plays("Diregraf Captain", "trigger.described_combat")
def test_700_4_another_zombie_you_control_dies():
    game = board(["Diregraf Captain", "Walking Corpse", "Grizzly Bears", "Mountain", "Mountain"],
                 [], hands=(["Lightning Bolt", "Lightning Bolt"], []))
    cast(game, "Lightning Bolt", obj(game, "Grizzly Bears"))
    resolve(game)
    assert life(game, 1) == 20 and not game.state.stack               # not a Zombie
    cast(game, "Lightning Bolt", obj(game, "Walking Corpse"))
    resolve(game)
    resolve(game)
    assert life(game, 1) == 19


@plays("Attended Healer", "trigger.life")
def test_119_9_you_gain_life_for_the_first_time_each_turn():
    game = board(["Attended Healer", "Plains", "Plains"], [],
                 hands=(["Healing Salve", "Healing Salve"], []))
    cast(game, "Healing Salve", ALICE, mode=0)
    resolve(game)
    resolve(game)
    cast(game, "Healing Salve", ALICE, mode=0)
    resolve(game)
    assert life(game, 0) == 26 and len(ids(game, "Cat")) == 1


@plays("Hissing Miasma", "trigger.described_combat")
@plays("Darien, King of Kjeldor", "trigger.damage", "phrase.that_much")
def test_603_2c_a_creature_attacks_you_and_youre_dealt_damage_once():
    game = board(["Grizzly Bears", "Savannah Lions"],
                 ["Hissing Miasma", "Darien, King of Kjeldor"], step="declare attackers")
    declare_attackers(game, obj(game, "Grizzly Bears"), obj(game, "Savannah Lions"))
    while game.decision.kind == "order_triggers":
        game.act(game.legal_actions()[0])
    resolve(game)
    assert life(game, 0) == 18                            # one trigger per attacker
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=()))
    to_step(game, "combat damage")
    assert len(game.state.stack) == 1                     # 4 damage at once: one event
    resolve(game)
    choose(game, "yes")
    assert life(game, 1) == 16 and len(ids(game, "Soldier")) == 4


@plays("Witherbloom Pledgemage", "trigger.cast_or_copy")
def test_707_10_magecraft_cast_or_copy_an_instant_or_sorcery():
    game = board(["Witherbloom Pledgemage", "Mountain", "Island", "Island"], [],
                 hands=(["Shock", "Twincast"], []))
    cast(game, "Shock", BOB)
    shock = game.state.stack[0]
    assert len(game.state.stack) == 2                            # cast: it triggered
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                                  # gain 1
    cast(game, "Twincast", shock)                                # cast: triggers again
    resolve(game)
    if game.decision.kind == "new_targets":
        game.act(game.legal_actions()[0])
    resolve(game)
    assert life(game, 0) == 23 and life(game, 1) == 16            # cast, cast, copy


@plays("Sengir Vampire", "trigger.damaged_by")
def test_700_4_a_creature_dealt_damage_by_this_creature_this_turn_dies():
    game = board(["Sengir Vampire", "Mountain"], ["Giant Spider", "Savannah Lions"],
                 step="declare attackers", hands=(["Shock"], []))
    vampire = obj(game, "Sengir Vampire")
    declare_attackers(game, vampire)
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=((obj(game, "Giant Spider"), vampire),)))
    to_step(game, "combat damage")
    resolve(game)
    assert game.state.objects[vampire].counters == {"+1/+1": 1}
    to_step(game, "postcombat main")
    cast(game, "Shock", obj(game, "Savannah Lions"))            # not dealt damage by it
    resolve(game)
    assert game.state.objects[vampire].counters == {"+1/+1": 1} and not game.state.stack


@plays("Lecturing Scornmage", "trigger.cast_targeting")
def test_601_2i_cast_an_instant_or_sorcery_spell_that_targets_a_creature():
    game = board(["Lecturing Scornmage", "Mountain", "Mountain"], ["Craw Wurm"],
                 hands=(["Shock", "Shock"], []))
    scornmage = obj(game, "Lecturing Scornmage")
    cast(game, "Shock", BOB)                                     # a player: no
    assert len(game.state.stack) == 1
    resolve(game)
    cast(game, "Shock", obj(game, "Craw Wurm"))
    resolve(game)
    assert game.state.objects[scornmage].counters == {"+1/+1": 1}


@plays("Heartfire Hero", "trigger.targeted")
def test_603_2_valiant_the_first_time_each_turn_it_becomes_your_target():
    game = board(["Heartfire Hero"] + ["Forest"] * 3, ["Mountain"],
                 hands=(["Giant Growth", "Giant Growth"], ["Shock"]))
    hero = obj(game, "Heartfire Hero")
    game.act(Action("pass", 0))
    game.act(Action("cast", 1, in_hand(game, "Shock", 1), targets=(("object", hero),), mode=0))
    game.act(Action("pass", 1))
    cast(game, "Giant Growth", hero)                    # the opponent's Shock didn't count
    assert len(game.state.stack) == 3
    resolve(game)
    assert game.state.objects[hero].counters == {"+1/+1": 1}
    cast(game, "Giant Growth", hero)                    # the second time: no
    assert len(game.state.stack) == 1
    resolve(game)
    assert game.state.objects[hero].counters == {"+1/+1": 1} and chars(game, hero).power == 8


@plays("Vengeful Townsfolk", "trigger.batch")
def test_603_2c_one_or_more_other_creatures_die_once_per_event():
    game = board(["Vengeful Townsfolk", "Grizzly Bears", "Savannah Lions", "Mountain",
                  "Mountain", "Mountain"], [], hands=(["Pyroclasm", "Shock"], []))
    townsfolk = obj(game, "Vengeful Townsfolk")
    cast(game, "Pyroclasm")
    resolve(game)                                       # two died at once: one trigger
    assert game.state.objects[townsfolk].counters == {"+1/+1": 1}
    cast(game, "Shock", townsfolk)                      # it dies itself: not another
    resolve(game)
    assert not game.state.stack and "Vengeful Townsfolk" in grave(game)


@plays("Noble Purpose", "trigger.damage", "phrase.that_much")
def test_510_2_a_creature_you_control_deals_combat_damage_one_trigger_each():
    game = board(["Noble Purpose", "Grizzly Bears", "Hill Giant"], ["Savannah Lions"],
                 step="declare attackers")
    declare_attackers(game, obj(game, "Grizzly Bears"), obj(game, "Hill Giant"))
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=((obj(game, "Savannah Lions"), obj(game, "Hill Giant")),)))
    to_step(game, "combat damage")
    while game.decision.kind == "order_triggers":
        game.act(game.legal_actions()[0])
    assert len(game.state.stack) == 2
    resolve(game)
    assert life(game, 0) == 25 and life(game, 1) == 18          # 2 to Bob, 3 to the Lions


@plays("Valeria Richards, Precocious", "trigger.nth")
def test_601_2i_your_first_noncreature_spell_each_turn():
    game = board(["Valeria Richards, Precocious"] + ["Mountain"] * 3 + ["Forest"], [],
                 hands=(["Grizzly Bears", "Shock", "Shock"], []))
    cast(game, "Grizzly Bears")                                 # a creature spell: no
    assert len(game.state.stack) == 1
    resolve(game)
    cast(game, "Shock", BOB)
    resolve(game)
    assert hand(game) == ["Shock", "Wastes"]
    cast(game, "Shock", BOB)                                    # the second: no
    assert len(game.state.stack) == 1
    resolve(game)
    assert hand(game) == ["Wastes"] and life(game, 1) == 16


@plays("Flamespeaker Adept", "trigger.scry")
def test_701_22_whenever_you_scry():
    game = board(["Flamespeaker Adept", "Island"], [], hands=(["Opt"], []))
    cast(game, "Opt")
    while game.state.stack or game.decision.kind != "priority":
        if game.decision.kind == "priority":
            game.act(Action("pass", game.decision.player))
        else:
            game.act(game.legal_actions()[0])                 # where the scried card goes
    adept = obj(game, "Flamespeaker Adept")
    assert chars(game, adept).power == 4 and "first strike" in chars(game, adept).keywords


@plays("Rakish Heir", "trigger.damage")
def test_510_3a_a_vampire_you_control_deals_combat_damage_counter_on_that_creature():
    game = board(["Rakish Heir", "Vampire Envoy", "Grizzly Bears"], [], step="declare attackers")
    envoy, bears = obj(game, "Vampire Envoy"), obj(game, "Grizzly Bears")
    declare_attackers(game, envoy, bears)
    to_step(game, "combat damage")
    resolve(game)
    assert game.state.objects[envoy].counters == {"+1/+1": 1}         # it, not the Heir
    assert not game.state.objects[bears].counters
    assert not game.state.objects[obj(game, "Rakish Heir")].counters


@plays("Brineborn Cutthroat", "trigger.cast_during")
def test_500_whenever_you_cast_a_spell_during_an_opponents_turn():
    game = board(["Brineborn Cutthroat", "Mountain", "Mountain"], [],
                 hands=(["Shock", "Shock"], []))
    cutthroat = obj(game, "Brineborn Cutthroat")
    cast(game, "Shock", BOB)                                    # her own turn: no
    assert len(game.state.stack) == 1
    resolve(game)
    to_step(game, "upkeep")
    assert game.state.active == 1
    game.act(Action("pass", 1))
    cast(game, "Shock", BOB)
    assert len(game.state.stack) == 2
    resolve(game)
    assert game.state.objects[cutthroat].counters == {"+1/+1": 1} and life(game, 1) == 16


@plays("Ninth Bridge Patrol", "trigger.to_graveyard")
def test_603_6c_another_creature_you_control_leaves_the_battlefield():
    game = board(["Ninth Bridge Patrol", "Grizzly Bears", "Island"], [],
                 hands=(["Unsummon"], []))
    cast(game, "Unsummon", obj(game, "Grizzly Bears"))
    resolve(game)
    assert game.state.objects[obj(game, "Ninth Bridge Patrol")].counters == {"+1/+1": 1}


# -- "if you've cast three or more instant and sorcery spells this turn" (CR 603.4) ----------

@plays("Arclight Phoenix", "condition.this_turn", "trigger.step", "library.from_graveyard")
def test_603_4_arclight_phoenix_returns_at_combat_after_three_instants_and_sorceries():
    game = board(["Mountain"] * 3, [], hands=(["Lightning Bolt"] * 3, []))
    phoenix = create_object(game.state, card_def("Arclight Phoenix"), 0, "graveyard").id
    for _ in range(2):
        cast(game, "Lightning Bolt", BOB)
        resolve(game)
    to_step(game, "beginning of combat")
    resolve(game)
    assert not ids(game, "Arclight Phoenix")                 # two spells: it stays
    assert phoenix in game.state.players[0].graveyard
    game = board(["Mountain"] * 3, [], hands=(["Lightning Bolt"] * 3, []))
    create_object(game.state, card_def("Arclight Phoenix"), 0, "graveyard")
    for _ in range(3):
        cast(game, "Lightning Bolt", BOB)
        resolve(game)
    to_step(game, "beginning of combat")
    resolve(game)
    assert ids(game, "Arclight Phoenix")                      # three: it returns (603.4)
