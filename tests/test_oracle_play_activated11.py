"""Activated abilities compiled from Oracle text, played (eleventh file): mana abilities
adding X mana in any combination of colors, X counted as the ability is activated
(CR 106.1a, 605.3a, 107.3)."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import activate, cast, in_hand, names, obj, plays, resolve

from tolaria import Action, Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.layers import characteristics
from tolaria.rules.zones import create_object


def _pool(game: Game, player: int = 0) -> str:
    return str(game.state.players[player].pool)


def _options(game: Game, name: str, index: int = 0) -> tuple[str, ...]:
    from tolaria.rules.mana_abilities import options
    source = game.state.objects[obj(game, name)]
    return options(game.state, source, source.card.activated[index])


def _in_graveyard(game: Game, name: str) -> int:
    found = create_object(game.state, card_def(name), 0, "graveyard").id
    game.state.changed()
    return found


def _exiled(game: Game) -> list[str]:
    return [o.name for o in game.state.objects.values() if o.zone == "exile"]


def _casts(game: Game, name: str) -> bool:
    oid = in_hand(game, name)
    return any(a.kind == "cast" and a.object == oid for a in game.legal_actions())


# -- Add X mana in any combination of colors, where X is <count> (CR 106.1a, 605.3a) ---------

@plays("Axebane Guardian", "mana.x_combination", "ability.mana")
def test_106_1a_axebane_guardian_adds_one_mana_per_defender_in_any_colours():
    """CR 106.1a, 605.3a: "{T}: Add X mana in any combination of colors, where X is the
    number of creatures you control with defender." With itself and two Walls X is 3: one
    option per multiset of three colours (35); it adds {W}{U}{G} at once, without the
    stack. A third Wall makes it four mana (70 options)."""
    game = board(["Axebane Guardian", "Wall of Wood", "Wall of Wood"], ["Wall of Wood"])
    found = _options(game, "Axebane Guardian")
    assert len(found) == 35 and "WUG" in found and "RRR" in found
    assert all(len(o) == 3 for o in found)          # the opponent's Wall isn't counted
    activate(game, obj(game, "Axebane Guardian"), choice=(found.index("WUG"),))
    assert all(f"{{{c}}}" in _pool(game) for c in "WUG")
    assert game.state.players[0].pool.total() == 3 and not game.state.stack
    game = board(["Axebane Guardian"] + ["Wall of Wood"] * 3, [])
    assert len(_options(game, "Axebane Guardian")) == 70


@plays("Axebane Guardian", "mana.x_combination")
def test_605_3a_axebane_guardian_pays_for_three_colours():
    """CR 605.3a, 106.1a: the payment planner activates it for the combination a spell
    needs: with two Walls it alone pays Mantis Rider's {R}{W}{U}."""
    game = board(["Axebane Guardian", "Wall of Wood", "Wall of Wood"], [],
                 hands=(["Mantis Rider"], []))
    assert _casts(game, "Mantis Rider")
    cast(game, "Mantis Rider")
    assert game.state.objects[obj(game, "Axebane Guardian")].tapped
    resolve(game)
    assert "Mantis Rider" in names(game)


@plays("Prismatic Geoscope", "mana.x_combination")
def test_106_1a_prismatic_geoscope_counts_basic_land_types_as_activated():
    """CR 106.1a, 605.3a, 305.6: "{T}: Add X mana in any combination of colors, where X is
    the number of basic land types among lands you control." Plains and two Islands are
    two types: two mana (15 options); a Swamp makes it three."""
    game = board(["Prismatic Geoscope", "Plains", "Island", "Island"], [])
    found = _options(game, "Prismatic Geoscope")
    assert len(found) == 15 and all(len(o) == 2 for o in found)
    activate(game, obj(game, "Prismatic Geoscope"), choice=(found.index("BR"),))
    assert game.state.players[0].pool.total() == 2
    assert "{B}" in _pool(game) and "{R}" in _pool(game)
    game = board(["Prismatic Geoscope", "Plains", "Island", "Swamp"], [])
    assert all(len(o) == 3 for o in _options(game, "Prismatic Geoscope"))


@plays("A-Vivi Ornitier", "mana.x_combination")
def test_106_1a_vivi_adds_its_power_in_blue_and_or_red():
    """CR 106.1a, 605.3a, 208.1: "{T}: Add X mana in any combination of {U} and/or {R},
    where X is Vivi Ornitier's power." A 0/3 adds nothing; with two +1/+1 counters it adds
    two mana, {U}{U}, {U}{R} or {R}{R}, read as it is activated."""
    game = board(["A-Vivi Ornitier"], [])
    assert _options(game, "A-Vivi Ornitier") == ()
    vivi = obj(game, "A-Vivi Ornitier")
    game.state.objects[vivi].counters["+1/+1"] = 2
    game.state.changed()
    found = _options(game, "A-Vivi Ornitier")
    assert sorted(found) == ["RR", "UR", "UU"]
    activate(game, vivi, choice=(found.index("UR"),))
    assert game.state.players[0].pool.total() == 2
    assert "{U}" in _pool(game) and "{R}" in _pool(game)


# -- Sacrifice a <permanent>: Add an amount of {B} equal to its mana value (CR 605.3a) -------

@plays("Priest of Yawgmoth", "mana.sacrificed_amount", "ability.mana")
def test_605_3a_priest_of_yawgmoth_adds_the_sacrificed_artifacts_mana_value():
    """CR 605.3a, 608.2h, 701.17a: "{T}, Sacrifice an artifact: Add an amount of {B} equal to
    the sacrificed artifact's mana value." Sacrificing Juggernaut (mana value 4) adds
    {B}{B}{B}{B} at once; sacrificing Ornithopter (mana value 0) adds nothing. Each is
    one option, whichever artifact is chosen."""
    game = board(["Priest of Yawgmoth", "Juggernaut", "Ornithopter"], [])
    priest = obj(game, "Priest of Yawgmoth")
    listed = [a for a in game.legal_actions() if a.kind == "activate" and a.object == priest]
    assert sorted(a.costs for a in listed) == sorted(
        [(obj(game, "Juggernaut"),), (obj(game, "Ornithopter"),)])
    activate(game, priest, costs=(obj(game, "Juggernaut"),))
    assert _pool(game) == "{B}{B}{B}{B}" and not game.state.stack
    assert "Juggernaut" not in names(game) and game.state.objects[priest].tapped
    game = board(["Priest of Yawgmoth", "Ornithopter"], [])
    activate(game, obj(game, "Priest of Yawgmoth"), costs=(obj(game, "Ornithopter"),))
    assert game.state.players[0].pool.total() == 0 and "Ornithopter" not in names(game)


@plays("Illuminor Szeras", "mana.sacrificed_amount")
def test_605_3a_illuminor_szeras_reads_the_sacrificed_creature_as_it_last_existed():
    """CR 605.3a, 608.2h: "{T}, Sacrifice another creature: Add an amount of {B} equal to
    the sacrificed creature's mana value." Sacrificing Shivan Dragon (mana value 6) adds
    six {B}, enough to cast Sengir Vampire ({3}{B}{B}) with one left over."""
    game = board(["Illuminor Szeras", "Shivan Dragon"], [], hands=(["Sengir Vampire"], []))
    activate(game, obj(game, "Illuminor Szeras"), costs=(obj(game, "Shivan Dragon"),))
    assert _pool(game) == "{B}" * 6 and "Shivan Dragon" not in names(game)
    cast(game, "Sengir Vampire")
    resolve(game)
    assert "Sengir Vampire" in names(game) and _pool(game) == "{B}"


@plays("Slobad, Iron Goblin", "mana.sacrificed_amount", "mana.spend_only")
def test_106_6_slobad_mana_only_for_artifacts():
    """CR 605.3a, 106.6: "{T}, Sacrifice an artifact: Add an amount of {R} equal to the
    sacrificed artifact's mana value. Spend this mana only to cast artifact spells or
    activate abilities of artifacts." Juggernaut's {R}{R}{R}{R} casts another Juggernaut
    but not Lightning Bolt."""
    game = board(["Slobad, Iron Goblin", "Juggernaut"], [],
                 hands=(["Juggernaut", "Lightning Bolt"], []))
    activate(game, obj(game, "Slobad, Iron Goblin"), costs=(obj(game, "Juggernaut"),))
    assert _pool(game) == "{R}" * 4
    with pytest.raises(IllegalAction, match="106.6|pay|mana"):
        cast(game, "Lightning Bolt", ("player", 1))
    cast(game, "Juggernaut")
    resolve(game)
    assert "Juggernaut" in names(game) and _pool(game) == ""


# -- Exile a card from your graveyard: ... the exiled card's power (CR 602.2b, 608.2h) -------

@plays("Dread Defiler", "quantity.cost_exiled")
def test_608_2h_dread_defiler_drains_the_exiled_cards_power():
    """CR 602.2b, 608.2h, 118.3: "{3}{C}, Exile a creature card from your graveyard: Target
    opponent loses life equal to the exiled card's power." Exiling Shivan Dragon (5/5) as
    the cost makes Bob lose 5 life as it resolves; the card is in exile by then."""
    game = board(["Dread Defiler", "Wastes"] + ["Mountain"] * 3, [])
    dragon = _in_graveyard(game, "Shivan Dragon")
    _in_graveyard(game, "Lightning Bolt")
    activate(game, obj(game, "Dread Defiler"), ("player", 1), costs=(dragon,))
    assert dragon not in game.state.players[0].graveyard
    resolve(game)
    assert game.state.players[1].life == 15


@plays("Necropolis", "quantity.cost_exiled")
def test_608_2h_necropolis_grows_by_the_exiled_cards_mana_value():
    """CR 602.2b, 608.2h, 122.1: "Exile a creature card from your graveyard: Put X +0/+1
    counters on this creature, where X is the exiled card's mana value." Exiling Sengir
    Vampire (mana value 5) puts five +0/+1 counters on the 0/1: 0/6."""
    game = board(["Necropolis"], [])
    vampire = _in_graveyard(game, "Sengir Vampire")
    necropolis = obj(game, "Necropolis")
    activate(game, necropolis, costs=(vampire,))
    resolve(game)
    assert game.state.objects[necropolis].counters == {"+0/+1": 5}
    chars = characteristics(game.state, game.state.objects[necropolis])
    assert (chars.power, chars.toughness) == (0, 6)


# -- Exile this card from your hand: Add {R} (CR 605.1a, 605.3a, 113.6k) ---------------------

@plays("Simian Spirit Guide", "cost.exile_self_from_hand", "ability.mana")
def test_605_3a_simian_spirit_guide_exiled_from_hand_adds_red_without_the_stack():
    """CR 113.6k, 605.1a, 605.3a: "Exile this card from your hand: Add {R}." A mana
    ability that works from the hand: activated, the card is exiled and {R} is added at
    once (nothing on the stack), enough to cast Lightning Bolt with no land."""
    game = board([], [], hands=(["Simian Spirit Guide", "Lightning Bolt"], []))
    guide = in_hand(game, "Simian Spirit Guide")
    listed = [a for a in game.legal_actions() if a.kind == "activate" and a.object == guide]
    assert len(listed) == 1
    assert game.parse(game.notation(listed[0])) == listed[0]
    game.act(listed[0])
    assert _pool(game) == "{R}" and not game.state.stack
    assert _exiled(game) == ["Simian Spirit Guide"]
    assert guide not in game.state.players[0].hand
    cast(game, "Lightning Bolt", ("player", 1))
    resolve(game)
    assert game.state.players[1].life == 17


@plays("Elvish Spirit Guide", "cost.exile_self_from_hand")
def test_113_6k_elvish_spirit_guide_works_only_from_the_hand():
    """CR 113.6k, 602.2: "Exile this creature from your hand: Add {G}." On the battlefield
    the ability can't be activated; from the hand it adds {G}."""
    game = board(["Elvish Spirit Guide"], [], hands=(["Elvish Spirit Guide"], []))
    in_play = obj(game, "Elvish Spirit Guide")
    guide = in_hand(game, "Elvish Spirit Guide")
    acts = [a for a in game.legal_actions() if a.kind == "activate"]
    assert [a.object for a in acts] == [guide] and in_play != guide
    game.act(acts[0])
    assert _pool(game) == "{G}" and _exiled(game) == ["Elvish Spirit Guide"]
    assert "Elvish Spirit Guide" in names(game)


@plays("Vivi Ornitier", "mana.x_combination", "ability.your_turn")
def test_602_5b_vivi_ornitier_mana_only_during_your_turn_once_each_turn():
    """CR 602.5b, 605.3a, 106.1a: "{0}: Add X mana in any combination of {U} and/or {R},
    where X is Vivi Ornitier's power. Activate only during your turn and only once each
    turn." With power 2 it adds {U}{R} once on Alice's turn; a second activation that turn
    is refused, and on Bob's turn it can't be activated."""
    game = board(["Vivi Ornitier"], [])
    vivi = obj(game, "Vivi Ornitier")
    game.state.objects[vivi].counters["+1/+1"] = 2
    game.state.changed()
    found = _options(game, "Vivi Ornitier")
    assert sorted(found) == ["RR", "UR", "UU"]
    activate(game, vivi, choice=(found.index("UR"),))
    assert game.state.players[0].pool.total() == 2
    assert not [a for a in game.legal_actions() if a.kind == "activate" and a.object == vivi]
    with pytest.raises(IllegalAction):
        activate(game, vivi, choice=(0,))
    game = board([], ["Vivi Ornitier"])
    vivi = obj(game, "Vivi Ornitier")
    game.state.objects[vivi].counters["+1/+1"] = 2
    game.state.changed()
    game.act(Action("pass", 0))
    assert game.decision.player == 1
    assert not [a for a in game.legal_actions() if a.kind == "activate" and a.object == vivi]
    with pytest.raises(IllegalAction):
        game.act(Action("activate", 1, vivi, ability=0, choice=(0,)))
