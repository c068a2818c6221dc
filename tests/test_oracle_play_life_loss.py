"""Play tests for "whenever <a player> loses life" (issue 17): damage to a player and
paying life are losing life (CR 119.3, 119.4, 120.3a); what one player loses at once, as
the combat damage of several creatures, is one event (CR 510.2, 603.2c)."""

from __future__ import annotations

from boards import board
from test_oracle_play import ALICE, BOB, activate, cast, hand, life, obj, plays, resolve

from tolaria import Action


def _attack_unblocked(game, *attackers: int) -> None:
    """Alice attacks Bob, who has no creatures, with these; combat damage is dealt."""
    game.act(Action("attack", 0, choice=tuple((a, BOB) for a in attackers)))
    while game.state.step != "combat damage":
        game.act(Action("pass", game.decision.player))


@plays("Exquisite Blood", "trigger.life_lost")
def test_120_3a_exquisite_blood_damage_to_an_opponent_is_life_lost():
    game = board(["Exquisite Blood", "Mountain"], [], hands=(["Lightning Bolt"], []))
    cast(game, "Lightning Bolt", BOB)
    resolve(game)
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (23, 17)


@plays("Exquisite Blood", "trigger.life_lost")
def test_603_2c_combat_damage_of_several_creatures_is_one_loss_of_life():
    """CR 510.2: the combat damage is dealt at once; Bob loses 5 life in one event, so the
    ability triggers once, for 5 (CR 603.2c)."""
    game = board(["Exquisite Blood", "Grizzly Bears", "Hill Giant"], [],
                 step="declare attackers")
    _attack_unblocked(game, obj(game, "Grizzly Bears"), obj(game, "Hill Giant"))
    pending = [t for t in game.state.pending] + [
        game.state.objects[i] for i in game.state.stack]
    assert life(game, 1) == 15 and len(pending) == 1
    resolve(game)
    assert life(game, 0) == 25


@plays("Exquisite Blood", "trigger.life_lost")
def test_119_3_your_own_loss_of_life_doesnt_trigger_an_opponents_ability():
    game = board(["Exquisite Blood", "Mountain"], [], hands=(["Lightning Bolt"], []))
    cast(game, "Lightning Bolt", ALICE)
    resolve(game)
    assert life(game, 0) == 17 and not game.state.stack and not game.state.pending


@plays("Vilis, Broker of Blood", "trigger.life_lost")
def test_119_4_vilis_paying_life_is_losing_it_and_draws_that_many():
    """CR 119.4: paying 2 life for its own ability loses 2 life: Vilis draws two."""
    game = board(["Vilis, Broker of Blood", "Swamp"], ["Grizzly Bears"])
    activate(game, obj(game, "Vilis, Broker of Blood"), obj(game, "Grizzly Bears"))
    assert life(game, 0) == 18
    resolve(game)
    assert len(hand(game)) == 2


@plays("Vengeful Warchief", "trigger.life_lost")
def test_603_2_vengeful_warchief_only_the_first_loss_of_the_turn():
    game = board(["Vengeful Warchief", "Mountain", "Mountain"], [],
                 hands=(["Lightning Bolt", "Lightning Bolt"], []))
    warchief = obj(game, "Vengeful Warchief")
    for _ in range(2):
        cast(game, "Lightning Bolt", ALICE)
        resolve(game)
        resolve(game)
    assert life(game, 0) == 14
    assert game.state.objects[warchief].counters == {"+1/+1": 1}


@plays("Shadowheart, Cleric of War", "trigger.life_lost")
def test_603_2_shadowheart_only_during_its_controllers_turn():
    """"during your turn": a loss on Bob's turn doesn't trigger it; on Alice's turn it
    deals that much damage to each opponent."""
    game = board(["Shadowheart, Cleric of War"], ["Mountain"], hands=([], ["Lightning Bolt"]))
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", ALICE, player=1)
    resolve(game)
    assert life(game, 0) == 17 and life(game, 1) == 17       # Alice's turn: 3 to Bob
    game = board(["Mountain"], ["Shadowheart, Cleric of War"],
                 hands=(["Lightning Bolt"], []))
    cast(game, "Lightning Bolt", BOB)
    resolve(game)
    assert life(game, 1) == 17 and life(game, 0) == 20 and not game.state.stack


@plays("Mindcrank", "trigger.life_lost")
def test_120_3a_mindcrank_the_player_who_lost_life_mills_that_many():
    game = board(["Mindcrank", "Mountain"], [], hands=(["Lightning Bolt"], []))
    library = len(game.state.players[1].library)
    cast(game, "Lightning Bolt", BOB)
    resolve(game)
    resolve(game)
    assert len(game.state.players[1].library) == library - 3
    assert len(game.state.players[1].graveyard) == 3
