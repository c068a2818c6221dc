"""Effect steps the Oracle compiler (`tolaria.cards.oracle`) produces beyond the basic ones.

- "lose_life": a player loses N life (CR 119.3);
- "set_life": a player's life total becomes N (CR 119.5);
- "tap": tap a permanent (CR 701.21a);
- "remove_from_combat": a permanent stops being attacking or blocking (CR 506.4);
- "tap_chosen": tap any number of untapped permanents of a kind, chosen as it resolves,
  counted for "tapped this way" (CR 608.2c, 701.21a);
- "damage_players": a source deals N damage to each of a set of players ("each
  opponent", "you"), dealt at once (CR 120.2);
- "continuous_all": a resolved effect on every permanent matching a filter, the set
  locked in as it begins ("creatures you control get +1/+1 until end of turn",
  CR 611.2c);
- "tap_all": tap (or untap) every permanent matching a filter (CR 701.21);
- "untap_choice": untap up to N permanents matching a filter, chosen as it resolves;
- "sacrifice_choice": each player sacrifices `count` permanents matching a filter, of
  their choice (CR 701.17a); choices are made in APNAP order (CR 101.4), then all are
  sacrificed at once; with `greatest` ("power", or "mana_value" among the permanents of
  theirs matching `among`, CR 202.3) only the ones with the greatest, as "bounce_choice".
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, layer_effect
from tolaria.data.objects import GameObject
from tolaria.data.state import ContinuousEffect, GameState
from tolaria.data.vocabulary import DIDNT_DISCARD, SACRIFICED_COUNT, TAPPED_COUNT, UNABLE
from tolaria.rules import events, restrictions, zones
from tolaria.rules.effects import (
    PUT_THIS_WAY,
    amount,
    bound_parts,
    handler,
    players_of,
    remember_exiled,
    remember_put,
    remember_surveilled,
    remembered,
    source_of,
    target_object,
)
from tolaria.rules.layers import characteristics, current_name, matches


@handler("set_life")
def _set_life(state: GameState, item: GameObject, eff: Effect, answer: Any
              ) -> Decision | None:
    """"<player>'s life total becomes N": the player gains or loses the difference
    (CR 119.5), so "whenever you gain/lose life" triggers see it."""
    n = amount(item, eff.get("amount"), state)
    changes: list[Any] = []
    for p in players_of(state, item, eff.get("who")):
        diff = n - state.players[p].life
        if diff > 0:
            changes.append(events.LifeGain(p, diff))
        elif diff < 0:
            changes.append(events.LifeLoss(p, -diff))
    return events.happen(state, *changes) if changes else None


@handler("lose_life")
def _lose_life(state: GameState, item: GameObject, eff: Effect, answer: Any
               ) -> Decision | None:
    """CR 119.3: each of the players loses the amount, at once."""
    n = amount(item, eff.get("amount"), state)
    return events.happen(state, *(events.LifeLoss(p, n)
                                  for p in players_of(state, item, eff.get("who"))))


@handler("lose_half_life")
def _lose_half_life(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """"You lose half your life, rounded up" (CR 107.1a, 119.3): each player loses half of
    their life total as it resolves, at once; none with 0 or less life."""
    up = eff.get("rounded") == "up"
    losses = []
    for p in players_of(state, item, eff.get("who")):
        life = state.players[p].life
        n = (life + 1) // 2 if up else life // 2
        if n > 0:
            losses.append(events.LifeLoss(p, n))
    return events.happen(state, *losses) if losses else None


@handler("tap")
def _tap(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """CR 701.21a: an untapped permanent becomes tapped."""
    victim = target_object(state, item, eff.get("target"))
    if victim is not None and victim.zone == "battlefield" and not victim.tapped:
        events.tap(state, victim)
        state.say(f"{current_name(state, victim)} becomes tapped", "701.21a")


@handler("remove_from_combat")
def _remove_from_combat(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """CR 506.4: it stops being an attacking, blocking, blocked or unblocked creature (a
    creature it blocked stays blocked, CR 509.1h)."""
    victim = target_object(state, item, eff.get("target"))
    if victim is not None and victim.zone == "battlefield" and (
            victim.attacking is not None or victim.blocking):
        events.remove_from_combat(state, victim)
        state.say(f"{current_name(state, victim)} is removed from combat", "506.4")


@handler("tap_chosen")
def _tap_chosen(state: GameState, item: GameObject, eff: Effect, answer: Any
                ) -> Decision | None:
    """"Tap any number of untapped creatures you control": chosen one at a time as it
    resolves, then "done" (not targets, CR 608.2d); they are tapped and counted for "for
    each creature tapped this way" (CR 608.2c, 701.21a)."""
    source = source_of(state, item)
    found = [oid for oid in state.battlefield if not state.objects[oid].tapped
             and matches(state, eff.get("filter"), state.objects[oid], item.controller, source)]
    picked = [oid for oid in (answer or ()) if oid in found]
    left = [oid for oid in found if oid not in picked]
    if left and "done" not in (answer or ()):
        return Decision("choose", item.controller, options=tuple(left) + ("done",),
                        prompt=f"{current_name(state, item)}: choose a permanent to tap, "
                               "or done (CR 701.21a)")
    for oid in picked:
        events.tap(state, state.objects[oid])
        state.say(f"{current_name(state, state.objects[oid])} becomes tapped", "701.21a")
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != TAPPED_COUNT) + (
        (TAPPED_COUNT, str(len(picked))),)
    return None


@handler("reveal_chosen")
def _reveal_chosen(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"Reveal any number of green cards in your hand": chosen one at a time as it
    resolves, then "done" (CR 608.2d); revealed, they stay in the hand (CR 701.16a), and
    are kept for "the number of cards revealed this way" (CR 608.2c)."""
    from tolaria.rules.effects import remember_revealed
    hand = state.players[item.controller].hand
    found = [oid for oid in hand if matches(state, eff.get("filter"), state.objects[oid],
                                            item.controller)]
    picked = [oid for oid in (answer or ()) if oid in found]
    left = [oid for oid in found if oid not in picked]
    if left and "done" not in (answer or ()):
        return Decision("choose", item.controller, options=tuple(left) + ("done",),
                        prompt=f"{current_name(state, item)}: choose a card to reveal, or "
                               "done (CR 701.16a)")
    cards = [state.objects[oid] for oid in picked]
    if cards:
        state.say(f"{state.players[item.controller].name} reveals "
                  + ", ".join(current_name(state, c) for c in cards), "701.16a")
    if eff.get("remember"):
        remember_revealed(item, cards)
    return None


@handler("continuous_kin")
def _continuous_kin(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Enchanted creature and other creatures that share a creature type with it get
    +1/+1 until end of turn": the creature (as it last existed if it has left, CR 608.2h)
    and the other creatures with one of its creature types as it begins, that set locked
    in (CR 205.3m, 611.2c)."""
    from tolaria.data.ir import ObjectFilter
    from tolaria.rules.choices import CREATURE_TYPES
    from tolaria.rules.effects import referenced
    host = target_object(state, item, eff.get("ref"))
    chars = referenced(state, item, eff.get("ref"))
    if host is None or chars is None:
        return None
    kinds = frozenset(chars.subtypes) & CREATURE_TYPES
    kin = ObjectFilter(types=frozenset({"Creature"}), subtypes=kinds)
    chosen = tuple(oid for oid in state.battlefield if oid == host.id or kinds and matches(
        state, kin, state.objects[oid], item.controller))
    if chosen:
        state.effects.append(ContinuousEffect(
            timestamp=state.timestamp(), source_name=current_name(state, item),
            affected=chosen, parts=bound_parts(item, eff.get("parts")),
            until=eff.get("until", "end of turn"), source_id=item.source_id,
            controller=item.controller))
    state.say(f"{current_name(state, item)} affects "
              f"{', '.join(current_name(state, state.objects[i]) for i in chosen) or 'nothing'}",
              "205.3m", "611.2c")
    state.changed()
    return None


@handler("leave_with_self")
def _leave_with_self(state: GameState, item: GameObject, eff: Effect, answer: Any
                     ) -> Decision | None:
    """"Return this creature and another target creature to their owners' hands" / "Exile
    Mangara and target permanent": the source, if it is still on the battlefield, and the
    target leave at once, one event (CR 400.3, 406.2, 603.10a)."""
    to = eff.get("to")
    victims = [o for o in (source_of(state, item), target_object(state, item, eff.get("target")))
               if o is not None and o.zone == "battlefield"]
    victims = list({o.id: o for o in victims}.values())
    text, rule = ("returns to its owner's hand", "400.3") if to == "hand" else \
        ("is exiled", "406.2")
    return events.happen(state, *(events.leaving(o, to, f"{current_name(state, o)} {text}", rule)
                                  for o in victims))


@handler("damage_players")
def _damage_players(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """"deals N damage to each opponent" / "to you": one batch of damage events."""
    n = amount(item, eff.get("amount"), state)
    source = source_of(state, item)
    return events.happen(state, *(events.Damage(source.id, ("player", p), n)
                                  for p in players_of(state, item, eff.get("who"))))


@handler("continuous_all")
def _continuous_all(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """A resolved continuous effect on a group: the affected set is the permanents that
    match as it begins, and stays that set (CR 611.2c)."""
    flt = eff.get("filter")
    source = source_of(state, item)
    chosen = tuple(oid for oid in state.battlefield
                   if matches(state, flt, state.objects[oid], item.controller, source))
    until = eff.get("until", "end of turn")
    if chosen:
        state.effects.append(ContinuousEffect(
            timestamp=state.timestamp(), source_name=current_name(state, item), affected=chosen,
            parts=bound_parts(item, eff.get("parts")), until=until, source_id=item.source_id,
            controller=item.controller))
    state.say(f"{current_name(state, item)} affects {len(chosen)} "
              f"permanent{'s' if len(chosen) != 1 else ''} "
              f"({until})", "611.2c")
    state.changed()


@handler("control_targeted")
def _control_targeted(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Whenever you cast a spell that targets one or more permanents, gain control of those
    permanents": the ones the spell targeted as it was cast (the trigger's event, after the
    spell), still on the battlefield, indefinitely (CR 603.2, 611.2c, 613.1b)."""
    chosen = tuple(ref[1] for ref in item.trigger_data[1:]
                   if isinstance(ref, tuple) and ref[0] == "object"
                   and ref[1] in state.objects
                   and state.objects[ref[1]].zone == "battlefield")
    if not chosen:
        return
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, item), affected=chosen,
        parts=(layer_effect("2", "control", controller=item.controller),), until="permanent",
        source_id=item.source_id, controller=item.controller))
    state.say(f"{state.players[item.controller].name} gains control of "
              f"{', '.join(current_name(state, state.objects[i]) for i in chosen)}", "613.1b")
    state.changed()


@handler("tap_all")
def _tap_all(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Tap all creatures your opponents control" / "Untap all lands you control"."""
    flt = eff.get("filter")
    untap = eff.get("untap", False)
    source = source_of(state, item)
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if obj.tapped == untap and matches(state, flt, obj, item.controller, source):
            (events.untap if untap else events.tap)(state, obj)
            state.say(f"{current_name(state, obj)} becomes "
                      f"{'untapped' if untap else 'tapped'}", "701.21a")


@handler("untap_choice")
def _untap_choice(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """"Untap up to two lands": not targets; as it resolves the controller chooses up to
    `count` of them, one at a time, then "done" (CR 608.2d, 701.21b). Only tapped ones are
    offered: untapping an untapped permanent does nothing."""
    flt, count = eff.get("filter"), eff.get("count", 1)
    source = source_of(state, item)
    found = [oid for oid in state.battlefield if state.objects[oid].tapped
             and matches(state, flt, state.objects[oid], item.controller, source)]
    picked = [oid for oid in (answer or ()) if oid in found]
    left = [oid for oid in found if oid not in picked]
    if len(picked) < count and left and "done" not in (answer or ()):
        return Decision("choose", item.controller, options=tuple(left) + ("done",),
                        prompt=f"{current_name(state, item)}: choose a permanent to untap, "
                               "or done (CR 701.21b)")
    for oid in picked:
        events.untap(state, state.objects[oid])
        state.say(f"{current_name(state, state.objects[oid])} becomes untapped", "701.21b")
    return None


@handler("counters_chosen")
def _counters_chosen(state: GameState, item: GameObject, eff: Effect, answer: Any
                     ) -> Decision | None:
    """"Put a +1/+1 counter on a creature you control": as it resolves, the controller
    chooses one of their permanents matching `filter` (CR 608.2d; not a target, so no
    hexproof or protection matters) and the counters are put on it (CR 122.6)."""
    source = source_of(state, item)
    found = [oid for oid in state.battlefield
             if matches(state, eff.get("filter"), state.objects[oid], item.controller, source)]
    picked = answer[0] if answer and answer[0] in found else None
    if picked is None and len(found) > 1:
        return Decision("choose", item.controller, options=tuple(found),
                        prompt=f"{current_name(state, item)}: choose a permanent to put "
                               f"{eff.get('kind')} counters on (CR 608.2d)")
    if picked is None and found:
        picked = found[0]
    if picked is not None:
        events.put_counters(state, state.objects[picked], eff.get("kind"),
                            amount(item, eff.get("amount"), state))
    return None


@handler("sacrifice_any")
def _sacrifice_any(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"Sacrifice any number of lands.": the controller chooses their permanents matching
    `filter` one at a time, then "done"; they are sacrificed at once (CR 701.17a) and their
    number kept for "that many" (`SACRIFICED_COUNT`, CR 608.2c)."""
    you = item.controller
    mine = [oid for oid in state.battlefield
            if matches(state, eff.get("filter"), state.objects[oid], you)]
    picked = [oid for oid in (answer or ()) if oid in mine]
    left = [oid for oid in mine if oid not in picked]
    if left and "done" not in (answer or ()):
        return Decision("choose", you, options=tuple(left) + ("done",),
                        prompt=f"{current_name(state, item)}: choose a permanent to sacrifice, "
                               "or done (CR 701.17a)")
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != SACRIFICED_COUNT) + (
        (SACRIFICED_COUNT, len(picked)),)
    state.say(f"{state.players[you].name} sacrifices {len(picked)} permanent"
              f"{'s' if len(picked) != 1 else ''}", "701.17a")
    return events.happen(state, *(events.leaving(
        state.objects[oid], "graveyard", f"{current_name(state, state.objects[oid])} is "
        "sacrificed", "701.17a") for oid in picked))


@handler("sacrifice_choice")
def _sacrifice_choice(state: GameState, item: GameObject, eff: Effect, answer: Any
                      ) -> Decision | None:
    """"Each opponent sacrifices a creature": each player picks from what they control."""
    from tolaria.rules.layers import controller
    flt, count = eff.get("filter"), eff.get("count", 1)
    if isinstance(count, tuple):                 # "that many" (CR 603.2, 608.2c)
        count = amount(item, count, state)
    source = source_of(state, item)
    replies = list(answer or ())
    chosen: list[int] = []
    players = players_of(state, item, eff.get("who"))
    for player in players:
        own = [oid for oid in state.battlefield
               if controller(state, state.objects[oid]) == player
               and matches(state, flt, state.objects[oid], player, source)]
        own = greatest(state, eff, own, player, source)
        if eff.get("also"):
            each = _each_of(state, item, eff, player, replies, source)
            if isinstance(each, Decision):
                return each
            chosen += each
            continue
        picked: list[int] = []
        need = min(count, len(own))
        while len(picked) < need:
            options = [o for o in own if o not in picked]
            if len(options) <= need - len(picked):
                picked += options                    # no choice left to make
                break
            if not replies:
                return Decision("choose", player, options=tuple(options),
                                prompt=f"{current_name(state, item)}: choose a permanent to "
                                       f"{eff.get('to') or 'sacrifice'} "
                                       "(CR 701.17a)")
            picked.append(replies.pop(0))
        chosen += picked
    if eff.get("unable"):                     # "Each player who can't ..." (CR 609.3)
        sacrificing = {controller(state, state.objects[oid]) for oid in chosen}
        _record_unable(item, [p for p in players if p not in sacrificing])
    if eff.get("to") == "exile":              # "exiles a creature they control" (406.2)
        return events.happen(state, *(events.leaving(
            state.objects[oid], "exile", f"{current_name(state, state.objects[oid])} is "
            "exiled", "406.2") for oid in chosen if state.objects[oid].zone == "battlefield"))
    for oid in chosen:
        obj = state.objects[oid]
        if obj.zone == "battlefield":          # "that creature's toughness" (CR 608.2h)
            item.paid += (("sacrifice", characteristics(state, obj)),)
            events.sacrifice(state, obj)
    return None


def _each_of(state: GameState, item: GameObject, eff: Effect, player: int,
             replies: list[Any], source: Any) -> list[int] | Decision:
    """"sacrifices a creature, an artifact, and a land": a different permanent of theirs for
    each description, chosen in order, as many as they can (CR 701.17a, 609.3): a choice
    that would leave fewer of them sacrificed isn't offered."""
    from tolaria.rules.layers import controller
    wanted = (eff.get("filter"),) + tuple(eff.get("also"))
    fits = [frozenset(oid for oid in state.battlefield
                      if controller(state, state.objects[oid]) == player
                      and matches(state, flt, state.objects[oid], player, source))
            for flt in wanted]
    picked: list[int] = []
    for i, flt in enumerate(wanted):
        best = _most(fits[i:], frozenset(picked))
        options = [o for o in sorted(fits[i] - set(picked))
                   if 1 + _most(fits[i + 1:], frozenset(picked + [o])) == best]
        if not options:
            continue
        if len(options) > 1:
            if not replies:
                kind = " or ".join(sorted(flt.types)).lower() if flt.types else "permanent"
                return Decision("choose", player, options=tuple(options),
                                prompt=f"{current_name(state, item)}: choose a {kind} to "
                                       "sacrifice (CR 701.17a)")
            if replies[0] not in options:
                return []
            options = [replies.pop(0)]
        picked.append(options[0])
    return picked


def _most(fits: list[frozenset[int]], taken: frozenset[int]) -> int:
    """How many of the descriptions `fits` different permanents not `taken` can meet."""
    if not fits:
        return 0
    best = _most(fits[1:], taken)
    for oid in fits[0] - taken:
        best = max(best, 1 + _most(fits[1:], taken | {oid}))
        if best == len(fits):
            break
    return best


def greatest(state: GameState, eff: Effect, own: list[int], player: int, source: Any
             ) -> list[int]:
    """Those of `own` the player may choose under the effect's `greatest`: "power", the
    greatest power among them (CR 208.1); "mana_value", the greatest mana value among the
    permanents of theirs matching `among` (CR 202.3): none if a permanent of those that
    `own` leaves out has it (a land that is a back face, CR 712.8e)."""
    from tolaria.rules.layers import controller
    what = eff.get("greatest")
    if what is None:
        return own
    if what == "power":
        power = {oid: characteristics(state, state.objects[oid]).power or 0 for oid in own}
        most = max(power.values(), default=0)
        return [oid for oid in own if power[oid] == most]
    among = [oid for oid in state.battlefield
             if controller(state, state.objects[oid]) == player
             and matches(state, eff.get("among"), state.objects[oid], player, source)]
    value = {oid: characteristics(state, state.objects[oid]).mana_value
             for oid in set(among) | set(own)}
    most = max((value[oid] for oid in among), default=0)
    return [oid for oid in own if value[oid] == most]


# -- looking at the top of a library: scry and surveil (CR 701.22, 701.25) -------------------

def _arrange(state: GameState, item: GameObject, eff: Effect, answer: Any, away: str,
             n: int | None = None) -> tuple[list[int], list[int], list[int]] | Decision:
    """The controller's choices for the top N cards (`n`, else the instruction's amount):
    those sent `away` (to the bottom or the graveyard, in the order chosen) and the order of
    the rest on top (first chosen is the top card). Asked one card at a time; the answers
    so far are replayed."""
    player = state.players[item.controller]
    if n is None:
        n = amount(item, eff.get("amount"), state)
    looked = list(reversed(player.library[-n:])) if n > 0 else []     # top first
    replies = list(answer or ())
    sent: list[int] = []
    while len(sent) < len(looked):
        options = [o for o in looked if o not in sent]
        if not replies:
            return Decision("choose", item.controller, options=tuple(options) + ("done",),
                            prompt=f"{current_name(state, item)}: choose a card to put {away}, or "
                                   "done "
                                   f"(CR {eff.get('rule')})")
        reply = replies.pop(0)
        if reply == "done":
            break
        sent.append(reply)
    rest = [o for o in looked if o not in sent]
    top: list[int] = []
    while len(rest) - len(top) > 1:
        if not replies:
            return Decision("choose", item.controller,
                            options=tuple(o for o in rest if o not in top),
                            prompt=f"{current_name(state, item)}: choose the next card from the "
                                   "top of your "
                                   "library down")
        top.append(replies.pop(0))
    top += [o for o in rest if o not in top]
    return looked, sent, top


def _put_on_top(state: GameState, player: int, looked: list[int], top: list[int]) -> None:
    library = state.players[player].library
    library[:] = [o for o in library if o not in looked] + list(reversed(top))


@handler("scry")
def _scry(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """CR 701.22a: any number on the bottom in any order, the rest on top in any order;
    a scry replaced first (Kenessos, Eligeth: CR 614.1a)."""
    replaced = events.scry_replaced(state, item, item.controller,
                                    amount(item, eff.get("amount"), state))
    if isinstance(replaced, Decision):
        return replaced
    n, draw = replaced
    if draw:                                  # "draw that many cards instead" (CR 614.6)
        decision = events.draw_steps(state, item, [(item.controller, n)])
        if decision is None:
            events.scrying_done(item)
        return decision
    found = _arrange(state, item, replace_rule(eff, "701.22a"), answer, "on the bottom", n)
    if isinstance(found, Decision):
        return found
    events.scrying_done(item)
    looked, bottom, top = found
    library = state.players[item.controller].library
    _put_on_top(state, item.controller, looked, top)
    library[:0] = bottom                                   # first chosen: the very bottom
    state.say(f"{state.players[item.controller].name} scries {len(looked)}: {len(top)} on "
              f"top, {len(bottom)} on the bottom", "701.22a")
    state.changed()
    if n > 0:                                              # scry 0 is no event (701.22b)
        from tolaria.rules import triggers
        triggers.on_player_action(state, "scry", item.controller, len(looked))
    return None


@handler("surveil")
def _surveil(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """CR 701.25a: any number into the graveyard, the rest on top in any order."""
    found = _arrange(state, item, replace_rule(eff, "701.25a"), answer,
                     "into your graveyard")
    if isinstance(found, Decision):
        return found
    looked, away, top = found
    _put_on_top(state, item.controller, top, top)       # the rest leave as events
    state.say(f"{state.players[item.controller].name} surveils {len(looked)}: {len(away)} "
              "into the graveyard", "701.25a")
    state.changed()
    if amount(item, eff.get("amount"), state) > 0:         # surveil 0 is no event
        from tolaria.rules import triggers
        triggers.on_player_action(state, "surveil", item.controller)
    moved = events.happen_for(state, *(events.ZoneChange(oid, "graveyard", rules=("701.25a",))
                                       for oid in away))
    if isinstance(moved, Decision):
        return moved
    remember_surveilled(item, moved)
    return None


@handler("surveilled_to_hand")
def _surveilled_to_hand(state: GameState, item: GameObject, eff: Effect, answer: Any
                        ) -> Decision | None:
    """"If you put a noncreature, nonland card into your graveyard this way, put that card
    into your hand.": the cards the surveil before put there, if still there (CR 400.7)."""
    from tolaria.rules.effects import SURVEILLED_THIS_WAY, remembered
    cards = [state.objects[oid] for oid in remembered(state, item, SURVEILLED_THIS_WAY)]
    return events.happen(state, *(
        events.ZoneChange(card.id, "hand", rules=("608.2c",))
        for card in cards if card.zone == "graveyard"
        and matches(state, eff.get("filter"), card, item.controller)))


LOOKED_X = "looked X"       # `chosen`: the X of "look at the top X cards", as it was counted


@handler("win_if_x_covers_library")
def _win_if_x_covers_library(state: GameState, item: GameObject, eff: Effect, answer: Any
                             ) -> Decision | None:
    """"If X is greater than or equal to the number of cards in your library, you win the
    game." (Thassa's Oracle): the X counted as it looked (not counted again), against the
    library now (CR 608.2h, 104.2b)."""
    from tolaria.rules.sba import win
    x = dict(item.chosen).get(LOOKED_X)
    player = state.players[item.controller]
    if x is not None and x >= len(player.library):
        win(state, item.controller, f"{current_name(state, item)}: X is {x}, the library has "
                                    f"{len(player.library)} cards", "608.2h")
    return None


@handler("look_at_top")
def _look_at_top(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """"Look at the top N cards of your library": only the controller sees them. They put
    `take` of them into their hand (with a `filter`: they may reveal one matching card and
    put it into their hand) and the rest on the bottom in the order they choose, in a random
    order (CR 401.4), or into their graveyard. The log names only revealed cards."""
    who = item.controller
    player = state.players[who]
    n = amount(item, eff.get("amount"), state)
    looked = list(reversed(player.library[-n:])) if n > 0 else []     # top first
    if answer is None:
        if not isinstance(eff.get("amount"), int):       # "where X is ...": counted once
            item.chosen = tuple(kv for kv in item.chosen if kv[0] != LOOKED_X) + (
                (LOOKED_X, n),)
        state.looked.extend((oid, who) for oid in looked)
        state.say(f"{player.name} looks at the top {len(looked)} cards of their library")
    replies = list(answer or ())
    flt = eff.get("filter")
    taken: list[int] = []
    take = eff.get("take", 1)
    want = len(looked) if take == "any" else min(take, len(looked))   # "any number of"
    while len(taken) < want:
        options = tuple(o for o in looked if o not in taken and (
            flt is None or matches(state, flt, state.objects[o], who)))
        if flt is not None or eff.get("up_to"):           # "up to one": maybe none
            options += ("nothing",)
        elif len(options) == want - len(taken):
            taken += options                                  # no choice left to make
            break
        if not replies:
            return Decision("choose", who, options=options,
                            prompt=f"{current_name(state, item)}: choose a card to put into your "
                                   + {"graveyard": "graveyard", "battlefield": "battlefield"}.get(
                                       eff.get("to"), "hand"))
        reply = replies.pop(0)
        if reply == "nothing":
            break
        taken.append(reply)
    rest = [o for o in looked if o not in taken]
    bottom: list[int] = []
    if eff.get("rest") == "any order":                         # CR 401.4: their choice
        while len(rest) - len(bottom) > 1:
            if not replies:
                return Decision("choose", who, options=tuple(o for o in rest
                                                             if o not in bottom),
                                prompt=f"{current_name(state, item)}: choose the next card from "
                                       "the bottom "
                                       "of your library up")
            bottom.append(replies.pop(0))
        bottom += [o for o in rest if o not in bottom]
    elif eff.get("rest") == "random":
        bottom = list(rest)
        state.rng.shuffle(bottom)
    if eff.get("to") == "top":            # the taken cards stay on top (CR 401.4)
        return put_looked_cards(state, player, [], rest, bottom, eff)
    if eff.get("to") == "battlefield":    # all at once, under their control (CR 110.2)
        from tolaria.rules.effects.library import entering
        moves = [entering(state, state.objects[oid], who, False, replies) for oid in taken]
        asked = next((m for m in moves if isinstance(m, Decision)), None)
        if asked is not None:
            return asked                  # an Aura: what it enchants (CR 303.4g)
        return put_looked_cards(state, player, [m for m in moves if m is not None], rest,
                                bottom, eff)
    if eff.get("to") == "graveyard":      # the others stay on top, as they were
        return put_looked_cards(state, player, [events.ZoneChange(
            oid, "graveyard", text=f"{player.name} puts {state.objects[oid].name} into their "
                                   "graveyard", rules=()) for oid in taken], [], [], eff)
    to_hand = []
    for oid in taken:
        card = state.objects[oid]
        text = (f"{player.name} reveals {card.name} and puts it into their hand"
                if eff.get("reveal") else f"{player.name} puts a card into their hand")
        to_hand.append(events.ZoneChange(oid, "hand", text=text, rules=(
            ("701.16a",) if eff.get("reveal") else ())))
    return put_looked_cards(state, player, to_hand, rest, bottom, eff)


def put_looked_cards(state: GameState, player: Any, moves: list[Any], rest: list[int],
                     bottom: list[int], eff: Effect, item: GameObject | None = None
                     ) -> Decision | None:
    """The end of "look at the top N cards …": the cards taken move (`moves`), the rest go
    to the graveyard (`rest` "graveyard") or to the bottom in the order `bottom` (its first
    card the very bottom, CR 401.4). A pending replacement choice is asked again, unchanged.
    With `remember` (and the resolving `item`): the cards put into the graveyard are kept
    for "each card put into your graveyard this way" (CR 608.2c)."""
    if eff.get("rest") in ("graveyard", "exile", "hand"):
        moves = [*moves, *(events.ZoneChange(oid, eff.get("rest"), rules=()) for oid in rest)]
    if moves and eff.get("remember") and item is not None:
        found = events.happen_for(state, *moves)
        if isinstance(found, Decision):
            return found
        from tolaria.rules.effects import remember_buried
        remember_buried(item, list(found))
    elif moves:
        decision = events.happen(state, *moves)
        if decision is not None:
            return decision
    if bottom:
        player.library[:] = bottom + [o for o in player.library if o not in rest]
        state.say(f"{player.name} puts {len(bottom)} card{'s' if len(bottom) != 1 else ''} "
                  "on the bottom of their library", "401.4")
    state.changed()
    return None


def replace_rule(eff: Effect, rule: str) -> Effect:
    return Effect(eff.op, tuple(sorted(dict(eff.params, rule=rule).items())))


@handler("reveal_discard")
def _reveal_discard(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """"Target opponent reveals their hand. You choose a nonland card from it. That player
    discards that card." (CR 701.16, 701.8): the controller chooses among matching cards.
    `may` ("You may choose ..."): possibly none, and whether one was chosen is kept for "If
    you don't" (CR 608.2d, 608.2c); `looked`: the hand was looked at, not revealed."""
    from tolaria.rules.effects.conditional import record_did
    players = players_of(state, item, eff.get("who"))
    if not players:
        return None
    victim = state.players[players[0]]
    if eff.get("count") is not None:
        return _reveal_some_discard(state, item, eff, answer, victim)
    flt = eff.get("filter")
    if answer is None and not eff.get("looked"):
        names = ", ".join(state.objects[o].name for o in victim.hand) or "no cards"
        state.say(f"{victim.name} reveals their hand: {names}", "701.16a")
    options = tuple(o for o in victim.hand
                    if matches(state, flt, state.objects[o], item.controller))
    if eff.get("may"):
        record_did(item, bool(answer) and answer[0] in options)
    if not options:
        return None
    if answer is None:
        return Decision("choose", item.controller, options=options + (
                            ("nothing",) if eff.get("may") else ()),
                        prompt=f"{current_name(state, item)}: choose a card for {victim.name} to "
                               "discard")
    if answer[0] not in options:
        return None                       # none chosen (CR 608.2d)
    return events.happen(state, events.discarded(state, state.objects[answer[0]]))


@handler("reveal_exile_either")
def _reveal_exile_either(state: GameState, item: GameObject, eff: Effect, answer: Any
                         ) -> Decision | None:
    """"Target opponent reveals their hand. You choose a nonland card from that player's
    graveyard or hand and exile it." (Memory Leak): the hand is revealed (CR 701.16a); the
    controller chooses one matching card of either zone (CR 608.2d); it is exiled (406.2)."""
    players = players_of(state, item, eff.get("who"))
    if not players:
        return None
    victim = state.players[players[0]]
    if answer is None:
        names = ", ".join(state.objects[o].name for o in victim.hand) or "no cards"
        state.say(f"{victim.name} reveals their hand: {names}", "701.16a")
    options = tuple(o for o in (*victim.hand, *victim.graveyard)
                    if matches(state, eff.get("filter"), state.objects[o], item.controller))
    if not options:
        return None
    if answer is None and len(options) > 1:
        return Decision("choose", item.controller, options=options,
                        prompt=f"{current_name(state, item)}: choose a card of {victim.name}'s "
                               "hand or graveyard to exile (CR 608.2d)")
    picked = answer[0] if answer else options[0]
    if picked not in options:
        return None
    found = events.happen_for(state, events.ZoneChange(picked, "exile", rules=("406.2",)))
    if isinstance(found, Decision):
        return found
    remember_exiled(item, found)
    return None


def _reveal_some_discard(state: GameState, item: GameObject, eff: Effect, answer: Any,
                         victim: Any) -> Decision | None:
    """"Target player reveals three cards from their hand and you choose one of them. That
    player discards that card." (CR 701.16a, 701.8a): the player chooses which N to reveal
    (all of them if N or fewer), one at a time; then the controller chooses one of those."""
    n = max(0, amount(item, eff.get("count"), state))
    replies = list(answer or ())
    hand = tuple(victim.hand)
    revealed: list[int] = []
    while len(revealed) < n:
        rest = tuple(o for o in hand if o not in revealed)
        if len(rest) <= n - len(revealed):
            revealed += rest                              # no choice left
            break
        if not replies:
            return Decision("choose", victim.index, options=rest,
                            prompt=f"{current_name(state, item)}: choose a card to reveal "
                                   f"({len(revealed) + 1} of {n}) (CR 701.16a)")
        revealed.append(replies.pop(0))
    if not revealed:
        return None
    if not replies:
        names = ", ".join(state.objects[o].name for o in revealed)
        state.say(f"{victim.name} reveals {names} from their hand", "701.16a")
        return Decision("choose", item.controller, options=tuple(revealed),
                        prompt=f"{current_name(state, item)}: choose a card for {victim.name} "
                               "to discard")
    pick = replies.pop(0)
    if pick not in revealed or state.objects[pick].zone != "hand":
        return None
    return events.happen(state, events.discarded(state, state.objects[pick]))


# -- zones: graveyard returns, the library, searching ----------------------------------------

@handler("to_battlefield")
def _to_battlefield(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """"Return target creature card from your graveyard to the battlefield [under your
    control]", tapped if it says so: under the control of the player it instructs, or with
    `owners` ("under its owner's control") of the card's owner (CR 110.2a)."""
    card = target_object(state, item, eff.get("target"))
    if card is None or card.zone == "battlefield":
        return None
    if eff.get("attacking"):                         # "tapped and attacking" (CR 508.4)
        from tolaria.rules.effects.library import _put_attacking
        return _put_attacking(state, item, eff, card, list(answer or ()))
    event = events.entering(card, card.owner if eff.get("owners") else item.controller)
    if eff.get("tapped") or eff.get("counters"):
        from dataclasses import replace as with_  # how it enters (CR 614.1c, 122.6)
        event = with_(event, tapped=bool(eff.get("tapped")), counters=eff.get("counters", ()))
    return events.happen(state, event)


@handler("exile_card")
def _exile_card(state: GameState, item: GameObject, eff: Effect, answer: Any
                ) -> Decision | None:
    """"Exile target card from a graveyard" (CR 406.2); with `remember`, the card "exiled
    this way" is kept (CR 608.2c)."""
    card = target_object(state, item, eff.get("target"))
    if card is None or card.zone != eff.get("zone", "graveyard"):
        if eff.get("remember"):
            remember_exiled(item, [])            # nothing exiled this way (CR 608.2b)
        return None
    found = events.happen_for(state, events.ZoneChange(card.id, "exile", text=f"{card.name} "
                                                       "is exiled", rules=("406.2",)))
    if isinstance(found, Decision):
        return found
    if eff.get("remember"):
        remember_exiled(item, found)
    return None


@handler("to_library")
def _to_library(state: GameState, item: GameObject, eff: Effect, answer: Any
                ) -> Decision | None:
    """"Put target creature on top of its owner's library" (CR 400.3, 401.4)."""
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "battlefield":
        return None
    return events.happen(state, events.leaving(
        victim, "library", f"{current_name(state, victim)} is put on top of its owner's "
                           "library", "401.4"))


@handler("bounce_choice")
def _bounce_choice(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"Return a land you control to its owner's hand": its controller chooses one (not a
    target); "return two lands you control ...": two, one at a time, or as many as there
    are (CR 609.3); "Each player returns a creature they control ...": each player chooses
    their own in turn order (CR 101.4), then all return at once."""
    from tolaria.rules.layers import controller
    source = source_of(state, item)
    who = eff.get("who")
    players = [item.controller] if who is None else players_of(state, item, who)
    replies = list(answer or ())
    chosen: list[int] = []
    for player in players:
        own = tuple(greatest(state, eff, [
            oid for oid in state.battlefield if controller(state, state.objects[oid]) == player
            and matches(state, eff.get("filter"), state.objects[oid], player, source)],
            player, source))
        n, picks = min(eff.get("count", 1), len(own)), []
        while len(picks) < n:
            rest = tuple(o for o in own if o not in picks)
            if len(rest) == n - len(picks):
                picks += rest                        # no choice left
                break
            if not replies:
                return Decision("choose", player, options=rest,
                                prompt=f"{current_name(state, item)}: choose a permanent to "
                                       "return to its owner's hand")
            picks.append(replies.pop(0))
        chosen += picks
    if not chosen:
        return None
    return events.happen(state, *(events.leaving(
        state.objects[oid], "hand",
        f"{current_name(state, state.objects[oid])} returns to its owner's hand", "400.3")
        for oid in chosen))


@handler("search_to")
def _search_to(state: GameState, item: GameObject, eff: Effect, answer: Any
               ) -> Decision | None:
    """"Search your library for a basic land card, put it onto the battlefield tapped /
    into your hand, then shuffle" (CR 701.19, 701.20): the player may find nothing
    (CR 701.19b); the card found goes where the effect says."""
    player = state.players[item.controller]
    flt = eff.get("filter")
    barred = restrictions.why_cant_search(state, item.controller,
                                          item.controller)        # CR 701.19, 101.2
    if barred:
        state.say(barred, "701.19", "101.2")
        answer = ("nothing",)
    if answer is None:
        found = tuple(o for o in player.library
                      if matches(state, flt, state.objects[o], item.controller))
        return Decision("choose", item.controller, options=found + ("nothing",),
                        prompt=f"search your library for a {eff.get('what', 'card')} "
                               "(CR 701.19)")
    if answer[0] != "nothing" and state.objects[answer[0]].zone == "library":
        card = state.objects[answer[0]]
        if eff.get("to") == "battlefield":
            event = events.entering(card, item.controller)
            if eff.get("tapped"):
                from dataclasses import replace as with_
                event = with_(event, tapped=True)
        else:
            event = events.ZoneChange(card.id, "hand", rules=("701.19a",),
                                      text=f"{player.name} puts {card.name} into their hand")
        found = events.happen_for(state, event)
        if isinstance(found, Decision):
            return found
        if eff.get("remember"):
            remember_put(item, found)                     # "that land" (CR 400.7, 608.2c)
    if not barred:
        from tolaria.rules import triggers
        triggers.on_searched(state, item.controller, item.controller)
    zones.shuffle(state, player.index)
    return None


@handler("untap_found")
def _untap_found(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"untap that land" (Fabled Passage): the permanent the search before put onto the
    battlefield, if it is still there (CR 400.7, 701.21a)."""
    for oid in remembered(state, item, PUT_THIS_WAY):
        obj = state.objects[oid]
        if obj.zone == "battlefield" and obj.tapped:
            events.untap(state, obj)
            state.say(f"{current_name(state, obj)} becomes untapped", "701.21a")


# -- damage between creatures (CR 701.14 fight) ----------------------------------------------

@handler("damage_from")
def _damage_from(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """"Target creature you control deals damage equal to its power to target creature you
    don't control": the first object is the source (CR 120.3)."""
    source = target_object(state, item, eff.get("source"))
    victim = target_object(state, item, eff.get("target"))
    if source is None or victim is None or source.zone != "battlefield" \
            or victim.zone != "battlefield":
        return None                                 # CR 608.2b: an illegal target does nothing
    n = amount(item, eff.get("amount"), state)
    return events.happen(state, events.Damage(source.id, ("object", victim.id), n))


@handler("damage_from_targets")
def _damage_from_targets(state: GameState, item: GameObject, eff: Effect, answer: Any
                         ) -> Decision | None:
    """"Up to two target creatures you control each deal damage equal to their power to
    target creature an opponent controls": each source still a legal target deals damage
    equal to its power as it resolves, all at once (CR 120.3, 608.2b, 608.2h)."""
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "battlefield":
        return None                                 # CR 608.2b: an illegal target does nothing
    sources = [o for o in (target_object(state, item, i) for i in eff.get("targets"))
               if o is not None and o.zone == "battlefield"]
    hits = [events.Damage(o.id, ("object", victim.id), max(0, characteristics(state, o).power))
            for o in sources]
    return events.happen(state, *hits) if hits else None


@handler("fight")
def _fight(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """CR 701.14a: each deals damage equal to its power to the other, at once; if either
    is no longer on the battlefield (or an illegal target), no damage is dealt (701.14b)."""
    from tolaria.rules.layers import characteristics
    one = target_object(state, item, eff.get("one"))
    other = target_object(state, item, eff.get("other"))
    if one is None or other is None or one.zone != "battlefield" \
            or other.zone != "battlefield" or one.id == other.id:
        state.say(f"{current_name(state, item)}: no fight", "701.14b")
        return None
    a, b = characteristics(state, one), characteristics(state, other)
    return events.happen(state, events.Damage(one.id, ("object", other.id), max(0, a.power)),
                         events.Damage(other.id, ("object", one.id), max(0, b.power)))


def _record_unable(item: GameObject, players: list[int]) -> None:
    """The players who had nothing to sacrifice or discard, for "each player who can't"
    (`UNABLE`) in the next instruction."""
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != UNABLE) + ((UNABLE, tuple(
        players)),)


@handler("discard_each")
def _discard_each(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """"Each opponent discards a card": each player chooses their own, in APNAP order
    (CR 101.4), then all are discarded at once (CR 701.8)."""
    n = amount(item, eff.get("amount"), state)
    replies = list(answer or ())
    chosen: list[int] = []
    players = players_of(state, item, eff.get("who"))
    for p in players:
        hand = state.players[p].hand
        if len(hand) <= n:
            chosen += hand
            continue
        if len(replies) < n:
            return Decision("discard", p, count=n, options=tuple(hand),
                            prompt=f"discard {n} card{'s' if n != 1 else ''}")
        chosen += replies[:n]
        del replies[:n]
    if eff.get("unable"):                     # "Each opponent who can't ..." (CR 609.3)
        among = state.opponents(item.controller) if eff.get("unable") == "opponents" \
            else players                      # "Each player discards ... Each opponent who"
        _record_unable(item, [p for p in players if not state.players[p].hand and p in among])
    if eff.get("didnt_discard") is not None:  # "... who didn't discard a nonland card"
        _record_didnt_discard(state, item, players, chosen, eff.get("didnt_discard"))
    return events.happen(state, *(events.discarded(state, state.objects[o]) for o in chosen))


def _record_didnt_discard(state: GameState, item: GameObject, players: list[int],
                          chosen: list[int], flt: Any) -> None:
    """The players who discard no card matching `flt` (seen in the hand, before the
    discard), for "each opponent who didn't discard a nonland card this way"
    (`DIDNT_DISCARD`, CR 701.8a, 608.2c): one with an empty hand discarded none."""
    did = {state.objects[o].owner for o in chosen
           if matches(state, flt, state.objects[o], item.controller)}
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != DIDNT_DISCARD) + ((
        DIDNT_DISCARD, tuple(p for p in players if p not in did)),)


@handler("exile_graveyard")
def _exile_graveyard(state: GameState, item: GameObject, eff: Effect, answer: Any
                     ) -> Decision | None:
    """"Exile target player's graveyard": every card in it, at once (CR 406.2)."""
    return events.happen(state, *(events.ZoneChange(oid, "exile", rules=("406.2",))
                                  for p in players_of(state, item, eff.get("who"))
                                  for oid in state.players[p].graveyard))
