"""Effect steps that move cards between a library and the other zones, and keyword actions
on cards and counters the Oracle compiler reads (tolaria.cards.oracle.library).

- "search_library": players search their libraries for up to N cards matching a filter
  and put them into a hand, onto the battlefield, into a graveyard, into exile
  (remembered as `EXILED_THIS_WAY`, then "opponent_chooses_exiled" and "cast_exiled_free":
  Emergent Ultimatum, CR 608.2d, 608.2g) or (after shuffling) on
  top (CR 701.19, 701.20); "may search" lets them not search at all;
- the top of a library: "look_back", "top_card", "reveal_top", "reveal_until",
  "exile_until_cast" (the nonland card cast as it resolves, CR 608.2g), "look_cast_free"
  (a spell cast from among the top cards as it resolves, the rest to the bottom), "impulse"
  (exiled cards one may play: `state.may_play`, CR 601.3), "kinship";
- zones: "to_library_at", "shuffle_in", "shuffle_graveyard", "put_from_hand", "flicker",
  "exile_until" (`state.exiled_until`, returned by `source_left`, CR 610.3),
  "self_from_graveyard", "own_card" / "dead_card" (the card a dying permanent became:
  `GameObject.successor`, CR 400.7), "all_leave", "graveyard_all" (with `remember`: the
  cards "exiled this way", returned by "return_remembered"), "sacrifice_all";
- keyword actions: "explore" (CR 701.40a), "connive" (CR 701.47a), "proliferate" (CR
  701.27a), "populate" (CR 701.30a), "token_copy" (CR 707.2), "reveal_hand", "look_hand",
  "hand_to_bottom", "look_top" (CR 701.16a, 401.2); coin flips (CR 705); "extra_turn"
  (`state.extra_turns`, CR 500.7); the monarch (`state.monarch`, CR 722).

An Aura put onto the battlefield without being cast goes through `entering`: its player
chooses what it enchants, or it stays where it was (CR 303.4g).
"""

from __future__ import annotations

from dataclasses import replace as with_
from itertools import product
from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import CardDef, Effect, effect, layer_effect
from tolaria.data.objects import GameObject
from tolaria.data.state import PHASE_OF, GameState
from tolaria.data.vocabulary import (
    ADDITIONAL_PHASES,
    AIRBENT,
    DREW_CARD,
    EXILE_CAST_TAX,
    FREE_THIS_TURN,
    MUST_CAST,
    ONE_OF_EACH,
    OPPONENT_MONARCH,
    PLAY_EXILED_WITH,
    SACRIFICED_COUNT,
    WARPED,
    WHILE_EXILED,
    WHILE_SOURCE,
)
from tolaria.rules import events, multiplayer, restrictions, zones
from tolaria.rules.conditions import record
from tolaria.rules.effects import (
    DESTROYED_THIS_WAY,
    EXILED_THIS_WAY,
    PUT_THIS_WAY,
    amount,
    handler,
    players_of,
    record_exiled_with,
    remember_exiled,
    remember_exiled_permanents,
    remember_put,
    remembered,
    run,
    target_object,
    target_ref,
)
from tolaria.rules.effects.oracle import put_looked_cards
from tolaria.rules.layers import characteristics, controller, current_name, matches

# -- a card put onto the battlefield (not cast) --------------------------------------------------

def entering(state: GameState, card: GameObject, who: int, tapped: bool,
             replies: list[Any]) -> Any:
    """The event putting `card` onto the battlefield under `who`'s control, or None if
    it stays where it is, or the Decision still needed: an Aura put onto the battlefield
    without being cast is attached to a permanent it could enchant, which the player putting
    it there chooses; with none, it stays in its zone (CR 303.4g)."""
    from tolaria.rules.keywords.attach import can_attach
    attach_to = None
    if "Aura" in characteristics(state, card).subtypes and card.card.enchant_player:
        return _entering_on_player(state, card, who, tapped, replies)
    if "Aura" in characteristics(state, card).subtypes:
        host = _host(state, card, who, replies, "what", tuple(
            oid for oid in state.battlefield if card.card.enchant is not None
            and can_attach(state, card, state.objects[oid])))
        if host is None or isinstance(host, Decision):
            return host
        attach_to = host
    event = events.entering(card, who, attach_to=attach_to)
    return with_(event, tapped=True) if tapped else event


def _entering_as_aura(state: GameState, card: GameObject, who: int, eff: Effect,
                      replies: list[Any]) -> Any:
    """"Return it to the battlefield. It's an Aura enchantment with enchant Forest you
    control and ...": it enters as that Aura (the effect's `becomes`, CR 613.1d, 613.1f),
    attached to a permanent it could enchant that `who` chooses; with none, it stays where
    it is (CR 303.4g). The protection test sees it as it will be (CR 702.16c)."""
    from tolaria.rules.keywords import protection
    from tolaria.rules.layers import chars_match
    kinds = next(part for part in eff.get("becomes") if part.op == "set_types")
    aura = with_(characteristics(state, card), controller=who,
                 types=frozenset(kinds.get("types")),
                 subtypes=frozenset(kinds.get("subtypes")))
    hosts = tuple(oid for oid in state.battlefield if chars_match(
        characteristics(state, state.objects[oid]), eff.get("enchant"), who,
        state.options.teams) and protection.can_be_attached(
        characteristics(state, state.objects[oid]), aura))
    host = _host(state, card, who, replies, "what", hosts)
    if host is None or isinstance(host, Decision):
        return host
    return with_(events.entering(card, who, attach_to=host), becomes=eff.get("becomes"))


def _entering_on_player(state: GameState, card: GameObject, who: int, tapped: bool,
                        replies: list[Any]) -> Any:
    """An Aura with enchant player put onto the battlefield: the player putting it there
    chooses a player in the game for it to enchant (CR 303.4f, 702.5d)."""
    from tolaria.rules.keywords.attach import can_attach_player
    host = _host(state, card, who, replies, "the player", tuple(
        ("player", p) for p in state.living() if can_attach_player(state, card, p)))
    if host is None or isinstance(host, Decision):
        return host
    event = events.entering(card, who, attach_player=host[1])
    return with_(event, tapped=True) if tapped else event


def _host(state: GameState, card: GameObject, who: int, replies: list[Any], what: str,
          hosts: tuple[Any, ...]) -> Any:
    """What an Aura put onto the battlefield enchants, chosen by the player putting it
    there (CR 303.4f); None if nothing can be (it stays where it is, CR 303.4g)."""
    if not hosts:
        state.say(f"{card.name} has nothing to enchant and stays where it is", "303.4g")
        return None
    if len(hosts) > 1 and not replies:
        return Decision("choose", who, options=hosts,
                        prompt=f"choose {what} {card.name} enchants (CR 303.4f)")
    return replies.pop(0) if len(hosts) > 1 else hosts[0]


def _happen(state: GameState, *batch: Any) -> Decision | None:
    """`events.happen` of the events that are there (None: a card that stays put)."""
    for event in batch:
        if isinstance(event, Decision):
            return event
    return events.happen(state, *(e for e in batch if e is not None))


# -- searching (CR 701.19) -------------------------------------------------------------------


@handler("imprint_from_hand")
def _imprint_from_hand(state: GameState, item: GameObject, eff: Effect, answer: Any
                       ) -> Decision | None:
    """"exile a nonartifact, nonland card from your hand" (imprint): its controller chooses
    one that fits (CR 608.2d), exiled and linked to the source (CR 607.2a, 406.2)."""
    player = state.players[item.controller]
    options = tuple(o for o in player.hand
                    if matches(state, eff.get("filter"), state.objects[o], item.controller))
    if not options:
        return None
    if answer is None:
        return Decision("choose", item.controller, options=options,
                        prompt=f"{current_name(state, item)}: exile a card from your hand "
                               "(CR 607.2a)")
    card = state.objects[answer[0]]
    if card.zone != "hand":
        return None
    found = events.happen_for(state, events.ZoneChange(
        card.id, "exile", text=f"{player.name} exiles {card.name} from their hand",
        rules=("406.2", "607.2a")))
    if isinstance(found, Decision):
        return found
    if item.source_id is not None and found[0] is not None and found[0].zone == "exile":
        state.exiled_with.append((item.source_id, found[0].id))         # CR 607.2a
        state.changed()
    return None


PILE = "pile"                        # `chosen`: the cards a search_pile chose, top first
PILE_EXILED = "pile rest exiled"     # `chosen`: its "exile the rest" is done


@handler("search_pile")
def _search_pile(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """"Search your library and graveyard for five cards and exile the rest. Put the chosen
    cards on top of your library in any order." (Doomsday): its controller chooses the
    cards one at a time, the first chosen to end on top (no quality is stated: as many as
    there are, up to five, CR 701.19a); every other card of the library and graveyard is
    exiled at once; then the chosen ones are put on top in that order (CR 401.4) and the
    library holds only them."""
    who = item.controller
    player = state.players[who]
    pile = _pile(item)
    if pile is None:
        barred = restrictions.why_cant_search(state, who, who)    # CR 701.19, 101.2: the
        pool = ([] if barred else list(reversed(player.library)))      # graveyard only
        pool += list(reversed(player.graveyard))
        chosen = [o for o in (answer or ()) if o in pool]
        want = min(amount(item, eff.get("amount"), state), len(pool))
        if len(chosen) < want:
            rest = tuple(o for o in pool if o not in chosen)
            if len(rest) > want - len(chosen):
                return Decision("choose", who, options=rest,
                                prompt=f"{current_name(state, item)}: choose a card (the "
                                       "first chosen ends on top of your library; CR 701.19a, "
                                       "401.4)")
            chosen += rest
        pile = chosen
        item.chosen += ((PILE, " ".join(map(str, pile))),)
        state.looked += [(o, who) for o in pile if (o, who) not in state.looked]
        if barred:
            state.say(barred, "701.19", "101.2")
        state.say(f"{player.name} searches their {'graveyard' if barred else 'library and graveyard'}"
                  f" and chooses {len(pile)} cards", "701.19a")
        if not barred:
            from tolaria.rules import triggers
            triggers.on_searched(state, who, who)
    if not dict(item.chosen).get(PILE_EXILED):
        rest = [o for o in player.library + player.graveyard if o not in pile]
        decision = events.happen(state, *(events.ZoneChange(
            o, "exile", text=f"{state.objects[o].name} is exiled", rules=("406.2",))
            for o in rest))
        if decision is not None:
            return decision
        item.chosen += ((PILE_EXILED, True),)
    from_grave = [o for o in pile if o in player.graveyard]
    moved = events.happen_for(state, *(events.ZoneChange(
        o, "library", text=f"{state.objects[o].name} is put into their library", rules=(
            "401.4",)) for o in from_grave)) if from_grave else []
    if isinstance(moved, Decision):
        return moved
    now = {old: new.id for old, new in zip(from_grave, moved, strict=True) if new is not None}
    top_first = [now.get(o, o) for o in pile]
    kept = [o for o in top_first if o in player.library]
    player.library[:] = [o for o in player.library if o not in kept] + kept[::-1]
    item.chosen = tuple(kv for kv in item.chosen if kv[0] not in (PILE, PILE_EXILED))
    state.say(f"{player.name} puts {len(kept)} cards on top of their library", "401.4")
    state.changed()
    return None


def _pile(item: GameObject) -> list[int] | None:
    text = dict(item.chosen).get(PILE)
    return None if text is None else [int(o) for o in text.split()]


REVEALED_NAME = "revealed name"      # `chosen`: the name of the card revealed from a hand


@handler("reveal_from_hand")
def _reveal_from_hand(state: GameState, item: GameObject, eff: Effect, answer: Any
                      ) -> Decision | None:
    """"Reveal a card from your hand." (CR 701.16a): its controller chooses one; everyone
    sees it, and its name is remembered for "the same name as that card" (CR 201.2)."""
    player = state.players[item.controller]
    if not player.hand:
        return None
    if answer is None:
        return Decision("choose", item.controller, options=tuple(player.hand),
                        prompt=f"{current_name(state, item)}: reveal a card from your hand "
                               "(CR 701.16a)")
    card = state.objects[answer[0]]
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != REVEALED_NAME) + (
        (REVEALED_NAME, card.card.name),)
    state.looked += [(card.id, p.index) for p in state.players
                     if p.index != item.controller and (card.id, p.index) not in state.looked]
    state.say(f"{player.name} reveals {card.name} from their hand", "701.16a")
    state.changed()
    return None


@handler("search_library")
def _search(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Each searching player (in APNAP order, CR 101.4) finds up to `count` matching cards
    (they may find fewer, CR 701.19b; with "may", they may not search at all); then the
    cards found go where the effect says, at once, and each searched library is shuffled
    (CR 701.20a). `whose` "each": the controller searches each player's library in turn,
    and that player shuffles it ("For each player, search that player's library ...")."""
    replies = list(answer or ())
    searched: list[tuple[int, list[int]]] = []
    searchers: list[tuple[int, int]] = []
    moves: list[Any] = []
    barred: list[str] = []
    for searcher, owner in _searches(state, item, eff):
        reason = restrictions.why_cant_search(state, searcher, item.controller, owner)
        if reason is not None:             # CR 701.19, 101.2: nothing is found; "may
            barred.append(reason)          # search" can't be chosen, so no shuffle then
            if not eff.get("may"):
                searched.append((owner, []))
            continue
        found = _find(state, item, eff, searcher, replies, owner)
        if isinstance(found, Decision):
            return found
        if found is None:
            continue                                        # chose not to search
        placed = _placed(state, item, eff, searcher, found, replies)
        if isinstance(placed, Decision):
            return placed
        moves += placed
        searched.append((owner, found))
        searchers.append((searcher, owner))
    if moves:
        decision = _happen(state, *moves)
        if decision is not None:
            return decision
    for reason in barred:
        state.say(reason, "701.19", "101.2")
    if eff.get("remember"):                             # "those cards" (CR 400.7, 608.2c)
        moved = [state.objects.get(state.objects[o].successor)
                 for _, found in searched for o in found]
        if eff.get("to") == "battlefield":
            remember_put(item, moved)
        else:
            remember_exiled(item, moved)
    if eff.get("to") == EXILE_FACE_DOWN:
        _face_down(state, [state.objects.get(state.objects[o].successor)
                           for _, found in searched for o in found])
    from tolaria.rules import triggers
    for searcher, found in searched:
        player = state.players[searcher]
        if eff.get("reveal") and found:
            names = ", ".join(state.objects[o].name for o in found)
            state.say(f"{player.name} reveals {names}", "701.16a")
        if eff.get("shuffle") is False:
            continue                        # only an instruction shuffles (CR 701.19, 701.20)
        library = player.library
        kept = [o for o in found if eff.get("to") == "top" and o in library]
        library[:] = [o for o in library if o not in kept]
        state.rng.shuffle(library)
        library.extend(kept)                               # "then shuffle and put it on top"
        state.say(f"{player.name} shuffles their library", "701.20a")
        triggers.on_shuffled(state, player.index)                     # CR 603.2
        if len(kept) > 1:
            state.say(f"{player.name} puts the revealed cards on top of their library", "401.4")
        elif kept:
            state.say(f"{player.name} puts {'the revealed card' if eff.get('reveal') else 'a card'}"
                      " on top of their library", "401.4")
    state.changed()
    for searcher, owner in searchers:
        triggers.on_searched(state, searcher, owner)
    return None


# `GameObject.chosen` key: the card a resolving "search_cast" found, offered to be cast
SEARCHED_TO_CAST = "searched to cast"


@handler("search_cast")
def _search_cast(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """"Search your library for a red or white instant card with mana value 4 or less and
    cast that card without paying its mana cost. Then shuffle.": the card found (none may
    be, CR 701.19b) is cast as the ability resolves, ignoring timing (CR 608.2g), without
    paying its mana cost (CR 118.9); "cast", not "may cast": it is if it can be
    (`MUST_CAST`). Then the library is shuffled (CR 701.20a)."""
    from tolaria.rules.costs import FREE
    you = item.controller
    replies = list(answer or ())
    if not replies:
        reason = restrictions.why_cant_search(state, you, you, you)
        found = _find(state, item, eff, you, [], you) if reason is None else []
        if isinstance(found, Decision):
            return found
        if reason is not None:
            state.say(reason, "701.19", "101.2")
    elif len(replies) == 1 and replies[0] in state.players[you].library:
        card = state.objects[replies[0]]
        item.chosen = tuple(kv for kv in item.chosen if kv[0] != SEARCHED_TO_CAST) + (
            (SEARCHED_TO_CAST, str(card.id)),)
        return Decision("cast", you, options=(FREE, MUST_CAST), subject=card.id,
                        prompt=f"{current_name(state, item)}: cast {card.name} without paying "
                               "its mana cost (CR 608.2g)")
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != SEARCHED_TO_CAST)
    if replies or restrictions.why_cant_search(state, you, you, you) is None:
        from tolaria.rules import triggers
        triggers.on_searched(state, you, you)
    zones.shuffle(state, you)
    return None


def offered_to_cast(state: GameState, obj: GameObject) -> bool:
    """Is `obj` the library card a resolving ability offers to cast now, without paying its
    mana cost (CR 608.2g, 118.9): the card "search_cast" found (Sunforger) or the one
    chosen from among those "look_cast_free" looked at (Aetherworks Marvel)?"""
    from tolaria.rules.effects.graveyard import resolving_step
    if obj.zone != "library":
        return False
    item, step = resolving_step(state)
    if step is None:
        return False
    key = {"search_cast": SEARCHED_TO_CAST, "look_cast_free": OFFERED_LOOKED}.get(step.op)
    return key is not None and dict(item.chosen).get(key) == str(obj.id)


def _searches(state: GameState, item: GameObject, eff: Effect) -> list[tuple[int, int]]:
    """Who searches whose library: each player their own, or the controller each
    player's (`whose`), in APNAP order (CR 101.4)."""
    if eff.get("whose") is not None:
        return [(item.controller, p) for p in players_of(state, item, eff.get("whose"))]
    return [(p, p) for p in players_of(state, item, eff.get("who", "you"))]


def _find(state: GameState, item: GameObject, eff: Effect, searcher: int, replies: list[Any],
          owner: int | None = None) -> list[int] | Decision | None:
    """The cards one player finds in `owner`'s library (theirs if None; None: they chose
    not to search); asks while `replies` run out."""
    if eff.get("may"):
        if not replies:
            return Decision("choose", searcher, options=("search", "don't search"),
                            prompt=f"{current_name(state, item)}: search your library?")
        if replies.pop(0) != "search":
            return None
    library = state.players[searcher if owner is None else owner].library
    if eff.get("graveyard"):                 # "your graveyard and library" (CR 701.19a)
        library = state.players[searcher].graveyard + library
    count = eff.get("count", 1)
    count = len(library) if count == "any" else amount(item, count, state)  # "X", "that
    flt = eff.get("filter")                                           # many" (CR 608.2c)
    if flt is not None and any(n == "X" for _, _, n in flt.compare):     # X of the spell
        flt = with_(flt, compare=tuple((w, o, item.x if n == "X" else n)
                                       for w, o, n in flt.compare), more=None)
    if flt is not None and any(type(n) is tuple for _, _, n in flt.compare):
        flt = with_(flt, compare=tuple((w, o, amount(item, n, state) if type(n) is tuple
                                        else n) for w, o, n in flt.compare), more=None)
    names = eff.get("names", ())
    if eff.get("same_name"):                 # the revealed card's name (Infernal Tutor)
        revealed = dict(item.chosen).get(REVEALED_NAME)
        if revealed is None:
            return []                        # nothing was revealed: no name to find
        names = (revealed,)
    found: list[int] = []
    while len(found) < count:
        taken = {state.objects[o].card.name for o in found} if eff.get("different") else ()
        options = tuple(o for o in library if o not in found
                        and state.objects[o].card.name not in taken      # CR 201.2
                        and (state.objects[o].card.name in names if names
                             else matches(state, flt, state.objects[o], searcher)))
        if not options:
            break
        if not replies:                    # no quality stated: found if there (CR 701.19b)
            return Decision("choose", searcher, options=options + (
                () if eff.get("exact") else ("nothing",)),
                prompt=f"search {_whose_library(state, searcher, owner)} for a "
                       f"{eff.get('what', 'card')} (CR 701.19)")
        reply = replies.pop(0)
        if reply == "nothing":
            break
        found.append(reply)
    return found


def _whose_library(state: GameState, searcher: int, owner: int | None) -> str:
    return "your library" if owner in (None, searcher) else \
        f"{state.players[owner].name}'s library"


def _top_order(state: GameState, item: GameObject, searcher: int, found: list[int],
               replies: list[Any]) -> list[Any] | Decision:
    """"then shuffle and put those cards on top in any order": the searcher chooses their
    order, top card first (CR 401.4); `found` is left bottom first, as they go on top."""
    order: list[int] = []
    while len(order) < len(found) - 1:
        if not replies:
            return Decision("choose", searcher,
                            options=tuple(o for o in found if o not in order),
                            prompt=f"{current_name(state, item)}: choose the next card from "
                                   "the top down (CR 401.4)")
        order.append(replies.pop(0))
    order += [o for o in found if o not in order]
    found[:] = list(reversed(order))
    return []


def _placed(state: GameState, item: GameObject, eff: Effect, searcher: int, found: list[int],
            replies: list[Any]) -> list[Any] | Decision:
    """The events putting the found cards where the effect says ("top": none, they stay)."""
    where = eff.get("to")
    if where == "top":
        return _top_order(state, item, searcher, found, replies)
    if where == "opponent_chooses":
        return _opponent_chose(state, item, eff, searcher, found, replies)
    if where != "split" or not found:
        return [_arrival(state, state.objects[o], where, searcher, eff, replies) for o in found]
    # "put one onto the battlefield tapped and the other into your hand" / "put one into
    # your hand and the other into your graveyard": the searcher chooses which; with only
    # one found, where that one goes.
    first_to, other_to = eff.get("first_to", "battlefield"), eff.get("other_to", "hand")
    options = tuple(found) if len(found) == 2 else (first_to, other_to)
    if not replies:
        return Decision("choose", searcher, options=options,
                        prompt=f"{current_name(state, item)}: choose the card to put "
                               f"{_SPLIT_PLACES[first_to]}"
                        if len(found) == 2 else f"{current_name(state, item)}: where does it go?")
    first = replies.pop(0)
    if len(found) == 1:
        return [_arrival(state, state.objects[found[0]], first, searcher, eff, replies)]
    other = next(o for o in found if o != first)
    return [_arrival(state, state.objects[first], first_to, searcher, eff, replies),
            _arrival(state, state.objects[other], other_to, searcher, eff, replies)]


_SPLIT_PLACES = {"battlefield": "onto the battlefield", "hand": "into your hand",
                 "graveyard": "into your graveyard"}


def _opponent_chose(state: GameState, item: GameObject, eff: Effect, searcher: int,
                    found: list[int], replies: list[Any]) -> list[Any] | Decision:
    """"Target opponent chooses one of those cards. Put that card into your hand and the
    rest into your graveyard.": the opponent picks (all of them if there are no more than
    that many, CR 608.2d); then they all move at once."""
    ref = target_ref(item, eff.get("chooser"))
    if ref is None or ref[0] != "player":
        return []
    n = eff.get("chosen")
    chosen: list[int] = list(found) if len(found) <= n else []
    while len(chosen) < n:
        if not replies:
            return Decision("choose", ref[1], options=tuple(o for o in found if o not in chosen),
                            prompt=f"{current_name(state, item)}: choose a card for "
                                   f"{state.players[searcher].name}'s {eff.get('chosen_to')}")
        chosen.append(replies.pop(0))
    return [_arrival(state, state.objects[o], eff.get("chosen_to") if o in chosen
                     else eff.get("rest_to"), searcher, eff, replies) for o in found]


def _arrival(state: GameState, card: GameObject, where: str, searcher: int, eff: Effect,
             replies: list[Any]) -> Any:
    """The event that puts a found card where the effect says (see `entering`)."""
    if where == "battlefield":
        return entering(state, card, searcher, eff.get("tapped", False), replies)
    name = state.players[searcher].name
    if where == "exile":                                    # exile is public (CR 406.3)
        return events.ZoneChange(card.id, "exile", text=f"{name} exiles {card.name}",
                                 rules=("701.19a", "406.2"))
    if where == EXILE_FACE_DOWN:                            # hidden (CR 406.3a)
        return events.ZoneChange(card.id, "exile", text=f"{name} exiles a card face down",
                                 rules=("701.19a", "406.3a"))
    if where == "hand":
        text = (f"{name} puts {card.name} into their hand" if eff.get("reveal")
                else f"{name} puts a card into their hand")
        return events.ZoneChange(card.id, "hand", text=text, rules=("701.19a",))
    return events.ZoneChange(card.id, "graveyard", rules=("701.19a",))


EXILE_FACE_DOWN = "exile face down"        # a search's `to`: "exile it face down"


def _face_down(state: GameState, cards: list[GameObject | None]) -> None:
    """The cards exiled face down: no player may look at them (CR 406.3a)."""
    from tolaria.data.vocabulary import EXILED_FACE_DOWN
    for card in cards:
        if card is not None and card.zone == "exile":
            card.chosen += ((EXILED_FACE_DOWN, "yes"),)
    state.changed()


def _is_face_down(card: GameObject) -> bool:
    """Was `card` exiled face down (CR 406.3a)?"""
    from tolaria.data.vocabulary import EXILED_FACE_DOWN
    return any(key == EXILED_FACE_DOWN for key, _ in card.chosen)


def _exiled_this_way(state: GameState, item: GameObject) -> list[int]:
    """The cards the resolving object exiled that are still the same objects in exile."""
    return [i for i in remembered(state, item, EXILED_THIS_WAY)
            if state.objects[i].zone == "exile"]


OPPONENT_CHOSE = "chosen by an opponent"     # `GameObject.chosen` key: the card they chose


@handler("opponent_chooses_exiled")
def _opponent_chooses_exiled(state: GameState, item: GameObject, eff: Effect, answer: Any
                             ) -> Decision | None:
    """"An opponent chooses one of those cards. Shuffle that card into your library."
    (Emergent Ultimatum): with several opponents, the spell's controller says which one
    chooses (as for clash, CR 701.23a); that opponent chooses one of the cards the spell
    exiled (one left: that one; CR 608.2d), which is shuffled into its owner's library
    (CR 701.20a)."""
    exiled = _exiled_this_way(state, item)
    opponents = players_of(state, item, "opponents")
    if not exiled or not opponents:
        return None
    replies = list(answer or ())
    if len(opponents) > 1 and not replies:
        return Decision("choose", item.controller, options=tuple(("player", p)
                                                                 for p in opponents),
                        prompt=f"{current_name(state, item)}: choose the opponent who "
                               "chooses one of those cards")
    chooser = replies.pop(0)[1] if len(opponents) > 1 else opponents[0]
    if len(exiled) > 1 and not replies:
        return Decision("choose", chooser, options=tuple(exiled),
                        prompt=f"{current_name(state, item)}: choose the card "
                               f"{state.players[item.controller].name} shuffles into their "
                               "library (CR 608.2d)")
    card = state.objects[replies.pop(0) if len(exiled) > 1 else exiled[0]]
    state.say(f"{state.players[chooser].name} chooses {card.name}", "608.2d")
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != OPPONENT_CHOSE) + (
        (OPPONENT_CHOSE, str(card.id)),)
    decision = events.happen(state, events.ZoneChange(
        card.id, "library", text=f"{card.name} is shuffled into "
                                 f"{state.players[card.owner].name}'s library",
        rules=("701.20a",)))
    if decision is not None:
        return decision
    zones.shuffle(state, card.owner)
    return None


def _others(state: GameState, item: GameObject) -> list[int]:
    """"The other cards": those the spell exiled but the one the opponent chose."""
    chosen = dict(item.chosen).get(OPPONENT_CHOSE)
    return [o for o in _exiled_this_way(state, item) if str(o) != chosen]


def exiled_this_way_offered(state: GameState, obj: GameObject) -> bool:
    """Is `obj` one of the other cards a resolving "You may cast the other cards without
    paying their mana costs" lets its controller cast now (CR 608.2g)?"""
    from tolaria.rules.effects.graveyard import resolving_step
    if obj.zone != "exile":
        return False
    item, step = resolving_step(state)
    while step is not None and step.op == "if":
        step = step.get("effect")          # "If this spell was bargained, you may cast ..."
    return step is not None and step.op == "cast_exiled_free" and obj.id in _castable(
        state, item, step)


def _castable(state: GameState, item: GameObject, eff: Effect) -> list[int]:
    """The other cards "cast_exiled_free" may cast: not lands (CR 305.9); with `most`, only
    those whose mana value is at most that ("if that spell's mana value is 4 or less")."""
    most = eff.get("most")
    return [o for o in _others(state, item)
            if "Land" not in (chars := characteristics(state, state.objects[o])).types
            and (most is None or chars.mana_value <= most)]


@handler("continuous_found")
def _continuous_found(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Those lands become 4/4 Elemental creatures with trample. They're still lands."
    (Nissa, Worldwaker): the permanents the search before put onto the battlefield, still
    those objects (CR 400.7), for good (CR 611.2a, 611.2c)."""
    from tolaria.data.state import ContinuousEffect
    found = tuple(oid for oid in remembered(state, item, PUT_THIS_WAY)
                  if state.objects[oid].zone == "battlefield")
    if not found:
        return
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, item), affected=found,
        parts=eff.get("parts"), until="permanent", source_id=item.source_id,
        controller=item.controller))
    state.say(f"{current_name(state, item)} affects "
              f"{', '.join(current_name(state, state.objects[o]) for o in found)}", "611.2a")
    state.changed()


@handler("may_cast_found")
def _may_cast_found(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Until end of turn, you may cast those cards without paying their mana costs." (Ugin,
    Eye of the Storms) / "You may cast them this turn." (Chandra, Heart of Fire): each card
    the instruction before exiled, still that object in exile (CR 400.7), may be cast by its
    controller this turn (with `free`, only without paying its mana cost; CR 601.3, 118.9);
    a land card can't be cast (CR 305.9)."""
    who = item.controller
    free = eff.get("free")
    for oid in _exiled_this_way(state, item):
        card = state.objects[oid]
        if "Land" not in card.card.types:
            state.may_play.append((oid, who, FREE_THIS_TURN if free else "turn", state.turn))
            state.say(f"{state.players[who].name} may cast {card.name} this turn"
                      + (" without paying its mana cost" if free else ""), "601.3",
                      *(("118.9",) if free else ()))
    state.changed()


@handler("cast_exiled_free")
def _cast_exiled_free(state: GameState, item: GameObject, eff: Effect, answer: Any
                      ) -> Decision | None:
    """"You may cast the other cards without paying their mana costs.": its controller
    chooses which to cast next, or none more, and casts it now or not, ignoring timing
    (CR 608.2g, 118.9); each spell cast this way goes on the stack above the resolving one.
    A land card can't be cast (CR 305.9) and stays exiled."""
    from tolaria.rules.costs import FREE
    me, replies, declined = item.controller, list(answer or ()), set()
    while True:
        left = [o for o in _castable(state, item, eff) if o not in declined]
        if not left:
            return None
        if len(left) > 1 and not replies:
            return Decision("choose", me, options=tuple(left) + ("nothing",),
                            prompt=f"{current_name(state, item)}: choose a card to cast "
                                   "without paying its mana cost, or nothing (CR 608.2g)")
        pick = replies.pop(0) if len(left) > 1 else left[0]
        if pick == "nothing":
            return None
        if not replies:
            card = state.objects[pick]
            return Decision("cast", me, options=(FREE,), subject=pick,
                            prompt=f"{current_name(state, item)}: cast {card.name} without "
                                   "paying its mana cost, or choose no (CR 608.2g)")
        if replies.pop(0) == "no":
            declined.add(pick)


# `GameObject.chosen` keys of a resolving "look_cast_free": the top cards looked at (top
# first), and the one of them offered to cast now
LOOKED_AT = "looked at"
OFFERED_LOOKED = "offered from among them"


def _offer_looked(item: GameObject, what: str) -> None:
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != OFFERED_LOOKED) + (
        (OFFERED_LOOKED, what),)


@handler("look_cast_free")
def _look_cast_free(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """"Look at the top six cards of your library. You may cast a spell from among them
    without paying its mana cost. Put the rest on the bottom of your library in a random
    order." (Aetherworks Marvel): the controller sees them (CR 401.4), may cast one now,
    ignoring timing (CR 608.2g, 118.9; a land card isn't cast, CR 305.9), then the others
    still in the library go to its bottom (CR 401.4)."""
    from tolaria.rules.costs import FREE
    me, replies = item.controller, list(answer or ())
    player = state.players[me]
    if answer is None:
        looked = list(reversed(player.library[-amount(item, eff.get("amount"), state):]))
        item.chosen = tuple(kv for kv in item.chosen if kv[0] not in (
            LOOKED_AT, OFFERED_LOOKED)) + ((LOOKED_AT, " ".join(map(str, looked))),)
        state.looked.extend((o, me) for o in looked if (o, me) not in state.looked)
        state.say(f"{player.name} looks at the top {len(looked)} cards of their library",
                  "401.4")
        spells = tuple(o for o in looked if "Land" not in state.objects[o].card.types)
        if spells:
            _offer_looked(item, "")
            return Decision("choose", me, options=spells + ("nothing",),
                            prompt=f"{current_name(state, item)}: choose a card to cast "
                                   "without paying its mana cost, or nothing (CR 608.2g)")
    looked = [int(o) for o in dict(item.chosen)[LOOKED_AT].split()]
    if OFFERED_LOOKED in dict(item.chosen):             # the spell chosen, then cast or not
        pick = replies[0]
        if pick != "nothing" and len(replies) == 1:
            _offer_looked(item, str(pick))
            return Decision("cast", me, options=(FREE,), subject=pick,
                            prompt=f"{current_name(state, item)}: cast "
                                   f"{state.objects[pick].name} without paying its mana "
                                   "cost, or choose no (CR 608.2g)")
        del replies[:1 if pick == "nothing" else 2]
        _offer_looked(item, "done")
    rest = [o for o in looked if state.objects[o].zone == "library"]
    bottom = bottom_order(state, item, rest, eff.get("rest"), replies)
    if isinstance(bottom, Decision):
        return bottom
    player.library[:] = bottom + [o for o in player.library if o not in bottom]
    how = " in a random order" if eff.get("rest") == "random" else ""
    state.say(f"{player.name} puts {len(bottom)} card{'s' if len(bottom) != 1 else ''} on "
              f"the bottom of their library{how}", "401.4")
    state.changed()
    return None


# -- keyword actions on a permanent: explore, connive ------------------------------------------

def _acting(state: GameState, item: GameObject, eff: Effect) -> GameObject | None:
    """The permanent that explores or connives, if it is still on the battlefield."""
    obj = target_object(state, item, eff.get("target"))
    return obj if obj is not None and obj.zone == "battlefield" else None


@handler("explore")
def _explore(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """CR 701.40a: reveal the top card; a land goes to the hand; otherwise a +1/+1 counter
    on the explorer, and the card may go to the graveyard. The explorer's controller does it;
    gone, it still explores, with no counter (CR 701.40b-c). Then it has explored
    (`_explored`)."""
    explorer = _acting(state, item, eff)
    who = controller(state, explorer) if explorer is not None else item.controller
    player = state.players[who]
    if not player.library:
        if answer is None and explorer is not None:
            events.put_counters(state, explorer, "+1/+1", 1)
        return _explored(state, item, eff, None)
    top = state.objects[player.library[-1]]
    if answer is None:
        state.say(f"{player.name} reveals {top.name} from the top of their library "
                  f"(explore)", "701.40a", "701.16a")
        if "Land" in characteristics(state, top).types:
            return _explored(state, item, eff, events.happen(state, events.ZoneChange(
                top.id, "hand", text=f"{player.name} puts {top.name} into their hand",
                rules=("701.40a",))))
        if explorer is not None:
            events.put_counters(state, explorer, "+1/+1", 1)
        return Decision("choose", who, options=("graveyard", "keep"), subject=top.id,
                        prompt=f"put {top.name} into your graveyard? (CR 701.40a)")
    if answer[0] == "graveyard":
        return _explored(state, item, eff, events.happen(state, events.ZoneChange(
            top.id, "graveyard", rules=("701.40a",))))
    return _explored(state, item, eff, None)


def _explored(state: GameState, item: GameObject, eff: Effect, pending: Decision | None
              ) -> Decision | None:
    """The permanent has explored once nothing is `pending` (CR 701.40b): "whenever a
    creature you control explores" triggers, about it as it last existed if gone (701.40c)."""
    if pending is None:
        explorer = target_object(state, item, eff.get("target"))
        if explorer is not None:
            from tolaria.rules.triggers import on_explored
            on_explored(state, explorer)
    return pending


@handler("connive")
def _connive(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """CR 701.47a: draw a card, then discard a card; a nonland card discarded puts a +1/+1
    counter on the conniving permanent (if it is still there). Connive N (CR 701.47e):
    draw N, discard N, a counter for each nonland card discarded; N of 0 does nothing."""
    conniver = _acting(state, item, eff)
    who = controller(state, conniver) if conniver is not None else item.controller
    hand = state.players[who].hand
    n = amount(item, eff.get("amount", 1), state)
    if n <= 0:
        return None
    if answer is None:
        decision = events.draw_steps(state, item, [(who, n)])      # it may wait (dredge)
        if decision is not None:
            return decision
        if len(hand) > n:
            return Decision("discard", who, count=n, options=tuple(hand),
                            prompt=f"discard {n} (connive, CR 701.47a, 701.47e)")
    cards = [state.objects[o] for o in (answer or hand[:n])]
    cards = [c for c in cards if c.zone == "hand"]
    if not cards:
        return None
    nonland = sum(1 for c in cards if "Land" not in characteristics(state, c).types)
    decision = events.happen(state, *(events.discarded(state, c) for c in cards))
    if decision is not None:
        return decision
    if nonland and conniver is not None:
        events.put_counters(state, conniver, "+1/+1", nonland)
    return None


# -- proliferate (CR 701.27) ---------------------------------------------------------------------

@handler("proliferate")
def _proliferate(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """CR 701.27a: choose any number of permanents and/or players with counters (one at a
    time, then "done"); each gets one more counter of each kind it already has."""
    def counted(ref: tuple[str, int]) -> bool:
        if ref[0] == "player":
            p = state.players[ref[1]]
            return bool(p.poison or p.energy)
        return any(n > 0 for n in state.objects[ref[1]].counters.values())

    candidates = [("player", p.index) for p in state.players if not p.lost]
    candidates += [("object", oid) for oid in state.battlefield]
    candidates = [c for c in candidates if counted(c)]
    replies = list(answer or ())
    chosen: list[tuple[str, int]] = []
    for reply in replies:
        if reply == "done":
            break
        chosen.append(reply)
    else:
        left = tuple(c for c in candidates if c not in chosen)
        if left:
            return Decision("choose", item.controller, options=left + ("done",),
                            prompt=f"{current_name(state, item)}: choose a permanent or player to "
                                   "proliferate "
                                   "onto, or done (CR 701.27a)")
    batch = []
    for kind, ident in chosen:
        if kind == "player":
            p = state.players[ident]
            if p.poison and events.give_counters(state, ident, "poison", 1):
                state.say(f"{p.name} gets a poison counter", "701.27a", "122.1")
            if p.energy and events.give_counters(state, ident, "energy", 1):
                state.say(f"{p.name} gets {{E}}", "701.27a", "122.1")
            state.changed()
            continue
        obj = state.objects[ident]
        if obj.zone == "battlefield":
            batch += [events.Counters(ident, k, 1) for k, n in sorted(obj.counters.items())
                      if n > 0]
    decision = events.happen(state, *batch)
    if decision is None:             # "whenever you proliferate", even choosing none (701.27a)
        from tolaria.rules import triggers
        triggers.on_player_action(state, "proliferate", item.controller)
    return decision


# -- revealing a hand (CR 701.16a) ---------------------------------------------------------------

@handler("reveal_hand")
def _reveal_hand(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Target opponent reveals their hand": every card in it is shown to all players."""
    for who in players_of(state, item, eff.get("who")):
        p = state.players[who]
        names = ", ".join(state.objects[o].name for o in p.hand) or "no cards"
        state.say(f"{p.name} reveals their hand: {names}", "701.16a")
        for oid in p.hand:
            for viewer in range(state.n_players):
                if (oid, viewer) not in state.looked:
                    state.looked.append((oid, viewer))
        state.changed()


# -- flicker: exile, then return that card (CR 400.7, 610.3c) ------------------------------------

@handler("flicker")
def _flicker(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Exile the permanent, then return the card exiled (a new object, CR 400.7; both cards
    of a melded permanent, 712.21c) to the battlefield under its owner's control (or the
    effect's controller's)."""
    card = exiled_card(state, item, eff, answer)
    if not isinstance(card, GameObject):
        return card
    cards = zones.found_card(state, card)          # a melded or merged permanent's
    victim = target_object(state, item, eff.get("target"))   # cards (CR 712.21c, 727.3c)
    if len(cards) > 1 and victim is not None and victim.merged:
        return _return_each(state, item, eff, cards)
    if eff.get("later"):
        yours = eff.get("yours", False)
        return_at_end_step(state, item, card, yours,
                           effect("return_exiled", card=card.id, yours=yours))
        return None
    replies = list(answer or ())
    if eff.get("transformed"):
        return _happen(state, *(entering_transformed(state, c, _returner(item, eff, c),
                                                      replies) for c in cards))
    return _happen(state, *(entering(state, c, _returner(item, eff, c),
                                     bool(eff.get("tapped")), replies) for c in cards))


def _returner(item: GameObject, eff: Effect, card: GameObject) -> int:
    """Who a returned card enters under the control of: "your" control, or its owner's (CR
    610.3c)."""
    return item.controller if eff.get("yours") else card.owner


def _return_each(state: GameState, item: GameObject, eff: Effect, cards: list[GameObject]
                 ) -> Decision | None:
    """The cards a merged permanent became in exile return together, now or at the next
    end step (CR 727.3c: what is done to the new object is done to each of them)."""
    if eff.get("later"):
        return_at_end_step(state, item, cards[0], eff.get("yours", False), effect(
            "return_exiled_all", yours=eff.get("yours", False)),
            tuple(("object", c.id) for c in cards))
        return None
    return return_all(state, item, eff, cards)


def entering_transformed(state: GameState, card: GameObject, who: int, replies: list[Any],
                         flipped: bool = False) -> Any:
    """"Return it to the battlefield transformed" (CR 712.14a): a transforming double-faced
    card enters with its back face up, as that face is (what it could enchant, what applies
    as it enters, CR 614.12); any other card stays where it is. `flipped`: "return it to the
    battlefield flipped", a flip card with its flipped half up (CR 710.2, 710.1b)."""
    from tolaria.rules import faces
    if flipped and not (card.card.flips and card.card.faces):
        state.say(f"{card.name} isn't a flip card: it stays in {card.zone}", "710.1")
        return None
    if not flipped and not (card.card.transforms and card.card.faces):
        state.say(f"{card.name} isn't a transforming double-faced card: it stays in "
                  f"{card.zone}", "712.14a")
        return None
    with faces.turned(state, card, 1):
        event = entering(state, card, who, False, replies)
    return with_(event, transformed=True) if isinstance(event, events.Enter) else event


@handler("exile_self_with_counters")
def _exile_self_with_counters(state: GameState, item: GameObject, eff: Effect, answer: Any
                              ) -> Decision | None:
    """"Exile Arc Blade with three time counters on it.": the resolving spell goes to exile
    (so it isn't put into a graveyard as it finishes, CR 608.2n) and the card there gets the
    counters (a card with suspend is then suspended, CR 702.62b)."""
    if item.zone == "stack" and not item.is_ability:
        found = events.happen_for(state, events.leaving(
            item, "exile", f"{current_name(state, item)} is exiled", "406.2", "608.2n"))
        if isinstance(found, Decision):
            return found
        card = found[0]
    elif answer is not None and item.successor is not None:
        card = state.objects.get(item.successor)         # asked where it goes: moved already
    else:
        return None
    if card is not None and card.zone == "exile":
        events.add_counters(state, card, eff.get("kind"), eff.get("amount"))
        state.say(f"{card.name} is exiled with {eff.get('amount')} {eff.get('kind')} "
                  f"counter(s) on it", "122.1")
    return None


def exiled_card(state: GameState, item: GameObject, eff: Effect, answer: Any
                ) -> GameObject | Decision | None:
    """Exile the target permanent: the card exiled (the new object, CR 400.7j), a decision
    about where it goes, or None if it went elsewhere (then it isn't "that card")."""
    victim = target_object(state, item, eff.get("target"))
    if victim is None:
        return None
    if victim.zone == "battlefield":
        found = events.happen_for(state, events.leaving(
            victim, "exile", f"{current_name(state, victim)} is exiled", "406.2"))
        if isinstance(found, Decision):
            return found
        card = found[0]
    elif answer is not None and victim.successor is not None:
        card = state.objects.get(victim.successor)       # asked where it goes: exiled already
    else:
        return None
    return card if card is not None and card.zone == "exile" else None


def return_all(state: GameState, item: GameObject, eff: Effect, cards: list[GameObject]
               ) -> Decision | None:
    """The cards enter at once (CR 610.3c: under their owners' control unless "your")."""
    from dataclasses import replace
    batch = []
    for card in cards:
        who = item.controller if eff.get("yours") else card.owner
        event = events.entering(card, who)
        if eff.get("tapped") or eff.get("counters"):
            event = replace(event, tapped=bool(eff.get("tapped")),
                            counters=eff.get("counters", ()))
        batch.append(event)
    return events.happen(state, *batch)


def return_at_end_step(state: GameState, item: GameObject, card: GameObject, yours: bool,
                       returning: Effect, data: tuple[Any, ...] = ()) -> None:
    """The delayed trigger returning this exiled card at the beginning of the next end step
    (CR 603.7a); its source and controller are the creator's (CR 603.7d-e)."""
    from tolaria.data.ir import TriggeredAbility
    from tolaria.data.state import DelayedTrigger
    cards = zones.found_card(state, card)          # a melded or merged one's (712.21c, 727.3c)
    whose = "your" if yours else ("its owner's" if len(cards) == 1 else "their owner's")
    ability = TriggeredAbility(
        event="step", step="end", whose="each", effects=(returning,),
        text=f"Return {' and '.join(c.name for c in cards)} to the battlefield under {whose} "
             "control.")
    source_id, source_name = (item.source_id, item.source_name or item.name) \
        if item.is_ability and item.source_id is not None else (item.id,
                                                                 current_name(state, item))
    state.delayed.append(DelayedTrigger(ability=ability, controller=item.controller,
                                        source_id=source_id, source_name=source_name,
                                        card=item.card, data=data))
    state.say(f"{source_name} creates a delayed triggered ability: {ability.text}", "603.7")
    state.changed()


@handler("face_down_later")
def _face_down_later(state: GameState, item: GameObject, eff: Effect, answer: Any
                     ) -> Decision | None:
    """The top card of the controller's library is exiled face down (no player may look at
    it, CR 406.3a); a delayed trigger puts it into their hand at the beginning of their (or
    the) next end step (CR 603.7a)."""
    from tolaria.data.ir import TriggeredAbility
    from tolaria.data.state import DelayedTrigger
    from tolaria.data.vocabulary import EXILED_FACE_DOWN
    player = state.players[item.controller]
    if not player.library:
        return None
    found = events.happen_for(state, events.ZoneChange(
        player.library[-1], "exile", rules=("406.3a",),
        text=f"{player.name} exiles the top card of their library face down"))
    if isinstance(found, Decision):
        return found
    card = found[0] if found else None
    if card is None or card.zone != "exile":
        return None
    card.chosen += ((EXILED_FACE_DOWN, "yes"),)
    ability = TriggeredAbility(event="step", step="end", whose=eff.get("whose", "you"),
                               effects=(effect("exiled_to_hand", card=card.id),),
                               text="Put that card into your hand.")
    source_id, source_name = (item.source_id, item.source_name or item.name) \
        if item.is_ability and item.source_id is not None else (item.id,
                                                                 current_name(state, item))
    state.delayed.append(DelayedTrigger(ability=ability, controller=item.controller,
                                        source_id=source_id, source_name=source_name,
                                        card=item.card))
    state.say(f"{source_name} creates a delayed triggered ability: {ability.text}", "603.7a")
    state.changed()
    return None


@handler("exiled_to_hand")
def _exiled_to_hand(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """The exiled card goes to its owner's hand, if it is still that card in exile (CR
    400.7)."""
    card = state.objects.get(eff.get("card"))
    if card is None or card.zone != "exile":
        return None
    return events.happen(state, events.ZoneChange(
        card.id, "hand", rules=("603.7a",),
        text=f"{state.players[card.owner].name} puts the exiled card into their hand"))


@handler("return_exiled")
def _return_exiled(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """The exiled card returns, if it is still that card in exile (CR 400.7); both cards
    a melded permanent became (712.21c)."""
    card = state.objects.get(eff.get("card"))
    if card is None or card.zone != "exile":
        return None
    replies = list(answer or ())
    return _happen(state, *(entering(state, c, _returner(item, eff, c), False, replies)
                            for c in zones.found_card(state, card)))


@handler("look_hand")
def _look_hand(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Look at target player's hand": only the effect's controller sees it."""
    viewer = state.players[item.controller]
    for who in players_of(state, item, eff.get("who")):
        p = state.players[who]
        for oid in p.hand:
            if (oid, item.controller) not in state.looked:
                state.looked.append((oid, item.controller))
        state.say(f"{viewer.name} looks at {p.name}'s hand")
        state.changed()


@handler("look_top")
def _look_top(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Look at the top card of target player's library": only the effect's controller
    sees it; it stays on top (CR 401.2)."""
    viewer = state.players[item.controller]
    for who in players_of(state, item, eff.get("who")):
        p = state.players[who]
        if not p.library:
            continue
        top = p.library[-1]
        if (top, item.controller) not in state.looked:
            state.looked.append((top, item.controller))
        state.say(f"{viewer.name} looks at the top card of {p.name}'s library", "401.2")
        state.changed()


# -- exiled until the source leaves the battlefield (CR 610.3) ------------------------------------

@handler("exile_until")
def _exile_until(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """"Exile target nonland permanent an opponent controls until this enchantment leaves the
    battlefield": if the source has already left, nothing is exiled (CR 610.3a-b); else the
    card exiled comes back when it leaves (`source_left`)."""
    if eff.get("until") == OPPONENT_MONARCH:
        return _exile_until_monarch(state, item, eff)
    source = state.objects.get(item.source_id) if item.source_id is not None else None
    if eff.get("holder") is not None:     # "until target enchantment you control leaves"
        source = target_object(state, item, eff.get("holder"))
    if source is None or source.zone != "battlefield":
        state.say(f"{current_name(state, item)}: "
                  + ("that permanent" if eff.get("holder") is not None else "its source")
                  + " has left the battlefield; nothing is exiled", "610.3b")
        return None
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "battlefield":
        return None
    found = events.happen_for(state, events.leaving(
        victim, "exile", f"{current_name(state, victim)} is exiled until "
                         f"{current_name(state, source)} leaves the "
                         "battlefield", "610.3"))
    if isinstance(found, Decision):
        return found
    card = found[0]
    if card is not None and card.zone == "exile":
        for exiled in zones.found_card(state, card):           # CR 712.21c, 727.3c
            state.exiled_until.append((source.id, exiled.id))
        state.changed()
    return None


def _exile_until_monarch(state: GameState, item: GameObject, eff: Effect) -> Decision | None:
    """"Exile target creature an opponent controls until an opponent becomes the monarch":
    if an opponent already became the monarch since the ability was put on the stack, it
    doesn't move (CR 610.3a-b); else it comes back when one does (`_monarch_returns`)."""
    if _opponent_crowned_since(state, item):
        state.say(f"{current_name(state, item)}: an opponent has already become the monarch; "
                  "nothing is exiled", "610.3b")
        return None
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "battlefield":
        return None
    found = events.happen_for(state, events.leaving(
        victim, "exile", f"{current_name(state, victim)} is exiled until an opponent of "
                         f"{state.players[item.controller].name} becomes the monarch",
        "610.3"))
    if isinstance(found, Decision):
        return found
    for card in zones.found_cards(state, found[:1]):              # CR 712.21c
        if card is not None and card.zone == "exile":
            state.exiled_until.append(((MONARCH_KEY, item.controller), card.id))
            state.changed()
    return None


def source_left(state: GameState, old: GameObject) -> None:
    """`old` left the battlefield: the cards exiled until then return to the battlefield
    under their owners' control, at once (CR 610.3, 610.3c-d)."""
    linked = [card for source, card, *_ in state.exiled_until if source == old.id]
    if not linked:
        return
    to_hand = {card for source, card, *zone in state.exiled_until
               if source == old.id and zone == ["hand"]}
    state.exiled_until = [e for e in state.exiled_until if e[0] != old.id]
    state.changed()
    for c in sorted(to_hand):                      # its previous zone, a hand (CR 610.3)
        if c in state.objects and state.objects[c].zone == "exile":
            events.happen(state, events.ZoneChange(
                c, "hand", rules=("610.3",),
                text=f"{old.name} left the battlefield: {state.objects[c].name} returns to "
                     "its owner's hand"))
    back = [state.objects[c] for c in linked if c not in to_hand
            and c in state.objects and state.objects[c].zone == "exile"]
    if back:
        state.say(f"{old.name} left the battlefield: "
                  f"{', '.join(c.name for c in back)} return{'s' if len(back) == 1 else ''} "
                  "to the battlefield", "610.3", "610.3c")
        _return_until_exiled(state, back)


def _return_until_exiled(state: GameState, back: list[GameObject]) -> None:
    """Cards exiled "until" an event return to the battlefield under their owners' control,
    at once (CR 610.3, 610.3c-d)."""
    for card in back:
        event = entering(state, card, card.owner, False, [])
        if isinstance(event, Decision):           # its owner chooses a host (CR 303.4g), asked
            state.returning.append(card.id)       # before priority (effects.durations)
        elif event is not None:
            events.put_onto_battlefield(state, card, card.owner, attach_to=event.attach_to,
                                        attach_player=event.attach_player)


# "until an opponent becomes the monarch" (CR 610.3, 722): `state.exiled_until` keys its
# cards by (MONARCH_KEY, the controller of the ability that exiled them)
MONARCH_KEY = "an opponent of"
CROWNED = "crowned"                    # `state.this_turn`: (CROWNED, player, clock)


def _opponent_crowned_since(state: GameState, item: GameObject) -> bool:
    """Has an opponent of the ability's controller become the monarch since the ability was
    put on the stack (CR 610.3a-b)?"""
    return any(fact[0] == CROWNED and fact[2] >= item.timestamp
               and multiplayer.is_opponent(state, item.controller, fact[1])
               for fact in state.this_turn)


def _monarch_returns(state: GameState, player: int) -> None:
    """`player` became the monarch: the cards exiled until an opponent of theirs would
    become the monarch return (CR 610.3, 610.3c)."""
    mine = [e for e in state.exiled_until if isinstance(e[0], tuple) and e[0][0] == MONARCH_KEY
            and multiplayer.is_opponent(state, e[0][1], player)]
    if not mine:
        return
    state.exiled_until = [e for e in state.exiled_until if e not in mine]
    state.changed()
    back = [state.objects[e[1]] for e in mine
            if e[1] in state.objects and state.objects[e[1]].zone == "exile"]
    if back:
        state.say(f"{state.players[player].name} became the monarch: "
                  f"{', '.join(c.name for c in back)} return{'s' if len(back) == 1 else ''} "
                  "to the battlefield", "610.3", "610.3c")
        _return_until_exiled(state, back)


@handler("extra_turn")
def _extra_turn(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Take an extra turn after this one": it is added directly after this turn; the most
    recently created extra turn is taken first (CR 500.7)."""
    for who in players_of(state, item, eff.get("who")):
        state.extra_turns.append(who)
        state.say(f"{state.players[who].name} will take an extra turn after this one", "500.7")
    state.changed()


# -- token copies (CR 707.2, 111.1) and populate (CR 701.30) -------------------------------------

def _copy_token(state: GameState, original: GameObject) -> Any:
    """A token's card: the copiable values of `original` (CR 707.2; a face-down permanent's
    are the characteristics its face-down status lists, CR 708.2)."""
    from tolaria.rules.keywords.morph import FACE_DOWN_CARD
    from tolaria.rules.resolve import copiable_values
    card = FACE_DOWN_CARD if original.face_down else copiable_values(state, original)
    return with_(card, token=True)


@handler("token_copy")
def _token_copy(state: GameState, item: GameObject, eff: Effect, answer: Any
                ) -> Decision | None:
    """"Create a token that's a copy of target creature": a token with its copiable values
    (CR 707.2, 111.1); of this creature, as it last existed if it has left (CR 608.2h)."""
    which = eff.get("target")
    if which == "self":
        original = state.objects.get(item.source_id) if item.source_id is not None else None
    else:
        original = target_object(state, item, which)
        if original is not None and original.zone != "battlefield":
            original = None
    if original is None:
        return None
    return events.happen(state, events.Tokens(_copy_token(state, original), item.controller, 1))


@handler("copy_each")
def _copy_each(state: GameState, item: GameObject, eff: Effect, answer: Any
               ) -> Decision | None:
    """"For each token you control that entered this turn, create a token that's a copy of
    it": the permanents are found once as it resolves (CR 608.2h) and their copies made
    at once (CR 707.2, 111.1), so none of the new tokens is copied."""
    group = [state.objects[oid] for oid in state.battlefield
             if matches(state, eff.get("filter"), state.objects[oid], item.controller)]
    return events.happen(state, *(events.Tokens(_copy_token(state, o), item.controller, 1)
                                  for o in group))


@handler("populate")
def _populate(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """CR 701.30a: choose a creature token you control; create a token that's a copy of it."""
    own = tuple(oid for oid in state.battlefield
                if state.objects[oid].card.token
                and controller(state, state.objects[oid]) == item.controller
                and characteristics(state, state.objects[oid]).is_creature)
    if not own:
        return None
    if answer is None and len(own) > 1:
        return Decision("choose", item.controller, options=own,
                        prompt=f"{current_name(state, item)}: choose a creature token to copy (CR "
                               "701.30a)")
    chosen = state.objects[answer[0] if answer else own[0]]
    return events.happen(state, events.Tokens(_copy_token(state, chosen), item.controller, 1))


# -- into a library (CR 401.4, 701.20) ----------------------------------------------------------

@handler("to_library_at")
def _to_library_at(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"Put target card from a graveyard on the bottom of its owner's library" / a permanent
    on top or on the bottom of its owner's library (CR 401.4)."""
    card = target_object(state, item, eff.get("target"))
    zone = eff.get("zone", "battlefield")
    if card is None or card.zone != zone:
        return None
    bottom = eff.get("bottom")
    if eff.get("top_or_bottom"):                 # "on your choice of the top or bottom"
        if not answer:                           # (CR 608.2d)
            return Decision("choose", item.controller, options=("top", "bottom"),
                            prompt=f"{current_name(state, item)}: put {card.name} on the top "
                                   "or the bottom of its owner's library? (CR 608.2d)")
        bottom = answer[0] == "bottom"
    where = "on the bottom of" if bottom else "on top of"
    found = events.happen_for(state, events.ZoneChange(
        card.id, "library", text=f"{card.name} is put {where} its owner's library",
        rules=("401.4",)))
    if isinstance(found, Decision):
        return found
    cards = [c for c in zones.found_cards(state, found[:1])        # both of a melded one
             if c is not None and c.zone == "library"]               # (CR 712.21c)
    if cards and (bottom or eff.get("depth")):
        # "second from the top": N-1 cards above it, or the bottom of a shorter library
        _put_at_depth(state, cards, len(state.players[cards[0].owner].library)
                      if bottom else eff.get("depth"))
    return None





@handler("shuffle_in")
def _shuffle_in(state: GameState, item: GameObject, eff: Effect, answer: Any
                ) -> Decision | None:
    """"Shuffle this creature into its owner's library": it moves there, then that library
    is shuffled (CR 701.20a)."""
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "battlefield":
        return None
    return events.happen(state, with_(events.leaving(
        victim, "library", f"{current_name(state, victim)} is shuffled into its owner's "
                           "library", "401.4"), shuffle=True))


@handler("shuffle_in_all")
def _shuffle_in_all(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """"Then they shuffle each nonland permanent they control into its owner's library."
    (Teferi, Temporal Pilgrim): the permanents that player controls matching as it begins
    (CR 608.2h) move at once; then each library that got one is shuffled (CR 701.20a)."""
    from tolaria.rules.layers import controller as controller_of
    players = players_of(state, item, eff.get("who"))
    if len(players) != 1:
        return None
    chosen = [state.objects[oid] for oid in state.battlefield
              if controller_of(state, state.objects[oid]) == players[0]
              and matches(state, eff.get("filter"), state.objects[oid], players[0])]
    found = events.happen_for(state, *(events.leaving(
        obj, "library", f"{current_name(state, obj)} is shuffled into its owner's library",
        "401.4", "701.20a") for obj in chosen))
    if isinstance(found, Decision):
        return found
    for owner in sorted({obj.owner for obj in chosen}):
        zones.shuffle(state, owner)
    return None


@handler("exchange_hand_library")
def _exchange_hand_library(state: GameState, item: GameObject, eff: Effect, answer: Any
                           ) -> Decision | None:
    """"Exchange your hand and library": the cards of each zone move to the other at once,
    even if one zone is empty (CR 701.10d, 701.10f); putting cards into a hand this way is
    not drawing (CR 121.1)."""
    player = state.players[item.controller]
    return events.happen(state, *(
        [events.ZoneChange(oid, "library", rules=("701.10d",)) for oid in player.hand]
        + [events.ZoneChange(oid, "hand", rules=("701.10d",)) for oid in player.library]))


@handler("shuffle_graveyard")
def _shuffle_graveyard(state: GameState, item: GameObject, eff: Effect, answer: Any
                       ) -> Decision | None:
    """"Target player shuffles their graveyard into their library" (CR 701.20a)."""
    players = players_of(state, item, eff.get("who"))
    decision = events.happen(state, *(events.ZoneChange(oid, "library", rules=("401.4",))
                                      for p in players
                                      for oid in state.players[p].graveyard))
    if decision is not None:
        return decision
    for p in players:
        zones.shuffle(state, p)
    return None


@handler("look_back")
def _look_back(state: GameState, item: GameObject, eff: Effect, answer: Any
               ) -> Decision | None:
    """"Look at the top N cards of your library, then put them back in any order": the
    controller sees them and chooses their order, top card first (CR 401.4)."""
    players = players_of(state, item, eff.get("who"))
    if not players:
        return None
    library = state.players[players[0]].library
    n = amount(item, eff.get("amount"), state)        # a number or "where X is" (CR 608.2h)
    looked = list(reversed(library[-n:])) if n > 0 else []           # top first
    if answer is None:
        state.looked.extend((o, item.controller) for o in looked
                            if (o, item.controller) not in state.looked)
        state.say(f"{state.players[item.controller].name} looks at the top {len(looked)} "
                  f"cards of {state.players[players[0]].name}'s library")
    order = list(answer or ())
    if len(order) < len(looked) - 1:
        return Decision("choose", item.controller,
                        options=tuple(o for o in looked if o not in order),
                        prompt=f"{current_name(state, item)}: choose the next card from the top "
                               "down")
    order += [o for o in looked if o not in order]
    library[:] = [o for o in library if o not in looked] + list(reversed(order))
    state.changed()
    return None


# -- coin flips (CR 705) ------------------------------------------------------------------------

FLIP = "flip"


FLIPS = "flips"                  # `chosen`: the coins flipped, kept while one is chosen


def _flips_each(state: GameState, player: int) -> int:
    """How many coins `player` flips for each coin they would flip: "If you would flip a
    coin, instead flip two coins and ignore one." (Krark's Thumb) doubles it for each such
    ability (CR 614.1a, 614.5)."""
    from tolaria.rules.replacement import replacement_statics
    return 2 ** sum(1 for _, spec, you in replacement_statics(state)
                    if spec.event == "flip_coin" and you == player)


def _flipped(state: GameState, item: GameObject, n: int, each: int) -> list[list[bool]]:
    """The results (True: won / heads) of `n` coins flipped `each` times, made once and kept
    on the resolving object while the flipper chooses the ones they keep."""
    kept = dict(item.chosen).get(FLIPS)
    if kept is None:
        flips = [[state.rng.random() < 0.5 for _ in range(each)] for _ in range(n)]
        item.chosen = item.chosen + ((FLIPS, ";".join(
            "".join("1" if f else "0" for f in coin) for coin in flips)),)
        return flips
    return [[c == "1" for c in coin] for coin in kept.split(";")]


def _flips_done(item: GameObject) -> None:
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != FLIPS)


@handler("flip_coin")
def _flip_coin(state: GameState, item: GameObject, eff: Effect, answer: Any
               ) -> Decision | None:
    """CR 705.2: the controller flips a coin and wins or loses the flip, even odds (their
    call can't change them, so it isn't asked); the resolving object remembers the result
    for its "if you win/lose the flip" instructions. With Krark's Thumb they flip more and
    choose the one they keep, ignoring the others (CR 614.1a)."""
    each = _flips_each(state, item.controller)
    if each == 1:
        won = state.rng.random() < 0.5
    else:
        results = set(_flipped(state, item, 1, each)[0])
        if len(results) > 1 and not answer:
            return Decision("choose", item.controller, options=("won", "lost"),
                            prompt=f"{current_name(state, item)}: you flipped {each} coins, "
                                   "winning and losing: choose the flip you keep, ignoring "
                                   "the others (CR 614.1a, 705.2)")
        won = answer[-1] == "won" if len(results) > 1 else results.pop()
        _flips_done(item)
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != FLIP) + (
        (FLIP, "won" if won else "lost"),)
    state.say(f"{state.players[item.controller].name} flips a coin and "
              f"{'wins' if won else 'loses'} the flip", "705.2")
    state.changed()
    if won:
        from tolaria.rules import triggers
        triggers.on_flip_won(state, item.controller)        # "whenever you win a coin flip"
    return None


@handler("flip_until_lose")
def _flip_until_lose(state: GameState, item: GameObject, eff: Effect, answer: Any
                     ) -> Decision | None:
    """"Flip a coin until you lose a flip." (CR 705.2): each flip won triggers. A flip whose
    result the flipper chooses (Krark's Thumb) is asked, then the flips go on."""
    while True:
        decision = _flip_coin(state, item, eff, answer)
        if decision is not None:
            return decision
        answer = None
        if dict(item.chosen).get(FLIP) != "won":
            return None


HEADS = "heads"                  # `chosen`: how many coins came up heads (`flip_coins`)


@handler("flip_coins")
def _flip_coins(state: GameState, item: GameObject, eff: Effect, answer: Any
                ) -> Decision | None:
    """"Flip five coins.": each comes up heads or tails, even odds, no call (CR 705.1);
    the resolving object remembers how many came up heads. With Krark's Thumb each coin is
    flipped more and the flipper keeps one result of each: any number of heads from the
    coins that came up only heads to those that came up heads at all (CR 614.1a)."""
    n = int(eff.get("amount"))
    each = _flips_each(state, item.controller)
    if each == 1:
        heads = sum(state.rng.random() < 0.5 for _ in range(n))
    else:
        flips = _flipped(state, item, n, each)
        least, most = sum(all(c) for c in flips), sum(any(c) for c in flips)
        if least < most and not answer:
            return Decision("choose", item.controller,
                            options=tuple(str(k) for k in range(least, most + 1)),
                            prompt=f"{current_name(state, item)}: choose the results you "
                                   "keep, ignoring the others: how many heads (CR 614.1a, "
                                   "705.1)")
        heads = int(answer[-1]) if least < most else least
        _flips_done(item)
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != HEADS) + ((HEADS, str(heads)),)
    state.say(f"{state.players[item.controller].name} flips {n} coins: {heads} heads", "705.1")
    state.changed()
    return None


@handler("if_flip")
def _if_flip(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """"If you win the flip, ..." / "If you lose the flip, ..."."""
    if dict(item.chosen).get(FLIP) != ("won" if eff.get("won") else "lost"):
        return None
    return run(state, item, eff.get("effect"), answer)


# -- impulse draw: exile the top cards, you may play them (CR 601.3, 305.1) ------------------------

# `GameObject.chosen` key of a card exiled by "You may cast red spells from among them this
# turn": the colour it must have as it is cast (`may_play`, CR 601.3)
CAST_COLOR = "cast only if colour"


@handler("impulse")
def _impulse(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """"Exile the top card of your library. You may play that card this turn." The cards
    exiled (new objects, CR 400.7) may be played by the controller until the permission
    ends: "turn" (this turn) or "your next turn" (until the end of their next turn). With
    `if_color`, only a card of that colour as it is exiled (CR 608.2c); with `cast_color`,
    only as a spell of that colour (`may_play`)."""
    who = item.controller
    owners = players_of(state, item, eff.get("library", "you"))   # "that player's library"
    if len(owners) != 1:
        return None
    library = state.players[owners[0]].library
    n = amount(item, eff.get("amount", 1), state)     # a number, X, or "where X is"
    top = list(reversed(library[-n:])) if n > 0 else []
    found = events.happen_for(state, *(events.ZoneChange(
        oid, "exile", text=f"{current_name(state, state.objects[oid])} is exiled from the top of "
                           f"{state.players[owners[0]].name}'s library", rules=("406.2",))
        for oid in top))
    if isinstance(found, Decision):
        return found
    granted = 0
    for card in found:
        if card is not None and card.zone == "exile" and not (
                eff.get("cast_only") and "Land" in card.card.types) and (   # CR 305.9
                not eff.get("if_color") or eff.get("if_color") in characteristics(
                    state, card).colors):                  # "If it's red, ..." (608.2c)
            state.may_play.append((card.id, who, eff.get("until", "turn"), state.turn))
            granted += 1
            if eff.get("cast_color"):      # "... red spells from among them" (CR 601.3)
                card.chosen += ((CAST_COLOR, eff.get("cast_color")),)
    if granted:
        until = {"turn": "this turn", WHILE_EXILED: "while they stay exiled",
                 FREE_THIS_TURN: "this turn without paying its mana cost"}.get(
            eff.get("until", "turn"), "until the end of their next turn")
        verb = "cast" if eff.get("cast_only") else "play"
        state.say(f"{state.players[who].name} may {verb} the exiled card"
                  f"{'s' if granted != 1 else ''} {until}", "601.3")
    state.changed()
    return None


@handler("hand_bottom_exile")
def _hand_bottom_exile(state: GameState, item: GameObject, eff: Effect, answer: Any
                       ) -> Decision | None:
    """Expressive Iteration: of the top three cards, looked at (CR 401.4), the controller
    puts one into their hand, one on the bottom, and exiles one, which they may play this
    turn (CR 601.3, 305.1). With fewer cards, the instructions in order, as far as they can
    be followed (CR 609.3)."""
    who = item.controller
    player = state.players[who]
    looked = list(reversed(player.library[-3:]))
    replies = list(answer or ())
    if answer is None:
        state.looked.extend((o, who) for o in looked if (o, who) not in state.looked)
        state.say(f"{player.name} looks at the top {len(looked)} cards of their library",
                  "401.4")
    chosen: list[int] = []
    for where in ("into your hand", "on the bottom of your library")[:len(looked)]:
        options = tuple(o for o in looked if o not in chosen)
        if len(options) == 1:
            chosen.append(options[0])
            continue
        if not replies:
            return Decision("choose", who, options=options,
                            prompt=f"{current_name(state, item)}: choose a card to put {where}")
        chosen.append(replies.pop(0))
    rest = [o for o in looked if o not in chosen]
    moves = [events.ZoneChange(chosen[0], "hand", text=f"{player.name} puts a card into "
                                                       "their hand")] if chosen else []
    moves += [events.ZoneChange(o, "exile", rules=("406.2",),
                                text=f"{player.name} exiles {current_name(state, state.objects[o])}")
              for o in rest]
    found = events.happen_for(state, *moves)
    if isinstance(found, Decision):
        return found
    if len(chosen) > 1:
        bottom = chosen[1]
        player.library[:] = [bottom] + [o for o in player.library if o != bottom]
        state.say(f"{player.name} puts a card on the bottom of their library", "401.4")
    for card in found[1:] if chosen else found:
        if card is not None and card.zone == "exile":
            state.may_play.append((card.id, who, "turn", state.turn))           # CR 601.3
            state.say(f"{player.name} may play {current_name(state, card)} this turn", "601.3")
    state.changed()
    return None


@handler("play_exiled_free")
def _play_exiled_free(state: GameState, item: GameObject, eff: Effect, answer: Any
                      ) -> Decision | None:
    """"Choose an exiled card an opponent owns with a void counter on it. You may play it
    this turn without paying its mana cost.": chosen as it resolves (none: nothing happens);
    the controller may play it this turn, only for free (CR 601.3, 305.1, 118.9)."""
    who = item.controller
    kind = eff.get("counter")
    options = tuple(oid for p in state.players if p.index in state.opponents(who)
                    for oid in p.exile if state.objects[oid].counters.get(kind))
    if not options:
        return None
    if answer is None and len(options) > 1:
        return Decision("choose", who, options=options,
                        prompt=f"{current_name(state, item)}: choose an exiled card with a "
                               f"{kind} counter on it")
    card = answer[0] if answer else options[0]
    if card not in options:
        return None
    state.may_play.append((card, who, FREE_THIS_TURN, state.turn))      # CR 601.3, 118.9
    state.say(f"{state.players[who].name} may play {current_name(state, state.objects[card])} "
              "this turn without paying its mana cost", "601.3")
    state.changed()
    return None


def free_permission(state: GameState, player: int, card: GameObject) -> bool:
    """May `player` play this exiled card only without paying its mana cost (CR 118.9)?"""
    return any(cid == card.id and who == player and until == FREE_THIS_TURN
               for cid, who, until, _ in state.may_play)


def may_play(state: GameState, player: int, card: GameObject) -> bool:
    """Does an effect let `player` play this exiled card now? One exiled with a permanent
    whose linked ability lets its controller play it: while that permanent has the
    ability (CR 607.2a, 400.7); one only a spell of a colour may be cast from: while it is
    that colour (CR 601.3)."""
    if card.chosen and (color := dict(card.chosen).get(CAST_COLOR)) and \
            color not in characteristics(state, card).colors:
        return False
    return any(cid == card.id and (who == player and (until != WARPED or state.turn > since)
                                   if until != WHILE_SOURCE else
                                   _linked_permission(state, player, since))
               for cid, who, until, since in state.may_play)


def _linked_permission(state: GameState, player: int, source_id: int) -> bool:
    """Does `player` control this permanent, with "You may play lands and cast spells
    from among cards exiled with this creature" (CR 607.2a)?"""
    source = state.objects.get(source_id)
    if source is None or source.zone != "battlefield":
        return False
    chars = characteristics(state, source)
    return chars.controller == player and any(
        a.kind == PLAY_EXILED_WITH for a in chars.static)


@handler("exile_top_with")
def _exile_top_with(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """"That player exiles the top card of their library" (Nightveil Specter): exiled with
    the ability's source (CR 406.2, 607.2a), which may let its controller play it."""
    players = players_of(state, item, eff.get("who"))
    if len(players) != 1 or not state.players[players[0]].library:
        return None
    top = state.players[players[0]].library[-1]
    found = events.happen_for(state, events.ZoneChange(
        top, "exile", text=f"{state.players[players[0]].name} exiles the top card of their "
                           "library", rules=("406.2",)))
    if isinstance(found, Decision):
        return found
    card = found[0] if found else None
    if card is not None and card.zone == "exile" and item.source_id is not None:
        state.exiled_with.append((item.source_id, card.id))              # CR 607.2a
        state.may_play.append((card.id, item.controller, WHILE_SOURCE, item.source_id))
        state.changed()
    return None


def turn_ends(state: GameState) -> None:
    """The turn ends: "this turn" permissions end, and "until the end of your next turn"
    ones of the active player given in an earlier turn (CR 514.2)."""
    kept = [(cid, who, until, since) for cid, who, until, since in state.may_play
            if (until in (WHILE_EXILED, WARPED, AIRBENT) or until == "your next turn" and not (
                who == state.active and state.turn > since)     # "exiled": while it stays
                or until == WHILE_SOURCE and since in state.battlefield)        # (607.2a)
            and cid in state.objects and state.objects[cid].zone == "exile"]   # (CR 715.3d)
    if kept != state.may_play:
        state.may_play = kept
        state.changed()


@handler("put_from_hand")
def _put_from_hand(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"You may put a land card from your hand onto the battlefield": the controller picks
    a matching card (or none, if it says "may"); it enters under their control (CR 110.2),
    which isn't playing it (CR 305.4). "with mana value equal to the number of charge
    counters on this artifact" is counted as it resolves (CR 608.2h)."""
    from tolaria.rules.effects import source_of
    from tolaria.rules.targets import counted_filter
    who = item.controller
    flt = counted_filter(state, eff.get("filter"), who, source_of(state, item))
    zones = eff.get("zones", ("hand",))             # "from your hand or graveyard"
    options = tuple(o for zone in zones for o in getattr(state.players[who], zone)
                    if matches(state, flt, state.objects[o], who))
    if not options:
        return None
    if eff.get("count") is not None:
        return _put_any_from_hand(state, item, eff, answer, options)
    if answer is None and (eff.get("may") or len(options) > 1):
        return Decision("choose", who, options=options + (("nothing",) if eff.get("may")
                                                          else ()),
                        prompt=f"{current_name(state, item)}: choose a card to put onto the "
                               "battlefield")
    replies = list(answer or ())                     # the card's choice, unless the only one
    chosen = replies.pop(0) if replies and (replies[0] in options or replies[0] == "nothing") \
        else options[0]
    if chosen == "nothing" or state.objects[chosen].zone not in zones:
        return None
    if eff.get("attacking"):
        return _put_attacking(state, item, eff, state.objects[chosen], replies)
    return _happen(state, entering(state, state.objects[chosen], who, eff.get("tapped", False),
                                   replies))


def _put_attacking(state: GameState, item: GameObject, eff: Effect, card: GameObject,
                   replies: list[Any]) -> Decision | None:
    """"... onto the battlefield tapped and attacking [that player]": what it attacks is
    chosen as it enters, unless the effect says (CR 508.4); it was never declared as an
    attacker, so nothing "attacks" (CR 508.4)."""
    from tolaria.rules.effects.tokens import attackable_now, enter_attacking
    if eff.get("attacking") == "event":              # the player the trigger is about
        target = next((ref for ref in item.trigger_data or () if isinstance(ref, tuple)
                       and ref[0] == "player"), None)
    else:
        options = attackable_now(state, item.controller)
        target = options[0] if len(options) == 1 else None
        if len(options) > 1:
            if not replies or replies[0] not in options:
                return Decision("choose", item.controller, options=tuple(options),
                                prompt=f"{card.name}: choose what it is attacking (CR 508.4)")
            target = replies.pop(0)
    event = entering(state, card, item.controller, True, replies)
    if event is None or isinstance(event, Decision):
        return event
    if eff.get("counters"):                          # "with a +1/+1 counter on it" (122.6)
        event = with_(event, counters=eff.get("counters"))
    made = events.happen_for(state, event)
    if isinstance(made, Decision):
        return made
    if target is not None:
        enter_attacking(state, [obj for obj in made if obj is not None], target)
    return None


def _put_any_from_hand(state: GameState, item: GameObject, eff: Effect, answer: Any,
                       options: tuple[int, ...]) -> Decision | None:
    """"Put any number of / up to seven ... cards from your hand onto the battlefield": the
    controller picks them one at a time ("nothing" to stop); they enter at once (CR
    110.2)."""
    who = item.controller
    replies = list(answer or ())
    chosen: list[int] = []
    count = eff.get("count")
    most = len(options) if count == "any" else min(count, len(options))
    while len(chosen) < most:
        if not replies:
            return Decision("choose", who, options=tuple(
                o for o in options if o not in chosen) + ("nothing",),
                prompt=f"{current_name(state, item)}: choose another card to put onto the "
                       "battlefield")
        reply = replies.pop(0)
        if reply == "nothing":
            break
        chosen.append(reply)
    chosen = [o for o in chosen if state.objects[o].zone == "hand"]
    if not chosen:
        return None
    return _happen(state, *(entering(state, state.objects[o], who, eff.get("tapped", False),
                                     replies) for o in chosen))


# -- kinship: look at the top card, reveal it if it shares a creature type ----------------------

REVEALED = "revealed"


@handler("kinship")
def _kinship(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """The controller looks at the top card of their library; if it shares a creature type
    with the source (as it is, or as it last existed, CR 608.2h), they may reveal it. The
    resolving object remembers whether they did, for the "if you do" instructions."""
    from tolaria.cards.oracle.vocabulary import CREATURE_TYPES
    who = item.controller
    library = state.players[who].library
    if answer is None:
        item.chosen = tuple(kv for kv in item.chosen if kv[0] != REVEALED) + ((REVEALED, "no"),)
        if not library:
            return None
        top = state.objects[library[-1]]
        if (top.id, who) not in state.looked:
            state.looked.append((top.id, who))
        state.say(f"{state.players[who].name} looks at the top card of their library")
        source = state.objects.get(item.source_id) if item.source_id is not None else None
        mine = characteristics(state, source).subtypes if source is not None else frozenset()
        if not characteristics(state, top).subtypes & mine & CREATURE_TYPES:
            return None
        return Decision("choose", who, options=("reveal", "don't reveal"), subject=top.id,
                        prompt=f"{current_name(state, item)}: reveal {top.name}?")
    if answer[0] == "reveal" and library:
        item.chosen = tuple(kv for kv in item.chosen if kv[0] != REVEALED) + (
            (REVEALED, "yes"),)
        state.say(f"{state.players[who].name} reveals {state.objects[library[-1]].name}",
                  "701.16a")
    return None


@handler("if_revealed")
def _if_revealed(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """Kinship's "If you do, ...": only after the card was revealed."""
    if dict(item.chosen).get(REVEALED) != "yes":
        return None
    return run(state, item, eff.get("effect"), answer)


# -- revealing until a card is found (CR 701.16a) -----------------------------------------------

@handler("reveal_until")
def _reveal_until(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """Reveal cards from the top of the controller's library until one matches (or the
    library runs out); that card goes where the effect says, the others to the bottom in a
    random order / the order the player chooses (CR 401.4), or into the graveyard. With
    `who` "event", the player the trigger is about reveals, if they choose to (`may`): Oath
    of Druids' "If the first player does" is their choice to reveal, so a library with no
    creature card is revealed whole and all of it goes to the graveyard (608.2c)."""
    found_by = players_of(state, item, eff.get("who", "you"))
    if not found_by:
        return None
    who = found_by[0]
    player = state.players[who]
    if eff.get("may") and answer is None:
        return Decision("yes_no", who, options=("yes", "no"), subject=item.id,
                        prompt=f"{current_name(state, item)}: reveal cards from the top of "
                               f"your library until you reveal {eff.get('what')}?")
    replies = list(answer or ())
    if eff.get("may") and replies.pop(0) != "yes":
        return None
    revealed: list[int] = []
    hit = None
    for oid in reversed(player.library):
        revealed.append(oid)
        if matches(state, eff.get("filter"), state.objects[oid], who):
            hit = oid
            break
    if answer is None or eff.get("may") and len(answer) == 1:
        names = ", ".join(state.objects[o].name for o in revealed) or "nothing"
        state.say(f"{player.name} reveals {names}", "701.16a")
    rest = [o for o in revealed if o != hit]
    bottom = bottom_order(state, item, rest, eff.get("rest"), replies)
    if isinstance(bottom, Decision):
        return bottom
    batch: list[Any] = []
    if hit is not None:
        card = state.objects[hit]
        if eff.get("to") == "battlefield":
            batch.append(entering(state, card, who, eff.get("tapped", False), replies))
        else:
            batch.append(events.ZoneChange(hit, "hand", rules=("701.16a",),
                                           text=f"{player.name} puts {card.name} into their "
                                                "hand"))
    found = next((e for e in batch if isinstance(e, Decision)), None)
    if found is not None:
        return found
    return put_looked_cards(state, player, [e for e in batch if e is not None], rest, bottom,
                            eff)


# `GameObject.chosen` key: the nonland card "exile_until_cast" exiled, which its controller
# may cast as it resolves (`until_cast_offered`)
EXILED_UNTIL = "exiled until a nonland card"


@handler("exile_until_cast")
def _exile_until_cast(state: GameState, item: GameObject, eff: Effect, answer: Any
                      ) -> Decision | None:
    """"Exile cards from the top of your library until you exile a nonland card. You may
    cast that card without paying its mana cost / by paying an amount of {E} equal to its
    mana value rather than paying its mana cost.": the card is cast now or not, ignoring
    timing (CR 608.2g), for that alternative cost (CR 118.9, 107.14); nothing moves the
    cards exiled, so they all stay in exile (CR 406.3). With `top`: "Exile the top card of
    your library. You may cast that card." (its costs paid, CR 601.2f; a land isn't cast).
    Whether it was cast is remembered for "If you don't, ..." (CR 608.2c)."""
    from tolaria.rules import zones
    from tolaria.rules.effects.conditional import record_did
    if answer is not None:                 # cast or declined (`decisions`): "If you don't"
        record_did(item, answer[0] == "cast")
        return None
    player = state.players[item.controller]
    exiled: list[GameObject] = []
    hit = None
    while player.library and hit is None and not (eff.get("top") and exiled):
        card = zones.move(state, state.objects[player.library[-1]], "exile")
        exiled.append(card)
        if "Land" not in characteristics(state, card).types:
            hit = card                     # a land can't be cast (CR 305.9)
    state.say(f"{player.name} exiles {', '.join(c.name for c in exiled) or 'nothing'}",
              "406.3")
    remember_exiled(item, exiled)
    state.changed()
    record_did(item, False)
    if hit is None:
        return None
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != EXILED_UNTIL) + (
        (EXILED_UNTIL, hit.id),)
    how = until_cast_permission(eff.get("pay"))
    return Decision("cast", item.controller, options=(how,), subject=hit.id,
                    prompt=f"{current_name(state, item)}: cast {hit.name} {how}, or choose "
                           "no (CR 608.2g)")


def until_cast_permission(pay: str) -> str:
    """The alternative cost "exile_until_cast" lets the card be cast for (CR 118.9), or
    its costs as usual (`pay` "mana", CR 601.2f)."""
    from tolaria.rules.costs import ENERGY_EQUAL_MV, FREE, PAID
    return ENERGY_EQUAL_MV if pay == "energy" else PAID if pay == "mana" else FREE


def until_cast_offered(state: GameState, obj: GameObject) -> str | None:
    """The alternative cost for which a resolving "exile_until_cast" lets its controller
    cast `obj` now (CR 608.2g), or None."""
    from tolaria.rules.effects.graveyard import resolving_step
    if obj.zone != "exile":
        return None
    item, step = resolving_step(state)
    while step is not None and step.op in ("if", "if_you_do", "did"):
        step = step.get("effect")          # "Then if you cast it from your hand, exile ..."
    if item is None or step is None or step.op != "exile_until_cast" or dict(
            item.chosen).get(EXILED_UNTIL) != obj.id:
        return None
    return until_cast_permission(step.get("pay"))


@handler("mill_until")
def _mill_until(state: GameState, item: GameObject, eff: Effect, answer: Any
                ) -> Decision | None:
    """Each player named reveals cards from the top of their library until they reveal a
    matching card (or run out), then puts all the cards revealed into their graveyard."""
    batch: list[Any] = []
    for who in players_of(state, item, eff.get("who")):
        player = state.players[who]
        revealed: list[int] = []
        found = 0
        for oid in reversed(player.library):
            revealed.append(oid)
            if matches(state, eff.get("filter"), state.objects[oid], item.controller):
                found += 1
                if found >= eff.get("count", 1):
                    break
        if answer is None:
            names = ", ".join(state.objects[o].name for o in revealed) or "nothing"
            state.say(f"{player.name} reveals {names}", "701.16a")
        batch += [events.ZoneChange(o, "graveyard", rules=()) for o in revealed]
    state.changed()
    return _happen(state, *batch) if batch else None


@handler("reveal_until_put")
def _reveal_until_put(state: GameState, item: GameObject, eff: Effect, answer: Any
                      ) -> Decision | None:
    """A player reveals cards from the top of their library until one matches, puts it onto
    the battlefield (under their control), then shuffles the rest into their library."""
    players = players_of(state, item, eff.get("who"))
    if not players:
        return None
    who = players[0]
    player = state.players[who]
    revealed: list[int] = []
    for oid in reversed(player.library):
        revealed.append(oid)
        if matches(state, eff.get("filter"), state.objects[oid], item.controller):
            hit: int | None = oid
            break
    else:
        hit = None
    if answer is None:
        names = ", ".join(state.objects[o].name for o in revealed) or "nothing"
        state.say(f"{player.name} reveals {names}", "701.16a")
    if hit is not None:
        decision = _happen(state, entering(state, state.objects[hit], who, False,
                                           list(answer or ())))
        if decision is not None:
            return decision
    zones.shuffle(state, who)
    return None


# -- the monarch (CR 722) -----------------------------------------------------------------------

MONARCH = CardDef(name="The Monarch", mana_cost=None, types=frozenset())
NO_SOURCE = -1                           # the monarch's abilities have no source (CR 722.2)


def _monarch_trigger(state: GameState, controller: int, eff: Effect, text: str,
                     data: tuple[Any, ...] = ()) -> None:
    """One of the monarch's two inherent triggered abilities triggers (CR 722.2)."""
    from tolaria.data.ir import TriggeredAbility
    from tolaria.data.state import PendingTrigger
    state.pending.append(PendingTrigger(
        controller=controller, source_id=NO_SOURCE, source_name="the monarch",
        ability=TriggeredAbility(event="monarch", effects=(eff,), text=text), data=data,
        card=MONARCH))
    state.say(f"the monarch's ability triggers: {text}", "722.2")
    state.changed()


def monarch_end_step(state: GameState) -> None:
    """"At the beginning of the monarch's end step, that player draws a card" (CR 722.2)."""
    from tolaria.rules.multiplayer import is_active
    monarch = state.monarch
    if monarch is not None and is_active(state, monarch) and not state.players[monarch].lost:
        _monarch_trigger(state, state.monarch, effect("draw", amount=1, who="you"),
                         "At the beginning of the monarch's end step, that player draws a "
                         "card.")


def monarch_damaged(state: GameState, source: GameObject) -> None:
    """"Whenever a creature deals combat damage to the monarch, its controller becomes the
    monarch" (CR 722.2): controlled by the monarch."""
    if characteristics(state, source).is_creature:
        _monarch_trigger(state, state.monarch, effect("monarch_steal"),
                         "Whenever a creature deals combat damage to the monarch, its "
                         "controller becomes the monarch.", (("object", source.id),))


def monarch_left(state: GameState, player: int) -> None:
    """CR 722.4: the monarch left the game; the active player becomes the monarch, or the
    next player in turn order if the active player is the one leaving."""
    heir = state.active if state.active != player else state.next_player(player)
    _crown(state, heir if heir != player and not state.players[heir].lost else None)


def _crown(state: GameState, player: int | None) -> None:
    """`player` becomes the monarch; the one before ceases to be (CR 722.3)."""
    before, state.monarch = state.monarch, player
    state.changed()
    if player is not None:
        state.say(f"{state.players[player].name} becomes the monarch", "722.3")
    if player is not None and player != before:       # already the monarch: no change
        record(state, CROWNED, player, state.clock)                  # (CR 610.3a-b)
        from tolaria.rules import triggers
        triggers.on_player_action(state, "become_monarch", player)   # CR 722.3, 603.2
        if state.exiled_until:
            _monarch_returns(state, player)                          # CR 610.3


@handler("become_monarch")
def _become_monarch(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"You become the monarch" (CR 722.1, 722.3)."""
    for who in players_of(state, item, eff.get("who", "you")):
        _crown(state, who)


@handler("monarch_steal")
def _monarch_steal(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """The creature's controller (as it last existed, CR 608.2h) becomes the monarch."""
    data = item.trigger_data
    ref = data[0] if data else None
    creature = state.objects.get(ref[1]) if ref is not None else None
    if creature is not None:
        _crown(state, characteristics(state, creature).controller)


@handler("self_from_graveyard")
def _self_from_graveyard(state: GameState, item: GameObject, eff: Effect, answer: Any
                         ) -> Decision | None:
    """"Return this card from your graveyard to your hand / the battlefield": the card the
    ability was activated from, if it is still that object in the graveyard (CR 400.7)."""
    card = state.objects.get(item.source_id) if item.source_id is not None else None
    if card is None or card.zone != "graveyard":
        return None
    if eff.get("to") == "hand":
        return events.happen(state, events.ZoneChange(
            card.id, "hand", text=f"{card.name} returns to its owner's hand", rules=("400.3",)))
    if eff.get("to") == "exile":
        return events.happen(state, events.ZoneChange(
            card.id, "exile", text=f"{card.name} is exiled from its owner's graveyard",
            rules=("406.2",)))
    if eff.get("to") == "library":                   # "on top of / third from the top of
        found = events.happen_for(state, events.ZoneChange(   # your library" (CR 401.4)
            card.id, "library", text=f"{card.name} is put into its owner's library",
            rules=("401.4",)))
        if isinstance(found, Decision):
            return found
        new = found[0]
        if eff.get("depth") and new is not None and new.zone == "library":
            library = state.players[new.owner].library
            library.remove(new.id)
            library.insert(max(0, len(library) - eff.get("depth") + 1), new.id)
            state.changed()
        return None
    if eff.get("attach") == "event":                 # "attached to that creature" (303.4i)
        from tolaria.rules.keywords.attach import can_attach
        data = item.trigger_data
        host = state.objects.get(data[0][1]) if data and data[0][0] == "object" else None
        if host is None or not can_attach(state, card, host):
            return None                               # it stays in the graveyard
        return _happen(state, events.entering(card, card.owner, attach_to=host.id))
    if eff.get("attacking"):                         # "tapped and attacking" (CR 508.4)
        return _put_attacking(state, item, eff, card, list(answer or ()))
    event = entering(state, card, card.owner, eff.get("tapped", False), list(answer or ()))
    if eff.get("counters") and event is not None and not isinstance(event, Decision):
        event = with_(event, counters=eff.get("counters"))     # CR 122.6, 614.1c
    if eff.get("then_attach") == "event" and event is not None \
            and not isinstance(event, Decision):
        return _then_attached(state, item, event)
    return _happen(state, event)


def _then_attached(state: GameState, item: GameObject, event: Any) -> Decision | None:
    """", then attach it to that creature": the Equipment enters, then is attached to the
    creature the trigger's event is about, if that creature is still on the battlefield
    (CR 301.5c, 701.3a-b; a new object after leaving it, CR 400.7)."""
    from tolaria.rules.keywords.attach import attach
    data = item.trigger_data
    host = state.objects.get(data[0][1]) if data and data[0][0] == "object" else None
    found = events.happen_for(state, event)
    if isinstance(found, Decision):
        return found
    new = found[0] if found else None
    if new is not None and new.zone == "battlefield" and host is not None \
            and host.zone == "battlefield":
        attach(state, new, host)
    return None


@handler("own_card")
def _own_card(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """In the card's own dies trigger: the card it became in the graveyard (its successor,
    CR 400.7) goes to the hand, exile, the battlefield or its owner's library, if it is
    still there."""
    old = state.objects.get(item.source_id) if item.source_id is not None else None
    card = state.objects.get(old.successor) if old is not None and old.successor else None
    data = item.trigger_data
    went = data[1] if len(data) > 1 and data[1] in ("graveyard", "exile") else "graveyard"
    if card is None or card.zone != went:
        return None                                 # it has moved again (CR 400.7)
    where = eff.get("to")
    replies = list(answer or ())
    if where == "top_or_bottom":                    # "on your choice of the top or bottom"
        if not replies:                             # (CR 608.2d)
            return Decision("choose", item.controller, options=("top", "bottom"),
                            prompt=f"{current_name(state, item)}: put {card.name} on the top "
                                   "or the bottom of its owner's library? (CR 608.2d)")
        where = "bottom" if replies.pop(0) == "bottom" else "library"
        answer = tuple(replies) or None
    cards = zones.found_card(state, card)          # a melded or merged permanent's
    if old.merged and len(cards) > 1 and not eff.get("becomes") \
            and not eff.get("depth"):                                   # (712.21c, 727.3c)
        return _each_card(state, item, eff, cards, where)
    replies = list(answer or ())
    if where == "battlefield" and eff.get("becomes"):     # under the control of the player
        return _happen(state, *(_entering_as_aura(         # it instructs (CR 110.2a), whose
            state, c, item.controller, eff, replies) for c in cards))  # Forest it enchants
    if where == "battlefield" and eff.get("transformed"):         # CR 712.14a
        return _happen(state, *(entering_transformed(state, c, _returner(item, eff, c),
                                                      replies) for c in cards))
    if where == "battlefield" and eff.get("flipped"):             # CR 710.2
        return _happen(state, *(entering_transformed(state, c, _returner(item, eff, c),
                                                      replies, flipped=True) for c in cards))
    if where == "battlefield":
        batch = [entering(state, c, _returner(item, eff, c), eff.get("tapped", False),
                          replies) for c in cards]
        if eff.get("counters"):                                    # CR 122.6, 614.1c
            batch = [with_(e, counters=eff.get("counters"))
                     if e is not None and not isinstance(e, Decision) else e for e in batch]
        return _happen(state, *batch)
    zone = {"hand": "hand", "exile": "exile"}.get(where, "library")
    found = events.happen_for(state, *(events.ZoneChange(c.id, zone, rules=("400.7",),
                                                         bottom=where == "bottom")
                                       for c in cards))
    if isinstance(found, Decision):
        return found
    if where == "shuffle":
        zones.shuffle(state, card.owner)
    if eff.get("depth"):                                              # "third from the top"
        _put_at_depth(state, [c for c in found if c is not None and c.zone == "library"],
                      eff.get("depth"))
    return None


def _put_at_depth(state: GameState, cards: list[GameObject], depth: int) -> None:
    """The cards just put on top of their owner's library go "Nth from the top" (N-1 cards
    above them), or at the bottom of a shorter library, keeping their order (CR 401.4)."""
    for owner in {c.owner for c in cards}:
        library = state.players[owner].library
        mine = [o for o in library if any(c.id == o for c in cards)]
        library[:] = [o for o in library if o not in mine]
        at = max(0, len(library) - depth + 1)
        library[at:at] = mine
        state.changed()


def _each_card(state: GameState, item: GameObject, eff: Effect, cards: list[GameObject],
               where: str | None) -> Decision | None:
    """CR 727.3c: the cards a merged permanent became each go where "it" goes: onto the
    battlefield (each a permanent), to the hand, exile, or the library."""
    if where in ("hand", "exile") or where is not None and where != "battlefield":
        zone = where if where in ("hand", "exile") else "library"
        decision = events.happen(state, *(events.ZoneChange(c.id, zone, rules=(
            "400.7", "727.3c"), bottom=where == "bottom") for c in cards))
        if decision is None and where == "shuffle":
            zones.shuffle(state, cards[0].owner)
        return decision
    return return_all(state, item, eff, cards)


@handler("dead_card")
def _dead_card(state: GameState, item: GameObject, eff: Effect, answer: Any
               ) -> Decision | None:
    """In a trigger on a creature dying: the card it became in the graveyard (CR 400.7)
    goes to its owner's hand or onto the battlefield, if it is still there; in one on its
    being exiled ("when it dies or is exiled"), the card it became in exile."""
    data = item.trigger_data
    ref = data[0] if data and isinstance(data[0], tuple) else None
    old = state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else None
    card = state.objects.get(old.successor) if old is not None and old.successor else None
    went = "exile" if len(data) > 1 and data[1] == "exile" else "graveyard"
    if card is None or card.zone != went:
        return None
    cards = zones.found_card(state, card)          # a melded or merged permanent's
    if old.merged and len(cards) > 1:                                   # (712.21c, 727.3c)
        return _each_card(state, item, eff, cards, eff.get("to"))
    if eff.get("to") == "exile":
        return events.happen(state, *(events.ZoneChange(
            c.id, "exile", text=f"{c.name} is exiled", rules=("406.2", "400.7")) for c in cards))
    if eff.get("to") == "bottom":                                          # CR 401.4
        return events.happen(state, *(events.ZoneChange(
            c.id, "library", text=f"{c.name} is put on the bottom of its owner's library",
            rules=("401.4", "400.7"), bottom=True) for c in cards))
    if eff.get("to") == "hand":
        return events.happen(state, *(events.ZoneChange(
            c.id, "hand", text=f"{c.name} returns to its owner's hand", rules=("400.7",))
            for c in cards))
    replies = list(answer or ())
    return _happen(state, *(entering(state, c, _returner(item, eff, c),
                                     eff.get("tapped", False), replies) for c in cards))


# -- the top card: look at or reveal it, then put it somewhere ----------------------------------

@handler("top_card")
def _top_card(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """"Reveal the top card of your library. If it's a creature card, put it onto the
    battlefield. Otherwise, put it into your graveyard." / "Look at the top card ... If it's a
    land card, you may put it onto the battlefield tapped. If you don't put the card onto the
    battlefield, you may put it on the bottom of your library." The second instruction
    applies when the card doesn't match ("Otherwise"), or when it wasn't put ("If you
    don't"). "Defending player reveals the top card of their library ..." is that
    player's card, which that player moves."""
    chosen = players_of(state, item, eff.get("who")) if eff.get("who") is not None else (
        [item.controller])
    if not chosen:
        return None
    who = chosen[0]
    player = state.players[who]
    if not player.library:
        return None
    top = state.objects[player.library[-1]]
    replies = list(answer or ())
    if answer is None:
        if eff.get("look"):
            if (top.id, who) not in state.looked:
                state.looked.append((top.id, who))
            state.say(f"{player.name} looks at the top card of their library")
        else:
            state.say(f"{player.name} reveals {top.name} from the top of their library",
                      "701.16a")
    first, second = dict(eff.get("first")), dict(eff.get("second"))
    if matches(state, eff.get("filter"), top, who):
        moved = _top_move(state, item, top, first, replies, who)
        if moved is not False:
            return moved
        if eff.get("otherwise"):
            return None                                # "Otherwise": only when it didn't match
    if not second:
        return None
    moved = _top_move(state, item, top, second, replies, who)
    return None if moved is False else moved


@handler("look_top_bottom")
def _look_top_bottom(state: GameState, item: GameObject, eff: Effect, answer: Any
                     ) -> Decision | None:
    """"Look at the top card of target player's library. You may put that card on the
    bottom of that player's library." / `to` "graveyard": "... into their graveyard.": the
    controller looks at it and chooses (CR 401.4, 608.2d)."""
    chosen = players_of(state, item, eff.get("who"))
    if not chosen or not state.players[chosen[0]].library:
        return None
    owner = state.players[chosen[0]]
    top = state.objects[owner.library[-1]]
    if answer is None:
        if (top.id, item.controller) not in state.looked:
            state.looked.append((top.id, item.controller))
            state.changed()
        state.say(f"{state.players[item.controller].name} looks at the top card of "
                  f"{owner.name}'s library")
        where = (f"into {owner.name}'s graveyard" if eff.get("to") == "graveyard" else
                 f"on the bottom of {owner.name}'s library")
        return Decision("choose", item.controller, options=("yes", "no"), subject=top.id,
                        prompt=f"{current_name(state, item)}: put the top card {where}? (CR "
                               "401.4)")
    if answer[0] == "yes" and top.zone == "library" and eff.get("to") == "graveyard":
        return events.happen(state, events.ZoneChange(
            top.id, "graveyard", rules=("401.4",),
            text=f"{state.players[item.controller].name} puts {top.name} into {owner.name}'s "
                 "graveyard"))
    if answer[0] == "yes" and top.zone == "library":
        owner.library.remove(top.id)
        owner.library.insert(0, top.id)
        state.say(f"{state.players[item.controller].name} puts the card on the bottom of "
                  f"{owner.name}'s library", "401.4")
        state.changed()
    return None


@handler("exile_library")
def _exile_library(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"Exile all cards from target player's library": every card, at once (CR 406.2)."""
    return events.happen(state, *(events.ZoneChange(oid, "exile", rules=("406.2",))
                                  for p in players_of(state, item, eff.get("who"))
                                  for oid in state.players[p].library))


@handler("exile_hand")
def _exile_hand(state: GameState, item: GameObject, eff: Effect, answer: Any
                ) -> Decision | None:
    """"Exile all cards from your hand" (Wormfang Behemoth): every card, at once (CR 406.2),
    linked to the source for "return the exiled cards" (CR 607.2a)."""
    moves = [events.ZoneChange(oid, "exile", rules=("406.2",))
             for p in players_of(state, item, eff.get("who"))
             for oid in state.players[p].hand]
    if not moves:
        return None
    found = events.happen_for(state, *moves)
    if isinstance(found, Decision):
        return found
    record_exiled_with(state, item, found)
    return None


@handler("look_reveal")
def _look_reveal(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """"Look at the top card of your library. You may reveal that card. If a <card> is
    revealed this way, ...": the controller looks, may reveal it (CR 701.16a, 608.2d), and
    what follows happens only if a card of that kind was revealed (CR 608.2c)."""
    from tolaria.rules.effects.conditional import DID
    who = item.controller
    player = state.players[who]
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != DID) + ((DID, "no"),)
    if not player.library:
        return None
    top = state.objects[player.library[-1]]
    if answer is None:
        if (top.id, who) not in state.looked:
            state.looked.append((top.id, who))
        state.say(f"{player.name} looks at the top card of their library")
        return Decision("yes_no", who, options=("yes", "no"), subject=item.id,
                        prompt=f"{current_name(state, item)}: reveal the top card of your "
                               "library? (CR 701.16a)")
    if answer[0] != "yes":
        return None
    state.say(f"{player.name} reveals {top.name} from the top of their library", "701.16a")
    if matches(state, eff.get("filter"), top, who):
        item.chosen = item.chosen[:-1] + ((DID, "yes"),)
    return None


def _top_move(state: GameState, item: GameObject, top: GameObject, step: dict[str, Any],
              replies: list[Any], who: int) -> Decision | None | bool:
    """Put the top card where `step` says (asking first if "you may"); False if it stays."""
    if step.get("may"):
        if not replies:
            return Decision("choose", who, options=("yes", "no"), subject=top.id,
                            prompt=f"{current_name(state, item)}: put the top card {_where(step)}?")
        if replies.pop(0) != "yes":
            return False
    if top.zone != "library":
        return None
    to = step["to"]
    if to == "battlefield":
        return _happen(state, entering(state, top, who, step.get("tapped", False), replies))
    if to == "bottom":
        library = state.players[who].library
        library.remove(top.id)
        library.insert(0, top.id)
        state.say(f"{state.players[who].name} puts the card on the bottom of their library",
                  "401.4")
        state.changed()
        return None
    if step.get("reveal"):
        state.say(f"{state.players[who].name} reveals {top.name}", "701.16a")
    text = f"{state.players[who].name} puts " + (
        f"{top.name}" if to == "graveyard" or step.get("reveal") else "a card") + \
        f" into their {to}"
    return events.happen(state, events.ZoneChange(top.id, to, text=text, rules=()))


def _where(step: dict[str, Any]) -> str:
    return {"hand": "into your hand", "battlefield": "onto the battlefield",
            "graveyard": "into your graveyard", "bottom": "on the bottom of your library"}[
        step["to"]]


# -- many at once ---------------------------------------------------------------------------------

@handler("all_leave")
def _all_leave(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """"Exile all creatures" / "Return all creatures to their owners' hands": the permanents
    matching as it begins (CR 608.2h), all at once; "with mana value X or less": its X.
    "... until this enchantment leaves the battlefield": they come back when it leaves,
    and nothing is exiled if it already has (CR 610.3a-b, `source_left`)."""
    from tolaria.rules.targets import counted_filter, filter_with_x
    source = state.objects.get(item.source_id) if item.source_id is not None else item
    if eff.get("until_source_leaves") and source.zone != "battlefield":
        state.say(f"{current_name(state, item)}: its source has left the battlefield; "
                  "nothing is exiled", "610.3b")
        return None
    flt = counted_filter(state, filter_with_x(eff.get("filter"), item.x), item.controller,
                         source)
    chosen = [oid for oid in state.battlefield
              if matches(state, flt, state.objects[oid], item.controller, source)]
    to = eff.get("to")
    why = "is exiled" if to == "exile" else "returns to its owner's hand"
    rule = "406.2" if to == "exile" else "400.3"
    batch = tuple(events.leaving(state.objects[oid], to,
                                 f"{current_name(state, state.objects[oid])} {why}", rule)
                  for oid in chosen)
    linked = to == "exile" and item.source_id is not None      # "the exiled cards" (607.2a)
    if not eff.get("remember") and not eff.get("until_source_leaves") and not linked:
        return events.happen(state, *batch)
    found = events.happen_for(state, *batch)      # "... exiled this way" (CR 608.2c)
    if isinstance(found, Decision):
        return found
    if eff.get("until_source_leaves"):
        for card in found:
            if card is not None and card.zone == "exile":
                for exiled in zones.found_card(state, card):       # CR 712.21c, 727.3c
                    state.exiled_until.append((source.id, exiled.id))
        state.changed()
        return None
    if linked:
        record_exiled_with(state, item, found)
    if eff.get("remember"):
        remember_exiled_permanents(item, [state.objects[oid] for oid in chosen], found)
    return None


@handler("reveal_counter")
def _reveal_counter(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """Counterbalance: the top card of the controller's library is revealed (CR 701.16a);
    the spell the trigger is about is countered if its mana value (with X, CR 202.3e)
    equals that card's (CR 202.3)."""
    from tolaria.rules.quantities import mana_value_with_x
    player = state.players[item.controller]
    if not player.library:
        return None
    top = state.objects[player.library[-1]]
    spell = target_object(state, item, "event")
    if answer is None and not state.replacing:
        state.say(f"{player.name} reveals {top.name} from the top of their library", "701.16a")
    if spell is None or spell.zone != "stack" or spell.is_ability:
        return None
    if mana_value_with_x(spell) != mana_value_with_x(top):
        return None
    return run(state, item, effect("counter", target="event"), answer)


@handler("all_to_bottom")
def _all_to_bottom(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"Put all creatures on the bottom of their owners' libraries." (Terminus): the
    permanents matching as it begins (CR 608.2h) move at once; each owner, in APNAP order,
    orders their own cards on the bottom (CR 401.4)."""
    source = state.objects.get(item.source_id) if item.source_id is not None else item
    chosen = [oid for oid in state.battlefield
              if matches(state, eff.get("filter"), state.objects[oid], item.controller, source)]
    replies = list(answer or ())
    orders: dict[int, list[int]] = {}
    for owner in state.apnap():
        mine = [oid for oid in chosen if state.objects[oid].owner == owner]
        order: list[int] = []
        while len(mine) - len(order) > 1:
            options = tuple(oid for oid in mine if oid not in order)
            if not replies:
                return Decision("choose", owner, options=options,
                                prompt=f"{current_name(state, item)}: the next card to put on "
                                       "the bottom of your library (the first goes lowest; "
                                       "CR 401.4)")
            order.append(replies.pop(0))
        orders[owner] = order + [oid for oid in mine if oid not in order]
    ordered = [oid for owner in orders for oid in orders[owner]]
    found = events.happen_for(state, *(events.leaving(
        state.objects[oid], "library", f"{current_name(state, state.objects[oid])} is put on "
                                       "the bottom of its owner's library", "401.4")
        for oid in ordered))
    if isinstance(found, Decision):
        return found
    for owner, order in orders.items():
        library = state.players[owner].library
        moved = [o.id for old, new in zip(ordered, found, strict=True)
                 if old in order and new is not None and new.zone == "library"
                 for o in sorted(zones.found_card(state, new),        # CR 712.21a, 727.3a
                                 key=lambda o: library.index(o.id))]
        library[:] = moved + [oid for oid in library if oid not in moved]
    state.changed()
    return None


@handler("graveyard_all")
def _graveyard_all(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"Return all creature cards from your graveyard to the battlefield [tapped]" / "to your
    hand": every matching card at once."""
    from tolaria.rules.targets import filter_with_x
    who = item.controller
    flt = filter_with_x(eff.get("filter"), item.x)           # "mana value X" (CR 107.3)
    cards = [state.objects[o] for p in players_of(state, item, eff.get("who", "you"))
             for o in state.players[p].graveyard
             if matches(state, flt, state.objects[o], who)]
    if eff.get("to") == "exile" and eff.get("remember"):        # "exiled this way"
        found = events.happen_for(state, *(events.ZoneChange(c.id, "exile", rules=("406.2",))
                                           for c in cards))
        if isinstance(found, Decision):
            return found
        remember_exiled(item, found)
        return None
    if eff.get("to") == "exile":
        return events.happen(state, *(events.ZoneChange(c.id, "exile", rules=("406.2",))
                                      for c in cards))
    if eff.get("to") == "hand":
        return events.happen(state, *(events.ZoneChange(c.id, "hand", rules=("400.3",))
                                      for c in cards))
    replies = list(answer or ())
    if eff.get("owners"):                  # "each player returns ... their graveyard": under
        return _happen(state, *(entering(state, c, c.owner, eff.get("tapped", False),
                                         replies) for c in cards))    # its owner's (110.2)
    return _happen(state, *(entering(state, c, who, eff.get("tapped", False), replies)
                            for c in cards))


@handler("sacrifice_all")
def _sacrifice_all(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"Each player sacrifices all creatures they control": every matching permanent of
    those players, at once (CR 701.17a)."""
    from tolaria.rules.effects import source_of
    players = set(players_of(state, item, eff.get("who")))
    source = source_of(state, item)                    # "all other creatures" (CR 109.5)
    victims = [state.objects[o] for o in state.battlefield
               if controller(state, state.objects[o]) in players
               and matches(state, eff.get("filter"), state.objects[o], item.controller,
                           source)]
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != SACRIFICED_COUNT) + (
        (SACRIFICED_COUNT, len(victims)),)           # "that many" (CR 608.2c)
    return events.happen(state, *(events.leaving(v, "graveyard", f"{current_name(state, v)} "
                                                 "is sacrificed", "701.17a") for v in victims))


@handler("return_remembered")
def _return_remembered(state: GameState, item: GameObject, eff: Effect, answer: Any
                       ) -> Decision | None:
    """"Then puts all cards they exiled this way onto the battlefield": the cards the effect
    exiled that are still in exile, each under the control of its owner, who put it there
    (CR 110.2, 400.7), all at once. With `zone` "graveyard": "Return each card put into a
    graveyard this way to the battlefield under your control" (the cards a destroy
    instruction put there that are still there, CR 400.7, 608.2c)."""
    zone = eff.get("zone", "exile")
    key = DESTROYED_THIS_WAY if zone == "graveyard" else EXILED_THIS_WAY
    cards = [state.objects[i] for i in remembered(state, item, key)      # CR 712.21c
             if state.objects[i].zone == zone]
    if eff.get("to") == "hand":           # "Put the exiled card into your hand if it wasn't
        return events.happen(state, *(events.ZoneChange(     # cast this way." (CR 400.7)
            c.id, "hand", text=f"{state.players[c.owner].name} puts the exiled card into "
                               "their hand", rules=("608.2c",)) for c in cards))
    replies = list(answer or ())
    return _happen(state, *(entering(state, c, item.controller if eff.get("under") == "you"
                                     else c.owner, False, replies) for c in cards))


@handler("shuffle_library")
def _shuffle_library(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Shuffle your library" / "Target player shuffles their library" (CR 701.20a)."""
    for who in players_of(state, item, eff.get("who")):
        zones.shuffle(state, who)


@handler("graveyard_to_bottom")
def _graveyard_to_bottom(state: GameState, item: GameObject, eff: Effect, answer: Any
                         ) -> Decision | None:
    """"Up to one target player puts all the cards from their graveyard on the bottom of
    their library in a random order." (Endurance): they move at once, then go under the
    rest in a random order (CR 401.4)."""
    players = players_of(state, item, eff.get("who"))
    found = events.happen_for(state, *(
        events.ZoneChange(oid, "library", rules=("401.4",), text=(
            f"{current_name(state, state.objects[oid])} is put on the bottom of its owner's "
            "library")) for p in players for oid in state.players[p].graveyard))
    if isinstance(found, Decision):
        return found
    for p in players:
        moved = [o.id for o in found if o is not None and o.zone == "library" and o.owner == p]
        state.rng.shuffle(moved)
        library = state.players[p].library
        library[:] = moved + [o for o in library if o not in set(moved)]
    state.changed()
    return None


@handler("shuffle_hand_graveyard")
def _shuffle_hand_graveyard(state: GameState, item: GameObject, eff: Effect, answer: Any
                            ) -> Decision | None:
    """"Each player shuffles their hand and graveyard into their library": all the cards
    move at once, then each library is shuffled (CR 701.20a). `zones` ("hand",): "that
    player shuffles their hand into their library"."""
    players = players_of(state, item, eff.get("who"))
    which = eff.get("zones", ("hand", "graveyard"))
    decision = events.happen(state, *(events.ZoneChange(oid, "library", rules=("401.4",))
                                      for p in players for zone in which
                                      for oid in getattr(state.players[p], zone)))
    if decision is not None:
        return decision
    for p in players:
        zones.shuffle(state, p)
    return None


def bottom_order(state: GameState, item: GameObject, rest: list[int], how: str,
                  replies: list[Any]) -> list[int] | Decision:
    """The order the rest go on the bottom in (first: the very bottom): chosen by the
    controller ("in any order", CR 401.4), random, or none (they go elsewhere)."""
    if how == "random":
        bottom = list(rest)
        state.rng.shuffle(bottom)
        return bottom
    if how != "any order":
        return []
    bottom: list[int] = []
    while len(rest) - len(bottom) > 1:
        if not replies:
            return Decision("choose", item.controller,
                            options=tuple(o for o in rest if o not in bottom),
                            prompt=f"{current_name(state, item)}: choose the next card from the "
                                   "bottom of "
                                   "your library up")
        bottom.append(replies.pop(0))
    return bottom + [o for o in rest if o not in bottom]


def _one_of_each(state: GameState, item: GameObject, revealed: list[int], filters: Any,
                 replies: list[Any], may: bool = True) -> list[int] | Decision:
    """"You may put a creature card and/or a land card from among them into your hand": at
    most one card for each description, a card of both kinds counting as either; each
    choice keeps the set so far assignable to different descriptions (CR 608.2d). Not
    `may` ("For each color pair, choose a card ..."): while one can be chosen, one is."""
    who = item.controller
    fit = {o: [k for k, f in enumerate(filters) if matches(state, f, state.objects[o], who)]
           for o in revealed}

    def assignable(cards: list[int]) -> bool:
        return any(len(set(pick)) == len(cards) for pick in product(*(fit[o] for o in cards)))
    taken: list[int] = []
    while len(taken) < len(filters):
        options = tuple(o for o in revealed if o not in taken and fit[o]
                        and assignable([*taken, o]))
        if not options:
            break
        if not may and len(options) == 1:
            taken.append(options[0])
            continue
        if not replies:
            stop = () if not may else ("done",) if taken else ("nothing",)
            return Decision("choose", who, options=options + stop,
                            prompt=f"{current_name(state, item)}: choose a card to put into "
                                   "your hand")
        reply = replies.pop(0)
        if reply in ("done", "nothing"):
            break
        taken.append(reply)
    return taken


@handler("reveal_top")
def _reveal_top(state: GameState, item: GameObject, eff: Effect, answer: Any
                ) -> Decision | None:
    """Reveal (or look at) the top N cards; all matching ones, or the ones chosen (one, or
    up to N; "you may": possibly none), go to the hand or onto the battlefield, the rest to
    the graveyard or the bottom of the library (CR 701.16a, 401.4)."""
    who = item.controller
    player = state.players[who]
    n = amount(item, eff.get("amount"), state)        # a number or "where X is" (CR 608.2h)
    revealed = list(reversed(player.library[-n:])) if n > 0 else []
    if answer is None:
        if eff.get("look"):
            state.looked.extend((o, who) for o in revealed if (o, who) not in state.looked)
            state.say(f"{player.name} looks at the top {len(revealed)} cards of their "
                      "library")
        else:
            names = ", ".join(state.objects[o].name for o in revealed) or "nothing"
            state.say(f"{player.name} reveals {names}", "701.16a")
    replies = list(answer or ())
    take = eff.get("take")
    fits = [] if take == ONE_OF_EACH else [
        o for o in revealed if matches(state, eff.get("filter"), state.objects[o], who)]
    taken: list[int] = []
    if take == ONE_OF_EACH:
        found = _one_of_each(state, item, revealed, eff.get("filter"), replies,
                             eff.get("may", True))
        if isinstance(found, Decision):
            return found
        taken = found
    elif take == "all":
        taken = fits
    else:
        most = min(take, len(fits))
        must = 0 if eff.get("may") or take > 1 else most           # "up to": none at least
        while len(taken) < most:
            options = tuple(o for o in fits if o not in taken)
            if len(taken) >= must:
                options += ("done",) if taken else ("nothing",)
            if len(options) == 1:
                taken.append(options[0])
                continue
            if not replies:
                where = _WHERE[eff.get("to")]
                return Decision("choose", who, options=options,
                                prompt=f"{current_name(state, item)}: choose a card to put {where}")
            reply = replies.pop(0)
            if reply in ("done", "nothing"):
                break
            taken.append(reply)
    rest = [o for o in revealed if o not in taken]
    bottom = bottom_order(state, item, rest, eff.get("rest"), replies)
    if isinstance(bottom, Decision):
        return bottom
    if eff.get("attacking") and taken:                # "tapped and attacking" (CR 508.4)
        found = _put_attacking(state, item, eff, state.objects[taken[0]], replies)
        if found is not None:
            return found
        return put_looked_cards(state, player, [], rest, bottom, eff, item)
    if eff.get("to") == "battlefield":
        batch: list[Any] = [entering(state, state.objects[o], who, eff.get("tapped", False),
                                     replies) for o in taken]
        if eff.get("counters"):                                   # CR 122.6, 614.1c
            batch = [with_(e, counters=eff.get("counters"))
                     if e is not None and not isinstance(e, Decision) else e for e in batch]
    elif eff.get("to") == "top":
        batch = []                        # the card kept stays on top (CR 401.4)
    else:
        hidden = eff.get("look") and not eff.get("reveal")      # revealed: CR 701.16a
        shown = eff.get("look") and eff.get("reveal")           # looked at, then revealed
        batch = [events.ZoneChange(o, "hand", rules=("701.16a",) if not hidden else (),
                                   text=f"{player.name} reveals {state.objects[o].name} and "
                                        "puts it into their hand" if shown else
                                        f"{player.name} puts "
                                        f"{'a card' if hidden else state.objects[o].name} "
                                        "into their hand") for o in taken]
    found = next((e for e in batch if isinstance(e, Decision)), None)
    if found is not None:
        return found
    return put_looked_cards(state, player, [e for e in batch if e is not None], rest, bottom,
                            eff, item)


_WHERE = {"hand": "into your hand", "battlefield": "onto the battlefield",
          "top": "back on top of your library"}


@handler("top_or_bottom")
def _top_or_bottom(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"Target creature's owner puts it on their choice of the top or bottom of their
    library" (a permanent, or a spell: "choose up to one target creature spell. Its owner
    puts it ..."): the owner chooses as it resolves (CR 401.4)."""
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone not in ("battlefield", "stack") or victim.is_ability:
        return None
    depth = eff.get("depth", 0)           # "second from the top or on the bottom"
    if answer is None:
        return Decision("choose", victim.owner, options=(
            "second from the top" if depth == 2 else "top", "bottom"), subject=victim.id,
                        prompt=f"put {current_name(state, victim)} "
                               f"{'second from the top' if depth == 2 else 'on the top'} or "
                               "on the bottom of your library?")
    bottom = answer[0] == "bottom"
    return _to_library_at(state, item, Effect("to_library_at", tuple(sorted(dict(
        target=eff.get("target"), zone=victim.zone, bottom=bottom,
        depth=0 if bottom else depth).items()))), None)


@handler("exiled_card")
def _exiled_card(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """"Return the exiled card ...": the cards its source's ability exiled (CR 607.2a) that
    are still in exile go to the battlefield under their owners' control (CR 610.3c) or to
    their owners' hands."""
    source = item.source_id
    cards = [state.objects[c] for s, c in state.exiled_with
             if s == source and c in state.objects and state.objects[c].zone == "exile"]
    if not cards:
        return None
    if eff.get("to") == "graveyard":      # "return the exiled cards to their owner's
        return events.happen(state, *(events.ZoneChange(       # graveyard" (CR 404.2)
            c.id, "graveyard", rules=("607.2a",)) for c in cards))
    if eff.get("to") == "hand":           # a face-down card stays hidden (CR 406.3a, 402.3)
        return events.happen(state, *(events.ZoneChange(
            c.id, "hand", rules=("607.2a",),
            text=f"{state.players[c.owner].name} puts an exiled card into their hand")
            if _is_face_down(c) else events.ZoneChange(c.id, "hand", rules=("607.2a",))
            for c in cards))
    replies = list(answer or ())
    tapped = bool(eff.get("tapped"))                  # "to the battlefield tapped" (614.1c)
    return _happen(state, *(entering(state, c, c.owner, tapped, replies) for c in cards))


@handler("exile_yours")
def _exile_yours(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """"Exile a land you control": its controller chooses one of theirs as it resolves (CR
    608.2d, 406.2); the card is linked to the source (CR 607.2a)."""
    from tolaria.rules.effects import source_of
    source = source_of(state, item)
    mine = tuple(oid for oid in state.battlefield
                 if controller(state, state.objects[oid]) == item.controller
                 and matches(state, eff.get("filter"), state.objects[oid], item.controller,
                             source))
    if not mine:
        return None
    if len(mine) > 1 and not answer:
        return Decision("choose", item.controller, options=mine,
                        prompt=f"{current_name(state, item)}: choose a permanent to exile")
    pick = answer[0] if answer else mine[0]
    if pick not in mine or state.objects[pick].zone != "battlefield":
        return None
    victim = state.objects[pick]
    found = events.happen_for(state, events.leaving(
        victim, "exile", f"{current_name(state, victim)} is exiled", "406.2"))
    if isinstance(found, Decision):
        return found
    record_exiled_with(state, item, found)
    return None


@handler("exiled_with_face_up")
def _exiled_with_face_up(state: GameState, item: GameObject, eff: Effect, answer: Any
                         ) -> Decision | None:
    """"Each player turns face up all cards they own exiled with this artifact, then puts
    all permanent cards among them onto the battlefield.": the cards its source's abilities
    exiled (CR 607.2a) still in exile become public (CR 406.3a); the permanent cards among
    them (CR 110.4a) enter at once under their owners' control."""
    from tolaria.data.vocabulary import EXILED_FACE_DOWN
    from tolaria.rules.conditions import CARD_PERMANENT_TYPES
    cards = [state.objects[c] for s, c in state.exiled_with if s == item.source_id
             and c in state.objects and state.objects[c].zone == "exile"]
    for card in cards:
        if _is_face_down(card):
            card.chosen = tuple(kv for kv in card.chosen if kv[0] != EXILED_FACE_DOWN)
            state.say(f"{state.players[card.owner].name} turns {card.name} face up", "406.3a")
            state.changed()
    permanents = [c for c in cards if c.card.types & CARD_PERMANENT_TYPES]
    if not permanents:
        return None
    replies = list(answer or ())
    return _happen(state, *(entering(state, c, c.owner, False, replies) for c in permanents))


@handler("exiled_with_to_battlefield")
def _exiled_with_to_battlefield(state: GameState, item: GameObject, eff: Effect, answer: Any
                                ) -> Decision | None:
    """"Put a creature card with mana value X exiled with Ashiok onto the battlefield under
    your control. That creature is a Nightmare in addition to its other types.": one of the
    cards its source's abilities exiled (CR 607.2a) still in exile, matching as it resolves
    (X the value paid, CR 107.3), chosen by its controller (CR 608.2d); the permanent gets
    the subtype for good (CR 611.2a, 400.7)."""
    from tolaria.data.state import ContinuousEffect
    flt = eff.get("filter")
    if any(n == "X" for _, _, n in flt.compare):
        flt = with_(flt, compare=tuple((w, o, (item.x or 0) if n == "X" else n)
                                       for w, o, n in flt.compare), more=None)
    who = item.controller
    options = tuple(c for s, c in state.exiled_with if s == item.source_id
                    and c in state.objects and state.objects[c].zone == "exile"
                    and matches(state, flt, state.objects[c], who))
    if not options:
        return None
    replies = list(answer or ())
    if len(options) > 1 and not replies:
        return Decision("choose", who, options=options,
                        prompt=f"{current_name(state, item)}: choose a card to put onto the "
                               "battlefield (CR 608.2d)")
    card = state.objects[replies.pop(0) if len(options) > 1 else options[0]]
    if card.id not in options:
        return None
    event = entering(state, card, who, False, replies)
    if isinstance(event, Decision) or event is None:
        return event
    found = events.happen_for(state, event)
    if isinstance(found, Decision):
        return found
    new = state.objects.get(card.successor) if card.successor else None
    if new is not None and new.zone == "battlefield" and eff.get("subtypes"):
        state.effects.append(ContinuousEffect(
            timestamp=state.timestamp(), source_name=current_name(state, item),
            affected=(new.id,), parts=(layer_effect("4", "add_subtypes",
                                                   subtypes=eff.get("subtypes")),),
            until="permanent", source_id=item.source_id, controller=who))
        state.changed()
    return None


@handler("exile_hands_graveyards")
def _exile_hands_graveyards(state: GameState, item: GameObject, eff: Effect, answer: Any
                            ) -> Decision | None:
    """"Exile all cards from all opponents' hands and graveyards.": every card of those
    zones, at once (CR 406.2, 608.2h)."""
    moves = [events.ZoneChange(oid, "exile", rules=("406.2",))
             for who in players_of(state, item, eff.get("who"))
             for oid in state.players[who].hand + state.players[who].graveyard]
    return events.happen(state, *moves) if moves else None


def exiled_card_offered(state: GameState, obj: GameObject) -> bool:
    """Is `obj` a card a resolving "the exiled card's owner may cast that card without
    paying its mana cost" lets its owner cast now (CR 607.2a, 608.2g)?"""
    from tolaria.rules.effects.graveyard import resolving_step
    if obj.zone != "exile":
        return False
    item, step = resolving_step(state)
    return step is not None and step.op == "exiled_card_cast" and (
        item.source_id, obj.id) in state.exiled_with


@handler("exiled_card_cast")
def _exiled_card_cast(state: GameState, item: GameObject, eff: Effect, answer: Any
                      ) -> Decision | None:
    """"The exiled card's owner may cast that card without paying its mana cost": each card
    its source's ability exiled (CR 607.2a) still in exile, one at a time; its owner casts
    it now or not, ignoring timing (CR 608.2g, 118.9)."""
    from tolaria.rules.costs import FREE
    declined = sum(1 for reply in answer or () if reply == "no")    # (cast ones left exile)
    waiting = [c for s, c in state.exiled_with if s == item.source_id and c in state.objects
               and state.objects[c].zone == "exile"]
    if declined >= len(waiting):
        return None
    card = state.objects[waiting[declined]]
    return Decision("cast", card.owner, options=(FREE,), subject=card.id,
                    prompt=f"{current_name(state, item)}: cast {card.name} without paying its "
                           "mana cost, or choose no (CR 608.2g)")


# -- clash (CR 701.23) ---------------------------------------------------------------------------

CLASH = "clash"


@handler("clash")
def _clash(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """CR 701.23: the controller clashes with an opponent of their choice: both reveal their
    top cards at once, then each (in APNAP order) may put theirs on the bottom, and those
    cards move at once; the controller wins if their card's mana value is higher (CR
    701.23d). The resolving object remembers the result."""
    me = item.controller
    replies = list(answer or ())
    opponents = [p for p in players_of(state, item, "opponents")]
    if not opponents:
        return None
    if len(opponents) > 1 and not replies:
        return Decision("choose", me, options=tuple(("player", p) for p in opponents),
                        prompt=f"{current_name(state, item)}: choose an opponent to clash with (CR "
                               "701.23)")
    them = replies.pop(0)[1] if len(opponents) > 1 else opponents[0]
    clashing = [p for p in state.apnap() if p in (me, them)]
    tops = {p: state.players[p].library[-1] for p in clashing if state.players[p].library}
    if answer is None or len(opponents) > 1 and len(answer) == 1:
        shown = ", ".join(f"{state.players[p].name} reveals {current_name(state, state.objects[o])}"
                          for p, o in tops.items())
        state.say(f"clash: {shown or 'no cards'}", "701.23c")
    bottom: list[int] = []
    for p in clashing:
        if p not in tops:
            continue
        if not replies:
            return Decision("choose", p, options=("top", "bottom"), subject=tops[p],
                            prompt=f"clash: leave {state.objects[tops[p]].name} on top or put "
                                   "it on the bottom of your library? (CR 701.23a)")
        if replies.pop(0) == "bottom":
            bottom.append(p)
    values = {p: characteristics(state, state.objects[o]).mana_value for p, o in tops.items()}
    won = me in values and all(values[me] > v for p, v in values.items() if p != me)
    for p in bottom:                                           # CR 701.23c: at the same time
        library = state.players[p].library
        library.remove(tops[p])
        library.insert(0, tops[p])
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != CLASH) + (
        (CLASH, "won" if won else "lost"),)
    state.say(f"{state.players[me].name} {'wins' if won else 'loses'} the clash", "701.23d")
    state.changed()
    from tolaria.rules import triggers
    for p in clashing:                          # both clash (CR 701.23c); a winner: 701.23d
        triggers.on_clash(state, p, p in values and all(
            values[p] > v for q, v in values.items() if q != p))
    return None


@handler("if_clash")
def _if_clash(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """"If you win, ..." / "Otherwise, ..." after a clash."""
    if dict(item.chosen).get(CLASH) != ("won" if eff.get("won") else "lost"):
        return None
    return run(state, item, eff.get("effect"), answer)


@handler("hand_to_library")
def _hand_to_library(state: GameState, item: GameObject, eff: Effect, answer: Any
                     ) -> Decision | None:
    """"Put two cards from your hand on top of your library in any order": the controller
    chooses them one at a time; each goes on top (or to the bottom) in the order chosen, so
    the last chosen ends on top (or at the very bottom) (CR 401.4)."""
    who = item.controller
    hand = state.players[who].hand
    n = min(eff.get("amount"), len(hand))
    replies = list(answer or ())
    chosen: list[int] = []
    while len(chosen) < n:
        options = tuple(o for o in hand if o not in chosen)
        if len(options) == 1:
            chosen.append(options[0])
            continue
        if not replies:
            where = "on the bottom of" if eff.get("bottom") else "on top of"
            return Decision("choose", who, options=options,
                            prompt=f"{current_name(state, item)}: choose the next card to put "
                                   f"{where} your "
                                   "library")
        chosen.append(replies.pop(0))
    library = state.players[who].library
    for oid in chosen:
        found = events.happen_for(state, events.ZoneChange(
            oid, "library", rules=("401.4",),
            text=f"{state.players[who].name} puts a card from their hand "
                 f"{'on the bottom of' if eff.get('bottom') else 'on top of'} their library"))
        if isinstance(found, Decision):
            return found
        new = found[0]
        if new is not None and new.zone == "library" and eff.get("bottom"):
            library.remove(new.id)
            library.insert(0, new.id)
    state.changed()
    return None


def drawn_this_turn(state: GameState, player: int) -> tuple[int, ...]:
    """The cards in `player`'s hand they drew this turn (CR 121.2; a card that left the hand
    and came back is a new object, CR 400.7)."""
    drawn = {f[2] for f in state.this_turn if f[0] == DREW_CARD and f[1] == player}
    return tuple(o for o in state.players[player].hand if o in drawn)


@handler("drawn_for_life")
def _drawn_for_life(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """Sylvan Library: the controller chooses N cards in their hand drawn this turn (all of
    them if fewer); for each, they pay the life, if their life total is at least that
    (CR 119.4), or put it on top of their library, in the order chosen (CR 401.4)."""
    who, life = item.controller, eff.get("life")
    drawn = drawn_this_turn(state, who)
    n = min(eff.get("amount"), len(drawn))
    replies = list(answer or ())
    chosen: list[int] = []
    while len(chosen) < n:
        options = tuple(o for o in drawn if o not in chosen)
        if len(options) == 1:
            chosen.append(options[0])
            continue
        if not replies:
            return Decision("choose", who, options=options,
                            prompt=f"{current_name(state, item)}: choose a card you drew this "
                                   "turn")
        chosen.append(replies.pop(0))
    left, paid = state.players[who].life, []
    for oid in chosen:
        if left < life:                               # CR 119.4: it goes back
            paid.append(False)
            continue
        if not replies:
            return Decision("yes_no", who, options=("yes", "no"), subject=oid,
                            prompt=f"{current_name(state, item)}: pay {life} life for "
                                   f"{current_name(state, state.objects[oid])}, or put it on "
                                   "top of your library")
        paid.append(replies.pop(0) == "yes")
        left -= life if paid[-1] else 0
    for oid, pays in zip(chosen, paid, strict=True):
        if pays:
            continue
        found = events.happen_for(state, events.ZoneChange(
            oid, "library", rules=("401.4",),
            text=f"{state.players[who].name} puts a card drawn this turn on top of their "
                 "library"))
        if isinstance(found, Decision):
            return found
    for _ in range(paid.count(True)):
        events.lose_life(state, who, life, "119.4")
    state.changed()
    return None


@handler("shuffle_self")
def _shuffle_self(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """"Shuffle Green Sun's Zenith into its owner's library": the resolving spell goes
    there instead of to the graveyard (CR 608.2n), then that library is shuffled."""
    if item.zone != "stack" or item.is_ability:
        return None
    found = events.happen_for(state, events.ZoneChange(
        item.id, "library", text=f"{current_name(state, item)} is shuffled into its owner's "
                                 "library",
        rules=("701.20a",)))
    if isinstance(found, Decision):
        return found
    zones.shuffle(state, item.owner)
    return None


@handler("reveal_exile")
def _reveal_exile(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """"Target opponent reveals their hand. You choose a nonland card from it and exile that
    card.": the controller chooses among the matching cards (CR 701.16a, 406.2). "... until
    this creature leaves the battlefield": the card comes back to its owner's hand when it
    does (`source_left`); nothing is exiled if it already has (CR 610.3, 610.3b)."""
    players = players_of(state, item, eff.get("who"))
    if not players:
        return None
    source = state.objects.get(item.source_id) if item.source_id is not None else None
    gone = eff.get("until") and (source is None or source.zone != "battlefield")
    if answer is None:
        _reveal_hand(state, item, eff, None)
    if gone:
        state.say(f"{current_name(state, item)}: its source has left the battlefield; nothing is "
                  "exiled", "610.3b")
        return None
    victim = state.players[players[0]]
    options = tuple(o for o in victim.hand
                    if matches(state, eff.get("filter"), state.objects[o], item.controller))
    if not options:
        return None
    if answer is None and len(options) > 1:
        return Decision("choose", item.controller, options=options,
                        prompt=f"{current_name(state, item)}: choose a card for {victim.name} to "
                               "exile")
    card = state.objects[answer[0] if answer else options[0]]
    if card.zone != "hand":
        return None
    if not eff.get("until"):
        return events.happen(state, events.ZoneChange(card.id, "exile", rules=("406.2",),
                                                      text=f"{card.name} is exiled"))
    found = events.happen_for(state, events.ZoneChange(
        card.id, "exile", rules=("406.2", "610.3"),
        text=f"{card.name} is exiled until {current_name(state, source)} leaves the battlefield"))
    if isinstance(found, Decision):
        return found
    if found[0] is not None and found[0].zone == "exile":
        state.exiled_until.append((source.id, found[0].id, "hand"))
        state.changed()
    return None


def _hand_card(state: GameState, item: GameObject, eff: Effect, answer: Any, purpose: str
               ) -> tuple[Any, GameObject] | Decision | None:
    """The looked-at hand's card the controller chooses for `purpose`, among those matching
    the effect's filter, or none ("You may ... a <card> from it", CR 608.2d): the decision,
    or (that player, the card), or None when there is none or the answer is no."""
    players = players_of(state, item, eff.get("who"))
    if not players:
        return None
    victim = state.players[players[0]]
    options = tuple(o for o in victim.hand
                    if matches(state, eff.get("filter"), state.objects[o], item.controller))
    if answer is None:
        if not options:
            return None
        return Decision("choose", item.controller, options=options + ("no",),
                        prompt=f"{current_name(state, item)}: choose a card of {victim.name}'s "
                               f"hand to {purpose}, or no")
    card = state.objects.get(answer[0])
    if answer[0] == "no" or card is None or card.zone != "hand" or card.id not in options:
        return None
    return victim, card


@handler("hand_exile_playable")
def _hand_exile_playable(state: GameState, item: GameObject, eff: Effect, answer: Any
                         ) -> Decision | None:
    """"You may exile a nonland card from it. For as long as that card remains exiled, its
    owner may play it. A spell cast this way costs {2} more to cast." (Elite Spellbinder):
    the controller chooses a matching card of the player's hand, or no (CR 608.2d); its
    owner may play it while it stays in exile (CR 601.3, 305.1), for `tax` more (601.2f)."""
    chosen = _hand_card(state, item, eff, answer, "exile")
    if not isinstance(chosen, tuple):
        return chosen
    victim, card = chosen
    found = events.happen_for(state, events.ZoneChange(
        card.id, "exile", text=f"{card.name} is exiled from {victim.name}'s hand",
        rules=("406.2",)))
    if isinstance(found, Decision):
        return found
    new = found[0]
    if new is not None and new.zone == "exile":
        from tolaria.rules.adventure import EXILED
        state.may_play.append((new.id, new.owner, EXILED, state.turn))      # CR 601.3
        if eff.get("tax"):
            new.chosen += ((EXILE_CAST_TAX, str(eff.get("tax"))),)           # CR 601.2f
        state.say(f"{state.players[new.owner].name} may play {new.name} for as long as it "
                  "remains exiled", "601.3")
        state.changed()
    return None


@handler("hand_to_bottom")
def _hand_to_bottom(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """"You may choose a nonland card from it. If you do, that player reveals the chosen
    card, puts it on the bottom of their library, then draws a card." (Vendilion Clique):
    the controller chooses a matching card of the player's hand, or no (CR 608.2d); that
    player reveals it (CR 701.16a), puts it on the bottom (CR 401.4), then draws (CR 121.1)."""
    if events.DRAWING in dict(item.chosen):           # the draw, waiting for a choice
        return events.draw_steps(state, item, [])
    chosen = _hand_card(state, item, eff, answer, "put on the bottom of their library")
    if not isinstance(chosen, tuple):
        return chosen
    victim, card = chosen
    state.say(f"{victim.name} reveals {card.name}", "701.16a")
    found = events.happen_for(state, events.ZoneChange(
        card.id, "library", text=f"{card.name} is put on the bottom of its owner's library",
        rules=("401.4",)))
    if isinstance(found, Decision):
        return found
    new = found[0]
    if new is not None and new.zone == "library":
        library = state.players[new.owner].library
        library.remove(new.id)
        library.insert(0, new.id)                     # CR 401.4: the bottom
        state.changed()
    return events.draw_steps(state, item, [(victim.index, 1)])


@handler("tap_or_untap")
def _tap_or_untap(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """"[You may] tap or untap target permanent": the controller chooses as it resolves."""
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "battlefield":
        return None
    if answer is None:
        options = ("tap", "untap") + (("neither",) if eff.get("may") else ())
        return Decision("choose", item.controller, options=options, subject=victim.id,
                        prompt=f"{current_name(state, item)}: tap or untap "
                               f"{current_name(state, victim)}?")
    if answer[0] == "tap" and not victim.tapped:
        events.tap(state, victim)
        state.say(f"{current_name(state, victim)} becomes tapped", "701.21a")
    elif answer[0] == "untap" and victim.tapped:
        events.untap(state, victim)
        state.say(f"{current_name(state, victim)} becomes untapped", "701.21b")
    return None


@handler("skip_combat")
def _skip_combat(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Target opponent skips their next combat phase": the next combat phase of one of
    their turns doesn't happen (CR 614.10; `tolaria.rules.turn.end_step`)."""
    for who in players_of(state, item, eff.get("who")):
        state.skip_combats.append(who)
        state.say(f"{state.players[who].name} will skip their next combat phase", "614.10")
    state.changed()


@handler(ADDITIONAL_PHASES)
def _additional_phases(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"After this [main] phase, there is an additional combat phase [followed by an
    additional main phase]": added directly after the current phase, before any added after
    it earlier (CR 500.8; `tolaria.rules.turn`); "this main phase" outside a main phase names
    no phase, and none is added."""
    phase = PHASE_OF[state.step]
    if eff.get("main") and not phase.endswith("main"):
        state.say(f"{current_name(state, item)}: it isn't a main phase; no phase is added",
                  "500.8")
        return
    phases = list(eff.get("phases", ()))
    state.added_phases[:0] = phases
    state.say(f"after this {phase} phase: an additional {' and an additional '.join(phases)} "
              "phase", "500.8", "505.1a")


@handler("skip_untap")
def _skip_untap(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"That player skips their next untap step": the next untap step of one of their
    turns doesn't happen (CR 614.10; `tolaria.rules.turn`)."""
    for who in players_of(state, item, eff.get("who")):
        state.skip_untaps.append(who)
        state.say(f"{state.players[who].name} will skip their next untap step", "614.10")
    state.changed()


@handler("skip_draw")
def _skip_draw(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"You skip your next draw step": the next draw step of one of their turns doesn't
    happen (CR 614.10; `tolaria.rules.turn`)."""
    for who in players_of(state, item, eff.get("who")):
        state.skip_draws.append(who)
        state.say(f"{state.players[who].name} will skip their next draw step", "614.10")
    state.changed()


@handler("skip_turns")
def _skip_turns(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"You skip your next turn": that many of their next turns don't happen (CR 614.10,
    500.11)."""
    n = amount(item, eff.get("amount", 1), state)
    for who in players_of(state, item, eff.get("who")):
        state.skip_turns += [who] * n
        state.say(f"{state.players[who].name} will skip their next {n} turn"
                  f"{'s' if n != 1 else ''}", "614.10")
    state.changed()


def next_active(state: GameState) -> int:
    """Who takes the next turn: the most recent extra turn (CR 500.7), else the next player
    in turn order; a turn a player must skip is passed over as though it didn't exist, and
    the turn after it is the next (CR 614.10, 500.11)."""
    current = state.active
    while True:
        taker = None
        while state.extra_turns and taker is None:
            candidate = state.extra_turns.pop()
            if not state.players[candidate].lost:
                taker = candidate
        if taker is None:
            taker = state.next_player(current)
        if taker not in state.skip_turns:
            return taker
        state.skip_turns.remove(taker)
        state.say(f"{state.players[taker].name} skips their turn", "614.10")
        current = taker


@handler("top_to_hand")
def _top_to_hand(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """"Reveal the top card of your library and put that card into your hand. You lose life
    equal to its mana value." (the card's mana value as revealed, CR 202.3)."""
    who = item.controller
    player = state.players[who]
    if not player.library:
        return None
    top = state.objects[player.library[-1]]
    n = characteristics(state, top).mana_value
    if eff.get("may"):                    # "Look at ... You may reveal that card and put it"
        if answer is None:
            if (top.id, who) not in state.looked:
                state.looked.append((top.id, who))                       # CR 401.4
            return Decision("yes_no", who, options=("yes", "no"), subject=top.id,
                            prompt=f"{current_name(state, item)}: reveal the top card of your "
                                   "library and put it into your hand?")
        if answer[0] == "no":
            return None
        answer = answer[1:] or None
    if answer is None:
        state.say(f"{player.name} reveals {top.name}", "701.16a")
    decision = events.happen(state, events.ZoneChange(
        top.id, "hand", text=f"{player.name} puts {top.name} into their hand", rules=()))
    if decision is not None:
        return decision
    players = players_of(state, item, eff.get("who"))
    if eff.get("life") == "gain":
        return events.happen(state, *(events.LifeGain(p, n) for p in players))
    return events.happen(state, *(events.LifeLoss(p, n) for p in players))


@handler("put_all_from_hand")
def _put_all_from_hand(state: GameState, item: GameObject, eff: Effect, answer: Any
                       ) -> Decision | None:
    """"[you may] reveal your hand and put all land cards from it onto the battlefield. If
    you do, discard your hand." (Manabond; the trigger's "you may" asked before): the cards
    enter at once (CR 701.16a, 110.2), then the rest of the hand is discarded (CR 701.8a)."""
    who = item.controller
    player = state.players[who]
    replies = list(answer or ())
    if not replies:
        state.say(f"{player.name} reveals their hand: " + (", ".join(
            state.objects[o].name for o in player.hand) or "no cards"), "701.16a")
    found = [o for o in player.hand if matches(state, eff.get("filter"), state.objects[o], who)]
    if found:
        made = _happen(state, *(entering(state, state.objects[o], who, False, replies)
                                for o in found))
        if made is not None:
            return made
    if eff.get("discard"):
        return run(state, item, effect("discard_hand", who="you"), None)
    return None


@handler("each_put_onto_battlefield")
def _each_put(state: GameState, item: GameObject, eff: Effect, answer: Any
              ) -> Decision | None:
    """"Each player [may] put(s) a <card> from their hand / graveyard onto the battlefield":
    in APNAP order each player chooses one of their matching cards (with "may", or none);
    then all of them enter at once, each under the control of the player who put it there
    (CR 101.4, 110.2). An Aura among them is attached as it enters (CR 303.4g)."""
    replies = list(answer or ())
    zone, flt = eff.get("zone"), eff.get("filter")
    chosen: list[tuple[int, int]] = []
    players = multiplayer.players_in_range(state, item.controller, state.apnap())
    if eff.get("who") is not None:                # "each other player", "each opponent"
        among = players_of(state, item, eff.get("who"))
        players = [p for p in players if p in among]
    for player in players:
        options = tuple(o for o in getattr(state.players[player], zone)
                        if matches(state, flt, state.objects[o], player))
        if not options:
            continue
        if not replies and (eff.get("may") or len(options) > 1):
            return Decision("choose", player, options=options + (
                ("nothing",) if eff.get("may") else ()),
                prompt=f"{current_name(state, item)}: choose a card from your {zone} to put "
                       "onto the battlefield")
        pick = replies.pop(0) if replies and (eff.get("may") or len(options) > 1) \
            else options[0]
        if pick != "nothing":
            chosen.append((pick, player))
    return _happen(state, *(entering(state, state.objects[oid], player, False, replies)
                            for oid, player in chosen
                            if state.objects[oid].zone == zone))


@handler("exile_top")
def _exile_top(state: GameState, item: GameObject, eff: Effect, answer: Any
               ) -> Decision | None:
    """"Exile the top three cards of your library", "<player> exiles the top N cards of
    their library": each player's top N (all there are, if fewer) go to exile face up at
    once (CR 406.2, 406.3), exiled with the source (CR 607.2a)."""
    n = amount(item, eff.get("amount"), state)
    hidden = bool(eff.get("face_down"))
    batch = []
    for who in players_of(state, item, eff.get("who")):
        top = state.players[who].library[-n:] if n > 0 else []
        batch += [events.ZoneChange(oid, "exile", rules=("406.3a",),
                                    text=f"{state.players[who].name} exiles a card face down")
                  if hidden else events.ZoneChange(oid, "exile", rules=("406.2",))
                  for oid in reversed(top)]
        state.say(f"{state.players[who].name} exiles the top {len(top)} card(s) of their "
                  f"library{' face down' if hidden else ''}", "406.2")
    found = events.happen_for(state, *batch)
    if isinstance(found, Decision):
        return found
    if hidden:                                                       # CR 406.3a
        _face_down(state, found)
    if eff.get("remember"):                # "... exiled this way" (CR 400.7, 608.2c)
        remember_exiled(item, found)
    if item.source_id is not None:
        state.exiled_with.extend((item.source_id, c.id) for c in found
                                 if c is not None and c.zone == "exile")
        state.changed()
    return None


@handler("copy_exiled_cast")
def _copy_exiled_cast(state: GameState, item: GameObject, eff: Effect, answer: Any
                      ) -> Decision | None:
    """"Choose an instant or sorcery card exiled this way and copy it three times. You may
    cast the copies without paying their mana costs." (Chandra, Pyromaster): the card is
    chosen (CR 608.2d); each copy is made in exile and cast now or not, one after the other,
    ignoring timing (CR 707.12, 608.2g, 118.9); one not cast ceases to exist (CR 704.5e).
    The replies: the card (if there was a choice), then one per copy offered."""
    from tolaria.rules.keywords.cipher import offer_copy
    replies = list(answer or ())
    options = tuple(oid for oid in _exiled_this_way(state, item)
                    if state.objects[oid].card.types & {"Instant", "Sorcery"})
    if not options:
        return None
    if len(options) > 1 and not replies:
        return Decision("choose", item.controller, options=options,
                        prompt=f"{current_name(state, item)}: choose an instant or sorcery card "
                               "to copy (CR 608.2d)")
    card = state.objects[replies.pop(0) if len(options) > 1 else options[0]]
    if card.id not in options or len(replies) >= eff.get("times"):
        return None
    return offer_copy(state, item, card, f"cast copy {len(replies) + 1} of {card.name} "
                                         "without paying its mana cost, or choose no (CR "
                                         "707.12)")


@handler("milled_to_hand")
def _milled_to_hand(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """"[You may] put a land card from among them into your hand" after "mill N cards":
    one matching card the mill put into the graveyard and still there (CR 701.13b, 400.7),
    chosen by the controller; with "may", or none. `to` "battlefield": "... onto the
    battlefield", under the controller's control."""
    who = item.controller
    options = milled_options(state, item, eff)
    if not options:
        return None
    if answer is None and (eff.get("may") or len(options) > 1):
        return Decision("choose", who, options=options + (("nothing",) if eff.get("may")
                                                          else ()),
                        prompt=f"{current_name(state, item)}: choose a card to put into your "
                               "hand")
    chosen = answer[0] if answer else options[0]
    if chosen == "nothing":
        return None
    card = state.objects[chosen]
    if eff.get("to") == "battlefield":                    # under your control (CR 110.2a)
        found = entering(state, card, who, False, list(answer[1:]) if answer else [])
        return found if isinstance(found, Decision) or found is None else events.happen(
            state, found)
    return events.happen(state, events.ZoneChange(
        chosen, "hand", text=f"{state.players[who].name} puts {card.name} into their hand",
        rules=("701.13b",)))


def milled_options(state: GameState, item: GameObject, eff: Effect) -> tuple[int, ...]:
    """The cards of `eff`'s kind the mill put into the graveyard, still there (CR 701.13b,
    400.7)."""
    from tolaria.rules.effects import MILLED_THIS_WAY
    return tuple(oid for oid in remembered(state, item, MILLED_THIS_WAY)
                 if state.objects[oid].zone == "graveyard"
                 and matches(state, eff.get("filter"), state.objects[oid], item.controller))


@handler("keep_chosen")
def _keep_chosen(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """"Each player chooses [up to] N <permanents> they control, then sacrifices the rest":
    in APNAP order each player chooses N of theirs matching the filter, one at a time (as
    many as they can, CR 609.3; with "up to" they may stop sooner); then every other
    permanent of theirs matching it is sacrificed at once (CR 101.4, 701.17a)."""
    replies = list(answer or ())
    kept: set[int] = set()
    players = players_of(state, item, eff.get("who"))
    n, up_to, flt = eff.get("count"), eff.get("up_to"), eff.get("filter")
    for player in players:
        mine = tuple(oid for oid in state.battlefield
                     if controller(state, state.objects[oid]) == player
                     and matches(state, flt, state.objects[oid], player))
        chosen: list[int] = []
        while len(chosen) < n:
            rest = tuple(o for o in mine if o not in chosen)
            if not rest or not up_to and len(rest) <= n - len(chosen):
                chosen += rest                        # no choice left
                break
            if not replies:
                return Decision("choose", player, options=rest + (("done",) if up_to else ()),
                                prompt=f"{current_name(state, item)}: choose a permanent you "
                                       f"keep ({len(chosen)} of {n} chosen)")
            reply = replies.pop(0)
            if reply == "done":
                break
            chosen.append(reply)
        kept.update(chosen)
    victims = [state.objects[o] for o in state.battlefield
               if (who := controller(state, state.objects[o])) in players and o not in kept
               and matches(state, flt, state.objects[o], who)]
    return events.happen(state, *(events.leaving(v, "graveyard", f"{current_name(state, v)} "
                                                 "is sacrificed", "701.17a") for v in victims))


@handler("chooses_then")
def _chooses_then(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """"Target opponent chooses a creature they control. Destroy that creature." / "Each
    player chooses a creature they control. Destroy the rest.": in APNAP order each chooser
    picks one of theirs matching the filter (none to choose from: nothing chosen; CR 101.4,
    608.2d); then the chosen ones (`then` "destroy") or every other one of those players'
    matching permanents ("destroy_rest") are destroyed at once (CR 701.7a), or those others
    can't block this turn ("others_cant_block", CR 509.1a, 611.2a), or the chosen ones are
    tapped and goaded ("tap_goad", CR 701.21a, 701.38a)."""
    from tolaria.rules.effects import destroy_at_once
    replies = list(answer or ())
    players = players_of(state, item, eff.get("who"))
    flt = eff.get("filter")
    chosen: list[int] = []
    for player in players:
        mine = tuple(oid for oid in state.battlefield
                     if controller(state, state.objects[oid]) == player
                     and matches(state, flt, state.objects[oid], player))
        if len(mine) > 1 and not replies:
            return Decision("choose", player, options=mine,
                            prompt=f"{current_name(state, item)}: choose a permanent you "
                                   "control (CR 608.2d)")
        pick = replies.pop(0) if len(mine) > 1 else mine[0] if mine else None
        if pick is not None and pick in mine:
            chosen.append(pick)
    if eff.get("then") == "tap_goad":                     # CR 701.21a, 701.38a
        from tolaria.rules.keywords.goad import goad
        for oid in chosen:
            events.tap(state, state.objects[oid])
            goad(state, state.objects[oid], item.controller)
        return None
    if eff.get("then") == "destroy":
        victims = [state.objects[o] for o in chosen]
    elif eff.get("then") == "others_cant_block":         # the others then (CR 611.2a)
        from tolaria.rules.effects.replacements import _restrict_this_turn
        others = [state.objects[o] for o in state.battlefield
                  if (who := controller(state, state.objects[o])) in players
                  and o not in chosen and matches(state, flt, state.objects[o], who)]
        if _restrict_this_turn(state, item, others, "cant_block"):
            state.say(", ".join(current_name(state, o) for o in others) + " can't block this "
                      "turn", "509.1a")
        return None
    else:
        victims = [state.objects[o] for o in state.battlefield
                   if (who := controller(state, state.objects[o])) in players
                   and o not in chosen and matches(state, flt, state.objects[o], who)]
    return destroy_at_once(state, victims, True)


@handler("keep_one_of_each")
def _keep_one_of_each(state: GameState, item: GameObject, eff: Effect, answer: Any
                      ) -> Decision | None:
    """"Each player chooses ... an artifact, a creature, an enchantment, and a land, then
    sacrifices the rest": in APNAP order each player chooses, for each type, one permanent
    of that type they control (a permanent may be chosen for several types); then every
    permanent of theirs not chosen (of the `pool`, if any) is sacrificed at once (CR 101.4,
    608.2e, 701.17a)."""
    replies = list(answer or ())
    kept: set[int] = set()
    players = players_of(state, item, eff.get("who"))
    for player in players:
        mine = [oid for oid in state.battlefield
                if controller(state, state.objects[oid]) == player
                and matches(state, eff.get("pool"), state.objects[oid], player)]
        for kind in eff.get("kinds"):
            options = tuple(o for o in mine if kind in characteristics(
                state, state.objects[o]).types)
            if len(options) == 1:
                kept.add(options[0])                  # no choice to make
            elif options:
                if not replies:
                    return Decision("choose", player, options=options,
                                    prompt=f"{current_name(state, item)}: choose the "
                                           f"{kind.lower()} you keep")
                kept.add(replies.pop(0))
    victims = [state.objects[o] for o in state.battlefield
               if controller(state, state.objects[o]) in players and o not in kept
               and matches(state, eff.get("pool"), state.objects[o], item.controller)]
    return events.happen(state, *(events.leaving(v, "graveyard", f"{current_name(state, v)} "
                                                 "is sacrificed", "701.17a") for v in victims))


@handler("reveal_each_top")
def _reveal_each_top(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Each player reveals the top card of their library." (CR 701.16a), in APNAP order
    (CR 101.4); the cards are remembered for "revealed this way" (CR 608.2c)."""
    from tolaria.rules.effects import remember_revealed
    found = []
    for who in players_of(state, item, "each"):
        library = state.players[who].library
        if library:
            top = state.objects[library[-1]]
            found.append(top)
            state.say(f"{state.players[who].name} reveals {top.name}", "701.16a")
    remember_revealed(item, found)
