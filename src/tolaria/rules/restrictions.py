"""Rules restrictions and rules changes of one object or player: which creatures may
block, whom a creature may attack, abilities that can't be activated, players that can't
be targeted, spells that can't be countered (CR 508.1c-d, 509.1b, 510.1, 602.5, 702.11c).

A restriction is a string in `Characteristics.restrictions` (layers gather them from
static abilities of kind "restrict" and from effects granting those). The plain ones
("cant_attack", "cant_block", "cant_be_blocked", "doesnt_untap", "must_attack",
"cant_regenerate", and the named constants below) are read where they apply; these carry
their parameter after a colon:

- "block_only:flying": this creature can block only creatures with flying (CR 509.1b);
- "cant_be_blocked_by:<test>": creatures passing <test> can't block it (CR 509.1b), the
  test one of "power>=N", "power<=N", "keyword=K", "color=C", "subtype=S", "type=T";
- "blocked_only_by:<test>": only creatures passing <test> can block it (CR 509.1b); a
  test may name several values, any of which will do ("keyword=flying|reach");
- "cant_block:<test>": this creature can't block creatures passing <test> (CR 509.1b);
- CANT_BLOCK_OBJECT + an object id: this creature can't block that creature ("target
  creature can't block this creature this turn", CR 509.1b; `cant_block_object`);
- "cant_be_blocked_by_weaker": creatures with power less than its power can't block
  it (CR 509.1b);
- "cant_be_blocked_by_stronger": creatures with power greater than its power can't
  block it (CR 509.1b);
- "cant_block_yours:<player>": this creature can't block creatures that player controls,
  the controller of the restriction's source ("can't block creatures you control", CR
  509.1b);
- "cant_block_stronger": this creature can't block creatures with power greater than
  its power (CR 509.1b);
- "unblockable_if_defender:<test>": it can't be blocked as long as the defending player
  controls a permanent passing <test> (`blocker_filter`'s, "untapped" too) (CR 509.1b);
- "max_blockers:1": it can't be blocked by more than one creature (CR 509.1b);
- "min_blockers:N": it can't be blocked except by N or more creatures (CR 509.1b);
- "cant_attack_you:<player>": it can't attack that player or planeswalkers they control
  (CR 508.1c);
- "attack_unless:<land type>": it can't attack unless the defending player controls a
  land of that type (CR 508.1c);
- "attack_unless_defender_is:<poisoned / monarch / graveyard>=N>": it can't attack unless
  the defending player is poisoned, is the monarch or has N or more cards in their
  graveyard (CR 508.1c);
- "cant_activate": its activated abilities can't be activated (CR 602.5), mana abilities
  too (CR 605.3a); "cant_activate_nonmana": unless they're mana abilities.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from tolaria.data.ir import ObjectFilter
from tolaria.data.vocabulary import (
    ATTACK_IF_DEFENDER,
    ATTACK_UNLESS_DEFENDER,
    ATTACK_UNLESS_DEFENDER_IS,
    BY_TOUGHNESS,
    CANT_ACTIVATE,
    CANT_ACTIVATE_NONMANA,
    CANT_ATTACK_YOU,
    CANT_ATTACK_YOU_PLAYER,
    CANT_BLOCK_YOURS,
    CANT_CAST,
    CANT_SEARCH,
    CAST_BY_YOU,
    CAST_LIMIT,
    CASTER_LANDS,
    DESPITE_HEXPROOF,
    DRAW_LIMIT,
    EXILED_NAMES,
    GRAVEYARD_UNTARGETABLE,
    NEXT_UNTAP,
    NO_COMBAT_DAMAGE,
    NO_SELF_SEARCH,
    OFF_TURN,
    PLAYER_HEXPROOF,
    PLAYER_PROTECTION,
    PLAYER_SHROUD,
    SORCERY_TIMING_ONLY,
    SPELLS_FORBIDDEN,
    SPELLS_UNCOUNTERABLE,
    VENTURE_LIMIT,
    YOUR_NEXT_UNTAP,
    blocker_filter,
)

CANT_BLOCK_OBJECT = "cant_block_object:"


def cant_block_object(attacker_id: int) -> str:
    """The restriction "can't block this creature" (CR 509.1b), naming that object."""
    return f"{CANT_BLOCK_OBJECT}{attacker_id}"


def why_cant_block(state: Any, blocker: Any, attacker: Any) -> str | None:
    """Why the creature with characteristics `blocker` can't block `attacker` because of
    these restrictions (CR 509.1b), or None."""
    from tolaria.rules.layers import chars_match
    for text in attacker.restrictions:
        if text.startswith("unblockable_if_defender:") and _defender_has(
                state, blocker.controller, blocker_filter(text[24:])):
            return (f"{attacker.name} can't be blocked while the defending player controls "
                    f"that (CR 509.1b)")
    for text in blocker.restrictions:
        if text == "block_only:flying" and "flying" not in attacker.keywords:
            return f"{blocker.name} can block only creatures with flying (CR 509.1b)"
        if text.startswith("cant_block:") and chars_match(
                attacker, blocker_filter(text[11:]), blocker.controller, state.options.teams):
            return f"{blocker.name} can't block {attacker.name} (CR 509.1b)"
        if text.startswith(CANT_BLOCK_YOURS) and text.partition(":")[2] == str(
                attacker.controller):
            return f"{blocker.name} can't block creatures that player controls (CR 509.1b)"
        if text == "cant_block_stronger" and blocker.power is not None and \
                attacker.power is not None and attacker.power > blocker.power:
            return (f"{blocker.name} can't block creatures with greater power than its own "
                    "(CR 509.1b)")
    for text in attacker.restrictions:
        if text == "ring_bearer":                                     # CR 701.52c
            from tolaria.rules.ring import why_cant_block as ring_bearer
            if problem := ring_bearer(blocker, attacker):
                return problem
        if text == "cant_be_blocked_by_weaker" and blocker.power is not None and \
                attacker.power is not None and blocker.power < attacker.power:
            return (f"creatures with power less than {attacker.name}'s can't block it "
                    "(CR 509.1b)")
        if text == "cant_be_blocked_by_stronger" and blocker.power is not None and \
                attacker.power is not None and blocker.power > attacker.power:
            return (f"creatures with power greater than {attacker.name}'s can't block it "
                    "(CR 509.1b)")
        if text.startswith("cant_be_blocked_by:") and chars_match(
                blocker, blocker_filter(text[19:]), blocker.controller, state.options.teams):
            return f"{attacker.name} can't be blocked by {blocker.name} (CR 509.1b)"
        if text.startswith("blocked_only_by:") and not chars_match(
                blocker, blocker_filter(text[16:]), blocker.controller, state.options.teams):
            return f"{attacker.name} can't be blocked except by certain creatures (CR 509.1b)"
    return None


def why_too_many_blockers(attacker: Any, count: int) -> str | None:
    """"Can't be blocked by more than one creature" (CR 509.1b)."""
    if count > 1 and "max_blockers:1" in attacker.restrictions:
        return f"{attacker.name} can't be blocked by more than one creature (CR 509.1b)"
    for text in attacker.restrictions:
        if text.startswith("min_blockers:") and 0 < count < int(text[13:]):
            return (f"{attacker.name} can't be blocked except by {text[13:]} or more "
                    "creatures (CR 509.1b)")
    return None


def why_cant_attack(state: Any, attacker: Any, defender: int, battle: bool = False,
                    planeswalker: bool = False) -> str | None:
    """"Can't attack unless defending player controls an Island" (CR 508.1c): checked
    for the player it would attack (or whose planeswalker it would attack, or the
    protector of the `battle` it would attack)."""
    from tolaria.rules.layers import characteristics
    for text in attacker.restrictions:
        if text.startswith((ATTACK_UNLESS_DEFENDER, ATTACK_IF_DEFENDER)):
            unless = text.startswith(ATTACK_UNLESS_DEFENDER)
            test = text[len(ATTACK_UNLESS_DEFENDER if unless else ATTACK_IF_DEFENDER):]
            if _defender_has(state, defender, blocker_filter(test)) != unless:
                return (f"{attacker.name} can't attack {'unless' if unless else 'if'} the "
                        "defending player controls such a permanent (CR 508.1c)")
        if text.startswith(ATTACK_UNLESS_DEFENDER_IS) and not _defender_is(
                state, defender, text[len(ATTACK_UNLESS_DEFENDER_IS):]):
            return (f"{attacker.name} can't attack unless the defending player is "
                    f"{text[len(ATTACK_UNLESS_DEFENDER_IS):]} (CR 508.1c)")
        if text == f"{CANT_ATTACK_YOU}:{defender}" and not battle:
            return (f"{attacker.name} can't attack {state.players[defender].name} or "
                    "planeswalkers they control (CR 508.1c)")
        if text == f"{CANT_ATTACK_YOU_PLAYER}:{defender}" and not battle and not planeswalker:
            return f"{attacker.name} can't attack {state.players[defender].name} (CR 508.1c)"
        if text.startswith("attack_unless:"):
            subtype = text[14:]
            if not any(subtype in c.subtypes and c.controller == defender
                       for c in (characteristics(state, state.objects[oid])
                                 for oid in state.battlefield)):
                return (f"{attacker.name} can't attack unless the defending player controls "
                        f"a land of type {subtype} (CR 508.1c)")
    return None


def _defender_is(state: Any, player: int, test: str) -> bool:
    """Is `player` poisoned, the monarch, or with N or more cards in their graveyard?"""
    if test == "poisoned":
        return state.players[player].poison > 0                    # CR 122.1f
    if test == "monarch":
        return state.monarch == player                              # CR 722
    return len(state.players[player].graveyard) >= int(test[len("graveyard>="):])  # 404.1


def _defender_has(state: Any, player: int, flt: ObjectFilter) -> bool:
    """Does `player` control a permanent `flt` describes, its status too (CR 110.5)?"""
    from tolaria.rules.layers import characteristics, chars_match
    for oid in state.battlefield:
        obj = state.objects[oid]
        chars = characteristics(state, obj)
        if chars.controller == player and (flt.tapped is None or obj.tapped == flt.tapped) \
                and chars_match(chars, flt, player, state.options.teams):
            return True
    return False


def why_cant_activate(chars: Any, ability: Any = None) -> str | None:
    """"Its activated abilities can't be activated [unless they're mana abilities]"
    (CR 602.5, 605.1a)."""
    if CANT_ACTIVATE in chars.restrictions:
        return f"{chars.name}'s activated abilities can't be activated (CR 602.5)"
    if CANT_ACTIVATE_NONMANA in chars.restrictions and ability is not None and \
            not ability.is_mana_ability:
        return (f"{chars.name}'s activated abilities can't be activated unless they're mana "
                "abilities (CR 602.5)")
    return None


# "Doesn't untap during its controller's next untap step" (CR 502.3, 611.2a): a
# continuous effect granting "doesnt_untap" until NEXT_UNTAP or YOUR_NEXT_UNTAP.


def after_untap_step(state: Any) -> None:
    """The active player's untap step is over: the effects lasting until it end, for
    the permanents that player controls (CR 502.3)."""
    from dataclasses import replace

    from tolaria.rules.layers import controller
    active = state.active
    kept = []
    for eff in state.effects:
        if eff.until == YOUR_NEXT_UNTAP and eff.controller == active:
            continue
        if eff.until == NEXT_UNTAP:
            left = tuple(oid for oid in eff.affected
                         if oid in state.objects and state.objects[oid].zone == "battlefield"
                         and controller(state, state.objects[oid]) != active)
            if not left:
                continue
            eff = replace(eff, affected=left) if left != eff.affected else eff
        kept.append(eff)
    if kept != state.effects:
        state.effects = kept
        state.changed()


# "You have hexproof." / "You have shroud." (CR 702.11c, 702.18c): static abilities of
# kinds PLAYER_HEXPROOF and PLAYER_SHROUD, `affects` "you": their controller can't be the
# target of spells or abilities (their opponents', for hexproof).


def protected_player(state: Any, player: int) -> bool:
    """Has `player` protection from everything ("You gain protection from everything until
    your next turn.", CR 702.16b-e)?"""
    return bool(state.effects) and any(
        part.op == PLAYER_PROTECTION and part.get("player") == player
        for e in state.effects for part in e.parts)


def may_target_player(state: Any, player: int, chooser: int) -> bool:
    """May `chooser`'s spell or ability target `player`? (CR 702.11c, 702.18c, 702.16b)"""
    from tolaria.rules import multiplayer
    from tolaria.rules.layers import controller, static_abilities
    if protected_player(state, player):
        return False
    for source, ability in static_abilities(state):
        if ability.kind == PLAYER_SHROUD and controller(state, source) == player:
            return False
        if ability.kind == PLAYER_HEXPROOF and controller(state, source) == player \
                and multiplayer.is_opponent(state, player, chooser) and \
                not despite_hexproof(state, chooser, player):
            return False
    if not state.effects:
        return True
    gained = _gained_player_rules(state, player)
    return PLAYER_SHROUD not in gained and not (
        PLAYER_HEXPROOF in gained and multiplayer.is_opponent(state, player, chooser)
        and not despite_hexproof(state, chooser, player))


def _gained_player_rules(state: Any, player: int) -> set[str]:
    """What `player` has gained for a while ("You gain hexproof until your next turn.", "You
    gain shroud until end of turn.", CR 702.11c, 702.18c, 611.2a): the ops of resolved
    effects' parts naming them."""
    return {part.op for e in state.effects for part in e.parts
            if part.get("player") == player}


def despite_hexproof(state: Any, chooser: int, player: int) -> bool:
    """May `chooser`'s spells and abilities target `player` and the permanents `player`
    controls as though they didn't have hexproof, "hexproof from" included (CR 702.11e)?"""
    from tolaria.rules import multiplayer
    from tolaria.rules.layers import controller, static_abilities
    return multiplayer.is_opponent(state, chooser, player) and any(
        ability.kind == DESPITE_HEXPROOF and controller(state, source) == chooser
        for source, ability in static_abilities(state))


# AS_THOUGH_UNBLOCKED: "You may have this creature assign its combat damage as though it
# weren't blocked." (CR 510.1c-d): one more way for it to assign its combat damage.


# "Creature spells [you control] can't be countered." (CR 101.2): a static ability of kind
# SPELLS_UNCOUNTERABLE; `filter` says which spells, `affects` "yours" only its controller's.


def spell_uncounterable(state: Any, spell: Any) -> bool:
    """Does a permanent's static ability make this spell uncounterable? (CR 101.2)"""
    from tolaria.rules.layers import characteristics, chars_match, controller, static_abilities
    found = [(src, a) for src, a in static_abilities(state) if a.kind == SPELLS_UNCOUNTERABLE]
    if _uncounterable_this_turn(state, spell):
        return True
    if not found:
        return False
    chars = characteristics(state, spell)
    for source, ability in found:
        you = controller(state, source)
        if ability.affects == "yours" and spell.controller != you:
            continue
        if CAST_BY_YOU in ability.restrictions and spell.is_copy:
            continue                                   # "you cast": no copy (CR 707.10)
        if ability.filter is None or chars_match(chars, ability.filter, you, state.options.teams):
            return True
    return False


def _uncounterable_this_turn(state: Any, spell: Any) -> bool:
    """"<spells> you cast this turn can't be countered" (an effect for the turn): a spell its
    controller cast (a copy wasn't cast, CR 707.10) matching the effect's description."""
    from tolaria.rules.layers import characteristics, chars_match
    parts = [part for e in state.effects for part in e.parts
             if part.op == SPELLS_UNCOUNTERABLE and part.get("player") == spell.controller]
    if not parts or spell.is_copy:
        return False
    chars = characteristics(state, spell)
    return any(part.get("filter") is None or chars_match(
        chars, part.get("filter"), spell.controller, state.options.teams) for part in parts)


def why_spell_forbidden(state: Any, player: int, obj: Any, x: int | None = None
                        ) -> str | None:
    """A permanent's "<spells> can't be cast" / "Your opponents can't cast <spells>"
    forbidding `player` to cast this card (CR 101.2, 601.3), or None. With `x`, the X
    announced counts in the spell's mana value (CR 202.3e)."""
    from tolaria.rules.layers import characteristics
    found = _forbidding(state)
    if not found and not state.effects:
        return None
    chars = characteristics(state, obj)
    for effect in state.effects:               # "... until your next turn" (CR 611.2b)
        for part in effect.parts:
            if part.op == SPELLS_FORBIDDEN and part.get("player") == player and \
                    part.get("name") in (None, chars.name):     # None: any spell (epic)
                return (f"{chars.name} can't be cast: {effect.source_name}'s effect "
                        "(CR 101.2, 601.3)")
    for source, ability in _applying(state, player, chars, found):
        if ability.filter is not None and ability.filter.zone and not _cast_from(
                obj.zone, ability.filter.zone):
            continue
        if EXILED_NAMES in ability.per and chars.name not in _exiled_names(state, source):
            continue                                       # "the exiled card" (607.2a)
        if CASTER_LANDS in ability.per:                    # Lavinia, Azorius Renegade
            value = chars.mana_value + (x or 0) * _x_count(obj)
            lands = _lands(state, player)
            if value <= lands:
                continue
            return (f"{chars.name} can't be cast with mana value {value}, more than the "
                    f"{lands} lands {state.players[player].name} controls: {source.name}'s "
                    f"\"{ability.text}\" (CR 101.2, 601.3, 202.3e)")
        return (f"{chars.name} can't be cast: {source.name}'s "
                f"\"{ability.text}\" (CR 101.2, 601.3)")
    return None


def _exiled_names(state: Any, source: Any) -> set[str]:
    """The names of the cards `source` exiled (for good or "until it leaves the
    battlefield") that are still in exile (CR 607.2a, 610.3, 400.7)."""
    from tolaria.rules.layers import current_name
    return {current_name(state, state.objects[link[1]])
            for link in (*state.exiled_with, *state.exiled_until) if link[0] == source.id
            and link[1] in state.objects and state.objects[link[1]].zone == "exile"}


def _cast_from(zone: str, forbidden: str) -> bool:
    """Is a card in `zone` one "can't cast spells from graveyards" ("graveyard") / "from
    anywhere other than their hands" ("not hand") forbids (CR 601.2a)?"""
    return zone != "hand" if forbidden == "not hand" else zone == forbidden


def _applying(state: Any, player: int, chars: Any, found: list[Any]) -> Iterator[Any]:
    """The statics of `found` that forbid `player` spells like `chars`: an opponent's when
    they say so, while their condition holds (CR 611.3a), of the kind their filter says."""
    from tolaria.rules import multiplayer
    from tolaria.rules.layers import chars_match, controller
    from tolaria.rules.triggers import holds
    for source, ability in found:
        you = controller(state, source)
        if ability.affects == "opponents" and not multiplayer.is_opponent(state, you, player):
            continue
        if ability.affects == "you" and you != player:
            continue
        if ability.affects == "enchanted_player" and source.attached_player != player:
            continue                                  # a Curse's player (CR 303.4b)
        if ability.condition is not None and not holds(state, ability.condition, source, you):
            continue
        if OFF_TURN in ability.per and multiplayer.is_active(state, player):
            continue                            # "only during their own turns" (CR 101.2)
        if ability.filter is None or chars_match(chars, ability.filter, you,
                                                 state.options.teams):
            yield source, ability


def most_x(state: Any, player: int, obj: Any) -> int | None:
    """The greatest X `player` may announce for this card under "can't cast <spells> with
    mana value greater than the number of lands that player controls" (CR 202.3e; -1 when
    none may), or None when nothing limits it."""
    found = _forbidding(state)
    if not found:
        return None
    count = _x_count(obj)
    if not count or not any(CASTER_LANDS in a.per for _, a in found):
        return None
    from tolaria.rules.layers import characteristics
    chars = characteristics(state, obj)
    caps = [(_lands(state, player) - chars.mana_value) // count
            for _, a in _applying(state, player, chars, found) if CASTER_LANDS in a.per]
    return max(min(caps), -1) if caps else None


def _forbidding(state: Any) -> list[Any]:
    """The statics of kind SPELLS_FORBIDDEN on the battlefield, with their permanents."""
    return statics_of(state, SPELLS_FORBIDDEN)


def statics_of(state: Any, kind: str, kept: bool = False) -> list[Any]:
    """The static abilities of `kind` on the battlefield, with their permanents: read from
    the board's static abilities alone, so kept with its characteristics whatever `kept`
    says (`layers.statics_by_kind`)."""
    index = state.board_cache.get("statics by kind")
    if index is None:
        from tolaria.rules.layers import statics_by_kind
        index = statics_by_kind(state)
    found = index.get(kind)
    return found if found is not None else []


def _x_count(obj: Any) -> int:
    cost = obj.card.mana_cost
    return cost.x_count if cost is not None else 0


def _lands(state: Any, player: int) -> int:
    from tolaria.rules.layers import characteristics
    return sum(1 for oid in state.battlefield
               if (c := characteristics(state, state.objects[oid])).controller == player
               and "Land" in c.types)


def why_named_source(state: Any, obj: Any, ability: Any) -> str | None:
    """"Activated abilities of sources with the chosen name can't be activated" reaching a
    card off the battlefield, in a hand or graveyard (CR 201.2, 602.5; on the battlefield
    the layers give the permanent the restriction)."""
    from tolaria.rules.layers import current_name, static_abilities
    named = state.cache.get("named sources")
    if named is None:
        named = state.cache["named sources"] = [
            (src, a) for src, a in static_abilities(state) if a.kind == "restrict"
            and a.filter is not None and a.filter.name and a.filter == ObjectFilter(
                name=a.filter.name)]
    if not named:
        return None
    name = current_name(state, obj)
    for source, rule in named:
        if rule.filter.name != name:
            continue
        if CANT_ACTIVATE in rule.restrictions or (
                CANT_ACTIVATE_NONMANA in rule.restrictions and not ability.is_mana_ability):
            return (f"activated abilities of sources named {name} can't be activated: "
                    f"{source.name} (CR 602.5)")
    return None


def combat_power(chars: Any) -> int:
    """The amount of combat damage a creature assigns (CR 510.1a): its power, or its
    toughness under a "rather than its power" effect; never less than 0."""
    if NO_COMBAT_DAMAGE in chars.restrictions:       # "assigns no combat damage this turn"
        return 0
    value = chars.toughness if BY_TOUGHNESS in chars.restrictions else chars.power
    return max(0, value or 0)


# "This creature can block an additional creature each combat" / "any number of creatures"
# (CR 509.1a): "extra_blocks:N" or "extra_blocks:any".


def block_capacity(chars: Any) -> int:
    """How many attacking creatures this creature may block (CR 509.1a: one, unless an
    effect says more)."""
    extra = 0
    for text in chars.restrictions:
        if text.startswith("extra_blocks:"):
            value = text[13:]
            if value == "any":
                return 1_000
            extra += int(value)
    return 1 + extra


# "Target player can't cast spells this turn." / "... and can't activate abilities that
# aren't mana abilities": "this turn" facts (CANT_CAST, player, filter) and
# (CANT_ACTIVATE_NONMANA, player) in `GameState.this_turn`, made by effects; they end as
# the cleanup step begins, with other "until end of turn" effects (CR 514.2).


def why_player_cant_cast(state: Any, player: int, card: Any) -> str | None:
    """Why `player` can't cast this card as a spell now, by an effect (CR 101.2), or None."""
    if why := _only_as_sorcery(state, player):
        return why
    if why := _over_cast_limit(state, player, card):
        return why
    if not state.this_turn or state.step == "cleanup":
        return None
    from tolaria.rules.layers import card_characteristics, chars_match
    for fact in state.this_turn:
        if fact[0] == CANT_CAST and fact[1] == player and (
                fact[2] is None or chars_match(card_characteristics(card, player), fact[2],
                                               player, state.options.teams)):
            return f"{state.players[player].name} can't cast that spell this turn (CR 101.2)"
    return None


def _over_cast_limit(state: Any, player: int, card: Any) -> str | None:
    """"Each player can't cast more than one spell each turn." when `player` has cast as
    many spells of that kind this turn (the turn's "cast" facts; copies aren't cast, CR
    707.10): no other spell of the kind, whatever lets them cast it (CR 101.2)."""
    found = statics_of(state, CAST_LIMIT)
    if not found:
        return None
    from tolaria.rules.layers import card_characteristics
    chars = card_characteristics(card, player)
    for source, ability in _applying(state, player, chars, found):
        flt = ability.filter
        cast = sum(1 for fact in state.this_turn if fact[0] == "cast" and fact[1] == player
                   and (flt is None or not set(fact[2]) & flt.not_types))
        if cast >= ability.amount:
            return (f"{state.players[player].name} has cast {cast} such spell"
                    f"{'s' if cast != 1 else ''} this turn: {source.name}'s \"{ability.text}\" "
                    "(CR 101.2)")
    return None


def why_lands_forbidden(state: Any, player: int, obj: Any) -> str | None:
    """A permanent's "You can't play lands [or cast spells from your hand]." / "Players
    can't play lands." keeping `player` from playing the land `obj` (from their hand only,
    if its filter's `zone` says so; CR 101.2, 305.1), or None."""
    from tolaria.data.vocabulary import LANDS_FORBIDDEN
    found = statics_of(state, LANDS_FORBIDDEN)
    if not found:
        return None
    from tolaria.rules.layers import characteristics
    for source, ability in _applying(state, player, characteristics(state, obj), found):
        if ability.filter is not None and ability.filter.zone and not _cast_from(
                obj.zone, ability.filter.zone):
            continue
        return (f"{state.players[player].name} can't play that land: {source.name}'s "
                f"\"{ability.text}\" (CR 101.2, 305.1)")
    return None


def venture_limited(state: Any, player: int) -> str | None:
    """"Each opponent can't venture into the dungeon more than once each turn." when
    `player` has ventured this turn (the turn's "ventured" facts): the venture does
    nothing (CR 101.2, 701.46)."""
    found = statics_of(state, VENTURE_LIMIT)
    if not found:
        return None
    done = sum(1 for fact in state.this_turn if fact == ("ventured", player))
    for source, ability in _applying(state, player, None, found):
        if done >= ability.amount:
            return (f"{state.players[player].name} has ventured into the dungeon this turn: "
                    f"{source.name}'s \"{ability.text}\" (CR 101.2)")
    return None


def _only_as_sorcery(state: Any, player: int) -> str | None:
    """An opponent's "Each opponent can cast spells only any time they could cast a
    sorcery." when `player` couldn't cast a sorcery now (CR 307.1): no spell at all, with
    flash or while a spell or ability resolves ("cast it" of cascade) either (CR 101.2)."""
    found = statics_of(state, SORCERY_TIMING_ONLY)
    if not found:
        return None
    from tolaria.rules.priority import sorcery_timing
    if sorcery_timing(state, player) and not state.frames:
        return None
    for source, ability in _applying(state, player, None, found):
        return (f"{state.players[player].name} can cast spells only any time they could cast "
                f"a sorcery: {source.name}'s \"{ability.text}\" (CR 101.2, 307.1)")
    return None


def cant_draw(state: Any, player: int) -> bool:
    """Has `player` drawn as many cards this turn as a "can't draw more than one card each
    turn" allows (CR 101.2)? Then a draw of theirs doesn't happen at all: nothing can
    replace it, and an empty library doesn't matter (CR 121.3, 614.7)."""
    found = statics_of(state, DRAW_LIMIT)
    if not found:
        return False
    limits = [a.amount for _, a in _applying(state, player, None, found)]
    return bool(limits) and state.this_turn.count(("drew", player)) >= min(limits)


def why_player_cant_activate(state: Any, player: int, ability: Any) -> str | None:
    """Why `player` can't activate this ability now, by an effect (CR 101.2), or None; mana
    abilities are never kept this way (CR 605.1a)."""
    if not state.this_turn or state.step == "cleanup" or ability.is_mana_ability:
        return None
    if (CANT_ACTIVATE_NONMANA, player) in state.this_turn:
        return (f"{state.players[player].name} can't activate abilities that aren't mana "
                "abilities this turn (CR 101.2)")
    return None


def why_cant_search(state: Any, player: int, cause: int | None = None,
                    library: int | None = None) -> str | None:
    """Why `player` can't search libraries now: a permanent's "Players can't search
    libraries" (CR 701.19, 101.2) whose effect they haven't paid to ignore this turn
    (CR 116.2d, `tolaria.rules.ignoring`), or None. A search the player can't make finds
    nothing, and a "may search" can't be chosen; the effect's other instructions, a
    shuffle included, still happen. `cause`: the controller of the spell or ability
    making them search; `library`: whose library it is (theirs if None), for "Spells and
    abilities your opponents control can't cause their controller to search their
    library"."""
    if cause == player and library in (None, player) and (
            why := _no_self_search(state, player)):
        return why
    found = statics_of(state, CANT_SEARCH, kept=True)
    if not found:
        return None
    from tolaria.rules.ignoring import ignores
    for source, ability in found:
        if ability.cost is None or not ignores(state, player, source.id):
            return (f"{state.players[player].name} can't search libraries: {source.name}'s "
                    f"effect (CR 701.19, 101.2)")
    return None


def _no_self_search(state: Any, player: int) -> str | None:
    """An opponent's "Spells and abilities your opponents control can't cause their
    controller to search their library." (CR 101.2)."""
    found = statics_of(state, NO_SELF_SEARCH, kept=True)
    source = next((src for src, _ in _applying(state, player, None, found)), None)
    if source is None:
        return None
    return (f"{state.players[player].name} can't search their library by their own spell "
            f"or ability: {source.name}'s effect (CR 701.19, 101.2)")


def graveyard_cards_untargetable(state: Any) -> bool:
    """Does a permanent say "Cards in graveyards can't be the targets of spells or
    abilities" (CR 115.1, 101.2)? Kept with the characteristics it is read from."""
    found = state.board_cache.get(GRAVEYARD_UNTARGETABLE)
    if found is None:
        from tolaria.rules.layers import static_abilities
        found = state.board_cache[GRAVEYARD_UNTARGETABLE] = any(
            a.kind == GRAVEYARD_UNTARGETABLE for _, a in static_abilities(state))
    return found
