"""The documents in docs/ say true things about the code.

docs/design.md and docs/scenarios.md exist; every module they name is in the source tree;
every notation example of docs/scenarios.md is accepted in a real position (so every line
the README's notation table shares with it is too); the YAML examples of docs/scenarios.md
are valid scenarios that pass; `tolaria scenario --help` points to docs/scenarios.md.
"""

from __future__ import annotations

import importlib
import re
from functools import cache
from pathlib import Path

import pytest

from tolaria import Game, IllegalAction
from tolaria.cli import main as cli_main
from tolaria.scenario import load_scenario, run_scenario

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src"
DOCS = ROOT / "docs"
DESIGN = DOCS / "design.md"
SCENARIOS = DOCS / "scenarios.md"

_BACKTICKED = re.compile(r"`([^`\n]+)`")
_MODULE_PATH = re.compile(r"^tolaria/[\w/]*\w(?:\.py|/)?$")
_DOTTED = re.compile(r"^tolaria(?:\.\w+)+$")
_BARE_MODULE = re.compile(r"^\w+\.py$")
_REPO_PATH = re.compile(r"^(?:tests|scripts|benchmarks|docs|\.ci)/[\w./-]*$|^\.importlinter$"
                        r"|^CONTRIBUTING\.md$")
_VERBS = ("pass", "play", "cast", "activate", "attack", "block", "order", "assign", "choose",
          "keep", "mulligan", "concede", "turn face up")


def test_the_documents_exist() -> None:
    for doc in (DESIGN, SCENARIOS):
        assert doc.is_file(), f"{doc.relative_to(ROOT)} is missing"
        assert len(doc.read_text(encoding="utf-8")) > 1000


# -- module names -----------------------------------------------------------------------------

def _module_exists(name: str) -> bool:
    """`tolaria/x/y.py`, `tolaria/x/` or `tolaria.x.y`: a module, package or directory in
    src/."""
    if _DOTTED.match(name):                       # `tolaria.game.Game`: a module, then names
        parts = name.split(".")
        for cut in range(len(parts), 1, -1):
            base = SRC.joinpath(*parts[:cut])
            if base.with_suffix(".py").is_file() or (base / "__init__.py").is_file():
                found: object = importlib.import_module(".".join(parts[:cut]))
                for attribute in parts[cut:]:
                    if not hasattr(found, attribute):
                        return False
                    found = getattr(found, attribute)
                return True
        return False
    path = SRC / name.rstrip("/")
    if name.endswith(".py"):
        return path.is_file()
    if name.endswith("/"):
        return path.is_dir()                      # a package, or a data directory
    return (path / "__init__.py").is_file() or path.with_suffix(".py").is_file()


def _named(doc: Path, pattern: re.Pattern[str]) -> set[str]:
    """The words in backticks in `doc` that match `pattern`."""
    names = set()
    for span in _BACKTICKED.findall(doc.read_text(encoding="utf-8")):
        for word in re.split(r"[\s,()]+", span):
            word = word.rstrip(".:;")
            if pattern.match(word):
                names.add(word)
    return names


def _named_modules(doc: Path) -> set[str]:
    return _named(doc, _MODULE_PATH) | _named(doc, _DOTTED)


@pytest.mark.parametrize("doc", [DESIGN, SCENARIOS], ids=lambda p: p.name)
def test_every_module_a_document_names_exists(doc: Path) -> None:
    names = _named_modules(doc)
    assert names, f"{doc.name} names no module"
    missing = sorted(n for n in names if not _module_exists(n))
    assert not missing, f"{doc.name} names modules that aren't in src/: {missing}"


@pytest.mark.parametrize("doc", [DESIGN, SCENARIOS], ids=lambda p: p.name)
def test_every_file_a_document_names_exists(doc: Path) -> None:
    """Bare module names (`parser.py`) are files of the package; paths from the root of
    the repository (`tests/test_scenarios.py`, `.ci/run`) exist."""
    files = {p.name for p in (SRC / "tolaria").rglob("*.py")}
    missing = sorted(n for n in _named(doc, _BARE_MODULE) if n not in files)
    missing += sorted(n for n in _named(doc, _REPO_PATH) if not (ROOT / n).exists())
    assert not missing, f"{doc.name} names files that don't exist: {missing}"


def test_the_design_names_every_layer_of_the_contract() -> None:
    """Each package of .importlinter's layers contract is described in docs/design.md."""
    contract = (ROOT / ".importlinter").read_text(encoding="utf-8")
    layers = re.search(r"layers =\n((?:    .+\n)+)", contract)
    assert layers is not None
    text = DESIGN.read_text(encoding="utf-8")
    for module in re.findall(r"tolaria\.(\w+)", layers.group(1)):
        assert f"tolaria/{module}" in text or f"tolaria.{module}" in text \
            or f"`{module}" in text, module


# -- the notation -----------------------------------------------------------------------------

def _notation_table(text: str, heading: str) -> list[str]:
    """The examples in the first column of the first table under `heading` (none if there
    is no such heading)."""
    if heading not in text:
        return []
    section = text.split(heading, 1)[1]
    examples = []
    started = False
    for line in section.splitlines():
        if line.startswith("|"):
            started = True
            first = line.split("|")[1]
            examples += [e.strip() for e in _BACKTICKED.findall(first)
                         if e.strip().lower().startswith(_VERBS)]
        elif started:
            break
    return examples


def _scenario_examples() -> list[str]:
    return _notation_table(SCENARIOS.read_text(encoding="utf-8"), "## The notation")


def _readme_examples() -> list[str]:
    return _notation_table((ROOT / "README.md").read_text(encoding="utf-8"), "## The notation")


def _after(setup: str, *lines: str) -> str:
    actions = "".join(f'\n  - "{line}"' if ":" in line else f"\n  - {line}" for line in lines)
    return setup + ("\nactions:" + actions if lines else "")


MAIN = """
turn: 3
players:
  Alice:
    hand: [Forest, Lightning Bolt, Blaze, Forked Bolt, Healing Salve, Fireblast, Fling,
           Twisted Abomination, Exalted Angel, Blitz Automaton, Gemrazer, Fiery Confluence]
    battlefield: [Mountain, Mountain, Mountain, Mountain, Plains, Swamp, Swamp,
                  Prodigal Pyromancer, Llanowar Elves, Jace Beleren, Grizzly Bears,
                  Birds of Paradise]
  Bob:
    battlefield: [Grizzly Bears, Wall of Wood]
"""
FREE = """
turn: 3
players:
  Alice: {hand: [Craw Wurm], battlefield: [Omniscience]}
  Bob: {}
"""
MORPH = """
turn: 3
players:
  Alice:
    hand: [Exalted Angel]
    battlefield: [Plains, Plains, Plains, Plains, Plains, Plains, Plains]
  Bob: {}
"""
MANIFEST = """
turn: 3
players:
  Alice:
    hand: [Soul Summons]
    library: [Craw Wurm, Island]
    battlefield: [Plains, Plains, Forest, Forest, Forest, Forest, Forest, Forest]
  Bob: {}
"""
ATTACK = """
turn: 3
step: declare attackers
players:
  Alice: {battlefield: [Grizzly Bears, Hill Giant, Serra Angel]}
  Bob: {battlefield: [Ajani Goldmane, Wall of Wood, Llanowar Elves, Giant Spider]}
"""
LAT_NAM = """
turn: 3
players:
  Alice: {hand: [Library of Lat-Nam], battlefield: [Island, Island, Island, Island, Island]}
  Bob: {}
"""
BANDING = """
turn: 3
step: declare attackers
players:
  Alice: {battlefield: [Benalish Hero, Grizzly Bears, Hill Giant]}
  Bob: {battlefield: [Wall of Wood]}
"""
TRAMPLE = """
turn: 3
step: declare attackers
players:
  Alice: {battlefield: [Charging Monstrosaur]}
  Bob:
    battlefield: [{card: Hill Giant, damage: 1}, Wall of Wood]
"""
CLEANUP = """
turn: 3
step: end
players:
  Alice:
    hand: [Grizzly Bears, Forest, Forest, Forest, Forest, Forest, Forest, Forest]
  Bob: {}
"""
MONGREL = """
turn: 3
players:
  Alice:
    hand: [Fiery Temper]
    battlefield: [Wild Mongrel, Mountain]
  Bob: {}
"""
MODES = """
turn: 3
players:
  Alice: {hand: [Ainok Guide], battlefield: [Forest, Forest], library: 3}
  Bob: {}
"""
MAY = """
turn: 3
players:
  Alice: {battlefield: [Shoreline Salvager, Island], library: [Forest]}
  Bob: {}
"""
CLASH = """
turn: 3
players:
  Alice: {hand: [Lash Out], battlefield: [Mountain, Mountain], library: 1}
  Bob: {battlefield: [Hill Giant], library: 1}
  Carol: {library: 1}
"""
SPLICE = """
turn: 3
players:
  Alice: {hand: [Glacial Ray, Desperate Ritual], battlefield: [Mountain, Mountain, Mountain, Mountain]}
  Bob: {}
"""
CLONE = """
turn: 3
players:
  Alice: {hand: [Clone], battlefield: [Island, Island, Island, Island, Grizzly Bears]}
  Bob: {}
"""
STONEBACK = """
turn: 3
players:
  Alice:
    battlefield:
      - {card: Burdened Stoneback, counters: {"-1/-1": 1, oil: 1}}
      - Plains
      - Plains
  Bob: {battlefield: [Grizzly Bears]}
"""

# Positions where the examples are legal: a scenario's set-up and the lines that lead to
# the decision the example answers.
COMMANDER = """
turn: 3
options: {variant: commander}
players:
  Alice:
    command: ["Krenko, Mob Boss"]
    battlefield: [Mountain, Mountain, Mountain, Mountain]
  Bob: {command: ["Talrand, Sky Summoner"]}
"""
POSITIONS = {
    "main phase": _after(MAIN),
    "a Commander game": _after(COMMANDER),
    "Omniscience": _after(FREE),
    "a face-down Exalted Angel": _after(MORPH, "Alice: cast Exalted Angel for morph", "resolve"),
    "a manifested Craw Wurm": _after(MANIFEST, "Alice: cast Soul Summons", "resolve"),
    "declare attackers": _after(ATTACK),
    "a band": _after(BANDING),                                                # CR 702.22c
    "an opponent's mode": _after(LAT_NAM),                                    # CR 700.2e
    "declare blockers": _after(ATTACK, "Alice: attack with Grizzly Bears, Hill Giant",
                               "advance to declare blockers"),
    "damage assignment order": _after(TRAMPLE, "Alice: attack with Charging Monstrosaur",
                                      "advance to declare blockers",
                                      "Bob: block Charging Monstrosaur with Hill Giant, Wall of Wood"),
    "damage assignment": _after(TRAMPLE, "Alice: attack with Charging Monstrosaur",
                                "advance to declare blockers",
                                "Bob: block Charging Monstrosaur with Hill Giant",
                                "advance to combat damage"),
    "cleanup discard": _after(CLEANUP, "advance to cleanup"),
    "madness": _after(MONGREL, "Alice: activate Wild Mongrel discarding Fiery Temper",
                      "resolve"),
    "a colour": _after(MONGREL, "Alice: activate Wild Mongrel discarding Fiery Temper",
                       "resolve", "Alice: choose no", "resolve"),
    "a triggered ability's mode": _after(MODES, "Alice: cast Ainok Guide", "resolve"),
    "you may": _after(MAY, "advance to declare attackers",
                      "Alice: attack with Shoreline Salvager", "advance to combat damage",
                      "resolve"),
    "a copy of nothing": _after(CLONE, "Alice: cast Clone", "resolve"),
    "splice": _after(SPLICE),
    "a counter of either kind": _after(STONEBACK),                           # CR 122.1
    "an opponent to clash with": _after(CLASH, "Alice: cast Lash Out targeting Hill Giant",
                                        "resolve"),
}


@cache
def _position(name: str) -> Game:
    if name == "play or draw":
        return Game.new(["green", "red"], seed=1)
    if name == "mulligan":
        game = Game.new(["green", "red"], seed=1)
        game.act("choose play")
        return game
    result = run_scenario(load_scenario(POSITIONS[name]))
    assert result.passed, (name, result.failures)
    assert result.game is not None and result.game.decision is not None, name
    return result.game


def _accepts(name: str, text: str) -> bool:
    """Does the game at this position parse `text` and take it as a legal action?"""
    game = _position(name).copy()
    try:
        game.act(game.parse(text))
    except IllegalAction:
        return False
    return True


def test_the_notation_tables_have_examples() -> None:
    ours, readme = _scenario_examples(), _readme_examples()
    assert len(ours) >= 25, ours
    if readme:                               # the README's short form shows the contract's
        assert set(ours) & set(readme), sorted(readme)


@pytest.mark.parametrize("text", _scenario_examples())
def test_every_notation_example_is_a_legal_action_somewhere(text: str) -> None:
    places = [*POSITIONS, "play or draw", "mulligan"]
    assert any(_accepts(name, text) for name in places), \
        f"no position takes '{text}' (docs/scenarios.md, The notation)"


@pytest.mark.parametrize("text", sorted(set(_readme_examples()) & set(_scenario_examples())))
def test_the_readme_examples_in_the_contract_parse(text: str) -> None:
    places = [*POSITIONS, "play or draw", "mulligan"]
    parsed = 0
    for name in places:
        try:
            _position(name).parse(text)
        except IllegalAction:
            continue
        parsed += 1
    assert parsed, f"'{text}' parses in no position"


# -- the scenario file examples ----------------------------------------------------------------

def _yaml_examples() -> list[str]:
    return re.findall(r"```yaml\n(.*?)```", SCENARIOS.read_text(encoding="utf-8"), re.DOTALL)


def test_the_yaml_examples_are_scenarios_that_pass() -> None:
    examples = _yaml_examples()
    assert len(examples) >= 2
    for text in examples:
        result = run_scenario(load_scenario(text))
        assert result.passed, "\n".join([result.name, *result.failures])


def test_every_key_the_scenario_reader_knows_is_documented() -> None:
    """Each key `tolaria.scenario` accepts is in the main example or named in the text."""
    from tolaria.scenario import (
        EXPECT_KEYS,
        EXPECT_OBJECT_KEYS,
        EXPECT_PLAYER_KEYS,
        OBJECT_KEYS,
        PLAYER_KEYS,
        TOP_KEYS,
    )
    text = SCENARIOS.read_text(encoding="utf-8")
    example = _yaml_examples()[0]
    for key in TOP_KEYS + PLAYER_KEYS + OBJECT_KEYS + EXPECT_KEYS:
        assert f"{key}:" in example or f"`{key}`" in text, key
    for key in EXPECT_PLAYER_KEYS + EXPECT_OBJECT_KEYS:
        assert f"{key}:" in example or f"`{key}`" in text, key


def test_every_decision_kind_is_in_the_contract() -> None:
    import typing

    from tolaria.data.actions import DecisionKind
    text = SCENARIOS.read_text(encoding="utf-8")
    missing = [k for k in typing.get_args(DecisionKind) if f"| `{k}` |" not in text]
    assert not missing, missing


# -- the command line --------------------------------------------------------------------------

def test_scenario_help_points_to_the_contract(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        cli_main(["scenario", "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "docs/scenarios.md" in out
