"""Every construct the Oracle compiler accepts has a test that plays it (issue item 2).

The grammar declares its constructs (`tolaria.cards.oracle.parser.CONSTRUCTS`); each
test of tests/test_oracle_play.py (and of tests/test_oracle_play_*.py, grouped by
area) names the card it plays and the constructs it checks. A construct no test
plays, or a test naming a construct its card doesn't use, fails here.
"""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest
import test_oracle_play

from tolaria.cards.database import card_data
from tolaria.cards.oracle.compiler import compile_card
from tolaria.cards.oracle.parser import CONSTRUCTS

# Play tests are grouped by area in tests/test_oracle_play*.py; all record into
# test_oracle_play.PLAYED as they load.
for _module in sorted(Path(__file__).parent.glob("test_oracle_play_*.py")):
    importlib.import_module(_module.stem)


def test_every_construct_is_played_by_a_test():
    played = {c for _, constructs in test_oracle_play.PLAYED for c in constructs}
    assert set(CONSTRUCTS) - played == set()


def test_played_constructs_are_declared():
    played = {c for _, constructs in test_oracle_play.PLAYED for c in constructs}
    assert played - set(CONSTRUCTS) == set()


def test_each_played_card_compiles_with_the_constructs_it_claims():
    for name, constructs in test_oracle_play.PLAYED:
        compiled = compile_card(card_data(name))          # (a layout's faces, CR 709-718)
        assert compiled.ok, (name, compiled.gaps)
        assert set(constructs) <= compiled.constructs, (name, set(constructs)
                                                        - compiled.constructs)


def test_a_construct_name_declared_twice_for_different_grammar_is_refused():
    """Two engineers' rules under one name would let one's play test vouch for the other's
    grammar: the second declaration is an error (same text again is the same construct)."""
    from tolaria.cards.oracle.parser import construct
    name = next(iter(CONSTRUCTS))
    assert construct(name, CONSTRUCTS[name]) == name
    with pytest.raises(ValueError, match="declared twice"):
        construct(name, CONSTRUCTS[name] + " (another reading)")
