"""Event triggers that aren't combat, played (CR 603.2), eighth part: "if it / that creature
was a <creature type>" in an attached or described creature's dies trigger, the creature as it
last existed (CR 603.10a, 603.4).
"""

from __future__ import annotations

from boards import add_mana, board
from test_oracle_play import cast, grave, hand, names, obj, plays, resolve
from test_oracle_play_triggers import attach, aura

# -- "Whenever equipped / enchanted creature dies, if it was a <creature type>" ------------


@plays("Avacyn's Collar", "condition.event_was", "trigger.attached")
def test_603_10a_avacyns_collar_an_equipped_human_dying_makes_a_spirit():
    game = board(["Avacyn's Collar", "Elite Vanguard"], [], hands=(["Shock"], []))
    attach(game, obj(game, "Avacyn's Collar"), obj(game, "Elite Vanguard"))
    add_mana(game, "{R}")
    cast(game, "Shock", obj(game, "Elite Vanguard"))
    resolve(game)
    resolve(game)
    assert "Elite Vanguard" in grave(game)
    assert names(game).count("Spirit") == 1


@plays("Slayer's Plate", "condition.event_was")
def test_603_4_slayers_plate_a_non_human_dying_makes_nothing():
    game = board(["Slayer's Plate", "Grizzly Bears"], [], hands=(["Murder"], []))
    attach(game, obj(game, "Slayer's Plate"), obj(game, "Grizzly Bears"))
    add_mana(game, "{1}{B}{B}")
    cast(game, "Murder", obj(game, "Grizzly Bears"))
    resolve(game)
    assert "Grizzly Bears" in grave(game) and not game.state.stack
    assert "Spirit" not in names(game)


@plays("Avacyn's Collar", "condition.event_was")
def test_603_10a_avacyns_collar_a_human_turned_into_a_frog_dies_as_a_frog():
    game = board(["Avacyn's Collar", "Elite Vanguard"], [],
                 hands=(["Turn to Frog", "Shock"], []))
    vanguard = obj(game, "Elite Vanguard")
    attach(game, obj(game, "Avacyn's Collar"), vanguard)
    add_mana(game, "{1}{U}")
    cast(game, "Turn to Frog", vanguard)
    resolve(game)
    add_mana(game, "{R}")
    cast(game, "Shock", vanguard)
    resolve(game)
    resolve(game)
    assert "Elite Vanguard" in grave(game)                 # a Human again in the graveyard,
    assert "Spirit" not in names(game)                     # but it died a Frog (CR 603.10a)


@plays("Endless Evil", "condition.event_was")
def test_603_10a_endless_evil_returns_to_hand_when_its_horror_dies():
    game = board(["Ravenous Chupacabra"], [], hands=(["Shock"], []))
    aura(game, "Endless Evil", obj(game, "Ravenous Chupacabra"))
    add_mana(game, "{R}")
    cast(game, "Shock", obj(game, "Ravenous Chupacabra"))
    resolve(game)
    resolve(game)
    assert "Ravenous Chupacabra" in grave(game)
    assert hand(game) == ["Endless Evil"]


@plays("Endless Evil", "condition.event_was")
def test_603_4_endless_evil_stays_in_the_graveyard_when_a_non_horror_dies():
    game = board(["Grizzly Bears"], [], hands=(["Shock"], []))
    aura(game, "Endless Evil", obj(game, "Grizzly Bears"))
    add_mana(game, "{R}")
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    resolve(game)
    assert sorted(grave(game)) == ["Endless Evil", "Grizzly Bears", "Shock"]
    assert hand(game) == []
