"""Retrace and jump-start (CR 702.81, 702.133): casting a card from its owner's graveyard
by discarding a card as well as paying its other costs.

- "Retrace" means "You may cast this card from your graveyard by discarding a land card in
  addition to paying its other costs" (CR 702.81a);
- "Jump-start" means "You may cast this card from your graveyard if the resulting spell is
  an instant or sorcery spell by discarding a card in addition to paying its other costs.
  Then, if this card was cast this way, exile it instead of putting it anywhere else any
  time it would leave the stack" (CR 702.133a).

`tolaria.cards.oracle.keyword_triggers` reads them into static abilities of those kinds; the usual
timing applies (CR 601.3). `tolaria.rules.priority` offers the cast from the graveyard for the
card's mana cost (or another alternative cost it may use there) and `tolaria.rules.costs` adds
the discard (`extra_cost`); a jump-started spell is exiled as it leaves the stack
(`GameObject.exile_on_leave`, as flashback's).

"You may cast this card from your graveyard [if <condition>]" (a static ability of kind
`PERMISSION`, CR 601.2a) is cast the same way, with no extra cost, while its condition
holds (`why_not`); "You may play lands from your graveyard" (kind `LANDS`) lets its
controller play land cards from their graveyard (`may_play_land`, CR 305.1); "Once during
each of your turns, you may cast a <kind> spell from your graveyard." (kind `SPELLS`) lets
its controller cast one such card from their graveyard each of their turns for its mana
cost (`may_cast`, `use_permission`). "Until end of turn, you may play lands and cast spells
from your graveyard." (Yawgmoth's Will) is a continuous effect that does the same for the
turn, without a limit (`turn_permission`). "You may cast <spells> from your graveyard."
(kind `GRAVEYARD_SPELLS`, an emblem's) does it with no limit while it is there; with
`THEN_EXILED` the spell cast this way is exiled if it would be put into its owner's
graveyard (CR 614.1a; `use_permission`).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from tolaria.data.ir import CardDef, Cost, ObjectFilter
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import GRAVEYARD_SPELLS, THEN_EXILED
from tolaria.rules.layers import controller, current_name

RETRACE, JUMP_START = "retrace", "jump-start"
JUMP_START_RULE = "702.133a"
# A static ability: "Instant and sorcery cards in your graveyard have retrace." (an emblem's,
# CR 702.81a); `granted_retrace`.
RETRACE_GRANT = "grant_retrace"
# "You may cast this card from your graveyard [if <condition>]." (CR 601.2a): no extra cost;
# its condition is checked as it would be cast (`why_not`).
PERMISSION = "cast_from_graveyard"
_EXTRA = {RETRACE: Cost(discard=1, discard_filter=ObjectFilter(types=frozenset({"Land"}))),
          JUMP_START: Cost(discard=1), PERMISSION: Cost()}


def kind(card: CardDef) -> str | None:
    """"retrace" or "jump-start" if the card has it, else None."""
    if not card.static:
        return None
    return next((a.kind for a in card.static if a.kind in _EXTRA), None)


@lru_cache(maxsize=4096)
def own_way(card: CardDef) -> bool:
    """Does the card itself let it be cast or activated from a graveyard: flashback, escape,
    its own permission or keyword of this module, an ability that works there (CR 113.6k)?
    Without it, only a permanent's permission or an effect's grant can."""
    from tolaria.rules.keywords.disturb import disturb_ability
    from tolaria.rules.keywords.escape import has_escape
    from tolaria.rules.keywords.flashback import has_flashback
    from tolaria.rules.keywords.harmonize import has_harmonize
    return has_flashback(card) or has_escape(card) or has_harmonize(card) or \
        kind(card) is not None or any(
        a.zone == "graveyard" for a in card.activated) or disturb_ability(card) is not None


def extra_cost(card: CardDef) -> Cost | None:
    """The discard added to the cost of casting it from the graveyard (for its own
    permission, the cost it names: "by discarding a card in addition to ...")."""
    found = kind(card)
    if found == PERMISSION:
        return next((a.cost for a in card.static if a.kind == PERMISSION and a.cost), Cost())
    return _EXTRA[found] if found is not None else None


def using(card: CardDef) -> str:
    """The alternative cost its own permission must be cast with ("You may cast this card
    from your graveyard using its blitz ability": "blitz", CR 702.152a), or ""."""
    return next((a.keyword for a in card.static if a.kind == PERMISSION), "")


def why_not(state: GameState, player: int, obj: GameObject) -> str | None:
    """Why its own permission doesn't let `player` cast it from the graveyard now: its
    condition is false (CR 601.2a)."""
    from tolaria.rules.triggers import holds
    for ability in obj.card.static:
        if ability.kind == PERMISSION and ability.condition is not None and not holds(
                state, ability.condition, obj, player):
            return (f"{current_name(state, obj)} may be cast from the graveyard only if its "
                    "condition holds")
    return None


LANDS = "play_lands_from_graveyard"


def permission_statics(state: GameState) -> list[Any]:
    """(source, ability) for the static abilities letting players play cards from their
    graveyards (this module's kinds and flashback's): read from the board's static
    abilities alone, so kept with its characteristics (`GameState.board_cache`)."""
    found = state.board_cache.get("graveyard permissions")
    if found is None:
        from tolaria.rules.layers import static_abilities
        found = state.board_cache["graveyard permissions"] = [
            (src, a) for src, a in static_abilities(state) if a.kind in _STATIC_KINDS]
    return found


def turn_permission(state: GameState, player: int) -> bool:
    """Does an effect let `player` play lands and cast spells from their graveyard now
    ("Until end of turn, you may ...", Yawgmoth's Will; "You may cast Zombie spells from
    your graveyard this turn."; CR 611.2a)?"""
    return bool(_turn_parts(state, player))


def _turn_parts(state: GameState, player: int) -> list[Any]:
    """The parts of such effects for `player`: `filter` the spells they allow (none: any),
    `spells_only` no lands."""
    from tolaria.data.vocabulary import GRAVEYARD_PLAY
    return [part for e in state.effects for part in e.parts
            if part.op == GRAVEYARD_PLAY and part.get("player") == player]


def land_permissions(state: GameState, player: int) -> list[Any]:
    """The filters of "You may play lands from your graveyard" abilities `player` controls
    (CR 305.1, 601.3); any land with an effect's permission (`turn_permission`)."""
    from tolaria.rules.layers import controller
    found = [a.filter for src, a in permission_statics(state)
             if a.kind == LANDS and controller(state, src) == player]
    return found + [None] if any(not part.get("spells_only")
                                 for part in _turn_parts(state, player)) else found


def may_play_land(state: GameState, player: int, obj: GameObject) -> bool:
    """May `player` play this land card from their graveyard (a permission, CR 305.1)?"""
    if obj.zone != "graveyard" or obj.owner != player or "Land" not in obj.card.types:
        return False
    from tolaria.rules.layers import matches
    return any(matches(state, flt, obj, player) for flt in land_permissions(state, player))


SPELLS = "cast_spells_from_graveyard"


def granted_retrace(state: GameState, obj: GameObject) -> bool:
    """Does an ability its owner controls ("Instant and sorcery cards in your graveyard have
    retrace.") give this card in their graveyard retrace (CR 702.81a)? Not one with its own
    way of being cast from there (`kind`), which it is cast by."""
    if obj.zone != "graveyard" or obj.card.spell is None or obj.card.mana_cost is None \
            or kind(obj.card) is not None:
        return False
    statics = permission_statics(state)
    if not statics:
        return False
    from tolaria.rules.layers import matches
    return any(a.kind == RETRACE_GRANT and controller(state, src) == obj.owner
               and matches(state, a.filter, obj, obj.owner) for src, a in statics)


def kind_of(state: GameState, obj: GameObject) -> str | None:
    """`kind` of the card, or "retrace" when an ability gives it retrace there."""
    return kind(obj.card) or (RETRACE if granted_retrace(state, obj) else None)


def granted_cost(state: GameState, player: int, obj: GameObject) -> Cost | None:
    """The discard of a land card a granted retrace adds to its cost (CR 702.81a), unless
    a permission lets it be cast without (`may_cast`)."""
    if not granted_retrace(state, obj) or may_cast(state, player, obj):
        return None
    return _EXTRA[RETRACE]
_STATIC_KINDS = frozenset({LANDS, SPELLS, GRAVEYARD_SPELLS, RETRACE_GRANT, "grant_flashback",
                           "grant_escape"})
_USED = "graveyard_permission"          # `GameState.this_turn` fact: (this, source id)


def _spell_permissions(state: GameState, player: int, obj: GameObject) -> list[int]:
    """The permanents whose "Once during each of your turns, you may cast a <kind> spell
    from your graveyard." lets `player` cast this card now, not yet used this turn."""
    if obj.zone != "graveyard" or obj.owner != player or state.active != player \
            or not permission_statics(state) or kind(obj.card) is not None:
        return []
    from tolaria.rules.layers import controller, matches
    return [src.id for src, a in permission_statics(state)
            if a.kind == SPELLS and controller(state, src) == player
            and (_USED, src.id) not in state.this_turn and matches(state, a.filter, obj, player)]


def may_cast(state: GameState, player: int, obj: GameObject) -> bool:
    """May `player` cast this card from their graveyard for its mana cost by a permanent's
    once-each-turn permission (CR 601.2a), by an effect's for the turn (Yawgmoth's Will), or
    by a resolved effect's permission for this card ("You may cast that card this turn.",
    `effect_permission`)?"""
    return effect_permission(state, player, obj) or _by_turn_permission(state, player, obj) \
        or bool(_unlimited(state, player, obj)) or bool(_spell_permissions(state, player, obj))


def _unlimited(state: GameState, player: int, obj: GameObject) -> list[str]:
    """The `keyword`s of the "You may cast <spells> from your graveyard." abilities `player`
    controls that let them cast this card now (CR 601.2a)."""
    if obj.zone != "graveyard" or obj.owner != player or "Land" in obj.card.types:
        return []
    found = [a for src, a in permission_statics(state) if a.kind == GRAVEYARD_SPELLS
             and controller(state, src) == player]
    if not found:
        return []
    from tolaria.rules.layers import matches
    return [a.keyword for a in found if matches(state, a.filter, obj, player)]


def _by_turn_permission(state: GameState, player: int, obj: GameObject) -> bool:
    if obj.zone != "graveyard" or obj.owner != player or "Land" in obj.card.types:
        return False
    from tolaria.rules.layers import matches
    return any(part.get("filter") is None or matches(state, part.get("filter"), obj, player)
               for part in _turn_parts(state, player))


def effect_permission(state: GameState, player: int, obj: GameObject) -> bool:
    """Does a resolved effect let `player` cast this card in a graveyard ("Choose target
    artifact card in your graveyard. You may cast that card this turn.", Emry; CR 601.3,
    611.2a)? The permission is for that object: a new object after a zone change has none
    (CR 400.7). It ends with the turn (`effects.library.turn_ends`)."""
    return obj.zone == "graveyard" and any(
        cid == obj.id and who == player for cid, who, _, _ in state.may_play)


def use_permission(state: GameState, player: int, obj: GameObject) -> bool:
    """The card is being cast by such a permission: a permanent's is used for this turn (an
    effect's, then one with no limit, first: the permission that changes nothing else). True
    when the spell is to be exiled if it would be put into its owner's graveyard: only such
    a permission lets it be cast (CR 614.1a)."""
    if effect_permission(state, player, obj) or _by_turn_permission(state, player, obj):
        return False
    unlimited = _unlimited(state, player, obj)
    if "" in unlimited:
        return False
    found = _spell_permissions(state, player, obj)
    if found:
        from tolaria.rules.conditions import record
        record(state, _USED, found[0])
        return False
    return THEN_EXILED in unlimited
