"""Cards of published decks, played: Ensnaring Bridge (CR 508.1c, 611.3a), Oath of Teferi
(CR 606.3), Spellskite (CR 115.7a), Birthing Pod (CR 118.8, 608.2h, 701.19a)."""

from __future__ import annotations

import pytest
from boards import add_mana, board, ids
from test_oracle_play import (
    ALICE,
    BOB,
    activate,
    cast,
    chars,
    choose,
    choose_targets,
    grave,
    move_on,
    obj,
    plays,
    resolve,
    to_step,
)
from test_oracle_play_planeswalkers import _walker

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.combat import why_cant_attack
from tolaria.rules.zones import create_object


def _to_attackers(game, player: int) -> None:
    """Play on until `player` declares attackers (CR 508.1)."""
    while not (game.decision.kind == "attackers" and game.decision.player == player):
        move_on(game)


@plays("Ensnaring Bridge", "static.counted_group_restriction", "target.counted_bound")
def test_508_1c_611_3a_ensnaring_bridge_counts_its_controllers_hand_as_attackers_are_declared():
    """Two cards in hand: the Bears (power 2) may attack; a land played leaves one card,
    and then only the Elves (power 1) may. The count is made continuously (611.3a)."""
    game = board(["Ensnaring Bridge", "Grizzly Bears", "Llanowar Elves"], ["Grizzly Bears"],
                 hands=(["Forest", "Lightning Bolt"], []))
    bears, elves = obj(game, "Grizzly Bears"), obj(game, "Llanowar Elves")
    assert why_cant_attack(game.state, game.state.objects[bears], 0) is None
    game.act("play Forest")
    _to_attackers(game, 0)
    with pytest.raises(IllegalAction, match=r"508\.1c"):
        game.act(Action("attack", 0, choice=((bears, BOB),)))
    game.act(Action("attack", 0, choice=((elves, BOB),)))
    to_step(game, "postcombat main")
    assert game.state.players[1].life == 19


@plays("Ensnaring Bridge", "static.counted_group_restriction")
def test_508_1c_ensnaring_bridge_stops_the_opponents_creatures_by_its_controllers_hand():
    """Bob's Bears (power 2) can't attack while Alice, the Bridge's controller, holds one
    card, whatever Bob holds (four, after his draw)."""
    game = board(["Ensnaring Bridge"], ["Grizzly Bears"],
                 hands=(["Forest"], ["Island", "Island", "Island"]))
    while not (game.state.active == 1 and game.state.step == "beginning of combat"):
        move_on(game)
    bears = obj(game, "Grizzly Bears")
    assert "508.1c" in why_cant_attack(game.state, game.state.objects[bears], 1)
    while game.state.active == 1:
        assert game.decision.kind != "attackers"      # none able to attack (CR 508.1)
        move_on(game)
    assert game.state.players[0].life == 20


@plays("Oath of Teferi", "static.loyalty_twice_yours")
def test_606_3_oath_of_teferi_lets_each_planeswalker_activate_twice_a_turn():
    """Jace's +2 twice, a third refused (CR 606.3); The Chain Veil adds one more."""
    game, jace = _walker(["Oath of Teferi", "The Chain Veil"] + ["Island"] * 4, [],
                         "Jace Beleren", 3)
    activate(game, jace, index=0)
    resolve(game)
    activate(game, jace, index=0)
    resolve(game)
    assert game.state.objects[jace].counters["loyalty"] == 7
    with pytest.raises(IllegalAction, match=r"606\.3"):
        activate(game, jace, index=0)
    activate(game, obj(game, "The Chain Veil"), index=0)
    resolve(game)
    activate(game, jace, index=0)
    resolve(game)
    assert game.state.objects[jace].counters["loyalty"] == 9
    with pytest.raises(IllegalAction, match=r"606\.3"):
        activate(game, jace, index=0)


@plays("Oath of Teferi", "static.loyalty_twice_yours")
def test_606_3_an_opponents_oath_of_teferi_doesnt_change_your_limit():
    game, jace = _walker([], ["Oath of Teferi"], "Jace Beleren", 3)
    activate(game, jace, index=0)
    resolve(game)
    with pytest.raises(IllegalAction, match=r"606\.3"):
        activate(game, jace, index=0)


@plays("Oath of Teferi", "static.loyalty_twice_yours")
def test_603_7_oath_of_teferi_exiles_a_permanent_until_the_next_end_step():
    """Its enters trigger exiles Jace; Jace returns at the beginning of the next end step,
    a new object with its printed loyalty (CR 603.7, 400.7, 306.5b)."""
    game, jace = _walker(["Island"] * 5, [], "Jace Beleren", 5,
                         hands=(["Oath of Teferi"], []))
    add_mana(game, "{W}")
    cast(game, "Oath of Teferi")
    resolve(game)
    choose_targets(game, jace)                 # "another": not Oath of Teferi itself
    resolve(game)
    assert game.state.objects[jace].zone != "battlefield" and not ids(game, "Jace Beleren")
    to_step(game, "end")
    resolve(game)
    back = ids(game, "Jace Beleren")
    assert back and game.state.objects[back[0]].counters["loyalty"] == 3
    assert game.state.objects[back[0]].controller == 0


def _stack_top(game) -> int:
    return game.state.stack[-1]


@plays("Spellskite", "effect.change_target_to_self")
def test_115_7a_spellskite_takes_the_bolt_paid_with_two_life():
    """Alice's Lightning Bolt at Bob's Bears; Bob, with no land, pays {U/P} with 2 life
    (CR 107.4f) and the Bolt's target becomes Spellskite, a legal one (CR 115.7a)."""
    game = board(["Mountain"], ["Spellskite", "Grizzly Bears"], hands=(["Lightning Bolt"], []))
    skite, bears = obj(game, "Spellskite"), obj(game, "Grizzly Bears")
    cast(game, "Lightning Bolt", bears)
    bolt = _stack_top(game)
    game.act(Action("pass", 0))
    activate(game, skite, bolt, player=1)
    resolve(game)
    assert game.state.players[1].life == 18
    assert ids(game, "Grizzly Bears") and game.state.objects[skite].damage == 3
    assert ids(game, "Spellskite")


@plays("Spellskite", "effect.change_target_to_self")
def test_115_7a_spellskite_cant_take_a_target_it_isnt_legal_for():
    """Lava Spike targets a player or planeswalker only: Spellskite isn't a legal target,
    so the target stays (CR 115.7a) and Bob takes 3."""
    game = board(["Mountain"], ["Spellskite"], hands=(["Lava Spike"], []))
    skite = obj(game, "Spellskite")
    cast(game, "Lava Spike", BOB)
    spike = _stack_top(game)
    game.act(Action("pass", 0))
    activate(game, skite, spike, player=1)
    resolve(game)
    assert game.state.players[1].life == 20 - 2 - 3
    assert game.state.objects[skite].damage == 0


@plays("Spellskite", "effect.change_target_to_self")
def test_115_3_spellskite_chooses_which_target_of_arc_trail_becomes_it():
    """Arc Trail at Bob (2) and his Bears (1): Bob chooses to take the Bears' target, so
    Spellskite is dealt 1 and Bob 2 (CR 115.7a). Then, Spellskite the 2's target, the
    other target can't also be Spellskite ("another target", CR 115.3): it stays."""
    game = board(["Mountain"] * 4, ["Spellskite", "Grizzly Bears"],
                 hands=(["Arc Trail", "Arc Trail"], []))
    skite, bears = obj(game, "Spellskite"), obj(game, "Grizzly Bears")
    cast(game, "Arc Trail", BOB, bears)
    trail = _stack_top(game)
    game.act(Action("pass", 0))
    activate(game, skite, trail, player=1)
    game.act(Action("pass", 1))
    game.act(Action("pass", 0))
    assert game.decision.kind == "new_targets" and game.decision.player == 1
    assert len(game.decision.options) == 2
    game.act(Action("choose", 1, targets=(BOB, ("object", skite))))
    resolve(game)
    assert game.state.players[1].life == 20 - 2 - 2
    assert game.state.objects[skite].damage == 1 and ids(game, "Grizzly Bears")
    cast(game, "Arc Trail", skite, bears)
    trail = _stack_top(game)
    game.act(Action("pass", 0))
    activate(game, skite, trail, player=1)
    resolve(game)
    assert game.state.objects[bears].damage == 1
    assert game.state.objects[skite].damage == 3


def _library(game, *names: str) -> dict[str, int]:
    found = {}
    for name in names:
        card = create_object(game.state, card_def(name), 0, "library")
        found[name] = card.id
    game.state.changed()
    return found


@plays("Birthing Pod", "library.sacrificed_bound")
def test_701_19a_118_8_birthing_pod_finds_a_creature_one_mana_value_higher():
    """Grizzly Bears (2) sacrificed: only a creature card of mana value 3 may be found,
    Centaur Courser, not the Elves (1) or the Hill Giant (4); {G/P} paid with 2 life."""
    game = board(["Birthing Pod", "Grizzly Bears", "Forest"], [])
    cards = _library(game, "Llanowar Elves", "Centaur Courser", "Hill Giant")
    pod, bears = obj(game, "Birthing Pod"), obj(game, "Grizzly Bears")
    activate(game, pod, costs=(bears,))
    assert game.state.players[0].life == 18 and not ids(game, "Grizzly Bears")
    resolve(game)
    assert game.decision.kind == "choose"
    assert set(game.decision.options) - {"nothing"} == {cards["Centaur Courser"]}
    choose(game, cards["Centaur Courser"])
    assert ids(game, "Centaur Courser")


@plays("Birthing Pod", "library.sacrificed_bound")
def test_608_2h_birthing_pod_reads_a_sacrificed_token_as_it_last_existed():
    """A token (mana value 0) sacrificed: it has ceased to exist, and its last known mana
    value counts (CR 608.2h, 111.7): a creature card of mana value 1."""
    game = board(["Birthing Pod", "Forest", "Forest"], [],
                 hands=(["Raise the Alarm"], []))
    cards = _library(game, "Llanowar Elves", "Grizzly Bears")
    add_mana(game, "{W}")
    cast(game, "Raise the Alarm")
    resolve(game)
    soldier = obj(game, "Soldier")
    activate(game, obj(game, "Birthing Pod"), costs=(soldier,))
    assert soldier not in game.state.objects or game.state.objects[soldier].zone != \
        "battlefield"
    resolve(game)
    assert set(game.decision.options) - {"nothing"} == {cards["Llanowar Elves"]}
    choose(game, cards["Llanowar Elves"])
    assert ids(game, "Llanowar Elves") and "Grizzly Bears" not in [
        game.state.objects[i].name for i in game.state.battlefield]


@plays("Birthing Pod", "library.sacrificed_bound")
def test_602_5d_birthing_pod_only_as_a_sorcery():
    game = board(["Birthing Pod", "Grizzly Bears", "Forest"], [], step="upkeep")
    with pytest.raises(IllegalAction, match=r"602\.5"):
        activate(game, obj(game, "Birthing Pod"), costs=(obj(game, "Grizzly Bears"),))


@plays("Stone Giant", "target.counted_bound")
def test_115_1_stone_giant_targets_only_toughness_less_than_its_power():
    """"target creature you control with toughness less than this creature's power": with
    power 3, the Bears (toughness 2) may be chosen, the Hill Giant (toughness 3) not."""
    game = board(["Stone Giant", "Grizzly Bears", "Hill Giant"], [])
    stone, bears, giant = (obj(game, n) for n in ("Stone Giant", "Grizzly Bears",
                                                  "Hill Giant"))
    with pytest.raises(IllegalAction, match=r"115\.1"):
        activate(game, stone, giant)
    activate(game, stone, bears)
    resolve(game)
    assert "flying" in chars(game, bears).keywords


@plays("Pollywog Prodigy", "target.counted_bound")
def test_603_2_pollywog_prodigy_draws_for_spells_below_its_power():
    """Power 1 (no counters): Bob's Lightning Bolt (mana value 1) isn't less than 1 and
    draws nothing; with a +1/+1 counter (power 2), his next one draws a card (CR 603.2)."""
    game = board(["Pollywog Prodigy"], ["Mountain", "Mountain"],
                 hands=([], ["Lightning Bolt", "Lightning Bolt"]))
    frog = obj(game, "Pollywog Prodigy")
    game.act(Action("pass", 0))                    # Bob's priority, Alice's main phase
    hand_before = len(game.state.players[0].hand)
    cast(game, "Lightning Bolt", ALICE, player=1)
    resolve(game)
    assert len(game.state.players[0].hand) == hand_before
    game.state.objects[frog].counters["+1/+1"] = 1
    game.state.changed()
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", ALICE, player=1)
    resolve(game)
    assert len(game.state.players[0].hand) == hand_before + 1


@plays("Nightmare Unmaking", "target.counted_bound")
def test_608_2h_nightmare_unmaking_counts_the_hand_as_it_resolves():
    """Two cards left in hand once it is cast: mode one exiles the Hill Giant (power 3,
    greater than 2), not the Bears (2); mode two, the Elves (1, less than 2), not the
    Bears (CR 608.2h)."""
    for mode, gone, kept in ((0, "Hill Giant", "Llanowar Elves"),
                             (1, "Llanowar Elves", "Hill Giant")):
        game = board(["Swamp"] * 5 + ["Hill Giant", "Llanowar Elves"], ["Grizzly Bears"],
                     hands=(["Nightmare Unmaking", "Island", "Island"], []))
        cast(game, "Nightmare Unmaking", mode=mode)
        resolve(game)
        assert not ids(game, gone) and ids(game, kept) and ids(game, "Grizzly Bears")
        assert gone not in grave(game, 0)                # exiled, not destroyed


@plays("Prime Speaker Vannifar", "library.sacrificed_bound")
def test_118_8_prime_speaker_vannifar_sacrifices_another_for_one_more_mana_value():
    """The Elves (1) sacrificed: the Bears (2) may be found, not the Centaur (3);
    Vannifar can't pay with itself ("another", CR 109.5)."""
    game = board(["Prime Speaker Vannifar", "Llanowar Elves"], [])
    cards = _library(game, "Grizzly Bears", "Centaur Courser")
    vannifar = obj(game, "Prime Speaker Vannifar")
    with pytest.raises(IllegalAction):
        activate(game, vannifar, costs=(vannifar,))
    activate(game, vannifar, costs=(obj(game, "Llanowar Elves"),))
    resolve(game)
    assert set(game.decision.options) - {"nothing"} == {cards["Grizzly Bears"]}
    choose(game, cards["Grizzly Bears"])
    assert ids(game, "Grizzly Bears") and "Llanowar Elves" in grave(game, 0)


@plays("Mizzium Meddler", "effect.change_target_to_self")
def test_115_7a_mizzium_meddler_enters_and_takes_the_bolt():
    """Flashed in with Alice's Bolt at Bob's Bears on the stack: its enters trigger makes
    the Meddler (1/4) the Bolt's target (CR 115.7a, 603.3d)."""
    game = board(["Mountain"], ["Island"] * 3 + ["Grizzly Bears"],
                 hands=(["Lightning Bolt"], ["Mizzium Meddler"]))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Lightning Bolt", bears)
    bolt = _stack_top(game)
    game.act(Action("pass", 0))
    cast(game, "Mizzium Meddler", player=1)
    game.act(Action("pass", 1))
    game.act(Action("pass", 0))                    # the Meddler resolves and enters
    trigger = _stack_top(game)
    assert game.state.objects[trigger].targets == (("object", bolt),)   # the only one
    resolve(game)
    assert game.decision.kind == "yes_no"          # "you may" (CR 603.5)
    choose(game, "yes")
    resolve(game)
    meddler = obj(game, "Mizzium Meddler")
    assert game.state.objects[meddler].damage == 3 and ids(game, "Grizzly Bears")
