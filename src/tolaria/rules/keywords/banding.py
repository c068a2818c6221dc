"""Banding and "bands with other" (CR 702.22).

As attackers are declared, the active player may announce bands (CR 508.1e, 702.22c-d):
`why_bad_bands` checks them and `combat.declare_attackers` keeps them in `state.bands`
for the rest of combat (702.22e); a member removed from combat leaves its band (702.22f,
`band_of`). Blocking one member of a band blocks them all (702.22h, `with_bands`, called
by `combat.declare_blockers`). In the combat damage step a creature blocked by a creature
with banding has its damage divided by the defending player, and one blocking a creature
with banding by the active player, among any of the creatures in combat with it
(702.22j-k, `attacker_divider`, `blocker_divider`, `divisions`, asked by
`turn._combat_damage_step`).
"""

from __future__ import annotations

from tolaria.data.objects import GameObject, Ref
from tolaria.data.state import GameState
from tolaria.data.vocabulary import BAND_QUALITIES, BANDS_NAMED, BANDS_WITH_OTHER
from tolaria.rules.layers import Characteristics, characteristics, current_name

BANDING = "banding"
Assignment = tuple[tuple[Ref, int], ...]


def why_bad_bands(state: GameState, choice: tuple[tuple[int, Ref], ...],
                  bands: tuple[tuple[int, ...], ...]) -> str | None:
    """Why the bands announced with the attack `choice` break CR 702.22c-d, or None."""
    attacks = dict(choice)
    seen: set[int] = set()
    for band in bands:
        if len(band) < 2:
            return "a band is two or more attacking creatures (CR 702.22c)"
        for oid in band:
            if oid not in attacks:
                return "only attacking creatures are banded (CR 508.1e, 702.22c)"
            if oid in seen:
                return (f"{current_name(state, state.objects[oid])} is in two bands: each "
                        "creature may be in only one (CR 702.22c)")
            seen.add(oid)
        if len({attacks[oid] for oid in band}) > 1:
            return "all creatures in a band attack the same player, planeswalker or battle " \
                   "(CR 702.22d)"
        members = [characteristics(state, state.objects[oid]) for oid in band]
        without = [c.name for c in members if BANDING not in c.keywords]
        if len(without) > 1 and _banding_with_other(members) is None:
            return (f"{', '.join(without)} don't have banding: a band has creatures with "
                    "banding and up to one without, or creatures of a quality one of them "
                    "\"bands with other\" (CR 702.22c)")
    return None


def _qualities(chars: Characteristics) -> list[str]:
    """The qualities of its "bands with other [quality]" abilities (CR 702.22c)."""
    return [k[len(BANDS_WITH_OTHER):] for k in chars.keywords if k.startswith(BANDS_WITH_OTHER)]


def _has_quality(chars: Characteristics, quality: str) -> bool:
    """Is it a [quality] creature ("legendary creatures", "creatures named NAME")?"""
    if not chars.is_creature:
        return False
    if quality.startswith(BANDS_NAMED):
        return chars.name == quality[len(BANDS_NAMED):]
    return BAND_QUALITIES.get(quality) in chars.supertypes


def _banding_with_other(group: list[Characteristics]) -> Characteristics | None:
    """The one of `group`, two or more creatures, whose "bands with other [quality]" lets
    them all band: each of them a [quality] creature (CR 702.22c, 702.22j-k); or None."""
    if len(group) < 2:
        return None
    for chars in group:
        for quality in _qualities(chars):
            if all(_has_quality(c, quality) for c in group):
                return chars
    return None


def _with_other_pair(group: list[Characteristics]) -> Characteristics | None:
    """A [quality] creature of `group` with "bands with other [quality]" and another
    [quality] creature of it (CR 702.22j-k): the first; or None."""
    for chars in group:
        for quality in _qualities(chars):
            if _has_quality(chars, quality) and sum(
                    _has_quality(c, quality) for c in group) > 1:
                return chars
    return None


def band_of(state: GameState, attacker_id: int) -> tuple[int, ...]:
    """The other creatures still attacking in `attacker_id`'s band (CR 702.22e-f)."""
    for band in state.bands:
        if attacker_id in band:
            return tuple(oid for oid in band if oid != attacker_id
                         and (obj := state.objects.get(oid)) is not None
                         and obj.zone == "battlefield" and obj.attacking is not None)
    return ()


def with_bands(state: GameState, blocks: tuple[tuple[int, int], ...]
               ) -> tuple[tuple[int, int], ...]:
    """The blocks declared, and for each, the same blocker blocking each other creature in
    the attacker's band (CR 702.22h)."""
    if not state.bands:
        return blocks
    out = list(blocks)
    for blocker_id, attacker_id in blocks:
        out += [(blocker_id, other) for other in band_of(state, attacker_id)]
    return tuple(dict.fromkeys(out))


def attacker_divider(state: GameState, blockers: list[GameObject]) -> int | None:
    """CR 702.22j: the defending player who divides the damage of a creature blocked by
    `blockers` when one of them has banding, or two are [quality] creatures one of which
    "bands with other [quality]"; None when its controller assigns it."""
    return _divider(state, blockers)


def blocker_divider(state: GameState, blocked: list[GameObject]) -> int | None:
    """CR 702.22k: the active player, who divides the damage of a creature blocking
    `blocked` when one of them has banding, or two are [quality] creatures one of which
    "bands with other [quality]"; None when its controller assigns it."""
    return _divider(state, blocked)


def _divider(state: GameState, group: list[GameObject]) -> int | None:
    group_chars = [characteristics(state, obj) for obj in group]
    for chars in group_chars:
        if BANDING in chars.keywords:
            return chars.controller
    found = _with_other_pair(group_chars) if len(group_chars) > 1 else None
    return found.controller if found is not None else None


def divisions(power: int, among: list[GameObject]) -> list[Assignment]:
    """Every way to divide `power` damage among `among` as the dividing player chooses
    (CR 702.22j-k: no damage assignment order, no lethal damage first)."""
    refs: list[Ref] = [("object", obj.id) for obj in among]
    out: list[Assignment] = []

    def walk(i: int, left: int, acc: Assignment) -> None:
        if i == len(refs) - 1:
            out.append(acc + ((refs[i], left),) if left else acc)
            return
        for amount in range(left, -1, -1):
            walk(i + 1, left - amount, acc + ((refs[i], amount),) if amount else acc)

    if power > 0 and refs:
        walk(0, power, ())
    return out or [()]
