"""Activated abilities, round 10: X in an activation cost that chooses objects ("Sacrifice X
Goats", "Tap X untapped artifacts you control", "Exile X cards from your graveyard", "Reveal X
red cards from your hand"; CR 107.3, 601.2b, 602.2b), and activated abilities with {X} whose
power/toughness change is X (CR 107.3, 611.2a). X is announced as the ability is activated
and written `x=N` in the notation; the objects are chosen as the cost is paid (CR 601.2h)."""

from __future__ import annotations

import pytest
from boards import add_mana, board
from test_oracle_play import chars, grave, life, move_on, obj, plays, resolve, to_step

from tolaria import IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object

# -- X objects in an activation cost (CR 107.3, 601.2b, 601.2h) --------------------------------


@plays("Krav, the Unredeemed", "cost.objects_x")
def test_601_2b_krav_sacrifices_x_creatures_and_draws_x():
    """CR 107.3, 601.2b, 601.2h: "{B}, Sacrifice X creatures: Target player draws X cards
    and gains X life. Put X +1/+1 counters on Krav." X=2: two Grizzly Bears are sacrificed;
    Alice draws two, gains 2 life, and Krav gets two +1/+1 counters."""
    game = board(["Krav, the Unredeemed", "Grizzly Bears", "Grizzly Bears", "Swamp"], [])
    krav = obj(game, "Krav, the Unredeemed")
    before = len(game.state.players[0].hand)
    game.act("activate Krav, the Unredeemed x=2 targeting Alice sacrificing Grizzly Bears, "
             "Grizzly Bears")
    assert grave(game).count("Grizzly Bears") == 2                     # CR 601.2h
    resolve(game)
    assert len(game.state.players[0].hand) == before + 2
    assert life(game, 0) == 22
    assert game.state.objects[krav].counters.get("+1/+1") == 2


@plays("Copper-Leaf Angel", "cost.objects_x")
def test_118_3_copper_leaf_angel_x_up_to_the_lands_there():
    """CR 118.3, 107.3: "{T}, Sacrifice X lands: Put X +1/+1 counters on this creature." With
    two lands, X is 0 to 2 (each a legal action); X=3 is refused. X=2 gives two counters."""
    game = board(["Copper-Leaf Angel", "Forest", "Plains"], [])
    angel = obj(game, "Copper-Leaf Angel")
    listed = {game.notation(a) for a in game.legal_actions() if a.object == angel}
    assert "activate Copper-Leaf Angel x=0" in listed
    assert any("x=2" in text for text in listed)
    assert not any("x=3" in text for text in listed)
    with pytest.raises(IllegalAction):
        game.act("activate Copper-Leaf Angel x=3 sacrificing Forest, Plains")
    game.act("activate Copper-Leaf Angel x=2 sacrificing Forest, Plains")
    resolve(game)
    assert game.state.objects[angel].counters.get("+1/+1") == 2
    assert sorted(grave(game)) == ["Forest", "Plains"]


@plays("Secluded Starforge", "cost.objects_x")
def test_601_2h_secluded_starforge_taps_x_artifacts_for_plus_x():
    """CR 601.2h, 611.2a: "{2}, {T}, Tap X untapped artifacts you control: Target creature
    gets +X/+0 until end of turn." X=2 taps two Ornithopters: Grizzly Bears is a 4/2."""
    game = board(["Secluded Starforge", "Ornithopter", "Ornithopter", "Grizzly Bears",
                  "Wastes", "Wastes"], [])
    bears = obj(game, "Grizzly Bears")
    game.act("activate Secluded Starforge:2 x=2 targeting Grizzly Bears tapping Ornithopter, "
             "Ornithopter")
    assert all(game.state.objects[o].tapped for o in game.state.battlefield
               if game.state.objects[o].name == "Ornithopter")
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (4, 2)


@plays("Aryel, Knight of Windgrace", "cost.objects_x", "target.activated_x")
def test_601_2c_aryel_destroys_a_creature_with_power_x_or_less():
    """CR 601.2b-c: "{B}, {T}, Tap X untapped Knights you control: Destroy target creature
    with power X or less." X is announced before the target: with one Knight tapped (X=1)
    Bob's Hill Giant (power 3) can't be targeted; with three (X=3) it is destroyed."""
    knights = ["Knight of Meadowgrain"] * 3
    game = board(["Aryel, Knight of Windgrace", *knights, "Swamp"], ["Hill Giant"])
    with pytest.raises(IllegalAction):
        game.act("activate Aryel, Knight of Windgrace:2 x=1 targeting Hill Giant tapping "
                 "Knight of Meadowgrain")
    game.act("activate Aryel, Knight of Windgrace:2 x=3 targeting Hill Giant tapping "
             "Knight of Meadowgrain, Knight of Meadowgrain, Knight of Meadowgrain")
    resolve(game)
    assert grave(game, 1) == ["Hill Giant"]


@plays("Necropolis Fiend", "cost.objects_x", "cost.x")
def test_107_3_necropolis_fiend_one_x_for_mana_and_cards_exiled():
    """CR 107.3: "{X}, {T}, Exile X cards from your graveyard: Target creature gets -X/-X
    until end of turn." The same X is paid in mana and in cards: X=2 costs {2} and two cards
    from Alice's graveyard; Bob's Hill Giant is a 1/1."""
    game = board(["Necropolis Fiend", "Swamp", "Swamp"], ["Hill Giant"])
    for name in ("Shock", "Divination", "Opt"):
        create_object(game.state, card_def(name), 0, "graveyard")
    game.state.changed()
    giant = obj(game, "Hill Giant")
    game.act("activate Necropolis Fiend x=2 targeting Hill Giant exiling Shock, Opt")
    assert grave(game) == ["Divination"]
    assert all(game.state.objects[o].tapped for o in game.state.battlefield
               if game.state.objects[o].name == "Swamp")
    resolve(game)
    assert (chars(game, giant).power, chars(game, giant).toughness) == (1, 1)


@plays("Martyr of Sands", "cost.objects_x")
def test_701_16a_martyr_of_sands_reveals_x_white_cards():
    """CR 701.16a, 601.2h: "{1}, Reveal X white cards from your hand, Sacrifice this
    creature: You gain three times X life." Two white cards revealed (they stay in the
    hand): Alice gains 6. A nonwhite card can't be revealed for it."""
    game = board(["Martyr of Sands", "Plains"], [],
                 hands=(["Savannah Lions", "Glorious Anthem", "Shock"], []))
    with pytest.raises(IllegalAction):
        game.act("activate Martyr of Sands x=2 revealing Savannah Lions, Shock")
    game.act("activate Martyr of Sands x=2 revealing Savannah Lions, Glorious Anthem")
    assert "Martyr of Sands" in grave(game)
    resolve(game)
    assert life(game, 0) == 26
    assert len(game.state.players[0].hand) == 3


# -- {X} activated abilities whose P/T change is X (CR 107.3, 611.2a) ---------------------------


@plays("Kessig Wolf Run", "cost.x")
def test_611_2a_kessig_wolf_run_gives_plus_x():
    """CR 107.3, 611.2a: "{X}{R}{G}, {T}: Target creature gets +X/+0 and gains trample until
    end of turn." X=3: Grizzly Bears is a 5/2 with trample until end of turn."""
    game = board(["Kessig Wolf Run", "Grizzly Bears"], [])
    add_mana(game, "{R}{G}{C}{C}{C}")
    bears = obj(game, "Grizzly Bears")
    game.act("activate Kessig Wolf Run x=3 targeting Grizzly Bears")
    resolve(game)
    got = chars(game, bears)
    assert (got.power, got.toughness) == (5, 2) and "trample" in got.keywords


@plays("Belbe's Armor", "cost.x")
def test_611_2a_belbes_armor_minus_x_plus_x():
    """CR 611.2a: "{X}, {T}: Target creature gets -X/+X until end of turn." X=1: Hill Giant
    is a 2/4."""
    game = board(["Belbe's Armor", "Wastes"], ["Hill Giant"])
    giant = obj(game, "Hill Giant")
    game.act("activate Belbe's Armor x=1 targeting Hill Giant")
    resolve(game)
    assert (chars(game, giant).power, chars(game, giant).toughness) == (2, 4)


@plays("Champion of Stray Souls", "cost.objects_x")
def test_601_2c_champion_of_stray_souls_x_targets_for_x_sacrificed():
    """CR 601.2b-c, 109.5: "{3}{B}{B}, {T}, Sacrifice X other creatures: Return X target
    creature cards from your graveyard to the battlefield." X=2: two targets, two other
    creatures sacrificed (not the Champion itself); both cards return."""
    game = board(["Champion of Stray Souls", "Grizzly Bears", "Grizzly Bears"] + ["Swamp"] * 5,
                 [])
    for name in ("Hill Giant", "Savannah Lions"):
        create_object(game.state, card_def(name), 0, "graveyard")
    game.state.changed()
    champion = obj(game, "Champion of Stray Souls")
    with pytest.raises(IllegalAction):
        game.act("activate Champion of Stray Souls x=2 targeting Hill Giant, Savannah Lions "
                 "sacrificing Grizzly Bears, Champion of Stray Souls")
    game.act("activate Champion of Stray Souls x=2 targeting Hill Giant, Savannah Lions "
             "sacrificing Grizzly Bears, Grizzly Bears")
    resolve(game)
    here = [game.state.objects[i].name for i in game.state.battlefield]
    assert "Hill Giant" in here and "Savannah Lions" in here and champion in \
        game.state.battlefield
    assert grave(game) == ["Grizzly Bears", "Grizzly Bears"]


@plays("Squealing Devil")
def test_107_3_squealing_devil_x_paid_as_its_trigger_resolves():
    """CR 603.5, 107.3: "When this creature enters, you may pay {X}. If you do, target
    creature gets +X/+0 until end of turn." X is chosen as it is paid, on resolution: X=2
    makes Grizzly Bears a 4/2 ({B} was spent, so the Devil stays)."""
    game = board(["Mountain", "Mountain", "Mountain", "Grizzly Bears"], [],
                 hands=(["Squealing Devil"], []))
    add_mana(game, "{R}{B}")
    game.act("cast Squealing Devil")
    resolve(game)
    game.act("order 1, 2")
    game.act("choose Grizzly Bears")
    resolve(game)
    assert game.decision.kind == "yes_no"
    game.act("choose yes")
    game.act("choose 2")
    resolve(game)
    bears = obj(game, "Grizzly Bears")
    assert (chars(game, bears).power, chars(game, bears).toughness) == (4, 2)
    assert "Squealing Devil" in [game.state.objects[i].name for i in game.state.battlefield]


# -- Move a <kind> counter from <object> onto <object> (CR 122.5) --------------------------


def _with_counters(game, name: str, kind: str, n: int) -> int:
    """A permanent that got `n` counters on earlier turns."""
    oid = obj(game, name)
    game.state.objects[oid].counters[kind] = n
    game.state.changed()
    return oid


@plays("Weapon Rack", "effect.move_counter")
def test_122_5_weapon_rack_moves_a_counter_onto_target_creature():
    """CR 122.5: "{T}: Move a +1/+1 counter from this artifact onto target creature." Weapon
    Rack with three counters: one is removed from it and put on Grizzly Bears (a 3/3)."""
    game = board(["Weapon Rack", "Grizzly Bears"], [])
    rack = _with_counters(game, "Weapon Rack", "+1/+1", 3)
    bears = obj(game, "Grizzly Bears")
    game.act("activate Weapon Rack targeting Grizzly Bears")
    resolve(game)
    assert game.state.objects[rack].counters.get("+1/+1") == 2
    assert game.state.objects[bears].counters.get("+1/+1") == 1
    assert (chars(game, bears).power, chars(game, bears).toughness) == (3, 3)


@plays("Simic Fluxmage", "effect.move_counter")
def test_122_5_simic_fluxmage_without_a_counter_moves_nothing():
    """CR 122.5: "{1}{U}, {T}: Move a +1/+1 counter from this creature onto target creature."
    With no +1/+1 counter on the Fluxmage, nothing is removed and nothing is put on the
    target."""
    game = board(["Simic Fluxmage", "Grizzly Bears", "Island", "Island"], [])
    bears = obj(game, "Grizzly Bears")
    game.act("activate Simic Fluxmage targeting Grizzly Bears")
    resolve(game)
    assert not game.state.objects[bears].counters.get("+1/+1")


@plays("Cytoplast Root-Kin", "effect.move_counter")
def test_122_5_cytoplast_root_kin_pulls_a_counter_not_from_itself():
    """CR 122.5: "{2}: Move a +1/+1 counter from target creature you control onto this
    creature." Targeting itself, the two objects are the same: nothing moves. From Grizzly
    Bears (three counters), one moves onto the Root-Kin."""
    game = board(["Grizzly Bears", "Wastes", "Wastes", "Wastes", "Wastes"], [],
                 hands=(["Cytoplast Root-Kin"], []))
    bears = _with_counters(game, "Grizzly Bears", "+1/+1", 2)
    add_mana(game, "{C}{C}{G}{G}")
    game.act("cast Cytoplast Root-Kin")
    resolve(game)                                       # graft 4: enters with four
    while game.state.stack or game.decision.kind != "priority":
        move_on(game)                                   # its enters trigger
    kin = obj(game, "Cytoplast Root-Kin")
    assert game.state.objects[kin].counters.get("+1/+1") == 4
    assert game.state.objects[bears].counters.get("+1/+1") == 3    # its enters trigger
    game.act("activate Cytoplast Root-Kin targeting Cytoplast Root-Kin")
    resolve(game)
    assert game.state.objects[kin].counters.get("+1/+1") == 4
    assert game.state.objects[bears].counters.get("+1/+1") == 3    # its enters trigger
    game.act("activate Cytoplast Root-Kin targeting Grizzly Bears")
    resolve(game)
    assert game.state.objects[kin].counters.get("+1/+1") == 5
    assert game.state.objects[bears].counters.get("+1/+1") == 2


@plays("Diamond City", "effect.move_counter")
def test_122_5_diamond_city_moves_its_shield_counter():
    """CR 122.5, 122.1c: "{T}: Move a shield counter from this land onto target creature.
    Activate only if two or more creatures entered the battlefield under your control this
    turn." After two creatures entered, its shield counter moves onto Grizzly Bears."""
    game = board(["Diamond City"], [], hands=(["Grizzly Bears", "Llanowar Elves"], []))
    city = _with_counters(game, "Diamond City", "shield", 1)
    add_mana(game, "{G}{G}{G}")
    assert not any(a.object == city and a.ability == 1 for a in game.legal_actions())
    game.act("cast Grizzly Bears")
    resolve(game)
    game.act("cast Llanowar Elves")
    resolve(game)
    game.act("activate Diamond City:2 targeting Grizzly Bears")
    resolve(game)
    assert not game.state.objects[city].counters.get("shield")
    assert game.state.objects[obj(game, "Grizzly Bears")].counters.get("shield") == 1


# -- Exile the top N cards of your library as a cost (CR 118.3, 406.2) --------------------


@plays("Arc-Slogger", "cost.exile_top")
def test_118_3_arc_slogger_exiles_ten_cards_only_with_ten_there():
    """CR 118.3, 406.2: "{R}, Exile the top ten cards of your library: This creature deals 2
    damage to any target." With ten cards in her library, Alice exiles all ten as the cost
    and Bob takes 2; with none left, it can't be activated again."""
    game = board(["Arc-Slogger", "Mountain", "Mountain"], [], library=10)
    slogger = obj(game, "Arc-Slogger")
    game.act("activate Arc-Slogger targeting Bob")
    assert not game.state.players[0].library
    assert len(game.state.players[0].exile) == 10
    resolve(game)
    assert life(game, 1) == 18
    assert not any(a.kind == "activate" and a.object == slogger for a in game.legal_actions())
    with pytest.raises(IllegalAction, match="118.3"):
        game.act("activate Arc-Slogger targeting Bob")


@plays("Royal Herbalist", "cost.exile_top")
def test_406_2_royal_herbalist_exiles_its_top_card():
    """CR 406.2: "{2}, Exile the top card of your library: You gain 1 life." The top card
    (Shock, put on top last) is exiled; Alice gains 1."""
    game = board(["Royal Herbalist", "Wastes", "Wastes"], [], library=3)
    top = create_object(game.state, card_def("Shock"), 0, "library")
    game.state.changed()
    game.act("activate Royal Herbalist")
    exiled = [game.state.objects[i].name for i in game.state.players[0].exile]
    assert top.zone != "library" and exiled == ["Shock"]
    assert len(game.state.players[0].library) == 3
    resolve(game)
    assert life(game, 0) == 21


@plays("Whirling Catapult", "cost.exile_top")
def test_118_3_whirling_catapult_exiles_two():
    """CR 118.3: "{2}, Exile the top two cards of your library: This artifact deals 1 damage
    to each creature with flying and each player." Two cards leave the library; each player
    takes 1 and Bob's Wind Drake is dealt 1."""
    game = board(["Whirling Catapult", "Wastes", "Wastes"], ["Wind Drake"], library=5)
    game.act("activate Whirling Catapult")
    assert len(game.state.players[0].library) == 3
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (19, 19)
    assert game.state.objects[obj(game, "Wind Drake")].damage == 1


# -- You may cast <spells> this turn as though they had flash (CR 609.4, 611.2a) --------------


@plays("Winding Canyons", "duration.flash_this_turn")
def test_609_4_winding_canyons_creature_spells_at_instant_speed_this_turn():
    """CR 609.4, 702.8a: "{2}, {T}: You may cast creature spells this turn as though they had
    flash." In Alice's beginning of combat step she casts Grizzly Bears; a sorcery
    (Divination) still can't be cast then (CR 307.1)."""
    game = board(["Winding Canyons", "Wastes", "Wastes"], [],
                 hands=(["Grizzly Bears", "Divination"], []))
    game.act("activate Winding Canyons:2")
    resolve(game)
    to_step(game, "beginning of combat")
    add_mana(game, "{G}{U}{C}{C}")
    with pytest.raises(IllegalAction):
        game.act("cast Divination")
    game.act("cast Grizzly Bears")
    resolve(game)
    assert "Grizzly Bears" in [game.state.objects[i].name for i in game.state.battlefield]


@plays("Alchemist's Refuge", "duration.flash_this_turn")
def test_514_2_alchemists_refuge_flash_ends_with_the_turn():
    """CR 609.4, 514.2: "{G}{U}, {T}: You may cast spells this turn as though they had
    flash." Alice casts Divination in her end step; on Bob's turn she no longer may."""
    game = board(["Alchemist's Refuge"], [], hands=(["Divination", "Divination"], []))
    add_mana(game, "{G}{U}")
    game.act("activate Alchemist's Refuge:2")
    resolve(game)
    to_step(game, "end")
    add_mana(game, "{U}{C}{C}")
    game.act("cast Divination")
    resolve(game)
    to_step(game, "upkeep")
    assert game.state.active == 1
    game.act("pass")                                    # Bob passes: Alice has priority
    assert game.decision.player == 0 and game.state.step == "upkeep"
    add_mana(game, "{U}{C}{C}")
    assert not any(a.kind == "cast" for a in game.legal_actions())
    with pytest.raises(IllegalAction):
        game.act("cast Divination")


# -- up to X target ..., where X is <quantity> (CR 601.2c, 602.2b) ---------------------------


@plays("Rumbling Crescendo", "target.up_to_x_where")
def test_601_2c_rumbling_crescendo_up_to_its_verse_counters():
    """CR 601.2c, 602.2b: "{R}, Sacrifice this enchantment: Destroy up to X target lands,
    where X is the number of verse counters on this enchantment." With two verse counters
    (counted as the targets are chosen, before it is sacrificed), three targets are refused
    and two of Bob's lands are destroyed."""
    game = board(["Rumbling Crescendo", "Mountain"], ["Island", "Swamp", "Forest"])
    _with_counters(game, "Rumbling Crescendo", "verse", 2)
    with pytest.raises(IllegalAction):
        game.act("activate Rumbling Crescendo targeting Island, Swamp, Forest")
    game.act("activate Rumbling Crescendo targeting Island, Swamp")
    resolve(game)
    assert sorted(grave(game, 1)) == ["Island", "Swamp"]
    assert "Rumbling Crescendo" in grave(game)


@plays("Vile Requiem", "target.up_to_x_where")
def test_601_2c_vile_requiem_none_without_counters():
    """CR 601.2c: "{1}{B}, Sacrifice this enchantment: Destroy up to X target nonblack
    creatures, where X is the number of verse counters on this enchantment. They can't be
    regenerated." With no counters, no target can be chosen; with one, Bob's Hill Giant is
    destroyed."""
    game = board(["Vile Requiem", "Swamp", "Swamp"], ["Hill Giant"])
    with pytest.raises(IllegalAction):
        game.act("activate Vile Requiem targeting Hill Giant")
    _with_counters(game, "Vile Requiem", "verse", 1)
    game.act("activate Vile Requiem targeting Hill Giant")
    resolve(game)
    assert grave(game, 1) == ["Hill Giant"]


@plays("Endurance Bobblehead", "target.up_to_x_where")
def test_602_2b_endurance_bobblehead_counts_bobbleheads_as_activated():
    """CR 601.2c, 602.2b: "{3}, {T}: Up to X target creatures you control get +1/+0 and gain
    indestructible until end of turn, where X is the number of Bobbleheads you control as
    you activate this ability." One Bobblehead: one target at most."""
    game = board(["Endurance Bobblehead", "Grizzly Bears", "Savannah Lions", "Wastes",
                  "Wastes", "Wastes"], [])
    with pytest.raises(IllegalAction):
        game.act("activate Endurance Bobblehead:2 targeting Grizzly Bears, Savannah Lions")
    game.act("activate Endurance Bobblehead:2 targeting Grizzly Bears")
    resolve(game)
    bears = chars(game, obj(game, "Grizzly Bears"))
    assert bears.power == 3 and "indestructible" in bears.keywords


# -- Double <this creature / equipped creature>'s power [and toughness] (CR 701.9b) ---------


@plays("Reckless Amplimancer", "effect.double_named_power")
def test_701_9b_reckless_amplimancer_doubles_its_power_and_toughness():
    """CR 701.9b-c: "{4}{G}: Double this creature's power and toughness until end of turn."
    Twice: a 2/2 becomes a 4/4, then an 8/8."""
    game = board(["Reckless Amplimancer"], [])
    amp = obj(game, "Reckless Amplimancer")
    for want in (4, 8):
        add_mana(game, "{G}{C}{C}{C}{C}")
        game.act("activate Reckless Amplimancer")
        resolve(game)
        assert (chars(game, amp).power, chars(game, amp).toughness) == (want, want)


@plays("Casey Jones, Asphalt Hooligan", "effect.double_named_power")
def test_701_9b_casey_jones_doubles_only_its_power():
    """CR 701.9b: "{4}: Double Casey Jones's power until end of turn." A 2/2 becomes a
    4/2."""
    game = board(["Casey Jones, Asphalt Hooligan", "Wastes", "Wastes", "Wastes", "Wastes"],
                 [])
    casey = obj(game, "Casey Jones, Asphalt Hooligan")
    game.act("activate Casey Jones, Asphalt Hooligan")
    resolve(game)
    assert (chars(game, casey).power, chars(game, casey).toughness) == (4, 2)


@plays("Junk Jet", "effect.double_named_power")
def test_701_9b_junk_jet_doubles_equipped_creatures_power():
    """CR 701.9b, 301.5: "{3}, Sacrifice another artifact: Double equipped creature's power
    until end of turn." Junk Jet equips Hill Giant (3/3): it becomes a 6/3."""
    game = board(["Junk Jet", "Hill Giant", "Ornithopter", "Wastes", "Wastes", "Wastes",
                  "Wastes"], [])
    jet, giant = obj(game, "Junk Jet"), obj(game, "Hill Giant")
    game.state.objects[jet].attached_to = giant
    game.state.changed()
    game.act("activate Junk Jet:1 sacrificing Ornithopter")
    resolve(game)
    assert (chars(game, giant).power, chars(game, giant).toughness) == (6, 3)


# -- Regenerate each <permanent> / all <permanents> (CR 701.15a) ----------------------------


@plays("Loxodon Hierarch", "effect.regenerate_each")
def test_701_15a_loxodon_hierarch_regenerates_each_creature_you_control():
    """CR 701.15a-b, 608.2h: "{G}{W}, Sacrifice this creature: Regenerate each creature you
    control." Alice's Grizzly Bears and Hill Giant get shields (not Bob's Wind Drake); Day of
    Judgment then destroys only the Drake, and Alice's creatures are tapped."""
    game = board(["Loxodon Hierarch", "Grizzly Bears", "Hill Giant", "Forest", "Plains"],
                 ["Wind Drake"], hands=(["Day of Judgment"], []))
    game.act("activate Loxodon Hierarch")
    resolve(game)
    add_mana(game, "{W}{W}{C}{C}")
    game.act("cast Day of Judgment")
    resolve(game)
    alive = {game.state.objects[i].name: game.state.objects[i].tapped
             for i in game.state.battlefield}
    assert alive.get("Grizzly Bears") is True and alive.get("Hill Giant") is True
    assert grave(game, 1) == ["Wind Drake"]
    assert "Loxodon Hierarch" in grave(game)


@plays("Full Moon's Rise", "effect.regenerate_each")
def test_701_15a_full_moons_rise_regenerates_only_werewolves():
    """CR 701.15a: "Sacrifice this enchantment: Regenerate all Werewolf creatures you
    control." Alice's Treacherous Werewolf survives Day of Judgment; her
    Grizzly Bears doesn't."""
    game = board(["Full Moon's Rise", "Grizzly Bears", "Treacherous Werewolf"], [],
                 hands=(["Day of Judgment"], []))
    game.act("activate Full Moon's Rise")
    resolve(game)
    add_mana(game, "{W}{W}{C}{C}")
    game.act("cast Day of Judgment")
    resolve(game)
    assert "Grizzly Bears" in grave(game)
    assert "Treacherous Werewolf" in [game.state.objects[i].name
                                      for i in game.state.battlefield]


# -- Prevent the next X damage ..., where X is <quantity> (CR 615.7, 608.2h) -----------------


@plays("Battlefield Medic", "quantity.where_x")
def test_615_7_battlefield_medic_prevents_one_per_cleric():
    """CR 615.7, 608.2h: "{T}: Prevent the next X damage that would be dealt to target
    creature this turn, where X is the number of Clerics on the battlefield." Two Clerics
    (the Medic and Bob's Samite Healer): Lightning Bolt's 3 damage to Hill Giant becomes 1."""
    game = board(["Battlefield Medic", "Hill Giant"], ["Samite Healer"],
                 hands=(["Lightning Bolt"], []))
    giant = obj(game, "Hill Giant")
    game.act("activate Battlefield Medic targeting Hill Giant")
    resolve(game)
    add_mana(game, "{R}")
    game.act("cast Lightning Bolt targeting Hill Giant")
    resolve(game)
    assert game.state.objects[giant].damage == 1


# -- Draw a card and reveal it. If it isn't a land card, discard it. (CR 701.16a, 701.8a) ----


@plays("Fa'adiyah Seer", "graveyard.draw_reveal_discard")
def test_701_8a_faadiyah_seer_discards_a_nonland_card_drawn():
    """CR 701.16a, 701.8a: "{T}: Draw a card and reveal it. If it isn't a land card, discard
    it." Drawing Shock (on top), Alice discards it; the Seer untapped again, she draws a
    Wastes and keeps it."""
    game = board(["Fa'adiyah Seer"], [], library=3)
    create_object(game.state, card_def("Shock"), 0, "library")
    game.state.changed()
    game.act("activate Fa'adiyah Seer")
    resolve(game)
    assert grave(game) == ["Shock"] and not game.state.players[0].hand
    seer = obj(game, "Fa'adiyah Seer")
    game.state.objects[seer].tapped = False
    game.state.changed()
    game.act("activate Fa'adiyah Seer")
    resolve(game)
    assert grave(game) == ["Shock"]
    assert [game.state.objects[i].name for i in game.state.players[0].hand] == ["Wastes"]


@plays("Martyr of Frost", "cost.objects_x")
def test_118_12_martyr_of_frost_counters_unless_x_is_paid():
    """CR 107.3, 118.12, 701.5a: "{2}, Reveal X blue cards from your hand, Sacrifice this
    creature: Counter target spell unless its controller pays {X}." X=2 (Opt and Divination
    revealed): Alice's own Shock is countered, as she can't pay {2}."""
    game = board(["Martyr of Frost", "Mountain"], [],
                 hands=(["Shock", "Opt", "Divination"], []))
    game.act("cast Shock targeting Bob")
    add_mana(game, "{C}{C}")
    game.act("activate Martyr of Frost x=2 targeting Shock revealing Opt, Divination")
    resolve(game)
    assert life(game, 1) == 20
    assert "Shock" in grave(game) and "Martyr of Frost" in grave(game)


@plays("Martyr of Spores", "cost.objects_x")
def test_601_2b_objects_x_actions_read_back_from_their_notation():
    """CR 107.3, 601.2b: every legal activation of "{1}, Reveal X green cards from your hand,
    Sacrifice this creature: Target creature gets +X/+X until end of turn." (each X, each
    choice of cards) has its own notation, which reads back to the same action."""
    game = board(["Martyr of Spores", "Forest", "Grizzly Bears"], [],
                 hands=(["Llanowar Elves", "Giant Growth", "Shock"], []))
    martyr = obj(game, "Martyr of Spores")
    actions = [a for a in game.legal_actions() if a.object == martyr]
    texts = {game.notation(a) for a in actions}
    assert len(texts) == len(actions)
    assert any("x=2" in t for t in texts) and not any("x=3" in t for t in texts)
    for action in actions:
        assert game.parse(game.notation(action)) == action
