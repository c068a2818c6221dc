"""Effect steps: what each `Effect(op, params)` of the IR does when it resolves.

A handler gets the resolving stack object and the effect, performs it
through `tolaria.rules.events`, and returns None, or a `Decision` when a player
must choose first (the resolution frame keeps the place, and the handler is
called again with the answer).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, ObjectFilter, layer_effect, token_def
from tolaria.data.objects import GameObject, Ref
from tolaria.data.state import (
    ContinuousEffect,
    GameState,
    PreventionShield,
    RegenerationShield,
)
from tolaria.data.vocabulary import (
    ATTACKERS_COUNT,
    ATTACKING_OPPONENT,
    BURIED_COUNT,
    CHOSE_TO,
    CHOSEN_PLAYER,
    CONTROLLING,
    COST_EXILED,
    DESTROYED_COUNT,
    DESTROYED_POWER,
    DIDNT_DISCARD,
    DIDNT_PAY,
    DIE_RESULT,
    DISCARDED_COUNT,
    DOER,
    DRAWN_THIS_WAY,
    ENERGY_PAID,
    EVENT_SPELL,
    EXCESS_DAMAGE,
    EXILED_COUNT,
    EXILED_MANA_VALUE,
    EXILED_OWNERS,
    FOES,
    FRIENDS,
    GIFT_RECIPIENT,
    HALF,
    MANA_PAID,
    MANIFESTED_COUNT,
    MEASURED,
    MILLED_COUNT,
    MOST,
    MOST_DISCARDED,
    OF_OWNER,
    OTHER_OPPONENTS,
    OTHERS,
    REMOVED_COUNT,
    RETURNED_COUNT,
    REVEALED_CARD,
    REVEALED_COUNT,
    SACRIFICED_COUNT,
    SAME_NAME_IN_GRAVEYARDS,
    SHARES_CREATURE_TYPE,
    SPELL_COLORS,
    TAPPED_COUNT,
    TAPPED_FOR_COST,
    TIMES_PAID,
    TOP_CARD,
    UNABLE,
    UNTARGETABLE_BY_OPPONENTS,
    VOTES,
    ZONE_COUNTS,
)
from tolaria.rules import events, multiplayer, triggers, zones
from tolaria.rules.conditions import leader
from tolaria.rules.keywords import indestructible
from tolaria.rules.layers import current_name, ref_name
from tolaria.rules.quantities import evaluate, mana_value_with_x

Handler = Callable[[GameState, GameObject, Effect, "tuple[Any, ...] | None"], "Decision | None"]
HANDLERS: dict[str, Handler] = {}


def handler(op: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        HANDLERS[op] = fn
        return fn
    return register


def run(state: GameState, item: GameObject, eff: Effect, answer: tuple | None) -> Decision | None:
    return HANDLERS[eff.op](state, item, eff, answer)


# -- reading an effect's references ---------------------------------------------------

def source_of(state: GameState, item: GameObject) -> GameObject:
    """The object that does the effect: the spell itself, or an ability's source (CR 113.7)."""
    if item.source_id is None:
        return item
    return state.objects.get(item.source_id, item)


def amount(item: GameObject, value: Any, state: GameState | None = None) -> int:
    """An amount: a number, "X" (CR 107.3), or ("power", whose) read from an object."""
    if isinstance(value, tuple) and value[0] == "event_amount":     # "that much" (CR 603.2)
        data = item.trigger_data
        return data[1] if len(data) > 1 and isinstance(data[1], int) else 0
    if isinstance(value, tuple) and state is not None:
        return quantity(state, item, value)
    return item.x if value == "X" else int(value)


def same_name_in_graveyards(state: GameState, item: GameObject) -> int:
    """The cards in all graveyards with the name of the spell the trigger is about, as it
    is now or last existed on the stack (CR 201.2, 608.2h)."""
    from tolaria.rules.layers import characteristics
    ref = item.trigger_data[0] if item.trigger_data else None
    spell = state.objects.get(ref[1]) if isinstance(ref, tuple) and ref[0] == "object" \
        else None
    if spell is None:
        return 0
    name = characteristics(state, spell).name
    return sum(1 for player in state.players for oid in player.graveyard
               if characteristics(state, state.objects[oid]).name == name)


def quantity(state: GameState, item: GameObject, value: tuple[str, Any]) -> int:
    """("power" | "toughness" | "mana_value", whose) of a referenced object (CR 608.2h).

    A negative result counts as 0 (CR 107.1b).
    """
    if value[0] == "times":                                   # "N for each ...", "-X"
        return value[1] * amount(item, value[2], state)
    if value[0] == "plus":                                    # "1 plus the number of ..."
        return value[1] + amount(item, value[2], state)
    if value[0] == "sum":                                     # "... in exile and in your
        return sum(amount(item, v, state) for v in value[1:])  # graveyard" (CR 406.1)
    if value[0] == "minus":                                   # "3 minus the number of ..."
        return max(0, amount(item, value[1], state) - amount(item, value[2], state))
    if value[0] == "of_player" and value[1] == "defending":     # "... defending player
        found = defending_players(state, item)                 # controls" (CR 506.2)
        return evaluate(state, found[0], source_of(state, item), value[2]) if found else 0
    if value[0] == "of_player":                    # "... target opponent controls"
        ref = target_ref(item, value[1])
        if ref is None or ref[0] != "player":
            return 0
        return evaluate(state, ref[1], source_of(state, item), value[2])
    if value[0] == OF_OWNER:                       # "that graveyard": the target card's
        ref = target_ref(item, value[1])           # owner's (CR 404.1, 608.2h)
        card = state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else None
        if card is None:
            return 0
        return evaluate(state, card.owner, source_of(state, item), value[2])
    if value[0] == DIE_RESULT:                     # "the result" of the roll (CR 706.4),
        rolled = dict(item.chosen).get(DIE_RESULT)  # or of the roll a reflexive ability
        if rolled is None:                          # triggered on (CR 603.12)
            rolled = next((d[1] for d in item.trigger_data if isinstance(d, tuple)
                           and len(d) == 2 and d[0] == DIE_RESULT), 0)
        return int(rolled)
    if value[0] == SPELL_COLORS:                   # "for each of that spell's colors"
        chars = referenced(state, item, value[1])   # (CR 105.2, 608.2h)
        return len(chars.colors) if chars is not None else 0
    if value[0] == SAME_NAME_IN_GRAVEYARDS:        # the Shrines (CR 201.2, 608.2h)
        return same_name_in_graveyards(state, item)
    if value[0] == TOP_CARD:                       # "that card's mana value" (608.2h)
        return top_card_value(state, item.controller, value[1])
    if value[0] == REVEALED_CARD:                  # the card revealed at random (608.2c)
        return revealed_card_value(state, item, value[1])
    if value[0] == HALF:                           # "half ..., rounded down" (107.1a)
        whole = amount(item, value[1], state)
        return whole // 2 if value[2] == "down" else -(-whole // 2)
    if value[0] == EXCESS_DAMAGE:                  # "the excess damage dealt this way"
        return int(dict(item.chosen).get(EXCESS_DAMAGE, 0))                 # (CR 120.10)
    if value[0] == "heads":                        # "the number of coins that came up heads"
        return int(dict(item.chosen).get("heads", "0"))                     # (CR 705.1)
    if value[0] == EXILED_COUNT:                   # "for each creature card exiled this
        return remembered_count(state, item, EXILED_THIS_WAY, value[1])     # way" (608.2c)
    if value[0] == MEASURED:                       # "dealt damage this way" (608.2c)
        from tolaria.rules.effects.replacements import measured
        return measured(item)
    if value[0] == DESTROYED_POWER:                # "their total power" (608.2c)
        return destroyed_power(state, item)
    if value[0] == DESTROYED_COUNT:                # "for each creature destroyed this
        return remembered_count(state, item, DESTROYED_POWER, value[1])     # way" (608.2h)
    if value[0] == VOTES:                          # "for each death vote" (701.32a)
        return int(dict(item.chosen).get(f"votes for {value[1]}", 0))
    if value[0] == MANIFESTED_COUNT:               # "for each card manifested this way"
        return remembered_count(state, item, MANIFESTED_THIS_WAY, value[1])  # (608.2c)
    if value[0] == DISCARDED_COUNT:                # "for each nonland card discarded
        return remembered_count(state, item, DISCARDED_THIS_WAY, value[1])  # this way"
    if value[0] == MOST_DISCARDED:                 # "the greatest number of cards a player
        return most_discarded(state, item)         # discarded this way" (CR 608.2c)
    if value[0] == BURIED_COUNT:                   # "for each card put into your graveyard
        return remembered_count(state, item, BURIED_THIS_WAY, value[1])     # this way"
    if value[0] == EXILED_MANA_VALUE:              # "the mana value of the exiled card":
        return sum(state.objects[c].card.mana_value          # of each, in total (202.3)
                   for c in exiled_with_source(state, item))
    if value[0] == RETURNED_COUNT:                 # "for each card returned to your hand
        return remembered_count(state, item, RETURNED_THIS_WAY, value[1])   # this way"
    if value[0] == REMOVED_COUNT:                  # "that many" counters removed (608.2c)
        return int(dict(item.chosen).get(REMOVED_COUNT, 0))
    if value[0] == REVEALED_COUNT:                 # "for each nonland card revealed this
        return remembered_count(state, item, REVEALED_THIS_WAY, value[1])   # way" (608.2c)
    if value[0] == MILLED_COUNT:                   # "at least one Zombie card is milled
        return remembered_count(state, item, MILLED_THIS_WAY, value[1])     # this way"
    if value[0] == UNABLE:                         # "for each opponent who can't" (609.3)
        return len(dict(item.chosen).get(UNABLE, ()))
    if value[0] == SHARES_CREATURE_TYPE:           # CR 205.3m, 608.2h
        return _sharing_type(state, item, value[1], value[2])
    if value[0] == ENERGY_PAID:                    # the energy just paid (CR 107.14)
        return int(dict(item.chosen).get(ENERGY_PAID, 0))
    if value[0] == TAPPED_COUNT:                   # "for each creature tapped this way"
        return int(dict(item.chosen).get(TAPPED_COUNT, 0))                  # (CR 608.2c)
    if value[0] == SACRIFICED_COUNT:               # "that many": sacrificed (CR 608.2c)
        return int(dict(item.chosen).get(SACRIFICED_COUNT, 0))
    if value[0] == ATTACKERS_COUNT:                # "that many": the attackers (508.1)
        return next((d[1] for d in item.trigger_data if isinstance(d, tuple) and len(d) == 2
                     and d[0] == ATTACKERS_COUNT), 0)
    if value[0] == MANA_PAID:                      # "that many": the mana paid (107.1c)
        return int(dict(item.chosen).get(MANA_PAID, 0))
    if value[0] == TIMES_PAID:                     # "that many": times paid (CR 603.12)
        from tolaria.rules.effects.paying import times_paid
        return times_paid(item)
    if value[0] == "spent":                        # mana spent to cast it (CR 601.2h)
        from tolaria.rules import mana_spent
        return mana_spent.quantity(state, value, source_of(state, item),
                                   mana_spent.event_spell(state, item.trigger_data))
    if value == ("blocking", "event"):             # creatures blocking that creature (509.1)
        blocked = target_object(state, item, "event")
        return 0 if blocked is None else sum(
            1 for oid in state.battlefield if blocked.id in state.objects[oid].blocking)
    if value[0] in ZONE_COUNTS:                               # counted now (CR 608.2h)
        return evaluate(state, item.controller, source_of(state, item), value)
    what, whose = value
    if what == "mana_value" and (whose == "event" or isinstance(whose, int)):
        spell = target_object(state, item, whose)              # "that spell's mana value"
        if spell is not None and spell.zone in ("stack", "gone:stack"):
            return mana_value_with_x(spell)                    # with its X (CR 202.3e)
    chars = referenced(state, item, whose)
    found = getattr(chars, what) if chars is not None else 0
    return max(0, found or 0)


def top_card_value(state: GameState, player: int, what: str) -> int:
    """The mana value / power / toughness of the top card of `player`'s library (CR 401.5,
    202.3, 208.2); 0 with none there (CR 107.1b)."""
    from tolaria.rules.layers import characteristics
    cards = state.players[player].library
    if not cards:
        return 0
    found = getattr(characteristics(state, state.objects[cards[-1]]), what)
    return max(0, found or 0)


def revealed_card_value(state: GameState, item: GameObject, what: str) -> int:
    """The mana value / power / toughness of the card this object's instruction revealed
    (`REVEALED_THIS_WAY`); 0 with none revealed (CR 107.1b, 608.2c)."""
    from tolaria.rules.layers import characteristics
    found = remembered(state, item, REVEALED_THIS_WAY)
    if not found:
        return 0
    return max(0, getattr(characteristics(state, state.objects[found[0]]), what) or 0)


@handler("reveal_random")
def _reveal_random(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Target player reveals a card at random from their hand": the game picks it with its
    random source (CR 701.16a); it stays in the hand, remembered for "that card"."""
    for player in players_of(state, item, eff.get("who")):
        hand = state.players[player].hand
        if not hand:
            continue
        card = state.objects[state.rng.choice(list(hand))]
        remember_revealed(item, [card])
        state.say(f"{state.players[player].name} reveals {current_name(state, card)} at "
                  "random", "701.16a")
    state.changed()


def _sharing_type(state: GameState, item: GameObject, flt: Any, whose: Any) -> int:
    """The other permanents matching `flt` with a creature type in common with the object
    `whose` names (changelings have them all, CR 702.73a)."""
    from tolaria.rules.choices import CREATURE_TYPES
    from tolaria.rules.layers import characteristics, matches
    chars = referenced(state, item, whose)
    if chars is None:
        return 0
    kinds = set(chars.subtypes) & CREATURE_TYPES
    source = source_of(state, item)
    ref = target_ref(item, whose) if isinstance(whose, int) else None
    it = state.objects.get(ref[1]) if ref is not None else target_object(state, item, whose)
    return sum(1 for oid in state.battlefield if it is None or oid != it.id
               and matches(state, flt, state.objects[oid], item.controller, source)
               and kinds & set(characteristics(state, state.objects[oid]).subtypes))


def counted(state: GameState, item: GameObject, what: str, which: Any) -> int:
    """"The number of [permanents] you control" (`which` a filter from the controller's
    point of view) or "cards in your hand" (CR 608.2h: counted as the effect happens)."""
    if what == "hand":
        return len(state.players[item.controller].hand)
    from tolaria.rules.layers import matches
    return sum(1 for oid in state.battlefield
               if matches(state, which, state.objects[oid], item.controller))


def referenced(state: GameState, item: GameObject, whose: Any) -> Any:
    """The characteristics of the object an effect refers to: a target index, "self" (the
    source), "enchanted"/"equipped" or "sacrificed" (what paid the cost, CR 118.8). The current values if it is
    still where it was expected, else its last known information (CR 608.2h, 113.7a)."""
    from tolaria.rules.layers import characteristics
    if whose == "sacrificed":
        return next((chars for kind, chars in item.paid if kind == "sacrifice"), None)
    if whose == COST_EXILED:                     # "the exiled card's power" (602.2b)
        return next((chars for kind, chars in item.paid if kind == "exile"), None)
    if whose == TAPPED_FOR_COST:                 # "the creature tapped this way" (608.2h)
        oid = next((v for kind, v in item.paid if kind == TAPPED_FOR_COST), None)
        tapped = state.objects.get(oid) if oid is not None else None
        return characteristics(state, tapped) if tapped is not None else None
    if whose == "self":
        obj = source_of(state, item)
    elif whose in ("event", "event_source", "created", "enchanted", "equipped", EVENT_SPELL):
        obj = target_object(state, item, whose)  # the trigger's event (603.2), the token just
        #                                          created (CR 111.1), the host (CR 113.7a)
    else:
        ref = target_ref(item, whose)
        obj = state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else None
    return characteristics(state, obj) if obj is not None else None


def target_ref(item: GameObject, which: Any) -> Ref | None:
    """The chosen target `which` (an index), or None if it became illegal (CR 608.2b)."""
    if isinstance(which, int):
        return item.targets[which] if which < len(item.targets) else None
    return None


def target_object(state: GameState, item: GameObject, which: Any) -> GameObject | None:
    """The object `which` names: a target index, "self" (the source, if still on the
    battlefield), "enchanted"/"equipped" (what the source is attached to) or "event"
    (the object the triggering event was about, CR 603.2)."""
    if which == "self":
        source = state.objects.get(item.source_id) if item.source_id else None
        return source if source is not None and source.zone == "battlefield" else None
    if which in ("enchanted", "equipped"):
        return attached_host(state, item)
    if which == "event":
        data = item.trigger_data
        ref = data[0] if data and isinstance(data[0], tuple) else None
        return state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else None
    if which == "moved":                    # what this effect put onto the battlefield
        return delayed.moved_object(state, item)                 # (CR 400.7j)
    if which == "created" or isinstance(which, tuple) and which[0] == "created":
        from tolaria.rules.effects.tokens import created_object
        return created_object(state, item, which)           # "it": the token just created
    if which == EVENT_SPELL:                # the spell that targeted it (CR 603.2)
        data = item.trigger_data
        ref = data[1] if len(data) > 1 and isinstance(data[1], tuple) else None
        return state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else None
    if which == "event_source":             # the creature that dealt the combat damage
        data = item.trigger_data
        ref = data[2] if len(data) > 2 and isinstance(data[2], tuple) else None
        return state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else None
    ref = target_ref(item, which)
    if ref is None or ref[0] != "object":
        return None
    return state.objects.get(ref[1])


def attached_host(state: GameState, item: GameObject) -> GameObject | None:
    """"Enchanted creature" / "equipped creature": the permanent the ability's source (an
    Aura, an Equipment) is attached to, or, once the source has left the battlefield
    (sacrificed to pay the cost, destroyed or bounced in response), the one it was attached
    to as it last existed there (CR 113.7a, 608.2h; the departed object keeps its
    `attached_to`). The host is returned wherever it is: effects touch it only if it is
    still on the battlefield as the same object (CR 400.7)."""
    source = state.objects.get(item.source_id) if item.source_id is not None else None
    if source is None or source.zone not in ("battlefield", "gone:battlefield"):
        return None
    return state.objects.get(source.attached_to) if source.attached_to is not None else None


def defending_players(state: GameState, item: GameObject) -> list[int]:
    """"defending player" in an attack trigger (CR 506.2): the player the attacking
    creature attacks, the one its event is about ("whenever a creature you control
    attacks") or else its source. Once it has left combat, in a two-player game that is
    still the attacking player's opponent (`afflict.defending_player`)."""
    from tolaria.rules.keywords.afflict import defending_player
    data = item.trigger_data
    first = data[0] if data and isinstance(data[0], tuple) else None
    attacker = state.objects.get(first[1]) if first is not None and first[0] == "object" \
        else state.objects.get(item.source_id) if item.source_id is not None else None
    player = defending_player(state, attacker) if attacker is not None else None
    return [player] if player is not None else []


def players_of(state: GameState, item: GameObject, who: Any) -> list[int]:
    if who == "you":
        return [item.controller]
    if who == "each":                                           # CR 101.4, 801.10
        return multiplayer.players_in_range(state, item.controller, state.apnap())
    if isinstance(who, tuple) and who[0] == "controller":      # "its controller" (CR 608.2h)
        ref = target_ref(item, who[1])
        if ref is not None and ref[0] == "player":   # "that player or that planeswalker's
            return [ref[1]]                          # controller": a player was chosen
        chars = referenced(state, item, who[1])
        return [chars.controller] if chars is not None else []
    if isinstance(who, tuple) and who[0] == "owner":          # "the owner of target
        ref = target_ref(item, who[1])                         # permanent" (CR 108.3)
        obj = state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else None
        return [obj.owner] if obj is not None else []
    if isinstance(who, tuple) and who[0] == "player_or_controller":   # "that player or that
        ref = target_ref(item, who[1])                   # planeswalker's controller" (115.4)
        if ref is not None and ref[0] == "player":
            return [ref[1]]
        return players_of(state, item, ("controller", who[1])) if ref is not None else []
    if who in (UNABLE, DIDNT_DISCARD, DIDNT_PAY):  # "each player who can't" (609.3), "each
        return list(dict(item.chosen).get(who, ()))   # opponent who didn't discard ..."
    if isinstance(who, tuple) and who[0] == CONTROLLING:    # "each player who controls a
        from tolaria.rules.layers import matches  # <permanent>" (CR 608.2h)
        return [p for p in players_of(state, item, "each") if any(
            state.objects[o].controller == p and matches(state, who[1], state.objects[o], p)
            for o in state.battlefield)]
    if who == CHOSE_TO:                     # "each player may ...": those who chose to
        return list(dict(item.chosen).get(CHOSE_TO, ()))           # (CR 101.4, 608.2d)
    if who == DOER:                         # the player who chose to do it ("any opponent
        found = dict(item.chosen).get(DOER)             # may ...", `effects.conditional`)
        return [found] if found is not None else []
    if who in (FRIENDS, FOES):              # "each friend", "each foe" (CR 608.2d, 101.4)
        from tolaria.rules.effects.friends import chosen
        return chosen(state, item, who)
    if who == GIFT_RECIPIENT:               # the opponent promised the gift (CR 702.174a)
        return [p for k, p in item.chosen if k == GIFT_RECIPIENT and p is not None
                and not state.players[p].lost]
    if who == OTHERS:                                           # "each other player"
        return [p for p in players_of(state, item, "each") if p != item.controller]
    if who == OTHER_OPPONENTS:                  # "each other opponent" (CR 102.3, 603.2)
        return [p for p in players_of(state, item, "opponents")
                if p not in players_of(state, item, "event")]
    if who == "opponents":                                      # "each opponent" (CR 102.3)
        return [p for p in players_of(state, item, "each") if p != item.controller
                and multiplayer.is_opponent(state, item.controller, p)]
    if who == "defending":                  # the player the attacker attacks (CR 506.2)
        return defending_players(state, item)
    if isinstance(who, tuple) and who[0] == CHOSEN_PLAYER[0]:    # the one its permanent
        found = who[1]                                           # chose (CR 607.2d)
        return [found] if type(found) is int and not state.players[found].lost else []
    if who == EXILED_OWNERS:                # "the exiled card's owner" (CR 607.2a)
        return [p.index for p in state.players if any(
            state.objects[c].owner == p.index for c in exiled_with_source(state, item))]
    if isinstance(who, tuple) and who[0] == MOST:    # "the player with the most life"
        found = leader(state, who[1], who[2])
        return [found] if found is not None else []
    if who == ATTACKING_OPPONENT:           # "each opponent attacking that player" (508.3b)
        found = players_of(state, item, "event")
        return [p for p in found if multiplayer.is_opponent(state, item.controller, p)]
    if who == "event":                      # "that player": the one the trigger was about
        data = item.trigger_data
        ref = data[0] if data and isinstance(data[0], tuple) else None
        return [ref[1]] if ref is not None and ref[0] == "player" else []
    ref = target_ref(item, who)
    return [ref[1]] if ref is not None and ref[0] == "player" else []


# -- handlers -------------------------------------------------------------------------

@handler("damage")
def _damage(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """CR 120.3. "Can't be prevented" (CR 615.12) is `unpreventable`; `instead` holds the
    spell's own "... instead" (self-replacement effects, CR 614.15). A `target` of "event"
    is the permanent the trigger event was about, if still on the battlefield (CR 603.2)."""
    ref = target_ref(item, eff.get("target"))
    if eff.get("target") == "event":
        victim = target_object(state, item, "event")
        ref = ("object", victim.id) if victim is not None and victim.zone == "battlefield" \
            else None
    if ref is None:
        return None
    return events.happen(state, events.Damage(
        source_of(state, item).id, ref, amount(item, eff.get("amount"), state),
        preventable=not eff.get("unpreventable", False), instead=eff.get("instead", ())))


@handler("draw")
def _draw(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """CR 121.2: each player in turn (CR 101.4); a draw may wait for a choice (dredge).
    With `reveal` ("Draw three cards and reveal them."), the cards drawn are revealed (CR
    701.16a) and kept under DRAWN_THIS_WAY: those in the hand now that were in the library
    before (a card a replacement put there instead wasn't drawn, CR 614.6)."""
    n = amount(item, eff.get("amount"), state)
    who = players_of(state, item, eff.get("who"))
    if eff.get("reveal") and len(who) == 1 and BEFORE_DRAWING not in dict(item.chosen):
        p = state.players[who[0]]
        item.chosen += ((BEFORE_DRAWING, " ".join(
            str(state.objects[o].card_uid) for o in p.library)),)
    decision = events.draw_steps(state, item, [(p, n) for p in who])
    if decision is not None or not eff.get("reveal") or len(who) != 1:
        return decision
    before = set(dict(item.chosen).pop(BEFORE_DRAWING, "").split())
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != BEFORE_DRAWING)
    drawn = [state.objects[o] for o in state.players[who[0]].hand
             if str(state.objects[o].card_uid) in before]
    _remember(item, DRAWN_THIS_WAY, drawn)
    if drawn:
        state.say(f"{state.players[who[0]].name} reveals "
                  f"{', '.join(current_name(state, o) for o in drawn)}", "701.16a")
    return None


@handler("discard_drawn")
def _discard_drawn(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"If it isn't a land card, discard it." after "Draw a card and reveal it.": the cards
    drawn this way still in the hand that match the filter are discarded (CR 701.8a,
    608.2c)."""
    from tolaria.rules.layers import characteristics, chars_match
    batch = [events.discarded(state, state.objects[oid])
             for oid in remembered(state, item, DRAWN_THIS_WAY)
             if state.objects[oid].zone == "hand" and chars_match(
                 characteristics(state, state.objects[oid]), eff.get("filter"),
                 item.controller, state.options.teams)]
    return events.happen(state, *batch) if batch else None


@handler("mill")
def _mill(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """CR 701.13a: each player's top cards go to the graveyard at once."""
    players = players_of(state, item, eff.get("who"))
    counts = events.mill_counts(state, item, {p: amount(item, eff.get("amount"), state)
                                              for p in players})         # CR 614.1a
    if isinstance(counts, Decision):
        return counts
    milled = {p: events.milled(state, p, n) for p, n in counts.items()}
    batch = [e for moves in milled.values() for e in moves]
    if eff.get("remember"):               # "... from among them": the cards milled
        found = events.happen_for(state, *batch)
        if isinstance(found, Decision):
            return found
        _remember(item, MILLED_THIS_WAY, [o for o in found if o is not None
                                          and o.zone == "graveyard"])         # CR 701.13b
    elif (decision := events.happen(state, *batch)) is not None:
        return decision
    events.milling_done(item)
    for p, batch in milled.items():
        state.say(f"{state.players[p].name} mills {len(batch)} card"
                  f"{'s' if len(batch) != 1 else ''}", "701.13a")
    return None


@handler("gain_life")
def _gain_life(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    return events.happen(state, *(events.LifeGain(p, amount(item, eff.get("amount"), state))
                                  for p in players_of(state, item, eff.get("who"))))


@handler("destroy")
def _destroy(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """CR 701.7; "It can't be regenerated" (CR 701.15c) is `no_regenerate`."""
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "battlefield":
        return None
    return destroy_at_once(state, [victim], not eff.get("no_regenerate", False),
                           item if eff.get("remember") else None)


@handler("exile")
def _exile(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """CR 406.2: a permanent, or a spell ("exile target spell": it leaves the stack, it
    isn't countered, CR 701.5a)."""
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone not in ("battlefield", "stack") or victim.is_ability:
        return None
    found = events.happen_for(state, events.leaving(
        victim, "exile", f"{current_name(state, victim)} is exiled", "406.2"))
    if isinstance(found, Decision):
        return found
    if item.source_id is not None and found[0] is not None and found[0].zone == "exile":
        for card in zones.found_card(state, found[0]):          # CR 712.21c, 727.3c
            state.exiled_with.append((item.source_id, card.id))  # "the exiled card" (607.2a)
        state.changed()
    return None


@handler("destroy_all")
def _destroy_all(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """"Destroy all creatures": which ones is determined once, then all go at once (CR 608.2h),
    as one batch of events; "They can't be regenerated" is `no_regenerate` (CR 701.15c);
    "with mana value X or less": its X (CR 107.3)."""
    from tolaria.rules.layers import matches
    from tolaria.rules.targets import counted_filter, filter_with_x
    source = source_of(state, item)                    # "all other creatures" (CR 109.5)
    flt = counted_filter(state, filter_with_x(eff.get("filter"), item.x), item.controller,
                         source)
    victims = [state.objects[oid] for oid in state.battlefield
               if matches(state, flt, state.objects[oid], item.controller, source)
               and multiplayer.object_in_range(state, item.controller, state.objects[oid])]
    if eff.get("created_with"):               # "all tokens created with this enchantment"
        from tolaria.rules.effects.tokens import created_with
        victims = [v for v in victims if created_with(state, v, item.source_id)]
    return destroy_at_once(state, victims, not eff.get("no_regenerate", False),
                           item if eff.get("remember") else None)


@handler("destroy_attached")
def _destroy_attached(state: GameState, item: GameObject, eff: Effect, answer: Any
                      ) -> Decision | None:
    """"Destroy all Equipment attached to that creature": the Auras / Equipment attached
    to it as this happens, all at once (CR 301.5, 303.4, 608.2h, 701.8)."""
    from tolaria.rules.layers import characteristics
    host = target_object(state, item, eff.get("host"))
    if host is None or host.zone != "battlefield":
        return None
    kinds = set(eff.get("subtypes"))
    victims = [state.objects[oid] for oid in state.battlefield
               if state.objects[oid].attached_to == host.id
               and kinds & set(characteristics(state, state.objects[oid]).subtypes)]
    return destroy_at_once(state, victims, True)


# `GameObject.chosen` key: the cards a mill instruction put into a graveyard ("put a land
# card from among them into your hand", CR 701.13b, 608.2c)
MILLED_THIS_WAY = "milled this way"
# `GameObject.chosen` key: the cards of the library before "draw N cards and reveal them"
# drew (`_draw`)
BEFORE_DRAWING = "library before drawing"


# `GameObject.chosen` key: the cards a destroy instruction put into graveyards ("Return each
# card put into a graveyard this way ...", CR 608.2c, 400.7)
DESTROYED_THIS_WAY = "put into a graveyard this way"
# `GameObject.chosen` key: the cards an exile instruction put into exile ("put all cards
# they exiled this way onto the battlefield", "for each creature card exiled this way",
# CR 608.2c, 400.7)
EXILED_THIS_WAY = "exiled this way"


def remember_exiled(item: GameObject, found: list[GameObject | None]) -> None:
    """Keep the cards an exile instruction moved that are in exile (each a new object, CR
    400.7) under `EXILED_THIS_WAY`, for the instructions after it that say "this way"."""
    _remember(item, EXILED_THIS_WAY, [o for o in found if o is not None and o.zone == "exile"])


# `GameObject.chosen` key: the permanents an exile instruction moved, as they last existed
# on the battlefield, for "its controller" of "each creature exiled this way" (CR 608.2h)
EXILED_PERMANENTS = "permanents exiled this way"


def remember_exiled_permanents(item: GameObject, victims: list[GameObject],
                               found: list[GameObject | None]) -> None:
    """Keep the cards an exile instruction moved under `EXILED_THIS_WAY`, and the
    permanents they were (each `victims[i]` became `found[i]`) under `EXILED_PERMANENTS`."""
    remember_exiled(item, found)
    _remember(item, EXILED_PERMANENTS, [v for v, o in zip(victims, found, strict=True)
                                        if o is not None and o.zone == "exile"])


def record_exiled_with(state: GameState, item: GameObject,
                       found: list[GameObject | None]) -> None:
    """The cards a permanent's ability moved to exile, linked to that permanent for its
    "the exiled cards" / "all cards exiled with it" (CR 607.2a): each a new object (400.7)."""
    if item.source_id is None:
        return
    for card in found:
        if card is not None and card.zone == "exile":
            for exiled in zones.found_card(state, card):       # CR 712.21c, 727.3c
                state.exiled_with.append((item.source_id, exiled.id))
    state.changed()


PUT_THIS_WAY = "put onto the battlefield this way"
# the permanents manifested by one or more instructions of the resolving object (CR 608.2c)
MANIFESTED_THIS_WAY = "manifested this way"


def remember_manifested(state: GameState, item: GameObject, found: list[GameObject | None]
                        ) -> None:
    """Add the permanents an instruction manifested to those kept under
    `MANIFESTED_THIS_WAY`: "up to two target players each manifest ..." is one instruction
    per player, all counted by "for each card manifested this way"."""
    before = [state.objects[i] for i in remembered(state, item, MANIFESTED_THIS_WAY)]
    _remember(item, MANIFESTED_THIS_WAY, [*before, *(o for o in found if o is not None)])
BURIED_THIS_WAY = "put into the graveyard this way"


def remember_buried(item: GameObject, found: list[GameObject | None]) -> None:
    """Keep the cards an instruction put into a graveyard (new objects, CR 400.7) under
    `BURIED_THIS_WAY`, for "each card put into your graveyard this way" after it."""
    _remember(item, BURIED_THIS_WAY, [o for o in found
                                      if o is not None and o.zone == "graveyard"])


RETURNED_THIS_WAY = "returned to your hand this way"


def remember_returned(item: GameObject, found: list[GameObject | None]) -> None:
    """Keep the cards a return instruction put into the hand of the player the ability is
    for (new objects, CR 400.7; a token ceases to exist there, 111.7) under
    `RETURNED_THIS_WAY`, for "each card returned to your hand this way" after it."""
    _remember(item, RETURNED_THIS_WAY, [o for o in found if o is not None and o.zone == "hand"
                                        and not o.card.token and o.owner == item.controller])


# `GameObject.chosen` key: the cards "Each player reveals the top card of their library."
# revealed (parley: "for each nonland card revealed this way", CR 608.2c)
REVEALED_THIS_WAY = "revealed this way"


def remember_revealed(item: GameObject, found: list[GameObject]) -> None:
    """Keep the cards an instruction revealed under `REVEALED_THIS_WAY`."""
    _remember(item, REVEALED_THIS_WAY, list(found))


def remember_put(item: GameObject, found: list[GameObject | None]) -> None:
    """Keep the permanents an instruction put onto the battlefield (each a new object, CR
    400.7) under `PUT_THIS_WAY`, for "those lands" after it."""
    _remember(item, PUT_THIS_WAY, [o for o in found
                                   if o is not None and o.zone == "battlefield"])


def _remember(item: GameObject, key: str, found: list[GameObject | None]) -> None:
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != key) + ((
        key, " ".join(str(o.id) for o in found if o is not None)),)


def remembered(state: GameState, item: GameObject, key: str) -> list[int]:
    """The cards kept under `key` (`remember_exiled`, `remember_discarded`) that still exist;
    with both cards a melded permanent became as it left the battlefield (CR 712.21c)."""
    ids = (int(i) for i in dict(item.chosen).get(key, "").split())
    found = [state.objects[oid] for oid in ids if oid in state.objects]
    return list(dict.fromkeys(o.id for o in zones.found_cards(state, found) if o is not None))


# `GameObject.chosen` key: the cards "discard N cards" moved, wherever they went (a
# madness card goes to exile and was still discarded, CR 702.35a), for "for each nonland
# card discarded this way" (CR 608.2c)
DISCARDED_THIS_WAY = "cards discarded this way"


def discard_batch(state: GameState, item: GameObject, batch: list[Any], remember: bool
                  ) -> Decision | None:
    """These cards discarded at once (CR 701.8a); with `remember`, kept for "discarded this
    way" (CR 608.2c)."""
    if not remember:
        return events.happen(state, *batch)
    found = events.happen_for(state, *batch)
    if isinstance(found, Decision):
        return found
    remember_discarded(item, found)
    return None


def remember_discarded(item: GameObject, found: list[GameObject | None]) -> None:
    """Keep the cards a discard moved (each a new object, CR 400.7) under
    `DISCARDED_THIS_WAY`."""
    _remember(item, DISCARDED_THIS_WAY, found)


def most_discarded(state: GameState, item: GameObject) -> int:
    """The most cards the discard before discarded for one player (each card in a hand is
    its owner's, CR 400.3), the cards kept under `DISCARDED_THIS_WAY` (CR 608.2c)."""
    owners = [state.objects[oid].owner for oid in remembered(state, item, DISCARDED_THIS_WAY)]
    return max((owners.count(o) for o in set(owners)), default=0)


# `GameObject.chosen` key: the cards "surveil N" put into the graveyard (new objects there,
# CR 400.7), for "If you put a <card> into your graveyard this way, ..." (CR 608.2c)
SURVEILLED_THIS_WAY = "cards surveilled into the graveyard"


def remember_surveilled(item: GameObject, found: list[GameObject | None]) -> None:
    """Keep the cards a surveil put into a graveyard (not those a replacement sent
    elsewhere) under `SURVEILLED_THIS_WAY`."""
    _remember(item, SURVEILLED_THIS_WAY,
              [o for o in found if o is not None and o.zone == "graveyard"])


def exiled_with_source(state: GameState, item: GameObject) -> list[int]:
    """The cards the source's ability exiled that are still in exile (CR 607.2a, 400.7)."""
    return [c for s, c in state.exiled_with if s == item.source_id and c in state.objects
            and state.objects[c].zone == "exile"]


def remembered_count(state: GameState, item: GameObject, key: str, flt: Any) -> int:
    """The cards kept under `key` (the instruction before exiled or discarded them) that
    match `flt` (None: any card), as they are now (CR 608.2c, 608.2h)."""
    from tolaria.rules.layers import matches
    return sum(1 for oid in remembered(state, item, key)
               if flt is None or matches(state, flt, state.objects[oid], item.controller))


def destroyed_power(state: GameState, item: GameObject) -> int:
    """The total power of the permanents the "destroy all" before destroyed (kept under
    `DESTROYED_POWER`: not the indestructible or regenerated ones, which weren't), each as
    it last existed on the battlefield (CR 608.2c, 608.2h); 0 if negative (CR 107.1b)."""
    from tolaria.rules.layers import characteristics
    return max(0, sum(characteristics(state, state.objects[oid]).power or 0
                      for oid in remembered(state, item, DESTROYED_POWER)))


def destroy_at_once(state: GameState, victims: list[GameObject], regenerable: bool,
                    remember: GameObject | None = None) -> Decision | None:
    """Destroy `victims` as one batch of events (CR 608.2h, 701.7): which of them are
    indestructible (CR 702.12b) is read for all of them first, and replacement effects
    (regeneration, umbra armor...) apply to the whole batch before any of them leaves
    (CR 616.1), so one that stops being indestructible because another victim left (The
    Walls of Ba Sing Se and the creatures it protects, under Wrath of God) still stays.
    The one place every "destroy", "destroy all/each" and multi-target destroy goes
    through; the log names each indestructible one left alone. With `remember` (the
    resolving spell or ability), the cards put into graveyards are kept under
    `DESTROYED_THIS_WAY`."""
    batch = [events.destruction(state, v, regenerable=regenerable) for v in victims]
    found = events.happen_for(state, *(e for e in batch if e is not None))
    if isinstance(found, Decision):
        return found
    if remember is not None:
        remember.chosen = tuple(kv for kv in remember.chosen if kv[0] != DESTROYED_THIS_WAY) + (
            (DESTROYED_THIS_WAY, " ".join(str(o.id) for o in found
                                          if o is not None and o.zone == "graveyard")),)
    if remember is not None:           # the destroyed ones as they last existed (608.2h)
        _remember(remember, DESTROYED_POWER, [v for v, e in zip(victims, batch, strict=True)
                                              if e is not None and v.zone == "gone:battlefield"])
    for victim, event in zip(victims, batch, strict=True):
        if event is None and victim.zone == "battlefield":
            indestructible.survived(state, victim)
    return None


@handler("bounce")
def _bounce(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    victim = target_object(state, item, eff.get("target"))
    if victim is None:
        return None
    return events.happen(state, events.leaving(
        victim, "hand", f"{current_name(state, victim)} returns to its owner's hand", "400.3"))


@handler("counter")
def _counter(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "stack":
        return None
    text = f"{current_name(state, victim)} is countered by {current_name(state, item)}"
    if not victim.is_ability and _uncounterable(state, victim):
        state.say(f"{current_name(state, victim)} can't be countered", "113.6g", "101.2")
        return None
    if victim.is_ability:
        zones.remove_from_game(state, victim)
        state.say(text, "701.5a")
        return None
    return countered_by(state, item, events.happen(
        state, events.to_graveyard(state, victim, text, "701.5a")))


def countered_by(state: GameState, item: GameObject, pending: Decision | None
                 ) -> Decision | None:
    """`item` has countered a spell once nothing is `pending` (CR 701.5a): "whenever a spell
    or ability you control counters a spell" triggers for its controller (CR 603.2)."""
    if pending is None:
        triggers.on_counters_spell(state, item.controller)
    return pending


@handler("if_kicked")
def _if_kicked(state: GameState, item: GameObject, eff: Effect,
               answer: Any) -> Decision | None:
    """"If this spell was kicked, ..." (CR 702.33d): the instruction, only if it was."""
    if not item.kicked:
        return None
    return run(state, item, eff.get("effect"), answer)


@handler("counter_unless")
def _counter_unless(state: GameState, item: GameObject, eff: Effect,
                    answer: Any) -> Decision | None:
    """"Counter target spell unless its controller pays {3}" (CR 118.12a): that player
    chooses to pay or not as it resolves; mana abilities may be activated to pay
    (CR 608.2g), which the payment planner does."""
    from tolaria.data.mana import parse_cost
    from tolaria.rules import priority
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "stack":
        return None
    cost, payer = parse_cost(eff.get("mana")), victim.controller
    x = (item.x or 0) if "{X}" in eff.get("mana") else 0                # CR 107.3
    if eff.get("x") is not None:                     # "{X}, where X is ..." (CR 608.2h)
        x = amount(item, eff.get("x"), state)
    payment = priority.plan_payment(state, payer, cost, x)
    if answer is None and payment is not None:
        return Decision("yes_no", payer, options=("yes", "no"), subject=victim.id,
                        prompt=f"pay {cost} or {current_name(state, victim)} is countered (CR "
                               "118.12a)")
    if answer is not None and answer[0] == "yes" and payment is not None:
        priority.pay(state, payer, payment)
        state.say(f"{state.players[payer].name} pays {cost}: {current_name(state, victim)} isn't "
                  "countered",
                  "118.12a")
        return None
    if eff.get("to") is not None:        # "If that spell is countered this way, ..." (614.15)
        rest = answer[1:] or None if answer is not None and payment is not None else answer
        return run(state, item, Effect("counter_to", (("target", eff.get("target")),
                                                      ("to", eff.get("to")))), rest)
    return _counter(state, item, eff, None)


def _uncounterable(state: GameState, spell: GameObject) -> bool:
    """"This spell can't be countered" works on the stack (CR 113.6g, 101.2); a face-down
    spell has no such ability (CR 708.2)."""
    from tolaria.rules.layers import characteristics
    from tolaria.rules.mana_spent import uncounterable
    from tolaria.rules.restrictions import spell_uncounterable
    return any(a.kind == "cant_be_countered" for a in characteristics(state, spell).static) \
        or spell_uncounterable(state, spell) \
        or uncounterable(spell)      # "Creature spells can't be countered"; mana spent on it


@handler("pump")
def _pump(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    victim = target_object(state, item, eff.get("target"))
    if victim is None:
        return
    power, toughness = eff.get("power"), eff.get("toughness")
    state.effects.append(ContinuousEffect(                     # CR 611.2c, 613.4c
        timestamp=state.timestamp(), source_name=current_name(state, item), affected=(victim.id,),
        parts=(layer_effect("7c", "add_pt", power=power, toughness=toughness),),
        source_id=item.source_id, controller=item.controller))
    state.say(f"{current_name(state, victim)} gets {power:+d}/{toughness:+d} until end of "
              "turn", "611.2", "613.4c")
    state.changed()


@handler("add_mana")
def _add_mana(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """CR 106.3: the controller's pool, or that of the player `who` names ("that player
    adds {G}{G}")."""
    who = eff.get("who")
    for player in players_of(state, item, who) if who else (item.controller,):
        events.add_mana(state, player, eff.get("mana"), only=eff.get("only"))
        state.say(f"{state.players[player].name} adds {eff.get('mana')}", "106.3")


@handler("prevent")
def _prevent(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    ref = target_ref(item, eff.get("target"))
    if ref is None:
        return
    source = source_of(state, item)
    n = amount(item, eff.get("amount"), state)          # "where X is ..." (CR 608.2h)
    state.shields.append(PreventionShield(
        ref, n, current_name(state, item), sid=state.timestamp(),
        source_id=source.id, uid=source.card_uid))
    state.say(f"the next {n} damage to {events.name_of(state, ref)} this turn "
              "will be prevented", "615.7")
    state.changed()


@handler("create_tokens")
def _create_tokens(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """CR 111.1: one event creating them all (CR 614.16: "if an effect would create").

    `spec` gives a token's printed values; `card` a whole CardDef, for tokens with
    abilities (Ajani Goldmane's Avatar, CR 111.4)."""
    spec = dict(eff.get("spec") or ())
    for key in ("power", "toughness"):           # an X/X token: counted now (CR 608.2h)
        if key in spec and not isinstance(spec[key], int):
            spec[key] = amount(item, spec[key], state)
    card = eff.get("card") or token_def(spec)
    return tokens.create(state, item, eff, card, amount(item, eff.get("count"), state),
                         answer)


@handler("discard")
def _discard(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    players = players_of(state, item, eff.get("who"))
    if not players:
        return None
    player = state.players[players[0]]
    n = amount(item, eff.get("amount"), state)
    if answer is None and 0 < n < len(player.hand):
        return Decision("discard", player.index, count=n, options=tuple(player.hand),
                        prompt=f"discard {n} cards")
    chosen = answer if answer is not None else tuple(player.hand)
    batch = [events.discarded(state, state.objects[oid]) for oid in chosen]   # CR 701.8a
    return discard_batch(state, item, batch, bool(eff.get("remember")))


def bound_parts(item: GameObject, parts: Any) -> tuple[Any, ...]:
    """A resolved effect's layer parts, with "you" of a change of control (layer 2) and of
    "can't be the target of spells or abilities your opponents control" bound to the
    controller of the resolving spell or ability (CR 611.2, 613.1b)."""
    return tuple(
        layer_effect("2", "control", controller=item.controller)
        if p.op == "control" and p.get("controller") == "you" else
        _bound_untargetable(item, p) if p.op == "add_abilities" else p for p in parts)


def _bound_untargetable(item: GameObject, part: Any) -> Any:
    """An "add_abilities" part with `UNTARGETABLE_BY_OPPONENTS` "you" made this player."""
    from dataclasses import replace
    yours = f"{UNTARGETABLE_BY_OPPONENTS}you"
    abilities = part.get("abilities") or ()
    if not any(yours in getattr(a, "restrictions", ()) for a in abilities):
        return part
    mine = f"{UNTARGETABLE_BY_OPPONENTS}{item.controller}"
    return replace(part, params=tuple((k, tuple(
        replace(a, restrictions=frozenset(mine if r == yours else r for r in a.restrictions))
        if yours in getattr(a, "restrictions", ()) else a for a in v) if k == "abilities" else v)
        for k, v in part.params))


@handler("continuous")
def _continuous(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """A resolved effect with parts in several layers, locked to its target (CR 611.2c)."""
    victim = target_object(state, item, eff.get("target"))
    if victim is None:
        return
    parts = tuple(_event_pt_fixed(state, item, part)
                  for part in bound_parts(item, eff.get("parts")))
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, item), affected=(victim.id,),
        parts=parts, until=eff.get("until", "end of turn"),
        source_id=item.source_id, controller=item.controller))
    state.say(f"{current_name(state, item)} affects {current_name(state, victim)} "
              f"({eff.get('until', 'end of turn')})", "611.2")
    state.changed()


def _event_pt_fixed(state: GameState, item: GameObject, part: Any) -> Any:
    """A "set_pt" part naming the power or toughness of the object the trigger is about
    ("that creature's power and toughness"): those numbers, read once now (CR 608.2h)."""
    if part.op != "set_pt" or not any(
            isinstance(v, tuple) and v[1:] == ("event",) for k, v in part.params
            if k in ("power", "toughness")):
        return part
    from dataclasses import replace
    return replace(part, params=tuple(
        (k, quantity(state, item, v) if k in ("power", "toughness") and isinstance(v, tuple)
         and v[1:] == ("event",) else v) for k, v in part.params))


# Words a text-changing effect can replace (CR 612.2): basic land types, colour words.
TEXT_WORDS = {
    "land type": ("Plains", "Island", "Swamp", "Mountain", "Forest"),
    "color": ("white", "blue", "black", "red", "green"),
}


@handler("change_text")
def _change_text(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Magical Hack, Sleight of Mind: replace one word with another, indefinitely (CR 612)."""
    victim = target_object(state, item, eff.get("target"))
    if victim is None:
        return None
    kind = eff.get("words")
    words = TEXT_WORDS[kind]
    if answer is None:
        return Decision("choose", item.controller, options=words,
                        prompt=f"the {kind} word to replace in {current_name(state, victim)}'s "
                               "text")
    if len(answer) == 1:
        return Decision("choose", item.controller,
                        options=tuple(w for w in words if w != answer[0]),
                        prompt=f"the {kind} word to write instead of {answer[0]}")
    old, new = answer
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, item), affected=(victim.id,),
        parts=(layer_effect("3", "text", old=old, new=new),), until="permanent",
        source_id=item.source_id, controller=item.controller))
    state.say(f"{current_name(state, item)} changes {old} to {new} in the text of "
              f"{current_name(state, victim)}", "612.2")
    state.changed()
    return None


@handler("copy_spell")
def _copy_spell(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Copy target spell with its choices (CR 707.10); "you may choose new targets" (707.10c)."""
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "stack":
        return None
    return copy_spell(state, victim, item.controller, bool(eff.get("new_targets")), answer,
                      eff.get("exceptions", ()))


def copy_spell(state: GameState, victim: GameObject, player: int, new_targets: bool,
               answer: Any, exceptions: tuple[tuple[str, Any], ...] = ()) -> Decision | None:
    """`player` puts a copy of the spell `victim` on the stack, with its choices (CR
    707.10), asked first for new targets if they may choose them (CR 707.10c); the
    `exceptions` change the copy's copiable values (CR 707.9b)."""
    from tolaria.rules import targets
    if answer is None and new_targets:
        options = target_options(state, victim, player)
        if len(options) > 1:
            return Decision("new_targets", player, options=options,
                            subject=victim.id,
                            prompt=f"targets for the copy of {current_name(state, victim)} (CR "
                                   "707.10c)")
    chosen = answer[0] if answer else victim.targets
    copy = zones.create_object(state, _excepted(victim.card, exceptions), player, "stack")
    copy.controller, copy.is_copy = player, True
    copy.mode, copy.x, copy.targets = victim.mode, victim.x, tuple(chosen)
    copy.kicked, copy.cast_for = victim.kicked, victim.cast_for    # its costs (707.10)
    copy.chosen = tuple(kv for kv in victim.chosen        # its division, the gift's
                        if kv[0] in (targets.DIVIDED, GIFT_RECIPIENT))   # opponent (707.10)
    state.say(f"{state.players[player].name} puts a copy of {current_name(state, victim)} "
              "on the stack",
              "707.10")
    state.changed()
    triggers.on_copy(state, copy)                          # "whenever you copy a spell"
    return None


def _excepted(card: Any, exceptions: tuple[tuple[str, Any], ...]) -> Any:
    """A spell's card as its copy has it: "except the copy isn't legendary / is an
    artifact in addition to its other types" (CR 707.9b, 707.10)."""
    if not exceptions:
        return card
    from dataclasses import replace

    from tolaria.rules.resolve import with_exceptions
    if ("not_legendary", True) in exceptions:
        card = replace(card, supertypes=card.supertypes - {"Legendary"})
    return with_exceptions(card, exceptions)


def target_options(state: GameState, victim: GameObject, player: int
                   ) -> tuple[tuple[Ref | None, ...], ...]:
    """The choices of new targets for a spell or ability on the stack: each target kept or
    changed to another one legal for it, from `player`'s point of view (CR 115.7d, 707.10c:
    as many targets as before; CR 115.3: distinct where the phrases say so)."""
    from itertools import product

    from tolaria.rules import resolve, targets
    specs = resolve.target_specs(state, victim)
    lists = [[old] + [r for r in targets.candidates(state, spec, player, victim)
                      if r != old and old is not None]
             for spec, old in zip(specs, victim.targets, strict=False)]
    return tuple(c for c in product(*lists) if targets.distinct_ok(specs, c))


@handler("choose_new_targets")
def _choose_new_targets(state: GameState, item: GameObject, eff: Effect, answer: Any
                        ) -> Decision | None:
    """"You may choose new targets for target spell.": the resolving spell's controller
    keeps or changes each target, a new one legal for that spell's controller (CR 115.7d);
    a divided spell keeps its division (CR 115.7f)."""
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "stack" or not victim.targets:
        return None
    if answer is None:
        options = target_options(state, victim, victim.controller)
        if len(options) < 2:
            return None
        return Decision("new_targets", item.controller, options=options, subject=victim.id,
                        prompt=f"new targets for {current_name(state, victim)} (CR 115.7d)")
    chosen = tuple(answer[0])
    if chosen != victim.targets:
        victim.targets = chosen
        state.say(f"{current_name(state, item)} changes the targets of "
                  f"{current_name(state, victim)} to "
                  f"{', '.join(ref_name(state, r) for r in chosen if r is not None)}", "115.7d")
        state.changed()
    return None


@handler("change_target")
def _change_target(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"Change the target of target spell with a single target": the resolving spell's
    controller picks another legal target for it, as that spell's controller would see it;
    with none, the target stays, even an illegal one (CR 115.7a)."""
    from tolaria.rules import resolve, targets
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "stack" or len(victim.targets) != 1 or \
            victim.targets[0] is None:
        return None
    old = victim.targets[0]
    if answer is None:
        spec = resolve.target_specs(state, victim)[0]
        options = tuple((r,) for r in targets.candidates(state, spec, victim.controller,
                                                         victim) if r != old)
        if not options:
            state.say(f"the target of {current_name(state, victim)} can't be changed to "
                      "another legal target: it stays", "115.7a")
            return None
        return Decision("new_targets", item.controller, options=options, subject=victim.id,
                        prompt=f"the new target of {current_name(state, victim)} (CR 115.7a)")
    victim.targets = tuple(answer[0])
    state.say(f"{current_name(state, item)} changes the target of "
              f"{current_name(state, victim)} to {ref_name(state, victim.targets[0])}",
              "115.7a")
    state.changed()
    return None


@handler("change_target_to_self")
def _change_target_to_self(state: GameState, item: GameObject, eff: Effect, answer: Any
                           ) -> Decision | None:
    """"Change a target of target spell or ability to this creature" (Spellskite): one of
    its targets, the resolving ability's controller choosing which, becomes the source, if
    the source is a legal target for that instance of "target" as that spell's controller
    would see it (CR 115.7a, 115.3); if none can, none changes."""
    victim = target_object(state, item, eff.get("target"))
    source = source_of(state, item)
    if victim is None or victim.zone != "stack" or source is item or \
            source.zone != "battlefield":
        return None
    options = _retargeted(state, victim, ("object", source.id))
    if not options:
        state.say(f"no target of {current_name(state, victim)} can be changed to "
                  f"{current_name(state, source)}: they stay", "115.7a")
        return None
    if answer is None and len(options) > 1:
        return Decision("new_targets", item.controller, options=options, subject=victim.id,
                        prompt=f"the target of {current_name(state, victim)} to change to "
                               f"{current_name(state, source)} (CR 115.7a)")
    victim.targets = tuple(answer[0]) if answer is not None else options[0]
    state.say(f"{current_name(state, item)} changes a target of "
              f"{current_name(state, victim)} to {current_name(state, source)}", "115.7a")
    state.changed()
    return None


def _retargeted(state: GameState, victim: GameObject, new: Ref
                ) -> tuple[tuple[Ref | None, ...], ...]:
    """The victim's targets with one of them changed to `new`, each way that is legal for
    it (CR 115.7a: a legal target; CR 115.3: not twice for one instance of "target")."""
    from tolaria.rules import resolve, targets
    specs = resolve.target_specs(state, victim)
    found = []
    for i, (spec, old) in enumerate(zip(specs, victim.targets, strict=False)):
        if old is None or old == new or not targets.is_legal(
                state, spec, new, victim.controller, victim):
            continue
        changed = victim.targets[:i] + (new,) + victim.targets[i + 1:]
        if targets.distinct_ok(specs, changed):
            found.append(changed)
    return tuple(found)


@handler("untap")
def _untap(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """CR 701.21a: a tapped permanent untaps; one that left the battlefield is a new object
    (CR 400.7) that "untap it" can't find."""
    victim = target_object(state, item, eff.get("target"))
    if victim is not None and victim.zone == "battlefield" and victim.tapped:
        events.untap(state, victim)
        state.say(f"{current_name(state, victim)} untaps", "701.21a")


@handler("attach")
def _attach(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """Attach `what` ("self": the source, e.g. an Equipment's equip ability) to the target.

    Attaching to an object it can't be attached to does nothing (CR 701.3b, 301.5b).
    """
    from tolaria.rules.keywords import attach
    what = target_object(state, item, eff.get("what", "self"))
    host = target_object(state, item, eff.get("target"))
    if what is not None and host is not None:
        attach.attach(state, what, host)


@handler("unattach")
def _unattach(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """Unattach the source from what it is attached to (reconfigure, CR 702.151a, 701.3d);
    one no longer on the battlefield, or attached to nothing, stays as it is."""
    from tolaria.rules.keywords import attach
    what = target_object(state, item, "self")
    if what is not None and what.zone == "battlefield" and what.attached_to is not None:
        attach.unattach(state, what, "702.151a")


# -- regeneration and prevention shields, graveyards (CR 614-616, 701.15) -----------------

@handler("regenerate")
def _regenerate(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """CR 701.15a: a shield that replaces the permanent's next destruction this turn."""
    victim = target_object(state, item, eff.get("target", "self"))
    if victim is None or victim.zone != "battlefield":
        return
    _regeneration_shield(state, item, victim)


def _regeneration_shield(state: GameState, item: GameObject, victim: GameObject) -> None:
    """CR 701.15a: the shield replacing `victim`'s next destruction this turn."""
    source = source_of(state, item)
    state.shields.append(RegenerationShield(victim.id, current_name(state, item),
                                            sid=state.timestamp(), source_id=source.id,
                                            uid=source.card_uid))
    state.say(f"the next time {current_name(state, victim)} would be destroyed this turn, it "
              "regenerates "
              "instead", "701.15a")
    state.changed()


@handler("regenerate_each")
def _regenerate_each(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """CR 701.15a, 608.2h: "Regenerate each creature you control": a shield for each
    permanent of the group on the battlefield as it resolves."""
    from tolaria.rules.layers import matches
    source = source_of(state, item)
    for oid in [o for o in state.battlefield if matches(
            state, eff.get("filter"), state.objects[o], item.controller, source)]:
        _regeneration_shield(state, item, state.objects[oid])


@handler("prevent_from_source")
def _prevent_from_source(state: GameState, item: GameObject, eff: Effect, answer: Any
                         ) -> Decision | None:
    """"The next time a [red] source of your choice would deal damage to you this turn,
    prevent that damage" (CR 615.8, 609.7a); the source is chosen as it resolves."""
    colors = frozenset(eff.get("colors", ""))
    types = frozenset({eff.get("types")}) if eff.get("types") else frozenset()
    chosen = chosen_source(state, item, colors, answer, types)
    if not isinstance(chosen, GameObject):
        return chosen
    source = source_of(state, item)
    state.shields.append(PreventionShield(
        ("player", item.controller), 0, current_name(state, item), sid=state.timestamp(),
        source_id=source.id, uid=source.card_uid, from_source=chosen.id,
        from_uid=spell_uid(chosen), colors=colors, next_instance=True,
        by_filter=ObjectFilter(types=types) if types else None,     # CR 609.7b
        controller=item.controller))
    state.say(f"the next time {chosen.name} would deal damage to "
              f"{state.players[item.controller].name} this turn, that damage is prevented",
              "615.8", "609.7a")
    state.changed()
    return None


def damage_sources(state: GameState, colors: frozenset[str] = frozenset(),
                   types: frozenset[str] = frozenset()) -> tuple[int, ...]:
    """CR 609.7a: the sources a player may choose: permanents, spells on the stack, and
    objects that objects on the stack refer to; with `colors`, one of those colours; with
    `types` ("an artifact source"), one of those card types."""
    from tolaria.rules.layers import characteristics
    found: dict[int, None] = dict.fromkeys(state.battlefield)
    for oid in state.stack:
        item = state.objects[oid]
        if item.is_ability:
            if item.source_id is not None and item.source_id in state.objects:
                found[item.source_id] = None
        else:
            found[oid] = None
        for ref in item.targets:
            if ref is not None and ref[0] == "object" and ref[1] in state.objects:
                found[ref[1]] = None
    return tuple(oid for oid in found
                 if (not colors or characteristics(state, state.objects[oid]).colors & colors)
                 and (not types or characteristics(state, state.objects[oid]).types & types))


def chosen_source(state: GameState, item: GameObject, colors: frozenset[str], answer: Any,
                  types: frozenset[str] = frozenset()) -> Decision | GameObject | None:
    """"A source of your choice" as a prevention effect resolves (CR 609.7a): the decision
    asking for it, the chosen object once answered, or None when there's none to choose."""
    if answer is not None:
        return state.objects[answer[0]]
    options = damage_sources(state, colors, types)
    if not options:
        state.say(f"{current_name(state, item)}: there is no such source to choose", "609.7a")
        return None
    return Decision("choose", item.controller, options=options,
                    prompt=f"{current_name(state, item)}: choose the source whose damage to "
                           "prevent (CR 609.7a)")


def spell_uid(chosen: GameObject) -> int | None:
    """A permanent spell chosen as a source keeps being that source on the battlefield
    (CR 609.7a): the physical card to follow, else None."""
    spell = chosen.zone == "stack" and not chosen.is_ability and chosen.card.is_permanent_card
    return chosen.card_uid if spell else None


@handler("exile_graveyards")
def _exile_graveyards(state: GameState, item: GameObject, eff: Effect, answer: Any
                      ) -> Decision | None:
    """"Exile all graveyards" (Rest in Peace): every card in them, at once."""
    batch = [events.ZoneChange(oid, "exile", rules=("406.2",))
             for p in multiplayer.players_in_range(state, item.controller, state.apnap())
             for oid in state.players[p].graveyard]                  # CR 801.10
    return events.happen(state, *batch)


@handler("put_counters")
def _put_counters(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """Put N counters of a kind on a permanent (CR 122.6): "if an effect would put
    counters" can replace it (CR 614.16)."""
    victim = target_object(state, item, eff.get("target", "self"))
    if victim is None or victim.zone != "battlefield":
        return None
    return events.happen(state, events.Counters(victim.id, eff.get("kind"),
                                                amount(item, eff.get("amount"), state)))


@handler("put_counter_among")
def _put_counter_among(state: GameState, item: GameObject, eff: Effect, answer: Any
                       ) -> Decision | None:
    """"a counter from among flying, first strike, lifelink, or vigilance on it": the
    controller chooses the kind as it resolves (CR 608.2d), then it is put (CR 122.6)."""
    victim = target_object(state, item, eff.get("target", "self"))
    if victim is None or victim.zone != "battlefield":
        return None
    return put_one_of_kinds(state, item, victim, eff.get("kinds"), answer, "122.1b")


def put_one_of_kinds(state: GameState, item: GameObject, victim: GameObject,
                     kinds: tuple[str, ...], answer: Any, rule: str) -> Decision | None:
    """One counter of a kind among `kinds` on `victim`, the kind chosen by the controller
    as it resolves (CR 608.2d, 122.6)."""
    if not answer:
        return Decision("choose", item.controller, options=kinds,
                        prompt=f"{current_name(state, item)}: the kind of counter to put on "
                               f"{current_name(state, victim)} (CR {rule})")
    if answer[0] not in kinds:
        return None
    return events.happen(state, events.Counters(victim.id, answer[0], 1))


handler("delayed")(triggers.create_delayed)                    # CR 603.7
handler("deploy")(multiplayer.deploy)                          # CR 804.2
handler("reflexive")(triggers.create_reflexive)                # CR 603.12


@handler("sacrifice")
def _sacrifice(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """CR 701.17a: its controller puts the permanent into its owner's graveyard.

    "self" finds the source only if it is still the same object on the battlefield
    (CR 603.7c, 400.7): a creature that left and came back is a new object.
    """
    victim = target_object(state, item, eff.get("target", "self"))
    if victim is None or victim.zone != "battlefield":
        return
    who = eff.get("who")                  # "that player sacrifices that creature": only
    if who is not None:                   # their own
        from tolaria.rules.layers import controller
        if controller(state, victim) not in players_of(state, item, who):
            return
    events.sacrifice(state, victim)


@handler("transform")
def _transform(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """CR 701.28a: the permanent turns over to its other face, staying the same object
    (712.18); one that isn't a transforming double-faced permanent doesn't (701.28c)."""
    from tolaria.rules import faces
    permanent = target_object(state, item, eff.get("target", "self"))
    if permanent is None or permanent.zone != "battlefield":
        return
    if permanent.id == item.source_id and faces.transformed_since(item, permanent):
        state.say(f"{current_name(state, permanent)} has transformed since the ability was "
                  "put on the stack: it doesn't transform again", "701.28f")
        return
    faces.transform(state, permanent)


@handler("meld")
def _meld(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """"exile them, then meld them into Chittering Host" (CR 701.37a, 712.4a): the source and
    a permanent named as its meld partner that its controller both owns and controls (their
    choice of one, if several) are exiled together, then melded if they can be (701.37c)."""
    from tolaria.rules import faces
    source = target_object(state, item, "self")
    if source is None or not faces.owns_and_controls(state, source, item.controller):
        return None
    partners = faces.meld_partners(state, source, item.controller, eff.get("partner"),
                                   eff.get("card_type"))
    if not partners:
        return None
    if len(partners) > 1 and answer is None:
        return Decision("choose", item.controller, options=tuple(p.id for p in partners),
                        prompt=f"{current_name(state, item)}: the {eff.get('partner')} to "
                               "exile and meld (CR 701.37a)")
    partner = next((p for p in partners if answer and p.id == answer[0]), partners[0])
    found = events.happen_for(state, *(events.leaving(
        obj, "exile", f"{current_name(state, obj)} is exiled", "701.37a")
        for obj in (source, partner)))
    if isinstance(found, Decision):
        return found
    faces.meld(state, [o for o in found if o is not None and o.zone == "exile"],
               eff.get("into"), item.controller)
    return None


@handler("day_night")
def _day_night(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"It becomes day/night" (CR 728.1): if it already is, nothing changes."""
    from tolaria.rules import day_night
    day_night.become(state, eff.get("which"), "728.1")


@handler("flip")
def _flip(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """CR 710.2: a flip card on the battlefield flips, once (710.4), staying the same
    object; another permanent doesn't."""
    from tolaria.rules import faces
    permanent = target_object(state, item, eff.get("target", "self"))
    if permanent is not None and permanent.zone == "battlefield":
        faces.flip(state, permanent)


# Handlers grouped by the rules they implement register themselves as they are imported:
# this is the one list of the modules that do (the keyword modules are listed in
# `keyword_abilities`).
from tolaria.rules import ante, control, dungeon, ending, restart, ring, subgame  # noqa: E402, F401
from tolaria.rules.effects import (  # noqa: E402, F401
    choices,
    color_choice,
    conditional,
    copies,
    counters,
    damage,
    delayed,
    dice,
    discards,
    division,
    durations,
    emblems,
    exile_instead,
    friends,
    graveyard,
    keyword_abilities,
    land_play,
    library,
    loyalty,
    mana,
    named_player,
    oracle,
    outside,
    paying,
    piles,
    player_state,
    prevention,
    quantities,
    replacements,
    seeds,
    tokens,
    upkeep_costs,
)
