"""Play tests for the last cards the published decks needed: Melira, Sylvok Outcast and its
family ("can't have counters put on them", "can't get poison counters", a group losing a
keyword), Niv-Mizzet Reborn, Bring to Light."""

from __future__ import annotations

import pytest
from boards import add_mana, board, ids
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose,
    grave,
    hand,
    in_hand,
    life,
    plays,
    resolve,
)

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _attack_unblocked(game: Game, *attackers: int) -> None:
    """Alice attacks Bob with `attackers`, Bob doesn't block; play goes on to the end step."""
    game.act(Action("attack", 0, choice=tuple((a, BOB) for a in attackers)))
    while game.state.step != "end":
        if game.decision.kind == "blockers":                  # none, if Bob has creatures
            game.act(Action("block", 1, choice=()))
            continue
        game.act(Action("pass", game.decision.player))


# -- "You can't get poison counters." (CR 122.1f, 101.2) -----------------------------------

@plays("Melira, Sylvok Outcast", "static.cant_get_poison")
def test_122_1f_melira_its_controller_gets_no_poison_counters_from_toxic_or_triggers():
    game = board(["Blightbelly Rat", "Crypt Cobra"], ["Melira, Sylvok Outcast"],
                 step="declare attackers")
    _attack_unblocked(game, ids(game, "Blightbelly Rat")[0], ids(game, "Crypt Cobra")[0])
    bob = game.state.players[1]
    assert bob.poison == 0 and bob.life == 20 - 2 - 3               # the damage is dealt


def test_702_164c_without_melira_toxic_and_the_trigger_give_poison_counters():
    game = board(["Blightbelly Rat", "Crypt Cobra"], ["Grizzly Bears"], step="declare attackers")
    _attack_unblocked(game, ids(game, "Blightbelly Rat")[0], ids(game, "Crypt Cobra")[0])
    assert game.state.players[1].poison == 2


@plays("Melira, Sylvok Outcast", "static.cant_get_poison", "static.no_counters")
def test_701_27a_melira_proliferate_gives_its_controller_no_poison_counter():
    game = board(["Swamp", "Swamp", "Swamp", "Grizzly Bears"], ["Melira, Sylvok Outcast"],
                 hands=(["Grim Affliction"], []))
    game.state.players[1].poison = 3
    bears = ids(game, "Grizzly Bears")[0]
    cast(game, "Grim Affliction", bears)
    resolve(game)
    choose(game, ("player", 1))
    choose(game, ("object", bears))                 # every one chosen: no "done" asked
    resolve(game)
    assert game.state.players[1].poison == 3
    assert game.state.objects[bears].counters == {"-1/-1": 2}       # Alice's: not Melira's


# -- "Creatures your opponents control lose infect." (CR 613.1f, 702.90) --------------------

@plays("Melira, Sylvok Outcast", "static.group_loses")
def test_613_1f_melira_opponents_creatures_lose_infect_and_deal_damage_as_usual():
    game = board(["Glistener Elf"], ["Melira, Sylvok Outcast"], step="declare attackers")
    elf = ids(game, "Glistener Elf")[0]
    assert "infect" not in chars(game, elf).keywords
    _attack_unblocked(game, elf)
    assert life(game, 1) == 19 and game.state.players[1].poison == 0      # CR 120.3a


@plays("Melira, Sylvok Outcast", "static.group_loses")
def test_613_1f_melira_leaves_its_controllers_creatures_their_infect():
    game = board(["Glistener Elf", "Melira, Sylvok Outcast"], [], step="declare attackers")
    elf = ids(game, "Glistener Elf")[0]
    _attack_unblocked(game, elf)
    assert life(game, 1) == 20 and game.state.players[1].poison == 1      # CR 120.3b


@plays("Gravity Sphere", "static.group_loses")
def test_509_1b_gravity_sphere_a_creature_that_lost_flying_can_be_blocked():
    game = board(["Gravity Sphere", "Wind Drake"], ["Grizzly Bears"], step="declare attackers")
    drake, bears = ids(game, "Wind Drake")[0], ids(game, "Grizzly Bears")[0]
    assert "flying" not in chars(game, drake).keywords
    game.act(Action("attack", 0, choice=((drake, BOB),)))
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    assert game.is_legal(Action("block", 1, choice=((bears, drake),)))


@plays("Mystic Decree", "static.group_loses")
def test_702_14c_mystic_decree_an_islandwalker_can_be_blocked_by_an_island_player():
    game = board(["Mystic Decree", "Bull Hippo"], ["Island", "Grizzly Bears"],
                 step="declare attackers")
    hippo, bears = ids(game, "Bull Hippo")[0], ids(game, "Grizzly Bears")[0]
    assert "islandwalk" not in chars(game, hippo).keywords
    game.act(Action("attack", 0, choice=((hippo, BOB),)))
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    assert game.is_legal(Action("block", 1, choice=((bears, hippo),)))


def test_702_14c_without_mystic_decree_the_islandwalker_is_not_blocked():
    game = board(["Bull Hippo"], ["Island", "Grizzly Bears"], step="declare attackers")
    hippo = ids(game, "Bull Hippo")[0]
    assert "islandwalk" in chars(game, hippo).keywords
    _attack_unblocked(game, hippo)
    assert life(game, 1) == 17


# -- "Creatures you control can't have -1/-1 counters put on them." (CR 122.6) --------------

@plays("Melira, Sylvok Outcast", "static.no_counters")
def test_122_6_melira_a_minus_counter_effect_puts_none_on_its_controllers_creature():
    game = board(["Swamp", "Swamp", "Swamp"], ["Melira, Sylvok Outcast", "Grizzly Bears"],
                 hands=(["Grim Affliction"], []))
    bears = ids(game, "Grizzly Bears")[0]
    cast(game, "Grim Affliction", bears)
    resolve(game)                        # nothing has a counter: nothing to proliferate onto
    assert game.state.objects[bears].counters.get("-1/-1", 0) == 0
    assert chars(game, bears).power == 2


@plays("Melira, Sylvok Outcast", "static.no_counters")
def test_702_79a_melira_persist_returns_without_the_counter_and_persists_again():
    game = board(["Melira, Sylvok Outcast", "Safehold Elite", "Mountain", "Mountain",
                  "Mountain"], [], hands=(["Shock", "Shock"], []))
    cast(game, "Shock", ids(game, "Safehold Elite")[0])
    resolve(game)
    resolve(game)                                          # persist returns it (CR 702.79a)
    elite = ids(game, "Safehold Elite")[0]
    assert game.state.objects[elite].counters.get("-1/-1", 0) == 0     # CR 122.6
    cast(game, "Shock", elite)
    resolve(game)
    resolve(game)                                  # no -1/-1 counter on it: persist again
    assert ids(game, "Safehold Elite") and "Safehold Elite" not in grave(game)


@plays("Blightbeetle", "static.no_counters")
def test_122_6_blightbeetle_opponents_creatures_cant_have_plus_one_counters_put_on_them():
    game = board(["Blightbeetle", "Grizzly Bears", "Forest", "Forest"], ["Hill Giant"],
                 hands=(["Battlegrowth", "Battlegrowth"], []))
    giant, bears = ids(game, "Hill Giant")[0], ids(game, "Grizzly Bears")[0]
    cast(game, "Battlegrowth", giant)
    resolve(game)
    assert game.state.objects[giant].counters.get("+1/+1", 0) == 0     # Bob's: none
    cast(game, "Battlegrowth", bears)
    resolve(game)
    assert game.state.objects[bears].counters.get("+1/+1") == 1         # Alice's own


@plays("Blightbeetle", "static.no_counters")
def test_616_1f_a_creature_enters_without_the_counters_its_own_replacement_gives():
    game = board(["Forest"], ["Blightbeetle"], hands=(["Servant of the Scale"], []))
    cast(game, "Servant of the Scale")
    resolve(game)                               # a 0/0 with no counter: it dies (704.5f)
    assert not ids(game, "Servant of the Scale") and grave(game) == ["Servant of the Scale"]


@plays("Blightbeetle", "static.no_counters")
def test_616_1f_counters_two_replacements_give_an_entering_creature_are_not_put_on_it():
    game = board(["Forest", "Hardened Scales"], ["Blightbeetle"],
                 hands=(["Servant of the Scale"], []))
    cast(game, "Servant of the Scale")
    resolve(game)
    if game.decision.kind == "replacement":            # the order: either way, none (122.6)
        choose(game, game.decision.options[0])
    assert grave(game) == ["Servant of the Scale"]


def test_614_1c_without_blightbeetle_both_replacements_give_their_counters():
    game = board(["Forest", "Hardened Scales"], [], hands=(["Servant of the Scale"], []))
    cast(game, "Servant of the Scale")
    resolve(game)
    servant = ids(game, "Servant of the Scale")[0]
    assert game.state.objects[servant].counters == {"+1/+1": 2}


# -- "For each color pair, choose a card that's exactly those colors" (CR 105.1, 608.2d) ---

NIV = "Niv-Mizzet Reborn"


def _niv_reveals(top: list[str]) -> Game:
    """Alice casts Niv-Mizzet Reborn with `top` the top cards of her library (first on top);
    its enters trigger resolves."""
    game = board([], [], hands=([NIV], []))
    for name in reversed(top):                   # the last one created is on top
        create_object(game.state, card_def(name), 0, "library")
    add_mana(game, "{W}{U}{B}{R}{G}")
    cast(game, NIV)
    resolve(game)                                # Niv-Mizzet, then its trigger
    resolve(game)
    return game


@plays(NIV, "library.each_color_pair", "library.reveal_top")
def test_105_1_niv_mizzet_reborn_takes_one_card_of_each_color_pair_among_the_ten():
    top = ["Lightning Helix", "Boros Charm", "Electrolyze", "Putrefy", "Kitchen Finks",
           "Esper Charm", "Grizzly Bears", "Forest", "Terminate", "Mortify"]
    game = _niv_reveals(top)
    state = game.state
    revealed = {state.objects[o].name: o for o in state.players[0].library[-10:]}
    assert set(revealed) == set(top)
    d = game.decision                # six pairs there; not "may": no "nothing" (CR 608.2d)
    assert d.kind == "choose" and set(d.options) == {revealed[n] for n in (
        "Lightning Helix", "Boros Charm", "Electrolyze", "Putrefy", "Kitchen Finks",
        "Terminate", "Mortify")}
    choose(game, revealed["Lightning Helix"])               # red-white: Boros Charm is out
    assert revealed["Boros Charm"] not in game.decision.options
    for name in ("Electrolyze", "Putrefy", "Kitchen Finks", "Terminate"):
        choose(game, revealed[name])                         # Mortify, the last, is taken
    assert sorted(hand(game)) == ["Electrolyze", "Kitchen Finks", "Lightning Helix",
                                  "Mortify", "Putrefy", "Terminate"]
    bottom = {state.objects[o].name for o in state.players[0].library[:4]}
    assert bottom == {"Boros Charm", "Esper Charm", "Grizzly Bears", "Forest"}  # 3 colors,
    assert not state.stack                                   # 1, none: no pair (CR 105.2)


@plays(NIV, "library.each_color_pair")
def test_608_2d_niv_mizzet_reborn_with_no_two_color_card_puts_all_ten_on_the_bottom():
    top = ["Esper Charm", "Grizzly Bears", "Forest"] + ["Plains"] * 7
    game = _niv_reveals(top)
    assert hand(game) == [] and not game.state.stack
    assert len(game.state.players[0].library) == 10 + 10     # the board's ten below them


# -- Bring to Light: converge bound, exile, cast it now (CR 601.2h, 608.2g, 118.9) --------

def _bring_to_light(mana: str) -> tuple[Game, dict[str, int]]:
    """Alice casts Bring to Light paying `mana`, over a library of known cards."""
    game = board([], [], hands=(["Bring to Light"], []))
    library = {}
    for name in ("Grizzly Bears", "Hill Giant", "Lightning Bolt", "Sol Ring", "Forest",
                 "Wrath of God"):
        library[name] = create_object(game.state, card_def(name), 0, "library").id
    add_mana(game, mana)
    cast(game, "Bring to Light")
    resolve(game)
    return game, library


@plays("Bring to Light", "library.spent_bound", "library.cast_found_now",
       "library.search_exile")
def test_601_2h_bring_to_light_three_colors_finds_mana_value_three_or_less_and_casts_it():
    game, library = _bring_to_light("{G}{U}{R}{C}{C}")              # three colors spent
    d = game.decision                 # a creature, instant or sorcery with mana value <= 3
    assert d.kind == "choose" and set(d.options) == {
        library["Grizzly Bears"], library["Lightning Bolt"], "nothing"}
    choose(game, library["Grizzly Bears"])
    d = game.decision
    assert d.kind == "cast" and game.state.objects[d.subject].name == "Grizzly Bears"
    assert game.state.objects[d.subject].zone == "exile"                 # exiled (CR 406.2)
    game.act(next(a for a in game.legal_actions() if a.kind == "cast"))
    assert game.state.players[0].pool.total() == 0      # cast without paying (CR 118.9)
    resolve(game)                                       # cast as it resolved (CR 608.2g)
    assert ids(game, "Grizzly Bears") and grave(game) == ["Bring to Light"]


@plays("Bring to Light", "library.spent_bound", "library.cast_found_now")
def test_608_2g_bring_to_light_five_colors_reaches_further_and_casting_is_optional():
    game, library = _bring_to_light("{G}{U}{R}{W}{B}")               # five colors spent
    assert set(game.decision.options) == {
        library["Grizzly Bears"], library["Hill Giant"], library["Lightning Bolt"],
        library["Wrath of God"], "nothing"}
    choose(game, library["Wrath of God"])
    assert game.decision.kind == "cast"
    game.act(next(a for a in game.legal_actions() if a.kind != "cast"))     # declines
    assert not game.state.stack and [
        game.state.objects[o].name for o in game.state.players[0].exile] == ["Wrath of God"]


# -- a search bound counted as it resolves: "with mana value less than or equal to / equal to
#    <quantity>" (CR 608.2h, 701.19a) -------------------------------------------------------

def _library(game: Game, names: list[str]) -> dict[str, int]:
    """Put these cards into Alice's library; their ids by name."""
    return {name: create_object(game.state, card_def(name), 0, "library").id for name in names}


@plays("Beseech the Queen", "target.counted_bound", "library.search")
def test_608_2h_beseech_the_queen_finds_a_card_with_mana_value_up_to_the_lands_you_control():
    game = board(["Swamp", "Swamp", "Swamp"], ["Forest"] * 5, hands=(["Beseech the Queen"], []),
                 library=0)
    library = _library(game, ["Grizzly Bears", "Hill Giant", "Forest", "Sol Ring",
                              "Wrath of God"])
    add_mana(game, "{B}{B}{B}")
    cast(game, "Beseech the Queen")
    resolve(game)                                   # three lands: mana value 3 or less
    d = game.decision
    assert d.kind == "choose" and set(d.options) - {"nothing"} == {
        library["Grizzly Bears"], library["Forest"], library["Sol Ring"]}
    choose(game, library["Grizzly Bears"])
    assert hand(game) == ["Grizzly Bears"]


@plays("Grim Servant", "target.counted_bound", "library.search")
def test_700_5_grim_servant_counts_devotion_to_black_as_its_trigger_resolves():
    game = board(["Typhoid Rats"], [], hands=(["Grim Servant"], []), library=0)
    library = _library(game, ["Duress", "Doom Blade", "Hill Giant", "Phyrexian Rager"])
    add_mana(game, "{B}{C}{C}{C}")
    cast(game, "Grim Servant")
    resolve(game)
    resolve(game)                               # {B} of the Rats and of the Servant: 2
    d = game.decision
    assert d.kind == "choose" and set(d.options) - {"nothing"} == {
        library["Duress"], library["Doom Blade"]}
    choose(game, library["Doom Blade"])
    assert hand(game) == ["Doom Blade"] and life(game, 0) == 17


@plays("Yisan, the Wanderer Bard", "target.counted_bound", "library.search")
def test_608_2h_yisan_finds_a_creature_with_mana_value_equal_to_its_verse_counters():
    game = board(["Yisan, the Wanderer Bard"], [], library=0)
    library = _library(game, ["Llanowar Elves", "Grizzly Bears", "Ornithopter"])
    yisan = ids(game, "Yisan, the Wanderer Bard")[0]
    game.state.objects[yisan].counters["verse"] = 1
    add_mana(game, "{G}{C}{C}")
    activate(game, yisan)                       # a second verse counter as its cost
    resolve(game)
    d = game.decision
    assert d.kind == "choose" and set(d.options) - {"nothing"} == {library["Grizzly Bears"]}
    choose(game, library["Grizzly Bears"])
    assert ids(game, "Grizzly Bears")


@plays("Mausoleum Secrets", "target.counted_bound", "library.search")
def test_608_2h_mausoleum_secrets_counts_the_creature_cards_in_your_graveyard():
    game = board([], [], hands=(["Mausoleum Secrets"], []), library=0)
    for name in ("Grizzly Bears", "Hill Giant", "Lightning Bolt"):     # two creature cards
        create_object(game.state, card_def(name), 0, "graveyard")
    library = _library(game, ["Duress", "Doom Blade", "Shock", "Phyrexian Rager"])
    add_mana(game, "{B}{C}")
    cast(game, "Mausoleum Secrets")
    resolve(game)                            # a black card with mana value 2 or less
    d = game.decision
    assert d.kind == "choose" and set(d.options) - {"nothing"} == {
        library["Duress"], library["Doom Blade"]}
    choose(game, library["Duress"])
    assert hand(game) == ["Duress"]


# -- "<instruction> target <object> if its mana value is less than or equal to <quantity>"
#    (CR 608.2c, 608.2h) ---------------------------------------------------------------------

@plays("Prismatic Ending", "condition.mana_value_compared")
@pytest.mark.parametrize(("mana", "exiled"), [("{W}{B}", True), ("{W}{W}", False)])
def test_608_2h_prismatic_ending_exiles_only_up_to_the_colors_spent(mana: str, exiled: bool):
    game = board([], ["Grizzly Bears"], hands=(["Prismatic Ending"], []))
    bears = ids(game, "Grizzly Bears")[0]
    add_mana(game, mana)
    cast(game, "Prismatic Ending", bears, x=1)
    resolve(game)                        # two colors spent: mana value 2 or less (601.2h)
    assert (not ids(game, "Grizzly Bears")) == exiled
    assert grave(game) == ["Prismatic Ending"]


@plays("Rending Vines", "condition.mana_value_compared")
def test_608_2h_rending_vines_counts_the_cards_in_hand_as_it_resolves():
    game = board(["Forest"] * 6, ["Sol Ring", "Juggernaut"],
                 hands=(["Rending Vines", "Rending Vines", "Forest"], []))
    ring, juggernaut = ids(game, "Sol Ring")[0], ids(game, "Juggernaut")[0]
    cast(game, "Rending Vines", juggernaut)
    resolve(game)                        # two cards in hand: 4 is more; a card is drawn
    assert ids(game, "Juggernaut") and len(hand(game)) == 3
    cast(game, "Rending Vines", ring)
    resolve(game)
    assert not ids(game, "Sol Ring") and "Sol Ring" in grave(game, 1)


@plays("Dispersal Shield", "condition.mana_value_compared")
@pytest.mark.parametrize(("bobs", "countered"), [("Hill Giant", True), ("Savannah Lions", False)])
def test_608_2h_dispersal_shield_counters_up_to_the_greatest_mana_value_you_control(
        bobs: str, countered: bool):
    game = board(["Forest"] * 2, ["Island", "Island", bobs],
                 hands=(["Grizzly Bears"], ["Dispersal Shield"]))
    cast(game, "Grizzly Bears")
    bears = game.state.stack[-1]
    game.act(Action("pass", 0))
    cast(game, "Dispersal Shield", bears, player=1)
    resolve(game)
    assert ("Grizzly Bears" in grave(game)) == countered
    assert bool(ids(game, "Grizzly Bears")) != countered


# -- a counter that can't be put: a cost that can't be paid, damage that puts none
#    (CR 118.3, 120.3d, 122.6) -----------------------------------------------------------------

@plays("Melira, Sylvok Outcast", "static.no_counters")
def test_118_3_melira_a_cost_putting_a_minus_counter_on_your_creature_cant_be_paid():
    game = board(["Melira, Sylvok Outcast", "Devoted Druid", "Hatchet Bully", "Mountain",
                  "Mountain", "Mountain"], [])
    druid, bully = ids(game, "Devoted Druid")[0], ids(game, "Hatchet Bully")[0]
    game.state.objects[druid].tapped = True
    untap = next(i for i, a in enumerate(game.state.objects[druid].card.activated)
                 if a.cost.put_counters)
    assert not game.is_legal(Action("activate", 0, druid, ability=untap))
    assert not any(a.kind == "activate" and a.object == bully for a in game.legal_actions())


def test_118_3_without_melira_devoted_druid_pays_with_a_minus_counter():
    game = board(["Devoted Druid", "Hatchet Bully", "Mountain", "Mountain", "Mountain"], [])
    druid, bully = ids(game, "Devoted Druid")[0], ids(game, "Hatchet Bully")[0]
    assert any(a.kind == "activate" and a.object == bully for a in game.legal_actions())
    game.state.objects[druid].tapped = True
    untap = next(i for i, a in enumerate(game.state.objects[druid].card.activated)
                 if a.cost.put_counters)
    activate(game, druid, index=untap)
    assert game.state.objects[druid].counters == {"-1/-1": 1}


@plays("Melira, Sylvok Outcast", "static.no_counters")
def test_120_3d_melira_wither_damage_puts_no_minus_counter_on_your_creature():
    game = board(["Boggart Ram-Gang"], ["Melira, Sylvok Outcast", "Grizzly Bears"],
                 step="declare attackers")
    gang, bears = ids(game, "Boggart Ram-Gang")[0], ids(game, "Grizzly Bears")[0]
    game.act(Action("attack", 0, choice=((gang, BOB),)))
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=((bears, gang),)))
    while game.state.step != "end":
        game.act(Action("pass", game.decision.player))
    assert ids(game, "Grizzly Bears") and game.state.objects[bears].counters == {}
    assert game.state.objects[gang].damage == 2                      # the Bears' damage


# -- Solemnity: "Players can't get counters." "Counters can't be put on artifacts, creatures,
#    enchantments, or lands." (CR 122.1, 122.6, 101.2) ---------------------------------------

@plays("Solemnity", "static.cant_get_counters")
def test_122_1_solemnity_players_get_no_poison_or_energy_counters():
    game = board(["Solemnity"], [], hands=(["Aether Hub"], []))
    game.act(Action("play", 0, in_hand(game, "Aether Hub")))
    resolve(game)                                       # "you get {E}": none (CR 101.2)
    assert game.state.players[0].energy == 0
    game = board(["Solemnity", "Blightbelly Rat"], [], step="declare attackers")
    _attack_unblocked(game, ids(game, "Blightbelly Rat")[0])
    assert game.state.players[1].poison == 0 and life(game, 1) == 18


def test_107_14_without_solemnity_aether_hub_gives_energy():
    game = board([], [], hands=(["Aether Hub"], []))
    game.act(Action("play", 0, in_hand(game, "Aether Hub")))
    resolve(game)
    assert game.state.players[0].energy == 1


@plays("Solemnity", "static.no_counters")
def test_122_6_solemnity_no_counters_on_creatures_entering_or_on_the_battlefield():
    game = board(["Solemnity", "Grizzly Bears", "Forest", "Forest"], [],
                 hands=(["Battlegrowth", "Servant of the Scale"], []))
    bears = ids(game, "Grizzly Bears")[0]
    cast(game, "Battlegrowth", bears)
    resolve(game)
    assert game.state.objects[bears].counters == {}
    cast(game, "Servant of the Scale")
    resolve(game)                               # a 0/0 without its counter: dies (704.5f)
    assert "Servant of the Scale" in grave(game)


@plays("Solemnity", "static.no_counters")
def test_714_3b_solemnity_a_saga_gets_no_lore_counter():
    game = board(["Solemnity", "Plains", "Plains"], [], hands=(["History of Benalia"], []))
    add_mana(game, "{W}")
    cast(game, "History of Benalia")
    resolve(game)
    saga = ids(game, "History of Benalia")[0]
    assert game.state.objects[saga].counters == {} and not game.state.stack
    assert not ids(game, "Knight Token") and not [
        o for o in game.state.battlefield if game.state.objects[o].is_token]


@plays("Solemnity", "static.no_counters")
def test_118_3_solemnity_devoted_druid_cant_pay_its_counter_cost():
    game = board(["Solemnity", "Devoted Druid"], [])
    druid = ids(game, "Devoted Druid")[0]
    game.state.objects[druid].tapped = True
    untap = next(i for i, a in enumerate(game.state.objects[druid].card.activated)
                 if a.cost.put_counters)
    assert not game.is_legal(Action("activate", 0, druid, ability=untap))


@plays("Exert Influence", "condition.mana_value_compared")
@pytest.mark.parametrize(("theirs", "gained"), [("Hill Giant", True), ("Craw Wurm", False)])
def test_608_2h_exert_influence_gains_a_creature_with_power_up_to_the_colors_spent(
        theirs: str, gained: bool):
    game = board([], [theirs], hands=(["Exert Influence"], []))
    creature = ids(game, theirs)[0]
    add_mana(game, "{U}{R}{G}{C}{C}")                        # three colors spent
    cast(game, "Exert Influence", creature)
    resolve(game)
    assert (chars(game, creature).controller == 0) == gained


@plays("Unified Strike", "condition.mana_value_compared")
@pytest.mark.parametrize(("attacker", "exiled"), [("Grizzly Bears", True), ("Hill Giant", False)])
def test_608_2h_unified_strike_counts_the_soldiers_on_the_battlefield(attacker: str,
                                                                       exiled: bool):
    game = board([attacker], ["Elite Vanguard", "Elite Vanguard", "Plains"],
                 hands=([], ["Unified Strike"]), step="declare attackers")
    creature = ids(game, attacker)[0]
    game.act(Action("attack", 0, choice=((creature, BOB),)))
    game.act(Action("pass", 0))
    cast(game, "Unified Strike", creature, player=1)         # two Soldiers: power 2 or less
    resolve(game)
    assert (not ids(game, attacker)) == exiled


# -- "... lose flying and can't have or gain flying." (CR 613.1f, 101.2) -------------------

def _jump_bobs_drake(alice: str) -> tuple[Game, int]:
    """Alice controls `alice`; Bob casts Jump on his Wind Drake after it entered."""
    game = board([alice], ["Wind Drake", "Island"], hands=([], ["Jump"]))
    drake = ids(game, "Wind Drake")[0]
    assert "flying" not in chars(game, drake).keywords
    game.act(Action("pass", 0))
    cast(game, "Jump", drake, player=1)
    resolve(game)
    return game, drake


@plays("Archetype of Imagination", "static.group_cant_have", "static.anthem")
def test_101_2_archetype_of_imagination_a_later_effect_cant_give_flying_back():
    game, drake = _jump_bobs_drake("Archetype of Imagination")
    assert "flying" not in chars(game, drake).keywords
    assert "flying" in chars(game, ids(game, "Archetype of Imagination")[0]).keywords


@plays("Gravity Sphere", "static.group_loses")
def test_613_7_gravity_sphere_a_later_effect_gives_flying_back():
    game, drake = _jump_bobs_drake("Gravity Sphere")           # timestamp order (613.7)
    assert "flying" in chars(game, drake).keywords


@plays("Arcane Lighthouse", "effect.group_cant_have")
def test_101_2_arcane_lighthouse_hexproof_given_later_this_turn_doesnt_come_back():
    game = board(["Arcane Lighthouse", "Wastes", "Mountain"], ["Gladecover Scout", "Forest"],
                 hands=(["Shock"], ["Blossoming Defense"]))
    lighthouse, scout = ids(game, "Arcane Lighthouse")[0], ids(game, "Gladecover Scout")[0]
    add_mana(game, "{C}")
    ability = next(i for i, a in enumerate(game.state.objects[lighthouse].card.activated)
                   if a.cost.tap and a.cost.mana.symbols)
    activate(game, lighthouse, index=ability)
    resolve(game)
    assert "hexproof" not in chars(game, scout).keywords
    game.act(Action("pass", 0))
    cast(game, "Blossoming Defense", scout, player=1)     # hexproof, a later effect
    resolve(game)
    assert chars(game, scout).power == 3 and "hexproof" not in chars(game, scout).keywords
    cast(game, "Shock", scout)                             # a legal target (CR 702.11b)
    resolve(game)
    assert game.state.objects[scout].damage == 2                       # a 3/3 now
