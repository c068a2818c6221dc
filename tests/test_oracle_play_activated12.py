"""Activated abilities compiled from Oracle text, played (twelfth file): activation costs —
grandeur's "Discard another card named <this card>" (CR 201.2, 701.8a), "Remove a counter
from this creature / a permanent you control" with the kind announced (CR 122.1, 601.2b),
"Tap N other untapped <permanents>" and "Tap N untapped tokens" (CR 118.3), "Pay half your
life, rounded up" (CR 119.4, 107.1a), processors' "Put a card an opponent owns from exile
into that player's graveyard" (CR 400.3), "Blight N", "Sacrifice this <permanent> and
another <permanent>" (CR 701.17a), "Sacrifice enchanted creature", "Put a card from your
hand on top of your library" (CR 401.1); and "target Aura attached to a <permanent>" (CR
303.4)."""

from __future__ import annotations

import re

import pytest
from boards import board
from test_oracle_play import cast, in_hand, names, obj, plays, resolve

from tolaria import Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.layers import characteristics
from tolaria.rules.zones import create_object


def _activations(game: Game, name: str) -> set[str]:
    source = obj(game, name)
    return {re.sub(r"#\d+", "", game.notation(a)) for a in game.legal_actions()
            if a.kind == "activate" and a.object == source}


def _round_trip(game: Game) -> None:
    """Each legal action's text parses back to it (docs/scenarios.md)."""
    for action in game.legal_actions():
        assert game.parse(game.notation(action), action.player) == action


def _graveyard(game: Game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].graveyard]


# -- Grandeur: "Discard another card named <this card>" (CR 201.2, 701.8a) ------------------

@plays("Tarox Bladewing", "cost.discard_another_named")
def test_701_8a_tarox_bladewing_discards_a_second_copy_from_the_hand():
    """CR 701.8a, 201.2, 602.2: "Grandeur — Discard another card named Tarox Bladewing:
    Tarox Bladewing gets +X/+X until end of turn, where X is its power." Only a card of
    that name in the hand pays: Shock can't; the copy is discarded and the 4/3 becomes
    8/7."""
    game = board(["Tarox Bladewing"], [], hands=(["Tarox Bladewing", "Shock"], []))
    tarox = obj(game, "Tarox Bladewing")
    assert _activations(game, "Tarox Bladewing") == {
        "activate Tarox Bladewing discarding Tarox Bladewing"}
    with pytest.raises(IllegalAction):
        game.act("activate Tarox Bladewing discarding Shock")
    game.act("activate Tarox Bladewing discarding Tarox Bladewing")
    assert _graveyard(game) == ["Tarox Bladewing"]
    resolve(game)
    chars = characteristics(game.state, game.state.objects[tarox])
    assert (chars.power, chars.toughness) == (8, 7)


@plays("Baru, Fist of Krosa", "cost.discard_another_named")
def test_201_2_baru_needs_a_card_of_its_name_in_the_hand():
    """CR 201.2, 602.2, 118.3: "Grandeur — Discard another card named Baru, Fist of Krosa:
    Create an X/X green Wurm creature token, where X is the number of lands you control."
    With no other Baru in hand (Grizzly Bears only) it can't be activated; with one it
    makes a 3/3 Wurm for three lands."""
    game = board(["Baru, Fist of Krosa", "Forest", "Forest", "Forest"], [],
                 hands=(["Grizzly Bears"], []))
    assert _activations(game, "Baru, Fist of Krosa") == set()
    game = board(["Baru, Fist of Krosa", "Forest", "Forest", "Forest"], [],
                 hands=(["Baru, Fist of Krosa", "Grizzly Bears"], []))
    game.act("activate Baru, Fist of Krosa discarding Baru, Fist of Krosa")
    resolve(game)
    wurm = obj(game, "Wurm")
    chars = characteristics(game.state, game.state.objects[wurm])
    assert (chars.power, chars.toughness) == (3, 3)
    assert "Grizzly Bears" in [game.state.objects[i].name for i in game.state.players[0].hand]
    assert in_hand(game, "Grizzly Bears") and "Wurm" in names(game)


# -- "Remove a counter from <this / a permanent you control>": the kind announced -----------

def _counters(game: Game, name: str, **kinds: int) -> int:
    oid = obj(game, name)
    game.state.objects[oid].counters.update({_KIND.get(k, k): n for k, n in kinds.items()})
    game.state.changed()
    return oid


_KIND = {"minus": "-1/-1", "plus": "+1/+1"}


@plays("Burdened Stoneback", "cost.any_counter")
def test_122_1_burdened_stoneback_removes_a_counter_of_the_announced_kind():
    """CR 122.1, 601.2b, 118.3: "{1}{W}, Remove a counter from this creature: Target creature
    gains indestructible until end of turn. Activate only as a sorcery." With two -1/-1
    counters and an oil counter on it, either kind may be removed, announced with the
    activation; the oil counter goes and both -1/-1 counters stay. Without counters it
    can't be activated."""
    game = board(["Burdened Stoneback", "Grizzly Bears", "Plains", "Plains"], [])
    stoneback = _counters(game, "Burdened Stoneback", minus=2, oil=1)
    listed = {a.split(" targeting ")[0] for a in _activations(game, "Burdened Stoneback")}
    assert listed == {"activate Burdened Stoneback for -1/-1 counter",
                      "activate Burdened Stoneback for oil counter"}
    _round_trip(game)
    with pytest.raises(IllegalAction):         # two kinds there: which one is announced
        game.act("activate Burdened Stoneback targeting Grizzly Bears")
    with pytest.raises(IllegalAction):         # no charge counter on it
        game.act("activate Burdened Stoneback for charge counter targeting Grizzly Bears")
    game.act("activate Burdened Stoneback for oil counter targeting Grizzly Bears")
    assert game.state.objects[stoneback].counters.get("oil", 0) == 0
    assert game.state.objects[stoneback].counters["-1/-1"] == 2
    resolve(game)
    bears = game.state.objects[obj(game, "Grizzly Bears")]
    assert "indestructible" in characteristics(game.state, bears).keywords
    game = board(["Burdened Stoneback", "Plains", "Plains"], [])
    assert _activations(game, "Burdened Stoneback") == set()


@plays("Brambleback Brute", "cost.any_counter")
def test_601_2b_brambleback_brute_with_one_kind_needs_no_announcement():
    """CR 601.2b, 122.1: "{1}{R}, Remove a counter from this creature: Target creature can't
    block this turn." With only -1/-1 counters on it the kind needn't be written; one is
    removed and the 4/5 grows to 3/4 (from 2/3)."""
    game = board(["Brambleback Brute", "Mountain", "Mountain"], ["Grizzly Bears"])
    brute = _counters(game, "Brambleback Brute", minus=2)
    game.act("activate Brambleback Brute targeting Grizzly Bears")
    assert game.state.objects[brute].counters["-1/-1"] == 1
    resolve(game)
    chars = characteristics(game.state, game.state.objects[brute])
    assert (chars.power, chars.toughness) == (3, 4)


@plays("Gnarlbark Elm", "cost.any_counter")
def test_122_1_gnarlbark_elm_removes_two_counters_of_any_kinds():
    """CR 122.1, 118.3, 601.2b: "{2}{B}, Remove two counters from this creature: Target
    creature gets -2/-2 until end of turn." Two -1/-1 counters and one oil counter: two
    -1/-1, or a -1/-1 and the oil (two oil counters it hasn't). Removing one of each kills
    Grizzly Bears and leaves one -1/-1 counter."""
    game = board(["Gnarlbark Elm", "Swamp", "Swamp", "Swamp"], ["Grizzly Bears"])
    elm = _counters(game, "Gnarlbark Elm", minus=2, oil=1)
    listed = {a.split(" targeting ")[0] for a in _activations(game, "Gnarlbark Elm")}
    assert listed == {"activate Gnarlbark Elm for -1/-1 counter for -1/-1 counter",
                      "activate Gnarlbark Elm for -1/-1 counter for oil counter"}
    _round_trip(game)
    with pytest.raises(IllegalAction):
        game.act("activate Gnarlbark Elm for oil counter for oil counter targeting "
                 "Grizzly Bears")
    game.act("activate Gnarlbark Elm for -1/-1 counter for oil counter targeting "
             "Grizzly Bears")
    assert dict(game.state.objects[elm].counters) in ({"-1/-1": 1}, {"-1/-1": 1, "oil": 0})
    resolve(game)
    assert "Grizzly Bears" not in names(game)


@plays("Fain, the Broker", "cost.any_counter_on")
def test_122_1_fain_removes_a_counter_from_a_creature_you_control():
    """CR 122.1, 118.3, 601.2b: "{T}, Remove a counter from a creature you control: Create a
    Treasure token." The creature is chosen and the kind announced: a +1/+1 or an oil
    counter from Grizzly Bears; Ornithopter (an artifact creature) has a charge counter;
    Wind Drake has none. Removing the oil counter leaves the +1/+1 counter and makes a
    Treasure."""
    game = board(["Fain, the Broker", "Grizzly Bears", "Wind Drake", "Ornithopter"], [])
    bears = _counters(game, "Grizzly Bears", plus=1, oil=2)
    _counters(game, "Ornithopter", charge=1)
    listed = {a for a in _activations(game, "Fain, the Broker")
              if a.startswith("activate Fain, the Broker:2")}
    assert listed == {"activate Fain, the Broker:2 for +1/+1 counter choosing Grizzly Bears",
                      "activate Fain, the Broker:2 for oil counter choosing Grizzly Bears",
                      "activate Fain, the Broker:2 for charge counter choosing Ornithopter"}
    _round_trip(game)
    with pytest.raises(IllegalAction):
        game.act("activate Fain, the Broker:2 for charge counter choosing Grizzly Bears")
    game.act("activate Fain, the Broker:2 for oil counter choosing Grizzly Bears")
    assert game.state.objects[bears].counters["oil"] == 1
    assert game.state.objects[bears].counters["+1/+1"] == 1
    resolve(game)
    assert "Treasure" in names(game)


@plays("Hexavus", "cost.any_counter_on")
def test_109_1_hexavus_removes_a_counter_from_another_creature_only():
    """CR 122.1, 118.3, 601.2b: "{1}, Remove a counter from another creature you control: Put
    a +1/+1 counter on this creature." Hexavus's own six +1/+1 counters can't pay ("another");
    Grizzly Bears's stun counter can, and moves the growth onto Hexavus."""
    game = board(["Grizzly Bears"] + ["Wastes"] * 7, [], hands=(["Hexavus"], []))
    cast(game, "Hexavus")
    resolve(game)
    hexavus = obj(game, "Hexavus")
    assert game.state.objects[hexavus].counters["+1/+1"] == 6
    assert not any(a.startswith("activate Hexavus:2") for a in _activations(game, "Hexavus"))
    bears = _counters(game, "Grizzly Bears", stun=1)
    assert {a for a in _activations(game, "Hexavus") if a.startswith("activate Hexavus:2")} \
        == {"activate Hexavus:2 for stun counter choosing Grizzly Bears"}
    game.act("activate Hexavus:2")
    assert game.state.objects[bears].counters.get("stun", 0) == 0
    resolve(game)
    assert game.state.objects[hexavus].counters["+1/+1"] == 7


# -- "Tap N other untapped <permanents> you control" (CR 118.3, 109.1) -----------------------

@plays("Saradoc, Master of Buckland", "cost.tap_other_untapped")
def test_118_3_saradoc_taps_two_other_halflings():
    """CR 118.3, 602.2: "Tap two other untapped Halflings you control: Saradoc gets +2/+0 and
    gains lifelink until end of turn." Saradoc is a Halfling but not one of the two; with one
    other Halfling it can't be activated, with two (one of them tapped: no) neither; with two
    untapped ones it is, they become tapped, Saradoc (2/4 → 4/4) doesn't."""
    game = board(["Saradoc, Master of Buckland", "Took Reaper"], [])
    assert _activations(game, "Saradoc, Master of Buckland") == set()
    game = board(["Saradoc, Master of Buckland", "Took Reaper", "Took Reaper"], [])
    game.state.objects[obj(game, "Took Reaper", 1)].tapped = True
    game.state.changed()
    assert _activations(game, "Saradoc, Master of Buckland") == set()
    game = board(["Saradoc, Master of Buckland", "Took Reaper", "Took Reaper"], [])
    saradoc = obj(game, "Saradoc, Master of Buckland")
    assert len(_activations(game, "Saradoc, Master of Buckland")) == 1
    game.act("activate Saradoc, Master of Buckland")
    assert all(game.state.objects[obj(game, "Took Reaper", k)].tapped for k in (0, 1))
    assert not game.state.objects[saradoc].tapped
    resolve(game)
    chars = characteristics(game.state, game.state.objects[saradoc])
    assert chars.power == 4 and "lifelink" in chars.keywords


# -- "target Aura attached to a <permanent>" (CR 303.4) --------------------------------------

def _enchant(game: Game, aura: str, host: str, n: int = 0, controller: int = 0) -> int:
    """`aura` put onto the battlefield under `controller`'s control attached to `host`."""
    found = create_object(game.state, card_def(aura), controller, "battlefield")
    found.attached_to = obj(game, host, n)
    game.state.changed()
    return found.id


def _targets(game: Game, name: str) -> set[str]:
    return {a.split(" targeting ")[1] for a in _activations(game, name) if " targeting " in a}


@plays("Devout Harpist", "phrase.aura_attached_to")
def test_303_4_devout_harpist_destroys_an_aura_on_a_creature_only():
    """CR 303.4, 115.1: "{T}: Destroy target Aura attached to a creature." Holy Strength on
    Grizzly Bears (Bob's) can be the target; Wild Growth on a Forest and Glorious Anthem (not
    an Aura) can't. Holy Strength is destroyed, and the Bears are 2/2 again."""
    game = board(["Devout Harpist", "Forest", "Glorious Anthem"], ["Grizzly Bears"])
    _enchant(game, "Wild Growth", "Forest")
    _enchant(game, "Holy Strength", "Grizzly Bears", controller=1)
    assert _targets(game, "Devout Harpist") == {"Holy Strength"}
    game.act("activate Devout Harpist targeting Holy Strength")
    resolve(game)
    assert "Holy Strength" not in names(game) and "Wild Growth" in names(game)
    bears = game.state.objects[obj(game, "Grizzly Bears")]
    assert characteristics(game.state, bears).power == 2


@plays("Savaen Elves", "phrase.aura_attached_to")
def test_303_4_savaen_elves_destroys_an_aura_on_a_land():
    """CR 303.4: "{G}{G}, {T}: Destroy target Aura attached to a land." Wild Growth on a
    Forest is a legal target, Holy Strength on a creature isn't."""
    game = board(["Savaen Elves", "Forest", "Forest", "Forest", "Grizzly Bears"], [])
    _enchant(game, "Wild Growth", "Forest", 2)
    _enchant(game, "Holy Strength", "Grizzly Bears")
    assert _targets(game, "Savaen Elves") == {"Wild Growth"}
    game.act("activate Savaen Elves targeting Wild Growth")
    resolve(game)
    assert "Wild Growth" not in names(game) and "Holy Strength" in names(game)


@plays("Miracle Worker", "phrase.aura_attached_to")
def test_303_4_miracle_worker_only_auras_on_your_creatures():
    """CR 303.4, 109.4: "{T}: Destroy target Aura attached to a creature you control." Pacifism
    on Alice's Grizzly Bears is a target; Holy Strength on Bob's Wind Drake isn't (the Aura's
    controller doesn't matter, the creature's does). If the Aura moves to Bob's creature
    before it resolves, the target is illegal and nothing is destroyed (CR 608.2b)."""
    game = board(["Miracle Worker", "Grizzly Bears"], ["Wind Drake"])
    pacifism = _enchant(game, "Pacifism", "Grizzly Bears", controller=1)
    _enchant(game, "Holy Strength", "Wind Drake")
    assert _targets(game, "Miracle Worker") == {"Pacifism"}
    game.act("activate Miracle Worker targeting Pacifism")
    game.state.objects[pacifism].attached_to = obj(game, "Wind Drake")
    game.state.changed()
    resolve(game)
    assert "Pacifism" in names(game)
    game = board(["Miracle Worker", "Grizzly Bears"], [])
    _enchant(game, "Pacifism", "Grizzly Bears", controller=1)
    game.act("activate Miracle Worker targeting Pacifism")
    resolve(game)
    assert "Pacifism" not in names(game)


@plays("Power Conduit", "cost.any_counter_on")
def test_602_2b_power_conduit_mode_and_counter_kind_announced_together():
    """CR 602.2b, 601.2b, 122.1: "{T}, Remove a counter from a permanent you control: Choose
    one — • Put a charge counter on target artifact. • Put a +1/+1 counter on target
    creature." The mode, the kind and the permanent are chosen as it is activated: the oil
    counter comes off Ornithopter, and Grizzly Bears gets a +1/+1 counter."""
    game = board(["Power Conduit", "Grizzly Bears", "Ornithopter"], [])
    thopter = _counters(game, "Ornithopter", charge=1, oil=1)
    _round_trip(game)
    game.act("activate Power Conduit mode 2 for oil counter choosing Ornithopter targeting "
             "Grizzly Bears")
    assert game.state.objects[thopter].counters.get("oil", 0) == 0
    assert game.state.objects[thopter].counters["charge"] == 1
    resolve(game)
    assert game.state.objects[obj(game, "Grizzly Bears")].counters["+1/+1"] == 1


# -- "Pay half your life, rounded up" (CR 119.4, 107.1a) -----------------------------------

@plays("Murderous Betrayal", "cost.half_life")
def test_107_1a_murderous_betrayal_pays_half_the_life_rounded_up():
    """CR 107.1a, 119.4, 602.2b: "{B}{B}, Pay half your life, rounded up: Destroy target
    nonblack creature. It can't be regenerated." At 7 life Alice pays 4 (3.5 rounded up) and
    Grizzly Bears is destroyed; at 20 she would pay 10."""
    game = board(["Murderous Betrayal", "Swamp", "Swamp"], ["Grizzly Bears"])
    game.state.players[0].life = 7
    game.state.changed()
    game.act("activate Murderous Betrayal targeting Grizzly Bears")
    assert game.state.players[0].life == 3
    resolve(game)
    assert "Grizzly Bears" not in names(game)
    game = board(["Murderous Betrayal", "Swamp", "Swamp"], ["Grizzly Bears"])
    game.act("activate Murderous Betrayal targeting Grizzly Bears")
    assert game.state.players[0].life == 10


@plays("Lurking Evil", "cost.half_life")
def test_119_4_lurking_evil_at_one_life_pays_one():
    """CR 119.4, 107.1a: "Pay half your life, rounded up: This enchantment becomes a 4/4
    Phyrexian Horror creature with flying." At 1 life half rounded up is 1: paying it
    leaves Alice at 0, and she loses (CR 704.5a); the ability was still activated."""
    game = board(["Lurking Evil"], [])
    game.state.players[0].life = 1
    game.state.changed()
    game.act("activate Lurking Evil")
    assert game.state.players[0].life == 0
    assert game.over and game.winner == "Bob"
    game = board(["Lurking Evil"], [])
    game.act("activate Lurking Evil")
    assert game.state.players[0].life == 10
    resolve(game)
    evil = game.state.objects[obj(game, "Lurking Evil")]
    chars = characteristics(game.state, evil)
    assert (chars.power, chars.toughness) == (4, 4) and "Creature" in chars.types
    assert "flying" in chars.keywords


# -- Processors: "Put a card an opponent owns from exile into that player's graveyard" ------

def _exile(game: Game, name: str, owner: int) -> int:
    found = create_object(game.state, card_def(name), owner, "exile")
    game.state.changed()
    return found.id


@plays("Oracle of Dust", "cost.exiled_to_graveyard")
def test_400_3_oracle_of_dust_puts_an_opponents_exiled_card_into_their_graveyard():
    """CR 118.3, 400.3, 601.2h: "{2}, Put a card an opponent owns from exile into that player's
    graveyard: Draw a card, then discard a card." Only cards Bob owns can pay: Alice's
    exiled Giant Growth can't. With none of Bob's there it can't be activated; with Shock
    and Lightning Bolt either may be chosen, and Shock goes to Bob's graveyard."""
    game = board(["Oracle of Dust", "Island", "Island"], [])
    _exile(game, "Giant Growth", 0)
    assert _activations(game, "Oracle of Dust") == set()
    shock = _exile(game, "Shock", 1)
    _exile(game, "Lightning Bolt", 1)
    assert _activations(game, "Oracle of Dust") == {"activate Oracle of Dust putting Shock",
                                                    "activate Oracle of Dust putting "
                                                    "Lightning Bolt"}
    _round_trip(game)
    with pytest.raises(IllegalAction):
        game.act("activate Oracle of Dust putting Giant Growth")
    game.act("activate Oracle of Dust putting Shock")
    assert _graveyard(game, 1) == ["Shock"] and game.state.objects[shock].zone != "exile"
    hand = len(game.state.players[0].hand)
    resolve(game)
    assert len(game.state.players[0].hand) == hand        # drew one, discarded one


@plays("Void Attendant", "cost.exiled_to_graveyard")
def test_118_3_void_attendant_processes_for_a_scion():
    """CR 118.3, 400.3: "{1}{G}, Put a card an opponent owns from exile into that player's
    graveyard: Create a 1/1 colorless Eldrazi Scion creature token." Bob's exiled Grizzly
    Bears pays (the only choice, so it needn't be written) and Alice gets a Scion."""
    game = board(["Void Attendant", "Forest", "Forest"], [])
    _exile(game, "Grizzly Bears", 1)
    game.act("activate Void Attendant")
    assert _graveyard(game, 1) == ["Grizzly Bears"]
    resolve(game)
    assert "Eldrazi Scion" in names(game)


# -- "Blight N" as an activation cost (its reminder text; CR 122.1, 118.3) -------------------

@plays("Sting-Slinger", "cost.blight")
def test_122_1_sting_slinger_blights_a_creature_you_control():
    """CR 122.1, 118.3, 601.2h: "{1}{R}, {T}, Blight 1: This creature deals 2 damage to each
    opponent. (To blight 1, put a -1/-1 counter on a creature you control.)" Either Alice's
    creature may get the counter, itself included; Bob's can't. Grizzly Bears gets it
    (1/1) and Bob loses 2 life."""
    game = board(["Sting-Slinger", "Grizzly Bears", "Mountain", "Mountain"], ["Wind Drake"])
    assert _activations(game, "Sting-Slinger") == {"activate Sting-Slinger choosing Sting-Slinger",
                                                   "activate Sting-Slinger choosing Grizzly Bears"}
    _round_trip(game)
    with pytest.raises(IllegalAction):
        game.act("activate Sting-Slinger choosing Wind Drake")
    game.act("activate Sting-Slinger choosing Grizzly Bears")
    bears = game.state.objects[obj(game, "Grizzly Bears")]
    assert bears.counters["-1/-1"] == 1
    resolve(game)
    assert game.state.players[1].life == 18
    assert characteristics(game.state, bears).power == 1


@plays("Evershrike's Gift", "cost.blight")
def test_122_1_evershrikes_gift_blight_2_puts_both_counters_on_one_creature():
    """CR 122.1, 118.3: "{1}{W}, Blight 2: Return this card from your graveyard to your hand.
    Activate only as a sorcery." Blight 2 is two -1/-1 counters on one creature: Grizzly
    Bears gets both and dies (CR 704.5f); the Aura returns to Alice's hand. With no creature
    it can't be activated."""
    game = board(["Plains", "Plains"], [])
    create_object(game.state, card_def("Evershrike's Gift"), 0, "graveyard")
    game.state.changed()
    assert not any(a.kind == "activate" and game.state.objects[a.object].zone == "graveyard"
                   for a in game.legal_actions())
    game = board(["Grizzly Bears", "Plains", "Plains"], [])
    create_object(game.state, card_def("Evershrike's Gift"), 0, "graveyard")
    game.state.changed()
    game.act("activate Evershrike's Gift choosing Grizzly Bears")
    resolve(game)
    assert "Grizzly Bears" not in names(game)
    assert in_hand(game, "Evershrike's Gift")


# -- "Sacrifice this <permanent> and <another permanent>" (CR 701.17a, 118.3) ---------------

@plays("Magus of the Order", "cost.sacrifice_and")
def test_701_17a_magus_of_the_order_sacrifices_itself_and_another_green_creature():
    """CR 701.17a, 118.3, 118.10: "{G}, {T}, Sacrifice this creature and another green
    creature: Search your library for a green creature card, put it onto the battlefield,
    then shuffle." The other is a green creature (Llanowar Elves or Grizzly Bears, not the
    blue Wind Drake, not the Magus itself); both are sacrificed."""
    game = board(["Magus of the Order", "Llanowar Elves", "Grizzly Bears", "Forest",
                  "Wind Drake"], [])
    assert _activations(game, "Magus of the Order") == {
        "activate Magus of the Order sacrificing Llanowar Elves",
        "activate Magus of the Order sacrificing Grizzly Bears"}
    with pytest.raises(IllegalAction):
        game.act("activate Magus of the Order sacrificing Wind Drake")
    game.act("activate Magus of the Order sacrificing Grizzly Bears")
    assert sorted(_graveyard(game)) == ["Grizzly Bears", "Magus of the Order"]
    game = board(["Magus of the Order", "Forest", "Wind Drake"], [])
    assert _activations(game, "Magus of the Order") == set()


@plays("Jarad, Golgari Lich Lord", "cost.sacrifice_and")
def test_118_10_jarad_sacrifices_a_swamp_and_a_different_forest():
    """CR 118.10, 701.17a: "Sacrifice a Swamp and a Forest: Return this card from your
    graveyard to your hand." Overgrown Tomb (a Swamp Forest) can pay for either but not for
    both; with it and a Forest Alice sacrifices both, and Jarad returns to her hand. With
    only Overgrown Tomb it can't be activated."""
    game = board(["Overgrown Tomb"], [])
    create_object(game.state, card_def("Jarad, Golgari Lich Lord"), 0, "graveyard")
    game.state.changed()
    assert not any(a.kind == "activate" and game.state.objects[a.object].zone == "graveyard"
                   for a in game.legal_actions())
    game = board(["Overgrown Tomb", "Forest"], [])
    create_object(game.state, card_def("Jarad, Golgari Lich Lord"), 0, "graveyard")
    game.state.changed()
    _round_trip(game)
    game.act("activate Jarad, Golgari Lich Lord:2 sacrificing Overgrown Tomb, Forest")
    resolve(game)
    assert in_hand(game, "Jarad, Golgari Lich Lord")
    assert sorted(_graveyard(game)) == ["Forest", "Overgrown Tomb"]


# -- "Sacrifice enchanted creature" on an Aura (CR 701.17a, 118.3) --------------------------

@plays("Bloodfire Infusion", "cost.sacrifice_host")
def test_701_17a_bloodfire_infusion_sacrifices_its_creature_for_its_power():
    """CR 701.17a, 118.3, 608.2h, 113.7a: "{R}, Sacrifice enchanted creature: This Aura
    deals damage equal to the sacrificed creature's power to each creature." Craw Wurm (6/4)
    is sacrificed; the Aura goes to the graveyard too (CR 704.5m) but its ability still
    deals 6 damage to each creature: Grizzly Bears and Wind Drake die."""
    game = board(["Craw Wurm", "Mountain", "Wind Drake"], ["Grizzly Bears"])
    _enchant(game, "Bloodfire Infusion", "Craw Wurm")
    game.act("activate Bloodfire Infusion")
    assert "Craw Wurm" in _graveyard(game)
    resolve(game)
    assert not {"Grizzly Bears", "Wind Drake", "Bloodfire Infusion"} & set(names(game))


@plays("Betrothed of Fire", "cost.sacrifice_host")
def test_701_17a_betrothed_of_fire_only_on_a_creature_you_control():
    """CR 701.17a: "Sacrifice enchanted creature: Creatures you control get +2/+0 until end of
    turn." On Bob's Grizzly Bears Alice can't sacrifice it (only her own permanents); on her
    own Grizzly Bears she can, and her Wind Drake gets +2/+0."""
    game = board(["Wind Drake"], ["Grizzly Bears"])
    _enchant(game, "Betrothed of Fire", "Grizzly Bears")
    assert not any(a.startswith("activate Betrothed of Fire:2")
                   for a in _activations(game, "Betrothed of Fire"))
    with pytest.raises(IllegalAction):
        game.act("activate Betrothed of Fire:2")
    game = board(["Wind Drake", "Grizzly Bears"], [])
    _enchant(game, "Betrothed of Fire", "Grizzly Bears")
    game.act("activate Betrothed of Fire:2")
    resolve(game)
    drake = game.state.objects[obj(game, "Wind Drake")]
    assert characteristics(game.state, drake).power == 4
    assert "Grizzly Bears" in _graveyard(game)


# -- "Tap N untapped tokens you control" (CR 111.1, 118.3, 302.6) ---------------------------

@plays("Tangle Tumbler", "cost.tap_untapped_tokens")
def test_302_6_tangle_tumbler_taps_two_new_tokens():
    """CR 111.1, 118.3, 302.6: "Tap two untapped tokens you control: This Vehicle becomes an
    artifact creature until end of turn." The two Soldier tokens Raise the Alarm just made
    pay it though summoning sick (the cost isn't their {T}); Grizzly Bears, not a token,
    can't. The Vehicle becomes a 6/6 artifact creature."""
    game = board(["Tangle Tumbler", "Plains", "Plains", "Grizzly Bears"], [],
                 hands=(["Raise the Alarm"], []))
    assert _activations(game, "Tangle Tumbler") == set()
    cast(game, "Raise the Alarm")
    resolve(game)
    assert _activations(game, "Tangle Tumbler") == {
        "activate Tangle Tumbler:2 tapping Soldier, Soldier"}
    game.act("activate Tangle Tumbler:2 tapping Soldier, Soldier")
    assert all(game.state.objects[obj(game, "Soldier", k)].tapped for k in (0, 1))
    resolve(game)
    chars = characteristics(game.state, game.state.objects[obj(game, "Tangle Tumbler")])
    assert "Creature" in chars.types and (chars.power, chars.toughness) == (6, 6)


# -- "Put a card from your hand on top of your library" (CR 118.3, 401.1) -------------------

@plays("Leashling", "cost.hand_to_top")
def test_401_1_leashling_puts_a_card_from_the_hand_on_top_of_the_library():
    """CR 118.3, 401.1, 601.2h: "Put a card from your hand on top of your library: Return this
    creature to its owner's hand." With an empty hand it can't be activated; with Shock and
    Island either may be chosen: Shock goes on top of Alice's library (her next draw) and
    Leashling returns to her hand."""
    game = board(["Leashling"], [])
    assert _activations(game, "Leashling") == set()
    game = board(["Leashling"], [], hands=(["Shock", "Island"], []))
    assert _activations(game, "Leashling") == {"activate Leashling putting Shock",
                                               "activate Leashling putting Island"}
    _round_trip(game)
    game.act("activate Leashling putting Shock")
    library = game.state.players[0].library
    assert game.state.objects[library[-1]].name == "Shock"        # the top card
    resolve(game)
    assert "Leashling" not in names(game)
    assert {game.state.objects[i].name for i in game.state.players[0].hand} == {
        "Island", "Leashling"}


# -- "Pay N life for each <countable>" (CR 601.2f, 119.4) -----------------------------------

@plays("Tornado", "cost.life_for_each")
def test_601_2f_tornado_pays_three_life_per_velocity_counter():
    """CR 601.2f, 119.4, 602.5b: "{2}{G}, Pay 3 life for each velocity counter on this
    enchantment: Destroy target permanent and put a velocity counter on this enchantment.
    Activate only once each turn." With two velocity counters Alice pays 6 life; Grizzly
    Bears is destroyed and Tornado gets a third counter. With none it costs no life."""
    game = board(["Tornado", "Forest", "Forest", "Forest"], ["Grizzly Bears"])
    tornado = _counters(game, "Tornado", velocity=2)
    game.act("activate Tornado targeting Grizzly Bears")
    assert game.state.players[0].life == 14
    resolve(game)
    assert "Grizzly Bears" not in names(game)
    assert game.state.objects[tornado].counters["velocity"] == 3
    game = board(["Tornado", "Forest", "Forest", "Forest"], ["Grizzly Bears"])
    game.act("activate Tornado targeting Grizzly Bears")
    assert game.state.players[0].life == 20
