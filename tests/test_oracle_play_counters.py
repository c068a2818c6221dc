"""Counters with rules of their own: keyword counters (CR 122.1b, 613.1f, 613.7c) and stun
counters (CR 122.1d); counter kinds the engine doesn't play stay gaps."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import cast, chars, choose, obj, plays, resolve, to_step

from tolaria import Action
from tolaria.cards.database import CardDatabase
from tolaria.cards.oracle.compiler import compile_card


@plays("Fully Grown", "effect.counters")
def test_122_1b_a_trample_counter_grants_trample_after_the_pump_ends():
    game = board(["Forest"] * 3 + ["Grizzly Bears"], [], hands=(["Fully Grown"], []))
    bears = obj(game, "Grizzly Bears")
    assert "trample" not in chars(game, bears).keywords
    cast(game, "Fully Grown", bears)
    resolve(game)
    assert (chars(game, bears).power, "trample" in chars(game, bears).keywords) == (5, True)
    to_step(game, "upkeep")                           # the next turn: +3/+3 has ended
    assert game.state.objects[bears].counters == {"trample": 1}
    assert (chars(game, bears).power, "trample" in chars(game, bears).keywords) == (2, True)


def test_613_7c_a_keyword_counter_put_later_outlasts_an_earlier_loss_of_abilities():
    # Turn to Frog first, then the trample counter: the counter is newer, so trample stays.
    game = board(["Forest"] * 3 + ["Island"] * 2 + ["Grizzly Bears"], [],
                 hands=(["Fully Grown", "Turn to Frog"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Turn to Frog", bears)
    resolve(game)
    cast(game, "Fully Grown", bears)
    resolve(game)
    assert "trample" in chars(game, bears).keywords
    assert (chars(game, bears).power, chars(game, bears).toughness) == (4, 4)   # 1/1 +3/+3


def test_613_1f_an_ability_loss_after_the_counter_removes_the_keyword():
    game = board(["Forest"] * 3 + ["Island"] * 2 + ["Grizzly Bears"], [],
                 hands=(["Fully Grown", "Turn to Frog"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Fully Grown", bears)
    resolve(game)
    cast(game, "Turn to Frog", bears)
    resolve(game)
    assert "trample" not in chars(game, bears).keywords
    assert game.state.objects[bears].counters == {"trample": 1}
    to_step(game, "upkeep")                           # Turn to Frog has ended
    assert "trample" in chars(game, bears).keywords


@plays("Snaremaster Sprite", "effect.counters")
def test_122_1d_a_stun_counter_is_removed_instead_of_untapping():
    game = board(["Island"] * 3, ["Hill Giant"], hands=(["Snaremaster Sprite"], []))
    cast(game, "Snaremaster Sprite")
    resolve(game)
    resolve(game)
    choose(game, "yes")
    resolve(game)
    giant = game.state.objects[obj(game, "Hill Giant")]
    assert giant.tapped and giant.counters == {"stun": 1}
    to_step(game, "upkeep")                           # Bob's untap step: stays tapped
    assert game.state.active == 1
    assert giant.tapped and giant.counters == {}
    to_step(game, "draw")
    to_step(game, "upkeep")                           # Alice's turn
    to_step(game, "draw")
    to_step(game, "upkeep")                           # Bob's next untap step: it untaps
    assert game.state.active == 1 and not giant.tapped


def test_122_1d_an_untap_effect_is_replaced_by_removing_a_stun_counter():
    game = board(["Forest", "Grizzly Bears"], [], hands=(["Vitalize"], []))
    bears = game.state.objects[obj(game, "Grizzly Bears")]
    bears.tapped, bears.counters = True, {"stun": 2}
    cast(game, "Vitalize")
    resolve(game)
    assert bears.tapped and bears.counters == {"stun": 1}


def _shielded(alice, bob=(), hands=((), ()), step="precombat main"):
    game = board(alice, bob, hands=hands, step=step)
    target = game.state.objects[obj(game, "Hill Giant")]
    target.counters = {"shield": 2}
    return game, target


def test_122_1c_a_shield_counter_prevents_damage_and_is_removed():
    game, giant = _shielded(["Mountain", "Hill Giant"], hands=(["Shock"], []))
    cast(game, "Shock", giant.id)
    resolve(game)
    assert (giant.zone, giant.damage, giant.counters) == ("battlefield", 0, {"shield": 1})


def test_122_1c_a_shield_counter_replaces_destruction_by_an_effect():
    game, giant = _shielded(["Swamp"] * 3 + ["Hill Giant"], hands=(["Murder"], []))
    cast(game, "Murder", giant.id)
    resolve(game)
    assert (giant.zone, giant.counters) == ("battlefield", {"shield": 1})


def test_122_1c_simultaneous_combat_damage_removes_one_shield_counter():
    game, giant = _shielded(["Hill Giant"], ["Grizzly Bears", "Grizzly Bears"],
                            step="declare attackers")
    game.act(Action("attack", 0, choice=((giant.id, ("player", 1)),)))
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=tuple((b, giant.id) for b in ids(game, "Grizzly Bears"))))
    to_step(game, "end of combat")
    assert (giant.zone, giant.damage, giant.counters) == ("battlefield", 0, {"shield": 1})
    assert len(ids(game, "Grizzly Bears")) == 1            # the giant's 3 damage killed one


@plays("Voice of the Vermin", "static.enters_counters")
def test_122_1c_a_permanent_entering_with_a_shield_counter_keeps_it():
    game = board(["Swamp", "Swamp", "Swamp", "Forest"], [], hands=(["Voice of the Vermin"], []))
    cast(game, "Voice of the Vermin")
    resolve(game)
    assert game.state.objects[obj(game, "Voice of the Vermin")].counters == {"shield": 1}


def test_122_1c_counter_kinds_the_engine_does_not_play_are_gaps():
    database = CardDatabase.bundled()
    for name, sentence in (("Emissary of Soulfire", "exalted counter"),):
        compiled = compile_card(database.get(name))
        assert not compiled.ok
        assert any(sentence in gap for gap in compiled.gaps), (name, compiled.gaps)


@plays("Wall of Roots", "ability.mana")
def test_122_1a_a_minus_0_minus_1_counter_lowers_toughness_only():
    game = board(["Wall of Roots"], [])
    wall = obj(game, "Wall of Roots")
    mana = next(a for a in game.legal_actions() if a.kind == "activate" and a.object == wall)
    game.act(mana)
    assert game.state.players[0].pool.total() == 1
    assert game.state.objects[wall].counters == {"-0/-1": 1}
    assert (chars(game, wall).power, chars(game, wall).toughness) == (0, 4)
    assert not any(a.kind == "activate" and a.object == wall for a in game.legal_actions())


@plays("Lightning Serpent", "static.enters_x_counters")
def test_122_1a_plus_1_plus_0_counters_raise_power_only():
    game = board(["Mountain"] * 4, [], hands=(["Lightning Serpent"], []))
    cast(game, "Lightning Serpent", x=3)
    resolve(game)
    serpent = obj(game, "Lightning Serpent")
    assert game.state.objects[serpent].counters == {"+1/+0": 3}
    assert (chars(game, serpent).power, chars(game, serpent).toughness) == (5, 1)
