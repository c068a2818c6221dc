"""Combat (CR 506-511): attackers, blockers, damage assignment order, combat damage.

Evasion and combat keywords live here too: flying and reach (CR 702.9,
702.17), defender (702.3), vigilance (702.20), haste (702.10), menace
(702.110), first strike and double strike (702.7, 702.4), trample (702.19),
deathtouch (702.2) and lifelink (702.15, in `events.deal_damage`).
"""

from __future__ import annotations

from tolaria.data.actions import Decision
from tolaria.data.ir import CardDef, Effect, TriggeredAbility, effect
from tolaria.data.objects import GameObject, Ref
from tolaria.data.qualities import land_quality
from tolaria.data.state import GameState
from tolaria.data.vocabulary import (
    ALONE_ATTACK,
    ALONE_BLOCK,
    AS_THOUGH_UNBLOCKED,
    ATTACK_REQUIREMENT,
    ATTACKED_OR_BLOCKED,
    ATTACKED_WITH,
    BLOCKED_THIS_TURN,
    DESPITE_DEFENDER,
    LANDWALK_BLOCKABLE,
    NOT_ATTACKED_PLAYER,
    ONLY_ALONE,
)
from tolaria.rules import (
    attack_tax,
    battles,
    blocking,
    events,
    multiplayer,
    restrictions,
    triggers,
    zones,
)
from tolaria.rules.conditions import record
from tolaria.rules.effects import handler
from tolaria.rules.keywords import banding, evasion, flanking, goad, landwalk, protection
from tolaria.rules.layers import (
    Characteristics,
    characteristics,
    controller,
    current_name,
    is_sick,
    off_board_change,
    static_abilities,
)

Attack = tuple[int, Ref]          # (attacking creature, player or planeswalker it attacks)
Block = tuple[int, int]           # (blocking creature, attacker it blocks)
Assignment = tuple[tuple[Ref, int], ...]


# -- declare attackers (CR 508) ---------------------------------------------------------

def defenders(state: GameState, player: int) -> list[Ref]:
    """CR 508.1b: each opponent, each planeswalker an opponent controls and each battle an
    opponent protects (310.8b); in multiplayer
    only the opponents the options let `player` attack (CR 801.3, 802.2, 803.1, 809.3c)."""
    allowed = multiplayer.attackable_players(state, player) if state.n_players > 2 \
        else state.opponents(player)
    out: list[Ref] = [("player", p) for p in allowed]
    for oid in state.battlefield:
        obj = state.objects[oid]
        chars = characteristics(state, obj)
        if "Planeswalker" in chars.types and chars.controller in allowed:
            out.append(("object", oid))
    return out + battles.attackable(state, player, allowed)          # CR 310.8b


def why_cant_attack(state: GameState, obj: GameObject, player: int) -> str | None:
    chars = characteristics(state, obj)
    if obj.zone != "battlefield" or not chars.is_creature or (
            chars.controller != player                       # a team's one attack (805.10b)
            and not multiplayer.on_side_of(state, player, chars.controller)):
        return f"{current_name(state, obj)} isn't a creature {state.players[player].name} controls"
    if obj.tapped:
        return f"{current_name(state, obj)} is tapped (CR 508.1a)"
    if is_sick(state, obj) and "haste" not in chars.keywords:
        return f"{current_name(state, obj)} has summoning sickness (CR 302.6)"
    if "defender" in chars.keywords and \
            DESPITE_DEFENDER not in chars.restrictions:   # CR 702.3b
        return f"{current_name(state, obj)} has defender (CR 702.3b)"
    if "cant_attack" in chars.restrictions:
        return f"{current_name(state, obj)} can't attack (CR 508.1c)"
    return None


def attack_options(state: GameState, player: int) -> list[Attack]:
    targets = defenders(state, player)
    out: list[Attack] = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if why_cant_attack(state, obj, player) is None:
            out.extend((oid, ref) for ref in targets if _may_attack(state, obj, ref))
    return out


def why_bad_attack(state: GameState, player: int, choice: tuple[Attack, ...],
                   bands: tuple[tuple[int, ...], ...] = ()) -> str | None:
    """Why declaring `choice` (with the attacking `bands`, CR 508.1e) is illegal, or None."""
    seen: set[int] = set()
    targets = set(defenders(state, player))
    for attacker, target in choice:
        obj = state.objects.get(attacker)
        if obj is None:
            return "no such creature"
        if attacker in seen:
            return f"{current_name(state, obj)} can attack only once (CR 508.1a)"
        seen.add(attacker)
        problem = why_cant_attack(state, obj, player)
        if problem:
            return problem
        if target not in targets:
            return _why_not_defender(state, player, obj, target)
        if not _may_attack(state, obj, target):
            return restrictions.why_cant_attack(state, characteristics(state, obj),
                                                attacked_player(state, target),
                                                _is_battle(state, target),
                                                _is_planeswalker(state, target)) or \
                f"{current_name(state, obj)} has already attacked that player this turn " \
                "(CR 508.1c)"
    if bands and (problem := banding.why_bad_bands(state, choice, bands)) is not None:
        return problem
    if len(choice) == 1:
        chars = characteristics(state, state.objects[choice[0][0]])
        if ALONE_ATTACK in chars.restrictions:
            return f"{chars.name} can't attack alone (CR 506.5, 508.1c)"
    elif (alone := _only_alone(state, [a for a, _ in choice])):
        return (f"{current_name(state, state.objects[alone[0]])} can only attack alone "
                "(CR 506.5, 508.1c)")
    required = must_attack(state, player)
    if len(choice) == 1 and len(required) <= 1 and _required_alone(state, choice[0][0]):
        required = []           # CR 508.1d: it obeys its own, as many as could be obeyed
    for oid in required:
        if oid not in seen:
            return (f"{current_name(state, state.objects[oid])} attacks each combat if able: "
                    "leaving it out "
                    "obeys fewer requirements than a legal declaration could (CR 508.1d)")
    for attacker, target in choice:                                   # goad (CR 701.38b)
        obj = state.objects[attacker]
        if goad.is_goaded(state, obj) and target not in _goad_targets(state, player, obj) \
                and target not in _goad_targets(state, player, obj, free=True):
            return (f"{current_name(state, obj)} is goaded: it attacks a player other than "
                    "those who goaded it if able (CR 701.38b, 508.1d)")
    for oid, target in _player_requirements(state, player):          # encore (CR 702.141a)
        if (oid, target) not in choice:
            named = state.players[target[1]].name if target[0] == "player" else \
                current_name(state, state.objects[target[1]])
            return (f"{current_name(state, state.objects[oid])} attacks {named} this "
                    "turn if able (CR 508.1d)")
    return attack_tax.why_unpaid(state, player, choice)              # CR 508.1d, 508.1h


def _goad_targets(state: GameState, player: int, obj: GameObject, free: bool = False
                  ) -> list[Ref]:
    """What the goaded creature may attack obeying the most of its requirements (CR
    701.38b, 508.1d); `free`: of the defenders it may attack without paying a cost (no
    requirement makes a player pay one, CR 508.1d)."""
    return goad.best_targets(state, obj, [ref for ref in defenders(state, player)
                                          if _may_attack(state, obj, ref) and not (
                                              free and attack_tax.taxed(state, ref))])


def _player_requirements(state: GameState, player: int) -> list[Attack]:
    """Attacks on a named player or planeswalker that creatures must make if able (CR
    508.1d); a creature with two such requirements can obey only one (the first)."""
    from tolaria.rules.keywords import encore
    found: list[Attack] = []
    for oid, target in encore.required_attacks(state, player) + _walker_requirements(
            state, player):
        if all(oid != a for a, _ in found) \
                and why_cant_attack(state, state.objects[oid], player) is None \
                and target in defenders(state, player) \
                and _may_attack(state, state.objects[oid], target) \
                and not attack_tax.taxed(state, target):                  # CR 508.1d
            found.append((oid, target))
    return found


def _walker_requirements(state: GameState, player: int) -> list[Attack]:
    """"During target opponent's next turn, creatures that player controls attack <this
    planeswalker> if able" (Gideon Jura), while that turn lasts: every creature they
    control then, not only those they controlled as it resolved (CR 611.2c)."""
    walkers = [e.affected[0] for e in state.effects
               if e.until == "end of turn" and any(
                   part.op == ATTACK_REQUIREMENT and part.get("player") == player
                   for part in e.parts)]
    if not walkers:
        return []
    return [(oid, ("object", walker)) for walker in walkers for oid in state.battlefield
            if controller(state, state.objects[oid]) == player
            and characteristics(state, state.objects[oid]).is_creature]


def must_attack(state: GameState, player: int) -> list[int]:
    """Creatures of `player` with an attack requirement ("attacks each combat if able")
    that are able to attack without paying a cost (CR 508.1d: no requirement makes a player
    pay one). The only restriction that depends on other attackers is "can't attack alone" (CR 506.5), which
    another creature able to attack lets it obey: so obeying every such requirement is
    possible and is the maximum CR 508.1d asks for."""
    if not defenders(state, player):
        return []                                      # nothing it could attack
    found = [oid for oid in state.battlefield
             if ("must_attack" in characteristics(state, state.objects[oid]).restrictions
                 or goad.is_goaded(state, state.objects[oid]))                # CR 701.38b
             and why_cant_attack(state, state.objects[oid], player) is None
             and any(_may_attack(state, state.objects[oid], ref)
                     and not attack_tax.taxed(state, ref)
                     for ref in defenders(state, player))]
    if any(ALONE_ATTACK in characteristics(state, state.objects[oid]).restrictions
           for oid in found) and len({a for a, _ in attack_options(state, player)}) < 2:
        # CR 506.5, 508.1d: one that can't attack alone, with nothing to attack beside it,
        # can't obey its requirement.
        found = [oid for oid in found if ALONE_ATTACK not in
                 characteristics(state, state.objects[oid]).restrictions]
    if len(found) > 1 and _only_alone(state, found):
        # CR 506.5, 508.1d: one that can only attack alone obeys its requirement only by
        # itself; the others', together, are the most that can be obeyed.
        found = [oid for oid in found if oid not in _only_alone(state, found)]
    return found


def _only_alone(state: GameState, oids: list[int]) -> list[int]:
    """Those of `oids` that can only attack alone (CR 506.5, 508.1c)."""
    return [oid for oid in oids
            if ONLY_ALONE in characteristics(state, state.objects[oid]).restrictions]


def _required_alone(state: GameState, oid: int) -> bool:
    """Can this creature only attack alone, with a requirement to attack (CR 508.1d)?"""
    chars = characteristics(state, state.objects[oid])
    return ONLY_ALONE in chars.restrictions and (
        "must_attack" in chars.restrictions or goad.is_goaded(state, state.objects[oid]))


def _is_planeswalker(state: GameState, target: Ref) -> bool:
    """Is the attack on a planeswalker (an object that isn't a battle, CR 506.2)?"""
    return target[0] == "object" and not _is_battle(state, target)


def _may_attack(state: GameState, obj: GameObject, target: Ref) -> bool:
    """CR 508.1c: no restriction that depends on the defender forbids this attack."""
    chars = characteristics(state, obj)
    return not chars.restrictions or restrictions.why_cant_attack(
        state, chars, attacked_player(state, target), _is_battle(state, target),
        _is_planeswalker(state, target)) is None and not (
        NOT_ATTACKED_PLAYER in chars.restrictions and _attacked_before(state, obj, target))


def _is_battle(state: GameState, target: Ref) -> bool:
    """Is the attacked object a battle, defended by its protector (CR 310.8d)?"""
    return target[0] == "object" and state.objects[target[1]].protector is not None


def _attacked_before(state: GameState, obj: GameObject, target: Ref) -> bool:
    """Did this creature attack the player `target` in an earlier combat this turn?"""
    return target[0] == "player" and any(
        f[0] == ATTACKED_WITH and f[1] == obj.id and len(f) > 3 and f[3] == target[1]
        for f in state.this_turn)


def with_requirements(state: GameState, player: int, choice: tuple[Attack, ...]
                      ) -> tuple[Attack, ...]:
    """`choice` plus each creature that must attack and isn't in it, attacking the first
    defender (an opponent) (CR 508.1d): what an agent adds to obey the requirements."""
    named = _player_requirements(state, player)
    if named:                                                    # encore (CR 702.141a)
        fixed = {oid for oid, _ in named}
        choice = tuple(a for a in choice if a[0] not in fixed) + tuple(named)
    choice = tuple(_goaded_attack(state, player, a, t) for a, t in choice)   # CR 701.38b
    missing = [oid for oid in must_attack(state, player)
               if oid not in {a for a, _ in choice}]
    if not missing:
        return choice
    if _only_alone(state, missing):         # CR 506.5, 508.1d: the one requirement, alone
        return ((missing[0], _first_defender(state, player, missing[0])),)
    alone = _only_alone(state, [a for a, _ in choice])
    if alone:                               # CR 506.5: not with the ones that must attack
        choice = tuple(a for a in choice if a[0] not in alone)
    out = choice + tuple((oid, _first_defender(state, player, oid)) for oid in missing)
    if len(out) == 1 and ALONE_ATTACK in characteristics(
            state, state.objects[out[0][0]]).restrictions:
        other = next(part for part in attack_options(state, player) if part[0] != out[0][0])
        out += (other,)                                # CR 506.5: it can't attack alone
    return out


def _goaded_attack(state: GameState, player: int, attacker: int, target: Ref) -> Attack:
    """The attack, a goaded creature's moved to a defender obeying the most of its
    requirements (CR 701.38b, 508.1d)."""
    obj = state.objects[attacker]
    if not goad.is_goaded(state, obj):
        return attacker, target
    best = _goad_targets(state, player, obj)
    free = _goad_targets(state, player, obj, free=True)                 # CR 508.1d
    if target in best or target in free or not best:
        return attacker, target
    return attacker, (free or best)[0]


def _first_defender(state: GameState, player: int, oid: int) -> Ref:
    """The first player or planeswalker this creature may attack (CR 508.1b-c); for a
    goaded one, the first obeying the most of its requirements (CR 701.38b)."""
    obj = state.objects[oid]
    if goad.is_goaded(state, obj):
        return _goad_targets(state, player, obj, free=True)[0]
    return next(ref for ref in defenders(state, player)
                if _may_attack(state, obj, ref) and not attack_tax.taxed(state, ref))


def _why_not_defender(state: GameState, player: int, obj: GameObject, target: Ref) -> str:
    """Why `obj` can't attack `target` (CR 508.1b; in multiplayer CR 801.3, 803.1, 809.3c)."""
    defender = target[1] if target[0] == "player" else None
    if target[0] == "object" and target[1] in state.objects:
        defender = controller(state, state.objects[target[1]])
    if state.n_players > 2 and defender is not None and 0 <= defender < state.n_players \
            and defender != player:
        return f"{current_name(state, obj)} can't attack that: " + multiplayer.why_not_attackable(
            state, player, defender)
    return f"{current_name(state, obj)} can't attack that (CR 508.1b)"


def declare_attackers(state: GameState, player: int, choice: tuple[Attack, ...],
                      bands: tuple[tuple[int, ...], ...] = ()) -> None:
    """CR 508.1: the chosen creatures become attacking creatures, in the `bands` announced
    (508.1e, 702.22c); they tap (508.1f)."""
    state.bands = list(bands)
    for attacker, target in choice:
        obj = state.objects[attacker]
        obj.attacking = target
        if "vigilance" not in characteristics(state, obj).keywords:
            events.tap(state, obj)
    attack_tax.pay(state, player, choice)                             # CR 508.1i-j
    if choice:
        names = ", ".join(f"{current_name(state, state.objects[a])} -> {events.name_of(state, t)}"
                          for a, t in choice)
        state.say(f"{state.players[player].name} attacks with {names}", "508.1")
        for band in bands:
            state.say(", ".join(current_name(state, state.objects[a]) for a in band)
                      + " attack in a band", "508.1e", "702.22c")
        for attacker, _ in choice:
            triggers.on_attack(state, state.objects[attacker])       # CR 508.3a
        if len(choice) == 1:                                          # CR 506.5, 702.83a
            triggers.on_attacks_alone(state, state.objects[choice[0][0]])
        triggers.on_attackers(state, player, tuple(a for a, _ in choice))   # CR 508.3d
    else:
        state.say(f"{state.players[player].name} declares no attackers", "508.1", "508.8")
    # Attacking is read by no characteristic of a world that reads nothing off the board
    # (an ability that reads it makes the world volatile), nor by CR 704.5.
    off_board_change(state)


def attackers(state: GameState) -> list[GameObject]:
    return [state.objects[i] for i in state.battlefield if state.objects[i].attacking]


def attack_target(state: GameState, attacker: GameObject) -> Ref | None:
    """The player, planeswalker or battle `attacker` is attacking now; None when it attacks
    nothing: what it attacked was removed from combat (CR 506.4c). One that has left the
    battlefield stays named here (its last known information, for "defending player"), and
    combat damage isn't dealt to it (CR 120.1a, `_still_there`)."""
    target = attacker.attacking
    if target is not None and target[0] == "object" and target[1] in state.removed_attacked:
        return None
    return target


# -- removal from combat (CR 506.4) -----------------------------------------------------
#
# A permanent is removed from combat the moment it stops being a creature, changes
# controller, or (an attacked planeswalker or battle) stops being one (CR 506.4). That is
# not a state-based action, but there is no moment "when it changes" to hook: the
# characteristics are computed from the continuous effects when asked (tolaria.rules.layers),
# so an effect ending, a static ability's source leaving or a control effect starting all
# change them without any code running. `leave_combat` therefore looks at every permanent in
# combat wherever the game next shows combat to anyone: before each priority (with the
# other immediate checks in `tolaria.rules.sba`: soulbond pairs, CR 611.2b durations) and as
# each combat step's turn-based actions begin (blockers, damage assignment, CR 509.1,
# 510.1). Between a change and the next of those points only the rest of the same
# resolution runs, and no instruction of it can find a non-creature by "attacking/blocking
# creature", so the game plays as if each one had left combat at once (the one gap: an
# "as long as this is attacking" ability read later in that same resolution).
# Regenerating and leaving the battlefield remove from combat where they happen
# (`events.remove_from_combat`, `zones.move`).

COMBAT_STEPS = frozenset({"declare attackers", "declare blockers", "combat damage",
                          "end of combat"})


def leave_combat(state: GameState) -> bool:
    """CR 506.4: remove from combat each attacking or blocking creature that stopped being
    a creature, became a battle or changed controller, and each attacked planeswalker or
    battle that stopped being one or changed controller. True if anything was removed."""
    if state.step not in COMBAT_STEPS:
        return False
    removed = False
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.attacking is None and not obj.blocking:
            continue
        why = _why_out_of_combat(state, obj)
        if why is not None:
            events.remove_from_combat(state, obj)             # stays blocked: CR 509.1h
            state.say(f"{current_name(state, obj)} is removed from combat: {why}", "506.4")
            removed = True
    return _attacked_leave_combat(state) or removed


def _why_out_of_combat(state: GameState, obj: GameObject) -> str | None:
    """Why an attacking or blocking creature may no longer be in combat, or None.

    Attacking creatures are always the attacking player's (CR 506.2, 506.3b); a blocking
    one is the defending player's of each creature it blocks (CR 509.1a), so a controller
    other than those is a change of controller. A blocker that is also an attacked
    planeswalker stops only blocking (CR 506.4d: its being attacked is checked apart)."""
    chars = characteristics(state, obj)
    if not chars.is_creature:
        return "it is no longer a creature"
    if "Battle" in chars.types:
        return "it became a battle"
    if obj.attacking is not None and not multiplayer.is_active(state, chars.controller):
        return "its controller changed"
    if obj.blocking and (multiplayer.is_active(state, chars.controller) or any(
            (a := state.objects.get(oid)) is not None and a.attacking is not None
            and a.attacking[0] == "player"
            and not multiplayer.on_side_of(state, chars.controller, a.attacking[1])
            for oid in obj.blocking)):                  # a team blocks as one (CR 805.10d)
        return "its controller changed"
    return None


def _attacked_leave_combat(state: GameState) -> bool:
    """CR 506.4, 506.4c: an attacked planeswalker or battle that stopped being one, or that
    the attacking player now controls, is removed from combat; the creatures attacking it
    stay attacking, and attack nothing."""
    found = False
    for attacker in attackers(state):
        target = attack_target(state, attacker)
        if target is None or target[0] != "object":
            continue
        obj = state.objects.get(target[1])
        if obj is None or obj.zone != "battlefield":
            continue
        chars = characteristics(state, obj)
        if not chars.types & {"Planeswalker", "Battle"}:
            why = "it is no longer a planeswalker or battle"
        elif "Planeswalker" in chars.types and multiplayer.is_active(state, chars.controller):
            why = "its controller changed"
        else:
            continue
        state.removed_attacked.append(obj.id)
        state.say(f"{current_name(state, obj)} is removed from combat: {why}; the creatures attacking it "
                  "attack nothing", "506.4", "506.4c")
        state.changed()
        found = True
    return found


# -- declare blockers (CR 509) ----------------------------------------------------------

def attacked_player(state: GameState, target: Ref) -> int:
    """The player defending against an attack on `target` (CR 506.2); a battle's
    protector (310.8d)."""
    if target[0] == "player":
        return target[1]
    obj = state.objects[target[1]]
    if obj.protector is not None:
        return obj.protector
    return controller(state, obj)


def can_block(state: GameState, blocker: GameObject, attacker: GameObject) -> str | None:
    b = characteristics(state, blocker)
    a = characteristics(state, attacker)
    if not b.is_creature or blocker.zone != "battlefield":
        return f"{current_name(state, blocker)} isn't a creature on the battlefield"
    if blocker.tapped:
        return f"{current_name(state, blocker)} is tapped (CR 509.1a)"
    if "cant_block" in b.restrictions:
        return f"{current_name(state, blocker)} can't block (CR 509.1b)"
    if b.restrictions and restrictions.cant_block_object(attacker.id) in b.restrictions:
        return (f"{current_name(state, blocker)} can't block "
                f"{current_name(state, attacker)} (CR 509.1b)")
    if "cant_be_blocked" in a.restrictions:
        return f"{current_name(state, attacker)} can't be blocked (CR 509.1b)"
    if "flying" in a.keywords and not ({"flying", "reach"} & b.keywords):
        return f"{current_name(state, attacker)} has flying (CR 702.9b)"
    for keyword in a.keywords:
        if keyword.endswith("walk") and _controls_land_with(state, b.controller, keyword) \
                and not _landwalk_blockable(state, keyword):
            return f"{current_name(state, attacker)} has {keyword} (CR 702.14c)"
    if not protection.can_block(b, a):
        return (f"{current_name(state, attacker)} has protection from "
                f"{current_name(state, blocker)}'s qualities (CR 702.16f)")
    if a.restrictions or b.restrictions:
        problem = restrictions.why_cant_block(state, b, a)   # CR 509.1b
        if problem:
            return problem
    if (a.keywords | b.keywords) & evasion.KEYWORDS:
        return evasion.why_not(b, a)                         # CR 702.13, 28, 31, 36, 118
    return None


def _controls_land_with(state: GameState, player: int, keyword: str) -> bool:
    """Does `player` control a land with the quality this landwalk names? (CR 702.14c)"""
    quality = land_quality(keyword)
    if quality is None:
        return False
    for oid in state.battlefield:
        chars = characteristics(state, state.objects[oid])
        if chars.controller == player and landwalk.land_has(quality, chars):
            return True
    return False


def _landwalk_blockable(state: GameState, keyword: str) -> bool:
    """Can creatures with this landwalk be blocked as though they didn't have it? (Undertow;
    CR 702.14c, 101.2)"""
    return any(ability.kind == LANDWALK_BLOCKABLE and ability.keyword == keyword
               for _, ability in static_abilities(state))


def block_options(state: GameState, player: int) -> list[Block]:
    attacking = [a for a in attackers(state) if multiplayer.on_side_of(     # CR 805.10d
        state, player, attacked_player(state, a.attacking))]
    out: list[Block] = []
    for oid in state.battlefield:
        blocker = state.objects[oid]
        if not multiplayer.on_side_of(state, player, controller(state, blocker)):
            continue
        for attacker in attacking:
            if can_block(state, blocker, attacker) is None:
                out.append((oid, attacker.id))
    return out


def why_bad_block(state: GameState, player: int, choice: tuple[Block, ...]) -> str | None:
    problem = _why_restricted(state, player, choice)
    if problem or not blocking.any_requirement(state, player):
        return problem
    return blocking.why_fewer(state, choice, block_options(state, player),   # CR 509.1c
                              lambda other: _why_restricted(state, player, other) is None)


def required_blocks(state: GameState, player: int) -> tuple[Block, ...]:
    """A declaration obeying the most blocking requirements (CR 509.1c); () without any:
    what an agent declares when its own choice is illegal."""
    if not blocking.any_requirement(state, player):
        return ()
    return blocking.required_blocks(state, block_options(state, player),
                                    lambda other: _why_restricted(state, player, other) is None)


def _why_restricted(state: GameState, player: int, choice: tuple[Block, ...]) -> str | None:
    """What `choice` breaks among the rules of CR 509.1a-b, or None."""
    used: set[int] = set()
    count: dict[int, int] = {}
    blocks: dict[int, int] = {}                        # blocker -> creatures it blocks
    pairs: set[Block] = set()
    for blocker_id, attacker_id in choice:
        blocker, attacker = state.objects.get(blocker_id), state.objects.get(attacker_id)
        if blocker is None or attacker is None or not attacker.attacking:
            return "no such attacking creature"
        if not multiplayer.on_side_of(state, player, controller(state, blocker)):
            return f"{current_name(state, blocker)} isn't {state.players[player].name}'s"
        if not multiplayer.on_side_of(state, player, attacked_player(state, attacker.attacking)):
            return (f"{current_name(state, attacker)} isn't attacking {state.players[player].name} "
                    "(CR 509.1a)")
        if blocker_id in used and (restrictions.block_capacity(characteristics(
                state, blocker)) <= blocks.get(blocker_id, 0) or (blocker_id, attacker_id)
                in pairs):
            return f"{current_name(state, blocker)} can block only one creature (CR 509.1a)"
        used.add(blocker_id)
        pairs.add((blocker_id, attacker_id))
        blocks[blocker_id] = blocks.get(blocker_id, 0) + 1
        problem = can_block(state, blocker, attacker)
        if problem:
            return problem
        count[attacker_id] = count.get(attacker_id, 0) + 1
    for attacker_id, n in count.items():
        attacker = state.objects[attacker_id]
        if n == 1 and "menace" in characteristics(state, attacker).keywords:
            return (f"{current_name(state, attacker)} has menace: block it with two or more (CR "
                    "702.110b)")
        problem = restrictions.why_too_many_blockers(characteristics(state, attacker), n)
        if problem:
            return problem
    if len(used) == 1:
        chars = characteristics(state, state.objects[next(iter(used))])
        if ALONE_BLOCK in chars.restrictions:
            return f"{chars.name} can't block alone (CR 506.5, 509.1b)"
    return None


def declare_blockers(state: GameState, player: int, choice: tuple[Block, ...]) -> None:
    """CR 509.1: the blockers block; an attacker with blockers is "blocked" (509.1h), and
    so is each other creature in its band, by the same blockers (702.22h)."""
    declared, choice = choice, banding.with_bands(state, choice)
    for blocker_id, attacker_id in choice:
        blocker = state.objects[blocker_id]
        blocker.blocking = blocker.blocking + (attacker_id,)
        state.objects[attacker_id].blocked = True
        order = state.damage_order.get(attacker_id, ())
        state.damage_order[attacker_id] = order + (blocker_id,)
        if len(blocker.blocking) > 1:                  # blocking several: CR 509.3
            state.damage_order[blocker_id] = blocker.blocking
    if choice:
        names = "; ".join(f"{current_name(state, state.objects[b])} blocks "
                          f"{current_name(state, state.objects[a])}"
                          for b, a in declared)
        state.say(f"{state.players[player].name}: {names}", "509.1")
        if len(choice) > len(declared):
            state.say("; ".join(f"{current_name(state, state.objects[b])} blocks "
                                f"{current_name(state, state.objects[a])}"
                                for b, a in choice[len(declared):])
                      + ": it attacks in a band", "702.22h")
    else:
        state.say(f"{state.players[player].name} declares no blockers", "509.1")
    for blocker_id in dict.fromkeys(b for b, _ in choice):
        record(state, ATTACKED_OR_BLOCKED, blocker_id)          # CR 509.1
        record(state, BLOCKED_THIS_TURN, blocker_id)
    off_board_change(state)                   # blocking, like attacking (CR 509.1, 704.5)
    triggers.on_blocks(state, choice)                               # CR 509.3c-d
    triggers.on_unblocked(state, tuple(                             # CR 509.5g
        a.id for a in attackers(state)
        if not a.blocked and multiplayer.on_side_of(state, player,
                                                    attacked_player(state, a.attacking))))
    flanking.on_blocks(state, choice)                               # CR 702.25a


def needs_order(state: GameState) -> list[int]:
    """Attackers blocked by two or more creatures: their controller orders them (CR 509.2)."""
    return [a for a, blockers in state.damage_order.items() if len(blockers) > 1
            and a in state.objects and state.objects[a].attacking]


def needs_block_order(state: GameState) -> list[int]:
    """Creatures blocking two or more creatures ("can block an additional creature"): the
    defending player orders the creatures each blocks (CR 509.3)."""
    return [b for b, blocked in state.damage_order.items() if len(blocked) > 1
            and b in state.objects and state.objects[b].blocking]


def placed(state: GameState, subject: int) -> int:
    """How many creatures of `subject`'s damage assignment order are in their places (CR
    509.2-509.3): an answer may place a few, the first ones, at a time."""
    return state.ordered.count(subject)


def unplaced(state: GameState, subject: int) -> tuple[int, ...]:
    """The creatures of `subject`'s damage assignment order still to place, in the order
    they would take."""
    return state.damage_order[subject][placed(state, subject):]


def place_in_order(state: GameState, subject: int, chosen: tuple[int, ...]) -> None:
    """Put `chosen` next in `subject`'s damage assignment order, the first first; with one
    creature or none left, the order is set (CR 509.2, 509.3)."""
    order = state.damage_order[subject]
    done = placed(state, subject)
    rest = tuple(b for b in order[done:] if b not in chosen)
    state.damage_order[subject] = order[:done] + chosen + rest
    last = len(rest) <= 1
    state.ordered += [subject] * (len(chosen) + (len(rest) if last else 0))
    if last:
        state.say(f"damage assignment order for {current_name(state, state.objects[subject])}"
                  ": " + ", ".join(current_name(state, state.objects[b])
                                   for b in state.damage_order[subject]),
                  "509.3" if state.objects[subject].blocking else "509.2")


# -- combat damage (CR 510) -------------------------------------------------------------

def has_first_strike_step(state: GameState) -> bool:
    """CR 510.4: a first-strike damage step happens if any combatant has first or double strike."""
    for obj in combatants(state):
        kw = characteristics(state, obj).keywords
        if "first strike" in kw or "double strike" in kw:
            return True
    return False


def combatants(state: GameState) -> list[GameObject]:
    return [state.objects[i] for i in state.battlefield
            if state.objects[i].attacking or state.objects[i].blocking]


def deals_damage_now(state: GameState, obj: GameObject) -> bool:
    """CR 702.7b, 702.4b-c: who deals damage in the first-strike and the regular step."""
    kw = characteristics(state, obj).keywords
    striker = "first strike" in kw or "double strike" in kw
    if state.first_strike_step:
        return striker
    if "double strike" in kw:
        return True
    return obj.id not in state.combat_damage_dealers


def lethal(state: GameState, blocker: GameObject, attacker_chars: Characteristics) -> int:
    """CR 702.19c, 510.1c: lethal damage, counting damage already marked; 1 with deathtouch."""
    chars = characteristics(state, blocker)
    if "deathtouch" in attacker_chars.keywords:
        return 1 if chars.toughness - blocker.damage > 0 else 0
    return max(0, chars.toughness - blocker.damage)


def assignment_options(state: GameState, attacker: GameObject) -> list[Assignment]:
    """Every legal damage assignment of a blocked attacker (CR 510.1c-d, 702.19b)."""
    options = _assignment_options(state, attacker)
    chars = characteristics(state, attacker)
    power = restrictions.combat_power(chars)
    target = attack_target(state, attacker)
    if AS_THOUGH_UNBLOCKED in chars.restrictions and power > 0 and target is not None:
        whole = ((target, power),)                       # "as though it weren't blocked"
        if whole not in options:
            options.append(whole)
    return options


def banded_attacker_options(state: GameState, attacker: GameObject
                            ) -> tuple[int, list[Assignment]] | None:
    """CR 702.22j: blocked by a creature with banding, the defending player divides its
    combat damage as they choose among the creatures blocking it: that player and the
    ways to; None when its controller assigns it (CR 510.1c)."""
    blockers = [state.objects[b] for b in state.damage_order.get(attacker.id, ())
                if b in state.objects and state.objects[b].zone == "battlefield"]
    who = banding.attacker_divider(state, blockers)
    if who is None:
        return None
    chars = characteristics(state, attacker)
    power = restrictions.combat_power(chars)
    options = banding.divisions(power, blockers)
    target = attack_target(state, attacker)
    if AS_THOUGH_UNBLOCKED in chars.restrictions and power > 0 and target is not None:
        options.append(((target, power),))               # "as though it weren't blocked"
    return who, options


def banded_blocker_options(state: GameState, blocker: GameObject
                           ) -> tuple[int, list[Assignment]] | None:
    """CR 702.22k: blocking a creature with banding, the active player divides its combat
    damage as they choose among the creatures it blocks: that player and the ways to;
    None when its controller assigns it (CR 510.1d)."""
    blocked = [state.objects[a] for a in blocker.blocking if state.objects.get(a) is not None
               and state.objects[a].zone == "battlefield"]
    who = banding.blocker_divider(state, blocked)
    if who is None:
        return None
    power = restrictions.combat_power(characteristics(state, blocker))
    return who, banding.divisions(power, blocked)


def _assignment_options(state: GameState, attacker: GameObject) -> list[Assignment]:
    chars = characteristics(state, attacker)
    power = restrictions.combat_power(chars)
    blockers = [state.objects[b] for b in state.damage_order.get(attacker.id, ())
                if b in state.objects and state.objects[b].zone == "battlefield"]
    target = attack_target(state, attacker)          # None: it attacks nothing (506.4c)
    trample = "trample" in chars.keywords and target is not None
    if not blockers:
        if trample and power:                                 # CR 702.19e
            return [((target, power),)]
        return [()]                                           # CR 510.1c: assigns no damage
    needs = [lethal(state, b, chars) for b in blockers]
    refs: list[Ref] = [("object", b.id) for b in blockers]
    out: list[Assignment] = []

    def walk(i: int, left: int, acc: tuple[tuple[Ref, int], ...], lethal_so_far: bool) -> None:
        # CR 510.1c: a blocker may get damage only if every one before it in the damage
        # assignment order is assigned lethal damage; CR 702.19b: the same for the player.
        if i == len(blockers):
            if left == 0:
                out.append(acc)
            elif trample and lethal_so_far and target is not None:
                out.append(acc + ((target, left),))
            return
        if not lethal_so_far:
            if left == 0:
                out.append(acc)
            return
        for amount in range(left, -1, -1):
            part = acc + ((refs[i], amount),) if amount else acc
            walk(i + 1, left - amount, part, amount >= needs[i])

    walk(0, power, (), True)
    return out


def unblocked_damage(state: GameState, attacker: GameObject) -> Assignment:
    """CR 510.1a: all its damage to what it attacks; none if it attacks nothing (506.4c)."""
    power = restrictions.combat_power(characteristics(state, attacker))
    target = attack_target(state, attacker)
    return ((target, power),) if power and target is not None else ()


def blocker_damage(state: GameState, blocker: GameObject) -> Assignment:
    power = restrictions.combat_power(characteristics(state, blocker))
    live = [a for a in blocker.blocking if state.objects.get(a) is not None
            and state.objects[a].zone == "battlefield"]
    if not power or not live:
        return ()
    return ((("object", live[0]), power),)


def blocker_options(state: GameState, blocker: GameObject) -> list[Assignment]:
    """Every legal combat damage assignment of a blocking creature (CR 510.1d): all to
    the one creature it blocks, or, blocking several, divided in its damage assignment
    order, each one lethal damage before the next gets any."""
    chars = characteristics(state, blocker)
    power = restrictions.combat_power(chars)
    order = state.damage_order.get(blocker.id, blocker.blocking)
    live = [state.objects[a] for a in order if state.objects.get(a) is not None
            and state.objects[a].zone == "battlefield"]
    if len(live) < 2 or not power:
        return [blocker_damage(state, blocker)]
    needs = [lethal(state, a, chars) for a in live]
    out: list[Assignment] = []

    def walk(i: int, left: int, acc: tuple[tuple[Ref, int], ...]) -> None:
        if i == len(live) or left == 0:
            if left == 0:
                out.append(acc)
            return
        last = i == len(live) - 1
        for amount in ([left] if last else range(left, -1, -1)):
            if amount < left and amount < needs[i]:
                continue                     # CR 510.1d: lethal to it before the next
            walk(i + 1, left - amount, acc + ((("object", live[i].id), amount),)
                 if amount else acc)

    walk(0, power, ())
    return out


def deal_combat_damage(state: GameState, plan: dict[int, Assignment], record: bool = True
                       ) -> Decision | None:
    """CR 510.2: all combat damage of the step is dealt at once, as one batch of events.

    Returns a replacement choice (CR 616.1, 615.7) if one is needed first: nothing is
    dealt yet, and the same plan is dealt again once it is answered. `record`: note
    the creatures that dealt damage in this step (CR 702.7b).
    """
    batch = tuple(events.Damage(source_id, ref, amount, combat=True)
                  for source_id, assignment in plan.items() for ref, amount in assignment
                  if amount > 0 and _still_there(state, ref))
    decision = events.happen(state, *batch)
    if decision is None and record:
        state.combat_damage_dealers.extend(plan)
    return decision


# 2008 CR 310 (classic-2008 rules): the combat damage of a step is one object on the stack.
# It isn't a spell, and nothing can target it; it has no source but the damage's own.
COMBAT_DAMAGE = CardDef(name="Combat damage", mana_cost=None, types=frozenset())
COMBAT_DAMAGE_ABILITY = TriggeredAbility(
    event="combat damage", effects=(effect("combat_damage"),),
    text="Deal the combat damage assigned (2008 CR 310)")


def put_damage_on_stack(state: GameState, plan: dict[int, Assignment]) -> GameObject | None:
    """2008 CR 310.1-310.2: the assignments go on the stack as a single object (none if
    no damage was assigned).

    The creatures that assigned damage have dealt their damage for this step (a
    first-strike creature assigns none in the regular step, CR 702.7b).
    """
    state.priority, state.passes = state.active, 0
    if not any(amount for assignment in plan.values() for _, amount in assignment):
        state.combat_damage_dealers.extend(plan)
        return None
    item = zones.create_object(state, COMBAT_DAMAGE, state.active, "stack")
    item.ability = COMBAT_DAMAGE_ABILITY
    item.source_name = COMBAT_DAMAGE.name
    item.trigger_data = tuple(plan.items())
    state.combat_damage_dealers.extend(plan)
    parts = [f"{current_name(state, state.objects[source])} {amount} to "
             f"{events.name_of(state, ref)}"
             for source, assignment in plan.items() for ref, amount in assignment if amount]
    state.say("combat damage goes on the stack: " + "; ".join(parts), "310.2 (2008)")
    return item


@handler("become_blocked")
def _become_blocked(state: GameState, item: GameObject, eff: Effect, answer: object) -> None:
    """"Target unblocked attacking creature becomes blocked." / "Attacking creatures become
    blocked.": blocked with no creature blocking it (CR 509.1h: it deals no combat damage
    unless it has trample, 510.1c, 702.19e), with the rest of its band (CR 702.22j);
    "becomes blocked" triggers (CR 509.3c)."""
    from tolaria.rules.effects import target_object
    from tolaria.rules.layers import matches
    if eff.get("filter") is not None:
        found = [a for a in attackers(state)
                 if matches(state, eff.get("filter"), a, item.controller)]
    else:
        found = [target_object(state, item, eff.get("target"))]
    newly: list[int] = []
    for obj in found:
        if obj is None or obj.zone != "battlefield" or obj.attacking is None:
            continue
        for oid in (obj.id, *banding.band_of(state, obj.id)):
            if not state.objects[oid].blocked and oid not in newly:
                state.objects[oid].blocked = True
                newly.append(oid)
    if not newly:
        return None
    state.changed()
    state.say(", ".join(current_name(state, state.objects[o]) for o in newly)
              + (" becomes" if len(newly) == 1 else " become") + " blocked", "509.1h")
    triggers.on_blocked_by_effect(state, tuple(newly))
    return None


@handler("combat_damage")
def _resolve_combat_damage(state: GameState, item: GameObject, eff: Effect,
                           answer: object) -> Decision | None:
    """2008 CR 310.4: the damage on the stack is dealt as assigned, all at once, even by a
    creature that has left play or changed since (its last known information counts);
    damage assigned to a creature or planeswalker no longer in play isn't dealt."""
    plan = {source: assignment for source, assignment in item.trigger_data}
    return deal_combat_damage(state, plan, record=False)


def _still_there(state: GameState, ref: Ref) -> bool:
    """A player still in the game, or a creature, planeswalker or battle still on the
    battlefield (CR 120.1a: damage can't be dealt to anything else)."""
    if ref[0] == "player":
        return not state.players[ref[1]].lost
    obj = state.objects.get(ref[1])
    if obj is None or obj.zone != "battlefield":
        return False
    chars = characteristics(state, obj)
    return chars.is_creature or bool(chars.types & {"Planeswalker", "Battle"})


def end_combat(state: GameState) -> None:
    """CR 511.3: creatures stop being attacking and blocking creatures."""
    for oid in state.battlefield:
        obj = state.objects[oid]
        obj.attacking, obj.blocking, obj.blocked = None, (), False
    state.damage_order.clear()
    state.bands = []                                                   # CR 702.22e
    state.combat_damage_dealers.clear()
    state.removed_attacked.clear()
    kept = [e for e in state.effects if e.until != "end of combat"]   # "this combat"
    if len(kept) != len(state.effects):
        state.effects = kept
        state.changed()
    else:
        # Being in combat is read by no characteristic of a world that reads nothing off
        # the board (an ability that reads it makes the world volatile), nor by CR 704.5.
        off_board_change(state)
