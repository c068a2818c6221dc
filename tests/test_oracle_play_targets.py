"""Target phrases and counts of targets, played (CR 115, 601.2c-d): "up to two target
creatures", "each of up to two targets", "up to one other target creature"..."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose_targets,
    grave,
    in_hand,
    life,
    names,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game, IllegalAction


def _casts(game: Game, name: str) -> list[Action]:
    state = game.state
    return [a for a in game.legal_actions()
            if a.kind == "cast" and state.objects[a.object].name == name]


@plays("Dauntless Onslaught", "target.up_to", "target.spread")
def test_601_2c_up_to_two_targets_two_one_or_none():
    game = board(["Plains"] * 9, ["Grizzly Bears", "Hill Giant"],
                 hands=(["Dauntless Onslaught"] * 3, []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    # Listed once per set of targets: none, either one, both (CR 601.2c).
    chosen = {a.targets for a in _casts(game, "Dauntless Onslaught")}
    assert chosen == {(None, None), (("object", bears), None), (("object", giant), None),
                      (("object", bears), ("object", giant))}
    with pytest.raises(IllegalAction):               # CR 115.3: not the same one twice
        cast(game, "Dauntless Onslaught", bears, bears)
    cast(game, "Dauntless Onslaught", giant, bears)
    resolve(game)
    assert (chars(game, bears).power, chars(game, giant).toughness) == (4, 5)
    cast(game, "Dauntless Onslaught", bears, None)
    resolve(game)
    assert chars(game, bears).power == 6 and chars(game, giant).power == 5
    cast(game, "Dauntless Onslaught", None, None)    # zero targets: it still resolves
    resolve(game)
    assert grave(game).count("Dauntless Onslaught") == 3
    assert chars(game, bears).power == 6


@plays("Expose Evil", "target.up_to", "target.spread")
def test_608_2b_one_of_two_targets_illegal_the_other_is_still_tapped():
    game = board(["Plains"] * 2 + ["Mountain"], ["Grizzly Bears", "Hill Giant"],
                 hands=(["Expose Evil", "Shock"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    cast(game, "Expose Evil", bears, giant)
    cast(game, "Shock", bears)                         # in response: the Bears die first
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1)
    assert game.state.objects[giant].tapped and "Clue" in names(game)


@plays("Air-Cult Elemental", "target.up_to", "phrase.target")
def test_603_3d_enters_trigger_with_up_to_one_other_target():
    game = board(["Island"] * 6, ["Grizzly Bears"], hands=(["Air-Cult Elemental"], []))
    cast(game, "Air-Cult Elemental")
    resolve(game)
    d = game.decision
    assert d.kind == "targets"
    elemental = obj(game, "Air-Cult Elemental")
    assert (None,) in d.options and (("object", elemental),) not in d.options   # "other"
    action = game.parse("choose no target")
    assert action == Action("choose", 0, targets=(None,))
    assert game.notation(action) == "choose no target"
    game.act(action)
    resolve(game)
    assert names(game).count("Grizzly Bears") == 1 and not game.state.stack


@plays("Fiend Binder", "target.that_player")
def test_506_2_target_creature_defending_player_controls():
    game = board(["Fiend Binder", "Grizzly Bears"], ["Hill Giant", "Llanowar Elves"],
                 step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Fiend Binder"), BOB),)))
    d = game.decision
    giant, elves = obj(game, "Hill Giant"), obj(game, "Llanowar Elves")
    # Only Bob's creatures: Alice's Bears aren't the defending player's (CR 506.2).
    assert d.kind == "targets" and set(d.options) == {(("object", giant),),
                                                       (("object", elves),)}
    choose_targets(game, giant)
    resolve(game)
    assert game.state.objects[giant].tapped and not game.state.objects[elves].tapped


@plays("Caustic Wasps", "target.that_player")
def test_603_2_target_artifact_that_player_controls():
    game = board(["Caustic Wasps", "Ornithopter"], ["Ornithopter", "Millstone"],
                 step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Caustic Wasps"), BOB),)))
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    game.act(Action("block", 1, choice=()))            # no blockers: combat damage to Bob
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    d = game.decision
    mine, theirs = obj(game, "Ornithopter", 0), obj(game, "Ornithopter", 1)
    assert game.state.objects[theirs].controller == 1
    assert d.kind == "targets" and (("object", mine),) not in d.options
    choose_targets(game, theirs)
    resolve(game)
    if game.decision.kind == "yes_no":
        game.act(Action("choose", 0, choice=("yes",)))
        resolve(game)
    assert "Ornithopter" in grave(game, 1) and "Ornithopter" in names(game)


@plays("Arc Lightning", "target.divided")
def test_601_2d_arc_lightning_divides_three_damage_as_cast():
    game = board(["Mountain"] * 3, ["Grizzly Bears", "Hill Giant"],
                 hands=(["Arc Lightning"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    casts = _casts(game, "Arc Lightning")
    # Bob + Bears: 2/1 or 1/2; each target gets at least 1 (CR 601.2d).
    pair = [a.choice for a in casts if a.targets == (BOB, ("object", bears), None)]
    assert sorted(pair) == [(1, 2, 0), (2, 1, 0)]
    assert all(sum(a.choice) == 3 and all((n > 0) == (t is not None)
                                          for n, t in zip(a.choice, a.targets, strict=True))
               for a in casts)
    with pytest.raises(IllegalAction):
        game.act(Action("cast", 0, in_hand(game, "Arc Lightning"), mode=0,
                        targets=(BOB, ("object", bears), None), choice=(3, 0, 0)))
    text = "cast Arc Lightning targeting Bob 1, Grizzly Bears 2, no target"
    action = game.parse(text)
    assert action.choice == (1, 2, 0) and game.notation(action) == text
    game.act(action)
    resolve(game)
    assert life(game, 1) == 19 and "Grizzly Bears" in grave(game, 1)
    assert game.state.objects[giant].damage == 0


@plays("Forked Bolt", "target.divided")
def test_601_2d_forked_bolt_all_to_one_target():
    game = board(["Mountain"], ["Hill Giant"], hands=(["Forked Bolt"], []))
    giant = obj(game, "Hill Giant")
    game.act(Action("cast", 0, in_hand(game, "Forked Bolt"), mode=0,
                    targets=(("object", giant), None), choice=(2, 0)))
    resolve(game)
    assert game.state.objects[giant].damage == 2


@plays("Swelter", "target.counted", "target.spread")
def test_115_3_two_target_creatures_must_be_two_different_ones():
    game = board(["Mountain"] * 4, ["Grizzly Bears", "Hill Giant"], hands=(["Swelter"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    assert {a.targets for a in _casts(game, "Swelter")} == {(("object", bears),
                                                             ("object", giant))}
    with pytest.raises(IllegalAction):                # exactly two (CR 601.2c)
        cast(game, "Swelter", bears, None)
    cast(game, "Swelter", giant, bears)
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1) and game.state.objects[giant].damage == 2


@plays("Dual Shot", "target.up_to", "target.spread")
def test_120_2_dual_shot_deals_damage_to_each_at_once():
    game = board(["Mountain"], ["Llanowar Elves", "Grizzly Bears"], hands=(["Dual Shot"], []))
    elves, bears = obj(game, "Llanowar Elves"), obj(game, "Grizzly Bears")
    cast(game, "Dual Shot", elves, bears)
    resolve(game)
    assert "Llanowar Elves" in grave(game, 1) and game.state.objects[bears].damage == 1


@plays("Gird for Battle", "target.up_to", "target.spread")
def test_122_6_a_counter_on_each_of_up_to_two_target_creatures():
    game = board(["Plains", "Grizzly Bears", "Llanowar Elves"], [],
                 hands=(["Gird for Battle"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Gird for Battle", bears, None)
    resolve(game)
    assert game.state.objects[bears].counters == {"+1/+1": 1}
    assert not game.state.objects[obj(game, "Llanowar Elves")].counters


@plays("Crushing Pain", "target.damaged_this_turn")
def test_120_3_target_creature_that_was_dealt_damage_this_turn():
    game = board(["Mountain"] * 3, ["Hill Giant", "Craw Wurm"],
                 hands=(["Crushing Pain", "Shock"], []))
    giant, wurm = obj(game, "Hill Giant"), obj(game, "Craw Wurm")
    assert not _casts(game, "Crushing Pain")            # nothing was dealt damage yet
    cast(game, "Shock", wurm)
    resolve(game)
    assert {a.targets for a in _casts(game, "Crushing Pain")} == {(("object", wurm),)}
    with pytest.raises(IllegalAction):
        cast(game, "Crushing Pain", giant)
    cast(game, "Crushing Pain", wurm)
    resolve(game)
    assert "Craw Wurm" in grave(game, 1) and "Hill Giant" in names(game)


def test_120_3_a_player_dealt_damage_isnt_the_object_with_that_number():
    # Bob is player 1; the object with id 1 is a permanent: Bob being dealt damage
    # mustn't make it a "creature that was dealt damage this turn".
    game = board(["Grizzly Bears"] + ["Mountain"] * 3, [], hands=(["Crushing Pain", "Shock"], []))
    assert game.state.objects[1].name == "Grizzly Bears"
    cast(game, "Shock", BOB)
    resolve(game)
    assert game.state.players[1].life == 18 and not _casts(game, "Crushing Pain")


@plays("Avenging Arrow", "target.damaged_this_turn")
def test_120_3_target_creature_that_dealt_damage_this_turn():
    game = board(["Plains"] * 3, ["Prodigal Sorcerer", "Grizzly Bears"],
                 hands=(["Avenging Arrow"], []))
    sorcerer = obj(game, "Prodigal Sorcerer")
    assert not _casts(game, "Avenging Arrow")
    game.act(Action("pass", 0))
    game.act(Action("activate", 1, sorcerer, ability=0, targets=(("player", 0),)))
    resolve(game)
    assert life(game, 0) == 19
    assert {a.targets for a in _casts(game, "Avenging Arrow")} == {(("object", sorcerer),)}
    cast(game, "Avenging Arrow", sorcerer)
    resolve(game)
    assert "Prodigal Sorcerer" in grave(game, 1)


@plays("Bounty Hunter", "target.with_counter")
def test_122_1_target_creature_with_a_bounty_counter_on_it():
    game = board(["Bounty Hunter"], ["Grizzly Bears", "Hill Giant"])
    hunter, bears = obj(game, "Bounty Hunter"), obj(game, "Grizzly Bears")
    game.state.objects[bears].counters["bounty"] = 1
    game.state.objects[obj(game, "Hill Giant")].counters["+1/+1"] = 1   # another kind
    destroy = [a for a in game.legal_actions() if a.kind == "activate" and a.ability == 1]
    assert [a.targets for a in destroy] == [(("object", bears),)]
    game.act(destroy[0])
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1) and hunter in game.state.battlefield


@plays("Decimate", "target.list")
def test_608_2c_decimate_destroys_each_of_its_four_targets():
    game = board(["Mountain", "Mountain", "Forest", "Forest"],
                 ["Ornithopter", "Grizzly Bears", "Glorious Anthem", "Forest"],
                 hands=(["Decimate"], []))
    targets = [obj(game, n) for n in ("Ornithopter", "Grizzly Bears", "Glorious Anthem")]
    land = ids(game, "Forest")[-1]
    cast(game, "Decimate", *targets, land)
    resolve(game)
    assert sorted(grave(game, 1)) == ["Forest", "Glorious Anthem", "Grizzly Bears", "Ornithopter"]


@plays("Arc Trail", "phrase.target")
def test_115_3_arc_trail_any_other_target_is_a_different_one():
    game = board(["Mountain"] * 2, ["Grizzly Bears"], hands=(["Arc Trail"], []))
    bears = obj(game, "Grizzly Bears")
    with pytest.raises(IllegalAction):
        cast(game, "Arc Trail", BOB, BOB)
    cast(game, "Arc Trail", bears, BOB)
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1) and life(game, 1) == 19


@plays("Restoration Specialist", "target.list", "phrase.graveyard_card")
def test_115_1_up_to_one_artifact_card_and_up_to_one_enchantment_card():
    game = board(["Restoration Specialist", "Plains"], [])
    state = game.state
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    thopter = create_object(state, card_def("Ornithopter"), 0, "graveyard").id
    create_object(state, card_def("Pacifism"), 0, "graveyard")
    specialist = obj(game, "Restoration Specialist")
    # The enchantment card is left unchosen (CR 601.2c).
    activate(game, specialist, thopter, None)
    resolve(game)
    assert "Ornithopter" in [state.objects[i].name for i in state.players[0].hand]
    assert "Pacifism" in grave(game)


@plays("Inferno Titan", "target.divided")
def test_603_3d_a_trigger_divides_its_damage_as_it_goes_on_the_stack():
    game = board(["Mountain"] * 6, ["Grizzly Bears", "Llanowar Elves"],
                 hands=(["Inferno Titan"], []))
    bears, elves = obj(game, "Grizzly Bears"), obj(game, "Llanowar Elves")
    cast(game, "Inferno Titan")
    resolve(game)
    assert game.decision.kind == "targets"
    answers = [a for a in game.legal_actions()
               if a.targets == (("object", bears), ("object", elves), None)]
    assert sorted(a.choice for a in answers) == [(1, 2, 0), (2, 1, 0)]
    action = game.parse("choose Grizzly Bears 2, Llanowar Elves 1, no target")
    assert action in answers and game.notation(action) == \
        "choose Grizzly Bears 2, Llanowar Elves 1, no target"
    game.act(action)
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1) and "Llanowar Elves" in grave(game, 1)


@plays("Elven Rite", "target.divided")
def test_601_2d_distribute_two_counters_among_one_or_two_creatures():
    game = board(["Forest"] * 2, ["Grizzly Bears", "Llanowar Elves"], hands=(["Elven Rite"], []))
    bears, elves = obj(game, "Grizzly Bears"), obj(game, "Llanowar Elves")
    assert {a.choice for a in _casts(game, "Elven Rite")
            if a.targets == (("object", bears), ("object", elves))} == {(1, 1)}
    game.act(Action("cast", 0, in_hand(game, "Elven Rite"), mode=0,
                    targets=(("object", elves), None), choice=(2, 0)))
    resolve(game)
    assert game.state.objects[elves].counters == {"+1/+1": 2}
    assert not game.state.objects[bears].counters


@plays("Mogg Mob", "target.divided")
def test_602_2b_an_activated_ability_divides_its_damage_as_activated():
    game = board(["Mogg Mob"], ["Grizzly Bears"])
    mob, bears = obj(game, "Mogg Mob"), obj(game, "Grizzly Bears")
    options = {a.choice for a in game.legal_actions()
               if a.kind == "activate" and a.targets == (BOB, ("object", bears), None)}
    assert options == {(1, 2, 0), (2, 1, 0)}
    with pytest.raises(IllegalAction):
        activate(game, mob, BOB, bears, None, choice=(3, 0, 0))
    activate(game, mob, BOB, bears, None, choice=(1, 2, 0))
    resolve(game)
    assert life(game, 1) == 19 and "Grizzly Bears" in grave(game, 1)


@plays("Agonasaur Rex", "target.up_to", "phrase.filter")
def test_301_7_target_creature_or_vehicle_a_type_or_a_subtype():
    game = board(["Forest"] * 3, ["Renegade Freighter", "Millstone", "Grizzly Bears"],
                 hands=(["Agonasaur Rex"], []))
    game.act(game.parse("activate Agonasaur Rex for cycling"))
    resolve(game)
    freighter, bears = obj(game, "Renegade Freighter"), obj(game, "Grizzly Bears")
    d = game.decision
    assert d.kind == "targets"
    # A creature or a Vehicle (even one that isn't a creature now); not other artifacts.
    assert set(d.options) == {(None,), (("object", freighter),), (("object", bears),)}
    choose_targets(game, freighter)
    resolve(game)
    assert game.state.objects[freighter].counters == {"+1/+1": 2}


@plays("Famished Ghoul", "target.one_graveyard", "target.up_to")
def test_115_1_up_to_two_target_cards_from_a_single_graveyard():
    game = board(["Famished Ghoul", "Swamp", "Swamp"], [])
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    state = game.state
    mine = create_object(state, card_def("Shock"), 0, "graveyard").id
    theirs = [create_object(state, card_def(n), 1, "graveyard").id for n in ("Opt", "Duress")]
    ghoul = obj(game, "Famished Ghoul")
    chosen = {a.targets for a in game.legal_actions() if a.kind == "activate"}
    assert (("object", mine), ("object", theirs[0])) not in chosen
    assert (("object", theirs[0]), ("object", theirs[1])) in chosen
    with pytest.raises(IllegalAction):                  # two graveyards: not a single one
        activate(game, ghoul, theirs[1], mine)
    activate(game, ghoul, theirs[1], theirs[0])
    resolve(game)
    assert grave(game, 1) == [] and grave(game) == ["Shock", "Famished Ghoul"]


@plays("Squelch", "target.ability", "effect.counter")
def test_701_5a_counter_target_activated_ability():
    game = board(["Island"] * 2, ["Prodigal Sorcerer"], hands=(["Squelch", "Disallow"], []))
    sorcerer = obj(game, "Prodigal Sorcerer")
    game.act(Action("pass", 0))
    game.act(Action("activate", 1, sorcerer, ability=0, targets=(("player", 0),)))
    game.act(Action("pass", 1))
    ability = game.state.stack[-1]
    # Abilities on the stack are targets; Squelch can't target itself (CR 115.5).
    assert {a.targets for a in _casts(game, "Squelch")} == {(("object", ability),)}
    cast(game, "Squelch", ability)
    resolve(game)
    assert life(game, 0) == 20 and not game.state.stack and len(game.state.players[0].hand) == 2


@plays("Stifle", "target.ability")
def test_701_5a_counter_target_triggered_ability_not_a_spell():
    game = board(["Island"] * 7, ["Grizzly Bears"], hands=(["Air-Cult Elemental", "Stifle"], []))
    cast(game, "Air-Cult Elemental")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    choose_targets(game, obj(game, "Grizzly Bears"))
    trigger = game.state.stack[-1]
    assert game.state.objects[trigger].is_ability
    assert {a.targets for a in _casts(game, "Stifle")} == {(("object", trigger),)}
    cast(game, "Stifle", trigger)
    resolve(game)
    assert not game.state.stack and "Grizzly Bears" in names(game)


@plays("Frost Breath", "target.those", "target.spread", "effect.no_next_untap")
def test_608_2c_those_creatures_are_the_targets_of_the_phrase():
    game = board(["Island"] * 3, ["Grizzly Bears", "Hill Giant", "Llanowar Elves"],
                 hands=(["Frost Breath"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    elves = obj(game, "Llanowar Elves")
    cast(game, "Frost Breath", bears, giant)
    resolve(game)
    state = game.state
    assert state.objects[bears].tapped and state.objects[giant].tapped
    state.objects[elves].tapped = True
    to_step(game, "upkeep")                            # Bob's untap step has passed
    assert state.active == 1
    assert state.objects[bears].tapped and state.objects[giant].tapped
    assert not state.objects[elves].tapped


@plays("Weed-Pruner Poplar", "phrase.target")
def test_109_5_target_creature_other_than_this_creature():
    game = board(["Weed-Pruner Poplar", "Llanowar Elves"], ["Grizzly Bears"], step="untap")
    poplar, elves = obj(game, "Weed-Pruner Poplar"), obj(game, "Llanowar Elves")
    d = game.decision                               # at the beginning of the upkeep
    assert d.kind == "targets" and (("object", poplar),) not in d.options
    assert (("object", elves),) in d.options
    choose_targets(game, elves)
    resolve(game)
    assert "Llanowar Elves" in grave(game)


@plays("Deathmark", "phrase.filter")
def test_105_2_target_green_or_white_creature():
    game = board(["Swamp"], ["Grizzly Bears", "Savannah Lions", "Hill Giant"],
                 hands=(["Deathmark"], []))
    bears, lions = obj(game, "Grizzly Bears"), obj(game, "Savannah Lions")
    assert {a.targets for a in _casts(game, "Deathmark")} == {(("object", bears),),
                                                              (("object", lions),)}
    cast(game, "Deathmark", lions)
    resolve(game)
    assert "Savannah Lions" in grave(game, 1)


@plays("Eliminate", "phrase.filter")
def test_202_3_creature_or_planeswalker_with_mana_value_3_or_less():
    game = board(["Swamp"] * 2, ["Grizzly Bears", "Craw Wurm"], hands=(["Eliminate"], []))
    bears = obj(game, "Grizzly Bears")
    assert {a.targets for a in _casts(game, "Eliminate")} == {(("object", bears),)}
    cast(game, "Eliminate", bears)
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1)


@plays("Nivix Guildmage", "phrase.target", "effect.copy_spell")
def test_115_1_target_instant_or_sorcery_spell_you_control():
    game = board(["Nivix Guildmage", "Island", "Island", "Mountain", "Mountain", "Mountain"],
                 ["Mountain"], hands=(["Shock"], ["Shock"]))
    cast(game, "Shock", BOB)
    mine = game.state.stack[-1]
    copy = [a for a in game.legal_actions() if a.kind == "activate" and a.ability == 1]
    assert [a.targets for a in copy] == [(("object", mine),)]
    game.act(copy[0])
    resolve(game)
    if game.decision.kind == "new_targets":
        game.act(Action("choose", 0, targets=game.decision.options[0]))
        resolve(game)
    assert life(game, 1) == 16


@plays("Pyrotechnics", "target.divided")
def test_601_2d_four_damage_among_any_number_of_targets():
    game = board(["Mountain"] * 5, ["Llanowar Elves", "Grizzly Bears", "Savannah Lions"],
                 hands=(["Pyrotechnics"], []))
    elves, bears, lions = (obj(game, n) for n in ("Llanowar Elves", "Grizzly Bears",
                                                   "Savannah Lions"))
    game.act(Action("cast", 0, in_hand(game, "Pyrotechnics"), mode=0,
                    targets=(("object", elves), BOB, ("object", bears), ("object", lions)),
                    choice=(1, 1, 1, 1)))
    resolve(game)
    assert life(game, 1) == 19 and sorted(grave(game, 1)) == ["Llanowar Elves",
                                                              "Savannah Lions"]
    assert game.state.objects[bears].damage == 1


@plays("Nefashu", "target.up_to", "target.spread")
def test_603_3d_a_trigger_accepts_any_legal_set_of_targets_listed_or_not():
    creatures = ["Grizzly Bears", "Llanowar Elves", "Savannah Lions", "Hill Giant",
                 "Craw Wurm", "Ornithopter", "Grizzly Bears", "Llanowar Elves"]
    game = board(["Nefashu"], creatures, step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Nefashu"), BOB),)))
    d = game.decision
    assert d.kind == "targets" and len(d.options) < 2 ** len(creatures)
    picked = (obj(game, "Craw Wurm"), obj(game, "Savannah Lions"),
              obj(game, "Llanowar Elves", 1))
    answer = tuple(("object", i) for i in picked) + (None, None)
    assert answer not in d.options                     # not listed, but legal
    game.act(Action("choose", 0, targets=answer))
    resolve(game)
    assert sorted(grave(game, 1)) == ["Llanowar Elves", "Savannah Lions"]
    assert "Craw Wurm" in names(game) and names(game).count("Llanowar Elves") == 1


@plays("Reckless Spite", "target.counted", "target.spread")
def test_603_10a_two_targets_destroyed_at_once_each_sees_the_other_die():
    game = board(["Swamp"] * 3, ["Rage Thrower", "Grizzly Bears"],
                 hands=(["Reckless Spite"], []))
    thrower, bears = obj(game, "Rage Thrower"), obj(game, "Grizzly Bears")
    cast(game, "Reckless Spite", thrower, bears)       # the Thrower first: still, at once
    resolve(game)
    assert sorted(grave(game, 1)) == ["Grizzly Bears", "Rage Thrower"]
    if game.decision.kind == "targets":                # Rage Thrower saw the Bears die
        game.act(Action("choose", 1, targets=(("player", 0),)))
    resolve(game)
    assert life(game, 0) == 20 - 5 - 2


@plays("Killing Glare", "target.spell_x")
def test_601_2b_with_power_x_or_less_uses_the_announced_x():
    game = board(["Swamp"] * 4, ["Grizzly Bears", "Hill Giant"], hands=(["Killing Glare"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    by_x = {(a.x, a.targets) for a in _casts(game, "Killing Glare")}
    assert (2, (("object", bears),)) in by_x and (2, (("object", giant),)) not in by_x
    assert (3, (("object", giant),)) in by_x and (1, (("object", bears),)) not in by_x
    with pytest.raises(IllegalAction):                 # X is announced first (CR 601.2b)
        cast(game, "Killing Glare", giant, x=2)
    cast(game, "Killing Glare", giant, x=3)
    resolve(game)
    assert "Hill Giant" in grave(game, 1) and "Grizzly Bears" in names(game)


@plays("Stir the Grave", "target.spell_x", "phrase.graveyard_card")
def test_608_2b_mana_value_x_or_less_checked_again_with_the_same_x():
    game = board(["Swamp"] * 5, [], hands=(["Stir the Grave"], []))
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    giant = create_object(game.state, card_def("Hill Giant"), 0, "graveyard").id
    assert {a.x for a in _casts(game, "Stir the Grave")
            if a.targets == (("object", giant),)} == {4}   # Hill Giant's mana value is 4
    with pytest.raises(IllegalAction):
        cast(game, "Stir the Grave", giant, x=3)
    cast(game, "Stir the Grave", giant, x=4)
    resolve(game)                                      # still legal with X = 4 (CR 608.2b)
    assert "Hill Giant" in names(game)


@plays("Broken Wings", "phrase.filter")
def test_702_9_artifact_enchantment_or_creature_with_flying():
    game = board(["Forest"] * 3, ["Millstone", "Glorious Anthem", "Wind Drake", "Grizzly Bears"],
                 hands=(["Broken Wings"], []))
    allowed = {obj(game, n) for n in ("Millstone", "Glorious Anthem", "Wind Drake")}
    assert {a.targets[0][1] for a in _casts(game, "Broken Wings")} == allowed
    cast(game, "Broken Wings", obj(game, "Millstone"))   # any artifact, flying or not
    resolve(game)
    assert "Millstone" in grave(game, 1)


@plays("Reign of Chaos", "target.list", "spell.modal")
def test_205_3i_target_plains_a_subtype_both_singular_and_plural():
    game = board(["Mountain"] * 4, ["Plains", "Savannah Lions", "Grizzly Bears"],
                 hands=(["Reign of Chaos"], []))
    plains, lions = obj(game, "Plains"), obj(game, "Savannah Lions")
    cast(game, "Reign of Chaos", plains, lions, mode=0)
    resolve(game)
    assert sorted(grave(game, 1)) == ["Plains", "Savannah Lions"]


@plays("Elspeth's Nightmare", "effect.exile_graveyards", "saga.chapter")
def test_714_2_chapter_three_exiles_target_opponents_graveyard():
    game = board(["Elspeth's Nightmare"], [], step="upkeep")
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    saga = obj(game, "Elspeth's Nightmare")
    game.state.objects[saga].counters["lore"] = 2
    create_object(game.state, card_def("Shock"), 1, "graveyard")
    create_object(game.state, card_def("Opt"), 0, "graveyard")
    to_step(game, "precombat main")
    resolve(game)
    assert grave(game, 1) == [] and "Opt" in grave(game)


@plays("Agony Warp", "spell.effects", "effect.pump")
def test_115_3_targets_on_two_lines_may_be_the_same_creature():
    game = board(["Swamp", "Island"], ["Hill Giant", "Grizzly Bears"], hands=(["Agony Warp"], []))
    giant, bears = obj(game, "Hill Giant"), obj(game, "Grizzly Bears")
    cast(game, "Agony Warp", giant, giant)             # one object for each "target"
    resolve(game)
    assert "Hill Giant" in grave(game, 1)
    game2 = board(["Swamp", "Island"], ["Hill Giant", "Grizzly Bears"],
                  hands=(["Agony Warp"], []))
    cast(game2, "Agony Warp", obj(game2, "Hill Giant"), obj(game2, "Grizzly Bears"))
    resolve(game2)
    assert chars(game2, obj(game2, "Hill Giant")).power == 0
    assert "Grizzly Bears" in grave(game2, 1) and bears in game.state.battlefield


@plays("Patch Up", "target.total_mana_value", "target.up_to")
def test_202_3_cards_with_total_mana_value_3_or_less():
    game = board(["Plains"] * 4, [], hands=(["Patch Up"], []))
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    state = game.state
    bears, elves, giant = (create_object(state, card_def(n), 0, "graveyard").id
                           for n in ("Grizzly Bears", "Llanowar Elves", "Hill Giant"))
    with pytest.raises(IllegalAction):                 # 2 + 4: more than 3 in total
        cast(game, "Patch Up", bears, giant, None)
    cast(game, "Patch Up", bears, elves, None)         # 2 + 1
    resolve(game)
    assert sorted(names(game)).count("Grizzly Bears") == 1 and "Llanowar Elves" in names(game)
    assert grave(game) == ["Hill Giant", "Patch Up"]
