"""Effect steps about graveyards the Oracle compiler reads (tolaria.cards.oracle.graveyard).

- "search_zones": "[you may] search your library and/or graveyard for a card named X,
  reveal it, and put it into your hand. If you search your library this way, shuffle."
  (CR 701.19, 701.20): the player chooses where to search (the library, the graveyard or
  both; with "may", not at all), then a matching card there, or nothing if none is in the
  graveyard searched (only a hidden zone's may be missed, CR 701.19b); the library is
  shuffled if it was searched.
- "graveyard_choice": "[you may] return a <card> from your graveyard to your hand / the
  battlefield [tapped]": a card chosen as it resolves (CR 608.2d).
- "event_card_to_hand": "whenever a card is put into your graveyard from anywhere, you may
  return it to your hand": the card the event put there, if still there (CR 603.2).
- "itself_to": the card's own "When SELF is put into a graveyard from anywhere" trigger
  moves it, if it is still there (CR 603.6).
- "cast_free": "you may cast target instant or sorcery card from your graveyard without
  paying its mana cost" (a "cast" decision, CR 608.2g; `offered` is the permission
  `tolaria.rules.costs` reads); "If that spell would be put into your graveyard, exile it
  instead" marks the spell (`EXILE_IF_GRAVEYARD`).
- "may_cast_this_turn": "You may cast that card this turn." after "Choose target <card> in
  your graveyard.": a permission for that card this turn (CR 601.3, `state.may_play`).
- "graveyard_exile": "exile a <card> from your graveyard": chosen as it resolves (CR 608.2d);
  "if you do" asks `graveyard_cards` (`tolaria.rules.effects.conditional`).
- "exiled_to_graveyard": "put a card an opponent owns from exile into that player's
  graveyard": `count` cards in exile its opponents own, chosen as it resolves (CR 608.2d),
  each into its owner's graveyard (CR 400.3); with fewer there, none (`opponents_exiled`).
"""

from __future__ import annotations

from dataclasses import replace as with_
from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import events, restrictions, triggers
from tolaria.rules.effects import handler, players_of
from tolaria.rules.layers import current_name, matches
from tolaria.rules.zones import shuffle

_WHERE = {"library and graveyard": ("library", "graveyard"), "library": ("library",),
          "graveyard": ("graveyard",)}


def _matching(state: GameState, eff: Effect, player: int, zones: tuple[str, ...]
              ) -> tuple[int, ...]:
    names = eff.get("names", ())
    seat = state.players[player]
    found = []
    for zone in zones:
        for oid in getattr(seat, zone):
            card = state.objects[oid]
            if card.name in names if names else matches(state, eff.get("filter"), card, player):
                found.append(oid)
    return tuple(found)


@handler("search_zones")
def _search_zones(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    player = item.controller
    seat = state.players[player]
    replies = list(answer or ())
    barred = restrictions.why_cant_search(state, player, player)   # CR 701.19, 101.2: then
    if not replies:                                          # the graveyard alone
        options = tuple(w for w in _WHERE if not (barred and "library" in w)) + (
            ("don't search",) if eff.get("may") else ())
        return Decision("choose", player, options=options,
                        prompt=f"{current_name(state, item)}: search your library and/or graveyard "
                               "(CR 701.19)")
    where = replies.pop(0)
    if where not in _WHERE or barred and "library" in where:
        return None
    zones = _WHERE[where]
    if not replies:
        found = _matching(state, eff, player, zones)
        public = "graveyard" in zones and _matching(state, eff, player, ("graveyard",))
        return Decision("choose", player,                # CR 701.19b: only a hidden zone's
                        options=found + (() if public else ("nothing",)),   # may be missed
                        prompt=f"search your {where} for a {eff.get('what', 'card')} "
                               "(CR 701.19)")
    chosen = replies.pop(0)
    if chosen != "nothing":
        card = state.objects[chosen]
        shown = f", reveals {card.name}" if eff.get("reveal") else ""
        if eff.get("to") == "battlefield":
            from tolaria.rules.effects.library import entering
            state.say(f"{seat.name} searches their {where} and puts {card.name} onto the "
                      "battlefield", "701.19a")
            event = entering(state, card, player, False, replies)
            if isinstance(event, Decision):
                return event
            decision = events.happen(state, event) if event is not None else None
        else:
            decision = events.happen(state, events.ZoneChange(
                card.id, "hand", rules=("701.19a", "701.16a"),
                text=f"{seat.name} searches their {where}{shown} and puts it into their hand"))
        if decision is not None:
            return decision
    else:
        state.say(f"{seat.name} searches their {where} and finds nothing", "701.19b")
    if "library" in zones:
        from tolaria.rules import triggers
        triggers.on_searched(state, player, player)
        shuffle(state, seat.index)
    return None


@handler("graveyards_to_battlefield")
def _graveyards_to_battlefield(state: GameState, item: GameObject, eff: Effect, answer: Any
                               ) -> Decision | None:
    """"Put up to two creature cards from graveyards onto the battlefield under your
    control": its controller chooses them one at a time among all graveyards as it
    resolves (CR 608.2d), "up to" letting them stop; then they enter at once (CR 110.2)."""
    from tolaria.rules.effects.library import entering
    player = item.controller
    chosen: list[int] = []
    done = False
    for reply in answer or ():
        if reply == "done" or len(chosen) == eff.get("count"):
            done = True
            break
        chosen.append(reply)
    options = tuple(oid for p in state.players for oid in p.graveyard
                    if oid not in chosen and matches(state, eff.get("filter"),
                                                     state.objects[oid], player))
    if len(chosen) < eff.get("count") and options and not done:
        return Decision("choose", player, options=options + (
            ("done",) if eff.get("may") else ()),
            prompt=f"{current_name(state, item)}: put a {eff.get('what', 'card')} from a "
                   "graveyard onto the battlefield (CR 608.2d)")
    entering_events = [entering(state, state.objects[oid], player, False, [])
                       for oid in chosen if state.objects[oid].zone == "graveyard"]
    return events.happen(state, *(e for e in entering_events if e is not None))


@handler("graveyard_choice")
def _graveyard_choice(state: GameState, item: GameObject, eff: Effect, answer: Any
                      ) -> Decision | None:
    """"[you may] return a <card> from your graveyard to your hand / the battlefield": its
    controller chooses one of theirs as it resolves (CR 608.2d); with "may", none."""
    from tolaria.rules.effects.library import entering
    player = item.controller
    replies = list(answer or ())
    if eff.get("random"):                          # "at random": the game picks, once
        from tolaria.rules.effects.discards import random_card
        picked = random_card(state, item, eff)
        if picked is None:
            return None
        replies = [picked] + replies
    chooser = player
    if eff.get("chooser") == "opponent":           # "of an opponent's choice" (CR 608.2d)
        opponents = state.opponents(player)
        if not opponents:
            return None
        if len(opponents) > 1 and not replies:
            return Decision("choose", player, options=tuple(opponents),
                            prompt=f"{current_name(state, item)}: the opponent who chooses")
        chooser = replies.pop(0) if len(opponents) > 1 else opponents[0]
    if not replies:
        options = tuple(oid for oid in state.players[player].graveyard
                        if matches(state, eff.get("filter"), state.objects[oid], player))
        if not options:
            return None
        return Decision("choose", chooser,
                        options=options + (("nothing",) if eff.get("may") else ()),
                        prompt=f"{current_name(state, item)}: return a {eff.get('what', 'card')} "
                               "from your "
                               "graveyard")
    chosen = replies.pop(0)
    card = state.objects.get(chosen) if chosen != "nothing" else None
    if card is None or card.zone != "graveyard":
        return None
    if eff.get("to") == "hand":
        return events.happen(state, events.ZoneChange(
            card.id, "hand", text=f"{card.name} returns to its owner's hand", rules=("400.3",)))
    event = entering(state, card, player, bool(eff.get("tapped")), replies)
    if isinstance(event, Decision) or event is None:
        return event
    if eff.get("counters"):
        event = with_(event, counters=eff.get("counters"))      # CR 122.6, 614.1c
    return events.happen(state, event)


def graveyard_cards(state: GameState, item: GameObject, eff: Effect,
                    player: int | None = None) -> tuple[int, ...]:
    """The cards in the graveyard of `player` (else the effect's `who`: the controller, or the
    player who chose to do it, "any player may exile a card from their graveyard") matching
    the effect's filter ("other than this card": not the ability's source, CR 113.6k)."""
    if player is None:
        player = _exiler(state, item, eff)
    source = state.objects.get(item.source_id) if item.source_id is not None else None
    return tuple(oid for oid in state.players[player].graveyard
                 if matches(state, eff.get("filter"), state.objects[oid], player, source))


def _exiler(state: GameState, item: GameObject, eff: Effect) -> int:
    """Whose graveyard "exile a card from your / their graveyard" is (CR 404.2)."""
    if eff.get("who") is None:
        return item.controller
    players = players_of(state, item, eff.get("who"))
    return players[0] if players else item.controller


@handler("graveyard_exile")
def _graveyard_exile(state: GameState, item: GameObject, eff: Effect, answer: Any
                     ) -> Decision | None:
    """"exile a <card> / two cards from your graveyard": its controller (or the player who
    chose to) chooses them one at a time (as many as there are, CR 608.2d, 609.3), then
    they are exiled at once."""
    player = _exiler(state, item, eff)
    options = graveyard_cards(state, item, eff, player)
    n = min(eff.get("count", 1), len(options))
    chosen = one_at_a_time(options, n, answer, player,
                           f"{current_name(state, item)}: exile a {eff.get('what', 'card')} "
                           "from your graveyard")
    if isinstance(chosen, Decision):
        return chosen
    if not chosen:
        return None
    return events.happen(state, *(events.ZoneChange(
        oid, "exile", text=f"{current_name(state, state.objects[oid])} is exiled", rules=("406.2",))
        for oid in chosen))


def one_at_a_time(options: tuple[int, ...], n: int, answer: Any, player: int, prompt: str
                  ) -> list[int] | Decision:
    """`n` different cards among `options`, chosen one at a time by `player` (CR 608.2d):
    the cards chosen so far, all `n` once they are, or the next choice to ask; once what is
    left is exactly what is needed, it is taken without asking."""
    chosen = [o for o in (answer or ()) if o in options]
    if len(chosen) >= n:
        return chosen
    rest = tuple(o for o in options if o not in chosen)
    if len(rest) == n - len(chosen):
        return chosen + list(rest)                        # no choice left
    return Decision("choose", player, options=rest, prompt=prompt)


@handler("itself_to")
def _itself_to(state: GameState, item: GameObject, eff: Effect, answer: Any
               ) -> Decision | None:
    """The card's own "is put into a graveyard" trigger moves the card, if it is still
    there (CR 603.6): onto the battlefield, into exile, or shuffled into its owner's
    library (CR 701.20a)."""
    from tolaria.rules.effects.library import entering
    card = state.objects.get(item.source_id) if item.source_id is not None else None
    if card is None or card.zone != "graveyard":
        return None
    where = eff.get("to")
    if where == "battlefield":
        event = entering(state, card, item.controller, False, list(answer or ()))   # 110.2a
        return event if event is None or isinstance(event, Decision) else events.happen(
            state, event)
    if where == "exile":
        return events.happen(state, events.ZoneChange(
            card.id, "exile", text=f"{card.name} is exiled", rules=("406.2",)))
    decision = events.happen(state, events.ZoneChange(
        card.id, "library", text=f"{card.name} is shuffled into its owner's library",
        rules=("701.20a",)))
    if decision is not None:
        return decision
    owner = state.players[card.owner]
    state.rng.shuffle(owner.library)
    state.changed()
    triggers.on_shuffled(state, card.owner)                           # CR 701.20a
    return None


@handler("event_card_to_hand")
def _event_card_to_hand(state: GameState, item: GameObject, eff: Effect, answer: Any
                        ) -> Decision | None:
    """"Whenever a card is put into your graveyard from anywhere, you may return it to your
    hand": the card the event put there, if it is still there (CR 603.2, 400.7)."""
    from tolaria.rules.effects import target_object
    card = target_object(state, item, "event")
    if card is None or card.zone != "graveyard":
        return None
    return events.happen(state, events.ZoneChange(
        card.id, "hand", text=f"{card.name} returns to its owner's hand", rules=("400.7",)))


@handler("grant_flashback")
def _grant_flashback(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"target instant or sorcery card in your graveyard gains flashback until end of turn"
    (CR 702.34a): its flashback cost is its mana cost."""
    from tolaria.rules.effects import target_object
    from tolaria.rules.keywords import flashback
    card = target_object(state, item, eff.get("target"))
    if card is not None and card.zone == "graveyard":
        flashback.grant_until_end_of_turn(state, card)
        state.say(f"{card.name} gains flashback until end of turn", "702.34a")


@handler("may_cast_this_turn")
def _may_cast_this_turn(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Choose target artifact card in your graveyard. You may cast that card this turn."
    (Emry): its controller may cast that card from the graveyard this turn, paying its
    costs, with the usual timing (CR 601.3, 611.2a); not a land card (CR 305.9). The
    permission is for this object (CR 400.7): `keywords.graveyard_cast.effect_permission`."""
    from tolaria.rules.effects import target_object
    card = target_object(state, item, eff.get("target"))
    if card is None or card.zone != "graveyard" or "Land" in card.card.types:
        return
    state.may_play.append((card.id, item.controller, "turn", state.turn))
    state.say(f"{state.players[item.controller].name} may cast {card.name} this turn", "601.3")
    state.changed()


@handler("grant_flashback_all")
def _grant_flashback_all(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"each instant and sorcery card in your graveyard gains flashback until end of turn":
    the cards there now, not later ones (CR 611.2c)."""
    from tolaria.rules.keywords import flashback
    for oid in graveyard_cards(state, item, eff):
        flashback.grant_until_end_of_turn(state, state.objects[oid])
    state.say(f"{current_name(state, item)}: instant and sorcery cards in "
              f"{state.players[item.controller].name}'s graveyard gain flashback", "611.2c")


@handler("exile_spell_itself")
def _exile_spell_itself(state: GameState, item: GameObject, eff: Effect, answer: Any
                        ) -> Decision | None:
    """"Exile SELF." in an instant or sorcery: the spell goes to exile now and goes on
    resolving (CR 608.2k); it is no longer on the stack to be put into a graveyard."""
    if item.zone != "stack" or item.is_ability:
        return None
    return events.happen(state, events.ZoneChange(item.id, "exile",
                                                  text=f"{current_name(state, item)} is exiled",
                                                  rules=("608.2k", "406.2")))


@handler("spell_itself_to_hand")
def _spell_itself_to_hand(state: GameState, item: GameObject, eff: Effect, answer: Any
                          ) -> Decision | None:
    """"Return SELF to its owner's hand." in an instant or sorcery: the spell goes to its
    owner's hand now and goes on resolving (CR 608.2k); it is no longer on the stack to be
    put into a graveyard (CR 608.2m). Flashback's exile replaces the move (CR 702.34a)."""
    if item.zone != "stack" or item.is_ability:
        return None
    return events.happen(state, events.ZoneChange(
        item.id, "hand", text=f"{current_name(state, item)} returns to its owner's hand",
        rules=("608.2k", "400.3")))


# "If that spell would be put into your graveyard, exile it instead." (CR 614.1a): the mark
# on the spell (`GameObject.exile_on_leave`) `tolaria.rules.replacement` applies only then.
EXILE_IF_GRAVEYARD = "614.1a"


def resolving_step(state: GameState) -> tuple[GameObject | None, Effect | None]:
    """The spell or ability resolving now and the effect step it has reached, if any (a
    step offering a cast waits there for the answer, CR 608.2g)."""
    from tolaria.rules.resolve import effect_steps
    if not state.frames:
        return None, None
    frame = state.frames[-1]
    item = state.objects.get(frame.obj_id)
    steps = effect_steps(state, item) if item is not None else ()
    return item, steps[frame.step] if frame.step < len(steps) else None


def offered(state: GameState, obj: GameObject) -> bool:
    """Is `obj` the card a resolving "you may cast target ... card from your graveyard
    without paying its mana cost" lets its controller cast now (CR 608.2g)?"""
    return offered_for(state, obj) is not None


def offered_for(state: GameState, obj: GameObject) -> str | None:
    """How a resolving "cast_free" lets its controller cast `obj` now: without paying its
    mana cost (`costs.FREE`, CR 118.9) or paying its costs (`costs.PAID`), or None."""
    from tolaria.rules.costs import FREE, PAID
    from tolaria.rules.effects import target_object
    if obj.zone != "graveyard":
        return None
    item, step = resolving_step(state)
    if step is None or step.op != "cast_free" or \
            target_object(state, item, step.get("target")) is not obj:
        return None
    return PAID if step.get("pay") == "mana" else FREE


@handler("cast_free")
def _cast_free(state: GameState, item: GameObject, eff: Effect, answer: Any
               ) -> Decision | None:
    """Offer the cast now, ignoring timing (CR 608.2g): without paying its mana cost (CR
    118.9), or (`pay` "mana") paying its costs (CR 601.2f); a spell cast this way is exiled
    instead of going to the graveyard if it says so."""
    from tolaria.rules.costs import FREE, PAID
    from tolaria.rules.effects import target_object
    card = target_object(state, item, eff.get("target"))
    if answer is None:
        if card is None or card.zone != "graveyard" or card.owner != item.controller and \
                not eff.get("any_owner"):                 # a target in theirs (108.3)
            return None
        how = PAID if eff.get("pay") == "mana" else FREE
        return Decision("cast", item.controller, options=(how,), subject=card.id,
                        prompt=f"{current_name(state, item)}: cast {card.name} {how}, "
                               "or choose no (CR 608.2g)")
    spell = state.objects.get(card.successor) if card is not None and card.successor else None
    if answer[0] == "cast" and eff.get("exile") and spell is not None and spell.zone == "stack":
        spell.exile_on_leave = EXILE_IF_GRAVEYARD
    return None


# `GameObject.chosen` key: the hand card a resolving "cast_from_hand" offers (608.2g)
OFFERED = "offered from hand"


def offered_from_hand(state: GameState, obj: GameObject) -> bool:
    """Is `obj` the hand card a resolving "you may cast a spell with mana value N or less
    from your hand without paying its mana cost" offers now (CR 608.2g, 118.9)?"""
    if obj.zone != "hand":
        return False
    item, step = resolving_step(state)
    while step is not None and step.op == "if":     # "If you have a full party, you may
        step = step.get("effect")                    # cast ..." (Coveted Prize)
    return step is not None and step.op == "cast_from_hand" and \
        dict(item.chosen).get(OFFERED) == str(obj.id)


@handler("cast_from_hand")
def _cast_from_hand(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """Choose a card of the hand matching `filter` (or none), then cast it without paying
    its mana cost or not, ignoring timing (CR 608.2g, 118.9, 601.2f); with `among`, only
    one of the cards kept under that key ("one of them": the cards drawn)."""
    from tolaria.rules.costs import FREE
    from tolaria.rules.effects import remembered
    replies = list(answer or ())
    you = item.controller
    if not replies:
        among = set(remembered(state, item, eff.get("among"))) if eff.get("among") else None
        cards = tuple(oid for oid in state.players[you].hand     # a land isn't cast
                      if "Land" not in state.objects[oid].card.types     # (CR 305.9)
                      and (among is None or oid in among)       # "one of them"
                      and matches(state, eff.get("filter"), state.objects[oid], you))
        if not cards:
            return None
        return Decision("choose", you, options=cards + ("none",),
                        prompt=f"{current_name(state, item)}: choose a card to cast without "
                               "paying its mana cost, or none (CR 608.2g)")
    if replies[0] == "none" or replies[0] not in state.players[you].hand:
        return None
    if len(replies) == 1:
        item.chosen = tuple(kv for kv in item.chosen if kv[0] != OFFERED) + (
            (OFFERED, str(replies[0])),)
        card = state.objects[replies[0]]
        return Decision("cast", you, options=(FREE,), subject=card.id,
                        prompt=f"{current_name(state, item)}: cast {card.name} without "
                               "paying its mana cost, or choose no (CR 608.2g)")
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != OFFERED)
    return None


@handler("player_moves_card")
def _player_moves_card(state: GameState, item: GameObject, eff: Effect, answer: Any
                       ) -> Decision | None:
    """Each player named (APNAP order, CR 101.4) chooses one of their cards in the zone (a
    single one is theirs by force); then the cards move at once: into exile (cards exiled
    with the source, CR 607.2a), or on top of their owners' libraries (CR 401.4)."""
    from tolaria.rules.effects import players_of
    replies = list(answer or ())
    zone, to = eff.get("zone"), eff.get("to")
    chosen: list[int] = []
    count = int(eff.get("count", 1))
    for player in players_of(state, item, eff.get("who")):
        cards = tuple(getattr(state.players[player], zone))
        picked: list[int] = []
        while len(picked) < min(count, len(cards)):
            left = tuple(c for c in cards if c not in picked)
            if len(left) <= count - len(picked):
                picked += left                   # no choice left to make
                break
            if not replies:
                where = "exile" if to == "exile" else "put on top of your library"
                return Decision("choose", player, options=left,
                                prompt=f"{current_name(state, item)}: choose a card from your "
                                       f"{zone} to "
                                       f"{where}")
            picked.append(replies.pop(0))
        chosen += picked
    if not chosen:
        return None
    found = events.happen_for(state, *(events.ZoneChange(
        oid, "exile" if to == "exile" else "library", rules=("406.2",) if to == "exile"
        else ("401.4",), text=f"{state.players[state.objects[oid].owner].name} "
                              f"{'exiles' if to == 'exile' else 'puts'} a card from their "
                              f"{zone}{'' if to == 'exile' else ' on top of their library'}")
        for oid in chosen))
    if isinstance(found, Decision):
        return found
    exiled = [c.id for c in found if c is not None and c.zone == "exile"]
    if item.source_id is not None and exiled:            # "exiled with <this>" (CR 607.2a)
        state.exiled_with.extend((item.source_id, c) for c in exiled)
        state.changed()
    return None


@handler("graveyard_shuffle_all")
def _graveyard_shuffle_all(state: GameState, item: GameObject, eff: Effect, answer: Any
                           ) -> Decision | None:
    """"Shuffle all creature cards from your graveyard into your library": they go there at
    once, then the library is shuffled (CR 701.20a)."""
    player = item.controller
    decision = events.happen(state, *(events.ZoneChange(oid, "library", rules=("701.20a",))
                                      for oid in graveyard_cards(state, item, eff)))
    if decision is not None:
        return decision
    shuffle(state, player)
    return None


@handler("reanimate_enchanted")
def _reanimate_enchanted(state: GameState, item: GameObject, eff: Effect, answer: Any
                         ) -> Decision | None:
    """Animate Dead's enters trigger, if the Aura is still on the battlefield (CR 603.4):
    it now enchants only the creature put onto the battlefield with it (CR 613.1f); the
    enchanted creature card returns under its controller's control and the Aura is
    attached to it (CR 303.4f). A card no longer there returns nothing, and the Aura,
    enchanting nothing it may, goes to the graveyard (CR 704.5m)."""
    from tolaria.rules.keywords.attach import ENCHANT_PUT
    aura = state.objects.get(item.source_id) if item.source_id is not None else None
    if aura is None or aura.zone != "battlefield":
        return None
    card = state.objects.get(aura.attached_to) if aura.attached_to is not None else None
    aura.chosen = tuple(kv for kv in aura.chosen if kv[0] != ENCHANT_PUT) + (
        (ENCHANT_PUT, "none"),)
    state.changed()
    if card is None or card.zone != "graveyard":
        return None
    event = events.entering(card, item.controller)
    made = events.happen_for(state, with_(event, tapped=True) if eff.get("tapped") else event)
    if isinstance(made, Decision):
        return made
    new = made[0]
    if new is None or new.zone != "battlefield":
        return None
    aura.chosen = tuple(kv for kv in aura.chosen if kv[0] != ENCHANT_PUT) + (
        (ENCHANT_PUT, str(new.id)),)
    aura.attached_to = new.id
    aura.timestamp = state.timestamp()                             # CR 613.7e
    state.say(f"{current_name(state, aura)} becomes attached to {current_name(state, new)}",
              "303.4f", "701.3a")
    state.changed()
    triggers.on_attached(state, aura, new)                         # CR 701.3a
    return None


def opponents_exiled(state: GameState, player: int) -> tuple[int, ...]:
    """The cards in exile the player's opponents own (CR 102.2, 406.3)."""
    from tolaria.rules.multiplayer import is_opponent
    return tuple(oid for other in range(len(state.players)) if is_opponent(state, player, other)
                 for oid in state.players[other].exile)


@handler("exiled_to_graveyard")
def _exiled_to_graveyard(state: GameState, item: GameObject, eff: Effect, answer: Any
                         ) -> Decision | None:
    """Its controller chooses `count` different cards its opponents own in exile, one at a
    time (CR 608.2d); they go to their owners' graveyards at once (CR 400.3)."""
    options = opponents_exiled(state, item.controller)
    n = eff.get("count", 1)
    if len(options) < n:
        return None                               # all of them or none ("if you do")
    chosen = one_at_a_time(options, n, answer, item.controller,
                           f"{current_name(state, item)}: put a card an opponent owns from "
                           "exile into its owner's graveyard")
    if isinstance(chosen, Decision):
        return chosen
    return events.happen(state, *(events.ZoneChange(
        oid, "graveyard", text=f"{current_name(state, state.objects[oid])} is put into its "
        "owner's graveyard from exile", rules=("400.3",)) for oid in chosen))
