"""Play tests for the cards blocking the last published decks and their families: Depala,
Pilot Exemplar's "each Vehicle you control gets +1/+1 as long as it's a creature" and its
"you may pay {X}" reveal (Mardu Vehicles), Heart of Kiran's alternative crew cost."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose,
    choose_targets,
    hand,
    life,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _on_top(game: Game, *names: str, player: int = 0) -> None:
    """Put cards on top of a library, the last named on top (CR 401.1)."""
    for name in names:
        create_object(game.state, card_def(name), player, "library")
    game.state.changed()


def _walker(game: Game, name: str, loyalty: int, player: int = 0) -> int:
    """A planeswalker put onto the battlefield with `loyalty` counters (CR 306.5b)."""
    found = create_object(game.state, card_def(name), player, "battlefield")
    found.counters["loyalty"] = loyalty
    found.since = player
    game.state.changed()
    return found.id


def _library(game: Game, player: int = 0) -> list[str]:
    """A library's cards, bottom first."""
    return [game.state.objects[i].name for i in game.state.players[player].library]


# -- "Each Vehicle you control gets +1/+1 as long as it's a creature." (CR 611.3a, 613.4c) ----

@plays("Depala, Pilot Exemplar", "condition.each_while_creature")
def test_613_4c_depala_pumps_a_vehicle_only_while_it_is_a_creature():
    game = board(["Depala, Pilot Exemplar", "Smuggler's Copter", "Grizzly Bears"],
                 ["Smuggler's Copter"])
    mine, theirs = ids(game, "Smuggler's Copter")
    assert not chars(game, mine).is_creature
    assert (chars(game, mine).power, chars(game, mine).toughness) == (3, 3)
    activate(game, mine, costs=(ids(game, "Grizzly Bears")[0],))        # crew 1
    resolve(game)
    found = chars(game, mine)
    assert found.is_creature and (found.power, found.toughness) == (4, 4)  # 3/3 +1/+1
    assert (chars(game, theirs).power, chars(game, theirs).toughness) == (3, 3)


@plays("Earth Surge", "condition.each_while_creature")
def test_611_3a_earth_surge_pumps_only_lands_that_are_creatures():
    game = board(["Earth Surge", "Forest", "Grizzly Bears"], [])
    forest, bears = ids(game, "Forest")[0], ids(game, "Grizzly Bears")[0]
    assert not chars(game, forest).is_creature
    assert (chars(game, bears).power, chars(game, bears).toughness) == (2, 2)


# -- "Whenever Depala becomes tapped, you may pay {X}. If you do, reveal the top X cards of
#    your library, put all Dwarf and Vehicle cards from among them into your hand, then put
#    the rest on the bottom of your library in a random order." (CR 107.3, 701.16a) ---------

def _depala_tapped(x: int | None) -> Game:
    game = board(["Depala, Pilot Exemplar", "Smuggler's Copter", "Mountain", "Mountain",
                  "Mountain"], [])
    _on_top(game, "Smuggler's Copter", "Grizzly Bears", "Dwarven Trader")
    activate(game, ids(game, "Smuggler's Copter")[0],
             costs=(ids(game, "Depala, Pilot Exemplar")[0],))        # Depala crews: tapped
    assert len(game.state.stack) == 2
    resolve(game)
    assert game.decision.kind == "yes_no"
    if x is None:
        choose(game, "no")
        return game
    choose(game, "yes")
    choose(game, str(x))
    resolve(game)
    return game


@plays("Depala, Pilot Exemplar", "library.reveal_top_paid_x", "library.all_kind_and_kind",
       "trigger.may_pay", "trigger.tapped")
def test_701_16a_depala_reveals_x_paid_and_takes_dwarves_and_vehicles():
    game = _depala_tapped(3)
    assert sorted(hand(game)) == ["Dwarven Trader", "Smuggler's Copter"]
    assert _library(game)[0] == "Grizzly Bears"                 # the rest on the bottom
    assert all(game.state.objects[i].tapped for i in ids(game, "Mountain"))


def test_107_3_depala_x_of_one_reveals_only_the_top_card():
    game = _depala_tapped(1)
    assert hand(game) == ["Dwarven Trader"]
    assert _library(game)[-2:] == ["Smuggler's Copter", "Grizzly Bears"]
    assert sum(game.state.objects[i].tapped for i in ids(game, "Mountain")) == 1


def test_603_5_depala_not_paid_reveals_nothing():
    game = _depala_tapped(None)
    resolve(game)
    assert hand(game) == []
    assert _library(game)[-1] == "Dwarven Trader"


@plays("Lair Delve", "library.all_kind_and_kind")
def test_701_16a_lair_delve_takes_creature_and_land_cards():
    game = board(["Forest", "Forest", "Forest"], [], hands=(["Lair Delve"], []))
    _on_top(game, "Wastes", "Grizzly Bears", "Forest")
    cast(game, "Lair Delve")
    resolve(game)
    assert sorted(hand(game)) == ["Forest", "Grizzly Bears"]
    assert _library(game)[-1] == "Wastes"


# -- "You may remove a loyalty counter from a planeswalker you control rather than pay Heart
#    of Kiran's crew cost." (CR 118.9, 602.2b, 702.122a) -------------------------------------

@plays("Heart of Kiran", "keyword.crew_alternative", "keyword.crew")
def test_118_9_heart_of_kiran_crewed_by_removing_a_loyalty_counter():
    game = board(["Heart of Kiran"], [])
    heart, chandra = ids(game, "Heart of Kiran")[0], _walker(game, "Chandra, Torch of Defiance", 4)
    kinds = {(a.ability, a.costs) for a in game.legal_actions()
             if a.kind == "activate" and a.object == heart}
    assert kinds == {(1, (chandra,))}               # no creatures: only the alternative
    activate(game, heart, index=1, costs=(chandra,))
    assert game.state.objects[chandra].counters["loyalty"] == 3
    resolve(game)
    assert chars(game, heart).is_creature
    assert (chars(game, heart).power, chars(game, heart).toughness) == (4, 4)


def test_702_122a_heart_of_kiran_alternative_needs_a_planeswalker_you_control():
    game = board(["Heart of Kiran", "Hill Giant"], [])
    heart = ids(game, "Heart of Kiran")[0]
    _walker(game, "Chandra, Torch of Defiance", 4, player=1)           # Bob's
    found = {a.ability for a in game.legal_actions()
             if a.kind == "activate" and a.object == heart}
    assert found == {0}                               # crew 3 with the Giant only


# -- "{T}: This creature deals 1 damage to any target and 1 damage to any target of an
#    opponent's choice." (CR 601.2c, 602.2b, 801.5a) ------------------------------------------

def _witches(game: Game, *first: object) -> int:
    witches = ids(game, "Cuombajj Witches")[0]
    activate(game, witches, *first, None)
    return witches


@plays("Cuombajj Witches", "target.opponents_choice")
def test_601_2c_cuombajj_witches_opponent_chooses_the_second_target():
    game = board(["Cuombajj Witches"], ["Grizzly Bears"])
    witches = ids(game, "Cuombajj Witches")[0]
    bears = ids(game, "Grizzly Bears")[0]
    listed = {a.targets for a in game.legal_actions()
              if a.kind == "activate" and a.object == witches}
    assert ((("object", bears), None)) in listed
    assert all(t[1] is None for t in listed)            # the controller picks only the first
    _witches(game, ("object", bears))
    d = game.decision
    assert d.kind == "targets" and d.player == 1        # Bob chooses, before priority
    assert (("object", witches),) in d.options and (BOB,) in d.options
    choose_targets(game, ("object", witches))
    item = game.state.objects[game.state.stack[-1]]
    assert item.targets == (("object", bears), ("object", witches))
    assert game.decision.kind == "priority"
    resolve(game)
    assert game.state.objects[witches].damage == 1
    assert game.state.objects[bears].damage == 1


def test_115_3_cuombajj_witches_the_opponent_may_choose_the_same_target():
    game = board(["Cuombajj Witches"], [])
    _witches(game, BOB)
    choose_targets(game, BOB)                        # a second "target" (CR 115.3)
    resolve(game)
    assert life(game, 1) == 18


def test_601_2c_cuombajj_witches_controller_cant_choose_the_opponents_target():
    game = board(["Cuombajj Witches"], [])
    witches = ids(game, "Cuombajj Witches")[0]
    with pytest.raises(IllegalAction):
        activate(game, witches, BOB, ("player", 0))
    with pytest.raises(IllegalAction):
        activate(game, witches, BOB)


def test_702_21a_ward_triggers_once_the_opponent_has_chosen_its_target():
    game = board(["Cuombajj Witches"], ["Waterfall Aerialist"])
    aerialist = ids(game, "Waterfall Aerialist")[0]
    _witches(game, BOB)
    assert not game.state.pending and len(game.state.stack) == 1    # nothing triggered yet
    choose_targets(game, ("object", aerialist))        # Bob targets his ward creature
    stack = [game.state.objects[i] for i in game.state.stack]
    assert len(stack) == 2 and stack[-1].controller == 1            # Bob's ward trigger
    resolve(game)                                      # Alice can't pay {2}: countered
    assert life(game, 1) == 20
    assert game.state.objects[aerialist].damage == 0


def test_801_5a_cuombajj_witches_in_range_of_both_players():
    from test_multiplayer import table
    game = table([["Cuombajj Witches"], ["Grizzly Bears"], ["Hill Giant"], ["Elite Vanguard"]],
                 options={"range_of_influence": 1})
    _witches(game, BOB)
    d = game.decision
    assert d.kind == "targets" and d.player == 0        # Alice picks which opponent
    assert set(d.options) == {(("player", 1),), (("player", 3),)}    # Carol is out of range
    choose_targets(game, ("player", 1))
    d = game.decision
    assert d.player == 1
    named = {game.state.objects[r[1]].name if r[0] == "object" else r for (r,) in d.options}
    assert named == {("player", 0), ("player", 1), "Cuombajj Witches", "Grizzly Bears"}
    choose_targets(game, ("player", 0))
    resolve(game)
    assert [p.life for p in game.state.players] == [19, 19, 20, 20]


# -- "if you control a creature with a +1/+1 counter on it that attacked this turn" (CR 508.1,
#    603.4): the count reads the turn's record ------------------------------------------------

def _resolve_end_step(game: Game) -> int:
    """Hand size after Alice's end step triggers resolve."""
    to_step(game, "end")
    resolve(game)
    return len(game.state.players[0].hand)


@plays("Warrior's Resolve", "condition.control_this_turn", "trigger.step")
def test_603_4_warriors_resolve_counts_a_creature_with_a_counter_that_attacked():
    game = board(["Warrior's Resolve", "Grizzly Bears", "Hill Giant"], [],
                 step="declare attackers")
    bears, giant = ids(game, "Grizzly Bears")[0], ids(game, "Hill Giant")[0]
    game.act(Action("attack", 0, choice=((bears, BOB), (giant, BOB))))
    resolve(game)                                       # training: a counter on the Bears
    assert game.state.objects[bears].counters.get("+1/+1") == 1
    assert _resolve_end_step(game) == 1


def test_508_1_warriors_resolve_the_creature_with_a_counter_must_have_attacked():
    game = board(["Warrior's Resolve", "Grizzly Bears", "Hill Giant"], [],
                 step="declare attackers")
    bears, giant = ids(game, "Grizzly Bears")[0], ids(game, "Hill Giant")[0]
    game.state.objects[bears].counters["+1/+1"] = 1     # it stays home
    game.state.changed()
    game.act(Action("attack", 0, choice=((giant, BOB),)))      # no counter on the Giant
    resolve(game)
    assert _resolve_end_step(game) == 0


# -- Grist, the Hunger Tide: "As long as Grist isn't on the battlefield, it's a 1/1 Insect
#    creature in addition to its other types." (CR 611.3a) and its +1's "If an Insect card was
#    milled this way, put a loyalty counter on Grist and repeat this process." (CR 608.2c) ---

GRIST = "Grist, the Hunger Tide"


@plays(GRIST, "condition.off_battlefield_creature")
def test_611_3a_grist_is_an_insect_creature_everywhere_but_the_battlefield():
    game = board(["Forest", "Swamp", "Forest"], [], hands=([GRIST], []))
    state = game.state
    card = state.objects[state.players[0].hand[0]]
    found = chars(game, card.id)
    assert {"Creature", "Planeswalker"} <= found.types and "Insect" in found.subtypes
    assert (found.power, found.toughness) == (1, 1)
    cast(game, GRIST)
    spell = chars(game, state.stack[-1])                         # a creature spell
    assert "Creature" in spell.types and "Insect" in spell.subtypes
    resolve(game)
    grist = ids(game, GRIST)[0]
    found = chars(game, grist)
    assert found.types == {"Planeswalker"} and "Insect" not in found.subtypes
    assert state.objects[grist].counters["loyalty"] == 3


def test_611_3a_grist_in_the_graveyard_is_a_creature_card_its_minus_five_counts():
    game = board([], [])
    grist = _walker(game, GRIST, 6)                     # (0 loyalty: it would die first)
    for name in (GRIST, "Grizzly Bears", "Forest"):
        create_object(game.state, card_def(name), 0, "graveyard")
    game.state.changed()
    activate(game, grist, index=2)
    resolve(game)
    assert life(game, 1) == 18                       # Grist and the Bears: two creatures


@plays(GRIST, "condition.repeat_while_milled")
def test_608_2c_grist_repeats_while_it_mills_insects():
    game = board([], [])
    grist = _walker(game, GRIST, 3)
    _on_top(game, "Grizzly Bears", "Giant Cockroach", "Dune Beetle")
    activate(game, grist, index=0)
    resolve(game)
    state = game.state
    assert len(ids(game, "Insect")) == 3                 # a token each time
    assert state.objects[grist].counters["loyalty"] == 6          # 3 +1 and two Insects
    assert [state.objects[i].name for i in state.players[0].graveyard] == [
        "Dune Beetle", "Giant Cockroach", "Grizzly Bears"]


def test_701_13b_grist_milling_a_grist_card_repeats_it_is_an_insect_there():
    game = board([], [])
    grist = _walker(game, GRIST, 3)
    _on_top(game, "Grizzly Bears", GRIST)
    activate(game, grist, index=0)
    resolve(game)
    assert len(ids(game, "Insect")) == 2
    assert game.state.objects[grist].counters["loyalty"] == 5


def test_608_2c_grist_stops_when_the_library_is_empty():
    game = board([], [], library=0)
    grist = _walker(game, GRIST, 3)
    _on_top(game, "Dune Beetle")
    activate(game, grist, index=0)
    resolve(game)
    assert len(ids(game, "Insect")) == 2                 # the second mill mills nothing
    assert game.state.objects[grist].counters["loyalty"] == 5


def test_704_5i_grist_dying_to_its_minus_five_counts_itself():
    game = board([], [])
    grist = _walker(game, GRIST, 5)
    create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard")
    game.state.changed()
    activate(game, grist, index=2)                      # 0 loyalty: it dies first
    resolve(game)
    assert life(game, 1) == 18                          # the Bears and Grist itself


# -- "At the beginning of your end step, if you control three or more permanents you don't
#    own, draw three cards." (Agent of Treachery; CR 108.3, 603.4) ---------------------------

def _stolen(game: Game, *names: str) -> None:
    """Bob's permanents under Alice's control (as if by a control-changing effect)."""
    for name in names:
        found = create_object(game.state, card_def(name), 1, "battlefield")
        found.controller, found.since = 0, 0
    game.state.changed()


@plays("Agent of Treachery", "condition.control_unowned", "trigger.step")
def test_108_3_agent_of_treachery_counts_permanents_you_dont_own():
    game = board(["Agent of Treachery", "Grizzly Bears", "Forest"], [])
    _stolen(game, "Hill Giant", "Island", "Grizzly Bears")
    assert _resolve_end_step(game) == 3


def test_108_3_agent_of_treachery_your_own_permanents_dont_count():
    game = board(["Agent of Treachery", "Grizzly Bears", "Forest", "Island"], [])
    _stolen(game, "Hill Giant", "Island")                # two only
    assert _resolve_end_step(game) == 0


# -- "Spells you cast cost {1} less to cast for each target." / "Spells your opponents cast
#    cost {1} more to cast for each target." (Hinata, Dawn-Crowned; CR 601.2c, 601.2f) --------

def _casts(game: Game, name: str, player: int = 0) -> list[Action]:
    return [a for a in game.legal_actions() if a.kind == "cast" and a.player == player
            and game.state.objects[a.object].name == name]


@plays("Hinata, Dawn-Crowned", "static.target_tax_each_target")
def test_601_2f_hinata_your_spell_costs_one_less_for_each_target():
    game = board(["Hinata, Dawn-Crowned", "Mountain"], ["Grizzly Bears"],
                 hands=(["Arc Trail"], []))
    bears = ids(game, "Grizzly Bears")[0]
    assert _casts(game, "Arc Trail")                    # {1}{R}, two targets: {R}
    cast(game, "Arc Trail", bears, BOB)
    resolve(game)
    assert life(game, 1) == 19 and not ids(game, "Grizzly Bears")
    game2 = board(["Mountain"], ["Grizzly Bears"], hands=(["Arc Trail"], []))
    assert not _casts(game2, "Arc Trail")               # without Hinata: {1}{R}


def test_601_2f_hinata_opponents_spells_cost_one_more_for_each_target():
    game = board(["Hinata, Dawn-Crowned"], ["Mountain"], hands=([], ["Lightning Bolt"]))
    game.act(Action("pass", 0))
    assert game.decision.player == 1 and not _casts(game, "Lightning Bolt", 1)   # {1}{R}
    game2 = board(["Hinata, Dawn-Crowned"], ["Mountain", "Mountain"],
                  hands=([], ["Lightning Bolt"]))
    game2.act(Action("pass", 0))
    assert _casts(game2, "Lightning Bolt", 1)


def test_601_2c_hinata_counts_the_targets_announced_for_a_variable_spell():
    game = board(["Island", "Mountain", "Mountain", "Mountain"], ["Hinata, Dawn-Crowned"],
                 hands=(["Electrolyze"], []))
    counts = {len([t for t in a.targets if t]) for a in _casts(game, "Electrolyze")}
    assert counts == {1}                   # one target: {2}{U}{R}; two: {3}{U}{R}


def test_601_2f_hinata_a_spell_without_targets_costs_the_same():
    game = board(["Hinata, Dawn-Crowned", "Forest"], [], hands=(["Grizzly Bears"], []))
    assert not _casts(game, "Grizzly Bears")             # {1}{G}: nothing taken off


# -- "At the beginning of your end step, you may sacrifice another enchantment. If you do,
#    search your library for a creature card with mana value equal to 1 plus the sacrificed
#    enchantment's mana value, put that card onto the battlefield, then shuffle."
#    (Enigmatic Incarnation; CR 608.2h, 701.19a) -------------------------------------------

@plays("Enigmatic Incarnation", "library.sacrificed_bound", "library.search")
def test_608_2h_enigmatic_incarnation_searches_one_more_than_the_sacrificed_enchantment():
    game = board(["Enigmatic Incarnation", "Glorious Anthem"], [])
    _on_top(game, "Hill Giant", "Grizzly Bears", "Serra Angel")
    to_step(game, "end")
    for _ in range(10):
        d = game.decision
        if d.kind == "yes_no":
            choose(game, "yes")
        elif d.kind == "choose":
            found = [o for o in d.options if isinstance(o, int)
                     and game.state.objects[o].name == "Hill Giant"]
            assert found and all(game.state.objects[o].name == "Hill Giant" for o in
                                 d.options if isinstance(o, int))   # mana value 3 + 1
            choose(game, found[0])
        elif game.state.stack:
            resolve(game)
        else:
            break
    assert ids(game, "Hill Giant") and not ids(game, "Glorious Anthem")
    assert not ids(game, "Grizzly Bears") and not ids(game, "Serra Angel")


# -- "Players can cast spells only during their own turns." (Dosan the Falling Leaf; CR 101.2,
#    601.3) -------------------------------------------------------------------------------

@plays("Dosan the Falling Leaf", "static.cast_only_own_turn")
def test_101_2_dosan_players_cast_spells_only_during_their_own_turns():
    game = board(["Dosan the Falling Leaf", "Mountain"], ["Mountain"],
                 hands=(["Lightning Bolt"], ["Lightning Bolt"]))
    assert _casts(game, "Lightning Bolt")               # Alice's own turn
    game.act(Action("pass", 0))
    assert game.decision.player == 1 and not _casts(game, "Lightning Bolt", 1)
    to_step(game, "upkeep")                             # Bob's turn
    assert game.state.active == 1
    if game.decision.player == 1:
        assert _casts(game, "Lightning Bolt", 1)
        game.act(Action("pass", 1))
    assert game.decision.player == 0 and not _casts(game, "Lightning Bolt")


# -- Fires of Invention: "You can cast spells only during your turn and you can cast no more
#    than two spells each turn." (CR 101.2, 601.3) and "You may cast spells with mana value
#    less than or equal to the number of lands you control without paying their mana costs."
#    (CR 118.9, 601.2b) ------------------------------------------------------------------------

FIRES = "Fires of Invention"
FREE = "without paying its mana cost"


@plays(FIRES, "static.free_cast_bounded", "static.cast_only_own_turn")
def test_118_9_fires_casts_spells_up_to_the_lands_for_free():
    game = board([FIRES, "Mountain", "Mountain"], [],
                 hands=(["Lightning Bolt", "Hill Giant", "Fireball"], []))
    free = {(game.state.objects[a.object].name, a.x) for a in game.legal_actions()
            if a.kind == "cast" and a.costs == (FREE,)}
    assert free == {("Lightning Bolt", None), ("Fireball", 0)}    # not the Giant (4 > 2)
    cast(game, "Lightning Bolt", BOB, costs=(FREE,))
    resolve(game)
    assert life(game, 1) == 17
    assert not any(game.state.objects[i].tapped for i in ids(game, "Mountain"))


def test_101_2_fires_no_more_than_two_spells_each_turn():
    game = board([FIRES, "Mountain"], [],
                 hands=(["Lightning Bolt", "Lightning Bolt", "Lightning Bolt"], []))
    for _ in range(2):
        cast(game, "Lightning Bolt", BOB, costs=(FREE,))
        resolve(game)
    assert life(game, 1) == 14
    assert not _casts(game, "Lightning Bolt")           # a third: no (CR 101.2)


def test_101_2_fires_its_controller_cant_cast_spells_on_other_turns():
    game = board([FIRES, "Mountain"], ["Mountain"],
                 hands=(["Lightning Bolt"], ["Lightning Bolt"]))
    game.act(Action("pass", 0))
    assert _casts(game, "Lightning Bolt", 1)            # Bob isn't bound by it
    to_step(game, "upkeep")                             # Bob's turn
    if game.decision.player == 1:
        game.act(Action("pass", 1))
    assert game.decision.player == 0 and not _casts(game, "Lightning Bolt")


def test_118_9_fires_free_from_the_graveyard_by_a_permission_not_for_flashback():
    game = board([FIRES, "Karador, Ghost Chieftain", "Island", "Forest"], [])
    bears = create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard").id
    think = create_object(game.state, card_def("Think Twice"), 0, "graveyard").id
    game.state.changed()
    found = {(a.object, a.costs) for a in game.legal_actions() if a.kind == "cast"}
    assert (bears, (FREE,)) in found                    # Karador's permission, for free
    assert (think, (FREE,)) not in found                # flashback is its only way there
    with pytest.raises(IllegalAction):
        game.act(Action("cast", 0, think, costs=(FREE,)))
    game.act(Action("cast", 0, bears, costs=(FREE,)))
    resolve(game)
    assert ids(game, "Grizzly Bears")
    assert not any(game.state.objects[i].tapped for i in ids(game, "Forest"))
