"""Activated abilities compiled from Oracle text, played (eighth file): mana abilities
adding four or five mana in any combination of colors (CR 106.1a, 605.3b), and a storage
land's "Add X mana in any combination of colors" with its spending restriction
(CR 107.3, 106.6)."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import activate, cast, choose, in_hand, names, obj, plays, resolve

from tolaria import Action, Game, IllegalAction


def _pool(game: Game, player: int = 0) -> str:
    return str(game.state.players[player].pool)


def _casts(game: Game, name: str) -> bool:
    oid = in_hand(game, name)
    return any(a.kind == "cast" and a.object == oid for a in game.legal_actions())


# -- Add four / five mana in any combination of colors (CR 106.1a, 605.3b) ---------------------

@plays("Baxter Building", "ability.mana_combination_more", "ability.mana_cost")
def test_106_1a_baxter_building_adds_four_mana_in_any_combination_of_colors():
    """CR 106.1a, 605.3b: "{4}, {T}: Add four mana in any combination of colors." One option
    per multiset of four colours (70 of them), chosen as it resolves; its {4} is paid by
    the Mountains first (CR 601.2g)."""
    game = board(["Baxter Building"] + ["Mountain"] * 4, [])
    baxter = obj(game, "Baxter Building")
    options = game.state.objects[baxter].card.activated[1].mana
    assert len(options) == 70 and "WUBR" in options and "GGGG" in options
    activate(game, baxter, index=1, choice=(options.index("WUUG"),))
    assert game.state.players[0].pool.total() == 4
    assert _pool(game).count("{U}") == 2 and "{W}" in _pool(game) and "{G}" in _pool(game)
    assert all(game.state.objects[i].tapped for i in ids(game, "Mountain"))
    assert game.state.objects[baxter].tapped and not game.state.stack      # CR 605.3a


@plays("Cascading Cataracts", "ability.mana_combination_more")
def test_605_3b_cascading_cataracts_five_colours_pay_for_niv_mizzet():
    """CR 106.1a, 605.3b: "{5}, {T}: Add five mana in any combination of colors." The
    payment planner taps the five Mountains for its {5} and it for {W}{U}{B}{R}{G}:
    Niv-Mizzet Reborn is castable and cast with nothing else."""
    game = board(["Cascading Cataracts"] + ["Mountain"] * 5, [],
                 hands=(["Niv-Mizzet Reborn"], []))
    options = game.state.objects[obj(game, "Cascading Cataracts")].card.activated[1].mana
    assert len(options) == 126 and "WUBRG" in options
    assert _casts(game, "Niv-Mizzet Reborn")
    cast(game, "Niv-Mizzet Reborn")
    assert all(game.state.objects[i].tapped for i in ids(game, "Mountain"))
    assert game.state.objects[obj(game, "Cascading Cataracts")].tapped
    resolve(game)
    assert "Niv-Mizzet Reborn" in names(game)


@plays("Realm-Scorcher Hellkite", "ability.mana_combination_more", "keyword.bargained")
def test_106_1a_bargained_realm_scorcher_hellkite_adds_four_mana_of_the_chosen_colours():
    """CR 702.166b, 106.1a, 605.3b: "When this creature enters, if it was bargained, add
    four mana in any combination of colors." Its controller chooses the combination as
    the ability resolves; unbargained, it adds nothing."""
    for bargained in (False, True):
        game = board(["Mountain"] * 6 + ["Ornithopter"], [],
                     hands=(["Realm-Scorcher Hellkite"], []))
        bargain = ("bargain", obj(game, "Ornithopter")) if bargained else ()
        cast(game, "Realm-Scorcher Hellkite", costs=bargain)
        resolve(game)
        if not bargained:
            assert _pool(game) == "" and not game.state.stack
            continue
        assert game.decision.kind == "choose" and len(game.decision.options) == 70
        choose(game, "BBRG")
        assert game.state.players[0].pool.total() == 4
        assert _pool(game).count("{B}") == 2 and "{R}" in _pool(game) and "{G}" in _pool(game)


# -- Remove X storage counters: Add X mana in any combination of colors (CR 107.3, 106.6) ----

@plays("Crucible of the Spirit Dragon", "cost.remove_counters_x", "mana.counters_x_colors",
       "mana.spend_only")
def test_106_6_crucible_of_the_spirit_dragon_mana_for_dragons_only():
    """CR 107.3, 106.1a, 106.6: "{T}, Remove X storage counters from this land: Add X mana
    in any combination of colors. Spend this mana only to cast Dragon spells or activate
    abilities of Dragons." With two counters removed its {R}{R} pays for Shivan Dragon
    with four Mountains, but it can't pay for Lightning Bolt."""
    game = board(["Crucible of the Spirit Dragon"] + ["Mountain"] * 4, [],
                 hands=(["Shivan Dragon", "Lightning Bolt"], []))
    crucible = obj(game, "Crucible of the Spirit Dragon")
    game.state.objects[crucible].counters["storage"] = 3
    game.state.changed()
    for m in ids(game, "Mountain"):
        game.state.objects[m].tapped = True
    game.state.changed()
    ability = game.state.objects[crucible].card.activated[2]
    game.act(Action("activate", 0, crucible, ability=2, x=2, choice=(
        _two_options(ability).index("RR"),)))
    assert _pool(game) == "{R}{R}" and game.state.objects[crucible].counters == {"storage": 1}
    with pytest.raises(IllegalAction):
        cast(game, "Lightning Bolt", 1)                  # not a Dragon spell (CR 106.6)
    for m in ids(game, "Mountain"):
        game.state.objects[m].tapped = False
    game.state.changed()
    cast(game, "Shivan Dragon")
    resolve(game)
    assert "Shivan Dragon" in names(game) and _pool(game) == ""


def _two_options(ability) -> tuple[str, ...]:
    from tolaria.rules.mana_abilities import with_counters_x
    return with_counters_x(ability, 2).mana


# -- {X}, Remove X <kind> counters: one X (CR 107.3, 601.2f) ----------------------------------

@plays("Chamber Sentry", "ability.mana_x_counters_x", "cost.remove_counters_x",
       "ability.counters_x")
def test_107_3_chamber_sentry_pays_x_and_removes_x_counters_for_x_damage():
    """CR 107.3, 601.2f, 118.3: "{X}, {T}, Remove X +1/+1 counters from this creature: It
    deals X damage to any target." X is one number: with three counters and two lands,
    X can be 0 to 2 (X = 3 can't be paid); X = 2 taps both lands, leaves one counter and
    deals 2 damage to Bob. (Glorious Anthem keeps the 0/0 alive before its counters.)"""
    game = board(["Chamber Sentry", "Glorious Anthem", "Plains", "Plains"], [])
    sentry = obj(game, "Chamber Sentry")
    game.state.objects[sentry].counters["+1/+1"] = 3
    game.state.changed()
    xs = {a.x for a in game.legal_actions() if a.kind == "activate" and a.object == sentry}
    assert xs == {0, 1, 2}
    with pytest.raises(IllegalAction):
        game.act(Action("activate", 0, sentry, ability=0, x=3, targets=(("player", 1),)))
    action = Action("activate", 0, sentry, ability=0, x=2, targets=(("player", 1),))
    assert game.parse(game.notation(action)) == action
    game.act(action)
    assert all(game.state.objects[i].tapped for i in ids(game, "Plains"))
    assert game.state.objects[sentry].counters == {"+1/+1": 1}
    resolve(game)
    assert game.state.players[1].life == 18


@plays("Talon of Pain", "ability.mana_x_counters_x", "cost.remove_counters_x")
def test_601_2f_talon_of_pain_x_charge_counters_and_x_mana():
    """CR 107.3, 601.2f: "{X}, {T}, Remove X charge counters from this artifact: It deals X
    damage to any target." X = 3 pays {3} and removes all three counters; 3 damage kills
    Bob's Hill Giant."""
    game = board(["Talon of Pain"] + ["Mountain"] * 3, ["Hill Giant"])
    talon = obj(game, "Talon of Pain")
    game.state.objects[talon].counters["charge"] = 3
    game.state.changed()
    game.act(Action("activate", 0, talon, ability=0, x=3,
                    targets=(("object", obj(game, "Hill Giant")),)))
    assert all(game.state.objects[i].tapped for i in ids(game, "Mountain"))
    assert not game.state.objects[talon].counters.get("charge")
    resolve(game)
    assert "Hill Giant" not in names(game)


# -- Remove X <kind> counters: Add X mana of any one color (CR 107.3, 106.1a) -----------------

def _x_options(game: Game, oid: int, index: int, x: int) -> tuple[str, ...]:
    from tolaria.rules.mana_abilities import with_counters_x
    return with_counters_x(game.state.objects[oid].card.activated[index], x).mana


@plays("Haruspex", "cost.remove_counters_x", "mana.counters_x_one_color")
def test_106_1a_haruspex_adds_x_mana_all_of_one_color():
    """CR 107.3, 106.1a, 605.3a: "{T}, Remove X +1/+1 counters from this creature: Add X
    mana of any one color." With X = 2 the options are two mana of one colour each (no
    mixed pair); {G}{G} pays for Grizzly Bears' {1}{G}."""
    game = board(["Haruspex"], [], hands=(["Grizzly Bears"], []))
    haruspex = obj(game, "Haruspex")
    game.state.objects[haruspex].counters["+1/+1"] = 3
    game.state.changed()
    options = _x_options(game, haruspex, 0, 2)
    assert options == ("WW", "UU", "BB", "RR", "GG")
    action = Action("activate", 0, haruspex, ability=0, x=2, choice=(options.index("GG"),))
    assert game.parse(game.notation(action)) == action
    game.act(action)
    assert _pool(game) == "{G}{G}" and game.state.objects[haruspex].counters == {"+1/+1": 1}
    cast(game, "Grizzly Bears")
    resolve(game)
    assert "Grizzly Bears" in names(game) and _pool(game) == ""


@plays("Petalmane Baku", "cost.remove_counters_x", "mana.counters_x_one_color",
       "ability.mana_cost")
def test_605_3a_petalmane_baku_pays_its_one_then_adds_x_of_one_color():
    """CR 605.3a, 107.3, 106.1a: "{1}, Remove X ki counters from this creature: Add X mana
    of any one color." Its {1} is paid by the Mountain; X = 3 removes all three ki
    counters for {U}{U}{U}."""
    game = board(["Petalmane Baku", "Mountain"], [])
    baku = obj(game, "Petalmane Baku")
    game.state.objects[baku].counters["ki"] = 3
    game.state.changed()
    options = _x_options(game, baku, 0, 3)
    game.act(Action("activate", 0, baku, ability=0, x=3, choice=(options.index("UUU"),)))
    assert _pool(game) == "{U}{U}{U}" and not game.state.objects[baku].counters.get("ki")
    assert game.state.objects[obj(game, "Mountain")].tapped
