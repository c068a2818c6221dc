"""Play tests of the riders read in the third coverage push: reflexive abilities after an
optional cost, optional actions with "if you do", "at random", exert and target phrases."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import cast, choose, in_hand, obj, plays, resolve

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.layers import characteristics
from tolaria.rules.zones import create_object

BOB = ("player", 1)


def _hand(game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].hand]


def _grave(game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].graveyard]


@plays("Snaremaster Sprite", "condition.when_paid", "trigger.may_pay")
def test_603_12_may_pay_when_you_do_tap_target_creature():
    game = board(["Island"] * 3, ["Hill Giant"], hands=(["Snaremaster Sprite"], []))
    cast(game, "Snaremaster Sprite")
    resolve(game)
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")                          # pays {2}; the reflexive ability triggers
    giant = obj(game, "Hill Giant")
    reflexive = game.state.objects[game.state.stack[-1]]      # its only legal target
    assert reflexive.targets == (("object", giant),)
    assert sum(game.state.objects[i].tapped for i in game.state.battlefield) == 3
    resolve(game)
    assert game.state.objects[giant].tapped
    assert game.state.objects[giant].counters.get("stun") == 1
    game = board(["Island"] * 3, ["Hill Giant"], hands=(["Snaremaster Sprite"], []))
    cast(game, "Snaremaster Sprite")
    resolve(game)
    resolve(game)
    choose(game, "no")                           # not paid: nothing triggers
    assert not game.state.stack
    assert not game.state.objects[obj(game, "Hill Giant")].tapped


@plays("Kels, Fight Fixer", "trigger.may_pay")
def test_107_4e_may_pay_a_hybrid_symbol_with_either_colour():
    game = board(["Kels, Fight Fixer", "Grizzly Bears", "Island", "Swamp"], [])
    kels = obj(game, "Kels, Fight Fixer")
    bears = obj(game, "Grizzly Bears")
    game.act(Action("activate", 0, kels, ability=0, costs=(bears,)))
    resolve(game)                                # the sacrifice trigger, then Kels's ability
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    assert len(game.state.players[0].hand) == 1
    assert all(game.state.objects[obj(game, n)].tapped for n in ("Island", "Swamp"))


@plays("Tweeze", "condition.may_if_you_do", "condition.if_you_do")
def test_608_2d_you_may_discard_a_card_if_you_do_draw_a_card():
    game = board(["Mountain"] * 3, [], hands=(["Tweeze", "Shock"], []))
    cast(game, "Tweeze", BOB)
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")                          # Shock is the only card to discard
    assert _hand(game) == ["Wastes"] and "Shock" in _grave(game)
    assert game.state.players[1].life == 17
    game = board(["Mountain"] * 3, [], hands=(["Tweeze", "Shock"], []))
    cast(game, "Tweeze", BOB)
    resolve(game)
    choose(game, "no")                           # not done: no card drawn
    assert _hand(game) == ["Shock"]


@plays("Thrilling Discovery", "condition.may_if_you_do")
def test_701_8a_discard_two_cards_needs_two_cards_in_hand():
    game = board(["Mountain", "Plains"], [], hands=(["Thrilling Discovery", "Shock"], []))
    cast(game, "Thrilling Discovery")
    resolve(game)                                # one card: it can't be done, nothing asked
    assert _hand(game) == ["Shock"] and game.state.players[0].life == 22


@plays("Arrogant Poet", "effect.pay_life", "condition.if_you_do", "trigger.may")
def test_119_4_you_may_pay_two_life_if_you_do_it_gains_flying():
    for start, paid in ((20, True), (1, False)):
        game = board(["Arrogant Poet"], [], step="declare attackers")
        game.state.players[0].life = start
        poet = obj(game, "Arrogant Poet")
        game.act(Action("attack", 0, choice=((poet, ("player", 1)),)))
        resolve(game)
        choose(game, "yes")
        flying = "flying" in characteristics(game.state, game.state.objects[poet]).keywords
        assert flying is paid                    # CR 119.4: 1 life can't pay 2
        assert game.state.players[0].life == (18 if paid else 1)


@plays("Undead Butler", "condition.when_you_do", "library.own_death")
def test_603_12_when_this_dies_you_may_exile_it_when_you_do_return_a_card():
    game = board(["Undead Butler", "Mountain"], [], hands=(["Shock"], []))
    create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard")
    cast(game, "Shock", obj(game, "Undead Butler"))
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")                          # exiled; the reflexive ability triggers
    resolve(game)
    assert _hand(game) == ["Grizzly Bears"]
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == [
        "Undead Butler"]


def _until(game, turn: int, step: str) -> None:
    """Pass (attacking and blocking with nothing) until `step` of turn `turn`."""
    for _ in range(200):
        state, d = game.state, game.decision
        if state.turn == turn and state.step == step and d.kind == "priority":
            return
        if d.kind == "attackers":
            game.act(Action("attack", d.player, choice=()))
        elif d.kind == "blockers":
            game.act(Action("block", d.player, choice=()))
        elif d.kind == "priority":
            game.act(Action("pass", d.player))
        else:
            game.act(game.legal_actions()[0])
    raise AssertionError(f"never reached {step} of turn {turn}")


@plays("Glorybringer", "keyword.exert")
def test_701_39a_exert_as_it_attacks_when_you_do_and_no_untap():
    game = board(["Glorybringer"], ["Hill Giant"], step="declare attackers")
    dragon = obj(game, "Glorybringer")
    game.act(Action("attack", 0, choice=((dragon, BOB),)))
    assert game.decision.kind == "exert" and game.decision.subject == dragon
    choose(game, "yes")                          # CR 508.1g: chosen as it attacks
    giant = obj(game, "Hill Giant")
    assert game.state.objects[game.state.stack[-1]].targets == (("object", giant),)
    resolve(game)
    assert "Hill Giant" in _grave(game, 1)
    _until(game, 5, "upkeep")                    # Alice's next untap step: it stays tapped
    assert game.state.objects[dragon].tapped
    _until(game, 7, "upkeep")                    # only that one (CR 701.39a)
    assert not game.state.objects[dragon].tapped


@plays("Glorybringer", "keyword.exert")
def test_508_1g_not_exerted_nothing_triggers_and_it_untaps():
    game = board(["Glorybringer"], ["Hill Giant"], step="declare attackers")
    dragon = obj(game, "Glorybringer")
    game.act(Action("attack", 0, choice=((dragon, BOB),)))
    choose(game, "no")
    assert not game.state.stack and game.state.stage == "priority"
    _until(game, 5, "upkeep")
    assert not game.state.objects[dragon].tapped
    assert "Hill Giant" not in _grave(game, 1)


@plays("Vizier of the True", "keyword.exert", "trigger.exert")
def test_701_39_whenever_you_exert_a_creature_tap_target_creature():
    game = board(["Vizier of the True"], ["Hill Giant"], step="declare attackers")
    vizier = obj(game, "Vizier of the True")
    game.act(Action("attack", 0, choice=((vizier, BOB),)))
    choose(game, "yes")
    resolve(game)
    assert game.state.objects[obj(game, "Hill Giant")].tapped


@plays("Hymn to Tourach", "effect.discard_random")
def test_701_8b_target_player_discards_two_cards_at_random():
    game = board(["Swamp"] * 2, [], hands=(["Hymn to Tourach"], ["Shock", "Ornithopter",
                                                                  "Hill Giant"]))
    cast(game, "Hymn to Tourach", BOB)
    resolve(game)                                # no choice is asked: the game picks
    assert game.decision.kind == "priority"
    assert len(_hand(game, 1)) == 1 and len(_grave(game, 1)) == 2
    assert sorted(_hand(game, 1) + _grave(game, 1)) == ["Hill Giant", "Ornithopter", "Shock"]


@plays("Grave Strength", "target.choose")
def test_115_1_choose_target_creature_then_counters_on_that_creature():
    game = board(["Swamp"] * 2, ["Hill Giant"], hands=(["Grave Strength"], []), library=0)
    for name in ("Grizzly Bears", "Grizzly Bears", "Shock"):
        create_object(game.state, card_def(name), 0, "library")
    giant = obj(game, "Hill Giant")
    cast(game, "Grave Strength", giant)
    resolve(game)                                # mills 3: two creature cards
    assert game.state.objects[giant].counters.get("+1/+1") == 2


@plays("Hidden Horror", "effect.discard_kind", "condition.unless")
def test_118_12_sacrifice_it_unless_you_discard_a_creature_card():
    game = board(["Swamp"] * 3, [], hands=(["Hidden Horror", "Grizzly Bears", "Shock"], []))
    cast(game, "Hidden Horror")
    resolve(game)
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")                          # the Bears: the only creature card
    assert _grave(game) == ["Grizzly Bears"] and _hand(game) == ["Shock"]
    assert obj(game, "Hidden Horror")
    game = board(["Swamp"] * 3, [], hands=(["Hidden Horror", "Shock"], []))
    cast(game, "Hidden Horror")
    resolve(game)
    resolve(game)                                # no creature card: nothing to choose
    assert _grave(game) == ["Hidden Horror"] and _hand(game) == ["Shock"]


@plays("Coral Atoll", "condition.unless", "effect.bounce_choice")
def test_118_12_unless_you_return_an_untapped_island_you_control():
    game = board(["Island"], [], hands=(["Coral Atoll"], []))
    game.act(Action("play", 0, in_hand(game, "Coral Atoll")))
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    assert _hand(game) == ["Island"] and obj(game, "Coral Atoll")
    game = board(["Island"], [], hands=(["Coral Atoll"], []))
    game.state.objects[obj(game, "Island")].tapped = True
    game.act(Action("play", 0, in_hand(game, "Coral Atoll")))
    resolve(game)                                # a tapped Island doesn't count
    assert _grave(game) == ["Coral Atoll"]


@plays("Rathi Dragon", "condition.unless")
def test_701_17a_unless_you_sacrifice_two_mountains():
    game = board(["Mountain"] * 4, [], hands=(["Rathi Dragon"], []))
    cast(game, "Rathi Dragon")
    resolve(game)
    resolve(game)
    choose(game, "yes")
    mountains = obj(game, "Mountain"), obj(game, "Mountain", 1)
    choose(game, mountains[0])
    choose(game, mountains[1])
    assert _grave(game) == ["Mountain", "Mountain"] and obj(game, "Rathi Dragon")


@plays("Vigil for the Lost", "trigger.may_pay")
def test_107_3_may_pay_x_if_you_do_gain_x_life():
    game = board(["Vigil for the Lost", "Grizzly Bears", "Plains", "Plains", "Plains"], [],
                 hands=(["Shock"], []))
    game.state.objects[obj(game, "Plains")].tapped = True
    create_object(game.state, card_def("Mountain"), 0, "battlefield")
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    resolve(game)
    choose(game, "yes")
    assert game.decision.kind == "choose" and game.decision.options == ("0", "1", "2")
    choose(game, "2")                            # X = 2: the two untapped Plains pay it
    assert game.state.players[0].life == 22
    assert all(game.state.objects[p].tapped for p in ids(game, "Plains"))


@plays("Surreal Memoir", "effect.discard_random", "graveyard.return_choice")
def test_701_8b_return_an_instant_card_at_random_from_your_graveyard():
    game = board(["Mountain"] * 4, [], hands=(["Surreal Memoir"], []))
    for name in ("Shock", "Lightning Bolt", "Grizzly Bears"):
        create_object(game.state, card_def(name), 0, "graveyard")
    cast(game, "Surreal Memoir")
    resolve(game)                                # no choice: the game picks an instant
    assert game.decision.kind == "priority"
    assert len(_hand(game)) == 1 and _hand(game)[0] in ("Shock", "Lightning Bolt")
    assert "Grizzly Bears" in _grave(game)


@plays("Lathnu Hellion", "condition.unless_pays")
def test_107_14_sacrifice_it_unless_you_pay_two_energy():
    for energy, kept in ((2, True), (1, False)):
        game = board(["Lathnu Hellion"], [], step="postcombat main")
        game.state.players[0].energy = energy
        _until(game, 3, "end")
        resolve(game)
        if kept:
            choose(game, "yes")
        assert game.state.players[0].energy == (0 if kept else 1)
        assert (_grave(game) == []) is kept


@plays("Tidal Terror", "effect.tap_choice", "condition.if_you_do", "trigger.may")
def test_701_21a_you_may_tap_two_other_untapped_creatures_if_you_do():
    game = board(["Tidal Terror"] + ["Grizzly Bears"] * 3, ["Hill Giant"],
                 step="declare attackers")
    terror = obj(game, "Tidal Terror")
    game.act(Action("attack", 0, choice=((terror, BOB),)))
    resolve(game)
    choose(game, "yes")
    bears = ids(game, "Grizzly Bears")
    choose(game, bears[0])
    choose(game, bears[2])
    assert [game.state.objects[b].tapped for b in bears] == [True, False, True]
    assert "cant_be_blocked" in characteristics(game.state,
                                                game.state.objects[terror]).restrictions
    game = board(["Tidal Terror", "Grizzly Bears"], ["Hill Giant"], step="declare attackers")
    terror = obj(game, "Tidal Terror")
    game.act(Action("attack", 0, choice=((terror, BOB),)))
    resolve(game)
    choose(game, "yes")                          # one other creature: it can't be done
    assert not game.state.objects[obj(game, "Grizzly Bears")].tapped
    assert "cant_be_blocked" not in characteristics(game.state,
                                                    game.state.objects[terror]).restrictions


@plays("Fire Prophecy", "condition.may_if_you_do")
def test_608_2d_you_may_put_a_card_on_the_bottom_if_you_do_draw():
    game = board(["Mountain"] * 2, ["Hill Giant"], hands=(["Fire Prophecy", "Shock"], []))
    cast(game, "Fire Prophecy", obj(game, "Hill Giant"))
    resolve(game)
    choose(game, "yes")
    assert _hand(game) == ["Wastes"] and "Hill Giant" in _grave(game, 1)
    library = game.state.players[0].library
    assert game.state.objects[library[0]].name == "Shock"          # on the bottom


@plays("Scapegoat", "target.any_number", "target.spread")
def test_601_2c_any_number_of_target_creatures_you_control():
    game = board(["Plains", "Grizzly Bears", "Hill Giant", "Ornithopter"], ["Goblin Piker"],
                 hands=(["Scapegoat"], []))
    bears, giant, thopter = (obj(game, n) for n in ("Grizzly Bears", "Hill Giant",
                                                    "Ornithopter"))
    casts = [a for a in game.legal_actions() if a.kind == "cast"]
    assert all(r is None or r[1] in (bears, giant, thopter) for a in casts for r in a.targets)
    pad = (None,) * (len(casts[0].targets) - 2)
    game.act(Action("cast", 0, in_hand(game, "Scapegoat"), mode=0, costs=(bears,),
                    targets=(("object", giant), ("object", thopter)) + pad))
    resolve(game)
    assert sorted(_hand(game)) == ["Hill Giant", "Ornithopter"]
    assert obj(game, "Goblin Piker")


@plays("Dokuchi Silencer", "condition.when_you_do", "effect.discard_kind",
       "target.that_player")
def test_603_12_when_you_do_target_creature_that_player_controls():
    game = board(["Dokuchi Silencer", "Grizzly Bears"], ["Hill Giant"],
                 hands=(["Ornithopter", "Shock"], []), step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Dokuchi Silencer"), BOB),)))
    for _ in range(20):
        if game.decision.kind == "yes_no":
            break
        if game.decision.kind == "blockers":
            game.act(Action("block", 1, choice=()))
        else:
            game.act(Action("pass", game.decision.player))
    choose(game, "yes")                          # discards Ornithopter, the creature card
    assert _hand(game) == ["Shock"] and _grave(game) == ["Ornithopter"]
    giant = obj(game, "Hill Giant")              # not Alice's Bears: "that player controls"
    assert game.state.objects[game.state.stack[-1]].targets == (("object", giant),)
    resolve(game)
    assert "Hill Giant" in _grave(game, 1)


@plays("Arms of Hadar", "target.player_group")
def test_608_2c_creatures_target_player_controls_get_minus_two():
    for victim in (BOB, ("player", 0)):
        game = board(["Swamp"] * 4 + ["Hill Giant"], ["Grizzly Bears", "Goblin Piker"],
                     hands=(["Arms of Hadar"], []))
        giant = obj(game, "Hill Giant")
        cast(game, "Arms of Hadar", victim)
        resolve(game)
        giant_power = characteristics(game.state, game.state.objects[giant]).power
        if victim == BOB:                       # Bob's creatures only
            assert sorted(_grave(game, 1)) == ["Goblin Piker", "Grizzly Bears"]
            assert giant_power == 3
        else:
            assert _grave(game, 1) == [] and giant_power == 1


@plays("Shockmaw Dragon", "target.player_group")
def test_603_2_each_creature_that_player_controls():
    game = board(["Shockmaw Dragon", "Ornithopter"], ["Goblin Piker", "Grizzly Bears"],
                 step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Shockmaw Dragon"), BOB),)))
    for _ in range(20):
        if game.decision.kind == "blockers":
            game.act(Action("block", 1, choice=()))
        elif game.state.players[1].life < 20 and not game.state.stack:
            break
        else:
            game.act(Action("pass", game.decision.player))
    assert "Ornithopter" not in _grave(game)                 # Alice's: not that player's
    assert game.state.objects[obj(game, "Grizzly Bears")].damage == 1
    assert _grave(game, 1) == ["Goblin Piker"]                # 2/1: dies


@plays("Circular Logic", "condition.unless_pays_per", "condition.unless_pays")
def test_118_12_counter_unless_its_controller_pays_one_for_each_card():
    for pays in (True, False):
        game = board(["Forest"] * 4, ["Island"] * 3, hands=(["Grizzly Bears"],
                                                            ["Circular Logic"]))
        for name in ("Shock", "Hill Giant"):
            create_object(game.state, card_def(name), 1, "graveyard")
        cast(game, "Grizzly Bears")
        bears = game.state.stack[-1]
        game.act(Action("pass", 0))
        cast(game, "Circular Logic", bears, player=1)
        game.act(Action("pass", 1))
        game.act(Action("pass", 0))
        assert game.decision.kind == "yes_no" and game.decision.player == 0
        choose(game, "yes" if pays else "no")    # {2}: two cards in Bob's graveyard
        resolve(game)
        assert sum(game.state.objects[f].tapped for f in ids(game, "Forest")) == (
            4 if pays else 2)
        assert bool(ids(game, "Grizzly Bears")) is pays
        assert ("Grizzly Bears" in _grave(game)) is not pays


@plays("Gift of Growth", "condition.instead", "keyword.kicker")
def test_614_15_if_kicked_that_creature_gets_more_instead():
    for kicked, power in ((False, 4), (True, 6)):
        game = board(["Forest"] * 4, ["Grizzly Bears"], hands=(["Gift of Growth"], []))
        bears = obj(game, "Grizzly Bears")
        game.state.objects[bears].tapped = True
        cast(game, "Gift of Growth", bears, costs=("kicker",) if kicked else ())
        resolve(game)
        assert not game.state.objects[bears].tapped
        assert characteristics(game.state, game.state.objects[bears]).power == power


@plays("Scute Swarm", "condition.instead")
def test_614_15_instead_is_checked_once_as_the_first_would_happen():
    game = board(["Scute Swarm"] + ["Forest"] * 4, [], hands=(["Forest"], []))
    game.act(Action("play", 0, in_hand(game, "Forest")))
    resolve(game)                    # five lands: an Insect (and no copy after it)
    assert len(ids(game, "Insect")) == 1 and len(ids(game, "Scute Swarm")) == 1
    game = board(["Scute Swarm"] + ["Forest"] * 5, [], hands=(["Forest"], []))
    game.act(Action("play", 0, in_hand(game, "Forest")))
    resolve(game)                    # six lands: a copy instead of an Insect
    assert not ids(game, "Insect") and len(ids(game, "Scute Swarm")) == 2


@plays("Faebloom Trick", "condition.when_you_do")
def test_603_12_create_tokens_when_you_do_tap_target_creature():
    game = board(["Island"] * 3, ["Hill Giant"], hands=(["Faebloom Trick"], []))
    cast(game, "Faebloom Trick")
    resolve(game)                                # the tokens; the reflexive ability
    resolve(game)
    assert len(ids(game, "Faerie")) == 2
    assert game.state.objects[obj(game, "Hill Giant")].tapped


@plays("Feed the Clan", "condition.instead")
def test_614_15_a_later_lines_instead_replaces_the_earlier_line():
    for creature, gained in (("Grizzly Bears", 5), ("Hill Giant", 5), ("Craw Wurm", 10)):
        game = board(["Forest", "Forest", creature], [], hands=(["Feed the Clan"], []))
        cast(game, "Feed the Clan")
        resolve(game)
        assert game.state.players[0].life == 20 + gained


@plays("Wind Sail", "target.any_number", "target.spread")
def test_601_2c_one_or_two_target_creatures_at_least_one():
    game = board(["Island"] * 3, ["Grizzly Bears", "Hill Giant"], hands=(["Wind Sail"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    casts = [a for a in game.legal_actions() if a.kind == "cast"]
    assert {sum(r is not None for r in a.targets) for a in casts} == {1, 2}
    cast(game, "Wind Sail", bears, None)
    resolve(game)
    flying = [("flying" in characteristics(game.state, game.state.objects[c]).keywords)
              for c in (bears, giant)]
    assert flying == [True, False]


@plays("Carnophage", "effect.pay_life")
def test_119_4_tap_this_creature_unless_you_pay_one_life():
    for pays in ("yes", "no"):
        game = board(["Carnophage"], [], step="upkeep")
        resolve(game)
        choose(game, pays)
        tapped = game.state.objects[obj(game, "Carnophage")].tapped
        assert tapped is (pays == "no")
        assert game.state.players[0].life == (19 if pays == "yes" else 20)


@plays("Hunters' Feast", "target.players_each", "target.any_number")
def test_115_1_any_number_of_target_players_each_gain_six_life():
    game = board(["Forest"] * 4, [], hands=(["Hunters' Feast"], []))
    casts = [a for a in game.legal_actions() if a.kind == "cast"]
    pad = (None,) * (len(casts[0].targets) - 2)
    game.act(Action("cast", 0, in_hand(game, "Hunters' Feast"), mode=0,
                    targets=(("player", 0), ("player", 1)) + pad))
    resolve(game)
    assert (game.state.players[0].life, game.state.players[1].life) == (26, 26)
    game = board(["Forest"] * 4, [], hands=(["Hunters' Feast"], []))
    game.act(Action("cast", 0, in_hand(game, "Hunters' Feast"), mode=0,
                    targets=(("player", 1),) + pad + (None,)))
    resolve(game)
    assert (game.state.players[0].life, game.state.players[1].life) == (20, 26)


@plays("Lay Down Arms", "target.counted_bound")
def test_115_1_mana_value_less_than_or_equal_to_the_number_of_plains():
    game = board(["Plains", "Plains"], ["Grizzly Bears", "Hill Giant"],
                 hands=(["Lay Down Arms"], []))
    bears = obj(game, "Grizzly Bears")
    casts = [a for a in game.legal_actions() if a.kind == "cast"]
    assert {a.targets for a in casts} == {(("object", bears),)}   # mana value 2, not 4
    cast(game, "Lay Down Arms", bears)
    resolve(game)
    assert not ids(game, "Grizzly Bears") and game.state.players[1].life == 23


@plays("Legacy's Allure", "target.counted_bound")
def test_608_2b_counters_on_the_sacrificed_source_as_it_last_existed():
    game = board(["Legacy's Allure"], ["Grizzly Bears", "Hill Giant"])
    allure = obj(game, "Legacy's Allure")
    game.state.objects[allure].counters["treasure"] = 2
    game.state.changed()
    acts = [a for a in game.legal_actions() if a.kind == "activate"]
    bears = obj(game, "Grizzly Bears")
    assert [a.targets for a in acts] == [(("object", bears),)]     # power 2, not 3
    game.act(acts[0])
    resolve(game)
    assert characteristics(game.state, game.state.objects[bears]).controller == 0


def test_riders_random_games_keep_invariants_and_end():
    from pathlib import Path

    from test_properties import play_checked
    decks = Path(__file__).parent / "decks"
    for seed in range(2):
        game, _ = play_checked((str(decks / "riders_wr.txt"), str(decks / "riders_ub.txt")),
                               seed)
        assert game.over


@plays("Dismantling Wave", "target.each_opponent", "target.up_to")
def test_601_2c_for_each_opponent_up_to_one_target_that_player_controls():
    game = board(["Plains"] * 3, ["Ornithopter", "Millstone"],
                 hands=(["Dismantling Wave"], []))
    create_object(game.state, card_def("Millstone"), 0, "battlefield")
    game.state.changed()
    casts = [a for a in game.legal_actions() if a.kind == "cast" and a.mode == 0]
    chosen = {tuple(r for r in a.targets if r is not None) for a in casts}
    thopter, stone = obj(game, "Ornithopter"), obj(game, "Millstone")
    assert chosen == {(), (("object", thopter),), (("object", stone),)}   # one: one opponent
    pad = (None,) * (len(casts[0].targets) - 1)
    game.act(Action("cast", 0, in_hand(game, "Dismantling Wave"), mode=0,
                    targets=(("object", stone),) + pad))
    resolve(game)
    assert _grave(game, 1) == ["Millstone"] and len(ids(game, "Millstone")) == 1


@plays("Hero's Blade", "effect.attach_to_event", "trigger.may")
def test_701_3a_you_may_attach_this_equipment_to_the_creature_that_entered():
    game = board(["Hero's Blade", "Plains", "Plains", "Plains"], [],
                 hands=(["Thalia, Guardian of Thraben"], []))
    cast(game, "Thalia, Guardian of Thraben")
    resolve(game)
    resolve(game)
    choose(game, "yes")
    thalia = obj(game, "Thalia, Guardian of Thraben")
    assert game.state.objects[obj(game, "Hero's Blade")].attached_to == thalia
    assert characteristics(game.state, game.state.objects[thalia]).power == 5


@plays("Celestial Regulator", "target.choose")
def test_115_1_choose_target_and_tap_it_the_chosen_creature_doesnt_untap():
    game = board(["Plains", "Plains", "Island", "Grizzly Bears"], ["Hill Giant"],
                 hands=(["Celestial Regulator"], []))
    game.state.objects[obj(game, "Grizzly Bears")].counters["+1/+1"] = 1
    cast(game, "Celestial Regulator")
    resolve(game)
    resolve(game)                                # its only legal target: Bob's Giant
    giant = obj(game, "Hill Giant")
    assert game.state.objects[giant].tapped
    _until(game, 4, "draw")                      # Bob's untap step: it stays tapped
    assert game.state.objects[giant].tapped


@plays("Mausoleum Wanderer", "condition.unless_pays_per")
def test_608_2h_unless_pays_x_where_x_is_the_sacrificed_creatures_power():
    game = board(["Forest"] * 4, ["Mausoleum Wanderer"], hands=(["Giant Growth"], []))
    wanderer = obj(game, "Mausoleum Wanderer")
    game.state.objects[wanderer].counters["+1/+1"] = 2          # power 3 as it last existed
    game.state.changed()
    bears = create_object(game.state, card_def("Grizzly Bears"), 0, "battlefield").id
    cast(game, "Giant Growth", bears)
    spell = game.state.stack[-1]
    game.act(Action("pass", 0))
    game.act(Action("activate", 1, wanderer, ability=0, targets=(("object", spell),)))
    game.act(Action("pass", 1))
    game.act(Action("pass", 0))
    assert game.decision.kind == "yes_no" and game.decision.player == 0
    choose(game, "yes")                          # {3}: the three untapped Forests
    assert all(game.state.objects[f].tapped for f in ids(game, "Forest"))
    resolve(game)
    assert characteristics(game.state, game.state.objects[bears]).power == 5


@plays("Rhystic Study", "condition.unless_pays")
def test_118_12_that_player_chooses_to_pay_before_you_choose_to_draw():
    for pays in (False, True):
        game = board(["Rhystic Study"], ["Mountain", "Mountain"], hands=([], ["Shock"]))
        game.act(Action("pass", 0))
        cast(game, "Shock", ("player", 0), player=1)
        while game.decision.kind == "priority":  # the trigger resolves: Bob decides first
            game.act(Action("pass", game.decision.player))
        assert game.decision.kind == "yes_no" and game.decision.player == 1
        choose(game, "yes" if pays else "no")
        if not pays:
            assert game.decision.kind == "yes_no" and game.decision.player == 0
            choose(game, "yes")
        assert len(game.state.players[0].hand) == (0 if pays else 1)


@plays("Yawgmoth Demon", "condition.may_if_you_do")
def test_608_2c_you_may_sacrifice_an_artifact_if_you_dont_tap_and_damage():
    for answer, artifact in (("yes", True), ("no", True), (None, False)):
        game = board(["Yawgmoth Demon"] + (["Ornithopter"] if artifact else []), [],
                     step="upkeep")
        resolve(game)
        if answer is not None:
            choose(game, answer)                 # (with no artifact: nothing to choose)
        demon = game.state.objects[obj(game, "Yawgmoth Demon")]
        assert demon.tapped is (answer != "yes")
        assert game.state.players[0].life == (20 if answer == "yes" else 18)
        assert (_grave(game) == ["Ornithopter"]) is (answer == "yes")


def _spell_then_sprite(faeries: list[str], spell: str):
    """Bob casts `spell` at Alice in her main phase; Alice answers with Spellstutter Sprite."""
    game = board(["Island", "Island", *faeries], ["Mountain", "Mountain"],
                 hands=(["Spellstutter Sprite"], [spell]))
    game.act(Action("pass", 0))
    cast(game, spell, ("player", 0), player=1)
    game.act(Action("pass", 1))
    cast(game, "Spellstutter Sprite")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                  # the Sprite resolves; its trigger targets
    return game


@plays("Spellstutter Sprite", "target.where_x_bound")
def test_601_2c_spellstutter_sprite_counters_a_spell_with_mana_value_up_to_its_faeries():
    game = _spell_then_sprite([], "Lightning Bolt")                # one Faerie: MV 1
    resolve(game)
    assert game.state.players[0].life == 20 and "Lightning Bolt" in [
        game.state.objects[i].name for i in game.state.players[1].graveyard]
    game = _spell_then_sprite([], "Searing Spear")                 # MV 2: no target
    assert "has no legal targets" in game.log[-1].text
    resolve(game)
    assert game.state.players[0].life == 17


def test_608_2b_spellstutter_sprite_counts_its_faeries_again_as_the_trigger_resolves():
    game = _spell_then_sprite(["Faerie Miscreant"], "Searing Spear")    # two Faeries: MV 2
    trigger = game.state.stack[-1]
    assert game.state.objects[trigger].targets                     # the Spear is its target
    miscreant = obj(game, "Faerie Miscreant")
    from tolaria.rules import events
    events.destroy(game.state, game.state.objects[miscreant])       # one Faerie gone
    resolve(game)
    assert game.state.players[0].life == 17                         # not countered: X is 1
    assert "Searing Spear" in [game.state.objects[i].name
                               for i in game.state.players[1].graveyard]


@plays("Smothering Tithe", "condition.event_player_may_pay")
def test_118_12a_603_2_opponent_draws_may_pay_2_or_you_create_a_treasure():
    for lands, pays in ((3, True), (3, False), (1, None)):
        game = board(["Smothering Tithe"], ["Island"] * lands, hands=([], ["Peek"]))
        game.act(Action("pass", 0))
        cast(game, "Peek", ("player", 0), player=1)
        while game.state.stack and game.decision.kind == "priority":
            game.act(Action("pass", game.decision.player))
        if pays is not None:                     # the drawing player chooses (CR 118.12a)
            assert game.decision.kind == "yes_no" and game.decision.player == 1
            choose(game, "yes" if pays else "no")
        treasures = [i for i in game.state.battlefield
                     if game.state.objects[i].name == "Treasure"]
        assert len(treasures) == (0 if pays else 1)
        assert not treasures or game.state.objects[treasures[0]].controller == 0
        untapped = [i for i in ids(game, "Island") if not game.state.objects[i].tapped]
        assert len(untapped) == (0 if pays else lands - 1)
