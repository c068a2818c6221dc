"""The house: the layers hold, and each kind of decision has one entry in one table.

The layers (README "Architecture", docs/design.md) are checked by import-linter's
contract in .importlinter; the decision kinds by `tolaria.rules.decisions.DECISIONS`.
"""

from __future__ import annotations

import ast
import re
import typing
from pathlib import Path

import pytest

from tolaria import Action, Game
from tolaria.data.actions import DecisionKind
from tolaria.rules.decisions import DECISIONS

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src" / "tolaria"
KINDS = typing.get_args(DecisionKind)


def test_the_layers_contract_is_kept():
    """data < cards < rules < API < what stands on it, and agents and the command line
    import only the public API (.importlinter; `lint-imports` in CI does the same)."""
    importlinter = pytest.importorskip("importlinter.cli")
    assert importlinter.lint_imports(config_filename=str(ROOT / ".importlinter"),
                                     no_cache=True) == 0


def test_the_contract_lists_no_exceptions():
    """Done when the contract passes with no exceptions listed (issue: the house)."""
    text = (ROOT / ".importlinter").read_text()
    assert "ignore_imports" not in text and "unmatched_ignore" not in text


def test_each_decision_kind_has_one_entry_in_the_table():
    assert set(DECISIONS) == set(KINDS)
    assert len(KINDS) == len(set(KINDS))


def _kinds_created_in(path: Path) -> set[str]:
    """The literal kinds of `Decision("kind", ...)` written in a module."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Decision" \
                and node.args and isinstance(node.args[0], ast.Constant):
            found.add(node.args[0].value)
    return found


def test_every_decision_the_engine_makes_is_a_known_kind():
    made = set()
    for path in SRC.rglob("*.py"):
        if path.name != "match.py":               # a match's own "sideboard" (CR 100.4)
            made |= _kinds_created_in(path)
    assert made and made <= set(KINDS), made - set(KINDS)


def test_the_readme_lists_every_decision_kind():
    readme = (ROOT / "README.md").read_text()
    found = re.search(r"`game\.decision` is the pending `Decision`: `kind` \(([^)]*)\)", readme)
    assert found is not None
    listed = {k.strip() for k in re.sub(r"\s+", " ", found.group(1)).split(",")}
    assert listed == set(KINDS)


def test_the_heuristic_agent_answers_kinds_by_their_names():
    """Its `_<kind>` methods are named after real kinds (others get the first answer)."""
    import inspect

    from tolaria.agents.heuristic import HeuristicAgent
    methods = [name[1:] for name, value in vars(HeuristicAgent).items()
               if name.startswith("_") and not name.startswith("__")
               and inspect.isfunction(value)]
    assert methods and set(methods) <= set(KINDS), set(methods) - set(KINDS)


def test_why_illegal_names_the_rule_and_changes_nothing():
    """`Game.why_illegal` answers what `act` would refuse, from the same table."""
    game = Game.new(["green", "red"], seed=7, starting_player=0)
    game.act("keep")
    game.act("keep")
    saved = game.to_json()
    wrong = Action("attack", 0, choice=())
    assert game.decision.kind == "priority"
    assert game.why_illegal(wrong) is not None
    assert not game.is_legal(wrong)
    assert game.why_illegal(game.legal_actions()[0]) is None
    assert game.to_json() == saved
