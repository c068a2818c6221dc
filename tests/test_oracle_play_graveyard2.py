"""Area "graveyard", part two: escape (CR 702.138) and dredge (CR 702.52), played from
compiled Oracle text."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import life, plays, resolve

from tolaria import Action, Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.layers import characteristics
from tolaria.rules.zones import create_object


def _in_grave(game: Game, name: str, player: int = 0) -> int:
    return create_object(game.state, card_def(name), player, "graveyard").id


def _names(game: Game, zone: str, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in getattr(game.state.players[player], zone)]


def _escapes(game: Game, name: str) -> list[Action]:
    """The legal actions casting `name` for escape."""
    return [a for a in game.legal_actions() if a.kind == "cast" and "escape" in a.costs
            and game.state.objects[a.object].name == name]


# -- escape (CR 702.138) -----------------------------------------------------------------------

@plays("Fruit of Tizerus", "keyword.escape")
def test_702_138a_escape_casts_a_sorcery_from_the_graveyard_exiling_other_cards():
    game = board(["Swamp"] * 4, [])
    fruit = _in_grave(game, "Fruit of Tizerus")
    others = [_in_grave(game, n) for n in ("Grizzly Bears", "Shock", "Hill Giant", "Forest")]
    offered = _escapes(game, "Fruit of Tizerus")
    assert offered and all(len(a.costs) == 4 and fruit not in a.costs for a in offered)
    game.act("cast Fruit of Tizerus for escape exiling Grizzly Bears, Shock, Hill Giant "
             "targeting Bob")
    assert _names(game, "exile") == ["Grizzly Bears", "Shock", "Hill Giant"]
    assert _names(game, "graveyard") == ["Forest"]                # exactly three exiled
    resolve(game)
    assert life(game, 1) == 18
    # no exile clause (unlike flashback): it goes back to the graveyard (CR 702.138a)
    assert _names(game, "graveyard") == ["Forest", "Fruit of Tizerus"]
    assert game.state.objects[others[3]].zone == "graveyard"


@plays("Fruit of Tizerus", "keyword.escape")
def test_702_138a_escape_needs_enough_other_cards_and_only_from_the_graveyard():
    game = board(["Swamp"] * 4, [], hands=(["Fruit of Tizerus"], []))
    for name in ("Grizzly Bears", "Shock"):
        _in_grave(game, name)
    _in_grave(game, "Fruit of Tizerus")                   # itself doesn't count: "other"
    assert not _escapes(game, "Fruit of Tizerus")
    hand = game.state.players[0].hand[0]
    grave = game.state.players[0].graveyard
    try:
        game.act(Action("cast", 0, hand, targets=(("player", 1),), mode=0,
                        costs=("escape",) + tuple(grave[:2])))
    except IllegalAction as refused:
        assert "only from the graveyard" in refused.reason
    else:
        raise AssertionError("escape was cast from the hand")
    try:
        game.act(Action("cast", 0, grave[2], targets=(("player", 1),), mode=0))
    except IllegalAction as refused:
        assert "only for escape" in refused.reason           # not for its mana cost
    else:
        raise AssertionError("cast from the graveyard for its mana cost")


@plays("Phoenix of Ash", "keyword.escape", "keyword.escapes_with")
def test_702_138c_a_creature_that_escaped_enters_with_its_counter():
    game = board(["Mountain"] * 7, [], hands=(["Phoenix of Ash"], []))
    _in_grave(game, "Phoenix of Ash")
    for name in ("Grizzly Bears", "Shock", "Hill Giant"):
        _in_grave(game, name)
    game.act("cast Phoenix of Ash")                             # from the hand: no counter
    resolve(game)
    game.act("cast Phoenix of Ash for escape exiling Grizzly Bears, Shock, Hill Giant")
    resolve(game)
    first, escaped = ids(game, "Phoenix of Ash")
    state = game.state
    assert state.objects[first].counters.get("+1/+1", 0) == 0
    assert state.objects[escaped].counters == {"+1/+1": 1}
    chars = characteristics(state, state.objects[escaped])
    assert (chars.power, chars.toughness) == (3, 3)
    assert "escape" in state.objects[escaped].cast_for.split("+")      # CR 702.138b
    assert _names(game, "graveyard") == []


@plays("Woe Strider", "keyword.escapes_with")
def test_702_138c_put_onto_the_battlefield_otherwise_it_didnt_escape():
    game = board(["Swamp"] * 4, [], hands=(["Zombify"], []))
    _in_grave(game, "Woe Strider")
    game.act("cast Zombify targeting Woe Strider")
    resolve(game)
    strider = ids(game, "Woe Strider")[0]
    assert game.state.objects[strider].counters.get("+1/+1", 0) == 0


def _settle(game: Game) -> None:
    """Resolve the stack, putting triggers in the listed order and declining "you may"s."""
    for _ in range(50):
        d = game.decision
        if d.kind == "priority" and not game.state.stack:
            return
        if d.kind == "priority":
            resolve(game)
            continue
        actions = game.legal_actions()
        declines = [a for a in actions if a.choice in (("no",), ("nothing",))]
        game.act(declines[0] if declines else actions[0])


@plays("Uro, Titan of Nature's Wrath", "keyword.escaped", "keyword.escape")
def test_702_138b_sacrifice_it_unless_it_escaped():
    game = board(["Forest"] * 5 + ["Island"] * 5, [],
                 hands=(["Uro, Titan of Nature's Wrath"], []))
    for name in ("Grizzly Bears", "Shock", "Hill Giant", "Forest", "Island"):
        _in_grave(game, name)
    game.act("cast Uro, Titan of Nature's Wrath")
    _settle(game)
    assert not ids(game, "Uro, Titan of Nature's Wrath")             # cast from the hand
    assert "Uro, Titan of Nature's Wrath" in _names(game, "graveyard")
    assert life(game, 0) == 23
    [escape] = _escapes(game, "Uro, Titan of Nature's Wrath")
    game.act(escape)
    _settle(game)
    assert ids(game, "Uro, Titan of Nature's Wrath")                   # it escaped: it stays
    assert len(_names(game, "exile")) == 5 and life(game, 0) == 26


# -- dredge (CR 702.52) ------------------------------------------------------------------------

def _answer(game: Game, choice: str) -> None:
    game.act(Action("choose", game.decision.player, choice=(choice,)))


@plays("Golgari Thug", "keyword.dredge")
def test_702_52a_dredge_replaces_the_draw_step_draw():
    game = board([], [], step="upkeep")
    thug = _in_grave(game, "Golgari Thug")
    game.act("pass")
    game.act("pass")                                             # to the draw step
    d = game.decision
    assert d.kind == "replacement" and d.player == 0 and d.subject == thug and \
        set(d.options) == {"yes", "no"}
    _answer(game, "yes")
    assert _names(game, "hand") == ["Golgari Thug"]              # no card drawn
    assert _names(game, "graveyard") == ["Wastes"] * 4           # milled 4
    assert len(game.state.players[0].library) == 6
    assert game.state.step == "draw" and game.decision.kind == "priority"
    assert not any("draws" in e.text for e in game.log if e.step == "draw")


@plays("Golgari Thug", "keyword.dredge")
def test_702_52a_declining_dredge_draws_normally():
    game = board([], [], step="upkeep")
    _in_grave(game, "Golgari Thug")
    game.act("pass")
    game.act("pass")
    game = Game.from_json(game.to_json())                # a waiting choice is data
    _answer(game, "no")
    assert _names(game, "hand") == ["Wastes"]
    assert _names(game, "graveyard") == ["Golgari Thug"]
    assert len(game.state.players[0].library) == 9


@plays("Golgari Thug", "keyword.dredge")
def test_702_52b_not_offered_with_fewer_cards_in_the_library():
    game = board([], [], step="upkeep", library=3)
    _in_grave(game, "Golgari Thug")
    game.act("pass")
    game.act("pass")
    assert game.decision.kind == "priority" and game.state.step == "draw"
    assert _names(game, "hand") == ["Wastes"]
    assert _names(game, "graveyard") == ["Golgari Thug"]


@plays("Darkblast", "keyword.dredge")
def test_702_52a_each_draw_of_an_instruction_may_be_dredged():
    game = board(["Island"] * 3, [], hands=(["Divination"], []))
    _in_grave(game, "Darkblast")
    game.act("cast Divination")
    game.act("pass")
    game.act("pass")                                             # it resolves: first draw
    assert game.decision.kind == "replacement"
    _answer(game, "yes")                                         # the second draw: no dredge
    assert game.decision.kind == "priority" and not game.state.stack
    assert sorted(_names(game, "hand")) == ["Darkblast", "Wastes"]
    assert _names(game, "graveyard") == ["Wastes"] * 3 + ["Divination"]
    assert len(game.state.players[0].library) == 6
    assert any(e.text == "Alice draws 1 card" for e in game.log)
