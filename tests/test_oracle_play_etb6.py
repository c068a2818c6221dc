"""Enters triggers and replacement effects played in real games (sixth list): votes in a
triggered ability ("When this creature enters, starting with you, each player votes for
<word> or <word>.", CR 701.32a-b, 603.2)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import (
    cast,
    chars,
    choose,
    grave,
    hand,
    life,
    obj,
    plays,
    resolve,
    to_step,
)

# -- votes in a triggered ability (CR 701.32a-b) ---------------------------------------------


@plays("Lieutenants of the Guard", "choice.vote_words")
def test_701_32a_lieutenants_of_the_guard_counts_each_word_in_its_enters_trigger():
    """"When this creature enters, starting with you, each player votes for strength or
    numbers. Put a +1/+1 counter on this creature for each strength vote and create a 1/1
    white Soldier creature token for each numbers vote.": Alice votes first (CR 701.32a),
    then Bob; one of each: one counter and one Soldier."""
    game = board(["Plains"] * 5, [], hands=(["Lieutenants of the Guard"], []))
    cast(game, "Lieutenants of the Guard")
    resolve(game)
    assert game.decision.player == 0 and set(game.decision.options) == {"strength", "numbers"}
    choose(game, "strength")
    assert game.decision.player == 1
    choose(game, "numbers")
    resolve(game)
    assert chars(game, obj(game, "Lieutenants of the Guard")).power == 3
    assert len(ids(game, "Soldier")) == 1


@plays("Orchard Elemental", "choice.vote_words")
def test_701_32a_orchard_elemental_two_harvest_votes_gain_six_life():
    """"Put two +1/+1 counters on this creature for each sprout vote. You gain 3 life for
    each harvest vote.": both vote harvest: no counters, 6 life."""
    game = board(["Forest"] * 6, [], hands=(["Orchard Elemental"], []))
    cast(game, "Orchard Elemental")
    resolve(game)
    choose(game, "harvest")
    choose(game, "harvest")
    resolve(game)
    assert life(game, 0) == 26
    assert chars(game, obj(game, "Orchard Elemental")).power == 2


@plays("Coercive Portal", "choice.vote_words", "condition.if_rider")
def test_701_32a_coercive_portal_upkeep_vote_tied_draws_a_card():
    """"At the beginning of your upkeep, starting with you, each player votes for carnage or
    homage. If carnage gets more votes, sacrifice this artifact and destroy all nonland
    permanents. If homage gets more votes or the vote is tied, draw a card.": a tie draws."""
    game = board(["Coercive Portal", "Grizzly Bears"], [], turn=3, step="untap")
    before = len(hand(game))
    to_step(game, "upkeep")
    resolve(game)
    choose(game, "carnage")
    choose(game, "homage")
    resolve(game)
    assert ids(game, "Coercive Portal") and ids(game, "Grizzly Bears")
    assert len(hand(game)) == before + 1


@plays("Coercive Portal", "choice.vote_words", "condition.if_rider")
def test_701_32a_coercive_portal_carnage_destroys_nonland_permanents():
    """Two carnage votes: the Portal is sacrificed, the Bears destroyed, the land stays."""
    game = board(["Coercive Portal", "Grizzly Bears", "Island"], [], turn=3, step="untap")
    to_step(game, "upkeep")
    resolve(game)
    choose(game, "carnage")
    choose(game, "carnage")
    resolve(game)
    assert sorted(grave(game, 0)) == ["Coercive Portal", "Grizzly Bears"]
    assert ids(game, "Island")
