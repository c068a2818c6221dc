"""Play tests for cards outside the game (issue 17, the storm, Lotus Field and Doomsday
decks): a player's sideboard is the cards they own outside the game (CR 100.4, 400.11a),
seen by them alone; a wish brings one into the game (400.11b)."""

import random

from boards import board
from test_oracle_play import activate, cast, choose, hand, plays, resolve, to_step

from tolaria import Game
from tolaria.decks import parse_deck
from tolaria.scenario import load_scenario, run_scenario


def _sideboard(game: Game, player: int = 0) -> list[str]:
    return [name for who, name in game.state.sideboards if who == player]


def _with_sideboard(game: Game, names: list[str], player: int = 0) -> Game:
    game.state.sideboards += [(player, name) for name in names]
    return game


@plays("Burning Wish", "outside.wish", "graveyard.exile_itself")
def test_400_11b_burning_wish_brings_a_sorcery_from_the_sideboard_into_the_hand():
    game = _with_sideboard(board(["Mountain", "Mountain"], [], hands=(["Burning Wish"], [])),
                           ["Lightning Bolt", "Pyroclasm", "Empty the Warrens"])
    cast(game, "Burning Wish")
    resolve(game)
    d = game.decision
    assert d.kind == "choose" and d.player == 0
    assert d.options == ("Pyroclasm", "Empty the Warrens", "nothing")   # sorceries only
    game.act("choose Empty the Warrens")
    assert "Empty the Warrens" in hand(game)                  # in the game now (400.11b)
    assert _sideboard(game) == ["Lightning Bolt", "Pyroclasm"]
    assert "Burning Wish" in [game.state.objects[i].name for i in game.state.players[0].exile]
    assert any("reveals Empty the Warrens from outside the game" in str(e)
               for e in game.log)                            # revealed (CR 701.16a)


@plays("Burning Wish", "outside.wish")
def test_400_11b_a_wish_may_bring_nothing_and_finds_nothing_without_a_fitting_card():
    game = _with_sideboard(board(["Mountain", "Mountain"], [], hands=(["Burning Wish"], [])),
                           ["Pyroclasm"])
    cast(game, "Burning Wish")
    resolve(game)
    choose(game, "nothing")                                  # "you may"
    assert hand(game) == [] and _sideboard(game) == ["Pyroclasm"]
    game = _with_sideboard(board(["Mountain", "Mountain"], [], hands=(["Burning Wish"], [])),
                           ["Lightning Bolt"])
    cast(game, "Burning Wish")
    resolve(game)                                            # no sorcery outside the game
    assert game.decision.kind == "priority" and _sideboard(game) == ["Lightning Bolt"]


@plays("Fae of Wishes", "outside.wish")
def test_715_3_granted_wishes_for_a_noncreature_card_from_its_adventure():
    game = _with_sideboard(board(["Island"] * 4, [], hands=(["Fae of Wishes"], [])),
                           ["Grizzly Bears", "Ancestral Recall", "Sol Ring"])
    game.act("cast Granted")
    resolve(game)
    assert game.decision.options == ("Ancestral Recall", "Sol Ring", "nothing")
    choose(game, "Sol Ring")
    assert "Sol Ring" in hand(game) and _sideboard(game) == ["Grizzly Bears", "Ancestral Recall"]
    fae = [game.state.objects[i] for i in game.state.players[0].exile]
    assert [o.name for o in fae] == ["Fae of Wishes"]          # on an adventure (CR 715.4)


def test_400_11a_a_decks_sideboard_is_outside_the_game_and_hidden_from_opponents():
    text = "4 Mountain\n4 Burning Wish\n52 Mountain\n\nSideboard\n1 Empty the Warrens\n" \
           "1 Pyroclasm\n"
    deck = parse_deck(text)
    game = Game.new([deck, ["Island"] * 60], seed=3)
    assert _sideboard(game, 0) == ["Empty the Warrens", "Pyroclasm"]
    assert _sideboard(game, 1) == []
    assert game.seat(0).sideboard == ["Empty the Warrens", "Pyroclasm"]
    assert game.seat(1).sideboard == []
    mine, theirs = game.view(0), game.view(1)
    assert mine["players"][0]["sideboard"] == ["Empty the Warrens", "Pyroclasm"]
    assert "sideboard" not in theirs["players"][0]           # hidden (CR 400.11a)
    assert "Pyroclasm" not in repr(theirs)
    world = game.determinize(1, random.Random(1))            # Bob's belief: none known
    assert _sideboard(world, 0) == []
    assert _sideboard(game.determinize(0, random.Random(1)), 0) == _sideboard(game, 0)
    copy = game.copy()                                       # copies and saves keep it
    assert copy.state.sideboards == game.state.sideboards
    assert Game.from_json(game.to_json()).state.sideboards == game.state.sideboards
    assert game.start().state.sideboards == game.state.sideboards


def test_400_11a_sideboards_given_to_game_new_replace_the_decks():
    game = Game.new([["Mountain"] * 60, ["Island"] * 60], seed=1,
                    sideboards=[["Lightning Bolt"], []])
    assert game.state.sideboards == [(0, "Lightning Bolt")]


def test_400_11b_scenario_sideboard_setup_and_expectation(tmp_path):
    path = tmp_path / "wish.yaml"
    path.write_text("""
name: "CR 400.11b: Burning Wish finds Pyroclasm"
rules_tested: ["400.11b"]
turn: 3
step: precombat main
players:
  Alice:
    hand: [Burning Wish]
    battlefield: [Mountain, Mountain]
    sideboard: [Pyroclasm, Lightning Bolt]
  Bob: {}
actions:
  - "Alice: cast Burning Wish"
  - resolve
  - "Alice: choose Pyroclasm"
expect:
  players:
    Alice:
      hand: [Pyroclasm]
      sideboard: [Lightning Bolt]
      sideboard_count: 1
      exile: [Burning Wish]
""")
    result = run_scenario(load_scenario(path))
    assert result.passed, result


def _library(game: Game, names: list[str], player: int = 0) -> None:
    """Put these cards on top of the library, the first on top."""
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    for name in reversed(names):
        create_object(game.state, card_def(name), player, "library")


@plays("Ad Nauseam", "condition.repeat_process")
def test_608_2d_ad_nauseam_repeats_the_process_as_often_as_its_controller_chooses():
    game = board(["Swamp"] * 5, [], hands=(["Ad Nauseam"], []))
    _library(game, ["Dark Ritual", "Hill Giant", "Lotus Petal"])
    cast(game, "Ad Nauseam")
    resolve(game)
    assert hand(game) == ["Dark Ritual"] and game.state.players[0].life == 19
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    assert hand(game) == ["Dark Ritual", "Hill Giant"] and game.state.players[0].life == 15
    choose(game, "yes")
    assert hand(game)[-1] == "Lotus Petal" and game.state.players[0].life == 15   # 0
    choose(game, "no")                                     # stops (CR 608.2d)
    assert game.decision.kind == "priority" and not game.state.stack
    assert hand(game) == ["Dark Ritual", "Hill Giant", "Lotus Petal"]


@plays("Ad Nauseam", "condition.repeat_process")
def test_608_2d_ad_nauseam_below_zero_life_loses_only_after_it_resolves():
    game = board(["Swamp"] * 5, [], hands=(["Ad Nauseam"], []))
    game.state.players[0].life = 4
    _library(game, ["Hill Giant", "Hill Giant", "Island"])
    cast(game, "Ad Nauseam")
    resolve(game)
    assert game.state.players[0].life == 0 and not game.over    # mid-resolution (704.3)
    choose(game, "yes")
    assert game.state.players[0].life == -4 and not game.over
    choose(game, "no")
    assert game.over and game.winner == "Bob"               # CR 704.5a afterwards


@plays("Infernal Tutor", "library.search_revealed_name", "condition.instead")
def test_701_16a_infernal_tutor_finds_a_card_with_the_revealed_cards_name():
    game = board(["Swamp", "Swamp"], [], hands=(["Infernal Tutor", "Dark Ritual"], []))
    _library(game, ["Hill Giant", "Dark Ritual", "Lotus Petal"])
    cast(game, "Infernal Tutor")
    resolve(game)                              # the only card in hand: Dark Ritual, revealed
    assert any("reveals Dark Ritual from their hand" in str(e) for e in game.log)
    ritual = next(i for i in game.state.players[0].hand
                  if game.state.objects[i].name == "Dark Ritual")
    assert game.view(1)["players"][0]["hand_known"][0]["name"] == "Dark Ritual"   # seen
    d = game.decision
    assert d.kind == "choose" and [game.state.objects[o].name for o in d.options
                                   if o != "nothing"] == ["Dark Ritual"]   # same name (201.2)
    choose(game, d.options[0])
    assert sorted(hand(game)) == ["Dark Ritual", "Dark Ritual"] and ritual in \
        game.state.players[0].hand


@plays("Infernal Tutor", "library.search_revealed_name", "condition.instead")
def test_608_2c_infernal_tutor_hellbent_searches_for_any_card_with_an_empty_hand():
    game = board(["Swamp", "Swamp"], [], hands=(["Infernal Tutor"], []))
    _library(game, ["Hill Giant", "Dark Ritual", "Lotus Petal"])
    cast(game, "Infernal Tutor")
    resolve(game)                              # no card to reveal: hellbent (CR 608.2c)
    d = game.decision
    assert d.kind == "choose"
    names = {game.state.objects[o].name for o in d.options if o != "nothing"}
    assert {"Hill Giant", "Dark Ritual", "Lotus Petal"} <= names
    choose(game, next(o for o in d.options if o != "nothing"
                      and game.state.objects[o].name == "Hill Giant"))
    assert hand(game) == ["Hill Giant"]


@plays("Chrome Mox", "library.imprint_from_hand", "mana.exiled_card_colors")
def test_607_2a_chrome_mox_taps_for_the_colors_of_the_card_it_imprinted():
    game = board([], [], hands=(["Chrome Mox", "Lightning Helix", "Sol Ring", "Dark Ritual",
                                 "Island"], []))
    game.act("cast Chrome Mox")
    resolve(game)                                  # the trigger: "you may" (CR 603.5)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    d = game.decision
    named = {game.state.objects[o].name: o for o in game.state.players[0].hand}
    assert set(d.options) == {named["Lightning Helix"], named["Dark Ritual"]}   # nonland,
    choose(game, named["Lightning Helix"])                                       # nonartifact
    assert sorted(hand(game)) == ["Dark Ritual", "Island", "Sol Ring"]
    mox = next(o for o in game.state.battlefield
               if game.state.objects[o].name == "Chrome Mox")
    assert [s.options for s in game.mana_sources(0) if s.id == mox] == [("W", "R")]


@plays("Chrome Mox", "mana.exiled_card_colors")
def test_607_2a_chrome_mox_with_nothing_imprinted_makes_no_mana():
    game = board([], [], hands=(["Chrome Mox", "Island"], []))
    game.act("cast Chrome Mox")
    resolve(game)                                  # no nonland card: nothing to exile
    mox = next(o for o in game.state.battlefield
               if game.state.objects[o].name == "Chrome Mox")
    assert not [s for s in game.mana_sources(0) if s.id == mox and s.options]


def _resolve(game: Game) -> None:
    """Both players pass until the stack is empty, a decision other than priority, or the
    end of the game (CR 104.1: it ends at once, even in the middle of a resolution)."""
    while not game.over and game.state.stack and game.decision.kind == "priority":
        game.act("pass")


@plays("Laboratory Maniac", "static.draw_empty_win")
def test_614_11_laboratory_maniac_wins_instead_of_drawing_from_an_empty_library():
    game = board(["Laboratory Maniac", "Island"], [], hands=(["Brainstorm"], []))
    game.state.players[0].library.clear()
    game.act("cast Brainstorm")
    _resolve(game)
    assert game.over and game.winner == "Alice"               # CR 104.2b, 614.11
    assert not game.state.players[0].lost
    assert game.state.players[1].lost and not game.state.players[1].won   # it ends (104.1)


@plays("Laboratory Maniac", "static.draw_empty_win")
def test_614_11_laboratory_maniac_draws_normally_from_a_library_with_cards():
    game = board(["Laboratory Maniac", "Island"], [], hands=(["Brainstorm"], []))
    _library(game, ["Hill Giant"])
    del game.state.players[0].library[:-1]                   # Hill Giant alone
    game.act("cast Brainstorm")
    _resolve(game)                                            # 1 card, then 2 replaced: win
    assert "Hill Giant" in hand(game) and game.over and game.winner == "Alice"


@plays("Laboratory Maniac", "static.draw_empty_win")
def test_101_2_platinum_angel_stops_laboratory_maniacs_win():
    game = board(["Laboratory Maniac", "Island"], ["Platinum Angel"],
                 hands=(["Brainstorm"], []))
    game.state.players[0].library.clear()
    game.act("cast Brainstorm")
    _resolve(game)                          # replaced (no draw, no loss), no win (CR 101.2)
    assert not game.over and not game.state.players[0].drew_from_empty


@plays("Thassa's Oracle", "effect.look_up_to", "effect.win_if_x_covers_library")
def test_104_2b_thassas_oracle_wins_when_devotion_covers_the_library():
    game = board(["Island", "Island"], [], hands=(["Thassa's Oracle"], []))
    game.state.players[0].library.clear()
    _library(game, ["Hill Giant", "Lotus Petal"])
    game.act("cast Thassa's Oracle")
    _resolve(game)                                       # the creature, then its trigger
    _resolve(game)
    d = game.decision                                    # devotion to blue 2: both looked at
    assert d.kind == "choose" and "nothing" in d.options and len(d.options) == 3
    choose(game, "nothing")                              # up to one (CR 401.4)
    assert game.over and game.winner == "Alice"          # 2 >= 2 cards (CR 104.2b)


@plays("Thassa's Oracle", "effect.look_up_to", "effect.win_if_x_covers_library")
def test_401_4_thassas_oracle_keeps_one_on_top_and_does_not_win_with_a_bigger_library():
    game = board(["Island", "Island"], [], hands=(["Thassa's Oracle"], []))
    game.state.players[0].library.clear()
    _library(game, ["Hill Giant", "Lotus Petal", "Island", "Swamp"])
    game.act("cast Thassa's Oracle")
    _resolve(game)
    _resolve(game)
    d = game.decision
    petal = next(o for o in d.options if o != "nothing"
                 and game.state.objects[o].name == "Lotus Petal")
    choose(game, petal)
    library = [game.state.objects[i].name for i in game.state.players[0].library]
    assert library[-1] == "Lotus Petal" and library[0] == "Hill Giant"   # top; bottom
    assert not game.over                                 # 2 < 4 cards


@plays("Doomsday", "library.search_pile", "effect.lose_half_life")
def test_701_19a_doomsday_leaves_a_five_card_library_in_the_chosen_order():
    game = board(["Swamp"] * 3, [], hands=(["Doomsday"], []))
    state = game.state
    state.players[0].library.clear()
    _library(game, ["Island", "Hill Giant", "Lotus Petal", "Swamp", "Dark Ritual", "Forest",
                    "Mountain"])
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    create_object(state, card_def("Laboratory Maniac"), 0, "graveyard")
    game.act("cast Doomsday")
    _resolve(game)
    for name in ("Laboratory Maniac", "Lotus Petal", "Dark Ritual", "Island", "Hill Giant"):
        d = game.decision
        assert d.kind == "choose" and d.player == 0
        choose(game, next(o for o in d.options if state.objects[o].name == name))
    library = [state.objects[i].name for i in state.players[0].library][::-1]     # top first
    assert library == ["Laboratory Maniac", "Lotus Petal", "Dark Ritual", "Island",
                       "Hill Giant"]
    assert sorted(state.objects[i].name for i in state.players[0].exile) == [
        "Forest", "Mountain", "Swamp"]                       # the rest (CR 406.2)
    assert state.players[0].graveyard == [
        i for i in state.players[0].graveyard if state.objects[i].name == "Doomsday"]
    assert state.players[0].life == 10                       # half of 20, rounded up


@plays("Death Wish", "outside.wish", "effect.lose_half_life")
def test_107_1a_death_wish_puts_a_card_in_unrevealed_and_halves_life_rounded_up():
    game = _with_sideboard(board(["Swamp"] * 3, [], hands=(["Death Wish"], [])),
                           ["Lightning Bolt"])
    game.state.players[0].life = 7
    cast(game, "Death Wish")
    resolve(game)
    choose(game, "Lightning Bolt")
    assert hand(game) == ["Lightning Bolt"] and game.state.players[0].life == 3   # 7 - 4
    assert not any("Lightning Bolt" in str(e) for e in game.log)    # not revealed (400.2)


@plays("Yawgmoth's Will", "graveyard.play_this_turn", "graveyard.exile_this_turn")
def test_611_2a_yawgmoths_will_plays_from_the_graveyard_and_exiles_what_would_go_there():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Swamp"] * 4, [], hands=(["Yawgmoth's Will"], []))
    state = game.state
    for name in ("Dark Ritual", "Swamp", "Lightning Bolt"):
        create_object(state, card_def(name), 0, "graveyard")
    assert "cast Dark Ritual" not in game.view(0)["decision"]["legal_actions"]
    game.act("cast Yawgmoth's Will")
    resolve(game)
    exiled = [state.objects[i].name for i in state.players[0].exile]
    assert exiled == ["Yawgmoth's Will"]                  # replaced as it resolved (614.1a)
    legal = game.view(0)["decision"]["legal_actions"]
    assert "cast Dark Ritual" in legal and "play Swamp" in legal     # CR 305.1, 601.2a
    game.act("play Swamp")
    assert "Swamp" not in [state.objects[i].name for i in state.players[0].graveyard]
    game.act("cast Dark Ritual")
    resolve(game)
    assert "Dark Ritual" in [state.objects[i].name for i in state.players[0].exile]
    assert str(state.players[0].pool).count("B") == 3
    to_step(game, "upkeep")                              # the next turn: it has ended
    from tolaria.rules.keywords.graveyard_cast import turn_permission
    assert not turn_permission(state, 0) and not turn_permission(state, 1)
    assert not any(type(s).__name__ == "TurnReplacement" for s in state.shields)


@plays("Karn, the Great Creator", "outside.wish_or_exile")
def test_406_3_karn_the_great_creator_fetches_an_artifact_from_outside_or_from_exile():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = _with_sideboard(board([], []), ["Sol Ring", "Lightning Bolt"])
    state = game.state
    karn = create_object(state, card_def("Karn, the Great Creator"), 0, "battlefield")
    karn.counters["loyalty"], karn.since = 5, 0              # CR 306.5b
    mox = create_object(state, card_def("Mox Jet"), 0, "exile")
    create_object(state, card_def("Mox Ruby"), 1, "exile")            # Bob's: not Alice's
    state.changed()
    activate(game, karn.id, index=1)                         # [−2]
    resolve(game)
    d = game.decision
    assert d.kind == "choose" and d.options == ("Sol Ring", mox.id, "nothing")
    choose(game, mox.id)
    assert hand(game) == ["Mox Jet"] and _sideboard(game) == ["Sol Ring", "Lightning Bolt"]


@plays("Coax from the Blind Eternities", "outside.wish_or_exile")
def test_400_11b_coax_from_the_blind_eternities_wishes_for_an_eldrazi():
    game = _with_sideboard(board(["Island"] * 3, [], hands=(["Coax from the Blind Eternities"],
                                                             [])),
                           ["Eldrazi Devastator", "Sol Ring"])
    game.act("cast Coax from the Blind Eternities")
    resolve(game)
    assert game.decision.options == ("Eldrazi Devastator", "nothing")
    choose(game, "Eldrazi Devastator")
    assert hand(game) == ["Eldrazi Devastator"]


def _learning(hand_cards: list[str], sideboard: list[str]) -> Game:
    """Divide by Zero cast at Bob's Grizzly Bears (CR 701.45: it learns as it resolves)."""
    game = _with_sideboard(board(["Island", "Island", "Island"], ["Grizzly Bears"],
                                 hands=(["Divide by Zero", *hand_cards], [])), sideboard)
    game.act("cast Divide by Zero targeting Grizzly Bears")
    resolve(game)
    return game


@plays("Divide by Zero", "outside.learn")
def test_701_45_learn_reveals_a_lesson_from_outside_the_game():
    """CR 701.45, 400.11b: the Lesson, revealed, comes into the hand; only Lessons are
    offered (Lightning Bolt isn't one)."""
    game = _learning([], ["Lightning Bolt", "Environmental Sciences"])
    assert "Grizzly Bears" in hand(game, 1)
    d = game.decision
    assert d.kind == "choose" and d.options == (
        "a Lesson card from outside the game", "nothing")       # an empty hand: no discard
    game.act("choose a Lesson card from outside the game")
    assert game.decision.options == ("Environmental Sciences", "nothing")
    game.act("choose Environmental Sciences")
    assert hand(game) == ["Environmental Sciences"]
    assert _sideboard(game) == ["Lightning Bolt"]
    assert any("reveals Environmental Sciences from outside the game" in str(e)
               for e in game.log)                               # revealed (CR 701.16a)


@plays("Divide by Zero", "outside.learn")
def test_701_45_learn_discards_a_card_to_draw_a_card():
    """CR 701.45, 701.8a, 121.1: the other way: a card chosen from the hand is discarded,
    then a card is drawn; the Lesson stays outside the game."""
    game = _learning(["Forest", "Lightning Bolt"], ["Environmental Sciences"])
    top = game.state.objects[game.state.players[0].library[-1]].name
    game.act("choose discard a card to draw a card")
    assert game.decision.kind == "discard"
    game.act("choose Lightning Bolt")
    assert sorted(hand(game)) == sorted(["Forest", top])
    assert "Lightning Bolt" in [game.state.objects[i].name for i in
                                game.state.players[0].graveyard]
    assert _sideboard(game) == ["Environmental Sciences"]


@plays("Divide by Zero", "outside.learn")
def test_701_45_learning_is_optional_and_nothing_is_offered_when_neither_way_can_be_done():
    game = _learning(["Forest"], ["Environmental Sciences"])
    library = len(game.state.players[0].library)
    game.act("choose nothing")
    assert hand(game) == ["Forest"] and len(game.state.players[0].library) == library
    assert _sideboard(game) == ["Environmental Sciences"]
    game = _learning([], ["Lightning Bolt"])                    # no Lesson, no card in hand
    assert game.decision.kind == "priority" and not game.state.stack


@plays("Overgrown Arch", "outside.learn")
def test_701_45_overgrown_arch_sacrificed_learns():
    """An activated ability learns as it resolves (CR 602.2, 701.45)."""
    game = _with_sideboard(board(["Overgrown Arch", "Forest", "Forest"], [],
                                 hands=(["Mountain"], [])), ["Environmental Sciences"])
    from test_oracle_play import obj
    activate(game, obj(game, "Overgrown Arch"), index=1)
    resolve(game)
    game.act("choose discard a card to draw a card")            # one card: it is discarded
    assert len(hand(game)) == 1
    graveyard = [game.state.objects[i].name for i in game.state.players[0].graveyard]
    assert sorted(graveyard) == ["Mountain", "Overgrown Arch"]
