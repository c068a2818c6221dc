"""Tribute (CR 702.104).

"Tribute N" means "As this creature enters, choose an opponent. That player may put an
additional N +1/+1 counters on it as it enters" (CR 702.104a); abilities saying "if tribute
wasn't paid" look at whether they did (CR 702.104b). It is an "enters" replacement of kind
"tribute" (`tolaria.rules.replacement` asks: its controller chooses the opponent when there are
several, that opponent says yes or no); a paid tribute is remembered on the permanent
(`GameObject.chosen` ("tribute", "paid")), which the condition "tribute_unpaid" reads
(`tolaria.rules.conditions`).
"""

from __future__ import annotations

NAME = "tribute"
PAID = ("tribute", "paid")


