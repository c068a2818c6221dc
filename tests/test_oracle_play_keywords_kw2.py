"""Play tests for keyword abilities: spree (CR 702.172, 700.2h), reconfigure (CR 702.151)."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import BOB, chars, choose_targets, grave, in_hand, obj, plays, resolve

from tolaria import Action, Game, IllegalAction

# -- spree (CR 702.172) ---------------------------------------------------------------------


def _cast_modes(game: Game) -> set:
    return {a.mode for a in game.legal_actions() if a.kind == "cast"}


@plays("Explosive Derailment", "keyword.spree", "spell.modal", "spell.modal_several")
def test_702_172a_spree_each_chosen_mode_adds_its_cost():
    """CR 702.172a, 700.2h: {R} plus {2} for each mode chosen: three Mountains pay for one
    mode, not both; five pay for both, and both happen."""
    game = board(["Mountain"] * 3, ["Hill Giant", "Ornithopter"],
                 hands=(["Explosive Derailment"], []))
    assert _cast_modes(game) == {0, 1}
    card = in_hand(game, "Explosive Derailment")
    giant, thopter = obj(game, "Hill Giant"), obj(game, "Ornithopter")
    with pytest.raises(IllegalAction):
        game.act(Action("cast", 0, card, targets=(("object", giant), ("object", thopter)),
                        mode=(0, 1)))
    game = board(["Mountain"] * 5, ["Hill Giant", "Ornithopter"],
                 hands=(["Explosive Derailment"], []))
    assert _cast_modes(game) == {0, 1, (0, 1)}
    action = game.parse("cast Explosive Derailment modes 1,2 targeting Hill Giant, "
                        "Ornithopter")
    assert action.mode == (0, 1) and game.notation(action).endswith(
        "modes 1,2 targeting Hill Giant, Ornithopter")
    assert Action.from_json(action.to_json()) == action
    game.act(action)
    assert all(game.state.objects[i].tapped for i in ids(game, "Mountain"))   # {R}{2}{2}
    resolve(game)
    assert sorted(grave(game, 1)) == ["Hill Giant", "Ornithopter"]


@plays("Explosive Derailment", "keyword.spree")
def test_702_172a_spree_one_mode_pays_only_its_cost():
    """CR 702.172a: the second mode alone costs {2}{R}: two of five Mountains stay
    untapped, and only the artifact is destroyed."""
    game = board(["Mountain"] * 5, ["Hill Giant", "Ornithopter"],
                 hands=(["Explosive Derailment"], []))
    game.act(game.parse("cast Explosive Derailment mode 2 targeting Ornithopter"))
    assert sum(not game.state.objects[i].tapped for i in ids(game, "Mountain")) == 2
    resolve(game)
    assert grave(game, 1) == ["Ornithopter"]
    assert ids(game, "Hill Giant")


@plays("Phantom Interference", "keyword.spree")
def test_702_172a_spree_needs_at_least_one_mode():
    """CR 702.172a, 601.2b: a spree spell is cast with one or more modes; with only {U}
    (no mode's cost payable) it can't be cast at all."""
    game = board(["Island"], [], hands=(["Phantom Interference"], []))
    assert _cast_modes(game) == set()
    card = in_hand(game, "Phantom Interference")
    with pytest.raises(IllegalAction):
        game.act(Action("cast", 0, card))
    game = board(["Island"] * 4, [], hands=(["Phantom Interference"], []))
    game.act(game.parse("cast Phantom Interference mode 1"))
    resolve(game)
    assert [game.state.objects[i].name for i in game.state.battlefield].count("Spirit") == 1


# -- reconfigure (CR 702.151) ---------------------------------------------------------------

def _attached(game: Game, name: str) -> int | None:
    return game.state.objects[obj(game, name)].attached_to


def _reconfigured(game: Game) -> Game:
    """Alice's Lizard Blades reconfigured onto her Grizzly Bears."""
    game.act(game.parse("activate Lizard Blades for reconfigure targeting Grizzly Bears"))
    resolve(game)
    return game


@plays("Lizard Blades", "keyword.reconfigure", "static.attached", "phrase.attached")
def test_702_151a_reconfigure_attaches_and_702_151b_stops_being_a_creature():
    """CR 702.151a: {2}: attach to another target creature you control (not itself, not
    Bob's); CR 702.151b, 301.5c: attached, it is an Equipment that isn't a creature and stays
    attached through state-based actions; the equipped creature has double strike."""
    game = board(["Mountain", "Mountain", "Lizard Blades", "Grizzly Bears"], ["Hill Giant"])
    blades, bears = obj(game, "Lizard Blades"), obj(game, "Grizzly Bears")
    assert chars(game, blades).is_creature
    targets = {a.targets for a in game.legal_actions()
               if a.kind == "activate" and a.object == blades}
    assert targets == {(("object", bears),)}
    action = game.parse("activate Lizard Blades for reconfigure targeting Grizzly Bears")
    assert game.parse(game.notation(action)) == action
    game.act(action)
    resolve(game)
    assert _attached(game, "Lizard Blades") == bears
    found = chars(game, blades)
    assert not found.is_creature and "Equipment" in found.subtypes and "Artifact" in found.types
    assert "double strike" in chars(game, bears).keywords


@plays("Lizard Blades", "keyword.reconfigure")
def test_702_151a_reconfigure_unattaches_only_while_attached():
    """CR 702.151a: the second ability works only while it is attached to a creature;
    unattached, it is a creature again (CR 702.151b) and the creature loses double strike."""
    game = board(["Mountain"] * 4 + ["Lizard Blades", "Grizzly Bears"], [])
    blades, bears = obj(game, "Lizard Blades"), obj(game, "Grizzly Bears")
    assert not game.is_legal(Action("activate", 0, blades, ability=1))
    _reconfigured(game)
    unattach = Action("activate", 0, blades, ability=1)
    assert game.notation(unattach) == "activate Lizard Blades:2"
    assert game.parse("activate Lizard Blades:2") == unattach
    game.act(unattach)
    resolve(game)
    assert _attached(game, "Lizard Blades") is None
    assert chars(game, blades).is_creature and chars(game, blades).power == 1
    assert "double strike" not in chars(game, bears).keywords


@plays("Lizard Blades", "keyword.reconfigure")
def test_702_151a_reconfigure_only_as_a_sorcery():
    """CR 702.151a, 307.1: not with a spell on the stack, not outside a main phase."""
    game = board(["Mountain"] * 3 + ["Lizard Blades", "Grizzly Bears"], [],
                 hands=(["Shock"], []))
    blades = obj(game, "Lizard Blades")
    game.act(game.parse("cast Shock targeting Bob"))
    assert not any(a.kind == "activate" and a.object == blades for a in game.legal_actions())
    game = board(["Mountain"] * 2 + ["Lizard Blades", "Grizzly Bears"], [],
                 step="beginning of combat")
    assert not any(a.kind == "activate" and a.object == blades for a in game.legal_actions())


@plays("Lizard Blades", "keyword.reconfigure")
def test_704_5n_reconfigured_equipment_falls_off_and_is_a_creature_again():
    """CR 704.5n, 702.151b: the equipped creature dies; the Equipment stays on the
    battlefield, unattached, a creature again."""
    game = board(["Mountain"] * 3 + ["Lizard Blades", "Grizzly Bears"], [],
                 hands=(["Lightning Bolt"], []))
    blades = obj(game, "Lizard Blades")
    _reconfigured(game)
    game.act(game.parse("cast Lightning Bolt targeting Grizzly Bears"))
    resolve(game)
    assert "Grizzly Bears" in grave(game)
    assert blades in game.state.battlefield and game.state.objects[blades].attached_to is None
    assert chars(game, blades).is_creature


# -- kicker {A} and/or {B} (CR 702.33b, 702.33d, 702.33f) -----------------------------------

BATTLEMAGE = "Thornscape Battlemage"


@plays(BATTLEMAGE, "keyword.kicker_two", "trigger.if_kicked_with")
def test_702_33b_two_kicker_costs_each_paid_or_not():
    """CR 702.33b, 601.2b: "Kicker {R} and/or {W}": cast unkicked, with either kicker cost
    or with both, each announced by its cost; the plain "with kicker" names neither."""
    game = board(["Forest"] * 3 + ["Mountain", "Plains"], [], hands=([BATTLEMAGE], []))
    announced = {a.costs for a in game.legal_actions() if a.kind == "cast"}
    assert announced == {(), ("kicker {r}",), ("kicker {w}",), ("kicker {r}", "kicker {w}")}
    action = game.parse(f"cast {BATTLEMAGE} with kicker {{R}} with kicker {{W}}")
    assert action.costs == ("kicker {r}", "kicker {w}")
    assert game.notation(action).endswith("with kicker {R} with kicker {W}")
    assert game.parse(game.notation(action)) == action
    card = in_hand(game, BATTLEMAGE)
    assert not game.is_legal(Action("cast", 0, card, costs=("kicker",)))
    assert not game.is_legal(Action("cast", 0, card, costs=("kicker {r}", "kicker {r}")))


@plays(BATTLEMAGE, "keyword.kicker_two", "trigger.if_kicked_with")
def test_702_33f_kicked_with_its_r_kicker_only_that_ability():
    """CR 702.33f, 603.4: kicked with its {R} kicker only ({2}{G}+{R}: four lands): the {R}
    ability deals 2 damage; the {W} one doesn't trigger, Bob's artifact stays."""
    game = board(["Forest"] * 3 + ["Mountain"], ["Ornithopter"], hands=([BATTLEMAGE], []))
    game.act(game.parse(f"cast {BATTLEMAGE} with kicker {{R}}"))
    assert all(game.state.objects[i].tapped for i in game.state.battlefield
               if game.state.objects[i].controller == 0)                # {2}{G} + {R}
    resolve(game)
    assert game.decision.kind == "targets"          # the {R} ability's; no {W} ability
    choose_targets(game, BOB)
    resolve(game)
    assert game.state.players[1].life == 18
    assert ids(game, "Ornithopter") and not game.state.stack


@plays(BATTLEMAGE, "keyword.kicker_two", "trigger.if_kicked_with")
def test_702_33d_kicked_with_both_kicker_costs():
    """CR 702.33d, 702.33f: both kicker costs paid: both abilities trigger."""
    game = board(["Forest"] * 3 + ["Mountain", "Plains"], ["Ornithopter"],
                 hands=([BATTLEMAGE], []))
    game.act(game.parse(f"cast {BATTLEMAGE} with kicker {{R}} with kicker {{W}}"))
    resolve(game)
    assert game.decision.kind == "order_triggers"   # both abilities trigger (CR 603.3b)
    game.act(game.parse("order 1, 2"))
    choose_targets(game, BOB)                       # the {W} one's only target is chosen
    resolve(game)
    assert game.state.players[1].life == 18
    assert "Ornithopter" in grave(game, 1)


@plays("Archangel of Wrath", "keyword.kicker_two", "trigger.if_kicked_with", "trigger.if_kicked")
def test_702_33d_kicked_twice_means_both_kicker_costs():
    """CR 702.33d: with one kicker cost paid it was kicked, not kicked twice: one ability
    triggers; with both, it was kicked twice: both do."""
    game = board(["Plains"] * 4 + ["Swamp"], [], hands=(["Archangel of Wrath"], []))
    game.act(game.parse("cast Archangel of Wrath with kicker {B}"))
    resolve(game)
    assert game.decision.kind == "targets"
    choose_targets(game, BOB)
    resolve(game)
    assert game.state.players[1].life == 18 and not game.state.stack
    game = board(["Plains"] * 4 + ["Swamp", "Mountain"], [],
                 hands=(["Archangel of Wrath"], []))
    game.act(game.parse("cast Archangel of Wrath with kicker {B} with kicker {R}"))
    resolve(game)
    game.act(game.parse("order 1, 2"))
    choose_targets(game, BOB)
    choose_targets(game, BOB)
    resolve(game)
    assert game.state.players[1].life == 16


@plays(BATTLEMAGE, "keyword.kicker_two")
def test_702_33d_each_kicker_cost_paid_is_a_time_kicked():
    """CR 702.33d, 400.7d: a spell with both its kicker costs paid was kicked two times, and
    the permanent it becomes remembers it; with one, once."""
    from tolaria.rules.keywords.multikicker import times_kicked
    for announced, times in (("with kicker {R} with kicker {W}", 2), ("with kicker {W}", 1)):
        game = board(["Forest"] * 3 + ["Mountain", "Plains"], [], hands=([BATTLEMAGE], []))
        game.act(game.parse(f"cast {BATTLEMAGE} {announced}"))
        spell = game.state.objects[game.state.stack[-1]]
        assert spell.kicked and times_kicked(spell) == times
        game.act(Action("pass", 0))
        game.act(Action("pass", 1))
        permanent = game.state.objects[obj(game, BATTLEMAGE)]
        assert permanent.kicked and times_kicked(permanent) == times
