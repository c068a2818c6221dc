"""The card catalog: find cards, read how the engine plays them, import card data.

This is the public face of the card layer (`tolaria.cards`) for tool builders and the
command line, beside `Game` for playing:

    >>> from tolaria import catalog
    >>> bolt = catalog.database().get("Lightning Bolt")
    >>> catalog.compile_card(bolt).ok
    True
    >>> [c.name for c in catalog.search(name="Lightning Bolt")]      # part of the name
    ['Emeritus of Conflict // Lightning Bolt', 'Lightning Bolt']

`database()` is the card database in use (the user's imported one, else the shipped one);
`search` filters it by name, type, text, mana value and colour; `compile_card` says
whether a card is supported and what it compiles to, `describe` reads the compiled
abilities back as text, `coverage` counts what compiles, `verified` names the cards the
tests check, and `import_atomic_cards` reads an MTGJSON AtomicCards file. A compiled card
is a `CardDef` made of the ability IR (`Effect` steps and the rest, `tolaria.data.ir`).
"""

from __future__ import annotations

from pathlib import Path

from tolaria.cards.database import (
    CardData,
    CardDatabase,
    UnknownCard,
    database_in_use,
    user_data_dir,
)
from tolaria.cards.describe import describe
from tolaria.cards.importer import AtomicCardsError, import_atomic_cards
from tolaria.cards.oracle import Compiled, CoverageReport, compile_card, coverage, is_playable
from tolaria.cards.registry import UnsupportedCard
from tolaria.cards.verified import Verified, default_tests_dir, verified_cards
from tolaria.data.ir import CardDef, Effect
from tolaria.data.mana import BASIC_LAND_MANA, parse_cost
from tolaria.rules.ante import is_ante_card

COLOR_LETTERS = "WUBRGC"


class BadCardDatabase(ValueError):
    """The user's card database file (or a tests directory) can't be read."""


def database() -> CardDatabase:
    """The database in use; a user database that can't be read raises BadCardDatabase."""
    try:
        return CardDatabase.bundled()
    except ValueError as problem:
        raise BadCardDatabase(str(problem)) from None


def database_label() -> str:
    """Which database is in use, in words."""
    path = database_in_use()
    return f"your card database {path}" if path else "the card database shipped with tolaria"


def search(name: str | None = None, type_: str | None = None, text: str | None = None,
           mv: tuple[str, int] | None = None, colors: frozenset[str] | None = None,
           cards: CardDatabase | None = None) -> list[CardData]:
    """Cards matching every filter given: a name, type or text fragment; a mana value
    (`(">=", 2)`, `("<=", 2)` or `("==", 2)`); colours as WUBRG letters, all required
    (`{"C"}`: colourless). The cheap text filters go first."""
    found = (cards or database()).search(text=text, type_=type_, name=name)
    if mv is not None:
        op, n = mv
        found = [c for c in found if _compare(mana_value(c), op, n)]
    if colors is not None:
        found = [c for c in found if _has_colors(card_colors(c), colors)]
    return found


def mana_value(card: CardData) -> int | None:
    """The card's mana value (CR 202.3); None if its cost can't be read."""
    if not card.mana_cost:
        return 0                                          # CR 202.3a: no mana cost is 0
    try:
        return parse_cost(card.mana_cost).mana_value
    except ValueError:
        return None


def card_colors(card: CardData) -> frozenset[str]:
    """A card's colours from its mana cost (CR 202.2); the data has no colour indicators,
    so a nonland card without a mana cost (a back face) takes its colour identity."""
    if card.mana_cost:
        try:
            return frozenset(parse_cost(card.mana_cost).colors)
        except ValueError:
            return frozenset()
    return frozenset() if "Land" in card.card_types else frozenset(card.color_identity)


def playable(name: str) -> bool:
    """May a deck hold this card in a game not played for ante: it compiles without gaps
    and isn't an ante card (CR 407.3)?"""
    compiled = compile_card(database().get(name))
    return compiled.card is not None and compiled.ok and not is_ante_card(compiled.card)


def verified(tests: str | Path | None = None) -> Verified | None:
    """The cards the tests check (`tolaria.cards.verified`), from `tests` or the project's
    own tests directory; None when there is none at hand."""
    folder = Path(tests) if tests else default_tests_dir()
    if folder is None:
        return None
    if not folder.is_dir():
        raise BadCardDatabase(f"{folder}: no such tests directory")
    return verified_cards(folder, database())


def _compare(value: int | None, op: str, n: int) -> bool:
    if value is None:
        return False
    return value >= n if op == ">=" else value <= n if op == "<=" else value == n


def _has_colors(colors: frozenset[str], wanted: frozenset[str]) -> bool:
    if wanted == {"C"}:
        return not colors
    return wanted <= colors


__all__ = ["BASIC_LAND_MANA", "COLOR_LETTERS", "AtomicCardsError", "BadCardDatabase", "CardData", "CardDatabase", "CardDef",
           "Compiled", "CoverageReport", "Effect", "UnknownCard", "UnsupportedCard", "Verified",
           "card_colors", "compile_card", "coverage", "database", "database_label", "describe",
           "import_atomic_cards", "is_playable", "mana_value", "playable", "search", "user_data_dir",
           "verified"]
