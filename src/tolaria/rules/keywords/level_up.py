"""Level up (CR 702.87).

"Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate only as a
sorcery" (CR 702.87a). The level symbols of a leveler card are read by
`tolaria.cards.oracle.levels` (CR 711).
"""

from __future__ import annotations

NAME = "level up"


