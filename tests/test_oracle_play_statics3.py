"""Statics (3): keywords standing for triggered abilities granted by static abilities, and
Auras and Equipment changing several characteristics at once (CR 604, 611.3a, 613.1d-f,
702.21a, 702.83b)."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import (
    ALICE,
    BOB,
    Action,
    activate,
    cast,
    chars,
    choose,
    grave,
    in_hand,
    names,
    obj,
    plays,
    resolve,
)

from tolaria import IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.combat import why_cant_attack
from tolaria.rules.zones import create_object


def _attach(game, name: str, host: int, controller: int = 0) -> int:
    """An Aura or Equipment put onto the battlefield attached to `host`."""
    item = create_object(game.state, card_def(name), controller, "battlefield")
    item.attached_to = host
    game.state.changed()
    return item.id


def _bob_shocks(game, target: int) -> None:
    game.act(Action("pass", 0))
    cast(game, "Shock", target, player=1)


# -- granted keywords standing for triggered abilities (CR 702.21a, 613.1f) -----------------

@plays("Star Whale", "granted.triggered_keyword", "static.anthem")
def test_702_21a_star_whale_gives_its_other_creatures_ward_2():
    """Bob's Shock targeting Alice's Grizzly Bears: the Bears' granted ward triggers (Alice
    controls it); Bob has one Mountain, can't pay {2}, and Shock is countered."""
    game = board(["Star Whale", "Grizzly Bears"], ["Mountain"], hands=([], ["Shock"]))
    bears = obj(game, "Grizzly Bears")
    assert "ward" in chars(game, bears).keywords
    _bob_shocks(game, bears)
    ward = game.state.objects[game.state.stack[-1]]
    assert ward.is_ability and ward.controller == 0 and ward.source_name == "Grizzly Bears"
    resolve(game)
    assert "Shock" in grave(game, 1) and "Grizzly Bears" in names(game)


@plays("Crystal Carapace", "granted.triggered_keyword", "static.attached")
def test_702_21a_crystal_carapace_ward_is_paid_and_the_spell_resolves():
    """CR 702.21a: Bob pays {2} for the enchanted creature's ward; his Shock resolves (the
    Bears are 5/5 and survive it)."""
    game = board(["Grizzly Bears"], ["Mountain"] * 3, hands=([], ["Shock"]))
    bears = obj(game, "Grizzly Bears")
    _attach(game, "Crystal Carapace", bears)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (5, 5)
    _bob_shocks(game, bears)
    resolve(game)
    assert game.decision.kind == "yes_no" and game.decision.player == 1
    choose(game, "yes")
    resolve(game)
    assert game.state.objects[bears].damage == 2


@plays("K-9, Mark I", "granted.triggered_keyword", "condition.source")
def test_611_3a_k9_gives_ward_only_to_other_legendary_creatures_while_untapped():
    game = board(["K-9, Mark I", "Isamaru, Hound of Konda", "Grizzly Bears"], [])
    k9, isamaru, bears = (obj(game, n) for n in ("K-9, Mark I", "Isamaru, Hound of Konda",
                                                  "Grizzly Bears"))
    assert "ward" in chars(game, isamaru).keywords
    assert "ward" not in chars(game, bears).keywords | chars(game, k9).keywords
    game.state.objects[k9].tapped = True
    game.state.changed()
    assert "ward" not in chars(game, isamaru).keywords


@plays("Sublime Archangel", "granted.triggered_keyword", "static.anthem")
def test_702_83b_sublime_archangel_each_instance_of_exalted_triggers():
    """Three permanents with exalted (the Archangel's own, and the two granted): the Bears
    attacking alone get +3/+3."""
    game = board(["Sublime Archangel", "Grizzly Bears", "Savannah Lions"], [],
                 step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    assert game.decision.kind == "order_triggers" and len(game.decision.options) == 3
    game.act(game.legal_actions()[0])
    assert len(game.state.stack) == 3
    resolve(game)
    assert chars(game, bears).power == 5 and chars(game, bears).toughness == 5


@plays("Eldrazi Conscription", "granted.triggered_keyword", "static.attached")
def test_702_86a_eldrazi_conscription_annihilator_2_when_it_attacks():
    game = board(["Grizzly Bears"], ["Mountain", "Forest", "Island"], step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    _attach(game, "Eldrazi Conscription", bears)
    assert {"trample", "annihilator 2"} <= chars(game, bears).keywords
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 1
    choose(game, obj(game, "Mountain"))
    choose(game, obj(game, "Forest"))
    assert sorted(grave(game, 1)) == ["Forest", "Mountain"]


@plays("Prosthetic Injector", "granted.triggered_keyword", "static.attached")
def test_702_164a_prosthetic_injector_toxic_1_gives_a_poison_counter():
    game = board(["Grizzly Bears"], [], step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    _attach(game, "Prosthetic Injector", bears)
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    while game.state.step != "end of combat":
        game.act(Action("pass", game.decision.player))
    assert game.state.players[1].life == 18 and game.state.players[1].poison == 1


# -- an Aura's or Equipment's several changes to one creature (CR 613.1d-f, 205.1b) ---------

@plays("Dub", "animation.is_also", "static.attached")
def test_205_1b_dub_makes_the_creature_a_knight_besides_its_types():
    game = board(["Grizzly Bears"], [])
    bears = obj(game, "Grizzly Bears")
    _attach(game, "Dub", bears)
    c = chars(game, bears)
    assert (c.power, c.toughness) == (4, 4) and "first strike" in c.keywords
    assert {"Knight", "Bear"} <= c.subtypes


@plays("Ghoulflesh", "animation.is_also", "static.attached")
def test_105_3_ghoulflesh_adds_black_and_zombie_to_its_colors_and_types():
    game = board(["Savannah Lions"], [])
    lions = obj(game, "Savannah Lions")
    _attach(game, "Ghoulflesh", lions)
    c = chars(game, lions)
    assert c.colors == {"W", "B"} and {"Cat", "Zombie"} <= c.subtypes
    assert (c.power, c.toughness) == (1, 0)


@plays("Sinister Strength", "animation.is_also", "static.attached")
def test_105_3_sinister_strength_makes_the_creature_black_instead_of_its_colors():
    game = board(["Savannah Lions"], [])
    lions = obj(game, "Savannah Lions")
    _attach(game, "Sinister Strength", lions)
    c = chars(game, lions)
    assert c.colors == {"B"} and (c.power, c.toughness) == (5, 2)


@plays("Silverskin Armor", "animation.is_also", "static.attached")
def test_205_1b_silverskin_armor_the_equipped_creature_is_an_artifact_too():
    """Shatter (destroy target artifact) can then target the equipped Bears."""
    game = board(["Grizzly Bears"], ["Mountain"] * 2, hands=([], ["Shatter"]))
    bears = obj(game, "Grizzly Bears")
    _attach(game, "Silverskin Armor", bears)
    assert {"Artifact", "Creature"} <= chars(game, bears).types
    game.act(Action("pass", 0))
    cast(game, "Shatter", bears, player=1)
    resolve(game)
    assert "Grizzly Bears" in grave(game)


@plays("Runed Stalactite", "animation.is_also", "static.attached")
def test_205_3m_runed_stalactite_the_equipped_creature_is_every_creature_type():
    game = board(["Grizzly Bears"], [])
    bears = obj(game, "Grizzly Bears")
    _attach(game, "Runed Stalactite", bears)
    assert {"Goblin", "Elf", "Bear", "Sliver"} <= chars(game, bears).subtypes


@plays("Vow of Flight", "static.cant_attack_you", "static.attached_restricted")
def test_508_1c_vow_of_flight_the_creature_cant_attack_the_auras_controller():
    """Alice's Vow on Bob's Grizzly Bears: in Bob's turn they can't attack Alice (his Hill
    Giant can); Alice's own creature with her Vow attacks Bob as usual."""
    game = board(["Savannah Lions"], ["Grizzly Bears", "Hill Giant"], step="declare attackers")
    lions, bears = obj(game, "Savannah Lions"), obj(game, "Grizzly Bears")
    _attach(game, "Vow of Flight", lions)
    _attach(game, "Vow of Flight", bears)
    assert "flying" in chars(game, bears).keywords and chars(game, bears).power == 4
    assert (lions, BOB) in _attacks(game)
    game.act(Action("attack", 0, choice=((lions, BOB),)))
    while not (game.state.active == 1 and game.decision.kind == "attackers"):
        d = game.decision
        game.act(Action("block", d.player, choice=()) if d.kind == "blockers" else
                 Action("pass", d.player))
    assert _attacks(game) == {(obj(game, "Hill Giant"), ALICE)}
    with pytest.raises(IllegalAction, match="planeswalkers they control"):
        game.act(Action("attack", 1, choice=((bears, ALICE),)))


def _attacks(game) -> set:
    return {pair for a in game.legal_actions() if a.kind == "attack" for pair in a.choice}


@plays("Infectious Bloodlust", "static.must_attack", "static.attached_restricted")
def test_508_1d_infectious_bloodlust_gets_has_haste_and_attacks_each_combat():
    game = board(["Grizzly Bears"], [], step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    _attach(game, "Infectious Bloodlust", bears)
    c = chars(game, bears)
    assert (c.power, c.toughness) == (4, 3) and "haste" in c.keywords
    with pytest.raises(IllegalAction):
        game.act(Action("attack", 0, choice=()))


# -- "as long as" this creature has counters / is monstrous (CR 611.3a, 702.3b, 122.1) ------

def _counters(game, oid: int, **kinds: int) -> None:
    game.state.objects[oid].counters.update(kinds)
    game.state.changed()


def _may_attack(game, oid: int) -> bool:
    """Could the creature be declared as an attacker now (CR 508.1a-c)?"""
    return why_cant_attack(game.state, game.state.objects[oid], 0) is None


@plays("Scuttlegator", "condition.source", "static.dont_untap", "condition.static_prefix")
def test_702_3b_scuttlegator_attacks_despite_defender_with_a_counter():
    game = board(["Scuttlegator"], [], step="beginning of combat")
    gator = obj(game, "Scuttlegator")
    assert not _may_attack(game, gator)
    _counters(game, gator, **{"+1/+1": 3})
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    game.act(Action("attack", 0, choice=((gator, BOB),)))
    assert game.state.objects[gator].tapped


@plays("Demon Wall", "condition.source", "static.dont_untap")
def test_122_1_demon_wall_a_counter_of_any_kind_lets_it_attack():
    game = board(["Demon Wall"], [], step="declare attackers")
    wall = obj(game, "Demon Wall")
    assert not _may_attack(game, wall)
    _counters(game, wall, stun=1)
    assert _may_attack(game, wall)


@plays("Warden of the Inner Sky", "condition.source")
def test_611_3a_warden_of_the_inner_sky_counts_counters_of_every_kind():
    game = board(["Warden of the Inner Sky"], [])
    warden = obj(game, "Warden of the Inner Sky")
    _counters(game, warden, **{"+1/+1": 2})
    assert "flying" not in chars(game, warden).keywords
    _counters(game, warden, shield=1)
    assert {"flying", "vigilance"} <= chars(game, warden).keywords


@plays("Ezio, Brash Novice", "condition.source", "animation.is_also")
def test_205_1b_ezio_with_two_counters_has_first_strike_and_is_an_assassin():
    game = board(["Ezio, Brash Novice"], [])
    ezio = obj(game, "Ezio, Brash Novice")
    assert "Assassin" not in chars(game, ezio).subtypes
    _counters(game, ezio, **{"+1/+1": 2})
    c = chars(game, ezio)
    assert "first strike" in c.keywords and {"Human", "Assassin"} <= c.subtypes


@plays("Spire Serpent", "condition.control", "condition.static_prefix")
def test_702_3b_spire_serpent_metalcraft_gets_2_2_and_can_attack():
    game = board(["Spire Serpent", "Ornithopter", "Ornithopter"], [], step="declare attackers")
    serpent = obj(game, "Spire Serpent")
    assert not _may_attack(game, serpent) and chars(game, serpent).power == 3
    create_object(game.state, card_def("Ornithopter"), 0, "battlefield").since = 0
    game.state.changed()
    assert chars(game, serpent).power == 5 and _may_attack(game, serpent)


@plays("Reckless Pyrosurfer", "granted.triggered_keyword", "effect.grant")
def test_702_91a_reckless_pyrosurfer_gains_battle_cry_until_end_of_turn():
    """Landfall: the Pyrosurfer gains battle cry; attacking with the Bears, its battle cry
    gives the Bears +1/+0. It ends with the turn (CR 514.2)."""
    game = board(["Reckless Pyrosurfer", "Grizzly Bears"], [], hands=(["Mountain"], []))
    surfer, bears = obj(game, "Reckless Pyrosurfer"), obj(game, "Grizzly Bears")
    assert "battle cry" not in chars(game, surfer).keywords
    game.act("play Mountain")
    resolve(game)
    assert "battle cry" in chars(game, surfer).keywords
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((surfer, BOB), (bears, BOB))))
    resolve(game)
    assert chars(game, bears).power == 3 and chars(game, surfer).power == 2
    while game.state.active == 0:
        d = game.decision
        game.act(Action("block", d.player, choice=()) if d.kind == "blockers" else
                 Action("pass", d.player))
    assert "battle cry" not in chars(game, surfer).keywords


# -- "can't block <creatures>", "can't be blocked by <creatures>" (CR 509.1b) ---------------

def _blocks(game) -> set:
    return {pair for a in game.legal_actions() if a.kind == "block" for pair in a.choice}


def _to_blocks(game, *attackers: int) -> None:
    game.act(Action("attack", 0, choice=tuple((a, BOB) for a in attackers)))
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))


@plays("Orcish Veteran", "static.block_only")
def test_509_1b_orcish_veteran_cant_block_white_creatures_with_power_2_or_greater():
    """Both tests apply: the white 2/1 can't be blocked by it; the white 1/1 and the green
    2/2 can."""
    game = board(["Elite Vanguard", "Eager Cadet", "Grizzly Bears"], ["Orcish Veteran"],
                 step="declare attackers")
    vanguard, cadet, bears = (obj(game, n) for n in ("Elite Vanguard", "Eager Cadet",
                                                      "Grizzly Bears"))
    veteran = obj(game, "Orcish Veteran")
    _to_blocks(game, vanguard, cadet, bears)
    assert {(veteran, cadet), (veteran, bears)} <= _blocks(game)
    assert (veteran, vanguard) not in _blocks(game)


@plays("Hunted Ghoul", "static.block_only")
def test_509_1b_hunted_ghoul_cant_block_humans():
    game = board(["Elite Vanguard", "Grizzly Bears"], ["Hunted Ghoul"], step="declare attackers")
    vanguard, bears, ghoul = (obj(game, n) for n in ("Elite Vanguard", "Grizzly Bears",
                                                      "Hunted Ghoul"))
    _to_blocks(game, vanguard, bears)
    assert (ghoul, bears) in _blocks(game) and (ghoul, vanguard) not in _blocks(game)


@plays("Flow of Maggots", "static.cant_be_blocked_by")
def test_509_1b_flow_of_maggots_can_be_blocked_only_by_walls():
    game = board(["Flow of Maggots"], ["Wall of Stone", "Grizzly Bears"],
                 step="declare attackers")
    maggots = obj(game, "Flow of Maggots")
    _to_blocks(game, maggots)
    assert _blocks(game) == {(obj(game, "Wall of Stone"), maggots)}


# -- "can't be the target of <colour> spells [or abilities from <colour> sources]" (115.1) --

def _targetable(game, name: str, target: int, player: int = 0) -> bool:
    """May `player` cast the spell `name` from their hand targeting `target`?"""
    card = in_hand(game, name, player)
    return any(a.kind == "cast" and a.object == card and ("object", target) in a.targets
               for a in game.legal_actions())


@plays("Mercenary Informer", "static.untargetable_by")
def test_115_1_mercenary_informer_black_spells_and_black_sources_cant_target_it():
    """Doom Blade can't target it; Royal Assassin's ability (a black source) can't; Shock
    can."""
    game = board(["Mercenary Informer", "Swamp", "Swamp", "Mountain", "Royal Assassin",
                  "Grizzly Bears"], [], hands=(["Doom Blade", "Shock"], []))
    informer, assassin = obj(game, "Mercenary Informer"), obj(game, "Royal Assassin")
    bears = obj(game, "Grizzly Bears")
    for tapped in (informer, bears):
        game.state.objects[tapped].tapped = True
    game.state.changed()
    assert not _targetable(game, "Doom Blade", informer)
    assert _targetable(game, "Shock", informer) and _targetable(game, "Doom Blade", bears)
    with pytest.raises(IllegalAction):
        activate(game, assassin, informer)
    activate(game, assassin, bears)
    resolve(game)
    cast(game, "Shock", informer)
    resolve(game)
    assert {"Mercenary Informer", "Grizzly Bears"} <= set(grave(game))


@plays("Gaea's Revenge", "static.untargetable_by")
def test_115_1_gaeas_revenge_only_green_spells_can_target_it():
    game = board(["Gaea's Revenge", "Forest", "Mountain"], [],
                 hands=(["Giant Growth", "Shock"], []))
    revenge = obj(game, "Gaea's Revenge")
    assert _targetable(game, "Giant Growth", revenge)
    assert not _targetable(game, "Shock", revenge)


@plays("Fiendslayer Paladin", "static.untargetable_by")
def test_115_1_fiendslayer_paladin_only_its_opponents_red_spells_cant_target_it():
    """Bob's Shock can't target Alice's Paladin; Alice's own Shock can."""
    game = board(["Fiendslayer Paladin", "Mountain"], ["Mountain"],
                 hands=(["Shock"], ["Shock"]))
    paladin = obj(game, "Fiendslayer Paladin")
    assert _targetable(game, "Shock", paladin)
    game.act(Action("pass", 0))
    assert not _targetable(game, "Shock", paladin, player=1)


@plays("Spectral Shield", "static.untargetable_by", "static.attached_restricted")
def test_115_1_spectral_shield_no_spell_targets_the_creature_abilities_may():
    game = board(["Grizzly Bears", "Forest", "Royal Assassin"], [], hands=(["Giant Growth"], []))
    bears = obj(game, "Grizzly Bears")
    _attach(game, "Spectral Shield", bears)
    assert chars(game, bears).toughness == 4
    assert not _targetable(game, "Giant Growth", bears)
    game.state.objects[bears].tapped = True
    game.state.changed()
    activate(game, obj(game, "Royal Assassin"), bears)
    resolve(game)
    assert "Grizzly Bears" in grave(game)


# -- "as long as any player / no opponent controls ..." (CR 611.3a) -------------------------

@plays("Knight of Grace", "condition.control", "condition.static_suffix")
def test_611_3a_knight_of_grace_any_players_black_permanent_counts():
    game = board(["Knight of Grace"], ["Grizzly Bears"])
    knight = obj(game, "Knight of Grace")
    assert chars(game, knight).power == 2
    create_object(game.state, card_def("Vampire Nighthawk"), 1, "battlefield")
    game.state.changed()
    assert chars(game, knight).power == 3


@plays("Skittish Kavu", "condition.control", "condition.static_suffix")
def test_611_3a_skittish_kavu_only_while_no_opponent_controls_a_white_or_blue_creature():
    game = board(["Skittish Kavu", "Savannah Lions"], ["Grizzly Bears"])
    kavu = obj(game, "Skittish Kavu")
    assert chars(game, kavu).power == 2                    # Alice's own white Lions: no matter
    create_object(game.state, card_def("Savannah Lions"), 1, "battlefield")
    game.state.changed()
    assert chars(game, kavu).power == 1


# -- "can't attack unless / if defending player controls ..." (CR 508.1c) -------------------

@plays("Whimwader", "static.attack_unless")
def test_508_1c_whimwader_attacks_only_a_player_with_a_blue_permanent():
    for bobs, able in ((["Island"], False), (["Merfolk of the Pearl Trident"], True)):
        game = board(["Whimwader", "Grizzly Bears"], bobs, step="declare attackers")
        whim = obj(game, "Whimwader")
        assert ((whim, BOB) in _attacks(game)) == able
        if not able:
            with pytest.raises(IllegalAction, match="508.1c"):
                game.act(Action("attack", 0, choice=((whim, BOB),)))
            continue
        game.act(Action("attack", 0, choice=((whim, BOB),)))
        assert game.state.objects[whim].tapped


@plays("Goblin Mutant", "static.attack_unless", "static.block_only")
def test_508_1c_goblin_mutant_cant_attack_while_defender_has_an_untapped_3_power_creature():
    for tapped in (False, True):
        game = board(["Goblin Mutant", "Grizzly Bears"], ["Hill Giant"],
                     step="declare attackers")
        mutant, giant = obj(game, "Goblin Mutant"), obj(game, "Hill Giant")
        game.state.objects[giant].tapped = tapped
        game.state.changed()
        assert ((mutant, BOB) in _attacks(game)) == tapped


@plays("Goblin Glory Chaser", "condition.source", "condition.static_prefix")
def test_702_112b_goblin_glory_chaser_has_menace_once_renowned():
    """Its renown trigger resolves after it deals combat damage to Bob: it's renowned, and
    from then on it has menace."""
    game = board(["Goblin Glory Chaser"], [], step="declare attackers")
    chaser = obj(game, "Goblin Glory Chaser")
    assert "menace" not in chars(game, chaser).keywords
    game.act(Action("attack", 0, choice=((chaser, BOB),)))
    while game.state.step != "end of combat":
        d = game.decision
        game.act(Action("block", d.player, choice=()) if d.kind == "blockers" else
                 Action("pass", d.player))
    assert game.state.objects[chaser].counters.get("+1/+1") == 1
    assert "menace" in chars(game, chaser).keywords


# -- the starting life total (CR 103.4, 119.1) ----------------------------------------------

@plays("Path of Bravery", "condition.starting_life", "condition.static_prefix")
def test_103_4_path_of_bravery_while_life_is_at_least_the_starting_life_total():
    """Bob's Shock to Alice (20 to 18) ends the +1/+1 of her Bears."""
    game = board(["Path of Bravery", "Grizzly Bears"], ["Mountain"], hands=([], ["Shock"]))
    bears = obj(game, "Grizzly Bears")
    assert chars(game, bears).power == 3
    game.act(Action("pass", 0))
    cast(game, "Shock", ALICE, player=1)
    resolve(game)
    assert game.state.players[0].life == 18 and chars(game, bears).power == 2


@plays("Bhaal, Lord of Murder", "condition.starting_life", "condition.static_prefix")
def test_103_4_bhaal_indestructible_at_half_the_starting_life_total():
    game = board(["Bhaal, Lord of Murder"], ["Mountain"], hands=([], ["Shock"]))
    bhaal = obj(game, "Bhaal, Lord of Murder")
    game.state.players[0].life = 12
    game.state.changed()
    assert "indestructible" not in chars(game, bhaal).keywords
    game.act(Action("pass", 0))
    cast(game, "Shock", ALICE, player=1)
    resolve(game)
    assert game.state.players[0].life == 10 and "indestructible" in chars(game, bhaal).keywords


@plays("Righteous Valkyrie", "condition.starting_life", "condition.static_prefix")
def test_103_4_righteous_valkyrie_needs_seven_life_more_than_the_start():
    game = board(["Righteous Valkyrie"], [])
    valkyrie = obj(game, "Righteous Valkyrie")
    game.state.players[0].life = 26
    game.state.changed()
    assert chars(game, valkyrie).power == 2
    game.state.players[0].life = 27
    game.state.changed()
    assert chars(game, valkyrie).power == 4


# -- "Until end of turn, A gets ... and B gets ..." (CR 611.2a, 611.2c) ---------------------

@plays("Zealous Persecution", "quantity.until_prefix", "effect.group_pump")
def test_611_2c_zealous_persecution_pumps_yours_and_shrinks_theirs_until_end_of_turn():
    game = board(["Grizzly Bears", "Plains", "Swamp"], ["Llanowar Elves", "Hill Giant"],
                 hands=(["Zealous Persecution"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    cast(game, "Zealous Persecution")
    resolve(game)
    assert "Llanowar Elves" in grave(game, 1)
    assert chars(game, bears).power == 3 and chars(game, giant).power == 2
    _to_next_turn(game)
    assert chars(game, bears).power == 2 and chars(game, giant).power == 3


def _to_next_turn(game) -> None:
    """Alice's turn ends with no attack and no block (CR 514.2: "until end of turn" ends)."""
    while game.state.active == 0:
        d = game.decision
        game.act(Action("attack", 0, choice=()) if d.kind == "attackers" else
                 Action("block", d.player, choice=()) if d.kind == "blockers" else
                 Action("pass", d.player))


@plays("Rookie Mistake", "quantity.until_prefix", "effect.pump")
def test_611_2a_rookie_mistake_two_targets_each_changed_until_end_of_turn():
    game = board(["Grizzly Bears", "Island"], ["Hill Giant"], hands=(["Rookie Mistake"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    cast(game, "Rookie Mistake", bears, giant)
    resolve(game)
    assert chars(game, bears).toughness == 4 and chars(game, giant).power == 1


@plays("Dream Prowler", "condition.source", "condition.static_suffix")
def test_506_5_dream_prowler_cant_be_blocked_while_attacking_alone():
    """Attacking with the Bears, the Hill Giant may block it; attacking alone, it can't
    be blocked: Bob is dealt 1."""
    game = board(["Dream Prowler", "Grizzly Bears"], ["Hill Giant"], step="declare attackers")
    prowler, bears = obj(game, "Dream Prowler"), obj(game, "Grizzly Bears")
    _to_blocks(game, prowler, bears)
    assert (obj(game, "Hill Giant"), prowler) in _blocks(game)
    game = board(["Dream Prowler", "Grizzly Bears"], ["Hill Giant"], step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Dream Prowler"), BOB),)))
    while game.state.step != "end of combat":
        assert game.decision.kind != "blockers" or not _blocks(game)
        d = game.decision
        game.act(Action("block", d.player, choice=()) if d.kind == "blockers" else
                 Action("pass", d.player))
    assert game.state.players[1].life == 19


@plays("Hellraiser Goblin", "static.anthem", "static.must_attack")
def test_508_1d_hellraiser_goblin_creatures_have_haste_and_must_attack():
    """Both creatures came under Alice's control this turn: with haste they can attack, and
    each must (CR 508.1d): declaring only one is illegal."""
    game = board(["Hellraiser Goblin", "Grizzly Bears"], [], step="declare attackers",
                 sick=True)
    goblin, bears = obj(game, "Hellraiser Goblin"), obj(game, "Grizzly Bears")
    assert "haste" in chars(game, bears).keywords
    with pytest.raises(IllegalAction):
        game.act(Action("attack", 0, choice=((goblin, BOB),)))
    game.act(Action("attack", 0, choice=((goblin, BOB), (bears, BOB))))
    assert game.state.objects[bears].tapped


@plays("Ancient Lumberknot", "phrase.toughness_greater_than_power", "static.dont_untap")
def test_510_1a_ancient_lumberknot_tougher_creatures_deal_damage_by_toughness():
    """The Lumberknot with two +1/+1 counters (3/6) deals 6, its toughness; the 2/2 Bears
    (toughness not greater than power) deal 2."""
    game = board(["Ancient Lumberknot", "Grizzly Bears"], [], step="declare attackers")
    knot, bears = obj(game, "Ancient Lumberknot"), obj(game, "Grizzly Bears")
    _counters(game, knot, **{"+1/+1": 2})
    game.act(Action("attack", 0, choice=((knot, BOB), (bears, BOB))))
    while game.state.step != "end of combat":
        d = game.decision
        game.act(Action("block", d.player, choice=()) if d.kind == "blockers" else
                 Action("pass", d.player))
    assert game.state.players[1].life == 20 - 6 - 2


@plays("A-Cosmos Elixir", "condition.starting_life")
def test_103_4_cosmos_elixir_draws_above_the_starting_life_total_else_gains_two():
    for life, drawn, after in ((21, 1, 21), (20, 0, 22)):
        game = board(["A-Cosmos Elixir"], [], step="end")
        game.state.players[0].life = life
        before = len(game.state.players[0].hand)
        resolve(game)
        if game.decision.kind != "priority":              # scry 1: keep it on top
            game.act(game.legal_actions()[0])
        resolve(game)
        assert len(game.state.players[0].hand) - before == drawn
        assert game.state.players[0].life == after


@plays("Essence Channeler", "condition.this_turn", "condition.static_prefix")
def test_611_3a_essence_channeler_flies_after_its_controller_lost_life_this_turn():
    game = board(["Essence Channeler"], ["Mountain"], hands=([], ["Shock"]))
    channeler = obj(game, "Essence Channeler")
    assert "flying" not in chars(game, channeler).keywords
    game.act(Action("pass", 0))
    cast(game, "Shock", ALICE, player=1)
    resolve(game)
    assert {"flying", "vigilance"} <= chars(game, channeler).keywords
    _to_next_turn(game)
    assert "flying" not in chars(game, channeler).keywords


@plays("Hazy Homunculus", "static.cant_be_blocked_by", "static.attack_unless")
def test_509_1b_hazy_homunculus_unblockable_while_defender_has_an_untapped_land():
    for tapped in (False, True):
        game = board(["Hazy Homunculus"], ["Island", "Grizzly Bears"], step="declare attackers")
        game.state.objects[obj(game, "Island")].tapped = tapped
        game.state.changed()
        homunculus = obj(game, "Hazy Homunculus")
        game.act(Action("attack", 0, choice=((homunculus, BOB),)))
        while game.decision.kind != "blockers" and game.state.step != "end of combat":
            game.act(Action("pass", game.decision.player))
        blocks = _blocks(game) if game.decision.kind == "blockers" else set()
        assert ((obj(game, "Grizzly Bears"), homunculus) in blocks) == tapped


@plays("Sneaky Homunculus", "static.block_only", "static.cant_be_blocked_by")
def test_509_1b_sneaky_homunculus_neither_blocks_nor_is_blocked_by_power_2_or_more():
    game = board(["Sneaky Homunculus"], ["Grizzly Bears", "Eager Cadet"],
                 step="declare attackers")
    sneaky = obj(game, "Sneaky Homunculus")
    _to_blocks(game, sneaky)
    assert _blocks(game) == {(obj(game, "Eager Cadet"), sneaky)}
    game = board(["Grizzly Bears", "Eager Cadet"], ["Sneaky Homunculus"],
                 step="declare attackers")
    bears, cadet = obj(game, "Grizzly Bears"), obj(game, "Eager Cadet")
    _to_blocks(game, bears, cadet)
    assert _blocks(game) == {(obj(game, "Sneaky Homunculus"), cadet)}


@plays("Indrik Umbra", "static.lure", "static.attached_restricted")
def test_509_1c_indrik_umbra_every_able_creature_blocks_the_enchanted_creature():
    game = board(["Grizzly Bears"], ["Hill Giant", "Eager Cadet"], step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    _attach(game, "Indrik Umbra", bears)
    assert chars(game, bears).power == 6 and "first strike" in chars(game, bears).keywords
    _to_blocks(game, bears)
    giant, cadet = obj(game, "Hill Giant"), obj(game, "Eager Cadet")
    with pytest.raises(IllegalAction):
        game.act(Action("block", 1, choice=((giant, bears),)))
    game.act(Action("block", 1, choice=((giant, bears), (cadet, bears))))


# -- "as long as enchanted permanent is ..., it [gets ... and] loses ..." (CR 613.1f) -------

@plays("Ray of Frost", "static.attached_loses", "condition.static_prefix", "trigger.if")
def test_613_1f_ray_of_frost_taps_a_red_creature_and_it_loses_all_abilities():
    """Cast on Bob's red Raging Goblin: its enters trigger taps the Goblin ("it": the
    enchanted creature), which loses haste; on a green creature nothing changes."""
    game = board(["Island", "Island"], ["Raging Goblin"], hands=(["Ray of Frost"], []))
    goblin = obj(game, "Raging Goblin")
    cast(game, "Ray of Frost", goblin)
    resolve(game)
    assert game.state.objects[goblin].tapped and "haste" not in chars(game, goblin).keywords
    game = board(["Island", "Island"], ["Llanowar Elves"], hands=(["Ray of Frost"], []))
    elves = obj(game, "Llanowar Elves")
    cast(game, "Ray of Frost", elves)
    resolve(game)
    assert not game.state.objects[elves].tapped and chars(game, elves).activated


@plays("Short Circuit", "static.attached_loses", "condition.static_prefix")
def test_613_1f_short_circuit_an_enchanted_creature_gets_3_0_and_loses_flying():
    game = board([], ["Serra Angel"])
    angel = obj(game, "Serra Angel")
    _attach(game, "Short Circuit", angel)
    c = chars(game, angel)
    assert c.power == 1 and "flying" not in c.keywords and "vigilance" in c.keywords


@plays("Canopy Cover", "static.untargetable_by", "static.cant_be_blocked_by")
def test_115_1_canopy_cover_your_opponents_are_the_auras_controllers():
    """Alice's Canopy Cover on Bob's Bears: Bob (her opponent) can't target them with his
    Giant Growth; Alice can with her Shock."""
    game = board(["Mountain"], ["Grizzly Bears", "Forest"], hands=(["Shock"], ["Giant Growth"]))
    bears = obj(game, "Grizzly Bears")
    _attach(game, "Canopy Cover", bears)
    assert _targetable(game, "Shock", bears)
    game.act(Action("pass", 0))
    assert not _targetable(game, "Giant Growth", bears, player=1)


@plays("Howl of the Hunt", "trigger.if", "static.attached")
def test_603_4_howl_of_the_hunt_untaps_the_enchanted_wolf():
    """"If enchanted creature is a Wolf or Werewolf, untap that creature": the Wolf, not the
    Aura (before, the compiled trigger untapped the Aura)."""
    game = board(["Forest"] * 3 + ["Timberpack Wolf"], [], hands=(["Howl of the Hunt"], []))
    wolf = obj(game, "Timberpack Wolf")
    game.state.objects[wolf].tapped = True
    game.state.changed()
    cast(game, "Howl of the Hunt", wolf)
    resolve(game)
    assert not game.state.objects[wolf].tapped
    assert chars(game, wolf).power == 4 and "vigilance" in chars(game, wolf).keywords


@plays("Gift of the Deity", "condition.static_prefix", "static.restrict")
def test_509_1c_gift_of_the_deity_a_green_creature_must_be_blocked_by_all_able():
    game = board(["Grizzly Bears"], ["Hill Giant", "Eager Cadet"], step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    _attach(game, "Gift of the Deity", bears)
    assert chars(game, bears).power == 3 and "deathtouch" not in chars(game, bears).keywords
    _to_blocks(game, bears)
    giant, cadet = obj(game, "Hill Giant"), obj(game, "Eager Cadet")
    with pytest.raises(IllegalAction):
        game.act(Action("block", 1, choice=()))
    game.act(Action("block", 1, choice=((giant, bears), (cadet, bears))))
