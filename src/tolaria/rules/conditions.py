"""Conditions on the game: intervening "if"s (CR 603.4) and "as long as" (CR 611.3a).

A `Condition` (tolaria.data.ir) is data; `holds` says whether it is true now for
an ability of `source` controlled by `controller`. The same conditions serve
triggered abilities (checked as the event happens and again on resolution,
CR 603.4) and conditional static abilities, whose effect applies only while the
condition is true (CR 611.3a, 613): the layers ask `holds` with the
characteristics being computed (`chars`), so a condition never asks for the
world it is part of.

ops (besides those of `tolaria.rules.triggers.holds`): "control" ("count" with the
`tapped` status, CR 110.5), "hand" (cards in the
controller's hand, `at_least`/`at_most`), "graveyard" (cards in the controller's
graveyard matching `filter`, if any), "graveyard_types" (card types among cards
in the controller's graveyard, CR 205.2a), "your_turn" (CR 500), "source" (the
source permanent is `status`: "attacking", "blocking", "blocked", "tapped", "untapped",
"equipped", "enchanted"), "source_is" (the source permanent matches `filter` now), "source_counters" (at least `at_least` `kind` counters on the source),
"source_was" (the source, as it last existed, matches `filter`: "if it was a creature"),
"attached_is" (what the source is attached to matches `filter`), "opponent_more" (an
opponent controls more permanents matching `filter` than the controller), "opponent_controls"
(some one opponent controls `at_least`/`at_most` permanents matching `filter`), "life_compare"
(`more`: "you" have more life than an opponent, or an "opponent" than you),
"opponent_poison" (an opponent has at least `at_least` poison
counters, CR 122.1f), "opponent_graveyard" (an opponent has at least `at_least`
cards in their graveyard), "opponent_life" (an opponent's life is `at_most`),
"starting_life" (the controller's life minus their starting life total, or twice their life
minus it if `half`, within the bounds, CR 103.4),
"library_top" (the top card of the controller's library matches `filter`), "all"
(every condition of `parts`), "not" (`part` is false), "any" (one of `parts` is true), "monarch" (the
controller is the monarch, CR 722), "day_night" (`which`: "day", "night" or "neither",
CR 728.1), "last_turn_casts" (spells cast in the previous turn: `total_at_most` by all,
`one_at_least` by one player), "this_turn" (what
happened this turn, recorded by `record` in `GameState.this_turn`), "cast_it" (the
permanent was cast, from `zone` if given), "total_power" (of creatures the controller
controls), "any_life" (some player's life), "opponents" (how many), "hand_most" (more
cards in hand than each opponent), "different_powers" (among creatures the controller
controls), "control_greatest" (the controller controls a permanent of the `filter`'s types
with the greatest `what` on the battlefield, or tied for it), FIRST_SPELL_THIS_GAME (the
controller has cast no spell this game yet).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tolaria.data.ir import Condition, ObjectFilter
from tolaria.data.objects import GameObject
from tolaria.data.state import PHASE_OF, GameState
from tolaria.data.vocabulary import (
    ATTACKED_WITH,
    CAST_IN_MAIN,
    COMBAT_PHASE,
    DAMAGE_TO_PLAYER,
    DEALT_TO_PLAYER,
    DEVOURED,
    EXILED_CREATURE_CARD,
    FIRST_SPELL_THIS_GAME,
    FULL_PARTY,
    MOST,
    PHASE_IS,
    SOLVED,
    SOURCE_CHOSE,
)

# CR 205.2a: the card types a card can have (for "card types among cards").
CARD_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred",
                        "Land", "Planeswalker", "Sorcery"})

CARD_PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land",
                                  "Planeswalker"})                               # CR 110.4

Chars = Callable[[int], Any]


def between(n: int, cond: Condition) -> bool:
    """Is `n` within the condition's `at_least` / `at_most` bounds?"""
    low, high = cond.get("at_least"), cond.get("at_most")
    return (low is None or n >= low) and (high is None or n <= high)


def player_static(state: GameState, kind: str, player: int) -> bool:
    """Does `player` control a static ability of this kind about themself ("you"), its
    "as long as" condition true now (CR 611.3a)?"""
    from tolaria.rules.layers import controller, static_abilities
    return any(ability.kind == kind and controller(state, source) == player and (
        ability.condition is None or holds(state, ability.condition, source, player))
        for source, ability in static_abilities(state))


def holds(state: GameState, cond: Condition, source: GameObject, controller: int,
          chars: Chars | None = None) -> bool:
    """Is the condition true now? `chars(oid)` gives a permanent's characteristics (the
    layers pass the ones being computed; default: `tolaria.rules.layers.characteristics`)."""
    if chars is None:
        from tolaria.rules.layers import characteristics
        objects = state.objects

        def chars(oid: int) -> Any:
            return characteristics(state, objects[oid])
    rule = _OPS.get(cond.op)
    if rule is None:
        raise ValueError(f"unknown condition {cond.op!r}")
    return rule(state, cond, source, controller, chars)


def known(op: str) -> bool:
    """Is `op` a condition this module decides?"""
    return op in _OPS


def _count(state: GameState, cond: Condition, source: GameObject, controller: int,
           chars: Chars, besides: int | None = None) -> bool:
    """CR 611.3a, 603.4: "you control N or more <description>", "you control no ..."
    (`besides`: a permanent left out of the count, the one a trigger's event was about)."""
    from tolaria.rules.layers import chars_match, is_modified, turn_record_matches
    flt: ObjectFilter = cond.get("filter")
    n = 0
    for oid in state.battlefield:
        if (flt.other and oid == source.id) or oid == besides:
            continue
        obj = state.objects[oid]
        if (flt.tapped is not None and obj.tapped != flt.tapped) or not flt.status_match(obj):
            continue                                           # CR 110.5: statuses
        if flt.modified and not is_modified(state, obj):      # CR 700.9
            continue
        if flt.this_turn and not turn_record_matches(state, flt, obj, controller):
            continue                                           # the turn's record
        if flt.unowned and obj.owner == controller:            # CR 108.3
            continue
        if chars_match(chars(oid), flt, controller, state.options.teams):
            n += 1
    return between(n, cond)


def count_besides(state: GameState, cond: Condition, source: GameObject, controller: int,
                  besides: int | None) -> bool:
    """"Whenever a Mountain you control enters, if you control at least five other
    Mountains" (CR 603.4): the count without the permanent that entered, both as it
    triggers and as it resolves (once it has left, nothing is left out)."""
    from tolaria.rules.layers import characteristics
    return _count(state, cond, source, controller,
                  lambda oid: characteristics(state, state.objects[oid]), besides)


def _life(state: GameState, cond: Condition, source: GameObject, controller: int,
          chars: Chars) -> bool:
    return between(state.players[controller].life, cond)


def _starting_life(state: GameState, cond: Condition, source: GameObject, controller: int,
                   chars: Chars) -> bool:
    """Life compared with the starting life total (CR 103.4): life minus it, or twice the
    life minus it ("half your starting life total")."""
    from tolaria.rules.multiplayer import starting_life
    life = state.players[controller].life
    start = starting_life(state, controller)
    return between(2 * life - start if cond.get("half") else life - start, cond)


def _hand(state: GameState, cond: Condition, source: GameObject, controller: int,
          chars: Chars) -> bool:
    """Cards in a hand matching `filter` (printed characteristics), if any; `who` "each":
    every player's hand ("each player has no cards in hand")."""
    flt: ObjectFilter | None = cond.get("filter")
    if cond.get("who") == "each":
        return all(between(len(p.hand), cond) for p in state.players if not p.lost)
    if cond.get("who") == "opponent":                  # "an opponent has no cards in hand"
        return any(between(len(state.players[o].hand), cond)
                   for o in state.opponents(controller))
    cards = state.players[controller].hand
    if flt is None:
        return between(len(cards), cond)
    return between(sum(1 for oid in cards if _card_matches(state.objects[oid], flt)), cond)


def _library(state: GameState, cond: Condition, source: GameObject, controller: int,
             chars: Chars) -> bool:
    """"your library has no cards in it": the cards in the controller's library; `who`
    "any": "a library has twenty or fewer cards in it", any player's (CR 401)."""
    if cond.get("who") == "any":
        return any(between(len(p.library), cond) for p in state.players if not p.lost)
    return between(len(state.players[controller].library), cond)


def _graveyard(state: GameState, cond: Condition, source: GameObject, controller: int,
               chars: Chars) -> bool:
    """Cards in a graveyard have their printed characteristics (CR 109.3, 400.7); `who`
    "any": "a graveyard has twenty or more cards in it", any player's (CR 404)."""
    flt: ObjectFilter | None = cond.get("filter")
    if cond.get("who") == "any":
        return any(between(len(p.graveyard), cond) for p in state.players)
    cards = state.players[controller].graveyard
    if flt is None:
        return between(len(cards), cond)
    return between(sum(1 for oid in cards if _card_matches(state.objects[oid], flt)), cond)


def _card_matches(obj: GameObject, flt: ObjectFilter) -> bool:
    card = obj.card
    if flt.types and not flt.types & card.types:
        return False
    return not (flt.subtypes and not flt.subtypes & set(card.subtypes))


def _graveyard_types(state: GameState, cond: Condition, source: GameObject, controller: int,
                     chars: Chars) -> bool:
    """"N or more card types among cards in your graveyard" (CR 205.2a)."""
    types: set[str] = set()
    for oid in state.players[controller].graveyard:
        types |= state.objects[oid].card.types & CARD_TYPES
    return between(len(types), cond)


def _graveyard_mana_values(state: GameState, cond: Condition, source: GameObject,
                           controller: int, chars: Chars) -> bool:
    """"N or more mana values among cards in your graveyard": different ones (CR 202.3)."""
    objects = state.objects
    return between(len({objects[oid].card.mana_value
                        for oid in state.players[controller].graveyard}), cond)


def _exile_owned(state: GameState, cond: Condition, source: GameObject, controller: int,
                 chars: Chars) -> bool:
    """"you own / an opponent owns a card in exile" (CR 406.1, 108.3)."""
    players = (controller,) if cond.get("who") == "you" else state.opponents(controller)
    return any(state.players[p].exile for p in players)


def _your_turn(state: GameState, cond: Condition, source: GameObject, controller: int,
               chars: Chars) -> bool:
    from tolaria.rules.multiplayer import is_active
    return is_active(state, controller)                        # CR 500, 611.3a, 805.4a


def _source(state: GameState, cond: Condition, source: GameObject, controller: int,
            chars: Chars) -> bool:
    """"as long as this creature is attacking / tapped / untapped / equipped / enchanted"."""
    if source.zone != "battlefield":
        return False
    status = cond.get("status")
    if status == "attacking":
        return source.attacking is not None                     # CR 506.4
    if status == "blocking":
        return bool(source.blocking)                            # CR 509.1g
    if status == "blocked":
        return source.attacking is not None and source.blocked  # CR 509.1h
    if status == "attacking_alone":                             # CR 506.5
        objects = state.objects
        return source.attacking is not None and not any(
            objects[oid].attacking is not None for oid in state.battlefield if oid != source.id)
    if status == "tapped":
        return source.tapped
    if status == "untapped":
        return not source.tapped
    if status in ("monstrous", "renowned"):                     # CR 701.31b, 702.112b
        return (status, "") in source.chosen
    if status == "saddled":                                     # CR 702.171b
        return ("saddled", str(state.turn)) in source.chosen
    if status == "modified":
        return _modified(state, source, chars)
    subtype = {"equipped": "Equipment", "enchanted": "Aura"}[status]   # CR 301.5, 303.4
    return any(state.objects[oid].attached_to == source.id and subtype in chars(oid).subtypes
               for oid in state.battlefield)


def _modified(state: GameState, source: GameObject, chars: Chars) -> bool:
    """CR 700.9: a counter on it, an Equipment attached to it, or an Aura its controller
    controls attached to it."""
    if any(source.counters.values()):
        return True
    mine = chars(source.id).controller
    for oid in state.battlefield:
        if state.objects[oid].attached_to == source.id:
            attached = chars(oid)
            if "Equipment" in attached.subtypes or "Aura" in attached.subtypes and \
                    attached.controller == mine:
                return True
    return False


def _source_type(state: GameState, cond: Condition, source: GameObject, controller: int,
                 chars: Chars) -> bool:
    """"if this permanent is an enchantment": its card types now (CR 205.2a); "if this
    creature is a Spirit": its creature types now (CR 205.3m)."""
    if cond.get("subtype"):
        return source.zone == "battlefield" and cond.get("subtype") in chars(source.id).subtypes
    return source.zone == "battlefield" and cond.get("type") in chars(source.id).types


def _source_is(state: GameState, cond: Condition, source: GameObject, controller: int,
               chars: Chars) -> bool:
    """"if this creature's power is 4 or greater": the source permanent as it is now."""
    from tolaria.rules.layers import chars_match
    return source.zone == "battlefield" and chars_match(chars(source.id), cond.get("filter"),
                                                        controller, state.options.teams)


def _source_keyword(state: GameState, cond: Condition, source: GameObject, controller: int,
                    chars: Chars) -> bool:
    """"When this creature has flying" (a state trigger, CR 603.8): its keywords now."""
    return source.zone == "battlefield" and cond.get("keyword") in chars(source.id).keywords


def _source_counters(state: GameState, cond: Condition, source: GameObject, controller: int,
                     chars: Chars) -> bool:
    """"as long as it has a +1/+1 counter on it", "... two or more counters on it" (of any
    kinds: the `kind` "", CR 122.1)."""
    kind = cond.get("kind")
    return source.zone == "battlefield" and between(
        source.counters.get(kind, 0) if kind else sum(source.counters.values()), cond)


def _source_was(state: GameState, cond: Condition, source: GameObject, controller: int,
                 chars: Chars) -> bool:
    """"When this creature dies, if it was a creature": the source as it last existed on
    the battlefield (CR 603.10a, 608.2h)."""
    from tolaria.rules.layers import characteristics, chars_match
    return chars_match(characteristics(state, source), cond.get("filter"), controller,
                       state.options.teams)


def _attached_is(state: GameState, cond: Condition, source: GameObject, controller: int,
                 chars: Chars) -> bool:
    """"as long as equipped creature is a Human": the permanent the source is attached to
    (CR 301.5, 303.4)."""
    from tolaria.rules.layers import chars_match
    host = source.attached_to
    if source.zone != "battlefield" or host is None or host not in state.battlefield:
        return False
    return chars_match(chars(host), cond.get("filter"), controller, state.options.teams)


def _attached_status(state: GameState, cond: Condition, source: GameObject, controller: int,
                     chars: Chars) -> bool:
    """"as long as it's untapped / attacking [alone] / blocking": the permanent the source
    is attached to, now (CR 110.5, 506.4, 506.5)."""
    host = state.objects.get(source.attached_to) if source.attached_to is not None else None
    if source.zone != "battlefield" or host is None or host.zone != "battlefield":
        return False
    status = cond.get("status")
    if status.startswith("counter:"):                              # CR 122.1
        return host.counters.get(status[len("counter:"):], 0) > 0
    if status == "tapped":
        return host.tapped
    if status == "untapped":
        return not host.tapped
    if status == "blocking":
        return bool(host.blocking)
    if host.attacking is None:
        return False
    return status == "attacking" or not any(                      # CR 506.5: alone
        state.objects[oid].attacking is not None for oid in state.battlefield if oid != host.id)


def _opponent_more(state: GameState, cond: Condition, source: GameObject, controller: int,
                   chars: Chars) -> bool:
    """"an opponent controls more lands than you": some opponent controls more of them."""
    from tolaria.rules.layers import chars_match
    flt = cond.get("filter")
    counts = [0] * len(state.players)
    for oid in state.battlefield:
        found = chars(oid)
        if chars_match(found, flt, controller, state.options.teams):
            counts[found.controller] += 1
    return any(counts[o] > counts[controller] for o in state.opponents(controller))


def _opponent_controls(state: GameState, cond: Condition, source: GameObject,
                       controller: int, chars: Chars) -> bool:
    """"an opponent controls four or more lands": some one opponent's count of permanents
    matching `filter` is within the bounds (CR 102.3, 611.3a)."""
    from tolaria.rules.layers import chars_match
    flt = cond.get("filter")
    counts = [0] * len(state.players)
    for oid in state.battlefield:
        found = chars(oid)
        if chars_match(found, flt, controller):
            counts[found.controller] += 1
    return any(between(counts[o], cond) for o in state.opponents(controller))


def _life_compare(state: GameState, cond: Condition, source: GameObject, controller: int,
                  chars: Chars) -> bool:
    """"you have more life than an opponent" / "an opponent has more life than you"; with
    `of` "hand", the number of cards in hand instead (CR 402.1)."""
    def counted(player: int) -> int:
        found = state.players[player]
        return len(found.hand) if cond.get("of") == "hand" else found.life
    mine = counted(controller)
    lives = [counted(o) for o in state.opponents(controller)]
    if cond.get("more") == "you":
        return any(mine > life for life in lives)
    return any(life > mine for life in lives)


def _opponent_poison(state: GameState, cond: Condition, source: GameObject, controller: int,
                     chars: Chars) -> bool:
    return any(between(state.players[o].poison, cond) for o in state.opponents(controller))


def _opponent_life(state: GameState, cond: Condition, source: GameObject, controller: int,
                   chars: Chars) -> bool:
    """"an opponent has 10 or less life": one opponent still in the game (CR 119.1)."""
    return any(between(state.players[o].life, cond) for o in state.opponents(controller))


def _library_top(state: GameState, cond: Condition, source: GameObject, controller: int,
                 chars: Chars) -> bool:
    """"the top card of your library is black / a Goblin card" (CR 401.5): its printed
    colours and types (CR 105.2, 205, 400.7); false with no card there."""
    library = state.players[controller].library
    return bool(library) and top_card_is(state.objects[library[-1]].card, cond.get("filter"))


def top_card_is(card: Any, flt: ObjectFilter) -> bool:
    """A card in a library matching a filter of colours, card types and subtypes."""
    return not (flt.colors and not flt.colors & card.colors or flt.types and not
                flt.types & card.types or flt.subtypes and not flt.subtypes & set(card.subtypes))


def _opponent_graveyard(state: GameState, cond: Condition, source: GameObject,
                        controller: int, chars: Chars) -> bool:
    return any(between(len(state.players[o].graveyard), cond)
               for o in state.opponents(controller))


def _part(state: GameState, cond: Condition, source: GameObject, controller: int,
          chars: Chars) -> bool:
    """A condition inside another, judged with the same characteristics (in the layers,
    the ones being computed)."""
    if cond.op in _OPS:
        return _OPS[cond.op](state, cond, source, controller, chars)
    from tolaria.rules.triggers import holds as trigger_holds
    return trigger_holds(state, cond, source, controller)   # "kicked", "untapped"


def _all(state: GameState, cond: Condition, source: GameObject, controller: int,
         chars: Chars) -> bool:
    return all(_part(state, c, source, controller, chars) for c in cond.get("parts"))


def _not(state: GameState, cond: Condition, source: GameObject, controller: int,
         chars: Chars) -> bool:
    """The condition `part` is false ("enters with a counter if ..." as "unless not")."""
    return not _part(state, cond.get("part"), source, controller, chars)


def _devotion(state: GameState, cond: Condition, source: GameObject, controller: int,
              chars: Chars) -> bool:
    """CR 700.5: "your devotion to black is less than five": the mana symbols of those
    colours among the mana costs of the permanents the controller controls."""
    from tolaria.rules.quantities import permanent_devotion
    colors = cond.get("colors")
    return between(sum(permanent_devotion(state, state.objects[oid], colors)
                       for oid in state.battlefield if chars(oid).controller == controller),
                   cond)


def _most_common_color(state: GameState, cond: Condition, source: GameObject, controller: int,
                       chars: Chars) -> bool:
    """"<colour> is the most common color among all permanents or is tied for most common":
    no colour is among more permanents than it (each counts once per colour, CR 105.2)."""
    counts = dict.fromkeys("WUBRG", 0)
    for oid in state.battlefield:
        for color in chars(oid).colors:
            counts[color] = counts.get(color, 0) + 1
    return counts[cond.get("color")] == max(counts.values())


def _meld_pair(state: GameState, cond: Condition, source: GameObject, controller: int,
               chars: Chars) -> bool:
    """CR 712.4a: "you both own and control this creature and a creature named ..."."""
    from tolaria.rules import faces
    return faces.owns_and_controls(state, source, controller) and bool(faces.meld_partners(
        state, source, controller, cond.get("name"), cond.get("card_type")))


_OPS: dict[str, Callable[[GameState, Condition, GameObject, int, Chars], bool]] = {
    "count": _count, "control": _count, "life": _life, "hand": _hand, "graveyard": _graveyard,
    "starting_life": _starting_life,
    "library": _library,
    "graveyard_types": _graveyard_types, "your_turn": _your_turn, "source": _source,
    "opponent_poison": _opponent_poison, "opponent_graveyard": _opponent_graveyard,
    "opponent_life": _opponent_life, "library_top": _library_top, "all": _all, "not": _not,
    "source_counters": _source_counters, "source_was": _source_was,
    "source_keyword": _source_keyword,
    "attached_is": _attached_is, "opponent_more": _opponent_more, "life_compare": _life_compare,
    "source_type": _source_type, "opponent_controls": _opponent_controls,
    "source_is": _source_is,
    "devotion": _devotion, "meld_pair": _meld_pair,
    "most_common_color": _most_common_color, "attached_status": _attached_status,
    "graveyard_mana_values": _graveyard_mana_values, "exile_owned": _exile_owned,
    SOURCE_CHOSE: lambda state, cond, source, controller, chars: dict(source.chosen).get(
        cond.get("key")) == cond.get("value"),             # "• Khans — ..." (CR 607.2)
}


# -- what happened this turn ----------------------------------------------------------------

def record(state: GameState, *fact: Any) -> None:
    """Remember an event of this turn: ("dies"/"leaves", controller), ("to_graveyard",
    controller, card types, owner: a permanent put into a graveyard from the battlefield),
    ("life", player,
    change), ("attacked", player), ("cast", player, card types), ("drew", player)."""
    state.this_turn.append(fact)
    if state.cache:
        state.cache.clear()
    if state.board_cache.get("volatile"):    # "as long as you've drawn two cards this turn"
        state.board_cache.clear()            # (CR 611.3a): a world with conditions reads it


def descended(state: GameState, obj: GameObject) -> None:
    """CR 700.11: a permanent card put into its owner's graveyard from anywhere."""
    if obj.card.types & CARD_PERMANENT_TYPES and not obj.card.token and not obj.is_copy:
        record(state, "descended", obj.owner)


def _this_turn(state: GameState, cond: Condition, source: GameObject, controller: int,
               chars: Chars, only: tuple[int, ...] | None = None) -> bool:
    """"if a creature died this turn", "if you attacked this turn", "if you gained life this
    turn", "if an opponent lost life this turn", "if you've cast two or more spells this
    turn"... (`fact`, `who`: "you", "opponent" or "any"; bounds on the count or amount;
    `one`: "an opponent cast three or more spells", each player's own count)."""
    fact, who = cond.get("fact"), cond.get("who", "any")
    players = only if only is not None else {
        "you": (controller,), "opponent": tuple(state.opponents(controller)),
        "any": tuple(range(len(state.players)))}[who]
    if cond.get("one") and only is None:
        return any(_this_turn(state, cond, source, controller, chars, (p,)) for p in players)
    facts = state.last_turn if cond.get("last") else state.this_turn   # "last turn"
    if fact == "life":                               # "you gained or lost life"
        return between(sum(1 for f in facts if f[0] == "life" and f[1] in players), cond)
    if fact in ("gained", "lost"):                    # CR 119.3; per player, in total
        sign = 1 if fact == "gained" else -1
        totals = [sum(f[2] for f in facts if f[0] == "life" and f[1] == p and f[2] * sign > 0)
                  * sign for p in players]
        return any(between(t, cond) for t in totals) if totals else False
    if fact == DAMAGE_TO_PLAYER:                      # CR 120.3; per player, in total
        return any(between(sum(f[2] for f in facts if f[0] == fact and f[1] == p), cond)
                   for p in players)
    if fact == "entered":                            # ("entered", controller, types, id)
        types, not_types = cond.get("types"), cond.get("not_types")
        n = sum(1 for f in facts if f[0] == "entered" and f[1] in players
                and (not types or set(f[2]) & types)
                and not (not_types and set(f[2]) & not_types)
                and not (cond.get("other") and f[3] == source.id)
                and (not cond.get("itself") or f[3] == source.id))
        return between(n, cond)
    if fact == "attacked_creatures":                 # ("attacked_with", id, player)
        n = len({f[1] for f in facts if f[0] == ATTACKED_WITH and f[2] in players})
    elif fact == "sacrificed":                       # ("sacrificed", player, card types)
        types = cond.get("types")
        n = sum(1 for f in facts if f[0] == "sacrificed" and f[1] in players
                and (not types or set(f[2]) & types))
    elif fact == "to_graveyard":          # ("to_graveyard", controller, types, owner)
        types = cond.get("types")
        n = sum(1 for f in facts if f[0] == "to_graveyard" and f[1] in players
                and (not types or set(f[2]) & types)
                and (not cond.get("yours") or f[3] == controller))
    elif fact == "left":                             # dying is leaving the battlefield too
        n = sum(1 for f in facts if f[0] in ("dies", "leaves") and f[1] in players)
    elif fact == "cast":                             # ("cast", player, types, spell id)
        types = cond.get("types")
        not_types = cond.get("not_types")
        mine = _spell_of(state, source) if cond.get("other") else None
        zone = cond.get("zone")
        n = sum(1 for f in facts if f[0] == "cast" and f[1] in players
                and (not types or set(f[2]) & types) and not (not_types and set(f[2]) & not_types)
                and not (mine is not None and f[3] == mine)
                and (zone is None or _moved_from(facts, f[3]) == zone))
    else:
        n = sum(1 for f in facts if f[0] == fact and f[1] in players)
    return between(n, cond)


def _spell_of(state: GameState, source: GameObject) -> int:
    """The spell this object is or was (CR 400.7): itself on the stack, else the spell
    that resolved into this permanent this turn (or itself: no spell)."""
    if source.zone == "stack":
        return source.id
    return next((f[1] for f in state.this_turn if f[0] == "moved" and f[2] == source.id
                 and f[3] == "stack"), source.id)


def _moved_from(facts: list[tuple[Any, ...]], spell: int) -> str | None:
    """The zone a spell was cast from (its "moved" fact to the stack)."""
    return next((f[3] for f in facts if f[0] == "moved" and f[2] == spell), None)


def _total_power(state: GameState, cond: Condition, source: GameObject, controller: int,
                 chars: Chars) -> bool:
    """"creatures you control have total power 8 or greater"; with `attacking`, the
    creatures attacking (pack tactics, checked as attackers are declared, CR 508.1)."""
    total = 0
    attacking = cond.get("attacking", False)
    for oid in state.battlefield:
        if attacking and not state.objects[oid].attacking:
            continue
        found = chars(oid)
        if found.controller == controller and "Creature" in found.types and found.power:
            total += max(found.power, 0)
    return between(total, cond)


def _different_powers(state: GameState, cond: Condition, source: GameObject,
                      controller: int, chars: Chars) -> bool:
    """"you control three or more creatures with different powers"."""
    powers = set()
    for oid in state.battlefield:
        found = chars(oid)
        if found.controller == controller and "Creature" in found.types \
                and found.power is not None:
            powers.add(found.power)
    return between(len(powers), cond)


def _control_greatest(state: GameState, cond: Condition, source: GameObject,
                      controller: int, chars: Chars) -> bool:
    """"you control the artifact with the greatest mana value or tied for the greatest mana
    value": among every permanent of that type, one of the controller's has the greatest
    value (none on the battlefield: false)."""
    kinds, what = cond.get("filter").types, cond.get("what")
    best, mine = None, None
    for oid in state.battlefield:
        found = chars(oid)
        if not kinds & found.types:
            continue
        value = getattr(found, what) or 0                   # no power is 0 (CR 208.5)
        best = value if best is None else max(best, value)
        if found.controller == controller:
            mine = value if mine is None else max(mine, value)
    return mine is not None and mine == best


def _any_life(state: GameState, cond: Condition, source: GameObject, controller: int,
              chars: Chars) -> bool:
    return any(between(p.life, cond) for p in state.players if not p.lost)


def _opponents(state: GameState, cond: Condition, source: GameObject, controller: int,
               chars: Chars) -> bool:
    return between(len(state.opponents(controller)), cond)


def _hand_most(state: GameState, cond: Condition, source: GameObject, controller: int,
               chars: Chars) -> bool:
    """"you have more cards in hand than each opponent"."""
    mine = len(state.players[controller].hand)
    return all(mine > len(state.players[o].hand) for o in state.opponents(controller))


def _cast_it(state: GameState, cond: Condition, source: GameObject, controller: int,
             chars: Chars) -> bool:
    """"if you cast it [from your hand]": the permanent was a spell its controller cast
    (CR 601.2), from `zone` if given; a spell about to enter is asked about itself."""
    return cast_from(state, source, controller, cond.get("zone"))


def cast_from(state: GameState, source: GameObject, controller: int, zone: str | None
              ) -> bool:
    """Was `source` (or the spell this permanent was) a spell `controller` cast this turn
    (CR 601.2), from `zone` if given?"""
    facts = state.this_turn
    spell = source.id
    if source.zone != "stack":
        spell = next((f[1] for f in facts if f[0] == "moved" and f[2] == source.id
                      and f[3] == "stack"), None)
        if spell is None:
            return False
    if not any(f[0] == "cast" and f[1] == controller and f[3:4] == (spell,) for f in facts):
        return False
    return zone is None or any(f[0] == "moved" and f[2] == spell and f[3] == zone
                               for f in facts)


def entered_from_graveyard(state: GameState, cond: Condition, controller: int,
                           data: tuple[Any, ...]) -> bool:
    """"if it entered from your graveyard or you cast it from your graveyard": the permanent
    of the enters event (CR 603.6a) moved there from a graveyard (its owner's, CR 404.2: "your"
    if `controller` owns it), or was a spell `controller` cast from one (CR 601.2); with
    `moved`, "when this creature enters from a graveyard": moved from one only."""
    ref = data[0] if data and isinstance(data[0], tuple) else None
    obj = state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else None
    if obj is None or (cond.get("yours") and obj.owner != controller):
        return False
    facts = state.this_turn
    if any(f[0] == "moved" and f[2] == obj.id and f[3] == "graveyard" for f in facts):
        return True
    return not cond.get("moved") and cast_from(state, obj, controller, "graveyard")


def name_unshared(state: GameState, controller: int, data: tuple[Any, ...]) -> bool:
    """The event's object has no name in common with another creature `controller`
    controls or a creature card in their graveyard (CR 201.2a); one with no name shares
    none (CR 201.2b)."""
    from tolaria.rules.layers import characteristics
    ref = data[0] if data and isinstance(data[0], tuple) else None
    obj = state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else None
    if obj is None:
        return False
    name = characteristics(state, obj).name
    if not name:
        return True
    for oid in state.battlefield:
        other = characteristics(state, state.objects[oid])
        if oid != obj.id and other.controller == controller and \
                "Creature" in other.types and other.name == name:
            return False
    return not any(state.objects[oid].name == name and "Creature" in state.objects[oid].card.types
                   for oid in state.players[controller].graveyard)


_OPS["this_turn"] = _this_turn


def leader(state: GameState, what: str, flt: ObjectFilter | None = None) -> int | None:
    """The one player with more life / cards in hand ("hand") / permanents matching `flt`
    ("control") than each other player still in the game; None on a tie for the most
    (CR 603.4, 800.4a)."""
    from tolaria.rules.layers import characteristics, chars_match
    counts = {p.index: 0 for p in state.players if not p.lost}
    for index in counts:
        player = state.players[index]
        counts[index] = player.life if what == "life" else len(player.hand) if what == \
            "hand" else 0
    if what == "control":
        for oid in state.battlefield:
            found = characteristics(state, state.objects[oid])
            if found.controller in counts and chars_match(found, flt, found.controller,
                                                          state.options.teams):
                counts[found.controller] += 1
    best = max(counts.values(), default=None)
    most = [index for index, n in counts.items() if n == best]
    return most[0] if len(most) == 1 else None


def _most(state: GameState, cond: Condition, source: GameObject, controller: int,
          chars: Chars) -> bool:
    """"if a player has more life than each other player" / "if that player controls more
    lands than each other player" (`who` "you": the player the condition is about)."""
    found = leader(state, cond.get("what"), cond.get("filter"))
    return found is not None and (cond.get("who") != "you" or found == controller)


_OPS[MOST] = _most


def _full_party(state: GameState, cond: Condition, source: GameObject, controller: int,
                chars: Chars) -> bool:
    """"if you have a full party": four creatures in your party (CR 700.8)."""
    from tolaria.rules.quantities import PARTY, evaluate
    return evaluate(state, controller, source, ("party",)) >= len(PARTY)


_OPS[FULL_PARTY] = _full_party
def _any(state: GameState, cond: Condition, source: GameObject, controller: int,
         chars: Chars) -> bool:
    """One condition of `parts` or another is true."""
    return any(_part(state, c, source, controller, chars) for c in cond.get("parts"))


_OPS["cast_it"] = _cast_it
_OPS[CAST_IN_MAIN] = lambda state, cond, source, controller, chars: any(
    f[0] == CAST_IN_MAIN and f[2] == source.id for f in state.this_turn)   # CR 505.1
_OPS["any"] = _any
_OPS[FIRST_SPELL_THIS_GAME] = lambda state, cond, source, controller, chars: (
    state.players[controller].spells_cast == 0)               # CR 601.2b, before 601.2i
_OPS["last_turn_casts"] = lambda state, cond, source, controller, chars: (
    sum(state.last_turn_casts) <= cond.get("total_at_most", 10 ** 9)
    and max(state.last_turn_casts, default=0) >= cond.get("one_at_least", 0))
_OPS["day_night"] = lambda state, cond, source, controller, chars: (
    state.day_night or "neither") == cond.get("which")                         # CR 728.1
_OPS["monarch"] = lambda state, cond, source, controller, chars: getattr(
    state, "monarch", None) in (state.opponents(controller) if cond.get(
        "who") == "opponent" else (controller,))                                # CR 722
_OPS["lands_played"] = lambda state, cond, source, controller, chars: between(
    state.players[controller].lands_played, cond)                             # CR 305.2a
_OPS["starting_player"] = lambda state, cond, source, controller, chars: (
    state.starting_player if state.starting_player is not None
    else state.options.starting_player) == controller                         # CR 103.1
_OPS["initiative"] = lambda state, cond, source, controller, chars: (
    state.initiative == controller)                                            # CR 723.1
_OPS["completed_dungeon"] = lambda state, cond, source, controller, chars: (
    cond.get("name") in state.players[controller].completed if cond.get("name")
    else state.players[controller].dungeons > 0)                               # CR 309.7
_OPS["control_commander"] = lambda state, cond, source, controller, chars: bool(
    state.commanders) and any(state.objects[oid].card_uid in state.commanders and chars(
        oid).controller == controller and not (
            cond.get("own") and state.objects[oid].owner != controller)
        for oid in state.battlefield)                                           # CR 903.3
_OPS.update(total_power=_total_power, any_life=_any_life, opponents=_opponents,
            hand_most=_hand_most, different_powers=_different_powers,
            control_greatest=_control_greatest)


def _spent(state: GameState, cond: Condition, source: GameObject, controller: int,
           chars: Chars) -> bool:
    """"if {U} was spent to cast it" (CR 601.2h): read by `tolaria.rules.mana_spent`."""
    from tolaria.rules import mana_spent
    return mana_spent.holds(state, cond, source)


_OPS["spent"] = _spent


def _source_attacked(state: GameState, cond: Condition, source: GameObject, controller: int,
                     chars: Chars) -> bool:
    """"Activate only if this creature attacked this turn" (boast, CR 702.142a): the same
    object was declared as an attacker this turn (CR 400.7)."""
    return any(f[0] == ATTACKED_WITH and f[1] == source.id for f in state.this_turn)


_OPS["source_attacked"] = _source_attacked
_OPS[DEALT_TO_PLAYER] = lambda state, cond, source, controller, chars: any(  # CR 400.7
    f[0] == DEALT_TO_PLAYER and f[1] == source.id and f[2] in state.opponents(controller)
    for f in state.this_turn)                          # "dealt damage to an opponent"
_OPS["source_this_turn"] = lambda state, cond, source, controller, chars: any(
    f[0] == cond.get("fact") and f[1] == source.id for f in state.this_turn)  # CR 400.7


def _phase_is(state: GameState, cond: Condition, source: GameObject, controller: int,
              chars: Chars) -> bool:
    """"it's your main phase" / "it's your combat phase" (CR 505.1, 506.1); "it's the first
    combat phase of the turn": no other combat phase has begun this turn (CR 500.8)."""
    from tolaria.rules.multiplayer import is_active
    phase = PHASE_OF[state.step]
    if not (phase.endswith("main") if cond.get("phase") == "main" else phase == "combat"):
        return False
    if cond.get("whose") == "you" and not is_active(state, controller):
        return False
    return not cond.get("first") or sum(1 for f in state.this_turn
                                        if f[0] == COMBAT_PHASE) <= 1


_OPS[PHASE_IS] = _phase_is


def _entered_x(state: GameState, cond: Condition, source: GameObject, controller: int,
               chars: Chars) -> bool:
    """"if X is 5 or more" (ravenous, CR 702.156a): the X of the spell this permanent
    entered from."""
    return between(entered_x(state, source), cond)


def entered_x(state: GameState, source: GameObject) -> int:
    """CR 107.3m: the X of the spell this permanent entered from (0 if it didn't come from
    the stack this turn)."""
    spell = next((f[1] for f in state.this_turn
                  if f[0] == "moved" and f[2] == source.id and f[3] == "stack"), None)
    x = state.objects[spell].x if spell is not None and spell in state.objects else 0
    return x or 0


_OPS["entered_x"] = _entered_x


def _class_level(state: GameState, cond: Condition, source: GameObject, controller: int,
                 chars: Chars) -> bool:
    """"as long as this Class is level N or more" (CR 716.2, 716.2d: 1 without a level)."""
    from tolaria.rules.keywords.class_level import level
    return source.zone == "battlefield" and between(level(source), cond)


_OPS["class_level"] = _class_level


def _solved(state: GameState, cond: Condition, source: GameObject, controller: int,
            chars: Chars) -> bool:
    """"this Case is solved" (CR 719.3b-c)."""
    from tolaria.rules.keywords.solved import is_solved
    return is_solved(source)


_OPS[SOLVED] = _solved


def _colors_among(state: GameState, cond: Condition, source: GameObject, controller: int,
                  chars: Chars) -> bool:
    """"there are five colors among permanents you control" (CR 105.2)."""
    from tolaria.rules.quantities import evaluate
    return between(evaluate(state, controller, source, ("colors_among", cond.get("filter"))),
                   cond)


_OPS["colors_among"] = _colors_among


def _blessed(state: GameState, cond: Condition, source: GameObject, controller: int,
             chars: Chars) -> bool:
    """"if you have the city's blessing" (CR 702.131c)."""
    from tolaria.rules.keywords.ascend import has_blessing
    return has_blessing(state, controller, chars)


_OPS["blessed"] = _blessed


def _ring_bearer(state: GameState, cond: Condition, source: GameObject, controller: int,
                 chars: Chars) -> bool:
    """"if you control a Ring-bearer": the designated permanent, on the battlefield under
    your control (CR 701.52e), judged with `chars` (in the layers, the characteristics
    being computed)."""
    oid = state.players[controller].ring_bearer
    obj = state.objects.get(oid) if oid is not None else None
    return obj is not None and obj.zone == "battlefield" and \
        chars(oid).controller == controller


_OPS["ring_bearer"] = _ring_bearer
_OPS["tribute_unpaid"] = lambda state, cond, source, controller, chars: (
    ("tribute", "paid") not in source.chosen)                    # CR 702.104b


def _in_graveyard(state: GameState, cond: Condition, source: GameObject, controller: int,
                  chars: Chars) -> bool:
    """"if this card is in your graveyard" (CR 603.4): still that card there (CR 400.7)."""
    return source.zone == "graveyard"


_OPS["in_graveyard"] = _in_graveyard


def _exiled_creature_card(state: GameState, cond: Condition, source: GameObject,
                          controller: int, chars: Chars) -> bool:
    """"as long as a card exiled with this creature is a creature card" (CR 607.2a)."""
    from tolaria.rules.layers import exiled_creature_card
    return exiled_creature_card(state, source.id) is not None


_OPS[EXILED_CREATURE_CARD] = _exiled_creature_card
_OPS["most_life"] = lambda state, cond, source, controller, chars: all(   # CR 119.1
    p.life <= state.players[controller].life for p in state.players if not p.lost)
_OPS["source_zone"] = lambda state, cond, source, controller, chars: (
    source.zone in cond.get("zones"))    # "if Edgar is in the command zone or on the
#                                          battlefield": that object still (CR 603.4, 400.7)


def _devoured(state: GameState, cond: Condition, source: GameObject, controller: int,
              chars: Chars) -> bool:
    """"if it devoured a creature" (CR 702.82b)."""
    from tolaria.rules.keywords.riot import devoured_count
    return devoured_count(source) > 0


_OPS[DEVOURED] = _devoured
