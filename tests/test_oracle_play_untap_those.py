"""A group gets something, then "Untap those creatures." played (issue 17): the same
creatures the group names as it resolves (CR 608.2c, 611.2c, 701.21)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import BOB, cast, chars, life, obj, plays, resolve, to_step

from tolaria import Action, Game


def _tap_all(game: Game, *names: str) -> None:
    for name in names:
        for oid in ids(game, name):
            game.state.objects[oid].tapped = True


def _tapped(game: Game, name: str, n: int = 0) -> bool:
    return game.state.objects[obj(game, name, n)].tapped


@plays("Gleam of Resistance", "effect.tap_those", "effect.group_pump")
def test_611_2c_creatures_you_control_get_then_untap_those_creatures():
    """Gleam of Resistance: "Creatures you control get +1/+2 until end of turn. Untap those
    creatures.": Alice's tapped creatures untap and get +1/+2 (CR 701.21, 613.4c); Bob's
    tapped Rats stay tapped (CR 608.2c)."""
    game = board(["Plains"] * 5 + ["Grizzly Bears", "Hill Giant"], ["Typhoid Rats"],
                 hands=(["Gleam of Resistance"], []))
    _tap_all(game, "Grizzly Bears", "Hill Giant", "Typhoid Rats")
    cast(game, "Gleam of Resistance")
    resolve(game)
    assert not _tapped(game, "Grizzly Bears") and not _tapped(game, "Hill Giant")
    assert _tapped(game, "Typhoid Rats")
    bears = chars(game, obj(game, "Grizzly Bears"))
    assert (bears.power, bears.toughness) == (3, 4)
    rats = chars(game, obj(game, "Typhoid Rats"))
    assert (rats.power, rats.toughness) == (1, 1)


@plays("Tenacity", "effect.tap_those")
def test_701_21_untapped_after_gaining_lifelink_then_attack():
    """Tenacity: "Creatures you control get +1/+1 and gain lifelink until end of turn. Untap
    those creatures.": the Bears, tapped, untap; they can attack and their damage gains
    Alice life (CR 702.15b)."""
    game = board(["Plains"] * 4 + ["Grizzly Bears"], [], hands=(["Tenacity"], []))
    _tap_all(game, "Grizzly Bears")
    cast(game, "Tenacity")
    resolve(game)
    assert not _tapped(game, "Grizzly Bears")
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    assert game.decision.kind == "attackers"
    game.act(Action("attack", 0, choice=((obj(game, "Grizzly Bears"), BOB),)))
    to_step(game, "end")
    assert life(game, 1) == 17 and life(game, 0) == 23


@plays("Zealous Display", "effect.tap_those", "condition.if_rider")
def test_608_2c_untap_those_creatures_only_if_its_not_your_turn():
    """Zealous Display: "... If it's not your turn, untap those creatures.": on Alice's own
    turn her creature stays tapped; on Bob's turn it untaps (CR 608.2c)."""
    game = board(["Plains"] * 6 + ["Grizzly Bears"], [],
                 hands=(["Zealous Display", "Zealous Display"], []))
    _tap_all(game, "Grizzly Bears")
    cast(game, "Zealous Display")
    resolve(game)
    assert _tapped(game, "Grizzly Bears")
    assert chars(game, obj(game, "Grizzly Bears")).power == 4
    to_step(game, "end")
    to_step(game, "upkeep")
    assert game.state.active == 1 and _tapped(game, "Grizzly Bears")
    game.act(Action("pass", 1))
    cast(game, "Zealous Display")
    resolve(game)
    assert not _tapped(game, "Grizzly Bears")
