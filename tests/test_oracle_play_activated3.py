"""Play tests: activated abilities whose cost removes X counters from their source and
whose effects use that X: the Baku, Cruel Sadist, Arcbound Javelineer, Infused Arrows (CR
107.3, 601.2b, 602.2b). X is announced as the ability is activated, from 0 to the
counters on it, and written `x=N` in the notation; the counters are removed as the cost is
paid (CR 601.2h), and the effects' X is that number as the ability resolves."""

from __future__ import annotations

import pytest
from boards import add_mana, board, ids
from test_oracle_play import cast, chars, names, obj, plays, resolve

from tolaria import Action, Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _counters(game: Game, name: str, kind: str, n: int) -> int:
    """A permanent that got `n` counters on earlier turns."""
    oid = ids(game, name)[0]
    game.state.objects[oid].counters[kind] = n
    game.state.changed()
    return oid


@plays("Cruel Sadist", "cost.remove_counters_x", "ability.counters_x", "ability.activated")
def test_107_3_cruel_sadist_deals_the_number_of_counters_removed():
    """CR 107.3, 601.2b, 602.2b: "{2}{B}, {T}, Remove X +1/+1 counters from this creature:
    It deals X damage to target creature." With three counters, X=2 removes two (it is
    then a 2/2) and deals 2 damage to Bob's Hill Giant."""
    game = board(["Cruel Sadist", "Swamp", "Swamp", "Swamp"], ["Hill Giant"])
    sadist = _counters(game, "Cruel Sadist", "+1/+1", 3)
    giant = obj(game, "Hill Giant")
    game.act("activate Cruel Sadist:2 x=2 targeting Hill Giant")
    assert game.state.objects[sadist].counters["+1/+1"] == 1          # CR 601.2h
    assert chars(game, sadist).power == 2
    resolve(game)
    assert game.state.objects[giant].damage == 2


@plays("Cruel Sadist", "cost.remove_counters_x", "ability.counters_x")
def test_118_3_cruel_sadist_cant_remove_more_counters_than_it_has():
    """CR 118.3, 107.3: X is from 0 to the +1/+1 counters on it; each is a legal action."""
    game = board(["Cruel Sadist", "Swamp", "Swamp", "Swamp"], ["Hill Giant"])
    sadist = _counters(game, "Cruel Sadist", "+1/+1", 1)
    listed = {game.notation(a) for a in game.legal_actions() if a.object == sadist}
    assert {"activate Cruel Sadist:2 x=0 targeting Hill Giant",
            "activate Cruel Sadist:2 x=1 targeting Hill Giant"} <= listed
    assert not any("x=2" in text for text in listed)
    with pytest.raises(IllegalAction, match="from 0 to 1"):
        game.act("activate Cruel Sadist:2 x=2 targeting Hill Giant")


@plays("Skullmane Baku", "cost.remove_counters_x", "ability.counters_x")
def test_107_3_skullmane_baku_gives_minus_x_for_the_ki_counters_removed():
    """CR 107.3, 611.2a: "{1}, {T}, Remove X ki counters from this creature: Target creature
    gets -X/-X until end of turn." Two ki counters removed: Bob's Hill Giant (3/3) is a 1/1
    until end of turn."""
    game = board(["Skullmane Baku", "Swamp"], ["Hill Giant"])
    baku = _counters(game, "Skullmane Baku", "ki", 2)
    giant = obj(game, "Hill Giant")
    game.act("activate Skullmane Baku x=2 targeting Hill Giant")
    resolve(game)
    assert not game.state.objects[baku].counters.get("ki")
    assert (chars(game, giant).power, chars(game, giant).toughness) == (1, 1)


@plays("Infused Arrows", "cost.remove_counters_x", "ability.counters_x")
def test_704_5f_infused_arrows_kills_with_the_charge_counters_removed():
    """CR 107.3, 704.5f: Infused Arrows with three charge counters removes all three: Bob's
    Hill Giant gets -3/-3 and dies."""
    game = board(["Infused Arrows"], ["Hill Giant"])
    _counters(game, "Infused Arrows", "charge", 3)
    game.act("activate Infused Arrows x=3 targeting Hill Giant")
    resolve(game)
    assert "Hill Giant" not in names(game)


@plays("Waxmane Baku", "cost.remove_counters_x", "ability.counters_x")
def test_601_2c_waxmane_baku_taps_as_many_targets_as_counters_removed():
    """CR 601.2b-c, 107.3: "{1}, Remove X ki counters from this creature: Tap X target
    creatures." X is announced before the targets are chosen: with X=2 it takes exactly
    two targets."""
    game = board(["Waxmane Baku", "Swamp"], ["Hill Giant", "Grizzly Bears", "Llanowar Elves"])
    _counters(game, "Waxmane Baku", "ki", 2)
    with pytest.raises(IllegalAction):
        game.act("activate Waxmane Baku x=2 targeting Hill Giant")
    game.act("activate Waxmane Baku x=2 targeting Hill Giant, Grizzly Bears")
    resolve(game)
    tapped = {n: game.state.objects[obj(game, n)].tapped
              for n in ("Hill Giant", "Grizzly Bears", "Llanowar Elves")}
    assert tapped == {"Hill Giant": True, "Grizzly Bears": True, "Llanowar Elves": False}


@plays("Arcbound Javelineer", "cost.remove_counters_x", "ability.counters_x")
def test_509_1_arcbound_javelineer_shoots_a_blocker():
    """CR 107.3, 509.1: "{T}, Remove X +1/+1 counters from this creature: It deals X damage
    to target attacking or blocking creature." Bob's Grizzly Bears blocks Alice's Hill
    Giant: it is a legal target, Bob's other Grizzly Bears isn't; X=2 kills it."""
    game = board(["Arcbound Javelineer", "Hill Giant"], ["Grizzly Bears", "Grizzly Bears"],
                 step="declare attackers")
    _counters(game, "Arcbound Javelineer", "+1/+1", 2)
    blocker, idle = ids(game, "Grizzly Bears")
    game.act("attack with Hill Giant")
    while game.decision.kind != "blockers":
        game.act("pass")
    game.act(Action("block", 1, choice=((blocker, obj(game, "Hill Giant")),)))
    while game.decision.player != 0:
        game.act("pass")
    shot = {a.targets[0] for a in game.legal_actions() if a.kind == "activate" and a.targets}
    assert ("object", blocker) in shot and ("object", idle) not in shot
    game.act("activate Arcbound Javelineer x=2 targeting Grizzly Bears")
    resolve(game)
    assert blocker not in game.state.battlefield and idle in game.state.battlefield


# -- "<permanents> that entered this turn" (CR 400.7, 403.3) --------------------------------

@plays("Raucous Entertainer", "phrase.entered_this_turn", "ability.activated")
def test_400_7_raucous_entertainer_counters_only_creatures_that_entered_this_turn():
    """CR 400.7, 122.1: "{1}, {T}: Put a +1/+1 counter on each creature you control that
    entered this turn." Grizzly Bears cast this turn gets one; Hill Giant and the
    Entertainer, there since an earlier turn, get none."""
    game = board(["Raucous Entertainer", "Hill Giant", "Forest", "Forest", "Forest"], [],
                 hands=(["Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    resolve(game)
    bears = obj(game, "Grizzly Bears")
    game.act("activate Raucous Entertainer")
    resolve(game)
    assert game.state.objects[bears].counters.get("+1/+1") == 1
    assert not game.state.objects[obj(game, "Hill Giant")].counters
    assert not game.state.objects[obj(game, "Raucous Entertainer")].counters


@plays("Drannith Ruins", "phrase.entered_this_turn")
def test_115_1_drannith_ruins_targets_only_a_creature_that_entered_this_turn():
    """CR 115.1, 400.7: "target non-Human creature that entered this turn": Grizzly Bears
    cast this turn is a legal target, Hill Giant (an earlier turn) isn't."""
    game = board(["Drannith Ruins", "Hill Giant", "Forest", "Forest"], [],
                 hands=(["Grizzly Bears"], []))
    add_mana(game, "{1}{G}")
    cast(game, "Grizzly Bears")
    resolve(game)
    with pytest.raises(IllegalAction):
        game.act("activate Drannith Ruins:2 targeting Hill Giant")
    game.act("activate Drannith Ruins:2 targeting Grizzly Bears")
    resolve(game)
    assert game.state.objects[obj(game, "Grizzly Bears")].counters.get("+1/+1") == 2


@plays("Force of Despair", "phrase.entered_this_turn")
def test_400_7_force_of_despair_destroys_the_creatures_that_entered_this_turn():
    """CR 400.7, 608.2h: "Destroy all creatures that entered this turn." Alice's Grizzly
    Bears cast this turn is destroyed; her Llanowar Elves and Bob's Hill Giant, there since
    earlier turns, stay."""
    game = board(["Swamp", "Swamp", "Swamp", "Forest", "Forest", "Llanowar Elves"],
                 ["Hill Giant"], hands=(["Force of Despair", "Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    resolve(game)
    assert "Grizzly Bears" in names(game)
    cast(game, "Force of Despair")
    resolve(game)
    assert "Grizzly Bears" not in names(game)
    assert {"Llanowar Elves", "Hill Giant"} <= set(names(game))


# -- sacrifice costs naming several permanents (CR 701.17a, 118.3) ---------------------------

@plays("Angel's Herald", "cost.sacrifice_list", "ability.activated")
def test_701_17a_angels_herald_sacrifices_one_creature_of_each_color():
    """CR 701.17a, 118.3, 701.19: "{2}{W}, {T}, Sacrifice a green creature, a white
    creature, and a blue creature: Search your library for a card named Empyrial
    Archangel, put it onto the battlefield, then shuffle." Three different creatures, one
    of each color; without a blue one it can't be activated."""
    game = board(["Angel's Herald", "Grizzly Bears", "Plains", "Plains", "Plains"], [])
    herald = obj(game, "Angel's Herald")
    assert not [a for a in game.legal_actions() if a.object == herald]    # no blue creature
    game = board(["Angel's Herald", "Grizzly Bears", "Wind Drake", "Plains", "Plains",
                  "Plains"], [])
    create_object(game.state, card_def("Empyrial Archangel"), 0, "library")
    game.state.changed()
    game.act("activate Angel's Herald sacrificing Grizzly Bears, Angel's Herald, Wind Drake")
    assert not {"Grizzly Bears", "Wind Drake", "Angel's Herald"} & set(names(game))
    resolve(game)
    game.act("choose Empyrial Archangel")                              # CR 701.19
    assert "Empyrial Archangel" in names(game)


@plays("Mold Folk", "cost.sacrifice_either")
def test_109_5_mold_folk_sacrifices_another_creature_or_an_artifact():
    """CR 109.5, 701.17a: "{1}, Sacrifice another creature or an artifact: Put a +1/+1
    counter on this creature." Grizzly Bears or Ornithopter can be sacrificed, not Mold
    Folk itself."""
    game = board(["Mold Folk", "Grizzly Bears", "Ornithopter", "Forest"], [])
    folk = obj(game, "Mold Folk")
    listed = {game.notation(a) for a in game.legal_actions() if a.object == folk}
    assert listed == {"activate Mold Folk sacrificing Grizzly Bears",
                      "activate Mold Folk sacrificing Ornithopter"}
    game.act("activate Mold Folk sacrificing Ornithopter")
    resolve(game)
    assert game.state.objects[folk].counters.get("+1/+1") == 1
    assert "Ornithopter" not in names(game) and "Grizzly Bears" in names(game)


# -- "target creature blocking it", "it's blocking" (CR 506.4, 509.1a) -----------------------

def _blocked(game: Game, attacker: str, blocker: str) -> None:
    """Alice attacks with `attacker`; Bob blocks it with `blocker`; Alice has priority in
    the declare blockers step."""
    game.act(f"attack with {attacker}")
    while game.decision.kind != "blockers":
        game.act("pass")
    game.act(Action("block", 1, choice=((obj(game, blocker), obj(game, attacker)),)))
    while game.decision.player != 0:
        game.act("pass")


@plays("Flowstone Salamander", "phrase.blocking_source", "ability.activated")
def test_509_1a_flowstone_salamander_pings_only_the_creature_blocking_it():
    """CR 506.4, 509.1a, 115.1: "{R}: This creature deals 1 damage to target creature
    blocking it." Bob's Llanowar Elves blocks it: a legal target, dies to one activation;
    his Grizzly Bears, not blocking, isn't a legal target."""
    game = board(["Flowstone Salamander", "Mountain", "Mountain"],
                 ["Llanowar Elves", "Grizzly Bears"], step="declare attackers")
    _blocked(game, "Flowstone Salamander", "Llanowar Elves")
    with pytest.raises(IllegalAction):
        game.act("activate Flowstone Salamander targeting Grizzly Bears")
    game.act("activate Flowstone Salamander targeting Llanowar Elves")
    resolve(game)
    assert "Llanowar Elves" not in names(game) and "Grizzly Bears" in names(game)


@plays("Goblin Snowman", "phrase.blocking_source")
def test_509_1a_goblin_snowman_pings_the_creature_it_is_blocking():
    """CR 506.4, 509.1a: "{T}: This creature deals 1 damage to target creature it's
    blocking." Bob's Goblin Snowman blocks Alice's Llanowar Elves and kills it; before
    blocking it has no legal target at all."""
    game = board(["Llanowar Elves", "Grizzly Bears"], ["Goblin Snowman"],
                 step="declare attackers")
    snowman = obj(game, "Goblin Snowman")
    assert not [a for a in game.legal_actions() if a.object == snowman]
    _blocked(game, "Llanowar Elves", "Goblin Snowman")
    game.act("pass")
    assert game.decision.player == 1
    game.act("activate Goblin Snowman targeting Llanowar Elves")
    resolve(game)
    assert "Llanowar Elves" not in names(game) and "Grizzly Bears" in names(game)


@plays("Kjeldoran Frostbeast", "phrase.blocking_source")
def test_511_1_kjeldoran_frostbeast_destroys_the_creatures_blocking_it():
    """CR 506.4, 511.1: "At the beginning of the end of combat step, destroy all creatures
    blocking or blocked by this creature." Bob's Hill Giant blocks it, survives its 2 combat
    damage, and is destroyed at end of combat; his other Hill Giant, not blocking, stays."""
    game = board(["Kjeldoran Frostbeast"], ["Hill Giant", "Hill Giant"],
                 step="declare attackers")
    blocker, idle = ids(game, "Hill Giant")
    game.act("attack with Kjeldoran Frostbeast")
    while game.decision.kind != "blockers":
        game.act("pass")
    game.act(Action("block", 1, choice=((blocker, obj(game, "Kjeldoran Frostbeast")),)))
    while game.state.step != "end of combat":
        game.act("pass")
    assert blocker in game.state.battlefield                          # 2 damage: alive
    resolve(game)
    assert blocker not in game.state.battlefield and idle in game.state.battlefield


@plays("Alms Beast", "phrase.blocking_source")
def test_506_4_alms_beast_gives_lifelink_to_the_creature_blocking_it():
    """CR 506.4, 611.3a, 702.15b: "Creatures blocking or blocked by this creature have
    lifelink." Bob's Hill Giant has it only while it blocks Alms Beast, and Bob gains the
    3 life it deals; his other Hill Giant never has it."""
    game = board(["Alms Beast"], ["Hill Giant", "Hill Giant"], step="declare attackers")
    blocker, idle = ids(game, "Hill Giant")
    assert "lifelink" not in chars(game, blocker).keywords
    game.act("attack with Alms Beast")
    while game.decision.kind != "blockers":
        game.act("pass")
    game.act(Action("block", 1, choice=((blocker, obj(game, "Alms Beast")),)))
    assert "lifelink" in chars(game, blocker).keywords
    assert "lifelink" not in chars(game, idle).keywords
    while game.state.step != "end of combat":
        game.act("pass")
    assert game.state.players[1].life == 23


# -- "Attach target Equipment you control to ..." (CR 701.3) -------------------------------

@plays("Brass Squire", "effect.attach_target_equipment")
def test_701_3a_brass_squire_moves_an_equipment_without_paying_equip():
    """CR 701.3a, 301.5c: "{T}: Attach target Equipment you control to target creature you
    control." Bonesplitter, on Grizzly Bears, moves to Hill Giant (+2/+0 there); an
    opponent's creature isn't a legal second target."""
    game = board(["Brass Squire", "Bonesplitter", "Grizzly Bears", "Hill Giant"],
                 ["Llanowar Elves"])
    splitter, bears, giant = (obj(game, n) for n in ("Bonesplitter", "Grizzly Bears",
                                                      "Hill Giant"))
    game.state.objects[splitter].attached_to = bears
    game.state.changed()
    assert chars(game, bears).power == 4
    with pytest.raises(IllegalAction):
        game.act("activate Brass Squire targeting Bonesplitter, Llanowar Elves")
    game.act("activate Brass Squire targeting Bonesplitter, Hill Giant")
    resolve(game)
    assert game.state.objects[splitter].attached_to == giant
    assert (chars(game, bears).power, chars(game, giant).power) == (2, 5)


@plays("Kazuul's Toll Collector", "effect.attach_target_equipment")
def test_701_3a_kazuuls_toll_collector_equips_itself_at_sorcery_speed():
    """CR 701.3a, 602.5d: "{0}: Attach target Equipment you control to this creature.
    Activate only as a sorcery." Bonesplitter becomes attached to it: 3/2 becomes 5/2."""
    game = board(["Kazuul's Toll Collector", "Bonesplitter"], [])
    collector = obj(game, "Kazuul's Toll Collector")
    before = chars(game, collector).power
    game.act("activate Kazuul's Toll Collector targeting Bonesplitter")
    resolve(game)
    assert game.state.objects[obj(game, "Bonesplitter")].attached_to == collector
    assert chars(game, collector).power == before + 2


@plays("Whip Vine", "phrase.blocking_source")
def test_509_1a_whip_vine_taps_the_flyer_it_blocks():
    """CR 506.4, 509.1a: "{T}: Tap target creature with flying blocked by this creature."
    Bob's Whip Vine blocks Alice's Serra Angel (vigilance: untapped) and taps it; her other
    Serra Angel, not blocked by it, isn't a legal target."""
    game = board(["Serra Angel", "Serra Angel"], ["Whip Vine"], step="declare attackers")
    drake, other = ids(game, "Serra Angel")
    game.act(Action("attack", 0, choice=((drake, ("player", 1)), (other, ("player", 1)))))
    while game.decision.kind != "blockers":
        game.act("pass")
    game.act(Action("block", 1, choice=((obj(game, "Whip Vine"), drake),)))
    while game.decision.player != 1:
        game.act("pass")
    vine = obj(game, "Whip Vine")
    assert not game.state.objects[drake].tapped
    shot = {a.targets for a in game.legal_actions() if a.object == vine}
    assert shot == {(("object", drake),)}
    game.act(Action("activate", 1, vine, ability=0, targets=(("object", drake),)))
    resolve(game)
    assert game.state.objects[drake].tapped


# -- "with shadow" in a description (CR 702.28a) -------------------------------------------

@plays("Dauthi Cutthroat", "ability.activated")
def test_702_28a_dauthi_cutthroat_destroys_only_a_creature_with_shadow():
    """CR 702.28a, 115.1: "{1}{B}, {T}: Destroy target creature with shadow." Bob's Dauthi
    Slayer (shadow) is a legal target and is destroyed; his Grizzly Bears isn't."""
    game = board(["Dauthi Cutthroat", "Swamp", "Swamp"], ["Dauthi Slayer", "Grizzly Bears"])
    with pytest.raises(IllegalAction):
        game.act("activate Dauthi Cutthroat targeting Grizzly Bears")
    game.act("activate Dauthi Cutthroat targeting Dauthi Slayer")
    resolve(game)
    assert "Dauthi Slayer" not in names(game) and "Grizzly Bears" in names(game)


@plays("Shadowstorm")
def test_702_28a_shadowstorm_damages_each_creature_with_shadow():
    """CR 702.28a: "Shadowstorm deals 2 damage to each creature with shadow." Bob's Dauthi
    Slayer (2/2, shadow) dies; his Grizzly Bears takes nothing."""
    game = board(["Mountain"], ["Dauthi Slayer", "Grizzly Bears"], hands=(["Shadowstorm"], []))
    cast(game, "Shadowstorm")
    resolve(game)
    assert "Dauthi Slayer" not in names(game)
    assert game.state.objects[obj(game, "Grizzly Bears")].damage == 0


@plays("Eater of Hope", "ability.activated")
def test_109_5_eater_of_hope_sacrifices_two_other_creatures():
    """CR 109.5, 701.17a: "{2}{B}, Sacrifice two other creatures: Destroy target creature."
    With only one other creature it can't be activated (not itself); with two, both are
    sacrificed and Bob's Hill Giant is destroyed."""
    game = board(["Eater of Hope", "Grizzly Bears", "Swamp", "Swamp", "Swamp"],
                 ["Hill Giant"])
    eater = obj(game, "Eater of Hope")
    assert not [a for a in game.legal_actions() if a.object == eater and a.ability == 1]
    game = board(["Eater of Hope", "Grizzly Bears", "Llanowar Elves", "Swamp", "Swamp",
                  "Swamp"], ["Hill Giant"])
    eater = obj(game, "Eater of Hope")
    picked = {a.costs for a in game.legal_actions() if a.object == eater and a.ability == 1}
    assert picked == {(obj(game, "Grizzly Bears"), obj(game, "Llanowar Elves"))}  # not itself
    game.act("activate Eater of Hope:2 targeting Hill Giant "
             "sacrificing Grizzly Bears, Llanowar Elves")
    resolve(game)
    assert not {"Hill Giant", "Grizzly Bears", "Llanowar Elves"} & set(names(game))
    assert "Eater of Hope" in names(game)
