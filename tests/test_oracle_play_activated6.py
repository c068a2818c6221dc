"""Play tests: "Reveal any number of <color> cards in your hand." and the cards revealed
this way (CR 701.16a, 608.2c-d)."""

from __future__ import annotations

from typing import Any

import pytest
from boards import add_mana, board, declare_attackers, ids, to_blockers
from test_oracle_play import (
    ALICE,
    BOB,
    activate,
    cast,
    chars,
    choose,
    grave,
    hand,
    life,
    move_on,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.data.actions import IllegalAction
from tolaria.rules.zones import create_object


def _reveal_named(game: Game, *names_: str) -> None:
    """Answer "reveal any number of cards": these cards of Alice's hand, then done (not
    asked once no card is left to choose)."""
    state = game.state
    assert game.decision.kind == "choose"
    for name in names_:
        choose(game, next(o for o in game.decision.options
                          if o != "done" and state.objects[o].name == name))
    if game.decision.kind == "choose" and "done" in game.decision.options:
        choose(game, "done")


@plays("Ivy Seer", "effect.reveal_any_number", "quantity.where_x", "quantity.pump")
def test_701_16a_ivy_seer_counts_the_green_cards_revealed():
    """CR 701.16a, 608.2c-d: "{2}{G}, {T}: Reveal any number of green cards in your hand.
    Target creature gets +X/+X until end of turn, where X is the number of cards revealed
    this way." Only the green cards can be chosen (not the Island); Alice reveals two of
    her three: her Grizzly Bears is 4/4, and the revealed cards stay in her hand."""
    game = board(["Ivy Seer", "Grizzly Bears"], [],
                 hands=(["Llanowar Elves", "Giant Growth", "Grizzly Bears", "Island"], []))
    seer, bears = ids(game, "Ivy Seer")[0], ids(game, "Grizzly Bears")[0]
    add_mana(game, "{2}{G}")
    activate(game, seer, bears)
    resolve(game)
    options = {game.state.objects[o].name for o in game.decision.options if o != "done"}
    assert options == {"Llanowar Elves", "Giant Growth", "Grizzly Bears"}
    _reveal_named(game, "Llanowar Elves", "Giant Growth")
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (4, 4)
    assert len(hand(game)) == 4


@plays("Nightshade Seer", "effect.reveal_any_number", "quantity.where_x", "quantity.pump")
def test_608_2d_nightshade_seer_revealing_none_gives_minus_zero():
    """CR 608.2d: Alice may reveal no card at all: Bob's Grizzly Bears gets -0/-0 and
    lives; with one black card revealed the next time, it gets -1/-1 and is 1/1."""
    game = board(["Nightshade Seer"], ["Grizzly Bears"], hands=(["Duress"], []))
    seer, bears = ids(game, "Nightshade Seer")[0], ids(game, "Grizzly Bears")[0]
    add_mana(game, "{2}{B}")
    activate(game, seer, bears)
    resolve(game)
    _reveal_named(game)
    resolve(game)
    assert chars(game, bears).toughness == 2
    game.state.objects[seer].tapped = False
    add_mana(game, "{2}{B}")
    activate(game, seer, bears)
    resolve(game)
    _reveal_named(game, "Duress")
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (1, 1)


@plays("Cinder Seer", "effect.reveal_any_number", "quantity.where_x", "effect.damage")
def test_608_2c_cinder_seer_deals_damage_equal_to_the_red_cards_revealed():
    """CR 608.2c, 120.3: "... This creature deals X damage to any target, where X is the
    number of cards revealed this way." Two red cards: Bob takes 2."""
    game = board(["Cinder Seer"], [], hands=(["Shock", "Lightning Bolt", "Island"], []))
    seer = ids(game, "Cinder Seer")[0]
    add_mana(game, "{2}{R}")
    activate(game, seer, BOB)
    resolve(game)
    _reveal_named(game, "Shock", "Lightning Bolt")
    resolve(game)
    assert life(game, 1) == 18 and len(hand(game)) == 3


@plays("Scent of Jasmine", "effect.reveal_any_number", "quantity.for_each")
def test_608_2c_scent_of_jasmine_gains_two_life_for_each_white_card():
    """CR 608.2c: "Reveal any number of white cards in your hand. You gain 2 life for each
    card revealed this way." The spell itself is on the stack, not among them; two white
    cards: Alice gains 4."""
    game = board(["Forest"], [],
                 hands=(["Scent of Jasmine", "Savannah Lions", "Swords to Plowshares"], []))
    add_mana(game, "{W}")
    cast(game, "Scent of Jasmine")
    resolve(game)
    options = {game.state.objects[o].name for o in game.decision.options if o != "done"}
    assert options == {"Savannah Lions", "Swords to Plowshares"}
    _reveal_named(game, "Savannah Lions", "Swords to Plowshares")
    resolve(game)
    assert life(game, 0) == 24 and "Scent of Jasmine" in grave(game)


@plays("Brine Seer", "effect.reveal_any_number", "condition.unless_pays_per")
def test_701_5a_brine_seer_counters_unless_one_is_paid_for_each_blue_card():
    """CR 701.5a, 608.2c: "... Counter target spell unless its controller pays {1} for each
    card revealed this way." Bob answers Alice's Lightning Bolt with a Shock; Alice reveals
    two blue cards, and Bob, with one untapped Mountain, can't pay {2}: the Shock is
    countered."""
    game = board(["Brine Seer"], ["Mountain"],
                 hands=(["Lightning Bolt", "Counterspell", "Opt"], ["Shock"]))
    seer = ids(game, "Brine Seer")[0]
    add_mana(game, "{R}")
    cast(game, "Lightning Bolt", BOB)
    game.act(Action("pass", 0))
    add_mana(game, "{R}", player=1)
    cast(game, "Shock", ("player", 0), player=1)
    game.act(Action("pass", 1))
    shock = game.state.stack[-1]
    add_mana(game, "{2}{U}")
    activate(game, seer, shock)
    resolve(game)
    _reveal_named(game, "Counterspell", "Opt")
    while game.decision.kind != "priority":
        assert game.decision.player == 1
        move_on(game)
    resolve(game)
    assert life(game, 0) == 20 and life(game, 1) == 17 and "Shock" in grave(game, 1)


def _attach(game: Game, name: str, host: int) -> int:
    """`name` on the battlefield under its host's controller, attached to `host`."""
    state = game.state
    source = create_object(state, card_def(name), state.objects[host].controller,
                           "battlefield")
    source.attached_to = host
    state.changed()
    return source.id


@plays("Crown of Vigor", "effect.kin_group")
def test_611_2c_crown_of_vigor_pumps_the_creatures_sharing_a_type_with_its_host():
    """CR 205.3m, 611.2c, 113.7a: "Sacrifice this Aura: Enchanted creature and other
    creatures that share a creature type with it get +1/+1 until end of turn." Alice's
    Grizzly Bears (a Bear) wore it: it and Bob's Bear get +1/+1 (whoever controls them),
    the Elf doesn't; a Bear entering afterwards isn't in the locked-in set."""
    game = board(["Grizzly Bears", "Llanowar Elves"], ["Grizzly Bears"],
                 hands=(["Grizzly Bears"], []))
    mine, theirs = ids(game, "Grizzly Bears")
    elves = ids(game, "Llanowar Elves")[0]
    activate(game, _attach(game, "Crown of Vigor", mine))
    resolve(game)
    assert "Crown of Vigor" in grave(game)
    assert chars(game, mine).power == 3 and chars(game, theirs).toughness == 3
    assert chars(game, elves).power == 1
    add_mana(game, "{1}{G}")
    cast(game, "Grizzly Bears")
    resolve(game)
    late = ids(game, "Grizzly Bears")[-1]
    assert chars(game, late).power == 2
    to_step(game, "upkeep")
    assert chars(game, mine).power == 2


@plays("Crown of Awe", "effect.kin_group")
def test_702_73a_crown_of_awe_on_a_changeling_protects_every_creature():
    """CR 702.73a, 205.3m: the host is a changeling, so every creature shares a creature
    type with it: it, Alice's Bears and Bob's Elves gain protection from black and from
    red."""
    game = board(["Changeling Outcast", "Grizzly Bears"], ["Llanowar Elves"])
    outcast = ids(game, "Changeling Outcast")[0]
    bears, elves = ids(game, "Grizzly Bears")[0], ids(game, "Llanowar Elves")[0]
    activate(game, _attach(game, "Crown of Awe", outcast))
    resolve(game)
    for oid in (outcast, bears, elves):
        assert {"protection from black", "protection from red"} <= chars(game, oid).keywords


@plays("Crown of Fury", "effect.kin_group")
def test_611_2c_crown_of_fury_on_a_creature_without_creature_types_affects_only_it():
    """CR 205.3m: the enchanted Ornithopter (a Thopter) shares no creature type with the
    Grizzly Bears (a Bear): only it gets +1/+0 and first strike."""
    game = board(["Ornithopter", "Grizzly Bears"], [])
    thopter, bears = ids(game, "Ornithopter")[0], ids(game, "Grizzly Bears")[0]
    activate(game, _attach(game, "Crown of Fury", thopter))
    resolve(game)
    assert chars(game, thopter).power == 1 and "first strike" in chars(game, thopter).keywords
    assert chars(game, bears).power == 2 and "first strike" not in chars(game, bears).keywords


def _activate_x(game: Game, oid: int, x: int, *targets: Any) -> None:
    game.act(Action("activate", 0, oid, ability=0, x=x,
                    targets=tuple(("object", t) if isinstance(t, int) else t
                                  for t in targets)))


@plays("Hearth Kami", "target.activated_x", "cost.x")
def test_601_2c_hearth_kami_x_is_announced_before_its_target():
    """CR 601.2b-c, 602.2b, 107.3: "{X}, Sacrifice this creature: Destroy target artifact
    with mana value X." With X=2 Bob's Mind Stone (mana value 2) can be targeted, his Sol
    Ring (1) can't; it is destroyed."""
    game = board(["Hearth Kami"], ["Mind Stone", "Sol Ring"])
    kami = ids(game, "Hearth Kami")[0]
    stone, ring = ids(game, "Mind Stone")[0], ids(game, "Sol Ring")[0]
    add_mana(game, "{2}")
    with pytest.raises(IllegalAction):
        _activate_x(game, kami, 2, ring)
    _activate_x(game, kami, 2, stone)
    resolve(game)
    assert "Mind Stone" in grave(game, 1) and "Hearth Kami" in grave(game)
    assert ring in game.state.battlefield


@plays("Gorilla Shaman", "target.activated_x", "cost.x")
def test_107_3_gorilla_shaman_pays_x_twice():
    """CR 107.3, 601.2b-c: "{X}{X}{1}: Destroy target noncreature artifact with mana value
    X." X=1 costs {3}: Bob's Sol Ring is destroyed; with only {2} left for X=1 Alice can't
    activate it again."""
    game = board(["Gorilla Shaman"], ["Sol Ring", "Mox Pearl"])
    shaman = ids(game, "Gorilla Shaman")[0]
    add_mana(game, "{3}")
    _activate_x(game, shaman, 1, ids(game, "Sol Ring")[0])
    resolve(game)
    assert "Sol Ring" in grave(game, 1)
    add_mana(game, "{2}")
    with pytest.raises(IllegalAction):
        _activate_x(game, shaman, 1, ids(game, "Mox Pearl")[0])
    _activate_x(game, shaman, 0, ids(game, "Mox Pearl")[0])
    resolve(game)
    assert "Mox Pearl" in grave(game, 1)


@plays("Minamo Sightbender", "target.activated_x", "cost.x")
def test_601_2c_minamo_sightbender_power_x_or_less():
    """CR 601.2c, 509.1b: "{X}, {T}: Target creature with power X or less can't be blocked
    this turn." X=2: Alice's Grizzly Bears (power 2) is a legal target, her Hill Giant
    (power 3) isn't; both attack and Bob's Wall of Stone can block only the Giant."""
    game = board(["Minamo Sightbender", "Grizzly Bears", "Hill Giant"], ["Wall of Stone"])
    bender = ids(game, "Minamo Sightbender")[0]
    bears, giant = ids(game, "Grizzly Bears")[0], ids(game, "Hill Giant")[0]
    add_mana(game, "{2}")
    with pytest.raises(IllegalAction):
        _activate_x(game, bender, 2, giant)
    _activate_x(game, bender, 2, bears)
    resolve(game)
    to_blockers(game, bears, giant)
    wall = ids(game, "Wall of Stone")[0]
    with pytest.raises(IllegalAction):
        game.act(Action("block", 1, choice=((wall, bears),)))
    game.act(Action("block", 1, choice=((wall, giant),)))
    to_step(game, "end")
    assert life(game, 1) == 18


@plays("Quillmane Baku", "target.activated_x", "cost.remove_counters_x")
def test_601_2b_quillmane_baku_x_ki_counters_removed_bound_the_target():
    """CR 601.2b-c, 107.3: "{1}, {T}, Remove X ki counters from this creature: Return
    target creature with mana value X or less to its owner's hand." With two ki counters
    removed (X=2), Bob's Grizzly Bears (mana value 2) returns to his hand."""
    game = board(["Quillmane Baku"], ["Grizzly Bears"])
    baku = ids(game, "Quillmane Baku")[0]
    game.state.objects[baku].counters["ki"] = 2
    add_mana(game, "{1}")
    _activate_x(game, baku, 2, ids(game, "Grizzly Bears")[0])
    resolve(game)
    assert hand(game, 1) == ["Grizzly Bears"] and not game.state.objects[baku].counters.get("ki")


@plays("Krovikan Plague", "cost.tap_enchanted")
def test_302_6_krovikan_plague_taps_its_summoning_sick_host():
    """CR 118.3, 701.21a, 302.6: "Tap enchanted creature: This Aura deals 1 damage to any
    target. Put a -0/-1 counter on enchanted creature. Activate only if enchanted creature
    is untapped." The host just arrived: tapping it for the Aura's cost isn't its own {T}
    ability, so that's fine. Bob takes 1, the Bears get a -0/-1 counter and are tapped; a
    second activation can't be paid."""
    game = board(["Grizzly Bears"], [], sick=True)
    bears = ids(game, "Grizzly Bears")[0]
    plague = _attach(game, "Krovikan Plague", bears)
    activate(game, plague, BOB)
    resolve(game)
    assert life(game, 1) == 19 and game.state.objects[bears].tapped
    assert chars(game, bears).toughness == 1
    with pytest.raises(IllegalAction):
        activate(game, plague, BOB)


@plays("Earthlore", "cost.tap_enchanted", "condition.attached_status")
def test_701_21a_earthlore_taps_the_enchanted_land_for_a_blocker():
    """CR 701.21a, 509.1: "Tap enchanted land: Target blocking creature gets +1/+2 until
    end of turn. Activate only if enchanted land is untapped." Bob's Grizzly Bears block
    Alice's Hill Giant; Alice taps her Forest for Earthlore (it adds no mana) and the
    Bears, 3/4, survive the Giant and kill it. A tapped Forest can't pay it again."""
    game = board(["Hill Giant", "Forest"], ["Grizzly Bears"])
    giant, bears = ids(game, "Hill Giant")[0], ids(game, "Grizzly Bears")[0]
    forest = ids(game, "Forest")[0]
    earthlore = _attach(game, "Earthlore", forest)
    to_blockers(game, giant)
    game.act(Action("block", 1, choice=((bears, giant),)))
    assert game.decision.player == 0
    activate(game, earthlore, bears)
    resolve(game)
    assert game.state.objects[forest].tapped and game.state.players[0].pool.total() == 0
    assert (chars(game, bears).power, chars(game, bears).toughness) == (3, 4)
    with pytest.raises(IllegalAction):
        activate(game, earthlore, bears)
    to_step(game, "end")
    assert bears in game.state.battlefield and "Hill Giant" in grave(game)


@plays("Coastal Wizard", "effect.self_and_target_leave")
def test_400_3_coastal_wizard_returns_itself_and_another_creature_at_once():
    """CR 400.3, 608.2h: "{T}: Return this creature and another target creature to their
    owners' hands." Both go back, each to its owner's hand: the Wizard to Alice's, Bob's
    Grizzly Bears to his; the Wizard can't target itself ("another")."""
    game = board(["Coastal Wizard"], ["Grizzly Bears"])
    wizard = ids(game, "Coastal Wizard")[0]
    with pytest.raises(IllegalAction):
        activate(game, wizard, wizard)
    activate(game, wizard, ids(game, "Grizzly Bears")[0])
    resolve(game)
    assert hand(game) == ["Coastal Wizard"] and hand(game, 1) == ["Grizzly Bears"]
    assert not game.state.battlefield


@plays("Mangara of Corondor", "effect.self_and_target_leave")
def test_608_2b_mangara_stays_when_its_only_target_is_gone():
    """CR 406.2, 608.2b: "{T}: Exile Mangara and target permanent." Bob's Sol Ring and
    Mangara are exiled together; in another game, the target (Bob's Mox Pearl) leaves
    before the ability resolves: it does nothing at all, and Mangara stays."""
    game = board(["Mangara of Corondor"], ["Sol Ring"])
    activate(game, ids(game, "Mangara of Corondor")[0], ids(game, "Sol Ring")[0])
    resolve(game)
    state = game.state
    assert [state.objects[o].name for o in state.players[0].exile] == ["Mangara of Corondor"]
    assert [state.objects[o].name for o in state.players[1].exile] == ["Sol Ring"]
    game = board(["Mangara of Corondor"], ["Mox Pearl"], hands=(["Disenchant"], []))
    mangara, pearl = ids(game, "Mangara of Corondor")[0], ids(game, "Mox Pearl")[0]
    activate(game, mangara, pearl)
    add_mana(game, "{1}{W}")
    cast(game, "Disenchant", pearl)
    resolve(game)
    assert mangara in game.state.battlefield and "Mox Pearl" in grave(game, 1)


@plays("Wizard Mentor", "effect.self_and_target_leave")
def test_400_3_wizard_mentor_may_return_itself_as_its_target():
    """CR 400.3: "{T}: Return this creature and target creature you control to their
    owner's hand." It may be its own target ("target creature you control"): it returns
    once; with Alice's Bears as the target, both return."""
    game = board(["Wizard Mentor", "Grizzly Bears"], [])
    mentor = ids(game, "Wizard Mentor")[0]
    activate(game, mentor, ids(game, "Grizzly Bears")[0])
    resolve(game)
    assert sorted(hand(game)) == ["Grizzly Bears", "Wizard Mentor"]
    game = board(["Wizard Mentor", "Grizzly Bears"], [])
    mentor = ids(game, "Wizard Mentor")[0]
    activate(game, mentor, mentor)
    resolve(game)
    assert hand(game) == ["Wizard Mentor"] and ids(game, "Grizzly Bears")


def _bob_attacks(game: Game, *attacks: tuple[int, Any]) -> None:
    """On Bob's turn, Bob attacks with `attacks` ((attacker, what it attacks), ...); then
    Alice has priority in his declare attackers step."""
    for _ in range(80):
        if game.state.active == 1 and game.decision.kind == "attackers":
            break
        move_on(game)
    game.act(Action("attack", 1, choice=attacks))
    while game.decision.player != 0:
        game.act(Action("pass", game.decision.player))


@plays("Hunting Kavu", "phrase.attacking_you", "effect.self_and_target_leave")
def test_506_2_hunting_kavu_exiles_itself_and_a_creature_attacking_alice():
    """CR 506.2, 406.2: "{1}{R}{G}, {T}: Exile this creature and target creature without
    flying that's attacking you." Bob attacks Alice with Grizzly Bears and Wind Drake: the
    Drake (flying) can't be the target; the Kavu and the Bears are exiled, and Alice takes
    only the Drake's 2."""
    game = board(["Hunting Kavu"], ["Grizzly Bears", "Wind Drake"])
    kavu = ids(game, "Hunting Kavu")[0]
    bears, drake = ids(game, "Grizzly Bears")[0], ids(game, "Wind Drake")[0]
    _bob_attacks(game, (bears, ALICE), (drake, ALICE))
    add_mana(game, "{1}{R}{G}")
    with pytest.raises(IllegalAction):
        activate(game, kavu, drake)
    activate(game, kavu, bears)
    resolve(game)
    assert kavu not in game.state.battlefield and bears not in game.state.battlefield
    to_step(game, "end")
    assert life(game, 0) == 18


@plays("Snow Fortress", "phrase.attacking_you")
def test_508_1b_snow_fortress_only_hits_a_creature_attacking_alice_herself():
    """CR 506.2, 508.1b: "{3}: This creature deals 1 damage to target creature without
    flying that's attacking you." Bob's Grizzly Bears attack Alice's Jace Beleren, his
    Llanowar Elves attack Alice: only the Elves are attacking her, and die."""
    game = board(["Snow Fortress"], ["Grizzly Bears", "Llanowar Elves"])
    fortress = ids(game, "Snow Fortress")[0]
    planeswalker = create_object(game.state, card_def("Jace Beleren"), 0, "battlefield")
    planeswalker.counters["loyalty"] = 3
    game.state.changed()
    jace = planeswalker.id
    bears, elves = ids(game, "Grizzly Bears")[0], ids(game, "Llanowar Elves")[0]
    _bob_attacks(game, (bears, ("object", jace)), (elves, ALICE))
    add_mana(game, "{3}")
    with pytest.raises(IllegalAction):
        activate(game, fortress, bears, index=2)
    activate(game, fortress, elves, index=2)
    resolve(game)
    assert "Llanowar Elves" in grave(game, 1) and bears in game.state.battlefield


@plays("Ice Floe", "phrase.attacking_you")
def test_506_2_ice_floe_taps_a_creature_attacking_alice():
    """CR 506.2, 701.21a: "{T}: Tap target creature without flying that's attacking you.
    ..." Bob's attacking Grizzly Bears become tapped; Alice's own untapped Bears, not
    attacking, can't be the target."""
    game = board(["Ice Floe", "Grizzly Bears"], ["Grizzly Bears"])
    floe = ids(game, "Ice Floe")[0]
    mine, theirs = ids(game, "Grizzly Bears")
    _bob_attacks(game, (theirs, ALICE))
    game.state.objects[theirs].tapped = False          # (as if it had vigilance)
    with pytest.raises(IllegalAction):
        activate(game, floe, mine)
    activate(game, floe, theirs)
    resolve(game)
    assert game.state.objects[theirs].tapped and game.state.objects[floe].tapped


@plays("Scuttlemutt", "effect.colors_choice")
def test_105_1_scuttlemutt_makes_a_creature_two_colors_of_alices_choice():
    """CR 105.1, 613.1e, 608.2d: "{T}: Target creature becomes the color or colors of your
    choice until end of turn." Alice chooses blue, then black, then done: Bob's Grizzly
    Bears are exactly blue and black (no longer green) until the turn ends; "done" isn't
    offered before a first color."""
    game = board(["Scuttlemutt"], ["Grizzly Bears"])
    mutt, bears = ids(game, "Scuttlemutt")[0], ids(game, "Grizzly Bears")[0]
    activate(game, mutt, bears, index=1)
    resolve(game)
    assert "done" not in game.decision.options
    choose(game, "blue")
    choose(game, "black")
    choose(game, "done")
    resolve(game)
    assert chars(game, bears).colors == frozenset({"U", "B"})
    to_step(game, "upkeep")
    assert chars(game, bears).colors == frozenset({"G"})


@plays("Quickchange", "effect.colors_choice")
def test_613_1e_quickchange_all_five_colors_ends_the_choice():
    """CR 105.1, 613.1e: "Target creature becomes the color or colors of your choice until
    end of turn. Draw a card." Choosing all five colors leaves nothing to choose: the
    Bears are all five colors, and Alice draws."""
    game = board(["Island"], ["Grizzly Bears"], hands=(["Quickchange"], []))
    bears = ids(game, "Grizzly Bears")[0]
    add_mana(game, "{U}")
    cast(game, "Quickchange", bears)
    resolve(game)
    for color in ("white", "blue", "black", "red", "green"):
        choose(game, color)
    resolve(game)
    assert chars(game, bears).colors == frozenset("WUBRG") and len(hand(game)) == 1


@plays("Giver of Runes", "effect.protection_choice")
def test_702_16_giver_of_runes_protection_from_colorless():
    """CR 702.16a, 702.16f, 105.2c: "{T}: Another target creature you control gains
    protection from colorless or from the color of your choice until end of turn." Alice
    chooses colorless for her Grizzly Bears: Bob's Ornithopter (colorless) can't block
    them, his Llanowar Elves (green) can. The Giver can't target itself."""
    game = board(["Giver of Runes", "Grizzly Bears"], ["Ornithopter", "Llanowar Elves"])
    giver, bears = ids(game, "Giver of Runes")[0], ids(game, "Grizzly Bears")[0]
    with pytest.raises(IllegalAction):
        activate(game, giver, giver)
    activate(game, giver, bears)
    resolve(game)
    choose(game, "protection from colorless")
    resolve(game)
    assert "protection from colorless" in chars(game, bears).keywords
    to_blockers(game, bears)
    with pytest.raises(IllegalAction):
        game.act(Action("block", 1, choice=((ids(game, "Ornithopter")[0], bears),)))
    game.act(Action("block", 1, choice=((ids(game, "Llanowar Elves")[0], bears),)))


@plays("Wishmonger", "effect.protection_choice_theirs")
def test_608_2d_wishmonger_the_targets_controller_chooses_the_color():
    """CR 608.2d, 702.16: "{2}: Target creature gains protection from the color of its
    controller's choice until end of turn." Alice targets Bob's Grizzly Bears: Bob, not
    Alice, chooses the color; he picks red."""
    game = board(["Wishmonger"], ["Grizzly Bears"])
    bears = ids(game, "Grizzly Bears")[0]
    add_mana(game, "{2}")
    activate(game, ids(game, "Wishmonger")[0], bears)
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 1
    choose(game, "red")
    resolve(game)
    assert "protection from red" in chars(game, bears).keywords


@plays("Gargoyle Sentinel", "effect.loses_keywords")
def test_611_2a_gargoyle_sentinel_loses_defender_until_end_of_turn():
    """CR 611.2a, 613.1f, 702.3b: "{3}: Until end of turn, this creature loses defender and
    gains flying." Then it can attack (3 to Bob); at the next turn it has defender again
    and no flying."""
    game = board(["Gargoyle Sentinel"], [])
    gargoyle = ids(game, "Gargoyle Sentinel")[0]
    add_mana(game, "{3}")
    activate(game, gargoyle)
    resolve(game)
    assert "flying" in chars(game, gargoyle).keywords
    assert "defender" not in chars(game, gargoyle).keywords
    declare_attackers(game, gargoyle)
    to_step(game, "end")
    assert life(game, 1) == 17
    to_step(game, "upkeep")
    assert {"defender"} <= chars(game, gargoyle).keywords
    assert "flying" not in chars(game, gargoyle).keywords


@plays("Canopy Dragon", "effect.gains_and_loses")
def test_613_1f_canopy_dragon_gains_flying_and_loses_trample():
    """CR 613.1f: "{1}{G}: This creature gains flying and loses trample until end of
    turn.\""""
    game = board(["Canopy Dragon"], [])
    dragon = ids(game, "Canopy Dragon")[0]
    add_mana(game, "{1}{G}")
    activate(game, dragon)
    resolve(game)
    keywords = chars(game, dragon).keywords
    assert "flying" in keywords and "trample" not in keywords


@plays("Blessed Reversal", "phrase.attacking_you")
def test_506_2_blessed_reversal_counts_only_the_creatures_attacking_alice():
    """CR 506.2, 608.2h: "You gain 3 life for each creature attacking you." Bob's Grizzly
    Bears and Llanowar Elves attack Alice, his Hill Giant attacks her Jace Beleren: she
    gains 6, not 9."""
    game = board([], ["Grizzly Bears", "Llanowar Elves", "Hill Giant"],
                 hands=(["Blessed Reversal"], []))
    planeswalker = create_object(game.state, card_def("Jace Beleren"), 0, "battlefield")
    planeswalker.counters["loyalty"] = 3
    game.state.changed()
    bears, elves = ids(game, "Grizzly Bears")[0], ids(game, "Llanowar Elves")[0]
    _bob_attacks(game, (bears, ALICE), (elves, ALICE),
                 (ids(game, "Hill Giant")[0], ("object", planeswalker.id)))
    add_mana(game, "{1}{W}")
    cast(game, "Blessed Reversal")
    resolve(game)
    assert life(game, 0) == 26


@plays("Unlikely Alliance", "phrase.nonattacking")
def test_506_4_unlikely_alliance_targets_only_a_creature_out_of_combat():
    """CR 506.4, 115.1: "{1}{W}: Target nonattacking, nonblocking creature gets +0/+2 until
    end of turn." Alice's Hill Giant attacks and Bob's Grizzly Bears block it: neither can
    be the target; Alice's Llanowar Elves, out of combat, can."""
    game = board(["Unlikely Alliance", "Hill Giant", "Llanowar Elves"], ["Grizzly Bears"])
    alliance = ids(game, "Unlikely Alliance")[0]
    giant, elves = ids(game, "Hill Giant")[0], ids(game, "Llanowar Elves")[0]
    bears = ids(game, "Grizzly Bears")[0]
    to_blockers(game, giant)
    game.act(Action("block", 1, choice=((bears, giant),)))
    add_mana(game, "{1}{W}")
    for busy in (giant, bears):
        with pytest.raises(IllegalAction):
            activate(game, alliance, busy)
    activate(game, alliance, elves)
    resolve(game)
    assert chars(game, elves).toughness == 3


@plays("Alarum", "phrase.nonattacking")
def test_506_4_alarum_untaps_a_nonattacking_creature():
    """CR 506.4: "Untap target nonattacking creature. It gets +1/+3 until end of turn." An
    attacking creature can't be the target; Alice's tapped Grizzly Bears, not attacking,
    untap and are 3/5."""
    game = board(["Grizzly Bears", "Hill Giant", "Plains", "Plains"], [],
                 hands=(["Alarum"], []))
    bears, giant = ids(game, "Grizzly Bears")[0], ids(game, "Hill Giant")[0]
    game.state.objects[bears].tapped = True
    declare_attackers(game, giant)
    add_mana(game, "{1}{W}")
    with pytest.raises(IllegalAction):
        cast(game, "Alarum", giant)
    cast(game, "Alarum", bears)
    resolve(game)
    assert not game.state.objects[bears].tapped
    assert (chars(game, bears).power, chars(game, bears).toughness) == (3, 5)


@plays("Keldon Battlewagon", "quantity.tapped_power", "cost.tap_untapped")
def test_608_2h_keldon_battlewagon_reads_the_tapped_creatures_power_as_it_resolves():
    """CR 608.2h, 118.3: "Tap an untapped creature you control: This creature gets +X/+0
    until end of turn, where X is the power of the creature tapped this way." Alice taps
    her Hill Giant (power 3), then answers with Giant Growth on it: as the ability
    resolves the Giant's power is 6, so the Battlewagon gets +6/+0."""
    game = board(["Keldon Battlewagon", "Hill Giant"], [], hands=(["Giant Growth"], []))
    wagon, giant = ids(game, "Keldon Battlewagon")[0], ids(game, "Hill Giant")[0]
    before = chars(game, wagon).power
    activate(game, wagon, costs=(giant,))
    assert game.state.objects[giant].tapped
    add_mana(game, "{G}")
    cast(game, "Giant Growth", giant)
    resolve(game)
    assert chars(game, wagon).power == before + 6


@plays("Unerring Sling", "quantity.tapped_power", "cost.tap_untapped")
def test_608_2h_unerring_sling_deals_the_tapped_creatures_power():
    """CR 608.2h, 120.3: "{3}, {T}, Tap an untapped creature you control: This artifact
    deals damage equal to the tapped creature's power to target attacking or blocking
    creature with flying." Alice taps her Hill Giant: Bob's attacking Wind Drake (2/2)
    takes 3 and dies."""
    game = board(["Unerring Sling", "Hill Giant"], ["Wind Drake"])
    sling, giant = ids(game, "Unerring Sling")[0], ids(game, "Hill Giant")[0]
    drake = ids(game, "Wind Drake")[0]
    _bob_attacks(game, (drake, ALICE))
    game.state.objects[sling].tapped = game.state.objects[giant].tapped = False
    add_mana(game, "{3}")
    activate(game, sling, drake, costs=(giant,))
    resolve(game)
    assert "Wind Drake" in grave(game, 1)
