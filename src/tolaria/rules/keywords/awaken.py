"""Awaken (CR 702.113).

"Awaken N—[cost]" means "You may cast this spell for [cost]. If you do, this spell gains
'Put N +1/+1 counters on target land you control. That land becomes a 0/0 Elemental
creature with haste. That land is still a land'" (CR 702.113a). It is an alternative cost
named "awaken" (announced `cast NAME for awaken`), with a static ability of kind "awaken"
holding N; `awakened` is the spell it becomes, its new target after the printed ones
(`tolaria.rules.keywords.cast_forms`). The land stays an Elemental creature as long as it is
on the battlefield (CR 611.2a, no duration).
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.data.ir import (
    CardDef,
    Mode,
    ObjectFilter,
    TargetSpec,
    effect,
    layer_effect,
)

NAME = "awaken"
LAND = TargetSpec(objects=ObjectFilter(types=frozenset({"Land"}), controller="you"),
                  text="target land you control")
ELEMENTAL = (layer_effect("4", "add_types", types=("Creature",)),
             layer_effect("4", "add_subtypes", subtypes=("Elemental",)),
             layer_effect("6", "add_keywords", keywords=frozenset({"haste"})),
             layer_effect("7b", "set_pt", power=0, toughness=0))


def awakened(card: CardDef) -> CardDef:
    """The spell with the ability awaken gives it (CR 702.113a): a single-mode spell."""
    n = next(a.amount for a in card.static if a.kind == NAME)
    assert card.spell is not None and len(card.spell.modes) == 1
    mode = card.spell.modes[0]
    land = len(mode.targets)
    more = (effect("put_counters", target=land, kind="+1/+1", amount=n),
            effect("continuous", target=land, parts=ELEMENTAL, until="permanent"))
    new = Mode(mode.targets + (LAND,), mode.effects + more,
               f"{mode.text} Put {n} +1/+1 counters on target land you control; it becomes a "
               "0/0 Elemental creature with haste. It's still a land.")
    return replace(card, spell=replace(card.spell, modes=(new,)))
