"""Statics (4): Auras and Equipment that set what the creature they're attached to is (its
types, colours, abilities, base power and toughness), cost rules and conditions of static
abilities (CR 205.1a, 604, 611.3a, 613.1d-f, 613.4b)."""

from __future__ import annotations

from boards import board
from test_oracle_play import (
    BOB,
    Action,
    activate,
    cast,
    chars,
    choose,
    choose_targets,
    obj,
    plays,
    resolve,
)

from tolaria.rules.combat import why_cant_attack


def _to_attackers(game) -> None:
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    assert game.decision.kind == "attackers"


def _blocks(game) -> set[tuple[int, int]]:
    """The blocks Bob may declare (none asked if no creature can block)."""
    while game.decision.kind == "priority" and game.state.step == "declare attackers":
        game.act(Action("pass", game.decision.player))
    if game.decision.kind != "blockers":
        return set()
    return {pair for a in game.legal_actions() if a.kind == "block" for pair in a.choice}


# -- "Enchanted creature is a <type> ..." (CR 205.1a, 613.1d-f, 613.4b) ---------------------


@plays("Frogify", "animation.attached_creature_is")
def test_205_1a_frogify_makes_an_artifact_creature_a_blue_frog_creature_only():
    """"is a blue Frog creature": its card types and subtypes are replaced, so Ornithopter
    is no longer an artifact or a Thopter; it loses flying and is a blue 1/1."""
    game = board(["Island", "Island"], ["Ornithopter"], hands=(["Frogify"], []))
    thopter = obj(game, "Ornithopter")
    cast(game, "Frogify", thopter)
    resolve(game)
    c = chars(game, thopter)
    assert c.types == frozenset({"Creature"}) and c.subtypes == frozenset({"Frog"})
    assert c.colors == frozenset({"U"}) and not c.keywords
    assert (c.power, c.toughness) == (1, 1)


@plays("Lignify", "animation.attached_creature_is")
def test_205_1a_lignify_replaces_only_the_creature_types():
    """"is a Treefolk" without "creature": Ornithopter stays an artifact creature, a
    Treefolk 0/4 with no abilities; its colour is unchanged."""
    game = board(["Forest", "Forest"], ["Ornithopter"], hands=(["Lignify"], []))
    thopter = obj(game, "Ornithopter")
    cast(game, "Lignify", thopter)
    resolve(game)
    c = chars(game, thopter)
    assert c.types == frozenset({"Artifact", "Creature"})
    assert c.subtypes == frozenset({"Treefolk"}) and not c.colors and not c.keywords
    assert (c.power, c.toughness) == (0, 4)


@plays("Deep Freeze", "animation.attached_base_traits")
def test_613_1f_deep_freeze_keeps_the_defender_it_gives_and_removes_the_rest():
    """Serra Angel enchanted: a 0/4 white and blue Angel Wall with defender only (the
    abilities it loses are the others: the effect's own defender stays)."""
    game = board(["Island", "Island", "Island"], ["Serra Angel"], hands=(["Deep Freeze"], []))
    angel = obj(game, "Serra Angel")
    cast(game, "Deep Freeze", angel)
    resolve(game)
    c = chars(game, angel)
    assert c.keywords == frozenset({"defender"})
    assert c.subtypes == frozenset({"Angel", "Wall"}) and c.colors == frozenset({"W", "U"})
    assert (c.power, c.toughness) == (0, 4)


@plays("Fog on the Barrow-Downs", "animation.attached_creature_is")
def test_205_1a_fog_on_the_barrow_downs_spirit_that_cant_attack():
    game = board(["Plains", "Plains", "Plains", "Grizzly Bears"], [],
                 hands=(["Fog on the Barrow-Downs"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Fog on the Barrow-Downs", bears)
    resolve(game)
    assert chars(game, bears).subtypes == frozenset({"Spirit"})
    assert why_cant_attack(game.state, game.state.objects[bears], 0) is not None


@plays("Wrecking Ball Arm", "animation.attached_base_traits")
def test_509_1b_wrecking_ball_arm_7_7_not_blocked_by_small_creatures():
    """Equipped Grizzly Bears are 7/7; Bob's 2/2 Bears can't block them."""
    game = board(["Wrecking Ball Arm", "Grizzly Bears"] + ["Wastes"] * 7,
                 ["Grizzly Bears", "Hill Giant"])
    arm, mine = obj(game, "Wrecking Ball Arm"), obj(game, "Grizzly Bears")
    activate(game, arm, mine, index=1)                  # Equip {7}
    resolve(game)
    c = chars(game, mine)
    assert (c.power, c.toughness) == (7, 7)
    _to_attackers(game)
    game.act(Action("attack", 0, choice=((mine, BOB),)))
    assert _blocks(game) == {(obj(game, "Hill Giant"), mine)}


@plays("Octopus Umbra", "animation.attached_base_traits")
def test_613_1f_octopus_umbra_grants_its_attack_trigger():
    """The enchanted Bears are 8/8 and, attacking, tap Bob's Serra Angel."""
    game = board(["Island"] * 5 + ["Grizzly Bears"], ["Serra Angel"],
                 hands=(["Octopus Umbra"], []))
    bears, angel = obj(game, "Grizzly Bears"), obj(game, "Serra Angel")
    cast(game, "Octopus Umbra", bears)
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (8, 8)
    _to_attackers(game)
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    choose_targets(game, angel)
    resolve(game)
    if game.decision.kind == "yes_no":
        choose(game, "yes")
    assert game.state.objects[angel].tapped
