"""Subgames (CR 726): Shahrazad's subgame is a whole game nested in the main game's state,
played through the same Game, with the cards returned and the life lost at its end."""

from __future__ import annotations

from boards import board

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.rules import subgame, zones


def shahrazad(alice_library: int = 12, bob_library: int = 9, bob_life: int = 20) -> Game:
    """Alice casts Shahrazad; both players pass: the subgame begins."""
    game = board(["Plains", "Plains"], ["Forest"], hands=(["Shahrazad", "Grizzly Bears"], []),
                 library=0)
    for owner, n in ((0, alice_library), (1, bob_library)):
        for _ in range(n):
            zones.create_object(game.state, card_def("Island"), owner, "library")
    game.state.players[1].life = bob_life
    game.act("cast Shahrazad")
    game.act("pass")
    game.act("pass")
    return game


def to_main_phase(game: Game) -> None:
    """Pass in the subgame until its active player has priority in a main phase."""
    sub = game.state
    while not (sub.step == "precombat main" and game.decision.player == sub.active):
        game.act(Action("pass", game.decision.player))


def test_726_2_libraries_become_the_subgame_decks():
    game = shahrazad()
    main, sub = game.root, game.state
    assert sub is main.subgame and sub is not main
    assert main.decision.kind == "subgame"                   # the main game waits (726.1a)
    assert [len(p.library) for p in main.players] == [0, 0]
    assert [len(p.hand) for p in sub.players] == [7, 7]
    assert [len(p.library) for p in sub.players] == [12 - 7, 9 - 7]
    assert {sub.objects[i].name for p in sub.players for i in p.hand} == {"Island"}
    assert subgame.depth(main) == 1


def test_726_1a_decisions_are_the_subgame_s_while_it_runs():
    game = shahrazad()
    sub = game.state
    assert game.decision is sub.decision and sub.turn == 1
    assert sub.battlefield == [] and sub.players[0].life == 20     # nothing crosses (726.4)
    to_main_phase(game)
    game.act(next(a for a in game.legal_actions() if a.kind == "play"))
    assert len(sub.battlefield) == 1
    assert [game.root.objects[i].name for i in game.root.battlefield] == \
        ["Plains", "Plains", "Forest"]


def test_726_5_cards_return_and_the_loser_loses_half_rounded_up():
    game = shahrazad(bob_life=7)
    to_main_phase(game)
    game.act(next(a for a in game.legal_actions() if a.kind == "play"))    # onto the battlefield
    game.act(Action("concede", 1))                             # Bob concedes the subgame
    main = game.state
    assert main is game.root and main.subgame is None
    assert [p.life for p in main.players] == [20, 7 - 4]
    assert [len(p.library) for p in main.players] == [12, 9]   # every card came back
    assert game.decision.kind == "priority" and not game.over
    assert [main.objects[i].name for i in main.players[0].graveyard] == ["Shahrazad"]
    assert any("subgame: " in e.text for e in game.log)


def test_726_3_short_libraries_both_lose_and_both_lose_half():
    game = shahrazad(alice_library=3, bob_library=3, bob_life=9)
    main = game.root
    assert game.state is main                        # both drew from too small a library
    assert [p.life for p in main.players] == [20 - 10, 9 - 5]
    assert [len(p.library) for p in main.players] == [3, 3]


def test_726_copy_and_json_mid_subgame():
    game = shahrazad()
    copy = game.copy()
    saved = Game.from_json(game.to_json())
    assert saved.state.subgame is None and saved.state is not saved.root
    assert saved.legal_actions() == game.legal_actions() == copy.legal_actions()
    for g in (game, copy, saved):
        g.act(Action("concede", 0))
    assert [p.life for p in game.state.players] == [p.life for p in saved.state.players] \
        == [p.life for p in copy.state.players] == [10, 20]
    assert game.root.players[0].life == 10 and copy.root is not game.root


def test_726_6_a_subgame_within_a_subgame():
    game = shahrazad(alice_library=20, bob_library=20)
    sub = game.state
    to_main_phase(game)
    me = sub.active
    for _ in range(2):
        zones.create_object(sub, card_def("Plains"), me, "battlefield").since = me
    zones.create_object(sub, card_def("Shahrazad"), me, "hand")
    sub.changed()
    game.act(next(a for a in game.legal_actions()
                  if a.kind == "cast" and sub.objects[a.object].name == "Shahrazad"))
    game.act(Action("pass", me))
    game.act(Action("pass", 1 - me))
    inner = game.state
    assert inner is sub.subgame and subgame.depth(game.root) == 2
    game.act(Action("concede", 1 - me))                      # ends the innermost subgame
    assert game.state is sub and sub.players[1 - me].life == 10
    game.act(Action("concede", me))                          # ends the first subgame
    assert game.state is game.root
    assert [p.life for p in game.root.players] == ([20, 10] if me == 1 else [10, 20])


def test_726_random_games_with_subgames_keep_every_card():
    """Random games full of Shahrazads (subgames within subgames): every card is back in
    the main game at the end, and copies and saves made mid-subgame agree."""
    from tolaria.agents.random_agent import RandomAgent
    deck = ["Plains"] * 14 + ["Shahrazad"] * 6 + ["Serra Angel"] * 4 + ["Forest"] * 6
    for seed in range(3):
        game = Game.new([deck, deck], seed=seed)
        cards = {o.card_uid for o in game.root.objects.values()}
        agent, deepest, n = RandomAgent(seed), 0, 0
        while not game.over:
            depth = subgame.depth(game.root)
            deepest = max(deepest, depth)
            if depth and n % 50 == 0:
                saved = Game.from_json(game.to_json())
                assert saved.legal_actions() == game.legal_actions() \
                    == game.copy().legal_actions()
            game.act(agent.choose(game))
            n += 1
        assert deepest >= 1
        back = {o.card_uid for o in game.root.objects.values()
                if o.zone in subgame.CARD_ZONES}
        assert back == cards
