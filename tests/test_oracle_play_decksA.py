"""Play tests for constructs the corpus decks needed (issue 17, part A): the chain spells'
copies (CR 707.10), damage to what an attacker attacks (506.2), "any target that was dealt
damage this turn" (115.4), a granted replacement (614.1a), "you untap all lands you
control" (701.21a), -X/-X by life total (611.3a), an opponent's choice from your graveyard
(608.2d), the sacrificed creature's toughness (608.2h), "assigns no combat damage" (510.1a),
damage divided evenly (608.2b), Gideon Jura's attack requirement (508.1d), "any opponent
may" (101.4), cards exiled with a creature (607.2a) and casting an opponent's exiled card
(601.3)."""

import pytest
from boards import board, ids
from test_oracle_play import (
    ALICE,
    BOB,
    activate,
    cast,
    chars,
    grave,
    hand,
    life,
    names,
    obj,
    plays,
    resolve,
)

from tolaria import IllegalAction
from tolaria.cards.oracle.targeting import ANY_NUMBER
from tolaria.cards.registry import card_def
from tolaria.data.actions import Action
from tolaria.rules.effects.library import may_play
from tolaria.rules.zones import create_object


def answer(game, choice):
    game.act(Action("choose", game.decision.player, choice=(choice,)))


@plays("Chain Lightning", "copy.chain", "effect.damage")
def test_707_10_chain_lightning_that_player_pays_and_copies_it_back():
    game = board(["Mountain"], ["Mountain", "Mountain", "Mountain"],
                 hands=(["Chain Lightning"], []))
    cast(game, "Chain Lightning", BOB)
    resolve(game)
    assert life(game, 1) == 17
    assert game.decision.kind == "yes_no" and game.decision.player == 1   # CR 608.2h: Bob
    answer(game, "yes")                                  # Bob pays {R}{R}
    assert game.decision.kind == "yes_no" and game.decision.player == 1
    answer(game, "yes")                                  # and copies it (CR 707.10)
    assert game.decision.kind == "new_targets" and game.decision.player == 1
    game.act(next(a for a in game.legal_actions() if a.targets == (ALICE,)))  # 707.10c
    assert game.state.objects[game.state.stack[-1]].controller == 1
    resolve(game)                        # Alice can't pay {R}{R}: no choice is offered
    assert life(game, 0) == 17 and game.decision.kind == "priority"
    assert grave(game, 0) == ["Chain Lightning"]         # the copy ceased to exist (707.10a)


@plays("Chain Lightning", "copy.chain")
def test_707_10_chain_lightning_at_a_creature_its_controller_may_decline():
    game = board(["Mountain"], ["Grizzly Bears", "Mountain", "Mountain"],
                 hands=(["Chain Lightning"], []))
    cast(game, "Chain Lightning", obj(game, "Grizzly Bears"))
    resolve(game)
    assert game.decision.kind == "yes_no" and game.decision.player == 1   # its controller
    answer(game, "no")
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1) and life(game, 0) == 20
    assert not game.state.stack


@plays("Chain of Vapor", "copy.chain", "effect.sacrifice_choice")
def test_707_10_chain_of_vapor_the_bounced_permanents_controller_sacrifices_a_land():
    game = board(["Island", "Grizzly Bears"], ["Hill Giant", "Swamp"],
                 hands=(["Chain of Vapor"], []))
    cast(game, "Chain of Vapor", obj(game, "Hill Giant"))
    resolve(game)
    assert "Hill Giant" in hand(game, 1)
    assert game.decision.kind == "yes_no" and game.decision.player == 1   # LKI (608.2h)
    answer(game, "yes")                                  # sacrifices the Swamp
    answer(game, "yes")                                  # and copies it at the Bears
    assert "Swamp" in grave(game, 1)
    if game.decision.kind == "new_targets":
        bears = obj(game, "Grizzly Bears")
        game.act(next(a for a in game.legal_actions() if a.targets == (("object", bears),)))
    resolve(game)
    assert "Grizzly Bears" in hand(game, 0)
    assert game.decision.kind == "yes_no" and game.decision.player == 0   # now Alice may
    answer(game, "no")
    assert "Island" in names(game) and not game.state.stack


@plays("Chain of Plasma", "copy.chain", "effect.damage")
def test_707_10_chain_of_plasma_needs_a_card_to_discard():
    game = board(["Mountain", "Mountain"], [], hands=(["Chain of Plasma"], []))
    cast(game, "Chain of Plasma", BOB)
    resolve(game)
    assert life(game, 1) == 17 and not game.state.stack      # Bob's hand is empty
    assert game.decision.kind == "priority"


def settle(game):
    """Resolve the stack, taking the first legal answer to any other decision."""
    while game.state.stack or game.decision.kind != "priority":
        if game.decision.kind == "priority":
            game.act(Action("pass", game.decision.player))
        else:
            game.act(game.legal_actions()[0])


@plays("Hellrider", "player.attacked_player_or_planeswalker")
def test_506_2_hellrider_pings_what_each_attacker_attacks():
    game = board(["Hellrider", "Grizzly Bears"], [], step="declare attackers")
    jace = create_object(game.state, card_def("Jace Beleren"), 1, "battlefield").id
    game.state.objects[jace].counters["loyalty"] = 3
    game.state.changed()
    hellrider, bears = obj(game, "Hellrider"), obj(game, "Grizzly Bears")
    game.act(Action("attack", 0, choice=((hellrider, BOB), (bears, ("object", jace)))))
    settle(game)
    assert life(game, 1) == 19                              # Hellrider's attack: Bob
    assert game.state.objects[jace].counters.get("loyalty") == 2   # the Bears': Jace


@plays("Scorch Spitter", "player.attacked_player_or_planeswalker")
def test_508_1b_scorch_spitter_pings_the_player_it_attacks():
    game = board(["Scorch Spitter"], [], step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Scorch Spitter"), BOB),)))
    settle(game)
    assert life(game, 1) == 19


@plays("Needle Drop", "target.damaged_this_turn")
def test_115_4_needle_drop_targets_only_what_was_dealt_damage_this_turn():
    game = board(["Mountain", "Mountain"], ["Grizzly Bears"],
                 hands=(["Needle Drop", "Shock"], []))
    bears = obj(game, "Grizzly Bears")
    for target in (BOB, bears, ALICE):
        with pytest.raises(IllegalAction):               # nothing was dealt damage yet
            cast(game, "Needle Drop", target)
    cast(game, "Shock", BOB)
    resolve(game)
    with pytest.raises(IllegalAction):                   # CR 120.3: the Bears weren't
        cast(game, "Needle Drop", bears)
    cast(game, "Needle Drop", BOB)
    resolve(game)
    assert life(game, 1) == 17 and hand(game) == ["Wastes"]


@plays("Can't Stay Away", "delayed.gains_forever", "static.granted")
def test_614_1a_cant_stay_away_the_returned_creature_is_exiled_if_it_would_die():
    game = board(["Plains", "Swamp", "Mountain"], [], hands=(["Can't Stay Away", "Shock"], []))
    bears = create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard").id
    cast(game, "Can't Stay Away", bears)
    resolve(game)
    back = obj(game, "Grizzly Bears")
    cast(game, "Shock", back)
    resolve(game)
    assert "Grizzly Bears" not in grave(game) and "Grizzly Bears" not in names(game)
    exiled = [game.state.objects[i].name for i in game.state.players[0].exile]
    assert "Grizzly Bears" in exiled                      # CR 614.1a, 611.2c


@plays("Sword of Feast and Famine", "effect.discard", "effect.tap_all")
def test_701_21a_sword_of_feast_and_famine_discard_and_untap_all_your_lands():
    game = board(["Grizzly Bears", "Island", "Island"], [], hands=([], ["Forest"]),
                 step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    sword = create_object(game.state, card_def("Sword of Feast and Famine"), 0, "battlefield")
    sword.attached_to = bears
    for land in (obj(game, "Island"), obj(game, "Island", 1)):
        game.state.objects[land].tapped = True
    game.state.changed()
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    settle(game)
    while game.state.step != "end of combat":
        game.act(Action("pass", game.decision.player))
        settle(game)
    assert life(game, 1) == 16 and grave(game, 1) == ["Forest"]     # CR 701.8a
    assert not any(game.state.objects[obj(game, "Island", n)].tapped for n in (0, 1))


@plays("Death's Shadow", "quantity.static_pump", "quantity.where_x", "quantity.life_total")
def test_611_3a_deaths_shadow_shrinks_by_your_life_total_as_it_changes():
    game = board([], ["Mountain"], hands=([], ["Shock"]))
    game.state.players[0].life = 10
    shadow = create_object(game.state, card_def("Death's Shadow"), 0, "battlefield").id
    game.state.changed()
    assert (chars(game, shadow).power, chars(game, shadow).toughness) == (3, 3)
    game.act(Action("pass", 0))
    cast(game, "Shock", ALICE, player=1)
    resolve(game)
    assert life(game, 0) == 8 and chars(game, shadow).toughness == 5     # CR 611.3a
    game.state.players[0].life = 13
    game.state.changed()
    game.act(Action("pass", game.decision.player))
    assert "Death's Shadow" in grave(game)               # 0 toughness (CR 704.5f)


@plays("Tasigur, the Golden Fang", "graveyard.return_choice", "graveyard.opponents_choice")
def test_608_2d_tasigur_an_opponent_chooses_the_nonland_card_returned():
    game = board(["Tasigur, the Golden Fang", "Forest", "Forest", "Island", "Island"], [])
    for name in ("Lightning Bolt", "Mountain", "Grizzly Bears"):
        create_object(game.state, card_def(name), 0, "graveyard")
    game.state.changed()
    activate(game, obj(game, "Tasigur, the Golden Fang"))
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 1      # Bob chooses
    options = {game.state.objects[o].name for o in game.decision.options}
    assert "Mountain" not in options and {"Lightning Bolt", "Grizzly Bears"} <= options
    bolt = next(o for o in game.decision.options
                if game.state.objects[o].name == "Lightning Bolt")
    answer(game, bolt)
    assert hand(game) == ["Lightning Bolt"]


@plays("Devour Flesh", "effect.sacrifice_choice", "phrase.that_sacrificed")
def test_608_2h_devour_flesh_that_player_gains_the_sacrificed_creatures_toughness():
    game = board(["Swamp", "Swamp"], ["Hill Giant", "Grizzly Bears"],
                 hands=(["Devour Flesh"], []))
    game.state.players[1].life = 10
    cast(game, "Devour Flesh", BOB)
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 1   # their choice
    answer(game, obj(game, "Hill Giant"))
    assert "Hill Giant" in grave(game, 1) and life(game, 1) == 13         # its toughness
    assert life(game, 0) == 20


@plays("Tribute to Hunger", "phrase.that_sacrificed")
def test_701_17a_tribute_to_hunger_you_gain_the_sacrificed_creatures_toughness():
    game = board(["Swamp"] * 3, ["Hill Giant"], hands=(["Tribute to Hunger"], []))
    game.state.players[0].life = 10
    cast(game, "Tribute to Hunger", BOB)
    resolve(game)
    assert "Hill Giant" in grave(game, 1) and life(game, 0) == 13


@plays("Goblin Vandal", "effect.assigns_no_combat_damage", "trigger.may_pay")
def test_510_1a_goblin_vandal_destroys_an_artifact_and_assigns_no_combat_damage():
    game = board(["Goblin Vandal", "Mountain"], ["Ornithopter", "Sol Ring"],
                 step="declare attackers")
    vandal = obj(game, "Goblin Vandal")
    game.act(Action("attack", 0, choice=((vandal, BOB),)))
    sol = obj(game, "Sol Ring")
    while game.decision.kind != "yes_no":             # no block; the trigger resolves
        if game.decision.kind == "blockers":
            game.act(Action("block", 1, choice=()))
        elif game.decision.kind == "priority":
            game.act(Action("pass", game.decision.player))
        elif game.decision.kind == "targets":
            game.act(next(a for a in game.legal_actions() if a.targets == (("object", sol),)))
        else:
            game.act(game.legal_actions()[0])
    answer(game, "yes")                               # pay {R}
    settle(game)
    while game.state.step != "end of combat":
        game.act(Action("pass", game.decision.player))
        settle(game)
    assert "Sol Ring" in grave(game, 1) and life(game, 1) == 20


def padded(*targets):
    """Fireball's targets: the ones chosen, then the unchosen "any number of" (601.2c)."""
    return targets + (None,) * (ANY_NUMBER - len(targets))


@plays("Fireball", "target.divided_evenly", "target.any_number")
def test_608_2b_fireball_divides_evenly_over_the_targets_chosen():
    game = board(["Mountain"] * 6, ["Grizzly Bears", "Hill Giant"], hands=(["Fireball"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    with pytest.raises(IllegalAction):                # {5}{R} + {1} per extra target (601.2f)
        cast(game, "Fireball", *padded(BOB, bears, giant), x=5)
    cast(game, "Fireball", *padded(BOB, giant), x=4)           # {4}{R}{1}: 2 damage each
    resolve(game)
    assert life(game, 1) == 18 and "Hill Giant" not in grave(game, 1)
    assert game.state.objects[giant].damage == 2


@plays("Fireball", "target.divided_evenly")
def test_608_2b_fireball_an_illegal_target_does_not_enlarge_the_others_share():
    game = board(["Mountain"] * 6, ["Grizzly Bears", "Island"],
                 hands=(["Fireball"], ["Unsummon"]))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Fireball", *padded(BOB, bears), x=4)       # 2 each (4 // 2)
    game.act(Action("pass", 0))
    cast(game, "Unsummon", bears, player=1)
    resolve(game)
    assert life(game, 1) == 18


@plays("Gideon Jura", "effect.attack_this_walker_next_turn")
def test_508_1d_gideon_jura_creatures_attack_him_during_that_players_next_turn():
    game = board(["Grizzly Bears"], ["Grizzly Bears", "Hill Giant"])
    gideon = create_object(game.state, card_def("Gideon Jura"), 0, "battlefield")
    gideon.counters["loyalty"], gideon.since = 6, 0
    game.state.changed()
    activate(game, gideon.id, BOB)
    resolve(game)
    assert game.state.objects[gideon.id].counters["loyalty"] == 8
    while not (game.state.active == 1 and game.decision.kind == "attackers"):
        d = game.decision
        if d.kind == "attackers":
            game.act(Action("attack", d.player, choice=()))        # Alice's own turn: free
        elif d.kind == "blockers":
            game.act(Action("block", d.player, choice=()))
        elif d.kind == "priority":
            game.act(Action("pass", d.player))
        else:
            game.act(game.legal_actions()[0])
    bears, giant = ids(game, "Grizzly Bears")[1], obj(game, "Hill Giant")
    walker = ("object", gideon.id)
    for choice in ((), ((bears, ALICE), (giant, walker)), ((giant, walker),)):
        with pytest.raises(IllegalAction):                # CR 508.1d: both, at Gideon
            game.act(Action("attack", 1, choice=choice))
    game.act(Action("attack", 1, choice=((bears, walker), (giant, walker))))
    settle(game)
    while game.state.active == 1:                         # the effect ends with that turn
        d = game.decision
        if d.kind == "blockers":
            game.act(Action("block", d.player, choice=()))
        elif d.kind == "priority":
            game.act(Action("pass", d.player))
        else:
            game.act(game.legal_actions()[0])
    assert not any(part.op == "attack_requirement" for e in game.state.effects
                   for part in e.parts)                   # CR 611.2a


@plays("Desecration Demon", "condition.any_player_may", "effect.sacrifice_choice")
def test_101_4_desecration_demon_an_opponent_may_sacrifice_a_creature_to_tap_it():
    game = board(["Desecration Demon"], ["Grizzly Bears"])
    demon = obj(game, "Desecration Demon")
    while game.decision.kind != "yes_no":             # beginning of combat: the trigger
        game.act(Action("pass", game.decision.player))
    assert game.decision.player == 1                  # the opponent chooses (CR 608.2d)
    answer(game, "yes")
    assert "Grizzly Bears" in grave(game, 1)
    assert game.state.objects[demon].tapped
    assert game.state.objects[demon].counters.get("+1/+1") == 1


@plays("Desecration Demon", "condition.any_player_may")
def test_608_2d_desecration_demon_no_one_sacrifices_nothing_happens():
    game = board(["Desecration Demon"], ["Grizzly Bears"])
    demon = obj(game, "Desecration Demon")
    while game.decision.kind != "yes_no":
        game.act(Action("pass", game.decision.player))
    answer(game, "no")
    assert not game.state.objects[demon].tapped and "Grizzly Bears" in names(game)


@plays("Nightveil Specter", "library.exiles_top_card", "library.play_exiled_with")
def test_607_2a_nightveil_specter_plays_the_cards_it_exiled():
    game = board(["Nightveil Specter", "Swamp", "Forest"], [], step="declare attackers")
    bears = create_object(game.state, card_def("Grizzly Bears"), 1, "library")   # on top
    game.state.changed()
    specter = obj(game, "Nightveil Specter")
    game.act(Action("attack", 0, choice=((specter, BOB),)))
    while game.state.step != "postcombat main" or game.decision.kind != "priority":
        d = game.decision
        if d.kind == "blockers":
            game.act(Action("block", d.player, choice=()))
        elif d.kind == "priority":
            game.act(Action("pass", d.player))
        else:
            game.act(game.legal_actions()[0])
    exiled = game.state.players[1].exile
    assert [game.state.objects[i].name for i in exiled] == ["Grizzly Bears"]
    card = exiled[0]
    assert bears.id != card                                 # a new object (CR 400.7)
    assert not may_play(game.state, 1, game.state.objects[card])      # Bob may not
    game.act(Action("cast", 0, card))                       # Alice casts it (CR 601.3)
    resolve(game)
    assert game.state.objects[obj(game, "Grizzly Bears")].controller == 0


@plays("Ragavan, Nimble Pilferer", "library.impulse")
def test_601_3_ragavan_exiles_their_top_card_and_may_cast_it_this_turn():
    game = board(["Ragavan, Nimble Pilferer", "Forest"], [], step="declare attackers")
    create_object(game.state, card_def("Llanowar Elves"), 1, "library")       # on top
    game.state.changed()
    game.act(Action("attack", 0, choice=((obj(game, "Ragavan, Nimble Pilferer"), BOB),)))
    while game.state.step != "postcombat main" or game.decision.kind != "priority":
        d = game.decision
        if d.kind == "blockers":
            game.act(Action("block", d.player, choice=()))
        elif d.kind == "priority":
            game.act(Action("pass", d.player))
        else:
            game.act(game.legal_actions()[0])
    assert "Treasure" in names(game)
    elves = game.state.players[1].exile[0]
    assert game.state.objects[elves].name == "Llanowar Elves"
    game.act(Action("cast", 0, elves))                      # Alice casts Bob's card
    resolve(game)
    assert game.state.objects[obj(game, "Llanowar Elves")].controller == 0


@plays("Ragavan, Nimble Pilferer", "library.impulse")
def test_305_9_ragavan_a_land_exiled_this_way_cant_be_played():
    game = board(["Ragavan, Nimble Pilferer"], [], step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Ragavan, Nimble Pilferer"), BOB),)))
    while game.state.step != "postcombat main" or game.decision.kind != "priority":
        d = game.decision
        if d.kind == "blockers":
            game.act(Action("block", d.player, choice=()))
        elif d.kind == "priority":
            game.act(Action("pass", d.player))
        else:
            game.act(game.legal_actions()[0])
    wastes = game.state.players[1].exile[0]                 # Bob's top card: a land
    assert not may_play(game.state, 0, game.state.objects[wastes])
