"""Combat triggers compiled from Oracle text and played: "whenever this creature or
equipped creature attacks / becomes blocked / deals combat damage to a player" (a creature
Equipment, reconfigure), "it deals 1 damage to defending player / each opponent / each
creature blocking it" with the creature of the event as the source (CR 506.2, 509.3c,
510.3a, 603.2, 702.151)."""

from __future__ import annotations

from boards import add_mana, board, ids
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
    life,
    obj,
    plays,
    resolve,
)

from tolaria import Game


def attack(game: Game, *attackers: int) -> None:
    """Alice declares `attackers` against Bob; her triggers are put on the stack."""
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=tuple((a, BOB) for a in attackers)))


def block(game: Game, *pairs: tuple[int, int]) -> None:
    """On to Bob's declaration of blockers; he blocks (CR 509.1)."""
    resolve(game)
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=tuple(pairs)))
    while game.decision.kind != "priority":
        game.act(game.legal_actions()[0])      # the order of the blockers (CR 509.2)


def to_damage(game: Game) -> None:
    """No blocks; on through the combat damage step's triggers (CR 510.2, 510.3a)."""
    resolve(game)
    while game.state.step != "combat damage":
        kind = game.decision.kind
        game.act(Action("block", 1, choice=()) if kind == "blockers"
                 else Action("pass", game.decision.player))
    resolve(game)


def equip(game: Game, equipment: str, creature: str) -> None:
    """`equipment` attached to `creature` (as an equip or reconfigure ability does)."""
    game.state.objects[obj(game, equipment)].attached_to = obj(game, creature)
    game.state.changed()


def enchant(game: Game, aura: str, host: int, owner: int = 0) -> int:
    """`aura` put onto the battlefield attached to `host` (CR 303.4)."""
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    found = create_object(game.state, card_def(aura), owner, "battlefield")
    found.attached_to = host
    found.since = owner
    game.state.changed()
    return found.id


# -- "this creature or equipped creature" (CR 702.151, 603.2) ---------------------------------

@plays("Acquisition Octopus", "trigger.or_equipped")
def test_702_151_acquisition_octopus_draws_for_itself_and_for_the_equipped_creature():
    game = board(["Acquisition Octopus"], [], step="declare attackers")
    before = len(hand(game))
    attack(game, obj(game, "Acquisition Octopus"))
    to_damage(game)
    assert life(game, 1) == 18 and len(hand(game)) == before + 1
    game = board(["Acquisition Octopus", "Grizzly Bears"], [], step="declare attackers")
    equip(game, "Acquisition Octopus", "Grizzly Bears")
    before = len(hand(game))
    attack(game, obj(game, "Grizzly Bears"))
    to_damage(game)
    assert life(game, 1) == 18 and len(hand(game)) == before + 1


@plays("Chainflail Centipede", "trigger.or_equipped")
def test_603_2_chainflail_centipede_pumps_the_equipped_creature_that_attacks():
    game = board(["Chainflail Centipede", "Grizzly Bears"], [], step="declare attackers")
    equip(game, "Chainflail Centipede", "Grizzly Bears")
    assert not chars(game, obj(game, "Chainflail Centipede")).is_creature   # CR 702.151b
    attack(game, obj(game, "Grizzly Bears"))
    resolve(game)
    assert chars(game, obj(game, "Grizzly Bears")).power == 4
    game = board(["Chainflail Centipede", "Grizzly Bears"], [], step="declare attackers")
    attack(game, obj(game, "Chainflail Centipede"))
    resolve(game)
    assert chars(game, obj(game, "Chainflail Centipede")).power == 4
    assert chars(game, obj(game, "Grizzly Bears")).power == 2


@plays("Simian Sling", "trigger.or_equipped", "effect.event_object_deals_each")
def test_509_3c_simian_sling_blocked_deals_1_damage_to_defending_player():
    game = board(["Simian Sling"], ["Grizzly Bears"], step="declare attackers")
    sling = obj(game, "Simian Sling")
    attack(game, sling)
    block(game, (obj(game, "Grizzly Bears"), sling))
    resolve(game)
    assert life(game, 1) == 19


# -- "it deals N damage to ..." from the creature of the event (CR 120.3, 603.2) ---------------

@plays("Tormentor's Helm", "trigger.attached", "effect.event_object_deals_each")
def test_506_2_tormentors_helm_equipped_creature_blocked_deals_1_to_defending_player():
    game = board(["Tormentor's Helm", "Grizzly Bears"], ["Hill Giant"],
                 step="declare attackers")
    equip(game, "Tormentor's Helm", "Grizzly Bears")
    bears = obj(game, "Grizzly Bears")
    attack(game, bears)
    resolve(game)
    assert life(game, 1) == 20                        # not blocked yet
    block(game, (obj(game, "Hill Giant"), bears))
    resolve(game)
    assert life(game, 1) == 19


@plays("Hawkeye's Bow", "trigger.attached", "trigger.tapped",
       "effect.event_object_deals_each")
def test_120_3f_hawkeyes_bow_the_tapped_creature_is_the_source_of_the_damage():
    """The equipped creature deals the damage: its lifelink makes Alice gain that much
    (CR 120.3f, 702.15b)."""
    game = board(["Hawkeye's Bow", "Vampire Nighthawk"], [], step="declare attackers")
    equip(game, "Hawkeye's Bow", "Vampire Nighthawk")
    attack(game, obj(game, "Vampire Nighthawk"))      # attacking taps it (CR 508.1f)
    resolve(game)
    assert life(game, 1) == 19 and life(game, 0) == 21


@plays("Trailblazer's Torch", "trigger.attached", "effect.event_object_deals_each",
       "phrase.blocking_source")
def test_509_3c_trailblazers_torch_deals_2_to_each_creature_blocking_it():
    game = board(["Trailblazer's Torch", "Grizzly Bears", "Hill Giant"],
                 ["Llanowar Elves", "Savannah Lions", "Grizzly Bears"],
                 step="declare attackers")
    torch = obj(game, "Trailblazer's Torch")
    mine = game.state.battlefield[1]
    game.state.objects[torch].attached_to = mine
    game.state.changed()
    giant = obj(game, "Hill Giant")
    elves, lions = obj(game, "Llanowar Elves"), obj(game, "Savannah Lions")
    bobs_bears = game.state.battlefield[-1]
    attack(game, mine, giant)
    block(game, (elves, mine), (lions, mine), (bobs_bears, giant))
    resolve(game)
    objects = game.state.objects
    assert elves not in game.state.battlefield and lions not in game.state.battlefield
    assert bobs_bears in game.state.battlefield and objects[bobs_bears].damage == 0


# -- "remove it from combat" (CR 506.4) --------------------------------------------------------

def _runner_blocked(answer: str) -> tuple[Game, int, int]:
    game = board(["Gustcloak Runner"], ["Hill Giant"], step="declare attackers")
    runner, giant = obj(game, "Gustcloak Runner"), obj(game, "Hill Giant")
    attack(game, runner)
    block(game, (giant, runner))
    resolve(game)
    assert game.decision.kind == "yes_no"             # "you may" (CR 603.5)
    choose(game, answer)
    resolve(game)
    return game, runner, giant


@plays("Gustcloak Runner", "effect.remove_from_combat")
def test_506_4_gustcloak_runner_untaps_and_leaves_combat_when_blocked():
    game, runner, giant = _runner_blocked("yes")
    state = game.state
    assert not state.objects[runner].tapped and state.objects[runner].attacking is None
    while state.step not in ("end of combat", "postcombat main"):
        game.act(Action("pass", game.decision.player))
    assert runner in state.battlefield and state.objects[giant].damage == 0   # no damage
    assert life(game, 1) == 20


@plays("Gustcloak Runner", "effect.remove_from_combat")
def test_603_5_gustcloak_runner_may_stay_in_combat():
    game, runner, giant = _runner_blocked("no")
    state = game.state
    assert state.objects[runner].tapped and state.objects[runner].attacking is not None
    while state.step not in ("end of combat", "postcombat main"):
        game.act(Action("pass", game.decision.player))
    assert runner not in state.battlefield and state.objects[giant].damage == 1


# -- "this creature or another creature you control is turned face up" (CR 702.37e, 708.8) ---

def _face_down(game: Game, name: str) -> int:
    oid = obj(game, name)
    game.state.objects[oid].face_down = True
    game.state.objects[oid].tapped = True
    game.state.changed()
    return oid


@plays("Pine Walker", "trigger.or_another_face_up")
def test_708_8_pine_walker_untaps_the_creature_turned_face_up():
    game = board(["Pine Walker", "Exalted Angel"], [])
    walker, angel = obj(game, "Pine Walker"), _face_down(game, "Exalted Angel")
    game.state.objects[walker].tapped = True
    add_mana(game, "{W}{W}{W}{W}")
    game.act(Action("turn_face_up", 0, angel))         # a special action (CR 116.2b)
    resolve(game)
    state = game.state
    assert not state.objects[angel].face_down and not state.objects[angel].tapped
    assert state.objects[walker].tapped               # "that creature": the Angel only


@plays("Pine Walker", "trigger.or_another_face_up")
def test_708_8_pine_walker_turned_face_up_untaps_itself():
    """Turned face up, its ability sees the event (CR 708.8); face down it had none, so
    another creature turned face up then triggers nothing (CR 708.2)."""
    game = board(["Forest"] * 5 + ["Pine Walker", "Exalted Angel"], [])
    walker, angel = _face_down(game, "Pine Walker"), _face_down(game, "Exalted Angel")
    add_mana(game, "{W}{W}{W}{W}")
    game.act(Action("turn_face_up", 0, angel))
    assert not game.state.stack
    game.act(Action("turn_face_up", 0, walker))        # {4}{G}: the five Forests
    resolve(game)
    state = game.state
    assert not state.objects[walker].tapped and not state.objects[walker].face_down
    assert state.objects[angel].tapped


@plays("Unblinking Bleb", "trigger.or_another_face_up")
def test_603_2_unblinking_bleb_triggers_for_another_players_permanent():
    """"another permanent": any player's, not only Alice's (CR 109.5)."""
    game = board(["Unblinking Bleb"], ["Exalted Angel"])
    angel = _face_down(game, "Exalted Angel")
    game.state.active = 1
    add_mana(game, "{W}{W}{W}{W}", player=1)
    while game.decision.player != 1:
        game.act(Action("pass", game.decision.player))
    game.act(Action("turn_face_up", 1, angel))
    assert [game.state.objects[s].name for s in game.state.stack] == ["Unblinking Bleb"]


@plays("Pyrotechnic Performer", "trigger.or_another_face_up")
def test_120_3f_pyrotechnic_performer_the_creature_turned_up_deals_its_power():
    """Exalted Angel, turned face up, deals 4 damage to Bob: its lifelink counts (CR
    120.3f, 702.15b)."""
    game = board(["Pyrotechnic Performer", "Exalted Angel"], [])
    angel = _face_down(game, "Exalted Angel")
    add_mana(game, "{W}{W}{W}{W}")
    game.act(Action("turn_face_up", 0, angel))
    resolve(game)
    assert life(game, 1) == 16 and life(game, 0) == 24


# -- "When enchanted creature dies, return this card to its owner's hand" (CR 704.5m) --------

@plays("Angelic Destiny", "library.aura_card_back", "trigger.attached")
def test_704_5m_angelic_destiny_returns_to_hand_from_the_graveyard():
    game = board(["Swamp", "Swamp", "Grizzly Bears"], [], hands=(["Doom Blade"], []))
    enchant(game, "Angelic Destiny", obj(game, "Grizzly Bears"))
    assert chars(game, obj(game, "Grizzly Bears")).power == 6
    cast(game, "Doom Blade", obj(game, "Grizzly Bears"))
    resolve(game)
    assert hand(game) == ["Angelic Destiny"]
    assert "Angelic Destiny" not in grave(game) and "Grizzly Bears" in grave(game)


@plays("Nurgle's Rot", "library.aura_card_back", "trigger.attached")
def test_400_7_nurgles_rot_back_to_its_owners_hand_and_a_token():
    """Alice's Aura on Bob's creature: it goes back to Alice's hand (its owner's, CR 108.3);
    Alice creates the Plaguebearer."""
    game = board(["Swamp", "Swamp"], ["Grizzly Bears"], hands=(["Doom Blade"], []))
    enchant(game, "Nurgle's Rot", obj(game, "Grizzly Bears"))
    cast(game, "Doom Blade", obj(game, "Grizzly Bears"))
    resolve(game)
    assert hand(game) == ["Nurgle's Rot"]
    assert game.state.objects[obj(game, "Plaguebearer of Nurgle")].controller == 0


# -- "becomes blocked by an artifact creature" (CR 509.3d, 603.2) ------------------------------

@plays("Ogre Leadfoot", "trigger.blocks_creature", "trigger.blocks_quality")
def test_509_3d_ogre_leadfoot_destroys_only_the_artifact_creature_blocking_it():
    game = board(["Ogre Leadfoot"], ["Ornithopter", "Grizzly Bears"],
                 step="declare attackers")
    ogre, thopter, bears = (obj(game, n) for n in ("Ogre Leadfoot", "Ornithopter",
                                                    "Grizzly Bears"))
    attack(game, ogre)
    block(game, (thopter, ogre), (bears, ogre))
    assert len(game.state.stack) == 1                 # one trigger: the Ornithopter's
    resolve(game)
    assert thopter not in game.state.battlefield and bears in game.state.battlefield


@plays("Tel-Jilad Wolf", "trigger.blocks_creature", "trigger.blocks_quality")
def test_509_3d_tel_jilad_wolf_pumped_when_blocked_by_an_artifact_creature():
    game = board(["Tel-Jilad Wolf"], ["Grizzly Bears"], step="declare attackers")
    wolf = obj(game, "Tel-Jilad Wolf")
    attack(game, wolf)
    block(game, (obj(game, "Grizzly Bears"), wolf))
    assert not game.state.stack
    game = board(["Tel-Jilad Wolf"], ["Ornithopter"], step="declare attackers")
    wolf = obj(game, "Tel-Jilad Wolf")
    attack(game, wolf)
    block(game, (obj(game, "Ornithopter"), wolf))
    resolve(game)
    assert chars(game, wolf).power == 5                # 2/2 +3/+3


# -- "for each Zubera that died this turn" (CR 700.4, 603.10a) ---------------------------------

@plays("Floating-Dream Zubera", "quantity.died_of_type")
@plays("Dripping-Tongue Zubera", "quantity.died_of_type")
def test_700_4_zubera_count_the_zubera_that_died_this_turn_themselves_included():
    game = board(["Mountain", "Mountain", "Floating-Dream Zubera", "Dripping-Tongue Zubera",
                  "Grizzly Bears"], [], hands=(["Pyroclasm"], []))
    cast(game, "Pyroclasm")
    resolve(game)
    while game.decision.kind == "order_triggers" or game.state.stack:
        if game.decision.kind == "priority":
            resolve(game)
        else:
            game.act(game.legal_actions()[0])          # the order of the two (CR 603.3b)
    assert {"Floating-Dream Zubera", "Dripping-Tongue Zubera", "Grizzly Bears"} <= set(
        grave(game))
    assert len(hand(game)) == 2                       # two Zubera died, not the Bears
    assert len([i for i in game.state.battlefield
                if game.state.objects[i].name == "Spirit"]) == 2


# -- "look at that player's / defending player's hand" (CR 506.2, 603.2) ----------------------

@plays("Walker of Secret Ways", "library.look_event_hand", "trigger.combat")
def test_510_3a_walker_of_secret_ways_looks_at_the_damaged_players_hand():
    game = board(["Walker of Secret Ways"], [], hands=([], ["Island", "Shock"]),
                 step="declare attackers")
    bobs = list(game.state.players[1].hand)
    attack(game, obj(game, "Walker of Secret Ways"))
    assert not any((c, 0) in game.state.looked for c in bobs)
    to_damage(game)
    assert life(game, 1) == 19
    assert all((c, 0) in game.state.looked for c in bobs)     # Alice alone (CR 401.2)


@plays("Port Inspector", "library.look_event_hand")
def test_506_2_port_inspector_blocked_looks_at_defending_players_hand():
    game = board(["Port Inspector"], ["Grizzly Bears"], hands=([], ["Island"]),
                 step="declare attackers")
    inspector = obj(game, "Port Inspector")
    attack(game, inspector)
    block(game, (obj(game, "Grizzly Bears"), inspector))
    resolve(game)
    assert game.decision.kind == "yes_no"             # "you may" (CR 603.5)
    choose(game, "yes")
    assert (game.state.players[1].hand[0], 0) in game.state.looked


# -- "becomes the target of a spell or ability ..., counter that spell or ability" (701.5a) ---

def _bob_priority(game: Game) -> None:
    while game.decision.player != 1 or game.decision.kind != "priority":
        game.act(Action("pass", game.decision.player))


@plays("Glyph Keeper", "effect.counter_targeting", "trigger.targeted")
def test_701_5a_glyph_keeper_counters_only_the_first_spell_targeting_it_each_turn():
    game = board(["Glyph Keeper"], ["Mountain", "Mountain"], hands=([], ["Shock", "Shock"]))
    keeper = obj(game, "Glyph Keeper")
    _bob_priority(game)
    cast(game, "Shock", keeper, player=1)
    resolve(game)                                     # the trigger, then nothing left
    assert "Shock" in grave(game, 1) and game.state.objects[keeper].damage == 0
    _bob_priority(game)
    cast(game, "Shock", keeper, player=1)
    assert not any(game.state.objects[s].name == "Glyph Keeper" for s in game.state.stack)
    resolve(game)
    assert game.state.objects[keeper].damage == 2     # the second one resolves


@plays("Frost Titan", "effect.counter_targeting", "trigger.targeted")
def test_118_12_frost_titan_counters_unless_its_controller_pays_2():
    game = board(["Frost Titan"], ["Mountain"], hands=([], ["Shock"]))
    titan = obj(game, "Frost Titan")
    _bob_priority(game)
    cast(game, "Shock", titan, player=1)              # Bob's last land pays for the Shock
    resolve(game)
    assert "Shock" in grave(game, 1) and game.state.objects[titan].damage == 0
    game = board(["Frost Titan", "Mountain"], [], hands=(["Shock"], []))
    titan = obj(game, "Frost Titan")
    cast(game, "Shock", titan)                        # Alice's own: no trigger
    resolve(game)
    assert game.state.objects[titan].damage == 2


@plays("Labyrinth of Skophos", "effect.remove_from_combat")
def test_509_1h_a_creature_stays_blocked_when_its_blocker_is_removed_from_combat():
    game = board(["Labyrinth of Skophos", "Hill Giant"], ["Grizzly Bears"],
                 step="declare attackers")
    giant, bears = obj(game, "Hill Giant"), obj(game, "Grizzly Bears")
    attack(game, giant)
    block(game, (bears, giant))
    while game.decision.player != 0:
        game.act(Action("pass", game.decision.player))
    add_mana(game, "{C}{C}{C}{C}")
    activate(game, obj(game, "Labyrinth of Skophos"), bears, index=1)
    resolve(game)
    state = game.state
    assert not state.objects[bears].blocking and state.objects[giant].blocked
    while state.step not in ("end of combat", "postcombat main"):
        game.act(Action("pass", game.decision.player))
    assert life(game, 1) == 20 and state.objects[giant].damage == 0
    assert state.objects[bears].damage == 0


# -- "Whenever one or more creatures attack you" (CR 506.2, 508.3d) ---------------------------

@plays("Orim's Prayer", "trigger.attack_you")
def test_508_3d_orims_prayer_once_for_the_attack_one_life_per_attacker():
    game = board(["Grizzly Bears", "Hill Giant", "Orim's Prayer"], ["Orim's Prayer"],
                 step="declare attackers")
    attack(game, obj(game, "Grizzly Bears"), obj(game, "Hill Giant"))
    assert len(game.state.stack) == 1                 # Bob's only: Alice isn't attacked
    resolve(game)
    assert life(game, 1) == 22 and life(game, 0) == 20


@plays("Reveille Squad", "trigger.attack_you")
def test_603_4_reveille_squad_untaps_bobs_creatures_if_it_is_untapped():
    game = board(["Grizzly Bears"], ["Reveille Squad", "Hill Giant"],
                 step="declare attackers")
    giant = obj(game, "Hill Giant")
    game.state.objects[giant].tapped = True
    attack(game, obj(game, "Grizzly Bears"))
    resolve(game)
    assert game.decision.kind == "yes_no" and game.decision.player == 1
    choose(game, "yes")
    assert not game.state.objects[giant].tapped
    game = board(["Grizzly Bears"], ["Reveille Squad", "Hill Giant"],
                 step="declare attackers")
    game.state.objects[obj(game, "Reveille Squad")].tapped = True
    attack(game, obj(game, "Grizzly Bears"))
    assert not game.state.stack                       # the "if": it is tapped (CR 603.4)


# -- "attacks the player with the most life" / "while you have the most life" (CR 603.2) ------

def _preacher(alice: int, bob: int) -> Game:
    game = board(["Preacher of the Schism"], [], step="declare attackers")
    game.state.players[0].life, game.state.players[1].life = alice, bob
    attack(game, obj(game, "Preacher of the Schism"))
    while game.state.stack or game.decision.kind != "priority":
        if game.decision.kind == "priority":
            resolve(game)
        else:
            game.act(game.legal_actions()[0])          # the order of the two (CR 603.3b)
    return game


@plays("Preacher of the Schism", "trigger.attacks_most_life", "condition.most_life",
       "trigger.attacks_while")
def test_603_2_preacher_of_the_schism_by_who_has_the_most_life():
    game = _preacher(20, 25)                          # Bob has the most: a Vampire
    assert ids(game, "Vampire") and not hand(game) and life(game, 0) == 20
    game = _preacher(25, 20)                          # Alice has the most: a card
    assert not ids(game, "Vampire") and len(hand(game)) == 1 and life(game, 0) == 24
    game = _preacher(20, 20)                          # tied: both
    assert ids(game, "Vampire") and len(hand(game)) == 1 and life(game, 0) == 19


@plays("Undercover Butler", "trigger.attacks_most_life")
def test_509_1b_undercover_butler_unblockable_attacking_the_player_with_the_most_life():
    game = board(["Undercover Butler"], ["Grizzly Bears"], step="declare attackers")
    game.state.players[1].life = 25
    butler = obj(game, "Undercover Butler")
    attack(game, butler)
    resolve(game)
    while game.state.step not in ("end of combat", "postcombat main"):
        if game.decision.kind == "blockers":
            assert not game.is_legal(Action("block", 1, choice=((
                obj(game, "Grizzly Bears"), butler),)))
            game.act(Action("block", 1, choice=()))
        else:
            game.act(Action("pass", game.decision.player))
    assert life(game, 1) == 23
    game = board(["Undercover Butler"], ["Grizzly Bears"], step="declare attackers")
    game.state.players[0].life = 25
    attack(game, obj(game, "Undercover Butler"))
    assert not game.state.stack                       # Bob has less life than Alice


# -- "this creature or another creature or artifact you control dies" (CR 700.4) --------------

@plays("Al Bhed Salvagers", "trigger.or_another")
def test_700_4_al_bhed_salvagers_an_artifact_put_into_the_graveyard_dies_too():
    game = board(["Mountain", "Mountain", "Al Bhed Salvagers", "Sol Ring"], ["Sol Ring"],
                 hands=(["Shatter", "Shatter"], []))
    cast(game, "Shatter", obj(game, "Sol Ring"))
    resolve(game)
    if game.decision.kind == "targets":
        choose_targets(game, BOB)
    resolve(game)
    assert life(game, 1) == 19 and life(game, 0) == 21


# -- parley: "Each player reveals the top card of their library. For each nonland card
#    revealed this way, ..." (CR 207.2c, 701.16a, 608.2c) ---------------------------------------

def _on_top(game: Game, name: str, player: int) -> None:
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    create_object(game.state, card_def(name), player, "library")    # the last is the top


@plays("Cutthroat Negotiator", "effect.parley")
def test_701_16a_cutthroat_negotiator_a_treasure_for_each_nonland_card_revealed():
    game = board(["Cutthroat Negotiator"], [], step="declare attackers")
    _on_top(game, "Shock", 1)                         # Bob's: nonland; Alice's: Wastes
    attack(game, obj(game, "Cutthroat Negotiator"))
    resolve(game)
    treasures = ids(game, "Treasure")
    assert len(treasures) == 1 and game.state.objects[treasures[0]].tapped
    assert hand(game) == ["Wastes"] and hand(game, 1) == ["Shock"]   # then each draws


@plays("Selvala's Charge", "effect.parley")
def test_608_2c_selvalas_charge_counts_every_players_nonland_card():
    game = board(["Forest"] * 5, [], hands=(["Selvala's Charge"], []))
    _on_top(game, "Shock", 0)
    _on_top(game, "Grizzly Bears", 1)
    cast(game, "Selvala's Charge")
    resolve(game)
    assert len(ids(game, "Elephant")) == 2
    assert hand(game) == ["Shock"] and hand(game, 1) == ["Grizzly Bears"]


# -- "tap any number of untapped creatures you control. ... for each creature tapped this
#    way" (CR 608.2c, 608.2d, 701.21a) -------------------------------------------------------

@plays("Siege Striker", "effect.tap_any_number")
def test_701_21a_siege_striker_gets_1_1_for_each_creature_tapped_this_way():
    game = board(["Siege Striker", "Grizzly Bears", "Llanowar Elves", "Savannah Lions"], [],
                 step="declare attackers")
    striker = obj(game, "Siege Striker")
    bears, elves = obj(game, "Grizzly Bears"), obj(game, "Llanowar Elves")
    attack(game, striker)
    resolve(game)
    assert game.decision.kind == "yes_no"             # "you may" (CR 603.5)
    choose(game, "yes")
    assert striker not in game.decision.options       # already tapped by attacking
    choose(game, bears)
    choose(game, elves)
    choose(game, "done")
    resolve(game)
    state = game.state
    assert state.objects[bears].tapped and state.objects[elves].tapped
    assert not state.objects[obj(game, "Savannah Lions")].tapped
    assert chars(game, striker).power == 3 and chars(game, striker).toughness == 3


@plays("Harmony of Nature", "effect.tap_any_number")
def test_608_2c_harmony_of_nature_four_life_for_each_creature_tapped():
    game = board(["Forest"] * 3 + ["Grizzly Bears", "Llanowar Elves"], [],
                 hands=(["Harmony of Nature"], []))
    cast(game, "Harmony of Nature")
    resolve(game)
    choose(game, obj(game, "Grizzly Bears"))
    choose(game, "done")
    assert life(game, 0) == 24
    assert not game.state.objects[obj(game, "Llanowar Elves")].tapped


@plays("Kira, Great Glass-Spinner", "effect.counter_targeting")
def test_613_1f_kira_grants_the_counter_trigger_to_each_creature():
    game = board(["Kira, Great Glass-Spinner", "Grizzly Bears"], ["Mountain", "Mountain"],
                 hands=([], ["Shock", "Shock"]))
    bears = obj(game, "Grizzly Bears")
    _bob_priority(game)
    cast(game, "Shock", bears, player=1)
    resolve(game)
    assert bears in game.state.battlefield and "Shock" in grave(game, 1)
    _bob_priority(game)
    cast(game, "Shock", bears, player=1)              # the second time this turn
    resolve(game)
    assert "Grizzly Bears" in grave(game)


# -- "that creature's toughness": the creature that dealt the combat damage (CR 510.2) ---------

@plays("Ikra Shidiqi, the Usurper", "trigger.damage")
def test_510_2_ikra_shidiqi_gains_the_toughness_of_each_creature_dealing_damage():
    game = board(["Ikra Shidiqi, the Usurper", "Hill Giant"], [], step="declare attackers")
    attack(game, obj(game, "Ikra Shidiqi, the Usurper"), obj(game, "Hill Giant"))
    to_damage(game)
    while game.state.stack or game.decision.kind != "priority":
        if game.decision.kind == "priority":
            resolve(game)
        else:
            game.act(game.legal_actions()[0])          # the order of the two (CR 603.3b)
    assert life(game, 1) == 14                        # 3 + 3 combat damage
    assert life(game, 0) == 20 + 7 + 3                # Ikra's toughness 7, the Giant's 3


# -- "Whenever this Equipment becomes unattached from a permanent" (CR 701.3d, 603.10a) -------

@plays("Grafted Wargear", "trigger.unattached", "effect.sacrifice_unattached_host")
def test_701_3c_grafted_wargear_moved_to_another_creature_sacrifices_the_first():
    game = board(["Grafted Wargear", "Grizzly Bears", "Hill Giant"], [])
    equip(game, "Grafted Wargear", "Grizzly Bears")
    activate(game, obj(game, "Grafted Wargear"), obj(game, "Hill Giant"))   # equip {0}
    resolve(game)
    assert "Grizzly Bears" in grave(game)
    assert game.state.objects[obj(game, "Grafted Wargear")].attached_to == \
        obj(game, "Hill Giant")


@plays("Grafted Wargear", "trigger.unattached", "effect.sacrifice_unattached_host")
def test_603_10a_grafted_wargear_leaving_the_battlefield_sacrifices_the_creature():
    game = board(["Mountain", "Mountain", "Grafted Wargear", "Grizzly Bears"], [],
                 hands=(["Shatter"], []))
    equip(game, "Grafted Wargear", "Grizzly Bears")
    cast(game, "Shatter", obj(game, "Grafted Wargear"))
    resolve(game)
    assert "Grafted Wargear" in grave(game) and "Grizzly Bears" in grave(game)


@plays("Captain's Hook", "trigger.unattached")
def test_701_3d_captains_hook_moved_destroys_the_permanent_it_was_on():
    game = board(["Captain's Hook", "Grizzly Bears", "Hill Giant", "Island"], [])
    equip(game, "Captain's Hook", "Grizzly Bears")
    bears = obj(game, "Grizzly Bears")
    assert "menace" in chars(game, bears).keywords
    activate(game, obj(game, "Captain's Hook"), obj(game, "Hill Giant"))    # equip {1}
    resolve(game)
    assert "Grizzly Bears" in grave(game) and "Hill Giant" not in grave(game)


@plays("Contested War Zone", "trigger.damage")
def test_510_2_contested_war_zone_goes_to_the_controller_of_the_creature_dealing_damage():
    game = board(["Grizzly Bears"], ["Contested War Zone"], step="declare attackers")
    attack(game, obj(game, "Grizzly Bears"))
    to_damage(game)
    resolve(game)
    assert life(game, 1) == 18
    assert chars(game, obj(game, "Contested War Zone")).controller == 0


# -- "that player discards all the cards in their hand, then draws that many cards" ----------

@plays("Shocker", "mass.discard_all_then_draw")
def test_608_2c_shocker_the_damaged_player_draws_as_many_as_they_discarded():
    game = board(["Shocker"], [], hands=([], ["Shock", "Island", "Grizzly Bears"]),
                 step="declare attackers")
    attack(game, obj(game, "Shocker"))
    to_damage(game)
    resolve(game)
    assert sorted(grave(game, 1)) == ["Grizzly Bears", "Island", "Shock"]
    assert hand(game, 1) == ["Wastes"] * 3 and hand(game) == []


@plays("Robber Fly", "mass.discard_all_then_draw", "phrase.defending_player")
def test_506_2_robber_fly_blocked_defending_player_discards_and_draws():
    game = board(["Robber Fly"], ["Giant Spider"], hands=([], ["Shock", "Island"]),
                 step="declare attackers")
    fly = obj(game, "Robber Fly")
    attack(game, fly)
    block(game, (obj(game, "Giant Spider"), fly))       # reach (CR 702.17b)
    resolve(game)
    assert sorted(grave(game, 1)) == ["Island", "Shock"] and hand(game, 1) == ["Wastes"] * 2


# -- "that spell or ability's controller" (CR 603.2) ------------------------------------------

@plays("Retromancer", "player.targeting_controller")
def test_603_2_retromancer_damages_the_controller_of_the_spell_targeting_it():
    game = board(["Retromancer"], ["Mountain"], hands=([], ["Shock"]))
    _bob_priority(game)
    cast(game, "Shock", obj(game, "Retromancer"), player=1)
    resolve(game)
    assert life(game, 1) == 17 and life(game, 0) == 20


@plays("Retromancer", "player.targeting_controller")
def test_113_8_retromancer_damages_the_controller_of_the_ability_targeting_it():
    game = board(["Retromancer"], ["Prodigal Pyromancer"])
    _bob_priority(game)
    activate(game, obj(game, "Prodigal Pyromancer"), obj(game, "Retromancer"), player=1)
    resolve(game)
    assert life(game, 1) == 17


@plays("Lava Runner", "player.targeting_controller")
def test_701_17a_lava_runner_the_targeting_player_sacrifices_a_land():
    game = board(["Lava Runner"], ["Mountain", "Island"], hands=([], ["Shock"]))
    _bob_priority(game)
    cast(game, "Shock", obj(game, "Lava Runner"), player=1)   # taps the Mountain
    resolve(game)
    if game.decision.kind == "choose":
        choose(game, game.decision.options[0])
        resolve(game)
    assert len(grave(game, 1)) == 2                   # the Shock and one land


# -- "double target creature's power until end of turn" (CR 701.9b) ---------------------------

@plays("Mr. Orfeo, the Boulder", "effect.double_power", "trigger.you_attack")
def test_701_9b_mr_orfeo_doubles_the_power_of_the_target_as_it_resolves():
    game = board(["Mr. Orfeo, the Boulder", "Hill Giant"], [], step="declare attackers")
    giant = obj(game, "Hill Giant")
    attack(game, giant)
    if game.decision.kind == "targets":
        choose_targets(game, giant)
    resolve(game)
    found = chars(game, giant)
    assert (found.power, found.toughness) == (6, 3)


@plays("Nylea's Colossus", "effect.double_power")
def test_701_9c_doubling_a_negative_power_makes_it_more_negative():
    """Power -1 doubled: it gets -1/-0 (CR 701.9c); toughness 2 doubled: +0/+2."""
    from tolaria.data.ir import layer_effect
    from tolaria.data.state import ContinuousEffect
    game = board(["Nylea's Colossus", "Grizzly Bears", "Island", "Island", "Island"], [],
                 hands=(["Rhystic Study"], []))
    bears, state = obj(game, "Grizzly Bears"), game.state
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name="a -3/-0 effect", affected=(bears,),
        parts=(layer_effect("7c", "add_pt", power=-3, toughness=0),), source_id=None,
        controller=0))
    state.changed()
    cast(game, "Rhystic Study")
    resolve(game)
    if game.decision.kind == "targets":
        choose_targets(game, bears)
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (-2, 4)


# -- "add that much {G}" (CR 603.2, 106.3) -----------------------------------------------------

@plays("Sakiko, Mother of Summer", "mana.add_that_much", "mana.kept")
def test_500_4_sakiko_adds_that_much_green_kept_until_end_of_turn():
    game = board(["Sakiko, Mother of Summer", "Grizzly Bears"], [], step="declare attackers")
    attack(game, obj(game, "Sakiko, Mother of Summer"), obj(game, "Grizzly Bears"))
    to_damage(game)
    while game.state.stack or game.decision.kind != "priority":
        if game.decision.kind == "priority":
            resolve(game)
        else:
            game.act(game.legal_actions()[0])          # the order of the two (CR 603.3b)
    while game.state.step != "postcombat main":
        game.act(Action("pass", game.decision.player))
    pool = game.state.players[0].pool
    assert pool.total() == 5 and pool.count("G") == 5   # 3 + 2, not emptied (CR 500.4)


@plays("Experiment Twelve", "effect.counters_equal_to", "trigger.or_another_face_up")
def test_122_6_experiment_twelve_counters_equal_to_the_power_of_the_creature_turned_up():
    game = board(["Experiment Twelve", "Exalted Angel"], [])
    angel = _face_down(game, "Exalted Angel")
    add_mana(game, "{W}{W}{W}{W}")
    game.act(Action("turn_face_up", 0, angel))
    resolve(game)
    assert game.state.objects[angel].counters == {"+1/+1": 4}
    assert not game.state.objects[obj(game, "Experiment Twelve")].counters
