"""Bargain (CR 702.166) and the Ring tempts you (CR 701.52), read from Oracle text and
played."""

from __future__ import annotations

from dataclasses import replace

import pytest
from boards import board, ids
from test_oracle_play import (
    cast,
    chars,
    grave,
    life,
    names,
    obj,
    plays,
    resolve,
    to_step,
)
from test_oracle_play_keywords import attack, block, can_block

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def

# -- bargain (CR 702.166) ------------------------------------------------------------------

BEAR_TOKEN = replace(card_def("Grizzly Bears"), token=True)


@plays("Candy Grapple", "keyword.bargain", "keyword.bargained")
def test_702_166b_bargained_spell_gets_its_bigger_effect():
    for bargained, wurm_dies in ((False, False), (True, True)):
        game = board(["Swamp", "Swamp", "Ornithopter"], ["Craw Wurm"],
                     hands=(["Candy Grapple"], []))
        bargain = ("bargain", obj(game, "Ornithopter")) if bargained else ()
        cast(game, "Candy Grapple", obj(game, "Craw Wurm"), costs=bargain)
        assert ("Ornithopter" in grave(game)) == bargained      # sacrificed as a cost
        resolve(game)
        assert ("Craw Wurm" in grave(game, 1)) == wurm_dies     # -5/-5 instead of -3/-3
        if not wurm_dies:
            assert chars(game, obj(game, "Craw Wurm")).toughness == 1


@plays("Candy Grapple", "keyword.bargained")
def test_707_10_a_copy_of_a_bargained_spell_is_bargained():
    game = board(["Swamp", "Swamp", "Ornithopter"], ["Craw Wurm", "Craw Wurm", "Island",
                                                     "Island"],
                 hands=(["Candy Grapple"], ["Twincast"]))
    wurm, other = obj(game, "Craw Wurm"), obj(game, "Craw Wurm", 1)
    cast(game, "Candy Grapple", wurm, costs=("bargain", obj(game, "Ornithopter")))
    game.act(Action("pass", 0))
    cast(game, "Twincast", game.state.stack[-1], player=1)
    resolve(game)                                         # Twincast: new targets?
    game.act(Action("choose", 1, targets=(("object", other),)))
    resolve(game)
    assert grave(game, 1).count("Craw Wurm") == 2         # both got -5/-5 (CR 707.10)


@plays("Troublemaker Ouphe", "keyword.bargain", "keyword.bargained")
def test_702_166a_bargain_sacrifices_a_token_and_the_permanent_remembers():
    game = board(["Forest", "Forest", "Grizzly Bears", BEAR_TOKEN], ["Ornithopter"],
                 hands=(["Troublemaker Ouphe"], []))
    with pytest.raises(IllegalAction):          # a nontoken creature isn't bargain fodder
        cast(game, "Troublemaker Ouphe", costs=("bargain", obj(game, "Grizzly Bears")))
    cast(game, "Troublemaker Ouphe", costs=("bargain", obj(game, "Grizzly Bears", 1)))
    assert len(ids(game, "Grizzly Bears")) == 1                 # the token was sacrificed
    resolve(game)                  # the creature, then its trigger (one legal target)
    ouphe = game.state.objects[obj(game, "Troublemaker Ouphe")]
    assert ouphe.cast_for == "bargain"                          # CR 702.166b, 400.7d
    assert "Ornithopter" not in names(game)
    assert [game.state.objects[i].name for i in game.state.players[1].exile] == ["Ornithopter"]


@plays("Troublemaker Ouphe", "keyword.bargained")
def test_603_4_not_bargained_no_trigger():
    game = board(["Forest", "Forest"], ["Ornithopter"], hands=(["Troublemaker Ouphe"], []))
    cast(game, "Troublemaker Ouphe")
    resolve(game)
    assert not game.state.stack and "Ornithopter" in names(game)


@plays("Hamlet Glutton", "keyword.bargain", "keyword.bargained")
def test_601_2f_costs_2_less_if_its_bargained():
    game = board(["Forest"] * 5 + ["Ornithopter"], [], hands=(["Hamlet Glutton"], []))
    glutton = game.state.players[0].hand[0]
    plain = Action("cast", 0, glutton, costs=())
    bargained = Action("cast", 0, glutton, costs=("bargain", obj(game, "Ornithopter")))
    assert not game.is_legal(plain) and game.is_legal(bargained)     # {5}{G}{G} - {2}
    game.act(bargained)
    resolve(game)
    resolve(game)
    assert ids(game, "Hamlet Glutton") and life(game, 0) == 23


# -- the Ring tempts you (CR 701.52) -------------------------------------------------------

def tempt(game, times: int = 1) -> None:
    """Alice casts Birthday Escape (draw a card, the Ring tempts you) `times` times."""
    for _ in range(times):
        cast(game, "Birthday Escape")
        resolve(game)


def to_attackers(game) -> None:
    """Pass priority until Alice declares attackers (CR 508.1)."""
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))


def ring_board(alice=(), bob=(), times: int = 4, step: str = "precombat main"):
    return board(["Island"] * times + list(alice), list(bob),
                 hands=(["Birthday Escape"] * times, []), step=step)


@plays("Birthday Escape", "effect.ring_tempts")
def test_701_52a_c_the_ring_bearer_is_legendary_and_evasive():
    game = ring_board(["Grizzly Bears"], ["Hill Giant", "Raging Goblin"], times=1)
    bears = obj(game, "Grizzly Bears")
    assert "Legendary" not in chars(game, bears).supertypes
    tempt(game)
    alice = game.state.players[0]
    assert (alice.ring_tempted, alice.ring_bearer) == (1, bears)       # its only creature
    assert "Legendary" in chars(game, bears).supertypes                 # CR 701.52c
    to_attackers(game)
    attack(game, bears)
    assert not can_block(game, obj(game, "Hill Giant"), bears)          # greater power
    assert can_block(game, obj(game, "Raging Goblin"), bears)


@plays("Birthday Escape", "effect.ring_tempts")
def test_701_52a_choosing_a_new_ring_bearer():
    game = ring_board(["Grizzly Bears", "Raging Goblin"], times=2)
    bears, goblin = obj(game, "Grizzly Bears"), obj(game, "Raging Goblin")
    cast(game, "Birthday Escape")
    resolve(game)
    assert game.decision.kind == "choose" and set(game.decision.options) == {bears, goblin}
    game.act(Action("choose", 0, choice=(bears,)))
    assert "Legendary" in chars(game, bears).supertypes
    cast(game, "Birthday Escape")
    resolve(game)
    game.act(Action("choose", 0, choice=(goblin,)))
    assert game.state.players[0].ring_bearer == goblin
    assert "Legendary" in chars(game, goblin).supertypes
    assert "Legendary" not in chars(game, bears).supertypes             # no longer its bearer


@plays("Birthday Escape", "effect.ring_tempts")
def test_701_52d_the_ring_tempts_you_with_no_creature():
    game = ring_board(times=2)
    tempt(game, 2)
    alice = game.state.players[0]
    assert (alice.ring_tempted, alice.ring_bearer) == (2, None)


@plays("Nazgûl", "effect.ring_tempts", "trigger.ring_tempts")
def test_701_52d_whenever_the_ring_tempts_you():
    game = board(["Swamp"] * 3, [], hands=(["Nazgûl"], []))
    cast(game, "Nazgûl")
    resolve(game)                     # Nazgûl, its enters trigger, then the Ring's trigger
    nazgul = obj(game, "Nazgûl")
    assert game.state.players[0].ring_bearer == nazgul
    assert game.state.objects[nazgul].counters == {"+1/+1": 1}
    assert "Legendary" in chars(game, nazgul).supertypes


def attack_bob(game, attacker: int) -> None:
    """Alice attacks Bob with `attacker`; triggers are put on the stack (CR 508.3a)."""
    to_attackers(game)
    game.act(Action("attack", 0, choice=((attacker, ("player", 1)),)))


@plays("Birthday Escape", "effect.ring_tempts")
def test_701_52c_twice_loots_when_the_ring_bearer_attacks():
    for times, looted in ((1, False), (2, True)):
        game = ring_board(["Grizzly Bears"], times=2)
        tempt(game, times)
        hand_size = len(game.state.players[0].hand)
        attack_bob(game, obj(game, "Grizzly Bears"))
        assert bool(game.state.stack) == looted
        resolve(game)                       # drew a card, then discarded one (all Wastes)
        assert len(game.state.players[0].hand) == hand_size
        assert any("draws 1 card" in e.text for e in game.log[-3:]) == looted
        assert len(game.state.players[0].graveyard) == times + looted


@plays("Birthday Escape", "effect.ring_tempts")
def test_701_52c_three_times_a_surviving_blocker_is_sacrificed():
    game = ring_board(["Grizzly Bears"], ["Wall of Wood"], times=3)
    tempt(game, 3)
    bears = obj(game, "Grizzly Bears")
    to_attackers(game)
    attack(game, bears)
    block(game, (obj(game, "Wall of Wood"), bears))
    to_step(game, "end of combat")
    resolve(game)
    assert "Wall of Wood" in grave(game, 1)               # 0/3: survived the damage


@plays("Birthday Escape", "effect.ring_tempts")
def test_701_52c_four_times_combat_damage_drains_each_opponent():
    for times, bob_life in ((3, 18), (4, 15)):
        game = ring_board(["Grizzly Bears"], times=times)
        tempt(game, times)
        to_attackers(game)
        attack(game, obj(game, "Grizzly Bears"))
        if game.decision.kind == "blockers":
            game.act(Action("block", 1, choice=()))
        to_step(game, "postcombat main")
        assert life(game, 1) == bob_life


@plays("Birthday Escape", "effect.ring_tempts")
def test_701_52a_another_player_gaining_control_ends_the_designation():
    game = board(["Island", "Grizzly Bears"], ["Mountain"] * 5,
                 hands=(["Birthday Escape"], ["Act of Aggression"]))
    bears = obj(game, "Grizzly Bears")
    tempt(game)
    game.act(Action("pass", 0))
    cast(game, "Act of Aggression", bears, player=1)
    resolve(game)
    assert chars(game, bears).controller == 1
    assert game.state.players[0].ring_bearer is None                   # CR 701.52a
    assert "Legendary" not in chars(game, bears).supertypes
    to_step(game, "upkeep")                                # control came back at cleanup
    assert chars(game, bears).controller == 0
    assert "Legendary" not in chars(game, bears).supertypes            # for good


@plays("Call of the Ring", "effect.ring_tempts", "trigger.ring_bearer_chosen")
def test_701_52a_whenever_you_choose_a_ring_bearer():
    for creature, asked in ((["Grizzly Bears"], True), ([], False)):
        game = board(["Call of the Ring", *creature], [], step="upkeep")
        resolve(game)                           # the Ring tempts Alice at her upkeep
        assert game.state.players[0].ring_tempted == 1
        assert (game.decision.kind == "yes_no") == asked    # no creature: none chosen
        if asked:
            game.act("choose yes")
            resolve(game)
            assert life(game, 0) == 18 and len(game.state.players[0].hand) == 1


@plays("Dúnedain Rangers", "effect.ring_tempts", "condition.ring_bearer")
def test_701_52e_if_you_dont_control_a_ring_bearer():
    for bearing in (False, True):
        game = board(["Dúnedain Rangers"], [], hands=(["Forest"], []))
        rangers = obj(game, "Dúnedain Rangers")
        if bearing:                                   # tempted before: it is the Ring-bearer
            game.state.players[0].ring_tempted, game.state.players[0].ring_bearer = 1, rangers
            game.state.changed()
        game.act("play Forest")
        resolve(game)
        alice = game.state.players[0]
        assert (alice.ring_tempted, alice.ring_bearer) == (1, rangers)  # (CR 603.4)
