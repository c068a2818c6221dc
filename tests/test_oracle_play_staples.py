"""Commander staples played (issue 17): counts of permanents of either of two types
(CR 608.2h), and the other constructs real decks need."""

from __future__ import annotations

from boards import board
from test_commander import table
from test_oracle_play import (
    BOB,
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
)

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


@plays("Dockside Extortionist", "quantity.where_x", "quantity.permanents", "mass.type_list")
def test_608_2h_dockside_counts_each_artifact_or_enchantment_opponents_control_once():
    game = board(["Mountain", "Mountain", "Sol Ring"],
                 ["Ornithopter", "Glorious Anthem", "Bident of Thassa", "Grizzly Bears"],
                 hands=(["Dockside Extortionist"], []))
    cast(game, "Dockside Extortionist")
    resolve(game)
    assert names(game).count("Treasure") == 3     # Bident is both: counted once; not Sol Ring


@plays("Road Rage", "quantity.where_x", "quantity.permanents", "mass.subtype_list")
def test_608_2h_road_rage_counts_mounts_and_vehicles_you_control():
    game = board(["Mountain", "Smuggler's Copter", "Grizzly Bears"],
                 ["Smuggler's Copter", "Craw Wurm"], hands=(["Road Rage"], []))
    wurm = obj(game, "Craw Wurm")
    cast(game, "Road Rage", wurm)
    resolve(game)
    assert game.state.objects[wurm].damage == 3   # 2 plus Alice's one Vehicle, not Bob's


def _can_cast(game, name: str) -> bool:
    return any(a.kind == "cast" and game.notation(a).startswith(f"cast {name}")
               for a in game.legal_actions())


@plays("The Great Henge", "spell.self_cost_x", "quantity.greatest")
def test_601_2f_great_henge_costs_x_less_for_the_greatest_power_you_control():
    game = board(["Forest", "Forest", "Grizzly Bears", "Ancient Brontodon"], ["Craw Wurm"],
                 hands=(["The Great Henge"], []))
    assert _can_cast(game, "The Great Henge")       # {7}{G}{G} less 9: {G}{G}
    cast(game, "The Great Henge")
    resolve(game)
    assert "The Great Henge" in names(game)


@plays("The Great Henge", "spell.self_cost_x", "quantity.greatest")
def test_601_2f_great_henge_counts_only_creatures_you_control():
    game = board(["Forest", "Forest", "Forest", "Forest", "Grizzly Bears"],
                 ["Ancient Brontodon"], hands=(["The Great Henge"], []))
    assert not _can_cast(game, "The Great Henge")   # {5}{G}{G} with four lands


@plays("Ghalta, Primal Hunger", "spell.self_cost_x", "quantity.greatest")
def test_601_2f_ghalta_costs_x_less_for_the_total_power_you_control():
    game = board(["Forest", "Forest", "Grizzly Bears"], [],
                 hands=(["Ghalta, Primal Hunger"], []))
    assert not _can_cast(game, "Ghalta, Primal Hunger")     # {10}{G}{G} less 2
    game = board(["Forest", "Forest", "Ancient Brontodon", "Grizzly Bears"], [],
                 hands=(["Ghalta, Primal Hunger"], []))
    assert _can_cast(game, "Ghalta, Primal Hunger")         # less 11: {G}{G}


@plays("The Great Henge", "spell.self_cost_x", "quantity.greatest")
def test_107_1b_great_henge_a_negative_greatest_power_adds_nothing():
    game = board(["Swamp", "Wall of Stone"] + ["Forest"] * 9, [],
                 hands=(["The Great Henge", "Disfigure"], []))
    cast(game, "Disfigure", obj(game, "Wall of Stone"))
    resolve(game)
    assert chars(game, obj(game, "Wall of Stone")).power == -2
    assert _can_cast(game, "The Great Henge")       # {7}{G}{G}: X is 0, not -2


@plays("The Great Henge", "ability.mana")
def test_603_2_great_henge_nontoken_creature_enters_gets_a_counter_and_draws():
    game = board(["The Great Henge"], [], hands=(["Grizzly Bears"], []))
    game.act("activate The Great Henge")
    assert game.state.players[0].life == 22          # {G}{G} and 2 life
    cast(game, "Grizzly Bears")
    resolve(game)
    bears = obj(game, "Grizzly Bears")
    assert chars(game, bears).power == 3
    assert len(game.state.players[0].hand) == 1


@plays("Rhythm of the Wild", "granted.riot")
def test_614_12_rhythm_of_the_wild_a_nontoken_creature_enters_with_riot():
    for answer, power, haste in (("yes", 3, False), ("no", 2, True)):
        game = board(["Rhythm of the Wild", "Forest", "Forest"], [],
                     hands=(["Grizzly Bears"], []))
        cast(game, "Grizzly Bears")
        game.act(Action("pass", 0))
        game.act(Action("pass", 1))
        choose(game, answer)                        # CR 702.136a: a counter or haste
        bears = obj(game, "Grizzly Bears")
        assert chars(game, bears).power == power
        assert ("haste" in chars(game, bears).keywords) == haste


@plays("Rhythm of the Wild", "granted.riot")
def test_702_136a_rhythm_of_the_wild_tokens_get_no_riot():
    game = board(["Rhythm of the Wild", "Plains", "Plains"], [],
                 hands=(["Raise the Alarm"], []))
    cast(game, "Raise the Alarm")
    resolve(game)
    assert game.decision.kind == "priority"
    soldier = obj(game, "Soldier")
    assert chars(game, soldier).power == 1 and "haste" not in chars(game, soldier).keywords
    assert "riot" not in chars(game, soldier).keywords


@plays("Kindred Discovery", "trigger.enters_or_attacks")
def test_603_2_kindred_discovery_draws_when_the_chosen_type_enters_or_attacks():
    game = board(["Island"] * 5 + ["Forest", "Forest", "Grizzly Bears", "Llanowar Elves"], [],
                 hands=(["Kindred Discovery", "Grizzly Bears"], []))
    cast(game, "Kindred Discovery")
    resolve(game)
    choose(game, "Bear")
    cast(game, "Grizzly Bears")
    resolve(game)
    assert len(hand(game)) == 1                       # the second Bear entered: one card
    old, elves = obj(game, "Grizzly Bears"), obj(game, "Llanowar Elves")
    while game.decision.kind != "attackers":
        move_on(game)
    game.act(Action("attack", 0, choice=((old, BOB), (elves, BOB))))
    resolve(game)
    assert len(hand(game)) == 2                       # the Bear attacked; the Elf isn't one


@plays("Mirkwood Bats", "trigger.create_token", "trigger.sacrifice")
def test_701_7a_mirkwood_bats_drains_for_each_token_created_and_sacrificed():
    game = board(["Mirkwood Bats", "Plains", "Plains", "Mountain", "Mountain"],
                 ["Ornithopter"], hands=(["Raise the Alarm", "Dockside Extortionist"], []))
    cast(game, "Raise the Alarm")
    resolve(game)
    assert life(game, 1) == 18                        # two tokens: two triggers
    cast(game, "Dockside Extortionist")
    resolve(game)
    assert life(game, 1) == 17                        # one Treasure created
    game.act("activate Treasure for {R}")             # CR 701.17a: sacrificed as a cost
    resolve(game)
    assert life(game, 1) == 16


@plays("Guardian Project", "condition.name_unshared")
def test_603_4_guardian_project_draws_only_for_a_new_name():
    game = board(["Guardian Project", "Grizzly Bears"] + ["Forest"] * 5, [],
                 hands=(["Grizzly Bears", "Llanowar Elves", "Runeclaw Bear"], []))
    create_object(game.state, card_def("Llanowar Elves"), 0, "graveyard")
    game.state.changed()
    cast(game, "Grizzly Bears")
    resolve(game)
    cast(game, "Llanowar Elves")
    resolve(game)
    assert len(hand(game)) == 1                 # one on the battlefield, one in the graveyard
    cast(game, "Runeclaw Bear")
    resolve(game)
    assert len(hand(game)) == 1                 # a new name: a card (CR 201.2a)


@plays("Path of Ancestry", "mana.rider", "mana.spent_commander_kin", "mana.commander_identity")
def test_903_3_path_of_ancestry_scries_for_a_creature_sharing_a_type_with_your_commander():
    game = table(["Krenko, Mob Boss", "Talrand, Sky Summoner"],
                 [["Path of Ancestry", "Mountain", "Mountain", "Mountain"], []],
                 [["Goblin Guide", "Hill Giant"], []])
    game.act("activate Path of Ancestry for {R}")
    cast(game, "Hill Giant")                        # a Giant: Krenko is a Goblin Warrior
    assert len(game.state.stack) == 1
    resolve(game)
    path = obj(game, "Path of Ancestry")
    game.state.objects[path].tapped = False
    game.state.changed()
    game.act("activate Path of Ancestry for {R}")
    cast(game, "Goblin Guide")                      # a Goblin: the trigger (CR 603.7a)
    assert len(game.state.stack) == 2
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    top = game.state.players[0].library[-1]
    assert game.decision.kind == "choose" and game.decision.options == (top, "done")
    choose(game, top)                               # scry 1: to the bottom (CR 701.22a)
    assert game.state.players[0].library[0] == top


@plays("Aysen Crusader", "quantity.cda", "quantity.permanents", "mass.subtype_list")
def test_604_3_aysen_crusader_counts_its_controllers_soldiers_and_warriors():
    game = board(["Aysen Crusader", "Elite Vanguard", "Elite Vanguard", "Grizzly Bears"],
                 ["Elite Vanguard"])
    crusader = chars(game, obj(game, "Aysen Crusader"))
    assert (crusader.power, crusader.toughness) == (4, 4)    # 2 plus two Soldiers


@plays("Mirkwood Bats", "trigger.create_token")
def test_111_2_mirkwood_bats_ignores_tokens_an_opponent_creates():
    game = board(["Mirkwood Bats"], ["Plains", "Plains"], hands=([], ["Raise the Alarm"]))
    game.act(Action("pass", 0))                     # Bob gets priority
    cast(game, "Raise the Alarm", player=1)
    resolve(game)
    assert names(game).count("Soldier") == 2
    assert (life(game, 0), life(game, 1)) == (20, 20)
