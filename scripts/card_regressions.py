"""Cards that compile with one card database and not with another.

Usage::

    python scripts/card_regressions.py OLD.json.gz [NEW.json.gz] [--jobs N] [--json]

NEW defaults to the shipped database. For every name of OLD that NEW has, both records
are compiled; a card that compiles without gaps from OLD but not from NEW is a
regression, printed with its source in NEW and the sentences NEW's wording leaves
unread. Used when the shipped database is rebuilt from other data
(scripts/build_cards.py): a change of data source must not make a card unplayable.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT / "src"))

from tolaria.cards.database import CardDatabase  # noqa: E402
from tolaria.cards.oracle import compile_card, is_playable  # noqa: E402

_OLD: CardDatabase | None = None
_NEW: CardDatabase | None = None


def _load(old: str, new: str | None) -> None:
    global _OLD, _NEW
    _OLD = CardDatabase.from_file(old)
    _NEW = CardDatabase.from_file(new) if new else CardDatabase.shipped()


def _check(names: list[str]) -> list[tuple[str, str, list[str]]]:
    assert _OLD is not None and _NEW is not None
    found = []
    for name in names:
        before = _OLD.get(name)
        if not is_playable(before) or name not in _NEW or not compile_card(before).ok:
            continue
        after = _NEW.get(name)
        compiled = compile_card(after)
        if not compiled.ok:
            found.append((name, after.source or "", compiled.gaps))
    return found


def regressions(old: str, new: str | None, jobs: int = 2) -> list[tuple[str, str, list[str]]]:
    """(name, source in NEW, gaps in NEW) for each card that stopped compiling."""
    names = list(CardDatabase.from_file(old)._names)
    chunks = [names[i::jobs * 8] for i in range(jobs * 8)]
    with ProcessPoolExecutor(jobs, initializer=_load, initargs=(old, new)) as pool:
        found = [item for part in pool.map(_check, chunks) for item in part]
    return sorted(found)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old")
    parser.add_argument("new", nargs="?")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    found = regressions(args.old, args.new, args.jobs)
    if args.json:
        print(json.dumps([{"name": n, "source": s, "gaps": g} for n, s, g in found], indent=1))
    else:
        for name, source, gaps in found:
            print(f"{name} [{source}]: " + " | ".join(gaps))
        print(f"{len(found)} cards compile with {args.old} and not with "
              f"{args.new or 'the shipped database'}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
