"""Spell and ability effect sentences played (fifth list): "that card's mana value / power /
toughness" in a triggered ability about its one target card in a graveyard, as it last
existed (CR 608.2h, 400.7); and about the card just revealed from the top of your library,
read as the instruction happens (CR 401.5, 608.2h)."""

from __future__ import annotations

import pytest
from boards import board, declare_attackers
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

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object, move


def _in_graveyard(game, name: str, owner: int = 0) -> int:
    return create_object(game.state, card_def(name), owner, "graveyard").id


def _target(game, card: int) -> None:
    """Answer the trigger's target choice (made for Alice when it's the only legal one)."""
    if game.decision.kind == "targets":
        choose_targets(game, card)


def _scry_keep(game, first: int | None = None) -> None:
    """Scry: nothing more on the bottom; `first` (else any) as the top card (CR 701.22a)."""
    choose(game, "done")
    while game.decision.kind == "choose":
        options = game.decision.options
        choose(game, first if first in options else options[0])


def _on_top(game, name: str, owner: int = 0) -> int:
    return create_object(game.state, card_def(name), owner, "library").id


# -- "that card's ..." about the one target card in a graveyard (CR 608.2h) -----------------

@plays("Razor Hippogriff", "quantity.mana_value")
def test_608_2h_razor_hippogriff_gains_the_returned_artifact_cards_mana_value():
    """"When this creature enters, return target artifact card from your graveyard to your
    hand. You gain life equal to that card's mana value.": Juggernaut (mana value 4)
    returns; Alice gains 4, not Sol Ring's 1."""
    game = board(["Plains"] * 5, [], hands=(["Razor Hippogriff"], []))
    juggernaut = _in_graveyard(game, "Juggernaut")
    _in_graveyard(game, "Sol Ring")
    cast(game, "Razor Hippogriff")
    resolve(game)
    _target(game, juggernaut)
    resolve(game)
    assert "Juggernaut" in hand(game) and grave(game) == ["Sol Ring"]
    assert life(game, 0) == 24


@plays("Rotfeaster Maggot")
def test_608_2h_rotfeaster_maggot_gains_the_exiled_cards_toughness():
    """"exile target creature card from a graveyard. You gain life equal to that card's
    toughness.": Craw Wurm (6/4) from Bob's graveyard: 4 life, its toughness, not its
    power (CR 208.1)."""
    game = board(["Swamp"] * 5, [], hands=(["Rotfeaster Maggot"], []))
    wurm = _in_graveyard(game, "Craw Wurm", owner=1)
    cast(game, "Rotfeaster Maggot")
    resolve(game)
    _target(game, wurm)
    resolve(game)
    assert grave(game, 1) == [] and "Craw Wurm" in [
        game.state.objects[i].name for i in game.state.players[1].exile]
    assert life(game, 0) == 24


@plays("Mirkwood Elk")
def test_608_2h_mirkwood_elk_attacks_and_gains_the_returned_elf_cards_power():
    """"Whenever this creature enters or attacks, return target Elf card from your graveyard
    to your hand. You gain life equal to that card's power.": it attacks; Elvish Warrior
    (2/3) returns: 2 life."""
    game = board(["Mirkwood Elk"], [])
    warrior = _in_graveyard(game, "Elvish Warrior")
    to_step(game, "declare attackers")
    declare_attackers(game, obj(game, "Mirkwood Elk"))
    _target(game, warrior)
    resolve(game)
    assert "Elvish Warrior" in hand(game)
    assert life(game, 0) == 22


@plays("Razor Hippogriff")
def test_608_2b_razor_hippogriff_gains_nothing_when_its_target_is_gone():
    """The target card leaves the graveyard before the trigger resolves: the ability has
    no legal target and doesn't resolve (CR 608.2b); no life is gained."""
    game = board(["Plains"] * 5, [], hands=(["Razor Hippogriff"], []))
    juggernaut = _in_graveyard(game, "Juggernaut")
    cast(game, "Razor Hippogriff")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                           # the Hippogriff resolves
    _target(game, juggernaut)
    assert len(game.state.stack) == 1                     # its trigger, on the stack
    move(game.state, game.state.objects[juggernaut], "exile")
    resolve(game)
    assert life(game, 0) == 20 and "Juggernaut" not in hand(game)


@plays("Phyrexian Delver", "quantity.mana_value")
def test_608_2h_phyrexian_delver_loses_the_returned_creature_cards_mana_value():
    """"return target creature card from your graveyard to the battlefield. You lose life
    equal to that card's mana value.": Craw Wurm (6) returns: Alice loses 6."""
    game = board(["Swamp"] * 5, [], hands=(["Phyrexian Delver"], []))
    wurm = _in_graveyard(game, "Craw Wurm")
    cast(game, "Phyrexian Delver")
    resolve(game)
    _target(game, wurm)
    resolve(game)
    assert "Craw Wurm" in names(game) and life(game, 0) == 14


@plays("Golbez, Crystal Collector", "phrase.quantity")
def test_608_2h_golbez_each_opponent_loses_the_returned_cards_power():
    """"At the beginning of your end step, if you control four or more artifacts, return
    target creature card from your graveyard to your hand. Then if you control eight or more
    artifacts, each opponent loses life equal to that card's power.": with eight artifacts,
    Craw Wurm (6/4) returns; Bob loses 6."""
    game = board(["Golbez, Crystal Collector"] + ["Sol Ring"] * 8, [])
    wurm = _in_graveyard(game, "Craw Wurm")
    to_step(game, "end")
    _target(game, wurm)
    resolve(game)
    assert "Craw Wurm" in hand(game) and life(game, 1) == 14


# -- "Reveal the top card of your library. ... that card's mana value" (CR 401.5) -----------

@plays("Sifter Wurm", "quantity.top_card", "library.reveal_top_if")
def test_608_2h_sifter_wurm_gains_the_revealed_top_cards_mana_value():
    """"scry 3, then reveal the top card of your library. You gain life equal to that
    card's mana value.": Alice keeps Craw Wurm (mana value 6) on top: 6 life; it stays
    there."""
    game = board(["Forest"] * 7, [], hands=(["Sifter Wurm"], []))
    wurm = _on_top(game, "Craw Wurm")
    cast(game, "Sifter Wurm")
    resolve(game)
    _scry_keep(game, wurm)                                # all stay, the Wurm on top
    resolve(game)
    assert life(game, 0) == 26
    assert game.state.players[0].library[-1] == wurm


@plays("Sifter Wurm", "quantity.top_card")
def test_701_22_sifter_wurm_reads_the_card_on_top_after_the_scry():
    """Alice scries Craw Wurm to the bottom: Hill Giant (mana value 4) is revealed: 4
    life (CR 701.22a, 608.2c)."""
    game = board(["Forest"] * 7, [], hands=(["Sifter Wurm"], []))
    giant = _on_top(game, "Hill Giant")
    wurm = _on_top(game, "Craw Wurm")
    cast(game, "Sifter Wurm")
    resolve(game)
    choose(game, wurm)
    _scry_keep(game, giant)
    resolve(game)
    assert life(game, 0) == 24
    assert game.state.players[0].library[0] == wurm


@plays("Interpret the Signs", "quantity.top_card", "quantity.cards_equal_to")
def test_608_2h_interpret_the_signs_draws_the_number_fixed_before_drawing():
    """"Draw cards equal to that card's mana value.": Hill Giant (4) is on top, Wastes
    under it; the number is fixed as the draw begins (CR 608.2h), so Alice draws 4 though
    the new top card has mana value 0."""
    game = board(["Island"] * 6, [], hands=(["Interpret the Signs"], []))
    giant = _on_top(game, "Hill Giant")
    cast(game, "Interpret the Signs")
    resolve(game)
    _scry_keep(game, giant)
    resolve(game)
    assert len(hand(game)) == 4 and "Hill Giant" in hand(game)


@plays("Putrid Cyclops", "quantity.top_card")
def test_608_2h_putrid_cyclops_gets_minus_x_fixed_as_the_ability_resolves():
    """"This creature gets -X/-X until end of turn, where X is that card's mana value.":
    Grizzly Bears (2) on top: a 1/1; drawing the Bears later doesn't change X (CR 608.2h,
    611.2c)."""
    game = board(["Swamp"] * 3, [], hands=(["Putrid Cyclops"], []))
    bears = _on_top(game, "Grizzly Bears")
    cast(game, "Putrid Cyclops")
    resolve(game)
    _scry_keep(game, bears)
    resolve(game)
    cyclops = obj(game, "Putrid Cyclops")
    assert (chars(game, cyclops).power, chars(game, cyclops).toughness) == (1, 1)
    game.state.players[0].library.pop()                   # the Bears leave the top
    game.state.changed()
    assert (chars(game, cyclops).power, chars(game, cyclops).toughness) == (1, 1)


@plays("Putrid Cyclops", "quantity.top_card")
def test_107_1b_putrid_cyclops_with_an_empty_library_x_is_zero():
    """No card on top: the quantity is 0 (CR 107.1b); the Cyclops stays 3/3."""
    game = board(["Swamp"] * 3, [], hands=(["Putrid Cyclops"], []), library=0)
    cast(game, "Putrid Cyclops")
    resolve(game)
    resolve(game)
    cyclops = obj(game, "Putrid Cyclops")
    assert (chars(game, cyclops).power, chars(game, cyclops).toughness) == (3, 3)


# -- "Target player can't play lands this turn." (CR 101.2, 305.1) -------------------------

def _can_play(game, name: str) -> bool:
    return any(a.kind == "play" and game.state.objects[a.object].name == name
               for a in game.legal_actions())


@plays("Turf Wound", "effect.cant_play_lands_this_turn")
def test_101_2_turf_wound_target_player_cant_play_lands_this_turn():
    """"Target player can't play lands this turn. Draw a card.": Alice targets herself; she
    can't play her Forest this turn ("can't" beats the land play she has, CR 101.2) and
    draws a card; on her next turn she can (the effect ended at cleanup, CR 514.2)."""
    game = board(["Mountain"] * 3, [], hands=(["Turf Wound", "Forest"], []))
    assert _can_play(game, "Forest")
    cast(game, "Turf Wound", ALICE)
    resolve(game)
    assert len(hand(game)) == 2 and not _can_play(game, "Forest")
    with pytest.raises(IllegalAction):
        game.act(Action("play", 0, in_hand(game, "Forest")))
    to_step(game, "end")
    to_step(game, "upkeep")                               # Bob's turn
    to_step(game, "precombat main")
    to_step(game, "upkeep")                               # Alice's next turn
    to_step(game, "precombat main")
    assert game.state.active == 0 and _can_play(game, "Forest")


@plays("Solfatara", "effect.cant_play_lands_this_turn")
def test_101_2_solfatara_only_the_target_player_is_stopped():
    """Alice casts Solfatara on Bob in his upkeep: Bob can't play a land that turn; Alice
    draws a card at the beginning of the next turn's upkeep."""
    game = board(["Mountain"] * 3, [], hands=(["Solfatara"], ["Forest"]))
    to_step(game, "upkeep")
    assert game.state.active == 1
    game.act(Action("pass", 1))
    cast(game, "Solfatara", BOB)
    resolve(game)
    to_step(game, "precombat main")
    assert game.state.active == 1 and not _can_play(game, "Forest")
    before = len(hand(game))
    to_step(game, "upkeep")                               # Alice's turn: the delayed draw
    resolve(game)
    assert game.state.active == 0 and len(hand(game)) == before + 1


@plays("Pardic Miner", "effect.cant_play_lands_this_turn")
def test_101_2_pardic_miner_sacrificed_stops_the_land_play():
    """"Sacrifice this creature: Target player can't play lands this turn.": Bob sacrifices
    it in Alice's upkeep; Alice can't play her Forest in her main phase."""
    game = board([], ["Pardic Miner"], hands=(["Forest"], []))
    for step in ("end", "upkeep", "end", "upkeep"):       # to Alice's next upkeep
        to_step(game, step)
    assert game.state.active == 0
    game.act(Action("pass", 0))
    activate(game, obj(game, "Pardic Miner"), ALICE, player=1)
    resolve(game)
    assert grave(game, 1) == ["Pardic Miner"]
    to_step(game, "precombat main")
    assert not _can_play(game, "Forest")


@plays("Stormchaser Chimera", "quantity.top_card")
def test_608_2h_stormchaser_chimera_gets_plus_x_from_the_revealed_card():
    """"{2}{U}{R}: Scry 1, then reveal the top card of your library. This creature gets
    +X/+0 until end of turn, where X is that card's mana value.": Hill Giant (4) on top:
    a 6/3."""
    game = board(["Stormchaser Chimera", "Island", "Island", "Mountain", "Mountain"], [])
    giant = _on_top(game, "Hill Giant")
    chimera = obj(game, "Stormchaser Chimera")
    activate(game, chimera)
    resolve(game)
    _scry_keep(game, giant)
    resolve(game)
    assert (chars(game, chimera).power, chars(game, chimera).toughness) == (6, 3)


# -- "Destroy all <Auras / Equipment> attached to <it>." (CR 301.5, 303.4, 701.8) ----------

def _attach(game, name: str, host: int, owner: int = 0) -> int:
    found = create_object(game.state, card_def(name), owner, "battlefield")
    found.attached_to = host
    found.since = owner
    game.state.changed()
    return found.id


@plays("Blastfire Bolt", "mass.destroy_attached")
def test_701_8_blastfire_bolt_destroys_the_equipment_attached_not_the_auras():
    """"Blastfire Bolt deals 5 damage to target creature. Destroy all Equipment attached to
    that creature.": Bob's Craw Wurm (6/4) with Bonesplitter and Holy Strength (a 8/6)
    survives; the Equipment is destroyed, the Aura isn't; another creature's Equipment
    stays."""
    game = board(["Mountain"] * 6, ["Craw Wurm", "Grizzly Bears"],
                 hands=(["Blastfire Bolt"], []))
    wurm, bears = obj(game, "Craw Wurm"), obj(game, "Grizzly Bears")
    _attach(game, "Bonesplitter", wurm, owner=1)
    other = _attach(game, "Bonesplitter", bears, owner=1)
    _attach(game, "Holy Strength", wurm, owner=1)
    cast(game, "Blastfire Bolt", wurm)
    resolve(game)
    assert grave(game, 1) == ["Bonesplitter"] and "Holy Strength" in names(game)
    assert game.state.objects[other].zone == "battlefield" and "Craw Wurm" in names(game)


@plays("Turn to Slag", "mass.destroy_attached")
def test_701_8_turn_to_slag_destroys_equipment_even_if_the_creature_survives():
    """Darksteel Colossus (indestructible) survives the 5 damage; its Equipment is still
    destroyed; an indestructible Darksteel Axe isn't (CR 702.12b)."""
    game = board(["Mountain"] * 5, ["Darksteel Colossus"], hands=(["Turn to Slag"], []))
    colossus = obj(game, "Darksteel Colossus")
    _attach(game, "Bonesplitter", colossus, owner=1)
    axe = _attach(game, "Darksteel Axe", colossus, owner=1)
    cast(game, "Turn to Slag", colossus)
    resolve(game)
    assert grave(game, 1) == ["Bonesplitter"]
    assert game.state.objects[axe].zone == "battlefield"


@plays("Strip Bare", "mass.destroy_attached")
def test_701_8_strip_bare_destroys_auras_and_equipment_attached_to_target_creature():
    """"Destroy all Auras and Equipment attached to target creature.": both go, at once;
    the creature stays."""
    game = board(["Plains"], ["Grizzly Bears"], hands=(["Strip Bare"], []))
    bears = obj(game, "Grizzly Bears")
    _attach(game, "Bonesplitter", bears, owner=1)
    _attach(game, "Holy Strength", bears, owner=1)
    cast(game, "Strip Bare", bears)
    resolve(game)
    assert sorted(grave(game, 1)) == ["Bonesplitter", "Holy Strength"]
    assert "Grizzly Bears" in names(game)


@plays("Street Sweeper", "mass.destroy_attached")
def test_701_8_street_sweeper_attacks_and_destroys_the_auras_on_target_land():
    """"Whenever this creature attacks, destroy all Auras attached to target land.": Bob's
    Forest with Wild Growth."""
    game = board(["Street Sweeper"], ["Forest"])
    forest = obj(game, "Forest")
    _attach(game, "Wild Growth", forest, owner=1)
    to_step(game, "declare attackers")
    declare_attackers(game, obj(game, "Street Sweeper"))
    _target(game, forest)
    resolve(game)
    assert grave(game, 1) == ["Wild Growth"] and "Forest" in names(game)


@plays("Treefolk Mystic", "mass.destroy_attached")
def test_603_2_treefolk_mystic_destroys_the_auras_on_the_creature_it_blocks():
    """"Whenever this creature blocks or becomes blocked by a creature, destroy all Auras
    attached to that creature.": Bob's Treefolk Mystic blocks Alice's Grizzly Bears with
    Holy Strength: the Aura on the Bears is destroyed (that creature: the other one)."""
    game = board(["Grizzly Bears"], ["Treefolk Mystic"])
    bears, mystic = obj(game, "Grizzly Bears"), obj(game, "Treefolk Mystic")
    _attach(game, "Holy Strength", bears)
    declare_attackers(game, bears)
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=((mystic, bears),)))
    resolve(game)
    assert grave(game, 0) == ["Holy Strength"]


# -- "Target player reveals a card at random from their hand. ... that card's mana value" ---

@plays("Ignite Memories", "library.reveal_random")
def test_701_16a_ignite_memories_deals_the_random_cards_mana_value():
    """"Target player reveals a card at random from their hand. Ignite Memories deals damage
    to that player equal to that card's mana value.": Bob's only card is Craw Wurm (6): 6
    damage; the card stays in his hand."""
    game = board(["Mountain"] * 5, [], hands=(["Ignite Memories"], ["Craw Wurm"]))
    cast(game, "Ignite Memories", BOB)
    resolve(game)
    assert life(game, 1) == 14 and hand(game, 1) == ["Craw Wurm"]


@plays("Ignite Memories", "library.reveal_random")
def test_701_16a_ignite_memories_one_of_the_cards_is_picked_by_the_game():
    """Two cards in Bob's hand: the damage is the mana value of one of them (CR 701.16a),
    and both stay in his hand."""
    game = board(["Mountain"] * 5, [], hands=(["Ignite Memories"], ["Craw Wurm", "Hill Giant"]))
    cast(game, "Ignite Memories", BOB)
    resolve(game)
    assert life(game, 1) in (14, 16) and sorted(hand(game, 1)) == ["Craw Wurm", "Hill Giant"]


@plays("Planeswalker's Mirth", "library.reveal_random")
def test_107_1b_planeswalkers_mirth_with_an_empty_hand_gains_nothing():
    """"{3}{W}: Target opponent reveals a card at random from their hand. You gain life
    equal to that card's mana value.": Bob's hand is empty: no card, 0 life (CR 107.1b);
    with Hill Giant there: 4."""
    game = board(["Planeswalker's Mirth"] + ["Plains"] * 8, [])
    mirth = obj(game, "Planeswalker's Mirth")
    activate(game, mirth, BOB)
    resolve(game)
    assert life(game, 0) == 20
    create_object(game.state, card_def("Hill Giant"), 1, "hand")
    activate(game, mirth, BOB)
    resolve(game)
    assert life(game, 0) == 24


@plays("Planeswalker's Fury", "library.reveal_random")
def test_701_16a_planeswalkers_fury_deals_damage_to_that_player():
    """"{3}{R}: Target opponent reveals a card at random from their hand. This enchantment
    deals damage equal to that card's mana value to that player.": Hill Giant (4)."""
    game = board(["Planeswalker's Fury"] + ["Mountain"] * 4, [], hands=((), ["Hill Giant"]))
    activate(game, obj(game, "Planeswalker's Fury"), BOB)
    resolve(game)
    assert life(game, 1) == 16
