"""Evasion keywords that limit which creatures may block (CR 509.1b).

- fear (CR 702.36b): blocked only by artifact creatures and/or black creatures;
- intimidate (CR 702.13b): blocked only by artifact creatures and/or creatures that share a
  color with it;
- shadow (CR 702.28b): blocked only by creatures with shadow, and a creature with shadow
  blocks only creatures with shadow; a creature with the permission `BLOCKS_SHADOW` blocks
  creatures with shadow too;
- horsemanship (CR 702.31b): blocked only by creatures with horsemanship;
- skulk (CR 702.118b): not blocked by creatures with greater power.

Several instances of one of these are redundant (CR 702.36c, 702.13c, 702.28c, 702.31c,
702.118c), so a set of keyword names holds them exactly. `why_not` is called by
`tolaria.rules.combat.can_block`; this module imports no engine code.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.vocabulary import BLOCKS_SHADOW

KEYWORDS = frozenset({"fear", "intimidate", "shadow", "horsemanship", "skulk"})


def why_not(blocker: Any, attacker: Any) -> str | None:
    """Why the creature with characteristics `blocker` can't block `attacker` because of
    these keywords, or None."""
    a, b = attacker.keywords, blocker.keywords
    artifact = "Artifact" in blocker.types
    if "fear" in a and not artifact and "B" not in blocker.colors:
        return f"{attacker.name} has fear (CR 702.36b)"
    if "intimidate" in a and not artifact and not (attacker.colors & blocker.colors):
        return f"{attacker.name} has intimidate (CR 702.13b)"
    if ("shadow" in a) != ("shadow" in b) and not (
            "shadow" in a and BLOCKS_SHADOW in blocker.restrictions):    # Aetherflame Wall
        return f"{(attacker if 'shadow' in a else blocker).name} has shadow (CR 702.28b)"
    if "horsemanship" in a and "horsemanship" not in b:
        return f"{attacker.name} has horsemanship (CR 702.31b)"
    if "skulk" in a and (blocker.power or 0) > (attacker.power or 0):
        return f"{attacker.name} has skulk (CR 702.118b)"
    return None
