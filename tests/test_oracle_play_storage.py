"""Play tests: mana abilities whose cost removes X (or any number of) counters from their
source: the storage lands, the mana batteries and Kyren Toy (CR 107.3, 601.2f, 605.3a,
106.1a). X is chosen as the cost is paid and written `x=N` in the notation; the payment
planner never activates them (their cost removes counters), so a player activates them
as actions, the way a Treasure is used."""

from __future__ import annotations

import random

import pytest
from boards import board, ids
from test_oracle_play import BOB, cast, chars, move_on, obj, plays, resolve, to_step

from tolaria import Game, IllegalAction
from tolaria.agents import HeuristicAgent, RandomAgent
from tolaria.fuzz import answers, notation


def _counters(game: Game, name: str, kind: str, n: int) -> int:
    """A permanent that got `n` counters on earlier turns."""
    oid = ids(game, name)[0]
    game.state.objects[oid].counters[kind] = n
    game.state.changed()
    return oid


def _pool(game: Game, player: int = 0) -> str:
    return str(game.state.players[player].pool)


@plays("Dwarven Hold", "cost.remove_counters_x", "mana.counters_x", "ability.mana")
def test_107_3_dwarven_hold_removes_the_counters_chosen_for_that_much_red():
    """CR 107.3, 601.2f, 605.3a: "{T}, Remove any number of storage counters from this land:
    Add {R} for each storage counter removed this way." X is chosen as the cost is paid:
    any number from 0 to the counters on it, each a legal action; with three counters,
    removing two adds {R}{R} and leaves one."""
    game = board(["Dwarven Hold"], [])
    hold = _counters(game, "Dwarven Hold", "storage", 3)
    listed = [game.notation(a) for a in game.legal_actions() if a.object == hold]
    assert listed == [f"activate Dwarven Hold x={x}" for x in range(4)]
    game.act("activate Dwarven Hold x=2")
    assert _pool(game) == "{R}{R}"
    assert game.state.objects[hold].counters == {"storage": 1}
    assert game.state.objects[hold].tapped and not game.state.stack       # CR 605.3a


@plays("Dwarven Hold", "cost.remove_counters_x", "mana.counters_x")
def test_118_3_dwarven_hold_cant_remove_more_storage_counters_than_it_has():
    """CR 118.3, 107.3: X can't be more than the counters there are to remove."""
    game = board(["Dwarven Hold"], [])
    hold = _counters(game, "Dwarven Hold", "storage", 2)
    with pytest.raises(IllegalAction, match="from 0 to 2"):
        game.act("activate Dwarven Hold x=3")
    assert game.state.objects[hold].counters == {"storage": 2} and _pool(game) == ""


@plays("Bottomless Vault", "cost.remove_counters_x", "mana.counters_x")
def test_605_3a_bottomless_vault_saves_up_then_pays_for_a_spell():
    """CR 502.3, 603.4, 605.3a: Bottomless Vault, tapped for no mana (X = 0), stays tapped
    through Alice's untap step by her choice and gets a storage counter in her upkeep; the
    next turn too; untapped on the third, it gets none, and its two counters make {B}{B},
    which pay for Sign in Blood."""
    game = board(["Bottomless Vault"], [], hands=(["Sign in Blood"], []))
    vault = obj(game, "Bottomless Vault")
    game.act("activate Bottomless Vault x=0")
    assert game.state.objects[vault].tapped and _pool(game) == ""
    for untap in ("no", "no", "yes"):                    # Alice's next three turns
        while not (game.decision.kind == "untap" and game.state.active == 0):
            move_on(game)
        game.act(f"choose {untap}")                      # "You may choose not to untap"
        to_step(game, "upkeep")
        resolve(game)
    assert game.state.objects[vault].counters == {"storage": 2}     # untapped: no third
    to_step(game, "precombat main")
    game.act("activate Bottomless Vault x=2")
    cast(game, "Sign in Blood", BOB)                     # {B}{B}
    resolve(game)
    assert _pool(game) == "" and game.state.players[1].life == 18


@plays("Calciform Pools", "cost.remove_counters_x", "mana.counters_x", "ability.mana_cost")
def test_106_1a_calciform_pools_x_mana_in_any_combination_of_white_and_blue():
    """CR 106.1a, 107.3, 605.3a: "{1}, Remove X storage counters from this land: Add X mana
    in any combination of {W} and/or {U}." Each X with each combination is a legal action;
    its {1} is paid first (CR 605.3a), and without {T} in its cost it may be activated
    again while counters remain."""
    game = board(["Calciform Pools", "Wastes"], [])
    pools = _counters(game, "Calciform Pools", "storage", 3)
    listed = {game.notation(a) for a in game.legal_actions() if a.object == pools}
    assert "activate Calciform Pools:3 x=3 for {W}{U}{U}" in listed
    assert len([t for t in listed if ":3 x=3" in t]) == 4          # WWW, WWU, WUU, UUU
    with pytest.raises(IllegalAction):
        game.act("activate Calciform Pools:3 x=2 for {B}{B}")
    game.act("activate Calciform Pools:3 x=2 for {U}{W}")
    assert _pool(game) == "{W}{U}"
    assert game.state.objects[pools].counters == {"storage": 1}
    game.act("activate Calciform Pools:3 x=1 for {U}")      # its {1}: the {W} in the pool
    assert _pool(game) == "{U}{U}" and not game.state.objects[pools].counters.get("storage")


@plays("Black Mana Battery", "cost.remove_counters_x", "mana.counters_x")
def test_107_3_black_mana_battery_adds_one_more_than_the_counters_removed():
    """CR 107.3: "Add {B}, then add an additional {B} for each charge counter removed this
    way": {B} with none removed, {B}{B}{B} with two."""
    game = board(["Black Mana Battery", "Black Mana Battery"], [])
    first, second = ids(game, "Black Mana Battery")
    game.state.objects[first].counters["charge"] = 2
    game.state.changed()
    game.act(f"activate Black Mana Battery#{second}:2 x=0")
    assert _pool(game) == "{B}"
    game.act(f"activate Black Mana Battery#{first}:2 x=2")
    assert _pool(game) == "{B}{B}{B}{B}" and not game.state.objects[first].counters.get(
        "charge")


@plays("Kyren Toy", "cost.remove_counters_x", "mana.counters_x")
def test_107_3_kyren_toy_adds_x_plus_one_colorless():
    """CR 107.3: "Remove X charge counters from this artifact: Add an amount of {C} equal to
    X plus one." After its "{1}, {T}: Put a charge counter" on an earlier turn, X = 1 makes
    {C}{C}."""
    game = board(["Kyren Toy"], [])
    _counters(game, "Kyren Toy", "charge", 1)
    game.act("activate Kyren Toy:2 x=1")
    assert _pool(game) == "{C}{C}"


@plays("Dwarven Hold", "cost.remove_counters_x", "mana.counters_x")
def test_106_7_reflecting_pool_sees_the_storage_lands_mana():
    """CR 106.7: a land "could produce" the mana of its abilities with their costs ignored:
    a Dwarven Hold without counters could still produce {R}."""
    game = board(["Dwarven Hold", "Reflecting Pool"], [])
    game.act("activate Reflecting Pool for {R}")
    assert _pool(game) == "{R}"


@plays("Sand Silos", "cost.remove_counters_x", "mana.counters_x")
def test_605_3a_agents_use_or_skip_storage_abilities():
    """CR 605.3a: every listed X is accepted and its notation reads back; the random agent
    may activate these abilities and the heuristic agent leaves them alone, without error."""
    game = board(["Sand Silos", "Calciform Pools", "Red Mana Battery", "Island"],
                 ["Sand Silos"])
    for name in ("Sand Silos", "Calciform Pools", "Red Mana Battery"):
        _counters(game, name, "charge" if "Battery" in name else "storage", 2)
    rng = random.Random(3)
    agents = [RandomAgent(seed=1), HeuristicAgent()]
    for _ in range(60):
        if game.over:
            break
        notation(game)
        answers(game, rng)
        game.act(agents[game.decision.player].choose(game))
    assert any("removed from" in e.text for e in game.log)     # the random agent used one


@plays("Sphere of the Suns", "static.enters_tapped_with_counters", "cost.remove_counters")
def test_614_1c_sphere_of_the_suns_enters_tapped_and_with_three_charge_counters():
    """CR 614.1c: "This artifact enters tapped and with three charge counters on it." Cast,
    it enters tapped with three; on Alice's next turn it untaps and a counter removed adds
    one mana of any color."""
    game = board(["Wastes", "Wastes"], [], hands=(["Sphere of the Suns"], []))
    cast(game, "Sphere of the Suns")
    resolve(game)
    sphere = obj(game, "Sphere of the Suns")
    assert game.state.objects[sphere].tapped
    assert game.state.objects[sphere].counters == {"charge": 3}
    with pytest.raises(IllegalAction, match="tapped"):
        game.act("activate Sphere of the Suns for {G}")
    for turn in (0, 1):                                  # to Alice's next turn
        while game.state.active == turn:
            move_on(game)
    to_step(game, "upkeep")
    assert game.state.active == 0 and not game.state.objects[sphere].tapped
    game.act("activate Sphere of the Suns for {G}")
    assert _pool(game) == "{G}" and game.state.objects[sphere].counters == {"charge": 2}


@plays("Dwarven Hold", "cost.remove_counters_x", "mana.counters_x")
def test_106_12a_mana_flare_adds_to_a_storage_land_tapped_for_mana():
    """CR 106.12a, 605.4a: a storage land tapped for its mana is tapped for mana: Mana
    Flare adds one more mana of a type it produced ({R}{R} and {R}); tapped with X = 0 it
    produced none, so Mana Flare adds none (CR 106.7)."""
    game = board(["Dwarven Hold", "Dwarven Hold", "Mana Flare"], [])
    first, second = ids(game, "Dwarven Hold")
    game.state.objects[first].counters["storage"] = 2
    game.state.changed()
    game.act(f"activate Dwarven Hold#{first} x=2")
    assert _pool(game) == "{R}{R}{R}"
    game.act(f"activate Dwarven Hold#{second} x=0")
    assert _pool(game) == "{R}{R}{R}" and game.state.objects[second].tapped


# Each card of the family, its counter kind and the mana it adds with X = 2
FAMILY = {
    "Bottomless Vault": ("storage", 2), "Dwarven Hold": ("storage", 2),
    "Hollow Trees": ("storage", 2), "Icatian Store": ("storage", 2),
    "Sand Silos": ("storage", 2), "Fountain of Cho": ("storage", 2),
    "Mercadian Bazaar": ("storage", 2), "Rushwood Grove": ("storage", 2),
    "Saprazzan Cove": ("storage", 2), "Subterranean Hangar": ("storage", 2),
    "Mage-Ring Network": ("storage", 2), "Calciform Pools": ("storage", 2),
    "Dreadship Reef": ("storage", 2), "Fungal Reaches": ("storage", 2),
    "Saltcrusted Steppe": ("storage", 2), "Molten Slagheap": ("storage", 2),
    "Black Mana Battery": ("charge", 3), "Blue Mana Battery": ("charge", 3),
    "Green Mana Battery": ("charge", 3), "Red Mana Battery": ("charge", 3),
    "White Mana Battery": ("charge", 3), "Kyren Toy": ("charge", 3),
}
for _name in FAMILY:
    plays(_name, "cost.remove_counters_x", "mana.counters_x")


@pytest.mark.parametrize("name", sorted(FAMILY))
def test_107_3_each_counter_mana_source_adds_its_mana_for_two_counters(name: str):
    """CR 107.3, 605.3a: with two counters on it, each card of the family removes both
    for its mana: two mana (a storage land) or three (a battery, Kyren Toy), of its own
    types, and has none left."""
    kind, made = FAMILY[name]
    game = board([name, "Wastes"], [])                   # the Wastes pays a {1}
    oid = _counters(game, name, kind, 2)
    chosen = [a for a in game.legal_actions() if a.object == oid and a.x == 2]
    assert chosen
    game.act(chosen[-1])
    pool = game.state.players[0].pool
    assert pool.total() == made and not game.state.objects[oid].counters.get(kind)
    ability = next(a for a in chars(game, oid).activated if a.mana_x)
    assert set(str(pool).strip("{}").split("}{")) <= set(ability.mana_x)


@plays("Noble's Purse", "static.enters_tapped_with_counters", "cost.remove_counters")
def test_614_1c_nobles_purse_enters_tapped_and_with_three_coin_counters():
    """CR 614.1c: Noble's Purse enters tapped and with three coin counters; untapped, a
    coin counter removed makes a Treasure."""
    game = board(["Wastes", "Wastes"], [], hands=(["Noble's Purse"], []))
    cast(game, "Noble's Purse")
    resolve(game)
    purse = obj(game, "Noble's Purse")
    assert game.state.objects[purse].tapped
    assert game.state.objects[purse].counters == {"coin": 3}
    game.state.objects[purse].tapped = False             # untapped by some effect
    game.state.changed()
    game.act("activate Noble's Purse")
    resolve(game)
    assert ids(game, "Treasure") and game.state.objects[purse].counters == {"coin": 2}
