"""Statics (5): a spell's own cost, lower for the target it has (CR 601.2c, 601.2f)."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import (
    BOB,
    Action,
    activate,
    cast,
    chars,
    grave,
    in_hand,
    life,
    move_on,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.keywords import goad
from tolaria.rules.zones import create_object


def _in_graveyard(game, name: str, player: int = 0) -> int:
    return create_object(game.state, card_def(name), player, "graveyard").id


def _cast_targets(game, name: str) -> set:
    spell = in_hand(game, name)
    return {a.targets for a in game.legal_actions() if a.kind == "cast" and a.object == spell}


# -- This spell costs {N} less to cast if it targets <...> (CR 601.2c, 601.2f) ---------------

@plays("Bitter Downfall", "spell.self_cost_targets", "target.damaged_this_turn")
def test_601_2f_costs_three_less_if_it_targets_a_creature_dealt_damage_this_turn():
    game = board(["Mountain", "Swamp"], ["Grizzly Bears", "Hill Giant"],
                 hands=(["Shock", "Bitter Downfall"], []))
    bears, giant = ids(game, "Grizzly Bears")[0], ids(game, "Hill Giant")[0]
    assert not _cast_targets(game, "Bitter Downfall")       # {3}{B}: one Swamp isn't enough
    cast(game, "Shock", giant)
    resolve(game)
    assert ids(game, "Hill Giant")                          # 2 damage on a 3/3 (CR 120.3)
    assert _cast_targets(game, "Bitter Downfall") == {(("object", giant),)}   # {B} now
    with pytest.raises(IllegalAction):
        cast(game, "Bitter Downfall", bears)
    cast(game, "Bitter Downfall", giant)
    resolve(game)
    assert not ids(game, "Hill Giant") and ids(game, "Grizzly Bears")
    assert life(game, 1) == 18                              # its controller loses 2 life


@plays("No One Left Behind", "spell.self_cost_targets")
def test_601_2c_costs_three_less_if_it_targets_a_creature_card_with_mana_value_3_or_less():
    game = board(["Swamp"] * 2, [], hands=(["No One Left Behind"], []))
    bears = _in_graveyard(game, "Grizzly Bears")            # mana value 2
    wurm = _in_graveyard(game, "Craw Wurm")                 # mana value 6
    assert _cast_targets(game, "No One Left Behind") == {(("object", bears),)}   # {1}{B}
    with pytest.raises(IllegalAction):
        cast(game, "No One Left Behind", wurm)              # {4}{B} for that one
    cast(game, "No One Left Behind", bears)
    resolve(game)
    assert ids(game, "Grizzly Bears") and grave(game) == ["Craw Wurm", "No One Left Behind"]


@plays("Revoke Demise", "spell.self_cost_targets")
def test_601_2f_costs_two_less_for_a_small_creature_card_and_full_price_otherwise():
    game = board(["Swamp"] * 5, [], hands=(["Revoke Demise"], []))
    _in_graveyard(game, "Grizzly Bears")
    wurm = _in_graveyard(game, "Craw Wurm")
    cast(game, "Revoke Demise", wurm)                       # {4}{B}: all five Swamps
    resolve(game)
    assert ids(game, "Craw Wurm") and life(game, 0) == 22
    assert all(game.state.objects[i].tapped for i in ids(game, "Swamp"))
    game = board(["Swamp"] * 3, [], hands=(["Revoke Demise"], []))
    bears = _in_graveyard(game, "Grizzly Bears")
    wurm = _in_graveyard(game, "Craw Wurm")
    assert _cast_targets(game, "Revoke Demise") == {(("object", bears),)}        # {2}{B}
    cast(game, "Revoke Demise", bears)
    resolve(game)
    assert ids(game, "Grizzly Bears") and not ids(game, "Craw Wurm")


# -- This creature can't attack unless defending player is ... (CR 508.1c) --------------------

def _to_attackers(game) -> None:
    while game.decision.kind != "attackers":
        move_on(game)


def _may_attack(game, name: str) -> bool:
    return game.is_legal(Action("attack", 0, choice=((obj(game, name), BOB),)))


@plays("Chained Throatseeker", "static.attack_unless_defender_is")
def test_508_1c_cant_attack_unless_defending_player_is_poisoned():
    game = board(["Chained Throatseeker", "Grizzly Bears"], [], step="declare attackers")
    assert not _may_attack(game, "Chained Throatseeker")
    game = board(["Chained Throatseeker", "Island", "Island"], [],
                 hands=(["Prologue to Phyresis"], []))
    cast(game, "Prologue to Phyresis")
    resolve(game)
    assert game.state.players[1].poison == 1               # poisoned (CR 122.1f)
    _to_attackers(game)
    assert _may_attack(game, "Chained Throatseeker")


@plays("Crown-Hunter Hireling", "static.attack_unless_defender_is")
def test_508_1c_cant_attack_unless_defending_player_is_the_monarch():
    game = board(["Grizzly Bears"] + ["Mountain"] * 5, [], hands=(["Crown-Hunter Hireling"], []))
    cast(game, "Crown-Hunter Hireling")
    resolve(game)
    resolve(game)                                          # its enters trigger
    assert game.state.monarch == 0                         # Alice is the monarch (CR 722)
    game.state.objects[obj(game, "Crown-Hunter Hireling")].since = None   # not sick
    _to_attackers(game)
    assert not _may_attack(game, "Crown-Hunter Hireling")
    game = board(["Crown-Hunter Hireling", "Grizzly Bears"], [], step="declare attackers")
    game.state.monarch = 1                                 # Bob is
    assert _may_attack(game, "Crown-Hunter Hireling")


@plays("Vantress Gargoyle", "static.attack_unless_defender_is")
def test_508_1c_cant_attack_unless_defending_player_has_seven_cards_in_graveyard():
    for cards, able in ((6, False), (7, True)):
        game = board(["Vantress Gargoyle", "Grizzly Bears"], [], step="declare attackers")
        for _ in range(cards):
            _in_graveyard(game, "Grizzly Bears", player=1)
        _in_graveyard(game, "Grizzly Bears", player=0)     # Alice's don't count
        assert _may_attack(game, "Vantress Gargoyle") is able


# -- Enchanted creature gets +N/+N for each other creature you control (CR 611.3a, 613.4c) --

@plays("Bravado", "quantity.other_than_affected")
def test_613_4c_bravado_counts_your_creatures_other_than_the_enchanted_one():
    game = board(["Grizzly Bears", "Llanowar Elves", "Mountain", "Mountain"], ["Hill Giant"],
                 hands=(["Bravado"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Bravado", bears)
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (3, 3)   # the Elves
    game = board(["Grizzly Bears", "Llanowar Elves", "Mountain", "Mountain"], ["Hill Giant"],
                 hands=(["Bravado"], []))
    giant = obj(game, "Hill Giant")
    cast(game, "Bravado", giant)                           # "you": Bravado's controller
    resolve(game)
    assert (chars(game, giant).power, chars(game, giant).toughness) == (5, 5)


@plays("Conclave's Blessing", "quantity.other_than_affected")
def test_611_3a_conclaves_blessing_changes_as_your_creatures_come_and_go():
    game = board(["Grizzly Bears", "Llanowar Elves", "Hill Giant", "Mountain"]
                 + ["Plains"] * 4, [], hands=(["Conclave's Blessing", "Shock"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Conclave's Blessing", bears)
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (2, 6)
    cast(game, "Shock", obj(game, "Llanowar Elves"))
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (2, 4)   # CR 611.3a


def test_303_4_vampirism_other_creatures_stays_a_gap():
    # "Other creatures you control" on an Aura: other than its creature, not read.
    from tolaria.cards.database import CardDatabase
    from tolaria.cards.oracle.compiler import compile_card
    gaps = compile_card(CardDatabase.bundled().get("Vampirism")).gaps
    assert gaps == ["Other creatures you control get -1/-1."]


# -- This spell costs {1} less to cast for each opponent you attacked / who was dealt damage
#    this turn (CR 601.2f, 508.1, 120.3) ---------------------------------------------------

def _castable(game, name: str) -> bool:
    spell = in_hand(game, name)
    return any(a.kind == "cast" and a.object == spell for a in game.legal_actions())


@plays("Fast Forward", "quantity.opponents_this_turn", "spell.self_cost_change")
def test_601_2f_fast_forward_costs_one_less_after_you_attacked_an_opponent():
    game = board(["Grizzly Bears"] + ["Mountain"] * 4, ["Hill Giant"],
                 hands=(["Fast Forward"], []))
    assert not _castable(game, "Fast Forward")              # {4}{R}, four Mountains
    game = board(["Grizzly Bears"] + ["Mountain"] * 4, ["Hill Giant"],
                 hands=(["Fast Forward"], []), step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Grizzly Bears"), BOB),)))
    to_step(game, "postcombat main")
    assert _castable(game, "Fast Forward")                  # {3}{R}: Bob was attacked
    cast(game, "Fast Forward")
    resolve(game)
    assert goad.goaders(game.state, game.state.objects[obj(game, "Hill Giant")]) == [0]


@plays("Gnoll War Band", "quantity.opponents_this_turn", "spell.self_cost_change")
def test_601_2f_gnoll_war_band_costs_one_less_once_an_opponent_was_dealt_damage():
    for target, able in (("creature", False), ("player", True)):
        game = board(["Mountain"] * 6, ["Hill Giant"], hands=(["Shock", "Gnoll War Band"], []))
        cast(game, "Shock", obj(game, "Hill Giant") if target == "creature" else BOB)
        resolve(game)
        assert _castable(game, "Gnoll War Band") is able      # five Mountains left
    cast(game, "Gnoll War Band")
    resolve(game)
    assert ids(game, "Gnoll War Band")


@plays("Furious Spinesplitter", "quantity.opponents_this_turn")
def test_120_3_spinesplitter_counts_opponents_dealt_damage_this_turn():
    game = board(["Furious Spinesplitter", "Mountain"], [], hands=(["Shock"], []))
    spinesplitter = obj(game, "Furious Spinesplitter")
    cast(game, "Shock", BOB)
    resolve(game)
    to_step(game, "end")
    resolve(game)
    assert game.state.objects[spinesplitter].counters.get("+1/+1") == 1


@plays("Stoneforge Masterwork", "quantity.its_kin")
def test_613_4c_stoneforge_masterwork_counts_your_other_creatures_sharing_a_type():
    game = board(["Stoneforge Masterwork", "Llanowar Elves", "Elvish Mystic", "Grizzly Bears",
                  "Plains", "Plains"], ["Fyndhorn Elves"])
    elves = obj(game, "Llanowar Elves")
    activate(game, obj(game, "Stoneforge Masterwork"), elves)          # Equip {2}
    resolve(game)
    # Elvish Mystic only: not the Bears, not Bob's Elf, not the equipped creature itself
    assert (chars(game, elves).power, chars(game, elves).toughness) == (2, 2)


# -- Enchanted creature doesn't untap during its controller's untap step if ... (CR 502.3) ---

@plays("Venarian Gold", "static.doesnt_untap_if", "condition.attached_counter")
def test_502_3_venarian_gold_keeps_it_tapped_while_it_has_a_sleep_counter():
    game = board(["Island"] * 4, ["Grizzly Bears"], hands=(["Venarian Gold"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Venarian Gold", bears, x=1)
    resolve(game)
    resolve(game)                                          # its enters trigger
    state = game.state
    assert state.objects[bears].tapped and state.objects[bears].counters.get("sleep") == 1
    to_step(game, "upkeep")                                # Bob's: a sleep counter at untap
    assert state.active == 1 and state.objects[bears].tapped
    resolve(game)                                          # the upkeep trigger removes it
    assert not state.objects[bears].counters.get("sleep")
    to_step(game, "draw")
    to_step(game, "upkeep")                                # Alice's
    to_step(game, "draw")
    to_step(game, "upkeep")                                # Bob's again: no counter
    assert state.active == 1 and not state.objects[bears].tapped
