"""Area "graveyard": abilities that work from a card's hand, stack or graveyard, and
instructions about graveyards, played from compiled Oracle text."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import (
    activate,
    cast,
    choose,
    choose_targets,
    in_hand,
    life,
    obj,
    plays,
    resolve,
)

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.rules.keywords import flashback
from tolaria.rules.layers import characteristics
from tolaria.rules.zones import create_object, move


def _grave(game: Game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].graveyard]


def _hand(game: Game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].hand]


def _pt(game: Game, oid: int) -> tuple[int | None, int | None]:
    chars = characteristics(game.state, game.state.objects[oid])
    return chars.power, chars.toughness


# -- an instant's or sorcery's own triggers (CR 702.29c, 113.6k) -----------------------------

@plays("Death Pulse", "graveyard.card_trigger", "effect.have_do")
def test_702_29c_cycled_sorcery_trigger_has_target_creature_get_minus_one():
    game = board(["Swamp"] * 3 + ["Savannah Lions"], ["Grizzly Bears"],
                 hands=(["Death Pulse"], []))
    game.act("activate Death Pulse for cycling")
    bears = obj(game, "Grizzly Bears")
    choose_targets(game, bears)
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    assert _pt(game, bears) == (1, 1)
    assert _grave(game) == ["Death Pulse"]


@plays("Goblin Arsonist", "effect.have_do")
def test_603_5_you_may_have_it_deal_one_damage_when_it_dies():
    game = board(["Goblin Arsonist", "Mountain"], [], hands=(["Shock"], []))
    cast(game, "Shock", obj(game, "Goblin Arsonist"))
    resolve(game)
    choose_targets(game, ("player", 1))
    resolve(game)
    choose(game, "yes")
    assert life(game, 1) == 19


@plays("Naya Sojourners", "trigger.and_when")
def test_603_2_cycle_and_dies_triggers_are_one_ability_with_two_events():
    game = board(["Forest"] * 3 + ["Mountain", "Naya Sojourners", "Grizzly Bears"],
                 ["Savannah Lions"], hands=(["Naya Sojourners", "Lightning Bolt"], []))
    game.act("activate Naya Sojourners for cycling")         # from the hand (CR 702.29c)
    bears = obj(game, "Grizzly Bears")
    choose_targets(game, bears)
    resolve(game)
    choose(game, "yes")
    assert _pt(game, bears) == (3, 3)
    cast(game, "Lightning Bolt", obj(game, "Naya Sojourners"))  # and when it dies
    resolve(game)
    choose_targets(game, bears)
    resolve(game)
    choose(game, "yes")
    assert _pt(game, bears) == (4, 4)
    assert _grave(game) == ["Naya Sojourners", "Lightning Bolt", "Naya Sojourners"]


# -- returning cards with counters (CR 122.6, 614.1c); finality counters (CR 122.1h) --------

def _in_grave(game: Game, name: str, player: int = 0) -> int:
    return create_object(game.state, card_def(name), player, "graveyard").id


@plays("Rite of the Moth", "graveyard.entering_counters", "effect.graveyard_return")
def test_122_1h_returned_with_a_finality_counter_is_exiled_instead_of_dying():
    game = board(["Plains", "Swamp", "Swamp", "Swamp", "Mountain"], [],
                 hands=(["Rite of the Moth", "Shock"], []))
    _in_grave(game, "Grizzly Bears")
    cast(game, "Rite of the Moth", game.state.players[0].graveyard[0])
    resolve(game)
    bears = obj(game, "Grizzly Bears")
    assert game.state.objects[bears].counters == {"finality": 1}
    cast(game, "Shock", bears)
    resolve(game)
    assert _grave(game) == ["Rite of the Moth", "Shock"]
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == [
        "Grizzly Bears"]


@plays("Persist", "graveyard.entering_counters")
def test_122_6_persist_returns_a_creature_with_a_minus_one_counter():
    game = board(["Swamp", "Swamp"], [], hands=(["Persist"], []))
    card = _in_grave(game, "Hill Giant")
    cast(game, "Persist", card)
    resolve(game)
    assert _pt(game, obj(game, "Hill Giant")) == (2, 2)


@plays("Retrofitted Transmogrant", "graveyard.entering_counters", "library.from_graveyard")
def test_602_2_returns_itself_tapped_with_two_counters_from_the_graveyard():
    game = board(["Swamp"] * 4, [])
    card = _in_grave(game, "Retrofitted Transmogrant")
    activate(game, card)
    resolve(game)
    new = obj(game, "Retrofitted Transmogrant")
    assert game.state.objects[new].tapped and _pt(game, new) == (3, 3)


@plays("A-Llanowar Greenwidow", "library.from_graveyard")
def test_201_5_returns_itself_by_name_from_the_graveyard():
    game = board(["Forest"] * 6, [])
    _in_grave(game, "A-Llanowar Greenwidow")
    activate(game, game.state.players[0].graveyard[0])       # {5}{G} minus 1 (a Forest)
    resolve(game)
    new = obj(game, "A-Llanowar Greenwidow")
    assert game.state.objects[new].counters == {"finality": 1}
    assert sum(game.state.objects[i].tapped for i in ids(game, "Forest")) == 5


# -- cards leaving a graveyard (CR 603.10a, 603.2c) ------------------------------------------

@plays("Desecrated Tomb", "trigger.leave_graveyard")
def test_603_10a_one_or_more_creature_cards_leaving_your_graveyard_trigger_once():
    game = board(["Desecrated Tomb", "Tormod's Crypt", "Tormod's Crypt"], [])
    for name in ("Grizzly Bears", "Hill Giant", "Shock"):
        _in_grave(game, name)
    _in_grave(game, "Grizzly Bears", 1)
    first, second = ids(game, "Tormod's Crypt")
    activate(game, first, ("player", 1))          # Bob's cards: not your graveyard
    resolve(game)
    assert ids(game, "Bat") == [] and game.state.players[1].graveyard == []
    activate(game, second, ("player", 0))         # three cards at once: one trigger
    resolve(game)
    assert len(ids(game, "Bat")) == 1
    assert _grave(game) == [] and len(game.state.players[0].exile) == 5


# -- permanents put into a given player's graveyard (CR 404.2, 603.10a) ----------------------

@plays("Field of Souls", "trigger.own_graveyard")
def test_404_2_only_a_creature_put_into_your_graveyard_triggers():
    game = board(["Field of Souls", "Grizzly Bears", "Mountain", "Mountain"],
                 ["Savannah Lions"], hands=(["Shock", "Shock"], []))
    cast(game, "Shock", obj(game, "Savannah Lions"))        # Bob's graveyard: nothing
    resolve(game)
    assert ids(game, "Spirit") == []
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    resolve(game)
    assert len(ids(game, "Spirit")) == 1


@plays("Zodiac Dragon", "trigger.own_graveyard", "library.own_death")
def test_603_10a_put_into_your_graveyard_returns_itself_to_your_hand():
    game = board(["Swamp"] * 3, ["Zodiac Dragon"], hands=(["Murder"], []))
    cast(game, "Murder", obj(game, "Zodiac Dragon"))
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    resolve(game)
    assert [game.state.objects[i].name for i in game.state.players[1].hand] == [
        "Zodiac Dragon"]


# -- searching a library and/or a graveyard (CR 701.19, 701.20) ------------------------------

@plays("Delivery Moogle", "graveyard.search_zones")
def test_701_19_search_library_and_or_graveyard_then_shuffle_if_the_library_was_searched():
    game = board(["Plains"] * 4, [], hands=(["Delivery Moogle"], []))
    in_library = create_object(game.state, card_def("Ornithopter"), 0, "library").id
    in_grave = _in_grave(game, "Ornithopter")
    _in_grave(game, "Hill Giant")
    cast(game, "Delivery Moogle")
    resolve(game)
    resolve(game)
    assert game.decision.options == ("library and graveyard", "library", "graveyard")
    choose(game, "library and graveyard")
    assert game.decision.options == (in_library, in_grave)     # the graveyard is public
    choose(game, in_grave)
    assert _hand(game) == ["Ornithopter"] and in_library in game.state.players[0].library
    assert any("shuffles their library" in entry.text for entry in game.log)


@plays("Angrath's Fury", "graveyard.search_zones")
def test_701_19b_you_may_search_only_the_graveyard_and_not_shuffle():
    game = board(["Swamp"] * 3 + ["Mountain"] * 2, ["Grizzly Bears"],
                 hands=(["Angrath's Fury"], []))
    cast(game, "Angrath's Fury", obj(game, "Grizzly Bears"), ("player", 1))
    resolve(game)
    assert game.decision.options[-1] == "don't search"
    choose(game, "graveyard")                      # nothing there: it finds nothing
    assert game.decision.kind == "priority" and not game.state.stack
    assert not any("shuffles their library" in entry.text for entry in game.log)
    assert life(game, 1) == 17 and _grave(game, 1) == ["Grizzly Bears"]


@plays("Dutiful Attendant", "phrase.graveyard_card")
def test_400_7_another_target_card_excludes_the_card_the_dying_creature_became():
    game = board(["Dutiful Attendant", "Mountain"], [], hands=(["Shock"], []))
    _in_grave(game, "Grizzly Bears")
    cast(game, "Shock", obj(game, "Dutiful Attendant"))
    resolve(game)                  # its only legal target: the Bears card, chosen for it
    resolve(game)
    assert _hand(game) == ["Grizzly Bears"]
    assert _grave(game) == ["Shock", "Dutiful Attendant"]


# -- a card chosen from your graveyard as the instruction resolves (CR 608.2d) ---------------

@plays("Corpse Churn", "graveyard.return_choice")
def test_608_2d_you_may_return_a_creature_card_chosen_on_resolution():
    game = board(["Swamp"] * 3, [], hands=(["Corpse Churn"], []))
    giant = _in_grave(game, "Hill Giant")
    _in_grave(game, "Shock")
    bears = create_object(game.state, card_def("Grizzly Bears"), 0, "library").id
    cast(game, "Corpse Churn")
    resolve(game)
    milled = game.state.objects[bears].successor
    assert set(game.decision.options) == {giant, milled, "nothing"}   # not Shock
    choose(game, milled)
    assert _hand(game) == ["Grizzly Bears"]


@plays("Port of Karfell", "graveyard.return_choice")
def test_608_2d_return_a_creature_card_to_the_battlefield_tapped():
    game = board(["Port of Karfell", "Island"] + ["Swamp"] * 5, [])
    _in_grave(game, "Hill Giant")
    activate(game, obj(game, "Port of Karfell"), index=1)
    resolve(game)                                   # the only creature card: chosen for you
    giant = obj(game, "Hill Giant")
    assert game.state.objects[giant].tapped and game.state.objects[giant].zone == "battlefield"


# -- "if this card is in your graveyard": triggers that work from there (CR 113.6k, 603.4) ----

def _until_decision(game: Game, kind: str) -> None:
    for _ in range(40):
        if game.decision.kind == kind:
            return
        d = game.decision
        game.act(Action("pass", d.player) if d.kind == "priority" else
                 Action("attack", d.player, choice=()) if d.kind == "attackers" else
                 game.legal_actions()[0])
    raise AssertionError(f"no {kind} decision")


@plays("Ghastly Remains", "trigger.in_graveyard")
def test_113_6k_upkeep_trigger_from_the_graveyard_pays_and_returns_it():
    game = board([], ["Swamp"] * 3)
    remains = _in_grave(game, "Ghastly Remains", 1)
    _until_decision(game, "yes_no")                           # Bob's upkeep
    assert game.state.step == "upkeep" and game.state.active == 1
    choose(game, "yes")
    resolve(game)
    assert _hand(game, 1)[-1] == "Ghastly Remains"
    assert game.state.objects[remains].zone.startswith("gone")
    assert sum(game.state.objects[i].tapped for i in ids(game, "Swamp")) == 3


@plays("Genesis", "trigger.in_graveyard")
def test_603_4_the_card_left_the_graveyard_so_the_ability_does_nothing():
    game = board([], ["Forest"] * 3)
    genesis = _in_grave(game, "Genesis", 1)
    _in_grave(game, "Grizzly Bears", 1)
    _until_decision(game, "targets")
    choose_targets(game, next(i for i in game.state.players[1].graveyard if i != genesis))
    move(game.state, game.state.objects[genesis], "exile")     # it leaves in response
    resolve(game)
    assert game.decision.kind == "priority"                  # no "may pay": nothing happens
    assert "Grizzly Bears" not in _hand(game, 1)


# -- counting cards by name in graveyards (CR 201.2) -----------------------------------------

@plays("Accumulated Knowledge", "quantity.cards")
def test_201_2_counts_cards_named_like_it_in_all_graveyards():
    game = board(["Island", "Island"], [], hands=(["Accumulated Knowledge"], []))
    _in_grave(game, "Accumulated Knowledge")
    _in_grave(game, "Accumulated Knowledge", 1)
    _in_grave(game, "Shock")
    cast(game, "Accumulated Knowledge")
    resolve(game)
    assert len(game.state.players[0].hand) == 3             # one, then two more


# -- casting a card from your graveyard (CR 601.2a, 113.6k) ---------------------------------

@plays("Gravecrawler", "graveyard.cast_permission")
def test_601_2a_cast_this_card_from_your_graveyard_only_while_the_condition_holds():
    game = board(["Swamp"], [], hands=([], []))
    crawler = _in_grave(game, "Gravecrawler")
    assert not any(a.kind == "cast" and a.object == crawler for a in game.legal_actions())
    game = board(["Swamp", "Walking Corpse"], [])
    crawler = _in_grave(game, "Gravecrawler")
    game.act(Action("cast", 0, crawler))
    resolve(game)
    assert len(ids(game, "Gravecrawler")) == 1 and _grave(game) == []


@plays("Skaab Ruinator", "graveyard.cast_permission")
def test_601_2a_cast_from_the_graveyard_obeys_the_usual_timing():
    game = board(["Island"] * 3, [], step="upkeep")
    ruinator = _in_grave(game, "Skaab Ruinator")
    for name in ("Grizzly Bears", "Hill Giant", "Savannah Lions"):
        _in_grave(game, name)
    assert not any(a.kind == "cast" and a.object == ruinator for a in game.legal_actions())


@plays("Crucible of Worlds", "graveyard.play_lands")
def test_305_1_play_a_land_from_your_graveyard_within_the_land_plays():
    game = board(["Crucible of Worlds"], [])
    forest = _in_grave(game, "Forest")
    _in_grave(game, "Mountain", 1)
    plays_ = [a for a in game.legal_actions() if a.kind == "play"]
    assert [a.object for a in plays_] == [forest]           # not Bob's graveyard
    game.act(plays_[0])
    assert ids(game, "Forest") and game.state.players[0].lands_played == 1
    second = _in_grave(game, "Island")
    assert not game.is_legal(Action("play", 0, second))      # one land a turn (CR 305.2)


@plays("Masked Vandal", "graveyard.exile_choice", "condition.if_you_do")
def test_608_2c_exile_a_creature_card_from_your_graveyard_if_you_do():
    game = board(["Forest", "Forest"], ["Ornithopter"], hands=(["Masked Vandal"], []))
    bears = _in_grave(game, "Grizzly Bears")
    giant = _in_grave(game, "Hill Giant")
    _in_grave(game, "Shock")
    cast(game, "Masked Vandal")
    resolve(game)
    choose(game, "yes")
    resolve(game)
    assert set(game.decision.options) == {bears, giant}     # creature cards only
    choose(game, giant)
    assert _grave(game) == ["Grizzly Bears", "Shock"] and ids(game, "Ornithopter") == []


# -- cards put into a graveyard from anywhere (CR 603.2, 603.10a) ----------------------------

@plays("Turntimber Sower", "trigger.into_graveyard")
@plays("Skola Grovedancer", "trigger.into_graveyard")
def test_603_2c_one_or_more_land_cards_milled_trigger_once_a_land_card_each():
    game = board(["Skola Grovedancer", "Turntimber Sower", "Island"], [],
                 hands=(["Thought Scour"], []))
    for name in ("Forest", "Forest"):
        create_object(game.state, card_def(name), 0, "library")
    cast(game, "Thought Scour", ("player", 0))
    resolve(game)
    assert game.decision.kind == "order_triggers" and len(game.decision.options) == 3
    game.act(game.legal_actions()[0])
    resolve(game)
    assert life(game, 0) == 22                              # a land card each: two
    assert len(ids(game, "Plant")) == 1                     # one or more: once
    assert _grave(game) == ["Forest", "Forest", "Thought Scour"]


@plays("Nether Traitor", "library.from_graveyard")
def test_603_10a_returns_when_another_creature_dies_but_not_for_its_own_death():
    game = board(["Nether Traitor", "Grizzly Bears", "Swamp", "Mountain", "Mountain"], [],
                 hands=(["Shock", "Shock"], []))
    cast(game, "Shock", obj(game, "Nether Traitor"))
    resolve(game)
    assert game.decision.kind == "priority" and _grave(game) == ["Shock", "Nether Traitor"]
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    choose(game, "yes")                                        # pay {B}
    resolve(game)
    assert ids(game, "Nether Traitor") and _grave(game) == ["Shock", "Shock", "Grizzly Bears"]


@plays("Forcemage Advocate", "effect.graveyard_return")
def test_404_2_return_target_card_from_an_opponents_graveyard_to_their_hand():
    game = board(["Forcemage Advocate", "Grizzly Bears"], [])
    shock = _in_grave(game, "Shock", 1)
    _in_grave(game, "Lightning Bolt", 0)
    activate(game, obj(game, "Forcemage Advocate"), shock, obj(game, "Grizzly Bears"))
    resolve(game)
    assert _hand(game, 1) == ["Shock"] and _pt(game, obj(game, "Grizzly Bears")) == (3, 3)


# -- a card's own "is put into a graveyard from anywhere" (CR 113.6k, 603.6) ----------------

@plays("Narcomoeba", "trigger.into_graveyard")
def test_603_6_milled_narcomoeba_may_put_itself_onto_the_battlefield():
    game = board(["Island"], [], hands=(["Thought Scour"], []))
    create_object(game.state, card_def("Narcomoeba"), 0, "library")
    cast(game, "Thought Scour", ("player", 0))
    resolve(game)
    choose(game, "yes")
    resolve(game)
    assert ids(game, "Narcomoeba") and "Narcomoeba" not in _grave(game)


@plays("Worldspine Wurm", "trigger.into_graveyard")
def test_603_6_worldspine_wurm_shuffles_itself_into_its_library_when_it_dies():
    game = board(["Worldspine Wurm", "Swamp", "Swamp", "Swamp"], [], hands=(["Murder"], []))
    library = len(game.state.players[0].library)
    cast(game, "Murder", obj(game, "Worldspine Wurm"))
    resolve(game)
    assert game.decision.kind == "order_triggers"
    game.act(game.legal_actions()[0])
    resolve(game)
    assert len(ids(game, "Wurm")) == 3                      # its dies trigger too
    assert _grave(game) == ["Murder"] and len(game.state.players[0].library) == library + 1


# -- flashback an effect gives (CR 702.34a, 611.2c) ------------------------------------------

def _casts(game: Game, oid: int) -> list[Action]:
    return [a for a in game.legal_actions() if a.kind == "cast" and a.object == oid]


@plays("Snapcaster Mage", "graveyard.flashback")
def test_702_34a_snapcaster_gives_flashback_for_its_mana_cost_until_end_of_turn():
    game = board(["Island", "Island", "Mountain"], [], hands=(["Snapcaster Mage"], []))
    shock = _in_grave(game, "Shock")
    assert not _casts(game, shock)
    cast(game, "Snapcaster Mage")
    resolve(game)                              # its one legal target: chosen for it
    resolve(game)
    casts = _casts(game, shock)
    assert casts and all(a.costs == ("flashback",) for a in casts)
    game.act(next(a for a in casts if a.targets == (("player", 1),)))
    resolve(game)
    assert life(game, 1) == 18
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == ["Shock"]


@plays("Past in Flames", "graveyard.flashback")
def test_611_2c_past_in_flames_affects_only_the_cards_there_as_it_resolves():
    game = board(["Mountain"] * 5, [], hands=(["Past in Flames", "Shock"], []))
    bolt = _in_grave(game, "Lightning Bolt")
    cast(game, "Past in Flames")
    resolve(game)
    assert _casts(game, bolt)
    cast(game, "Shock", ("player", 1))
    resolve(game)
    shock = next(i for i in game.state.players[0].graveyard
                 if game.state.objects[i].name == "Shock")
    assert not _casts(game, shock)                         # put there later: no flashback


@plays("Return the Past", "graveyard.flashback")
def test_702_34a_during_your_turn_each_instant_card_in_your_graveyard_has_flashback():
    game = board(["Return the Past", "Mountain"], [])
    shock = _in_grave(game, "Shock")
    _in_grave(game, "Grizzly Bears")
    assert _casts(game, shock)
    game.state.active = 1                                   # not your turn: no flashback
    game.state.changed()
    assert not flashback.granted(game.state, game.state.objects[shock])


@plays("Treasured Find", "graveyard.exile_itself")
def test_608_2m_a_spell_that_exiles_itself_never_reaches_the_graveyard():
    game = board(["Swamp", "Forest"], [], hands=(["Treasured Find"], []))
    shock = _in_grave(game, "Shock")
    cast(game, "Treasured Find", shock)
    resolve(game)
    assert _hand(game) == ["Shock"] and _grave(game) == []
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == [
        "Treasured Find"]


@plays("Brilliant Restoration", "graveyard.type_list", "library.graveyard_all")
def test_205_2a_return_all_artifact_and_enchantment_cards_from_your_graveyard():
    game = board(["Plains"] * 7, ["Savannah Lions"], hands=(["Brilliant Restoration"], []))
    for name in ("Ornithopter", "Pacifism", "Grizzly Bears"):
        _in_grave(game, name)
    cast(game, "Brilliant Restoration")
    resolve(game)                                 # Pacifism: on the Lions (CR 303.4g)
    assert ids(game, "Ornithopter") and ids(game, "Pacifism")
    assert _grave(game) == ["Grizzly Bears", "Brilliant Restoration"]


@plays("Karador, Ghost Chieftain", "graveyard.once_each_turn_cast")
def test_601_2a_cast_one_creature_spell_from_your_graveyard_each_of_your_turns():
    game = board(["Karador, Ghost Chieftain"] + ["Forest"] * 4, [])
    bears = _in_grave(game, "Grizzly Bears")
    lions = _in_grave(game, "Llanowar Elves")
    _in_grave(game, "Shock")
    castable = {a.object for a in game.legal_actions() if a.kind == "cast"}
    assert castable == {bears, lions}                       # not the Shock card
    game.act(_casts(game, bears)[0])
    resolve(game)
    assert ids(game, "Grizzly Bears") and not _casts(game, lions)   # once each turn


@plays("Secrets of the Dead", "trigger.cast_from_graveyard")
def test_601_2i_whenever_you_cast_a_spell_from_your_graveyard():
    game = board(["Secrets of the Dead"] + ["Island"] * 5, [], hands=(["Think Twice"], []))
    cast(game, "Think Twice")                               # from the hand: no trigger
    resolve(game)
    assert len(_hand(game)) == 1
    game.act("cast Think Twice for flashback")
    resolve(game)
    assert len(_hand(game)) == 3                            # its draw and the trigger's


@plays("Brutal Nightstalker", "effect.have_do")
def test_608_2_you_may_have_target_opponent_discard_a_card():
    game = board(["Swamp"] * 5, [], hands=(["Brutal Nightstalker"], ["Shock"]))
    cast(game, "Brutal Nightstalker")
    resolve(game)                                 # its one legal target: Bob
    choose(game, "yes")
    resolve(game)
    assert _hand(game, 1) == [] and _grave(game, 1) == ["Shock"]


@plays("Goblin Dark-Dwellers", "graveyard.cast_free")
def test_608_2g_cast_a_card_from_your_graveyard_free_then_exile_it():
    game = board(["Mountain"] * 5, [], hands=(["Goblin Dark-Dwellers"], []))
    shock = _in_grave(game, "Shock")
    _in_grave(game, "Hill Giant")
    cast(game, "Goblin Dark-Dwellers")
    resolve(game)                                # its one legal target: the Shock card
    choose(game, "yes")
    assert game.decision.kind == "cast" and game.decision.subject == shock
    free = [a for a in game.legal_actions() if a.kind == "cast"]
    game.act(next(a for a in free if a.targets == (("player", 1),)))
    resolve(game)
    assert life(game, 1) == 18
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == ["Shock"]
    assert sum(game.state.objects[i].tapped for i in ids(game, "Mountain")) == 5


@plays("Dragon Scales", "graveyard.attached_to_event", "library.from_graveyard")
def test_303_4i_the_aura_returns_attached_to_the_creature_that_entered():
    game = board(["Forest"] * 6, [], hands=(["Colossal Dreadmaw"], []))
    scales = _in_grave(game, "Dragon Scales")
    cast(game, "Colossal Dreadmaw")
    resolve(game)
    choose(game, "yes")
    resolve(game)
    dreadmaw = obj(game, "Colossal Dreadmaw")
    aura = obj(game, "Dragon Scales")
    assert game.state.objects[aura].attached_to == dreadmaw
    assert _pt(game, dreadmaw) == (7, 8) and game.state.objects[scales].zone != "graveyard"


# -- a player's own choice of their card (CR 608.2d, 401.4) ----------------------------------

@plays("Relic of Progenitus", "graveyard.player_moves_card")
def test_608_2d_target_player_chooses_a_card_of_their_graveyard_to_exile():
    game = board(["Relic of Progenitus"], [])
    bears = _in_grave(game, "Grizzly Bears", 1)
    _in_grave(game, "Shock", 1)
    activate(game, obj(game, "Relic of Progenitus"), ("player", 1))
    resolve(game)
    assert game.decision.player == 1 and set(game.decision.options) == set(
        game.state.players[1].graveyard)
    choose(game, bears)
    assert _grave(game, 1) == ["Shock"]


@plays("Chittering Rats", "graveyard.player_moves_card")
def test_401_4_target_opponent_puts_a_card_from_their_hand_on_top_of_their_library():
    game = board(["Swamp"] * 3, [], hands=(["Chittering Rats"], ["Shock"]))
    cast(game, "Chittering Rats")
    resolve(game)
    resolve(game)
    library = game.state.players[1].library
    assert _hand(game, 1) == [] and game.state.objects[library[-1]].name == "Shock"


@plays("Rona, Sheoldred's Faithful", "graveyard.cast_permission")
def test_118_8_cast_from_the_graveyard_by_discarding_two_cards_as_well():
    game = board(["Island", "Island", "Swamp", "Swamp"], [],
                 hands=(["Shock", "Lightning Bolt", "Grizzly Bears"], []))
    rona = _in_grave(game, "Rona, Sheoldred's Faithful")
    casts = _casts(game, rona)
    assert casts and all(len(a.costs) == 2 for a in casts)      # the two cards discarded
    game.act(casts[0])
    resolve(game)
    assert ids(game, "Rona, Sheoldred's Faithful") and len(_hand(game)) == 1


@plays("Vega, the Watcher", "trigger.cast_from_graveyard")
def test_601_2i_whenever_you_cast_a_spell_from_anywhere_other_than_your_hand():
    game = board(["Vega, the Watcher"] + ["Island"] * 5, [], hands=(["Think Twice"], []))
    cast(game, "Think Twice")                               # from the hand: no trigger
    resolve(game)
    assert len(_hand(game)) == 1
    game.act("cast Think Twice for flashback")
    resolve(game)
    assert len(_hand(game)) == 3                            # its draw and Vega's


@plays("Skywarp Skaab", "graveyard.exile_choice", "condition.if_you_do")
def test_609_3_exile_two_creature_cards_from_your_graveyard_if_you_do_draw():
    game = board(["Island"] * 5, [], hands=(["Skywarp Skaab"], []))
    bears, giant, elves = (_in_grave(game, n) for n in
                           ("Grizzly Bears", "Hill Giant", "Llanowar Elves"))
    _in_grave(game, "Shock")
    cast(game, "Skywarp Skaab")
    resolve(game)
    choose(game, "yes")
    assert set(game.decision.options) == {bears, giant, elves}
    choose(game, giant)
    assert set(game.decision.options) == {bears, elves}
    choose(game, elves)
    assert _grave(game) == ["Grizzly Bears", "Shock"] and len(_hand(game)) == 1


@plays("Ash Zealot", "trigger.cast_from_graveyard")
def test_601_2i_that_player_is_the_one_who_cast_the_spell_from_a_graveyard():
    game = board(["Ash Zealot"] + ["Island"] * 3, [])
    _in_grave(game, "Think Twice")
    game.act("cast Think Twice for flashback")
    resolve(game)
    assert life(game, 0) == 17 and life(game, 1) == 20


# -- cards put into a graveyard this turn (CR 400.7) -----------------------------------------

@plays("Grim Return", "graveyard.put_there")
def test_400_7_only_a_creature_card_put_there_from_the_battlefield_this_turn():
    game = board(["Swamp"] * 3 + ["Mountain"], ["Grizzly Bears"],
                 hands=(["Shock", "Grim Return"], []))
    old = _in_grave(game, "Hill Giant", 1)                   # there before this turn's deaths
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    bears = game.state.players[1].graveyard[-1]
    grim = in_hand(game, "Grim Return")
    options = {a.targets for a in game.legal_actions() if a.kind == "cast" and a.object == grim}
    assert options == {(("object", bears),)} and old in game.state.players[1].graveyard
    cast(game, "Grim Return", bears)
    resolve(game)
    new = obj(game, "Grizzly Bears")
    assert game.state.objects[new].controller == 0


@plays("Faith's Reward", "graveyard.put_there")
def test_400_7_return_all_permanent_cards_put_into_your_graveyard_this_turn():
    game = board(["Plains"] * 4 + ["Mountain", "Grizzly Bears"], [],
                 hands=(["Shock", "Faith's Reward"], []))
    _in_grave(game, "Hill Giant")                             # before: stays
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    cast(game, "Faith's Reward")
    resolve(game)
    assert ids(game, "Grizzly Bears") and _grave(game) == ["Hill Giant", "Shock",
                                                           "Faith's Reward"]


@plays("Poxwalkers", "trigger.cast_from_graveyard", "library.from_graveyard")
def test_113_6k_a_graveyard_trigger_on_casting_a_spell_not_from_your_hand():
    game = board(["Island"] * 3, [])
    _in_grave(game, "Poxwalkers")
    _in_grave(game, "Think Twice")
    game.act("cast Think Twice for flashback")
    resolve(game)
    walkers = obj(game, "Poxwalkers")
    assert game.state.objects[walkers].tapped and len(_hand(game)) == 1


@plays("Bookwurm", "graveyard.put_itself")
def test_401_4_put_this_card_from_your_graveyard_third_from_the_top():
    game = board(["Forest"] * 3, [])
    activate(game, _in_grave(game, "Bookwurm"), index=0)
    resolve(game)
    library = game.state.players[0].library
    assert game.state.objects[library[-3]].name == "Bookwurm" and _grave(game) == []


@plays("Deem Worthy", "graveyard.cycled_deals", "effect.have_do", "graveyard.card_trigger")
def test_702_29c_the_cycled_card_deals_the_damage():
    game = board(["Mountain"] * 4, ["Grizzly Bears", "Savannah Lions"],
                 hands=(["Deem Worthy"], []))
    game.act("activate Deem Worthy for cycling")
    choose_targets(game, obj(game, "Grizzly Bears"))
    resolve(game)
    choose(game, "yes")
    assert _grave(game, 1) == ["Grizzly Bears"] and _grave(game) == ["Deem Worthy"]
    assert any("Deem Worthy deals 2 damage" in e.text for e in game.log)


@plays("Gravebreaker Lamia", "graveyard.cast_from_costs")
def test_601_2f_spells_cast_from_your_graveyard_cost_one_less():
    game = board(["Gravebreaker Lamia", "Island", "Island"], [],
                 hands=(["Think Twice"], []))
    cast(game, "Think Twice")                       # {1}{U} from the hand: no discount
    resolve(game)
    assert all(game.state.objects[i].tapped for i in ids(game, "Island"))
    game = board(["Gravebreaker Lamia", "Island", "Island"], [])
    _in_grave(game, "Think Twice")
    game.act("cast Think Twice for flashback")      # {2}{U} - {1}
    resolve(game)
    assert len(_hand(game)) == 1


@plays("Barishi", "graveyard.all_from_graveyards")
def test_701_20a_shuffle_all_creature_cards_from_your_graveyard_into_your_library():
    game = board(["Barishi", "Swamp", "Swamp", "Swamp"], [], hands=(["Murder"], []))
    for name in ("Grizzly Bears", "Hill Giant", "Shock"):
        _in_grave(game, name)
    library = len(game.state.players[0].library)
    cast(game, "Murder", obj(game, "Barishi"))
    resolve(game)
    resolve(game)
    assert _grave(game) == ["Shock", "Murder"]
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == ["Barishi"]
    assert len(game.state.players[0].library) == library + 2
