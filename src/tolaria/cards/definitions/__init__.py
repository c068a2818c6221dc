"""Hand-written card behaviour, one module per family of rules.

Importing this package registers every definition with `tolaria.cards.dsl`.
"""

from tolaria.cards.definitions import (  # noqa: F401
    core,
    costs,
    keywords,
    layered,
    replacement,
    triggers,
)
