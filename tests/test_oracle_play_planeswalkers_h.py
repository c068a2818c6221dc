"""Planeswalker lines played (eighth list): Chandra, Awakened Inferno's −X, whose damage
leaves a replacement effect on each permanent it was dealt to (CR 608.2c, 614.1a, 700.4),
and her other loyalty abilities (CR 114, 606)."""

from __future__ import annotations

from boards import ids
from test_oracle_play import activate, cast, grave, life, obj, plays, resolve, to_step
from test_oracle_play_planeswalkers import _walker

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.data.state import GameState
from tolaria.rules.zones import create_object

CHANDRA = "Chandra, Awakened Inferno"


def _exiled(state: GameState, player: int) -> list[str]:
    return [state.objects[i].name for i in state.players[player].exile]


def _minus_x(game, chandra: int, x: int, target: int) -> None:
    """Activate "[−X]" with X announced (CR 107.3, 606.4) and resolve it."""
    game.act(Action("activate", 0, chandra, ability=2, x=x, targets=(("object", target),)))
    resolve(game)


@plays(CHANDRA, "effect.exile_if_dealt_dies", "ability.loyalty_x")
def test_614_1a_chandra_creature_dealt_lethal_damage_is_exiled_not_put_into_graveyard():
    """CR 614.1a, 700.4, 704.5g: Hill Giant dealt 3 damage this way would die; it's exiled
    instead."""
    game, chandra = _walker([], ["Hill Giant"], CHANDRA, 6)
    _minus_x(game, chandra, 3, obj(game, "Hill Giant"))
    assert game.state.objects[chandra].counters["loyalty"] == 3
    assert "Hill Giant" not in grave(game, 1)
    assert _exiled(game.state, 1) == ["Hill Giant"]


@plays(CHANDRA, "effect.exile_if_dealt_dies")
def test_704_5i_chandra_planeswalker_left_with_no_loyalty_is_exiled():
    """CR 120.3c, 704.5i, 700.4, 614.1a: Bob's planeswalker dealt 3 damage loses 3 loyalty
    counters; put into the graveyard with none, it would die, so it's exiled instead."""
    game, chandra = _walker([], [], CHANDRA, 6)
    theirs = create_object(game.state, card_def("Chandra, Acolyte of Flame"), 1, "battlefield")
    theirs.counters["loyalty"] = 3
    game.state.changed()
    _minus_x(game, chandra, 3, theirs.id)
    assert not grave(game, 1)
    assert _exiled(game.state, 1) == ["Chandra, Acolyte of Flame"]


@plays(CHANDRA, "effect.exile_if_dealt_dies")
def test_608_2c_chandra_creature_dealt_nonlethal_damage_and_destroyed_later_is_exiled():
    """CR 608.2c, 614.1a, 701.7: Hill Giant survives 1 damage; destroyed later this turn, it
    would die, and it's exiled instead. Grizzly Bears, not dealt damage this way, dies
    (CR 700.4)."""
    game, chandra = _walker(["Swamp"] * 4, ["Hill Giant", "Grizzly Bears"], CHANDRA, 6,
                            hands=(["Doom Blade", "Doom Blade"], []))
    _minus_x(game, chandra, 1, obj(game, "Hill Giant"))
    assert ids(game, "Hill Giant")
    cast(game, "Doom Blade", obj(game, "Hill Giant"))
    resolve(game)
    cast(game, "Doom Blade", obj(game, "Grizzly Bears"))
    resolve(game)
    assert grave(game, 1) == ["Grizzly Bears"]
    assert _exiled(game.state, 1) == ["Hill Giant"]


@plays(CHANDRA, "effect.exile_if_dealt_dies")
def test_514_2_chandra_the_replacement_effect_ends_with_the_turn():
    """CR 514.2, 614.1a: the effect lasts "this turn"; destroyed on Bob's turn, the Hill
    Giant dealt damage this way dies normally."""
    game, chandra = _walker([], ["Hill Giant"], CHANDRA, 6,
                            hands=([], ["Doom Blade"]))
    _minus_x(game, chandra, 1, obj(game, "Hill Giant"))
    for _ in range(2):
        create_object(game.state, card_def("Swamp"), 1, "battlefield").since = 1
    to_step(game, "upkeep")
    to_step(game, "precombat main")
    assert game.state.active == 1
    cast(game, "Doom Blade", obj(game, "Hill Giant"), player=1)
    resolve(game)
    assert grave(game, 1) == ["Hill Giant", "Doom Blade"]
    assert not _exiled(game.state, 1)


@plays(CHANDRA, "effect.emblem", "trigger.step")
def test_114_4_chandra_plus_two_emblem_deals_1_damage_each_upkeep():
    """CR 114.1, 114.4, 606.4: "[+2]: Each opponent gets an emblem ...": Bob's emblem deals 1
    damage to him at the beginning of his upkeep (CR 503.1a)."""
    game, chandra = _walker([], [], CHANDRA, 6)
    activate(game, chandra, index=0)
    resolve(game)
    assert game.state.objects[chandra].counters["loyalty"] == 8
    assert life(game, 1) == 20
    to_step(game, "draw")
    assert game.state.active == 1 and life(game, 1) == 19 and life(game, 0) == 20


@plays(CHANDRA, "effect.damage_each", "phrase.filter")
def test_120_3_chandra_minus_three_spares_elementals():
    """CR 120.3, 704.5g: "[−3]: Chandra deals 3 damage to each non-Elemental creature.":
    Hill Giants on both sides die; the Elemental (Air Elemental, 4/4) is not dealt damage."""
    game, chandra = _walker(["Hill Giant"], ["Hill Giant", "Air Elemental"], CHANDRA, 6)
    activate(game, chandra, index=1)
    resolve(game)
    assert grave(game, 0) == ["Hill Giant"] and grave(game, 1) == ["Hill Giant"]
    assert game.state.objects[obj(game, "Air Elemental")].damage == 0
