"""A player chosen as a permanent enters (CR 614.12, 607.2d): "As this creature enters,
choose an opponent / a player." and what reads "the chosen player", played."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import chars, grave, life, move_on, obj, plays, resolve

from tolaria import Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


@plays("Lost Order of Jarkeld", "choice.as_enters_player", "choice.chosen_player_controls")
def test_607_2d_lost_order_of_jarkeld_counts_the_chosen_opponents_creatures():
    game = board(["Plains"] * 4, ["Grizzly Bears", "Hill Giant"],
                 hands=(["Lost Order of Jarkeld"], []))
    game.act("cast Lost Order of Jarkeld")
    resolve(game)                                 # one opponent: chosen without a question
    order = obj(game, "Lost Order of Jarkeld")
    assert game.state.objects[order].chosen == (("player", "1"),)
    c = chars(game, order)
    assert (c.power, c.toughness) == (3, 3)       # 1 plus Bob's two creatures (CR 604.3)
    create_object(game.state, card_def("Grizzly Bears"), 0, "battlefield")   # Alice's
    create_object(game.state, card_def("Grizzly Bears"), 1, "battlefield")   # Bob's
    game.state.changed()
    assert chars(game, order).power == 4


@plays("Lost Order of Jarkeld", "choice.as_enters_player")
def test_607_2d_lost_order_of_jarkeld_put_onto_the_battlefield_without_a_choice_counts_none():
    game = board(["Lost Order of Jarkeld"], ["Grizzly Bears"])   # it never entered: no choice
    c = chars(game, obj(game, "Lost Order of Jarkeld"))
    assert (c.power, c.toughness) == (1, 1)


@plays("Stuffy Doll", "choice.as_enters_player", "choice.chosen_player")
def test_614_12_stuffy_doll_choose_a_player_and_it_deals_that_much_damage_to_them():
    game = board(["Plains"] * 5 + ["Mountain"], ["Hill Giant"],
                 hands=(["Stuffy Doll", "Lightning Bolt"], []))
    game.act("cast Stuffy Doll")
    resolve(game)
    d = game.decision
    assert d.kind == "replacement" and set(d.options) == {("player", 0), ("player", 1)}
    assert {game.notation(a) for a in game.legal_actions()} == {"choose Alice", "choose Bob"}
    assert Game.from_json(game.to_json()).parse("choose Bob") == game.parse("choose Bob")
    game.act("choose Bob")
    doll = obj(game, "Stuffy Doll")
    assert game.state.objects[doll].chosen == (("player", "1"),)
    seen = [c for c in game.view(1)["players"][0]["battlefield"] if c["id"] == doll]
    assert seen[0]["chosen_player"] == {"player": 1, "name": "Bob"}     # public (CR 607.2d)
    game.act("cast Lightning Bolt targeting Stuffy Doll")
    resolve(game)
    resolve(game)                                # the trigger: that much to Bob (CR 603.2)
    assert (life(game, 0), life(game, 1)) == (20, 17)
    assert game.state.objects[doll].zone == "battlefield"           # indestructible


@plays("Stuffy Doll", "choice.chosen_player")
def test_607_2d_stuffy_doll_its_controller_may_choose_themselves():
    game = board(["Plains"] * 5, [], hands=(["Stuffy Doll"], []))
    game.act("cast Stuffy Doll")
    resolve(game)
    game.act("choose Alice")
    doll = game.state.objects[obj(game, "Stuffy Doll")]
    doll.since = 0                               # under her control since her turn began
    game.act("activate Stuffy Doll")             # {T}: 1 damage to itself
    resolve(game)
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (19, 20)


@plays("Skyshroud War Beast", "choice.as_enters_player", "choice.chosen_player_controls")
def test_604_3_skyshroud_war_beast_counts_the_chosen_opponents_nonbasic_lands():
    game = board(["Forest", "Forest", "Wasteland"], ["Wasteland", "Strip Mine", "Forest"],
                 hands=(["Skyshroud War Beast"], []))
    game.act("cast Skyshroud War Beast")
    resolve(game)
    c = chars(game, obj(game, "Skyshroud War Beast"))
    assert (c.power, c.toughness) == (2, 2)       # Bob's two, not Alice's (CR 607.2d)


@plays("Entropic Specter", "choice.as_enters_player", "choice.chosen_players")
def test_604_3_entropic_specter_counts_the_cards_in_the_chosen_opponents_hand():
    game = board(["Swamp"] * 5, [], hands=(["Entropic Specter", "Forest"],
                                            ["Forest", "Island", "Plains"]))
    game.act("cast Entropic Specter")
    resolve(game)
    specter = obj(game, "Entropic Specter")
    c = chars(game, specter)
    assert (c.power, c.toughness) == (3, 3)       # Bob's hand, not Alice's (CR 607.2d)
    game.state.players[1].hand.pop()
    game.state.changed()
    assert chars(game, specter).power == 2


@plays("Nyxathid", "choice.chosen_players")
def test_611_3a_nyxathid_gets_minus_1_for_each_card_in_the_chosen_players_hand():
    game = board(["Swamp"] * 3, [], hands=(["Nyxathid"], ["Forest", "Island"]))
    game.act("cast Nyxathid")
    resolve(game)
    c = chars(game, obj(game, "Nyxathid"))
    assert (c.power, c.toughness) == (5, 5)


@plays("Haunting Apparition", "choice.chosen_players")
def test_604_3_haunting_apparition_counts_green_creature_cards_in_the_chosen_graveyard():
    game = board(["Island", "Swamp", "Swamp"], [], hands=(["Haunting Apparition"], []))
    for name, owner in (("Grizzly Bears", 1), ("Llanowar Elves", 1), ("Hill Giant", 1),
                        ("Grizzly Bears", 0)):
        create_object(game.state, card_def(name), owner, "graveyard")
    game.state.changed()
    game.act("cast Haunting Apparition")
    resolve(game)
    c = chars(game, obj(game, "Haunting Apparition"))
    assert (c.power, c.toughness) == (3, 2)       # 1 plus Bob's two green creature cards


@plays("Sawhorn Nemesis", "choice.as_enters_player", "choice.chosen_player")
def test_614_1a_sawhorn_nemesis_doubles_damage_to_the_chosen_player_and_their_permanents():
    game = board(["Mountain"] * 8, ["Hill Giant"],
                 hands=(["Sawhorn Nemesis", "Shock", "Shock", "Shock"], []))
    game.act("cast Sawhorn Nemesis")
    resolve(game)
    game.act("choose Bob")
    game.act("cast Shock targeting Bob")
    resolve(game)
    assert life(game, 1) == 16                                  # doubled (CR 614.1a)
    game.act("cast Shock targeting Hill Giant")
    resolve(game)
    assert grave(game, 1) == ["Hill Giant"]                     # 4 damage to a 3/3
    game.act("cast Shock targeting Alice")
    resolve(game)
    assert life(game, 0) == 18                                  # not the chosen player


@plays("True-Name Nemesis", "choice.as_enters_player", "choice.protection_from_chosen_player")
def test_702_16_true_name_nemesis_has_protection_from_the_chosen_player():
    game = board(["Island"] * 3 + ["Mountain"], ["Grizzly Bears", "Mountain"],
                 hands=(["True-Name Nemesis", "Shock"], ["Shock"]))
    game.act("cast True-Name Nemesis")
    resolve(game)
    game.act("choose Bob")
    nemesis = obj(game, "True-Name Nemesis")
    assert "protection from player 1" in chars(game, nemesis).keywords
    shown = next(p for p in game.view(0)["players"][0]["battlefield"] if p["id"] == nemesis)
    assert "protection from Bob" in shown["keywords"]           # by name in the view
    mine = [game.notation(a) for a in game.legal_actions() if a.kind == "cast"]
    assert "cast Shock targeting True-Name Nemesis" in mine     # Alice isn't chosen
    game.act("pass")
    assert game.decision.player == 1
    with pytest.raises(IllegalAction):
        game.act("cast Shock targeting True-Name Nemesis")     # CR 702.16b
    game.state.objects[nemesis].since = 0
    game.state.changed()
    to_step_decision(game, "attackers")
    game.act("attack with True-Name Nemesis")
    kinds = set()
    while game.state.step != "postcombat main":
        kinds.add(game.decision.kind)
        game.act("pass")
    assert "blockers" not in kinds                  # Bob's Bears can't block it (702.16f)
    assert life(game, 1) == 17


def to_step_decision(game, kind: str) -> None:
    while game.decision.kind != kind:
        game.act("pass")


def _to_upkeep_of(game, player: int) -> None:
    """Pass until `player`'s upkeep, its triggered abilities on the stack."""
    while not (game.state.step == "upkeep" and game.state.active == player
               and game.decision.kind == "priority"):
        move_on(game)


@plays("Black Vise", "choice.as_enters_player", "choice.chosen_players", "quantity.minus")
def test_503_1a_black_vise_deals_the_cards_over_four_to_the_chosen_player_in_their_upkeep():
    game = board(["Plains"], [], hands=(["Black Vise"], ["Forest"] * 6))
    game.act("cast Black Vise")
    resolve(game)
    _to_upkeep_of(game, 1)
    assert game.state.stack                                    # CR 503.1a
    resolve(game)
    assert life(game, 1) == 18                                 # 6 cards minus 4
    _to_upkeep_of(game, 0)
    assert not game.state.stack and life(game, 0) == 20       # not Alice's upkeep


@plays("The Rack", "choice.chosen_players", "quantity.minus")
def test_107_1b_the_rack_three_minus_the_cards_in_hand_never_negative():
    game = board(["Plains"], [], hands=(["The Rack"], ["Forest"]))
    game.act("cast The Rack")
    resolve(game)
    _to_upkeep_of(game, 1)
    resolve(game)
    assert life(game, 1) == 18                                 # 3 minus 1
    game = board(["Plains"], [], hands=(["The Rack"], ["Forest"] * 5))
    game.act("cast The Rack")
    resolve(game)
    _to_upkeep_of(game, 1)
    resolve(game)
    assert life(game, 1) == 20                                 # 3 minus 5: 0 (CR 107.1b)


@plays("Storm World", "quantity.minus")
def test_107_1b_storm_world_each_player_counts_their_own_hand():
    game = board(["Storm World"], [], hands=(["Forest"], ["Forest", "Forest", "Forest"]))
    _to_upkeep_of(game, 1)
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (20, 19)          # 4 minus 3 (CR 608.2h)


@plays("Sewer Nemesis", "choice.as_enters_player", "choice.chosen_player",
       "choice.chosen_players")
def test_601_2i_sewer_nemesis_the_chosen_player_mills_as_they_cast_a_spell():
    game = board(["Swamp"] * 4 + ["Mountain"], ["Mountain"],
                 hands=(["Sewer Nemesis", "Shock"], ["Shock"]))
    create_object(game.state, card_def("Forest"), 1, "graveyard")
    game.act("cast Sewer Nemesis")
    resolve(game)
    game.act("choose Bob")
    nemesis = obj(game, "Sewer Nemesis")
    assert chars(game, nemesis).power == 1                    # Bob's graveyard
    game.act("cast Shock targeting Bob")                      # Alice isn't the chosen one
    resolve(game)
    assert len(game.state.players[0].graveyard) == 1         # (the Shock only)
    game.act("pass")
    game.act("cast Shock targeting Alice")                    # Bob casts: a trigger
    resolve(game)
    resolve(game)
    c = chars(game, nemesis)
    assert len(game.state.players[1].graveyard) == 3          # his Shock, one card milled
    assert (c.power, c.toughness) == (3, 3)                   # (CR 604.3, 607.2d)


@plays("Lost Order of Jarkeld", "choice.as_enters_player")
def test_614_12_in_multiplayer_choose_an_opponent_asks_among_the_opponents():
    from test_multiplayer import table
    game = table([["Plains"] * 4, ["Grizzly Bears"], ["Grizzly Bears", "Hill Giant"]],
                 [["Lost Order of Jarkeld"]])
    game.act("cast Lost Order of Jarkeld")
    resolve(game)
    assert game.decision.kind == "replacement"
    assert set(game.decision.options) == {("player", 1), ("player", 2)}     # not Alice
    assert {game.notation(a) for a in game.legal_actions()} == {"choose Bob", "choose Carol"}
    game.act("choose Carol")
    c = chars(game, obj(game, "Lost Order of Jarkeld"))
    assert (c.power, c.toughness) == (3, 3)                    # 1 plus Carol's two


@plays("Canker Abomination", "choice.as_enters_player", "choice.enters_with_for_chosen")
def test_614_12_canker_abomination_counts_the_creatures_of_the_opponent_just_chosen():
    from test_multiplayer import table
    game = table([["Forest"] * 4 + ["Grizzly Bears"], ["Grizzly Bears"],
                  ["Grizzly Bears", "Hill Giant", "Llanowar Elves"]],
                 [["Canker Abomination"]])
    game.act("cast Canker Abomination")
    resolve(game)
    game.act("choose Carol")                          # chosen first (CR 614.12, 616.1a)
    canker = obj(game, "Canker Abomination")
    assert game.state.objects[canker].counters == {"-1/-1": 3}       # Carol's three
    c = chars(game, canker)
    assert (c.power, c.toughness) == (6 - 3, 6 - 3)


@plays("Saskia the Unyielding", "choice.as_enters_player", "choice.chosen_player")
def test_603_2_saskia_the_creature_deals_that_much_damage_to_the_chosen_player_too():
    from test_multiplayer import table
    lands = ["Swamp", "Mountain", "Forest", "Plains", "Mountain"]
    game = table([lands + ["Grizzly Bears"], [], []],
                 [["Saskia the Unyielding", "Lightning Bolt"]])
    game.act("cast Saskia the Unyielding")
    resolve(game)
    game.act("choose Carol")
    while game.decision.kind != "attackers":
        game.act("pass")
    game.act("attack with Grizzly Bears -> Bob")
    while not game.state.stack:
        move_on(game)                            # combat damage: Saskia triggers
    assert game.state.players[1].life == 18
    game.act("cast Lightning Bolt targeting Grizzly Bears")     # the Bears die first
    resolve(game)
    resolve(game)
    assert sorted(grave(game)) == ["Grizzly Bears", "Lightning Bolt"]
    assert game.state.players[2].life == 18     # as it last existed (CR 608.2h)
    assert game.state.players[0].life == 20
