"""Cards the Oracle compiler can't read exactly, defined by hand (the DSL).

Every other card of the earlier hand-written modules (the foundation cards, costs,
keywords, layers, replacement effects and triggers) is now compiled from its Oracle
text by `tolaria.cards.oracle`; `EXCEPTIONS` in this package says why each card here
isn't.
"""

from __future__ import annotations

from tolaria.cards.dsl import define, static

# CR 118.9: casting a spell without paying its mana cost is an alternative cost
# (costs.alternative_costs grants it while this is on the battlefield).
define("Omniscience", static=[static(
    "free_cast", text="You may cast spells from your hand without paying their mana costs.")])
