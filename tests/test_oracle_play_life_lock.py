"""Life totals that can't change (Platinum Emperion), played: no life gain (CR 119.7), no
life loss, no life payment (CR 119.8), no exchange (CR 701.10c)."""

from __future__ import annotations

from boards import board
from test_oracle_play import (
    ALICE,
    BOB,
    Action,
    cast,
    in_hand,
    life,
    move_on,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria.data.state import TurnReplacement
from tolaria.data.vocabulary import PHASED_OUT


@plays("Platinum Emperion", "static.life_cant_change")
def test_119_8_platinum_emperion_damage_is_dealt_but_no_life_is_lost():
    game = board(["Mountain", "Mountain"], ["Platinum Emperion"],
                 hands=(["Shock", "Sign in Blood"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 20
    assert any("deals 2 damage to Bob" in e.text for e in game.log)


def test_119_8_platinum_emperion_no_life_lost_and_lifelink_still_gains():
    game = board(["Vampire Nighthawk"], ["Platinum Emperion"], step="declare attackers")
    hawk = obj(game, "Vampire Nighthawk")
    game.act(Action("attack", 0, choice=((hawk, BOB),)))
    to_step(game, "end of combat")
    assert life(game, 1) == 20 and life(game, 0) == 22      # CR 120.3a, 702.15b


def test_119_3_platinum_emperion_life_loss_doesnt_happen():
    game = board(["Swamp", "Swamp", "Platinum Emperion"], [], hands=(["Sign in Blood"], []),
                 library=3)
    cast(game, "Sign in Blood", ALICE)
    resolve(game)
    assert life(game, 0) == 20 and len(game.state.players[0].hand) == 2


def test_119_7_platinum_emperion_life_gain_doesnt_happen():
    game = board(["Plains", "Platinum Emperion"], [], hands=(["Healing Salve"], []))
    cast(game, "Healing Salve", ALICE)
    resolve(game)
    assert life(game, 0) == 20


def test_119_8_platinum_emperion_no_life_for_phyrexian_mana():
    game = board(["Platinum Emperion"], [], hands=(["Gitaxian Probe"], []), library=3)
    probe = game.state.players[0].hand[0]
    assert not any(a.kind == "cast" and a.object == probe for a in game.legal_actions())
    game = board([], [], hands=(["Gitaxian Probe"], []), library=3)
    probe = game.state.players[0].hand[0]
    assert any(a.kind == "cast" and a.object == probe for a in game.legal_actions())


def test_119_8_701_10c_platinum_emperion_life_totals_cant_be_exchanged():
    game = board(["Mirror Universe"], ["Platinum Emperion"], step="upkeep")
    game.state.players[0].life = 5
    game.act("activate Mirror Universe targeting Bob")
    resolve(game)
    assert [p.life for p in game.state.players] == [5, 20]


def _to_main_of(game, player: int) -> None:
    for _ in range(80):
        if game.state.active == player and game.state.step == "precombat main" and \
                game.decision.kind == "priority" and not game.state.stack:
            return
        move_on(game)
    raise AssertionError("never reached that main phase")


@plays("Teferi's Protection", "effect.life_cant_change_until", "effect.player_protection",
       "effect.phase_out_all")
def test_119_8_611_2a_teferis_protection_until_your_next_turn():
    game = board(["Plains", "Plains", "Plains", "Grizzly Bears"], ["Swamp"] * 4,
                 hands=(["Teferi's Protection"], ["Blood Tithe", "Shock"]))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Teferi's Protection")
    resolve(game)
    assert game.state.objects[bears].zone == PHASED_OUT                    # CR 702.26b
    assert "Teferi's Protection" in [game.state.objects[i].name
                                     for i in game.state.players[0].exile]
    _to_main_of(game, 1)
    cast(game, "Blood Tithe", player=1)
    resolve(game)
    assert life(game, 0) == 20 and life(game, 1) == 20           # nothing lost this way
    shock = in_hand(game, "Shock", 1)
    assert not any(a.kind == "cast" and a.object == shock and ALICE in a.targets
                   for a in game.legal_actions())                     # CR 702.16b
    _to_main_of(game, 0)
    assert game.state.objects[bears].zone == "battlefield"                 # CR 702.26c
    assert not any(isinstance(s, TurnReplacement) for s in game.state.shields)


def test_119_7_701_10c_no_exchange_raising_a_life_total_that_cant_rise():
    game = board(["Mirror Universe"], ["Leyline of Punishment"], step="upkeep")
    game.state.players[0].life = 5
    game.act("activate Mirror Universe targeting Bob")
    resolve(game)
    assert [p.life for p in game.state.players] == [5, 20]


def test_119_8_platinum_emperion_no_life_for_an_activation_cost():
    game = board(["Mana Confluence", "Platinum Emperion"], [])
    assert not any(a.kind == "activate" for a in game.legal_actions())
    game = board(["Mana Confluence"], [])
    assert any(a.kind == "activate" for a in game.legal_actions())
