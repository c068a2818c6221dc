"""State-based actions (CR 704).

`check` looks at the whole game once, performs every state-based action that
applies simultaneously (CR 704.3), and reports whether anything happened;
the caller repeats until nothing does. The legend rule needs its
controller's choice, so it can return a Decision instead. The classic-2008
ruleset has the old legend rule and the planeswalker uniqueness rule instead,
which choose nothing (tolaria.data.rulesets).
"""

from __future__ import annotations

from tolaria.data.actions import Decision
from tolaria.data.objects import GameObject
from tolaria.data.rulesets import Ruleset, ruleset
from tolaria.data.state import GameState
from tolaria.data.vocabulary import CANT_WIN, LEGEND_RULE_EXEMPT, NO_LOSS_FOR_ZERO_LIFE
from tolaria.rules import (
    battles,
    combat,
    commander,
    day_night,
    events,
    multiplayer,
    replacement,
    triggers,
    zones,
)
from tolaria.rules.conditions import player_static
from tolaria.rules.keywords import ascend, attach, bestow, indestructible, soulbond
from tolaria.rules.layers import (
    Characteristics,
    characteristics,
    current_name,
)


def check(state: GameState) -> bool | Decision:
    if state.sba_checked == state.version:
        return False                                   # nothing changed since the last check
    result = _check(state)
    if result is False:
        state.sba_checked = state.version
    return result


def _check(state: GameState) -> bool | Decision:
    ascend.check(state)                          # the city's blessing (CR 702.131b)
    day_night.check(state)                       # not SBAs, but at once (CR 702.145c-g)
    if state.step in combat.COMBAT_STEPS:
        combat.leave_combat(state)               # not an SBA, but at once (CR 506.4)
    soulbond.unpair(state)                       # broken pairs (CR 702.95e)
    if any(p.ring_bearer is not None for p in state.players):
        from tolaria.rules import ring
        ring.lose_control(state)                 # a Ring-bearer gone (CR 701.52a)
    if any(e.until.startswith("source c") or e.until == "source tapped"
           for e in state.effects):
        from tolaria.rules.effects.durations import end_lost_control  # CR 611.2b
        end_lost_control(state)
    if state.returning:
        from tolaria.rules.effects.durations import aura_host_decision  # CR 303.4g, 610.3c
        asked = aura_host_decision(state)
        if asked is not None:
            return asked
    if state.commanders:
        asked = commander.returning(state)                              # CR 903.9a
        if asked is not None:
            return asked
    dungeon_done = False
    if any(p.room is not None for p in state.players):
        from tolaria.rules import dungeon
        dungeon_done = dungeon.check(state)                            # CR 309.6
    lost = players_losing(state)
    for p in state.players:                     # a draw from an empty library a "can't
        if p.drew_from_empty and not p.lost and cant_lose(state, p.index):  # lose" effect
            p.drew_from_empty = False           # stopped is forgotten once checked (704.5b)
    doomed: list[tuple[GameObject, str, str]] = []       # (permanent, why, rule)
    vanishing: list[GameObject] = []
    loose: list[GameObject] = []                          # to unattach (CR 704.5n, 704.5p)
    protector: Decision | None = None                     # a battle's new protector to choose
    countered_changes = False
    annihilating: list[GameObject] = []                   # CR 704.5q
    roles: list[tuple[GameObject, int]] = []              # CR 704.5y
    for oid in state.battlefield:
        obj = state.objects[oid]
        chars = characteristics(state, obj)
        if chars.is_creature and chars.toughness is not None:
            if chars.toughness <= 0:
                doomed.append((obj, "has 0 or less toughness", "704.5f"))
                continue
            destructible = not indestructible.ignores_lethal_damage(chars)    # CR 702.12b
            if destructible and obj.damage and obj.damage >= chars.toughness:
                doomed.append((obj, "has lethal damage", "704.5g"))
                continue
            if destructible and obj.deathtouched and obj.damage > 0:
                doomed.append((obj, "was dealt damage by a deathtouch source", "704.5h"))
                continue
        if "Planeswalker" in chars.types and obj.counters.get("loyalty", 0) <= 0:
            doomed.append((obj, "has no loyalty", "704.5i"))
            continue
        if "Battle" in chars.types:                                    # CR 704.5v-x
            done = battles.state_action(state, obj, chars)
            if isinstance(done, tuple):
                doomed.append((obj, done[0], done[1]))
                continue
            if isinstance(done, Decision):
                protector = protector or done
            countered_changes = countered_changes or done is True
            if obj.attached_to is not None:                            # CR 310.9
                loose.append(obj)
                continue
        if "Saga" in chars.subtypes and _saga_done(state, obj, chars):
            doomed.append((obj, "its final chapter was reached", "704.5s"))
            continue
        if "Aura" in chars.subtypes and not _legally_attached(state, obj):
            if not bestow.unattached(state, obj):                        # CR 702.103f
                doomed.append((obj, "isn't attached to a legal object", "704.5m"))
            continue
        if "Role" in chars.subtypes and obj.attached_to is not None:
            roles.append((obj, chars.controller))
        if obj.attached_to is not None and "Aura" not in chars.subtypes \
                and not attach.legally_attached(state, obj) and not attach.spared(state, obj):
            loose.append(obj)                                      # (CR 702.16p)
        if obj.counters.get("+1/+1") and obj.counters.get("-1/-1"):          # CR 704.5q
            annihilating.append(obj)
    if roles:
        doomed += _extra_roles(roles)
    for oid in state.stray_tokens:                                          # CR 704.5d
        obj = state.objects.get(oid)
        if obj is not None and obj.zone not in ("battlefield", "none") \
                and not obj.zone.startswith("gone:"):
            vanishing.append(obj)
    rules = ruleset(state)
    if rules.legend_rule == "classic" or rules.planeswalker_uniqueness:
        legend = None
        doomed += _classic_uniqueness(state, {obj.id for obj, _, _ in doomed}, rules)
    else:
        legend = _legend_rule(state)
    if isinstance(legend, Decision) and not (lost or doomed or vanishing or loose):
        return legend
    if protector is not None and not (lost or doomed or vanishing or loose):
        return protector                                            # CR 704.5w-x, 310.10
    # CR 704.3: the permanents go together, as one batch of events that replacement effects
    # (regeneration, Rest in Peace) modify; a choice among them is asked before anything
    # happens, and this check runs again, unchanged, with the answer.
    seen = len(state.stray_tokens)
    decision = events.happen(state, *(_put_away(state, obj, why, rule)
                                      for obj, why, rule in doomed))
    if decision is not None:
        return decision
    del state.stray_tokens[:seen]           # tokens that just left wait for the next check
    for obj in annihilating:
        n = min(obj.counters["+1/+1"], obj.counters["-1/-1"])
        events.remove_counters(state, obj, "+1/+1", n)
        events.remove_counters(state, obj, "-1/-1", n)
        countered_changes = True
    if lost and replacement.statics_replace(state, "lose_game"):      # CR 614.1a, 104.3
        decision = events.happen(state, *(replacement.Loss(who, why, (rule,))
                                          for who, why, rule in lost))
        if decision is not None:
            return decision
        for who, _, _ in lost:                    # replaced: this draw is forgotten (704.5b)
            state.players[who].drew_from_empty = False
    else:
        for player in lost:
            if not state.players[player[0]].lost:     # not gone with a teammate (810.8a)
                lose(state, player[0], player[1], player[2])
    for obj in loose:
        if obj.zone == "battlefield":                   # not gone with a player who lost
            attach.unattach(state, obj, attach.unattach_rule(state, obj))
    for obj in vanishing:
        zones.remove_from_game(state, obj)
        if obj.is_copy:
            state.say(f"the copy of {current_name(state, obj)} ceases to "
                      "exist", "704.5e", "707.10a")
        else:
            state.say(f"the {current_name(state, obj)} token ceases to exist", "704.5d", "111.7")
    _check_game_over(state)
    return bool(lost or doomed or vanishing or loose or countered_changes or dungeon_done)


def _extra_roles(roles: list[tuple[GameObject, int]]) -> list[tuple[GameObject, str, str]]:
    """CR 303.7a, 704.5y: of the Roles one player controls attached to one permanent, all
    but the newest (the most recent timestamp) go to their owners' graveyards."""
    newest: dict[tuple[int | None, int], GameObject] = {}
    for obj, who in roles:
        key = (obj.attached_to, who)
        if key not in newest or obj.timestamp > newest[key].timestamp:
            newest[key] = obj
    return [(obj, "a newer Role of its controller is attached to the same permanent",
             "704.5y") for obj, who in roles if newest[(obj.attached_to, who)] is not obj]


def _saga_done(state: GameState, saga: GameObject, chars: Characteristics) -> bool:
    """CR 704.5s, 714.4: lore counters at least its final chapter number, and no chapter
    ability of it waiting to go on the stack or on it."""
    if saga.counters.get("lore", 0) < triggers.final_chapter(chars):
        return False
    if any(t.source_id == saga.id and t.ability.event == "chapter" for t in state.pending):
        return False
    return not any(state.objects[i].source_id == saga.id
                   and getattr(state.objects[i].ability, "event", "") == "chapter"
                   for i in state.stack)


def _put_away(state: GameState, obj: GameObject, why: str, rule: str) -> events.ZoneChange:
    """CR 704.5g-h destroy (regeneration can replace it); the others aren't destruction."""
    if rule in ("704.5g", "704.5h"):
        return events.ZoneChange(obj.id, "graveyard", destroy=True,
                                 text=f"{current_name(state, obj)} is destroyed: it {why}",
                                 rules=("701.7a", rule))
    return events.ZoneChange(obj.id, "graveyard", rules=(rule,),
                             text=f"{current_name(state, obj)} is put into the graveyard: {why}")


def cant_lose(state: GameState, player: int) -> bool:
    """"You can't lose the game" (Platinum Angel): not a replacement effect, but it stops
    the losing events (CR 614.17, 104.3b-d); conceding still works (CR 104.3a).

    Its "your opponents can't win the game" stops effects that say a player wins (CR
    104.2b, 101.2: `win`); the last player left in the game wins regardless (CR 104.2a).
    """
    return _angel(state, player) or any(
        player_static(state, CANT_WIN, o) for o in state.opponents(player))   # Persecutor


def _angel(state: GameState, player: int) -> bool:
    """"You can't lose the game [this turn] and your opponents can't win the game [this
    turn]." of `player` (Platinum Angel, Angel's Grace)."""
    return ("cant_lose_this_turn", player) in state.this_turn or \
        player_static(state, "cant_lose", player)


def cant_win(state: GameState, player: int) -> bool:
    """Can't `player` win the game: their own "You can't win the game" (Abyssal Persecutor)
    or an opponent's "your opponents can't win the game" (Platinum Angel, CR 101.2)?"""
    return player_static(state, CANT_WIN, player) or any(
        _angel(state, o) for o in state.opponents(player))


def _keeps_playing_at_zero_life(state: GameState, player: int) -> bool:
    """"You don't lose the game for having 0 or less life." (Phyrexian Unlife): the card
    overrides CR 704.5a for its controller (CR 101.1); the other ways to lose still apply."""
    return player_static(state, NO_LOSS_FOR_ZERO_LIFE, player)


def players_losing(state: GameState) -> list[tuple[int, str, str]]:
    """The players the state-based actions make lose now, why, and the rule (CR 704.5a-c,
    704.6c): not those an effect keeps in the game (Platinum Angel, Phyrexian Unlife)."""
    out = _commander_damage_losing(state) if state.commander_damage else []
    poison = multiplayer.poison_limit(state) if state.options.teams else 10    # CR 810.8d
    for p in state.players:
        if p.lost or not (p.life <= 0 or p.drew_from_empty or p.poison >= poison) or \
                any(who == p.index for who, _, _ in out):
            continue
        if cant_lose(state, p.index):
            continue
        if p.life <= 0 and not _keeps_playing_at_zero_life(state, p.index):
            out.append((p.index, "has 0 or less life", "704.5a"))
        elif p.drew_from_empty:
            out.append((p.index, "attempted to draw from an empty library", "704.5b"))
        elif p.poison >= poison:
            out.append((p.index, f"has {'ten' if poison == 10 else 'fifteen'} or more poison "
                                 "counters", "704.5c" if poison == 10 else "810.8d"))
    return out


def _commander_damage_losing(state: GameState) -> list[tuple[int, str, str]]:
    """CR 704.6c, 903.10a: 21 or more combat damage from one commander."""
    return [(p, why, rule) for p, why, rule in commander.losing(state)
            if not cant_lose(state, p)]


def lose(state: GameState, player: int, why: str, *rules: str) -> None:
    """CR 104.3: a player loses; in multiplayer their objects leave (CR 800.4a)."""
    p = state.players[player]
    p.lost = True
    p.drew_from_empty = False
    state.say(f"{p.name} loses the game: {why}", "104.3", *rules)
    state.changed()
    if state.n_players > 2:
        multiplayer.leave_game(state, player)                              # CR 104.5, 800.4a
        for mate in multiplayer.falls_with(state, player):                 # CR 809.5b
            if multiplayer.shared_turns(state):
                lose(state, mate, f"their teammate, {p.name}, lost", "810.8a")
            else:
                lose(state, mate, f"their emperor, {p.name}, lost", "809.5b")


def win(state: GameState, player: int, why: str = "", *rules: str) -> bool:
    """CR 104.2b: an effect says `player` wins the game; it ends at once (CR 104.1), unless
    an opponent's "your opponents can't win the game" stops it (Platinum Angel, CR 101.2).
    In Two-Headed Giant the player's team wins together (CR 810.8a). Logged with `why`
    (without it, the caller logs it); whether the player won."""
    p = state.players[player]
    if state.over or p.lost:
        return False
    if cant_win(state, player):
        if why:
            state.say(f"{p.name} can't win the game", "101.2")
        return False
    team = multiplayer.team_of(state, player) if multiplayer.shared_turns(state) else ()
    winners = set(team or (player,))
    for other in state.players:           # the game ends with them: every other player
        other.won = other.index in winners    # has lost it (CR 104.1)
        other.lost = other.lost or not other.won
    state.winner, state.over = player, True
    if why:
        state.say(f"{p.name} wins the game: {why}", "104.2b", *rules)
    state.changed()
    return True


def _check_game_over(state: GameState) -> None:
    """CR 104.2a: the last player standing wins; CR 104.4a: everyone losing at once is a draw.
    With teams, the last team standing wins (CR 104.2c, see tolaria.rules.multiplayer)."""
    if state.options.teams:
        multiplayer.team_game_over(state)
        return
    alive = state.living()
    if len(alive) == 1:
        state.winner = alive[0]
        state.players[alive[0]].won = True
        state.over = True
        state.say(f"{state.players[alive[0]].name} wins the game", "104.2a")
    elif not alive:
        state.over = True
        state.say("the game is a draw", "104.4a")


def _legally_attached(state: GameState, aura: GameObject) -> bool:
    """CR 303.4c-d, 702.16c: enchant ability, no creature Auras, protection (but for
    protection that doesn't remove it, CR 702.16n)."""
    return attach.legally_attached(state, aura) or attach.spared(state, aura)


def _legend_rule(state: GameState) -> Decision | None:
    """CR 704.5j: a player with two or more legendary permanents of one name keeps one."""
    groups: dict[tuple[int, str], list[int]] = {}
    for oid in state.battlefield:
        obj = state.objects[oid]
        chars = characteristics(state, obj)
        if "Legendary" in chars.supertypes and LEGEND_RULE_EXEMPT not in chars.restrictions:
            groups.setdefault((chars.controller, chars.name), []).append(oid)
    for (player, name), ids in groups.items():
        if len(ids) > 1:
            return Decision("legend", player, count=1, options=tuple(ids),
                            prompt=f"legend rule: choose the {name} to keep (CR 704.5j)")
    return None


def _classic_uniqueness(state: GameState, doomed: set[int], rules: Ruleset
                        ) -> list[tuple[GameObject, str, str]]:
    """The 2008 legend rule and planeswalker uniqueness rule (2008 CR 420.5): all the
    legendary permanents of one name, and all the planeswalkers sharing a planeswalker
    type, go to their owners' graveyards, whoever controls them; nobody chooses."""
    names: dict[str, list[GameObject]] = {}
    walkers: dict[str, list[GameObject]] = {}
    for oid in state.battlefield:
        if oid in doomed:
            continue
        obj = state.objects[oid]
        chars = characteristics(state, obj)
        if rules.legend_rule == "classic" and "Legendary" in chars.supertypes:
            names.setdefault(chars.name, []).append(obj)
        if rules.planeswalker_uniqueness and "Planeswalker" in chars.types:
            for subtype in chars.subtypes:
                walkers.setdefault(subtype, []).append(obj)
    out: list[tuple[GameObject, str, str]] = []
    seen: set[int] = set()
    for groups, why in ((walkers, "the planeswalker uniqueness rule"),
                        (names, "the legend rule")):
        for objs in groups.values():
            if len(objs) < 2:
                continue
            for obj in objs:
                if obj.id not in seen:
                    seen.add(obj.id)
                    out.append((obj, f"{why} (another shares its "
                                     f"{'name' if groups is names else 'planeswalker type'})",
                                "420.5 (2008)"))
    return out


def apply_legend_choice(state: GameState, decision: Decision, keep: int) -> None:
    for oid in decision.options:
        if oid != keep:
            events.leave_battlefield(state, state.objects[oid], "graveyard",
                                     "is put into the graveyard by the legend rule", "704.5j")
