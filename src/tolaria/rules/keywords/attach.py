"""Attaching Auras and Equipment (CR 701.3, 303.4, 301.5) and when they fall off (CR 704.5m-p).

`can_attach` is the one test of what an Aura or Equipment may be attached to:
its enchant ability (CR 702.5, 303.4a), Equipment only on creatures (CR 301.5),
never itself or, for an Aura or an Equipment without reconfigure that is also a creature,
anything (CR 303.4d, 301.5c), and protection (CR 702.16c-d). Casting an Aura, equipping,
attaching by an effect and the state-based actions all use it. An Aura with enchant
player is attached to a player instead (`GameObject.attached_player`, `can_attach_player`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tolaria.data.ir import TargetSpec
from tolaria.data.vocabulary import ENCHANT, SPARES
from tolaria.rules.keywords import protection, reconfigure
from tolaria.rules.layers import current_name

if TYPE_CHECKING:
    from tolaria.data.ir import CardDef, ObjectFilter
    from tolaria.data.objects import GameObject
    from tolaria.data.state import GameState

# CR 702.5d, 303.4a: an Aura with enchant player targets any player as it is cast.
ENCHANT_PLAYER = TargetSpec(players="any", text="enchant")


def enchant_target(card: CardDef) -> TargetSpec | None:
    """The target an Aura spell requires, defined by its enchant ability (CR 303.4a)."""
    if card.enchant_player:
        return ENCHANT_PLAYER
    return TargetSpec(objects=card.enchant, text="enchant") if card.enchant is not None else None


def can_attach_player(state: GameState, attachment: GameObject, player: int) -> bool:
    """Could the Aura `attachment` enchant `player`? Only with enchant player, and only a
    player still in the game (CR 702.5d, 303.4c, 800.4a); a creature Aura enchants nothing
    (CR 303.4d)."""
    from tolaria.rules.layers import characteristics
    if not attachment.card.enchant_player or player >= state.n_players \
            or state.players[player].lost:
        return False
    a = characteristics(state, attachment)
    from tolaria.rules.restrictions import protected_player
    return "Aura" in a.subtypes and not a.is_creature and \
        not protected_player(state, player)                            # CR 702.16c


def enchant_filter(state: GameState, obj: GameObject) -> ObjectFilter | None:
    """What the Aura `obj` may enchant: its printed enchant ability, or one an effect gave
    it (CR 702.5a); None if it has none."""
    from tolaria.rules.layers import characteristics
    if obj.card.enchant is not None:
        return obj.card.enchant
    return next((a.filter for a in characteristics(state, obj).static if a.kind == ENCHANT),
                None)


def can_attach(state: GameState, attachment: GameObject, host: GameObject) -> bool:
    """Could `attachment` legally be attached to the permanent `host`? (CR 701.3a)"""
    from tolaria.rules.layers import characteristics, chars_match
    enchant = enchant_filter(state, attachment)
    if enchant is not None and enchant.zone == "graveyard":
        return _reanimating_aura(state, attachment, host)
    if host.zone != "battlefield" or host.id == attachment.id:
        return False                                               # CR 303.4d, 301.5c
    a = characteristics(state, attachment)
    h = characteristics(state, host)
    if "Aura" in a.subtypes:
        if a.is_creature or attachment.card.enchant_player:
            return False                                           # CR 303.4d, 702.5d
        if enchant is not None and not chars_match(h, enchant, a.controller,
                                                             state.options.teams):
            return False                                           # CR 303.4a, 702.5c
    elif "Equipment" in a.subtypes:
        if not reconfigure.may_equip(a) or not h.is_creature:
            return False                                           # CR 301.5, 301.5c
    else:
        return False                                               # CR 701.3b, 704.5p
    return protection.can_be_attached(h, a)                        # CR 702.16c-d


# Animate Dead's "enchant creature put onto the battlefield with this Aura" (CR 613.1f): the
# key of `GameObject.chosen` naming that creature once its enters trigger resolved.
ENCHANT_PUT = "enchant_put"


def _reanimating_aura(state: GameState, aura: GameObject, host: GameObject) -> bool:
    """"Enchant creature card in a graveyard" (CR 303.4a): a creature card in a graveyard;
    once it has lost that for "enchant creature put onto the battlefield with this Aura"
    (its enters trigger, `ENCHANT_PUT`), only that creature."""
    from tolaria.rules.layers import characteristics, chars_match
    put = dict(aura.chosen).get(ENCHANT_PUT)
    if put is not None:
        return host.zone == "battlefield" and str(host.id) == put and \
            characteristics(state, host).is_creature and protection.can_be_attached(
                characteristics(state, host), characteristics(state, aura))
    a = characteristics(state, aura)
    return host.zone == "graveyard" and "Aura" in a.subtypes and not a.is_creature and \
        chars_match(characteristics(state, host), aura.card.enchant, a.controller,
                    state.options.teams)


def legally_attached(state: GameState, obj: GameObject) -> bool:
    """Is `obj` attached to an object or player it may be attached to? (CR 704.5m-n,
    303.4c)"""
    if obj.attached_player is not None:
        return can_attach_player(state, obj, obj.attached_player)
    host = state.objects.get(obj.attached_to) if obj.attached_to is not None else None
    return host is not None and can_attach(state, obj, host)


def spared(state: GameState, attached: GameObject) -> bool:
    """CR 702.16n, 702.16p: is the Aura or Equipment `attached`, attached to a permanent it
    can't be attached to, kept there because only protection that "doesn't remove" it
    makes it illegal ("this Aura", "Auras", "Auras and Equipment you control that are
    already attached to it")? It is if it would be legal without those effects (the
    permanent's other instances of protection affect it as normal)."""
    from tolaria.rules.layers import characteristics
    host = state.objects.get(attached.attached_to) if attached.attached_to is not None \
        else None
    if host is None or host.zone != "battlefield":
        return False
    kinds = characteristics(state, attached).subtypes
    sparing = [obj for oid in state.battlefield
               if (obj := state.objects[oid]).attached_to == host.id
               and any(_spares(state, part.get(SPARES), obj, attached, kinds)
                       for ability in characteristics(state, obj).static
                       if ability.kind == "continuous" and ability.affects == "enchanted"
                       for part in ability.parts)]
    if not sparing:
        return False
    cards, cache = [obj.card for obj in sparing], state.board_cache
    without = [replace(obj.card, static=tuple(replace(a, parts=tuple(
        p for p in a.parts if not _spares(state, p.get(SPARES), obj, attached, kinds)))
        for a in obj.card.static)) for obj in sparing]
    try:
        state.board_cache = {}                  # the world without those effects
        for obj, card in zip(sparing, without, strict=True):
            obj.card = card
        return can_attach(state, attached, host)
    finally:
        for obj, card in zip(sparing, cards, strict=True):
            obj.card = card
        state.board_cache = cache


def _spares(state: GameState, spares: Any, source: GameObject, attached: GameObject,
            kinds: frozenset[str]) -> bool:
    """Does the protection of the Aura `source` marked `spares` spare `attached`, an
    object with these subtypes? (CR 702.16n, 702.16p)"""
    from tolaria.rules.layers import controller
    if spares == "self":
        return source is attached
    if spares == "auras":
        return "Aura" in kinds
    if spares == "attached":           # already attached as the protection began to apply
        return bool(kinds & {"Aura", "Equipment"}) and (source is attached or (
            controller(state, attached) == controller(state, source)
            and attached.timestamp < source.timestamp))
    return False


def attach(state: GameState, attachment: GameObject, host: GameObject) -> bool:
    """CR 701.3: move `attachment` onto `host`; returns whether it moved.

    It doesn't move if it can't be attached to `host` or is already on it (CR 701.3b);
    when it moves it gets a new timestamp (CR 701.3c, 613.7e).
    """
    if attachment.zone != "battlefield" or not can_attach(state, attachment, host):
        state.say(f"{current_name(state, attachment)} can't be attached to "
                  f"{current_name(state, host)} and doesn't move",
                  "701.3b")
        return False
    if attachment.attached_to == host.id:
        return False                                               # CR 701.3b: nothing happens
    was = attachment.attached_to
    attachment.attached_to = host.id
    attachment.timestamp = state.timestamp()                       # CR 613.7e
    state.say(f"{current_name(state, attachment)} becomes attached to "
              f"{current_name(state, host)}", "701.3a", "613.7e")
    state.changed()
    from tolaria.rules.triggers import on_attached, on_unattached
    if was is not None:
        on_unattached(state, attachment, was)                      # moved off it (701.3c)
    on_attached(state, attachment, host)                           # CR 701.3a
    return True


def unattach(state: GameState, obj: GameObject, *rules: str) -> None:
    """CR 701.3d: it stays on the battlefield, attached to nothing."""
    was = obj.attached_to
    host = state.objects.get(was) if was is not None else None
    obj.attached_to = None
    what = f" from {current_name(state, host)}" if host is not None else ""
    state.say(f"{current_name(state, obj)} becomes unattached{what}", "701.3d", *rules)
    state.changed()
    if was is not None:
        from tolaria.rules.triggers import on_unattached
        on_unattached(state, obj, was)


def unattach_rule(state: GameState, obj: GameObject) -> str:
    """The state-based action that unattaches a non-Aura: 704.5n (Equipment) or 704.5p."""
    from tolaria.rules.layers import characteristics
    return "704.5n" if "Equipment" in characteristics(state, obj).subtypes else "704.5p"
