"""Keyword abilities read from Oracle text, played: enlist (CR 702.154)."""

from __future__ import annotations

from boards import board
from test_oracle_play import BOB, chars, choose, obj, plays, resolve

from tolaria import Action, Game, IllegalAction
from tolaria.rules import events


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
