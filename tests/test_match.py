"""Matches (CR 100.6a): best of three, the loser chooses play or draw (CR 103.1),
sideboarding between games (CR 100.4), ante across games (CR 407.2)."""

from __future__ import annotations

import json

import pytest

from tolaria import Action, IllegalAction
from tolaria.cli import main as cli_main
from tolaria.decks import Deck
from tolaria.match import Match

ALICE = Deck("alice", main=[(20, "Forest")], sideboard=[(2, "Grizzly Bears")])
BOB = Deck("bob", main=[(20, "Mountain")], sideboard=[(1, "Shock")])


def concede(match: Match, player: int) -> None:
    """The current game ends: `player` concedes it (CR 104.3a)."""
    match.act(Action("concede", player))


def keep_decks(match: Match) -> None:
    while match.decision is not None and match.decision.kind == "sideboard":
        match.act(Action("choose", match.decision.player, choice=()))


def test_100_6a_best_of_three_ends_after_two_wins():
    match = Match.new([ALICE, BOB], seed=2, skip_mulligans=True)
    assert match.best_of == 3 and match.number == 1
    concede(match, 1)
    assert not match.over and match.decision.kind == "sideboard"
    keep_decks(match)
    assert match.number == 2
    concede(match, 1)
    assert match.over and match.winner == "Alice" and match.wins == [2, 0]
    assert match.decision is None
    with pytest.raises(IllegalAction):
        match.act(Action("pass", 0))


def test_100_6a_a_third_game_when_the_first_two_are_split():
    match = Match.new([ALICE, BOB], seed=2, skip_mulligans=True)
    concede(match, 1)
    keep_decks(match)
    concede(match, 0)
    keep_decks(match)
    assert match.number == 3 and not match.over
    concede(match, 0)
    assert match.over and match.winner == "Bob" and [r.winner for r in match.results] == [0, 1, 1]


def test_103_1_the_loser_of_the_previous_game_chooses():
    match = Match.new([ALICE, BOB], seed=4, skip_mulligans=True)
    first = match.game.decision
    assert first.kind == "play_first"                         # game 1: a random chooser
    concede(match, 0)                                         # Alice loses game 1
    keep_decks(match)
    d = match.decision
    assert d.kind == "play_first" and d.player == 0
    assert match.results[0].chooser == first.player


def test_103_1_after_a_draw_the_same_player_chooses():
    match = Match.new([ALICE, BOB], seed=4, skip_mulligans=True)
    chooser = match.game.decision.player
    match.act(Action("choose", chooser, choice=("play",)))
    state = match.game.state
    for p in state.players:
        p.life = 0
    state.changed()
    match.act(Action("pass", match.decision.player))          # both lose: a draw (104.4a)
    assert match.results[0].winner is None
    keep_decks(match)
    assert match.decision.kind == "play_first" and match.decision.player == chooser


def test_100_4_sideboarding_swaps_cards_one_for_one():
    match = Match.new([ALICE, BOB], seed=1, skip_mulligans=True)
    concede(match, 0)
    d = match.decision
    assert d.kind == "sideboard" and d.player == 0
    legal = match.legal_actions()
    assert Action("choose", 0, choice=()) in legal
    assert Action("choose", 0, choice=(("Forest", "Grizzly Bears"),)) in legal
    match.act("swap Forest for Grizzly Bears; Forest for Grizzly Bears")
    match.act("keep")
    assert sorted(match.decks[0].main).count("Grizzly Bears") == 2
    assert len(match.decks[0].main) == 20 and match.decks[0].sideboard == ["Forest", "Forest"]
    state = match.game.root
    cards = [o.name for o in state.objects.values() if o.owner == 0 and o.zone != "none"]
    assert cards.count("Grizzly Bears") == 2 and len(cards) == 20


def test_100_4_a_swap_must_use_cards_you_have():
    match = Match.new([ALICE, BOB], seed=1, skip_mulligans=True)
    concede(match, 0)
    with pytest.raises(IllegalAction, match="sideboard"):
        match.act(Action("choose", 0, choice=(("Forest", "Shock"),)))
    with pytest.raises(IllegalAction, match="deck"):
        match.act(Action("choose", 0, choice=(("Mountain", "Grizzly Bears"),)))
    with pytest.raises(IllegalAction):
        match.act(Action("choose", 1, choice=()))             # Alice decides first
    assert match.decision.player == 0


def test_407_2_ante_cards_change_decks_for_the_rest_of_the_match():
    match = Match.new([["Forest"] * 20, ["Mountain"] * 20], seed=3, ante=True,
                      skip_mulligans=True)
    match.act(Action("choose", match.decision.player, choice=("play",)))   # then each antes
    concede(match, 1)                                         # Alice wins Bob's anted card
    [(name, _, old, new)] = match.results[0].transfers
    assert (name, old, new) == ("Mountain", 1, 0)
    assert len(match.decks[1].main) == 19 and match.decks[0].sideboard == ["Mountain"]


def test_100_6a_copy_and_json_of_a_match():
    match = Match.new([ALICE, BOB], seed=6, skip_mulligans=True)
    concede(match, 1)
    saved = Match.from_json(json.loads(json.dumps(match.to_json())))
    copy = match.copy()
    for m in (match, saved, copy):
        m.act("swap Forest for Grizzly Bears")
        keep_decks(m)
    assert saved.decks == match.decks == copy.decks
    assert saved.decision == match.decision == copy.decision
    assert saved.game.to_json() == match.game.to_json()


def test_100_6a_a_multiplayer_match_is_one_game():
    match = Match.new([["Forest"] * 20] * 3, seed=1, skip_mulligans=True)
    assert match.best_of == 1
    concede(match, 1)
    concede(match, 2)
    assert match.over and match.winner == "Alice"


def test_cli_play_match(capsys):
    assert cli_main(["play", "--match", "--agent", "random", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "=== Game 1 ===" in out and "=== Game 2 ===" in out
    assert "wins the match" in out or "match is a draw" in out
