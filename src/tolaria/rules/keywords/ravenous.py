"""Ravenous (CR 702.156).

"Ravenous" means "This permanent enters with X +1/+1 counters on it" and "When this
permanent enters, if X is 5 or more, draw a card" (CR 702.156a), X being the X of the
spell it was (CR 107.3m). The counters are an "enters with" replacement reading that X
(`ReplacementSpec.x`); the trigger's intervening "if" is the condition "entered_x"
(`tolaria.rules.conditions`: the X of the spell the permanent entered from).
"""

from __future__ import annotations

NAME = "ravenous"


