"""Starting the game, turns, phases and steps, and the engine's main loop (CR 103, 500-514).

`run(state)` moves the game forward until a player must decide something
(it sets `state.decision`) or the game is over. Where the engine is inside a
step is `state.stage`:

- "setup", "mulligan": the start of the game (CR 103);
- "begin": the step's turn-based actions are next (CR 703);
- "priority": state-based actions and triggers, then a player gets priority (CR 117);
- "end": the step ends (mana empties, CR 500.4) and the next one begins;
- "opening": opening-hand actions (CR 103.6); "attackers" and "untap_choice": a
  decision of the declare attackers or untap step is pending (CR 508.1, 502.3);
- "land": a played land waits for a choice made as it enters (CR 305.1, 614.12).

Phases an effect adds (`state.added_phases`, CR 500.8) begin as the phase they were added
after ends; once they are over, the turn goes on after `state.resume_step`, the last step
of its own phase they followed.
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.data.actions import Action, Decision
from tolaria.data.objects import GameObject
from tolaria.data.rulesets import ruleset
from tolaria.data.state import (
    PHASE_OF,
    STEPS,
    ContinuousEffect,
    DelayedTrigger,
    GameState,
    PendingTrigger,
)
from tolaria.data.vocabulary import (
    COMBAT_PHASE,
    DAMAGE_KEPT,
    MULLIGAN_EXILE_HAND,
    PLAYER_RULES,
    REVEAL_FROM_OPENING_HAND,
    SKIP_DRAW_STEP,
    SKIP_UPKEEP_STEPS,
    THEIR_NEXT_TURN,
    UNSPENT_MANA_COLORLESS,
    UNTAP_IN_OTHERS_STEP,
)
from tolaria.rules import (
    ante,
    combat,
    conditions,
    control,
    day_night,
    events,
    faces,
    modes,
    multiplayer,
    resolve,
    restrictions,
    sba,
    targets,
    triggers,
    zones,
)
from tolaria.rules.keywords import echo, goad, hand_size, phasing
from tolaria.rules.layers import (
    characteristics,
    controller,
    current_name,
    lasting,
    matches,
    off_board_change,
    statics_by_kind,
)

NO_PRIORITY = ("untap",)
# Every value `state.stage` takes (a saved game is checked against it, tolaria.serialize).
STAGES = ("setup", "mulligan", "opening", "begin", "priority", "end", "attackers",
          "untap_choice", "land", "restart")


def run(state: GameState) -> None:
    while state.decision is None and not state.over:
        if state.frames:
            decision = resolve.run_frame(state)
            if decision is not None:
                state.decision = decision
            elif not state.frames:
                state.priority, state.passes = state.active, 0          # CR 117.3b
            continue
        stage = state.stage
        if stage == "priority":
            _before_priority(state)
        elif stage == "begin":
            begin_step(state)
        elif stage == "end":
            end_step(state)
        elif stage in ("setup", "mulligan"):
            start_game(state)
        elif stage == "opening":
            _next_opening_decision(state)
        elif stage == "restart":               # a restarted game's first turn (CR 724.4)
            from tolaria.rules import restart
            restart.finish(state)
        elif stage == "land":                  # a played land's choice answered (614.12)
            from tolaria.rules import priority
            if state.replacing:
                priority.land_enters(state, state.replacing[-1].events[0])
            else:                              # its player left the game (CR 800.4a)
                state.stage = "priority"
        else:
            raise RuntimeError(f"unknown stage {stage!r}")


# -- the start of the game (CR 103) -----------------------------------------------------

def start_game(state: GameState) -> None:
    if state.stage == "setup":
        if state.options.starting_player is None and state.options.variant == "emperor":
            first = state.rng.choice(multiplayer.emperors(state))        # CR 809.4
            state.say(f"{state.players[first].name}, an emperor, goes first", "809.4")
            begin_mulligans(state, first)
            return
        if state.options.starting_player is None:
            chooser = state.options.chooser                              # a match's loser
            if chooser is None:
                chooser = state.rng.randrange(state.n_players)           # CR 103.1
            state.decision = Decision("play_first", chooser, options=("play", "draw"),
                                      prompt="play first or draw first (CR 103.1)")
            return
        begin_mulligans(state, state.options.starting_player)
        return
    _next_mulligan_decision(state)


def choose_play_or_draw(state: GameState, chooser: int, choice: str) -> None:
    first = chooser if choice == "play" else state.next_player(chooser)
    if multiplayer.shared_turns(state):                      # a starting team (CR 103.1a)
        first = multiplayer.primary(state, chooser) if choice == "play" else \
            multiplayer.other_team(state, chooser)
    state.say(f"{state.players[chooser].name} chooses to {choice} first", "103.1")
    begin_mulligans(state, first)


def begin_mulligans(state: GameState, first: int) -> None:
    first = multiplayer.primary(state, first)          # the starting team's (CR 805.2-805.3)
    state.starting_player = first                                      # CR 103.1
    state.active = state.priority = first
    for p in state.players:                                            # CR 103.2c, 103.5
        state.rng.shuffle(p.library)
    if state.options.ante:
        ante.ante_at_start(state, first)                               # CR 407.2
    for p in state.players:
        events.draw(state, p.index, 7)
    state.stage = "mulligan"
    if state.options.skip_mulligans:
        for p in state.players:
            p.kept = True
        begin_opening_actions(state)


def _next_mulligan_decision(state: GameState) -> None:
    """CR 103.5: in turn order each player declares; then all mulligans happen at once."""
    if state.bottoms:
        p = state.bottoms[0]
        hand = state.players[p].hand
        n = min(bottom_count(state, p), len(hand))
        if n <= 0:
            state.bottoms.pop(0)
            return
        state.decision = Decision("bottom", p, count=n, options=tuple(hand),
                                  prompt=f"put {n} card{'s' if n > 1 else ''} on the bottom "
                                         "of your library (CR 103.5)")
        return
    declared = {p for p, _ in state.mulligan_round}
    for p in turn_order_from(state, state.active):
        if not state.players[p].kept and p not in declared and not state.players[p].lost:
            options = ("keep", "mulligan") if state.players[p].hand else ("keep",)
            state.decision = Decision("mulligan", p, options=options,
                                      prompt=f"keep {len(state.players[p].hand)} cards "
                                             "or mulligan (CR 103.5)")
            return
    takers = [p for p, choice in state.mulligan_round if choice == "mulligan"]
    state.mulligan_round = []
    if not takers:
        begin_opening_actions(state)
        return
    for p in takers:
        mulligan(state, p)
    state.bottoms = takers


def bottom_count(state: GameState, player: int) -> int:
    """CR 103.5, 103.5c: one card per mulligan; a multiplayer game's first is free.
    None with the classic mulligan: the new hand is already smaller (2008 CR 101.4)."""
    if ruleset(state).mulligan == "classic":
        return 0
    n = state.players[player].mulligans
    return n - 1 if state.n_players > 2 else n


def turn_order_from(state: GameState, first: int) -> list[int]:
    return [(first + k) % state.n_players for k in range(state.n_players)]


def declare_mulligan(state: GameState, player: int, choice: str) -> None:
    p = state.players[player]
    if choice == "keep":
        p.kept = True
        state.say(f"{p.name} keeps {len(p.hand)} cards", "103.5")
    else:
        state.mulligan_round.append((player, choice))
        state.say(f"{p.name} will take a mulligan", "103.5")


def mulligan_exilers(state: GameState, player: int) -> list[int]:
    """The cards in `player`'s hand whose "any time you could mulligan" ability exiles the
    hand (Serum Powder): usable as they declare (CR 103.5b)."""
    hand = state.players[player].hand
    return [oid for oid in hand if any(a.kind == MULLIGAN_EXILE_HAND
                                       for a in state.objects[oid].card.static)]


def exile_hand_and_draw(state: GameState, player: int, card: int) -> None:
    """CR 103.5b: before declaring, exile every card in the hand, then draw that many; the
    player then declares (the same decision is asked again)."""
    p = state.players[player]
    n = len(p.hand)
    state.say(f"{p.name} exiles their hand with {current_name(state, state.objects[card])}",
              "103.5b")
    for oid in list(p.hand):
        zones.move(state, state.objects[oid], "exile")
    events.draw(state, player, n)


def mulligan(state: GameState, player: int) -> None:
    """London mulligan (CR 103.5): shuffle the hand away, draw seven again. The classic
    mulligan (2008 CR 101.4) draws one card fewer than the hand before it."""
    p = state.players[player]
    for oid in list(p.hand):
        zones.move(state, state.objects[oid], "library")
    state.rng.shuffle(p.library)
    p.mulligans += 1
    if ruleset(state).mulligan == "classic":
        state.say(f"{p.name} takes a mulligan", "101.4 (2008)")
        events.draw(state, player, max(0, 7 - p.mulligans))
        return
    state.say(f"{p.name} takes a mulligan", "103.5")
    events.draw(state, player, 7)


def put_on_bottom(state: GameState, player: int, chosen: tuple[int, ...]) -> None:
    for oid in chosen:
        zones.move(state, state.objects[oid], "library", top=False)
    state.bottoms.remove(player)
    state.say(f"{state.players[player].name} puts {len(chosen)} card"
              f"{'s' if len(chosen) != 1 else ''} on the bottom of their library", "103.5")


def begin_opening_actions(state: GameState) -> None:
    """CR 103.6: after mulligans, the starting player and then each other player in turn
    order may take actions with cards in their opening hand."""
    state.opening = turn_order_from(state, state.active)
    state.stage = "opening"


def _next_opening_decision(state: GameState) -> None:
    while state.opening:
        p = state.opening[0]
        cards = tuple(oid for oid in state.players[p].hand if _opening_action(state, oid))
        if cards:
            state.decision = Decision(
                "opening_hand", p, options=cards + ("nothing",),
                prompt="begin the game with a card from your opening hand on the battlefield, "
                       "or reveal one? (CR 103.6)")
            return
        state.opening.pop(0)
    begin_first_turn(state)


def _opening_action(state: GameState, oid: int) -> str:
    """The action its card allows with the opening hand (CR 103.6): "begin_on_battlefield"
    (103.6a), REVEAL_FROM_OPENING_HAND if not yet revealed (103.6b: only once), or ""."""
    for ability in state.objects[oid].card.static:
        if ability.kind == "begin_on_battlefield":
            return ability.kind
        if ability.kind == REVEAL_FROM_OPENING_HAND and not any(
                d.source_id == oid for d in state.delayed):
            return ability.kind
    return ""


def opening_hand_action(state: GameState, player: int, choice: object) -> None:
    """CR 103.6a: put the chosen card onto the battlefield; CR 103.6b: reveal it; or be done
    ("nothing")."""
    if choice == "nothing":
        state.opening.remove(player)
        return
    obj = state.objects[choice]
    if _opening_action(state, obj.id) == REVEAL_FROM_OPENING_HAND:
        _reveal_from_opening_hand(state, player, obj)
        return
    events.put_onto_battlefield(state, obj, controller=player)
    state.say(f"{state.players[player].name} begins the game with {current_name(state, obj)} on "
              "the "
              "battlefield", "103.6a")


def _reveal_from_opening_hand(state: GameState, player: int, obj: GameObject) -> None:
    """CR 103.6b: every player sees it; its delayed triggered ability is created, with this
    card its source and its owner the controller (CR 603.7g)."""
    name = current_name(state, obj)
    state.looked += [(obj.id, p.index) for p in state.players
                     if p.index != player and (obj.id, p.index) not in state.looked]
    state.say(f"{state.players[player].name} reveals {name} from their opening hand", "103.6b")
    for ability in obj.card.static:
        if ability.kind == REVEAL_FROM_OPENING_HAND and ability.delayed is not None:
            state.delayed.append(DelayedTrigger(ability=ability.delayed, controller=player,
                                                source_id=obj.id, source_name=name,
                                                card=obj.card))
            state.say(f"{name} creates a delayed triggered ability: {ability.delayed.text}",
                      "603.7g")
    state.changed()


def begin_first_turn(state: GameState) -> None:
    if state.players[state.active].lost:            # conceded before it began (CR 800.4k)
        state.active = state.next_player(state.active)
    state.turn = 1
    state.this_turn = []                  # opening hands aren't drawn "this turn" (CR 103.5)
    state.step = "untap"
    state.stage = "restart" if state.restarting else "begin"          # CR 724.4
    state.say(f"turn 1: {_whose_turn(state)}", "103.8")


# -- steps ------------------------------------------------------------------------------

def begin_step(state: GameState) -> None:
    """The turn-based actions at the start of each step (CR 703.4)."""
    step = state.step
    state.stage = "priority"
    state.priority, state.passes = state.active, 0
    if state.step_triggers_due:                       # once per step, however often it begins
        state.step_triggers_due = False
        if step == "beginning of combat":
            conditions.record(state, COMBAT_PHASE, state.active)      # CR 506.1, 500.8
        triggers.on_step(state, step)                                  # CR 603.2b
    if step == "untap":
        if _untap_step(state):
            state.stage = "end"                                        # CR 502.4
    elif step == "draw":
        if state.turn == 1 and state.n_players == 2:
            state.say("the starting player skips their first draw", "103.8a")
        elif state.turn == 1 and multiplayer.shared_turns(state):
            state.say("the starting team skips its first draw", "103.8b", "810.6")
        elif not state.players[state.active].lost:                     # CR 800.4j
            _draw_step(state)
    elif step == "precombat main":
        _lore_counters(state)
    elif step == "declare attackers":
        _declare_attackers_step(state)
    elif step == "declare blockers":
        _declare_blockers_step(state)
    elif step == "combat damage":
        _combat_damage_step(state)
    elif step == "end of combat":
        pass
    elif step == "cleanup":
        _cleanup_step(state)


def _draw_step(state: GameState) -> None:
    """CR 504.1: the active player draws a card; if they must first choose how a replacement
    effect applies (dredge, CR 616.1), the step begins again with the answer."""
    if not state.replacing:                   # "except the first one you draw in each of
        state.this_turn.append(("draw step",))  # your draw steps" (CR 504.1)
    before = len(state.this_turn)
    drawing = multiplayer.active_players(state)             # each of the team (CR 805.4b)
    decision = events.happen(state, *(events.Draw(p) for p in drawing))
    if decision is not None:
        state.stage, state.decision = "begin", decision
        return
    for player in drawing:
        events.say_drawn(state, player, before)


def _lore_counters(state: GameState) -> None:
    """CR 714.3b: as the precombat main phase begins, the active player puts a lore counter
    on each Saga they control (a turn-based action; it doesn't use the stack), but on one
    that can't have it put on it (Solemnity)."""
    from tolaria.rules.effects.replacements import can_have_counters
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        chars = characteristics(state, obj)
        if "Saga" in chars.subtypes and chars.controller == state.active and \
                can_have_counters(state, obj, "lore"):                # CR 122.6, 101.2
            events.add_counters(state, obj, "lore", 1)
            state.say(f"a lore counter is put on {current_name(state, obj)}", "714.3b")


def _their_turn(effect: ContinuousEffect, actives: list[int]) -> bool:
    """Does this "during <player>'s next turn" effect begin as this turn begins?"""
    return effect.until == THEIR_NEXT_TURN and any(
        part.get("player") in actives for part in effect.parts)


def _untap_step(state: GameState) -> bool:
    """CR 502.3; False while the active player is asked whether to untap a permanent that
    says they may choose not to (then this step begins again with the answer)."""
    from tolaria.rules.effects import durations
    actives = multiplayer.active_players(state)                        # CR 805.4
    if state.active in state.skip_untaps:
        return _skip_untap_step(state, actives)                        # CR 614.10
    phasing.untap_step(state, actives)                                 # CR 502.1
    day_night.untap_step(state)                                        # CR 502.2
    if durations.ask_untap(state) or durations.ask_untap_limit(state):
        return False
    _turn_begins(state, actives)
    untapped = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if controller(state, obj) in actives:
            obj.since = controller(state, obj)                         # CR 302.6
            if obj.tapped and "doesnt_untap" not in characteristics(state, obj).restrictions \
                    and not durations.kept_tapped(state, oid) \
                    and not events.stunned(state, obj):
                obj.tapped = False                                     # CR 502.3
                untapped.append(obj)
    untapped += _untap_in_others_step(state, actives)                  # Seedborn Muse
    restrictions.after_untap_step(state)                               # "next untap step"
    # Untapping (CR 502.3) and `since` (CR 302.6) are read by no characteristic of a world
    # that reads nothing off the board, nor by CR 704.5; the effects that ended said so.
    off_board_change(state)
    state.say(f"{' and '.join(state.players[p].name for p in actives)} untap"
              f"{'s' if len(actives) == 1 else ''}", "502.3")
    for obj in untapped:
        triggers.on_tapped(state, obj, False)                          # "becomes untapped"
    return True


def _untap_in_others_step(state: GameState, actives: list[int]) -> list[GameObject]:
    """"Untap all permanents you control during each other player's untap step.": the
    permanents of the ability's controller, when that player isn't active (CR 502.3); a
    stun counter still stops one (CR 122.1d)."""
    found = restrictions.statics_of(state, UNTAP_IN_OTHERS_STEP)
    if not found:
        return []
    out = []
    for source, ability in found:
        you = controller(state, source)
        if you in actives:
            continue
        ids = [source.id] if ability.affects == "self" else [
            oid for oid in state.battlefield if controller(state, state.objects[oid]) == you
            and matches(state, ability.filter, state.objects[oid], you)]
        for oid in ids:
            obj = state.objects[oid]
            if obj.tapped and obj.zone == "battlefield" and not events.stunned(state, obj):
                obj.tapped = False
                out.append(obj)
                state.say(f"{current_name(state, obj)} untaps ({current_name(state, source)})",
                          "502.3")
    return out


def _skip_untap_step(state: GameState, actives: list[int]) -> bool:
    """"Skips their next untap step" (CR 614.10): the turn begins, but nothing of the step
    happens: no phasing or day/night check, nothing untaps, and "during your next untap
    step" effects wait for one that happens."""
    state.skip_untaps.remove(state.active)
    _turn_begins(state, actives)
    for oid in state.battlefield:
        obj = state.objects[oid]
        if controller(state, obj) in actives:
            obj.since = controller(state, obj)                         # CR 302.6
    off_board_change(state)
    state.say(f"{state.players[state.active].name} skips their untap step", "614.10")
    return True


def _turn_begins(state: GameState, actives: list[int]) -> None:
    """What a turn's beginning ends or resets, with or without its untap step: lands
    played (CR 305.2), "until your next turn" effects (CR 611.2a), goad (CR 701.38a)."""
    for p in state.players:
        p.lands_played = 0                                             # CR 305.2
    ending = [e for e in state.effects
              if e.until == "your next turn" and e.controller in actives]
    if ending:                                                         # CR 611.2a
        state.effects = [e for e in state.effects if e not in ending]
        state.changed()
    if any(_their_turn(e, actives) for e in state.effects):          # "during that
        state.effects = [replace(e, until="end of turn") if _their_turn(e, actives)  # player's
                         else e for e in state.effects]                # next turn" (611.2a)
        state.changed()
    goad.expire(state, actives)                                        # CR 701.38a
    triggers.end_until_your_turn(state, actives)                      # CR 611.2a
    if any(s.until == "your next turn" for s in state.shields):       # CR 611.2a, 615.1
        state.shields = [s for s in state.shields if s.until != "your next turn"
                         or s.controller not in actives]
        state.changed()


def _declare_attackers_step(state: GameState) -> None:
    if state.players[state.active].lost:                              # CR 800.4j
        state.say("nobody attacks: the active player has left the game", "800.4j")
        return
    if not combat.attack_options(state, state.active):
        combat.declare_attackers(state, state.active, ())
        return
    state.stage = "attackers"
    state.decision = Decision("attackers", state.active, prompt="declare attackers (CR 508.1)")


def _declare_blockers_step(state: GameState) -> None:
    """CR 509.1: each defending player declares blockers, in APNAP order."""
    combat.leave_combat(state)                                        # CR 506.4
    for p in state.apnap():
        if multiplayer.is_active(state, p) or p in state.blockers_declared:
            continue
        if multiplayer.shared_turns(state):        # the defending team's one block (805.10d)
            p = multiplayer.primary(state, p)
            state.blockers_declared.extend(multiplayer.team_of(state, p))
        else:
            state.blockers_declared.append(p)
        attacked = [a for a in combat.attackers(state) if multiplayer.on_side_of(
            state, p, combat.attacked_player(state, a.attacking))]
        if not attacked:
            continue
        if not combat.block_options(state, p):
            combat.declare_blockers(state, p, ())
            continue
        state.stage = "begin"
        state.decision = Decision("blockers", p, prompt="declare blockers (CR 509.1)")
        return
    for attacker_id in combat.needs_order(state):
        if combat.placed(state, attacker_id) < len(state.damage_order[attacker_id]):
            state.stage = "begin"
            state.decision = Decision(
                "order_blockers", state.active, subject=attacker_id,
                options=combat.unplaced(state, attacker_id),
                prompt="damage assignment order for "
                       f"{current_name(state, state.objects[attacker_id])} "
                       "(CR 509.2)")
            return
    for blocker_id in combat.needs_block_order(state):              # CR 509.3
        if combat.placed(state, blocker_id) < len(state.damage_order[blocker_id]):
            blocker = state.objects[blocker_id]
            state.stage = "begin"
            state.decision = Decision(
                "order_blockers", controller(state, blocker), subject=blocker_id,
                options=combat.unplaced(state, blocker_id),
                prompt=f"damage assignment order for {current_name(state, blocker)} (CR 509.3)")
            return
    state.stage = "priority"


def _combat_damage_step(state: GameState) -> None:
    """CR 510.1: assign combat damage (asking where there is a choice), then deal it."""
    state.stage = "begin"
    combat.leave_combat(state)                                        # CR 506.4
    if state.combat_step == "none":
        first = combat.has_first_strike_step(state)
        state.combat_step = "first strike" if first else "regular"
        state.first_strike_step = first
        state.say(f"{state.combat_step} combat damage step", "510.4" if first else "510.1")
    for obj in combat.attackers(state):
        if obj.id in state.assigned or not combat.deals_damage_now(state, obj):
            continue
        if not obj.blocked:
            state.assigned[obj.id] = combat.unblocked_damage(state, obj)
            continue
        banded = combat.banded_attacker_options(state, obj)            # CR 702.22j
        who, options = banded or (controller(state, obj), combat.assignment_options(state, obj))
        if len(options) == 1:
            state.assigned[obj.id] = options[0]
            continue
        state.decision = Decision("assign_damage", who, subject=obj.id,
                                  options=tuple(options),
                                  prompt=f"assign {current_name(state, obj)}'s combat damage (CR "
                                         + ("702.22j)" if banded else "510.1c)"))
        return
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.blocking and obj.id not in state.assigned and combat.deals_damage_now(state, obj):
            banded = combat.banded_blocker_options(state, obj)          # CR 702.22k
            who, options = banded or (controller(state, obj),
                                      combat.blocker_options(state, obj))   # CR 510.1d
            if len(options) > 1:
                state.decision = Decision(
                    "assign_damage", who, subject=obj.id, options=tuple(options),
                    prompt=f"assign {current_name(state, obj)}'s combat damage (CR "
                           + ("702.22k)" if banded else "510.1d)"))
                return
            state.assigned[obj.id] = options[0]
    if ruleset(state).combat_damage_on_stack:          # 2008 CR 310: players may respond
        combat.put_damage_on_stack(state, dict(state.assigned))
        state.assigned.clear()
        state.stage = "priority"
        return
    decision = combat.deal_combat_damage(state, dict(state.assigned))
    if decision is not None:                  # a replacement choice (CR 616.1): ask, then redo
        state.decision = decision
        return
    state.assigned.clear()
    state.stage = "priority"


def _cleanup_step(state: GameState) -> None:
    """CR 514.1-514.3."""
    p = state.players[_discarding(state)]
    limit = hand_size.maximum(state, p.index)                         # CR 402.2
    excess = len(p.hand) - limit if limit is not None else 0
    if excess > 0 and (not state.cleanup_discarded or p.index != state.active):
        state.cleanup_discarded = True
        state.stage = "begin"
        state.decision = Decision("discard", p.index, count=excess, options=tuple(p.hand),
                                  prompt=f"discard down to {limit} (CR 514.1)")
        return
    kept = _damage_kept(state)
    for oid in state.battlefield:                                     # CR 514.2
        obj = state.objects[oid]
        obj.damage, obj.deathtouched = (obj.damage if oid in kept else 0), False
    for oid, _, _, _ in state.phased_out:                  # phased-out ones too (514.2)
        state.objects[oid].damage, state.objects[oid].deathtouched = 0, False
    echo.observe(state)                           # before control effects end (CR 702.30a)
    state.effects = [e for e in state.effects if e.until != "end of turn"]
    state.shields = [s for s in state.shields if s.until != "end of turn"]
    triggers.end_this_turn(state)
    state.changed()
    # CR 514.3a: players get priority only if state-based actions or triggers happen.
    acted = sba_loop(state)
    triggers.check_state(state)                                       # CR 603.8
    if acted or state.pending:
        state.cleanup_again = True
        state.stage = "priority"
    else:
        state.stage = "end"


def _damage_kept(state: GameState) -> set[int]:
    """The permanents whose damage "isn't removed ... during cleanup steps" (CR 514.2)."""
    found = restrictions.statics_of(state, DAMAGE_KEPT)
    kept: set[int] = set()
    for source, ability in found:
        if ability.affects == "self":
            kept.add(source.id)
            continue
        you = controller(state, source)
        kept.update(oid for oid in state.battlefield
                    if matches(state, ability.filter, state.objects[oid], you))
    return kept


def _discarding(state: GameState) -> int:
    """CR 514.1: the active player discards to their maximum hand size; with shared team
    turns each player of the active team does, the primary player first (CR 805.4)."""
    if not multiplayer.shared_turns(state):
        return state.active
    for player in multiplayer.active_players(state):
        if player == state.active and state.cleanup_discarded:
            continue
        limit = hand_size.maximum(state, player)
        if limit is not None and len(state.players[player].hand) > limit:
            return player
    return state.active


def end_step(state: GameState) -> None:
    """A step ends: mana empties (CR 500.4); move to the next step or turn (CR 500.1)."""
    state.step_triggers_due = True                     # every way out begins a new step
    rules = ruleset(state)
    if not rules.pools_empty_per_phase or _phase_ends(state):
        _empty_pools(state, rules.mana_burn)
    zones.forget_departed(state)
    _end_effects_of_departed(state)
    step = state.step
    if step == "cleanup":
        if state.cleanup_again:                                       # CR 514.3a
            state.cleanup_again = False
            state.cleanup_discarded = False
            state.stage = "begin"
            return
        if state.added_phases:                                        # CR 500.8
            _begin(state, _phase_after(state, step))
            return
        next_turn(state)
        return
    if step == "combat damage" and state.combat_step == "first strike":
        state.combat_step = "regular"
        state.first_strike_step = False
        state.stage = "begin"
        state.say("regular combat damage step", "510.4")
        return
    if step == "end of combat":
        combat.end_combat(state)
    following = STEPS[STEPS.index(step) + 1]
    if step == "declare attackers" and not combat.attackers(state):
        following = "end of combat"                                   # CR 508.8
    elif PHASE_OF[following] != PHASE_OF[step] and (state.added_phases or state.resume_step):
        following = _phase_after(state, step)                         # CR 500.8
    if following == "upkeep" and restrictions.statics_of(state, SKIP_UPKEEP_STEPS):
        state.say(f"{state.players[state.active].name} skips their upkeep step", "614.10")
        following = "draw"                                            # CR 614.1b, 614.10
    if following == "draw" and state.active in state.skip_draws:
        state.skip_draws.remove(state.active)   # CR 614.10a; the one-shot first (616.1)
        state.say(f"{state.players[state.active].name} skips their draw step", "614.10")
        following = "precombat main"
    elif following == "draw" and _skips_draw(state, state.active):
        state.say(f"{state.players[state.active].name} skips their draw step", "614.10")
        following = "precombat main"                                  # CR 614.1b, 614.10
    if following == "beginning of combat" and state.active in state.skip_combats:
        state.skip_combats.remove(state.active)                       # CR 614.10
        state.say(f"{state.players[state.active].name} skips their combat phase", "614.10")
        following = _phase_after(state, "end of combat") if (
            state.added_phases or state.resume_step) else "postcombat main"
    if following == "":                        # the ending phase's added phases are over
        next_turn(state)
        return
    _begin(state, following)


def _begin(state: GameState, following: str) -> None:
    """The step `following` begins."""
    state.step = following
    state.stage = "begin"
    state.blockers_declared = []
    state.ordered = []
    if following == "combat damage":
        state.combat_step = "none"
    off_board_change(state)                          # a step begins: nothing on the board


# The phases an effect adds, with their first steps (CR 500.8); an added main phase is a
# postcombat main phase (CR 505.1a).
ADDED_PHASES = {"combat": "beginning of combat", "postcombat main": "postcombat main"}


def _phase_after(state: GameState, step: str) -> str:
    """The step that begins as the phase whose last step is `step` ends: the first of the
    phases added after it, the most recently added first (CR 500.8); once they are over,
    the one that followed the turn's own phase they came after ("" after the ending
    phase: the turn ends)."""
    if state.added_phases:
        if not state.resume_step:
            state.resume_step = step
        phase = state.added_phases.pop(0)
        state.say(f"an additional {phase} phase begins", "500.8")
        return ADDED_PHASES[phase]
    resume, state.resume_step = state.resume_step, ""
    return "" if resume == "cleanup" else STEPS[STEPS.index(resume) + 1]


def _skips_draw(state: GameState, player: int) -> bool:
    """Does a permanent `player` controls say "Skip your draw step."? (CR 614.1b)"""
    from tolaria.rules.layers import controller, statics_by_kind
    return any(controller(state, src) == player
               for src, a in statics_by_kind(state).get(SKIP_DRAW_STEP, ()))


def _phase_ends(state: GameState) -> bool:
    """Whether the step ending now is the last of its phase (CR 500.1)."""
    step = state.step
    if step == "cleanup":
        return not state.cleanup_again                                # CR 514.3a
    if step == "combat damage" and state.combat_step == "first strike":
        return False                                                  # CR 510.4
    return PHASE_OF[step] != PHASE_OF[STEPS[STEPS.index(step) + 1]]


def _empty_pools(state: GameState, burn: bool) -> None:
    """Unused mana is lost (CR 500.4); with mana burn, each mana lost costs 1 life (2008
    CR 300.3: loss of life, not damage)."""
    if mana_kept(state):
        return
    combat = PHASE_OF[state.step] == "combat" and state.step != "end of combat"
    for p in state.players:
        if p.pool.is_empty():
            continue
        if _becomes_colorless(state, p.index):                       # CR 614.1a
            p.pool.decolor(keep=state.step != "cleanup", combat=combat)
            off_board_change(state)
            state.say(f"{p.name}'s unspent mana becomes colorless instead of emptying",
                      "614.1a", "500.4")
            continue
        lost = p.pool.empty(keep=state.step != "cleanup", combat=combat)
        # What can be paid for now (the listing's caches) changed; mana is off the board,
        # read by no characteristic of a world that reads nothing off it, nor by CR 704.5.
        off_board_change(state)
        if burn and not p.lost and lost:
            state.say(f"{p.name} burns for {lost} unused mana", "300.3 (2008)")
            events.lose_life(state, p.index, lost, "300.3 (2008)")


def _becomes_colorless(state: GameState, player: int) -> bool:
    """"If you would lose unspent mana, that mana becomes colorless instead." (Horizon
    Stone): a static ability of a permanent this player controls."""
    return any(controller(state, src) == player
               for src, _ in statics_by_kind(state).get(UNSPENT_MANA_COLORLESS, ()))


def mana_kept(state: GameState) -> bool:
    """"Players don't lose unspent mana as steps and phases end" (Upwelling): a static ability
    that changes CR 500.4 and 106.4, so no mana empties (and none burns)."""
    return "keep_mana" in statics_by_kind(state)


def _about_players(effect: ContinuousEffect) -> bool:
    """An effect on players, no object (CR 101.2, 611.2): `PLAYER_RULES` parts only."""
    return not effect.affected and all(p.layer == PLAYER_RULES for p in effect.parts)


def _end_effects_of_departed(state: GameState) -> None:
    """An effect locked to objects that have all left play can never apply again (CR 400.7)."""
    if not state.effects:
        return
    live = set(state.battlefield) | set(state.stack)
    kept = [e for e in state.effects
            if (any(a in live for a in e.affected) or _about_players(e)) and lasting(state, e)]
    if len(kept) != len(state.effects):
        state.effects = kept
        state.changed()


def _whose_turn(state: GameState) -> str:
    """The active player's name; a team's players' with shared team turns (CR 805.4)."""
    return " and ".join(state.players[p].name for p in multiplayer.active_players(state))


def next_turn(state: GameState) -> None:
    """CR 500.1: the next player in turn order takes the next turn."""
    if state.may_play:
        from tolaria.rules.effects.library import turn_ends
        turn_ends(state)                   # "this turn" / "until the end of your next turn"
    day_night.turn_ends(state, multiplayer.active_players(state))      # for CR 728.2
    if state.player_control:
        control.turn_ends(state, multiplayer.active_players(state))    # CR 720.1, 500.7
    if state.phased_out:
        phasing.turn_ends(state, multiplayer.active_players(state))     # "can't phase in"
    state.turn += 1
    state.last_turn = state.this_turn     # "last turn" (CR 603.4; never changed again)
    state.this_turn = []                  # "this turn" facts start afresh (tolaria.rules.conditions)
    if state.extra_turns or state.skip_turns:
        from tolaria.rules.effects.library import next_active
        state.active = next_active(state)          # extra and skipped turns (500.7, 614.10)
    elif multiplayer.shared_turns(state):
        state.active = multiplayer.next_team(state)                    # CR 805.4
    else:
        state.active = state.next_player(state.active)
    state.step = "untap"
    state.stage = "begin"
    state.cleanup_discarded = False
    state.added_phases, state.resume_step = [], ""
    state.say(f"turn {state.turn}: {_whose_turn(state)}", "500.1")
    if state.player_control:
        control.turn_begins(state, multiplayer.active_players(state))  # CR 720.1
    state.changed()


# -- before priority: state-based actions and triggers (CR 117.5) ------------------------

def sba_loop(state: GameState) -> bool:
    acted = False
    while True:
        triggers.new_event(state)                      # each check is one event (CR 704.3)
        result = sba.check(state)
        if isinstance(result, Decision):
            state.decision = result
            return True
        if not result:
            return acted
        acted = True
        if state.over:
            return True


def _before_priority(state: GameState) -> None:
    sba_loop(state)
    if state.decision is not None or state.over:
        return
    triggers.check_state(state)                                       # CR 603.8
    if state.pending:
        put_triggers_on_stack(state)
        return
    if state.players[state.priority].lost:                            # CR 800.4a, 800.4j
        state.priority = state.next_player(state.priority)
    state.decision = Decision("priority", state.priority)


def put_triggers_on_stack(state: GameState) -> None:
    """CR 603.3b: APNAP order; each player orders their own triggers."""
    for player in state.apnap():
        mine = [t for t in state.pending if t.controller == player]
        if not mine:
            continue
        if (len(mine) > 1 and state.triggers_ordered != player
                and len({(t.source_name, t.ability) for t in mine}) > 1):
            state.decision = Decision("order_triggers", player, options=tuple(
                range(len(mine))), prompt="order your triggered abilities (CR 603.3b)")
            return
        for trig in mine:
            if not stack_trigger(state, trig):
                return
        state.triggers_ordered = None
    state.priority, state.passes = state.active, 0


# Up to this many triggers, every order is listed; beyond, the player picks the next one.
ORDER_ALL = 4


def trigger_orders(state: GameState, player: int) -> list[tuple[int, ...]]:
    """Legal answers to "order your triggers": every order of a few, else the next one."""
    mine = [t for t in state.pending if t.controller == player]
    if len(mine) <= ORDER_ALL:
        from itertools import permutations
        return list(permutations(range(len(mine))))
    seen: dict[tuple, int] = {}
    for i, t in enumerate(mine):
        seen.setdefault((t.source_name, t.ability), i)      # identical ones are interchangeable
    return [(i,) for i in seen.values()]


def why_bad_trigger_order(state: GameState, player: int, order: tuple[int, ...]) -> str | None:
    """An order of all one's triggers, or of the first few to put on the stack."""
    n = sum(1 for t in state.pending if t.controller == player)
    if not order or len(set(order)) != len(order) or not all(
            isinstance(i, int) and 0 <= i < n for i in order):
        return f"order some of your {n} triggered abilities, each once (CR 603.3b)"
    return None


def order_triggers(state: GameState, player: int, order: tuple[int, ...]) -> None:
    """The first in `order` goes on the stack first (so it resolves last).

    A partial order puts those on the stack now; the rest are ordered next.
    """
    mine = [t for t in state.pending if t.controller == player]
    others = [t for t in state.pending if t.controller != player]
    chosen = [mine[i] for i in order]
    rest = [t for i, t in enumerate(mine) if i not in order]
    state.pending = chosen + rest + others
    if len(rest) <= 1:
        state.triggers_ordered = player
        return
    for trig in chosen:
        if not stack_trigger(state, trig):
            return


def trigger_target_choices(state: GameState, trig: PendingTrigger) -> list[tuple]:
    ability = trig.ability
    source = state.objects.get(trig.source_id)
    if not ability.targets:
        return [()]
    ability = targets.for_trigger(state, ability, trig.data, trig.source_id)
    return targets.choices(state, ability.targets, trig.controller, source)   # CR 603.3d


def why_bad_trigger_targets(state: GameState, action: Action) -> str | None:
    """Why the first pending trigger can't have these targets (and this division of damage
    or counters, CR 601.2d), or None: any legal choice, even one not listed (CR 603.3d)."""
    trig = state.pending[0]
    ability = targets.for_trigger(state, trig.ability, trig.data, trig.source_id)
    source = state.objects.get(trig.source_id)
    if action.player != (who := targets.chooser(ability, trig.controller)):
        return f"{state.players[who].name} chooses the targets (CR 603.3d)"
    return targets.why_bad_choice(state, ability.targets, tuple(action.targets),
                                  trig.controller, source) or \
        targets.why_bad_division(ability.effects, tuple(action.targets), tuple(action.choice))


def trigger_mode_choices(state: GameState, trig: PendingTrigger
                         ) -> list[int | tuple[int, ...]]:
    """The modes of a modal trigger that can be chosen: those whose targets exist, and not
    one already chosen for a "hasn't been chosen" ability of its source (CR 700.2b); an
    index for one mode, a tuple for several, if the ability allows them (CR 603.3c)."""
    ability = trig.ability
    source = state.objects.get(trig.source_id)
    before = modes.chosen_before(state, source, ability)
    single = [i for i, mode in enumerate(ability.modes)
              if i not in before and all(
                  spec.optional or targets.candidates(state, spec, trig.controller, source)
                  for spec in targets.for_trigger(state, replace(
                      ability, targets=mode.targets), trig.data, trig.source_id).targets)]
    least, most = ability.choose
    if ability.several_if is not None and not (source is not None and triggers.holds(
            state, ability.several_if, source, trig.controller, trig.data)):
        least = most = 1                               # "choose one. If ..., ..." (603.3c)
    out: list[int | tuple[int, ...]] = list(single) if least <= 1 else []
    out += [chosen for chosen, mode in ability.combined
            if least <= len(chosen) <= most and set(chosen) <= set(single)
            and not (any(spec.distinct for spec in mode.targets) and not targets.choices(
                state, targets.for_trigger(state, replace(ability, targets=mode.targets),
                                           trig.data, trig.source_id).targets,
                trig.controller, source))]                # different targets (CR 115.3)
    return out


def choose_trigger_mode(state: GameState, index: int | tuple[int, ...]) -> None:
    """The mode of the first pending trigger is chosen (or its modes, a tuple, CR 700.2b):
    it becomes that mode's ability, and goes on the stack (CR 603.3c)."""
    trig = state.pending[0]
    mode = trig.ability.modes[index] if isinstance(index, int) else next(
        found for chosen, found in trig.ability.combined if chosen == index)   # CR 700.2b
    for each in (index,) if isinstance(index, int) else index:
        modes.remember(state, state.objects.get(trig.source_id), trig.ability, each)
    chosen = replace(trig, ability=replace(trig.ability, modes=(), targets=mode.targets,
                                           effects=mode.effects,
                                           text=f"{trig.ability.text.split(chr(10))[0]} "
                                                f"{mode.text}"))
    state.pending[0] = chosen
    who = "The game chooses at random" if trig.ability.at_random else \
        f"{state.players[trig.controller].name} chooses"
    state.say(f"{who} for {trig.source_name}'s ability: {mode.text}", "603.3c", "700.2")
    stack_trigger(state, chosen)


def choose_no_trigger_mode(state: GameState) -> None:
    """"Choose up to one —" and no mode is chosen: the first pending trigger is removed
    (CR 700.2b, 603.3c)."""
    trig = state.pending.pop(0)
    state.say(f"{state.players[trig.controller].name} chooses no mode for "
              f"{trig.source_name}'s ability, and it is removed", "700.2b", "603.3c")


def _ask_trigger_mode(state: GameState, trig: PendingTrigger) -> bool:
    """CR 603.3c: a modal trigger's mode is chosen as it is put on the stack; with no mode
    that can be chosen, it is removed (CR 700.2a)."""
    options = trigger_mode_choices(state, trig)
    state.pending.remove(trig)
    state.pending.insert(0, trig)
    if not options:
        state.pending.remove(trig)
        state.say(f"{trig.source_name}'s ability has no mode that can be chosen and is "
                  "removed", "603.3c")
        return True
    if len(options) == 1 and not trig.ability.up_to_one or trig.ability.at_random:
        choose_trigger_mode(state, options[0] if len(options) == 1 else
                            state.rng.choice(options))                    # CR 700.2b
        return state.decision is None
    state.decision = Decision("mode", trig.controller, options=tuple(options),
                              subject=trig.source_id,
                              prompt=f"choose a mode for {trig.source_name}'s ability "
                                     "(CR 603.3c)")
    return False


def stack_trigger(state: GameState, trig: PendingTrigger, chosen: tuple | None = None,
                  division: tuple[int, ...] = ()) -> bool:
    """Put one trigger on the stack (CR 603.3), asking for targets (and how to divide damage
    or counters among them, CR 601.2d) when there's a choice."""
    ability = trig.ability
    if ability.modes:
        return _ask_trigger_mode(state, trig)
    if chosen is None and ability.targets:
        options = trigger_target_choices(state, trig)
        if not options:
            state.pending.remove(trig)                                # CR 603.3d
            state.say(f"{trig.source_name}'s ability has no legal targets and is removed",
                      "603.3d")
            return True
        divisions = targets.divisions(ability.effects, options[0])
        if len(options) > 1 or len(divisions) > 1:
            state.pending.remove(trig)
            state.pending.insert(0, trig)
            who = targets.chooser(targets.for_trigger(state, ability, trig.data,
                                                      trig.source_id), trig.controller)
            state.decision = Decision("targets", who, options=tuple(options),
                                      subject=trig.source_id,
                                      prompt=f"targets for {trig.source_name}'s ability")
            return False
        chosen, division = options[0], divisions[0]
    state.pending.remove(trig)
    source = state.objects.get(trig.source_id)
    card = source.card if source is not None else trig.card          # CR 603.7d-e, 113.7a
    item = zones.create_object(state, card, trig.controller, "stack")
    item.controller = trig.controller
    item.ability = targets.for_trigger(state, ability, trig.data, trig.source_id)
    item.source_id = trig.source_id
    item.source_name = trig.source_name
    item.targets = tuple(chosen or ())
    if division:
        item.chosen += ((targets.DIVIDED, ",".join(map(str, division))),)
    item.trigger_data = trig.data
    if ability.entering_x:
        item.x = targets.trigger_x(state, ability, trig.data, trig.source_id)   # CR 107.3m
    if source is not None and source.zone == "battlefield" and faces.double_faced(source) \
            and ability in source.card.triggered:       # not a delayed trigger (CR 701.28f)
        faces.remember_source(item, source)
    elif trig.source_transforms:        # a delayed trigger's: as it was created (701.28f)
        item.chosen += ((faces.SOURCE_TRANSFORMS, trig.source_transforms),)
    state.say(f"{trig.source_name}'s triggered ability goes on the stack: {ability.text}",
              "603.3")
    triggers.on_targeted(state, item)                                     # CR 702.21a
    return True
