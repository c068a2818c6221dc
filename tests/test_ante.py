"""Playing for ante (CR 407): the ante zone, anteing at the start, ownership at the end,
ante cards refused when not playing for ante, and "ante" effects."""

from __future__ import annotations

import pytest
from boards import board, ids

from tolaria import Action, Game
from tolaria.game import DeckRefused
from tolaria.match import Match

LANDS = ["Swamp"] * 15


def ante_game(seed: int = 3) -> Game:
    return Game.new([["Contract from Below"] * 4 + LANDS, ["Forest"] * 19], ante=True,
                    seed=seed, starting_player=0, skip_mulligans=True)


def names(game: Game, ids_: list[int]) -> list[str]:
    return [game.state.objects[i].name for i in ids_]


def test_407_2_each_player_antes_before_drawing():
    game = ante_game()
    state = game.state
    owners = sorted(state.objects[i].owner for i in state.ante)
    assert owners == [0, 1]                                   # one card from each deck
    assert [len(p.hand) for p in state.players] == [7, 7]
    assert len(state.players[0].library) == 19 - 1 - 7
    texts = [e.text for e in game.log]
    first_draw = next(i for i, t in enumerate(texts) if "draws 7" in t)
    assert all(i < first_draw for i, t in enumerate(texts) if " antes " in t)


def test_407_1_ante_is_off_by_default():
    game = Game.new([["Forest"] * 20, ["Forest"] * 20], seed=1, starting_player=0,
                    skip_mulligans=True)
    assert game.state.ante == [] and not game.state.options.ante
    assert len(game.state.players[0].library) == 13


def test_407_2_winner_becomes_owner_of_the_ante():
    game = ante_game()
    game.act(Action("concede", 1))
    state = game.state
    assert game.winner == "Alice"
    assert all(state.objects[i].owner == 0 for i in state.ante)
    [(name, _, old, new)] = state.transfers
    assert (name, old, new) == ("Forest", 1, 0)


def test_407_2_a_draw_changes_no_owner():
    game = ante_game()
    for p in game.state.players:
        p.life = 0
    game.state.changed()
    game.act(Action("pass", 0))                  # state-based actions: both lose (CR 104.4a)
    assert game.over and game.winner is None
    assert game.state.transfers == []
    assert sorted(game.state.objects[i].owner for i in game.state.ante) == [0, 1]


def test_407_3_ante_cards_refused_when_not_playing_for_ante():
    with pytest.raises(DeckRefused, match=r"Contract from Below.*CR 407\.3"):
        Game.new([["Contract from Below"] + LANDS, ["Forest"] * 16])
    with pytest.raises(DeckRefused, match=r"Jeweled Bird.*sideboard.*CR 407\.3"):
        _match_with_sideboard()


def _match_with_sideboard() -> Match:
    from tolaria.decks import Deck
    deck = Deck("bird", main=[(16, "Swamp")], sideboard=[(1, "Jeweled Bird")])
    return Match.new([deck, ["Forest"] * 16])


def test_407_3_ante_cards_allowed_when_playing_for_ante():
    game = ante_game()
    assert "Contract from Below" in names(game, game.state.players[0].library
                                          + game.state.players[0].hand + game.state.ante)


def test_407_4_contract_from_below():
    game = board(["Swamp"], hands=(["Contract from Below", "Grizzly Bears"], []), library=10)
    game.state.options.ante = True
    game.act("cast Contract from Below")
    game.act("pass")
    game.act("pass")
    p = game.state.players[0]
    assert names(game, p.graveyard) == ["Grizzly Bears", "Contract from Below"]
    assert len(p.hand) == 7 and len(p.library) == 2
    assert [game.state.objects[i].owner for i in game.state.ante] == [0]


def test_407_4_only_the_owner_can_ante_jeweled_bird():
    game = board([], ["Jeweled Bird"], library=5)
    game.state.options.ante = True
    bird = game.state.objects[ids(game, "Jeweled Bird")[0]]
    bird.owner = 0                               # Alice's card, under Bob's control
    game.state.changed()
    game.act("pass")                             # Bob gets priority in Alice's turn
    game.act(Action("activate", 1, bird.id, ability=0))
    game.act("pass")
    game.act("pass")
    assert game.state.ante == []                 # Bob can't ante Alice's card (CR 407.4)
    assert bird.zone == "battlefield" and bird.tapped
    assert game.state.players[1].hand == []      # "if you do": no draw


def test_407_4_jeweled_bird_needs_a_game_played_for_ante():
    game = board(["Jeweled Bird"], library=5)
    game.act("activate Jeweled Bird")
    game.act("pass")
    game.act("pass")
    assert game.state.ante == [] and ids(game, "Jeweled Bird")


def test_407_ante_survives_copy_and_json():
    game = ante_game()
    game.act(Action("concede", 1))
    back = Game.from_json(game.to_json())
    assert back.state.ante == game.state.ante
    assert back.state.transfers == game.state.transfers
    copy = game.copy()
    copy.state.ante.clear()
    assert game.state.ante
    assert [c["owner"] for c in game.view(1)["ante"]] == [0, 0]


def test_800_4n_ante_cards_stay_when_their_owner_leaves():
    game = Game.new([["Swamp"] * 12] * 3, ante=True, seed=1, starting_player=0,
                    skip_mulligans=True)
    bob_card = next(i for i in game.state.ante if game.state.objects[i].owner == 1)
    game.act(Action("concede", 1))
    assert not game.over and bob_card in game.state.ante      # not removed (CR 800.4a)
    game.act(Action("concede", 2))
    assert game.winner == "Alice"
    assert {game.state.objects[i].owner for i in game.state.ante} == {0}
    assert sorted(old for _, _, old, _ in game.state.transfers) == [1, 2]


def test_407_cli_play_for_ante(capsys):
    from tolaria.cli import main
    assert main(["play", "--ante", "--agent", "random", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.count(" antes ") == 2 and "[CR 407.2]" in out
