"""Cards that say "your team" (CR 102.4), played in Two-Headed Giant games (CR 810): you and
your teammates; in a game without teams, just you. And "an opponent controls" leaves a
teammate's permanents alone (CR 102.3)."""

from __future__ import annotations

from boards import board
from test_multiplayer import pass_until
from test_oracle_play import chars, obj, plays
from test_two_headed_giant import giant

from tolaria import Game


def _named(game: Game, name: str, owner: int) -> int:
    """The permanent named `name` that player `owner` controls."""
    state = game.state
    return next(i for i in state.battlefield
                if state.objects[i].name == name and state.objects[i].controller == owner)


@plays("Rushblade Commander", "phrase.your_team")
def test_102_4_warriors_your_team_controls_a_teammates_but_not_an_opponents() -> None:
    game = giant([["Rushblade Commander", "Elvish Warrior"], ["Elvish Warrior"],
                  ["Elvish Warrior"], []])
    assert "haste" in chars(game, _named(game, "Elvish Warrior", 0)).keywords
    assert "haste" in chars(game, _named(game, "Elvish Warrior", 1)).keywords   # a teammate
    assert "haste" not in chars(game, _named(game, "Elvish Warrior", 2)).keywords


@plays("Rushblade Commander", "phrase.your_team")
def test_102_4_without_teams_your_team_is_just_you() -> None:
    game = board(["Rushblade Commander", "Elvish Warrior"], ["Elvish Warrior"])
    assert "haste" in chars(game, obj(game, "Elvish Warrior", 0)).keywords
    assert "haste" not in chars(game, obj(game, "Elvish Warrior", 1)).keywords


@plays("Khorvath Brightflame", "phrase.your_team")
def test_102_4_khorvath_gives_the_teams_knights_flying_and_haste() -> None:
    game = giant([["Khorvath Brightflame"], ["White Knight"], ["White Knight"], []])
    assert {"flying", "haste"} <= chars(game, _named(game, "White Knight", 1)).keywords
    assert "haste" not in chars(game, _named(game, "White Knight", 2)).keywords


@plays("Sickle Dancer", "phrase.your_team", "condition.control")
def test_102_4_if_your_team_controls_another_warrior_counts_the_teammates() -> None:
    game = giant([["Sickle Dancer"], ["Elvish Warrior"], [], []], step="beginning of combat")
    dancer = obj(game, "Sickle Dancer")
    power = chars(game, dancer).power
    pass_until(game, lambda g: g.decision.kind == "attackers")
    game.act("attack with Sickle Dancer -> Carol")
    pass_until(game, lambda g: g.state.step == "declare blockers" or g.decision.kind == "blockers")
    assert chars(game, dancer).power == power + 1                      # CR 603.4: true


@plays("Sickle Dancer", "phrase.your_team", "condition.control")
def test_102_4_an_opponents_warrior_is_not_on_your_team() -> None:
    game = giant([["Sickle Dancer"], [], ["Elvish Warrior"], []], step="beginning of combat")
    dancer = obj(game, "Sickle Dancer")
    power = chars(game, dancer).power
    pass_until(game, lambda g: g.decision.kind == "attackers")
    game.act("attack with Sickle Dancer -> Carol")
    pass_until(game, lambda g: g.state.step == "declare blockers" or g.decision.kind == "blockers")
    assert chars(game, dancer).power == power                          # no trigger (603.4)


@plays("Decorated Champion", "phrase.your_team")
def test_102_4_a_warrior_entering_under_a_teammates_control_triggers() -> None:
    game = giant([["Decorated Champion"], ["Forest", "Forest"], [], []],
                 hands=[[], ["Elvish Warrior"], [], []])
    champion = obj(game, "Decorated Champion")
    pass_until(game, lambda g: g.decision.player == 1)                 # CR 805.5
    game.act("cast Elvish Warrior")
    pass_until(game, lambda g: not g.state.stack and g.decision.kind == "priority"
               and "Elvish Warrior" in [g.state.objects[i].name for i in g.state.battlefield])
    assert game.state.objects[champion].counters.get("+1/+1") == 1


def test_102_3_creatures_an_opponent_controls_leave_a_teammates_alone() -> None:
    """Elesh Norn's "creatures your opponents control get -2/-2" (a static ability, CR 611.3)
    in Two-Headed Giant: the teammate's creature isn't an opponent's."""
    game = giant([["Elesh Norn, Grand Cenobite"], ["Elvish Warrior"], ["Elvish Warrior"], []])
    assert chars(game, _named(game, "Elvish Warrior", 1)).toughness == 3
    assert chars(game, _named(game, "Elvish Warrior", 2)).toughness == 1      # an opponent's


def test_102_4_a_target_creature_your_team_controls_may_be_a_teammates() -> None:
    """"target creature your team controls" (CR 102.4, 115.1): a teammate's creature is a
    legal target, an opponent's isn't."""
    from tolaria.data.ir import ObjectFilter, TargetSpec
    from tolaria.data.vocabulary import YOUR_TEAM
    from tolaria.rules.targets import is_legal_object
    game = giant([[], ["Elvish Warrior"], ["Elvish Warrior"], []])
    spec = TargetSpec(objects=ObjectFilter(types=frozenset({"Creature"}), controller=YOUR_TEAM))
    state = game.state
    assert is_legal_object(state, spec, state.objects[_named(game, "Elvish Warrior", 1)], 0, None)
    assert not is_legal_object(state, spec, state.objects[_named(game, "Elvish Warrior", 2)], 0,
                               None)


def test_102_3_you_dont_control_includes_a_teammates_but_an_opponent_controls_doesnt() -> None:
    """"creatures you don't control" is a teammate's too; "an opponent controls" isn't
    (CR 102.3): Disrupt Decorum goads Bob's creature as well as Carol's."""
    from test_oracle_play import cast, resolve

    from tolaria.rules.keywords import goad
    game = giant([["Mountain"] * 4, ["Elvish Warrior"], ["Elvish Warrior"], []],
                 hands=[["Disrupt Decorum"], [], [], []])
    cast(game, "Disrupt Decorum")
    resolve(game)
    for owner in (1, 2):
        bears = game.state.objects[_named(game, "Elvish Warrior", owner)]
        assert goad.goaders(game.state, bears) == [0]
