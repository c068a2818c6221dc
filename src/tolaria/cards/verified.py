"""Which cards have their behaviour checked by a test or a scenario.

A card counts as verified when a scenario file or a Python test puts it into a game
and then asserts on what happened. Read from the test sources themselves (so the
figure can't drift from the tests):

- scenario files (``tests/scenarios/*.yaml``, docs/scenarios.md): every card in a player's
  set-up zones (hand, battlefield, graveyard, exile, library);
- Python tests (``tests/test_*.py``): card names written in a call that builds a game with
  them: ``board(...)`` and ``position(...)`` (positions), ``create_object(...,
  card_def("Name"), ...)``, ``Game.new(...)`` with card lists, and the ``plays("Name",
  ...)`` markers of tests/test_oracle_play.py.

Names are kept only if the card database knows them. Cards merely looked up,
compiled or listed in a deck for the random-game property tests don't count: those
tests check the engine doesn't break, not that a card does what its text says.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from tolaria.cards.database import CardDatabase

__all__ = ["Verified", "default_tests_dir", "verified_cards"]

SETUP_ZONES = ("hand", "battlefield", "graveyard", "exile", "library")
# Calls whose string arguments are cards put into a game.
GAME_BUILDERS = frozenset({"board", "position", "plays"})


@dataclass(slots=True)
class Verified:
    """Verified cards: canonical name -> the test files that check it."""

    sources: dict[str, set[str]] = field(default_factory=dict)

    def add(self, name: str, source: str) -> None:
        self.sources.setdefault(name, set()).add(source)

    def __len__(self) -> int:
        return len(self.sources)

    def __contains__(self, name: object) -> bool:
        return name in self.sources

    def names(self) -> list[str]:
        return sorted(self.sources)


def default_tests_dir() -> Path | None:
    """The source checkout's tests/ directory, when tolaria runs from one."""
    root = Path(__file__).resolve().parents[3]
    tests = root / "tests"
    return tests if (tests / "scenarios").is_dir() else None


def verified_cards(tests_dir: str | Path, database: CardDatabase | None = None) -> Verified:
    """The cards the tests under `tests_dir` check (see the module docstring)."""
    database = database if database is not None else CardDatabase.bundled()
    tests = Path(tests_dir)
    found = Verified()
    for path in sorted((tests / "scenarios").glob("*.yaml")):
        for name in scenario_cards(path):
            _keep(found, database, name, f"scenarios/{path.name}")
    for path in sorted(tests.glob("test_*.py")):
        for name in python_test_cards(path):
            _keep(found, database, name, path.name)
    return found


def _keep(found: Verified, database: CardDatabase, name: str, source: str) -> None:
    """Keep the card `name` names; a meld pair's back face (a melded permanent set up by
    its name, CR 712.4a) names the pair's two cards."""
    canonical = database.resolve(name)
    if canonical is None:
        return
    if database.get(canonical).is_back_face and database.get(canonical).layout == "meld":
        from tolaria.cards.oracle.compiler import meld_pair
        for front in meld_pair(canonical):
            found.add(front, source)
        return
    found.add(canonical, source)


def scenario_cards(path: Path) -> Iterator[str]:
    """The card names in a scenario's set-up zones."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError):
        return
    players = data.get("players") if isinstance(data, dict) else None
    for spec in (players or {}).values():
        if not isinstance(spec, dict):
            continue
        for zone in SETUP_ZONES:
            entries = spec.get(zone)
            for entry in entries if isinstance(entries, list) else ():
                name = entry.get("card") if isinstance(entry, dict) else entry
                if isinstance(name, str):
                    yield name


def python_test_cards(path: Path) -> Iterator[str]:
    """The card names a Python test module puts into games (module docstring)."""
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (OSError, SyntaxError):
        return
    names = _module_strings(tree)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        called = _called(node)
        if called in GAME_BUILDERS:
            yield from _strings(node.args + [k.value for k in node.keywords], names)
        elif called == "create_object":
            for arg in node.args:
                if isinstance(arg, ast.Call) and _called(arg) == "card_def":
                    yield from _strings(arg.args, names)
        elif called == "new" and _is_game_new(node) and node.args:
            first = node.args[0]
            if isinstance(first, ast.List | ast.Tuple) and not all(
                    isinstance(e, ast.Constant) for e in first.elts):   # not deck names
                yield from _strings([first], names)


def _module_strings(tree: ast.Module) -> dict[str, str]:
    """The module's own string constants (`_HUATLI = "Huatli, Warrior Poet"`), so a builder
    given the constant's name counts the card."""
    return {target.id: node.value.value for node in tree.body
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
            for target in node.targets if isinstance(target, ast.Name)}


def _called(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _is_game_new(node: ast.Call) -> bool:
    func = node.func
    return isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) \
        and func.value.id == "Game"


def _strings(nodes: list[Any], names: dict[str, str] | None = None) -> Iterator[str]:
    """Every string constant in these expressions (lists, tuples, repeats: ["X"] * 3), and
    the value of each of the module's string constants `names` they name."""
    for root in nodes:
        for node in ast.walk(root):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                yield node.value
            elif names and isinstance(node, ast.Name) and node.id in names:
                yield names[node.id]
