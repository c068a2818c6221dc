"""Bestow (CR 702.103).

"Bestow [cost]" means "As you cast this spell, you may choose to cast it bestowed. If you
do, you pay [cost] rather than its mana cost" (CR 702.103a): an alternative cost named
"bestow" (`tolaria.rules.costs.PERMANENT_ALTERNATIVES`), announced `cast NAME for bestow`.

As a spell cast bestowed is put onto the stack it becomes an Aura enchantment with enchant
creature (CR 702.103b), until it ceases to be bestowed: the spell and the permanent it
becomes hold `bestowed(card)`, the card as an Aura (no creature type, creature subtypes or
power and toughness, CR 205.1b, 208.3), and remember "bestow" in `GameObject.cast_for`.
Targets, resolution, attaching and the layers then treat it as any Aura. Only the bestowed
characteristics are used to cast it (CR 702.103d: `tolaria.rules.keywords.cast_forms.as_cast`).

It ceases to be bestowed, and is the card again:
- as it begins resolving with an illegal target: it resolves as a creature spell
  (CR 702.103e, 608.3b; `resolving`, called by `tolaria.rules.resolve`);
- when it becomes unattached, or is attached illegally: it becomes unattached rather than
  being put into the graveyard (CR 702.103f, an exception to CR 704.5m; `unattached`,
  called by `tolaria.rules.sba`);
- as it leaves the stack or the battlefield for another zone (CR 400.7:
  `tolaria.rules.keywords.cast_forms.printed`, used by `tolaria.rules.zones.move`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tolaria.data.ir import CardDef, ObjectFilter
from tolaria.rules.layers import current_name

if TYPE_CHECKING:
    from tolaria.data.objects import GameObject
    from tolaria.data.state import GameState

NAME = "bestow"
RULE = "702.103"
CREATURE = ObjectFilter(types=frozenset({"Creature"}))


def bestowed(card: CardDef) -> CardDef:
    """The card as a bestowed Aura: an Aura enchantment with enchant creature (CR 702.103b)."""
    return replace(card, types=frozenset({"Enchantment"}), subtypes=("Aura",), power=None,
                   toughness=None, enchant=CREATURE)


def is_bestowed(card: CardDef) -> bool:
    """Is this the Aura a bestowed spell or permanent is? (CR 702.103b)"""
    return card.enchant is not None and "Creature" not in card.types and any(
        a.kind == NAME for a in card.static)


def _cease(state: GameState, obj: GameObject) -> None:
    from tolaria.rules.keywords.cast_forms import printed
    obj.card = printed(obj.card)
    obj.cast_for = "+".join(n for n in obj.cast_for.split("+") if n != NAME)
    state.changed()


def resolving(state: GameState, item: GameObject) -> None:
    """CR 702.103e: a bestowed Aura spell whose target is illegal as it begins resolving
    ceases to be bestowed and resolves as a creature spell (not countered, CR 608.3b)."""
    from tolaria.rules import targets
    if item.is_ability or not is_bestowed(item.card):
        return
    ref = item.targets[0] if item.targets else None
    spec = targets_spec(item.card)
    if ref is not None and targets.is_legal(state, spec, ref, item.controller, item):
        return
    _cease(state, item)
    item.targets = ()
    state.say(f"{current_name(state, item)}'s target is illegal: it ceases to be bestowed and "
              "resolves as a "
              "creature spell", "702.103e", "608.3b")


def targets_spec(card: CardDef) -> Any:
    from tolaria.data.ir import TargetSpec
    return TargetSpec(objects=card.enchant, text="enchant")


def unattached(state: GameState, obj: GameObject) -> bool:
    """CR 702.103f: a bestowed Aura not legally attached becomes unattached and ceases to be
    bestowed (it stays on the battlefield as an enchantment creature). False if `obj`
    isn't a bestowed Aura (CR 704.5m applies)."""
    if not is_bestowed(obj.card):
        return False
    from tolaria.rules.keywords import attach
    _cease(state, obj)
    if obj.attached_to is not None:
        attach.unattach(state, obj, "702.103f")
    state.say(f"{current_name(state, obj)} ceases to be bestowed: it is an enchantment "
              "creature", "702.103f")
    return True
