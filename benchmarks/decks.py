"""How many published decks the engine plays: the deck corpus in benchmarks/decks/.

Usage::

    python benchmarks/decks.py [FILE...] [--json] [--top N]

Each file is a published decklist (its format and year in its first comment line). A
deck plays when every card of its main deck and sideboard compiles without gaps
(`tolaria.catalog.playable`). The report gives the decks that play, by format; the
cards that block the others (with how many decks each blocks); and the unread
sentences behind them, normalised as `tolaria cards coverage` does (the card's name,
numbers and mana symbols), with how many decks each blocks.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tolaria import catalog
from tolaria.cards.oracle.report import pattern
from tolaria.decks import DeckError, load_deck

CORPUS = Path(__file__).resolve().parent / "decks"
_FORMAT = re.compile(r"^//\s*Format:\s*(?P<format>[^,]+),\s*(?P<year>\d{4})", re.IGNORECASE)


@dataclass(slots=True)
class DeckResult:
    path: str
    format: str
    year: str
    blockers: dict[str, list[str]] = field(default_factory=dict)   # card -> its gaps
    error: str = ""

    @property
    def plays(self) -> bool:
        return not self.blockers and not self.error


def read_header(path: Path) -> tuple[str, str]:
    """The format and year of the deck's first comment line ("// Format: Modern, 2015")."""
    for line in path.read_text(encoding="utf-8").splitlines()[:3]:
        found = _FORMAT.match(line.strip())
        if found:
            return found["format"].strip().split(" (")[0], found["year"]
    return "unknown", ""


def check(path: Path, gaps: dict[str, list[str]]) -> DeckResult:
    """Which of the deck's cards block it (`gaps`: a cache of card -> gaps)."""
    fmt, year = read_header(path)
    result = DeckResult(path.name, fmt, year)
    try:
        deck = load_deck(path)
    except DeckError as problem:
        result.error = str(problem)
        return result
    for name in dict.fromkeys(deck.cards() + deck.sideboard_cards()):
        if name not in gaps:
            gaps[name] = card_gaps(name)
        if gaps[name]:
            result.blockers[name] = gaps[name]
    return result


def card_gaps(name: str) -> list[str]:
    """What keeps a card from playing: its unread sentences; [] if it plays."""
    data = catalog.database().get(name)
    if catalog.playable(name):
        return []
    compiled = catalog.compile_card(data)
    return list(dict.fromkeys(compiled.gaps)) or ["an ante card (CR 407.3)"]


def summary(results: list[DeckResult]) -> dict:
    by_format: dict[str, list[int]] = {}
    cards: Counter[str] = Counter()
    sentences: Counter[str] = Counter()
    examples: dict[str, str] = {}
    for result in results:
        played = by_format.setdefault(result.format, [0, 0])
        played[0] += result.plays
        played[1] += 1
        cards.update(list(result.blockers))
        seen = set()
        for name, gaps in result.blockers.items():
            for gap in gaps:
                key = pattern(gap, name)
                if key not in seen:
                    seen.add(key)
                    sentences[key] += 1
                    examples.setdefault(key, f"{name}: {gap}")
    return {
        "decks": len(results), "play": sum(r.plays for r in results),
        "by_format": {f: {"play": p, "decks": n} for f, (p, n) in sorted(by_format.items())},
        "blocking_cards": cards.most_common(),
        "blocking_sentences": [(key, n, examples[key]) for key, n in sentences.most_common()],
        "errors": {r.path: r.error for r in results if r.error},
        "decks_detail": {r.path: sorted(r.blockers) for r in results},
    }


def to_text(report: dict, top: int) -> str:
    share = 100.0 * report["play"] / report["decks"] if report["decks"] else 0.0
    lines = [f"{report['play']} of {report['decks']} decks play ({share:.1f}%)", "",
             "by format:"]
    lines += [f"  {f}: {v['play']} of {v['decks']}" for f, v in report["by_format"].items()]
    lines += ["", f"cards that block the most decks (top {top}):"]
    lines += [f"  {n:3d}  {card}" for card, n in report["blocking_cards"][:top]]
    lines += ["", f"unread sentences that block the most decks (top {top}):"]
    lines += [f"  {n:3d}  {key}\n         e.g. {example}"
              for key, n, example in report["blocking_sentences"][:top]]
    if report["errors"]:
        lines += ["", "decks that can't be read:"]
        lines += [f"  {path}: {error}" for path, error in report["errors"].items()]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args(argv)
    paths = args.paths or sorted(CORPUS.glob("*.txt"))
    gaps: dict[str, list[str]] = {}
    report = summary([check(path, gaps) for path in paths])
    print(json.dumps(report, indent=1) if args.json else to_text(report, args.top))
    return 0


if __name__ == "__main__":
    sys.exit(main())
