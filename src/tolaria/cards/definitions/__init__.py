"""Hand-written card behaviour, one module per family of rules.

Importing this package registers every definition with `tolaria.cards.dsl`.
"""

from tolaria.cards.definitions import core, costs, keywords, layered, triggers  # noqa: F401
