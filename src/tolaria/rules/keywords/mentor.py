"""Mentor (CR 702.134).

"Mentor" means "Whenever this creature attacks, put a +1/+1 counter on target attacking
creature with lesser power" (CR 702.134a); each instance triggers (CR 702.134b). The
target's filter compares its power with the source's ("power", "<", "source"), which
`tolaria.rules.layers.matches` reads as targets are chosen and checked again as it resolves
(the source's last known power if it has left, CR 608.2h).
"""

from __future__ import annotations

NAME = "mentor"


