"""Play tests: instant and sorcery instructions (area "effects", round 13): an amount divided
among any number of targets, "where X is <quantity> as you cast this spell", counted as the
spell is cast, before the division is announced (CR 601.2d); "Each player may <instructions>"
[", then each player who does ..."], each choosing in APNAP order (CR 101.4, 608.2d);
"<player> reveals their hand and discards all <cards>" (CR 701.16a, 701.8a); "Each player
discards all the cards in their hand, then draws that many cards [minus one]" (CR 608.2c);
"Target player exiles all <cards> from their graveyard" (CR 406.2); "Destroy target
<permanent>. If that permanent was <colours> / a <description>, ..." (CR 608.2h); "Return
each <card> with mana value X from your graveyard to the battlefield" (CR 107.3); "Each
player who controls a <permanent> draws a card" (CR 608.2h)."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import cast, chars, choose, hand, plays, resolve

from tolaria.cards.registry import card_def
from tolaria.data.actions import IllegalAction
from tolaria.rules.zones import create_object

_SLOTS = 30                      # "any number of targets": one slot per target


def _cast(name: str, *parts: str) -> str:
    """The notation of casting `name` with the division, the unchosen slots after."""
    rest = ["no target"] * (_SLOTS - len(parts))
    return f"cast {name} targeting " + ", ".join([*parts, *rest])


# -- "where X is ... as you cast this spell" (CR 601.2d) -----------------------------------

@plays("Volcanic Wind", "target.divided", "quantity.on_cast")
def test_601_2d_volcanic_wind_divides_the_creatures_counted_as_it_is_cast():
    """"Volcanic Wind deals X damage divided as you choose among any number of target
    creatures, where X is the number of creatures on the battlefield as you cast this
    spell.": three creatures make X = 3, divided 2 to Bob's Grizzly Bears (lethal, CR
    704.5g) and 1 to his Serra Angel; dividing 2 or 4 is refused (CR 601.2d)."""
    game = board(["Mountain"] * 6 + ["Hill Giant"], ["Grizzly Bears", "Serra Angel"],
                 hands=(["Volcanic Wind"], []))
    for text in (_cast("Volcanic Wind", "Grizzly Bears 2"),
                 _cast("Volcanic Wind", "Grizzly Bears 2", "Serra Angel 2")):
        with pytest.raises(IllegalAction):
            game.act(game.parse(text))
        assert not game.state.stack
    angel = ids(game, "Serra Angel")[0]
    game.act(game.parse(_cast("Volcanic Wind", "Grizzly Bears 2", "Serra Angel 1")))
    resolve(game)
    assert not ids(game, "Grizzly Bears")
    assert game.state.objects[angel].damage == 1
    assert ids(game, "Hill Giant")


@plays("Volcanic Wind", "quantity.on_cast")
def test_601_2d_volcanic_wind_x_is_fixed_as_cast_not_as_it_resolves():
    """X is counted as the spell is cast: Bob's Lightning Bolt killing Hill Giant in
    response leaves two creatures, yet Serra Angel is still dealt all 3 (CR 601.2d,
    608.2h)."""
    game = board(["Mountain"] * 6 + ["Hill Giant"], ["Serra Angel", "Grizzly Bears", "Mountain"],
                 hands=(["Volcanic Wind"], ["Lightning Bolt"]))
    angel = ids(game, "Serra Angel")[0]
    game.act(game.parse(_cast("Volcanic Wind", "Serra Angel 3")))
    game.act(game.parse("pass"))
    cast(game, "Lightning Bolt", ids(game, "Hill Giant")[0], player=1)
    resolve(game)
    assert not ids(game, "Hill Giant")
    assert game.state.objects[angel].damage == 3


@plays("Jaws of Stone", "target.divided", "quantity.on_cast")
def test_601_2d_jaws_of_stone_divides_the_mountains_among_players_and_creatures():
    """"..., where X is the number of Mountains you control as you cast this spell.": six
    Mountains (tapped to pay for it, still controlled) make X = 6: 4 to Bob and 2 to his
    Grizzly Bears (CR 601.2d, 120.3)."""
    game = board(["Mountain"] * 6, ["Grizzly Bears"], hands=(["Jaws of Stone"], []))
    game.act(game.parse(_cast("Jaws of Stone", "Bob 4", "Grizzly Bears 2")))
    resolve(game)
    assert game.state.players[1].life == 16
    assert not ids(game, "Grizzly Bears")


@plays("Monstrous Onslaught", "target.divided", "quantity.on_cast", "quantity.greatest")
def test_601_2d_monstrous_onslaught_divides_the_greatest_power():
    """"..., where X is the greatest power among creatures you control as you cast this
    spell.": Alice's Hill Giant (3) beats her Grizzly Bears, X = 3 — all of it to Bob's
    Hill Giant, which dies (CR 601.2d, 704.5g); Bob's larger Serra Angel isn't counted."""
    game = board(["Forest"] * 5 + ["Hill Giant", "Grizzly Bears"], ["Hill Giant", "Serra Angel"],
                 hands=(["Monstrous Onslaught"], []))
    bob_giant = ids(game, "Hill Giant")[1]
    with pytest.raises(IllegalAction):
        game.act(game.parse(_cast("Monstrous Onslaught", "Bob's Hill Giant 4")))
    game.act(game.parse(_cast("Monstrous Onslaught", "Bob's Hill Giant 3")))
    resolve(game)
    assert bob_giant not in game.state.battlefield
    assert len(ids(game, "Hill Giant")) == 1


@plays("Undercity Upheaval", "target.divided", "quantity.on_cast")
def test_601_2d_undercity_upheaval_distributes_creature_cards_in_graveyard():
    """"Distribute X +1/+1 counters among any number of target creatures you control, where
    X is the number of creature cards in your graveyard as you cast this spell. Creatures
    you control gain vigilance until end of turn.": two creature cards (the land not
    counted) make X = 2, one counter each on Grizzly Bears and Hill Giant (CR 601.2d,
    122.6), and both have vigilance."""
    game = board(["Forest"] * 3 + ["Grizzly Bears", "Hill Giant"], [],
                 hands=(["Undercity Upheaval"], []))
    for name in ("Serra Angel", "Llanowar Elves", "Forest"):
        create_object(game.state, card_def(name), 0, "graveyard")
    game.state.changed()
    with pytest.raises(IllegalAction):
        game.act(game.parse(_cast("Undercity Upheaval", "Grizzly Bears 3")))
    game.act(game.parse(_cast("Undercity Upheaval", "Grizzly Bears 1", "Hill Giant 1")))
    resolve(game)
    state = game.state
    for name in ("Grizzly Bears", "Hill Giant"):
        obj = state.objects[ids(game, name)[0]]
        assert obj.counters["+1/+1"] == 1
        assert "vigilance" in chars(game, obj.id).keywords


# -- "Each player may ..." (CR 101.4, 608.2d) -----------------------------------------------

def _graveyard(game, player: int) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].graveyard]


@plays("Raphael's Technique", "condition.each_player_may")
def test_101_4_raphaels_technique_each_player_chooses_in_apnap_order():
    """"Each player may discard their hand and draw seven cards.": Alice (the active
    player) is asked first, then Bob (CR 101.4); Alice says yes and discards Grizzly Bears
    for seven cards, Bob says no and keeps his hand (CR 608.2d, 701.8a)."""
    game = board(["Mountain"] * 6, [], hands=(["Raphael's Technique", "Grizzly Bears"],
                                                ["Hill Giant", "Serra Angel"]))
    cast(game, "Raphael's Technique")
    resolve(game)
    assert game.decision.kind == "yes_no" and game.decision.player == 0
    choose(game, "yes")
    assert game.decision.kind == "yes_no" and game.decision.player == 1
    choose(game, "no")
    assert len(hand(game, 0)) == 7 and "Grizzly Bears" not in hand(game, 0)
    assert "Grizzly Bears" in _graveyard(game, 0)
    assert sorted(hand(game, 1)) == ["Hill Giant", "Serra Angel"]
    assert len(game.state.players[1].library) == 10


@plays("Will of the Jeskai", "condition.each_player_may")
def test_608_2d_will_of_the_jeskai_only_the_player_who_chose_discards_and_draws():
    """The mode "Each player may discard their hand and draw five cards.": Alice declines,
    Bob accepts: his two cards go to his graveyard and he draws five (CR 101.4, 608.2d)."""
    game = board(["Mountain"] * 4, [], hands=(["Will of the Jeskai", "Grizzly Bears"],
                                                ["Hill Giant", "Serra Angel"]))
    cast(game, "Will of the Jeskai", mode=0)
    resolve(game)
    choose(game, "no")
    choose(game, "yes")
    assert hand(game, 0) == ["Grizzly Bears"]
    assert len(hand(game, 1)) == 5 and sorted(_graveyard(game, 1)) == ["Hill Giant",
                                                                        "Serra Angel"]


@plays("Step Between Worlds", "condition.each_player_may", "condition.each_player_who_does")
def test_608_2c_step_between_worlds_each_player_who_does_draws_seven():
    """"Each player may shuffle their hand and graveyard into their library. Each player who
    does draws seven cards. Exile Step Between Worlds.": Alice shuffles her Grizzly Bears and
    graveyard in and draws seven; Bob declines and keeps his hand and graveyard (CR 101.4,
    608.2c, 701.20a)."""
    game = board(["Island"] * 5, [], hands=(["Step Between Worlds", "Grizzly Bears"],
                                             ["Hill Giant"]))
    create_object(game.state, card_def("Serra Angel"), 0, "graveyard")
    create_object(game.state, card_def("Llanowar Elves"), 1, "graveyard")
    game.state.changed()
    cast(game, "Step Between Worlds")
    resolve(game)
    choose(game, "yes")
    choose(game, "no")
    state = game.state
    assert len(hand(game, 0)) == 7
    assert not state.players[0].graveyard
    assert len(state.players[0].library) == 10 + 2 - 7
    assert "Step Between Worlds" in [state.objects[i].name for i in state.players[0].exile]
    assert hand(game, 1) == ["Hill Giant"] and _graveyard(game, 1) == ["Llanowar Elves"]


@plays("Turtles in Time", "condition.each_player_may", "condition.each_player_who_does")
def test_608_2c_turtles_in_time_then_each_player_who_does_draws_seven():
    """"Return all creatures to their owners' hands. Each player may shuffle their hand and
    graveyard into their library, then each player who does draws seven cards.": Bob's
    returned Serra Angel is in the hand he shuffles away; he draws seven. Alice declines and
    keeps her returned Grizzly Bears (CR 101.4, 608.2c)."""
    game = board(["Island"] * 7 + ["Grizzly Bears"], ["Serra Angel"],
                 hands=(["Turtles in Time"], []))
    cast(game, "Turtles in Time")
    resolve(game)
    choose(game, "no")
    choose(game, "yes")
    state = game.state
    assert hand(game, 0) == ["Grizzly Bears"]
    assert len(hand(game, 1)) == 7 and "Serra Angel" in [
        state.objects[i].name for i in state.players[1].library]


# -- "<player> reveals their hand and discards all <cards>" (CR 701.16a, 701.8a) ----------

_BOB = ("player", 1)


@plays("Amnesia", "choice.reveal_discard_all")
def test_701_8a_amnesia_discards_all_nonland_cards():
    """"Target player reveals their hand and discards all nonland cards.": Bob's Grizzly
    Bears and Lightning Bolt are discarded at once, his Forest stays (CR 701.16a, 701.8a)."""
    game = board(["Island"] * 6, [], hands=(["Amnesia"], ["Grizzly Bears", "Forest",
                                                          "Lightning Bolt"]))
    cast(game, "Amnesia", _BOB)
    resolve(game)
    assert hand(game, 1) == ["Forest"]
    assert sorted(_graveyard(game, 1)) == ["Grizzly Bears", "Lightning Bolt"]


@plays("Trapfinder's Trick", "choice.reveal_discard_all")
def test_701_8a_trapfinders_trick_discards_all_trap_cards():
    """"Target player reveals their hand and discards all Trap cards.": Bob's Mindbreak Trap
    (an Instant — Trap) goes, Lightning Bolt (no Trap subtype) stays (CR 205.3, 701.8a)."""
    game = board(["Island"] * 2, [], hands=(["Trapfinder's Trick"], ["Mindbreak Trap",
                                                                     "Lightning Bolt"]))
    cast(game, "Trapfinder's Trick", _BOB)
    resolve(game)
    assert hand(game, 1) == ["Lightning Bolt"] and _graveyard(game, 1) == ["Mindbreak Trap"]


@plays("Shatter Assumptions", "choice.reveal_discard_all")
def test_701_8a_shatter_assumptions_colorless_nonland_or_multicolored():
    """Mode 1, "... discards all colorless nonland cards.": Ornithopter goes, Wastes (a
    colorless land) and Grizzly Bears stay; mode 2, "... all multicolored cards.": only
    Lightning Helix goes (CR 105.2b-c, 701.8a)."""
    bob = ["Ornithopter", "Wastes", "Grizzly Bears", "Lightning Helix"]
    game = board(["Swamp"] * 3, [], hands=(["Shatter Assumptions"], bob))
    cast(game, "Shatter Assumptions", _BOB, mode=0)
    resolve(game)
    assert _graveyard(game, 1) == ["Ornithopter"]
    assert sorted(hand(game, 1)) == ["Grizzly Bears", "Lightning Helix", "Wastes"]
    game = board(["Swamp"] * 3, [], hands=(["Shatter Assumptions"], bob))
    cast(game, "Shatter Assumptions", _BOB, mode=1)
    resolve(game)
    assert _graveyard(game, 1) == ["Lightning Helix"]
    assert sorted(hand(game, 1)) == ["Grizzly Bears", "Ornithopter", "Wastes"]


# -- "Each player discards all the cards in their hand, then draws that many cards" --------

@plays("Dark Deal", "mass.each_discard_all_draw")
def test_608_2c_dark_deal_each_player_draws_their_own_count_minus_one():
    """"Each player discards all the cards in their hand, then draws that many cards minus
    one.": Alice discards three and draws two, Bob discards one and draws none (never fewer
    than 0, CR 107.1b); each counts only their own cards (CR 608.2c, 400.3)."""
    game = board(["Swamp"] * 3, [], hands=(["Dark Deal", "Grizzly Bears", "Hill Giant",
                                            "Forest"], ["Serra Angel"]))
    cast(game, "Dark Deal")
    resolve(game)
    assert len(hand(game, 0)) == 2 and not ({"Grizzly Bears", "Hill Giant", "Forest"}
                                            & set(hand(game, 0)))
    assert hand(game, 1) == [] and _graveyard(game, 1) == ["Serra Angel"]
    assert len(game.state.players[1].library) == 10


@plays("Incendiary Command", "mass.each_discard_all_draw")
def test_608_2c_incendiary_command_wheel_mode_each_draws_as_many_as_they_discarded():
    """Modes "deals 2 damage to each creature" and "Each player discards all the cards in
    their hand, then draws that many cards.": Alice discards two and draws two, Bob discards
    three and draws three (CR 700.2, 701.8a, 608.2c); his Grizzly Bears dies (704.5g)."""
    game = board(["Mountain"] * 5, ["Grizzly Bears"],
                 hands=(["Incendiary Command", "Hill Giant", "Forest"],
                        ["Serra Angel", "Island", "Shock"]))
    cast(game, "Incendiary Command", mode=(1, 3))
    resolve(game)
    assert len(hand(game, 0)) == 2 and not ({"Hill Giant", "Forest"} & set(hand(game, 0)))
    assert len(hand(game, 1)) == 3 and "Serra Angel" not in hand(game, 1)
    assert sorted(_graveyard(game, 1)) == ["Grizzly Bears", "Island", "Serra Angel", "Shock"]
    assert len(game.state.players[0].library) == 8 and len(game.state.players[1].library) == 7


# -- "Target player exiles all <cards> from their graveyard" (CR 406.2) --------------------

@plays("Mudhole", "library.exiles_from_their_graveyard")
def test_406_2_mudhole_target_player_exiles_all_land_cards_from_their_graveyard():
    """"Target player exiles all land cards from their graveyard.": Bob's Forest and Island
    are exiled, his Grizzly Bears stays; Alice's own Mountain card isn't touched (CR 406.2)."""
    game = board(["Mountain"] * 3, [], hands=(["Mudhole"], []))
    for owner, name in ((1, "Forest"), (1, "Island"), (1, "Grizzly Bears"), (0, "Mountain")):
        create_object(game.state, card_def(name), owner, "graveyard")
    game.state.changed()
    cast(game, "Mudhole", _BOB)
    resolve(game)
    state = game.state
    assert _graveyard(game, 1) == ["Grizzly Bears"]
    assert sorted(state.objects[i].name for i in state.players[1].exile) == ["Forest", "Island"]
    assert "Mountain" in _graveyard(game, 0)


# -- "Destroy target <permanent>. If that permanent was ..." (CR 608.2h) -------------------

@plays("Filigree Fracture", "condition.that_permanent_was")
def test_608_2h_filigree_fracture_draws_only_if_the_permanent_was_blue_or_black():
    """"Destroy target artifact or enchantment. If that permanent was blue or black, draw a
    card.": Bob's blue Propaganda destroyed, Alice draws; his colorless Ornithopter
    destroyed, she doesn't (CR 608.2h, 105.2c)."""
    for name, drawn in (("Propaganda", 1), ("Ornithopter", 0)):
        game = board(["Forest"] * 3, [name], hands=(["Filigree Fracture"], []))
        cast(game, "Filigree Fracture", ids(game, name)[0])
        resolve(game)
        assert not ids(game, name)
        assert len(hand(game, 0)) == drawn


@plays("Nissa's Defeat", "condition.that_permanent_was")
def test_608_2h_nissas_defeat_draws_only_for_a_nissa_planeswalker():
    """"Destroy target Forest, green enchantment, or green planeswalker. If that permanent
    was a Nissa planeswalker, draw a card.": Bob's Nissa, Who Shakes the World destroyed,
    Alice draws; his Forest destroyed, she doesn't (CR 608.2h, 205.3j)."""
    game = board(["Forest"] * 3, [], hands=(["Nissa's Defeat"], []))
    nissa = create_object(game.state, card_def("Nissa, Who Shakes the World"), 1, "battlefield")
    nissa.counters["loyalty"] = 5
    game.state.changed()
    cast(game, "Nissa's Defeat", nissa.id)
    resolve(game)
    assert nissa.id not in game.state.battlefield and len(hand(game, 0)) == 1
    game = board(["Forest"] * 3, ["Forest"], hands=(["Nissa's Defeat"], []))
    cast(game, "Nissa's Defeat", ids(game, "Forest")[3])
    resolve(game)
    assert len(ids(game, "Forest")) == 3 and hand(game, 0) == []


# -- "Return each <card> with mana value X from your graveyard to the battlefield" ----------

@plays("Immortal Servitude", "library.graveyard_all_x")
def test_107_3_immortal_servitude_returns_each_creature_card_with_mana_value_x():
    """"Return each creature card with mana value X from your graveyard to the battlefield."
    ({X}{W/B}{W/B}{W/B}) with X = 2: Grizzly Bears and Runeclaw Bear (mana value 2) return at once; Llanowar
    Elves (1), Hill Giant (4) and the land card stay (CR 107.3, 202.3)."""
    game = board(["Plains", "Swamp", "Plains", "Swamp", "Swamp"], [],
                 hands=(["Immortal Servitude"], []))
    for name in ("Grizzly Bears", "Runeclaw Bear", "Llanowar Elves", "Hill Giant", "Forest"):
        create_object(game.state, card_def(name), 0, "graveyard")
    game.state.changed()
    cast(game, "Immortal Servitude", x=2)
    resolve(game)
    assert ids(game, "Grizzly Bears") and ids(game, "Runeclaw Bear")
    assert sorted(_graveyard(game, 0)) == ["Forest", "Hill Giant", "Immortal Servitude",
                                           "Llanowar Elves"]


# -- "Each player who controls a <permanent> draws a card" (CR 608.2h) ---------------------

@plays("Depopulate", "condition.each_player_who_controls")
def test_608_2h_depopulate_only_players_controlling_a_multicolored_creature_draw():
    """"Each player who controls a multicolored creature draws a card. Then destroy all
    creatures.": Bob's Watchwolf (green and white) makes him draw; Alice, with only Grizzly
    Bears, doesn't; then every creature is destroyed (CR 608.2h, 105.2b, 701.8a)."""
    game = board(["Plains"] * 4 + ["Grizzly Bears"], ["Watchwolf"],
                 hands=(["Depopulate"], []))
    cast(game, "Depopulate")
    resolve(game)
    assert hand(game, 0) == [] and len(hand(game, 1)) == 1
    assert not ids(game, "Grizzly Bears") and not ids(game, "Watchwolf")


@plays("Shatter the Sky", "condition.each_player_who_controls")
def test_608_2h_shatter_the_sky_draws_for_power_4_or_greater_before_the_wrath():
    """"Each player who controls a creature with power 4 or greater draws a card.": Bob's
    Serra Angel (4) counts, Alice's Hill Giant (3) doesn't; both die after (CR 608.2h)."""
    game = board(["Plains"] * 4 + ["Hill Giant"], ["Serra Angel"],
                 hands=(["Shatter the Sky"], []))
    cast(game, "Shatter the Sky")
    resolve(game)
    assert hand(game, 0) == [] and len(hand(game, 1)) == 1
    assert not ids(game, "Hill Giant") and not ids(game, "Serra Angel")
