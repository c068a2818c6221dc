"""Play tests for constructs the corpus decks needed (issue 17, part C: creatures,
midrange, energy, Commander): energy paid as an instruction resolves (CR 107.14), "if it
attacked or blocked this turn" (508.1, 509.1), copies that are "a 4/4 black Zombie"
(707.9b) and "each player who can't" (609.3)."""

import pytest
from boards import board, ids
from test_oracle_play import (
    ALICE,
    BOB,
    activate,
    cast,
    chars,
    choose,
    choose_targets,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.data.actions import Action
from tolaria.rules.zones import create_object


@plays("Harnessed Lightning", "energy.pay_any", "effect.damage")
def test_107_14_harnessed_lightning_pays_any_amount_of_energy_for_that_much_damage():
    game = board(["Mountain", "Mountain"], ["Colossal Dreadmaw"],
                 hands=(["Harnessed Lightning"], []))
    game.state.players[0].energy = 2
    cast(game, "Harnessed Lightning", obj(game, "Colossal Dreadmaw"))
    resolve(game)
    assert game.decision.kind == "choose"                # none to all five (CR 107.14)
    assert game.decision.options == tuple(f"{n} energy" for n in range(6))
    choose(game, "4 energy")
    assert game.state.players[0].energy == 1
    dreadmaw = game.state.objects[obj(game, "Colossal Dreadmaw")]
    assert dreadmaw.damage == 4                          # "that much damage" (6/6 lives)


@plays("Galvanic Discharge", "energy.pay_any", "effect.damage")
def test_107_14_galvanic_discharge_paying_nothing_deals_no_damage():
    game = board(["Mountain"], ["Grizzly Bears"], hands=(["Galvanic Discharge"], []))
    cast(game, "Galvanic Discharge", obj(game, "Grizzly Bears"))
    resolve(game)
    choose(game, "0 energy")
    assert game.state.players[0].energy == 3             # kept for later (CR 122.1)
    assert ids(game, "Grizzly Bears")
    game = board(["Mountain"], ["Grizzly Bears"], hands=(["Galvanic Discharge"], []))
    cast(game, "Galvanic Discharge", obj(game, "Grizzly Bears"))
    resolve(game)
    choose(game, "2 energy")
    assert not ids(game, "Grizzly Bears") and game.state.players[0].energy == 1


@plays("Aether Spike", "energy.pay_any", "condition.unless_pays")
def test_107_14_aether_spike_counts_each_energy_paid_this_way():
    game = board(["Island", "Island"], ["Mountain", "Mountain", "Mountain"],
                 hands=(["Aether Spike"], ["Shock"]))
    game.act("pass")
    cast(game, "Shock", ALICE, player=1)
    game.act("pass")                          # Bob passes (CR 117.3c); Alice responds
    cast(game, "Aether Spike", game.state.stack[-1])
    resolve(game)
    choose(game, "2 energy")                  # Bob has two Mountains left: he may pay {2}
    assert game.decision.kind == "yes_no" and game.decision.player == 1
    choose(game, "no")
    resolve(game)
    assert game.state.players[0].life == 20               # Shock was countered


@plays("Confiscation Coup", "energy.pay_equal", "condition.if_you_do")
def test_118_3_confiscation_coup_pays_the_mana_value_in_energy_or_nothing():
    lands = ["Island"] * 5
    game = board(lands, ["Colossal Dreadmaw"], hands=(["Confiscation Coup"], []))
    cast(game, "Confiscation Coup", obj(game, "Colossal Dreadmaw"))
    resolve(game)                             # 4 energy can't pay 6: nothing asked
    assert game.state.players[0].energy == 4
    assert chars(game, obj(game, "Colossal Dreadmaw")).controller == 1
    game = board(lands, ["Grizzly Bears"], hands=(["Confiscation Coup"], []))
    cast(game, "Confiscation Coup", obj(game, "Grizzly Bears"))
    resolve(game)
    assert game.decision.kind == "yes_no"     # "you may pay" (CR 608.2d)
    choose(game, "yes")
    assert game.state.players[0].energy == 2
    assert chars(game, obj(game, "Grizzly Bears")).controller == 0


@plays("Vizier of Deferment", "condition.it_attacked_or_blocked", "delayed.return_exiled")
def test_508_1_vizier_exiles_only_a_creature_that_attacked_or_blocked_this_turn():
    game = board(["Grizzly Bears", "Plains", "Plains", "Plains"], ["Hill Giant"],
                 hands=(["Vizier of Deferment"], []), step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    to_step(game, "postcombat main")
    cast(game, "Vizier of Deferment")
    resolve(game)
    choose_targets(game, bears)
    resolve(game)
    choose(game, "yes")
    assert not ids(game, "Grizzly Bears")                # it attacked (CR 508.1)
    to_step(game, "end")
    resolve(game)
    assert ids(game, "Grizzly Bears")                    # back at the next end step
    game = board(["Plains", "Plains", "Plains"], ["Hill Giant"],
                 hands=(["Vizier of Deferment"], []))
    giant = obj(game, "Hill Giant")
    cast(game, "Vizier of Deferment")
    resolve(game)
    choose_targets(game, giant)
    resolve(game)
    choose(game, "yes")
    assert ids(game, "Hill Giant") == [giant]            # it didn't: stays (CR 608.2c)
    assert game.state.players[1].exile == []


@plays("Vizier of Deferment", "condition.it_attacked_or_blocked")
def test_509_1_vizier_exiles_a_creature_that_blocked_this_turn():
    game = board(["Grizzly Bears", "Plains", "Plains", "Plains"], ["Hill Giant"],
                 hands=(["Vizier of Deferment"], []), step="declare attackers")
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=((giant, bears),)))
    to_step(game, "postcombat main")
    cast(game, "Vizier of Deferment")
    resolve(game)
    choose_targets(game, giant)
    resolve(game)
    choose(game, "yes")
    assert not ids(game, "Hill Giant")                   # it blocked (CR 509.1)


@plays("The Scarab God", "copy.except_pt_color_types", "quantity.where_x", "effect.scry")
def test_707_9b_scarab_god_copy_is_a_4_4_black_zombie_instead():
    game = board(["The Scarab God", "Island", "Swamp", "Island", "Swamp"], [])
    bears = create_object(game.state, card_def("Grizzly Bears"), 1, "graveyard").id
    activate(game, obj(game, "The Scarab God"), bears)
    resolve(game)
    token = obj(game, "Grizzly Bears")
    c = chars(game, token)
    assert (c.power, c.toughness) == (4, 4) and c.colors == frozenset({"B"})   # CR 707.9b
    assert c.subtypes == {"Zombie"} and c.types == {"Creature"}              # not a Bear
    assert game.state.objects[token].card.token
    for step in ("upkeep", "draw", "upkeep"):     # Bob's turn, then Alice's upkeep
        to_step(game, step)
    assert game.state.active == 0
    resolve(game)
    assert game.decision.kind == "choose"    # scry 1 (CR 701.22a)
    game.act(game.legal_actions()[0])
    assert game.state.players[1].life == 19   # X = one Zombie (CR 608.2h)


def hand_names(game, player):
    return [game.state.objects[i].name for i in game.state.players[player].hand]


@plays("Plaguecrafter", "mass.each_who_cant")
def test_609_3_plaguecrafter_each_player_who_cant_sacrifice_discards():
    game = board(["Swamp", "Swamp", "Swamp"], ["Grizzly Bears"],
                 hands=(["Plaguecrafter", "Duress"], ["Shock"]))
    cast(game, "Plaguecrafter")
    resolve(game)
    resolve(game)                    # Alice sacrifices Plaguecrafter, Bob his Bears
    assert not ids(game, "Grizzly Bears") and not ids(game, "Plaguecrafter")
    assert hand_names(game, 0) == ["Duress"] and hand_names(game, 1) == ["Shock"]
    game = board(["Swamp", "Swamp", "Swamp"], [], hands=(["Plaguecrafter", "Duress"],
                                                         ["Shock"]))
    cast(game, "Plaguecrafter")
    resolve(game)
    resolve(game)                    # Bob has no creature or planeswalker: he discards
    assert hand_names(game, 1) == [] and hand_names(game, 0) == ["Duress"]


@plays("Cruel Grimnarch", "mass.each_who_cant")
def test_609_3_cruel_grimnarch_for_each_opponent_who_cant_discard():
    for bob_hand, gained in (([], 4), (["Shock"], 0)):
        game = board(["Swamp"] * 6, [], hands=(["Cruel Grimnarch"], bob_hand))
        cast(game, "Cruel Grimnarch")
        resolve(game)
        resolve(game)
        assert game.state.players[0].life == 20 + gained
        assert hand_names(game, 1) == []


@plays("Victimize", "graveyard.chosen_cards", "target.choose", "condition.if_you_do")
def test_608_2b_victimize_returns_the_chosen_cards_only_if_a_creature_was_sacrificed():
    for mine, returned in ((["Grizzly Bears"], True), ([], False)):
        game = board(mine + ["Swamp", "Swamp", "Swamp"], [], hands=(["Victimize"], []))
        cards = [create_object(game.state, card_def(name), 0, "graveyard").id
                 for name in ("Hill Giant", "Colossal Dreadmaw")]
        cast(game, "Victimize", *cards)
        resolve(game)
        assert not ids(game, "Grizzly Bears")
        back = ids(game, "Hill Giant") + ids(game, "Colossal Dreadmaw")
        assert len(back) == (2 if returned else 0)
        assert all(game.state.objects[oid].tapped for oid in back)


@plays("Meren of Clan Nel Toth", "experience.get", "experience.count",
       "condition.mana_value_compared", "condition.otherwise")
def test_122_1_meren_experience_counters_decide_battlefield_or_hand():
    for target, where in (("Llanowar Elves", "battlefield"), ("Grizzly Bears", "hand")):
        game = board(["Meren of Clan Nel Toth", "Grizzly Bears", "Mountain"], [],
                     hands=(["Shock"], []))
        create_object(game.state, card_def("Llanowar Elves"), 0, "graveyard")
        cast(game, "Shock", obj(game, "Grizzly Bears"))
        resolve(game)
        resolve(game)                                    # the dies trigger (CR 603.6c)
        assert game.state.players[0].experience == 1     # CR 122.1
        while game.decision.kind != "targets":           # to Alice's end step trigger
            d = game.decision
            game.act(Action("attack", 0, choice=()) if d.kind == "attackers"
                     else Action("pass", d.player))
        assert game.state.step == "end"
        card = next(i for i in game.state.players[0].graveyard
                    if game.state.objects[i].name == target)
        choose_targets(game, card)
        resolve(game)
        if where == "battlefield":                       # mana value 1 <= 1
            assert ids(game, "Llanowar Elves")
        else:                                            # mana value 2 > 1: "Otherwise"
            assert hand_names(game, 0) == ["Grizzly Bears"] and not ids(game, target)
    saved = Game.from_json(game.to_json())
    assert saved.state.players[0].experience == 1 and game.copy().state.players[0].experience == 1


@plays("Kalemne, Disciple of Iroas", "experience.count", "quantity.static_pump")
def test_122_1_kalemne_gets_plus_one_for_each_experience_counter():
    game = board(["Kalemne, Disciple of Iroas"], [])
    kalemne = obj(game, "Kalemne, Disciple of Iroas")
    assert chars(game, kalemne).power == 3
    game.state.players[0].experience = 2
    game.state.changed()
    assert (chars(game, kalemne).power, chars(game, kalemne).toughness) == (5, 5)


@plays("Shared Animosity", "quantity.shares_creature_type", "quantity.pump")
def test_205_3m_shared_animosity_counts_other_attackers_sharing_a_creature_type():
    attackers = ["Raging Goblin", "Goblin Piker", "Grizzly Bears", "Changeling Outcast"]
    game = board(["Shared Animosity", *attackers], [], step="declare attackers")
    found = {name: obj(game, name) for name in attackers}
    before = {name: chars(game, oid).power for name, oid in found.items()}
    game.act(Action("attack", 0, choice=tuple((oid, BOB) for oid in found.values())))
    while game.state.stack or game.decision.kind != "priority":
        d = game.decision
        game.act(Action("pass", d.player) if d.kind == "priority" else game.legal_actions()[0])
    gained = {name: chars(game, oid).power - before[name] for name, oid in found.items()}
    # the Changeling has every creature type (CR 702.73a)
    assert gained == {"Raging Goblin": 2, "Goblin Piker": 2, "Grizzly Bears": 1,
                      "Changeling Outcast": 3}


@plays("Undying Evil", "granted.undying_persist")
def test_702_93a_undying_evil_grants_undying_until_end_of_turn():
    game = board(["Grizzly Bears", "Swamp", "Mountain"], [],
                 hands=(["Undying Evil", "Shock"], []))
    cast(game, "Undying Evil", obj(game, "Grizzly Bears"))
    resolve(game)
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    resolve(game)                                        # the granted dies trigger
    bears = obj(game, "Grizzly Bears")                   # a new object (CR 400.7)
    assert game.state.objects[bears].counters.get("+1/+1") == 1
    assert "undying" not in chars(game, bears).keywords  # the new object didn't gain it


@plays("Reckless Bushwhacker", "keyword.alternative_cost_paid", "keyword.surge")
def test_702_117a_reckless_bushwhacker_pumps_only_if_its_surge_cost_was_paid():
    for surge in (True, False):
        lands = ["Mountain", "Mountain", "Mountain"] + ([] if surge else ["Mountain"])
        game = board(["Grizzly Bears", *lands], [], sick=True,
                     hands=(["Reckless Bushwhacker", "Shock"], []))
        if surge:
            cast(game, "Shock", BOB)
            resolve(game)
        cast(game, "Reckless Bushwhacker", costs=("surge",) if surge else ())
        resolve(game)
        resolve(game)
        c = chars(game, obj(game, "Grizzly Bears"))
        assert (c.power, "haste" in c.keywords) == ((3, True) if surge else (2, False))


@plays("Toxic Deluge", "cost.life_x", "spell.additional_cost")
def test_601_2b_toxic_deluge_pays_x_life_announced_as_it_is_cast():
    game = board(["Swamp", "Swamp", "Swamp"], ["Grizzly Bears", "Hill Giant"],
                 hands=(["Toxic Deluge"], []))
    xs = sorted(a.x for a in game.legal_actions() if a.kind == "cast")
    assert xs == list(range(21))                         # up to her life total (CR 119.4)
    game.act("cast Toxic Deluge x=2")
    assert game.state.players[0].life == 18              # paid as it is cast (CR 601.2h)
    resolve(game)
    assert not ids(game, "Grizzly Bears") and ids(game, "Hill Giant")
    assert chars(game, obj(game, "Hill Giant")).toughness == 1
    assert game.notation(game.legal_actions()[0]) is not None


@plays("Hatred", "cost.life_x")
def test_119_4_hatred_x_life_only_up_to_the_life_total():
    game = board(["Swamp"] * 5 + ["Grizzly Bears"], [], hands=(["Hatred"], []))
    game.state.players[0].life = 3
    bears = obj(game, "Grizzly Bears")
    assert sorted(a.x for a in game.legal_actions() if a.kind == "cast") == [0, 1, 2, 3]
    with pytest.raises(IllegalAction):
        cast(game, "Hatred", bears, x=4)                 # 4 life can't be paid (CR 119.4)
    assert game.state.players[0].life == 3               # nothing changed
    cast(game, "Hatred", bears, x=2)
    resolve(game)
    assert game.state.players[0].life == 1 and chars(game, bears).power == 4
