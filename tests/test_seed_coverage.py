"""docs/seed-coverage.md names, for every entry of the seed documents, the tests and
scenarios that show it: each one named must exist, and each row must name one."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).parent.parent
DOC = ROOT / "docs" / "seed-coverage.md"
TEST = re.compile(r"`(test_\w+\.py)::(test_\w+)`")
SCENARIO = re.compile(r"`([\w.]+\.yaml)`")


def rows() -> list[str]:
    return [line for line in DOC.read_text().splitlines()
            if line.startswith("| ") and not line.startswith(("| Entry", "| Item", "| Rule"))]


def test_every_test_and_scenario_named_exists():
    text = DOC.read_text()
    missing = []
    for file, name in set(TEST.findall(text)):
        path = ROOT / "tests" / file
        if not path.exists() or not re.search(rf"^def {name}\(", path.read_text(), re.M):
            missing.append(f"{file}::{name}")
    for scenario in set(SCENARIO.findall(text)):
        if not (ROOT / "tests" / "scenarios" / scenario).exists():
            missing.append(scenario)
    assert not missing, "named in docs/seed-coverage.md but not found: " + ", ".join(
        sorted(missing))


def test_every_row_names_a_test_or_says_what_is_pending():
    bare = [row.split("|")[1].strip() for row in rows()
            if not (TEST.search(row) or SCENARIO.search(row) or "PENDING:" in row)]
    assert not bare
    assert len(rows()) == 15 + 43 + 18 + 11        # seeds 001, 000+003, 002, 004
