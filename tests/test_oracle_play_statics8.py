"""Statics (8): "You can't cast <spells>." (CR 101.2, 601.3); "That creature can't be
regenerated." after destroying one creature (CR 701.15c); "<Subtype>s you control and other
<subtype>s you control" (CR 205.3m, 109.5)."""

from __future__ import annotations

from boards import board, ids, to_blockers
from test_oracle_play import (
    Action,
    activate,
    cast,
    chars,
    choose_targets,
    grave,
    in_hand,
    obj,
    plays,
    resolve,
)


def _castable(game, name: str, player: int = 0) -> bool:
    oid = in_hand(game, name, player)
    return any(a.kind == "cast" and a.object == oid for a in game.legal_actions())


# -- You can't cast <spells>. (CR 101.2, 601.3) ----------------------------------------------

@plays("Steel Golem", "static.cant_cast")
def test_101_2_steel_golem_its_controller_cant_cast_creature_spells():
    game = board(["Steel Golem", "Forest", "Forest", "Mountain"], [],
                 hands=(["Grizzly Bears", "Lightning Bolt"], []))
    assert not _castable(game, "Grizzly Bears")
    assert _castable(game, "Lightning Bolt")                # not a creature spell
    game = board(["Forest", "Forest"], ["Steel Golem"], hands=(["Grizzly Bears"], []))
    assert _castable(game, "Grizzly Bears")                 # Bob's Golem: only Bob can't


@plays("Nikya of the Old Ways", "static.cant_cast")
def test_601_3_nikya_its_controller_cant_cast_noncreature_spells():
    game = board(["Nikya of the Old Ways", "Forest", "Forest", "Mountain"], [],
                 hands=(["Grizzly Bears", "Lightning Bolt"], []))
    assert not _castable(game, "Lightning Bolt")
    assert _castable(game, "Grizzly Bears")
    game = board(["Forest", "Mountain"], [], hands=(["Lightning Bolt"], []))
    assert _castable(game, "Lightning Bolt")


# -- That creature can't be regenerated. (CR 701.15c) -----------------------------------------

@plays("Nekrataal", "trigger.enters", "effect.destroy")
def test_701_15c_nekrataal_destroys_a_shielded_creature_it_cant_regenerate():
    """Bob's River Boa has a regeneration shield; Nekrataal's trigger destroys it anyway."""
    game = board(["Swamp"] * 4, ["River Boa", "Forest"], hands=(["Nekrataal"], []))
    boa = obj(game, "River Boa")
    cast(game, "Nekrataal")
    game.act(Action("pass", 0))
    activate(game, boa, player=1)                 # a regeneration shield, before Nekrataal
    resolve(game)                                 # the shield, Nekrataal, its trigger
    assert ids(game, "Nekrataal") and "River Boa" in grave(game, 1)


@plays("Stormscape Battlemage", "keyword.kicker_two", "trigger.if_kicked_with",
       "effect.destroy")
def test_701_15c_stormscape_battlemage_kicked_destroys_without_regeneration():
    game = board(["Island", "Plains", "Swamp", "Swamp", "Swamp", "Swamp"],
                 ["River Boa", "Forest"], hands=(["Stormscape Battlemage"], []))
    boa = obj(game, "River Boa")
    game.act(game.parse("cast Stormscape Battlemage with kicker {2}{B}"))
    resolve(game)
    assert game.decision.kind == "targets"
    choose_targets(game, boa)
    game.act(Action("pass", 0))
    activate(game, boa, player=1)                 # a shield in response: it doesn't help
    resolve(game)
    assert "River Boa" in grave(game, 1)


@plays("Mephitic Ooze", "trigger.damage", "effect.destroy")
def test_701_15c_mephitic_ooze_destroys_the_creature_it_damaged_without_regeneration():
    """"Whenever this creature deals combat damage to a creature, destroy that creature. The
    creature can't be regenerated.": River Boa blocks with two shields; the 1 damage is
    lethal and uses one (CR 701.15a); the trigger's destruction ignores the other."""
    game = board(["Mephitic Ooze", "Ornithopter"], ["River Boa", "Forest", "Forest"])
    ooze, boa = obj(game, "Mephitic Ooze"), obj(game, "River Boa")
    to_blockers(game, ooze)
    game.act(Action("block", 1, choice=((boa, ooze),)))
    for _ in range(2):
        game.act(Action("pass", 0))
        activate(game, boa, player=1)             # two regeneration shields before damage
        resolve(game)
    assert game.state.step == "declare blockers" and boa in game.state.battlefield
    while "River Boa" not in grave(game, 1) and game.state.step != "end of combat":
        game.act(Action("pass", game.decision.player))
    assert "River Boa" in grave(game, 1) and ids(game, "Mephitic Ooze")


@plays("Parallax Dementia", "trigger.leaves", "phrase.attached", "effect.destroy")
def test_701_15c_parallax_dementia_leaving_destroys_the_creature_it_enchanted():
    """"When this Aura leaves the battlefield, destroy enchanted creature. That creature
    can't be regenerated.": the creature it was attached to as it last existed (CR 603.10a),
    destroyed through Bob's regeneration shield."""
    game = board(["Swamp", "Swamp", "Plains", "Plains"], ["River Boa", "Forest"],
                 hands=(["Parallax Dementia", "Disenchant"], []))
    boa = obj(game, "River Boa")
    cast(game, "Parallax Dementia", boa)
    resolve(game)
    dementia = obj(game, "Parallax Dementia")
    assert game.state.objects[dementia].attached_to == boa
    cast(game, "Disenchant", dementia)
    game.act(Action("pass", 0))
    activate(game, boa, player=1)                 # a regeneration shield, on top
    resolve(game)
    assert "Parallax Dementia" in grave(game, 0) and "River Boa" in grave(game, 1)


# -- <Subtype>s you control and other <subtype>s you control (CR 205.3m, 109.5) ---------------

@plays("Death Baron", "static.two_kinds_group", "static.anthem")
def test_109_5_death_baron_pumps_skeletons_and_other_zombies_not_itself():
    """"Skeletons you control and other Zombies you control get +1/+1 and have deathtouch.":
    Alice's Drudge Skeletons and Scathe Zombies do; Death Baron (a Zombie) and Bob's Zombie
    and Alice's Grizzly Bears don't."""
    game = board(["Death Baron", "Drudge Skeletons", "Scathe Zombies", "Grizzly Bears"],
                 ["Scathe Zombies"])
    baron, skeletons = obj(game, "Death Baron"), obj(game, "Drudge Skeletons")
    zombies, bears, bobs = obj(game, "Scathe Zombies"), obj(game, "Grizzly Bears"), \
        obj(game, "Scathe Zombies", 1)
    if game.state.objects[zombies].controller != 0:
        zombies, bobs = bobs, zombies
    for oid, pt in ((skeletons, (2, 2)), (zombies, (3, 3))):
        c = chars(game, oid)
        assert ((c.power, c.toughness), "deathtouch" in c.keywords) == (pt, True)
    for oid, pt in ((baron, (2, 2)), (bears, (2, 2)), (bobs, (2, 2))):
        c = chars(game, oid)
        assert ((c.power, c.toughness), "deathtouch" in c.keywords) == (pt, False)
