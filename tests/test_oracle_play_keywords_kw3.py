"""Play tests for keyword abilities real decks use (issue 17): read ahead (CR 702.155,
714.3a)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import choose, grave, life, obj, plays, resolve, to_step

from tolaria import Game

# -- read ahead (CR 702.155) -----------------------------------------------------------------


def _read_ahead(game: Game, name: str, chapter: int) -> None:
    """Cast the Saga `name`; as it enters, choose `chapter` (CR 702.155b)."""
    game.act(f"cast {name}")
    resolve(game)
    assert game.decision.kind == "replacement" and game.decision.player == 0
    assert game.decision.options == ("1", "2", "3")
    choose(game, str(chapter))


@plays("The Elder Dragon War", "keyword.read_ahead", "saga.chapter")
def test_702_155b_714_3a_read_ahead_enters_on_chapter_three_and_skips_the_others():
    """CR 702.155a-b: chosen III, it enters with three lore counters; only chapter III
    triggers (no damage from chapter I), and it is sacrificed after it (CR 714.4)."""
    game = board(["Mountain"] * 4, ["Grizzly Bears"], hands=(["The Elder Dragon War"], []))
    _read_ahead(game, "The Elder Dragon War", 3)
    assert len(game.state.stack) == 1                       # chapter III alone
    resolve(game)
    assert ids(game, "Dragon") and life(game, 1) == 20 and ids(game, "Grizzly Bears")
    assert "The Elder Dragon War" in grave(game)


@plays("The Elder Dragon War", "keyword.read_ahead")
def test_702_155a_read_ahead_chapter_two_then_three_on_the_next_turn():
    """CR 702.155a, 714.3b: chosen II, chapter I never triggers; the next precombat main
    phase's lore counter triggers chapter III."""
    game = board(["Mountain"] * 4, [], hands=(["The Elder Dragon War"], []))
    _read_ahead(game, "The Elder Dragon War", 2)
    saga = obj(game, "The Elder Dragon War")
    assert game.state.objects[saga].counters == {"lore": 2}
    assert len(game.state.stack) == 1                       # chapter II alone
    resolve(game)                                           # chapter II: discard, draw
    assert life(game, 1) == 20 and not ids(game, "Dragon")
    while True:                                             # Alice's next main phase
        to_step(game, "upkeep")
        to_step(game, "precombat main")
        if game.state.active == 0:
            break
    assert game.state.objects[saga].counters == {"lore": 3}
    resolve(game)
    assert ids(game, "Dragon") and life(game, 1) == 20


@plays("Love Song of Night and Day", "keyword.read_ahead")
def test_702_155b_read_ahead_chapter_one_is_a_saga_as_usual():
    """CR 714.3a: chosen I, chapter I triggers as it would without read ahead."""
    game = board(["Plains"] * 3, [], hands=(["Love Song of Night and Day"], []))
    before = len(game.state.players[0].hand), len(game.state.players[1].hand)
    _read_ahead(game, "Love Song of Night and Day", 1)
    assert len(game.state.stack) == 1 and game.state.stack  # chapter I (its one target)
    resolve(game)
    assert len(game.state.players[0].hand) == before[0] - 1 + 2
    assert len(game.state.players[1].hand) == before[1] + 2
