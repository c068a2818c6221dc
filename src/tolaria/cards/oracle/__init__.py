"""The Oracle compiler: Oracle text to the ability IR (`tolaria.data.ir`).

- `compile_card(data)` -> `Compiled` (`.card`, `.gaps`, `.exception`): see `compiler`.
- `coverage(database=None)` -> `CoverageReport`: how much of a database compiles; which
  cards count as playable is `is_playable` / `PLAYABLE_LAYOUTS` (see `report`).

The pipeline is lexer (`lexer`) -> recursive-descent grammar (`parser`, `phrases`,
`instructions`, `abilities`) -> `CardDef` (`compiler`). Nothing is guessed: a sentence
the grammar can't read is a gap and the card is unsupported.
"""

from __future__ import annotations

from tolaria.cards.oracle.compiler import Compiled, Gap, compile_card
from tolaria.cards.oracle.report import PLAYABLE_LAYOUTS, CoverageReport, coverage, is_playable

__all__ = ["PLAYABLE_LAYOUTS", "Compiled", "CoverageReport", "Gap", "compile_card", "coverage",
           "is_playable"]
