"""The God-Eternals' "dies or is put into exile from the battlefield" trigger, played (CR
603.6c, 603.10a, 700.4, 401.4)."""

from __future__ import annotations

from boards import board
from test_oracle_play import cast, choose, obj, plays, resolve

from tolaria import Game


def _library_names(game: Game, player: int = 0) -> list[str]:
    """From the top down."""
    return [game.state.objects[i].name for i in reversed(game.state.players[player].library)]


def _removed(spell: str, *lands: str) -> Game:
    game = board(["God-Eternal Oketra", *lands], hands=([spell], []), library=5)
    cast(game, spell, obj(game, "God-Eternal Oketra"))
    resolve(game)
    return game


@plays("God-Eternal Oketra", "trigger.dies_or_exiled")
def test_603_10a_god_eternal_exiled_goes_third_from_the_top():
    game = _removed("Swords to Plowshares", "Plains")
    d = game.decision
    assert d.player == 0 and d.kind != "priority"               # "you may" (CR 603.5)
    choose(game, "yes")
    resolve(game)
    assert _library_names(game)[2] == "God-Eternal Oketra"       # CR 401.4
    assert game.state.players[0].exile == []


def test_700_4_god_eternal_that_dies_goes_third_from_the_top():
    game = _removed("Murder", "Swamp", "Swamp", "Swamp")
    choose(game, "yes")
    resolve(game)
    assert _library_names(game)[2] == "God-Eternal Oketra"
    assert [game.state.objects[i].name for i in game.state.players[0].graveyard] == ["Murder"]


def test_603_5_god_eternal_may_stay_in_exile():
    game = _removed("Swords to Plowshares", "Plains")
    choose(game, "no")
    resolve(game)
    assert "God-Eternal Oketra" not in _library_names(game)
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == [
        "God-Eternal Oketra"]


def test_603_6c_god_eternal_returned_to_hand_does_not_trigger():
    game = _removed("Unsummon", "Island")
    assert game.decision.kind == "priority" and not game.state.stack
    assert [game.state.objects[i].name for i in game.state.players[0].hand] == [
        "God-Eternal Oketra"]
