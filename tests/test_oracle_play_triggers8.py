"""Event triggers that aren't combat, played (CR 603.2), eighth part: "if it / that creature
was a <creature type>" in an attached or described creature's dies trigger, the creature as it
last existed (CR 603.10a, 603.4); "When that creature leaves the battlefield this turn,
sacrifice this creature" (CR 603.7b-d); "When this creature dies, if its power was N or
greater" (CR 603.10a).
"""

from __future__ import annotations

from boards import add_mana, board
from test_oracle_play import (
    activate,
    cast,
    chars,
    grave,
    hand,
    names,
    obj,
    plays,
    resolve,
    to_step,
)
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


# -- "When that creature leaves the battlefield this turn, sacrifice this creature" ---------


def _guard_pumps_bears(game) -> int:
    bears = obj(game, "Grizzly Bears")
    activate(game, obj(game, "Kjeldoran Elite Guard"), bears)
    resolve(game)
    return bears


@plays("Kjeldoran Elite Guard", "delayed.leaves_this_turn")
def test_603_7d_kjeldoran_elite_guard_is_sacrificed_when_the_creature_it_pumped_dies():
    game = board(["Kjeldoran Elite Guard", "Grizzly Bears"], [], step="beginning of combat",
                 hands=(["Murder"], []))
    bears = _guard_pumps_bears(game)
    assert chars(game, bears).power == 4
    add_mana(game, "{1}{B}{B}")
    cast(game, "Murder", bears)
    resolve(game)
    resolve(game)
    assert sorted(grave(game)) == ["Grizzly Bears", "Kjeldoran Elite Guard", "Murder"]


@plays("Kjeldoran Elite Guard", "delayed.leaves_this_turn")
def test_603_6c_kjeldoran_elite_guard_bounced_creature_leaving_counts_too():
    game = board(["Kjeldoran Elite Guard", "Grizzly Bears"], [], step="beginning of combat",
                 hands=(["Unsummon"], []))
    bears = _guard_pumps_bears(game)
    add_mana(game, "{U}")
    cast(game, "Unsummon", bears)
    resolve(game)
    resolve(game)
    assert "Grizzly Bears" in hand(game) and "Kjeldoran Elite Guard" in grave(game)


@plays("Kjeldoran Elite Guard", "delayed.leaves_this_turn")
def test_603_7b_kjeldoran_elite_guard_the_trigger_lasts_only_this_turn():
    game = board(["Kjeldoran Elite Guard", "Grizzly Bears"], [], step="beginning of combat",
                 hands=([], ["Murder"]))
    bears = _guard_pumps_bears(game)
    to_step(game, "upkeep")                                   # Bob's turn
    to_step(game, "precombat main")
    add_mana(game, "{1}{B}{B}", player=1)
    cast(game, "Murder", bears, player=1)
    resolve(game)
    assert "Grizzly Bears" in grave(game)
    assert "Kjeldoran Elite Guard" in names(game)


@plays("Heart Wolf", "delayed.leaves_this_turn")
def test_603_7d_heart_wolf_sacrificed_when_the_dwarf_dies():
    game = board(["Heart Wolf", "Dwarven Trader"], [], step="beginning of combat",
                 hands=(["Shock"], []))
    dwarf = obj(game, "Dwarven Trader")
    activate(game, obj(game, "Heart Wolf"), dwarf)
    resolve(game)
    assert chars(game, dwarf).power == 3
    add_mana(game, "{R}")
    cast(game, "Shock", dwarf)
    resolve(game)
    resolve(game)
    assert "Dwarven Trader" in grave(game) and "Heart Wolf" in grave(game)


# -- "When this creature dies, if its power was N or greater" --------------------------------


@plays("Deathknell Berserker", "condition.source_had_power")
def test_603_10a_deathknell_berserker_pumped_to_5_dies_and_makes_a_zombie():
    game = board(["Deathknell Berserker"], [], hands=(["Giant Growth", "Murder"], []))
    berserker = obj(game, "Deathknell Berserker")
    add_mana(game, "{G}")
    cast(game, "Giant Growth", berserker)
    resolve(game)
    add_mana(game, "{1}{B}{B}")
    cast(game, "Murder", berserker)
    resolve(game)
    resolve(game)
    assert "Deathknell Berserker" in grave(game)            # a 2/2 card there now,
    assert names(game) == ["Zombie Berserker"]              # but it died a 5/5 (603.10a)


@plays("Deathknell Berserker", "condition.source_had_power")
def test_603_4_deathknell_berserker_dying_as_a_2_2_makes_nothing():
    game = board(["Deathknell Berserker"], [], hands=(["Murder"], []))
    add_mana(game, "{1}{B}{B}")
    cast(game, "Murder", obj(game, "Deathknell Berserker"))
    resolve(game)
    assert "Deathknell Berserker" in grave(game) and not game.state.stack
    assert names(game) == []
