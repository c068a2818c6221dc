"""Random games with decks of random real cards (issue "Real cards at scale", item 6).

Any deck whose cards all compile plays. Each deck here is drawn at random from the
card database: two random colours, nonland cards of those colours (or colourless)
that compile without gaps, chosen from the whole playable pool, plus basic lands of
its colours. Random agents play the games to the end; the engine must never fail,
and every card must be in exactly one zone (CR 400.1) throughout.

A game that hasn't ended after MAX_DECISIONS isn't an engine error (two random
players can loop, e.g. activating an ability forever), so it isn't a failure; but
most games must end. A failure message names the seed, the game and the decks,
so the game replays exactly.
"""

from __future__ import annotations

import random
import traceback

import pytest
from boards import seeds

from tolaria import Game, fuzz
from tolaria.agents.random_agent import RandomAgent
from tolaria.cards.registry import card_def

SEEDS = seeds(8)
GAMES_PER_SEED = 14               # 112 games in all
SPELLS, LANDS = fuzz.SPELLS, fuzz.LANDS
MAX_DECISIONS = 3_000
CHECK_EVERY = 50                  # zone and count invariants every N decisions
BASICS = fuzz.BASICS


def random_deck(rng: random.Random) -> list[str]:
    return fuzz.random_deck(rng)


def play(decks: list[list[str]], seed: int) -> tuple[Game, int]:
    """Play one game with random agents; return it and the decisions taken."""
    game = Game.new(decks, seed=seed)
    cards = fuzz.owned_cards(game)
    agents = [RandomAgent(2 * seed), RandomAgent(2 * seed + 1)]
    taken = 0
    while not game.over and taken < MAX_DECISIONS:
        # During a subgame (Shahrazad) the libraries are its decks (CR 726.2), outside
        # the main game's zones: the main game is checked before and after it.
        if taken % CHECK_EVERY == 0 and game.state is game.root:
            fuzz.zones(game, cards)
            fuzz.counts(game)
        game.act(agents[game.decision.player].choose(game))
        taken += 1
    if game.state is game.root:
        fuzz.zones(game, cards)
        fuzz.counts(game)
    return game, taken


@pytest.mark.parametrize("seed", SEEDS)
def test_random_compiled_decks_play_without_engine_errors(seed):
    rng = random.Random(f"random decks {seed}")
    ended = 0
    for number in range(GAMES_PER_SEED):
        decks = [random_deck(rng), random_deck(rng)]
        game_seed = seed * 1000 + number
        try:
            game, _taken = play(decks, game_seed)
        except Exception:                                     # noqa: BLE001 - report it all
            pytest.fail(f"engine error in game seed {game_seed} with decks {decks}:\n"
                        + traceback.format_exc())
        ended += game.over
    assert ended >= GAMES_PER_SEED * 3 // 4, f"only {ended} of {GAMES_PER_SEED} games ended"


def test_random_deck_cards_are_compiled_playable_cards_of_its_colours():
    deck = random_deck(random.Random(7))
    assert len(deck) == SPELLS + LANDS
    lands = [n for n in deck if n in BASICS.values()]
    colors = {c for c, land in BASICS.items() if land in lands}
    assert len(lands) == LANDS and len(colors) == 2
    for name in deck[:SPELLS]:
        card = card_def(name)
        assert "Land" not in card.types and card.colors <= colors
    Game.new([deck, deck], seed=1)                  # no DeckRefused: every card compiles
