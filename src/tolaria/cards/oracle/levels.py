"""Leveler cards (CR 702.87, 711) and Class cards (CR 716): level striations.

"Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate only as a
sorcery" (CR 702.87a), read by `tolaria.cards.oracle.keyword_lines` like other costed keywords. Each
level symbol ("LEVEL 2-6", "LEVEL 7+") is a static ability: the power/toughness box and
the abilities printed in its striation apply while the permanent has that many level
counters (CR 711.2; below the first, the card's own values, CR 711.5-711.6). The compiler
(`compile_text`, layout "leveler") calls `striation` for each line; a header starts a
striation (`_Parts.level`), its P/T line becomes a layer-7b effect, and `conditioned`
turns the abilities read from the next lines into effects of that static ability: a
condition on the level counters (`tolaria.rules.conditions`, "source_counters").

A Class card's level bar "{2}{G}: Level 2" is an activated ability, "[cost]: This Class's
level becomes 2. Activate only if it is level 1 and only as a sorcery", and a static
ability made of the abilities printed below it (CR 716.2); the level is a designation
(CR 716.2b, `tolaria.rules.keywords.class_level`), 1 when it has none (CR 716.2d). "When this
Class becomes level N" is read by `tolaria.cards.oracle.keywords.becomes_level`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from tolaria.cards.oracle.parser import construct
from tolaria.data.ir import StaticAbility, condition, layer_effect

C_LEVEL = construct("keyword.level", "LEVEL N1-N2 / LEVEL N3+ striations of a leveler card: "
                                     "their power/toughness and abilities while it has that "
                                     "many level counters (CR 711.2, 711.5)")
C_CLASS = construct("keyword.class_level", "A Class's level bar \"{M}: Level N\": gain the "
                                           "level as a sorcery from level N-1; the abilities "
                                           "below it apply from level N on (CR 716.2)")
HEADER = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
PT = re.compile(r"^(\d+)/(\d+)$")
CLASS_BAR = re.compile(r"^((?:\{(?:[0-9]+|[WUBRGC]|[WUBRG]/[WUBRGP])\})+): Level (\d+)$")


def _while(parts: Any) -> Any:
    low, high = parts.level
    if high == "class":
        return condition("class_level", at_least=low)                   # CR 716.2
    bounds = {"at_least": low} if high is None else {"at_least": low, "at_most": high}
    return condition("source_counters", kind="level", **bounds)


def class_bar(line: str, parts: Any) -> bool:
    """"{2}{G}: Level 2" (CR 716.2): the activated ability, and the section it starts."""
    from tolaria.data.ir import ActivatedAbility, Cost, effect
    from tolaria.data.mana import parse_cost
    found = CLASS_BAR.match(line.strip())
    if found is None:
        return False
    n = int(found.group(2))
    parts.level = (n, "class")
    parts.activated.append(ActivatedAbility(
        cost=Cost(mana=parse_cost(found.group(1))), sorcery_speed=True, text=line.strip(),
        condition=condition("class_level", at_least=n - 1, at_most=n - 1),
        effects=(effect("class_level", level=n),)))
    parts.used.add(C_CLASS)
    return True


def striation(line: str, parts: Any) -> bool:
    """A level header or a striation's power/toughness box, read; False for another line."""
    found = HEADER.match(line.strip())
    if found is not None:
        high = int(found.group(2)) if found.group(2) else None
        parts.level = (int(found.group(1)), high)
        parts.used.add(C_LEVEL)
        return True
    found = PT.match(line.strip())
    if found is None or parts.level is None:
        return False
    parts.static.append(StaticAbility(
        kind="continuous", affects="self", condition=_while(parts), text=line.strip(),
        parts=(layer_effect("7b", "set_pt", power=int(found.group(1)),
                            toughness=int(found.group(2))),)))
    return True


def _conditionable(static: StaticAbility) -> bool:
    """A static ability that can work only while a condition holds: a continuous effect, a
    restriction (CR 611.3a), or a damage replacement or prevention effect (CR 614.1a, 615;
    `tolaria.rules.effects.replacements` checks its condition)."""
    return static.kind in ("continuous", "restrict") or static.kind == "replacement" and \
        static.replacement is not None and static.replacement.event == "damage_mod"


def conditioned(parts: Any, before: tuple[int, int, int], keywords: frozenset[str],
                cond: Any = None, text: str = "level abilities",
                granted_rules: bool = False) -> bool:
    """The abilities just read inside a striation become its static ability's (CR 711.2),
    working while `cond` is true (by default, the striation's level); False if one can't
    (a static ability that has a condition of its own, or that isn't a continuous effect
    or restriction, unless `granted_rules`: then it is granted while `cond` is true, as
    the triggered and activated abilities are)."""
    activated, triggered, static = before
    statics = parts.static[static:]
    rules = tuple(s for s in statics if not _conditionable(s))
    gained = tuple(parts.activated[activated:]) + tuple(parts.triggered[triggered:])
    if granted_rules:
        gained += rules
        statics = [s for s in statics if s not in rules]
    names = frozenset(parts.keywords) - keywords
    if any(not _conditionable(s) or s.condition is not None
           for s in statics) or any(s.condition is not None for s in rules):
        return False
    parts.mana_abilities -= sum(1 for a in parts.activated[activated:] if a.mana)
    del parts.activated[activated:], parts.triggered[triggered:], parts.static[static:]
    parts.keywords -= names
    cond = cond if cond is not None else _while(parts)
    if gained or names:
        parts.static.append(StaticAbility(
            kind="continuous", affects="self", condition=cond, text=text,
            parts=(layer_effect("6", "add_abilities", abilities=gained, keywords=names),)))
    parts.static += [replace(s, condition=cond) for s in statics]
    return True
