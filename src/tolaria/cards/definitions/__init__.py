"""Hand-written card behaviour, one module per family of rules.

Importing this package registers every definition with `tolaria.cards.dsl`.
Cards are compiled from their Oracle text (`tolaria.cards.oracle`); the DSL is
used only for the cards in `EXCEPTIONS`, each with the reason it can't be compiled.
"""

from tolaria.cards.definitions import seeds, seeds_misc  # noqa: F401

# Card name -> why its hand-written definition is used instead of its Oracle text.
EXCEPTIONS: dict[str, str] = {}
