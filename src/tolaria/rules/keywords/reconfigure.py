"""Reconfigure (CR 702.151).

"Reconfigure [cost]" is two activated abilities, each activated only as a sorcery: attach
this permanent to another target creature you control, and unattach it, the second only
while it is attached to a creature (CR 702.151a). The compiler makes both
(`tolaria.cards.oracle.keyword_lines`), and a static ability of the card that makes it stop
being a creature while it is attached to one (CR 702.151b, layer 4). An Equipment that is
also a creature may equip a creature only if it has reconfigure (CR 301.5c): `may_equip`,
asked by `tolaria.rules.keywords.attach.can_attach`.
"""

from __future__ import annotations

from typing import Any

NAME = "reconfigure"
RULE = "702.151a"


def may_equip(chars: Any) -> bool:
    """May this Equipment equip a creature, as far as its being a creature goes? (CR 301.5c:
    a creature Equipment only with reconfigure.)"""
    return not chars.is_creature or NAME in chars.keywords
