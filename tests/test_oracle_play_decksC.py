"""Play tests for constructs the corpus decks needed (issue 17, part C: creatures,
midrange, energy, Commander): energy paid as an instruction resolves (CR 107.14)."""

from boards import board, ids
from test_oracle_play import (
    ALICE,
    cast,
    chars,
    choose,
    obj,
    plays,
    resolve,
)


@plays("Harnessed Lightning", "energy.pay_any", "effect.damage")
def test_107_14_harnessed_lightning_pays_any_amount_of_energy_for_that_much_damage():
    game = board(["Mountain", "Mountain"], ["Colossal Dreadmaw"],
                 hands=(["Harnessed Lightning"], []))
    game.state.players[0].energy = 2
    cast(game, "Harnessed Lightning", obj(game, "Colossal Dreadmaw"))
    resolve(game)
    assert game.decision.kind == "choose"                # none to all five (CR 107.14)
    assert game.decision.options == tuple(f"{n} energy" for n in range(6))
    choose(game, "4 energy")
    assert game.state.players[0].energy == 1
    dreadmaw = game.state.objects[obj(game, "Colossal Dreadmaw")]
    assert dreadmaw.damage == 4                          # "that much damage" (6/6 lives)


@plays("Galvanic Discharge", "energy.pay_any", "effect.damage")
def test_107_14_galvanic_discharge_paying_nothing_deals_no_damage():
    game = board(["Mountain"], ["Grizzly Bears"], hands=(["Galvanic Discharge"], []))
    cast(game, "Galvanic Discharge", obj(game, "Grizzly Bears"))
    resolve(game)
    choose(game, "0 energy")
    assert game.state.players[0].energy == 3             # kept for later (CR 122.1)
    assert ids(game, "Grizzly Bears")
    game = board(["Mountain"], ["Grizzly Bears"], hands=(["Galvanic Discharge"], []))
    cast(game, "Galvanic Discharge", obj(game, "Grizzly Bears"))
    resolve(game)
    choose(game, "2 energy")
    assert not ids(game, "Grizzly Bears") and game.state.players[0].energy == 1


@plays("Aether Spike", "energy.pay_any", "condition.unless_pays")
def test_107_14_aether_spike_counts_each_energy_paid_this_way():
    game = board(["Island", "Island"], ["Mountain", "Mountain", "Mountain"],
                 hands=(["Aether Spike"], ["Shock"]))
    game.act("pass")
    cast(game, "Shock", ALICE, player=1)
    game.act("pass")                          # Bob passes (CR 117.3c); Alice responds
    cast(game, "Aether Spike", game.state.stack[-1])
    resolve(game)
    choose(game, "2 energy")                  # Bob has two Mountains left: he may pay {2}
    assert game.decision.kind == "yes_no" and game.decision.player == 1
    choose(game, "no")
    resolve(game)
    assert game.state.players[0].life == 20               # Shock was countered


@plays("Confiscation Coup", "energy.pay_equal", "condition.if_you_do")
def test_118_3_confiscation_coup_pays_the_mana_value_in_energy_or_nothing():
    lands = ["Island"] * 5
    game = board(lands, ["Colossal Dreadmaw"], hands=(["Confiscation Coup"], []))
    cast(game, "Confiscation Coup", obj(game, "Colossal Dreadmaw"))
    resolve(game)                             # 4 energy can't pay 6: nothing asked
    assert game.state.players[0].energy == 4
    assert chars(game, obj(game, "Colossal Dreadmaw")).controller == 1
    game = board(lands, ["Grizzly Bears"], hands=(["Confiscation Coup"], []))
    cast(game, "Confiscation Coup", obj(game, "Grizzly Bears"))
    resolve(game)
    assert game.decision.kind == "yes_no"     # "you may pay" (CR 608.2d)
    choose(game, "yes")
    assert game.state.players[0].energy == 2
    assert chars(game, obj(game, "Grizzly Bears")).controller == 0
