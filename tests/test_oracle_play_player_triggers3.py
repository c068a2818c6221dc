"""Triggers on what a player does, played (CR 603.2): "whenever you attack with one or more
<creatures>", and the other player-event families of `tolaria.cards.oracle.trigger_events`
read here.
"""

from __future__ import annotations

from boards import board, declare_attackers, ids
from test_oracle_play import (
    ALICE,
    BOB,
    activate,
    cast,
    chars,
    hand,
    in_hand,
    life,
    obj,
    plays,
    resolve,
)

from tolaria import Action


def settle(game) -> None:
    """Resolve the stack, answering each other decision with its first legal answer."""
    while game.state.stack or game.decision.kind == "order_triggers":
        d = game.decision
        game.act(Action("pass", d.player) if d.kind == "priority" else game.legal_actions()[0])


# -- "Whenever you attack with one or more / N or more <creatures>" (CR 508.1, 508.3d) -------

@plays("Varina, Lich Queen", "trigger.attack_with", "quantity.attackers")
def test_508_3d_attack_with_one_or_more_zombies_counts_only_the_zombies():
    game = board(["Varina, Lich Queen", "Walking Corpse", "Walking Corpse", "Grizzly Bears"],
                 [], step="declare attackers")
    corpses = [obj(game, "Walking Corpse"), obj(game, "Walking Corpse", 1)]
    before = life(game, 0)
    declare_attackers(game, *corpses, obj(game, "Grizzly Bears"))
    assert len(game.state.stack) == 1                  # once for the declaration
    settle(game)
    assert life(game, 0) == before + 2                 # "that much": the two Zombies
    assert len(game.state.players[0].graveyard) == 2   # drew two, discarded two


@plays("Varina, Lich Queen", "trigger.attack_with")
def test_508_3d_attack_with_no_zombie_does_not_trigger():
    game = board(["Varina, Lich Queen", "Grizzly Bears"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Grizzly Bears"))
    assert not game.state.stack


@plays("Tide Skimmer", "trigger.attack_with")
def test_508_3d_attack_with_two_or_more_creatures_with_flying():
    game = board(["Tide Skimmer", "Suntail Hawk", "Grizzly Bears"], [],
                 step="declare attackers")
    declare_attackers(game, obj(game, "Suntail Hawk"), obj(game, "Grizzly Bears"))
    assert not game.state.stack                        # one flier is not two
    game = board(["Tide Skimmer", "Suntail Hawk"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Suntail Hawk"), obj(game, "Tide Skimmer"))
    assert len(game.state.stack) == 1
    settle(game)
    assert len(hand(game)) == 1


@plays("Jolene, Plundering Pugilist", "trigger.attack_with")
def test_508_3d_attack_with_a_creature_with_power_4_or_greater():
    game = board(["Jolene, Plundering Pugilist", "Grizzly Bears"], [],
                 step="declare attackers")
    declare_attackers(game, obj(game, "Grizzly Bears"))
    assert not game.state.stack                        # power 2
    game = board(["Jolene, Plundering Pugilist", "Craw Wurm", "Grizzly Bears"], [],
                 step="declare attackers")
    declare_attackers(game, obj(game, "Craw Wurm"), obj(game, "Grizzly Bears"))
    settle(game)
    assert obj(game, "Treasure") is not None


@plays("Amazing Alliance", "trigger.attack_with", "quantity.attackers")
def test_508_3d_attack_with_legendary_creatures_gain_that_much_life():
    game = board(["Amazing Alliance", "Jolene, Plundering Pugilist",
                  "Isamaru, Hound of Konda", "Grizzly Bears"], [], step="declare attackers")
    before = life(game, 0)
    declare_attackers(game, obj(game, "Jolene, Plundering Pugilist"), obj(game, "Isamaru, Hound of Konda"),
           obj(game, "Grizzly Bears"))
    settle(game)
    assert life(game, 0) == before + 2                 # the two legendary attackers


# -- "Whenever <a player> discards a <kind of> card" (CR 701.8a, 603.2) ----------------------

def mind_rot_bob(alice: list[str], bob_hand: list[str], discarded: list[str]):
    """Alice casts Mind Rot at Bob, who discards `discarded`."""
    game = board(alice + ["Swamp"] * 3, [], hands=(["Mind Rot"], bob_hand))
    cast(game, "Mind Rot", BOB)
    resolve(game)
    assert game.decision.kind == "discard" and game.decision.player == 1
    bob = game.state.players[1]
    game.act(Action("choose", 1, choice=tuple(
        next(oid for oid in bob.hand if game.state.objects[oid].name == name)
        for name in discarded)))
    return game


@plays("Waste Not", "trigger.discard_kind")
def test_701_8a_waste_not_each_kind_of_card_an_opponent_discards():
    game = mind_rot_bob(["Waste Not"], ["Grizzly Bears", "Forest", "Shock"],
                        ["Grizzly Bears", "Forest"])
    assert len(game.state.pending) == 2               # creature card, land card; not Shock
    settle(game)
    assert len(ids(game, "Zombie")) == 1
    assert game.state.players[0].pool.count("B") == 2
    game = mind_rot_bob(["Waste Not"], ["Grizzly Bears", "Forest", "Shock"],
                        ["Shock", "Forest"])
    settle(game)
    assert not ids(game, "Zombie") and len(hand(game)) == 1     # Shock: draw a card


@plays("Bone Miser", "trigger.discard_kind")
def test_701_8a_bone_miser_only_what_you_discard():
    game = mind_rot_bob(["Bone Miser"], ["Grizzly Bears", "Forest", "Shock"],
                        ["Grizzly Bears", "Forest"])
    assert not game.state.pending and not game.state.stack      # Bob discards, not Alice
    game = board(["Bone Miser", "Mary Read and Anne Bonny"], [],
                 hands=(["Grizzly Bears"], []))
    loot(game, "Grizzly Bears")
    assert len(ids(game, "Zombie")) == 1             # and no Treasure: not an Island card
    assert not ids(game, "Treasure")


def loot(game, name: str) -> None:
    """Mary Read and Anne Bonny's {T}: draw a card, then discard `name`."""
    activate(game, obj(game, "Mary Read and Anne Bonny"))
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    assert game.decision.kind == "discard"
    card = next(oid for oid in game.state.players[0].hand
                if game.state.objects[oid].name == name)
    game.act(Action("choose", 0, choice=(card,)))
    settle(game)


@plays("Mary Read and Anne Bonny", "trigger.discard_kind")
def test_701_8a_discard_an_island_pirate_or_vehicle_card():
    game = board(["Mary Read and Anne Bonny"], [], hands=(["Island", "Grizzly Bears"], []))
    loot(game, "Island")
    treasure = ids(game, "Treasure")
    assert len(treasure) == 1 and game.state.objects[treasure[0]].tapped


# -- "Whenever you gain [or lose] life during your turn" (CR 119.9, 119.3, 500) --------------

def gain_and_lose(game) -> None:
    """Alice gains 3 life (Healing Salve), then loses 2 (Sign in Blood)."""
    cast(game, "Healing Salve", ALICE)
    settle(game)
    cast(game, "Sign in Blood", ALICE)
    settle(game)


GAIN_AND_LOSE = (["Plains", "Swamp", "Swamp"], ["Healing Salve", "Sign in Blood"])


@plays("Wax-Wane Witness", "trigger.life_during")
def test_119_9_gain_or_lose_life_during_your_turn_each_event():
    game = board(["Wax-Wane Witness", *GAIN_AND_LOSE[0]], [], hands=(GAIN_AND_LOSE[1], []))
    witness = obj(game, "Wax-Wane Witness")
    gain_and_lose(game)
    assert chars(game, witness).power == 4            # once for the gain, once for the loss


@plays("Moonstone Harbinger", "trigger.life_during", "trigger.once_each_turn")
def test_119_9_gain_or_lose_life_only_once_each_turn():
    game = board(["Moonstone Harbinger", *GAIN_AND_LOSE[0]], [],
                 hands=(GAIN_AND_LOSE[1], []))
    harbinger = obj(game, "Moonstone Harbinger")
    gain_and_lose(game)
    assert chars(game, harbinger).power == 2          # 1 + 1: the loss didn't trigger again


@plays("Vampire Scrivener", "trigger.life_during")
def test_500_gain_life_during_your_turn_not_an_opponents():
    game = board(["Plains"], ["Vampire Scrivener", "Plains"],
                 hands=(["Healing Salve"], ["Healing Salve"]))
    scrivener = obj(game, "Vampire Scrivener")
    game.act(Action("pass", 0))
    cast(game, "Healing Salve", BOB, player=1)        # Bob gains life during Alice's turn
    settle(game)
    assert life(game, 1) == 23 and not game.state.objects[scrivener].counters


@plays("Cat Collector", "trigger.life_during")
def test_119_9_gain_life_for_the_first_time_during_each_of_your_turns():
    game = board(["Cat Collector", "Plains", "Plains"], [],
                 hands=(["Healing Salve", "Healing Salve"], []))
    for _ in range(2):
        cast(game, "Healing Salve", ALICE)
        settle(game)
    assert life(game, 0) == 26 and len(ids(game, "Cat")) == 1


# -- "Whenever you activate a boast / an exhaust ability" (CR 702.142a, 602.2i) --------------

@plays("Rangers' Refueler", "trigger.activates_labelled", "keyword.exhaust")
def test_602_2i_activate_an_exhaust_ability_not_another_ability():
    game = board(["Rangers' Refueler", "Grizzly Bears"], [])
    refueler = obj(game, "Rangers' Refueler")
    activate(game, refueler, index=1, costs=(obj(game, "Grizzly Bears"),))     # crew 2
    assert len(game.state.stack) == 1                 # crew only: not an exhaust ability
    settle(game)
    game.state.players[0].pool.add_text("{4}")
    activate(game, refueler, index=0)                 # Exhaust — {4}
    assert len(game.state.stack) == 2
    settle(game)
    assert len(hand(game)) == 1
    assert game.state.objects[refueler].counters == {"+1/+1": 1}


@plays("Frenzied Raider", "trigger.activates_labelled")
@plays("Usher of the Fallen", "keyword.boast")
def test_702_142a_activate_a_boast_ability():
    game = board(["Frenzied Raider", "Usher of the Fallen"], [], step="declare attackers")
    usher = obj(game, "Usher of the Fallen")
    declare_attackers(game, usher)
    game.state.players[0].pool.add_text("{1}{W}")
    activate(game, usher)                             # Boast — {1}{W}
    settle(game)
    assert len(ids(game, "Human Warrior")) == 1
    assert game.state.objects[obj(game, "Frenzied Raider")].counters == {"+1/+1": 1}


# -- "Whenever you sacrifice <this> or another creature / one or more ..." (CR 701.17a) ------

def seer_sacrifices(game, name: str) -> None:
    """Viscera Seer's "Sacrifice a creature: Scry 1", sacrificing `name`."""
    activate(game, obj(game, "Viscera Seer"), costs=(obj(game, name),))
    settle(game)


@plays("Kingpin, Wilson Fisk", "trigger.sacrifice_more", "trigger.once_each_turn")
def test_603_10a_sacrifice_this_or_another_creature_once_each_turn():
    game = board(["Kingpin, Wilson Fisk", "Viscera Seer", "Grizzly Bears"], [])
    seer_sacrifices(game, "Grizzly Bears")
    assert len(ids(game, "Treasure")) == 2
    seer_sacrifices(game, "Kingpin, Wilson Fisk")
    assert len(ids(game, "Treasure")) == 2            # only once each turn
    game = board(["Kingpin, Wilson Fisk", "Viscera Seer"], [])
    seer_sacrifices(game, "Kingpin, Wilson Fisk")    # it looks back in time (603.10a)
    assert len(ids(game, "Treasure")) == 2


@plays("Forge Boss", "trigger.sacrifice_more")
def test_603_2c_sacrifice_one_or_more_other_creatures():
    game = board(["Forge Boss", "Viscera Seer", "Grizzly Bears"], [])
    seer_sacrifices(game, "Forge Boss")               # not another creature
    assert life(game, 1) == 20
    game = board(["Forge Boss", "Viscera Seer", "Grizzly Bears"], [])
    seer_sacrifices(game, "Grizzly Bears")
    assert life(game, 1) == 18


# -- "Whenever you play a land or cast a spell" / "you play an Island" (CR 305.1, 601.2i) ----

@plays("Infernal Sovereign", "trigger.play_or_cast")
def test_305_1_play_a_land_or_cast_a_spell_each_event():
    game = board(["Infernal Sovereign", "Swamp"], [], hands=(["Swamp", "Duress"], []))
    game.act(Action("play", 0, in_hand(game, "Swamp")))
    settle(game)
    assert life(game, 0) == 19 and len(hand(game)) == 2        # Duress and the card drawn
    cast(game, "Duress", BOB)
    settle(game)
    assert life(game, 0) == 18


@plays("Jokulmorder", "trigger.play_or_cast")
def test_305_1_play_an_island_not_another_land():
    game = board(["Jokulmorder"], [], hands=(["Forest", "Island"], []))
    jokulmorder = obj(game, "Jokulmorder")
    game.state.objects[jokulmorder].tapped = True
    game.act(Action("play", 0, in_hand(game, "Forest")))
    assert not game.state.pending and not game.state.stack
    game = board(["Jokulmorder"], [], hands=(["Island"], []))
    jokulmorder = obj(game, "Jokulmorder")
    game.state.objects[jokulmorder].tapped = True
    game.act(Action("play", 0, in_hand(game, "Island")))
    while game.decision.kind == "priority" and game.state.stack:
        game.act(Action("pass", game.decision.player))
    assert game.decision.kind == "yes_no"
    game.act(Action("choose", 0, choice=("yes",)))
    assert not game.state.objects[jokulmorder].tapped


# -- "Whenever you get one or more {E} [during your turn]" (CR 122.1, 107.14, 603.2c) --------

@plays("Territorial Gorger", "trigger.get_energy")
@plays("Brotherhood Scribe", "trigger.get_energy")
def test_122_1_get_one_or_more_energy_once_for_the_event():
    game = board(["Territorial Gorger", "Brotherhood Scribe"], [],
                 hands=(["Aether Hub"], []))
    gorger = obj(game, "Territorial Gorger")
    game.act(Action("play", 0, in_hand(game, "Aether Hub")))
    settle(game)                                      # Aether Hub: you get {E}
    assert game.state.players[0].energy == 1
    assert chars(game, gorger).power == 2 + 2 + 1     # +2/+2, and the Scribe's +1/+1
    assert chars(game, gorger).toughness == 2 + 2 + 1
