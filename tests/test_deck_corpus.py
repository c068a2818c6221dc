"""The published-deck corpus (benchmarks/decks/) and its report (benchmarks/decks.py)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from tolaria.decks import load_deck

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
FORMATS = {"Pauper", "Modern", "Pioneer", "Legacy", "Vintage", "Standard", "Commander"}


def _report_module():
    spec = importlib.util.spec_from_file_location("deck_report", BENCHMARKS / "decks.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("deck_report", module)
    spec.loader.exec_module(module)
    return module


def test_100_2a_the_corpus_holds_sixty_decklists_of_every_format_each_of_legal_size():
    report = _report_module()
    paths = sorted((BENCHMARKS / "decks").glob("*.txt"))
    assert len(paths) >= 60
    seen = set()
    for path in paths:
        fmt, year = report.read_header(path)
        assert fmt in FORMATS and 1993 <= int(year) <= 2026, path.name
        seen.add(fmt)
        size = len(load_deck(path).cards())               # every name is a card
        assert size == (100 if fmt == "Commander" else 60), path.name    # CR 903.5a
    assert seen == FORMATS


def test_the_report_names_the_blocking_cards_and_sentences(tmp_path):
    """Every corpus deck plays today, so a deck of its format with a card the engine can't
    read (Chaos Orb's dexterity flip) stands in for a blocked one."""
    report = _report_module()
    blocked_deck = tmp_path / "vintage-orb-1994.txt"
    blocked_deck.write_text("// Format: Vintage, 1994 - a test deck\n4 Chaos Orb\n4 Lightning Bolt\n52 Mountain\n")
    gaps: dict[str, list[str]] = {}
    results = [report.check(path, gaps)
               for path in (BENCHMARKS / "decks" / "pauper-mono-red-burn-2014.txt",
                            blocked_deck)]
    summary = report.summary(results)
    assert summary["decks"] == 2 and summary["by_format"]["Pauper"]["decks"] == 1
    blocked = dict(summary["blocking_cards"])
    assert blocked.get("Chaos Orb") == 1 and "Lightning Bolt" not in blocked
    assert any(example.startswith("Chaos Orb: ")
               for _key, _n, example in summary["blocking_sentences"])
    assert report.to_text(summary, 5).startswith(f"{summary['play']} of 2 decks play")
