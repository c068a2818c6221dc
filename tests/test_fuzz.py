"""The fuzz harness (`tolaria.fuzz`, `benchmarks/fuzz.py`), run short in the suite: random
games over the built-in decks and random decks from the whole pool, two to four players,
both rulesets, every promise checked every few decisions (README "Testing")."""

from __future__ import annotations

import random

import pytest
from boards import seeds

from tolaria import Action, Game, fuzz


@pytest.mark.parametrize("seed", seeds(4))
def test_fuzz_games_keep_every_promise(seed):
    report = fuzz.run(games=3, seed=seed, check_every=30)
    assert report.games == 3 and report.checks > 0
    assert not report.broken, "\n".join(report.broken)
    assert report.ended + report.capped == report.games


def test_fuzz_covers_players_rulesets_and_decks():
    rng = random.Random(1)
    setups = [fuzz.setup(rng, n) for n in range(40)]
    assert {len(s.decks) for s in setups} == {2, 3, 4}
    assert {s.rules for s in setups} == set(fuzz.RULESETS)
    assert any(isinstance(d, tuple) for s in setups for d in s.decks)      # random pool decks
    assert any(isinstance(d, str) for s in setups for d in s.decks)        # built-in decks


def test_400_1_zones_catch_a_card_in_two_zones():
    """The zone check fails when a card is listed in two zones (CR 400.1)."""
    game = Game.new(["green", "red"], seed=3, starting_player=0)
    owned = fuzz.owned_cards(game)
    fuzz.zones(game, owned)
    state = game.state
    state.players[0].graveyard.append(state.players[0].library[0])
    with pytest.raises(fuzz.Broken, match="listed in graveyard|zones"):
        fuzz.zones(game, owned)


def test_400_2_views_catch_a_hidden_card_shown():
    game = Game.new(["green", "red"], seed=3, starting_player=0)
    fuzz.views(game)
    secret = game.state.players[1].hand[0]
    game.state.looked.append((secret, 0))          # Alice has looked at it: she may see it
    fuzz.views(game)
    game.state.looked.clear()

    class Leaky(Game):
        __slots__ = ()

        def view(self, player):
            view = super().view(player)
            view["players"][1]["hand_known"] = [{"id": secret, "name": "?"}]
            return view

    with pytest.raises(fuzz.Broken, match="hidden cards"):
        fuzz.views(Leaky(game.root))


def test_refusals_change_nothing():
    game = Game.new(["green", "red"], seed=3, starting_player=0)
    fuzz.refusals(game)
    assert game.legal_actions() and Action("pass", 1) not in game.legal_actions()


def test_106_4_mana_emptied_between_steps_isnt_offered_again():
    """A game the deck fuzzing found: mana made in the first-strike combat damage step
    empties as the step ends (CR 500.4, 106.4); in the regular combat damage step nothing
    else changed, and an ability was still listed as payable with that mana."""
    from pathlib import Path

    from tolaria import Game
    from tolaria.agents.random_agent import RandomAgent
    decks = Path(__file__).parent.parent / "benchmarks" / "decks"
    seed = 263590
    game = Game.new([str(decks / "standard-faeries-2008.txt"),
                     str(decks / "standard-delver-2012.txt")], seed=seed)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    for _ in range(600):
        if game.over:
            break
        game.act(agents[game.decision.player].choose(game))      # every pick was legal
    assert game.over or game.state.turn > 1


def test_401_2_views_allow_the_library_cards_a_seat_looks_at():
    """Sleight of Hand: Bob looks at his top two cards and chooses one; his view names them
    (the decision's options), which the view check allows, and Alice's view doesn't."""
    from boards import board
    from test_oracle_play import cast
    game = board([], ["Island", "Island"], hands=((), ["Sleight of Hand"]))
    game.act(Action("pass", 0))
    while game.state.active != 1 or game.state.step != "precombat main" or \
            game.decision.player != 1:
        game.act(Action("pass", game.decision.player))
    cast(game, "Sleight of Hand", player=1)
    game.act(Action("pass", 1))
    game.act(Action("pass", 0))
    assert game.decision.kind == "choose" and game.decision.player == 1
    top_two = set(game.decision.options)
    assert top_two <= set(game.state.players[1].library)
    fuzz.views(game)
    assert top_two <= fuzz.view_ids(game.view(1)) and not top_two & fuzz.view_ids(game.view(0))


def test_401_5_views_allow_a_top_card_played_revealed():
    """Vampire Nocturnus has its controller play with the top card of their library
    revealed (CR 401.5): every seat's view names it, which the view check allows."""
    from boards import board
    game = board(["Vampire Nocturnus"], [])
    top = game.state.players[0].library[-1]
    fuzz.views(game)
    assert all(top in fuzz.view_ids(game.view(seat)) for seat in (0, 1))


def test_702_26b_zones_count_a_phased_out_permanent():
    """A phased-out permanent is still on the battlefield (CR 702.26b): the zone check
    finds it there, not missing (a random-deck game with Crystal Golem found it missing)."""
    game = Game.new(["green", "red"], seed=3, starting_player=0)
    owned = fuzz.owned_cards(game)
    state = game.state
    card = state.players[0].library.pop()
    state.objects[card].zone = "phased out"
    state.phased_out.append((card, 0, 0, ()))
    fuzz.zones(game, owned)


def test_720_4_views_allow_what_a_controlled_player_sees():
    """Alice casts Worst Fears on Bob: during his next turn she controls him and sees his
    hand (CR 720.4), which the view check allows; Bob's own view doesn't show hers."""
    from boards import board
    from test_oracle_play import cast, resolve
    game = board(["Swamp"] * 8, [], hands=(["Worst Fears", "Hill Giant"], ["Grizzly Bears"]))
    cast(game, "Worst Fears", ("player", 1))
    resolve(game)
    while game.state.active != 1 or game.decision.kind != "priority":
        d = game.decision
        game.act(Action("pass", d.player) if d.kind == "priority" else game.legal_actions()[0])
    assert game.state.player_control and game.decider == 0
    bob_hand = set(game.state.players[1].hand)
    assert bob_hand and bob_hand <= fuzz.view_ids(game.view(0))
    fuzz.views(game)
    alice_hand = set(game.state.players[0].hand)
    assert alice_hand and not alice_hand & fuzz.view_ids(game.view(1))
