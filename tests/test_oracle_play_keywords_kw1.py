"""Keyword abilities read from Oracle text, played: enlist (CR 702.154), splice (CR
702.47)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import BOB, chars, choose, grave, hand, in_hand, life, obj, plays, resolve

from tolaria import Action, Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules import events
from tolaria.rules.zones import create_object


def _attack(game: Game, *attackers: int) -> None:
    game.act(Action("attack", 0, choice=tuple((a, BOB) for a in attackers)))


# -- enlist (CR 702.154) ----------------------------------------------------------------------

@plays("Coalition Warbrute", "keyword.enlist", "keyword.list")
def test_702_154a_enlist_taps_a_creature_and_adds_its_power():
    game = board(["Coalition Warbrute", "Hill Giant"], [], step="declare attackers")
    brute, giant = obj(game, "Coalition Warbrute"), obj(game, "Hill Giant")
    _attack(game, brute)
    d = game.decision
    assert (d.kind, d.subject, d.options) == ("enlist", brute, (giant,))   # CR 508.1g
    choose(game, giant)
    assert game.state.objects[giant].tapped                                 # the cost
    assert game.state.objects[game.state.stack[-1]].source_id == brute      # "when you do"
    resolve(game)
    assert (chars(game, brute).power, chars(game, brute).toughness) == (3 + 3, 4)   # +X/+0
    while game.state.step != "end":
        game.act(Action("pass", game.decision.player) if game.decision.kind == "priority"
                 else Action("block", 1, choice=()))
    assert game.state.players[1].life == 20 - 6
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                                  # until end of turn
    assert chars(game, brute).power == 3


@plays("Barkweave Crusher", "keyword.enlist")
def test_702_154a_enlist_is_optional_up_to_one():
    game = board(["Barkweave Crusher", "Grizzly Bears"], [], step="declare attackers")
    crusher, bears = obj(game, "Barkweave Crusher"), obj(game, "Grizzly Bears")
    _attack(game, crusher)
    assert Action("choose", 0, choice=()) in game.legal_actions()
    with_two = Action("choose", 0, choice=(bears, crusher))
    assert with_two not in game.legal_actions()
    with_pytest_raises(game, with_two)
    choose(game)                                                 # "choose nothing"
    assert not game.state.objects[bears].tapped and not game.state.stack
    assert game.state.stage == "priority" and chars(game, crusher).power == 2


def with_pytest_raises(game: Game, action: Action) -> None:
    try:
        game.act(action)
    except IllegalAction:
        return
    raise AssertionError(f"{action} was allowed")


@plays("Linebreaker Baloth", "keyword.enlist")
def test_702_154a_only_untapped_nonattacking_creatures_without_summoning_sickness():
    game = board(["Linebreaker Baloth", "Grizzly Bears", "Hill Giant", "Llanowar Elves"], [],
                 step="declare attackers")
    baloth, bears, giant, elves = (obj(game, n) for n in (
        "Linebreaker Baloth", "Grizzly Bears", "Hill Giant", "Llanowar Elves"))
    game.state.objects[giant].since = None                       # came under control now
    events.tap(game.state, game.state.objects[elves])
    game.state.changed()
    _attack(game, baloth, bears)                                 # bears: chosen to attack
    assert game.decision.kind == "priority" and not game.state.stack    # nothing to ask


@plays("Coalition Skyknight", "keyword.enlist")
def test_702_154a_a_creature_with_haste_may_be_enlisted_the_turn_it_arrived():
    game = board(["Coalition Skyknight", "Raging Goblin", "Hill Giant"], [],
                 step="declare attackers")
    knight, goblin, giant = (obj(game, n) for n in (
        "Coalition Skyknight", "Raging Goblin", "Hill Giant"))
    game.state.objects[goblin].since = None
    game.state.objects[giant].since = None
    game.state.changed()
    _attack(game, knight)
    assert game.decision.kind == "enlist" and game.decision.options == (goblin,)
    assert game.parse("choose Raging Goblin") == Action("choose", 0, choice=(goblin,))
    assert game.notation(Action("choose", 0, choice=())) == "choose nothing"
    game.act(game.parse("choose Raging Goblin"))
    resolve(game)
    assert chars(game, knight).power == 2 + 1


@plays("Yavimaya Steelcrusher", "keyword.enlist")
def test_608_2h_enlisted_creature_gone_uses_its_last_known_power():
    game = board(["Yavimaya Steelcrusher", "Hill Giant"], [], step="declare attackers")
    crusher, giant = obj(game, "Yavimaya Steelcrusher"), obj(game, "Hill Giant")
    _attack(game, crusher)
    choose(game, giant)
    events.destroy(game.state, game.state.objects[giant])       # before the ability resolves
    game.state.changed()
    resolve(game)
    assert "Hill Giant" not in [game.state.objects[i].name for i in game.state.battlefield]
    assert chars(game, crusher).power == 2 + 3                   # as it last existed


@plays("Coalition Warbrute", "keyword.enlist")
def test_702_154c_two_enlisting_attackers_cannot_tap_the_same_creature():
    game = board(["Coalition Warbrute", "Barkweave Crusher", "Hill Giant"], [],
                 step="declare attackers")
    brute, crusher, giant = (obj(game, n) for n in (
        "Coalition Warbrute", "Barkweave Crusher", "Hill Giant"))
    _attack(game, brute, crusher)
    first = game.decision.subject
    choose(game, giant)
    assert game.decision.kind != "enlist" or game.decision.subject != first
    assert game.decision.kind == "priority"                      # nothing left to tap
    resolve(game)
    assert chars(game, game.state.objects[first].id).power == \
        game.state.objects[first].card.power + 3
    other = crusher if first == brute else brute
    assert chars(game, other).power == game.state.objects[other].card.power


# -- splice (CR 702.47) -----------------------------------------------------------------------

@plays("Glacial Ray", "keyword.splice")
@plays("Desperate Ritual", "keyword.splice")
def test_702_47a_splice_adds_the_text_and_the_card_stays_in_hand():
    game = board(["Mountain"] * 4, [], hands=(["Glacial Ray", "Desperate Ritual"], []))
    ritual = in_hand(game, "Desperate Ritual")
    action = game.parse("cast Glacial Ray splicing Desperate Ritual targeting Bob")
    assert action.splice == (ritual,) and action in game.legal_actions()
    assert game.notation(action) == "cast Glacial Ray splicing Desperate Ritual targeting Bob"
    game.act(action)
    assert all(game.state.objects[i].tapped for i in ids(game, "Mountain"))   # {1}{R}+{1}{R}
    assert hand(game) == ["Desperate Ritual"]                  # revealed, stays (702.47a)
    resolve(game)
    assert life(game, 1) == 18                                 # the main spell's effect
    assert game.state.players[0].pool.total() == 3             # then the spliced text's
    ray = game.state.objects[game.state.players[0].graveyard[-1]]
    assert ray.name == "Glacial Ray" and len(ray.card.spell.modes[0].effects) == 1  # 702.47e


@plays("Into the Fray", "keyword.splice")
@plays("Glacial Ray", "keyword.splice")
def test_702_47d_targets_of_the_added_text_are_chosen_after_the_spells():
    game = board(["Mountain"] * 3, ["Grizzly Bears"],
                 hands=(["Into the Fray", "Glacial Ray"], []))
    bears = obj(game, "Grizzly Bears")
    action = game.parse("cast Into the Fray splicing Glacial Ray targeting Grizzly Bears, Bob")
    assert action.targets == (("object", bears), BOB)
    game.act(action)
    resolve(game)
    assert life(game, 1) == 18 and hand(game) == ["Glacial Ray"]


@plays("Glacial Ray", "keyword.splice")
@plays("Desperate Ritual", "keyword.splice")
def test_702_47d_all_targets_illegal_the_spliced_spell_does_not_resolve():
    game = board(["Mountain"] * 4, ["Grizzly Bears"],
                 hands=(["Glacial Ray", "Desperate Ritual"], []))
    bears = obj(game, "Grizzly Bears")
    game.act(game.parse("cast Glacial Ray splicing Desperate Ritual targeting Grizzly Bears"))
    events.destroy(game.state, game.state.objects[bears])      # its only target is gone
    game.state.changed()
    resolve(game)
    assert game.state.players[0].pool.total() == 0            # no mana: it didn't resolve
    assert "Glacial Ray" in grave(game)


@plays("Glacial Ray", "keyword.splice")
def test_702_47a_only_onto_a_spell_of_the_quality_and_never_onto_itself():
    game = board(["Mountain"] * 6, [], hands=(["Glacial Ray", "Lightning Bolt"], []))
    casts = [a for a in game.legal_actions() if a.kind == "cast"]
    assert casts and not any(a.splice for a in casts)          # Bolt isn't Arcane; one Ray
    bolt = in_hand(game, "Lightning Bolt")
    with_ray = Action("cast", 0, bolt, targets=(BOB,), mode=0,
                      splice=(in_hand(game, "Glacial Ray"),))
    with_pytest_raises(game, with_ray)
    assert game.notation(with_ray) == "cast Lightning Bolt splicing Glacial Ray targeting Bob"


@plays("Everdream", "keyword.splice")
def test_702_47a_splice_onto_instant_or_sorcery_pays_the_splice_cost():
    game = board(["Island"] * 3 + ["Mountain"], [], hands=(["Lightning Bolt", "Everdream"], []))
    dream = in_hand(game, "Everdream")
    game.act(game.parse("cast Lightning Bolt splicing Everdream targeting Bob"))
    assert sum(game.state.objects[i].tapped for i in game.state.battlefield) == 4  # {R}+{2}{U}
    before = len(game.state.players[0].library)
    resolve(game)
    assert life(game, 1) == 17 and len(game.state.players[0].library) == before - 1
    assert dream in game.state.players[0].hand                 # drew, and Everdream stayed
    game2 = board(["Island"] * 2 + ["Mountain"], [], hands=(["Lightning Bolt", "Everdream"], []))
    assert not any(a.splice for a in game2.legal_actions())    # {2}{U} more can't be paid


@plays("Kodama's Might", "keyword.splice")
def test_702_47b_several_cards_spliced_in_the_order_chosen_each_once():
    game = board(["Forest"] * 4, ["Grizzly Bears"],
                 hands=(["Kodama's Might", "Vital Surge", "Glacial Ray"], []))
    might, surge = in_hand(game, "Kodama's Might"), in_hand(game, "Vital Surge")
    bears = obj(game, "Grizzly Bears")
    twice = Action("cast", 0, surge, targets=(("object", bears), ("object", bears)), mode=0,
                   splice=(might, might))
    with_pytest_raises(game, twice)                            # CR 702.47b: once
    game.act(game.parse("cast Vital Surge splicing Kodama's Might targeting Grizzly Bears"))
    resolve(game)
    assert life(game, 0) == 23 and chars(game, bears).power == 4


@plays("Dampen Thought", "keyword.splice")
def test_702_47d_the_added_texts_target_is_its_own_after_the_spells():
    game = board(["Mountain", "Mountain", "Island", "Island"], ["Grizzly Bears"],
                 hands=(["Glacial Ray", "Dampen Thought"], []))
    bears = obj(game, "Grizzly Bears")
    action = game.parse("cast Glacial Ray splicing Dampen Thought targeting Grizzly Bears, Bob")
    assert action.targets == (("object", bears), BOB)
    before = len(game.state.players[1].library)
    game.act(action)
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1)                   # the Ray's target
    assert len(game.state.players[1].library) == before - 4   # the added text's: Bob
    assert hand(game) == ["Dampen Thought"]


@plays("Glacial Ray", "keyword.splice")
def test_702_47b_no_splice_without_a_legal_target_for_the_added_text():
    game = board(["Forest", "Forest", "Mountain", "Mountain"], [],
                 hands=(["Kodama's Might", "Glacial Ray"], []))
    casts = [a for a in game.legal_actions() if a.kind == "cast"]
    assert casts and not any(a.splice for a in casts)          # Might: no creature to target
    with_pytest_raises(game, game.parse("cast Glacial Ray splicing Kodama's Might "
                                        "targeting Bob, Bob"))


@plays("Goryo's Vengeance", "keyword.splice")
@plays("Through the Breach", "keyword.splice")
def test_702_47c_the_spell_keeps_its_name_and_does_both_texts_in_order():
    game = board(["Swamp"] * 3 + ["Mountain"] * 4, [],
                 hands=(["Goryo's Vengeance", "Through the Breach", "Hill Giant"], []))
    state = game.state
    isamaru = create_object(state, card_def("Isamaru, Hound of Konda"), 0, "graveyard").id
    state.changed()
    game.act(game.parse("cast Goryo's Vengeance splicing Through the Breach "
                        "targeting Isamaru, Hound of Konda"))
    spell = state.objects[state.stack[-1]]
    assert spell.name == "Goryo's Vengeance" and spell.targets == (("object", isamaru),)
    resolve(game)
    assert game.decision.kind == "choose"                      # the added text, after
    choose(game, in_hand(game, "Hill Giant"))
    on_board = {state.objects[i].name: i for i in state.battlefield}
    assert {"Isamaru, Hound of Konda", "Hill Giant"} <= set(on_board)
    assert all("haste" in chars(game, on_board[n]).keywords
               for n in ("Isamaru, Hound of Konda", "Hill Giant"))
    assert hand(game) == ["Through the Breach"]


@plays("Desperate Ritual", "keyword.splice")
def test_702_47e_a_spell_without_splice_of_its_own_loses_the_added_text_too():
    """Lava Spike (an Arcane sorcery with no static ability) with Desperate Ritual spliced:
    it deals its 3 damage and adds {R}{R}{R}; in the graveyard it is Lava Spike again, the
    added text gone (CR 702.47e, 400.7)."""
    game = board(["Mountain"] * 3, [], hands=(["Lava Spike", "Desperate Ritual"], []))
    game.act(game.parse("cast Lava Spike splicing Desperate Ritual targeting Bob"))
    resolve(game)
    assert life(game, 1) == 17 and game.state.players[0].pool.total() == 3
    spike = game.state.objects[game.state.players[0].graveyard[-1]]
    assert spike.name == "Lava Spike" and spike.card is card_def("Lava Spike")
