"""Play tests for families that needed a choice the earlier rounds left as gaps: "remove a
counter from <permanent>" of a kind chosen as it resolves (CR 122.1, 608.2d)..."""

from __future__ import annotations

from boards import add_mana, board, ids
from test_oracle_play import activate, cast, chars, choose, move_on, obj, plays, resolve, to_step

from tolaria import Action


def _counters(game, oid: int) -> dict[str, int]:
    return {k: n for k, n in game.state.objects[oid].counters.items() if n}


@plays("Thrull Parasite", "effect.remove_a_counter")
def test_122_1_thrull_parasite_removes_a_counter_of_the_chosen_kind():
    """"Remove a counter from target nonland permanent.": with two kinds on it, Alice
    chooses which one as it resolves (CR 608.2d); one counter of that kind goes (122.1)."""
    game = board(["Thrull Parasite"], ["Grizzly Bears"])
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].counters.update({"+1/+1": 2, "stun": 1})
    activate(game, obj(game, "Thrull Parasite"), bears)
    resolve(game)
    assert game.decision.kind == "choose" and set(game.decision.options) == {"+1/+1", "stun"}
    assert game.decision.player == 0
    choose(game, "+1/+1")
    resolve(game)
    assert _counters(game, bears) == {"+1/+1": 1, "stun": 1}
    assert game.state.players[0].life == 18                      # "Pay 2 life"


def test_122_1_thrull_parasite_one_kind_needs_no_choice():
    """One kind on it: that one is removed, nothing to choose."""
    game = board(["Thrull Parasite"], ["Grizzly Bears"])
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].counters.update({"-1/-1": 1})
    activate(game, obj(game, "Thrull Parasite"), bears)
    resolve(game)
    assert game.decision.kind == "priority" and _counters(game, bears) == {}


@plays("Ferropede", "effect.remove_a_counter")
def test_122_1_ferropede_may_remove_a_counter_from_target_permanent():
    """"Whenever this creature deals combat damage to a player, you may remove a counter
    from target permanent.": a time counter off a suspended-style permanent (CR 122.1)."""
    game = board(["Ferropede"], ["Grizzly Bears"], step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].counters.update({"+1/+1": 1, "-1/-1": 0, "shield": 1})
    game.act(Action("attack", 0, choice=((obj(game, "Ferropede"), ("player", 1)),)))
    for _ in range(20):
        d = game.decision
        if d.kind == "targets":
            game.act(Action("choose", 0, targets=(("object", bears),)))
        elif d.kind == "yes_no":
            choose(game, "yes")
        elif d.kind == "choose":
            assert set(d.options) == {"+1/+1", "shield"}
            choose(game, "shield")
        elif game.state.step == "postcombat main" and not game.state.stack:
            break
        else:
            move_on(game)
    assert _counters(game, bears) == {"+1/+1": 1}
    assert game.state.players[1].life == 19


@plays("Slumbering Walker", "effect.remove_a_counter", "condition.when_you_do")
def test_603_12_slumbering_walker_removes_a_counter_when_you_do_returns_a_creature():
    """"you may remove a counter from this creature. When you do, return target creature
    card with power 2 or less from your graveyard to the battlefield." (CR 603.12)"""
    game = board(["Slumbering Walker"], [])
    walker = obj(game, "Slumbering Walker")
    game.state.objects[walker].counters.update({"-1/-1": 2})
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    bears = create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard").id
    to_step(game, "end")
    for _ in range(20):
        d = game.decision
        if d.kind == "yes_no":
            choose(game, "yes")
        elif d.kind == "targets":
            game.act(Action("choose", 0, targets=(("object", bears),)))
        elif d.kind == "priority" and not game.state.stack:
            break
        else:
            move_on(game)
    assert _counters(game, walker) == {"-1/-1": 1}
    assert ids(game, "Grizzly Bears") and game.state.objects[bears].zone != "graveyard"


def test_603_12_slumbering_walker_without_counters_returns_nothing():
    """No counter to remove: it isn't done, so the reflexive ability doesn't trigger."""
    game = board(["Slumbering Walker"], [])
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    bears = create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard").id
    to_step(game, "end")
    for _ in range(20):
        d = game.decision
        assert d.kind != "targets"
        if d.kind == "priority" and not game.state.stack:
            break
        move_on(game)
    assert game.state.objects[bears].zone == "graveyard"


def _upkeep_board(alice: list[str], counters: dict[str, dict[str, int]]):
    """Alice's permanents with counters, at the beginning of her turn 3's upkeep."""
    game = board(alice, [], step="untap")
    for name, have in counters.items():
        game.state.objects[obj(game, name)].counters.update(have)
    return game


def _answer_until_quiet(game, answers: dict[str, list]) -> list:
    """Play on, giving the listed answers to each kind of decision in order; returns the
    decisions asked. Stops at an empty stack with priority in a main phase."""
    asked = []
    for _ in range(60):
        d = game.decision
        if d.kind in answers and answers[d.kind]:
            asked.append(d)
            reply = answers[d.kind].pop(0)
            if d.kind == "targets":
                game.act(Action("choose", d.player, targets=(("object", reply),)))
            else:
                choose(game, reply)
        elif d.kind == "priority" and not game.state.stack and game.state.step in (
                "precombat main", "postcombat main") and not any(answers.values()):
            break
        else:
            move_on(game)
    return asked


@plays("Sanctuary Warden", "effect.remove_a_counter", "condition.if_you_do")
def test_608_2d_sanctuary_warden_chooses_the_permanent_then_the_kind():
    """"you may remove a counter from a creature or planeswalker you control. If you do,
    draw a card and create a 1/1 Citizen": not a target; Alice chooses among hers with a
    counter, then the kind (CR 608.2d, 122.1)."""
    game = board(["Sanctuary Warden", "Grizzly Bears", "Llanowar Elves"], ["Hill Giant"],
                 step="declare attackers")
    warden, bears = obj(game, "Sanctuary Warden"), obj(game, "Grizzly Bears")
    game.state.objects[bears].counters.update({"+1/+1": 1, "stun": 1})
    game.state.objects[warden].counters.update({"shield": 2})
    game.state.objects[obj(game, "Hill Giant")].counters.update({"+1/+1": 1})
    hand_before = len(game.state.players[0].hand)
    game.act(Action("attack", 0, choice=((warden, ("player", 1)),)))
    asked = []
    for _ in range(20):
        d = game.decision
        if d.kind == "yes_no":
            choose(game, "yes")
        elif d.kind == "choose":
            asked.append(d.options)
            choose(game, bears if len(asked) == 1 else "stun")
        elif d.kind == "priority" and not game.state.stack:
            break
        else:
            move_on(game)
    assert set(asked[0]) == {warden, bears} and set(asked[1]) == {"+1/+1", "stun"}
    assert _counters(game, bears) == {"+1/+1": 1}
    assert len(game.state.players[0].hand) == hand_before + 1 and ids(game, "Citizen")


def test_608_2c_sanctuary_warden_without_counters_nothing_happens():
    """No creature or planeswalker of hers has a counter (the opponent's don't count): it
    can't be done, so no card and no Citizen (CR 608.2c)."""
    game = board(["Sanctuary Warden"], ["Hill Giant"], step="declare attackers")
    game.state.objects[obj(game, "Hill Giant")].counters.update({"+1/+1": 1})
    game.state.objects[obj(game, "Sanctuary Warden")].counters.clear()
    hand_before = len(game.state.players[0].hand)
    game.act(Action("attack", 0, choice=((obj(game, "Sanctuary Warden"), ("player", 1)),)))
    for _ in range(20):
        d = game.decision
        assert d.kind != "choose"
        if d.kind == "priority" and not game.state.stack:
            break
        move_on(game) if d.kind != "yes_no" else choose(game, "yes")
    assert len(game.state.players[0].hand) == hand_before and not ids(game, "Citizen")


@plays("Chisei, Heart of Oceans", "effect.remove_a_counter", "condition.unless")
def test_118_12_chisei_sacrificed_unless_a_counter_is_removed():
    """"sacrifice Chisei unless you remove a counter from a permanent you control": the
    one permanent with a counter has its counter removed instead (CR 118.12, 122.1)."""
    game = _upkeep_board(["Chisei, Heart of Oceans", "Grizzly Bears"],
                         {"Grizzly Bears": {"-1/-1": 1}})
    bears = obj(game, "Grizzly Bears")
    _answer_until_quiet(game, {"yes_no": ["yes"]})
    assert ids(game, "Chisei, Heart of Oceans") and _counters(game, bears) == {}


def test_118_12_chisei_without_counters_is_sacrificed():
    """No permanent of hers has a counter: nothing to choose, Chisei is sacrificed."""
    game = _upkeep_board(["Chisei, Heart of Oceans"], {})
    asked = _answer_until_quiet(game, {})
    assert not asked and not ids(game, "Chisei, Heart of Oceans")


@plays("Hungry Hungry Heifer", "effect.remove_a_counter", "condition.may_if_you_do")
def test_608_2c_hungry_hungry_heifer_sacrificed_if_you_dont():
    """"you may remove a counter from a permanent you control. If you don't, sacrifice this
    creature.": declining sacrifices it (CR 608.2c)."""
    game = _upkeep_board(["Hungry Hungry Heifer", "Grizzly Bears"],
                         {"Grizzly Bears": {"+1/+1": 2}})
    _answer_until_quiet(game, {"yes_no": ["no"]})
    assert not ids(game, "Hungry Hungry Heifer")
    assert _counters(game, obj(game, "Grizzly Bears")) == {"+1/+1": 2}


@plays("Mister Hyde, Monster Within", "effect.remove_a_counter", "condition.if_you_do")
def test_608_2c_mister_hyde_removes_a_counter_then_draws():
    """"Remove a counter from a creature you control. If you do, draw a card.": the only
    creature with a counter loses one; a card is drawn (CR 122.1, 608.2c)."""
    game = _upkeep_board(["Mister Hyde, Monster Within"],
                         {"Mister Hyde, Monster Within": {"+1/+1": 1}})
    hyde = obj(game, "Mister Hyde, Monster Within")
    before = len(game.state.players[0].hand)
    _answer_until_quiet(game, {"mode": [1]})
    assert _counters(game, hyde) == {}
    assert len(game.state.players[0].hand) == before + 2        # the draw step's card too


@plays("Leatherhead, Swamp Stalker", "effect.remove_a_counter", "condition.when_you_do")
def test_603_12_leatherhead_removes_her_counter_and_destroys_that_players_artifact():
    """"you may remove a counter from her. When you do, destroy target artifact or
    enchantment that player controls.": the reflexive ability targets only Bob's (CR
    603.12, 115.1)."""
    game = board(["Leatherhead, Swamp Stalker", "Sol Ring"], ["Mind Stone"],
                 step="declare attackers")
    lea = obj(game, "Leatherhead, Swamp Stalker")
    game.state.objects[lea].counters.update({"hexproof": 1})
    game.act(Action("attack", 0, choice=((lea, ("player", 1)),)))
    offered = []
    for _ in range(30):
        d = game.decision
        if d.kind == "yes_no":
            choose(game, "yes")
        elif d.kind == "targets":
            offered = [a.targets for a in game.legal_actions()]
            game.act(Action("choose", 0, targets=(("object", obj(game, "Mind Stone")),)))
        elif d.kind == "priority" and not game.state.stack and game.state.step == "end":
            break
        else:
            move_on(game)
    assert (("object", obj(game, "Sol Ring")),) not in offered
    assert not ids(game, "Mind Stone") and _counters(game, lea) == {}
    assert game.state.players[1].life == 15


@plays("Medicine Runner", "effect.remove_a_counter")
def test_122_1_medicine_runner_removes_a_counter_as_it_enters():
    """"When this creature enters, you may remove a counter from target permanent.": a
    -1/-1 counter off Alice's own Bears (CR 122.1, 603.5)."""
    game = board(["Grizzly Bears"], [], hands=(["Medicine Runner"], []))
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].counters.update({"-1/-1": 1})
    add_mana(game, "{G}{G}")
    cast(game, "Medicine Runner")
    _answer_until_quiet(game, {"targets": [bears], "yes_no": ["yes"]})
    assert _counters(game, bears) == {} and ids(game, "Medicine Runner")


@plays("Final Parting", "library.search_one_and_the_other")
def test_701_19b_final_parting_two_cards_unrevealed_one_to_hand_one_to_graveyard():
    """"Search your library for two cards. Put one into your hand and the other into your
    graveyard. Then shuffle.": any two cards, not revealed; Alice chooses which goes to
    her hand (CR 701.19a-b, 701.20a)."""
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Swamp"] * 5, [], hands=(["Final Parting"], []))
    bolt, bears = (create_object(game.state, card_def(n), 0, "library").id
                   for n in ("Lightning Bolt", "Grizzly Bears"))
    cast(game, "Final Parting")
    resolve(game)
    choose(game, bolt)
    choose(game, bears)
    assert set(game.decision.options) == {bolt, bears}
    assert "into your hand" in game.decision.prompt
    choose(game, bears)
    state = game.state
    assert [state.objects[i].name for i in state.players[0].hand] == ["Grizzly Bears"]
    assert sorted(state.objects[i].name for i in state.players[0].graveyard) == [
        "Final Parting", "Lightning Bolt"]
    assert not any("reveals" in e.text for e in game.log)


@plays("Codecracker Hound", "effect.look_at_top")
def test_401_4_codecracker_hound_one_of_the_top_two_to_hand_the_other_to_graveyard():
    """"look at the top two cards of your library. Put one into your hand and the other
    into your graveyard." (CR 401.4, 608.2d)"""
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Island"] * 3, [], hands=(["Codecracker Hound"], []))
    bolt, bears = (create_object(game.state, card_def(n), 0, "library").id
                   for n in ("Lightning Bolt", "Grizzly Bears"))
    cast(game, "Codecracker Hound")
    resolve(game)
    resolve(game)
    assert game.decision.kind == "choose" and set(game.decision.options) == {bolt, bears}
    choose(game, bolt)
    resolve(game)
    state = game.state
    assert [state.objects[i].name for i in state.players[0].hand] == ["Lightning Bolt"]
    assert [state.objects[i].name for i in state.players[0].graveyard] == ["Grizzly Bears"]
    assert len(state.players[0].library) == 10


@plays("Browbeat", "condition.any_player_may_take_damage")
def test_608_2d_browbeat_a_player_takes_the_damage_so_no_cards_are_drawn():
    """"Any player may have Browbeat deal 5 damage to them. If no one does, target player
    draws three cards.": asked in APNAP order (CR 101.4); Bob takes 5 from the spell (CR
    120.3), so Alice draws nothing."""
    game = board(["Mountain"] * 3, [], hands=(["Browbeat"], []))
    cast(game, "Browbeat", ("player", 0))
    resolve(game)
    assert game.decision.kind == "yes_no" and game.decision.player == 0
    choose(game, "no")
    assert game.decision.kind == "yes_no" and game.decision.player == 1
    choose(game, "yes")
    resolve(game)
    assert game.state.players[1].life == 15 and game.state.players[0].life == 20
    assert len(game.state.players[0].hand) == 0


def test_608_2d_browbeat_no_one_takes_the_damage_target_draws_three():
    """Nobody chooses the damage: the target player draws three cards."""
    game = board(["Mountain"] * 3, [], hands=(["Browbeat"], []))
    cast(game, "Browbeat", ("player", 0))
    resolve(game)
    choose(game, "no")
    choose(game, "no")
    resolve(game)
    assert len(game.state.players[0].hand) == 3
    assert game.state.players[0].life == game.state.players[1].life == 20


@plays("Book Burning", "condition.any_player_may_take_damage")
def test_120_3_book_burning_the_caster_may_take_the_damage():
    """The caster may choose the damage too ("any player"): Alice takes 6, Bob mills
    nothing (CR 608.2d)."""
    game = board(["Mountain"] * 2, [], hands=(["Book Burning"], []))
    cast(game, "Book Burning", ("player", 1))
    resolve(game)
    choose(game, "yes")
    resolve(game)
    assert game.state.players[0].life == 14 and len(game.state.players[1].library) == 10


@plays("Imperial Edict", "mass.chooses_then")
def test_608_2d_imperial_edict_the_opponent_chooses_the_creature_destroyed():
    """"Target opponent chooses a creature they control. Destroy that creature.": Bob
    chooses, not Alice (CR 608.2d); his choice is destroyed (CR 701.7a)."""
    game = board(["Swamp"] * 2, ["Grizzly Bears", "Hill Giant"],
                 hands=(["Imperial Edict"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    cast(game, "Imperial Edict", ("player", 1))
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 1
    assert set(game.decision.options) == {bears, giant}
    choose(game, bears)
    resolve(game)
    assert not ids(game, "Grizzly Bears") and ids(game, "Hill Giant")


def test_701_7a_imperial_edict_one_creature_no_choice():
    """Bob has one creature: nothing to choose, it is destroyed."""
    game = board(["Swamp"] * 2, ["Hill Giant"], hands=(["Imperial Edict"], []))
    cast(game, "Imperial Edict", ("player", 1))
    resolve(game)
    assert game.decision.kind == "priority" and not ids(game, "Hill Giant")


@plays("Wei Assassins", "mass.chooses_then")
def test_608_2d_wei_assassins_target_opponent_chooses_on_entering():
    game = board(["Swamp"] * 5, ["Grizzly Bears", "Hill Giant"],
                 hands=(["Wei Assassins"], []))
    cast(game, "Wei Assassins")
    _answer_until_quiet(game, {"choose": [obj(game, "Hill Giant")]})
    assert ids(game, "Grizzly Bears") and not ids(game, "Hill Giant")
    assert ids(game, "Wei Assassins")


@plays("Divine Reckoning", "mass.chooses_then")
def test_101_4_divine_reckoning_each_player_keeps_one_creature():
    """"Each player chooses a creature they control. Destroy the rest.": Alice then Bob
    choose (APNAP, CR 101.4); all other creatures are destroyed at once (CR 701.7a);
    lands stay."""
    game = board(["Plains"] * 4 + ["Grizzly Bears", "Llanowar Elves"],
                 ["Hill Giant", "Craw Wurm"], hands=(["Divine Reckoning"], []))
    elves, wurm = obj(game, "Llanowar Elves"), obj(game, "Craw Wurm")
    cast(game, "Divine Reckoning")
    resolve(game)
    assert game.decision.player == 0 and elves in game.decision.options
    choose(game, elves)
    assert game.decision.player == 1 and wurm in game.decision.options
    choose(game, wurm)
    resolve(game)
    left = {game.state.objects[i].name for i in game.state.battlefield}
    assert left == {"Plains", "Llanowar Elves", "Craw Wurm"}


@plays("Memory Leak", "effect.reveal_exile_either")
def test_701_16a_memory_leak_exiles_a_nonland_card_from_hand_or_graveyard():
    """"Target opponent reveals their hand. You choose a nonland card from that player's
    graveyard or hand and exile it.": Alice chooses among Bob's nonland cards of both
    zones (CR 608.2d); the one chosen is exiled (CR 406.2)."""
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Swamp"] * 3, [], hands=(["Memory Leak"], ["Lightning Bolt", "Forest"]))
    bears = create_object(game.state, card_def("Grizzly Bears"), 1, "graveyard").id
    bob = game.state.players[1]
    bolt, forest = (i for i in bob.hand)
    cast(game, "Memory Leak", ("player", 1))
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 0
    assert set(game.decision.options) == {bolt, bears}
    assert any("reveals their hand: Lightning Bolt, Forest" in e.text for e in game.log)
    choose(game, bears)
    resolve(game)
    assert [game.state.objects[i].name for i in bob.exile] == ["Grizzly Bears"]
    assert len(bob.hand) == 2 and not bob.graveyard


@plays("Never Happened", "effect.reveal_exile_either")
def test_406_2_never_happened_one_card_there_is_exiled():
    """Only one nonland card in either zone: it is exiled, nothing to choose."""
    game = board(["Swamp"] * 3, [], hands=(["Never Happened"], ["Lightning Bolt", "Forest"]))
    cast(game, "Never Happened", ("player", 1))
    resolve(game)
    bob = game.state.players[1]
    assert game.decision.kind == "priority"
    assert [game.state.objects[i].name for i in bob.exile] == ["Lightning Bolt"]


@plays("Not Forgotten", "library.top_or_bottom")
def test_608_2d_not_forgotten_top_or_bottom_of_its_owners_library():
    """"Put target card from a graveyard on your choice of the top or bottom of its owner's
    library.": Alice chooses as it resolves (CR 608.2d, 401.4); then the Spirit token."""
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    for where in ("top", "bottom"):
        game = board(["Plains"] * 2, [], hands=(["Not Forgotten"], []))
        bears = create_object(game.state, card_def("Grizzly Bears"), 1, "graveyard").id
        cast(game, "Not Forgotten", bears)
        resolve(game)
        assert game.decision.kind == "choose" and game.decision.player == 0
        assert set(game.decision.options) == {"top", "bottom"}
        choose(game, where)
        resolve(game)
        library = game.state.players[1].library
        names = [game.state.objects[i].name for i in library]
        assert names[-1 if where == "top" else 0] == "Grizzly Bears" and len(names) == 11
        assert ids(game, "Spirit")


@plays("Goblin War Cry", "mass.chooses_then")
def test_509_1a_goblin_war_cry_only_the_chosen_creature_can_block():
    """"Target opponent chooses a creature they control. Other creatures they control can't
    block this turn.": Bob keeps Hill Giant as a blocker; his others can't block (CR
    509.1a, 611.2a)."""
    import pytest

    from tolaria import IllegalAction
    game = board(["Mountain"] * 3 + ["Craw Wurm"], ["Grizzly Bears", "Hill Giant"],
                 hands=(["Goblin War Cry"], []))
    bears, giant, wurm = (obj(game, n) for n in ("Grizzly Bears", "Hill Giant", "Craw Wurm"))
    cast(game, "Goblin War Cry", ("player", 1))
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 1
    choose(game, giant)
    resolve(game)
    for _ in range(10):
        if game.decision.kind == "attackers":
            break
        move_on(game)
    game.act(Action("attack", 0, choice=((wurm, ("player", 1)),)))
    for _ in range(10):
        if game.decision.kind == "blockers":
            break
        move_on(game)
    assert game.decision.kind == "blockers" and game.decision.player == 1
    with pytest.raises(IllegalAction, match="can't block"):
        game.act(Action("block", 1, choice=((bears, wurm),)))
    game.act(Action("block", 1, choice=((giant, wurm),)))
    assert game.state.objects[giant].blocking


@plays("Eunuchs' Intrigues", "mass.chooses_then")
def test_509_1a_eunuchs_intrigues_one_creature_it_is_chosen():
    """Bob's only creature is the chosen one: it can still block."""
    game = board(["Mountain"] * 3, ["Grizzly Bears"], hands=(["Eunuchs' Intrigues"], []))
    cast(game, "Eunuchs' Intrigues", ("player", 1))
    resolve(game)
    bears = obj(game, "Grizzly Bears")
    assert game.decision.kind == "priority"
    assert "cant_block" not in {r for a in game.state.objects[bears].card.static
                                for r in a.restrictions}
    assert not any(bears in e.affected for e in game.state.effects)


@plays("Fell Beast's Shriek", "mass.chooses_then")
def test_701_38a_fell_beasts_shriek_taps_and_goads_the_chosen_creature():
    """"Each opponent chooses a creature they control. Tap and goad the chosen creatures.":
    Bob chooses (CR 608.2d); that one is tapped and goaded by Alice (CR 701.21a, 701.38a);
    the other isn't."""
    from tolaria.rules.keywords.goad import is_goaded
    game = board(["Island", "Mountain"], ["Grizzly Bears", "Hill Giant"],
                 hands=(["Fell Beast's Shriek"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    cast(game, "Fell Beast's Shriek")
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 1
    choose(game, giant)
    resolve(game)
    state = game.state
    assert state.objects[giant].tapped and is_goaded(state, state.objects[giant])
    assert not state.objects[bears].tapped and not is_goaded(state, state.objects[bears])


@plays("Arashin Sovereign", "library.top_or_bottom", "library.own_death")
def test_608_2d_arashin_sovereign_dies_to_the_bottom_of_its_owners_library():
    """"When this creature dies, you may put it on your choice of the top or bottom of its
    owner's library.": the card it became (CR 400.7) goes where Alice chooses (CR 608.2d,
    401.4)."""
    game = board(["Arashin Sovereign", "Mountain"], [], hands=(["Lightning Bolt"], []))
    sovereign = obj(game, "Arashin Sovereign")
    game.state.objects[sovereign].damage = 5
    cast(game, "Lightning Bolt", sovereign)
    asked = _answer_until_quiet(game, {"yes_no": ["yes"], "choose": ["bottom"]})
    assert any(d.kind == "choose" and set(d.options) == {"top", "bottom"} for d in asked)
    library = game.state.players[0].library
    assert game.state.objects[library[0]].name == "Arashin Sovereign"
    assert "Arashin Sovereign" not in [game.state.objects[i].name
                                       for i in game.state.players[0].graveyard]


@plays("Questing Phelddagrif", "condition.target_opponent_may")
def test_608_2d_questing_phelddagrif_target_opponent_may_draw():
    """"{U}: This creature gains flying until end of turn. Target opponent may draw a
    card.": Bob, not Alice, chooses whether he draws (CR 608.2d)."""
    for reply, drawn in (("yes", 1), ("no", 0)):
        game = board(["Questing Phelddagrif", "Island"], [])
        beast = obj(game, "Questing Phelddagrif")
        activate(game, beast, ("player", 1), index=2)
        resolve(game)
        assert game.decision.kind == "yes_no" and game.decision.player == 1
        choose(game, reply)
        resolve(game)
        assert len(game.state.players[1].hand) == drawn
        assert "flying" in chars(game, beast).keywords
