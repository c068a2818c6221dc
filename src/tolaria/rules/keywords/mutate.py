"""Mutate (CR 702.140) and merged permanents (CR 727).

"Mutate [cost]" is an alternative cost (CR 702.140a, 118.9): a static ability of kind
"mutate" (`tolaria.rules.costs.PERMANENT_ALTERNATIVES`), announced `cast NAME for mutate`,
offered only to the card's owner (the target must have the spell's owner, which `TARGET`
reads as "you own"). The spell then targets a non-Human creature with that owner
(`TARGET`, read by `tolaria.rules.priority` and `tolaria.rules.resolve.target_specs`
while `GameObject.cast_for` says "mutate").

As it resolves (called by `tolaria.rules.resolve`):
- with an illegal target it ceases to be a mutating creature spell and resolves as a
  creature spell (CR 702.140b, 608.3b: `resolving`);
- with a legal one its controller chooses over or under (CR 702.140c: `over_or_under`),
  and the spell merges with the creature (CR 727.2: `merge`): the permanent stays the
  same object (727.2b-c), its components listed in `GameObject.merged`, top first, as
  (card, card_uid), and `GameObject.card` is its topmost component's card (a token only
  if that one is, 727.2d; a copy of a spell merges as a token, 707.10f). Its
  characteristics are a copiable effect, timestamped as the objects merged (727.2a,
  613.2a): a layer-1a "copy" effect giving the topmost card's characteristics and every
  component's abilities (702.140e, `merged_card`), so a copy of it copies those (707.2).
  What modified the spell modifies the permanent (702.140f). Its "whenever this creature
  mutates" abilities trigger (702.140d); `times_mutated` counts the merges.

When it leaves the battlefield each component goes to the new zone, a token one ceasing to
exist there (CR 727.3, 704.5d: `tolaria.rules.zones.move` puts them there), and
the effects that find the new object (exiling and returning it, "exiled until", dies
triggers returning "it", persist and undying) find each card (727.3c), as they find both
cards of a melded permanent (712.21c): one record, `GameState.new_objects`, read by
`tolaria.rules.zones.found_cards`. Put into its owner's library (not shuffled), the owner
arranges the cards, unrevealed (727.3a, as 712.21a: `tolaria.rules.replacement`); in a
graveyard, whose order no rule the engine plays reads (CR 404.2), they go top card first.

Not played, so refused as the spell is cast (`why_not`): merging with a face-down,
double-faced, flip or copying permanent (727.2a, 727.2e-j), or with a commander among the
cards (903.3c, 903.9c).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tolaria.data.actions import Decision
from tolaria.data.ir import AlternativeCost, CardDef, ObjectFilter, TargetSpec, layer_effect
from tolaria.data.state import ContinuousEffect
from tolaria.rules.layers import current_name

if TYPE_CHECKING:
    from tolaria.data.objects import GameObject, Ref
    from tolaria.data.state import GameState

NAME = "mutate"
RULE = "702.140"
MERGED = "merging (CR 727.2a)"              # the source name of a merge's copiable effect
TARGET = TargetSpec(objects=ObjectFilter(types=frozenset({"Creature"}),
                                         not_subtypes=frozenset({"Human"}), owned=True),
                    text="target non-Human creature you own")
OVER, UNDER = "over", "under"


def is_mutating(item: GameObject) -> bool:
    """Is this a mutating creature spell (cast for its mutate cost, CR 702.140a)?"""
    return bool(item.cast_for) and NAME in item.cast_for.split("+")


def why_not(state: GameState, option: AlternativeCost | None, spell: GameObject,
            chosen: tuple[Ref | None, ...]) -> str | None:
    """Why the engine refuses to mutate onto this target: a permanent whose merged
    characteristics it doesn't play, one a copy effect changes or face down (CR 727.2a,
    727.2e, 613.2), a double-faced or flip card (727.2h-j), or with a commander among the
    cards (903.3c, 903.9c); None to allow it (or when the spell isn't cast for mutate)."""
    if option is None or option.name != NAME or not chosen or chosen[0] is None:
        return None
    host = state.objects.get(chosen[0][1])
    if host is None:
        return None
    from tolaria.rules.faces import double_faced
    if host.face_down or double_faced(host) or host.card.flips or any(
            host.id in e.affected and e.source_name != MERGED and any(
                part.op == "copy" for part in e.parts) for e in state.effects):
        return (f"the engine can't merge with {current_name(state, host)}: a face-down, "
                "double-faced, flip or copying permanent (CR 727.2a, 727.2e-j)")
    if state.commanders and any(uid in state.commanders for uid in (
            spell.card_uid, *(uid for _, uid in components(host)))):
        return "the engine can't merge a commander (CR 903.3c, 903.9c)"
    return None


def resolving(state: GameState, item: GameObject) -> None:
    """CR 702.140b, 608.3b: a mutating creature spell whose target is illegal as it begins
    resolving resolves as a creature spell."""
    from tolaria.rules import targets
    if item.is_ability or not is_mutating(item):
        return
    ref = item.targets[0] if item.targets else None
    if ref is not None and targets.is_legal(state, TARGET, ref, item.controller, item):
        return
    item.cast_for = "+".join(n for n in item.cast_for.split("+") if n != NAME)
    item.targets = ()
    state.say(f"{current_name(state, item)}'s target is illegal: it resolves as a creature "
              "spell", "702.140b", "608.3b")


def over_or_under(state: GameState, item: GameObject) -> Decision:
    """CR 702.140c: the spell's controller chooses to put it over or under the creature."""
    host = state.objects[item.targets[0][1]]
    return Decision("choose", item.controller, options=(OVER, UNDER), subject=item.id,
                    prompt=f"{current_name(state, item)} mutates: put it over or under "
                           f"{current_name(state, host)}? (CR 702.140c)")


def components(obj: GameObject) -> tuple[tuple[CardDef, int], ...]:
    """The cards and tokens representing the permanent, top first (CR 727.2)."""
    return obj.merged or ((obj.card, obj.card_uid),)


def times_mutated(source: GameObject | None) -> int:
    """"The number of times this creature has mutated" (CR 702.140d): each merge added one
    component."""
    return len(source.merged) - 1 if source is not None and source.merged else 0


def merged_card(parts: tuple[tuple[CardDef, int], ...]) -> CardDef:
    """CR 702.140e, 727.2a: the topmost component's characteristics with the abilities of
    every component."""
    top = parts[0][0]
    under = [card for card, _ in parts[1:]]
    return replace(
        top, keywords=top.keywords.union(*(c.keywords for c in under)),
        activated=top.activated + tuple(a for c in under for a in c.activated),
        triggered=top.triggered + tuple(a for c in under for a in c.triggered),
        static=top.static + tuple(a for c in under for a in c.static))


def merge(state: GameState, item: GameObject, over: bool) -> None:
    """CR 702.140c, 727.2: the resolving spell leaves the stack and merges with its target,
    which stays the same object (727.2b-c) and mutates (702.140d)."""
    from tolaria.rules import triggers, zones
    host = state.objects[item.targets[0][1]]
    before = current_name(state, host)
    joining = ((item.card, item.card_uid),)
    parts = joining + components(host) if over else components(host) + joining
    where = zones.zone_list(state, item)
    if where is not None:
        where.remove(item.id)
    if item.is_copy:                                          # a copy: a token (707.10f)
        joining = ((replace(item.card, token=True), item.card_uid),)
        parts = joining + components(host) if over else components(host) + joining
    if state.effects:
        zones.follow_spell(state, item.id, host.id)           # CR 702.140f, 400.7a
    if item.chosen:
        from tolaria.rules.mana_spent import entering
        entering(state, item, host)                           # "it gains haste" (702.140f)
    item.zone, item.successor = "gone:stack", host.id         # CR 702.140f
    state.departed.append(item.id)
    merged(state, host, parts)
    state.say(f"{current_name(state, item)} merges with {before}, "
              f"{'over' if over else 'under'} it: {current_name(state, host)}",
              "702.140c", "727.2")
    triggers.on_mutated(state, host)                          # CR 702.140d


def merged(state: GameState, host: GameObject, parts: tuple[tuple[CardDef, int], ...]
           ) -> None:
    """The permanent `host` is represented by `parts`, top first (CR 727.2): the topmost's
    card (a token only if it is, 727.2d), and the copiable effect of merging, timestamped
    now (727.2a, 613.2a), replacing that of an earlier merge."""
    host.merged = parts
    host.card = parts[0][0]
    state.effects = [e for e in state.effects
                     if not (e.source_name == MERGED and host.id in e.affected)]
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=MERGED, affected=(host.id,),
        parts=(layer_effect("1a", "copy", card=merged_card(parts)),), until="permanent"))
    state.changed()
