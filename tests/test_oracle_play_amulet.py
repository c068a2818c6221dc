"""Play tests for the Modern Amulet Titan deck of 2019 (benchmarks/decks/modern-amulet-2019.txt):
Amulet of Vigor ("Whenever a permanent you control enters tapped, untap it.", CR 603.6a,
110.5b, 614.1c), Valakut, the Molten Pinnacle (an intervening "if", CR 603.4), Gemstone
Mine (a mana ability that sacrifices as it resolves, CR 605.3b), Tolaria West (transmute,
CR 702.53a) and Vesuva (enters tapped as a copy of a land, CR 707.9, 614.1c, 616.1c)."""

from boards import add_mana, board, ids
from test_oracle_play import BOB, cast, chars, choose, grave, hand, plays, resolve

from tolaria import Game
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _pass(game) -> None:  # noqa: ANN001
    """Both players pass priority once: the top of the stack resolves (CR 117.4)."""
    game.act("pass")
    game.act("pass")


def _tapped(game, name: str, n: int = 0) -> bool:  # noqa: ANN001
    return game.state.objects[ids(game, name)[n]].tapped


# -- Amulet of Vigor ------------------------------------------------------------------------

@plays("Amulet of Vigor", "trigger.enters_tapped")
def test_603_6a_amulet_untaps_a_bounce_land_that_entered_tapped():
    """CR 614.1c, 603.6a: Simic Growth Chamber enters tapped (its own replacement effect);
    Amulet of Vigor triggers and untaps it, so it taps for {G}{U} before its own trigger
    returns it to hand."""
    game = board(["Amulet of Vigor", "Forest"], [], hands=(["Simic Growth Chamber"], []))
    game.act("play Simic Growth Chamber")
    assert _tapped(game, "Simic Growth Chamber")
    game.act("order Simic Growth Chamber, Amulet of Vigor")     # Amulet's resolves first
    _pass(game)
    assert not _tapped(game, "Simic Growth Chamber")
    game.act("activate Simic Growth Chamber")                   # a mana ability (CR 605.3a)
    assert str(game.state.players[0].pool) == "{U}{G}"
    _pass(game)
    game.act("choose Simic Growth Chamber")
    assert "Simic Growth Chamber" in hand(game) and str(game.state.players[0].pool) == "{U}{G}"


@plays("Amulet of Vigor", "trigger.enters_tapped")
def test_603_2_two_amulets_each_trigger_and_untap():
    """CR 603.2: each Amulet triggers once for the land; the first untaps it, Alice taps it
    for mana, and the second untaps it again: two uses of one bounce land."""
    game = board(["Amulet of Vigor", "Amulet of Vigor"], [],
                 hands=(["Simic Growth Chamber"], []))
    game.act("play Simic Growth Chamber")
    game.act("order Simic Growth Chamber, Amulet of Vigor, Amulet of Vigor")
    _pass(game)
    game.act("activate Simic Growth Chamber")
    assert _tapped(game, "Simic Growth Chamber")
    _pass(game)
    game.act("activate Simic Growth Chamber")
    assert str(game.state.players[0].pool) == "{U}{U}{G}{G}"


@plays("Amulet of Vigor", "trigger.enters_tapped")
def test_400_7_amulet_cant_untap_a_land_that_left_the_battlefield():
    """CR 400.7: the bounce trigger returns Simic Growth Chamber first; Amulet's "untap it"
    finds no permanent (the card in hand is a new object) and does nothing."""
    game = board(["Amulet of Vigor"], [], hands=(["Simic Growth Chamber"], []))
    game.act("play Simic Growth Chamber")
    game.act("order Amulet of Vigor, Simic Growth Chamber")     # the bounce resolves first
    _pass(game)                          # the only land to return: no choice to make
    assert "Simic Growth Chamber" in hand(game)
    _pass(game)
    assert not game.state.stack and not any("untaps" in e.text for e in game.log)


@plays("Amulet of Vigor", "trigger.enters_tapped")
def test_110_5b_amulet_ignores_a_land_entering_untapped():
    """CR 110.5b: a Forest enters untapped, so Amulet of Vigor doesn't trigger."""
    game = board(["Amulet of Vigor"], [], hands=(["Forest"], []))
    game.act("play Forest")
    assert not game.state.stack and not game.state.pending


@plays("Amulet of Vigor", "trigger.enters_tapped")
def test_603_6a_amulet_untaps_a_land_put_onto_the_battlefield_tapped_by_a_spell():
    """CR 603.6a: Rampant Growth puts a basic land onto the battlefield tapped (no
    replacement effect: the spell says so); Amulet untaps it."""
    game = board(["Amulet of Vigor", "Forest", "Forest"], [], hands=(["Rampant Growth"], []))
    forest = create_object(game.state, card_def("Forest"), 0, "library").id
    cast(game, "Rampant Growth")
    resolve(game)
    choose(game, forest)
    assert _tapped(game, "Forest", 2)
    resolve(game)
    assert not _tapped(game, "Forest", 2)


@plays("Amulet of Vigor", "trigger.enters_tapped")
def test_603_6a_amulet_watches_only_its_controllers_permanents():
    """CR 603.6a: "a permanent you control": Bob's bounce land entering tapped doesn't
    trigger Alice's Amulet."""
    game = board([], ["Amulet of Vigor"], hands=(["Simic Growth Chamber"], []))
    game.act("play Simic Growth Chamber")
    assert [game.state.objects[i].source_name for i in game.state.stack] == [
        "Simic Growth Chamber"]


@plays("Tiller Engine", "trigger.enters_tapped")
def test_700_2_tiller_engine_untaps_the_land_or_taps_an_opponents_permanent():
    """CR 603.6a, 700.2: Coastal Tower enters tapped; Tiller Engine's controller chooses a
    mode as it is put on the stack: untap that land, or tap Bob's Grizzly Bears."""
    for mode, tower_tapped, bears_tapped in (("1", False, False), ("2", True, True)):
        game = board(["Tiller Engine"], ["Grizzly Bears"], hands=(["Coastal Tower"], []))
        game.act("play Coastal Tower")
        game.act(f"choose {mode}")
        resolve(game)
        assert _tapped(game, "Coastal Tower") is tower_tapped
        assert _tapped(game, "Grizzly Bears") is bears_tapped


# -- Valakut, the Molten Pinnacle ------------------------------------------------------------

VALAKUT = "Valakut, the Molten Pinnacle"


def _valakut_board(mountains: int, *more: str):  # noqa: ANN202
    """Alice controls Valakut and `mountains` Mountains, and has a Mountain in hand."""
    return board([VALAKUT, *["Mountain"] * mountains, *more], [], hands=(["Mountain"], []))


@plays(VALAKUT, "condition.at_least", "condition.other_than_entering", "effect.have_do")
def test_603_4_valakut_with_five_other_mountains_deals_3_damage():
    """CR 603.4, 603.5: the sixth Mountain enters with five others: Valakut triggers (its
    target chosen as it's put on the stack), and as it resolves Alice may have it deal 3."""
    game = _valakut_board(5)
    game.act("play Mountain")
    assert game.decision.kind == "targets"
    game.act("choose Bob")
    _pass(game)
    assert game.decision.kind == "yes_no"
    game.act("choose yes")
    assert game.state.players[1].life == 17


@plays(VALAKUT, "condition.at_least", "condition.other_than_entering")
def test_603_4_valakut_with_four_other_mountains_doesnt_trigger():
    """CR 603.4: the fifth Mountain enters with only four others ("other": not the one
    that entered), so the ability doesn't trigger at all."""
    game = _valakut_board(4)
    game.act("play Mountain")
    assert game.decision.kind == "priority" and not game.state.stack
    assert not game.state.pending


@plays(VALAKUT, "condition.at_least", "condition.other_than_entering", "effect.have_do")
def test_603_5_valakut_its_controller_may_decline():
    """CR 603.5: "you may have this land deal": declining, nothing is dealt."""
    game = _valakut_board(5)
    game.act("play Mountain")
    game.act("choose Bob")
    _pass(game)
    game.act("choose no")
    assert game.state.players[1].life == 20 and not game.state.stack


@plays(VALAKUT, "condition.at_least", "condition.other_than_entering")
def test_603_4_valakut_checks_its_if_again_on_resolution():
    """CR 603.4: with the trigger on the stack, Alice sacrifices one of the five other
    Mountains to Zuran Orb: four others are left, and the ability does nothing."""
    game = _valakut_board(5, "Zuran Orb")
    game.act("play Mountain")
    game.act("choose Bob")
    old = ids(game, "Mountain")[0]
    game.act(f"activate Zuran Orb sacrificing Mountain#{old}")
    _pass(game)                                              # Zuran Orb's ability
    _pass(game)                                              # Valakut's: no longer true
    assert game.state.players[1].life == 20 and not game.state.stack
    assert any(e.rules == ("603.4",) for e in game.log)


@plays(VALAKUT, "condition.at_least", "condition.other_than_entering", "effect.have_do")
def test_603_4_valakut_counts_others_than_the_mountain_that_entered_even_once_it_is_gone():
    """CR 603.4, 400.7: the Mountain that entered is sacrificed in response; the five
    other Mountains are still there, so the ability still resolves and deals 3."""
    game = _valakut_board(5, "Zuran Orb")
    game.act("play Mountain")
    game.act("choose Bob")
    new = ids(game, "Mountain")[-1]
    game.act(f"activate Zuran Orb sacrificing Mountain#{new}")
    _pass(game)
    _pass(game)
    game.act("choose yes")
    assert game.state.players[1].life == 17


@plays("Ice-Fang Coatl", "condition.at_least", "condition.control")
def test_611_3a_ice_fang_coatl_counts_other_snow_permanents_not_itself():
    """CR 611.3a: "as long as you control at least three other snow permanents": the snow
    Coatl itself isn't counted, so two snow lands aren't enough and three are."""
    for lands, deathtouch in ((2, False), (3, True)):
        game = board(["Ice-Fang Coatl", *["Snow-Covered Forest"] * lands], [])
        coatl = ids(game, "Ice-Fang Coatl")[0]
        assert ("deathtouch" in chars(game, coatl).keywords) is deathtouch


@plays("Platoon Dispenser", "condition.control")
def test_603_4_platoon_dispenser_counts_two_other_creatures():
    """CR 603.4: "if you control two or more other creatures": the Dispenser (an artifact
    creature) isn't one of them; with one other creature no card is drawn, with two one
    is."""
    for bears, drawn in ((1, 0), (2, 1)):
        game = board(["Platoon Dispenser", *["Grizzly Bears"] * bears], [], step="end")
        before = len(hand(game))
        resolve(game)
        assert len(hand(game)) == before + drawn


# -- Gemstone Mine -------------------------------------------------------------------------

def _with_counters(game, name: str, kind: str, n: int) -> int:  # noqa: ANN001
    """A permanent that has used some of its counters on earlier turns: `n` left."""
    oid = ids(game, name)[0]
    game.state.objects[oid].counters[kind] = n
    return oid


@plays("Gemstone Mine", "ability.mana_sacrifice", "cost.remove_counters",
       "static.enters_counters")
def test_605_3b_gemstone_mine_keeps_going_while_counters_remain():
    """CR 614.1c, 605.3b: Gemstone Mine enters with three mining counters; tapped for {R},
    one is removed as a cost and two are left, so it stays."""
    game = board([], [], hands=(["Gemstone Mine"], []))
    game.act("play Gemstone Mine")
    mine = ids(game, "Gemstone Mine")[0]
    assert game.state.objects[mine].counters == {"mining": 3}
    game.act("activate Gemstone Mine for {R}")
    assert str(game.state.players[0].pool) == "{R}"
    assert game.state.objects[mine].counters == {"mining": 2}
    assert ids(game, "Gemstone Mine") == [mine]


@plays("Gemstone Mine", "ability.mana_sacrifice", "cost.remove_counters")
def test_605_3b_gemstone_mine_is_sacrificed_as_its_last_counter_is_used():
    """CR 605.3b, 701.17a: with its last mining counter removed to pay the cost, the mana is
    added and the Mine is sacrificed as the ability resolves, at once (nothing goes on the
    stack)."""
    game = board(["Gemstone Mine"], [])
    _with_counters(game, "Gemstone Mine", "mining", 1)
    game.act("activate Gemstone Mine for {U}")
    assert str(game.state.players[0].pool) == "{U}"
    assert not ids(game, "Gemstone Mine") and "Gemstone Mine" in grave(game)
    assert not game.state.stack


@plays("Gemstone Mine", "ability.mana_sacrifice", "cost.remove_counters")
def test_605_3b_gemstone_mines_last_mana_pays_for_a_spell():
    """CR 106.4, 605.3b: the mana of the Mine's last counter stays in the pool after the Mine
    is sacrificed, and pays for Lightning Bolt."""
    game = board(["Gemstone Mine"], [], hands=(["Lightning Bolt"], []))
    _with_counters(game, "Gemstone Mine", "mining", 1)
    game.act("activate Gemstone Mine for {R}")
    cast(game, "Lightning Bolt", BOB)
    assert "Gemstone Mine" in grave(game)
    resolve(game)
    assert game.state.players[1].life == 17


@plays("Hickory Woodlot", "ability.mana_sacrifice", "cost.remove_counters")
def test_605_3b_hickory_woodlot_sacrificed_with_its_last_depletion_counter():
    """CR 605.3b: a depletion land: {G}{G} for each counter; the second use sacrifices it."""
    game = board([], [], hands=(["Hickory Woodlot"], []))
    game.act("play Hickory Woodlot")
    land = ids(game, "Hickory Woodlot")[0]
    assert game.state.objects[land].tapped
    assert game.state.objects[land].counters == {"depletion": 2}
    game.state.objects[land].tapped = False            # the next turn's untap step
    game.act("activate Hickory Woodlot")
    assert game.state.objects[land].counters == {"depletion": 1} and ids(game, "Hickory Woodlot")
    game.state.objects[land].tapped = False
    game.act("activate Hickory Woodlot")
    assert str(game.state.players[0].pool) == "{G}{G}{G}{G}" and "Hickory Woodlot" in grave(game)


# -- Tolaria West --------------------------------------------------------------------------

def _library(game, *names: str) -> dict[str, int]:  # noqa: ANN001
    """Put cards into Alice's library; their ids by name."""
    return {name: create_object(game.state, card_def(name), 0, "library").id for name in names}


@plays("Tolaria West", "keyword.transmute", "effect.search", "ability.sorcery_speed")
def test_702_53a_tolaria_west_transmutes_for_a_card_with_mana_value_0():
    """CR 702.53a, 202.3a: a land has no mana cost, so its mana value is 0: Tolaria West
    finds a card with mana value 0 (Summoner's Pact, a land), not Grizzly Bears; it is
    discarded as the cost, and the library is shuffled."""
    game = board(["Island"] * 3, [], hands=(["Tolaria West"], []))
    cards = _library(game, "Summoner's Pact", "Forest", "Grizzly Bears")
    game.act("activate Tolaria West:2")
    assert "Tolaria West" in grave(game) and game.state.stack
    resolve(game)
    assert game.decision.kind == "choose"
    found = {game.state.objects[o].name for o in game.decision.options if isinstance(o, int)}
    assert found == {"Summoner's Pact", "Forest", "Wastes"}   # (the board's library: Wastes)
    choose(game, cards["Summoner's Pact"])
    assert hand(game) == ["Summoner's Pact"]
    assert any("shuffles" in e.text for e in game.log)


@plays("Tolaria West", "keyword.transmute", "ability.sorcery_speed")
def test_702_53a_transmute_only_as_a_sorcery():
    """CR 702.53a, 307.1: not with a spell on the stack (nor in another player's turn)."""
    game = board(["Island"] * 3, [], hands=(["Tolaria West", "Lightning Bolt"], []))
    add_mana(game, "{R}")
    cast(game, "Lightning Bolt", BOB)
    assert "activate Tolaria West:2" not in [game.notation(a) for a in game.legal_actions()]


@plays("Tolaria West", "static.enters_tapped")
@plays("Amulet of Vigor", "trigger.enters_tapped")
def test_614_1c_tolaria_west_played_enters_tapped_and_amulet_untaps_it():
    """CR 614.1c, 603.6a: played as a land, Tolaria West enters tapped; Amulet untaps it."""
    game = board(["Amulet of Vigor"], [], hands=(["Tolaria West"], []))
    game.act("play Tolaria West")
    assert _tapped(game, "Tolaria West")
    resolve(game)
    assert not _tapped(game, "Tolaria West")


# -- Vesuva --------------------------------------------------------------------------------

def _name(game, oid: int) -> str:  # noqa: ANN001
    return chars(game, oid).name


@plays("Vesuva", "copy.land_enters_as_copy")
def test_707_9_vesuva_enters_tapped_as_a_copy_of_a_bounce_land_and_its_trigger_triggers():
    """CR 707.9, 614.1c, 603.6a: Vesuva is played as a copy of Simic Growth Chamber: it
    enters tapped with the Chamber's copiable values, so its "when this land enters"
    ability triggers, and it has the Chamber's mana ability."""
    game = board(["Simic Growth Chamber", "Forest"], [], hands=(["Vesuva"], []))
    game.act("play Vesuva")
    assert game.decision.kind == "replacement"
    game.act("choose Simic Growth Chamber")
    vesuva = ids(game, "Vesuva")[0]
    assert _name(game, vesuva) == "Simic Growth Chamber" and game.state.objects[vesuva].tapped
    assert [game.state.objects[i].source_name for i in game.state.stack] == [
        "Simic Growth Chamber"]
    assert chars(game, vesuva).activated[0].mana == ("GU",)


@plays("Vesuva", "copy.land_enters_as_copy")
def test_707_9_vesuva_may_copy_nothing_and_enters_untapped():
    """CR 707.9, 110.5b: choosing no land, Vesuva enters as itself, untapped (the "tapped"
    is part of the copying)."""
    game = board(["Forest"], [], hands=(["Vesuva"], []))
    game.act("play Vesuva")
    game.act("choose no")
    vesuva = ids(game, "Vesuva")[0]
    assert _name(game, vesuva) == "Vesuva" and not game.state.objects[vesuva].tapped


@plays("Vesuva", "copy.land_enters_as_copy")
def test_707_9_vesuva_with_no_land_to_copy_enters_untapped_without_a_question():
    """CR 707.9: no land on the battlefield: nothing to choose."""
    game = board(["Grizzly Bears"], [], hands=(["Vesuva"], []))
    game.act("play Vesuva")
    assert game.decision.kind == "priority"
    assert not game.state.objects[ids(game, "Vesuva")[0]].tapped


@plays("Vesuva", "copy.land_enters_as_copy")
@plays("Gemstone Mine", "static.enters_counters")
def test_614_12_vesuva_copying_gemstone_mine_enters_with_its_mining_counters():
    """CR 614.12, 707.9: the copy's own "enters with three mining counters" applies to
    Vesuva entering as a Gemstone Mine."""
    game = board(["Gemstone Mine"], [], hands=(["Vesuva"], []))
    game.act("play Vesuva")
    game.act("choose Gemstone Mine")
    vesuva = ids(game, "Vesuva")[0]
    assert game.state.objects[vesuva].counters == {"mining": 3}


@plays("Vesuva", "copy.land_enters_as_copy")
@plays("Amulet of Vigor", "trigger.enters_tapped")
def test_603_6a_vesuva_enters_tapped_and_amulet_untaps_it():
    """CR 614.1c, 603.6a: Vesuva entering tapped as a copy of a Forest triggers Amulet."""
    game = board(["Amulet of Vigor", "Forest"], [], hands=(["Vesuva"], []))
    game.act("play Vesuva")
    game.act("choose Forest")
    vesuva = ids(game, "Vesuva")[0]
    assert game.state.objects[vesuva].tapped
    resolve(game)
    assert not game.state.objects[vesuva].tapped and _name(game, vesuva) == "Forest"


@plays("Vesuva", "copy.land_enters_as_copy")
@plays(VALAKUT, "condition.at_least", "condition.other_than_entering")
def test_707_2_vesuva_copying_a_mountain_is_a_mountain_for_valakut():
    """CR 707.2, 205.3i: the copy has the Mountain's subtype, so Valakut sees a Mountain
    enter with five others."""
    game = board([VALAKUT, *["Mountain"] * 5], [], hands=(["Vesuva"], []))
    game.act("play Vesuva")
    game.act(f"choose Mountain#{ids(game, 'Mountain')[0]}")
    assert game.decision.kind == "targets"


@plays("Vesuva", "copy.land_enters_as_copy")
def test_614_1c_vesuva_put_onto_the_battlefield_by_primeval_titan_may_copy_too():
    """CR 614.1c, 707.9: put onto the battlefield by Primeval Titan's search (not played),
    Vesuva's replacement effect still applies: it enters as a copy of a land."""
    game = board(["Simic Growth Chamber"], [], hands=(["Primeval Titan"], []))
    _library(game, "Vesuva")
    add_mana(game, "{4}{G}{G}")
    cast(game, "Primeval Titan")
    resolve(game)
    game.act("choose yes")                                  # "you may search" (CR 603.5)
    game.act("choose Vesuva")
    game.act("choose nothing")                              # "up to two": one is enough
    assert game.decision.kind == "replacement"
    game.act("choose Simic Growth Chamber")
    now = ids(game, "Vesuva")[0]
    assert game.state.objects[now].tapped
    assert _name(game, now) == "Simic Growth Chamber"


@plays("Vesuva", "copy.land_enters_as_copy")
def test_614_12_vesuva_copying_a_shockland_is_asked_its_as_enters_choice_too():
    """CR 614.12, 616.1c: the copy is chosen first; then the copied Breeding Pool's "As this
    land enters, you may pay 2 life" applies to it as well (it enters tapped anyway).
    The game saved between the two choices is the same game (the choices replayed)."""
    game = board(["Breeding Pool"], [], hands=(["Vesuva"], []))
    game.act("play Vesuva")
    game.act("choose Breeding Pool")
    assert game.decision.kind == "replacement" and "2 life" in game.decision.prompt
    game = Game.from_json(game.to_json())
    game.act("choose no")
    vesuva = ids(game, "Vesuva")[0]
    assert _name(game, vesuva) == "Breeding Pool" and game.state.objects[vesuva].tapped
    assert game.state.players[0].life == 20


@plays("Dust Stalker", "condition.control")
def test_603_4_dust_stalker_returns_without_another_colorless_creature():
    """CR 603.4, 105.2c: "if you control no other colorless creatures": alone (or beside a
    green creature) it returns to hand at the end step; beside an Ornithopter it stays."""
    for other, returns in (("Grizzly Bears", True), ("Ornithopter", False)):
        game = board(["Dust Stalker", other], [], step="end")
        resolve(game)
        assert ("Dust Stalker" in hand(game)) is returns


@plays("Lone Revenant", "condition.control")
def test_603_4_lone_revenant_digs_only_when_it_is_your_only_creature():
    """CR 603.4: "if you control no other creatures": with Grizzly Bears beside it, its
    combat damage to Bob triggers nothing."""
    for others, triggers in (((), True), (("Grizzly Bears",), False)):
        game = board(["Lone Revenant", *others], [], step="declare attackers")
        game.act("attack with Lone Revenant")
        for _ in range(12):
            if game.state.step == "combat damage" or game.decision.kind != "priority":
                break
            game.act("pass")
        assert game.state.players[1].life == 16
        stacked = [game.state.objects[i].source_name for i in game.state.stack]
        assert stacked == (["Lone Revenant"] if triggers else [])
