"""Cards revealed from the opening hand and their delayed triggers, played (CR 103.6b,
603.7g)."""

from __future__ import annotations

from test_oracle_play import life, plays, resolve, to_step

from tolaria import Action, Game


def _game(card: str, *, starting: int, filler: str = "Swamp") -> Game:
    """Alice's deck holds `card`; she reveals one copy from her opening hand, then is done."""
    deck = [card] * 30 + [filler] * 30
    game = Game.new([deck, ["Island"] * 60], seed=3, starting_player=starting,
                    skip_mulligans=True)
    d = game.decision
    assert d.kind == "opening_hand" and d.player == 0
    game.act(Action("choose", 0, choice=(d.options[0],)))
    return game


def _done(game: Game) -> None:
    game.act(Action("choose", 0, choice=("nothing",)))
    assert game.state.turn == 1


@plays("Chancellor of the Dross", "delayed.opening_hand_reveal", "effect.gain_this_way")
def test_103_6b_chancellor_of_the_dross_drains_at_the_first_upkeep():
    game = _game("Chancellor of the Dross", starting=1)
    revealed = game.state.delayed[0].source_id
    assert revealed not in game.decision.options             # only once (CR 103.6b)
    second = game.decision.options[0]
    game.act(Action("choose", 0, choice=(second,)))           # another copy: its own
    _done(game)
    bob_sees = [c["id"] for c in game.view(1)["players"][0]["hand_known"]]
    assert revealed in bob_sees and second in bob_sees        # revealed to all (103.6b)
    to_step(game, "upkeep")                                   # Bob's turn 1 (603.7g)
    assert game.state.turn == 1
    resolve(game)
    assert life(game, 1) == 14 and life(game, 0) == 26
    to_step(game, "end")
    to_step(game, "upkeep")                                   # once (CR 603.7b)
    assert game.state.turn == 2
    resolve(game)
    assert life(game, 1) == 14 and life(game, 0) == 26


def test_103_6b_a_card_not_revealed_does_nothing():
    deck = ["Chancellor of the Dross"] * 30 + ["Swamp"] * 30
    game = Game.new([deck, ["Island"] * 60], seed=3, starting_player=0, skip_mulligans=True)
    _done(game)
    to_step(game, "upkeep")
    resolve(game)
    assert life(game, 1) == 20 and not game.state.delayed


@plays("Chancellor of the Forge", "delayed.opening_hand_reveal")
def test_103_6b_chancellor_of_the_forge_makes_a_goblin_in_the_opponents_upkeep():
    game = _game("Chancellor of the Forge", starting=1, filler="Mountain")
    _done(game)
    to_step(game, "upkeep")
    assert game.state.active == 1
    resolve(game)
    goblins = [game.state.objects[i] for i in game.state.battlefield]
    assert [(g.name, g.controller, g.is_token) for g in goblins] == [("Phyrexian Goblin", 0, True)]


@plays("Chancellor of the Tangle", "delayed.opening_hand_reveal", "effect.add_mana")
def test_103_6b_chancellor_of_the_tangle_adds_g_in_your_first_main_phase():
    game = _game("Chancellor of the Tangle", starting=1, filler="Forest")
    _done(game)
    to_step(game, "precombat main")                           # Bob's: not yours
    assert game.state.active == 1 and str(game.state.players[0].pool) == ""
    to_step(game, "end")
    to_step(game, "precombat main")                           # Alice's turn 2
    assert game.state.active == 0 and game.state.turn == 2
    resolve(game)
    assert str(game.state.players[0].pool) == "{G}"


@plays("Sphinx of Foresight", "delayed.opening_hand_reveal", "effect.scry")
def test_103_6b_sphinx_of_foresight_scries_at_your_first_upkeep():
    game = _game("Sphinx of Foresight", starting=1, filler="Island")
    _done(game)
    to_step(game, "upkeep")
    assert game.state.active == 1 and not game.state.stack   # Bob's upkeep: not yours
    to_step(game, "end")
    to_step(game, "upkeep")
    assert game.state.active == 0 and game.state.stack
    resolve(game)
    d = game.decision                                         # scry 3 (CR 701.22a)
    assert d.kind == "choose" and d.player == 0 and "701.22a" in d.prompt
    assert len(d.options) == 4                                # three cards, or done


@plays("Providence", "delayed.opening_hand_reveal", "effect.set_life")
def test_103_6b_providence_revealed_sets_life_to_26_at_the_first_upkeep():
    game = _game("Providence", starting=0, filler="Plains")
    _done(game)
    to_step(game, "upkeep")
    resolve(game)
    assert life(game, 0) == 26 and life(game, 1) == 20


def test_103_6b_a_revealed_cards_delayed_trigger_is_saved_and_loaded():
    game = _game("Chancellor of the Dross", starting=1)
    _done(game)
    loaded = Game.from_json(game.to_json())
    assert loaded.to_json() == game.to_json()
    to_step(loaded, "upkeep")
    resolve(loaded)
    assert life(loaded, 1) == 17 and life(loaded, 0) == 23
