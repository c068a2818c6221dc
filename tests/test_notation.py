"""The action notation (SCENARIOS.md): every legal action renders to text that
parses back to the same action, and bad text is refused with a clear reason."""

from __future__ import annotations

import random

import pytest

from tolaria import Action, Game, IllegalAction
from tolaria.notation import NotationError
from tolaria.scenario import build_game, load_scenario


def position(text: str) -> Game:
    """A game at the position a scenario's set-up describes."""
    return build_game(load_scenario(text))


def ids(game: Game, name: str) -> list[int]:
    """Live objects named `name`, battlefield first, in zone order."""
    state = game.state
    found = [i for i in state.battlefield if state.objects[i].name == name]
    for p in state.players:
        found += [i for i in p.hand if state.objects[i].name == name]
    return found


# -- the round trip ------------------------------------------------------------------------

def _round_trip(game: Game) -> None:
    for action in game.legal_actions():
        text = game.notation(action)
        assert game.parse(text) == action, (text, action)


def _combination(game: Game, rng: random.Random) -> Action | None:
    """A random legal combination of attack or block parts (distinct creatures)."""
    parts = [a.choice[0] for a in game.legal_actions() if a.choice]
    rng.shuffle(parts)
    used, chosen = set(), []
    for part in parts:
        if part[0] not in used and rng.random() < 0.6:
            used.add(part[0])
            chosen.append(part)
    action = Action(game.decision.kind[:-3] if game.decision.kind == "attackers" else "block",
                    game.decision.player, choice=tuple(chosen))
    return action if chosen and game.is_legal(action) else None


@pytest.mark.parametrize("decks", [("green", "red"), pytest.param(("wu", "br"), marks=pytest.mark.slow)])
def test_round_trip_of_every_legal_action_in_random_games(decks: tuple[str, str]) -> None:
    checked = 0
    for seed in range(20):
        game = Game.new(list(decks), seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if game.over:
                break
            _round_trip(game)
            checked += len(game.legal_actions())
            if game.decision.combinable:
                combo = _combination(game, rng)
                if combo is not None:
                    assert game.parse(game.notation(combo)) == combo
                    game.act(combo)
                    continue
            game.act(rng.choice(game.legal_actions()))
    assert checked > 5000


# -- positions -------------------------------------------------------------------------------

BEARS_ON_BOTH_SIDES = """
players:
  Alice:
    hand: [Lightning Bolt, Lightning Bolt, Giant Growth]
    battlefield: [Mountain, Mountain, Forest, Grizzly Bears]
  Bob:
    battlefield: [{card: Grizzly Bears, alias: bears2}, "Isamaru, Hound of Konda"]
turn: 3
"""


def test_identical_cards_in_hand_parse_to_the_one_legal_actions_lists() -> None:
    game = position(BEARS_ON_BOTH_SIDES)
    action = game.parse("cast Lightning Bolt targeting Bob")
    first_bolt = game.state.players[0].hand[0]
    assert action == Action("cast", 0, first_bolt, targets=(("player", 1),), mode=0)
    assert action in game.legal_actions()


def test_possessive_and_alias_tell_identical_names_apart() -> None:
    game = position(BEARS_ON_BOTH_SIDES)
    alices, bobs = ids(game, "Grizzly Bears")
    by_owner = game.parse("cast Lightning Bolt targeting Bob's Grizzly Bears")
    by_alias = game.parse("cast Lightning Bolt targeting BEARS2")
    plain = game.parse("cast Lightning Bolt targeting Grizzly Bears")
    assert by_owner.targets == by_alias.targets == (("object", bobs),)
    assert plain.targets == (("object", alices),)          # the first in battlefield order
    assert game.notation(by_owner) == "cast Lightning Bolt targeting Bob's Grizzly Bears"
    assert game.notation(plain) == "cast Lightning Bolt targeting Grizzly Bears"
    assert game.parse(f"cast Lightning Bolt targeting Grizzly Bears#{bobs}") == by_owner


def test_names_with_commas_are_read_whole() -> None:
    game = position(BEARS_ON_BOTH_SIDES)
    isamaru = ids(game, "Isamaru, Hound of Konda")[0]
    action = game.parse("cast lightning bolt targeting isamaru, hound of konda")
    assert action.targets == (("object", isamaru),)
    assert game.notation(action) == "cast Lightning Bolt targeting Isamaru, Hound of Konda"


def test_unknown_name_is_named_in_the_error() -> None:
    game = position(BEARS_ON_BOTH_SIDES)
    with pytest.raises(NotationError, match="no card named 'Lightnig Bolt' here"):
        game.parse("cast Lightnig Bolt targeting Bob")
    with pytest.raises(NotationError, match="'Grizly Bears'"):
        game.parse("cast Lightning Bolt targeting Grizly Bears")


def test_malformed_text_is_refused() -> None:
    game = position(BEARS_ON_BOTH_SIDES)
    with pytest.raises(NotationError, match="an action starts with"):
        game.parse("tap Mountain")
    with pytest.raises(NotationError, match="can't read 'now please'"):
        game.parse("pass now please")
    with pytest.raises(NotationError, match="empty"):
        game.parse("   ")


def test_a_name_out_of_place_parses_and_the_engine_says_why() -> None:
    game = position(BEARS_ON_BOTH_SIDES)
    action = game.parse("play Mountain")                  # the Mountains are on the battlefield
    assert action.object == ids(game, "Mountain")[0]
    with pytest.raises(IllegalAction) as refused:
        game.act("play Mountain")
    assert not isinstance(refused.value, NotationError)
    assert "hand" in refused.value.reason


def test_the_acting_player_can_be_given() -> None:
    game = position(BEARS_ON_BOTH_SIDES)
    assert game.parse("pass", "Bob") == Action("pass", 1)
    assert game.parse("concede", 1) == Action("concede", 1)
    assert game.parse("pass") == Action("pass", 0)


def test_601_2b_modes_count_from_one() -> None:
    game = position("""
players:
  Alice: {hand: [Healing Salve], battlefield: [Plains]}
  Bob: {}
turn: 3
""")
    action = game.parse("cast Healing Salve mode 2 targeting Bob")
    assert action.mode == 1 and action in game.legal_actions()
    assert game.notation(action) == "cast Healing Salve mode 2 targeting Bob"
    with pytest.raises(NotationError, match="mode N"):
        game.parse("cast Healing Salve targeting Bob")


def test_107_3_x_is_given_as_x_equals() -> None:
    game = position("""
players:
  Alice: {hand: [Blaze], battlefield: [Mountain, Mountain, Mountain]}
  Bob: {}
turn: 3
""")
    action = game.parse("cast Blaze X=2 targeting Bob")
    assert action.x == 2 and action in game.legal_actions()
    assert game.notation(action) == "cast Blaze x=2 targeting Bob"
    with pytest.raises(NotationError, match="x=N"):
        game.parse("cast Blaze targeting Bob")


def test_606_activate_name_colon_n_counts_abilities_from_one() -> None:
    game = position("""
players:
  Alice: {battlefield: [Jace Beleren, Shivan Dragon, Mountain]}
  Bob: {}
turn: 3
""")
    jace = ids(game, "Jace Beleren")[0]
    minus = game.parse("activate Jace Beleren:2 targeting Bob")
    assert (minus.object, minus.ability, minus.targets) == (jace, 1, (("player", 1),))
    assert game.notation(minus) == "activate Jace Beleren:2 targeting Bob"
    with pytest.raises(NotationError, match="Jace Beleren:N"):
        game.parse("activate Jace Beleren")
    breath = game.parse("activate Shivan Dragon")          # its only ability
    assert breath.ability == 0 and game.notation(breath) == "activate Shivan Dragon"


def test_601_2g_paying_with_names_distinct_sources() -> None:
    game = position("""
players:
  Alice: {hand: [Grizzly Bears], battlefield: [Forest, Forest, Forest]}
  Bob: {}
turn: 3
""")
    forests = ids(game, "Forest")
    action = game.parse("cast Grizzly Bears paying {1}{G} with Forest, Forest")
    assert action.payment == (forests[0], forests[1])
    assert game.notation(action) == "cast Grizzly Bears paying {1}{G} with Forest, Forest"
    game.act(action)
    assert [game.state.objects[f].tapped for f in forests] == [True, True, False]


COMBAT = """
turn: 3
step: declare attackers
players:
  Alice:
    battlefield: [Grizzly Bears, Hill Giant, {card: Grizzly Bears, alias: cub}]
  Bob:
    battlefield: [Wall of Wood, Giant Spider, Llanowar Elves, Jace Beleren]
"""


def test_508_attack_with_several_and_at_a_planeswalker() -> None:
    game = position(COMBAT)
    bears, cub = ids(game, "Grizzly Bears")
    giant, jace = ids(game, "Hill Giant")[0], ids(game, "Jace Beleren")[0]
    action = game.parse("attack with Grizzly Bears, Hill Giant -> Jace Beleren, cub -> Bob")
    assert action.choice == ((bears, ("player", 1)), (giant, ("object", jace)),
                             (cub, ("player", 1)))
    text = game.notation(action)
    assert text == "attack with Grizzly Bears, Hill Giant -> Jace Beleren, Grizzly Bears"
    assert game.parse(text) == action
    assert game.parse("attack with nothing") == Action("attack", 0, choice=())


def test_509_block_groups_separated_by_semicolons() -> None:
    game = position(COMBAT)
    game.act("attack with Grizzly Bears, Hill Giant")
    game.act("pass")
    game.act("pass")
    assert game.decision.kind == "blockers"
    bears, giant = ids(game, "Grizzly Bears")[0], ids(game, "Hill Giant")[0]
    wall, spider, elves = (ids(game, n)[0] for n in ("Wall of Wood", "Giant Spider",
                                                      "Llanowar Elves"))
    action = game.parse("block Hill Giant with Wall of Wood, Llanowar Elves; Grizzly Bears with "
                        "Giant Spider")
    assert action.choice == ((wall, giant), (elves, giant), (spider, bears))
    assert game.parse(game.notation(action)) == action
    assert game.parse("block with nothing") == Action("block", 1, choice=())
    game.act(action)
    assert game.decision.kind == "order_blockers"
    _round_trip(game)
    order = game.parse("order Llanowar Elves, Wall of Wood")
    assert order.choice == (elves, wall) and order.object == giant
    game.act(order)
    game.act("pass")
    game.act("pass")
    assert game.decision.kind == "assign_damage"
    _round_trip(game)
    assign = game.parse("assign Wall of Wood 2, Llanowar Elves 1")
    assert assign.choice == ((("object", elves), 1), (("object", wall), 2))
    assert game.notation(assign) == "assign Llanowar Elves 1, Wall of Wood 2"
    assert game.parse("assign Llanowar Elves 3") in game.legal_actions()


def test_704_5j_choose_among_identical_legends_by_alias() -> None:
    game = position("""
turn: 3
players:
  Alice:
    hand: [{card: "Isamaru, Hound of Konda", alias: new}]
    battlefield: [Plains, {card: "Isamaru, Hound of Konda", alias: old}]
  Bob: {}
""")
    game.act("cast Isamaru, Hound of Konda")
    game.act("pass")
    game.act("pass")
    assert game.decision.kind == "legend"
    _round_trip(game)
    texts = {game.notation(a) for a in game.legal_actions()}
    assert texts == {"choose Isamaru, Hound of Konda", "choose new"}   # the first needs no alias
    old = game.state.battlefield[1]
    assert game.parse("choose old") == Action("choose", 0, choice=(old,))


def test_discard_choices_name_cards_and_keep_option_order() -> None:
    game = position("""
turn: 3
step: end
players:
  Alice:
    hand: [Forest, Shock, Forest, Mountain, Shock, Hill Giant, Forest, Mountain, Shock]
    library: 2
  Bob: {library: 2}
""")
    game.act("pass")
    game.act("pass")
    assert game.decision.kind == "discard"
    hand = game.state.players[0].hand
    action = game.parse("choose Shock, Forest")
    assert action.choice == (hand[0], hand[1])
    assert action in game.legal_actions()
    _round_trip(game)


def test_play_first_and_mulligan_words() -> None:
    game = Game.new(["green", "red"], seed=3)
    assert game.decision.kind == "play_first"
    who = game.decision.player
    assert game.parse("choose play") == Action("choose", who, choice=("play",))
    game.act("choose draw")
    assert game.decision.kind == "mulligan"
    assert game.parse("keep").kind == "keep"
    assert game.notation(game.parse("mulligan")) == "mulligan"
