"""Play tests: instant and sorcery instructions (area "effects", round 10): a spell returning
itself to its owner's hand as it resolves (CR 608.2k, 608.2m); doubling power [and
toughness] (CR 701.9); "They ..." after a group instruction (CR 608.2c)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import BOB, cast, chars, choose, grave, hand, plays, resolve, to_step

from tolaria import Action
from tolaria.cards.oracle.targeting import ANY_NUMBER
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def padded(*targets):
    """The targets chosen, then the phrase's others left unchosen (CR 601.2c)."""
    return targets + (None,) * (ANY_NUMBER - len(targets))


def _on_top(game, player: int, *names: str) -> list[int]:
    """New cards on top of a library (the last named on top); their ids."""
    return [create_object(game.state, card_def(n), player, "library").id for n in names]


# -- "return SELF to its owner's hand" (CR 608.2k, 608.2m) ----------------------------------

@plays("Research the Deep", "graveyard.return_spell_itself", "library.clash")
def test_608_2k_research_the_deep_returns_to_hand_when_its_clash_is_won():
    """CR 608.2k, 608.2m, 701.23: "Draw a card. Clash with an opponent. If you win, return
    Research the Deep to its owner's hand." Alice draws Opt, then reveals Hill Giant (4)
    against Bob's Shock (1): she wins, and the spell goes to her hand, not her graveyard."""
    game = board(["Island"] * 4, [], hands=(["Research the Deep"], []))
    _on_top(game, 0, "Hill Giant", "Opt")
    _on_top(game, 1, "Shock")
    cast(game, "Research the Deep")
    resolve(game)
    choose(game, "top")
    choose(game, "top")
    assert sorted(hand(game)) == ["Opt", "Research the Deep"]
    assert grave(game) == []


@plays("Research the Deep", "graveyard.return_spell_itself", "library.clash")
def test_608_2m_research_the_deep_goes_to_the_graveyard_when_its_clash_is_lost():
    """CR 608.2m: Alice reveals Opt (1) against Bob's Hill Giant (4): she loses, and the
    spell is put into her graveyard as the last part of its resolution."""
    game = board(["Island"] * 4, [], hands=(["Research the Deep"], []))
    _on_top(game, 0, "Opt", "Shock")
    _on_top(game, 1, "Hill Giant")
    cast(game, "Research the Deep")
    resolve(game)
    choose(game, "top")
    choose(game, "top")
    assert hand(game) == ["Shock"]
    assert grave(game) == ["Research the Deep"]


@plays("View from Above", "graveyard.return_spell_itself")
def test_608_2k_view_from_above_returns_only_if_you_control_a_white_permanent():
    """CR 608.2k, 608.2m: "Target creature gains flying until end of turn. If you control a
    white permanent, return View from Above to its owner's hand." With Savannah Lions: back
    to hand; without a white permanent: into the graveyard."""
    for white, where in ((["Savannah Lions"], "hand"), ([], "graveyard")):
        game = board(["Island"] * 2 + ["Grizzly Bears"] + white, [],
                     hands=(["View from Above"], []))
        cast(game, "View from Above", ids(game, "Grizzly Bears")[0])
        resolve(game)
        assert ("View from Above" in hand(game)) == (where == "hand")
        assert ("View from Above" in grave(game)) == (where == "graveyard")


@plays("Hanabi Blast", "graveyard.return_spell_itself")
def test_608_2k_hanabi_blast_is_in_hand_before_the_random_discard():
    """CR 608.2k, 701.9b: "Hanabi Blast deals 2 damage to any target. Return Hanabi Blast to
    its owner's hand, then discard a card at random." With no other card in hand, the card
    discarded at random is Hanabi Blast itself, back in hand by then."""
    game = board(["Mountain"] * 3, [], hands=(["Hanabi Blast"], []))
    cast(game, "Hanabi Blast", BOB)
    resolve(game)
    assert game.state.players[1].life == 18
    assert hand(game) == [] and grave(game) == ["Hanabi Blast"]


@plays("Pulse of the Tangle", "graveyard.return_spell_itself")
def test_608_2k_pulse_of_the_tangle_returns_if_an_opponent_controls_more_creatures():
    """CR 608.2k: "Create a 3/3 green Beast creature token. Then if an opponent controls more
    creatures than you, return Pulse of the Tangle to its owner's hand." Bob has two
    creatures against Alice's one Beast: back to hand."""
    game = board(["Forest"] * 3, ["Grizzly Bears", "Hill Giant"],
                 hands=(["Pulse of the Tangle"], []))
    cast(game, "Pulse of the Tangle")
    resolve(game)
    assert len(ids(game, "Beast")) == 1
    assert hand(game) == ["Pulse of the Tangle"] and grave(game) == []


# -- doubling power [and toughness] (CR 701.9) ----------------------------------------------

@plays("Unleash Fury", "effect.double_power")
def test_701_9b_unleash_fury_doubles_only_the_power_of_the_target():
    """CR 701.9b: "Double the power of target creature until end of turn.": Hill Giant
    (3/3) gets +3/+0."""
    game = board(["Mountain"] * 2, ["Hill Giant"], hands=(["Unleash Fury"], []))
    giant = ids(game, "Hill Giant")[0]
    cast(game, "Unleash Fury", giant)
    resolve(game)
    found = chars(game, giant)
    assert (found.power, found.toughness) == (6, 3)


@plays("Dragonclaw Strike", "effect.double_power")
def test_701_9b_dragonclaw_strike_doubles_both_then_fights():
    """CR 701.9b, 701.14a: "Double the power and toughness of target creature you control
    until end of turn. Then it fights up to one target creature an opponent controls."
    Grizzly Bears becomes 4/4, kills Hill Giant (3/3) and survives its 3 damage."""
    game = board(["Forest", "Island", "Mountain", "Grizzly Bears"], ["Hill Giant"],
                 hands=(["Dragonclaw Strike"], []))
    bears = ids(game, "Grizzly Bears")[0]
    cast(game, "Dragonclaw Strike", bears, ids(game, "Hill Giant")[0])
    resolve(game)
    found = chars(game, bears)
    assert (found.power, found.toughness) == (4, 4)
    assert not ids(game, "Hill Giant") and ids(game, "Grizzly Bears")


@plays("Double Trouble", "effect.double_each_power")
def test_701_9b_double_trouble_doubles_each_of_your_creatures_by_its_own_power():
    """CR 701.9b, 611.2c: "Double the power of each creature you control until end of
    turn.": Grizzly Bears 4/2, Hill Giant 6/3; Bob's Savannah Lions unchanged."""
    game = board(["Mountain"] * 5 + ["Grizzly Bears", "Hill Giant"], ["Savannah Lions"],
                 hands=(["Double Trouble"], []))
    cast(game, "Double Trouble")
    resolve(game)
    bears, giant = chars(game, ids(game, "Grizzly Bears")[0]), chars(game, ids(game, "Hill Giant")[0])
    assert (bears.power, bears.toughness, giant.power, giant.toughness) == (4, 2, 6, 3)
    assert chars(game, ids(game, "Savannah Lions")[0]).power == 2


@plays("Thrakkus the Butcher", "effect.double_each_power")
def test_701_9b_thrakkus_doubles_each_dragon_you_control_when_it_attacks():
    """CR 701.9b, 603.2: "Whenever Thrakkus attacks, double the power of each Dragon you
    control until end of turn.": Thrakkus (a Dragon, 3/4) and Shivan Dragon (5/5) double
    their power; Grizzly Bears doesn't."""
    game = board(["Thrakkus the Butcher", "Shivan Dragon", "Grizzly Bears"], [],
                 step="declare attackers")
    thrakkus = ids(game, "Thrakkus the Butcher")[0]
    game.act(Action("attack", 0, choice=((thrakkus, BOB),)))
    resolve(game)
    assert chars(game, thrakkus).power == 6 and chars(game, thrakkus).toughness == 4
    assert chars(game, ids(game, "Shivan Dragon")[0]).power == 10
    assert chars(game, ids(game, "Grizzly Bears")[0]).power == 2


@plays("God-Eternal Rhonas", "effect.double_each_power", "effect.those_group")
def test_701_9b_rhonas_doubles_each_other_creature_and_those_gain_vigilance():
    """CR 701.9b, 608.2c, 109.4: "When God-Eternal Rhonas enters, double the power of each
    other creature you control until end of turn. Those creatures gain vigilance until end
    of turn." Grizzly Bears: 4/2 with vigilance; Rhonas itself stays 5/5 without it."""
    game = board(["Forest"] * 5 + ["Grizzly Bears"], [], hands=(["God-Eternal Rhonas"], []))
    cast(game, "God-Eternal Rhonas")
    resolve(game)
    bears, rhonas = chars(game, ids(game, "Grizzly Bears")[0]), chars(game, ids(
        game, "God-Eternal Rhonas")[0])
    assert bears.power == 4 and "vigilance" in bears.keywords
    assert rhonas.power == 5 and "vigilance" not in rhonas.keywords


# -- "They ..." after a group instruction (CR 608.2c) ---------------------------------------

@plays("Join Shields", "effect.those_group")
def test_608_2c_join_shields_untapped_creatures_gain_hexproof_and_indestructible():
    """CR 608.2c, 611.2c: "Untap all creatures you control. They gain hexproof and
    indestructible until end of turn." Alice's tapped Grizzly Bears untaps and gains both;
    Bob's Hill Giant gains nothing."""
    game = board(["Forest"] * 3 + ["Plains"] * 2 + ["Grizzly Bears"], ["Hill Giant"],
                 hands=(["Join Shields"], []))
    bears = ids(game, "Grizzly Bears")[0]
    game.state.objects[bears].tapped = True
    cast(game, "Join Shields")
    resolve(game)
    assert not game.state.objects[bears].tapped
    assert {"hexproof", "indestructible"} <= chars(game, bears).keywords
    assert "indestructible" not in chars(game, ids(game, "Hill Giant")[0]).keywords


# -- "One or more target creatures become <colour>" (CR 105.3, 613.1e) ----------------------

@plays("Dwarven Song", "animation.targets_become_color", "target.spread")
def test_613_1e_dwarven_song_each_chosen_target_becomes_red():
    """CR 613.1e, 115.1, 611.2a: "One or more target creatures become red until end of
    turn." Grizzly Bears and Bob's Savannah Lions, targeted, become red (and only red);
    Bob's untargeted Llanowar Elves stays green. At the cleanup step it ends (CR 514.2)."""
    game = board(["Mountain", "Grizzly Bears"], ["Savannah Lions", "Llanowar Elves"],
                 hands=(["Dwarven Song"], []))
    bears, lions = ids(game, "Grizzly Bears")[0], ids(game, "Savannah Lions")[0]
    cast(game, "Dwarven Song", *padded(bears, lions))
    resolve(game)
    assert chars(game, bears).colors == frozenset({"R"})
    assert chars(game, lions).colors == frozenset({"R"})
    assert chars(game, ids(game, "Llanowar Elves")[0]).colors == frozenset({"G"})
    to_step(game, "upkeep")
    assert chars(game, bears).colors == frozenset({"G"})           # CR 514.2


# -- "<cards> and/or <cards>" in a search (CR 701.19a) --------------------------------------

@plays("Circuitous Route", "library.either_cards")
def test_701_19a_circuitous_route_finds_basic_lands_and_or_gates():
    """CR 701.19a: "Search your library for up to two basic land cards and/or Gate cards,
    put them onto the battlefield tapped, then shuffle." Azorius Guildgate, Forest and
    Island may be found; Tranquil Cove (neither) and Grizzly Bears may not. Alice takes the
    Gate and the Forest: both enter tapped."""
    game = board(["Forest"] * 4, [], hands=(["Circuitous Route"], []), library=0)
    for name in ("Grizzly Bears", "Azorius Guildgate", "Forest", "Tranquil Cove", "Island"):
        create_object(game.state, card_def(name), 0, "library")
    cast(game, "Circuitous Route")
    resolve(game)
    state = game.state
    named = {state.objects[o].name: o for o in game.decision.options if o != "nothing"}
    assert set(named) == {"Azorius Guildgate", "Forest", "Island"}
    choose(game, named["Azorius Guildgate"])
    choose(game, named["Forest"])
    gate = ids(game, "Azorius Guildgate")[0]
    assert state.objects[gate].tapped and len(ids(game, "Forest")) == 5
    assert sorted(state.objects[o].name for o in state.players[0].library) == [
        "Grizzly Bears", "Island", "Tranquil Cove"]


# -- radiance: "target creature and each other creature that shares a color with it" -------

@plays("Wojek Siren", "choice.shares_color")
def test_105_2_wojek_siren_pumps_the_target_and_each_creature_sharing_a_color():
    """CR 105.2, 608.2h, 611.2c: "Target creature and each other creature that shares a
    color with it get +1/+1 until end of turn." Target Grizzly Bears (green): it and Bob's
    Llanowar Elves (green) get +1/+1; Savannah Lions (white) doesn't."""
    game = board(["Plains", "Grizzly Bears", "Savannah Lions"], ["Llanowar Elves"],
                 hands=(["Wojek Siren"], []))
    bears = ids(game, "Grizzly Bears")[0]
    cast(game, "Wojek Siren", bears)
    resolve(game)
    assert chars(game, bears).power == 3
    assert chars(game, ids(game, "Llanowar Elves")[0]).power == 2
    assert chars(game, ids(game, "Savannah Lions")[0]).power == 2


@plays("Wojek Siren", "choice.shares_color")
def test_105_2_wojek_siren_on_a_colorless_creature_pumps_it_alone():
    """CR 105.2c: a colorless creature shares no colour: Ornithopter alone gets +1/+1,
    not the other colorless Memnite."""
    game = board(["Plains", "Ornithopter", "Memnite"], [], hands=(["Wojek Siren"], []))
    thopter = ids(game, "Ornithopter")[0]
    cast(game, "Wojek Siren", thopter)
    resolve(game)
    assert chars(game, thopter).power == 1
    assert chars(game, ids(game, "Memnite")[0]).power == 1


@plays("Cleansing Beam", "choice.shares_color")
def test_105_2_cleansing_beam_damages_each_creature_sharing_a_color_with_the_target():
    """CR 105.2, 120.3: "Cleansing Beam deals 2 damage to target creature and each other
    creature that shares a color with it." Target Savannah Lions (white): it and Bob's
    Watchwolf (green and white) take 2 and die; Grizzly Bears (green only) is untouched."""
    game = board(["Mountain"] * 5 + ["Savannah Lions", "Grizzly Bears"], ["Watchwolf"],
                 hands=(["Cleansing Beam"], []))
    cast(game, "Cleansing Beam", ids(game, "Savannah Lions")[0])
    resolve(game)
    assert not ids(game, "Savannah Lions")
    assert game.state.objects[ids(game, "Watchwolf")[0]].damage == 2
    assert game.state.objects[ids(game, "Grizzly Bears")[0]].damage == 0


@plays("Bathe in Light", "choice.shares_color", "choice.chosen_protection")
def test_105_2_bathe_in_light_gives_the_chosen_protection_to_creatures_sharing_a_color():
    """CR 105.2, 608.2d, 702.16: "Choose a color. Target creature and each other creature
    that shares a color with it gain protection from the chosen color until end of turn."
    Alice chooses red, targeting Grizzly Bears: it and Llanowar Elves gain protection from
    red; Savannah Lions doesn't."""
    game = board(["Plains"] * 2 + ["Grizzly Bears", "Llanowar Elves", "Savannah Lions"], [],
                 hands=(["Bathe in Light"], []))
    bears = ids(game, "Grizzly Bears")[0]
    cast(game, "Bathe in Light", bears)
    resolve(game)
    choose(game, "red")
    assert "protection from red" in chars(game, bears).keywords
    assert "protection from red" in chars(game, ids(game, "Llanowar Elves")[0]).keywords
    assert "protection from red" not in chars(game, ids(game, "Savannah Lions")[0]).keywords


@plays("Leave No Trace", "choice.shares_color")
def test_105_2_leave_no_trace_destroys_each_enchantment_sharing_a_color_with_the_target():
    """CR 105.2, 701.7: "Destroy target enchantment and each other enchantment that shares
    a color with it." Target Glorious Anthem (white): it and Bob's Honor of the Pure (white)
    are destroyed; Fecundity (green) stays."""
    game = board(["Plains"] * 2 + ["Glorious Anthem", "Fecundity"], ["Honor of the Pure"],
                 hands=(["Leave No Trace"], []))
    cast(game, "Leave No Trace", ids(game, "Glorious Anthem")[0])
    resolve(game)
    assert not ids(game, "Glorious Anthem") and not ids(game, "Honor of the Pure")
    assert ids(game, "Fecundity")


# -- "gets +N/+N for each <thing> and gains <keywords>" (CR 608.2h, 611.2c) -----------------

@plays("Chorus of Might", "effect.counted_pump_gains", "quantity.until_prefix")
def test_608_2h_chorus_of_might_counts_creatures_once_and_grants_trample():
    """CR 608.2h, 611.2c, 611.2a: "Until end of turn, target creature gets +1/+1 for each
    creature you control and gains trample." Two creatures: Grizzly Bears becomes 4/4 with
    trample; a creature entering later doesn't change the number."""
    game = board(["Forest"] * 4 + ["Grizzly Bears", "Hill Giant"], [],
                 hands=(["Chorus of Might"], []))
    bears = ids(game, "Grizzly Bears")[0]
    cast(game, "Chorus of Might", bears)
    resolve(game)
    found = chars(game, bears)
    assert (found.power, found.toughness) == (4, 4) and "trample" in found.keywords
    create_object(game.state, card_def("Savannah Lions"), 0, "battlefield")
    assert chars(game, bears).power == 4


# -- "an opponent has more cards in hand than you" (CR 402.1) -------------------------------

@plays("Sunset Revelry", "condition.opponent_more_cards")
def test_402_1_sunset_revelry_draws_only_if_an_opponent_has_more_cards_in_hand():
    """CR 402.1, 608.2c: "If an opponent has more cards in hand than you, draw a card." Bob
    holds two cards, Alice none after casting: she draws one. Holding three herself, she
    doesn't (the life and creature conditions are false: equal life, no creatures)."""
    for extra, drawn in (([], 1), (["Shock"] * 3, 0)):
        game = board(["Plains"] * 2, [], hands=(["Sunset Revelry"] + extra, ["Opt", "Opt"]))
        cast(game, "Sunset Revelry")
        resolve(game)
        assert len(game.state.players[0].hand) == len(extra) + drawn
        assert game.state.players[0].life == 20 and not ids(game, "Human")


@plays("Pulse of the Grid", "condition.opponent_more_cards", "graveyard.return_spell_itself")
def test_608_2k_pulse_of_the_grid_returns_while_an_opponent_has_more_cards():
    """CR 608.2k, 402.1: "Draw two cards, then discard a card. Then if an opponent has more
    cards in hand than you, return Pulse of the Grid to its owner's hand." Bob holds four
    cards; Alice ends with one (the spell is on the stack, not in her hand, as it's
    checked): Pulse of the Grid returns."""
    game = board(["Island"] * 3, [], hands=(["Pulse of the Grid"], ["Opt"] * 4))
    cast(game, "Pulse of the Grid")
    resolve(game)                   # two identical Wastes drawn: either is discarded
    assert "Pulse of the Grid" in hand(game) and "Pulse of the Grid" not in grave(game)
    assert len(game.state.players[0].hand) == 2


# -- "Target spell or permanent becomes <colour>" (CR 400.7a, 613.1e) ------------------------

@plays("Chaoslace", "animation.spell_or_permanent_color")
def test_400_7a_chaoslace_a_red_spell_becomes_a_red_permanent():
    """CR 400.7a, 613.1e: "Target spell or permanent becomes red." Cast on Alice's own
    Grizzly Bears spell: the spell is red, and so is the creature it becomes."""
    game = board(["Forest"] * 2 + ["Mountain"], [],
                 hands=(["Grizzly Bears", "Chaoslace"], []))
    cast(game, "Grizzly Bears")
    spell = game.state.stack[-1]
    cast(game, "Chaoslace", spell)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                        # Chaoslace resolves
    assert chars(game, spell).colors == frozenset({"R"})
    resolve(game)
    assert chars(game, ids(game, "Grizzly Bears")[0]).colors == frozenset({"R"})


@plays("Moonlace", "animation.spell_or_permanent_color")
def test_105_2c_moonlace_makes_a_permanent_colorless_for_good():
    """CR 105.2c, 611.2a: "Target spell or permanent becomes colorless." on Bob's Savannah
    Lions: colorless, still after the turn ends."""
    game = board(["Island"], ["Savannah Lions"], hands=(["Moonlace"], []))
    lions = ids(game, "Savannah Lions")[0]
    cast(game, "Moonlace", lions)
    resolve(game)
    assert chars(game, lions).colors == frozenset()
    to_step(game, "upkeep")
    assert chars(game, lions).colors == frozenset()


# -- "If this spell was kicked, it deals N damage ... instead." (CR 702.33d, 614.15) -------

@plays("Canopy Surge", "condition.instead")
def test_702_33d_canopy_surge_kicked_it_deals_four_instead_of_one():
    """CR 702.33d, 614.15: "Canopy Surge deals 1 damage to each creature with flying and each
    player. If this spell was kicked, it deals 4 damage to each creature with flying and
    each player instead." ("it": the spell). Unkicked: 1 to Serra Angel and each player;
    kicked: 4 more, and the Angel (4/4) dies; Grizzly Bears (no flying) is never hit."""
    game = board(["Forest"] * 6 + ["Grizzly Bears"], ["Serra Angel"],
                 hands=(["Canopy Surge"] * 2, []))
    cast(game, "Canopy Surge")
    resolve(game)
    angel = ids(game, "Serra Angel")[0]
    assert game.state.objects[angel].damage == 1
    assert game.state.players[0].life == 19 and game.state.players[1].life == 19
    game.act("cast Canopy Surge with kicker")
    resolve(game)
    assert not ids(game, "Serra Angel")
    assert game.state.players[0].life == 15 and game.state.players[1].life == 15
    assert game.state.objects[ids(game, "Grizzly Bears")[0]].damage == 0


# -- "Regenerate each creature you control." (CR 701.15a, 611.2c) ---------------------------

@plays("Wrap in Vigor", "effect.regenerate_each")
def test_701_15a_wrap_in_vigor_shields_each_of_your_creatures():
    """CR 701.15a-b, 611.2c: "Regenerate each creature you control." then Day of Judgment:
    Alice's Grizzly Bears and Hill Giant regenerate (tapped); Bob's Savannah Lions is
    destroyed. A creature entering after it resolved has no shield."""
    game = board(["Forest"] * 2 + ["Plains"] * 4 + ["Grizzly Bears", "Hill Giant"],
                 ["Savannah Lions"], hands=(["Wrap in Vigor", "Day of Judgment"], []))
    cast(game, "Wrap in Vigor")
    resolve(game)
    late = create_object(game.state, card_def("Llanowar Elves"), 0, "battlefield")
    cast(game, "Day of Judgment")
    resolve(game)
    assert ids(game, "Grizzly Bears") and ids(game, "Hill Giant")
    assert game.state.objects[ids(game, "Hill Giant")[0]].tapped
    assert not ids(game, "Savannah Lions") and late.id not in game.state.battlefield


# -- "You choose a card from it with mana value N or greater and exile that card." ---------

@plays("Appetite for Brains", "library.choose_from_it_with", "library.reveal_hand")
def test_701_16a_appetite_for_brains_offers_only_cards_with_mana_value_4_or_more():
    """CR 701.16a, 202.3: "Target opponent reveals their hand. You choose a card from it
    with mana value 4 or greater and exile that card." Bob's Hill Giant (4) and Shivan
    Dragon (6) may be chosen, not Shock (1) or Island (0)."""
    game = board(["Swamp"], [], hands=(["Appetite for Brains"],
                                       ["Shock", "Hill Giant", "Shivan Dragon", "Island"]))
    cast(game, "Appetite for Brains", BOB)
    resolve(game)
    held = {game.state.objects[i].name: i for i in game.state.players[1].hand}
    assert set(game.decision.options) == {held["Hill Giant"], held["Shivan Dragon"]}
    choose(game, held["Shivan Dragon"])
    exiled = [game.state.objects[i].name for i in game.state.players[1].exile]
    assert exiled == ["Shivan Dragon"] and sorted(hand(game, 1)) == [
        "Hill Giant", "Island", "Shock"]
