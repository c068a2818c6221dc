"""Delayed triggered abilities created by effects, played (area "delayed", CR 603.7)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import BOB, cast, grave, hand, obj, plays, resolve, to_step

from tolaria import Action, Game
from tolaria.rules.layers import controller
from tolaria.rules.zones import move


@plays("Crumbling Colossus", "delayed.end_of_combat")
def test_603_7_crumbling_colossus_sacrificed_at_end_of_combat():
    game = board(["Crumbling Colossus"], [], step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Crumbling Colossus"), BOB),)))
    resolve(game)                                     # the attack trigger creates it
    assert game.state.delayed and ids(game, "Crumbling Colossus")
    to_step(game, "combat damage")
    assert game.state.players[BOB[1]].life == 13 and ids(game, "Crumbling Colossus")
    to_step(game, "end of combat")
    resolve(game)
    assert not ids(game, "Crumbling Colossus") and grave(game) == ["Crumbling Colossus"]
    assert not game.state.delayed                     # it triggered once (CR 603.7b)


@plays("Ceremonial Guard", "delayed.end_of_combat")
def test_603_7c_ceremonial_guard_new_object_is_not_destroyed():
    game = board(["Ceremonial Guard"], [], step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Ceremonial Guard"), BOB),)))
    resolve(game)
    assert game.state.delayed
    # it leaves and comes back: a new object the delayed trigger can't find (CR 400.7)
    guard = game.state.objects[obj(game, "Ceremonial Guard")]
    move(game.state, game.state.objects[move(game.state, guard, "hand").id], "battlefield")
    to_step(game, "end of combat")
    resolve(game)
    assert ids(game, "Ceremonial Guard") and grave(game) == []


@plays("Hungry for More", "delayed.token_end_step")
def test_603_7c_hungry_for_more_sacrifices_the_token_at_the_next_end_step():
    game = board(["Swamp", "Mountain"], [], hands=(["Hungry for More"], []))
    cast(game, "Hungry for More")
    resolve(game)
    vampire, = ids(game, "Vampire")
    assert game.state.objects[vampire].zone == "battlefield" and len(game.state.delayed) == 1
    assert Game.from_json(game.to_json()).state.delayed == game.state.delayed
    to_step(game, "end")
    resolve(game)
    assert not ids(game, "Vampire") and not game.state.delayed


@plays("Daring Piracy", "delayed.token_end_step")
def test_603_7c_daring_piracy_exiles_only_its_own_token():
    game = board(["Daring Piracy"], [], step="precombat main")
    to_step(game, "beginning of combat")
    resolve(game)
    first, = ids(game, "Pirate")
    to_step(game, "end")
    resolve(game)
    assert not ids(game, "Pirate") and game.state.objects[first].zone != "battlefield"
    assert any("Pirate" in e.text and "exile" in e.text for e in game.log)


def _blocked_by(game: Game, attacker: str, *blockers: int) -> int:
    """Alice attacks with `attacker`; Bob blocks it with `blockers`. The attacker's id."""
    oid = obj(game, attacker)
    game.act(Action("attack", 0, choice=((oid, BOB),)))
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=tuple((b, oid) for b in blockers)))
    return oid


@plays("Tangle Asp", "delayed.end_of_combat")
def test_603_7c_tangle_asp_destroys_each_blocker_after_it_died():
    game = board(["Tangle Asp"], ["Grizzly Bears", "Grizzly Bears"], step="declare attackers")
    _blocked_by(game, "Tangle Asp", *ids(game, "Grizzly Bears"))
    to_step(game, "end of combat")
    assert not ids(game, "Tangle Asp")             # it died in combat; its triggers remain
    while game.state.stack:
        resolve(game)
    assert not ids(game, "Grizzly Bears")          # one delayed trigger per blocker


@plays("Phantom Whelp", "delayed.end_of_combat")
def test_603_7_phantom_whelp_returns_to_hand_at_end_of_combat():
    game = board(["Phantom Whelp"], [], step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Phantom Whelp"), BOB),)))
    resolve(game)
    to_step(game, "end of combat")
    assert game.state.players[1].life == 18
    resolve(game)
    assert not ids(game, "Phantom Whelp") and hand(game) == ["Phantom Whelp"]


@plays("Feral Lightning", "delayed.token_end_step")
def test_603_7c_feral_lightning_exiles_all_three_tokens():
    game = board(["Mountain"] * 6, [], hands=(["Feral Lightning"], []))
    cast(game, "Feral Lightning")
    resolve(game)
    assert len(ids(game, "Elemental")) == 3 and len(game.state.delayed) == 3
    to_step(game, "end")
    while game.state.stack:
        resolve(game)
    assert not ids(game, "Elemental") and not game.state.delayed


@plays("Wicker Warcrawler", "delayed.end_of_combat")
def test_603_7_wicker_warcrawler_gets_its_counter_at_end_of_combat():
    game = board(["Wicker Warcrawler"], [], step="declare attackers")
    crawler = obj(game, "Wicker Warcrawler")
    game.act(Action("attack", 0, choice=((crawler, BOB),)))
    resolve(game)
    to_step(game, "combat damage")
    assert game.state.objects[crawler].counters.get("-1/-1", 0) == 0
    to_step(game, "end of combat")
    resolve(game)
    assert game.state.objects[crawler].counters.get("-1/-1") == 1


@plays("Slave of Bolas", "delayed.sacrifice_target")
def test_603_7c_slave_of_bolas_sacrifices_the_stolen_creature():
    game = board(["Swamp", "Swamp", "Swamp", "Mountain", "Swamp"], ["Grizzly Bears"],
                 hands=(["Slave of Bolas"], []))
    cast(game, "Slave of Bolas", obj(game, "Grizzly Bears"))
    resolve(game)
    assert controller(game.state, game.state.objects[obj(game, "Grizzly Bears")]) == 0
    to_step(game, "end")
    resolve(game)
    assert not ids(game, "Grizzly Bears") and grave(game, 1) == ["Grizzly Bears"]


@plays("Soulshriek", "delayed.sacrifice_target")
def test_603_7c_soulshriek_spares_a_creature_that_became_a_new_object():
    game = board(["Swamp", "Grizzly Bears"], [], hands=(["Soulshriek"], []))
    cast(game, "Soulshriek", obj(game, "Grizzly Bears"))
    resolve(game)
    assert len(game.state.delayed) == 1
    bears = game.state.objects[obj(game, "Grizzly Bears")]
    move(game.state, game.state.objects[move(game.state, bears, "hand").id], "battlefield")
    to_step(game, "end")
    while game.state.stack:
        resolve(game)
    assert ids(game, "Grizzly Bears") and grave(game) == ["Soulshriek"]
