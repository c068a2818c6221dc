"""Effects that last "for as long as you control <this>" / "... <this> remains on the
battlefield" (CR 611.2b), control given to a player, and Auras returning from exile.

`continuous_while` starts the effect only if its duration is running as it resolves: the
source is the same object on the battlefield (CR 400.7) and, for "you control", controlled
by the ability's controller; otherwise it does nothing (CR 611.2b). `tolaria.rules.layers.lasting`
stops applying it as soon as the source leaves the battlefield; `end_lost_control` ends
one whose source changed control, when state-based actions are next checked (so before
any player receives priority, CR 117.5).

`give_control`: "Target opponent gains control of this creature" (CR 613.1b; a creature
changing control leaves combat, CR 506.4). An exiled Aura returning "until ... leaves the
battlefield" (CR 610.3c) waits in `GameState.returning` until its owner chooses what it
enchants (the "aura_host" decision, CR 303.4g).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, layer_effect
from tolaria.data.objects import GameObject
from tolaria.data.state import ContinuousEffect, GameState
from tolaria.data.vocabulary import (
    ATTACK_REQUIREMENT,
    GRAVEYARD_PLAY,
    HAND_FREE_CAST,
    MAY_NOT_UNTAP,
    OWNERS_GAIN_CONTROL,
    SPELLS_UNCOUNTERABLE,
    THEIR_NEXT_TURN,
)
from tolaria.rules import events
from tolaria.rules.effects import HANDLERS, handler, players_of, source_of, target_object
from tolaria.rules.layers import controller, current_name


def running(state: GameState, until: str, source_id: int | None, who: int | None) -> bool:
    """Is a source-bound duration still running?"""
    source = state.objects.get(source_id) if source_id is not None else None
    if source is None or source.zone != "battlefield" or (
            until.endswith("tapped") and not source.tapped):
        return False
    return not until.startswith("source controlled") or controller(state, source) == who


@handler("continuous_while")
def _continuous_while(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """A continuous effect bound to its source: nothing if the duration already ended."""
    if not running(state, eff.get("until"), item.source_id, item.controller):
        state.say(f"{current_name(state, item)}'s effect never starts: its duration has "
                  "ended", "611.2b")
        return None
    return HANDLERS["continuous"](state, item, eff, answer)


# Durations that end for good when the source changes control or untaps (CR 611.2b).
PRUNED = ("source controlled", "source tapped", "source controlled tapped")


def end_lost_control(state: GameState) -> None:
    """End "for as long as you control <this>" effects whose source changed control."""
    ended = [e for e in state.effects if e.until in PRUNED
             and not running(state, e.until, e.source_id, e.controller)]
    if ended:
        state.effects = [e for e in state.effects if e not in ended]
        state.say("an effect ends: its source left or changed control", "611.2b")
        state.changed()


# -- an Aura returning from "exile until" (CR 610.3c, 303.4g) -------------------------------

HOST = "aura_host"          # the decision kind: its owner chooses what the Aura enchants


def aura_host_decision(state: GameState) -> Decision | None:
    """An exiled Aura returns to the battlefield: its owner chooses what it enchants
    (CR 303.4g), asked before anyone receives priority. One with nothing to enchant stays
    exiled; one with a single choice returns attached to it."""
    from tolaria.rules.effects.library import entering
    while state.returning:
        card = state.objects.get(state.returning[0])
        if card is None or card.zone != "exile":
            state.returning.pop(0)
            continue
        found = entering(state, card, card.owner, False, [])
        if isinstance(found, Decision):
            return Decision(HOST, card.owner, options=found.options, subject=card.id,
                            prompt=found.prompt)
        state.returning.pop(0)
        if found is not None:
            events.put_onto_battlefield(state, card, card.owner, attach_to=found.attach_to,
                                        attach_player=found.attach_player)
    return None


def return_aura(state: GameState, decision: Decision, host: int) -> None:
    """The owner's answer: the Aura returns enchanting `host` (CR 303.4g, 610.3c)."""
    from tolaria.rules.effects.library import entering
    card = state.objects[decision.subject]
    state.returning.remove(card.id)
    found = entering(state, card, card.owner, False, [host])
    if found is not None and not isinstance(found, Decision):
        events.put_onto_battlefield(state, card, card.owner, attach_to=found.attach_to,
                                    attach_player=found.attach_player)


@handler("give_control")
def _give_control(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """"Target opponent gains control of this creature" (CR 613.1b): a layer-2 effect for
    that player, locked to the object (CR 611.2c); a source-bound duration must be running
    (CR 611.2b)."""
    until = eff.get("until")
    if eff.get("who") == "an opponent":
        players = players_of(state, item, "opponents")
        if len(players) > 1:
            if answer is None:
                return Decision("choose", item.controller, options=tuple(
                    ("player", p) for p in players), prompt=f"{current_name(state, item)}: choose "
                                                            "an "
                    "opponent to gain control (CR 613.1b)")
            players = [answer[0][1]]
    else:
        players = players_of(state, item, eff.get("who"))
    victim = target_object(state, item, eff.get("target"))
    if len(players) != 1 or victim is None or victim.zone != "battlefield" or (
            until.startswith("source ")
            and not running(state, until, item.source_id, item.controller)):
        return None
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, item), affected=(victim.id,),
        parts=(layer_effect("2", "control", controller=players[0]),), until=until,
        source_id=item.source_id, controller=item.controller))
    state.say(f"{state.players[players[0]].name} gains control of {current_name(state, victim)} "
              f"({until})",
              "613.1b")
    state.changed()                   # it leaves combat if it was in it (combat.leave_combat)
    return None


@handler(OWNERS_GAIN_CONTROL)
def _owners_gain_control(state: GameState, item: GameObject, eff: Effect, answer: Any
                         ) -> None:
    """"Each player gains control of all creatures they own": the permanents that match as
    it resolves, each owner gaining control of theirs, indefinitely (CR 611.2c, 613.1b)."""
    from tolaria.rules.layers import matches
    source = source_of(state, item)
    flt = eff.get("filter")
    found = [oid for oid in state.battlefield
             if matches(state, flt, state.objects[oid], item.controller, source)]
    for player in players_of(state, item, "each"):
        theirs = tuple(oid for oid in found if state.objects[oid].owner == player)
        if not theirs:
            continue
        state.effects.append(ContinuousEffect(
            timestamp=state.timestamp(), source_name=current_name(state, item),
            affected=theirs, parts=(layer_effect("2", "control", controller=player),),
            until="permanent", source_id=item.source_id, controller=item.controller))
        state.say(f"{state.players[player].name} gains control of "
                  f"{', '.join(current_name(state, state.objects[i]) for i in theirs)}",
                  "613.1b")
    state.changed()                   # they leave combat if they were in it (CR 506.4)


@handler("exchange_control")
def _exchange_control(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Exchange control of <A> and <B>": each controller simultaneously gains control of
    the other's permanent, indefinitely (layer 2); if either is gone or an illegal target,
    or one player controls both, nothing happens (CR 701.10a-b, 613.1b)."""
    found = [target_object(state, item, ref) for ref in eff.get("targets")]
    if any(o is None or o.zone != "battlefield" for o in found) or found[0].id == found[1].id:
        return None
    one, other = found
    new = {one.id: controller(state, other), other.id: controller(state, one)}
    if new[one.id] == new[other.id]:
        state.say(f"{current_name(state, one)} and {current_name(state, other)} have the same "
                  "controller: nothing is exchanged", "701.10b")
        return None
    for victim in found:                  # different objects: the order doesn't matter
        state.effects.append(ContinuousEffect(
            timestamp=state.timestamp(), source_name=current_name(state, item), affected=(victim.id,),
            parts=(layer_effect("2", "control", controller=new[victim.id]),),
            until="permanent", source_id=item.source_id, controller=item.controller))
    state.say(f"{state.players[new[other.id]].name} and {state.players[new[one.id]].name} "
              f"exchange control of {current_name(state, one)} and "
              f"{current_name(state, other)}", "701.10b")
    state.changed()
    return None


@handler("continuous_x")
def _continuous_x(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"This artifact becomes an X/X ... creature": the X paid for the ability, or the
    quantity of "power and toughness each equal to <quantity>", locked in as it resolves
    (CR 107.3, 608.2h, 611.2c)."""
    from dataclasses import replace

    from tolaria.rules.effects import amount

    def locked(part: Any) -> Any:
        x = amount(item, part.get("x"), state) if part.get("x") is not None else item.x or 0
        return replace(part, params=tuple((k, x if v == "X" else v) for k, v in part.params
                                          if k != "x"))
    parts = tuple(locked(part) if part.op == "set_pt" else part for part in eff.get("parts"))
    HANDLERS["continuous"](state, item, replace(eff, op="continuous", params=tuple(
        (k, parts if k == "parts" else v) for k, v in eff.params)), answer)


# -- "You may choose not to untap this artifact during your untap step." (CR 502.3) -------

UNTAP_STAGE = "untap_choice"              # asking, during the untap step (no priority)
_KEPT, _ASKED = "kept_tapped", "untap_asked"


def ask_untap(state: GameState) -> bool:
    """Before the active player's permanents untap: ask about the next tapped one that may
    stay tapped (CR 502.3); True if a decision was set."""
    from tolaria.rules.layers import characteristics
    active = state.active
    for oid in state.battlefield:
        obj = state.objects[oid]
        if not obj.tapped or (_ASKED, oid) in state.this_turn \
                or controller(state, obj) != active:
            continue
        chars = characteristics(state, obj)
        if "doesnt_untap" not in chars.restrictions and any(
                a.kind == MAY_NOT_UNTAP for a in chars.static):
            state.stage = UNTAP_STAGE
            state.decision = Decision("untap", active, options=("yes", "no"), subject=oid,
                                      prompt=f"untap {current_name(state, obj)}? (CR 502.3)")
            return True
    return False


def answer_untap(state: GameState, oid: int, choice: str) -> None:
    """The answer ("no": it stays tapped this untap step); then the untap step goes on."""
    state.this_turn.append((_ASKED, oid))
    if choice == "no":
        state.this_turn.append((_KEPT, oid))
        state.say(f"{state.players[state.active].name} chooses not to untap "
                  f"{current_name(state, state.objects[oid])}", "502.3")
    state.stage = "begin"
    state.changed()


def kept_tapped(state: GameState, oid: int) -> bool:
    """Did the active player choose not to untap this permanent this untap step?"""
    return (_KEPT, oid) in state.this_turn


_LIMITED = "untap_limit_asked"


def ask_untap_limit(state: GameState) -> bool:
    """"Players can't untap more than one land during their untap steps." (Winter Orb): for
    each such ability, the active player chooses which of the permanents it counts untap,
    as many as it allows, asked one permanent at a time; the rest stay tapped (CR 502.3).
    Each ability chooses among those the ones before it let untap, so every set of
    permanents all of them allow can be chosen. True if a decision was set."""
    from tolaria.data.vocabulary import UNTAP_LIMIT
    from tolaria.rules import triggers
    from tolaria.rules.layers import characteristics, matches
    from tolaria.rules.restrictions import statics_of
    active = state.active
    for source, ability in sorted(statics_of(state, UNTAP_LIMIT), key=lambda f: f[0].id):
        who = controller(state, source)
        if ability.affects == "you" and who != active or ability.condition is not None and \
                not triggers.holds(state, ability.condition, source, who):
            continue                                                  # CR 611.3a
        counted = [oid for oid in state.battlefield if (obj := state.objects[oid]).tapped
                   and controller(state, obj) == active and not kept_tapped(state, oid)
                   and "doesnt_untap" not in characteristics(state, obj).restrictions
                   and matches(state, ability.filter, obj, who)]
        chosen = sum(1 for oid in counted if (_LIMITED, source.id, oid) in state.this_turn)
        open_ = [oid for oid in counted if (_LIMITED, source.id, oid) not in state.this_turn]
        room = ability.amount - chosen
        if room <= 0:
            for oid in open_:
                state.this_turn.append((_KEPT, oid))
                state.say(f"{current_name(state, state.objects[oid])} doesn't untap "
                          f"({current_name(state, source)})", "502.3")
        elif len(open_) > room:
            oid = open_[0]
            state.this_turn.append((_LIMITED, source.id, oid))
            state.stage = UNTAP_STAGE
            state.decision = Decision(
                "untap", active, options=("yes", "no"), subject=oid,
                prompt=f"untap {current_name(state, state.objects[oid])}? (at most "
                       f"{ability.amount} untap: {current_name(state, source)}, CR 502.3)")
            return True
    return False


def _player_rule_this_turn(state: GameState, item: GameObject, kind: str, **params: Any
                           ) -> None:
    """An effect on a player, not on objects, until end of turn (CR 611.2a): `kind` with
    its `params`, read where the rule it changes is applied."""
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, item), affected=(),
        until="end of turn", source_id=item.source_id, controller=item.controller,
        parts=(layer_effect("6", kind, **params),)))


@handler(GRAVEYARD_PLAY)
def _graveyard_play(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Until end of turn, you may play lands and cast spells from your graveyard."
    (Yawgmoth's Will): an effect on the player, not on objects, for the turn (CR 611.2a;
    read by `tolaria.rules.keywords.graveyard_cast.turn_permission`). With `filter`: "You
    may cast Zombie spells from your graveyard this turn." (only such spells, no lands)."""
    flt = eff.get("filter")
    extra = {"filter": flt, "spells_only": True} if flt is not None else {}
    for player in players_of(state, item, eff.get("player")):
        _player_rule_this_turn(state, item, GRAVEYARD_PLAY, player=player, **extra)
        what = "cast some spells" if flt is not None else "play lands and cast spells"
        state.say(f"until end of turn, {state.players[player].name} may {what} from their "
                  "graveyard", "611.2a")
    state.changed()
    return None


@handler(HAND_FREE_CAST)
def _hand_free_cast(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Until end of turn, you may cast spells from your hand without paying their mana
    costs." (Chandra, Flame's Catalyst): an effect on the player for the turn (CR 611.2a);
    `tolaria.rules.costs.alternative_costs` offers the free cast (CR 118.9)."""
    for player in players_of(state, item, eff.get("player")):
        _player_rule_this_turn(state, item, HAND_FREE_CAST, player=player)
        state.say(f"until end of turn, {state.players[player].name} may cast spells from their "
                  "hand without paying their mana costs", "611.2a")
    state.changed()
    return None


@handler(SPELLS_UNCOUNTERABLE)
def _spells_uncounterable(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Creature spells you cast this turn can't be countered." (Domri, Anarch of Bolas): a
    rule about the spells its controller casts, for the turn (CR 101.2, 611.2a; read by
    `tolaria.rules.restrictions.spell_uncounterable`)."""
    _player_rule_this_turn(state, item, SPELLS_UNCOUNTERABLE, player=item.controller,
                           filter=eff.get("filter"))
    state.say(f"{state.players[item.controller].name}'s spells ({current_name(state, item)}) "
              "can't be countered this turn", "611.2a")
    state.changed()


@handler(ATTACK_REQUIREMENT)
def _attack_requirement(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"During target opponent's next turn, creatures that player controls attack <this
    planeswalker> if able" (Gideon Jura): an effect locked to the planeswalker (a new
    object once it leaves, CR 400.7) that waits for that player's turn (CR 508.1d, 611.2c;
    `tolaria.rules.combat`, `tolaria.rules.turn`)."""
    players = players_of(state, item, eff.get("player"))
    walker = target_object(state, item, "self")
    if len(players) != 1 or walker is None:
        return None
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, item),
        affected=(walker.id,), until=THEIR_NEXT_TURN, source_id=item.source_id,
        controller=item.controller,
        parts=(layer_effect("6", ATTACK_REQUIREMENT, player=players[0]),)))
    state.say(f"during {state.players[players[0]].name}'s next turn, their creatures attack "
              f"{current_name(state, walker)} if able", "508.1d", "611.2c")
    state.changed()
    return None
